import { z } from 'zod';

export const ResellerInfoSchema = z.object({
  activeServices: z.number().int(),
  notUsedServices: z.number().int(),
  notPaid: z.number().int(),
  /** Whether any of the reseller's services has RADIUS access: the dashboard shows server cards only then. */
  hasRadius: z.boolean(),
});
