import { z } from 'zod';
import { normalizeText, RequiredTextSchema } from '../common.js';
import { API_SCOPES, type ApiScope } from '../endpoint.js';

/** What every API token starts with, so a Bearer value is told from a login session's (decision 110). */
export const API_TOKEN_PREFIX = 'pkh_';
/** Live tokens a reseller may hold at once (docs/product/integrations.md#api-tokens). */
export const API_TOKEN_LIMIT = 20;

/** Each scope as the panel names it. */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'services:read': 'دیدن سرویس‌ها',
  'services:write': 'خرید و تغییر سرویس‌ها',
  'balance:read': 'دیدن موجودی و تراکنش‌ها',
  'store:read': 'دیدن فروشگاه',
  'store:write': 'تغییر فروشگاه',
};

const JALALI_DAY = /^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const CreateApiTokenBodySchema = z.object({
  name: RequiredTextSchema('نام توکن را وارد کنید', 60),
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'دسترسی باید یکی از دسترسی‌های فهرست باشد' }), {
      error: 'دسترسی‌ها باید فهرستی از دسترسی‌ها باشد',
    })
    .min(1, 'دست‌کم یک دسترسی انتخاب کنید')
    .max(API_SCOPES.length, 'دسترسی تکراری است')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'دسترسی تکراری است'),
  /** A Jalali day (`1405-09-30`, Persian digits and slashes accepted): the token works to the end of it, Tehran time. */
  expires_at: z
    .preprocess(
      (v) => (typeof v === 'string' ? normalizeText(v).trim().replace(/\//g, '-') : v),
      z
        .string({ error: 'تاریخ انقضا باید به شکل ۱۴۰۵-۰۹-۳۰ باشد' })
        .regex(JALALI_DAY, 'تاریخ انقضا باید به شکل ۱۴۰۵-۰۹-۳۰ باشد'),
    )
    .nullish(),
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBodySchema>;

/** A token as listed: never its secret, only the first characters to recognise it by. */
export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  /** `pkh_` and the secret's first characters. */
  prefix: z.string(),
  created_at: z.string(),
  jcreated_at: z.string(),
  last_used_at: z.string().nullable(),
  jlast_used_at: z.string().nullable(),
  /** null: never expires. */
  expires_at: z.string().nullable(),
  jexpires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** The answer to making a token: the secret, shown this once, and the token as the list shows it. */
export const CreatedApiTokenSchema = z.object({ token: z.string(), api_token: ApiTokenSchema });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;
