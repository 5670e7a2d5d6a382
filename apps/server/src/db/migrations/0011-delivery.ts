import { type Kysely, sql } from 'kysely';

/**
 * `services.delivered_at`: when a V2Ray service first reached one of its nodes. A sale that never reaches a node by
 * the delivery deadline is cancelled and refunded once (decision 026). Services sold before this column existed
 * count as delivered, so the rule never touches them.
 */
export function delivery() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('services').addColumn('delivered_at', 'varchar(30)').execute();
      await sql`update services set delivered_at = created_at`.execute(db);
      await db.schema
        .createIndex('services_undelivered')
        .on('services')
        .columns(['delivered_at', 'created_at'])
        .execute();
    },
  };
}
