import { describe, expect, it } from 'vitest';
import { extraDaysTo, jalaliDayNumber, pricePerExtraDay, priceServiceChange } from './price-service-change.js';

describe('jalaliDayNumber', () => {
  it('counts days across months and years, and knows the days the calendar lacks', () => {
    expect(jalaliDayNumber('1405-01-01')).toBe(Date.UTC(2026, 2, 21) / 86_400_000);
    expect((jalaliDayNumber('1405-10-01') ?? 0) - (jalaliDayNumber('1405-09-01') ?? 0)).toBe(30);
    expect((jalaliDayNumber('1406-01-01') ?? 0) - (jalaliDayNumber('1405-12-29') ?? 0)).toBe(1);
    expect(jalaliDayNumber('1405-12-30')).toBeNull();
    expect(jalaliDayNumber('1405-13-01')).toBeNull();
  });
});

describe('extraDaysTo', () => {
  const now = new Date('2026-12-06T08:00:00Z'); // 1405-09-15 in Tehran
  it('counts from the current expiry day, or from today once it has passed', () => {
    expect(extraDaysTo('2026-12-20T20:29:59.999Z', now, '1405-10-09')).toBe(10); // expires 1405-09-29
    expect(extraDaysTo('2026-12-01T00:00:00Z', now, '1405-09-25')).toBe(10);
    expect(extraDaysTo(null, now, '1405-09-16')).toBe(1);
  });
  it('is 0 for a day not later than the current expiry', () => {
    expect(extraDaysTo('2026-12-20T20:29:59.999Z', now, '1405-09-20')).toBe(0);
  });
});

describe('pricePerExtraDay', () => {
  it('spreads what a fixed package is charged over its days', () => {
    expect(pricePerExtraDay({ price: 150_000, is_custom: false, days: 30, month_rate: 0 }, { gb: 50, days: 30 })).toBe(
      5_000,
    );
    expect(
      pricePerExtraDay({ price: 150_000, is_custom: false, days: 30, month_rate: 0 }, { gb: 50, days: 30 }, 90),
    ).toBe(4_500);
  });
  it('spreads a custom service’s own terms over its days; 0 when days cannot be priced', () => {
    const custom = { price: 3_000, is_custom: true, days: 0, month_rate: 0.1 };
    expect(pricePerExtraDay(custom, { gb: 20, days: 30 })).toBe(2_000);
    expect(pricePerExtraDay({ ...custom, is_custom: false }, { gb: 20, days: 30 })).toBe(0);
  });
});

describe('priceServiceChange', () => {
  it('charges each GB and each day at its own price', () => {
    expect(priceServiceChange({ perGb: 3_000, perDay: 5_000, gb: 10, days: 4 })).toBe(50_000);
    expect(priceServiceChange({ perGb: 3_000, perDay: 5_000, gb: 0, days: 0 })).toBe(0);
  });
});
