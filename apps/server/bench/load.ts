import autocannon from 'autocannon';

/** A figure as the bench prints it: thousands set apart by a space, `digits` after the point. */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }).replace(/,/g, ' ');

export interface LoadRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Answers a second once every connection had its first answer. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  bad: number;
  /** From the start until every connection had its first answer (decision 043). */
  rampMs: number;
}

/** The value at quantile q of ascending values. */
function quantile(sorted: number[], q: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

/**
 * `connections` keep-alive connections (autocannon), measured for `duration` seconds from the moment every connection
 * has had its first answer (decision 043). Node (libuv ≥ 1.45) accepts one connection per turn of its event loop, and
 * each turn answers every connection already open, so under full load the last of 50 connections opened at once waits
 * for ~40 turns before its first request is read: seconds when a request costs a few milliseconds. That is the load
 * generator's opening burst, not a request's latency; it is printed apart as `rampMs`. Counts of good and bad answers
 * cover the whole run.
 */
export async function steadyLoad(url: string, request: LoadRequest, connections: number, duration: number) {
  const answered = new Set<unknown>();
  const latencies: number[] = [];
  let steadyAt: number | undefined;
  let stopTimer: NodeJS.Timeout | undefined;
  const start = performance.now();
  let finished: (result: autocannon.Result) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const run = autocannon(
    {
      url,
      connections,
      // Until `duration` seconds after the ramp (stopped below), or twice that if some connection never answers.
      duration: 2 * duration,
      method: request.method ?? 'GET',
      headers: request.headers ?? {},
      ...(request.body ? { body: request.body } : {}),
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  // autocannon passes the connection first; its typings leave that argument out.
  (run as NodeJS.EventEmitter).on('response', (client: unknown, _status: number, _bytes: number, ms: number) => {
    if (steadyAt !== undefined) {
      latencies.push(ms);
      return;
    }
    answered.add(client);
    if (answered.size === connections) {
      steadyAt = performance.now();
      stopTimer = setTimeout(() => run.stop(), duration * 1000);
    }
  });
  // autocannon's own limit (twice the duration) can end a run whose ramp took longer than the duration.
  const r = await done.finally(() => clearTimeout(stopTimer));
  const end = performance.now();
  const bad = r.non2xx + r.errors + r.timeouts;
  if (steadyAt === undefined || latencies.length === 0) {
    // Some connection never got an answer: the whole run's figures, and a ramp as long as the run.
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      ok: r['2xx'],
      bad,
      rampMs: end - start,
    } satisfies LoadResult;
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: (latencies.length * 1000) / (end - steadyAt),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies[latencies.length - 1] as number,
    ok: r['2xx'],
    bad,
    rampMs: steadyAt - start,
  } satisfies LoadResult;
}
