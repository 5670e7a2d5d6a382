import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDialog,
  DEMO,
  dialog,
  freshMobile,
  type Harness,
  horizontalOverflow,
  screenshot,
  startHarness,
  visibleLatinWords,
} from './harness';

/** Data the reseller typed or the server made (package names, links, file names), not interface text. */
const DATA_WORDS = ['V2Ray', 'OpenVPN', 'Cisco', 'VLESS', 'RADIUS', 'QR'];

async function openNewService(h: Harness, token: string, viewport: 'desktop' | 'phone' = 'desktop') {
  const page = await h.newPage(viewport, token);
  await page.goto('/newservice');
  await page.getByTestId('package-picker').waitFor();
  return page;
}

const pick = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).click();

/** Every purchase asks first (docs/product/screens.md#new-service): answer «بله، خرید». */
async function buy(page: Page) {
  await page.getByTestId('purchase-submit').click();
  await dialog(page).getByRole('button', { name: 'بله، خرید' }).click();
}

async function balance(page: Page) {
  return page.getByTestId('header-balance').textContent();
}

describe('new service screen', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`newservice: the form, package groups and custom terms fit the screen (${viewport})`, async () => {
      const page = await openNewService(h, token, viewport);
      await page.getByRole('heading', { name: 'خرید سرویس جدید' }).waitFor();
      expect(await page.getByTestId('package-price-1').textContent()).toBe('*****');
      await page.getByTestId('toggle-showprice').click();
      // 150 000 at the demo reseller's discount 90: the server already priced it.
      expect(await page.getByTestId('package-price-1').textContent()).toBe('۱۳۵٬۰۰۰ تومان');
      // A package sold by time alone says so instead of a number of GB.
      await page
        .getByRole('radio', { name: 'یک ماهه نامحدود', exact: true })
        .getByText('۳۰ روز، ترافیک نامحدود')
        .waitFor();
      await pick(page, 'V2Ray دلخواه');
      const terms = page.getByTestId('custom-terms');
      await terms.getByText('از ۱۰ تا ۲۰۰ گیگ').waitFor();
      await terms.getByText('از ۱ تا ۹۰ روز').waitFor();
      // 4 500 per GB (discounted) x 10 GB x 1.1^0 = 45 000.
      expect(await page.getByTestId('custom-price').textContent()).toContain('۴۵٬۰۰۰ تومان');
      await page.getByTestId('custom-gb').fill('20');
      await page.getByTestId('custom-days').fill('60');
      // 4 500 x 20 x 1.1^1 = 99 000.
      await page.getByTestId('custom-price').getByText('۹۹٬۰۰۰ تومان').waitFor();
      await page.getByTestId('custom-days').fill('');
      expect(await page.getByTestId('custom-price').count()).toBe(0);
      await page.getByTestId('custom-days').fill('30');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page, DATA_WORDS)).toEqual([]);
      await screenshot(page, 'newservice-custom');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'newservice');

      // Collapsing a group is remembered.
      await page.getByRole('button', { name: /^V2Ray پرسرعت/ }).click();
      const stored = await page.evaluate(() => localStorage.getItem('openPackageGroups'));
      expect(JSON.parse(stored ?? '[]')).not.toContain('1');
      await page.reload();
      await page.getByTestId('package-picker').waitFor();
      expect(await page.getByRole('radio', { name: 'یک ماهه ۳۰ گیگ', exact: true }).isVisible()).toBe(false);
      await page.getByRole('button', { name: /^V2Ray پرسرعت/ }).click();
    });
  }

  it('newservice: buy a single V2Ray service, read its link, see the QR and download it as PNG', async () => {
    const page = await openNewService(h, token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const before = await balance(page);
    await page.getByTestId('toggle-showprice').click();
    const mobile = freshMobile();
    await page.getByTestId('customer-mobile').fill(mobile);
    await page.getByTestId('customer-name').fill('مشتری آزمایشی');
    await pick(page, 'یک ماهه ۳۰ گیگ');
    await page.getByTestId('purchase-total').getByText('۱۳۵٬۰۰۰ تومان').waitFor();
    await buy(page);

    const modal = page.getByRole('dialog', { name: /ساخته شد/ });
    await modal.waitFor();
    const link = (await modal.getByTestId('service-link-text').textContent()) ?? '';
    expect(link).toMatch(/^vless:\/\//);
    const canvas = modal.getByTestId('service-qr').locator('canvas');
    await canvas.waitFor();
    expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([300, 300]);

    const [download] = await Promise.all([page.waitForEvent('download'), modal.getByTestId('qr-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^service-\d+\.png$/);
    const png = fs.readFileSync(await download.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    await modal.getByTestId('copy-link').click();
    await modal.getByTestId('copy-link').getByText('کپی شد').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(page, 'newservice-created-v2ray');
    await modal.getByTestId('copy-link').getByText('کپی لینک').waitFor();

    // The subscription link and its QR beside the single link, and the customer's page it opens in a browser.
    const subscription = (await modal.getByTestId('subscription-link-text').textContent()) ?? '';
    expect(subscription).toMatch(/^http:\/\/.+\/sub\/[\w-]+$/);
    await modal.getByTestId('qr-kind').getByText('اشتراک', { exact: true }).click();
    expect(await modal.getByTestId('subscription-qr').getAttribute('data-value')).toBe(subscription);
    expect(await modal.getByTestId('open-customer-page').getAttribute('href')).toBe(subscription);

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByTestId('customer-mobile').inputValue()).toBe('');
    expect(await page.getByTestId('customer-name').inputValue()).toBe('');
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="header-balance"]')?.textContent !== text,
      before,
    );
    expect(await balance(page)).not.toBe(before);
  });

  it('newservice: its answer lost, the same purchase sent again makes one service and one debit; answered, the same again is a second', async () => {
    const page = await openNewService(h, token);
    const mobile = freshMobile();
    const servicesOf = async () =>
      (await h.api<{ data: Array<{ id: number }> }>('GET', `/services?search=${mobile}`, { token })).data.length;
    const balanceNow = async () => (await h.api<{ balance: number }>('GET', '/auth/me', { token })).balance;
    const before = await balanceNow();
    // The server sells the first request; its answer never reaches the panel.
    let lost = false;
    await page.route('**/api/services', async (route) => {
      if (lost || route.request().method() !== 'POST') return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const buyOnce = async () => {
      await page.getByTestId('customer-mobile').fill(mobile);
      await page.getByTestId('customer-name').fill('مشتری با اینترنت ضعیف');
      await pick(page, 'یک ماهه ۳۰ گیگ');
      await buy(page);
    };
    await buyOnce();
    await dialog(page).getByText('ارتباط با سرور برقرار نشد').waitFor();
    // Told how to find out without paying twice.
    await dialog(page).getByText('همان را بدون تغییر دوباره بفرستید', { exact: false }).waitFor();
    await screenshot(page, 'newservice-answer-lost');
    await closeDialog(page);
    expect(await servicesOf()).toBe(1);
    // Sent again as it stands: the first answer (the service made), not a second sale.
    await buy(page);
    const modal = page.getByRole('dialog', { name: /ساخته شد/ });
    await modal.waitFor();
    // The reseller is told this is the first request's service, not a second one.
    await modal.getByTestId('replayed-note').getByText('چیزی دوباره انجام یا کسر نشد').waitFor();
    await screenshot(page, 'newservice-replayed');
    expect(await servicesOf()).toBe(1);
    expect(await balanceNow()).toBe(before - 135_000);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    // Answered, the same customer and package again is a second sale.
    await buyOnce();
    await modal.waitFor();
    expect(await modal.getByTestId('replayed-note').count()).toBe(0);
    expect(await servicesOf()).toBe(2);
    expect(await balanceNow()).toBe(before - 270_000);
  });

  it('newservice: the customer search finds a customer from 4 digits and the purchase goes to them', async () => {
    const page = await openNewService(h, token, 'phone');
    const field = page.getByTestId('customer-mobile');
    await field.fill('093');
    expect(await page.getByRole('option').count()).toBe(0);
    await field.fill('0935123');
    const option = page.getByRole('option', { name: /09351234567/ });
    await option.waitFor();
    await screenshot(page, 'newservice-customer-search');
    await option.click();
    expect(await field.inputValue()).toBe('09351234567');
    await page.getByText('انتخاب شده: علی احمدی').waitFor();
  });

  it('newservice: picking a customer fills in their name; another name says before buying that it renames them', async () => {
    const page = await openNewService(h, token, 'phone');
    const field = page.getByTestId('customer-mobile');
    const top = await field.evaluate((e) => e.getBoundingClientRect().top);
    await field.fill('0935123');
    await page.getByRole('option', { name: /09351234567/ }).click();
    expect(await page.getByTestId('customer-name').inputValue()).toBe('علی احمدی');
    expect(await page.getByTestId('customer-rename-note').count()).toBe(0);
    // The picked customer's hint goes under the field: the field stays where it was.
    expect(await field.evaluate((e) => e.getBoundingClientRect().top)).toBe(top);
    await page.getByTestId('customer-name').fill('علی احمدی‌نژاد');
    expect(await page.getByTestId('customer-rename-note').textContent()).toContain('«علی احمدی»');
    await screenshot(page, 'newservice-customer-rename');
    // Typed back, nothing is renamed and nothing is said.
    await page.getByTestId('customer-name').fill('علی احمدی');
    expect(await page.getByTestId('customer-rename-note').count()).toBe(0);
  });

  it('newservice: a batch count that is not a whole number of 1 or more is refused before buying', async () => {
    const page = await openNewService(h, token);
    await page.getByText('اکانت گروهی', { exact: true }).click();
    await pick(page, 'ترکیبی یک ماهه ۶۰ گیگ');
    const count = page.getByTestId('batch-count');
    for (const typed of ['', '0', '-5', '2.5']) {
      await count.fill(typed);
      await count.blur();
      expect(await page.getByTestId('purchase-submit').isDisabled(), `count «${typed}»`).toBe(true);
      await page.getByText('تعداد باید عددی صحیح و دست‌کم ۱ باشد').waitFor();
    }
    await count.fill('2');
    expect(await page.getByTestId('purchase-submit').isDisabled()).toBe(false);
    expect(await page.getByText('تعداد باید عددی صحیح و دست‌کم ۱ باشد').count()).toBe(0);
  });

  it('newservice: buy a RADIUS service without a mobile, see username, password and the OpenVPN files', async () => {
    const page = await openNewService(h, token, 'phone');
    await page.getByTestId('without-phone').check();
    expect(await page.getByTestId('customer-mobile').count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('setting'))) ?? '{}').servicewithoutphone).toBe(
      true,
    );
    await pick(page, 'یک ماهه ۵۰ گیگ OpenVPN');
    await buy(page);
    const modal = page.getByRole('dialog', { name: /ساخته شد/ });
    await modal.waitFor();
    const username = await modal.getByTestId('radius-username').textContent();
    const password = await modal.getByTestId('radius-password').textContent();
    expect(username).toBeTruthy();
    expect(password).toBeTruthy();
    await modal.getByTestId('ovpn-file').first().waitFor();
    expect(await modal.getByTestId('ovpn-file').allTextContents()).toEqual([
      expect.stringContaining('germany-tcp.ovpn'),
      expect.stringContaining('netherlands-udp.ovpn'),
    ]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'newservice-created-radius');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'دانلود germany-tcp.ovpn' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('germany-tcp.ovpn');
    const content = fs.readFileSync(await download.path(), 'utf8');
    expect(content).toContain(String(username));
    await page.keyboard.press('Escape');
    await page.getByTestId('without-phone').uncheck();
  });

  it('newservice: buy a batch of 3 and get its file, named for it, with every service’s links and credentials', async () => {
    const page = await openNewService(h, token);
    await page.getByText('اکانت گروهی', { exact: true }).click();
    await page.getByTestId('batch-count').fill('3');
    await page.getByTestId('batch-description').fill('فروش آزمایشی');
    await pick(page, 'ترکیبی یک ماهه ۶۰ گیگ');
    await page.getByTestId('purchase-submit').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog(page).getByRole('button', { name: 'بله، خرید' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^batch-\d+_1\d{3}-\d\d-\d\d_3-services\.txt$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    // A heading, then a block per account: credentials (RADIUS), subscription and link (V2Ray), as the group's file.
    const blocks = text.trim().split('\n\n').slice(1);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      expect(block).toMatch(/^نام کاربری: \S+$/m);
      expect(block).toMatch(/^لینک اشتراک: http\S+$/m);
      expect(block).toMatch(/^لینک اتصال: vless:\/\/\S+$/m);
    }
    await page.getByTestId('batch-result').getByText('۳ سرویس ساخته شد').waitFor();
    await screenshot(page, 'newservice-batch-done');
    expect(h.pageErrors).toEqual([]);
  });
});
