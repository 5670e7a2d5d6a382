import {
  PAGE_SIZE,
  type TopUpMethods,
  TRANSACTION_TYPES,
  type TransactionSort,
  type TransactionType,
  toJalaliDate,
} from '@pishkhan/contract';
import type { Db } from '../../db/create-db.js';
import { jalaliRange } from '../../lib/jalali.js';
import { listTransactions, movementsByType } from './transactions.repository.js';

interface TransactionQuery {
  page: number;
  from?: string | undefined;
  to?: string | undefined;
  type: number;
  search?: string | undefined;
  sort?: TransactionSort | undefined;
}

/** `topUps`: the top-ups this server has a provider's keys for (config.ts). */
export function createTransactionsService(deps: { db: Db; topUps: TopUpMethods }) {
  async function list(q: TransactionQuery & { userId: number | undefined }) {
    const { rows, total } = await listTransactions(
      deps.db,
      { userId: q.userId, ...jalaliRange(q.from, q.to), type: q.type, search: q.search, sort: q.sort },
      q.page,
      PAGE_SIZE,
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        jdate: toJalaliDate(r.created_at),
        created_at: r.created_at,
        type: r.type,
        typename: TRANSACTION_TYPES[r.type as TransactionType] ?? '',
        amount: Number(r.amount),
        balance_after: Number(r.balance_after),
        info: r.info,
        user: { id: r.user_ref, mobile: r.mobile, name: r.name },
      })),
      last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    };
  }
  return {
    /** `from` and `to` are Jalali days in Tehran, both included (docs/product/screens.md#transactions). */
    my(userId: number, q: TransactionQuery) {
      return list({ ...q, userId });
    },
    /** The admin's view: every user's rows, or one user's with `user_id`, with the same filters. */
    all(q: TransactionQuery & { user_id?: number | undefined }) {
      return list({ ...q, userId: q.user_id });
    },
    /** What the admin's pay groups may offer: a top-up without its provider's keys would answer 503 to every try. */
    topUpMethods: (): TopUpMethods => deps.topUps,
    /** How many ledger rows of each type there are, all users together (the metrics, docs/monitoring.md). */
    movementsByType: () => movementsByType(deps.db),
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
