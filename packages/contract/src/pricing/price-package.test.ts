import { describe, expect, it } from 'vitest';
import {
  customPricePerGb,
  customTermsErrors,
  customTermsRange,
  priceCustomPackage,
  priceFixedPackage,
  pricePerExtraGb,
  referralProfit,
} from './price-package.js';

describe('priceFixedPackage', () => {
  it('is the price itself at the default discount of 100', () => {
    expect(priceFixedPackage(150_000)).toBe(150_000);
  });
  it('scales by the discount percent and rounds to the nearest thousand', () => {
    expect(priceFixedPackage(150_000, 90)).toBe(135_000);
    expect(priceFixedPackage(123_456, 100)).toBe(123_000);
    expect(priceFixedPackage(123_500, 100)).toBe(124_000); // half rounds up
    expect(priceFixedPackage(99_999, 85)).toBe(85_000); // 84 999.15 -> 85 000
    expect(priceFixedPackage(100_000, 120)).toBe(120_000); // a surcharge is a discount above 100
  });
  it('rounds small prices to zero or one thousand', () => {
    expect(priceFixedPackage(499)).toBe(0);
    expect(priceFixedPackage(500)).toBe(1000);
  });
});

describe('priceCustomPackage', () => {
  it('is price per GB times GB at 30 days', () => {
    expect(priceCustomPackage({ price: 5000, gb: 10, days: 30, monthRate: 0.2 })).toBe(50_000);
  });
  it('grows by (1 + month_rate) per extra month and shrinks for shorter periods', () => {
    expect(priceCustomPackage({ price: 5000, gb: 10, days: 60, monthRate: 0.2 })).toBe(60_000);
    expect(priceCustomPackage({ price: 5000, gb: 10, days: 90, monthRate: 0.2 })).toBe(72_000);
    expect(priceCustomPackage({ price: 5000, gb: 10, days: 15, monthRate: 0.2 })).toBe(
      Math.round(50_000 * 1.2 ** -0.5),
    );
  });
  it('applies the discount to the price per GB before the formula, and rounds only the result', () => {
    expect(customPricePerGb(3333, 90)).toBeCloseTo(2999.7);
    expect(priceCustomPackage({ price: 3333, discount: 90, gb: 15, days: 45, monthRate: 0.1 })).toBe(
      Math.round(2999.7 * 15 * 1.1 ** 0.5),
    );
    expect(priceCustomPackage({ price: 3333, discount: 90, gb: 15, days: 45, monthRate: 0.1 })).toBe(47_192);
  });
});

describe('pricePerExtraGb', () => {
  it('is a custom package’s discounted price per GB', () => {
    expect(pricePerExtraGb({ price: 5000, is_custom: true, traffic_gb: 0 }, 90)).toBe(4500);
  });
  it('spreads what the reseller is charged for a fixed package over its traffic, in whole Toman', () => {
    expect(pricePerExtraGb({ price: 300_000, is_custom: false, traffic_gb: 50 }, 100)).toBe(6000);
    expect(pricePerExtraGb({ price: 100_000, is_custom: false, traffic_gb: 30 }, 90)).toBe(3000);
    expect(pricePerExtraGb({ price: 100_000, is_custom: false, traffic_gb: 7 }, 100)).toBe(14_286);
  });
  it('starts from the rounded package price the reseller pays, not the unrounded discount', () => {
    // 180 000 at 73 % sells for 131 000 (131 400 rounded to the thousand): 2 620 a GB over 50 GB, not 2 628.
    expect(priceFixedPackage(180_000, 73)).toBe(131_000);
    expect(pricePerExtraGb({ price: 180_000, is_custom: false, traffic_gb: 50 }, 73)).toBe(2620);
  });
  it('is zero for a package without traffic (no add-traffic)', () => {
    expect(pricePerExtraGb({ price: 100_000, is_custom: false, traffic_gb: 0 })).toBe(0);
  });
});

describe('referralProfit', () => {
  it('floors to whole Toman', () => {
    expect(referralProfit(135_000, 10)).toBe(13_500);
    expect(referralProfit(47_192, 7)).toBe(3303); // 3303.44
    expect(referralProfit(999, 0)).toBe(0);
  });
});

const customPkg = { transferlimit: 200, day: 90 };

describe('customTermsRange', () => {
  it('is 10 GB up to transferlimit and 1 day up to day; 0 is no maximum', () => {
    expect(customTermsRange(customPkg)).toEqual({ minGb: 10, maxGb: 200, minDays: 1, maxDays: 90 });
    expect(customTermsRange({ transferlimit: 0, day: 0 })).toMatchObject({ maxGb: null, maxDays: null });
  });
});

describe('customTermsErrors', () => {
  it('passes the ends of the range', () => {
    expect(customTermsErrors(customPkg, { gb: 10, days: 1 })).toEqual({ gb: null, days: null });
    expect(customTermsErrors(customPkg, { gb: 200, days: 90 })).toEqual({ gb: null, days: null });
    expect(customTermsErrors({ transferlimit: 0, day: 0 }, { gb: 5000, days: 400 })).toEqual({ gb: null, days: null });
  });
  it('names each term out of range in Persian digits, without clamping it', () => {
    expect(customTermsErrors(customPkg, { gb: 5, days: 30 })).toEqual({ gb: 'حجم باید دست‌کم ۱۰ گیگ باشد', days: null });
    expect(customTermsErrors(customPkg, { gb: 500, days: 400 })).toEqual({
      gb: 'حجم این بسته حداکثر ۲۰۰ گیگ است',
      days: 'مدت این بسته حداکثر ۹۰ روز است',
    });
  });
  it('refuses days that are not a whole number of 1 or more, and GB that is not a number', () => {
    for (const days of [0, -3, 2.5, Number.NaN]) {
      expect(customTermsErrors(customPkg, { gb: 20, days }).days).toBe('مدت باید عدد صحیح و دست‌کم ۱ روز باشد');
    }
    expect(customTermsErrors(customPkg, { gb: Number.NaN, days: 30 }).gb).toBe('حجم باید دست‌کم ۱۰ گیگ باشد');
  });
});
