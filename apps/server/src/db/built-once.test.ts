import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Insertable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, PG_ADMIN_URL, scratchDatabase, withPgAdmin } from '../test/helpers.js';
import { builtOnce, switchBuiltOnce } from './built-once.js';
import { createDb, type DbHandle } from './create-db.js';
import { migrateToLatest } from './migrate.js';
import type { SettingsTable } from './types.js';

// Decision 045: a query built once per shape answers exactly what building it each time would.
describe.each(DIALECTS)('builtOnce on %s', (dialect) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const place = await scratchDatabase(dialect, 'once');
    handle = createDb(
      dialect === 'postgres' ? { dialect, url: place.url ?? '' } : { dialect, file: path.join(place.dir, 'db.sqlite') },
    );
    cleanup = place.cleanup;
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle.close();
    await cleanup();
  });

  const insert = builtOnce((db, rows: Insertable<SettingsTable>[]) =>
    db
      .insertInto('settings')
      .values(rows)
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key'),
  );
  const byKeys = builtOnce((db, keys: string[]) =>
    db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).orderBy('key'),
  );
  const setValue = builtOnce((db, key: string, patch: { value?: string; updated_at: string }) =>
    db.updateTable('settings').set(patch).where('key', '=', key),
  );

  it("puts each call's values into the query it built the first time, whatever their number", async () => {
    const now = '2026-11-26T00:00:00.000Z';
    expect(await insert.all(handle.db, [{ key: 'once.a', value: '1', updated_at: now }])).toEqual([{ key: 'once.a' }]);
    // Two rows are another shape; the same shape again takes other values.
    const two = await insert.all(handle.db, [
      { key: 'once.b', value: '2', updated_at: now },
      { key: 'once.c', value: '3', updated_at: now },
    ]);
    expect(two.map((r) => r.key).sort()).toEqual(['once.b', 'once.c']);
    expect(await insert.all(handle.db, [{ key: 'once.a', value: 'taken', updated_at: now }])).toEqual([]);
    expect(await byKeys.all(handle.db, ['once.a'])).toEqual([{ key: 'once.a', value: '1' }]);
    expect(await byKeys.all(handle.db, ['once.c', 'once.b'])).toEqual([
      { key: 'once.b', value: '2' },
      { key: 'once.c', value: '3' },
    ]);
    expect(await byKeys.first(handle.db, ['once.b'])).toEqual({ key: 'once.b', value: '2' });
    expect(await byKeys.first(handle.db, ['none'])).toBeUndefined();
  });

  it('leaves out a key whose value is undefined, as Kysely does, and reports the rows a write touched', async () => {
    const later = '2026-11-27T00:00:00.000Z';
    const touched = await setValue.run(handle.db, 'once.a', { value: 'changed', updated_at: later });
    expect(Number(touched.numAffectedRows)).toBe(1);
    // Without `value` the update keeps it: a shape of its own, not the first one with a null in it.
    await setValue.run(handle.db, 'once.a', { value: undefined, updated_at: later });
    expect(await byKeys.all(handle.db, ['once.a'])).toEqual([{ key: 'once.a', value: 'changed' }]);
    expect(Number((await setValue.run(handle.db, 'nobody', { updated_at: later })).numAffectedRows)).toBe(0);
  });

  it('runs inside a transaction, whose rollback takes its writes back', async () => {
    const now = '2026-11-26T00:00:00.000Z';
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await insert.run(trx, [{ key: 'once.rolled', value: 'x', updated_at: now }]);
        expect(await byKeys.all(trx, ['once.rolled'])).toHaveLength(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await byKeys.all(handle.db, ['once.rolled'])).toEqual([]);
  });

  it('keeps an argument left undefined as a shape of its own: the build can leave its condition out', async () => {
    const maybe = builtOnce((db, key: string | undefined) => {
      const q = db.selectFrom('settings').select('key').where('key', 'like', 'once.%');
      return key === undefined ? q : q.where('key', '=', key);
    });
    expect((await maybe.all(handle.db, 'once.b')).map((r) => r.key)).toEqual(['once.b']);
    expect((await maybe.all(handle.db, undefined)).length).toBeGreaterThan(1);
    expect((await maybe.all(handle.db, 'once.c')).map((r) => r.key)).toEqual(['once.c']);
    expect(maybe.shapesKept(dialect === 'postgres' ? 'pg' : 'sqlite')).toBe(2);
  });

  it('with BUILT_ONCE=false builds each call the usual way, keeps nothing, and answers the same', async () => {
    const byKey = builtOnce((db, key: string) =>
      db.selectFrom('settings').select(['key', 'value']).where('key', '=', key),
    );
    switchBuiltOnce(false);
    try {
      expect(await byKey.first(handle.db, 'once.b')).toEqual({ key: 'once.b', value: '2' });
      expect(await byKey.first(handle.db, 'once.c')).toEqual({ key: 'once.c', value: '3' });
      expect(byKey.shapesKept(dialect === 'postgres' ? 'pg' : 'sqlite')).toBe(0);
    } finally {
      switchBuiltOnce(true);
    }
    expect(await byKey.first(handle.db, 'once.b')).toEqual({ key: 'once.b', value: '2' });
    expect(byKey.shapesKept(dialect === 'postgres' ? 'pg' : 'sqlite')).toBe(1);
  });

  it('refuses under the tests, at its first call, a build that looks at a value instead of passing it on', async () => {
    const page = builtOnce((db, size: number, pageNo: number) =>
      db
        .selectFrom('settings')
        .select('key')
        .limit(size)
        .offset((pageNo - 1) * size),
    );
    await expect(page.all(handle.db, 10, 2)).rejects.toThrow(/used value 1 in an expression/);
    // A truth test passes the placeholder but not every value: the same query built from the values tells them apart.
    const orZero = builtOnce((db, value: string | null) =>
      db
        .selectFrom('settings')
        .select('key')
        .where('value', '=', value ?? '0'),
    );
    await expect(orZero.all(handle.db, null)).rejects.toThrow(/other SQL from this call's values/);
    const unless = builtOnce((db, key: string) => {
      const q = db.selectFrom('settings').select('key');
      return key ? q.where('key', '=', key) : q;
    });
    await expect(unless.all(handle.db, '')).rejects.toThrow(/other SQL from this call's values/);
    // An expression is not a value.
    const set = builtOnce((db, patch: { value: string; updated_at: string }) =>
      db.updateTable('settings').set(patch).where('key', '=', 'once.a'),
    );
    await expect(
      set.run(handle.db, { value: sql<string>`upper(value)` as unknown as string, updated_at: 'x' }),
    ).rejects.toThrow(/an expression was passed as a value/);
  });

  it('builds a query of yet another shape each time once it holds 64 shapes, and still answers', async () => {
    const keys = Array.from({ length: 70 }, (_, i) => `once.k${i}`);
    const now = '2026-11-26T00:00:00.000Z';
    await insert.run(
      handle.db,
      keys.map((key) => ({ key, value: key, updated_at: now })),
    );
    for (let n = 1; n <= 70; n++) {
      const rows = await byKeys.all(handle.db, keys.slice(0, n));
      expect(rows).toHaveLength(n);
    }
    expect(byKeys.shapesKept(dialect === 'postgres' ? 'pg' : 'sqlite')).toBe(64);
  });
});

