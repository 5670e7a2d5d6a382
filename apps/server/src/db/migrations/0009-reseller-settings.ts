import type { Kysely } from 'kysely';

/** A reseller's support, store and remark settings; no row means the defaults (empty, switch off). */
export function resellerSettings() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reseller_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('supportlink', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('store', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('servicename', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('remarks', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('groupremarks', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
  };
}
