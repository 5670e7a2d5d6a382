import { describe, expect, it } from 'vitest';
import { toJalaliDate } from './jalali.js';

describe('toJalaliDate', () => {
  it('gives the Tehran calendar day', () => {
    expect(toJalaliDate('2026-03-21T12:00:00Z')).toBe('1405-01-01');
    expect(toJalaliDate('2026-11-21T10:00:00Z')).toBe('1405-08-30');
  });
  it('turns the day at Tehran midnight, not UTC midnight', () => {
    expect(toJalaliDate('2026-11-21T20:29:00Z')).toBe('1405-08-30');
    expect(toJalaliDate('2026-11-21T20:31:00Z')).toBe('1405-09-01');
  });
  it('turns at Tehran midnight in the summer-time years too, whichever moment of a half hour was asked first', () => {
    // 2020-06-01: Tehran was at +4:30, so its midnight was 19:30 UTC.
    expect(toJalaliDate('2020-06-01T19:29:59Z')).toBe('1399-03-12');
    expect(toJalaliDate('2020-06-01T19:00:00Z')).toBe('1399-03-12');
    expect(toJalaliDate('2020-06-01T19:30:00Z')).toBe('1399-03-13');
    expect(toJalaliDate('2020-06-01T19:59:59Z')).toBe('1399-03-13');
    // Winter, +3:30: midnight at 20:30 UTC; the later moment of each half hour asked first this time.
    expect(toJalaliDate('2026-11-22T20:59:00Z')).toBe('1405-09-02');
    expect(toJalaliDate('2026-11-22T20:30:00Z')).toBe('1405-09-02');
    expect(toJalaliDate('2026-11-22T20:29:59.999Z')).toBe('1405-09-01');
    expect(toJalaliDate(new Date('2026-11-22T20:00:00Z'))).toBe('1405-09-01');
  });
});
