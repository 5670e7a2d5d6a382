import {
  extraDaysTo,
  LEDGER_TYPE,
  pricePerExtraDay,
  pricePerExtraGb,
  priceServiceChange,
  type RenewMode,
} from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import { crashPoint } from '../../lib/crash-point.js';
import { jalaliDayEnd } from '../../lib/jalali.js';
import type { Quote } from '../catalogue/catalogue.service.js';
import type { IdempotencyScope } from '../idempotency/idempotency.service.js';
import { newLink, newPassword } from './credentials.js';
import type { RadiusSync } from './radius-sync.js';
import { refundService } from './refunds.js';
import { renewedTerms } from './renewal-terms.js';
import type { ServiceAccess, ServicesDeps } from './service-access.js';
import type { ServiceUpdate, ServiceWithCustomer } from './service-rows.js';
import { serviceState } from './services.mapper.js';
import { findOwnService, updateService } from './services.repository.js';

export type Reseller = Awaited<ReturnType<ServiceAccess['requireReseller']>>;
/** Days a change of terms buys past the current expiry, at `perDay` each, and the service's package. */
interface DaysBought {
  count: number;
  perDay: number;
  pkg: Awaited<ReturnType<ServicesDeps['catalogue']['findPackage']>>;
}

/** A mobile typed for a new customer that is already one of the reseller's customers: they must be picked. */
function customerExists(customer: { name: string; mobile: string }) {
  const who = customer.name ? `مشتری «${customer.name}»` : 'یکی از مشتریان شما';
  const line = `این شماره موبایل برای ${who} ثبت است؛ برای انتقال سرویس به او، او را از فهرست انتخاب کنید`;
  return new AppError('VALIDATION', [line], line);
}

/**
 * `service.deleted` for services just marked deleted, in the deleting transaction; `refund` is the Toman given back.
 * `remove` calls it (bulk deletes go through `remove`); exported for any other path that deletes a service.
 */
export async function tellDeleted(
  deps: Pick<ServicesDeps, 'events'>,
  trx: Executor,
  deleted: Array<{ id: number; ownerId: number; refund: number }>,
) {
  const listening = await deps.events.listening(trx, [...new Set(deleted.map((d) => d.ownerId))]);
  const told = deleted.filter((d) => listening.has(d.ownerId));
  const refunds = new Map(told.map((d) => [d.id, d.refund]));
  await deps.events.emitFor(
    trx,
    told.map((d) => d.id),
    (service, ownerId) => ({
      type: 'service.deleted',
      userId: ownerId,
      data: { service, refund: refunds.get(service.id) ?? 0 },
    }),
  );
}

function deletedMessage(moneyback: number, trafficback: number) {
  if (moneyback > 0 && trafficback > 0) return 'سرویس حذف شد؛ مبلغ آن به حساب و حجم آن به بسته‌ی حجمی شما برگشت';
  if (moneyback > 0) return 'سرویس حذف شد و مبلغ آن به حساب شما برگشت';
  if (trafficback > 0) return 'سرویس حذف شد و حجم آن به بسته‌ی حجمی شما برگشت';
  return 'سرویس حذف شد';
}

/**
 * A renewal paid for, under the service's lock: shared by the reseller's own renewal and the auto-renew pass
 * (decision 114), so both charge, book and tell alike.
 */
export function createRenewal(deps: ServicesDeps, access: ServiceAccess, radiusSync: RadiusSync) {
  /** After a change, write RADIUS, tell the V2Ray nodes and answer the service as it is now. */
  async function touched(trx: Executor, row: ServiceWithCustomer) {
    await access.queue(trx, [row.id], 'sync', deps.now().toISOString());
    const fresh = (await findOwnService(trx, row.owner_id, row.id)) ?? row;
    await radiusSync.writeRadius(trx, fresh);
    return access.view(fresh, trx);
  }

  /**
   * Charges the quote once (the debit comes first: refused, it has written nothing), keeps the credentials, and either
   * restarts the period now with the usage zeroed (`reset`) or adds the package to what is left (`add`, decision 098).
   */
  async function renewLocked(
    trx: Executor,
    owner: Reseller,
    row: ServiceWithCustomer,
    quote: Quote,
    mode: RenewMode,
    automatic: boolean,
  ) {
    if (quote.unitPrice > 0) {
      const what = automatic ? 'تمدید خودکار' : 'تمدید';
      await deps.ledger.apply(trx, {
        userId: owner.id,
        type: LEDGER_TYPE.PURCHASE,
        amount: -quote.unitPrice,
        info: `${what} سرویس #${row.id} با ${quote.pkg.name}${mode === 'add' ? ' (افزوده به باقی‌مانده)' : ''}`,
        refType: 'service',
        refId: row.id,
      });
    }
    const perUnit = quote.unitPrice > 0 ? ((await deps.referrals.terms(trx, owner, quote.unitPrice))?.perUnit ?? 0) : 0;
    const now = deps.now();
    // A reset replaces the sale, which can no longer be refunded: its waiting profit is paid now (decision 080),
    // and the credit the pool paid for goes with it (decision 017). Added to what is left, the sale stands and
    // grows, as extra traffic makes it grow.
    if (mode === 'reset' && row.referral_pending > 0) {
      await deps.referrals.vest(trx, owner, row.referral_pending, row.id);
    }
    const paid =
      mode === 'reset'
        ? { cost: quote.unitPrice, referral_profit: perUnit, referral_pending: perUnit, pool_gb: 0 }
        : {
            cost: row.cost + quote.unitPrice,
            referral_profit: row.referral_profit + perUnit,
            referral_pending: row.referral_pending + perUnit,
          };
    await updateService(trx, row.id, { ...renewedTerms(row, quote, mode, now), ...paid });
    const service = await touched(trx, row);
    await deps.events.emitFor(
      trx,
      [row.id],
      (told) => ({
        type: 'service.renewed',
        userId: owner.id,
        data: { service: told, price: quote.unitPrice, automatic },
      }),
      owner.id,
    );
    return service;
  }

  return { touched, renewLocked };
}

