import { z } from 'zod';
import { IdSchema, RequiredTextSchema } from '../common.js';
import { CORES, InboundBodySchema, InboundSchema, refineInbounds } from './inbound.schemas.js';

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;
const IPV6 = /^(?=.*:.*:)[\da-fA-F:.]{2,45}$/;
/** An address a core listens on: an IP written out (0.0.0.0 or :: for every address of the node). */
export const isListenAddress = (value: string) => IPV4.test(value) || IPV6.test(value);

const hostOf = (apiAddress: string) => apiAddress.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
/** Loopback, and the private ranges a panel reaches a node through (RFC 1918, carrier NAT, unique-local IPv6). */
const LOCAL =
  /^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.)|^(?:::1$|f[cd][\da-f]{2}:)/i;

/**
 * Where a node's API listens unless the admin says (decision 092): the address the panel dials when that is the node's
 * loopback or a private address, else loopback, so the file never opens the API to the internet by itself. A panel
 * that reaches the API across the internet names the address (0.0.0.0, or the node's public IP) and firewalls the port.
 */
export function defaultApiListen(apiAddress: string) {
  const host = hostOf(apiAddress);
  return isListenAddress(host) && LOCAL.test(host) ? host : '127.0.0.1';
}

/** Whether the panel can reach an API listening at `listen` through `apiAddress` (a tunnel aside). */
export function apiReachable(apiAddress: string, listen: string) {
  const host = hostOf(apiAddress);
  if (listen === '0.0.0.0' || listen === '::') return true;
  if (/^127\.|^::1$/.test(listen)) return /^127\.|^::1$|^localhost$/i.test(host);
  return !isListenAddress(host) || host === listen;
}

/** How the panel reaches a node's gRPC API: plain (a private network or a tunnel) or TLS pinned to a stored certificate. */
export const NodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  api_address: z.string(),
  core: z.enum(CORES),
  /** The API link is TLS, checked against `api_ca` (the node's certificate or the operator's CA). */
  api_tls: z.boolean(),
  api_ca: z.string(),
  /** The name the API certificate is checked for, when it is not the API address's host. */
  api_server_name: z.string(),
  /** The node's public address: every inbound's link points at it, and at the inbound's own addresses. */
  host: z.string(),
  /** Where the node's file has the API listen, and the customers' inbounds. */
  api_listen: z.string(),
  inbound_listen: z.string(),
  /** What the admin should know of the node's settings as they are (`nodeWarnings`); empty when nothing. */
  warnings: z.array(z.string()),
  active: z.boolean(),
  status: z.enum(['unknown', 'up', 'down']),
  last_seen_at: z.string().nullable(),
  last_error: z.string(),
  /** Services holding an account on the node now, and those that should (live V2Ray services of its groups). */
  users: z.number().int(),
  expected_users: z.number().int(),
  /** What a byte through the node counts for against a service's traffic (decision 109). */
  traffic_multiplier: z.number(),
  inbounds: z.array(InboundSchema),
});
export type Node = z.infer<typeof NodeSchema>;

/** The bounds of a node's traffic multiplier (decision 109): hundredths from 0.1 to 10. */
export const TRAFFIC_MULTIPLIER = { min: 0.1, max: 10 } as const;

/** A node's traffic multiplier in a body: a number from 0.1 to 10 with at most two decimals. */
export const TrafficMultiplierSchema = z
  .number({ error: 'ضریب مصرف باید عدد باشد، مثل ۱ یا ۰٫۵ یا ۲' })
  .min(TRAFFIC_MULTIPLIER.min, { message: 'ضریب مصرف نمی‌تواند کمتر از ۰٫۱ باشد', abort: true })
  .max(TRAFFIC_MULTIPLIER.max, { message: 'ضریب مصرف نمی‌تواند بیشتر از ۱۰ باشد', abort: true })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'ضریب مصرف حداکثر دو رقم اعشار دارد');

/** A node whose traffic counts other than byte for byte, by the name resellers and customers see. */
export const TrafficMultiplierNoteSchema = z.object({ node: z.string(), multiplier: z.number() });
export type TrafficMultiplierNote = z.infer<typeof TrafficMultiplierNoteSchema>;

const multiplierFormat = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 });
/** «×۲», «×۰٫۵»: a multiplier as the panel and the customer's page write it. */
export const multiplierLabel = (multiplier: number) => `×${multiplierFormat.format(multiplier)}`;
/** «ضریب مصرف ×۲ روی سرور آلمان ۱»: one line per node whose traffic counts other than byte for byte. */
export const trafficMultiplierLine = ({ node, multiplier }: TrafficMultiplierNote) =>
  `ضریب مصرف ${multiplierLabel(multiplier)} روی سرور ${node}`;

