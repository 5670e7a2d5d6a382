import { generateKeyPairSync } from 'node:crypto';
import type { Node, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEmail, ssUserKey } from '../../integrations/core/accounts.js';
import { SS_PLACEHOLDER_EMAIL } from '../../integrations/core/node-config.js';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { runWorkerPass } from '../../worker.js';

/**
 * Decision 086: an Xray node serving what only Xray serves (VLESS with REALITY and Vision, XHTTP, Trojan over gRPC with
 * REALITY, Shadowsocks AEAD and 2022), driven through the Xray stand-in, which refuses what Xray refuses and holds
 * accounts of the inbound's own kind only. The same provisioning the real V2Ray core gets: add, usage, restart and
 * refill, online addresses, removal; and the links each inbound gives, read as clients read them.
 */
describe.each(DIALECTS)('an Xray node with every protocol (%s)', (dialect) => {
  let t: TestApp;
  let core: XrayStandin;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  let node: Node;
  const pair = generateKeyPairSync('x25519').privateKey.export({ format: 'jwk' });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    core = await startXrayStandin({
      inbounds: [
        { tag: 'reality-vision', protocol: 'vless' },
        { tag: 'xhttp', protocol: 'vless' },
        { tag: 'trojan-grpc', protocol: 'trojan' },
        { tag: 'ss-aead', protocol: 'shadowsocks', method: 'chacha20-ietf-poly1305' },
        { tag: 'ss-2022', protocol: 'shadowsocks', method: '2022-blake3-aes-256-gcm' },
      ],
    });
    r = await freshReseller(t, 20_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const reality = {
      security: 'reality',
      reality_public_key: pair.x,
      reality_private_key: pair.d,
      reality_short_ids: ['', '6ba85179e30d4fc2'],
      reality_server_names: ['www.speedtest.net'],
      reality_dest: 'www.speedtest.net:443',
      fingerprint: 'chrome',
    };
    const made = await t.request<Node>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: {
        name: 'فنلاند',
        api_address: core.apiAddress,
        core: 'xray',
        host: 'fi.example.com',
        inbounds: [
          { tag: 'reality-vision', protocol: 'vless', port: 443, flow: 'xtls-rprx-vision', ...reality },
          {
            tag: 'xhttp',
            protocol: 'vless',
            port: 8443,
            transport: 'xhttp',
            xhttp_mode: 'stream-up',
            security: 'tls',
            sni: 'cdn.example.com',
            path: '/x',
            addresses: ['fi.example.com', 'cdn.example.com'],
          },
          {
            tag: 'trojan-grpc',
            protocol: 'trojan',
            port: 2053,
            transport: 'grpc',
            service_name: 'tg',
            ...reality,
          },
          { tag: 'ss-aead', protocol: 'shadowsocks', port: 8388, ss_method: 'chacha20-ietf-poly1305' },
          { tag: 'ss-2022', protocol: 'shadowsocks', port: 8389, ss_method: '2022-blake3-aes-256-gcm' },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    node = made.body;
    const group = await t.db
      .selectFrom('packages')
      .select('packagegroup_id')
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow();
    await t.request('PUT', `/api/admin/packagegroups/${group.packagegroup_id}/nodes`, {
      token: r.adminToken,
      body: { node_ids: [node.id] },
    });
    await runWorkerPass(t.app.services);
  });
  afterAll(async () => {
    await core?.stop();
    await t?.close();
  });

  const buy = async () => {
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(res.status).toBe(200);
    return res.body[0] as Service;
  };
  const uuidOf = async (id: number) =>
    (await t.db.selectFrom('services').select('v2ray_uuid').where('id', '=', id).executeTakeFirstOrThrow()).v2ray_uuid;
  const accountOn = (tag: string, id: number) => core.users(tag).find((u) => u.email === nodeEmail(id));

  it('a service holds an account of each inbound’s own kind, all from its one secret', async () => {
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    const uuid = await uuidOf(s.id);
    expect(accountOn('reality-vision', s.id)).toMatchObject({ protocol: 'vless', id: uuid, flow: 'xtls-rprx-vision' });
    expect(accountOn('xhttp', s.id)).toMatchObject({ protocol: 'vless', id: uuid, flow: '' });
    expect(accountOn('trojan-grpc', s.id)).toMatchObject({ protocol: 'trojan', password: uuid });
    expect(accountOn('ss-aead', s.id)).toMatchObject({
      protocol: 'shadowsocks',
      method: 'chacha20-ietf-poly1305',
      password: uuid,
    });
    const key = ssUserKey('2022-blake3-aes-256-gcm', uuid);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(accountOn('ss-2022', s.id)).toMatchObject({ protocol: 'shadowsocks', password: key });
    expect(core.crashes).toEqual([]);
  });

  it('the subscription gives a link per inbound and address, in the form clients read', async () => {
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    const uuid = await uuidOf(s.id);
    const sub = await t.app.inject({ method: 'GET', url: new URL(s.subscription_url).pathname });
    const links = Buffer.from(sub.body, 'base64').toString('utf8').trim().split('\n');
    expect(links).toHaveLength(6);
    const [vision, xhttp, xhttpCdn, trojan, aead, ss2022] = links;

    const v = new URL(vision ?? '');
    expect([v.protocol, decodeURIComponent(v.username), v.hostname, v.port]).toEqual([
      'vless:',
      uuid,
      'fi.example.com',
      '443',
    ]);
    expect(Object.fromEntries(v.searchParams)).toMatchObject({
      security: 'reality',
      type: 'tcp',
      flow: 'xtls-rprx-vision',
      pbk: pair.x,
      sid: '6ba85179e30d4fc2',
      sni: 'www.speedtest.net',
      fp: 'chrome',
    });

    for (const [link, host] of [
      [xhttp, 'fi.example.com'],
      [xhttpCdn, 'cdn.example.com'],
    ] as const) {
      const x = new URL(link ?? '');
      expect(x.hostname).toBe(host);
      expect(Object.fromEntries(x.searchParams)).toMatchObject({
        type: 'xhttp',
        mode: 'stream-up',
        path: '/x',
        security: 'tls',
        sni: 'cdn.example.com',
      });
    }

    const tj = new URL(trojan ?? '');
    expect([tj.protocol, decodeURIComponent(tj.username), tj.port]).toEqual(['trojan:', uuid, '2053']);
    expect(Object.fromEntries(tj.searchParams)).toMatchObject({ type: 'grpc', serviceName: 'tg', security: 'reality' });

    // SIP002: the AEAD userinfo is base64url of method:password; a 2022 one is percent-encoded, server key first.
    const a = /^ss:\/\/([^@]+)@fi\.example\.com:8388#/.exec(aead ?? '');
    expect(Buffer.from(a?.[1] ?? '', 'base64url').toString('utf8')).toBe(`chacha20-ietf-poly1305:${uuid}`);
    const b = /^ss:\/\/([^@]+)@fi\.example\.com:8389#/.exec(ss2022 ?? '');
    const serverKey = node.inbounds.find((i) => i.tag === 'ss-2022')?.ss_server_key ?? '';
    expect(Buffer.from(serverKey, 'base64')).toHaveLength(32);
    expect(decodeURIComponent(b?.[1] ?? '')).toBe(
      `2022-blake3-aes-256-gcm:${serverKey}:${ssUserKey('2022-blake3-aes-256-gcm', uuid)}`,
    );
  });

  it('usage, online addresses, a restart and removal work on every inbound', async () => {
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    core.addTraffic(nodeEmail(s.id), { uplink: 2_000, downlink: 300_000 });
    await t.app.services.usage.collectUsage();
    const used = await t.db
      .selectFrom('services')
      .select(['upload_bytes', 'download_bytes'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect([Number(used.upload_bytes), Number(used.download_bytes)]).toEqual([2_000, 300_000]);

    const now = Math.floor(Date.now() / 1000);
    core.setOnlineIps(nodeEmail(s.id), { '5.200.1.9': now, '2.176.4.4': now - 5 });
    const ips = await t.request<{ online: boolean; servers: string[]; ips: Array<{ ip: string }> }>(
      'POST',
      '/api/services/getip',
      { token: r.token, body: { service_id: s.id } },
    );
    expect(ips.status).toBe(200);
    expect(ips.body.online).toBe(true);
    expect(ips.body.servers).toEqual(['فنلاند']);
    expect(ips.body.ips.map((i) => i.ip).sort()).toEqual(['2.176.4.4', '5.200.1.9']);

    await core.restart();
    expect(core.users('ss-2022').map((u) => u.email)).toEqual([SS_PLACEHOLDER_EMAIL]);
    await runWorkerPass(t.app.services);
    for (const tag of ['reality-vision', 'xhttp', 'trojan-grpc', 'ss-aead', 'ss-2022'])
      expect(accountOn(tag, s.id), tag).toBeDefined();

    expect((await t.request('DELETE', `/api/services/${s.id}`, { token: r.token })).status).toBe(200);
    await t.app.services.provisioning.runJobs();
    for (const tag of ['reality-vision', 'xhttp', 'trojan-grpc', 'ss-aead', 'ss-2022'])
      expect(accountOn(tag, s.id), tag).toBeUndefined();
    expect(core.crashes).toEqual([]);
  });

  it('an inbound whose accounts change form has them made again, not left under the same email', async () => {
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    expect(accountOn('reality-vision', s.id)?.flow).toBe('xtls-rprx-vision');
    const listed = (await t.request<Node[]>('GET', '/api/admin/nodes', { token: r.adminToken })).body.find(
      (n) => n.id === node.id,
    );
    const inbounds = (listed?.inbounds ?? []).map((i) => (i.tag === 'reality-vision' ? { ...i, flow: '' } : i));
    const changed = await t.request('PUT', `/api/admin/nodes/${node.id}`, {
      token: r.adminToken,
      body: { inbounds },
    });
    expect(changed.status).toBe(200);
    await t.app.services.provisioning.runJobs();
    expect(accountOn('reality-vision', s.id)).toMatchObject({ id: await uuidOf(s.id), flow: '' });

    // An AEAD inbound turned 2022 under the same tag would be sent keys the running core takes as another kind (Xray
    // exits): refused until the node's new file runs, or under a new tag.
    const to2022 = (changed.body as Node).inbounds.map((i) =>
      i.tag === 'ss-aead' ? { ...i, ss_method: '2022-blake3-aes-128-gcm' } : i,
    );
    const refused = await t.request<{ errors: string[] }>('PUT', `/api/admin/nodes/${node.id}`, {
      token: r.adminToken,
      body: { inbounds: to2022 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      'ss-aead: هسته‌ی در حال کار این برچسب را با نوع دیگری دارد؛ برچسب تازه‌ای بدهید، یا نخست پیکربندی تازه را نصب و هسته را دوباره راه‌اندازی کنید',
    ]);
    expect(core.crashes).toEqual([]);
  });
});
