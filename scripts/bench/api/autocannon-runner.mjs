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

/**
 * `request` on each side (`{ side, url }`) once a round, the sides alternating so the machine's other
 * load falls on all alike. `afterRun(side, result, round)` runs as a run ends (memory is read there,
 * before `settle` waits out what the run left in flight). Returns each side's results.
 */
export async function measureRounds(request, sides, { rounds, connections, durationSeconds }, { settle, afterRun }) {
  const runs = Object.fromEntries(sides.map(({ side }) => [side, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const { side, url } of sides) {
      const result = await measure(request, url, { connections, durationSeconds }, settle);
      afterRun(side, result, round);
      await settle();
      runs[side].push(result);
    }
  }
  return runs;
}

/** What went wrong in a run, or null when every answer was a 2xx. */
export function failureOf(result) {
  if (!result.non2xx && !result.errors && !result.timeouts && result.ok) return null;
  const codes = result.otherCodes.length ? ` (${result.otherCodes.join(', ')})` : '';
  return `${result.ok} 2xx, ${result.non2xx} non-2xx${codes}, ${result.errors} errors, ${result.timeouts} timeouts`;
}

/** The median of the numbers that are not NaN (NaN when none is). */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
