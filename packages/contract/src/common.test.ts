import { describe, expect, it } from 'vitest';
import { CodeSchema, MobileSchema, normalizeCode, normalizeMobile, normalizeText, stripInvisible } from './common.js';

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
    ['\u202a+98 912 123 4567\u202c', '09121234567'],
    ['\u2066۰۹۱۲۱۲۳۴۵۶۷\u2069', '09121234567'],
    ['\u200f09121234567\u200e', '09121234567'],
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

describe('normalizeCode', () => {
  it('drops every format character, ZWNJ included, reads Persian and Arabic-Indic digits, trims no-break spaces', () => {
    expect(normalizeCode('\u00a0DEMO۱۱١١\u200c')).toBe('DEMO1111');
    expect(
      normalizeCode(
        '\u202bAB\u200dCD\u200e\u200f\u202a\u202c\u2066\u2067\u2068\u2069\u061c\u200b\u2060\ufeff\u00ad\u180e',
      ),
    ).toBe('ABCD');
    expect(normalizeCode(' ۱۲۳۴۵ ')).toBe('12345');
    // Spaces inside stay: a serial's own tidying drops them, a file name's rule refuses them.
    expect(normalizeCode('AB CD')).toBe('AB CD');
  });

  it('keeps what free text keeps nowhere else: ZWNJ stays in free text, goes from a code', () => {
    expect(stripInvisible('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(normalizeCode('ABCD\u200c')).toBe('ABCD');
  });

  it('CodeSchema asks for the code when only invisible characters were pasted', () => {
    const schema = CodeSchema('کد را وارد کنید');
    expect(schema.parse('\u200fdemo1111\u200c')).toBe('demo1111');
    expect(schema.safeParse('\u200c\u00a0\u200f').error?.issues[0]?.message).toBe('کد را وارد کنید');
  });
});
