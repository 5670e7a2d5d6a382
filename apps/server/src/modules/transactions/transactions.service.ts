import { PAGE_SIZE, TRANSACTION_TYPES, type TransactionType, toJalaliDate } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/create-db.js';
import { jalaliDayEnd, jalaliDayStart } from '../../lib/jalali.js';
import { listUserTransactions } from './transactions.repository.js';

export function createTransactionsService(deps: { db: Db }) {
  return {
    /** `from` and `to` are Jalali days in Tehran, both included (spec 'Transactions'). */
    async my(
      userId: number,
      q: {
        page: number;
        from?: string | undefined;
        to?: string | undefined;
        type: number;
        search?: string | undefined;
      },
    ) {
      const from = q.from ? jalaliDayStart(q.from) : undefined;
      const to = q.to ? jalaliDayEnd(q.to) : undefined;
      if (from === null || to === null) throw new AppError('VALIDATION', ['تاریخ: چنین روزی در تقویم نیست']);
      const { rows, total } = await listUserTransactions(
        deps.db,
        userId,
        { from: from?.toISOString(), to: to?.toISOString(), type: q.type, search: q.search },
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
          user: { mobile: r.mobile, name: r.name },
        })),
        last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      };
    },
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
