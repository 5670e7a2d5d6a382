import path from 'node:path';
import { SS_2022_KEY_BYTES, type SsMethod } from '@pishkhan/contract';
import { type CoreApi, type CoreApiOptions, type CoreDialect, createGrpcCoreApi } from '../core/core-api.js';

/** Xray's CipherType numbers for the AEAD ciphers a multi-user Shadowsocks inbound serves. */
const AEAD_CIPHERS: Partial<Record<SsMethod, number>> = {
  'aes-128-gcm': 5,
  'aes-256-gcm': 6,
  'chacha20-ietf-poly1305': 7,
  'xchacha20-ietf-poly1305': 8,
};

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * A 2022 user key must be exactly the cipher's key length. Checked here because Xray does not always say: some of its
 * versions take a short key without a word and then fail to apply every later user change of that inbound.
 */
function checked2022Key(method: SsMethod, key: string, bytes: number) {
  if (!BASE64.test(key) || Buffer.from(key, 'base64').length !== bytes) {
    throw new Error(`a ${method} user key must be ${bytes} bytes, in base64`);
  }
  return key;
}

/**
 * Xray-core: V2Ray's wire layout with every package renamed `v2ray.core.*` → `xray.*`, and no `alter_id` in the VMess
 * account (decision 085). Its .proto files are named `xray_*` so they sit beside V2Ray's in the bundle's one folder.
 * Shadowsocks has two account types: the AEAD ciphers' (password and cipher per user) and the 2022 ciphers' (a key).
 */
export const xrayDialect: CoreDialect = {
  label: 'xray api',
  protoDir: path.join(import.meta.dirname, 'proto'),
  protoFiles: [
    'xray_proxyman_command.proto',
    'xray_stats_command.proto',
    'xray_vless_account.proto',
    'xray_vmess_account.proto',
    'xray_trojan_account.proto',
    'xray_shadowsocks_account.proto',
    'xray_shadowsocks_2022_account.proto',
  ],
  appPrefix: 'xray',
  account: (account, typed) => {
    switch (account.protocol) {
      case 'vless':
        return typed('xray.proxy.vless.Account', { id: account.id, flow: account.flow, encryption: 'none' });
      case 'vmess':
        return typed('xray.proxy.vmess.Account', { id: account.id, security_settings: { type: 'AUTO' } });
      case 'trojan':
        return typed('xray.proxy.trojan.Account', { password: account.password });
      case 'shadowsocks': {
        const keyBytes = SS_2022_KEY_BYTES[account.method];
        if (keyBytes !== undefined) {
          return typed('xray.proxy.shadowsocks_2022.Account', {
            key: checked2022Key(account.method, account.password, keyBytes),
          });
        }
        const cipher = AEAD_CIPHERS[account.method];
        if (cipher === undefined) throw new Error(`Xray cannot add ${account.method} Shadowsocks users at run time`);
        return typed('xray.proxy.shadowsocks.Account', {
          password: account.password,
          cipher_type: cipher,
          iv_check: false,
        });
      }
    }
  },
  onlineIps: true,
  listsUsers: true,
  // `proxy/shadowsocks/validator.go` appends without looking and `Del` takes the first match only.
  keepsSameEmailTwice: new Set(['shadowsocks']),
};

export function createXrayApi(options: CoreApiOptions): CoreApi {
  return createGrpcCoreApi(xrayDialect, options);
}
