import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, openAdmin } from './admin-helpers';
import { DEMO, type Harness, horizontalOverflow, startHarness, visibleLatinWords } from './harness';

const SECTIONS = [
  'نمای کلی',
  'فروشندگان',
  'گروه‌ها و بسته‌ها',
  'نودها',
  'سرورهای رادیوس',
  'اطلاعات سرورها',
  'قالب‌های اوپن‌وی‌پی‌ان',
  'تراکنش‌ها',
  'کارت‌های هدیه',
  'نرخ ارزها',
  'روش‌های پرداخت',
  'اعلان‌ها',
  'حالت تعمیر',
  'گزارش رویدادها',
  'خروج',
];

/** Each section's path and the test id of its screen (decision 028 built the last of them). */
const SCREENS: Array<[string, string]> = [
  ['/admin/catalogue', 'admin-catalogue'],
  ['/admin/nodes', 'admin-nodes'],
  ['/admin/nas', 'admin-nas'],
  ['/admin/servers', 'admin-servers'],
  ['/admin/openvpn', 'admin-openvpn'],
  ['/admin/giftcards', 'admin-giftcards'],
  ['/admin/rates', 'admin-rates'],
  ['/admin/paymentmethods', 'admin-paymentmethods'],
  ['/admin/notifications', 'admin-notifications'],
  ['/admin/maintenance', 'admin-maintenance'],
];

describe('admin shell', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('admin shell: the admin logs in through the form and lands on /admin with every section in the sidebar', async () => {
    const page = await h.newPage('desktop');
    await page.goto('/login');
    await page.getByLabel(/^شماره موبایل/).fill(DEMO.admin.mobile);
    await page.getByLabel(/^رمز عبور/).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByTestId('admin-overview').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/admin');
    const nav = page.getByTestId('sidebar');
    for (const label of SECTIONS) await nav.getByRole('link', { name: label, exact: true }).waitFor();
    await page.getByTestId('header-role').getByText('نقش: مدیر').waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    expect(await visibleLatinWords(page)).toEqual([]);
    await adminShot(page, 'admin-shell');
  });

  it('admin shell: every section of the nav opens its own screen, none is coming soon', async () => {
    const page = await openAdmin(h, '/admin');
    await page.getByTestId('admin-overview').waitFor({ timeout: 20_000 });
    for (const [path, screen] of SCREENS) {
      await page.getByTestId(`nav-${path}`).click();
      await page.getByTestId(screen).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByTestId('coming-soon').count()).toBe(0);
    }
  });

  it('admin shell: on a phone the sidebar is a drawer over the page that closes on a route change', async () => {
    const page = await openAdmin(h, '/admin', 'phone');
    await page.getByTestId('admin-overview').waitFor({ timeout: 20_000 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar-backdrop').waitFor();
    await adminShot(page, 'admin-drawer');
    await page.getByTestId('nav-/admin/resellers').click();
    await page.getByTestId('admin-resellers').waitFor();
    await page.getByTestId('sidebar-backdrop').waitFor({ state: 'detached' });
  });

  it('admin shell: a reseller cannot open /admin and an admin is sent from the reseller screens to /admin', async () => {
    const resellerToken = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
    const reseller = await h.newPage('desktop', resellerToken);
    for (const path of ['/admin', '/admin/resellers', '/admin/audit']) {
      await reseller.goto(path);
      await reseller.getByTestId('dashboard').waitFor({ timeout: 20_000 });
      expect(new URL(reseller.url()).pathname).toBe('/');
    }
    expect(await reseller.getByTestId('nav-/admin/resellers').count()).toBe(0);

    const admin = await openAdmin(h, '/services');
    await admin.getByTestId('admin-overview').waitFor({ timeout: 20_000 });
    expect(new URL(admin.url()).pathname).toBe('/admin');
    await admin.goto('/transactions');
    await admin.getByTestId('admin-overview').waitFor();
  });

  it('admin shell: the admin logs out from the sidebar', async () => {
    const token = await h.loginToken(DEMO.admin.mobile, DEMO.admin.password);
    const page = await h.newPage('desktop', token);
    await page.goto('/admin');
    await page.getByTestId('admin-overview').waitFor({ timeout: 20_000 });
    await page.getByTestId('nav-/logout').click();
    await page.getByTestId('login-form').waitFor();
    const res = await fetch(`${h.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });
});
