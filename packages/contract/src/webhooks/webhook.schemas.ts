import { z } from 'zod';
import { cleanText, paginated } from '../common.js';
import { RESELLER_EVENT_TYPES, ResellerEventTypeSchema } from '../events/event.schemas.js';

/** The longest address a webhook may have, and how many a reseller may keep (docs/product/integrations.md#webhooks). */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOKS_PER_RESELLER = 10;

export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const WebhookUrlSchema = z.preprocess(
  (v) => (typeof v === 'string' ? cleanText(v).trim() : v),
  z
    .string({ error: 'نشانی وب‌هوک را وارد کنید' })
    .min(1, 'نشانی وب‌هوک را وارد کنید')
    .max(WEBHOOK_URL_MAX, `نشانی وب‌هوک حداکثر ${WEBHOOK_URL_MAX} نویسه است`)
    .refine(isHttpUrl, 'نشانی وب‌هوک باید نشانی کاملی باشد که با https:// آغاز می‌شود'),
);

/** A non-empty set of event types, each once, in the contract's order. */
export const WebhookEventsSchema = z
  .array(ResellerEventTypeSchema, { error: 'رویدادها را برگزینید' })
  .min(1, 'دست‌کم یک رویداد را برگزینید')
  .transform((events) => RESELLER_EVENT_TYPES.filter((type) => events.includes(type)));

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(ResellerEventTypeSchema),
  /** paused: nothing is sent until the reseller resumes it; events are still kept for it. */
  status: z.enum(WEBHOOK_STATUSES),
  /** Failed attempts in a row; a delivered one sets it back to 0. */
  failures: z.number().int(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** The answer to a creation: the only time the signing secret (`whsec_…`, Standard Webhooks) is shown. */
export const CreatedWebhookSchema = WebhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const WebhookBodySchema = z.object({ url: WebhookUrlSchema, events: WebhookEventsSchema });
export type WebhookBody = z.input<typeof WebhookBodySchema>;

/** A change: the address, the events, or the status (`active` resumes a paused endpoint and sends what waits). */
export const WebhookUpdateSchema = z.object({
  url: WebhookUrlSchema.optional(),
  events: WebhookEventsSchema.optional(),
  status: z.enum(WEBHOOK_STATUSES, { error: 'وضعیت: فعال یا متوقف' }).optional(),
});
export type WebhookUpdate = z.input<typeof WebhookUpdateSchema>;

/** The type of the event `POST /webhooks/:id/test` sends: no reseller event, so no software acts on it by mistake. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WebhookDeliveryTypeSchema = z.union([ResellerEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]);

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header, the same on every attempt: a receiver drops one it has already handled. */
  msg_id: z.string(),
  event_type: WebhookDeliveryTypeSchema,
  created_at: z.string(),
  attempts: z.number().int(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** The last attempt's answer: its HTTP status (null when none came), the start of its body, or why it failed. */
  response_status: z.number().int().nullable(),
  response_body: z.string(),
  error: z.string(),
  /** When the next attempt goes; null once delivered or given up. */
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = paginated(WebhookDeliverySchema);
