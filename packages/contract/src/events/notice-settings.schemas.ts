import { z } from 'zod';
import { IntSchema, MONEY_MAX, NumberSchema } from '../common.js';

/**
 * When a reseller is told a service is near its end or the balance is low (docs/product/integrations.md#events):
 * days left, GB left (two decimals at most) and a balance in Toman; 0 turns that notice off.
 */
export const NoticeSettingsSchema = z.object({
  expiring_days: IntSchema('تعداد روز').min(0, 'تعداد روز نمی‌تواند منفی باشد').max(60, 'تعداد روز حداکثر ۶۰ است'),
  expiring_traffic_gb: NumberSchema('حجم')
    .min(0, 'حجم نمی‌تواند منفی باشد')
    .max(1000, 'حجم حداکثر ۱۰۰۰ گیگابایت است')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'حجم حداکثر دو رقم اعشار دارد'),
  balance_low: IntSchema('موجودی', MONEY_MAX)
    .min(0, 'موجودی نمی‌تواند منفی باشد')
    .max(1_000_000_000, 'موجودی حداکثر ۱٬۰۰۰٬۰۰۰٬۰۰۰ تومان است'),
});
export type NoticeSettings = z.infer<typeof NoticeSettingsSchema>;
