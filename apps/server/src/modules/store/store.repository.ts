import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import { flag, isOn } from '../../db/flags.js';
import type { StoreDatabase } from '../../db/types.js';

type OrderTable = StoreDatabase['store_orders'];
type ConfigTable = StoreDatabase['store_payment_configs'];
type ProductTable = StoreDatabase['store_products'];

// The tables keep their switches as 0/1 integers; everything above this file sees booleans (db/flags.ts).
/** An update's switch as its column keeps it, left out when the update does not set it. */
const withFlag = <T extends { active?: boolean }>({ active, ...rest }: T) =>
  active === undefined ? rest : { ...rest, active: flag(active) };

export type MethodRow = Omit<Selectable<StoreDatabase['payment_methods']>, 'active'> & { active: boolean };
const toMethodRow = (row: Selectable<StoreDatabase['payment_methods']>): MethodRow => ({
  ...row,
  active: isOn(row.active),
});

export const listMethods = async (db: Executor) =>
  (await db.selectFrom('payment_methods').selectAll().orderBy('id').execute()).map(toMethodRow);
export async function findMethod(db: Executor, id: number) {
  const row = await db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toMethodRow(row);
}
export const updateMethod = (db: Executor, id: number, patch: { name: string; active: boolean }) =>
  db
    .updateTable('payment_methods')
    .set({ name: patch.name, active: flag(patch.active) })
    .where('id', '=', id)
    .execute();

const configColumns = [
  'store_payment_configs.id',
  'store_payment_configs.user_id',
  'store_payment_configs.payment_method_id',
  'store_payment_configs.active',
  'store_payment_configs.sort_order',
  'store_payment_configs.changepercent',
  'store_payment_configs.items',
  'payment_methods.name as method_name',
  'payment_methods.code as method_code',
  'payment_methods.keys as method_keys',
  'payment_methods.active as method_active',
] as const;
const configs = (db: Executor) =>
  db
    .selectFrom('store_payment_configs')
    .innerJoin('payment_methods', 'payment_methods.id', 'store_payment_configs.payment_method_id')
    .select(configColumns);
type ConfigColumns = Awaited<ReturnType<ReturnType<typeof configs>['executeTakeFirstOrThrow']>>;
export type ConfigRow = Omit<ConfigColumns, 'active' | 'method_active'> & { active: boolean; method_active: boolean };
const toConfigRow = (row: ConfigColumns): ConfigRow => ({
  ...row,
  active: isOn(row.active),
  method_active: isOn(row.method_active),
});

export const listConfigs = async (db: Executor, userId: number) =>
  (
    await configs(db)
      .where('store_payment_configs.user_id', '=', userId)
      .orderBy('store_payment_configs.sort_order')
      .orderBy('store_payment_configs.id')
      .execute()
  ).map(toConfigRow);
export async function findConfig(db: Executor, id: number) {
  const row = await configs(db).where('store_payment_configs.id', '=', id).executeTakeFirst();
  return row && toConfigRow(row);
}
export const insertConfig = (db: Executor, row: Omit<Insertable<ConfigTable>, 'active'> & { active: boolean }) =>
  db
    .insertInto('store_payment_configs')
    .values({ ...row, active: flag(row.active) })
    .returning('id')
    .executeTakeFirstOrThrow();
export const updateConfig = (
  db: Executor,
  id: number,
  userId: number,
  patch: Omit<Updateable<ConfigTable>, 'active'> & { active?: boolean },
) =>
  db
    .updateTable('store_payment_configs')
    .set(withFlag(patch))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
export async function deleteConfig(db: Executor, id: number, userId: number) {
  const r = await db
    .deleteFrom('store_payment_configs')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
export async function configHasOrders(db: Executor, id: number) {
  return Boolean(await db.selectFrom('store_orders').select('id').where('config_id', '=', id).executeTakeFirst());
}

const productColumns = [
  'store_products.id',
  'store_products.user_id',
  'store_products.package_id',
  'store_products.name',
  'store_products.price',
  'store_products.active',
  'store_products.token',
  'packages.name as package_name',
  'packages.price as package_price',
] as const;
const products = (db: Executor) =>
  db
    .selectFrom('store_products')
    .innerJoin('packages', 'packages.id', 'store_products.package_id')
    .select(productColumns)
    .where('store_products.deleted_at', 'is', null);
type ProductColumns = Awaited<ReturnType<ReturnType<typeof products>['executeTakeFirstOrThrow']>>;
export type ProductRow = Omit<ProductColumns, 'active'> & { active: boolean };
const toProductRow = (row: ProductColumns): ProductRow => ({ ...row, active: isOn(row.active) });

export const listProducts = async (db: Executor, userId: number) =>
  (await products(db).where('store_products.user_id', '=', userId).orderBy('store_products.id').execute()).map(
    toProductRow,
  );
export async function findOwnProduct(db: Executor, userId: number, id: number) {
  const row = await products(db)
    .where('store_products.user_id', '=', userId)
    .where('store_products.id', '=', id)
    .executeTakeFirst();
  return row && toProductRow(row);
}
export async function findProductByToken(db: Executor, token: string) {
  const row = await products(db).where('store_products.token', '=', token).executeTakeFirst();
  return row && toProductRow(row);
}
export const insertProduct = (db: Executor, row: Omit<Insertable<ProductTable>, 'active'> & { active: boolean }) =>
  db
    .insertInto('store_products')
    .values({ ...row, active: flag(row.active) })
    .returning('id')
    .executeTakeFirstOrThrow();
export const updateProduct = (
  db: Executor,
  userId: number,
  id: number,
  patch: Omit<Updateable<ProductTable>, 'active'> & { active?: boolean },
) =>
  db
    .updateTable('store_products')
    .set(withFlag(patch))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();

export const insertOrder = (db: Executor, row: Insertable<OrderTable>) =>
  db.insertInto('store_orders').values(row).returning('id').executeTakeFirstOrThrow();
export const findOrderByToken = (db: Executor, token: string) =>
  db.selectFrom('store_orders').selectAll().where('token', '=', token).executeTakeFirst();
export const findOrder = (db: Executor, id: number) =>
  db.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirst();
export const findOwnOrder = (db: Executor, userId: number, id: number) =>
  db.selectFrom('store_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** Moves an order from one status to the next only if nobody moved it first. */
export async function moveOrder(db: Executor, id: number, from: number, patch: Updateable<OrderTable>) {
  const r = await db
    .updateTable('store_orders')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
export const setOrderFields = (db: Executor, id: number, patch: Updateable<OrderTable>) =>
  db.updateTable('store_orders').set(patch).where('id', '=', id).execute();

export async function listOrders(db: Executor, userId: number, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('store_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await db
    .selectFrom('store_orders')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

/** Card-to-card orders with the customer's reference, waiting for the reseller (the mapper's `awaiting_confirmation`). */
export async function countAwaitingCardOrders(db: Executor, userId: number) {
  const r = await db
    .selectFrom('store_orders')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('method', '=', 'card')
    .where('status', '=', 0)
    .where('reference', '!=', '')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Orders the reconciliation pass looks at: unpaid gateway orders older than `before`, and paid undelivered ones. */
export const ordersToSettle = (db: Executor, before: string) =>
  db
    .selectFrom('store_orders')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 0), eb('method', '!=', 'card'), eb('created_at', '<', before)]),
        eb('status', '=', 1),
      ]),
    )
    .orderBy('id')
    .limit(200)
    .execute();
