import { type Kysely, sql } from 'kysely';

/**
 * `nodes.traffic_multiplier` (decision 109): what a byte through the node counts for against a service's traffic, from
 * 0.1 to 10 in hundredths. Nodes made before this migration count their traffic as it was counted, at 1.
 */
export function nodeTrafficMultiplier() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table nodes add column traffic_multiplier double precision not null default 1
                check (traffic_multiplier >= 0.1 and traffic_multiplier <= 10)`.execute(db);
    },
  };
}
