import { z } from 'zod';
import { IdSchema, IntSchema, TextSchema } from '../common.js';
import { CLIENT_VERSION, DEFAULT_REALITY_MIN_CLIENT_VER, plainToPublicProblem } from './client-families.js';

/**
 * A node's inbounds (decision 086): what its core listens on and what a share link needs to reach it. Which
 * combinations a core can serve is `inboundProblems`'s rule, applied wherever an inbound is saved, so the admin screen
 * and the server refuse the same things with the same Persian reasons (docs/product/provisioning-rules.md#provisioning).
 */
export const CORES = ['v2ray', 'xray'] as const;
export type Core = (typeof CORES)[number];
export const INBOUND_PROTOCOLS = ['vless', 'vmess', 'trojan', 'shadowsocks'] as const;
export type InboundProtocol = (typeof INBOUND_PROTOCOLS)[number];
export const TRANSPORTS = ['tcp', 'ws', 'grpc', 'httpupgrade', 'xhttp'] as const;
export type Transport = (typeof TRANSPORTS)[number];
export const XHTTP_MODES = ['auto', 'packet-up', 'stream-up', 'stream-one'] as const;
export const SECURITIES = ['none', 'tls', 'reality'] as const;
export type Security = (typeof SECURITIES)[number];
export const FLOWS = ['', 'xtls-rprx-vision'] as const;
/**
 * Shadowsocks ciphers an Xray inbound serves to many users at once: the 2022 ones with a key per user (the link's
 * password is `server key:user key`), the AEAD ones with a password per user. 2022-blake3-chacha20-poly1305 is
 * single-user in Xray, so it is not offered.
 */
export const SS_METHODS = [
  '2022-blake3-aes-128-gcm',
  '2022-blake3-aes-256-gcm',
  'aes-128-gcm',
  'aes-256-gcm',
  'chacha20-ietf-poly1305',
  'xchacha20-ietf-poly1305',
] as const;
export type SsMethod = (typeof SS_METHODS)[number];
/** Bytes of a 2022 cipher's keys (server and user alike), base64 in configs and links. */
export const SS_2022_KEY_BYTES: Partial<Record<SsMethod, number>> = {
  '2022-blake3-aes-128-gcm': 16,
  '2022-blake3-aes-256-gcm': 32,
};
export const FINGERPRINTS = [
  '',
  'chrome',
  'firefox',
  'safari',
  'ios',
  'android',
  'edge',
  '360',
  'qq',
  'random',
  'randomized',
] as const;
export const ALPNS = ['h3', 'h2', 'http/1.1'] as const;

const HOST = /^(?:[\w-]+\.)*[\w-]+$|^\[?[\da-fA-F:]+\]?$/;
const hostName = (message: string) =>
  z.string({ error: message }).trim().max(255, 'حداکثر ۲۵۵ نویسه مجاز است').regex(HOST, message);
/** An X25519 key as Xray prints it (`xray x25519`): 32 bytes in unpadded base64url, 43 characters. */
const X25519_KEY = /^[A-Za-z0-9_-]{43}$/;

export const InboundSchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  protocol: z.enum(INBOUND_PROTOCOLS),
  port: z.number().int(),
  transport: z.enum(TRANSPORTS),
  xhttp_mode: z.enum(XHTTP_MODES),
  security: z.enum(SECURITIES),
  sni: z.string(),
  alpn: z.array(z.enum(ALPNS)),
  fingerprint: z.enum(FINGERPRINTS),
  host: z.string(),
  path: z.string(),
  service_name: z.string(),
  flow: z.enum(FLOWS),
  reality_public_key: z.string(),
  /** The private key is the node's secret: answers say only whether one is stored (the config download needs it). */
  reality_private_key_set: z.boolean(),
  reality_short_ids: z.array(z.string()),
  reality_server_names: z.array(z.string()),
  reality_dest: z.string(),
  reality_spider_x: z.string(),
  /** The lowest client version the REALITY server admits (`minClientVer`); empty: Xray's own default. */
  reality_min_client_ver: z.string(),
  ss_method: z.enum(SS_METHODS),
  /** A 2022 cipher's server key (every customer's link carries it, so it is no secret from the admin). */
  ss_server_key: z.string(),
  /**
   * Where clients reach this inbound instead of the node's own address (a CDN domain, other IPs): a link each. Empty:
   * the node's address.
   */
  addresses: z.array(z.string()),
  /** Services that hold an account on it now. */
  users: z.number().int(),
  /** What apps cannot use it as it is, and why (`inboundWarnings`); empty when every app can. */
  warnings: z.array(z.string()),
});
export type Inbound = z.infer<typeof InboundSchema>;

