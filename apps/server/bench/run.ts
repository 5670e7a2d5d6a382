import fs from 'node:fs';
import path from 'node:path';
import { startV2rayNode } from '../src/test/v2ray-node.js';
import {
  BENCH_DIR,
  BENCH_PASSWORD,
  type BenchDialect,
  type Dataset,
  type DatasetInfo,
  dropRunCopy,
  ensureDataset,
  settleCopy,
} from './dataset.js';
import { fmt, type LoadRequest, type LoadResult, openLoad, steadyLoad } from './load.js';
import { measurePanel, PANEL_FIGURES } from './panel.js';
import {
  type Captured,
  cpuSeconds,
  databaseOf,
  login,
  postgresCpuSeconds,
  roundTripMicros,
  type Spawned,
  startCeiling,
  startServer,
} from './processes.js';
import { measureUsage, migrateCopy } from './usage.js';

/**
 * `npm run bench`: the data set; each read and single purchases by their CPU a request, their p99 at a fixed offered rate
 * (open loop) and their throughput at saturation beside the framework floor (closed loop); a batch with provisioning on
 * a real V2Ray node, usage collection, memory and the panel; printed as one table (docs/PERFORMANCE.md).
 * Figures, not tests: nothing here fails on a missed budget; the table says ✗.
 */

const args = new Set(process.argv.slice(2));
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The open loop: reads and single purchases a second, for `BENCH_OPEN_DURATION` seconds (`BENCH_DURATION`). */
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 200);
const PURCHASE_RATE = Number(process.env.BENCH_PURCHASE_RATE ?? 20);
const OPEN_DURATION = Number(process.env.BENCH_OPEN_DURATION ?? DURATION);
/** The budgets (docs/PERFORMANCE.md): p99 at the fixed rate, and CPU ms a request there. */
const READ_P99 = 50;
const PURCHASE_P99 = 100;
const CPU_BUDGET = { firstPage: 0.6, search: 3, purchase: 2 };
const DIALECTS: BenchDialect[] = args.has('--sqlite-only')
  ? ['sqlite']
  : args.has('--postgres-only')
    ? ['postgres']
    : ['sqlite', 'postgres'];
/** A 10-node usage pass expected to run longer than this is estimated, not run. */
const MAX_PASS_MS = Number(process.env.BENCH_MAX_PASS_MS ?? 120_000);
/** Only usage collection, on a fresh copy migrated here: no reads, panel or purchases. */
const USAGE_ONLY = args.has('--usage-only');
const WITH_PANEL = !USAGE_ONLY && !args.has('--no-panel') && process.env.BENCH_PANEL !== 'false';
/** The panel's figures alone, on the first database's data set (the reads, writes and usage are skipped). */
const PANEL_ONLY = WITH_PANEL && args.has('--panel-only');

interface Row {
  dialect: string;
  figure: string;
  value: string;
  budget: string;
  /** null: a figure without a budget. */
  pass: boolean | null;
}
const rows: Row[] = [];
const say = (line: string) => console.log(`[bench] ${line}`);
const label = (d: BenchDialect) => (d === 'sqlite' ? 'SQLite' : 'PostgreSQL');

// ---------------------------------------------------------------------------------------------------------------

async function capture(url: string, init: RequestInit): Promise<Captured> {
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(key)) {
      headers[key] = value;
    }
  });
  return { status: res.status, headers, body };
}

const load = (url: string, request: LoadRequest) => steadyLoad(url, request, CONNECTIONS, DURATION);

interface Cost {
  /** CPU ms a request: the server's, and PostgreSQL's processes of the run's database (0 on SQLite). */
  server: number;
  db: number;
}

/** What a run of `requests` cost the server and the copy's PostgreSQL processes, by request. */
async function costOf<T>(
  server: Spawned,
  database: string | undefined,
  run: () => Promise<T>,
  count: (r: T) => number,
) {
  const dbCpu = () => (database === undefined ? 0 : postgresCpuSeconds(database));
  const cpu0 = cpuSeconds(server.pid);
  const db0 = dbCpu();
  const result = await run();
  const requests = Math.max(1, count(result));
  const cost: Cost = {
    server: ((cpuSeconds(server.pid) - cpu0) * 1000) / requests,
    db: ((dbCpu() - db0) * 1000) / requests,
  };
  return { result, cost };
}

