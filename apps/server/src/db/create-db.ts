import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type Executor = Db | Trx;
export type Dialect = 'sqlite' | 'postgres';

// int8 (bigint balances, count(*)) as numbers: Toman amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * Hands SQLite's one connection to whoever asked first. Kysely's own lock wakes every waiter at once and lets a caller
 * that arrives meanwhile take it, so under load one request could wait behind others' queries again and again (the
 * bench saw 6 s at the tail of a 0.5 s median, decision 029).
 */
class FifoGate {
  #queue: Array<() => void> = [];
  #held = false;
  async enter() {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#queue.push(resolve));
  }
  leave() {
    const next = this.#queue.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** product-decisions: a write transaction on SQLite begins immediately, so two writers never deadlock on upgrade. */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #gate = new FifoGate();
  override async acquireConnection() {
    // The gate lets one caller through at a time, so Kysely's lock behind it is always free.
    await this.#gate.enter();
    return super.acquireConnection();
  }
  override async releaseConnection() {
    await super.releaseConnection();
    this.#gate.leave();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** How many distinct statements SQLite keeps compiled: every query shape the app has, with room for `IN` lists. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely prepares every query anew; compiling the SQL was the largest single cost of a cheap read (16 % of
 * `/api/auth/me` under load, decision 033). The same SQL text gets the same compiled statement back, least recently
 * used dropped first. Safe on the one connection: a statement runs to completion (`all`/`run`) before the next starts.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
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

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export function createDb(database: Config['database']): DbHandle {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
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
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export const nowIso = () => new Date().toISOString();
