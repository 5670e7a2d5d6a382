import { createAutoRenew } from './auto-renew.js';
import { createBulkService } from './bulk.service.js';
import { createServiceCounts } from './dashboard.js';
import { createDeliveryDeadline } from './delivery-deadline.js';
import { createServiceDevices } from './devices.service.js';
import { createLifecycleService } from './lifecycle.service.js';
import { createServiceNotes } from './notes.service.js';
import { createPurchaseService } from './purchase.service.js';
import { createRadiusSync } from './radius-sync.js';
import { createServiceReads } from './reads.service.js';
import { createReferralVesting } from './referral-vesting.js';
import { createServiceAccess, type ServicesDeps } from './service-access.js';

export type { ServicesDeps } from './service-access.js';

/**
 * The services module's one face to routes, other modules and the worker: each part is its own file, with its own
 * reason to change (ordering, lifecycle actions, auto-renew, reads, referral vesting, the delivery deadline, RADIUS, counts).
 */
export function createServicesService(deps: ServicesDeps) {
  const access = createServiceAccess(deps);
  const radiusSync = createRadiusSync(deps);
  return {
    ...createPurchaseService(deps, access, radiusSync),
    ...createLifecycleService(deps, access, radiusSync),
    ...createAutoRenew(deps, access, radiusSync),
    ...createBulkService(deps, access, radiusSync),
    ...createServiceReads(deps, access),
    ...createServiceNotes(deps, access),
    ...createServiceDevices(deps, access, radiusSync),
    ...createReferralVesting(deps),
    ...createDeliveryDeadline(deps, access),
    refreshRadius: radiusSync.refreshRadius,
    ...createServiceCounts(deps),
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
