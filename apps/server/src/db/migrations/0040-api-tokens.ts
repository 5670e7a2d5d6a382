import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * A reseller's API tokens (decision 110): only the secret's SHA-256 is kept, with its first characters to recognise it
 * by; `scopes` is the comma-separated list. The audit trail names the token a call was made with, its name copied so
 * the entry still reads after the token is revoked.
 */
export function apiTokens(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_tokens')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
        .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(30)')
        .addColumn('expires_at', 'varchar(30)')
        .addColumn('revoked_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id', 'id']).execute();
      await sql`alter table audit_log add column api_token_id integer`.execute(db);
      await sql`alter table audit_log add column api_token_name varchar(60)`.execute(db);
    },
  };
}
