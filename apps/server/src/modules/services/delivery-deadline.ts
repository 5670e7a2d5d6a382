import { persianNumber } from '../../lib/persian-number.js';
import { tellDeleted } from './lifecycle.service.js';
import { refundService } from './refunds.js';
import type { ServiceAccess, ServicesDeps } from './service-access.js';
import { findServicesByIds, lockUndelivered, updateService } from './services.repository.js';

/**
 * The worker's delivery-deadline pass (decision 026): a V2Ray sale that has reached none of its nodes by the deadline
 * cannot be delivered, so it is deleted with the refund of an unused service and the reseller is told.
 */
export function createDeliveryDeadline(deps: ServicesDeps, access: ServiceAccess) {
  return {
    /**
     * The row is locked only while it is still undelivered, so two workers (or a reseller's own delete at the same
     * moment) refund it once.
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
          const owner = await access.requireReseller(trx, row.owner_id);
          const { moneyback, trafficback } = await refundService(deps, trx, owner, row, 'تحویل‌نشده');
          await tellDeleted(deps, trx, [{ id: row.id, ownerId: row.owner_id, refund: moneyback }]);
          await access.queue(trx, [row.id], 'remove', now);
          if (row.is_radius) await deps.radius.remove(trx, row.username);
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
  };
}
