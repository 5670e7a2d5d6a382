import type { Executor } from '../../db/create-db.js';
import type { OtpCodesTable } from '../../db/types.js';

type Purpose = OtpCodesTable['purpose'];

/** A new code replaces every earlier live code of the same mobile and purpose. */
export async function replaceCode(
  db: Executor,
  row: { mobile: string; purpose: Purpose; code_hash: string; created_at: string; expires_at: string },
) {
  await db
    .updateTable('otp_codes')
    .set({ consumed_at: row.created_at })
    .where('mobile', '=', row.mobile)
    .where('purpose', '=', row.purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('otp_codes')
    .values({ ...row, attempts: 0 })
    .execute();
}

export function findLiveCode(db: Executor, mobile: string, purpose: Purpose, now: string) {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: number, now: string) {
  const r = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Counts a wrong try; the code dies at the last allowed one. */
export async function countWrongTry(db: Executor, id: number, maxAttempts: number, now: string) {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();
  if (row && row.attempts >= maxAttempts) {
    await db.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', id).execute();
  }
}
