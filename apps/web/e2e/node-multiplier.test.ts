import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import {
  closeDialog,
  DEMO,
  dialog,
  type Harness,
  horizontalOverflow,
  screenshot,
  startHarness,
  VIEWPORTS,
  visibleLatinWords,
} from './harness';

/** The pictures of this feature also go here, to be looked at. */
const SHOTS = process.env.MULTIPLIER_SHOTS_DIR ?? '/tmp/multiplier-shots';

async function shot(page: Page, name: string, fullPage = true) {
  await screenshot(page, name);
  fs.mkdirSync(SHOTS, { recursive: true });
  const { width } = page.viewportSize() ?? VIEWPORTS.desktop;
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${width <= VIEWPORTS.phone.width ? 'phone' : 'desktop'}.png`),
    animations: 'disabled',
    caret: 'hide',
    fullPage,
  });
}

/** What a field's wrapper shows: its label, its hint and its error. */
const fieldText = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.closest('.mantine-InputWrapper-root')?.textContent ?? '');

/** Scrolls a field, with its label, to the middle of its dialog. */
const centre = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluate((el) => el.closest('.mantine-InputWrapper-root')?.scrollIntoView({ block: 'center' }));

const LINE = 'ضریب مصرف ×۲ روی سرور آلمان';

// Decision 109: the admin sets a node's traffic multiplier in its dialog; a reseller buying a V2Ray package of a group
// that node serves is told before choosing it, and again in the purchase's question.
describe('node traffic multiplier', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('admin nodes: the node dialog takes ×2, refuses 0 and 10.5 in Persian, and the row says ×2 (desktop)', async () => {
    const page = await openAdmin(h, '/admin/nodes');
    await page.getByTestId('provisioning-backlog').waitFor({ timeout: 20_000 });
    await page.getByTestId('add-node').click();
    await page.getByTestId('node-name').fill('آلمان');
    await page.getByTestId('node-api_address').fill('127.0.0.1:3');
    await page.getByTestId('node-host').fill('de.example.com');
    const card = page.getByTestId('inbound-card').first();
    await card.getByTestId('inbound-tag').fill('vmess-in');
    await card.getByTestId('inbound-protocol').click();
    await page.getByRole('option', { name: 'VMess', exact: true }).click();
    // A new node counts byte for byte until the admin says otherwise.
    expect(await page.getByTestId('node-traffic_multiplier').inputValue()).toBe('1');
    await page.getByTestId('node-traffic_multiplier').fill('0');
    await page.getByTestId('node-submit').click();
    const form = page.getByTestId('node-dialog');
    await form.getByText('ضریب مصرف نمی‌تواند کمتر از ۰٫۱ باشد').waitFor();
    await page.getByTestId('node-traffic_multiplier').fill('10.5');
    await form.getByText('ضریب مصرف نمی‌تواند بیشتر از ۱۰ باشد').waitFor();
    // Hundredths at most: a third decimal is not taken.
    await page.getByTestId('node-traffic_multiplier').fill('1.234');
    expect(await page.getByTestId('node-traffic_multiplier').inputValue()).toBe('1.23');
    await page.getByTestId('node-traffic_multiplier').fill('2');
    await form.getByText('ضریب مصرف نمی‌تواند').waitFor({ state: 'detached' });
    expect(await fieldText(page, 'node-traffic_multiplier')).toContain('هر گیگ ترافیک روی این نود');
    await centre(page, 'node-traffic_multiplier');
    await shot(page, 'node-multiplier-dialog', false);
    await page.getByTestId('node-submit').click();
    const row = page.locator('[data-testid="node-row"][data-name="آلمان"]');
    await row.waitFor();
    await closeDialog(page);
    expect(await row.getByTestId('node-multiplier').innerText()).toBe('ضریب مصرف ×۲');
    const nodes = await h.api<Array<{ name: string; traffic_multiplier: number }>>('GET', '/admin/nodes', {
      token: await h.adminToken(),
    });
    expect(nodes.find((n) => n.name === 'آلمان')?.traffic_multiplier).toBe(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'node-multiplier-table');
  });

  it('admin nodes: on a phone the node’s card says ×2 and its dialog holds 2', async () => {
    const page = await openAdmin(h, '/admin/nodes', 'phone');
    const row = page.locator('[data-testid="node-row"][data-name="آلمان"]');
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('node-multiplier').innerText()).toBe('ضریب مصرف ×۲');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'node-multiplier-table');
    await row.getByTestId('edit-node').click();
    expect(await page.getByTestId('node-traffic_multiplier').inputValue()).toBe('2');
    await centre(page, 'node-traffic_multiplier');
    await shot(page, 'node-multiplier-dialog', false);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`newservice: a V2Ray package of a group on the ×2 node says so, a RADIUS one does not, and the question repeats it (${viewport})`, async () => {
      const token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
      const page = await h.newPage(viewport, token);
      await page.goto('/newservice');
      await page.getByTestId('package-picker').waitFor();
      // The demo groups name no node, so every active node serves them: the new node too.
      const v2ray = page.getByRole('radio', { name: 'یک ماهه ۳۰ گیگ', exact: true });
      await v2ray.getByText(LINE).waitFor();
      const radius = page.getByRole('radio', { name: 'یک ماهه ۵۰ گیگ OpenVPN', exact: true });
      await radius.waitFor();
      expect(await radius.getByTestId('package-multiplier').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(
        await visibleLatinWords(page.getByTestId('package-picker'), ['V2Ray', 'OpenVPN', 'Cisco', 'VLESS', 'RADIUS']),
      ).toEqual([]);
      await v2ray.scrollIntoViewIfNeeded();
      await shot(page, 'node-multiplier-newservice');
      await v2ray.click();
      await page.getByTestId('purchase-submit').click();
      const question = dialog(page);
      await question.getByText(LINE).waitFor();
      await shot(page, 'node-multiplier-confirm', false);
      // Going back buys nothing.
      await question.getByRole('button', { name: 'انصراف' }).click();
      await question.waitFor({ state: 'detached' });
    });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`customer page: the usage says the servers whose traffic counts ×N (${viewport})`, async () => {
      const token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
      const groups = await h.api<Array<{ packages: Array<{ id: number; name: string }> }>>(
        'GET',
        '/packages/mypackages',
        { token },
      );
      const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۳۰ گیگ');
      const [bought] = await h.api<Array<{ subscription_url: string }>>('POST', '/services', {
        token,
        body: { package_id: pkg?.id, batch: false, count: 1, servicewithoutphone: true },
      });
      const context = await h.browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'fa-IR' });
      try {
        const page = await context.newPage();
        await page.goto(bought?.subscription_url ?? '');
        const fact = page.locator('.facts div', { hasText: 'ضریب مصرف سرور آلمان' });
        expect(await fact.locator('dd').innerText()).toBe('×۲');
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shot(page, 'node-multiplier-customer-page', false);
      } finally {
        await context.close();
      }
    });
  }
});
