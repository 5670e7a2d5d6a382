import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { switchSessionCache } from './modules/sessions/sessions.service.js';
import { switchMaintenanceCache } from './modules/settings/settings.service.js';
import { switchCompiledAnswers } from './plugins/answer-serializer.js';
import { createTestApp, DEMO_LOGINS, DIALECTS, type TestApp } from './test/helpers.js';

const { plainReseller, admin } = DEMO_LOGINS;

// The mechanisms `server.ts` switches off when `bench/alternate.ts` measures their absence: the server answers the same.
describe.each(DIALECTS)('speed switches off on %s', (dialect) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    other = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  afterEach(() => {
    switchSessionCache(true);
    switchMaintenanceCache(true);
  });

  it('SESSION_CACHE=false: a token revoked by another instance is refused here at once', async () => {
    switchSessionCache(false);
    const token = await t.login(plainReseller.mobile, plainReseller.password);
    const me = await t.request<{ id: number }>('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    await other.app.services.sessions.revokeAll(other.db, me.body.id);
    expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('MAINTENANCE_CACHE=false: maintenance switched by another instance shows here at once', async () => {
    switchMaintenanceCache(false);
    expect((await t.request('GET', '/api/settings/maintenance')).body).toMatchObject({ undermaintenance: false });
    const adminToken = await other.login(admin.mobile, admin.password);
    const on = { undermaintenance: true, maintenancemessage: 'به‌روزرسانی' };
    expect(
      (await other.request('PUT', '/api/admin/settings/maintenance', { token: adminToken, body: on })).status,
    ).toBe(200);
    expect((await t.request('GET', '/api/settings/maintenance')).body).toEqual(on);
    await other.request('PUT', '/api/admin/settings/maintenance', {
      token: adminToken,
      body: { undermaintenance: false },
    });
    expect((await t.request('GET', '/api/settings/maintenance')).body).toMatchObject({ undermaintenance: false });
  });

  it('COMPILED_ANSWERS=false: the type provider serializer answers the same bodies', async () => {
    // Fastify compiles each route's serializer when the app gets ready.
    await t.app.ready();
    switchCompiledAnswers(false);
    const plain = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false });
    try {
      await plain.app.ready();
      switchCompiledAnswers(true);
      const token = await t.login(plainReseller.mobile, plainReseller.password);
      for (const url of ['/api/auth/me', '/api/services', '/api/transactions/my']) {
        const compiled = await t.request('GET', url, { token });
        const uncompiled = await plain.request('GET', url, { token });
        expect(compiled.status).toBe(200);
        expect(uncompiled.status).toBe(200);
        expect(uncompiled.body).toEqual(compiled.body);
      }
    } finally {
      switchCompiledAnswers(true);
      await plain.close();
    }
  });
});
