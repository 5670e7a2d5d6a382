import type { EventService } from '@pishkhan/contract';
import type { Executor } from '../../db/create-db.js';
import { isOn } from '../../db/flags.js';

const GIB = 1_073_741_824;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The services as events tell of them (`EventServiceSchema`), deleted ones included (a deletion is told after the
 * row is marked), each with its owner, the reseller its events are for, keyed by id.
 */
export async function ownedEventServices(
  db: Executor,
  ids: number[],
): Promise<Map<number, { ownerId: number; service: EventService }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('services')
    .leftJoin('users as customer', 'customer.id', 'services.customer_id')
    .leftJoin('packages', 'packages.id', 'services.package_id')
    .select([
      'services.id',
      'services.owner_id',
      'services.username',
      'services.package_id',
      'services.is_v2ray',
      'services.is_radius',
      'services.expire_in',
      'services.traffic_gb',
      'services.unlimited_traffic',
      'services.upload_bytes',
      'services.download_bytes',
      'services.radius_bytes',
      'services.auto_renew',
      'customer.mobile as customer_mobile',
      'customer.name as customer_name',
      'packages.name as package_name',
    ])
    .where('services.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ownerId: r.owner_id,
        service: {
          id: r.id,
          username: r.username,
          customer: { mobile: r.customer_mobile ?? '', name: r.customer_name ?? '' },
          package_id: r.package_id,
          package_name: r.package_name ?? '',
          is_v2ray: Boolean(r.is_v2ray),
          is_radius: Boolean(r.is_radius),
          expire_in: r.expire_in,
          traffic_gb: Number(r.traffic_gb),
          used_gb: round2((Number(r.upload_bytes) + Number(r.download_bytes) + Number(r.radius_bytes)) / GIB),
          unlimited_traffic: Boolean(r.unlimited_traffic),
          auto_renew: isOn(r.auto_renew),
        },
      },
    ]),
  );
}
