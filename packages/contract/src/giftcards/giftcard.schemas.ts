import { z } from 'zod';
import { codeField, IntSchema, NumberSchema, PageSchema, paginated, QueryIdSchema, TextSchema } from '../common.js';

/** Serials are printed as `XXXX-XXXX-XXXX`; what a reseller types is read without case, spaces or dashes. */
const tidySerial = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export const GiftCardUseBodySchema = z.object({
  serial: codeField(
    z.string({ error: 'سریال نمی‌تواند خالی باشد' }).min(1, 'سریال نمی‌تواند خالی باشد').max(40, 'سریال معتبر نیست'),
    tidySerial,
  ),
});
export type GiftCardUseBody = z.infer<typeof GiftCardUseBodySchema>;
export const GiftCardUseResponseSchema = z.object({ amount: z.number().int(), balance: z.number().int() });

export const GiftCardSchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  amount: z.number().int(),
  label: z.string(),
  created_at: z.string(),
  used: z.boolean(),
  used_at: z.string().nullable(),
  used_by: z.object({ id: z.number().int(), mobile: z.string(), name: z.string() }).nullable(),
  batch_id: z.number().int().nullable(),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;

/** One batch as the admin made it, with how many of its cards were used and for how much. */
export const GiftCardBatchSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  count: z.number().int(),
  used: z.number().int(),
  label: z.string(),
  created_at: z.string(),
  jdate: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type GiftCardBatch = z.infer<typeof GiftCardBatchSchema>;
export const GiftCardBatchListSchema = paginated(GiftCardBatchSchema);

export const GiftCardBatchBodySchema = z.object({
  amount: NumberSchema('مبلغ')
    .int('مبلغ باید عدد صحیح (تومان) باشد')
    .min(1_000, 'مبلغ کارت هدیه دست‌کم ۱٬۰۰۰ تومان است')
    .max(1_000_000_000, 'مبلغ بیش از حد بزرگ است'),
  count: IntSchema('تعداد').min(1, 'تعداد باید دست‌کم ۱ باشد').max(1000, 'در هر نوبت حداکثر ۱۰۰۰ کارت ساخته می‌شود'),
  label: TextSchema(100).default(''),
});
export type GiftCardBatchBody = z.infer<typeof GiftCardBatchBodySchema>;

export const GiftCardListQuerySchema = z.object({
  page: PageSchema,
  state: z.enum(['all', 'unused', 'used'], { error: 'وضعیت باید all، unused یا used باشد' }).default('all'),
  search: TextSchema(40).default(''),
  batch_id: QueryIdSchema('دسته‌ی کارت').optional(),
});
export type GiftCardListQuery = z.infer<typeof GiftCardListQuerySchema>;
export const GiftCardListSchema = paginated(GiftCardSchema);
