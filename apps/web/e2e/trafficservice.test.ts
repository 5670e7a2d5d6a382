import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDialog,
  DEMO,
  dialog,
  dialogGone,
  freshMobile,
  type Harness,
  horizontalOverflow,
  openServiceAction,
  screenshot,
  startHarness,
  visibleLatinWords,
  waitFor,
} from './harness';

/** Package group names of the demo catalogue: data, not interface text. */
const DATA_WORDS = ['V2Ray', 'OpenVPN', 'Cisco'];

interface Me {
  id: number;
  balance: number;
  traffic_total: number;
  traffic_used: number;
  remain_days: number;
}

async function openTrafficService(h: Harness, token: string, viewport: 'desktop' | 'phone' = 'desktop') {
  const page = await h.newPage(viewport, token);
  await page.goto('/trafficservice');
  await page.getByTestId('traffic-pool').waitFor();
  return page;
}

/** Mantine selects: open the field, then click the option. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

describe('volume service screen', () => {
  let h: Harness;
  let token: string;
  const me = () => h.api<Me>('GET', '/auth/me', { token });

  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`trafficservice: the pool, the order toggles, GB and days fit the screen (${viewport})`, async () => {
      const page = await openTrafficService(h, token, viewport);
      await page.getByRole('heading', { name: 'خرید سرویس حجمی' }).waitFor();
      // The demo seed grants a 50 GB pool for 20 days.
      expect(await page.getByTestId('pool-days').textContent()).toBe('۲۰ روز باقی‌مانده');
      expect(await page.getByTestId('pool-left').textContent()).toBe('باقی‌مانده: ۵۰ گیگ');
      expect(await page.getByTestId('volume-traffic-input').inputValue()).toBe('0');
      expect(await page.getByTestId('volume-days').inputValue()).toBe('۳۰ روز');
      // The access choices come with the packages' answer, which may follow the heading.
      const access = await waitFor(
        async () => (await page.getByTestId('volume-access').inputValue()) || undefined,
        'the access choices',
      );
      expect(access).toBe('V2Ray پرسرعت: لینک وی‌تو‌ری');
      expect(await page.getByTestId('volume-submit').isDisabled()).toBe(true);
      await page.getByText('اکانت گروهی', { exact: true }).click();
      await page.getByTestId('batch-count').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page, DATA_WORDS)).toEqual([]);
      await page.getByText('اکانت تکی', { exact: true }).click();
      await page.getByTestId('customer-mobile').waitFor();
      await screenshot(page, 'trafficservice');
      await page.getByTestId('volume-submit').scrollIntoViewIfNeeded();
      await screenshot(page, 'trafficservice-form');
    });
  }

  it('trafficservice: buy a traffic package, then extra GB, into the pool', async () => {
    const page = await openTrafficService(h, token);
    const before = await me();
    await page.getByTestId('toggle-showprice').click();
    // 450 000 at the demo reseller's discount 90.
    await choose(page, 'pool-package', 'حجمی ۵۰ گیگ یک‌ماهه (۵۰ گیگ، ۳۰ روز): ۴۰۵٬۰۰۰ تومان');
    // Spending asks first, naming the package and the amount; «انصراف» spends nothing.
    await page.getByTestId('pool-buy').click();
    await dialog(page).getByText('مبلغ ۴۰۵٬۰۰۰ تومان از موجودی شما کم می‌شود.').waitFor();
    await dialog(page).getByRole('button', { name: 'انصراف' }).click();
    await dialogGone(page);
    expect((await me()).balance).toBe(before.balance);
    await page.getByTestId('pool-buy').click();
    await dialog(page).getByText('حجمی ۵۰ گیگ یک‌ماهه: ۵۰ گیگ، ۳۰ روز').waitFor();
    await dialog(page).getByRole('button', { name: 'بله، خرید' }).click();
    await dialog(page).getByText('بسته‌ی حجمی خریداری شد').waitFor();
    await closeDialog(page);
    await page.getByTestId('pool-days').getByText('۵۰ روز باقی‌مانده').waitFor();
    expect(await page.getByTestId('pool-left').textContent()).toBe('باقی‌مانده: ۱۰۰ گیگ');
    const bought = await me();
    expect(bought.balance).toBe(before.balance - 405_000);
    expect(bought).toMatchObject({ traffic_total: 100, remain_days: 50 });

    // 9 000 per GB at discount 90.
    await page.getByTestId('pool-extra').fill('5');
    await page.getByTestId('pool-extra-price').getByText('هر گیگ ۸٬۱۰۰ تومان؛ مبلغ کل ۴۰٬۵۰۰ تومان').waitFor();
    await page.getByTestId('pool-extend').click();
    await dialog(page).getByText('مبلغ ۴۰٬۵۰۰ تومان از موجودی شما کم می‌شود.').waitFor();
    await dialog(page).getByRole('button', { name: 'بله، خرید' }).click();
    await dialog(page).getByText('حجم اضافه خریداری شد').waitFor();
    await page.getByTestId('pool-left').getByText('۱۰۵ گیگ').waitFor();
    expect(await me()).toMatchObject({ traffic_total: 105, balance: bought.balance - 40_500, remain_days: 50 });
    await closeDialog(page);
    await screenshot(page, 'trafficservice-pool');
  });

  it('trafficservice: a single service from the pool shows processing, then its link, and the form resets', async () => {
    const page = await openTrafficService(h, token);
    const before = await me();
    const mobile = freshMobile();
    await page.getByTestId('customer-mobile').fill(mobile);
    await page.getByTestId('customer-name').fill('مشتری حجمی');
    await page.getByTestId('volume-traffic-input').fill('2.5');
    await choose(page, 'volume-days', '۴۵ روز');
    expect(await page.getByTestId('volume-need').textContent()).toBe('حجم لازم: ۲٫۵ گیگ');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/services/trafficservice', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('volume-submit').click();
    await page.getByTestId('volume-submit').getByText('در حال پردازش...').waitFor();
    expect(await page.getByTestId('volume-submit').isDisabled()).toBe(true);
    release();

    const modal = page.getByRole('dialog', { name: /ساخته شد/ });
    await modal.waitFor();
    expect(await modal.getByTestId('service-link-text').textContent()).toMatch(/^vless:\/\//);
    await modal.getByTestId('service-qr').locator('canvas').waitFor();
    await screenshot(page, 'trafficservice-created');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByTestId('customer-mobile').inputValue()).toBe('');
    expect(await page.getByTestId('customer-name').inputValue()).toBe('');
    expect(await page.getByTestId('volume-traffic-input').inputValue()).toBe('0');
    expect(await page.getByTestId('volume-days').inputValue()).toBe('۳۰ روز');

    const after = await me();
    expect(after.traffic_used).toBeCloseTo(before.traffic_used + 2.5);
    expect(after.balance).toBe(before.balance);
    await page
      .getByTestId('pool-left')
      .getByText(/۱۰۲٫۵ گیگ/)
      .waitFor();

    // Deleted unused, its GB go back to the pool, and the alert says so.
    const found = await h.api<{ data: Array<{ id: number }> }>('GET', `/services?search=${mobile}`, { token });
    const id = found.data[0]?.id ?? 0;
    await page.goto('/services');
    await openServiceAction(page, id, 'حذف');
    await page.getByTestId('delete-service-dialog-confirm').click();
    await dialog(page).getByText('سرویس حذف شد').waitFor();
    await dialog(page).getByText('۲٫۵ گیگ به بسته‌ی حجمی شما بازگشت.').waitFor();
    await closeDialog(page);
    expect((await me()).traffic_used).toBeCloseTo(before.traffic_used);
  });

  it('trafficservice: a batch of 3 accounts with link and credentials downloads the batch’s file', async () => {
    const page = await openTrafficService(h, token, 'phone');
    const before = await me();
    await page.getByText('اکانت گروهی', { exact: true }).click();
    await page.getByTestId('batch-count').fill('3');
    await page.getByTestId('batch-description').fill('فروش حجمی');
    await choose(page, 'volume-access', 'OpenVPN و Cisco: لینک وی‌تو‌ری و اکانت اوپن‌وی‌پی‌ان');
    await page.getByTestId('volume-traffic-input').fill('1');
    expect(await page.getByTestId('volume-need').textContent()).toBe('حجم لازم: ۳ گیگ');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('volume-submit').click()]);
    expect(download.suggestedFilename()).toMatch(/^batch-\d+_1\d{3}-\d\d-\d\d_3-services\.txt$/);
    const blocks = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n\n')
      .slice(1);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      expect(block).toMatch(/^نام کاربری: \S+$/m);
      expect(block).toMatch(/^لینک اتصال: vless:\/\/\S+$/m);
      expect(block).toContain('حجم: ۱ گیگابایت');
    }
    await page.getByTestId('batch-result').getByText('۳ سرویس ساخته شد').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'trafficservice-batch-done');
    const after = await me();
    expect(after.traffic_used).toBeCloseTo(before.traffic_used + 3);
    expect(after.balance).toBe(before.balance);
  });

  it('dashboard and trafficservice: the volume card shows days left, then the expired state', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/');
    const card = page.getByTestId('volume-card');
    await card.waitFor();
    expect(await card.getByTestId('volume-remaining').textContent()).toBe('۵۰ روز باقی‌مانده');
    await screenshot(page, 'dashboard-volume');
    await card.getByTestId('volume-buy').click();
    await page.waitForURL('**/trafficservice');
    await page.getByTestId('traffic-pool').waitFor();

    const { id, traffic_total, traffic_used } = await me();
    await h.api('PUT', `/admin/users/${id}/pool`, {
      token: await h.adminToken(),
      body: { traffic_total, traffic_used, days: 0 },
    });
    await page.goto('/');
    await card.getByTestId('volume-remaining').getByText('منقضی شده').waitFor();
    expect(await card.getByTestId('volume-buy').textContent()).toBe('خرید بسته‌ی حجمی');
    await screenshot(page, 'dashboard-volume-expired');

    const phone = await openTrafficService(h, token, 'phone');
    await phone.getByTestId('pool-days').getByText('منقضی شده').waitFor();
    await phone.getByTestId('volume-pool-warning').waitFor();
    expect(await phone.getByTestId('pool-extend').isDisabled()).toBe(true);
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    expect(await visibleLatinWords(phone, DATA_WORDS)).toEqual([]);
    await screenshot(phone, 'trafficservice-expired');
    await phone.getByTestId('without-phone').check();
    await phone.getByTestId('volume-traffic-input').fill('1');
    await phone.getByTestId('volume-submit').click();
    await dialog(phone).getByText('بسته‌ی حجمی شما فعال نیست یا منقضی شده است؛ ابتدا یک بسته‌ی حجمی بخرید').waitFor();
    expect(await phone.getByTestId('volume-need').textContent()).toBe('حجم لازم: ۱ گیگ');
    expect(await phone.getByText('باقی‌مانده‌ی بسته‌ی حجمی: ۰ گیگ').count()).toBe(1);
    expect(h.pageErrors).toEqual([]);
  });

  it('trafficservice: a reseller without the volume flag is told so', async () => {
    const plain = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
    const page = await h.newPage('phone', plain);
    await page.goto('/trafficservice');
    await page.getByTestId('volume-disabled').getByText('سرویس حجمی برای حساب شما فعال نیست').waitFor();
    expect(await page.getByTestId('traffic-pool').count()).toBe(0);
  });
});
