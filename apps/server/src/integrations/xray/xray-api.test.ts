import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { type CoreApi, CoreApiError, createGrpcCoreApi, loadProtoRoot } from '../core/core-api.js';
import { createCoreApi } from '../core/create-core-api.js';
import { createV2rayApi } from '../v2ray/v2ray-api.js';
import { createXrayApi, xrayDialect } from './xray-api.js';

// The Xray stand-in answers as Xray does (decision 085); V2Ray's own behaviour is checked against the real v2ray.
describe.each(['vless', 'vmess'] as const)('xray api against the Xray stand-in, %s inbound', (protocol) => {
  const uuid = randomUUID();
  const email = `Reseller-${protocol}@Pishkhan.Test`;
  const tag = `in-${protocol}`;
  let core: XrayStandin;
  let api: CoreApi;

  beforeAll(async () => {
    core = await startXrayStandin({ inbounds: [{ tag, protocol }] });
    api = createXrayApi({ address: core.apiAddress });
  });
  afterAll(async () => {
    api?.close();
    await core?.stop();
  });

  it('answers a ping', async () => {
    expect(await api.ping()).toBe(true);
  });

  it("adds the user with Xray's account, and adding again answers exists, whatever the email's case", async () => {
    expect(await api.addUser({ tag, protocol, email, uuid })).toBe('added');
    expect(core.users(tag)).toEqual([{ email, level: 0, protocol, id: uuid, flow: '' }]);
    expect(await api.addUser({ tag, protocol, email: email.toUpperCase(), uuid })).toBe('exists');
    expect(core.users(tag)).toHaveLength(1);
  });

  it('reads traffic by lower-cased email, and a reset zeroes it', async () => {
    core.addTraffic(email, { uplink: 120, downlink: 3400 });
    const key = email.toLowerCase();
    expect((await api.queryUserTraffic({ reset: false })).get(key)).toEqual({ uplink: 120, downlink: 3400 });
    expect((await api.queryUserTraffic({ reset: true })).get(key)).toEqual({ uplink: 120, downlink: 3400 });
    expect((await api.queryUserTraffic({ reset: false })).get(key)).toEqual({ uplink: 0, downlink: 0 });
    core.addTraffic(email, { downlink: 5 });
    expect((await api.queryUserTraffic({ reset: true })).get(key)).toEqual({ uplink: 0, downlink: 5 });
  });

  it('rejects an unknown inbound tag as an error, not as exists or missing', async () => {
    const error = await api.addUser({ tag: 'no-such-tag', protocol, email, uuid }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(false);
    expect((error as CoreApiError).message).toBe(`xray api ${core.apiAddress}: handler not found: no-such-tag`);
    await expect(api.removeUser({ tag: 'no-such-tag', email })).rejects.toBeInstanceOf(CoreApiError);
  });

  it('refuses an account of the other protocol on the inbound', async () => {
    const other = protocol === 'vless' ? 'vmess' : 'vless';
    const error = await api
      .addUser({ tag, protocol: other, email: 'other@pishkhan.test', uuid: randomUUID() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect(core.users(tag).map((u) => u.email)).toEqual([email]);
  });

  it('removes the user, and removing again answers missing', async () => {
    expect(await api.removeUser({ tag, email: email.toLowerCase() })).toBe('removed');
    expect(core.users(tag)).toEqual([]);
    expect(await api.removeUser({ tag, email })).toBe('missing');
  });

  it('forgets users and counters on restart, until they are added again', async () => {
    expect(await api.addUser({ tag, protocol, email, uuid })).toBe('added');
    core.addTraffic(email, { uplink: 1 });
    core.restart();
    expect(core.users(tag)).toEqual([]);
    expect((await api.queryUserTraffic({ reset: false })).size).toBe(0);
    expect(await api.addUser({ tag, protocol, email, uuid })).toBe('added');
  });

  it('rejects calls to a stopped core as unavailable', async () => {
    await core.stop();
    const error = await api.addUser({ tag, protocol, email, uuid }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreApiError);
    expect((error as CoreApiError).unavailable).toBe(true);
    await expect(api.queryUserTraffic({ reset: false })).rejects.toMatchObject({ unavailable: true });
    expect(await api.ping()).toBe(false);
  });
});

describe('the Xray stand-in refuses what Xray refuses', () => {
  let core: XrayStandin;
  beforeAll(async () => {
    core = await startXrayStandin({
      inbounds: [
        { tag: 'vless-in', protocol: 'vless' },
        { tag: 'vmess-in', protocol: 'vmess' },
      ],
    });
  });
  afterAll(async () => {
    await core?.stop();
  });

  it('the V2Ray adapter fails with "does not implement the method", as issue #37 saw against Xray', async () => {
    const api = createV2rayApi({ address: core.apiAddress });
    try {
      const error = await api
        .addUser({ tag: 'vless-in', protocol: 'vless', email: 'a@pishkhan', uuid: randomUUID() })
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
        account: (_protocol, uuid, typed) => {
          // Encoded by Xray's layout (field numbers match), but named as V2Ray names it.
          const t = typed('xray.proxy.vless.Account', { id: uuid, flow: '', encryption: 'none' });
          return { type: 'v2ray.core.proxy.vless.Account', value: t.value };
        },
      },
      { address: core.apiAddress },
    );
    try {
      const error = await api
        .addUser({ tag: 'vless-in', protocol: 'vless', email: 'b@pishkhan', uuid: randomUUID() })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreApiError);
      expect((error as CoreApiError).grpcCode).toBe(grpc.status.UNKNOWN);
      expect((error as CoreApiError).message).toMatch(/proto: not found/);
      expect(core.users('vless-in')).toEqual([]);
    } finally {
      api.close();
    }
  });

  it('reads back the users of an inbound and their count, as Xray answers GetInboundUsers', async () => {
    const api = createCoreApi('xray', { address: core.apiAddress });
    const uuid = randomUUID();
    try {
      expect(await api.addUser({ tag: 'vmess-in', protocol: 'vmess', email: 'c@pishkhan', uuid })).toBe('added');
      // No alter_id on Xray's VMess account: the stand-in decodes the account and stores its id.
      expect(core.users('vmess-in')).toEqual([
        { email: 'c@pishkhan', level: 0, protocol: 'vmess', id: uuid, flow: '' },
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
      ).rejects.toMatchObject({ code: grpc.status.UNKNOWN, details: 'handler not found: nope' });
    } finally {
      client.close();
    }
  });
});
