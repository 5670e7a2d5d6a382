import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, freshReseller, type TestApp } from '../../test/helpers.js';

describe.each(DIALECTS)('the catalogue on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  it('the admin runs package groups and packages; resellers see active ones at their prices', async () => {
    const group = await t.request<{ id: number }>('POST', '/api/admin/packagegroups', {
      token: admin,
      body: { name: 'گروه آزمایشی', info: 'توضیح' },
    });
    expect(group.status).toBe(200);
    const pkg = await t.request<{ id: number; price: number; is_radius: boolean }>('POST', '/api/admin/packages', {
      token: admin,
      body: {
        packagegroup_id: group.body.id,
        name: 'بسته‌ی آزمایشی',
        price: 123_456,
        days: 60,
        traffic_gb: 80,
        is_v2ray: true,
        is_radius: true,
      },
    });
    expect(pkg.body).toMatchObject({ price: 123_456, is_radius: true, active: true });
    const r = await freshReseller(t, 0, { discount: 80 });
    const seen = async () =>
      (
        await t.request<Array<{ packages: Array<{ id: number; price: number }> }>>('GET', '/api/packages/mypackages', {
          token: r.token,
        })
      ).body
        .flatMap((g) => g.packages)
        .find((p) => p.id === pkg.body.id);
    expect((await seen())?.price).toBe(99_000); // 123 456 × 0.8 = 98 764.8 -> 99 000
    // Both prices named, so a client that applies the discount itself knows which one to start from.
    expect(await seen()).toMatchObject({ list_price: 123_456, caller_price: 99_000 });
    await t.request('PUT', `/api/admin/packages/${pkg.body.id}`, { token: admin, body: { active: false } });
    expect(await seen()).toBeUndefined();
    await t.request('PUT', `/api/admin/packages/${pkg.body.id}`, { token: admin, body: { active: true } });
    await t.request('PUT', `/api/admin/packagegroups/${group.body.id}`, { token: admin, body: { active: false } });
    expect(await seen()).toBeUndefined();
    const bought = await t.request('POST', '/api/services', {
      token: r.token,
      body: { package_id: pkg.body.id, servicewithoutphone: true },
    });
    expect(bought.status).toBe(422);
    expect(bought.body).toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
  });

  it('refuses bad packages with Persian lines and creates nothing', async () => {
    const before = (await t.request<unknown[]>('GET', '/api/admin/packagegroups', { token: admin })).body;
    for (const body of [
      { packagegroup_id: 1, name: '', price: 1000 },
      { packagegroup_id: 1, name: 'منفی', price: -5 },
      { packagegroup_id: 1, name: 'بی‌دسترسی', price: 1000, is_v2ray: false, is_radius: false },
      { packagegroup_id: 99999, name: 'بی‌گروه', price: 1000 },
      { packagegroup_id: 1, name: 'دلخواه نامحدود', price: 1000, is_custom: true, unlimited_traffic: true },
    ]) {
      const res = await t.request<{ message: string; errors: string[] }>('POST', '/api/admin/packages', {
        token: admin,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect((await t.request<unknown[]>('GET', '/api/admin/packagegroups', { token: admin })).body).toEqual(before);
    const customUnlimited = await t.request<{ errors: string[] }>('POST', '/api/admin/packages', {
      token: admin,
      body: { packagegroup_id: 1, name: 'دلخواه نامحدود', price: 1000, is_custom: true, unlimited_traffic: true },
    });
    expect(customUnlimited.body.errors).toEqual([
      expect.stringContaining('بسته‌ی دلخواه بر اساس حجم قیمت می‌گیرد و نمی‌تواند نامحدود باشد'),
    ]);
  });

  it('an unlimited package: the admin sets and clears the flag, resellers see it', async () => {
    const created = await t.request<{ id: number; unlimited_traffic: boolean }>('POST', '/api/admin/packages', {
      token: admin,
      body: { packagegroup_id: 1, name: 'دو ماهه نامحدود', price: 700_000, days: 60, unlimited_traffic: true },
    });
    expect(created.body).toMatchObject({ unlimited_traffic: true, traffic_gb: 0 });
    const r = await freshReseller(t, 0);
    const seen = async () =>
      (
        await t.request<Array<{ packages: Array<{ id: number; unlimited_traffic: boolean }> }>>(
          'GET',
          '/api/packages/mypackages',
          { token: r.token },
        )
      ).body
        .flatMap((g) => g.packages)
        .find((p) => p.id === created.body.id);
    expect(await seen()).toMatchObject({ unlimited_traffic: true });
    const cleared = await t.request('PUT', `/api/admin/packages/${created.body.id}`, {
      token: admin,
      body: { unlimited_traffic: false, traffic_gb: 100 },
    });
    expect(cleared.body).toMatchObject({ unlimited_traffic: false, traffic_gb: 100 });
    expect(await seen()).toMatchObject({ unlimited_traffic: false });
    // One field at a time cannot make a package custom and unlimited either, and a refusal changes nothing.
    await t.request('PUT', `/api/admin/packages/${created.body.id}`, {
      token: admin,
      body: { unlimited_traffic: true },
    });
    const custom = await t.request<{ errors: string[] }>('PUT', `/api/admin/packages/${created.body.id}`, {
      token: admin,
      body: { is_custom: true },
    });
    expect(custom.status).toBe(422);
    expect(custom.body.errors).toEqual([expect.stringContaining('نمی‌تواند نامحدود باشد')]);
    expect(await seen()).toMatchObject({ unlimited_traffic: true, is_custom: false });
  });

  it('an edit that would leave a package with no access is refused whole: its other fields stay as they were', async () => {
    const created = await t.request<{ id: number }>('POST', '/api/admin/packages', {
      token: admin,
      body: { packagegroup_id: 1, name: 'فقط وی‌تو‌ری', price: 90_000, traffic_gb: 20, is_v2ray: true },
    });
    const stored = async () =>
      (
        await t.request<Array<{ packages: Array<{ id: number }> }>>('GET', '/api/admin/packagegroups', { token: admin })
      ).body
        .flatMap((g) => g.packages)
        .find((p) => p.id === created.body.id);
    const before = await stored();
    const res = await t.request<{ message: string; errors: string[] }>(
      'PUT',
      `/api/admin/packages/${created.body.id}`,
      {
        token: admin,
        body: { name: 'نام تازه', price: 1_000, is_v2ray: false },
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.stringContaining('دست‌کم یکی از V2Ray یا RADIUS')]);
    expect(await stored()).toEqual(before);
    expect(before).toMatchObject({ name: 'فقط وی‌تو‌ری', price: 90_000, is_v2ray: true });
    // Two edits at once, each dropping one access of a package that has both: one goes through, one is refused.
    const both = await t.request<{ id: number }>('POST', '/api/admin/packages', {
      token: admin,
      body: { packagegroup_id: 1, name: 'هر دو', price: 90_000, is_v2ray: true, is_radius: true },
    });
    const edits = await Promise.all(
      [{ is_v2ray: false }, { is_radius: false }].map((body) =>
        t.request<{ is_v2ray: boolean; is_radius: boolean }>('PUT', `/api/admin/packages/${both.body.id}`, {
          token: admin,
          body,
        }),
      ),
    );
    expect(edits.map((e) => e.status).sort()).toEqual([200, 422]);
    const kept = (
      await t.request<Array<{ packages: Array<{ id: number; is_v2ray: boolean; is_radius: boolean }> }>>(
        'GET',
        '/api/admin/packagegroups',
        { token: admin },
      )
    ).body
      .flatMap((g) => g.packages)
      .find((p) => p.id === both.body.id);
    expect(kept?.is_v2ray || kept?.is_radius).toBe(true);
    // With RADIUS given in the same edit, it is a RADIUS package.
    const moved = await t.request('PUT', `/api/admin/packages/${created.body.id}`, {
      token: admin,
      body: { is_v2ray: false, is_radius: true },
    });
    expect(moved.body).toMatchObject({ is_v2ray: false, is_radius: true, name: 'فقط وی‌تو‌ری' });
  });

  it('server info cards and OpenVPN files are the admin’s to write and the resellers’ to read', async () => {
    const r = await freshReseller(t, 0);
    const card = await t.request<{ id: number }>('POST', '/api/admin/serverinfos', {
      token: admin,
      body: { name: 'سرور ترکیه', items: [{ title: 'آدرس', value: 'tr1.example' }] },
    });
    expect(
      (await t.request<Array<{ name: string }>>('GET', '/api/serverinfos', { token: r.token })).body.map((c) => c.name),
    ).toContain('سرور ترکیه');
    // The admin panel reads the same cards through its own endpoint: the reseller's refuses an admin.
    const adminCards = await t.request<Array<{ id: number; items: unknown[] }>>('GET', '/api/admin/serverinfos', {
      token: admin,
    });
    expect(adminCards.body.find((c) => c.id === card.body.id)?.items).toEqual([
      { title: 'آدرس', value: 'tr1.example' },
    ]);
    await t.request('DELETE', `/api/admin/serverinfos/${card.body.id}`, { token: admin });
    expect(
      (await t.request<Array<{ name: string }>>('GET', '/api/serverinfos', { token: r.token })).body.map((c) => c.name),
    ).not.toContain('سرور ترکیه');
    const file = await t.request<{ id: number }>('POST', '/api/admin/ovpn/files', {
      token: admin,
      body: { name: 'turkey.ovpn', content: 'client\nremote tr1.example 1194\n' },
    });
    expect(file.status).toBe(200);
    expect((await t.request<string[]>('GET', '/api/ovpn/files', { token: r.token })).body).toContain('turkey.ovpn');
    expect(
      (await t.request('POST', '/api/admin/ovpn/files', { token: admin, body: { name: '../x.ovpn' } })).status,
    ).toBe(422);
    expect(
      (await t.request('POST', '/api/admin/ovpn/files', { token: admin, body: { name: 'turkey.ovpn' } })).status,
    ).toBe(422);
    await t.request('DELETE', `/api/admin/ovpn/files/${file.body.id}`, { token: admin });
    expect((await t.request<string[]>('GET', '/api/ovpn/files', { token: r.token })).body).not.toContain('turkey.ovpn');
    expect(
      (await t.request('POST', '/api/admin/serverinfos', { token: r.token, body: { name: 'x', items: [] } })).status,
    ).toBe(401);
  });
});
