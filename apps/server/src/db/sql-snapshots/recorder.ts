import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Db, Dialect } from '../create-db.js';
import type { Database } from '../types.js';
import type { Case, Cases, RepositoryCases, Row } from './case.js';

/** A query as it would reach the database: its SQL and parameters. */
export interface Recorded {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A Kysely instance of `dialect` with the adapter and query compiler `createDb` gets from Kysely's own dialects (and,
 * as there, no plugins), so a repository's dialect branches take their real path; its driver sends nothing and keeps
 * each query.
 */
export function recordingDb(dialect: Dialect) {
  let log: Recorded[] = [];
  let answers: readonly (readonly Row[])[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const rows = answers[log.length] ?? [{}];
      log.push({ sql: query.sql, parameters: query.parameters });
      return { rows: rows as R[], numAffectedRows: BigInt(rows.length) };
    },
    // biome-ignore lint/correctness/useYield: no repository streams; one that starts to is told so
    async *streamQuery() {
      throw new Error('the SQL snapshots do not record streamed queries');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => void log.push({ sql: 'begin', parameters: [] }),
    commitTransaction: async () => void log.push({ sql: 'commit', parameters: [] }),
    rollbackTransaction: async () => void log.push({ sql: 'rollback', parameters: [] }),
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db: Db = new Kysely<Database>({
    dialect:
      dialect === 'postgres'
        ? {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => driver,
            createIntrospector: (k) => new PostgresIntrospector(k),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          }
        : {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => driver,
            createIntrospector: (k) => new SqliteIntrospector(k),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
  });
  return {
    db,
    /** Runs one case and answers the queries it sent, in order. */
    async record(c: Case): Promise<Recorded[]> {
      log = [];
      answers = c.rows ?? [];
      await c.call(db, dialect);
      return log;
    },
  };
}

/** A function's cases as a list of named cases; a lone call is named after nothing. */
export function namedCases(cases: Cases): Array<[name: string, c: Case]> {
  if (typeof cases === 'function') return [['', { call: cases }]];
  if ('call' in cases && typeof cases.call === 'function') return [['', cases as Case]];
  return Object.entries(cases as Record<string, Cases>).map(([name, c]) => [
    name,
    typeof c === 'function' ? { call: c } : (c as Case),
  ]);
}

/** The exported functions of a repository that neither have cases nor are named as sending no SQL. */
export function uncovered(repo: RepositoryCases): string[] {
  return Object.entries(repo.module)
    .filter(([name, value]) => isQueryLike(value) && !(name in repo.queries) && !repo.notQueries.includes(name))
    .map(([name]) => name)
    .sort();
}

/** The names a repository's cases give that it does not export as a function (removed or renamed since). */
export function notExported(repo: RepositoryCases): string[] {
  return [...Object.keys(repo.queries), ...repo.notQueries].filter((name) => !isQueryLike(repo.module[name])).sort();
}

/** A function, or a `builtOnce` query exported as it is. */
const isQueryLike = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && typeof (value as { run?: unknown }).run === 'function');
