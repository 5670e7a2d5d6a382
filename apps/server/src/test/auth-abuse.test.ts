import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  balanceOf,
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  freshMobile,
  freshReseller,
  REDIS_URL,
  type TestApp,
  type TestDialect,
} from './helpers.js';

const REFERRER = DEMO_LOGINS.fullReseller.code;
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** Every spelling of one mobile that docs/product/server-behaviour.md#security-and-integrity folds into 09XXXXXXXXX. */
const spellings = (mobile: string) => [
  mobile,
  mobile.replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d),
  `+98${mobile.slice(1)}`,
  `0098${mobile.slice(1)}`,
  `98${mobile.slice(1)}`,
  mobile.replace(/\d/g, (d) => ARABIC[Number(d)] ?? d),
  `+98 ${mobile.slice(1, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`,
];

const originalQuery = pg.Client.prototype.query;

/** Random addresses: Redis counters outlive a run, so fixed ones would add up across runs. */
const anyIp = () => `100.${64 + randomInt(64)}.${randomInt(256)}.${randomInt(1, 255)}`;

const wrongCode = (code: string | undefined) => (code === '00000' ? '99999' : '00000');

/** An account made by the admin, so no code was sent to it and no send throttle has started. */
async function registered(t: TestApp, password = 'right-password') {
  const mobile = freshMobile();
  const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
  const res = await t.request('POST', '/api/users', { token: admin, body: { name: 'آزمایشی', mobile, password } });
  expect(res.status).toBe(200);
  return mobile;
}

const login = (t: TestApp, mobile: string, token: string | undefined, loginWithPassword: boolean, ip = anyIp()) =>
  t.request('POST', '/api/auth/login', { ip, body: { mobile, token, loginWithPassword } });

