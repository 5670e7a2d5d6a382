import type { Updateable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import type { TopUpsDatabase } from '../../db/types.js';

type Redemption = TopUpsDatabase['voucher_redemptions'];

export function findRedemption(db: Executor, evNumber: string) {
  return db.selectFrom('voucher_redemptions').selectAll().where('ev_number', '=', evNumber).executeTakeFirst();
}

/** A new voucher number becomes `pending` for this reseller; false when the number is already known. */
export async function insertPendingRedemption(trx: Executor, userId: number, evNumber: string, now: string) {
  const r = await trx
    .insertInto('voucher_redemptions')
    .values({ user_id: userId, ev_number: evNumber, status: 'pending', created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('ev_number').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Takes a failed or stale row back to `pending`, only if nobody else moved it since it was read. */
export async function reclaimRedemption(
  trx: Executor,
  row: { id: number; status: Redemption['status']; updated_at: string },
  userId: number,
  now: string,
) {
  const r = await trx
    .updateTable('voucher_redemptions')
    .set({ status: 'pending', user_id: userId, error: '', updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function settleRedemption(
  trx: Executor,
  evNumber: string,
  fields: Pick<Updateable<Redemption>, 'amount_usd' | 'batch_num' | 'usd_price' | 'charge_rate' | 'toman' | 'error'> & {
    status: Redemption['status'];
    updated_at: string;
  },
) {
  const r = await trx
    .updateTable('voucher_redemptions')
    .set(fields)
    .where('ev_number', '=', evNumber)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}
