import { describe, expect, it } from 'vitest';
import { RemarksBodySchema, SupportSettingsBodySchema, shareRemark, supportLinkOf } from './profile.schemas.js';

describe('supportLinkOf', () => {
  it('turns a Telegram handle or t.me address into the https link, and keeps https links', () => {
    expect(supportLinkOf('@shop_support')).toBe('https://t.me/shop_support');
    expect(supportLinkOf('shop_support')).toBe('https://t.me/shop_support');
    expect(supportLinkOf('t.me/shop_support')).toBe('https://t.me/shop_support');
    expect(supportLinkOf('http://telegram.me/+AbCd')).toBe('https://t.me/+AbCd');
    expect(supportLinkOf(' https://shop.example/help?q=1 ')).toBe('https://shop.example/help?q=1');
    expect(supportLinkOf('')).toBe('');
  });

  it('refuses plain http, other schemes, short handles and text', () => {
    for (const bad of [
      'http://shop.example',
      'javascript:alert(1)',
      '@abc',
      'پشتیبانی',
      'https://localhost',
      'https://a b.com',
    ]) {
      expect(supportLinkOf(bad), bad).toBeNull();
    }
  });
});

describe('settings bodies', () => {
  it('fold spaces, keep left-out fields out and refuse remarks that would break a link name', () => {
    expect(SupportSettingsBodySchema.parse({ store: '  فروشگاه\n  آلفا ', supportlink: '@alpha_help' })).toEqual({
      store: 'فروشگاه آلفا',
      supportlink: 'https://t.me/alpha_help',
    });
    expect(RemarksBodySchema.parse({ remarks: 'آلفا\u200cنت' })).toEqual({ remarks: 'آلفا\u200cنت' });
    expect(RemarksBodySchema.safeParse({ remarks: 'a#b' }).success).toBe(false);
    expect(RemarksBodySchema.safeParse({ remarks: 'x'.repeat(33) }).success).toBe(false);
  });
});

describe('shareRemark (docs/decisions/018)', () => {
  const on = { remarks: 'Alpha', groupremarks: true };
  const off = { remarks: 'Alpha', groupremarks: false };
  const none = { remarks: '', groupremarks: true };
  it('names single services with the remark, and batch services only when the switch is on', () => {
    expect(shareRemark({ id: 7, batch: false, who: 'علی' }, off)).toBe('Alpha-7');
    expect(shareRemark({ id: 8, batch: true, who: null }, on)).toBe('Alpha-8');
    expect(shareRemark({ id: 8, batch: true, who: null }, off)).toBe('service-8');
  });
  it('falls back to the id and the customer without a remark', () => {
    expect(shareRemark({ id: 7, batch: false, who: 'علی' }, none)).toBe('7-علی');
    expect(shareRemark({ id: 9, batch: false, who: null }, none)).toBe('service-9');
  });
});
