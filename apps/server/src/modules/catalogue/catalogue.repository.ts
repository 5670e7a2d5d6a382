import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import { flag, isOn, type WithBooleans, type WithOptionalBooleans } from '../../db/flags.js';
import { patchOf } from '../../db/patch.js';
import type { PackageGroupRow, PackageRow } from '../../db/types.js';

// The tables keep their switches as 0/1 integers; everything above this file sees booleans (db/flags.ts).
type PackageFlag = 'unlimited_traffic' | 'is_v2ray' | 'is_radius' | 'is_custom' | 'active';
/** A package as the catalogue hands it out: its switches booleans, its price a number. */
export type PackageRecord = WithBooleans<PackageRow, PackageFlag>;
/** A package group as the catalogue hands it out: `active` a boolean. */
export type PackageGroupRecord = WithBooleans<PackageGroupRow, 'active'>;
type PackagePatch = WithOptionalBooleans<Partial<Omit<PackageRow, 'id'>>, PackageFlag>;

const toPackageRecord = (row: PackageRow): PackageRecord => ({
  ...row,
  price: Number(row.price),
  unlimited_traffic: isOn(row.unlimited_traffic),
  is_v2ray: isOn(row.is_v2ray),
  is_radius: isOn(row.is_radius),
  is_custom: isOn(row.is_custom),
  active: isOn(row.active),
});
const toGroupRecord = (row: PackageGroupRow): PackageGroupRecord => ({ ...row, active: isOn(row.active) });
/** A package's switches as their columns keep them; a switch not given stays out. */
const packageColumns = <T extends PackagePatch>({
  unlimited_traffic,
  is_v2ray,
  is_radius,
  is_custom,
  active,
  ...rest
}: T) => ({
  ...rest,
  ...(unlimited_traffic === undefined ? {} : { unlimited_traffic: flag(unlimited_traffic) }),
  ...(is_v2ray === undefined ? {} : { is_v2ray: flag(is_v2ray) }),
  ...(is_radius === undefined ? {} : { is_radius: flag(is_radius) }),
  ...(is_custom === undefined ? {} : { is_custom: flag(is_custom) }),
  ...(active === undefined ? {} : { active: flag(active) }),
});

export async function listGroups(db: Executor, onlyActive: boolean) {
  let q = db.selectFrom('package_groups').selectAll();
  if (onlyActive) q = q.where('active', '=', 1);
  return (await q.orderBy('sort').orderBy('id').execute()).map(toGroupRecord);
}

export async function listPackages(db: Executor, onlyActive: boolean) {
  let q = db.selectFrom('packages').selectAll();
  if (onlyActive) q = q.where('active', '=', 1);
  return (await q.orderBy('sort').orderBy('id').execute()).map(toPackageRecord);
}

export async function findGroup(db: Executor, id: number) {
  const row = await db.selectFrom('package_groups').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toGroupRecord(row);
}

export async function findPackage(db: Executor, id: number): Promise<PackageRecord | undefined> {
  const row = await db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPackageRecord(row);
}

const buyablePackages = (db: Executor) =>
  db
    .selectFrom('packages')
    .innerJoin('package_groups', 'package_groups.id', 'packages.packagegroup_id')
    .selectAll('packages')
    .where('packages.active', '=', 1)
    .where('package_groups.active', '=', 1);

const buyablePackage = builtOnce((db, id: number) => buyablePackages(db).where('packages.id', '=', id));
/** A package a reseller may buy now: active, in an active group. */
export async function findBuyablePackage(db: Executor, id: number) {
  const row = await buyablePackage.first(db, id);
  return row && toPackageRecord(row);
}

/** The first buyable V2Ray-only package in the order the panel lists them (groups, then packages). */
export async function firstBuyableV2rayPackage(db: Executor) {
  const row = await buyablePackages(db)
    .where('packages.is_v2ray', '=', 1)
    .where('packages.is_radius', '=', 0)
    .orderBy('package_groups.sort')
    .orderBy('package_groups.id')
    .orderBy('packages.sort')
    .orderBy('packages.id')
    .executeTakeFirst();
  return row && toPackageRecord(row);
}

export async function insertGroup(db: Executor, row: Omit<PackageGroupRecord, 'id'>) {
  return toGroupRecord(
    await db
      .insertInto('package_groups')
      .values({ ...row, active: flag(row.active) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function updateGroup(
  db: Executor,
  id: number,
  { active, ...rest }: Partial<Omit<PackageGroupRecord, 'id'>>,
) {
  const row = await db
    .updateTable('package_groups')
    .set(patchOf(active === undefined ? rest : { ...rest, active: flag(active) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toGroupRecord(row);
}

/** The fair-use columns (migration 0036), which have defaults: a package written without them limits nothing. */
type FairUseColumn = 'device_limit' | 'no_device_id' | 'simultaneous_limit';

export async function insertPackage(
  db: Executor,
  row: Omit<PackageRecord, 'id' | FairUseColumn> & Partial<Pick<PackageRecord, FairUseColumn>>,
) {
  const values = {
    ...row,
    unlimited_traffic: flag(row.unlimited_traffic),
    is_v2ray: flag(row.is_v2ray),
    is_radius: flag(row.is_radius),
    is_custom: flag(row.is_custom),
    active: flag(row.active),
  };
  return toPackageRecord(await db.insertInto('packages').values(values).returningAll().executeTakeFirstOrThrow());
}

export async function updatePackage(db: Executor, id: number, patch: PackagePatch) {
  const row = await db
    .updateTable('packages')
    .set(patchOf(packageColumns(patch)))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toPackageRecord(row);
}

export function listServerInfos(db: Executor) {
  return db.selectFrom('server_infos').selectAll().orderBy('id').execute();
}

export function insertServerInfo(db: Executor, row: { name: string; items: string; created_at: string }) {
  return db.insertInto('server_infos').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateServerInfo(db: Executor, id: number, row: { name: string; items: string }) {
  return db.updateTable('server_infos').set(row).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteServerInfo(db: Executor, id: number) {
  const r = await db.deleteFrom('server_infos').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export function listOvpnFiles(db: Executor) {
  return db.selectFrom('ovpn_files').select(['id', 'name']).orderBy('name').execute();
}

export function findOvpnFile(db: Executor, name: string) {
  return db.selectFrom('ovpn_files').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function ovpnFileNameTaken(db: Executor, name: string) {
  return (await findOvpnFile(db, name)) !== undefined;
}

export function insertOvpnFile(db: Executor, row: { name: string; content: string; created_at: string }) {
  return db.insertInto('ovpn_files').values(row).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function deleteOvpnFile(db: Executor, id: number) {
  const r = await db.deleteFrom('ovpn_files').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
