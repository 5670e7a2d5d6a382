import { createHmac } from 'node:crypto';
import type { NodeBody, UpdateNodeBody } from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Dialect, Executor } from '../../db/create-db.js';
import type { NodeRow } from '../../db/types.js';
import { type CoreApi, CoreApiError } from '../../integrations/core/core-api.js';
import { type Core, createCoreApi } from '../../integrations/core/create-core-api.js';
import type { LinkEndpoint } from '../../integrations/v2ray/share-link.js';
import type { Signal } from '../../lib/after-commit.js';
import { crashPoint } from '../../lib/crash-point.js';
import {
  applyUsage,
  backlog,
  claimJobs,
  claimNodeCheck,
  countRadiusSessions,
  dueJobs,
  findNode,
  finishJobs,
  forgetNode,
  forgetRadiusSessions,
  groupNodeIds,
  insertNode,
  type LinkNode,
  linkNodesForPackages,
  listNodes,
  liveRadiusServices,
  liveV2rayServiceIds,
  nodesForService,
  nodesForServices,
  nodeUsersOfAll,
  provisioningViews,
  queueJobs,
  radiusAccountsMoved,
  radiusSessionsGrown,
  recordNodeChanges,
  retryJob,
  setGroupNodes,
  stampExpired,
  stopServices,
  takeRadiusAccounts,
  type UsageDelta,
  updateNode,
} from './nodes.repository.js';

