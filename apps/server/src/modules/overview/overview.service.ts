import { LEDGER_TYPE, type Overview, toJalaliDate } from '@pishkhan/contract';
import type { Db } from '../../db/create-db.js';
import { jalaliDayStart } from '../../lib/jalali.js';
import type { ProvisioningService } from '../provisioning/provisioning.service.js';
import { catalogueCounts, ledgerSince, resellerCounts, serviceCounts } from './overview.repository.js';

/** The admin's first screen (decision 028): counts, today's money in Tehran, and the provisioning machinery's state. */
export function createOverviewService(deps: { db: Db; now: () => Date; provisioning: ProvisioningService }) {
  const { db } = deps;
  return {
    async overview(): Promise<Overview> {
      const jdate = toJalaliDate(deps.now());
      const from = (jalaliDayStart(jdate) ?? deps.now()).toISOString();
      const [resellers, services, sales, refunds, topups, provisioning, catalogue] = await Promise.all([
        resellerCounts(db),
        serviceCounts(db),
        ledgerSince(db, from, { types: [LEDGER_TYPE.PURCHASE], sign: -1 }),
        ledgerSince(db, from, { types: [LEDGER_TYPE.CORRECTION], sign: 1, refType: 'service' }),
        ledgerSince(db, from, { types: [LEDGER_TYPE.DEPOSIT, LEDGER_TYPE.GIFT_CARD], sign: 1 }),
        deps.provisioning.state(),
        catalogueCounts(db),
      ]);
      return {
        resellers,
        services,
        today: { jdate, sales, refunds, topups },
        provisioning,
        setup: { ...catalogue, resellers: resellers.total },
      };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
