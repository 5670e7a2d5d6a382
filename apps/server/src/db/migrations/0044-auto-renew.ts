import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Auto-renew per service (decision 114): the reseller's switch, off for every service made before it, and the stop
 * (`expired_at`) a failed renewal was last told of, so a reseller hears of it once per stop however often it is tried.
 */
export function autoRenew(dialect: Dialect) {
  const time = dialect === 'postgres' ? 'varchar(30)' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table services add column auto_renew integer not null default 0`.execute(db);
      await sql`alter table services add column auto_renew_failed_for ${sql.raw(time)}`.execute(db);
      // The worker's pass reads only the stopped services that renew by themselves, not the whole table.
      await sql`create index services_auto_renew_due on services (id)
                where auto_renew = 1 and expired_at is not null and deleted_at is null`.execute(db);
    },
  };
}
