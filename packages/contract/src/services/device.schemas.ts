import { z } from 'zod';
import { FAIR_USE_MAX } from '../catalogue/catalogue.schemas.js';
import { IdSchema, IntSchema, QueryIdSchema } from '../common.js';

/**
 * A device a service's subscription URL has served (decision 105), known by the id its app sends (`x-hwid`); the one
 * with an empty `hwid` stands for every request that named no device, under the package's «unknown device» rule.
 */
export const ServiceDeviceSchema = z.object({
  id: z.number().int(),
  /** The app's device id, its middle masked ('' for the unknown device). */
  hwid: z.string(),
  os: z.string(),
  os_version: z.string(),
  model: z.string(),
  user_agent: z.string(),
  /** ISO times. */
  first_seen: z.string(),
  last_seen: z.string(),
});
export type ServiceDevice = z.infer<typeof ServiceDeviceSchema>;

export const ServiceDevicesSchema = z.object({
  /** 0: no limit. */
  device_limit: z.number().int(),
  /** The package's limit, the most the reseller may set (0: none). */
  package_device_limit: z.number().int(),
  simultaneous_limit: z.number().int(),
  package_simultaneous_limit: z.number().int(),
  devices: z.array(ServiceDeviceSchema),
});
export type ServiceDevices = z.infer<typeof ServiceDevicesSchema>;

export const ServiceDeviceParamsSchema = z.object({
  id: QueryIdSchema('شناسه'),
  deviceId: QueryIdSchema('شناسه‌ی دستگاه'),
});

const limit = (label: string) =>
  IntSchema(label).min(0, `${label} نمی‌تواند منفی باشد`).max(FAIR_USE_MAX, `${label} حداکثر ۱۰۰ است`);

/** The reseller lowers a service's limits; above the package's is refused by the server, which knows the package. */
export const ServiceLimitsBodySchema = z.object({
  service_id: IdSchema('شناسه‌ی سرویس'),
  device_limit: limit('سقف دستگاه'),
  simultaneous_limit: limit('سقف اتصال هم‌زمان'),
});
export type ServiceLimitsBody = z.input<typeof ServiceLimitsBodySchema>;
