import { z } from 'zod';
import { IdSchema, RequiredTextSchema } from '../common.js';
import { CORES, InboundBodySchema, InboundSchema, refineInbounds } from './inbound.schemas.js';

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
  active: z.boolean(),
  status: z.enum(['unknown', 'up', 'down']),
  last_seen_at: z.string().nullable(),
  last_error: z.string(),
  /** Services holding an account on the node now, and those that should (live V2Ray services of its groups). */
  users: z.number().int(),
  expected_users: z.number().int(),
  inbounds: z.array(InboundSchema),
});
export type Node = z.infer<typeof NodeSchema>;

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
  active: z.boolean(),
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
    active: nodeFields.active.default(true),
  })
  .superRefine((body, ctx) => {
    refineApiTls(body, ctx);
    refineInbounds(body.core, body.inbounds, ctx);
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
