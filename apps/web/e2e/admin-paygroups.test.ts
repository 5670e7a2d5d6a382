import { normalizeText } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShot, apiReseller, openAdmin } from './admin-helpers';
import {
  dialog,
  freshMobile,
  type Harness,
  horizontalOverflow,
  type ProviderFakes,
  startHarness,
  startProviderFakes,
  VIEWPORTS,
  type ViewportName,
  visibleLatinWords,
} from './harness';
import { closeAlert } from './store-helpers';

interface PayGroup {
  id: number;
  name: string;
  has_perfectmoney: boolean;
  has_crypto: boolean;
  perfect_charge_rate: number;
  crypto_charge_rate: number;
  telegram: string;
  resellers: number;
}

/** Support links are the provider's data, not interface text. */
const TELEGRAM_WORDS = ['https', 't.me', 'pishkhan_demo', 'pishkhan_support', 'vip_support'];
const SCREEN_NAMES: Record<ViewportName, string> = { desktop: 'رایانه', phone: 'گوشی' };

describe('admin pay groups', () => {
  let h: Harness;
  // Top-ups are offered only where the server has the provider's credentials (docs/product/top-ups.md#top-ups): the fakes provide them.
  let fakes: ProviderFakes;
  let admin: string;
  const groups = () => h.api<PayGroup[]>('GET', '/admin/paygroups', { token: admin });

  beforeAll(async () => {
    fakes = await startProviderFakes();
    h = await startHarness({ env: fakes.env });
    admin = await h.adminToken();
    await h.api('PUT', '/admin/rates', { token: admin, body: { usd_price: 60_000 } });
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  it('admin pay groups: create one with a voucher rate, refuse a taken name, edit it and its resellers see the new rates', async () => {
    const page = await openAdmin(h, '/admin/paygroups');
    await page.getByTestId('admin-paygroups').waitFor({ timeout: 20_000 });
    // The demo database's first group takes new accounts.
    const first = page.getByTestId('paygroup-card').first();
    await first.getByTestId('paygroup-default').waitFor();

    const name = `همکاران ویژه ${Date.now() % 100_000}`;
    await page.getByTestId('add-paygroup').click();
    const form = page.getByTestId('paygroup-dialog');
    await form.getByTestId('paygroup-submit').click();
    await form.getByText('نام گروه پرداخت نمی‌تواند خالی باشد').waitFor();
    await form.getByTestId('paygroup-name').fill(name);
    await form.getByTestId('paygroup-perfect-on').check({ force: true });
    await form.getByTestId('paygroup-perfect-rate').fill('105');
    // The worked example follows the rate as it is typed: 105 % of a 60 000 Toman dollar.
    await expect
      .poll(async () => normalizeText(await form.getByTestId('paygroup-perfect-example').innerText()))
      .toBe('با دلار 60٬000 تومان، هر دلار 63٬000 تومان شارژ می‌شود.');
    await form.getByTestId('rate-badge-paygroup-perfect').getByText('+5').waitFor();
    await form.getByTestId('paygroup-submit').click();
    await closeAlert(page, 'گروه پرداخت ساخته شد');

    const card = page.locator(`[data-testid="paygroup-card"][data-name="${name}"]`);
    await card.waitFor();
    expect(normalizeText(await card.getByTestId('paygroup-perfect-cell').innerText())).toContain('روشن، نرخ 105٪');
    expect(await card.getByTestId('paygroup-crypto-cell').innerText()).toBe('خاموش');
    expect(normalizeText(await card.getByTestId('paygroup-resellers').innerText())).toBe('0 فروشنده');
    const created = (await groups()).find((g) => g.name === name);
    expect(created).toMatchObject({ has_perfectmoney: true, perfect_charge_rate: 105, has_crypto: false });

    // A second group of the same name is refused by the server, in Persian, and nothing is added.
    await page.getByTestId('add-paygroup').click();
    await form.getByTestId('paygroup-name').fill(name);
    await form.getByTestId('paygroup-submit').click();
    await dialog(page).getByText('نام گروه پرداخت: گروهی با این نام وجود دارد').waitFor();
    await closeAlert(page, 'خطا در اطلاعات ورودی');
    await form.getByRole('button', { name: 'انصراف' }).click();
    expect((await groups()).filter((g) => g.name === name)).toHaveLength(1);

    // A reseller joins it; the edit says who the change reaches.
    const reseller = await apiReseller(h, freshMobile(), 0, 'فروشنده‌ی گروه ویژه');
    await h.api('PUT', `/users/${reseller.id}`, { token: admin, body: { paygroup_id: created?.id } });
    await page.reload();
    await expect
      .poll(async () => normalizeText(await card.getByTestId('paygroup-resellers').innerText()))
      .toBe('1 فروشنده');
    await card.getByTestId('edit-paygroup').click();
    await form.getByText('تغییرها همان لحظه برای ۱ فروشنده‌ی این گروه اعمال می‌شود.').waitFor();
    expect(await form.getByTestId('paygroup-perfect-rate').inputValue()).toBe('105');
    await form.getByTestId('paygroup-crypto-on').check({ force: true });
    await form.getByTestId('paygroup-crypto-rate').fill('90');
    await form.getByTestId('paygroup-telegram').fill('https://t.me/vip_support');
    await form.getByTestId('paygroup-submit').click();
    await closeAlert(page, 'گروه پرداخت ویرایش شد');
    expect(normalizeText(await card.getByTestId('paygroup-crypto-cell').innerText())).toContain('روشن، نرخ 90٪');
    await card.getByTestId('rate-badge-crypto').getByText('-10').waitFor();

    // The reseller's own panel shows the group's top-ups with their badges, and its support link.
    const token = await h.loginToken(reseller.mobile, 'reseller-pass');
    const panel = await h.newPage('desktop', token);
    await panel.goto('/');
    await panel.getByTestId('dashboard').waitFor();
    expect(await panel.getByTestId('rate-badge-perfectmoney').innerText()).toBe('+5');
    expect(await panel.getByTestId('rate-badge-tron').innerText()).toBe('-10');
    expect(await panel.getByTestId('telegram-link').getAttribute('href')).toBe('https://t.me/vip_support');
  });

  // One form behaviour (docs/decisions/081-one-form-behaviour.md): the name's error goes as soon as it is filled in.
  it('admin pay groups: the empty name error goes as the name is typed, with no second send', async () => {
    const page = await openAdmin(h, '/admin/paygroups');
    await page.getByTestId('admin-paygroups').waitFor({ timeout: 20_000 });
    await page.getByTestId('add-paygroup').click();
    const form = page.getByTestId('paygroup-dialog');
    await form.getByTestId('paygroup-submit').click();
    await form.getByText('نام گروه پرداخت نمی‌تواند خالی باشد').waitFor();
    await form.getByTestId('paygroup-name').fill('گروه نیمه‌کاره');
    await form.getByText('نام گروه پرداخت نمی‌تواند خالی باشد').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'انصراف' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('admin pay groups: the reseller form shows the chosen group’s rates', async () => {
    const name = `گروه فرم ${Date.now() % 100_000}`;
    await h.api('POST', '/admin/paygroups', {
      token: admin,
      body: { name, has_crypto: true, crypto_charge_rate: 110 },
    });
    const reseller = await apiReseller(h, freshMobile(), 0, 'فروشنده‌ی فرم');
    const page = await openAdmin(h, `/admin/resellers/${reseller.id}`);
    await page.getByTestId('action-edit').click();
    const form = page.getByTestId('reseller-dialog');
    await form.getByText('ووچر: خاموش · رمزارز: خاموش').waitFor();
    await form.getByTestId('reseller-paygroup').click();
    await page.getByRole('option', { name, exact: true }).click();
    await form.getByText('ووچر: خاموش · رمزارز: روشن، نرخ ۱۱۰٪').waitFor();
    await form.getByTestId('reseller-submit').click();
    await closeAlert(page, 'تغییرات حساب ثبت شد');
    const saved = await h.api<{ payGroup: { name: string } }>('GET', `/users/${reseller.id}`, { token: admin });
    expect(saved.payGroup.name).toBe(name);
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`admin pay groups: the cards and the form fit the screen, in Persian (${viewport})`, async () => {
      await h.api('POST', '/admin/paygroups', {
        token: admin,
        body: {
          name: `نمایندگان شهرستان ${SCREEN_NAMES[viewport]}`,
          has_perfectmoney: true,
          perfect_charge_rate: 97,
          has_crypto: true,
          crypto_charge_rate: 103,
          telegram: 'https://t.me/pishkhan_support',
        },
      });
      const page = await openAdmin(h, '/admin/paygroups', viewport);
      await page.getByTestId('admin-paygroups').waitFor({ timeout: 20_000 });
      await page
        .locator(`[data-testid="paygroup-card"][data-name="نمایندگان شهرستان ${SCREEN_NAMES[viewport]}"]`)
        .waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page, TELEGRAM_WORDS)).toEqual([]);
      await adminShot(page, `admin-paygroups-${viewport}`);
      await page
        .locator('[data-testid="paygroup-card"][data-name^="نمایندگان شهرستان"]')
        .first()
        .getByTestId('edit-paygroup')
        .click();
      await page.getByTestId('paygroup-perfect-example').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await visibleLatinWords(page, TELEGRAM_WORDS)).toEqual([]);
      await adminShot(page, `admin-paygroups-form-${viewport}`);
    });
  }
});
