import { LEDGER_TYPE, pricePerExtraGb } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import { crashPoint } from '../../lib/crash-point.js';
import { jalaliDayEnd } from '../../lib/jalali.js';
import type { IdempotencyScope } from '../idempotency/idempotency.service.js';
import { newLink, newPassword } from './credentials.js';
import { soldByTime } from './purchase.service.js';
import type { RadiusSync } from './radius-sync.js';
import { refundService } from './refunds.js';
import { DAY_MS, type ServiceAccess, type ServicesDeps } from './service-access.js';
import { serviceState } from './services.mapper.js';
import { findOwnService, type ServiceUpdate, type ServiceWithCustomer, updateService } from './services.repository.js';

function deletedMessage(moneyback: number, trafficback: number) {
  if (moneyback > 0 && trafficback > 0) return 'سرویس حذف شد؛ مبلغ آن به حساب و حجم آن به بسته‌ی حجمی شما برگشت';
  if (moneyback > 0) return 'سرویس حذف شد و مبلغ آن به حساب شما برگشت';
  if (trafficback > 0) return 'سرویس حذف شد و حجم آن به بسته‌ی حجمی شما برگشت';
  return 'سرویس حذف شد';
}

/** What a reseller does to a service they sold: renew, more traffic, on/off, paid, customer, credentials, delete. */
export function createLifecycleService(deps: ServicesDeps, access: ServiceAccess, radiusSync: RadiusSync) {
  const { db } = deps;
  const { requireOwn, requireOwnLocked, requireReseller } = access;

  /** After a change, write RADIUS, tell the V2Ray nodes and answer the service as it is now. */
  async function touched(trx: Executor, row: ServiceWithCustomer) {
    await access.queue(trx, [row.id], 'sync', deps.now().toISOString());
    const fresh = (await findOwnService(trx, row.owner_id, row.id)) ?? row;
    await radiusSync.writeRadius(trx, fresh);
    return access.view(fresh, trx);
  }

  /**
   * Extra GB and a new expiry for a service that may take more traffic (the rule of
   * docs/product/entities-and-states.md#states-and-transitions); `pay` settles them in the same transaction, under the
   * service's lock, and says what else of the service changes.
   */
  async function addTraffic(
    ownerId: number,
    body: { service_id: number; traffic: number; expired: string },
    idempotency: IdempotencyScope | undefined,
    pay: (
      trx: Executor,
      owner: Awaited<ReturnType<typeof requireReseller>>,
      row: ServiceWithCustomer,
    ) => Promise<ServiceUpdate>,
  ) {
    // The service runs through the whole chosen day (Tehran), so it shows as that day everywhere.
    const dayEnd = jalaliDayEnd(body.expired);
    const newExpiry = dayEnd && new Date(dayEnd.getTime() - 1);
    if (!newExpiry) throw new AppError('VALIDATION', ['تاریخ انقضا: چنین روزی در تقویم نیست']);
    return deps.withTransaction(async (trx) => {
      const owner = await requireReseller(trx, ownerId);
      const row = await requireOwnLocked(trx, ownerId, body.service_id);
      const now = deps.now();
      if (!serviceState(row, now).can_add_traffic) throw new AppError('TRAFFIC_NOT_ALLOWED');
      if (newExpiry <= now) throw new AppError('EXPIRY_IN_PAST');
      const paid = await pay(trx, owner, row);
      await updateService(trx, row.id, {
        ...paid,
        traffic_gb: row.traffic_gb + body.traffic,
        expire_in: newExpiry.toISOString(),
        expired_at: null,
        updated_at: now.toISOString(),
      });
      const service = await touched(trx, row);
      if (idempotency) await deps.idempotency.complete(trx, idempotency, service);
      return service;
    });
  }

  return {
    /** Renew: charge the package, zero the usage, restart the period now, keep the credentials. */
    async renew(
      ownerId: number,
      body: { service_id: number; package_id: number; day?: number | null; traffic?: number | null },
      idempotency: IdempotencyScope | undefined,
    ) {
      return deps.withTransaction(async (trx) => {
        const owner = await requireReseller(trx, ownerId);
        const row = await requireOwnLocked(trx, ownerId, body.service_id);
        const quote = await deps.catalogue.quote(trx, body.package_id, owner.discount, body);
        if (quote.pkg.is_v2ray !== row.is_v2ray || quote.pkg.is_radius !== row.is_radius) {
          throw new AppError('RENEW_PACKAGE_MISMATCH');
        }
        const ref = { type: 'service', id: row.id };
        if (quote.unitPrice > 0) {
          await deps.ledger.apply(trx, {
            userId: ownerId,
            type: LEDGER_TYPE.PURCHASE,
            amount: -quote.unitPrice,
            info: `تمدید سرویس #${row.id} با ${quote.pkg.name}`,
            refType: ref.type,
            refId: ref.id,
          });
        }
        // The sale being replaced can no longer be refunded: its waiting profit is paid now (decision 080).
        if (row.referral_pending > 0) await deps.users.vestReferral(trx, owner, row.referral_pending, row.id);
        const perUnit =
          quote.unitPrice > 0 ? ((await deps.users.referralTerms(trx, owner, quote.unitPrice))?.perUnit ?? 0) : 0;
        const now = deps.now();
        await updateService(trx, row.id, {
          package_id: quote.pkg.id,
          info: quote.pkg.name,
          is_custom: quote.pkg.is_custom,
          days: quote.days,
          traffic_gb: quote.trafficGb,
          unlimited_traffic: soldByTime(quote.pkg),
          cost: quote.unitPrice,
          referral_profit: perUnit,
          referral_pending: perUnit,
          // The renewal replaces the credit the pool paid for (decision 017): nothing of it goes back on delete.
          pool_gb: 0,
          upload_bytes: 0,
          radius_bytes: 0,
          download_bytes: 0,
          started_at: now.toISOString(),
          expire_in: new Date(now.getTime() + quote.days * DAY_MS).toISOString(),
          expired_at: null,
          updated_at: now.toISOString(),
        });
        const service = await touched(trx, row);
        if (idempotency) await deps.idempotency.complete(trx, idempotency, service);
        crashPoint('renew.debited');
        return service;
      });
    },

    async trafficPrice(ownerId: number, serviceId: number) {
      const owner = await requireReseller(db, ownerId);
      const row = await requireOwn(db, ownerId, serviceId);
      const pkg = await deps.catalogue.findPackage(row.package_id);
      return { price: pkg ? pricePerExtraGb(pkg, owner.discount) : 0 };
    },

    /** Extra GB paid in Toman at the service's package price per GB, with the new expiry. */
    trafficCharge: (
      ownerId: number,
      body: { service_id: number; traffic: number; expired: string },
      idempotency: IdempotencyScope | undefined,
    ) =>
      addTraffic(ownerId, body, idempotency, async (trx, owner, row) => {
        const pkg = await deps.catalogue.findPackage(row.package_id, trx);
        const perGb = pkg ? pricePerExtraGb(pkg, owner.discount) : 0;
        if (perGb <= 0) throw new AppError('TRAFFIC_NOT_ALLOWED');
        const price = perGb * body.traffic;
        const ref = { type: 'service', id: row.id };
        await deps.ledger.apply(trx, {
          userId: ownerId,
          type: LEDGER_TYPE.PURCHASE,
          amount: -price,
          info: `افزایش ${body.traffic} گیگ ترافیک سرویس #${row.id}`,
          refType: ref.type,
          refId: ref.id,
        });
        // Waits with the rest of the service's profit; the worker pays it once the sale is past refund (decision 080).
        const perUnit = (await deps.users.referralTerms(trx, owner, price))?.perUnit ?? 0;
        return {
          cost: row.cost + price,
          referral_profit: row.referral_profit + perUnit,
          referral_pending: row.referral_pending + perUnit,
        };
      }),

    /**
     * Extra GB taken from the reseller's pool instead of Toman (decision 055), with the new expiry: no Toman and no
     * referral; the service's `pool_gb` grows, so a refund gives them back to the pool that paid as decision 017 says.
     */
    trafficExtend: (
      ownerId: number,
      body: { service_id: number; traffic: number; expired: string },
      idempotency: IdempotencyScope | undefined,
    ) =>
      addTraffic(ownerId, body, idempotency, async (trx, _owner, row) => {
        await deps.volume.draw(trx, ownerId, body.traffic);
        return { pool_gb: row.pool_gb + body.traffic };
      }),

    async changeStatus(ownerId: number, serviceId: number, banned: boolean) {
      return deps.withTransaction(async (trx) => {
        const row = await requireOwn(trx, ownerId, serviceId);
        if (!serviceState(row, deps.now()).can_switch) throw new AppError('SERVICE_NOT_SWITCHABLE');
        await updateService(trx, row.id, { banned, updated_at: deps.now().toISOString() });
        return touched(trx, row);
      });
    },

    /** The reseller's own bookkeeping of whether their customer paid them: moves no money. */
    async changePaid(ownerId: number, serviceId: number, paid: boolean) {
      const row = await requireOwn(db, ownerId, serviceId);
      await updateService(db, row.id, { paid, updated_at: deps.now().toISOString() });
      return access.view((await findOwnService(db, ownerId, row.id)) ?? row);
    },

    async changeUser(ownerId: number, body: { serviceId: number; name: string; mobile: string }) {
      return deps.withTransaction(async (trx) => {
        const row = await requireOwn(trx, ownerId, body.serviceId);
        const customer = await deps.users.customerFor(trx, ownerId, body.mobile, body.name);
        await updateService(trx, row.id, { customer_id: customer.id, updated_at: deps.now().toISOString() });
        return touched(trx, row);
      });
    },

    async resetPassword(ownerId: number, serviceId: number) {
      return deps.withTransaction(async (trx) => {
        const row = await requireOwn(trx, ownerId, serviceId);
        if (!row.is_radius) throw new AppError('NOT_RADIUS_SERVICE');
        await updateService(trx, row.id, {
          password: newPassword(),
          updated_at: deps.now().toISOString(),
        });
        return touched(trx, row);
      });
    },

    async resetLink(ownerId: number, serviceId: number) {
      return deps.withTransaction(async (trx) => {
        const row = await requireOwn(trx, ownerId, serviceId);
        if (!row.is_v2ray) throw new AppError('NOT_V2RAY_SERVICE');
        await updateService(trx, row.id, {
          ...newLink(),
          updated_at: deps.now().toISOString(),
        });
        return touched(trx, row);
      });
    },

    /**
     * Delete where the panel offers it (`can_delete`, docs/product/services-and-statuses.md#what-a-service-offers); refund
     * what was paid when unused or used under 0.1 GB: the Toman with its referral, and a volume service's GB to the
     * pool that paid for them (decision 017).
     */
    async remove(ownerId: number, serviceId: number, idempotency: IdempotencyScope | undefined) {
      return deps.withTransaction(async (trx) => {
        const owner = await requireReseller(trx, ownerId);
        const row = await requireOwnLocked(trx, ownerId, serviceId);
        const state = serviceState(row, deps.now());
        if (!state.can_delete) throw new AppError('SERVICE_NOT_DELETABLE');
        const { refundable } = state;
        const { moneyback, trafficback } = refundable
          ? await refundService(deps, trx, owner, row)
          : { moneyback: 0, trafficback: 0 };
        // Deleted past refund, the sale stands: profit the worker had not paid yet is paid now (decision 080).
        if (!refundable) await deps.users.vestReferral(trx, owner, row.referral_pending, row.id);
        const now = deps.now().toISOString();
        // A deleted sale pays no profit that was still waiting, refunded or not (decision 080).
        await updateService(trx, row.id, { deleted_at: now, updated_at: now, referral_pending: 0 });
        await access.queue(trx, [row.id], 'remove', now);
        if (row.is_radius) await deps.radius.remove(trx, row.username);
        const result = { message: deletedMessage(moneyback, trafficback), moneyback, trafficback };
        if (idempotency) await deps.idempotency.complete(trx, idempotency, result);
        crashPoint('delete.refunded');
        return result;
      });
    },
  };
}
