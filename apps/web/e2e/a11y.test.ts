import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Service } from '@pishkhan/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  freshMobile,
  type Harness,
  type ProviderFakes,
  startHarness,
  startProviderFakes,
  type ViewportName,
} from './harness';
import { ADMIN_SCREENS, RESELLER_SCREENS } from './screens';
import { packageId, productToken } from './store-helpers';

/** axe-core from node_modules, put into each page as it is (no CDN): the CSP does not apply to what the test evaluates. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A screen to scan: its address and what shows once it has drawn (a test id, or `null` for the server's own pages). */
type Screen = [string, string | null];

/**
 * docs/product/screens.md#keyboard-and-accessibility: an axe-core scan of every screen, the reseller's and the
 * provider's, the store's public pages, login and register and the customer's page of a subscription, at 1366 and
 * 390 px. No serious or critical violation; each one found is printed with where it is.
 */
describe('accessibility: an axe-core scan of every screen', () => {
  let fakes: ProviderFakes;
  let h: Harness;
  let reseller: string;
  let admin: string;
  let screens: { reseller: Screen[]; admin: Screen[]; guest: Screen[] };

  beforeAll(async () => {
    fakes = await startProviderFakes();
    h = await startHarness({ env: fakes.env });
    reseller = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    admin = await h.adminToken();
    const [user] = (
      await h.api<{ data: Array<{ id: number }> }>('GET', `/users?mobile=${DEMO.fullReseller.mobile}`, { token: admin })
    ).data;
    await h.api('POST', '/admin/giftcards', { token: admin, body: { amount: 10_000, count: 2, label: 'نوروز' } });
    const [batch] = (await h.api<{ data: Array<{ batch_id: number }> }>('GET', '/admin/giftcards', { token: admin }))
      .data;
    const products = await h.api<Array<{ link: string }>>('GET', '/products/myproducts', { token: reseller });
    const token = productToken(products[0]?.link ?? '');
    const [method] = await h.api<Array<{ id: number }>>('GET', '/paymentmethods/mymethods', { token: reseller });
    const started = await h.api<{ order: string }>('POST', `/shop/p/${token}`, {
      body: { contact: 'buyer@example.com', method_id: method?.id },
    });
    const [service] = await h.api<Service[]>('POST', '/services', {
      token: reseller,
      body: {
        package_id: await packageId(h, reseller, 'یک ماهه ۳۰ گیگ'),
        batch: false,
        count: 1,
        mobile: freshMobile(),
        name: 'مشتری دسترس‌پذیری',
      },
    });
    screens = {
      reseller: [...RESELLER_SCREENS, ['/soon', 'coming-soon']],
      admin: ADMIN_SCREENS.map(
        ([path, testId]): Screen => [
          path.replace(':reseller', String(user?.id)).replace(':batch', String(batch?.batch_id)),
          testId,
        ],
      ),
      guest: [
        ['/login', 'login-form'],
        [`/register?code=${DEMO.fullReseller.code}`, 'register-form'],
        [`/buy/${token}`, 'checkout'],
        [`/order/${started.order}`, 'order-view'],
        [service?.subscription_url ?? '', null],
      ],
    };
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  /** The serious and critical violations axe finds on the page as it is now, one line per element. */
  /** Serious and critical violations on the page, or only inside `within` (a selector). */
  async function violations(page: Page, where: string, within?: string): Promise<string[]> {
    await page.evaluate(AXE_SOURCE);
    const found = await page.evaluate(async (selector) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) =>
          v.nodes.map(
            (n) =>
              `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
          ),
        );
    }, within);
    return found.map((line) => `${where}: ${line}`);
  }

  async function scan(viewport: ViewportName, token: string | undefined, list: Screen[]) {
    const page = await h.newPage(viewport, token);
    const found: string[] = [];
    for (const [path, testId] of list) {
      await page.goto(path);
      if (testId) await page.getByTestId(testId).waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      found.push(...(await violations(page, `${path} at ${viewport}`)));
    }
    for (const line of found) console.log(line);
    return found;
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`accessibility: a service's dialog, a date calendar and an alert at ${viewport}`, {
      timeout: 120_000,
    }, async () => {
      const page = await h.newPage(viewport, reseller);
      const found: string[] = [];
      await page.goto('/services');
      await page.getByTestId('service-actions').first().click();
      await page.getByRole('menuitem', { name: 'اطلاعات سرویس' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await violations(page, `the service's information dialog at ${viewport}`)));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto('/transactions');
      await page.getByTestId('transaction-row').first().waitFor({ timeout: 20_000 });
      await page.getByTestId('date-range').press('ArrowDown');
      await page.locator('.rmdp-wrapper .rmdp-day').first().waitFor();
      found.push(...(await violations(page, `the date range's calendar at ${viewport}`)));
      await page.keyboard.press('Escape');

      await page.goto('/giftcard');
      await page.getByTestId('giftcard').waitFor();
      await page.getByLabel(/^سریال کارت هدیه/).fill('P4GV-9G7U-725P');
      await page.evaluate(AXE_SOURCE);
      await page.getByRole('button', { name: 'ثبت کارت هدیه' }).click();
      // The alert closes itself after 5 s: the scan is of the alert alone, once its opening animation is over, and
      // counts only if the alert was still up when it ended.
      const alert = page.locator('.swal2-popup.swal2-show');
      await alert.waitFor();
      await alert.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      found.push(...(await violations(page, `an error alert at ${viewport}`, '.swal2-container')));
      expect(await page.locator('.swal2-popup.swal2-hide').count()).toBe(0);
      for (const line of found) console.log(line);
      expect(found).toEqual([]);
    });

    it(`accessibility: every reseller screen at ${viewport}`, { timeout: 240_000 }, async () => {
      expect(await scan(viewport, reseller, screens.reseller)).toEqual([]);
    });
    it(`accessibility: every admin screen at ${viewport}`, { timeout: 240_000 }, async () => {
      expect(await scan(viewport, admin, screens.admin)).toEqual([]);
    });
    it(`accessibility: login, register, the store's pages and the customer's page at ${viewport}`, {
      timeout: 120_000,
    }, async () => {
      expect(await scan(viewport, undefined, screens.guest)).toEqual([]);
    });
  }
});
