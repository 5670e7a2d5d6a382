import { describe, expect, it } from 'vitest';
import { MobileSchema, normalizeMobile, normalizeText } from './common.js';

describe('normalizeMobile', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+98 912 123 4567', '09121234567'],
    ['0912-123-4567', '09121234567'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it.each(['', '0212345678', '0912123456', '091212345678', '+19121234567', 'abc'])('%s is refused', (input) => {
    expect(normalizeMobile(input)).toBeNull();
  });
});

describe('MobileSchema', () => {
  it('gives a Persian message for a bad mobile', () => {
    const r = MobileSchema.safeParse('12');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('شماره موبایل معتبر نیست');
  });
  it('asks for the mobile when empty', () => {
    expect(MobileSchema.safeParse('').error?.issues[0]?.message).toBe('شماره موبایل نمی‌تواند خالی باشد');
  });
});

describe('normalizeText', () => {
  it('turns Arabic ي and ك into Persian letters and digits into ASCII', () => {
    expect(normalizeText('علي كريمي ۱۲۳')).toBe('علی کریمی 123');
  });
});
