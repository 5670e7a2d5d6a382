import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshMobile,
  freshReseller,
  type TestApp,
} from '../../test/helpers.js';

const V2RAY_30 = 'یک ماهه ۳۰ گیگ';
const fragment = (link: string) => decodeURIComponent(link.slice(link.indexOf('#') + 1));
const fromBase64 = (value: string) => Buffer.from(value, 'base64').toString('utf8');

describe.each(DIALECTS)('reseller settings on %s', (dialect) => {
  let t: TestApp;
  let v2ray30: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    v2ray30 = await demoPackageId(t, V2RAY_30);
  });
  afterAll(() => t.close());

  const support = (token: string, body?: Record<string, unknown>) =>
    body === undefined
      ? t.request<Record<string, string>>('GET', '/api/users/support', { token })
      : t.request<Record<string, string>>('POST', '/api/users/support', { token, body });
  const remarks = (token: string, body?: Record<string, unknown>) =>
    body === undefined
      ? t.request<Record<string, unknown>>('GET', '/api/users/remarks', { token })
      : t.request<Record<string, unknown>>('POST', '/api/services/remarks', { token, body });
  it("a reseller who registered without a name names themselves; their referrer and the admin's list see it", async () => {
    const { fullReseller, admin } = DEMO_LOGINS;
    const mobile = freshMobile();
    await t.request('POST', '/api/auth/sendregistertoken', { body: { mobile, code: fullReseller.code } });
    const registered = await t.request('POST', '/api/auth/register', {
      body: { mobile, password: 'nameless-pass', code: fullReseller.code, token: t.codeIn(await t.lastSms(mobile)) },
    });
    expect(registered.status).toBe(200);
    const token = await t.login(mobile, 'nameless-pass');
    const referrer = await t.login(fullReseller.mobile, fullReseller.password);
    const adminToken = await t.login(admin.mobile, admin.password);
    const referred = async () =>
      (
        await t.request<{ data: Array<{ mobile: string; name: string }> }>('GET', '/api/users/referrals', {
          token: referrer,
        })
      ).body.data.find((r) => r.mobile === mobile);
    const listed = async () =>
      (await t.request<{ data: Array<{ name: string }> }>('GET', `/api/users?mobile=${mobile}`, { token: adminToken }))
        .body.data[0];
    expect(await referred()).toMatchObject({ name: '' });

    const named = await t.request<{ name: string; mobile: string }>('POST', '/api/users/name', {
      token,
      body: { name: '  مهدی\nکریمی  ' },
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ name: 'مهدی کریمی', mobile });
    expect(await referred()).toMatchObject({ name: 'مهدی کریمی' });
    expect(await listed()).toMatchObject({ name: 'مهدی کریمی' });

    const long = await t.request<{ errors: string[] }>('POST', '/api/users/name', {
      token,
      body: { name: 'ن'.repeat(101) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual(['نام: حداکثر 100 نویسه مجاز است']);
    expect(await referred()).toMatchObject({ name: 'مهدی کریمی' });

    // Only a reseller names themselves here; the admin's names go through the admin's form.
    expect((await t.request('POST', '/api/users/name', { token: adminToken, body: { name: 'x' } })).status).toBe(401);
  });

  const buy = async (token: string, body: Record<string, unknown>) => {
    const res = await t.request<Service[]>('POST', '/api/services', { token, body: { package_id: v2ray30, ...body } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const listed = async (token: string) =>
    (await t.request<{ data: Service[] }>('GET', '/api/services', { token })).body.data;
  const subscription = (s: Service) => t.app.inject({ method: 'GET', url: new URL(s.subscription_url).pathname });

  describe('support and store', () => {
    it('starts empty, saves a Telegram handle as its link and keeps fields left out', async () => {
      const r = await freshReseller(t, 0);
      expect((await support(r.token)).body).toEqual({ supportlink: '', store: '', servicename: '' });
      const saved = await support(r.token, {
        supportlink: '@alpha_help',
        store: '  فروشگاه   آلفا ',
        servicename: 'آلفا‌نت',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        supportlink: 'https://t.me/alpha_help',
        store: 'فروشگاه آلفا',
        servicename: 'آلفا‌نت',
      });
      expect((await support(r.token, { store: 'فروشگاه بتا' })).body).toEqual({
        supportlink: 'https://t.me/alpha_help',
        store: 'فروشگاه بتا',
        servicename: 'آلفا‌نت',
      });
      expect((await support(r.token, { supportlink: '' })).body.supportlink).toBe('');
      expect((await support(r.token)).body).toEqual({ supportlink: '', store: 'فروشگاه بتا', servicename: 'آلفا‌نت' });
    });

    it('refuses a non-https link and overlong names with Persian lines, saving nothing', async () => {
      const r = await freshReseller(t, 0);
      await support(r.token, { supportlink: 'https://alpha.example/help', store: 'آلفا' });
      const res = await t.request<{ message: string; errors: string[] }>('POST', '/api/users/support', {
        token: r.token,
        body: { supportlink: 'http://alpha.example', store: 'ف'.repeat(61), servicename: 'س'.repeat(41) },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('خطا در اطلاعات ورودی');
      expect(res.body.errors).toEqual([
        expect.stringMatching(/^لینک پشتیبانی: .*https/),
        'نام فروشگاه: حداکثر 60 نویسه مجاز است',
        'نام سرویس: حداکثر 40 نویسه مجاز است',
      ]);
      expect((await support(r.token)).body).toEqual({
        supportlink: 'https://alpha.example/help',
        store: 'آلفا',
        servicename: '',
      });
    });

    it('is each reseller’s own, and answers 401 to the admin and to strangers', async () => {
      const a = await freshReseller(t, 0);
      const b = await freshReseller(t, 0);
      await support(a.token, { store: 'فروشگاه الف' });
      expect((await support(b.token)).body.store).toBe('');
      const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
      expect((await support(admin)).status).toBe(401);
      expect((await remarks(admin, { remarks: 'x' })).status).toBe(401);
      expect((await t.request('GET', '/api/users/remarks')).status).toBe(401);
    });

    it('storeProfile gives the checkout page the saved details, else the reseller’s Telegram as support', async () => {
      const r = await freshReseller(t, 0, { telegram: '@beta_sales' });
      const { profile } = t.app.services;
      expect(await profile.storeProfile(r.id)).toEqual({
        supportlink: 'https://t.me/beta_sales',
        store: '',
        servicename: '',
      });
      await support(r.token, { supportlink: 'https://beta.example/support', store: 'بتا', servicename: 'بتانت' });
      expect(await profile.storeProfile(r.id)).toEqual({
        supportlink: 'https://beta.example/support',
        store: 'بتا',
        servicename: 'بتانت',
      });
    });
  });

  describe('remarks', () => {
    it('start empty with the bulk switch off, save, and refuse characters that would break a link name', async () => {
      const r = await freshReseller(t, 0);
      expect((await remarks(r.token)).body).toEqual({ remarks: '', groupremarks: false });
      expect((await remarks(r.token, { remarks: ' Alpha VPN ', groupremarks: true })).body).toEqual({
        remarks: 'Alpha VPN',
        groupremarks: true,
      });
      const bad = await t.request<{ errors: string[] }>('POST', '/api/services/remarks', {
        token: r.token,
        body: { remarks: 'a#b', groupremarks: 'yes' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual([
        'ریمارک: فقط حرف، عدد، فاصله، نقطه، خط تیره و زیرخط مجاز است',
        'ریمارک کاربران گروهی: باید روشن یا خاموش باشد',
      ]);
      expect((await remarks(r.token)).body).toEqual({ remarks: 'Alpha VPN', groupremarks: true });
    });

    it('name new and existing share links: single services always, batch services only with the switch on', async () => {
      const r = await freshReseller(t, 2_000_000);
      const [single] = await buy(r.token, { mobile: freshMobile(), name: 'سارا' });
      const batch = await buy(r.token, { batch: true, count: 2 });
      if (!single) throw new Error('no service');
      expect(fragment(single.link)).toBe(`${single.id}-سارا`);
      expect(batch.map((s) => fragment(s.link))).toEqual(batch.map((s) => `service-${s.id}`));

      await remarks(r.token, { remarks: 'آلفا', groupremarks: false });
      const byId = new Map((await listed(r.token)).map((s) => [s.id, fragment(s.link)]));
      expect(byId.get(single.id)).toBe(`آلفا-${single.id}`);
      for (const s of batch) expect(byId.get(s.id)).toBe(`service-${s.id}`);
      const [next] = await buy(r.token, { servicewithoutphone: true });
      if (!next) throw new Error('no service');
      expect(fragment(next.link)).toBe(`آلفا-${next.id}`);

      await remarks(r.token, { groupremarks: true });
      const [more] = await buy(r.token, { batch: true, count: 1 });
      if (!more) throw new Error('no service');
      expect(fragment(more.link)).toBe(`آلفا-${more.id}`);
      const after = new Map((await listed(r.token)).map((s) => [s.id, fragment(s.link)]));
      for (const s of batch) expect(after.get(s.id)).toBe(`آلفا-${s.id}`);
      // Another reseller's links keep their own names.
      const other = await freshReseller(t, 500_000);
      const [theirs] = await buy(other.token, { servicewithoutphone: true });
      expect(theirs && fragment(theirs.link)).toBe(`service-${theirs?.id}`);
    });
  });

  describe('subscription', () => {
    it('carries the remark in its links, the service name as profile title and the support link', async () => {
      const r = await freshReseller(t, 500_000, { telegram: 'gamma_help' });
      const [s] = await buy(r.token, { servicewithoutphone: true });
      if (!s) throw new Error('no service');
      const before = await subscription(s);
      expect(before.headers['support-url']).toBe('https://t.me/gamma_help');
      expect(fromBase64(String(before.headers['profile-title']).replace(/^base64:/, ''))).toBe('اشتراک شما');

      await remarks(r.token, { remarks: 'Gamma' });
      await support(r.token, { supportlink: 'https://gamma.example/help', servicename: 'گاما نت' });
      const res = await subscription(s);
      expect(res.statusCode).toBe(200);
      expect(fromBase64(String(res.headers['profile-title']).replace(/^base64:/, ''))).toBe('گاما نت');
      expect(res.headers['support-url']).toBe('https://gamma.example/help');
      const links = fromBase64(res.body).trim().split('\n');
      expect(links.map(fragment)).toEqual([`Gamma-${s.id}`]);
    });
  });
});
