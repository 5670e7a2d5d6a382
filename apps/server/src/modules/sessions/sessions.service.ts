import type { ApiScope, UserType } from '@pishkhan/contract';
import type { Db, Executor } from '../../db/create-db.js';
import { afterCommit } from '../../lib/after-commit.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { findLiveToken, insertToken, revokeToken, revokeUserTokens } from './sessions.repository.js';

export interface AuthUser {
  id: number;
  type: UserType;
  mobile: string;
  tokenId: number;
  /** Set when the caller is a reseller's API token, not a login session (decision 110). */
  token?: { id: number; name: string; scopes: ApiScope[] };
}

/**
 * Every authenticated request identifies its token: a live token is read from the database at most once a second per
 * process (decision 065). A revocation, a deactivation or a change of the user made here takes effect at once; one
 * made by another instance or by `npm run admin` within this long. A token's expiry is checked on every request.
 */
const SESSION_FRESH_MS = 1_000;
/** Tokens kept at most; beyond it the oldest read is dropped (a map keeps insertion order). */
const SESSIONS_KEPT = 10_000;

interface Kept {
  user: AuthUser;
  /** The token's own expiry (ms on the app's clock): checked on every use, so a kept token never outlives it. */
  expiresAt: number;
  /** Until when (ms on the app's clock) the read stands in for the database's. */
  until: number;
}

/** Bearer tokens: 256 random bits, only their SHA-256 stored, revocable one by one or all at once. */
export function createSessionsService(deps: {
  db: Db;
  now: () => Date;
  sessionDays: number;
  /**
   * `SESSION_CACHE` (config.ts), on unless `bench/alternate.ts` measures what keeping tokens is worth: off, every
   * request reads its token from the database.
   */
  keep: boolean;
}) {
  const now = () => deps.now().toISOString();
  const kept = new Map<string, Kept>();
  /** Bumped by every forgetting, so a read that was under way meanwhile cannot keep what it read before it. */
  let forgettings = 0;

  /**
   * Forgets the kept tokens `which` picks, now and again once `trx` has committed: a read between the revoking
   * statement and its commit still sees the token live, and must not stand in for the database after the commit.
   */
  function forget(trx: Executor, which: (user: AuthUser) => boolean) {
    const drop = () => {
      forgettings++;
      for (const [hash, entry] of kept) if (which(entry.user)) kept.delete(hash);
    };
    drop();
    afterCommit(trx, drop);
  }

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
      const hash = sha256(token);
      const at = deps.now().getTime();
      const entry = kept.get(hash);
      if (entry && at < entry.until && at < entry.expiresAt) return entry.user;
      if (entry) kept.delete(hash);
      const seen = forgettings;
      const row = await findLiveToken(deps.db, hash, new Date(at).toISOString());
      if (!row?.active || row.deleted_at !== null) return null;
      const user: AuthUser = { id: row.id, type: row.type, mobile: row.mobile, tokenId: row.token_id };
      if (deps.keep && seen === forgettings) {
        if (kept.size >= SESSIONS_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(hash, { user, expiresAt: Date.parse(row.expires_at), until: at + SESSION_FRESH_MS });
      }
      return user;
    },
    async revoke(tokenId: number) {
      await revokeToken(deps.db, tokenId, now());
      forget(deps.db, (user) => user.tokenId === tokenId);
    },
    async revokeAll(trx: Executor, userId: number, exceptTokenId?: number) {
      await revokeUserTokens(trx, userId, now(), exceptTokenId);
      forget(trx, (user) => user.id === userId && user.tokenId !== exceptTokenId);
    },
    /** A change to the user's row (its type, its mobile) that keeps its tokens: their kept reads are dropped. */
    forgetUser: (trx: Executor, userId: number) => forget(trx, (user) => user.id === userId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
