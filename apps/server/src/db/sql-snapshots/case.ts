import type { Dialect, Executor } from '../create-db.js';

/** The clock every case reads: a snapshot must not change with the day it was made. */
export const NOW = '2026-01-02T03:04:05.000Z';
export const LATER = '2026-02-01T00:00:00.000Z';

/** A row the recorder answers with; `{}` unless a case gives its own. */
export type Row = Record<string, unknown>;

/** One call of a repository function, with the arguments whose SQL it records. */
export type Call = (db: Executor, dialect: Dialect) => unknown;

/**
 * A call and the rows each of its queries answers, in order (the i-th query gets `rows[i]`; a query past the list gets
 * one empty row, so a function that reads a row before it writes goes on to the write). `[]` answers nothing: the path a
 * function takes when nothing is found. A write touched as many rows as it is answered.
 */
export interface Case {
  call: Call;
  rows?: readonly (readonly Row[])[];
}

/** A call whose queries answer `rows`, in order (see `Case`). */
export const withRows = (rows: readonly (readonly Row[])[], call: Call): Case => ({ call, rows });

/** A function's cases: one call, or calls by name, one per shape of SQL its arguments make. */
export type Cases = Call | Case | Readonly<Record<string, Call | Case>>;

export interface RepositoryCases {
  /** The repository's exports as loaded, for the completeness check. */
  module: Readonly<Record<string, unknown>>;
  /** Its query functions' cases, by function name. */
  queries: Readonly<Record<string, Cases>>;
  /** Exported functions that send no SQL (pure helpers), so that the completeness check knows them. */
  notQueries: readonly string[];
}

/**
 * A repository's cases, typed against its exports: a misspelt or removed function does not compile, and
 * `notQueries` names the exported functions that send no SQL.
 */
export function cases<M extends Record<string, unknown>>(
  module: M,
  queries: { [K in keyof M]?: Cases },
  notQueries: readonly (keyof M & string)[] = [],
): RepositoryCases {
  return { module, queries: queries as Record<string, Cases>, notQueries };
}
