import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PG_ADMIN_URL, withPgAdmin } from '../test/helpers.js';
import { createDb, type DbHandle } from './create-db.js';

describe('SQLite: transactions committed in groups', () => {
  let dir: string;
  let handle: DbHandle;
  let other: SqliteDatabase.Database;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-group-'));
    const file = path.join(dir, 'db.sqlite');
    handle = createDb({ dialect: 'sqlite', file });
    await sql`create table t (id integer primary key, v text not null unique)`.execute(handle.db);
    // Another connection to the same file sees only what has committed.
    other = new SqliteDatabase(file, { readonly: true });
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const committed = () => (other.prepare('select v from t order by v').all() as Array<{ v: string }>).map((r) => r.v);

  it('answers no caller before its work has committed: each one finds its row committed when it returns', async () => {
    const seenAtReturn = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        await handle.db.transaction().execute((trx) => sql`insert into t (v) values (${`t${i}`})`.execute(trx));
        return committed().includes(`t${i}`);
      }),
    );
    expect(seenAtReturn).toEqual(Array.from({ length: 30 }, () => true));
    // A plain statement outside a transaction is no different.
    const plain = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        await sql`insert into t (v) values (${`p${i}`})`.execute(handle.db);
        return committed().includes(`p${i}`);
      }),
    );
    expect(plain.every(Boolean)).toBe(true);
  });

  it('a transaction that fails takes back only its own writes; the others in its group commit', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        handle.db.transaction().execute(async (trx) => {
          await sql`insert into t (v) values (${`a${i}`})`.execute(trx);
          await sql`insert into t (v) values (${`b${i}`})`.execute(trx);
          if (i % 5 === 2) throw new Error(`refused ${i}`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    const rows = committed();
    expect(rows).toHaveLength(32);
    for (const i of [2, 7, 12, 17]) expect(rows).not.toContain(`a${i}`);
    // A failing statement (a duplicate) outside a transaction leaves the group's other work alone.
    const dup = await Promise.allSettled([
      sql`insert into t (v) values ('c1')`.execute(handle.db),
      sql`insert into t (v) values ('a0')`.execute(handle.db),
      sql`insert into t (v) values ('c2')`.execute(handle.db),
    ]);
    expect(dup.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed()).toEqual(expect.arrayContaining(['c1', 'c2']));
  });
});

// Through the statement cache (decision 033) or without it, rows are better-sqlite3's own.
describe.each([true, false])('SQLite: rows as better-sqlite3 answers them, statement cache %s', (statementCache) => {
  let dir: string;
  let handle: DbHandle;
  let other: SqliteDatabase.Database;
  const wide = Array.from({ length: 24 }, (_, i) => `c${i}`);

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-rows-'));
    const file = path.join(dir, 'db.sqlite');
    handle = createDb({ dialect: 'sqlite', file, statementCache });
    await sql
      .raw(`create table w (id integer primary key, ${wide.map((c) => `${c} blob`).join(', ')})`)
      .execute(handle.db);
    await sql.raw('create table o (id integer primary key, w_id integer, c3 text)').execute(handle.db);
    other = new SqliteDatabase(file);
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const values = (i: number) => wide.map((_, j) => [j * i, `${i}.${j}`, null, j + 0.5, Buffer.from([i, j])][j % 5]);
  const insertWide = (i: number) =>
    sql<Record<string, unknown>>`insert into w (id, ${sql.join(wide.map((c) => sql.ref(c)))})
      values (${i}, ${sql.join(values(i))}) returning *`;
  const asBetterSqlite = (query: string) => other.prepare(query).all();

  it('answers a wide join with every column, its type and value, the later of two same-named columns winning', async () => {
    for (const i of [1, 2, 3]) await insertWide(i).execute(handle.db);
    await sql`insert into o (id, w_id, c3) values (10, 2, 'from o')`.execute(handle.db);
    const query = 'select w.*, o.id as o_id, o.c3 from w left join o on o.w_id = w.id order by w.id';
    const rows = (await sql.raw<Record<string, unknown>>(query).execute(handle.db)).rows;
    expect(rows).toEqual(asBetterSqlite(query));
    expect(rows.map((row) => Object.keys(row))).toEqual(asBetterSqlite(query).map((row) => Object.keys(row as object)));
    expect(rows[1]).toMatchObject({ id: 2, c0: 0, c1: '2.1', c2: null, c3: 'from o', c4: Buffer.from([2, 4]) });
    expect(rows[0]).toMatchObject({ c3: null, o_id: null, c23: 23.5 });
  });

  it('answers the row of an insert … returning, and the rows of a streamed select', async () => {
    const { rows } = await insertWide(7).execute(handle.db);
    expect(rows).toEqual([{ id: 7, ...Object.fromEntries(wide.map((c, j) => [c, values(7)[j]])) }]);
    await insertWide(8).execute(handle.db);
    const streamed: unknown[] = [];
    const untyped = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for await (const row of untyped.selectFrom('w').selectAll().orderBy('id').stream()) streamed.push(row);
    expect(streamed).toEqual(asBetterSqlite('select * from w order by id'));
  });

  it('keeps answering every column of a select * after another connection adds or drops one', async () => {
    await insertWide(1).execute(handle.db);
    const all = () => sql.raw<Record<string, unknown>>('select * from o').execute(handle.db);
    await sql`insert into o (id, w_id, c3) values (1, 1, 'x')`.execute(handle.db);
    expect((await all()).rows).toEqual([{ id: 1, w_id: 1, c3: 'x' }]);
    other.exec("alter table o add column added text not null default 'new'");
    expect((await all()).rows).toEqual([{ id: 1, w_id: 1, c3: 'x', added: 'new' }]);
    other.exec('alter table o drop column w_id');
    expect((await all()).rows).toEqual([{ id: 1, c3: 'x', added: 'new' }]);
  });
});

