import * as contract from '@pishkhan/contract';
import { type AuditEntry, buildPath, type Endpoint, type GiftCard, toJalaliDate } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';
import { maskSecrets } from './audit.service.js';

type Page = { data: AuditEntry[]; last_page: number };

const ENDPOINTS = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) =>
    Object.values(value as Record<string, unknown>).filter(
      (e): e is Endpoint => typeof e === 'object' && e !== null && 'method' in e && 'path' in e,
    ),
  );

describe('masking what goes into the trail', () => {
  it('passwords, codes, tokens, provider keys and serials never go in; the rest does', () => {
    expect(
      maskSecrets({
        mobile: '09120000000',
        password: 'hunter22',
        nested: { api_key: 'k', merchant_id: 'm', card_number: '6037991234567890', serial: 'ABCD-EFGH' },
        list: [{ token: 't' }],
        amount: 5000,
        code: '',
      }),
    ).toEqual({
      mobile: '09120000000',
      password: '••••',
      nested: { api_key: '••••', merchant_id: 'm', card_number: '6037991234567890', serial: '••••' },
      list: [{ token: '••••' }],
      amount: 5000,
      code: '',
    });
  });
});

describe.each(DIALECTS)('audit trail (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let r: Awaited<ReturnType<typeof freshReseller>>;

  const trail = async (query = '') => {
    const res = await t.request<Page>('GET', `/api/admin/audit${query}`, { token: admin });
    expect(res.status).toBe(200);
    return res.body;
  };
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    r = await freshReseller(t, 1_000_000);
    admin = r.adminToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("records an admin's changes and balance corrections, whom they were about, and never the secrets sent", async () => {
    const created = await t.request<{ id: number }>('POST', '/api/users', {
      token: admin,
      body: { name: 'فروشنده دوم', mobile: '09121112233', password: 'secret-pass-1' },
    });
    expect(created.status).toBe(200);
    const corrected = await t.request('POST', `/api/admin/users/${r.id}/balance`, {
      token: admin,
      body: { amount: -250_000, info: 'اصلاح واریز تکراری' },
    });
    expect(corrected.status).toBe(200);
    const link = await t.request<{ token: string }>('POST', `/api/admin/users/${r.id}/login-link`, { token: admin });
    expect(link.status).toBe(200);
    const refused = await t.request('POST', `/api/admin/users/${r.id}/balance`, {
      token: admin,
      body: { amount: -900_000_000, info: 'بیش از موجودی' },
    });
    expect(refused.status).toBe(422);

    const [refusal, login, correction, creation] = (await trail()).data;
    expect(creation).toMatchObject({
      method: 'POST',
      path: '/users',
      status: 200,
      actor: { type: 'ADMIN' },
      details: { body: { name: 'فروشنده دوم', mobile: '09121112233', password: '••••' } },
    });
    expect(correction).toMatchObject({
      path: '/admin/users/:id/balance',
      subject: { id: r.id, mobile: r.mobile },
      target_id: r.id,
      status: 200,
      details: { body: { amount: -250_000, info: 'اصلاح واریز تکراری' } },
    });
    // Logging in as the reseller is recorded; the link's token is in the answer only, never in the trail.
    expect(login).toMatchObject({ path: '/admin/users/:id/login-link', subject: { id: r.id }, status: 200 });
    expect(JSON.stringify(login)).not.toContain(link.body.token);
    expect(refusal).toMatchObject({ path: '/admin/users/:id/balance', status: 422 });
    expect(creation?.jdate).toBe(toJalaliDate(new Date()));
  });

  it("records every money movement a reseller makes, and none of the reseller's reads or settings", async () => {
    const before = await count();
    await t.request('GET', '/api/services', { token: r.token });
    await t.request('GET', '/api/transactions/my', { token: r.token });
    const saved = await t.request('POST', '/api/users/support', {
      token: r.token,
      body: { supportlink: 'https://t.me/help' },
    });
    expect(saved.status).toBe(200);
    // A reseller knocking on an admin endpoint is refused before anything runs: nothing to record.
    expect((await t.request('PUT', `/api/users/${r.id}`, { token: r.token, body: { discount: 90 } })).status).toBe(401);
    await t.request('GET', '/api/admin/giftcards', { token: admin });
    expect(await count()).toBe(before);

    const bought = await t.request('POST', '/api/services', {
      token: r.token,
      body: { package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), servicewithoutphone: true },
    });
    expect(bought.status).toBe(200);
    const [card] = (
      await t.request<GiftCard[]>('POST', '/api/admin/giftcards', { token: admin, body: { amount: 10_000, count: 1 } })
    ).body;
    expect(
      (await t.request('POST', '/api/giftcards/use', { token: r.token, body: { serial: card?.serial } })).status,
    ).toBe(200);

    const mine = (await trail(`?kind=money&user_id=${r.id}`)).data;
    expect(mine.map((e) => [e.actor.id === r.id ? 'reseller' : 'admin', e.path])).toEqual([
      ['reseller', '/giftcards/use'],
      ['reseller', '/services'],
      ['admin', '/admin/users/:id/balance'],
      ['admin', '/admin/users/:id/balance'],
      ['admin', '/admin/users/:id/balance'],
    ]);
    expect(mine[0]?.details).toEqual({ params: {}, query: {}, body: { serial: '••••' } });
    expect(JSON.stringify(mine)).not.toContain(card?.serial ?? '-');
  });

  it('filters by kind, person and Jalali days, newest first, ten to a page', async () => {
    const admins = (await trail('?kind=admin')).data;
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((e) => e.actor.type === 'ADMIN')).toBe(true);
    const today = toJalaliDate(new Date());
    expect((await trail(`?from=${today}&to=${today}`)).data.length).toBeGreaterThan(0);
    expect((await trail('?to=1400-01-01')).data).toEqual([]);
    const ids = (await trail()).data.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.length).toBeLessThanOrEqual(10);
    const bad = await t.request<{ message: string; errors: string[] }>(
      'GET',
      '/api/admin/audit?kind=x&from=1405-13-40',
      {
        token: admin,
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/[\u0600-\u06FF]/);
    const reseller = await t.request('GET', '/api/admin/audit', { token: r.token });
    expect(reseller.status).toBe(401);
  });

  it('every admin endpoint that changes something leaves an entry, even when it refuses the change', async () => {
    const changing = ENDPOINTS.filter((e) => e.auth === 'admin' && e.method !== 'GET');
    expect(changing.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const e of changing) {
      const before = await count();
      const url = `/api${buildPath(e.path, new Proxy({}, { get: () => 999_999 }))}`;
      await t.request(e.method, url, { token: admin, ...(e.method === 'DELETE' ? {} : { body: {} }) });
      const [last] = (await trail()).data;
      if ((await count()) !== before + 1 || last?.path !== e.path) missing.push(`${e.method} ${e.path}`);
    }
    expect(missing).toEqual([]);
  });
});
