import fs from 'node:fs';
import { normalizeText } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, apiReseller, openAdmin } from './admin-helpers';
import { closeDialog, freshMobile, type Harness, horizontalOverflow, startHarness, visibleLatinWords } from './harness';

interface Card {
  serial: string;
  amount: number;
  used: boolean;
  batch_id: number;
}

const BOM = '\uFEFF';

describe('admin money', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('admin gift cards: make a batch, save its CSV (UTF-8 with BOM), see a used card counted and filter the batch by state', async () => {
    const page = await openAdmin(h, '/admin/giftcards');
    await page.getByTestId('admin-giftcards').waitFor({ timeout: 20_000 });
    const label = `نمایشگاه ${Date.now() % 100_000}`;
    await page.getByTestId('giftcard-amount').fill('500');
    await page.getByTestId('giftcard-count').fill('3');
    await page.getByTestId('giftcard-label').fill(label);
    await page.getByTestId('giftcard-submit').click();
    await page.getByText('مبلغ کارت هدیه دست‌کم ۱٬۰۰۰ تومان است').waitFor();
    await page.getByTestId('giftcard-amount').fill('50000');
    await page.getByTestId('giftcard-submit').click();
    // The batch asks first, naming count × value and the total (decision 103).
    await page.getByTestId('giftcard-confirm').getByText('جمع: ۱۵۰٬۰۰۰ تومان').waitFor();
    await page.getByTestId('giftcard-confirm-confirm').click();
    const popup = page.locator('.swal2-popup');
    await popup.getByText('۳ کارت').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.swal2-confirm').click()]);
    expect(download.suggestedFilename()).toMatch(/^giftcards-\d+\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('سریال,مبلغ (تومان),برچسب,وضعیت,زمان استفاده,استفاده‌کننده');
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) expect(line).toContain(`,50000,${label},استفاده نشده,`);
    const serials = lines.slice(1).map((l) => l.split(',')[0] ?? '');

    // A reseller redeems one: the batch shows one of three used.
    const reseller = await apiReseller(h, freshMobile(), 0, 'فروشنده‌ی کارت');
    const token = await h.loginToken(reseller.mobile, 'reseller-pass');
    await h.api('POST', '/giftcards/use', { token, body: { serial: serials[0] } });
    await page.reload();
    const row = page.locator(`[data-testid="batch-row"][data-label="${label}"]`);
    await expect.poll(async () => normalizeText(await row.getByTestId('batch-used').innerText())).toBe('1 از 3');

    // The export from the table carries the new state.
    const [again] = await Promise.all([page.waitForEvent('download'), row.getByTestId('export-batch').click()]);
    const after = fs.readFileSync(await again.path(), 'utf8');
    expect(after.startsWith(BOM)).toBe(true);
    expect(after).toContain(`${serials[0]},50000,${label},استفاده شده,`);
    expect(after).toContain('فروشنده‌ی کارت');

    // The batch's cards, filtered by state in the URL.
    await row.getByRole('link').click();
    await page.getByTestId('admin-giftcard-batch').waitFor();
    await expect.poll(() => page.getByTestId('card-row').count()).toBe(3);
    await page.getByTestId('card-state').getByText('استفاده شده', { exact: true }).click();
    await expect.poll(() => page.getByTestId('card-row').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('state')).toBe('used');
    await page.getByTestId('card-row').getByText('فروشنده‌ی کارت').waitFor();
    await page.getByTestId('card-state').getByText('استفاده نشده', { exact: true }).click();
    await expect.poll(() => page.getByTestId('card-row').count()).toBe(2);
    const batchId = Number(new URL(page.url()).pathname.split('/').pop());
    const unused = await h.api<{ data: Card[] }>('GET', `/admin/giftcards?batch_id=${batchId}&state=unused`, {
      token: await h.adminToken(),
    });
    expect(unused.data.map((c) => c.serial).sort()).toEqual(serials.slice(1).sort());
  });

  it('admin rates: the US dollar rate is shown and changed; too low a rate is refused in Persian', async () => {
    const page = await openAdmin(h, '/admin/rates');
    await page.getByTestId('usd-current').waitFor({ timeout: 20_000 });
    await page.getByTestId('usd-price').fill('500');
    await page.getByTestId('usd-submit').click();
    await page.getByText('نرخ دلار دست‌کم ۱٬۰۰۰ تومان است').waitFor();
    await page.getByTestId('usd-price').fill('91500');
    await page.getByTestId('usd-submit').click();
    await expect
      .poll(async () => normalizeText(await page.getByTestId('usd-current').innerText()).replace(/[^\d]/g, ''))
      .toBe('91500');
    await page.getByTestId('usd-updated').getByText('آخرین تغییر').waitFor();
    const rates = await h.api<{ usd_price: number }>('GET', '/admin/rates', { token: await h.adminToken() });
    expect(rates.usd_price).toBe(91_500);
    // No crypto gateway is configured here: the coin cards say so instead of failing the screen.
    await page.getByTestId('coin-TRX').getByText('اتصال به درگاه ارز دیجیتال برقرار نشد', { exact: false }).waitFor();
  });

  it('admin payment methods: rename one and stop offering it to stores', async () => {
    const admin = await h.adminToken();
    const methods = await h.api<{ id: number; code: string; name: string; active: boolean }[]>(
      'GET',
      '/admin/paymentmethods',
      { token: admin },
    );
    const card = methods.find((m) => m.code === 'card');
    const page = await openAdmin(h, '/admin/paymentmethods');
    const row = page.locator('[data-testid="method-row"][data-code="card"]');
    await row.waitFor({ timeout: 20_000 });
    await row.getByTestId('method-name').fill('');
    await row.getByTestId('method-save').click();
    await row.getByText('نام روش پرداخت نمی‌تواند خالی باشد').waitFor();
    await row.getByTestId('method-name').fill('کارت به کارت بانکی');
    await row.getByTestId('method-save').click();
    await page.locator('.swal2-popup').getByText('روش پرداخت ثبت شد').waitFor();
    await closeDialog(page);
    await row.getByTestId('method-active').click();
    await row.getByText('پیشنهاد نمی‌شود').waitFor();
    const after = await h.api<{ id: number; name: string; active: boolean }[]>('GET', '/admin/paymentmethods', {
      token: admin,
    });
    expect(after.find((m) => m.id === card?.id)).toMatchObject({ name: 'کارت به کارت بانکی', active: false });
    await row.getByTestId('method-active').click();
    await row.getByText('پیشنهاد می‌شود', { exact: true }).waitFor();
  });

  // One form behaviour (docs/decisions/081-one-form-behaviour.md): an error shows on sending and goes as soon as its
  // own field is right, with no second send; another field's error stays until that field is right.
  it('admin gift cards: each error in the batch form goes as its own field is right, the other staying', async () => {
    const page = await openAdmin(h, '/admin/giftcards');
    await page.getByTestId('admin-giftcards').waitFor({ timeout: 20_000 });
    await page.getByTestId('giftcard-count').fill('');
    await page.getByTestId('giftcard-submit').click();
    await page.getByText('مبلغ باید عدد باشد').waitFor();
    await page.getByText('تعداد باید عدد باشد').waitFor();
    await page.getByTestId('giftcard-amount').fill('500');
    await page.getByText('مبلغ باید عدد باشد').waitFor({ state: 'detached' });
    await page.getByText('مبلغ کارت هدیه دست‌کم ۱٬۰۰۰ تومان است').waitFor();
    await page.getByTestId('giftcard-amount').fill('20000');
    await page.getByText('مبلغ کارت هدیه دست‌کم ۱٬۰۰۰ تومان است').waitFor({ state: 'detached' });
    expect(await page.getByText('تعداد باید عدد باشد').count()).toBe(1);
    await page.getByTestId('giftcard-count').fill('2');
    await page.getByText('تعداد باید عدد باشد').waitFor({ state: 'detached' });
  });

  it('admin rates: the dollar rate’s error goes as the rate is right', async () => {
    const page = await openAdmin(h, '/admin/rates');
    await page.getByTestId('usd-current').waitFor({ timeout: 20_000 });
    await page.getByTestId('usd-price').fill('');
    await page.getByTestId('usd-submit').click();
    await page.getByText('نرخ دلار باید عدد باشد').waitFor();
    await page.getByTestId('usd-price').fill('500');
    await page.getByText('نرخ دلار دست‌کم ۱٬۰۰۰ تومان است').waitFor();
    await page.getByTestId('usd-price').fill('90000');
    await page.getByText('نرخ دلار دست‌کم ۱٬۰۰۰ تومان است').waitFor({ state: 'detached' });
  });

  it('admin payment methods: the name’s error goes as the name is filled in', async () => {
    const page = await openAdmin(h, '/admin/paymentmethods');
    const row = page.locator('[data-testid="method-row"][data-code="zarinpal"]');
    await row.waitFor({ timeout: 20_000 });
    const name = await row.getByTestId('method-name').inputValue();
    await row.getByTestId('method-name').fill('');
    await row.getByTestId('method-save').click();
    await row.getByText('نام روش پرداخت نمی‌تواند خالی باشد').waitFor();
    await row.getByTestId('method-name').fill(name);
    await row.getByText('نام روش پرداخت نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
  });

  it('admin payment methods: each gateway key has a Persian name, never its English key', async () => {
    const methods = await h.api<{ code: string; keys: string[] }[]>('GET', '/admin/paymentmethods', {
      token: await h.adminToken(),
    });
    const keys = methods.flatMap((m) => m.keys);
    expect(keys).toEqual(expect.arrayContaining(['merchant_id', 'merchant', 'api_key', 'card_number', 'holder_name']));
    const page = await openAdmin(h, '/admin/paymentmethods');
    await page.getByTestId('methods-table').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="method-row"][data-code="zarinpal"]').getByText('کد مرچنت').waitFor();
    const card = page.locator('[data-testid="method-row"][data-code="card"]');
    await card.getByText('شماره‌ی کارت').waitFor();
    await card.getByText('نام صاحب کارت').waitFor();
    const table = await page.getByTestId('methods-table').innerText();
    for (const key of keys) expect(table).not.toContain(key);
    expect(await visibleLatinWords(page.getByTestId('methods-table'))).toEqual([]);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin money: gift cards, a batch, rates and payment methods fit the screen in Persian (${viewport})`, async () => {
      const admin = await h.adminToken();
      const [card] = await h.api<Card[]>('POST', '/admin/giftcards', {
        token: admin,
        body: { amount: 100_000, count: 2, label: 'دسته‌ی نمونه' },
      });
      const page = await openAdmin(h, '/admin/giftcards', viewport);
      await page.getByTestId('batches-table').waitFor({ timeout: 20_000 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await adminShot(page, 'admin-giftcards');
      await page.goto(`/admin/giftcards/${card?.batch_id}`);
      await page.getByTestId('cards-table').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const serials = (await page.getByTestId('cards-table').innerText()).match(/[A-Za-z][\w-]*/g) ?? [];
      expect(await visibleLatinWords(page, serials)).toEqual([]);
      await adminShot(page, 'admin-giftcard-batch');
      await page.goto('/admin/rates');
      await page.getByTestId('usd-current').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await adminShot(page, 'admin-rates');
      await page.goto('/admin/paymentmethods');
      await page.getByTestId('methods-table').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Nothing scrolled out of sight inside the list either: on a phone each gateway is a card.
      expect(
        await page
          .getByTestId('methods-table')
          .evaluate((t) => (t.parentElement?.scrollWidth ?? 0) - (t.parentElement?.clientWidth ?? 0)),
      ).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await adminShot(page, 'admin-paymentmethods');
    });
  }
});
