/**
 * A stand-in for Xray-core's gRPC API, for tests (decision 085). No Xray binary can be had on these machines, so this
 * is a real grpc-js server built from our Xray .proto files (`integrations/xray/proto`), serving what the panel calls:
 * `xray.app.proxyman.command.HandlerService` (AlterInbound with AddUserOperation and RemoveUserOperation,
 * GetInboundUsers, GetInboundUsersCount) and `xray.app.stats.command.StatsService` (QueryStats, GetStatsOnlineIpList,
 * GetAllOnlineUsers, GetUsersStats).
 * Its inbounds are VLESS, VMess, Trojan or Shadowsocks (an AEAD cipher, or a 2022 one with a key per user).
 *
 * What it is tested against: Xray's message and service names and field numbers, and the answers Xray gives, as
 * decision 085 records them — unknown methods (V2Ray's `v2ray.core.*` paths) answer UNIMPLEMENTED; a typed message
 * whose type it does not know answers UNKNOWN "proto: not found"; an unknown tag "handler not found: TAG"; a second
 * user of the same email (case-insensitively) "User x already exists."; removing one it lacks "User x not found.".
 * QueryStats matches `pattern` as a substring and `reset` answers then zeroes, as V2Ray 4.34 does (that part is
 * checked against the real v2ray). GetStatsOnlineIpList answers NOT_FOUND "NAME not found." for a user without an
 * online list (never connected since the start), as Xray's stats service does; tests open connections (`connect`) or
 * set the lists (`setOnlineIps`).
 *
 * Where Xray has no answer, neither has the stand-in:
 * - An account of another protocol than the inbound's (a VMess account on a VLESS inbound, an AEAD Shadowsocks
 *   account on a 2022 one): Xray's inbounds take the account's type for granted, so the Go runtime panics inside the
 *   gRPC handler and, with no recovery there, the whole core exits. The stand-in "crashes" the same way: the call
 *   fails, every later call is refused as by a dead process, every user is gone, and `crashes` records the panic text,
 *   until `restart()`. The panel must therefore never send such an account: it picks the account by the inbound.
 * - A 2022 user key of the wrong length: the stand-in refuses it with "bad key", as Xray's own 2022 inbound does;
 *   the earlier inbound built on sing-shadowsocks took a short key without a word and then failed to apply every
 *   later change of that inbound's users, which is why the panel's adapter checks the length before sending.
 *
 * What it does not do: it proxies no traffic (counters and online lists are whatever the test sets), has no REALITY
 * or AddInbound/RemoveInbound, and its refusal of an AEAD account with an unknown cipher has its own text.
 */
import net from 'node:net';
import * as grpc from '@grpc/grpc-js';
import type { SsMethod } from '@pishkhan/contract';
import { SS_2022_KEY_BYTES } from '@pishkhan/contract';
import type protobuf from 'protobufjs';
import { loadProtoRoot } from '../integrations/core/core-api.js';
import { SS_PLACEHOLDER_EMAIL } from '../integrations/core/node-config.js';
import { xrayDialect } from '../integrations/xray/xray-api.js';

export type StandinProtocol = 'vless' | 'vmess' | 'trojan' | 'shadowsocks';

export interface StandinInbound {
  tag: string;
  protocol: StandinProtocol;
  /** Shadowsocks only: the inbound's cipher (default aes-128-gcm); a 2022 one takes a key per user. */
  method?: SsMethod;
  /**
   * The users the configuration file lists (`settings.clients`), there again after every restart. A 2022 inbound is
   * Xray's multi-user one, the one the API can add users to, only when the file lists some; by default it lists one
   * placeholder, as the panel's file does (`SS_PLACEHOLDER_EMAIL`).
   */
  fileUsers?: Array<{ email: string; password: string }>;
  /** The file's `realitySettings`, for an inbound with REALITY. */
  reality?: Record<string, unknown>;
}

/**
 * The version each client announces in its REALITY handshake, as its source sets it (XRAY-STANDIN.md, "REALITY"):
 * Xray-core its release (`core/core.go` at v26.7.28), sing-box 1.8.1, Mihomo 1.8.2.
 */
