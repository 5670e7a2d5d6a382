/** Toman per unit (per US dollar, per coin) that a reseller is credited: the rate scaled by the pay group's charge rate. */
export function creditRate(rateToman: number, chargeRate = 100): number {
  return Math.round((rateToman * chargeRate) / 100);
}

/**
 * Toman credited for `amount` units of a currency: `amount * rate * chargeRate / 100` (docs/product/top-ups.md#top-ups),
 * rounded down to whole Toman so a top-up never creates money that was not paid.
 */
export function topUpCredit(amount: number, rateToman: number, chargeRate = 100): number {
  // Amounts come as decimal strings with at most 8 places; scaling to integers first keeps 0.1 + 0.2 out of money.
  const scaled = Math.round(amount * 1e8);
  return Math.floor((scaled * rateToman * chargeRate) / 100 / 1e8 + 1e-9);
}

export const CRYPTO_MIN_TOMAN = 300_000;
