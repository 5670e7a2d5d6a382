import { type Service, toJalaliDate } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshMobile,
  freshReseller,
  ledgerMismatches,
  persianDigits,
  searchIndexMismatches,
  serviceCountMismatches,
  simulateUsage,
  statusCountMismatches,
  type TestApp,
} from '../../test/helpers.js';
import { moneyInvariants } from '../../test/invariants.js';
import { insertServicesWithFreeUsernames } from './services.repository.js';

const V2RAY_30 = 'یک ماهه ۳۰ گیگ'; // 150 000
const RADIUS_50 = 'یک ماهه ۵۰ گیگ OpenVPN'; // 180 000
const CUSTOM = 'V2Ray دلخواه'; // 5 000 per GB, at most 200 GB and 90 days, 10% a month

describe.each(DIALECTS)('services on %s', (dialect) => {
  let t: TestApp;
  let v2ray30: number;
  let radius50: number;
  let custom: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    v2ray30 = await demoPackageId(t, V2RAY_30);
    radius50 = await demoPackageId(t, RADIUS_50);
    custom = await demoPackageId(t, CUSTOM);
  });
  afterAll(() => t.close());

  const buy = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.request<Service[]>('POST', '/api/services', { token, body, ...(headers ? { headers } : {}) });
  const serviceCount = async (ownerId: number) =>
    (await t.db.selectFrom('services').select('id').where('owner_id', '=', ownerId).execute()).length;
  const jobs = (serviceId: number) =>
    t.db
      .selectFrom('provisioning_jobs')
      .select(['action', 'status'])
      .where('service_id', '=', serviceId)
      .orderBy('id')
      .execute();

  describe('purchase', () => {
    it('buys one V2Ray service for a new customer at the reseller’s price, with credentials and pending provisioning', async () => {
      const r = await freshReseller(t, 1_000_000, { discount: 90 });
      const mobile = freshMobile();
      const res = await buy(r.token, { package_id: v2ray30, mobile: `+98${mobile.slice(1)}`, name: 'علی مشتری' });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      const s = res.body[0] as Service;
      expect(s).toMatchObject({
        statuscode: 1,
        status: 'استفاده نشده',
        banned: false,
        transfer_enablegb: 30,
        can_delete: true,
        refundable: true,
        can_switch: true,
        can_add_traffic: false,
        userservice: {
          is_v2ray: true,
          is_radius: false,
          cost: 135_000,
          paid: false,
          user: { mobile, name: 'علی مشتری' },
        },
      });
      expect(s.link).toMatch(/^vless:\/\/[0-9a-f-]{36}@[^:]+:443\?encryption=none&security=tls/);
      expect(await balanceOf(t, r.id)).toBe(1_000_000 - 135_000);
      expect(await jobs(s.id)).toEqual([{ action: 'add', status: 'pending' }]);
      const rows = await t.db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', r.id)
        .orderBy('id')
        .execute();
      expect(rows.at(-1)).toMatchObject({ type: 4, amount: -135_000, ref_type: 'service', ref_id: s.id });
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('buys a RADIUS account with a username and password and no link', async () => {
      const r = await freshReseller(t, 500_000);
      const [s] = (await buy(r.token, { package_id: radius50, servicewithoutphone: true })).body;
      expect(s?.email).toMatch(/^pk[a-z0-9]{7}$/);
      expect(s?.password).toMatch(/^[a-z0-9]{8}$/);
      expect(s?.link).toBe('');
      expect(s?.userservice.user).toEqual({ id: null, mobile: '', name: '' });
    });

    it('finds the reseller’s existing customer by mobile, and never another reseller’s', async () => {
      const a = await freshReseller(t, 1_000_000);
      const b = await freshReseller(t, 500_000);
      const mobile = freshMobile();
      const first = (await buy(a.token, { package_id: v2ray30, mobile, name: 'مشتری الف' })).body[0];
      const second = (await buy(a.token, { package_id: v2ray30, mobile, name: '' })).body[0];
      expect(second?.userservice.user.id).toBe(first?.userservice.user.id);
      // Picked from the search, the customer keeps their name unless one is typed, which renames them.
      const customerId = first?.userservice.user.id ?? 0;
      const picked = (await buy(a.token, { package_id: v2ray30, user_id: customerId, name: '' })).body[0];
      expect(picked?.userservice.user).toEqual({ id: customerId, mobile, name: 'مشتری الف' });
      const renamed = (await buy(a.token, { package_id: v2ray30, user_id: customerId, name: 'مشتری الف ۲' })).body[0];
      expect(renamed?.userservice.user).toEqual({ id: customerId, mobile, name: 'مشتری الف ۲' });
      const other = (await buy(b.token, { package_id: v2ray30, mobile, name: 'مشتری ب' })).body[0];
      expect(other?.userservice.user.id).not.toBe(first?.userservice.user.id);
      const stolen = await buy(b.token, { package_id: v2ray30, user_id: first?.userservice.user.id });
      expect(stolen.status).toBe(404);
      expect(await serviceCount(b.id)).toBe(1);
      const search = await t.request<Array<{ mobile: string }>>('POST', '/api/users/search', {
        token: b.token,
        body: { mobile: mobile.slice(-5) },
      });
      expect(search.body.map((c) => c.mobile)).toEqual([mobile]);
      expect((await t.request('POST', '/api/users/search', { token: b.token, body: { mobile: '091' } })).status).toBe(
        422,
      );
    });

    it('the customer picker finds the caller’s customers by any four digits of their mobile, ten at most, in order', async () => {
      const r = await freshReseller(t, 5_000_000);
      const other = await freshReseller(t, 5_000_000);
      // Twelve mobiles that end in the same four digits, bought last first.
      const mobiles = Array.from({ length: 12 }, (_, i) => `0936${900 + i * 7}4477`);
      for (const mobile of [...mobiles].reverse()) {
        expect((await buy(r.token, { package_id: v2ray30, mobile, name: 'مشتری' })).status).toBe(200);
      }
      expect((await buy(other.token, { package_id: v2ray30, mobile: mobiles[0], name: 'دیگری' })).status).toBe(200);
      const picked = async (part: string, token = r.token) => {
        const res = await t.request<Array<{ mobile: string }>>('POST', '/api/users/search', {
          token,
          body: { mobile: part },
        });
        expect(res.status).toBe(200);
        return res.body.map((c) => c.mobile);
      };
      expect(await picked('4477')).toEqual([...mobiles].sort().slice(0, 10));
      expect(await picked(mobiles[5]?.slice(3, 8) ?? '')).toEqual([mobiles[5]]);
      expect(await picked(persianDigits(mobiles[5] ?? ''))).toEqual([mobiles[5]]);
      expect(await picked(mobiles[0] ?? '', other.token)).toEqual([mobiles[0]]);
      expect(await picked('4478')).toEqual([]);
    });

    it('asks for the customer’s mobile unless the service is without phone', async () => {
      const r = await freshReseller(t, 500_000);
      const res = await buy(r.token, { package_id: v2ray30 });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'CUSTOMER_REQUIRED' });
      expect((await buy(r.token, { package_id: v2ray30, mobile: '12345' })).status).toBe(422);
      expect(await balanceOf(t, r.id)).toBe(500_000);
    });

    it('a batch is one debit, one group and a download list of its accounts', async () => {
      const r = await freshReseller(t, 1_000_000);
      const res = await buy(r.token, { package_id: v2ray30, batch: true, count: 4, description: 'نمایشگاه' });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(4);
      const debits = await t.db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', r.id)
        .where('type', '=', 4)
        .execute();
      expect(debits).toHaveLength(1);
      expect(Number(debits[0]?.amount)).toBe(-600_000);
      const groups = await t.request<{
        data: Array<{ id: number; jdate: string; info: string; description: string; count: number }>;
      }>('GET', '/api/services/servicegroups', { token: r.token });
      expect(groups.body.data[0]).toMatchObject({ info: `4 × ${V2RAY_30}`, description: 'نمایشگاه', count: 4 });
      const list = await t.request<{ filename: string; content: string }>(
        'GET',
        `/api/services/downloadlist/${groups.body.data[0]?.id}`,
        { token: r.token },
      );
      // A heading, then a block per service (notes.test.ts reads them through).
      const group = groups.body.data[0] as { id: number; jdate: string };
      expect(list.body.filename).toBe(`batch-${group.id}_${group.jdate}_4-services.txt`);
      const blocks = list.body.content.trim().split('\n\n');
      expect(blocks).toHaveLength(5);
      expect(blocks[1]).toContain(`لینک اتصال: ${res.body[0]?.link}`);
      const other = await freshReseller(t, 0);
      expect(
        (await t.request('GET', `/api/services/downloadlist/${groups.body.data[0]?.id}`, { token: other.token }))
          .status,
      ).toBe(404);
    });

    it('a batch 1 Toman short creates nothing and charges nothing', async () => {
      const r = await freshReseller(t, 3 * 150_000 - 1);
      const res = await buy(r.token, { package_id: v2ray30, batch: true, count: 3 });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'موجودی حساب کافی نیست' });
      expect(await serviceCount(r.id)).toBe(0);
      expect(await balanceOf(t, r.id)).toBe(3 * 150_000 - 1);
      expect(await t.db.selectFrom('service_groups').select('id').where('owner_id', '=', r.id).execute()).toHaveLength(
        0,
      );
    });

    it('refuses a batch over the limit, a zero count and an unknown package, changing nothing', async () => {
      const r = await freshReseller(t, 100_000_000);
      for (const body of [
        { package_id: v2ray30, batch: true, count: 501 },
        { package_id: v2ray30, batch: true, count: 0 },
        { package_id: 999_999, servicewithoutphone: true },
        { servicewithoutphone: true },
        { package_id: 'abc', servicewithoutphone: true },
      ]) {
        const res = await buy(r.token, body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(typeof (res.body as unknown as { message: string }).message).toBe('string');
      }
      expect(await serviceCount(r.id)).toBe(0);
      expect(await balanceOf(t, r.id)).toBe(100_000_000);
    });

    it('prices a custom package by GB and days within its limits', async () => {
      const r = await freshReseller(t, 5_000_000, { discount: 90 });
      const [s] = (await buy(r.token, { package_id: custom, servicewithoutphone: true, traffic: 20, day: 60 })).body;
      // 5000 × 0.9 per GB × 20 GB × 1.1^1
      expect(s?.userservice.cost).toBe(99_000);
      expect(s?.transfer_enablegb).toBe(20);
      for (const bad of [
        { traffic: 9, day: 30 },
        { traffic: 201, day: 30 },
        { traffic: 20, day: 91 },
      ]) {
        const res = await buy(r.token, { package_id: custom, servicewithoutphone: true, ...bad });
        expect(res.status).toBe(422);
      }
      expect(await balanceOf(t, r.id)).toBe(5_000_000 - 99_000);
    });

    it('ignores a price or balance sent by the client', async () => {
      const r = await freshReseller(t, 500_000);
      const [s] = (
        await buy(r.token, { package_id: v2ray30, servicewithoutphone: true, price: 1, cost: 1, balance: 9e9 })
      ).body;
      expect(s?.userservice.cost).toBe(150_000);
      expect(await balanceOf(t, r.id)).toBe(350_000);
    });

    it('pays the referrer their referralreward percent, floored, once each sale is past refund (decision 080)', async () => {
      const referrer = await freshReseller(t, 0, { referralreward: 7 });
      const code = (
        await t.db.selectFrom('users').select('referral_code').where('id', '=', referrer.id).executeTakeFirstOrThrow()
      ).referral_code;
      const mobile = freshMobile();
      await t.request('POST', '/api/auth/sendregistertoken', { body: { mobile, code } });
      const token = t.codeIn(await t.lastSms(mobile));
      await t.request('POST', '/api/auth/register', { body: { mobile, password: 'secret-pass-1', code, token } });
      const buyer = await t.login(mobile, 'secret-pass-1');
      const me = await t.request<{ id: number }>('GET', '/api/auth/me', { token: buyer });
      await t.request('POST', `/api/admin/users/${me.body.id}/balance`, {
        token: referrer.adminToken,
        body: { amount: 1_000_000, info: 'شارژ' },
      });
      const batch = (await buy(buyer, { package_id: v2ray30, batch: true, count: 3 })).body;
      const referrals = () =>
        t.request<{ data: Array<{ mobile: string; pending_profit: number }>; pending_total: number }>(
          'GET',
          '/api/users/referrals',
          { token: referrer.token },
        );
      // Bought but refundable: the profit waits, shown to the referrer, not spendable.
      expect(await balanceOf(t, referrer.id)).toBe(0);
      expect((await referrals()).body).toMatchObject({
        data: [{ mobile, pending_profit: 3 * 10_500 }],
        pending_total: 3 * 10_500,
      });
      // Two of the three are used past the refund threshold; the worker's pass pays their profit, once.
      await simulateUsage(t, batch[0]?.id ?? 0, { startedDaysAgo: 1, usedGb: 0.11 });
      await simulateUsage(t, batch[1]?.id ?? 0, { startedDaysAgo: 1, usedGb: 2 });
      await simulateUsage(t, batch[2]?.id ?? 0, { startedDaysAgo: 1, usedGb: 0.09 });
      const passes = await Promise.all([
        t.app.services.services.vestReferrals(),
        t.app.services.services.vestReferrals(),
      ]);
      expect(passes[0] + passes[1]).toBe(21_000);
      expect(await t.app.services.services.vestReferrals()).toBe(0);
      expect(await balanceOf(t, referrer.id)).toBe(2 * 10_500);
      const rows = await t.db.selectFrom('transactions').selectAll().where('user_id', '=', referrer.id).execute();
      expect(rows.map((r) => [r.type, Number(r.amount), r.ref_type, r.ref_id])).toEqual([
        [2, 10_500, 'service', batch[0]?.id],
        [2, 10_500, 'service', batch[1]?.id],
      ]);
      // The third, used under 0.1 GB, is deleted with its refund: its profit is never paid.
      await t.request('DELETE', `/api/services/${batch[2]?.id}`, { token: buyer });
      expect((await referrals()).body).toMatchObject({ data: [{ mobile, pending_profit: 0 }], pending_total: 0 });
      expect(await balanceOf(t, referrer.id)).toBe(2 * 10_500);
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('moves money once per Idempotency-Key', async () => {
      const r = await freshReseller(t, 1_000_000);
      const headers = { 'idempotency-key': `buy-${r.id}` };
      const body = { package_id: v2ray30, servicewithoutphone: true };
      const results = await Promise.all(Array.from({ length: 5 }, () => buy(r.token, body, headers)));
      const retry = await buy(r.token, body, headers);
      for (const res of [...results, retry]) expect(res.body).toEqual(results[0]?.body);
      expect(await serviceCount(r.id)).toBe(1);
      expect(await balanceOf(t, r.id)).toBe(850_000);
    });

    it('a purchase refused for its balance leaves its Idempotency-Key free: the same key buys after a top-up', async () => {
      const r = await freshReseller(t, 100_000);
      const headers = { 'idempotency-key': `short-${r.id}` };
      const body = { package_id: v2ray30, servicewithoutphone: true };
      expect((await buy(r.token, body, headers)).status).toBe(422);
      await t.request('POST', `/api/admin/users/${r.id}/balance`, {
        token: r.adminToken,
        body: { amount: 100_000, info: 'شارژ' },
      });
      const retry = await buy(r.token, body, headers);
      expect(retry.status).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await serviceCount(r.id)).toBe(1);
      expect(await balanceOf(t, r.id)).toBe(50_000);
    });

    it('a username already taken is left out of the insert without failing the transaction, for another try', async () => {
      const r = await freshReseller(t, 150_000);
      const [bought] = (await buy(r.token, { package_id: v2ray30, servicewithoutphone: true })).body;
      const row = await t.db
        .selectFrom('services')
        .selectAll()
        .where('id', '=', bought?.id ?? 0)
        .executeTakeFirstOrThrow();
      // The database works out `traffic_over` itself (migration 0019): a copy leaves it out. The repository takes
      // the switches as booleans.
      const {
        id: _,
        traffic_over: __,
        is_v2ray,
        is_radius,
        is_custom,
        unlimited_traffic,
        paid,
        banned,
        auto_renew,
        ...columns
      } = row;
      const copy = {
        ...columns,
        is_v2ray: is_v2ray === 1,
        is_radius: is_radius === 1,
        is_custom: is_custom === 1,
        unlimited_traffic: unlimited_traffic === 1,
        paid: paid === 1,
        banned: banned === 1,
        auto_renew: auto_renew === 1,
      };
      const fresh = (username: string) => ({
        ...copy,
        username,
        v2ray_uuid: crypto.randomUUID(),
        sub_token: crypto.randomUUID(),
      });
      const ids = await t.db.transaction().execute(async (trx) => {
        const inserted = await insertServicesWithFreeUsernames(trx, [fresh(row.username), fresh(`pk-free-${r.id}`)]);
        // The transaction goes on after the skipped row (PostgreSQL aborts one whose statement failed).
        await trx.selectFrom('services').select('id').where('owner_id', '=', r.id).execute();
        return inserted;
      });
      expect([...ids.keys()]).toEqual([`pk-free-${r.id}`]);
      expect(await serviceCount(r.id)).toBe(2);
    });

    it('exact under 200 concurrent purchases on a balance that covers 50', async () => {
      const r = await freshReseller(t, 50 * 150_000);
      const results = await Promise.all(
        Array.from({ length: 200 }, () => buy(r.token, { package_id: v2ray30, servicewithoutphone: true })),
      );
      expect(results.filter((x) => x.status === 200)).toHaveLength(50);
      const refused = results.filter((x) => x.status !== 200);
      expect(refused).toHaveLength(150);
      for (const x of refused) expect(x.status).toBe(422);
      expect(await serviceCount(r.id)).toBe(50);
      expect(await balanceOf(t, r.id)).toBe(0);
      expect(await ledgerMismatches(t)).toEqual([]);
    });
  });

  describe('the list', () => {
    it('filters by status, paid, customer and text, ten a page, and shows only the caller’s services', async () => {
      const r = await freshReseller(t, 10_000_000);
      const mobile = freshMobile();
      const bought = (await buy(r.token, { package_id: v2ray30, batch: true, count: 11 })).body;
      const [mine] = (await buy(r.token, { package_id: v2ray30, mobile, name: 'مشتری جستجو' })).body;
      await simulateUsage(t, bought[0]?.id ?? 0, { startedDaysAgo: 2, usedGb: 5 });
      await simulateUsage(t, bought[1]?.id ?? 0, { startedDaysAgo: 40, usedGb: 5 });
      await simulateUsage(t, bought[2]?.id ?? 0, { startedDaysAgo: 2, usedGb: 30 });
      await t.request('POST', '/api/services/changepaid', {
        token: r.token,
        body: { service_id: bought[3]?.id, paid: true },
      });
      const list = (q: string) =>
        t.request<{ data: Service[]; last_page: number }>('GET', `/api/services?${q}`, { token: r.token });

      const page1 = await list('page=1');
      expect(page1.body.data).toHaveLength(10);
      expect(page1.body.last_page).toBe(2);
      expect((await list('status=4')).body.data.map((s) => s.id)).toEqual([bought[0]?.id]);
      expect((await list('status=2')).body.data.map((s) => s.id)).toEqual([bought[1]?.id]);
      expect((await list('status=3')).body.data.map((s) => s.id)).toEqual([bought[2]?.id]);
      expect((await list('status=1')).body.data).toHaveLength(9);
      expect((await list('paid=1')).body.data.map((s) => s.id)).toEqual([bought[3]?.id]);
      expect((await list('paid=2')).body.data).toHaveLength(10);
      // Four digits are also tried as a service id (the search matches the id too); the mobile is random, so
      // once in a few hundred runs they were the id of one of this reseller's services, which the search rightly found.
      const bySuffix = (await list(`search=${mobile.slice(-4)}`)).body.data.map((s) => s.id);
      expect(bySuffix).toContain(mine?.id);
      expect(bySuffix.filter((id) => id !== mine?.id && id !== Number(mobile.slice(-4)))).toEqual([]);
      // A whole mobile is all digits but no service id (beyond PostgreSQL's integer: it answered 500 before).
      expect((await list(`search=${mobile}`)).body.data.map((s) => s.id)).toEqual([mine?.id]);
      expect((await list(`user_id=${mine?.userservice.user.id}`)).body.data.map((s) => s.id)).toEqual([mine?.id]);
      expect((await list('status=9')).status).toBe(422);

      const expired = (await list('status=2')).body.data[0];
      // Its terms may still change (decision 098): days counted from today.
      expect(expired).toMatchObject({ statuscode: 2, can_switch: false, can_delete: true, can_add_traffic: true });
      // Used past 0.1 GB: deleting it gives nothing back, and the panel is told so before.
      expect(expired).toMatchObject({ refundable: false });
      const finished = (await list('status=3')).body.data[0];
      expect(finished).toMatchObject({
        statuscode: 3,
        can_switch: false,
        can_add_traffic: true,
        usedpercent: 100,
        usage_warning: true,
      });

      const other = await freshReseller(t, 0);
      expect((await t.request<{ data: Service[] }>('GET', '/api/services', { token: other.token })).body.data).toEqual(
        [],
      );
    });

    it('every combination of status, paid and customer answers exactly the services it names, with its page count', async () => {
      // Each combination is a query of its own, built once per kind (decision 045): none may answer with another's.
      const r = await freshReseller(t, 10_000_000);
      const mobile = freshMobile();
      const loose = (await buy(r.token, { package_id: v2ray30, batch: true, count: 9 })).body;
      const forCustomer: Service[] = [];
      for (let i = 0; i < 4; i++)
        forCustomer.push(...(await buy(r.token, { package_id: v2ray30, mobile, name: 'مشتری ترکیب' })).body);
      const customerId = forCustomer[0]?.userservice.user.id;
      const usage = [
        { startedDaysAgo: 2, usedGb: 5 },
        { startedDaysAgo: 40, usedGb: 5 },
        { startedDaysAgo: 2, usedGb: 30 },
      ];
      for (const [i, s] of [...loose.slice(0, 6), ...forCustomer.slice(0, 3)].entries()) {
        await simulateUsage(t, s.id, usage[i % 3] as (typeof usage)[number]);
        if (i % 2 === 0)
          await t.request('POST', '/api/services/changepaid', {
            token: r.token,
            body: { service_id: s.id, paid: true },
          });
      }
      const state = new Map<number, Service>();
      const everyPage = async (q: string) => {
        const ids: number[] = [];
        let lastPage = 1;
        for (let page = 1; page <= lastPage; page++) {
          const res = await t.request<{ data: Service[]; last_page: number }>(
            'GET',
            `/api/services?${q}&page=${page}`,
            {
              token: r.token,
            },
          );
          expect(res.status).toBe(200);
          lastPage = res.body.last_page;
          ids.push(...res.body.data.map((s) => s.id));
          for (const s of res.body.data) state.set(s.id, s);
        }
        return { ids, lastPage };
      };
      const services = [...loose, ...forCustomer];
      expect((await everyPage('')).ids).toEqual(services.map((s) => s.id).sort((a, b) => b - a));
      for (const status of [0, 1, 2, 3, 4])
        for (const paid of [0, 1, 2])
          for (const customer of [undefined, customerId]) {
            const expected = services
              .map((s) => state.get(s.id) as Service)
              .filter(
                (s) =>
                  (status === 0 || s.statuscode === status) &&
                  (paid === 0 || s.userservice.paid === (paid === 1)) &&
                  (customer === undefined || s.userservice.user.id === customer),
              )
              .map((s) => s.id)
              .sort((a, b) => b - a);
            const q = `status=${status}&paid=${paid}${customer === undefined ? '' : `&user_id=${customer}`}`;
            const got = await everyPage(q);
            expect({ q, ids: got.ids }).toEqual({ q, ids: expected });
            expect({ q, lastPage: got.lastPage }).toEqual({
              q,
              lastPage: Math.max(1, Math.ceil(expected.length / 10)),
            });
          }
    });

    it('page counts follow purchases, deletes, settlement and first use at once', async () => {
      const r = await freshReseller(t, 10_000_000);
      const pages = async (q: string) =>
        (await t.request<{ last_page: number }>('GET', `/api/services?${q}`, { token: r.token })).body.last_page;
      const counts = async () => [
        await pages(''),
        await pages('paid=2'),
        await pages('paid=1'),
        await pages('status=1'),
      ];
      const bought = (await buy(r.token, { package_id: v2ray30, batch: true, count: 10 })).body;
      expect(await counts()).toEqual([1, 1, 1, 1]);
      const [eleventh] = (await buy(r.token, { package_id: v2ray30, servicewithoutphone: true })).body;
      expect(await counts()).toEqual([2, 2, 1, 2]);
      await t.request('POST', '/api/services/changepaid', {
        token: r.token,
        body: { service_id: bought[0]?.id, paid: true },
      });
      expect(await counts()).toEqual([2, 1, 1, 2]);
      await simulateUsage(t, bought[1]?.id ?? 0, { startedDaysAgo: 1, usedGb: 1 });
      expect(await counts()).toEqual([2, 1, 1, 1]);
      const deleted = await t.request('DELETE', `/api/services/${eleventh?.id}`, { token: r.token });
      expect(deleted.status).toBe(200);
      expect(await counts()).toEqual([1, 1, 1, 1]);
      expect(await serviceCountMismatches(t.db)).toEqual([]);
    });

    it('searches any part of a username, description or customer, and an id, among the caller’s services only', async () => {
      const r = await freshReseller(t, 10_000_000);
      const other = await freshReseller(t, 10_000_000);
      const mobile = freshMobile();
      const [mine] = (await buy(r.token, { package_id: radius50, mobile, name: 'سارا کاظمی‌نژاد' })).body;
      const [theirs] = (await buy(other.token, { package_id: radius50, mobile, name: 'سارا کاظمی‌نژاد' })).body;
      const [plain] = (await buy(r.token, { package_id: v2ray30, servicewithoutphone: true })).body;
      const found = async (text: string, token = r.token) => {
        const res = await t.request<{ data: Service[] }>('GET', `/api/services?search=${encodeURIComponent(text)}`, {
          token,
        });
        expect(res.status).toBe(200);
        return res.body.data.map((s) => s.id);
      };

      expect(await found('کاظمی')).toEqual([mine?.id]);
      expect(await found('کاظمی', other.token)).toEqual([theirs?.id]);
      expect(await found(mobile.slice(3))).toEqual([mine?.id]);
      expect(await found(mine?.email.slice(1, 7) ?? '')).toEqual([mine?.id]);
      // The package's name is the service's description; letters match in either case on both databases.
      expect(await found('openvpn')).toEqual([mine?.id]);
      expect(await found(String(plain?.id))).toContain(plain?.id);
      // Two characters are too few for a trigram index: matched row by row, with the same answer.
      expect(await found('ژا')).toEqual([mine?.id]);
      // Text that means something to a full-text query is only text here.
      for (const text of ['"کاظمی', 'کاظمی" OR "سارا', 'owner : x', 'NEAR(کاظ ظمی)', 'کاظ*']) {
        expect(await found(text)).toEqual([]);
      }
      // Typed on a Persian keyboard: a mobile and an id are found by their digits all the same.
      expect(await found(persianDigits(mobile.slice(3)))).toEqual([mine?.id]);
      expect(await found(persianDigits(mobile.slice(-2)))).toContain(mine?.id);
      expect(await found(persianDigits(String(plain?.id)))).toContain(plain?.id);

      const moved = await t.request('POST', '/api/services/changeuser', {
        token: r.token,
        body: { serviceId: mine?.id, name: 'نیما تهرانی‌پور ۲', mobile: freshMobile() },
      });
      expect(moved.status).toBe(200);
      expect(await found('تهرانی‌پور')).toEqual([mine?.id]);
      // A name keeps the digits it was typed with, and is found by them.
      expect(await found('پور ۲')).toEqual([mine?.id]);
      expect(await found('کاظمی')).toEqual([]);
    });

    it('the worker’s merging of the search index changes no search’s answer, and stops when nothing is left', async () => {
      const r = await freshReseller(t, 10_000_000);
      const sale = (i: number) =>
        buy(r.token, { package_id: v2ray30, mobile: freshMobile(), name: `شهره ادغامی ${persianDigits(String(i))}` });
      for (let i = 1; i <= 12; i++) expect((await sale(i)).status).toBe(200);
      const merge = () => t.app.services.services.mergeSearchSegments();
      for (let call = 0; call < 10 && (await merge()) > 0; call++);
      // Two sales after a full merge leave two new segments in each table: the next merge has work.
      for (const i of [13, 14]) expect((await sale(i)).status).toBe(200);
      const found = async (text: string) => {
        const pages = [];
        for (let page = 1; page <= 2; page++) {
          const res = await t.request<{ data: Service[]; last_page: number }>(
            'GET',
            `/api/services?search=${encodeURIComponent(text)}&page=${page}`,
            { token: r.token },
          );
          expect(res.status).toBe(200);
          pages.push({ ids: res.body.data.map((s) => s.id), last: res.body.last_page });
        }
        return pages;
      };
      const texts = ['ادغامی', 'ادغامی ۱۴', 'شهره'];
      const before = await Promise.all(texts.map(found));
      expect(before[0]?.[0]?.ids).toHaveLength(10);
      expect(before[0]?.[1]?.ids).toHaveLength(4);

      const steps = await merge();
      if (dialect === 'sqlite') expect(steps).toBeGreaterThan(0);
      else expect(steps).toBe(0);
      expect(await merge()).toBe(0);
      expect(await Promise.all(texts.map(found))).toEqual(before);
      expect(await searchIndexMismatches(t.db, dialect)).toEqual([]);
    });

    it('expired, finished and active pages count each service once, before and after the usage pass stamps it', async () => {
      const r = await freshReseller(t, 10_000_000);
      const bought = (await buy(r.token, { package_id: v2ray30, batch: true, count: 12 })).body;
      const total = async (status: number) => {
        const list = (page: number) =>
          t.request<{ data: Service[]; last_page: number }>('GET', `/api/services?status=${status}&page=${page}`, {
            token: r.token,
          });
        const first = await list(1);
        const last = first.body.last_page === 1 ? first : await list(first.body.last_page);
        return (last.body.last_page - 1) * 10 + last.body.data.length;
      };
      const totals = async () => [await total(1), await total(2), await total(3), await total(4)];
      // A search pages like the list: the package's name is every service's description here.
      const searched = async (page: number) =>
        (
          await t.request<{ data: Service[]; last_page: number }>(
            'GET',
            `/api/services?search=${encodeURIComponent('ماهه')}&page=${page}`,
            { token: r.token },
          )
        ).body;
      const ids = bought.map((s) => s.id).sort((a, b) => b - a);
      expect(await searched(1)).toMatchObject({ last_page: 2 });
      expect((await searched(1)).data.map((s) => s.id)).toEqual(ids.slice(0, 10));
      expect((await searched(2)).data.map((s) => s.id)).toEqual(ids.slice(10));
      expect((await searched(3)).data).toEqual([]);
      for (const s of bought.slice(0, 11)) await simulateUsage(t, s.id, { startedDaysAgo: 29, usedGb: 1 });
      expect(await totals()).toEqual([1, 0, 0, 11]);

      const twoDays = 2 * 86_400;
      t.clock.advance(twoDays);
      try {
        // Past their expiry by the clock; the usage pass has not stamped them yet.
        expect(await totals()).toEqual([1, 11, 0, 0]);
        await t.app.services.usage.collectUsage();
        expect(await totals()).toEqual([1, 11, 0, 0]);
        const renewed = await t.request('POST', '/api/services/charge', {
          token: r.token,
          body: { service_id: bought[0]?.id, package_id: v2ray30 },
        });
        expect(renewed.status).toBe(200);
        await simulateUsage(t, bought[11]?.id ?? 0, { startedDaysAgo: 1, usedGb: 31 });
        expect(await totals()).toEqual([0, 10, 1, 1]);
        expect(await statusCountMismatches(t, t.clock.now())).toEqual([]);
      } finally {
        t.clock.advance(-twoDays);
      }
    });
  });

  describe('packages sold by time alone', () => {
    it('an unlimited package’s service never runs out of traffic and is sold days but no extra GB; a renewal sets or takes off the flag', async () => {
      const r = await freshReseller(t, 5_000_000);
      const unlimited = await demoPackageId(t, 'یک ماهه نامحدود');
      const [s] = (await buy(r.token, { package_id: unlimited, servicewithoutphone: true })).body;
      if (!s) throw new Error('no service');
      expect(s.userservice.unlimited_traffic).toBe(true);
      const listed = async () =>
        (
          await t.request<{ data: Service[] }>('GET', `/api/services?search=${s.id}`, { token: r.token })
        ).body.data.find((x) => x.id === s.id);
      await simulateUsage(t, s.id, { startedDaysAgo: 1, usedGb: 400 });
      expect(await listed()).toMatchObject({
        statuscode: 4,
        usedpercent: 0,
        can_add_traffic: true,
        usage_warning: false,
      });
      const finished = await t.request<{ data: Service[] }>('GET', '/api/services?status=3', { token: r.token });
      expect(finished.body.data.map((x) => x.id)).not.toContain(s.id);
      const extra = await t.request('POST', '/api/services/trafficcharge', {
        token: r.token,
        body: { service_id: s.id, traffic: 10, expired: '1405-12-01' },
      });
      expect(extra.status).toBe(422);

      const renew = (packageId: number) =>
        t.request<Service>('POST', '/api/services/charge', {
          token: r.token,
          body: { service_id: s.id, package_id: packageId },
        });
      const limited = await renew(v2ray30);
      expect(limited.status).toBe(200);
      expect(limited.body.userservice.unlimited_traffic).toBe(false);
      expect(limited.body.transfer_enablegb).toBe(30);
      expect((await renew(unlimited)).body.userservice.unlimited_traffic).toBe(true);
    });

    it('the usage pass never stops an unlimited RADIUS service for traffic', async () => {
      const r = await freshReseller(t, 5_000_000);
      const pkg = await t.request<{ id: number }>('POST', '/api/admin/packages', {
        token: r.adminToken,
        body: {
          packagegroup_id: 1,
          name: 'OpenVPN نامحدود',
          price: 300_000,
          is_v2ray: false,
          is_radius: true,
          unlimited_traffic: true,
        },
      });
      const [s] = (await buy(r.token, { package_id: pkg.body.id, servicewithoutphone: true })).body;
      // Off sale again: the other tests here see the demo catalogue.
      await t.request('PUT', `/api/admin/packages/${pkg.body.id}`, { token: r.adminToken, body: { active: false } });
      if (!s) throw new Error('no service');
      // 100 GiB in one session, as FreeRADIUS records it.
      await t.db
        .insertInto('radacct')
        .values({
          acctsessionid: `u-${s.id}`,
          acctuniqueid: `u-${s.id}`,
          username: s.email,
          nasipaddress: '127.0.0.1',
          acctoutputoctets: 100 * 2 ** 30,
        })
        .execute();
      await t.app.services.usage.collectUsage();
      const row = await t.db
        .selectFrom('services')
        .select(['started_at', 'expired_at', 'radius_bytes'])
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(row.expired_at).toBeNull();
      expect(row.started_at).not.toBeNull();
      expect(Number(row.radius_bytes)).toBe(100 * 2 ** 30);
    });

    it('a volume service from the pool is limited by its GB, whatever its access package', async () => {
      const r = await freshReseller(t, 0, { volumeservice: true });
      await t.request('PUT', `/api/admin/users/${r.id}/pool`, {
        token: r.adminToken,
        body: { traffic_total: 10, traffic_used: 0, days: 30 },
      });
      const unlimited = await demoPackageId(t, 'یک ماهه نامحدود');
      const res = await t.request<Service[]>('POST', '/api/services/trafficservice', {
        token: r.token,
        body: { package_id: unlimited, traffic: 2, day: 30, servicewithoutphone: true },
      });
      expect(res.status).toBe(200);
      expect(res.body[0]?.userservice.unlimited_traffic).toBe(false);
      expect(res.body[0]?.transfer_enablegb).toBe(2);
    });
  });

  describe('actions', () => {
    let r: Awaited<ReturnType<typeof freshReseller>>;
    let other: Awaited<ReturnType<typeof freshReseller>>;
    beforeAll(async () => {
      r = await freshReseller(t, 10_000_000);
      other = await freshReseller(t, 0);
    });
    const one = async (packageId = v2ray30) =>
      (await buy(r.token, { package_id: packageId, servicewithoutphone: true })).body[0] as Service;
    const post = (path: string, body: Record<string, unknown>, token = r.token) =>
      t.request<Service & { price: number; message: string; moneyback: number }>('POST', path, { token, body });

    it('another reseller’s service answers 404 for every action and changes nothing', async () => {
      const s = await one(radius50);
      const calls: Array<[string, Record<string, unknown>]> = [
        ['/api/services/changestatus', { service_id: s.id, banned: true }],
        ['/api/services/changepaid', { service_id: s.id, paid: true }],
        ['/api/services/changeuser', { serviceId: s.id, name: 'دزد', mobile: freshMobile() }],
        ['/api/services/resetpass', { service_id: s.id }],
        ['/api/services/resetlink', { service_id: s.id }],
        ['/api/services/getprice', { service_id: s.id }],
        ['/api/services/getuserstat', { service_id: s.id }],
        ['/api/services/getip', { service_id: s.id }],
        ['/api/services/charge', { service_id: s.id, package_id: radius50 }],
        ['/api/services/trafficcharge', { service_id: s.id, traffic: 5, expired: '1499-01-01' }],
      ];
      for (const [path, body] of calls) expect((await post(path, body, other.token)).status, path).toBe(404);
      expect((await t.request('DELETE', `/api/services/${s.id}`, { token: other.token })).status).toBe(404);
      const ovpn = await t.request(
        'GET',
        `/api/ovpn/download?user=${s.email}&pass=${s.password}&file=germany-tcp.ovpn`,
        {
          token: other.token,
        },
      );
      expect(ovpn.status).toBe(404);
      const after = (await t.request<{ data: Service[] }>('GET', `/api/services?search=${s.id}`, { token: r.token }))
        .body.data[0];
      expect(after).toEqual(s);
    });

    it('turns a service off and on, and refuses to switch an expired one', async () => {
      const s = await one();
      const off = await post('/api/services/changestatus', { service_id: s.id, banned: true });
      expect(off.body.banned).toBe(true);
      const on = await post('/api/services/changestatus', { service_id: s.id, banned: false });
      expect(on.body.banned).toBe(false);
      expect((await jobs(s.id)).map((j) => j.action)).toEqual(['add', 'sync', 'sync']);
      await simulateUsage(t, s.id, { startedDaysAgo: 31, usedGb: 1 });
      const refused = await post('/api/services/changestatus', { service_id: s.id, banned: true });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'SERVICE_NOT_SWITCHABLE' });
    });

    it('marks paid without moving money', async () => {
      const s = await one();
      const before = await balanceOf(t, r.id);
      expect((await post('/api/services/changepaid', { service_id: s.id, paid: true })).body.userservice.paid).toBe(
        true,
      );
      expect(await balanceOf(t, r.id)).toBe(before);
    });

    it('moves a service to another customer, asking for name and mobile', async () => {
      const s = await one();
      const mobile = freshMobile();
      const res = await post('/api/services/changeuser', { serviceId: s.id, name: 'مالک جدید', mobile });
      expect(res.body.userservice.user).toMatchObject({ name: 'مالک جدید', mobile });
      const bad = await t.request<{ errors: string[] }>('POST', '/api/services/changeuser', {
        token: r.token,
        body: { serviceId: s.id, name: '', mobile: '' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining(['نام و نام خانوادگی نمی‌تواند خالی باشد', 'شماره موبایل نمی‌تواند خالی باشد']),
      );
    });

    it('resets a RADIUS password and a V2Ray link, each only where it exists', async () => {
      const radius = await one(radius50);
      const pass = await post('/api/services/resetpass', { service_id: radius.id });
      expect(pass.body.password).not.toBe(radius.password);
      expect(pass.body.email).toBe(radius.email);
      expect((await post('/api/services/resetlink', { service_id: radius.id })).status).toBe(422);
      const v2ray = await one();
      const link = await post('/api/services/resetlink', { service_id: v2ray.id });
      expect(link.body.link).not.toBe(v2ray.link);
      expect((await post('/api/services/resetpass', { service_id: v2ray.id })).status).toBe(422);
    });

    it('renews: charges the package, zeroes the usage, restarts the period, keeps the credentials', async () => {
      const s = await one(radius50);
      await simulateUsage(t, s.id, { startedDaysAgo: 29, usedGb: 45 });
      const before = await balanceOf(t, r.id);
      const res = await post('/api/services/charge', { service_id: s.id, package_id: radius50 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        statuscode: 4,
        transfer_totalgb: 0,
        remainDays: 30,
        email: s.email,
        password: s.password,
      });
      expect(await balanceOf(t, r.id)).toBe(before - 180_000);
      const mismatch = await post('/api/services/charge', { service_id: s.id, package_id: v2ray30 });
      expect(mismatch.status).toBe(422);
      expect(await balanceOf(t, r.id)).toBe(before - 180_000);
    });

    it('a renewal under another package is found by its new description, not the old (the search table follows)', async () => {
      const v2ray50 = await demoPackageId(t, 'یک ماهه ۵۰ گیگ');
      const searcher = await freshReseller(t, 1_000_000);
      const [s] = (await buy(searcher.token, { package_id: v2ray30, servicewithoutphone: true })).body;
      const found = async (text: string) =>
        (
          await t.request<{ data: Service[] }>('GET', `/api/services?search=${encodeURIComponent(text)}`, {
            token: searcher.token,
          })
        ).body.data.map((x) => x.id);
      expect(await found('۳۰ گیگ')).toEqual([s?.id]);
      expect(await found('۵۰ گیگ')).toEqual([]);
      const renewed = await post('/api/services/charge', { service_id: s?.id, package_id: v2ray50 }, searcher.token);
      expect(renewed.status).toBe(200);
      expect(await found('۵۰ گیگ')).toEqual([s?.id]);
      expect(await found('۳۰ گیگ')).toEqual([]);
    });

    it('prices an extra GB from what the reseller paid for the package, rounded as the sale was', async () => {
      const odd = await freshReseller(t, 1_000_000, { discount: 73 });
      const [s] = (await buy(odd.token, { package_id: radius50, servicewithoutphone: true })).body;
      expect(s?.userservice.cost).toBe(131_000); // 180 000 × 73 % = 131 400, sold at 131 000
      const price = await post('/api/services/getprice', { service_id: s?.id }, odd.token);
      // 131 000 / 50 GB, not 131 400 / 50 = 2 628; a day 131 000 / 30 (decision 098)
      expect(price.body).toEqual({ price: 2620, day_price: 4367 });
      await simulateUsage(t, s?.id ?? 0, { startedDaysAgo: 5, usedGb: 45 });
      const before = await balanceOf(t, odd.id);
      const expiry = toJalaliDate(new Date(t.clock.now().getTime() + 25 * 86_400_000));
      const res = await post(
        '/api/services/trafficcharge',
        { service_id: s?.id, traffic: 10, expired: expiry },
        odd.token,
      );
      expect(res.status).toBe(200);
      expect(await balanceOf(t, odd.id)).toBe(before - 26_200);
    });

    it('adds traffic at the price per GB and sets the chosen expiry, its extra days at the price per day', async () => {
      const s = await one();
      expect((await post('/api/services/getprice', { service_id: s.id })).body).toEqual({
        price: 5000,
        day_price: 5000,
      });
      const early = await post('/api/services/trafficcharge', { service_id: s.id, traffic: 10, expired: '1499-01-01' });
      expect(early.status).toBe(422); // unused: nothing to add yet
      await simulateUsage(t, s.id, { startedDaysAgo: 5, usedGb: 27 }); // 90 %
      const before = await balanceOf(t, r.id);
      const past = await post('/api/services/trafficcharge', { service_id: s.id, traffic: 10, expired: '1400-01-01' });
      expect(past.status).toBe(422);
      expect(past.body).toMatchObject({ code: 'EXPIRY_IN_PAST' });
      // Four days past the expiry 25 days from now, typed with Persian digits and slashes.
      const day = toJalaliDate(new Date(t.clock.now().getTime() + 29 * 86_400_000));
      const typed = persianDigits(day).replace(/-/g, '/');
      const res = await post('/api/services/trafficcharge', { service_id: s.id, traffic: 10, expired: typed });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ transfer_enablegb: 40, jexpire_in: day, statuscode: 4 });
      expect(await balanceOf(t, r.id)).toBe(before - 50_000 - 4 * 5_000);
      expect((await post('/api/services/trafficcharge', { service_id: s.id, traffic: 0, expired: day })).status).toBe(
        422,
      );
    });

    it('a renewal or extra traffic the balance cannot cover: the Persian 422, nothing charged, the service as it was', async () => {
      const short = await freshReseller(t, 180_000 + 1_000);
      const [s] = (await buy(short.token, { package_id: radius50, servicewithoutphone: true })).body;
      if (!s) throw new Error('no service bought');
      await simulateUsage(t, s.id, { startedDaysAgo: 5, usedGb: 45 }); // 90 %: extra traffic is allowed
      const ledgerRows = async () =>
        (await t.db.selectFrom('transactions').select('id').where('user_id', '=', short.id).execute()).length;
      const rowsBefore = await ledgerRows();
      const row = () => t.db.selectFrom('services').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
      const serviceBefore = await row();
      const renewal = await post('/api/services/charge', { service_id: s.id, package_id: radius50 }, short.token);
      const traffic = await post(
        '/api/services/trafficcharge',
        { service_id: s.id, traffic: 10, expired: '1499-01-01' },
        short.token,
      );
      for (const res of [renewal, traffic]) {
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'موجودی حساب کافی نیست' });
      }
      expect(await balanceOf(t, short.id)).toBe(1_000);
      expect(await ledgerRows()).toBe(rowsBefore);
      expect(await row()).toEqual(serviceBefore);
    });

    it('deletes an unused service with a full refund, and refuses one in real use', async () => {
      const s = await one();
      const before = await balanceOf(t, r.id);
      const res = await t.request<{ moneyback: number; message: string }>('DELETE', `/api/services/${s.id}`, {
        token: r.token,
      });
      expect(res.body).toEqual({
        message: 'سرویس حذف شد و مبلغ آن به حساب شما برگشت',
        moneyback: 150_000,
        trafficback: 0,
      });
      expect(await balanceOf(t, r.id)).toBe(before + 150_000);
      expect((await jobs(s.id)).at(-1)?.action).toBe('remove');
      expect((await t.request('DELETE', `/api/services/${s.id}`, { token: r.token })).status).toBe(404);

      const used = await one();
      await simulateUsage(t, used.id, { startedDaysAgo: 3, usedGb: 2 });
      const refused = await t.request('DELETE', `/api/services/${used.id}`, { token: r.token });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'SERVICE_NOT_DELETABLE' });

      const barely = await one();
      await simulateUsage(t, barely.id, { startedDaysAgo: 3, usedGb: 0.05 });
      expect((await t.request('DELETE', `/api/services/${barely.id}`, { token: r.token })).body).toMatchObject({
        moneyback: 150_000,
      });

      const spent = await one();
      await simulateUsage(t, spent.id, { startedDaysAgo: 40, usedGb: 3 });
      expect((await t.request('DELETE', `/api/services/${spent.id}`, { token: r.token })).body).toMatchObject({
        moneyback: 0,
      });
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it("a refund creates no money through referral profit: the audit's loop leaves the two with what they paid in", async () => {
      // Before decision 080: R's profit was paid at purchase; R spent it; U deleted the batch and was refunded in full; the
      // reversal was capped at R's balance. Now the profit waits until the sale is past refund.
      const earlier = await moneyInvariants(t);
      const referrer = await freshReseller(t, 0, { referralreward: 25 });
      const buyer = await freshReseller(t, 1_500_000);
      await t.db.updateTable('users').set({ referrer_id: referrer.id }).where('id', '=', buyer.id).execute();
      for (let round = 0; round < 3; round++) {
        const batch = (await buy(buyer.token, { package_id: v2ray30, batch: true, count: 10 })).body;
        expect(batch).toHaveLength(10);
        // Nothing to spend: R's balance is untouched until the sales are final.
        expect(await balanceOf(t, referrer.id)).toBe(0);
        const spend = await buy(referrer.token, { package_id: v2ray30, servicewithoutphone: true });
        expect(spend.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
        await t.app.services.services.vestReferrals();
        for (const s of batch) await t.request('DELETE', `/api/services/${s.id}`, { token: buyer.token });
        expect(await balanceOf(t, buyer.id)).toBe(1_500_000);
      }
      expect(await balanceOf(t, referrer.id)).toBe(0);
      // Earlier tests here write services straight into the database; none of this test's own may be wrong.
      expect((await moneyInvariants(t)).filter((v) => !earlier.includes(v))).toEqual([]);
    });

    it('profit paid before vesting existed and spent since: the refund keeps back what cannot be taken back', async () => {
      const referrer = await freshReseller(t, 0, { referralreward: 10 });
      const buyer = await freshReseller(t, 1_000_000);
      await t.db.updateTable('users').set({ referrer_id: referrer.id }).where('id', '=', buyer.id).execute();
      const [s] = (await buy(buyer.token, { package_id: v2ray30, servicewithoutphone: true })).body;
      // A sale from before migration 0029: its 15 000 of profit was paid at once, and R spent 10 000 of it.
      await t.db
        .updateTable('services')
        .set({ referral_pending: 0 })
        .where('id', '=', s?.id ?? 0)
        .execute();
      await t.request('POST', `/api/admin/users/${referrer.id}/balance`, {
        token: referrer.adminToken,
        body: { amount: 15_000, info: 'سود معرفی پیش از مهاجرت' },
      });
      await t.request('POST', `/api/admin/users/${referrer.id}/balance`, {
        token: referrer.adminToken,
        body: { amount: -10_000, info: 'خرج‌شده' },
      });
      const res = await t.request<{ moneyback: number }>('DELETE', `/api/services/${s?.id}`, { token: buyer.token });
      expect(res.body.moneyback).toBe(150_000 - 10_000);
      expect(await balanceOf(t, referrer.id)).toBe(0);
      expect(await balanceOf(t, buyer.id)).toBe(1_000_000 - 10_000);
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('a renewal pays the profit of the sale it replaces; a deletion past refund pays what was waiting', async () => {
      const earlier = await moneyInvariants(t);
      const referrer = await freshReseller(t, 0, { referralreward: 10 });
      const buyer = await freshReseller(t, 1_000_000);
      await t.db.updateTable('users').set({ referrer_id: referrer.id }).where('id', '=', buyer.id).execute();
      const [a, b] = (await buy(buyer.token, { package_id: v2ray30, batch: true, count: 2 })).body;
      const renewed = await t.request('POST', '/api/services/charge', {
        token: buyer.token,
        body: { service_id: a?.id, package_id: v2ray30 },
      });
      expect(renewed.status).toBe(200);
      // The first sale of `a` can no longer be refunded (the renewal replaced it): 15 000 paid; the renewal's waits.
      expect(await balanceOf(t, referrer.id)).toBe(15_000);
      await simulateUsage(t, b?.id ?? 0, { startedDaysAgo: 40, usedGb: 3 });
      const gone = await t.request<{ moneyback: number }>('DELETE', `/api/services/${b?.id}`, { token: buyer.token });
      expect(gone.body.moneyback).toBe(0);
      expect(await balanceOf(t, referrer.id)).toBe(30_000);
      const del = await t.request<{ moneyback: number }>('DELETE', `/api/services/${a?.id}`, { token: buyer.token });
      expect(del.body.moneyback).toBe(150_000);
      expect(await balanceOf(t, referrer.id)).toBe(30_000);
      expect(await balanceOf(t, buyer.id)).toBe(1_000_000 - 2 * 150_000);
      // Earlier tests here write services straight into the database; none of this test's own may be wrong.
      expect((await moneyInvariants(t)).filter((v) => !earlier.includes(v))).toEqual([]);
    });

    it('answers usage per day and the IP state', async () => {
      const s = await one();
      await simulateUsage(t, s.id, { startedDaysAgo: 2, usedGb: 1 });
      const day = t.clock.now().toISOString().slice(0, 10);
      await t.db
        .insertInto('usage_daily')
        .values({ service_id: s.id, day, download_bytes: 1_073_741_824, upload_bytes: 536_870_912 })
        .execute();
      const stats = await t.request<Array<{ day: string; dgb: number; ugb: number }>>(
        'POST',
        '/api/services/getuserstat',
        {
          token: r.token,
          body: { service_id: s.id },
        },
      );
      expect(stats.body).toEqual([{ day: expect.stringMatching(/^14\d\d-\d\d-\d\d$/), dgb: 1, ugb: 0.5 }]);
      expect((await post('/api/services/getip', { service_id: s.id })).body).toEqual({
        online: false,
        servers: [],
        ips: [],
      });
    });

    it('a V2Ray service has a subscription URL that clients import, with usage in the headers', async () => {
      const s = await one();
      await simulateUsage(t, s.id, { startedDaysAgo: 1, usedGb: 3, days: 30 });
      expect(s.subscription_url).toMatch(/^http:\/\/panel\.test\/sub\/[\w-]{24}$/);
      const url = new URL(s.subscription_url);
      const res = await t.app.inject({ method: 'GET', url: url.pathname });
      expect(res.statusCode).toBe(200);
      expect(Buffer.from(res.body, 'base64').toString('utf8')).toBe(`${s.link}\n`);
      const info = String(res.headers['subscription-userinfo']);
      expect(info).toMatch(/^upload=0; download=3221225472; total=32212254720; expire=\d{10}$/);
      expect(String(res.headers['profile-title'])).toMatch(/^base64:/);
      expect(res.headers['profile-update-interval']).toBe('12');
      // The reseller has no Telegram: support is the panel itself.
      expect(res.headers['support-url']).toBe('http://panel.test');
      expect((await t.app.inject({ method: 'GET', url: '/sub/not-a-real-token-000000' })).statusCode).toBe(404);
      // A token longer than any route parameter is refused as the API refuses one, not answered with the panel's page.
      const tooLong = await t.app.inject({ method: 'GET', url: `/sub/${'x'.repeat(8000)}` });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.headers['content-type']).toMatch(/^application\/json/);
      expect(tooLong.json()).toMatchObject({ errors: ['بخشی از نشانی درخواست بیش از حد بلند است'] });
      const radiusOnly = await one(radius50);
      expect(radiusOnly.subscription_url).toBe('');
      await t.request('POST', '/api/services/resetlink', { token: r.token, body: { service_id: s.id } });
      expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    });

    it('gives an OpenVPN file with the account’s own credentials inline, and nothing else on disk', async () => {
      const s = await one(radius50);
      const q = (user: string, pass: string, file: string) =>
        t.request<{ filename: string; content: string }>(
          'GET',
          `/api/ovpn/download?user=${encodeURIComponent(user)}&pass=${encodeURIComponent(pass)}&file=${encodeURIComponent(file)}`,
          { token: r.token },
        );
      const ok = await q(s.email, s.password, 'germany-tcp.ovpn');
      expect(ok.status).toBe(200);
      expect(ok.body.filename).toBe('germany-tcp.ovpn');
      expect(ok.body.content).toContain(`<auth-user-pass>\n${s.email}\n${s.password}\n</auth-user-pass>`);
      expect(ok.body.content).not.toMatch(/^auth-user-pass$/m);
      expect((await q(s.email, 'wrong', 'germany-tcp.ovpn')).status).toBe(404);
      expect((await q(s.email, s.password, '../../../etc/passwd')).status).toBe(404);
      expect((await q(s.email, s.password, 'unknown.ovpn')).status).toBe(404);
      expect((await t.request<string[]>('GET', '/api/ovpn/files', { token: r.token })).body).toEqual([
        'germany-tcp.ovpn',
        'netherlands-udp.ovpn',
      ]);
    });
  });

  describe('customers, referrals, invites and the dashboard', () => {
    it('lists the caller’s customers only, and counts services for the dashboard', async () => {
      const r = await freshReseller(t, 1_000_000);
      const mobile = freshMobile();
      await buy(r.token, { package_id: radius50, mobile, name: 'مشتری داشبورد' });
      const [active] = (await buy(r.token, { package_id: v2ray30, servicewithoutphone: true })).body;
      await simulateUsage(t, active?.id ?? 0, { startedDaysAgo: 1, usedGb: 1 });
      const subs = await t.request<{ data: Array<{ mobile: string }>; last_page: number }>(
        'GET',
        '/api/users/subusers',
        { token: r.token },
      );
      expect(subs.body).toEqual({ data: [expect.objectContaining({ mobile, name: 'مشتری داشبورد' })], last_page: 1 });
      const info = await t.request('GET', '/api/dashboard/resellerinfo', { token: r.token });
      expect(info.body).toEqual({ activeServices: 1, notUsedServices: 1, notPaid: 2, hasRadius: true });
    });

    it('emails the invite link', async () => {
      const r = await freshReseller(t, 0);
      const res = await t.request('POST', '/api/users/sendinvite', {
        token: r.token,
        body: { email: 'friend@example.com' },
      });
      expect(res.status).toBe(200);
      const mail = await t.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('email', '=', 'friend@example.com')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(mail?.body).toContain('/register?code=');
      expect(
        (await t.request('POST', '/api/users/sendinvite', { token: r.token, body: { email: 'not-an-email' } })).status,
      ).toBe(422);
    });

    it('packages come at the caller’s prices; a renewal offers only packages with the same access', async () => {
      const r = await freshReseller(t, 1_000_000, { discount: 90 });
      const groups = await t.request<
        Array<{ name: string; packages: Array<{ id: number; name: string; price: number }> }>
      >('GET', '/api/packages/mypackages', { token: r.token });
      const all = groups.body.flatMap((g) => g.packages);
      expect(all.find((p) => p.name === V2RAY_30)?.price).toBe(135_000);
      expect(all.find((p) => p.name === CUSTOM)?.price).toBe(4500);
      const [s] = (await buy(r.token, { package_id: radius50, servicewithoutphone: true })).body;
      const renewals = await t.request<Array<{ packages: Array<{ name: string }> }>>(
        'GET',
        `/api/packages/mypackages?service_id=${s?.id}`,
        {
          token: r.token,
        },
      );
      expect(renewals.body.flatMap((g) => g.packages).map((p) => p.name)).toEqual([RADIUS_50]);
      const other = await freshReseller(t, 0);
      expect(
        (await t.request('GET', `/api/packages/mypackages?service_id=${s?.id}`, { token: other.token })).status,
      ).toBe(404);
    });

    it('reseller calls answer 401 to the admin', async () => {
      const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
      expect((await t.request('GET', '/api/services', { token: admin })).status).toBe(401);
      expect((await buy(admin, { package_id: v2ray30, servicewithoutphone: true })).status).toBe(401);
    });
  });
});
