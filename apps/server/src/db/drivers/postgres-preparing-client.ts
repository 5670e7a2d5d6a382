import pg from 'pg';

/**
 * Distinct parameterised statements PostgreSQL keeps prepared on each connection: every query shape the app has, with
 * room for `IN` lists of many lengths; a shape first seen after that runs unnamed.
 */
const PG_PREPARED_LIMIT = 400;
const pgStatementNames = new Map<string, string>();

/**
 * Names each parameterised statement by its SQL text, so a connection parses and plans it once (decision 039). Kysely
 * sends every query unnamed, and PostgreSQL parsed and planned each one anew, a large share of its CPU under a load
 * of purchases (docs/PERFORMANCE.md). The same text always gets the same name in a process; pg prepares it on a
 * connection the first time that connection runs it. Statements without parameters (`begin`, `commit`, migrations'
 * DDL) still go through the simple protocol.
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
