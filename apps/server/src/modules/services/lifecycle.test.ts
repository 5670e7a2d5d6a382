import { type Service, toJalaliDate } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshMobile,
  freshReseller,
  simulateUsage,
  type TestApp,
} from '../../test/helpers.js';

const DAY_MS = 86_400_000;
const GIB = 1024 ** 3;

/** Decision 098: moving a service never renames a customer; terms change at any time, priced; renewals that add. */
describe.each(DIALECTS)('service lifecycle on %s', (dialect) => {
  let t: TestApp;
  let v2ray30: number; // 150 000 for 30 GB and 30 days: 5 000 a GB and a day
  let radius50: number; // 180 000 for 50 GB and 30 days
  let unlimited: number;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    v2ray30 = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    radius50 = await demoPackageId(t, 'یک ماهه ۵۰ گیگ OpenVPN');
    unlimited = await demoPackageId(t, 'یک ماهه نامحدود');
    r = await freshReseller(t, 20_000_000);
  });
  afterAll(() => t.close());

  const post = (path: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.request<Service & { price: number; day_price: number; message: string; errors: string[]; code: string }>(
      'POST',
      `/api/services${path}`,
      { token: r.token, body, ...(headers ? { headers } : {}) },
    );
  const buy = async (body: Record<string, unknown>) => {
    const res = await t.request<Service[]>('POST', '/api/services', { token: r.token, body });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body[0] as Service;
  };
  const ledgerRows = async () =>
    t.db
      .selectFrom('transactions')
      .select(['amount', 'info'])
      .where('user_id', '=', r.id)
      .orderBy('id', 'desc')
      .execute();
  const row = (id: number) => t.db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const listed = async (id: number) =>
    (await t.request<{ data: Service[] }>('GET', `/api/services?search=${id}`, { token: r.token })).body.data.find(
      (s) => s.id === id,
    ) as Service;
  const day = (from: Date, days: number) => toJalaliDate(new Date(from.getTime() + days * DAY_MS));

  describe('change user', () => {
    it('a mobile that is already a customer’s is refused unless that customer is picked, and no one is renamed', async () => {
      const mobile = freshMobile();
      const first = await buy({ package_id: v2ray30, mobile, name: 'مریم رضایی' });
      const second = await buy({ package_id: v2ray30, mobile: freshMobile(), name: 'حسن کاظمی' });
      const before = await row(second.id);

      const typed = await post('/changeuser', { serviceId: second.id, name: 'نام دیگر', mobile });
      expect(typed.status).toBe(422);
      expect(typed.body.message).toBe(
        'این شماره موبایل برای مشتری «مریم رضایی» ثبت است؛ برای انتقال سرویس به او، او را از فهرست انتخاب کنید',
      );
      expect(await row(second.id)).toEqual(before);
      expect((await listed(first.id)).userservice.user.name).toBe('مریم رضایی');

      const customerId = first.userservice.user.id;
      const mismatch = await post('/changeuser', { serviceId: second.id, user_id: customerId, mobile: freshMobile() });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors).toEqual(['شماره موبایل: با مشتری انتخاب‌شده یکی نیست']);

      // Picked: the service moves to her; a name sent along changes nothing of hers.
      const picked = await post('/changeuser', { serviceId: second.id, user_id: customerId, mobile, name: 'نام دیگر' });
      expect(picked.status).toBe(200);
      expect(picked.body.userservice.user).toEqual({ id: customerId, mobile, name: 'مریم رضایی' });
      expect((await listed(first.id)).userservice.user.name).toBe('مریم رضایی');
    });

    it('a new mobile makes a new customer with the name typed; a new one needs a name', async () => {
      const s = await buy({ package_id: v2ray30, servicewithoutphone: true });
      const mobile = freshMobile();
      const nameless = await post('/changeuser', { serviceId: s.id, mobile });
      expect(nameless.status).toBe(422);
      expect(nameless.body.errors).toContain('نام و نام خانوادگی نمی‌تواند خالی باشد');
      const moved = await post('/changeuser', { serviceId: s.id, mobile, name: 'سارا نو' });
      expect(moved.status).toBe(200);
      expect(moved.body.userservice.user).toMatchObject({ mobile, name: 'سارا نو' });
    });
  });

  describe('changing traffic and expiry at any time', () => {
    it('a service at 10 % gets GB and days, each at its price, in one ledger row, once per key', async () => {
      const s = await buy({ package_id: v2ray30, servicewithoutphone: true });
      expect(s.can_add_traffic).toBe(false); // unused: its period has not begun
      const early = await post('/trafficcharge', { service_id: s.id, traffic: 5, expired: day(t.clock.now(), 40) });
      expect(early.body.code).toBe('TRAFFIC_NOT_ALLOWED');
      await simulateUsage(t, s.id, { startedDaysAgo: 5, usedGb: 3 });
      const started = await listed(s.id);
      expect(started).toMatchObject({ usedpercent: 10, can_add_traffic: true });
      expect((await post('/getprice', { service_id: s.id })).body).toEqual({ price: 5_000, day_price: 5_000 });

      const expiry = new Date(started.expire_in as string);
      const body = { service_id: s.id, traffic: 5, expired: day(expiry, 10) };
      const before = await balanceOf(t, r.id);
      const rowsBefore = (await ledgerRows()).length;
      const headers = { 'idempotency-key': `change-${s.id}` };
      const res = await post('/trafficcharge', body, headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ transfer_enablegb: 35, jexpire_in: body.expired, statuscode: 4 });
      const again = await post('/trafficcharge', body, headers);
      expect(again.status).toBe(200);
      expect(await balanceOf(t, r.id)).toBe(before - 75_000); // 5 GB × 5 000 + 10 days × 5 000
      const rows = await ledgerRows();
      expect(rows).toHaveLength(rowsBefore + 1);
      expect(rows[0]).toEqual({ amount: -75_000, info: `افزایش 5 گیگ ترافیک و 10 روز سرویس #${s.id}` });
      expect((await row(s.id)).cost).toBe(150_000 + 75_000);

      // Only the expiry: days alone.
      const later = await post('/trafficcharge', { service_id: s.id, traffic: 0, expired: day(expiry, 12) });
      expect(later.status).toBe(200);
      expect(await balanceOf(t, r.id)).toBe(before - 85_000);
      expect((await ledgerRows())[0]?.info).toBe(`افزایش 2 روز سرویس #${s.id}`);

      const nothing = await post('/trafficcharge', { service_id: s.id, traffic: 0, expired: day(expiry, 12) });
      expect(nothing.status).toBe(422);
      expect(await balanceOf(t, r.id)).toBe(before - 85_000);
    });

    it('an expired service counts its days from today; an unlimited one buys days and no GB', async () => {
      const s = await buy({ package_id: v2ray30, servicewithoutphone: true });
      await simulateUsage(t, s.id, { startedDaysAgo: 40, usedGb: 3 });
      expect(await listed(s.id)).toMatchObject({ statuscode: 2, can_add_traffic: true });
      const before = await balanceOf(t, r.id);
      const res = await post('/trafficcharge', { service_id: s.id, traffic: 0, expired: day(t.clock.now(), 7) });
      expect(res.body).toMatchObject({ statuscode: 4, remainDays: 8 });
      expect(await balanceOf(t, r.id)).toBe(before - 35_000);

      const u = await buy({ package_id: unlimited, servicewithoutphone: true });
      await simulateUsage(t, u.id, { startedDaysAgo: 1, usedGb: 50 });
      const price = (await post('/getprice', { service_id: u.id })).body;
      const expiry = new Date((await listed(u.id)).expire_in as string);
      const gb = await post('/trafficcharge', { service_id: u.id, traffic: 5, expired: day(expiry, 3) });
      expect(gb.status).toBe(422);
      const beforeDays = await balanceOf(t, r.id);
      expect((await post('/trafficcharge', { service_id: u.id, traffic: 0, expired: day(expiry, 3) })).status).toBe(
        200,
      );
      expect(await balanceOf(t, r.id)).toBe(beforeDays - 3 * price.day_price);
    });
  });

  describe('renewal that adds to what is left', () => {
    it.each([
      ['V2Ray', () => v2ray30, 150_000, 30],
      ['RADIUS', () => radius50, 180_000, 50],
    ])(
      '%s: the package’s GB and days go on top of what is left, charged once, usage kept',
      async (_, pkg, price, gb) => {
        const s = await buy({ package_id: pkg(), servicewithoutphone: true });
        await simulateUsage(t, s.id, { startedDaysAgo: 10, usedGb: 12 });
        const now = await listed(s.id);
        const before = await balanceOf(t, r.id);
        const rowsBefore = (await ledgerRows()).length;
        const headers = { 'idempotency-key': `renew-add-${s.id}` };
        const body = { service_id: s.id, package_id: pkg(), mode: 'add' };
        const res = await post('/charge', body, headers);
        expect(res.status).toBe(200);
        expect((await post('/charge', body, headers)).status).toBe(200);
        expect(res.body).toMatchObject({
          transfer_totalgb: 12,
          transfer_enablegb: gb * 2,
          remainDays: 50,
          email: s.email,
          password: s.password,
        });
        expect(new Date(res.body.expire_in as string).getTime()).toBe(
          new Date(now.expire_in as string).getTime() + 30 * DAY_MS,
        );
        expect(await balanceOf(t, r.id)).toBe(before - price);
        const rows = await ledgerRows();
        expect(rows).toHaveLength(rowsBefore + 1);
        expect(rows[0]?.info).toContain('(افزوده به باقی‌مانده)');
        const stored = await row(s.id);
        expect(stored.download_bytes).toBe(Math.round(12 * GIB));
        expect(stored.cost).toBe(price * 2);
      },
    );

    it('what is left of a finished or expired service is nothing; an unused one grows its period', async () => {
      const finished = await buy({ package_id: v2ray30, servicewithoutphone: true });
      await simulateUsage(t, finished.id, { startedDaysAgo: 10, usedGb: 31 });
      const f = await post('/charge', { service_id: finished.id, package_id: v2ray30, mode: 'add' });
      expect(f.body).toMatchObject({ statuscode: 4, transfer_totalgb: 31, transfer_enablegb: 61, remainDays: 50 });

      const expired = await buy({ package_id: v2ray30, servicewithoutphone: true });
      await simulateUsage(t, expired.id, { startedDaysAgo: 40, usedGb: 1 });
      const e = await post('/charge', { service_id: expired.id, package_id: v2ray30, mode: 'add' });
      expect(e.body).toMatchObject({ statuscode: 4, remainDays: 30, transfer_enablegb: 60 });

      const unused = await buy({ package_id: v2ray30, servicewithoutphone: true });
      const u = await post('/charge', { service_id: unused.id, package_id: v2ray30, mode: 'add' });
      expect(u.body).toMatchObject({ statuscode: 1, remainDays: 60, transfer_enablegb: 60, expire_in: null });
    });

    it('the reset mode is still the default, and an unknown mode is a Persian 422', async () => {
      const s = await buy({ package_id: v2ray30, servicewithoutphone: true });
      await simulateUsage(t, s.id, { startedDaysAgo: 10, usedGb: 12 });
      const reset = await post('/charge', { service_id: s.id, package_id: v2ray30 });
      expect(reset.body).toMatchObject({ transfer_totalgb: 0, transfer_enablegb: 30, remainDays: 30 });
      const bad = await post('/charge', { service_id: s.id, package_id: v2ray30, mode: 'queue' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.join(' ')).toContain('نوع تمدید');
    });
  });
});
