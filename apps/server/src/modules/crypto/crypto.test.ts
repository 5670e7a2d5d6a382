import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptomusEnv, type FakeCryptomus, startFakeCryptomus } from '../../test/fakes/cryptomus-fake.js';
import {
  balanceOf,
  createTestApp,
  DIALECTS,
  freshReseller,
  injectWebhook,
  ledgerMismatches,
  type TestApp,
} from '../../test/helpers.js';

/** Cryptomus's one documented webhook address. */
const CRYPTOMUS_IP = '91.227.144.54';

describe.each(DIALECTS)('crypto top-ups through Cryptomus (%s)', (dialect) => {
  let t: TestApp;
  let fake: FakeCryptomus;
  let cryptoGroup: number;

  beforeAll(async () => {
    fake = await startFakeCryptomus({ deliver: injectWebhook(() => t, CRYPTOMUS_IP) });
    t = await createTestApp(dialect, { env: { ...cryptomusEnv(fake), CRYPTOMUS_WEBHOOK_IPS: CRYPTOMUS_IP } });
    const admin = (await freshReseller(t, 0)).adminToken;
    const group = await t.request<{ id: number }>('POST', '/api/admin/paygroups', {
      token: admin,
      body: { name: 'رمزارز', has_crypto: true, crypto_charge_rate: 110 },
    });
    cryptoGroup = group.body.id;
    await t.request('PUT', '/api/admin/rates', { token: admin, body: { usd_price: 60_000 } });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const cryptoReseller = () => freshReseller(t, 0, { paygroup_id: cryptoGroup });
  const walletOf = async (token: string, currency: 'TRX' | 'TON') => {
    const res = await t.request<{ wallet: string | null; tonwallet: string | null }>('POST', '/api/cryptomus/wallet', {
      token,
      body: { currency },
    });
    expect(res.status).toBe(200);
    const address = currency === 'TRX' ? res.body.wallet : res.body.tonwallet;
    if (!address) throw new Error('no wallet');
    return address;
  };

  it('one static wallet per reseller and currency; asking again returns the same address', async () => {
    const r = await cryptoReseller();
    expect((await t.request('GET', '/api/cryptomus/wallet', { token: r.token })).body).toEqual({
      wallet: null,
      tonwallet: null,
    });
    const trx = await walletOf(r.token, 'TRX');
    expect(trx).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(await walletOf(r.token, 'TRX')).toBe(trx);
    const ton = await walletOf(r.token, 'TON');
    expect((await t.request('GET', '/api/cryptomus/wallet', { token: r.token })).body).toEqual({
      wallet: trx,
      tonwallet: ton,
    });
    const created = fake.wallets().filter((w) => w.address === trx);
    expect(created).toEqual([
      expect.objectContaining({
        currency: 'TRX',
        order_id: `pishkhan-${r.id}-trx`,
        url_callback: 'http://panel.test/api/cryptomus/webhook',
      }),
    ]);
  });

  it('prices: Cryptomus dollar rate x the admin dollar rate, with this reseller credit and the minimum', async () => {
    const r = await cryptoReseller();
    const trx = await t.request('POST', '/api/cryptomus/tronprice', { token: r.token });
    expect(trx.body).toMatchObject({ price: 15_000, rate: 110, credit: 16_500, minimum: 300_000 });
    const ton = await t.request('POST', '/api/cryptomus/tonprice', { token: r.token });
    expect(ton.body).toMatchObject({ price: 312_000, credit: 343_200 });
  });

  it("the admin sees both coins' dollar price and their Toman at the dollar rate; a reseller may not", async () => {
    const r = await cryptoReseller();
    const res = await t.request('GET', '/api/admin/rates/crypto', { token: r.adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { currency: 'TRX', usd: 0.25, toman: 15_000, unavailable: null },
      { currency: 'TON', usd: 5.2, toman: 312_000, unavailable: null },
    ]);
    expect((await t.request('GET', '/api/admin/rates/crypto', { token: r.token })).status).toBe(401);
  });

  it('a confirmed deposit credits once at the current rate times crypto_charge_rate; 100 replays move nothing', async () => {
    const r = await cryptoReseller();
    const address = await walletOf(r.token, 'TRX');
    const paid = await fake.deposit(address, '40.5');
    expect(paid.status).toBe(200);
    expect(JSON.parse(paid.answer)).toEqual({ status: 'credited' });
    // 40.5 TRX x 0.25 USD x 60 000 x 110 / 100
    expect(await balanceOf(t, r.id)).toBe(668_250);
    const replays = await Promise.all(Array.from({ length: 100 }, () => fake.post(address, paid.rawBody)));
    expect(replays.every((x) => x.status === 200)).toBe(true);
    expect(await balanceOf(t, r.id)).toBe(668_250);
    const rows = await t.request<{ data: Array<{ type: number; amount: number; info: string }> }>(
      'GET',
      '/api/transactions/my',
      { token: r.token },
    );
    expect(rows.body.data).toEqual([expect.objectContaining({ type: 1, amount: 668_250 })]);
    expect(rows.body.data[0]?.info).toBe('واریز ترون: 40.5 TRX');
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('forged, tampered, unsigned or misaddressed webhooks move nothing', async () => {
    const r = await cryptoReseller();
    const address = await walletOf(r.token, 'TON');
    const paid = await fake.deposit(address, '1', { status: 'confirm_check', infoStatus: 'confirm_check' });
    expect(JSON.parse(paid.answer)).toEqual({ status: 'unconfirmed' });

    const body = JSON.parse(paid.rawBody) as Record<string, unknown>;
    const { sign: _sign, ...unsigned } = body;
    const paidBody = { ...unsigned, status: 'paid', payment_amount: '1000' };
    const forged = await fake.post(address, fake.sign(paidBody, 'not-the-api-key'));
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.answer).message).toBe('اعلان پرداخت معتبر نیست');
    const tampered = await fake.post(address, paid.rawBody.replace('"payment_amount":"1"', '"payment_amount":"1000"'));
    expect(tampered.status).toBe(400);
    const noSign = await fake.post(address, JSON.stringify(paidBody));
    expect(noSign.status).toBe(400);
    const garbage = await fake.post(address, '{"type":');
    expect(garbage.status).toBe(400);
    // Correctly signed, but the payment Cryptomus knows is still waiting for confirmations.
    const early = await fake.post(address, fake.sign(paidBody));
    expect(JSON.parse(early.answer)).toEqual({ status: 'unconfirmed' });
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/cryptomus/webhook',
      payload: fake.sign(paidBody),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.9',
    });
    expect(stranger.statusCode).toBe(400);
    expect(await balanceOf(t, r.id)).toBe(0);
  });

  it('a signed webhook for a payment Cryptomus does not know credits nothing', async () => {
    const r = await cryptoReseller();
    const address = await walletOf(r.token, 'TRX');
    const wallet = fake.wallets().find((w) => w.address === address);
    const invented = await fake.post(
      address,
      fake.sign({
        type: 'wallet',
        uuid: '0b7d2a3e-1f5c-4a8e-9d6b-2c4e6f8a0b1c',
        order_id: wallet?.order_id,
        status: 'paid',
        is_final: true,
        payment_amount: '999',
        currency: 'TRX',
      }),
    );
    expect(invented.status).toBe(503);
    expect(await balanceOf(t, r.id)).toBe(0);
  });

  it('deposits under the minimum are held and credited together once they reach it', async () => {
    const r = await cryptoReseller();
    const address = await walletOf(r.token, 'TRX');
    // 10 TRX = 16 500 Toman for this reseller: held.
    expect(JSON.parse((await fake.deposit(address, '10')).answer)).toEqual({ status: 'held' });
    expect(await balanceOf(t, r.id)).toBe(0);
    expect(JSON.parse((await fake.deposit(address, '8')).answer)).toEqual({ status: 'held' });
    // 16 more TRX make 34 TRX = 561 000 Toman: all three credited in one deposit row.
    expect(JSON.parse((await fake.deposit(address, '16')).answer)).toEqual({ status: 'credited' });
    expect(await balanceOf(t, r.id)).toBe(561_000);
    const rows = await t.request<{ data: Array<{ amount: number; info: string }> }>('GET', '/api/transactions/my', {
      token: r.token,
    });
    expect(rows.body.data).toEqual([expect.objectContaining({ amount: 561_000, info: 'واریز ترون: 10 + 8 + 16 TRX' })]);
  });

  it('Cryptomus unreachable while confirming: 503 so Cryptomus resends; 100 concurrent resends credit once', async () => {
    const r = await cryptoReseller();
    const address = await walletOf(r.token, 'TON');
    fake.failNext('/v1/payment/info');
    const first = await fake.deposit(address, '1');
    expect(first.status).toBe(503);
    expect(await balanceOf(t, r.id)).toBe(0);
    const resent = await Promise.all(Array.from({ length: 100 }, () => fake.post(address, first.rawBody)));
    const outcomes = resent.map((x) => JSON.parse(x.answer).status);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'credited' && o !== 'duplicate')).toEqual([]);
    expect(await balanceOf(t, r.id)).toBe(343_200);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('resellers without crypto in their pay group get no wallet; bad currency is a Persian 422', async () => {
    const r = await freshReseller(t, 0);
    const res = await t.request('POST', '/api/cryptomus/wallet', { token: r.token, body: { currency: 'TRX' } });
    expect(res.status).toBe(403);
    const c = await cryptoReseller();
    const bad = await t.request('POST', '/api/cryptomus/wallet', { token: c.token, body: { currency: 'BTC' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: ['ارز باید TRX یا TON باشد'] });
  });
});

describe('coin rates without Cryptomus configured', () => {
  it('say why in Persian instead of failing the admin screen', async () => {
    const t = await createTestApp('sqlite');
    try {
      const admin = (await freshReseller(t, 0)).adminToken;
      const res = await t.request<Array<{ currency: string; usd: null; unavailable: string }>>(
        'GET',
        '/api/admin/rates/crypto',
        { token: admin },
      );
      expect(res.status).toBe(200);
      expect(res.body.map((c) => [c.currency, c.usd])).toEqual([
        ['TRX', null],
        ['TON', null],
      ]);
      expect(res.body[0]?.unavailable).toMatch(/درگاه ارز دیجیتال/);
    } finally {
      await t.close();
    }
  });
});
