import type { Executor } from '../../db/create-db.js';

export interface TransactionFilter {
  from?: string | undefined;
  to?: string | undefined;
  type: number;
  search?: string | undefined;
}

export async function listUserTransactions(
  db: Executor,
  userId: number,
  f: TransactionFilter,
  page: number,
  size: number,
) {
  let q = db
    .selectFrom('transactions')
    .innerJoin('users', 'users.id', 'transactions.user_id')
    .where('transactions.user_id', '=', userId);
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
      .selectAll('transactions')
      .select(['users.mobile', 'users.name'])
      .orderBy('transactions.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
