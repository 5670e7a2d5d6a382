import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, dialog, type Harness, horizontalOverflow, screenshot, startHarness, visibleLatinWords } from './harness';

interface Me {
  invitelink: string;
}

describe('referrals', () => {
  let h: Harness;
  let token: string;
  let me: Me;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    me = await h.api<Me>('GET', '/auth/me', { token });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A mobile in Persian digits, as every number the panel shows (decision 084 keeps Latin digits for codes only). */
  const plainMobile = DEMO.plainReseller.mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`referrals: the explanation, the invite link and the referred resellers (${viewport})`, async () => {
      const page = await h.newPage(viewport, token);
      await page.goto('/referrals');
      await page.getByRole('heading', { name: 'زیرمجموعه‌ها', exact: true }).waitFor();
      expect(await page.getByTestId('invite-link').textContent()).toBe(me.invitelink);
      expect(me.invitelink).toContain(DEMO.fullReseller.code);

      const rows = page.getByTestId('referral-row');
      await rows.first().waitFor();
      const plain = rows.filter({ hasText: plainMobile });
      expect(await plain.count()).toBe(1);
      expect(await plain.locator('td').count()).toBe(4);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The invite link is an address: Latin by nature.
      const linkWords = me.invitelink.match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [];
      expect(await visibleLatinWords(page, linkWords)).toEqual([]);
      await screenshot(page, 'referrals');
    });
  }

  it("referrals: a referred sale's profit shows as waiting until it is past refund, masked while prices are hidden (decision 080)", async () => {
    const plainToken = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
    const groups = await h.api<Array<{ packages: Array<{ id: number; name: string; caller_price: number }> }>>(
      'GET',
      '/packages/mypackages',
      { token: plainToken },
    );
    const pkg = groups.flatMap((g) => g.packages).find((p) => p.name === 'یک ماهه ۳۰ گیگ');
    const bought = await h.api<Array<{ id: number }>>('POST', '/services', {
      token: plainToken,
      body: { package_id: pkg?.id, servicewithoutphone: true },
    });
    expect(bought).toHaveLength(1);
    const page = await h.newPage('phone', token);
    await page.goto('/referrals');
    const row = page.getByTestId('referral-row').filter({ hasText: plainMobile });
    await row.waitFor();
    // Prices hidden (the default): the waiting profit is masked like the balance.
    expect(await row.getByTestId('referral-pending').textContent()).toBe('*****');
    await page.getByTestId('toggle-showprice').click();
    const profit = Math.floor(((pkg?.caller_price ?? 0) * 10) / 100);
    const shown = `${new Intl.NumberFormat('fa-IR').format(profit)} تومان`;
    await expect.poll(() => row.getByTestId('referral-pending').textContent()).toBe(shown);
    expect(await page.getByTestId('referrals-pending-total').textContent()).toContain(shown);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // A card on a phone: no header row, nothing scrolled out of sight sideways, the profit labelled.
    expect(await page.locator('[data-testid="referrals-table"] thead').isVisible()).toBe(false);
    expect(
      await page
        .getByTestId('referrals-table')
        .evaluate((t) => t.parentElement?.scrollWidth === t.parentElement?.clientWidth),
    ).toBe(true);
    expect(await row.textContent()).toContain('در انتظار:');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'referrals-pending');
  });

  it('referrals: the copy button copies the link, says so for 2 s and shows a toast', async () => {
    const page = await h.newPage('desktop', token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    await page.goto('/referrals');
    const button = page.getByTestId('copy-invite-link');
    await button.waitFor();
    expect(await button.textContent()).toBe('کپی لینک دعوت');
    await button.click();
    await page.locator('.swal2-toast').getByText('لینک دعوت کپی شد').waitFor();
    expect(await button.getAttribute('data-copied')).toBe('true');
    expect(await button.textContent()).toBe('کپی شد');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(me.invitelink);
    await screenshot(page, 'referrals-copied', { animations: 'allow' });
    const copiedAt = Date.now();
    await page.locator('[data-testid="copy-invite-link"][data-copied="false"]').waitFor({ timeout: 5000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1000);
    expect(await button.textContent()).toBe('کپی لینک دعوت');
  });

  it('referrals: the invite goes by email and the server message shows', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/referrals');
    await page.getByLabel('نشانی ایمیل').fill('friend@example.com');
    await page.getByRole('button', { name: 'ارسال دعوت‌نامه' }).click();
    await dialog(page).getByText('دعوت‌نامه فرستاده شد').waitFor();
    expect(await page.getByLabel('نشانی ایمیل').inputValue()).toBe('');
  });

  it('referrals: a bad email is refused under the field in Persian, not by the browser in English', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/referrals');
    const field = page.getByLabel('نشانی ایمیل');
    await field.fill('not-an-email');
    await page.getByRole('button', { name: 'ارسال دعوت‌نامه' }).click();
    await page.getByText('نشانی ایمیل معتبر نیست').waitFor();
    // Nothing was sent: the contract's rule stopped it, not the browser's bubble.
    expect(await dialog(page).count()).toBe(0);
    await field.fill('friend@example.com');
    await page.getByText('نشانی ایمیل معتبر نیست').waitFor({ state: 'detached' });
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`referrals: a reseller with no referrals sees the Persian empty state (${viewport})`, async () => {
      const plain = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
      const page = await h.newPage(viewport, plain);
      await page.goto('/referrals');
      await page.getByTestId('referrals-empty').waitFor();
      expect(await page.getByText('هنوز زیرمجموعه‌ای ندارید').isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'referrals-empty');
    });
  }

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
