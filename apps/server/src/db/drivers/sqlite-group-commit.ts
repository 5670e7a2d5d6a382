import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  SelectQueryNode,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Hands SQLite's connection to whoever asked first. Kysely's own lock wakes every waiter at once and lets a caller that
 * arrives meanwhile take it, so under load one request could wait behind others' queries again and again, a tail
 * many times the median (decision 037). One gate per file in a process: two instances on one file in one process
 * (the tests do that) take turns, and one commits its open group before the other's turn, because a connection
 * waiting for SQLite's write lock waits synchronously and would stop the very process that holds it.
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

export class GroupCommitSqliteDialect extends SqliteDialect {
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
