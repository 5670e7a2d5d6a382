import fs from 'node:fs';
import path from 'node:path';
import { extraDaysTo, normalizeText, type Service } from '@pishkhan/contract';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialog,
  dialogGone,
  freshMobile,
  type Harness,
  horizontalOverflow,
  openServiceAction,
  screenshot,
  serviceRow,
  startHarness,
  visibleLatinWords,
} from './harness';

const DAY_MS = 86_400_000;
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });
/** Toman as the panel writes it, read back as a number. */
const toman = (text: string) => Number(normalizeText(text).replace(/[^0-9]/g, ''));

/** Decision 098: the actions a reseller takes from one service's menu (issue #49, points 1 and 3 and the renewals). */
describe('service actions', () => {
  let h: Harness;
  let token: string;
  const packageId = async (name: string) => {
    const groups = await h.api<{ packages: { id: number; name: string; price: number }[] }[]>(
      'GET',
      '/packages/mypackages',
      { token },
    );
    const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === name);
    if (!pkg) throw new Error(`no package ${name}`);
    return pkg;
  };
  const buy = async (name: string, customer: Record<string, unknown> = { servicewithoutphone: true }) => {
    const pkg = await packageId(name);
    const [service] = await h.api<Service[]>('POST', '/services', {
      token,
      body: { package_id: pkg.id, batch: false, count: 1, ...customer },
    });
    if (!service) throw new Error('no service');
    return service;
  };
  /** The usage the collector would have written (it does not run here), straight into this server's database. */
  const setUsage = (id: number, o: { startedDaysAgo: number; usedGb: number }) => {
    const db = new Database(path.join(h.dataDir, 'pishkhan.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      const start = Date.now() - o.startedDaysAgo * DAY_MS;
      db.prepare(
        'UPDATE services SET started_at = ?, expire_in = ?, download_bytes = ?, upload_bytes = 0 WHERE id = ?',
      ).run(
        new Date(start).toISOString(),
        new Date(start + 30 * DAY_MS).toISOString(),
        Math.round(o.usedGb * 1024 ** 3),
        id,
      );
    } finally {
      db.close();
    }
  };
  const fetchService = async (id: number) =>
    (await h.api<{ data: Service[] }>('GET', `/services?search=${id}`, { token })).data.find((s) => s.id === id);
  const balanceNow = async () => (await h.api<{ balance: number }>('GET', '/auth/me', { token })).balance;
  const openList = async (viewport: 'desktop' | 'phone', id: number) => {
    const page = await h.newPage(viewport, token);
    await page.goto(`/services?search=${id}`);
    await serviceRow(page, id).waitFor({ timeout: 30_000 });
    return page;
  };
  /** The sweetalert2 question before money is spent: its lines, then «انصراف» or «بله، خرید». */
  const question = async (page: Page) => {
    await dialog(page).getByRole('button', { name: 'بله، خرید' }).waitFor();
    return normalizeText((await dialog(page).textContent()) ?? '');
  };
  const answer = async (page: Page, yes: boolean) => {
    await dialog(page)
      .getByRole('button', { name: yes ? 'بله، خرید' : 'انصراف' })
      .click();
    await dialogGone(page);
  };

  beforeAll(async () => {
    h = await startHarness();
    // A reseller of its own with room for every purchase here: the demo balance is the other suites' to spend.
    const admin = await h.adminToken();
    const mobile = freshMobile();
    const password = 'service-actions-pass';
    const { id } = await h.api<{ id: number }>('POST', '/users', {
      token: admin,
      body: { name: 'فروشنده‌ی آزمون', mobile, password },
    });
    await h.api('POST', `/admin/users/${id}/balance`, {
      token: admin,
      body: { amount: 50_000_000, info: 'شارژ آزمون' },
    });
    token = await h.loginToken(mobile, password);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`change user: a mobile that is already a customer’s is offered as that customer, moved only when chosen, and nobody is renamed (${viewport})`, async () => {
      const mobile = freshMobile();
      const hers = await buy('یک ماهه ۳۰ گیگ', { mobile, name: 'مریم رضایی' });
      const moving = await buy('یک ماهه ۳۰ گیگ', { mobile: freshMobile(), name: 'حسن کاظمی' });
      const page = await openList(viewport, moving.id);
      await openServiceAction(page, moving.id, 'تغییر کاربر');
      const modal = page.getByRole('dialog', { name: `تغییر کاربر سرویس شماره‌ی ${moving.id}` });
      await modal.getByTestId('change-user-mobile').fill(mobile);
      const offer = modal.getByTestId('change-user-existing');
      await offer.getByText('مریم رضایی', { exact: false }).first().waitFor();
      expect(await modal.getByTestId('change-user-submit').isDisabled()).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'service-actions-change-user-existing');
      await modal.getByTestId('change-user-pick').click();
      // Chosen: her name, which this dialog does not change.
      const name = modal.getByTestId('change-user-name');
      expect(await name.inputValue()).toBe('مریم رضایی');
      expect(await name.getAttribute('readonly')).not.toBeNull();
      await modal.getByTestId('change-user-submit').click();
      await toast(page, 'کاربر سرویس تغییر کرد').waitFor();
      await modal.waitFor({ state: 'detached' });
      const moved = await fetchService(moving.id);
      expect(moved?.userservice.user).toEqual(hers.userservice.user);
      expect((await fetchService(hers.id))?.userservice.user.name).toBe('مریم رضایی');
    });
  }

  it('change user: a new mobile makes a new customer with the name typed; an empty name is said under its field', async () => {
    const s = await buy('یک ماهه ۳۰ گیگ', { mobile: freshMobile(), name: 'کاربر پیشین' });
    const page = await openList('desktop', s.id);
    await openServiceAction(page, s.id, 'تغییر کاربر');
    const modal = page.getByRole('dialog', { name: `تغییر کاربر سرویس شماره‌ی ${s.id}` });
    const mobile = freshMobile();
    await modal.getByTestId('change-user-mobile').fill(mobile);
    await modal.getByText('مشتری تازه‌ای با این نام و شماره ساخته می‌شود').waitFor();
    await modal.getByTestId('change-user-name').fill('');
    await modal.getByTestId('change-user-submit').click();
    await modal.getByText('نام و نام خانوادگی نمی‌تواند خالی باشد').waitFor();
    await modal.getByTestId('change-user-name').fill('سارا نو');
    await modal.getByTestId('change-user-submit').click();
    await toast(page, 'کاربر سرویس تغییر کرد').waitFor();
    expect((await fetchService(s.id))?.userservice.user).toMatchObject({ mobile, name: 'سارا نو' });
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`info: an OpenVPN service sold before gives its .ovpn files again, its credentials inline (${viewport})`, async () => {
      const s = await buy('یک ماهه ۵۰ گیگ OpenVPN');
      const page = await openList(viewport, s.id);
      await openServiceAction(page, s.id, 'اطلاعات سرویس');
      const modal = page.getByRole('dialog', { name: `اطلاعات سرویس شماره‌ی ${s.id}` });
      const files = modal.getByTestId('ovpn-file');
      await files.first().waitFor();
      expect(await files.allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('germany-tcp.ovpn')]),
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(modal, ['germany-tcp.ovpn', 'netherlands-udp.ovpn', 'OpenVPN'])).toEqual([]);
      await screenshot(page, 'service-actions-info-ovpn');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        modal.getByRole('button', { name: 'دانلود germany-tcp.ovpn' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('germany-tcp.ovpn');
      const content = fs.readFileSync((await download.path()) as string, 'utf8');
      expect(content).toContain(`<auth-user-pass>\n${s.email}\n${s.password}\n</auth-user-pass>`);
    });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`change at any time: a service at 10 % buys GB and days, asked first with the real price while prices are hidden, charged once (${viewport})`, async () => {
      const s = await buy('یک ماهه ۳۰ گیگ');
      setUsage(s.id, { startedDaysAgo: 5, usedGb: 3 });
      const started = (await fetchService(s.id)) as Service;
      expect(started.usedpercent).toBe(10);
      const prices = await h.api<{ price: number; day_price: number }>('POST', '/services/getprice', {
        token,
        body: { service_id: s.id },
      });
      const page = await openList(viewport, s.id);
      await openServiceAction(page, s.id, 'افزایش ترافیک');
      const modal = page.getByRole('dialog', { name: `افزایش حجم و زمان سرویس شماره‌ی ${s.id}` });
      await modal.getByTestId('traffic-amount').fill('5');
      // A day of the next month: days past the current expiry.
      await modal.getByTestId('traffic-expiry').click();
      const calendar = page.locator('.rmdp-wrapper');
      await calendar.getByRole('button', { name: 'ماه بعد' }).click();
      await calendar.locator('.rmdp-day-picker .rmdp-day:not(.rmdp-day-hidden)').nth(9).click();
      await modal.getByText('مقدار ترافیک اضافه (گیگ)').click();
      await calendar.waitFor({ state: 'detached' });
      const day = normalizeText(await modal.getByTestId('traffic-expiry').inputValue()).replace(/\//g, '-');
      const days = extraDaysTo(started.expire_in, new Date(), day);
      expect(days).toBeGreaterThan(0);
      const total = 5 * prices.price + days * prices.day_price;
      // Prices are hidden on this screen; the question still names the amount that leaves the balance.
      expect(await modal.getByTestId('traffic-total').textContent()).toContain('*');
      await screenshot(page, 'service-actions-change-terms');
      const before = await balanceNow();
      await modal.getByTestId('traffic-submit').click();
      const asked = await question(page);
      expect(asked).toContain(`${days} روز`);
      expect(asked).toContain('5 گیگ');
      expect(toman(asked.slice(asked.indexOf('مبلغ')))).toBe(total);
      await screenshot(page, 'service-actions-change-terms-question');
      await answer(page, false);
      expect(await balanceNow()).toBe(before);
      await modal.getByTestId('traffic-submit').click();
      await question(page);
      await answer(page, true);
      await toast(page, `به سرویس شماره‌ی ${s.id} افزوده شد`).waitFor();
      expect(await balanceNow()).toBe(before - total);
      const after = await fetchService(s.id);
      expect(after).toMatchObject({ transfer_enablegb: 35, jexpire_in: day });
      const ledger = await h.api<{ data: { amount: number; info: string }[] }>('GET', '/transactions/my?page=1', {
        token,
      });
      expect(ledger.data.filter((row) => row.info.includes(`سرویس #${s.id}`) && row.amount === -total)).toHaveLength(1);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`renew: «افزودن به باقی‌مانده» keeps the usage and adds the package’s GB and days, priced as a renewal, charged once (${viewport})`, async () => {
      const s = await buy('یک ماهه ۳۰ گیگ');
      setUsage(s.id, { startedDaysAgo: 10, usedGb: 12 });
      const page = await openList(viewport, s.id);
      await openServiceAction(page, s.id, 'تمدید');
      const modal = page.getByRole('dialog', { name: `تمدید سرویس شماره‌ی ${s.id}` });
      await modal.getByText('افزودن به باقی‌مانده').click();
      await modal
        .getByTestId('renew-mode-note')
        .getByText('به باقی‌مانده‌ی سرویس افزوده می‌شود', { exact: false })
        .waitFor();
      const submit = modal.getByTestId('renew-submit');
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await submit.elementHandle());
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'service-actions-renew-add');
      const before = await balanceNow();
      await submit.click();
      const asked = await question(page);
      expect(asked).toContain('افزودن به باقی‌مانده');
      const price = toman(asked.slice(asked.indexOf('مبلغ')));
      expect(price).toBeGreaterThan(0);
      await answer(page, true);
      await toast(page, 'سرویس تمدید شد').waitFor();
      expect(await balanceNow()).toBe(before - price);
      expect(await fetchService(s.id)).toMatchObject({ transfer_totalgb: 12, transfer_enablegb: 60, remainDays: 50 });
    });
  }
});
