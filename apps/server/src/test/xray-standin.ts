/**
 * A stand-in for Xray-core's gRPC API, for tests (decision 085). No Xray binary can be had on these machines, so this
 * is a real grpc-js server built from our Xray .proto files (`integrations/xray/proto`), serving what the panel calls:
 * `xray.app.proxyman.command.HandlerService` (AlterInbound with AddUserOperation and RemoveUserOperation,
 * GetInboundUsers, GetInboundUsersCount) and `xray.app.stats.command.StatsService` (QueryStats).
 *
 * What it is tested against: Xray's message and service names and field numbers, and the answers Xray gives, as
 * decision 085 records them — unknown methods (V2Ray's `v2ray.core.*` paths) answer UNIMPLEMENTED; a typed message
 * whose type it does not know answers UNKNOWN "proto: not found"; an unknown tag "handler not found: TAG"; a second
 * user of the same email (case-insensitively) "User x already exists."; removing one it lacks "User x not found.";
 * an account of another protocol than the inbound's is refused. QueryStats matches `pattern` as a substring and
 * `reset` answers then zeroes, as V2Ray 4.34 does (that part is checked against the real v2ray).
 *
 * What it does not do: it proxies no traffic (counters are whatever the test sets with `addTraffic`), has no REALITY,
 * Vision, Trojan or Shadowsocks, no AddInbound/RemoveInbound or online-IP statistics, and its refusal of a mismatched
 * account has its own text, not Xray's.
 */
import * as grpc from '@grpc/grpc-js';
import type protobuf from 'protobufjs';
import { loadProtoRoot } from '../integrations/core/core-api.js';
import { xrayDialect } from '../integrations/xray/xray-api.js';

export type StandinProtocol = 'vless' | 'vmess';

export interface StandinUser {
  email: string;
  level: number;
  protocol: StandinProtocol;
  /** The account's id (a UUID). */
  id: string;
  flow: string;
}

export interface XrayStandin {
  apiAddress: string;
  host: '127.0.0.1';
  /** The first inbound's tag and protocol, for tests with one inbound. */
  inboundTag: string;
  protocol: StandinProtocol;
  /** Not listened on: the stand-in proxies nothing, but a node needs a public port for its share links. */
  port: number;
  /** The users an inbound holds now, in the order they were added. */
  users(tag: string): StandinUser[];
  /** Adds to a user's uplink and downlink counters, as traffic through the core would. */
  addTraffic(email: string, traffic: { uplink?: number; downlink?: number }): void;
  /** Every call to a method the stand-in serves, by gRPC path, in order (also those it refused). */
  calls: string[];
  /** As a restarted core: every user added through the API and every counter is gone. */
  restart(): void;
  stop(): Promise<void>;
}

const ACCOUNT_TYPES: Record<string, StandinProtocol> = {
  'xray.proxy.vless.Account': 'vless',
  'xray.proxy.vmess.Account': 'vmess',
};

class CoreError extends Error {
  constructor(
    message: string,
    readonly code: grpc.status = grpc.status.UNKNOWN,
  ) {
    super(message);
  }
}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