// One query kept for both dialects in one process (the tests' case): each dialect gets its own SQL.
describe('builtOnce across dialects', () => {
  it('keeps one compiled query per dialect and runs each database its own', async () => {
    const name = `pishkhan_once_${randomBytes(6).toString('hex')}`;
    await withPgAdmin((c) => c.query(`create database ${name}`));
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-once-'));
    const both = [
      createDb({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }),
      createDb({ dialect: 'postgres', url: url.toString() }),
    ];
    try {
      for (const h of both) await migrateToLatest(h);
      const upsert = builtOnce((db, key: string, value: string) =>
        db
          .insertInto('settings')
          .values({ key, value, updated_at: 'now' })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
          .returning('value'),
      );
      const [lite, pg] = both as [DbHandle, DbHandle];
      for (const [h, v] of [
        [lite, 'sqlite 1'],
        [pg, 'pg 1'],
        [lite, 'sqlite 2'],
        [pg, 'pg 2'],
      ] as const) {
        expect(await upsert.first(h.db, 'once.both', v)).toEqual({ value: v });
      }
      expect(upsert.shapesKept('sqlite')).toBe(1);
      expect(upsert.shapesKept('pg')).toBe(1);
    } finally {
      for (const h of both) await h.close();
      fs.rmSync(dir, { recursive: true, force: true });
      await withPgAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    }
  });
});
