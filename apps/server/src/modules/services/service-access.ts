import { PAGE_SIZE, type Service } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Dialect, Executor } from '../../db/create-db.js';
import type { ServiceEndpoint } from '../../integrations/core/accounts.js';
import { afterCommit, type Signal } from '../../lib/after-commit.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { EventsService } from '../events/events.service.js';
import type { FairUseService } from '../fairuse/fairuse.service.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { NodesService } from '../nodes/nodes.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ProvisioningService } from '../provisioning/provisioning.service.js';
import type { RadiusService } from '../radius/radius.service.js';
import type { ReferralPayments } from '../referrals/referral-payments.js';
import type { UsersService } from '../users/users.service.js';
import type { VolumeService } from '../volume/volume.service.js';
import type { ListedService } from './service-rows.js';
import { toService } from './services.mapper.js';
import { findOwnService, lockOwnService } from './services.repository.js';

export interface ServicesDeps {
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
  /**
   * The nodes module: each package's link endpoints, where a V2Ray service is online as its nodes' cores tell it, and
   * the nodes whose traffic counts other than byte for byte (decision 109).
   */
  nodes: Pick<
    NodesService,
    'endpointsForPackages' | 'onlineOf' | 'trafficMultipliersOfGroups' | 'trafficMultipliersOf'
  >;
  /** The fair-use policy's state of a service and its entries, newest first (decision 107). */
  fairuse: Pick<FairUseService, 'fairUseOf'>;
  /** Owns the jobs: a sale, a change or a stop asks it for the nodes' work. */
  provisioning: Pick<ProvisioningService, 'queue' | 'undelivered'>;
  ledger: LedgerService;
  users: UsersService;
  /** Who earns from a sale and when it is paid (`modules/referrals`). */
  referrals: ReferralPayments;
  catalogue: CatalogueService;
  radius: RadiusService;
  volume: VolumeService;
  notifications: NotificationsService;
  /** What a reseller's software and phone are told of, written in the change's transaction (decision 113). */
  events: EventsService;
  idempotency: IdempotencyService;
  audit: AuditService;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}

export const DAY_MS = 86_400_000;
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/**
 * What every part of the services module does the same way: a reseller's own service found (and locked), the
 * reseller, a service shaped as the panel shows it, and provisioning work queued.
 */
export function createServiceAccess(deps: ServicesDeps) {
  const { db } = deps;
  /** The nodes of every row's package in one go (not a lookup per row): a page of 10 or a batch of 500 alike. */
  const viewAll = async (rows: ListedService[], trx: Executor = db) => {
    const packages = [...new Set(rows.filter((row) => row.is_v2ray).map((row) => row.package_id))];
    const endpoints =
      packages.length > 0 ? await deps.nodes.endpointsForPackages(trx, packages) : new Map<number, ServiceEndpoint[]>();
    const now = deps.now();
    return rows.map((row) =>
      toService(row, { now, link: endpoints.get(row.package_id)?.[0] ?? deps.link, publicUrl: deps.publicUrl }),
    );
  };
  /** Share links point at the service's first node, or at the configured endpoint while there are no nodes. */
  // Inside a transaction every read must use it: SQLite has one connection, so reading through `db` would wait forever.
  const view = async (row: ListedService, trx: Executor = db) => (await viewAll([row], trx))[0] as Service;

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

  return { view, viewAll, queue, requireOwn, requireOwnLocked, requireReseller };
}
export type ServiceAccess = ReturnType<typeof createServiceAccess>;
