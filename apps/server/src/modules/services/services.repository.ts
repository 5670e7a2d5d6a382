import { type ExpressionBuilder, sql, type Updateable } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import type { Database, NewService, ServicesTable } from '../../db/types.js';
import {
  flagColumns,
  GIB,
  type NewServiceRecord,
  numeric,
  type ServiceUpdate,
  selectServices,
} from './service-rows.js';

export async function findOwnService(db: Executor, ownerId: number, id: number) {
  const row = await selectServices(db)
    .where('services.owner_id', '=', ownerId)
    .where('services.id', '=', id)
    .executeTakeFirst();
  return row && numeric(row);
}

/**
 * Holds the service's row lock until the caller's transaction ends (a no-op update, as the pool's lock does), so money
 * moves on one service run one after another and each reads what the one before it committed.
 */
export async function lockOwnService(trx: Executor, ownerId: number, id: number) {
  const r = await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Locks a service for the delivery deadline's cancellation if it is still undelivered, unused and not deleted (a no-op
 * conditional update, like `lockOwnService`): concurrent cancellations, deletes and renewals of it run one after
 * another, and only the first cancellation finds it so.
 */
export async function lockUndelivered(trx: Executor, id: number) {
  const r = await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('delivered_at', 'is', null)
    .where('started_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Live, stopped services that renew by themselves (decision 114), in the partial index's order, after `afterId`. */
export async function autoRenewDue(db: Executor, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('services')
    .select(['id', 'owner_id'])
    .where(sql.ref('services.auto_renew'), '=', sql.lit(1))
    .where('services.expired_at', 'is not', null)
    .where('services.deleted_at', 'is', null)
    .where('services.id', '>', afterId)
    .orderBy('services.id')
    .limit(limit)
    .execute();
  return rows;
}

/**
 * Locks a service for its automatic renewal if it is still live, stopped and set to renew (a no-op conditional update,
 * like `lockOwnService`): a second worker, or a reseller's renewal that committed first, finds nothing to renew.
 */
export async function lockAutoRenewDue(trx: Executor, ownerId: number, id: number) {
  const r = await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where(sql.ref('auto_renew'), '=', sql.lit(1))
    .where('expired_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * A sale can no longer be refunded once its service has started and used 0.1 GB (decision 012; the
 * mapper's `serviceState`): the condition in SQL, as whole bytes (`used × 10 ≥ 1 GiB`).
 */
const pastRefund = (eb: ExpressionBuilder<Database, 'services'>) =>
  eb.and([
    eb('services.started_at', 'is not', null),
    eb(sql<number>`(services.upload_bytes + services.download_bytes + services.radius_bytes) * 10`, '>=', sql.lit(GIB)),
  ]);

/** Live services whose referral profit waits and that can no longer be refunded (decision 080), oldest first. */
export async function vestableReferrals(db: Executor, limit: number) {
  const rows = await db
    .selectFrom('services')
    .select(['id', 'owner_id', 'referral_pending'])
    .where('services.referral_pending', '>', 0)
    .where('services.deleted_at', 'is', null)
    .where(pastRefund)
    .orderBy('services.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, referral_pending: Number(r.referral_pending) }));
}

/**
 * Takes a service's waiting referral profit for payment if it is still `amount`, the service live and past refund: a
 * concurrent delete (which refunds only before that) and a second worker find nothing to take.
 */
export async function takePendingReferral(trx: Executor, id: number, amount: number) {
  const r = await trx
    .updateTable('services')
    .set({ referral_pending: 0 })
    .where('id', '=', id)
    .where('referral_pending', '=', amount)
    .where('deleted_at', 'is', null)
    .where(pastRefund)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The referral profit still waiting on the live services of each of `ownerIds`. */
export async function pendingReferralByOwner(db: Executor, ownerIds: number[]) {
  if (ownerIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('services')
    .select(['owner_id', (eb) => eb.fn.sum<number>('referral_pending').as('pending')])
    .where('referral_pending', '>', 0)
    .where('deleted_at', 'is', null)
    .where('owner_id', 'in', ownerIds)
    .groupBy('owner_id')
    .execute();
  return new Map(rows.map((r) => [r.owner_id, Number(r.pending)]));
}

/** The referral profit waiting for `referrerId` on the live services of every reseller they referred. */
export async function pendingReferralFor(db: Executor, referrerId: number) {
  const row = await db
    .selectFrom('services')
    .innerJoin('users as payer', 'payer.id', 'services.owner_id')
    .select((eb) => eb.fn.sum<number>('services.referral_pending').as('pending'))
    .where('services.referral_pending', '>', 0)
    .where('services.deleted_at', 'is', null)
    .where('payer.referrer_id', '=', referrerId)
    .executeTakeFirst();
  return Number(row?.pending ?? 0);
}

const servicesByIds = builtOnce((db, ids: number[]) =>
  selectServices(db).where('services.id', 'in', ids).orderBy('services.id'),
);
export async function findServicesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await servicesByIds.all(db, ids);
  return rows.map(numeric);
}

/** The live RADIUS services among `ids`. */
export async function findRadiusServicesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectServices(db)
    .where('services.is_radius', '=', 1)
    .where('services.id', 'in', ids)
    .orderBy('services.id')
    .execute();
  return rows.map(numeric);
}

/** Which of `ids` are the owner's live services. */
export async function ownLiveServiceIds(db: Executor, ownerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('services')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Locks the owner's live services among `ids` (a no-op update, as `lockOwnService`) in one statement, before a bulk
 * action moves money on any of them: two bulk actions, or one and a single renewal, then wait for each other
 * instead of each holding a row the other needs (decision 099).
 */
export async function lockOwnServices(trx: Executor, ownerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('owner_id', '=', ownerId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Rows per INSERT: a batch of 500 is five statements, and SQLite compiles (and caches) two shapes at most. */
const INSERT_CHUNK = 100;

const insertServices = builtOnce((db, rows: NewService[]) =>
  db
    .insertInto('services')
    .values(rows)
    .onConflict((oc) => oc.column('username').doNothing())
    .returning(['id', 'username']),
);
/**
 * Inserts services many rows a statement; a row whose username is already taken is left out (no error, so the
 * transaction goes on). Answers the new ids by username: the caller gives those rows another username.
 */
export async function insertServicesWithFreeUsernames(db: Executor, rows: NewServiceRecord[]) {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // Turned to columns here, outside the built-once query, which passes its values on unlooked-at.
    const chunk = rows.slice(i, i + INSERT_CHUNK).map((row) => flagColumns(row) as NewService);
    const inserted = await insertServices.all(db, chunk);
    for (const row of inserted) ids.set(row.username, row.id);
  }
  return ids;
}

export async function updateService(db: Executor, id: number, patch: ServiceUpdate) {
  await db
    .updateTable('services')
    .set(flagColumns(patch) as Updateable<ServicesTable>)
    .where('id', '=', id)
    .execute();
}

export async function groupServices(db: Executor, groupId: number) {
  const rows = await selectServices(db).where('services.group_id', '=', groupId).orderBy('services.id').execute();
  return rows.map(numeric);
}

export function usageRows(db: Executor, serviceId: number, sinceDay: string) {
  return db
    .selectFrom('usage_daily')
    .select(['day', 'upload_bytes', 'download_bytes'])
    .where('service_id', '=', serviceId)
    .where('day', '>=', sinceDay)
    .orderBy('day')
    .execute();
}

export function findServiceByCredentials(db: Executor, ownerId: number, username: string, password: string) {
  return db
    .selectFrom('services')
    .select(['id', 'username', 'password'])
    .where('owner_id', '=', ownerId)
    .where('username', '=', username)
    .where('password', '=', password)
    .where('is_radius', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findBySubToken(db: Executor, token: string) {
  const row = await selectServices(db).where('services.sub_token', '=', token).executeTakeFirst();
  return row && numeric(row);
}
