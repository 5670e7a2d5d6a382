import ipaddr from 'ipaddr.js';

/**
 * An address as 32 hex digits of its IPv6 form (IPv4 mapped into ::ffff:0:0/96): keys of one length compare as
 * text in the same order as the addresses, on SQLite and PostgreSQL alike.
 */
export type IpKey = string;

const bytesOf = (address: string): number[] | undefined => {
  // Dotted quads only: ipaddr.js would also read shorthands such as `1.2.3` as an address.
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  return (parsed.kind() === 'ipv4' ? (parsed as ipaddr.IPv4).toIPv4MappedAddress() : parsed).toByteArray();
};
const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

export function ipKey(address: string): IpKey | undefined {
  const bytes = bytesOf(address.trim());
  return bytes && hex(bytes);
}

/** `185.1.0.0/16`, `2a01:5ec0::/29` or `5.160.0.0-5.160.255.255` as its first and last keys. */
export function rangeKeys(range: string): { start: IpKey; end: IpKey } | undefined {
  const text = range.trim();
  const dash = text.indexOf('-');
  if (dash > 0) {
    const start = ipKey(text.slice(0, dash));
    const end = ipKey(text.slice(dash + 1));
    return start && end && start <= end ? { start, end } : undefined;
  }
  const slash = text.indexOf('/');
  if (slash < 0) {
    const key = ipKey(text);
    return key ? { start: key, end: key } : undefined;
  }
  const bytes = bytesOf(text.slice(0, slash));
  const prefixText = text.slice(slash + 1);
  if (!bytes || !/^\d{1,3}$/.test(prefixText)) return undefined;
  const isV4 = ipaddr.IPv4.isValidFourPartDecimal(text.slice(0, slash));
  const prefix = Number(prefixText) + (isV4 ? 96 : 0);
  if (prefix > 128 || (isV4 && prefix < 96)) return undefined;
  const start = bytes.map((b, i) => b & maskByte(prefix, i));
  const end = bytes.map((b, i) => (b | ~maskByte(prefix, i)) & 0xff);
  return { start: hex(start), end: hex(end) };
}

function maskByte(prefix: number, index: number) {
  const bits = Math.max(0, Math.min(8, prefix - index * 8));
  return (0xff << (8 - bits)) & 0xff;
}
