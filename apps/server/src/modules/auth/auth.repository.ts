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

/**
 * Claims one of the code's tries before it is compared, so guesses sent at once, to any instance, cannot compare
 * more than `maxAttempts` times; undefined when the code is used, dead or out of tries.
 */
export function claimTry(db: Executor, id: number, maxAttempts: number) {
  return db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

export async function killCode(db: Executor, id: number, now: string) {
  await db.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', id).execute();
}
