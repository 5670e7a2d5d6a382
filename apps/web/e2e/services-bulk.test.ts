import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Service } from '@pishkhan/contract';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  freshMobile,
  type Harness,
  horizontalOverflow,
  screenshot,
  serviceRow,
  startHarness,
  VIEWPORTS,
} from './harness';

const PACKAGE = 'یک ماهه ۳۰ گیگ';
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });
const persian = (n: number) => n.toLocaleString('fa-IR');

/**
 * Usage collection does not run here: a service near its end gets the usage the collector would write, in this
 * harness's database (as services.test.ts does).
 */
function markUsed(service: Service, usedGb: number) {
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
          'UPDATE services SET started_at = ?, expire_in = ?, download_bytes = ? WHERE id = ? AND v2ray_uuid = ?',
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

describe('services: bulk actions, near-the-end filter, CSV and the phone layout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A reseller of their own with three fresh services, so the list shows exactly these. */
  const resellerWithServices = async (count = 3) => {
    const mobile = freshMobile();
    const admin = await h.adminToken();
    const user = await h.api<{ id: number }>('POST', '/users', {
      token: admin,
      body: { name: 'فروشنده‌ی گروهی', mobile, password: 'reseller-pass' },
    });
    await h.api('POST', `/admin/users/${user.id}/balance`, {
      token: admin,
      body: { amount: 2_000_000, info: 'شارژ اولیه' },
    });
    const token = await h.loginToken(mobile, 'reseller-pass');
    const groups = await h.api<{ packages: { id: number; name: string; price: number }[] }[]>(
      'GET',
      '/packages/mypackages',
      { token },
    );
    const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === PACKAGE);
    const services = await h.api<Service[]>('POST', '/services', {
      token,
      body: { package_id: pkg?.id, batch: true, count, servicewithoutphone: true, description: 'گروهی' },
    });
    return { token, services, price: pkg?.price ?? 0 };
  };
  const balance = async (token: string) => (await h.api<{ balance: number }>('GET', '/auth/me', { token })).balance;
  const openList = async (viewport: 'desktop' | 'phone', token: string, query = '') => {
    const page = await h.newPage(viewport, token);
    await page.goto(`/services${query}`);
    await page.getByTestId('services-table').waitFor({ timeout: 30_000 });
    return page;
  };

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`services (${viewport}): ten services settled takes three clicks and a toast; every row's controls have a name of their own`, async () => {
      const { token, services } = await resellerWithServices(10);
      const page = await openList(viewport, token);
      await page.locator('[data-testid^="service-row-"]').nth(9).waitFor();

      // Each row's switch, paid select, pick box and menu is named with its service (they all shared one name).
      for (const testId of ['service-switch', 'service-paid', 'service-pick', 'service-actions']) {
        const names = await page
          .getByTestId(testId)
          .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
        expect(names).toHaveLength(10);
        expect(new Set(names).size, testId).toBe(10);
        for (const s of services) expect(names.some((n) => n.includes(`سرویس ${persian(s.id)}`))).toBe(true);
      }

      await page.getByRole('checkbox', { name: 'انتخاب همه‌ی سرویس‌های این صفحه' }).check({ force: true });
      await page.getByTestId('bulk-picked').getByText('۱۰ سرویس انتخاب شده').waitFor();
      await page.getByTestId('bulk-actions').click();
      await page.getByRole('menuitem', { name: 'تسویه شده' }).click();
      await toast(page, '۱۰ سرویس تسویه شده علامت خورد').waitFor();
      // No dialog to dismiss: a routine success takes no click.
      expect(await page.locator('.swal2-popup').count()).toBe(0);
      await expect
        .poll(() =>
          page
            .getByTestId('service-paid')
            .evaluateAll((els) => els.map((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent)),
        )
        .toEqual(Array(10).fill('تسویه شده'));
      await screenshot(page, 'services-bulk-settled');

      // One row's switch: a toast naming the service.
      const first = services[0];
      if (!first) throw new Error('no service');
      await serviceRow(page, first.id).getByTestId('service-switch').click({ force: true });
      await toast(page, `سرویس ${persian(first.id)} خاموش شد`).waitFor();
      expect(await page.locator('.swal2-popup').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(h.pageErrors).toEqual([]);
    });

    it(`services (${viewport}): a bulk renewal with prices hidden names count × price and the real total, and charges once`, async () => {
      const { token, services, price } = await resellerWithServices(3);
      expect(price).toBeGreaterThan(0);
      const page = await openList(viewport, token);
      // Prices hidden on screen (a fresh reseller's default): the header's balance reads *****.
      const header = page.getByTestId('header-balance');
      if (!((await header.textContent()) ?? '').includes('*****')) await page.getByTestId('toggle-showprice').click();
      await header.getByText('*****').waitFor();
      const before = await balance(token);

      await page.getByRole('checkbox', { name: 'انتخاب همه‌ی سرویس‌های این صفحه' }).check({ force: true });
      await page.getByTestId('bulk-actions').click();
      await page.getByRole('menuitem', { name: 'تمدید' }).click();
      const dialog = page.getByRole('dialog', { name: 'تمدید گروهی' });
      await dialog.getByTestId('bulk-next').click();
      await dialog.getByTestId('bulk-preview').waitFor();
      await screenshot(page, 'services-bulk-renew-confirm');
      const cost = dialog.getByTestId('bulk-cost');
      await cost.getByText(`۳ سرویس × ${persian(price)} تومان`).waitFor();
      await cost.getByText(`جمع: ${persian(3 * price)} تومان`).waitFor();
      expect(await dialog.getByTestId('bulk-preview').innerText()).not.toContain('*****');
      // Nothing is spent before the confirmation.
      expect(await balance(token)).toBe(before);
      await dialog.getByRole('button', { name: `بله، پرداخت ${persian(3 * price)} تومان` }).click();
      await toast(page, '۳ سرویس تمدید شد').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await balance(token)).toBe(before - 3 * price);
      const ledger = await h.api<{ data: { info: string }[] }>('GET', '/transactions/my', { token });
      for (const s of services) {
        expect(ledger.data.filter((t) => t.info.includes(`#${s.id} `)).length, `service ${s.id}`).toBe(1);
      }
      expect(h.pageErrors).toEqual([]);
    });

    it(`services (${viewport}): «رو به اتمام» finds the service near its end, sorted by usage, and the CSV keeps Persian and Latin apart`, async () => {
      const { token, services } = await resellerWithServices(3);
      const [ending, used] = services;
      if (!ending || !used) throw new Error('no services');
      markUsed(ending, 28);
      markUsed(used, 10);
      const page = await openList(viewport, token);
      if (viewport === 'phone') {
        // The filters fold behind a button so the rows come first on a phone.
        expect(await page.getByTestId('services-filters').isVisible()).toBe(false);
        const firstRow = await page.locator('[data-testid^="service-row-"]').first().boundingBox();
        expect(firstRow?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(VIEWPORTS.phone.height);
        await screenshot(page, 'services-filters-folded');
        await page.getByTestId('filters-toggle').click();
      }
      await page.getByTestId('filter-status').selectOption({ label: 'رو به اتمام' });
      await page.getByTestId('filter-sort').selectOption({ label: 'بیشترین مصرف' });
      await page.getByTestId('filter-apply').click();
      await page.waitForURL(/status=5/);
      await expect.poll(() => page.locator('[data-testid^="service-row-"]').evaluateAll((rows) => rows.length)).toBe(1);
      await serviceRow(page, ending.id).waitFor();
      if (viewport === 'phone') {
        await page.getByTestId('filters-toggle').getByText('فیلترها (۲ فیلتر فعال)').waitFor();
        // The applied filters replace the bar: one button, folded again.
        expect(await page.getByTestId('filters-toggle').count()).toBe(1);
        expect(await page.getByTestId('services-filters').isVisible()).toBe(false);
      }

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('services-export').click(),
      ]);
      const file = fs.readFileSync((await download.path()) ?? '', 'utf8');
      expect(file.startsWith('\uFEFF')).toBe(true);
      const [header, ...lines] = file.slice(1).trim().split('\r\n');
      expect(header?.split(',').slice(0, 3)).toEqual(['شناسه', 'مشتری', 'موبایل']);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^${ending.id},`));
      expect(lines[0]).toContain(ending.link);
      // Numbers and dates keep ASCII digits, so a spreadsheet reads them as numbers.
      expect(lines[0]).toMatch(/,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},25,28,30,93\.33,تسویه نشده,\d+,/);
      await screenshot(page, 'services-near-end');
      expect(h.pageErrors).toEqual([]);
    });
  }

  it('services: the demo reseller’s list still opens with its filters folded on a phone', async () => {
    const token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    const page = await openList('phone', token);
    await page.getByTestId('filters-toggle').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
