/**
 * docs/product/rules.md#business-constants-and-limits: the voucher rate is refreshed every 60 000 ms, and the coins' rates with it. In a module of its own:
 * the route loaders import both rate files, and with one importing the other the build split /login's entry into
 * seven files instead of four (decision 088).
 */
export const RATE_REFRESH_MS = 60_000;
