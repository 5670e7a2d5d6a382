import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, horizontalOverflow, screenshot, startHarness, visibleLatinWords } from './harness';

interface ResellerInfo {
  activeServices: number;
  notUsedServices: number;
  notPaid: number;
  hasRadius: boolean;
}
interface ServerInfo {
  id: number;
  name: string;
  items: { title: string; value: string }[];
}
interface Notification {
  id: number;
  title: string;
}

const fa = (n: number) => new Intl.NumberFormat('fa-IR').format(n);

describe('dashboard', () => {
  let h: Harness;
  let token: string;
  let info: ResellerInfo;
  let servers: ServerInfo[];
  let unseen: Notification[];
  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    info = await h.api<ResellerInfo>('GET', '/dashboard/resellerinfo', { token });
    servers = await h.api<ServerInfo[]>('GET', '/serverinfos', { token });
    unseen = await h.api<Notification[]>('GET', '/notifications/mynew', { token });
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`dashboard: account, stat cards, server cards, the volume card and the new notifications (${viewport})`, async () => {
      const page = await h.newPage(viewport, token);
      await page.goto('/');
      await page.getByTestId('dashboard').waitFor();
      expect(await page.getByTestId('account-mobile').textContent()).toBe(DEMO.fullReseller.mobile);
      expect(await page.getByTestId('account-balance').textContent()).toBe('*****');

      await page.getByTestId('stat-activeServices-value').waitFor();
      expect(await page.getByTestId('stat-activeServices-value').textContent()).toBe(fa(info.activeServices));
      expect(await page.getByTestId('stat-notUsedServices-value').textContent()).toBe(fa(info.notUsedServices));
      expect(await page.getByTestId('stat-notPaid-value').textContent()).toBe(fa(info.notPaid));

      const block = page.getByTestId('new-notifications');
      await block.waitFor();
      if (unseen.length > 0) {
        await block.getByTestId('new-notification-item').first().waitFor();
        expect(await block.getByText(unseen[0]?.title ?? '').count()).toBeGreaterThan(0);
      } else {
        await block.getByTestId('new-notifications-empty').waitFor();
      }
      expect(await block.getByRole('link', { name: 'همه‌ی اعلان‌ها' }).getAttribute('href')).toBe('/notifications');

      if (info.hasRadius && servers.length > 0) {
        await page.getByTestId('server-info-card').first().waitFor();
        expect(await page.getByTestId('server-info-card').count()).toBe(servers.length);
        expect(
          await page
            .getByText(servers[0]?.name ?? '')
            .first()
            .isVisible(),
        ).toBe(true);
      } else {
        expect(await page.getByTestId('server-infos').count()).toBe(0);
      }

      // The full reseller has the volume flag: remaining days or 'expired', and the traffic line.
      const volume = page.getByTestId('volume-card');
      await volume.waitFor();
      expect(await volume.getByTestId('volume-remaining').textContent()).toMatch(/روز باقی‌مانده|منقضی شده/);
      expect(await volume.getByTestId('volume-traffic').textContent()).toContain('گیگابایت');

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Server hosts, protocol names and notification text are data, not interface text.
      const data = JSON.stringify([servers, unseen]);
      const dataWords = data.match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [];
      expect(await visibleLatinWords(page, dataWords)).toEqual([]);
      await screenshot(page, 'dashboard');
    });
  }

  it('dashboard: the plain reseller has no volume card; balance shows when prices are shown', async () => {
    const plain = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
    const page = await h.newPage('desktop', plain);
    await page.goto('/');
    await page.getByTestId('reseller-stats').waitFor();
    await page.getByTestId('new-notifications').waitFor();
    expect(await page.getByTestId('volume-card').count()).toBe(0);
    await page.getByRole('button', { name: 'نمایش مبالغ' }).click();
    expect(await page.getByTestId('account-balance').textContent()).toMatch(/تومان$/);
  });

  it('dashboard: the notifications link opens the list, and afterwards nothing is new', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/');
    await page.getByTestId('new-notifications').waitFor();
    await page.getByTestId('all-notifications-link').click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { name: 'اعلان‌ها' }).waitFor();
    await page.getByTestId(unseen.length > 0 ? 'notification-list' : 'notifications-empty').waitFor();
    await page.getByTestId('nav-/').click();
    await page.getByTestId('new-notifications-empty').waitFor();
    expect(await page.getByTestId('new-notification-item').count()).toBe(0);
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
