import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDialog,
  dialog,
  freshMobile,
  type Harness,
  horizontalOverflow,
  screenshot,
  startHarness,
  visibleLatinWords,
} from './harness';

describe('settings', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const newReseller = async () => {
    const mobile = freshMobile();
    const password = 'settings-old-pass';
    await h.api('POST', '/users', {
      token: await h.adminToken(),
      body: { name: 'فروشنده تنظیمات', mobile, password },
    });
    return { mobile, password };
  };

  const closeSuccess = async (page: Page, title: string) => {
    const popup = dialog(page);
    await popup.waitFor();
    expect(await popup.locator('.swal2-title').textContent()).toBe(title);
    expect(await popup.locator('.swal2-icon.swal2-success').count()).toBe(1);
    await closeDialog(page);
    await popup.waitFor({ state: 'hidden' });
  };

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`settings: password, remarks and store details save with their messages (${viewport})`, async () => {
      const r = await newReseller();
      const token = await h.loginToken(r.mobile, r.password);
      const otherToken = await h.loginToken(r.mobile, r.password);
      const elsewhere = await h.newPage(viewport, otherToken);
      await elsewhere.goto('/');
      await elsewhere.getByTestId('dashboard').waitFor();

      const page = await h.newPage(viewport, token);
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'تنظیمات', level: 1 }).waitFor();
      await page.getByLabel('ریمارک', { exact: true }).waitFor();
      await page.getByLabel('لینک پشتیبانی').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The one Latin word is data: the name a link with no remark gets in the apps, shown in the customer-page preview.
      expect(await visibleLatinWords(page, ['service-1234'])).toEqual([]);
      await screenshot(page, 'settings');

      // Password: disabled while empty; a short one is refused under the field by the contract's schema (decision 081).
      const password = page.getByLabel('رمز عبور جدید', { exact: true });
      const change = page.getByRole('button', { name: 'تغییر رمز عبور' });
      expect(await change.isDisabled()).toBe(true);
      await page.getByLabel('رمز عبور فعلی', { exact: true }).fill(r.password);
      await password.fill('short');
      expect(await change.isEnabled()).toBe(true);
      await change.click();
      const tooShort = page.getByTestId('change-password').getByText('رمز عبور باید دست‌کم ۸ نویسه باشد');
      await tooShort.waitFor();
      expect(await dialog(page).count()).toBe(0);
      await password.fill('settings-new-pass');
      await tooShort.waitFor({ state: 'detached' });
      await page.getByLabel('تکرار رمز عبور جدید', { exact: true }).fill('settings-new-pass');
      await change.click();
      await page.getByText('رمز عبور تغییر کرد').waitFor();
      expect(await password.inputValue()).toBe('');
      expect(await change.isDisabled()).toBe(true);
      // The other session is logged out; this one stays, and only the new password logs in.
      await elsewhere.reload();
      await elsewhere.waitForURL('**/login');
      await expect(h.api('GET', '/auth/me', { token: otherToken })).rejects.toThrow(/401/);
      expect(await h.api<{ mobile: string }>('GET', '/auth/me', { token })).toMatchObject({ mobile: r.mobile });
      await expect(h.loginToken(r.mobile, r.password)).rejects.toThrow(/422/);
      expect(await h.loginToken(r.mobile, 'settings-new-pass')).toBeTruthy();

      // Remarks with the bulk switch: a preview of the link name, then saved.
      const remark = page.getByLabel('ریمارک', { exact: true });
      await remark.fill('a#b');
      await page.getByRole('button', { name: 'ذخیره‌ی ریمارک' }).click();
      const badRemark = page.getByTestId('remarks').getByText('فقط حرف، عدد، فاصله، نقطه، خط تیره و زیرخط مجاز است');
      await badRemark.waitFor();
      await remark.fill('آلفا نت');
      await badRemark.waitFor({ state: 'detached' });
      expect(await page.getByTestId('remarks-sample').textContent()).toBe('نمونه‌ی نام لینک: آلفا نت-1234');
      await page.getByRole('switch', { name: 'ریمارک برای کاربران گروهی هم به کار رود' }).check();
      await page.getByRole('button', { name: 'ذخیره‌ی ریمارک' }).click();
      await closeSuccess(page, 'ریمارک‌ها تغییر کرد');
      expect(await h.api('GET', '/users/remarks', { token })).toEqual({ remarks: 'آلفا نت', groupremarks: true });

      // Store and support: a plain http address is refused; a Telegram handle is saved as its link.
      const link = page.getByLabel('لینک پشتیبانی');
      await link.fill('http://alpha.example');
      await page.getByLabel('نام فروشگاه').fill('فروشگاه آلفا');
      await page.getByLabel('نام سرویس').fill('آلفانت');
      await page.getByRole('button', { name: 'ذخیره‌ی اطلاعات فروشگاه' }).click();
      const badLink = page.getByTestId('support').getByText('لینکی که با https شروع شود', { exact: false });
      await badLink.waitFor();
      await link.fill('@alpha_help');
      await badLink.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'ذخیره‌ی اطلاعات فروشگاه' }).click();
      await closeSuccess(page, 'اطلاعات فروشگاه به‌روزرسانی شد');
      expect(await link.inputValue()).toBe('https://t.me/alpha_help');
      expect(await h.api('GET', '/users/support', { token })).toEqual({
        supportlink: 'https://t.me/alpha_help',
        store: 'فروشگاه آلفا',
        servicename: 'آلفانت',
      });

      // What was saved is what the screen shows after a reload.
      await page.reload();
      await page.getByLabel('نام فروشگاه').waitFor();
      expect(await page.getByLabel('ریمارک', { exact: true }).inputValue()).toBe('آلفا نت');
      expect(await page.getByRole('switch').isChecked()).toBe(true);
      expect(await page.getByLabel('نام فروشگاه').inputValue()).toBe('فروشگاه آلفا');
      expect(await page.getByLabel('نام سرویس').inputValue()).toBe('آلفانت');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await page.getByTestId('support').scrollIntoViewIfNeeded();
      await screenshot(page, 'settings-saved');
    });
  }

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