/** What a reseller does to a service they sold: renew, more traffic, on/off, paid, customer, credentials, delete. */
export function createLifecycleService(deps: ServicesDeps, access: ServiceAccess, radiusSync: RadiusSync) {
  const { db } = deps;
  const { requireOwn, requireOwnLocked, requireReseller } = access;
  const { touched, renewLocked } = createRenewal(deps, access, radiusSync);

  /**
   * A change of a started service's terms at any time (decision 098): extra GB and a new expiry day, whose days past
   * the current expiry are priced like its GB. `pay` settles them in the same transaction, under the service's lock,
   * and says what else of the service changes.
   */
  async function changeTerms(
    ownerId: number,
    body: { service_id: number; traffic: number; expired: string },
    idempotency: IdempotencyScope | undefined,
    pay: (trx: Executor, owner: Reseller, row: ServiceWithCustomer, days: DaysBought) => Promise<ServiceUpdate>,
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
      if (row.unlimited_traffic && body.traffic > 0) {
        throw new AppError('TRAFFIC_NOT_ALLOWED', ['ترافیک این سرویس نامحدود است؛ تنها تاریخ انقضای آن تغییر می‌کند']);
      }
      const count = extraDaysTo(row.expire_in, now, body.expired);
      if (body.traffic <= 0 && count === 0) {
        throw new AppError('VALIDATION', ['چیزی برای افزودن نیست: حجمی بیفزایید یا روزی پس از انقضای فعلی برگزینید']);
      }
      const pkg = await deps.catalogue.findPackage(row.package_id, trx);
      const perDay =
        count > 0 && pkg ? pricePerExtraDay(pkg, { gb: row.traffic_gb, days: row.days }, owner.discount) : 0;
      if (count > 0 && perDay <= 0) throw new AppError('TRAFFIC_NOT_ALLOWED');
      const paid = await pay(trx, owner, row, { count, perDay, pkg });
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

  /** One debit for a change of terms, one ledger row, and the referrer's waiting profit on it (decision 080). */
  async function chargeToman(trx: Executor, owner: Reseller, row: ServiceWithCustomer, price: number, what: string) {
    await deps.ledger.apply(trx, {
      userId: owner.id,
      type: LEDGER_TYPE.PURCHASE,
      amount: -price,
      info: `افزایش ${what} سرویس #${row.id}`,
      refType: 'service',
      refId: row.id,
    });
    const perUnit = (await deps.referrals.terms(trx, owner, price))?.perUnit ?? 0;
    return {
      cost: row.cost + price,
      referral_profit: row.referral_profit + perUnit,
      referral_pending: row.referral_pending + perUnit,
    };
  }

  return {
    /**
     * Renew: charge the package once, keep the credentials, and either restart the period now with the usage zeroed
     * (`reset`) or add the package to what is left (`add`, decision 098).
     */
    async renew(
      ownerId: number,
      body: {
        service_id: number;
        package_id: number;
        day?: number | null;
        traffic?: number | null;
        mode?: RenewMode;
      },
      idempotency: IdempotencyScope | undefined,
    ) {
      const mode = body.mode ?? 'reset';
      return deps.withTransaction(async (trx) => {
        const owner = await requireReseller(trx, ownerId);
        const row = await requireOwnLocked(trx, ownerId, body.service_id);
        const quote = await deps.catalogue.quote(trx, body.package_id, owner.discount, body);
        if (quote.pkg.is_v2ray !== row.is_v2ray || quote.pkg.is_radius !== row.is_radius) {
          throw new AppError('RENEW_PACKAGE_MISMATCH');
        }
        const service = await renewLocked(trx, owner, row, quote, mode, false);
        if (idempotency) await deps.idempotency.complete(trx, idempotency, service);
        crashPoint('renew.debited');
        return service;
      });
    },

    async trafficPrice(ownerId: number, serviceId: number) {
      const owner = await requireReseller(db, ownerId);
      const row = await requireOwn(db, ownerId, serviceId);
      const pkg = await deps.catalogue.findPackage(row.package_id);
      if (!pkg) return { price: 0, day_price: 0 };
      return {
        price: pricePerExtraGb(pkg, owner.discount),
        day_price: pricePerExtraDay(pkg, { gb: row.traffic_gb, days: row.days }, owner.discount),
      };
    },

    /** Extra GB and days paid in Toman, each at its price (decision 098), with the new expiry: one ledger row. */
    trafficCharge: (
      ownerId: number,
      body: { service_id: number; traffic: number; expired: string },
      idempotency: IdempotencyScope | undefined,
    ) =>
      changeTerms(ownerId, body, idempotency, async (trx, owner, row, days) => {
        const perGb = body.traffic > 0 && days.pkg ? pricePerExtraGb(days.pkg, owner.discount) : 0;
        if (body.traffic > 0 && perGb <= 0) throw new AppError('TRAFFIC_NOT_ALLOWED');
        const price = priceServiceChange({ perGb, perDay: days.perDay, gb: body.traffic, days: days.count });
        const what = [body.traffic > 0 ? `${body.traffic} گیگ ترافیک` : '', days.count > 0 ? `${days.count} روز` : ''];
        return chargeToman(trx, owner, row, price, what.filter(Boolean).join(' و '));
      }),

    /**
     * Extra GB taken from the reseller's pool instead of Toman (decision 017), with the new expiry: the service's
     * `pool_gb` grows, so a refund gives them back to the pool that paid as decision 017 says. Days past the current
     * expiry are not the pool's to give: they are paid in Toman, one ledger row (decision 098).
     */
    trafficExtend: (
      ownerId: number,
      body: { service_id: number; traffic: number; expired: string },
      idempotency: IdempotencyScope | undefined,
    ) =>
      changeTerms(ownerId, body, idempotency, async (trx, owner, row, days) => {
        await deps.volume.draw(trx, ownerId, body.traffic);
        const toman =
          days.count > 0
            ? await chargeToman(
                trx,
                owner,
                row,
                priceServiceChange({ perGb: 0, perDay: days.perDay, gb: 0, days: days.count }),
                `${days.count} روز`,
              )
            : {};
        return { ...toman, pool_gb: row.pool_gb + body.traffic };
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

    /**
     * Moves a service to another customer without ever renaming one (decision 098): an existing customer only when
     * picked (`user_id`), a mobile that is already a customer's is refused with their name, and a new mobile makes a
     * new customer with the name given.
     */
    async changeUser(
      ownerId: number,
      body: { serviceId: number; mobile: string; name?: string | null; user_id?: number | null },
    ) {
      const { mobile } = body;
      const name = body.name?.trim() ?? '';
      // users.service finds a customer by mobile only through a search outside the transaction; a customer made in
      // between is caught again inside it below (`customerFor` with no name renames nobody).
      const taken = body.user_id
        ? undefined
        : (await deps.users.searchCustomers(ownerId, mobile)).find((c) => c.mobile === mobile);
      if (taken) throw customerExists(taken);
      return deps.withTransaction(async (trx) => {
        const row = await requireOwn(trx, ownerId, body.serviceId);
        let customerId: number;
        if (body.user_id) {
          const customer = await deps.users.ownCustomer(trx, ownerId, body.user_id);
          if (!customer) throw new AppError('NOT_FOUND', ['مشتری انتخاب‌شده پیدا نشد']);
          if (customer.mobile !== mobile) {
            throw new AppError('VALIDATION', ['شماره موبایل: با مشتری انتخاب‌شده یکی نیست']);
          }
          customerId = customer.id;
        } else {
          const found = await deps.users.customerFor(trx, ownerId, mobile, '');
          if (found.name) throw customerExists(found);
          customerId = (await deps.users.customerFor(trx, ownerId, mobile, name)).id;
        }
        await updateService(trx, row.id, { customer_id: customerId, updated_at: deps.now().toISOString() });
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
        if (!refundable) await deps.referrals.vest(trx, owner, row.referral_pending, row.id);
        const now = deps.now().toISOString();
        // A deleted sale pays no profit that was still waiting, refunded or not (decision 080).
        await updateService(trx, row.id, { deleted_at: now, updated_at: now, referral_pending: 0 });
        await tellDeleted(deps, trx, [{ id: row.id, ownerId, refund: moneyback }]);
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
