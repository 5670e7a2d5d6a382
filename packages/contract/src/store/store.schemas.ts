import { z } from 'zod';
import {
  codeField,
  IdSchema,
  IntSchema,
  normalizeMobile,
  normalizeText,
  paginated,
  RequiredTextSchema,
  stripInvisible,
} from '../common.js';

/** Gateways a store can offer; the admin's catalogue names them and lists the keys each needs. */
export const GATEWAY_CODES = ['zarinpal', 'cryptomus', 'card'] as const;
export type GatewayCode = (typeof GATEWAY_CODES)[number];

/** docs/product/store.md#store: 0 awaiting payment, 1 paid, 2 delivered, 3 failed or cancelled. */
export const ORDER_STATUS = { AWAITING: 0, PAID: 1, DELIVERED: 2, FAILED: 3 } as const;
export const ORDER_STATUS_LABELS: Record<number, string> = {
  0: 'در انتظار پرداخت',
  1: 'پرداخت شده، در انتظار تحویل',
  2: 'تحویل شده',
  3: 'ناموفق یا لغو شده',
};

/** docs/product/money-and-pricing.md#pricing: the package price scaled by the reseller's discount, rounded to the nearest 1000 Toman. */
export function storePackagePrice(price: number, discount = 100): number {
  return Math.round((price * discount) / 100 / 1000) * 1000;
}

/** The customer's price through one method: `changepercent` scales it, to whole Toman, never down to less. */
export function methodAmount(price: number, changepercent: number): number {
  return Math.ceil((price * changepercent) / 100);
}

export const AvailablePaymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.enum(GATEWAY_CODES),
  keys: z.array(z.string()),
  active: z.boolean(),
});
export type AvailablePaymentMethod = z.infer<typeof AvailablePaymentMethodSchema>;

export const AdminPaymentMethodBodySchema = z.object({
  name: RequiredTextSchema('نام روش پرداخت نمی‌تواند خالی باشد', 100),
  active: z.boolean({ error: 'وضعیت باید بله یا خیر باشد' }),
});

/** Gateway keys that are secrets by their name (`api_key`, ...); merchant ids and card details are not. */
export const isSecretKey = (name: string) => /key|secret|pass/i.test(name);

const MASK = '••••';
export const isMasked = (value: string) => value.includes(MASK);

/** docs/product/server-behaviour.md#security-and-integrity: provider keys are masked when shown back; masking twice changes nothing. */
export function maskSecret(value: string): string {
  if (isMasked(value)) return value;
  return value.length >= 16 ? `${value.slice(0, 4)}${MASK}${value.slice(-4)}` : MASK + MASK;
}

export const PaymentItemSchema = z.object({
  name: RequiredTextSchema('عنوان کلید نمی‌تواند خالی باشد', 50),
  value: RequiredTextSchema('مقدار کلید نمی‌تواند خالی باشد', 500),
});
export type PaymentItem = z.infer<typeof PaymentItemSchema>;

