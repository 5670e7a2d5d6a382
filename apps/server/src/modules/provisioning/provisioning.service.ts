import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/create-db.js';
import {
  accountForm,
  accountKind,
  addInboundUser,
  kindOfForm,
  nodeEmail,
  serviceOfEmail,
} from '../../integrations/core/accounts.js';
import { type AccountKind, CoreApiError } from '../../integrations/core/core-api.js';
import { crashPoint } from '../../lib/crash-point.js';
import type { CoreClients } from '../nodes/core-clients.js';
import { heldKey, runningInbounds } from '../nodes/nodes.mapper.js';
import type { NodeRecord } from '../nodes/nodes.service.js';
import type { NodeRegistry } from '../nodes/registry.service.js';
import {
  type AccountKey,
  accountsOfAll,
  backlog,
  claimJobs,
  dueJobs,
  finishJobs,
  forgetAccounts,
  forgetNode,
  knownServiceIds,
  liveV2rayServiceIds,
  markUnknownAccounts,
  provisioningViews,
  queueProvisioning,
  recordNodeChanges,
  retryJob,
  servicesOnInbound,
  undeliveredServiceIds,
} from './provisioning.repository.js';

const LEASE_MS = 60_000;
/** Services synced at once by one worker pass: enough to overlap the nodes' round trips, few enough for one node. */
const JOB_CONCURRENCY = 16;

/**
 * Carries out what purchases and changes recorded in `provisioning_jobs` (docs/product/provisioning-rules.md#provisioning):
 * makes every inbound of each service's nodes hold exactly the account the service should have there.
 */
