import type { AddressInfo } from 'node:net';
import type { Endpoint } from '@pishkhan/contract';
import * as contract from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishIn, problemsWith, socketRequest } from './bad-input.js';
import { changedTables, snapshot } from './db-snapshot.js';
import { createTestApp, DEMO_LOGINS, DIALECTS, freshReseller, type TestApp } from './helpers.js';

/** The exact requests of the outside audit of 2026-11-29 (decisions 075 to 077), on both databases. */
const ENDPOINTS = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) => Object.values(value as Record<string, Endpoint>));

describe.each(DIALECTS)('input from the audit (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reseller: { token: string; id: number };
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    reseller = await freshReseller(t, 10_000_000, { storeenable: true, volumeservice: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** A refusal as the contract spells it: 400/422, Persian lines with no English, and nothing changed. */
  async function expectRefused(
    method: Endpoint['method'],
    url: string,
    token: string | undefined,
    payload?: string,
    contentType = 'application/json',
  ) {
    const before = await snapshot(t);
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload !== undefined ? { 'content-type': contentType } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(problemsWith({ status: res.statusCode, body: res.body }, true), `${method} ${url} ${payload}`).toEqual([]);
    expect(changedTables(before, await snapshot(t)), `${method} ${url} ${payload}`).toEqual([]);
    return res.json() as { message: string; errors: string[]; code: string };
  }

  it('6: a JSON number is a JSON number: package_id true buys nothing, service_id true bans nothing, day true sells nothing', async () => {
    // Found by the audit: each of these bought, banned or sold with id or days 1.
    const bought = await t.request<{ id: number }[]>('POST', '/api/services', {
      token: reseller.token,
      body: { package_id: 1, servicewithoutphone: true },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/api/services', { package_id: true, servicewithoutphone: true }],
      ['/api/services', { package_id: [1], servicewithoutphone: true }],
      ['/api/services', { package_id: '0x1', servicewithoutphone: true }],
      ['/api/services', { package_id: ' 1 ', servicewithoutphone: true }],
      ['/api/services', { package_id: '1e0', servicewithoutphone: true }],
      ['/api/services', { package_id: 1, day: true, traffic: 1, servicewithoutphone: true }],
      ['/api/services', { package_id: 1, count: '2', batch: true, servicewithoutphone: true }],
      ['/api/services/changestatus', { service_id: true, banned: true }],
      ['/api/services/changestatus', { service_id: '1', banned: true }],
      ['/api/trafficservices/package', { package_id: true }],
    ];
    for (const [url, body] of cases) {
      const answer = await expectRefused('POST', url, reseller.token, JSON.stringify(body));
      expect(answer.code).toBe('VALIDATION');
    }
  });

  it('6: an id in the path is plain decimal digits: DELETE /api/users/0x15 deletes no user', async () => {
    const victim = await freshReseller(t, 0);
    const hex = `0x${victim.id.toString(16)}`;
    const binary = `0b${victim.id.toString(2)}`;
    for (const id of [
      hex,
      binary,
      `0o${victim.id.toString(8)}`,
      `${victim.id}e0`,
      `%20${victim.id}`,
      `+${victim.id}`,
    ]) {
      const answer = await expectRefused('DELETE', `/api/users/${id}`, admin);
      expect(answer.errors, id).toEqual(['شناسه معتبر نیست']);
    }
    const still = await t.request('GET', `/api/users/${victim.id}`, { token: admin });
    expect(still.status).toBe(200);
    // Persian digits are read as ASCII, as the panel's addresses may carry them (text.ts).
    const persian = [...String(victim.id)].map((d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]).join('');
    const read = await t.request<{ id: number }>('GET', `/api/users/${encodeURIComponent(persian)}`, { token: admin });
    expect(read.body.id).toBe(victim.id);
  });

  it("7: an empty query parameter means it was not given: the panel's own query strings list", async () => {
    // Found by the audit: each of these answered 422.
    const urls: Array<[string, string]> = [
      ['/api/transactions/my?page=&from=&to=&type=&search=', reseller.token],
      ['/api/services?page=&user_id=&status=&paid=&search=', reseller.token],
      ['/api/packages/mypackages?service_id=', reseller.token],
      ['/api/admin/transactions?page=&user_id=&from=&to=&type=&search=', admin],
      ['/api/admin/audit?page=&kind=&user_id=&from=&to=', admin],
      ['/api/users?page=&name=&mobile=&type=', admin],
    ];
    for (const [url, token] of urls) {
      const res = await t.request('GET', url, { token });
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
    }
    // `page=` on every list of the contract.
    const lists = ENDPOINTS.filter(
      (e) => e.method === 'GET' && !e.path.includes(':') && e.query?.safeParse({}).success,
    );
    const paged = lists.filter((e) => 'page' in ((e.query?.safeParse({}).data as object) ?? {}));
    expect(paged.length).toBeGreaterThan(8);
    for (const e of paged) {
      const token = e.auth === 'admin' ? admin : reseller.token;
      const res = await t.request('GET', `/api${e.path}?page=`, { token });
      expect(res.status, `${e.path}?page= ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('8: errors a client can cause are Persian in the contract shape, with at least one line', async () => {
    // No body, a null and an array body on every route that takes one: zod's "expected object, received null".
    const bodies = ENDPOINTS.filter((e) => e.body && e.method !== 'GET' && !e.path.includes(':'));
    expect(bodies.length).toBeGreaterThan(30);
    for (const e of bodies) {
      const token = e.auth === 'admin' || e.auth === 'any' ? admin : e.auth === 'reseller' ? reseller.token : undefined;
      for (const payload of ['null', '[]', '[1]', '"x"']) {
        const answer = await expectRefused(e.method, `/api${e.path}`, token, payload);
        expect(answer.errors, `${e.path} ${payload}`).toEqual(['بدنه‌ی درخواست باید مجموعه‌ای از فیلدها باشد']);
      }
    }
    // A wrong type inside a field, and a page that is not a number.
    const batch = await expectRefused('POST', '/api/services', reseller.token, '{"package_id":1,"batch":"yes"}');
    expect(batch.errors).toEqual(['نوع خرید: باید بله یا خیر باشد']);
    const page = await expectRefused('GET', '/api/services?page=abc', reseller.token);
    expect(page.errors).toEqual(['شماره‌ی صفحه معتبر نیست']);
    // Fastify's own refusals: bad JSON, an empty JSON body, a content type it does not read, a body over the limit.
    await expectRefused('POST', '/api/admin/paygroups', admin, '{"name":');
    await expectRefused('POST', '/api/admin/paygroups', admin, '');
    await expectRefused('POST', '/api/admin/paygroups', admin, '<a/>', 'application/xml');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/admin/paygroups',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      message: 'حجم درخواست بیش از حد مجاز است',
      errors: ['حجم درخواست بیش از حد مجاز است'],
      code: 'PAYLOAD_TOO_LARGE',
    });
    // Unknown routes and methods under /api.
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['PUT', '/api/services'],
      ['PATCH', '/api/users/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({
        code: 'ROUTE_NOT_FOUND',
        errors: [expect.stringMatching(/^[^A-Za-z]+$/)],
      });
    }
    // A business refusal without lines of its own repeats its message as its one line.
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/nas/999999',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(missing.json()).toEqual({
      message: 'مورد درخواستی پیدا نشد',
      errors: ['مورد درخواستی پیدا نشد'],
      code: 'NOT_FOUND',
    });
  });

  it("8: a raw Persian query string and an over-long address answer Persian, not Node's English", async () => {
    // Found by the audit: {"error":"Bad Request","message":"Client Error"} and an all-English 431.
    const raw = await socketRequest(port, { method: 'GET', url: '/api/services?search=سلام' });
    expect(raw.status).toBe(400);
    expect(problemsWith(raw, true)).toEqual([]);
    const long = await socketRequest(port, { method: 'GET', url: `/api/services?search=${'a'.repeat(20_000)}` });
    expect(long.status).toBe(431);
    expect(JSON.parse(long.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE', errors: [expect.any(String)] });
    const answer = JSON.parse(long.body) as { message: string; errors: string[] };
    for (const line of [answer.message, ...answer.errors]) expect(englishIn(line), line).toEqual([]);
  });

  it('9: PUT {} on an admin resource answers it unchanged, not a 500', async () => {
    // Found by the audit: an UPDATE with no column, an SQL syntax error on both databases.
    const group = await t.request<{ id: number }>('POST', '/api/admin/packagegroups', {
      token: admin,
      body: { name: 'گروه خالی' },
    });
    const pkg = await t.request<{ id: number }>('POST', '/api/admin/packages', {
      token: admin,
      body: { packagegroup_id: group.body.id, name: 'بسته‌ی خالی', price: 1000 },
    });
    const pay = await t.request<{ id: number }>('POST', '/api/admin/paygroups', {
      token: admin,
      body: { name: 'پرداخت خالی' },
    });
    const nas = await t.request<{ id: number }>('POST', '/api/admin/nas', {
      token: admin,
      body: { nasname: '10.0.0.9', shortname: 'nas9', secret: 'secret-9' },
    });
    const traffic = await t.request<{ id: number }>('POST', '/api/admin/trafficpackages', {
      token: admin,
      body: { name: 'حجمی خالی', price: 1000, transferlimit: 10, days: 30 },
    });
    for (const url of [
      `/api/admin/packagegroups/${group.body.id}`,
      `/api/admin/packages/${pkg.body.id}`,
      `/api/admin/paygroups/${pay.body.id}`,
      `/api/admin/nas/${nas.body.id}`,
      `/api/admin/trafficpackages/${traffic.body.id}`,
    ]) {
      const before = await snapshot(t);
      const res = await t.request<{ id: number }>('PUT', url, { token: admin, body: {} });
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.id, url).toBe(Number(url.split('/').pop()));
      // Nothing changed but the audit trail's entry for the call.
      expect(
        changedTables(before, await snapshot(t)).filter((table) => table !== 'audit_log'),
        url,
      ).toEqual([]);
    }
  });

  it('9: an integer past what its column stores is a 422 (sort 2147483648 was a 500 on PostgreSQL)', async () => {
    const group = await t.request<{ id: number }>('POST', '/api/admin/packagegroups', {
      token: admin,
      body: { name: 'گروه مرز' },
    });
    const cases: Array<[Endpoint['method'], string, Record<string, unknown>]> = [
      ['POST', '/api/admin/packagegroups', { name: 'مرز', sort: 2_147_483_648 }],
      ['PUT', `/api/admin/packagegroups/${group.body.id}`, { sort: 2_147_483_648 }],
      [
        'POST',
        '/api/admin/packages',
        { packagegroup_id: group.body.id, name: 'مرز', price: 1000, sort: 2_147_483_648 },
      ],
      [
        'POST',
        '/api/admin/trafficpackages',
        { name: 'مرز', price: 1000, transferlimit: 1, days: 1, sort: 2_147_483_648 },
      ],
      ['POST', '/api/admin/packagegroups', { name: 'مرز', sort: -2_147_483_649 }],
    ];
    for (const [method, url, body] of cases) {
      const answer = await expectRefused(method, url, admin, JSON.stringify(body));
      const line = (body.sort as number) < 0 ? 'ترتیب بیش از حد کوچک است' : 'ترتیب بیش از حد بزرگ است';
      expect(answer.errors, url).toEqual([line]);
    }
  });

  it('10: names keep no bidirectional override or zero-width character, and keep ZWNJ', async () => {
    const res = await t.request<{ name: string; info: string }>('POST', '/api/admin/packagegroups', {
      token: admin,
      body: { name: '\u202eگروه\u200bنیم\u200cفاصله\u2066', info: 'توضیح\u200f\ufeff' },
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('گروهنیم\u200cفاصله');
    expect(res.body.info).toBe('توضیح');
  });
});
