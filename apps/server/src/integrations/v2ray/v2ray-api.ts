import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';

export type V2rayProtocol = 'vless' | 'vmess';

export interface UserTraffic {
  uplink: number;
  downlink: number;
}

export interface V2rayApi {
  addUser(input: {
    tag: string;
    protocol: V2rayProtocol;
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
export class V2rayApiError extends Error {
  override name = 'V2rayApiError';
  constructor(
    message: string,
    readonly unavailable: boolean,
    readonly grpcCode?: number,
  ) {
    super(message);
  }
}

const PROTO_DIR = path.join(import.meta.dirname, 'proto');
const PROTO_FILES = ['proxyman_command.proto', 'stats_command.proto', 'vless_account.proto', 'vmess_account.proto'];

let protoRoot: protobuf.Root | undefined;

function proto(): protobuf.Root {
  if (!protoRoot) {
    const root = new protobuf.Root();
    root.resolvePath = (_origin, target) => path.join(PROTO_DIR, path.basename(target));
    root.loadSync(PROTO_FILES, { keepCase: true });
    root.resolveAll();
    protoRoot = root;
  }
  return protoRoot;
}

function encode(typeName: string, value: Record<string, unknown>): Buffer {
  const type = proto().lookupType(typeName);
  return Buffer.from(type.encode(type.fromObject(value)).finish());
}

/** The core reads `value` as the serialized message named by `type` (integration-facts, wire layout). */
function typedMessage(typeName: string, value: Record<string, unknown>) {
  return { type: typeName, value: encode(typeName, value) };
}

function account(protocol: V2rayProtocol, uuid: string) {
  return protocol === 'vless'
    ? typedMessage('v2ray.core.proxy.vless.Account', { id: uuid, flow: '', encryption: 'none' })
    : typedMessage('v2ray.core.proxy.vmess.Account', { id: uuid, alter_id: 0, security_settings: { type: 'AUTO' } });
}

const ALTER_INBOUND = '/v2ray.core.app.proxyman.command.HandlerService/AlterInbound';
const QUERY_STATS = '/v2ray.core.app.stats.command.StatsService/QueryStats';
const USER_STAT = /^user>>>(.+)>>>traffic>>>(uplink|downlink)$/;

const isServiceError = (error: unknown): error is grpc.ServiceError =>
  error instanceof Error && typeof (error as grpc.ServiceError).code === 'number';

export function createV2rayApi(options: { address: string; timeoutMs?: number }): V2rayApi {
  const timeoutMs = options.timeoutMs ?? 5000;
  const client = new grpc.Client(options.address, grpc.credentials.createInsecure());

  function call(method: string, requestType: string, responseType: string, request: Record<string, unknown>) {
    const reqType = proto().lookupType(requestType);
    const resType = proto().lookupType(responseType);
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

  function toApiError(error: unknown): V2rayApiError {
    if (!isServiceError(error)) return new V2rayApiError(String(error), false);
    const unavailable = error.code === grpc.status.UNAVAILABLE || error.code === grpc.status.DEADLINE_EXCEEDED;
    return new V2rayApiError(
      `v2ray api ${options.address}: ${error.details || error.message}`,
      unavailable,
      error.code,
    );
  }

  async function alterInbound(tag: string, operationType: string, operation: Record<string, unknown>) {
    await call(
      ALTER_INBOUND,
      'v2ray.core.app.proxyman.command.AlterInboundRequest',
      'v2ray.core.app.proxyman.command.AlterInboundResponse',
      {
        tag,
        operation: typedMessage(operationType, operation),
      },
    );
  }

  // Both come back as UNKNOWN with a text (integration-facts, errors); 'handler not found' stays an error.
  const errorText = (error: unknown) =>
    isServiceError(error) && error.code === grpc.status.UNKNOWN ? error.details : '';

  return {
    async addUser({ tag, protocol, email, uuid, level = 0 }) {
      try {
        await alterInbound(tag, 'v2ray.core.app.proxyman.command.AddUserOperation', {
          user: { level, email, account: account(protocol, uuid) },
        });
        return 'added';
      } catch (error) {
        if (/User .* already exists/i.test(errorText(error))) return 'exists';
        throw toApiError(error);
      }
    },

    async removeUser({ tag, email }) {
      try {
        await alterInbound(tag, 'v2ray.core.app.proxyman.command.RemoveUserOperation', { email });
        return 'removed';
      } catch (error) {
        if (/User .* not found/i.test(errorText(error))) return 'missing';
        throw toApiError(error);
      }
    },

    async queryUserTraffic({ reset }) {
      let response: Record<string, unknown>;
      try {
        response = await call(
          QUERY_STATS,
          'v2ray.core.app.stats.command.QueryStatsRequest',
          'v2ray.core.app.stats.command.QueryStatsResponse',
          { pattern: 'user>>>', reset },
        );
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
        await call(
          QUERY_STATS,
          'v2ray.core.app.stats.command.QueryStatsRequest',
          'v2ray.core.app.stats.command.QueryStatsResponse',
          { pattern: 'pishkhan>>>ping', reset: false },
        );
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
