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
});
