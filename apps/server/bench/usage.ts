import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { nodeEmail } from '../src/integrations/core/accounts.js';
import type { CoreApi, UserTraffic } from '../src/integrations/core/core-api.js';
import { transactionRunner } from '../src/lib/after-commit.js';
import { createCoreClients } from '../src/modules/nodes/core-clients.js';
import { createUsageService } from '../src/modules/usage/usage.service.js';
import { createServices } from '../src/services.js';

const databaseOf = (databaseEnv: Record<string, string>) =>
  databaseEnv.DATABASE_URL
    ? ({ dialect: 'postgres', url: databaseEnv.DATABASE_URL } as const)
    : ({ dialect: 'sqlite', file: `${databaseEnv.DATA_DIR}/pishkhan.sqlite` } as const);

/** Brings a data set copy to the server's schema without starting a server (what `--usage-only` needs). */
export async function migrateCopy(databaseEnv: Record<string, string>) {
  const handle = createDb(databaseOf(databaseEnv));
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Usage collection (`collectUsage`, the worker's pass) on the data set, against nodes whose V2Ray API answers
 * `perNode` counters each. The counters come from a stand-in `CoreApi`: giving 20 000 users real traffic through a
 * real core is not practical on this machine, and the pass is what is measured (decision 025).
 */
export async function measureUsage(
  databaseEnv: Record<string, string>,
  options: { perNode: number; nodes: number; maxPassMs: number },
) {
  const handle = createDb(databaseOf(databaseEnv));
  const db = handle.db;
  try {
    const live = (
      await db
        .selectFrom('services')
        .select('id')
        .where('deleted_at', 'is', null)
        .where('is_v2ray', '=', 1)
        .orderBy('id', 'desc')
        .limit(options.perNode * options.nodes)
        .execute()
    ).map((r) => r.id);
    const now = new Date().toISOString();
    const nodeIds: number[] = [];
    for (let n = 0; n < options.nodes; n++) {
      const row = await db
        .insertInto('nodes')
        .values({
          name: `bench-${n}`,
          api_address: `bench-node-${n}:1`,
          host: '127.0.0.1',
          active: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      nodeIds.push(row.id);
    }
    // Each node reports its own users (wrapping around when the data set holds fewer), a few MB each.
    const trafficFor = (n: number) => {
      const map = new Map<string, UserTraffic>();
      for (let i = 0; i < options.perNode; i++) {
        const id = live[(n * options.perNode + i) % live.length] as number;
        map.set(nodeEmail(id), { uplink: 100_000 + i, downlink: 2_000_000 + i * 7 });
      }
      return map;
    };
    const apiFor = (address: string): CoreApi => {
      const n = Number(/bench-node-(\d+)/.exec(address)?.[1] ?? 0);
      return {
        addUser: async () => 'exists',
        removeUser: async () => 'missing',
        queryUserTraffic: async () => trafficFor(n),
        onlineIps: async () => null,
        onlineUsers: async () => null,
        inboundUsers: async () => null,
        keepsSameEmailTwice: new Set(),
        ping: async () => true,
        close: () => {},
      };
    };
    const silent = {
      error() {},
      warn() {},
      info() {},
      debug() {},
      trace() {},
      fatal() {},
      child() {
        return silent;
      },
    } as unknown as FastifyBaseLogger;
    const cores = createCoreClients({ apiFor });
    // The server's own services, and a usage service wired as the server wires it but reading the stand-in cores.
    const app = createServices({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WORKER: 'false', ...databaseEnv }),
      handle,
      redis: undefined,
      log: silent,
      clock: { now: () => new Date() },
    });
    const usage = createUsageService({
      db,
      dialect: handle.dialect,
      now: () => new Date(),
      log: silent,
      withTransaction: transactionRunner(db),
      cores,
      nodes: app.nodes,
      provisioning: app.provisioning,
      events: app.events,
      services: app.services,
    });
    const pass = async (active: number) => {
      await db.updateTable('nodes').set({ active: 0 }).execute();
      if (active > 0) {
        await db.updateTable('nodes').set({ active: 1 }).where('id', 'in', nodeIds.slice(0, active)).execute();
      }
      const began = performance.now();
      await usage.collectUsage();
      return performance.now() - began;
    };
    const oneNodeMs = await pass(1);
    // Nodes are collected one after another: when ten times one node would run for minutes, say so instead.
    const estimate = oneNodeMs * options.nodes;
    const tenNodesMs = estimate > options.maxPassMs ? undefined : await pass(options.nodes);
    // RADIUS: an interim update of every open session, as FreeRADIUS writes them between two passes (its triggers list
    // each account as moved), then a pass with no node to read: RADIUS usage and the moves alone (decision 051).
    const interim = await db
      .updateTable('radacct')
      .set((eb) => ({
        acctoutputoctets: eb('acctoutputoctets', '+', 1_048_576),
        acctupdatetime: new Date().toISOString(),
      }))
      .where('acctstoptime', 'is', null)
      .executeTakeFirst();
    const radiusPassMs = await pass(0);
    cores.close();
    return {
      oneNodeMs,
      tenNodesMs,
      estimate,
      counters: options.perNode,
      services: live.length,
      openSessions: Number(interim.numUpdatedRows),
      radiusPassMs,
    };
  } finally {
    await handle.close();
  }
}
