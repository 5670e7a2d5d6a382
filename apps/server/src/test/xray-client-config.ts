/**
 * What an Xray app does with what the subscription gives it, for tests (XRAY-STANDIN.md, "Client configurations"):
 * the checks Xray's configuration loader makes of a client's outbounds, and the outbound v2rayNG builds from a share
 * link. Xray-core read at 2323273e (v26.7.28); v2rayNG at 63f55724 (2026-08).
 */
import { isIP } from 'node:net';

type Json = Record<string, unknown>;

/** `common/geodata/consts.go`: the ranges Xray counts as private. */
const PRIVATE_V4: Array<[number, number]> = (
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 3],
  ] as const
).map(([base, bits]) => [base.split('.').reduce((n, b) => n * 256 + Number(b), 0), bits]);
/** The same file's private names: each, and every name under it, and any name without a dot. */
const PRIVATE_DOMAINS = [
  'lan',
  'localdomain',
  'example',
  'invalid',
  'localhost',
  'test',
  'local',
  'home.arpa',
  'internal',
];

function xrayPrivate(address: string) {
  const host = address.toLowerCase().replace(/\.$/, '');
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1] ?? host;
  if (isIP(v4) === 4) {
    const n = v4.split('.').reduce((acc, b) => acc * 256 + Number(b), 0);
    return PRIVATE_V4.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
  }
  if (isIP(host) === 6) {
    if (host === '::' || host === '::1') return true;
    const first = Number.parseInt(host.split(':')[0] || '0', 16);
    return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
  }
  if (/^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/.test(host)) return true;
  return PRIVATE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
}

/**
 * Loads a client configuration's outbounds as Xray's reader does (`infra/conf/xray.go`,
 * `validateOutboundTransportSecurity`, since v26.7.11): throws its error for a VLESS outbound without TLS, REALITY or
 * VLESS encryption, or a Trojan one without TLS or REALITY, whose address is public. Only the flat form (`address` in
 * `settings`) is checked; the legacy `vnext` and `servers` forms are not.
 */
export function loadXrayClientConfig(config: Json) {
  for (const outbound of (config.outbounds ?? []) as Json[]) {
    const security = ((outbound.streamSettings ?? {}) as Json).security;
    if (security === 'tls' || security === 'reality') continue;
    const settings = (outbound.settings ?? {}) as Json;
    if (typeof settings.address !== 'string' || xrayPrivate(settings.address)) continue;
    if (outbound.protocol === 'vless' && ['', 'none'].includes(String(settings.encryption ?? '')))
      throw new Error(
        'vless without TLS or other encryption is prohibited unless the server address is a private IP or domain',
      );
    if (outbound.protocol === 'trojan')
      throw new Error('trojan without TLS is prohibited unless the server address is a private IP or domain');
  }
}

/**
 * The outbound v2rayNG makes of a VLESS or Trojan share link (`fmt/VlessFmt.kt`, `fmt/TrojanFmt.kt`,
 * `CoreOutboundBuilder.kt`): the flat form, the link's `security` as the stream's, the path percent-decoded as is.
 */
export function v2rayNGOutbound(link: string): Json {
  const url = new URL(link);
  const protocol = url.protocol.replace(/:$/, '');
  const query = Object.fromEntries(url.searchParams);
  const address = url.hostname.replace(/^\[|\]$/g, '');
  const settings: Json =
    protocol === 'vless'
      ? {
          address,
          port: Number(url.port),
          id: decodeURIComponent(url.username),
          encryption: query.encryption ?? 'none',
        }
      : { address, port: Number(url.port), password: decodeURIComponent(url.username) };
  return {
    protocol,
    settings,
    streamSettings: {
      network: query.type ?? 'tcp',
      security: query.security ?? 'none',
      ...(query.type === 'ws' && { wsSettings: { path: query.path ?? '/' } }),
    },
  };
}

/** A WebSocket path as Xray's reader takes it (`infra/conf/transport_method.go`): `?ed=N` out of it, N its early data. */
export function xrayWsPath(path: string) {
  const url = new URL(path, 'http://x');
  const ed = Number(url.searchParams.get('ed') || 0);
  url.searchParams.delete('ed');
  return { path: url.pathname + (url.search === '?' ? '' : url.search), ed };
}
