import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, apiReseller, openAdmin } from './admin-helpers';
import { closeDialog, freshMobile, type Harness, horizontalOverflow, startHarness, visibleLatinWords } from './harness';

let run = 0;
const unique = (label: string) => `${label} ${Date.now() % 10_000}${++run}`;

interface Provisioning {
  nodes: { id: number; name: string; users: number }[];
  pending_jobs: number;
}

describe('admin nodes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('admin nodes: add a node through the form, see its health row, and resync it after confirming', async () => {
    const page = await openAdmin(h, '/admin/nodes');
    await page.getByTestId('provisioning-backlog').waitFor({ timeout: 20_000 });
    const name = unique('نود آلمان');
    await page.getByTestId('add-node').click();
    await page.getByTestId('node-name').fill(name);
    await page.getByTestId('node-api_address').fill('127.0.0.1');
    await page.getByTestId('node-inbound_tag').fill('vless-in');
    // The core (decision 085): V2Ray 4.34 unless the admin picks Xray-core.
    expect(await page.getByTestId('node-core').inputValue()).toBe('V2Ray 4.34');
    await page.getByTestId('node-core').click();
    await page.getByRole('option', { name: 'Xray-core', exact: true }).click();
    await page.getByTestId('node-submit').click();
    // Each error goes as soon as its own field is right, the other staying until it is (decision 081).
    const form = page.getByTestId('node-dialog');
    await form.getByText('نشانی API باید به شکل host:port باشد').waitFor();
    await form.getByText('نشانی عمومی سرور نمی‌تواند خالی باشد').waitFor();
    await page.getByTestId('node-api_address').fill('127.0.0.1:1');
    await form.getByText('نشانی API باید به شکل host:port باشد').waitFor({ state: 'detached' });
    expect(await form.getByText('نشانی عمومی سرور نمی‌تواند خالی باشد').count()).toBe(1);
    await page.getByTestId('node-host').fill('de.example.com');
    await form.getByText('نشانی عمومی سرور نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    await page.getByTestId('node-submit').click();
    const row = page.locator(`[data-testid="node-row"][data-name="${name}"]`);
    await row.waitFor();
    await row.getByTestId('node-status').waitFor();
    expect(await row.getByTestId('node-core').innerText()).toBe('Xray-core');

    // A live V2Ray service, so the resync has something to queue.
    const reseller = await apiReseller(h, freshMobile(), 1_000_000);
    const token = await h.loginToken(reseller.mobile, 'reseller-pass');
    const groups = await h.api<{ packages: { id: number; name: string }[] }[]>('GET', '/packages/mypackages', {
      token,
    });
    const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۳۰ گیگ');
    await h.api('POST', '/services', {
      token,
      body: { package_id: pkg?.id, batch: false, count: 1, mobile: freshMobile(), name: 'مشتری همگام‌سازی' },
    });

    await row.getByTestId('resync-node').click();
    const confirm = page.getByTestId('resync-confirm');
    await confirm.getByText('همه‌ی سرویس‌های زنده را دوباره').waitFor();
    // Going back changes nothing.
    await confirm.getByRole('button', { name: 'بازگشت' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByTestId('resync-node').click();
    await page.getByTestId('resync-confirm-confirm').click();
    await page.locator('.swal2-popup').getByText('همگام‌سازی سرور آغاز شد').waitFor();
    const state = await h.api<Provisioning>('GET', '/admin/provisioning', { token: await h.adminToken() });
    expect(state.pending_jobs).toBeGreaterThan(0);

    // Edit: taking it out of service shows on the row.
    await closeDialog(page);
    await row.getByTestId('edit-node').click();
    await page.getByTestId('node-active').uncheck({ force: true });
    await page.getByTestId('node-submit').click();
    await row.getByText('غیرفعال').waitFor();
  });

  it('admin nodes: RADIUS NAS entries are added, edited with the secret kept masked, and removed', async () => {
    const page = await openAdmin(h, '/admin/nas');
    await page.getByTestId('admin-nas').waitFor({ timeout: 20_000 });
    const short = `nas${Date.now() % 100_000}`;
    await page.getByTestId('add-nas').click();
    await page.getByTestId('nas-restart-note').getByText('هنگام شروع').waitFor();
    // Sent empty, each required field says so; each error goes as soon as its own field is right (decision 081).
    const form = page.getByTestId('nas-dialog');
    await page.getByTestId('nas-submit').click();
    await form.getByText('نشانی NAS را وارد کنید').waitFor();
    await form.getByText('نام کوتاه NAS نمی‌تواند خالی باشد').waitFor();
    await form.getByText('رمز مشترک دست‌کم ۶ نویسه است').waitFor();
    await page.getByTestId('nas-nasname').fill('10.20.30.0/24');
    await form.getByText('نشانی NAS را وارد کنید').waitFor({ state: 'detached' });
    expect(await form.getByText('نام کوتاه NAS نمی‌تواند خالی باشد').count()).toBe(1);
    await page.getByTestId('nas-shortname').fill(short);
    await form.getByText('نام کوتاه NAS نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    expect(await form.getByText('رمز مشترک دست‌کم ۶ نویسه است').count()).toBe(1);
    await page.getByTestId('nas-secret').fill('abc');
    await page.getByTestId('nas-submit').click();
    await form.getByText('رمز مشترک دست‌کم ۶ نویسه است').waitFor();
    await page.getByTestId('nas-secret').fill('first-shared-secret-1234');
    await form.getByText('رمز مشترک دست‌کم ۶ نویسه است').waitFor({ state: 'detached' });
    await page.getByTestId('nas-submit').click();
    await page.locator('.swal2-popup').getByText('دوباره راه‌اندازی').waitFor();
    await closeDialog(page);
    const row = page.locator(`[data-testid="nas-row"][data-name="${short}"]`);
    const secretCell = row.getByTestId('nas-secret-cell');
    await secretCell.waitFor();
    const masked = await secretCell.innerText();
    expect(masked).not.toContain('shared-secret');
    expect(masked).toContain('••••');

    // Edited without touching the masked secret: the stored one stays (its mask shows the same ends).
    await row.getByTestId('edit-nas').click();
    expect(await page.getByTestId('nas-secret').inputValue()).toBe(masked);
    await page.getByTestId('nas-nasname').fill('10.20.40.0/24');
    await page.getByTestId('nas-submit').click();
    await row.getByText('10.20.40.0/24').waitFor();
    expect(await secretCell.innerText()).toBe(masked);

    // A new secret replaces it.
    await row.getByTestId('edit-nas').click();
    await page.getByTestId('nas-secret').fill('second-shared-secret-9876');
    await page.getByTestId('nas-submit').click();
    await expect.poll(() => secretCell.innerText()).not.toBe(masked);

    await row.getByTestId('delete-nas').click();
    await page.getByTestId('nas-delete-confirm-confirm').click();
    await row.waitFor({ state: 'detached' });
    const list = await h.api<{ shortname: string }[]>('GET', '/admin/nas', { token: await h.adminToken() });
    expect(list.some((n) => n.shortname === short)).toBe(false);
  });

  it('admin nodes: server info cards are made and edited here and read by resellers', async () => {
    const page = await openAdmin(h, '/admin/servers');
    await page.getByTestId('admin-servers').waitFor({ timeout: 20_000 });
    const name = unique('سرور ترکیه');
    await page.getByTestId('add-serverinfo').click();
    // No name and a line with a value but no title: each error goes as soon as its own field is filled in, the other
    // staying until it is (decision 081).
    const form = page.getByTestId('serverinfo-dialog');
    await page.getByTestId('serverinfo-value').first().fill('tr1.example.com');
    await page.getByTestId('serverinfo-submit').click();
    await form.getByText('نام سرور نمی‌تواند خالی باشد').waitFor();
    await form.getByText('عنوان نمی‌تواند خالی باشد').waitFor();
    await page.getByTestId('serverinfo-name').fill(name);
    await form.getByText('نام سرور نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    expect(await form.getByText('عنوان نمی‌تواند خالی باشد').count()).toBe(1);
    await page.getByTestId('serverinfo-title').first().fill('آدرس');
    await form.getByText('عنوان نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    await page.getByTestId('serverinfo-add-line').click();
    await page.getByTestId('serverinfo-title').nth(1).fill('پورت');
    await page.getByTestId('serverinfo-value').nth(1).fill('1194');
    await page.getByTestId('serverinfo-submit').click();
    const card = page.locator(`[data-testid="serverinfo-card"][data-name="${name}"]`);
    await card.getByText('tr1.example.com').waitFor();

    const reseller = await apiReseller(h, freshMobile());
    const token = await h.loginToken(reseller.mobile, 'reseller-pass');
    const cards = await h.api<{ name: string; items: unknown[] }[]>('GET', '/serverinfos', { token });
    expect(cards.find((c) => c.name === name)?.items).toEqual([
      { title: 'آدرس', value: 'tr1.example.com' },
      { title: 'پورت', value: '1194' },
    ]);

    await card.getByTestId('edit-serverinfo').click();
    await page.getByTestId('serverinfo-value').nth(1).fill('443');
    await page.getByTestId('serverinfo-submit').click();
    await card.getByText('443').waitFor();
    await card.getByTestId('delete-serverinfo').click();
    await page.getByTestId('serverinfo-delete-confirm-confirm').click();
    await card.waitFor({ state: 'detached' });
  });

  it('admin nodes: OpenVPN templates are added by name and content and removed', async () => {
    const page = await openAdmin(h, '/admin/openvpn');
    await page.getByTestId('admin-openvpn').waitFor({ timeout: 20_000 });
    await page.getByTestId('ovpn-name').fill('turkey config');
    await page.getByTestId('ovpn-content').fill('client\nremote tr1.example.com 1194\n');
    await page.getByTestId('ovpn-submit').click();
    await page.getByText('نام فایل باید با .ovpn تمام شود').waitFor();
    const file = `tr-${Date.now() % 100_000}.ovpn`;
    await page.getByTestId('ovpn-name').fill(file);
    // The error goes as soon as the name is right, before anything is sent (decision 081).
    await page.getByText('نام فایل باید با .ovpn تمام شود').waitFor({ state: 'detached' });
    await page.getByTestId('ovpn-submit').click();
    const row = page.locator(`[data-testid="ovpn-row"][data-name="${file}"]`);
    await row.waitFor();
    const reseller = await apiReseller(h, freshMobile());
    const token = await h.loginToken(reseller.mobile, 'reseller-pass');
    expect(await h.api<string[]>('GET', '/ovpn/files', { token })).toContain(file);
    await row.getByTestId('delete-ovpn').click();
    await page.getByTestId('ovpn-delete-confirm-confirm').click();
    await row.waitFor({ state: 'detached' });
    expect(await h.api<string[]>('GET', '/ovpn/files', { token })).not.toContain(file);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin nodes: nodes, NAS, server cards and templates fit the screen in Persian (${viewport})`, async () => {
      const admin = await h.adminToken();
      await h.api('POST', '/admin/serverinfos', {
        token: admin,
        body: { name: `سرور نمونه ${viewport}`, items: [{ title: 'آدرس', value: 'srv.example.com' }] },
      });
      await h.api('POST', '/admin/ovpn/files', {
        token: admin,
        body: { name: `sample-${viewport}.ovpn`, content: 'client\n' },
      });
      await h.api('POST', '/admin/nas', {
        token: admin,
        body: {
          nasname: viewport === 'phone' ? '192.0.2.11' : '192.0.2.10',
          shortname: `نمونه ${viewport}`,
          secret: 'sample-secret-12345678',
        },
      });
      const page = await openAdmin(h, '/admin/nodes', viewport);
      await page.getByTestId('provisioning-backlog').waitFor({ timeout: 20_000 });
      const nodes = await h.api<Provisioning>('GET', '/admin/provisioning', { token: admin });
      // Node names, addresses and errors are the operator's data.
      const data =
        (
          await page
            .getByTestId('nodes-table')
            .innerText()
            .catch(() => '')
        ).match(/[A-Za-z][\w.-]*/g) ?? [];
      expect(await visibleLatinWords(page, data)).toEqual([]);
      expect(await page.getByTestId('node-row').count()).toBe(nodes.nodes.length);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await adminShot(page, 'admin-nodes');
      for (const [path, id, shot] of [
        ['/admin/nas', 'nas-table', 'admin-nas'],
        ['/admin/servers', 'serverinfo-card', 'admin-servers'],
        ['/admin/openvpn', 'ovpn-table', 'admin-openvpn'],
      ] as const) {
        await page.goto(path);
        await page.getByTestId(id).first().waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        const shown = (await page.getByTestId(id).allInnerTexts()).join(' ').match(/[A-Za-z][\w.-]*/g) ?? [];
        expect(await visibleLatinWords(page, shown)).toEqual([]);
        await adminShot(page, shot);
      }
      await page.goto('/admin/nodes');
      await page.getByTestId('add-node').click();
      await page.getByTestId('node-name').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await adminShot(page, 'admin-node-dialog');
    });
  }
});
