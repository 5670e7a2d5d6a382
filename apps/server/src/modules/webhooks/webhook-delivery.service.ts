import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/create-db.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { type Attempt, checkDestination, type HostLookup, postPinned } from './webhook-destination.js';
import {
  claimDeliveries,
  countFailure,
  dueDeliveries,
  endpointForSending,
  pauseEndpoint,
  recordAttempt,
  resetFailures,
} from './webhooks.repository.js';

/** Attempts a delivery gets before it is given up (failed); a resend adds one more. */
const WEBHOOK_MAX_ATTEMPTS = 10;
/** The longest wait between two attempts. */
const MAX_WAIT_MS = 6 * 3_600_000;
/** How long a claimed attempt is ours: past the attempt's own timeout, so a live one is never sent twice at once. */
const LEASE_MS = 120_000;
/** Deliveries claimed at once by one pass. */
const BATCH = 20;
const USER_AGENT = 'Pishkhan-Webhooks/1.0';

/** `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret's bytes (Standard Webhooks). */
export function signature(secret: string, msgId: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

/** The wait before attempt n+1 after n failed ones: the base doubling each time, capped. */
const retryWait = (baseMs: number, failedAttempts: number) => Math.min(baseMs * 2 ** (failedAttempts - 1), MAX_WAIT_MS);

/**
 * Sends what the outbox holds (decision 111): claims due attempts under a lease, signs each, connects only to the
 * public address that was checked, and records the answer; a failure waits `retryBaseMs × 2^(attempt-1)`, and a run of
 * `pauseAfter` failed attempts pauses the endpoint and tells the reseller.
 */
export function createWebhookDeliveryService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  notifications: Pick<NotificationsService, 'notify'>;
  lookup: HostLookup;
  policy: { retryBaseMs: number; allowPrivate: boolean; pauseAfter: number };
}) {
  const { db, policy } = deps;

  async function attempt(claimed: { endpoint_id: number; msg_id: string; body: string }): Promise<Attempt> {
    const endpoint = await endpointForSending(db, claimed.endpoint_id);
    if (!endpoint) return { delivered: false, status: null, body: '', error: 'وب‌هوک حذف شده است' };
    const url = new URL(endpoint.url);
    const destination = await checkDestination(url, deps.lookup, policy.allowPrivate);
    if (!destination.ok) return { delivered: false, status: null, body: '', error: destination.reason };
    const timestamp = Math.floor(deps.now().getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': claimed.msg_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature(endpoint.secret, claimed.msg_id, timestamp, claimed.body),
    };
    return postPinned(url, destination.address, destination.family, headers, claimed.body);
  }

  async function record(claimed: { id: number; endpoint_id: number; attempts: number }, result: Attempt) {
    const now = deps.now();
    await deps.withTransaction(async (trx) => {
      const answer = { response_status: result.status, response_body: result.body, error: result.error };
      if (result.delivered) {
        await recordAttempt(trx, claimed.id, { status: 'delivered', next_attempt_at: null, ...answer });
        await resetFailures(trx, claimed.endpoint_id);
        return;
      }
      const givenUp = claimed.attempts >= WEBHOOK_MAX_ATTEMPTS;
      await recordAttempt(trx, claimed.id, {
        status: givenUp ? 'failed' : 'pending',
        next_attempt_at: givenUp
          ? null
          : new Date(now.getTime() + retryWait(policy.retryBaseMs, claimed.attempts)).toISOString(),
        ...answer,
      });
      const endpoint = await countFailure(trx, claimed.endpoint_id);
      if (!endpoint || endpoint.failures < policy.pauseAfter) return;
      if (await pauseEndpoint(trx, claimed.endpoint_id, now.toISOString())) {
        await deps.notifications.notify(trx, endpoint.user_id, {
          title: 'وب‌هوک متوقف شد',
          body:
            `ارسال به ${endpoint.url} ${endpoint.failures.toLocaleString('fa-IR')} بار پشت سر هم ناموفق بود و ` +
            'این وب‌هوک متوقف شد. رویدادها برایش نگه داشته می‌شوند؛ پس از رفع مشکل، از صفحه‌ی وب‌هوک‌ها آن را از سر بگیرید.',
        });
      }
    });
  }

  return {
    /** One pass: every due attempt of an active endpoint, claimed in batches, sent at once within a batch. */
    async deliverDue() {
      let sent = 0;
      for (;;) {
        const now = deps.now();
        const due = await dueDeliveries(db, now.toISOString(), BATCH);
        const claimed = await claimDeliveries(
          db,
          due.map((d) => d.id),
          now.toISOString(),
          new Date(now.getTime() + LEASE_MS).toISOString(),
        );
        await Promise.all(
          claimed.map(async (c) => {
            const result = await attempt(c).catch((error: unknown) => {
              deps.log.warn({ err: error }, 'webhook attempt failed unexpectedly');
              return { delivered: false, status: null, body: '', error: 'اتصال به نشانی برقرار نشد' } as const;
            });
            await record(c, result);
          }),
        );
        sent += claimed.length;
        if (due.length < BATCH) return sent;
      }
    },
  };
}
export type WebhookDeliveryService = ReturnType<typeof createWebhookDeliveryService>;
