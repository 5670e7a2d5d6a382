import { z } from 'zod';
import { IdSchema, IntSchema, RequiredTextSchema, TextSchema } from '../common.js';

export const NodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  api_address: z.string(),
  core: z.enum(['v2ray', 'xray']),
  inbound_tag: z.string(),
  protocol: z.enum(['vless', 'vmess']),
  host: z.string(),
  port: z.number().int(),
  transport: z.enum(['tcp', 'ws', 'grpc']),
  tls: z.boolean(),
  path: z.string(),
  sni: z.string(),
  active: z.boolean(),
  status: z.enum(['unknown', 'up', 'down']),
  last_seen_at: z.string().nullable(),
  last_error: z.string(),
  users: z.number().int(),
});

const nodeFields = {
  name: RequiredTextSchema('نام سرور نمی‌تواند خالی باشد', 100),
  api_address: z
    .string({ error: 'نشانی API را وارد کنید' })
    .trim()
    .regex(/^[\w.-]+:\d{1,5}$|^\[[\da-fA-F:]+\]:\d{1,5}$/, 'نشانی API باید به شکل host:port باشد'),
  core: z.enum(['v2ray', 'xray'], { error: 'هسته باید V2Ray یا Xray باشد' }),
  inbound_tag: RequiredTextSchema('برچسب inbound نمی‌تواند خالی باشد', 100),
  protocol: z.enum(['vless', 'vmess'], { error: 'پروتکل باید vless یا vmess باشد' }),
  host: RequiredTextSchema('نشانی عمومی سرور نمی‌تواند خالی باشد', 255),
  port: IntSchema('پورت').min(1, 'پورت معتبر نیست').max(65535, 'پورت معتبر نیست'),
  transport: z.enum(['tcp', 'ws', 'grpc'], { error: 'نوع انتقال باید tcp، ws یا grpc باشد' }),
  tls: z.boolean(),
  path: TextSchema(255),
  sni: TextSchema(255),
  active: z.boolean(),
};

export const NodeBodySchema = z.object({
  ...nodeFields,
  core: nodeFields.core.default('v2ray'),
  transport: nodeFields.transport.default('tcp'),
  tls: nodeFields.tls.default(false),
  path: nodeFields.path.default(''),
  sni: nodeFields.sni.default(''),
  active: nodeFields.active.default(true),
});
export type NodeBody = z.infer<typeof NodeBodySchema>;
export const UpdateNodeBodySchema = z.object(nodeFields).partial();
export type UpdateNodeBody = z.infer<typeof UpdateNodeBodySchema>;

export const GroupNodesBodySchema = z.object({
  node_ids: z.array(IdSchema('سرور')).max(100),
});

export const ProvisioningStateSchema = z.object({
  nodes: z.array(NodeSchema),
  pending_jobs: z.number().int(),
  failing_jobs: z.number().int(),
  oldest_pending_at: z.string().nullable(),
});

/**
 * A FreeRADIUS client (its `nas` table, read by the `sql` module with `read_clients = yes`): the NAS's address, a
 * short name shown with online sessions, and the shared secret, shown back masked.
 */
export const NasSchema = z.object({
  id: z.number().int(),
  nasname: z.string(),
  shortname: z.string(),
  type: z.string(),
  secret: z.string(),
  description: z.string(),
});
export type Nas = z.infer<typeof NasSchema>;

const nasFields = {
  nasname: z
    .string({ error: 'نشانی NAS را وارد کنید' })
    .trim()
    .min(1, 'نشانی NAS را وارد کنید')
    .max(128, 'نشانی NAS حداکثر ۱۲۸ نویسه است')
    .regex(/^[\w.:/-]+$/, 'نشانی NAS باید IP، بازه‌ی CIDR یا نام میزبان باشد'),
  shortname: RequiredTextSchema('نام کوتاه NAS نمی‌تواند خالی باشد', 32),
  type: z.enum(['other', 'cisco', 'mikrotik', 'openvpn', 'ocserv'], { error: 'نوع NAS معتبر نیست' }),
  secret: z
    .string({ error: 'رمز مشترک را وارد کنید' })
    .min(6, 'رمز مشترک دست‌کم ۶ نویسه است')
    .max(60, 'رمز مشترک حداکثر ۶۰ نویسه است'),
  description: TextSchema(200),
};
export const NasBodySchema = z.object({
  ...nasFields,
  type: nasFields.type.default('other'),
  description: nasFields.description.default(''),
});
export type NasBody = z.infer<typeof NasBodySchema>;
/** Sending the masked secret back keeps the stored one. */
export const UpdateNasBodySchema = z.object(nasFields).partial();
export type UpdateNasBody = z.infer<typeof UpdateNasBodySchema>;
