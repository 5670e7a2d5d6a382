import { toJalaliDate } from '../jalali.js';
import { DEFAULT_DISCOUNT, priceCustomPackage, priceFixedPackage } from './price-package.js';

const DAY_MS = 86_400_000;

export interface DayPricedPackage {
  price: number;
  is_custom: boolean;
  days: number;
  month_rate: number;
}

/**
 * The price of one more day on a service (decision 098): what the service's terms cost the reseller divided by their
 * days, whole Toman. A fixed package's terms are the package (its price as a purchase charges it, over its days); a
 * custom one's are the service's own GB and days at the custom price. 0 means days are not on sale.
 */
export function pricePerExtraDay(
  pkg: DayPricedPackage,
  terms: { gb: number; days: number },
  discount = DEFAULT_DISCOUNT,
): number {
  if (pkg.is_custom) {
    if (terms.days <= 0 || terms.gb <= 0) return 0;
    const price = priceCustomPackage({
      price: pkg.price,
      discount,
      gb: terms.gb,
      days: terms.days,
      monthRate: pkg.month_rate,
    });
    return Math.round(price / terms.days);
  }
  if (pkg.days <= 0) return 0;
  return Math.round(priceFixedPackage(pkg.price, discount) / pkg.days);
}

/**
 * The day number (days since 1970-01-01) of a Jalali day `YYYY-MM-DD`, found through the one Tehran formatter; null
 * for a day the calendar does not have. 1 Farvardin falls in March of the Gregorian year 621 later, so the day lies
 * in that year or the next, and the search looks there.
 */
export function jalaliDayNumber(day: string): number | null {
  const year = Number(day.slice(0, 4));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !year) return null;
  // Noon UTC is 15:30 in Tehran: the same calendar day.
  const jalaliOf = (n: number) => toJalaliDate(new Date(n * DAY_MS + DAY_MS / 2));
  let lo = Math.floor(Date.UTC(year + 621, 0, 1) / DAY_MS);
  let hi = Math.floor(Date.UTC(year + 622, 11, 31) / DAY_MS);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (jalaliOf(mid) < day) lo = mid + 1;
    else hi = mid;
  }
  return jalaliOf(lo) === day ? lo : null;
}

/**
 * The days a new expiry day adds (decision 098): counted from the day the service now expires on (Tehran), or from
 * today when it has expired; 0 when the new day is not later.
 */
export function extraDaysTo(expireIn: string | null, now: Date, day: string): number {
  const from = expireIn && new Date(expireIn) > now ? new Date(expireIn) : now;
  const start = jalaliDayNumber(toJalaliDate(from));
  const end = jalaliDayNumber(day);
  if (start === null || end === null) return 0;
  return Math.max(0, end - start);
}

/** A change of a service's terms: each extra GB and each extra day at its own price (decision 098). */
export function priceServiceChange(input: { perGb: number; perDay: number; gb: number; days: number }): number {
  return Math.round(input.perGb * input.gb + input.perDay * input.days);
}
