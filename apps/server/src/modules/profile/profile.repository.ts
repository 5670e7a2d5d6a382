import type { Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import { flag, isOn, type WithBooleans, type WithOptionalBooleans } from '../../db/flags.js';
import type { ResellerSettingsDatabase } from '../../db/types.js';

type SettingsTable = ResellerSettingsDatabase['reseller_settings'];
// The table keeps its switch as a 0/1 integer; everything above this file sees a boolean (db/flags.ts).
/** A reseller's settings as the profile module sees them: `groupremarks` a boolean. */
export type ResellerSettingsRecord = WithBooleans<Selectable<SettingsTable>, 'groupremarks'>;
type Changes = WithOptionalBooleans<Omit<Updateable<SettingsTable>, 'user_id' | 'updated_at'>, 'groupremarks'>;

export async function findResellerSettings(db: Executor, userId: number): Promise<ResellerSettingsRecord | undefined> {
  const row = await db.selectFrom('reseller_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row && { ...row, groupremarks: isOn(row.groupremarks) };
}

/** One row per reseller, created on first save; only the given columns change. */
export async function saveResellerSettings(db: Executor, userId: number, changes: Changes, now: string) {
  const { groupremarks, ...rest } = changes;
  const columns = groupremarks === undefined ? rest : { ...rest, groupremarks: flag(groupremarks) };
  await db
    .insertInto('reseller_settings')
    .values({ ...columns, user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...columns, updated_at: now }))
    .execute();
}
