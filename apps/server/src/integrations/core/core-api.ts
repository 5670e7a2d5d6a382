import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';

/**
 * The one interface the panel drives a node's core through (decision 085): V2Ray 4.34 and Xray-core speak the same
 * wire layout under different package names, so one gRPC client serves both, told the names by a `CoreDialect`.
 */
export type CoreProtocol = 'vless' | 'vmess';

export interface UserTraffic {
  uplink: number;
  downlink: number;
}

export interface CoreApi {
  addUser(input: {
    tag: string;
    protocol: CoreProtocol;
    email: string;
    uuid: string;
    level?: number;
  }): Promise<'added' | 'exists'>;
  removeUser(input: { tag: string; email: string }): Promise<'removed' | 'missing'>;
  /** Keyed by lower-cased email; a user shows up only after its first connection since the core started. */
  queryUserTraffic(options: { reset: boolean }): Promise<Map<string, UserTraffic>>;
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
  /** The account of a user on an inbound of `protocol`, as a typed message (uses `typed` to encode it). */
  account(
    protocol: CoreProtocol,
    uuid: string,
    typed: (typeName: string, value: Record<string, unknown>) => TypedMessage,
  ): TypedMessage;
}

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

const isServiceError = (error: unknown): error is grpc.ServiceError =>
  error instanceof Error && typeof (error as grpc.ServiceError).code === 'number';

/** The gRPC client of a core's HandlerService and StatsService, named after `dialect`. */
export function createGrpcCoreApi(dialect: CoreDialect, options: { address: string; timeoutMs?: number }): CoreApi {
  const timeoutMs = options.timeoutMs ?? 5000;
  const client = new grpc.Client(options.address, grpc.credentials.createInsecure());
  const root = rootOf(dialect);
  const proxyman = `${dialect.appPrefix}.app.proxyman.command`;
  const stats = `${dialect.appPrefix}.app.stats.command`;
  const alterInboundPath = `/${proxyman}.HandlerService/AlterInbound`;
  const queryStatsPath = `/${stats}.StatsService/QueryStats`;

  const encode = (typeName: string, value: Record<string, unknown>) => {
    const type = root.lookupType(typeName);
    return Buffer.from(type.encode(type.fromObject(value)).finish());
  };
  const typed = (typeName: string, value: Record<string, unknown>): TypedMessage => ({
    type: typeName,
    value: encode(typeName, value),
  });

  function call(method: string, requestType: string, responseType: string, request: Record<string, unknown>) {
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
    return new CoreApiError(
      `${dialect.label} ${options.address}: ${error.details || error.message}`,
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

  const queryStats = (pattern: string, reset: boolean) =>
    call(queryStatsPath, `${stats}.QueryStatsRequest`, `${stats}.QueryStatsResponse`, { pattern, reset });

  // Both cores answer these as UNKNOWN with a text (decision 085); 'handler not found' stays an error.
  const errorText = (error: unknown) =>
    isServiceError(error) && error.code === grpc.status.UNKNOWN ? error.details : '';

  return {
    async addUser({ tag, protocol, email, uuid, level = 0 }) {
      try {
        await alterInbound(tag, 'AddUserOperation', {
          user: { level, email, account: dialect.account(protocol, uuid, typed) },
        });
        return 'added';
      } catch (error) {
        if (/User .* already exists/i.test(errorText(error))) return 'exists';
        throw toApiError(error);
      }
    },

    async removeUser({ tag, email }) {
      try {
        await alterInbound(tag, 'RemoveUserOperation', { email });
        return 'removed';
      } catch (error) {
        if (/User .* not found/i.test(errorText(error))) return 'missing';
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

    async ping() {
      try {
        await queryStats('pishkhan>>>ping', false);
        return true;
      } catch {
        return false;
      }
    },

    close() {
      client.close();
    },
  };
}
