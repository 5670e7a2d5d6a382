import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './create-db.js';

// SQLite's group commit (decision 037): many callers' transactions, one commit, each as if it were alone.
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
