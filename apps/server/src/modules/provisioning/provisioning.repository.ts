import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import { isOn } from '../../db/flags.js';
import type { ProvisioningJobsTable } from '../../db/types.js';

/**
 * The provisioning jobs (the only module that writes them) and the record of what each inbound holds: what the worker
 * reads and writes to make the nodes hold what each service should have (docs/product/provisioning-rules.md#provisioning).
 */
/** What the nodes hold of a round of services, in one query: each account's node, tag and form. */
export async function accountsOfAll(db: Executor, serviceIds: number[]) {
  const rows =
    serviceIds.length === 0
      ? []
      : await db
          .selectFrom('inbound_accounts')
          .select(['node_id', 'tag', 'service_id', 'uuid', 'form'])
          .where('service_id', 'in', serviceIds)
          .execute();
  const result = new Map<number, typeof rows>();
  for (const row of rows) result.set(row.service_id, [...(result.get(row.service_id) ?? []), row]);
  return result;
}

export interface AccountKey {
  node_id: number;
  tag: string;
  service_id: number;
}

/**
 * What a round of syncs did on the nodes, written at once: the accounts added (and their services delivered) and the
 * accounts removed. Inside the caller's transaction, so a round costs one commit, not two per service.
 */
export async function recordNodeChanges(
  db: Executor,
  added: Array<AccountKey & { uuid: string; form: string }>,
  removed: AccountKey[],
  now: string,
) {
  for (const r of removed)
    await db
      .deleteFrom('inbound_accounts')
      .where('node_id', '=', r.node_id)
      .where('tag', '=', r.tag)
      .where('service_id', '=', r.service_id)
      .execute();
  if (added.length === 0) return;
  await db
    .insertInto('inbound_accounts')
    .values(added.map((a) => ({ ...a, created_at: now })))
    .onConflict((oc) =>
      oc.columns(['node_id', 'tag', 'service_id']).doUpdateSet((eb) => ({
        uuid: eb.ref('excluded.uuid'),
        form: eb.ref('excluded.form'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .execute();
  await db
    .updateTable('services')
    .set({ delivered_at: now })
    .where('id', 'in', [...new Set(added.map((a) => a.service_id))])
    .where('delivered_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
}

/** The services recorded as holding an account on one inbound of a node. */
export async function servicesOnInbound(db: Executor, nodeId: number, tag: string) {
  const rows = await db
    .selectFrom('inbound_accounts')
    .select('service_id')
    .where('node_id', '=', nodeId)
    .where('tag', '=', tag)
    .execute();
  return new Set(rows.map((r) => r.service_id));
}

/** Which of these ids are services (deleted ones included). */
export async function knownServiceIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.selectFrom('services').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Records accounts a core holds in a form the panel cannot vouch for (two copies, or none recorded): an empty uuid and
 * form, so the next sync of each takes every copy off before it adds the one the service should have.
 */
export async function markUnknownAccounts(
  db: Executor,
  nodeId: number,
  tag: string,
  serviceIds: number[],
  now: string,
) {
  for (let i = 0; i < serviceIds.length; i += 500)
    await db
      .insertInto('inbound_accounts')
      .values(
        serviceIds
          .slice(i, i + 500)
          .map((service_id) => ({ node_id: nodeId, tag, service_id, uuid: '', form: '', created_at: now })),
      )
      .onConflict((oc) => oc.columns(['node_id', 'tag', 'service_id']).doUpdateSet({ uuid: '', form: '' }))
      .execute();
}

/** Forgets accounts the panel recorded on an inbound that its core does not hold. */
export async function forgetAccounts(db: Executor, nodeId: number, tag: string, serviceIds: number[]) {
  for (let i = 0; i < serviceIds.length; i += 500)
    await db
      .deleteFrom('inbound_accounts')
      .where('node_id', '=', nodeId)
      .where('tag', '=', tag)
      .where('service_id', 'in', serviceIds.slice(i, i + 500))
      .execute();
}

/** After a node restart it holds nobody: forget what it held and answer whose access to restore. */
export async function forgetNode(db: Executor, nodeId: number) {
  const held = await db.selectFrom('inbound_accounts').select('service_id').where('node_id', '=', nodeId).execute();
  await db.deleteFrom('inbound_accounts').where('node_id', '=', nodeId).execute();
  return [...new Set(held.map((r) => r.service_id))];
}

/** Services that ought to be on a node (used to refill one that was restarted or newly added). */
export async function liveV2rayServiceIds(db: Executor) {
  return (
    await db
      .selectFrom('services')
      .select('id')
      .where('is_v2ray', '=', 1)
      .where('deleted_at', 'is', null)
      .where('banned', '=', 0)
      .where('expired_at', 'is', null)
      .where('paused_until', 'is', null)
      .execute()
  ).map((r) => r.id);
}

export function dueJobs(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('provisioning_jobs')
    .select(['id', 'service_id', 'action', 'attempts', 'run_after'])
    .where('status', '=', 'pending')
    .where('run_after', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a round of jobs by moving their `run_after` into the future (a lease), in one statement: a job is ours only
 * if it is still pending and due, so one another instance leased (its `run_after` moved past `now`), finished or put
 * off for a retry is left alone. Several API instances can run the worker and each job is worked by one of them at a
 * time, on SQLite and PostgreSQL alike. Answers the ids claimed.
 */
export async function claimJobs(db: Executor, ids: number[], now: string, leaseUntil: string) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .updateTable('provisioning_jobs')
    .set((eb) => ({ run_after: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where('run_after', '<=', now)
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function finishJobs(db: Executor, serviceId: number, upToId: number, now: string) {
  await db
    .updateTable('provisioning_jobs')
    .set({ status: 'done', done_at: now, last_error: '' })
    .where('service_id', '=', serviceId)
    .where('id', '<=', upToId)
    .where('status', '=', 'pending')
    .execute();
}

export async function retryJob(db: Executor, id: number, runAfter: string, error: string) {
  await db
    .updateTable('provisioning_jobs')
    .set({ run_after: runAfter, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

const insertJobs = builtOnce((db, rows: Insertable<ProvisioningJobsTable>[]) =>
  db.insertInto('provisioning_jobs').values(rows),
);
/**
 * Work for the worker, written in the caller's transaction: the only way a job is made. Each job says "make the nodes
 * hold what this service should have now", so queueing one twice is harmless. 500 a statement (SQLite's limit on a
 * statement's values).
 */
export async function queueProvisioning(
  db: Executor,
  serviceIds: number[],
  action: 'add' | 'remove' | 'sync',
  now: string,
) {
  for (let i = 0; i < serviceIds.length; i += 500) {
    await insertJobs.run(
      db,
      serviceIds.slice(i, i + 500).map((service_id) => ({ service_id, action, run_after: now, created_at: now })),
    );
  }
}

export async function backlog(db: Executor) {
  const row = await db
    .selectFrom('provisioning_jobs')
    .select((eb) => [
      eb.fn.countAll<number>().as('pending'),
      eb.fn.sum<number>(sql`case when attempts > 1 then 1 else 0 end`).as('failing'),
      eb.fn.min<string>('created_at').as('oldest'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failing: Number(row.failing ?? 0), oldest: row.oldest ?? null };
}

const PROVISIONING_COLUMNS = [
  'id',
  'is_v2ray',
  'is_radius',
  'v2ray_uuid',
  'banned',
  'paused_until',
  'deleted_at',
  'expired_at',
  'started_at',
  'expire_in',
] as const;

/** A round of services as provisioning sees them, in one query. */
export async function provisioningViews(db: Executor, serviceIds: number[]) {
  const rows =
    serviceIds.length === 0
      ? []
      : await db.selectFrom('services').select(PROVISIONING_COLUMNS).where('id', 'in', serviceIds).execute();
  // The switches as booleans (db/flags.ts).
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, is_v2ray: isOn(row.is_v2ray), is_radius: isOn(row.is_radius), banned: isOn(row.banned) },
    ]),
  );
}

/**
 * V2Ray services sold before `cutoff` that reached none of their nodes and were never used, while a provisioning job
 * for them still waits: the sales the delivery deadline gives up on (decision 026).
 */
export async function undeliveredServiceIds(db: Executor, cutoff: string, limit: number) {
  // From the few pending jobs to their services, not from every unstarted service to its jobs (decision 013).
  const rows = await db
    .selectFrom('provisioning_jobs')
    .innerJoin('services', 'services.id', 'provisioning_jobs.service_id')
    .select('services.id')
    .distinct()
    .where('provisioning_jobs.status', '=', 'pending')
    .where('services.delivered_at', 'is', null)
    .where('services.created_at', '<=', cutoff)
    .where('services.is_v2ray', '=', 1)
    .where('services.deleted_at', 'is', null)
    .where('services.started_at', 'is', null)
    .orderBy('services.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
