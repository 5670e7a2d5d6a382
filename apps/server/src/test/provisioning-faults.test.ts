import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEmail } from '../integrations/core/accounts.js';
import { createV2rayApi } from '../integrations/v2ray/v2ray-api.js';
import { runWorkerPass } from '../worker.js';
import {
  balanceOf,
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  ledgerMismatches,
  type TestApp,
} from './helpers.js';
import { moneyInvariants } from './invariants.js';
import {
  fetchThroughSocks,
  type HttpTarget,
  parseShareLink,
  type StallingProxy,
  startHttpTarget,
  startStallingProxy,
  startV2rayClient,
  startV2rayNode,
  type V2rayTestNode,
  waitFor,
} from './v2ray-node.js';

// docs/RELIABILITY.md#provisioning-faults: a node that hangs (accepts and never answers), one that comes back, and the one
// refund for a sale that reaches none of its nodes by the delivery deadline (decision 026).
const ENV = { NODE_TIMEOUT_MS: '800', DELIVERY_DEADLINE_MINUTES: '60' };
const PRICE = 150_000;

describe.each(DIALECTS)('provisioning faults (%s)', (dialect) => {
  let t: TestApp;
  let healthy: V2rayTestNode;
  let behind: V2rayTestNode;
  let proxy: StallingProxy;
  let target: HttpTarget;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  let groupId: number;
  let healthyId: number;
  let hangingId: number;
  const early: Service[] = [];

  const buy = async () => {
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(res.status).toBe(200);
    return res.body[0] as Service;
  };
  const addNode = async (name: string, apiAddress: string, node: V2rayTestNode) => {
    const res = await t.request<{ id: number }>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: {
        name,
        api_address: apiAddress,
        host: node.host,
        inbounds: [{ tag: node.inboundTag, protocol: 'vless', port: node.port }],
      },
    });
    expect(res.status).toBe(200);
    return res.body.id;
  };
  const useNodes = async (ids: number[]) => {
    const res = await t.request('PUT', `/api/admin/packagegroups/${groupId}/nodes`, {
      token: r.adminToken,
      body: { node_ids: ids },
    });
    expect(res.status).toBe(200);
  };
  /** The reseller's live services as the services page lists them (every page). */
  const listed = async () => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await t.request<{ data: Service[]; last_page: number }>('GET', `/api/services?page=${page}`, {
        token: r.token,
      });
      ids.push(...res.body.data.map((s) => s.id));
      if (page >= res.body.last_page) return ids;
    }
  };
  const heldBy = async (serviceId: number) =>
    (await t.db.selectFrom('inbound_accounts').select('node_id').where('service_id', '=', serviceId).execute())
      .map((row) => row.node_id)
      .sort();
  /** Asks the node itself: adding the same user again answers 'exists' only if it is there (once: emails are unique). */
  const onNode = async (node: V2rayTestNode, s: Service) => {
    const api = createV2rayApi({ address: node.apiAddress });
    try {
      const answer = await api.addUser({
        tag: node.inboundTag,
        email: nodeEmail(s.id),
        account: { protocol: 'vless', id: parseShareLink(s.link).uuid, flow: '' },
      });
      if (answer === 'added') await api.removeUser({ tag: node.inboundTag, email: nodeEmail(s.id), kind: 'vless' });
      return answer === 'exists';
    } finally {
      api.close();
    }
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: ENV });
    [healthy, behind, target] = await Promise.all([startV2rayNode(), startV2rayNode(), startHttpTarget()]);
    proxy = await startStallingProxy(behind.apiAddress);
    r = await freshReseller(t, 5_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    groupId = (
      await t.db.selectFrom('packages').select('packagegroup_id').where('id', '=', packageId).executeTakeFirstOrThrow()
    ).packagegroup_id;
    healthyId = await addNode('آلمان ۱', healthy.apiAddress, healthy);
    hangingId = await addNode('هلند ۱', proxy.address, behind);
    await useNodes([healthyId, hangingId]);
    await runWorkerPass(t.app.services);
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all([healthy?.stop(), behind?.stop(), target?.close()]);
    await t?.close();
  });

  it('a hanging node: purchases do not wait for it, sales reach the healthy node in the same pass, and one pass waits on it once', async () => {
    proxy.stall();
    for (let i = 0; i < 4; i++) early.push(await buy());

    let passOver = false;
    const pass = t.app.services.provisioning.runJobs().finally(() => {
      passOver = true;
    });
    await waitFor('the worker to be waiting on the hanging node', async () => proxy.held > 0);
    early.push(await buy());
    expect(passOver, 'the purchase answered while the worker still waited on the node').toBe(false);
    await pass;

    for (const s of early.slice(0, 4)) expect(await heldBy(s.id)).toEqual([healthyId]);
    const client = await startV2rayClient(early[0]?.link ?? '');
    try {
      expect((await fetchThroughSocks(client.socksPort, target.url, 4000)).ok).toBe(true);
    } finally {
      await client.stop();
    }
    // The first job waited out the timeout; the pass did not ask the hanging node again for the other three.
    const errors = (
      await t.db
        .selectFrom('provisioning_jobs')
        .select('last_error')
        .where(
          'service_id',
          'in',
          early.slice(0, 4).map((s) => s.id),
        )
        .where('status', '=', 'pending')
        .execute()
    ).map((j) => j.last_error);
    expect(errors).toHaveLength(4);
    expect(errors.filter((e) => /not answering in this pass/.test(e))).toHaveLength(3);
    expect(errors.filter((e) => /deadline|unavailable/i.test(e))).toHaveLength(1);
  });

  it('the node answers again: every sale is on it exactly once, nothing refunded', async () => {
    proxy.resume();
    await waitFor(
      'every sale on both nodes',
      async () => {
        t.clock.advance(300);
        await runWorkerPass(t.app.services);
        const held = await Promise.all(early.map((s) => heldBy(s.id)));
        return held.every((ids) => ids.length === 2);
      },
      20_000,
      200,
    );
    for (const s of early) {
      expect(await onNode(behind, s)).toBe(true);
      expect(await onNode(healthy, s)).toBe(true);
    }
    expect(await balanceOf(t, r.id)).toBe(5_000_000 - early.length * PRICE);
    expect(
      await t.db
        .selectFrom('transactions')
        .select('id')
        .where('user_id', '=', r.id)
        .where('ref_type', '=', 'service')
        .where('type', '=', 5)
        .execute(),
    ).toEqual([]);
    expect(await moneyInvariants(t)).toEqual([]);
  });

  it('a sale that reaches none of its nodes by the delivery deadline is refunded exactly once, and the reseller told', async () => {
    await useNodes([hangingId]);
    proxy.stall();
    const before = await balanceOf(t, r.id);
    const stuck = [await buy(), await buy(), await buy()];
    expect(await balanceOf(t, r.id)).toBe(before - 3 * PRICE);
    await t.app.services.provisioning.runJobs();
    for (const s of stuck) expect(await heldBy(s.id)).toEqual([]);

    // Before the deadline nothing is given up.
    t.clock.advance(59 * 60);
    expect(await t.app.services.services.cancelUndelivered()).toBe(0);
    expect(await balanceOf(t, r.id)).toBe(before - 3 * PRICE);

    // Past it, several passes give up at once (on PostgreSQL from two API instances): one refund per sale. Two
    // SQLite instances cannot share one test process (better-sqlite3 waits for a lock synchronously), so there the
    // passes race inside one instance.
    t.clock.advance(2 * 60);
    const second =
      dialect === 'postgres' ? await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false, env: ENV }) : t;
    try {
      second.clock.offsetMs = t.clock.offsetMs;
      const counts = await Promise.all(
        [t, second, t, second, t, second].map((app) => app.app.services.services.cancelUndelivered()),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    } finally {
      if (second !== t) await second.close();
    }
    expect(await balanceOf(t, r.id)).toBe(before);
    const refunds = await t.db
      .selectFrom('transactions')
      .select(['amount', 'ref_id'])
      .where('user_id', '=', r.id)
      .where('ref_type', '=', 'service')
      .where('type', '=', 5)
      .orderBy('ref_id')
      .execute();
    expect(refunds.map((x) => [Number(x.amount), x.ref_id])).toEqual(stuck.map((s) => [PRICE, s.id]));
    const live = await listed();
    for (const s of stuck) expect(live).not.toContain(s.id);
    const notices = await t.request<Array<{ title: string; body: string }>>('GET', '/api/notifications/my', {
      token: r.token,
    });
    expect(notices.body.filter((n) => n.title.includes('تحویل نشد'))).toHaveLength(3);
    expect(notices.body[0]?.body).toMatch(/۱۵۰٬۰۰۰ تومان به حساب شما برگشت/);

    // Delivered sales are never given up, however long their node stays away.
    t.clock.advance(7 * 24 * 3600);
    expect(await t.app.services.services.cancelUndelivered()).toBe(0);
    expect(await listed()).toEqual(expect.arrayContaining(early.map((s) => s.id)));

    // When the node answers again, the cancelled sales are not put on it.
    proxy.resume();
    await waitFor(
      'the provisioning backlog to drain',
      async () => {
        t.clock.advance(300);
        await runWorkerPass(t.app.services);
        const pending = await t.db
          .selectFrom('provisioning_jobs')
          .select('id')
          .where('status', '=', 'pending')
          .execute();
        return pending.length === 0;
      },
      20_000,
      200,
    );
    for (const s of stuck) expect(await onNode(behind, s)).toBe(false);
    for (const s of early) expect(await onNode(behind, s)).toBe(true);
    expect(await ledgerMismatches(t)).toEqual([]);
    expect(await moneyInvariants(t)).toEqual([]);
  });

  it("a reseller's delete racing the deadline's cancellation: one refund", async () => {
    proxy.stall();
    const before = await balanceOf(t, r.id);
    const s = await buy();
    await t.app.services.provisioning.runJobs();
    t.clock.advance(61 * 60);
    const [deleted, ...passes] = await Promise.all([
      t.request('DELETE', `/api/services/${s.id}`, { token: r.token }),
      t.app.services.services.cancelUndelivered(),
      t.app.services.services.cancelUndelivered(),
    ]);
    expect([200, 404]).toContain(deleted.status);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(deleted.status === 200 ? 0 : 1);
    const refunds = await t.db
      .selectFrom('transactions')
      .select('amount')
      .where('ref_type', '=', 'service')
      .where('ref_id', '=', s.id)
      .where('type', '=', 5)
      .execute();
    expect(refunds.map((x) => Number(x.amount))).toEqual([PRICE]);
    expect(await balanceOf(t, r.id)).toBe(before);
    expect(await moneyInvariants(t)).toEqual([]);
  });
});
