import type { PackageGroupBodySchema, ServerInfoBodySchema, UpdatePackageGroupBodySchema } from '@pishkhan/contract';
import {
  CUSTOM_DEFAULT_DAYS,
  CUSTOM_MIN_GB,
  CUSTOM_UNLIMITED_MESSAGE,
  customPricePerGb,
  customTermsErrors,
  NO_ACCESS_MESSAGE,
  type Package,
  type PackageBody,
  priceCustomPackage,
  priceFixedPackage,
  type UpdatePackageBody,
} from '@pishkhan/contract';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import {
  deleteOvpnFile,
  deleteServerInfo,
  findBuyablePackage,
  findGroup,
  findOvpnFile,
  findPackage,
  firstBuyableV2rayPackage,
  insertGroup,
  insertOvpnFile,
  insertPackage,
  insertServerInfo,
  listGroups,
  listOvpnFiles,
  listPackages,
  listServerInfos,
  ovpnFileNameTaken,
  type PackageGroupRecord,
  type PackageRecord,
  updateGroup,
  updatePackage,
  updateServerInfo,
} from './catalogue.repository.js';

type FairUseField = 'device_limit' | 'no_device_id' | 'simultaneous_limit';

/** A package at list price, or priced for a reseller's discount (fixed: rounded to 1000; custom: per GB). */
function toPackage(row: PackageRecord, discount?: number): Package {
  const isCustom = row.is_custom;
  let price = Number(row.price);
  if (discount !== undefined) price = isCustom ? customPricePerGb(price, discount) : priceFixedPackage(price, discount);
  return {
    id: row.id,
    name: row.name,
    info: row.info,
    price,
    days: row.days,
    traffic_gb: Number(row.traffic_gb),
    unlimited_traffic: row.unlimited_traffic,
    is_v2ray: row.is_v2ray,
    is_radius: row.is_radius,
    is_custom: isCustom,
    packagegroup_id: row.packagegroup_id,
    transferlimit: Number(row.transferlimit),
    day: row.day,
    month_rate: Number(row.month_rate),
    device_limit: row.device_limit,
    no_device_id: row.no_device_id,
    simultaneous_limit: row.simultaneous_limit,
  };
}

const toAdminPackage = (row: PackageRecord) => ({ ...toPackage(row), active: row.active, sort: row.sort });

function toAdminGroup(group: PackageGroupRecord, packages: PackageRecord[]) {
  return {
    id: group.id,
    name: group.name,
    info: group.info,
    active: group.active,
    sort: group.sort,
    packages: packages.filter((p) => p.packagegroup_id === group.id).map(toAdminPackage),
  };
}

/** A package as the catalogue hands it out (its switches booleans), for the modules that ask it. */
export type { PackageRecord };

export interface Quote {
  pkg: PackageRecord;
  /** What one service costs the reseller. */
  unitPrice: number;
  days: number;
  trafficGb: number;
}

