import { z } from 'zod';
import { RequiredTextSchema, TextSchema } from '../common.js';

export const NodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  api_address: z.string(),
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
  inbound_tag: RequiredTextSchema('برچسب inbound نمی‌تواند خالی باشد', 100),
  protocol: z.enum(['vless', 'vmess'], { error: 'پروتکل باید vless یا vmess باشد' }),
  host: RequiredTextSchema('نشانی عمومی سرور نمی‌تواند خالی باشد', 255),
  port: z.number({ error: 'پورت باید عدد باشد' }).int().min(1, 'پورت معتبر نیست').max(65535, 'پورت معتبر نیست'),
  transport: z.enum(['tcp', 'ws', 'grpc'], { error: 'نوع انتقال باید tcp، ws یا grpc باشد' }),
  tls: z.boolean(),
  path: TextSchema(255),
  sni: TextSchema(255),
  active: z.boolean(),
};

export const NodeBodySchema = z.object({
  ...nodeFields,
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
  node_ids: z.array(z.number().int().positive('سرور معتبر نیست')).max(100),
});

export const ProvisioningStateSchema = z.object({
  nodes: z.array(NodeSchema),
  pending_jobs: z.number().int(),
  failing_jobs: z.number().int(),
  oldest_pending_at: z.string().nullable(),
});
