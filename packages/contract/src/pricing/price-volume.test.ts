import { describe, expect, it } from 'vitest';
import { priceExtraPoolTraffic, pricePoolGb, priceTrafficPackage } from './price-volume.js';

describe('priceTrafficPackage', () => {
  it('follows the non-custom rule: scaled by the discount, rounded to the nearest thousand', () => {
    expect(priceTrafficPackage(900_000)).toBe(900_000);
    expect(priceTrafficPackage(900_000, 90)).toBe(810_000);
    expect(priceTrafficPackage(333_333, 85)).toBe(283_000); // 283 333.05
    expect(priceTrafficPackage(1_499, 100)).toBe(1_000);
  });
});

describe('pricePoolGb', () => {
  it('scales the GB price by the discount in whole Toman', () => {
    expect(pricePoolGb(3_000)).toBe(3_000);
    expect(pricePoolGb(3_000, 90)).toBe(2_700);
    expect(pricePoolGb(3_333, 85)).toBe(2_833); // 2 833.05
    expect(pricePoolGb(0, 90)).toBe(0);
  });
});

describe('priceExtraPoolTraffic', () => {
  it('is the per-GB price times whole GB', () => {
    expect(priceExtraPoolTraffic(2_700, 15)).toBe(40_500);
    expect(priceExtraPoolTraffic(2_833, 1)).toBe(2_833);
  });
  it('refuses fractional GB, which would make fractional Toman', () => {
    expect(() => priceExtraPoolTraffic(2_700, 1.5)).toThrow(RangeError);
  });
});
