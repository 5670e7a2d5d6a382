import fs from 'node:fs';
import path from 'node:path';
import type { Service } from '@pishkhan/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import {
  DEMO,
  freshMobile,
  type Harness,
  horizontalOverflow,
  openServiceAction,
  serviceRow,
  startHarness,
  type ViewportName,
  waitFor,
} from './harness';
import { packageId } from './store-helpers';

const SHOTS = process.env.DEVICES_SHOTS_DIR ?? '/tmp/devices-shots';
const shot = async (page: Page, name: string, viewport: ViewportName) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport}.png`), animations: 'disabled', caret: 'hide' });
};

/** Happ's device headers (docs/decisions/105), one phone each. */
const phone = (hwid: string, model: string) => ({
  'user-agent': 'Happ/1.9.1',
  'x-hwid': hwid,
  'x-device-os': 'Android',
  'x-ver-os': '14',
  'x-device-model': model,
});

/**
 * Devices at the subscription (decision 105): the services table's «دستگاه‌ها» column, the devices dialog with its
 * asked-first «حذف» and the lowering of limits, the customer's page listing the devices with a «حذف» of its own, and
 * the admin's package dialog with the fair-use fields; at 1366 and 390 px.
 */
describe('devices of a subscription', () => {
  let h: Harness;
  let token: string;
  let pkg: number;

  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    const admin = await h.adminToken();
    const demo = await packageId(h, token, 'یک ماهه ۳۰ گیگ');
    const groups = await h.api<Array<{ id: number; packages: Array<{ id: number }> }>>('GET', '/admin/packagegroups', {
      token: admin,
    });
    const group = groups.find((g) => g.packages.some((p) => p.id === demo));
    const made = await h.api<{ id: number }>('POST', '/admin/packages', {
      token: admin,
      body: {
        packagegroup_id: group?.id,
        name: 'دو دستگاه',
        price: 100_000,
        days: 30,
        traffic_gb: 30,
        device_limit: 2,
        no_device_id: 'allow',
        simultaneous_limit: 2,
      },
    });
    pkg = made.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A service of the two-device package whose subscription two phones took and a third was refused. */
  const serviceWithTwoPhones = async (who: string) => {
    const [s] = await h.api<Service[]>('POST', '/services', {
      token,
      body: { package_id: pkg, batch: false, count: 1, mobile: freshMobile(), name: who },
    });
    if (!s) throw new Error('no service');
    const fetchSub = (headers: Record<string, string>) => fetch(`${s.subscription_url}?format=links`, { headers });
    for (const [hwid, model] of [
      ['e2e-hwid-aaaa', 'Galaxy A54'],
      ['e2e-hwid-bbbb', 'Redmi Note 12'],
    ] as const) {
      expect((await fetchSub(phone(`${hwid}-${s.id}`, model))).headers.get('x-hwid-limit')).toBeNull();
    }
    const third = await fetchSub(phone(`e2e-hwid-cccc-${s.id}`, 'Pixel 8'));
    expect(third.headers.get('x-hwid-max-devices-reached')).toBe('true');
    return s;
  };

  for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
    it(`services (${viewport}): «دستگاه‌ها» shows ۲ از ۲; the dialog lists them, removes one after asking, and lowers the limits`, async () => {
      const s = await serviceWithTwoPhones(`مشتری دستگاه ${viewport}`);
      const page = await h.newPage(viewport, token);
      await page.goto('/services');
      const row = serviceRow(page, s.id);
      await row.waitFor();
      expect(await row.getByTestId('service-devices').innerText()).toBe('۲ از ۲');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'services-devices-column', viewport);

      await openServiceAction(page, s.id, 'دستگاه‌ها');
      const dialog = page.getByTestId('devices-dialog');
      await dialog.getByTestId('devices-list').waitFor();
      expect(await dialog.getByTestId('device-name').allInnerTexts()).toEqual(['Galaxy A54', 'Redmi Note 12']);
      expect(await dialog.getByTestId('devices-summary').innerText()).toContain('سقف دستگاه: ۲ دستگاه؛ ثبت‌شده: ۲');
      // Dates in Persian, and no English left but the app's and the id's Latin values.
      const seen = await dialog.getByTestId('device-seen').first().innerText();
      expect(seen).toMatch(/^اولین اتصال: [۰-۹]/);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'devices-dialog', viewport);

      await dialog.getByTestId('device-remove').nth(1).click();
      const confirm = page.getByTestId('device-remove-confirm');
      await confirm.getByText('Redmi Note 12').waitFor();
      await shot(page, 'devices-remove-confirm', viewport);
      await confirm.getByRole('button', { name: 'حذف' }).click();
      await page.getByText('دستگاه حذف شد').first().waitFor();
      await waitFor(
        async () => ((await dialog.getByTestId('device-name').count()) === 1 ? true : undefined),
        'one device left',
      );
      expect(await dialog.getByTestId('device-name').allInnerTexts()).toEqual(['Galaxy A54']);

      // Above the package's limit: the server's Persian line, nothing saved.
      await dialog.getByTestId('limit-devices').fill('3');
      await dialog.getByTestId('limits-submit').click();
      await page.getByText('سقف دستگاه نمی‌تواند بیش از سقف بسته (۲) باشد').first().waitFor();
      await shot(page, 'devices-limit-refused', viewport);
      await page.getByRole('dialog').last().getByRole('button').last().click();
      await dialog.getByTestId('limit-devices').fill('1');
      await dialog.getByTestId('limits-submit').click();
      await page.getByText('سقف‌های سرویس ذخیره شد').first().waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => row.getByTestId('service-devices').innerText()).toBe('۱ از ۱');
      await page.context().close();
    });

    it(`customer page (${viewport}): lists the devices, and «حذف» frees a place`, async () => {
      const s = await serviceWithTwoPhones(`مشتری صفحه‌ی دستگاه ${viewport}`);
      const page = await h.newPage(viewport);
      await page.goto(s.subscription_url);
      const section = page.getByTestId('devices');
      await section.waitFor();
      expect(await section.getByTestId('device').count()).toBe(2);
      expect(await section.innerText()).toContain('این اشتراک روی ۲ دستگاه کار می‌کند؛ ۲ دستگاه ثبت شده است.');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await section.scrollIntoViewIfNeeded();
      await shot(page, 'customer-page-devices', viewport);

      await section.getByTestId('device').first().getByRole('button', { name: 'حذف' }).click();
      await page.getByTestId('device-message').waitFor();
      expect(await page.getByTestId('device-message').innerText()).toContain('دستگاه حذف شد');
      expect(await page.getByTestId('device').count()).toBe(1);
      await shot(page, 'customer-page-device-removed', viewport);
      // The phone refused before now gets its servers.
      const third = await fetch(`${s.subscription_url}?format=links`, {
        headers: phone(`e2e-hwid-cccc-${s.id}`, 'Pixel 8'),
      });
      expect(third.headers.get('x-hwid-limit')).toBeNull();
      await page.context().close();
    });
  }

  it('the customer page in a browser, where apps without an id are refused, keeps the subscription address and withholds each server’s link; it takes no device’s place', async () => {
    const s = await serviceWithTwoPhones('مشتری مرورگر ردشده');
    await h.api('PUT', `/admin/packages/${pkg}`, { token: await h.adminToken(), body: { no_device_id: 'refuse' } });
    try {
      for (const viewport of ['desktop', 'phone'] as const) {
        const page = await h.newPage(viewport);
        await page.goto(s.subscription_url);
        await page.getByTestId('ways-withheld').waitFor();
        expect(await page.getByTestId('ways-withheld').innerText()).toContain('لینک اشتراک را در برنامه وارد کنید');
        expect(await page.getByTestId('device-notice').count()).toBe(0);
        expect(await page.getByTestId('entry').count()).toBe(0);
        expect(await page.getByTestId('subscription-url').innerText()).toBe(s.subscription_url);
        expect(await page.getByTestId('device').count()).toBe(2);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shot(page, 'customer-page-withheld', viewport);
        await page.context().close();
      }
    } finally {
      await h.api('PUT', `/admin/packages/${pkg}`, { token: await h.adminToken(), body: { no_device_id: 'allow' } });
    }
  });

  for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
    it(`admin catalogue (${viewport}): the package dialog sets the device limit, the no-id rule and the simultaneous limit`, async () => {
      const page = await openAdmin(h, '/admin/catalogue', viewport);
      await page.locator(`[data-testid="package-row"][data-name="دو دستگاه"]`).getByTestId('edit-package').click();
      const dialog = page.getByTestId('package-dialog');
      await dialog.getByTestId('package-fair-use').waitFor();
      expect(await dialog.getByTestId('package-device_limit').inputValue()).toBe('2');
      await dialog.getByTestId('package-no_device_id').click();
      await page.getByRole('option', { name: 'یک دستگاه ناشناس' }).click();
      await dialog.getByTestId('package-fair-use').scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'admin-package-fair-use', viewport);
      await dialog.getByTestId('package-submit').click();
      await dialog.waitFor({ state: 'hidden' });
      const groups = await h.api<Array<{ packages: Array<{ id: number; no_device_id: string }> }>>(
        'GET',
        '/admin/packagegroups',
        { token: await h.adminToken() },
      );
      expect(groups.flatMap((g) => g.packages).find((p) => p.id === pkg)?.no_device_id).toBe('unknown');
      await h.api('PUT', `/admin/packages/${pkg}`, { token: await h.adminToken(), body: { no_device_id: 'allow' } });
      await page.context().close();
    });
  }
});
