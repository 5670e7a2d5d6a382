import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, BENCH_PASSWORD } from './dataset.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
/** The server as `npm start` runs it: bundled, under plain node (decision 001), built once per run into the data folder. */
const BUNDLE_DIR = path.join(BENCH_DIR, 'server-bundle');
let bundled = false;

function bundleServer() {
  if (bundled) return;
  execFileSync(process.execPath, ['--import', 'tsx', path.join(SERVER_DIR, 'scripts/bundle.ts'), BUNDLE_DIR], {
    stdio: 'ignore',
  });
  bundled = true;
}
const CEILING_ENTRY = path.resolve(import.meta.dirname, 'ceiling.ts');
/** Fixed and published: the benchmark's servers hold no real secret. */
export const BENCH_APP_SECRET = 'pishkhan-benchmark-secret-not-for-production-0001';

export interface Spawned {
  pid: number;
  url: string;
  /** Resident memory of the process now (VmRSS), in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

function track(child: ChildProcess) {
  live.add(child);
  child.once('exit', () => live.delete(child));
}

export function rssMbOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 10 ms). */
export function cpuSeconds(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
/**
 * CPU seconds used so far by the machine's PostgreSQL processes (its backends live as long as the pool). With
 * `database`, a backend or autovacuum worker of another database is left out: other work on the machine's PostgreSQL is
 * not charged to the bench's requests; the shared processes (WAL writer, checkpointer, background writer) count.
 */
export function postgresCpuSeconds(database?: string) {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database !== undefined) {
        const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
        const of =
          /^postgres: (?:\S+: )?\S+ (\S+) (?:\[local\]|\S+\(\d+\))/.exec(title)?.[1] ??
          /^postgres: (?:\S+: )?autovacuum worker (\S+)/.exec(title)?.[1];
        if (of !== undefined && of !== database) continue;
      }
      total += cpuSeconds(Number(entry));
    } catch {}
  }
  return total;
}

/** The database a `DATABASE_URL` names, or undefined (SQLite). */
export const databaseOf = (env: Record<string, string>) =>
  env.DATABASE_URL ? decodeURIComponent(new URL(env.DATABASE_URL).pathname.slice(1)) : undefined;
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server (bundled as `npm start` runs it, NODE_ENV=production) on the data set copy. Its log goes to a file under
 * the bench data folder, not through this process, so the load generator does not pay for it.
 */
export async function startServer(name: string, env: Record<string, string>): Promise<Spawned> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(path.join(BENCH_DIR, 'logs'), { recursive: true });
  const logFile = path.join(BENCH_DIR, 'logs', `${name}.log`);
  const out = fs.openSync(logFile, 'w');
  bundleServer();
  const child = spawn(process.execPath, [path.join(BUNDLE_DIR, 'server.mjs')], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      APP_SECRET: BENCH_APP_SECRET,
      PUBLIC_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'false',
      WEB_DIST: path.resolve(SERVER_DIR, '../web/dist'),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  track(child);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server ${name} exited (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    try {
      const res = await fetch(`${url}/api/auth/me`);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`server ${name} did not answer in 120 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { pid: child.pid as number, url, rssMb: () => rssMbOf(child.pid as number), stop: () => stopChild(child) };
}

export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The port a child prints as `listening <port>` once it listens. */
function listeningPort(child: ChildProcess, name: string) {
  return new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const m = /listening (\d+)/.exec(text);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)));
  });
}

/**
 * A server answering the captured response, byte for byte, to every request: a bare node:http one (the ceiling), or
 * with `framework` Fastify with the server's log line, security headers and compression (the framework floor).
 */
export async function startCeiling(response: Captured, options: { framework?: boolean } = {}): Promise<Spawned> {
  const file = path.join(BENCH_DIR, 'logs', 'ceiling-response.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    JSON.stringify({ status: response.status, headers: response.headers, body: response.body.toString('base64') }),
  );
  return options.framework
    ? startListening('framework floor', [CEILING_ENTRY, file, '--framework'])
    : startListening('ceiling server', [CEILING_ENTRY, file]);
}

/** A TypeScript script under tsx that prints `listening <port>` once it listens on 127.0.0.1 (the ceiling, a probe's server). */
export async function startListening(name: string, args: string[]): Promise<Spawned> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  track(child);
  const port = await listeningPort(child, name);
  return {
    pid: child.pid as number,
    url: `http://127.0.0.1:${port}`,
    rssMb: () => rssMbOf(child.pid as number),
    stop: () => stopChild(child),
  };
}

/** A child that echoes every byte back on a loopback port, for `roundTripMicros`. */
const ECHO_SERVER = `require('node:net').createServer((s) => { s.setNoDelay(true); s.on('data', (d) => s.write(d)); })
  .listen(0, '127.0.0.1', function () { process.stdout.write('listening ' + this.address().port + '\\n'); });`;

/**
 * What one round trip between two processes costs on this machine (a byte over TCP on loopback and back, the mean of
 * `count`): every PostgreSQL statement, every request of the load generator and every message between Chromium's
 * processes pays one. Printed so that runs on different machines can be read against each other: PostgreSQL's and the
 * panel's figures move with it, SQLite's reads (one process) much less.
 */
export async function roundTripMicros(count = 20_000) {
  const net = await import('node:net');
  const child = spawn(process.execPath, ['-e', ECHO_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  track(child);
  try {
    const port = await listeningPort(child, 'echo server');
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise((resolve) => socket.once('connect', resolve));
    const measure = (n: number) =>
      new Promise<number>((resolve) => {
        let left = n;
        const began = process.hrtime.bigint();
        const onData = () => {
          left -= 1;
          if (left > 0) socket.write('x');
          else {
            socket.off('data', onData);
            resolve(Number(process.hrtime.bigint() - began) / n / 1000);
          }
        };
        socket.on('data', onData);
        socket.write('x');
      });
    await measure(1_000);
    const micros = await measure(count);
    socket.destroy();
    return micros;
  } finally {
    await stopChild(child);
  }
}

/** A bench user's token: every user of the data set has `BENCH_PASSWORD`. */
export async function login(url: string, mobile: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, token: BENCH_PASSWORD, loginWithPassword: true }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`login ${mobile} failed: ${res.status}`);
  return body.token;
}
