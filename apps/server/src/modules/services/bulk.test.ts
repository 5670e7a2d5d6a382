import type { BulkPreview, BulkResult, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  ledgerMismatches,
  simulateUsage,
  type TestApp,
} from '../../test/helpers.js';

const V2RAY_30 = 'یک ماهه ۳۰ گیگ'; // 150 000

/** Bulk actions on the services list (decision 099), through HTTP on both databases. */
describe.each(DIALECTS)('bulk service actions on %s', (dialect) => {
  let t: TestApp;
  let v2ray30: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    v2ray30 = await demoPackageId(t, V2RAY_30);
  });
  afterAll(() => t.close());

  const buyMany = async (token: string, count: number) => {
    const res = await t.request<Service[]>('POST', '/api/services', {
      token,
      body: { package_id: v2ray30, servicewithoutphone: true, batch: true, count },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.map((s) => s.id);
  };
  const preview = (token: string, body: Record<string, unknown>) =>
    t.request<BulkPreview & { message?: string; errors?: string[] }>('POST', '/api/services/bulk/preview', {
      token,
      body,
    });
  const bulk = (token: string, body: Record<string, unknown>, key = `bulk-${Math.random()}`) =>
    t.request<BulkResult & { errors?: string[] }>('POST', '/api/services/bulk', {
      token,
      body,
      headers: { 'idempotency-key': key },
    });
  const ledgerRows = (userId: number) =>
    t.db
      .selectFrom('transactions')
      .select(['amount', 'ref_id', 'type'])
      .where('user_id', '=', userId)
      .where('ref_type', '=', 'service')
      .orderBy('id')
      .execute();
  const row = (id: number) => t.db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('renews every picked service with its own package: the preview names count × price, the run charges one ledger row each', async () => {
    const r = await freshReseller(t, 1_000_000);
    const ids = await buyMany(r.token, 3);
    const before = await balanceOf(t, r.id);
    const p = await preview(r.token, { action: 'renew', service_ids: ids });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ action: 'renew', total: 450_000, skipped: [], balance: before });
    expect(p.body.items).toEqual(ids.map((id) => ({ service_id: id, price: 150_000, refund: 0 })));
    // The preview changed nothing.
    expect(await balanceOf(t, r.id)).toBe(before);
    expect(await ledgerRows(r.id)).toEqual([]);

    const res = await bulk(r.token, { action: 'renew', service_ids: ids, expected_total: 450_000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: 'renew', total: 450_000, failed: [], message: '۳ سرویس تمدید شد' });
    expect(await balanceOf(t, r.id)).toBe(before - 450_000);
    const rows = await ledgerRows(r.id);
    expect(rows.map((x) => [Number(x.amount), x.ref_id])).toEqual(ids.map((id) => [-150_000, id]));
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('two identical bulk requests at once charge once and answer alike', async () => {
    const r = await freshReseller(t, 1_000_000);
    const ids = await buyMany(r.token, 2);
    const before = await balanceOf(t, r.id);
    const body = { action: 'renew', service_ids: ids, expected_total: 300_000 };
    const key = `twice-${r.id}`;
    const [a, b] = await Promise.all([bulk(r.token, body, key), bulk(r.token, body, key)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await balanceOf(t, r.id)).toBe(before - 300_000);
    expect(await ledgerRows(r.id)).toHaveLength(2);
    // The same again later is the same answer, not a second renewal.
    const again = await bulk(r.token, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, r.id)).toBe(before - 300_000);
  });

  it('a partial failure says which services were done and which not, and charges only those done', async () => {
    const r = await freshReseller(t, 1_000_000);
    const [full, unused] = await buyMany(r.token, 2);
    if (!full || !unused) throw new Error('two services');
    // 27 of 30 GB used: it may take more traffic; the unused one may not (docs/product/services-and-statuses.md).
    await simulateUsage(t, full, { startedDaysAgo: 5, usedGb: 27 });
    const before = await balanceOf(t, r.id);
    const perGb = (
      await t.request<{ price: number }>('POST', '/api/services/getprice', {
        token: r.token,
        body: { service_id: full },
      })
    ).body.price;
    expect(perGb).toBeGreaterThan(0);
    const p = await preview(r.token, { action: 'add', service_ids: [full, unused], traffic: 10, days: 5 });
    // 10 GB at the GB's price and five days past the expiry, priced as the single change of terms prices them.
    const price = p.body.items[0]?.price ?? 0;
    expect(p.body.items).toEqual([{ service_id: full, price, refund: 0 }]);
    expect(price).toBeGreaterThan(10 * perGb);
    expect(p.body.total).toBe(price);
    expect(p.body.skipped).toEqual([{ service_id: unused, message: 'افزایش ترافیک برای این سرویس ممکن نیست' }]);
    const expiry = new Date((await row(full)).expire_in ?? '').getTime();

    const res = await bulk(r.token, { action: 'add', service_ids: [full, unused], traffic: 10, days: 5 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('۱ سرویس ترافیک افزوده شد؛ ۱ سرویس انجام نشد');
    expect(res.body.done).toEqual([{ service_id: full, price, refund: 0 }]);
    expect(res.body.failed).toEqual([{ service_id: unused, message: 'افزایش ترافیک برای این سرویس ممکن نیست' }]);
    expect(await balanceOf(t, r.id)).toBe(before - price);
    expect((await ledgerRows(r.id)).map((x) => [Number(x.amount), x.ref_id])).toEqual([[-price, full]]);
    const after = await row(full);
    expect(Number(after.traffic_gb)).toBe(40);
    // Five days more, to the end of that day in Tehran.
    expect(new Date(after.expire_in ?? '').getTime() - expiry).toBeGreaterThanOrEqual(5 * 86_400_000);
    expect(Number((await row(unused)).traffic_gb)).toBe(30);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('a short balance refuses the whole request and changes nothing', async () => {
    const r = await freshReseller(t, 450_000);
    const ids = await buyMany(r.token, 3);
    const before = await balanceOf(t, r.id);
    const p = await preview(r.token, { action: 'renew', service_ids: ids });
    expect(p.body).toMatchObject({ total: 450_000, balance: 0 });
    const res = await bulk(r.token, { action: 'renew', service_ids: ids });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('موجودی حساب کافی نیست');
    expect(await balanceOf(t, r.id)).toBe(before);
    expect(await ledgerRows(r.id)).toEqual([]);
  });

  it('a total above the one confirmed refuses the whole request', async () => {
    const r = await freshReseller(t, 1_000_000);
    const ids = await buyMany(r.token, 2);
    const before = await balanceOf(t, r.id);
    const res = await bulk(r.token, { action: 'renew', service_ids: ids, expected_total: 150_000 });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]).toMatch(/از ۱۵۰٬۰۰۰ تومانِ تأییدشده بیشتر است/);
    expect(await balanceOf(t, r.id)).toBe(before);
  });

  it('switches off, marks settled and deletes with a refund per service; another reseller’s service is left alone', async () => {
    const r = await freshReseller(t, 1_000_000);
    const other = await freshReseller(t, 200_000);
    const ids = await buyMany(r.token, 3);
    const [theirs] = await buyMany(other.token, 1);
    if (!theirs) throw new Error('one service');
    const off = await bulk(r.token, { action: 'off', service_ids: [...ids, theirs] });
    expect(off.body.done.map((d) => d.service_id)).toEqual(ids);
    expect(off.body.failed).toEqual([{ service_id: theirs, message: 'این سرویس پیدا نشد یا حذف شده است' }]);
    expect((await row(theirs)).banned).toBe(0);
    for (const id of ids) expect((await row(id)).banned).toBe(1);

    const paid = await bulk(r.token, { action: 'paid', service_ids: ids });
    expect(paid.body.message).toBe('۳ سرویس تسویه شده علامت خورد');
    for (const id of ids) expect((await row(id)).paid).toBe(1);

    const before = await balanceOf(t, r.id);
    const p = await preview(r.token, { action: 'delete', service_ids: ids });
    expect(p.body).toMatchObject({ total: 0, refund_total: 450_000 });
    const del = await bulk(r.token, { action: 'delete', service_ids: ids });
    expect(del.body).toMatchObject({ refund_total: 450_000, failed: [] });
    expect(await balanceOf(t, r.id)).toBe(before + 450_000);
    const refunds = (await ledgerRows(r.id)).filter((x) => Number(x.amount) > 0);
    expect(refunds.map((x) => x.ref_id)).toEqual(ids);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('selects the whole filter: «رو به اتمام» finds the services near their end, at most 500, else a Persian refusal', async () => {
    const r = await freshReseller(t, 1_000_000);
    const [fresh, used, ending, unused] = await buyMany(r.token, 4);
    if (!fresh || !used || !ending || !unused) throw new Error('four services');
    await simulateUsage(t, fresh, { startedDaysAgo: 2, usedGb: 1 }); // ends a day before `used`
    await simulateUsage(t, used, { startedDaysAgo: 1, usedGb: 25 }); // 83 %
    await simulateUsage(t, ending, { startedDaysAgo: 28, usedGb: 2 }); // 2 days left
    const list = await t.request<{ data: Service[] }>('GET', '/api/services?status=5', { token: r.token });
    expect(list.body.data.map((s) => s.id)).toEqual([ending, used]);

    const p = await preview(r.token, { action: 'paid', filter: { status: 5 } });
    expect(p.body.items.map((i) => i.service_id)).toEqual([used, ending]);

    const byExpiry = await t.request<{ data: Service[] }>('GET', '/api/services?sort=expiry', { token: r.token });
    expect(byExpiry.body.data.map((s) => s.id)).toEqual([ending, fresh, used, unused]);
    const byUsage = await t.request<{ data: Service[] }>('GET', '/api/services?sort=usage', { token: r.token });
    expect(byUsage.body.data.map((s) => s.id)).toEqual([used, ending, fresh, unused]);
    const exported = await t.request<{ data: Service[]; last_page: number }>(
      'GET',
      '/api/services/export?status=5&sort=usage',
      { token: r.token },
    );
    expect(exported.body).toMatchObject({ last_page: 1 });
    expect(exported.body.data.map((s) => s.id)).toEqual([used, ending]);

    const many = await bulk(r.token, { action: 'paid', service_ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual(['سرویس‌ها: در هر کار گروهی حداکثر ۵۰۰ سرویس']);
    const both = await preview(r.token, { action: 'paid', service_ids: [fresh], filter: { status: 5 } });
    expect(both.status).toBe(422);
    const none = await preview(r.token, { action: 'paid', filter: { status: 2 } });
    expect(none.body.errors).toEqual(['این فیلتر سرویسی ندارد']);
  });
});
