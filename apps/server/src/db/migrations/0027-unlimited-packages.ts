import { type Kysely, sql } from 'kysely';

/**
 * `packages.unlimited_traffic` (decision 053): a package sold by time alone. A service bought or renewed with it
 * takes the flag; `services.unlimited_traffic` (migration 0002) already keeps such a service from ever running out
 * of traffic.
 */
export function unlimitedPackages() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table packages add column unlimited_traffic integer not null default 0`.execute(db);
    },
  };
}
