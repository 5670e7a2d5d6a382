import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { afterCommit } from '../../lib/after-commit.js';
import { completeClaim, findKey, insertClaim, releaseClaim, takeOverClaim } from './idempotency.repository.js';

export interface IdempotencyScope {
  userId: number;
  key: string;
  claimId: string;
  completed: boolean;
}

/** A pending claim older than this belongs to a request that died before committing anything. */
const STALE_CLAIM_MS = 60_000;
const WAIT_FOR_DUPLICATE_MS = 20_000;
const POLL_MS = 25;

/**
 * docs/product/money-and-pricing.md#money-and-the-ledger: a retried request with the same Idempotency-Key returns the first answer and moves
 * no money again. The money-moving service marks the key done inside its own transaction (`complete`), so a
 * crash can never leave money moved without its answer recorded, nor an answer recorded without the money.
 */
export function createIdempotencyService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const now = () => deps.now().toISOString();

  async function complete(trx: Executor, scope: IdempotencyScope, body: unknown, status = 200) {
    if (!(await completeClaim(trx, scope, status, JSON.stringify(body), now()))) {
      throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    }
    // Only once it has committed: a transaction that fails after this (the debit comes last) must release the claim.
    afterCommit(trx, () => {
      scope.completed = true;
    });
  }

  async function run<T>(
    request: { userId: number; key: string; method: string; path: string; body: unknown },
    reply: FastifyReply,
    handler: (scope: IdempotencyScope) => Promise<T>,
  ): Promise<T> {
    if (request.key.length === 0 || request.key.length > 255) {
      throw new AppError('VALIDATION', ['کلید Idempotency-Key باید بین ۱ تا ۲۵۵ نویسه باشد']);
    }
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.method, request.path, request.body ?? null]))
      .digest('hex');
    const scope: IdempotencyScope = {
      userId: request.userId,
      key: request.key,
      claimId: randomUUID(),
      completed: false,
    };

    const claimed = await insertClaim(db, {
      user_id: scope.userId,
      key: scope.key,
      request_hash: requestHash,
      claim_id: scope.claimId,
      now: now(),
    });
    if (!claimed) {
      const waitUntil = Date.now() + WAIT_FOR_DUPLICATE_MS;
      for (;;) {
        const row = await findKey(db, scope.userId, scope.key);
        if (!row) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
        if (row.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        if (row.status === 'done') {
          reply.header('idempotent-replayed', 'true');
          reply.status(row.response_status ?? 200);
          return JSON.parse(row.response_body ?? 'null') as T;
        }
        const stale = deps.now().getTime() - new Date(row.updated_at).getTime() > STALE_CLAIM_MS;
        if (stale && (await takeOverClaim(db, scope.userId, scope.key, row.claim_id, scope.claimId, now()))) break;
        if (Date.now() > waitUntil) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
        await delay(POLL_MS);
      }
    }

    try {
      const result = await handler(scope);
      if (!scope.completed) await complete(db, scope, result);
      return result;
    } catch (error) {
      if (!scope.completed) await releaseClaim(db, scope);
      throw error;
    }
  }

  return { run, complete };
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
