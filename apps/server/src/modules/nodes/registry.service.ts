import type { Db, Executor } from '../../db/create-db.js';
import { runningInbounds, toNode, writeRunning } from './nodes.mapper.js';
import {
  expectedUsers,
  findNode,
  inboundsOfNodes,
  listNodes,
  nodesForServices,
  updateNode,
} from './nodes.repository.js';

/**
 * The node registry as provisioning reads and notes it: the nodes as the admin sees them, each service's nodes and
 * their inbounds, and which kind of account each tag of a running core serves. It asks nothing of provisioning, so
 * provisioning can depend on it while the nodes service, whose changes queue provisioning work, depends on both.
 */
export function createNodeRegistry(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Nodes as the admin sees them: with their inbounds, and what they hold against what they should. */
    async list() {
      const rows = await listNodes(db);
      const ids = rows.map((r) => r.id);
      const [inbounds, expected] = await Promise.all([inboundsOfNodes(db, ids), expectedUsers(db, ids)]);
      return rows.map((row) => toNode(row, inbounds.get(row.id) ?? [], expected.get(row.id) ?? 0));
    },
    /** What a round of syncs needs of the registry: each service's nodes and those nodes' inbounds. */
    async syncTargets(trx: Executor, serviceIds: number[]) {
      const targets = await nodesForServices(trx, serviceIds);
      const nodeIds = new Set([...targets.values()].flatMap((nodes) => nodes.map((n) => n.id)));
      return { targets, inbounds: await inboundsOfNodes(trx, [...nodeIds]) };
    },
    nodeById: (id: number) => findNode(db, id),
    /**
     * What a core just showed it serves: a tag that took an account of a kind has an inbound of that kind on the
     * running core, whatever the panel's list says (an inbound the operator installed before telling the panel).
     */
    async noteRunning(trx: Executor, nodeId: number, served: Iterable<readonly [string, string]>) {
      const node = await findNode(trx, nodeId);
      if (!node) return;
      const running = runningInbounds(node.running_inbounds);
      let changed = false;
      for (const [tag, kind] of served) {
        if (running.get(tag) === kind) continue;
        running.set(tag, kind);
        changed = true;
      }
      if (changed)
        await updateNode(trx, nodeId, {
          running_inbounds: writeRunning(running),
        });
    },
  };
}
export type NodeRegistry = ReturnType<typeof createNodeRegistry>;
