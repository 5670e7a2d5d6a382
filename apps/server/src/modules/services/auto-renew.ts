import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import { persianNumber } from '../../lib/persian-number.js';
import type { Quote } from '../catalogue/catalogue.service.js';
import { createRenewal, type Reseller } from './lifecycle.service.js';
import type { RadiusSync } from './radius-sync.js';
import type { ServiceAccess, ServicesDeps } from './service-access.js';
import type { ServiceWithCustomer } from './service-rows.js';
import { autoRenewDue, findOwnService, lockAutoRenewDue, updateService } from './services.repository.js';

/** Services taken per read of the due list; each is renewed in its own transaction. */
const DUE_PAGE = 200;

type Failure = 'balance' | 'package';
type Outcome = 'renewed' | Failure | 'gone';

const FAILURE_LINES: Record<Failure, string> = {
  balance: 'موجودی کافی نیست',
  package: 'بسته‌ی آن دیگر فروخته نمی‌شود',
};

/**
 * Auto-renew per service (decision 114): the reseller's switch, and the worker's pass that renews a stopped service
 * once from its owner's balance, at their price, with its own package.
 */
export function createAutoRenew(deps: ServicesDeps, access: ServiceAccess, radiusSync: RadiusSync) {
  const { db } = deps;
  const { renewLocked } = createRenewal(deps, access, radiusSync);

  /** The quote a reseller's renewal of the same package would get, or why there is none. */
  async function quoteOwn(trx: Executor, owner: Reseller, row: ServiceWithCustomer): Promise<Quote | 'package'> {
    try {
      // A custom package is renewed for the days and GB the service was sold with, as the renew dialog offers.
      const quote = await deps.catalogue.quote(trx, row.package_id, owner.discount, {
        day: row.days,
        traffic: row.traffic_gb,
      });
      if (quote.pkg.is_v2ray !== row.is_v2ray || quote.pkg.is_radius !== row.is_radius) return 'package';
      return quote;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'PACKAGE_NOT_FOUND' || error.code === 'VALIDATION')) {
        return 'package';
      }
      throw error;
    }
  }

  /** A renewal that could not be made: told once per stop (`auto_renew_failed_for`), in the pass's transaction. */
  async function tellFailure(trx: Executor, owner: Reseller, row: ServiceWithCustomer, reason: Failure, price: number) {
    if (row.auto_renew_failed_for === row.expired_at) return;
    await updateService(trx, row.id, { auto_renew_failed_for: row.expired_at });
    const again =
      reason === 'balance'
        ? 'با افزایش موجودی، در گذر بعدی دوباره تمدید می‌شود.'
        : 'سرویس را با بسته‌ی دیگری تمدید کنید.';
    await deps.notifications.notify(trx, owner.id, {
      title: `تمدید خودکار سرویس #${persianNumber(row.id)} انجام نشد`,
      body: `تمدید خودکار سرویس ${row.username} انجام نشد: ${FAILURE_LINES[reason]} (هزینه‌ی تمدید ${persianNumber(price)} تومان). ${again}`,
    });
    await deps.events.emitFor(
      trx,
      [row.id],
      (service) => ({
        type: 'service.renewal_failed',
        userId: owner.id,
        data: { service, price, balance: Number(owner.balance), reason },
      }),
      owner.id,
    );
  }

  /**
   * One service, in one transaction: locked only while it is still stopped and set to renew, so a second worker or a
   * reseller's renewal that committed first leaves nothing to do.
   */
  async function renewOne(ownerId: number, id: number): Promise<Outcome> {
    return deps.withTransaction(async (trx) => {
      if (!(await lockAutoRenewDue(trx, ownerId, id))) return 'gone';
      const row = await findOwnService(trx, ownerId, id);
      if (!row) return 'gone';
      const owner = await access.requireReseller(trx, ownerId);
      const quote = await quoteOwn(trx, owner, row);
      if (quote === 'package') {
        await tellFailure(trx, owner, row, 'package', row.cost);
        return 'package';
      }
      try {
        await renewLocked(trx, owner, row, quote, 'reset', true);
        return 'renewed';
      } catch (error) {
        // The debit is the renewal's first write: refused, the transaction holds nothing of it.
        if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_BALANCE') throw error;
        await tellFailure(trx, owner, row, 'balance', quote.unitPrice);
        return 'balance';
      }
    });
  }

  return {
    /** The reseller's switch: only their own service (another's answers as a missing one). */
    async setAutoRenew(ownerId: number, serviceId: number, enabled: boolean) {
      const row = await access.requireOwn(db, ownerId, serviceId);
      await updateService(db, row.id, { auto_renew: enabled, updated_at: deps.now().toISOString() });
      return access.view((await findOwnService(db, ownerId, row.id)) ?? row);
    },

    /**
     * The worker's pass: every live, stopped service set to renew, through the partial index in id order. One that
     * cannot be renewed is tried again on the next pass (a top-up renews it then).
     */
    async autoRenew() {
      const counts = { renewed: 0, failed: 0 };
      for (let after = 0; ; ) {
        const due = await autoRenewDue(db, after, DUE_PAGE);
        for (const { id, owner_id } of due) {
          const outcome = await renewOne(owner_id, id);
          if (outcome === 'renewed') counts.renewed++;
          else if (outcome !== 'gone') counts.failed++;
        }
        const last = due.at(-1);
        if (!last || due.length < DUE_PAGE) return counts;
        after = last.id;
      }
    },
  };
}
