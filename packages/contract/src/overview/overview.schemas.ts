import { z } from 'zod';
import { ProvisioningStateSchema } from '../provisioning/provisioning.schemas.js';

const Money = z.object({ toman: z.number().int(), count: z.number().int() });

/** The provider's first screen: who sells, what runs, today's money (Tehran day) and the machinery's health. */
export const OverviewSchema = z.object({
  resellers: z.object({ total: z.number().int(), active: z.number().int() }),
  /** live: not deleted, not turned off, not expired or out of traffic. */
  services: z.object({ total: z.number().int(), live: z.number().int() }),
  today: z.object({
    jdate: z.string(),
    /** Purchases, renewals and extra traffic (type 4), net of nothing: refunds are `refunds`. */
    sales: Money,
    refunds: Money,
    /** Money in: deposits (type 1: gateways, vouchers, crypto) and gift cards (type 6). */
    topups: Money,
  }),
  provisioning: ProvisioningStateSchema,
});
export type Overview = z.infer<typeof OverviewSchema>;
