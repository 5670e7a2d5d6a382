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
  /** Where it takes Disconnect-Requests (RFC 5176), 3799 unless set. */
  coa_port: z.number().int(),
  /** The last Disconnect-Request's outcome, in Persian ('' when none was sent), the account it named, and when. */
  last_disconnect: z.string(),
  last_disconnect_username: z.string(),
  last_disconnect_at: z.string().nullable(),
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
  coa_port: z
    .number({ error: 'درگاه قطع اتصال باید عدد باشد' })
    .int('درگاه قطع اتصال باید عدد صحیح باشد')
    .min(1, 'درگاه قطع اتصال بین ۱ و ۶۵۵۳۵ است')
    .max(65535, 'درگاه قطع اتصال بین ۱ و ۶۵۵۳۵ است'),
};
export const NasBodySchema = z.object({
  ...nasFields,
  type: nasFields.type.default('other'),
  description: nasFields.description.default(''),
  coa_port: nasFields.coa_port.default(3799),
});
export type NasBody = z.infer<typeof NasBodySchema>;
/** Sending the masked secret back keeps the stored one. */
export const UpdateNasBodySchema = z.object(nasFields).partial();
export type UpdateNasBody = z.infer<typeof UpdateNasBodySchema>;
