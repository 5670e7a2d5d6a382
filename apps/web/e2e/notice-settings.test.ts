import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type Harness,
  horizontalOverflow,
  startHarness,
  type ViewportName,
  visibleLatinWords,
  waitFor,
} from './harness';

const SHOTS = process.env.EVENTS_SHOTS_DIR ?? '/tmp/events-shots';
const shot = async (page: Page, name: string, viewport: ViewportName) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${viewport}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
};

/** The settings screen's «هشدارها» card (docs/product/integrations.md#events): saved, and refused out of range. */
describe('notice thresholds in settings', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
    it(`settings (${viewport}): «هشدارها» saves the days, GB and balance, and says what is out of range`, async () => {
      const page = await h.newPage(viewport, token);
      await page.goto('/settings');
      const card = page.getByTestId('notice-settings');
      const days = card.getByLabel('چند روز مانده به پایان سرویس خبر بده');
      const traffic = card.getByLabel('چند گیگابایت مانده خبر بده');
      const balance = card.getByLabel('موجودی کمتر از (تومان) خبر بده');
      await days.waitFor();
      expect(await days.inputValue()).toBe('3');
      await card.scrollIntoViewIfNeeded();

      await days.fill('75');
      await card.getByRole('button', { name: 'ذخیره‌ی هشدارها' }).click();
      await card.getByText('تعداد روز حداکثر ۶۰ است').waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'notice-settings-refused', viewport);

      await days.fill(viewport === 'desktop' ? '5' : '7');
      await traffic.fill('2.5');
      await balance.fill('200000');
      await card.getByRole('button', { name: 'ذخیره‌ی هشدارها' }).click();
      await page.getByText('تنظیمات هشدارها ذخیره شد').waitFor();
      await page.getByRole('button', { name: 'باشه' }).click();
      await page.getByText('تنظیمات هشدارها ذخیره شد').waitFor({ state: 'hidden' });
      await card.scrollIntoViewIfNeeded();
      const saved = await waitFor(async () => {
        const got = await h.api<{ expiring_days: number; expiring_traffic_gb: number; balance_low: number }>(
          'GET',
          '/notices/settings',
          { token },
        );
        return got.balance_low === 200_000 ? got : undefined;
      }, 'the thresholds saved');
      expect(saved).toEqual({
        expiring_days: viewport === 'desktop' ? 5 : 7,
        expiring_traffic_gb: 2.5,
        balance_low: 200_000,
      });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(card)).toEqual([]);
      await shot(page, 'notice-settings-saved', viewport);

      await page.reload();
      await days.waitFor();
      expect(await days.inputValue()).toBe(viewport === 'desktop' ? '5' : '7');
      expect(await balance.inputValue()).toBe('200,000');
      await h.api('PUT', '/notices/settings', {
        token,
        body: { expiring_days: 3, expiring_traffic_gb: 1, balance_low: 0 },
      });
    });
  }
});
