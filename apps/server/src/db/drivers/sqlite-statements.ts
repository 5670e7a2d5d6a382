import type SqliteDatabase from 'better-sqlite3';

/** How many distinct statements SQLite keeps compiled: every query shape the app has, with room for `IN` lists. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely prepares every query anew, and compiling the SQL was the largest single cost of a cheap read (decision 033).
 * The same SQL text gets the same compiled statement back, least recently used dropped first; its rows are
 * better-sqlite3's own. Safe on the one connection: a statement runs to completion (`all`/`run`) before the next
 * starts. `SQLITE_STATEMENT_CACHE=false` (config.ts) leaves it out.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached) cache.delete(sql);
      else if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      const stmt = cached ?? sqlite.prepare(sql);
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
