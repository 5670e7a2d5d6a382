import { randomBytes } from 'node:crypto';
import {
  PAGE_SIZE,
  RESELLER_EVENT_TYPES,
  type ResellerEventType,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_RESELLER,
  type WebhookDelivery,
  type WebhookUpdateSchema,
} from '@pishkhan/contract';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import type { WebhooksDatabase } from '../../db/types.js';
import { afterCommit, type Signal } from '../../lib/after-commit.js';
import type { EventSink, ResellerEvent } from '../events/events.service.js';
import { checkDestination, type HostLookup } from './webhook-destination.js';
import {
  countEndpoints,
  deleteEndpoint,
  deliveriesPage,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertDelivery,
  insertEndpoint,
  listEndpoints,
  makeDue,
  subscribedEndpoints,
  updateEndpoint,
  usersWithEndpoints,
} from './webhooks.repository.js';

type EndpointRow = Pick<WebhooksDatabase['webhook_endpoints'], 'user_id' | 'url' | 'events' | 'created_at'> & {
  id: number;
  status: 'active' | 'paused';
  failures: number;
};
type DeliveryRow = Omit<
  WebhooksDatabase['webhook_deliveries'],
  'id' | 'status' | 'attempts' | 'response_body' | 'error'
> & {
  id: number;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  response_body: string;
  error: string;
};

const eventsOf = (text: string) =>
  text.split(',').filter((e): e is ResellerEventType => (RESELLER_EVENT_TYPES as readonly string[]).includes(e));

const toWebhook = (r: EndpointRow) => ({
  id: r.id,
  url: r.url,
  events: eventsOf(r.events),
  status: r.status,
  failures: r.failures,
  created_at: r.created_at,
});

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  msg_id: r.msg_id,
  event_type: r.event_type as WebhookDelivery['event_type'],
  created_at: r.created_at,
  attempts: r.attempts,
  status: r.status,
  response_status: r.response_status,
  response_body: r.response_body,
  error: r.error,
  next_attempt_at: r.status === 'pending' ? r.next_attempt_at : null,
});

/** `webhook-id`: one per delivery, kept across its attempts (Standard Webhooks). */
const messageId = () => `msg_${randomBytes(18).toString('base64url')}`;
/** Standard Webhooks' secret: `whsec_` and base64 of random bytes, the bytes being the HMAC key. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * A reseller's webhook endpoints, and the sink that writes an outbox row per (event, subscribed endpoint) in the
 * transaction of the change the event tells of (decision 111). `webhooksQueued` wakes this process's dispatcher once
 * such a transaction commits; the others find the rows at their next pass.
 */
export function createWebhooksService(deps: {
  db: Db;
  now: () => Date;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  webhooksQueued: Signal;
  lookup: HostLookup;
  allowPrivate: boolean;
}) {
  const { db } = deps;

  async function checkUrl(url: string) {
    const destination = await checkDestination(new URL(url), deps.lookup, deps.allowPrivate);
    if (!destination.ok) throw new AppError('VALIDATION', [`نشانی: ${destination.reason}`]);
  }

  async function ownEndpoint(userId: number, id: number) {
    const row = await findEndpoint(db, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  const sink: EventSink = {
    listening: (trx: Executor, userIds: number[]) => usersWithEndpoints(trx, userIds),
    async accept(trx: Executor, events: ResellerEvent[]) {
      const userIds = [...new Set(events.map((e) => e.userId))];
      const endpoints = await subscribedEndpoints(trx, userIds);
      if (endpoints.length === 0) return;
      const rows = events.flatMap((event) => {
        const body = JSON.stringify({ type: event.type, timestamp: event.at, data: event.data });
        return endpoints
          .filter((e) => e.user_id === event.userId && eventsOf(e.events).includes(event.type))
          .map((e) => ({
            endpoint_id: e.id,
            msg_id: messageId(),
            event_type: event.type,
            body,
            next_attempt_at: event.at,
            created_at: event.at,
          }));
      });
      if (rows.length === 0) return;
      await insertDeliveries(trx, rows);
      afterCommit(trx, deps.webhooksQueued.notify);
    },
  };

  return {
    listening: sink.listening,
    accept: sink.accept,
    async list(userId: number) {
      return (await listEndpoints(db, userId)).map(toWebhook);
    },
    async create(userId: number, body: { url: string; events: ResellerEventType[] }) {
      if ((await countEndpoints(db, userId)) >= WEBHOOKS_PER_RESELLER) {
        throw new AppError('VALIDATION', [`حداکثر ${WEBHOOKS_PER_RESELLER.toLocaleString('fa-IR')} وب‌هوک مجاز است`]);
      }
      await checkUrl(body.url);
      const now = deps.now().toISOString();
      const secret = newSecret();
      const row = await insertEndpoint(db, {
        user_id: userId,
        url: body.url,
        events: body.events.join(','),
        secret,
        created_at: now,
        updated_at: now,
      });
      return { ...toWebhook(row), secret };
    },
    async update(userId: number, id: number, body: z.output<typeof WebhookUpdateSchema>) {
      const before = await ownEndpoint(userId, id);
      if (body.url !== undefined) await checkUrl(body.url);
      return deps.withTransaction(async (trx) => {
        const now = deps.now().toISOString();
        const resumed = body.status === 'active' && before.status === 'paused';
        const row = await updateEndpoint(trx, userId, id, {
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.events !== undefined ? { events: body.events.join(',') } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(resumed ? { failures: 0 } : {}),
          updated_at: now,
        });
        if (!row) throw new AppError('NOT_FOUND');
        // What waited while it was paused goes now, in the order it was written.
        if (resumed && (await makeDue(trx, { endpointId: id }, now)).length > 0) {
          afterCommit(trx, deps.webhooksQueued.notify);
        }
        return toWebhook(row);
      });
    },
    async remove(userId: number, id: number) {
      if (!(await deleteEndpoint(db, userId, id))) throw new AppError('NOT_FOUND');
      return { message: 'وب‌هوک حذف شد' };
    },
    async deliveries(userId: number, id: number, page: number) {
      await ownEndpoint(userId, id);
      const { rows, total } = await deliveriesPage(db, id, page);
      return { data: rows.map(toDelivery), last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
    /** Once more, now, with the same `webhook-id`; a delivered or given-up one too. */
    async resend(userId: number, deliveryId: number) {
      const found = await findDelivery(db, userId, deliveryId);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.endpoint_status === 'paused') {
        throw new AppError('VALIDATION', ['این وب‌هوک متوقف است؛ نخست آن را از سر بگیرید']);
      }
      const [row] = await makeDue(db, { id: deliveryId }, deps.now().toISOString());
      if (!row) throw new AppError('NOT_FOUND');
      deps.webhooksQueued.notify();
      return toDelivery(row);
    },
    /** A `webhook.test` event through the same outbox, signature and retries. */
    async test(userId: number, id: number) {
      await ownEndpoint(userId, id);
      const now = deps.now().toISOString();
      const body = JSON.stringify({
        type: WEBHOOK_TEST_EVENT,
        timestamp: now,
        data: { message: 'پیام آزمایشی پیشخوان' },
      });
      const row = await insertDelivery(db, {
        endpoint_id: id,
        msg_id: messageId(),
        event_type: WEBHOOK_TEST_EVENT,
        body,
        next_attempt_at: now,
        created_at: now,
      });
      deps.webhooksQueued.notify();
      return toDelivery(row);
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
