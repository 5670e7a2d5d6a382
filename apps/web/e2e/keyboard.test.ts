import path from 'node:path';
import { normalizeText, type Service, toJalaliDate } from '@pishkhan/contract';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDialog, DEMO, dialog, freshMobile, type Harness, screenshot, serviceRow, startHarness } from './harness';
import { packageId } from './store-helpers';

const DAY_MS = 86_400_000;
/** A Jalali day as the panel shows it: `۱۴۰۵/۰۹/۳۰`. */
const shown = (day: string) => day.replace(/-/g, '/').replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

/** What has the focus: its test id (or its own, or its tag) and the classes of a calendar day. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testId: el?.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
      tag: el?.tagName.toLowerCase() ?? null,
      day: el?.classList.contains('rmdp-day') ?? false,
      label: el?.getAttribute('aria-label') ?? null,
    };
  });

/**
 * docs/product/screens.md#keyboard-and-accessibility: dates typed or picked by keyboard, Escape in a dialog's
 * calendar closing only the calendar, focus back on what opened a dialog, the skip link and named close buttons.
 */
describe('keyboard: dates, dialogs and the skip link', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A service nearly used up (27 of 30 GB), so its menu offers more traffic; it expires in 25 days. */
  async function usedUpService(): Promise<{ service: Service; expiry: Date; mobile: string }> {
    const mobile = freshMobile();
    const [service] = await h.api<Service[]>('POST', '/services', {
      token,
      body: {
        package_id: await packageId(h, token, 'یک ماهه ۳۰ گیگ'),
        batch: false,
        count: 1,
        mobile,
        name: 'مشتری صفحه‌کلید',
      },
    });
    if (!service) throw new Error('no service');
    const start = Date.now() - 5 * DAY_MS;
    const expiry = new Date(start + 30 * DAY_MS);
    const db = new Database(path.join(h.dataDir, 'pishkhan.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('UPDATE services SET started_at = ?, expire_in = ?, download_bytes = ? WHERE id = ?').run(
        new Date(start).toISOString(),
        expiry.toISOString(),
        27 * 1_073_741_824,
        service.id,
      );
    } finally {
      db.close();
    }
    return { service, expiry, mobile };
  }

  async function openTrafficDialog(page: Page, id: number) {
    await page.goto('/services');
    await serviceRow(page, id).waitFor({ timeout: 30_000 });
    await serviceRow(page, id).getByTestId('service-actions').click();
    await page.getByRole('menuitem', { name: /^افزایش (ترافیک|حجم)/ }).click();
    const modal = page.getByRole('dialog', { name: new RegExp(`^افزایش .*سرویس شماره‌ی ${id}$`) });
    await modal.waitFor();
    return modal;
  }

  /** Sends the dialog: a purchase may ask first; its success is an alert (closed here) or a toast. */
  async function submitTraffic(page: Page, modal: Locator) {
    await modal.getByTestId('traffic-submit').click();
    const ask = dialog(page).getByRole('button', { name: /^بله/ });
    const done = /افزایش یافت|افزوده شد/;
    const alert = dialog(page).getByText(done);
    const toast = page.locator('.mantine-Notification-root').getByText(done);
    await ask.or(alert).or(toast).first().waitFor();
    if (await ask.isVisible()) {
      await ask.click();
      await alert.or(toast).first().waitFor();
    }
    if (await alert.isVisible()) await closeDialog(page);
    await modal.waitFor({ state: 'detached' });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`keyboard: the add-traffic expiry picked with the arrows and Enter, Escape closing only its calendar, at ${viewport}`, async () => {
      const { service, expiry } = await usedUpService();
      const page = await h.newPage(viewport, token);
      const modal = await openTrafficDialog(page, service.id);
      const input = modal.getByTestId('traffic-expiry');
      const calendar = page.locator('.rmdp-wrapper');
      expect(await input.inputValue()).toBe(shown(toJalaliDate(expiry)));
      await modal.getByTestId('traffic-amount').fill('7');

      // Down opens the calendar on the chosen day; in a right-to-left month the left arrow is the next day.
      await input.focus();
      await page.keyboard.press('ArrowDown');
      await calendar.waitFor();
      // The picture first: taking it settles the popup's animations, which may move the focus while it is placed.
      await screenshot(page, 'keyboard-traffic-calendar');
      await expect.poll(async () => (await focused(page)).day).toBe(true);
      expect((await focused(page)).label).not.toMatch(/[A-Za-z]/);
      const chosenDay = (await focused(page)).label;
      await page.keyboard.press('ArrowLeft');
      // Enter once the focus stands on the next day: what a person sees before they press it.
      await expect.poll(async () => (await focused(page)).label).not.toBe(chosenDay);
      expect((await focused(page)).day).toBe(true);
      await page.keyboard.press('Enter');
      await calendar.waitFor({ state: 'detached' });
      const next = shown(toJalaliDate(new Date(expiry.getTime() + DAY_MS)));
      await expect.poll(() => input.inputValue()).toBe(next);
      expect((await focused(page)).testId).toBe('traffic-expiry');

      // Escape on a day of the calendar closes the calendar; the dialog and what was typed stay.
      await page.keyboard.press('ArrowDown');
      await calendar.waitFor();
      await expect.poll(async () => (await focused(page)).day).toBe(true);
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'detached' });
      expect(await modal.isVisible()).toBe(true);
      expect(normalizeText(await modal.getByTestId('traffic-amount').inputValue())).toBe('7');
      expect(await input.inputValue()).toBe(next);
      expect((await focused(page)).testId).toBe('traffic-expiry');

      // The same with the calendar opened by a click, the focus still in the field.
      await input.click();
      await calendar.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'detached' });
      expect(await modal.isVisible()).toBe(true);
      expect(normalizeText(await modal.getByTestId('traffic-amount').inputValue())).toBe('7');
    });

    it(`keyboard: the add-traffic expiry typed in Latin or Persian digits and checked, at ${viewport}`, async () => {
      const { service, mobile } = await usedUpService();
      const page = await h.newPage(viewport, token);
      const modal = await openTrafficDialog(page, service.id);
      const input = modal.getByTestId('traffic-expiry');
      const today = toJalaliDate(new Date());

      await input.fill('1405/13/40');
      await input.press('Enter');
      await modal.getByText('چنین روزی در تقویم نیست').waitFor();
      expect(await input.getAttribute('aria-invalid')).toBe('true');

      await input.fill('۱۴۰۵-۰۹');
      await input.press('Enter');
      await modal.getByText('تاریخ را به شکل ۱۴۰۵/۰۹/۳۰ بنویسید').waitFor();

      const yesterday = toJalaliDate(new Date(Date.now() - DAY_MS));
      await input.fill(shown(yesterday));
      await input.press('Enter');
      await modal.getByText(`تاریخ نمی‌تواند پیش از ${shown(today)} باشد`).waitFor();
      await screenshot(page, 'keyboard-traffic-typed-error');

      // Latin digits and one-digit months and days are read as the same day; the field shows it as every date is.
      const later = toJalaliDate(new Date(Date.now() + 40 * DAY_MS));
      const [y, m, d] = later.split('-').map(Number) as [number, number, number];
      await input.fill(`${y}/${m}/${d}`);
      await input.press('Enter');
      expect(await input.inputValue()).toBe(shown(later));
      expect(await modal.getByText('چنین روزی در تقویم نیست').count()).toBe(0);

      // Persian digits, committed by leaving the field: the server gets that day.
      const further = toJalaliDate(new Date(Date.now() + 45 * DAY_MS));
      await input.fill(shown(further));
      await input.press('Tab');
      expect(await input.inputValue()).toBe(shown(further));
      await submitTraffic(page, modal);
      const after = await h.api<{ data: Service[] }>('GET', `/services?search=${mobile}`, { token });
      const saved = after.data.find((s) => s.id === service.id);
      expect(saved?.expire_in && toJalaliDate(saved.expire_in)).toBe(further);
    });

    it(`keyboard: focus goes back to the row's menu after its dialog closes, bought or not, at ${viewport}`, async () => {
      const { service } = await usedUpService();
      const page = await h.newPage(viewport, token);
      const modal = await openTrafficDialog(page, service.id);
      // The dialog's × has a name.
      expect(await modal.getByRole('button', { name: 'بستن', exact: true }).count()).toBe(1);

      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await expect
        .poll(
          async () => {
            const f = await focused(page);
            return f.testId ?? f.tag;
          },
          { timeout: 5000 },
        )
        .toBe('service-actions');
      expect(
        await page.evaluate(
          (id) => document.querySelector(`[data-testid="service-row-${id}"]`)?.contains(document.activeElement),
          service.id,
        ),
      ).toBe(true);

      // Closed by its ×, then bought (an alert may ask first): the focus is back on the same menu.
      const again = await openTrafficDialog(page, service.id);
      await again.getByRole('button', { name: 'بستن', exact: true }).click();
      await again.waitFor({ state: 'detached' });
      await expect
        .poll(
          async () => {
            const f = await focused(page);
            return f.testId ?? f.tag;
          },
          { timeout: 5000 },
        )
        .toBe('service-actions');
      const third = await openTrafficDialog(page, service.id);
      await third.getByTestId('traffic-amount').fill('2');
      await submitTraffic(page, third);
      await expect
        .poll(
          async () => {
            const f = await focused(page);
            return f.testId ?? f.tag;
          },
          { timeout: 5000 },
        )
        .toBe('service-actions');
    });

    it(`keyboard: the skip link is the first stop and moves to the main region, at ${viewport}`, async () => {
      for (const [where, who] of [
        ['/', token],
        ['/admin', await h.adminToken()],
      ] as const) {
        const page = await h.newPage(viewport, who);
        await page.goto(where);
        await page.getByTestId(where === '/' ? 'dashboard' : 'admin-overview').waitFor({ timeout: 20_000 });
        await page.keyboard.press('Tab');
        const link = page.getByRole('link', { name: 'پرش به محتوای اصلی' });
        expect((await focused(page)).testId).toBe('skip-link');
        // Seen when focused: inside the window, not off the top.
        const box = await link.boundingBox();
        expect(box && box.y >= 0 && box.height > 0).toBe(true);
        if (where === '/') await screenshot(page, 'keyboard-skip-link');
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('main');
        // The next Tab goes on from the screen, past the header and the sidebar.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header, aside')))).toBe(false);
        expect(new URL(page.url()).hash).toBe('');
      }
    });

    it(`keyboard: the transactions date range typed and picked by keyboard, at ${viewport}`, async () => {
      const page = await h.newPage(viewport, token);
      await page.goto('/transactions');
      await page.getByTestId('transaction-row').first().waitFor({ timeout: 20_000 });
      const input = page.getByTestId('date-range');
      const today = toJalaliDate(new Date());
      const weekAgo = toJalaliDate(new Date(Date.now() - 7 * DAY_MS));
      // Typed backwards in Latin digits: sorted into a range.
      await input.fill(`${today.replace(/-/g, '/')} - ${weekAgo.replace(/-/g, '/')}`);
      await input.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('from') === weekAgo && u.searchParams.get('to') === today);
      expect(await input.inputValue()).toBe(`${shown(weekAgo)} تا ${shown(today)}`);
      await input.fill('دیروز');
      await input.press('Enter');
      await page.getByText('بازه را به شکل ۱۴۰۵/۰۹/۰۱ تا ۱۴۰۵/۰۹/۳۰ بنویسید').waitFor();
      expect(new URL(page.url()).searchParams.get('from')).toBe(weekAgo);

      // By keyboard: the calendar opens on the range's start (this month's first day); Enter, two days on, Enter.
      const first = `${today.slice(0, 8)}01`;
      await input.fill(shown(first));
      await input.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('from') === first && u.searchParams.get('to') === first);
      await input.press('ArrowDown');
      const calendar = page.locator('.rmdp-wrapper');
      await calendar.waitFor();
      await expect.poll(async () => (await focused(page)).day).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      const end = `${today.slice(0, 8)}03`;
      if (viewport === 'phone') await calendar.getByRole('button', { name: 'تأیید' }).click();
      await page.waitForURL((u) => u.searchParams.get('from') === first && u.searchParams.get('to') === end);
      await calendar.waitFor({ state: 'hidden' });
      // Escape closes the calendar and leaves the range as it was.
      await input.press('ArrowDown');
      await calendar.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).searchParams.get('to')).toBe(end);
      expect((await focused(page)).testId).toBe('date-range');
    });
  }
});
