import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Service } from '@pishkhan/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/create-db.js';
import { STATUS_COUNTS } from '../db/migrations/0019-status-and-search.js';
import { keptCountSum } from '../db/migrations/kept-counts-sql.js';
import { DEMO_LOGINS, seedDemoData } from '../db/seed-demo.js';
import { noteCapabilitiesIn, noteSecret, noteSecretsIn, noteSecretsInEnv, runLogStream } from './log-scan.js';

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type TestDialect = (typeof DIALECTS)[number];

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export { DEMO_LOGINS };

/** A clock the test can move forward; everything in the app reads time through it. */
export class TestClock {
  offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(seconds: number) {
    this.offsetMs += seconds * 1000;
  }
}

export async function withPgAdmin<T>(fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of its own for one test file: a PostgreSQL database with a random name (`url`), or a temporary
 * folder for the SQLite file (`dir`); `cleanup` drops it.
 */
export async function scratchDatabase(
  dialect: TestDialect,
  label: string,
): Promise<{ url?: string; dir: string; cleanup: () => Promise<void> }> {
  if (dialect === 'postgres') {
    const name = `pishkhan_${label}_${randomBytes(6).toString('hex')}`;
    await withPgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      dir: '',
      cleanup: () => withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pishkhan-${label}-`));
  return { dir, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Two apps on the same database: pass the first one's `databaseEnv`. */
  databaseEnv?: Record<string, string>;
  seed?: boolean;
  onRoute?: AppOptions['onRoute'];
  /** Receives the app's log lines at debug (a test that reads what was logged). */
  logStream?: AppOptions['logStream'];
  /** The clock's offset from the start, so a worker's first pass already sees another app's moved time. */
  clockOffsetMs?: number;
  /** Resolves webhook hosts instead of the system's resolver. */
  lookup?: AppOptions['lookup'];
}

let ipCounter = 0;
/** Each request gets its own address unless a test names one, so per-address limits do not leak between tests. */
const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export async function createTestApp(dialect: TestDialect, options: TestAppOptions = {}) {
  const cleanups: Array<() => Promise<void>> = [];
  let databaseEnv = options.databaseEnv;
  if (!databaseEnv) {
    const place = await scratchDatabase(dialect, 'test');
    databaseEnv = place.url ? { DATABASE_URL: place.url } : { DATA_DIR: place.dir };
    cleanups.push(place.cleanup);
    // Ids restart in every test database, so throttle keys in the shared Redis get a prefix of their own: instances
    // on this database share it, other databases (and earlier runs) never see its counters.
    databaseEnv = { ...databaseEnv, REDIS_PREFIX: `pishkhan-test-${randomBytes(6).toString('hex')}` };
  }
  const clock = new TestClock();
  clock.offsetMs = options.clockOffsetMs ?? 0;
  const runLog = runLogStream();
  const own = options.logStream;
  const logStream =
    own && runLog
      ? {
          write(line: string) {
            own.write(line);
            runLog.write(line);
          },
        }
      : (own ?? runLog);
  if (options.env) noteSecretsInEnv(options.env);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: logStream ? 'debug' : 'silent',
    PUBLIC_URL: 'http://panel.test',
    WORKER: 'false',
    ...databaseEnv,
    ...options.env,
  });
  const app = await buildApp({
    config,
    clock,
    logger: false,
    logStream,
    onRoute: options.onRoute,
    lookup: options.lookup,
  });
  if (options.seed !== false) await seedDemoData(app.services, app.db.db);

  async function request<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
  ) {
    noteSecretsIn(opts.body, 'request');
    noteCapabilitiesIn(url);
    const res = await app.inject({
      method,
      url,
      remoteAddress: opts.ip ?? freshIp(),
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      ...(opts.body !== undefined ? { payload: opts.body as Record<string, unknown> } : {}),
    });
    const body = (res.body ? JSON.parse(res.body) : undefined) as T;
    noteSecretsIn(body, 'response');
    return { status: res.statusCode, body, headers: res.headers };
  }

  async function login(mobile: string, password: string) {
    const res = await request<{ token: string }>('POST', '/api/auth/login', {
      body: { mobile, token: password, loginWithPassword: true },
    });
    if (res.status !== 200) throw new Error(`login ${mobile} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  /** The newest outbox message for a mobile, read through the admin API as a test would in the panel. */
  async function lastSms(mobile: string) {
    const admin = await login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    const res = await request<Array<{ message: string }>>('GET', `/api/admin/sms-outbox?mobile=${mobile}`, {
      token: admin,
    });
    return res.body[0]?.message;
  }

  return {
    app,
    clock,
    dialect,
    databaseEnv,
    db: app.db.db,
    request,
    login,
    lastSms,
    codeIn(message: string | undefined) {
      const code = /\b(\d{5})\b/.exec(message ?? '')?.[1];
      noteSecret(code);
      return code;
    },
    /**
     * Every test app checks, as it closes, that the kept service and ledger counts, the status totals and the search
     * tables still agree with the rows (decisions 033 and 035).
     */
    async close() {
      const drift = [
        ...(await serviceCountMismatches(app.db.db)),
        ...(await statusCountMismatches({ app, db: app.db.db }, clock.now())),
        ...(await ledgerCountMismatches(app.db.db)),
        ...(await searchIndexMismatches(app.db.db, dialect)),
      ];
      await app.close();
      for (const c of cleanups.reverse()) await c();
      if (drift.length > 0) throw new Error(`kept counts drifted from the rows: ${JSON.stringify(drift)}`);
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh mobile number per call, so tests on one app never collide. */
let mobileCounter = Math.floor(Math.random() * 9_000_000);
export const freshMobile = () => `0935${String(++mobileCounter).padStart(7, '0')}`;

/** Sum of ledger rows against the stored balance, for every user (docs/product/money-and-pricing.md#money-and-the-ledger). */
export async function ledgerMismatches(t: TestApp) {
  const users = await t.db.selectFrom('users').select(['id', 'balance']).execute();
  const sums = await t.db
    .selectFrom('transactions')
    .select(['user_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy('user_id')
    .execute();
  const byUser = new Map(sums.map((s) => [s.user_id, Number(s.total)]));
  return users.filter((u) => Number(u.balance) !== (byUser.get(u.id) ?? 0) || Number(u.balance) < 0);
}

/** Owners whose kept counts (`service_counts`, kept by triggers) differ from counting their services. */
export async function serviceCountMismatches(db: Db) {
  const columns = Object.keys(STATUS_COUNTS.kept);
  const counted = await db
    .selectFrom('services')
    .select(['owner_id', ...Object.entries(STATUS_COUNTS.kept).map(([c, cond]) => sql.raw(keptCountSum(cond)).as(c))])
    .groupBy('owner_id')
    .execute();
  const kept = new Map<number, Record<string, number>>();
  // PostgreSQL keeps an owner's counts in several rows (decision 033): what counts is their sum.
  for (const row of await db.selectFrom('service_counts').selectAll().execute()) {
    const sum = kept.get(row.owner_id) ?? {};
    for (const c of columns) sum[c] = (sum[c] ?? 0) + Number(row[c as keyof typeof row]);
    kept.set(row.owner_id, sum);
  }
  const shape = (c: Record<string, unknown> | undefined) => columns.map((k) => Number(c?.[k] ?? 0)).join('/');
  const owners = new Set([...counted.map((c) => c.owner_id), ...kept.keys()]);
  const byOwner = new Map(counted.map((c) => [c.owner_id, c]));
  return [...owners]
    .map((owner) => ({ owner, counted: shape(byOwner.get(owner)), kept: shape(kept.get(owner)) }))
    .filter((m) => m.counted !== m.kept);
}

/**
 * Owners whose expired, finished and active totals at `now` as the list works them out (from kept counts and short
 * ranges, decision 035) differ from counting their rows the way the mapper decides a status (docs/product/services-and-statuses.md#service-status-codes).
 */
export async function statusCountMismatches(t: Pick<TestApp, 'app' | 'db'>, now: Date) {
  const at = now.toISOString();
  const used = sql`(upload_bytes + download_bytes + radius_bytes)`;
  const over = sql`(unlimited_traffic = 0 and ${used} >= traffic_gb * ${GIB})`;
  const counted = await t.db
    .selectFrom('services')
    .where('deleted_at', 'is', null)
    .where('started_at', 'is not', null)
    .select([
      'owner_id',
      sql<number>`sum(case when expire_in <= ${at} then 1 else 0 end)`.as('expired'),
      sql<number>`sum(case when expire_in > ${at} and ${over} then 1 else 0 end)`.as('finished'),
      sql<number>`sum(case when expire_in > ${at} and not ${over} then 1 else 0 end)`.as('active'),
    ])
    .groupBy('owner_id')
    .execute();
  const drift: Array<Record<string, unknown>> = [];
  for (const c of counted) {
    const rows = { expired: Number(c.expired), finished: Number(c.finished), active: Number(c.active) };
    const worked = await t.app.services.services.statusTotals(c.owner_id, now);
    if (JSON.stringify(rows) !== JSON.stringify(worked)) drift.push({ owner: c.owner_id, at, rows, worked });
  }
  return drift;
}

/**
 * Search tables that disagree with the rows they hold: SQLite's trigram tables (decision 035), as FTS5 checks itself;
 * PostgreSQL's `services_search` (decision 035), row by row against `services`.
 */
export async function searchIndexMismatches(db: Db, dialect: 'sqlite' | 'postgres') {
  const drift: Array<Record<string, unknown>> = [];
  if (dialect === 'postgres') {
    const { rows } = await sql<Record<string, unknown>>`
      select s.id, s.owner_id, s.username, s.info, s.note, f.id as search_id, f.owner_id as search_owner_id,
             f.username as search_username, f.info as search_info, f.note as search_note
      from services s full join services_search f on f.id = s.id
      where s.id is null or f.id is null
        or (s.owner_id, s.username, s.info, s.note) is distinct from (f.owner_id, f.username, f.info, f.note)
      limit 10`.execute(db);
    return rows.map((row) => ({ table: 'services_search', ...row }));
  }
  for (const table of ['services_search', 'users_search']) {
    try {
      await sql`insert into ${sql.table(table)}(${sql.table(table)}, rank) values ('integrity-check', 1)`.execute(db);
    } catch (error) {
      drift.push({ table, error: (error as Error).message });
    }
  }
  return drift;
}

/** Users and types whose kept ledger count (`transaction_counts`) differs from counting their ledger rows. */
export async function ledgerCountMismatches(db: Db) {
  const counted = await db
    .selectFrom('transactions')
    .select(['user_id', 'type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['user_id', 'type'])
    .execute();
  const key = (r: { user_id: number; type: number }) => `${r.user_id}/${r.type}`;
  const kept = new Map(
    (await db.selectFrom('transaction_counts').selectAll().execute()).map((k) => [key(k), Number(k.n)]),
  );
  const byKey = new Map(counted.map((c) => [key(c), Number(c.n)]));
  return [...new Set([...byKey.keys(), ...kept.keys()])]
    .map((k) => ({ key: k, counted: byKey.get(k) ?? 0, kept: kept.get(k) ?? 0 }))
    .filter((m) => m.counted !== m.kept);
}

const GIB = 1_073_741_824;

/**
 * Plays the part of usage collection for a test: the service started `startedDaysAgo` days ago for
 * `days` days and has used `usedGb`.
 */
export async function simulateUsage(
  t: TestApp,
  serviceId: number,
  o: { startedDaysAgo: number; usedGb: number; days?: number },
) {
  const start = new Date(t.clock.now().getTime() - o.startedDaysAgo * 86_400_000);
  await t.db
    .updateTable('services')
    .set({
      started_at: start.toISOString(),
      expire_in: new Date(start.getTime() + (o.days ?? 30) * 86_400_000).toISOString(),
      download_bytes: Math.round(o.usedGb * GIB),
      upload_bytes: 0,
    })
    .where('id', '=', serviceId)
    .execute();
}

/** A fresh reseller with this balance (through the admin's correction API), logged in. */
export async function freshReseller(t: TestApp, balance: number, extra: Record<string, unknown> = {}) {
  const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
  const mobile = freshMobile();
  const created = await t.request<{ id: number }>('POST', '/api/users', {
    token: admin,
    body: { name: 'فروشنده آزمایشی', mobile, password: 'reseller-pass', ...extra },
  });
  if (created.status !== 200) throw new Error(`create reseller: ${JSON.stringify(created.body)}`);
  if (balance > 0) {
    await t.request('POST', `/api/admin/users/${created.body.id}/balance`, {
      token: admin,
      body: { amount: balance, info: 'شارژ آزمایشی' },
    });
  }
  return { id: created.body.id, mobile, token: await t.login(mobile, 'reseller-pass'), adminToken: admin };
}

export async function balanceOf(t: TestApp, userId: number) {
  const row = await t.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** One service of the demo package `packageName`, bought with no customer by the reseller `token` logs in. */
export async function buyOne(t: TestApp, token: string, packageName: string) {
  const res = await t.request<Service[]>('POST', '/api/services', {
    token,
    body: { package_id: await demoPackageId(t, packageName), servicewithoutphone: true },
  });
  const [service] = res.body;
  if (res.status !== 200 || !service) throw new Error(`buy: ${JSON.stringify(res.body)}`);
  return service;
}

/** `s` with its ASCII digits written as Persian ones, as a Persian keyboard types them. */
export const persianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

/** The RADIUS usage the last pass wrote for a service, in bytes. */
export async function radiusBytes(t: TestApp, serviceId: number) {
  const row = await t.db
    .selectFrom('services')
    .select('radius_bytes')
    .where('id', '=', serviceId)
    .executeTakeFirstOrThrow();
  return Number(row.radius_bytes);
}

/** Package ids of the demo catalogue by name. */
export async function demoPackageId(t: TestApp, name: string) {
  const row = await t.db.selectFrom('packages').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** A provider fake's `deliver`: its webhook reaches this app as a POST of the raw body, from `remoteAddress`. */
export const injectWebhook =
  (app: () => TestApp, remoteAddress = '127.0.0.1') =>
  async (url: string, rawBody: string) => {
    const res = await app().app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: rawBody,
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });
    return { status: res.statusCode, answer: res.body };
  };

/** Registers a V2Ray node through the admin API and puts the package's group on it; answers the node id. */
export async function serveGroupOnNode(
  t: TestApp,
  adminToken: string,
  node: {
    apiAddress: string;
    inboundTag: string;
    host: string;
    port: number;
    protocol?: 'vless' | 'vmess';
    core?: 'v2ray' | 'xray';
  },
  packageId: number,
) {
  const created = await t.request<{ id: number }>('POST', '/api/admin/nodes', {
    token: adminToken,
    body: {
      name: 'آلمان ۱',
      api_address: node.apiAddress,
      ...(node.core ? { core: node.core } : {}),
      host: node.host,
      inbounds: [{ tag: node.inboundTag, protocol: node.protocol ?? 'vless', port: node.port }],
    },
  });
  if (created.status !== 200) throw new Error(`create node: ${JSON.stringify(created.body)}`);
  await putPackageOnNodes(t, adminToken, packageId, [created.body.id]);
  return created.body.id;
}

/** Puts the group of package `packageId` on these nodes (and only these), as the admin's catalogue does. */
export async function putPackageOnNodes(t: TestApp, adminToken: string, packageId: number, nodeIds: number[]) {
  const group = await t.db
    .selectFrom('packages')
    .select('packagegroup_id')
    .where('id', '=', packageId)
    .executeTakeFirstOrThrow();
  const assigned = await t.request('PUT', `/api/admin/packagegroups/${group.packagegroup_id}/nodes`, {
    token: adminToken,
    body: { node_ids: nodeIds },
  });
  if (assigned.status !== 200) throw new Error(`assign node: ${JSON.stringify(assigned.body)}`);
}
