import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_CHECK_MS, type BackupSchedule, backupTask } from './backup/scheduled-backups.js';
import type { Signal } from './lib/after-commit.js';
import type { EventsService } from './modules/events/events.service.js';
import type { FairUseService } from './modules/fairuse/fairuse.service.js';
import type { MetricsService } from './modules/metrics/metrics.service.js';
import type { NodesService } from './modules/nodes/nodes.service.js';
import type { ProvisioningService } from './modules/provisioning/provisioning.service.js';
import type { ServicesService } from './modules/services/services.service.js';
import type { StoreService } from './modules/store/store.service.js';
import type { TelegramService } from './modules/telegram/telegram.service.js';
import type { UsageService } from './modules/usage/usage.service.js';
import type { WebhookDeliveryService } from './modules/webhooks/webhook-delivery.service.js';

/**
 * The provisioning worker inside each API instance: pending jobs (and sales past the delivery deadline) every
 * `jobIntervalMs` or as soon as a purchase or change queues some, node health and usage
 * collection and the search index's merging every `usageIntervalMs`, store orders to settle every `storeIntervalMs`. Loops never overlap themselves; several instances may run at once
 * (jobs are leased, counters are read-and-reset on the node). Stopping waits for the pass in flight, so the
 * database is never closed under it.
 */
/** The parts of a worker pass over the nodes. */
interface NodeWork {
  nodes: NodesService;
  provisioning: ProvisioningService;
  usage: UsageService;
  /** The fair-use pass over Xray's online addresses (decision 107), after usage. */
  fairuse?: FairUseService;
}

/**
 * One full pass over the nodes, as the worker's timers do it: health (a restarted node is queued for a refill), the
 * jobs, usage from the nodes that answered, and the jobs the usage caused.
 */
export async function runWorkerPass({ nodes, provisioning, usage, fairuse }: NodeWork) {
  const answered = await nodes.checkNodes();
  await provisioning.runJobs();
  await usage.collectUsage(answered);
  await fairuse?.judge();
  await provisioning.runJobs();
}

export function startWorker(
  {
    nodes,
    provisioning,
    usage,
    fairuse,
    services,
    events,
    store,
    jobsQueued,
    cores,
    metrics,
    telegram,
    webhookDelivery,
    webhooksQueued,
  }: NodeWork & {
    services: ServicesService;
    events: Pick<EventsService, 'scanExpiring'>;
    store: StoreService;
    jobsQueued: Signal;
    cores: { reconnected: Signal };
    metrics?: MetricsService | undefined;
    telegram?: TelegramService;
    webhookDelivery?: WebhookDeliveryService;
    webhooksQueued?: Signal;
  },
  log: FastifyBaseLogger,
  options: { usageIntervalMs: number; jobIntervalMs: number; storeIntervalMs: number; backup?: BackupSchedule },
) {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  /** Runs `task` every `every` ms; `wake()` runs it now, or right after the pass in flight (wake-ups coalesce). */
  const loop = (name: string, every: number, task: () => Promise<unknown>) => {
    let timer: NodeJS.Timeout | undefined;
    let busy = false;
    let again = false;
    const tick = async () => {
      busy = true;
      try {
        await task();
      } catch (error) {
        log.error({ err: error }, `worker ${name} failed`);
      } finally {
        busy = false;
      }
      if (stopped) return;
      if (again) {
        again = false;
        track(tick());
        return;
      }
      timer = setTimeout(() => {
        if (timer) timers.delete(timer);
        timer = undefined;
        track(tick());
      }, every);
      timer.unref();
      timers.add(timer);
    };
    track(tick());
    return () => {
      if (stopped) return;
      if (busy) {
        again = true;
        return;
      }
      if (!timer) return;
      clearTimeout(timer);
      timers.delete(timer);
      timer = undefined;
      track(tick());
    };
  };
  const track = (pass: Promise<void>) => {
    running.add(pass);
    void pass.finally(() => running.delete(pass));
  };
  const wakeJobs = loop('jobs', options.jobIntervalMs, async () => {
    await provisioning.runJobs();
    await services.cancelUndelivered();
  });
  // A purchase's users go to the nodes as soon as it commits, not at the next tick.
  const unlisten = jobsQueued.listen(wakeJobs);
  const wakeNodes = loop('nodes', options.usageIntervalMs, async () => {
    const passed = metrics?.timeUsagePass();
    try {
      await usage.collectUsage(await nodes.checkNodes());
      // Services near their end by their owners' days thresholds, told once each (decision 113).
      await events.scanExpiring();
      // What the usage just stopped and is set to renew is renewed from its owner's balance (decision 114).
      await services.autoRenew();
      // Sales that the usage just took past refund pay their referral profit (decision 080).
      await services.vestReferrals();
      await fairuse?.judge();
    } finally {
      passed?.();
    }
  });
  // A node whose connection dropped and came back may have restarted empty: checked now, not at the next pass.
  const unlistenNodes = cores.reconnected.listen(wakeNodes);
  loop('store', options.storeIntervalMs, () => store.reconcile());
  // What the sales and renames since the last pass wrote into SQLite's search index, merged (decision 035).
  loop('search', options.usageIntervalMs, () => services.mergeSearchSegments());
  // A backup into BACKUP_DIR when one is due; one instance takes each (docs/backups.md, decision 097).
  if (options.backup) loop('backup', BACKUP_CHECK_MS, backupTask(options.backup, log));
  // Telegram notices (decision 112): the outbox about once a second (Telegram's per-chat limit) or as soon as a commit
  // queues some, and what users send the bot by long polling, one instance at a time.
  const telegramStop = new AbortController();
  let unlistenTelegram = () => {};
  if (telegram?.enabled) {
    const wakeTelegram = loop('telegram-send', 1000, () => telegram.sendDue());
    unlistenTelegram = telegram.messagesQueued.listen(wakeTelegram);
    loop('telegram-updates', 1000, () => telegram.pollUpdates({ signal: telegramStop.signal }));
  }
  // Signed webhooks (decision 111): what is due every job interval, and at once after a commit that queued some.
  let unlistenWebhooks = () => {};
  if (webhookDelivery) {
    const wakeWebhooks = loop('webhooks', options.jobIntervalMs, () => webhookDelivery.deliverDue());
    if (webhooksQueued) unlistenWebhooks = webhooksQueued.listen(wakeWebhooks);
  }
  return async () => {
    stopped = true;
    unlistenWebhooks();
    unlisten();
    unlistenNodes();
    unlistenTelegram();
    telegramStop.abort();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.all(running);
    if (telegram?.enabled) await telegram.releasePolling();
  };
}
