import { type Kysely, sql } from 'kysely';

/**
 * Drops `services_undelivered` (migration 0011). The delivery deadline's query goes from the few pending provisioning
 * jobs to their services by id (decision 013; PostgreSQL never read the index, SQLite does the same without it), and
 * the delivery stamp finds its services by id. On PostgreSQL each new version of a services row not written in place
 * (a sale, a start, a stop, a renewal) put an entry into it, a key over every service ever sold; without it a usage
 * pass's starts are cheaper (decision 036).
 */
export function noDeliveryIndex() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`drop index if exists services_undelivered`.execute(db);
    },
  };
}
