import { randomBytes } from 'node:crypto';
import {
  type Checkout,
  type CheckoutBody,
  isMasked,
  isSecretKey,
  maskSecret,
  normalizeMobile,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  PAGE_SIZE,
  type PaymentConfigBody,
  type ProductBody,
  type PublicOrder,
  toJalaliDate,
} from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { type CryptomusClient, CryptomusError } from '../../integrations/cryptomus/cryptomus.js';
import { type ZarinpalClient, ZarinpalError } from '../../integrations/zarinpal/zarinpal.js';
import { crashPoint } from '../../lib/crash-point.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ProfileService } from '../profile/profile.service.js';
import type { ServicesService } from '../services/services.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { addressKey, type Limit, type ThrottleService } from '../throttle/throttle.service.js';
import type { UsersService } from '../users/users.service.js';
import { itemValue, priceIn, toAvailableMethod, toConfig, toOrder, toProduct } from './store.mapper.js';
import {
  type ConfigRow,
  configHasOrders,
  deleteConfig,
  findConfig,
  findMethod,
  findOrder,
  findOrderByToken,
  findOwnOrder,
  findOwnProduct,
  findProductByToken,
  insertConfig,
  insertOrder,
  insertProduct,
  listConfigs,
  listMethods,
  listOrders,
  listProducts,
  moveOrder,
  type OrderRow,
  ordersToSettle,
  setOrderFields,
  updateConfig,
  updateMethod,
  updateProduct,
} from './store.repository.js';

const { AWAITING, PAID, DELIVERED, FAILED } = ORDER_STATUS;
/** Unpaid gateway orders are checked with the gateway after this, and given up after `ABANDON_MS`. */
const SETTLE_AFTER_MS = 10 * 60_000;
const ABANDON_MS = 60 * 60_000;
const newToken = () => randomBytes(18).toString('base64url');
const digits = (v: string) => v.replace(/[\s-]/g, '');
/** Titles read alike whatever their spaces and half-spaces (`زرین پال`, `زرین‌پال`). */
const sameTitle = (a: string, b: string) => a.replace(/[\s\u200c]/g, '') === b.replace(/[\s\u200c]/g, '');

/** Checks of a gateway's own keys, beyond being present (Persian lines for the error dialog). */
const KEY_RULES: Record<string, (value: string) => string | null> = {
  merchant_id: (v) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)
      ? null
      : 'مرچنت زرین‌پال باید یک شناسه‌ی ۳۶ نویسه‌ای باشد',
  card_number: (v) => (/^\d{16}$/.test(digits(v)) ? null : 'شماره‌ی کارت باید ۱۶ رقم باشد'),
  merchant: (v) => (/^[0-9a-f-]{36}$/i.test(v) ? null : 'شناسه‌ی مرچنت کریپتوماس معتبر نیست'),
};

/**
 * Resellers' stores (docs/product/store.md#store; docs/decisions/019): products sold through public links, paid through
 * the reseller's own gateways, delivered from the reseller's balance at the reseller's own package price. Every step
 * of an order is a conditional status move, so a callback replayed or raced delivers once.
 */
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

