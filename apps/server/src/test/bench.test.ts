import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run bench` at a tiny scale (BENCH_SCALE=0.001, 1 s per load) proves the benchmark still runs against the
 * current server and prints every figure. It asserts that the run completes and what it prints, never a figure's
 * value: budgets are the table's business (docs/PERFORMANCE.md, decision 025).
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const PER_DATABASE = [
  'data set',
  'GET /api/services (first page)',
  'GET /api/services?status=1 (unused)',
  'GET /api/services?status=2 (expired)',
  'GET /api/services?status=3 (traffic finished)',
  'GET /api/services?status=4 (active)',
  'GET /api/services?paid=1 (settled)',
  'GET /api/services?paid=2 (unsettled)',
  'GET /api/services?user_id= (one customer)',
  'GET /api/services?search= (a mobile)',
  'GET /api/services?search= (a last name)',
  'GET /api/transactions/my',
  'GET /api/auth/me',
  'server RSS after the reads',
  'POST /api/services batch of',
  'POST /api/services (one service)',
  'server RSS after the purchases',
  'usage collection: ',
  'usage collection: 10 nodes',
  'usage collection: RADIUS, a pass after',
];
const PANEL = [
  'panel: JavaScript /login loads (gzip)',
  'panel: login → interactive dashboard',
  'panel: services page, data arrived → a page of rows shown',
];

/** One of the bench's scripts at its tiny settings, with what it printed on either stream. */
function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, BENCH_DURATION: '1', BENCH_CONNECTIONS: '10', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run bench', () => {
  it('runs at a tiny scale on SQLite and PostgreSQL and prints every row of its one table', {
    timeout: 600_000,
  }, async () => {
    const { code, output } = await runScript('apps/server/bench/run.ts', { BENCH_SCALE: '0.001' });
    expect(code, output.slice(-3000)).toBe(0);
    const table = output.slice(output.indexOf('| database | figure |'));
    const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
    for (const database of ['SQLite', 'PostgreSQL']) {
      for (const figure of PER_DATABASE) {
        expect(
          rows.some((r) => r.startsWith(`| ${database} | ${figure}`)),
          `${database}: ${figure}`,
        ).toBe(true);
      }
    }
    for (const figure of PANEL)
      expect(
        rows.some((r) => r.includes(`| ${figure} |`)),
        figure,
      ).toBe(true);
    // The machine's own round trip between processes, to read the other figures against.
    expect(rows.find((r) => r.startsWith('| machine | round trip between two processes'))).toMatch(
      / \| \d[\d .]* µs \| /,
    );
    // Every row has a value and a verdict column; none is an error.
    expect(rows.filter((r) => r.includes('| error:'))).toEqual([]);
    for (const row of rows.slice(1)) expect(row.split(' | ')).toHaveLength(5);
    // A load's figures are taken once all its connections were answered, and it says how long that took (decision 043).
    const loads = rows.filter((r) => r.includes(' req/s, p50 '));
    expect(loads.length).toBeGreaterThan(20);
    for (const row of loads)
      expect(row).toMatch(
        /; CPU [\d.]+ ms a request( \(server [\d.]+, PostgreSQL [\d.]+\))? \(all \d+ connections answered after [\d ]+ ms\); framework floor \d[\d ]* req\/s; ratio /,
      );
    expect(output).toMatch(/\d+ within budget, \d+ missing/);
  });

  it('alternates variants of the server and prints what each costs against the first', {
    timeout: 300_000,
  }, async () => {
    const alone = await runScript('apps/server/bench/alternate.ts', { BENCH_SCALE: '0.001' }, ['base=']);
    expect(alone.code, 'one variant is refused: there is nothing to compare').toBe(2);
    const run = await runScript('apps/server/bench/alternate.ts', { BENCH_SCALE: '0.001' }, [
      '--sqlite-only',
      '--rounds',
      '1',
      'base=',
      'heap0=HEAP_GROWING_PERCENT=0',
    ]);
    expect(run.code, run.output.slice(-3000)).toBe(0);
    const rows = run.output.split('\n').filter((l) => l.startsWith('| '));
    expect(rows[0]).toBe('| sqlite | base | heap0 |');
    const figures = rows.slice(2).map((r) => r.split(' | ')[0]?.slice(2));
    expect(figures).toEqual([
      'first page',
      'status=2',
      'status=4',
      'search, a mobile',
      'search, a last name',
      'ledger',
      'auth/me',
      'one purchase',
    ]);
    for (const row of rows.slice(2)) {
      expect(row).toMatch(
        / \| CPU [\d.]+ ms a request; p99 [\d ]+ ms, [\d ]+ req\/s \| CPU [\d.]+ ms a request; p99 [\d ]+ ms, [\d ]+ req\/s; CPU [+-][\d ]+ %, p99 [+-][\d ]+ % \|$/,
      );
    }
  });

  it('has a probe that prints what Fastify, its log line and the compression plugin leave of the ceiling', {
    timeout: 120_000,
  }, async () => {
    const { code, output } = await runScript('apps/server/bench/framework.ts', { FRAMEWORK_ROUNDS: '1' });
    expect(code, output.slice(-3000)).toBe(0);
    expect(output).toMatch(/^round 1: node:http \d[\d ]* req\/s, p99 [\d.]+ ms$/m);
    for (const variant of ['fastify', 'fastify \\+ log line', 'fastify \\+ log line \\+ compression plugin']) {
      expect(output).toMatch(
        new RegExp(`^round 1: ${variant} \\d[\\d ]* req/s, p99 [\\d.]+ ms, [\\d.]+ % of the ceiling's`, 'm'),
      );
      expect(output).toMatch(new RegExp(`^${variant}: median [\\d.]+ % of the ceiling \\([\\d.]+\\)$`, 'm'));
    }
  });
});
