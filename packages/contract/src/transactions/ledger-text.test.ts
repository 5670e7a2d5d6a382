import { describe, expect, it } from 'vitest';
import { splitLedgerText } from './ledger-text.js';

const kinds = (text: string) => splitLedgerText(text).map((p) => [p.kind, p.text]);

describe('splitLedgerText (decision 084)', () => {
  it('keeps a Latin word with digits whole: «V2Ray»', () => {
    expect(kinds('خرید سرویس V2Ray دلخواه')).toEqual([
      ['text', 'خرید سرویس '],
      ['latin', 'V2Ray'],
      ['text', ' دلخواه'],
    ]);
  });
  it('keeps a gift-card serial whole: «P4GV-9G7U-725P»', () => {
    expect(kinds('کارت هدیه P4GV-9G7U-725P')).toEqual([
      ['text', 'کارت هدیه '],
      ['latin', 'P4GV-9G7U-725P'],
    ]);
  });
  it('reads a record number «#2» apart from the Latin word before it: «… OpenVPN (#2)»', () => {
    expect(kinds('خرید سرویس یک ماهه ۵۰ گیگ OpenVPN (#2)')).toEqual([
      ['text', 'خرید سرویس یک ماهه ۵۰ گیگ '],
      ['latin', 'OpenVPN'],
      ['text', ' ('],
      ['ref', '#2'],
      ['text', ')'],
    ]);
  });
  it('reads «(#1)» after Persian words as a number in brackets', () => {
    expect(kinds('خرید سرویس یک ماهه ۳۰ گیگ (#1)')).toEqual([
      ['text', 'خرید سرویس یک ماهه ۳۰ گیگ ('],
      ['ref', '#1'],
      ['text', ')'],
    ]);
  });
  it('leaves plain numbers Persian, and Latin codes beside them Latin', () => {
    expect(kinds('واریز تتر: 10.5 USDT')).toEqual([
      ['text', 'واریز تتر: 10.5 '],
      ['latin', 'USDT'],
    ]);
    expect(kinds('ووچر پرفکت‌مانی 1234567 (12.5 دلار)')).toEqual([['text', 'ووچر پرفکت‌مانی 1234567 (12.5 دلار)']]);
    expect(kinds('شارژ از 5.6.7.8')).toEqual([
      ['text', 'شارژ از '],
      ['latin', '5.6.7.8'],
    ]);
  });
  it('answers text with no Latin run as one part, and nothing for an empty text', () => {
    expect(kinds('شارژ اولیه‌ی حساب نمایشی')).toEqual([['text', 'شارژ اولیه‌ی حساب نمایشی']]);
    expect(kinds('')).toEqual([]);
  });
});
