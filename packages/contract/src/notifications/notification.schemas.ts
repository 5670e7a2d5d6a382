import { z } from 'zod';
import { IdSchema, RequiredTextSchema } from '../common.js';

export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  jdate: z.string(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const AdminNotificationSchema = NotificationSchema.extend({ user_id: z.number().int().nullable() });

export const NotificationBodySchema = z.object({
  title: RequiredTextSchema('عنوان اعلان نمی‌تواند خالی باشد', 200),
  body: RequiredTextSchema('متن اعلان نمی‌تواند خالی باشد', 5000),
  /** One reseller, or every reseller when absent. */
  user_id: IdSchema('کاربر').nullish(),
});
