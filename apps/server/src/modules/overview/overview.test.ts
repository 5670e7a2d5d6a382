import type { GiftCard, Overview } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshMobile,
  freshReseller,
  type TestApp,
} from '../../test/helpers.js';

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
    // The demo has a catalogue and resellers but no node, so the first-run checklist still asks for one.
    expect(after.setup).toEqual({
      nodes: 0,
      package_groups: before.setup.package_groups,
      packages: before.setup.packages,
      resellers: after.resellers.total,
    });
    expect(after.setup.package_groups).toBeGreaterThan(0);
    expect(after.setup.packages).toBeGreaterThan(0);
  });

  it('is for admins only', async () => {
    const r = await freshReseller(t, 0);
    expect((await t.request('GET', '/api/admin/overview', { token: r.token })).status).toBe(401);
    expect((await t.request('GET', '/api/admin/overview')).status).toBe(401);
  });
});

/** A production start has no catalogue: the overview says what is missing, in order, until each exists. */
describe.each(DIALECTS)('admin overview on a database with nothing yet (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    await t.app.services.users.createFirstAdmin({ mobile: '09120000001', password: 'first-admin-pass' });
    admin = await t.login('09120000001', 'first-admin-pass');
  });
  afterAll(() => t.close());

  const setup = async () => {
    const res = await t.request<Overview>('GET', '/api/admin/overview', { token: admin });
    expect(res.status).toBe(200);
    return res.body.setup;
  };

  it('counts nodes, package groups, packages and resellers from none as each is made', async () => {
    expect(await setup()).toEqual({ nodes: 0, package_groups: 0, packages: 0, resellers: 0 });
    const node = await t.request<{ id: number }>('POST', '/api/admin/nodes', {
      token: admin,
      body: {
        name: 'آلمان ۱',
        api_address: '127.0.0.1:10085',
        host: '10.0.0.5',
        inbounds: [{ tag: 'in', protocol: 'vless', port: 443 }],
      },
    });
    expect(node.body).toMatchObject({ id: expect.any(Number) });
    expect(await setup()).toEqual({ nodes: 1, package_groups: 0, packages: 0, resellers: 0 });
    const group = await t.request<{ id: number }>('POST', '/api/admin/packagegroups', {
      token: admin,
      body: { name: 'V2Ray', info: '' },
    });
    expect(group.status).toBe(200);
    expect(await setup()).toEqual({ nodes: 1, package_groups: 1, packages: 0, resellers: 0 });
    const pkg = await t.request('POST', '/api/admin/packages', {
      token: admin,
      body: {
        packagegroup_id: group.body.id,
        name: 'یک ماهه',
        price: 100_000,
        days: 30,
        traffic_gb: 30,
        is_v2ray: true,
      },
    });
    expect(pkg.status).toBe(200);
    expect(await setup()).toEqual({ nodes: 1, package_groups: 1, packages: 1, resellers: 0 });
    const reseller = await t.request('POST', '/api/users', {
      token: admin,
      body: { name: 'فروشنده', mobile: freshMobile(), password: 'reseller-pass' },
    });
    expect(reseller.status).toBe(200);
    // The admin is no reseller: only the account made here counts.
    expect(await setup()).toEqual({ nodes: 1, package_groups: 1, packages: 1, resellers: 1 });
  });
});
