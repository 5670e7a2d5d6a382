import { toJalaliDate } from '@pishkhan/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUser, adminShot, apiReseller, openAdmin } from './admin-helpers';
import { freshMobile, type Harness, horizontalOverflow, startHarness, visibleLatinWords } from './harness';

const ids = (page: Page) =>
  page.getByTestId('ledger-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));

async function waitForRows(page: Page, expected: number[]) {
  await page.waitForFunction(
    (want) =>
      JSON.stringify(
        [...document.querySelectorAll('[data-testid="ledger-row"]')].map((r) => Number(r.getAttribute('data-id'))),
      ) === JSON.stringify(want),
    expected,
  );
}

describe('admin transactions', () => {
  let h: Harness;
  let admin: string;
  let a: AdminUser;
  let b: AdminUser;
  const list = (q: string) => h.api<{ data: { id: number }[] }>('GET', `/admin/transactions?${q}`, { token: admin });

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.adminToken();
    a = await apiReseller(h, freshMobile(), 300_000, 'فروشنده‌ی الف');
    b = await apiReseller(h, freshMobile(), 90_000, 'فروشنده‌ی ب');
    await h.api('POST', `/admin/users/${a.id}/balance`, {
      token: admin,
      body: { amount: -12_000, info: 'کسر کارمزد ویژه' },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('admin transactions: every row names its user; filters by user, type, text and Jalali dates reach the URL', async () => {
    const page = await openAdmin(h, '/admin/transactions');
    await page.getByTestId('ledger-table').waitFor({ timeout: 20_000 });
    await waitForRows(
      page,
      (await list('page=1')).data.map((t) => t.id),
    );
    await page.locator('[data-testid="ledger-user"]', { hasText: 'فروشنده‌ی ب' }).first().waitFor();

    // User: through the picker, by part of the mobile.
    await page.getByTestId('user-filter').click();
    await page.getByTestId('user-filter').fill(a.mobile.slice(-5));
    await page.getByRole('option', { name: /فروشنده‌ی الف/ }).click();
    await page.waitForURL(new RegExp(`user_id=${a.id}`));
    await waitForRows(
      page,
      (await list(`user_id=${a.id}`)).data.map((t) => t.id),
    );
    expect(await ids(page)).toHaveLength(2);

    // Text.
    await page.getByTestId('search-filter').fill('کارمزد');
    await page.waitForURL(/search=/);
    await waitForRows(
      page,
      (await list(`user_id=${a.id}&search=کارمزد`)).data.map((t) => t.id),
    );
    expect(await ids(page)).toHaveLength(1);

    // Type: deposits only (none for these corrections).
    await page.getByTestId('type-filter').selectOption('1');
    await page.getByTestId('ledger-empty').waitFor();
    await page.getByTestId('clear-filters').click();
    await waitForRows(
      page,
      (await list(`user_id=${a.id}`)).data.map((t) => t.id),
    );

    // Jalali dates: today holds the rows, a day long past holds none.
    const today = toJalaliDate(new Date());
    await page.goto(`/admin/transactions?user_id=${b.id}&from=${today}&to=${today}`);
    await waitForRows(
      page,
      (await list(`user_id=${b.id}`)).data.map((t) => t.id),
    );
    await page.goto(`/admin/transactions?user_id=${b.id}&from=1400-01-01&to=1400-01-02`);
    await page.getByTestId('ledger-empty').waitFor();

    // A row's user leads to that reseller's page.
    await page.goto('/admin/transactions');
    await page.locator('[data-testid="ledger-user"]', { hasText: 'فروشنده‌ی ب' }).first().click();
    await page.getByTestId('reseller-card').getByText('فروشنده‌ی ب').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/resellers/${b.id}`);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin transactions: fits the screen, in Persian (${viewport})`, async () => {
      const page = await openAdmin(h, '/admin/transactions', viewport);
      await page.getByTestId('ledger-table').waitFor({ timeout: 20_000 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Ledger descriptions are data (a package named after its protocol).
      const data = (await page.getByTestId('ledger-info').allInnerTexts()).join(' ').match(/[A-Za-z][A-Za-z0-9_.-]*/g);
      expect(await visibleLatinWords(page, data ?? [])).toEqual([]);
      await adminShot(page, 'admin-transactions');
    });
  }
});
