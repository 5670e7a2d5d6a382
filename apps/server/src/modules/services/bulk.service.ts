import {
  BULK_LIMIT,
  type BulkAction,
  type BulkPreview,
  type BulkResult,
  type RenewMode,
  toJalaliDate,
} from '@pishkhan/contract';
import { sql } from 'kysely';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import type { TransactionRow } from '../../db/types.js';
import { persianNumber } from '../../lib/persian-number.js';
import type { IdempotencyScope } from '../idempotency/idempotency.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { createLifecycleService } from './lifecycle.service.js';
import type { RadiusSync } from './radius-sync.js';
import { DAY_MS, type ServiceAccess, type ServicesDeps } from './service-access.js';
import { findOwnService, lockOwnServices, ownLiveServiceIds, updateService } from './services.repository.js';
import { ownServiceIdsMatching, type ServiceFilter } from './services-list.repository.js';

/** How many services a bulk action is done to and for how much; `add` also says how much and for how long. */
interface BulkTerms {
  traffic?: number | null | undefined;
  days?: number | null | undefined;
  mode?: RenewMode | null | undefined;
}
interface Item {
  service_id: number;
  price: number;
  refund: number;
}
interface Skipped {
  service_id: number;
  message: string;
}

/** A preview is the run itself, rolled back: this ends its transaction. */
class PreviewDone extends Error {
  constructor(readonly preview: BulkPreview) {
    super('preview');
  }
}

const NOT_FOUND_LINE = 'این سرویس پیدا نشد یا حذف شده است';

/** The Persian line a service's refusal says, as the single action would say it. */
const lineOf = (error: AppError) =>
  error.code === 'VALIDATION' && error.errors.length > 0 ? error.errors.join('؛ ') : error.message;

const DONE: Record<BulkAction, string> = {
  renew: 'تمدید شد',
  add: 'ترافیک افزوده شد',
  off: 'خاموش شد',
  on: 'روشن شد',
  paid: 'تسویه شده علامت خورد',
  unpaid: 'تسویه نشده علامت خورد',
  delete: 'حذف شد',
};

/**
 * Bulk actions on a reseller's services (decision 099): each service is done through the same function as the single
 * action (`lifecycle.service.ts`), in the one transaction of the request, each in a savepoint of its own, so a service
 * that cannot be done is rolled back alone and charged nothing, while the request's `Idempotency-Key` is marked done
 * with the answer in the same transaction as every ledger row (decision 006). A preview runs the same code and rolls
 * everything back, so what it says is what the run does.
 */
