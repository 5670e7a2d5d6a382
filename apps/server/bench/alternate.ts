import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, type BenchDialect, dropRunCopy, ensureDataset, settleCopy } from './dataset.js';
import { fmt, type LoadRequest, type LoadResult, steadyLoad } from './load.js';
import { cpuSeconds, databaseOf, login, postgresCpuSeconds, startServer } from './processes.js';

/**
 * What a change costs, measured in alternated rounds on one machine (docs/PERFORMANCE.md#how-to-reproduce): the same
 * server bundle started under each variant's environment in turn, round after round, each round in another order, on
 * one copy of the data set, each variant answering the same reads and single purchases. Drift of the machine falls on
 * every variant alike; the table gives each variant's median over the rounds and its change against the first.
 *
 *   npx tsx apps/server/bench/alternate.ts --sqlite-only --rounds 3 base= heap0=HEAP_GROWING_PERCENT=0
 *   npx tsx apps/server/bench/alternate.ts --preset mechanisms
 *   npx tsx apps/server/bench/alternate.ts --preset session-cache --preset built-once
 *
 * A variant is `name=` followed by `KEY=value` pairs joined by `,` (none for the server as it ships). A preset is the
 * server as it ships (`base`) and one variant per named switch turned off (`mechanisms`: every switch in `SWITCHES`);
 * a switch that only one database has runs only on that one.
 */

/** The server's switches for the mechanisms it keeps for speed or memory: each on by default, off as given here. */
const SWITCHES: Array<{ preset: string; env: Record<string, string>; dialects?: BenchDialect[] }> = [
  { preset: 'sqlite-group-commit', env: { SQLITE_GROUP_COMMIT: 'false' }, dialects: ['sqlite'] },
  { preset: 'sqlite-statement-cache', env: { SQLITE_STATEMENT_CACHE: 'false' }, dialects: ['sqlite'] },
  { preset: 'prepared-statements', env: { DATABASE_PREPARED_STATEMENTS: 'false' }, dialects: ['postgres'] },
  { preset: 'built-once', env: { BUILT_ONCE: 'false' } },
  { preset: 'session-cache', env: { SESSION_CACHE: 'false' } },
  { preset: 'compiled-answers', env: { COMPILED_ANSWERS: 'false' } },
  { preset: 'heap-growing', env: { HEAP_GROWING_PERCENT: '0' } },
];

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : fallback;
};
const ROUNDS = Number(option('--rounds', '3'));
const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DIALECTS: BenchDialect[] = flag('--sqlite-only')
  ? ['sqlite']
  : flag('--postgres-only')
    ? ['postgres']
    : ['sqlite', 'postgres'];
const WITH_PURCHASE = !flag('--no-purchase');

interface Variant {
  name: string;
  env: Record<string, string>;
  /** The databases it runs on (every one when absent). */
  dialects?: BenchDialect[];
}
const given: Variant[] = argv
  .filter((a, i) => a.includes('=') && !argv[i - 1]?.startsWith('--'))
  .map((a) => {
    const [name, ...rest] = a.split('=');
    const pairs = rest.join('=');
    const env: Record<string, string> = {};
    for (const pair of pairs ? pairs.split(',') : []) {
      const [k, ...v] = pair.split('=');
      env[k as string] = v.join('=');
    }
    return { name: name as string, env };
  });
const presets = argv.flatMap((a, i) => (argv[i - 1] === '--preset' ? [a] : []));
const preset: Variant[] = [];
for (const name of presets) {
  const switches =
    name === 'mechanisms' ? SWITCHES : SWITCHES.filter((s) => s.preset === name || Object.keys(s.env).includes(name));
  if (switches.length === 0) {
    console.error(`no preset ${name}: mechanisms, ${SWITCHES.map((s) => s.preset).join(', ')}`);
    process.exit(2);
  }
  if (preset.length === 0) preset.push({ name: 'base', env: {} });
  for (const s of switches) {
    const variantName = Object.entries(s.env)
      .map(([k, v]) => `${k}=${v}`)
      .join(',');
    if (!preset.some((v) => v.name === variantName))
      preset.push({ name: variantName, env: s.env, ...(s.dialects ? { dialects: s.dialects } : {}) });
  }
}
const allVariants: Variant[] = [...preset, ...given];
if (allVariants.length < 2) {
  console.error('give at least two variants, e.g. base= heap0=HEAP_GROWING_PERCENT=0, or --preset mechanisms');
  process.exit(2);
}

const say = (line: string) => console.log(`[alternate] ${line}`);

