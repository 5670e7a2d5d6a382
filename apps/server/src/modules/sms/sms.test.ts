import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeKavenegar, startFakeKavenegar } from '../../test/fakes/kavenegar-fake.js';
import { createTestApp, DEMO_LOGINS, DIALECTS, REDIS_URL, type TestApp } from '../../test/helpers.js';

const { plainReseller } = DEMO_LOGINS;

describe.each(DIALECTS)('login codes through Kavenegar on %s', (dialect) => {
  let fake: FakeKavenegar;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeKavenegar({ apiKey: 'test-key' });
    t = await createTestApp(dialect, {
      env: {
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: 'test-key',
        KAVENEGAR_BASE_URL: fake.url,
        KAVENEGAR_LOGIN_TEMPLATE: 'login-tpl',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the code with the verify/lookup template and the code logs the reseller in', async () => {
    const res = await t.request('POST', '/api/auth/sendtoken', { body: { mobile: plainReseller.mobile } });
    expect(res.status).toBe(200);
    await t.app.services.sms.settle();
    const call = fake.requests.at(-1);
    expect(call?.path).toBe('/v1/test-key/verify/lookup.json');
    expect(call?.params).toMatchObject({ receptor: plainReseller.mobile, template: 'login-tpl' });
    const login = await t.request('POST', '/api/auth/login', {
      body: { mobile: plainReseller.mobile, token: call?.params.token, loginWithPassword: false },
    });
    expect(login.status).toBe(200);
  });

  it('a Kavenegar refusal does not change the answer, which an unknown mobile gets too (decision 004)', async () => {
    t.clock.advance(121);
    fake.failNext(418, 'اعتبار حساب شما کافی نیست');
    const before = fake.requests.length;
    const res = await t.request('POST', '/api/auth/sendtoken', { body: { mobile: plainReseller.mobile } });
    const unknown = await t.request('POST', '/api/auth/sendtoken', { body: { mobile: '09390000001' } });
    await t.app.services.sms.settle();
    expect(res).toMatchObject({ status: 200, body: { message: 'کد تأیید ارسال شد', resend_in: 120 } });
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(res.body));
    expect(fake.requests.length - before).toBe(1);
  });
});

describe('throttles shared by two instances through Redis', () => {
  it('a code sent by one instance holds the 120 s gap on the other, even with separate databases', async () => {
    // Separate databases, so only Redis can carry the counter from one instance to the other.
    // One panel on two machines: the same Redis prefix (test databases otherwise get one each).
    const env = { REDIS_URL, REDIS_PREFIX: `pishkhan-sms-${Date.now()}` };
    const a = await createTestApp('sqlite', { env });
    const b = await createTestApp('sqlite', { env });
    try {
      const mobile = `0939${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      expect((await a.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
      const second = await b.request('POST', '/api/auth/sendtoken', { body: { mobile } });
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({ code: 'SEND_THROTTLED' });
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('without Redis, instances on one PostgreSQL database share them through the database', async () => {
    const a = await createTestApp('postgres');
    const b = await createTestApp('postgres', { databaseEnv: a.databaseEnv, seed: false });
    try {
      const mobile = `0938${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      expect((await a.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(200);
      expect((await b.request('POST', '/api/auth/sendtoken', { body: { mobile } })).status).toBe(429);
    } finally {
      await b.app.close();
      await a.close();
    }
  });
});
