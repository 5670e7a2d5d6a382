import { type CallerPackageGroup, type Node, SERVICE_STATUS, type Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEmail } from '../../integrations/core/accounts.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  putPackageOnNodes,
  simulateUsage,
  type TestApp,
} from '../../test/helpers.js';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { runWorkerPass } from '../../worker.js';

const GIB = 1_073_741_824;

// Decision 109: a node's counters are charged at its multiplier in the usage pass; the service's totals, its day rows
// and its traffic limit all go by the charged figure. Counters come from two Xray stand-ins, one node each.
describe.each(DIALECTS)('per-node traffic multiplier (%s)', (dialect) => {
  let t: TestApp;
  let germany: XrayStandin;
  let netherlands: XrayStandin;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  let double: number;
  let half: number;

  const addNode = (name: string, core: XrayStandin, body: Record<string, unknown> = {}) =>
    t.request<Node & { message?: string; errors?: string[] }>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: {
        name,
        api_address: core.apiAddress,
        core: 'xray',
        host: core.host,
        inbounds: [{ tag: core.inboundTag, protocol: 'vless', port: core.port }],
        ...body,
      },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    germany = await startXrayStandin({ inbounds: [{ tag: 'de-in', protocol: 'vless' }] });
    netherlands = await startXrayStandin({ inbounds: [{ tag: 'nl-in', protocol: 'vless' }] });
    r = await freshReseller(t, 50_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const de = await addNode('آلمان', germany, { traffic_multiplier: 2 });
    const nl = await addNode('هلند', netherlands, { traffic_multiplier: 0.5 });
    expect([de.status, nl.status]).toEqual([200, 200]);
    double = de.body.id;
    half = nl.body.id;
    await putPackageOnNodes(t, r.adminToken, packageId, [double, half]);
    await runWorkerPass(t.app.services);
  });
  afterAll(async () => {
    await germany?.stop();
    await netherlands?.stop();
    await t?.close();
  });

  const buy = async () => {
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(res.status).toBe(200);
    const s = res.body[0] as Service;
    await t.app.services.provisioning.runJobs();
    expect(germany.users(germany.inboundTag).map((u) => u.email)).toContain(nodeEmail(s.id));
    expect(netherlands.users(netherlands.inboundTag).map((u) => u.email)).toContain(nodeEmail(s.id));
    return s;
  };
  const counted = async (id: number) => {
    const row = await t.db
      .selectFrom('services')
      .select(['upload_bytes', 'download_bytes', 'expired_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const days = await t.db
      .selectFrom('usage_daily')
      .select(['upload_bytes', 'download_bytes'])
      .where('service_id', '=', id)
      .execute();
    return {
      up: Number(row.upload_bytes),
      down: Number(row.download_bytes),
      dailyUp: days.reduce((sum, d) => sum + Number(d.upload_bytes), 0),
      dailyDown: days.reduce((sum, d) => sum + Number(d.download_bytes), 0),
      stopped: row.expired_at !== null,
    };
  };
  const listed = async (id: number) =>
    (await t.request<{ data: Service[] }>('GET', `/api/services?search=${id}`, { token: r.token })).body.data.find(
      (s) => s.id === id,
    );

  it('the admin sets each node’s multiplier and reads it back; a new node counts ×1', async () => {
    const list = await t.request<Node[]>('GET', '/api/admin/nodes', { token: r.adminToken });
    expect(list.body.map((n) => [n.name, n.traffic_multiplier])).toEqual([
      ['آلمان', 2],
      ['هلند', 0.5],
    ]);
    const plain = await startXrayStandin({ inbounds: [{ tag: 'fi-in', protocol: 'vless' }] });
    try {
      const fi = await addNode('فنلاند', plain);
      expect(fi.status).toBe(200);
      expect(fi.body.traffic_multiplier).toBe(1);
      const changed = await t.request<Node>('PUT', `/api/admin/nodes/${fi.body.id}`, {
        token: r.adminToken,
        body: { traffic_multiplier: 1.25 },
      });
      expect(changed.body.traffic_multiplier).toBe(1.25);
      expect((await t.request('DELETE', `/api/admin/nodes/${fi.body.id}`, { token: r.adminToken })).status).toBe(200);
    } finally {
      await plain.stop();
    }
  });

  it('a bad multiplier is refused in Persian and changes nothing', async () => {
    const nodesBefore = await t.db.selectFrom('nodes').selectAll().orderBy('id').execute();
    for (const bad of [0, -1, 0.05, 10.5, 1.234, '2', null]) {
      const created = await addNode('ناروا', germany, { traffic_multiplier: bad });
      expect(created.status, `create with ${String(bad)}`).toBe(422);
      expect(created.body.errors?.join(' ')).toMatch(/ضریب مصرف/);
      const changed = await t.request<{ message: string; errors: string[] }>('PUT', `/api/admin/nodes/${double}`, {
        token: r.adminToken,
        body: { traffic_multiplier: bad },
      });
      expect(changed.status, `change with ${String(bad)}`).toBe(422);
      expect(changed.body.errors.join(' ')).toMatch(/ضریب مصرف/);
      expect(changed.body.errors.join(' ')).not.toMatch(/[A-Za-z]{4,}/);
    }
    expect(await t.db.selectFrom('nodes').selectAll().orderBy('id').execute()).toEqual(nodesBefore);
  });

  it('counters are charged ×2 on one node and ×0.5 on the other, in the totals and the day rows, with no byte lost to rounding', async () => {
    const s = await buy();
    germany.addTraffic(nodeEmail(s.id), { uplink: 1_000, downlink: 250_000 });
    netherlands.addTraffic(nodeEmail(s.id), { uplink: 1_001, downlink: 3 });
    await t.app.services.usage.collectUsage();
    // 1 001 × 0.5 and 3 × 0.5: the whole bytes now, the half bytes wait for the service's next counters.
    expect(await counted(s.id)).toEqual({
      up: 2_000 + 500,
      down: 500_000 + 1,
      dailyUp: 2_500,
      dailyDown: 500_001,
      stopped: false,
    });
    netherlands.addTraffic(nodeEmail(s.id), { uplink: 1, downlink: 1 });
    await t.app.services.usage.collectUsage();
    // Every byte charged exactly: 2 × 1 000 + 0.5 × 1 002 and 2 × 250 000 + 0.5 × 4.
    expect(await counted(s.id)).toEqual({
      up: 2_501,
      down: 500_002,
      dailyUp: 2_501,
      dailyDown: 500_002,
      stopped: false,
    });
    // A read too small to make a whole byte at ×0.5 is not lost either.
    for (let i = 0; i < 4; i++) {
      netherlands.addTraffic(nodeEmail(s.id), { downlink: 1 });
      await t.app.services.usage.collectUsage();
    }
    expect((await counted(s.id)).down).toBe(500_004);
  });

  it('the traffic limit is judged on the charged figure: GB that would not finish the service at ×1 do at ×2', async () => {
    const s = await buy();
    await simulateUsage(t, s.id, { startedDaysAgo: 1, usedGb: 29.5 });
    // 0.6 GB raw at ×0.5 is 0.3 GB: 29.8 of 30, still running.
    netherlands.addTraffic(nodeEmail(s.id), { downlink: Math.round(0.6 * GIB) });
    await t.app.services.usage.collectUsage();
    expect(await counted(s.id)).toMatchObject({ stopped: false });
    expect((await listed(s.id))?.statuscode).toBe(SERVICE_STATUS.ACTIVE);
    // 0.15 GB raw at ×2 is 0.3 GB: 30.1 of 30, the traffic is finished and the nodes let the service go.
    germany.addTraffic(nodeEmail(s.id), { downlink: Math.round(0.15 * GIB) });
    await t.app.services.usage.collectUsage();
    expect(await counted(s.id)).toMatchObject({ stopped: true });
    expect((await listed(s.id))?.statuscode).toBe(SERVICE_STATUS.TRAFFIC_FINISHED);
    await t.app.services.provisioning.runJobs();
    expect(germany.users(germany.inboundTag).map((u) => u.email)).not.toContain(nodeEmail(s.id));
    expect(netherlands.users(netherlands.inboundTag).map((u) => u.email)).not.toContain(nodeEmail(s.id));
  });

  it('the reseller’s packages and the customer’s page name the nodes whose traffic counts ×N', async () => {
    const groups = await t.request<CallerPackageGroup[]>('GET', '/api/packages/mypackages', { token: r.token });
    expect(groups.status).toBe(200);
    const mine = groups.body.find((g) => g.packages.some((p) => p.id === packageId));
    expect(mine?.traffic_multipliers).toEqual([
      { node: 'آلمان', multiplier: 2 },
      { node: 'هلند', multiplier: 0.5 },
    ]);
    const s = await buy();
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(s.subscription_url).pathname,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<dt>ضریب مصرف سرور آلمان</dt><dd>×۲</dd>');
    expect(page.body).toContain('<dt>ضریب مصرف سرور هلند</dt><dd>×۰٫۵</dd>');
    // A node switched back to ×1 is no longer named.
    await t.request('PUT', `/api/admin/nodes/${half}`, { token: r.adminToken, body: { traffic_multiplier: 1 } });
    const after = await t.request<CallerPackageGroup[]>('GET', '/api/packages/mypackages', { token: r.token });
    expect(after.body.find((g) => g.id === mine?.id)?.traffic_multipliers).toEqual([{ node: 'آلمان', multiplier: 2 }]);
    await t.request('PUT', `/api/admin/nodes/${half}`, { token: r.adminToken, body: { traffic_multiplier: 0.5 } });
  });
});
