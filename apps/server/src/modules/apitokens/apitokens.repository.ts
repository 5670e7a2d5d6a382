import type { Insertable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import { isOn } from '../../db/flags.js';
import type { ApiTokensDatabase } from '../../db/types.js';

type NewApiToken = Insertable<ApiTokensDatabase['api_tokens']>;

export async function insertApiToken(db: Executor, row: NewApiToken) {
  const inserted = await db.insertInto('api_tokens').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The tokens a reseller holds: not revoked, expired ones too (listed until revoked). */
export function listApiTokens(db: Executor, userId: number) {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

export async function countApiTokens(db: Executor, userId: number) {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes one of the user's own tokens; false when it is not theirs or already revoked. */
export async function revokeApiToken(db: Executor, userId: number, id: number, now: string) {
  const r = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A live (not revoked, not expired) token and its owner, `active` a boolean. */
export async function findLiveApiToken(db: Executor, tokenHash: string, now: string) {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.name',
      'api_tokens.scopes',
      'api_tokens.last_used_at',
      'users.id',
      'users.type',
      'users.mobile',
      'users.active',
      'users.deleted_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', now)]))
    .executeTakeFirst();
  return row && { ...row, active: isOn(row.active) };
}

/** Stamps the token's last use unless one at or after `since` is already there: one write a minute at most. */
export async function touchApiToken(db: Executor, id: number, now: string, since: string) {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]))
    .execute();
}
