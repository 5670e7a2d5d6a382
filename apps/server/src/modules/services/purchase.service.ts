import {
  LEDGER_TYPE,
  normalizeMobile,
  type PurchaseBody,
  type Service,
  type TrafficServiceBody,
} from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import { crashPoint } from '../../lib/crash-point.js';
import { persianNumber } from '../../lib/persian-number.js';
import type { AuditScope } from '../audit/audit.service.js';
import type { PackageRecord } from '../catalogue/catalogue.service.js';
import type { IdempotencyScope } from '../idempotency/idempotency.service.js';
import { newLink, newPassword, newUsername } from './credentials.js';
import type { RadiusSync } from './radius-sync.js';
import type { ServiceAccess, ServicesDeps } from './service-access.js';
import { insertServiceGroup } from './service-groups.repository.js';
import type { NewServiceRecord } from './service-rows.js';
import { findServicesByIds, insertServicesWithFreeUsernames } from './services.repository.js';

/** What one service of an order is made of and what it cost: Toman (`unitPrice`) or pool GB (`poolGb`). */
interface OrderTerms {
  pkg: PackageRecord;
  info: string;
  days: number;
  trafficGb: number;
  unitPrice: number;
  poolGb: number;
  referralProfit: number;
  /** Sold by time alone (decision 053); a pool's GB are always a limit. */
  unlimitedTraffic: boolean;
}

/** A fixed package sold by time alone (decision 053); a custom one is priced by its GB, whatever its flag says. */
export const soldByTime = (pkg: PackageRecord) => !pkg.is_custom && pkg.unlimited_traffic;

type OrderFor = Pick<PurchaseBody, 'batch' | 'servicewithoutphone' | 'user_id' | 'mobile' | 'name' | 'description'>;