// SQLITE_GROUP_COMMIT=false: Kysely's own driver, each transaction committed by itself and begun immediately.
describe('SQLite without the group commit', () => {
  let dir: string;
  let handle: DbHandle;
  let other: SqliteDatabase.Database;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-plain-'));
    const file = path.join(dir, 'db.sqlite');
    handle = createDb({ dialect: 'sqlite', file, groupCommit: false });
    await sql`create table t (id integer primary key, v text not null unique)`.execute(handle.db);
    other = new SqliteDatabase(file, { timeout: 0 });
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const committed = () => (other.prepare('select v from t order by v').all() as Array<{ v: string }>).map((r) => r.v);

  it('commits each transaction before it returns, and a failing one takes back only its own writes', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        handle.db.transaction().execute(async (trx) => {
          await sql`insert into t (v) values (${`a${i}`})`.execute(trx);
          if (i % 5 === 2) throw new Error(`refused ${i}`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    expect(committed()).toHaveLength(8);
    expect(committed()).not.toContain('a2');
  });

  it('holds the write lock from the start of a transaction, so two writers never deadlock on upgrade', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      expect(() => other.exec("insert into t (v) values ('elsewhere')")).toThrow(/locked|busy/i);
      await sql`insert into t (v) values ('mine')`.execute(trx);
    });
    expect(committed()).toEqual(['mine']);
  });
});

// PostgreSQL: each parameterised statement prepared once per connection (decision 039).
describe('PostgreSQL: statements prepared once per connection', () => {
  let name: string;
  let handle: DbHandle;
  let url: string;

  beforeEach(async () => {
    name = `pishkhan_prep_${randomBytes(6).toString('hex')}`;
    await withPgAdmin((c) => c.query(`create database ${name}`));
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${name}`;
    url = u.toString();
    handle = createDb({ dialect: 'postgres', url });
    await sql`create table t (id integer primary key, v text not null)`.execute(handle.db);
    await sql`insert into t values (1, 'a'), (2, 'b')`.execute(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    await withPgAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('runs a parameterised query as a prepared statement of its connection, and answers as before', async () => {
    const rows = await handle.db.connection().execute(async (conn) => {
      const found = [];
      for (const id of [1, 2, 1])
        found.push(...(await sql<{ v: string }>`select v from t where id = ${id}`.execute(conn)).rows);
      const prepared = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements where not from_sql and statement like ${'%from t where id%'}`.execute(
        conn,
      );
      return { found: found.map((r) => r.v), prepared: prepared.rows.map((r) => r.statement) };
    });
    expect(rows.found).toEqual(['a', 'b', 'a']);
    expect(rows.prepared).toEqual(['select v from t where id = $1']);
  });

  it('keeps answering when another process changes a table under a prepared select *', async () => {
    const read = (conn: typeof handle.db) =>
      sql<Record<string, unknown>>`select * from t where id = ${1}`.execute(conn);
    await handle.db.connection().execute(async (conn) => {
      expect((await read(conn)).rows).toEqual([{ id: 1, v: 'a' }]);
      // A deploy's migration, from another process's connection.
      const other = createDb({ dialect: 'postgres', url });
      await sql`alter table t add column w text not null default 'x'`.execute(other.db);
      await other.close();
      expect((await read(conn)).rows).toEqual([{ id: 1, v: 'a', w: 'x' }]);
      // Inside a transaction the error aborts it, so that one is refused; the statement is fine on the next try.
      const byValue = (conn: typeof handle.db) => sql`select * from t where v = ${'a'}`.execute(conn);
      await byValue(conn);
      const third = createDb({ dialect: 'postgres', url });
      await sql`alter table t add column z integer`.execute(third.db);
      await third.close();
      await expect(conn.transaction().execute((trx) => byValue(trx))).rejects.toThrow(/cached plan/);
      expect((await byValue(conn)).rows).toEqual([{ id: 1, v: 'a', w: 'x', z: null }]);
    });
  });
});
