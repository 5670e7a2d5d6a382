import type { FairUse, FairUseEvent } from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/create-db.js';
import { nodeEmail, serviceOfEmail } from '../../integrations/core/accounts.js';
import { CoreApiError, type OnlineIp } from '../../integrations/core/core-api.js';
import { afterCommit, type Signal } from '../../lib/after-commit.js';
import type { CoreClients } from '../nodes/core-clients.js';
import type { NodeRecord, NodesService } from '../nodes/nodes.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ProvisioningService } from '../provisioning/provisioning.service.js';
import {
  anyWatched,
  eventsOf,
  fairUseState,
  forgetSamples,
  insertEvent,
  insertOverSample,
  lastEvent,
  overSamplesSince,
  pauseService,
  pausesDue,
  resumeService,
  type WatchedService,
  watchedServices,
} from './fairuse.repository.js';

/** The policy's parameters (config: `FAIR_USE_*`, decision 107). */
export interface FairUsePolicy {
  windowMinutes: number;
  overMinutes: number;
  pauseMinutes: number;
}

const MINUTE_MS = 60_000;
/** A warning leads to a pause only while it is this recent; after that the next sustained window warns again. */
const WARNING_STANDS_MS = 60 * MINUTE_MS;
/** Entries the reseller is shown per service. */
const EVENTS_SHOWN = 20;

interface Detail {
  addresses: number;
  limit: number;
  ips: string[];
  until?: string;
}

const persianDigits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

/**
 * Fair use of Xray addresses (decision 107): each worker pass asks every Xray node that is not down which users are
 * online from where, counts for each service with a simultaneous limit the addresses that opened a connection since
 * the last look, and judges the count over a window: never one sample, never an address ban. Sustained → a warning
 * the reseller sees; sustained again a window later → a pause, off the nodes through provisioning like a switch-off
 * but under its own column; the pause ends by itself.
 */
