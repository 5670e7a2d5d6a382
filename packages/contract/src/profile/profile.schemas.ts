import { z } from 'zod';
import { cleanText } from '../common.js';

export const SUPPORTLINK_MAX = 200;
export const STORE_MAX = 60;
export const SERVICENAME_MAX = 40;
export const REMARKS_MAX = 32;
export const OWN_NAME_MAX = 100;

const TELEGRAM_HANDLE = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/**
 * What a reseller types as their support address, as the https link a client's support button opens:
 * `@name` or `name` (a Telegram handle), `t.me/…`, or any https link. Empty stays empty; anything else is null.
 */
export function supportLinkOf(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  const handle = text.replace(/^@/, '');
  if (TELEGRAM_HANDLE.test(handle)) return `https://t.me/${handle}`;
  const telegram = /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\/(\S+)$/i.exec(text);
  if (telegram) return `https://t.me/${telegram[1]}`;
  if (!/^https:\/\/\S+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.hostname.includes('.') ? text : null;
  } catch {
    return null;
  }
}

/** One line of display text: Persian letters made canonical, spaces and line breaks folded into one space. */
const line = (max: number, allowed?: { pattern: RegExp; message: string }) => {
  const base = z.string({ error: 'باید متن باشد' }).max(max, `حداکثر ${max} نویسه مجاز است`);
  return z.preprocess(
    (v) => (typeof v === 'string' ? cleanText(v).replace(/\s+/g, ' ').trim() : v),
    allowed ? base.regex(allowed.pattern, allowed.message) : base,
  );
};

/**
 * The reseller's own name, as their referrer and the provider see it (decision 100); empty leaves them «بی‌نام».
 */
export const NameBodySchema = z.object({ name: line(OWN_NAME_MAX) });
export type NameBody = z.input<typeof NameBodySchema>;

export const SupportSettingsSchema = z.object({
  supportlink: z.string(),
  store: z.string(),
  servicename: z.string(),
});
export type SupportSettings = z.infer<typeof SupportSettingsSchema>;

/** A field left out keeps its saved value; an empty one clears it. */
export const SupportSettingsBodySchema = z.object({
  supportlink: z
    .preprocess(
      (v) => (v === null ? '' : v),
      z.string({ error: 'باید متن باشد' }).max(SUPPORTLINK_MAX, `حداکثر ${SUPPORTLINK_MAX} نویسه مجاز است`),
    )
    .transform((value, ctx) => {
      const link = supportLinkOf(value);
      if (link !== null) return link;
      ctx.addIssue({
        code: 'custom',
        message: 'لینکی که با https شروع شود، لینک t.me یا آیدی تلگرام (مثل ‎@support‎) وارد کنید',
      });
      return z.NEVER;
    })
    .optional(),
  store: line(STORE_MAX).optional(),
  servicename: line(SERVICENAME_MAX).optional(),
});
export type SupportSettingsBody = z.input<typeof SupportSettingsBodySchema>;

/**
 * `remarks` names every service's share link; `groupremarks` is the switch for bulk-user remarks: on, the
 * services of batch purchases carry it too (docs/decisions/018).
 */
export const RemarksSchema = z.object({ remarks: z.string(), groupremarks: z.boolean() });
export type Remarks = z.infer<typeof RemarksSchema>;

export const RemarksBodySchema = z.object({
  remarks: line(REMARKS_MAX, {
    pattern: /^[\p{L}\p{M}\p{N} _.\-\u200c]*$/u,
    message: 'فقط حرف، عدد، فاصله، نقطه، خط تیره و زیرخط مجاز است',
  }).optional(),
  groupremarks: z.boolean({ error: 'باید روشن یا خاموش باشد' }).optional(),
});
export type RemarksBody = z.input<typeof RemarksBodySchema>;

/** The share-link remark rule of docs/decisions/018, in one place for the server and its tests. */
export function shareRemark(
  service: { id: number; batch: boolean; who: string | null },
  settings: { remarks: string; groupremarks: boolean },
): string {
  const own = settings.remarks !== '' && (!service.batch || settings.groupremarks);
  if (own) return `${settings.remarks}-${service.id}`;
  // A neutral name, never the panel's own brand (decision 102).
  return service.who ? `${service.id}-${service.who}` : `service-${service.id}`;
}

/** What a customer's page and app call the subscription while the reseller named neither service nor store. */
export const NEUTRAL_SUBSCRIPTION_TITLE = 'اشتراک شما';

/**
 * The title a customer sees on their subscription page and in their app (docs/product/screens.md#settings, decision
 * 102): the reseller's service name, else their store name, else a neutral Persian title; never the panel's own brand.
 */
export const subscriptionTitle = (settings: { servicename: string; store: string }) =>
  settings.servicename || settings.store || NEUTRAL_SUBSCRIPTION_TITLE;
