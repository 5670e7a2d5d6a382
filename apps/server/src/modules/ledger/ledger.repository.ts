import { sql } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import type { TransactionRow } from '../../db/types.js';

/** Adds `amount` unless the balance would go negative; answers the new balance, or undefined when refused. */
export async function addToBalance(db: Executor, userId: number, amount: number, now: string) {
  const row = await db
    .updateTable('users')
    .set({ balance: sql<number>`balance + ${amount}`, updated_at: now })
    .where('id', '=', userId)
    .where(sql<boolean>`balance + ${amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : undefined;
}

export async function insertTransaction(db: Executor, row: Omit<TransactionRow, 'id'>): Promise<TransactionRow> {
  const inserted = await db.insertInto('transactions').values(row).returningAll().executeTakeFirstOrThrow();
  return { ...inserted, amount: Number(inserted.amount), balance_after: Number(inserted.balance_after) };
}

export async function userExists(db: Executor, userId: number) {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}
