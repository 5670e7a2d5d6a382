import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type Harness,
  holdRequests,
  horizontalOverflow,
  type ProviderFakes,
  screenshot,
  startHarness,
  startProviderFakes,
  visibleLatinWords,
  waitFor,
} from './harness';

const isShown = (page: Page, testId: string) => page.getByTestId(testId).isVisible();

describe('layout and sidebar', () => {
  let h: Harness;
  // Top-ups are offered only where the server has the provider's credentials (docs/product/top-ups.md#top-ups): the fakes provide them.
  let fakes: ProviderFakes;
  let fullToken: string;
  let plainToken: string;
  beforeAll(async () => {
    fakes = await startProviderFakes();
    h = await startHarness({ env: fakes.env });
    fullToken = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    plainToken = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  it('sidebar: the full reseller sees the store group, the volume link and the rate badges', async () => {
    const page = await h.newPage('desktop', fullToken);
    await page.goto('/');
    await page.getByTestId('dashboard').waitFor();
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    for (const label of ['داشبورد', 'کاربران', 'شارژ حساب', 'فروشگاه', 'تنظیمات']) {
      expect(await sidebar.getByText(label, { exact: true }).first().isVisible()).toBe(true);
    }
    for (const id of [
      'nav-group-store',
      'nav-/trafficservice',
      'nav-/perfectmoney',
      'nav-/tron',
      'nav-/ton',
      'nav-/store/products',
      'nav-/store/orders',
      'nav-/store/paymentmethods',
    ]) {
      expect(await isShown(page, id), id).toBe(true);
    }
    const voucher = page.getByTestId('rate-badge-perfectmoney');
    expect(await voucher.textContent()).toBe('+5');
    expect(await voucher.getAttribute('data-tone')).toBe('positive');
    for (const id of ['rate-badge-tron', 'rate-badge-ton']) {
      const badge = page.getByTestId(id);
      expect(await badge.textContent()).toBe('-3');
      expect(await badge.getAttribute('data-tone')).toBe('negative');
    }
    const [green, red] = await Promise.all(
      ['rate-badge-perfectmoney', 'rate-badge-tron'].map((id) =>
        page.getByTestId(id).evaluate((el) => getComputedStyle(el).backgroundColor),
      ),
    );
    const rgb = (c: string | undefined) => (c?.match(/\d+/g) ?? []).map(Number);
    const [gr, gg] = rgb(green);
    const [rr, rg] = rgb(red);
    expect(gg).toBeGreaterThan(gr ?? 0);
    expect(rr).toBeGreaterThan(rg ?? 0);

    // The sidebar sits on the right (RTL).
    const box = await sidebar.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1366);
    expect(Math.round(box?.width ?? 0)).toBe(256);
    await page.getByTestId('telegram-link').waitFor();
    // The frame (sidebar and header) has no English; the dashboard's server cards carry data words.
    expect(await visibleLatinWords(sidebar)).toEqual([]);
    expect(await visibleLatinWords(page.getByTestId('app-header'))).toEqual([]);
    await screenshot(page, 'layout');
  });

  it('sidebar: the plain reseller sees no store group, volume, voucher or crypto links', async () => {
    const page = await h.newPage('desktop', plainToken);
    await page.goto('/');
    await page.getByTestId('dashboard').waitFor();
    expect(await isShown(page, 'nav-/giftcard')).toBe(true);
    expect(await isShown(page, 'nav-/transactions')).toBe(true);
    for (const id of ['nav-group-store', 'nav-/trafficservice', 'nav-/perfectmoney', 'nav-/tron', 'nav-/ton']) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
  });

  it('sidebar: one link marked as the current page, moving without reloading, and scrolling when taller than the window', async () => {
    const page = await h.newPage('desktop', fullToken);
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.goto('/services');
    await page.getByTestId('services').waitFor();
    const current = () =>
      page
        .locator('[data-testid="sidebar"] a[aria-current="page"]')
        .evaluateAll((links) => links.map((a) => [a.getAttribute('data-testid'), a.getAttribute('data-active')]));
    expect(await current()).toEqual([['nav-/services', 'true']]);
    const tint = (testId: string) => page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await tint('nav-/services')).not.toBe(await tint('nav-/transactions'));

    // A link moves within the page: what the page holds survives, and the current link follows.
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByTestId('nav-/transactions').click();
    await page.waitForURL('**/transactions');
    await waitFor(
      async () => ((await current())[0]?.[0] === 'nav-/transactions' ? true : undefined),
      'the transactions link marked current',
    );
    expect(await current()).toEqual([['nav-/transactions', 'true']]);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // The full reseller's last link is below a 500 px window; the sidebar scrolls to it, the page does not.
    const scroller = page.getByTestId('sidebar-scroll');
    const logout = page.getByTestId('nav-/logout');
    const inView = () =>
      logout.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    expect(await inView()).toBe(false);
    const box = await scroller.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 100);
    await page.mouse.wheel(0, 2000);
    await waitFor(async () => ((await inView()) ? true : undefined), 'the sidebar scrolled to its last link');
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('sidebar on a phone: opens from the header, closes on Escape, outside click and route change', async () => {
    const page = await h.newPage('phone', fullToken);
    await page.goto('/');
    await page.getByTestId('dashboard').waitFor();
    const sidebar = page.getByTestId('sidebar');
    const toggle = page.getByRole('button', { name: 'باز کردن منو' });
    expect(await sidebar.isVisible()).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'layout');

    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    await page.getByTestId('rate-badge-perfectmoney').waitFor();
    await screenshot(page, 'layout-sidebar-open');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });

    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    await page.mouse.click(30, 400);
    await sidebar.waitFor({ state: 'hidden' });

    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    await page.getByTestId('nav-/services').click();
    await page.waitForURL('**/services');
    await sidebar.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'لیست سرویس‌ها' }).waitFor();
  });

  it('header: the eye button shows and hides prices, and the choice persists', async () => {
    const page = await h.newPage('desktop', fullToken);
    await page.goto('/');
    const balance = page.getByTestId('header-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toContain('*****');
    expect(await page.getByTestId('account-balance').textContent()).toBe('*****');
    // Its tooltip says what a click will do, while the mouse is over it, and is gone otherwise.
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.getByRole('button', { name: 'نمایش مبالغ' }).hover();
    expect(await page.getByRole('tooltip').textContent()).toBe('نمایش مبالغ');
    await page.getByRole('button', { name: 'نمایش مبالغ' }).click();
    expect(await page.getByTestId('account-balance').textContent()).toBe('۱٬۷۵۰٬۰۰۰ تومان');
    await page.getByRole('tooltip').getByText('پنهان کردن مبالغ').waitFor();
    await page.mouse.move(600, 400);
    await page.waitForFunction(() => document.querySelector('[role="tooltip"]') === null);
    expect(await page.evaluate(() => localStorage.getItem('setting'))).toBe(
      JSON.stringify({ showprice: true, servicewithoutphone: false }),
    );
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('account-balance').textContent()).toBe('۱٬۷۵۰٬۰۰۰ تومان');
    await page.getByRole('button', { name: 'پنهان کردن مبالغ' }).click();
    expect(await page.getByTestId('account-balance').textContent()).toBe('*****');
  });

  it('phone: every layout screen renders in Persian without sideways scrolling', async () => {
    const page = await h.newPage('phone', fullToken);
    for (const [path, screen] of [
      ['/store/orders', 'store-orders'],
      ['/soon', 'coming-soon'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(screen).waitFor();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page), path).toEqual([]);
    }
  });

  it('protected routes: an admin token on a reseller screen goes to the admin area', async () => {
    const admin = await h.adminToken();
    const page = await h.newPage('desktop', admin);
    await page.goto('/');
    await page.waitForURL('**/admin');
    await page.getByTestId('admin-overview').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(admin);
  });

  it('a screen opened anew shows the waiting state while its code arrives, not an empty page, and warns of nothing', async () => {
    const page = await h.newPage('desktop', plainToken);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const release = await holdRequests(page, /\/assets\/services-[^/]+\.js$/);
    await page.goto('/services');
    await page.getByTestId('loading-screen').waitFor();
    expect(await page.getByTestId('loading-screen').textContent()).toContain('در حال دریافت اطلاعات');
    await screenshot(page, 'screen-opened-anew-waiting');
    release();
    await page.getByTestId('services-panel').waitFor();
    expect(await page.getByTestId('loading-screen').count()).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
