import { z } from 'zod';

/**
 * What happens to a reseller's services and money that their own software (webhooks) and phone (Telegram) are told
 * of (docs/product/integrations.md). Each event is written in the transaction of the change it reports.
 */
export const RESELLER_EVENT_TYPES = [
  'service.created',
  'service.renewed',
  'service.renewal_failed',
  'service.expiring',
  'service.finished',
  'service.deleted',
  'balance.low',
  'topup.credited',
  'order.paid',
  'device.refused',
] as const;
export type ResellerEventType = (typeof RESELLER_EVENT_TYPES)[number];
export const ResellerEventTypeSchema = z.enum(RESELLER_EVENT_TYPES, {
  error: () => 'رویداد: یکی از رویدادهای فهرست را برگزینید',
});

/** The events' names in the panel. */
export const RESELLER_EVENT_LABELS: Record<ResellerEventType, string> = {
  'service.created': 'ساخت سرویس',
  'service.renewed': 'تمدید سرویس',
  'service.renewal_failed': 'تمدید خودکار ناموفق',
  'service.expiring': 'نزدیک شدن پایان سرویس',
  'service.finished': 'پایان سرویس',
  'service.deleted': 'حذف سرویس',
  'balance.low': 'کم شدن موجودی',
  'topup.credited': 'شارژ حساب',
  'order.paid': 'پرداخت سفارش فروشگاه',
  'device.refused': 'رد دستگاه اضافه',
};

/** A service as an event tells of it: enough for a bot to message its customer without another call. */
export const EventServiceSchema = z.object({
  id: z.number().int(),
  /** The RADIUS username / the V2Ray account's name. */
  username: z.string(),
  customer: z.object({ mobile: z.string(), name: z.string() }),
  package_id: z.number().int(),
  package_name: z.string(),
  is_v2ray: z.boolean(),
  is_radius: z.boolean(),
  /** ISO moment the period ends; null until first use. */
  expire_in: z.string().nullable(),
  traffic_gb: z.number(),
  used_gb: z.number(),
  unlimited_traffic: z.boolean(),
  auto_renew: z.boolean(),
});
export type EventService = z.infer<typeof EventServiceSchema>;

/** Each event's `data`. */
export const EventDataSchemas = {
  'service.created': z.object({ service: EventServiceSchema, price: z.number().int() }),
  'service.renewed': z.object({ service: EventServiceSchema, price: z.number().int(), automatic: z.boolean() }),
  'service.renewal_failed': z.object({
    service: EventServiceSchema,
    price: z.number().int(),
    balance: z.number().int(),
    reason: z.enum(['balance', 'package']),
  }),
  'service.expiring': z.object({
    service: EventServiceSchema,
    reason: z.enum(['days', 'traffic']),
    days_left: z.number().int().nullable(),
    traffic_left_gb: z.number().nullable(),
  }),
  'service.finished': z.object({ service: EventServiceSchema, reason: z.enum(['expired', 'traffic']) }),
  'service.deleted': z.object({ service: EventServiceSchema, refund: z.number().int() }),
  'balance.low': z.object({ balance: z.number().int(), threshold: z.number().int() }),
  'topup.credited': z.object({ amount: z.number().int(), balance: z.number().int(), method: z.string() }),
  'order.paid': z.object({
    order: z.object({
      id: z.number().int(),
      amount: z.number().int(),
      product: z.string(),
      customer: z.object({ mobile: z.string(), name: z.string() }),
    }),
    service_id: z.number().int().nullable(),
  }),
  'device.refused': z.object({
    service: EventServiceSchema,
    device: z.object({ os: z.string(), model: z.string(), app: z.string() }),
    limit: z.number().int(),
  }),
} satisfies Record<ResellerEventType, z.ZodType>;
export type EventData<T extends ResellerEventType> = z.infer<(typeof EventDataSchemas)[T]>;

/** A webhook's body (the Standard Webhooks payload): the type, when it happened, and its data. */
export const WebhookPayloadSchema = z.object({
  type: ResellerEventTypeSchema,
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
