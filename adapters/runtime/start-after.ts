/** A start that comes after a delay, unless it is stopped first. */
export interface DelayedStart {
  /** Cancels a start still to come, or waits for one under way to end (a failure is onFailure's). */
  stop(): Promise<void>;
}

/**
 * Runs `start` once `delayMs` have passed. A stop before then means it never runs; a stop while it
 * runs waits for it, so what it started can be closed after. Its failure goes to `onFailure`.
 */
export function startAfter(delayMs: number, start: () => Promise<void>, onFailure: (error: unknown) => void): DelayedStart {
  let running: Promise<void> | null = null;
  const timer = setTimeout(() => {
    running = start().catch(onFailure);
  }, delayMs);
  return {
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}
