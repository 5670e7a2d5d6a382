import { PAGE_SIZE } from '@pishkhan/contract';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import type { WebhooksDatabase } from '../../db/types.js';

type NewDelivery = Insertable<WebhooksDatabase['webhook_deliveries']>;

const ENDPOINT_COLUMNS = ['id', 'user_id', 'url', 'events', 'status', 'failures', 'created_at'] as const;

export function listEndpoints(db: Executor, userId: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function countEndpoints(db: Executor, userId: number) {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findEndpoint(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** What the dispatcher sends with: the address and the signing secret. */
export function endpointForSending(db: Executor, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'user_id', 'url', 'secret', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertEndpoint(
  db: Executor,
  row: { user_id: number; url: string; events: string; secret: string; created_at: string; updated_at: string },
) {
  return db.insertInto('webhook_endpoints').values(row).returning(ENDPOINT_COLUMNS).executeTakeFirstOrThrow();
}

export function updateEndpoint(
  db: Executor,
  userId: number,
  id: number,
  change: { url?: string; events?: string; status?: 'active' | 'paused'; failures?: number; updated_at: string },
) {
  return db
    .updateTable('webhook_endpoints')
    .set(change)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirst();
}

export async function deleteEndpoint(db: Executor, userId: number, id: number) {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The reseller's endpoints, active or paused, that take any of these event types. */
/** Of `userIds`, the resellers with a webhook endpoint. */
export async function usersWithEndpoints(db: Executor, userIds: number[]) {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', userIds)
    .execute();
  return rows.map((r) => r.user_id);
}

export function subscribedEndpoints(db: Executor, userIds: number[]) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'user_id', 'events'])
    .where('user_id', 'in', userIds)
    .execute();
}

export async function insertDeliveries(db: Executor, rows: NewDelivery[]) {
  // 500 rows a statement, within SQLite's limit on bound values.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export function insertDelivery(db: Executor, row: NewDelivery) {
  return db.insertInto('webhook_deliveries').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function deliveriesPage(db: Executor, endpointId: number, page: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A delivery of one of the reseller's endpoints, with its endpoint's status. */
export function findDelivery(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .selectAll('webhook_deliveries')
    .select('webhook_endpoints.status as endpoint_status')
    .where('webhook_deliveries.id', '=', id)
    .where('webhook_endpoints.user_id', '=', userId)
    .executeTakeFirst();
}

/** Due now: a delivery goes again at once (a resend, or an endpoint resumed). */
export function makeDue(db: Executor, where: { id: number } | { endpointId: number }, now: string) {
  let q = db.updateTable('webhook_deliveries').set({ status: 'pending', next_attempt_at: now });
  if ('id' in where) q = q.where('id', '=', where.id);
  else q = q.where('endpoint_id', '=', where.endpointId).where('status', '=', 'pending');
  return q.returningAll().execute();
}

/** Pending deliveries of active endpoints that are due, oldest due first. */
export function dueDeliveries(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .select('webhook_deliveries.id')
    .where('webhook_deliveries.status', '=', 'pending')
    .where('webhook_deliveries.next_attempt_at', '<=', now)
    .where('webhook_endpoints.status', '=', 'active')
    .orderBy('webhook_deliveries.next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Claims attempts by moving their `next_attempt_at` past a lease, in one statement: a delivery is ours only while it
 * is still pending and due, so one another instance claimed (its time moved on), finished or put off is left alone.
 * Two instances never send the same attempt; one that dies mid-attempt leaves it due again when the lease ends.
 */
export function claimDeliveries(db: Executor, ids: number[], now: string, leaseUntil: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1), attempted_at: now }))
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .returning(['id', 'endpoint_id', 'msg_id', 'body', 'attempts'])
    .execute();
}

export async function recordAttempt(
  db: Executor,
  id: number,
  result: {
    status: 'pending' | 'delivered' | 'failed';
    next_attempt_at: string | null;
    response_status: number | null;
    response_body: string;
    error: string;
  },
) {
  await db.updateTable('webhook_deliveries').set(result).where('id', '=', id).execute();
}

export async function resetFailures(db: Executor, endpointId: number) {
  await db
    .updateTable('webhook_endpoints')
    .set({ failures: 0 })
    .where('id', '=', endpointId)
    .where('failures', '>', 0)
    .execute();
}

/** One more failed attempt in a row; answers the new count and status. */
export function countFailure(db: Executor, endpointId: number) {
  return db
    .updateTable('webhook_endpoints')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', endpointId)
    .returning(['failures', 'status', 'user_id', 'url'])
    .executeTakeFirst();
}

/** Pauses an active endpoint; answers whether this call did (one instance tells the reseller). */
export async function pauseEndpoint(db: Executor, endpointId: number, now: string) {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ status: 'paused', updated_at: now })
    .where('id', '=', endpointId)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
