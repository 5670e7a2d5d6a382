import type { EventService, NoticeSettings } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Dialect, Executor } from '../../db/create-db.js';
import { tehranDay } from '../../lib/jalali.js';
import type { NewEvent } from './events.service.js';
import {
  claimDeviceRefusal,
  claimServiceNotices,
  expiringDayThresholds,
  findNoticeSettings,
  forgetDeviceRefusals,
  largestTrafficThreshold,
  servicesEndingUntold,
  servicesNearTrafficEnd,
  updateNoticeSettings,
} from './notices.repository.js';

const DAY_MS = 86_400_000;
/** Services claimed and told per transaction by the expiring scan. */
const SCAN_CHUNK = 1000;
/** How long a process keeps the largest GB threshold; a reseller's own save refreshes it at once in that process. */
const MAX_GB_KEPT_MS = 60_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface NoticesDeps {
  db: Db;
  dialect: Dialect;
  now: () => Date;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}

/** What the notices need of the events core: the services as events tell of them, with owners, and emitting. */
export interface EventsCore {
  owned(trx: Executor, ids: number[]): Promise<Map<number, { ownerId: number; service: EventService }>>;
  emit(trx: Executor, events: NewEvent[]): Promise<void>;
}

/**
 * Notices that repeat unless held to once (decision 113): a service nearing its end (days or traffic, by the owner's
 * thresholds) once per reason and period, a refused device once per service, device and day. Each is claimed with a
 * conditional insert in the transaction that emits it, so two instances tell it once.
 */
export function createNotices(deps: NoticesDeps, core: EventsCore) {
  const iso = () => deps.now().toISOString();
  let maxGb: { value: number; at: number } | undefined;
  async function largestGbThreshold(trx: Executor) {
    const at = Date.now();
    if (!maxGb || at - maxGb.at > MAX_GB_KEPT_MS) maxGb = { value: await largestTrafficThreshold(trx), at };
    return maxGb.value;
  }

  /** Emits `service.expiring` for the claimed services, one query for their event shapes. */
  async function tellExpiring(trx: Executor, ids: number[], reason: 'days' | 'traffic') {
    if (ids.length === 0) return;
    const now = deps.now().getTime();
    const owned = await core.owned(trx, ids);
    await core.emit(
      trx,
      [...owned.values()].map(({ ownerId, service }) => ({
        type: 'service.expiring' as const,
        userId: ownerId,
        data: {
          service,
          reason,
          days_left: service.expire_in ? Math.ceil((Date.parse(service.expire_in) - now) / DAY_MS) : null,
          traffic_left_gb: service.unlimited_traffic ? null : round2(service.traffic_gb - service.used_gb),
        },
      })),
    );
  }

  return {
    /**
     * The expiring scan the worker runs after usage: for each days threshold resellers have set, the running services
     * ending within it and not yet told of, a chunk per transaction, each claimed before it is told.
     */
    async scanExpiring() {
      const now = deps.now();
      for (const days of await expiringDayThresholds(deps.db)) {
        const until = new Date(now.getTime() + days * DAY_MS).toISOString();
        for (let more = true; more; ) {
          more = await deps.withTransaction(async (trx) => {
            const found = await servicesEndingUntold(trx, days, now.toISOString(), until, SCAN_CHUNK);
            const claimed = await claimServiceNotices(
              trx,
              found.map((s) => ({ service_id: s.id, reason: 'days', expire_in: s.expire_in as string, traffic_gb: 0 })),
              iso(),
            );
            await tellExpiring(trx, claimed, 'days');
            return found.length === SCAN_CHUNK;
          });
        }
      }
      await forgetDeviceRefusals(deps.db, tehranDay(new Date(now.getTime() - DAY_MS)));
    },

    /**
     * In a usage chunk's transaction: its services whose traffic left just reached the owner's threshold. `leftGb` is
     * what the counters' update read back, so only those within the largest threshold are looked up, usually none.
     */
    async noticeTrafficLow(trx: Executor, counted: Array<{ id: number; leftGb: number | null }>) {
      if (counted.length === 0) return;
      const largest = await largestGbThreshold(trx);
      const ids = counted.filter((c) => c.leftGb !== null && c.leftGb <= largest).map((c) => c.id);
      if (ids.length === 0) return;
      const near = await servicesNearTrafficEnd(trx, deps.dialect, ids);
      const claimed = await claimServiceNotices(
        trx,
        near.map((s) => ({
          service_id: s.id,
          reason: 'traffic',
          expire_in: s.expire_in as string,
          traffic_gb: Number(s.traffic_gb),
        })),
        iso(),
      );
      await tellExpiring(trx, claimed, 'traffic');
    },

    /** A device refused over the service's limit: told once a day per service and device. */
    async deviceRefused(
      serviceId: number,
      hwid: string,
      device: { os: string; model: string; app: string },
      limit: number,
    ) {
      await deps.withTransaction(async (trx) => {
        if (!(await claimDeviceRefusal(trx, serviceId, hwid, tehranDay(deps.now())))) return;
        const found = (await core.owned(trx, [serviceId])).get(serviceId);
        if (!found) return;
        await core.emit(trx, [
          { type: 'device.refused', userId: found.ownerId, data: { service: found.service, device, limit } },
        ]);
      });
    },

    async noticeSettings(userId: number): Promise<NoticeSettings> {
      const row = await findNoticeSettings(deps.db, userId);
      if (!row) throw new AppError('NOT_FOUND');
      return {
        expiring_days: Number(row.notice_expiring_days),
        expiring_traffic_gb: Number(row.notice_expiring_traffic_gb),
        balance_low: Number(row.notice_balance_low),
      };
    },

    async saveNoticeSettings(userId: number, body: NoticeSettings): Promise<NoticeSettings> {
      await updateNoticeSettings(
        deps.db,
        userId,
        {
          notice_expiring_days: body.expiring_days,
          notice_expiring_traffic_gb: body.expiring_traffic_gb,
          notice_balance_low: body.balance_low,
        },
        iso(),
      );
      maxGb = undefined;
      return body;
    },
  };
}
