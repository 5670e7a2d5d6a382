import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDialog,
  DEMO,
  type Harness,
  headerBalance,
  horizontalOverflow,
  screenshot,
  startHarness,
  visibleLatinWords,
} from './harness';

describe('gift card', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  const newCard = async (amount: number) => {
    const [card] = await h.api<Array<{ serial: string }>>('POST', '/admin/giftcards', {
      token: await h.adminToken(),
      body: { amount, count: 1, label: 'آزمون' },
    });
    return card?.serial ?? '';
  };

  it('gift card: its answer lost on the way, the same serial sent again gets the first answer, and credits once', async () => {
    const serial = await newCard(50_000);
    const page = await h.newPage('desktop', token);
    await page.goto('/giftcard');
    const before = await h.api<{ balance: number }>('GET', '/auth/me', { token });
    // The server redeems the first request; its answer never reaches the panel.
    let lost = false;
    await page.route('**/api/giftcards/use', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel(/^سریال کارت هدیه/).fill(serial);
    await page.getByRole('button', { name: 'ثبت کارت هدیه' }).click();
    const popup = page.locator('.swal2-popup');
    await popup.waitFor();
    expect(await popup.locator('.swal2-icon.swal2-error').count()).toBe(1);
    await closeDialog(page);
    await popup.waitFor({ state: 'hidden' });
    // Sent again as it stands: the first answer, not «already used».
    await page.getByRole('button', { name: 'ثبت کارت هدیه' }).click();
    await popup.waitFor();
    expect(await popup.locator('.swal2-title').textContent()).toBe('پنل شما به مبلغ ۵۰٬۰۰۰ تومان شارژ شد');
    expect(await popup.locator('.swal2-html-container').textContent()).toContain('چیزی دوباره انجام یا کسر نشد');
    expect((await h.api<{ balance: number }>('GET', '/auth/me', { token })).balance).toBe(before.balance + 50_000);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`gift card: a serial charges the panel once, with the amount in the message (${viewport})`, async () => {
      const serial = await newCard(80_000);
      const page = await h.newPage(viewport, token);
      await page.goto('/giftcard');
      await page.getByRole('heading', { name: 'ثبت کد کارت هدیه' }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await screenshot(page, 'giftcard');

      // Empty: a Persian field error, nothing sent.
      await page.getByRole('button', { name: 'ثبت کارت هدیه' }).click();
      await page.getByText('سریال نمی‌تواند خالی باشد').waitFor();

      const before = await h.api<{ balance: number }>('GET', '/auth/me', { token });
      await page.getByTestId('toggle-showprice').click();
      expect(await headerBalance(page)).toBe(before.balance);
      await page.getByLabel(/^سریال کارت هدیه/).fill(serial.toLowerCase());
      // The error goes as the field is filled in, before anything is sent (one form behaviour, decision 081).
      await page.getByText('سریال نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'ثبت کارت هدیه' }).click();
      const popup = page.locator('.swal2-popup');
      await popup.waitFor();
      expect(await popup.locator('.swal2-title').textContent()).toBe('پنل شما به مبلغ ۸۰٬۰۰۰ تومان شارژ شد');
      expect(await popup.locator('.swal2-icon.swal2-success').count()).toBe(1);
      expect(await popup.locator('.swal2-timer-progress-bar').count()).toBe(1);
      await screenshot(page, 'giftcard-success', { animations: 'allow' });
      const after = await h.api<{ balance: number }>('GET', '/auth/me', { token });
      expect(after.balance - before.balance).toBe(80_000);
      // The header shows the new balance without leaving the page.
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(after.balance);
      await closeDialog(page);
      await popup.waitFor({ state: 'hidden' });
      expect(await page.getByLabel(/^سریال کارت هدیه/).inputValue()).toBe('');

      // The same serial again: the server's Persian message in the error dialog, and no second credit.
      await page.getByLabel(/^سریال کارت هدیه/).fill(serial);
      await page.getByRole('button', { name: 'ثبت کارت هدیه' }).click();
      await popup.waitFor();
      expect(await popup.locator('.swal2-title').textContent()).toBe('این کارت هدیه قبلاً استفاده شده است');
      expect((await h.api<{ balance: number }>('GET', '/auth/me', { token })).balance).toBe(after.balance);
    });
  }
});
