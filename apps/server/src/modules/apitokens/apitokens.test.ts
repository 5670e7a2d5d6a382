import type { ApiScope, ApiToken, AuditEntry, CreatedApiToken, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshReseller,
  type TestApp,
} from '../../test/helpers.js';

const PACKAGE = 'یک ماهه ۳۰ گیگ';

describe.each(DIALECTS)('reseller API tokens on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { API_TOKEN_RATE_PER_MINUTE: '1000' } });
  });
  afterAll(() => t.close());

  async function mint(session: string, scopes: ApiScope[], extra: Record<string, unknown> = {}) {
    const res = await t.request<CreatedApiToken>('POST', '/api/tokens', {
      token: session,
      body: { name: 'ربات فروش', scopes, ...extra },
    });
    expect(res.status).toBe(200);
    return res.body;
  }
  const buy = async (token: string, packageId: number) =>
    t.request<Service[]>('POST', '/api/services', {
      token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
  const serviceCount = async (userId: number) =>
    Number(
      (
        await t.db
          .selectFrom('services')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('owner_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the secret once; the list shows its name, scopes and first characters, never the secret', async () => {
    const r = await freshReseller(t, 0);
    const made = await mint(r.token, ['services:write', 'services:read'], { expires_at: '۱۴۹۹/۱۲/۲۹' });
    expect(made.token).toMatch(/^pkh_[A-Za-z0-9_-]{43}$/);
    expect(made.api_token).toMatchObject({ scopes: ['services:read', 'services:write'], last_used_at: null });
    expect(made.token.startsWith(made.api_token.prefix)).toBe(true);
    expect(made.api_token.jexpires_at).toBe('1499-12-29');

    const list = await t.request<ApiToken[]>('GET', '/api/tokens', { token: r.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([made.api_token]);
    expect(JSON.stringify(list.body)).not.toContain(made.token.slice(made.api_token.prefix.length));
    // Only the hash is stored.
    const row = await t.db.selectFrom('api_tokens').selectAll().where('id', '=', made.api_token.id).executeTakeFirst();
    expect(JSON.stringify(row)).not.toContain(made.token);
  });

  it('refuses bad input in Persian, and more than 20 tokens', async () => {
    const r = await freshReseller(t, 0);
    for (const body of [
      { name: '', scopes: ['services:read'] },
      { name: 'ربات', scopes: [] },
      { name: 'ربات', scopes: ['admin'] },
      { name: 'ربات', scopes: ['services:read', 'services:read'] },
      { name: 'ربات', scopes: ['services:read'], expires_at: '1400-01-01' },
      { name: 'ربات', scopes: ['services:read'], expires_at: 'tomorrow' },
    ]) {
      const res = await t.request<{ message: string; errors: string[] }>('POST', '/api/tokens', {
        token: r.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.join(' ')).toMatch(/[\u0600-\u06FF]/);
      expect(res.body.errors.join(' ')).not.toMatch(/scopes|expires_at|name:/);
    }
    for (let i = 0; i < 20; i++) await mint(r.token, ['services:read']);
    const over = await t.request<{ code: string; message: string }>('POST', '/api/tokens', {
      token: r.token,
      body: { name: 'یکی بیشتر', scopes: ['services:read'] },
    });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'API_TOKEN_LIMIT', message: expect.stringMatching(/توکن/) });
  });

  it('a services:read token lists services but is refused a purchase in Persian, and nothing changes', async () => {
    const r = await freshReseller(t, 5_000_000);
    const packageId = await demoPackageId(t, PACKAGE);
    expect((await buy(r.token, packageId)).status).toBe(200);
    const { token } = await mint(r.token, ['services:read']);

    const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);

    const before = { balance: await balanceOf(t, r.id), count: await serviceCount(r.id) };
    const refused = await t.request<{ code: string; message: string; errors: string[] }>('POST', '/api/services', {
      token,
      // Bad input too: the scope is judged before validation.
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'TOKEN_SCOPE', message: 'این توکن اجازه‌ی این کار را ندارد' });
    expect(refused.body.errors.join(' ')).toContain('services:write');
    const invalid = await t.request<{ code: string }>('POST', '/api/services', { token, body: {} });
    expect(invalid.body.code).toBe('TOKEN_SCOPE');
    expect({ balance: await balanceOf(t, r.id), count: await serviceCount(r.id) }).toEqual(before);
  });

  it('a services:write token buys; balance:read reads the balance and the ledger, and nothing else', async () => {
    const r = await freshReseller(t, 5_000_000);
    const writer = await mint(r.token, ['services:write']);
    const bought = await buy(writer.token, await demoPackageId(t, PACKAGE));
    expect(bought.status).toBe(200);
    expect(await serviceCount(r.id)).toBe(1);
    // The write scope alone does not read.
    expect((await t.request('GET', '/api/services', { token: writer.token })).status).toBe(403);

    const reader = await mint(r.token, ['balance:read']);
    const me = await t.request<{ id: number; balance: number }>('GET', '/api/auth/me', { token: reader.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: r.id, balance: await balanceOf(t, r.id) });
    expect((await t.request('GET', '/api/transactions/my', { token: reader.token })).status).toBe(200);
    expect((await t.request('GET', '/api/services', { token: reader.token })).status).toBe(403);
  });

  it('a token is refused on admin endpoints, on /tokens and on session-only calls', async () => {
    const r = await freshReseller(t, 0);
    const all = await mint(r.token, ['services:read', 'services:write', 'balance:read', 'store:read', 'store:write']);
    expect((await t.request('GET', '/api/admin/audit', { token: all.token })).status).toBe(401);
    expect((await t.request('GET', '/api/users', { token: all.token })).status).toBe(401);
    const minted = await t.request<{ code: string }>('POST', '/api/tokens', {
      token: all.token,
      body: { name: 'دیگری', scopes: ['services:read'] },
    });
    expect(minted.status).toBe(403);
    expect(minted.body.code).toBe('TOKEN_SCOPE');
    expect((await t.request('GET', '/api/tokens', { token: all.token })).status).toBe(403);
    expect((await t.request('DELETE', `/api/tokens/${all.api_token.id}`, { token: all.token })).status).toBe(403);
    const password = await t.request('POST', '/api/auth/changepassword', {
      token: all.token,
      body: { current_password: 'reseller-pass', password: 'another-pass-1', password_confirmation: 'another-pass-1' },
    });
    expect(password.status).toBe(403);
    expect((await t.request('POST', '/api/auth/logout', { token: all.token })).status).toBe(403);
    expect((await t.request<ApiToken[]>('GET', '/api/tokens', { token: r.token })).body).toHaveLength(1);
  });

  it("another reseller's token sees only its own reseller's services", async () => {
    const a = await freshReseller(t, 5_000_000);
    const b = await freshReseller(t, 0);
    const service = (await buy(a.token, await demoPackageId(t, PACKAGE))).body[0] as Service;
    const { token } = await mint(b.token, ['services:read', 'services:write']);
    const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token });
    expect(list.body.data).toEqual([]);
    const usage = await t.request('POST', '/api/services/getuserstat', { token, body: { service_id: service.id } });
    expect([403, 404, 422]).toContain(usage.status);
    const off = await t.request('POST', '/api/services/changestatus', {
      token,
      body: { service_id: service.id, banned: true },
    });
    expect(off.status).not.toBe(200);
  });

  it('an expired token is refused; a token of a disabled reseller is refused', async () => {
    const r = await freshReseller(t, 0);
    const { token } = await mint(r.token, ['services:read'], { expires_at: '1499-12-29' });
    expect((await t.request('GET', '/api/services', { token })).status).toBe(200);
    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
      .where('user_id', '=', r.id)
      .execute();
    expect((await t.request('GET', '/api/services', { token })).status).toBe(401);

    const d = await freshReseller(t, 0);
    const live = await mint(d.token, ['services:read']);
    expect((await t.request('GET', '/api/services', { token: live.token })).status).toBe(200);
    const disabled = await t.request('PUT', `/api/users/${d.id}`, { token: d.adminToken, body: { active: false } });
    expect(disabled.status).toBe(200);
    expect((await t.request('GET', '/api/services', { token: live.token })).status).toBe(401);
  });

  it('last use is written at most once a minute', async () => {
    const r = await freshReseller(t, 0);
    const made = await mint(r.token, ['services:read']);
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom('api_tokens')
          .select('last_used_at')
          .where('id', '=', made.api_token.id)
          .executeTakeFirst()
      )?.last_used_at;
    await t.request('GET', '/api/services', { token: made.token });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    t.clock.advance(20);
    await t.request('GET', '/api/services', { token: made.token });
    expect(await lastUsed()).toBe(first);
    t.clock.advance(45);
    await t.request('GET', '/api/services', { token: made.token });
    expect(await lastUsed()).not.toBe(first);
  });

  it('a revocation is refused at once by a second instance on the same database', async () => {
    const second = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false });
    try {
      const r = await freshReseller(t, 0);
      const made = await mint(r.token, ['services:read']);
      expect((await second.request('GET', '/api/services', { token: made.token })).status).toBe(200);
      const revoked = await t.request('DELETE', `/api/tokens/${made.api_token.id}`, { token: r.token });
      expect(revoked.status).toBe(200);
      expect((await second.request('GET', '/api/services', { token: made.token })).status).toBe(401);
      expect((await t.request('GET', '/api/services', { token: made.token })).status).toBe(401);
      expect((await t.request<ApiToken[]>('GET', '/api/tokens', { token: r.token })).body).toEqual([]);
      // Another reseller cannot revoke it, nor learn that it exists.
      const other = await freshReseller(t, 0);
      const theirs = await mint(other.token, ['services:read']);
      expect((await t.request('DELETE', `/api/tokens/${theirs.api_token.id}`, { token: r.token })).status).toBe(404);
    } finally {
      await second.close();
    }
  });

  it('the audit entry of a money call made with a token names the token', async () => {
    const r = await freshReseller(t, 5_000_000);
    const made = await mint(r.token, ['services:write']);
    expect((await buy(made.token, await demoPackageId(t, PACKAGE))).status).toBe(200);
    expect((await buy(r.token, await demoPackageId(t, PACKAGE))).status).toBe(200);
    const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    const audit = await t.request<{ data: AuditEntry[] }>('GET', `/api/admin/audit?kind=money&user_id=${r.id}`, {
      token: admin,
    });
    const purchases = audit.body.data.filter((e) => e.path === '/services');
    expect(purchases.map((e) => e.token)).toEqual([null, { id: made.api_token.id, name: made.api_token.name }]);
  });

  it('the OpenAPI document declares the token scheme and each endpoint’s scope', async () => {
    type Operation = { security?: Array<Record<string, string[]>>; 'x-scope'?: string; description?: string };
    const doc = await t.request<{
      components: { securitySchemes: Record<string, { type: string; scheme: string; description?: string }> };
      paths: Record<string, Record<string, Operation>>;
    }>('GET', '/api/docs/json');
    expect(doc.body.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = doc.body.paths['/api/services']?.get;
    expect(list?.['x-scope']).toBe('services:read');
    expect(list?.security).toEqual([{ bearer: [] }, { apiToken: [] }]);
    expect(list?.description).toContain('services:read');
    expect(doc.body.paths['/api/services']?.post?.['x-scope']).toBe('services:write');
    // Session only: no token scheme.
    expect(doc.body.paths['/api/tokens']?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.body.paths['/api/tokens']?.post?.['x-scope']).toBeUndefined();
  });
});

describe.each(DIALECTS)('an API token’s own rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { API_TOKEN_RATE_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, for that token only, and again in the next minute', async () => {
    const r = await freshReseller(t, 0);
    const mint = async () =>
      (
        await t.request<CreatedApiToken>('POST', '/api/tokens', {
          token: r.token,
          body: { name: 'ربات', scopes: ['services:read'] },
        })
      ).body.token;
    const [one, two] = [await mint(), await mint()];
    // The limit counts whole clock minutes: start just after one begins, so the calls below share it.
    t.clock.advance(61 - (t.clock.now().getTime() % 60_000) / 1000);
    for (let i = 0; i < 3; i++) expect((await t.request('GET', '/api/services', { token: one })).status).toBe(200);
    const refused = await t.request<{ code: string; message: string }>('GET', '/api/services', { token: one });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/درخواست/) });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Another token and the login session are not limited by it.
    expect((await t.request('GET', '/api/services', { token: two })).status).toBe(200);
    expect((await t.request('GET', '/api/services', { token: r.token })).status).toBe(200);
    t.clock.advance(wait);
    expect((await t.request('GET', '/api/services', { token: one })).status).toBe(200);
  });
});
