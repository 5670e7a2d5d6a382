import {
  EventDataSchemas,
  type PaymentConfig,
  type Product,
  type ResellerEventType,
  type Service,
} from '@pishkhan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeZarinpal, startFakeZarinpal, zarinpalEnv } from '../../test/fakes/zarinpal-fake.js';
import {
  balanceOf,
  buyOne,
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  simulateUsage,
  type TestApp,
} from '../../test/helpers.js';
import type { EventSink } from './events.service.js';

const GIB = 1_073_741_824;
const DAY_S = 86_400;

/**
 * Events are written by the sinks in the transaction of the change (decision 113): the test's sink writes them into a
 * table of its own in that transaction, as the webhook and Telegram outboxes do, so what rolls back is not recorded.
 */
let recorded = 0;
const recordingSink: EventSink = {
  listening: async (_trx, userIds) => userIds,
  async accept(trx, events) {
    for (const e of events) {
      recorded += 1;
      await sql`insert into recorded_events (seq, type, user_id, data) values (${recorded}, ${e.type}, ${e.userId}, ${JSON.stringify(e.data)})`.execute(
        trx,
      );
    }
  },
};

describe.each(DIALECTS)('reseller events (%s)', (dialect) => {
  let t: TestApp;
  let zp: FakeZarinpal;

  beforeAll(async () => {
    zp = await startFakeZarinpal();
    t = await createTestApp(dialect, { env: zarinpalEnv(zp) });
    await sql`create table recorded_events (seq integer not null, type varchar(40) not null, user_id integer not null, data text not null)`.execute(
      t.db,
    );
    t.app.services.events.addSink(recordingSink);
  });
  afterAll(async () => {
    await t?.close();
    await zp?.close();
  });

  /** The events of `type` told to `userId`, oldest first, each checked against its contract schema. */
  async function told<T extends ResellerEventType>(type: T, userId: number) {
    const { rows } = await sql<{ data: string }>`
      select data from recorded_events where type = ${type} and user_id = ${userId} order by seq`.execute(t.db);
    return rows.map(
      (r) => EventDataSchemas[type].parse(JSON.parse(r.data)) as ReturnType<(typeof EventDataSchemas)[T]['parse']>,
    );
  }
  const settings = (token: string, body: Record<string, unknown>) =>
    t.request<Record<string, unknown>>('PUT', '/api/notices/settings', { token, body });

  it('a purchase tells service.created with what was paid; a batch one per service; a refused one nothing', async () => {
    const r = await freshReseller(t, 2_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    const price = 2_000_000 - (await balanceOf(t, r.id));
    expect(price).toBeGreaterThan(0);
    expect(await told('service.created', r.id)).toEqual([
      {
        service: expect.objectContaining({
          id: s.id,
          username: s.userservice.username,
          package_name: 'یک ماهه ۳۰ گیگ',
          is_v2ray: true,
          expire_in: null,
          traffic_gb: 30,
          used_gb: 0,
        }),
        price,
      },
    ]);

    const batch = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), batch: true, count: 3 },
    });
    expect(batch.status).toBe(200);
    const created = await told('service.created', r.id);
    expect(created.map((e) => e.service.id).sort()).toEqual([s.id, ...batch.body.map((b) => b.id)].sort());
    expect(created.every((e) => e.price === price)).toBe(true);

    const poor = await freshReseller(t, 1_000);
    const refused = await t.request('POST', '/api/services', {
      token: poor.token,
      body: { package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), servicewithoutphone: true },
    });
    expect(refused.status).toBe(422);
    expect(await told('service.created', poor.id)).toEqual([]);
    expect(await told('balance.low', poor.id)).toEqual([]);
  });

  it('a top-up tells topup.credited with its method: the admin’s charge and a gift card', async () => {
    const r = await freshReseller(t, 300_000);
    const [card] = (
      await t.request<Array<{ serial: string }>>('POST', '/api/admin/giftcards', {
        token: r.adminToken,
        body: { amount: 70_000, count: 1, label: 'رویداد' },
      })
    ).body;
    const used = await t.request('POST', '/api/giftcards/use', { token: r.token, body: { serial: card?.serial } });
    expect(used.status).toBe(200);
    expect(await told('topup.credited', r.id)).toEqual([
      { amount: 300_000, balance: 300_000, method: 'admin' },
      { amount: 70_000, balance: 370_000, method: 'giftcard' },
    ]);
  });

  it('balance.low is told when a debit crosses the threshold, not again while below, again after a top-up', async () => {
    const r = await freshReseller(t, 2_000_000);
    await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    const b1 = await balanceOf(t, r.id);
    const price = 2_000_000 - b1;
    // Off by default: the first purchase told nothing.
    expect(await told('balance.low', r.id)).toEqual([]);
    const threshold = b1 - Math.floor(price / 2);
    expect((await settings(r.token, { expiring_days: 3, expiring_traffic_gb: 1, balance_low: threshold })).status).toBe(
      200,
    );
    await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    expect(await told('balance.low', r.id)).toEqual([{ balance: b1 - price, threshold }]);

    const [card] = (
      await t.request<Array<{ serial: string }>>('POST', '/api/admin/giftcards', {
        token: r.adminToken,
        body: { amount: 2 * price, count: 1 },
      })
    ).body;
    await t.request('POST', '/api/giftcards/use', { token: r.token, body: { serial: card?.serial } });
    await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    expect(await told('balance.low', r.id)).toEqual([
      { balance: b1 - price, threshold },
      { balance: b1 - price, threshold },
    ]);
  });

  it('RADIUS usage tells service.expiring once at the GB threshold, then service.finished at the limit', async () => {
    const r = await freshReseller(t, 5_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN');
    const session = `ev-${s.id}`;
    await t.db
      .insertInto('radacct')
      .values({
        acctsessionid: session,
        acctuniqueid: session,
        username: s.email,
        nasipaddress: '127.0.0.1',
        acctoutputoctets: Math.round(49.5 * GIB),
      })
      .execute();
    await t.app.services.usage.collectUsage();
    const octets = (n: number) =>
      t.db.updateTable('radacct').set({ acctoutputoctets: n }).where('acctuniqueid', '=', session).execute();
    await octets(Math.round(49.6 * GIB));
    await t.app.services.usage.collectUsage();
    const expiring = await told('service.expiring', r.id);
    expect(expiring).toEqual([
      expect.objectContaining({
        reason: 'traffic',
        traffic_left_gb: 0.5,
        service: expect.objectContaining({ id: s.id }),
      }),
    ]);
    expect(await told('service.finished', r.id)).toEqual([]);

    await octets(50 * GIB + 1);
    await t.app.services.usage.collectUsage();
    expect(await told('service.finished', r.id)).toEqual([
      { service: expect.objectContaining({ id: s.id, used_gb: 50 }), reason: 'traffic' },
    ]);
    expect(await told('service.expiring', r.id)).toHaveLength(1);
  });

  it('service.expiring by days is told once with two instances scanning, again for a renewed period; expiry finishes it', async () => {
    const r = await freshReseller(t, 5_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    await simulateUsage(t, s.id, { startedDaysAgo: 28, usedGb: 1 });
    const second = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false });
    try {
      second.app.services.events.addSink(recordingSink);
      const scanBoth = () =>
        Promise.all([t.app.services.events.scanExpiring(), second.app.services.events.scanExpiring()]);
      await scanBoth();
      await scanBoth();
      const first = await told('service.expiring', r.id);
      expect(first).toEqual([
        expect.objectContaining({ reason: 'days', days_left: 2, service: expect.objectContaining({ id: s.id }) }),
      ]);

      // Renewed: 32 days left, past the 3-day threshold; a reseller who wants 60 days' notice hears of the new period.
      const renewed = await t.request('POST', '/api/services/charge', {
        token: r.token,
        body: { service_id: s.id, package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), mode: 'add' },
      });
      expect(renewed.status).toBe(200);
      await scanBoth();
      expect(await told('service.expiring', r.id)).toHaveLength(1);
      await settings(r.token, { expiring_days: 60, expiring_traffic_gb: 1, balance_low: 0 });
      await scanBoth();
      const again = await told('service.expiring', r.id);
      expect(again).toHaveLength(2);
      expect(again[1]).toMatchObject({ reason: 'days', days_left: 32 });
      expect(again[1]?.service.expire_in).not.toBe(first[0]?.service.expire_in);
    } finally {
      await second.close();
    }

    const other = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    await simulateUsage(t, other.id, { startedDaysAgo: 29, usedGb: 1 });
    t.clock.advance(2 * DAY_S);
    try {
      await t.app.services.usage.collectUsage();
      expect(await told('service.finished', r.id)).toEqual([
        { service: expect.objectContaining({ id: other.id }), reason: 'expired' },
      ]);
    } finally {
      t.clock.advance(-2 * DAY_S);
    }
  });

  it('a store order paid through Zarinpal tells order.paid once, however often the callback comes', async () => {
    const r = await freshReseller(t, 1_000_000, { storeenable: true });
    const methods = await t.request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', {
      token: r.token,
    });
    const config = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
      token: r.token,
      body: {
        payment_method_id: methods.body.find((m) => m.code === 'zarinpal')?.id,
        active: true,
        order: 1,
        changepercent: 100,
        items: [{ name: 'merchant_id', value: zp.merchantId }],
      },
    });
    const product = await t.request<Product>('POST', '/api/products', {
      token: r.token,
      body: { name: 'اشتراک یک‌ماهه', price: 250_000, package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ') },
    });
    const started = await t.request<{ order: string; redirect: string }>(
      'POST',
      `/api/shop/p/${product.body.link.split('/buy/')[1]}`,
      { body: { contact: '09123456780', method_id: config.body.id } },
    );
    const back = new URL(zp.pay(started.body.redirect.split('/').pop() ?? ''));
    for (let i = 0; i < 3; i++) await t.request('GET', `${back.pathname}${back.search}`);
    const paid = await told('order.paid', r.id);
    expect(paid).toEqual([
      {
        order: expect.objectContaining({
          amount: 250_000,
          product: 'اشتراک یک‌ماهه',
          customer: { mobile: '09123456780', name: '' },
        }),
        service_id: null,
      },
    ]);
    expect(await told('service.created', r.id)).toHaveLength(1);
  });

  it('a device over the limit tells device.refused once a day per device', async () => {
    const r = await freshReseller(t, 1_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    const limits = await t.request('POST', '/api/services/limits', {
      token: r.token,
      body: { service_id: s.id, device_limit: 1, simultaneous_limit: s.simultaneous_limit },
    });
    expect(limits.status).toBe(200);
    const token = s.subscription_url.slice(s.subscription_url.lastIndexOf('/') + 1);
    const fetchAs = (hwid: string, model: string) =>
      t.app.inject({
        method: 'GET',
        url: `/sub/${token}?format=links`,
        headers: {
          'user-agent': 'Happ/1.9.1',
          'x-hwid': hwid,
          'x-device-os': 'Android',
          'x-ver-os': '14',
          'x-device-model': model,
        },
      });
    await fetchAs('hwid-events-aaaa1', 'Pixel 7');
    await Promise.all([fetchAs('hwid-events-bbbb2', 'Pixel 8'), fetchAs('hwid-events-bbbb2', 'Pixel 8')]);
    await fetchAs('hwid-events-bbbb2', 'Pixel 8');
    await fetchAs('hwid-events-cccc3', 'Galaxy S24');
    const refused = await told('device.refused', r.id);
    expect(refused).toEqual([
      {
        service: expect.objectContaining({ id: s.id }),
        device: { os: 'Android', model: 'Pixel 8', app: 'Happ/1.9.1' },
        limit: 1,
      },
      {
        service: expect.objectContaining({ id: s.id }),
        device: { os: 'Android', model: 'Galaxy S24', app: 'Happ/1.9.1' },
        limit: 1,
      },
    ]);
    // The next day the same device is told of again.
    t.clock.advance(DAY_S);
    try {
      await fetchAs('hwid-events-bbbb2', 'Pixel 8');
      expect(await told('device.refused', r.id)).toHaveLength(3);
    } finally {
      t.clock.advance(-DAY_S);
    }
  });

  it('the thresholds: defaults, saved, and Persian 422s out of range', async () => {
    const r = await freshReseller(t, 0);
    const got = await t.request('GET', '/api/notices/settings', { token: r.token });
    expect(got.body).toEqual({ expiring_days: 3, expiring_traffic_gb: 1, balance_low: 0 });
    const saved = await settings(r.token, { expiring_days: 7, expiring_traffic_gb: 2.5, balance_low: 100_000 });
    expect(saved.status).toBe(200);
    expect((await t.request('GET', '/api/notices/settings', { token: r.token })).body).toEqual({
      expiring_days: 7,
      expiring_traffic_gb: 2.5,
      balance_low: 100_000,
    });
    const bad = await settings(r.token, { expiring_days: 61, expiring_traffic_gb: 1.234, balance_low: 1.5 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      'تعداد روز حداکثر ۶۰ است',
      'حجم حداکثر دو رقم اعشار دارد',
      'موجودی باید عدد صحیح باشد',
    ]);
    const high = await settings(r.token, { expiring_days: -1, expiring_traffic_gb: 1001, balance_low: 1_000_000_001 });
    expect(high.status).toBe(422);
    expect(high.body.errors).toEqual([
      'تعداد روز نمی‌تواند منفی باشد',
      'حجم حداکثر ۱۰۰۰ گیگابایت است',
      'موجودی حداکثر ۱٬۰۰۰٬۰۰۰٬۰۰۰ تومان است',
    ]);
    expect((await t.request('GET', '/api/notices/settings', { token: r.token })).body).toMatchObject({
      expiring_days: 7,
    });
    expect((await t.request('GET', '/api/notices/settings')).status).toBe(401);
  });
});
