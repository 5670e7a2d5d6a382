import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, horizontalOverflow, screenshot, startHarness } from './harness';

const MESSAGE = 'در حال ارتقای سرورها هستیم؛ تا ساعت ۱۸ بازمی‌گردیم.';

describe('maintenance screen', () => {
  let h: Harness;
  const setMaintenance = async (on: boolean) =>
    h.api('PUT', '/admin/settings/maintenance', {
      token: await h.adminToken(),
      body: { undermaintenance: on, maintenancemessage: on ? MESSAGE : '' },
    });

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    if (h) await setMaintenance(false).catch(() => undefined);
    await h?.close();
  });

  it('maintenance: when the admin turns it on, the whole panel shows only the message', async () => {
    const token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    const page = await h.newPage('desktop', token);
    await page.goto('/');
    await page.getByTestId('dashboard').waitFor();

    await setMaintenance(true);
    try {
      // The check runs on every route change (and any call answering 503 shows it too, so the sidebar may already
      // be gone: the click happens inside the page, at once, if the link is still there).
      await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="nav-/notifications"]')?.click());
      await page.getByTestId('maintenance-screen').waitFor();
      expect(await page.getByTestId('maintenance-message').textContent()).toBe(MESSAGE);
      expect(await page.getByTestId('sidebar').count()).toBe(0);
      await screenshot(page, 'maintenance');

      const guest = await h.newPage('phone');
      await guest.goto('/');
      await guest.getByTestId('maintenance-screen').waitFor();
      expect(await guest.getByLabel(/^شماره موبایل/).count()).toBe(0);
      expect(await horizontalOverflow(guest)).toBeLessThanOrEqual(0);
      await screenshot(guest, 'maintenance');

      // A reseller who logs in still sees only the message.
      await guest.getByTestId('maintenance-admin-login').click();
      await guest.getByTestId('login-maintenance').waitFor();
      await guest.getByLabel(/^شماره موبایل/).fill(DEMO.plainReseller.mobile);
      await guest.getByLabel(/^رمز عبور/).fill(DEMO.plainReseller.password);
      await guest.getByRole('button', { name: 'ورود', exact: true }).click();
      await guest.getByTestId('maintenance-screen').waitFor();
      expect(await guest.getByTestId('sidebar').count()).toBe(0);
    } finally {
      await setMaintenance(false);
    }

    await page.getByTestId('maintenance-screen').waitFor();
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('maintenance-screen').count()).toBe(0);
  });

  it('maintenance: a logged-out admin gets back in through the login form and turns it off', async () => {
    await setMaintenance(true);
    try {
      const page = await h.newPage('phone');
      for (const path of ['/login', '/admin', '/admin/maintenance']) {
        await page.goto(path);
        // The provider's area sends a stranger to the login form, which stays open under maintenance.
        await page.getByTestId('login-form').waitFor();
        expect(await page.getByTestId('maintenance-screen').count()).toBe(0);
      }
      expect(await page.getByTestId('login-maintenance').textContent()).toContain('فقط مدیر سامانه');
      await screenshot(page, 'maintenance-login');
      await page.getByLabel(/^شماره موبایل/).fill(DEMO.admin.mobile);
      await page.getByLabel(/^رمز عبور/).fill(DEMO.admin.password);
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await page.waitForURL('**/admin/maintenance');
      await page.getByTestId('maintenance-switch').waitFor();
      await page.getByTestId('maintenance-switch').click();
      await page.getByTestId('maintenance-submit').click();
      await expect.poll(() => h.api('GET', '/settings/maintenance')).toMatchObject({ undermaintenance: false });
    } finally {
      await setMaintenance(false);
    }
  });

  it('maintenance: a message over 1000 characters is refused under the field, and the error goes as soon as it is shortened (decision 081)', async () => {
    const page = await h.newPage('desktop', await h.adminToken());
    await page.goto('/admin/maintenance');
    const text = page.getByTestId('maintenance-text');
    await text.waitFor();
    await text.fill('ب'.repeat(1001));
    await page.getByTestId('maintenance-submit').click();
    const error = page.getByText('حداکثر 1000 نویسه مجاز است');
    await error.waitFor();
    await text.fill(MESSAGE);
    await error.waitFor({ state: 'detached' });
    // Nothing was sent.
    expect(await h.api('GET', '/settings/maintenance')).toMatchObject({ undermaintenance: false });
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