export function createCatalogueService(deps: {
  db: Db;
  now: () => Date;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}) {
  const { db } = deps;
  const now = () => deps.now().toISOString();

  return {
    /** Groups with the packages a reseller can buy, at the reseller's prices; `sameAccessAs` narrows to renewals. */
    async packagesFor(discount: number, sameAccessAs?: { is_v2ray: boolean; is_radius: boolean }) {
      const [groups, packages] = await Promise.all([listGroups(db, true), listPackages(db, true)]);
      return groups
        .map((g) => ({
          id: g.id,
          name: g.name,
          info: g.info,
          packages: packages
            .filter((p) => p.packagegroup_id === g.id)
            .filter(
              (p) => !sameAccessAs || (p.is_v2ray === sameAccessAs.is_v2ray && p.is_radius === sameAccessAs.is_radius),
            )
            .map((p) => {
              const priced = toPackage(p, discount);
              return { ...priced, list_price: p.price, caller_price: priced.price };
            }),
        }))
        .filter((g) => g.packages.length > 0);
    },

    /**
     * The server prices every order itself (docs/product/money-and-pricing.md#pricing). Custom packages take the days and GB
     * chosen by the reseller within the package's limits, which the panel only hints.
     */
    async quote(
      trx: Executor,
      packageId: number,
      discount: number,
      custom: { day?: number | null | undefined; traffic?: number | null | undefined },
    ): Promise<Quote> {
      const pkg = await findBuyablePackage(trx, packageId);
      if (!pkg) throw new AppError('PACKAGE_NOT_FOUND');
      if (!pkg.is_custom) {
        return {
          pkg,
          unitPrice: priceFixedPackage(pkg.price, discount),
          days: pkg.days,
          trafficGb: Number(pkg.traffic_gb),
        };
      }
      const days = custom.day ?? CUSTOM_DEFAULT_DAYS;
      const gb = custom.traffic ?? CUSTOM_MIN_GB;
      // The same check the panel marks the fields with (docs/product/money-and-pricing.md#pricing).
      const errors = Object.values(
        customTermsErrors({ transferlimit: Number(pkg.transferlimit), day: pkg.day }, { gb, days }),
      ).filter((line) => line !== null);
      if (errors.length > 0) throw new AppError('VALIDATION', errors);
      const unitPrice = priceCustomPackage({ price: pkg.price, discount, gb, days, monthRate: Number(pkg.month_rate) });
      return { pkg, unitPrice, days, trafficGb: gb };
    },

    /**
     * The package whose access and nodes a volume service gets (decision 017): the one asked for if it is on sale,
     * else the first V2Ray package; its price, GB and days do not apply.
     */
    async accessPackage(trx: Executor, packageId: number | undefined) {
      const pkg =
        packageId === undefined ? await firstBuyableV2rayPackage(trx) : await findBuyablePackage(trx, packageId);
      if (!pkg) throw new AppError('PACKAGE_NOT_FOUND');
      return pkg;
    },

    findPackage: (id: number, trx: Executor = db) => findPackage(trx, id),

    async adminGroups() {
      const [groups, packages] = await Promise.all([listGroups(db, false), listPackages(db, false)]);
      return groups.map((g) => toAdminGroup(g, packages));
    },

    async createGroup(body: z.infer<typeof PackageGroupBodySchema>) {
      const row = await insertGroup(db, { ...body, created_at: now() });
      return toAdminGroup(row, []);
    },

    async updateGroup(id: number, body: z.infer<typeof UpdatePackageGroupBodySchema>) {
      const row = await updateGroup(db, id, body);
      if (!row) throw new AppError('NOT_FOUND');
      const packages = await listPackages(db, false);
      return toAdminGroup(row, packages);
    },

    /** The fair-use limits may be left out (the demo seed does): the columns' defaults limit nothing. */
    async createPackage(body: Omit<PackageBody, FairUseField> & Partial<Pick<PackageBody, FairUseField>>) {
      if (!(await findGroup(db, body.packagegroup_id))) throw new AppError('VALIDATION', ['گروه بسته وجود ندارد']);
      const row = await insertPackage(db, { ...body, created_at: now() });
      return toAdminPackage(row);
    },

    async updatePackage(id: number, body: UpdatePackageBody) {
      if (body.packagegroup_id !== undefined && !(await findGroup(db, body.packagegroup_id))) {
        throw new AppError('VALIDATION', ['گروه بسته وجود ندارد']);
      }
      return deps.withTransaction(async (trx) => {
        const row = await updatePackage(trx, id, body);
        if (!row) throw new AppError('NOT_FOUND');
        // The contract sees only the fields sent. The package as written (after any concurrent edit, whose row lock
        // this update waited for) must still give some access and not be custom and unlimited at once; a refusal
        // rolls the write back.
        const errors: string[] = [];
        if (!row.is_v2ray && !row.is_radius) errors.push(NO_ACCESS_MESSAGE);
        if (row.is_custom && row.unlimited_traffic) errors.push(CUSTOM_UNLIMITED_MESSAGE);
        if (errors.length > 0) throw new AppError('VALIDATION', errors);
        return toAdminPackage(row);
      });
    },

    async serverInfos() {
      return (await listServerInfos(db)).map((r) => ({ id: r.id, name: r.name, items: JSON.parse(r.items) }));
    },
    async createServerInfo(body: z.infer<typeof ServerInfoBodySchema>) {
      const r = await insertServerInfo(db, { name: body.name, items: JSON.stringify(body.items), created_at: now() });
      return { id: r.id, name: r.name, items: body.items };
    },
    async updateServerInfo(id: number, body: z.infer<typeof ServerInfoBodySchema>) {
      const r = await updateServerInfo(db, id, { name: body.name, items: JSON.stringify(body.items) });
      if (!r) throw new AppError('NOT_FOUND');
      return { id: r.id, name: r.name, items: body.items };
    },
    async deleteServerInfo(id: number) {
      if (!(await deleteServerInfo(db, id))) throw new AppError('NOT_FOUND');
      return { message: 'حذف شد' };
    },

    async ovpnFileNames() {
      return (await listOvpnFiles(db)).map((f) => f.name);
    },
    adminOvpnFiles: () => listOvpnFiles(db),
    findOvpnFile: (name: string) => findOvpnFile(db, name),
    async createOvpnFile(body: { name: string; content: string }) {
      if (await ovpnFileNameTaken(db, body.name)) throw new AppError('VALIDATION', ['فایلی با این نام وجود دارد']);
      return insertOvpnFile(db, { ...body, created_at: now() });
    },
    async deleteOvpnFile(id: number) {
      if (!(await deleteOvpnFile(db, id))) throw new AppError('NOT_FOUND');
      return { message: 'حذف شد' };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
