import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, openServiceAction, type ProviderFakes, startHarness, startProviderFakes } from './harness';
import { ADMIN_SCREENS, RESELLER_SCREENS } from './screens';
import { methodId, packageId, productToken } from './store-helpers';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Every Content-Security-Policy violation the page reports: the `securitypolicyviolation` events of each document it
 * loads (an init script, so it listens before the page's first script) and chromium's "Refused to ..." console lines.
 */
async function watchCsp(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}`);
    });
  });
  return async () => [...refused, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

/** Opens each screen anew and checks it rendered (its test id) with no violation reported. */
async function openEach(page: Page, screens: Array<[string, string]>) {
  const violations = await watchCsp(page);
  const seen: string[] = [];
  for (const [path, testId] of screens) {
    const answer = await page.goto(path);
    expect(answer?.headers()['content-security-policy'], `the policy of ${path}`).toContain("script-src 'self';");
    await page.getByTestId(testId).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
    seen.push(path);
  }
  return seen;
}

describe('security headers: the panel works under its Content-Security-Policy', () => {
  let fakes: ProviderFakes;
  let h: Harness;
  let reseller: string;
  beforeAll(async () => {
    fakes = await startProviderFakes();
    h = await startHarness({ env: fakes.env });
    reseller = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  it('security headers: the login and register forms render with no CSP violation', async () => {
    const page = await h.newPage('desktop');
    expect(
      await openEach(page, [
        ['/login', 'login-form'],
        ['/register', 'register-form'],
      ]),
    ).toHaveLength(2);
    expect(h.pageErrors).toEqual([]);
  });

  it('security headers: every reseller screen renders with no CSP violation, a QR code and a wallet included', async () => {
    const page = await h.newPage('desktop', reseller);
    expect(await openEach(page, RESELLER_SCREENS)).toHaveLength(RESELLER_SCREENS.length);

    const violations = await watchCsp(page);
    const [service] = await h.api<Array<{ id: number }>>('POST', '/services', {
      token: reseller,
      body: { package_id: await packageId(h, reseller, 'یک ماهه ۳۰ گیگ'), servicewithoutphone: true },
    });
    await page.goto('/services');
    await openServiceAction(page, service?.id ?? 0, 'کد QR');
    await page.getByTestId('service-qr').locator('canvas').waitFor();
    await page.goto('/tron');
    await page.getByTestId('create-wallet').click();
    await page.getByTestId('wallet-qr').locator('canvas').waitFor();
    expect(await violations()).toEqual([]);
    expect(h.pageErrors).toEqual([]);
  });

  it('security headers: every admin screen renders with no CSP violation', async () => {
    const admin = await h.adminToken();
    const [user] = (
      await h.api<{ data: Array<{ id: number }> }>('GET', `/users?mobile=${DEMO.fullReseller.mobile}`, {
        token: admin,
      })
    ).data;
    await h.api('POST', '/admin/giftcards', { token: admin, body: { amount: 10_000, count: 1, label: 'CSP' } });
    const [card] = (await h.api<{ data: Array<{ batch_id: number }> }>('GET', '/admin/giftcards', { token: admin }))
      .data;
    const screens = ADMIN_SCREENS.map(([path, testId]): [string, string] => [
      path.replace(':reseller', String(user?.id)).replace(':batch', String(card?.batch_id)),
      testId,
    ]);
    const page = await h.newPage('desktop', admin);
    expect(await openEach(page, screens)).toHaveLength(ADMIN_SCREENS.length);
    expect(h.pageErrors).toEqual([]);
  });

  it("security headers: a store's checkout and order pages render with no CSP violation", async () => {
    const product = await h.api<{ link: string }>('POST', '/products', {
      token: reseller,
      body: { name: 'اشتراک', price: 250_000, package_id: await packageId(h, reseller, 'یک ماهه ۳۰ گیگ') },
    });
    const card = await h.api<{ id: number }>('POST', '/paymentmethods', {
      token: reseller,
      body: {
        payment_method_id: await methodId(h, reseller, 'card'),
        active: true,
        order: 1,
        changepercent: 100,
        items: [
          { name: 'card_number', value: '6037991234567890' },
          { name: 'holder_name', value: 'رضا رضایی' },
        ],
      },
    });
    const token = productToken(product.link);
    const started = await h.api<{ order: string }>('POST', `/shop/p/${token}`, {
      body: { contact: '09351234567', method_id: card.id },
    });
    const page = await h.newPage('phone');
    expect(
      await openEach(page, [
        [`/buy/${token}`, 'checkout'],
        [`/order/${started.order}`, 'order-view'],
      ]),
    ).toHaveLength(2);
    expect(h.pageErrors).toEqual([]);
  });

  it("security headers: the API docs render under the panel's policy with no CSP violation", async () => {
    const page = await h.newPage('desktop');
    const violations = await watchCsp(page);
    const answer = await page.goto('/api/docs');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.locator('.swagger-ui .info .title').getByText('Pishkhan API').waitFor();
    await page.locator('.opblock').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  it('security headers: a script injected into a screen does not run, and the browser reports it', async () => {
    const page = await h.newPage('desktop', reseller);
    const violations = await watchCsp(page);
    await page.goto('/services');
    await page.getByTestId('services').waitFor();
    // What an injected <img onerror> or <script> in a customer's name would try: read the token and run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = localStorage.getItem("token") ?? "none"';
      document.body.append(script);
      return document.body.dataset.injected ?? null;
    });
    expect(ran).toBeNull();
    await expect.poll(async () => (await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
  });

  it('security headers: another page cannot frame the panel', async () => {
    const page = await h.newPage('desktop');
    const violations = await watchCsp(page);
    // A page of another origin (about:blank's opaque one) framing the login screen.
    await page.setContent(`<iframe id="panel" src="${h.baseUrl}/login" width="800" height="600"></iframe>`);
    await expect
      .poll(async () => (await violations()).some((v) => v.includes('frame-ancestors')), { timeout: 10_000 })
      .toBe(true);
    const forms = await Promise.all(page.frames().map((f) => f.locator('[data-testid="login-form"]').count()));
    expect(forms.every((n) => n === 0)).toBe(true);
  });
});
