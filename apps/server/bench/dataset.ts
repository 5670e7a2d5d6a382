import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DEMO_LOGINS, seedDemoData } from '../src/db/seed-demo.js';
import { hashPassword } from '../src/lib/crypto.js';

/**
 * The benchmark's data set: 1 000 resellers, 200 000 services, 2 000 000 daily usage rows and 500 000
 * ledger rows at BENCH_SCALE=1, made through the real migrations and the demo catalogue, then bulk-inserted; and
 * FreeRADIUS's accounting of the RADIUS services' sessions, some of them open (decision 051).
 * Built once per dialect and scale (a template), copied for each run so runs start from the same data.
 */

/** Bump when the shape changes: an older template is rebuilt. */
const DATASET_VERSION = 11;
/** Every bench account's password (admin, demo logins, resellers): a fixed, published benchmark value. */
export const BENCH_PASSWORD = 'bench-password-2026';
export const BENCH_DIR = path.resolve(import.meta.dirname, 'data');
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDialect = 'sqlite' | 'postgres';

export interface DatasetInfo {
  version: number;
  scale: number;
  counts: {
    resellers: number;
    customers: number;
    services: number;
    usage: number;
    ledger: number;
    /** FreeRADIUS's accounting rows, and the sessions among them still open. */
    radacct: number;
    openSessions: number;
  };
  /** The reseller who owns most services: the bench logs in as them. */
  top: { id: number; mobile: string; services: number; ledger: number };
  /** One of the top reseller's customers, for the user_id filter and the searches. */
  customer: { id: number; mobile: string; name: string; services: number };
  /** 'یک ماهه ۳۰ گیگ' (150 000 Toman, V2Ray). */
  packageId: number;
  adminMobile: string;
  generatedAt: string;
}

export interface Dataset {
  dialect: BenchDialect;
  info: DatasetInfo;
  /** Seconds spent generating (0 when reused). */
  seconds: number;
  reused: boolean;
  /** Environment for a server on a fresh copy of the data set. */
  copy(): Promise<Record<string, string>>;
}

const BASE = { resellers: 1_000, services: 200_000, usage: 2_000_000, ledger: 500_000 };

function countsFor(scale: number) {
  const n = (v: number) => Math.max(1, Math.round(v * scale));
  const services = n(BASE.services);
  return {
    resellers: n(BASE.resellers),
    services,
    usage: n(BASE.usage),
    ledger: n(BASE.ledger),
  };
}

const scaleTag = (scale: number) => (scale === 1 ? '' : `_s${String(scale).replace(/\W/g, '_')}`);
const pgUrl = (database: string) => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

// ---------------------------------------------------------------------------------------------------------------
// Deterministic pseudo-random data

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = [
  'علی',
  'محمد',
  'رضا',
  'حسین',
  'مهدی',
  'امیر',
  'سارا',
  'مریم',
  'زهرا',
  'فاطمه',
  'نگار',
  'پریسا',
  'حمید',
  'کاوه',
  'بهرام',
  'نازنین',
  'الهام',
  'سعید',
  'مجید',
  'شیما',
  'آرش',
  'یاسمن',
  'مسعود',
  'لیلا',
];
const LAST = [
  'محمدی',
  'حسینی',
  'رضایی',
  'احمدی',
  'کریمی',
  'موسوی',
  'جعفری',
  'صادقی',
  'رحیمی',
  'کاظمی',
  'نوری',
  'قاسمی',
  'اکبری',
  'عباسی',
  'مرادی',
  'شریفی',
  'طاهری',
  'یزدانی',
  'تهرانی',
  'شیرازی',
  'اصفهانی',
  'کرمانی',
  'رستمی',
  'بهرامی',
];

/** Zipf (s = 1) shares of `total` over `n` ranks, summing exactly to `total`. */
function zipfCounts(n: number, total: number) {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let i = n - 1; left > 0; i = (i - 1 + n) % n, left--) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}