/** Ordering: one service or a batch, paid in Toman or from the traffic pool, with its customer, provisioning and RADIUS. */
export function createPurchaseService(deps: ServicesDeps, access: ServiceAccess, radiusSync: RadiusSync) {
  /**
   * Inserts the order's services, a hundred a statement, each with a free random username: a taken one is left out by
   * the insert and tried again under another name, instead of a lookup per service beforehand. Answers their ids.
   */
  async function insertOrderServices(trx: Executor, rows: Omit<NewServiceRecord, 'username'>[]) {
    const ids: number[] = [];
    let unnamed = rows.map((_, i) => i);
    while (unnamed.length > 0) {
      const names = new Set<string>();
      while (names.size < unnamed.length) names.add(newUsername());
      const named = [...names].map((username, k) => ({ i: unnamed[k] as number, username }));
      const inserted = await insertServicesWithFreeUsernames(
        trx,
        named.map(({ i, username }) => ({ ...(rows[i] as (typeof rows)[number]), username })),
      );
      unnamed = [];
      for (const { i, username } of named) {
        const id = inserted.get(username);
        if (id === undefined) unnamed.push(i);
        else ids[i] = id;
      }
    }
    return ids;
  }

  async function resolveCustomer(trx: Executor, ownerId: number, body: OrderFor) {
    if (body.batch || body.servicewithoutphone) return null;
    if (body.user_id) {
      const customer = await deps.users.ownCustomer(trx, ownerId, body.user_id);
      if (!customer) throw new AppError('NOT_FOUND', ['مشتری انتخاب‌شده پیدا نشد']);
      // A name typed for the customer picked renames them, as it does for one given by mobile (decision 012).
      if (body.name) await deps.users.customerFor(trx, ownerId, customer.mobile, body.name);
      return customer.id;
    }
    if (!body.mobile) throw new AppError('CUSTOMER_REQUIRED');
    const mobile = normalizeMobile(body.mobile);
    if (!mobile) throw new AppError('VALIDATION', ['شماره موبایل معتبر نیست']);
    return (await deps.users.customerFor(trx, ownerId, mobile, body.name ?? '')).id;
  }

  function orderCount(body: { batch: boolean; count: number }) {
    const count = body.batch ? body.count : 1;
    if (count > deps.batchLimit) {
      throw new AppError('BATCH_TOO_LARGE', [`حداکثر ${deps.batchLimit} سرویس در هر خرید`]);
    }
    return count;
  }

  /** The services of one order (and their batch group), unpaid yet: the caller pays in Toman or from the pool. */
  async function createOrder(trx: Executor, ownerId: number, body: OrderFor, count: number, terms: OrderTerms) {
    const customerId = await resolveCustomer(trx, ownerId, body);
    const now = deps.now().toISOString();
    const groupId = body.batch
      ? await insertServiceGroup(trx, {
          owner_id: ownerId,
          package_id: terms.pkg.id,
          info: `${count} × ${terms.info}`,
          description: body.description ?? '',
          count,
          created_at: now,
        })
      : null;
    const ids = await insertOrderServices(
      trx,
      Array.from({ length: count }, () => ({
        owner_id: ownerId,
        customer_id: customerId,
        package_id: terms.pkg.id,
        group_id: groupId,
        info: terms.info,
        password: newPassword(),
        ...newLink(),
        is_v2ray: terms.pkg.is_v2ray,
        is_radius: terms.pkg.is_radius,
        is_custom: terms.pkg.is_custom,
        days: terms.days,
        traffic_gb: terms.trafficGb,
        unlimited_traffic: terms.unlimitedTraffic,
        // The package's fair-use limits, which the reseller may lower afterwards (decision 105).
        device_limit: terms.pkg.device_limit,
        simultaneous_limit: terms.pkg.simultaneous_limit,
        cost: terms.unitPrice,
        referral_profit: terms.referralProfit,
        // Paid to the referrer once the sale can no longer be refunded (decision 080).
        referral_pending: terms.referralProfit,
        pool_gb: terms.poolGb,
        started_at: null,
        expire_in: null,
        expired_at: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })),
    );
    const ref = groupId ? { type: 'service_group', id: groupId } : { type: 'service', id: ids[0] ?? 0 };
    return { ids, ref };
  }

  /**
   * Provisioning queued, RADIUS written, the `service.created` events (each at `price`, what the reseller paid for
   * it), the answer and its idempotency record and audit entry, in the order's transaction, so a node that is down
   * loses no sale and a refused order tells nobody.
   */
  async function finishOrder(
    trx: Executor,
    ownerId: number,
    ids: number[],
    price: number,
    idempotency: IdempotencyScope | undefined,
    audit: AuditScope | undefined,
  ) {
    await access.queue(trx, ids, 'add', deps.now().toISOString());
    await deps.events.emitFor(
      trx,
      ids,
      (service) => ({ type: 'service.created', userId: ownerId, data: { service, price } }),
      ownerId,
    );
    const rows = await findServicesByIds(trx, ids);
    for (const row of rows) await radiusSync.writeRadius(trx, row);
    const services = await access.viewAll(rows, trx);
    if (idempotency) await deps.idempotency.complete(trx, idempotency, services);
    if (audit) await deps.audit.recordIn(trx, audit);
    return services;
  }

  /**
   * A Toman purchase inside the caller's transaction (the store delivers an order this way, decision 019). Everything
   * but the money is written first and the debit last: on PostgreSQL the debit locks the reseller's balance row until
   * the commit, and every other purchase of that reseller waits for it (decision 037). A refused debit fails the
   * caller's transaction.
   */
  async function purchaseIn(
    trx: Executor,
    ownerId: number,
    body: PurchaseBody,
    idempotency: IdempotencyScope | undefined,
    audit?: AuditScope,
  ): Promise<Service[]> {
    const count = orderCount(body);
    const owner = await access.requireReseller(trx, ownerId);
    const quote = await deps.catalogue.quote(trx, body.package_id, owner.discount, body);
    const total = quote.unitPrice * count;
    const referral = total > 0 ? await deps.referrals.terms(trx, owner, quote.unitPrice) : null;
    const order = await createOrder(trx, ownerId, body, count, {
      pkg: quote.pkg,
      info: quote.pkg.name,
      days: quote.days,
      trafficGb: quote.trafficGb,
      unitPrice: quote.unitPrice,
      poolGb: 0,
      referralProfit: referral?.perUnit ?? 0,
      unlimitedTraffic: soldByTime(quote.pkg),
    });
    const services = await finishOrder(trx, ownerId, order.ids, quote.unitPrice, idempotency, audit);
    if (total > 0) {
      await deps.ledger.apply(trx, {
        userId: ownerId,
        type: LEDGER_TYPE.PURCHASE,
        amount: -total,
        info: count > 1 ? `خرید ${count} سرویس ${quote.pkg.name}` : `خرید سرویس ${quote.pkg.name} (#${order.ids[0]})`,
        refType: order.ref.type,
        refId: order.ref.id,
      });
    }
    return services;
  }

  return {
    /**
     * One debit for the whole order (docs/product/money-and-pricing.md#money-and-the-ledger): the services, their
     * provisioning work, the ledger row and the referrer's profit commit together or not at all.
     */
    async purchase(
      ownerId: number,
      body: PurchaseBody,
      idempotency: IdempotencyScope | undefined,
      audit?: AuditScope,
    ): Promise<Service[]> {
      orderCount(body);
      const services = await deps.withTransaction(async (trx) => {
        const bought = await purchaseIn(trx, ownerId, body, idempotency, audit);
        crashPoint(body.batch ? 'batch.debited' : 'purchase.debited');
        return bought;
      });
      crashPoint('purchase.committed');
      return services;
    },

    purchaseIn,

    /**
     * Volume services (decision 017): the same services as a purchase, paid with `traffic × count` GB drawn from the
     * reseller's pool in the same transaction instead of Toman.
     */
    async purchaseFromPool(
      ownerId: number,
      body: TrafficServiceBody,
      idempotency: IdempotencyScope | undefined,
      audit?: AuditScope,
    ): Promise<Service[]> {
      const count = orderCount(body);
      return deps.withTransaction(async (trx) => {
        await deps.volume.requireVolumeReseller(trx, ownerId);
        const pkg = await deps.catalogue.accessPackage(trx, body.package_id ?? undefined);
        await deps.volume.draw(trx, ownerId, body.traffic * count);
        const order = await createOrder(trx, ownerId, body, count, {
          pkg,
          info: `حجمی ${persianNumber(body.traffic)} گیگ ${persianNumber(body.day)} روزه`,
          days: body.day,
          trafficGb: body.traffic,
          unitPrice: 0,
          poolGb: body.traffic,
          referralProfit: 0,
          unlimitedTraffic: false,
        });
        return finishOrder(trx, ownerId, order.ids, 0, idempotency, audit);
      });
    },
  };
}
