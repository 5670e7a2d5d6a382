import type { FastifyBaseLogger } from 'fastify';
import type { NodesService } from './modules/nodes/nodes.service.js';

/**
 * The provisioning worker inside each API instance: pending jobs every second or two, node health and usage
 * collection every `usageIntervalMs`. Loops never overlap themselves; several instances may run at once
 * (jobs are leased, counters are read-and-reset on the node).
 */
export function startWorker(
  nodes: NodesService,
  log: FastifyBaseLogger,
  options: { usageIntervalMs: number; jobIntervalMs: number },
) {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const loop = (name: string, every: number, task: () => Promise<unknown>) => {
    const tick = async () => {
      if (stopped) return;
      try {
        await task();
      } catch (error) {
        log.error({ err: error }, `worker ${name} failed`);
      }
      if (!stopped) {
        const t = setTimeout(() => {
          timers.delete(t);
          void tick();
        }, every);
        t.unref();
        timers.add(t);
      }
    };
    void tick();
  };
  loop('jobs', options.jobIntervalMs, () => nodes.runJobs());
  loop('nodes', options.usageIntervalMs, async () => {
    await nodes.checkNodes();
    await nodes.collectUsage();
  });
  return () => {
    stopped = true;
    for (const t of timers) clearTimeout(t);
  };
}
