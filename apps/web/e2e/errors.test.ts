import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDialog, DEMO, dialog, freshMobile, type Harness, screenshot, startHarness } from './harness';

describe('error dialog', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`register: an unknown referrer code shows the server's 422 message in the dialog (${viewport})`, async () => {
      const page = await h.newPage(viewport);
      await page.goto('/register?code=NOPE0000');
      await page.getByLabel(/^شماره موبایل/).fill(freshMobile());
      await page.getByLabel(/^رمز عبور/).fill('some-password-1');
      await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();

      const popup = dialog(page);
      await popup.waitFor();
      expect(await popup.locator('.swal2-title').textContent()).toBe('کد معرف معتبر نیست');
      expect(await popup.locator('.swal2-html-container').textContent()).toContain('کد معرف');
      expect(await popup.locator('.swal2-timer-progress-bar').count()).toBe(1);
      expect(await popup.getByRole('button', { name: 'باشه' }).isVisible()).toBe(true);
      expect(await page.locator('.swal2-container').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // Let the popup finish appearing, but keep the 5 s progress bar running in the picture.
      await popup.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await screenshot(page, 'error-dialog', { animations: 'allow' });

      // Still on step 1: the error rejected to the form.
      expect(await page.getByTestId('register-send-code').isVisible()).toBe(true);
      await closeDialog(page);
      await popup.waitFor({ state: 'hidden' });
    });
  }

  it('login: a wrong password shows the server message, and the dialog closes by itself after 5 s', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await page.getByLabel(/^شماره موبایل/).fill(DEMO.plainReseller.mobile);
    await page.getByLabel(/^رمز عبور/).fill('wrong-password');
    const started = Date.now();
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    const popup = dialog(page);
    await popup.waitFor();
    expect(await popup.locator('.swal2-title').textContent()).toBe('شماره موبایل یا رمز عبور نادرست است');
    await popup.waitFor({ state: 'hidden', timeout: 9000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('a page opened while the account cannot be fetched offers to try again, and trying again opens it', async () => {
    const token = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
    const page = await h.newPage('desktop', token);
    let refused = 0;
    await page.route(/\/api\/auth\/me$/, async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.abort('connectionrefused');
      } else {
        await route.continue();
      }
    });
    await page.goto('/');
    await dialog(page).waitFor();
    await closeDialog(page);
    await page.getByText('دریافت اطلاعات حساب ممکن نشد.').waitFor();
    expect(await page.getByTestId('dashboard').count()).toBe(0);

    await page.getByRole('button', { name: 'تلاش دوباره' }).click();
    await page.getByTestId('dashboard').waitFor();
    expect(refused).toBe(1);
    expect(await page.getByText('دریافت اطلاعات حساب ممکن نشد.').count()).toBe(0);
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
