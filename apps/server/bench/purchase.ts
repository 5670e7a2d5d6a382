import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startV2rayNode } from '../src/test/v2ray-node.js';
import { BENCH_DIR, type BenchDialect, dropRunCopy, ensureDataset, settleCopy } from './dataset.js';
import { steadyLoad } from './load.js';
import { BENCH_APP_SECRET, login, rssMbOf } from './processes.js';

/**
 * `npx tsx apps/server/bench/purchase.ts [--sqlite-only|--postgres-only]`: the purchase rows of `npm run bench` alone
 * (a batch of 500 until it is on a real V2Ray node, then one service at a time at 50 connections, then the server's
 * RSS), for before/after pairs without the whole run. `PURCHASE_BUNDLE=<folder>` runs a server bundle built earlier
 * (`tsx apps/server/scripts/bundle.ts <folder>` at another commit); `PURCHASE_ROUNDS` repeats each database;
 * `PURCHASE_NODE_ARGS` goes to the server's node (`--cpu-prof`); `DATABASE_POOL_SIZE` to the server.
 * Figures, not a test.
 */

const args = new Set(process.argv.slice(2));
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.PURCHASE_ROUNDS ?? 1);
const DIALECTS: BenchDialect[] = args.has('--sqlite-only')
  ? ['sqlite']
  : args.has('--postgres-only')
    ? ['postgres']
    : ['sqlite', 'postgres'];
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const say = (line: string) => console.log(`[purchase] ${line}`);

function bundle() {
  if (process.env.PURCHASE_BUNDLE) return path.resolve(process.env.PURCHASE_BUNDLE, 'server.mjs');
  const dir = path.join(BENCH_DIR, 'purchase-bundle');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(SERVER_DIR, 'scripts/bundle.ts'), dir], {
    stdio: 'ignore',
  });
  return path.join(dir, 'server.mjs');
}

async function startServer(entry: string, env: Record<string, string>) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(path.join(BENCH_DIR, 'logs'), { recursive: true });
  const logFile = path.join(BENCH_DIR, 'logs', 'purchase.log');
  const out = fs.openSync(logFile, 'w');
  const nodeArgs = (process.env.PURCHASE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: path.resolve(SERVER_DIR, '../..'),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      APP_SECRET: BENCH_APP_SECRET,
      PUBLIC_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'false',
      WEB_DIST: path.resolve(SERVER_DIR, '../web/dist'),
      WORKER: 'true',
      USAGE_INTERVAL_MS: '3600000',
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  process.once('exit', () => child.kill('SIGKILL'));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      await (await fetch(`${url}/api/auth/me`)).arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('server did not answer in 120 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, pid: child.pid as number, rssMb: () => rssMbOf(child.pid as number), stop };
}

async function round(dialect: BenchDialect, entry: string) {
  const dataset = await ensureDataset(dialect, SCALE, say);
  const env = await dataset.copy();
  const server = await startServer(entry, env);
  await settleCopy(env);
  const node = await startV2rayNode();
  try {
    const json = (t: string) => ({ authorization: `Bearer ${t}`, 'content-type': 'application/json' });
    const token = await login(server.url, dataset.info.top.mobile);
    const admin = await login(server.url, dataset.info.adminMobile);
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
    const nodeId = ((await created.json()) as { id: number }).id;
    const state = async () => {
      const res = await fetch(`${server.url}/api/admin/provisioning`, { headers: json(admin) });
      const body = (await res.json()) as { pending_jobs: number; nodes: Array<{ id: number; users: number }> };
      return { pending: body.pending_jobs, users: body.nodes.find((n) => n.id === nodeId)?.users ?? 0 };
    };
    const count = Math.max(2, Math.min(500, Math.round(500 * Math.max(SCALE, 0.01))));
    const before = await state();
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
      if (performance.now() - began > 300_000) throw new Error(`batch not provisioned: ${JSON.stringify(after)}`);
      await new Promise((r) => setTimeout(r, 25));
      after = await state();
    }
    const total = performance.now() - began;
    // SQLite's fsyncs happen in the server process: counted with perf when PURCHASE_PERF=1 (root, tracepoints).
    const perf =
      process.env.PURCHASE_PERF === '1' && dialect === 'sqlite'
        ? spawn(
            'perf',
            ['stat', '-x,', '-e', 'syscalls:sys_enter_fdatasync,syscalls:sys_enter_fsync', '-p', `${server.pid}`],
            {
              stdio: ['ignore', 'ignore', 'pipe'],
            },
          )
        : undefined;
    let perfOut = '';
    perf?.stderr?.on('data', (c: Buffer) => {
      perfOut += c.toString('utf8');
    });
    const r = await steadyLoad(
      `${server.url}/api/services`,
      {
        method: 'POST',
        headers: json(token),
        body: JSON.stringify({ package_id: dataset.info.packageId, count: 1, servicewithoutphone: true }),
      },
      CONNECTIONS,
      DURATION,
    );
    const bad = r.bad;
    let syncs = '';
    if (perf) {
      const exited = new Promise((resolve) => perf.once('exit', resolve));
      perf.kill('SIGINT');
      await exited;
      const n = perfOut
        .split('\n')
        .map((line) => Number(line.split(',')[0]))
        .filter((v) => Number.isFinite(v))
        .reduce((a, b) => a + b, 0);
      syncs = `; ${n} fsyncs for ${r.ok} purchases (${(n / Math.max(1, r.ok)).toFixed(2)} each)`;
    }
    say(
      `${dialect}: batch ${Math.round(total)} ms (answer ${Math.round(answered)}, provisioning ${Math.round(total - answered)}); ` +
        `single ${Math.round(r.rps)} req/s, p50 ${Math.round(r.p50)} ms, p99 ${Math.round(r.p99)} ms, max ${Math.round(r.max)} ms (ramp ${Math.round(r.rampMs)} ms)` +
        `${bad > 0 ? `, ${bad} failed` : ''}; RSS ${Math.round(server.rssMb())} MB${syncs}`,
    );
  } finally {
    await node.stop();
    await server.stop();
    await dropRunCopy(dialect, SCALE);
  }
}

const entry = bundle();
for (let i = 0; i < ROUNDS; i++) for (const dialect of DIALECTS) await round(dialect, entry);
process.exit(0);
