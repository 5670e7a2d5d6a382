import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { SS_2022_KEY_BYTES, type SsMethod } from '@pishkhan/contract';
import protobuf from 'protobufjs';

/**
 * The one interface the panel drives a node's core through (decision 085): V2Ray 4.34 and Xray-core speak the same
 * wire layout under different package names, so one gRPC client serves both, told the names by a `CoreDialect`.
 */

/** A user's account on an inbound: its protocol must be the inbound's, or the core refuses it (or worse, see Xray). */
export type CoreAccount =
  | { protocol: 'vless'; id: string; flow: '' | 'xtls-rprx-vision' }
  | { protocol: 'vmess'; id: string }
  | { protocol: 'trojan'; password: string }
  /** For the 2022 ciphers `password` is the user's own key in base64 (the link carries `server key:user key`). */
  | { protocol: 'shadowsocks'; method: SsMethod; password: string };
export type CoreProtocol = CoreAccount['protocol'];
/** What an inbound takes: its protocol, with Shadowsocks apart by cipher family (`accountKind` in accounts.ts). */
export type AccountKind = Exclude<CoreProtocol, 'shadowsocks'> | 'shadowsocks' | 'shadowsocks-2022';

/** The kind of an account: a Shadowsocks one by its cipher. */
export const kindOfAccount = (account: CoreAccount): AccountKind =>
  account.protocol === 'shadowsocks' && SS_2022_KEY_BYTES[account.method] ? 'shadowsocks-2022' : account.protocol;

/**
 * An address a user has a connection open from, and when the newest of its connections from there opened (unix
 * seconds, the core's clock). Xray lists an address while any connection from it is open, however idle, and takes it
 * off when the last one closes (reference counted since v26.3.23).
 */
export interface OnlineIp {
  ip: string;
  lastSeen: number;
}

/**
 * The API link to a node over TLS: `ca` is the PEM the node's certificate must chain to (its own self-signed
 * certificate, typically), so a machine in between cannot pose as the node and learn every user's secret.
 * `serverName` is the name to check the certificate against when it is not the address's host.
 */
export interface CoreTls {
  ca: string;
  serverName?: string;
}

export interface CoreApiOptions {
  address: string;
  timeoutMs?: number;
  tls?: CoreTls;
  /**
   * Called when the connection to the core came back after it was lost: the core may have restarted and forgotten its
   * users, so its health check should not wait for the next pass.
   */
  onReconnected?: () => void;
}

export interface UserTraffic {
  uplink: number;
  downlink: number;
}

export interface CoreApi {
  /**
   * Puts the account on the inbound, never beside another of the same email: 'exists' when the inbound refuses a second
   * one (it may hold another secret then: remove first to change it). Where the core keeps a second user of an email
   * (Xray's AEAD Shadowsocks), every one it holds is removed first, so the answer is 'added'. Refused without a call
   * (a non-unavailable `CoreApiError`) when the core cannot hold such an account.
   */
  addUser(input: { tag: string; email: string; account: CoreAccount; level?: number }): Promise<'added' | 'exists'>;
  /** Takes the email off the inbound: every copy of it where the core keeps copies (`kind` says which it is). */
  removeUser(input: { tag: string; email: string; kind: AccountKind }): Promise<'removed' | 'missing'>;
  /**
   * The emails an inbound holds, one per user (an email held twice is there twice, lower-cased), or null when the core
   * cannot list them (V2Ray 4.34).
   */
  inboundUsers(tag: string): Promise<string[] | null>;
  /** The kinds of inbound on which this core keeps a second user of an email (see `CoreDialect`). */
  readonly keepsSameEmailTwice: ReadonlySet<AccountKind>;
  /** Keyed by lower-cased email; a user shows up only after its first connection since the core started. */
  queryUserTraffic(options: { reset: boolean }): Promise<Map<string, UserTraffic>>;
  /**
   * Where a user is connected from now, most recent first; `null` when the core cannot tell (V2Ray 4.34 has no such
   * call). Pass the email as it was added: the core keys the list by the exact string. Xray keeps the list only when
   * its policy level has `statsUserOnline`; without it every user reads as never online (`[]`).
   */
  onlineIps(email: string): Promise<OnlineIp[] | null>;
  /**
   * Every user with an address online now, keyed by lower-cased email, in one call (Xray's GetUsersStats); `null` when
   * the core cannot answer it (V2Ray 4.34; an Xray older than v26.4.13): ask `onlineIps` per user then.
   */
  onlineUsers(): Promise<Map<string, OnlineIp[]> | null>;
  ping(): Promise<boolean>;
  close(): void;
}

/** A failed call; `unavailable` means the node could not be reached in time, so retrying later may help. */
export class CoreApiError extends Error {
  override name = 'CoreApiError';
  constructor(
    message: string,
    readonly unavailable: boolean,
    readonly grpcCode?: number,
  ) {
    super(message);
  }
}

