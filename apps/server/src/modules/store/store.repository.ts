import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import type { StoreDatabase } from '../../db/types.js';

type OrderTable = StoreDatabase['store_orders'];

export const listMethods = (db: Executor) => db.selectFrom('payment_methods').selectAll().orderBy('id').execute();
export const findMethod = (db: Executor, id: number) =>
  db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
export const updateMethod = (db: Executor, id: number, patch: { name: string; active: number }) =>
  db.updateTable('payment_methods').set(patch).where('id', '=', id).execute();

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
export type ConfigRow = Awaited<ReturnType<ReturnType<typeof configs>['executeTakeFirstOrThrow']>>;

export const listConfigs = (db: Executor, userId: number) =>
  configs(db)
    .where('store_payment_configs.user_id', '=', userId)
    .orderBy('store_payment_configs.sort_order')
    .orderBy('store_payment_configs.id')
    .execute();
export const findConfig = (db: Executor, id: number) =>
  configs(db).where('store_payment_configs.id', '=', id).executeTakeFirst();
export const insertConfig = (db: Executor, row: Insertable<StoreDatabase['store_payment_configs']>) =>
  db.insertInto('store_payment_configs').values(row).returning('id').executeTakeFirstOrThrow();
export const updateConfig = (
  db: Executor,
  id: number,
  userId: number,
  patch: Updateable<StoreDatabase['store_payment_configs']>,
) => db.updateTable('store_payment_configs').set(patch).where('id', '=', id).where('user_id', '=', userId).execute();
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
export type ProductRow = Awaited<ReturnType<ReturnType<typeof products>['executeTakeFirstOrThrow']>>;

export const listProducts = (db: Executor, userId: number) =>
  products(db).where('store_products.user_id', '=', userId).orderBy('store_products.id').execute();
export const findOwnProduct = (db: Executor, userId: number, id: number) =>
  products(db).where('store_products.user_id', '=', userId).where('store_products.id', '=', id).executeTakeFirst();
export const findProductByToken = (db: Executor, token: string) =>
  products(db).where('store_products.token', '=', token).executeTakeFirst();
export const insertProduct = (db: Executor, row: Insertable<StoreDatabase['store_products']>) =>
  db.insertInto('store_products').values(row).returning('id').executeTakeFirstOrThrow();
export const updateProduct = (
  db: Executor,
  userId: number,
  id: number,
  patch: Updateable<StoreDatabase['store_products']>,
) =>
  db
    .updateTable('store_products')
    .set(patch)
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
