import {
  API_SCOPES,
  API_TOKEN_LIMIT,
  API_TOKEN_PREFIX,
  type ApiScope,
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
  toJalaliDate,
} from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/create-db.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { jalaliDayEnd } from '../../lib/jalali.js';
import type { AuthUser } from '../sessions/sessions.service.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import {
  countApiTokens,
  findLiveApiToken,
  insertApiToken,
  listApiTokens,
  revokeApiToken,
  touchApiToken,
} from './apitokens.repository.js';

/** Characters of the secret after `pkh_` kept in the clear, to recognise a token by (decision 110). */
const SHOWN_CHARS = 6;
/** `last_used_at` is written at most this often per token: a use is a read, not a write (decision 110). */
const TOUCH_EVERY_MS = 60_000;

const scopesOf = (column: string) => column.split(',').filter((s): s is ApiScope => API_SCOPES.includes(s as ApiScope));

function listed(row: {
  id: number;
  name: string;
  prefix: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    prefix: row.prefix,
    created_at: row.created_at,
    jcreated_at: toJalaliDate(row.created_at),
    last_used_at: row.last_used_at,
    jlast_used_at: row.last_used_at && toJalaliDate(row.last_used_at),
    expires_at: row.expires_at,
    // The last day it works: it expires as that day ends in Tehran.
    jexpires_at: row.expires_at && toJalaliDate(new Date(Date.parse(row.expires_at) - 1)),
  };
}

/**
 * A reseller's API tokens (docs/product/integrations.md#api-tokens, decision 110). Each use is looked up in the
 * database, never kept in the process, so a revocation is refused at once by every instance.
 */
export function createApiTokensService(deps: {
  db: Db;
  now: () => Date;
  throttle: ThrottleService;
  ratePerMinute: number;
}) {
  const { db } = deps;
  return {
    async create(userId: number, body: CreateApiTokenBody): Promise<CreatedApiToken> {
      const now = deps.now();
      let expiresAt: string | null = null;
      if (body.expires_at) {
        const end = jalaliDayEnd(body.expires_at);
        if (!end) throw new AppError('VALIDATION', ['تاریخ انقضا: چنین روزی در تقویم نیست']);
        if (end.getTime() <= now.getTime()) throw new AppError('EXPIRY_IN_PAST');
        expiresAt = end.toISOString();
      }
      if ((await countApiTokens(db, userId)) >= API_TOKEN_LIMIT) {
        throw new AppError('API_TOKEN_LIMIT', [
          `هر حساب حداکثر ${API_TOKEN_LIMIT.toLocaleString('fa-IR')} توکن فعال می‌تواند داشته باشد`,
        ]);
      }
      const token = `${API_TOKEN_PREFIX}${randomToken()}`;
      const row = {
        name: body.name,
        prefix: token.slice(0, API_TOKEN_PREFIX.length + SHOWN_CHARS),
        scopes: API_SCOPES.filter((s) => body.scopes.includes(s)).join(','),
        created_at: now.toISOString(),
        last_used_at: null,
        expires_at: expiresAt,
      };
      const id = await insertApiToken(db, { ...row, user_id: userId, token_hash: sha256(token) });
      return { token, api_token: listed({ ...row, id }) };
    },

    list: async (userId: number) => (await listApiTokens(db, userId)).map(listed),

    async revoke(userId: number, id: number) {
      if (!(await revokeApiToken(db, userId, id, deps.now().toISOString()))) throw new AppError('NOT_FOUND');
      return { message: 'توکن باطل شد' };
    },

    /**
     * The reseller a token acts as, or null: unknown, revoked, expired, or its owner no longer an active reseller
     * (refused as a bad session is).
     */
    async identify(token: string): Promise<AuthUser | null> {
      const now = deps.now();
      const row = await findLiveApiToken(db, sha256(token), now.toISOString());
      if (!row?.active || row.deleted_at !== null || row.type !== 'RESELLER') return null;
      const since = new Date(now.getTime() - TOUCH_EVERY_MS).toISOString();
      if (!row.last_used_at || row.last_used_at < since) {
        await touchApiToken(db, row.token_id, now.toISOString(), since);
      }
      return {
        id: row.id,
        type: row.type,
        mobile: row.mobile,
        // No login session stands behind a token; the calls that use one (logout, password) refuse tokens.
        tokenId: 0,
        token: { id: row.token_id, name: row.name, scopes: scopesOf(row.scopes) },
      };
    },

    /**
     * Counts one call of the token against its own limit per minute, shared by every instance; when the limit is
     * passed, the seconds until the next minute begins (its `Retry-After`), else null.
     */
    async admit(tokenId: number): Promise<number | null> {
      const at = deps.now().getTime();
      const minute = Math.floor(at / 60_000);
      const count = await deps.throttle.record({
        key: `apitoken:${tokenId}:${minute}`,
        max: deps.ratePerMinute,
        windowSeconds: 60,
        code: 'TOO_MANY_REQUESTS',
      });
      return count > deps.ratePerMinute ? Math.max(1, Math.ceil(((minute + 1) * 60_000 - at) / 1000)) : null;
    },
  };
}
export type ApiTokensService = ReturnType<typeof createApiTokensService>;