describe.each(DIALECTS)('auth abuse on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  async function sendLoginCode(mobile: string) {
    expect((await t.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile } })).status).toBe(200);
    return t.codeIn(await t.lastSms(mobile));
  }

  describe('one-time codes', () => {
    it('a login code works until OTP_TTL ends and not a second after', async () => {
      const mobile = await registered(t);
      const early = await sendLoginCode(mobile);
      t.clock.advance(179);
      expect((await login(t, mobile, early, false)).status).toBe(200);
      t.clock.advance(121);
      const late = await sendLoginCode(mobile);
      t.clock.advance(180);
      const res = await login(t, mobile, late, false);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'INVALID_CODE' });
    });

    it('a registration code expires with OTP_TTL and creates nothing', async () => {
      const mobile = freshMobile();
      await t.request('POST', '/api/auth/sendregistertoken', { ip: anyIp(), body: { mobile, code: REFERRER } });
      const code = t.codeIn(await t.lastSms(mobile));
      t.clock.advance(180);
      const res = await t.request('POST', '/api/auth/register', {
        body: { mobile, password: 'late-password', code: REFERRER, token: code },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'INVALID_CODE' });
      expect(
        await t.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('login: the right code on the 5th try works; on the 6th that address is locked, and the code still opens elsewhere', async () => {
      const ip = anyIp();
      const fifth = await registered(t);
      const code5 = await sendLoginCode(fifth);
      for (let i = 0; i < 4; i++) expect((await login(t, fifth, wrongCode(code5), false, ip)).status).toBe(422);
      expect((await login(t, fifth, code5, false, ip)).status).toBe(200);

      const sixth = await registered(t);
      const code6 = await sendLoginCode(sixth);
      for (let i = 0; i < 5; i++) expect((await login(t, sixth, wrongCode(code6), false, ip)).status).toBe(422);
      const refused = await login(t, sixth, code6, false, ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'LOGIN_LOCKED' });
      // Wrong tries at one address lock that address, not the code (decision 004): from another it still opens.
      expect((await login(t, sixth, code6, false)).status).toBe(200);
      t.clock.advance(15 * 60 + 1);
      expect((await login(t, sixth, code6, false, ip)).status).toBe(422);
    });

    it('register: five wrong codes kill the code, so the right one on the 6th try creates nothing', async () => {
      const mobile = freshMobile();
      await t.request('POST', '/api/auth/sendregistertoken', { ip: anyIp(), body: { mobile, code: REFERRER } });
      const code = t.codeIn(await t.lastSms(mobile));
      const attempt = (token: string | undefined) =>
        t.request('POST', '/api/auth/register', {
          ip: anyIp(),
          body: { mobile, password: 'some-password', code: REFERRER, token },
        });
      for (let i = 0; i < 5; i++) expect((await attempt(wrongCode(code))).status).toBe(422);
      const res = await attempt(code);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'INVALID_CODE' });
      expect(
        await t.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('register: twenty wrong codes at once use up five tries, no more', async () => {
      const mobile = freshMobile();
      await t.request('POST', '/api/auth/sendregistertoken', { ip: anyIp(), body: { mobile, code: REFERRER } });
      const code = t.codeIn(await t.lastSms(mobile));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.request('POST', '/api/auth/register', {
            ip: anyIp(),
            body: { mobile, password: 'some-password', code: REFERRER, token: wrongCode(code) },
          }),
        ),
      );
      expect(answers.every((a) => a.status === 422)).toBe(true);
      const row = await t.db
        .selectFrom('otp_codes')
        .select(['attempts', 'consumed_at'])
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
      expect(row.consumed_at).not.toBeNull();
    });
  });

  describe('send throttles', () => {
    it('one send per 120 s whatever the spelling, for login and registration alike', async () => {
      const mobile = freshMobile();
      const [first, ...others] = spellings(mobile);
      expect((await t.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile: first } })).status).toBe(
        200,
      );
      for (const spelled of others) {
        const res = await t.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile: spelled } });
        expect(res.status, spelled).toBe(429);
        expect(res.body).toMatchObject({ code: 'SEND_THROTTLED' });
        const reg = await t.request('POST', '/api/auth/sendregistertoken', {
          ip: anyIp(),
          body: { mobile: spelled, code: REFERRER },
        });
        expect(reg.status, spelled).toBe(429);
      }
    });

    it('five sends an hour per mobile across spellings, then refused until the hour ends', async () => {
      const mobile = freshMobile();
      const all = spellings(mobile);
      for (let i = 0; i < 5; i++) {
        const res = await t.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile: all[i] } });
        expect(res.status, all[i]).toBe(200);
        t.clock.advance(121);
      }
      const sixth = await t.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile: all[5] } });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ code: 'SEND_LIMIT_REACHED' });
      t.clock.advance(3600);
      expect((await t.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile } })).status).toBe(200);
    });
  });

  describe('password attempts', () => {
    it('five wrong passwords in any spelling lock the account at that address, even for the right password', async () => {
      const mobile = await registered(t);
      const all = spellings(mobile);
      const ip = anyIp();
      for (let i = 0; i < 5; i++)
        expect((await login(t, all[i] ?? mobile, `wrong-${i}-pass`, true, ip)).status).toBe(422);
      for (const spelled of all) {
        const res = await login(t, spelled, 'right-password', true, ip);
        expect(res.status, spelled).toBe(429);
        expect(res.body).toMatchObject({
          code: 'LOGIN_LOCKED',
          message: 'تلاش‌های ناموفق زیاد بود؛ چند دقیقه‌ی دیگر دوباره تلاش کنید',
          errors: [expect.stringContaining('از این نشانی')],
        });
      }
    });

    it('twenty wrong passwords at once from one address: five are checked, fifteen are refused as locked', async () => {
      const mobile = await registered(t);
      const ip = anyIp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(t, mobile, `parallel-guess-${i}`, true, ip)),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 422)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect((await login(t, mobile, 'right-password', true, ip)).status).toBe(429);
      expect((await login(t, mobile, 'right-password', true)).status).toBe(200);
    });

    it('an attacker at A cannot keep the owner at B out: an hour of tries, the owner gets in every time', async () => {
      const mobile = await registered(t);
      const attacker = anyIp();
      const owner = anyIp();
      const tally = { checked: 0, refused: 0 };
      for (let window = 0; window < 4; window++) {
        // Six a window is what kept the owner out before; fifty at once changes nothing either.
        const answers = await Promise.all(
          Array.from({ length: window === 0 ? 50 : 6 }, (_, i) => login(t, mobile, `attack-${i}`, true, attacker)),
        );
        tally.checked += answers.filter((a) => a.status === 422).length;
        tally.refused += answers.filter((a) => a.status === 429).length;
        expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
        expect((await login(t, mobile, 'right-password', true, owner)).status).toBe(200);
        const code = await sendLoginCode(mobile);
        expect((await login(t, mobile, code, false, owner)).status).toBe(200);
        t.clock.advance(15 * 60 + 1);
      }
      expect(tally).toEqual({ checked: 20, refused: 48 });
    });

    it('IPv6: the addresses of one /64 are one address; the owner in another /64 gets in', async () => {
      const mobile = await registered(t);
      const net = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
      for (let i = 1; i <= 5; i++) expect((await login(t, mobile, `v6-${i}`, true, `${net}::${i}`)).status).toBe(422);
      const refused = await login(t, mobile, 'right-password', true, `${net}:ffff:ffff:ffff:ffff`);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'LOGIN_LOCKED' });
      expect((await login(t, mobile, 'right-password', true, `::ffff:${anyIp()}`)).status).toBe(200);
      expect((await login(t, mobile, 'right-password', true, '2001:db8:ffff:ffff::1')).status).toBe(200);
    });

    it('fifty failures from many addresses pause the password, not the one-time code; five from each at most', async () => {
      const mobile = await registered(t);
      // Three addresses with twenty tries each add fifteen: the owner's password still opens.
      const few = [anyIp(), anyIp(), anyIp()];
      for (const ip of few) {
        const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(t, mobile, `few-${i}`, true, ip)));
        expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
      }
      expect((await login(t, mobile, 'right-password', true)).status).toBe(200);
      t.clock.advance(15 * 60 + 1);

      // Sixty wrong passwords at once from twelve addresses: exactly fifty are checked.
      const many = Array.from({ length: 12 }, () => anyIp());
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => login(t, mobile, `many-${i}`, true, many[i % 12])),
      );
      expect(answers.filter((a) => a.status === 422)).toHaveLength(50);
      const paused = answers.filter((a) => a.status === 429);
      expect(paused).toHaveLength(10);
      for (const a of paused) expect(a.body).toMatchObject({ code: 'PASSWORD_LOGIN_PAUSED' });

      const fresh = anyIp();
      const refused = await login(t, mobile, 'right-password', true, fresh);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 'PASSWORD_LOGIN_PAUSED',
        message: 'ورود با رمز عبور برای این حساب موقتاً بسته است؛ با رمز یکبار مصرف وارد شوید',
        errors: ['رمز یکبار مصرف یا لینک ورود همچنان کار می‌کند'],
      });
      const code = await sendLoginCode(mobile);
      expect((await login(t, mobile, code, false, fresh)).status).toBe(200);
      const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
      const user = await t.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
      const link = await t.request<{ token: string }>('POST', `/api/admin/users/${user.id}/login-link`, {
        token: admin,
      });
      expect(link.status).toBe(200);
      expect((await login(t, mobile, link.body.token, false, anyIp())).status).toBe(200);
      t.clock.advance(15 * 60 + 1);
      expect((await login(t, mobile, 'right-password', true, fresh)).status).toBe(200);
    });

    it('thirty wrong passwords at once from one address: thirty checked, the rest locked', async () => {
      const ip = anyIp();
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => login(t, freshMobile(), 'guess-guess', true, ip)),
      );
      expect(answers.filter((a) => a.status === 422)).toHaveLength(30);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    });

    it('right passwords from one address do not use up its allowance', async () => {
      const mobile = await registered(t);
      const ip = anyIp();
      for (let i = 0; i < 35; i++) expect((await login(t, mobile, 'right-password', true, ip)).status).toBe(200);
    });
  });

  describe('registered and unknown mobiles answer alike', () => {
    const same = (a: { status: number; body: unknown }, b: { status: number; body: unknown }) => {
      expect(a.status).toBe(b.status);
      expect(JSON.stringify(a.body)).toBe(JSON.stringify(b.body));
    };

    it('sendtoken, its throttle and sendregistertoken', async () => {
      const known = await registered(t);
      const unknown = freshMobile();
      t.clock.advance(121);
      const send = (mobile: string) => t.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile } });
      same(await send(known), await send(unknown));
      same(await send(known), await send(unknown));
      t.clock.advance(121);
      const sendRegister = (mobile: string) =>
        t.request('POST', '/api/auth/sendregistertoken', { ip: anyIp(), body: { mobile, code: REFERRER } });
      const a = await sendRegister(known);
      const b = await sendRegister(unknown);
      same(a, b);
      expect(a.status).toBe(200);
    });

    it('wrong password, wrong code, and the lock after five', async () => {
      const known = await registered(t);
      const unknown = freshMobile();
      const ip = anyIp();
      same(await login(t, known, 'not-the-password', true, ip), await login(t, unknown, 'not-the-password', true, ip));
      same(await login(t, known, '12345', false, ip), await login(t, unknown, '12345', false, ip));
      for (let i = 0; i < 3; i++) {
        await login(t, known, `wrong-${i}-pass`, true, ip);
        await login(t, unknown, `wrong-${i}-pass`, true, ip);
      }
      const a = await login(t, known, 'right-password', true, ip);
      const b = await login(t, unknown, 'right-password', true, ip);
      same(a, b);
      expect(a.status).toBe(429);
    });
  });
});

