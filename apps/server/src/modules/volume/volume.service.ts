import {
  type AdminTrafficPackage,
  LEDGER_TYPE,
  priceExtraPoolTraffic,
  pricePoolGb,
  priceTrafficPackage,
  type SetTrafficPoolBody,
  type TrafficPackage,
  type TrafficPackageBody,
  type UpdateTrafficPackageBody,
} from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { persianNumber } from '../../lib/persian-number.js';
import type { IdempotencyScope, IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { ReferralPayments } from '../referrals/referral-payments.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UsersService } from '../users/users.service.js';
import {
  drawFromPool,
  findTrafficPackage,
  growLivePool,
  insertTrafficPackage,
  listTrafficPackages,
  lockPool,
  type Pool,
  returnToPool,
  type TrafficPackageRecord,
  updateTrafficPackage,
  writePool,
} from './volume.repository.js';

const DAY_MS = 86_400_000;

const toTrafficPackage = (row: TrafficPackageRecord, discount: number): TrafficPackage => ({
  id: row.id,
  name: row.name,
  price: priceTrafficPackage(row.price, discount),
  transferlimit: row.transferlimit,
  days: row.days,
});

const toAdminTrafficPackage = (row: TrafficPackageRecord): AdminTrafficPackage => ({
  id: row.id,
  name: row.name,
  price: row.price,
  transferlimit: row.transferlimit,
  days: row.days,
  active: row.active,
  sort: row.sort,
  created_at: row.created_at,
});

const isLive = (pool: Pick<Pool, 'pool_expires_at'>, now: Date) =>
  pool.pool_expires_at !== null && new Date(pool.pool_expires_at) > now;

/**
 * A traffic package bought into the pool (decision 017): a live pool gains the GB and lasts the package's days
 * longer; otherwise a new pool begins now and whatever was left of the old one lapses.
 */
function poolAfterPackage(pool: Omit<Pool, 'volumeservice'>, pkg: { gb: number; days: number }, now: Date) {
  if (isLive(pool, now)) {
    const expires = new Date(pool.pool_expires_at as string);
    return {
      traffic_total: pool.traffic_total + pkg.gb,
      traffic_used: pool.traffic_used,
      pool_started_at: pool.pool_started_at ?? now.toISOString(),
      pool_expires_at: new Date(expires.getTime() + pkg.days * DAY_MS).toISOString(),
    };
  }
  return {
    traffic_total: pkg.gb,
    traffic_used: 0,
    pool_started_at: now.toISOString(),
    pool_expires_at: new Date(now.getTime() + pkg.days * DAY_MS).toISOString(),
  };
}

/** Volume (traffic-pool) services: the admin's traffic packages and each reseller's pool of GB with a period. */
export function createVolumeService(deps: {
  db: Db;
  now: () => Date;
  ledger: LedgerService;
  users: UsersService;
  referrals: Pick<ReferralPayments, 'payNow'>;
  settings: SettingsService;
  idempotency: IdempotencyService;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}) {
  const { db } = deps;

  async function requireVolumeReseller(trx: Executor, id: number) {
    const user = await deps.users.findUserRow(id, trx);
    if (!user) throw new AppError('UNAUTHORIZED');
    if (!user.volumeservice) throw new AppError('VOLUME_SERVICE_DISABLED');
    return user;
  }

  async function gbPriceFor(discount: number) {
    return pricePoolGb(await deps.settings.trafficGbPrice(), discount);
  }

  return {
    async packagesFor(ownerId: number) {
      const owner = await requireVolumeReseller(db, ownerId);
      return (await listTrafficPackages(db, true)).map((row) => toTrafficPackage(row, owner.discount));
    },

    async price(ownerId: number) {
      const owner = await requireVolumeReseller(db, ownerId);
      return { price: await gbPriceFor(owner.discount) };
    },

    /** One debit for the package; the pool changes in the same transaction, under the user row's lock. */
    async buyPackage(ownerId: number, packageId: number, idempotency: IdempotencyScope | undefined) {
      return deps.withTransaction(async (trx) => {
        const owner = await requireVolumeReseller(trx, ownerId);
        const pkg = await findTrafficPackage(trx, packageId);
        if (!pkg?.active) throw new AppError('PACKAGE_NOT_FOUND');
        const now = deps.now();
        const pool = await lockPool(trx, ownerId, now.toISOString());
        if (!pool) throw new AppError('UNAUTHORIZED');
        const price = priceTrafficPackage(pkg.price, owner.discount);
        const ref = { type: 'traffic_package', id: pkg.id };
        if (price > 0) {
          await deps.ledger.apply(trx, {
            userId: ownerId,
            type: LEDGER_TYPE.PURCHASE,
            amount: -price,
            info: `خرید بسته‌ی حجمی ${pkg.name} (${persianNumber(pkg.transferlimit)} گیگ، ${persianNumber(pkg.days)} روز)`,
            refType: ref.type,
            refId: ref.id,
          });
          await deps.referrals.payNow(trx, owner, price, 1, ref);
        }
        await writePool(
          trx,
          ownerId,
          poolAfterPackage(pool, { gb: pkg.transferlimit, days: pkg.days }, now),
          now.toISOString(),
        );
        const user = await deps.users.view(trx, ownerId);
        if (idempotency) await deps.idempotency.complete(trx, idempotency, user);
        return user;
      });
    },

    /** Extra GB for a live pool at `/trafficservices/price`; its period does not change. */
    async extend(ownerId: number, traffic: number, idempotency: IdempotencyScope | undefined) {
      const listPrice = await deps.settings.trafficGbPrice();
      return deps.withTransaction(async (trx) => {
        const owner = await requireVolumeReseller(trx, ownerId);
        const perGb = pricePoolGb(listPrice, owner.discount);
        if (perGb <= 0) throw new AppError('TRAFFIC_GB_NOT_FOR_SALE');
        const now = deps.now().toISOString();
        if (!(await growLivePool(trx, ownerId, traffic, now))) throw new AppError('TRAFFIC_POOL_EXPIRED');
        const price = priceExtraPoolTraffic(perGb, traffic);
        const ref = { type: 'traffic_pool', id: ownerId };
        await deps.ledger.apply(trx, {
          userId: ownerId,
          type: LEDGER_TYPE.PURCHASE,
          amount: -price,
          info: `خرید ${persianNumber(traffic)} گیگ حجم اضافه برای بسته‌ی حجمی`,
          refType: ref.type,
          refId: ref.id,
        });
        await deps.referrals.payNow(trx, owner, price, 1, ref);
        const user = await deps.users.view(trx, ownerId);
        if (idempotency) await deps.idempotency.complete(trx, idempotency, user);
        return user;
      });
    },

    /**
     * Takes `gb` from the reseller's pool for services being made in the same transaction; refuses with the reason
     * and changes nothing when the flag is off, the pool is over or it is short.
     */
    async draw(trx: Executor, ownerId: number, gb: number) {
      const now = deps.now();
      if (await drawFromPool(trx, ownerId, gb, now.toISOString())) return;
      const owner = await requireVolumeReseller(trx, ownerId);
      if (!isLive(owner, now)) throw new AppError('TRAFFIC_POOL_EXPIRED');
      const left = Math.max(0, Number(owner.traffic_total) - Number(owner.traffic_used));
      throw new AppError('TRAFFIC_POOL_SHORT', [
        `لازم: ${persianNumber(gb)} گیگ، باقی‌مانده: ${persianNumber(left)} گیگ`,
      ]);
    },

    /** GB of a deleted, unused volume service go back only to the pool that paid for them (decision 017). */
    giveBack: (trx: Executor, ownerId: number, gb: number, paidAt: string) =>
      returnToPool(trx, ownerId, gb, paidAt, deps.now().toISOString()),

    requireVolumeReseller,

    async adminList() {
      return (await listTrafficPackages(db, false)).map(toAdminTrafficPackage);
    },
    async create(body: TrafficPackageBody) {
      const row = await insertTrafficPackage(db, {
        ...body,
        created_at: deps.now().toISOString(),
      });
      return toAdminTrafficPackage(row);
    },
    async update(id: number, body: UpdateTrafficPackageBody) {
      const patch = body;
      // An empty body changes nothing (an UPDATE with no column would not even parse).
      const changes = Object.values(patch).some((v) => v !== undefined);
      const row = changes ? await updateTrafficPackage(db, id, patch) : await findTrafficPackage(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return toAdminTrafficPackage(row);
    },
    async deactivate(id: number) {
      const row = await updateTrafficPackage(db, id, { active: false });
      if (!row) throw new AppError('NOT_FOUND');
      return toAdminTrafficPackage(row);
    },
    adminGbPrice: async () => ({ price: await deps.settings.trafficGbPrice() }),
    setAdminGbPrice: (price: number) => deps.settings.setTrafficGbPrice(price),

    /** The admin grants or corrects a pool; a pool that was over begins again now. Moves no money. */
    async setPool(userId: number, body: SetTrafficPoolBody) {
      return deps.withTransaction(async (trx) => {
        const now = deps.now();
        const pool = await lockPool(trx, userId, now.toISOString());
        if (!pool) throw new AppError('NOT_FOUND');
        await writePool(
          trx,
          userId,
          {
            traffic_total: body.traffic_total,
            traffic_used: body.traffic_used,
            pool_started_at: isLive(pool, now) && pool.pool_started_at ? pool.pool_started_at : now.toISOString(),
            pool_expires_at: new Date(now.getTime() + body.days * DAY_MS).toISOString(),
          },
          now.toISOString(),
        );
        return deps.users.view(trx, userId);
      });
    },
  };
}
export type VolumeService = ReturnType<typeof createVolumeService>;
