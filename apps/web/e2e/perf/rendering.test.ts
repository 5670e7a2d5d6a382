import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type Harness,
  holdRequests,
  type ProviderFakes,
  startHarness,
  startProviderFakes,
  waitFor,
} from '../harness';

/** What a screen draws, and in which fonts: its text weights preloaded, no render it does not need, fields named. */
describe('rendering a screen', () => {
  let h: Harness;
  // Top-ups are offered only where the server has the provider's credentials: the fakes provide them.
  let fakes: ProviderFakes;
  let fullToken: string;
  let plainToken: string;
  beforeAll(async () => {
    fakes = await startProviderFakes();
    h = await startHarness({ env: fakes.env });
    fullToken = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    plainToken = await h.loginToken(DEMO.plainReseller.mobile, DEMO.plainReseller.password);
  });
  afterAll(async () => {
    await h?.close();
    await fakes?.close();
  });

  it('a page opened anew fetches its text weights first, once each, so its rows are laid out in them (decision 088)', async () => {
    const page = await h.newPage('desktop', fullToken);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/services');
    await page.getByTestId('services-table').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const list = requested.indexOf('/api/services');
    expect(list).toBeGreaterThan(0);
    for (const weight of ['Regular', 'Medium', 'SemiBold', 'Bold']) {
      const font = new RegExp(`/Vazirmatn-FD-${weight}-[^/]+\\.woff2$`);
      const fetched = requested.flatMap((p, at) => (font.test(p) ? [at] : []));
      // Once: the face uses the preloaded file. Before the list: not first asked for by its rows' layout.
      expect(fetched, weight).toHaveLength(1);
      expect(fetched[0], weight).toBeLessThan(list);
    }
  });

  it('moving to another screen: the user asked for again and answered unchanged renders nothing again (decision 088)', async () => {
    const page = await h.newPage('desktop', plainToken);
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      // React reports every commit to the developer tools' hook when one is there, in a production build too.
      w.__commits = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => {
          w.__commits = (w.__commits as number) + 1;
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      };
      // For each answer of /api/auth/me: the commits from reading its body to the next task, by when the store has
      // taken the user and React has rendered whatever that changed (both run in microtasks of the same task).
      const answers: number[] = [];
      w.__meCommits = answers;
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await original(input, init);
        if (new URL(response.url).pathname === '/api/auth/me') {
          const read = response.text.bind(response);
          response.text = () =>
            read().then((body) => {
              const before = w.__commits as number;
              setTimeout(() => answers.push((w.__commits as number) - before), 0);
              return body;
            });
        }
        return response;
      };
    });
    await page.goto('/');
    await page.getByTestId('stat-activeServices-value').waitFor();

    const inFlight = new Set<string>();
    page.on('request', (request) => inFlight.add(request.url()));
    page.on('requestfinished', (request) => inFlight.delete(request.url()));
    page.on('requestfailed', (request) => inFlight.delete(request.url()));
    const release = await holdRequests(page, /\/api\/auth\/me$/);
    await page.getByTestId('nav-/services').click();
    await page.locator('[data-testid="services-panel"][data-loading="false"]').waitFor();
    // Everything else the screen asked for is in, so what follows the release is the user's answer alone.
    await waitFor(
      async () => ([...inFlight].every((url) => new URL(url).pathname === '/api/auth/me') ? true : undefined),
      'the services screen settled with only /api/auth/me held',
    );
    const answered = await page.evaluate(() => (window as unknown as { __meCommits: number[] }).__meCommits.length);
    release();
    const commits = await waitFor(
      () => page.evaluate((n) => (window as unknown as { __meCommits: number[] }).__meCommits[n], answered),
      'the held /api/auth/me answered and read',
    );
    expect(commits).toBe(0);
  });

  it("a field's label names it: a click on the label focuses the field, and its id holds while the screen is used", async () => {
    const page = await h.newPage('desktop', plainToken);
    await page.goto('/services');
    await page.locator('[data-testid="services-panel"][data-loading="false"]').waitFor();
    const field = page.getByTestId('filter-search');
    const id = await field.getAttribute('id');
    expect(id).toBeTruthy();
    const label = page.locator(`label[for="${id}"]`);
    expect(await label.textContent()).toContain('جستجو');
    await label.click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('filter-search');
    // Typing renders the screen again: the label still names the same field.
    await page.keyboard.type('0912');
    expect(await field.getAttribute('id')).toBe(id);
    expect(await page.locator(`label[for="${id}"]`).textContent()).toContain('جستجو');
  });

  it('no uncaught page errors', () => {
    expect(h.pageErrors.map(String)).toEqual([]);
  });
});
