import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { OTP_RESEND_SECONDS } from '@pishkhan/contract';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, freshMobile, REDIS_URL, type TestApp, type TestDialect } from './helpers.js';

/**
 * No stranger keeps an owner out (decision 004), over real sockets from real distinct source addresses on loopback
 * (Linux routes all of 127/8 to it): the attack an outside audit ran from 13 addresses, then the owner getting in at
 * home by a fresh code and anywhere by a login link; the owner's own retries during a pause; strangers spending the
 * mobile's send allowance; and a login answer's time, registered mobile or not.
 */
const SETUPS: Array<{ name: string; dialect: TestDialect; redis: boolean; instances: number }> = [
  { name: 'SQLite', dialect: 'sqlite', redis: false, instances: 1 },
  { name: 'two PostgreSQL instances with Redis', dialect: 'postgres', redis: true, instances: 2 },
];

/** The owner's home address (logged in from before), and a device of the owner's never used to log in. */
const HOME = '127.0.0.5';
const NEW_DEVICE = '127.0.0.6';
const stranger = (n: number) => `127.0.0.${10 + n}`;

interface Answer {
  status: number;
  body: { code?: string; token?: string; message?: string };
}

describe.each(SETUPS)('no stranger keeps the owner out ($name)', ({ dialect, redis, instances }) => {
  const apps: TestApp[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    const env: Record<string, string> = redis ? { REDIS_URL } : {};
    const first = await createTestApp(dialect, { env });
    apps.push(first);
    for (let i = 1; i < instances; i++)
      apps.push(await createTestApp(dialect, { env, databaseEnv: first.databaseEnv, seed: false }));
    for (const t of apps) {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      ports.push((t.app.server.address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    for (const t of apps.slice(1)) await t.app.close();
    await apps[0]?.close();
  });

  const t = () => apps[0] as TestApp;
  /** A POST to instance `n` (round robin) from the source address `from`. */
  const post = (path: string, body: unknown, from: string, n = 0) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: ports[n % ports.length],
          method: 'POST',
          path,
          localAddress: from,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const login = (mobile: string, token: string, withPassword: boolean, from: string, n = 0) =>
    post('/api/auth/login', { mobile, token, loginWithPassword: withPassword }, from, n);
  const sendCode = (mobile: string, from: string, n = 0) => post('/api/auth/sendtoken', { mobile }, from, n);

  /** An account made by the admin, which its owner has used from home. */
  async function owner() {
    const mobile = freshMobile();
    const admin = await t().login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    const made = await t().request<{ id: number }>('POST', '/api/users', {
      token: admin,
      body: { name: 'مالک', mobile, password: 'right-password' },
    });
    expect(made.status).toBe(200);
    expect((await login(mobile, 'right-password', true, HOME)).status).toBe(200);
    return { mobile, id: made.body.id };
  }
  const wrongCode = (code: string | undefined) => (code === '00000' ? '99999' : '00000');
  const sentTo = async (mobile: string) =>
    (await t().db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute()).length;

  it('the audit’s attack from 13 addresses; then the owner gets in at home by a fresh code, and by a link anywhere', async () => {
    const { mobile, id } = await owner();
    // The provider made a login link for the owner just before (the CLI and the admin panel do it so).
    const before = await t().app.services.auth.issueLoginLink(id);
    // Ten addresses, five wrong passwords each; one address asking for ten codes at once.
    const attack = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => login(mobile, `wrong-${i}`, true, stranger(i % 10), i)),
      ...Array.from({ length: 10 }, (_, i) => sendCode(mobile, stranger(10), i)),
    ]);
    expect(attack.filter((a) => a.status === 200)).toHaveLength(1);
    // Five wrong codes from one more address, five wrong 43-character tokens from another.
    for (let i = 0; i < 5; i++) expect((await login(mobile, '00000', false, stranger(11), i)).status).toBe(422);
    for (let i = 0; i < 5; i++)
      expect((await login(mobile, `${'A'.repeat(42)}${i}`, false, stranger(12), i)).status).toBe(422);
    // Strangers find the password paused.
    expect((await login(mobile, 'right-password', true, stranger(13))).body.code).toBe('PASSWORD_LOGIN_PAUSED');

    // At home: the password is not paused for the owner, and a fresh code comes and opens.
    expect((await login(mobile, 'right-password', true, HOME, 1)).status).toBe(200);
    expect((await sendCode(mobile, HOME)).status).toBe(200);
    const code = t().codeIn(await t().lastSms(mobile));
    expect((await login(mobile, code ?? '', false, HOME, 1)).status).toBe(200);
    // Anywhere: the link made before the attack opens, and so does a fresh one.
    expect((await login(mobile, before.token, false, NEW_DEVICE)).status).toBe(200);
    const fresh = await t().app.services.auth.issueLoginLink(id);
    expect((await login(mobile, fresh.token, false, NEW_DEVICE, 1)).status).toBe(200);
    // Two codes went out: the attacker's one and the owner's.
    expect(await sentTo(mobile)).toBe(2);
  });

  it('the owner’s own retries lock nothing: the right password five times during a pause, then the code there', async () => {
    const { mobile } = await owner();
    await Promise.all(Array.from({ length: 50 }, (_, i) => login(mobile, `wrong-${i}`, true, stranger(i % 10), i)));
    for (let i = 0; i < 5; i++) {
      const paused = await login(mobile, 'right-password', true, NEW_DEVICE, i);
      expect(paused.body.code).toBe('PASSWORD_LOGIN_PAUSED');
    }
    expect((await sendCode(mobile, NEW_DEVICE)).status).toBe(200);
    const code = t().codeIn(await t().lastSms(mobile));
    const opened = await login(mobile, code ?? '', false, NEW_DEVICE, 1);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  });

  it('fifty wrong codes from strangers pause code logins from strangers, never at home', async () => {
    const { mobile } = await owner();
    expect((await sendCode(mobile, stranger(0))).status).toBe(200);
    const live = t().codeIn(await t().lastSms(mobile));
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(mobile, wrongCode(live), false, stranger(i % 12), i)),
    );
    expect(guesses.filter((g) => g.status === 422)).toHaveLength(50);
    expect(guesses.filter((g) => g.status === 429).map((g) => g.body.code)).toEqual(
      Array(10).fill('CODE_LOGIN_PAUSED'),
    );
    expect((await sendCode(mobile, HOME)).status).toBe(200);
    const code = t().codeIn(await t().lastSms(mobile));
    expect((await login(mobile, code ?? '', false, HOME, 1)).status).toBe(200);
  });

  // Redis keeps its counters on its own clock, which the test's clock cannot move past a send's one-minute gap.
  if (!redis)
    it('strangers spending the mobile’s sends leave the owner’s own at home, and the sends stay bounded', async () => {
      const { mobile } = await owner();
      // One address gets two of the mobile's five an hour; thirteen addresses, one each two minutes, spend them all.
      const answers: Answer[] = [];
      for (let i = 0; i < 13; i++) {
        answers.push(await sendCode(mobile, stranger(i)));
        t().clock.advance(OTP_RESEND_SECONDS + 1);
      }
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 429).map((a) => a.body.code)).toEqual(
        Array(8).fill('SEND_LIMIT_REACHED'),
      );
      expect((await sendCode(mobile, NEW_DEVICE)).body.code).toBe('SEND_LIMIT_REACHED');
      expect((await sendCode(mobile, HOME)).status).toBe(200);
      const code = t().codeIn(await t().lastSms(mobile));
      expect((await login(mobile, code ?? '', false, HOME)).status).toBe(200);
      expect(await sentTo(mobile)).toBe(6);
    });
});

