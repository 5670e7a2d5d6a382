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
      await guest.goto('/login');
      await guest.getByTestId('maintenance-screen').waitFor();
      expect(await guest.getByLabel(/^شماره موبایل/).count()).toBe(0);
      expect(await horizontalOverflow(guest)).toBeLessThanOrEqual(0);
      await screenshot(guest, 'maintenance');
    } finally {
      await setMaintenance(false);
    }

    await page.getByTestId('maintenance-screen').waitFor();
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('maintenance-screen').count()).toBe(0);
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
