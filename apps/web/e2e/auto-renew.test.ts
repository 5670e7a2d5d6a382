import fs from 'node:fs';
import path from 'node:path';
import type { Service } from '@pishkhan/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  freshMobile,
  type Harness,
  horizontalOverflow,
  openServiceAction,
  serviceRow,
  startHarness,
  type ViewportName,
} from './harness';
import { packageId } from './store-helpers';

const SHOTS = process.env.AUTORENEW_SHOTS_DIR ?? '/tmp/autorenew-shots';
const shot = async (page: Page, name: string, viewport: ViewportName) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport}.png`), animations: 'disabled', caret: 'hide' });
};

/**
 * Auto-renew per service (decision 114): «تمدید خودکار» turned on from the row's menu, its badge in the row (a card on
 * a phone) and its line in the service's information dialog, then turned off again; at 1366 and 390 px.
 */
describe('auto-renew in the services list', () => {
  let h: Harness;
  let token: string;
  let pkg: number;

  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    pkg = await packageId(h, token, 'یک ماهه ۳۰ گیگ');
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
    it(`services (${viewport}): the menu turns it on, the row and the information dialog show it, and it turns off`, async () => {
      const [s] = await h.api<Service[]>('POST', '/services', {
        token,
        body: {
          package_id: pkg,
          batch: false,
          count: 1,
          mobile: freshMobile(),
          name: `مشتری تمدید ${viewport === 'desktop' ? 'رایانه' : 'گوشی'}`,
        },
      });
      if (!s) throw new Error('no service');
      expect(s.auto_renew).toBe(false);
      const page = await h.newPage(viewport, token);
      await page.goto('/services');
      const row = serviceRow(page, s.id);
      await row.waitFor();
      expect(await row.getByTestId('service-auto-renew').count()).toBe(0);

      await row.getByTestId('service-actions').click();
      const item = page.getByTestId('auto-renew-action');
      expect(await item.innerText()).toBe('تمدید خودکار: خاموش');
      await shot(page, 'auto-renew-menu-off', viewport);
      await item.click();
      await page
        .getByText(/^تمدید خودکار سرویس .* روشن شد$/)
        .first()
        .waitFor();
      const badge = row.getByTestId('service-auto-renew');
      await badge.waitFor();
      expect(await badge.innerText()).toBe('تمدید خودکار');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'auto-renew-row', viewport);

      await openServiceAction(page, s.id, 'اطلاعات سرویس');
      const info = page.getByTestId('info-auto-renew');
      await info.waitFor();
      expect(await info.innerText()).toContain('روشن');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'auto-renew-info', viewport);
      await page.keyboard.press('Escape');
      await info.waitFor({ state: 'detached' });

      await row.getByTestId('service-actions').click();
      expect(await page.getByTestId('auto-renew-action').innerText()).toBe('تمدید خودکار: روشن');
      await page.getByTestId('auto-renew-action').click();
      await page
        .getByText(/^تمدید خودکار سرویس .* خاموش شد$/)
        .first()
        .waitFor();
      await badge.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});
