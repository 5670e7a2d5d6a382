import type { Executor } from '../../db/create-db.js';

export interface TransactionFilter {
  /** One user's ledger; every user's when absent (the admin's view). */
  userId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  type: number;
  search?: string | undefined;
}

export async function listTransactions(db: Executor, f: TransactionFilter, page: number, size: number) {
  // Every row has its user (`user_id` is a non-null foreign key), so the count needs no join: on one user's ledger it
  // reads the `(user_id, id)` index alone.
  let q = db.selectFrom('transactions');
  if (f.userId !== undefined) q = q.where('transactions.user_id', '=', f.userId);
  if (f.from) q = q.where('transactions.created_at', '>=', f.from);
  if (f.to) q = q.where('transactions.created_at', '<', f.to);
  if (f.type >= 1 && f.type <= 6) q = q.where('transactions.type', '=', f.type);
  if (f.search) {
    const like = `%${f.search.replace(/[%_]/g, '')}%`;
    q = q.where((eb) =>
      eb.or([eb('transactions.info', 'like', like), eb(eb.cast('transactions.amount', 'varchar(30)'), 'like', like)]),
    );
  }
  const [rows, total] = await Promise.all([
    q
      .innerJoin('users', 'users.id', 'transactions.user_id')
      .selectAll('transactions')
      .select(['users.mobile', 'users.name', 'users.id as user_ref'])
      .orderBy('transactions.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    f.from || f.to || f.search
      ? q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      : keptCount(db, f),
  ]);
  return { rows, total: Number(total.n) };
}

/** Without dates or a search, the count is the sum of the kept counts by type (decision 033): at most six rows a user. */
function keptCount(db: Executor, f: TransactionFilter) {
  let q = db.selectFrom('transaction_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.type >= 1 && f.type <= 6) q = q.where('type', '=', f.type);
  return q.executeTakeFirstOrThrow();
}
