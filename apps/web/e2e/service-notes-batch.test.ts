import fs from 'node:fs';
import type { Service } from '@pishkhan/contract';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  freshMobile,
  type Harness,
  horizontalOverflow,
  openServiceAction,
  screenshot,
  serviceRow,
  startHarness,
  VIEWPORTS,
  type ViewportName,
} from './harness';
import { packageId } from './store-helpers';

type Group = { id: number; jdate: string; description: string; count: number };
type GroupDetail = { group: Group; services: Service[] };

const PACKAGE = 'یک ماهه ۳۰ گیگ';

/**
 * A note per service (docs/product/services-and-statuses.md#notes), a batch's file and printable hand-out
 * (docs/product/screens.md#bulk-service-groups) and the customer's page of a reseller who named nothing
 * (docs/product/screens.md#settings, decision 102).
 */
describe('service notes, batch files and hand-outs, the customer page’s title', () => {
  let h: Harness;
  let token: string;
  let pkg: number;

  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    pkg = await packageId(h, token, PACKAGE);
  });
  afterAll(async () => {
    await h?.close();
  });

  const buyOne = async (who: string) => {
    const [s] = await h.api<Service[]>('POST', '/services', {
      token,
      body: { package_id: pkg, batch: false, count: 1, mobile: freshMobile(), name: who },
    });
    if (!s) throw new Error('no service');
    return s;
  };
  const buyBatch = async (description: string, count: number) => {
    await h.api<Service[]>('POST', '/services', {
      token,
      body: { package_id: pkg, batch: true, count, description },
    });
    return latestGroup();
  };
  const latestGroup = async () => {
    const groups = await h.api<{ data: Group[] }>('GET', '/services/servicegroups?page=1', { token });
    const first = groups.data[0];
    if (!first) throw new Error('no batch');
    return h.api<GroupDetail>('GET', `/services/servicegroups/${first.id}`, { token });
  };

  for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
    it(`services (${viewport}): «یادداشت» in a row’s menu saves a note with a toast, the row shows it and the search finds it`, async () => {
      const mine = await buyOne(`مشتری یادداشت ${viewport}`);
      const other = await buyOne(`مشتری دیگر ${viewport}`);
      const text = `تمدید با کافه ${viewport === 'desktop' ? 'نسترن' : 'شقایق'} هر ماه`;
      const page = await h.newPage(viewport, token);
      await page.goto('/services');
      await serviceRow(page, mine.id).waitFor();

      await openServiceAction(page, mine.id, 'یادداشت');
      const dialog = page.getByTestId('note-service-dialog');
      await dialog.getByRole('textbox', { name: 'یادداشت' }).fill(text);
      expect(await dialog.textContent()).toContain(`${text.length.toLocaleString('fa-IR')} از ۲۰۰ نویسه`);
      await screenshot(page, 'service-note-dialog');
      await dialog.getByRole('button', { name: 'ذخیره‌ی یادداشت' }).click();
      // A toast, not a dialog to dismiss (docs/product/screens.md).
      await page.locator('.mantine-Notification-root', { hasText: 'یادداشت ذخیره شد' }).waitFor();
      expect(await page.locator('.swal2-popup').count()).toBe(0);
      await serviceRow(page, mine.id).getByTestId('service-note').filter({ hasText: text }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'service-note-row');
      // The service's own window shows the note too, whole.
      await openServiceAction(page, mine.id, 'اطلاعات سرویس');
      expect(await page.getByTestId('info-dialog').getByTestId('info-note').innerText()).toContain(text);
      await page.keyboard.press('Escape');
      await page.getByTestId('info-dialog').waitFor({ state: 'detached' });

      const part = viewport === 'desktop' ? 'کافه نسترن' : 'شقایق';
      if (viewport === 'desktop') {
        await page.getByTestId('filter-search').fill(part);
        await page.getByTestId('filter-apply').click();
      } else {
        await page.goto(`/services?search=${encodeURIComponent(part)}`);
      }
      await page.waitForURL(/search=/);
      await page.locator(`[data-testid="service-row-${other.id}"]`).waitFor({ state: 'detached' });
      await serviceRow(page, mine.id).waitFor();
      expect(await page.locator('[data-testid^="service-row-"]').count()).toBe(1);
    });
  }

  /** Buys from the form: the confirmation, where the form asks one, is answered yes. */
  async function submitAndDownload(page: Page): Promise<Download> {
    const download = page.waitForEvent('download');
    await page.getByTestId('purchase-submit').click();
    const confirm = page.locator('.swal2-confirm');
    const first = await Promise.race([download.then(() => 'download'), confirm.waitFor().then(() => 'confirm')]);
    if (first === 'confirm') await confirm.click();
    return download;
  }

  it('newservice: a batch downloads a file named for it with each service’s links, and its result opens the hand-out', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/newservice');
    await page.getByText('اکانت گروهی', { exact: true }).click();
    await page.getByTestId('batch-count').fill('3');
    await page.getByTestId('batch-description').fill('Cafe Nastaran فروش پاییز');
    await page.getByRole('radio', { name: PACKAGE, exact: true }).click();
    const download = await submitAndDownload(page);

    const { group, services } = await latestGroup();
    expect(services).toHaveLength(3);
    expect(download.suggestedFilename()).toBe(`batch-${group.id}_cafe-nastaran_${group.jdate}_3-services.txt`);
    const content = fs.readFileSync(await download.path(), 'utf8');
    for (const s of services) {
      expect(content).toContain(`لینک اشتراک: ${s.subscription_url}`);
      expect(content).toContain(`لینک اتصال: ${s.link}`);
    }
    expect(content).toContain('مدت: ۳۰ روز از اولین اتصال');
    expect(content).toContain('حجم: ۳۰ گیگابایت');

    const result = page.getByTestId('batch-result');
    await result.getByText('۳ سرویس ساخته شد').waitFor();
    await screenshot(page, 'newservice-batch-result');
    const [handout] = await Promise.all([
      page.context().waitForEvent('page'),
      result.getByRole('link', { name: 'برگه‌ی چاپی' }).click(),
    ]);
    await handout.waitForURL(`**/groupservices/${group.id}/print`);
    await checkHandout(handout, services);
  });

  /** The hand-out: a card per service with its subscription link and a QR code holding it, and an A4 print. */
  async function checkHandout(page: Page, services: Service[]) {
    const cards = page.getByTestId('handout-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(services.length);
    for (const [i, s] of services.entries()) {
      const card = cards.nth(i);
      expect(await card.getByTestId('handout-url').textContent()).toBe(s.subscription_url);
      const qr = card.getByTestId('handout-qr');
      expect(await qr.getAttribute('data-value')).toBe(s.subscription_url);
      await qr.locator('svg').waitFor();
      expect(await card.textContent()).toContain('۳۰ روز از اولین اتصال');
    }
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Printed: the toolbar gone, the cards on A4 (three to nine fit one page).
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'چاپ' }).isVisible()).toBe(false);
    const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(Math.ceil(services.length / 9));
    await page.emulateMedia({ media: 'screen' });
  }

  for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
    it(`groupservices (${viewport}): each batch offers its hand-out, readable and printable at this width`, async () => {
      const { group, services } = await buyBatch(`چاپی ${viewport}`, 2);
      const page = await h.newPage(viewport, token);
      await page.goto('/groupservices');
      const row = page.locator(`[data-testid="service-group-row"][data-id="${group.id}"]`);
      const button = row.getByRole('link', { name: `برگه‌ی چاپی گروه ${group.id.toLocaleString('fa-IR')}` });
      await button.waitFor();
      expect(await button.getAttribute('href')).toBe(`/groupservices/${group.id}/print`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'groupservices-handout-button');

      await page.goto(`/groupservices/${group.id}/print`);
      await checkHandout(page, services);
      expect(await page.getByTestId('handout-summary').textContent()).toContain(`چاپی ${viewport}`);
      const [first, second] = await page
        .getByTestId('handout-card')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      // A phone shows one card a line, a desktop several side by side.
      if (viewport === 'phone') expect(second).toBeGreaterThan(first as number);
      else expect(second).toBe(first);
      await screenshot(page, 'batch-handout');
      expect(h.pageErrors).toEqual([]);
    });
  }

  for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
    it(`customer page and settings (${viewport}): no name set shows «اشتراک شما», never the panel’s brand; settings say so and preview it`, async () => {
      const mobile = freshMobile();
      const admin = await h.adminToken();
      const { id } = await h.api<{ id: number }>('POST', '/users', {
        token: admin,
        body: { name: 'فروشنده بی‌نام', mobile, password: 'reseller-pass' },
      });
      await h.api('POST', `/admin/users/${id}/balance`, { token: admin, body: { amount: 1_000_000, info: 'آزمایش' } });
      const own = await h.loginToken(mobile, 'reseller-pass');
      const [s] = await h.api<Service[]>('POST', '/services', {
        token: own,
        body: { package_id: await packageId(h, own, PACKAGE), batch: false, count: 1, servicewithoutphone: true },
      });
      if (!s) throw new Error('no service');

      const customer = await h.browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'fa-IR' });
      const page = await customer.newPage();
      await page.goto(s.subscription_url);
      expect(await page.getByTestId('title').textContent()).toBe('اشتراک شما');
      expect(await page.title()).toBe('اشتراک شما');
      const header = (await page.locator('header').innerText()).trim();
      expect(header).not.toMatch(/پیشخوان|[0-9]/);
      // Nor anywhere else on the page: the links' names included.
      expect(await page.locator('body').textContent()).not.toMatch(/pishkhan|پیشخوان/i);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'customer-page-unnamed');

      const settings = await h.newPage(viewport, own);
      await settings.goto('/settings');
      const preview = settings.getByTestId('customer-page-preview');
      expect(await preview.getByTestId('preview-title').textContent()).toBe('اشتراک شما');
      expect(await preview.getByTestId('preview-source').textContent()).toContain('نه «نام سرویس» نوشته‌اید');
      await settings.getByLabel('نام سرویس').fill('شبکه‌ی نسیم');
      await settings.getByRole('button', { name: 'ذخیره‌ی اطلاعات فروشگاه' }).click();
      await preview.getByTestId('preview-title').filter({ hasText: 'شبکه‌ی نسیم' }).waitFor();
      expect(await preview.getByTestId('preview-source').textContent()).toBe('عنوان همان «نام سرویس» شماست.');
      expect(await horizontalOverflow(settings)).toBeLessThanOrEqual(0);
      await settings.waitForFunction(() => !document.documentElement.dataset.alert);
      await preview.scrollIntoViewIfNeeded();
      await screenshot(settings, 'settings-customer-preview');

      await page.reload();
      expect(await page.getByTestId('title').textContent()).toBe('شبکه‌ی نسیم');
      await customer.close();
    });
  }
});
