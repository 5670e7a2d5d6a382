import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, openAdmin } from './admin-helpers';
import { DEMO, dialog, dialogGone, type Harness, startHarness, waitFor } from './harness';
import { productToken } from './store-helpers';

interface NodeView {
  id: number;
  name: string;
  status: string;
  last_error: string;
}

const NODE = (name: string, host: string, apiPort: number) => ({
  name,
  api_address: `127.0.0.1:${apiPort}`,
  host,
  inbounds: [{ tag: 'vless-in', protocol: 'vless', port: 443, security: 'tls' }],
});

/**
 * Issue 49, the provider's screens: pay groups against what the server has keys for; the store's waiting card orders
 * counted where the reseller looks; a node's error in Persian with the core's words behind a toggle; deleting a node;
 * wording; admin tables wider than a phone say so. The server here has no PerfectMoney or Cryptomus keys.
 */
describe('issue 49: the provider’s screens', () => {
  let h: Harness;
  let admin: string;
  const nodes = async () => (await h.api<{ nodes: NodeView[] }>('GET', '/admin/provisioning', { token: admin })).nodes;

  beforeAll(async () => {
    // Health passes every second, so a node that cannot be reached shows as down while the tests run.
    h = await startHarness({ env: { USAGE_INTERVAL_MS: '1000' } });
    admin = await h.adminToken();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('admin pay groups: vouchers and crypto the server has no keys for read «not set up here», never «روشن», and cannot be switched on', async () => {
    const page = await openAdmin(h, '/admin/paygroups');
    await page.getByTestId('admin-paygroups').waitFor({ timeout: 20_000 });
    // The demo group «ویژه» offers both; this server has neither provider's keys.
    const card = page.locator('[data-testid="paygroup-card"][data-name="ویژه"]');
    for (const cell of ['paygroup-perfect-cell', 'paygroup-crypto-cell']) {
      const text = await card.getByTestId(cell).innerText();
      expect(text).toContain('روی این سرور راه‌اندازی نشده');
      expect(text).not.toContain('روشن');
    }
    await card.getByTestId('edit-paygroup').click();
    const form = page.getByTestId('paygroup-dialog');
    for (const kind of ['perfect', 'crypto']) {
      const way = form.getByTestId(`paygroup-${kind}`);
      expect(await way.getAttribute('data-state')).toBe('unconfigured');
      const toggle = way.getByRole('switch');
      expect(await toggle.isDisabled()).toBe(true);
      expect(await toggle.isChecked()).toBe(false);
    }
    await adminShot(page, 'admin-49-paygroup-unconfigured');
    // Saving keeps them off, which the server accepts.
    await form.getByTestId('paygroup-submit').click();
    await form.waitFor({ state: 'detached' });
    const groups = await h.api<Array<{ name: string; has_perfectmoney: boolean; has_crypto: boolean }>>(
      'GET',
      '/admin/paygroups',
      { token: admin },
    );
    expect(groups.find((g) => g.name === 'ویژه')).toMatchObject({ has_perfectmoney: false, has_crypto: false });
  });

  it('store orders: card-to-card orders waiting for the reseller show a count on the sidebar and a notice on the dashboard, updated as they come and go', async () => {
    const reseller = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    const products = await h.api<Array<{ link: string }>>('GET', '/products/myproducts', { token: reseller });
    const token = productToken(products[0]?.link ?? '');
    const methods = await h.api<Array<{ id: number; paymentMethod: { code: string } }>>(
      'GET',
      '/paymentmethods/mymethods',
      { token: reseller },
    );
    const card = methods.find((m) => m.paymentMethod.code === 'card')?.id;
    const placeWithReference = async (contact: string) => {
      const { order } = await h.api<{ order: string }>('POST', `/shop/p/${token}`, {
        body: { contact, method_id: card },
      });
      await h.api('POST', `/shop/orders/${order}/card`, { body: { reference: '123456' } });
    };
    const page = await h.newPage('desktop', reseller);
    await page.goto('/');
    await page.getByTestId('dashboard').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('awaiting-orders-notice').count()).toBe(0);
    expect(await page.getByTestId('awaiting-orders-badge').count()).toBe(0);

    await placeWithReference('09121230001');
    // The panel asks again when the window is back in focus (and every half minute).
    const refocus = (p: Page) => p.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await refocus(page);
    const notice = page.getByTestId('awaiting-orders-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('۱ سفارش کارت به کارت منتظر تأیید شماست');
    const badge = page.getByTestId('nav-/store/orders').getByTestId('awaiting-orders-badge');
    expect(await badge.innerText()).toBe('۱');

    await placeWithReference('09121230002');
    await refocus(page);
    await badge.getByText('۲').waitFor();
    expect(await notice.innerText()).toContain('۲ سفارش');
    await adminShot(page, 'admin-49-awaiting-orders-dashboard');

    // Deciding one in the orders screen takes it off the count.
    await notice.getByRole('link', { name: 'دیدن سفارش‌ها' }).click();
    await page.getByTestId('store-orders').waitFor();
    await page.getByRole('button', { name: /بررسی/ }).first().click();
    await page.getByTestId('review-order-dialog').getByRole('button', { name: /رد/ }).click();
    await badge.getByText('۱').waitFor();

    // On a phone the dashboard's notice is the first thing under the title.
    const phone = await h.newPage('phone', reseller);
    await phone.goto('/');
    const phoneNotice = phone.getByTestId('awaiting-orders-notice');
    await phoneNotice.waitFor({ timeout: 20_000 });
    const box = await phoneNotice.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await adminShot(phone, 'admin-49-awaiting-orders-dashboard');
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin nodes: a node that cannot be reached says in Persian what to check, its core's words whole behind «جزئیات فنی» (${viewport})`, async () => {
      const name = `نود خاموش ${viewport}`;
      await h.api('POST', '/admin/nodes', { token: admin, body: NODE(name, `down-${viewport}.example.com`, 9) });
      const down = await waitFor(
        async () => (await nodes()).find((n) => n.name === name && n.status === 'down' && n.last_error),
        'the node found down',
      );
      const page = await openAdmin(h, '/admin/nodes', viewport);
      const row = page.locator(`[data-testid="node-row"][data-name="${name}"]`);
      await row.waitFor({ timeout: 20_000 });
      expect(await row.getByTestId('node-error-summary').innerText()).toBe('به رابط نود وصل نشد');
      expect(await row.getByTestId('node-error-check').innerText()).toContain('هسته‌ی نود در حال اجرا باشد');
      // The core's English is not on the screen until asked for.
      const technical = row.getByTestId('node-error');
      expect(await technical.isVisible()).toBe(false);
      const toggle = row.getByTestId('node-error-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await technical.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // Whole: every word the server kept, none cut, and no dangling «note:».
      const shown = (await technical.innerText()).replace(/\s+/g, ' ').trim();
      expect(shown).toBe(down.last_error.replace(/\s+/g, ' ').trim());
      expect(shown).not.toMatch(/note:\s*$/i);
      await adminShot(page, `admin-49-node-error-${viewport}`);
    });
  }

  it('admin nodes: deleting a node names what happens to its services and accounts, is refused while a group lives on it alone, and the trail records it', async () => {
    const a = await h.api<NodeView>('POST', '/admin/nodes', {
      token: admin,
      body: NODE('نود رفتنی', 'gone.example.com', 9),
    });
    const b = await h.api<NodeView>('POST', '/admin/nodes', {
      token: admin,
      body: NODE('نود ماندنی', 'stay.example.com', 9),
    });
    const groups = await h.api<Array<{ id: number; name: string }>>('GET', '/admin/packagegroups', { token: admin });
    const group = groups.find((g) => g.name === 'V2Ray پرسرعت');
    await h.api('PUT', `/admin/packagegroups/${group?.id}/nodes`, { token: admin, body: { node_ids: [a.id] } });

    const page = await openAdmin(h, '/admin/nodes');
    const row = page.locator('[data-testid="node-row"][data-name="نود رفتنی"]');
    await row.waitFor({ timeout: 20_000 });
    await row.getByTestId('delete-node').click();
    const confirm = page.getByTestId('delete-node-confirm');
    const consequences = await confirm.getByTestId('delete-node-consequences').innerText();
    expect(consequences).toContain('روی نودهای دیگرِ گروه خود می‌مانند');
    expect(consequences).toContain('هسته‌ی نود را خاموش کنید');
    await adminShot(page, 'admin-49-delete-node-confirm');
    await confirm.getByTestId('delete-node-confirm-confirm').click();
    // Refused: the group living on it alone is named, and the node stays.
    const refusal = dialog(page);
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('این نود را نمی‌توان حذف کرد');
    expect(await refusal.innerText()).toContain('V2Ray پرسرعت');
    await refusal.getByRole('button', { name: 'باشه' }).click();
    await dialogGone(page);
    expect(await row.count()).toBe(1);

    await h.api('PUT', `/admin/packagegroups/${group?.id}/nodes`, { token: admin, body: { node_ids: [a.id, b.id] } });
    await row.getByTestId('delete-node').click();
    await confirm.getByTestId('delete-node-confirm-confirm').click();
    await page.getByText('نود «نود رفتنی» حذف شد').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await nodes()).map((n) => n.name)).not.toContain('نود رفتنی');

    await page.goto('/admin/audit');
    const entry = page.locator('[data-testid="audit-row"][data-path="DELETE /admin/nodes/:id"][data-status="200"]');
    await entry.waitFor({ timeout: 20_000 });
    expect(await entry.getByTestId('audit-action').innerText()).toBe('حذف نود');
    expect(await entry.getByTestId('audit-about').innerText()).toContain('شماره‌ی');
  });

  it('wording: payment methods, the overview, nodes, RADIUS servers, packages and the audit trail read as natural Persian', async () => {
    const page = await openAdmin(h, '/admin/paymentmethods');
    await page.getByTestId('admin-paymentmethods').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('method-save').first().innerText()).toBe('ذخیره‌ی نام');

    await page.goto('/admin');
    await page.getByTestId('admin-overview').waitFor();
    await page.waitForLoadState('networkidle');
    const overview = await page.getByTestId('admin-overview').innerText();
    expect(overview).toContain('سرویس‌های فعال');
    expect(overview).not.toContain('زنده');

    await page.goto('/admin/nodes');
    await page.getByTestId('node-row').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('node-api-link').first().innerText()).toBe('رابط بدون رمزنگاری');

    await page.goto('/admin/nas');
    await page.getByTestId('admin-nas').waitFor();
    await page.getByTestId('add-nas').click();
    const nas = page.getByTestId('nas-dialog');
    await nas.getByLabel(/^نشانی سرور/).waitFor();
    await nas.getByTestId('nas-submit').click();
    await nas.getByText('نشانی سرور را وارد کنید').waitFor();
    expect(await nas.getByText('کلاینت').count()).toBe(0);
    expect(await nas.getByText('NAS').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin/catalogue');
    await page.getByTestId('admin-catalogue').waitFor();
    await page.waitForLoadState('networkidle');
    const catalogue = await page.getByTestId('admin-catalogue').innerText();
    expect(catalogue).toContain('وی‌توری');
    expect(catalogue).not.toContain('وی‌تو‌ری');

    await page.goto('/admin/audit');
    await page.getByTestId('audit-table').waitFor();
    expect(await page.getByRole('columnheader', { name: 'مربوط به' }).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'درباره‌ی' }).count()).toBe(0);
  });

  for (const [path, screen, table] of [
    ['/admin/transactions', 'admin-transactions', 'ledger-table'],
    ['/admin/audit', 'admin-audit', 'audit-table'],
    ['/admin/resellers', 'admin-resellers', 'resellers-table'],
  ] as const) {
    it(`phone: ${path} wider than the screen says to swipe for more columns, and its hidden side fades, until the far end`, async () => {
      const page = await openAdmin(h, path, 'phone');
      await page.getByTestId(screen).waitFor({ timeout: 20_000 });
      await page.getByTestId(table).waitFor();
      const cue = page.getByTestId('scroll-cue').filter({ has: page.getByTestId(table) });
      const hint = cue.getByTestId('scroll-cue-hint');
      await hint.waitFor();
      expect(await hint.innerText()).toBe('برای دیدن ستون‌های بیشتر بکشید');
      expect(await cue.getByTestId('scroll-cue-fade').count()).toBe(1);
      await adminShot(page, `admin-49-scroll-cue${path.replaceAll('/', '-')}`);
      // Swiped to the far end (RTL: leftwards), the hint goes; the start side now fades.
      await page.getByTestId(table).evaluate((el) => {
        const box = el.closest('.mantine-TableScrollContainer-scrollContainer') as HTMLElement;
        box.scrollLeft = -(box.scrollWidth - box.clientWidth);
      });
      await hint.waitFor({ state: 'detached' });
      expect(await cue.getByTestId('scroll-cue-fade').count()).toBe(1);

      // At desktop width the table fits: no cue.
      const wide = await openAdmin(h, path, 'desktop');
      await wide.getByTestId(table).waitFor({ timeout: 20_000 });
      await wide.waitForLoadState('networkidle');
      expect(await wide.getByTestId('scroll-cue-hint').count()).toBe(0);
    });
  }
});
