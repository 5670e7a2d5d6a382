import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { IpInfoSchema, Service } from '@pishkhan/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminShot, openAdmin } from './admin-helpers';
import {
  DEMO,
  freshMobile,
  type Harness,
  horizontalOverflow,
  openServiceAction,
  ROOT,
  screenshot,
  serviceRow,
  startHarness,
  waitFor,
} from './harness';

type IpInfo = z.infer<typeof IpInfoSchema>;
const SHOTS = '/tmp/online-shots';

/** The Xray stand-in in a process of its own (`apps/server/src/test/xray-standin-process.ts`), driven by lines. */
async function startStandin() {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/xray-standin-process.ts'],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const started = JSON.parse(await next()) as { apiAddress: string; port: number; tag: string };
  const ask = async (line: string) => {
    const answer = next();
    child.stdin?.write(`${line}\n`);
    return JSON.parse(await answer) as unknown;
  };
  return {
    ...started,
    connect: (email: string, ip: string) => ask(`connect ${email} ${ip}`),
    users: async () => (await ask('users')) as string[],
    stop: () => {
      child.stdin?.end();
      child.kill();
    },
  };
}

/**
 * Decision 107: the addresses dialog shows where a service is online on an Xray node, when each address last opened a
 * connection, and the fair-use entries; the nodes screen says V2Ray reports no online addresses. The server judges
 * here with a one-minute rule (`FAIR_USE_OVER_MINUTES=1`), so one sample over the limit warns.
 */
