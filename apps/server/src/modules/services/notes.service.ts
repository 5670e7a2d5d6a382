import type { ServiceAccess, ServicesDeps } from './service-access.js';
import { findOwnService, updateService } from './services.repository.js';

/** The reseller's own note on a service (docs/product/services-and-statuses.md#notes): it moves no money and reaches no node. */
export function createServiceNotes(deps: ServicesDeps, access: ServiceAccess) {
  const { db } = deps;
  return {
    async setNote(ownerId: number, serviceId: number, note: string) {
      const row = await access.requireOwn(db, ownerId, serviceId);
      await updateService(db, row.id, { note, updated_at: deps.now().toISOString() });
      return access.view((await findOwnService(db, ownerId, row.id)) ?? row);
    },
  };
}