interface Measured extends LoadResult {
  /** CPU milliseconds a request cost the server, and PostgreSQL (0 on SQLite), over the whole load. */
  serverCpuMs: number;
  dbCpuMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

async function runDialect(dialect: BenchDialect) {
  const variants = allVariants.filter((v) => !v.dialects || v.dialects.includes(dialect));
  if (variants.length < 2) return `${dialect}: no variant of this database to compare`;
  const dataset = await ensureDataset(dialect, SCALE, say);
  const info = dataset.info;
  const lastName = info.customer.name.split(' ').slice(1).join(' ') || info.customer.name;
  const cases: Array<{ figure: string; path: string; request: (token: string) => LoadRequest }> = [
    ...[
      ['first page', '/api/services'],
      ['status=2', '/api/services?status=2'],
      ['status=4', '/api/services?status=4'],
      ['search, a mobile', `/api/services?search=${encodeURIComponent(info.customer.mobile)}`],
      ['search, a last name', `/api/services?search=${encodeURIComponent(lastName)}`],
      ['ledger', '/api/transactions/my'],
      ['auth/me', '/api/auth/me'],
    ].map(([figure, p]) => ({
      figure: figure as string,
      path: p as string,
      request: (token: string) => ({ headers: { authorization: `Bearer ${token}` } }),
    })),
    ...(WITH_PURCHASE
      ? [
          {
            figure: 'one purchase',
            path: '/api/services',
            request: (token: string): LoadRequest => ({
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ package_id: info.packageId, count: 1, servicewithoutphone: true }),
            }),
          },
        ]
      : []),
  ];
  const results = new Map<string, Measured[]>();
  // Every variant's round starts from its own fresh copy of the data set: what one round's purchases add is not
  // read by the next. The copies come from the template, settled once here (PostgreSQL: vacuumed and analysed).
  const first = await dataset.copy();
  if (first.DATABASE_URL) await settleCopy({ DATABASE_URL: first.DATABASE_URL.replace(/_run$/, '') });
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts one variant later, so no variant always runs first (or right after another).
    const order = variants.map((_, i) => variants[(i + round) % variants.length] as Variant);
    for (const variant of order) {
      say(`${dialect} round ${round + 1}/${ROUNDS}: ${variant.name}`);
      const env = await dataset.copy();
      const server = await startServer(`alternate-${dialect}-${variant.name}`, {
        ...env,
        WORKER: 'false',
        ...variant.env,
      });
      try {
        const token = await login(server.url, info.top.mobile);
        // A second of each load first: what the cold process spends compiling is not a request's cost.
        for (const c of cases) await steadyLoad(`${server.url}${c.path}`, c.request(token), CONNECTIONS, 1);
        for (const c of cases) {
          const cpu0 = cpuSeconds(server.pid);
          const database = databaseOf(env);
          const db0 = database === undefined ? 0 : postgresCpuSeconds(database);
          const load = await steadyLoad(`${server.url}${c.path}`, c.request(token), CONNECTIONS, DURATION);
          const requests = Math.max(1, load.ok + load.bad);
          const r: Measured = {
            ...load,
            serverCpuMs: ((cpuSeconds(server.pid) - cpu0) * 1000) / requests,
            dbCpuMs: database === undefined ? 0 : ((postgresCpuSeconds(database) - db0) * 1000) / requests,
          };
          const key = `${variant.name}\u0000${c.figure}`;
          results.set(key, [...(results.get(key) ?? []), r]);
        }
      } finally {
        await server.stop();
      }
    }
  }
  await dropRunCopy(dialect, SCALE);

  const base = variants[0] as Variant;
  const lines = [
    `| ${dialect} | ${variants.map((v) => v.name).join(' | ')} |`,
    `| --- | ${variants.map(() => '---').join(' | ')} |`,
  ];
  for (const c of cases) {
    const of = (v: Variant) => results.get(`${v.name}\u0000${c.figure}`) ?? [];
    const pct = (value: number, against: number) =>
      `${value >= against ? '+' : ''}${fmt((100 * (value - against)) / Math.max(1e-9, against))} %`;
    const cost = (r: Measured) => r.serverCpuMs + r.dbCpuMs;
    const baseCost = median(of(base).map(cost));
    const baseP99 = median(of(base).map((r) => r.p99));
    const cells = variants.map((v) => {
      const rs = of(v);
      const c0 = median(rs.map(cost));
      const p99 = median(rs.map((r) => r.p99));
      const rps = median(rs.map((r) => r.rps));
      const bad = rs.reduce((n, r) => n + r.bad, 0);
      const split =
        dialect === 'postgres'
          ? ` (server ${fmt(median(rs.map((r) => r.serverCpuMs)), 2)}, PostgreSQL ${fmt(median(rs.map((r) => r.dbCpuMs)), 2)})`
          : '';
      const change = v === base ? '' : `; CPU ${pct(c0, baseCost)}, p99 ${pct(p99, baseP99)}`;
      return `CPU ${fmt(c0, 2)} ms a request${split}; p99 ${fmt(p99)} ms, ${fmt(rps)} req/s${change}${bad ? `; ${bad} failed` : ''}`;
    });
    lines.push(`| ${c.figure} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

async function main() {
  const began = performance.now();
  say(
    `scale ${SCALE}, ${CONNECTIONS} connections, ${DURATION} s per load, ${ROUNDS} rounds; variants: ${allVariants
      .map(
        (v) =>
          `${v.name} {${Object.entries(v.env)
            .map(([k, val]) => `${k}=${val}`)
            .join(', ')}}`,
      )
      .join('; ')}`,
  );
  const tables: string[] = [];
  for (const dialect of DIALECTS) tables.push(await runDialect(dialect));
  const out = `${tables.join('\n\n')}\n\n${ROUNDS} rounds, ${DURATION} s loads; medians over the rounds; ${fmt((performance.now() - began) / 60_000, 1)} min\n`;
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  fs.writeFileSync(path.join(BENCH_DIR, `alternate-${Date.now()}.md`), out);
  console.log(`\n${out}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
