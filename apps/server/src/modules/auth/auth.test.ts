import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, freshMobile, type TestApp } from '../../test/helpers.js';

const { fullReseller, plainReseller, admin } = DEMO_LOGINS;

describe.each(DIALECTS)('auth on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function register(mobile: string, password = 'secret-pass-1') {
    const sent = await t.request('POST', '/api/auth/sendregistertoken', {
      body: { mobile, code: fullReseller.code, requestcount: 1 },
    });
    expect(sent.status).toBe(200);
    const code = t.codeIn(await t.lastSms(mobile));
    return t.request('POST', '/api/auth/register', {
      body: { mobile, password, telegram: '@me', code: fullReseller.code, token: code },
    });
  }

  describe('register', () => {
    it('creates an active reseller under the referrer after the SMS code', async () => {
      const mobile = freshMobile();
      const res = await register(mobile);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ active: true });
      const user = await t.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
      const referrer = await t.db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', fullReseller.mobile)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ type: 'RESELLER', referrer_id: referrer.id, telegram: '@me', balance: 0 });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(await t.login(mobile, 'secret-pass-1')).toBeTruthy();
    });

    it('keeps the name given at registration, and leaves it empty when none is given', async () => {
      const named = freshMobile();
      await t.request('POST', '/api/auth/sendregistertoken', { body: { mobile: named, code: fullReseller.code } });
      const res = await t.request('POST', '/api/auth/register', {
        body: {
          mobile: named,
          password: 'secret-pass-1',
          code: fullReseller.code,
          token: t.codeIn(await t.lastSms(named)),
          name: ' سارا محمدی ',
        },
      });
      expect(res.status).toBe(200);
      const token = await t.login(named, 'secret-pass-1');
      expect(await t.request('GET', '/api/auth/me', { token })).toMatchObject({ body: { name: 'سارا محمدی' } });
      const nameless = freshMobile();
      await register(nameless);
      const other = await t.login(nameless, 'secret-pass-1');
      expect(await t.request('GET', '/api/auth/me', { token: other })).toMatchObject({ body: { name: '' } });
    });

    it('accepts the mobile in any spelling and the code in Persian digits', async () => {
      const mobile = freshMobile();
      const spelled = `+98${mobile.slice(1)}`;
      await t.request('POST', '/api/auth/sendregistertoken', { body: { mobile: spelled, code: 'demo1111' } });
      const code = t.codeIn(await t.lastSms(mobile)) ?? '';
      const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
      const res = await t.request('POST', '/api/auth/register', {
        body: {
          mobile: `۰${mobile.slice(1).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)}`,
          password: 'secret-pass-1',
          code: fullReseller.code,
          token: persian,
        },
      });
      expect(res.status).toBe(200);
    });

    it('refuses an unknown referrer code with a Persian 422 and sends nothing', async () => {
      const mobile = freshMobile();
      const res = await t.request('POST', '/api/auth/sendregistertoken', { body: { mobile, code: 'NOPE0000' } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: 'کد معرف معتبر نیست', code: 'REFERRER_NOT_FOUND' });
      expect(await t.lastSms(mobile)).toBeUndefined();
    });

    it('asks for the referrer code and the mobile, naming each field', async () => {
      const res = await t.request<{ message: string; errors: string[] }>('POST', '/api/auth/sendregistertoken', {
        body: { mobile: '', code: '' },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('خطا در اطلاعات ورودی');
      expect(res.body.errors).toContain('شماره موبایل نمی‌تواند خالی باشد');
      expect(res.body.errors.join('\n')).toContain('وارد کردن کد معرف الزامی است');
    });

    it('refuses a wrong code and creates nothing', async () => {
      const mobile = freshMobile();
      await t.request('POST', '/api/auth/sendregistertoken', { body: { mobile, code: fullReseller.code } });
      const code = t.codeIn(await t.lastSms(mobile));
      const wrong = code === '11111' ? '22222' : '11111';
      const res = await t.request('POST', '/api/auth/register', {
        body: { mobile, password: 'secret-pass-1', code: fullReseller.code, token: wrong },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'INVALID_CODE' });
      expect(
        await t.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('refuses a short password before anything else', async () => {
      const res = await t.request<{ errors: string[] }>('POST', '/api/auth/register', {
        body: { mobile: freshMobile(), password: 'short', code: fullReseller.code, token: '12345' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toContain('رمز عبور باید دست‌کم ۸ نویسه باشد');
    });

    it('does not tell a stranger that a mobile is registered', async () => {
      const res = await t.request('POST', '/api/auth/sendregistertoken', {
        body: { mobile: plainReseller.mobile, code: fullReseller.code },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'کد تأیید ارسال شد', resend_in: 120 });
      expect(await t.lastSms(plainReseller.mobile)).toContain('قبلاً');
    });

    it('leaves a new reseller inactive when the provider approves accounts', async () => {
      const other = await createTestApp(dialect, { env: { REGISTRATION_ACTIVE: 'false' } });
      try {
        const mobile = freshMobile();
        await other.request('POST', '/api/auth/sendregistertoken', { body: { mobile, code: fullReseller.code } });
        const code = other.codeIn(await other.lastSms(mobile));
        const res = await other.request('POST', '/api/auth/register', {
          body: { mobile, password: 'secret-pass-1', code: fullReseller.code, token: code },
        });
        expect(res.body).toMatchObject({ active: false });
        const login = await other.request('POST', '/api/auth/login', {
          body: { mobile, token: 'secret-pass-1', loginWithPassword: true },
        });
        expect(login.status).toBe(403);
        expect(login.body).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
      } finally {
        await other.close();
      }
    });
  });

  describe('login', () => {
    it('by password answers a token and the full user', async () => {
      const res = await t.request<{ token: string; user: Record<string, unknown> }>('POST', '/api/auth/login', {
        body: { mobile: fullReseller.mobile, token: fullReseller.password, loginWithPassword: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.token.length).toBeGreaterThanOrEqual(43);
      expect(res.body.user).toEqual({
        id: expect.any(Number),
        name: 'رضا رضایی',
        mobile: fullReseller.mobile,
        type: 'RESELLER',
        balance: 2_500_000 - 198_000 - 162_000 - 3 * 135_000 + 15_000, // the demo purchases and a referral profit
        discount: 90,
        volumeservice: true,
        storeenable: true,
        invitelink: `http://panel.test/register?code=${fullReseller.code}`,
        referralreward: 10,
        // The demo seed grants this reseller a 50 GB volume pool for 20 days (decision 017).
        traffic_used: 0,
        traffic_total: 50,
        remain_days: 20,
        payGroup: {
          id: expect.any(Number),
          name: 'ویژه',
          // The group offers both, but this server has neither PerfectMoney nor Cryptomus configured.
          has_perfectmoney: false,
          has_crypto: false,
          perfect_charge_rate: 105,
          crypto_charge_rate: 97,
          telegram: 'https://t.me/pishkhan_demo',
        },
      });
    });

    it('refuses a wrong password with a Persian 422', async () => {
      const res = await t.request('POST', '/api/auth/login', {
        body: { mobile: plainReseller.mobile, token: 'wrong-password', loginWithPassword: true },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: 'شماره موبایل یا رمز عبور نادرست است' });
    });

    it('locks an account at an address after five wrong passwords from it, for 15 minutes; elsewhere it opens', async () => {
      const mobile = freshMobile();
      const ip = '192.0.2.55';
      expect((await register(mobile, 'right-password')).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        const r = await t.request('POST', '/api/auth/login', {
          ip,
          body: { mobile, token: `wrong-${i}`, loginWithPassword: true },
        });
        expect(r.status).toBe(422);
      }
      const locked = await t.request('POST', '/api/auth/login', {
        ip,
        body: { mobile, token: 'right-password', loginWithPassword: true },
      });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ code: 'LOGIN_LOCKED' });
      expect(await t.login(mobile, 'right-password')).toBeTruthy();
      t.clock.advance(15 * 60 + 1);
      const later = await t.request('POST', '/api/auth/login', {
        ip,
        body: { mobile, token: 'right-password', loginWithPassword: true },
      });
      expect(later.status).toBe(200);
    });

    it('limits wrong passwords per address across accounts', async () => {
      const ip = '192.0.2.77';
      for (let i = 0; i < 30; i++) {
        await t.request('POST', '/api/auth/login', {
          ip,
          body: { mobile: freshMobile(), token: 'guess-guess', loginWithPassword: true },
        });
      }
      const res = await t.request('POST', '/api/auth/login', {
        ip,
        body: { mobile: plainReseller.mobile, token: plainReseller.password, loginWithPassword: true },
      });
      expect(res.status).toBe(429);
    });

    it('by one-time code, once', async () => {
      const sent = await t.request('POST', '/api/auth/sendtoken', { body: { mobile: plainReseller.mobile } });
      expect(sent.status).toBe(200);
      const code = t.codeIn(await t.lastSms(plainReseller.mobile));
      const body = { mobile: plainReseller.mobile, token: code, loginWithPassword: false };
      const first = await t.request('POST', '/api/auth/login', { body });
      expect(first.status).toBe(200);
      const again = await t.request('POST', '/api/auth/login', { body });
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({ code: 'INVALID_CODE' });
    });

    it('kills a code after five wrong tries', async () => {
      const mobile = freshMobile();
      await register(mobile);
      await t.request('POST', '/api/auth/sendtoken', { body: { mobile } });
      const code = t.codeIn(await t.lastSms(mobile)) ?? '';
      const wrong = code === '00000' ? '99999' : '00000';
      for (let i = 0; i < 5; i++) {
        await t.request('POST', '/api/auth/login', { body: { mobile, token: wrong, loginWithPassword: false } });
      }
      t.clock.advance(15 * 60 + 1); // past the account lock, so only the dead code stands in the way
      const res = await t.request('POST', '/api/auth/login', {
        body: { mobile, token: code, loginWithPassword: false },
      });
      expect(res.status).toBe(422);
    });

    it('refuses an expired code', async () => {
      const mobile = freshMobile();
      await register(mobile);
      await t.request('POST', '/api/auth/sendtoken', { body: { mobile } });
      const code = t.codeIn(await t.lastSms(mobile));
      t.clock.advance(181);
      const res = await t.request('POST', '/api/auth/login', {
        body: { mobile, token: code, loginWithPassword: false },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'INVALID_CODE' });
    });

    it('by a single-use login link from the admin', async () => {
      const adminToken = await t.login(admin.mobile, admin.password);
      const me = await t.request<{ user: { id: number } }>('POST', '/api/auth/login', {
        body: { mobile: plainReseller.mobile, token: plainReseller.password, loginWithPassword: true },
      });
      const link = await t.request<{ url: string; token: string }>(
        'POST',
        `/api/admin/users/${me.body.user.id}/login-link`,
        {
          token: adminToken,
        },
      );
      expect(link.status).toBe(200);
      const url = new URL(link.body.url);
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('mobile')).toBe(plainReseller.mobile);
      const body = { mobile: plainReseller.mobile, token: url.searchParams.get('token'), loginWithPassword: false };
      expect((await t.request('POST', '/api/auth/login', { body })).status).toBe(200);
      expect((await t.request('POST', '/api/auth/login', { body })).status).toBe(422);
    });
  });

  describe('sendtoken', () => {
    it('answers the same for unknown mobiles and sends them nothing', async () => {
      const mobile = freshMobile();
      const res = await t.request('POST', '/api/auth/sendtoken', { body: { mobile } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'کد تأیید ارسال شد', resend_in: 120 });
      expect(await t.lastSms(mobile)).toBeUndefined();
    });

    it('sends once per 120 s per mobile, whatever its spelling', async () => {
      const mobile = freshMobile();
      expect((await t.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
      const again = await t.request('POST', '/api/auth/sendtoken', { body: { mobile: `0098${mobile.slice(1)}` } });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ code: 'SEND_THROTTLED' });
      t.clock.advance(121);
      expect((await t.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
    });

    it('a refused send says when a code may be asked for again (Retry-After), for login and registration codes', async () => {
      const mobile = freshMobile();
      expect((await t.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
      t.clock.advance(25);
      const again = await t.request<{ errors: string[] }>('POST', '/api/auth/sendtoken', { body: { mobile } });
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(94);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(96);
      expect(again.body.errors).toEqual([expect.stringMatching(/^تا ۱:۳[۴۵۶] دیگر /)]);
      // The registration form of the same mobile is under the same gap, and is told the same.
      const register = await t.request('POST', '/api/auth/sendregistertoken', {
        body: { mobile, code: fullReseller.code },
      });
      expect(register.status).toBe(429);
      expect(Number(register.headers['retry-after'])).toBeLessThanOrEqual(96);
      t.clock.advance(Number(again.headers['retry-after']));
      expect((await t.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
    });

    it('when the hourly cap is reached, Retry-After is when its window ends at the latest', async () => {
      const mobile = freshMobile();
      for (let i = 0; i < 5; i++) {
        expect((await t.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
        t.clock.advance(121);
      }
      const res = await t.request('POST', '/api/auth/sendtoken', { body: { mobile } });
      expect(res.body).toMatchObject({ code: 'SEND_LIMIT_REACHED' });
      // The first of the five went out 5 × 121 s ago: its hour ends in 3600 - 605 s.
      expect(Number(res.headers['retry-after'])).toBe(3600 - 605);
    });

    it('caps sends per mobile per hour', async () => {
      const mobile = freshMobile();
      for (let i = 0; i < 5; i++) {
        expect((await t.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
        t.clock.advance(121);
      }
      const res = await t.request('POST', '/api/auth/sendtoken', { body: { mobile } });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'SEND_LIMIT_REACHED' });
    });

    it('caps sends per address', async () => {
      const ip = '198.51.100.9';
      for (let i = 0; i < 20; i++) {
        expect((await t.request('POST', '/api/auth/sendtoken', { ip, body: { mobile: freshMobile() } })).status).toBe(
          200,
        );
      }
      expect((await t.request('POST', '/api/auth/sendtoken', { ip, body: { mobile: freshMobile() } })).status).toBe(
        429,
      );
    });

    it('refuses a malformed mobile with the field named', async () => {
      const res = await t.request<{ errors: string[] }>('POST', '/api/auth/sendtoken', { body: { mobile: '12345' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(['شماره موبایل معتبر نیست']);
    });
  });

  describe('sessions', () => {
    it('me answers 401 without a token or with a revoked one', async () => {
      expect((await t.request('GET', '/api/auth/me')).status).toBe(401);
      expect((await t.request('GET', '/api/auth/me', { token: 'x'.repeat(43) })).status).toBe(401);
      const token = await t.login(plainReseller.mobile, plainReseller.password);
      expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(200);
      expect((await t.request('POST', '/api/auth/logout', { token })).status).toBe(200);
      const after = await t.request('GET', '/api/auth/me', { token });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ message: 'ابتدا وارد حساب کاربری شوید' });
    });

    it('a token revoked by another instance is refused here within a second (decision 065)', async () => {
      const other = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false });
      try {
        const token = await t.login(plainReseller.mobile, plainReseller.password);
        const me = await t.request<{ id: number }>('GET', '/api/auth/me', { token });
        expect(me.status).toBe(200);
        await other.app.services.sessions.revokeAll(other.db, me.body.id);
        t.clock.advance(1);
        expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(401);
      } finally {
        await other.close();
      }
    });

    it('refuses a token the moment it expires, though it was read just before', async () => {
      const mobile = freshMobile();
      await register(mobile);
      const token = await t.login(mobile, 'secret-pass-1');
      // Half a second before the token's 30 days (SESSION_DAYS) end, then a second later.
      t.clock.advance(30 * 86_400 - 0.5);
      expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(200);
      t.clock.advance(0.6);
      expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(401);
    });

    const change = (token: string, body: Record<string, unknown>, ip?: string) =>
      t.request<{ message: string; errors: string[]; code: string }>('POST', '/api/auth/changepassword', {
        token,
        body,
        ...(ip ? { ip } : {}),
      });
    const loginStatus = async (mobile: string, password: string) =>
      (await t.request('POST', '/api/auth/login', { body: { mobile, token: password, loginWithPassword: true } }))
        .status;

    it('changing the password with the current one and a repeat ends the other sessions and keeps this one', async () => {
      const mobile = freshMobile();
      await register(mobile, 'first-password');
      const here = await t.login(mobile, 'first-password');
      const elsewhere = await t.login(mobile, 'first-password');
      const res = await change(here, {
        current_password: 'first-password',
        password: 'second-password',
        password_confirmation: 'second-password',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('رمز عبور تغییر کرد؛ همه‌ی دستگاه‌های دیگر از حساب خارج شدند');
      expect((await t.request('GET', '/api/auth/me', { token: here })).status).toBe(200);
      expect((await t.request('GET', '/api/auth/me', { token: elsewhere })).status).toBe(401);
      expect(await loginStatus(mobile, 'second-password')).toBe(200);
      expect(await loginStatus(mobile, 'first-password')).toBe(422);
    });

    it('a wrong current password is a Persian 422 that changes nothing and logs no one out', async () => {
      const mobile = freshMobile();
      await register(mobile, 'kept-password');
      const here = await t.login(mobile, 'kept-password');
      const elsewhere = await t.login(mobile, 'kept-password');
      const res = await change(here, {
        current_password: 'not-my-password',
        password: 'taken-over-1',
        password_confirmation: 'taken-over-1',
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: 'رمز عبور فعلی نادرست است', errors: ['رمز عبور فعلی: نادرست است'] });
      expect((await t.request('GET', '/api/auth/me', { token: elsewhere })).status).toBe(200);
      expect(await loginStatus(mobile, 'kept-password')).toBe(200);
      expect(await loginStatus(mobile, 'taken-over-1')).toBe(422);
    });

    it('asks for the current password (or a code) and a matching repeat, naming each field', async () => {
      const mobile = freshMobile();
      await register(mobile, 'kept-password');
      const token = await t.login(mobile, 'kept-password');
      const missing = await change(token, { password: 'new-password-1' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([
        'رمز عبور فعلی را وارد کنید؛ اگر آن را فراموش کرده‌اید، کد یکبار مصرف بگیرید',
        'تکرار رمز عبور جدید را وارد کنید',
      ]);
      const differs = await change(token, {
        current_password: 'kept-password',
        password: 'new-password-1',
        password_confirmation: 'new-password-2',
      });
      expect(differs.status).toBe(422);
      expect(differs.body.errors).toEqual(['تکرار رمز عبور با رمز عبور جدید یکی نیست']);
      const short = await change(token, {
        current_password: 'kept-password',
        password: '123',
        password_confirmation: '123',
      });
      expect(short.status).toBe(422);
      expect(short.body.errors).toContain('رمز عبور باید دست‌کم ۸ نویسه باشد');
      expect(await loginStatus(mobile, 'kept-password')).toBe(200);
    });

    it('wrong current passwords count as failed logins: the sixth try from one address is refused, the right one too', async () => {
      const mobile = freshMobile();
      await register(mobile, 'kept-password');
      const token = await t.login(mobile, 'kept-password');
      const ip = '203.0.113.77';
      for (let i = 0; i < 5; i++) {
        const res = await change(
          token,
          { current_password: `guess-${i}-pass`, password: 'taken-over-1', password_confirmation: 'taken-over-1' },
          ip,
        );
        expect(res.status).toBe(422);
      }
      const locked = await change(
        token,
        { current_password: 'kept-password', password: 'taken-over-1', password_confirmation: 'taken-over-1' },
        ip,
      );
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('LOGIN_LOCKED');
      expect(await loginStatus(mobile, 'kept-password')).toBe(200);
    });

    it("one who forgot the password proves the account with a code sent to the account's own mobile", async () => {
      const mobile = freshMobile();
      await register(mobile, 'forgotten-pass');
      const here = await t.login(mobile, 'forgotten-pass');
      const elsewhere = await t.login(mobile, 'forgotten-pass');
      // Past the registration code's gap.
      t.clock.advance(121);
      const sent = await t.request('POST', '/api/auth/sendpasswordtoken', { token: here });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ message: 'کد تأیید ارسال شد', resend_in: 120 });
      const sms = await t.lastSms(mobile);
      expect(sms).toContain('کد تغییر رمز عبور');
      const code = t.codeIn(sms) ?? '';
      // Asked again at once: refused with when to ask again.
      const again = await t.request('POST', '/api/auth/sendpasswordtoken', { token: here });
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

      const wrong = await change(here, {
        token: code === '00000' ? '99999' : '00000',
        password: 'remembered-now',
        password_confirmation: 'remembered-now',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('INVALID_CODE');
      expect((await t.request('GET', '/api/auth/me', { token: elsewhere })).status).toBe(200);

      const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
      const res = await change(here, {
        token: persian,
        password: 'remembered-now',
        password_confirmation: 'remembered-now',
      });
      expect(res.status).toBe(200);
      expect((await t.request('GET', '/api/auth/me', { token: elsewhere })).status).toBe(401);
      expect(await loginStatus(mobile, 'remembered-now')).toBe(200);
      // The code is used up.
      const reuse = await change(here, {
        token: code,
        password: 'third-password',
        password_confirmation: 'third-password',
      });
      expect(reuse.status).toBe(422);
    });
  });
});
