import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS, normalizeText, type Service, toJalaliDate } from '@pishkhan/contract';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDialog,
  DEMO,
  dialog,
  freshMobile,
  type Harness,
  headerBalance,
  horizontalOverflow,
  openServiceAction,
  screenshot,
  serviceRow,
  startHarness,
  VIEWPORTS,
  visibleLatinWords,
} from './harness';

const DATA_WORDS = ['V2Ray', 'OpenVPN', 'QR'];
/** The clients the subscription hint names; app names stay Latin. */
const SUBSCRIPTION_APPS = ['v2rayNG', 'Hiddify', 'Streisand', 'Clash Verge', 'sing-box'];

/**
 * Usage collection does not run in these tests, so a test that needs a nearly used-up service writes the usage
 * the collector would, into this harness's database, found by the service's id and link.
 */
function markUsage(service: Service, usedGb: number) {
  const uuid = /^vless:\/\/([^@]+)@/.exec(service.link)?.[1];
  const dirs = fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('pishkhan-web-e2e-'));
  for (const dir of dirs) {
    const file = path.join(os.tmpdir(), dir, 'pishkhan.sqlite');
    if (!fs.existsSync(file)) continue;
    const db = new Database(file);
    try {
      db.pragma('busy_timeout = 5000');
      const start = new Date(Date.now() - 5 * 86_400_000);
      const changed = db
        .prepare(
          'UPDATE services SET started_at = ?, expire_in = ?, download_bytes = ?, upload_bytes = 0 WHERE id = ? AND v2ray_uuid = ?',
        )
        .run(
          start.toISOString(),
          new Date(start.getTime() + 30 * 86_400_000).toISOString(),
          Math.round(usedGb * 1_073_741_824),
          service.id,
          uuid,
        );
      if (changed.changes === 1) return;
    } finally {
      db.close();
    }
  }
  throw new Error(`service ${service.id} not found in any e2e database`);
}

const row = serviceRow;
const openAction = openServiceAction;

/** Waits until every row's status badge reads `status` and, if given, there are exactly `count` rows. */
async function rowsSettled(page: Page, text: string, count?: number) {
  await page.waitForFunction(
    ([t, n]) => {
      const rows = [...document.querySelectorAll('[data-testid^="service-row-"]')];
      return (
        rows.length > 0 && (n === null || rows.length === n) && rows.every((r) => r.textContent?.includes(t as string))
      );
    },
    [text, count ?? null] as const,
  );
}

/** A routine success: a toast, no click asked. */
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

/** The question before money is spent (decision 098): answered «بله، خرید». */
async function agreeToSpend(page: Page) {
  const yes = dialog(page).getByRole('button', { name: 'بله، خرید' });
  await yes.click();
  // Not the whole dialog: an answer that comes at once (an error) opens the next one in its place.
  await yes.waitFor({ state: 'detached' });
}

