import { z } from 'zod';
import { normalizeText, paginated, TextSchema } from '../common.js';

export const TransactionSchema = z.object({
  id: z.number().int(),
  jdate: z.string(),
  created_at: z.string(),
  type: z.number().int(),
  typename: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  info: z.string(),
  user: z.object({ mobile: z.string(), name: z.string() }),
});
export type Transaction = z.infer<typeof TransactionSchema>;

const jalaliDay = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeText(v).trim().replace(/\//g, '-') : v),
  z.string().regex(/^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'تاریخ باید به شکل ۱۴۰۵-۰۹-۳۰ باشد'),
);

export const TransactionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'شماره‌ی صفحه معتبر نیست').default(1),
  from: jalaliDay.optional(),
  to: jalaliDay.optional(),
  type: z.coerce.number().int().min(0).max(6, 'نوع تراکنش معتبر نیست').default(0),
  search: TextSchema(100).optional(),
});
export const TransactionListSchema = paginated(TransactionSchema);
