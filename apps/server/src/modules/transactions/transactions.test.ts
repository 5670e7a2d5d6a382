import { toJalaliDate } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshReseller,
  persianDigits,
  type TestApp,
} from '../../test/helpers.js';

interface Page {
  data: Array<{
    type: number;
    typename: string;
    amount: number;
    info: string;
    jdate: string;
    user: { id: number; mobile: string };
  }>;
  last_page: number;
}

describe.each(DIALECTS)('transactions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the caller’s rows newest first, filtered by Jalali days, type and text, ten a page', async () => {
    const r = await freshReseller(t, 2_000_000); // one correction row, today
    const pkg = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    t.clock.advance(3 * 86_400);
    for (let i = 0; i < 11; i++) {
      await t.request('POST', '/api/services', {
        token: r.token,
        body: { package_id: pkg, servicewithoutphone: true },
      });
    }
    const today = toJalaliDate(t.clock.now());
    const start = toJalaliDate(new Date(t.clock.now().getTime() - 3 * 86_400_000));
    const list = (q: string) => t.request<Page>('GET', `/api/transactions/my?${q}`, { token: r.token });

    const all = await list('page=1');
    expect(all.body.data).toHaveLength(10);
    expect(all.body.last_page).toBe(2);
    expect(all.body.data[0]).toMatchObject({
      type: 4,
      typename: 'خرید',
      amount: -150_000,
      jdate: today,
      user: { mobile: r.mobile },
    });
    expect((await list('page=2')).body.data.map((x) => x.type)).toEqual([4, 5]);
    expect((await list('type=5')).body.data).toHaveLength(1);
    expect((await list('type=4')).body.last_page).toBe(2);
    expect((await list('type=5')).body.last_page).toBe(1);
    expect((await list(`from=${start}&to=${start}`)).body.data.map((x) => x.typename)).toEqual(['اصلاحیه']);
    expect((await list(`from=${today}&to=${today}`)).body.data).toHaveLength(10);
    const persianToday = persianDigits(today).replace(/-/g, '/');
    expect((await list(`from=${encodeURIComponent(persianToday)}`)).body.data).toHaveLength(10);
    expect((await list('search=شارژ')).body.data.map((x) => x.info)).toEqual(['شارژ آزمایشی']);
    // An amount typed on a Persian keyboard is found by its digits.
    expect(
      (await list(`search=${encodeURIComponent(persianDigits('150000'))}`)).body.data.map((x) => x.amount),
    ).toContain(-150_000);
    expect((await list('from=1405-13-01')).status).toBe(422);
    expect((await list('type=7')).status).toBe(422);

    const other = await freshReseller(t, 0);
    expect((await t.request<Page>('GET', '/api/transactions/my', { token: other.token })).body).toEqual({
      data: [],
      last_page: 1,
    });
  });

  it('sorts the whole ledger, across its pages, by id or by amount either way', async () => {
    const r = await freshReseller(t, 1_000_000);
    const amounts = [70_000, -20_000, 5_000, 90_000, -1_000, 33_000, 70_000, 12_000, -8_000, 41_000, 2_000, 60_000];
    for (const amount of amounts) {
      const res = await t.request('POST', `/api/admin/users/${r.id}/balance`, {
        token: r.adminToken,
        body: { amount, info: 'ترتیب' },
      });
      expect(res.status).toBe(200);
    }
    type Row = { id: number; amount: number };
    const all = async (sort: string) => {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const res = await t.request<{ data: Row[]; last_page: number }>(
          'GET',
          `/api/transactions/my?page=${page}${sort ? `&sort=${sort}` : ''}`,
          { token: r.token },
        );
        expect(res.status).toBe(200);
        rows.push(...res.body.data);
        if (page >= res.body.last_page) return rows;
      }
    };
    const newest = await all('');
    expect(newest.length).toBeGreaterThan(10);
    const byId = [...newest].sort((a, b) => a.id - b.id);
    expect(newest).toEqual([...byId].reverse());
    expect(await all('-id')).toEqual(newest);
    expect(await all('id')).toEqual(byId);
    expect(await all('amount')).toEqual([...byId].sort((a, b) => a.amount - b.amount || a.id - b.id));
    expect(await all('-amount')).toEqual([...byId].sort((a, b) => b.amount - a.amount || b.id - a.id));
    const bad = await t.request<{ message: string; errors: string[] }>('GET', '/api/transactions/my?sort=balance', {
      token: r.token,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.join(' ')).toContain('ترتیب');
  });

  it("the admin sees every user's rows, or one reseller's, with the same filters; a reseller may not", async () => {
    const a = await freshReseller(t, 300_000);
    const b = await freshReseller(t, 400_000);
    const pkg = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    await t.request('POST', '/api/services', { token: b.token, body: { package_id: pkg, servicewithoutphone: true } });
    const list = (q: string, token = a.adminToken) => t.request<Page>('GET', `/api/admin/transactions?${q}`, { token });

    const everyone = await list('page=1');
    expect(everyone.status).toBe(200);
    // Newest first, over everyone: the two new resellers' rows lead the first page.
    expect(everyone.body.data.slice(0, 3).map((r) => r.user.id)).toEqual([b.id, b.id, a.id]);
    const ofB = await list(`user_id=${b.id}`);
    expect(ofB.body.data.map((r) => [r.user.id, r.type, r.amount])).toEqual([
      [b.id, 4, -150_000],
      [b.id, 5, 400_000],
    ]);
    expect((await list(`user_id=${b.id}&type=4`)).body.data).toHaveLength(1);
    expect((await list(`user_id=${a.id}&search=${encodeURIComponent('خرید')}`)).body.data).toEqual([]);
    const bad = await list('user_id=abc&type=9');
    expect(bad.status).toBe(422);
    expect((await list('page=1', a.token)).status).toBe(401);
  });
});

describe.each(DIALECTS)('the top-ups this server can carry out, for the pay groups (%s)', (dialect) => {
  let bare: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    bare = await createTestApp(dialect);
    configured = await createTestApp(dialect, {
      env: {
        PERFECTMONEY_ACCOUNT_ID: '1234567',
        PERFECTMONEY_PASSPHRASE: 'topup-test-passphrase',
        PERFECTMONEY_PAYEE_ACCOUNT: 'U7654321',
        PERFECTMONEY_BASE_URL: 'http://127.0.0.1:9',
        CRYPTOMUS_MERCHANT: 'topup-test-merchant',
        CRYPTOMUS_API_KEY: 'topup-test-key',
        CRYPTOMUS_BASE_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(async () => {
    await bare?.close();
    await configured?.close();
  });

  it('answers which providers have their keys: none by default, vouchers and crypto once configured', async () => {
    const ask = async (t: TestApp, token?: string) =>
      t.request('GET', '/api/admin/topup-methods', {
        token: token ?? (await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password)),
      });
    expect(await ask(bare)).toMatchObject({ status: 200, body: { perfectmoney: false, crypto: false } });
    expect(await ask(configured)).toMatchObject({ status: 200, body: { perfectmoney: true, crypto: true } });
    const reseller = await freshReseller(bare, 0);
    expect((await ask(bare, reseller.token)).status).toBe(401);
  });
});