/** A typed message: the core reads `value` as the serialized message named by `type`. */
export interface TypedMessage {
  type: string;
  value: Buffer;
}

/** What differs between two cores: where the .proto files are, the package prefix of every name, the accounts. */
export interface CoreDialect {
  /** Shown at the start of error messages, e.g. 'v2ray api'. */
  label: string;
  protoDir: string;
  protoFiles: string[];
  /** Prefix of the proxyman and stats packages, e.g. 'v2ray.core' or 'xray'. */
  appPrefix: string;
  /**
   * A user's account as a typed message (uses `typed` to encode it). Throws an `Error` whose message says why, in
   * English, when this core cannot hold the account: nothing is sent then.
   */
  account(
    account: CoreAccount,
    typed: (typeName: string, value: Record<string, unknown>) => TypedMessage,
  ): TypedMessage;
  /**
   * Whether the StatsService keeps online addresses (GetStatsOnlineIpList, GetUsersStats); without them `onlineIps` and
   * `onlineUsers` answer null without a call (V2Ray 4.34 has neither).
   */
  onlineIps: boolean;
  /** Whether the HandlerService answers GetInboundUsers; without it `inboundUsers` answers null without a call. */
  listsUsers: boolean;
  /** The kinds of inbound that take a second user of an email they hold, and remove one copy at a time. */
  keepsSameEmailTwice: ReadonlySet<AccountKind>;
}

/** How long a lost connection to a core is waited for before the next health pass is left to find it. */
const RECONNECT_WAIT_MS = 30_000;
/** grpc-js's words for a call that failed on the channel before the core answered it (UNAVAILABLE, not a timeout). */
const TRANSIENT = /^(?:Connection dropped|Channel closed before call started|No connection established)/;

/** How many copies of one email a removal takes off at most (a core that kept adding them on every refill). */
const MAX_COPIES = 1000;

/** Loads a dialect's .proto files once; imports resolve to files in the same folder. */
export function loadProtoRoot(protoDir: string, files: string[]): protobuf.Root {
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => path.join(protoDir, path.basename(target));
  root.loadSync(files, { keepCase: true });
  root.resolveAll();
  return root;
}

const roots = new Map<string, protobuf.Root>();
function rootOf(dialect: CoreDialect) {
  const key = `${dialect.protoDir}|${dialect.protoFiles.join(',')}`;
  let root = roots.get(key);
  if (!root) {
    root = loadProtoRoot(dialect.protoDir, dialect.protoFiles);
    roots.set(key, root);
  }
  return root;
}

const USER_STAT = /^user>>>(.+)>>>traffic>>>(uplink|downlink)$/;

const newestFirst = (ips: OnlineIp[]) => ips.sort((a, b) => b.lastSeen - a.lastSeen || a.ip.localeCompare(b.ip));

const isServiceError = (error: unknown): error is grpc.ServiceError =>
  error instanceof Error && typeof (error as grpc.ServiceError).code === 'number';

/** What grpc-js reports when the TLS handshake failed over the certificate (Node's and OpenSSL's wordings). */
const CERTIFICATE_REFUSED =
  /certificate|self[- ]signed|unable to (?:verify|get local issuer)|CERT_|ERR_TLS_CERT|Hostname\/IP does not match/i;

function credentialsOf(tls: CoreTls | undefined): {
  credentials: grpc.ChannelCredentials;
  options: grpc.ChannelOptions;
} {
  if (!tls) return { credentials: grpc.credentials.createInsecure(), options: {} };
  // The name override makes the certificate check (and the :authority the node sees) use the certificate's name
  // while the connection still goes to the address's IP.
  const options: grpc.ChannelOptions = tls.serverName
    ? { 'grpc.ssl_target_name_override': tls.serverName, 'grpc.default_authority': tls.serverName }
    : {};
  return { credentials: grpc.credentials.createSsl(Buffer.from(tls.ca)), options };
}

