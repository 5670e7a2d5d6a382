import path from 'node:path';
import { type CoreApi, type CoreDialect, createGrpcCoreApi } from '../core/core-api.js';

/** V2Ray 4.34: packages under `v2ray.core.*`; the VMess account still carries `alter_id` (decision 085). */
export const v2rayDialect: CoreDialect = {
  label: 'v2ray api',
  protoDir: path.join(import.meta.dirname, 'proto'),
  protoFiles: ['proxyman_command.proto', 'stats_command.proto', 'vless_account.proto', 'vmess_account.proto'],
  appPrefix: 'v2ray.core',
  account: (protocol, uuid, typed) =>
    protocol === 'vless'
      ? typed('v2ray.core.proxy.vless.Account', { id: uuid, flow: '', encryption: 'none' })
      : typed('v2ray.core.proxy.vmess.Account', { id: uuid, alter_id: 0, security_settings: { type: 'AUTO' } }),
};

export function createV2rayApi(options: { address: string; timeoutMs?: number }): CoreApi {
  return createGrpcCoreApi(v2rayDialect, options);
}