/**
 * One request measured three ways: closed loop at `CONNECTIONS` against the same bytes from the framework floor (Fastify
 * with the server's plugins, same connections and duration: how much of what the framework leaves the request's own
 * work takes), then open loop at `rate` a second, whose p99 is the latency a user sees at that load and whose CPU a
 * request is what one costs the machine there.
 */
async function measureRequest(
  server: Spawned,
  database: string | undefined,
  apiPath: string,
  request: LoadRequest,
  rate: number,
) {
  const captured = await capture(`${server.url}${apiPath}`, {
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    ...(request.body ? { body: request.body } : {}),
  });
  if (captured.status !== 200) {
    throw new Error(`${apiPath} answered ${captured.status}: ${captured.body.toString('utf8').slice(0, 300)}`);
  }
  const closed = await costOf(
    server,
    database,
    () => load(`${server.url}${apiPath}`, request),
    (r) => r.ok + r.bad,
  );
  const floor = await startCeiling(captured, { framework: true });
  let bare: LoadResult;
  try {
    bare = await load(`${floor.url}${apiPath}`, request);
  } finally {
    await floor.stop();
  }
  const open = await costOf(
    server,
    database,
    () => openLoad(`${server.url}${apiPath}`, request, rate, OPEN_DURATION),
    (r) => r.ok + r.failed,
  );
  return {
    closed: closed.result,
    closedCost: closed.cost,
    bare,
    open: open.result,
    openCost: open.cost,
    bytes: captured.body.length,
  };
}

function readCases(info: DatasetInfo) {
  const q = (s: string) => encodeURIComponent(s);
  const lastName = info.customer.name.split(' ').slice(1).join(' ') || info.customer.name;
  return [
    { figure: 'GET /api/services (first page)', path: '/api/services', cpuBudget: CPU_BUDGET.firstPage },
    { figure: 'GET /api/services?status=1 (unused)', path: '/api/services?status=1' },
    { figure: 'GET /api/services?status=2 (expired)', path: '/api/services?status=2' },
    { figure: 'GET /api/services?status=3 (traffic finished)', path: '/api/services?status=3' },
    { figure: 'GET /api/services?status=4 (active)', path: '/api/services?status=4' },
    { figure: 'GET /api/services?paid=1 (settled)', path: '/api/services?paid=1' },
    { figure: 'GET /api/services?paid=2 (unsettled)', path: '/api/services?paid=2' },
    { figure: 'GET /api/services?user_id= (one customer)', path: `/api/services?user_id=${info.customer.id}` },
    {
      figure: 'GET /api/services?search= (a mobile)',
      path: `/api/services?search=${q(info.customer.mobile)}`,
      cpuBudget: CPU_BUDGET.search,
    },
    {
      figure: 'GET /api/services?search= (a last name)',
      path: `/api/services?search=${q(lastName)}`,
      cpuBudget: CPU_BUDGET.search,
    },
    { figure: 'GET /api/transactions/my', path: '/api/transactions/my' },
    { figure: 'GET /api/auth/me', path: '/api/auth/me' },
  ];
}

const costText = (c: Cost) =>
  `${fmt(c.server + c.db, 2)} ms${c.db >= 0.005 ? ` (server ${fmt(c.server, 2)}, PostgreSQL ${fmt(c.db, 2)})` : ''}`;

/**
 * A request's three rows: its CPU a request (budgeted for a first page, a search and a purchase), the open loop's
 * latency at the fixed rate (budgeted), and the closed loop at saturation beside the framework floor (no budget: at a
 * fixed number of connections its latency is the queue, connections ÷ throughput). The CPU budget is checked on the
 * closed loop's figure, which counts the most requests against the 10 ms clock ticks; the fixed rate's is printed
 * beside it (higher: there the event loop wakes for each request and idle work is shared by fewer).
 */
