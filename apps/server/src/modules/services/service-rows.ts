import type { ExpressionBuilder, Updateable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import { flag, isOn, type WithBooleans, type WithOptionalBooleans } from '../../db/flags.js';
import type { Database, NewService, ServiceRow, ServicesTable } from '../../db/types.js';

/**
 * A service's row as the module's repositories read and write it (`services.repository.ts`, `services-list.repository.ts`):
 * the columns they select, the customer and settings they join, and the switches as booleans.
 */
export const GIB = 1_073_741_824;

// The table keeps its switches as 0/1 integers; everything above this file sees booleans (db/flags.ts). The SQL
// (filters, kept counts, the `traffic_over` literal) still compares the columns with 0 and 1.
/** The switches a service is written with. */
const WRITTEN_FLAGS = [
  'is_v2ray',
  'is_radius',
  'is_custom',
  'unlimited_traffic',
  'paid',
  'banned',
  'auto_renew',
] as const;
type WrittenFlag = (typeof WRITTEN_FLAGS)[number];
/** A service as the services module sees it: its switches (and the database's `traffic_over`) booleans. */
export type ServiceRecord = WithBooleans<ServiceRow, WrittenFlag | 'traffic_over'>;
/** A new service as the module writes it: its access booleans, and `unlimited_traffic`, `paid`, `banned`, `auto_renew` if given. */
export type NewServiceRecord = WithOptionalBooleans<
  WithBooleans<NewService, 'is_v2ray' | 'is_radius' | 'is_custom'>,
  'unlimited_traffic' | 'paid' | 'banned' | 'auto_renew'
>;
/** A change of a service: its switches as booleans. */
export type ServiceUpdate = WithOptionalBooleans<Updateable<ServicesTable>, WrittenFlag>;

/** A row's switches as their columns keep them; a switch the row does not give stays out. */
export function flagColumns<T extends Partial<Record<WrittenFlag, boolean | undefined>>>(row: T) {
  const columns: Record<string, unknown> = { ...row };
  for (const key of WRITTEN_FLAGS) {
    const on = row[key];
    if (on !== undefined) columns[key] = flag(on);
  }
  return columns;
}

interface Joined {
  customer_name: string | null;
  customer_mobile: string | null;
  /** The owner's share-link remark settings (docs/decisions/018); null when never saved. */
  owner_remarks: string | null;
  /** False also when never saved. */
  owner_groupremarks: boolean;
  /** The devices its subscription URL keeps (decision 105). */
  devices_used: number;
}
export type ServiceWithCustomer = ServiceRecord & Joined;
/** The joined columns as the database answers them. */
type JoinedColumns = Omit<Joined, 'owner_groupremarks' | 'devices_used'> & {
  owner_groupremarks: number | null;
  devices_used: number | string | bigint | null;
};

const CUSTOMER_AND_SETTINGS = [
  'customer.name as customer_name',
  'customer.mobile as customer_mobile',
  'owner_settings.remarks as owner_remarks',
  'owner_settings.groupremarks as owner_groupremarks',
] as const;

/** How many devices the service's subscription keeps, read by the service_devices unique index's prefix. */
const devicesUsed = (eb: ExpressionBuilder<Database, 'services'>) =>
  eb
    .selectFrom('service_devices')
    .select((d) => d.fn.countAll().as('n'))
    .whereRef('service_devices.service_id', '=', 'services.id')
    .as('devices_used');

const withCustomer = (db: Executor) =>
  db
    .selectFrom('services')
    .leftJoin('users as customer', 'customer.id', 'services.customer_id')
    .leftJoin('reseller_settings as owner_settings', 'owner_settings.user_id', 'services.owner_id');

export function selectServices(db: Executor) {
  return withCustomer(db)
    .selectAll('services')
    .select(CUSTOMER_AND_SETTINGS)
    .select(devicesUsed)
    .where('services.deleted_at', 'is', null);
}

/** The columns a service's view reads (the mapper's `toService`, and the share link's package). */
const LISTED = [
  'id',
  'package_id',
  'customer_id',
  'group_id',
  'info',
  'note',
  'username',
  'password',
  'v2ray_uuid',
  'sub_token',
  'is_v2ray',
  'is_radius',
  'is_custom',
  'days',
  'traffic_gb',
  'unlimited_traffic',
  'upload_bytes',
  'download_bytes',
  'radius_bytes',
  'cost',
  'paid',
  'banned',
  'started_at',
  'expire_in',
  'expired_at',
  'created_at',
  'device_limit',
  'simultaneous_limit',
  'paused_until',
  'auto_renew',
] as const satisfies readonly (keyof ServiceRow)[];

/** A row as a page of the list reads it: what its view shows, not every column (decision 060). */
export type ListedService = Pick<ServiceWithCustomer, (typeof LISTED)[number] | keyof Joined>;
/** A listed row as the database answers it. */
type ListedColumns = Pick<ServiceRow, (typeof LISTED)[number]> & JoinedColumns;
type Listed<T extends ListedColumns> = Omit<T, WrittenFlag | 'owner_groupremarks' | 'devices_used'> &
  Record<WrittenFlag | 'owner_groupremarks', boolean> & { devices_used: number };

/**
 * The list's rows: each value a row carries is an object property better-sqlite3 (or pg) makes for it, so a page reads
 * the columns its view needs rather than all of them.
 */
export function selectListed(db: Executor) {
  return withCustomer(db)
    .select(LISTED.map((column) => `services.${column}` as const))
    .select(CUSTOMER_AND_SETTINGS)
    .select(devicesUsed)
    .where('services.deleted_at', 'is', null);
}

/** PostgreSQL answers `bigint` and `numeric` as strings; the switches become booleans. */
export const numericListed = <T extends ListedColumns>(row: T): Listed<T> =>
  ({
    ...row,
    upload_bytes: Number(row.upload_bytes),
    download_bytes: Number(row.download_bytes),
    radius_bytes: Number(row.radius_bytes),
    cost: Number(row.cost),
    traffic_gb: Number(row.traffic_gb),
    is_v2ray: isOn(row.is_v2ray),
    is_radius: isOn(row.is_radius),
    is_custom: isOn(row.is_custom),
    unlimited_traffic: isOn(row.unlimited_traffic),
    paid: isOn(row.paid),
    banned: isOn(row.banned),
    auto_renew: isOn(row.auto_renew),
    owner_groupremarks: isOn(row.owner_groupremarks),
    devices_used: Number(row.devices_used ?? 0),
  }) as Listed<T>;
export const numeric = (row: ServiceRow & JoinedColumns): ServiceWithCustomer => ({
  ...numericListed(row),
  traffic_over: isOn(row.traffic_over),
  pool_gb: Number(row.pool_gb),
  referral_profit: Number(row.referral_profit),
  referral_pending: Number(row.referral_pending),
});
