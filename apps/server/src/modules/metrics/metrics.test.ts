import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  serveGroupOnNode,
  type TestApp,
} from '../../test/helpers.js';

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';

/** A local port nothing listens on: a node there is down. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format (0.0.4), as prom-client writes it: every line a comment or a sample, or the parse fails. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][\w:]* /.test(line)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)",?/g)) {
      labels[key as string] = JSON.parse(`"${value}"`);
    }
    const value = m[3] === 'NaN' ? Number.NaN : m[3] === '+Inf' ? Number.POSITIVE_INFINITY : Number(m[3]);
    if (m[3] !== 'NaN' && Number.isNaN(value)) throw new Error(`not a number: ${line}`);
    samples.push({ name: m[1] as string, labels, value });
  }
  return samples;
}

const sampleOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe.each(DIALECTS)('metrics (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    return { text: res.body, samples: parseExposition(res.body) };
  };

  it('is 404 when no METRICS_TOKEN is set', async () => {
    const plain = await createTestApp(dialect, { seed: false });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      }
    } finally {
      await plain.close();
    }
  });

  it('refuses a scrape without the token or with another', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer ']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('pishkhan_');
    }
  });

  it('shows requests by route template, the queue, a node, the ledger and refused logins, and nothing secret', async () => {
    const r = await freshReseller(t, 1_000_000);
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const port = await closedPort();
    const nodeId = await serveGroupOnNode(
      t,
      r.adminToken,
      { apiAddress: `127.0.0.1:${port}`, inboundTag: 'in-vless', host: 'node.test', port: 443 },
      packageId,
    );
    await t.app.services.nodes.checkNodes();
    const before = (await scrape()).samples;
    const purchasesBefore = sampleOf(before, 'pishkhan_ledger_movements', { type: 'purchase' }) ?? 0;
    const node = { node: 'آلمان ۱', node_id: String(nodeId) };
    const expectedBefore = sampleOf(before, 'pishkhan_node_expected_users', node) ?? Number.NaN;

    const bought = await t.request<Array<{ id: number }>>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(bought.status).toBe(200);
    const subToken = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    expect((await t.app.inject({ method: 'GET', url: `/sub/${subToken}` })).statusCode).toBe(404);
    const refused = await t.request('POST', '/api/auth/login', {
      body: { mobile: r.mobile, token: 'not-the-password', loginWithPassword: true },
    });
    expect(refused.status).toBe(422);

    const { text, samples } = await scrape();
    const count = 'pishkhan_http_request_duration_seconds_count';
    expect(sampleOf(samples, count, { method: 'POST', route: '/api/services', status_class: '2xx' })).toBe(1);
    expect(sampleOf(samples, count, { method: 'GET', route: '/sub/:token', status_class: '4xx' })).toBe(1);
    expect(sampleOf(samples, 'pishkhan_provisioning_pending_jobs')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(samples, 'pishkhan_provisioning_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(samples, 'pishkhan_node_up', node)).toBe(0);
    expect(sampleOf(samples, 'pishkhan_node_users', node)).toBe(0);
    expect(sampleOf(samples, 'pishkhan_node_expected_users', node)).toBe(expectedBefore + 1);
    expect(sampleOf(samples, 'pishkhan_ledger_movements', { type: 'purchase' })).toBe(purchasesBefore + 1);
    expect(sampleOf(samples, 'pishkhan_refusals_total', { code: 'INVALID_CREDENTIALS' })).toBe(1);
    expect(sampleOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);

    for (const secret of [subToken, r.token, r.adminToken, r.mobile, TOKEN, 'not-the-password']) {
      expect(text).not.toContain(secret);
    }
    // No mobile number (a float such as 0.0939... is not one).
    expect(text).not.toMatch(/(?<![\d.])09\d{9}(?!\d)/);
  });

  it("observes the worker's pass over the nodes", async () => {
    const { startWorker } = await import('../../worker.js');
    const stop = startWorker(t.app.services, t.app.log, {
      usageIntervalMs: 60_000,
      jobIntervalMs: 60_000,
      storeIntervalMs: 60_000,
    });
    await stop();
    const { samples } = await scrape();
    expect(sampleOf(samples, 'pishkhan_usage_pass_duration_seconds_count')).toBe(1);
  });
});
