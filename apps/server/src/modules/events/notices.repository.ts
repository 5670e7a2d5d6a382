import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/create-db.js';

const GIB = 1_073_741_824;

/** A reseller's notice thresholds, kept on their user row (migration 0043). */
export async function findNoticeSettings(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['notice_expiring_days', 'notice_expiring_traffic_gb', 'notice_balance_low'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateNoticeSettings(
  db: Executor,
  userId: number,
  patch: { notice_expiring_days: number; notice_expiring_traffic_gb: number; notice_balance_low: number },
  now: string,
) {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export interface NoticeClaim {
  service_id: number;
  reason: 'days' | 'traffic';
  expire_in: string;
  traffic_gb: number;
}

/** Claims each notice once: the rows this insert wrote, whichever instance asks at the same time (decision 113). */
export async function claimServiceNotices(db: Executor, claims: NoticeClaim[], now: string) {
  if (claims.length === 0) return [];
  const rows = await db
    .insertInto('service_notices')
    .values(claims.map((c) => ({ ...c, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .returning('service_id')
    .execute();
  return rows.map((r) => r.service_id);
}

/** A refused device's notice for the day, claimed once; false when told already. */
export async function claimDeviceRefusal(db: Executor, serviceId: number, hwid: string, day: string) {
  const rows = await db
    .insertInto('device_refusal_notices')
    .values({ service_id: serviceId, hwid, day })
    .onConflict((oc) => oc.doNothing())
    .returning('service_id')
    .execute();
  return rows.length > 0;
}

/** Refusals told before `day` can no longer stop one today's being told. */
export async function forgetDeviceRefusals(db: Executor, day: string) {
  await db.deleteFrom('device_refusal_notices').where('day', '<', day).execute();
}

/** The largest GB threshold any reseller has set: a usage chunk's services further from their end are not looked up. */
export async function largestTrafficThreshold(db: Executor) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('notice_expiring_traffic_gb').as('gb'))
    .where('type', '=', 'RESELLER')
    .executeTakeFirst();
  return Number(row?.gb ?? 0);
}

/** The days thresholds resellers have set (a handful of distinct values), each scanned on its own. */
export async function expiringDayThresholds(db: Executor) {
  const rows = await db
    .selectFrom('users')
    .select('notice_expiring_days')
    .distinct()
    .where('type', '=', 'RESELLER')
    .where('notice_expiring_days', '>', 0)
    .execute();
  return rows.map((r) => Number(r.notice_expiring_days));
}

/**
 * Running services of owners whose threshold is `days`, ending after `now` and by `until`, not yet told of for this
 * expiry: a range of the `services_running` index (expiry within the threshold), not every service.
 */
export async function servicesEndingUntold(db: Executor, days: number, now: string, until: string, limit: number) {
  return db
    .selectFrom('services')
    .innerJoin('users as owner', 'owner.id', 'services.owner_id')
    .select(['services.id', 'services.expire_in'])
    .where('services.deleted_at', 'is', null)
    .where('services.expired_at', 'is', null)
    .where('services.started_at', 'is not', null)
    .where('services.expire_in', '>', now)
    .where('services.expire_in', '<=', until)
    .where('owner.notice_expiring_days', '=', days)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('service_notices as n')
            .select('n.service_id')
            .whereRef('n.service_id', '=', 'services.id')
            .where('n.reason', '=', 'days')
            .whereRef('n.expire_in', '=', 'services.expire_in'),
        ),
      ),
    )
    .orderBy('services.expire_in')
    .limit(limit)
    .execute();
}

/**
 * Of the services a usage chunk just counted, the running limited ones whose traffic left is at or under their owner's
 * threshold and not yet told of for this expiry and GB. Looked up by id among the chunk's, one statement a chunk.
 */
export async function servicesNearTrafficEnd(db: Executor, dialect: Dialect, ids: number[]) {
  if (ids.length === 0) return [];
  const among =
    dialect === 'postgres'
      ? sql<boolean>`services.id = any(cast(${ids} as integer[]))`
      : sql<boolean>`services.id in (select value from json_each(${JSON.stringify(ids)}))`;
  const used = sql`(services.upload_bytes + services.download_bytes + services.radius_bytes)`;
  return db
    .selectFrom('services')
    .innerJoin('users as owner', 'owner.id', 'services.owner_id')
    .select(['services.id', 'services.expire_in', 'services.traffic_gb'])
    .where(among)
    .where('services.deleted_at', 'is', null)
    .where('services.expired_at', 'is', null)
    .where('services.started_at', 'is not', null)
    .where('services.expire_in', 'is not', null)
    .where('services.unlimited_traffic', '=', 0)
    .where('owner.notice_expiring_traffic_gb', '>', 0)
    .where(sql<boolean>`${used} >= (services.traffic_gb - owner.notice_expiring_traffic_gb) * ${GIB}`)
    .where(sql<boolean>`${used} < services.traffic_gb * ${GIB}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('service_notices as n')
            .select('n.service_id')
            .whereRef('n.service_id', '=', 'services.id')
            .where('n.reason', '=', 'traffic')
            .whereRef('n.expire_in', '=', 'services.expire_in')
            .whereRef('n.traffic_gb', '=', 'services.traffic_gb'),
        ),
      ),
    )
    .execute();
}
