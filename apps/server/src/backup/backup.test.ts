import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { createDb, type Db } from '../db/create-db.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  scratchDatabase,
  type TestApp,
  type TestDialect,
} from '../test/helpers.js';
import { moneyInvariants } from '../test/invariants.js';
import { libpqEnv } from './backup-file.js';
import { runBackupSchedule, scheduledBackups } from './scheduled-backups.js';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, '..', 'cli.ts');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-backup-'));
const emptyEnvFile = path.join(tmp, 'empty.env');
fs.writeFileSync(emptyEnvFile, '');

/** `npm run admin -- …` against the database `databaseEnv` names, as an operator's shell would run it. */
const cli = (databaseEnv: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ENV_FILE: emptyEnvFile, ...databaseEnv },
  });

const mode = (file: string) => fs.statSync(file).mode & 0o777;

async function openDb<T>(databaseEnv: Record<string, string>, fn: (db: Db) => Promise<T>) {
  const handle = createDb(loadConfig({ NODE_ENV: 'test', ...databaseEnv }).database);
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

const rowsById = async (db: Db, table: 'transactions' | 'services' | 'users') =>
  new Map((await db.selectFrom(table).selectAll().execute()).map((r) => [r.id, JSON.stringify(r)]));

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('libpqEnv', () => {
  it('passes the PostgreSQL password in the environment, decoded, and never as an argument', () => {
    expect(libpqEnv('postgres://pish%40khan:s%3Acret@db.example:5433/panel?sslmode=require')).toEqual({
      PGHOST: 'db.example',
      PGPORT: '5433',
      PGUSER: 'pish@khan',
      PGPASSWORD: 's:cret',
      PGDATABASE: 'panel',
      PGSSLMODE: 'require',
    });
  });
});

describe.each(DIALECTS)('backups (%s)', (dialect: TestDialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a backup taken while purchases and top-ups run restores into an empty database as it was at one moment', async () => {
    const resellers = await Promise.all([1, 2, 3].map(() => freshReseller(t, 20_000_000)));
    const ledgerBefore = (await rowsById(t.db, 'transactions')).size;
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    let backingUp = true;
    let rounds = 0;
    const failures: unknown[] = [];
    // Each reseller tops up by a purchase's price and buys, over and over, until the backup is written.
    const traffic = resellers.map(async (r) => {
      try {
        while (backingUp) {
          const topUp = await t.request('POST', `/api/admin/users/${r.id}/balance`, {
            token: r.adminToken,
            body: { amount: 150_000, info: 'شارژ در حین پشتیبان‌گیری' },
          });
          const purchase = await t.request('POST', '/api/services', {
            token: r.token,
            body: { package_id: packageId, servicewithoutphone: true },
          });
          if (topUp.status !== 200 || purchase.status !== 200) throw new Error(JSON.stringify([topUp, purchase]));
          rounds++;
        }
      } catch (error) {
        failures.push(error);
      }
    });
    const out = path.join(tmp, `${dialect}-live.backup`);
    let stdout: string;
    try {
      ({ stdout } = await cli(t.databaseEnv, 'backup', '--out', out));
    } finally {
      backingUp = false;
      await Promise.all(traffic);
    }
    expect(failures).toEqual([]);
    expect(rounds).toBeGreaterThan(0);
    expect(stdout).toContain(dialect === 'sqlite' ? 'Database: SQLite' : 'Database: PostgreSQL');
    expect(mode(out)).toBe(0o600);

    const target = await scratchDatabase(dialect, 'restore');
    const targetEnv: Record<string, string> = target.url ? { DATABASE_URL: target.url } : { DATA_DIR: target.dir };
    try {
      expect((await cli(targetEnv, 'restore', out)).stdout).toContain('Restored');
      if (dialect === 'sqlite') expect(mode(path.join(target.dir, 'pishkhan.sqlite'))).toBe(0o600);

      const source = { ledger: await rowsById(t.db, 'transactions'), services: await rowsById(t.db, 'services') };
      await openDb(targetEnv, async (db) => {
        expect(await moneyInvariants({ db })).toEqual([]);
        const ledger = await rowsById(db, 'transactions');
        // Every ledger row the backup holds is the source's row. An id is taken before its transaction commits, so the
        // newest row held may be newer than one still committing elsewhere; but each reseller's rows here are written
        // one after another, so for each the backup holds the first of its rows and none missing among them.
        expect(ledger.size).toBeGreaterThanOrEqual(ledgerBefore);
        for (const [id, row] of ledger) expect(row).toBe(source.ledger.get(id));
        const idsByUser = (rows: Map<number, string>) => {
          const byUser = new Map<number, number[]>();
          for (const [id, row] of [...rows].sort(([a], [b]) => a - b)) {
            const userId = (JSON.parse(row) as { user_id: number }).user_id;
            byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
          }
          return byUser;
        };
        const sourceIds = idsByUser(source.ledger);
        for (const [userId, held] of idsByUser(ledger)) {
          expect(held, `user ${userId}`).toEqual(sourceIds.get(userId)?.slice(0, held.length));
        }
        const services = await db.selectFrom('services').select(['id', 'owner_id', 'cost', 'username']).execute();
        for (const s of services) expect(JSON.parse(source.services.get(s.id) ?? '{}')).toMatchObject(s);
      });

      // The newer server starts on the restored database (migrations apply), and a reseller logs in with their balance.
      const restored = await createTestApp(dialect, { databaseEnv: targetEnv, seed: false });
      try {
        const [r] = resellers;
        const token = await restored.login(r?.mobile ?? '', 'reseller-pass');
        const me = await restored.request<{ balance: number }>('GET', '/api/auth/me', { token });
        const row = await restored.db
          .selectFrom('users')
          .select('balance')
          .where('id', '=', r?.id ?? 0)
          .executeTakeFirstOrThrow();
        expect(me.status).toBe(200);
        expect(me.body.balance).toBe(Number(row.balance));
        expect(me.body.balance).toBeGreaterThanOrEqual(20_000_000);
        expect(await moneyInvariants(restored)).toEqual([]);
      } finally {
        await restored.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  it('refuses to restore into a database that holds data, and leaves it as it was', async () => {
    const out = path.join(tmp, `${dialect}-refused.backup`);
    await cli(t.databaseEnv, 'backup', '--out', out);
    const users = (await rowsById(t.db, 'users')).size;
    await expect(cli(t.databaseEnv, 'restore', out)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Refusing to restore: the database is not empty'),
    });
    expect((await rowsById(t.db, 'users')).size).toBe(users);
  });

  it('scheduled: one of two instances takes each due backup, and only the newest BACKUP_KEEP stay', async () => {
    const dir = path.join(tmp, `${dialect}-scheduled`);
    const { database } = loadConfig({ NODE_ENV: 'test', ...t.databaseEnv });
    const schedule = { dir, everyHours: 6, keep: 2, database };
    const start = new Date('2030-01-01T00:00:00.000Z');
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);

    const both = await Promise.all([runBackupSchedule(schedule, start), runBackupSchedule(schedule, start)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await runBackupSchedule(schedule, at(5))).toBeUndefined();
    for (const hours of [6, 12, 18]) expect(await runBackupSchedule(schedule, at(hours))).toBeDefined();

    expect(scheduledBackups(dir)).toEqual(['pishkhan-20300101T120000Z.backup', 'pishkhan-20300101T180000Z.backup']);
    for (const name of fs.readdirSync(dir)) expect(mode(path.join(dir, name))).toBe(0o600);
  });

  it('the worker writes a backup into BACKUP_DIR once it is due', async () => {
    const dir = path.join(tmp, `${dialect}-worker`);
    const place = await scratchDatabase(dialect, 'worker');
    const databaseEnv: Record<string, string> = place.url ? { DATABASE_URL: place.url } : { DATA_DIR: place.dir };
    const w = await createTestApp(dialect, { databaseEnv, env: { WORKER: 'true', BACKUP_DIR: dir } });
    try {
      await vi.waitFor(() => expect(scheduledBackups(dir)).toHaveLength(1), { timeout: 30_000, interval: 100 });
    } finally {
      await w.close();
      await place.cleanup();
    }
  });
});