function requestRows(
  dialect: BenchDialect,
  figure: string,
  m: Awaited<ReturnType<typeof measureRequest>>,
  rate: number,
  budget: { p99: number; cpu?: number },
): Row[] {
  const d = label(dialect);
  const cpu = m.closedCost.server + m.closedCost.db;
  const { open, closed, bare } = m;
  return [
    {
      dialect: d,
      figure: `${figure}: CPU a request`,
      value: `${costText(m.closedCost)} at saturation; ${costText(m.openCost)} at ${fmt(rate)}/s`,
      budget: budget.cpu === undefined ? '–' : `≤ ${fmt(budget.cpu, 1)} ms`,
      pass: budget.cpu === undefined ? null : cpu <= budget.cpu,
    },
    {
      dialect: d,
      figure: `${figure}: open loop at ${fmt(rate)}/s`,
      value:
        `p50 ${fmt(open.p50, 1)} ms, p99 ${fmt(open.p99, 1)} ms, max ${fmt(open.max)} ms; ` +
        `${fmt(open.sent)} sent in ${fmt(OPEN_DURATION)} s, ${fmt(open.late)} late, ${fmt(open.failed)} failed`,
      budget: `p99 < ${fmt(budget.p99)} ms`,
      pass: open.p99 < budget.p99 && open.failed === 0,
    },
    {
      dialect: d,
      figure: `${figure}: closed loop at ${fmt(CONNECTIONS)} connections`,
      value:
        `${fmt(closed.rps)} req/s, p50 ${fmt(closed.p50)} ms, p99 ${fmt(closed.p99)} ms, max ${fmt(closed.max)} ms ` +
        `(all ${CONNECTIONS} connections answered after ${fmt(closed.rampMs)} ms); framework floor ${fmt(bare.rps)} req/s; ` +
        `ratio ${fmt((100 * closed.rps) / Math.max(1, bare.rps), 1)} %; ${fmt(m.bytes)} B` +
        (closed.bad > 0 ? `; ${fmt(closed.bad)} timed out (10 s) or failed` : ''),
      budget: '–',
      pass: null,
    },
  ];
}

async function readBenchmarks(dialect: BenchDialect, dataset: Dataset, server: Spawned, database: string | undefined) {
  const token = await login(server.url, dataset.info.top.mobile);
  const headers = { authorization: `Bearer ${token}` };
  for (const c of readCases(dataset.info)) {
    say(`${label(dialect)}: ${c.figure}`);
    try {
      const m = await measureRequest(server, database, c.path, { headers }, READ_RATE);
      rows.push(...requestRows(dialect, c.figure, m, READ_RATE, { p99: READ_P99, cpu: c.cpuBudget }));
    } catch (error) {
      rows.push({
        dialect: label(dialect),
        figure: c.figure,
        value: `error: ${(error as Error).message}`,
        budget: `p99 < ${READ_P99} ms`,
        pass: false,
      });
    }
  }
}

