import { priceFixedPackage, type Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import type { ResellerEvent } from '../events/events.service.js';

type Row = { id: number; amount: number; info: string };
type Notice = { title: string; body: string };

/**
 * Auto-renew per service (decision 114, docs/product/integrations.md#auto-renew): a stopped service set to renew is
 * renewed once from its owner's balance at their price, even by two instances at once; without the balance nothing is
 * taken and the reseller is told once per stop.
 */
describe.each(DIALECTS)('auto-renew on %s', (dialect) => {
  let t: TestApp;
  const told: ResellerEvent[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.app.services.events.addSink({
      listening: async (_trx, userIds) => userIds,
      accept: async (_trx, events) => {
        told.push(...events);
      },
    });
  });
  afterAll(() => t.close());

  const setAutoRenew = (token: string, serviceId: number, enabled: boolean) =>
    t.request<Service & { message: string }>('POST', '/api/services/auto-renew', {
      token,
      body: { service_id: serviceId, enabled },
    });
  const listed = async (token: string, id: number) =>
    (await t.request<{ data: Service[] }>('GET', `/api/services?search=${id}`, { token })).body.data.find(
      (s) => s.id === id,
    );
  const ledger = async (token: string) =>
    (await t.request<{ data: Row[] }>('GET', '/api/transactions/my', { token })).body.data;
  const notices = async (token: string) =>
    (await t.request<Notice[]>('GET', '/api/notifications/my', { token })).body.filter((n) =>
      n.title.includes('تمدید خودکار'),
    );
  /** The period ended a day ago; the usage pass stamps it stopped, as the worker's does. */
  const expire = async (...ids: number[]) => {
    for (const id of ids) await simulateUsage(t, id, { startedDaysAgo: 31, usedGb: 2, days: 30 });
    await t.app.services.usage.collectUsage();
  };
  const pass = () => t.app.services.services.autoRenew();
  const toldOf = (type: ResellerEvent['type'], id: number) =>
    told.filter((e) => e.type === type && 'service' in e.data && e.data.service.id === id);

  it('an expired service set to renew is renewed once at the reseller’s price, with one automatic ledger row', async () => {
    const r = await freshReseller(t, 1_000_000, { discount: 80 });
    const s = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    const on = await setAutoRenew(r.token, s.id, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: s.id, auto_renew: true });
    expect((await listed(r.token, s.id))?.auto_renew).toBe(true);

    await expire(s.id);
    expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 2 });
    const before = await balanceOf(t, r.id);
    await pass();
    await pass();

    const price = priceFixedPackage(150_000, 80);
    expect(price).toBe(120_000);
    expect(await balanceOf(t, r.id)).toBe(before - price);
    const automatic = (await ledger(r.token)).filter(
      (row) => row.info.includes(`#${s.id}`) && row.info.includes('تمدید'),
    );
    expect(automatic).toEqual([
      expect.objectContaining({ amount: -price, info: `تمدید خودکار سرویس #${s.id} با یک ماهه ۳۰ گیگ` }),
    ]);
    expect(await listed(r.token, s.id)).toMatchObject({
      statuscode: 4,
      expired_at: null,
      remainDays: 30,
      transfer_totalgb: 0,
      auto_renew: true,
    });
    expect(toldOf('service.renewed', s.id)).toEqual([
      expect.objectContaining({
        userId: r.id,
        data: expect.objectContaining({
          price,
          automatic: true,
          service: expect.objectContaining({ auto_renew: true }),
        }),
      }),
    ]);
  });

  it('two instances running the pass at once renew each service once and debit it once', async () => {
    const r = await freshReseller(t, 2_000_000);
    const bought = [
      await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ'),
      await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ'),
      await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ'),
    ];
    for (const s of bought) await setAutoRenew(r.token, s.id, true);
    await expire(...bought.map((s) => s.id));
    const before = await balanceOf(t, r.id);
    const second = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false });
    try {
      second.clock.offsetMs = t.clock.offsetMs;
      await Promise.all([pass(), second.app.services.services.autoRenew(), pass()]);
    } finally {
      await second.close();
    }
    expect(await balanceOf(t, r.id)).toBe(before - 150_000 - 150_000 - 220_000);
    const rows = (await ledger(r.token)).filter((row) => row.info.startsWith('تمدید خودکار'));
    const renewedIds = rows.map((row) => Number(/#(\d+) /.exec(row.info)?.[1]));
    expect(renewedIds.sort((a, b) => a - b)).toEqual(bought.map((s) => s.id));
    for (const s of bought) expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 4 });
  });

  it('a RADIUS service that ran out of traffic is renewed by the pass after the usage stopped it', async () => {
    const r = await freshReseller(t, 1_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN');
    await setAutoRenew(r.token, s.id, true);
    // 51 GiB in one session, as FreeRADIUS records it: the usage pass counts it and stops the service.
    await t.db
      .insertInto('radacct')
      .values({
        acctsessionid: `ar-${s.id}`,
        acctuniqueid: `ar-${s.id}`,
        username: s.email,
        nasipaddress: '127.0.0.1',
        acctoutputoctets: 51 * 2 ** 30,
      })
      .execute();
    await t.app.services.usage.collectUsage();
    expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 3 });
    const before = await balanceOf(t, r.id);
    await pass();
    expect(await balanceOf(t, r.id)).toBe(before - 180_000);
    expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 4, transfer_totalgb: 0, expired_at: null });
    // The session's octets were counted before the renewal: the next pass adds nothing to the new period.
    await t.app.services.usage.collectUsage();
    await pass();
    expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 4, transfer_totalgb: 0 });
    expect(await balanceOf(t, r.id)).toBe(before - 180_000);
  });

  it('without the balance nothing is taken and the reseller is told once; a top-up renews it on the next pass', async () => {
    const r = await freshReseller(t, 150_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    await setAutoRenew(r.token, s.id, true);
    await expire(s.id);
    expect(await balanceOf(t, r.id)).toBe(0);
    for (let i = 0; i < 3; i++) await pass();

    expect(await balanceOf(t, r.id)).toBe(0);
    expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 2 });
    const [notice, ...more] = await notices(r.token);
    expect(more).toEqual([]);
    expect(notice?.body).toContain(`تمدید خودکار سرویس ${s.userservice.username} انجام نشد: موجودی کافی نیست`);
    expect(toldOf('service.renewal_failed', s.id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reason: 'balance', price: 150_000, balance: 0 }) }),
    ]);

    await t.request('POST', `/api/admin/users/${r.id}/balance`, {
      token: r.adminToken,
      body: { amount: 200_000, info: 'شارژ آزمایشی' },
    });
    await pass();
    expect(await balanceOf(t, r.id)).toBe(50_000);
    expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 4 });

    // A new stop without the balance is told of again, once.
    await expire(s.id);
    await pass();
    await pass();
    expect(await notices(r.token)).toHaveLength(2);
    expect(await balanceOf(t, r.id)).toBe(50_000);
  });

  it('a package no longer sold is not renewed, and the reseller is told why', async () => {
    const r = await freshReseller(t, 1_000_000);
    const made = await t.request<{ id: number }>('POST', '/api/admin/packages', {
      token: r.adminToken,
      body: {
        packagegroup_id: 1,
        name: 'دو ماهه آزمایشی',
        price: 200_000,
        days: 60,
        traffic_gb: 80,
        is_v2ray: true,
        is_radius: false,
      },
    });
    expect(made.status).toBe(200);
    const [s] = (
      await t.request<Service[]>('POST', '/api/services', {
        token: r.token,
        body: { package_id: made.body.id, servicewithoutphone: true },
      })
    ).body;
    if (!s) throw new Error('no service');
    await t.request('PUT', `/api/admin/packages/${made.body.id}`, { token: r.adminToken, body: { active: false } });
    await setAutoRenew(r.token, s.id, true);
    await expire(s.id);
    const before = await balanceOf(t, r.id);
    await pass();
    await pass();
    expect(await balanceOf(t, r.id)).toBe(before);
    expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 2 });
    const [notice, ...more] = await notices(r.token);
    expect(more).toEqual([]);
    expect(notice?.body).toContain('بسته‌ی آن دیگر فروخته نمی‌شود');
    expect(toldOf('service.renewal_failed', s.id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reason: 'package' }) }),
    ]);
  });

  it('a service turned off again is not renewed; a manual renewal and a delete are told of too', async () => {
    const r = await freshReseller(t, 1_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    await setAutoRenew(r.token, s.id, true);
    const off = await setAutoRenew(r.token, s.id, false);
    expect(off.body.auto_renew).toBe(false);
    await expire(s.id);
    const before = await balanceOf(t, r.id);
    await pass();
    expect(await balanceOf(t, r.id)).toBe(before);
    expect(await listed(r.token, s.id)).toMatchObject({ statuscode: 2, auto_renew: false });

    const manual = await t.request('POST', '/api/services/charge', {
      token: r.token,
      body: { service_id: s.id, package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ') },
    });
    expect(manual.status).toBe(200);
    expect(toldOf('service.renewed', s.id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ automatic: false, price: 150_000 }) }),
    ]);

    const fresh = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    const deleted = await t.request('DELETE', `/api/services/${fresh.id}`, { token: r.token });
    expect(deleted.status).toBe(200);
    expect(toldOf('service.deleted', fresh.id)).toEqual([
      expect.objectContaining({ userId: r.id, data: expect.objectContaining({ refund: 150_000 }) }),
    ]);
  });

  it('another reseller cannot turn it on (the same 404 as a missing service), and bad input is refused in Persian', async () => {
    const r = await freshReseller(t, 500_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    const other = await freshReseller(t, 0);
    const theirs = await setAutoRenew(other.token, s.id, true);
    const missing = await setAutoRenew(other.token, 99_999_999, true);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect((await listed(r.token, s.id))?.auto_renew).toBe(false);

    const bad = await t.request<{ message: string; errors: string[] }>('POST', '/api/services/auto-renew', {
      token: r.token,
      body: { service_id: s.id, enabled: 'بله' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['تمدید خودکار باید روشن یا خاموش باشد']);
  });
});
