import { generateKeyPairSync } from 'node:crypto';
import type { Node, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  putPackageOnNodes,
  type TestApp,
} from '../../test/helpers.js';
import { loadXrayClientConfig, v2rayNGOutbound, xrayWsPath } from '../../test/xray-client-config.js';
import { ANNOUNCED_REALITY_VERSIONS, startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { runWorkerPass } from '../../worker.js';

type Json = Record<string, unknown>;

/** An app of each family, as it names itself. */
const APPS = {
  xray: { 'user-agent': 'v2rayNG/1.10.16' },
  hiddify: { 'user-agent': 'HiddifyNext/2.5.7 (android) like ClashMeta v2ray sing-box' },
  clash: { 'user-agent': 'clash-verge/v2.2.3' },
  singBox: { 'user-agent': 'SFA/1.12.4 (560; sing-box 1.12.4; language fa_IR)' },
};

/**
 * What each app can use of an Xray node as the real core of 2026 runs it (decision 092), against the stand-in running
 * the panel's own file: a REALITY inbound admits the version each app announces (sing-box 1.8.1, Mihomo 1.8.2) or the
 * app's profile leaves it out; plain VLESS and Trojan to a public address are refused, and one saved before is flagged
 * and left out of the Xray apps' profiles, whose loader would refuse it; early data goes to each app in its own form.
 */
describe.each(DIALECTS)('what each app can use (%s)', (dialect) => {
  let t: TestApp;
  let core: XrayStandin;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let node: Node;
  let s: Service;
  const pair = generateKeyPairSync('x25519').privateKey.export({ format: 'jwk' });
  const reality = {
    tag: 'reality',
    protocol: 'vless',
    port: 443,
    flow: 'xtls-rprx-vision',
    security: 'reality',
    reality_public_key: pair.x,
    reality_private_key: pair.d,
    reality_short_ids: ['6ba85179e30d4fc2'],
    reality_server_names: ['www.speedtest.net'],
    reality_dest: 'www.speedtest.net:443',
  };
  const ws = { tag: 'vmess-ws', protocol: 'vmess', port: 8080, transport: 'ws', path: '/vm?ed=2048' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    core = await startXrayStandin({ inbounds: [] });
    r = await freshReseller(t, 20_000_000);
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const made = await t.request<Node>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: {
        name: 'آلمان',
        api_address: core.apiAddress,
        core: 'xray',
        host: 'de.example.com',
        inbounds: [reality, ws],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    node = made.body;
    await install();
    await putPackageOnNodes(t, r.adminToken, packageId, [node.id]);
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(bought.status).toBe(200);
    s = bought.body[0] as Service;
    await runWorkerPass(t.app.services);
  });
  afterAll(async () => {
    await core?.stop();
    await t?.close();
  });

  /** The operator's step: download the node's file, install it, restart the core; the worker refills it. */
  async function install() {
    const file = await t.request<Json>('GET', `/api/admin/nodes/${node.id}/config`, { token: r.adminToken });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    await core.install(file.body);
    await runWorkerPass(t.app.services);
  }
  const sub = (headers: Record<string, string>, format = '') =>
    t.app.inject({ method: 'GET', url: `${new URL(s.subscription_url).pathname}${format}`, headers });
  const links = async (headers: Record<string, string>) =>
    Buffer.from((await sub(headers)).body, 'base64')
      .toString('utf8')
      .trim()
      .split('\n');
  const clashProxies = async () => (parseYaml((await sub(APPS.clash)).body) as { proxies: Json[] }).proxies;
  const singBoxProxies = async () =>
    (JSON.parse((await sub(APPS.singBox)).body) as { outbounds: Json[] }).outbounds.filter((o) =>
      ['vless', 'vmess', 'trojan'].includes(String(o.type)),
    );
  const setInbound = async (tag: string, change: Json) => {
    const listed = (await t.request<Node[]>('GET', '/api/admin/nodes', { token: r.adminToken })).body.find(
      (n) => n.id === node.id,
    ) as Node;
    return t.request<Node & { errors?: string[] }>('PUT', `/api/admin/nodes/${node.id}`, {
      token: r.adminToken,
      body: { inbounds: listed.inbounds.map((i) => (i.tag === tag ? { ...i, ...change } : i)) },
    });
  };

  it('REALITY by default admits every app the subscription serves, and each of them gets the entry', async () => {
    for (const version of Object.values(ANNOUNCED_REALITY_VERSIONS))
      expect(core.realityAdmits('reality', version)).toBe(true);
    expect((await links(APPS.xray)).some((l) => l.includes('security=reality'))).toBe(true);
    expect((await links(APPS.hiddify)).some((l) => l.includes('security=reality'))).toBe(true);
    expect((await clashProxies()).some((p) => p['reality-opts'])).toBe(true);
    expect((await singBoxProxies()).some((o) => (o.tls as Json | undefined)?.reality)).toBe(true);
  });

  it("Xray's own minimum turns sing-box and Clash apps away: their profiles leave the REALITY entry out, the screen says so", async () => {
    const changed = await setInbound('reality', { reality_min_client_ver: '' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.inbounds.find((i) => i.tag === 'reality')?.warnings).toEqual([
      expect.stringMatching(/^کمینه‌ی نسخه‌ی کلاینت REALITY \(26\.3\.27، پیش‌فرض Xray\) .*sing-box.* و .*Clash/),
    ]);
    await install();
    expect(core.realityAdmits('reality', ANNOUNCED_REALITY_VERSIONS['sing-box'])).toBe(false);
    expect(core.realityAdmits('reality', ANNOUNCED_REALITY_VERSIONS.mihomo)).toBe(false);
    expect(core.realityAdmits('reality', ANNOUNCED_REALITY_VERSIONS.xray)).toBe(true);

    expect((await links(APPS.xray)).some((l) => l.includes('security=reality'))).toBe(true);
    expect((await links(APPS.hiddify)).some((l) => l.includes('security=reality'))).toBe(false);
    expect((await clashProxies()).some((p) => p['reality-opts'])).toBe(false);
    expect((await singBoxProxies()).some((o) => (o.tls as Json | undefined)?.reality)).toBe(false);
    // The other inbound stays in every profile.
    expect((await clashProxies()).map((p) => p.type)).toEqual(['vmess']);

    const invalid = await setInbound('reality', { reality_min_client_ver: '1.256' });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.body)).toContain('کمینه‌ی نسخه‌ی کلاینت');
    expect((await setInbound('reality', { reality_min_client_ver: '1.8.1' })).status).toBe(200);
    await install();
    expect(core.realityAdmits('reality', ANNOUNCED_REALITY_VERSIONS['sing-box'])).toBe(true);
  });

  it('plain VLESS or Trojan to a public address is refused; to a private one it is taken', async () => {
    const plain = { tag: 'plain', protocol: 'vless', port: 8880 };
    const base = { name: 'x', api_address: '127.0.0.1:1', core: 'v2ray' };
    for (const [protocol, host] of [
      ['vless', 'x.example.com'],
      ['trojan', '5.9.10.11'],
    ] as const) {
      const refused = await t.request<{ errors: string[] }>('POST', '/api/admin/nodes', {
        token: r.adminToken,
        body: { ...base, host, inbounds: [{ ...plain, protocol }] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.join(' ')).toMatch(/بی TLS یا REALITY به نشانی عمومی .*برنامه‌های Xray/);
    }
    const inner = await t.request('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: { ...base, host: '10.20.0.5', inbounds: [plain], active: false },
    });
    expect(inner.status, JSON.stringify(inner.body)).toBe(200);
    // A change that adds one to a node with a public address is refused the same way.
    const listed = (await t.request<Node[]>('GET', '/api/admin/nodes', { token: r.adminToken })).body.find(
      (n) => n.id === node.id,
    ) as Node;
    const added = await t.request<{ errors: string[] }>('PUT', `/api/admin/nodes/${node.id}`, {
      token: r.adminToken,
      body: { inbounds: [...listed.inbounds, plain] },
    });
    expect(added.status).toBe(422);
    expect(added.body.errors.join(' ')).toMatch(/^plain: VLESS بی TLS/);
  });

  it('one saved before is flagged and left out of what Xray apps get, whose loader would refuse it', async () => {
    const listed = (await t.request<Node[]>('GET', '/api/admin/nodes', { token: r.adminToken })).body.find(
      (n) => n.id === node.id,
    ) as Node;
    // As an earlier release saved it, and as the installed file runs it.
    const kept = listed.inbounds.map((i) => ({ ...i }));
    const added = await t.request('PUT', `/api/admin/nodes/${node.id}`, {
      token: r.adminToken,
      body: { host: '10.0.0.9', inbounds: [...kept, { tag: 'plain', protocol: 'vless', port: 8880 }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await t.db.updateTable('nodes').set({ host: 'de.example.com' }).where('id', '=', node.id).execute();
    await install();

    const flagged = (await t.request<Node[]>('GET', '/api/admin/nodes', { token: r.adminToken })).body.find(
      (n) => n.id === node.id,
    ) as Node;
    expect(flagged.inbounds.find((i) => i.tag === 'plain')?.warnings).toEqual([
      expect.stringMatching(/^VLESS بی رمزنگاری به نشانی عمومی: برنامه‌های Xray/),
    ]);

    // What an Xray app gets loads; the plain entry is not in it. An app with sing-box inside still gets it.
    const forXray = await links(APPS.xray);
    expect(forXray.some((l) => l.includes(':8880'))).toBe(false);
    for (const link of forXray.filter((l) => l.startsWith('vless://') || l.startsWith('trojan://')))
      expect(() => loadXrayClientConfig({ outbounds: [v2rayNGOutbound(link)] })).not.toThrow();
    const configs = JSON.parse((await sub(APPS.xray, '?format=xray')).body) as Json[];
    expect(configs.length).toBeGreaterThan(0);
    for (const config of configs) expect(() => loadXrayClientConfig(config)).not.toThrow();
    expect(JSON.stringify(configs)).not.toContain('8880');
    expect((await links(APPS.hiddify)).some((l) => l.includes(':8880'))).toBe(true);
    expect((await singBoxProxies()).some((o) => o.server_port === 8880)).toBe(true);

    // The loader model refuses what the panel no longer serves, so the check above means something.
    const plainLink = (await links(APPS.hiddify)).find((l) => l.includes(':8880')) as string;
    expect(() => loadXrayClientConfig({ outbounds: [v2rayNGOutbound(plainLink)] })).toThrow(
      /vless without TLS or other encryption is prohibited/,
    );
  });

  it('early data reaches each app in its own form, the path Xray serves the same for all', async () => {
    const served = xrayWsPath('/vm?ed=2048');
    expect(served).toEqual({ path: '/vm', ed: 2048 });
    // Share links and Xray configs carry `?ed=` in the path, which Xray apps take out themselves.
    const link = (await links(APPS.xray)).find((l) => l.startsWith('vmess://')) as string;
    const vmess = JSON.parse(Buffer.from(link.slice('vmess://'.length), 'base64').toString('utf8')) as Json;
    expect(xrayWsPath(String(vmess.path))).toEqual(served);
    const configs = JSON.parse((await sub(APPS.xray, '?format=xray')).body) as Json[];
    const wsSettings = configs
      .map((c) => (((c.outbounds as Json[])[0] as Json).streamSettings as Json).wsSettings as Json | undefined)
      .find(Boolean) as Json;
    expect(xrayWsPath(String(wsSettings.path))).toEqual(served);
    // sing-box reads no `?ed=`: the path it asks for is the one served, early data in Xray's header.
    const transport = (await singBoxProxies()).find((o) => o.type === 'vmess')?.transport as Json;
    expect(transport).toMatchObject({
      type: 'ws',
      path: '/vm',
      max_early_data: 2048,
      early_data_header_name: 'Sec-WebSocket-Protocol',
    });
    const opts = (await clashProxies()).find((p) => p.type === 'vmess')?.['ws-opts'] as Json;
    expect(opts).toMatchObject({
      path: '/vm',
      'max-early-data': 2048,
      'early-data-header-name': 'Sec-WebSocket-Protocol',
    });
  });

  it('a V2Ray 4.34 node takes no `?ed=` in a path: it would answer every client 404', async () => {
    const refused = await t.request<{ errors: string[] }>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: {
        name: 'v2',
        api_address: '127.0.0.1:1',
        core: 'v2ray',
        host: 'v2.example.com',
        inbounds: [{ ...ws, security: 'tls' }],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.join(' ')).toMatch(/V2Ray 4\.34 مسیری با \?/);
  });
});