const PEM = /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----\s*$/;

const nodeFields = {
  name: RequiredTextSchema('نام سرور نمی‌تواند خالی باشد', 100),
  api_address: z
    .string({ error: 'نشانی API را وارد کنید' })
    .trim()
    .regex(/^[\w.-]+:\d{1,5}$|^\[[\da-fA-F:]+\]:\d{1,5}$/, 'نشانی API باید به شکل host:port باشد'),
  core: z.enum(CORES, { error: 'هسته باید V2Ray یا Xray باشد' }),
  api_tls: z.boolean(),
  api_ca: z
    .string()
    .trim()
    .max(20_000, 'گواهی بیش از اندازه بلند است')
    .refine((v) => v === '' || PEM.test(v), 'گواهی API باید متن PEM (BEGIN CERTIFICATE) باشد'),
  api_server_name: z
    .string()
    .trim()
    .max(255)
    .refine((v) => v === '' || /^[\w.-]+$/.test(v), 'نام گواهی API باید نام میزبان باشد'),
  host: RequiredTextSchema('نشانی عمومی سرور نمی‌تواند خالی باشد', 255),
  api_listen: z
    .string({ error: 'نشانی گوش‌دادن API را وارد کنید' })
    .trim()
    .refine(isListenAddress, 'نشانی گوش‌دادن API باید یک IP باشد، مثل 127.0.0.1 یا 0.0.0.0'),
  inbound_listen: z
    .string({ error: 'نشانی گوش‌دادن ورودی‌ها را وارد کنید' })
    .trim()
    .refine(isListenAddress, 'نشانی گوش‌دادن ورودی‌ها باید یک IP باشد، مثل 0.0.0.0 یا ::'),
  active: z.boolean(),
  traffic_multiplier: TrafficMultiplierSchema,
  inbounds: z.array(InboundBodySchema).min(1, 'دست‌کم یک ورودی (inbound) لازم است').max(20, 'حداکثر ۲۰ ورودی'),
};

/** TLS to the API needs the certificate it is pinned to. */
function refineApiTls(body: { api_tls?: boolean; api_ca?: string }, ctx: z.RefinementCtx) {
  if (body.api_tls && !body.api_ca)
    ctx.addIssue({ code: 'custom', path: ['api_ca'], message: 'برای اتصال TLS به API، گواهی سرور یا CA را وارد کنید' });
}

export const NodeBodySchema = z
  .object({
    ...nodeFields,
    core: nodeFields.core.default('v2ray'),
    api_tls: nodeFields.api_tls.default(false),
    api_ca: nodeFields.api_ca.default(''),
    api_server_name: nodeFields.api_server_name.default(''),
    /** Unsent: `defaultApiListen` of the API address. */
    api_listen: nodeFields.api_listen.optional(),
    inbound_listen: nodeFields.inbound_listen.default('0.0.0.0'),
    active: nodeFields.active.default(true),
    traffic_multiplier: nodeFields.traffic_multiplier.default(1),
  })
  .superRefine((body, ctx) => {
    refineApiTls(body, ctx);
    // A host refused on its own is not quoted again under each inbound.
    const host = nodeFields.host.safeParse(body.host);
    refineInbounds(body.core, body.inbounds, ctx, host.success ? host.data : undefined);
  });
export type NodeBody = z.infer<typeof NodeBodySchema>;
/**
 * A change names only what changes; `inbounds`, when sent, is the node's whole list (an inbound with an id keeps it).
 * What the new core or inbounds cannot serve is judged against the stored node by the server, with the same rule.
 */
export const UpdateNodeBodySchema = z
  .object(nodeFields)
  .partial()
  .superRefine((body, ctx) => {
    if (body.core && body.inbounds) refineInbounds(body.core, body.inbounds, ctx);
  });
export type UpdateNodeBody = z.infer<typeof UpdateNodeBodySchema>;

export const GroupNodesBodySchema = z.object({
  node_ids: z.array(IdSchema('سرور')).max(100),
});

/** What the nodes screen flags on a node's own settings: an API the panel cannot reach, or one open to everyone. */
export function nodeWarnings(node: { api_address: string; api_listen: string }) {
  const warnings: string[] = [];
  if (!apiReachable(node.api_address, node.api_listen))
    warnings.push(
      `API روی ${node.api_listen} گوش می‌دهد و پنل آن را از ${node.api_address} می‌خواند؛ جز از راه تونل به آن نمی‌رسد`,
    );
  if (node.api_listen === '0.0.0.0' || node.api_listen === '::')
    warnings.push('API روی همه‌ی نشانی‌های سرور گوش می‌دهد: درگاه آن را با دیوار آتش فقط به روی نشانی پنل باز بگذارید');
  return warnings;
}
