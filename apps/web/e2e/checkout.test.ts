import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  horizontalOverflow,
  type ProviderFakes,
  screenshot,
  startHarness,
  startProviderFakes,
  visibleLatinWords,
} from './harness';
import { closeAlert, methodId, newStoreReseller, packageId, productToken, type StoreReseller } from './store-helpers';

interface Service {
  link: string;
  subscription_url: string;
}
interface PublicOrder {
  status: number;
  status_label: string;
  service: Service | null;
}

describe('store checkout (public pages)', () => {
  let fakes: ProviderFakes;
  let h: Harness;
  beforeAll(async () => {
    fakes = await startProviderFakes();
    // The worker's store pass (delivery after a top-up) runs every half second here.
    h = await startHarness({ env: { ...fakes.env, STORE_INTERVAL_MS: '500' } });
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  const balance = async (r: StoreReseller) =>
    (await h.api<{ balance: number }>('GET', '/auth/me', { token: r.token })).balance;

  /** A store named «فروشگاه آلفا» selling 150 000 Toman's package for 250 000, through Zarinpal (1st) and card (2nd, +10%). */
  async function openStore(startBalance: number) {
    const r = await newStoreReseller(h, startBalance);
    await h.api('POST', '/users/support', {
      token: r.token,
      body: { supportlink: 'https://t.me/alpha_help', store: 'فروشگاه آلفا', servicename: 'آلفانت' },
    });
    const product = await h.api<{ link: string }>('POST', '/products', {
      token: r.token,
      body: {
        name: 'اشتراک یک ماهه',
        price: 250_000,
        package_id: await packageId(h, r.token, 'یک ماهه ۳۰ گیگ'),
        active: true,
      },
    });
    const config = (code: string, order: number, changepercent: number, items: { name: string; value: string }[]) =>
      methodId(h, r.token, code).then((payment_method_id) =>
        h.api('POST', '/paymentmethods', {
          token: r.token,
          body: { payment_method_id, active: true, order, changepercent, items },
        }),
      );
    await config('card', 2, 110, [
      { name: 'card_number', value: '6037991234567890' },
      { name: 'holder_name', value: 'علی رضایی' },
    ]);
    await config('zarinpal', 1, 100, [{ name: 'merchant_id', value: fakes.zarinpalMerchantId }]);
    // An inactive gateway is not offered.
    await h.api('POST', '/paymentmethods', {
      token: r.token,
      body: {
        payment_method_id: await methodId(h, r.token, 'card'),
        active: false,
        order: 0,
        changepercent: 90,
        items: [],
      },
    });
    return { r, token: productToken(product.link) };
  }

  /** Latin words of the order page's own text; the addresses in its code blocks are data. */
  const interfaceLatin = (page: Page, allow: string[]) =>
    page.getByTestId('order-view').evaluate((el, allowed) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const code of copy.querySelectorAll('pre, code')) code.remove();
      return (copy.textContent?.match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? []).filter((w) => !allowed.includes(w));
    }, allow);

  const orderToken = (page: Page) => new URL(page.url()).pathname.split('/order/')[1] ?? '';

  async function checkout(page: Page, token: string, contact: string, method: string) {
    await page.goto(`/buy/${token}`);
    await page.getByTestId('checkout').waitFor();
    await page.getByTestId('checkout-contact').fill(contact);
    await page.getByRole('radio', { name: method }).check();
    await page.getByTestId('checkout-submit').click();
  }

  async function expectWorkingService(page: Page) {
    const delivered = page.getByTestId('delivered-service');
    await delivered.waitFor({ timeout: 15_000 });
    const order = await h.api<PublicOrder>('GET', `/shop/orders/${orderToken(page)}`);
    expect(order.status).toBe(2);
    const service = order.service as Service;
    expect(service.link).toMatch(/^vless:\/\//);
    expect(await delivered.getByTestId('service-link-text').textContent()).toBe(service.link);
    expect(await delivered.getByTestId('service-qr').getAttribute('data-value')).toBe(service.link);
    await page.waitForFunction(() => {
      const canvas = document.querySelector('[data-testid="service-qr"] canvas') as HTMLCanvasElement | null;
      return canvas !== null && canvas.width > 0;
    });
    // The subscription a client imports serves this very link.
    const sub = await fetch(service.subscription_url);
    expect(sub.ok).toBe(true);
    expect(Buffer.from(await sub.text(), 'base64').toString('utf8')).toContain(service.link);
    return service;
  }

  it('checkout: phone-first page, pay through Zarinpal, the delivered link and QR, reachable again by URL', async () => {
    const { r, token } = await openStore(1_000_000);
    const before = await balance(r);
    const page = await h.newPage('phone');
    await page.goto(`/buy/${token}`);
    await page.getByTestId('checkout').waitFor();
    expect(await page.getByTestId('store-name').textContent()).toBe('فروشگاه آلفا');
    expect(await page.getByTestId('service-name').textContent()).toBe('آلفانت');
    expect(await page.getByTestId('product-title').textContent()).toBe('اشتراک یک ماهه');
    expect(await page.getByTestId('product-price').textContent()).toBe('۲۵۰٬۰۰۰ تومان');
    // Active methods in their order, each with its changepercent applied.
    expect(await page.getByTestId('checkout-method-name').allTextContents()).toEqual(['زرین‌پال', 'کارت به کارت']);
    expect(await page.getByTestId('checkout-method-amount').allTextContents()).toEqual([
      '۲۵۰٬۰۰۰ تومان',
      '۲۷۵٬۰۰۰ تومان',
    ]);
    expect(await page.getByRole('radio', { name: 'زرین‌پال' }).isChecked()).toBe(true);
    expect(await page.getByTestId('support-link').getAttribute('href')).toBe('https://t.me/alpha_help');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await visibleLatinWords(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'checkout');

    await page.getByTestId('checkout-submit').click();
    await page.getByText('موبایل یا ایمیل را وارد کنید').waitFor();
    await page.getByTestId('checkout-contact').fill('۰۹۳۵۱۱۱۲۲۳۳');
    // The error goes as soon as the field is right, before anything is sent (decision 081).
    await page.getByText('موبایل یا ایمیل را وارد کنید').waitFor({ state: 'detached' });
    await page.getByTestId('checkout-submit').click();
    // Zarinpal's StartPay page (the fake), then back through our callback to the order page.
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await page.waitForURL(/\/order\//);
    const service = await expectWorkingService(page);
    expect(await page.getByTestId('order-status').textContent()).toBe('تحویل شده');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await interfaceLatin(page, ['QR', 'v2rayNG', 'Hiddify', 'Streisand', 'Clash', 'Verge', 'sing-box'])).toEqual(
      [],
    );
    await screenshot(page, 'order-delivered');
    // Delivered from the reseller's balance at the reseller's package price (150 000 x 87% -> 131 000).
    expect(before - (await balance(r))).toBe(131_000);

    const again = await h.newPage('desktop');
    await again.goto(page.url());
    await again.getByTestId('delivered-service').waitFor();
    expect(await again.getByTestId('service-link-text').textContent()).toBe(service.link);
    await screenshot(again, 'order-delivered');

    // The reseller sees it delivered.
    const panel = await h.newPage('desktop', r.token);
    await panel.goto('/store/orders');
    await panel.getByTestId('order-row').first().getByText('تحویل شده').waitFor();
    expect(await panel.getByTestId('order-row').first().getByTestId('order-amount').textContent()).toBe(
      '۲۵۰٬۰۰۰ تومان',
    );
  });

  it('checkout: two gateways of one kind are named apart by what they are and cost, and the one picked is the one paid (decision 019)', async () => {
    const { r, token } = await openStore(1_000_000);
    const add = async (code: string, order: number, items: { name: string; value: string }[]) =>
      h.api('POST', '/paymentmethods', {
        token: r.token,
        body: { payment_method_id: await methodId(h, r.token, code), active: true, order, changepercent: 100, items },
      });
    await add('card', 3, [
      { name: 'card_number', value: '6104337700004321' },
      { name: 'holder_name', value: 'مینا رضایی' },
    ]);
    // Two Zarinpal gateways at one price: nothing a customer sees tells them apart but a number.
    await add('zarinpal', 4, [{ name: 'merchant_id', value: fakes.zarinpalMerchantId }]);
    const page = await h.newPage('phone');
    await page.goto(`/buy/${token}`);
    await page.getByTestId('checkout').waitFor();
    expect(await page.getByTestId('checkout-method-name').allTextContents()).toEqual([
      'زرین‌پال (۱)',
      'کارت به کارت',
      'کارت به کارت',
      'زرین‌پال (۲)',
    ]);
    expect(await page.getByTestId('checkout-method-detail').allTextContents()).toEqual([
      'پرداخت اینترنتی با کارت بانکی',
      'واریز به کارت منتهی به ۷۸۹۰، ۱۰٪ کارمزد',
      'واریز به کارت منتهی به ۴۳۲۱',
      'پرداخت اینترنتی با کارت بانکی',
    ]);
    const names = await page
      .getByTestId('checkout-method')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(4);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await visibleLatinWords(page)).toEqual([]);
    await screenshot(page, 'checkout-methods-apart');

    await page.getByTestId('checkout-contact').fill('09351112266');
    await page.getByRole('radio', { name: /منتهی به ۴۳۲۱/ }).check();
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/order\//);
    const card = page.getByTestId('card-transfer');
    await card.waitFor();
    expect(await card.getByTestId('card-number').textContent()).toBe('6104 3377 0000 4321');
    expect(await page.getByTestId('order-amount').textContent()).toBe('۲۵۰٬۰۰۰ تومان');
  });

  it('checkout: a payer who cancels at Zarinpal sees the order failed', async () => {
    const { token } = await openStore(1_000_000);
    const page = await h.newPage('phone');
    await checkout(page, token, 'buyer@example.com', 'زرین‌پال');
    await page.getByRole('button', { name: 'انصراف' }).click();
    await page.waitForURL(/\/order\//);
    await page.getByTestId('order-failed').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('ناموفق یا لغو شده');
    await screenshot(page, 'order-failed');
  });

  it('checkout: card-to-card, the reference is sent, the reseller confirms and the customer sees the service', async () => {
    const { r, token } = await openStore(1_000_000);
    const page = await h.newPage('phone');
    await checkout(page, token, 'buyer@example.com', 'کارت به کارت');
    await page.waitForURL(/\/order\//);
    const card = page.getByTestId('card-transfer');
    await card.waitFor();
    expect(await page.getByTestId('order-amount').textContent()).toBe('۲۷۵٬۰۰۰ تومان');
    expect(await card.getByTestId('card-number').textContent()).toBe('6037 9912 3456 7890');
    expect(await card.getByTestId('card-holder').textContent()).toBe('به نام علی رضایی');
    expect(await page.getByTestId('order-status').textContent()).toBe('در انتظار پرداخت');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await interfaceLatin(page, ['buyer', 'example.com'])).toEqual([]);
    await screenshot(page, 'order-card');
    await card.getByTestId('card-reference-submit').click();
    await card.getByText('شماره‌ی پیگیری واریز را وارد کنید').waitFor();
    await card.getByTestId('card-reference').fill('۴۴۵۵۶۶');
    // The error goes as soon as the field is filled in, before anything is sent (decision 081).
    await card.getByText('شماره‌ی پیگیری واریز را وارد کنید').waitFor({ state: 'detached' });
    await card.getByTestId('card-reference-submit').click();
    await page.getByTestId('card-waiting').getByText('شماره‌ی پیگیری 445566 ثبت شد', { exact: false }).waitFor();
    await screenshot(page, 'order-card-waiting');

    const panel = await h.newPage('desktop', r.token);
    await panel.goto('/store/orders');
    const row = panel.getByTestId('order-row').first();
    await row.getByText('در انتظار تأیید واریز').waitFor();
    await row.getByTestId('review-order').click();
    expect(await panel.getByTestId('review-reference').textContent()).toBe('445566');
    await panel.getByTestId('confirm-order').click();
    await closeAlert(panel, 'واریز تأیید شد و سرویس تحویل شد');

    // The customer's open page picks the delivery up by itself.
    await expectWorkingService(page);
  });

  it('checkout: card-to-card rejected by the reseller shows the order failed', async () => {
    const { r, token } = await openStore(1_000_000);
    const page = await h.newPage('phone');
    await checkout(page, token, '09351112244', 'کارت به کارت');
    await page.getByTestId('card-reference').fill('990011');
    await page.getByTestId('card-reference-submit').click();
    await page.getByTestId('card-waiting').waitFor();
    const panel = await h.newPage('desktop', r.token);
    await panel.goto('/store/orders');
    await panel.getByTestId('review-order').click();
    await panel.getByTestId('reject-order').click();
    await closeAlert(panel, 'سفارش رد شد');
    await page.getByTestId('order-failed').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('order-status').textContent()).toBe('ناموفق یا لغو شده');
  });

  it('checkout: an order paid while the balance is short waits, and is delivered after a top-up', async () => {
    const { r, token } = await openStore(0);
    const page = await h.newPage('phone');
    await checkout(page, token, '09351112255', 'کارت به کارت');
    await page.getByTestId('card-reference').fill('556677');
    await page.getByTestId('card-reference-submit').click();
    await page.getByTestId('card-waiting').waitFor();

    const panel = await h.newPage('desktop', r.token);
    await panel.goto('/store/orders');
    await panel.getByTestId('review-order').click();
    await panel.getByTestId('confirm-order').click();
    await closeAlert(panel, 'واریز تأیید شد');
    await panel.getByTestId('order-row').first().getByText('پرداخت شده، در انتظار تحویل').waitFor();
    await page.getByTestId('delivery-waiting').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('order-status').textContent()).toBe('پرداخت شده، در انتظار تحویل');
    await screenshot(page, 'order-paid-waiting');
    const notes = await h.api<{ title: string }[]>('GET', '/notifications/my', { token: r.token });
    expect(notes.map((n) => n.title)).toContain('سفارش فروشگاه در انتظار موجودی');

    await h.api('POST', `/admin/users/${r.id}/balance`, {
      token: await h.adminToken(),
      body: { amount: 500_000, info: 'شارژ آزمون' },
    });
    await expectWorkingService(page);
    expect(await balance(r)).toBe(500_000 - 131_000);
    await panel.reload();
    await panel.getByTestId('order-row').first().getByText('تحویل شده').waitFor();
  });

  it('checkout: a dead product link and an unknown order say so in Persian', async () => {
    const page = await h.newPage('phone');
    await page.goto('/buy/AAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByText('این محصول در دسترس نیست').waitFor();
    expect(await visibleLatinWords(page)).toEqual([]);
    await screenshot(page, 'checkout-missing');
    await page.goto('/order/AAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByText('این سفارش پیدا نشد').waitFor();
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
