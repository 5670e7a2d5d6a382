import { z } from 'zod';
import { TextSchema } from '../common.js';

export const MaintenanceSchema = z.object({
  undermaintenance: z.boolean(),
  maintenancemessage: z.string(),
});
export type Maintenance = z.infer<typeof MaintenanceSchema>;

export const MaintenanceBodySchema = z.object({
  undermaintenance: z.boolean({ error: 'وضعیت تعمیرات باید بله یا خیر باشد' }),
  maintenancemessage: TextSchema(1000).default(''),
});
