import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/** PerfectMoney voucher activations and Cryptomus static wallets with the deposits they received. */
export function topUps(dialect: Dialect) {
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

      // One row per voucher number, ever: the unique number is what stops a second activation or credit.
      await withId('voucher_redemptions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('ev_number', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount_usd', 'varchar(20)')
        .addColumn('batch_num', 'varchar(30)')
        .addColumn('usd_price', sql.raw(big))
        .addColumn('charge_rate', 'integer')
        .addColumn('toman', sql.raw(big))
        .addColumn('error', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('voucher_redemptions_user').on('voucher_redemptions').column('user_id').execute();

      await withId('crypto_wallets')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('currency', 'varchar(10)', (c) => c.notNull())
        .addColumn('network', 'varchar(20)', (c) => c.notNull())
        .addColumn('order_id', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('wallet_uuid', 'varchar(64)', (c) => c.notNull())
        .addColumn('address_uuid', 'varchar(64)', (c) => c.notNull())
        .addColumn('address', 'varchar(128)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('crypto_wallets_user_currency', ['user_id', 'currency'])
        .execute();

      // One row per Cryptomus payment uuid, ever. `held` rows are deposits under the minimum waiting to be credited
      // together with later ones (docs/decisions/016).
      await withId('crypto_payments')
        .addColumn('uuid', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull().references('crypto_wallets.id'))
        .addColumn('currency', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount', 'varchar(40)', (c) => c.notNull())
        .addColumn('txid', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('rate_toman', sql.raw(big), (c) => c.notNull())
        .addColumn('charge_rate', 'integer', (c) => c.notNull())
        .addColumn('toman', sql.raw(big), (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('transaction_id', 'integer', (c) => c.references('transactions.id'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('credited_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('crypto_payments_user_status')
        .on('crypto_payments')
        .columns(['user_id', 'currency', 'status'])
        .execute();
    },
  };
}
