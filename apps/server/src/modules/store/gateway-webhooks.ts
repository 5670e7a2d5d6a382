import { ORDER_STATUS, ORDER_STATUS_LABELS } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import { CryptomusError } from '../../integrations/cryptomus/cryptomus.js';
import { ZarinpalError } from '../../integrations/zarinpal/zarinpal.js';
import type { Settlement } from './settlement.js';
import { itemValue } from './store.mapper.js';
import { findOrder, findOrderByToken } from './store.repository.js';
import type { StoreContext, StoreDeps } from './store-context.js';

const { AWAITING, PAID } = ORDER_STATUS;

/** What the gateways send us: Zarinpal's return of the payer and Cryptomus's signed invoice webhooks. */
export function createGatewayWebhooks(deps: StoreDeps, ctx: StoreContext, settlement: Settlement) {
  const { db } = deps;
  return {
    /** Zarinpal sends the payer back here; the amount verified is ours, never one from the request. */
    async zarinpalCallback(query: { order?: string; Authority?: string; Status?: string }) {
      const order = query.order ? await findOrderByToken(db, query.order) : undefined;
      if (!order) return `${deps.publicUrl}/soon`;
      if (order.method === 'zarinpal' && order.gateway_ref === query.Authority) {
        try {
          if (order.status === AWAITING) await settlement.settleZarinpal(order, query.Status === 'NOK');
          else if (order.status === PAID) await settlement.deliver(order.id);
        } catch (error) {
          if (!(error instanceof ZarinpalError)) throw error;
          deps.log.warn({ reason: error.message, order: order.id }, 'Zarinpal verify failed; reconciliation retries');
        }
      }
      return ctx.orderUrl(order.token);
    },

    /** Cryptomus invoice webhooks: signed with the store's own key, confirmed through its API before anything moves. */
    async cryptomusWebhook(rawBody: string) {
      let orderId: unknown;
      try {
        orderId = (JSON.parse(rawBody) as { order_id?: unknown }).order_id;
      } catch {
        throw new AppError('WEBHOOK_REJECTED');
      }
      const token = typeof orderId === 'string' && orderId.startsWith('store-') ? orderId.slice(6) : '';
      const order = token ? await findOrderByToken(db, token) : undefined;
      if (order?.method !== 'cryptomus') throw new AppError('WEBHOOK_REJECTED');
      const config = await settlement.gatewayConfig(order);
      const client = deps.cryptomus({
        merchant: itemValue(config.items, 'merchant'),
        apiKey: itemValue(config.items, 'api_key'),
      });
      const hook = client.verifyWebhook(rawBody);
      if (!hook || hook.uuid !== order.gateway_ref) throw new AppError('WEBHOOK_REJECTED');
      try {
        if (order.status === AWAITING) await settlement.settleCryptomus(order);
        else if (order.status === PAID) await settlement.deliver(order.id);
      } catch (error) {
        if (!(error instanceof CryptomusError)) throw error;
        throw new AppError('CRYPTO_UNAVAILABLE');
      }
      return { status: ORDER_STATUS_LABELS[(await findOrder(db, order.id))?.status ?? 0] ?? '' };
    },
  };
}