export const InboundBodySchema = z.object({
  /** An inbound of the node being changed keeps its id; one without is new. */
  id: IdSchema('ورودی').optional(),
  tag: z
    .string({ error: 'برچسب ورودی را وارد کنید' })
    .trim()
    .min(1, 'برچسب ورودی را وارد کنید')
    .max(100, 'برچسب ورودی حداکثر ۱۰۰ نویسه است')
    .regex(/^[\w.-]+$/, 'برچسب ورودی فقط حرف و رقم لاتین، نقطه، خط تیره و زیرخط دارد'),
  protocol: z.enum(INBOUND_PROTOCOLS, { error: 'پروتکل باید VLESS، VMess، Trojan یا Shadowsocks باشد' }),
  port: IntSchema('پورت').min(1, 'پورت معتبر نیست').max(65535, 'پورت معتبر نیست'),
  transport: z.enum(TRANSPORTS, { error: 'نوع انتقال معتبر نیست' }).default('tcp'),
  xhttp_mode: z.enum(XHTTP_MODES, { error: 'حالت XHTTP معتبر نیست' }).default('auto'),
  security: z.enum(SECURITIES, { error: 'امنیت باید none، TLS یا REALITY باشد' }).default('none'),
  sni: hostName('SNI باید نام میزبان باشد').or(z.literal('')).default(''),
  alpn: z
    .array(z.enum(ALPNS, { error: 'ALPN باید h3، h2 یا http/1.1 باشد' }))
    .max(3)
    .default([]),
  fingerprint: z.enum(FINGERPRINTS, { error: 'اثر انگشت TLS معتبر نیست' }).default(''),
  host: hostName('میزبان (Host) باید نام میزبان باشد').or(z.literal('')).default(''),
  path: TextSchema(255)
    .refine((v) => v === '' || v.startsWith('/'), 'مسیر باید با / شروع شود')
    .default(''),
  service_name: TextSchema(100)
    .refine((v) => /^[\w.\-/]*$/.test(v), 'نام سرویس gRPC فقط حرف و رقم لاتین دارد')
    .default(''),
  flow: z.enum(FLOWS, { error: 'جریان باید خالی یا xtls-rprx-vision باشد' }).default(''),
  reality_public_key: z
    .string()
    .trim()
    .refine((v) => v === '' || X25519_KEY.test(v), 'کلید عمومی REALITY باید ۴۳ نویسه‌ی base64url باشد')
    .default(''),
  /** Empty on a change keeps the stored one. */
  reality_private_key: z
    .string()
    .trim()
    .refine((v) => v === '' || X25519_KEY.test(v), 'کلید خصوصی REALITY باید ۴۳ نویسه‌ی base64url باشد')
    .default(''),
  reality_short_ids: z
    .array(
      z
        .string()
        .trim()
        .regex(/^(?:[\da-f]{2}){0,8}$/, 'شناسه‌ی کوتاه REALITY تا ۱۶ رقم هگز با طول زوج است'),
    )
    .max(16, 'حداکثر ۱۶ شناسه‌ی کوتاه')
    .default([]),
  reality_server_names: z
    .array(hostName('نام سرور REALITY باید نام میزبان باشد'))
    .max(16, 'حداکثر ۱۶ نام سرور')
    .default([]),
  reality_dest: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[\w.-]+:\d{1,5}$/.test(v), 'مقصد REALITY باید به شکل host:port باشد')
    .default(''),
  reality_spider_x: TextSchema(255)
    .refine((v) => v === '' || v.startsWith('/'), 'spiderX باید با / شروع شود')
    .default(''),
  /**
   * The lowest version a REALITY client may announce; below it, it is sent to the decoy site. Empty leaves Xray's own
   * default (26.3.27 since v26.7.11), which turns away every sing-box and Clash app.
   */
  reality_min_client_ver: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || CLIENT_VERSION.test(v),
      'کمینه‌ی نسخه‌ی کلاینت باید تا سه عدد زیر ۲۵۶ با نقطه باشد، مثل 1.8.1',
    )
    .default(DEFAULT_REALITY_MIN_CLIENT_VER),
  ss_method: z.enum(SS_METHODS, { error: 'رمزنگاری Shadowsocks معتبر نیست' }).default('2022-blake3-aes-128-gcm'),
  /** Empty: the server makes one for a 2022 cipher. */
  ss_server_key: z.string().trim().max(64).default(''),
  addresses: z.array(hostName('هر نشانی باید نام میزبان یا IP باشد')).max(10, 'حداکثر ۱۰ نشانی').default([]),
});
export type InboundBody = z.infer<typeof InboundBodySchema>;

