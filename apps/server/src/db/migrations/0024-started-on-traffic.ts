import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Starts, once, every live unused service that already has traffic. Before decision 048 a RADIUS counter was saved
 * in one transaction and its start in the next (and V2Ray's before decision 036), so a crash between them left such
 * a service, and the first pass of every process looked for them among all unused services. Counters and starts now
 * commit together; this finds what an older version left, and the worker no longer looks, so the index it looked
 * through (`services_unstarted`, migration 0016), an entry for every sale, goes too.
 */
export function startedOnTraffic(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const now = new Date().toISOString();
      const end =
        dialect === 'postgres'
          ? sql`to_char((cast(${now} as timestamptz) at time zone 'UTC') + days * interval '1 day',
                        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${now}, '+' || days || ' days')`;
      await sql`update services set started_at = ${now}, expire_in = ${end}
                 where started_at is null and deleted_at is null
                   and upload_bytes + download_bytes + radius_bytes > 0`.execute(db);
      await sql`drop index if exists services_unstarted`.execute(db);
    },
  };
}
