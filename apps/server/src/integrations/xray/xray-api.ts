import path from 'node:path';
import { type CoreApi, type CoreDialect, createGrpcCoreApi } from '../core/core-api.js';

/**
 * Xray-core: V2Ray's wire layout with every package renamed `v2ray.core.*` → `xray.*`, and no `alter_id` in the VMess
 * account (decision 085). Its .proto files are named `xray_*` so they sit beside V2Ray's in the bundle's one folder.
 */
export const xrayDialect: CoreDialect = {
  label: 'xray api',
  protoDir: path.join(import.meta.dirname, 'proto'),
  protoFiles: [
    'xray_proxyman_command.proto',
    'xray_stats_command.proto',
    'xray_vless_account.proto',
    'xray_vmess_account.proto',
  ],
  appPrefix: 'xray',
  account: (protocol, uuid, typed) =>
    protocol === 'vless'
      ? typed('xray.proxy.vless.Account', { id: uuid, flow: '', encryption: 'none' })
      : typed('xray.proxy.vmess.Account', { id: uuid, security_settings: { type: 'AUTO' } }),
};

export function createXrayApi(options: { address: string; timeoutMs?: number }): CoreApi {
  return createGrpcCoreApi(xrayDialect, options);
}
