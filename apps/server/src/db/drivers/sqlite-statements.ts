import type SqliteDatabase from 'better-sqlite3';

/** How many distinct statements SQLite keeps compiled: every query shape the app has, with room for `IN` lists. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * A function that makes one row's values, in the order of `columns`, into an object literal: every row of a statement
 * gets the same shape, with fast properties. better-sqlite3 builds each row object by setting its columns one by one,
 * and V8 keeps an object of 20 columns or more as a dictionary: slower to build, to read, to spread and to serialise
 * (decision 066). A later column of the same name wins, as in better-sqlite3's own objects. A column named
 * `__proto__` would set the prototype in a literal, so such a statement's rows are built entry by entry.
 */
function rowBuilder(columns: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  if (columns.includes('__proto__')) return (values) => Object.fromEntries(columns.map((name, i) => [name, values[i]]));
  const fields = columns.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as (values: unknown[]) => Record<string, unknown>;
}

/**
 * A compiled statement that answers rows built by `rowBuilder`; a statement that answers no rows runs as it is. SQLite
 * compiles a statement again when another connection changes the schema under it, so a `select *` can come back with
 * a column more or fewer: the builder is made again from the statement's columns when a row's length differs.
 */
function fastRows(stmt: SqliteDatabase.Statement) {
  if (!stmt.reader) return stmt;
  const shaped = () => {
    const columns = stmt.columns().map((column) => column.name);
    return { length: columns.length, build: rowBuilder(columns) };
  };
  let shape = shaped();
  stmt.raw(true);
  const toRow = (values: unknown[]) => {
    if (values.length !== shape.length) shape = shaped();
    return shape.build(values);
  };
  return {
    reader: true,
    all: (parameters: readonly unknown[]) => (stmt.all(parameters) as unknown[][]).map(toRow),
    run: (parameters: readonly unknown[]) => stmt.run(parameters),
    *iterate(parameters: readonly unknown[]) {
      for (const values of stmt.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

/**
 * Kysely prepares every query anew; compiling the SQL was the largest single cost of a cheap read (16 % of
 * `/api/auth/me` under load, decision 033). The same SQL text gets the same compiled statement back, least recently
 * used dropped first. Safe on the one connection: a statement runs to completion (`all`/`run`) before the next starts.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, ReturnType<typeof fastRows>>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached) cache.delete(sql);
      else if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      const stmt = cached ?? fastRows(sqlite.prepare(sql));
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
