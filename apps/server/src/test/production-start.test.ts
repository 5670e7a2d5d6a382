import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, openDemoLogins } from '../db/seed-demo.js';
import { createTestApp, DIALECTS, type TestApp } from './helpers.js';

/** server.ts refuses a production start while openDemoLogins finds any (docs/product/server-behaviour.md#security-and-integrity). */
describe.each(DIALECTS)('demo logins left in a production database (%s)', (dialect) => {
  let seeded: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp(dialect);
    empty = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => {
    await seeded?.close();
    await empty?.close();
  });

  it('finds every demo login that still opens with its published password, until each is changed', async () => {
    const { admin, fullReseller, plainReseller } = DEMO_LOGINS;
    expect(await openDemoLogins(seeded.db)).toEqual([admin.mobile, fullReseller.mobile, plainReseller.mobile]);
    for (const login of [admin, fullReseller, plainReseller]) {
      const token = await seeded.login(login.mobile, login.password);
      const res = await seeded.request('POST', '/api/auth/changepassword', {
        token,
        body: { password: `changed-${login.mobile}` },
      });
      expect(res.status).toBe(200);
    }
    expect(await openDemoLogins(seeded.db)).toEqual([]);
  });

  it('finds none in a database that never had demo data', async () => {
    expect(await openDemoLogins(empty.db)).toEqual([]);
  });
});
