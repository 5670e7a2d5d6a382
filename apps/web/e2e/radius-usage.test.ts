import path from 'node:path';
import type { Service } from '@pishkhan/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type Harness,
  horizontalOverflow,
  openServiceAction,
  screenshot,
  serviceRow,
  startHarness,
  visibleLatinWords,
  waitFor,
} from './harness';

/**
 * An OpenVPN/RADIUS customer's traffic as the reseller sees it: the accounting row of a session as FreeRADIUS writes it into
 * the panel's database (the server's suites drive a real FreeRADIUS for that part), the server's usage pass (every
 * half second here), then the list's usage column and the info dialog's chart (decision 051).
 */
describe('RADIUS usage in the panel', () => {
  let h: Harness;
  let token: string;
  /** FreeRADIUS's accounting of one session: its row, written again with each update, as its `sql` module does. */
  const account = (username: string, sessionId: string, input: number, output: number) => {
    const db = new Database(path.join(h.dataDir, 'pishkhan.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare(
        `insert into radacct (acctsessionid, acctuniqueid, username, nasipaddress, acctstarttime, acctupdatetime,
                              acctinputoctets, acctoutputoctets)
         values (?, ?, ?, '127.0.0.1', datetime('now'), datetime('now'), ?, ?)
         on conflict (acctuniqueid) do update set acctinputoctets = excluded.acctinputoctets,
           acctoutputoctets = excluded.acctoutputoctets, acctupdatetime = excluded.acctupdatetime`,
      ).run(sessionId, sessionId, username, input, output);
    } finally {
      db.close();
    }
  };
  beforeAll(async () => {
    h = await startHarness({ env: { USAGE_INTERVAL_MS: '500' } });
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`an OpenVPN customer's session shows in the usage column and the info dialog's chart (${viewport})`, async () => {
      const packages = await h.api<Array<{ packages: Array<{ id: number; name: string }> }>>(
        'GET',
        '/packages/mypackages',
        {
          token,
        },
      );
      const packageId = packages.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۵۰ گیگ OpenVPN')?.id;
      const [service] = await h.api<Service[]>('POST', '/services', {
        token,
        body: { package_id: packageId, servicewithoutphone: true },
      });
      if (!service) throw new Error('no service bought');
      const GIB = 2 ** 30;
      account(service.email, `e2e-${service.id}`, 0, 0);
      // 4 GiB from the customer, 8 GiB to them.
      account(service.email, `e2e-${service.id}`, 4 * GIB, 8 * GIB);
      await waitFor(async () => {
        const list = await h.api<{ data: Service[] }>('GET', `/services?search=${service.id}`, { token });
        return list.data.find((s) => s.id === service.id)?.usedpercent ? true : undefined;
      }, 'the usage pass to count the session');

      const page = await h.newPage(viewport, token);
      await page.goto(`/services?search=${service.id}`);
      const row = serviceRow(page, service.id);
      await row.getByText('۱۲ / ۵۰ گیگ').waitFor();
      expect(await row.getByTestId('service-status').textContent()).toBe('فعال');

      await openServiceAction(page, service.id, 'اطلاعات سرویس');
      const info = page.getByRole('dialog', { name: `اطلاعات سرویس شماره‌ی ${service.id}` });
      const bars = info.getByTestId('usage-chart').locator('.recharts-bar-rectangle');
      await bars.first().waitFor();
      // Today's row: a download bar and an upload bar, stacked across the whole 12 GB scale once drawn, the
      // download twice as long.
      expect(await bars.count()).toBe(2);
      await page.mouse.move(0, 0);
      await page.waitForFunction(() => {
        const chart = document.querySelector('[data-testid="usage-chart"]');
        const plot = chart?.querySelector('.recharts-cartesian-grid')?.getBoundingClientRect().width ?? 0;
        const [down, up] = [...(chart?.querySelectorAll('.recharts-bar-rectangle') ?? [])].map(
          (bar) => bar.getBoundingClientRect().width,
        );
        return (
          down !== undefined && up !== undefined && Math.abs(down + up - plot) <= 2 && Math.abs(down - 2 * up) <= 2
        );
      });
      await screenshot(page, 'services-info-radius');
      await bars.first().hover();
      const tooltip = info.locator('.recharts-tooltip-wrapper');
      await tooltip.getByText('دانلود : ۸ گیگ').waitFor();
      await tooltip.getByText('آپلود : ۴ گیگ').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The package's name is data, not interface text.
      // The .ovpn files the window offers are named as the admin uploaded them: data, not interface text.
      expect(await visibleLatinWords(info, ['OpenVPN', 'germany-tcp.ovpn', 'netherlands-udp.ovpn'])).toEqual([]);
    });
  }
});
