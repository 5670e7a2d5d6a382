import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  LEDGER_TYPE,
  normalizeMobile,
  PAGE_SIZE,
  type PurchaseBody,
  pricePerExtraGb,
  SERVICE_STATUS,
  type Service,
  type TrafficServiceBody,
  toJalaliDate,
} from '@pishkhan/contract';
import type { Updateable } from 'kysely';
import { AppError } from '../../app-error.js';
import type { Db, Dialect, Executor } from '../../db/create-db.js';
import type { NewService, PackageRow, ServicesTable } from '../../db/types.js';
import type { ServiceEndpoint } from '../../integrations/core/accounts.js';
import { afterCommit, type Signal } from '../../lib/after-commit.js';
import { crashPoint } from '../../lib/crash-point.js';
import { jalaliDayEnd, tehranDay } from '../../lib/jalali.js';
import { persianNumber } from '../../lib/persian-number.js';
import type { AuditScope, AuditService } from '../audit/audit.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { IdempotencyScope, IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ProvisioningService } from '../provisioning/provisioning.service.js';
import type { RadiusService } from '../radius/radius.service.js';
import type { UsersService } from '../users/users.service.js';
import type { VolumeService } from '../volume/volume.service.js';
import { accountLine, remarkOf, serviceState, toService } from './services.mapper.js';
import {
  countOwnServices,
  findBySubToken,
  findOwnGroup,
  findOwnService,
  findRadiusServicesByIds,
  findServiceByCredentials,
  findServicesByIds,
  GIB,
  groupServices,
  insertServiceGroup,
  insertServicesWithFreeUsernames,
  type ListedService,
  listOwnGroups,
  listOwnServices,
  lockOwnService,
  lockUndelivered,
  mergeSearchSegments,
  pendingReferralByOwner,
  pendingReferralFor,
  type ServiceFilter,
  type ServiceWithCustomer,
  statusCounts,
  takePendingReferral,
  updateService,
  usageRows,
  vestableReferrals,
} from './services.repository.js';

