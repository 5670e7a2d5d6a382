import type { Updateable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import type { ResellerSettingsDatabase } from '../../db/types.js';

type Changes = Omit<Updateable<ResellerSettingsDatabase['reseller_settings']>, 'user_id' | 'updated_at'>;

export function findResellerSettings(db: Executor, userId: number) {
  return db.selectFrom('reseller_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** One row per reseller, created on first save; only the given columns change. */
export async function saveResellerSettings(db: Executor, userId: number, changes: Changes, now: string) {
  await db
    .insertInto('reseller_settings')
    .values({ ...changes, user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: now }))
    .execute();
}
