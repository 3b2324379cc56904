import type http from 'node:http';

export interface QuietCollectionPolicy {
  /** Requests since the last collection that make a busy spell; a few page views are not one. */
  busyRequests: number;
  /** How long without a new request before the heap is collected. */
  quietMs: number;
  /** Work outside the HTTP server that took this long is collected after at once. */
  heavyWorkMs: number;
}

export const QUIET_COLLECTION: QuietCollectionPolicy = { busyRequests: 200, quietMs: 5_000, heavyWorkMs: 1_000 };

type ExposedGc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * The collection V8 exposes with --expose-gc (start-server.js), or undefined without it. The
 * "last-resort" flavour collects until nothing more is freed and hands back the pages V8 pools and
 * the young generation it grew (a "reduce" collection); a plain gc() freed the objects but kept
 * the pages, and the process stayed at 278 MiB.
 */
function exposedCollection(): (() => void) | undefined {
  const gc = (globalThis as { gc?: unknown }).gc;
  return typeof gc === 'function' ? () => (gc as ExposedGc)({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : undefined;
}

export interface QuietCollection {
  /** Stops watching. */
  stop(): void;
  /**
   * Work outside the HTTP server has ended: an operator's command through the admin socket. One
   * that took heavyWorkMs or more is collected after at once, whatever the requests (a 100,000-venue
   * seed left 80 MB of V8's pages behind it, kept through the load that followed); its pause, a
   * tenth of a second or two, is small beside the command's own time. A short one counts as a request.
   */
  workDone(durationMs: number): void;
}

/**
 * After a spell of load V8 sometimes keeps its heap at the peak: its memory reducer does not
 * always run, and the process then holds 60 MB more than it needs for as long as it stays quiet
 * (304 against 242 MiB after bench:api's load; README, Speed). One full collection once the server
 * has had no request for a few seconds after such a spell gives it back. It runs while nobody is
 * waiting, so its pause (100-200 ms with 100,000 venues indexed) costs no request. Without
 * --expose-gc (HCW_V8_DEFAULTS=1) nothing is watched.
 */
export function collectGarbageWhenQuiet(
  server: http.Server,
  { policy = QUIET_COLLECTION, collect = exposedCollection() }: { policy?: QuietCollectionPolicy; collect?: () => void } = {},
): QuietCollection {
  if (!collect) return { stop: () => {}, workDone: () => {} };
  let requestsSinceCollection = 0;
  let lastRequestAt = 0;
  const countRequest = () => {
    requestsSinceCollection += 1;
    lastRequestAt = Date.now();
  };
  server.on('request', countRequest);
  const check = setInterval(() => {
    if (requestsSinceCollection < policy.busyRequests || Date.now() - lastRequestAt < policy.quietMs) return;
    requestsSinceCollection = 0;
    collect();
  }, Math.max(10, Math.min(1_000, policy.quietMs / 2)));
  check.unref();
  return {
    stop: () => {
      clearInterval(check);
      server.off('request', countRequest);
    },
    workDone: (durationMs) => {
      if (durationMs < policy.heavyWorkMs) return countRequest();
      requestsSinceCollection = 0;
      setImmediate(collect);
    },
  };
}
