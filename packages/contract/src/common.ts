import { z } from 'zod';
import { normalizeCode, normalizeText, stripInvisible } from './text.js';

export { normalizeCode, normalizeText, stripInvisible };

/**
 * `+98 912 …`, `0098912…`, `98912…`, `912…` and `۰۹۱۲…` all become `09XXXXXXXXX`
 * (docs/product/server-behaviour.md#security-and-integrity); anything else returns null.
 */
export function normalizeMobile(value: string): string | null {
  // A number copied from a phone's contacts comes wrapped in direction marks (U+202A…U+202C, U+2066…U+2069).
  const digits = stripInvisible(normalizeText(value)).replace(/[\s\-()]/g, '');
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}

/** Free text keeps the digits the user typed; only Arabic ي and ك become their Persian forms. */
export const normalizeLetters = (value: string) => value.replace(/ي/g, 'ی').replace(/ك/g, 'ک');

/**
 * The one rule for free text (names, descriptions, searches, messages): Persian letters made canonical and the
 * invisible characters that would make it display as something else removed (decision 076). Every free-text field
 * goes through it, by `TextSchema`, `RequiredTextSchema` or this function.
 */
export const cleanText = (value: string) => stripInvisible(normalizeLetters(value));

const text = (schema: z.ZodString) => z.preprocess((v) => (typeof v === 'string' ? cleanText(v).trim() : v), schema);

/**
 * A code, serial or token a person pastes or types (referrer and one-time codes, gift-card serials, vouchers, order
 * tokens, transfer references, file names): `normalizeCode` first, then `tidy` (a serial's dashes, say), then
 * `schema`. Every such field goes through it (decision 076; `input-rules.test.ts` finds one that does not).
 */
export const codeField = <T extends z.ZodType>(schema: T, tidy: (code: string) => string = (code) => code) =>
  z.preprocess((v) => (typeof v === 'string' ? tidy(normalizeCode(v)) : v), schema);

/** A code of up to `max` characters, `empty` when none is left. */
export const CodeSchema = (empty: string, max = 32) =>
  codeField(z.string({ error: empty }).min(1, empty).max(max, `حداکثر ${max} نویسه مجاز است`));

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

/** Integer Toman (docs/product/money-and-pricing.md#money-and-the-ledger): never fractional. */
export const TomanSchema = z.number().int();

/**
 * PostgreSQL's `integer` (int4), the most an integer column holds on both databases: a larger number fails the query
 * itself on PostgreSQL (a 500, not a 422). Row ids are serial columns, so ids too (decision 075).
 */
export const INT4_MAX = 2_147_483_647;
export const MAX_ID = INT4_MAX;
/** Money columns are `bigint`: amounts stay within what JavaScript counts exactly. */
export const MONEY_MAX = Number.MAX_SAFE_INTEGER;

/**
 * A number in a JSON body: a JSON number, never text, a boolean or an array (decision 075: `{"package_id": true}`
 * bought package 1), within ±`max` (an int4 column unless the field says otherwise). Fields chain their own range.
 */
export const NumberSchema = (label: string, max = INT4_MAX) =>
  z
    .number({ error: `${label} باید عدد باشد` })
    .min(-max, { message: `${label} بیش از حد کوچک است`, abort: true })
    .max(max, { message: `${label} بیش از حد بزرگ است`, abort: true });

/** A whole number in a JSON body (decision 075), within an int4 column unless `max` says otherwise. */
export const IntSchema = (label: string, max = INT4_MAX) => NumberSchema(label, max).int(`${label} باید عدد صحیح باشد`);

/** A row id in a JSON body: a JSON number from 1 to `MAX_ID`. `empty` is the line when it is missing or not a number. */
export const IdSchema = (label: string, empty = `${label} معتبر نیست`) =>
  z
    .number({ error: empty })
    .min(1, { message: `${label} معتبر نیست`, abort: true })
    .max(MAX_ID, { message: `${label} معتبر نیست`, abort: true })
    .int(`${label} معتبر نیست`);

/** Plain decimal digits, Persian and Arabic-Indic ones read as ASCII (text.ts); anything else stays text and fails. */
const decimal = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const ascii = normalizeText(v);
  return /^[0-9]+$/.test(ascii) ? Number(ascii) : v;
};

/**
 * A number in a path or a query string: plain decimal digits only (decision 075: `/users/0x15` deleted user 21), from
 * `min` to `max`; any other text is the field's Persian line.
 */
export const QueryIntSchema = (label: string, { min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z.preprocess(
    decimal,
    z
      .number({ error: `${label} معتبر نیست` })
      .min(min, { message: `${label} معتبر نیست`, abort: true })
      .max(max, { message: `${label} معتبر نیست`, abort: true })
      .int(`${label} معتبر نیست`),
  );

/** A row id in a path or a query string (decimal digits, 1 to `MAX_ID`). */
export const QueryIdSchema = (label: string) => QueryIntSchema(label, { min: 1, max: MAX_ID });

export const IdParamsSchema = z.object({ id: QueryIdSchema('شناسه') });

export const PageSchema = QueryIntSchema('شماره‌ی صفحه', { min: 1 }).default(1);
export const PageQuerySchema = z.object({ page: PageSchema });

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), last_page: z.number().int() });

export const MessageSchema = z.object({ message: z.string() });

export const PAGE_SIZE = 10;
