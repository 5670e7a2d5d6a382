/** docs/product/rules.md#business-constants-and-limits and docs/product/money-and-pricing.md#pricing: the one implementation, used by the server and the panel. */

export const DEFAULT_DISCOUNT = 100;
export const CUSTOM_DEFAULT_DAYS = 30;
export const CUSTOM_DEFAULT_GB = 10;
export const CUSTOM_MIN_GB = 10;

/** Non-custom package: `round(price * discount / 100 / 1000) * 1000`. */
export function priceFixedPackage(price: number, discount = DEFAULT_DISCOUNT): number {
  return Math.round((price * discount) / 100 / 1000) * 1000;
}

/** A custom package's price per GB is its price scaled by the discount (not rounded). */
export function customPricePerGb(price: number, discount = DEFAULT_DISCOUNT): number {
  return (price * discount) / 100;
}

/** Custom package: `round(pricePerGB * GB * (1 + month_rate) ^ ((days - 30) / 30))`. */
export function priceCustomPackage(input: {
  price: number;
  discount?: number;
  gb: number;
  days: number;
  monthRate: number;
}): number {
  const perGb = customPricePerGb(input.price, input.discount);
  return Math.round(
    perGb * input.gb * (1 + input.monthRate) ** ((input.days - CUSTOM_DEFAULT_DAYS) / CUSTOM_DEFAULT_DAYS),
  );
}

/** The limits a custom package sets: `transferlimit` GB and `day` days, 0 for no maximum. */
export interface CustomPackageLimits {
  transferlimit: number;
  day: number;
}

/** The GB and days a reseller chose for a custom package. */
export interface CustomTerms {
  gb: number;
  days: number;
}

/** The range each custom term may take (docs/product/money-and-pricing.md#pricing); a null maximum is none. */
export function customTermsRange(pkg: CustomPackageLimits) {
  return {
    minGb: CUSTOM_MIN_GB,
    maxGb: pkg.transferlimit > 0 ? pkg.transferlimit : null,
    minDays: 1,
    maxDays: pkg.day > 0 ? pkg.day : null,
  };
}

const fa = (n: number) => n.toLocaleString('fa-IR');

/**
 * What is wrong with each chosen term, or null: the one check the server refuses an order by and the panel marks the
 * fields with, so the panel never prices what the server would refuse.
 */
export function customTermsErrors(
  pkg: CustomPackageLimits,
  terms: CustomTerms,
): { gb: string | null; days: string | null } {
  const range = customTermsRange(pkg);
  let gb: string | null = null;
  if (!Number.isFinite(terms.gb) || terms.gb < range.minGb) gb = `حجم باید دست‌کم ${fa(range.minGb)} گیگ باشد`;
  else if (range.maxGb !== null && terms.gb > range.maxGb) gb = `حجم این بسته حداکثر ${fa(range.maxGb)} گیگ است`;
  let days: string | null = null;
  if (!Number.isInteger(terms.days) || terms.days < range.minDays) days = 'مدت باید عدد صحیح و دست‌کم ۱ روز باشد';
  else if (range.maxDays !== null && terms.days > range.maxDays)
    days = `مدت این بسته حداکثر ${fa(range.maxDays)} روز است`;
  return { gb, days };
}

export interface PricedPackage {
  price: number;
  is_custom: boolean;
  traffic_gb: number;
}

/**
 * The price of one extra GB on a service of this package (`/services/getprice`): a custom package's discounted
 * price per GB, or what the reseller is charged for a fixed package (`priceFixedPackage`, rounded to the thousand)
 * spread over its traffic; whole Toman (docs/decisions/012).
 */
export function pricePerExtraGb(pkg: PricedPackage, discount = DEFAULT_DISCOUNT): number {
  if (pkg.is_custom) return Math.round(customPricePerGb(pkg.price, discount));
  if (pkg.traffic_gb <= 0) return 0;
  return Math.round(priceFixedPackage(pkg.price, discount) / pkg.traffic_gb);
}

/** Referral profit is floored to whole Toman (docs/product/server-behaviour.md#security-and-integrity). */
export function referralProfit(amount: number, rewardPercent: number): number {
  return Math.floor((amount * rewardPercent) / 100);
}
