import type { Executor } from '../db/create-db.js';

/**
 * When the next scheduled backup is due, kept in the `settings` table under a key of its own (the settings module
 * never reads it): every instance reads it, and the one whose compare-and-set moves it on takes that backup
 * (decision 097).
 */
const NEXT_BACKUP_KEY = 'backup_next_at';

export async function readNextBackupAt(db: Executor): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', NEXT_BACKUP_KEY).executeTakeFirst();
  return row?.value;
}

/** Moves the due time from `seen` (undefined: never set) to `next`; true for the one caller that did. */
export async function claimBackupSlot(db: Executor, seen: string | undefined, next: string, now: string) {
  if (seen === undefined) {
    const r = await db
      .insertInto('settings')
      .values({ key: NEXT_BACKUP_KEY, value: next, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const r = await db
    .updateTable('settings')
    .set({ value: next, updated_at: now })
    .where('key', '=', NEXT_BACKUP_KEY)
    .where('value', '=', seen)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
