/**
 * Where a reseller short of balance is sent to top up (docs/product/screens.md#new-service): the gift-card screen,
 * the one top-up every reseller has (the voucher and crypto screens depend on their pay group).
 */
export const TOP_UP_PATH = '/giftcard';
export const TOP_UP_LABEL = 'افزایش موجودی';
