import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, horizontalOverflow, screenshot, startHarness, visibleLatinWords } from './harness';

interface ServiceGroup {
  id: number;
  jdate: string;
  info: string;
  description: string;
  count: number;
}
interface GroupList {
  data: ServiceGroup[];
  last_page: number;
}

const faDay = (jdate: string) => jdate.replace(/-/g, '/').replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

describe('group services', () => {
  let h: Harness;
  let token: string;
  let groups: GroupList;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    groups = await h.api<GroupList>('GET', '/services/servicegroups?page=1', { token });
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`group services: id, purchase date, info and description of each batch (${viewport})`, async () => {
      expect(groups.data.length).toBeGreaterThan(0);
      const page = await h.newPage(viewport, token);
      await page.goto('/groupservices');
      await page.getByRole('heading', { name: 'سرویس‌های گروهی' }).waitFor();
      const rows = page.getByTestId('service-group-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(groups.data.length);
      const first = groups.data[0] as ServiceGroup;
      const row = rows.first();
      if (viewport === 'desktop') {
        const cells = await row.locator('td').allTextContents();
        expect(cells.slice(0, 4)).toEqual([String(first.id), faDay(first.jdate), first.info, first.description || '—']);
      } else {
        // Phones get one card per batch, the download button in sight.
        const text = await row.textContent();
        for (const part of [String(first.id), faDay(first.jdate), first.info, first.description]) {
          expect(text).toContain(part);
        }
        expect(await row.getByTestId('download-group').isVisible()).toBe(true);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const dataWords = JSON.stringify(groups).match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [];
      expect(await visibleLatinWords(page, dataWords)).toEqual([]);
      await screenshot(page, 'groupservices');
    });
  }

  it('group services: the download button saves the batch as a text file listing its accounts', async () => {
    const first = groups.data[0] as ServiceGroup;
    const expected = await h.api<{ filename: string; content: string }>('GET', `/services/downloadlist/${first.id}`, {
      token,
    });
    const page = await h.newPage('desktop', token);
    await page.goto('/groupservices');
    const row = page.locator(`[data-testid="service-group-row"][data-id="${first.id}"]`);
    await row.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `دانلود فهرست سرویس‌های گروه ${first.id}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    expect(download.suggestedFilename()).toBe(
      expected.filename.endsWith('.txt') ? expected.filename : `${expected.filename}.txt`,
    );
    const file = await download.path();
    const content = fs.readFileSync(file, 'utf8');
    expect(content).toBe(expected.content);
    // One line per account of the batch, each with its credentials or link.
    const lines = content.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThanOrEqual(first.count);
    expect(content).toMatch(/vless:\/\/|vmess:\/\/|trojan:\/\/|password|رمز/i);
  });

  it('group services: a reseller with no batches sees the Persian empty state', async () => {
    const plain = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
    const mine = await h.api<GroupList>('GET', '/services/servicegroups?page=1', { token: plain });
    const page = await h.newPage('phone', plain);
    await page.goto('/groupservices');
    if (mine.data.length === 0) {
      await page.getByTestId('service-groups-empty').waitFor();
      expect(await visibleLatinWords(page)).toEqual([]);
      await screenshot(page, 'groupservices-empty');
    } else {
      await page.getByTestId('service-group-row').first().waitFor();
    }
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
