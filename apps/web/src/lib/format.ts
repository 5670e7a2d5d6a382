import { toJalaliDate } from '@pishkhan/contract';

const numberFormat = new Intl.NumberFormat('fa-IR');

export const HIDDEN_PRICE = '*****';

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** GB in Persian digits, at most two decimals (`۲٫۵`). */
export function formatGb(value: number): string {
  return numberFormat.format(Math.round(value * 100) / 100);
}

/** Toman amount in Persian digits (docs/product/rules.md#business-constants-and-limits: prices are Toman). */
export function formatToman(value: number): string {
  return `${numberFormat.format(value)} تومان`;
}

/** showprice off hides prices (docs/product/rules.md#roles-and-permissions). */
export function formatPrice(value: number, showprice: boolean): string {
  return showprice ? formatToman(value) : HIDDEN_PRICE;
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

export function toPersianDigits(value: string | number): string {
  return String(value).replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/** m:ss for countdowns. */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Sidebar rate badge: rate - 100, blank at 0 (docs/product/screens.md). */
export function rateDelta(rate: number | undefined): number {
  return (rate ?? 100) - 100;
}

/**
 * '+۱۲٬۰۰۰ تومان' / '-۱۲٬۰۰۰ تومان': a ledger amount with its sign (docs/product/screens.md#transactions: green or red).
 * The sign and digits sit in a left-to-right isolate, so in RTL text the sign stays in front of the number.
 */
export function formatSignedToman(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `\u2066${sign}${numberFormat.format(Math.abs(value))}\u2069 تومان`;
}

/** A Jalali `YYYY-MM-DD` (ASCII or Persian digits) shown as `۱۴۰۵/۰۹/۳۰`. */
export function formatJalaliDay(jdate: string): string {
  return toPersianDigits(jdate.trim().replace(/-/g, '/'));
}

const tehranTime = new Intl.DateTimeFormat('fa-IR', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The clock time of an ISO moment in Tehran, Persian digits (`۱۴:۰۵`). */
export function formatTehranTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : tehranTime.format(date);
}

const CURRENCY_LABELS: Record<string, string> = { IRT: 'تومان', USD: 'دلار' };

/** A store amount as the gateway charges it: Toman (`IRT`) or US dollars with two decimals for crypto. */
export function formatAmount(amount: string, currency: string): string {
  const label = CURRENCY_LABELS[currency] ?? currency;
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${toPersianDigits(amount)} ${label}`;
  const digits = currency === 'USD' ? 2 : 0;
  const text = new Intl.NumberFormat('fa-IR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
  return `${text} ${label}`;
}

/** An ISO moment as its Jalali day and Tehran time (`۱۴۰۵/۰۹/۳۰ ۱۴:۰۵`). */
export function formatMoment(iso: string): string {
  const time = formatTehranTime(iso);
  return time ? `${formatJalaliDay(toJalaliDate(iso))} ${time}` : '';
}
