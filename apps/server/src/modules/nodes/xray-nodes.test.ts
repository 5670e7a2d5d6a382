import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEmail } from '../../integrations/core/accounts.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  serveGroupOnNode,
  type TestApp,
} from '../../test/helpers.js';
import { parseShareLink } from '../../test/v2ray-node.js';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { runWorkerPass } from '../../worker.js';

// Decision 085: a node whose core is Xray is driven by Xray's names. The Xray stand-in keeps
// the users it is given and the counters a test sets; traffic itself is checked against the real V2Ray (nodes.test.ts).
describe.each(DIALECTS)('provisioning on an Xray node (%s)', (dialect) => {
  let t: TestApp;
  let core: XrayStandin;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  let nodeId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    core = await startXrayStandin({ inbounds: [{ tag: 'xray-vless', protocol: 'vless' }] });
    r = await freshReseller(t, 20_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    nodeId = await serveGroupOnNode(t, r.adminToken, { ...core, protocol: 'vless', core: 'xray' }, packageId);
    await runWorkerPass(t.app.services);
  });
  afterAll(async () => {
    await core?.stop();
    await t?.close();
  });

  const nodes = () => t.app.services.nodes;
  const buy = async () => {
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(res.status).toBe(200);
    return res.body[0] as Service;
  };
  const onCore = () => core.users(core.inboundTag).map((u) => [u.email, u.id]);
  const provisioning = async () =>
    (
      await t.request<{
        pending_jobs: number;
        failing_jobs: number;
        nodes: Array<{ id: number; core: string; status: string; users: number; last_error: string }>;
      }>('GET', '/api/admin/provisioning', { token: r.adminToken })
    ).body;

  it('the node is an Xray node, up after its health check, and only Xray-named calls reached it', async () => {
    const list = await t.request<Array<{ id: number; core: string }>>('GET', '/api/admin/nodes', {
      token: r.adminToken,
    });
    expect(list.body.find((n) => n.id === nodeId)?.core).toBe('xray');
    expect((await provisioning()).nodes).toMatchObject([{ id: nodeId, core: 'xray', status: 'up', last_error: '' }]);
    expect(core.calls.length).toBeGreaterThan(0);
    expect(core.calls.every((path) => path.startsWith('/xray.'))).toBe(true);
  });

  it('a bought service appears on the inbound with its link id; its counters become usage; deleting removes it', async () => {
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    const uuid = parseShareLink(s.link).uuid;
    expect(onCore()).toContainEqual([nodeEmail(s.id), uuid]);

    core.addTraffic(nodeEmail(s.id), { uplink: 1_000, downlink: 250_000 });
    await t.app.services.usage.collectUsage();
    const counted = await t.db
      .selectFrom('services')
      .select(['upload_bytes', 'download_bytes'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect([Number(counted.upload_bytes), Number(counted.download_bytes)]).toEqual([1_000, 250_000]);
    // Read with reset: the next pass adds only what came since.
    core.addTraffic(nodeEmail(s.id), { downlink: 50 });
    await t.app.services.usage.collectUsage();
    const again = await t.db
      .selectFrom('services')
      .select('download_bytes')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(Number(again.download_bytes)).toBe(250_050);

    const del = await t.request('DELETE', `/api/services/${s.id}`, { token: r.token });
    expect(del.status).toBe(200);
    await t.app.services.provisioning.runJobs();
    expect(onCore().map(([email]) => email)).not.toContain(nodeEmail(s.id));
    expect(await provisioning()).toMatchObject({ pending_jobs: 0, failing_jobs: 0 });
  });

  it('a ban removes the user from the inbound and lifting it adds the user back', async () => {
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    expect(onCore().map(([email]) => email)).toContain(nodeEmail(s.id));
    const status = (banned: boolean) =>
      t.request('POST', '/api/services/changestatus', { token: r.token, body: { service_id: s.id, banned } });
    expect((await status(true)).status).toBe(200);
    await t.app.services.provisioning.runJobs();
    expect(onCore().map(([email]) => email)).not.toContain(nodeEmail(s.id));
    expect((await status(false)).status).toBe(200);
    await t.app.services.provisioning.runJobs();
    expect(onCore().map(([email]) => email)).toContain(nodeEmail(s.id));
  });

  it('after a restart the health check sees the node empty and refills it', async () => {
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    const before = onCore()
      .filter(([email]) => email !== 'probe@pishkhan')
      .sort();
    expect(before.map(([email]) => email)).toContain(nodeEmail(s.id));
    await core.restart();
    expect(onCore()).toEqual([]);
    await nodes().checkNodes();
    await t.app.services.provisioning.runJobs();
    const after = onCore()
      .filter(([email]) => email !== 'probe@pishkhan')
      .sort();
    expect(after).toEqual(before);
    expect(onCore().map(([email]) => email)).toContain('probe@pishkhan');
    expect(await provisioning()).toMatchObject({ pending_jobs: 0, failing_jobs: 0, nodes: [{ status: 'up' }] });
  });

  it('the same node registered as V2Ray fails to provision with what Xray answers, and works once its core is Xray', async () => {
    const put = (body: Record<string, unknown>) =>
      t.request<{ core: string }>('PUT', `/api/admin/nodes/${nodeId}`, { token: r.adminToken, body });
    expect((await put({ core: 'v2ray' })).body.core).toBe('v2ray');
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    expect(onCore().map(([email]) => email)).not.toContain(nodeEmail(s.id));
    await nodes().checkNodes();
    const down = await provisioning();
    expect(down.pending_jobs).toBeGreaterThanOrEqual(1);
    expect(down.nodes[0]).toMatchObject({
      core: 'v2ray',
      status: 'down',
      last_error: expect.stringMatching(/does not implement the method/),
    });

    expect((await put({ core: 'xray' })).body.core).toBe('xray');
    t.clock.advance(10 * 60); // seconds: past the retry backoff
    await nodes().checkNodes();
    await t.app.services.provisioning.runJobs();
    expect(onCore().map(([email]) => email)).toContain(nodeEmail(s.id));
    expect(await provisioning()).toMatchObject({ pending_jobs: 0, failing_jobs: 0, nodes: [{ status: 'up' }] });
  });

  it('the node body refuses a core it does not know and a new node defaults to V2Ray', async () => {
    const body = {
      name: 'x',
      api_address: '127.0.0.1:1',
      host: 'h',
      inbounds: [{ tag: 'in', protocol: 'vless', port: 1 }],
    };
    const bad = await t.request('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: { ...body, core: 'sing-box' },
    });
    expect(bad.status).toBe(422);
    const made = await t.request<{ id: number; core: string; active: boolean }>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: { ...body, active: false },
    });
    expect(made.status).toBe(200);
    expect(made.body.core).toBe('v2ray');
  });
});
