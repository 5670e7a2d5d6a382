import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
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

const SHOTS = process.env.WEBHOOKS_SHOTS_DIR ?? '/tmp/webhooks-shots';
const shot = async (page: Page, name: string, viewport: ViewportName) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport}.png`), animations: 'disabled', caret: 'hide' });
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The reseller's software: answers 500 to the first request on a path, 200 after. */
async function startReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const first = !received.some((r) => r.path === path);
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(first ? 500 : 200, { 'content-type': 'application/json' });
      res.end(first ? '{"error":"busy"}' : '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    at: (p: string) => received.filter((r) => r.path === p),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * «وب‌هوک‌ها» (docs/product/integrations.md#webhooks): an endpoint made in the panel to a local receiver, its secret
 * shown once, a test event delivered signed (a 500 first, then retried with the same id), its row with the answer,
 * and «ارسال دوباره»; at 1366 and 390 px.
 */
describe('webhooks screen', () => {
  let h: Harness;
  let session: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    h = await startHarness({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '1000' } });
    session = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
    await receiver?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`webhooks: make an endpoint, see its secret once, a delivery and its answer, send again (${viewport})`, async () => {
      const hookPath = `/hook-${viewport}`;
      const page = await h.newPage(viewport, session);
      await page.goto('/webhooks');
      await page.getByTestId('webhooks').waitFor();
      if (viewport === 'desktop') await page.getByTestId('nav-/webhooks').waitFor();

      await page.getByTestId('new-webhook').click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      await modal.getByTestId('webhook-submit').click();
      await modal.getByText('نشانی وب‌هوک را وارد کنید').waitFor();
      await modal.getByText('دست‌کم یک رویداد را برگزینید').waitFor();
      await modal.getByTestId('webhook-url').fill(`${receiver.url}${hookPath}`);
      await modal.getByRole('checkbox', { name: 'ساخت سرویس' }).check();
      await modal.getByRole('checkbox', { name: 'کم شدن موجودی' }).check();
      expect(await visibleLatinWords(modal)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, 'webhook-new', viewport);
      await modal.getByTestId('webhook-submit').click();

      const secretBox = modal.getByTestId('webhook-secret');
      await secretBox.waitFor();
      const secret = ((await secretBox.textContent()) ?? '').trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      await modal.getByText('فقط همین یک بار نمایش داده می‌شود', { exact: false }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, 'webhook-secret', viewport);
      await modal.getByTestId('webhook-done').click();
      await modal.waitFor({ state: 'hidden' });

      const row = page.getByTestId('webhook-row').filter({ hasText: hookPath });
      await row.waitFor();
      await row.getByText('ساخت سرویس').waitFor();
      await row.getByText('فعال', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.body.innerText)).not.toContain(secret.slice(6));
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, 'webhooks-list', viewport);

      // The deliveries screen: a test event, refused once by the receiver (500), then retried and delivered.
      await row.getByTestId('webhook-deliveries').click();
      await page.getByTestId('webhook-deliveries-screen').waitFor();
      await page.getByTestId('deliveries-empty').waitFor();
      await page.getByTestId('send-test-webhook').click();
      const delivery = page.getByTestId('delivery-row').first();
      await delivery.getByText('رویداد آزمایشی').waitFor();
      await delivery.getByTestId('delivery-response-status').getByText('200').waitFor({ timeout: 20_000 });
      await delivery.locator('[data-status="delivered"]').waitFor();
      const [first, second] = receiver.at(hookPath) as [Received, Received];
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      // Signed with the secret's bytes over id.timestamp.body (Standard Webhooks).
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      const signed = `${second.headers['webhook-id']}.${second.headers['webhook-timestamp']}.${second.body}`;
      expect(second.headers['webhook-signature']).toBe(
        `v1,${createHmac('sha256', key).update(signed).digest('base64')}`,
      );
      expect(JSON.parse(second.body)).toMatchObject({ type: 'webhook.test' });
      await delivery.getByTestId('delivery-attempts').getByText('۲').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, 'webhook-deliveries', viewport);

      await delivery.getByTestId('resend-delivery').click();
      await waitFor(async () => (receiver.at(hookPath).length === 3 ? true : undefined), 'the resend');
      expect(receiver.at(hookPath)[2]?.headers['webhook-id']).toBe(first.headers['webhook-id']);
      await delivery.getByTestId('delivery-attempts').getByText('۳').waitFor({ timeout: 10_000 });
      await page.close();
    });
  }
});
