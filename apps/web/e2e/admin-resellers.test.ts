import { normalizeText } from '@pishkhan/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUser, adminShot, apiReseller, openAdmin } from './admin-helpers';
import {
  closeDialog,
  dialog,
  freshMobile,
  type Harness,
  horizontalOverflow,
  startHarness,
  visibleLatinWords,
  waitFor,
} from './harness';

interface Ledger {
  data: { id: number; type: number; amount: number; info: string }[];
}

const digits = (text: string) => Number(normalizeText(text).replace(/[^\d-]/g, ''));

async function closeAlert(page: Page, title: string) {
  await dialog(page).getByText(title).waitFor();
  await closeDialog(page);
}

describe('admin resellers', () => {
  let h: Harness;
  let admin: string;
  const find = async (mobile: string) =>
    (await h.api<{ data: AdminUser[] }>('GET', `/users?mobile=${mobile}`, { token: admin })).data[0];
  const ledger = (id: number) => h.api<Ledger>('GET', `/admin/transactions?user_id=${id}`, { token: admin });

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.adminToken();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('admin resellers: create a reseller with every field; the form and the server answer in Persian', async () => {
    const page = await openAdmin(h, '/admin/resellers');
    await page.getByTestId('resellers-table').waitFor({ timeout: 20_000 });
    await page.getByTestId('add-reseller').click();
    const form = page.getByTestId('reseller-dialog');
    await form.getByTestId('reseller-submit').click();
    await form.getByText('نام نمی‌تواند خالی باشد').waitFor();
    await form.getByText('رمز عبور نمی‌تواند خالی باشد').waitFor();

    const mobile = freshMobile();
    await form.getByTestId('reseller-name').fill('فروشنده‌ی تازه');
    await form.getByTestId('reseller-mobile').fill(mobile);
    await form.getByTestId('reseller-password').fill('short');
    await form.getByTestId('reseller-submit').click();
    await form.getByText('رمز عبور باید دست‌کم ۸ نویسه باشد').waitFor();
    await form.getByTestId('reseller-password').fill('new-reseller-pass');
    await form.getByTestId('reseller-discount').fill('85');
    await form.getByTestId('reseller-referralreward').fill('7');
    await form.getByTestId('reseller-telegram').fill('@fresh_seller');
    await form.getByTestId('reseller-volumeservice').click({ force: true });
    await form.getByTestId('reseller-storeenable').click({ force: true });
    await adminShot(page, 'admin-reseller-dialog');
    await form.getByTestId('reseller-submit').click();
    await closeAlert(page, 'حساب ساخته شد');

    const created = await find(mobile);
    expect(created).toMatchObject({
      name: 'فروشنده‌ی تازه',
      discount: 85,
      referralreward: 7,
      telegram: '@fresh_seller',
      volumeservice: true,
      storeenable: true,
      active: true,
    });
    const row = page.locator(`[data-testid="reseller-row"][data-mobile="${mobile}"]`);
    await row.waitFor();
    await row.getByTestId('badge-volumeservice').waitFor();

    // The same mobile again: the server's Persian refusal in the one error dialog.
    await page.getByTestId('add-reseller').click();
    await form.getByTestId('reseller-name').fill('تکراری');
    await form.getByTestId('reseller-mobile').fill(mobile);
    await form.getByTestId('reseller-password').fill('new-reseller-pass');
    await form.getByTestId('reseller-submit').click();
    await dialog(page).getByText('موبایل: این شماره قبلاً ثبت شده است').waitFor();
  });

  // One form behaviour (docs/decisions/081-one-form-behaviour.md): an error shows on sending and goes as soon as its
  // own field is right, with no second send; another field's error stays until that field is right.
  it('admin resellers: each error in the account form goes as its own field is right, the others staying', async () => {
    const page = await openAdmin(h, '/admin/resellers');
    await page.getByTestId('resellers-table').waitFor({ timeout: 20_000 });
    await page.getByTestId('add-reseller').click();
    const form = page.getByTestId('reseller-dialog');
    await form.getByTestId('reseller-submit').click();
    await form.getByText('نام نمی‌تواند خالی باشد').waitFor();
    await form.getByText('شماره موبایل نمی‌تواند خالی باشد').waitFor();
    await form.getByText('رمز عبور نمی‌تواند خالی باشد').waitFor();
    await form.getByTestId('reseller-name').fill('فروشنده‌ی نیمه‌کاره');
    await form.getByText('نام نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    expect(await form.getByText('شماره موبایل نمی‌تواند خالی باشد').count()).toBe(1);
    expect(await form.getByText('رمز عبور نمی‌تواند خالی باشد').count()).toBe(1);
    await form.getByTestId('reseller-mobile').fill('0912');
    await form.getByText('شماره موبایل معتبر نیست').waitFor();
    await form.getByTestId('reseller-mobile').fill(freshMobile());
    await form.getByText('شماره موبایل معتبر نیست').waitFor({ state: 'detached' });
    expect(await form.getByText('رمز عبور نمی‌تواند خالی باشد').count()).toBe(1);
    await form.getByTestId('reseller-password').fill('short');
    await form.getByText('رمز عبور باید دست‌کم ۸ نویسه باشد').waitFor();
    await form.getByTestId('reseller-password').fill('long-enough-pass');
    await form.getByText('رمز عبور باید دست‌کم ۸ نویسه باشد').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'انصراف' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('admin resellers: each error in the balance form goes as its own field is right, the other staying', async () => {
    const mobile = freshMobile();
    const user = await apiReseller(h, mobile, 10_000);
    const page = await openAdmin(h, `/admin/resellers/${user.id}`);
    await page.getByTestId('reseller-card').waitFor({ timeout: 20_000 });
    await page.getByTestId('action-balance').click();
    const adjust = page.getByTestId('balance-dialog');
    await adjust.getByTestId('balance-submit').click();
    await adjust.getByText('مبلغ باید عدد باشد').waitFor();
    await adjust.getByText('توضیح اصلاحیه نمی‌تواند خالی باشد').waitFor();
    await adjust.getByTestId('balance-amount').fill('5000');
    await adjust.getByText('مبلغ باید عدد باشد').waitFor({ state: 'detached' });
    expect(await adjust.getByText('توضیح اصلاحیه نمی‌تواند خالی باشد').count()).toBe(1);
    await adjust.getByTestId('balance-info').fill('آزمون خطا');
    await adjust.getByText('توضیح اصلاحیه نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    await adjust.getByRole('button', { name: 'انصراف' }).click();
    await adjust.waitFor({ state: 'detached' });
    expect((await find(mobile))?.balance).toBe(10_000);
  });

  it('admin resellers: search by mobile and by name, and pages of ten', async () => {
    const mobile = freshMobile();
    await apiReseller(h, mobile, 0, 'جستجوپذیر یکتا');
    const page = await openAdmin(h, '/admin/resellers');
    await page.getByTestId('resellers-table').waitFor({ timeout: 20_000 });
    await page.getByTestId('reseller-search').fill(mobile.slice(-6));
    await page.waitForFunction((m) => {
      const rows = [...document.querySelectorAll('[data-testid="reseller-row"]')];
      return rows.length === 1 && rows[0]?.getAttribute('data-mobile') === m;
    }, mobile);
    expect(new URL(page.url()).searchParams.get('search')).toBe(mobile.slice(-6));
    await page.getByTestId('reseller-search').fill('جستجوپذیر');
    await page.locator(`[data-testid="reseller-row"][data-mobile="${mobile}"]`).waitFor();
    await page.getByTestId('reseller-search').fill('نامی که نیست');
    await page.getByTestId('resellers-empty').waitFor();

    for (let i = 0; i < 11; i++) await apiReseller(h, freshMobile());
    await page.goto('/admin/resellers');
    await page.getByTestId('pagination').waitFor();
    expect(await page.getByTestId('reseller-row').count()).toBe(10);
    await page.getByRole('button', { name: 'صفحه‌ی 2', exact: true }).click();
    await page.waitForURL(/page=2/);
  });

  it('admin resellers: edit discount and flags; adjust the balance with a reason and see the ledger row and the new balance', async () => {
    const mobile = freshMobile();
    const user = await apiReseller(h, mobile, 200_000);
    const page = await openAdmin(h, `/admin/resellers?search=${mobile}`);
    const row = page.locator(`[data-testid="reseller-row"][data-mobile="${mobile}"]`);
    await row.waitFor({ timeout: 20_000 });
    await page.getByTestId(`reseller-menu-${user.id}`).click();
    await page.getByTestId('action-edit').click();
    const form = page.getByTestId('reseller-dialog');
    await form.getByTestId('reseller-discount').fill('70');
    await form.getByTestId('reseller-storeenable').click({ force: true });
    await form.getByTestId('reseller-submit').click();
    await closeAlert(page, 'تغییرات حساب ثبت شد');
    await row.getByTestId('badge-storeenable').waitFor();
    expect(digits(await row.getByTestId('reseller-discount-cell').innerText())).toBe(70);
    expect(await find(mobile)).toMatchObject({ discount: 70, storeenable: true, volumeservice: false });

    await row.getByRole('link', { name: user.name }).click();
    await page.getByTestId('reseller-card').waitFor();
    await page.getByTestId('action-balance').click();
    const adjust = page.getByTestId('balance-dialog');
    await adjust.getByTestId('balance-submit').click();
    await adjust.getByText('توضیح اصلاحیه نمی‌تواند خالی باشد').waitFor();
    await adjust.getByText('کاهش موجودی').click();
    await adjust.getByTestId('balance-amount').fill('45000');
    await adjust.getByTestId('balance-info').fill('برگشت وجه اشتباهی');
    await adminShot(page, 'admin-balance-dialog');
    await adjust.getByTestId('balance-submit').click();
    await closeAlert(page, 'موجودی اصلاح شد');
    await page.getByTestId('reseller-card-balance').getByText('۱۵۵٬۰۰۰ تومان').waitFor();
    const first = page.getByTestId('ledger-row').first();
    await first.getByText('برگشت وجه اشتباهی').waitFor();
    expect(await first.getAttribute('data-amount')).toBe('-45000');
    expect(await first.getAttribute('data-type')).toBe('5');
    expect((await find(mobile))?.balance).toBe(155_000);
  });

  it('admin resellers: a double-clicked correction moves the money once', async () => {
    const mobile = freshMobile();
    const user = await apiReseller(h, mobile, 0);
    const page = await openAdmin(h, `/admin/resellers/${user.id}`);
    await page.getByTestId('reseller-card').waitFor({ timeout: 20_000 });
    await page.getByTestId('action-balance').click();
    const adjust = page.getByTestId('balance-dialog');
    await adjust.getByTestId('balance-amount').fill('30000');
    await adjust.getByTestId('balance-info').fill('هدیه‌ی وفاداری');
    await adjust.getByTestId('balance-submit').dblclick();
    await closeAlert(page, 'موجودی اصلاح شد');
    // Submitting the same dialog again (a retry) is answered from the first correction.
    const rows = await waitFor(async () => {
      const list = (await ledger(user.id)).data.filter((r) => r.info === 'هدیه‌ی وفاداری');
      return list.length > 0 ? list : undefined;
    }, 'the correction row');
    expect(rows).toHaveLength(1);
    expect((await find(mobile))?.balance).toBe(30_000);
    await page.getByTestId('reseller-card-balance').getByText('۳۰٬۰۰۰ تومان').waitFor();
    expect(await page.getByTestId('ledger-row').count()).toBe(1);
  });

  it('admin resellers: a disabled reseller can no longer log in, and can be enabled again', async () => {
    const mobile = freshMobile();
    const user = await apiReseller(h, mobile);
    const page = await openAdmin(h, `/admin/resellers/${user.id}`);
    await page.getByTestId('reseller-card').waitFor({ timeout: 20_000 });
    await page.getByTestId('action-disable').click();
    await page.getByTestId('disable-dialog-confirm').click();
    await closeAlert(page, 'حساب غیرفعال شد');
    await page.getByTestId('reseller-card').getByTestId('badge-inactive').waitFor();
    await expect(h.loginToken(mobile, 'reseller-pass')).rejects.toThrow(/40[13]/);

    const login = await h.newPage('desktop');
    await login.goto('/login');
    await login.getByLabel(/^شماره موبایل/).fill(mobile);
    await login.getByLabel(/^رمز عبور/).fill('reseller-pass');
    await login.getByRole('button', { name: 'ورود', exact: true }).click();
    await dialog(login).waitFor();
    expect(new URL(login.url()).pathname).toBe('/login');

    await page.getByTestId('action-enable').click();
    await closeAlert(page, 'حساب فعال شد');
    expect(await h.loginToken(mobile, 'reseller-pass')).toBeTruthy();
  });

  it("admin resellers: 'log in as' opens the reseller's dashboard in a new tab and leaves the admin logged in", async () => {
    const mobile = freshMobile();
    const user = await apiReseller(h, mobile, 0, 'فروشنده‌ی مهمان');
    const page = await openAdmin(h, `/admin/resellers/${user.id}`);
    await page.getByTestId('reseller-card').waitFor({ timeout: 20_000 });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('action-login-as').click()]);
    await tab.getByTestId('dashboard').waitFor({ timeout: 20_000 });
    await tab.getByTestId('account-mobile').getByText(mobile).waitFor();
    await adminShot(tab, 'admin-login-as-tab');

    // The admin's own tab, reloaded, is still the admin's.
    await page.reload();
    await page.getByTestId('reseller-card').waitFor();
    await page.goto('/admin');
    await page.getByTestId('admin-overview').waitFor();
    // Logging out of the reseller's tab ends that session only.
    await tab.getByTestId('nav-/logout').click();
    await tab.getByTestId('login-form').waitFor();
    await page.reload();
    await page.getByTestId('admin-overview').waitFor();
  });

  it('admin resellers: delete asks first, hides the account and keeps its ledger', async () => {
    const mobile = freshMobile();
    const user = await apiReseller(h, mobile, 5_000);
    const page = await openAdmin(h, `/admin/resellers/${user.id}`);
    await page.getByTestId('reseller-card').waitFor({ timeout: 20_000 });
    await page.getByTestId('action-delete').click();
    await page.getByTestId('delete-dialog-confirm').click();
    await closeAlert(page, 'حساب حذف شد');
    await page.getByTestId('admin-resellers').waitFor();
    expect(await find(mobile)).toBeUndefined();
    expect((await ledger(user.id)).data).toHaveLength(1);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin resellers: the list and one reseller's page fit the screen, in Persian (${viewport})`, async () => {
      const mobile = freshMobile();
      const user = await apiReseller(h, mobile, 120_000, 'فروشنده‌ی نمونه');
      await h.api('POST', `/admin/users/${user.id}/balance`, {
        token: admin,
        body: { amount: -20_000, info: 'اصلاح نمونه' },
      });
      const page = await openAdmin(h, '/admin/resellers', viewport);
      await page.getByTestId('resellers-table').waitFor({ timeout: 20_000 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await adminShot(page, 'admin-resellers');
      await page.goto(`/admin/resellers/${user.id}`);
      await page.getByTestId('ledger-row').first().waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const shown = await find(mobile);
      // The referral code is data (and may start with a digit, so only its letters read as a word).
      const words = await visibleLatinWords(page, [shown?.payGroup.name ?? '']);
      expect(words.filter((w) => !shown?.referral_code.includes(w))).toEqual([]);
      await adminShot(page, 'admin-reseller');
    });
  }
});
