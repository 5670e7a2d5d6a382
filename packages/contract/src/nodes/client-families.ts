/**
 * What the apps a subscription serves accept of an inbound (decision 092): the core inside each app decides, so apps are
 * grouped by it. Xray-based apps (v2rayNG, v2rayN, Happ, Streisand, v2RayTun) refuse plain VLESS and Trojan to a public
 * address; every app announces a version in the REALITY handshake, and a REALITY server hands one below its minimum to
 * the decoy site. The admin's form, the nodes screen and the subscription all judge by these functions.
 */
export const CLIENT_FAMILIES = ['xray', 'sing-box', 'mihomo'] as const;
export type ClientFamily = (typeof CLIENT_FAMILIES)[number];

/** How the nodes screen names each family: the core, then the apps customers know. */
export const CLIENT_FAMILY_NAMES: Record<ClientFamily, string> = {
  xray: 'برنامه‌های Xray (v2rayNG، v2rayN، Happ، Streisand)',
  'sing-box': 'برنامه‌های sing-box (Hiddify، NekoBox، SFA، Karing)',
  mihomo: 'برنامه‌های Clash (Clash Verge، FlClash، Stash)',
};

/**
 * The version each family announces to a REALITY server: sing-box's client says 1.8.1, Mihomo's 1.8.2, whatever
 * their release; an Xray app says its core's release, and 26.3.27 is the oldest that Xray's own default admits.
 */
export const REALITY_CLIENT_VERSIONS: Record<ClientFamily, string> = {
  xray: '26.3.27',
  'sing-box': '1.8.1',
  mihomo: '1.8.2',
};
/** What an Xray node takes when its file names no minimum (Xray since v26.7.11). */
export const XRAY_DEFAULT_MIN_CLIENT_VER = '26.3.27';
/** The panel's default: the lowest version among the apps it hands profiles to, so each of them connects. */
export const DEFAULT_REALITY_MIN_CLIENT_VER = '1.8.1';

/** A version as Xray reads `minClientVer`: up to three dot-separated numbers below 256. */
export const CLIENT_VERSION = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){0,2}$/;

const parts = (version: string) => [0, 1, 2].map((i) => Number(version.split('.')[i] ?? 0));
/** Negative, zero or positive as `a` is below, equal to or above `b` (missing parts are 0). */
export function compareVersions(a: string, b: string) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] as number) !== (y[i] as number)) return (x[i] as number) - (y[i] as number);
  return 0;
}

/** Whether a REALITY inbound with this minimum (empty: Xray's default) admits a family. */
export const realityAdmitsFamily = (minClientVer: string, family: ClientFamily) =>
  compareVersions(REALITY_CLIENT_VERSIONS[family], minClientVer || XRAY_DEFAULT_MIN_CLIENT_VER) >= 0;

const PRIVATE_NAMES = [
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
const V4_PRIVATE: Array<[string, number]> = [
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
];
const v4 = (ip: string) => {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (!m) return null;
  const bytes = m.slice(1).map(Number);
  return bytes.some((b) => b > 255) ? null : bytes.reduce((n, b) => n * 256 + b, 0);
};

/**
 * Whether Xray counts an address as private, so a link to it needs no TLS: its private and reserved IPv4 ranges, the
 * IPv6 loopback, unique-local, link-local and multicast ones, IPv4 inside IPv6, a name with no dot, or a name under
 * one of the private suffixes (`localhost`, `lan`, `internal`…). No name is resolved: a public name is public.
 */
export function isPrivateAddress(address: string) {
  const host = address
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
  const ip4 = v4(mapped ?? host);
  if (ip4 !== null)
    return V4_PRIVATE.some(([base, bits]) => {
      const size = 2 ** (32 - bits);
      return Math.floor(ip4 / size) === Math.floor((v4(base) as number) / size);
    });
  if (host.includes(':')) {
    if (host === '::' || host === '::1') return true;
    const first = Number.parseInt(host.split(':')[0] || '0', 16);
    return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
  }
  if (/^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/.test(host)) return true;
  return PRIVATE_NAMES.some((name) => host === name || host.endsWith(`.${name}`));
}

/** What decides whether a family can use one way into an inbound. */
export interface FamilyEndpoint {
  address: string;
  protocol: string;
  security: string;
  reality_min_client_ver: string;
}

/** VLESS without TLS or REALITY, or Trojan without them, to a public address: Xray apps refuse to load it. */
export const plainToPublic = (e: Omit<FamilyEndpoint, 'reality_min_client_ver'>) =>
  (e.protocol === 'vless' || e.protocol === 'trojan') && e.security === 'none' && !isPrivateAddress(e.address);

/** Whether an app of the family can use this way in (the format's own limits, such as XHTTP, apart). */
export function familyCarries(family: ClientFamily, e: FamilyEndpoint) {
  if (e.security === 'reality' && !realityAdmitsFamily(e.reality_min_client_ver, family)) return false;
  if (family === 'xray' && plainToPublic(e)) return false;
  return true;
}

const PROTOCOL_NAMES: Record<string, string> = { vless: 'VLESS', trojan: 'Trojan' };

/** Why a new inbound is refused: plain VLESS or Trojan at a public address; empty when it is not that. */
export function plainToPublicProblem(inbound: { protocol: string; security: string }, addresses: readonly string[]) {
  const open = addresses.filter((address) => plainToPublic({ ...inbound, address }));
  if (open.length === 0) return null;
  return `${PROTOCOL_NAMES[inbound.protocol]} بی TLS یا REALITY به نشانی عمومی (${open.join('، ')}) را برنامه‌های Xray از نسخه‌ی 26.7.11 نمی‌پذیرند؛ TLS یا REALITY بگذارید، یا فقط نشانی خصوصی بدهید`;
}

/**
 * What the nodes screen flags on an inbound as it is: the apps that cannot use it, and why. `addresses` are the ways
 * in its links carry (its own, else the node's).
 */
export function inboundWarnings(
  inbound: { protocol: string; security: string; reality_min_client_ver: string },
  addresses: readonly string[],
) {
  const warnings: string[] = [];
  const plain = plainToPublicProblem(inbound, addresses);
  if (plain)
    warnings.push(
      `${PROTOCOL_NAMES[inbound.protocol]} بی رمزنگاری به نشانی عمومی: ${CLIENT_FAMILY_NAMES.xray} آن را نمی‌پذیرند و در اشتراکِ آن‌ها نمی‌آید`,
    );
  if (inbound.security === 'reality') {
    const refused = CLIENT_FAMILIES.filter((f) => !realityAdmitsFamily(inbound.reality_min_client_ver, f));
    if (refused.length > 0)
      warnings.push(
        `کمینه‌ی نسخه‌ی کلاینت REALITY (${inbound.reality_min_client_ver || `${XRAY_DEFAULT_MIN_CLIENT_VER}، پیش‌فرض Xray`}) ${refused.map((f) => CLIENT_FAMILY_NAMES[f]).join(' و ')} را به سایت پوششی می‌فرستد؛ این ورودی در اشتراکِ آن‌ها نمی‌آید`,
      );
  }
  return warnings;
}
