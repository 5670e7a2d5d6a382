import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertV2rayInstalled,
  fetchThroughSocks,
  type HttpTarget,
  makeSelfSignedCertificate,
  startHttpTarget,
  startTrojanClient,
  startV2rayClient,
  startV2rayNode,
  type TestCertificate,
  type TrojanTestClient,
  type V2rayTestClient,
  type V2rayTestNode,
  waitFor,
} from '../../test/v2ray-node.js';
import { type CoreApi, CoreApiError } from '../core/core-api.js';
import { createCoreApi } from '../core/create-core-api.js';
import { buildShareLink, linkEndpoint } from '../links/share-link.js';
import { createV2rayApi } from './v2ray-api.js';

// A refused Trojan client is cut at once by the node (it has no fallback), so a refusal needs no long wait.
const REFUSED_WITHIN_MS = 1500;
const FETCH_MS = 3000;

describe('the API link to a real v2ray over TLS, pinned to the node certificate', () => {
  let certificate: TestCertificate;
  let stranger: TestCertificate;
  let node: V2rayTestNode;
  let target: HttpTarget;
  const opened: CoreApi[] = [];
  const open = (api: CoreApi) => {
    opened.push(api);
    return api;
  };

  beforeAll(async () => {
    assertV2rayInstalled();
    certificate = makeSelfSignedCertificate();
    // Same name, another key: what a machine posing as the node would present.
    stranger = makeSelfSignedCertificate(certificate.serverName);
    target = await startHttpTarget();
    node = await startV2rayNode({ protocol: 'vless', apiTls: certificate });
  });

  afterAll(async () => {
    for (const api of opened) api.close();
    await node?.stop();
    await target?.close();
    certificate?.remove();
    stranger?.remove();
  });

  it('with the right certificate pinned, a user added through it can fetch through the node', async () => {
    const api = open(
      createCoreApi('v2ray', {
        address: node.apiAddress,
        tls: { ca: certificate.pem, serverName: certificate.serverName },
      }),
    );
    const uuid = randomUUID();
    const account = { protocol: 'vless', id: uuid, flow: '' } as const;
    expect(await api.addUser({ tag: node.inboundTag, email: 'tls@pishkhan.test', account })).toBe('added');
    const link = buildShareLink(
      linkEndpoint({ protocol: 'vless', address: '127.0.0.1', port: node.port }),
      uuid,
      'test',
    );
    let client: V2rayTestClient | undefined;
    try {
      client = await startV2rayClient(link);
      expect(await fetchThroughSocks(client.socksPort, target.url, FETCH_MS)).toEqual({ ok: true, body: target.body });
    } finally {
      await client?.stop();
    }
    expect(await api.ping()).toBe(true);
  });

  it('refuses a node whose certificate does not chain to the pinned one, as unavailable, saying so', async () => {
    const api = open(
      createV2rayApi({
        address: node.apiAddress,
        timeoutMs: 2000,
        tls: { ca: stranger.pem, serverName: stranger.serverName },
      }),
    );
    const error = await api
      .addUser({
        tag: node.inboundTag,
        email: 'mitm@pishkhan.test',
        account: { protocol: 'vless', id: randomUUID(), flow: '' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(true);
    expect((error as CoreApiError).message).toMatch(/TLS certificate was refused/);
    expect(await api.ping()).toBe(false);
  });

  it('refuses the right certificate under another name than the one it is issued to', async () => {
    // Without serverName the name checked is the address's host, 127.0.0.1, which the certificate does not carry.
    const api = open(createV2rayApi({ address: node.apiAddress, timeoutMs: 2000, tls: { ca: certificate.pem } }));
    const error = await api.queryUserTraffic({ reset: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(true);
    expect((error as CoreApiError).message).toMatch(/TLS certificate was refused/);
  });

  it('a client without TLS gets nothing from the TLS-wrapped API', async () => {
    const api = open(createV2rayApi({ address: node.apiAddress, timeoutMs: 1500 }));
    const error = await api.queryUserTraffic({ reset: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(true);
    expect(await api.ping()).toBe(false);
  });
});

describe('Trojan users on a real v2ray 4.34, used by a real Trojan client (trojan-gfw)', () => {
  let certificate: TestCertificate;
  let node: V2rayTestNode<'trojan'>;
  let api: CoreApi;
  let target: HttpTarget;
  let client: TrojanTestClient;
  const password = randomBytes(18).toString('base64url');
  const email = 'Trojan-User@Pishkhan.Test';
  const account = { protocol: 'trojan', password } as const;
  const fetchPage = (timeoutMs = FETCH_MS) => fetchThroughSocks(client.socksPort, target.url, timeoutMs);

  beforeAll(async () => {
    assertV2rayInstalled();
    certificate = makeSelfSignedCertificate();
    target = await startHttpTarget();
    node = await startV2rayNode({ protocol: 'trojan', tls: certificate });
    api = createV2rayApi({ address: node.apiAddress });
    client = await startTrojanClient({ port: node.port, password, certificate });
  });

  afterAll(async () => {
    api?.close();
    await client?.stop();
    await node?.stop();
    await target?.close();
    certificate?.remove();
  });

  it('refuses the client while its password is not on the node', async () => {
    expect(await fetchPage(REFUSED_WITHIN_MS)).toEqual({ ok: false });
  });

  it('adds the Trojan user, whose client then fetches through the node; adding again answers exists', async () => {
    expect(await api.addUser({ tag: node.inboundTag, email, account })).toBe('added');
    expect(await fetchPage()).toEqual({ ok: true, body: target.body });
    expect(await api.addUser({ tag: node.inboundTag, email: email.toLowerCase(), account })).toBe('exists');
  });

  it('counts the Trojan user traffic by lower-cased email', async () => {
    expect((await fetchPage()).ok).toBe(true);
    await waitFor('the Trojan user traffic', async () => {
      const traffic = (await api.queryUserTraffic({ reset: false })).get(email.toLowerCase());
      return !!traffic && traffic.uplink > 0 && traffic.downlink >= target.body.length;
    });
  });

  it('removes the user: the next fetch is refused, and removing again answers missing', async () => {
    expect(await api.removeUser({ tag: node.inboundTag, email, kind: 'vless' })).toBe('removed');
    expect(await fetchPage(REFUSED_WITHIN_MS)).toEqual({ ok: false });
    expect(await api.removeUser({ tag: node.inboundTag, email, kind: 'vless' })).toBe('missing');
  });
});
