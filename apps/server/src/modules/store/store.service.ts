import { createCheckoutService } from './checkout.service.js';
import { createGatewayWebhooks } from './gateway-webhooks.js';
import { createPaymentMethods } from './payment-methods.service.js';
import { createSellerAdmin } from './seller-admin.service.js';
import { createSettlement } from './settlement.js';
import { createStoreContext, type StoreDeps } from './store-context.js';

/**
 * Resellers' stores (docs/product/store.md#store; docs/decisions/019): products sold through public links,
 * paid through the reseller's own gateways, delivered from the reseller's balance at the reseller's own package price.
 * One face for routes and the worker; each part is its own file: the provider's payment methods, the reseller's
 * store admin, the public checkout, the gateways' callbacks and the settlement of orders.
 */
export function createStoreService(deps: StoreDeps) {
  const ctx = createStoreContext(deps);
  const settlement = createSettlement(deps, ctx);
  return {
    deliver: settlement.deliver,
    reconcile: settlement.reconcile,
    ...createPaymentMethods(deps),
    ...createSellerAdmin(deps, ctx, settlement),
    ...createCheckoutService(deps, ctx),
    ...createGatewayWebhooks(deps, ctx, settlement),
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
