import { z } from 'zod';
import { PageSchema, paginated, QueryIdSchema } from '../common.js';
import { JalaliDaySchema } from '../transactions/transaction.schemas.js';

/**
 * One line of the audit trail: a change an admin made, or a money movement a person started (decision 027). `path`
 * is the endpoint's path with its `:params`, so the panel names the action; `details` is the request with secrets
 * masked.
 */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  jdate: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), mobile: z.string(), type: z.string() }),
  method: z.string(),
  path: z.string(),
  /** The user the action was about (the reseller edited, charged or logged in as), if any. */
  subject: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }).nullable(),
  target_id: z.number().int().nullable(),
  status: z.number().int(),
  ip: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** The reseller's API token the call was made with (decision 110); null: a login session. */
  token: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_KINDS = ['all', 'admin', 'money'] as const;

export const AuditQuerySchema = z.object({
  page: PageSchema,
  /** admin: changes made by admins; money: calls that move money, by anyone. */
  kind: z.enum(AUDIT_KINDS, { error: 'نوع رویداد باید all، admin یا money باشد' }).default('all'),
  /** Entries made by this user or about them. */
  user_id: QueryIdSchema('شناسه‌ی کاربر').optional(),
  from: JalaliDaySchema.optional(),
  to: JalaliDaySchema.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export const AuditListSchema = paginated(AuditEntrySchema);