async function purchaseBenchmarks(
  dialect: BenchDialect,
  dataset: Dataset,
  server: Spawned,
  database: string | undefined,
) {
  const d = label(dialect);
  const token = await login(server.url, dataset.info.top.mobile);
  const admin = await login(server.url, dataset.info.adminMobile);
  const json = (t: string) => ({ authorization: `Bearer ${t}`, 'content-type': 'application/json' });

  // A batch of 500 on a fresh real V2Ray node: from the request until every service is on the node.
  const node = await startV2rayNode();
  try {
    const created = await fetch(`${server.url}/api/admin/nodes`, {
      method: 'POST',
      headers: json(admin),
      body: JSON.stringify({
        name: 'بنچمارک',
        api_address: node.apiAddress,
        host: node.host,
        inbounds: [{ tag: node.inboundTag, protocol: 'vless', port: node.port }],
      }),
    });
    if (created.status !== 200) throw new Error(`create node: ${created.status} ${await created.text()}`);
    const nodeId = ((await created.json()) as { id: number }).id;
    const state = async () => {
      const res = await fetch(`${server.url}/api/admin/provisioning`, { headers: json(admin) });
      const body = (await res.json()) as { pending_jobs: number; nodes: Array<{ id: number; users: number }> };
      return { pending: body.pending_jobs, users: body.nodes.find((n) => n.id === nodeId)?.users ?? 0 };
    };
    const count = Math.max(2, Math.min(500, Math.round(500 * Math.max(SCALE, 0.01))));
    const before = await state();
    say(`${d}: batch of ${count} with provisioning (backlog before: ${before.pending})`);
    const began = performance.now();
    const res = await fetch(`${server.url}/api/services`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({ package_id: dataset.info.packageId, count, batch: true, servicewithoutphone: true }),
    });
    const answered = performance.now() - began;
    if (res.status !== 200) throw new Error(`batch: ${res.status} ${await res.text()}`);
    let after = await state();
    while (after.users < before.users + count || after.pending > 0) {
      if (performance.now() - began > 300_000)
        throw new Error(`batch not provisioned in 300 s: ${JSON.stringify(after)}`);
      await new Promise((r) => setTimeout(r, 25));
      after = await state();
    }
    const total = performance.now() - began;
    rows.push({
      dialect: d,
      figure: `POST /api/services batch of ${count}, until all are on a real V2Ray node`,
      value: `${fmt(total)} ms (answer ${fmt(answered)} ms, provisioning ${fmt(total - answered)} ms)`,
      budget: '< 2 000 ms',
      pass: total < 2000,
    });
  } catch (error) {
    rows.push({
      dialect: d,
      figure: 'POST /api/services batch, until all are on a real V2Ray node',
      value: `error: ${(error as Error).message}`,
      budget: '< 2 000 ms',
      pass: false,
    });
  }

  // Single purchases, provisioned onto the same node by the worker meanwhile.
  say(`${d}: single purchases`);
  try {
    const m = await measureRequest(
      server,
      database,
      '/api/services',
      {
        method: 'POST',
        headers: json(token),
        body: JSON.stringify({ package_id: dataset.info.packageId, count: 1, servicewithoutphone: true }),
      },
      PURCHASE_RATE,
    );
    rows.push(
      ...requestRows(dialect, 'POST /api/services (one service)', m, PURCHASE_RATE, {
        p99: PURCHASE_P99,
        cpu: CPU_BUDGET.purchase,
      }),
    );
  } catch (error) {
    rows.push({
      dialect: d,
      figure: 'POST /api/services (one service)',
      value: `error: ${(error as Error).message}`,
      budget: `p99 < ${PURCHASE_P99} ms`,
      pass: false,
    });
  } finally {
    await node.stop();
  }
}

async function usageBenchmarks(dialect: BenchDialect, env: Record<string, string>) {
  const d = label(dialect);
  const perNode = Math.max(10, Math.round(20_000 * Math.min(1, SCALE * 10)));
  say(`${d}: usage collection, ${perNode} counters per node`);
  try {
    const u = await measureUsage(env, { perNode, nodes: 10, maxPassMs: MAX_PASS_MS });
    rows.push({
      dialect: d,
      figure: `usage collection: ${fmt(perNode)} counters from one node`,
      value: `${fmt(u.oneNodeMs)} ms`,
      budget: '< 1 000 ms',
      pass: u.oneNodeMs < 1000,
    });
    const ten = u.tenNodesMs ?? u.estimate;
    rows.push({
      dialect: d,
      figure: `usage collection: 10 nodes × ${fmt(perNode)} counters (one worker pass)`,
      value:
        u.tenNodesMs === undefined
          ? `≈ ${fmt(ten / 1000)} s (estimated: 10 × one node; not run, over ${fmt(MAX_PASS_MS / 1000)} s)`
          : `${fmt(ten)} ms`,
      budget: '< 30 000 ms (USAGE_INTERVAL_MS)',
      pass: ten < 30_000,
    });
    rows.push({
      dialect: d,
      figure: `usage collection: RADIUS, a pass after ${fmt(u.openSessions)} open sessions' interim updates`,
      value: `${fmt(u.radiusPassMs)} ms`,
      budget: '< 30 000 ms (USAGE_INTERVAL_MS)',
      pass: u.radiusPassMs < 30_000,
    });
  } catch (error) {
    rows.push({
      dialect: d,
      figure: 'usage collection',
      value: `error: ${(error as Error).message}`,
      budget: '< 1 000 ms',
      pass: false,
    });
  }
}

