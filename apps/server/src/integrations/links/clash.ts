import { stringify } from 'yaml';
import {
  EARLY_DATA_HEADER,
  earlyDataOf,
  hostHeader,
  type LinkEndpoint,
  serverName,
  unbracketed,
} from './share-link.js';
import type { SubscriptionEntry } from './subscription-entry.js';
import { unusedName } from './unused-name.js';

/** The group that picks the lowest-latency proxy; listed first in the title's group, which starts on it. */
const CLASH_AUTO_GROUP = 'خودکار';

/** Names Mihomo keeps for its own proxies and groups: a group of ours may not take one. */
const BUILT_IN = ['DIRECT', 'REJECT', 'REJECT-DROP', 'PASS', 'COMPATIBLE', 'GLOBAL'];

const PROXY_TYPES = { vless: 'vless', vmess: 'vmess', trojan: 'trojan', shadowsocks: 'ss' } as const;

/**
 * A Clash Meta (Mihomo) profile, for Clash Verge, FlClash, mihomo itself and Stash: every entry it can carry as a proxy
 * (field names as Mihomo's proxy docs spell them), a `select` group named after the title that starts on an `url-test`
 * group («خودکار») over every proxy, and one rule sending everything to the title's group. Left out: XHTTP entries
 * (Mihomo's XHTTP support is partial) and Trojan without TLS (Mihomo's Trojan always runs TLS).
 * With nothing left to carry, the title's group holds only REJECT: the profile still loads, and sends nothing out
 * unproxied. Every string is double-quoted, so that a YAML 1.1 parser too reads passwords and short ids as text.
 */
export function clashConfig(entries: SubscriptionEntry[], title: string): string {
  const proxies = entries.filter((entry) => clashCarries(entry.endpoint)).map(clashProxy);
  const taken = new Set([...BUILT_IN, ...proxies.map((proxy) => proxy.name)]);
  // A comma would split the MATCH rule that names the group.
  const selectName = unusedName((title.trim() || 'انتخاب').replaceAll(',', '،'), taken);
  taken.add(selectName);
  const autoName = unusedName(CLASH_AUTO_GROUP, taken);
  const names = proxies.map((proxy) => proxy.name);
  const groups =
    proxies.length === 0
      ? [{ name: selectName, type: 'select', proxies: ['REJECT'] }]
      : [
          { name: selectName, type: 'select', proxies: [autoName, ...names] },
          {
            name: autoName,
            type: 'url-test',
            proxies: names,
            url: 'https://www.gstatic.com/generate_204',
            interval: 300,
            tolerance: 50,
          },
        ];
  const profile = {
    'mixed-port': 7890,
    'allow-lan': false,
    mode: 'rule',
    'log-level': 'warning',
    proxies,
    'proxy-groups': groups,
    rules: [`MATCH,${selectName}`],
  };
  return stringify(profile, { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' });
}

function clashCarries(e: LinkEndpoint) {
  if (e.transport === 'xhttp') return false;
  return !(e.protocol === 'trojan' && e.security === 'none');
}

function clashProxy({ name, endpoint: e, credential }: SubscriptionEntry) {
  const base = { name, type: PROXY_TYPES[e.protocol], server: unbracketed(e.address), port: e.port, udp: true };
  switch (e.protocol) {
    case 'shadowsocks':
      return { ...base, cipher: e.ss_method, password: credential };
    case 'trojan':
      return { ...base, password: credential, ...streamFields(e) };
    case 'vmess':
      return { ...base, uuid: credential, alterId: 0, cipher: 'auto', ...streamFields(e) };
    case 'vless':
      return { ...base, uuid: credential, ...streamFields(e), ...(e.flow !== '' && { flow: e.flow }) };
  }
}

/** Transport, TLS and REALITY. Trojan is TLS always and names the SNI `sni`; VLESS and VMess say `tls` and `servername`. */
function streamFields(e: LinkEndpoint) {
  const secured = e.security !== 'none';
  const trojan = e.protocol === 'trojan';
  return {
    network: e.transport === 'httpupgrade' ? 'ws' : e.transport,
    ...(!trojan && { tls: secured }),
    ...(secured && { [trojan ? 'sni' : 'servername']: unbracketed(serverName(e)) }),
    ...(e.security === 'tls' && e.alpn.length > 0 && { alpn: e.alpn }),
    ...(e.security === 'tls' && e.fingerprint !== '' && { 'client-fingerprint': mihomoFingerprint(e.fingerprint) }),
    // REALITY's handshake is uTLS's, so it always says a browser.
    ...(e.security === 'reality' && { 'client-fingerprint': mihomoFingerprint(e.fingerprint || 'chrome') }),
    ...(secured && { 'skip-cert-verify': false }),
    ...(e.security === 'reality' && {
      'reality-opts': { 'public-key': e.reality_public_key, 'short-id': e.reality_short_id },
    }),
    ...(e.transport === 'ws' && { 'ws-opts': wsOptions(e) }),
    ...(e.transport === 'httpupgrade' && {
      'ws-opts': { path: e.path || '/', headers: { Host: hostHeader(e) }, 'v2ray-http-upgrade': true },
    }),
    ...(e.transport === 'grpc' && { 'grpc-opts': { 'grpc-service-name': e.service_name } }),
  };
}

/** Mihomo names the per-connection random fingerprint `random`, where Xray and sing-box say `randomized`. */
const mihomoFingerprint = (fingerprint: string) => (fingerprint === 'randomized' ? 'random' : fingerprint);

/** Mihomo's WebSocket options, early data among them as Xray sends it (in `Sec-WebSocket-Protocol`). */
function wsOptions(e: LinkEndpoint) {
  const early = earlyDataOf(e.path || '/');
  return {
    path: early.path,
    headers: { Host: hostHeader(e) },
    ...(early.maxEarlyData > 0 && {
      'max-early-data': early.maxEarlyData,
      'early-data-header-name': EARLY_DATA_HEADER,
    }),
  };
}
