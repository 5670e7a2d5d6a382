import type { FastifyBaseLogger } from 'fastify';
import type { NodesService } from './modules/nodes/nodes.service.js';
import type { ServicesService } from './modules/services/services.service.js';
import type { StoreService } from './modules/store/store.service.js';

/**
 * The provisioning worker inside each API instance: pending jobs (and sales past the delivery deadline) every
 * `jobIntervalMs`, node health and usage
 * collection every `usageIntervalMs`, store orders to settle every `storeIntervalMs`. Loops never overlap themselves; several instances may run at once
 * (jobs are leased, counters are read-and-reset on the node). Stopping waits for the pass in flight, so the
 * database is never closed under it.
 */
export function startWorker(
  { nodes, services, store }: { nodes: NodesService; services: ServicesService; store: StoreService },
  log: FastifyBaseLogger,
  options: { usageIntervalMs: number; jobIntervalMs: number; storeIntervalMs: number },
) {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const loop = (name: string, every: number, task: () => Promise<unknown>) => {
    const tick = async () => {
      if (stopped) return;
      try {
        await task();
      } catch (error) {
        log.error({ err: error }, `worker ${name} failed`);
      }
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        track(tick());
      }, every);
      timer.unref();
      timers.add(timer);
    };
    track(tick());
  };
  const track = (pass: Promise<void>) => {
    running.add(pass);
    void pass.finally(() => running.delete(pass));
  };
  loop('jobs', options.jobIntervalMs, async () => {
    await nodes.runJobs();
    await services.cancelUndelivered();
  });
  loop('nodes', options.usageIntervalMs, async () => {
    await nodes.collectUsage(await nodes.checkNodes());
  });
  loop('store', options.storeIntervalMs, () => store.reconcile());
  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.all(running);
  };
}
