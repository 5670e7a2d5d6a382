import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * SQLite: the search tables' `merge` command merges two segments of a level, not four (decision 035), so the
 * worker's merging leaves at most one segment a level. FTS5 keeps the setting in the table's own config. PostgreSQL
 * needs nothing.
 */
export function searchMerging(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      for (const table of ['services_search', 'users_search']) {
        await sql.raw(`insert into ${table}(${table}, rank) values ('usermerge', 2)`).execute(db);
      }
    },
  };
}
