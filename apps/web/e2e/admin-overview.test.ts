import { normalizeText } from '@pishkhan/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, apiReseller, openAdmin } from './admin-helpers';
import { freshMobile, type Harness, horizontalOverflow, startHarness, visibleLatinWords } from './harness';

interface Overview {
  resellers: { total: number; active: number };
  today: { sales: { toman: number; count: number }; topups: { toman: number; count: number } };
  provisioning: { nodes: unknown[] };
}

/** A card's figure as a number (Persian digits and separators read back). */
const figure = async (page: Page, id: string) =>
  Number(normalizeText(await page.getByTestId(`overview-${id}-value`).innerText()).replace(/[^\d]/g, ''));

describe('admin overview', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("admin overview: today's sales and top-ups and the reseller count change after a purchase and a gift card made through the API", async () => {
    const page = await openAdmin(h, '/admin');
    await page.getByTestId('overview-cards').waitFor({ timeout: 20_000 });
    const before = await h.api<Overview>('GET', '/admin/overview', { token: await h.adminToken() });
    expect(await figure(page, 'resellers')).toBe(before.resellers.active);
    expect(await figure(page, 'sales')).toBe(before.today.sales.toman);

    const reseller = await apiReseller(h, freshMobile(), 1_000_000);
    const token = await h.loginToken(reseller.mobile, 'reseller-pass');
    const groups = await h.api<{ packages: { id: number; name: string; price: number }[] }[]>(
      'GET',
      '/packages/mypackages',
      { token },
    );
    const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۳۰ گیگ');
    await h.api('POST', '/services', {
      token,
      body: { package_id: pkg?.id, batch: false, count: 1, mobile: freshMobile(), name: 'مشتری نمای کلی' },
    });
    const [card] = await h.api<{ serial: string }[]>('POST', '/admin/giftcards', {
      token: await h.adminToken(),
      body: { amount: 70_000, count: 1, label: 'نمای کلی' },
    });
    await h.api('POST', '/giftcards/use', { token, body: { serial: card?.serial } });

    await page.reload();
    await page.getByTestId('overview-cards').waitFor();
    expect(await figure(page, 'sales')).toBe(before.today.sales.toman + (pkg?.price ?? 0));
    expect(await figure(page, 'topups')).toBe(before.today.topups.toman + 70_000);
    expect(await figure(page, 'resellers')).toBe(before.resellers.active + 1);
    const salesHint = normalizeText(await page.getByTestId('overview-sales-hint').innerText());
    expect(salesHint).toContain(String(before.today.sales.count + 1));
    await page.getByTestId('overview-sales-value').getByText('تومان').waitFor();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin overview: cards, node health and backlog in Persian with no sideways scroll (${viewport})`, async () => {
      const page = await openAdmin(h, '/admin', viewport);
      await page.getByTestId('overview-cards').waitFor({ timeout: 20_000 });
      await page.getByTestId('backlog').waitFor();
      await page.getByTestId('node-health').waitFor();
      const overview = await h.api<Overview>('GET', '/admin/overview', { token: await h.adminToken() });
      expect(await page.getByTestId('node-row').count()).toBe(overview.provisioning.nodes.length);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Node names and their errors are the operator's data.
      const nodeWords = await page.getByTestId('node-health').innerText();
      const allowed = nodeWords.match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [];
      expect(await visibleLatinWords(page, allowed)).toEqual([]);
      await adminShot(page, 'admin-overview');
    });
  }
});
