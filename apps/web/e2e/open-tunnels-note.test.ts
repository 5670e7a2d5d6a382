import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  freshMobile,
  type Harness,
  horizontalOverflow,
  openServiceAction,
  screenshot,
  serviceRow,
  startHarness,
  visibleLatinWords,
} from './harness';

/** The bound the node file sets, as the reseller reads it (decision 108). */
const BOUND = 'اتصال‌های باز حداکثر ۱۲۰ ثانیه پس از آخرین ترافیکشان بسته می‌شوند';

describe('service list screen: what a switch-off or a deletion does to open connections', () => {
  let h: Harness;
  let token: string;
  const buy = async () => {
    const groups = await h.api<{ packages: { id: number; name: string }[] }[]>('GET', '/packages/mypackages', {
      token,
    });
    const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۳۰ گیگ');
    const [service] = await h.api<Service[]>('POST', '/services', {
      token,
      body: { package_id: pkg?.id, batch: false, count: 1, mobile: freshMobile(), name: 'مشتری آزمون' },
    });
    if (!service) throw new Error('no service');
    return service;
  };

  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`services: the switch-off toast and the delete dialog give the bound in seconds (${viewport})`, async () => {
      const service = await buy();
      const page = await h.newPage(viewport, token);
      await page.goto('/services');
      await page.getByTestId('services-table').waitFor({ timeout: 30_000 });

      await serviceRow(page, service.id).getByTestId('service-switch').click({ force: true });
      const toast = page.locator('.mantine-Notification-root', { hasText: 'خاموش شد' });
      await toast.getByText(BOUND, { exact: false }).waitFor();
      expect(await toast.innerText()).toContain('دانلودی که بی‌وقفه ادامه دارد تا مکث نکند باز می‌ماند');
      expect(await toast.innerText()).toContain('ترافیک این اتصال‌ها به مصرف سرویس افزوده می‌شود');
      expect(await visibleLatinWords(toast)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'tunnels-switched-off');

      await openServiceAction(page, service.id, 'حذف');
      const modal = page.getByRole('dialog', { name: 'حذف سرویس' });
      await modal.getByText(BOUND, { exact: false }).waitFor();
      expect(await visibleLatinWords(modal)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'tunnels-delete');
    });
  }
});
