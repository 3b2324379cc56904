import { Command } from 'commander';
import type { benchmarkSearch } from '../../adapters/runtime/search-benchmark.js';
import { operate } from '../cli-context.js';
import { printJson, printTable } from '../cli-output.js';
import { command, positiveInt } from '../cli-options.js';
import { InvalidArgumentError } from 'commander';

type Figures = Awaited<ReturnType<typeof benchmarkSearch>>;

export function benchCommand(): Command {
  const bench = new Command('bench').description('measure the product on the data it has').addHelpText('after', '\nExample:\n  hcw bench search --time 500');

  bench.addCommand(
    command('search', 'time typical venue searches and show the indexes PostgreSQL uses for each', 'hcw bench search --time 500 --json')
      .option(
        '--time <ms>',
        'how long to run each search',
        (value: string) => {
          const n = positiveInt(value);
          if (n < 50) throw new InvalidArgumentError('must be a whole number of milliseconds, 50 or more');
          return n;
        },
        1000,
      )
      .action(async (opts: { time: number; json?: boolean }) => {
        const { where, figures } = await operate<{ where: string; figures: Figures }>('bench.search', { timeMs: opts.time });
        if (opts.json) return printJson(figures);
        console.log(`Venue search on ${where}\n`);
        printTable(
          figures.map((f) => ({
            search: f.name,
            matches: `${f.total}${f.moreThanTotal ? '+' : ''}`,
            'mean ms': f.meanMs.toFixed(2),
            'p99 ms': f.p99Ms.toFixed(2),
            plan: f.plan.seqScanOnVenue ? 'SEQ SCAN on venue' : f.plan.indexes.join(', ') || f.plan.nodes.join(' > '),
          })),
        );
      }),
  );

  return bench;
}
