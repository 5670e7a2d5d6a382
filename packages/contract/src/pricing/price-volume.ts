import { DEFAULT_DISCOUNT, priceFixedPackage } from './price-package.js';

/** A traffic package is not custom: the non-custom rule of docs/product/rules.md#business-constants-and-limits, rounded to the nearest thousand. */
export function priceTrafficPackage(price: number, discount = DEFAULT_DISCOUNT): number {
  return priceFixedPackage(price, discount);
}

/** One extra pool GB (`/trafficservices/price`): the admin's GB price scaled by the discount, whole Toman. */
export function pricePoolGb(gbPrice: number, discount = DEFAULT_DISCOUNT): number {
  return Math.round((gbPrice * discount) / 100);
}

/** Extra pool GB are bought whole, so the total is the per-GB price times the GB, exactly. */
export function priceExtraPoolTraffic(perGb: number, gb: number): number {
  if (!Number.isInteger(gb) || gb < 0) throw new RangeError(`extra pool traffic must be whole GB, got ${gb}`);
  return perGb * gb;
}
