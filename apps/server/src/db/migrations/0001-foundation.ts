import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/** The identity column is the only difference between the dialects. */
export function foundation(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';

  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', sql.raw(serial), (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          );
      const money = dialect === 'postgres' ? 'bigint' : 'integer';

      await withId('pay_groups')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('has_perfectmoney', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_crypto', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('perfect_charge_rate', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('crypto_charge_rate', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('telegram', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await withId('users')
        .addColumn('type', 'varchar(10)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('owner_id', 'integer', (c) => c.references('users.id'))
        .addColumn('referrer_id', 'integer', (c) => c.references('users.id'))
        .addColumn('referral_code', 'varchar(32)')
        .addColumn('telegram', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('volumeservice', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('storeenable', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('referralreward', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paygroup_id', 'integer', (c) => c.notNull().references('pay_groups.id'))
        .addColumn('balance', sql.raw(money), (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
        .addColumn('traffic_used', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('traffic_total', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('pool_expires_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('deleted_at', 'varchar(30)')
        .execute();
      // One login per mobile among live admins and resellers; a reseller's customers are scoped to that reseller.
      await db.schema
        .createIndex('users_login_mobile')
        .on('users')
        .column('mobile')
        .unique()
        .where(sql.ref('type'), '<>', 'CUSTOMER')
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('users_customer_mobile')
        .on('users')
        .columns(['owner_id', 'mobile'])
        .unique()
        .where(sql.ref('type'), '=', 'CUSTOMER')
        .execute();
      await db.schema.createIndex('users_referral_code').on('users').column('referral_code').unique().execute();
      await db.schema.createIndex('users_referrer').on('users').column('referrer_id').execute();

      await withId('auth_tokens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(30)')
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

      await withId('otp_codes')
        .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('consumed_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('otp_codes_lookup').on('otp_codes').columns(['mobile', 'purpose']).execute();

      await withId('sms_outbox')
        .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').columns(['mobile', 'id']).execute();

      await withId('transactions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('amount', sql.raw(money), (c) => c.notNull())
        .addColumn('balance_after', sql.raw(money), (c) => c.notNull().check(sql`balance_after >= 0`))
        .addColumn('info', 'varchar(255)', (c) => c.notNull())
        .addColumn('ref_type', 'varchar(30)')
        .addColumn('ref_id', 'integer')
        .addColumn('actor_id', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('transactions_user').on('transactions').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('key', 'varchar(255)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('claim_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();

      await db
        .insertInto('pay_groups' as never)
        .values({ name: 'پیش‌فرض', created_at: new Date().toISOString() } as never)
        .execute();
    },
  };
}
