import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import { isOn } from '../../db/flags.js';

export async function insertToken(
  db: Executor,
  row: { user_id: number; token_hash: string; created_at: string; expires_at: string; ip: string; user_agent: string },
) {
  await db.insertInto('auth_tokens').values(row).execute();
}

const liveToken = builtOnce((db, tokenHash: string, now: string) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'auth_tokens.id as token_id',
      'auth_tokens.expires_at',
      'users.id',
      'users.type',
      'users.mobile',
      'users.active',
      'users.deleted_at',
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now),
);

/** The token's user, `active` a boolean (turned here, outside the built-once query). */
export async function findLiveToken(db: Executor, tokenHash: string, now: string) {
  const row = await liveToken.first(db, tokenHash, now);
  return row && { ...row, active: isOn(row.active) };
}

export async function revokeToken(db: Executor, tokenId: number, now: string) {
  await db.updateTable('auth_tokens').set({ revoked_at: now }).where('id', '=', tokenId).execute();
}

export async function revokeUserTokens(db: Executor, userId: number, now: string, exceptTokenId?: number) {
  let q = db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenId !== undefined) q = q.where('id', '<>', exceptTokenId);
  await q.execute();
}
