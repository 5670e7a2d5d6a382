import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run bench` at a tiny scale (BENCH_SCALE=0.001, 1 s per load, closed and open loop) proves the benchmark still
 * runs against the current server and prints every figure. It asserts that the run completes and what it prints, never
 * a figure's value: budgets are the table's business (docs/PERFORMANCE.md).
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
/** Each is measured three ways: CPU a request, open loop at a fixed rate, closed loop at saturation. */
const REQUESTS = PER_DATABASE.filter((f) => f.startsWith('GET ') || f === 'POST /api/services (one service)');
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
    for (const database of ['SQLite', 'PostgreSQL']) {
      for (const figure of REQUESTS) {
        const of = (what: string) => rows.find((r) => r.startsWith(`| ${database} | ${figure}: ${what}`)) ?? '';
        const rate = figure.startsWith('POST') ? '20' : '200';
        // CPU a request at saturation and at the fixed rate; on PostgreSQL split between the server and the database.
        const split = database === 'PostgreSQL' ? ' \\(server [\\d .]+, PostgreSQL [\\d .]+\\)' : '';
        expect(of('CPU a request'), `${database}: ${figure}: CPU`).toMatch(
          new RegExp(
            ` \\| [\\d .]+ ms(${split})? at saturation; [\\d .]+ ms(${split})? at ${rate}/s \\| (≤ [\\d.]+ ms \\| [✓✗]|– \\| –) \\|$`,
          ),
        );
        // The open loop: latency from each request's scheduled time, and how many the schedule sent late or failed.
        expect(of(`open loop at ${rate}/s`), `${database}: ${figure}: open loop`).toMatch(
          /\| p50 [\d .]+ ms, p99 [\d .]+ ms, max [\d ]+ ms; [\d ]+ sent in 1 s, [\d ]+ late, [\d ]+ failed \| p99 < \d+ ms \| [✓✗] \|$/,
        );
        // The closed loop, taken once all its connections were answered (decision 025), beside the framework floor.
        expect(of('closed loop at 10 connections'), `${database}: ${figure}: closed loop`).toMatch(
          /\| \d[\d ]* req\/s, p50 [\d ]+ ms, p99 [\d ]+ ms, max [\d ]+ ms \(all 10 connections answered after [\d ]+ ms\); framework floor \d[\d ]* req\/s; ratio [\d .]+ %; [\d ]+ B(; [\d ]+ timed out \(10 s\) or failed)? \| – \| – \|$/,
        );
      }
    }
    expect(output).toMatch(/\d+ within budget, \d+ missing/);
  });

  it('alternates variants of the server, named or from a preset, and prints what each costs against the first', {
    timeout: 300_000,
  }, async () => {
    const alone = await runScript('apps/server/bench/alternate.ts', { BENCH_SCALE: '0.001' }, ['base=']);
    expect(alone.code, 'one variant is refused: there is nothing to compare').toBe(2);
    const unknown = await runScript('apps/server/bench/alternate.ts', { BENCH_SCALE: '0.001' }, [
      '--preset',
      'no-such-switch',
    ]);
    expect(unknown.code, 'an unknown preset is refused').toBe(2);
    expect(unknown.output).toContain('mechanisms, sqlite-group-commit');
    const run = await runScript('apps/server/bench/alternate.ts', { BENCH_SCALE: '0.001' }, [
      '--sqlite-only',
      '--rounds',
      '1',
      '--preset',
      'heap-growing',
      'plain=DATABASE_PREPARED_STATEMENTS=false',
    ]);
    expect(run.code, run.output.slice(-3000)).toBe(0);
    const rows = run.output.split('\n').filter((l) => l.startsWith('| '));
    expect(rows[0]).toBe('| sqlite | base | HEAP_GROWING_PERCENT=0 | plain |');
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
    const cell = 'CPU [\\d.]+ ms a request; p99 [\\d ]+ ms, [\\d ]+ req/s';
    const against = `${cell}; CPU [+-][\\d ]+ %, p99 [+-][\\d ]+ %`;
    for (const row of rows.slice(2)) {
      expect(row).toMatch(new RegExp(` \\| ${cell} \\| ${against} \\| ${against} \\|$`));
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
