import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresDriver,
  SelectQueryNode,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type Executor = Db | Trx;
export type Dialect = 'sqlite' | 'postgres';

// int8 (bigint balances, count(*)) as numbers: Toman amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * Hands SQLite's connection to whoever asked first. Kysely's own lock wakes every waiter at once and lets a caller that
 * arrives meanwhile take it, so under load one request could wait behind others' queries again and again (the bench
 * saw 6 s at the tail of a 0.5 s median, decision 029). One gate per file in a process: two instances on one file in
 * one process (the tests do that) take turns, and one commits its open group before the other's turn, because a
 * connection waiting for SQLite's write lock waits synchronously and would stop the very process that holds it.
 */
class FifoGate {
  #queue: Array<() => void> = [];
  #held = false;
  /** The connection whose group is open, and how to commit it. */
  open: { owner: object; commit: () => void } | undefined;
  get held() {
    return this.#held;
  }
  async enter(owner: object) {
    if (this.#held) await new Promise<void>((go) => this.#queue.push(go));
    this.#held = true;
    if (this.open && this.open.owner !== owner) this.open.commit();
  }
  leave() {
    const next = this.#queue.shift();
    this.#held = next !== undefined;
    next?.();
  }
}
const gates = new Map<string, FifoGate>();

/** Units in one group at most: a commit at least this often, even when callers keep arriving. */
const MAX_UNITS = 500;

/**
 * SQLite commits many callers' writes with one fsync (decision 037). A caller's unit that writes (a Kysely transaction,
 * or one statement that is not a select) opens a shared `begin immediate` transaction, or joins the one open; a
 * transaction is a savepoint in it. The shared transaction commits once this turn of the event loop has handled its
 * I/O (`setImmediate`), so the requests that arrived together share one commit; and no unit that ran in it (a read
 * included) returns before that commit: nobody learns of a write that a crash could still take back. A read with no
 * group open runs on its own and returns at once, as before.
 */
class GroupCommit {
  #open = false;
  #units = 0;
  #due = false;
  #durable: Promise<void> = Promise.resolve();
  #settle: (error?: unknown) => void = () => {};
  constructor(
    readonly sqlite: SqliteDatabase.Database,
    readonly gate: FifoGate,
  ) {}

  get open() {
    return this.#open;
  }
  get full() {
    return this.#units >= MAX_UNITS;
  }
  /** Set when the commit came due while a unit held the connection: the commit waits for that unit to end. */
  get due() {
    return this.#due;
  }

  /** Joins the open group, opening one if none: the promise settles once its work has committed, or failed to. */
  join() {
    // After a severe error SQLite rolls back the whole transaction by itself: that group has failed.
    if (this.#open && !this.sqlite.inTransaction) this.commit();
    if (!this.#open) {
      this.sqlite.exec('begin immediate');
      this.#open = true;
      this.#durable = new Promise<void>((resolve, reject) => {
        this.#settle = (error) => (error === undefined ? resolve() : reject(error));
      });
      // Every member awaits it; this keeps a failed group from also being reported as unhandled.
      this.#durable.catch(() => {});
      this.gate.open = { owner: this, commit: () => this.commit() };
      setImmediate(() => {
        if (this.gate.held && this.gate.open?.owner === this) this.#due = true;
        else this.commit();
      });
    }
    this.#units++;
    return this.#durable;
  }

