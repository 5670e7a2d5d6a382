import { generateKeyPairSync } from 'node:crypto';
import type { Node, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEmail } from '../../integrations/core/accounts.js';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';
import { parseShareLink } from '../../test/v2ray-node.js';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { runWorkerPass } from '../../worker.js';

const PUBLIC_KEY = 'Z84J2IelR9ch3k8VtlVhhs5ycBUlXA7wHBWcBrjqnAw';
const reality = {
  tag: 'reality',
  protocol: 'vless',
  port: 443,
  security: 'reality',
  flow: 'xtls-rprx-vision',
  reality_public_key: PUBLIC_KEY,
  reality_short_ids: ['6ba85179e30d4fc2'],
  reality_server_names: ['www.speedtest.net'],
  reality_dest: 'www.speedtest.net:443',
};

// Decision 086: a node has inbounds; what its core cannot serve is refused in Persian, a service gets an account on
// every inbound of its nodes and a link per inbound and address.
describe.each(DIALECTS)('a node’s inbounds (%s)', (dialect) => {
  let t: TestApp;
  let core: XrayStandin;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    core = await startXrayStandin({
      inbounds: [
        { tag: 'vless-a', protocol: 'vless' },
        { tag: 'vmess-b', protocol: 'vmess' },
        { tag: 'vless-c', protocol: 'vless' },
      ],
    });
    r = await freshReseller(t, 20_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
  });
  afterAll(async () => {
    await core?.stop();
    await t?.close();
  });

  const admin = <T = Node>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.request<T & { message: string; errors: string[] }>(method, `/api/admin${url}`, { token: r.adminToken, body });
  const nodeBody = (core: 'v2ray' | 'xray', inbounds: unknown[]) => ({
    name: 'آلمان ۲',
    api_address: '127.0.0.1:1',
    core,
    host: 'de2.example.com',
    inbounds,
  });
  const nodeCount = async () => (await admin<Node[]>('GET', '/nodes')).body.length;

  it('refuses, in Persian and changing nothing, what a V2Ray 4.34 node cannot serve', async () => {
    const count = await nodeCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [reality, 'REALITY فقط روی هسته‌ی Xray ممکن است'],
      [{ tag: 'x', protocol: 'vless', port: 80, transport: 'xhttp' }, 'انتقال XHTTP در V2Ray 4.34 نیست'],
      [{ tag: 'g', protocol: 'vless', port: 80, transport: 'grpc', service_name: 'g' }, 'انتقال gRPC در V2Ray 4.34'],
      [{ tag: 'h', protocol: 'vmess', port: 80, transport: 'httpupgrade' }, 'انتقال HTTPUpgrade در V2Ray 4.34'],
      [{ tag: 's', protocol: 'shadowsocks', port: 8388 }, 'Shadowsocks چندکاربره فقط روی هسته‌ی Xray'],
      [
        { tag: 'v', protocol: 'vless', port: 443, security: 'tls', flow: 'xtls-rprx-vision' },
        'جریان Vision فقط روی هسته‌ی Xray',
      ],
    ];
    for (const [inbound, reason] of cases) {
      const res = await admin('POST', '/nodes', nodeBody('v2ray', [inbound]));
      expect(res.status, JSON.stringify(inbound)).toBe(422);
      expect(res.body.message).toBe('خطا در اطلاعات ورودی');
      expect(res.body.errors.join(' ')).toContain(reason);
      // Each line names the inbound and its field.
      expect(res.body.errors.every((line) => line.startsWith('ورودی ۱، '))).toBe(true);
    }
    expect(await nodeCount()).toBe(count);
  });

  it('refuses on Xray too what no core serves: Vision off TCP+TLS, REALITY without its keys, a tag or port twice', async () => {
    const count = await nodeCount();
    const cases: Array<[unknown[], string]> = [
      [[{ ...reality, transport: 'ws' }], 'جریان Vision فقط روی TCP با TLS یا REALITY کار می‌کند'],
      [[{ tag: 'v', protocol: 'vless', port: 443, flow: 'xtls-rprx-vision' }], 'جریان Vision فقط روی TCP با TLS'],
      [[{ ...reality, reality_public_key: '' }], 'کلید عمومی REALITY را وارد کنید'],
      [[{ ...reality, reality_short_ids: [] }], 'دست‌کم یک شناسه‌ی کوتاه REALITY'],
      [[{ ...reality, flow: '', transport: 'ws' }], 'REALITY فقط با TCP، gRPC یا XHTTP کار می‌کند'],
      [
        [
          { tag: 'a', protocol: 'vless', port: 443 },
          { tag: 'a', protocol: 'vmess', port: 444 },
        ],
        'برچسب a دو بار آمده است',
      ],
      [
        [
          { tag: 'a', protocol: 'vless', port: 443 },
          { tag: 'b', protocol: 'vmess', port: 443 },
        ],
        'پورت 443 دو بار آمده است',
      ],
      [[], 'دست‌کم یک ورودی (inbound) لازم است'],
    ];
    for (const [inbounds, reason] of cases) {
      const res = await admin('POST', '/nodes', nodeBody('xray', inbounds));
      expect(res.status, JSON.stringify(inbounds)).toBe(422);
      expect(res.body.errors.join(' ')).toContain(reason);
    }
    expect(await nodeCount()).toBe(count);
  });

  it('keeps an Xray node from becoming a V2Ray one while an inbound needs Xray', async () => {
    const made = await admin('POST', '/nodes', { ...nodeBody('xray', [reality]), active: false });
    expect(made.status).toBe(200);
    expect(made.body.inbounds[0]).toMatchObject({ security: 'reality', flow: 'xtls-rprx-vision' });
    const res = await admin('PUT', `/nodes/${made.body.id}`, { core: 'v2ray' });
    expect(res.status).toBe(422);
    expect(res.body.errors.join(' ')).toContain('reality: REALITY فقط روی هسته‌ی Xray ممکن است');
    const after = (await admin<Node[]>('GET', '/nodes')).body.find((n) => n.id === made.body.id);
    expect(after?.core).toBe('xray');
  });

  it('gives the node’s core configuration with every inbound, once the REALITY private key that matches is stored', async () => {
    const made = await admin('POST', '/nodes', { ...nodeBody('xray', [reality]), active: false });
    expect(made.status).toBe(200);
    const missing = await admin('GET', `/nodes/${made.body.id}/config`);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      'کلید خصوصی REALITY ورودی reality ثبت نشده است؛ برای ساختن پیکربندی آن را وارد کنید',
    ]);

    const pair = generateKeyPairSync('x25519').privateKey.export({ format: 'jwk' });
    const [stored] = made.body.inbounds;
    const wrongPair = await admin('PUT', `/nodes/${made.body.id}`, {
      inbounds: [{ ...stored, reality_private_key: pair.d }],
    });
    expect(wrongPair.status).toBe(422);
    expect(wrongPair.body.errors).toEqual(['reality: کلید خصوصی REALITY با کلید عمومی آن جفت نیست']);

    const saved = await admin('PUT', `/nodes/${made.body.id}`, {
      inbounds: [{ ...stored, reality_public_key: pair.x, reality_private_key: pair.d }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.inbounds[0]).toMatchObject({ id: stored?.id, reality_private_key_set: true });
    expect(JSON.stringify(saved.body)).not.toContain(pair.d);
    // Left empty in a change, the stored key stays.
    const kept = await admin('PUT', `/nodes/${made.body.id}`, {
      inbounds: [{ ...saved.body.inbounds[0], reality_private_key: '' }],
    });
    expect(kept.body.inbounds[0]?.reality_private_key_set).toBe(true);

    const config = await admin<{ inbounds: Array<Record<string, unknown>> }>('GET', `/nodes/${made.body.id}/config`);
    expect(config.status).toBe(200);
    const inbound = config.body.inbounds.find((i) => i.tag === 'reality') as {
      port: number;
      protocol: string;
      settings: { clients?: unknown[] };
      streamSettings: { security: string; realitySettings: { privateKey: string; shortIds: string[] } };
    };
    expect(inbound).toMatchObject({ port: 443, protocol: 'vless' });
    expect(inbound.streamSettings.security).toBe('reality');
    expect(inbound.streamSettings.realitySettings).toMatchObject({
      privateKey: pair.d,
      shortIds: ['6ba85179e30d4fc2'],
    });
    expect(config.body.inbounds.some((i) => i.tag === 'api')).toBe(true);
  });

  it('a service gets an account on every inbound and a link per inbound and address; changing and removing inbounds follows', async () => {
    const created = await admin('POST', '/nodes', {
      name: 'آلمان ۳',
      api_address: core.apiAddress,
      core: 'xray',
      host: 'de3.example.com',
      inbounds: [
        {
          tag: 'vless-a',
          protocol: 'vless',
          port: 443,
          security: 'tls',
          addresses: ['cdn.example.com', '203.0.113.7'],
        },
        {
          tag: 'vmess-b',
          protocol: 'vmess',
          port: 8080,
          transport: 'ws',
          path: '/vm',
          addresses: ['de3.example.com', 'cdn.example.com'],
        },
      ],
    });
    expect(created.status).toBe(200);
    const node = created.body;
    const group = await t.db
      .selectFrom('packages')
      .select('packagegroup_id')
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow();
    expect((await admin('PUT', `/packagegroups/${group.packagegroup_id}/nodes`, { node_ids: [node.id] })).status).toBe(
      200,
    );
    await runWorkerPass(t.app.services);

    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    const s = bought.body[0] as Service;
    await t.app.services.provisioning.runJobs();
    const uuid = parseShareLink(s.link).uuid;
    const holds = (tag: string) => core.users(tag).some((u) => u.email === nodeEmail(s.id) && u.id === uuid);
    expect([holds('vless-a'), holds('vmess-b'), holds('vless-c')]).toEqual([true, true, false]);

    const sub = await t.app.inject({ method: 'GET', url: new URL(s.subscription_url).pathname });
    const links = Buffer.from(sub.body, 'base64').toString('utf8').trim().split('\n');
    expect(links.map((l) => parseShareLink(l)).map((l) => [l.protocol, l.host, l.port, l.uuid])).toEqual([
      // An inbound's own addresses replace the node's; one may list the node's too.
      ['vless', 'cdn.example.com', 443, uuid],
      ['vless', '203.0.113.7', 443, uuid],
      ['vmess', 'de3.example.com', 8080, uuid],
      ['vmess', 'cdn.example.com', 8080, uuid],
    ]);
    // Through a name the link announces that name; through an IP, the node's name its certificate is for.
    expect(links.slice(0, 2).map((l) => new URL(l).searchParams.get('sni'))).toEqual([
      'cdn.example.com',
      'de3.example.com',
    ]);

    // The group's other live services (the demo reseller's) are on it too: the node holds what it should.
    const listed = (await admin<Node[]>('GET', '/nodes')).body.find((n) => n.id === node.id);
    const expected = listed?.expected_users ?? 0;
    expect(expected).toBeGreaterThanOrEqual(1);
    expect([listed?.users, ...(listed?.inbounds.map((i) => i.users) ?? [])]).toEqual([expected, expected, expected]);

    // The VMess inbound goes and a VLESS one under a new tag comes: the account follows.
    const [a] = node.inbounds;
    const changed = await admin('PUT', `/nodes/${node.id}`, {
      inbounds: [
        { ...a, reality_private_key: '' },
        { tag: 'vless-c', protocol: 'vless', port: 9443, security: 'tls' },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.inbounds.map((i) => [i.id === a?.id, i.tag, i.users])).toEqual([
      [true, 'vless-a', expected],
      [false, 'vless-c', 0],
    ]);
    await t.app.services.provisioning.runJobs();
    // The removed inbound's accounts are taken off the core, which keeps serving it until its new file is installed.
    expect([holds('vless-a'), holds('vmess-b'), holds('vless-c')]).toEqual([true, false, true]);
    const after = (await admin<Node[]>('GET', '/nodes')).body.find((n) => n.id === node.id);
    expect(after?.inbounds.map((i) => i.users)).toEqual([expected, expected]);

    // A tag the running core serves keeps its kind until the node's new file is installed and the core restarts:
    // another protocol under it is refused, and so is bringing back the removed VMess tag as VLESS.
    const running =
      'هسته‌ی در حال کار این برچسب را با نوع دیگری دارد؛ برچسب تازه‌ای بدهید، یا نخست پیکربندی تازه را نصب و هسته را دوباره راه‌اندازی کنید';
    const [kept, c] = after?.inbounds ?? [];
    const retyped = await admin('PUT', `/nodes/${node.id}`, { inbounds: [kept, { ...c, protocol: 'vmess' }] });
    expect(retyped.status).toBe(422);
    expect(retyped.body.errors).toEqual([`vless-c: ${running}`]);
    const back = await admin('PUT', `/nodes/${node.id}`, {
      inbounds: [kept, c, { tag: 'vmess-b', protocol: 'vless', port: 8081, security: 'tls' }],
    });
    expect(back.status).toBe(422);
    expect(back.body.errors).toEqual([`vmess-b: ${running}`]);
    // A tag or port twice is refused when only the list is sent, too.
    const twice = await admin('PUT', `/nodes/${node.id}`, { inbounds: [kept, { ...c, port: kept?.port }] });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([`پورت ${kept?.port} دو بار آمده است`]);

    // Deleting the service takes it off every inbound it is on.
    expect((await t.request('DELETE', `/api/services/${s.id}`, { token: r.token })).status).toBe(200);
    await t.app.services.provisioning.runJobs();
    expect([holds('vless-a'), holds('vless-c')]).toEqual([false, false]);
  });

  it('the subscription gives only links that work now, and every link when none does', async () => {
    const made = await admin('POST', '/nodes', {
      name: 'هلند',
      api_address: core.apiAddress,
      core: 'xray',
      host: 'nl.example.com',
      // The running core has no inbound `ghost`: the account cannot be added there.
      inbounds: [
        { tag: 'vless-a', protocol: 'vless', port: 443, security: 'tls' },
        { tag: 'ghost', protocol: 'vless', port: 2096, security: 'tls' },
      ],
    });
    expect(made.status).toBe(200);
    const group = await t.db
      .selectFrom('packages')
      .select('packagegroup_id')
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow();
    await admin('PUT', `/packagegroups/${group.packagegroup_id}/nodes`, { node_ids: [made.body.id] });
    await runWorkerPass(t.app.services);
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    const s = bought.body[0] as Service;
    await t.app.services.provisioning.runJobs();
    const ports = async () => {
      const sub = await t.app.inject({ method: 'GET', url: new URL(s.subscription_url).pathname });
      expect(sub.statusCode).toBe(200);
      return Buffer.from(sub.body, 'base64')
        .toString('utf8')
        .trim()
        .split('\n')
        .map((l) => parseShareLink(l).port);
    };
    expect(await ports()).toEqual([443]);
    // The node found down: nothing works, so the client keeps every link rather than drop the profile.
    await t.db.updateTable('nodes').set({ status: 'down' }).where('id', '=', made.body.id).execute();
    expect(await ports()).toEqual([443, 2096]);
  });
});