async function runDialect(dialect: BenchDialect) {
  const d = label(dialect);
  const dataset = await ensureDataset(dialect, SCALE, say);
  const c = dataset.info.counts;
  rows.push({
    dialect: d,
    figure: 'data set',
    value:
      `${fmt(c.resellers)} resellers, ${fmt(c.customers)} customers, ${fmt(c.services)} services, ${fmt(c.usage)} usage rows, ` +
      `${fmt(c.ledger)} ledger rows, ${fmt(c.radacct)} RADIUS accounting rows (${fmt(c.openSessions)} sessions open); top reseller ${fmt(dataset.info.top.services)} services; ` +
      (dataset.reused
        ? `reused (built ${dataset.info.generatedAt.slice(0, 10)})`
        : `generated in ${fmt(dataset.seconds, 1)} s`),
    budget: '–',
    pass: null,
  });

  if (USAGE_ONLY) {
    const env = await dataset.copy();
    await migrateCopy(env);
    await settleCopy(env);
    await usageBenchmarks(dialect, env);
    await dropRunCopy(dialect, SCALE);
    return;
  }

  // Reads: a server without the worker.
  let env = await dataset.copy();
  let server = await startServer(`${dialect}-reads`, { ...env, WORKER: 'false' });
  await settleCopy(env);
  try {
    if (!PANEL_ONLY) {
      await readBenchmarks(dialect, dataset, server, databaseOf(env));
      rows.push({
        dialect: d,
        figure: 'server RSS after the reads',
        value: `${fmt(server.rssMb())} MB`,
        budget: '< 200 MB',
        pass: server.rssMb() < 200,
      });
    }
    if (WITH_PANEL && dialect === DIALECTS[0]) {
      say(`${d}: panel`);
      rows.push(...(await measurePanel(server.url, dataset.info.top.mobile, BENCH_PASSWORD, `panel (${d})`)));
    }
  } finally {
    await server.stop();
  }

  if (PANEL_ONLY) {
    await dropRunCopy(dialect, SCALE);
    return;
  }

  // Writes: a fresh copy and a server with the worker (default job interval; usage collection held off).
  env = await dataset.copy();
  server = await startServer(`${dialect}-writes`, { ...env, WORKER: 'true', USAGE_INTERVAL_MS: '3600000' });
  await settleCopy(env);
  try {
    await purchaseBenchmarks(dialect, dataset, server, databaseOf(env));
    const rss = server.rssMb();
    rows.push({
      dialect: d,
      figure: 'server RSS after the purchases',
      value: `${fmt(rss)} MB`,
      budget: '< 200 MB',
      pass: rss < 200,
    });
  } finally {
    await server.stop();
  }

  // Usage collection on the same copy, in this process.
  await usageBenchmarks(dialect, env);
  await dropRunCopy(dialect, SCALE);
}

function table() {
  const lines = [
    '| database | figure | value | budget | ✓/✗ |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.dialect} | ${r.figure} | ${r.value} | ${r.budget} | ${r.pass === null ? '–' : r.pass ? '✓' : '✗'} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const began = performance.now();
  say(
    `scale ${SCALE}, closed loop ${CONNECTIONS} connections for ${DURATION} s, open loop ${READ_RATE} reads/s and ` +
      `${PURCHASE_RATE} purchases/s for ${OPEN_DURATION} s, ${DIALECTS.join(' and ')}`,
  );
  rows.push({
    dialect: 'machine',
    figure: 'round trip between two processes (one byte over TCP on loopback and back, mean of 20 000)',
    value: `${fmt(await roundTripMicros(), 1)} µs`,
    budget: '–',
    pass: null,
  });
  for (const dialect of PANEL_ONLY ? DIALECTS.slice(0, 1) : DIALECTS) await runDialect(dialect);
  if (WITH_PANEL && !rows.some((r) => PANEL_FIGURES.includes(r.figure))) {
    rows.push(
      ...PANEL_FIGURES.map((figure) => ({ dialect: 'panel', figure, value: 'not run', budget: '–', pass: null })),
    );
  }
  const out = table();
  const minutes = (performance.now() - began) / 60_000;
  const summary = `${rows.filter((r) => r.pass === true).length} within budget, ${rows.filter((r) => r.pass === false).length} missing; ${fmt(minutes, 1)} min`;
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(BENCH_DIR, `last-run-s${SCALE}${USAGE_ONLY ? '-usage' : ''}.md`),
    `${out}\n\n${summary}\n`,
  );
  console.log(`\n${out}\n\n${summary}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
