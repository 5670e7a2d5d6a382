import type { Insertable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import type { ServiceDevicesTable } from '../../db/types.js';

export type DeviceRow = Omit<ServiceDevicesTable, 'id'> & { id: number };

/** The devices a service's subscription keeps, oldest first. */
export function listDevices(db: Executor, serviceId: number): Promise<DeviceRow[]> {
  return db
    .selectFrom('service_devices')
    .selectAll()
    .where('service_id', '=', serviceId)
    .orderBy('first_seen')
    .orderBy('id')
    .execute();
}

export async function countDevices(db: Executor, serviceId: number) {
  const row = await db
    .selectFrom('service_devices')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('service_id', '=', serviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A device kept; one already kept under the same id is left as it is. */
export async function insertDevice(db: Executor, row: Insertable<ServiceDevicesTable>) {
  await db
    .insertInto('service_devices')
    .values(row)
    .onConflict((oc) => oc.columns(['service_id', 'hwid']).doNothing())
    .execute();
}

export async function touchDevice(db: Executor, id: number, lastSeen: string) {
  await db.updateTable('service_devices').set({ last_seen: lastSeen }).where('id', '=', id).execute();
}

/** Forgets one device of one service: true when there was one. */
export async function deleteDevice(db: Executor, serviceId: number, deviceId: number) {
  const r = await db
    .deleteFrom('service_devices')
    .where('service_id', '=', serviceId)
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** A live service's own limits and its package, which the catalogue reads the package's from. */
export function findDeviceTerms(db: Executor, serviceId: number) {
  return db
    .selectFrom('services')
    .select(['id', 'package_id', 'device_limit', 'simultaneous_limit'])
    .where('id', '=', serviceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Holds the service's row until the transaction ends (a no-op update), so two new devices cannot take one place. */
export async function lockService(trx: Executor, serviceId: number) {
  await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', serviceId)
    .execute();
}