  commit() {
    if (!this.#open) return;
    const settle = this.#settle;
    this.#open = false;
    this.#units = 0;
    this.#due = false;
    if (this.gate.open?.owner === this) this.gate.open = undefined;
    if (!this.sqlite.inTransaction) {
      settle(new Error('SQLite rolled back the transaction these changes were part of'));
      return;
    }
    try {
      this.sqlite.exec('commit');
      settle();
    } catch (error) {
      if (this.sqlite.inTransaction) this.sqlite.exec('rollback');
      settle(error);
    }
  }
}

const JOIN = Symbol('join the group');
/** The connection a unit gets: its first write, or a transaction's start, joins the group (`JOIN`). */
type GroupConnection = DatabaseConnection & { [JOIN]: () => void };

/**
 * docs/product/server-behaviour.md#security-and-integrity: a write transaction on SQLite begins immediately, so two writers never deadlock on upgrade; here
 * the group's transaction does, and each caller's transaction is a savepoint in it.
 */
class GroupCommitSqliteDriver extends SqliteDriver {
  readonly #gate: FifoGate;
  readonly #group: GroupCommit;
  /** The group the unit holding the connection ran in, if it needed one. */
  #joined: Promise<void> | undefined;
  #unit: GroupConnection | undefined;
  constructor(config: SqliteDialectConfig, sqlite: SqliteDatabase.Database, file: string) {
    super(config);
    this.#gate = gates.get(file) ?? new FifoGate();
    gates.set(file, this.#gate);
    this.#group = new GroupCommit(sqlite, this.#gate);
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    // The gate lets one caller through at a time, so Kysely's lock behind it is always free.
    await this.#gate.enter(this.#group);
    const connection = await super.acquireConnection();
    this.#joined = undefined;
    // One connection, one holder at a time: the same wrapper serves every unit.
    this.#unit ??= {
      executeQuery: (compiled) => {
        // Inside an open group a read sees its uncommitted writes, so it waits for the commit too.
        if (this.#group.open || !SelectQueryNode.is(compiled.query)) this.#join();
        return connection.executeQuery(compiled);
      },
      streamQuery: (compiled, chunkSize) => connection.streamQuery(compiled, chunkSize),
      [JOIN]: () => this.#join(),
    };
    return this.#unit;
  }
  #join() {
    this.#joined ??= this.#group.join();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as GroupConnection)[JOIN]();
    await connection.executeQuery(CompiledQuery.raw('savepoint unit'));
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('release unit'));
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // Unless SQLite has rolled back the whole group itself (a severe error): its commit then fails every member.
    if (!this.#group.sqlite.inTransaction) return;
    await connection.executeQuery(CompiledQuery.raw('rollback to unit'));
    await connection.executeQuery(CompiledQuery.raw('release unit'));
  }
  override async releaseConnection() {
    const joined = this.#joined;
    this.#joined = undefined;
    await super.releaseConnection();
    if (this.#group.full || this.#group.due) this.#group.commit();
    this.#gate.leave();
    if (joined) await joined;
  }
}

class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(
    config: SqliteDialectConfig,
    readonly sqlite: SqliteDatabase.Database,
    readonly file: string,
  ) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new GroupCommitSqliteDriver(this.#config, this.sqlite, this.file);
  }
}

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
function withStatementCache(sqlite: SqliteDatabase.Database) {
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

/**
 * Distinct parameterised statements PostgreSQL keeps prepared on each connection: every query shape the app has (the
 * bench's whole run used 67), with room for `IN` lists of many lengths; a shape first seen after that runs unnamed.
 */
const PG_PREPARED_LIMIT = 400;
const pgStatementNames = new Map<string, string>();

/**
 * Names each parameterised statement by its SQL text, so a connection parses and plans it once (decision 039). Kysely
 * sends every query unnamed, and PostgreSQL parsed and planned each one anew: ~40 % of its CPU under a load of
 * purchases, on a machine whose two cores both were busy. The same text always gets the same name in a process; pg
 * prepares it on a connection the first time that connection runs it. Statements without parameters (`begin`,
 * `commit`, migrations' DDL) still go through the simple protocol.
 */
export class PreparingPgClient extends pg.Client {
  /** Texts this connection no longer prepares: a migration changed what their prepared plan answers. */
  #retired = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through unchanged
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) {
      return super.query(config, values, callback);
    }
    let name = this.#retired.has(config) ? undefined : pgStatementNames.get(config);
    if (name === undefined && !this.#retired.has(config) && pgStatementNames.size < PG_PREPARED_LIMIT) {
      name = `pk${pgStatementNames.size}`;
      pgStatementNames.set(config, name);
    }
    if (name === undefined) return super.query(config, values);
    return super.query({ name, text: config, values }).catch((error: { code?: string; message?: string }) => {
      // Another process migrated a table under a prepared `select *` (a deploy while this one still serves):
      // PostgreSQL refuses that statement on this connection from then on. It goes unnamed here from now on, and is
      // tried again at once unless it ran inside a transaction, which the error has aborted.
      if (error.code !== '0A000' || !/cached plan must not change result type/.test(error.message ?? '')) throw error;
      this.#retired.add(config);
      if (this.getTransactionStatus() !== 'I') throw error;
      return super.query(config, values);
    });
  }
}

