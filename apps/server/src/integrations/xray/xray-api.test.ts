import { randomBytes, randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/v2ray-node.js';
import { type StandinInbound, type StandinUser, startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import {
  type CoreAccount,
  type CoreApi,
  CoreApiError,
  createGrpcCoreApi,
  kindOfAccount,
  loadProtoRoot,
} from '../core/core-api.js';
import { createCoreApi } from '../core/create-core-api.js';
import { SS_PLACEHOLDER_EMAIL } from '../core/node-config.js';
import { createV2rayApi } from '../v2ray/v2ray-api.js';
import { createXrayApi, xrayDialect } from './xray-api.js';

const key = (bytes: number) => randomBytes(bytes).toString('base64');

/** One inbound of each kind the panel serves on Xray, the account a user gets on it, and what Xray then holds. */
const CASES: Array<{
  name: string;
  inbound: Omit<StandinInbound, 'tag'>;
  account: () => CoreAccount;
  held: (account: CoreAccount) => Omit<StandinUser, 'email' | 'level'>;
}> = [
  {
    name: 'vless',
    inbound: { protocol: 'vless' },
    account: () => ({ protocol: 'vless', id: randomUUID(), flow: '' }),
    held: (a) => ({ protocol: 'vless', id: (a as { id: string }).id, flow: '', password: '', method: '' }),
  },
  {
    name: 'vless with the Vision flow',
    inbound: { protocol: 'vless' },
    account: () => ({ protocol: 'vless', id: randomUUID(), flow: 'xtls-rprx-vision' }),
    held: (a) => ({
      protocol: 'vless',
      id: (a as { id: string }).id,
      flow: 'xtls-rprx-vision',
      password: '',
      method: '',
    }),
  },
  {
    name: 'vmess',
    inbound: { protocol: 'vmess' },
    account: () => ({ protocol: 'vmess', id: randomUUID() }),
    held: (a) => ({ protocol: 'vmess', id: (a as { id: string }).id, flow: '', password: '', method: '' }),
  },
  {
    name: 'trojan',
    inbound: { protocol: 'trojan' },
    account: () => ({ protocol: 'trojan', password: randomBytes(16).toString('base64url') }),
    held: (a) => ({ protocol: 'trojan', id: '', flow: '', password: (a as { password: string }).password, method: '' }),
  },
  {
    name: 'shadowsocks chacha20-ietf-poly1305',
    inbound: { protocol: 'shadowsocks', method: 'chacha20-ietf-poly1305' },
    account: () => ({ protocol: 'shadowsocks', method: 'chacha20-ietf-poly1305', password: key(16) }),
    held: (a) => ({
      protocol: 'shadowsocks',
      id: '',
      flow: '',
      password: (a as { password: string }).password,
      method: 'chacha20-ietf-poly1305',
    }),
  },
  {
    name: 'shadowsocks 2022-blake3-aes-256-gcm',
    inbound: { protocol: 'shadowsocks', method: '2022-blake3-aes-256-gcm' },
    account: () => ({ protocol: 'shadowsocks', method: '2022-blake3-aes-256-gcm', password: key(32) }),
    held: (a) => ({
      protocol: 'shadowsocks',
      id: '',
      flow: '',
      password: (a as { password: string }).password,
      method: '2022-blake3-aes-256-gcm',
    }),
  },
];

// The Xray stand-in answers as Xray does (decision 085); V2Ray's own behaviour is checked against the real v2ray.
describe.each(CASES)('xray api against the Xray stand-in, $name inbound', ({ inbound, account: makeAccount, held }) => {
  const email = `Reseller-${inbound.protocol}@Pishkhan.Test`;
  const tag = `in-${inbound.protocol}`;
  const account = makeAccount();
  const kind = kindOfAccount(account);
  let core: XrayStandin;
  let api: CoreApi;
  /** The inbound's users but the 2022 file's placeholder. */
  const users = () => core.users(tag).filter((u) => u.email !== SS_PLACEHOLDER_EMAIL);

  beforeAll(async () => {
    core = await startXrayStandin({ inbounds: [{ tag, ...inbound }] });
    api = createXrayApi({ address: core.apiAddress });
  });
  afterAll(async () => {
    api?.close();
    await core?.stop();
  });

  it('answers a ping', async () => {
    expect(await api.ping()).toBe(true);
  });

  it("adds the user with Xray's account, and adding again leaves one, whatever the email's case", async () => {
    expect(await api.addUser({ tag, email, account })).toBe('added');
    expect(users()).toEqual([{ email, level: 0, ...held(account) }]);
    // AEAD Shadowsocks would take a second user of the email: the adapter takes the first off, so it answers 'added'.
    // The 2022 inbound compares emails exactly (the panel's are lower-case), the others whatever the case.
    const again = kind === 'shadowsocks-2022' ? email : email.toUpperCase();
    expect(await api.addUser({ tag, email: again, account })).toBe(kind === 'shadowsocks' ? 'added' : 'exists');
    expect(users()).toHaveLength(1);
    expect(await api.inboundUsers(tag)).toEqual(expect.arrayContaining([users()[0]?.email.toLowerCase()]));
  });

  it('reads traffic by lower-cased email, and a reset zeroes it', async () => {
    core.addTraffic(email, { uplink: 120, downlink: 3400 });
    const lower = email.toLowerCase();
    expect((await api.queryUserTraffic({ reset: false })).get(lower)).toEqual({ uplink: 120, downlink: 3400 });
    expect((await api.queryUserTraffic({ reset: true })).get(lower)).toEqual({ uplink: 120, downlink: 3400 });
    expect((await api.queryUserTraffic({ reset: false })).get(lower)).toEqual({ uplink: 0, downlink: 0 });
    core.addTraffic(email, { downlink: 5 });
    expect((await api.queryUserTraffic({ reset: true })).get(lower)).toEqual({ uplink: 0, downlink: 5 });
  });

  it('tells where the user is connected from, most recent first, and nothing for one never connected', async () => {
    expect(await api.onlineIps(email)).toEqual([]);
    core.setOnlineIps(email, { '5.160.10.20': 1_790_000_100, '2a01:4f8::1': 1_790_000_050, '10.0.0.7': 1_790_000_200 });
    expect(await api.onlineIps(email)).toEqual([
      { ip: '10.0.0.7', lastSeen: 1_790_000_200 },
      { ip: '5.160.10.20', lastSeen: 1_790_000_100 },
      { ip: '2a01:4f8::1', lastSeen: 1_790_000_050 },
    ]);
    expect(await api.onlineIps('nobody@pishkhan.test')).toEqual([]);
  });

  it('lists an address while a connection from it is open, with its newest start, and every online user at once', async () => {
    const other = 'Other@Pishkhan.Test';
    const first = core.connect(other, '5.160.10.20', 1_790_000_300);
    const second = core.connect(other, '5.160.10.20', 1_790_000_360);
    const phone = core.connect(other, '37.129.4.5', 1_790_000_330);
    core.connect(other, '127.0.0.1', 1_790_000_400);
    expect(await api.onlineIps(other)).toEqual([
      { ip: '5.160.10.20', lastSeen: 1_790_000_360 },
      { ip: '37.129.4.5', lastSeen: 1_790_000_330 },
    ]);
    const all = await api.onlineUsers();
    expect(all?.get(other.toLowerCase())).toEqual([
      { ip: '5.160.10.20', lastSeen: 1_790_000_360 },
      { ip: '37.129.4.5', lastSeen: 1_790_000_330 },
    ]);
    // One of two connections from an address closes: still listed; the last closes: gone.
    first();
    phone();
    expect(await api.onlineIps(other)).toEqual([{ ip: '5.160.10.20', lastSeen: 1_790_000_360 }]);
    second();
    // A user whose connections all closed keeps an empty list (not NOT_FOUND) and leaves GetUsersStats.
    expect(await api.onlineIps(other)).toEqual([]);
    expect((await api.onlineUsers())?.has(other.toLowerCase())).toBe(false);
    expect(core.calls).toContain('/xray.app.stats.command.StatsService/GetUsersStats');
  });

  it('rejects an unknown inbound tag as an error, not as exists or missing', async () => {
    const error = await api.addUser({ tag: 'no-such-tag', email, account }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(false);
    expect((error as CoreApiError).message).toBe(
      `xray api ${core.apiAddress}: app/proxyman/command: failed to get handler: no-such-tag > app/proxyman/inbound: handler not found: no-such-tag`,
    );
    await expect(api.removeUser({ tag: 'no-such-tag', email, kind: kindOfAccount(account) })).rejects.toBeInstanceOf(
      CoreApiError,
    );
  });

  it('removes the user, and removing again answers missing', async () => {
    expect(await api.removeUser({ tag, email: email.toLowerCase(), kind })).toBe('removed');
    expect(users()).toEqual([]);
    expect(await api.removeUser({ tag, email, kind })).toBe('missing');
  });

  it('forgets users, counters and online lists on restart, until they are added again', async () => {
    expect(await api.addUser({ tag, email, account })).toBe('added');
    core.addTraffic(email, { uplink: 1 });
    await core.restart();
    expect(users()).toEqual([]);
    expect((await api.queryUserTraffic({ reset: false })).size).toBe(0);
    expect(await api.onlineIps(email)).toEqual([]);
    expect((await api.onlineUsers())?.size).toBe(0);
    expect(await api.addUser({ tag, email, account })).toBe('added');
  });

  it('rejects calls to a stopped core as unavailable', async () => {
    await core.stop();
    const error = await api.addUser({ tag, email, account }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(true);
    await expect(api.queryUserTraffic({ reset: false })).rejects.toMatchObject({ unavailable: true });
    await expect(api.onlineIps(email)).rejects.toMatchObject({ unavailable: true });
    expect(await api.ping()).toBe(false);
  });
});

describe('the xray api refuses, without calling the node, a 2022 key that is not the cipher key length', () => {
  let core: XrayStandin;
  beforeAll(async () => {
    core = await startXrayStandin({
      inbounds: [{ tag: 'ss-in', protocol: 'shadowsocks', method: '2022-blake3-aes-128-gcm' }],
    });
  });
  afterAll(async () => {
    await core?.stop();
  });

  it.each([
    ['a 32-byte key for a 16-byte cipher', key(32)],
    ['a short key', key(8)],
    ['a key that is not base64', 'not a key at all!'],
  ])('%s', async (_what, password) => {
    const api = createXrayApi({ address: core.apiAddress });
    try {
      const error = await api
        .addUser({
          tag: 'ss-in',
          email: 'k@pishkhan.test',
          account: { protocol: 'shadowsocks', method: '2022-blake3-aes-128-gcm', password },
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreApiError);
      expect((error as CoreApiError).unavailable).toBe(false);
      expect((error as CoreApiError).message).toMatch(/2022-blake3-aes-128-gcm user key must be 16 bytes, in base64/);
      // The key is the user's secret: it stays out of the message.
      expect((error as CoreApiError).message).not.toContain(password);
      expect(core.calls).toEqual([]);
    } finally {
      api.close();
    }
  });
});

describe('the Xray stand-in refuses what Xray refuses', () => {
  let core: XrayStandin;
  beforeAll(async () => {
    core = await startXrayStandin({
      inbounds: [
        { tag: 'vless-in', protocol: 'vless' },
        { tag: 'vmess-in', protocol: 'vmess' },
        { tag: 'trojan-in', protocol: 'trojan' },
        { tag: 'ss-in', protocol: 'shadowsocks', method: 'aes-256-gcm' },
        { tag: 'ss2022-in', protocol: 'shadowsocks', method: '2022-blake3-aes-128-gcm' },
      ],
    });
  });
  afterAll(async () => {
    await core?.stop();
  });

  it('the V2Ray adapter fails with "does not implement the method", as it did against Xray before decision 085', async () => {
    const api = createV2rayApi({ address: core.apiAddress });
    try {
      const error = await api
        .addUser({ tag: 'vless-in', email: 'a@pishkhan', account: { protocol: 'vless', id: randomUUID(), flow: '' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreApiError);
      expect((error as CoreApiError).grpcCode).toBe(grpc.status.UNIMPLEMENTED);
      expect((error as CoreApiError).unavailable).toBe(false);
      expect((error as CoreApiError).message).toMatch(/does not implement the method/);
      await expect(api.queryUserTraffic({ reset: false })).rejects.toThrow(/does not implement the method/);
      expect(await api.ping()).toBe(false);
      expect(core.users('vless-in')).toEqual([]);
    } finally {
      api.close();
    }
  });

  it('a V2Ray type string inside an Xray call is refused with "proto: not found"', async () => {
    const api = createGrpcCoreApi(
      {
        ...xrayDialect,
        account: (account, typed) => {
          // Encoded by Xray's layout (field numbers match), but named as V2Ray names it.
          const t = xrayDialect.account(account, typed);
          return { type: t.type.replace(/^xray\./, 'v2ray.core.'), value: t.value };
        },
      },
      { address: core.apiAddress },
    );
    try {
      const error = await api
        .addUser({ tag: 'trojan-in', email: 'b@pishkhan', account: { protocol: 'trojan', password: 'p' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreApiError);
      expect((error as CoreApiError).grpcCode).toBe(grpc.status.UNKNOWN);
      expect((error as CoreApiError).message).toMatch(/proto: not found/);
      expect(core.users('trojan-in')).toEqual([]);
    } finally {
      api.close();
    }
  });

  it('a 2022 key of the wrong length that got past the adapter is refused with "bad key"', async () => {
    // Sends what the adapter would never send: a 32-byte key to a 16-byte cipher.
    const api = createGrpcCoreApi(
      { ...xrayDialect, account: (_account, typed) => typed('xray.proxy.shadowsocks_2022.Account', { key: key(32) }) },
      { address: core.apiAddress },
    );
    try {
      const error = await api
        .addUser({
          tag: 'ss2022-in',
          email: 'c@pishkhan',
          account: { protocol: 'shadowsocks', method: '2022-blake3-aes-128-gcm', password: '' },
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreApiError);
      expect((error as CoreApiError).unavailable).toBe(false);
      expect((error as CoreApiError).message).toMatch(/bad key$/);
      expect(core.users('ss2022-in').map((u) => u.email)).toEqual([SS_PLACEHOLDER_EMAIL]);
    } finally {
      api.close();
    }
  });

  it.each<[string, CoreAccount, string]>([
    ['a VMess account on a VLESS inbound', { protocol: 'vmess', id: randomUUID() }, 'vless-in'],
    ['a VLESS account on a Trojan inbound', { protocol: 'vless', id: randomUUID(), flow: '' }, 'trojan-in'],
    [
      'a 2022 account on an AEAD Shadowsocks inbound',
      { protocol: 'shadowsocks', method: '2022-blake3-aes-128-gcm', password: key(16) },
      'ss-in',
    ],
    [
      'an AEAD account on a 2022 Shadowsocks inbound',
      { protocol: 'shadowsocks', method: 'aes-256-gcm', password: 'p' },
      'ss2022-in',
    ],
  ])('%s brings the core down, as the panic it causes in Xray does', async (_what, account, tag) => {
    const api = createXrayApi({ address: core.apiAddress, timeoutMs: 2000 });
    try {
      expect(await api.addUser({ tag: 'vless-in', email: 'kept@pishkhan', account: vless() })).toBe('added');
      const error = await api.addUser({ tag, email: 'wrong@pishkhan', account }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreApiError);
      expect((error as CoreApiError).unavailable).toBe(true);
      expect(core.crashed).toBe(true);
      expect(core.crashes.at(-1)).toMatch(/^interface conversion: protocol\.Account is \*\w+\.MemoryAccount, not /);
      expect(await api.ping()).toBe(false);
    } finally {
      api.close();
    }
    await core.restart();
    // A fresh client: the one that saw the crash sits in gRPC's reconnect backoff.
    const after = createXrayApi({ address: core.apiAddress });
    try {
      expect(await after.ping()).toBe(true);
      expect(core.users('vless-in')).toEqual([]);
    } finally {
      after.close();
    }
  });

  it('a Trojan account on a VMess inbound is refused, and the user it made stays, as Xray’s VMess inbound does', async () => {
    const api = createXrayApi({ address: core.apiAddress });
    try {
      const account = { protocol: 'trojan', password: 'p' } as const;
      const error = await api.addUser({ tag: 'vmess-in', email: 'odd@pishkhan', account }).catch((e: unknown) => e);
      expect((error as CoreApiError).message).toMatch(/proxy\/vmess: account type is incorrect$/);
      expect(core.crashed).toBe(false);
      expect(
        await api.addUser({ tag: 'vmess-in', email: 'odd@pishkhan', account: { protocol: 'vmess', id: randomUUID() } }),
      ).toBe('exists');
      expect(await api.removeUser({ tag: 'vmess-in', email: 'odd@pishkhan', kind: 'vmess' })).toBe('removed');
    } finally {
      api.close();
    }
  });

  it('a call on the connection a restart dropped is sent once more, and the return of the connection is told', async () => {
    let told = 0;
    const api = createXrayApi({ address: core.apiAddress, onReconnected: () => told++ });
    try {
      expect(await api.ping()).toBe(true);
      await core.restart();
      // grpc-js has not seen the drop yet: the first try fails "Connection dropped", the second goes on a new one.
      expect(await api.addUser({ tag: 'vless-in', email: 'after@pishkhan', account: vless() })).toBe('added');
      await waitFor('the reconnection to be told', async () => told > 0, 5000);
    } finally {
      api.close();
    }
  });

  it('reads back the users of an inbound and their count, as Xray answers GetInboundUsers', async () => {
    const api = createCoreApi('xray', { address: core.apiAddress });
    const uuid = randomUUID();
    try {
      const account = { protocol: 'vmess', id: uuid } as const;
      expect(await api.addUser({ tag: 'vmess-in', email: 'c@pishkhan', account })).toBe('added');
      // No alter_id on Xray's VMess account: the stand-in decodes the account and stores its id.
      expect(core.users('vmess-in')).toEqual([
        { email: 'c@pishkhan', level: 0, protocol: 'vmess', id: uuid, flow: '', password: '', method: '' },
      ]);
    } finally {
      api.close();
    }
    const client = new grpc.Client(core.apiAddress, grpc.credentials.createInsecure());
    const root = loadProtoRoot(xrayDialect.protoDir, xrayDialect.protoFiles);
    const unary = (method: string, req: string, res: string, body: Record<string, unknown>) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const reqType = root.lookupType(req);
        const resType = root.lookupType(res);
        client.makeUnaryRequest(
          `/xray.app.proxyman.command.HandlerService/${method}`,
          (v: Record<string, unknown>) => Buffer.from(reqType.encode(reqType.fromObject(v)).finish()),
          (b: Buffer) => resType.toObject(resType.decode(b), { longs: Number, arrays: true }),
          body,
          (error, response) => (error ? reject(error) : resolve(response ?? {})),
        );
      });
    try {
      const count = await unary(
        'GetInboundUsersCount',
        'xray.app.proxyman.command.GetInboundUserRequest',
        'xray.app.proxyman.command.GetInboundUsersCountResponse',
        { tag: 'vmess-in' },
      );
      expect(count.count).toBe(1);
      const found = await unary(
        'GetInboundUsers',
        'xray.app.proxyman.command.GetInboundUserRequest',
        'xray.app.proxyman.command.GetInboundUserResponse',
        { tag: 'vmess-in', email: 'C@PISHKHAN' },
      );
      const users = found.users as Array<{ email: string; account: { type: string; value: Uint8Array } }>;
      expect(users.map((u) => [u.email, u.account.type])).toEqual([['c@pishkhan', 'xray.proxy.vmess.Account']]);
      const account = root.lookupType('xray.proxy.vmess.Account').decode(users[0]?.account.value ?? new Uint8Array());
      expect((account as unknown as { id: string }).id).toBe(uuid);
      await expect(
        unary(
          'GetInboundUsersCount',
          'xray.app.proxyman.command.GetInboundUserRequest',
          'xray.app.proxyman.command.GetInboundUsersCountResponse',
          { tag: 'nope' },
        ),
      ).rejects.toMatchObject({
        code: grpc.status.UNKNOWN,
        details: 'app/proxyman/command: failed to get handler: nope > app/proxyman/inbound: handler not found: nope',
      });
    } finally {
      client.close();
    }
  });
});

const vless = (): CoreAccount => ({ protocol: 'vless', id: randomUUID(), flow: '' });

describe('online IPs from an Xray that predates the call', () => {
  it('answers null (cannot tell) rather than failing, when the core does not implement it', async () => {
    // A gRPC server with no services answers every method UNIMPLEMENTED, as an Xray without the call would this one.
    const server = new grpc.Server();
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, p) =>
        error ? reject(error) : resolve(p),
      ),
    );
    const api = createXrayApi({ address: `127.0.0.1:${port}` });
    try {
      expect(await api.onlineIps('a@pishkhan')).toBeNull();
      expect(await api.onlineUsers()).toBeNull();
    } finally {
      api.close();
      await new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
    }
  });
});
