import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatGb,
  formatJalaliDay,
  formatMoment,
  formatPrice,
  formatSignedToman,
  formatToman,
  HIDDEN_PRICE,
  rateDelta,
  toPersianDigits,
} from './format';

describe('Toman amounts', () => {
  it('are written in Persian digits with a Persian thousands separator and «تومان»', () => {
    expect(formatToman(12_000)).toBe('۱۲٬۰۰۰ تومان');
    expect(formatToman(0)).toBe('۰ تومان');
    expect(formatToman(1_250_000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });

  it('are hidden from a reseller whose prices are off (showprice)', () => {
    expect(formatPrice(12_000, true)).toBe('۱۲٬۰۰۰ تومان');
    expect(formatPrice(12_000, false)).toBe(HIDDEN_PRICE);
    expect(formatPrice(12_000, false)).not.toMatch(/[۰-۹0-9]/);
  });

  it('in the ledger carry their sign in front of the number, isolated left to right inside RTL text', () => {
    expect(formatSignedToman(12_000)).toBe('\u2066+۱۲٬۰۰۰\u2069 تومان');
    expect(formatSignedToman(-12_000)).toBe('\u2066-۱۲٬۰۰۰\u2069 تومان');
    expect(formatSignedToman(0)).toBe('\u2066۰\u2069 تومان');
  });

  it('in the store show Toman whole and dollars with two decimals', () => {
    expect(formatAmount('150000', 'IRT')).toBe('۱۵۰٬۰۰۰ تومان');
    expect(formatAmount('3.5', 'USD')).toBe('۳٫۵۰ دلار');
    expect(formatAmount('n/a', 'IRT')).toBe('n/a تومان');
  });
});

describe('digits', () => {
  it('turn every ASCII digit into its Persian one and leave the rest', () => {
    expect(toPersianDigits('09121234567')).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(toPersianDigits(2026)).toBe('۲۰۲۶');
    expect(toPersianDigits('سرویس 12-B')).toBe('سرویس ۱۲-B');
  });

  it('show gigabytes with at most two decimals', () => {
    expect(formatGb(2.5)).toBe('۲٫۵');
    expect(formatGb(1.23456)).toBe('۱٫۲۳');
    expect(formatGb(30)).toBe('۳۰');
  });

  it('show the sidebar rate as its difference from 100', () => {
    expect(rateDelta(110)).toBe(10);
    expect(rateDelta(90)).toBe(-10);
    expect(rateDelta(undefined)).toBe(0);
  });
});

describe('Jalali dates', () => {
  it('show a Jalali day with slashes in Persian digits, whichever digits it came in', () => {
    expect(formatJalaliDay('1405-09-30')).toBe('۱۴۰۵/۰۹/۳۰');
    expect(formatJalaliDay(' ۱۴۰۵-۰۹-۳۰ ')).toBe('۱۴۰۵/۰۹/۳۰');
  });

  it('show a moment as its day and clock time in Tehran, not in the browser’s zone', () => {
    // 21:00 UTC on 2026-12-01 is 00:30 on 2026-12-02 in Tehran (UTC+3:30): 11 Azar 1405.
    expect(formatMoment('2026-12-01T21:00:00Z')).toBe('۱۴۰۵/۰۹/۱۱ ۰۰:۳۰');
    expect(formatMoment('2026-12-01T10:35:00Z')).toBe('۱۴۰۵/۰۹/۱۰ ۱۴:۰۵');
  });

  it('show nothing for a moment that is not one', () => {
    expect(formatMoment('not a date')).toBe('');
  });
});