describe('service list screen', () => {
  let h: Harness;
  let token: string;
  const buy = (packageName: string, extra: Record<string, unknown> = {}) =>
    (async () => {
      const groups = await h.api<{ packages: { id: number; name: string }[] }[]>('GET', '/packages/mypackages', {
        token,
      });
      const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === packageName);
      const [service] = await h.api<Service[]>('POST', '/services', {
        token,
        body: { package_id: pkg?.id, batch: false, count: 1, mobile: freshMobile(), name: 'مشتری آزمون', ...extra },
      });
      if (!service) throw new Error('no service');
      return service;
    })();

  const openList = async (viewport: 'desktop' | 'phone' = 'desktop', query = '') => {
    const page = await h.newPage(viewport, token);
    await page.goto(`/services${query}`);
    // The first screen of a freshly started server can take longer than the default 10 s on a busy machine.
    await page.getByTestId('services-table').waitFor({ timeout: 30_000 });
    return page;
  };

  const balanceNow = async () => (await h.api<{ balance: number }>('GET', '/auth/me', { token })).balance;
  const trafficDialog = (page: Page, id: number) =>
    page.getByRole('dialog', { name: `افزایش حجم و زمان سرویس شماره‌ی ${id}` });
  /** 5 GB of extra traffic sent again got the first answer: the replay is said, the GB are there, paid once. */
  const chargedOnce = async (page: Page, id: number, before: number) => {
    await toast(page, `به سرویس شماره‌ی ${id} افزوده شد`)
      .getByText('چیزی دوباره انجام یا کسر نشد', { exact: false })
      .waitFor();
    await row(page, id).getByText('۲۷ / ۳۵ گیگ').waitFor();
    expect(await balanceNow()).toBe(before - 22_500);
  };

  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`services: the list with credentials masked, every part of a row in view without scrolling sideways (${viewport})`, async () => {
      const page = await openList(viewport);
      expect(await page.locator('[data-testid^="service-row-"]').count()).toBeGreaterThan(0);
      const username = page.getByTestId('service-username').first();
      expect(await username.textContent()).toBe('****');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Each row's status, payment, switch and menu lie within the screen's width, and the list has nothing to scroll
      // sideways: a card on a phone, the table on a desktop (it was a 1 080 px table in a box of its own, which a phone
      // scrolled sideways and which scrolled by 20 px at 1 366 px).
      const allInView = async () => {
        const width = page.viewportSize()?.width ?? 0;
        const first = page.locator('[data-testid^="service-row-"]').first();
        for (const testId of ['service-status', 'service-paid', 'service-switch', 'service-actions', 'service-usage']) {
          const box = await first.getByTestId(testId).boundingBox();
          expect({ width, testId, inView: box !== null && box.x >= 0 && box.x + box.width <= width }).toEqual({
            width,
            testId,
            inView: true,
          });
        }
        const sideways = await page
          .getByTestId('services-table')
          .evaluate(
            (table) =>
              (table.parentElement?.parentElement?.scrollWidth ?? 0) -
              (table.parentElement?.parentElement?.clientWidth ?? 0),
          );
        expect({ width, sideways }).toEqual({ width, sideways: 0 });
      };
      // How many rows share the first row's line: the table and a phone's cards one, wider cards two side by side.
      const rowsOnFirstLine = async () => {
        const rows = page.locator('[data-testid^="service-row-"]');
        const first = await rows.nth(0).boundingBox();
        const second = await rows.nth(1).boundingBox();
        return first && second && Math.abs(first.y - second.y) < 1 ? 2 : 1;
      };
      await allInView();
      expect(await rowsOnFirstLine()).toBe(1);
      if (viewport === 'desktop') {
        // A 1 024 px screen keeps the sidebar open, leaving the list narrower than the table: cards there too, two a
        // line rather than one line each with most of it empty.
        await page.setViewportSize({ width: 1024, height: 800 });
        await allInView();
        expect(await rowsOnFirstLine()).toBe(2);
        await screenshot(page, 'services-1024');
        await page.setViewportSize(VIEWPORTS.desktop);
      }
      expect(await visibleLatinWords(page, DATA_WORDS)).toEqual([]);
      await screenshot(page, 'services');
      await page.getByRole('button', { name: 'نمایش نام کاربری' }).first().click();
      expect(await username.textContent()).not.toBe('****');
    });
  }

  it('services: a row menu works from the keyboard and tooltips show on hover', async () => {
    const page = await openList();
    const actions = page.getByTestId('service-actions').first();
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'تمدید', exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('تمدید');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'تمدید', exact: true }).waitFor({ state: 'detached' });
    // Focus goes back to the row's button.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'service-actions');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'تمدید', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('type-radius').first().hover();
    expect(await page.getByRole('tooltip').textContent()).toBe('اکانت اوپن‌وی‌پی‌ان');
    await page.getByRole('button', { name: 'نمایش رمز' }).first().hover();
    await page.getByRole('tooltip').getByText('نمایش رمز').waitFor();
    await page.mouse.move(1, 1);
    await page.waitForFunction(() => document.querySelector('[role="tooltip"]') === null);
    expect(h.pageErrors).toEqual([]);
  });

  it('services: filter by status and by search, filters kept in the URL', async () => {
    const page = await openList();
    await page.getByTestId('filter-status').selectOption({ label: 'استفاده نشده' });
    await page.getByTestId('filter-apply').click();
    await page.waitForURL(/status=1/);
    await rowsSettled(page, 'استفاده نشده');
    const statuses = await page.getByTestId('service-status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['استفاده نشده']));

    await page.getByTestId('filter-status').selectOption({ label: 'فعال' });
    await page.getByTestId('filter-search').fill('علی احمدی');
    await page.getByTestId('filter-apply').click();
    await page.waitForURL(/status=4/);
    await rowsSettled(page, 'علی احمدی', 1);
    expect(await page.locator('[data-testid^="service-row-"]').count()).toBe(1);
    expect(await page.getByTestId('service-status').textContent()).toBe('فعال');
    await screenshot(page, 'services-filtered');

    await page.reload();
    await page.getByTestId('services-table').waitFor();
    expect(await page.getByTestId('filter-search').inputValue()).toBe('علی احمدی');
    await page.getByTestId('filter-search').fill('هیچ‌کس');
    await page.getByTestId('filter-apply').click();
    await page.getByTestId('services-empty').waitFor();
  });

  it('services: turn a service off and on, and change its paid state', async () => {
    const service = await buy('یک ماهه ۳۰ گیگ');
    const page = await openList();
    const sw = row(page, service.id).getByTestId('service-switch');
    expect(await sw.isChecked()).toBe(true);
    expect(await row(page, service.id).getByTestId('service-status').textContent()).toBe('استفاده نشده');
    await sw.click({ force: true });
    // An open connection is not cut when the service goes off: the reseller is told how long it may last (decision
    // 108), in a toast that takes no click.
    const off = page.locator('.mantine-Notification-root', { hasText: 'خاموش شد' });
    await off.getByText('از همین حالا اتصال تازه پذیرفته نمی‌شود', { exact: false }).waitFor();
    expect(await off.innerText()).toContain('اتصال‌های باز حداکثر ۱۲۰ ثانیه پس از آخرین ترافیکشان بسته می‌شوند');
    await screenshot(page, 'services-switched-off');
    await page.waitForFunction(
      (id) =>
        !(
          document.querySelector(
            `[data-testid="service-row-${id}"] input[data-testid="service-switch"]`,
          ) as HTMLInputElement
        )?.checked,
      service.id,
    );
    // Switched off, it says so rather than still reading «unused».
    await expect.poll(() => row(page, service.id).getByTestId('service-status').textContent()).toBe('خاموش');
    await sw.click({ force: true });
    await page.locator('.mantine-Notification-root', { hasText: 'روشن شد' }).waitFor();
    await page.waitForFunction(
      (id) =>
        (
          document.querySelector(
            `[data-testid="service-row-${id}"] input[data-testid="service-switch"]`,
          ) as HTMLInputElement
        )?.checked,
      service.id,
    );

    await row(page, service.id).getByTestId('service-paid').selectOption({ label: 'تسویه شده' });
    await page.locator('.mantine-Notification-root', { hasText: 'تسویه شده' }).waitFor();
    const paid = row(page, service.id).getByTestId('service-paid');
    expect(await paid.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('تسویه شده');
    await page.reload();
    expect(await paid.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('تسویه شده');
  });

  it('services: renew a service with the same package', async () => {
    const service = await buy('یک ماهه ۵۰ گیگ');
    const page = await openList();
    await page.getByTestId('toggle-showprice').click();
    await openAction(page, service.id, 'تمدید');
    const modal = page.getByRole('dialog', { name: `تمدید سرویس شماره‌ی ${service.id}` });
    await modal
      .getByText('با تمدید، حجم و روزهای باقی‌مانده‌ی سرویس صفر می‌شود و بسته‌ی جدید از همین حالا فعال می‌شود.')
      .waitFor();
    await modal.getByTestId('renew-price').getByText('۱۹۸٬۰۰۰ تومان').waitFor();
    await screenshot(page, 'services-renew');
    await modal.getByTestId('renew-submit').click();
    await agreeToSpend(page);
    await toast(page, 'سرویس تمدید شد').waitFor();
    await modal.waitFor({ state: 'detached' });
  });

  it("services: renewing a custom service starts from the service's own GB and days", async () => {
    const service = await buy('V2Ray دلخواه', { traffic: 25, day: 60 });
    expect(service.userservice).toMatchObject({ is_custom: true, days: 60 });
    expect(service.transfer_enablegb).toBe(25);
    const page = await openList();
    await openAction(page, service.id, 'تمدید');
    const modal = page.getByRole('dialog', { name: `تمدید سرویس شماره‌ی ${service.id}` });
    await modal.getByTestId('custom-terms').waitFor();
    expect(normalizeText(await modal.getByTestId('custom-gb').inputValue())).toBe('25');
    expect(normalizeText(await modal.getByTestId('custom-days').inputValue())).toBe('60');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });

  it('services: add traffic to a nearly used-up service with a Jalali expiry', async () => {
    const service = await buy('یک ماهه ۳۰ گیگ');
    markUsage(service, 27);
    const page = await openList('phone');
    await page.getByTestId('toggle-showprice').click();
    await row(page, service.id).scrollIntoViewIfNeeded();
    expect(await row(page, service.id).getByTestId('service-usage').getAttribute('data-warning')).toBe('true');
    await openAction(page, service.id, 'افزایش ترافیک');
    const modal = trafficDialog(page, service.id);
    // 150 000 x 90% over 30 GB = 4 500 per GB.
    await modal.getByTestId('traffic-price-per-gb').getByText('۴٬۵۰۰ تومان').waitFor();
    // Dates read as everywhere in the panel, with slashes; the picker opens at the service's own expiry.
    const expiry = await modal.getByTestId('traffic-expiry').inputValue();
    expect(expiry).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    await modal.getByTestId('traffic-amount').fill('5');
    await modal.getByTestId('traffic-total').getByText('۲۲٬۵۰۰ تومان').waitFor();
    await modal.getByTestId('traffic-expiry').click();
    const calendar = page.locator('.rmdp-wrapper');
    await calendar.waitFor();
    await screenshot(page, 'services-add-traffic');
    // The header reads «آذر ۱۴۰۵», not «آذر ،۱۴۰۵».
    expect(await calendar.locator('.rmdp-header-values').textContent()).not.toContain('،');
    // Back to today's month (Tehran's day, as the server counts): days before today cannot be picked, today can.
    const [ty, tm, td] = toJalaliDate(new Date()).split('-').map(Number) as [number, number, number];
    const [ey, em] = normalizeText(expiry).split('/').map(Number) as [number, number];
    for (let i = 0; i < ey * 12 + em - (ty * 12 + tm); i++) {
      await calendar.getByRole('button', { name: 'ماه قبل' }).click();
    }
    const days = calendar.locator('.rmdp-day-picker .rmdp-day:not(.rmdp-day-hidden)');
    expect(await days.nth(td - 1).getAttribute('class')).not.toContain('rmdp-disabled');
    if (td > 1) {
      expect(await days.nth(td - 2).getAttribute('class')).toContain('rmdp-disabled');
      // A disabled day is named so (aria-disabled) and a click on it changes nothing.
      await days.nth(td - 2).click({ force: true });
      expect(await modal.getByTestId('traffic-expiry').inputValue()).toBe(expiry);
    }
    await days.nth(td - 1).click();
    expect(normalizeText(await modal.getByTestId('traffic-expiry').inputValue())).toBe(
      toJalaliDate(new Date()).replace(/-/g, '/'),
    );
    await modal.getByText('مقدار ترافیک اضافه (گیگ)').click();
    await page.locator('.rmdp-wrapper').waitFor({ state: 'detached' });
    const before = await headerBalance(page);
    await modal.getByTestId('traffic-submit').click();
    await agreeToSpend(page);
    await toast(page, `به سرویس شماره‌ی ${service.id} افزوده شد`).waitFor();
    await row(page, service.id).getByText('۲۷ / ۳۵ گیگ').waitFor();
    // The charge shows in the header's balance at once.
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before - 22_500);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`services: extra traffic taken from the traffic pool, no Toman charged (${viewport})`, async () => {
      // A service from the pool itself, so the Toman of the demo balance is left to the other tests.
      const [service] = await h.api<Service[]>('POST', '/services/trafficservice', {
        token,
        body: { traffic: 3, day: 30, servicewithoutphone: true },
      });
      if (!service) throw new Error('no service');
      markUsage(service, 2.7);
      const me = () =>
        h.api<{ balance: number; traffic_used: number; traffic_total: number }>('GET', '/auth/me', { token });
      const before = await me();
      const page = await openList(viewport);
      await row(page, service.id).scrollIntoViewIfNeeded();
      await openAction(page, service.id, 'افزایش ترافیک');
      const modal = trafficDialog(page, service.id);
      await modal.getByText('موجودی حساب', { exact: true }).waitFor();
      await modal.getByText('بسته‌ی حجمی', { exact: true }).click();
      const left = before.traffic_total - before.traffic_used;
      const shown = normalizeText((await modal.getByTestId('traffic-pool-left').textContent()) ?? '');
      expect(Number(shown.replace('٫', '.').replace(/[^0-9.]/g, ''))).toBeCloseTo(left, 2);
      // More than the pool holds: said at once, and it cannot be sent.
      await modal.getByTestId('traffic-amount').fill(String(Math.ceil(left) + 1));
      await modal.getByTestId('traffic-pool-short').waitFor();
      expect(await modal.getByTestId('traffic-submit').isDisabled()).toBe(true);
      await modal.getByTestId('traffic-amount').fill('2.5');
      await modal.getByTestId('traffic-pool-need').getByText('۲٫۵ گیگ').waitFor();
      expect(await modal.getByTestId('traffic-pool-short').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(modal)).toEqual([]);
      await screenshot(page, 'services-add-traffic-from-pool');
      await modal.getByTestId('traffic-submit').click();
      await agreeToSpend(page);
      await toast(page, `به سرویس شماره‌ی ${service.id} افزوده شد`).waitFor();
      await row(page, service.id).getByText('۲٫۷ / ۵٫۵ گیگ').waitFor();
      const after = await me();
      expect(after.balance).toBe(before.balance);
      expect(after.traffic_used).toBeCloseTo(before.traffic_used + 2.5, 9);
    });
  }

  it('services: extra traffic whose answer was lost, sent again from the dialog opened anew, is charged once', async () => {
    const service = await buy('یک ماهه ۳۰ گیگ');
    markUsage(service, 27);
    const page = await openList();
    const before = await balanceNow();
    let lost = false;
    await page.route('**/api/services/trafficcharge', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const modal = trafficDialog(page, service.id);
    const send = async () => {
      await openAction(page, service.id, 'افزایش ترافیک');
      await modal.getByTestId('traffic-amount').fill('5');
      await modal.getByTestId('traffic-submit').click();
      await agreeToSpend(page);
    };
    await send();
    await dialog(page).getByText('ارتباط با سرور برقرار نشد').waitFor();
    await dialog(page).getByText('همان را بدون تغییر دوباره بفرستید', { exact: false }).waitFor();
    await closeDialog(page);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await balanceNow()).toBe(before - 22_500);
    await send();
    await chargedOnce(page, service.id, before);
  });

  it('services: extra traffic answered «still running» (409), sent again, is charged once (decision 054)', async () => {
    // This test pays for itself, so the demo balance the other tests spend is left as it was.
    const me = await h.api<{ id: number }>('GET', '/auth/me', { token });
    await h.api('POST', `/admin/users/${me.id}/balance`, {
      token: await h.adminToken(),
      body: { amount: 1_000_000, info: 'شارژ آزمون' },
    });
    const service = await buy('یک ماهه ۳۰ گیگ');
    markUsage(service, 27);
    const page = await openList();
    const before = await balanceNow();
    const busy = ERRORS.IDEMPOTENCY_IN_PROGRESS;
    let answered = false;
    // The first request is carried out, but its answer reaches the panel as the one the server gives while the same
    // key is still running: nothing says it failed, so the key must stay for the retry.
    await page.route('**/api/services/trafficcharge', async (route) => {
      if (answered) return route.continue();
      answered = true;
      await route.fetch();
      await route.fulfill({
        status: busy.status,
        contentType: 'application/json',
        body: JSON.stringify({ message: busy.message, errors: [], code: 'IDEMPOTENCY_IN_PROGRESS' }),
      });
    });
    const modal = trafficDialog(page, service.id);
    await openAction(page, service.id, 'افزایش ترافیک');
    await modal.getByTestId('traffic-amount').fill('5');
    await modal.getByTestId('traffic-submit').click();
    await agreeToSpend(page);
    await dialog(page).getByText(busy.message).waitFor();
    expect(await balanceNow()).toBe(before - 22_500);
    await closeDialog(page);
    // «Try again a little later»: the reseller sends the same from the dialog, which stayed open.
    await modal.getByTestId('traffic-submit').click();
    await agreeToSpend(page);
    await chargedOnce(page, service.id, before);
  });

  it('services: delete an unused service, see the refund and the balance in the header', async () => {
    const service = await buy('سه ماهه ۱۵۰ گیگ');
    const page = await openList();
    await page.getByTestId('toggle-showprice').click();
    const before = await headerBalance(page);
    await openAction(page, service.id, 'حذف');
    const modal = page.getByRole('dialog', { name: 'حذف سرویس' });
    await modal.getByText('این کار برگشت‌پذیر نیست.').waitFor();
    // What comes back is said before the reseller confirms.
    await modal.getByText(/۴۹۵٬۰۰۰ تومان به موجودی شما برمی‌گردد/).waitFor();
    await modal.getByText(/اتصال‌های باز حداکثر ۱۲۰ ثانیه پس از آخرین ترافیکشان بسته می‌شوند/).waitFor();
    await screenshot(page, 'services-delete');
    await modal.getByTestId('delete-service-dialog-confirm').click();
    await dialog(page).getByText('سرویس حذف شد').waitFor();
    await dialog(page).getByText('مبلغ ۴۹۵٬۰۰۰ تومان به موجودی شما بازگشت.').waitFor();
    await closeDialog(page);
    await row(page, service.id).waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before + 495_000);
  });

  it('services: QR, info with the usage chart, IPs, change user, reset password and link', async () => {
    const radius = await buy('ترکیبی یک ماهه ۶۰ گیگ');
    const page = await openList();
    await openAction(page, radius.id, 'کد QR');
    const qr = page.getByRole('dialog', { name: `کد QR سرویس شماره‌ی ${radius.id}` });
    await qr.getByTestId('service-qr').locator('canvas').waitFor();
    expect(await qr.getByTestId('service-link-text').textContent()).toBe(radius.link);
    await screenshot(page, 'services-qr');
    await page.keyboard.press('Escape');
    await qr.waitFor({ state: 'detached' });

    await page.getByTestId('filter-search').fill('علی احمدی');
    await page.getByTestId('filter-apply').click();
    await page.waitForURL(/search=/);
    await rowsSettled(page, 'علی احمدی', 1);
    const usedId = Number(await page.locator('[data-testid^="service-row-"]').first().getAttribute('data-service-id'));
    await openAction(page, usedId, 'اطلاعات سرویس');
    const info = page.getByRole('dialog', { name: `اطلاعات سرویس شماره‌ی ${usedId}` });
    const chart = info.getByTestId('usage-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    // docs/product/rules.md#business-constants-and-limits: 30 px per row; the demo service has 10 days of usage.
    expect(await info.getByTestId('usage-chart').evaluate((el) => el.getBoundingClientRect().height)).toBe(370);
    await screenshot(page, 'services-info');
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });

    await openAction(page, usedId, 'آی‌پی‌ها');
    const ips = page.getByRole('dialog', { name: `آی‌پی‌های سرویس شماره‌ی ${usedId}` });
    expect(await ips.getByTestId('ips-online').textContent()).toBe('آفلاین');
    await screenshot(page, 'services-ips');
    await page.keyboard.press('Escape');
    await ips.waitFor({ state: 'detached' });

    await page.goto('/services');
    await page.getByTestId('services-table').waitFor();
    await openAction(page, radius.id, 'تغییر کاربر');
    const change = page.getByRole('dialog', { name: `تغییر کاربر سرویس شماره‌ی ${radius.id}` });
    await change.getByTestId('change-user-mobile').fill(freshMobile());
    await change.getByText('مشتری تازه‌ای با این نام و شماره ساخته می‌شود').waitFor();
    await screenshot(page, 'services-change-user');
    await change.getByTestId('change-user-name').fill('مالک تازه');
    await change.getByTestId('change-user-submit').click();
    await toast(page, 'کاربر سرویس تغییر کرد').waitFor();
    await row(page, radius.id).getByText('مالک تازه').waitFor();

    await openAction(page, radius.id, 'بازنشانی رمز عبور');
    const reset = page.getByRole('dialog', { name: 'بازنشانی رمز عبور' });
    await reset.getByText('این کار برگشت‌پذیر نیست.').waitFor();
    await screenshot(page, 'services-reset-password');
    await reset.getByTestId('reset-password-dialog-confirm').click();
    await page.locator('.mantine-Notification-root', { hasText: 'رمز عبور بازنشانی شد' }).waitFor();

    await openAction(page, radius.id, 'بازنشانی لینک');
    await page.getByRole('dialog', { name: 'بازنشانی لینک' }).getByTestId('reset-link-dialog-confirm').click();
    await page.locator('.mantine-Notification-root', { hasText: 'لینک بازنشانی شد' }).waitFor();
    expect(h.pageErrors).toEqual([]);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`services: the QR dialog shows the subscription link, copies it and shows its QR (${viewport})`, async () => {
      const service = await buy('یک ماهه ۳۰ گیگ');
      expect(service.subscription_url).toMatch(/^http:\/\/.+\/sub\/[\w-]+$/);
      const page = await openList(viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
      await openAction(page, service.id, 'کد QR');
      const qr = page.getByRole('dialog', { name: `کد QR سرویس شماره‌ی ${service.id}` });
      const configCanvas = qr.getByTestId('service-qr').locator('canvas');
      await configCanvas.waitFor();

      const sub = qr.getByTestId('subscription-link');
      await sub.waitFor();
      await sub.getByText('لینک اشتراک', { exact: true }).waitFor();
      const text = sub.getByTestId('subscription-link-text');
      expect(await text.textContent()).toBe(service.subscription_url);
      expect(await text.getAttribute('dir')).toBe('ltr');
      expect(
        await visibleLatinWords(
          sub.getByTestId('subscription-link-hint'),
          SUBSCRIPTION_APPS.flatMap((app) => app.split(' ')),
        ),
      ).toEqual([]);
      for (const app of SUBSCRIPTION_APPS) await sub.getByTestId('subscription-link-hint').getByText(app).waitFor();
      // The address stays inside the dialog on one line, never broken inside: what does not fit ends in an ellipsis,
      // the whole of it on hover and in the copy (decision 084).
      expect(
        await text.evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.whiteSpace, style.textOverflow, style.overflowX];
        }),
      ).toEqual(['nowrap', 'ellipsis', 'hidden']);
      expect(await text.getAttribute('title')).toBe(service.subscription_url);
      const box = await text.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);

      const copy = sub.getByTestId('copy-subscription-link');
      expect(await copy.textContent()).toBe('کپی لینک اشتراک');
      await copy.click();
      await copy.getByText('کپی شد').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(service.subscription_url);
      await page.locator('[data-testid="copy-subscription-link"][data-copied="false"]').waitFor({ timeout: 5000 });
      expect(await copy.textContent()).toBe('کپی لینک اشتراک');

      const configPixels = await configCanvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
      await qr.getByTestId('qr-kind').getByText('اشتراک', { exact: true }).click();
      const subQr = qr.getByTestId('subscription-qr');
      await subQr.locator('canvas').waitFor();
      expect(await qr.getByTestId('service-qr').count()).toBe(0);
      expect(await subQr.getAttribute('data-value')).toBe(service.subscription_url);
      expect(await subQr.getAttribute('aria-label')).toBe('کد QR لینک اشتراک');
      await page.waitForFunction((before) => {
        const canvas = document.querySelector('[data-testid="subscription-qr"] canvas') as HTMLCanvasElement | null;
        return canvas !== null && canvas.width === 300 && canvas.toDataURL() !== before;
      }, configPixels);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await dialog(page).waitFor({ state: 'detached' });
      await screenshot(page, 'services-qr-subscription');

      if (viewport === 'desktop') {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          qr.getByTestId('subscription-qr-download').click(),
        ]);
        expect(download.suggestedFilename()).toBe(`service-${service.id}-subscription.png`);
      }
      await qr.getByTestId('qr-kind').getByText('کانفیگ', { exact: true }).click();
      await configCanvas.waitFor();
      expect(await qr.getByTestId('service-qr').getAttribute('data-value')).toBe(service.link);

      // Beside the subscription link, the customer's page: the same address, in a tab of its own.
      const open = sub.getByTestId('open-customer-page');
      expect(await open.textContent()).toBe('صفحه‌ی مشتری');
      expect(await open.getAttribute('href')).toBe(service.subscription_url);
      const [customerPage] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
      await customerPage.waitForLoadState('domcontentloaded');
      expect(customerPage.url()).toBe(service.subscription_url);
      expect(await customerPage.locator('html').getAttribute('dir')).toBe('rtl');
      await customerPage.close();
      expect(h.pageErrors).toEqual([]);
    });
  }

  it('services: «صفحه‌ی مشتری» in a V2Ray service’s menu opens the customer’s page of its subscription', async () => {
    const service = await buy('یک ماهه ۳۰ گیگ');
    const page = await openList();
    await row(page, service.id).getByTestId('service-actions').click();
    const item = page.getByRole('menuitem', { name: 'صفحه‌ی مشتری' });
    expect(await item.getAttribute('href')).toBe(service.subscription_url);
    expect(await item.getAttribute('target')).toBe('_blank');
    const [customerPage] = await Promise.all([page.context().waitForEvent('page'), item.click()]);
    await customerPage.waitForLoadState('domcontentloaded');
    expect(customerPage.url()).toBe(service.subscription_url);
    expect(await customerPage.locator('html').getAttribute('lang')).toBe('fa');
    await customerPage.close();
    expect(h.pageErrors).toEqual([]);
  });

  it('services: a RADIUS-only service has no subscription link', async () => {
    const radiusOnly = await buy('یک ماهه ۵۰ گیگ OpenVPN');
    expect(radiusOnly.subscription_url).toBe('');
    const page = await openList();
    await row(page, radiusOnly.id).waitFor();
    await row(page, radiusOnly.id).getByTestId('service-actions').click();
    await page.getByRole('menuitem', { name: 'اطلاعات سرویس' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'کد QR' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'صفحه‌ی مشتری' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('subscription-link').count()).toBe(0);
    expect(await page.getByText('لینک اشتراک').count()).toBe(0);
  });

  it('services: dialogs fit a phone', async () => {
    const service = await buy('یک ماهه ۳۰ گیگ');
    const page = await openList('phone');
    await openAction(page, service.id, 'تمدید');
    const modal = page.getByRole('dialog', { name: `تمدید سرویس شماره‌ی ${service.id}` });
    await modal.getByTestId('package-picker').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'services-renew');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await openAction(page, service.id, 'کد QR');
    await page.getByTestId('service-qr').locator('canvas').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'services-qr');
  });
});
