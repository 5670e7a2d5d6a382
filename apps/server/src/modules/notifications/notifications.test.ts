import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, freshReseller, type TestApp } from '../../test/helpers.js';

describe.each(DIALECTS)('notifications on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  const titles = async (path: string, token: string) =>
    (await t.request<Array<{ title: string }>>('GET', path, { token })).body.map((n) => n.title);

  it('reach every reseller or one; reading them empties the new block', async () => {
    const a = await freshReseller(t, 0);
    const b = await freshReseller(t, 0);
    await t.request('POST', '/api/notifications', { token: admin, body: { title: 'برای همه', body: 'متن همگانی' } });
    const one = await t.request<{ id: number; user_id: number }>('POST', '/api/notifications', {
      token: admin,
      body: { title: 'فقط برای الف', body: 'متن خصوصی', user_id: a.id },
    });
    expect(one.body.user_id).toBe(a.id);
    expect(await titles('/api/notifications/mynew', a.token)).toEqual(
      expect.arrayContaining(['برای همه', 'فقط برای الف']),
    );
    expect(await titles('/api/notifications/mynew', b.token)).not.toContain('فقط برای الف');
    const mine = await t.request<Array<{ title: string; jdate: string }>>('GET', '/api/notifications/my', {
      token: a.token,
    });
    expect(mine.body[0]).toMatchObject({ title: 'فقط برای الف', jdate: expect.stringMatching(/^14\d\d-\d\d-\d\d$/) });
    expect(await titles('/api/notifications/mynew', a.token)).toEqual([]);
    expect(await titles('/api/notifications/mynew', b.token)).toContain('برای همه');

    await t.request('PUT', `/api/notifications/${one.body.id}`, {
      token: admin,
      body: { title: 'ویرایش‌شده', body: 'متن', user_id: a.id },
    });
    expect(await titles('/api/notifications/my', a.token)).toContain('ویرایش‌شده');
    await t.request('DELETE', `/api/notifications/${one.body.id}`, { token: admin });
    expect(await titles('/api/notifications/my', a.token)).not.toContain('ویرایش‌شده');
  });

  it('refuses an empty title or an unknown reseller, and resellers cannot write', async () => {
    const r = await freshReseller(t, 0);
    const before = await titles('/api/notifications', admin);
    const empty = await t.request<{ errors: string[] }>('POST', '/api/notifications', {
      token: admin,
      body: { title: '', body: '' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining(['عنوان اعلان نمی‌تواند خالی باشد', 'متن اعلان نمی‌تواند خالی باشد']),
    );
    expect(
      (
        await t.request('POST', '/api/notifications', {
          token: admin,
          body: { title: 'x', body: 'y', user_id: 999999 },
        })
      ).status,
    ).toBe(422);
    expect(
      (await t.request('POST', '/api/notifications', { token: r.token, body: { title: 'x', body: 'y' } })).status,
    ).toBe(401);
    expect(await titles('/api/notifications', admin)).toEqual(before);
  });
});