export const PaymentConfigSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  order: z.number().int(),
  changepercent: z.number().int(),
  payment_method_id: z.number().int(),
  items: z.array(z.object({ name: z.string(), value: z.string() })),
  paymentMethod: z.object({ name: z.string(), code: z.enum(GATEWAY_CODES) }),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const PaymentConfigBodySchema = z.object({
  payment_method_id: IdSchema('درگاه', 'درگاه را انتخاب کنید'),
  active: z.boolean({ error: 'وضعیت باید بله یا خیر باشد' }).default(true),
  order: IntSchema('ترتیب نمایش').min(0).max(1000),
  changepercent: IntSchema('درصد تبدیل ارز')
    .min(1, 'درصد تبدیل ارز دست‌کم ۱ است')
    .max(1000, 'درصد تبدیل ارز حداکثر ۱۰۰۰ است'),
  items: z.array(PaymentItemSchema).max(20),
});
export type PaymentConfigBody = z.infer<typeof PaymentConfigBodySchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  active: z.boolean(),
  link: z.string(),
  package_id: z.number().int(),
  package: z.object({ name: z.string(), price: z.number().int() }),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductBodySchema = z.object({
  name: RequiredTextSchema('نام محصول نمی‌تواند خالی باشد', 100),
  price: z
    .number({ error: 'قیمت نمی‌تواند خالی باشد' })
    .min(-1_000_000_000, { message: 'قیمت بیش از حد کوچک است', abort: true })
    .max(1_000_000_000, { message: 'قیمت بیش از حد بزرگ است', abort: true })
    .int('قیمت باید عدد صحیح (تومان) باشد')
    .min(1_000, 'قیمت دست‌کم ۱٬۰۰۰ تومان است')
    .max(1_000_000_000, 'قیمت بیش از حد بزرگ است'),
  package_id: IdSchema('بسته', 'بسته را انتخاب کنید'),
  active: z.boolean({ error: 'وضعیت باید بله یا خیر باشد' }).default(true),
});
export type ProductBody = z.infer<typeof ProductBodySchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  info: z.string(),
  user: z.object({ mobile: z.string() }),
  email: z.string(),
  price: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  jdate: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  service_id: z.number().int().nullable(),
  method: z.string(),
  reference: z.string(),
  /** Card-to-card orders with a reference wait for the reseller's decision. */
  awaiting_confirmation: z.boolean(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = paginated(OrderSchema);

/** Card-to-card orders with the customer's reference, waiting for the reseller's decision (`awaiting_confirmation`). */
export const AwaitingOrdersSchema = z.object({ count: z.number().int() });
export type AwaitingOrders = z.infer<typeof AwaitingOrdersSchema>;

// --- The public checkout (outside the panel) ---

export const CheckoutMethodSchema = z.object({
  id: z.number().int(),
  /** The admin's title for the method's kind: two gateways of one kind share it (decision 019). */
  name: z.string(),
  code: z.enum(GATEWAY_CODES),
  /** A card-to-card gateway's last four digits ('' for the others), so two cards read apart. */
  card_ending: z.string(),
  /** The price through this gateway, in percent of the product's (110: 10% more). */
  changepercent: z.number().int(),
  amount: z.string(),
  currency: z.string(),
});
export const CheckoutSchema = z.object({
  store: z.string(),
  servicename: z.string(),
  supportlink: z.string(),
  product: z.object({
    name: z.string(),
    price: z.number().int(),
    days: z.number().int(),
    traffic_gb: z.number(),
    unlimited_traffic: z.boolean(),
    is_v2ray: z.boolean(),
    is_radius: z.boolean(),
  }),
  methods: z.array(CheckoutMethodSchema),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CheckoutBodySchema = z.object({
  contact: z.preprocess(
    (v) => (typeof v === 'string' ? stripInvisible(normalizeText(v)).trim() : v),
    z
      .string({ error: 'موبایل یا ایمیل را وارد کنید' })
      .min(1, 'موبایل یا ایمیل را وارد کنید')
      .max(120, 'موبایل یا ایمیل بیش از حد بلند است')
      .refine((v) => normalizeMobile(v) !== null || EMAIL.test(v), 'موبایل یا ایمیل معتبر نیست'),
  ),
  method_id: IdSchema('روش پرداخت', 'روش پرداخت را انتخاب کنید'),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;
export const CheckoutStartSchema = z.object({ order: z.string(), redirect: z.string().nullable() });

export const CardReferenceBodySchema = z.object({
  reference: codeField(
    z
      .string({ error: 'شماره‌ی پیگیری واریز را وارد کنید' })
      .min(1, 'شماره‌ی پیگیری واریز را وارد کنید')
      .max(60, 'شماره‌ی پیگیری بیش از حد بلند است'),
  ),
});

export const DeliveredServiceSchema = z.object({
  is_v2ray: z.boolean(),
  is_radius: z.boolean(),
  link: z.string(),
  subscription_url: z.string(),
  username: z.string(),
  password: z.string(),
  ovpn: z.array(z.object({ name: z.string(), url: z.string() })),
});
export const PublicOrderSchema = z.object({
  token: z.string(),
  store: z.string(),
  servicename: z.string(),
  supportlink: z.string(),
  product: z.string(),
  contact: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(GATEWAY_CODES),
  status: z.number().int(),
  status_label: z.string(),
  card: z.object({ card_number: z.string(), holder_name: z.string(), reference: z.string() }).nullable(),
  pay_url: z.string().nullable(),
  service: DeliveredServiceSchema.nullable(),
  jdate: z.string(),
});
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

/** An order's or a product's token, from an address a customer may paste from a chat (a trailing ZWNJ, say). */
export const OrderTokenParamsSchema = z.object({
  token: codeField(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'نشانی معتبر نیست')),
});
export const ProductTokenParamsSchema = OrderTokenParamsSchema;