describe.each(DIALECTS)('referrer codes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const sendRegister = (code: string, ip = anyIp(), mobile = freshMobile()) =>
    t.request('POST', '/api/auth/sendregistertoken', { ip, body: { mobile, code } });
  const register = (code: string, ip = anyIp()) =>
    t.request('POST', '/api/auth/register', {
      ip,
      body: { mobile: freshMobile(), password: 'some-password', code, token: '12345' },
    });
  const codeOf = async (id: number) =>
    (await t.db.selectFrom('users').select('referral_code').where('id', '=', id).executeTakeFirstOrThrow())
      .referral_code ?? '';

  it("a deactivated reseller's code, or a non-reseller's, is refused exactly as an unknown code", async () => {
    const inactive = await freshReseller(t, 0);
    const inactiveCode = await codeOf(inactive.id);
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', inactive.id).execute();
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', DEMO_LOGINS.admin.mobile)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ referral_code: 'ADMINREF1' }).where('id', '=', admin.id).execute();
    const unknownSend = await sendRegister('NOSUCHREF');
    const unknownRegister = await register('NOSUCHREF');
    expect(unknownSend.status).toBe(422);
    expect(unknownSend.body).toEqual({
      message: 'کد معرف معتبر نیست',
      errors: ['کد معرف: چنین کدی وجود ندارد'],
      code: 'REFERRER_NOT_FOUND',
    });
    for (const code of [inactiveCode, 'ADMINREF1']) {
      const send = await sendRegister(code);
      expect(send.status, code).toBe(422);
      expect(JSON.stringify(send.body)).toBe(JSON.stringify(unknownSend.body));
      const reg = await register(code);
      expect(reg.status, code).toBe(422);
      expect(JSON.stringify(reg.body)).toBe(JSON.stringify(unknownRegister.body));
    }
    expect((await sendRegister(REFERRER)).status).toBe(200);
  });

  it('ten wrong referrer codes an hour per address, twenty at once included; right codes do not count', async () => {
    const ip = anyIp();
    for (let i = 0; i < 12; i++) expect((await sendRegister(REFERRER, ip)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? register(`GUESS${i}`, ip) : sendRegister(`GUESS${i}`, ip))),
    );
    expect(answers.filter((a) => a.status === 422)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    const refused = await sendRegister(REFERRER, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'کدهای معرف نادرست زیادی وارد شد؛ یک ساعت دیگر دوباره تلاش کنید',
      errors: ['ده کد معرف نادرست در یک ساعت از این نشانی'],
      code: 'REFERRER_TRIES',
    });
    expect((await sendRegister(REFERRER)).status).toBe(200);
    t.clock.advance(3601);
    expect((await sendRegister(REFERRER, ip)).status).toBe(200);
  });

  it('a registered and an unknown mobile: byte-identical answers from the same database work', async () => {
    const known = await registered(t);
    const unknown = freshMobile();
    const statements: string[] = [];
    // On PostgreSQL every statement the app sends passes here; SQLite runs in-process and is checked by its rows.
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: Parameters<pg.Client['query']>
    ) {
      const [config] = args;
      statements.push(typeof config === 'string' ? config : String((config as { text?: string }).text));
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    const traced = async (path: string, body: Record<string, string>) => {
      await t.app.services.sms.settle();
      statements.length = 0;
      const res = await t.request('POST', `/api/auth/${path}`, { ip: anyIp(), body });
      const sent = [...statements];
      await t.app.services.sms.settle();
      return { res, sent };
    };
    try {
      for (const path of ['sendtoken', 'sendregistertoken']) {
        t.clock.advance(121);
        const body = (mobile: string): Record<string, string> =>
          path === 'sendtoken' ? { mobile } : { mobile, code: REFERRER };
        const a = await traced(path, body(known));
        const b = await traced(path, body(unknown));
        expect(a.res.status).toBe(200);
        expect(a.res.body).toEqual({ message: 'کد تأیید ارسال شد', resend_in: 120 });
        expect(JSON.stringify(a.res.body)).toBe(JSON.stringify(b.res.body));
        expect(a.res.headers['content-length']).toBe(b.res.headers['content-length']);
        expect(a.sent).toEqual(b.sent);
        if (dialect === 'postgres') expect(a.sent.length).toBeGreaterThan(2);
        const purpose = path === 'sendtoken' ? 'login' : 'register';
        for (const mobile of [known, unknown]) {
          const row = await t.db
            .selectFrom('otp_codes')
            .select('id')
            .where('mobile', '=', mobile)
            .where('purpose', '=', purpose)
            .where('consumed_at', 'is', null)
            .executeTakeFirst();
          expect(row, `${path} ${mobile}`).toBeDefined();
        }
      }
    } finally {
      spy.mockRestore();
    }
    // The message itself still reaches only the registered mobile, after the answer.
    expect(await t.lastSms(known)).toContain('ثبت شده است');
    expect(t.codeIn(await t.lastSms(unknown))).toMatch(/^\d{5}$/);
  });
});

