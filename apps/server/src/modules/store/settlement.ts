import { ORDER_STATUS } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import { crashPoint } from '../../lib/crash-point.js';
import type { ServicesService } from '../services/services.service.js';
import { itemValue } from './store.mapper.js';
import { findConfig, findOrder, moveOrder, type OrderRow, ordersToSettle, setOrderFields } from './store.repository.js';
import type { StoreContext, StoreDeps } from './store-context.js';

const { AWAITING, PAID, DELIVERED, FAILED } = ORDER_STATUS;
/** Unpaid gateway orders are checked with the gateway after this, and given up after `ABANDON_MS`. */
const SETTLE_AFTER_MS = 10 * 60_000;
const ABANDON_MS = 60 * 60_000;

/**
 * How an order is settled (decision 019): paid → delivered from the reseller's balance, a gateway asked whether it
 * was paid, and the reconciliation pass for what callbacks missed. Every step is a conditional status move, so a
 * callback replayed or raced delivers once.
 */
export function createSettlement(deps: StoreDeps, ctx: StoreContext) {
  const { db } = deps;
  const { iso } = ctx;

  async function notifyShort(order: OrderRow) {
    if (order.notified_at) return;
    await setOrderFields(db, order.id, { notified_at: iso() });
    await deps.notifications.create({
      user_id: order.user_id,
      title: 'سفارش فروشگاه در انتظار موجودی',
      body: `سفارش شماره‌ی ${order.id} (${order.info}) پرداخت شده اما موجودی شما برای تحویل آن کافی نیست؛ پس از شارژ حساب، سرویس خودکار به مشتری تحویل داده می‌شود.`,
    });
  }

  /** Paid → delivered: the service is bought from the reseller's balance in the same transaction as the move. */
  async function deliver(orderId: number) {
    try {
      await deps.withTransaction(async (trx) => {
        const order = await findOrder(trx, orderId);
        if (!order || order.status !== PAID) return;
        if (!(await moveOrder(trx, order.id, PAID, { status: DELIVERED, delivered_at: iso(), updated_at: iso() })))
          return;
        const [service] = await deps.services.purchaseIn(
          trx,
          order.user_id,
          {
            package_id: order.package_id,
            batch: false,
            count: 1,
            mobile: order.mobile || undefined,
            name: order.mobile ? '' : order.email,
            servicewithoutphone: order.mobile === '',
            description: `فروشگاه: سفارش ${order.id}`,
          } as Parameters<ServicesService['purchaseIn']>[2],
          undefined,
        );
        if (!service) throw new Error('store delivery created no service');
        await setOrderFields(trx, order.id, { service_id: service.id });
        crashPoint('store.delivered');
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') {
        const order = await findOrder(db, orderId);
        if (order) await notifyShort(order);
        return;
      }
      deps.log.error({ err: error, orderId }, 'store order delivery failed');
    }
  }

  /** Answers whether this call moved the order; delivery is tried either way, as a replay may find it still paid. */
  async function markPaid(order: OrderRow, reference: string) {
    const now = iso();
    // The reseller is told in the move's transaction, so a replayed callback, which moves nothing, tells nobody.
    const moved = await deps.withTransaction(async (trx) => {
      if (!(await moveOrder(trx, order.id, AWAITING, { status: PAID, paid_at: now, updated_at: now, reference }))) {
        return false;
      }
      await deps.events.emit(trx, [
        {
          type: 'order.paid',
          userId: order.user_id,
          data: {
            order: {
              id: order.id,
              amount: Number(order.price),
              product: order.info,
              // The store asks a customer for a mobile or an e-mail, not a name: the e-mail stands for one.
              customer: { mobile: order.mobile, name: order.email },
            },
            service_id: null,
          },
        },
      ]);
      return true;
    });
    await deliver(order.id);
    return moved;
  }

  async function gatewayConfig(order: OrderRow) {
    const config = await findConfig(db, order.config_id);
    if (!config) throw new Error(`order ${order.id} lost its payment method`);
    return config;
  }

  /** An order that never reached its gateway (the process stopped in between) cannot be paid: it fails in time. */
  async function abandonIfOld(order: OrderRow) {
    if (deps.now().getTime() - Date.parse(order.created_at) > ABANDON_MS) {
      await moveOrder(db, order.id, AWAITING, { status: FAILED, updated_at: iso() });
    }
  }

  async function settleZarinpal(order: OrderRow, cancelledByPayer: boolean) {
    const config = await gatewayConfig(order);
    const result = await deps.zarinpal.verify({
      merchantId: itemValue(config.items, 'merchant_id'),
      amountRial: Number(order.amount) * 10,
      authority: order.gateway_ref ?? '',
    });
    if (result.ok) return markPaid(order, result.refId);
    if (cancelledByPayer) await moveOrder(db, order.id, AWAITING, { status: FAILED, updated_at: iso() });
    else await abandonIfOld(order);
  }

  async function settleCryptomus(order: OrderRow) {
    const config = await gatewayConfig(order);
    const client = deps.cryptomus({
      merchant: itemValue(config.items, 'merchant'),
      apiKey: itemValue(config.items, 'api_key'),
    });
    const info = await client.paymentInfo(order.gateway_ref ?? '');
    const status = info.payment_status ?? info.status;
    if (['paid', 'paid_over'].includes(status) && info.is_final && info.order_id === `store-${order.token}`) {
      return markPaid(order, info.txid ?? info.uuid);
    }
    if (info.is_final) await moveOrder(db, order.id, AWAITING, { status: FAILED, updated_at: iso() });
  }

  return {
    deliver,
    markPaid,
    gatewayConfig,
    settleZarinpal,
    settleCryptomus,

    /** The reconciliation pass: unpaid gateway orders are asked about, paid ones delivered when the balance allows. */
    async reconcile() {
      const before = new Date(deps.now().getTime() - SETTLE_AFTER_MS).toISOString();
      for (const order of await ordersToSettle(db, before)) {
        try {
          if (order.status === PAID) await deliver(order.id);
          else if (!order.gateway_ref) await abandonIfOld(order);
          else if (order.method === 'zarinpal') await settleZarinpal(order, false);
          else if (order.method === 'cryptomus') await settleCryptomus(order);
        } catch (error) {
          deps.log.warn({ err: error, order: order.id }, 'store reconciliation could not settle an order');
        }
      }
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