export function createBulkService(deps: ServicesDeps, access: ServiceAccess, radiusSync: RadiusSync) {
  const { db } = deps;

  /** The services a preview names: those picked, or every one the filter finds (at most `BULK_LIMIT`). */
  async function selection(
    ownerId: number,
    body: { service_ids?: number[] | null | undefined; filter?: Omit<ServiceFilter, 'customerId'> | null | undefined },
    customerId: number | undefined,
  ) {
    if (body.service_ids) return body.service_ids;
    const filter = body.filter ?? { status: 0, paid: 0 };
    const ids = await ownServiceIdsMatching(
      db,
      deps.dialect,
      ownerId,
      { ...filter, customerId },
      deps.now().toISOString(),
      BULK_LIMIT + 1,
    );
    if (ids.length > BULK_LIMIT) {
      throw new AppError('VALIDATION', [
        `این فیلتر بیش از ${persianNumber(BULK_LIMIT)} سرویس دارد؛ فیلتر را تنگ‌تر کنید یا سرویس‌ها را در چند نوبت انتخاب کنید`,
      ]);
    }
    if (ids.length === 0) throw new AppError('VALIDATION', ['این فیلتر سرویسی ندارد']);
    return ids;
  }

  /** Does `action` to each of `ids` in `trx`; a preview records what the ledger would be asked and moves nothing. */
  async function perform(
    trx: Executor,
    ownerId: number,
    action: BulkAction,
    ids: number[],
    terms: BulkTerms,
    preview: boolean,
  ) {
    const moved = new Map<number, { price: number; refund: number }>();
    const ledger: LedgerService = {
      apply: async (t, movement) => {
        if (movement.userId === ownerId && movement.refId !== undefined) {
          const m = moved.get(movement.refId) ?? { price: 0, refund: 0 };
          if (movement.amount < 0) m.price -= movement.amount;
          else m.refund += movement.amount;
          moved.set(movement.refId, m);
        }
        // A preview is rolled back whole: it asks nothing of the balance, so a short one still shows the total.
        return preview ? ({} as TransactionRow) : deps.ledger.apply(t, movement);
      },
    };
    // The single actions, run inside this request's transaction instead of one of their own.
    const lifecycle = createLifecycleService(
      { ...deps, ledger, withTransaction: <T>(fn: (t: Executor) => Promise<T>) => fn(trx) },
      access,
      radiusSync,
    );
    const now = deps.now();
    const doOne = async (id: number) => {
      switch (action) {
        case 'renew': {
          const row = await findOwnService(trx, ownerId, id);
          if (!row) throw new AppError('NOT_FOUND');
          // Its own package again; a custom one with the GB and days it has now.
          const custom = row.is_custom ? { day: row.days, traffic: row.traffic_gb } : {};
          await lifecycle.renew(
            ownerId,
            { service_id: id, package_id: row.package_id, ...custom, mode: terms.mode ?? 'reset' },
            undefined,
          );
          return;
        }
        case 'add': {
          const row = await findOwnService(trx, ownerId, id);
          if (!row) throw new AppError('NOT_FOUND');
          const from = Math.max(row.expire_in ? new Date(row.expire_in).getTime() : now.getTime(), now.getTime());
          const expired = toJalaliDate(new Date(from + (terms.days ?? 0) * DAY_MS));
          await lifecycle.trafficCharge(ownerId, { service_id: id, traffic: terms.traffic ?? 0, expired }, undefined);
          return;
        }
        case 'off':
        case 'on':
          await lifecycle.changeStatus(ownerId, id, action === 'off');
          return;
        case 'paid':
        case 'unpaid':
          // The reseller's own note of their customer's payment: no money, nothing to provision.
          await updateService(trx, id, { paid: action === 'paid', updated_at: now.toISOString() });
          return;
        case 'delete':
          await lifecycle.remove(ownerId, id, undefined);
          return;
      }
    };

    // In id order, one statement: concurrent bulk actions and single renewals wait for each other (decision 099).
    const ordered = [...ids].sort((a, b) => a - b);
    await lockOwnServices(trx, ownerId, ordered);
    const own = new Set(await ownLiveServiceIds(trx, ownerId, ordered));
    const items: Item[] = [];
    const skipped: Skipped[] = [];
    for (const id of ordered) {
      if (!own.has(id)) {
        skipped.push({ service_id: id, message: NOT_FOUND_LINE });
        continue;
      }
      await sql`savepoint bulk_item`.execute(trx);
      try {
        await doOne(id);
        await sql`release savepoint bulk_item`.execute(trx);
        const m = moved.get(id);
        items.push({ service_id: id, price: m?.price ?? 0, refund: m?.refund ?? 0 });
      } catch (error) {
        await sql`rollback to savepoint bulk_item`.execute(trx);
        await sql`release savepoint bulk_item`.execute(trx);
        moved.delete(id);
        // A short balance refuses the whole request (decision 099); anything not ours to explain is a failure.
        if (!(error instanceof AppError) || error.code === 'INSUFFICIENT_BALANCE') throw error;
        skipped.push({ service_id: id, message: error.code === 'NOT_FOUND' ? NOT_FOUND_LINE : lineOf(error) });
      }
    }
    const total = items.reduce((sum, i) => sum + i.price, 0);
    const refund_total = items.reduce((sum, i) => sum + i.refund, 0);
    return { items, skipped, total, refund_total };
  }

  return {
    /** What `bulk` would do now, and nothing done: the services, each one's price or refund, the total, the balance. */
    async bulkPreview(
      ownerId: number,
      body: {
        action: BulkAction;
        service_ids?: number[] | null | undefined;
        filter?: {
          user_id?: number | null | undefined;
          status: number;
          paid: number;
          search?: string | null | undefined;
        } | null;
        traffic?: number | null | undefined;
        days?: number | null | undefined;
        mode?: RenewMode | null | undefined;
      },
    ): Promise<BulkPreview> {
      const filter = body.filter
        ? { status: body.filter.status, paid: body.filter.paid, search: body.filter.search ?? undefined }
        : undefined;
      const ids = await selection(
        ownerId,
        { service_ids: body.service_ids, filter },
        body.filter?.user_id ?? undefined,
      );
      try {
        await deps.withTransaction(async (trx) => {
          const owner = await access.requireReseller(trx, ownerId);
          const done = await perform(trx, ownerId, body.action, ids, body, true);
          throw new PreviewDone({
            action: body.action,
            items: done.items,
            skipped: done.skipped,
            total: done.total,
            refund_total: done.refund_total,
            balance: owner.balance,
          });
        });
      } catch (error) {
        if (error instanceof PreviewDone) return error.preview;
        throw error;
      }
      throw new Error('unreachable: a preview always rolls back');
    },

    /**
     * Does the action to exactly the services named, once: each in its own savepoint, one ledger row per service
     * charged, the answer kept under the request's key in the same transaction (decisions 006 and 099).
     */
    async bulk(
      ownerId: number,
      body: {
        action: BulkAction;
        service_ids: number[];
        traffic?: number | null | undefined;
        days?: number | null | undefined;
        mode?: RenewMode | null | undefined;
        expected_total?: number | null | undefined;
      },
      idempotency: IdempotencyScope | undefined,
    ): Promise<BulkResult> {
      return deps.withTransaction(async (trx) => {
        await access.requireReseller(trx, ownerId);
        const done = await perform(trx, ownerId, body.action, body.service_ids, body, false);
        if (body.expected_total != null && done.total > body.expected_total) {
          throw new AppError('VALIDATION', [
            `مبلغ کل این کار ${persianNumber(done.total)} تومان شد و از ${persianNumber(body.expected_total)} تومانِ تأییدشده بیشتر است؛ چیزی انجام نشد، دوباره بررسی و تأیید کنید`,
          ]);
        }
        const result: BulkResult = {
          message:
            done.skipped.length === 0
              ? `${persianNumber(done.items.length)} سرویس ${DONE[body.action]}`
              : `${persianNumber(done.items.length)} سرویس ${DONE[body.action]}؛ ${persianNumber(done.skipped.length)} سرویس انجام نشد`,
          action: body.action,
          done: done.items,
          failed: done.skipped,
          total: done.total,
          refund_total: done.refund_total,
        };
        if (idempotency) await deps.idempotency.complete(trx, idempotency, result);
        return result;
      });
    },
  };
}
