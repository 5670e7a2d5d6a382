import { toJalaliDate } from '@pishkhan/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type Harness,
  horizontalOverflow,
  screenshot,
  startHarness,
  VIEWPORTS,
  visibleLatinWords,
} from './harness';

interface Transaction {
  id: number;
  type: number;
  typename: string;
  amount: number;
  info: string;
}
interface TransactionList {
  data: Transaction[];
  last_page: number;
}

/** Enough correction rows for more than 9 pages, so the pagination shows its ellipsis. */
const CORRECTIONS = 95;

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const rowAmounts = (page: Page) =>
  page.getByTestId('transaction-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-amount'))));

/** Waits until the table shows exactly these ids (the fetch for new filters has landed). */
async function waitForRows(page: Page, ids: number[]) {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('[data-testid="transaction-row"]')].map((r) => Number(r.getAttribute('data-id'))),
      ) === JSON.stringify(expected),
    ids,
  );
}

describe('transactions', () => {
  let h: Harness;
  let token: string;
  let list: (q: string) => Promise<TransactionList>;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    list = (q) => h.api<TransactionList>('GET', `/transactions/my?${q}`, { token });
    const admin = await h.adminToken();
    const me = await h.api<{ id: number }>('GET', '/auth/me', { token });
    for (let i = 1; i <= CORRECTIONS; i++) {
      await h.api('POST', `/admin/users/${me.id}/balance`, {
        token: admin,
        body: { amount: i % 2 ? 1000 * i : -500 * i, info: `اصلاحیه‌ی آزمایشی شماره ${i}` },
      });
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`transactions: title, the first page of 10, signed amounts and pagination with ellipsis (${viewport})`, async () => {
      const first = await list('page=1');
      expect(first.last_page).toBeGreaterThan(9);
      const page = await h.newPage(viewport, token);
      await page.goto('/transactions');
      await page.getByRole('heading', { name: 'لیست تراکنش‌ها' }).waitFor();
      await waitForRows(
        page,
        first.data.map((t) => t.id),
      );
      expect(first.data).toHaveLength(10);

      // Prices hidden (the default): no amount and no balance shows; shown, they read as Toman.
      const amounts = page.getByTestId('transaction-amount');
      const balances = page.getByTestId('transaction-balance');
      expect(new Set(await amounts.allTextContents())).toEqual(new Set(['*****']));
      expect((await balances.allTextContents()).every((text) => text.endsWith('*****'))).toBe(true);
      await page.getByTestId('toggle-showprice').click();
      await expect.poll(() => balances.first().textContent()).toMatch(/[۰-۹٬]+ تومان$/);

      const positive = page.locator('[data-testid="transaction-amount"][data-tone="positive"]').first();
      const negative = page.locator('[data-testid="transaction-amount"][data-tone="negative"]').first();
      expect(await positive.textContent()).toMatch(/^\u2066\+[۰-۹٬]+\u2069 تومان$/);
      expect(await negative.textContent()).toMatch(/^\u2066-[۰-۹٬]+\u2069 تومان$/);
      const rgb = async (el: typeof positive) =>
        ((await el.evaluate((e) => getComputedStyle(e).color)).match(/\d+/g) ?? []).map(Number);
      const [pr = 0, pg = 0] = await rgb(positive);
      const [nr = 0, ng = 0] = await rgb(negative);
      expect(pg).toBeGreaterThan(pr);
      expect(nr).toBeGreaterThan(ng);

      const pagination = page.getByTestId('pagination');
      await pagination.waitFor();
      expect(await pagination.locator('.mantine-Pagination-dots').count()).toBe(1);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Nothing of a row is cut or hidden behind a sideways scroll: on a phone each row is a card (decision 088).
      const table = page.getByTestId('transactions-table');
      expect(
        await table.evaluate((t) => (t.parentElement?.scrollWidth ?? 0) - (t.parentElement?.clientWidth ?? 0)),
      ).toBe(0);
      const badge = page.getByTestId('transaction-row').first().locator('.mantine-Badge-root');
      expect(await badge.evaluate((b) => b.scrollWidth - b.clientWidth)).toBeLessThanOrEqual(0);
      expect(await balances.first().isVisible()).toBe(true);
      const dataWords = JSON.stringify(first).match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [];
      expect(await visibleLatinWords(page, dataWords)).toEqual([]);
      await screenshot(page, 'transactions');

      // Page 2 goes into the address bar and shows the second page; 2 siblings on each side of page 6.
      await pagination.getByRole('button', { name: 'صفحه‌ی 2', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await waitForRows(
        page,
        (await list('page=2')).data.map((t) => t.id),
      );
      await page.goto('/transactions?page=6');
      await waitForRows(
        page,
        (await list('page=6')).data.map((t) => t.id),
      );
      for (const n of [1, 4, 5, 6, 7, 8, first.last_page]) {
        expect(await pagination.getByRole('button', { name: `صفحه‌ی ${n}`, exact: true }).count(), `page ${n}`).toBe(1);
      }
      for (const n of [2, 3]) {
        expect(await pagination.getByRole('button', { name: `صفحه‌ی ${n}`, exact: true }).count(), `page ${n}`).toBe(0);
      }
      expect(await pagination.locator('.mantine-Pagination-dots').count()).toBeGreaterThanOrEqual(1);
    });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`transactions: a Jalali range with today keeps the rows, one without today empties the list (${viewport})`, async () => {
      const today = toJalaliDate(new Date());
      // The calendar marks today by the browser's clock: put the browser where the users are (and the server's dates).
      const context = await h.browser.newContext({
        viewport: VIEWPORTS[viewport],
        locale: 'fa-IR',
        timezoneId: 'Asia/Tehran',
        baseURL: h.baseUrl,
      });
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      page.on('pageerror', (error) => h.pageErrors.push(error));
      await page.goto('/transactions?page=3');
      await page.getByTestId('transaction-row').first().waitFor();

      const calendar = page.locator('.rmdp-wrapper');
      const pick = async (days: ReturnType<Page['locator']>[]) => {
        await page.getByTestId('date-range').click();
        await calendar.waitFor();
        return days;
      };
      const confirm = async () => {
        if (viewport === 'phone') await calendar.getByRole('button', { name: 'تأیید' }).click();
        await calendar.waitFor({ state: 'hidden' });
      };

      // From the first day of this month to today.
      await pick([]);
      const monthDays = calendar.locator('.rmdp-day-picker .rmdp-day:not(.rmdp-day-hidden):not(.rmdp-disabled)');
      const todayCell = calendar.locator('.rmdp-day-picker .rmdp-day.rmdp-today');
      // When today is the 1st, both clicks land on it: a one-day range.
      await monthDays.first().click();
      await screenshot(page, 'transactions-date-picker');
      await todayCell.click();
      await confirm();
      await page.waitForURL((u) => u.searchParams.get('to') === today);
      expect(query(page).from).toMatch(/^1[34]\d\d-\d\d-01$/);
      expect(query(page).page).toBeUndefined();
      const inRange = await list(`page=1&from=${query(page).from}&to=${today}`);
      expect(inRange.data.length).toBeGreaterThan(0);
      await waitForRows(
        page,
        inRange.data.map((t) => t.id),
      );
      expect(await page.getByTestId('date-range').inputValue()).toContain(' تا ');
      if (viewport === 'desktop') await screenshot(page, 'transactions-filtered');

      // Two days of another month: no row of today's demo data falls in it.
      await pick([]);
      // The calendar speaks Persian to screen readers too.
      expect(await calendar.locator('[aria-label^="Choose"], [aria-label^="Select"]').count()).toBe(0);
      await calendar.getByRole('button', { name: 'ماه بعد' }).click();
      expect(await todayCell.count()).toBe(0);
      await monthDays.nth(0).click();
      await monthDays.nth(1).click();
      await confirm();
      await page.waitForURL((u) => u.searchParams.get('to') !== today && u.searchParams.has('to'));
      await page.getByTestId('transactions-empty').waitFor();
      expect(await page.getByText('تراکنشی با این فیلترها پیدا نشد').isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Clearing the range brings every row back.
      await page.getByTestId('clear-date-range').click();
      await page.waitForURL((u) => !u.searchParams.has('from') && !u.searchParams.has('to'));
      await waitForRows(
        page,
        (await list('page=1')).data.map((t) => t.id),
      );
      await context.close();
    });
  }

  it('transactions: the type filter shows only that type and resets the page to 1', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/transactions?page=2');
    await waitForRows(
      page,
      (await list('page=2')).data.map((t) => t.id),
    );
    await page.getByLabel('نوع تراکنش').selectOption({ label: 'خرید' });
    await page.waitForURL((u) => u.searchParams.get('type') === '4');
    expect(query(page).page).toBeUndefined();
    const purchases = await list('page=1&type=4');
    expect(purchases.data.length).toBeGreaterThan(0);
    expect(purchases.data.every((t) => t.type === 4)).toBe(true);
    await waitForRows(
      page,
      purchases.data.map((t) => t.id),
    );
    const badges = await page.getByTestId('transaction-row').locator('td:nth-child(4)').allTextContents();
    expect(new Set(badges)).toEqual(new Set(purchases.data.map((t) => t.typename)));

    // The filter survives a reload because it lives in the address bar.
    await page.reload();
    await waitForRows(
      page,
      purchases.data.map((t) => t.id),
    );
    expect(await page.getByLabel('نوع تراکنش').inputValue()).toBe('4');

    await page.getByLabel('نوع تراکنش').selectOption({ label: 'همه' });
    await page.waitForURL((u) => !u.searchParams.has('type'));
    await waitForRows(
      page,
      (await list('page=1')).data.map((t) => t.id),
    );
  });

  it('transactions: search narrows the rows, resets the page and lives in the URL', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/transactions?page=4');
    await waitForRows(
      page,
      (await list('page=4')).data.map((t) => t.id),
    );
    await page.getByLabel('جستجو').fill('شماره 17');
    await page.waitForURL((u) => u.searchParams.get('search') === 'شماره 17');
    expect(query(page).page).toBeUndefined();
    const found = await list(`page=1&search=${encodeURIComponent('شماره 17')}`);
    expect(found.data.map((t) => t.info)).toEqual(['اصلاحیه‌ی آزمایشی شماره 17']);
    await waitForRows(
      page,
      found.data.map((t) => t.id),
    );

    await page.getByTestId('clear-filters').click();
    await page.waitForURL((u) => !u.searchParams.has('search'));
    expect(await page.getByLabel('جستجو').inputValue()).toBe('');
    await waitForRows(
      page,
      (await list('page=1')).data.map((t) => t.id),
    );
  });

  it('transactions: a header sorts the whole ledger on the server, across pages, and the order is in the address', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/transactions');
    await waitForRows(
      page,
      (await list('page=1')).data.map((t) => t.id),
    );
    // Newest first by default: the id and date headers show it.
    expect(await page.locator('th[aria-sort="descending"]').allTextContents()).toEqual(['شناسه', 'تاریخ']);

    await page.getByTestId('sort-amount').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'amount');
    const smallest = await list('page=1&sort=amount');
    await waitForRows(
      page,
      smallest.data.map((t) => t.id),
    );
    // The first page holds the ledger's smallest amounts, not the first page's ten rows reordered.
    const all = (
      await Promise.all(Array.from({ length: smallest.last_page }, (_, i) => list(`page=${i + 1}`)))
    ).flatMap((p) => p.data.map((t) => t.amount));
    expect(await rowAmounts(page)).toEqual([...all].sort((a, b) => a - b).slice(0, 10));
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toBe('مبلغ');

    // Page 2 keeps the order; the reload keeps it too.
    await page.getByTestId('pagination').getByRole('button', { name: 'صفحه‌ی 2', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2' && u.searchParams.get('sort') === 'amount');
    await waitForRows(
      page,
      (await list('page=2&sort=amount')).data.map((t) => t.id),
    );
    await page.reload();
    await waitForRows(
      page,
      (await list('page=2&sort=amount')).data.map((t) => t.id),
    );

    await page.getByTestId('sort-amount').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === '-amount' && !u.searchParams.has('page'));
    await waitForRows(
      page,
      (await list('page=1&sort=-amount')).data.map((t) => t.id),
    );
    await page.getByTestId('sort-date').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'id');
    await waitForRows(
      page,
      (await list('page=1&sort=id')).data.map((t) => t.id),
    );
    await page.getByTestId('sort-id').click();
    await page.waitForURL((u) => !u.searchParams.has('sort'));
    await waitForRows(
      page,
      (await list('page=1')).data.map((t) => t.id),
    );
  });

  it('transactions: on a phone the cards are sorted from a list of orders, on the server, in the address', async () => {
    const page = await h.newPage('phone', token);
    await page.goto('/transactions');
    await waitForRows(
      page,
      (await list('page=1')).data.map((t) => t.id),
    );
    const select = page.getByTestId('transactions-sort');
    expect(await select.isVisible()).toBe(true);
    expect(await page.getByTestId('sort-amount').isVisible()).toBe(false);
    expect(await select.inputValue()).toBe('-id');
    await select.selectOption({ label: 'بیشترین مبلغ' });
    await page.waitForURL((u) => u.searchParams.get('sort') === '-amount');
    await waitForRows(
      page,
      (await list('page=1&sort=-amount')).data.map((t) => t.id),
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'transactions-sorted');
    // The desktop table keeps its headers and shows no list.
    const desktop = await h.newPage('desktop', token);
    await desktop.goto('/transactions?sort=-amount');
    await desktop.getByTestId('transaction-row').first().waitFor();
    expect(await desktop.getByTestId('transactions-sort').isVisible()).toBe(false);
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
