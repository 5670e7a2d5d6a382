import type { ServicesDeps } from './service-access.js';
import { countOwnServices, statusCounts } from './services-list.repository.js';

/** Counts of a reseller's services: the dashboard's cards and the kept status totals. */
export function createServiceCounts(deps: Pick<ServicesDeps, 'db' | 'now'>) {
  const { db } = deps;
  return {
    /** Expired, finished and active totals of a reseller's services (decision 035); test apps check them on close. */
    async statusTotals(ownerId: number, now = deps.now()) {
      const { expired, finished, active } = await statusCounts(db, ownerId, now.toISOString());
      return { expired, finished, active };
    },

    async resellerInfo(ownerId: number) {
      const c = await countOwnServices(db, ownerId, deps.now().toISOString());
      return { activeServices: c.active, notUsedServices: c.unused, notPaid: c.unpaid, hasRadius: c.radius > 0 };
    },
  };
}
