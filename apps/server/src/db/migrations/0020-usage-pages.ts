import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * PostgreSQL: services' pages keep half their room free (was a fifth, migration 0016), so that a usage pass, which
 * updates every counted service once, finds room for each new row version on its page: a HOT update, which skips the
 * table's eleven indexes. With a fifth free only about one row in four of a full page fitted, and the others were
 * written elsewhere with an entry in every index (decision 036). It applies to pages written from now on; an existing
 * table gets it with `VACUUM FULL services` once in a quiet hour. SQLite updates rows in place and needs nothing.
 */
export function usagePages(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`alter table services set (fillfactor = 50)`.execute(db);
    },
  };
}