export function createProvisioningService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  cores: CoreClients;
  /** The registry: each service's nodes and their inbounds, and what the running cores serve. */
  nodes: Pick<NodeRegistry, 'syncTargets' | 'nodeById' | 'noteRunning' | 'list'>;
}) {
  const { db, cores } = deps;
  const nowIso = () => deps.now().toISOString();

  /**
   * Takes an account (every copy of it) off a tag. A core that has no inbound by that tag (its new configuration no
   * longer has it) holds no account there either: done.
   */
  async function removeFrom(node: NodeRecord, tag: string, email: string, kind: AccountKind) {
    try {
      await cores.of(node).removeUser({ tag, email, kind });
    } catch (error) {
      if (!(error instanceof CoreApiError) || error.unavailable || !/handler not found/i.test(error.message))
        throw error;
    }
  }

  /** The kind the node's running core serves under `tag` (`nodes.running_inbounds`), if it has that tag. */
  const runningKind = (node: NodeRecord, tag: string) =>
    runningInbounds(node.running_inbounds).get(tag) as AccountKind | undefined;

  /** What a sync needs to know of its services, read for a whole round at once. */
  async function readForSync(trx: Executor, serviceIds: number[]) {
    const [views, { targets, inbounds }, held] = await Promise.all([
      provisioningViews(trx, serviceIds),
      deps.nodes.syncTargets(trx, serviceIds),
      accountsOfAll(trx, serviceIds),
    ]);
    return { views, targets, held, inbounds };
  }
  type SyncInput = Awaited<ReturnType<typeof readForSync>>;
  /** What syncs did on the nodes, to be written in one transaction (`recordNodeChanges`). */
  interface NodeChanges {
    added: Array<AccountKey & { uuid: string; form: string }>;
    removed: AccountKey[];
  }
  const noChanges = (): NodeChanges => ({ added: [], removed: [] });

  /**
   * Makes every inbound of the service's nodes hold exactly what the service should have there; idempotent. Each node
   * is done on its own, so a node that fails does not keep the service from the others; the sync then fails as a
   * whole and is retried. Nodes in `unreachable` are not asked again (one pass waits on a hanging node once, not once
   * per job), and a node that does not answer in time is added to it. What it did is added to `changes` for the
   * caller to write: until then a crash leaves accounts on a node unrecorded, and the retry finds them there
   * ('exists') and records them.
   */
  async function syncOnNodes(
    serviceId: number,
    input: SyncInput,
    changes: NodeChanges,
    unreachable: Set<number>,
    firstCalls: Map<number, Promise<void>>,
  ) {
    const s = input.views.get(serviceId);
    const nodes = s?.is_v2ray ? (input.targets.get(serviceId) ?? []) : [];
    const targets = nodes.flatMap((node) => (input.inbounds.get(node.id) ?? []).map((inbound) => ({ node, inbound })));
    // A fair-use pause takes the service off like a switch-off, under its own column (decision 107).
    const wanted =
      !!s && s.is_v2ray && s.deleted_at === null && !s.banned && s.paused_until === null && s.expired_at === null;
    const held = input.held.get(serviceId) ?? [];
    const email = nodeEmail(serviceId);
    const failures: string[] = [];
    const onNode = async (node: NodeRecord, work: () => Promise<void>) => {
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
    for (const { node, inbound } of targets) {
      const key = { node_id: node.id, tag: inbound.tag, service_id: serviceId };
      const mine = held.find((h) => h.node_id === node.id && h.tag === inbound.tag);
      const form = accountForm(inbound);
      if (wanted && s && mine?.uuid === s.v2ray_uuid && mine.form === form) continue;
      await onNode(node, async () => {
        // Another secret or another form: off first, since the core answers "exists" for the same email.
        if (mine) {
          await removeFrom(
            node,
            inbound.tag,
            email,
            kindOfForm(mine.form) ?? runningKind(node, inbound.tag) ?? accountKind(inbound),
          );
          crashPoint('provision.removed');
          changes.removed.push(key);
        }
        if (wanted && s) {
          const running = runningKind(node, inbound.tag);
          if (running !== undefined && running !== accountKind(inbound))
            throw new CoreApiError(
              `${node.name}: the running core serves ${inbound.tag} as ${running}; install the node's new configuration and restart it`,
              false,
            );
          await addInboundUser(cores.of(node), inbound, email, s.v2ray_uuid);
          crashPoint('provision.added');
          changes.added.push({ ...key, uuid: s.v2ray_uuid, form });
        }
      });
    }
    // Accounts under a tag none of the service's inbounds has now (renamed, removed, another group, node off): taken
    // off by the tag they are really under, which the running core keeps until its new configuration is installed.
    for (const stale of held.filter((h) => !targets.some((t) => t.node.id === h.node_id && t.inbound.tag === h.tag))) {
      const key = { node_id: stale.node_id, tag: stale.tag, service_id: serviceId };
      const node = await deps.nodes.nodeById(stale.node_id);
      if (!node) {
        changes.removed.push(key);
        continue;
      }
      await onNode(node, async () => {
        const kind = kindOfForm(stale.form) ?? runningKind(node, stale.tag);
        // A tag neither recorded in a form nor run by the core: nothing of it is left to take off.
        if (kind !== undefined) await removeFrom(node, stale.tag, email, kind);
        crashPoint('provision.removed');
        changes.removed.push(key);
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
      // Each tag that took an account is served by the running core as that account's kind.
      const served = new Map<number, Map<string, string>>();
      for (const a of changes.added)
        served.set(a.node_id, (served.get(a.node_id) ?? new Map()).set(a.tag, a.form.split(' ')[0] ?? ''));
      for (const [nodeId, tags] of served) await deps.nodes.noteRunning(trx, nodeId, tags);
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

  return {
    runJobs,
    /** Work for the worker in the caller's transaction (a purchase, a change, a stop). */
    queue: queueProvisioning,
    /** Every live V2Ray service, queued: what a node, a group or an inbound change may move. */
    async requeueAll(trx: Executor) {
      await queueProvisioning(trx, await liveV2rayServiceIds(trx), 'sync', nowIso());
    },
    /**
     * A node that restarted (or is resynced) holds nobody: forget what it held and queue those services and every
     * live one, so the worker adds whatever it lacks. Answers how many were queued.
     */
    async refillNode(trx: Executor, nodeId: number) {
      const held = await forgetNode(trx, nodeId);
      const refill = [...new Set([...held, ...(await liveV2rayServiceIds(trx))])];
      await queueProvisioning(trx, refill, 'sync', nowIso());
      return refill.length;
    },
    /**
     * Sets the record of one inbound by what its core lists (`emails`, one per copy; the repair pass, decision 091):
     * an account held twice, or held with no record, is marked unknown and its service queued, so the sync takes every
     * copy off and adds the one it should have; a record the core does not hold is forgotten and its service queued, so
     * it is added again. Answers how many services were queued and the emails of no service at all, which the caller
     * takes off the core itself.
     */
    async reconcileInbound(trx: Executor, nodeId: number, tag: string, emails: readonly string[]) {
      const copies = new Map<number, number>();
      for (const email of emails) {
        const id = serviceOfEmail(email);
        if (id !== null) copies.set(id, (copies.get(id) ?? 0) + 1);
      }
      const recorded = await servicesOnInbound(trx, nodeId, tag);
      const known = await knownServiceIds(trx, [...copies.keys()]);
      const unknown = [...copies].filter(([id, n]) => known.has(id) && (n > 1 || !recorded.has(id))).map(([id]) => id);
      const lost = [...recorded].filter((id) => !copies.has(id));
      const now = nowIso();
      await markUnknownAccounts(trx, nodeId, tag, unknown, now);
      await forgetAccounts(trx, nodeId, tag, lost);
      await queueProvisioning(trx, [...unknown, ...lost], 'sync', now);
      return {
        queued: unknown.length + lost.length,
        orphans: [...copies.keys()].filter((id) => !known.has(id)).map(nodeEmail),
      };
    },
    /** Where a service's account is held now, as `heldKey`s (node and tag). */
    async heldBy(trx: Executor, serviceId: number) {
      const rows = (await accountsOfAll(trx, [serviceId])).get(serviceId) ?? [];
      return new Set(rows.map((r) => heldKey(r.node_id, r.tag)));
    },
    /** Sales the delivery deadline gives up on (decision 026). */
    undelivered: (cutoff: string, limit: number) => undeliveredServiceIds(db, cutoff, limit),
    /** Node health and the backlog, as the admin's provisioning screen shows them. */
    async state() {
      const b = await backlog(db);
      return {
        nodes: await deps.nodes.list(),
        pending_jobs: b.pending,
        failing_jobs: b.failing,
        oldest_pending_at: b.oldest,
      };
    },
  };
}
export type ProvisioningService = ReturnType<typeof createProvisioningService>;