interface Deps {
  /** Told once a transaction that queued provisioning work has committed: the worker in this process starts on it. */
  jobsQueued: Signal;
  db: Db;
  /** A search goes through each database's own trigram index (decision 035). */
  dialect: Dialect;
  now: () => Date;
  batchLimit: number;
  /** A V2Ray sale that reaches none of its nodes within this many minutes is cancelled and refunded. */
  deliveryDeadlineMinutes: number;
  link: ServiceEndpoint;
  publicUrl: string;
  endpointsForPackages: (trx: Executor, packageIds: number[]) => Promise<Map<number, ServiceEndpoint[]>>;
  /** Where a V2Ray service is online, as its nodes' cores tell it. */
  onlineOnNodes: (serviceId: number) => Promise<{ servers: string[]; ips: string[] }>;
  /** Owns the jobs: a sale, a change or a stop asks it for the nodes' work. */
  provisioning: Pick<ProvisioningService, 'queue' | 'undelivered'>;
  ledger: LedgerService;
  users: UsersService;
  catalogue: CatalogueService;
  radius: RadiusService;
  volume: VolumeService;
  notifications: NotificationsService;
  idempotency: IdempotencyService;
  audit: AuditService;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const randomFrom = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
const DAY_MS = 86_400_000;

function deletedMessage(moneyback: number, trafficback: number) {
  if (moneyback > 0 && trafficback > 0) return 'سرویس حذف شد؛ مبلغ آن به حساب و حجم آن به بسته‌ی حجمی شما برگشت';
  if (moneyback > 0) return 'سرویس حذف شد و مبلغ آن به حساب شما برگشت';
  if (trafficback > 0) return 'سرویس حذف شد و حجم آن به بسته‌ی حجمی شما برگشت';
  return 'سرویس حذف شد';
}

/** What one service of an order is made of and what it cost: Toman (`unitPrice`) or pool GB (`poolGb`). */
interface OrderTerms {
  pkg: PackageRow;
  info: string;
  days: number;
  trafficGb: number;
  unitPrice: number;
  poolGb: number;
  referralProfit: number;
  /** Sold by time alone (decision 053); a pool's GB are always a limit. */
  unlimitedTraffic: number;
}

/** A fixed package sold by time alone (decision 053); a custom one is priced by its GB, whatever its flag says. */
const soldByTime = (pkg: PackageRow) => (pkg.is_custom === 1 ? 0 : pkg.unlimited_traffic);

export function createServicesService(deps: Deps) {
  const { db } = deps;
  /** Share links point at the service's first node, or at the configured endpoint while there are no nodes. */
  // Inside a transaction every read must use it: SQLite has one connection, so reading through `db` would wait forever.
  const view = async (row: ListedService, trx: Executor = db) => (await viewAll([row], trx))[0] as Service;
  /** The nodes of every row's package in one go (not a lookup per row): a page of 10 or a batch of 500 alike. */
  const viewAll = async (rows: ListedService[], trx: Executor = db) => {
    const packages = [...new Set(rows.filter((row) => row.is_v2ray === 1).map((row) => row.package_id))];
    const endpoints =
      packages.length > 0 ? await deps.endpointsForPackages(trx, packages) : new Map<number, ServiceEndpoint[]>();
    const now = deps.now();
    return rows.map((row) =>
      toService(row, { now, link: endpoints.get(row.package_id)?.[0] ?? deps.link, publicUrl: deps.publicUrl }),
    );
  };
  const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));
  /** Work for the provisioning worker in the caller's transaction; this process's worker is woken when it commits. */
  const queue = async (trx: Executor, ids: number[], action: 'add' | 'remove' | 'sync', now: string) => {
    await deps.provisioning.queue(trx, ids, action, now);
    afterCommit(trx, deps.jobsQueued.notify);
  };

  async function requireOwn(trx: Executor, ownerId: number, id: number) {
    const row = await findOwnService(trx, ownerId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** For a change that moves money: a concurrent delete, renewal or top-up of the same service waits for this one. */
  async function requireOwnLocked(trx: Executor, ownerId: number, id: number) {
    if (!(await lockOwnService(trx, ownerId, id))) throw new AppError('NOT_FOUND');
    return requireOwn(trx, ownerId, id);
  }

  async function requireReseller(trx: Executor, id: number) {
    const user = await deps.users.findUserRow(id, trx);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  /**
   * Gives back what a service cost: the Toman and a volume service's GB to the pool that paid for them (decision 017).
   * Referral profit still waiting is simply never paid (decision 080). Profit already paid (a sale made before
   * vesting, or by a rule that paid it early) is taken back from the referrer as far as their balance goes, and what
   * cannot be is kept from the refund: the provider never gives back more than it kept.
   */
  async function refund(
    trx: Executor,
    owner: { id: number; referrer_id: number | null },
    row: ServiceWithCustomer,
    reason = 'حذف‌شده',
  ) {
    const ref = { refType: 'service', refId: row.id };
    const paidProfit = row.cost > 0 ? row.referral_profit - row.referral_pending : 0;
    let unrecovered = 0;
    if (paidProfit > 0) {
      const referrer = owner.referrer_id ? await deps.users.findUserRow(owner.referrer_id, trx) : undefined;
      const reversible = Math.min(paidProfit, referrer?.balance ?? 0);
      if (referrer && reversible > 0) {
        await deps.ledger.apply(trx, {
          userId: referrer.id,
          type: LEDGER_TYPE.CORRECTION,
          amount: -reversible,
          info: `برگشت سود معرفی سرویس ${reason} #${row.id}`,
          ...ref,
        });
      }
      unrecovered = paidProfit - reversible;
    }
    const moneyback = row.cost - unrecovered;
    if (moneyback > 0) {
      await deps.ledger.apply(trx, {
        userId: owner.id,
        type: LEDGER_TYPE.CORRECTION,
        amount: moneyback,
        info:
          unrecovered > 0
            ? `بازگشت وجه سرویس ${reason} #${row.id} (بدون ${persianNumber(unrecovered)} تومان سود معرفیِ پرداخت‌شده)`
            : `بازگشت وجه سرویس ${reason} #${row.id}`,
        ...ref,
      });
    }
    const trafficback =
      row.pool_gb > 0 && (await deps.volume.giveBack(trx, owner.id, row.pool_gb, row.created_at)) ? row.pool_gb : 0;
    return { moneyback, trafficback };
  }

  const newUsername = () => `pk${randomFrom('abcdefghjkmnpqrstuvwxyz23456789', 7)}`;

  /**
   * Inserts the order's services, a hundred a statement, each with a free random username: a taken one is left out by
   * the insert and tried again under another name, instead of a lookup per service beforehand. Answers their ids.
   */
  async function insertOrderServices(trx: Executor, rows: Omit<NewService, 'username'>[]) {
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

  type OrderFor = Pick<PurchaseBody, 'batch' | 'servicewithoutphone' | 'user_id' | 'mobile' | 'name' | 'description'>;

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

  /** RADIUS rows follow the service at once: only an unused or active service that is on may authenticate. */
  function radiusAccount(row: ServiceWithCustomer) {
    const { statuscode } = serviceState(row, deps.now());
    const allowed =
      row.deleted_at === null &&
      row.banned !== 1 &&
      (statuscode === SERVICE_STATUS.UNUSED || statuscode === SERVICE_STATUS.ACTIVE);
    return { username: row.username, password: row.password, allowed };
  }
  async function writeRadius(trx: Executor, row: ServiceWithCustomer) {
    if (row.is_radius === 1) await deps.radius.write(trx, radiusAccount(row));
  }

  /** After a change, write RADIUS, tell the V2Ray nodes and answer the service as it is now. */
  async function touched(trx: Executor, row: ServiceWithCustomer) {
    await queue(trx, [row.id], 'sync', deps.now().toISOString());
    const fresh = (await findOwnService(trx, row.owner_id, row.id)) ?? row;
    await writeRadius(trx, fresh);
    return view(fresh, trx);
  }

  /**
   * Extra GB and a new expiry for a service that may take more traffic (the rule of docs/product/entities-and-states.md#states-and-transitions); `pay` settles them in
   * the same transaction, under the service's lock, and says what else of the service changes.
   */
  async function addTraffic(
    ownerId: number,
    body: { service_id: number; traffic: number; expired: string },
    idempotency: IdempotencyScope | undefined,
    pay: (
      trx: Executor,
      owner: Awaited<ReturnType<typeof requireReseller>>,
      row: ServiceWithCustomer,
    ) => Promise<Updateable<ServicesTable>>,
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
        password: randomFrom(PASSWORD_ALPHABET, 8),
        v2ray_uuid: randomUUID(),
        sub_token: randomBytes(18).toString('base64url'),
        is_v2ray: terms.pkg.is_v2ray,
        is_radius: terms.pkg.is_radius,
        is_custom: terms.pkg.is_custom,
        days: terms.days,
        traffic_gb: terms.trafficGb,
        unlimited_traffic: terms.unlimitedTraffic,
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
   * Provisioning queued, RADIUS written, the answer and its idempotency record and audit entry, in the order's
   * transaction, so a node that is down loses no sale.
   */
  async function finishOrder(
    trx: Executor,
    ids: number[],
    idempotency: IdempotencyScope | undefined,
    audit: AuditScope | undefined,
  ) {
    await queue(trx, ids, 'add', deps.now().toISOString());
    const rows = await findServicesByIds(trx, ids);
    for (const row of rows) await writeRadius(trx, row);
    const services = await viewAll(rows, trx);
    if (idempotency) await deps.idempotency.complete(trx, idempotency, services);
    if (audit) await deps.audit.recordIn(trx, audit);
    return services;
  }

  /**
   * A Toman purchase inside the caller's transaction (the store delivers an order this way, decision 019). Everything
   * but the money is written first and the debit last: on PostgreSQL the debit locks the reseller's balance row until
   * the commit, and every other purchase of that reseller waits for it (decision 037), so it goes with the commit
   * (decision 049). A refused debit fails the caller's transaction.
   */
  async function purchaseIn(
    trx: Executor,
    ownerId: number,
    body: PurchaseBody,
    idempotency: IdempotencyScope | undefined,
    audit?: AuditScope,
  ): Promise<Service[]> {
    const count = orderCount(body);
    const owner = await requireReseller(trx, ownerId);
    const quote = await deps.catalogue.quote(trx, body.package_id, owner.discount, body);
    const total = quote.unitPrice * count;
    const referral = total > 0 ? await deps.users.referralTerms(trx, owner, quote.unitPrice) : null;
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
    const services = await finishOrder(trx, order.ids, idempotency, audit);
    if (total > 0) {
      await deps.ledger.applyWithCommit(trx, {
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
     * One debit for the whole order (docs/product/server-behaviour.md#money-and-the-ledger): the services, their provisioning work, the ledger
     * row and the referrer's profit commit together or not at all.
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
          unlimitedTraffic: 0,
        });
        return finishOrder(trx, order.ids, idempotency, audit);
      });
    },

    async list(ownerId: number, filter: ServiceFilter, page: number) {
      const { rows, total } = await listOwnServices(
        db,
        deps.dialect,
        ownerId,
        filter,
        deps.now().toISOString(),
        page,
        PAGE_SIZE,
      );
      return { data: await viewAll(rows), last_page: pageCount(total) };
    },

    async groups(ownerId: number, page: number) {
      const { rows, total } = await listOwnGroups(db, ownerId, page, PAGE_SIZE);
      return {
        data: rows.map((g) => ({
          id: g.id,
          jdate: toJalaliDate(g.created_at),
          info: g.info,
          description: g.description,
          count: g.count,
        })),
        last_page: pageCount(total),
      };
    },

    async downloadList(ownerId: number, groupId: number) {
      const group = await findOwnGroup(db, ownerId, groupId);
      if (!group) throw new AppError('NOT_FOUND');
      const lines = (await viewAll(await groupServices(db, groupId))).map(accountLine);
      return { filename: `${group.count}-user.txt`, content: `${lines.join('\n')}\n` };
    },

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
          await deps.ledger.applyWithCommit(trx, {
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
      return { price: pkg ? pricePerExtraGb({ ...pkg, is_custom: pkg.is_custom === 1 }, owner.discount) : 0 };
    },

    /** Extra GB paid in Toman at the service's package price per GB, with the new expiry. */
    trafficCharge: (
      ownerId: number,
      body: { service_id: number; traffic: number; expired: string },
      idempotency: IdempotencyScope | undefined,
    ) =>
      addTraffic(ownerId, body, idempotency, async (trx, owner, row) => {
        const pkg = await deps.catalogue.findPackage(row.package_id, trx);
        const perGb = pkg ? pricePerExtraGb({ ...pkg, is_custom: pkg.is_custom === 1 }, owner.discount) : 0;
        if (perGb <= 0) throw new AppError('TRAFFIC_NOT_ALLOWED');
        const price = perGb * body.traffic;
        const ref = { type: 'service', id: row.id };
        await deps.ledger.applyWithCommit(trx, {
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
        await updateService(trx, row.id, { banned: banned ? 1 : 0, updated_at: deps.now().toISOString() });
        return touched(trx, row);
      });
    },

    /** The reseller's own bookkeeping of whether their customer paid them: moves no money. */
    async changePaid(ownerId: number, serviceId: number, paid: boolean) {
      const row = await requireOwn(db, ownerId, serviceId);
      await updateService(db, row.id, { paid: paid ? 1 : 0, updated_at: deps.now().toISOString() });
      return view((await findOwnService(db, ownerId, row.id)) ?? row);
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
        if (row.is_radius !== 1) throw new AppError('NOT_RADIUS_SERVICE');
        await updateService(trx, row.id, {
          password: randomFrom(PASSWORD_ALPHABET, 8),
          updated_at: deps.now().toISOString(),
        });
        return touched(trx, row);
      });
    },

    async resetLink(ownerId: number, serviceId: number) {
      return deps.withTransaction(async (trx) => {
        const row = await requireOwn(trx, ownerId, serviceId);
        if (row.is_v2ray !== 1) throw new AppError('NOT_V2RAY_SERVICE');
        await updateService(trx, row.id, {
          v2ray_uuid: randomUUID(),
          sub_token: randomBytes(18).toString('base64url'),
          updated_at: deps.now().toISOString(),
        });
        return touched(trx, row);
      });
    },

    async usage(ownerId: number, serviceId: number) {
      const row = await requireOwn(db, ownerId, serviceId);
      const since = new Date(deps.now().getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
      const rows = await usageRows(db, row.id, since);
      const gb = (bytes: number) => Math.round((Number(bytes) / GIB) * 100) / 100;
      return rows.map((r) => ({
        day: toJalaliDate(`${r.day}T12:00:00Z`),
        dgb: gb(r.download_bytes),
        ugb: gb(r.upload_bytes),
      }));
    },

    /**
     * Online state: RADIUS accounting's open sessions (their NAS and addresses), and for a V2Ray service what the
     * nodes' cores report (Xray's online IPs; V2Ray 4.34 reports none).
     */
    async ips(ownerId: number, serviceId: number) {
      const row = await requireOwn(db, ownerId, serviceId);
      const radius =
        row.is_radius === 1
          ? await deps.radius.online(row.username)
          : { online: false, servers: [] as string[], ips: [] as { ip: string; provider: string }[] };
      if (row.is_v2ray !== 1) return radius;
      const nodes = await deps.onlineOnNodes(row.id);
      const known = new Set(radius.ips.map((i) => i.ip));
      return {
        online: radius.online || nodes.ips.length > 0,
        servers: [...new Set([...radius.servers, ...nodes.servers])],
        ips: [
          ...radius.ips,
          ...(await Promise.all(
            nodes.ips
              .filter((ip) => !known.has(ip))
              .map(async (ip) => ({ ip, provider: await deps.radius.providerOf(ip) })),
          )),
        ],
      };
    },

    /**
     * Delete where the spec's button shows; refund what was paid when unused or used under 0.1 GB: the Toman with its
     * referral, and a volume service's GB to the pool that paid for them (decision 017).
     */
    async remove(ownerId: number, serviceId: number, idempotency: IdempotencyScope | undefined) {
      return deps.withTransaction(async (trx) => {
        const owner = await requireReseller(trx, ownerId);
        const row = await requireOwnLocked(trx, ownerId, serviceId);
        const state = serviceState(row, deps.now());
        if (!state.can_delete) throw new AppError('SERVICE_NOT_DELETABLE');
        const { refundable } = state;
        const { moneyback, trafficback } = refundable
          ? await refund(trx, owner, row)
          : { moneyback: 0, trafficback: 0 };
        // Deleted past refund, the sale stands: profit the worker had not paid yet is paid now (decision 080).
        if (!refundable) await deps.users.vestReferral(trx, owner, row.referral_pending, row.id);
        const now = deps.now().toISOString();
        // A deleted sale pays no profit that was still waiting, refunded or not (decision 080).
        await updateService(trx, row.id, { deleted_at: now, updated_at: now, referral_pending: 0 });
        await queue(trx, [row.id], 'remove', now);
        if (row.is_radius === 1) await deps.radius.remove(trx, row.username);
        const result = { message: deletedMessage(moneyback, trafficback), moneyback, trafficback };
        if (idempotency) await deps.idempotency.complete(trx, idempotency, result);
        crashPoint('delete.refunded');
        return result;
      });
    },

    /**
     * The worker's vesting pass (decision 080): the referral profit of sales that can no longer be refunded is paid to
     * the referrer, each service in its own transaction and at most once, whichever worker gets to it first.
     */
    async vestReferrals(limit = 500) {
      let paid = 0;
      for (const row of await vestableReferrals(db, limit)) {
        paid += await deps.withTransaction(async (trx) => {
          if (!(await takePendingReferral(trx, row.id, row.referral_pending))) return 0;
          const payer = await deps.users.findUserRow(row.owner_id, trx);
          return payer ? deps.users.vestReferral(trx, payer, row.referral_pending, row.id) : 0;
        });
      }
      return paid;
    },

    /** Each reseller's referral profit still waiting on their sales (decision 080). */
    pendingReferralByOwner: (ownerIds: number[]) => pendingReferralByOwner(db, ownerIds),
    /** The referral profit still waiting on the sales of everyone the referrer brought in. */
    pendingReferralFor: (referrerId: number) => pendingReferralFor(db, referrerId),

    /** The worker's tidy of the search index: SQLite's FTS5 segments merged two by two (decision 057). */
    mergeSearchSegments: () => mergeSearchSegments(db, deps.dialect),

    /**
     * A V2Ray sale that has reached none of its nodes by the delivery deadline cannot be delivered: it is deleted
     * with the refund of an unused service and the reseller is told. The row is locked only while it is still
     * undelivered, so two workers (or a reseller's own delete at the same moment) refund it once (decision 026).
     */
    async cancelUndelivered(limit = 100) {
      const cutoff = new Date(deps.now().getTime() - deps.deliveryDeadlineMinutes * 60_000).toISOString();
      let cancelled = 0;
      for (const id of await deps.provisioning.undelivered(cutoff, limit)) {
        const done = await deps.withTransaction(async (trx) => {
          const now = deps.now().toISOString();
          if (!(await lockUndelivered(trx, id))) return false;
          const [row] = await findServicesByIds(trx, [id]);
          if (!row) return false;
          await updateService(trx, id, { deleted_at: now, updated_at: now, referral_pending: 0 });
          const owner = await requireReseller(trx, row.owner_id);
          const { moneyback, trafficback } = await refund(trx, owner, row, 'تحویل‌نشده');
          await queue(trx, [row.id], 'remove', now);
          if (row.is_radius === 1) await deps.radius.remove(trx, row.username);
          const back = [
            moneyback > 0 ? `${persianNumber(moneyback)} تومان به حساب شما` : '',
            trafficback > 0 ? `${persianNumber(trafficback)} گیگ به بسته‌ی حجمی شما` : '',
          ].filter(Boolean);
          await deps.notifications.notify(trx, row.owner_id, {
            title: `سرویس #${persianNumber(row.id)} تحویل نشد`,
            body: [
              `سرویس #${persianNumber(row.id)} (${row.username}) تا ${persianNumber(Math.round(deps.deliveryDeadlineMinutes / 60))} ساعت پس از خرید به هیچ‌یک از سرورها نرسید و حذف شد.`,
              back.length > 0 ? `${back.join(' و ')} برگشت.` : '',
              'در صورت نیاز دوباره خرید کنید.',
            ]
              .filter(Boolean)
              .join(' '),
          });
          return true;
        });
        if (done) cancelled++;
      }
      return cancelled;
    },

    /** product-decisions: only the caller's own RADIUS credentials, only a file from /ovpn/files. */
    /** One of the reseller's services as the panel shows it. */
    async one(ownerId: number, serviceId: number) {
      return view(await requireOwn(db, ownerId, serviceId));
    },

    async ovpnDownload(ownerId: number, query: { user: string; pass: string; file: string }) {
      const account = await findServiceByCredentials(db, ownerId, query.user, query.pass);
      const file = await deps.catalogue.findOvpnFile(query.file);
      if (!account || !file) throw new AppError('NOT_FOUND');
      const template = file.content
        .replace(/^\s*auth-user-pass\b.*$/gm, '')
        .replace(/<auth-user-pass>[\s\S]*?<\/auth-user-pass>/g, '');
      const content = `${template.trimEnd()}\n<auth-user-pass>\n${account.username}\n${account.password}\n</auth-user-pass>\n`;
      return { filename: file.name, content };
    },

    /** The picker's groups at the caller's prices; for a renewal, only packages giving the same access. */
    async packagesFor(ownerId: number, serviceId?: number) {
      const owner = await requireReseller(db, ownerId);
      const row = serviceId === undefined ? undefined : await requireOwn(db, ownerId, serviceId);
      return deps.catalogue.packagesFor(owner.discount, row);
    },

    /**
     * What a subscription URL tells of its service (docs/product/server-behaviour.md#subscriptions): its state and
     * traffic as the panel counts them, and the last days' usage; null for a token no V2Ray service has (a reset link's
     * old one included).
     */
    async bySubscriptionToken(token: string) {
      const row = await findBySubToken(db, token);
      if (row?.is_v2ray !== 1) return null;
      const now = deps.now();
      const s = serviceState(row, now);
      const days = 14;
      // Usage is counted per Tehran day (the usage pass), so the days are Tehran's.
      const dayOf = (ago: number) => tehranDay(new Date(now.getTime() - ago * DAY_MS));
      const first = dayOf(days - 1);
      const moved = new Map(
        (await usageRows(db, row.id, first)).map((r) => [r.day, Number(r.upload_bytes) + Number(r.download_bytes)]),
      );
      const daily = Array.from({ length: days }, (_, i) => {
        const day = dayOf(days - 1 - i);
        return { day, bytes: moved.get(day) ?? 0 };
      });
      return {
        serviceId: row.id,
        ownerId: row.owner_id,
        uuid: row.v2ray_uuid,
        remark: remarkOf(row),
        statuscode: s.statuscode,
        banned: row.banned === 1,
        uploadBytes: row.upload_bytes,
        downloadBytes: row.download_bytes + row.radius_bytes,
        totalBytes: row.unlimited_traffic === 1 ? 0 : Math.round(row.traffic_gb * GIB),
        unlimited: row.unlimited_traffic === 1,
        expiresAt: row.expire_in,
        remainDays: s.remainDays,
        daily,
      };
    },

    /**
     * After usage collection stopped services (expired, out of traffic): RADIUS refuses them at once. The RADIUS ones
     * among them, a thousand at a time in three statements (a pass can stop thousands, most of them V2Ray only).
     */
    async refreshRadius(serviceIds: number[]) {
      for (let i = 0; i < serviceIds.length; i += 1000) {
        await deps.withTransaction(async (trx) => {
          const rows = await findRadiusServicesByIds(trx, serviceIds.slice(i, i + 1000));
          await deps.radius.writeMany(trx, rows.map(radiusAccount));
        });
      }
    },

    /** Expired, finished and active totals of a reseller's services (decision 035); test apps check them on close. */
    async statusTotals(ownerId: number, now = deps.now()) {
      const { expired, finished, active } = await statusCounts(db, ownerId, now.toISOString());
      return { expired, finished, active };
    },

    async resellerInfo(ownerId: number) {
      const c = await countOwnServices(db, ownerId, deps.now().toISOString());
      return { activeServices: c.active, notUsedServices: c.unused, notPaid: c.unpaid, hasRadius: c.radius > 0 };
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
