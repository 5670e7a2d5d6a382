import { SERVICE_STATUS } from '@pishkhan/contract';
import type { Executor } from '../../db/create-db.js';
import type { RadiusService } from '../radius/radius.service.js';
import type { ServiceWithCustomer } from './service-rows.js';
import { serviceState } from './services.mapper.js';
import { findRadiusServicesByIds } from './services.repository.js';

/** RADIUS rows follow the service at once: only an unused or active service that is on may authenticate. */
function radiusAccount(row: ServiceWithCustomer, now: Date) {
  const { statuscode } = serviceState(row, now);
  const allowed =
    row.deleted_at === null &&
    !row.banned &&
    (statuscode === SERVICE_STATUS.UNUSED || statuscode === SERVICE_STATUS.ACTIVE);
  return { username: row.username, password: row.password, allowed, simultaneous: row.simultaneous_limit };
}

/** Keeps FreeRADIUS's rows of the RADIUS services in step with them, in the caller's transaction. */
export function createRadiusSync(deps: {
  now: () => Date;
  radius: Pick<RadiusService, 'write' | 'writeMany'>;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}) {
  return {
    async writeRadius(trx: Executor, row: ServiceWithCustomer) {
      if (row.is_radius) await deps.radius.write(trx, radiusAccount(row, deps.now()));
    },

    /**
     * After usage collection stopped services (expired, out of traffic): RADIUS refuses them at once. The RADIUS ones
     * among them, a thousand at a time in three statements (a pass can stop thousands, most of them V2Ray only).
     */
    async refreshRadius(serviceIds: number[]) {
      for (let i = 0; i < serviceIds.length; i += 1000) {
        await deps.withTransaction(async (trx) => {
          const rows = await findRadiusServicesByIds(trx, serviceIds.slice(i, i + 1000));
          await deps.radius.writeMany(
            trx,
            rows.map((row) => radiusAccount(row, deps.now())),
          );
        });
      }
    },
  };
}
export type RadiusSync = ReturnType<typeof createRadiusSync>;