export function createStoreService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
  zarinpal: ZarinpalClient;
  cryptomus: (keys: { merchant: string; apiKey: string }) => CryptomusClient;
  users: UsersService;
  catalogue: CatalogueService;
  services: ServicesService;
  settings: SettingsService;
  notifications: NotificationsService;
  profile: ProfileService;
  throttle: ThrottleService;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}) {
  const { db } = deps;
  const iso = () => deps.now().toISOString();
  const orderUrl = (token: string) => `${deps.publicUrl}/order/${token}`;

  async function requireStore(userId: number) {
    const me = await deps.users.me(userId);
    if (!me.storeenable) throw new AppError('STORE_DISABLED');
    return me;
  }

  async function sellablePackage(packageId: number) {
    const pkg = await deps.catalogue.findPackage(packageId);
    if (pkg?.active !== 1 || pkg.is_custom === 1) {
      throw new AppError('PACKAGE_NOT_FOUND', ['بسته: فقط بسته‌های فعال با حجم و مدت ثابت فروخته می‌شوند']);
    }
    return pkg;
  }

  /**
   * A secret sent back exactly as it was shown (masked) keeps the stored one, so a gateway is edited without retyping
   * its key; any other masked value cannot be a key and is refused.
   */
  function keepSecrets(body: PaymentConfigBody, storedItems: string | null): PaymentConfigBody {
    const problems: string[] = [];
    const items = body.items.map((item) => {
      if (!isSecretKey(item.name) || !isMasked(item.value)) return item;
      const stored = storedItems ? itemValue(storedItems, item.name) : '';
      if (stored && item.value === maskSecret(stored)) return { ...item, value: stored };
      problems.push(`کلید «${item.name}» را دوباره وارد کنید`);
      return item;
    });
    if (problems.length > 0) throw new AppError('VALIDATION', problems);
    return { ...body, items };
  }

  async function checkConfig(body: PaymentConfigBody) {
    const method = await findMethod(db, body.payment_method_id);
    if (method?.active !== 1) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    const keys = JSON.parse(method.keys) as string[];
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const item of body.items) {
      if (!keys.includes(item.name)) problems.push(`کلید «${item.name}» برای این درگاه تعریف نشده است`);
      else if (seen.has(item.name)) problems.push(`کلید «${item.name}» دو بار آمده است`);
      else {
        const problem = KEY_RULES[item.name]?.(item.value);
        if (problem) problems.push(problem);
      }
      seen.add(item.name);
    }
    if (problems.length > 0) throw new AppError('VALIDATION', problems);
    const missing = keys.filter((k) => !seen.has(k));
    if (body.active && missing.length > 0) {
      throw new AppError(
        'PAYMENT_KEYS_MISSING',
        missing.map((k) => `کلید «${k}» را وارد کنید`),
      );
    }
    return JSON.stringify(
      body.items.map((i) => ({ name: i.name, value: i.name === 'card_number' ? digits(i.value) : i.value })),
    );
  }

  async function configView(id: number) {
    const row = await findConfig(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toConfig(row);
  }

  async function productView(userId: number, id: number, discount: number) {
    const row = await findOwnProduct(db, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toProduct(row, { publicUrl: deps.publicUrl, discount });
  }

  const usable = (c: ConfigRow) => c.active === 1 && c.method_active === 1;

  /** Where the store sells from: the product, its reseller (with the store switched on) and the usable methods. */
  async function storefront(token: string) {
    const product = await findProductByToken(db, token);
    if (product?.active !== 1) throw new AppError('PRODUCT_NOT_FOUND');
    const owner = await deps.users.me(product.user_id).catch(() => undefined);
    if (!owner?.storeenable) throw new AppError('PRODUCT_NOT_FOUND');
    const pkg = await deps.catalogue.findPackage(product.package_id);
    if (pkg?.active !== 1) throw new AppError('PRODUCT_NOT_FOUND');
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
    const moved = await moveOrder(db, order.id, AWAITING, { status: PAID, paid_at: now, updated_at: now, reference });
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
    deliver,

    async availableMethods() {
      return (await listMethods(db)).filter((m) => m.active === 1).map(toAvailableMethod);
    },
    async adminMethods() {
      return (await listMethods(db)).map(toAvailableMethod);
    },
    async adminUpdateMethod(id: number, body: { name: string; active: boolean }) {
      if (!(await findMethod(db, id))) throw new AppError('NOT_FOUND');
      // Two kinds under one title read alike to a store's customer (decision 083).
      const others = (await listMethods(db)).filter((m) => m.id !== id);
      if (others.some((m) => sameTitle(m.name, body.name))) {
        throw new AppError('VALIDATION', ['روش پرداخت دیگری همین نام را دارد؛ نام دیگری بنویسید']);
      }
      await updateMethod(db, id, { name: body.name, active: body.active ? 1 : 0 });
      const row = await findMethod(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return toAvailableMethod(row);
    },

    async myMethods(userId: number) {
      await requireStore(userId);
      return (await listConfigs(db, userId)).map(toConfig);
    },
    async createMethod(userId: number, body: PaymentConfigBody) {
      await requireStore(userId);
      const items = await checkConfig(keepSecrets(body, null));
      const now = iso();
      const { id } = await insertConfig(db, {
        user_id: userId,
        payment_method_id: body.payment_method_id,
        active: body.active ? 1 : 0,
        sort_order: body.order,
        changepercent: body.changepercent,
        items,
        created_at: now,
        updated_at: now,
      });
      return configView(id);
    },
    async updateMethod(userId: number, id: number, body: PaymentConfigBody) {
      await requireStore(userId);
      const existing = await findConfig(db, id);
      if (!existing || existing.user_id !== userId) throw new AppError('NOT_FOUND');
      const items = await checkConfig(keepSecrets(body, existing.items));
      await updateConfig(db, id, userId, {
        payment_method_id: body.payment_method_id,
        active: body.active ? 1 : 0,
        sort_order: body.order,
        changepercent: body.changepercent,
        items,
        updated_at: iso(),
      });
      return configView(id);
    },
    async deleteMethod(userId: number, id: number) {
      await requireStore(userId);
      const existing = await findConfig(db, id);
      if (!existing || existing.user_id !== userId) throw new AppError('NOT_FOUND');
      if (await configHasOrders(db, id)) throw new AppError('METHOD_HAS_ORDERS');
      await deleteConfig(db, id, userId);
      return { message: 'روش پرداخت حذف شد' };
    },

    async myProducts(userId: number) {
      const me = await requireStore(userId);
      return (await listProducts(db, userId)).map((row) =>
        toProduct(row, { publicUrl: deps.publicUrl, discount: me.discount }),
      );
    },
    async createProduct(userId: number, body: ProductBody) {
      const me = await requireStore(userId);
      await sellablePackage(body.package_id);
      const now = iso();
      const { id } = await insertProduct(db, {
        user_id: userId,
        package_id: body.package_id,
        name: body.name,
        price: body.price,
        active: body.active ? 1 : 0,
        token: newToken(),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      return productView(userId, id, me.discount);
    },
    async updateProduct(userId: number, id: number, body: ProductBody) {
      const me = await requireStore(userId);
      if (!(await findOwnProduct(db, userId, id))) throw new AppError('NOT_FOUND');
      await sellablePackage(body.package_id);
      await updateProduct(db, userId, id, {
        name: body.name,
        price: body.price,
        package_id: body.package_id,
        active: body.active ? 1 : 0,
        updated_at: iso(),
      });
      return productView(userId, id, me.discount);
    },
    async deleteProduct(userId: number, id: number) {
      await requireStore(userId);
      if (!(await findOwnProduct(db, userId, id))) throw new AppError('NOT_FOUND');
      await updateProduct(db, userId, id, { deleted_at: iso(), active: 0, updated_at: iso() });
      return { message: 'محصول حذف شد' };
    },

    async myOrders(userId: number, page: number) {
      await requireStore(userId);
      const { rows, total } = await listOrders(db, userId, page, PAGE_SIZE);
      return { data: rows.map(toOrder), last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
    async confirmCard(userId: number, id: number) {
      await requireStore(userId);
      const order = await findOwnOrder(db, userId, id);
      if (!order) throw new AppError('NOT_FOUND');
      // A concurrent confirm or reject may have moved the order since it was read.
      if (order.method !== 'card' || order.status !== AWAITING || !(await markPaid(order, order.reference))) {
        throw new AppError('ORDER_NOT_PENDING');
      }
      return toOrder((await findOrder(db, id)) as OrderRow);
    },
    async rejectCard(userId: number, id: number) {
      await requireStore(userId);
      const order = await findOwnOrder(db, userId, id);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.method !== 'card' || !(await moveOrder(db, id, AWAITING, { status: FAILED, updated_at: iso() }))) {
        throw new AppError('ORDER_NOT_PENDING');
      }
      return toOrder((await findOrder(db, id)) as OrderRow);
    },

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
          unlimited_traffic: pkg.unlimited_traffic === 1,
          is_v2ray: pkg.is_v2ray === 1,
          is_radius: pkg.is_radius === 1,
        },
        methods: methods.map((c) => ({
          id: c.id,
          name: c.method_name,
          code: c.method_code,
          // What tells two of one kind apart for the customer (decision 083); the whole card shows once ordered.
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
            returnUrl: orderUrl(orderToken),
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

    /** Zarinpal sends the payer back here; the amount verified is ours, never one from the request. */
    async zarinpalCallback(query: { order?: string; Authority?: string; Status?: string }) {
      const order = query.order ? await findOrderByToken(db, query.order) : undefined;
      if (!order) return `${deps.publicUrl}/soon`;
      if (order.method === 'zarinpal' && order.gateway_ref === query.Authority) {
        try {
          if (order.status === AWAITING) await settleZarinpal(order, query.Status === 'NOK');
          else if (order.status === PAID) await deliver(order.id);
        } catch (error) {
          if (!(error instanceof ZarinpalError)) throw error;
          deps.log.warn({ reason: error.message, order: order.id }, 'Zarinpal verify failed; reconciliation retries');
        }
      }
      return orderUrl(order.token);
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
      const config = await gatewayConfig(order);
      const client = deps.cryptomus({
        merchant: itemValue(config.items, 'merchant'),
        apiKey: itemValue(config.items, 'api_key'),
      });
      const hook = client.verifyWebhook(rawBody);
      if (!hook || hook.uuid !== order.gateway_ref) throw new AppError('WEBHOOK_REJECTED');
      try {
        if (order.status === AWAITING) await settleCryptomus(order);
        else if (order.status === PAID) await deliver(order.id);
      } catch (error) {
        if (!(error instanceof CryptomusError)) throw error;
        throw new AppError('CRYPTO_UNAVAILABLE');
      }
      return { status: ORDER_STATUS_LABELS[(await findOrder(db, order.id))?.status ?? 0] ?? '' };
    },

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
export type StoreService = ReturnType<typeof createStoreService>;
