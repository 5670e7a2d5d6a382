import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';

type Page = { data: Service[]; last_page: number };
type Group = { id: number; jdate: string; info: string; description: string; count: number };

/**
 * A reseller's note on a service (docs/product/services-and-statuses.md#notes) and a batch's file and hand-out
 * (docs/product/screens.md#bulk-service-groups). Each test app checks, as it closes, that the search tables still
 * hold every service's note as its row does.
 */
describe.each(DIALECTS)('service notes and batch hand-outs on %s', (dialect) => {
  let t: TestApp;
  let v2ray30: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    v2ray30 = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
  });
  afterAll(() => t.close());

  const buy = (token: string, body: Record<string, unknown>) =>
    t.request<Service[]>('POST', '/api/services', { token, body: { package_id: v2ray30, ...body } });
  const note = (token: string, body: Record<string, unknown>) =>
    t.request<Service & { message: string; errors: string[] }>('POST', '/api/services/note', { token, body });
  const search = async (token: string, text: string) =>
    (await t.request<Page>('GET', `/api/services?search=${encodeURIComponent(text)}`, { token })).body.data.map(
      (s) => s.id,
    );

  it('a note is saved on the service, shown in its JSON and found by the list’s search, long or short', async () => {
    const r = await freshReseller(t, 1_000_000);
    const [a, b] = (await buy(r.token, { batch: true, count: 2 })).body as [Service, Service];
    expect(a.note).toBe('');
    expect(a.group_id).toEqual(expect.any(Number));

    const saved = await note(r.token, { service_id: a.id, note: '  مشتری  کافه\nرز، تمدید ماهانه ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: a.id, note: 'مشتری کافه رز، تمدید ماهانه' });
    expect(
      (await t.request<Page>('GET', '/api/services', { token: r.token })).body.data.find((s) => s.id === a.id),
    ).toMatchObject({ note: 'مشتری کافه رز، تمدید ماهانه' });

    // Three characters or more go through the trigram indexes; fewer are matched row by row.
    expect(await search(r.token, 'کافه رز')).toEqual([a.id]);
    expect(await search(r.token, 'رز')).toEqual([a.id]);
    expect(await search(r.token, 'کافه')).not.toContain(b.id);

    // Changed, the old words find nothing; cleared, nothing at all.
    await note(r.token, { service_id: a.id, note: 'Office VIP' });
    expect(await search(r.token, 'کافه')).toEqual([]);
    expect(await search(r.token, 'office')).toEqual([a.id]);
    const cleared = await note(r.token, { service_id: a.id, note: '' });
    expect(cleared.body.note).toBe('');
    expect(await search(r.token, 'office')).toEqual([]);

    // Another reseller's search never finds it.
    await note(r.token, { service_id: b.id, note: 'یادداشت خصوصی' });
    const other = await freshReseller(t, 500_000);
    await buy(other.token, { servicewithoutphone: true });
    expect(await search(other.token, 'خصوصی')).toEqual([]);
  });

  it('refuses a note that is too long, not text, or on someone else’s service, in Persian, changing nothing', async () => {
    const r = await freshReseller(t, 500_000);
    const [s] = (await buy(r.token, { servicewithoutphone: true })).body as [Service];
    await note(r.token, { service_id: s.id, note: 'اول' });

    const long = await note(r.token, { service_id: s.id, note: 'ی'.repeat(201) });
    expect(long.status).toBe(422);
    expect(long.body.message).toEqual(expect.any(String));
    expect(long.body.errors).toEqual(['یادداشت حداکثر ۲۰۰ نویسه است']);
    const wrong = await note(r.token, { service_id: s.id, note: 12 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual(['یادداشت باید متن باشد']);
    expect((await note(r.token, { service_id: s.id, note: 'ی'.repeat(200) })).status).toBe(200);
    await note(r.token, { service_id: s.id, note: 'اول' });

    const other = await freshReseller(t, 0);
    const theirs = await note(other.token, { service_id: s.id, note: 'نفوذ' });
    expect(theirs.status).toBe(404);
    const row = await t.db.selectFrom('services').select('note').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.note).toBe('اول');
  });

  it('a batch’s file is named for the batch and lists each service’s links, expiry and traffic; its hand-out has the services', async () => {
    const r = await freshReseller(t, 1_000_000);
    const bought = (await buy(r.token, { batch: true, count: 3, description: 'Cafe Roz نمایشگاه ۲' })).body;
    expect(bought).toHaveLength(3);
    const groups = await t.request<{ data: Group[] }>('GET', '/api/services/servicegroups', { token: r.token });
    const group = groups.body.data[0] as Group;
    expect(bought.every((s) => s.group_id === group.id)).toBe(true);

    const file = await t.request<{ filename: string; content: string }>(
      'GET',
      `/api/services/downloadlist/${group.id}`,
      { token: r.token },
    );
    expect(file.body.filename).toBe(`batch-${group.id}_cafe-roz-2_${group.jdate}_3-services.txt`);
    expect(file.body.filename).toMatch(/^[A-Za-z0-9_.-]+$/);
    const blocks = file.body.content.trim().split('\n\n');
    expect(blocks).toHaveLength(4);
    expect(blocks[0]).toContain('Cafe Roz نمایشگاه ۲');
    expect(blocks[0]).toContain('۳ سرویس');
    bought.forEach((s, i) => {
      const block = blocks[i + 1] as string;
      expect(block).toContain(`لینک اشتراک: ${s.subscription_url}`);
      expect(block).toContain(`لینک اتصال: ${s.link}`);
      expect(block).toContain('مدت: ۳۰ روز از اولین اتصال');
      expect(block).toContain('حجم: ۳۰ گیگابایت');
    });

    const handout = await t.request<{ group: Group; services: Service[] }>(
      'GET',
      `/api/services/servicegroups/${group.id}`,
      { token: r.token },
    );
    expect(handout.status).toBe(200);
    expect(handout.body.group).toEqual(group);
    expect(handout.body.services.map((s) => s.subscription_url)).toEqual(bought.map((s) => s.subscription_url));

    const other = await freshReseller(t, 0);
    for (const path of [`/api/services/servicegroups/${group.id}`, `/api/services/downloadlist/${group.id}`]) {
      expect((await t.request('GET', path, { token: other.token })).status).toBe(404);
    }
  });
});
