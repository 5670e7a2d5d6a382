import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, freshReseller, type TestApp } from '../../test/helpers.js';

describe.each(DIALECTS)('IP ranges to providers (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const importText = (text: string, replace?: boolean) =>
    t.request<{ total: number; providers: Array<{ provider: string; ranges: number }>; errors?: string[] }>(
      'POST',
      '/api/admin/ipranges/import',
      { token: admin, body: { text, ...(replace === undefined ? {} : { replace }) } },
    );
  const providerOf = async (ip: string) =>
    (await t.request<{ provider: string }>('GET', `/api/admin/ipranges/lookup?ip=${ip}`, { token: admin })).body
      .provider;

  it('imports CIDR and first-last lines, IPv4 and IPv6, and finds the narrowest range holding an address', async () => {
    const res = await importText(
      [
        '# range,provider',
        '5.160.0.0/16,ایرانسل',
        '5.160.7.0/24,ایرانسل - تهران',
        '',
        '2.176.0.0-2.191.255.255\tمخابرات',
        '2a01:5ec0::/29,ایرانسل',
      ].join('\r\n'),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 4,
      providers: expect.arrayContaining([
        { provider: 'ایرانسل', ranges: 2 },
        { provider: 'ایرانسل - تهران', ranges: 1 },
        { provider: 'مخابرات', ranges: 1 },
      ]),
    });
    expect(await providerOf('5.160.200.1')).toBe('ایرانسل');
    expect(await providerOf('5.160.7.9')).toBe('ایرانسل - تهران');
    expect(await providerOf('2.180.1.1')).toBe('مخابرات');
    expect(await providerOf('2a01:5ec0:1::5')).toBe('ایرانسل');
    expect(await providerOf('8.8.8.8')).toBe('نامشخص');
  });

  it('adds to the table when asked, and replaces it by default', async () => {
    await importText('5.160.0.0/16,ایرانسل');
    expect((await importText('8.8.8.0/24,گوگل', false)).body.total).toBe(2);
    expect(await providerOf('8.8.8.8')).toBe('گوگل');
    expect((await importText('1.1.1.0/24,کلادفلر')).body).toEqual({
      total: 1,
      providers: [{ provider: 'کلادفلر', ranges: 1 }],
    });
    expect(await providerOf('8.8.8.8')).toBe('نامشخص');
  });

  it('refuses a list with bad lines, naming each, and keeps the table as it was', async () => {
    await importText('5.160.0.0/16,ایرانسل');
    const res = await importText('5.161.0.0/16,ایرانسل\n5.162.0.0/33,مخابرات\nnot-an-ip,x\n5.163.0.0/16');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'خطا در اطلاعات ورودی',
      errors: [
        'خط ۲: «5.162.0.0/33» بازه‌ی IP معتبری نیست',
        'خط ۳: «not-an-ip» بازه‌ی IP معتبری نیست',
        'خط ۴: نام سرویس‌دهنده را پس از ویرگول بنویسید',
      ],
    });
    expect((await t.request('GET', '/api/admin/ipranges', { token: admin })).body).toEqual({
      total: 1,
      providers: [{ provider: 'ایرانسل', ranges: 1 }],
    });
    expect((await importText('  ')).status).toBe(422);
    expect((await t.request('GET', '/api/admin/ipranges/lookup?ip=1.2.3', { token: admin })).status).toBe(422);
  });

  it('is for the admin only', async () => {
    const r = await freshReseller(t, 0);
    expect((await t.request('GET', '/api/admin/ipranges', { token: r.token })).status).toBe(401);
    expect(
      (await t.request('POST', '/api/admin/ipranges/import', { token: r.token, body: { text: '1.1.1.1,x' } })).status,
    ).toBe(401);
  });
});
