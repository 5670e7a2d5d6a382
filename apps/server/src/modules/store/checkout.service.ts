import {
  type Checkout,
  type CheckoutBody,
  normalizeMobile,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  type PublicOrder,
  toJalaliDate,
} from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import { CryptomusError } from '../../integrations/cryptomus/cryptomus.js';
import { ZarinpalError } from '../../integrations/zarinpal/zarinpal.js';
import { addressKey, type Limit } from '../throttle/throttle.service.js';
import { itemValue, priceIn } from './store.mapper.js';
import {
  type ConfigRow,
  findConfig,
  findOrderByToken,
  findProductByToken,
  insertOrder,
  listConfigs,
  moveOrder,
  type OrderRow,
  setOrderFields,
} from './store.repository.js';
import { digits, newToken, type StoreContext, type StoreDeps } from './store-context.js';

const { AWAITING, DELIVERED, FAILED } = ORDER_STATUS;

/** Public orders (decision 073): a flood from one address, or a few, cannot fill a reseller's order list. */
const orderLimits = {
  address: (ip: string): Limit => ({
    key: `store:order:ip:${ip}`,
    max: 10,
    windowSeconds: 600,
    code: 'STORE_ORDERS_THROTTLED',
    reason: 'از این نشانی حداکثر ۱۰ سفارش در ۱۰ دقیقه پذیرفته می‌شود',
  }),
  store: (userId: number): Limit => ({
    key: `store:order:u:${userId}`,
    max: 100,
    windowSeconds: 3600,
    code: 'STORE_ORDERS_THROTTLED',
    reason: 'این فروشگاه در این ساعت سفارش بیشتری نمی‌پذیرد',
  }),
};

const usable = (c: ConfigRow) => c.active && c.method_active;

/**
 * The public checkout (docs/product/store.md#store): a product's page, a new order sent to its gateway,
 * the order's page with its service once delivered, a card-to-card reference and the order's OpenVPN files.
 */
