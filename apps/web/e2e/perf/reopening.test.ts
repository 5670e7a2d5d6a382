import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askedUpToRouteChange,
  DEMO,
  freshMobile,
  type Harness,
  holdRequests,
  loginWithPassword,
  reopenWithUserHeld,
  routeChangeAsked,
  startHarness,
  waitFor,
} from '../harness';

interface TransactionList {
  data: { id: number }[];
  last_page: number;
}

/** Correction rows enough for pages of them, to reopen the ledger on a later one. */
const CORRECTIONS = 95;

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

/**
 * A panel opened anew (a reopened tab, a stored token): the maintenance check, the user and the screen's data are
 * asked for together, each once.
 */
describe('reopening the panel', () => {
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

  const newReseller = async () => {
    const mobile = freshMobile();
    const password = 'settings-old-pass';
    await h.api('POST', '/users', {
      token: await h.adminToken(),
      body: { name: 'فروشنده تنظیمات', mobile, password },
    });
    return { mobile, password };
  };

  it('reopening the panel: the maintenance check, the user and the list of the screen are asked for together, each once (decision 088)', async () => {
    const page = await h.newPage();
    await loginWithPassword(page, DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    // The user's answer is held: before decision 088 the list waited for it, and the user for the maintenance check.
    const release = await holdRequests(page, /\/api\/auth\/me$/);
    await page.goto('/services');
    await waitFor(
      async () => (paths.includes('/api/services') && paths.includes('/api/auth/me') ? true : undefined),
      'the list and the user asked for while the user is held',
    );
    expect(paths).toContain('/api/settings/maintenance');
    expect(await page.locator('[data-testid^="service-row-"]').count()).toBe(0);
    release();
    await page.locator('[data-testid^="service-row-"]').first().waitFor();
    await routeChangeAsked(page, 'nav-/transactions');
    // What the reopening asked for: everything before the route change's own maintenance check.
    const reopened = paths.slice(0, paths.lastIndexOf('/api/settings/maintenance'));
    for (const call of ['/api/settings/maintenance', '/api/auth/me', '/api/services']) {
      expect(
        reopened.filter((p) => p === call),
        call,
      ).toHaveLength(1);
    }
  });

  it('reopening the panel with a token stored by an earlier version (no kind of user beside it) shows the list, asked for once (decision 088)', async () => {
    const token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    const page = await h.newPage();
    await page.context().addInitScript((t) => window.localStorage.setItem('token', t), token);
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    await page.goto('/services');
    await page.locator('[data-testid^="service-row-"]').first().waitFor();
    await routeChangeAsked(page, 'nav-/transactions');
    expect(paths.filter((p) => p === '/api/services')).toHaveLength(1);
    // The first answer of the user stores its kind, so the next reopening asks for everything together.
    expect(await page.evaluate(() => localStorage.getItem('user-type'))).toBe('RESELLER');
  });

  it('group services: reopened, the batches travel beside the user, not after it, and are asked for once (decision 088)', async () => {
    const page = await h.newPage('desktop', token);
    const paths = await reopenWithUserHeld(page, '/groupservices', ['/api/services/servicegroups']);
    await page.getByTestId('service-group-row').first().waitFor();
    expect(await askedUpToRouteChange(page, paths, ['/api/services/servicegroups'])).toEqual([
      '/api/services/servicegroups',
    ]);
  });

  it('newservice: reopened, the packages travel beside the user, not after it (decision 088)', async () => {
    const page = await h.newPage('desktop', token);
    await reopenWithUserHeld(page, '/newservice', ['/api/packages/mypackages']);
    await page.getByTestId('package-picker').getByRole('radio').first().waitFor();
  });

  it('notifications: reopened, the list travels beside the user, not after it, and is asked for once (decision 088)', async () => {
    const page = await h.newPage('desktop', token);
    const paths = await reopenWithUserHeld(page, '/notifications', ['/api/notifications/my']);
    await page.getByTestId('notification-item').first().waitFor();
    expect(await askedUpToRouteChange(page, paths, ['/api/notifications/my'])).toEqual(['/api/notifications/my']);
  });

  it('referrals: reopened, the list travels beside the user, not after it, and is asked for once (decision 088)', async () => {
    const page = await h.newPage('desktop', token);
    const paths = await reopenWithUserHeld(page, '/referrals', ['/api/users/referrals']);
    await page.getByTestId('referral-row').first().waitFor();
    expect(await askedUpToRouteChange(page, paths, ['/api/users/referrals'])).toEqual(['/api/users/referrals']);
  });

  it('settings: reopened, the remarks and the store details travel beside the user, not after it, and are asked for once (decision 088)', async () => {
    const r = await newReseller();
    const page = await h.newPage('desktop', await h.loginToken(r.mobile, r.password));
    const apis = ['/api/users/remarks', '/api/users/support'];
    const paths = await reopenWithUserHeld(page, '/settings', apis);
    await page.getByLabel('ریمارک', { exact: true }).waitFor();
    await page.getByLabel('لینک پشتیبانی').waitFor();
    expect(await askedUpToRouteChange(page, paths, apis)).toEqual(apis);
  });

  it('transactions: reopened on a page with a type, that page is asked for beside the user, not after it, and once (decision 088)', async () => {
    const expected = await list('page=2&type=5');
    const page = await h.newPage('desktop', token);
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/transactions/my') lists.push(url.search);
    });
    const release = await holdRequests(page, /\/api\/auth\/me$/);
    await page.goto('/transactions?page=2&type=5');
    await waitFor(async () => (lists.length > 0 ? true : undefined), 'the list asked for while the user is held');
    release();
    await waitForRows(
      page,
      expected.data.map((t) => t.id),
    );
    // A screen that asked again on mounting would have asked before the next route change.
    await routeChangeAsked(page, 'nav-/services');
    expect(lists).toEqual(['?page=2&type=5']);
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
