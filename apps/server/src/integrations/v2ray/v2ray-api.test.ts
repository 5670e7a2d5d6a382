import { randomUUID } from 'node:crypto';
import net from 'node:net';
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
import { type CoreApi, CoreApiError } from '../core/core-api.js';
import { buildShareLink } from './share-link.js';
import { createV2rayApi } from './v2ray-api.js';

// An unknown VMess user is held open rather than refused (integration-facts), so refusals end at this timeout.
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
  const addUser = () => api.addUser({ tag: node.inboundTag, protocol, email, uuid });

  beforeAll(async () => {
    assertV2rayInstalled();
    target = await startHttpTarget();
    node = await startV2rayNode({ protocol });
    api = createV2rayApi({ address: node.apiAddress });
    const link = buildShareLink(
      { protocol, host: '127.0.0.1', port: node.port, transport: 'tcp', tls: false, path: '', sni: '' },
      uuid,
      'test',
    );
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
    const error = await api.addUser({ tag: 'no-such-tag', protocol, email, uuid }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(false);
    expect((error as CoreApiError).message).toContain('handler not found');
    await expect(api.removeUser({ tag: 'no-such-tag', email })).rejects.toBeInstanceOf(CoreApiError);
  });

  it('removes the user: new connections are refused and removing again answers missing', async () => {
    expect(await api.removeUser({ tag: node.inboundTag, email: email.toLowerCase() })).toBe('removed');
    expect(await fetchPage(REFUSED_WITHIN_MS)).toEqual({ ok: false });
    expect(await api.removeUser({ tag: node.inboundTag, email })).toBe('missing');
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
      const error = await api.removeUser({ tag: 'x', email: 'x@example.test' }).catch((e: unknown) => e);
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
