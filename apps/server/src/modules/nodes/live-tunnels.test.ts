import { InboundBodySchema, type Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NODE_TLS, nodeConfig } from '../../integrations/core/node-config.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  putPackageOnNodes,
  type TestApp,
} from '../../test/helpers.js';
import {
  type OpenTunnel,
  openTunnel,
  STREAM_CHUNK_BYTES,
  startTunnelSource,
  type TunnelSource,
} from '../../test/live-tunnel.js';
import {
  fetchThroughSocks,
  freePort,
  readLink,
  startV2rayClient,
  startV2rayOnConfig,
  type V2rayCoreUnderTest,
  type V2rayTestClient,
  waitFor,
} from '../../test/v2ray-node.js';
import { runWorkerPass } from '../../worker.js';

/**
 * The node file's `connIdle`, shortened from the panel's TUNNEL_IDLE_SECONDS so the test runs in seconds: the bound
 * is the same rule at any value (decision 108), and the script apps/server/scripts/measure-live-tunnels.ts measures it
 * at the panel's own value.
 */
const CONN_IDLE_S = 2;
/**
 * The core checks a connection once every connIdle, so a quiet one closes one to two connIdle after its last byte;
 * then the client app lingers up to its own `uplinkOnly` (1 s in v2ray) before it lets the socket go.
 */
const CLOSED_WITHIN_MS = 2 * CONN_IDLE_S * 1000 + 2000;
const REFUSED_WITHIN_MS = 1500;

/**
 * Decision 108 on the real V2Ray 4.34 core running the panel's node file, with real v2ray clients reading the
 * subscription: a switch-off refuses new connections at once, and the tunnels already open end within the bound
 * after their last byte, on VLESS and VMess alike: a quiet one within the bound of the switch-off, a download that
 * keeps going not before it pauses. What the node counts for the service after the switch-off is what went through
 * before that, and nothing once the tunnels are closed.
 */
describe.each(DIALECTS)('open tunnels of a service switched off, on a real V2Ray 4.34 node (%s)', (dialect) => {
  let t: TestApp;
  let core: V2rayCoreUnderTest;
  let source: TunnelSource;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  const clients: V2rayTestClient[] = [];
  const tunnels: OpenTunnel[] = [];

  beforeAll(async () => {
    const apiPort = await freePort();
    const inbounds = [
      InboundBodySchema.parse({ tag: 'vless-tcp', protocol: 'vless', port: await freePort() }),
      InboundBodySchema.parse({
        tag: 'vmess-ws',
        protocol: 'vmess',
        transport: 'ws',
        path: '/vm',
        port: await freePort(),
      }),
    ];
    core = await startV2rayOnConfig(
      nodeConfig({
        core: 'v2ray',
        apiPort,
        apiListen: '127.0.0.1',
        inboundListen: '127.0.0.1',
        tls: DEFAULT_NODE_TLS,
        inbounds: inbounds.map((i) => ({ ...i, reality_private_key: '' })),
        // The source the tunnels read is on this machine's loopback, which a node's users may not reach by default.
        allowPrivateDestinations: true,
        connIdleSeconds: CONN_IDLE_S,
      }),
      { apiPort, ports: inbounds.map((i) => i.port) },
    );
    source = await startTunnelSource();

    t = await createTestApp(dialect);
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
    for (const tunnel of tunnels) tunnel.close();
    await Promise.all(clients.map((c) => c.stop()));
    await core?.stop();
    await source?.close();
    await t?.close();
  });

  const counted = async (id: number) => {
    const row = await t.db
      .selectFrom('services')
      .select(['upload_bytes', 'download_bytes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.upload_bytes) + Number(row.download_bytes);
  };
  const received = (all: OpenTunnel[]) => all.reduce((sum, tunnel) => sum + tunnel.received, 0);

  it('refuses new connections at once; quiet tunnels close within the bound, a download once it pauses', async () => {
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(bought.status).toBe(200);
    const s = bought.body[0] as Service;
    await t.app.services.provisioning.runJobs();
    const sub = await t.app.inject({
      method: 'GET',
      url: new URL(s.subscription_url).pathname,
      headers: { 'user-agent': 'v2rayNG/1.9.16' },
    });
    const links = Buffer.from(sub.body, 'base64').toString('utf8').trim().split('\n');
    expect(links.map((l) => readLink(l).protocol)).toEqual(['vless', 'vmess']);
    for (const link of links) clients.push(await startV2rayClient(link));
    for (const client of clients)
      expect(await fetchThroughSocks(client.socksPort, source.url('/ok'))).toEqual({ ok: true, body: 'ok' });

    const quiet: OpenTunnel[] = [];
    const downloads: OpenTunnel[] = [];
    for (const client of clients) {
      quiet.push(await openTunnel(client.socksPort, source.url('/hold')));
      downloads.push(await openTunnel(client.socksPort, source.url('/stream')));
    }
    tunnels.push(...quiet, ...downloads);
    // Everything the node counted so far is the service's; what it counts from here on went through after the snapshot.
    await t.app.services.usage.collectUsage();
    const countedBefore = await counted(s.id);
    const receivedBefore = received(tunnels);

    expect(
      (
        await t.request('POST', '/api/services/changestatus', {
          token: r.token,
          body: { service_id: s.id, banned: true },
        })
      ).status,
    ).toBe(200);
    await t.app.services.provisioning.runJobs();
    const offAt = Date.now();
    for (const client of clients)
      expect(await fetchThroughSocks(client.socksPort, source.url('/ok'), REFUSED_WITHIN_MS)).toEqual({ ok: false });

    await waitFor('the quiet tunnels to close', async () => quiet.every((q) => q.closedAt !== null), CLOSED_WITHIN_MS);
    for (const q of quiet) expect((q.closedAt as number) - q.lastByteAt).toBeLessThanOrEqual(CLOSED_WITHIN_MS);

    // A download is never quiet: the core has nothing that ends it while bytes keep moving, past the bound too.
    const streamedAtBound = received(downloads);
    await waitFor('the bound to pass', async () => Date.now() - offAt > CLOSED_WITHIN_MS, CLOSED_WITHIN_MS + 1000);
    expect(downloads.map((d) => d.closedAt)).toEqual([null, null]);
    expect(received(downloads)).toBeGreaterThan(streamedAtBound);

    source.pause();
    await waitFor(
      'the paused downloads to close',
      async () => downloads.every((d) => d.closedAt !== null),
      CLOSED_WITHIN_MS + 1000,
    );
    for (const d of downloads) expect((d.closedAt as number) - d.lastByteAt).toBeLessThanOrEqual(CLOSED_WITHIN_MS);

    // The service is charged what went through after the switch-off, no more: the requests up, the bytes down.
    await t.app.services.usage.collectUsage();
    const countedAfterOff = (await counted(s.id)) - countedBefore;
    const receivedAfter = received(tunnels) - receivedBefore;
    expect(countedAfterOff).toBeGreaterThan(0);
    expect(countedAfterOff).toBeLessThanOrEqual(receivedAfter + 2 * STREAM_CHUNK_BYTES * downloads.length + 1024);
    // And nothing once they are closed.
    await t.app.services.usage.collectUsage();
    expect((await counted(s.id)) - countedBefore).toBe(countedAfterOff);
  }, 60_000);
});