export async function startXrayStandin(
  options: { inbounds?: Array<{ tag: string; protocol: StandinProtocol }>; port?: number } = {},
): Promise<XrayStandin> {
  const inbounds = options.inbounds ?? [{ tag: 'xray-in', protocol: 'vless' }];
  const root = loadProtoRoot(xrayDialect.protoDir, xrayDialect.protoFiles);
  const type = (name: string) => root.lookupType(name);
  const protocolOf = new Map(inbounds.map((i) => [i.tag, i.protocol]));
  const users = new Map<string, StandinUser[]>(inbounds.map((i) => [i.tag, []]));
  /** Lower-cased email → counters. */
  const counters = new Map<string, { email: string; uplink: number; downlink: number }>();
  const calls: string[] = [];

  /** A typed message's content, or Xray's refusal of a type it has not registered. */
  const unpack = (typed: { type?: string; value?: Uint8Array } | undefined) => {
    const name = typed?.type ?? '';
    let t: protobuf.Type | undefined;
    if (name.startsWith('xray.')) {
      try {
        t = type(name);
      } catch {
        t = undefined;
      }
    }
    if (!t) throw new CoreError('proto: not found');
    return { name, message: t.toObject(t.decode(typed?.value ?? new Uint8Array()), { defaults: true }) };
  };

  const handlerOf = (tag: string) => {
    const list = users.get(tag);
    if (!list) throw new CoreError(`handler not found: ${tag}`);
    return list;
  };

  function addUser(
    tag: string,
    user: { level?: number; email?: string; account?: { type?: string; value?: Uint8Array } },
  ) {
    const list = handlerOf(tag);
    const account = unpack(user.account);
    const protocol = ACCOUNT_TYPES[account.name];
    if (!protocol || protocol !== protocolOf.get(tag)) {
      throw new CoreError(`account ${account.name} does not fit the ${protocolOf.get(tag)} inbound ${tag}`);
    }
    const id = String(account.message.id ?? '');
    if (!UUID.test(id)) throw new CoreError(`failed to parse ID: ${id}`);
    const email = user.email ?? '';
    if (email !== '' && list.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
      throw new CoreError(`User ${email} already exists.`);
    }
    list.push({ email, level: user.level ?? 0, protocol, id, flow: String(account.message.flow ?? '') });
  }

  function removeUser(tag: string, email: string) {
    const list = handlerOf(tag);
    const at = list.findIndex((u) => u.email.toLowerCase() === email.toLowerCase());
    if (email === '' || at < 0) throw new CoreError(`User ${email} not found.`);
    list.splice(at, 1);
  }

  const userMessage = (u: StandinUser) => ({
    level: u.level,
    email: u.email,
    account: {
      type: u.protocol === 'vless' ? 'xray.proxy.vless.Account' : 'xray.proxy.vmess.Account',
      value:
        u.protocol === 'vless'
          ? type('xray.proxy.vless.Account').encode({ id: u.id, flow: u.flow, encryption: 'none' }).finish()
          : type('xray.proxy.vmess.Account')
              .encode({ id: u.id, security_settings: { type: 2 } })
              .finish(),
    },
  });

  type Handler = (request: Record<string, unknown>) => Record<string, unknown>;
  const methods: Record<string, { request: string; response: string; handle: Handler }> = {
    '/xray.app.proxyman.command.HandlerService/AlterInbound': {
      request: 'xray.app.proxyman.command.AlterInboundRequest',
      response: 'xray.app.proxyman.command.AlterInboundResponse',
      handle: (req) => {
        const tag = String(req.tag ?? '');
        const operation = unpack(req.operation as { type?: string; value?: Uint8Array });
        if (operation.name === 'xray.app.proxyman.command.AddUserOperation') {
          handlerOf(tag);
          addUser(tag, (operation.message.user ?? {}) as Parameters<typeof addUser>[1]);
        } else if (operation.name === 'xray.app.proxyman.command.RemoveUserOperation') {
          removeUser(tag, String(operation.message.email ?? ''));
        } else {
          throw new CoreError(`unknown operation: ${operation.name}`);
        }
        return {};
      },
    },
    '/xray.app.proxyman.command.HandlerService/GetInboundUsers': {
      request: 'xray.app.proxyman.command.GetInboundUserRequest',
      response: 'xray.app.proxyman.command.GetInboundUserResponse',
      handle: (req) => {
        const list = handlerOf(String(req.tag ?? ''));
        const email = String(req.email ?? '').toLowerCase();
        const found = email === '' ? list : list.filter((u) => u.email.toLowerCase() === email);
        return { users: found.map(userMessage) };
      },
    },
    '/xray.app.proxyman.command.HandlerService/GetInboundUsersCount': {
      request: 'xray.app.proxyman.command.GetInboundUserRequest',
      response: 'xray.app.proxyman.command.GetInboundUsersCountResponse',
      handle: (req) => ({ count: handlerOf(String(req.tag ?? '')).length }),
    },
    '/xray.app.stats.command.StatsService/QueryStats': {
      request: 'xray.app.stats.command.QueryStatsRequest',
      response: 'xray.app.stats.command.QueryStatsResponse',
      handle: (req) => {
        const pattern = String(req.pattern ?? '');
        const stat: Array<{ name: string; value: number }> = [];
        for (const c of counters.values()) {
          for (const direction of ['uplink', 'downlink'] as const) {
            const name = `user>>>${c.email}>>>traffic>>>${direction}`;
            if (!name.includes(pattern)) continue;
            stat.push({ name, value: c[direction] });
            if (req.reset === true) c[direction] = 0;
          }
        }
        return { stat };
      },
    },
  };

  const service: Record<string, grpc.MethodDefinition<Record<string, unknown>, Record<string, unknown>>> = {};
  const implementation: grpc.UntypedServiceImplementation = {};
  for (const [path, m] of Object.entries(methods)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const reqType = type(m.request);
    const resType = type(m.response);
    service[name] = {
      path,
      requestStream: false,
      responseStream: false,
      originalName: name,
      requestSerialize: (value: Record<string, unknown>) => Buffer.from(reqType.encode(value).finish()),
      requestDeserialize: (bytes: Buffer) => reqType.toObject(reqType.decode(bytes), { longs: Number }),
      responseSerialize: (value: Record<string, unknown>) =>
        Buffer.from(resType.encode(resType.fromObject(value)).finish()),
      responseDeserialize: (bytes: Buffer) => resType.toObject(resType.decode(bytes)),
    };
    implementation[name] = (
      call: grpc.ServerUnaryCall<Record<string, unknown>, Record<string, unknown>>,
      callback: grpc.sendUnaryData<Record<string, unknown>>,
    ) => {
      calls.push(path);
      try {
        callback(null, m.handle(call.request));
      } catch (error) {
        const e = error instanceof CoreError ? error : new CoreError(String(error));
        callback({ code: e.code, details: e.message, name: 'CoreError', message: e.message });
      }
    };
  }

  const server = new grpc.Server();
  // The split between the two services does not matter to grpc-js: paths route the calls.
  server.addService(service as grpc.ServiceDefinition, implementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, p) =>
      error ? reject(error) : resolve(p),
    ),
  );
  const first = inbounds[0] ?? { tag: 'xray-in', protocol: 'vless' as const };

  return {
    apiAddress: `127.0.0.1:${port}`,
    host: '127.0.0.1',
    inboundTag: first.tag,
    protocol: first.protocol,
    port: options.port ?? 443,
    users: (tag) => [...(users.get(tag) ?? [])],
    addTraffic(email, traffic) {
      const key = email.toLowerCase();
      const c = counters.get(key) ?? { email, uplink: 0, downlink: 0 };
      c.uplink += traffic.uplink ?? 0;
      c.downlink += traffic.downlink ?? 0;
      counters.set(key, c);
    },
    calls,
    restart() {
      for (const list of users.values()) list.splice(0);
      counters.clear();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.tryShutdown(() => resolve());
      }),
  };
}
