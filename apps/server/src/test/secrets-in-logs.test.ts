import { randomBytes } from 'node:crypto';
import type { PaymentConfig, Product, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptomusEnv, type FakeCryptomus, startFakeCryptomus } from './fakes/cryptomus-fake.js';
import { type FakePerfectMoney, perfectMoneyEnv, startFakePerfectMoney } from './fakes/perfectmoney-fake.js';
import { type FakeZarinpal, startFakeZarinpal, zarinpalEnv } from './fakes/zarinpal-fake.js';
import {
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshMobile,
  freshReseller,
  injectWebhook,
  type TestApp,
} from './helpers.js';
import { describeLeak, findLeaks } from './log-scan.js';

/**
 * docs/RELIABILITY.md#secrets: the flows that handle passwords, codes, tokens and provider keys, with the app logging at debug
 * into this test. (log-scan.setup.ts runs the same check over every app of a whole run.)
 */
describe.each(DIALECTS)('nothing secret in the log (%s)', (dialect) => {
  let t: TestApp;
  let pm: FakePerfectMoney;
  let cm: FakeCryptomus;
  let zp: FakeZarinpal;
  const lines: string[] = [];
  const secrets: string[] = [];
  const keep = <T extends string | null | undefined>(value: T) => {
    if (value) secrets.push(value);
    return value;
  };

  beforeAll(async () => {
    pm = await startFakePerfectMoney();
    cm = await startFakeCryptomus({ deliver: injectWebhook(() => t) });
    zp = await startFakeZarinpal();
    const env = {
      ...perfectMoneyEnv(pm),
      ...cryptomusEnv(cm),
      ...zarinpalEnv(zp),
      APP_SECRET: keep(randomBytes(24).toString('hex')),
    };
    keep(pm.passPhrase);
    keep(cm.apiKey);
    keep(zp.merchantId);
    t = await createTestApp(dialect, { env, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([pm?.close(), cm?.close(), zp?.close()]);
  });

  it('logins, registration, a purchase, a voucher, a wallet and store gateways log no secret', async () => {
    const { admin, fullReseller } = DEMO_LOGINS;
    keep(admin.password);
    keep(fullReseller.password);
    const adminToken = keep(await t.login(admin.mobile, admin.password));
    keep(await t.login(fullReseller.mobile, fullReseller.password));
    await t.request('POST', '/api/auth/login', {
      body: { mobile: fullReseller.mobile, token: keep('a-wrong-password'), loginWithPassword: true },
    });

    await t.request('POST', '/api/auth/sendtoken', { body: { mobile: fullReseller.mobile } });
    const loginCode = keep(t.codeIn(await t.lastSms(fullReseller.mobile)));
    const byCode = await t.request<{ token: string }>('POST', '/api/auth/login', {
      body: { mobile: fullReseller.mobile, token: loginCode, loginWithPassword: false },
    });
    expect(byCode.status).toBe(200);
    keep(byCode.body.token);

    const mobile = freshMobile();
    await t.request('POST', '/api/auth/sendregistertoken', { body: { mobile, code: fullReseller.code } });
    const registerCode = keep(t.codeIn(await t.lastSms(mobile)));
    const registered = await t.request('POST', '/api/auth/register', {
      body: { mobile, password: keep('register-secret-9'), code: fullReseller.code, token: registerCode },
    });
    expect(registered.status).toBe(200);

    const me = await t.request<{ user: { id: number } }>('POST', '/api/auth/login', {
      body: { mobile, token: 'register-secret-9', loginWithPassword: true },
    });
    keep((me.body as unknown as { token: string }).token);
    const link = await t.request<{ url: string; token: string }>(
      'POST',
      `/api/admin/users/${me.body.user.id}/login-link`,
      {
        token: adminToken,
      },
    );
    keep(link.body.token);
    // The panel's /login page with the token in its address: the request log must not keep it.
    expect(
      (await t.app.inject({ method: 'GET', url: link.body.url.replace('http://panel.test', '') })).statusCode,
    ).toBeLessThan(500);

    const group = await t.request<{ id: number }>('POST', '/api/admin/paygroups', {
      token: adminToken,
      body: { name: 'همه‌ی روش‌ها', has_perfectmoney: true, has_crypto: true },
    });
    await t.request('PUT', '/api/admin/rates', { token: adminToken, body: { usd_price: 60_000 } });
    const r = await freshReseller(t, 2_000_000, { paygroup_id: group.body.id, storeenable: true });
    keep(r.token);
    keep('reseller-pass');

    const bought = await t.request('POST', '/api/services', {
      token: r.token,
      body: { package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), mobile: freshMobile(), name: 'مشتری' },
    });
    expect(bought.status).toBe(200);

    const voucher = pm.issueVoucher('2.00');
    keep(voucher.activationcode);
    const redeemed = await t.request('POST', '/api/transactions/addperfectmoney', { token: r.token, body: voucher });
    expect(redeemed.status).toBe(200);
    await t.request('POST', '/api/transactions/addperfectmoney', {
      token: r.token,
      body: { evoucher: pm.issueVoucher('1.00').evoucher, activationcode: keep('9999888877776666') },
    });

    expect(
      (await t.request('POST', '/api/cryptomus/wallet', { token: r.token, body: { currency: 'TRX' } })).status,
    ).toBe(200);

    const methods = await t.request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', {
      token: r.token,
    });
    const methodId = (code: string) => methods.body.find((m) => m.code === code)?.id ?? 0;
    const storeKey = keep(cm.apiKey);
    const configs: PaymentConfig[] = [];
    for (const [code, items] of [
      ['zarinpal', [{ name: 'merchant_id', value: zp.merchantId }]],
      [
        'cryptomus',
        [
          { name: 'merchant', value: cm.merchant },
          { name: 'api_key', value: storeKey },
        ],
      ],
    ] as const) {
      const res = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
        token: r.token,
        body: { payment_method_id: methodId(code), active: true, order: 1, changepercent: 100, items },
      });
      expect(res.status).toBe(200);
      configs.push(res.body);
    }
    const product = await t.request<Product>('POST', '/api/products', {
      token: r.token,
      body: { name: 'اشتراک', price: 250_000, package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ') },
    });
    const productToken = product.body.link.split('/buy/')[1] ?? '';
    for (const config of configs) {
      const started = await t.request('POST', `/api/shop/p/${productToken}`, {
        body: { contact: freshMobile(), method_id: config.id },
      });
      expect(started.status).toBe(200);
    }

    expect(lines.length).toBeGreaterThan(25);
    expect(lines.some((l) => l.includes('request completed') && l.includes('"url":"/api/'))).toBe(true);
    expect(lines.some((l) => l.includes('kept in outbox'))).toBe(true);
    const leaks = findLeaks(lines, secrets);
    expect(leaks.map(describeLeak)).toEqual([]);
  });

  it('the scan tells a code from a process id of the same digits, and still finds the code anywhere else', () => {
    const line = (pid: number, msg: string) => `{"level":30,"pid":${pid},"hostname":"vm","msg":"${msg}"}`;
    expect(findLeaks([line(11234, 'request completed')], ['11234'])).toEqual([]);
    expect(findLeaks([line(4242, 'code 11234 sent')], ['11234']).map((l) => l.secret)).toEqual(['11234']);
  });

  it('the scan tells a code from a port of the same digits, and still finds the code after any other colon', () => {
    const line = (msg: string) => `{"level":30,"pid":4242,"hostname":"vm","msg":"${msg}"}`;
    expect(findLeaks([line('Server listening at http://127.0.0.1:38869')], ['38869'])).toEqual([]);
    expect(findLeaks([line('node at [::1]:38869 down')], ['38869'])).toEqual([]);
    expect(findLeaks([line('code: 38869')], ['38869']).map((l) => l.secret)).toEqual(['38869']);
    expect(findLeaks([line('code:38869')], ['38869']).map((l) => l.secret)).toEqual(['38869']);
  });

  it('capability links (a subscription, a checkout, an order page, its downloads and payment return) log no token', async () => {
    const r = await freshReseller(t, 2_000_000, { storeenable: true });
    const from = lines.length;
    const [service] = (
      await t.request<Service[]>('POST', '/api/services', {
        token: r.token,
        body: { package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), servicewithoutphone: true },
      })
    ).body;
    const sub = new URL(service?.subscription_url ?? '').pathname;
    keep(sub.split('/sub/')[1]);
    expect((await t.app.inject({ method: 'GET', url: sub })).statusCode).toBe(200);

    const methods = await t.request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', {
      token: r.token,
    });
    const card = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
      token: r.token,
      body: {
        payment_method_id: methods.body.find((m) => m.code === 'card')?.id ?? 0,
        active: true,
        order: 1,
        changepercent: 100,
        items: [
          { name: 'card_number', value: '6037991234567890' },
          { name: 'holder_name', value: 'علی رضایی' },
        ],
      },
    });
    expect(card.status).toBe(200);
    const product = await t.request<Product>('POST', '/api/products', {
      token: r.token,
      body: { name: 'اشتراک', price: 250_000, package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ') },
    });
    const buyPage = new URL(product.body.link).pathname;
    const productToken = keep(buyPage.split('/buy/')[1]);
    const started = await t.request<{ order: string }>('POST', `/api/shop/p/${productToken}`, {
      body: { contact: freshMobile(), method_id: card.body.id },
    });
    expect(started.status).toBe(200);
    const order = keep(started.body.order);
    for (const [method, url] of [
      ['GET', buyPage],
      ['GET', `/api/shop/p/${productToken}`],
      ['GET', `/order/${order}`],
      ['GET', `/api/shop/orders/${order}`],
      ['GET', `/api/shop/orders/${order}/ovpn?file=client.ovpn`],
      ['GET', `/api/shop/orders/${order}/nothing-here`],
      ['GET', `/api/shop/zarinpal/callback?order=${order}&Authority=A0000012345&Status=NOK`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBeLessThan(500);
    }
    const sent = await t.request('POST', `/api/shop/orders/${order}/card`, { body: { reference: '123456789012' } });
    expect(sent.status).toBe(200);

    const written = lines.slice(from);
    expect(written.filter((l) => l.includes('"url":"/sub/***"'))).toHaveLength(1);
    expect(written.some((l) => l.includes('"url":"/api/shop/orders/***/ovpn?file=client.ovpn"'))).toBe(true);
    expect(written.some((l) => l.includes('"url":"/order/***"'))).toBe(true);
    expect(findLeaks(written, secrets).map(describeLeak)).toEqual([]);
  });

  it('the scan itself finds a secret written into a line', () => {
    const code = '40721';
    const leaks = findLeaks(['{"msg":"SMS: کد 40721\\n","responseTime":1.40721}', 'took 0.40721 ms'], [code, 'pw@x 1']);
    expect(leaks).toHaveLength(1);
    expect(findLeaks(['{"password":"pw@x 1"}'], ['pw@x 1'])).toHaveLength(1);
  });
});
