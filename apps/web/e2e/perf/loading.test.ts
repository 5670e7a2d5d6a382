import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, holdRequests, routeChangeAsked, startHarness, waitFor } from '../harness';

/** What the login page downloads, and when: its files, their compression, and what the form fetches ahead. */
describe('loading the login page and the first screen', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the login page loads no schema library: zod comes with the first screen that validates', async () => {
    const page = await h.newPage('desktop');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'ورود', exact: true }).waitFor();
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.length).toBeGreaterThan(3);
    // zod names its classes at run time (`$ZodType`), so the name survives minifying.
    expect(scripts.filter((_, i) => bodies[i]?.includes('$ZodType'))).toEqual([]);

    // The registration form checks its fields with the contract's schemas: zod arrives then.
    const before = scripts.length;
    await page.getByRole('link', { name: 'ثبت‌نام کنید' }).click();
    await page.getByTestId('register-form').waitFor();
    const later = await Promise.all(scripts.slice(before).map(async (url) => (await page.request.get(url)).text()));
    expect(later.some((body) => body.includes('$ZodType'))).toBe(true);
  });

  it('login: the counts of the dashboard and the code of the layout are fetched while the code of the dashboard is still on its way, once each (decision 088)', async () => {
    const page = await h.newPage();
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    // The dashboard screen's code answers only once the test lets it.
    const release = await holdRequests(page, /\/assets\/dashboard-[^/]+\.js$/);
    await page.goto('/login');
    await page.getByLabel(/^شماره موبایل/).fill(DEMO.plainReseller.mobile);
    await page.getByLabel(/^رمز عبور/).fill(DEMO.plainReseller.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await waitFor(
      async () => (paths.includes('/api/dashboard/resellerinfo') ? true : undefined),
      "the dashboard's counts asked for while its code is held",
    );
    expect(paths.some((p) => /^\/assets\/app-layout-[^/]+\.js$/.test(p))).toBe(true);
    expect(paths.some((p) => /^\/assets\/dashboard-[^/]+\.js$/.test(p))).toBe(true);
    expect(await page.getByTestId('dashboard').count()).toBe(0);

    release();
    await page.getByTestId('stat-activeServices-value').waitFor();
    // A route change after the screen is in: a screen that asked again on mounting would have asked before it.
    await routeChangeAsked(page, 'nav-/transactions');
    expect(paths.filter((p) => p === '/api/dashboard/resellerinfo')).toHaveLength(1);
    expect(paths.filter((p) => p === '/api/notifications/mynew')).toHaveLength(1);
  });

  it("login: the code of the layout and of the dashboard, and the brand's weight, download once someone starts on the form, not before (decision 088)", async () => {
    const page = await h.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const ahead = () =>
      fetched.filter((p) =>
        /^\/assets\/(app-layout-[^/]+\.js|dashboard-[^/]+\.js|Vazirmatn-FD-ExtraBold-[^/]+\.woff2)$/.test(p),
      );
    await page.goto('/login');
    await page.getByRole('button', { name: 'ورود', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(ahead()).toEqual([]);

    await page.getByLabel(/^شماره موبایل/).click();
    const asked = await waitFor(
      async () => (ahead().length === 3 ? ahead() : undefined),
      'the layout, the dashboard and the brand weight asked for while the form is filled in',
    );
    await page.waitForLoadState('networkidle');
    await page.getByLabel(/^شماره موبایل/).fill(DEMO.plainReseller.mobile);
    await page.getByLabel(/^رمز عبور/).fill(DEMO.plainReseller.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByTestId('stat-activeServices-value').waitFor();
    // The dashboard used what the form had fetched.
    expect(ahead()).toEqual(asked);
  });

  it('login: /login loads its scripts in a few files, and the icons of the layout and the dashboard come in one (decision 088)', async () => {
    const page = await h.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'ورود', exact: true }).waitFor();
    expect(scripts.length).toBeLessThanOrEqual(5);

    await page.getByLabel(/^شماره موبایل/).fill(DEMO.plainReseller.mobile);
    await page.getByLabel(/^رمز عبور/).fill(DEMO.plainReseller.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByTestId('stat-activeServices-value').waitFor();
    expect(scripts.filter((p) => /^\/assets\/Icon/.test(p))).toEqual([]);
    expect(scripts.filter((p) => /^\/assets\/icons-[^/]+\.js$/.test(p))).toHaveLength(1);
  });

  it('login: the scripts and style sheets of /login come compressed, its JavaScript under 150 KB over the wire (decision 062)', async () => {
    const page = await h.newPage();
    const files: Promise<{ path: string; encoding?: string; wire: number; whole: number }>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!/\.(js|css)$/.test(pathname)) return;
      files.push(
        response.finished().then(async () => ({
          path: pathname,
          encoding: response.headers()['content-encoding'],
          wire: (await response.request().sizes()).responseBodySize,
          whole: (await response.body()).length,
        })),
      );
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'ورود', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const served = await Promise.all(files);
    // Every file worth it (the build leaves files under 1 KB whole) arrives as Brotli, which chromium asks for.
    const large = served.filter((f) => f.whole >= 1024);
    expect(large.length).toBeGreaterThanOrEqual(4);
    expect(large.filter((f) => f.encoding !== 'br').map((f) => f.path)).toEqual([]);
    for (const f of large) expect(f.wire, f.path).toBeLessThan(f.whole / 2);
    const javascript = served.filter((f) => f.path.endsWith('.js')).reduce((sum, f) => sum + f.wire, 0);
    expect(javascript).toBeLessThan(150 * 1024);
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