/** The fields `inboundProblems` judges: an inbound as sent or as stored. */
export type InboundShape = Pick<
  InboundBody,
  | 'protocol'
  | 'transport'
  | 'security'
  | 'alpn'
  | 'flow'
  | 'service_name'
  | 'path'
  | 'reality_public_key'
  | 'reality_short_ids'
  | 'reality_server_names'
  | 'reality_dest'
  | 'ss_method'
  | 'ss_server_key'
>;

const TRANSPORT_NAMES: Record<Transport, string> = {
  tcp: 'TCP',
  ws: 'WebSocket',
  grpc: 'gRPC',
  httpupgrade: 'HTTPUpgrade',
  xhttp: 'XHTTP',
};

/**
 * What a core cannot serve of an inbound, as `[field, Persian reason]`; empty when it can. V2Ray 4.34 has none of
 * Xray's additions and accepts REALITY only to serve it as plain text, so each is refused rather than trusted.
 */
export function inboundProblems(core: Core, inbound: InboundShape): Array<[keyof InboundShape, string]> {
  const problems: Array<[keyof InboundShape, string]> = [];
  if (core === 'v2ray') {
    if (inbound.protocol === 'shadowsocks')
      problems.push([
        'protocol',
        'Shadowsocks چندکاربره فقط روی هسته‌ی Xray ممکن است؛ V2Ray 4.34 کاربر افزوده در حین کار را نمی‌پذیرد',
      ]);
    if (inbound.transport !== 'tcp' && inbound.transport !== 'ws')
      problems.push([
        'transport',
        `انتقال ${TRANSPORT_NAMES[inbound.transport]} در V2Ray 4.34 نیست؛ فقط TCP و WebSocket، یا هسته‌ی Xray`,
      ]);
    if (inbound.security === 'reality')
      problems.push(['security', 'REALITY فقط روی هسته‌ی Xray ممکن است؛ V2Ray 4.34 آن را می‌پذیرد و بی‌رمز اجرا می‌کند']);
    if (inbound.flow !== '') problems.push(['flow', 'جریان Vision فقط روی هسته‌ی Xray ممکن است']);
    // Xray takes `?ed=N` out of a WebSocket path (early data); 4.34 keeps it in and answers 404 to every client.
    if (inbound.path.includes('?'))
      problems.push([
        'path',
        'V2Ray 4.34 مسیری با ? (مثل ?ed=2048، داده‌ی زودهنگام Xray) را نمی‌شناسد و به همه ۴۰۴ می‌دهد؛ آن را بردارید یا هسته‌ی Xray بگیرید',
      ]);
  }
  // Xray takes `?ed=N` (early data) out of a WebSocket or HTTPUpgrade path and compares the rest without its query.
  if (
    core === 'xray' &&
    inbound.path.includes('?') &&
    !((inbound.transport === 'ws' || inbound.transport === 'httpupgrade') && /^[^?]*\?ed=\d{1,5}$/.test(inbound.path))
  )
    problems.push(['path', 'در مسیر فقط ?ed=عدد (داده‌ی زودهنگام) آن هم برای WebSocket و HTTPUpgrade می‌آید']);
  if (inbound.flow !== '') {
    if (inbound.protocol !== 'vless') problems.push(['flow', 'جریان Vision فقط برای VLESS است']);
    if (inbound.transport !== 'tcp' || inbound.security === 'none')
      problems.push(['flow', 'جریان Vision فقط روی TCP با TLS یا REALITY کار می‌کند']);
  }
  if (inbound.security === 'reality') {
    if (inbound.transport === 'ws' || inbound.transport === 'httpupgrade')
      problems.push(['security', 'REALITY فقط با TCP، gRPC یا XHTTP کار می‌کند']);
    if (inbound.protocol !== 'vless' && inbound.protocol !== 'trojan')
      problems.push(['security', 'REALITY فقط برای VLESS و Trojan است؛ پیوند VMess آن را نمی‌رساند']);
    if (inbound.reality_public_key === '') problems.push(['reality_public_key', 'کلید عمومی REALITY را وارد کنید']);
    if (inbound.reality_short_ids.filter((id) => id !== '').length === 0)
      problems.push(['reality_short_ids', 'دست‌کم یک شناسه‌ی کوتاه REALITY (غیرخالی) لازم است']);
    if (inbound.reality_server_names.length === 0)
      problems.push(['reality_server_names', 'دست‌کم یک نام سرور (SNI) برای REALITY لازم است']);
    if (inbound.reality_dest === '')
      problems.push(['reality_dest', 'مقصد REALITY (مثلاً example.com:443) را وارد کنید']);
  }
  if (inbound.protocol === 'shadowsocks') {
    if (inbound.transport !== 'tcp' || inbound.security !== 'none')
      problems.push(['transport', 'Shadowsocks فقط روی TCP و بدون TLS ارائه می‌شود']);
    const keyBytes = SS_2022_KEY_BYTES[inbound.ss_method];
    if (keyBytes && inbound.ss_server_key !== '' && base64Bytes(inbound.ss_server_key) !== keyBytes)
      problems.push(['ss_server_key', `کلید سرور این رمزنگاری باید ${keyBytes} بایت در base64 باشد`]);
  }
  // A TLS server and its client must share an ALPN value, or every handshake fails.
  if (inbound.alpn.includes('h3') && inbound.transport !== 'xhttp')
    problems.push(['alpn', 'ALPN h3 فقط با انتقال XHTTP کار می‌کند']);
  if (
    (inbound.transport === 'ws' || inbound.transport === 'httpupgrade') &&
    inbound.alpn.length > 0 &&
    !inbound.alpn.includes('http/1.1')
  )
    problems.push(['alpn', 'WebSocket و HTTPUpgrade در ALPN به http/1.1 نیاز دارند']);
  if (inbound.transport === 'grpc' && inbound.alpn.length > 0 && !inbound.alpn.includes('h2'))
    problems.push(['alpn', 'gRPC در ALPN به h2 نیاز دارد']);
  if (inbound.transport === 'grpc' && inbound.service_name === '')
    problems.push(['service_name', 'نام سرویس gRPC را وارد کنید']);
  return problems;
}

