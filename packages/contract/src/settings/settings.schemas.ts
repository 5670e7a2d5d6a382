import { z } from 'zod';
import { NumberSchema, TextSchema } from '../common.js';

export const MaintenanceSchema = z.object({
  undermaintenance: z.boolean(),
  maintenancemessage: z.string(),
});
export type Maintenance = z.infer<typeof MaintenanceSchema>;

export const MaintenanceBodySchema = z.object({
  undermaintenance: z.boolean({ error: 'وضعیت تعمیرات باید بله یا خیر باشد' }),
  maintenancemessage: TextSchema(1000).default(''),
});

export const UsdPriceBodySchema = z.object({
  usd_price: NumberSchema('نرخ دلار')
    .int('نرخ دلار باید عدد صحیح (تومان) باشد')
    .min(1_000, 'نرخ دلار دست‌کم ۱٬۰۰۰ تومان است')
    .max(100_000_000, 'نرخ دلار بیش از حد بزرگ است'),
});
export const AdminRatesSchema = z.object({ usd_price: z.number().int(), updated_at: z.string().nullable() });
