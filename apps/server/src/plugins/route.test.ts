import { endpoint, MessageSchema } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, DEMO_LOGINS, DIALECTS, type TestApp } from '../test/helpers.js';
import { route } from './route.js';

const { admin, plainReseller } = DEMO_LOGINS;

// A reseller endpoint of the shape later issues add (services, transactions, ...).
const probe = endpoint({
  method: 'POST',
  path: '/probe/reseller',
  auth: 'reseller',
  summary: 'test probe',
  body: z.object({ n: z.number({ error: 'عدد لازم است' }) }),
  response: MessageSchema,
});

describe.each(DIALECTS)('reseller endpoints on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    route(t.app, probe, async ({ user, body }) => ({ message: `${user.type} ${body.n}` }));
  });
  afterAll(() => t.close());

  it('serve a reseller', async () => {
    const token = await t.login(plainReseller.mobile, plainReseller.password);
    const res = await t.request('POST', '/api/probe/reseller', { token, body: { n: 7 } });
    expect(res.body).toEqual({ message: 'RESELLER 7' });
  });

  it('answer 401 to an admin and to a guest, before looking at the body', async () => {
    const token = await t.login(admin.mobile, admin.password);
    expect((await t.request('POST', '/api/probe/reseller', { token, body: { n: 'x' } })).status).toBe(401);
    expect((await t.request('POST', '/api/probe/reseller', { body: { n: 1 } })).status).toBe(401);
  });

  it('answer 503 with the maintenance message while maintenance is on', async () => {
    const adminToken = await t.login(admin.mobile, admin.password);
    const token = await t.login(plainReseller.mobile, plainReseller.password);
    await t.request('PUT', '/api/admin/settings/maintenance', {
      token: adminToken,
      body: { undermaintenance: true, maintenancemessage: 'به‌روزرسانی' },
    });
    const res = await t.request('POST', '/api/probe/reseller', { token, body: { n: 1 } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'UNDER_MAINTENANCE' });
    await t.request('PUT', '/api/admin/settings/maintenance', { token: adminToken, body: { undermaintenance: false } });
    expect((await t.request('POST', '/api/probe/reseller', { token, body: { n: 1 } })).status).toBe(200);
  });

  it('follow maintenance switched by another instance within a second', async () => {
    const other = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false });
    try {
      const token = await t.login(plainReseller.mobile, plainReseller.password);
      const probeStatus = async () =>
        (await t.request('POST', '/api/probe/reseller', { token, body: { n: 1 } })).status;
      expect(await probeStatus()).toBe(200);
      await other.app.services.settings.setMaintenance({ undermaintenance: true, maintenancemessage: 'به‌روزرسانی' });
      t.clock.advance(1);
      expect(await probeStatus()).toBe(503);
      await other.app.services.settings.setMaintenance({ undermaintenance: false, maintenancemessage: '' });
      t.clock.advance(1);
      expect(await probeStatus()).toBe(200);
    } finally {
      await other.close();
    }
  });
});
