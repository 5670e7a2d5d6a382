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

// An answer is checked against the endpoint's response schema and keeps only its fields (decision 067).
const answers = endpoint({
  method: 'POST',
  path: '/probe/answers',
  auth: 'reseller',
  summary: 'test probe',
  body: z.object({ n: z.number() }),
  response: z.object({ items: z.array(z.object({ id: z.number(), name: z.string().nullable() })), total: z.number() }),
});

describe.each(DIALECTS)('reseller endpoints on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    route(t.app, probe, async ({ user, body }) => ({ message: `${user.type} ${body.n}` }));
    route(t.app, answers, async ({ body }) => {
      const rows = [
        { id: 1, name: 'الف', password_hash: 'secret' },
        { id: 2, name: null, owner: { token: 'secret' } },
      ];
      // 1: rows with columns the contract does not show; 2: a total that is not a number.
      return (body.n === 1 ? { items: rows, total: 2, debug: 'secret' } : { items: rows, total: 'two' }) as never;
    });
  });
  afterAll(() => t.close());

  it('serve a reseller', async () => {
    const token = await t.login(plainReseller.mobile, plainReseller.password);
    const res = await t.request('POST', '/api/probe/reseller', { token, body: { n: 7 } });
    expect(res.body).toEqual({ message: 'RESELLER 7' });
  });

  it('send only the fields of the response schema, at every depth', async () => {
    const token = await t.login(plainReseller.mobile, plainReseller.password);
    const res = await t.request('POST', '/api/probe/answers', { token, body: { n: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { id: 1, name: 'الف' },
        { id: 2, name: null },
      ],
      total: 2,
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('answer 500 with the Persian message, not the answer, when an answer breaks its schema', async () => {
    const token = await t.login(plainReseller.mobile, plainReseller.password);
    const res = await t.request('POST', '/api/probe/answers', { token, body: { n: 2 } });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: 'INTERNAL', message: 'خطای سیستمی' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
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
