import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, type TestApp } from './test/helpers.js';

const { plainReseller } = DEMO_LOGINS;

// The mechanisms `bench/alternate.ts` switches off to measure their absence: the server answers the same without them.
describe.each(DIALECTS)('speed switches off on %s', (dialect) => {
  let t: TestApp;
  /** The same database under the switches turned off. */
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    off = await createTestApp(dialect, {
      databaseEnv: t.databaseEnv,
      seed: false,
      env: { SESSION_CACHE: 'false', COMPILED_ANSWERS: 'false' },
    });
  });
  afterAll(async () => {
    await off.close();
    await t.close();
  });

  it('SESSION_CACHE=false: a token revoked by another instance is refused here at once', async () => {
    const token = await off.login(plainReseller.mobile, plainReseller.password);
    const me = await off.request<{ id: number }>('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    await t.app.services.sessions.revokeAll(t.db, me.body.id);
    expect((await off.request('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('COMPILED_ANSWERS=false: the type provider serializer answers the same bodies', async () => {
    const token = await t.login(plainReseller.mobile, plainReseller.password);
    for (const url of ['/api/auth/me', '/api/services', '/api/transactions/my']) {
      const compiled = await t.request('GET', url, { token });
      const uncompiled = await off.request('GET', url, { token });
      expect(compiled.status).toBe(200);
      expect(uncompiled.status).toBe(200);
      expect(uncompiled.body).toEqual(compiled.body);
    }
  });
});
