import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Who may say where a request came from (decision 093): nobody (the socket's address is the client), the first `hops`
 * proxies counted from the socket, or the proxies whose addresses are in `proxies` (addresses and CIDR ranges).
 */
export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; proxies: string[] };

/** Whether the address seen `hop` steps from the server (0: the socket's peer) is a proxy the server trusts. */
export type TrustsHop = (address: string, hop: number) => boolean;

const FORMS =
  'باید false باشد، یا شمار پراکسی‌های جلوی سرور (۱ یا بیشتر)، یا فهرست نشانی‌ها و محدوده‌های آن‌ها جداشده با ویرگول';

/** An address as the limits and the log count it: an IPv4-mapped IPv6 address is its IPv4 address. */
export function canonicalAddress(address: string): string {
  const family = isIP(address);
  if (family === 4 || family === 0) return address;
  return ipaddr.process(address).toString();
}

/** `10.0.0.0/8`, `2001:db8::/32` or a bare address, as `address/bits` with a mapped IPv4 range as IPv4. */
function parseRange(entry: string): string | { problem: string } {
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return { problem: `«${entry}» نه نشانی IP است و نه محدوده‌ای مانند 10.0.0.0/8؛ ${FORMS}` };
  const max = family === 4 ? 32 : 128;
  const bitsText = slash < 0 ? String(max) : entry.slice(slash + 1);
  const bits = /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : Number.NaN;
  if (!(bits >= 1 && bits <= max)) {
    return { problem: `طول پیشوند «${entry}» باید از ۱ تا ${max.toLocaleString('fa-IR')} باشد` };
  }
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return `${(parsed as ipaddr.IPv6).toIPv4Address().toString()}/${bits - 96}`;
  }
  return `${parsed.toString()}/${bits}`;
}

/**
 * TRUST_PROXY as the operator writes it: `false`, a number of proxies, or a comma-separated list of their addresses.
 * `true` is one proxy (decision 093). Answers the setting or every problem with it, in Persian.
 */
export function parseTrustedProxies(text: string): TrustedProxies | { problems: string[] } {
  const value = text.trim().toLowerCase();
  if (['false', 'no'].includes(value)) return { kind: 'none' };
  if (['true', 'yes'].includes(value)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) return Number(value) === 0 ? { kind: 'none' } : { kind: 'hops', hops: Number(value) };
  const proxies: string[] = [];
  const problems: string[] = [];
  for (const entry of text.split(',').map((e) => e.trim())) {
    if (entry === '') {
      problems.push(`یکی از موردهای فهرست خالی است؛ ${FORMS}`);
      continue;
    }
    const range = parseRange(entry);
    if (typeof range === 'string') proxies.push(range);
    else problems.push(range.problem);
  }
  return problems.length > 0 ? { problems } : { kind: 'list', proxies };
}

export function compileTrust(trusted: TrustedProxies): TrustsHop {
  if (trusted.kind === 'none') return () => false;
  if (trusted.kind === 'hops') return (_address, hop) => hop < trusted.hops;
  const ranges = trusted.proxies.map((range) => ipaddr.parseCIDR(range));
  return (address) => {
    if (isIP(address) === 0) return false;
    const parsed = ipaddr.process(address);
    return ranges.some(([network, bits]) => parsed.kind() === network.kind() && parsed.match(network, bits));
  };
}

/**
 * The client of a request: walking from the socket's peer back through X-Forwarded-For, right to left, the first
 * address that is not a trusted proxy, or the left-most address if all are. An entry that is not an IP address is
 * skipped: neither a hop nor the client, so no text a client writes can become its address.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusts: TrustsHop,
): string | undefined {
  if (peer === undefined) return undefined;
  let client = canonicalAddress(peer);
  if (forwardedFor === undefined || !trusts(client, 0)) return client;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  let hop = 1;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = (entries[i] ?? '').trim();
    if (isIP(entry) === 0) continue;
    client = canonicalAddress(entry);
    if (!trusts(client, hop)) return client;
    hop += 1;
  }
  return client;
}
