import { toJalaliDate } from '@pishkhan/contract';
import { describe, expect, it } from 'vitest';
import { jalaliDayEnd, jalaliDayStart } from './jalali.js';

describe('jalali days', () => {
  it('start at Tehran midnight', () => {
    expect(jalaliDayStart('1405-01-01')?.toISOString()).toBe('2026-03-20T20:30:00.000Z');
    expect(jalaliDayEnd('1405-08-30')?.toISOString()).toBe('2026-11-21T20:30:00.000Z');
  });
  it('round-trip with the contract’s display format', () => {
    const start = jalaliDayStart('1405-09-15');
    expect(start && toJalaliDate(start)).toBe('1405-09-15');
    expect(start && toJalaliDate(new Date(start.getTime() - 1))).toBe('1405-09-14');
  });
  it('refuse days that do not exist', () => {
    expect(jalaliDayStart('1405-12-31')).toBeNull(); // 1405 is not a leap year
    expect(jalaliDayStart('1405-07-31')).toBeNull();
  });
});
