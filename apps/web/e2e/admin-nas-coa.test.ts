import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Nas, Service } from '@pishkhan/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, openAdmin } from './admin-helpers';
import { DEMO, type Harness, horizontalOverflow, startHarness, visibleLatinWords, waitFor } from './harness';

/** A UDP port nothing listens on: the NAS entry's CoA port, so the panel's Disconnect-Request gets no answer. */
async function silentPort() {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/**
 * The admin's NAS screen with the CoA port (decision 106): set in the dialog, checked in Persian, and the outcome of the
 * last Disconnect-Request the panel sent (here to a NAS that never answers, after a switch-off) on its row.
 */
describe('admin NAS screen: Disconnect-Request port and outcome', () => {
  let h: Harness;
  let nas: Nas;
  /** The port the entry has now: the desktop run changes it, the phone run starts from there. */
  let current = '';
  beforeAll(async () => {
    h = await startHarness();
    const admin = await h.adminToken();
    nas = await h.api<Nas>('POST', '/admin/nas', {
      token: admin,
      body: {
        nasname: '127.0.0.1',
        shortname: 'ovpn-fra',
        secret: 'coa-e2e-secret-1234',
        coa_port: await silentPort(),
      },
    });
    current = String(nas.coa_port);
    const token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    const groups = await h.api<Array<{ packages: Array<{ id: number; name: string }> }>>(
      'GET',
      '/packages/mypackages',
      {
        token,
      },
    );
    const packageId = groups.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۵۰ گیگ OpenVPN')?.id;
    const [service] = await h.api<Service[]>('POST', '/services', {
      token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    if (!service) throw new Error('no service bought');
    // An open session as FreeRADIUS's sql module writes its Start (the server's suites drive the real one).
    const db = new Database(path.join(h.dataDir, 'pishkhan.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare(
        `insert into radacct (acctsessionid, acctuniqueid, username, nasipaddress, framedipaddress, acctstarttime)
         values (?, ?, ?, '127.0.0.1', '10.8.0.9', datetime('now'))`,
      ).run(`e2e-${service.id}`, `e2e-${service.id}`, service.email);
    } finally {
      db.close();
    }
    await h.api('POST', '/services/changestatus', { token, body: { service_id: service.id, banned: true } });
    await waitFor(async () => {
      const list = await h.api<Nas[]>('GET', '/admin/nas', { token: admin });
      return list.find((n) => n.id === nas.id)?.last_disconnect || undefined;
    }, 'the Disconnect-Request to go unanswered three times');
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the CoA port and the last outcome, and edits the port (${viewport})`, async () => {
      const page = await openAdmin(h, '/admin/nas', viewport);
      const row = page.locator(`[data-testid="nas-row"][data-name="ovpn-fra"]`);
      await row.waitFor({ timeout: 20_000 });
      const outcome = await row.getByTestId('nas-last-disconnect').innerText();
      expect(outcome).toContain('سرور پاسخی نداد (۳ بار فرستاده شد)');
      expect(await horizontalOverflow(page)).toBe(0);
      await adminShot(page, `radius-nas-coa-list-${viewport}`);

      await row.getByTestId('edit-nas').click();
      const port = page.getByTestId('nas-coa-port');
      expect(await port.inputValue()).toBe(current);
      await port.fill('0');
      await page.getByTestId('nas-submit').click();
      await page.getByTestId('nas-dialog').getByText('درگاه قطع اتصال بین ۱ و ۶۵۵۳۵ است').waitFor();
      expect(await visibleLatinWords(page.getByTestId('nas-dialog'), ['CIDR', 'ovpn-fra'])).toEqual([]);
      await adminShot(page, `radius-nas-coa-dialog-${viewport}`);
      const next = viewport === 'phone' ? '3801' : '3800';
      await port.fill(next);
      await page.getByTestId('nas-submit').click();
      await page.getByTestId('nas-dialog').waitFor({ state: 'detached' });
      await row.getByText(next).waitFor();
      current = next;
    });
  }
});
