import { PostgresAdapter, sql } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import type { BalanceUpdate, TransactionRow } from '../../db/types.js';

const debit = builtOnce((db, userId: number, amount: number, now: string) =>
  db
    .updateTable('users')
    .set({ balance: sql<number>`balance + ${amount}`, updated_at: now } satisfies BalanceUpdate)
    .where('id', '=', userId)
    .where(sql<boolean>`balance + ${amount} >= 0`)
    .returning(['balance', 'notice_balance_low']),
);

/**
 * Adds `amount` unless the balance would go negative; answers the new balance and the owner's low-balance threshold
 * (read back from the same update, decision 113), or undefined when refused.
 */
async function addToBalance(db: Executor, userId: number, amount: number, now: string) {
  const row = await debit.first(db, userId, amount, now);
  return row ? { balance: Number(row.balance), threshold: Number(row.notice_balance_low) } : undefined;
}

const insertLedgerRow = builtOnce((db, row: Omit<TransactionRow, 'id'>) =>
  db.insertInto('transactions').values(row).returningAll(),
);

async function insertTransaction(db: Executor, row: Omit<TransactionRow, 'id'>): Promise<TransactionRow> {
  const inserted = await insertLedgerRow.first(db, row);
  if (!inserted) throw new Error('the ledger row was not inserted');
  return numeric(inserted);
}

export async function userExists(db: Executor, userId: number) {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

const numeric = (row: TransactionRow): TransactionRow => ({
  ...row,
  amount: Number(row.amount),
  balance_after: Number(row.balance_after),
});

/**
 * The balance change and its ledger row (`balance_after` the new balance), or undefined when the balance would go
 * negative. On PostgreSQL one statement (a data-modifying CTE): the balance row is locked from here to the commit,
 * and every other movement of that balance waits, so a round trip less counts (decision 037). SQLite has no such CTE,
 * and no round trips.
 */
export async function moveBalance(
  db: Executor,
  row: Omit<TransactionRow, 'id' | 'balance_after'>,
): Promise<{ row: TransactionRow; threshold: number } | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const moved = await addToBalance(db, row.user_id, row.amount, row.created_at);
    if (moved === undefined) return undefined;
    return { row: await insertTransaction(db, { ...row, balance_after: moved.balance }), threshold: moved.threshold };
  }
  const { rows } = await sql<TransactionRow & { notice_balance_low: string }>`
    with moved as (
      update users set balance = balance + ${row.amount}::bigint, updated_at = ${row.created_at}
      where id = ${row.user_id} and balance + ${row.amount}::bigint >= 0
      returning balance, notice_balance_low
    ), written as (
      insert into transactions (user_id, type, amount, balance_after, info, ref_type, ref_id, actor_id, created_at)
      select ${row.user_id}::integer, ${row.type}::integer, ${row.amount}::bigint, moved.balance, ${row.info}::varchar,
        ${row.ref_type}::varchar, ${row.ref_id}::integer, ${row.actor_id}::integer, ${row.created_at}::varchar
      from moved
      returning *
    )
    select written.*, moved.notice_balance_low from written, moved`.execute(db);
  const first = rows[0];
  if (!first) return undefined;
  const { notice_balance_low, ...written } = first;
  return { row: numeric(written), threshold: Number(notice_balance_low) };
}
