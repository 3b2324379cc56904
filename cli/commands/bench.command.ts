import { Command, InvalidArgumentError } from 'commander';
import { benchmarkSearch } from '../../adapters/runtime/search-benchmark.js';
import { withApplication } from '../cli-context.js';
import { printJson, printTable } from '../cli-output.js';

export function benchCommand(): Command {
  const bench = new Command('bench').description('measure the product on the data it has');

  bench
    .command('search')
    .description('time typical venue searches and show the indexes PostgreSQL uses for each')
    .option('--time <ms>', 'how long to run each search', (value: string) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 50) throw new InvalidArgumentError('must be a whole number of milliseconds, 50 or more');
      return n;
    }, 1000)
    .option('--json', 'print JSON for scripts')
    .action((opts: { time: number; json?: boolean }) =>
      withApplication(async ({ orm, ports }, { where }) => {
        const figures = await benchmarkSearch(orm, ports.venues, opts.time);
        if (opts.json) return printJson(figures);
        console.log(`Venue search on ${where}\n`);
        printTable(
          figures.map((f) => ({
            search: f.name,
            matches: f.total,
            'mean ms': f.meanMs.toFixed(2),
            'p99 ms': f.p99Ms.toFixed(2),
            plan: f.plan.seqScanOnVenue ? 'SEQ SCAN on venue' : f.plan.indexes.join(', ') || f.plan.nodes.join(' > '),
          })),
        );
      }),
    );

  return bench;
}