export function createCheckoutService(deps: StoreDeps, ctx: StoreContext) {
  const { db } = deps;
  const { iso } = ctx;

  /** Where the store sells from: the product, its reseller (with the store switched on) and the usable methods. */
  async function storefront(token: string) {
    const product = await findProductByToken(db, token);
    if (!product?.active) throw new AppError('PRODUCT_NOT_FOUND');
    const owner = await deps.users.me(product.user_id).catch(() => undefined);
    if (!owner?.storeenable) throw new AppError('PRODUCT_NOT_FOUND');
    const pkg = await deps.catalogue.findPackage(product.package_id);
    if (!pkg?.active) throw new AppError('PRODUCT_NOT_FOUND');
    const { usd_price } = await deps.settings.getUsdPrice();
    const methods = (await listConfigs(db, product.user_id))
      .filter(usable)
      .filter((c) => c.method_code !== 'cryptomus' || usd_price > 0);
    return { product, owner, pkg, methods, usdPrice: usd_price };
  }

  /** The name, support link and service name the reseller set in /settings (the store name falls back to theirs). */
  async function shopFront(owner: { id: number; name: string }) {
    const p = await deps.profile.storeProfile(owner.id);
    return { store: p.store || owner.name || 'فروشگاه', servicename: p.servicename, supportlink: p.supportlink };
  }

  async function publicOrder(order: OrderRow): Promise<PublicOrder> {
    const owner = await deps.users.me(order.user_id);
    const config = await findConfig(db, order.config_id);
    let service: PublicOrder['service'] = null;
    if (order.status === DELIVERED && order.service_id) {
      const s = await deps.services.one(order.user_id, order.service_id);
      const files = s.userservice.is_radius ? await deps.catalogue.ovpnFileNames() : [];
      service = {
        is_v2ray: s.userservice.is_v2ray,
        is_radius: s.userservice.is_radius,
        link: s.link,
        subscription_url: s.subscription_url,
        username: s.userservice.is_radius ? s.email : '',
        password: s.userservice.is_radius ? s.password : '',
        ovpn: files.map((name) => ({
          name,
          url: `${deps.publicUrl}/api/shop/orders/${order.token}/ovpn?file=${encodeURIComponent(name)}`,
        })),
      };
    }
    return {
      token: order.token,
      ...(await shopFront(owner)),
      product: order.info,
      contact: order.mobile || order.email,
      amount: order.amount,
      currency: order.currency,
      method: order.method,
      status: order.status,
      status_label: ORDER_STATUS_LABELS[order.status] ?? '',
      card:
        order.method === 'card' && config
          ? {
              card_number: itemValue(config.items, 'card_number'),
              holder_name: itemValue(config.items, 'holder_name'),
              reference: order.reference,
            }
          : null,
      pay_url:
        order.status === AWAITING && order.method === 'zarinpal' && order.gateway_ref
          ? deps.zarinpal.startPayUrl(order.gateway_ref)
          : null,
      service,
      jdate: toJalaliDate(order.created_at),
    };
  }

  async function orderByToken(token: string) {
    const order = await findOrderByToken(db, token);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  return {
    async checkout(token: string): Promise<Checkout> {
      const { product, owner, pkg, methods, usdPrice } = await storefront(token);
      const price = Number(product.price);
      return {
        ...(await shopFront(owner)),
        product: {
          name: product.name,
          price,
          days: pkg.days,
          traffic_gb: Number(pkg.traffic_gb),
          unlimited_traffic: pkg.unlimited_traffic,
          is_v2ray: pkg.is_v2ray,
          is_radius: pkg.is_radius,
        },
        methods: methods.map((c) => ({
          id: c.id,
          name: c.method_name,
          code: c.method_code,
          // What tells two of one kind apart for the customer (decision 019); the whole card shows once ordered.
          card_ending: c.method_code === 'card' ? digits(itemValue(c.items, 'card_number')).slice(-4) : '',
          changepercent: c.changepercent,
          ...priceIn(c.method_code, price, c.changepercent, usdPrice),
        })),
      };
    },

    /** A new order; refused under maintenance like the reseller API, and limited per address, then per store. */
    async startCheckout(token: string, body: CheckoutBody, ip: string) {
      if (await deps.settings.isUnderMaintenance()) throw new AppError('UNDER_MAINTENANCE');
      const { product, methods, usdPrice } = await storefront(token);
      const config = methods.find((c) => c.id === body.method_id);
      if (!config) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
      // One after the other: an address over its own limit adds nothing to the store's.
      await deps.throttle.consume([orderLimits.address(addressKey(ip))]);
      await deps.throttle.consume([orderLimits.store(product.user_id)]);
      const mobile = normalizeMobile(body.contact) ?? '';
      const email = mobile ? '' : body.contact.toLowerCase();
      const price = Number(product.price);
      const { amount, currency } = priceIn(config.method_code, price, config.changepercent, usdPrice);
      const now = iso();
      const orderToken = newToken();
      const { id } = await insertOrder(db, {
        token: orderToken,
        user_id: product.user_id,
        product_id: product.id,
        package_id: product.package_id,
        info: product.name,
        mobile,
        email,
        price,
        amount,
        currency,
        config_id: config.id,
        method: config.method_code,
        gateway_ref: null,
        service_id: null,
        notified_at: null,
        created_at: now,
        updated_at: now,
        paid_at: null,
        delivered_at: null,
      });
      try {
        if (config.method_code === 'zarinpal') {
          const authority = await deps.zarinpal.request({
            merchantId: itemValue(config.items, 'merchant_id'),
            amountRial: Number(amount) * 10,
            description: `${product.name} (سفارش ${id})`,
            callbackUrl: `${deps.publicUrl}/api/shop/zarinpal/callback?order=${orderToken}`,
            ...(mobile ? { mobile } : { email }),
          });
          await setOrderFields(db, id, { gateway_ref: authority });
          return { order: orderToken, redirect: deps.zarinpal.startPayUrl(authority) };
        }
        if (config.method_code === 'cryptomus') {
          const client = deps.cryptomus({
            merchant: itemValue(config.items, 'merchant'),
            apiKey: itemValue(config.items, 'api_key'),
          });
          const invoice = await client.createInvoice({
            amount,
            currency,
            orderId: `store-${orderToken}`,
            callbackUrl: `${deps.publicUrl}/api/shop/cryptomus/webhook`,
            returnUrl: ctx.orderUrl(orderToken),
          });
          await setOrderFields(db, id, { gateway_ref: invoice.uuid });
          return { order: orderToken, redirect: invoice.url };
        }
        return { order: orderToken, redirect: null };
      } catch (error) {
        if (!(error instanceof ZarinpalError || error instanceof CryptomusError)) throw error;
        deps.log.warn({ reason: error.message, order: id }, 'store gateway refused the payment request');
        await moveOrder(db, id, AWAITING, { status: FAILED, updated_at: iso() });
        throw new AppError('GATEWAY_FAILED');
      }
    },

    async publicOrder(token: string) {
      return publicOrder(await orderByToken(token));
    },
    async cardReference(token: string, reference: string) {
      const order = await orderByToken(token);
      if (order.method !== 'card' || order.status !== AWAITING) throw new AppError('ORDER_NOT_PENDING');
      await setOrderFields(db, order.id, { reference, updated_at: iso() });
      return publicOrder(await orderByToken(token));
    },
    async ovpnFile(token: string, file: string) {
      const order = await orderByToken(token);
      if (order.status !== DELIVERED || !order.service_id) throw new AppError('NOT_FOUND');
      const s = await deps.services.one(order.user_id, order.service_id);
      return deps.services.ovpnDownload(order.user_id, { user: s.email, pass: s.password, file });
    },
  };
}