/** How many bytes a standard or url-safe base64 string holds, or -1 when it is not base64. */
function base64Bytes(value: string) {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return -1;
  const body = value.replace(/=+$/, '');
  if (body.length % 4 === 1) return -1;
  return Math.floor((body.length * 3) / 4);
}

/** The addresses an inbound's links carry: its own, else the node's. */
export const linkAddresses = (inbound: { addresses: readonly string[] }, nodeHost: string) =>
  inbound.addresses.length > 0 ? inbound.addresses : [nodeHost];

/**
 * Adds `inboundProblems` and the node-wide ones (a tag or a port used twice) to a node's zod refinement, and, given the
 * node's public address, refuses plain VLESS and Trojan that links would send to a public address.
 */
export function refineInbounds(
  core: Core,
  inbounds: readonly (InboundShape & { tag: string; port: number; addresses: string[] })[],
  ctx: z.RefinementCtx,
  nodeHost?: string,
) {
  const tags = new Set<string>();
  const ports = new Set<number>();
  inbounds.forEach((inbound, i) => {
    for (const [field, message] of inboundProblems(core, inbound))
      ctx.addIssue({ code: 'custom', path: ['inbounds', i, field], message });
    const plain = nodeHost === undefined ? null : plainToPublicProblem(inbound, linkAddresses(inbound, nodeHost));
    if (plain) ctx.addIssue({ code: 'custom', path: ['inbounds', i, 'security'], message: plain });
    if (tags.has(inbound.tag))
      ctx.addIssue({ code: 'custom', path: ['inbounds', i, 'tag'], message: `برچسب ${inbound.tag} دو بار آمده است` });
    if (ports.has(inbound.port))
      ctx.addIssue({ code: 'custom', path: ['inbounds', i, 'port'], message: `پورت ${inbound.port} دو بار آمده است` });
    tags.add(inbound.tag);
    ports.add(inbound.port);
  });
}
