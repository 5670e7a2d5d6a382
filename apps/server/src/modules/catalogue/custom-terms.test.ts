import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';

describe.each(DIALECTS)('custom package terms on %s', (dialect) => {
  let t: TestApp;
  let custom: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // 5 000 per GB, 10 to 200 GB, 1 to 90 days.
    custom = await demoPackageId(t, 'V2Ray دلخواه');
  });
  afterAll(() => t.close());

  it('refuses GB or days out of the package’s range with the lines the panel marks its fields with, and spends nothing', async () => {
    const r = await freshReseller(t, 10_000_000);
    const cases = [
      { terms: { traffic: 5, day: 30 }, lines: ['حجم باید دست‌کم ۱۰ گیگ باشد'] },
      {
        terms: { traffic: 500, day: 400 },
        lines: ['حجم این بسته حداکثر ۲۰۰ گیگ است', 'مدت این بسته حداکثر ۹۰ روز است'],
      },
    ];
    for (const { terms, lines } of cases) {
      const res = await t.request<{ message: string; errors: string[] }>('POST', '/api/services', {
        token: r.token,
        body: { package_id: custom, servicewithoutphone: true, ...terms },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(lines);
    }
    expect(await balanceOf(t, r.id)).toBe(10_000_000);
    // The ends of the range are sold.
    const ok = await t.request('POST', '/api/services', {
      token: r.token,
      body: { package_id: custom, servicewithoutphone: true, traffic: 200, day: 90 },
    });
    expect(ok.status).toBe(200);
  });
});
