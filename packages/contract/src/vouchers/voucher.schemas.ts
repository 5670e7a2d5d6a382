import { z } from 'zod';
import { codeField } from '../common.js';

/** Voucher numbers and codes are read off a screen: any digits, spaces or dashes are accepted and dropped. */
const digitsField = (empty: string, invalid: string, length: { min: number; max: number }) =>
  codeField(
    z
      .string({ error: empty })
      .min(1, empty)
      .regex(new RegExp(`^(\\d{${length.min},${length.max}})?$`), invalid),
    (code) => code.replace(/[\s-]/g, ''),
  );

export const VoucherBodySchema = z.object({
  evoucher: digitsField('کد ووچر نمی‌تواند خالی باشد', 'کد ووچر باید فقط رقم باشد (۸ تا ۱۶ رقم)', {
    min: 8,
    max: 16,
  }),
  activationcode: digitsField('کد فعال‌سازی نمی‌تواند خالی باشد', 'کد فعال‌سازی باید فقط رقم باشد (۱۲ تا ۲۰ رقم)', {
    min: 12,
    max: 20,
  }),
});
export type VoucherBody = z.infer<typeof VoucherBodySchema>;

export const VoucherResponseSchema = z.object({
  amount: z.number().int(),
  amount_usd: z.string(),
  balance: z.number().int(),
});

/** The rate a reseller sees: the base rate in Toman, the pay group's charge rate and what one unit credits. */
export const RateSchema = z.object({
  price: z.number().int(),
  rate: z.number().int(),
  credit: z.number().int(),
  updated_at: z.string().nullable(),
});
export type Rate = z.infer<typeof RateSchema>;
