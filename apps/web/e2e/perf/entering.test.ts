import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askedUpToRouteChange,
  DEMO,
  enterWithCodeHeld,
  type Harness,
  holdRequests,
  type ProviderFakes,
  requestedPaths,
  routeChangeAsked,
  startHarness,
  startProviderFakes,
  waitFor,
} from '../harness';
import { newStoreReseller } from '../store-helpers';

/**
 * A screen entered from the sidebar: its route loader asks for its data while the screen's code is still on its way,
 * and the screen, once in, does not ask again.
 */
describe('entering a screen from the sidebar', () => {
  // Top-ups are offered only where the server has the provider's credentials: the fakes provide them.
  let fakes: ProviderFakes;
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    fakes = await startProviderFakes();
    h = await startHarness({ env: fakes.env });
    token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  it('services: from the sidebar, the list is asked for while the code of the screen is still on its way, once (decision 088)', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/');
    await page.getByTestId('dashboard').waitFor();
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/services') lists.push(url.search);
    });
    const release = await holdRequests(page, /\/assets\/services-[^/]+\.js$/);
    await page.getByTestId('nav-/services').click();
    await waitFor(async () => (lists.length > 0 ? true : undefined), 'the list asked for while its code is held');
    expect(await page.getByTestId('services-table').count()).toBe(0);

    release();
    await page.locator('[data-testid^="service-row-"]').first().waitFor();
    // A screen that asked again on mounting would have asked before the next route change.
    await routeChangeAsked(page, 'nav-/transactions');
    expect(lists).toEqual(['?page=1&status=0&paid=0']);
  });

  it('newservice: from the sidebar, the packages are asked for while the code of the screen is still on its way, once (decision 088)', async () => {
    const page = await h.newPage('desktop', token);
    await page.goto('/');
    await page.getByTestId('dashboard').waitFor();
    const paths = await enterWithCodeHeld(
      page,
      'nav-/newservice',
      /\/assets\/newservice-[^/]+\.js$/,
      ['/api/packages/mypackages'],
      'package-picker',
    );
    await page.getByTestId('package-picker').getByRole('radio').first().waitFor();
    expect(await askedUpToRouteChange(page, paths, ['/api/packages/mypackages'])).toEqual(['/api/packages/mypackages']);
  });

  // Only from the sidebar: whether the store is on is known once the user is, so a reopened store screen asks on
  // mounting, after /auth/me (decision 088).
  const storeScreens = [
    { path: '/store/products', api: '/api/products/myproducts', empty: 'products-empty' },
    { path: '/store/orders', api: '/api/shop/myorders', empty: 'orders-empty' },
    { path: '/store/paymentmethods', api: '/api/paymentmethods/mymethods', empty: 'methods-empty' },
  ];
  for (const screen of storeScreens) {
    it(`${screen.path}: from the sidebar, the list is asked for while the code of the screen is still on its way, once (decision 088)`, async () => {
      const r = await newStoreReseller(h);
      const page = await h.newPage('desktop', r.token);
      await page.goto('/');
      await page.getByTestId('dashboard').waitFor();
      const name = screen.path.slice(1).replace('/', '-');
      const chunk = new RegExp(`/assets/${name}-[^/]+\\.js$`);
      const paths = await enterWithCodeHeld(page, `nav-${screen.path}`, chunk, [screen.api], name);
      await page.getByTestId(screen.empty).waitFor();
      expect(await askedUpToRouteChange(page, paths, [screen.api])).toEqual([screen.api]);
    });
  }

  // Whether the pay group offers a top-up is known once the user is: from the sidebar the screen's data is
  // asked for while its code is on its way; a reopened screen asks once /auth/me answers, as the store's do.
  const topUpScreens = [
    { path: '/perfectmoney', chunk: 'perfectmoney', apis: ['/api/transactions/usdprice'] },
    { path: '/tron', chunk: 'crypto', apis: ['/api/cryptomus/tronprice', '/api/cryptomus/wallet'] },
    { path: '/ton', chunk: 'crypto', apis: ['/api/cryptomus/tonprice', '/api/cryptomus/wallet'] },
  ];
  for (const screen of topUpScreens) {
    it(`${screen.path}: from the sidebar its data is asked for while the code is on its way; reopened, once (decision 088)`, async () => {
      const page = await h.newPage('desktop', token);
      await page.goto('/');
      await page.getByTestId('dashboard').waitFor();
      const chunk = new RegExp(`/assets/${screen.chunk}-[^/]+\\.js$`);
      const entered = await enterWithCodeHeld(page, `nav-${screen.path}`, chunk, screen.apis, 'rate-price');
      await page.getByTestId('rate-price').waitFor();
      expect(await askedUpToRouteChange(page, entered, screen.apis)).toEqual(screen.apis);

      const paths = requestedPaths(page);
      await page.goto(screen.path);
      await page.getByTestId('rate-price').waitFor();
      await page.getByTestId('wallet-loading').waitFor({ state: 'detached' });
      expect(await askedUpToRouteChange(page, paths, screen.apis)).toEqual(screen.apis);
    });
  }

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
