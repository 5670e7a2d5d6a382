import {
  type AvailablePaymentMethod,
  isSecretKey,
  maskSecret,
  methodAmount,
  ORDER_STATUS_LABELS,
  type Order,
  type PaymentConfig,
  type Product,
  storePackagePrice,
  toJalaliDate,
} from '@pishkhan/contract';
import type { ConfigRow, MethodRow, OrderRow, ProductRow } from './store.repository.js';

const parseItems = (items: string) => JSON.parse(items) as Array<{ name: string; value: string }>;
export const itemValue = (items: string, name: string) => parseItems(items).find((i) => i.name === name)?.value ?? '';

export const toAvailableMethod = (row: MethodRow): AvailablePaymentMethod => ({
  id: row.id,
  name: row.name,
  code: row.code,
  keys: JSON.parse(row.keys) as string[],
  active: row.active,
});

export const toConfig = (row: ConfigRow): PaymentConfig => ({
  id: row.id,
  name: row.method_name,
  active: row.active,
  order: row.sort_order,
  changepercent: row.changepercent,
  payment_method_id: row.payment_method_id,
  items: parseItems(row.items).map((i) => (isSecretKey(i.name) ? { ...i, value: maskSecret(i.value) } : i)),
  paymentMethod: { name: row.method_name, code: row.method_code },
});

export const toProduct = (row: ProductRow, ctx: { publicUrl: string; discount: number }): Product => ({
  id: row.id,
  name: row.name,
  price: Number(row.price),
  active: row.active,
  link: `${ctx.publicUrl}/buy/${row.token}`,
  package_id: row.package_id,
  package: { name: row.package_name, price: storePackagePrice(Number(row.package_price), ctx.discount) },
});

/** What the customer pays through one method: Toman, or US dollars (two decimals, rounded up) for crypto. */
export function priceIn(
  code: 'zarinpal' | 'cryptomus' | 'card',
  price: number,
  changepercent: number,
  usdPrice: number,
) {
  const toman = methodAmount(price, changepercent);
  if (code !== 'cryptomus') return { amount: String(toman), currency: 'IRT' };
  return { amount: (Math.ceil((toman / usdPrice) * 100) / 100).toFixed(2), currency: 'USD' };
}

export const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  info: row.info,
  user: { mobile: row.mobile },
  email: row.email,
  price: Number(row.price),
  amount: row.amount,
  currency: row.currency,
  jdate: toJalaliDate(row.created_at),
  status: row.status,
  status_label: ORDER_STATUS_LABELS[row.status] ?? '',
  service_id: row.service_id,
  method: row.method,
  reference: row.reference,
  awaiting_confirmation: row.method === 'card' && row.status === 0 && row.reference !== '',
});
