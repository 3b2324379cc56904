import cliProgress from 'cli-progress';

/**
 * A progress bar (cli-progress) on stderr, only when the output is a terminal: piped or
 * redirected, a command stays quiet and prints just its result.
 */
export function showProgress(label: string): { update(done: number, total: number): void; stop(): void } | null {
  if (!process.stdout.isTTY || !process.stderr.isTTY) return null;
  const bar = new cliProgress.SingleBar(
    { format: `${label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}`, stream: process.stderr, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.setTotal(total);
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
