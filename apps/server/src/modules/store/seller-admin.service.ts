import {
  isMasked,
  isSecretKey,
  maskSecret,
  ORDER_STATUS,
  PAGE_SIZE,
  type PaymentConfigBody,
  type ProductBody,
} from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Settlement } from './settlement.js';
import { itemValue, toConfig, toOrder, toProduct } from './store.mapper.js';
import {
  configHasOrders,
  countAwaitingCardOrders,
  deleteConfig,
  findConfig,
  findMethod,
  findOrder,
  findOwnOrder,
  findOwnProduct,
  insertConfig,
  insertProduct,
  listConfigs,
  listOrders,
  listProducts,
  moveOrder,
  type OrderRow,
  updateConfig,
  updateProduct,
} from './store.repository.js';
import { digits, newToken, type StoreContext, type StoreDeps } from './store-context.js';

const { AWAITING, FAILED } = ORDER_STATUS;

/** Checks of a gateway's own keys, beyond being present (Persian lines for the error dialog). */
const KEY_RULES: Record<string, (value: string) => string | null> = {
  merchant_id: (v) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)
      ? null
      : 'مرچنت زرین‌پال باید یک شناسه‌ی ۳۶ نویسه‌ای باشد',
  card_number: (v) => (/^\d{16}$/.test(digits(v)) ? null : 'شماره‌ی کارت باید ۱۶ رقم باشد'),
  merchant: (v) => (/^[0-9a-f-]{36}$/i.test(v) ? null : 'شناسه‌ی مرچنت کریپتوماس معتبر نیست'),
};

/** The reseller's side of their store: its payment methods and their keys, its products, its orders and card checks. */
export function createSellerAdmin(deps: StoreDeps, ctx: StoreContext, settlement: Settlement) {
  const { db } = deps;
  const { iso, requireStore } = ctx;

  async function sellablePackage(packageId: number) {
    const pkg = await deps.catalogue.findPackage(packageId);
    if (!pkg?.active || pkg.is_custom) {
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
    if (!method?.active) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
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

  return {
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
        active: body.active,
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
        active: body.active,
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
        active: body.active,
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
        active: body.active,
        updated_at: iso(),
      });
      return productView(userId, id, me.discount);
    },
    async deleteProduct(userId: number, id: number) {
      await requireStore(userId);
      if (!(await findOwnProduct(db, userId, id))) throw new AppError('NOT_FOUND');
      await updateProduct(db, userId, id, { deleted_at: iso(), active: false, updated_at: iso() });
      return { message: 'محصول حذف شد' };
    },

    async myOrders(userId: number, page: number) {
      await requireStore(userId);
      const { rows, total } = await listOrders(db, userId, page, PAGE_SIZE);
      return { data: rows.map(toOrder), last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
    /** The sidebar's badge and the dashboard's notice (docs/product/store.md): no store, no orders to wait on. */
    async awaitingOrders(userId: number) {
      return { count: await countAwaitingCardOrders(db, userId) };
    },
    async confirmCard(userId: number, id: number) {
      await requireStore(userId);
      const order = await findOwnOrder(db, userId, id);
      if (!order) throw new AppError('NOT_FOUND');
      // A concurrent confirm or reject may have moved the order since it was read.
      if (
        order.method !== 'card' ||
        order.status !== AWAITING ||
        !(await settlement.markPaid(order, order.reference))
      ) {
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
  };
}
