import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, type TestApp } from '../../test/helpers.js';

const { admin, plainReseller } = DEMO_LOGINS;

describe.each(DIALECTS)('maintenance, outbox and the HTTP surface on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-web-'));
  const page = '<!doctype html><html dir="rtl"><title>پیشخوان</title></html>';
  // As the panel's build leaves them (decision 062): each file, and its Brotli and gzip copies beside it.
  const script = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `صفحه ${i}`))};`;
  fs.mkdirSync(path.join(webDist, 'assets'));
  for (const [name, text] of [
    ['index.html', page],
    ['assets/screens-a1b2c3.js', script],
  ] as const) {
    fs.writeFileSync(path.join(webDist, name), text);
    fs.writeFileSync(path.join(webDist, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(webDist, `${name}.gz`), zlib.gzipSync(text));
  }
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { WEB_DIST: webDist } });
    adminToken = await t.login(admin.mobile, admin.password);
  });
  afterAll(() => t.close());

  it('maintenance is public, off by default, and switched by the admin', async () => {
    expect((await t.request('GET', '/api/settings/maintenance')).body).toEqual({
      undermaintenance: false,
      maintenancemessage: '',
    });
    const on = { undermaintenance: true, maintenancemessage: 'تا ساعت ۱۸ در حال به‌روزرسانی هستیم' };
    const put = await t.request('PUT', '/api/admin/settings/maintenance', { token: adminToken, body: on });
    expect(put.status).toBe(200);
    expect((await t.request('GET', '/api/settings/maintenance')).body).toEqual(on);
    expect((await t.request('GET', '/api/admin/settings/maintenance', { token: adminToken })).body).toEqual(on);
    // Logging in and reading the user still work, so the panel can show the message rather than errors.
    const token = await t.login(plainReseller.mobile, plainReseller.password);
    expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(200);
    await t.request('PUT', '/api/admin/settings/maintenance', { token: adminToken, body: { undermaintenance: false } });
    expect((await t.request('GET', '/api/settings/maintenance')).body).toMatchObject({ undermaintenance: false });
  });

  it('maintenance switched by another instance holds here from the next request', async () => {
    const other = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false });
    try {
      const token = await t.login(plainReseller.mobile, plainReseller.password);
      expect((await t.request('GET', '/api/services', { token })).status).toBe(200);
      const on = { undermaintenance: true, maintenancemessage: 'به‌روزرسانی' };
      const otherAdmin = await other.login(admin.mobile, admin.password);
      expect(
        (await other.request('PUT', '/api/admin/settings/maintenance', { token: otherAdmin, body: on })).status,
      ).toBe(200);
      expect((await t.request('GET', '/api/settings/maintenance')).body).toEqual(on);
      const refused = await t.request<{ code: string }>('GET', '/api/services', { token });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('UNDER_MAINTENANCE');
      await other.request('PUT', '/api/admin/settings/maintenance', {
        token: otherAdmin,
        body: { undermaintenance: false },
      });
      expect((await t.request('GET', '/api/services', { token })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses a malformed maintenance switch and keeps the old state', async () => {
    const res = await t.request('PUT', '/api/admin/settings/maintenance', {
      token: adminToken,
      body: { undermaintenance: 'maybe' },
    });
    expect(res.status).toBe(422);
    expect((await t.request('GET', '/api/settings/maintenance')).body).toMatchObject({ undermaintenance: false });
  });

  it('the outbox shows the latest messages for one mobile, newest first, to the admin only', async () => {
    await t.request('POST', '/api/auth/sendtoken', { body: { mobile: plainReseller.mobile } });
    const res = await t.request<Array<{ mobile: string; message: string }>>(
      'GET',
      `/api/admin/sms-outbox?mobile=${plainReseller.mobile}`,
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    expect(res.body[0]?.mobile).toBe(plainReseller.mobile);
    expect(res.body[0]?.message).toMatch(/کد ورود شما به پیشخوان: \d{5}/);
    expect((await t.request('GET', '/api/admin/sms-outbox?mobile=abc', { token: adminToken })).status).toBe(422);
  });

  it('answers malformed JSON with a Persian 400 and unknown API paths with a JSON 404', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'درخواست نامعتبر است', errors: ['بدنه‌ی درخواست خوانا نیست'] });
    const missing = await t.request('GET', '/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('serves the OpenAPI document and its viewer at /api/docs', async () => {
    const json = await t.request<{ openapi: string; paths: Record<string, unknown> }>('GET', '/api/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/{id}']));
    // What a client of docs/product/api.md must know: mypackages' prices already carry the caller's discount.
    const paths = json.body.paths as Record<string, Record<string, { description?: string }>>;
    expect(paths['/api/packages/mypackages']?.get?.description).toMatch(/Do not apply the discount again/);
    expect(paths['/api/users/referrals']?.get?.description).toMatch(/can no longer be refunded/);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('serves the panel for every other path', async () => {
    for (const url of ['/', '/login', '/services?page=2', '/no/such/screen']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('پیشخوان');
    }
  });

  it('sends the panel files compressed as the browser accepts them, and whole to a client that accepts neither', async () => {
    const get = (url: string, accept?: string) =>
      t.app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} });
    const decoded = (res: Awaited<ReturnType<typeof get>>) => {
      const body = res.rawPayload;
      const encoding = res.headers['content-encoding'];
      if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
      if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
      return body.toString();
    };
    const asset = '/assets/screens-a1b2c3.js';
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get(asset, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decoded(res), accept).toBe(script);
      if (encoding) expect(res.rawPayload.length, accept).toBeLessThan(Buffer.byteLength(script) / 4);
    }
    // A screen's address answers the page itself, compressed the same way.
    const screen = await get('/services?page=2', 'gzip');
    expect(screen.headers['content-encoding']).toBe('gzip');
    expect(screen.headers['content-type']).toMatch(/text\/html/);
    expect(decoded(screen)).toBe(page);
  });
});

describe.each(DIALECTS)('SMS outbox with another provider on %s', (dialect) => {
  it('is closed when SMS goes through Kavenegar', async () => {
    const t = await createTestApp(dialect, { env: { SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k' } });
    try {
      const token = await t.login(admin.mobile, admin.password);
      const res = await t.request('GET', `/api/admin/sms-outbox?mobile=${plainReseller.mobile}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'SMS_OUTBOX_DISABLED' });
    } finally {
      await t.close();
    }
  });
});