const GIB = 1_073_741_824;
const DAY_MS = 86_400_000;
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
const tehranDay = (ms: number) => new Date(ms + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();
const hex = (rnd: () => number, length: number) => {
  let s = '';
  while (s.length < length)
    s += Math.floor(rnd() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0');
  return s.slice(0, length);
};
const uuidOf = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;

interface PackageRow {
  id: number;
  name: string;
  price: number;
  days: number;
  traffic_gb: number;
  is_v2ray: number;
  is_radius: number;
}

const TABLES = {
  users: [
    'id',
    'type',
    'name',
    'mobile',
    'password_hash',
    'active',
    'owner_id',
    'referral_code',
    'paygroup_id',
    'balance',
    'created_at',
    'updated_at',
  ],
  services: [
    'id',
    'owner_id',
    'customer_id',
    'package_id',
    'info',
    'username',
    'password',
    'v2ray_uuid',
    'sub_token',
    'is_v2ray',
    'is_radius',
    'is_custom',
    'days',
    'traffic_gb',
    'upload_bytes',
    'download_bytes',
    'radius_bytes',
    'cost',
    'paid',
    'banned',
    'started_at',
    'expire_in',
    'expired_at',
    'created_at',
    'updated_at',
    'deleted_at',
    'delivered_at',
  ],
  /** Each sale's add job, done: the table keeps every job ever made, as a panel that has sold for a year does. */
  provisioning_jobs: ['service_id', 'action', 'status', 'attempts', 'run_after', 'created_at', 'done_at', 'last_error'],
  usage_daily: ['service_id', 'day', 'upload_bytes', 'download_bytes'],
  transactions: ['user_id', 'type', 'amount', 'balance_after', 'info', 'ref_type', 'ref_id', 'created_at'],
  /** FreeRADIUS's own columns for a session (its `sql` module writes the rest as their defaults). */
  radacct: [
    'acctsessionid',
    'acctuniqueid',
    'username',
    'nasipaddress',
    'acctstarttime',
    'acctupdatetime',
    'acctstoptime',
    'acctinputoctets',
    'acctoutputoctets',
  ],
} as const;
type Table = keyof typeof TABLES;
const COUNT_EVERY_SESSION = `insert into radius_counted (acctuniqueid, input_octets, output_octets)
  select acctuniqueid, coalesce(acctinputoctets, 0), coalesce(acctoutputoctets, 0) from radacct`;
type Row = Array<string | number | null>;

interface Writer {
  write(table: Table, rows: Row[]): Promise<void>;
}

/** Buffers rows per table and flushes all tables in foreign-key order, so a service never precedes its owner. */
function buffered(writer: Writer, chunk: number) {
  const buffers: Record<Table, Row[]> = {
    users: [],
    services: [],
    provisioning_jobs: [],
    usage_daily: [],
    transactions: [],
    radacct: [],
  };
  let pending = 0;
  const flush = async () => {
    for (const table of Object.keys(TABLES) as Table[]) {
      const rows = buffers[table];
      if (rows.length === 0) continue;
      buffers[table] = [];
      await writer.write(table, rows);
    }
    pending = 0;
  };
  return {
    async add(table: Table, row: Row) {
      buffers[table].push(row);
      if (++pending >= chunk) await flush();
    },
    flush,
  };
}

/** Generates every row; `start` holds the first free ids after the demo seed. */
async function generate(
  scale: number,
  packages: PackageRow[],
  start: { user: number; service: number },
  passwordHash: string,
  out: ReturnType<typeof buffered>,
  now: number,
) {
  const rnd = mulberry32(20_261_122);
  const c = countsFor(scale);
  const servicesPer = zipfCounts(c.resellers, c.services);
  const ledgerPer = zipfCounts(c.resellers, c.ledger);
  let usageLeft = c.usage;
  let userId = start.user;
  let serviceId = start.service;
  let customers = 0;
  let radacct = 0;
  let openSessions = 0;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
  const v2rayPackages = packages.filter((p) => p.is_v2ray === 1);
  let top: DatasetInfo['top'] | undefined;
  let sampleCustomer: DatasetInfo['customer'] | undefined;

  for (let r = 0; r < c.resellers; r++) {
    const resellerId = userId++;
    const mobile = `0912${String(5_000_000 + r).padStart(7, '0')}`;
    const ownServices = servicesPer[r] ?? 0;
    const customerCount = Math.max(1, Math.ceil(ownServices / 2));
    const created = now - 400 * DAY_MS + r * 1000;

    // Services first (in memory, one reseller at a time) so the ledger can name them and the balance is known.
    const customerIds: number[] = [];
    const customerRows: Row[] = [];
    for (let k = 0; k < customerCount; k++) {
      const id = resellerId + 1 + k;
      customerIds.push(id);
      const idx = customers + k;
      const cMobile = `09${String(100_000_000 + ((idx * 7_919_993) % 900_000_000))}`;
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      customerRows.push([id, 'CUSTOMER', name, cMobile, null, 1, resellerId, null, 1, 0, iso(created), iso(created)]);
    }
    userId += customerCount;
    customers += customerCount;

    const serviceRows: Row[] = [];
    const jobRows: Row[] = [];
    const usageRows: Row[] = [];
    const sessionRows: Row[] = [];
    const customerServiceCount = new Map<number, number>();
    for (let k = 0; k < ownServices; k++) {
      const id = serviceId++;
      const pkg = rnd() < 0.8 && v2rayPackages.length > 0 ? pick(v2rayPackages) : pick(packages);
      const customerIndex = rnd() < 0.85 ? Math.floor(rnd() * customerCount) : -1;
      const customerId = customerIndex >= 0 ? (customerIds[customerIndex] as number) : null;
      if (customerId) customerServiceCount.set(customerId, (customerServiceCount.get(customerId) ?? 0) + 1);
      const customerName = customerIndex >= 0 ? String(customerRows[customerIndex]?.[2]) : '';
      const createdAt = now - Math.floor(rnd() * 300) * DAY_MS - Math.floor(rnd() * DAY_MS);
      const limit = pkg.traffic_gb * GIB;
      const roll = rnd();
      // 15 % unused, 25 % expired, 10 % traffic finished, 50 % active (the statuses of docs/product/services-and-statuses.md#service-status-codes).
      let startedAt: number | null = null;
      let expireIn: number | null = null;
      let expiredAt: number | null = null;
      let used = 0;
      if (roll >= 0.15) {
        if (roll < 0.4) {
          startedAt = now - (pkg.days + 5 + Math.floor(rnd() * 200)) * DAY_MS;
          used = limit * (0.2 + rnd() * 0.7);
        } else if (roll < 0.5) {
          startedAt = now - Math.floor(1 + rnd() * (pkg.days - 2)) * DAY_MS;
          used = limit * (1 + rnd() * 0.05);
        } else {
          startedAt = now - Math.floor(rnd() * (pkg.days - 1)) * DAY_MS - Math.floor(rnd() * DAY_MS);
          used = limit * rnd() * 0.9;
        }
        expireIn = startedAt + pkg.days * DAY_MS;
        if (expireIn <= now) expiredAt = expireIn;
        else if (used >= limit) expiredAt = startedAt + Math.floor((now - startedAt) / 2);
      }
      let upload = 0;
      let download = 0;
      if (startedAt !== null && usageLeft > 0) {
        // Spread what is left over the started services still to come, so the total lands on the target.
        const startedLeft = Math.max(1, (c.services - (serviceId - start.service)) * 0.85);
        const days = Math.min(usageLeft, Math.max(1, Math.round(usageLeft / startedLeft + (rnd() - 0.5))));
        usageLeft -= days;
        const last = Math.min(now, expireIn ?? now);
        const perDay = Math.floor(used / days);
        for (let d = days - 1; d >= 0; d--) {
          const up = Math.floor(perDay * 0.1);
          const down = perDay - up;
          upload += up;
          download += down;
          usageRows.push([id, tehranDay(last - d * DAY_MS), up, down]);
        }
      }
      const h = hex(rnd, 80);
      const deleted = rnd() < 0.03 ? iso(createdAt + DAY_MS) : null;
      const username = `u${id}${h.slice(0, 6)}`;
      // A RADIUS service's traffic is half OpenVPN's: FreeRADIUS's sessions of it, a few a service, the period's sum
      // being its radius_bytes as the usage pass would have written it; half the running ones are online now.
      let radiusBytes = 0;
      if (pkg.is_radius === 1 && startedAt !== null) {
        radiusBytes = Math.floor(download / 2);
        download -= radiusBytes;
        const sessions = 1 + Math.floor(rnd() * 10);
        const span = Math.max(1, Math.min(now, expireIn ?? now) - startedAt);
        for (let k = 0; k < sessions; k++) {
          const octets =
            k < sessions - 1
              ? Math.floor(radiusBytes / sessions)
              : radiusBytes - Math.floor(radiusBytes / sessions) * (sessions - 1);
          const began = startedAt + Math.floor((span * k) / sessions);
          const ended = began + Math.floor(span / sessions / 2);
          const input = Math.floor(octets / 10);
          sessionRows.push([
            `s${id}-${k}`,
            `b${id}-${k}`,
            username,
            '10.0.0.1',
            iso(began),
            iso(ended),
            iso(ended),
            input,
            octets - input,
          ]);
        }
        if (expiredAt === null && deleted === null && rnd() < 0.5) {
          const began = now - Math.floor(rnd() * 6 * 3_600_000);
          sessionRows.push([`s${id}-open`, `b${id}-open`, username, '10.0.0.1', iso(began), iso(began), null, 0, 0]);
          openSessions++;
        }
      }
      serviceRows.push([
        id,
        resellerId,
        customerId,
        pkg.id,
        customerName || `سرویس ${id}`,
        username,
        h.slice(6, 16),
        uuidOf(h.slice(16, 48)),
        h.slice(48, 80),
        pkg.is_v2ray,
        pkg.is_radius,
        0,
        pkg.days,
        pkg.traffic_gb,
        upload,
        download,
        radiusBytes,
        pkg.price,
        rnd() < 0.7 ? 1 : 0,
        rnd() < 0.02 ? 1 : 0,
        startedAt === null ? null : iso(startedAt),
        expireIn === null ? null : iso(expireIn),
        expiredAt === null ? null : iso(expiredAt),
        iso(createdAt),
        iso(createdAt),
        deleted,
        pkg.is_v2ray === 1 ? iso(createdAt) : null,
      ]);
      jobRows.push([id, 'add', 'done', 1, iso(createdAt), iso(createdAt), iso(createdAt), '']);
    }

    // The ledger: credits and purchase debits that keep balance_after >= 0; balance = sum(amount) by construction.
    const ledgerRows: Row[] = [];
    let balance = 0;
    const ownLedger = ledgerPer[r] ?? 0;
    const first = serviceRows.length > 0 ? Number(serviceRows[0]?.[0]) : null;
    for (let k = 0; k < ownLedger; k++) {
      const at = iso(created + Math.floor(((now - created) * k) / Math.max(1, ownLedger)));
      const price = 150_000;
      const isTopUp = r === 0 && k === ownLedger - 1;
      if (isTopUp) {
        // The benchmarked reseller can buy for the whole run.
        balance += 1_000_000_000_000;
        ledgerRows.push([resellerId, 1, 1_000_000_000_000, balance, 'شارژ حساب (بنچمارک)', 'bench', null, at]);
      } else if (balance >= price && k % 4 !== 0 && first !== null) {
        balance -= price;
        const ref = first + Math.floor(rnd() * serviceRows.length);
        ledgerRows.push([resellerId, 4, -price, balance, `خرید سرویس ${ref}`, 'service', ref, at]);
      } else {
        const amount = (1 + Math.floor(rnd() * 20)) * 500_000;
        balance += amount;
        ledgerRows.push([resellerId, 1, amount, balance, 'شارژ حساب', 'admin', null, at]);
      }
    }

    await out.add('users', [
      resellerId,
      'RESELLER',
      `${pick(FIRST)} ${pick(LAST)}`,
      mobile,
      passwordHash,
      1,
      null,
      `B${resellerId}`,
      1,
      balance,
      iso(created),
      iso(created),
    ]);
    for (const row of customerRows) await out.add('users', row);
    for (const row of serviceRows) await out.add('services', row);
    for (const row of jobRows) await out.add('provisioning_jobs', row);
    for (const row of usageRows) await out.add('usage_daily', row);
    for (const row of ledgerRows) await out.add('transactions', row);
    for (const row of sessionRows) await out.add('radacct', row);
    radacct += sessionRows.length;

    if (r === 0) {
      top = { id: resellerId, mobile, services: ownServices, ledger: ownLedger };
      // The customer with most services of the top reseller: the user_id filter and the searches find them.
      const [bestId, bestCount] = [...customerServiceCount.entries()].sort((a, b) => b[1] - a[1])[0] ?? [
        customerIds[0] as number,
        0,
      ];
      const row = customerRows[customerIds.indexOf(bestId)] as Row;
      sampleCustomer = { id: bestId, mobile: String(row[3]), name: String(row[2]), services: bestCount };
    }
  }
  await out.flush();
  if (!top || !sampleCustomer) throw new Error('no reseller generated');
  return {
    counts: { ...c, customers, usage: c.usage - usageLeft, radacct, openSessions },
    top,
    customer: sampleCustomer,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Building the template

const META_KEY = 'bench_dataset';

/** Migrations and the demo catalogue through the app itself, so the schema is exactly the server's. */
async function migrateAndSeed(databaseEnv: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WORKER: 'false',
    PUBLIC_URL: 'http://bench.local',
    ...databaseEnv,
  });
  const app = await buildApp({ config, logger: false });
  try {
    await seedDemoData(app.services, app.db.db);
    const packages = (await app.db.db
      .selectFrom('packages')
      .select(['id', 'name', 'price', 'days', 'traffic_gb', 'is_v2ray', 'is_radius'])
      .where('active', '=', 1)
      .where('is_custom', '=', 0)
      .where('days', '>', 2)
      .orderBy('id')
      .execute()) as PackageRow[];
    const target = packages.find((p) => p.name === 'یک ماهه ۳۰ گیگ');
    if (!target) throw new Error('the demo catalogue has no «یک ماهه ۳۰ گیگ»');
    const maxUser = await app.db.db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    const maxService = await app.db.db
      .selectFrom('services')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    return {
      packages: packages.map((p) => ({ ...p, price: Number(p.price), traffic_gb: Number(p.traffic_gb) })),
      packageId: target.id,
      start: { user: Number(maxUser?.m ?? 0) + 1, service: Number(maxService?.m ?? 0) + 1 },
    };
  } finally {
    await app.close();
  }
}

async function readMeta(read: () => Promise<string | undefined>): Promise<DatasetInfo | undefined> {
  try {
    const raw = await read();
    return raw ? (JSON.parse(raw) as DatasetInfo) : undefined;
  } catch {
    return undefined;
  }
}

const matches = (info: DatasetInfo | undefined, scale: number) =>
  info !== undefined && info.version === DATASET_VERSION && info.scale === scale;

async function sqliteDataset(scale: number, log: (line: string) => void): Promise<Dataset> {
  const dir = path.join(BENCH_DIR, `sqlite${scaleTag(scale)}`);
  const file = path.join(dir, 'pishkhan.sqlite');
  let info: DatasetInfo | undefined;
  if (fs.existsSync(file)) {
    info = await readMeta(async () => {
      const db = new SqliteDatabase(file, { readonly: true });
      try {
        return (db.prepare('select value from settings where key = ?').get(META_KEY) as { value: string } | undefined)
          ?.value;
      } finally {
        db.close();
      }
    });
  }
  const began = performance.now();
  const reused = matches(info, scale);
  if (!reused) {
    log(`SQLite: generating the data set at scale ${scale} in ${dir}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const seeded = await migrateAndSeed({ DATA_DIR: dir });
    const db = new SqliteDatabase(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const statements = new Map<Table, SqliteDatabase.Statement>();
    for (const table of Object.keys(TABLES) as Table[]) {
      const cols = TABLES[table];
      statements.set(
        table,
        db.prepare(`insert into ${table} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`),
      );
    }
    const writer: Writer = {
      async write(table, rows) {
        const statement = statements.get(table) as SqliteDatabase.Statement;
        for (const row of rows) statement.run(row);
      },
    };
    const now = Date.now();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    db.exec('begin');
    const made = await generate(scale, seeded.packages, seeded.start, passwordHash, buffered(writer, 20_000), now);
    // The accounting was written with the usage it makes: no account is left for the first pass (decision 051), and
    // every session is counted as it stands (decision 051).
    db.exec('delete from radacct_moved');
    db.exec(COUNT_EVERY_SESSION);
    db.prepare('update users set password_hash = ? where mobile in (?, ?, ?)').run(
      passwordHash,
      DEMO_LOGINS.admin.mobile,
      DEMO_LOGINS.fullReseller.mobile,
      DEMO_LOGINS.plainReseller.mobile,
    );
    info = {
      version: DATASET_VERSION,
      scale,
      counts: made.counts,
      top: made.top,
      customer: made.customer,
      packageId: seeded.packageId,
      adminMobile: DEMO_LOGINS.admin.mobile,
      generatedAt: iso(now),
    };
    db.prepare('insert into settings (key, value, updated_at) values (?, ?, ?)').run(
      META_KEY,
      JSON.stringify(info),
      iso(now),
    );
    db.exec('commit');
    // The search index as the worker's merging leaves it a pass after a sale (decision 035), not as the bulk load's
    // thousands of small segments, which no running server keeps.
    for (const table of ['services_search', 'users_search']) {
      for (;;) {
        const before = db.prepare('select total_changes() as n').pluck().get() as number;
        db.prepare(`insert into ${table}(${table}, rank) values ('merge', 200)`).run();
        if ((db.prepare('select total_changes() as n').pluck().get() as number) - before < 2) break;
      }
    }
    db.exec('analyze');
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
  }
  const seconds = reused ? 0 : (performance.now() - began) / 1000;
  const meta = info as DatasetInfo;
  return {
    dialect: 'sqlite',
    info: meta,
    seconds,
    reused,
    async copy() {
      const runDir = path.join(BENCH_DIR, `run-sqlite${scaleTag(scale)}`);
      fs.rmSync(runDir, { recursive: true, force: true });
      fs.mkdirSync(runDir, { recursive: true });
      fs.copyFileSync(file, path.join(runDir, 'pishkhan.sqlite'));
      return { DATA_DIR: runDir };
    },
  };
}

async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `BENCH_PG_NAME` names the template (and its run copy), so two checkouts can run the bench side by side. */
const pgName = (scale: number) => `${process.env.BENCH_PG_NAME ?? 'pishkhan_bench'}${scaleTag(scale)}`;

async function postgresDataset(scale: number, log: (line: string) => void): Promise<Dataset> {
  const name = pgName(scale);
  const exists = await withPg(PG_ADMIN_URL, async (c) => {
    const r = await c.query('select 1 from pg_database where datname = $1', [name]);
    return (r.rowCount ?? 0) > 0;
  });
  let info = exists
    ? await readMeta(() =>
        withPg(pgUrl(name), async (c) => {
          const r = await c.query<{ value: string }>('select value from settings where key = $1', [META_KEY]);
          return r.rows[0]?.value;
        }),
      )
    : undefined;
  const began = performance.now();
  const reused = matches(info, scale);
  if (!reused) {
    log(`PostgreSQL: generating the data set at scale ${scale} in database ${name}`);
    await withPg(PG_ADMIN_URL, async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`create database ${name}`);
    });
    const seeded = await migrateAndSeed({ DATABASE_URL: pgUrl(name) });
    const now = Date.now();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    info = await withPg(pgUrl(name), async (c) => {
      await c.query('set synchronous_commit = off');
      await c.query('begin');
      const writer: Writer = {
        async write(table, rows) {
          const cols = TABLES[table];
          // Multi-row inserts under PostgreSQL's 65 535 parameters.
          const per = Math.floor(60_000 / cols.length);
          for (let i = 0; i < rows.length; i += per) {
            const part = rows.slice(i, i + per);
            const values = part
              .map((_, r) => `(${cols.map((__, k) => `$${r * cols.length + k + 1}`).join(', ')})`)
              .join(', ');
            await c.query(`insert into ${table} (${cols.join(', ')}) values ${values}`, part.flat());
          }
        },
      };
      const made = await generate(scale, seeded.packages, seeded.start, passwordHash, buffered(writer, 60_000), now);
      // The accounting was written with the usage it makes: no account is left for the first pass (decision 051), and
      // every session is counted as it stands (decision 051).
      await c.query('delete from radacct_moved');
      await c.query(COUNT_EVERY_SESSION);
      await c.query('update users set password_hash = $1 where mobile = any($2)', [
        passwordHash,
        [DEMO_LOGINS.admin.mobile, DEMO_LOGINS.fullReseller.mobile, DEMO_LOGINS.plainReseller.mobile],
      ]);
      for (const table of ['users', 'services', 'usage_daily', 'transactions']) {
        await c.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
      }
      const meta: DatasetInfo = {
        version: DATASET_VERSION,
        scale,
        counts: made.counts,
        top: made.top,
        customer: made.customer,
        packageId: seeded.packageId,
        adminMobile: DEMO_LOGINS.admin.mobile,
        generatedAt: iso(now),
      };
      await c.query('insert into settings (key, value, updated_at) values ($1, $2, $3)', [
        META_KEY,
        JSON.stringify(meta),
        iso(now),
      ]);
      await c.query('commit');
      await c.query('vacuum analyze');
      return meta;
    });
  }
  const seconds = reused ? 0 : (performance.now() - began) / 1000;
  const meta = info as DatasetInfo;
  return {
    dialect: 'postgres',
    info: meta,
    seconds,
    reused,
    async copy() {
      // A file-level copy of the template: seconds, where regenerating would take minutes. From PostgreSQL 15 on, a
      // copy is by default written through the WAL: the template's gigabyte of pages filled it and set off a
      // checkpoint that was still writing them out while what followed was measured (with `--usage-only`, the pass).
      // `file_copy` copies the files between two checkpoints instead, so what is measured starts on a quiet disk, as
      // it would in production (decision 036).
      const run = `${name}_run`;
      await withPg(PG_ADMIN_URL, async (c) => {
        const version = Number((await c.query('show server_version_num')).rows[0]?.server_version_num ?? 0);
        await c.query(`drop database if exists ${run} with (force)`);
        await c.query(`create database ${run} template ${name}${version >= 150000 ? ' strategy = file_copy' : ''}`);
      });
      return { DATABASE_URL: pgUrl(run) };
    },
  };
}

/** The data set for a dialect at a scale: reused when the template's version and scale match, built otherwise. */
export function ensureDataset(dialect: BenchDialect, scale: number, log: (line: string) => void = console.log) {
  return dialect === 'sqlite' ? sqliteDataset(scale, log) : postgresDataset(scale, log);
}

/**
 * After the server migrated a PostgreSQL copy: a template built before later migrations gets them on every copy, and a
 * migration that rewrites a table (0011 stamps every service) leaves its old rows dead and its pages not all-visible
 * until autovacuum comes by, which it does within a minute in production but not within a 10 s load. VACUUM ANALYZE
 * gives the load a settled database, as a production one is between migrations.
 */
export async function settleCopy(env: Record<string, string>) {
  if (env.DATABASE_URL) await withPg(env.DATABASE_URL, (c) => c.query('vacuum analyze'));
}

/** Drops the per-run PostgreSQL copy (the template stays for the next run). */
export async function dropRunCopy(dialect: BenchDialect, scale: number) {
  if (dialect === 'postgres') {
    const run = `${pgName(scale)}_run`;
    await withPg(PG_ADMIN_URL, (c) => c.query(`drop database if exists ${run} with (force)`));
  } else {
    fs.rmSync(path.join(BENCH_DIR, `run-sqlite${scaleTag(scale)}`), { recursive: true, force: true });
  }
}
