import { createHmac } from 'node:crypto';
import type { NodeBody, UpdateNodeBody } from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import type { NodeRow } from '../../db/types.js';
import type { LinkEndpoint } from '../../integrations/v2ray/share-link.js';
import { createV2rayApi, type V2rayApi, V2rayApiError } from '../../integrations/v2ray/v2ray-api.js';
import {
  addUsage,
  backlog,
  claimJob,
  dueJobs,
  findNode,
  finishJobs,
  forgetNode,
  forgetNodeUser,
  groupNodeIds,
  insertNode,
  listNodes,
  liveV2rayServiceIds,
  nodesForService,
  nodeUsersOf,
  provisioningView,
  queueJobs,
  recordNodeUser,
  refreshRadiusUsage,
  retryJob,
  setGroupNodes,
  stampStopped,
  startPeriods,
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
const LEASE_MS = 60_000;
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

const toNode = (row: NodeRow & { users?: number | string | null }) => ({
  id: row.id,
  name: row.name,
  api_address: row.api_address,
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

export const linkEndpointOf = (n: NodeRow): LinkEndpoint => ({
  protocol: n.protocol,
  host: n.host,
  port: n.port,
  transport: n.transport,
  tls: n.tls === 1,
  path: n.path,
  sni: n.sni,
});

export interface NodesHooks {
  /** Called with services whose status moved (first use, expiry, traffic finished) so RADIUS follows at once. */
  onStatusMoved(serviceIds: number[]): Promise<void>;
}

/**
 * Carries out what purchases and changes recorded in `provisioning_jobs` (product-decisions 'Provisioning'),
 * checks nodes' health, refills a node that restarted, collects usage and moves statuses.
 */
export function createNodesService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  secret: string;
  apiFor?: (address: string) => V2rayApi;
}) {
  const { db } = deps;
  const apis = new Map<string, V2rayApi>();
  const api = (node: NodeRow) => {
    let a = apis.get(node.api_address);
    if (!a) {
      a = deps.apiFor ? deps.apiFor(node.api_address) : createV2rayApi({ address: node.api_address, timeoutMs: 5000 });
      apis.set(node.api_address, a);
    }
    return a;
  };
  const nowIso = () => deps.now().toISOString();

  async function markNode(node: NodeRow, error: unknown) {
    if (error === null) {
      await updateNode(db, node.id, { status: 'up', last_seen_at: nowIso(), last_error: '' });
    } else {
      await updateNode(db, node.id, {
        status: 'down',
        last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
      });
    }
  }

  /** Makes every node hold exactly what the service should have there; idempotent. */
  async function syncService(serviceId: number) {
    const s = await provisioningView(db, serviceId);
    const targets = s && s.is_v2ray === 1 ? await nodesForService(db, serviceId) : [];
    const wanted = !!s && s.is_v2ray === 1 && s.deleted_at === null && s.banned === 0 && s.expired_at === null;
    const held = await nodeUsersOf(db, serviceId);
    const email = nodeEmail(serviceId);
    for (const node of targets) {
      const mine = held.find((h) => h.node_id === node.id);
      if (wanted && s && mine?.uuid === s.v2ray_uuid) continue;
      if (mine) {
        await api(node).removeUser({ tag: node.inbound_tag, email });
        await forgetNodeUser(db, node.id, serviceId);
      }
      if (wanted && s) {
        await api(node).addUser({ tag: node.inbound_tag, protocol: node.protocol, email, uuid: s.v2ray_uuid });
        await recordNodeUser(db, node.id, serviceId, s.v2ray_uuid, nowIso());
      }
    }
    for (const stale of held.filter((h) => !targets.some((n) => n.id === h.node_id))) {
      const node = await findNode(db, stale.node_id);
      if (node) await api(node).removeUser({ tag: node.inbound_tag, email });
      await forgetNodeUser(db, stale.node_id, serviceId);
    }
  }

  async function runJobs(limit = 100) {
    let done = 0;
    for (const job of await dueJobs(db, nowIso(), limit)) {
      const lease = new Date(deps.now().getTime() + LEASE_MS).toISOString();
      if (!(await claimJob(db, job, lease))) continue;
      try {
        await syncService(job.service_id);
        await finishJobs(db, job.service_id, job.id, nowIso());
        done++;
      } catch (error) {
        const backoffMs = Math.min(300_000, 1000 * 2 ** Math.min(job.attempts, 8));
        await retryJob(db, job.id, new Date(deps.now().getTime() + backoffMs).toISOString(), String(error));
        if (!(error instanceof V2rayApiError)) deps.log.error({ err: error, job: job.id }, 'provisioning job failed');
      }
    }
    return done;
  }

  /**
   * A probe user tells a restarted node apart: a node that still has it kept its users; one that lets us add it
   * again forgot them all (users added through the API live in memory only), so they are queued to come back.
   */
  async function checkNodes() {
    for (const node of (await listNodes(db)).filter((n) => n.active === 1)) {
      try {
        const probe = await api(node).addUser({
          tag: node.inbound_tag,
          protocol: node.protocol,
          email: PROBE_EMAIL,
          uuid: probeUuid(deps.secret, node.id),
        });
        if (probe === 'added') {
          const held = await forgetNode(db, node.id);
          const refill = [...new Set([...held, ...(await liveV2rayServiceIds(db))])];
          await queueJobs(db, refill, nowIso());
          if (node.status !== 'unknown')
            deps.log.warn({ node: node.name, users: refill.length }, 'node restarted; refilling');
        }
        await markNode(node, null);
      } catch (error) {
        await markNode(node, error);
      }
    }
  }

  /** Per-user counters since the last collection (read and zeroed on the node) become usage. */
  async function collectUsage() {
    const day = new Date(deps.now().getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
    for (const node of (await listNodes(db)).filter((n) => n.active === 1)) {
      let traffic: Awaited<ReturnType<V2rayApi['queryUserTraffic']>>;
      try {
        traffic = await api(node).queryUserTraffic({ reset: true });
      } catch (error) {
        await markNode(node, error);
        continue;
      }
      for (const [email, t] of traffic) {
        const m = /^svc-(\d+)@pishkhan$/.exec(email);
        if (!m || t.uplink + t.downlink === 0) continue;
        await addUsage(db, Number(m[1]), t.uplink, t.downlink, day, nowIso());
      }
    }
    await refreshRadiusUsage(db);
    await moveStatuses();
  }

  /** First use starts the period; expiry and the traffic limit stop the service, telling the nodes at once. */
  async function moveStatuses() {
    const started = await startPeriods(db, nowIso());
    const stopped = await stampStopped(db, nowIso());
    if (stopped.length > 0) await queueJobs(db, stopped, nowIso());
    const moved = [...started, ...stopped];
    if (moved.length > 0) await hooks.onStatusMoved(moved);
    return moved;
  }

  const hooks: NodesHooks = { onStatusMoved: async () => {} };

  return {
    hooks,
    syncService,
    runJobs,
    checkNodes,
    collectUsage,
    moveStatuses,
    /** One full pass, as the worker's timers do it. */
    async runOnce() {
      await checkNodes();
      await runJobs();
      await collectUsage();
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
      const row = (await listNodes(db)).find((n) => n.id === id);
      if (!row) throw new AppError('NOT_FOUND');
      return toNode(row);
    },
    async setGroupNodes(groupId: number, nodeIds: number[]) {
      for (const id of nodeIds)
        if (!(await findNode(db, id))) throw new AppError('VALIDATION', [`سرور ${id} وجود ندارد`]);
      await deps.withTransaction(async (trx) => {
        await setGroupNodes(trx, groupId, [...new Set(nodeIds)]);
        await queueJobs(trx, await liveV2rayServiceIds(trx), nowIso());
      });
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
    close() {
      for (const a of apis.values()) a.close();
      apis.clear();
    },
  };
}
export type NodesService = ReturnType<typeof createNodesService>;