/** What a commit sends besides `commit`, and how to tell its refusals apart (decision 049). */
interface CommitTail {
  statements: string[];
  translators: Array<(error: unknown) => Error | undefined>;
}
const commitTails = new WeakMap<DatabaseConnection, CommitTail>();
/** The connections `CommitTailPostgresDriver` handed out: only their commits send a tail. */
const tailedConnections = new WeakSet<DatabaseConnection>();
/** Connections whose transaction is committing or rolling back: a statement given now would go with no commit. */
const ending = new WeakSet<DatabaseConnection>();

/**
 * Sends the statements given to `sendWithCommit` and the `commit` in one message (the simple protocol runs them in
 * order and stops at the first error, which leaves the transaction aborted and rolled back next). A lock they take is
 * held while PostgreSQL runs them and commits, not for a round trip to this process and back: a reseller's balance row
 * is what every purchase of theirs waits for (decision 049).
 */
class CommitTailPostgresDriver extends PostgresDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    tailedConnections.add(connection);
    return connection;
  }
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // A tail left from an earlier transaction on this pooled connection would go with this one's commit.
    if (commitTails.has(connection)) {
      commitTails.delete(connection);
      throw new Error('a transaction began with statements left from an earlier one on its connection');
    }
    await super.beginTransaction(connection, settings);
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const tail = commitTails.get(connection);
    commitTails.delete(connection);
    ending.add(connection);
    try {
      if (!tail) return await super.commitTransaction(connection);
      await connection.executeQuery(CompiledQuery.raw([...tail.statements, 'commit'].join(';\n')));
    } catch (error) {
      for (const translate of tail?.translators ?? []) {
        const translated = translate(error);
        if (translated) throw translated;
      }
      throw error;
    } finally {
      ending.delete(connection);
    }
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    commitTails.delete(connection);
    ending.add(connection);
    try {
      await super.rollbackTransaction(connection);
    } finally {
      ending.delete(connection);
    }
  }
}

class CommitTailPostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new CommitTailPostgresDriver(this.#config);
  }
}

/**
 * Has a PostgreSQL transaction send `statement` with its commit, after everything it ran before (decision 049).
 * `statement` goes through the simple protocol, so its values are written in (`inlineSql`); what it answers is not
 * read. An error of it fails the commit and rolls the whole transaction back; `translate` turns such an error into the
 * one the caller would have met running it at once (undefined: not its error). Nothing run later in the transaction
 * sees what it will write.
 */
export async function sendWithCommit(trx: Trx, statement: string, translate: (error: unknown) => Error | undefined) {
  if (!trx.isTransaction) throw new Error('sendWithCommit needs a transaction');
  await trx.getExecutor().provideConnection(async (connection) => {
    if (!tailedConnections.has(connection)) throw new Error('sendWithCommit needs a connection of createDb');
    if (ending.has(connection)) throw new Error('sendWithCommit after its transaction began to end');
    const tail = commitTails.get(connection) ?? { statements: [], translators: [] };
    tail.statements.push(statement);
    tail.translators.push(translate);
    commitTails.set(connection, tail);
  });
}

/**
 * SQL with its values written in as literals: whole numbers (in parentheses, so a negative one after a minus sign is
 * not read as a comment), text (escaped as pg does) and null; anything else is refused.
 */
export function inlineSql(strings: TemplateStringsArray, ...values: Array<string | number | null>) {
  const literal = (value: unknown) => {
    if (value === null) return 'null';
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'number' && Number.isSafeInteger(value)) return `(${value})`;
    throw new Error(`not a value inlineSql writes in: ${String(value)}`);
  };
  return strings.reduce((text, part, i) => (i === 0 ? part : text + literal(values[i - 1]) + part), '');
}

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

/** Where the data lives: `Config['database']`, or a database a test or the bench names (prepared statements by default). */
export type DatabaseTarget =
  | { dialect: 'postgres'; url: string; prepare?: boolean; poolSize?: number }
  | { dialect: 'sqlite'; file: string };

export function createDb(database: DatabaseTarget): DbHandle {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolSize ?? DEFAULT_POOL_SIZE,
      Client: database.prepare === false ? pg.Client : PreparingPgClient,
    });
    // An idle connection cut by the server (restart, failover) is replaced on next use; it must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new CommitTailPostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SqliteDatabase(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new GroupCommitSqliteDialect(
      { database: withStatementCache(sqlite) },
      sqlite,
      path.resolve(database.file),
    ),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export const nowIso = () => new Date().toISOString();
