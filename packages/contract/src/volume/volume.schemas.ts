import { z } from 'zod';
import { IdSchema, IntSchema, NumberSchema, RequiredTextSchema } from '../common.js';

/** The Traffic package of docs/product/services-and-statuses.md#packages, priced for the caller, plus `days`: the pool period it grants. */
export const TrafficPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The caller's price in Toman (discounted and rounded like a fixed package). */
  price: z.number().int(),
  /** GB it adds to the pool. */
  transferlimit: z.number(),
  days: z.number().int(),
});
export type TrafficPackage = z.infer<typeof TrafficPackageSchema>;

/** The admin's view: list price, before any reseller's discount. */
export const AdminTrafficPackageSchema = TrafficPackageSchema.extend({
  active: z.boolean(),
  sort: z.number().int(),
  created_at: z.string(),
});
export type AdminTrafficPackage = z.infer<typeof AdminTrafficPackageSchema>;

const trafficPackageFields = {
  name: RequiredTextSchema('نام بسته نمی‌تواند خالی باشد', 100),
  price: NumberSchema('قیمت')
    .int('قیمت باید عدد صحیح (تومان) باشد')
    .min(0, 'قیمت نمی‌تواند منفی باشد')
    .max(1_000_000_000, 'قیمت بیش از حد بزرگ است'),
  transferlimit: NumberSchema('حجم').positive('حجم بسته باید بیشتر از صفر باشد').max(100_000, 'حجم بیش از حد بزرگ است'),
  days: IntSchema('تعداد روز').min(1, 'تعداد روز باید دست‌کم ۱ باشد').max(3650, 'تعداد روز حداکثر ۳۶۵۰ است'),
  active: z.boolean({ error: 'فعال بودن باید بله یا خیر باشد' }),
  sort: IntSchema('ترتیب').min(0, 'ترتیب نمی‌تواند منفی باشد'),
};

export const TrafficPackageBodySchema = z.object({
  ...trafficPackageFields,
  active: trafficPackageFields.active.default(true),
  sort: trafficPackageFields.sort.default(0),
});
export type TrafficPackageBody = z.infer<typeof TrafficPackageBodySchema>;
export const UpdateTrafficPackageBodySchema = z.object(trafficPackageFields).partial();
export type UpdateTrafficPackageBody = z.infer<typeof UpdateTrafficPackageBodySchema>;

export const BuyTrafficPackageBodySchema = z.object({
  package_id: IdSchema('بسته‌ی حجمی', 'بسته‌ی حجمی را انتخاب کنید'),
});

/** Extra pool GB are bought whole, so the price stays integer Toman. */
export const ExtendTrafficPoolBodySchema = z.object({
  traffic: NumberSchema('حجم')
    .int('حجم باید عدد صحیح (گیگابایت) باشد')
    .min(1, 'حجم باید دست‌کم ۱ گیگابایت باشد')
    .max(10_000, 'حجم بیش از حد بزرگ است'),
});

export const TrafficGbPriceBodySchema = z.object({
  price: NumberSchema('قیمت')
    .int('قیمت باید عدد صحیح (تومان) باشد')
    .min(0, 'قیمت نمی‌تواند منفی باشد')
    .max(100_000_000, 'قیمت بیش از حد بزرگ است'),
});

const gb = (label: string) => NumberSchema(label).min(0, `${label} نمی‌تواند منفی باشد`).max(1_000_000);

/** The admin grants or corrects a reseller's pool; `days` from now (0 ends it now). Moves no money. */
export const SetTrafficPoolBodySchema = z
  .object({
    traffic_total: gb('حجم کل'),
    traffic_used: gb('حجم مصرف‌شده').default(0),
    days: IntSchema('تعداد روز').min(0, 'تعداد روز نمی‌تواند منفی باشد').max(3650, 'تعداد روز حداکثر ۳۶۵۰ است'),
  })
  .refine((b) => b.traffic_used <= b.traffic_total, {
    message: 'حجم مصرف‌شده نمی‌تواند بیشتر از حجم کل باشد',
    path: ['traffic_used'],
  });
export type SetTrafficPoolBody = z.infer<typeof SetTrafficPoolBodySchema>;
