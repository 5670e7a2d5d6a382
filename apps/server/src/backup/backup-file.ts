import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Config } from '../config.js';
import { createDb } from '../db/create-db.js';

type Database = Config['database'];

/** Backups hold password hashes, node secrets and payment keys: only their owner may read them. */
const OWNER_ONLY = 0o600;

/** libpq's variables for a `postgres://` URL, so the password travels in the environment, never in `ps`'s view. */
export function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = {};
  const host = u.searchParams.get('host') ?? u.hostname;
  if (host) env.PGHOST = decodeURIComponent(host);
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  env.PGDATABASE = decodeURIComponent(u.pathname.slice(1));
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a PostgreSQL client program; rejects with its own words when it fails. */
function runPgTool(command: string, args: string[], url: string, stdout: 'ignore' | number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...libpqEnv(url) },
      stdio: ['ignore', stdout, 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** A file of the owner's alone, empty, in which a backup is written before it takes its final name. */
function ownerOnlyFile(file: string): number {
  fs.rmSync(file, { force: true });
  return fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL, OWNER_ONLY);
}

/**
 * A consistent copy of the database as it was at one moment, taken while the panel serves: SQLite's online backup
 * (one step, so other connections' writes cannot restart it), PostgreSQL's `pg_dump -Fc` (one snapshot). Written to
 * `out.partial`, then renamed, so `out` is always a whole backup; mode 0600.
 */
export async function takeBackup(database: Database, out: string): Promise<void> {
  const target = path.resolve(out);
  const partial = `${target}.partial`;
  try {
    if (database.dialect === 'sqlite') {
      if (!fs.existsSync(database.file)) throw new Error(`There is no database at ${database.file} to back up.`);
      fs.closeSync(ownerOnlyFile(partial));
      const source = new SqliteDatabase(database.file, { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 5000');
        await source.backup(partial, { progress: () => 0x7fffffff });
      } finally {
        source.close();
      }
      const copy = new SqliteDatabase(partial);
      try {
        // A file that opens on its own: no write-ahead log beside it for a restore to miss.
        copy.pragma('journal_mode = DELETE');
      } finally {
        copy.close();
      }
    } else {
      const fd = ownerOnlyFile(partial);
      try {
        await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges'], database.url, fd);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    }
    fs.chmodSync(partial, OWNER_ONLY);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** The tables a database already holds (none: it may be restored into). */
async function tablesIn(database: Database): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    if (!fs.existsSync(database.file)) return [];
    const db = new SqliteDatabase(database.file, { fileMustExist: true });
    try {
      return (
        db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`).all() as Array<{
          name: string;
        }>
      ).map((r) => r.name);
    } finally {
      db.close();
    }
  }
  const handle = createDb({ dialect: 'postgres', url: database.url, prepare: false, poolSize: 1 });
  try {
    const { rows } = await sql<{ name: string }>`
      select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
      order by 1`.execute(handle.db);
    return rows.map((r) => r.name);
  } finally {
    await handle.close();
  }
}

/**
 * Fills an empty database from a backup: SQLite's file copied into place, PostgreSQL's dump loaded by `pg_restore` in
 * one transaction. A database that holds any table is refused, so a restore never mixes two panels' rows. The restored
 * database stays at the backup's migration level; the server migrates it when it starts.
 */
export async function restoreBackup(database: Database, file: string): Promise<void> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new Error(`There is no backup at ${source}.`);
  const tables = await tablesIn(database);
  if (tables.length > 0) {
    throw new Error(
      `Refusing to restore: the database is not empty (${tables.length} tables, ${tables.slice(0, 3).join(', ')}…). ` +
        'Restore into a new, empty database (an unused DATA_DIR, or a database made with createdb).',
    );
  }
  if (database.dialect === 'postgres') {
    await runPgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--no-comments',
        '--single-transaction',
        '--exit-on-error',
        '-d',
        libpqEnv(database.url).PGDATABASE ?? '',
        source,
      ],
      database.url,
      'ignore',
    );
    return;
  }
  const check = new SqliteDatabase(source, { fileMustExist: true, readonly: true });
  try {
    const ok = check.pragma('quick_check', { simple: true });
    if (ok !== 'ok') throw new Error(`${source} is not a sound SQLite backup: ${String(ok)}`);
    const migrations = check
      .prepare(`select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'`)
      .get() as { n: number };
    if (migrations.n === 0) throw new Error(`${source} is not a Pishkhan backup (no migrations table).`);
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') {
      throw new Error(`${source} is not a SQLite backup (a PostgreSQL backup restores only into PostgreSQL).`);
    }
    throw error;
  } finally {
    check.close();
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const partial = `${database.file}.restoring`;
  fs.closeSync(ownerOnlyFile(partial));
  fs.copyFileSync(source, partial);
  fs.chmodSync(partial, OWNER_ONLY);
  const fd = fs.openSync(partial, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  // An empty file left by an earlier start, and its log, give way to the backup.
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${database.file}${suffix}`, { force: true });
  fs.renameSync(partial, database.file);
}
