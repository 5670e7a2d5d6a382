import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { createDb } from '../db/create-db.js';
import { claimBackupSlot, readNextBackupAt } from './backup.repository.js';
import { takeBackup } from './backup-file.js';

export type BackupSchedule = NonNullable<Config['worker']['backup']>;

/** How often an instance asks whether a backup is due. */
export const BACKUP_CHECK_MS = 60_000;
/** After a failed backup the slot is tried again this soon, by whichever instance comes first. */
const RETRY_MS = 15 * 60_000;

const NAME = /^pishkhan-(\d{8}T\d{6}Z)\.backup$/;
/** `pishkhan-20261206T031500Z.backup`: sorts by time, and the name says when it was taken. */
const backupName = (at: Date) =>
  `pishkhan-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup`;

/** The scheduled backups in the folder, oldest first (other files are left alone). */
export function scheduledBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
}

/**
 * One check of the schedule: when the backup is due and this instance moves the due time on first, it writes
 * `pishkhan-<time>.backup` into the folder and deletes all but the newest `keep`. Answers the file written, if any.
 */
export async function runBackupSchedule(schedule: BackupSchedule, now: Date): Promise<string | undefined> {
  const handle = createDb(
    schedule.database.dialect === 'postgres'
      ? { ...schedule.database, prepare: false, poolSize: 1 }
      : schedule.database,
  );
  let claimed: { seen: string | undefined; next: string } | undefined;
  try {
    const seen = await readNextBackupAt(handle.db);
    if (seen !== undefined && seen > now.toISOString()) return undefined;
    const next = new Date(now.getTime() + schedule.everyHours * 3_600_000).toISOString();
    if (!(await claimBackupSlot(handle.db, seen, next, now.toISOString()))) return undefined;
    claimed = { seen, next };
    fs.mkdirSync(schedule.dir, { recursive: true, mode: 0o700 });
    const file = path.join(schedule.dir, backupName(now));
    await takeBackup(schedule.database, file);
    const kept = scheduledBackups(schedule.dir);
    for (const old of kept.slice(0, Math.max(0, kept.length - schedule.keep))) {
      fs.rmSync(path.join(schedule.dir, old), { force: true });
    }
    return file;
  } catch (error) {
    if (claimed) {
      const retry = new Date(now.getTime() + RETRY_MS).toISOString();
      await claimBackupSlot(handle.db, claimed.next, retry < claimed.next ? retry : claimed.next, now.toISOString());
    }
    throw error;
  } finally {
    await handle.close();
  }
}

/** The worker's task: checks the schedule against the wall clock and logs each backup written. */
export const backupTask = (schedule: BackupSchedule, log: FastifyBaseLogger) => async () => {
  const file = await runBackupSchedule(schedule, new Date());
  if (file) log.info({ file }, 'scheduled backup written');
};
