import fs from 'node:fs';
import { normalizeText } from '@pishkhan/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, apiReseller, openAdmin } from './admin-helpers';
import { freshMobile, type Harness, horizontalOverflow, startHarness, visibleLatinWords } from './harness';

interface Overview {
  resellers: { total: number; active: number };
  today: { sales: { toman: number; count: number }; topups: { toman: number; count: number } };
  provisioning: { nodes: unknown[] };
  setup: { nodes: number; package_groups: number; packages: number; resellers: number };
}

/** Where this file's checklist pictures go, to be looked at. */
const OVERVIEW_SHOTS = process.env.OVERVIEW_SHOTS_DIR ?? '/tmp/overview-shots';

/** A card's figure as a number (Persian digits and separators read back). */
const figure = async (page: Page, id: string) =>
  Number(normalizeText(await page.getByTestId(`overview-${id}-value`).innerText()).replace(/[^\d]/g, ''));

describe('admin overview', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    fs.mkdirSync(OVERVIEW_SHOTS, { recursive: true });
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

  it('admin overview: the first-run checklist marks the demo catalogue and resellers done, links to the nodes screen, and goes once a node is added', async () => {
    const overview = await h.api<Overview>('GET', '/admin/overview', { token: await h.adminToken() });
    // The demo has groups, packages and resellers but no node.
    expect(overview.setup.nodes).toBe(0);
    const page = await openAdmin(h, '/admin');
    const checklist = page.getByTestId('setup-checklist');
    await checklist.waitFor({ timeout: 20_000 });
    const done = async (step: string) => checklist.getByTestId(`setup-${step}`).getAttribute('data-done');
    expect(await done('node')).toBe('false');
    expect(await done('group')).toBe('true');
    expect(await done('package')).toBe('true');
    expect(await done('reseller')).toBe('true');
    expect(await checklist.getByTestId('setup-group').innerText()).toContain('انجام شد');
    await adminShot(page, 'admin-overview-checklist');
    await page.screenshot({ path: `${OVERVIEW_SHOTS}/checklist-1366.png`, fullPage: true, animations: 'disabled' });
    const phone = await openAdmin(h, '/admin', 'phone');
    await phone.getByTestId('setup-checklist').waitFor({ timeout: 20_000 });
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    expect(await visibleLatinWords(phone.getByTestId('setup-checklist'))).toEqual([]);
    await adminShot(phone, 'admin-overview-checklist');
    await phone.screenshot({ path: `${OVERVIEW_SHOTS}/checklist-390.png`, fullPage: true, animations: 'disabled' });

    await checklist.getByRole('link', { name: 'افزودن نود' }).click();
    await page.waitForURL('**/admin/nodes');
    await page.getByRole('heading', { name: 'نودها' }).waitFor();

    await h.api('POST', '/admin/nodes', {
      token: await h.adminToken(),
      body: {
        name: 'آلمان ۱',
        api_address: '127.0.0.1:10085',
        host: '10.0.0.5',
        inbounds: [{ tag: 'in', protocol: 'vless', port: 443 }],
      },
    });
    await page.goto('/admin');
    await page.getByTestId('overview-cards').waitFor();
    expect(await page.getByTestId('setup-checklist').count()).toBe(0);
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
