import { z } from 'zod';
import { normalizeText } from './text.js';

export { normalizeText };

/**
 * `+98 912 …`, `0098912…`, `98912…`, `912…` and `۰۹۱۲…` all become `09XXXXXXXXX`
 * (product-decisions 'Security and integrity'); anything else returns null.
 */
export function normalizeMobile(value: string): string | null {
  const digits = normalizeText(value).replace(/[\s\-()]/g, '');
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}

/** Free text keeps the digits the user typed; only Arabic ي and ك become their Persian forms. */
export const normalizeLetters = (value: string) => value.replace(/ي/g, 'ی').replace(/ك/g, 'ک');

const text = (schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === 'string' ? normalizeLetters(v).trim() : v), schema);

/** Codes (referrer codes, one-time codes) are typed with any digits: make them ASCII. */
export const CodeSchema = (empty: string, max = 32) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? normalizeText(v).trim() : v),
    z.string({ error: empty }).min(1, empty).max(max, `حداکثر ${max} نویسه مجاز است`),
  );

export const MobileSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (normalizeMobile(v) ?? v) : v),
  z
    .string({ error: 'شماره موبایل را وارد کنید' })
    .min(1, 'شماره موبایل نمی‌تواند خالی باشد')
    .regex(/^09\d{9}$/, 'شماره موبایل معتبر نیست'),
);

export const TextSchema = (max = 255) => text(z.string().max(max, `حداکثر ${max} نویسه مجاز است`));
export const RequiredTextSchema = (empty: string, max = 255) =>
  text(z.string({ error: empty }).min(1, empty).max(max, `حداکثر ${max} نویسه مجاز است`));

export const PasswordSchema = z
  .string({ error: 'رمز عبور را وارد کنید' })
  .min(1, 'رمز عبور نمی‌تواند خالی باشد')
  .min(8, 'رمز عبور باید دست‌کم ۸ نویسه باشد')
  .max(128, 'رمز عبور حداکثر ۱۲۸ نویسه است');

/** Integer Toman (product-decisions 'Money'): never fractional. */
export const TomanSchema = z.number().int();

/** Row ids are serial columns: PostgreSQL's integer, so an id past it fails the lookup itself (a 500, not a 404). */
export const MAX_ID = 2_147_483_647;

export const IdParamsSchema = z.object({
  id: z.coerce.number().int().positive('شناسه معتبر نیست').max(MAX_ID, 'شناسه معتبر نیست'),
});

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'شماره‌ی صفحه معتبر نیست').default(1),
});

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), last_page: z.number().int() });

export const MessageSchema = z.object({ message: z.string() });

export const PAGE_SIZE = 10;
