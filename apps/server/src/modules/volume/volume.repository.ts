import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import { flag, isOn } from '../../db/flags.js';
import { patchOf } from '../../db/patch.js';
import type { TrafficPackageRow, VolumeDatabase } from '../../db/types.js';

// The tables keep their switches as 0/1 integers; everything above this file sees booleans (db/flags.ts).
/** A traffic package as the volume module sees it: `active` a boolean. */
export type TrafficPackageRecord = Omit<TrafficPackageRow, 'active'> & { active: boolean };
type TrafficPackageUpdate = Omit<Updateable<VolumeDatabase['traffic_packages']>, 'active'> & { active?: boolean };

/** GB are doubles: a draw that fills the pool exactly must not fail on the last bit of a sum like 0.1 + 0.2. */
const GB_EPSILON = 1e-9;

const numeric = (row: TrafficPackageRow): TrafficPackageRecord => ({
  ...row,
  price: Number(row.price),
  transferlimit: Number(row.transferlimit),
  active: isOn(row.active),
});

export async function listTrafficPackages(db: Executor, onlyActive: boolean) {
  let q = db.selectFrom('traffic_packages').selectAll();
  if (onlyActive) q = q.where('active', '=', 1);
  return (await q.orderBy('sort').orderBy('id').execute()).map(numeric);
}

export async function findTrafficPackage(db: Executor, id: number) {
  const row = await db.selectFrom('traffic_packages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && numeric(row);
}

export async function insertTrafficPackage(db: Executor, row: Omit<TrafficPackageRecord, 'id'>) {
  return numeric(
    await db
      .insertInto('traffic_packages')
      .values({ ...row, active: flag(row.active) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function updateTrafficPackage(db: Executor, id: number, { active, ...rest }: TrafficPackageUpdate) {
  const row = await db
    .updateTable('traffic_packages')
    .set(patchOf(active === undefined ? rest : { ...rest, active: flag(active) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && numeric(row);
}

export interface Pool {
  volumeservice: boolean;
  traffic_total: number;
  traffic_used: number;
  pool_started_at: string | null;
  pool_expires_at: string | null;
}

/**
 * Reads a reseller's pool holding the row's write lock until the transaction ends (an update, which both dialects
 * support), so a pool purchase computed from what it read cannot lose a concurrent change.
 */
export async function lockPool(trx: Executor, userId: number, now: string): Promise<Pool | undefined> {
  const row = await trx
    .updateTable('users')
    .set({ updated_at: now })
    .where('id', '=', userId)
    .where('type', '=', 'RESELLER')
    .where('deleted_at', 'is', null)
    .returning(['volumeservice', 'traffic_total', 'traffic_used', 'pool_started_at', 'pool_expires_at'])
    .executeTakeFirst();
  return (
    row && {
      ...row,
      volumeservice: isOn(row.volumeservice),
      traffic_total: Number(row.traffic_total),
      traffic_used: Number(row.traffic_used),
    }
  );
}

export async function writePool(
  trx: Executor,
  userId: number,
  pool: Omit<Pool, 'volumeservice'>,
  now: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ ...pool, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * Takes GB from a live pool in one conditional update: concurrent draws can never take more than the pool holds,
 * whatever their order (docs/decisions/017-traffic-pool.md).
 */
export async function drawFromPool(trx: Executor, userId: number, gb: number, now: string): Promise<boolean> {
  const r = await trx
    .updateTable('users')
    .set({ traffic_used: sql`traffic_used + ${gb}`, updated_at: now })
    .where('id', '=', userId)
    .where('volumeservice', '=', 1)
    .where('pool_expires_at', '>', now)
    .where(sql<boolean>`traffic_used + ${gb} <= traffic_total + ${GB_EPSILON}`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Adds GB to a pool only while it is live. */
export async function growLivePool(trx: Executor, userId: number, gb: number, now: string): Promise<boolean> {
  const r = await trx
    .updateTable('users')
    .set({ traffic_total: sql`traffic_total + ${gb}`, updated_at: now })
    .where('id', '=', userId)
    .where('pool_expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives GB back to the pool that paid for them: live, and begun no later than the service was made. */
export async function returnToPool(
  trx: Executor,
  userId: number,
  gb: number,
  paidAt: string,
  now: string,
): Promise<boolean> {
  const r = await trx
    .updateTable('users')
    .set({
      traffic_used: sql`case when traffic_used > ${gb} then traffic_used - ${gb} else 0 end`,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where('pool_expires_at', '>', now)
    .where('pool_started_at', '<=', paidAt)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
