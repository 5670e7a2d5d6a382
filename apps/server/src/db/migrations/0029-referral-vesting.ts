import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * `services.referral_pending` (decision 080): the part of a service's referral profit not yet paid to the referrer,
 * because the sale can still be refunded. Sales made before this migration paid their profit at once, so their
 * pending part is 0. The partial index serves the worker's vesting pass, which reads only services with profit waiting.
 */
export function referralVesting(dialect: Dialect) {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table services add column referral_pending ${sql.raw(big)} not null default 0`.execute(db);
      await sql`create index services_referral_pending on services (id) where referral_pending > 0`.execute(db);
    },
  };
}