/** The email a service goes by on every node; stats come back under it (integration-facts 'V2Ray 4.34'). */
export const nodeEmail = (serviceId: number) => `svc-${serviceId}@pishkhan`;
const PROBE_EMAIL = 'probe@pishkhan';
/** The probe is a real user on the node, so its id is secret: derived from APP_SECRET, one per node. */
const probeUuid = (secret: string, nodeId: number) => {
  const h = createHmac('sha256', secret).update(`node-probe:${nodeId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
/** The probe user of a node, as a health check adds it (tests stand in for a check that died half done). */
export const probeUserOf = (secret: string, nodeId: number) => ({
  email: PROBE_EMAIL,
  uuid: probeUuid(secret, nodeId),
});
const LEASE_MS = 60_000;
/** Services synced at once by one worker pass: enough to overlap the nodes' round trips, few enough for one node. */
const JOB_CONCURRENCY = 16;
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
/**
 * Counters written per transaction, with the status moves they cause (decision 036). SQLite's one connection is the
 * API's too, so its transactions stay at a few tens of milliseconds; on PostgreSQL a request waits only if it writes
 * one of the chunk's services, and fewer commits do the same work sooner.
 */
const USAGE_CHUNK: Record<Dialect, number> = { sqlite: 2000, postgres: 5000 };
/**
 * RADIUS accounts read per transaction. On SQLite a quarter of V2Ray's chunk: with each service it writes the counted
 * row of each of its sessions and its day row, all scattered over their tables (the accounts online now, not the
 * newest sales), and FreeRADIUS, which shares the one writer, gives up after 200 ms. 2 000 accounts held the file
 * ~225 ms, 500 hold it 55–105 ms (decision 051).
 */
const RADIUS_CHUNK: Record<Dialect, number> = { sqlite: 500, postgres: 5000 };
/**
 * How long a session's counted figures outlive its `radacct` row (decision 051): FreeRADIUS writes a session whose row
 * was deleted into a new row with its whole total, which must find them; a session silent for a month is over.
 */
const RADIUS_COUNTED_KEEP_MS = 30 * 86_400_000;
const FORGET_SESSIONS_EVERY_MS = 86_400_000;
/**
 * SQLite: a pause between two chunks, so another process waiting to write (FreeRADIUS's accounting) gets the file.
 * A writer waiting on a lock retries after 1, 2, 5, 10, 15, 20, 25, 25, 25 ms… (SQLite's busy handler) and gives up
 * at its busy timeout (FreeRADIUS's: 200 ms); chunks that follow one another at once keep it out for the whole pass.
 * A chunk holds the file 40–110 ms, so the writer's retries are 25 ms apart by then: the pause lets it in (decision
 * 048).
 */
const SQLITE_CHUNK_PAUSE_MS = 30;

const toNode = (row: NodeRow & { users?: number | string | null }) => ({
  id: row.id,
  name: row.name,
  api_address: row.api_address,
  core: row.core,
  inbound_tag: row.inbound_tag,
  protocol: row.protocol,
  host: row.host,
  port: row.port,
  transport: row.transport,
  tls: row.tls === 1,
  path: row.path,
  sni: row.sni,
  active: row.active === 1,
  status: row.status,
  last_seen_at: row.last_seen_at,
  last_error: row.last_error,
  users: Number(row.users ?? 0),
});

export const linkEndpointOf = (n: LinkNode): LinkEndpoint => ({
  protocol: n.protocol,
  host: n.host,
  port: n.port,
  transport: n.transport,
  tls: n.tls === 1,
  path: n.path,
  sni: n.sni,
});

export interface NodesHooks {
  /**
   * Called with services that just stopped (expired, traffic finished) so RADIUS refuses them at once. First use is
   * not told: RADIUS lets an unused and an active service in alike, so starting changes nothing there.
   */
  onStopped(serviceIds: number[]): Promise<void>;
}

/**
 * Carries out what purchases and changes recorded in `provisioning_jobs` (docs/product/server-behaviour.md#provisioning),
 * checks nodes' health, refills a node that restarted, collects usage and moves statuses.
 */
export function createNodesService(deps: {
  db: Db;
  dialect: Dialect;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  secret: string;
  /** How long one call to a node may take before the node counts as unreachable for this pass. */
  timeoutMs?: number;
  /** Builds the API of a node's core; tests stand in for it. By default `createCoreApi` (decision 085). */
  apiFor?: (address: string, core: Core) => CoreApi;
  /** Told when an admin change queued work for every live service, so this process's worker starts on it. */
  jobsQueued?: Signal;
}) {
  const { db } = deps;
  const apis = new Map<string, CoreApi>();
  /** One client per core and address: a node whose core is changed gets a client speaking the new one. */
  const api = (node: NodeRow) => {
    const key = `${node.core} ${node.api_address}`;
    let a = apis.get(key);
    if (!a) {
      a = deps.apiFor
        ? deps.apiFor(node.api_address, node.core)
        : createCoreApi(node.core, { address: node.api_address, timeoutMs: deps.timeoutMs ?? 5000 });
      apis.set(key, a);
    }
    return a;
  };
  const nowIso = () => deps.now().toISOString();

  /** `endsCheck`: a health check marking its node also gives its lease back. */
  async function markNode(node: NodeRow, error: unknown, endsCheck = false) {
    const lease = endsCheck ? { check_lease: null } : {};
    if (error === null) {
      await updateNode(db, node.id, { status: 'up', last_seen_at: nowIso(), last_error: '', ...lease });
    } else {
      await updateNode(db, node.id, {
        status: 'down',
        ...lease,
        last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
      });
    }
  }

  /** What a sync needs to know of its services, read for a whole round at once. */
  async function readForSync(trx: Executor, serviceIds: number[]) {
    const [views, targets, held] = await Promise.all([
      provisioningViews(trx, serviceIds),
      nodesForServices(trx, serviceIds),
      nodeUsersOfAll(trx, serviceIds),
    ]);
    return { views, targets, held };
  }
  type SyncInput = Awaited<ReturnType<typeof readForSync>>;
  /** What syncs did on the nodes, to be written in one transaction (`recordNodeChanges`). */
  interface NodeChanges {
    added: Array<{ node_id: number; service_id: number; uuid: string }>;
    removed: Array<{ node_id: number; service_id: number }>;
  }
  const noChanges = (): NodeChanges => ({ added: [], removed: [] });

  /**
   * Makes every node hold exactly what the service should have there; idempotent. Each node is done on its own, so a
   * node that fails does not keep the service from the others; the sync then fails as a whole and is retried. Nodes
   * in `unreachable` are not asked again (one pass waits on a hanging node once, not once per job), and a node that
   * does not answer in time is added to it. What it did is added to `changes` for the caller to write: until then a
   * crash leaves users on a node unrecorded, and the retry finds them there ('exists') and records them.
   */
  async function syncOnNodes(
    serviceId: number,
    input: SyncInput,
    changes: NodeChanges,
    unreachable: Set<number>,
    firstCalls: Map<number, Promise<void>>,
  ) {
    const s = input.views.get(serviceId);
    const targets = s && s.is_v2ray === 1 ? (input.targets.get(serviceId) ?? []) : [];
    const wanted = !!s && s.is_v2ray === 1 && s.deleted_at === null && s.banned === 0 && s.expired_at === null;
    const held = input.held.get(serviceId) ?? [];
    const email = nodeEmail(serviceId);
    const failures: string[] = [];
    const onNode = async (node: NodeRow, work: () => Promise<void>) => {
      // Concurrent syncs of a pass wait for the first call to a node, so a hanging node is waited on once a pass.
      const first = firstCalls.get(node.id);
      let settle = () => {};
      if (first) await first;
      else firstCalls.set(node.id, new Promise<void>((resolve) => (settle = resolve)));
      try {
        if (unreachable.has(node.id)) {
          failures.push(`${node.name}: not answering in this pass`);
          return;
        }
        await work();
      } catch (error) {
        if (!(error instanceof CoreApiError)) throw error;
        if (error.unavailable) unreachable.add(node.id);
        failures.push(error instanceof Error ? error.message : String(error));
      } finally {
        settle();
      }
    };
    for (const node of targets) {
      const mine = held.find((h) => h.node_id === node.id);
      if (wanted && s && mine?.uuid === s.v2ray_uuid) continue;
      await onNode(node, async () => {
        if (mine) {
          await api(node).removeUser({ tag: node.inbound_tag, email });
          crashPoint('provision.removed');
          changes.removed.push({ node_id: node.id, service_id: serviceId });
        }
        if (wanted && s) {
          await api(node).addUser({
            tag: node.inbound_tag,
            email,
            account:
              node.protocol === 'vless'
                ? { protocol: 'vless', id: s.v2ray_uuid, flow: '' }
                : { protocol: 'vmess', id: s.v2ray_uuid },
          });
          crashPoint('provision.added');
          changes.added.push({ node_id: node.id, service_id: serviceId, uuid: s.v2ray_uuid });
        }
      });
    }
    for (const stale of held.filter((h) => !targets.some((n) => n.id === h.node_id))) {
      const node = await findNode(db, stale.node_id);
      if (!node) {
        changes.removed.push({ node_id: stale.node_id, service_id: serviceId });
        continue;
      }
      await onNode(node, async () => {
        await api(node).removeUser({ tag: node.inbound_tag, email });
        crashPoint('provision.removed');
        changes.removed.push({ node_id: stale.node_id, service_id: serviceId });
      });
    }
    if (failures.length > 0) throw new CoreApiError(failures.join('; '), true);
  }

  /**
   * Works due jobs while there are some (up to `rounds` rounds of `limit`, each claimed in one statement), not one
   * round per timer tick: a batch of 500 is done in one pass. A round reads its services in three queries, syncs
   * different services concurrently (`JOB_CONCURRENCY` at a time, so the gRPC calls overlap; each service once, for
   * all its jobs of the round) and writes what the nodes now hold, and which jobs are done or put off, in one
   * transaction.
   */
  async function runJobs(limit = 100, rounds = 20) {
    let done = 0;
    const unreachable = new Set<number>();
    const firstCalls = new Map<number, Promise<void>>();
    for (let round = 0; round < rounds; round++) {
      const due = await dueJobs(db, nowIso(), limit);
      const lease = new Date(deps.now().getTime() + LEASE_MS).toISOString();
      const claimed = await claimJobs(
        db,
        due.map((job) => job.id),
        nowIso(),
        lease,
      );
      const byService = new Map<number, typeof due>();
      for (const job of due.filter((j) => claimed.has(j.id))) {
        byService.set(job.service_id, [...(byService.get(job.service_id) ?? []), job]);
      }
      if (byService.size > 0) done += await runRound(byService, unreachable, firstCalls);
      if (due.length < limit) break;
    }
    return done;
  }

  async function runRound(
    byService: Map<number, Awaited<ReturnType<typeof dueJobs>>>,
    unreachable: Set<number>,
    firstCalls: Map<number, Promise<void>>,
  ) {
    const input = await readForSync(db, [...byService.keys()]);
    const changes = noChanges();
    const failed = new Map<number, unknown>();
    const queue = [...byService.keys()];
    const slot = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          await syncOnNodes(id, input, changes, unreachable, firstCalls);
        } catch (error) {
          failed.set(id, error);
          if (!(error instanceof CoreApiError)) deps.log.error({ err: error, service: id }, 'provisioning failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(JOB_CONCURRENCY, queue.length) }, slot));
    let done = 0;
    await deps.withTransaction(async (trx) => {
      const now = nowIso();
      await recordNodeChanges(trx, changes.added, changes.removed, now);
      for (const [serviceId, jobs] of byService) {
        const error = failed.get(serviceId);
        if (error === undefined) {
          await finishJobs(trx, serviceId, Math.max(...jobs.map((j) => j.id)), now);
          done += jobs.length;
          continue;
        }
        for (const job of jobs) {
          const backoffMs = Math.min(300_000, 1000 * 2 ** Math.min(job.attempts, 8));
          await retryJob(trx, job.id, new Date(deps.now().getTime() + backoffMs).toISOString(), String(error));
        }
      }
    });
    return done;
  }

  /**
   * A probe user tells a restarted node apart: a node that still has it kept its users; one that lets us add it
   * again forgot them all (users added through the API live in memory only), so they are queued to come back.
   * Each check holds a lease on the node (decision 024): one instance checks a node at a time, and a lease left behind
   * by a process that died mid-check means its probe may be on the node with the refill never recorded, so the check
   * that takes it over refills.
   */
  async function checkNodes() {
    const answered = new Set<number>();
    for (const node of (await listNodes(db)).filter((n) => n.active === 1)) {
      const now = nowIso();
      if (node.check_lease !== null && node.check_lease > now) continue;
      const lease = new Date(deps.now().getTime() + LEASE_MS).toISOString();
      if (!(await claimNodeCheck(db, node.id, node.check_lease, lease))) continue;
      const diedMidCheck = node.check_lease !== null;
      try {
        const probe = await api(node).addUser({
          tag: node.inbound_tag,
          email: PROBE_EMAIL,
          account:
            node.protocol === 'vless'
              ? { protocol: 'vless', id: probeUuid(deps.secret, node.id), flow: '' }
              : { protocol: 'vmess', id: probeUuid(deps.secret, node.id) },
        });
        if (probe === 'added' || diedMidCheck) {
          crashPoint('node.restarted');
          const refilled = await deps.withTransaction(async (trx) => {
            const held = await forgetNode(trx, node.id);
            const refill = [...new Set([...held, ...(await liveV2rayServiceIds(trx))])];
            await queueJobs(trx, refill, nowIso());
            return refill.length;
          });
          if (node.status !== 'unknown')
            deps.log.warn({ node: node.name, users: refilled }, 'node restarted; refilling');
        }
        await markNode(node, null, true);
        answered.add(node.id);
      } catch (error) {
        await markNode(node, error, true);
      }
    }
    return answered;
  }

  /**
   * Counters already read (and so zeroed) on their node whose write failed: they stay here and go with the next
   * write, so a failed transaction loses no byte while this process lives and counts none twice (a chunk commits
   * whole or not at all). Decision 029.
   */
  const unsaved = new Map<number, UsageDelta>();

  const betweenChunks = () =>
    deps.dialect === 'sqlite'
      ? new Promise<void>((resolve) => setTimeout(resolve, SQLITE_CHUNK_PAUSE_MS))
      : Promise.resolve();

  /**
   * Adds a chunk's counters in the caller's transaction and stops the services they ran out, queueing their nodes'
   * jobs; answers those. First traffic starts a service in the counters' own update; one that starts now is running at
   * once, so its counters may also have run it out.
   */
  async function addUsage(trx: Executor, rows: UsageDelta[], day: string, now: string, source: 'v2ray' | 'radius') {
    const applied = await applyUsage(trx, deps.dialect, rows, day, now, source);
    const overLimit = applied.filter((r) => r.overLimit).map((r) => r.id);
    await stopServices(trx, deps.dialect, now, overLimit);
    await queueJobs(trx, overLimit, now);
    return overLimit;
  }

  /**
   * Writes what `unsaved` holds, a chunk per transaction; a failed chunk and the ones after it stay for later. A chunk's
   * services that started or ran out of traffic with it move in the same transaction (decision 036), so each
   * transaction stays short (SQLite's one connection is the API's too) and a counter is never saved without its move.
   */
  async function saveUsage(day: string) {
    const all = [...unsaved.values()];
    const size = USAGE_CHUNK[deps.dialect];
    for (let i = 0; i < all.length; i += size) {
      if (i > 0) await betweenChunks();
      const chunk = all.slice(i, i + size);
      const stopped = await deps.withTransaction(async (trx) => {
        return addUsage(trx, chunk, day, nowIso(), 'v2ray');
      });
      for (const r of chunk) unsaved.delete(r.serviceId);
      if (stopped.length > 0) await hooks.onStopped(stopped);
    }
  }

  /**
   * Per-user counters since the last collection (read and zeroed on the node) become usage. `answered` (from
   * `checkNodes` just before) leaves out nodes that did not answer it: their counters wait on the node.
   */
  async function collectUsage(answered?: Set<number>) {
    const day = new Date(deps.now().getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
    // Counters a failed pass kept go first, so a database that stays down does not read more nodes' counters into memory.
    if (unsaved.size > 0) await saveUsage(day);
    for (const node of (await listNodes(db)).filter((n) => n.active === 1 && (!answered || answered.has(n.id)))) {
      let traffic: Awaited<ReturnType<CoreApi['queryUserTraffic']>>;
      try {
        traffic = await api(node).queryUserTraffic({ reset: true });
      } catch (error) {
        await markNode(node, error);
        continue;
      }
      for (const [email, t] of traffic) {
        const m = /^svc-(\d+)@pishkhan$/.exec(email);
        if (!m || t.uplink + t.downlink === 0) continue;
        const serviceId = Number(m[1]);
        const held = unsaved.get(serviceId);
        unsaved.set(serviceId, {
          serviceId,
          up: (held?.up ?? 0) + t.uplink,
          down: (held?.down ?? 0) + t.downlink,
        });
      }
      await saveUsage(day);
    }
    await moveStatuses(day);
  }

  let sessionsForgottenAt = Number.NEGATIVE_INFINITY;
  /**
   * Once a day in each process: the counted figures of sessions deleted from `radacct` over `RADIUS_COUNTED_KEEP_MS`
   * ago go too, a thousand per transaction, so `radius_counted` does not outgrow a `radacct` the provider keeps small.
   */
  async function forgetOldSessions() {
    const at = deps.now().getTime();
    if (at - sessionsForgottenAt < FORGET_SESSIONS_EVERY_MS) return;
    sessionsForgottenAt = at;
    const before = new Date(at - RADIUS_COUNTED_KEEP_MS).toISOString();
    try {
      while ((await deps.withTransaction((trx) => forgetRadiusSessions(trx, before))) === 1000) await betweenChunks();
    } catch (error) {
      // Tried again next pass; expiry must not wait for it.
      sessionsForgottenAt = Number.NEGATIVE_INFINITY;
      deps.log.error({ err: error }, 'forgetting deleted RADIUS sessions failed');
    }
  }

  /**
   * RADIUS usage, then the moves it and time cause: first use starts the period; expiry and the traffic limit stop
   * the service, telling the nodes at once. The accounts whose accounting moved since the last pass (`radacct_moved`)
   * are read a chunk per transaction, each taking its accounts out of the list (decision 048): what each session's
   * octets grew past what was counted of it (`radius_counted`) is the service's traffic, added as V2Ray's counters are,
   * to its total and to the day's row, starting and stopping what it moved (decision 051). So a counter is never saved
   * without its start, no pass has to look for services left unstarted, and SQLite's one writer, which FreeRADIUS
   * shares, is held a chunk at a time. The V2Ray chunks move their own services (`saveUsage`).
   */
  async function moveStatuses(day: string) {
    const now = nowIso();
    const moved = await radiusAccountsMoved(db);
    const size = RADIUS_CHUNK[deps.dialect];
    for (let i = 0; i < moved.length; i += size) {
      // Before the first too: the V2Ray chunks may have just written.
      await betweenChunks();
      const accounts = moved.slice(i, i + size);
      const stopped = await deps.withTransaction(async (trx) => {
        await takeRadiusAccounts(trx, deps.dialect, accounts);
        const grown = await radiusSessionsGrown(trx, deps.dialect, accounts);
        const services = await liveRadiusServices(trx, deps.dialect, accounts);
        const deltas = new Map<number, UsageDelta>();
        for (const session of grown) {
          const serviceId = services.get(session.username);
          if (serviceId === undefined) continue;
          const held = deltas.get(serviceId) ?? { serviceId, up: 0, down: 0 };
          // What the NAS received from the user is the user's upload.
          held.up += Math.max(0, session.input - session.countedInput);
          held.down += Math.max(0, session.output - session.countedOutput);
          deltas.set(serviceId, held);
        }
        // A session's octets only add up: one that reads lower than what was counted of it (a Start written again
        // into its row) has nothing to add and keeps what was counted.
        await countRadiusSessions(
          trx,
          deps.dialect,
          grown.map((session) => ({
            acctuniqueid: session.acctuniqueid,
            input: Math.max(session.input, session.countedInput),
            output: Math.max(session.output, session.countedOutput),
          })),
        );
        return addUsage(trx, [...deltas.values()], day, now, 'radius');
      });
      if (stopped.length > 0) await hooks.onStopped(stopped);
    }
    await forgetOldSessions();
    const expired = await deps.withTransaction(async (trx) => {
      const stopped = await stampExpired(trx, deps.dialect, now);
      await queueJobs(trx, stopped, now);
      return stopped;
    });
    if (expired.length > 0) await hooks.onStopped(expired);
  }

  const hooks: NodesHooks = { onStopped: async () => {} };

  return {
    hooks,
    runJobs,
    checkNodes,
    collectUsage,
    /** One full pass, as the worker's timers do it. */
    async runOnce() {
      const answered = await checkNodes();
      await runJobs();
      await collectUsage(answered);
      await runJobs();
    },
    async list() {
      return (await listNodes(db)).map(toNode);
    },
    async create(body: NodeBody) {
      const id = await insertNode(db, {
        ...body,
        tls: body.tls ? 1 : 0,
        active: body.active ? 1 : 0,
        created_at: nowIso(),
      });
      const row = await findNode(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return toNode({ ...row, users: 0 });
    },
    async update(id: number, body: UpdateNodeBody) {
      if (!(await findNode(db, id))) throw new AppError('NOT_FOUND');
      await updateNode(db, id, {
        ...body,
        tls: body.tls === undefined ? undefined : body.tls ? 1 : 0,
        active: body.active === undefined ? undefined : body.active ? 1 : 0,
      });
      await queueJobs(db, await liveV2rayServiceIds(db), nowIso());
      deps.jobsQueued?.notify();
      const row = (await listNodes(db)).find((n) => n.id === id);
      if (!row) throw new AppError('NOT_FOUND');
      return toNode(row);
    },
    /**
     * The admin's resync: forget what the node is known to hold and queue every live service again, so the next
     * passes add whatever it lacks (what it already has answers 'exists') and remove what it should not hold.
     */
    async resync(id: number) {
      if (!(await findNode(db, id))) throw new AppError('NOT_FOUND');
      await deps.withTransaction(async (trx) => {
        await forgetNode(trx, id);
        await queueJobs(trx, await liveV2rayServiceIds(trx), nowIso());
      });
      deps.jobsQueued?.notify();
      return { message: 'همگام‌سازی سرور آغاز شد؛ کاربران تا چند ثانیه‌ی دیگر روی آن خواهند بود' };
    },
    async groupNodes(groupId: number) {
      return { node_ids: await groupNodeIds(db, groupId) };
    },
    async setGroupNodes(groupId: number, nodeIds: number[]) {
      for (const id of nodeIds)
        if (!(await findNode(db, id))) throw new AppError('VALIDATION', [`سرور ${id} وجود ندارد`]);
      await deps.withTransaction(async (trx) => {
        await setGroupNodes(trx, groupId, [...new Set(nodeIds)]);
        await queueJobs(trx, await liveV2rayServiceIds(trx), nowIso());
      });
      deps.jobsQueued?.notify();
      return { node_ids: await groupNodeIds(db, groupId) };
    },
    async state() {
      const b = await backlog(db);
      return {
        nodes: (await listNodes(db)).map(toNode),
        pending_jobs: b.pending,
        failing_jobs: b.failing,
        oldest_pending_at: b.oldest,
      };
    },
    /** Share-link endpoints for a service: its nodes, in order. */
    async endpointsFor(trx: Executor, serviceId: number) {
      return (await nodesForService(trx, serviceId)).map(linkEndpointOf);
    },
    /** The same for the services of many packages in one query (a page of the list, a batch): package id → endpoints. */
    async endpointsForPackages(trx: Executor, packageIds: number[]) {
      const nodes = await linkNodesForPackages(trx, packageIds);
      return new Map([...nodes].map(([id, list]) => [id, list.map(linkEndpointOf)]));
    },
    close() {
      for (const a of apis.values()) a.close();
      apis.clear();
    },
  };
}
export type NodesService = ReturnType<typeof createNodesService>;
