import type { Kysely } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * The addresses each account logged in from (decision 004): a one-time code is sent to, and tried from, an address the
 * owner used within a month under an allowance of its own, which no stranger's tries or sends can spend.
 */
export function loginAddresses(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_addresses')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('address', 'varchar(64)', (c) => c.notNull())
        .addColumn('last_at', dialect === 'postgres' ? 'varchar(30)' : 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_addresses_pk', ['user_id', 'address'])
        .execute();
    },
  };
}