describe('service list screen: online addresses and fair-use entries in the addresses dialog', () => {
  let h: Harness;
  let standin: Awaited<ReturnType<typeof startStandin>>;
  let token: string;
  let packageId: number;

  beforeAll(async () => {
    standin = await startStandin();
    h = await startHarness({
      env: { USAGE_INTERVAL_MS: '500', FAIR_USE_WINDOW_MINUTES: '2', FAIR_USE_OVER_MINUTES: '1' },
    });
    const admin = await h.adminToken();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    const xray = await h.api<{ id: number }>('POST', '/admin/nodes', {
      token: admin,
      body: {
        name: 'آلمان ۱',
        api_address: standin.apiAddress,
        core: 'xray',
        host: '127.0.0.1',
        inbounds: [{ tag: standin.tag, protocol: 'vless', port: standin.port }],
      },
    });
    // A V2Ray node beside it, never reachable: the nodes screen says what it cannot report.
    await h.api('POST', '/admin/nodes', {
      token: admin,
      body: {
        name: 'هلند ۲',
        api_address: '127.0.0.1:9',
        core: 'v2ray',
        host: 'nl.example.com',
        inbounds: [{ tag: 'vless-in', protocol: 'vless', port: 443, security: 'tls' }],
      },
    });
    const groups = await h.api<Array<{ packages: Array<{ id: number; name: string; packagegroup_id?: number }> }>>(
      'GET',
      '/packages/mypackages',
      { token },
    );
    packageId = groups.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۳۰ گیگ')?.id ?? 0;
    const adminGroups = await h.api<Array<{ id: number; name: string }>>('GET', '/admin/packagegroups', {
      token: admin,
    });
    const group = adminGroups.find((g) => g.name === 'V2Ray پرسرعت');
    await h.api('PUT', `/admin/packagegroups/${group?.id}/nodes`, { token: admin, body: { node_ids: [xray.id] } });
  });
  afterAll(async () => {
    await h?.close();
    standin?.stop();
  });

  /** A service of one address at once, on the Xray node, online from two addresses until the server warns. */
  const warnedService = async () => {
    const [service] = await h.api<Service[]>('POST', '/services', {
      token,
      body: { package_id: packageId, batch: false, count: 1, mobile: freshMobile(), name: 'مشتری هم‌زمان' },
    });
    if (!service) throw new Error('no service');
    const db = new Database(path.join(h.dataDir, 'pishkhan.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('UPDATE services SET simultaneous_limit = 1 WHERE id = ?').run(service.id);
    } finally {
      db.close();
    }
    const email = `svc-${service.id}@pishkhan`;
    await waitFor(async () => ((await standin.users()).includes(email) ? true : undefined), 'the user on the node');
    await standin.connect(email, '5.160.10.20');
    await standin.connect(email, '37.129.4.5');
    await waitFor(
      async () => {
        const info = await h.api<IpInfo>('POST', '/services/getip', { token, body: { service_id: service.id } });
        return info.fairuse?.events.some((e) => e.kind === 'warn') ? true : undefined;
      },
      'the fair-use warning',
      30_000,
    );
    return service;
  };

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`services: the addresses dialog lists the Xray addresses with their last connection and the warning (${viewport})`, async () => {
      const service = await warnedService();
      const page = await h.newPage(viewport, token);
      await page.goto('/services');
      await page.getByTestId('services-table').waitFor({ timeout: 30_000 });
      await openServiceAction(page, service.id, 'آی‌پی‌ها');
      const dialog = page.getByTestId('ips-dialog');
      await dialog.getByTestId('ips-table').waitFor();
      expect(await dialog.getByTestId('ips-online').innerText()).toBe('آنلاین');
      const table = await dialog.getByTestId('ips-table').innerText();
      expect(table).toContain('5.160.10.20');
      expect(table).toContain('37.129.4.5');
      expect(table).toContain('آخرین اتصال');
      expect(await dialog.getByTestId('ips-last-seen').count()).toBe(2);
      expect(await dialog.getByTestId('ips-last-seen').first().innerText()).toMatch(/^[۰-۹/]+ [۰-۹]{2}:[۰-۹]{2}$/);
      expect(await dialog.getByTestId('fairuse-limit').innerText()).toBe('حد مجاز: ۱ نشانی هم‌زمان');
      const entry = dialog.getByTestId('fairuse-event').first();
      expect(await entry.innerText()).toContain('هشدار');
      expect(await entry.innerText()).toContain('۲ نشانی (حد مجاز ۱)');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'online-ips-dialog');
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `ips-dialog-${viewport}.png`), animations: 'disabled' });
    });

    it(`services: a service the policy paused says so in the list and in its dialog, apart from a switch-off (${viewport})`, async () => {
      const service = await warnedService();
      // Seeded as the policy writes a pause (its own timing is server-tested: modules/fairuse/fairuse.test.ts).
      const at = new Date();
      const until = new Date(at.getTime() + 30 * 60_000).toISOString();
      const db = new Database(path.join(h.dataDir, 'pishkhan.sqlite'));
      try {
        db.pragma('busy_timeout = 5000');
        db.prepare('UPDATE services SET paused_until = ? WHERE id = ?').run(until, service.id);
        db.prepare('INSERT INTO fairuse_events (service_id, kind, detail, at) VALUES (?, ?, ?, ?)').run(
          service.id,
          'pause',
          JSON.stringify({ addresses: 2, limit: 1, ips: ['37.129.4.5', '5.160.10.20'], until }),
          new Date(at.getTime() + 1000).toISOString(),
        );
      } finally {
        db.close();
      }
      const page = await h.newPage(viewport, token);
      await page.goto('/services');
      const row = serviceRow(page, service.id);
      await row.getByTestId('service-paused').waitFor({ timeout: 30_000 });
      expect(await row.getByTestId('service-paused').innerText()).toMatch(/^توقف موقت تا [۰-۹]{2}:[۰-۹]{2}$/);
      expect(await row.getByTestId('service-status').innerText()).not.toBe('خاموش');
      await openServiceAction(page, service.id, 'آی‌پی‌ها');
      const dialog = page.getByTestId('ips-dialog');
      await dialog.getByTestId('fairuse-paused').waitFor();
      expect(await dialog.getByTestId('fairuse-paused').innerText()).toContain('خودبه‌خود وصل می‌شود');
      const entries = await dialog.getByTestId('fairuse-event').allInnerTexts();
      expect(entries[0]).toContain('توقف موقت');
      expect(entries[1]).toContain('هشدار');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'online-ips-paused');
      await page.screenshot({ path: path.join(SHOTS, `ips-paused-${viewport}.png`), animations: 'disabled' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `list-paused-${viewport}.png`), animations: 'disabled' });
    });

    it(`admin nodes: a V2Ray node says it reports no online addresses, an Xray node does not (${viewport})`, async () => {
      const page = await openAdmin(h, '/admin/nodes', viewport);
      const v2ray = page.locator('[data-testid="node-row"][data-name="هلند ۲"]');
      await v2ray.waitFor({ timeout: 20_000 });
      expect(await v2ray.getByTestId('node-no-online-ips').innerText()).toBe('V2Ray نشانی‌های آنلاین را گزارش نمی‌کند');
      const xray = page.locator('[data-testid="node-row"][data-name="آلمان ۱"]');
      expect(await xray.getByTestId('node-no-online-ips').count()).toBe(0);
      await adminShot(page, 'online-ips-nodes');
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: path.join(SHOTS, `nodes-${viewport}.png`),
        animations: 'disabled',
        fullPage: true,
      });
    });
  }
});
