import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/** The audit trail: admin changes and money movements people started (decision 027). */
export function audit(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('method', 'varchar(10)', (c) => c.notNull())
        .addColumn('path', 'varchar(120)', (c) => c.notNull())
        // No foreign key: a refused call may name a user that does not exist, and it is recorded all the same.
        .addColumn('subject_id', 'integer')
        .addColumn('target_id', 'integer')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
      await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'created_at']).execute();
      await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_id', 'created_at']).execute();
    },
  };
}
