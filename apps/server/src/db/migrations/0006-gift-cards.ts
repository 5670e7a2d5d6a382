import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

export function giftCards(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gift_cards')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('serial', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('amount', sql.raw(big), (c) => c.notNull())
        .addColumn('label', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_by', 'integer', (c) => c.references('users.id'))
        .addColumn('used_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('gift_cards_used_by').on('gift_cards').column('used_by').execute();
    },
  };
}
