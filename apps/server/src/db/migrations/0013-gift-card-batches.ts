import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Gift cards are made in batches the admin lists, exports and follows (decision 028): a batch row, and each card's
 * `batch_id`. Cards made before this had no batch: those made in one request (same time, amount, label and admin)
 * become one.
 */
export function giftCardBatches(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gift_card_batches')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('amount', sql.raw(big), (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('label', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('gift_cards')
        .addColumn('batch_id', 'integer', (c) => c.references('gift_card_batches.id'))
        .execute();
      await sql`insert into gift_card_batches (amount, count, label, created_by, created_at)
        select amount, count(*), label, created_by, created_at from gift_cards
        group by amount, label, created_by, created_at order by min(id)`.execute(db);
      await sql`update gift_cards set batch_id = (select b.id from gift_card_batches b
        where b.created_at = gift_cards.created_at and b.amount = gift_cards.amount and b.label = gift_cards.label
        and (b.created_by = gift_cards.created_by or (b.created_by is null and gift_cards.created_by is null)))`.execute(
        db,
      );
      await db.schema.createIndex('gift_cards_batch').on('gift_cards').column('batch_id').execute();
    },
  };
}
