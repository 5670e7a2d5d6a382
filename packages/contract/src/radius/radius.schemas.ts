import { z } from 'zod';
import { RequiredTextSchema, TextSchema } from '../common.js';

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
    .string({ error: 'نشانی سرور را وارد کنید' })
    .trim()
    .min(1, 'نشانی سرور را وارد کنید')
    .max(128, 'نشانی سرور حداکثر ۱۲۸ نویسه است')
    .regex(/^[\w.:/-]+$/, 'نشانی سرور باید آی‌پی، بازه‌ی CIDR یا نام میزبان باشد'),
  shortname: RequiredTextSchema('نام کوتاه سرور نمی‌تواند خالی باشد', 32),
  type: z.enum(['other', 'cisco', 'mikrotik', 'openvpn', 'ocserv'], { error: 'نوع سرور معتبر نیست' }),
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
