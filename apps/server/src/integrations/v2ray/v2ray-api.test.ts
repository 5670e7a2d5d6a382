import { randomUUID } from 'node:crypto';
import net from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertV2rayInstalled,
  fetchThroughSocks,
  type HttpTarget,
  startHttpTarget,
  startV2rayClient,
  startV2rayNode,
  type V2rayTestClient,
  type V2rayTestNode,
  waitFor,
} from '../../test/v2ray-node.js';
import { type CoreAccount, type CoreApi, CoreApiError } from '../core/core-api.js';
import { buildShareLink, linkEndpoint } from '../links/share-link.js';
import { createV2rayApi } from './v2ray-api.js';

// An unknown VMess user is held open rather than refused, so refusals end at this timeout.
const REFUSED_WITHIN_MS = 1500;
const FETCH_MS = 3000;

describe.each(['vless', 'vmess'] as const)('v2ray api against a real %s node', (protocol) => {
  const uuid = randomUUID();
  const email = `Reseller-${protocol}@Pishkhan.Test`;
  let node: V2rayTestNode;
  let api: CoreApi;
  let target: HttpTarget;
  let client: V2rayTestClient;

  const fetchPage = (timeoutMs = FETCH_MS) => fetchThroughSocks(client.socksPort, target.url, timeoutMs);
  const account: CoreAccount = protocol === 'vless' ? { protocol, id: uuid, flow: '' } : { protocol, id: uuid };
  const addUser = () => api.addUser({ tag: node.inboundTag, email, account });

  beforeAll(async () => {
    assertV2rayInstalled();
    target = await startHttpTarget();
    node = await startV2rayNode({ protocol });
    api = createV2rayApi({ address: node.apiAddress });
    const link = buildShareLink(linkEndpoint({ protocol, address: '127.0.0.1', port: node.port }), uuid, 'test');
    client = await startV2rayClient(link);
  });

  afterAll(async () => {
    api?.close();
    await client?.stop();
    await node?.stop();
    await target?.close();
  });

  it('refuses a client whose uuid is not on the node', async () => {
    expect(await fetchPage(REFUSED_WITHIN_MS)).toEqual({ ok: false });
  });

  it('adds the user, whose client then fetches through the node; adding again answers exists', async () => {
    expect(await addUser()).toBe('added');
    expect(await fetchPage()).toEqual({ ok: true, body: target.body });
    expect(await addUser()).toBe('exists');
  });

  it('counts the user traffic by lower-cased email, and a reset zeroes it', async () => {
    expect((await fetchPage()).ok).toBe(true);
    const key = email.toLowerCase();
    await waitFor('traffic counters', async () => {
      const traffic = (await api.queryUserTraffic({ reset: false })).get(key);
      return !!traffic && traffic.uplink > 0 && traffic.downlink >= target.body.length;
    });
    const before = (await api.queryUserTraffic({ reset: true })).get(key);
    expect(before?.uplink).toBeGreaterThan(0);
    expect(before?.downlink).toBeGreaterThanOrEqual(target.body.length);
    const after = (await api.queryUserTraffic({ reset: false })).get(key) ?? { uplink: 0, downlink: 0 };
    expect(after).toEqual({ uplink: 0, downlink: 0 });
  });

  it('rejects an unknown inbound tag as an error, not as exists or missing', async () => {
    const error = await api.addUser({ tag: 'no-such-tag', email, account }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(false);
    expect((error as CoreApiError).message).toContain('handler not found');
    await expect(api.removeUser({ tag: 'no-such-tag', email, kind: 'vless' })).rejects.toBeInstanceOf(CoreApiError);
  });

  it('removes the user: new connections are refused and removing again answers missing', async () => {
    expect(await api.removeUser({ tag: node.inboundTag, email: email.toLowerCase(), kind: 'vless' })).toBe('removed');
    expect(await fetchPage(REFUSED_WITHIN_MS)).toEqual({ ok: false });
    expect(await api.removeUser({ tag: node.inboundTag, email, kind: 'vless' })).toBe('missing');
  });

  it('cannot tell where the user is connected from: V2Ray 4.34 keeps no such list', async () => {
    expect(await api.onlineIps(email)).toBeNull();
  });

  it('forgets the user on restart until it is added again', async () => {
    expect(await addUser()).toBe('added');
    expect((await fetchPage()).ok).toBe(true);
    await node.restart();
    expect(await fetchPage(REFUSED_WITHIN_MS)).toEqual({ ok: false });
    expect((await api.queryUserTraffic({ reset: false })).size).toBe(0);
    expect(await addUser()).toBe('added');
    expect(await fetchPage()).toEqual({ ok: true, body: target.body });
  });

  it('rejects calls to a stopped node as unavailable', async () => {
    await node.stop();
    const error = await addUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(true);
    await expect(api.queryUserTraffic({ reset: false })).rejects.toMatchObject({ unavailable: true });
    expect(await api.ping()).toBe(false);
  });
});

describe('v2ray api deadline', () => {
  it('gives up on a node that accepts but never answers, as unavailable', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const api = createV2rayApi({ address: `127.0.0.1:${port}`, timeoutMs: 300 });
    try {
      const started = Date.now();
      const error = await api.removeUser({ tag: 'x', email: 'x@example.test', kind: 'vless' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreApiError);
      expect((error as CoreApiError).unavailable).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      api.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

/** A gRPC server that records the raw bytes of every AlterInbound request and answers each with an empty success. */
async function startRecorder() {
  const requests: Buffer[] = [];
  const server = new grpc.Server();
  const path = '/v2ray.core.app.proxyman.command.HandlerService/AlterInbound';
  const raw = (b: Buffer) => b;
  server.addService(
    {
      AlterInbound: {
        path,
        requestStream: false,
        responseStream: false,
        requestSerialize: raw,
        requestDeserialize: raw,
        responseSerialize: raw,
        responseDeserialize: raw,
      },
    } as grpc.ServiceDefinition,
    {
      AlterInbound: (call: grpc.ServerUnaryCall<Buffer, Buffer>, callback: grpc.sendUnaryData<Buffer>) => {
        requests.push(call.request);
        callback(null, Buffer.alloc(0));
      },
    },
  );
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, p) =>
      error ? reject(error) : resolve(p),
    ),
  );
  return {
    address: `127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((r) => server.tryShutdown(() => r())),
  };
}

describe('v2ray api accounts on the wire', () => {
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  let api: CoreApi;
  const id = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  beforeAll(async () => {
    recorder = await startRecorder();
    api = createV2rayApi({ address: recorder.address });
  });
  afterAll(async () => {
    api?.close();
    await recorder?.stop();
  });

  // The bytes the panel sent for these two before Trojan and Shadowsocks came: nodes in service must see no change.
  it('sends VLESS and VMess users byte for byte as before', async () => {
    await api.addUser({ tag: 'in', email: 'a@b.test', account: { protocol: 'vless', id, flow: '' } });
    await api.addUser({ tag: 'in', email: 'a@b.test', account: { protocol: 'vmess', id } });
    expect(recorder.requests.map((b) => b.toString('hex'))).toEqual([
      '0a02696e1294010a3076327261792e636f72652e6170702e70726f78796d616e2e636f6d6d616e642e416464557365724f7065726174696f6e12600a5e080012086140622e746573741a500a1e76327261792e636f72652e70726f78792e766c6573732e4163636f756e74122e0a2436663162326333642d346535662d346136622d386337642d39653066316132623363346412001a046e6f6e65',
      '0a02696e1292010a3076327261792e636f72652e6170702e70726f78796d616e2e636f6d6d616e642e416464557365724f7065726174696f6e125e0a5c080012086140622e746573741a4e0a1e76327261792e636f72652e70726f78792e766d6573732e4163636f756e74122c0a2436663162326333642d346535662d346136622d386337642d39653066316132623363346410001a020802',
    ]);
  });

  it('refuses, without calling the node, what V2Ray 4.34 cannot hold: the Vision flow and Shadowsocks users', async () => {
    recorder.requests.length = 0;
    const vision = await api
      .addUser({ tag: 'in', email: 'v@b.test', account: { protocol: 'vless', id, flow: 'xtls-rprx-vision' } })
      .catch((e: unknown) => e);
    expect(vision).toBeInstanceOf(CoreApiError);
    expect((vision as CoreApiError).unavailable).toBe(false);
    expect((vision as CoreApiError).message).toMatch(/V2Ray 4\.34 has no xtls-rprx-vision flow/);
    const shadowsocks = await api
      .addUser({
        tag: 'in',
        email: 's@b.test',
        account: { protocol: 'shadowsocks', method: 'aes-128-gcm', password: 'secret' },
      })
      .catch((e: unknown) => e);
    expect(shadowsocks).toBeInstanceOf(CoreApiError);
    expect((shadowsocks as CoreApiError).unavailable).toBe(false);
    expect((shadowsocks as CoreApiError).message).toMatch(/V2Ray 4\.34 cannot add Shadowsocks users at run time/);
    expect(recorder.requests).toEqual([]);
  });
});
