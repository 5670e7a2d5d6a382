/**
 * Measures what decision 108 states, on Debian's real V2Ray 4.34 running the node file the panel writes: how long a
 * tunnel already open lives after its user is removed through the API, for a quiet one and for a download that keeps
 * going and then pauses, and how much traffic the core counts for the user after the removal. Also whether taking the
 * whole inbound away (HandlerService.RemoveInbound, the first half of "restart the inbound") cuts a running download.
 *
 *   npx tsx apps/server/scripts/measure-live-tunnels.ts [connIdle seconds, default the panel's] [seconds the download runs]
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { InboundBodySchema, TUNNEL_IDLE_SECONDS } from '@pishkhan/contract';
import { createCoreApi } from '../src/integrations/core/create-core-api.js';
import { DEFAULT_NODE_TLS, nodeConfig } from '../src/integrations/core/node-config.js';
import { buildShareLink, linkEndpoint } from '../src/integrations/links/share-link.js';
import { type OpenTunnel, openTunnel, startTunnelSource } from '../src/test/live-tunnel.js';
import { freePort, startV2rayClient, startV2rayOnConfig, tcpAccepts, waitFor } from '../src/test/v2ray-node.js';

const connIdle = Number(process.argv[2] ?? TUNNEL_IDLE_SECONDS);
const streamSeconds = Number(process.argv[3] ?? 2.5 * connIdle);
const [apiPort, port, otherPort] = [await freePort(), await freePort(), await freePort()];
const tag = 'vless-tcp';
const otherTag = 'vless-tcp-2';
const vless = (t: string, p: number) => ({
  ...InboundBodySchema.parse({ tag: t, protocol: 'vless', port: p }),
  reality_private_key: '',
});
const core = await startV2rayOnConfig(
  nodeConfig({
    core: 'v2ray',
    apiPort,
    apiListen: '127.0.0.1',
    inboundListen: '127.0.0.1',
    inbounds: [vless(tag, port), vless(otherTag, otherPort)],
    tls: DEFAULT_NODE_TLS,
    allowPrivateDestinations: true,
    connIdleSeconds: connIdle,
  }),
  { apiPort, ports: [port, otherPort] },
);
const api = createCoreApi('v2ray', { address: core.apiAddress });
const source = await startTunnelSource();

async function user(email: string, on = { tag, port }) {
  const uuid = randomUUID();
  await api.addUser({ tag: on.tag, email, account: { protocol: 'vless', id: uuid, flow: '' } });
  const link = buildShareLink(linkEndpoint({ protocol: 'vless', address: '127.0.0.1', port: on.port }), uuid, email);
  return { email, client: await startV2rayClient(link) };
}
const counted = async (email: string) => {
  const t = (await api.queryUserTraffic({ reset: false })).get(email);
  return t ? t.uplink + t.downlink : 0;
};

const quiet = await user('quiet@measure');
const active = await user('active@measure');
const onRemovedInbound = await user('inbound@measure', { tag: otherTag, port: otherPort });
const quietTunnel = await openTunnel(quiet.client.socksPort, source.url('/hold'));
const activeTunnel = await openTunnel(active.client.socksPort, source.url('/stream'));
const inboundTunnel = await openTunnel(onRemovedInbound.client.socksPort, source.url('/stream'));
// Let the download run a little and the quiet one go quiet, as an app's would before the switch-off.
await new Promise((resolve) => setTimeout(resolve, 1000));

const report = async (name: string, email: string, tunnel: OpenTunnel, removedAt: number, before: number) => {
  await waitFor(
    `${name} tunnel to close`,
    async () => tunnel.closedAt !== null,
    3 * 60_000 + streamSeconds * 1000,
    100,
  );
  const closedAt = tunnel.closedAt as number;
  const after = await counted(email);
  console.log(
    `${name}: closed ${((closedAt - removedAt) / 1000).toFixed(1)} s after the removal, ` +
      `${((closedAt - tunnel.lastByteAt) / 1000).toFixed(1)} s after its last byte; ` +
      `counted after the removal ${after - before} bytes; received ${tunnel.received} bytes in all`,
  );
};

const before = { quiet: await counted(quiet.email), active: await counted(active.email) };
const removedAt = Date.now();
await api.removeUser({ tag, email: quiet.email, kind: 'vless' });
await api.removeUser({ tag, email: active.email, kind: 'vless' });
console.log(`connIdle ${connIdle} s; both users removed; the download pauses after ${streamSeconds} s`);

// RemoveInbound{tag=1}: one string field, written out by hand (the panel's own client has no such call).
const tagBytes = Buffer.from(otherTag);
const removeInbound = Buffer.concat([Buffer.from([0x0a, tagBytes.length]), tagBytes]);
const raw = new grpc.Client(core.apiAddress, grpc.credentials.createInsecure());
await new Promise<void>((resolve, reject) =>
  raw.makeUnaryRequest(
    '/v2ray.core.app.proxyman.command.HandlerService/RemoveInbound',
    (b: Buffer) => b,
    (b: Buffer) => b,
    removeInbound,
    (error) => (error ? reject(error) : resolve()),
  ),
);
raw.close();
const atInboundRemoval = inboundTunnel.received;
await waitFor('the removed inbound to stop listening', async () => !(await tcpAccepts(otherPort)));
console.log('RemoveInbound: the inbound takes no new connection');
const pausing = setTimeout(() => {
  source.pause();
  console.log(`download paused ${((Date.now() - removedAt) / 1000).toFixed(1)} s after the removal`);
}, streamSeconds * 1000);
await Promise.all([
  report('quiet', quiet.email, quietTunnel, removedAt, before.quiet),
  report('active', active.email, activeTunnel, removedAt, before.active),
  report('inbound removed', onRemovedInbound.email, inboundTunnel, removedAt, 0).then(() =>
    console.log(`  received after RemoveInbound: ${inboundTunnel.received - atInboundRemoval} bytes`),
  ),
]);
clearTimeout(pausing);
api.close();
await Promise.all([
  quiet.client.stop(),
  active.client.stop(),
  onRemovedInbound.client.stop(),
  core.stop(),
  source.close(),
]);
