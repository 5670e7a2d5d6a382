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

/** How many addresses an account keeps as its own: the most recent. */
const KEPT_ADDRESSES = 5;

/**
 * Whether the owner of `mobile` logged in from `address` since `since`. One query whether or not the mobile has an
 * account, so the answer's time tells nothing of it (decision 004).
 */
export async function isOwnersAddress(db: Executor, mobile: string, address: string, since: string) {
  const row = await db
    .selectFrom('login_addresses')
    .innerJoin('users', 'users.id', 'login_addresses.user_id')
    .select('login_addresses.user_id')
    .where('users.mobile', '=', mobile)
    .where('users.deleted_at', 'is', null)
    .where('login_addresses.address', '=', address)
    .where('login_addresses.last_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes a login from `address`; the account keeps its five most recent addresses. */
export async function recordLoginAddress(db: Executor, userId: number, address: string, now: string) {
  await db
    .insertInto('login_addresses')
    .values({ user_id: userId, address, last_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ last_at: now }))
    .execute();
  const kept = await db
    .selectFrom('login_addresses')
    .select('address')
    .where('user_id', '=', userId)
    .orderBy('last_at', 'desc')
    .limit(KEPT_ADDRESSES)
    .execute();
  await db
    .deleteFrom('login_addresses')
    .where('user_id', '=', userId)
    .where(
      'address',
      'not in',
      kept.map((r) => r.address),
    )
    .execute();
}

/** A live login link of `mobile` whose hash is `hash`: links are found by their token, never tried. */
export function findLiveLink(db: Executor, mobile: string, hash: string, now: string) {
  return db
    .selectFrom('otp_codes')
    .select('id')
    .where('mobile', '=', mobile)
    .where('purpose', '=', 'link')
    .where('code_hash', '=', hash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * When the latest `count` codes of `mobile` went out (login and registration codes, not links), newest first: every
 * send that passed the send limits wrote one, so they bound when those limits free again.
 */
export async function recentSendTimes(db: Executor, mobile: string, count: number) {
  const rows = await db
    .selectFrom('otp_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .where('purpose', 'in', ['login', 'register'])
    .orderBy('created_at', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => r.created_at);
}
