import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import type { TopUpsDatabase } from '../../db/types.js';

type Payment = TopUpsDatabase['crypto_payments'];

export function walletsOf(db: Executor, userId: number) {
  return db.selectFrom('crypto_wallets').selectAll().where('user_id', '=', userId).execute();
}

export function walletByOrderId(db: Executor, orderId: string) {
  return db.selectFrom('crypto_wallets').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function insertWallet(db: Executor, wallet: Insertable<TopUpsDatabase['crypto_wallets']>) {
  await db
    .insertInto('crypto_wallets')
    .values(wallet)
    .onConflict((oc) => oc.columns(['user_id', 'currency']).doNothing())
    .execute();
}

export function paymentByUuid(db: Executor, uuid: string) {
  return db.selectFrom('crypto_payments').select(['id', 'status']).where('uuid', '=', uuid).executeTakeFirst();
}

/** The deposit, once per Cryptomus payment uuid: false when it was already recorded. */
export async function insertHeldPayment(
  trx: Executor,
  payment: Omit<Insertable<Payment>, 'id' | 'status' | 'transaction_id' | 'credited_at'>,
) {
  const r = await trx
    .insertInto('crypto_payments')
    .values({ ...payment, status: 'held', transaction_id: null, credited_at: null })
    .onConflict((oc) => oc.column('uuid').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function heldTotal(trx: Executor, userId: number, currency: Payment['currency']) {
  const row = await trx
    .selectFrom('crypto_payments')
    .select(sql<number>`coalesce(sum(toman), 0)`.as('total'))
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('status', '=', 'held')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Moves every held deposit of this reseller and coin to `credited`; a row another transaction took is skipped. */
export function creditHeld(trx: Executor, userId: number, currency: Payment['currency'], now: string) {
  return trx
    .updateTable('crypto_payments')
    .set({ status: 'credited', credited_at: now })
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('status', '=', 'held')
    .returning(['id', 'toman', 'amount'])
    .execute();
}

export async function linkTransaction(trx: Executor, ids: number[], transactionId: number) {
  await trx.updateTable('crypto_payments').set({ transaction_id: transactionId }).where('id', 'in', ids).execute();
}
