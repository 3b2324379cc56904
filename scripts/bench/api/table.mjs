// The benchmark's printout: one markdown table to paste in README, then the memory, start and seed lines.

const rps = (value) => Math.round(value).toLocaleString('en-US');
const ms = (value) => (Number.isNaN(value) ? '—' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);
const mib = (value) => `${Math.round(value)} MiB`;
const seconds = (msValue) => `${(msValue / 1000).toFixed(1)} s`;

/** rows: { name, product: { rps, p50, p99 }, raw: { rps, p99 } } (medians). */
export function markdownTable(rows) {
  const lines = [
    '| request | product req/s | raw req/s | ratio | product p50 | product p99 | raw p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { name, product, raw } of rows) {
    const ratio = raw.rps > 0 ? `${(product.rps / raw.rps).toFixed(2)}×` : '—';
    lines.push(`| \`${name}\` | ${rps(product.rps)} | ${rps(raw.rps)} | ${ratio} | ${ms(product.p50)} | ${ms(product.p99)} | ${ms(raw.p99)} |`);
  }
  return lines.join('\n');
}

/** The embedded run: { rows: { name, rps, p50, p99 }, seed, peak, connections }. */
export function embeddedTable({ rows, seed, peak, connections }) {
  const lines = [
    `Embedded PGlite (no DATABASE_URL), ${connections} connections, the same searches over ${seed.total.toLocaleString('en-US')} venues:`,
    '',
    '| request | req/s | p50 | p99 |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(({ name, rps: value, p50, p99 }) => `| \`${name}\` | ${rps(value)} | ${ms(p50)} | ${ms(p99)} |`),
    '',
    `Seed on PGlite: ${seed.count.toLocaleString('en-US')} synthetic venues in ${seconds(seed.ms)} (through the server's admin socket); peak memory ${mib(peak)}.`,
  ];
  return lines.join('\n');
}

export function summaryLines({ memory, coldStart, seed, facts, settings, failures }) {
  return [
    `Product memory (RSS): ${mib(memory.afterStart)} after one request of each kind, ${mib(memory.warm)} 5 s later (the search index built), peak ${mib(memory.peak)} at the end of a run, ${mib(memory.idle)} idle 10 s after the last run and ${mib(memory.lateIdle)} a minute after it (raw baseline peak ${mib(memory.rawPeak)}).`,
    `Cold start to first answer (PGlite, empty DATA_DIR: migrations and demo seed): ${seconds(coldStart.empty)}; on that directory again: ${seconds(coldStart.again)}.`,
    `Seed: ${seed.count.toLocaleString('en-US')} synthetic venues in ${seconds(seed.ms)} (hcw db seed --synthetic, ${seed.total.toLocaleString('en-US')} venues in all).`,
    failures.length ? ['Not every run answered 2xx only:', ...failures.map((failure) => `- ${failure}`)].join('\n') : 'Every response was 2xx.',
    `${facts.date} · nproc ${facts.nproc} · Node ${facts.node} · PostgreSQL ${facts.postgres} · ${settings.connections} connections, ${settings.rounds} rounds of ${settings.durationSeconds} s per server (medians), 1 s warm-up each; ratio = product ÷ raw.`,
  ].join('\n');
}
