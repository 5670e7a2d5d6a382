import { InboundBodySchema, type Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeConfig } from '../../integrations/core/node-config.js';
import { createTestApp, demoPackageId, freshReseller, putPackageOnNodes, type TestApp } from '../../test/helpers.js';
import {
  fetchThroughSocks,
  freePort,
  type HttpTarget,
  makeSelfSignedCertificate,
  readLink,
  startHttpTarget,
  startV2rayClient,
  startV2rayOnClientConfig,
  startV2rayOnConfig,
  type TestCertificate,
  type V2rayCoreUnderTest,
  type V2rayTestClient,
} from '../../test/v2ray-node.js';
import { runWorkerPass } from '../../worker.js';

const REFUSED_WITHIN_MS = 1500;
const FETCH_MS = 4000;
const SNI = 'node.pishkhan.test';

/**
 * Decisions 085 and 086: on the real V2Ray 4.34 core, running the configuration file the panel writes for the node, with clients
 * nobody here wrote reading the links the subscription serves: a second v2ray for VLESS, VMess and Trojan over
 * WebSocket, Debian's trojan for Trojan over TLS. Every inbound the core can serve (VLESS, VMess, Trojan; TCP and
 * WebSocket; with and without TLS) carries a bought service, refuses it turned off, serves it turned on, and refuses
 * it deleted. The subscription is read as v2rayNG reads it (base64 share links) and as Xray JSON, which a v2ray 4.34
 * client runs as served.
 */
describe('a V2Ray 4.34 node with an inbound of each kind, through real clients', () => {
  let t: TestApp;
  let certificate: TestCertificate;
  let core: V2rayCoreUnderTest;
  let target: HttpTarget;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  const clients: V2rayTestClient[] = [];

  const kinds = [
    { tag: 'vless-tcp', protocol: 'vless', transport: 'tcp', security: 'none' },
    { tag: 'vless-ws-tls', protocol: 'vless', transport: 'ws', security: 'tls', path: '/vl', sni: SNI },
    { tag: 'vmess-tcp-tls', protocol: 'vmess', transport: 'tcp', security: 'tls', sni: SNI },
    { tag: 'vmess-ws', protocol: 'vmess', transport: 'ws', security: 'none', path: '/vm' },
    { tag: 'trojan-tcp-tls', protocol: 'trojan', transport: 'tcp', security: 'tls', sni: SNI },
    { tag: 'trojan-ws-tls', protocol: 'trojan', transport: 'ws', security: 'tls', path: '/tj', sni: SNI },
    { tag: 'trojan-tcp', protocol: 'trojan', transport: 'tcp', security: 'none' },
  ] as const;

  beforeAll(async () => {
    certificate = makeSelfSignedCertificate(SNI);
    const tls = { certificateFile: certificate.certFile, keyFile: certificate.keyFile };

    const apiPort = await freePort();
    const inbounds = [];
    for (const kind of kinds) inbounds.push(InboundBodySchema.parse({ ...kind, port: await freePort() }));
    core = await startV2rayOnConfig(
      nodeConfig({
        core: 'v2ray',
        apiPort,
        apiListen: '127.0.0.1',
        inboundListen: '127.0.0.1',
        tls,
        inbounds: inbounds.map((i) => ({ ...i, reality_private_key: '' })),
        // The page the clients fetch is on this machine's loopback, which a node's users may not reach by default.
        allowPrivateDestinations: true,
      }),
      { apiPort, ports: inbounds.map((i) => i.port) },
    );
    target = await startHttpTarget();

    t = await createTestApp('sqlite');
    r = await freshReseller(t, 20_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const node = await t.request<{ id: number }>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: { name: 'آلمان ۱', api_address: core.apiAddress, core: 'v2ray', host: '127.0.0.1', inbounds },
    });
    expect(node.status).toBe(200);
    await putPackageOnNodes(t, r.adminToken, packageId, [node.body.id]);
    await runWorkerPass(t.app.services);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await core?.stop();
    await target?.close();
    await t?.close();
    certificate?.remove();
  });

  const post = (url: string, body: unknown) => t.request<Service>('POST', url, { token: r.token, body });
  const clientFor = async (link: string) => {
    const client = await startV2rayClient(link, certificate);
    clients.push(client);
    return client;
  };
  /** Each client's fetch, in the inbounds' order: the page's body, or false when refused. */
  const fetchAll = (all: V2rayTestClient[], timeoutMs: number) =>
    Promise.all(all.map(async (c) => (await fetchThroughSocks(c.socksPort, target.url, timeoutMs)).body ?? false));

  it('buys, connects on every inbound, is refused off, served on, refused deleted', async () => {
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(bought.status).toBe(200);
    const s = bought.body[0] as Service;
    await t.app.services.provisioning.runJobs();
    expect((await t.request('GET', '/api/admin/provisioning', { token: r.adminToken })).body).toMatchObject({
      pending_jobs: 0,
      failing_jobs: 0,
    });

    const subPath = new URL(s.subscription_url).pathname;
    const sub = await t.app.inject({ method: 'GET', url: subPath, headers: { 'user-agent': 'v2rayNG/1.9.16' } });
    const links = Buffer.from(sub.body, 'base64').toString('utf8').trim().split('\n');
    expect(links.map((l) => [readLink(l).protocol, readLink(l).network, readLink(l).security])).toEqual(
      kinds.map((k) => [k.protocol, k.transport, k.security]),
    );
    const all = [];
    for (const link of links) all.push(await clientFor(link));
    const served = kinds.map(() => target.body);
    const refused = kinds.map(() => false);

    expect(await fetchAll(all, FETCH_MS)).toEqual(served);

    // The same ways in as Xray JSON client configurations: v2ray 4.34 runs each file as served and gets through.
    const json = await t.app.inject({ method: 'GET', url: `${subPath}?format=xray` });
    const configs = JSON.parse(json.body) as Array<Parameters<typeof startV2rayOnClientConfig>[0]>;
    expect(configs).toHaveLength(kinds.length);
    const fromJson = [];
    for (const config of configs) {
      const client = await startV2rayOnClientConfig(config, certificate);
      clients.push(client);
      fromJson.push(client);
    }
    expect(await fetchAll(fromJson, FETCH_MS)).toEqual(served);

    await post('/api/services/changestatus', { service_id: s.id, banned: true });
    await t.app.services.provisioning.runJobs();
    expect(await fetchAll(all, REFUSED_WITHIN_MS)).toEqual(refused);

    await post('/api/services/changestatus', { service_id: s.id, banned: false });
    await t.app.services.provisioning.runJobs();
    expect(await fetchAll(all, FETCH_MS)).toEqual(served);

    expect((await t.request('DELETE', `/api/services/${s.id}`, { token: r.token })).status).toBe(200);
    await t.app.services.provisioning.runJobs();
    expect(await fetchAll(all, REFUSED_WITHIN_MS)).toEqual(refused);
  });
});
