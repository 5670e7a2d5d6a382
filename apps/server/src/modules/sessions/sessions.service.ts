import type { UserType } from '@pishkhan/contract';
import type { Db, Executor } from '../../db/create-db.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { findLiveToken, insertToken, revokeToken, revokeUserTokens } from './sessions.repository.js';

export interface AuthUser {
  id: number;
  type: UserType;
  mobile: string;
  tokenId: number;
}

/** Bearer tokens: 256 random bits, only their SHA-256 stored, revocable one by one or all at once. */
export function createSessionsService(deps: { db: Db; now: () => Date; sessionDays: number }) {
  const now = () => deps.now().toISOString();
  return {
    async issue(trx: Executor, userId: number, client: { ip: string; userAgent: string }) {
      const token = randomToken();
      const created = deps.now();
      await insertToken(trx, {
        user_id: userId,
        token_hash: sha256(token),
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + deps.sessionDays * 86_400_000).toISOString(),
        ip: client.ip.slice(0, 64),
        user_agent: client.userAgent.slice(0, 255),
      });
      return token;
    },
    async identify(token: string): Promise<AuthUser | null> {
      const row = await findLiveToken(deps.db, sha256(token), now());
      if (row?.active !== 1 || row.deleted_at !== null) return null;
      return { id: row.id, type: row.type, mobile: row.mobile, tokenId: row.token_id };
    },
    revoke: (tokenId: number) => revokeToken(deps.db, tokenId, now()),
    revokeAll: (trx: Executor, userId: number, exceptTokenId?: number) =>
      revokeUserTokens(trx, userId, now(), exceptTokenId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
