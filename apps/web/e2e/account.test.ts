import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, dialog, freshMobile, type Harness, horizontalOverflow, screenshot, startHarness } from './harness';

/** Issue #49, the account's own screens: logging in under maintenance, code waits, the password, the name, invites. */
describe('account', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const setMaintenance = async (on: boolean) =>
    h.api('PUT', '/admin/settings/maintenance', {
      token: await h.adminToken(),
      body: { undermaintenance: on, maintenancemessage: on ? 'به‌روزرسانی سرورها' : '' },
    });

  const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

  /** A reseller the admin made, with a password, and a token of theirs. */
  const newReseller = async (password = 'account-old-pass') => {
    const mobile = freshMobile();
    await h.api('POST', '/users', { token: await h.adminToken(), body: { name: 'فروشنده حساب', mobile, password } });
    return { mobile, password, token: await h.loginToken(mobile, password) };
  };

  /** Registers through the API with the demo referrer code, as the form would. */
  const registerByApi = async (mobile: string, password: string, name?: string) => {
    const before = await h.lastSmsId(mobile);
    await h.api('POST', '/auth/sendregistertoken', { body: { mobile, code: DEMO.fullReseller.code } });
    const token = await h.waitForCode(mobile, before);
    await h.api('POST', '/auth/register', {
      body: { mobile, password, code: DEMO.fullReseller.code, token, ...(name ? { name } : {}) },
    });
  };

  /** The live countdown of the code-wait notice, as seconds. */
  const waitShown = async (page: Page) => {
    const text = (await page.getByTestId('code-wait-time').textContent()) ?? '';
    const [m = 0, s = 0] = text
      .replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))
      .split(':')
      .map(Number);
    return m * 60 + s;
  };

  /** The notice counts down live: its time goes down while the page is open. */
  const expectLiveWait = async (page: Page) => {
    await page.getByTestId('code-wait').waitFor();
    const first = await waitShown(page);
    expect(first).toBeGreaterThan(60);
    expect(first).toBeLessThanOrEqual(120);
    await page.waitForFunction(
      (shown) => document.querySelector('[data-testid="code-wait-time"]')?.textContent !== shown,
      await page.getByTestId('code-wait-time').textContent(),
    );
    expect(await waitShown(page)).toBeLessThan(first);
    // An answer, not a failure: no system error dialog.
    expect(await dialog(page).count()).toBe(0);
  };

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`maintenance: the admin who logs in at /login lands in /admin; a reseller's «خروج» there really logs out (${viewport})`, async () => {
      const reseller = await newReseller();
      await setMaintenance(true);
      try {
        // The provider, logged out, comes through the message's link.
        const page = await h.newPage(viewport);
        await page.goto('/');
        await page.getByTestId('maintenance-screen').waitFor();
        await page.getByTestId('maintenance-admin-login').click();
        await page.getByTestId('login-maintenance').waitFor();
        await page.getByLabel(/^شماره موبایل/).fill(DEMO.admin.mobile);
        await page.getByLabel(/^رمز عبور/).fill(DEMO.admin.password);
        await page.getByRole('button', { name: 'ورود', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/admin');
        await page.getByTestId('admin-overview').waitFor();
        expect(await page.getByTestId('maintenance-screen').count()).toBe(0);
        // A reseller's address typed by the admin leads to the provider's area too, never to the message.
        await page.goto('/');
        await page.waitForURL((url) => url.pathname === '/admin');
        await page.getByTestId('admin-overview').waitFor();
        await page.goto('/login');
        await page.waitForURL((url) => url.pathname === '/admin');
        await screenshot(page, 'account-maintenance-admin');

        // A reseller signed in sees the message with a way out that ends the session on the server too.
        const other = await h.newPage(viewport, reseller.token);
        await other.goto('/services');
        await other.getByTestId('maintenance-screen').waitFor();
        expect(await horizontalOverflow(other)).toBeLessThanOrEqual(0);
        await screenshot(other, 'account-maintenance-reseller');
        await other.getByTestId('maintenance-logout').click();
        await other.waitForURL((url) => url.pathname === '/login');
        await other.getByTestId('login-form').waitFor();
        expect(await storedToken(other)).toBeNull();
        await expect(h.api('GET', '/auth/me', { token: reseller.token })).rejects.toThrow(/401/);

        // With a reseller's session, the provider's link leads to the login form, that session ended.
        const second = await h.loginToken(reseller.mobile, reseller.password);
        const third = await h.newPage(viewport, second);
        await third.goto('/');
        await third.getByTestId('maintenance-screen').waitFor();
        await third.getByTestId('maintenance-admin-login').click();
        await third.getByTestId('login-form').waitFor();
        expect(await storedToken(third)).toBeNull();
        await expect(h.api('GET', '/auth/me', { token: second })).rejects.toThrow(/401/);
      } finally {
        await setMaintenance(false);
      }
    });
  }

  it('one-time codes: asked again after a reload, login, register and the password form count down in Persian, no error dialog', async () => {
    // Login by code.
    const mobile = freshMobile();
    const login = await h.newPage('desktop');
    await login.goto('/login');
    await login.getByTestId('login-with-code').click();
    await login.getByLabel(/^شماره موبایل/).fill(mobile);
    await login.getByTestId('send-code').click();
    await login
      .getByTestId('send-code')
      .filter({ hasText: /ارسال مجدد کد \([۰-۹]:[۰-۹]{2}\)/ })
      .waitFor();
    await login.reload();
    await login.getByTestId('login-with-code').click();
    await login.getByLabel(/^شماره موبایل/).fill(mobile);
    await login.getByTestId('send-code').click();
    await expectLiveWait(login);
    expect(await login.getByTestId('code-wait').textContent()).toContain('کد به‌تازگی فرستاده شده است');
    expect(await login.getByTestId('send-code').isDisabled()).toBe(true);
    await screenshot(login, 'account-code-wait-login');

    // Register: the earlier code is still good, so its step opens with the wait.
    const newcomer = freshMobile();
    const register = await h.newPage('phone');
    const fillDetails = async () => {
      await register.getByLabel(/^شماره موبایل/).fill(newcomer);
      await register.getByLabel(/^رمز عبور/).fill('newcomer-pass');
      await register.getByTestId('register-send-code').click();
    };
    await register.goto(`/register?code=${DEMO.fullReseller.code}`);
    await fillDetails();
    await register.getByTestId('register-submit').waitFor();
    await register.reload();
    await fillDetails();
    await register.getByTestId('register-submit').waitFor();
    await expectLiveWait(register);
    expect(await horizontalOverflow(register)).toBeLessThanOrEqual(0);
    await screenshot(register, 'account-code-wait-register');

    // The password form's code, for one who forgot the password.
    const reseller = await newReseller();
    const settings = await h.newPage('desktop', reseller.token);
    const askForCode = async () => {
      await settings.goto('/settings');
      await settings.getByTestId('password-forgot').click();
      await settings.getByTestId('change-password').getByTestId('send-code').click();
    };
    await askForCode();
    await settings
      .getByTestId('send-code')
      .filter({ hasText: /ارسال مجدد کد/ })
      .waitFor();
    await askForCode();
    await expectLiveWait(settings);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`settings: the password changes only with the current one and a matching repeat, then other devices are out (${viewport})`, async () => {
      const r = await newReseller();
      const elsewhere = await h.loginToken(r.mobile, r.password);
      const page = await h.newPage(viewport, r.token);
      await page.goto('/settings');
      const form = page.getByTestId('change-password');
      const current = form.getByLabel('رمز عبور فعلی', { exact: true });
      const fresh = form.getByLabel('رمز عبور جدید', { exact: true });
      const repeat = form.getByLabel('تکرار رمز عبور جدید', { exact: true });
      const submit = form.getByRole('button', { name: 'تغییر رمز عبور' });
      await current.waitFor();

      // A borrowed, unlocked panel: no current password, then a wrong one.
      await fresh.fill('taken-over-pass');
      await repeat.fill('taken-over-pass');
      await submit.click();
      await form.getByText('رمز عبور فعلی را وارد کنید؛ اگر آن را فراموش کرده‌اید، کد یکبار مصرف بگیرید').waitFor();
      await current.fill('a-wrong-guess');
      await submit.click();
      await form.getByText('رمز عبور فعلی نادرست است').waitFor();
      expect(await dialog(page).count()).toBe(0);
      expect(await h.api('GET', '/auth/me', { token: elsewhere })).toMatchObject({ mobile: r.mobile });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'account-password-wrong');

      // The right one, with a repeat that differs, then matches.
      await current.fill(r.password);
      await repeat.fill('taken-over-pasS');
      await submit.click();
      await form.getByText('تکرار رمز عبور با رمز عبور جدید یکی نیست').waitFor();
      await repeat.fill('taken-over-pass');
      await submit.click();
      await page.getByText('همه‌ی دستگاه‌های دیگر از حساب خارج شدند؛ این دستگاه وارد ماند.').waitFor();
      expect(await dialog(page).count()).toBe(0);
      expect(await current.inputValue()).toBe('');
      await expect(h.api('GET', '/auth/me', { token: elsewhere })).rejects.toThrow(/401/);
      expect(await h.api('GET', '/auth/me', { token: r.token })).toMatchObject({ mobile: r.mobile });
      expect(await h.loginToken(r.mobile, 'taken-over-pass')).toBeTruthy();
    });
  }

  it('settings: one who forgot the password changes it with a code sent to their mobile', async () => {
    const r = await newReseller();
    const page = await h.newPage('phone', r.token);
    await page.goto('/settings');
    await page.getByTestId('password-forgot').click();
    const form = page.getByTestId('change-password');
    expect(await form.getByTestId('password-code-mobile').textContent()).toBe(
      r.mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d),
    );
    const before = await h.lastSmsId(r.mobile);
    await form.getByTestId('send-code').click();
    const code = await h.waitForCode(r.mobile, before);
    await form.getByLabel('کد یکبار مصرف').fill(code);
    await form.getByLabel('رمز عبور جدید', { exact: true }).fill('remembered-pass');
    await form.getByLabel('تکرار رمز عبور جدید', { exact: true }).fill('remembered-pass');
    await screenshot(page, 'account-password-code');
    await form.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await page.getByText('همه‌ی دستگاه‌های دیگر از حساب خارج شدند؛ این دستگاه وارد ماند.').waitFor();
    expect(await h.loginToken(r.mobile, 'remembered-pass')).toBeTruthy();
  });

  const referrerPage = async () => {
    const page = await h.newPage('phone', await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password));
    await page.goto('/referrals');
    return page;
  };
  const referredName = (page: Page, mobile: string) =>
    page
      .getByTestId('referral-row')
      .filter({ hasText: mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d) })
      .getByTestId('referral-name');

  it('names: the registration form asks for a name, which the referrer then sees', async () => {
    const mobile = freshMobile();
    const page = await h.newPage('desktop');
    await page.goto(`/register?code=${DEMO.fullReseller.code}`);
    await page.getByLabel(/^نام و نام خانوادگی/).fill('نگار احمدی');
    await page.getByLabel(/^شماره موبایل/).fill(mobile);
    await page.getByLabel(/^رمز عبور/).fill('named-pass-1');
    await screenshot(page, 'account-register-name');
    const before = await h.lastSmsId(mobile);
    await page.getByTestId('register-send-code').click();
    const code = await h.waitForCode(mobile, before);
    await page.getByTestId('otp-digit-0').click();
    await page.keyboard.type(code);
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/login');

    const referrer = await referrerPage();
    await referredName(referrer, mobile).waitFor();
    expect(await referredName(referrer, mobile).textContent()).toBe('نگار احمدی');
  });

  it('names: a nameless reseller is «بی‌نام» to the referrer and the admin until named in settings', async () => {
    const nameless = freshMobile();
    await registerByApi(nameless, 'nameless-pass');
    const referrer = await referrerPage();
    await referredName(referrer, nameless).waitFor();
    expect(await referredName(referrer, nameless).textContent()).toBe('بی‌نام');

    const admin = await h.newPage('desktop', await h.adminToken());
    await admin.goto(`/admin/resellers?search=${nameless}`);
    const adminRow = admin.locator(`[data-testid="reseller-row"][data-mobile="${nameless}"]`);
    await adminRow.waitFor();
    expect(await adminRow.getByRole('link').first().textContent()).toBe('بی‌نام');
    // The mobile once, in whichever digits.
    const digits = nameless.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const rowText = (await adminRow.textContent()) ?? '';
    expect(rowText.split(digits).length - 1 + rowText.split(nameless).length - 1).toBe(1);

    const own = await h.newPage('phone', await h.loginToken(nameless, 'nameless-pass'));
    await own.goto('/settings');
    const card = own.getByTestId('own-name');
    await card.getByLabel('نام و نام خانوادگی').fill('کامران صادقی');
    await card.getByRole('button', { name: 'ذخیره‌ی نام' }).click();
    await own.getByText('نام شما ذخیره شد').waitFor();
    expect(await horizontalOverflow(own)).toBeLessThanOrEqual(0);
    await screenshot(own, 'account-name');
    await referrer.reload();
    await referredName(referrer, nameless).waitFor();
    expect(await referredName(referrer, nameless).textContent()).toBe('کامران صادقی');
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`referrals: the referrer code and the whole invite link show, with copy buttons (${viewport})`, async () => {
      const token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
      const me = await h.api<{ invitelink: string }>('GET', '/auth/me', { token });
      const page = await h.newPage(viewport, token);
      await page.goto('/referrals');
      const code = page.getByTestId('referrer-code');
      await code.waitFor();
      expect(await code.textContent()).toBe(DEMO.fullReseller.code);
      expect(await code.isVisible()).toBe(true);
      await page.getByTestId('copy-referrer-code').waitFor();
      const link = page.getByTestId('invite-link');
      expect(await link.textContent()).toBe(me.invitelink);
      // Nothing of the link is cut off: all of it is inside its box, and the box inside the screen.
      const fit = await link.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return {
          cut: el.scrollWidth - el.clientWidth,
          right: box.right - document.documentElement.clientWidth,
          left: box.left,
        };
      });
      expect(fit.cut).toBeLessThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(0);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'account-referrals');
    });
  }

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