export function createFairUseService(deps: {
  now: () => Date;
  log: FastifyBaseLogger;
  db: Executor;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  cores: CoreClients;
  nodes: Pick<NodesService, 'activeNodes'>;
  provisioning: Pick<ProvisioningService, 'queue'>;
  notifications: Pick<NotificationsService, 'notify'>;
  jobsQueued: Signal;
  policy: FairUsePolicy;
}) {
  const { db, policy } = deps;
  /**
   * Per node, email and address: when the newest connection from there had opened at the last look. An address counts
   * only when it is new or a connection from it opened since: the address a phone just left keeps its idle
   * connections listed until the core closes them, but opens no new ones.
   */
  let lastLook = new Map<string, number>();

  /** Where each user is online on one Xray node, by service; null when the node did not answer. */
  async function onlineOn(node: NodeRecord, watched: () => Promise<WatchedService[]>) {
    const api = deps.cores.of(node);
    try {
      const all = await api.onlineUsers();
      const byService = new Map<number, OnlineIp[]>();
      if (all) {
        for (const [email, ips] of all) {
          const id = serviceOfEmail(email);
          if (id !== null) byService.set(id, ips);
        }
        return byService;
      }
      // An Xray from before GetUsersStats: one call per watched service.
      for (const s of await watched()) {
        const ips = await api.onlineIps(nodeEmail(s.id));
        if (ips && ips.length > 0) byService.set(s.id, ips);
      }
      return byService;
    } catch (error) {
      if (!(error instanceof CoreApiError)) throw error;
      deps.log.warn({ node: node.id, err: error }, 'fair use: node did not tell who is online');
      return null;
    }
  }

  const detailOf = (text: string): Detail => {
    try {
      return { addresses: 0, limit: 0, ips: [], ...(JSON.parse(text) as Partial<Detail>) };
    } catch {
      return { addresses: 0, limit: 0, ips: [] };
    }
  };

  async function record(
    trx: Executor,
    s: Pick<WatchedService, 'id' | 'owner_id' | 'username'>,
    kind: 'warn' | 'pause' | 'resume',
    detail: Detail,
    at: Date,
  ) {
    await insertEvent(trx, { service_id: s.id, kind, detail: JSON.stringify(detail), at: at.toISOString() });
    const limit = persianDigits(detail.limit);
    const count = persianDigits(detail.addresses);
    const minutes = persianDigits(policy.pauseMinutes);
    const message =
      kind === 'warn'
        ? {
            title: 'هشدار استفادهٔ هم‌زمان',
            body: `سرویس ${s.username} از ${count} نشانی هم‌زمان استفاده می‌کند؛ حد مجاز ${limit} است. اگر ادامه یابد، سرویس ${minutes} دقیقه متوقف می‌شود.`,
          }
        : kind === 'pause'
          ? {
              title: 'توقف موقت سرویس',
              body: `سرویس ${s.username} به دلیل استفادهٔ هم‌زمان از ${count} نشانی (حد مجاز ${limit}) برای ${minutes} دقیقه متوقف شد و پس از آن خودبه‌خود وصل می‌شود.`,
            }
          : { title: 'پایان توقف موقت', body: `سرویس ${s.username} پس از توقف موقت دوباره وصل شد.` };
    await deps.notifications.notify(trx, s.owner_id, message);
  }

  /** Ends the pauses that have run out: the service goes back on its nodes, with an entry. */
  async function resumeDue(now: Date) {
    for (const s of await pausesDue(db, now.toISOString())) {
      await deps.withTransaction(async (trx) => {
        if (!(await resumeService(trx, s.id, s.paused_until as string))) return;
        await record(trx, s, 'resume', { addresses: 0, limit: s.simultaneous_limit, ips: [] }, now);
        await forgetSamples(trx, { serviceId: s.id });
        await deps.provisioning.queue(trx, [s.id], 'sync', now.toISOString());
        afterCommit(trx, deps.jobsQueued.notify);
      });
    }
  }

  /** One sample of a service over its limit, and what the window then says. */
  async function judgeOver(s: WatchedService, ips: string[], now: Date) {
    const at = now.toISOString();
    await insertOverSample(db, { service_id: s.id, at, addresses: ips.length });
    const windowStart = new Date(now.getTime() - policy.windowMinutes * MINUTE_MS).toISOString();
    // Minutes, not samples: a second worker instance sampling the same minute does not count twice.
    const minutes = new Set(
      (await overSamplesSince(db, s.id, windowStart)).map((t) => Math.floor(Date.parse(t) / MINUTE_MS)),
    );
    if (minutes.size < policy.overMinutes) return;
    const detail = { addresses: ips.length, limit: s.simultaneous_limit, ips };
    const last = await lastEvent(db, s.id);
    const warnedAgo = last?.kind === 'warn' ? now.getTime() - Date.parse(last.at) : Number.POSITIVE_INFINITY;
    if (warnedAgo > WARNING_STANDS_MS) {
      await deps.withTransaction(async (trx) => {
        await record(trx, s, 'warn', detail, now);
        // The pause needs a window of its own after the warning.
        await forgetSamples(trx, { serviceId: s.id });
      });
      return;
    }
    if (warnedAgo < policy.windowMinutes * MINUTE_MS) return;
    const until = new Date(now.getTime() + policy.pauseMinutes * MINUTE_MS).toISOString();
    await deps.withTransaction(async (trx) => {
      if (!(await pauseService(trx, s.id, until))) return;
      await record(trx, s, 'pause', { ...detail, until }, now);
      await forgetSamples(trx, { serviceId: s.id });
      await deps.provisioning.queue(trx, [s.id], 'sync', at);
      afterCommit(trx, deps.jobsQueued.notify);
    });
  }

  return {
    policy,
    /**
     * The worker's fair-use pass (after usage): pauses that ran out end, then each Xray node not found down is asked
     * who is online, and each watched service's addresses are judged. V2Ray nodes cannot tell and are not asked.
     */
    async judge() {
      const now = deps.now();
      await resumeDue(now);
      await forgetSamples(db, { before: new Date(now.getTime() - policy.windowMinutes * MINUTE_MS).toISOString() });
      if (!(await anyWatched(db))) {
        lastLook = new Map();
        return;
      }
      const nodes = (await deps.nodes.activeNodes()).filter((n) => n.core === 'xray' && n.status !== 'down');
      let watched: Promise<WatchedService[]> | undefined;
      const allWatched = () => {
        watched ??= watchedServices(db);
        return watched;
      };
      const fresh = new Map<number, Set<string>>();
      const look = new Map<string, number>();
      const answers = await Promise.all(
        nodes.map(async (node) => ({ node, online: await onlineOn(node, allWatched) })),
      );
      for (const { node, online } of answers) {
        if (!online) {
          // A node that did not answer keeps what was last seen there, for the next look.
          for (const [key, seen] of lastLook) if (key.startsWith(`${node.id} `)) look.set(key, seen);
          continue;
        }
        for (const [serviceId, ips] of online) {
          for (const { ip, lastSeen } of ips) {
            const key = `${node.id} ${serviceId} ${ip}`;
            const before = lastLook.get(key);
            look.set(key, lastSeen);
            if (before !== undefined && lastSeen <= before) continue;
            const set = fresh.get(serviceId) ?? new Set<string>();
            set.add(ip);
            fresh.set(serviceId, set);
          }
        }
      }
      lastLook = look;
      // A limit is 1 or more: only a service with two fresh addresses or more can be over it.
      const candidates = [...fresh].filter(([, ips]) => ips.size > 1).map(([id]) => id);
      for (const s of await watchedServices(db, candidates)) {
        const ips = [...(fresh.get(s.id) ?? [])].sort();
        if (ips.length > s.simultaneous_limit) await judgeOver(s, ips, now);
      }
    },

    /** A service's limit, pause and entries, newest first, as the reseller's addresses dialog shows them. */
    async fairUseOf(serviceId: number): Promise<FairUse> {
      const [state, rows] = await Promise.all([fairUseState(db, serviceId), eventsOf(db, serviceId, EVENTS_SHOWN)]);
      return {
        limit: state?.simultaneous_limit ?? 0,
        paused_until: state?.paused_until ?? null,
        events: rows.map((r): FairUseEvent => {
          const d = detailOf(r.detail);
          return {
            kind: r.kind,
            at: r.at,
            addresses: d.addresses,
            limit: d.limit,
            ips: d.ips,
            until: d.until ?? null,
          };
        }),
      };
    },
  };
}
export type FairUseService = ReturnType<typeof createFairUseService>;
