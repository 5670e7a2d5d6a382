import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, horizontalOverflow, screenshot, startHarness, visibleLatinWords } from './harness';

interface Notification {
  id: number;
  title: string;
  body: string;
  jdate: string;
}

const faDay = (jdate: string) => jdate.replace(/-/g, '/').replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
const latinWords = (value: unknown) => JSON.stringify(value).match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [];

describe('notifications', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`notifications: every notification with its title, Jalali date and body (${viewport})`, async () => {
      const expected = await h.api<Notification[]>('GET', '/notifications/my', { token });
      expect(expected.length).toBeGreaterThan(0);
      const page = await h.newPage(viewport, token);
      await page.goto('/notifications');
      await page.getByRole('heading', { name: 'اعلان‌ها' }).waitFor();
      const items = page.getByTestId('notification-item');
      await items.first().waitFor();
      expect(await items.count()).toBe(expected.length);
      for (const [i, n] of expected.entries()) {
        const item = items.nth(i);
        expect(await item.getByText(n.title, { exact: true }).count()).toBe(1);
        expect(await item.getByTestId('notification-date').textContent()).toBe(faDay(n.jdate));
        expect(await item.textContent()).toContain(n.body.split('\n')[0]);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page, latinWords(expected))).toEqual([]);
      await screenshot(page, 'notifications');
    });
  }

  it('notifications: opening the list marks them seen', async () => {
    const admin = await h.adminToken();
    await h.api('POST', '/notifications', { token: admin, body: { title: 'اطلاعیه‌ی آزمایشی', body: 'متن آزمایشی' } });
    expect((await h.api<Notification[]>('GET', '/notifications/mynew', { token })).length).toBeGreaterThan(0);
    const page = await h.newPage('desktop', token);
    await page.goto('/notifications');
    await page.getByText('اطلاعیه‌ی آزمایشی').waitFor();
    expect(await h.api<Notification[]>('GET', '/notifications/mynew', { token })).toEqual([]);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`notifications: a Persian empty state when there are none (${viewport})`, async () => {
      const admin = await h.adminToken();
      for (const n of await h.api<Notification[]>('GET', '/notifications', { token: admin })) {
        await h.api('DELETE', `/notifications/${n.id}`, { token: admin });
      }
      const page = await h.newPage(viewport, token);
      await page.goto('/notifications');
      await page.getByTestId('notifications-empty').waitFor();
      expect(await page.getByText('اعلانی برای شما ثبت نشده است').isVisible()).toBe(true);
      expect(await visibleLatinWords(page)).toEqual([]);
      await screenshot(page, 'notifications-empty');
    });
  }

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
