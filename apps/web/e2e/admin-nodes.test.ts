import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, apiReseller, openAdmin } from './admin-helpers';
import {
  closeDialog,
  freshMobile,
  type Harness,
  horizontalOverflow,
  latinValueFaults,
  startHarness,
  visibleLatinWords,
} from './harness';

let run = 0;
const unique = (label: string) => `${label} ${Date.now() % 10_000}${++run}`;

interface Provisioning {
  nodes: { id: number; name: string; users: number; status: string }[];
  pending_jobs: number;
}

interface AdminNode {
  id: number;
  name: string;
  core: string;
  api_listen: string;
  inbound_listen: string;
  inbounds: {
    id: number;
    tag: string;
    port: number;
    flow: string;
    security: string;
    reality_public_key: string;
    reality_private_key_set: boolean;
    reality_min_client_ver: string;
  }[];
}

/** Latin words the nodes screen shows as they are: the API, cores, protocols and the apps named in its warnings. */
const TECHNICAL_WORDS = [
  'API',
  'Xray-core',
  'Xray',
  'REALITY',
  'vless',
  'tcp',
  'reality',
  'sing-box',
  'Hiddify',
  'NekoBox',
  'SFA',
  'Karing',
  'Clash',
  'Verge',
  'FlClash',
  'Stash',
];

/** A REALITY key pair as `xray x25519` prints it: unpadded base64url. */
function x25519() {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('x25519');
  return {
    public: publicKey.export({ format: 'jwk' }).x ?? '',
    private: privateKey.export({ format: 'jwk' }).d ?? '',
  };
}

/** A REALITY inbound as the API takes it. */
const realityInbound = (tag: string, port: number, keys = x25519()) => ({
  tag,
  protocol: 'vless',
  port,
  transport: 'tcp',
  security: 'reality',
  flow: 'xtls-rprx-vision',
  reality_public_key: keys.public,
  reality_private_key: keys.private,
  reality_short_ids: ['a1b2c3d4'],
  reality_server_names: ['www.example.com'],
  reality_dest: 'www.example.com:443',
});

/** Picks an option of a Mantine select. */
async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** What a field's wrapper shows: its label, value's hints and its error. */
const fieldText = (field: Locator) =>
  field.evaluate((el) => el.closest('.mantine-InputWrapper-root, .mantine-Switch-root')?.textContent ?? '');

const nodeNamed = async (h: Harness, name: string) =>
  (await h.api<AdminNode[]>('GET', '/admin/nodes', { token: await h.adminToken() })).find((n) => n.name === name);

