import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, openAdmin } from './admin-helpers';
import {
  dialog,
  dialogGone,
  freshMobile,
  type Harness,
  horizontalOverflow,
  screenshot,
  startHarness,
  VIEWPORTS,
  type ViewportName,
} from './harness';

const V2RAY_30 = 'یک ماهه ۳۰ گیگ'; // 150 000 list
const V2RAY_50 = 'یک ماهه ۵۰ گیگ'; // 220 000 list
const CUSTOM = 'V2Ray دلخواه'; // 5 000 a GB, 10 to 200 GB, 1 to 90 days

interface Reseller {
  id: number;
  token: string;
}

const pick = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).click();

/** Whether the whole of an element is inside the window as it is scrolled now. */
async function inView(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const { height } = page.viewportSize() ?? VIEWPORTS.desktop;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('purchase guards: money asks first and says what is wrong before the click', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const reseller = async (balance: number, extra: Record<string, unknown> = {}): Promise<Reseller> => {
    const admin = await h.adminToken();
    const mobile = freshMobile();
    const user = await h.api<{ id: number }>('POST', '/users', {
      token: admin,
      body: { name: 'فروشنده‌ی آزمون خرید', mobile, password: 'reseller-pass', ...extra },
    });
    if (balance) await adjust(user.id, balance);
    return { id: user.id, token: await h.loginToken(mobile, 'reseller-pass') };
  };
  const adjust = async (id: number, amount: number) =>
    h.api('POST', `/admin/users/${id}/balance`, { token: await h.adminToken(), body: { amount, info: 'آزمون' } });
  const balanceOf = async (r: Reseller) =>
    (await h.api<{ balance: number }>('GET', '/auth/me', { token: r.token })).balance;
  const servicesOf = async (r: Reseller) =>
    (await h.api<{ data: unknown[] }>('GET', '/services', { token: r.token })).data.length;
  const openNewService = async (r: Reseller, viewport: ViewportName) => {
    const page = await h.newPage(viewport, r.token);
    await page.goto('/newservice');
    await page.getByTestId('package-picker').waitFor();
    return page;
  };

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`newservice: a batch asks first with count × price, total and balance after, in figures though prices are hidden; «انصراف» spends nothing (${viewport})`, async () => {
      const r = await reseller(1_000_000);
      const page = await openNewService(r, viewport);
      await page.getByTestId('without-phone').check();
      await page.getByText('اکانت گروهی', { exact: true }).click();
      await page.getByTestId('batch-count').fill('3');
      await pick(page, V2RAY_30);
      // Prices are hidden on screen (the reseller's setting)...
      expect(await page.getByTestId('purchase-total').textContent()).toContain('*****');
      // ...and the total and the button stay in view at the top of the page on a phone: the bar sticks to the bottom.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
      expect(await inView(page, 'purchase-total')).toBe(true);
      expect(await inView(page, 'purchase-submit')).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'purchase-guards-bar');

      await page.getByTestId('purchase-submit').click();
      const question = dialog(page);
      await question.getByText('خرید گروهی سرویس').waitFor();
      // ...but the question that spends the money names the real figures.
      const text = (await question.textContent()) ?? '';
      expect(text).toContain(`بسته: ${V2RAY_30}`);
      expect(text).toContain('۳ سرویس × ۱۵۰٬۰۰۰ تومان');
      expect(text).toContain('مبلغ کل: ۴۵۰٬۰۰۰ تومان');
      expect(text).toContain('موجودی پس از خرید: ۵۵۰٬۰۰۰ تومان');
      await screenshot(page, 'purchase-guards-confirm');
      await question.getByRole('button', { name: 'انصراف' }).click();
      await dialogGone(page);
      expect(await servicesOf(r)).toBe(0);
      expect(await balanceOf(r)).toBe(1_000_000);

      await page.getByTestId('purchase-submit').click();
      await dialog(page).getByRole('button', { name: 'بله، خرید' }).click();
      await expect.poll(() => balanceOf(r), { timeout: 15_000 }).toBe(550_000);
      expect(await servicesOf(r)).toBe(3);
    });

    it(`newservice: a short balance says what is missing before the click and leads to the top-up screen (${viewport})`, async () => {
      const r = await reseller(100_000);
      const page = await openNewService(r, viewport);
      await page.getByTestId('without-phone').check();
      await pick(page, V2RAY_30);
      expect(await page.getByTestId('purchase-submit').count()).toBe(0);
      await page.getByTestId('purchase-shortfall').getByText('موجودی برای این خرید کافی نیست').waitFor();
      await page.getByTestId('toggle-showprice').click();
      await page.getByTestId('purchase-shortfall').getByText('برای این خرید ۵۰٬۰۰۰ تومان موجودی کم دارید').waitFor();
      expect(await inView(page, 'purchase-topup')).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'purchase-guards-short');
      await page.getByTestId('purchase-topup').click();
      await page.waitForURL('**/giftcard');
      // Enough again: the button buys.
      await adjust(r.id, 100_000);
      await page.goto('/newservice');
      await page.getByTestId('package-picker').waitFor();
      await pick(page, V2RAY_30);
      await page.getByTestId('purchase-submit').waitFor();
      expect(await page.getByTestId('purchase-shortfall').count()).toBe(0);
    });

    it(`newservice: a refusal for a short balance offers «افزایش موجودی», which opens the top-up screen (${viewport})`, async () => {
      const r = await reseller(200_000);
      const page = await openNewService(r, viewport);
      await page.getByTestId('without-phone').check();
      await pick(page, V2RAY_30);
      await page.getByTestId('purchase-submit').waitFor();
      // Spent elsewhere meanwhile: the screen still shows the balance it loaded.
      await adjust(r.id, -150_000);
      await page.getByTestId('purchase-submit').click();
      await dialog(page).getByRole('button', { name: 'بله، خرید' }).click();
      const refusal = dialog(page);
      await refusal.getByText('موجودی حساب کافی نیست').waitFor();
      await screenshot(page, 'purchase-guards-refused');
      await refusal.getByRole('button', { name: 'افزایش موجودی' }).click();
      await page.waitForURL('**/giftcard');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await balanceOf(r)).toBe(50_000);
      expect(await servicesOf(r)).toBe(0);
    });

    it(`newservice: custom terms out of range are marked, not clamped, and priced only within the range (${viewport})`, async () => {
      const r = await reseller(1_000_000);
      const page = await openNewService(r, viewport);
      await page.getByTestId('toggle-showprice').click();
      await pick(page, CUSTOM);
      const terms = page.getByTestId('custom-terms');
      await terms.getByText('از ۱۰ تا ۲۰۰ گیگ').waitFor();
      await terms.getByText('از ۱ تا ۹۰ روز').waitFor();
      const gb = page.getByTestId('custom-gb');
      const days = page.getByTestId('custom-days');

      await gb.fill('5');
      if (viewport === 'phone') {
        // The days field scrolled to just under the bar that sticks to the bottom: moving to it with the keyboard
        // brings it out from under the bar.
        const bar = page.getByTestId('order-bar');
        const under = async () => {
          const [field, cover] = [await days.boundingBox(), await bar.boundingBox()];
          if (!field || !cover) throw new Error('no field or bar');
          return field.y + field.height - cover.y;
        };
        await page.evaluate((dy) => window.scrollBy(0, dy), (await under()) - 30);
        expect(await under()).toBeGreaterThan(0);
        await gb.focus();
        await page.keyboard.press('Tab');
        expect(await days.evaluate((e) => e === document.activeElement)).toBe(true);
        expect(await under()).toBeLessThanOrEqual(0);
      }
      await gb.blur();
      // Left as typed, marked, and not priced.
      expect(await gb.inputValue()).toBe('5');
      await terms.getByText('حجم باید دست‌کم ۱۰ گیگ باشد').waitFor();
      expect(await gb.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('custom-price').count()).toBe(0);
      expect(await page.getByTestId('purchase-total').textContent()).toContain('—');
      expect(await page.getByTestId('purchase-submit').isDisabled()).toBe(true);

      await gb.fill('500');
      await days.fill('400');
      await terms.getByText('حجم این بسته حداکثر ۲۰۰ گیگ است').waitFor();
      await terms.getByText('مدت این بسته حداکثر ۹۰ روز است').waitFor();
      expect(await page.getByTestId('custom-price').count()).toBe(0);
      expect(await page.getByTestId('purchase-submit').isDisabled()).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'purchase-guards-custom');

      await gb.fill('20');
      await days.fill('60');
      // 5 000 x 20 x 1.1^1 = 110 000, and the marks go.
      await page.getByTestId('custom-price').getByText('۱۱۰٬۰۰۰ تومان').waitFor();
      expect(await terms.locator('[aria-invalid="true"]').count()).toBe(0);
      expect(await page.getByTestId('purchase-submit').isDisabled()).toBe(false);
    });
  }

  it('store products: a price below the package’s cost shows the loss and asks before saving; the margin otherwise', async () => {
    // Discount 90: the 220 000 package costs this reseller 198 000.
    const r = await reseller(0, { storeenable: true, discount: 90 });
    const page = await h.newPage('phone', r.token);
    await page.goto('/store/products');
    await page.getByTestId('products-empty').waitFor();
    await page.getByTestId('toggle-showprice').click();
    await page.getByTestId('new-product').click();
    const form = page.getByTestId('product-dialog');
    await form.getByTestId('product-name').fill('اشتراک ارزان');
    await form.getByTestId('product-price').fill('150000');
    await form.getByTestId('product-package').click();
    await page.getByRole('option', { name: V2RAY_50, exact: true }).click();
    await form.getByTestId('product-package-price').getByText('۱۹۸٬۰۰۰ تومان').waitFor();
    await form.getByTestId('product-below-cost').getByText('۴۸٬۰۰۰ تومان زیان', { exact: false }).waitFor();
    await form.getByTestId('product-submit').click();
    const confirm = form.getByTestId('product-below-cost-confirm');
    await confirm.getByText('این محصول ۱۵۰٬۰۰۰ تومان فروخته می‌شود', { exact: false }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'purchase-guards-product-below-cost');
    // Nothing is saved until asked.
    expect(await h.api<unknown[]>('GET', '/products/myproducts', { token: r.token })).toEqual([]);
    await confirm.getByRole('button', { name: 'اصلاح قیمت' }).click();
    await form.getByTestId('product-price').fill('250000');
    await form.getByTestId('product-margin').getByText('۵۲٬۰۰۰ تومان').waitFor();
    expect(await form.getByTestId('product-below-cost').count()).toBe(0);
    await form.getByTestId('product-price').fill('150000');
    await form.getByTestId('product-submit').click();
    await confirm.getByTestId('product-below-cost-yes').click();
    await form.waitFor({ state: 'hidden' });
    const [product] = await h.api<Array<{ price: number }>>('GET', '/products/myproducts', { token: r.token });
    expect(product?.price).toBe(150_000);
    await page.getByTestId('product-below-cost-mark').waitFor();
  });

  it('admin rates: a dollar rate far from the current one asks first, naming both; a near one is saved at once', async () => {
    const page = await openAdmin(h, '/admin/rates');
    await page.getByTestId('usd-current').waitFor({ timeout: 20_000 });
    const rate = async () =>
      (await h.api<{ usd_price: number }>('GET', '/admin/rates', { token: await h.adminToken() })).usd_price;
    const before = await rate();
    const tenfold = before * 10;
    await page.getByTestId('usd-price').fill(String(tenfold));
    await page.getByTestId('usd-submit').click();
    const confirm = page.getByTestId('usd-confirm');
    await confirm.getByTestId('usd-confirm-old').getByText(new Intl.NumberFormat('fa-IR').format(before)).waitFor();
    await confirm.getByTestId('usd-confirm-new').getByText('۱۰ برابر نرخ کنونی', { exact: false }).waitFor();
    await adminShot(page, 'purchase-guards-usd-confirm');
    await page.getByRole('button', { name: 'اصلاح نرخ' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rate()).toBe(before);

    // Within half the rate either way: no question.
    const near = Math.round(before * 1.2);
    await page.getByTestId('usd-price').fill(String(near));
    await page.getByTestId('usd-submit').click();
    await expect.poll(rate).toBe(near);
    expect(await confirm.count()).toBe(0);

    await page.getByTestId('usd-price').fill(String(near * 10));
    await page.getByTestId('usd-submit').click();
    await page.getByTestId('usd-confirm-confirm').click();
    await expect.poll(rate).toBe(near * 10);
  });

  it('admin gift cards: a batch asks first, naming count × value and the total; «بازگشت» makes none', async () => {
    const page = await openAdmin(h, '/admin/giftcards');
    await page.getByTestId('admin-giftcards').waitFor({ timeout: 20_000 });
    const batches = async () =>
      (await h.api<{ data: unknown[] }>('GET', '/admin/giftcards/batches', { token: await h.adminToken() })).data
        .length;
    const before = await batches();
    await page.getByTestId('giftcard-amount').fill('50000');
    await page.getByTestId('giftcard-count').fill('10');
    await page.getByTestId('giftcard-submit').click();
    const confirm = page.getByTestId('giftcard-confirm');
    await confirm.getByTestId('giftcard-confirm-batch').getByText('۱۰ کارت × ۵۰٬۰۰۰ تومان').waitFor();
    await confirm.getByTestId('giftcard-confirm-total').getByText('جمع: ۵۰۰٬۰۰۰ تومان').waitFor();
    await adminShot(page, 'purchase-guards-giftcards-confirm');
    await page.getByRole('button', { name: 'بازگشت' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await batches()).toBe(before);

    await page.getByTestId('giftcard-submit').click();
    await page.getByTestId('giftcard-confirm-confirm').click();
    await dialog(page).getByText('۱۰ کارت', { exact: false }).waitFor();
    expect(await batches()).toBe(before + 1);
    expect(h.pageErrors).toEqual([]);
  });
});
