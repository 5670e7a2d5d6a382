import type { TransactionSort } from '@pishkhan/contract';
import type { Executor } from '../../db/create-db.js';
import { searchForms } from '../../lib/search-forms.js';

export interface TransactionFilter {
  /** One user's ledger; every user's when absent (the admin's view). */
  userId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  type: number;
  search?: string | undefined;
  /** Across every page, newest first unless said otherwise (decision 082). */
  sort?: TransactionSort | undefined;
}

/**
 * The filter's rows. A type outside 1–6 is no filter; the text is looked for as typed and, when it was typed with
 * Persian or Arabic digits, with ASCII ones (decision 035).
 */
function matching(db: Executor, f: TransactionFilter) {
  // Every row has its user (`user_id` is a non-null foreign key), so the count needs no join: on one user's ledger it
  // reads the `(user_id, id)` index alone.
  let q = db.selectFrom('transactions');
  if (f.userId !== undefined) q = q.where('transactions.user_id', '=', f.userId);
  if (f.from) q = q.where('transactions.created_at', '>=', f.from);
  if (f.to) q = q.where('transactions.created_at', '<', f.to);
  if (f.type >= 1 && f.type <= 6) q = q.where('transactions.type', '=', f.type);
  if (f.search) {
    const [typed, ascii] = searchForms(f.search).map((text) => `%${text}%`) as [string, string | undefined];
    q = q.where((eb) =>
      eb.or([
        eb('transactions.info', 'like', typed),
        ...(ascii === undefined ? [] : [eb('transactions.info', 'like', ascii)]),
        // The amount is digits only: the ASCII form is the one it can hold.
        eb(eb.cast('transactions.amount', 'varchar(30)'), 'like', ascii ?? typed),
      ]),
    );
  }
  return q;
}

/** Without dates or a search, the count is the sum of the kept counts by type (decision 033): at most six rows a user. */
function keptCount(db: Executor, f: TransactionFilter) {
  let q = db.selectFrom('transaction_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.type >= 1 && f.type <= 6) q = q.where('type', '=', f.type);
  return q;
}

export async function listTransactions(db: Executor, f: TransactionFilter, page: number, size: number) {
  const sort = f.sort ?? '-id';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  let rows = matching(db, f)
    .innerJoin('users', 'users.id', 'transactions.user_id')
    .selectAll('transactions')
    .select(['users.mobile', 'users.name', 'users.id as user_ref']);
  // Ties broken by the id, the same way.
  if (sort.endsWith('amount')) rows = rows.orderBy('transactions.amount', direction);
  const [list, total] = await Promise.all([
    rows
      .orderBy('transactions.id', direction)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    f.from || f.to || f.search
      ? matching(db, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      : keptCount(db, f).executeTakeFirst(),
  ]);
  return { rows: list, total: Number(total?.n ?? 0) };
}

/** Every user's ledger rows by type, from the kept counts (decision 033): a few rows a user, never the ledger itself. */
export async function movementsByType(db: Executor) {
  const rows = await db
    .selectFrom('transaction_counts')
    .select(['type', (eb) => eb.fn.sum<number>('n').as('n')])
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: Number(r.type), count: Number(r.n) }));
}
