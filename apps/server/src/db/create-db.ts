import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.js';
import { PreparingPgClient } from './drivers/postgres-preparing-client.js';
import { GroupCommitSqliteDialect } from './drivers/sqlite-group-commit.js';
import { withStatementCache } from './drivers/sqlite-statements.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type Executor = Db | Trx;
export type Dialect = 'sqlite' | 'postgres';

// int8 (bigint balances, count(*)) as numbers: Toman amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * Where the data lives: `Config['database']`, or a database a test or the bench names. `prepare`, `groupCommit` and
 * `statementCache` are the drivers kept for speed (`drivers/README.md`), on unless set to false.
 */
export type DatabaseTarget =
  | { dialect: 'postgres'; url: string; prepare?: boolean; poolSize?: number }
  | { dialect: 'sqlite'; file: string; groupCommit?: boolean; statementCache?: boolean };

export function createDb(database: DatabaseTarget): DbHandle {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolSize ?? DEFAULT_POOL_SIZE,
      Client: database.prepare === false ? pg.Client : PreparingPgClient,
    });
    // An idle connection cut by the server (restart, failover) is replaced on next use; it must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SqliteDatabase(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const config: SqliteDialectConfig = {
    database: database.statementCache === false ? sqlite : withStatementCache(sqlite),
  };
  const db = new Kysely<Database>({
    dialect:
      database.groupCommit === false
        ? new ImmediateSqliteDialect(config)
        : new GroupCommitSqliteDialect(config, sqlite, path.resolve(database.file)),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's own SQLite driver, what `SQLITE_GROUP_COMMIT=false` measures the group commit against: its transactions
 * begin immediately, so two writers never deadlock on upgrade (docs/product/server-behaviour.md#security-and-integrity).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection) {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
    })(this.#config);
  }
}

export const nowIso = () => new Date().toISOString();
