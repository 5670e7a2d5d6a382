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
  /**
   * What a first start lacks, in the order it is set up (node, package group, package, reseller): the overview shows
   * a checklist until every count is above zero (docs/product/screens.md, the admin overview).
   */
  setup: z.object({
    nodes: z.number().int(),
    package_groups: z.number().int(),
    packages: z.number().int(),
    resellers: z.number().int(),
  }),
});
export type Overview = z.infer<typeof OverviewSchema>;
