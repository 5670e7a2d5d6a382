import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { createDb, type Db } from '../db/create-db.js';
import type { CrashPointName } from '../lib/crash-point.js';
import { spawnTied } from './child-processes.js';
import { createTestApp, PG_ADMIN_URL, type TestDialect, withPgAdmin } from './helpers.js';
import { freePort, waitFor } from './v2ray-node.js';

/**
 * The real server as a separate process (`node --import tsx src/server.ts`) on a database that outlives it, for the
 * crash-consistency test (decision 024). Its output goes to `server.log` in the test's temp folder.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ServerProcess {
  url: string;
  /** Resolves when the process is gone, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** An HTTP request; rejects when the connection drops (the process died under it). */
  request<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts?: { body?: unknown; token?: string; key?: string },
  ): Promise<Answer<T>>;
  kill(): void;
  stop(): Promise<void>;
  /** The end of the server log, for a failure message. */
  logTail(): string;
}

/** A database (a SQLite folder or a fresh PostgreSQL database) seeded with the demo data, and a temp folder. */
export interface CrashDatabase {
  dialect: TestDialect;
  dir: string;
  logFile: string;
  databaseEnv: Record<string, string>;
  /** Opens the database from this process (as a restart would) for checks; closes it after. */
  open<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  start(crashAt?: CrashPointName): Promise<ServerProcess>;
  drop(): Promise<void>;
}

/** `env`: what every server process on this database starts with besides the defaults (provider fakes, say). */
export async function createCrashDatabase(
  dialect: TestDialect,
  env: Record<string, string> = {},
): Promise<CrashDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-crash-'));
  let databaseEnv: Record<string, string>;
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    const name = `pishkhan_crash_${randomBytes(6).toString('hex')}`;
    await withPgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseEnv = { DATABASE_URL: url.toString() };
    dropDatabase = () => withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  } else {
    databaseEnv = { DATA_DIR: path.join(dir, 'data') };
  }
  // Migrations and the demo catalogue in-process; the server processes then start on what it left.
  const seeded = await createTestApp(dialect, { databaseEnv, seed: true });
  await seeded.close();
  const logFile = path.join(dir, 'server.log');
  const db: CrashDatabase = {
    dialect,
    dir,
    logFile,
    databaseEnv,
    async open(fn) {
      const handle = createDb(loadConfig({ NODE_ENV: 'test', ...databaseEnv }).database);
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
      }
    },
    start: (crashAt) => startServer(db, env, crashAt),
    async drop() {
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return db;
}

const logTail = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').slice(-3000);
  } catch {
    return '';
  }
};

async function startServer(
  database: CrashDatabase,
  extraEnv: Record<string, string>,
  crashAt?: CrashPointName,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    WORKER: 'true',
    JOB_INTERVAL_MS: '100',
    USAGE_INTERVAL_MS: '500',
    STORE_INTERVAL_MS: '200',
    ...extraEnv,
    ...database.databaseEnv,
    ...(crashAt ? { CRASH_AT: crashAt } : {}),
  };
  const log = fs.openSync(database.logFile, 'a');
  fs.writeSync(log, `\n--- ${new Date().toISOString()} start${crashAt ? ` CRASH_AT=${crashAt}` : ''}\n`);
  const args = ['--import', 'tsx', 'src/server.ts'];
  const options = { cwd: SERVER_DIR, env, stdio: ['ignore', log, log] as ['ignore', number, number] };
  const child = spawnTied(process.execPath, args, options);
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  async function request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    p: string,
    opts: { body?: unknown; token?: string; key?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.key) headers['idempotency-key'] = opts.key;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${p}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      // No answer in 30 s is a failure to report, not a reason to hang the run.
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
  }

  try {
    await waitFor(
      'the server to listen',
      async () => {
        if (gone) throw new Error('the server exited while starting');
        try {
          await fetch(`${url}/api/health-of-nothing`);
          return true;
        } catch {
          return false;
        }
      },
      60_000,
      100,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${logTail(database.logFile)}`);
  }

  return {
    url,
    exited,
    request,
    kill: () => child.kill('SIGKILL'),
    logTail: () => logTail(database.logFile),
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * What a restart finds: SQLite's `integrity_check` and `foreign_key_check`; on PostgreSQL every btree index checked
 * against its table (amcheck) and every foreign key re-checked by a query. Answers one line per problem.
 */
export async function integrityProblems(dialect: TestDialect, db: Db): Promise<string[]> {
  const problems: string[] = [];
  if (dialect === 'sqlite') {
    const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
    const lines = check.rows.map((r) => r.integrity_check);
    if (lines.join() !== 'ok') problems.push(...lines.map((l) => `integrity_check: ${l}`));
    const fk = await sql<Record<string, unknown>>`PRAGMA foreign_key_check`.execute(db);
    for (const row of fk.rows) problems.push(`foreign_key_check: ${JSON.stringify(row)}`);
    return problems;
  }
  await sql`CREATE EXTENSION IF NOT EXISTS amcheck`.execute(db);
  const indexes = await sql<{ oid: number; name: string }>`
    SELECT c.oid::int AS oid, c.relname AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_am am ON am.oid = c.relam WHERE n.nspname = 'public' AND am.amname = 'btree'`.execute(db);
  for (const index of indexes.rows) {
    try {
      await sql`SELECT bt_index_check(${index.oid}::regclass, true)`.execute(db);
    } catch (error) {
      problems.push(`index ${index.name}: ${(error as Error).message}`);
    }
  }
  const keys = await sql<{ name: string; child: string; col: string; parent: string; pcol: string }>`
    SELECT con.conname AS name, cc.relname AS child, ca.attname AS col, pc.relname AS parent, pa.attname AS pcol
    FROM pg_constraint con
    JOIN pg_class cc ON cc.oid = con.conrelid JOIN pg_class pc ON pc.oid = con.confrelid
    JOIN pg_attribute ca ON ca.attrelid = con.conrelid AND ca.attnum = con.conkey[1]
    JOIN pg_attribute pa ON pa.attrelid = con.confrelid AND pa.attnum = con.confkey[1]
    WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace AND array_length(con.conkey, 1) = 1`.execute(
    db,
  );
  for (const k of keys.rows) {
    const orphans = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(k.child)} c WHERE c.${sql.ref(k.col)} IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM ${sql.table(k.parent)} p WHERE p.${sql.ref(k.pcol)} = c.${sql.ref(k.col)})`.execute(
      db,
    );
    if (orphans.rows[0]?.n) problems.push(`foreign key ${k.name}: ${orphans.rows[0].n} rows without their ${k.parent}`);
  }
  if (keys.rows.length === 0) problems.push('no foreign keys found to check');
  return problems;
}

/**
 * The client's side of "a minute passes" after a crash: an Idempotency-Key claim, a provisioning job lease and a node
 * check lease held by the dead process are taken over after 60 s (decisions 006, 013, 024). The test moves them back
 * instead of waiting.
 */
export async function expireDeadClaims(db: Db) {
  const past = '2000-01-01T00:00:00.000Z';
  await db.updateTable('idempotency_keys').set({ updated_at: past }).where('status', '=', 'pending').execute();
  await db
    .updateTable('provisioning_jobs')
    .set({ run_after: past })
    .where('status', '=', 'pending')
    .where('run_after', '>', new Date().toISOString())
    .execute();
  await db.updateTable('nodes').set({ check_lease: past }).where('check_lease', 'is not', null).execute();
}