/** The SQL texts `run` sends to SQLite (better-sqlite3's statements) or PostgreSQL (pg's client), in order. */
async function statementsOf(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const probe = new Sqlite(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...a: unknown[]) => unknown>;
  probe.close();
  const patched = ['all', 'get', 'run', 'iterate'].map((name) => [name, Statement[name]] as const);
  for (const [name, original] of patched)
    Statement[name] = function (this: { source: string }, ...args: unknown[]) {
      seen.push(this.source);
      return original?.apply(this, args);
    };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    seen.push(typeof config === 'string' ? config : (config.text ?? ''));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await run();
  } finally {
    for (const [name, original] of patched) Statement[name] = original as (...a: unknown[]) => unknown;
    pg.Client.prototype.query = query;
  }
  return seen;
}

/** The time a login answer takes does not tell whether the mobile has an account (decision 004). */
describe.each(['sqlite', 'postgres'] as const)(
  'login answers take the same time, registered or not (%s)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    const median = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return (
        ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2
      );
    };

    it.each([
      ['a code', false, '00000'],
      ['a login link', false, 'A'.repeat(43)],
    ])('%s: the median difference of interleaved samples is within the noise', async (_what, withPassword, token) => {
      const registered = freshMobile();
      const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
      await t.request('POST', '/api/users', {
        token: admin,
        body: { name: 'ثبت‌شده', mobile: registered, password: 'p-123456' },
      });
      const unregistered = freshMobile();
      // Both asked for a code, as an attacker probing mobiles would.
      for (const mobile of [registered, unregistered])
        expect((await t.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
      // The service's own work, without the HTTP layer's, whose noise would hide a millisecond.
      const time = async (mobile: string, n: number) => {
        const client = { ip: `100.80.${n >> 8}.${n & 255}`, userAgent: 'timing' };
        const started = performance.now();
        const refused = await t.app.services.auth
          .login({ mobile, token, loginWithPassword: withPassword }, client)
          .then(
            () => 'opened',
            (error: { code?: string }) => error.code,
          );
        const took = performance.now() - started;
        expect(refused).toBe('INVALID_CODE');
        return took;
      };
      // The same statements, in the same order, whether or not the mobile has an account: the time follows.
      expect(await statementsOf(() => time(unregistered, 900))).toEqual(
        await statementsOf(() => time(registered, 901)),
      );
      for (let i = 0; i < 6; i++) await time(i % 2 ? registered : unregistered, 1000 + i);
      // In turns of four, each kind first in every other turn, so neither gains from its place; a turn's difference
      // is what the registered mobile's two answers took more than the other's two.
      const all: number[] = [];
      const differences: number[] = [];
      for (let i = 0; i < 22; i++) {
        const order =
          i % 2
            ? [registered, unregistered, unregistered, registered]
            : [unregistered, registered, registered, unregistered];
        let difference = 0;
        for (const [j, mobile] of order.entries()) {
          const took = await time(mobile, 4 * i + j);
          all.push(took);
          difference += mobile === registered ? took : -took;
        }
        differences.push(difference / 2);
      }
      const [typical, gap] = [median(all), median(differences)];
      console.log(
        `login timing (${dialect}, ${_what}): median ${typical.toFixed(2)} ms, registered minus unregistered ${gap.toFixed(2)} ms`,
      );
      // A loose bound on a loaded machine; the statements above are the exact check.
      expect(Math.abs(gap)).toBeLessThan(0.5 + typical * 0.25);
    });
  },
);
