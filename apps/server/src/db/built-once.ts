import { type Compilable, type CompiledQuery, PostgresAdapter, type QueryResult } from 'kysely';
import type { Executor } from './create-db.js';

let enabled = true;
/**
 * `BUILT_ONCE=false` (config.ts): every query built and compiled the usual way, so `bench/alternate.ts` can measure
 * what keeping them is worth. Set once at start, before the first query.
 */
export function switchBuiltOnce(on: boolean) {
  enabled = on;
}

/**
 * A query built and compiled once per shape, then run with each call's values (decision 045), kept for the few
 * queries every request or every purchase runs. Building a query with Kysely's builders makes and freezes a tree of
 * nodes, and compiling walks it, for SQL that is the same text every time.
 * `builtOnce` builds the query with placeholders in place of the values, keeps the compiled SQL and where each value
 * goes in its parameters, and from then on only puts the values in.
 *
 * The shape is what the values cannot change in the SQL: the keys of an object (an insert's columns; a key whose
 * value is undefined is left out, as Kysely leaves it out), the length of an array (an `in` list, the rows of an
 * insert) and which arguments are undefined. Everything else (a string, a number, null, a Date) is a value, and the
 * build must pass it into the query as it came, never look at it: `offset(skip)`, not `offset((page - 1) * size)`;
 * nor `x ?? 0` or `if (x)`: decide those outside and pass undefined.
 *
 * A placeholder read as a number or a string throws. Under the tests (vitest sets `VITEST`) the first call of each
 * shape also checks that every placeholder reached the parameters and that the query built from the call's own
 * values, the usual way, gives the same SQL and parameters; the SQL snapshot test calls every repository query, so a
 * build that looks at a value fails there, not in production. An expression (`sql`, a builder, a function) is not a
 * value: passing one throws.
 */
export function builtOnce<A extends unknown[], R>(build: (db: Executor, ...args: A) => Compilable<R>) {
  const kept = { sqlite: new Map<string, Template>(), pg: new Map<string, Template>() };

  async function run(db: Executor, ...args: A): Promise<QueryResult<R>> {
    if (!enabled) return db.executeQuery(build(db, ...args));
    const values: unknown[] = [];
    const key = shapeOf(args, values);
    const compiled = db.getExecutor().adapter instanceof PostgresAdapter ? kept.pg : kept.sqlite;
    let template = compiled.get(key);
    if (!template) {
      // A shape seen after the first MAX_SHAPES (an `in` list of yet another length) is built each time.
      if (compiled.size >= MAX_SHAPES) return db.executeQuery(build(db, ...args));
      template = compile(db, build, args, values);
      compiled.set(key, template);
    }
    const parameters = template.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
    return db.executeQuery<R>({ ...template.query, parameters } as CompiledQuery<R>);
  }

  return {
    /** Every row. */
    all: async (db: Executor, ...args: A) => (await run(db, ...args)).rows,
    /** The first row, or undefined. */
    first: async (db: Executor, ...args: A): Promise<R | undefined> => (await run(db, ...args)).rows[0],
    /** Kysely's result: rows and, for a write, how many rows it touched. */
    run,
    /** How many shapes are kept for a dialect (tests). */
    shapesKept: (dialect: 'sqlite' | 'pg') => kept[dialect].size,
  };
}

/** Shapes kept per query and dialect: enough for a purchase's `in` lists and rows, not every batch size. */
const MAX_SHAPES = 64;

/** Where one of the call's values goes. Reading it as a number or a string is a build looking at a value. */
class Slot {
  constructor(readonly index: number) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`builtOnce: the build used value ${this.index} in an expression; it may only pass it to the query`);
  }
}

interface Template {
  query: CompiledQuery;
  /** The compiled parameters: a slot for each of the call's values, and the constants the build wrote itself. */
  parameters: readonly unknown[];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** Something Kysely would make SQL of rather than bind: not a value. */
const isExpression = (v: unknown) =>
  typeof v === 'function' ||
  (typeof v === 'object' &&
    v !== null &&
    (typeof (v as { toOperationNode?: unknown }).toOperationNode === 'function' ||
      typeof (v as { compile?: unknown }).compile === 'function'));

/** The shape of `value` as a string; its values, in order, pushed onto `values`. */
function shapeOf(value: unknown, values: unknown[]): string {
  if (value === undefined) return 'u';
  if (Array.isArray(value)) {
    let s = '[';
    for (const v of value) s += `${shapeOf(v, values)},`;
    return `${s}]`;
  }
  if (isPlainObject(value)) {
    let s = '{';
    for (const k in value) {
      const v = value[k];
      if (v !== undefined) s += `${JSON.stringify(k)}:${shapeOf(v, values)},`;
    }
    return `${s}}`;
  }
  if (isExpression(value)) throw new Error('builtOnce: an expression was passed as a value; build it inside the query');
  values.push(value);
  return '$';
}

/** `value` with each of its values replaced by its slot, in the order `shapeOf` numbers them. */
function withSlots(value: unknown, next: { index: number }): unknown {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v) => withSlots(v, next));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const k in value) {
      const v = value[k];
      if (v !== undefined) out[k] = withSlots(v, next);
    }
    return out;
  }
  return new Slot(next.index++);
}

/** The checks a template gets at its first call: under the tests only, where every repository query is called. */
const CHECKED = process.env.VITEST !== undefined;

function compile<A extends unknown[]>(
  db: Executor,
  build: (db: Executor, ...args: A) => Compilable<unknown>,
  args: A,
  values: readonly unknown[],
): Template {
  const next = { index: 0 };
  const query = build(db, ...(withSlots(args, next) as A)).compile();
  if (!CHECKED) return { query, parameters: query.parameters };
  const seen = new Set<number>();
  for (const p of query.parameters) if (p instanceof Slot) seen.add(p.index);
  if (seen.size !== next.index) {
    throw new Error(
      `builtOnce: ${next.index - seen.size} of ${next.index} values did not reach the query's parameters as given (the build looked at a value, or put it into the SQL): ${query.sql}`,
    );
  }
  // The same query built from this call's own values must be the same SQL with the same parameters.
  const direct = build(db, ...args).compile();
  const substituted = query.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
  const same =
    direct.sql === query.sql &&
    direct.parameters.length === substituted.length &&
    direct.parameters.every((p, i) => Object.is(p, substituted[i]));
  if (!same) {
    throw new Error(
      `builtOnce: the build made other SQL from this call's values than from placeholders (it looked at a value): ${direct.sql}`,
    );
  }
  return { query, parameters: query.parameters };
}
