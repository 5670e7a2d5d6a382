import type { Executor } from '../../db/create-db.js';

/** What the fair-use policy reads of a service (decision 107). */
const WATCHED_COLUMNS = ['id', 'owner_id', 'username', 'simultaneous_limit'] as const;

/**
 * Live V2Ray services with a simultaneous limit, not paused: the ones the policy judges. Only those among `ids` when
 * given (the services a node just listed online).
 */
export async function watchedServices(db: Executor, ids?: number[]) {
  if (ids?.length === 0) return [];
  let query = db
    .selectFrom('services')
    .select(WATCHED_COLUMNS)
    .where('simultaneous_limit', '>', 0)
    .where('is_v2ray', '=', 1)
    .where('deleted_at', 'is', null)
    .where('banned', '=', 0)
    .where('expired_at', 'is', null)
    .where('paused_until', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('id').execute();
}
export type WatchedService = Awaited<ReturnType<typeof watchedServices>>[number];

/** Whether any service is watched at all: with none, no node is asked. */
export async function anyWatched(db: Executor) {
  const row = await db
    .selectFrom('services')
    .select('id')
    .where('simultaneous_limit', '>', 0)
    .where('is_v2ray', '=', 1)
    .where('deleted_at', 'is', null)
    .where('banned', '=', 0)
    .where('expired_at', 'is', null)
    .where('paused_until', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A sample that found the service over its limit. */
export async function insertOverSample(db: Executor, sample: { service_id: number; at: string; addresses: number }) {
  await db
    .insertInto('fairuse_samples')
    .values(sample)
    .onConflict((oc) => oc.columns(['service_id', 'at']).doNothing())
    .execute();
}

/** When the service was found over its limit after `since`. */
export async function overSamplesSince(db: Executor, serviceId: number, since: string) {
  const rows = await db
    .selectFrom('fairuse_samples')
    .select('at')
    .where('service_id', '=', serviceId)
    .where('at', '>', since)
    .execute();
  return rows.map((r) => r.at);
}

/** Samples the window no longer holds, or every sample of one service (a new step of the policy starts afresh). */
export async function forgetSamples(db: Executor, filter: { before: string } | { serviceId: number }) {
  const query = db.deleteFrom('fairuse_samples');
  await ('before' in filter
    ? query.where('at', '<', filter.before)
    : query.where('service_id', '=', filter.serviceId)
  ).execute();
}

export async function insertEvent(
  db: Executor,
  event: { service_id: number; kind: 'warn' | 'pause' | 'resume'; detail: string; at: string },
) {
  await db.insertInto('fairuse_events').values(event).execute();
}

/** The service's newest entry, if any. */
export function lastEvent(db: Executor, serviceId: number) {
  return db
    .selectFrom('fairuse_events')
    .select(['kind', 'at'])
    .where('service_id', '=', serviceId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The service's newest `limit` entries, newest first. */
export function eventsOf(db: Executor, serviceId: number, limit: number) {
  return db
    .selectFrom('fairuse_events')
    .select(['kind', 'detail', 'at'])
    .where('service_id', '=', serviceId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A service's limit and pause. */
export function fairUseState(db: Executor, serviceId: number) {
  return db
    .selectFrom('services')
    .select(['simultaneous_limit', 'paused_until'])
    .where('id', '=', serviceId)
    .executeTakeFirst();
}

/** Pauses a service still live and not paused; answers whether it did. */
export async function pauseService(db: Executor, serviceId: number, until: string) {
  const result = await db
    .updateTable('services')
    .set({ paused_until: until })
    .where('id', '=', serviceId)
    .where('paused_until', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Paused services whose pause has run out by `now`. */
export function pausesDue(db: Executor, now: string) {
  return db
    .selectFrom('services')
    .select(['id', 'owner_id', 'username', 'simultaneous_limit', 'paused_until'])
    .where('paused_until', 'is not', null)
    .where('paused_until', '<=', now)
    .orderBy('id')
    .execute();
}

/** Ends a service's pause; answers whether it was still paused (another worker may have ended it). */
export async function resumeService(db: Executor, serviceId: number, until: string) {
  const result = await db
    .updateTable('services')
    .set({ paused_until: null })
    .where('id', '=', serviceId)
    .where('paused_until', '=', until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
