import type { Service } from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/create-db.js';
import { nodeEmail } from '../../integrations/core/accounts.js';
import type { CoreApi, UserTraffic } from '../../integrations/core/core-api.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  serveGroupOnNode,
  type TestApp,
} from '../../test/helpers.js';
import { moneyInvariants } from '../../test/invariants.js';
import { createAuditService } from '../audit/audit.service.js';
import { createProvisioningService } from '../provisioning/provisioning.service.js';
import { createUsageService } from '../usage/usage.service.js';
import { createCoreClients } from './core-clients.js';
import { createNodesService } from './nodes.service.js';
import { createNodeRegistry } from './registry.service.js';

const GIB = 1_073_741_824;
const BATCH = 250;

/**
 * The worker at a size where it used to fall behind (decision 013): a batch larger than one round of jobs,
 * and usage written in chunks, whose counters (already zeroed on the node) must survive a failed write. The node is a
 * stand-in for V2Ray's API that keeps per-user counters and zeroes them when read, as the core does with `reset`.
 */
describe.each(DIALECTS)('provisioning and usage at batch size (%s)', (dialect) => {
  let t: TestApp;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let batch: Service[];
  const onNode = new Map<string, string>();
  const counters = new Map<string, UserTraffic>();
  let failNextWrite = false;

  const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
  const api: CoreApi = {
    addUser: async ({ email, account }) => {
      const had = onNode.has(email);
      onNode.set(email, 'id' in account ? account.id : account.password);
      return had ? 'exists' : 'added';
    },
    removeUser: async ({ email }) => (onNode.delete(email) ? 'removed' : 'missing'),
    queryUserTraffic: async () => {
      const read = new Map(counters);
      counters.clear();
      return read;
    },
    onlineIps: async () => null,
    onlineUsers: async () => null,
    inboundUsers: async () => null,
    keepsSameEmailTwice: new Set(),
    ping: async () => true,
    close: () => {},
  };
  /** The worker's three parts on one stand-in node, sharing a transaction runner that can be made to fail once. */
  const worker = () => {
    const deps = {
      db: t.db,
      now: t.clock.now,
      log: silent,
      cores: createCoreClients({ apiFor: () => api }),
      withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => {
        if (failNextWrite) {
          failNextWrite = false;
          return Promise.reject(new Error('the database went away'));
        }
        return t.db.transaction().execute(fn);
      },
    };
    const audit = createAuditService(deps);
    const registry = createNodeRegistry(deps);
    const provisioning = createProvisioningService({ ...deps, nodes: registry });
    const nodes = createNodesService({ ...deps, secret: 'worker-throughput', audit, registry, provisioning });
    const { events, services } = t.app.services;
    const usage = createUsageService({ ...deps, dialect, nodes, provisioning, events, services });
    return {
      checkNodes: nodes.checkNodes,
      state: provisioning.state,
      runJobs: provisioning.runJobs,
      collectUsage: usage.collectUsage,
    };
  };
  const addTraffic = (id: number, up: number, down: number) => {
    const held = counters.get(nodeEmail(id)) ?? { uplink: 0, downlink: 0 };
    counters.set(nodeEmail(id), { uplink: held.uplink + up, downlink: held.downlink + down });
  };
  /** The service as its reseller's list shows it (the batch is all they own, newest first, ten a page). */
  const listed = async (id: number) => {
    const page = Math.floor(batch.filter((s) => s.id > id).length / 10) + 1;
    const res = await t.request<{ data: Service[] }>('GET', `/api/services?page=${page}`, { token: r.token });
    expect(res.status).toBe(200);
    const found = res.body.data.find((s) => s.id === id);
    expect(found).toBeDefined();
    return found as Service;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    r = await freshReseller(t, 100_000_000);
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    await serveGroupOnNode(
      t,
      r.adminToken,
      { apiAddress: 'stand-in:1', inboundTag: 'vless-in', host: '127.0.0.1', port: 443 },
      packageId,
    );
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, count: BATCH, batch: true, servicewithoutphone: true },
    });
    expect(res.status).toBe(200);
    batch = res.body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a batch larger than one round of jobs is on the node after one worker pass', async () => {
    const w = worker();
    await w.checkNodes();
    await w.runJobs();
    expect(batch.every((s) => onNode.has(nodeEmail(s.id)))).toBe(true);
    expect((await w.state()).pending_jobs).toBe(0);
    expect((await listed(batch[0]?.id ?? 0)).statuscode).toBe(1);
  });

  it('counters read from the node while the database refuses the write are counted once, at the next collection', async () => {
    const w = worker();
    for (const s of batch) addTraffic(s.id, GIB / 4, GIB / 4);
    failNextWrite = true;
    await expect(w.collectUsage()).rejects.toThrow('the database went away');
    // The node zeroed its counters when read: the bytes now live only in the worker until the next write.
    expect(counters.size).toBe(0);
    expect((await listed(batch[0]?.id ?? 0)).transfer_totalgb).toBe(0);

    for (const s of batch) addTraffic(s.id, GIB / 4, 0);
    await w.collectUsage();
    for (const id of [batch[0]?.id ?? 0, batch[BATCH - 1]?.id ?? 0]) {
      const s = await listed(id);
      expect(s.transfer_totalgb).toBe(0.75);
      expect(s.statuscode).toBe(4);
    }
    // Their first traffic started every one at that collection, each expiring exactly its 30 days on.
    const periods = await t.db
      .selectFrom('services')
      .select(['started_at', 'expire_in'])
      .where(
        'id',
        'in',
        batch.map((s) => s.id),
      )
      .execute();
    expect(new Set(periods.map((p) => p.started_at)).size).toBe(1);
    const startedAt = Date.parse(periods[0]?.started_at ?? '');
    expect(startedAt).toBeGreaterThan(t.clock.now().getTime() - 60_000);
    for (const p of periods) expect(p.expire_in).toBe(new Date(startedAt + 30 * 86_400_000).toISOString());
    await w.collectUsage();
    expect((await listed(batch[1]?.id ?? 0)).transfer_totalgb).toBe(0.75);
    expect(await moneyInvariants(t)).toEqual([]);
  });

  it('a RADIUS service that runs out through its V2Ray counters is refused by RADIUS at that collection', async () => {
    const w = worker();
    const both = await demoPackageId(t, 'ترکیبی یک ماهه ۶۰ گیگ');
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: both, count: 2, batch: true, servicewithoutphone: true },
    });
    expect(res.status).toBe(200);
    batch = [...batch, ...res.body];
    const [full, other] = res.body as [Service, Service];
    addTraffic(full.id, 0, 60 * GIB);
    addTraffic(other.id, 0, GIB);
    await w.collectUsage();
    expect((await listed(full.id)).statuscode).toBe(3);
    expect((await listed(other.id)).statuscode).toBe(4);
    const checks = async (s: Service) => (await t.app.services.radius.checks(s.email)).map((c) => c.attribute);
    expect(await checks(full)).toEqual(['Cleartext-Password', 'Auth-Type']);
    expect(await checks(other)).toEqual(['Cleartext-Password']);
  });

  it('a service that runs out of traffic is stopped and taken off the node at the same collection', async () => {
    const w = worker();
    const [full, other] = [batch[2]?.id ?? 0, batch[3]?.id ?? 0];
    addTraffic(full, 0, 30 * GIB);
    addTraffic(other, 0, GIB);
    await w.collectUsage();
    expect((await listed(full)).statuscode).toBe(3);
    expect((await listed(other)).statuscode).toBe(4);
    await w.runJobs();
    expect(onNode.has(nodeEmail(full))).toBe(false);
    expect(onNode.has(nodeEmail(other))).toBe(true);
  });
});
