import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import { flag, isOn, type WithBooleans, type WithOptionalBooleans } from '../../db/flags.js';
import { patchOf } from '../../db/patch.js';
import type { Database, InboundRow, NodeInboundsTable, NodeRow, NodesTable } from '../../db/types.js';

// The table keeps its switch as a 0/1 integer; everything above this file sees a boolean (db/flags.ts).
/** A node as the nodes module hands it out: `active` a boolean. */
/** How many live V2Ray services each package group has (the groups a node's absence would strand). */
const liveV2rayServicesPerGroup = (db: Executor) =>
  db
    .selectFrom('services')
    .innerJoin('packages', 'packages.id', 'services.package_id')
    .select(['packages.packagegroup_id as group_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('services.is_v2ray', '=', 1)
    .where('services.deleted_at', 'is', null)
    .where('services.banned', '=', 0)
    .where('services.expired_at', 'is', null)
    .groupBy('packages.packagegroup_id')
    .execute();

export type NodeRecord = WithBooleans<NodeRow, 'active'>;
const toNodeRecord = <T extends NodeRow>(row: T) => ({ ...row, active: isOn(row.active) }) as WithBooleans<T, 'active'>;

export async function listNodes(db: Executor) {
  const rows = await db
    .selectFrom('nodes')
    .selectAll('nodes')
    .select((eb) =>
      eb
        .selectFrom('inbound_accounts')
        .select(sql<number>`count(distinct inbound_accounts.service_id)`.as('n'))
        .whereRef('inbound_accounts.node_id', '=', 'nodes.id')
        .as('users'),
    )
    .orderBy('id')
    .execute();
  return rows.map(toNodeRecord);
}

/**
 * Live V2Ray services that should be on each node by the group rule (`nodesForService`): the admin compares it with
 * what the node holds. One pass over the live services, counted per package group, whatever the number of nodes.
 */
export async function expectedUsers(db: Executor, nodeIds: number[]): Promise<Map<number, number>> {
  if (nodeIds.length === 0) return new Map();
  const [perGroup, named, active] = await Promise.all([
    liveV2rayServicesPerGroup(db),
    db.selectFrom('package_group_nodes').select(['group_id', 'node_id']).execute(),
    db.selectFrom('nodes').select('id').where('active', '=', 1).execute(),
  ]);
  const activeIds = new Set(active.map((n) => n.id));
  const result = new Map(nodeIds.map((id) => [id, 0]));
  for (const { group_id, n } of perGroup) {
    const mine = named.filter((m) => m.group_id === group_id);
    // A group that names nodes lives on its active ones; one that names none, on every active node.
    const on = mine.length > 0 ? mine.map((m) => m.node_id).filter((id) => activeIds.has(id)) : [...activeIds];
    for (const id of on) if (result.has(id)) result.set(id, (result.get(id) ?? 0) + Number(n));
  }
  return result;
}

/** What deleting a node would leave a package group with (decision 101). */
export interface StrandedGroup {
  name: string;
  /** Live V2Ray services of the group. */
  live: number;
  /** The group names this node alone: without it, it would name none, which means every active node. */
  onlyNode: boolean;
}

/**
 * The package groups deleting `nodeId` would strand (decision 101): a group that names this node alone, and a group
 * with live services whose active nodes (those it names, or every active node when it names none) would be none
 * where there was one.
 */
export async function groupsStrandedWithout(db: Executor, nodeId: number): Promise<StrandedGroup[]> {
  const [groups, perGroup, named, active] = await Promise.all([
    db.selectFrom('package_groups').select(['id', 'name']).orderBy('id').execute(),
    liveV2rayServicesPerGroup(db),
    db.selectFrom('package_group_nodes').select(['group_id', 'node_id']).execute(),
    db.selectFrom('nodes').select('id').where('active', '=', 1).execute(),
  ]);
  const activeIds = active.map((n) => n.id);
  const live = new Map(perGroup.map((g) => [g.group_id, Number(g.n)]));
  return groups.flatMap((group) => {
    const mine = named.filter((m) => m.group_id === group.id).map((m) => m.node_id);
    const onlyNode = mine.length === 1 && mine[0] === nodeId;
    const before = (mine.length > 0 ? mine : activeIds).filter((id) => activeIds.includes(id));
    const after = before.filter((id) => id !== nodeId);
    const services = live.get(group.id) ?? 0;
    return onlyNode || (services > 0 && before.length > 0 && after.length === 0)
      ? [{ name: group.name, live: services, onlyNode }]
      : [];
  });
}

/** Takes a node, its inbounds and the groups' mentions of it out of the registry (what it held is forgotten first). */
export async function deleteNode(db: Executor, nodeId: number) {
  await db.deleteFrom('package_group_nodes').where('node_id', '=', nodeId).execute();
  await db.deleteFrom('node_inbounds').where('node_id', '=', nodeId).execute();
  await db.deleteFrom('nodes').where('id', '=', nodeId).execute();
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
        .selectFrom('inbound_accounts')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('inbound_accounts.node_id', '=', 'node_inbounds.node_id')
        .whereRef('inbound_accounts.tag', '=', 'node_inbounds.tag')
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

/**
 * Makes a node's inbounds the list given, in its order: an entry with the id of one of the node's inbounds changes it,
 * one without is added, and an inbound not listed goes. What the running core holds is recorded by tag apart from this
 * list (`inbound_accounts`), so accounts under a tag that went or changed form are taken off by the worker.
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
  if (gone.length > 0) await db.deleteFrom('node_inbounds').where('id', 'in', gone).execute();
  // Tags are unique per node: free the old ones first, so two inbounds may swap tags in one change.
  for (const e of existing.filter((e) => kept.has(e.id)))
    await db
      .updateTable('node_inbounds')
      .set({ tag: `~${e.id}` })
      .where('id', '=', e.id)
      .execute();
  for (const [position, { id, ...fields }] of inbounds.entries()) {
    if (id !== undefined && kept.has(id) && existing.some((e) => e.id === id))
      await db
        .updateTable('node_inbounds')
        .set({ ...fields, position })
        .where('id', '=', id)
        .execute();
    else
      await db
        .insertInto('node_inbounds')
        .values({ ...fields, node_id: nodeId, position, created_at: now })
        .execute();
  }
}

export async function findNode(db: Executor, id: number) {
  const row = await db.selectFrom('nodes').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toNodeRecord(row);
}

export async function insertNode(db: Executor, row: WithBooleans<Insertable<NodesTable>, 'active'>) {
  const values = { ...row, active: flag(row.active) };
  const { id } = await db.insertInto('nodes').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateNode(
  db: Executor,
  id: number,
  { active, ...rest }: WithOptionalBooleans<Updateable<NodesTable>, 'active'>,
) {
  const patch = active === undefined ? rest : { ...rest, active: flag(active) };
  await db.updateTable('nodes').set(patchOf(patch)).where('id', '=', id).execute();
}

const ERROR_ROOM = 500;

/**
 * A core's error as the column holds it (500 characters): whole when it fits; otherwise cut after its last whole
 * sentence that fits (or its last whole word), with an ellipsis, never in the middle of a word.
 */
export function clippedError(text: string) {
  if (text.length <= ERROR_ROOM) return text;
  const room = text.slice(0, ERROR_ROOM - 1);
  const sentence = Math.max(room.lastIndexOf('. '), room.lastIndexOf('; '));
  const word = room.lastIndexOf(' ');
  const cut = sentence > ERROR_ROOM / 2 ? sentence + 1 : word > 0 ? word : room.length;
  return `${room.slice(0, cut).trimEnd()}…`;
}

/**
 * What a call to the node just showed: up (it answered), or down with the error. `endsCheck`: a health check marking
 * its node also gives its lease back.
 */
/**
 * Records what a call to the node showed. Answers the move it made, if any: `down` from up or unchecked, `up` from
 * down; the status is moved by a conditional update, so of two instances recording the same change one is told it.
 */
export async function recordNodeHealth(
  db: Executor,
  nodeId: number,
  error: unknown,
  now: string,
  endsCheck = false,
): Promise<{ moved: 'up' | 'down'; error: string } | undefined> {
  const lease = endsCheck ? { check_lease: null } : {};
  const message = error === null ? '' : clippedError(error instanceof Error ? error.message : String(error));
  const patch =
    error === null
      ? ({ status: 'up', last_seen_at: now, last_error: '', ...lease } as const)
      : ({ status: 'down', ...lease, last_error: message } as const);
  const moved = await db
    .updateTable('nodes')
    .set(patch)
    .where('id', '=', nodeId)
    .where('status', error === null ? '=' : '<>', 'down')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return { moved: patch.status, error: message };
  await updateNode(db, nodeId, patch);
  return undefined;
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

/** A node's traffic multiplier as stored (a float column), to the hundredth the admin set (decision 109). */
export const multiplierOf = (node: Pick<NodeRow, 'traffic_multiplier'>) =>
  Math.round(Number(node.traffic_multiplier) * 100) / 100;

/**
 * Each package group's active nodes whose traffic counts other than byte for byte (decision 109), by group id, by
 * `nodesForService`'s rule: the nodes the group names, or every active node when it names none. Groups with none are
 * left out.
 */
export async function groupTrafficMultipliers(db: Executor) {
  const [groups, named, active] = await Promise.all([
    db.selectFrom('package_groups').select('id').execute(),
    db.selectFrom('package_group_nodes').select(['group_id', 'node_id']).execute(),
    db.selectFrom('nodes').select(['id', 'name', 'traffic_multiplier']).where('active', '=', 1).orderBy('id').execute(),
  ]);
  const result = new Map<number, Array<{ node: string; multiplier: number }>>();
  for (const group of groups) {
    const mine = new Set(named.filter((m) => m.group_id === group.id).map((m) => m.node_id));
    const on = mine.size > 0 ? active.filter((n) => mine.has(n.id)) : active;
    const odd = on.filter((n) => multiplierOf(n) !== 1).map((n) => ({ node: n.name, multiplier: multiplierOf(n) }));
    if (odd.length > 0) result.set(group.id, odd);
  }
  return result;
}

export async function groupNodeIds(db: Executor, groupId: number) {
  return (await db.selectFrom('package_group_nodes').select('node_id').where('group_id', '=', groupId).execute()).map(
    (r) => r.node_id,
  );
}

/** The active nodes a service lives on: its package group's, or every active node when the group names none. */
export async function nodesForService(db: Executor, serviceId: number): Promise<NodeRecord[]> {
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
  if (named.length > 0) return named.map(toNodeRecord);
  const groupHasNodes = await db
    .selectFrom('services')
    .innerJoin('packages', 'packages.id', 'services.package_id')
    .innerJoin('package_group_nodes', 'package_group_nodes.group_id', 'packages.packagegroup_id')
    .select('services.id')
    .where('services.id', '=', serviceId)
    .executeTakeFirst();
  if (groupHasNodes) return [];
  return (await db.selectFrom('nodes').selectAll().where('active', '=', 1).orderBy('id').execute()).map(toNodeRecord);
}

const namedNodes = (eb: ExpressionBuilder<Database, 'packages' | 'nodes'>) =>
  eb.selectFrom('package_group_nodes as m').select('m.node_id').whereRef('m.group_id', '=', 'packages.packagegroup_id');
/** A package's node: active, and named by the package's group, or any active node when the group names none. */
const packageNode = (eb: ExpressionBuilder<Database, 'packages' | 'nodes'>) =>
  eb.and([
    eb('nodes.active', '=', 1),
    eb.or([eb.exists(namedNodes(eb).whereRef('m.node_id', '=', 'nodes.id')), eb.not(eb.exists(namedNodes(eb)))]),
  ]);
/**
 * `nodesForService` for many services at once (a page of the list, a batch): one query whatever the number of
 * services, answered per service id in the same order and by the same rule (the group's active nodes, or every active
 * node when the group names none). On PostgreSQL each query has a fixed cost to the process whatever it reads.
 */
export async function nodesForServices(db: Executor, serviceIds: number[]): Promise<Map<number, NodeRecord[]>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('services')
    .innerJoin('packages', 'packages.id', 'services.package_id')
    .leftJoin('nodes', (join) => join.on(packageNode))
    .select('services.id as service_id')
    .selectAll('nodes')
    .where('services.id', 'in', serviceIds)
    .orderBy('services.id')
    .orderBy('nodes.id')
    .execute();
  return nodesByKey(rows, 'service_id', (node) => toNodeRecord(node as NodeRow));
}

/**
 * Left-joined rows (a key and a node's columns, the node's null where the key has none) as each key's list of
 * nodes, in the rows' order: a key with no node answers an empty list, not a missing one.
 */
function nodesByKey<T, K extends string>(
  rows: readonly (Record<K, number> & { id: number | null })[],
  key: K,
  toNode: (node: Record<string, unknown>) => T = (node) => node as T,
): Map<number, T[]> {
  const result = new Map<number, T[]>();
  for (const row of rows) {
    const { [key]: id, ...node } = row as Record<string, unknown>;
    const list = result.get(id as number) ?? [];
    if (row.id !== null) list.push(toNode(node));
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