describe('admin nodes', () => {
  let h: Harness;
  beforeAll(async () => {
    // Health passes every second, so a node that cannot be reached shows as down while the tests run.
    h = await startHarness({ env: { USAGE_INTERVAL_MS: '1000' } });
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
    await page.getByTestId('inbound-card').first().getByTestId('inbound-tag').fill('vless-in');
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
    // Plain VLESS to a public address: Xray apps refuse it, so a new one is refused under its security (decision 092).
    const card = page.getByTestId('inbound-card').first();
    await card.getByTestId('inbound-warning').getByText('بی رمزنگاری به نشانی عمومی').waitFor();
    await page.getByTestId('node-submit').click();
    expect(await fieldText(card.getByTestId('inbound-security'))).toContain(
      'VLESS بی TLS یا REALITY به نشانی عمومی (de.example.com)',
    );
    await pick(page, card.getByTestId('inbound-protocol'), 'VMess');
    await card.getByTestId('inbound-warnings').waitFor({ state: 'detached' });
    await page.getByTestId('node-submit').click();
    const row = page.locator(`[data-testid="node-row"][data-name="${name}"]`);
    await row.waitFor();
    await row.getByTestId('node-status').waitFor();
    expect(await row.getByTestId('node-core').innerText()).toBe('Xray-core');
    expect(await row.getByTestId('node-api-link').innerText()).toBe('رابط بدون رمزنگاری');
    // An API on the node's loopback, where the panel dials it: nothing to flag.
    expect(await row.getByTestId('node-api-listen').innerText()).toBe('127.0.0.1');
    expect(await row.getByTestId('node-warning-badge').count()).toBe(0);
    expect(await row.getByTestId('node-inbound').allInnerTexts()).toEqual(['vmess·tcp :443']);
    await closeDialog(page);

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
    await confirm.getByText('همه‌ی سرویس‌های فعال را دوباره').waitFor();
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

  it('admin nodes: an Xray node with VLESS+REALITY+Vision and VMess over WebSocket is saved and shows both inbounds', async () => {
    const page = await openAdmin(h, '/admin/nodes');
    await page.getByTestId('provisioning-backlog').waitFor({ timeout: 20_000 });
    const name = unique('نود هلند');
    const keys = x25519();
    await page.getByTestId('add-node').click();
    await page.getByTestId('node-name').fill(name);
    await page.getByTestId('node-api_address').fill('127.0.0.1:2');
    await page.getByTestId('node-host').fill('nl.example.com');
    await pick(page, page.getByTestId('node-dialog').getByTestId('node-core'), 'Xray-core');

    const first = page.getByTestId('inbound-card').nth(0);
    await first.getByTestId('inbound-tag').fill('vless-reality');
    // Only what a plain TCP inbound uses is asked: no REALITY, TLS or Vision fields yet.
    expect(await first.getByTestId('inbound-reality_public_key').count()).toBe(0);
    expect(await first.getByTestId('inbound-flow').count()).toBe(0);
    expect(await first.getByTestId('inbound-path').count()).toBe(0);
    await pick(page, first.getByTestId('inbound-security'), 'REALITY');
    await first.getByTestId('inbound-reality_public_key').fill(keys.public);
    await first.getByTestId('inbound-reality_private_key').fill(keys.private);
    await first.getByTestId('inbound-reality_short_ids').fill('a1b2c3d4');
    await first.getByTestId('inbound-reality_short_ids').press('Enter');
    await first.getByTestId('inbound-reality_server_names').fill('www.example.com');
    await first.getByTestId('inbound-reality_server_names').press('Enter');
    await first.getByTestId('inbound-reality_dest').fill('www.example.com:443');
    await first.getByTestId('inbound-flow').check({ force: true });
    await first.getByTestId('inbound-addresses').fill('nl2.example.com');
    await first.getByTestId('inbound-addresses').press('Enter');

    await page.getByTestId('add-inbound').click();
    const second = page.getByTestId('inbound-card').nth(1);
    await second.getByTestId('inbound-tag').fill('vmess-ws');
    // Shadowsocks (Xray only) asks its cipher and server key, and neither a transport nor a security.
    await pick(page, second.getByTestId('inbound-protocol'), 'Shadowsocks');
    await second.getByTestId('inbound-ss_method').waitFor();
    expect(await fieldText(second.getByTestId('inbound-ss_server_key'))).toContain('خالی بماند تا سرور بسازد');
    expect(await second.getByTestId('inbound-transport').count()).toBe(0);
    expect(await second.getByTestId('inbound-security').count()).toBe(0);
    await pick(page, second.getByTestId('inbound-protocol'), 'VMess');
    // VMess cannot carry REALITY: it is not offered.
    await second.getByTestId('inbound-security').click();
    await page.getByRole('option', { name: 'TLS', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'REALITY', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await pick(page, second.getByTestId('inbound-transport'), 'WebSocket');
    await second.getByTestId('inbound-port').fill('8080');
    await second.getByTestId('inbound-path').fill('/ws');
    expect(await second.getByTestId('inbound-service_name').count()).toBe(0);
    expect(await page.getByTestId('node-dialog').getByText('vless·tcp·reality :443').count()).toBe(1);
    // A TLS link to the API needs the certificate it is checked against.
    await page.getByTestId('node-api_tls').check({ force: true });
    await page.getByTestId('node-submit').click();
    await page.getByTestId('node-dialog').getByText('برای اتصال TLS به API، گواهی سرور یا CA را وارد کنید').waitFor();
    await page
      .getByTestId('node-api_ca')
      .fill('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2VydA==\n-----END CERTIFICATE-----\n');
    await page.getByTestId('node-api_server_name').fill('node.internal');
    await page.getByTestId('node-dialog').getByText('برای اتصال TLS به API').waitFor({ state: 'detached' });
    await page.getByTestId('node-submit').click();

    const row = page.locator(`[data-testid="node-row"][data-name="${name}"]`);
    await row.waitFor();
    await closeDialog(page);
    expect(await row.getByTestId('node-inbound').allInnerTexts()).toEqual(['vless·tcp·reality :443', 'vmess·ws :8080']);
    expect(await row.getByTestId('node-api-link').innerText()).toBe('رابط با رمزنگاری');
    const saved = await nodeNamed(h, name);
    expect(saved?.core).toBe('xray');
    expect(saved?.inbounds.map((i) => [i.tag, i.port, i.security, i.flow])).toEqual([
      ['vless-reality', 443, 'reality', 'xtls-rprx-vision'],
      ['vmess-ws', 8080, 'none', ''],
    ]);
    expect(saved?.inbounds[0]?.reality_private_key_set).toBe(true);

    // The node's configuration file, as the operator installs it: both inbounds, with the REALITY private key.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('node-config').click()]);
    expect(download.suggestedFilename()).toBe(`pishkhan-node-${saved?.id}-xray.json`);
    const config = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8')) as {
      inbounds: Array<{ tag: string; port: number; streamSettings?: { realitySettings?: { privateKey: string } } }>;
    };
    const inbound = (tag: string) => config.inbounds.find((i) => i.tag === tag);
    expect([inbound('vless-reality')?.port, inbound('vmess-ws')?.port]).toEqual([443, 8080]);
    expect(inbound('vless-reality')?.streamSettings?.realitySettings?.privateKey).toBe(keys.private);
  });

  it('admin nodes: a V2Ray node is not offered REALITY, and one forced by a change of core says why and saves nothing', async () => {
    const page = await openAdmin(h, '/admin/nodes');
    await page.getByTestId('provisioning-backlog').waitFor({ timeout: 20_000 });
    const name = unique('نود بی‌ریلیتی');
    await page.getByTestId('add-node').click();
    await page.getByTestId('node-name').fill(name);
    await page.getByTestId('node-api_address').fill('127.0.0.1:3');
    await page.getByTestId('node-host').fill('v2.example.com');
    const card = page.getByTestId('inbound-card').first();
    await card.getByTestId('inbound-tag').fill('vless-in');
    // V2Ray 4.34 serves neither REALITY, gRPC nor Shadowsocks: they are not offered.
    await card.getByTestId('inbound-protocol').click();
    await page.getByRole('option', { name: 'Trojan', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Shadowsocks', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await card.getByTestId('inbound-security').click();
    await page.getByRole('option', { name: 'TLS', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'REALITY', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await card.getByTestId('inbound-transport').click();
    await page.getByRole('option', { name: 'WebSocket', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'gRPC', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Chosen on Xray, then the core goes back to V2Ray: the contract's reasons show under the fields.
    await pick(page, page.getByTestId('node-dialog').getByTestId('node-core'), 'Xray-core');
    await card.getByTestId('inbound-security').click();
    await page.getByRole('option', { name: 'REALITY', exact: true }).click();
    const keys = x25519();
    await card.getByTestId('inbound-reality_public_key').fill(keys.public);
    await card.getByTestId('inbound-reality_short_ids').fill('abcd');
    await card.getByTestId('inbound-reality_short_ids').press('Enter');
    await card.getByTestId('inbound-reality_server_names').fill('www.example.com');
    await card.getByTestId('inbound-reality_server_names').press('Enter');
    await card.getByTestId('inbound-reality_dest').fill('www.example.com:443');
    await card.getByTestId('inbound-flow').check({ force: true });
    await pick(page, page.getByTestId('node-dialog').getByTestId('node-core'), 'V2Ray 4.34');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/admin/nodes')) posts.push(r.url());
    });
    await page.getByTestId('node-submit').click();
    const reality = 'REALITY فقط روی هسته‌ی Xray ممکن است؛ V2Ray 4.34 آن را می‌پذیرد و بی‌رمز اجرا می‌کند';
    await card.getByText(reality).waitFor();
    expect(await fieldText(card.getByTestId('inbound-security'))).toContain(reality);
    expect(await fieldText(card.getByTestId('inbound-flow'))).toContain('جریان Vision فقط روی هسته‌ی Xray ممکن است');
    expect(posts).toEqual([]);
    // «V2Ray 4.34» in the reason keeps its ASCII digits, the version too.
    expect(await latinValueFaults(page)).toEqual([]);
    expect(await card.locator('.latin', { hasText: /^V2Ray 4\.34$/ }).count()).toBeGreaterThan(0);
    expect(await nodeNamed(h, name)).toBeUndefined();
    await adminShot(page, 'admin-node-dialog-v2ray-reality');

    // Back on Xray the reasons go at once, and the node saves.
    await pick(page, page.getByTestId('node-dialog').getByTestId('node-core'), 'Xray-core');
    await card.getByText(reality).waitFor({ state: 'detached' });
    await page.getByTestId('node-submit').click();
    await page.locator(`[data-testid="node-row"][data-name="${name}"]`).waitFor();
    expect((await nodeNamed(h, name))?.core).toBe('xray');
  });

  it('admin nodes: editing a node keeps its inbounds (their ids) and a REALITY private key left empty', async () => {
    const name = unique('نود ویرایش');
    const created = await h.api<AdminNode>('POST', '/admin/nodes', {
      token: await h.adminToken(),
      body: {
        name,
        api_address: '127.0.0.1:4',
        core: 'xray',
        host: 'edit.example.com',
        inbounds: [
          realityInbound('vless-reality', 443),
          { tag: 'vmess-ws', protocol: 'vmess', port: 8080, transport: 'ws', path: '/ws' },
        ],
      },
    });
    const ids = created.inbounds.map((i) => i.id);
    expect(ids).toHaveLength(2);
    const page = await openAdmin(h, '/admin/nodes');
    const row = page.locator(`[data-testid="node-row"][data-name="${name}"]`);
    await row.getByTestId('edit-node').click();
    const first = page.getByTestId('inbound-card').nth(0);
    // The stored private key is never shown; left empty it is kept.
    expect(await first.getByTestId('inbound-reality_private_key').inputValue()).toBe('');
    expect(await first.getByTestId('inbound-reality_private_key').getAttribute('placeholder')).toContain(
      'همان کلید ذخیره‌شده می‌ماند',
    );
    await page.getByTestId('inbound-card').nth(1).getByTestId('inbound-port').fill('8443');
    await page.getByTestId('node-submit').click();
    await row.getByText('vmess·ws :8443').waitFor();
    await closeDialog(page);
    const saved = await nodeNamed(h, name);
    expect(saved?.inbounds.map((i) => i.id)).toEqual(ids);
    expect(saved?.inbounds.map((i) => i.port)).toEqual([443, 8443]);
    expect(saved?.inbounds[0]?.reality_private_key_set).toBe(true);
    expect(saved?.inbounds[0]?.reality_public_key).toBe(created.inbounds[0]?.reality_public_key);

    // Removing an inbound sends the rest, each still with its id.
    await row.getByTestId('edit-node').click();
    await page.getByTestId('inbound-card').nth(0).getByTestId('remove-inbound').click();
    expect(await page.getByTestId('inbound-card').count()).toBe(1);
    // The last inbound cannot be removed: a node has at least one.
    expect(await page.getByTestId('remove-inbound').count()).toBe(0);
    await page.getByTestId('node-submit').click();
    await closeDialog(page);
    await expect.poll(async () => (await nodeNamed(h, name))?.inbounds.map((i) => i.id)).toEqual([ids[1]]);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`admin nodes: the listen addresses and the REALITY minimum are saved, and what they cost is flagged (${viewport})`, async () => {
      const page = await openAdmin(h, '/admin/nodes', viewport);
      await page.getByTestId('provisioning-backlog').waitFor({ timeout: 20_000 });
      const name = unique('نود هشدار');
      await page.getByTestId('add-node').click();
      const dialog = page.getByTestId('node-dialog');
      await page.getByTestId('node-name').fill(name);
      // The API listens where a private API address points, else on the node's loopback, until the admin says.
      const listen = page.getByTestId('node-api_listen');
      expect(await listen.inputValue()).toBe('127.0.0.1');
      expect(await page.getByTestId('node-inbound_listen').inputValue()).toBe('0.0.0.0');
      await page.getByTestId('node-api_address').fill('10.0.0.7:10085');
      expect(await listen.inputValue()).toBe('10.0.0.7');
      expect(await dialog.getByTestId('node-warnings').count()).toBe(0);
      // A public API address: the panel could not reach an API on the node's loopback, and the dialog says so at once.
      await page.getByTestId('node-api_address').fill('203.0.113.5:10085');
      expect(await listen.inputValue()).toBe('127.0.0.1');
      const unreachable = 'API روی 127.0.0.1 گوش می‌دهد و پنل آن را از 203.0.113.5:10085 می‌خواند';
      await dialog.getByTestId('node-warning').getByText(unreachable).waitFor();
      await listen.fill('0.0.0.0');
      await dialog.getByTestId('node-warning').getByText('درگاه آن را با دیوار آتش').waitFor();
      expect(await dialog.getByText(unreachable).count()).toBe(0);
      await listen.fill('127.0.0.1');
      await dialog.getByText(unreachable).waitFor();
      // Typed by the admin, it no longer follows the API address.
      await page.getByTestId('node-api_address').fill('10.0.0.8:10085');
      expect(await listen.inputValue()).toBe('127.0.0.1');
      await page.getByTestId('node-api_address').fill('203.0.113.5:10085');
      await page.getByTestId('node-inbound_listen').fill('::');
      await page.getByTestId('node-host').fill(`${viewport}.flag.example.com`);
      await pick(page, dialog.getByTestId('node-core'), 'Xray-core');

      const card = page.getByTestId('inbound-card').first();
      await card.getByTestId('inbound-tag').fill('vless-reality');
      await pick(page, card.getByTestId('inbound-security'), 'REALITY');
      const keys = x25519();
      await card.getByTestId('inbound-reality_public_key').fill(keys.public);
      await card.getByTestId('inbound-reality_private_key').fill(keys.private);
      await card.getByTestId('inbound-reality_short_ids').fill('a1b2c3d4');
      await card.getByTestId('inbound-reality_short_ids').press('Enter');
      await card.getByTestId('inbound-reality_server_names').fill('www.example.com');
      await card.getByTestId('inbound-reality_server_names').press('Enter');
      await card.getByTestId('inbound-reality_dest').fill('www.example.com:443');
      // The panel's minimum admits every app it serves; its help says what Xray's own default would cost.
      const minimum = card.getByTestId('inbound-reality_min_client_ver');
      expect(await minimum.inputValue()).toBe('1.8.1');
      expect(await fieldText(minimum)).toContain('برنامه‌های Clash/Mihomo نسخه‌ی 1.8.2');
      expect(await card.getByTestId('inbound-warnings').count()).toBe(0);
      await minimum.fill('300');
      await page.getByTestId('node-submit').click();
      await card.getByText('کمینه‌ی نسخه‌ی کلاینت باید تا سه عدد زیر ۲۵۶ با نقطه باشد، مثل 1.8.1').waitFor();
      // Left empty (Xray's own 26.3.27), sing-box and Clash apps are sent to the decoy site: the card says so live.
      await minimum.fill('');
      await card.getByText('کمینه‌ی نسخه‌ی کلاینت باید').waitFor({ state: 'detached' });
      const decoy = card.getByTestId('inbound-warning');
      await decoy.getByText('26.3.27، پیش‌فرض Xray').waitFor();
      expect(await decoy.innerText()).toContain('برنامه‌های sing-box');
      expect(await decoy.innerText()).toContain('برنامه‌های Clash');
      expect(await decoy.innerText()).not.toContain('برنامه‌های Xray');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await latinValueFaults(page)).toEqual([]);
      await adminShot(page, `admin-node-dialog-warnings`);
      await page.getByTestId('node-submit').click();

      // On the list: a marker on the row, and each sentence where the inbounds are.
      const row = page.locator(`[data-testid="node-row"][data-name="${name}"]`);
      await row.waitFor();
      await closeDialog(page);
      expect(await row.getByTestId('node-warning-badge').innerText()).toBe('هشدار ۲');
      const warnings = page.locator(`[data-testid="node-warnings-row"][data-name="${name}"]`);
      expect(await warnings.getByTestId('node-warning').innerText()).toContain(unreachable);
      const flagged = warnings.locator('[data-testid="inbound-warning"][data-tag="vless-reality"]');
      expect(await flagged.innerText()).toContain('برنامه‌های sing-box');
      expect(await flagged.innerText()).toContain('برنامه‌های Clash');
      expect(await row.getByTestId('node-api-address').innerText()).toBe('203.0.113.5:10085');
      expect(await row.getByTestId('node-api-listen').innerText()).toBe('127.0.0.1');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await latinValueFaults(page)).toEqual([]);
      // No English on the row or its warnings: the node's own values and the names of cores, protocols and apps only.
      for (const part of [row, warnings])
        expect(
          await visibleLatinWords(part, [`${viewport}.flag.example.com`, 'vless-reality', ...TECHNICAL_WORDS]),
        ).toEqual([]);
      await row.scrollIntoViewIfNeeded();
      await adminShot(page, 'admin-nodes-warnings');
      const saved = await nodeNamed(h, name);
      expect(saved && [saved.api_listen, saved.inbound_listen]).toEqual(['127.0.0.1', '::']);
      expect(saved?.inbounds[0]?.reality_min_client_ver).toBe('');

      // Reopened, the dialog holds what was saved; Clash apps' own version lets them back in, sing-box's still not.
      await row.getByTestId('edit-node').click();
      expect(await listen.inputValue()).toBe('127.0.0.1');
      expect(await page.getByTestId('node-inbound_listen').inputValue()).toBe('::');
      expect(await minimum.inputValue()).toBe('');
      await minimum.fill('1.8.2');
      await decoy.getByText('(1.8.2)').waitFor();
      expect(await decoy.innerText()).not.toContain('برنامه‌های Clash');
      await minimum.scrollIntoViewIfNeeded();
      await adminShot(page, 'admin-node-dialog-reality-minimum');
      await page.getByTestId('node-submit').click();
      await closeDialog(page);
      await expect.poll(async () => (await nodeNamed(h, name))?.inbounds[0]?.reality_min_client_ver).toBe('1.8.2');
      await expect.poll(() => flagged.innerText()).not.toContain('برنامه‌های Clash');
    });
  }

  it('admin nodes: a plain VLESS inbound the node already sent to a public address stays editable, flagged', async () => {
    const admin = await h.adminToken();
    const name = unique('نود ساده');
    // Saved plain on a private address, then the node's public address changes: the inbound stays (decision 092).
    const created = await h.api<AdminNode>('POST', '/admin/nodes', {
      token: admin,
      body: {
        name,
        api_address: '127.0.0.1:6',
        host: '10.9.9.9',
        inbounds: [{ tag: 'vless-plain', protocol: 'vless', port: 8443 }],
      },
    });
    await h.api('PUT', `/admin/nodes/${created.id}`, { token: admin, body: { host: 'plain.example.com' } });
    const page = await openAdmin(h, '/admin/nodes');
    const row = page.locator(`[data-testid="node-row"][data-name="${name}"]`);
    const flagged = page.locator(
      `[data-testid="node-warnings-row"][data-name="${name}"] [data-testid="inbound-warning"][data-tag="vless-plain"]`,
    );
    expect(await flagged.innerText()).toContain('VLESS بی رمزنگاری به نشانی عمومی');
    expect(await row.getByTestId('node-warning-badge').innerText()).toBe('هشدار ۱');
    await row.getByTestId('edit-node').click();
    await page.getByTestId('inbound-card').first().getByTestId('inbound-port').fill('9443');
    await page.getByTestId('node-submit').click();
    await row.getByText('vless·tcp :9443').waitFor();
    await closeDialog(page);
    expect((await nodeNamed(h, name))?.inbounds.map((i) => [i.id, i.port])).toEqual([[created.inbounds[0]?.id, 9443]]);
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
    await form.getByText('نشانی سرور را وارد کنید').waitFor();
    await form.getByText('نام کوتاه سرور نمی‌تواند خالی باشد').waitFor();
    await form.getByText('رمز مشترک دست‌کم ۶ نویسه است').waitFor();
    await page.getByTestId('nas-nasname').fill('10.20.30.0/24');
    await form.getByText('نشانی سرور را وارد کنید').waitFor({ state: 'detached' });
    expect(await form.getByText('نام کوتاه سرور نمی‌تواند خالی باشد').count()).toBe(1);
    await page.getByTestId('nas-shortname').fill(short);
    await form.getByText('نام کوتاه سرور نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
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
      const reality = `نود نمونه ${viewport}`;
      await h.api('POST', '/admin/nodes', {
        token: admin,
        body: {
          name: reality,
          api_address: '127.0.0.1:5',
          core: 'xray',
          api_tls: false,
          host: `${viewport}.example.com`,
          inbounds: [
            realityInbound('vless-reality', 443),
            {
              tag: 'vmess-ws',
              protocol: 'vmess',
              port: 8080,
              transport: 'ws',
              path: '/ws',
              addresses: ['cdn.example.com'],
            },
            {
              tag: 'trojan-grpc',
              protocol: 'trojan',
              port: 2053,
              transport: 'grpc',
              service_name: 'grpc',
              security: 'tls',
              sni: 'tr.example.com',
            },
          ],
        },
      });
      // Nothing listens on its API port: its health pass finds it down, and the admin reads why in Persian.
      await expect
        .poll(
          async () =>
            (await h.api<Provisioning>('GET', '/admin/provisioning', { token: admin })).nodes.find(
              (n) => n.name === reality,
            )?.status,
          { timeout: 15_000, interval: 200 },
        )
        .toBe('down');
      const page = await openAdmin(h, '/admin/nodes', viewport);
      await page.getByTestId('provisioning-backlog').waitFor({ timeout: 20_000 });
      const realityRow = page.locator(`[data-testid="node-row"][data-name="${reality}"]`);
      await realityRow.waitFor();
      expect(await realityRow.getByTestId('node-error-summary').innerText()).toBe('به رابط نود وصل نشد');
      expect(await realityRow.getByTestId('node-error').getAttribute('dir')).toBe('ltr');
      // On a phone each node is a card, not a table scrolled sideways (decision 088).
      const display = await page
        .getByTestId('node-row')
        .first()
        .evaluate((el) => getComputedStyle(el).display);
      expect(display).toBe(viewport === 'phone' ? 'grid' : 'table-row');
      const scroll = await page.getByTestId('nodes-table').evaluate((el) => {
        const box = el.closest('.mantine-TableScrollContainer-scrollContainer');
        return box ? box.scrollWidth - box.clientWidth : Number.POSITIVE_INFINITY;
      });
      expect(scroll).toBeLessThanOrEqual(0);
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
      // A node with a REALITY inbound, edited: the dialog fits, its Latin values read left to right.
      await page.goto('/admin/nodes');
      const row = page.locator(`[data-testid="node-row"][data-name="${reality}"]`);
      await row.getByTestId('edit-node').click();
      await page.getByTestId('inbound-card').first().getByTestId('inbound-reality_dest').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const dir = page.getByTestId('inbound-reality_dest').first();
      expect(await dir.evaluate((el) => el.closest('[dir]')?.getAttribute('dir'))).toBe('ltr');
      await adminShot(page, 'admin-node-dialog');
      // Its REALITY fields: keys, short ids, server names and dest keep ASCII digits and are never broken inside.
      await page.getByTestId('inbound-reality_dest').first().scrollIntoViewIfNeeded();
      expect(await latinValueFaults(page)).toEqual([]);
      await adminShot(page, 'admin-node-dialog-reality');
    });
  }
});