export const ANNOUNCED_REALITY_VERSIONS = { xray: '26.7.28', 'sing-box': '1.8.1', mihomo: '1.8.2' } as const;

/** A `minClientVer` or `maxClientVer` as Xray's reader builds it; throws its error for a value it refuses. */
function versionBytes(field: string, value: string) {
  const bytes = [0, 0, 0];
  value.split('.').forEach((part, i) => {
    if (i === 3) throw new Error(`invalid "${field}": ${value}`);
    const n = /^\d+$/.test(part) ? Number(part) : Number.NaN;
    if (!(n <= 255)) throw new Error(`"${field}[${i}]" should be less than 256`);
    bytes[i] = n;
  });
  return bytes;
}
const versionValue = (bytes: number[]) => ((bytes[0] ?? 0) << 16) | ((bytes[1] ?? 0) << 8) | (bytes[2] ?? 0);

/**
 * Whether a REALITY server with these settings takes a client announcing `version`, or hands it to the decoy site:
 * no `minClientVer` is 26.3.27 (`infra/conf/transport_security.go` since v26.7.11), and the announced version must be
 * at least the minimum and at most a `maxClientVer` (XTLS/REALITY `tls.go`).
 */
export function realityAdmits(settings: Record<string, unknown>, version: string) {
  const min = typeof settings.minClientVer === 'string' && settings.minClientVer !== '' ? settings.minClientVer : '';
  const max = typeof settings.maxClientVer === 'string' && settings.maxClientVer !== '' ? settings.maxClientVer : '';
  const announced = versionValue(versionBytes('version', version));
  if (announced < versionValue(min ? versionBytes('minClientVer', min) : [26, 3, 27])) return false;
  return !max || announced <= versionValue(versionBytes('maxClientVer', max));
}

/**
 * The inbounds of a configuration file as Xray's reader takes them (`infra/conf`): each user inbound's tag and
 * protocol, a Shadowsocks inbound's method and listed users, a REALITY inbound's settings (refused at load as Xray
 * would refuse them).
 */
export function inboundsOfFile(config: Record<string, unknown>): StandinInbound[] {
  type FileInbound = {
    tag: string;
    protocol: StandinProtocol;
    settings?: { method?: string; clients?: Array<Record<string, string>>; users?: Array<Record<string, string>> };
    streamSettings?: { security?: string; realitySettings?: Record<string, unknown> };
  };
  const list = (config.inbounds ?? []) as FileInbound[];
  return list
    .filter((i) => ['vless', 'vmess', 'trojan', 'shadowsocks'].includes(i.protocol))
    .map((i) => {
      const reality = i.streamSettings?.security === 'reality' ? i.streamSettings.realitySettings : undefined;
      if (reality) realityAdmits(reality, '0.0.0');
      const clients = (i.settings?.clients ?? i.settings?.users ?? []) as Array<Record<string, string>>;
      return {
        tag: i.tag,
        protocol: i.protocol,
        ...(i.protocol === 'shadowsocks' && { method: i.settings?.method as SsMethod }),
        fileUsers: clients.map((c) => ({ email: c.email ?? '', password: c.password ?? c.id ?? '' })),
        ...(reality && { reality }),
      };
    });
}

