import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/** Resellers' stores: the admin's catalogue of gateways, each store's gateway settings, products and orders. */
export function store(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', sql.raw(serial), (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          );

      await withId('payment_methods')
        .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('keys', 'varchar(500)', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      await db
        .insertInto('payment_methods' as never)
        .values([
          { code: 'zarinpal', name: 'زرین‌پال', keys: JSON.stringify(['merchant_id']), created_at: now },
          {
            code: 'cryptomus',
            name: 'ارز دیجیتال (کریپتوماس)',
            keys: JSON.stringify(['merchant', 'api_key']),
            created_at: now,
          },
          { code: 'card', name: 'کارت به کارت', keys: JSON.stringify(['card_number', 'holder_name']), created_at: now },
        ] as never)
        .execute();

      await withId('store_payment_configs')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('changepercent', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('store_payment_configs_user').on('store_payment_configs').column('user_id').execute();

      await withId('store_products')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('price', sql.raw(big), (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('token', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('deleted_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('store_products_user').on('store_products').column('user_id').execute();

      await withId('store_orders')
        .addColumn('token', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('store_products.id'))
        .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
        .addColumn('info', 'varchar(200)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(11)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('price', sql.raw(big), (c) => c.notNull())
        .addColumn('amount', 'varchar(30)', (c) => c.notNull())
        .addColumn('currency', 'varchar(10)', (c) => c.notNull())
        .addColumn('config_id', 'integer', (c) => c.notNull().references('store_payment_configs.id'))
        .addColumn('method', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('gateway_ref', 'varchar(100)')
        .addColumn('reference', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('service_id', 'integer', (c) => c.references('services.id'))
        .addColumn('notified_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('paid_at', 'varchar(30)')
        .addColumn('delivered_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('store_orders_user').on('store_orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('store_orders_status').on('store_orders').columns(['status', 'id']).execute();
    },
  };
}
