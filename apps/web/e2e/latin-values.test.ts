import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type Harness,
  latinValueFaults,
  type ProviderFakes,
  startHarness,
  startProviderFakes,
  type ViewportName,
} from './harness';
import { ADMIN_SCREENS, RESELLER_SCREENS } from './screens';
import { productToken } from './store-helpers';

/**
 * Decision 084: codes, serials, links, e-mails, addresses and host names keep ASCII digits (the
 * digit-substituting face is for Persian numbers only) and are never broken across lines inside the value. Every
 * screen is walked at both widths with the data that shows such values on it.
 */
describe('Latin values: ASCII digits, never broken inside', () => {
  let fakes: ProviderFakes;
  let h: Harness;
  let reseller: string;
  let admin: string;
  let screens: { reseller: Array<[string, string]>; admin: Array<[string, string]>; store: Array<[string, string]> };

  beforeAll(async () => {
    fakes = await startProviderFakes();
    h = await startHarness({ env: fakes.env });
    reseller = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    admin = await h.adminToken();
    const [user] = (
      await h.api<{ data: Array<{ id: number }> }>('GET', `/users?mobile=${DEMO.fullReseller.mobile}`, { token: admin })
    ).data;
    await h.api('POST', '/admin/giftcards', { token: admin, body: { amount: 10_000, count: 2, label: 'Nowruz 1405' } });
    const [batch] = (await h.api<{ data: Array<{ batch_id: number }> }>('GET', '/admin/giftcards', { token: admin }))
      .data;
    // A store order paid by card, with the customer's e-mail, so the orders screen shows one.
    const products = await h.api<Array<{ link: string }>>('GET', '/products/myproducts', { token: reseller });
    const token = productToken(products[0]?.link ?? '');
    const [method] = await h.api<Array<{ id: number }>>('GET', '/paymentmethods/mymethods', { token: reseller });
    const started = await h.api<{ order: string }>('POST', `/shop/p/${token}`, {
      body: { contact: 'buyer11@example.com', method_id: method?.id },
    });
    screens = {
      reseller: RESELLER_SCREENS,
      admin: ADMIN_SCREENS.map(([path, testId]): [string, string] => [
        path.replace(':reseller', String(user?.id)).replace(':batch', String(batch?.batch_id)),
        testId,
      ]),
      store: [
        [`/buy/${token}`, 'checkout'],
        [`/order/${started.order}`, 'order-view'],
        [`/register?code=${DEMO.fullReseller.code}`, 'register-form'],
      ],
    };
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  async function walk(viewport: ViewportName, token: string | undefined, list: Array<[string, string]>) {
    const page = await h.newPage(viewport, token);
    const faults: string[] = [];
    for (const [path, testId] of list) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      for (const f of await latinValueFaults(page)) faults.push(`${path}: ${f.fault} «${f.value}» (${f.where})`);
    }
    return { page, faults };
  }

  /** Opens an action of the first service whose row offers it and returns the faults of the dialog it opens. */
  async function dialogFaults(page: Page, action: string, title: string) {
    const menus = page.getByTestId('service-actions');
    for (let i = 0; i < (await menus.count()); i++) {
      await menus.nth(i).click();
      // The menu is open (not still opening) before its items are counted, and closed before the next one opens.
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const item = menu.getByRole('menuitem', { name: action });
      if ((await item.count()) > 0) {
        await item.click();
        const shown = page.getByRole('dialog', { name: new RegExp(title) });
        await shown.waitFor();
        await page.waitForLoadState('networkidle');
        const faults = await latinValueFaults(page);
        await page.keyboard.press('Escape');
        await shown.waitFor({ state: 'detached' });
        return faults.map((f) => `${action}: ${f.fault} «${f.value}» (${f.where})`);
      }
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }
    throw new Error(`no service offers ${action}`);
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`Latin values: a service's QR and IP dialogs at ${viewport}`, async () => {
      const page = await h.newPage(viewport, reseller);
      await page.goto('/services');
      await page.getByTestId('services').waitFor();
      await page.getByTestId('service-actions').first().waitFor();
      expect([
        ...(await dialogFaults(page, 'کد QR', 'کد QR سرویس')),
        ...(await dialogFaults(page, 'آی‌پی‌ها', 'آی‌پی‌های سرویس')),
      ]).toEqual([]);
    });

    it(`Latin values: every reseller screen at ${viewport}`, async () => {
      const { faults } = await walk(viewport, reseller, screens.reseller);
      expect(faults).toEqual([]);
    });
    it(`Latin values: every admin screen at ${viewport}`, async () => {
      const { faults } = await walk(viewport, admin, screens.admin);
      expect(faults).toEqual([]);
    });
    it(`Latin values: the store's checkout and order pages, and registering with a code, at ${viewport}`, async () => {
      const { faults } = await walk(viewport, undefined, screens.store);
      expect(faults).toEqual([]);
    });
  }
});
