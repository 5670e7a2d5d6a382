import path from 'node:path';
import { type CoreApi, type CoreApiOptions, type CoreDialect, createGrpcCoreApi } from '../core/core-api.js';

/**
 * V2Ray 4.34: packages under `v2ray.core.*`; the VMess account still carries `alter_id` (decision 085). VLESS and VMess
 * accounts go out byte for byte as before Trojan was added. What it cannot hold is refused before any call: the Vision
 * flow (4.34 predates it) and Shadowsocks users (its Shadowsocks inbound has one user, fixed in its config, and no
 * way to add more through the API).
 */
const v2rayDialect: CoreDialect = {
  label: 'v2ray api',
  protoDir: path.join(import.meta.dirname, 'proto'),
  protoFiles: [
    'proxyman_command.proto',
    'stats_command.proto',
    'vless_account.proto',
    'vmess_account.proto',
    'trojan_account.proto',
  ],
  appPrefix: 'v2ray.core',
  account: (account, typed) => {
    switch (account.protocol) {
      case 'vless':
        if (account.flow !== '') throw new Error(`V2Ray 4.34 has no ${account.flow} flow: its VLESS users take none`);
        return typed('v2ray.core.proxy.vless.Account', { id: account.id, flow: '', encryption: 'none' });
      case 'vmess':
        return typed('v2ray.core.proxy.vmess.Account', {
          id: account.id,
          alter_id: 0,
          security_settings: { type: 'AUTO' },
        });
      case 'trojan':
        return typed('v2ray.core.proxy.trojan.Account', { password: account.password });
      case 'shadowsocks':
        throw new Error('V2Ray 4.34 cannot add Shadowsocks users at run time');
    }
  },
  // 4.34's StatsService has GetStats, QueryStats and GetSysStats only: no online addresses (decision 107).
  onlineIps: false,
  listsUsers: false,
  keepsSameEmailTwice: new Set(),
};

export function createV2rayApi(options: CoreApiOptions): CoreApi {
  return createGrpcCoreApi(v2rayDialect, options);
}
