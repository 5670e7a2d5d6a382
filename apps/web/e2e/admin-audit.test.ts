import { toJalaliDate } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUser, adminShot, openAdmin } from './admin-helpers';
import { freshMobile, type Harness, horizontalOverflow, startHarness, visibleLatinWords } from './harness';

describe('admin audit trail', () => {
  let h: Harness;
  let admin: string;
  let user: AdminUser;
  const PASSWORD = 'audit-secret-pass';

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.adminToken();
    user = await h.api<AdminUser>('POST', '/users', {
      token: admin,
      body: { name: 'فروشنده‌ی گزارش', mobile: freshMobile(), password: PASSWORD },
    });
    await h.api('POST', `/admin/users/${user.id}/balance`, {
      token: admin,
      body: { amount: 40_000, info: 'شارژ گزارش' },
    });
    await h.api('PUT', `/users/${user.id}`, { token: admin, body: { discount: 90 } });
    await h.api('POST', `/admin/users/${user.id}/login-link`, { token: admin });
    // A refused correction is recorded too.
    await h
      .api('POST', `/admin/users/${user.id}/balance`, {
        token: admin,
        body: { amount: -999_999, info: 'بیش از موجودی' },
      })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('admin audit: newest first, Persian action names, status, and the request with its secrets masked', async () => {
    const page = await openAdmin(h, '/admin/audit');
    await page.getByTestId('audit-table').waitFor({ timeout: 20_000 });
    const rows = page.getByTestId('audit-row');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-row"]').length === 5);
    const actions = await page.getByTestId('audit-action').allInnerTexts();
    expect(actions).toEqual(['اصلاح موجودی', 'ورود به پنل فروشنده', 'ویرایش حساب', 'اصلاح موجودی', 'ساخت حساب']);
    expect(await rows.first().getAttribute('data-status')).toBe('422');
    await rows.first().getByText(/رد شد/).waitFor();
    await rows.nth(1).getByText('انجام شد').waitFor();

    // The creation's details: the password is masked, the name is not.
    await rows.nth(4).getByTestId('audit-details-toggle').click();
    const details = await page.getByTestId('audit-details').innerText();
    expect(details).toContain('فروشنده‌ی گزارش');
    expect(details).toContain('••••');
    expect(details).not.toContain(PASSWORD);
    await adminShot(page, 'admin-audit-details');
  });

  it('admin audit: the kind, user and date filters', async () => {
    const page = await openAdmin(h, '/admin/audit');
    await page.getByTestId('audit-table').waitFor({ timeout: 20_000 });
    await page.getByTestId('audit-kind').getByText('جابه‌جایی پول').click();
    await page.waitForURL(/kind=money/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="audit-action"]')].every((e) => e.textContent === 'اصلاح موجودی'),
    );

    await page.getByTestId('audit-user').click();
    await page.getByTestId('audit-user').fill('گزارش');
    await page.getByRole('option', { name: /فروشنده‌ی گزارش/ }).click();
    await page.waitForURL(new RegExp(`user_id=${user.id}`));
    // Both corrections, the refused one too (a creation names no subject: it is the admin's own act).
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-row"]').length === 2);

    const today = toJalaliDate(new Date());
    await page.goto(`/admin/audit?user_id=${user.id}&from=${today}&to=${today}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="audit-row"]').length === 4);
    await page.goto(`/admin/audit?user_id=${user.id}&from=1400-01-01&to=1400-01-02`);
    await page.getByTestId('audit-empty').waitFor();
    await page.getByTestId('audit-clear').click();
    await page.waitForURL((url) => url.search === '');
    await page.getByTestId('audit-table').waitFor();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin audit: fits the screen, in Persian (${viewport})`, async () => {
      const page = await openAdmin(h, '/admin/audit', viewport);
      await page.getByTestId('audit-table').waitFor({ timeout: 20_000 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page)).toEqual([]);
      await adminShot(page, 'admin-audit');
    });
  }
});
