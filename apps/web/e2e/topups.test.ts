import { normalizeText } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, openAdmin } from './admin-helpers';
import {
  closeDialog,
  DEMO,
  dialog,
  type Harness,
  headerBalance,
  horizontalOverflow,
  type ProviderFakes,
  screenshot,
  startHarness,
  startProviderFakes,
  visibleLatinWords,
} from './harness';

/** Demo: dollar 61 500 Toman; the full reseller's pay group adds 5% to vouchers and takes 3% from crypto. */
describe('top-ups: PerfectMoney voucher, TRX and TON wallets', () => {
  let fakes: ProviderFakes;
  let h: Harness;
  let token: string;
  const balance = async () => (await h.api<{ balance: number }>('GET', '/auth/me', { token })).balance;

  beforeAll(async () => {
    fakes = await startProviderFakes();
    h = await startHarness({ env: fakes.env });
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`perfectmoney: the rate, required fields, a voucher charging the panel and a refused one (${viewport})`, async () => {
      const page = await h.newPage(viewport, token);
      await page.goto('/perfectmoney');
      await page.getByRole('heading', { name: 'شارژ با ووچر پرفکت‌مانی' }).waitFor();
      expect(await page.getByTestId('rate-price').textContent()).toBe('هر دلار: ۶۱٬۵۰۰ تومان');
      expect(await page.getByTestId('rate-credit').textContent()).toContain('۶۴٬۵۷۵ تومان');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await screenshot(page, 'perfectmoney');

      await page.getByRole('button', { name: 'ثبت ووچر' }).click();
      await page.getByText('کد ووچر نمی‌تواند خالی باشد').waitFor();
      await page.getByText('کد فعال‌سازی نمی‌تواند خالی باشد').waitFor();

      const voucher = await fakes.issueVoucher('10.00');
      const before = await balance();
      await page.getByTestId('toggle-showprice').click();
      expect(await headerBalance(page)).toBe(before);
      await page.getByLabel(/^کد ووچر/).fill(voucher.evoucher);
      // Each error goes as its own field is filled in (one form behaviour, decision 081).
      await page.getByText('کد ووچر نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
      expect(await page.getByText('کد فعال‌سازی نمی‌تواند خالی باشد').count()).toBe(1);
      await page.getByLabel(/^کد فعال‌سازی/).fill(voucher.activationcode);
      await page.getByText('کد فعال‌سازی نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'ثبت ووچر' }).click();
      const popup = dialog(page);
      await popup.waitFor();
      expect(await popup.locator('.swal2-title').textContent()).toBe(
        'پنل شما با ووچر ۱۰.۰۰ دلاری به مبلغ ۶۴۵٬۷۵۰ تومان شارژ شد',
      );
      expect(await popup.locator('.swal2-icon.swal2-success').count()).toBe(1);
      await screenshot(page, 'perfectmoney-success', { animations: 'allow' });
      expect((await balance()) - before).toBe(645_750);
      // The header shows the new balance without leaving the page.
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before + 645_750);
      await closeDialog(page);
      await popup.waitFor({ state: 'hidden' });
      expect(await page.getByLabel(/^کد ووچر/).inputValue()).toBe('');

      // The same voucher again: the server's Persian refusal in the error dialog, nothing credited.
      await page.getByLabel(/^کد ووچر/).fill(voucher.evoucher);
      await page.getByLabel(/^کد فعال‌سازی/).fill(voucher.activationcode);
      await page.getByRole('button', { name: 'ثبت ووچر' }).click();
      await popup.waitFor();
      expect(await popup.locator('.swal2-title').textContent()).toBe('این ووچر قبلاً در پنل ثبت و شارژ شده است');
      expect(await balance()).toBe(before + 645_750);
    });
  }

  const coins = [
    { path: '/tron', currency: 'TRX', title: 'شارژ با ترون', viewport: 'desktop', price: '۱۵٬۳۷۵', amount: '25' },
    { path: '/ton', currency: 'TON', title: 'شارژ با تون', viewport: 'phone', price: '۳۱۹٬۸۰۰', amount: '1.5' },
  ] as const;
  for (const coin of coins) {
    it(`${coin.path}: no wallet, create it, copy with 2 s feedback, QR, rate, minimum; a deposit charges the panel (${coin.viewport})`, async () => {
      const page = await h.newPage(coin.viewport, token);
      await page.goto(coin.path);
      await page.getByRole('heading', { name: coin.title }).waitFor();
      await page.getByTestId('wallet-missing').waitFor();
      expect(await page.getByTestId('rate-price').textContent()).toContain(`${coin.price} تومان`);
      await page.getByTestId('minimum-note').getByText('حداقل شارژ ۳۰۰٬۰۰۰ تومان است', { exact: false }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await screenshot(page, `${coin.path.slice(1)}-no-wallet`);

      await page.getByTestId('create-wallet').click();
      const address = page.getByTestId('wallet-address');
      await address.waitFor();
      const text = (await address.textContent()) ?? '';
      expect(text).toMatch(coin.currency === 'TRX' ? /^T\w{33}$/ : /^UQ[\w-]{46}$/);
      const qr = page.getByTestId('wallet-qr');
      expect(await qr.getAttribute('data-value')).toBe(text);
      await qr.locator('canvas').waitFor();
      expect((await qr.boundingBox())?.width).toBeLessThanOrEqual(300);

      const copy = page.getByTestId('copy-button');
      const clickedAt = await page.evaluate(() => performance.now());
      await copy.click();
      await copy.getByText('آدرس کپی شد').waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="copy-button"]')?.getAttribute('data-copied') === 'false',
        undefined,
        { timeout: 4000 },
      );
      const copiedFor = (await page.evaluate(() => performance.now())) - clickedAt;
      expect(copiedFor).toBeGreaterThanOrEqual(1900);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page, ['QR', text])).toEqual([]);
      await screenshot(page, `${coin.path.slice(1)}-wallet`);

      // The address is the reseller's for good: a reload shows the same one.
      await page.reload();
      expect(await page.getByTestId('wallet-address').textContent()).toBe(text);

      const before = await balance();
      const paid = await fakes.deposit(text, coin.amount);
      expect(paid.status).toBe(200);
      expect(JSON.parse(paid.answer)).toEqual({ status: 'credited' });
      expect(await balance()).toBeGreaterThan(before + 300_000);
    });
  }

  it('top-ups the pay group does not offer, opened by their address, say so and ask for nothing', async () => {
    const plain = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
    const page = await h.newPage('phone', plain);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(cryptomus|transactions\/usdprice)/.test(path)) asked.push(path);
    });
    for (const [path, title] of [
      ['/perfectmoney', 'شارژ با ووچر پرفکت‌مانی برای حساب شما فعال نیست'],
      ['/tron', 'شارژ با ترون برای حساب شما فعال نیست'],
      ['/ton', 'شارژ با تون برای حساب شما فعال نیست'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId('topup-disabled').waitFor();
      expect(await page.getByTestId('topup-disabled').textContent()).toContain(title);
      expect(await page.getByTestId('voucher-form').count()).toBe(0);
      expect(await page.getByTestId('wallet-panel').count()).toBe(0);
      expect(await dialog(page).count()).toBe(0);
    }
    expect(asked).toEqual([]);
    await screenshot(page, 'topup-disabled');
  });

  it("the admin's rates screen shows TRX and TON now from the gateway, in Toman at the dollar rate", async () => {
    const page = await openAdmin(h, '/admin/rates');
    // The fake gateway prices TRX at 0.25 and TON at 5.2 dollars; the demo dollar is 61 500 Toman.
    const trx = page.getByTestId('coin-TRX');
    const toman = async (coin: string) => {
      const text = normalizeText(await page.getByTestId(coin).innerText());
      return (text.split('\n').find((line) => line.includes('تومان')) ?? text).replace(/\D/g, '');
    };
    await expect.poll(() => toman('coin-TRX'), { timeout: 20_000 }).toBe('15375');
    expect(await toman('coin-TON')).toBe('319800');
    expect(await trx.innerText()).toContain('نرخ کنونی ترون');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await visibleLatinWords(page)).toEqual([]);
    await adminShot(page, 'admin-rates-coins');
  });
});
