import { generateKeyPairSync } from 'node:crypto';
import * as contract from '@pishkhan/contract';
import { type AuditEntry, buildPath, type Endpoint, type GiftCard, type Node, toJalaliDate } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  persianDigits,
  type TestApp,
} from '../../test/helpers.js';
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

  it("records each download of a node's file, which holds its REALITY private key, and never the file or the key", async () => {
    const pair = generateKeyPairSync('x25519').privateKey.export({ format: 'jwk' });
    const node = await t.request<Node>('POST', '/api/admin/nodes', {
      token: admin,
      body: {
        name: 'هلند',
        api_address: '127.0.0.1:1',
        core: 'xray',
        host: 'nl.example.com',
        active: false,
        inbounds: [
          {
            tag: 'reality',
            protocol: 'vless',
            port: 443,
            security: 'reality',
            flow: 'xtls-rprx-vision',
            reality_public_key: pair.x,
            reality_private_key: pair.d,
            reality_short_ids: ['6ba85179e30d4fc2'],
            reality_server_names: ['www.speedtest.net'],
            reality_dest: 'www.speedtest.net:443',
          },
        ],
      },
    });
    expect(node.status, JSON.stringify(node.body)).toBe(200);
    const before = await count();
    for (let i = 0; i < 2; i++) {
      const file = await t.request('GET', `/api/admin/nodes/${node.body.id}/config`, { token: admin });
      expect(file.status).toBe(200);
      expect(JSON.stringify(file.body)).toContain(pair.d);
    }
    expect(await count()).toBe(before + 2);
    const [download, again] = (await trail('?kind=admin')).data;
    for (const entry of [download, again]) {
      expect(entry).toMatchObject({
        method: 'GET',
        path: '/admin/nodes/:id/config',
        actor: { id: expect.any(Number), type: 'ADMIN' },
        target_id: node.body.id,
        subject: null,
        status: 200,
        jdate: toJalaliDate(new Date()),
        details: { params: { id: node.body.id }, query: {} },
      });
    }
    expect(JSON.stringify((await trail()).data)).not.toContain(pair.d);
    expect(JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute())).not.toContain(pair.d);
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

describe.each(DIALECTS)('refused admin requests in the trail (%s)', (dialect) => {
  const lines: string[] = [];
  let t: TestApp;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { logStream: { write: (line) => void lines.push(line) } });
    r = await freshReseller(t, 0);
  });
  afterAll(async () => {
    await t?.close();
  });
  const newest = async () => {
    const res = await t.request<Page>('GET', '/api/admin/audit', { token: r.adminToken });
    expect(res.status).toBe(200);
    return res.body.data[0];
  };
  const errorsLogged = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg?: string })
      .filter((line) => line.level >= 50)
      .map((line) => line.msg);

  it('an id past what a column holds is refused, and the trail keeps what was asked without naming anyone', async () => {
    // Found by the audit of issue #47: on PostgreSQL these entries failed to insert and logged an error instead.
    const asked = [
      {
        method: 'PUT',
        url: '/api/users/99999999999',
        path: '/users/:id',
        params: { id: '99999999999' },
        body: { discount: 10 },
      },
      { method: 'DELETE', url: '/api/users/2147483648', path: '/users/:id', params: { id: '2147483648' } },
      {
        method: 'POST',
        url: '/api/admin/users/99999999999/balance',
        path: '/admin/users/:id/balance',
        params: { id: '99999999999' },
        body: { amount: 1_000, info: 'اصلاح' },
      },
      {
        method: 'POST',
        url: '/api/notifications',
        path: '/notifications',
        params: {},
        body: { title: 'اعلان', body: 'متن', user_id: 99_999_999_999 },
      },
    ] as const;
    for (const a of asked) {
      const res = await t.request(a.method, a.url, { token: r.adminToken, ...('body' in a ? { body: a.body } : {}) });
      expect(res.status, a.url).toBe(422);
      expect(await newest(), a.url).toMatchObject({
        method: a.method,
        path: a.path,
        status: 422,
        actor: { type: 'ADMIN' },
        target_id: null,
        subject: null,
        details: { params: a.params, ...('body' in a ? { body: a.body } : {}) },
      });
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('an address the contract does not read as an id names no one, one it reads names the reseller', async () => {
    // JavaScript reads 0x… as a number; the contract refuses it (decision 075), and so does the trail.
    const hex = `0x${r.id.toString(16)}`;
    expect((await t.request('DELETE', `/api/users/${hex}`, { token: r.adminToken })).status).toBe(422);
    expect(await newest()).toMatchObject({
      path: '/users/:id',
      target_id: null,
      subject: null,
      details: { params: { id: hex } },
    });
    const persian = persianDigits(String(r.id));
    const refused = await t.request('PUT', `/api/users/${encodeURIComponent(persian)}`, {
      token: r.adminToken,
      body: { discount: 'ده' },
    });
    expect(refused.status).toBe(422);
    expect(await newest()).toMatchObject({ path: '/users/:id', status: 422, target_id: r.id, subject: { id: r.id } });
    expect(errorsLogged()).toEqual([]);
  });
});
