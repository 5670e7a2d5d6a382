import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Telegram notices (decision 112): each user's linked chat, the one-time start codes that link one, the outbox of
 * messages to send, and one row of state shared by every instance: the getUpdates offset, the lease of the instance
 * that polls, and the pause Telegram asked for with `retry_after`.
 */
export function telegram(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const time = dialect === 'postgres' ? 'varchar(30)' : 'text';
  // Chat ids reach 52 bits (core.telegram.org/bots/api#chat).
  const chatId = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('telegram_links')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('chat_id', sql.raw(chatId), (c) => c.notNull().unique())
        .addColumn('tg_username', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('tg_first_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('linked_at', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('telegram_link_codes')
        .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('used_at', time)
        .execute();
      await db.schema.createIndex('telegram_link_codes_user').on('telegram_link_codes').column('user_id').execute();
      await db.schema
        .createTable('telegram_messages')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('chat_id', sql.raw(chatId), (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('text', 'varchar(4096)', (c) => c.notNull())
        // pending (leased while `lease_until` is ahead), sent, or failed (Telegram refused it for good).
        .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        // When a pending message may go; for a sent or failed one, when it finished.
        .addColumn('next_attempt_at', time, (c) => c.notNull())
        .addColumn('lease_until', time)
        .addColumn('last_error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('sent_at', time)
        .execute();
      await db.schema
        .createIndex('telegram_messages_pending')
        .on('telegram_messages')
        .column('id')
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      await db.schema
        .createIndex('telegram_messages_finished')
        .on('telegram_messages')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('telegram_messages_chat')
        .on('telegram_messages')
        .columns(['chat_id', 'status'])
        .execute();
      await db.schema
        .createTable('telegram_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('update_offset', sql.raw(chatId), (c) => c.notNull().defaultTo(0))
        .addColumn('poll_owner', 'varchar(64)')
        .addColumn('poll_lease', time)
        .addColumn('hold_until', time)
        .execute();
      await sql`insert into telegram_state (id, update_offset) values (1, 0)`.execute(db);
    },
  };
}
