import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import { patchOf } from '../../db/patch.js';
import type { PackageGroupRow, PackageRow } from '../../db/types.js';

export function listGroups(db: Executor, onlyActive: boolean) {
  let q = db.selectFrom('package_groups').selectAll();
  if (onlyActive) q = q.where('active', '=', 1);
  return q.orderBy('sort').orderBy('id').execute();
}

export function listPackages(db: Executor, onlyActive: boolean) {
  let q = db.selectFrom('packages').selectAll();
  if (onlyActive) q = q.where('active', '=', 1);
  return q.orderBy('sort').orderBy('id').execute();
}

export function findGroup(db: Executor, id: number) {
  return db.selectFrom('package_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPackage(db: Executor, id: number): Promise<PackageRow | undefined> {
  const row = await db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...row, price: Number(row.price) };
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
  return row && { ...row, price: Number(row.price) };
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
  return row && { ...row, price: Number(row.price) };
}

export function insertGroup(db: Executor, row: Omit<PackageGroupRow, 'id'>) {
  return db.insertInto('package_groups').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateGroup(db: Executor, id: number, patch: Partial<Omit<PackageGroupRow, 'id'>>) {
  return db.updateTable('package_groups').set(patchOf(patch)).where('id', '=', id).returningAll().executeTakeFirst();
}

export function insertPackage(db: Executor, row: Omit<PackageRow, 'id'>) {
  return db.insertInto('packages').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updatePackage(db: Executor, id: number, patch: Partial<Omit<PackageRow, 'id'>>) {
  return db.updateTable('packages').set(patchOf(patch)).where('id', '=', id).returningAll().executeTakeFirst();
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