/** Two API instances: the counters must be shared, in the database or in Redis (decision 007). */
const TWO_INSTANCES: Array<{ name: string; dialect: TestDialect; redis: boolean }> = [
  { name: 'two instances on one SQLite file', dialect: 'sqlite', redis: false },
  { name: 'two instances on one PostgreSQL database', dialect: 'postgres', redis: false },
  { name: 'two instances on PostgreSQL with Redis', dialect: 'postgres', redis: true },
];

describe.each(TWO_INSTANCES)('$name', ({ dialect, redis }) => {
  let a: TestApp;
  let b: TestApp;
  const env: Record<string, string> = redis ? { REDIS_URL } : {};
  beforeAll(async () => {
    a = await createTestApp(dialect, { env });
    b = await createTestApp(dialect, { env, databaseEnv: a.databaseEnv, seed: false });
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });
  const advance = (seconds: number) => {
    a.clock.advance(seconds);
    b.clock.advance(seconds);
  };
  const on = (i: number) => (i % 2 === 0 ? a : b);

  it('the 120 s gap holds while the spelling and the instance alternate', async () => {
    const mobile = freshMobile();
    const [first, ...others] = spellings(mobile);
    expect((await a.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile: first } })).status).toBe(200);
    for (const [i, spelled] of others.entries()) {
      const res = await on(i + 1).request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile: spelled } });
      expect(res.status, spelled).toBe(429);
      expect(res.body).toMatchObject({ code: 'SEND_THROTTLED' });
    }
  });

  it('five wrong passwords spread over both instances lock the account at that address on both', async () => {
    const mobile = await registered(a);
    const all = spellings(mobile);
    const ip = anyIp();
    for (let i = 0; i < 5; i++)
      expect((await login(on(i), all[i] ?? mobile, `wrong-${i}-pass`, true, ip)).status).toBe(422);
    for (const t of [a, b]) {
      const res = await login(t, mobile, 'right-password', true, ip);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'LOGIN_LOCKED' });
    }
  });

  it('an attacker at A on both instances: 5 of 40 at once checked; the owner at B gets in on both', async () => {
    const mobile = await registered(a);
    const attacker = anyIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(on(i), mobile, `attack-${i}`, true, attacker)),
    );
    expect(answers.filter((r) => r.status === 422)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(35);
    const owner = anyIp();
    for (const t of [a, b]) expect((await login(t, mobile, 'right-password', true, owner)).status).toBe(200);
  });

  it('sixty wrong passwords from twelve addresses on both instances: fifty checked, the code still opens', async () => {
    const mobile = await registered(a);
    const many = Array.from({ length: 12 }, () => anyIp());
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(on(i), mobile, `many-${i}`, true, many[i % 12])),
    );
    expect(answers.filter((r) => r.status === 422)).toHaveLength(50);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    const owner = anyIp();
    expect((await login(b, mobile, 'right-password', true, owner)).body).toMatchObject({
      code: 'PASSWORD_LOGIN_PAUSED',
    });
    expect((await a.request('POST', '/api/auth/sendtoken', { ip: owner, body: { mobile } })).status).toBe(200);
    const code = a.codeIn(await a.lastSms(mobile));
    expect((await login(b, mobile, code, false, owner)).status).toBe(200);
  });

  it('a code guessed on both instances from many addresses: fifty checked in all, then code logins from strangers pause', async () => {
    const mobile = await registered(a);
    expect((await a.request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile } })).status).toBe(200);
    const code = a.codeIn(await a.lastSms(mobile));
    // Twelve addresses, five tries each, sent at once to both instances: each address adds at most its five.
    const ips = Array.from({ length: 12 }, anyIp);
    const answers = await Promise.all(
      ips.flatMap((ip, n) => Array.from({ length: 5 }, (_, i) => login(on(n + i), mobile, wrongCode(code), false, ip))),
    );
    expect(answers.filter((r) => r.status === 422)).toHaveLength(50);
    expect(answers.filter((r) => r.status === 429).map((r) => (r.body as { code: string }).code)).toEqual(
      Array(10).fill('CODE_LOGIN_PAUSED'),
    );
    const row = await a.db
      .selectFrom('otp_codes')
      .select(['attempts', 'consumed_at'])
      .where('mobile', '=', mobile)
      .where('purpose', '=', 'login')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 50, consumed_at: expect.any(String) });
  });

  it('gift cards on both instances: 20 valid at once never lock out; 20 wrong at once, ten looked up', async () => {
    const admin = await a.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    const cards = await a.request<Array<{ serial: string }>>('POST', '/api/admin/giftcards', {
      token: admin,
      body: { amount: 1_000, count: 20, label: 'دو نمونه' },
    });
    const reseller = await freshReseller(a, 0);
    const use = (i: number, serial: string) =>
      on(i).request('POST', '/api/giftcards/use', { token: reseller.token, body: { serial } });
    const answers = await Promise.all(cards.body.map((c, i) => use(i, c.serial)));
    for (const r of answers.filter((x) => x.status !== 200)) expect(r.body).toMatchObject({ code: 'TRIES_IN_FLIGHT' });
    const waiting = cards.body.filter((_, i) => answers[i]?.status !== 200);
    for (const [i, c] of waiting.entries()) expect((await use(i, c.serial)).status).toBe(200);
    expect(await balanceOf(a, reseller.id)).toBe(20_000);
    const wrong = await Promise.all(Array.from({ length: 20 }, (_, i) => use(i, `WRONG${i}`)));
    expect(wrong.filter((r) => r.status === 422)).toHaveLength(10);
    expect(wrong.filter((r) => r.status === 429)).toHaveLength(10);
  });

  // Redis counters expire on Redis's own clock, which the test clock cannot move.
  if (redis) return;
  it('five sends an hour in all, counted on both instances', async () => {
    const mobile = freshMobile();
    const all = spellings(mobile);
    for (let i = 0; i < 5; i++) {
      const res = await on(i).request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile: all[i] } });
      expect(res.status, all[i]).toBe(200);
      advance(121);
    }
    const res = await on(5).request('POST', '/api/auth/sendtoken', { ip: anyIp(), body: { mobile: all[5] } });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'SEND_LIMIT_REACHED' });
  });
});
