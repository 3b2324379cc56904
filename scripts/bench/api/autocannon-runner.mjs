// One measured autocannon run against one server, after a short warm-up run whose figures are dropped.
import autocannon from 'autocannon';

const WARM_UP_SECONDS = 1;

/** A request with `bodies` (a function) sends a new body each time, as autocannon's setupRequest allows. */
function fire(request, baseUrl, connections, duration) {
  return autocannon({
    url: baseUrl + request.path,
    method: request.method,
    body: request.body,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(request.bodies ? { requests: [{ setupRequest: (sent) => ({ ...sent, body: request.bodies() }) }] } : {}),
    connections,
    duration,
  });
}

/**
 * req/s (mean of the per-second counts), latency p50 and p99 in ms, and every answer that was not
 * 2xx. `settle` runs between the warm-up and the measured run: it waits out the warm-up's requests
 * the server is still working on after autocannon has hung up.
 */
export async function measure(request, baseUrl, { connections, durationSeconds }, settle = async () => {}) {
  await fire(request, baseUrl, connections, WARM_UP_SECONDS);
  await settle();
  const result = await fire(request, baseUrl, connections, durationSeconds);
  const otherCodes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}×${code}`);
  const answered = result['2xx'] + result.non2xx > 0;
  return {
    rps: result.requests.average,
    // No answer within the run: there is no latency to report (autocannon says 0).
    p50: answered ? result.latency.p50 : Number.NaN,
    p99: answered ? result.latency.p99 : Number.NaN,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    otherCodes,
  };
}

/** The median of the numbers that are not NaN (NaN when none is). */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
