import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Dialect, Executor } from '../../db/create-db.js';
import { patchOf } from '../../db/patch.js';
import type { Database, InboundRow, NodeInboundsTable, NodeRow, NodesTable } from '../../db/types.js';

export function listNodes(db: Executor) {
  return db
    .selectFrom('nodes')
    .selectAll('nodes')
    .select((eb) =>
      eb
        .selectFrom('inbound_users')
        .innerJoin('node_inbounds', 'node_inbounds.id', 'inbound_users.inbound_id')
        .select(sql<number>`count(distinct inbound_users.service_id)`.as('n'))
        .whereRef('node_inbounds.node_id', '=', 'nodes.id')
        .as('users'),
    )
    .orderBy('id')
    .execute();
}

/**
 * Live V2Ray services that should be on each node by the group rule (`nodesForService`): the admin compares it with
 * what the node holds. One count per node over the live services.
 */
export async function expectedUsers(db: Executor, nodeIds: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  for (const nodeId of nodeIds) {
    const row = await db
      .selectFrom('services')
      .innerJoin('packages', 'packages.id', 'services.package_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('services.is_v2ray', '=', 1)
      .where('services.deleted_at', 'is', null)
      .where('services.banned', '=', 0)
      .where('services.expired_at', 'is', null)
      .where((eb) => {
        const named = eb
          .selectFrom('package_group_nodes as m')
          .select('m.node_id')
          .whereRef('m.group_id', '=', 'packages.packagegroup_id');
        return eb.or([eb.exists(named.where('m.node_id', '=', nodeId)), eb.not(eb.exists(named))]);
      })
      .executeTakeFirstOrThrow();
    result.set(nodeId, Number(row.n));
  }
  return result;
}

/** The inbounds of some nodes, by node id, in the admin's order, each with the services it holds. */
export async function inboundsOfNodes(db: Executor, nodeIds: number[]): Promise<Map<number, InboundWithUsers[]>> {
  const result = new Map<number, InboundWithUsers[]>();
  if (nodeIds.length === 0) return result;
  const rows = await db
    .selectFrom('node_inbounds')
    .selectAll('node_inbounds')
    .select((eb) =>
      eb
        .selectFrom('inbound_users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('inbound_users.inbound_id', '=', 'node_inbounds.id')
        .as('users'),
    )
    .where('node_id', 'in', nodeIds)
    .orderBy('node_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) result.set(row.node_id, [...(result.get(row.node_id) ?? []), row]);
  return result;
}
export type InboundWithUsers = InboundRow & { users: number | string | null };

export function findInbound(db: Executor, id: number) {
  return db.selectFrom('node_inbounds').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Makes a node's inbounds the list given, in its order: an entry with the id of one of the node's inbounds changes it,
 * one without is added, and an inbound not listed goes with what it held (its users are forgotten: the core's own
 * configuration loses the inbound with them). Answers the ids of inbounds whose users must be added again because
 * what a user's account is made of changed (tag, protocol, flow, cipher).
 */
export async function replaceInbounds(
  db: Executor,
  nodeId: number,
  inbounds: ReadonlyArray<Omit<Insertable<NodeInboundsTable>, 'node_id' | 'position' | 'created_at'> & { id?: number }>,
  now: string,
) {
  const existing = await db.selectFrom('node_inbounds').selectAll().where('node_id', '=', nodeId).execute();
  const kept = new Set(inbounds.map((i) => i.id).filter((id) => id !== undefined));
  const gone = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
  const changedAccounts: number[] = [...gone];
  if (gone.length > 0) {
    await db.deleteFrom('inbound_users').where('inbound_id', 'in', gone).execute();
    await db.deleteFrom('node_inbounds').where('id', 'in', gone).execute();
  }
  // Tags are unique per node: free the old ones first, so two inbounds may swap tags in one change.
  for (const e of existing.filter((e) => kept.has(e.id)))
    await db
      .updateTable('node_inbounds')
      .set({ tag: `~${e.id}` })
      .where('id', '=', e.id)
      .execute();
  for (const [position, { id, ...fields }] of inbounds.entries()) {
    const before = existing.find((e) => e.id === id);
    if (!before) {
      await db
        .insertInto('node_inbounds')
        .values({ ...fields, node_id: nodeId, position, created_at: now })
        .execute();
      continue;
    }
    await db
      .updateTable('node_inbounds')
      .set({ ...fields, position })
      .where('id', '=', before.id)
      .execute();
    const account = (r: Pick<InboundRow, 'tag' | 'protocol' | 'flow' | 'ss_method' | 'ss_server_key'>) =>
      `${r.tag} ${r.protocol} ${r.flow} ${r.ss_method} ${r.ss_server_key}`;
    if (account(before) !== account({ ...before, ...fields })) {
      await db.deleteFrom('inbound_users').where('inbound_id', '=', before.id).execute();
      changedAccounts.push(before.id);
    }
  }
  return changedAccounts;
}

export function findNode(db: Executor, id: number) {
  return db.selectFrom('nodes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertNode(db: Executor, row: Insertable<NodesTable>) {
  const { id } = await db.insertInto('nodes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateNode(db: Executor, id: number, patch: Updateable<NodesTable>) {
  await db.updateTable('nodes').set(patchOf(patch)).where('id', '=', id).execute();
}

/**
 * Claims a node's health check until `leaseUntil`, only if its lease is still what the caller read (decision 024):
 * one check of a node at a time across instances.
 */
export async function claimNodeCheck(db: Executor, nodeId: number, readLease: string | null, leaseUntil: string) {
  const r = await db
    .updateTable('nodes')
    .set({ check_lease: leaseUntil })
    .where('id', '=', nodeId)
    .where('check_lease', readLease === null ? 'is' : '=', readLease)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setGroupNodes(db: Executor, groupId: number, nodeIds: number[]) {
  await db.deleteFrom('package_group_nodes').where('group_id', '=', groupId).execute();
  if (nodeIds.length > 0) {
    await db
      .insertInto('package_group_nodes')
      .values(nodeIds.map((node_id) => ({ group_id: groupId, node_id })))
      .execute();
  }
}

export async function groupNodeIds(db: Executor, groupId: number) {
  return (await db.selectFrom('package_group_nodes').select('node_id').where('group_id', '=', groupId).execute()).map(
    (r) => r.node_id,
  );
}

/** The active nodes a service lives on: its package group's, or every active node when the group names none. */
export async function nodesForService(db: Executor, serviceId: number): Promise<NodeRow[]> {
  const named = await db
    .selectFrom('services')
    .innerJoin('packages', 'packages.id', 'services.package_id')
    .innerJoin('package_group_nodes', 'package_group_nodes.group_id', 'packages.packagegroup_id')
    .innerJoin('nodes', 'nodes.id', 'package_group_nodes.node_id')
    .selectAll('nodes')
    .where('services.id', '=', serviceId)
    .where('nodes.active', '=', 1)
    .orderBy('nodes.id')
    .execute();
  if (named.length > 0) return named;
  const groupHasNodes = await db
    .selectFrom('services')
    .innerJoin('packages', 'packages.id', 'services.package_id')
    .innerJoin('package_group_nodes', 'package_group_nodes.group_id', 'packages.packagegroup_id')
    .select('services.id')
    .where('services.id', '=', serviceId)
    .executeTakeFirst();
  if (groupHasNodes) return [];
  return db.selectFrom('nodes').selectAll().where('active', '=', 1).orderBy('id').execute();
}

const namedNodes = (eb: ExpressionBuilder<Database, 'packages' | 'nodes'>) =>
  eb.selectFrom('package_group_nodes as m').select('m.node_id').whereRef('m.group_id', '=', 'packages.packagegroup_id');
/** A package's node: active, and named by the package's group, or any active node when the group names none. */
const packageNode = (eb: ExpressionBuilder<Database, 'packages' | 'nodes'>) =>
  eb.and([
    eb('nodes.active', '=', 1),
    eb.or([eb.exists(namedNodes(eb).whereRef('m.node_id', '=', 'nodes.id')), eb.not(eb.exists(namedNodes(eb)))]),
  ]);
const nodesOfServices = builtOnce((db, serviceIds: number[]) =>
  db
    .selectFrom('services')
    .innerJoin('packages', 'packages.id', 'services.package_id')
    .leftJoin('nodes', (join) => join.on(packageNode))
    .select('services.id as service_id')
    .selectAll('nodes')
    .where('services.id', 'in', serviceIds)
    .orderBy('services.id')
    .orderBy('nodes.id'),
);

/**
 * `nodesForService` for many services at once (a page of the list, a batch): one query whatever the number of
 * services, answered per service id in the same order and by the same rule (the group's active nodes, or every active
 * node when the group names none). On PostgreSQL a query costs the process ~0.1 ms whatever it reads.
 */
export async function nodesForServices(db: Executor, serviceIds: number[]): Promise<Map<number, NodeRow[]>> {
  if (serviceIds.length === 0) return new Map();
  return nodesByKey<NodeRow, 'service_id'>(await nodesOfServices.all(db, serviceIds), 'service_id');
}

/**
 * Left-joined rows (a key and a node's columns, the node's null where the key has none) as each key's list of
 * nodes, in the rows' order: a key with no node answers an empty list, not a missing one.
 */
function nodesByKey<T, K extends string>(
  rows: readonly (Record<K, number> & { id: number | null })[],
  key: K,
): Map<number, T[]> {
  const result = new Map<number, T[]>();
  for (const row of rows) {
    const { [key]: id, ...node } = row as Record<string, unknown>;
    const list = result.get(id as number) ?? [];
    if (row.id !== null) list.push(node as T);
    result.set(id as number, list);
  }
  return result;
}

/** What a share link needs of a node besides its inbounds: its public address. */
export type LinkNode = Pick<NodeRow, 'id' | 'host'>;

const linkNodesOfPackages = builtOnce((db, packageIds: number[]) =>
  db
    .selectFrom('packages')
    .leftJoin('nodes', (join) => join.on(packageNode))
    .select(['packages.id as package_id', 'nodes.id', 'nodes.host'])
    .where('packages.id', 'in', packageIds)
    .orderBy('packages.id')
    .orderBy('nodes.id'),
);

/**
 * The nodes services of each package live on, by package id, by `nodesForService`'s rule (the group's active nodes,
 * or every active node when the group names none) and in its order, with only what a share link needs: a page of the
 * list names a package or two, where asking per service read a row per service and node.
 */
export async function linkNodesForPackages(db: Executor, packageIds: number[]): Promise<Map<number, LinkNode[]>> {
  if (packageIds.length === 0) return new Map();
  return nodesByKey<LinkNode, 'package_id'>(await linkNodesOfPackages.all(db, packageIds), 'package_id');
}

/** What the inbounds hold of a round of services, in one query, with each inbound's node. */
export async function inboundUsersOfAll(db: Executor, serviceIds: number[]) {
  const rows =
    serviceIds.length === 0
      ? []
      : await db
          .selectFrom('inbound_users')
          .innerJoin('node_inbounds', 'node_inbounds.id', 'inbound_users.inbound_id')
          .select([
            'inbound_users.inbound_id',
            'inbound_users.service_id',
            'inbound_users.uuid',
            'node_inbounds.node_id',
          ])
          .where('inbound_users.service_id', 'in', serviceIds)
          .execute();
  const result = new Map<number, typeof rows>();
  for (const row of rows) result.set(row.service_id, [...(result.get(row.service_id) ?? []), row]);
  return result;
}

/**
 * What a round of syncs did on the nodes, written at once: the accounts added (and their services delivered) and the
 * accounts removed. Inside the caller's transaction, so a round costs one commit, not two per service.
 */
export async function recordNodeChanges(
  db: Executor,
  added: Array<{ inbound_id: number; service_id: number; uuid: string }>,
  removed: Array<{ inbound_id: number; service_id: number }>,
  now: string,
) {
  for (const r of removed)
    await db
      .deleteFrom('inbound_users')
      .where('inbound_id', '=', r.inbound_id)
      .where('service_id', '=', r.service_id)
      .execute();
  if (added.length === 0) return;
  await db
    .insertInto('inbound_users')
    .values(added.map((a) => ({ ...a, created_at: now })))
    .onConflict((oc) =>
      oc.columns(['inbound_id', 'service_id']).doUpdateSet((eb) => ({
        uuid: eb.ref('excluded.uuid'),
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

/** After a node restart it holds nobody: forget what its inbounds held and answer whose access to restore. */
export async function forgetNode(db: Executor, nodeId: number) {
  const inbounds = db.selectFrom('node_inbounds').select('id').where('node_id', '=', nodeId);
  const held = await db.selectFrom('inbound_users').select('service_id').where('inbound_id', 'in', inbounds).execute();
  await db.deleteFrom('inbound_users').where('inbound_id', 'in', inbounds).execute();
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

const finishedJobs = builtOnce((db, serviceId: number, upToId: number, now: string) =>
  db
    .updateTable('provisioning_jobs')
    .set({ status: 'done', done_at: now, last_error: '' })
    .where('service_id', '=', serviceId)
    .where('id', '<=', upToId)
    .where('status', '=', 'pending'),
);
export async function finishJobs(db: Executor, serviceId: number, upToId: number, now: string) {
  await finishedJobs.run(db, serviceId, upToId, now);
}

export async function retryJob(db: Executor, id: number, runAfter: string, error: string) {
  await db
    .updateTable('provisioning_jobs')
    .set({ run_after: runAfter, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

export async function queueJobs(db: Executor, serviceIds: number[], now: string) {
  for (let i = 0; i < serviceIds.length; i += 500) {
    const chunk = serviceIds.slice(i, i + 500);
    await db
      .insertInto('provisioning_jobs')
      .values(chunk.map((service_id) => ({ service_id, action: 'sync' as const, run_after: now, created_at: now })))
      .execute();
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
  return new Map(rows.map((row) => [row.id, row]));
}

export interface UsageDelta {
  serviceId: number;
  up: number;
  down: number;
}

/**
 * `column` is one of `ids` (service ids, or RADIUS usernames), the list bound as one parameter (a PostgreSQL array, a
 * SQLite JSON array): a usage pass asks about up to 200 000 services, which as `IN (…)` lists were a hundred
 * statements of 2 000 parameters each.
 */
function amongIds(dialect: Dialect, column: string, ids: number[] | string[], type: 'integer' | 'text' = 'integer') {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(cast(${ids} as ${sql.raw(type)}[]))`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

const addToDay = sql`on conflict (service_id, day) do update
   set upload_bytes = usage_daily.upload_bytes + excluded.upload_bytes,
       download_bytes = usage_daily.download_bytes + excluded.download_bytes`;

/** What a service's counters now say, read back from the update itself (decision 036). */
export interface UsageApplied {
  id: number;
  /** Live, not yet stopped, limited and at or over its traffic: it has run out. */
  overLimit: boolean;
}

const appliedColumns = sql`services.id,
  case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0
            and services.upload_bytes + services.download_bytes + services.radius_bytes >= services.traffic_gb * 1073741824
       then 1 else 0 end as over_limit`;

type AppliedRow = { id: number; over_limit: number };
const toApplied = (r: AppliedRow): UsageApplied => ({ id: Number(r.id), overLimit: Number(r.over_limit) === 1 });

/**
 * When a period that starts `now` ends: its package's days on, as an ISO instant in UTC with milliseconds and `Z` (what
 * `Date.toISOString` writes), computed in the statement that starts it.
 */
function periodEnd(dialect: Dialect, now: string) {
  return dialect === 'postgres'
    ? sql<string>`to_char((cast(${now} as timestamptz) at time zone 'UTC') + services.days * interval '1 day',
                          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${now}, '+' || services.days || ' days')`;
}

/**
 * The counters' update also starts the period of a live, unused service that now has traffic (product-decisions: the
 * period starts at first use). One new version of the row instead of two: a start changes indexed columns, so its
 * version gets an entry in each of the table's indexes, and a second update used to pay that again (decision 041).
 * Both dialects name the chunk's counters `delta.up` and `delta.down`.
 */
function startsOnFirstUse(dialect: Dialect, now: string) {
  const starts = sql`services.deleted_at is null and services.started_at is null
    and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0`;
  return sql`started_at = case when ${starts} then ${now} else services.started_at end,
           expire_in = case when ${starts} then ${periodEnd(dialect, now)} else services.expire_in end`;
}

/**
 * Adds a chunk of counters (one row per service) to the services' totals and to the day's rows, in the caller's
 * transaction, and answers the services that exist with what their new totals mean (a counter for a service that is
 * gone has nowhere to go and is dropped). The update holds the rows' locks until the caller commits, so what it
 * answers stays true for the moves made in the same transaction. The chunk goes as three arrays (PostgreSQL: one
 * statement, the update feeding the day's upsert) or one JSON array (SQLite: the update, then the upsert): a handful of
 * parameters and the same statement text for every chunk, not three parameters a row. V2Ray's counters go to
 * the upload and download totals; RADIUS's to `radius_bytes` (decision 051); the day's rows keep both directions.
 */
export async function applyUsage(
  db: Executor,
  dialect: Dialect,
  rows: UsageDelta[],
  day: string,
  now: string,
  source: 'v2ray' | 'radius' = 'v2ray',
) {
  if (rows.length === 0) return [];
  const counters =
    source === 'radius'
      ? sql`radius_bytes = services.radius_bytes + delta.up + delta.down`
      : sql`upload_bytes = services.upload_bytes + delta.up, download_bytes = services.download_bytes + delta.down`;
  if (dialect === 'postgres') {
    const updated = await sql<AppliedRow>`
      with delta as (
        select * from unnest(cast(${rows.map((r) => r.serviceId)} as integer[]),
                             cast(${rows.map((r) => r.up)} as bigint[]),
                             cast(${rows.map((r) => r.down)} as bigint[])) as d(id, up, down)),
      updated as (
        update services
           set ${startsOnFirstUse(dialect, now)},
               ${counters},
               updated_at = ${now}
          from delta
         where services.id = delta.id
        returning ${appliedColumns}, delta.up, delta.down),
      daily as (
        insert into usage_daily (service_id, day, upload_bytes, download_bytes)
        select id, ${day}, up, down from updated
        ${addToDay})
      select id, over_limit from updated`.execute(db);
    return updated.rows.map(toApplied);
  }
  const updated = await sql<AppliedRow>`
    with delta(id, up, down) as (
      select value ->> 0, value ->> 1, value ->> 2 from json_each(${JSON.stringify(rows.map((r) => [r.serviceId, r.up, r.down]))}))
    update services
       set ${startsOnFirstUse(dialect, now)},
           ${counters},
           updated_at = ${now}
      from delta
     where services.id = delta.id
    returning ${appliedColumns}`.execute(db);
  const applied = updated.rows.map(toApplied);
  const known = new Set(applied.map((r) => r.id));
  const daily = rows.filter((r) => known.has(r.serviceId)).map((r) => [r.serviceId, r.up, r.down]);
  if (daily.length > 0) {
    // `where true` tells SQLite's parser the ON CONFLICT belongs to the insert, not to a join.
    await sql`
      insert into usage_daily (service_id, day, upload_bytes, download_bytes)
      select value ->> 0, ${day}, value ->> 1, value ->> 2 from json_each(${JSON.stringify(daily)}) where true
      ${addToDay}`.execute(db);
  }
  return applied;
}

/** Stamps services stopped (expired or out of traffic), once, so each move tells the nodes once. */
export async function stopServices(db: Executor, dialect: Dialect, now: string, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('services')
    .set({ expired_at: now })
    .where(amongIds(dialect, 'id', ids))
    .execute();
}

const running = (db: Executor) =>
  db
    .selectFrom('services')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('expired_at', 'is', null)
    .where('started_at', 'is not', null);

/**
 * Running services whose period just ended, found through the `services_running` partial index: stamped once, so
 * each move tells the nodes once.
 */
export async function stampExpired(db: Executor, dialect: Dialect, now: string) {
  // In the index's order, a thousand at a time (each stamped before the next is read): asked for all at once,
  // PostgreSQL expected tens of thousands of rows (it cannot see that services past their expiry are stamped
  // already) and read the whole table on every pass (decision 036).
  const stopped: number[] = [];
  for (let more = true; more; ) {
    const expired = (await running(db).where('expire_in', '<=', now).orderBy('expire_in').limit(1000).execute()).map(
      (r) => r.id,
    );
    await stopServices(db, dialect, now, expired);
    stopped.push(...expired);
    more = expired.length === 1000;
  }
  return stopped;
}

/** The RADIUS accounts whose accounting moved since the usage pass last took them (`radacct_moved`, decision 048). */
export async function radiusAccountsMoved(db: Executor) {
  return (await db.selectFrom('radacct_moved').select('username').execute()).map((r) => r.username);
}

/**
 * Takes `usernames` out of `radacct_moved`, in the transaction that writes their usage. On PostgreSQL the delete waits
 * for an accounting write that listed one of them and has not committed, so what the pass sums next includes it.
 */
export async function takeRadiusAccounts(db: Executor, dialect: Dialect, usernames: string[]) {
  if (usernames.length === 0) return;
  await db
    .deleteFrom('radacct_moved')
    .where(amongIds(dialect, 'username', usernames, 'text'))
    .execute();
}

/** A session's octets in each direction: as FreeRADIUS recorded them, or as the usage pass counted them. */
export interface SessionOctets {
  acctuniqueid: string;
  input: number;
  output: number;
}

/**
 * The sessions of these accounts whose octets grew past what the usage pass counted (`radius_counted`, decision 051),
 * each with both figures: the growth is the traffic to add. A session not counted yet counts from zero.
 */
export async function radiusSessionsGrown(db: Executor, dialect: Dialect, usernames: string[]) {
  if (usernames.length === 0) return [];
  const input = sql`coalesce(radacct.acctinputoctets, 0)`;
  const output = sql`coalesce(radacct.acctoutputoctets, 0)`;
  const { rows } = await sql<{
    acctuniqueid: string;
    username: string;
    input: number | string;
    output: number | string;
    counted_input: number | string | null;
    counted_output: number | string | null;
  }>`
    select radacct.acctuniqueid, radacct.username, ${input} as input, ${output} as output,
           radius_counted.input_octets as counted_input, radius_counted.output_octets as counted_output
      from radacct left join radius_counted on radius_counted.acctuniqueid = radacct.acctuniqueid
     where ${amongIds(dialect, 'radacct.username', usernames, 'text')}
       and (${input} > coalesce(radius_counted.input_octets, 0) or ${output} > coalesce(radius_counted.output_octets, 0))`.execute(
    db,
  );
  return rows.map((r) => ({
    acctuniqueid: r.acctuniqueid,
    username: r.username,
    input: Number(r.input),
    output: Number(r.output),
    countedInput: Number(r.counted_input ?? 0),
    countedOutput: Number(r.counted_output ?? 0),
  }));
}

/** Writes what the usage pass has now counted of these sessions (a session written again into a new row is back). */
export async function countRadiusSessions(db: Executor, dialect: Dialect, sessions: SessionOctets[]) {
  if (sessions.length === 0) return;
  const counted =
    dialect === 'postgres'
      ? sql`select * from unnest(cast(${sessions.map((s) => s.acctuniqueid)} as text[]),
                                 cast(${sessions.map((s) => s.input)} as bigint[]),
                                 cast(${sessions.map((s) => s.output)} as bigint[]))`
      : // `where true` tells SQLite's parser the ON CONFLICT belongs to the insert, not to a join.
        sql`select value ->> 0, value ->> 1, value ->> 2
              from json_each(${JSON.stringify(sessions.map((s) => [s.acctuniqueid, s.input, s.output]))}) where true`;
  await sql`
    insert into radius_counted (acctuniqueid, input_octets, output_octets) ${counted}
    on conflict (acctuniqueid) do update
       set input_octets = excluded.input_octets, output_octets = excluded.output_octets,
           -- Back only if its row is: a cleanup that deleted it while this pass read it keeps its stamp.
           gone_at = case when exists (select 1 from radacct where radacct.acctuniqueid = excluded.acctuniqueid)
                          then null else radius_counted.gone_at end`.execute(db);
}

/**
 * Forgets, a thousand at a time, sessions whose `radacct` row was deleted before `before` and not written again: long
 * enough ago that FreeRADIUS will not write them again. Answers how many went.
 */
export async function forgetRadiusSessions(db: Executor, before: string) {
  const gone = db
    .selectFrom('radius_counted')
    .select('radius_counted.acctuniqueid')
    .where('radius_counted.gone_at', 'is not', null)
    .where('radius_counted.gone_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('radacct')
            .select('radacct.radacctid')
            .whereRef('radacct.acctuniqueid', '=', 'radius_counted.acctuniqueid'),
        ),
      ),
    )
    .limit(1000);
  const deleted = await db.deleteFrom('radius_counted').where('acctuniqueid', 'in', gone).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** The live RADIUS services of these usernames, by username. */
export async function liveRadiusServices(db: Executor, dialect: Dialect, usernames: string[]) {
  if (usernames.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('services')
    .select(['id', 'username'])
    .where(amongIds(dialect, 'username', usernames, 'text'))
    .where('is_radius', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.username, r.id]));
}
