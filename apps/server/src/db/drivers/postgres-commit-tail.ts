import {
  CompiledQuery,
  type DatabaseConnection,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresDriver,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { Trx } from '../create-db.js';

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

export class CommitTailPostgresDialect extends PostgresDialect {
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
