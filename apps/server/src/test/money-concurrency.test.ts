import { ERRORS, type GiftCard, type PaymentConfig, type Product, type Service } from '@pishkhan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cryptomusEnv, type FakeCryptomus, startFakeCryptomus } from './fakes/cryptomus-fake.js';
import { type FakeZarinpal, startFakeZarinpal, zarinpalEnv } from './fakes/zarinpal-fake.js';
import {
  balanceOf,
  createTestApp,
  demoPackageId,
  freshReseller,
  injectWebhook,
  REDIS_URL,
  type TestApp,
  type TestDialect,
} from './helpers.js';
import { moneyInvariants } from './invariants.js';

const CRYPTOMUS_IP = '91.227.144.54';
/** How many times the crypto fake delivers each webhook at once, spread over the instances. */
const WEBHOOK_COPIES = 100;
const PRICE = 150_000; // 'یک ماهه ۳۰ گیگ' at the default discount of 100
const SETUPS: Array<{ name: string; dialect: TestDialect; instances: number }> = [
  { name: 'SQLite, one instance', dialect: 'sqlite', instances: 1 },
  { name: 'PostgreSQL, two instances sharing Redis', dialect: 'postgres', instances: 2 },
];

/** docs/RELIABILITY.md#money-under-concurrency; every request alternates between the instances. */
describe.each(SETUPS)('money under concurrency: $name', ({ dialect, instances }) => {
  const apps: TestApp[] = [];
  let zp: FakeZarinpal;
  let cm: FakeCryptomus;
  let packageId: number;
  let cryptoGroup: number;
  let webhookAnswers: Array<{ status: number; answer: string }> = [];
  const t = () => apps[0] as TestApp;
  const on = (i: number) => apps[i % apps.length] as TestApp;

  beforeAll(async () => {
    zp = await startFakeZarinpal();
    cm = await startFakeCryptomus({
      deliver: async (url, rawBody) => {
        const copies = Array.from({ length: WEBHOOK_COPIES }, (_, i) => injectWebhook(() => on(i), CRYPTOMUS_IP));
        webhookAnswers = await Promise.all(copies.map((deliver) => deliver(url, rawBody)));
        return (
          webhookAnswers.find((a) => a.status !== 200) ?? (webhookAnswers[0] as { status: number; answer: string })
        );
      },
    });
    const env = {
      ...zarinpalEnv(zp),
      ...cryptomusEnv(cm),
      CRYPTOMUS_WEBHOOK_IPS: CRYPTOMUS_IP,
      ...(instances > 1 ? { REDIS_URL } : {}),
    };
    apps.push(await createTestApp(dialect, { env }));
    while (apps.length < instances) apps.push(await createTestApp(dialect, { env, databaseEnv: t().databaseEnv }));
    packageId = await demoPackageId(t(), 'یک ماهه ۳۰ گیگ');
    const admin = (await freshReseller(t(), 0)).adminToken;
    const group = await t().request<{ id: number }>('POST', '/api/admin/paygroups', {
      token: admin,
      body: { name: 'رمزارز', has_crypto: true, crypto_charge_rate: 100 },
    });
    cryptoGroup = group.body.id;
    await t().request('PUT', '/api/admin/rates', { token: admin, body: { usd_price: 60_000 } });
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await zp?.close();
    await cm?.close();
  });
  afterEach(async () => {
    expect(await moneyInvariants(t())).toEqual([]);
  });

  const buy = (i: number, token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    on(i).request<Service[]>('POST', '/api/services', { token, body, ...(headers ? { headers } : {}) });
  const count = async (table: 'services' | 'service_groups' | 'provisioning_jobs', ownerId: number) => {
    if (table !== 'provisioning_jobs') {
      return (await t().db.selectFrom(table).select('id').where('owner_id', '=', ownerId).execute()).length;
    }
    const jobs = await t()
      .db.selectFrom('provisioning_jobs')
      .innerJoin('services', 'services.id', 'provisioning_jobs.service_id')
      .select('provisioning_jobs.id')
      .where('services.owner_id', '=', ownerId)
      .execute();
    return jobs.length;
  };
  const debitsOf = async (userId: number) =>
    (
      await t()
        .db.selectFrom('transactions')
        .select('amount')
        .where('user_id', '=', userId)
        .where('type', '=', 4)
        .execute()
    ).map((r) => Number(r.amount));
  const statuses = (replies: Array<{ status: number }>) => {
    const tally: Record<number, number> = {};
    for (const r of replies) tally[r.status] = (tally[r.status] ?? 0) + 1;
    return tally;
  };

  it('200 concurrent purchases on a balance that covers 50: 50 succeed, 150 Persian 422s, no 5xx, balance 0', async () => {
    const r = await freshReseller(t(), 50 * PRICE);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => buy(i, r.token, { package_id: packageId, servicewithoutphone: true })),
    );
    expect(statuses(replies)).toEqual({ 200: 50, 422: 150 });
    for (const x of replies.filter((x) => x.status !== 200)) {
      expect(x.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: ERRORS.INSUFFICIENT_BALANCE.message });
    }
    expect(await balanceOf(t(), r.id)).toBe(0);
    expect(await count('services', r.id)).toBe(50);
    expect(await debitsOf(r.id)).toEqual(Array(50).fill(-PRICE));
  });

  it('a batch 1 Toman short creates nothing and charges nothing, while another batch races it', async () => {
    const r = await freshReseller(t(), 50 * PRICE - 1);
    const [short, fits] = await Promise.all([
      buy(0, r.token, { package_id: packageId, batch: true, count: 50 }),
      buy(1, r.token, { package_id: packageId, batch: true, count: 10 }),
    ]);
    expect(fits?.status).toBe(200);
    expect(short?.status).toBe(422);
    expect(short?.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: ERRORS.INSUFFICIENT_BALANCE.message });
    expect(await balanceOf(t(), r.id)).toBe(40 * PRICE - 1);
    expect(await count('services', r.id)).toBe(10);
    expect(await count('service_groups', r.id)).toBe(1);
    expect(await count('provisioning_jobs', r.id)).toBe(10);

    const alone = await buy(1, r.token, { package_id: packageId, batch: true, count: 40 });
    expect(alone.status).toBe(422);
    expect(await balanceOf(t(), r.id)).toBe(40 * PRICE - 1);
    expect(await count('services', r.id)).toBe(10);
  });

  it('Idempotency-Key: 10 retries move money once and answer the same; the replays say so', async () => {
    const r = await freshReseller(t(), 10 * PRICE);
    const headers = { 'idempotency-key': `retry-${r.id}` };
    const body = { package_id: packageId, servicewithoutphone: true };
    const replies: Awaited<ReturnType<typeof buy>>[] = [];
    for (let i = 0; i < 10; i++) replies.push(await buy(i, r.token, body, headers));
    expect(statuses(replies)).toEqual({ 200: 10 });
    for (const x of replies) expect(x.body).toEqual(replies[0]?.body);
    expect(replies.map((x) => x.headers['idempotent-replayed'])).toEqual([undefined, ...Array(9).fill('true')]);
    expect(await debitsOf(r.id)).toEqual([-PRICE]);
    expect(await count('services', r.id)).toBe(1);
  });

  it('Idempotency-Key: 20 concurrent duplicates move money once and answer the same', async () => {
    const r = await freshReseller(t(), 10 * PRICE);
    const headers = { 'idempotency-key': `burst-${r.id}` };
    const body = { package_id: packageId, batch: true, count: 3 };
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => buy(i, r.token, body, headers)));
    expect(statuses(replies)).toEqual({ 200: 20 });
    for (const x of replies) expect(x.body).toEqual(replies[0]?.body);
    expect(replies.filter((x) => x.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await debitsOf(r.id)).toEqual([-3 * PRICE]);
    expect(await count('services', r.id)).toBe(3);
  });

  it('Idempotency-Key: the same key with another body is refused in Persian and moves nothing', async () => {
    const r = await freshReseller(t(), 10 * PRICE);
    const headers = { 'idempotency-key': `reuse-${r.id}` };
    const first = await buy(0, r.token, { package_id: packageId, servicewithoutphone: true }, headers);
    expect(first.status).toBe(200);
    const other = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        buy(i, r.token, { package_id: packageId, batch: true, count: 2 + (i % 3) }, headers),
      ),
    );
    for (const x of other) {
      expect(x.status).toBe(422);
      expect(x.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: ERRORS.IDEMPOTENCY_KEY_REUSED.message });
    }
    expect(await debitsOf(r.id)).toEqual([-PRICE]);
    expect(await balanceOf(t(), r.id)).toBe(9 * PRICE);
  });

  it('20 concurrent deletes of one unused service refund it once', async () => {
    const r = await freshReseller(t(), PRICE);
    const [service] = (await buy(0, r.token, { package_id: packageId, servicewithoutphone: true })).body;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => on(i).request('DELETE', `/api/services/${service?.id}`, { token: r.token })),
    );
    expect(statuses(replies)).toEqual({ 200: 1, 404: 19 });
    expect(await balanceOf(t(), r.id)).toBe(PRICE);
  });

  it('renewals racing the delete of their service: every Toman is either kept by a live service or refunded', async () => {
    const r = await freshReseller(t(), 20 * PRICE);
    const [service] = (await buy(0, r.token, { package_id: packageId, servicewithoutphone: true })).body;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i === 5
          ? on(i).request('DELETE', `/api/services/${service?.id}`, { token: r.token })
          : on(i).request('POST', '/api/services/charge', {
              token: r.token,
              body: { service_id: service?.id, package_id: packageId },
            }),
      ),
    );
    expect(replies.every((x) => x.status < 500)).toBe(true);
    const renewed = replies.filter((x, i) => i !== 5 && x.status === 200).length;
    const deleted = replies[5]?.status === 200;
    expect(deleted).toBe(true);
    // Renewals after the delete answer 404 and charge nothing; the delete refunds the last renewal before it.
    expect(await balanceOf(t(), r.id)).toBe(20 * PRICE - (1 + renewed) * PRICE + PRICE);
    const rows = await t()
      .db.selectFrom('transactions')
      .select('type')
      .where('ref_type', '=', 'service')
      .where('ref_id', '=', service?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(rows.map((x) => x.type)).toEqual([...Array(1 + renewed).fill(4), 5]);
  });

  it('100 concurrent redemptions of one gift card by two resellers: one credit', async () => {
    const admin = (await freshReseller(t(), 0)).adminToken;
    const made = await t().request<GiftCard[]>('POST', '/api/admin/giftcards', {
      token: admin,
      body: { amount: 75_000, count: 1, label: 'همزمانی' },
    });
    const serial = made.body[0]?.serial;
    const a = await freshReseller(t(), 0);
    const b = await freshReseller(t(), 0);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        on(i).request('POST', '/api/giftcards/use', { token: i % 4 < 2 ? a.token : b.token, body: { serial } }),
      ),
    );
    // One credit; every other reply is «used» (422) or, beyond ten tries in flight per reseller, «too many tries».
    const s = statuses(replies);
    expect(s[200]).toBe(1);
    expect((s[422] ?? 0) + (s[429] ?? 0)).toBe(99);
    expect((await balanceOf(t(), a.id)) + (await balanceOf(t(), b.id))).toBe(75_000);
  });

  /** A reseller's store with one gateway and one product, and an order started on it by a customer. */
  async function storeOrder(code: 'zarinpal' | 'card', items: Array<{ name: string; value: string }>) {
    const r = await freshReseller(t(), 1_000_000, { storeenable: true });
    const methods = await t().request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', {
      token: r.token,
    });
    const config = await t().request<PaymentConfig>('POST', '/api/paymentmethods', {
      token: r.token,
      body: {
        payment_method_id: methods.body.find((m) => m.code === code)?.id,
        active: true,
        order: 1,
        changepercent: 100,
        items,
      },
    });
    const product = await t().request<Product>('POST', '/api/products', {
      token: r.token,
      body: { name: 'اشتراک یک‌ماهه', price: 250_000, package_id: packageId },
    });
    const started = await t().request<{ order: string; redirect: string }>(
      'POST',
      `/api/shop/p/${product.body.link.split('/buy/')[1]}`,
      { body: { contact: '09123456789', method_id: config.body.id } },
    );
    return { r, started: started.body };
  }

  it('the same Zarinpal callback 100 times: one payment, one delivery, one debit', async () => {
    const { r, started } = await storeOrder('zarinpal', [{ name: 'merchant_id', value: zp.merchantId }]);
    const back = new URL(zp.pay(started.redirect.split('/').pop() ?? ''));
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => on(i).request('GET', `${back.pathname}${back.search}`)),
    );
    expect(statuses(replies)).toEqual({ 302: 100 });
    const order = await t().request<{ status: number }>('GET', `/api/shop/orders/${started.order}`);
    expect(order.body.status).toBe(2);
    expect(await debitsOf(r.id)).toEqual([-PRICE]);
    expect(await count('services', r.id)).toBe(1);
  });

  it('card to card: 20 concurrent confirms and rejects of one order deliver once or cancel, never both', async () => {
    const { r, started } = await storeOrder('card', [
      { name: 'card_number', value: '6037-9975-1234-5678' },
      { name: 'holder_name', value: 'رضا رضایی' },
    ]);
    await t().request('POST', `/api/shop/orders/${started.order}/card`, { body: { reference: '123456' } });
    const mine = await t().request<{ data: Array<{ id: number }> }>('GET', '/api/shop/myorders', { token: r.token });
    const id = mine.body.data[0]?.id;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        on(i).request('POST', `/api/shop/orders/${id}/${i % 3 === 0 ? 'reject' : 'confirm'}`, { token: r.token }),
      ),
    );
    expect(statuses(replies)).toEqual({ 200: 1, 422: 19 });
    const order = await t().request<{ status: number }>('GET', `/api/shop/orders/${started.order}`);
    expect(await debitsOf(r.id)).toEqual(order.body.status === 2 ? [-PRICE] : []);
    expect(await count('services', r.id)).toBe(order.body.status === 2 ? 1 : 0);
  });

  it(`a crypto webhook arriving ${WEBHOOK_COPIES} times at once, then resent 10 times (${WEBHOOK_COPIES} copies each): one credit`, async () => {
    const r = await freshReseller(t(), 0, { paygroup_id: cryptoGroup });
    const wallet = await t().request<{ wallet: string }>('POST', '/api/cryptomus/wallet', {
      token: r.token,
      body: { currency: 'TRX' },
    });
    const paid = await cm.deposit(wallet.body.wallet, '40');
    expect(statuses(webhookAnswers)).toEqual({ 200: WEBHOOK_COPIES });
    const outcomes = webhookAnswers.map((a) => (JSON.parse(a.answer) as { status: string }).status);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    const replays = await Promise.all(Array.from({ length: 10 }, () => cm.post(wallet.body.wallet, paid.rawBody)));
    expect(statuses(replays)).toEqual({ 200: 10 });
    // 40 TRX x 0.25 USD x 60 000
    expect(await balanceOf(t(), r.id)).toBe(600_000);
    const credits = await t().db.selectFrom('transactions').select('amount').where('user_id', '=', r.id).execute();
    expect(credits.map((c) => Number(c.amount))).toEqual([600_000]);
  });
});
