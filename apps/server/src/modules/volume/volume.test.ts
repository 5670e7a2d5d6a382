import {
  type AdminTrafficPackage,
  type Service,
  type TrafficPackage,
  toJalaliDate,
  type User,
} from '@pishkhan/contract';
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
  simulateUsage,
  type TestApp,
} from '../../test/helpers.js';

const DAY_S = 86_400;
const V2RAY_30 = 'یک ماهه ۳۰ گیگ'; // 150 000, V2Ray only
const RADIUS_50 = 'یک ماهه ۵۰ گیگ OpenVPN'; // RADIUS only

type ErrorBody = { message: string; errors: string[]; code: string };

describe.each(DIALECTS)('volume services on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  /** 100 GB for 30 days at 900 000 list price. */
  let monthly: AdminTrafficPackage;
  /** 10 GB for 1 day at 100 000, for pools that end within a test. */
  let daily: AdminTrafficPackage;

  const createPackage = async (body: Record<string, unknown>) => {
    const res = await t.request<AdminTrafficPackage>('POST', '/api/admin/trafficpackages', { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    monthly = await createPackage({ name: 'حجمی ۱۰۰ گیگ ماهانه', price: 900_000, transferlimit: 100, days: 30 });
    daily = await createPackage({ name: 'حجمی ۱۰ گیگ یک‌روزه', price: 100_000, transferlimit: 10, days: 1, sort: 1 });
    await t.request('PUT', '/api/admin/settings/trafficgbprice', { token: admin, body: { price: 10_000 } });
  });
  afterAll(() => t.close());

  const volumeReseller = (balance: number, extra: Record<string, unknown> = {}) =>
    freshReseller(t, balance, { volumeservice: true, ...extra });
  const me = async (token: string) => (await t.request<User>('GET', '/api/auth/me', { token })).body;
  const buyPackage = (token: string, package_id: unknown, headers?: Record<string, string>) =>
    t.request<User & ErrorBody>('POST', '/api/trafficservices/package', {
      token,
      body: { package_id },
      ...(headers ? { headers } : {}),
    });
  const extend = (token: string, traffic: unknown) =>
    t.request<User & ErrorBody>('POST', '/api/trafficservices/extend', { token, body: { traffic } });
  const create = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.request<Service[] & ErrorBody>('POST', '/api/services/trafficservice', {
      token,
      body,
      ...(headers ? { headers } : {}),
    });
  const ledgerRows = (userId: number) =>
    t.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const serviceRows = (ownerId: number) =>
    t.db.selectFrom('services').selectAll().where('owner_id', '=', ownerId).orderBy('id').execute();
  const pool = async (userId: number) => {
    const row = await t.db
      .selectFrom('users')
      .select(['traffic_total', 'traffic_used', 'pool_expires_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.traffic_total), used: Number(row.traffic_used), expires: row.pool_expires_at };
  };

  describe('traffic packages', () => {
    it('the admin creates, changes, lists and withdraws them; resellers see those on sale at their price on both paths', async () => {
      const extra = await createPackage({ name: 'حجمی موقت', price: 123_456, transferlimit: 5.5, days: 7, sort: 9 });
      expect(extra).toMatchObject({ price: 123_456, transferlimit: 5.5, days: 7, active: true, sort: 9 });
      const changed = await t.request<AdminTrafficPackage>('PUT', `/api/admin/trafficpackages/${extra.id}`, {
        token: admin,
        body: { price: 200_000 },
      });
      expect(changed.body).toMatchObject({ name: 'حجمی موقت', price: 200_000 });

      const r = await volumeReseller(0, { discount: 90 });
      for (const path of ['/api/packages/trafficpackages', '/api/trafficpackages']) {
        const res = await t.request<TrafficPackage[]>('GET', path, { token: r.token });
        expect(res.status).toBe(200);
        const ours = res.body.filter((p) => [monthly.id, daily.id, extra.id].includes(p.id));
        expect(ours).toEqual([
          { id: monthly.id, name: monthly.name, price: 810_000, transferlimit: 100, days: 30 },
          { id: daily.id, name: daily.name, price: 90_000, transferlimit: 10, days: 1 },
          { id: extra.id, name: 'حجمی موقت', price: 180_000, transferlimit: 5.5, days: 7 },
        ]);
      }

      const withdrawn = await t.request<AdminTrafficPackage>('DELETE', `/api/admin/trafficpackages/${extra.id}`, {
        token: admin,
      });
      expect(withdrawn.body).toMatchObject({ id: extra.id, active: false });
      const onSale = await t.request<TrafficPackage[]>('GET', '/api/trafficpackages', { token: r.token });
      expect(onSale.body.map((p) => p.id)).toEqual(expect.arrayContaining([monthly.id, daily.id]));
      expect(onSale.body.map((p) => p.id)).not.toContain(extra.id);
      const all = await t.request<AdminTrafficPackage[]>('GET', '/api/admin/trafficpackages', { token: admin });
      expect(all.body.find((p) => p.id === extra.id)).toMatchObject({ active: false });
      expect((await t.request('PUT', '/api/admin/trafficpackages/999999', { token: admin, body: {} })).status).toBe(
        404,
      );
    });

    it('refuses bad packages with Persian lines, and admin calls from a reseller', async () => {
      const bad = await t.request<ErrorBody>('POST', '/api/admin/trafficpackages', {
        token: admin,
        body: { name: '', price: 1.5, transferlimit: 0, days: 0 },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('خطا در اطلاعات ورودی');
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          expect.stringContaining('نام بسته نمی‌تواند خالی باشد'),
          expect.stringContaining('قیمت باید عدد صحیح (تومان) باشد'),
          expect.stringContaining('حجم بسته باید بیشتر از صفر باشد'),
          expect.stringContaining('تعداد روز باید دست‌کم ۱ باشد'),
        ]),
      );
      const r = await volumeReseller(0);
      expect((await t.request('GET', '/api/admin/trafficpackages', { token: r.token })).status).toBe(401);
      expect(
        (await t.request('PUT', '/api/admin/settings/trafficgbprice', { token: r.token, body: { price: 1 } })).status,
      ).toBe(401);
    });

    it('a reseller without the volume flag is refused everywhere with a coded Persian 403', async () => {
      const r = await freshReseller(t, 5_000_000);
      for (const res of [
        await t.request<ErrorBody>('GET', '/api/trafficpackages', { token: r.token }),
        await t.request<ErrorBody>('GET', '/api/trafficservices/price', { token: r.token }),
        await buyPackage(r.token, monthly.id),
        await extend(r.token, 5),
        await create(r.token, { traffic: 1, day: 30, servicewithoutphone: true }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          code: 'VOLUME_SERVICE_DISABLED',
          message: 'سرویس حجمی برای حساب شما فعال نیست؛ با پشتیبانی تماس بگیرید',
        });
      }
      expect(await balanceOf(t, r.id)).toBe(5_000_000);
      expect(await serviceRows(r.id)).toHaveLength(0);
    });
  });

  describe('the pool', () => {
    it('buying a package debits once, naming it, and fills the pool for its days', async () => {
      const r = await volumeReseller(2_000_000, { discount: 90 });
      const res = await buyPackage(r.token, monthly.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ balance: 2_000_000 - 810_000, traffic_total: 100, traffic_used: 0 });
      expect(res.body.remain_days).toBe(30);
      const rows = await ledgerRows(r.id);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({ type: 4, amount: -810_000, ref_type: 'traffic_package', ref_id: monthly.id });
      expect(rows[1]?.info).toContain(monthly.name);
      expect(await me(r.token)).toMatchObject({ traffic_total: 100, traffic_used: 0, remain_days: 30 });
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('buying while the pool is live adds the GB and lengthens it; after it ends a new pool begins and old GB lapse', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, daily.id);
      await create(r.token, { traffic: 4, day: 30, servicewithoutphone: true });
      const grown = await buyPackage(r.token, daily.id);
      expect(grown.body).toMatchObject({ traffic_total: 20, traffic_used: 4, remain_days: 2 });

      t.clock.advance(2 * DAY_S + 60);
      expect(await me(r.token)).toMatchObject({ remain_days: 0 });
      const fresh = await buyPackage(r.token, daily.id);
      expect(fresh.body).toMatchObject({ traffic_total: 10, traffic_used: 0, remain_days: 1 });
      expect(await balanceOf(t, r.id)).toBe(700_000);
      expect((await ledgerRows(r.id)).filter((row) => row.type === 4)).toHaveLength(3);
    });

    it('refuses a withdrawn or unknown package, a short balance and bad input, changing nothing', async () => {
      const r = await volumeReseller(899_999);
      const withdrawn = await createPackage({
        name: 'حجمی قدیمی',
        price: 1000,
        transferlimit: 1,
        days: 1,
        active: false,
      });
      for (const id of [withdrawn.id, 999_999]) {
        const res = await buyPackage(r.token, id);
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
      }
      const short = await buyPackage(r.token, monthly.id);
      expect(short.status).toBe(422);
      expect(short.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'موجودی حساب کافی نیست' });
      const bad = await buyPackage(r.token, 'abc');
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual([expect.stringContaining('بسته‌ی حجمی')]);
      expect(await pool(r.id)).toEqual({ total: 0, used: 0, expires: null });
      expect(await balanceOf(t, r.id)).toBe(899_999);
    });

    it('buys a package once per Idempotency-Key', async () => {
      const r = await volumeReseller(5_000_000);
      const headers = { 'idempotency-key': `pool-${r.id}` };
      const results = await Promise.all(Array.from({ length: 5 }, () => buyPackage(r.token, monthly.id, headers)));
      const retry = await buyPackage(r.token, monthly.id, headers);
      for (const res of [...results, retry]) expect(res.body).toEqual(results[0]?.body);
      expect(await balanceOf(t, r.id)).toBe(4_100_000);
      expect(await pool(r.id)).toMatchObject({ total: 100, used: 0 });
    });

    it('pays the referrer their percent of a pool purchase, as for any Toman purchase', async () => {
      const plainToken = await t.login(DEMO_LOGINS.plainReseller.mobile, DEMO_LOGINS.plainReseller.password);
      const plain = await me(plainToken);
      const full = await me(await t.login(DEMO_LOGINS.fullReseller.mobile, DEMO_LOGINS.fullReseller.password));
      await t.request('PUT', `/api/users/${plain.id}`, { token: admin, body: { volumeservice: true } });
      await t.request('POST', `/api/admin/users/${plain.id}/balance`, {
        token: admin,
        body: { amount: 100_000, info: 'شارژ آزمایشی' },
      });
      const before = await balanceOf(t, full.id);
      expect((await buyPackage(plainToken, daily.id)).status).toBe(200);
      // The demo referrer takes 10% of the plain reseller's 100 000.
      expect(await balanceOf(t, full.id)).toBe(before + 10_000);
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('the price of an extra GB is the admin’s GB price at the reseller’s discount; extra GB need a live pool', async () => {
      const r = await volumeReseller(1_000_000, { discount: 85 });
      expect((await t.request('GET', '/api/trafficservices/price', { token: r.token })).body).toEqual({ price: 8_500 });

      const refused = await extend(r.token, 5);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'TRAFFIC_POOL_EXPIRED' });
      expect(await balanceOf(t, r.id)).toBe(1_000_000);

      const bought = await buyPackage(r.token, daily.id); // 85 000
      const expiresBefore = (await pool(r.id)).expires;
      const res = await extend(r.token, 5);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ traffic_total: 15, balance: Number(bought.body.balance) - 42_500 });
      expect((await pool(r.id)).expires).toBe(expiresBefore);
      const last = (await ledgerRows(r.id)).at(-1);
      expect(last).toMatchObject({ type: 4, amount: -42_500, ref_type: 'traffic_pool' });
      expect(last?.info).toContain('حجم اضافه');

      for (const traffic of [0, 1.5, 'x']) {
        const bad = await extend(r.token, traffic);
        expect(bad.status, String(traffic)).toBe(422);
        expect(bad.body.errors.length).toBeGreaterThan(0);
      }
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('extra GB are not sold while the admin’s GB price is unset', async () => {
      await t.request('PUT', '/api/admin/settings/trafficgbprice', { token: admin, body: { price: 0 } });
      try {
        const r = await volumeReseller(1_000_000);
        await buyPackage(r.token, daily.id);
        expect((await t.request('GET', '/api/trafficservices/price', { token: r.token })).body).toEqual({ price: 0 });
        const res = await extend(r.token, 1);
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ code: 'TRAFFIC_GB_NOT_FOR_SALE' });
        expect(await pool(r.id)).toMatchObject({ total: 10 });
      } finally {
        await t.request('PUT', '/api/admin/settings/trafficgbprice', { token: admin, body: { price: 10_000 } });
      }
      expect((await t.request('GET', '/api/admin/settings/trafficgbprice', { token: admin })).body).toEqual({
        price: 10_000,
      });
    });

    it('the admin grants or ends a pool without moving money', async () => {
      const r = await volumeReseller(0);
      const granted = await t.request<User>('PUT', `/api/admin/users/${r.id}/pool`, {
        token: admin,
        body: { traffic_total: 50, traffic_used: 5, days: 10 },
      });
      expect(granted.body).toMatchObject({ traffic_total: 50, traffic_used: 5, remain_days: 10 });
      const ended = await t.request<User>('PUT', `/api/admin/users/${r.id}/pool`, {
        token: admin,
        body: { traffic_total: 50, traffic_used: 5, days: 0 },
      });
      expect(ended.body).toMatchObject({ remain_days: 0 });
      const bad = await t.request<ErrorBody>('PUT', `/api/admin/users/${r.id}/pool`, {
        token: admin,
        body: { traffic_total: 5, traffic_used: 6, days: 1 },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual([expect.stringContaining('حجم مصرف‌شده نمی‌تواند بیشتر از حجم کل باشد')]);
      expect(await ledgerRows(r.id)).toHaveLength(0);
    });
  });

  describe('services from the pool', () => {
    it('a single service takes its GB from the pool, costs no Toman and is queued for the nodes like a purchase', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, monthly.id);
      const balance = await balanceOf(t, r.id);
      const rowsBefore = (await ledgerRows(r.id)).length;
      const mobile = freshMobile();
      const res = await create(r.token, { traffic: 12.5, day: 45, mobile, name: 'مشتری حجمی' });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      const [s] = res.body;
      expect(s).toMatchObject({
        statuscode: 1,
        transfer_enablegb: 12.5,
        remainDays: 45,
        userservice: { is_v2ray: true, is_radius: false, cost: 0, user: { mobile, name: 'مشتری حجمی' } },
      });
      expect(s?.link).toMatch(/^vless:\/\//);
      expect(await pool(r.id)).toMatchObject({ total: 100, used: 12.5 });
      expect(await balanceOf(t, r.id)).toBe(balance);
      expect(await ledgerRows(r.id)).toHaveLength(rowsBefore);
      const [row] = await serviceRows(r.id);
      expect(row).toMatchObject({ days: 45, pool_gb: 12.5, package_id: await demoPackageId(t, V2RAY_30) });
      const jobs = await t.db
        .selectFrom('provisioning_jobs')
        .select('action')
        .where('service_id', '=', s?.id ?? 0)
        .execute();
      expect(jobs).toEqual([{ action: 'add' }]);
      expect(await me(r.token)).toMatchObject({ traffic_used: 12.5, traffic_total: 100 });
    });

    it('a package chosen for its access makes RADIUS accounts; a withdrawn one is refused', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, monthly.id);
      const res = await create(r.token, {
        package_id: await demoPackageId(t, RADIUS_50),
        traffic: 3,
        day: 15,
        servicewithoutphone: true,
      });
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({ link: '', userservice: { is_radius: true, is_v2ray: false } });
      expect(res.body[0]?.email).toMatch(/^pk[a-z0-9]{7}$/);
      const radcheck = await t.db
        .selectFrom('radcheck')
        .select('username')
        .where('username', '=', res.body[0]?.email ?? '')
        .execute();
      expect(radcheck.length).toBeGreaterThan(0);
      const unknown = await create(r.token, { package_id: 999_999, traffic: 3, day: 15, servicewithoutphone: true });
      expect(unknown.body).toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
      expect(await pool(r.id)).toMatchObject({ used: 3 });
    });

    it('a batch draws GB × count at once, with its group and download list, and no Toman', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, daily.id);
      const balance = await balanceOf(t, r.id);
      const res = await create(r.token, { batch: true, count: 3, traffic: 2.5, day: 90, description: 'حجمی گروهی' });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      expect(await pool(r.id)).toMatchObject({ total: 10, used: 7.5 });
      expect(await balanceOf(t, r.id)).toBe(balance);
      const groups = await t.request<{
        data: Array<{ id: number; jdate: string; info: string; count: number; description: string }>;
      }>('GET', '/api/services/servicegroups', { token: r.token });
      expect(groups.body.data[0]).toMatchObject({ count: 3, description: 'حجمی گروهی' });
      expect(groups.body.data[0]?.info).toContain('حجمی');
      const list = await t.request<{ filename: string; content: string }>(
        'GET',
        `/api/services/downloadlist/${groups.body.data[0]?.id}`,
        { token: r.token },
      );
      expect(list.body.filename).toBe(`batch-${groups.body.data[0]?.id}_${groups.body.data[0]?.jdate}_3-services.txt`);
      expect(list.body.content.trim().split('\n\n')).toHaveLength(4);
    });

    it('a pool too short, an ended pool or no pool refuses with the reason, creating and charging nothing', async () => {
      const r = await volumeReseller(1_000_000);
      const none = await create(r.token, { traffic: 1, day: 30, servicewithoutphone: true });
      expect(none.status).toBe(422);
      expect(none.body).toMatchObject({ code: 'TRAFFIC_POOL_EXPIRED' });

      await buyPackage(r.token, daily.id);
      const balance = await balanceOf(t, r.id);
      const short = await create(r.token, { batch: true, count: 4, traffic: 2.6, day: 30 });
      expect(short.status).toBe(422);
      expect(short.body).toMatchObject({
        code: 'TRAFFIC_POOL_SHORT',
        message: 'حجم باقی‌مانده‌ی بسته‌ی حجمی شما کافی نیست',
      });
      expect(short.body.errors[0]).toContain('باقی‌مانده: ۱۰ گیگ');
      expect(await serviceRows(r.id)).toHaveLength(0);
      expect(await t.db.selectFrom('service_groups').select('id').where('owner_id', '=', r.id).execute()).toHaveLength(
        0,
      );
      expect(await pool(r.id)).toMatchObject({ used: 0 });

      t.clock.advance(DAY_S + 60);
      const ended = await create(r.token, { traffic: 1, day: 30, servicewithoutphone: true });
      expect(ended.status).toBe(422);
      expect(ended.body).toMatchObject({
        code: 'TRAFFIC_POOL_EXPIRED',
        message: 'بسته‌ی حجمی شما فعال نیست یا منقضی شده است؛ ابتدا یک بسته‌ی حجمی بخرید',
      });
      expect(await serviceRows(r.id)).toHaveLength(0);
      expect(await balanceOf(t, r.id)).toBe(balance);
    });

    it('bad input answers 422 with a Persian message and one line per problem', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, monthly.id);
      for (const [body, line] of [
        [{ traffic: 0, day: 30, servicewithoutphone: true }, 'حجم باید بیشتر از صفر باشد'],
        [{ day: 30, servicewithoutphone: true }, 'حجم باید عدد باشد'],
        [{ traffic: 'ده', day: 30, servicewithoutphone: true }, 'حجم باید عدد باشد'],
        [{ traffic: 5, day: 20, servicewithoutphone: true }, 'تعداد روز باید یکی از ۱۵، ۳۰، ۴۵، ۶۰ یا ۹۰ باشد'],
        [{ traffic: 5, day: 30, batch: true, count: 0 }, 'تعداد باید دست‌کم ۱ باشد'],
      ] as const) {
        const res = await create(r.token, body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.message).toBe('خطا در اطلاعات ورودی');
        expect(res.body.errors).toEqual([expect.stringContaining(line)]);
      }
      const noCustomer = await create(r.token, { traffic: 5, day: 30 });
      expect(noCustomer.body).toMatchObject({ code: 'CUSTOMER_REQUIRED' });
      const tooMany = await create(r.token, { traffic: 0.1, day: 30, batch: true, count: 501 });
      expect(tooMany.body).toMatchObject({ code: 'BATCH_TOO_LARGE' });
      expect(await pool(r.id)).toMatchObject({ used: 0 });
    });

    it('50 concurrent draws never take more than the pool holds', async () => {
      const r = await volumeReseller(1_000_000);
      await t.request('PUT', `/api/admin/users/${r.id}/pool`, {
        token: admin,
        body: { traffic_total: 3, traffic_used: 0, days: 30 },
      });
      // 0.3 GB ten times is 2.9999999999999996 or 3.0000000000000004 in doubles: exactly ten must fit either way.
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          create(
            r.token,
            i % 2 === 0
              ? { traffic: 0.3, day: 30, servicewithoutphone: true }
              : { traffic: 0.3, day: 15, mobile: freshMobile(), name: `مشتری ${i}` },
          ),
        ),
      );
      const ok = results.filter((res) => res.status === 200);
      expect(ok).toHaveLength(10);
      for (const res of results.filter((x) => x.status !== 200)) {
        expect(res.body).toMatchObject({ code: 'TRAFFIC_POOL_SHORT' });
      }
      const after = await pool(r.id);
      expect(after.used).toBeLessThanOrEqual(after.total + 1e-9);
      expect(after.used).toBeCloseTo(3, 9);
      expect(await serviceRows(r.id)).toHaveLength(10);
      expect(await ledgerRows(r.id)).toHaveLength(1);
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('creates services once per Idempotency-Key', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, monthly.id);
      const headers = { 'idempotency-key': `volume-${r.id}` };
      const body = { traffic: 4, day: 30, servicewithoutphone: true };
      const results = await Promise.all(Array.from({ length: 4 }, () => create(r.token, body, headers)));
      for (const res of results) expect(res.body).toEqual(results[0]?.body);
      expect(await serviceRows(r.id)).toHaveLength(1);
      expect(await pool(r.id)).toMatchObject({ used: 4 });
    });

    it('deleting an unused volume service returns its GB to the pool that paid, never Toman; an ended pool keeps nothing', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, daily.id);
      const [unused] = (await create(r.token, { traffic: 3, day: 30, servicewithoutphone: true })).body;
      const [barely] = (await create(r.token, { traffic: 2, day: 30, servicewithoutphone: true })).body;
      const [spent] = (await create(r.token, { traffic: 1, day: 30, servicewithoutphone: true })).body;
      const balance = await balanceOf(t, r.id);
      const rows = (await ledgerRows(r.id)).length;

      const del = await t.request('DELETE', `/api/services/${unused?.id}`, { token: r.token });
      expect(del.body).toEqual({
        message: 'سرویس حذف شد و حجم آن به بسته‌ی حجمی شما برگشت',
        moneyback: 0,
        trafficback: 3,
      });
      expect(await pool(r.id)).toMatchObject({ used: 3 });

      await simulateUsage(t, barely?.id ?? 0, { startedDaysAgo: 0, usedGb: 0.05 });
      expect((await t.request('DELETE', `/api/services/${barely?.id}`, { token: r.token })).body).toMatchObject({
        moneyback: 0,
        trafficback: 2,
      });
      await simulateUsage(t, spent?.id ?? 0, { startedDaysAgo: 40, usedGb: 0.5 });
      expect((await t.request('DELETE', `/api/services/${spent?.id}`, { token: r.token })).body).toMatchObject({
        moneyback: 0,
        trafficback: 0,
      });
      expect(await pool(r.id)).toMatchObject({ used: 1 });
      expect(await balanceOf(t, r.id)).toBe(balance);
      expect(await ledgerRows(r.id)).toHaveLength(rows);

      const [old] = (await create(r.token, { traffic: 4, day: 30, servicewithoutphone: true })).body;
      t.clock.advance(DAY_S + 60);
      await buyPackage(r.token, daily.id);
      const lapsed = await t.request('DELETE', `/api/services/${old?.id}`, { token: r.token });
      expect(lapsed.body).toEqual({ message: 'سرویس حذف شد', moneyback: 0, trafficback: 0 });
      expect(await pool(r.id)).toMatchObject({ total: 10, used: 0 });
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('renewing a volume service is paid in Toman and ends its claim on the pool; extra traffic is paid in Toman', async () => {
      const r = await volumeReseller(2_000_000);
      await buyPackage(r.token, monthly.id);
      const [s] = (await create(r.token, { traffic: 5, day: 30, servicewithoutphone: true })).body;
      const id = s?.id ?? 0;

      await simulateUsage(t, id, { startedDaysAgo: 10, usedGb: 4.5 });
      const before = await balanceOf(t, r.id);
      const charged = await t.request<Service>('POST', '/api/services/getprice', {
        token: r.token,
        body: { service_id: id },
      });
      // the V2Ray package: 150 000 over 30 GB, and over 30 days (decision 098)
      expect(charged.body).toEqual({ price: 5_000, day_price: 5_000 });
      const more = await t.request<Service>('POST', '/api/services/trafficcharge', {
        token: r.token,
        body: { service_id: id, traffic: 2, expired: toJalaliDate(t.clock.now()) },
      });
      expect(more.status).toBe(200);
      expect(more.body).toMatchObject({ transfer_enablegb: 7, userservice: { cost: 10_000 } });
      expect(await balanceOf(t, r.id)).toBe(before - 10_000);

      const renewed = await t.request<Service>('POST', '/api/services/charge', {
        token: r.token,
        body: { service_id: id, package_id: await demoPackageId(t, V2RAY_30) },
      });
      expect(renewed.status).toBe(200);
      expect(renewed.body.userservice.cost).toBe(150_000);
      expect(await balanceOf(t, r.id)).toBe(before - 160_000);
      const del = await t.request('DELETE', `/api/services/${id}`, { token: r.token });
      expect(del.body).toMatchObject({ moneyback: 150_000, trafficback: 0 });
      expect(await pool(r.id)).toMatchObject({ used: 5 });
      expect(await ledgerMismatches(t)).toEqual([]);
    });
  });

  describe('extra GB for a service from the pool (/services/trafficextend)', () => {
    const extendService = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
      t.request<Service & ErrorBody>('POST', '/api/services/trafficextend', {
        token,
        body,
        ...(headers ? { headers } : {}),
      });
    const serviceRow = (id: number) =>
      t.db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('takes the GB from the pool, sets the expiry, charges its extra days in Toman and turns a finished service back on', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, monthly.id);
      const [s] = (await create(r.token, { traffic: 5, day: 30, servicewithoutphone: true })).body;
      const id = s?.id ?? 0;
      await simulateUsage(t, id, { startedDaysAgo: 10, usedGb: 5 });
      const balance = await balanceOf(t, r.id);
      const rows = (await ledgerRows(r.id)).length;
      const finished = await t.request<{ data: Service[] }>('GET', '/api/services?status=3', { token: r.token });
      expect(finished.body.data.map((x) => x.id)).toContain(id);

      // Two days past the expiry 20 days from now, typed with Persian digits and slashes.
      const day = toJalaliDate(new Date(t.clock.now().getTime() + 22 * 86_400_000));
      const typed = day.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d).replace(/-/g, '/');
      const res = await extendService(r.token, { service_id: id, traffic: 2.5, expired: typed });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        id,
        statuscode: 4,
        transfer_enablegb: 7.5,
        jexpire_in: day,
        userservice: { cost: 10_000 },
      });
      expect(await pool(r.id)).toMatchObject({ total: 100, used: 7.5 });
      // The GB from the pool; the two days in Toman at the package's 5 000 a day, one ledger row.
      expect(await balanceOf(t, r.id)).toBe(balance - 10_000);
      expect(await ledgerRows(r.id)).toHaveLength(rows + 1);
      // The GB it holds from the pool grew with it: what a refund would give back.
      expect(Number((await serviceRow(id)).pool_gb)).toBe(7.5);
      // The nodes are told to let it in again.
      const job = await t.db
        .selectFrom('provisioning_jobs')
        .select(['action'])
        .where('service_id', '=', id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(job?.action).toBe('sync');
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('refuses with a Persian reason and changes nothing: not due, pool short, pool over, no volume service, past date, bad input, another’s service', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, daily.id);
      const [fresh] = (await create(r.token, { traffic: 4, day: 30, servicewithoutphone: true })).body;
      const [used] = (await create(r.token, { traffic: 4, day: 30, servicewithoutphone: true })).body;
      await simulateUsage(t, used?.id ?? 0, { startedDaysAgo: 0, usedGb: 3.8 });
      const other = await volumeReseller(0);
      const snapshot = async () => ({
        pool: await pool(r.id),
        fresh: await serviceRow(fresh?.id ?? 0),
        used: await serviceRow(used?.id ?? 0),
        balance: await balanceOf(t, r.id),
      });
      const before = await snapshot();
      const expect422 = async (body: Record<string, unknown>, code: string, token = r.token, status = 422) => {
        const res = await extendService(token, body);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(res.body.code).toBe(code);
        expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
        return res.body;
      };
      await expect422({ service_id: fresh?.id, traffic: 1, expired: '1499-01-01' }, 'TRAFFIC_NOT_ALLOWED');
      const short = await expect422({ service_id: used?.id, traffic: 3, expired: '1499-01-01' }, 'TRAFFIC_POOL_SHORT');
      expect(short.errors).toEqual(['لازم: ۳ گیگ، باقی‌مانده: ۲ گیگ']);
      await expect422({ service_id: used?.id, traffic: 1, expired: '1400-01-01' }, 'EXPIRY_IN_PAST');
      const bad = await expect422({ service_id: used?.id, traffic: 0.05, expired: '1499-13-01' }, 'VALIDATION');
      expect(bad.errors).toEqual(
        expect.arrayContaining([
          expect.stringContaining('حجم باید دست‌کم ۰٫۱ گیگابایت باشد'),
          expect.stringContaining('تاریخ انقضا باید به شکل'),
        ]),
      );
      await expect422({ service_id: used?.id, traffic: 1, expired: '1499-01-01' }, 'NOT_FOUND', other.token, 404);
      t.clock.advance(DAY_S + 60);
      await expect422({ service_id: used?.id, traffic: 1, expired: '1499-01-01' }, 'TRAFFIC_POOL_EXPIRED');
      expect(await snapshot()).toEqual(before);

      await buyPackage(r.token, daily.id);
      const poolAgain = await pool(r.id);
      await t.request('PUT', `/api/users/${r.id}`, { token: admin, body: { volumeservice: false } });
      await expect422(
        { service_id: used?.id, traffic: 1, expired: '1499-01-01' },
        'VOLUME_SERVICE_DISABLED',
        r.token,
        403,
      );
      expect(await pool(r.id)).toEqual(poolAgain);
      expect(await serviceRow(used?.id ?? 0)).toEqual(before.used);
    });

    it('concurrent extensions never take more than the pool holds, and one Idempotency-Key draws once', async () => {
      const r = await volumeReseller(1_000_000);
      await buyPackage(r.token, daily.id);
      const made = (await create(r.token, { traffic: 1, day: 30, count: 7, batch: true })).body;
      expect(made).toHaveLength(7);
      for (const s of made) await simulateUsage(t, s.id, { startedDaysAgo: 0, usedGb: 1 });
      // 3 GB left: of 7 extensions of 1 GB at once, exactly 3 are made.
      const results = await Promise.all(
        made.map((s) => extendService(r.token, { service_id: s.id, traffic: 1, expired: toJalaliDate(t.clock.now()) })),
      );
      expect(results.filter((res) => res.status === 200)).toHaveLength(3);
      for (const res of results.filter((x) => x.status !== 200)) expect(res.body.code).toBe('TRAFFIC_POOL_SHORT');
      expect(await pool(r.id)).toMatchObject({ total: 10, used: 10 });

      await t.request('PUT', `/api/admin/users/${r.id}/pool`, {
        token: admin,
        body: { traffic_total: 20, traffic_used: 10, days: 30 },
      });
      const target = made.find((_, i) => results[i]?.status !== 200)?.id ?? 0;
      const headers = { 'idempotency-key': `extend-${target}` };
      const body = { service_id: target, traffic: 4, expired: toJalaliDate(t.clock.now()) };
      const again = await Promise.all(Array.from({ length: 4 }, () => extendService(r.token, body, headers)));
      for (const res of again) expect(res.body).toEqual(again[0]?.body);
      expect(again[0]?.body).toMatchObject({ transfer_enablegb: 5 });
      expect(await pool(r.id)).toMatchObject({ used: 14 });
    });
  });
});
