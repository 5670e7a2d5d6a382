import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, apiReseller, openAdmin } from './admin-helpers';
import { closeDialog, freshMobile, type Harness, horizontalOverflow, startHarness, visibleLatinWords } from './harness';

interface Note {
  id: number;
  title: string;
  body: string;
}

describe('admin notifications and maintenance', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const inbox = async (mobile: string) =>
    h.api<Note[]>('GET', '/notifications/my', { token: await h.loginToken(mobile, 'reseller-pass') });

  it('admin notifications: one to everyone and one to a reseller found by search; edit and delete', async () => {
    const stamp = Date.now() % 100_000;
    const chosen = await apiReseller(h, freshMobile(), 0, `گیرنده ${stamp}`);
    const other = await apiReseller(h, freshMobile(), 0, `دیگری ${stamp}`);
    const page = await openAdmin(h, '/admin/notifications');
    await page.getByTestId('admin-notifications').waitFor({ timeout: 20_000 });

    // To everyone; an empty title and body are refused in Persian, and each error goes as soon as its own field is
    // filled in, the other staying until it is (one form behaviour, decision 081).
    await page.getByTestId('add-notification').click();
    const form = page.getByTestId('notification-dialog');
    await page.getByTestId('notification-submit').click();
    await form.getByText('عنوان اعلان نمی‌تواند خالی باشد').waitFor();
    await form.getByText('متن اعلان نمی‌تواند خالی باشد').waitFor();
    await page.getByTestId('notification-title').fill(`به‌روزرسانی ${stamp}`);
    await form.getByText('عنوان اعلان نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    expect(await form.getByText('متن اعلان نمی‌تواند خالی باشد').count()).toBe(1);
    await page.getByTestId('notification-body').fill('سرورهای تازه افزوده شد.');
    await form.getByText('متن اعلان نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    await page.getByTestId('notification-submit').click();
    const all = page.locator(`[data-testid="notification-row"][data-title="به‌روزرسانی ${stamp}"]`);
    await all.getByTestId('notification-recipient').getByText('همه‌ی فروشندگان').waitFor();
    await closeDialog(page);

    // To one reseller, chosen by typing part of the name.
    await page.getByTestId('add-notification').click();
    await page.getByTestId('notification-audience').getByText('یک فروشنده').click();
    await page.getByTestId('notification-title').fill(`یادآوری ${stamp}`);
    await page.getByTestId('notification-body').fill('موجودی شما رو به پایان است.');
    await page.getByTestId('notification-submit').click();
    await page.getByTestId('notification-user-error').getByText('فروشنده را انتخاب کنید').waitFor();
    await page.getByTestId('notification-user').fill(`گیرنده ${stamp}`);
    await page.getByRole('option', { name: new RegExp(`گیرنده ${stamp}`) }).click();
    await page.getByTestId('notification-user-error').waitFor({ state: 'detached' });
    await page.getByTestId('notification-submit').click();
    const one = page.locator(`[data-testid="notification-row"][data-title="یادآوری ${stamp}"]`);
    await one.getByTestId('notification-recipient').getByText(`گیرنده ${stamp}`).waitFor();
    await closeDialog(page);

    expect((await inbox(chosen.mobile)).map((n) => n.title)).toEqual(
      expect.arrayContaining([`به‌روزرسانی ${stamp}`, `یادآوری ${stamp}`]),
    );
    const others = (await inbox(other.mobile)).map((n) => n.title);
    expect(others).toContain(`به‌روزرسانی ${stamp}`);
    expect(others).not.toContain(`یادآوری ${stamp}`);

    // Edit keeps the recipient; delete takes it from the reseller's list.
    await one.getByTestId('edit-notification').click();
    await page.getByTestId('notification-body').fill('موجودی شما کمتر از ۱۰ هزار تومان است.');
    await page.getByTestId('notification-submit').click();
    await one.getByText('کمتر از ۱۰ هزار تومان').waitFor();
    await closeDialog(page);
    expect((await inbox(chosen.mobile)).find((n) => n.title === `یادآوری ${stamp}`)?.body).toBe(
      'موجودی شما کمتر از ۱۰ هزار تومان است.',
    );
    await one.getByTestId('delete-notification').click();
    await page.getByTestId('notification-delete-confirm-confirm').click();
    await one.waitFor({ state: 'detached' });
    expect((await inbox(chosen.mobile)).map((n) => n.title)).not.toContain(`یادآوری ${stamp}`);
  });

  it('admin maintenance: turning it on with a message closes the reseller panel, the admin panel stays open to turn it off', async () => {
    const reseller = await apiReseller(h, freshMobile());
    const token = await h.loginToken(reseller.mobile, 'reseller-pass');
    const page = await openAdmin(h, '/admin/maintenance');
    await page.getByTestId('maintenance-switch').waitFor({ timeout: 20_000 });
    const message = 'تا ساعت ۱۸ در حال به‌روزرسانی هستیم.';
    await page.getByTestId('maintenance-switch').click();
    await page.getByTestId('maintenance-text').fill(message);
    await page.getByTestId('maintenance-submit').click();
    await page.locator('.swal2-popup').getByText('حالت تعمیر روشن شد').waitFor();
    await closeDialog(page);
    await page.getByTestId('maintenance-on').waitFor();
    try {
      const resellerPage = await h.newPage('desktop', token);
      await resellerPage.goto('/');
      await resellerPage.getByTestId('maintenance-screen').waitFor({ timeout: 20_000 });
      expect(await resellerPage.getByTestId('maintenance-message').textContent()).toBe(message);
      // The admin area is no way round it for a reseller.
      await resellerPage.goto('/admin/maintenance');
      await resellerPage.getByTestId('maintenance-screen').waitFor();
      // The admin area stays open.
      await page.goto('/admin');
      await page.getByTestId('admin-overview').waitFor();
      await page.goto('/admin/maintenance');
      expect(await page.getByTestId('maintenance-text').inputValue()).toBe(message);
      await adminShot(page, 'admin-maintenance-on');
    } finally {
      await page.getByTestId('maintenance-switch').click();
      await page.getByTestId('maintenance-submit').click();
      await page.locator('.swal2-popup').getByText('حالت تعمیر خاموش شد').waitFor();
    }
    expect(await h.api('GET', '/settings/maintenance')).toMatchObject({ undermaintenance: false });
    const resellerPage = await h.newPage('desktop', token);
    await resellerPage.goto('/');
    await resellerPage.getByTestId('dashboard').waitFor({ timeout: 20_000 });
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin notifications and maintenance fit the screen in Persian (${viewport})`, async () => {
      await h.api('POST', '/notifications', {
        token: await h.adminToken(),
        body: { title: 'اعلان نمونه', body: 'متن نمونه‌ی یک اعلان برای همه‌ی فروشندگان.' },
      });
      const page = await openAdmin(h, '/admin/notifications', viewport);
      await page.getByTestId('notification-row').first().waitFor({ timeout: 20_000 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // What a notification says is the provider's text (the demo's mention OpenVPN).
      const notes = await h.api<Note[]>('GET', '/notifications', { token: await h.adminToken() });
      const data = notes.flatMap((n) => `${n.title} ${n.body}`.match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? []);
      expect(await visibleLatinWords(page, data)).toEqual([]);
      await adminShot(page, 'admin-notifications');
      await page.getByTestId('add-notification').click();
      await page.getByTestId('notification-audience').getByText('یک فروشنده').click();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await adminShot(page, 'admin-notification-dialog');
      await page.goto('/admin/maintenance');
      await page.getByTestId('maintenance-switch').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await adminShot(page, 'admin-maintenance');
    });
  }
});
