import { z } from 'zod';
import { normalizeText, PageSchema, paginated, QueryIdSchema, QueryIntSchema, TextSchema } from '../common.js';

export const TransactionSchema = z.object({
  id: z.number().int(),
  jdate: z.string(),
  created_at: z.string(),
  type: z.number().int(),
  typename: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  info: z.string(),
  user: z.object({ id: z.number().int(), mobile: z.string(), name: z.string() }),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/**
 * Which top-ups the server can carry out: true when its configuration has the provider's keys (PERFECTMONEY_* for
 * vouchers, CRYPTOMUS_* for crypto). A pay group may not switch on one that is false (`PAY_METHOD_NOT_CONFIGURED`).
 */
export const TopUpMethodsSchema = z.object({ perfectmoney: z.boolean(), crypto: z.boolean() });
export type TopUpMethods = z.infer<typeof TopUpMethodsSchema>;

/** A Jalali calendar day in a query (`1405-09-30`; Persian digits and slashes accepted). */
export const JalaliDaySchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeText(v).trim().replace(/\//g, '-') : v),
  z.string().regex(/^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'تاریخ باید به شکل ۱۴۰۵-۰۹-۳۰ باشد'),
);

/**
 * The ledger's order, across all its pages (decision 082): newest first by default; `id` is also the order of the
 * dates, since rows are numbered as they are written; `amount` is by the signed amount, ties newest first.
 */
export const TRANSACTION_SORTS = ['-id', 'id', '-amount', 'amount'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

export const TransactionListQuerySchema = z.object({
  page: PageSchema,
  sort: z.enum(TRANSACTION_SORTS, { error: 'ترتیب تراکنش‌ها معتبر نیست' }).default('-id'),
  from: JalaliDaySchema.optional(),
  to: JalaliDaySchema.optional(),
  type: QueryIntSchema('نوع تراکنش', { max: 6 }).default(0),
  search: TextSchema(100).optional(),
});
export const TransactionListSchema = paginated(TransactionSchema);

/** The admin's ledger view: the same filters, over every user or one (`user_id`). */
export const AdminTransactionListQuerySchema = TransactionListQuerySchema.extend({
  user_id: QueryIdSchema('شناسه‌ی کاربر').optional(),
});
