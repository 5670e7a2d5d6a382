import type { GiftCard, Overview } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';

describe.each(DIALECTS)('admin overview (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const overview = async (token: string) => {
    const res = await t.request<Overview>('GET', '/api/admin/overview', { token });
    expect(res.status).toBe(200);
    return res.body;
  };

  it("counts resellers and live services, and today's sales, refunds and top-ups in Toman", async () => {
    const r = await freshReseller(t, 1_000_000);
    const before = await overview(r.adminToken);
    const pkg = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const bought = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.request<Array<{ id: number }>>('POST', '/api/services', {
        token: r.token,
        body: { package_id: pkg, servicewithoutphone: true },
      });
      bought.push(res.body[0]?.id);
    }
    await t.request('DELETE', `/api/services/${bought[0]}`, { token: r.token });
    const off = await t.request('POST', '/api/services/changestatus', {
      token: r.token,
      body: { service_id: bought[1], banned: true },
    });
    expect(off.status).toBe(200);
    const [card] = (
      await t.request<GiftCard[]>('POST', '/api/admin/giftcards', {
        token: r.adminToken,
        body: { amount: 70_000, count: 1 },
      })
    ).body;
    await t.request('POST', '/api/giftcards/use', { token: r.token, body: { serial: card?.serial } });
    const disabled = await t.request<{ id: number }>('POST', '/api/users', {
      token: r.adminToken,
      body: { name: 'فروشنده غیرفعال', mobile: '09127778899', password: 'reseller-pass', active: false },
    });
    expect(disabled.status).toBe(200);

    const after = await overview(r.adminToken);
    expect(after.resellers.total - before.resellers.total).toBe(1);
    expect(after.resellers.active - before.resellers.active).toBe(0);
    expect(after.services.total - before.services.total).toBe(2);
    expect(after.services.live - before.services.live).toBe(1);
    expect(after.today.sales.toman - before.today.sales.toman).toBe(450_000);
    expect(after.today.sales.count - before.today.sales.count).toBe(3);
    expect(after.today.refunds.toman - before.today.refunds.toman).toBe(150_000);
    expect(after.today.topups.toman - before.today.topups.toman).toBe(70_000);
    expect(after.today.jdate).toMatch(/^14\d\d-\d\d-\d\d$/);
    expect(after.provisioning).toMatchObject({ pending_jobs: expect.any(Number), nodes: expect.any(Array) });
  });

  it('is for admins only', async () => {
    const r = await freshReseller(t, 0);
    expect((await t.request('GET', '/api/admin/overview', { token: r.token })).status).toBe(401);
    expect((await t.request('GET', '/api/admin/overview')).status).toBe(401);
  });
});
