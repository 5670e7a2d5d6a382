import type { TransactionSort } from '@pishkhan/contract';
import { builtOnce, shape } from '../../db/built-once.js';
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
 * A filter as one `builtOnce` argument (decision 045): which of its parts are given is the shape, their values are
 * values. A type outside 1–6 is no filter; the text becomes its LIKE pattern, and a second one with ASCII digits when
 * it was typed with Persian or Arabic ones (decision 052).
 */
type LedgerFilter = readonly [
  userId: number | undefined,
  from: string | undefined,
  to: string | undefined,
  type: number | undefined,
  like: string | undefined,
  asciiLike: string | undefined,
];
function ledgerFilter(f: TransactionFilter): LedgerFilter {
  const [typed, ascii] = f.search ? searchForms(f.search).map((text) => `%${text}%`) : [];
  return [
    f.userId,
    f.from || undefined,
    f.to || undefined,
    f.type >= 1 && f.type <= 6 ? f.type : undefined,
    typed,
    ascii,
  ];
}

function matching(db: Executor, [userId, from, to, type, like, asciiLike]: LedgerFilter) {
  // Every row has its user (`user_id` is a non-null foreign key), so the count needs no join: on one user's ledger it
  // reads the `(user_id, id)` index alone.
  let q = db.selectFrom('transactions');
  if (userId !== undefined) q = q.where('transactions.user_id', '=', userId);
  if (from !== undefined) q = q.where('transactions.created_at', '>=', from);
  if (to !== undefined) q = q.where('transactions.created_at', '<', to);
  if (type !== undefined) q = q.where('transactions.type', '=', type);
  if (like !== undefined) {
    // The amount is digits only: the ASCII form is the one it can hold.
    const digits = asciiLike ?? like;
    q = q.where((eb) =>
      eb.or([
        eb('transactions.info', 'like', like),
        ...(asciiLike === undefined ? [] : [eb('transactions.info', 'like', asciiLike)]),
        eb(eb.cast('transactions.amount', 'varchar(30)'), 'like', digits),
      ]),
    );
  }
  return q;
}

/** The page's order is its shape (`shape()`): each sort is its own statement, ties broken by the id the same way. */
const ledgerPage = builtOnce((db, filter: LedgerFilter, sort: TransactionSort, limit: number, offset: number) => {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  let q = matching(db, filter)
    .innerJoin('users', 'users.id', 'transactions.user_id')
    .selectAll('transactions')
    .select(['users.mobile', 'users.name', 'users.id as user_ref']);
  if (sort.endsWith('amount')) q = q.orderBy('transactions.amount', direction);
  return q.orderBy('transactions.id', direction).limit(limit).offset(offset);
});

const ledgerCount = builtOnce((db, filter: LedgerFilter) =>
  matching(db, filter).select((eb) => eb.fn.countAll<number>().as('n')),
);

/** Without dates or a search, the count is the sum of the kept counts by type (decision 033): at most six rows a user. */
const keptCount = builtOnce((db, userId: number | undefined, type: number | undefined) => {
  let q = db.selectFrom('transaction_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  if (type !== undefined) q = q.where('type', '=', type);
  return q;
});

export async function listTransactions(db: Executor, f: TransactionFilter, page: number, size: number) {
  const filter = ledgerFilter(f);
  const [userId, from, to, type, like] = filter;
  const [rows, total] = await Promise.all([
    ledgerPage.all(db, filter, shape(f.sort ?? '-id'), size, (page - 1) * size),
    from || to || like ? ledgerCount.first(db, filter) : keptCount.first(db, userId, type),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
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
