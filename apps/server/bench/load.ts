import http from 'node:http';
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
  /** From the start until every connection had its first answer (decision 025). */
  rampMs: number;
}

/** The value at quantile q of ascending values. */
function quantile(sorted: number[], q: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

/**
 * `connections` keep-alive connections (autocannon), measured for `duration` seconds from the moment every connection
 * has had its first answer (decision 025). Node (libuv ≥ 1.45) accepts one connection per turn of its event loop, and
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

export interface OpenLoopResult {
  /** Requests the schedule sent: `rate` × `duration`. */
  sent: number;
  ok: number;
  /** Answered with another status than 2xx, failed, or not answered within `timeoutMs` of their scheduled time. */
  failed: number;
  /** Sent later than one interval after their scheduled time (the generator itself fell behind). */
  late: number;
  /** From each request's scheduled time to the end of its answer, in ms; a request not answered counts its timeout. */
  p50: number;
  p99: number;
  max: number;
  /** Requests answered a second over the schedule and the drain that follows it. */
  rps: number;
}

/**
 * Open loop: `rate` requests a second for `duration` seconds, each sent at its scheduled time (every 1000 / rate ms)
 * whether or not earlier ones were answered, latency counted from the scheduled time, so a server that falls behind
 * shows it in the percentiles instead of slowing the schedule down (no coordinated omission). Keep-alive connections,
 * as many as the requests in flight need (up to `maxConnections`; beyond that they wait in the client, still timed from
 * their schedule). What is not answered within `timeoutMs` of its scheduled time is abandoned and counted as failed.
 */
export async function openLoad(
  url: string,
  request: LoadRequest,
  rate: number,
  duration: number,
  options: { maxConnections?: number; timeoutMs?: number } = {},
): Promise<OpenLoopResult> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxConnections ?? 256 });
  const target = new URL(url);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers = { ...(request.headers ?? {}), ...(body ? { 'content-length': String(body.length) } : {}) };
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round(rate * duration));
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let late = 0;
  const pending = new Set<Promise<void>>();

  const send = (scheduled: number) => {
    const done = new Promise<void>((resolve) => {
      let settled = false;
      const finish = (good: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        latencies.push(performance.now() - scheduled);
        if (good) ok += 1;
        else failed += 1;
        resolve();
      };
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: request.method ?? 'GET',
          headers,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => finish((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.on('error', () => finish(false));
        },
      );
      const timer = setTimeout(
        () => {
          req.destroy();
          finish(false);
        },
        Math.max(0, scheduled + timeoutMs - performance.now()),
      );
      req.on('error', () => finish(false));
      req.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const start = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Every request whose time has come, each timed from its own schedule even when this turn came late.
      while (next < total && start + next * interval <= now) {
        const scheduled = start + next * interval;
        if (now - scheduled > interval) late += 1;
        send(scheduled);
        next += 1;
      }
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  while (pending.size > 0) await Promise.all([...pending]);
  const end = performance.now();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    ok,
    failed,
    late,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? 0,
    rps: (ok * 1000) / (end - start),
  };
}
