import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, type TestApp } from '../../test/helpers.js';

const { admin, plainReseller } = DEMO_LOGINS;

describe.each(DIALECTS)('maintenance, outbox and the HTTP surface on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html dir="rtl"><title>پیشخوان</title></html>');
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
    expect(bad.json()).toMatchObject({ message: 'درخواست نامعتبر است', errors: ['بدنه‌ی درخواست JSON معتبر نیست'] });
    const missing = await t.request('GET', '/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('serves the OpenAPI document and its viewer at /api/docs', async () => {
    const json = await t.request<{ openapi: string; paths: Record<string, unknown> }>('GET', '/api/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/{id}']));
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