/** The gRPC client of a core's HandlerService and StatsService, named after `dialect`. */
export function createGrpcCoreApi(dialect: CoreDialect, options: CoreApiOptions): CoreApi {
  const timeoutMs = options.timeoutMs ?? 5000;
  const link = credentialsOf(options.tls);
  let closed = false;
  let client = open();
  const root = rootOf(dialect);
  const proxyman = `${dialect.appPrefix}.app.proxyman.command`;
  const stats = `${dialect.appPrefix}.app.stats.command`;
  const alterInboundPath = `/${proxyman}.HandlerService/AlterInbound`;
  const queryStatsPath = `/${stats}.StatsService/QueryStats`;
  const onlineIpListPath = `/${stats}.StatsService/GetStatsOnlineIpList`;
  const usersStatsPath = `/${stats}.StatsService/GetUsersStats`;
  const getUsersPath = `/${proxyman}.HandlerService/GetInboundUsers`;

  const encode = (typeName: string, value: Record<string, unknown>) => {
    const type = root.lookupType(typeName);
    return Buffer.from(type.encode(type.fromObject(value)).finish());
  };
  const typed = (typeName: string, value: Record<string, unknown>): TypedMessage => ({
    type: typeName,
    value: encode(typeName, value),
  });

  /** A channel to the core, watched: when its connection is lost, it is brought back and `onReconnected` told. */
  function open() {
    const opened = new grpc.Client(options.address, link.credentials, link.options);
    const channel = opened.getChannel();
    const watch = (last: grpc.connectivityState) => {
      if (closed || opened !== client) return;
      channel.watchConnectivityState(last, Number.POSITIVE_INFINITY, () => {
        if (closed || opened !== client) return;
        const now = channel.getConnectivityState(false);
        if (now === grpc.connectivityState.SHUTDOWN) return;
        if (last === grpc.connectivityState.READY && options.onReconnected) {
          const told = options.onReconnected;
          opened.waitForReady(Date.now() + RECONNECT_WAIT_MS, (error) => {
            if (!error && !closed) told();
          });
        }
        watch(now);
      });
    };
    // Watched from the first answer on: `client` is this channel by then.
    queueMicrotask(() => watch(channel.getConnectivityState(false)));
    return opened;
  }

  /**
   * One call, tried once more when the channel failed it before the core could answer: the connection dropped (the
   * core restarted, a blip on the way) or the channel was closed under it, which a fresh channel mends. The calls the
   * panel makes bear a second try: an add or a removal done twice answers 'exists' or 'missing'.
   */
  async function call(method: string, requestType: string, responseType: string, request: Record<string, unknown>) {
    try {
      return await callOnce(method, requestType, responseType, request);
    } catch (error) {
      if (closed || !isServiceError(error) || !TRANSIENT.test(error.details ?? '')) throw error;
      if (/Channel closed/i.test(error.details)) client = open();
      return callOnce(method, requestType, responseType, request);
    }
  }

  function callOnce(method: string, requestType: string, responseType: string, request: Record<string, unknown>) {
    const reqType = root.lookupType(requestType);
    const resType = root.lookupType(responseType);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      client.makeUnaryRequest(
        method,
        (value: Record<string, unknown>) => Buffer.from(reqType.encode(reqType.fromObject(value)).finish()),
        (bytes: Buffer) => resType.toObject(resType.decode(bytes), { longs: Number, arrays: true }),
        request,
        { deadline: Date.now() + timeoutMs },
        (error, response) => (error ? reject(error) : resolve(response ?? {})),
      );
    });
  }

  function toApiError(error: unknown): CoreApiError {
    if (!isServiceError(error)) return new CoreApiError(String(error), false);
    const unavailable = error.code === grpc.status.UNAVAILABLE || error.code === grpc.status.DEADLINE_EXCEEDED;
    // grpc-js ends a refused connection's text with an empty "Resolution note: ": empty trailing parts are dropped.
    const said = error.details || error.message;
    const details = said.replace(/(?:(?:^|\.)\s*[A-Z][a-z]+(?: [a-z]+)*:\s*)+$/, '') || said;
    // Still unavailable: the node may get its right certificate back (or the admin the right CA), so retrying helps.
    const refused = options.tls && unavailable && CERTIFICATE_REFUSED.test(details);
    return new CoreApiError(
      `${dialect.label} ${options.address}: ${refused ? `the node's TLS certificate was refused (${details})` : details}`,
      unavailable,
      error.code,
    );
  }

  async function alterInbound(tag: string, operationType: string, operation: Record<string, unknown>) {
    await call(alterInboundPath, `${proxyman}.AlterInboundRequest`, `${proxyman}.AlterInboundResponse`, {
      tag,
      operation: typed(`${proxyman}.${operationType}`, operation),
    });
  }

  async function removeOne(tag: string, email: string): Promise<'removed' | 'missing'> {
    try {
      await alterInbound(tag, 'RemoveUserOperation', { email });
      return 'removed';
    } catch (error) {
      if (/User .* not found/i.test(errorText(error))) return 'missing';
      throw toApiError(error);
    }
  }
  /** Removes the email until the inbound has none left; answers how many it took off. */
  async function removeEvery(tag: string, email: string) {
    let removed = 0;
    while (removed < MAX_COPIES && (await removeOne(tag, email)) === 'removed') removed++;
    return removed;
  }

  const queryStats = (pattern: string, reset: boolean) =>
    call(queryStatsPath, `${stats}.QueryStatsRequest`, `${stats}.QueryStatsResponse`, { pattern, reset });

  // Both cores answer these as UNKNOWN with a text (decision 085); 'handler not found' stays an error.
  const errorText = (error: unknown) =>
    isServiceError(error) && error.code === grpc.status.UNKNOWN ? error.details : '';

  return {
    keepsSameEmailTwice: dialect.keepsSameEmailTwice,
    async addUser({ tag, email, account, level = 0 }) {
      let encoded: TypedMessage;
      try {
        encoded = dialect.account(account, typed);
      } catch (error) {
        throw new CoreApiError(`${dialect.label} ${options.address}: ${(error as Error).message}`, false);
      }
      const kind = kindOfAccount(account);
      if (dialect.keepsSameEmailTwice.has(kind)) await removeEvery(tag, email);
      try {
        await alterInbound(tag, 'AddUserOperation', { user: { level, email, account: encoded } });
        return 'added';
      } catch (error) {
        if (/User .* already exists/i.test(errorText(error))) return 'exists';
        throw toApiError(error);
      }
    },

    async removeUser({ tag, email, kind }) {
      if (dialect.keepsSameEmailTwice.has(kind)) return (await removeEvery(tag, email)) > 0 ? 'removed' : 'missing';
      return removeOne(tag, email);
    },

    async inboundUsers(tag) {
      if (!dialect.listsUsers) return null;
      try {
        const response = await call(
          getUsersPath,
          `${proxyman}.GetInboundUserRequest`,
          `${proxyman}.GetInboundUserResponse`,
          {
            tag,
            email: '',
          },
        );
        return ((response.users ?? []) as { email?: string }[]).map((u) => (u.email ?? '').toLowerCase());
      } catch (error) {
        // An Xray from before the call (v24.11): it cannot tell.
        if (isServiceError(error) && error.code === grpc.status.UNIMPLEMENTED) return null;
        throw toApiError(error);
      }
    },

    async queryUserTraffic({ reset }) {
      let response: Record<string, unknown>;
      try {
        response = await queryStats('user>>>', reset);
      } catch (error) {
        throw toApiError(error);
      }
      const traffic = new Map<string, UserTraffic>();
      for (const stat of (response.stat ?? []) as { name?: string; value?: number }[]) {
        const match = USER_STAT.exec(stat.name ?? '');
        if (!match?.[1]) continue;
        const email = match[1].toLowerCase();
        const entry = traffic.get(email) ?? { uplink: 0, downlink: 0 };
        entry[match[2] as keyof UserTraffic] += Number(stat.value ?? 0);
        traffic.set(email, entry);
      }
      return traffic;
    },

    async onlineIps(email) {
      if (!dialect.onlineIps) return null;
      let response: Record<string, unknown>;
      try {
        response = await call(onlineIpListPath, `${stats}.GetStatsRequest`, `${stats}.GetStatsOnlineIpListResponse`, {
          name: `user>>>${email}>>>online`,
          reset: false,
        });
      } catch (error) {
        // Xray answers NOT_FOUND for a user it has no online list of: one never connected since the core started
        // (a user whose connections all closed keeps an empty list).
        if (isServiceError(error) && error.code === grpc.status.NOT_FOUND) return [];
        // An Xray from before the call existed: it cannot tell.
        if (isServiceError(error) && error.code === grpc.status.UNIMPLEMENTED) return null;
        throw toApiError(error);
      }
      return newestFirst(
        Object.entries((response.ips ?? {}) as Record<string, number>).map(([ip, lastSeen]) => ({
          ip,
          lastSeen: Number(lastSeen),
        })),
      );
    },

    async onlineUsers() {
      if (!dialect.onlineIps) return null;
      let response: Record<string, unknown>;
      try {
        response = await call(usersStatsPath, `${stats}.GetUsersStatsRequest`, `${stats}.GetUsersStatsResponse`, {
          include_traffic: false,
          reset: false,
        });
      } catch (error) {
        if (isServiceError(error) && error.code === grpc.status.UNIMPLEMENTED) return null;
        throw toApiError(error);
      }
      const users = new Map<string, OnlineIp[]>();
      for (const user of (response.users ?? []) as { email?: string; ips?: { ip?: string; last_seen?: number }[] }[]) {
        const email = (user.email ?? '').toLowerCase();
        const ips = (user.ips ?? []).map((i) => ({ ip: i.ip ?? '', lastSeen: Number(i.last_seen ?? 0) }));
        users.set(email, newestFirst([...(users.get(email) ?? []), ...ips]));
      }
      return users;
    },

    async ping() {
      try {
        await queryStats('pishkhan>>>ping', false);
        return true;
      } catch {
        return false;
      }
    },

    close() {
      closed = true;
      client.close();
    },
  };
}
