import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, horizontalOverflow, startHarness, type ViewportName, visibleLatinWords } from './harness';

const SHOTS = process.env.TOKENS_SHOTS_DIR ?? '/tmp/tokens-shots';
const shot = async (page: Page, name: string, viewport: ViewportName) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport}.png`), animations: 'disabled', caret: 'hide' });
};

/**
 * «توکن‌های دسترسی» (docs/product/integrations.md#api-tokens): a token made in the dialog, shown once and copied, listed
 * without its secret, working against the API, then revoked in the panel and refused; at 1366 and 390 px.
 */
describe('api tokens screen', () => {
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    h = await startHarness();
    session = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  const callWith = (token: string) =>
    fetch(`${h.baseUrl}/api/services`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`api-tokens: make a token, see it once, copy it, use it, revoke it (${viewport})`, async () => {
      const page = await h.newPage(viewport, session);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/api-tokens');
      await page.getByTestId('api-tokens').waitFor();
      if (viewport === 'phone') await page.getByRole('button', { name: 'توکن جدید' }).waitFor();
      else await page.getByTestId('nav-/api-tokens').waitFor();

      const name = `ربات فروش ${viewport === 'desktop' ? 'یک' : 'دو'}`;
      await page.getByTestId('new-token').click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      // Nothing chosen: the schema's Persian lines, and nothing is made.
      await modal.getByTestId('token-submit').click();
      await modal.getByText('نام توکن را وارد کنید').waitFor();
      await modal.getByText('دست‌کم یک دسترسی انتخاب کنید').waitFor();

      await modal.getByTestId('token-name').fill(name);
      await modal.getByRole('checkbox', { name: 'دیدن سرویس‌ها' }).check();
      await modal.getByRole('checkbox', { name: 'دیدن موجودی و تراکنش‌ها' }).check();
      expect(await visibleLatinWords(modal)).toEqual([]);
      await shot(page, 'token-new', viewport);
      await modal.getByTestId('token-submit').click();

      const secretBox = modal.getByTestId('token-secret');
      await secretBox.waitFor();
      const secret = ((await secretBox.textContent()) ?? '').trim();
      expect(secret).toMatch(/^pkh_[A-Za-z0-9_-]{43}$/);
      await modal.getByText('فقط همین یک بار نمایش داده می‌شود', { exact: false }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, 'token-once', viewport);
      await modal.getByTestId('token-copy').click();
      await modal.locator('[data-testid="token-copy"][data-copied="true"]').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await modal.getByTestId('token-done').click();
      await modal.waitFor({ state: 'hidden' });

      // Listed by name and first characters; the secret is not on the page any more.
      const row = page.getByTestId('token-row').filter({ hasText: name });
      await row.waitFor();
      const prefix = ((await row.getByTestId('token-prefix-cell').textContent()) ?? '').replace('…', '');
      expect(secret.startsWith(prefix)).toBe(true);
      expect(prefix.length).toBeLessThan(12);
      expect(await page.evaluate(() => document.body.innerText)).not.toContain(secret);
      await row.getByText('دیدن سرویس‌ها').waitFor();

      expect(await callWith(secret)).toBe(200);
      await page.reload();
      await row.getByText('هنوز استفاده نشده').waitFor({ state: 'detached' });
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await visibleLatinWords(page.getByTestId('api-tokens'), [prefix])).toEqual([]);
      await shot(page, 'tokens-list', viewport);

      await row.getByTestId('token-revoke').click();
      const confirm = page.getByRole('dialog', { name: 'ابطال توکن' });
      await confirm.waitFor();
      await shot(page, 'token-revoke', viewport);
      await confirm.getByRole('button', { name: 'ابطال', exact: true }).click();
      await row.waitFor({ state: 'detached' });
      expect(await callWith(secret)).toBe(401);
      await page.close();
    });
  }
});