export interface StandinUser {
  email: string;
  level: number;
  protocol: StandinProtocol;
  /** VLESS and VMess: the account's id (a UUID); '' otherwise. */
  id: string;
  /** VLESS: the account's flow; '' otherwise. */
  flow: string;
  /** Trojan: the password; Shadowsocks: the AEAD password or the 2022 key (base64); '' otherwise. */
  password: string;
  /** Shadowsocks: the cipher (the account's for AEAD, the inbound's for 2022); '' otherwise. */
  method: SsMethod | '';
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
  /** As the operator installing this configuration file and restarting the core (`inboundsOfFile`). */
  install(config: Record<string, unknown>): Promise<void>;
  /** Whether the REALITY inbound `tag` takes a client announcing `version` (`realityAdmits`); false without REALITY. */
  realityAdmits(tag: string, version: string): boolean;
  /** Adds to a user's uplink and downlink counters, as traffic through the core would. */
  addTraffic(email: string, traffic: { uplink?: number; downlink?: number }): void;
  /**
   * A connection of a user from `ip` opens (its time `at`, unix seconds, by default now): the address is listed until
   * every connection from it has closed. Answers the connection's end.
   */
  connect(email: string, ip: string, at?: number): () => void;
  /** Where a user is connected from (ip → unix seconds of the newest connection), one open connection each. */
  setOnlineIps(email: string, ips: Record<string, number>): void;
  /** Every call to a method the stand-in serves, by gRPC path, in order (also those it refused). */
  calls: string[];
  /** The panic texts of the crashes an account of the wrong protocol caused, oldest first. */
  crashes: string[];
  /** Whether it is down after a crash (until `restart`). */
  readonly crashed: boolean;
  /**
   * As a restarted core: every connection to it is cut, and every user added through the API, every counter and online
   * list is gone (the file's users are back).
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Each account type, and the Go type name its memory account has in Xray (for the panic text). */
const ACCOUNT_TYPES: Record<string, { kind: Kind; goType: string }> = {
  'xray.proxy.vless.Account': { kind: 'vless', goType: '*vless.MemoryAccount' },
  'xray.proxy.vmess.Account': { kind: 'vmess', goType: '*vmess.MemoryAccount' },
  'xray.proxy.trojan.Account': { kind: 'trojan', goType: '*trojan.MemoryAccount' },
  'xray.proxy.shadowsocks.Account': { kind: 'shadowsocks', goType: '*shadowsocks.MemoryAccount' },
  'xray.proxy.shadowsocks_2022.Account': { kind: 'shadowsocks_2022', goType: '*shadowsocks_2022.MemoryAccount' },
};
type Kind = 'vless' | 'vmess' | 'trojan' | 'shadowsocks' | 'shadowsocks_2022';
const GO_TYPE_OF: Record<Kind, string> = {
  vless: '*vless.MemoryAccount',
  vmess: '*vmess.MemoryAccount',
  trojan: '*trojan.MemoryAccount',
  shadowsocks: '*shadowsocks.MemoryAccount',
  shadowsocks_2022: '*shadowsocks_2022.MemoryAccount',
};
/** Xray's CipherType numbers of the AEAD ciphers. */
const CIPHERS: Record<number, SsMethod> = {
  5: 'aes-128-gcm',
  6: 'aes-256-gcm',
  7: 'chacha20-ietf-poly1305',
  8: 'xchacha20-ietf-poly1305',
};

class CoreError extends Error {
  constructor(
    message: string,
    readonly code: grpc.status = grpc.status.UNKNOWN,
  ) {
    super(message);
  }
}

/**
 * The package an error is made in, which Xray's errors put before their text (`common/errors/errors.go`): a refusal
 * reaches the caller as `proxy/vless: User x already exists.`.
 */
const PACKAGE_OF: Record<Kind, string> = {
  vless: 'proxy/vless',
  vmess: 'proxy/vmess/inbound',
  trojan: 'proxy/trojan',
  shadowsocks: 'proxy/shadowsocks',
  shadowsocks_2022: 'proxy/shadowsocks_2022',
};
const NOT_A_USER_MANAGER = 'app/proxyman/command: proxy is not a UserManager';

/** Thrown where Xray would panic: the process is gone. */
class CorePanic extends Error {}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

export async function startXrayStandin(
  options: { inbounds?: StandinInbound[]; port?: number } = {},
): Promise<XrayStandin> {
  let inbounds = options.inbounds ?? [{ tag: 'xray-in', protocol: 'vless' }];
  const root = loadProtoRoot(xrayDialect.protoDir, xrayDialect.protoFiles);
  const type = (name: string) => root.lookupType(name);
  const inboundOf = new Map<string, StandinInbound>();
  const kindOf = (inbound: StandinInbound): Kind => {
    if (inbound.protocol !== 'shadowsocks') return inbound.protocol;
    return SS_2022_KEY_BYTES[inbound.method ?? 'aes-128-gcm'] ? 'shadowsocks_2022' : 'shadowsocks';
  };
  /** A file user as the inbound holds it. */
  const fromFile = (inbound: StandinInbound, u: { email: string; password: string }): StandinUser => ({
    email: u.email,
    level: 0,
    protocol: inbound.protocol,
    id: inbound.protocol === 'vless' || inbound.protocol === 'vmess' ? u.password : '',
    flow: '',
    password: inbound.protocol === 'vless' || inbound.protocol === 'vmess' ? '' : u.password,
    method: inbound.protocol === 'shadowsocks' ? (inbound.method ?? 'aes-128-gcm') : '',
  });
  const fileUsersOf = (inbound: StandinInbound) =>
    inbound.fileUsers ??
    (kindOf(inbound) === 'shadowsocks_2022'
      ? [
          {
            email: SS_PLACEHOLDER_EMAIL,
            password: Buffer.alloc(SS_2022_KEY_BYTES[inbound.method as SsMethod] ?? 16, 7).toString('base64'),
          },
        ]
      : []);
  /** 2022 inbounds that are Xray's multi-user server: their file lists a user. */
  const multiUser2022 = new Set<string>();
  const users = new Map<string, StandinUser[]>();
  /** What a (re)start on these inbounds runs: each with the file's users only. */
  const runInbounds = (list: StandinInbound[]) => {
    inbounds = list;
    inboundOf.clear();
    multiUser2022.clear();
    users.clear();
    for (const i of list) {
      inboundOf.set(i.tag, i);
      if (kindOf(i) === 'shadowsocks_2022' && fileUsersOf(i).length > 0) multiUser2022.add(i.tag);
      users.set(
        i.tag,
        fileUsersOf(i).map((u) => fromFile(i, u)),
      );
    }
  };
  runInbounds(inbounds);
  /** Lower-cased email → counters. */
  const counters = new Map<string, { email: string; uplink: number; downlink: number }>();
  /**
   * Exact stat name (`user>>>EMAIL>>>online`) → ip → its open connections and when the newest opened (unix seconds).
   * As `app/stats/online_map.go` (refcount since v26.3.23, eec28026): a connection adds one and refreshes the time, its
   * end takes one off, the address leaves at zero; there is no expiry by age. The map is made at a user's first
   * connection (`app/dispatcher/default.go`, `trackOnlineIP`) and is never dropped, so a user whose connections all
   * closed has an empty one; removing the user from an inbound leaves it (and the open connections) alone.
   */
  const online = new Map<string, Map<string, { refs: number; lastSeen: number }>>();
  const mapOf = (email: string) => {
    const name = `user>>>${email}>>>online`;
    let map = online.get(name);
    if (!map) {
      map = new Map();
      online.set(name, map);
    }
    return map;
  };
  /** `app/stats/online_map.go` (AddIP): the loopback addresses are never listed. */
  const LOOPBACK = new Set(['127.0.0.1', '[::1]']);
  const openConnection = (email: string, ip: string, at: number) => {
    const map = mapOf(email);
    if (LOOPBACK.has(ip)) return () => {};
    const entry = map.get(ip);
    if (entry) {
      entry.refs += 1;
      entry.lastSeen = at;
    } else map.set(ip, { refs: 1, lastSeen: at });
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      // A connection of a map forgotten by a restart ends with nothing to take off.
      const now = online.get(`user>>>${email}>>>online`)?.get(ip);
      if (!now || map !== online.get(`user>>>${email}>>>online`)) return;
      now.refs -= 1;
      if (now.refs <= 0) map.delete(ip);
    };
  };
  const ipsOf = (map: Map<string, { lastSeen: number }>) =>
    Object.fromEntries([...map].map(([ip, e]) => [ip, e.lastSeen]));
  const calls: string[] = [];
  const crashes: string[] = [];

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
    if (!list)
      throw new CoreError(
        `app/proxyman/command: failed to get handler: ${tag} > app/proxyman/inbound: handler not found: ${tag}`,
      );
    return list;
  };

  /** The account as Xray's `AsAccount` reads it (refusing what it cannot parse), before the inbound sees it. */
  function memoryAccount(name: string, m: Record<string, unknown>) {
    const known = ACCOUNT_TYPES[name];
    if (!known) throw new CoreError(`failed to parse user > unknown account type ${name}`);
    const str = (field: string) => String(m[field] ?? '');
    const account = { kind: known.kind, id: '', flow: '', password: '', method: '' as SsMethod | '' };
    if (known.kind === 'vless' || known.kind === 'vmess') {
      account.id = str('id');
      if (!UUID.test(account.id)) throw new CoreError(`failed to parse ID: ${account.id}`);
      if (known.kind === 'vless') account.flow = str('flow');
    } else if (known.kind === 'trojan') {
      account.password = str('password');
    } else if (known.kind === 'shadowsocks') {
      const method = CIPHERS[Number(m.cipher_type ?? 0)];
      if (!method) throw new CoreError(`failed to parse user > unsupported cipher ${String(m.cipher_type)}`);
      account.password = str('password');
      account.method = method;
    } else {
      account.password = str('key');
    }
    return account;
  }

  /**
   * Each kind's user list, as its Xray inbound keeps it (XRAY-STANDIN.md, "Accounts"): VLESS, VMess and Trojan refuse a
   * second user of an email they hold (case-insensitively); AEAD Shadowsocks appends without looking
   * (`proxy/shadowsocks/validator.go`), and the 2022 multi-user inbound refuses only an exactly equal email
   * (`proxy/shadowsocks_2022/inbound_multi.go`). Removal takes the first case-insensitive match; the two Shadowsocks
   * lists move their last user into its place.
   */
  const refusesSameEmail = (kind: Kind, held: string, email: string) =>
    kind === 'shadowsocks'
      ? false
      : kind === 'shadowsocks_2022'
        ? held === email
        : held.toLowerCase() === email.toLowerCase();

  function addUser(
    tag: string,
    user: { level?: number; email?: string; account?: { type?: string; value?: Uint8Array } },
  ) {
    const list = handlerOf(tag);
    const inbound = inboundOf.get(tag) as StandinInbound;
    const kind = kindOf(inbound);
    if (kind === 'shadowsocks_2022' && !multiUser2022.has(tag)) throw new CoreError(NOT_A_USER_MANAGER);
    const unpacked = unpack(user.account);
    const account = memoryAccount(unpacked.name, unpacked.message);
    const email = user.email ?? '';
    const panic = () =>
      new CorePanic(`interface conversion: protocol.Account is ${GO_TYPE_OF[account.kind]}, not ${GO_TYPE_OF[kind]}`);
    // AEAD Shadowsocks reads the account before anything else; the others look at the email first.
    if (kind === 'shadowsocks' && account.kind !== kind) throw panic();
    if (email !== '' && list.some((u) => refusesSameEmail(kind, u.email, email))) {
      throw new CoreError(`${PACKAGE_OF[kind]}: User ${email} already exists.`);
    }
    if (account.kind !== kind) {
      // VMess checks the type and answers an error, with the user already in its lists; the others assert and panic.
      if (kind !== 'vmess') throw panic();
      list.push({ email, level: user.level ?? 0, protocol: 'vmess', id: '', flow: '', password: '', method: '' });
      throw new CoreError('proxy/vmess: account type is incorrect');
    }
    if (kind === 'shadowsocks_2022') {
      const bytes = SS_2022_KEY_BYTES[inbound.method as SsMethod] ?? 0;
      if (Buffer.from(account.password, 'base64').length !== bytes) throw new CoreError('bad key');
      account.method = inbound.method as SsMethod;
    }
    list.push({
      email,
      level: user.level ?? 0,
      protocol: inbound.protocol,
      id: account.id,
      flow: account.flow,
      password: account.password,
      method: account.method,
    });
  }

  function removeUser(tag: string, email: string) {
    const list = handlerOf(tag);
    const inbound = inboundOf.get(tag) as StandinInbound;
    const kind = kindOf(inbound);
    if (kind === 'shadowsocks_2022' && !multiUser2022.has(tag)) throw new CoreError(NOT_A_USER_MANAGER);
    if (email === '') throw new CoreError(`${PACKAGE_OF[kind]}: Email must not be empty.`);
    const at = list.findIndex((u) => u.email.toLowerCase() === email.toLowerCase());
    if (at < 0) throw new CoreError(`${PACKAGE_OF[kind]}: User ${email} not found.`);
    if (kind === 'shadowsocks' || kind === 'shadowsocks_2022') {
      list[at] = list[list.length - 1] as StandinUser;
      list.pop();
    } else {
      list.splice(at, 1);
    }
  }

  const accountMessage = (u: StandinUser) => {
    const cipherOf = (method: SsMethod | '') => Number(Object.entries(CIPHERS).find(([, m]) => m === method)?.[0]);
    const [name, value]: [string, Record<string, unknown>] =
      u.protocol === 'vless'
        ? ['xray.proxy.vless.Account', { id: u.id, flow: u.flow, encryption: 'none' }]
        : u.protocol === 'vmess'
          ? ['xray.proxy.vmess.Account', { id: u.id, security_settings: { type: 2 } }]
          : u.protocol === 'trojan'
            ? ['xray.proxy.trojan.Account', { password: u.password }]
            : u.method !== '' && SS_2022_KEY_BYTES[u.method]
              ? ['xray.proxy.shadowsocks_2022.Account', { key: u.password }]
              : ['xray.proxy.shadowsocks.Account', { password: u.password, cipher_type: cipherOf(u.method) }];
    return { type: name, value: type(name).encode(type(name).fromObject(value)).finish() };
  };
  const userMessage = (u: StandinUser) => ({ level: u.level, email: u.email, account: accountMessage(u) });

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
        const tag = String(req.tag ?? '');
        const list = handlerOf(tag);
        const inbound = inboundOf.get(tag) as StandinInbound;
        if (kindOf(inbound) === 'shadowsocks_2022' && !multiUser2022.has(tag)) throw new CoreError(NOT_A_USER_MANAGER);
        const email = String(req.email ?? '').toLowerCase();
        if (email === '') return { users: list.map(userMessage) };
        // One user by email is the first that matches; none is a nil user, which goes out as an empty one.
        const found = list.find((u) => u.email.toLowerCase() === email);
        return { users: [found ? userMessage(found) : {}] };
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
    '/xray.app.stats.command.StatsService/GetStatsOnlineIpList': {
      request: 'xray.app.stats.command.GetStatsRequest',
      response: 'xray.app.stats.command.GetStatsOnlineIpListResponse',
      handle: (req) => {
        const name = String(req.name ?? '');
        const map = online.get(name);
        if (!map) throw new CoreError(`${name} not found.`, grpc.status.NOT_FOUND);
        return { name, ips: ipsOf(map) };
      },
    },
    // `app/stats/command/command.go` (GetAllOnlineUsers; `app/stats/stats.go`): the map names with an address online.
    '/xray.app.stats.command.StatsService/GetAllOnlineUsers': {
      request: 'xray.app.stats.command.GetAllOnlineUsersRequest',
      response: 'xray.app.stats.command.GetAllOnlineUsersResponse',
      handle: () => ({ users: [...online].filter(([, map]) => map.size > 0).map(([name]) => name) }),
    },
    // `app/stats/command/command.go` (GetUsersStats, since v26.4.13): users with an address online, the email cut out
    // of the map's name; with `include_traffic` their counters too (`reset` zeroes those).
    '/xray.app.stats.command.StatsService/GetUsersStats': {
      request: 'xray.app.stats.command.GetUsersStatsRequest',
      response: 'xray.app.stats.command.GetUsersStatsResponse',
      handle: (req) => {
        const users = [...online]
          .filter(([, map]) => map.size > 0)
          .map(([name, map]) => {
            const email = name.split('>>>')[1] ?? '';
            const user: Record<string, unknown> = {
              email,
              ips: [...map].map(([ip, e]) => ({ ip, last_seen: e.lastSeen })),
            };
            if (req.include_traffic === true) {
              const c = counters.get(email.toLowerCase());
              user.traffic = { uplink: c?.uplink ?? 0, downlink: c?.downlink ?? 0 };
              if (c && req.reset === true) {
                c.uplink = 0;
                c.downlink = 0;
              }
            }
            return user;
          });
        return { users };
      },
    },
  };

  const service: Record<string, grpc.MethodDefinition<Record<string, unknown>, Record<string, unknown>>> = {};
  const implementation: grpc.UntypedServiceImplementation = {};
  let crashed = false;
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
        if (error instanceof CorePanic) {
          // The process is gone: the caller's connection drops without an answer.
          crashes.push(error.message);
          crash();
          return;
        }
        const e = error instanceof CoreError ? error : new CoreError(String(error));
        callback({ code: e.code, details: e.message, name: 'CoreError', message: e.message });
      }
    };
  }

  const forget = () => {
    runInbounds(inbounds);
    counters.clear();
    online.clear();
  };

  const backend = new grpc.Server();
  // The split between the two services does not matter to grpc-js: paths route the calls.
  backend.addService(service as grpc.ServiceDefinition, implementation);
  const backendPort = await new Promise<number>((resolve, reject) =>
    backend.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, p) =>
      error ? reject(error) : resolve(p),
    ),
  );
  // Clients reach the gRPC server through this TCP relay, so that a crash can do what a dying process does: cut
  // every connection mid-call and refuse new ones, until `restart()` listens again on the same port.
  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    const upstream = net.connect({ host: '127.0.0.1', port: backendPort });
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    socket.once('close', () => upstream.destroy());
    upstream.once('close', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      front.once('error', reject);
      front.listen(port, '127.0.0.1', () => {
        front.off('error', reject);
        resolve((front.address() as net.AddressInfo).port);
      });
    });
  const apiPort = await listen(0);
  const cutAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };

  function crash() {
    crashed = true;
    forget();
    front.close();
    // After the panic's call has returned into grpc-js, as the process would die a moment after the panic.
    setImmediate(cutAll);
  }

  async function restart() {
    // The old process goes with every connection to it; the new one listens on the same port.
    const closed = front.listening ? new Promise<void>((resolve) => front.close(() => resolve())) : undefined;
    cutAll();
    await closed;
    forget();
    await listen(apiPort);
    crashed = false;
  }

  const first = inbounds[0] ?? { tag: 'xray-in', protocol: 'vless' as const };

  return {
    apiAddress: `127.0.0.1:${apiPort}`,
    host: '127.0.0.1',
    inboundTag: first.tag,
    protocol: first.protocol,
    port: options.port ?? 443,
    users: (tag) => [...(users.get(tag) ?? [])],
    async install(config) {
      inbounds = inboundsOfFile(config);
      await restart();
    },
    realityAdmits(tag, version) {
      const reality = inboundOf.get(tag)?.reality;
      return reality !== undefined && realityAdmits(reality, version);
    },
    addTraffic(email, traffic) {
      const key = email.toLowerCase();
      const c = counters.get(key) ?? { email, uplink: 0, downlink: 0 };
      c.uplink += traffic.uplink ?? 0;
      c.downlink += traffic.downlink ?? 0;
      counters.set(key, c);
    },
    connect(email, ip, at = Math.floor(Date.now() / 1000)) {
      return openConnection(email, ip, at);
    },
    setOnlineIps(email, ips) {
      const map = mapOf(email);
      map.clear();
      for (const [ip, lastSeen] of Object.entries(ips)) if (!LOOPBACK.has(ip)) map.set(ip, { refs: 1, lastSeen });
    },
    calls,
    crashes,
    get crashed() {
      return crashed;
    },
    restart,
    async stop() {
      if (front.listening) front.close();
      cutAll();
      backend.forceShutdown();
    },
  };
}
