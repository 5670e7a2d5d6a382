import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

/** The panel's figures (docs/PERFORMANCE.md), in headless Debian chromium with the e2e harness's flags. */

export const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
export const PANEL_FIGURES = [
  'panel: JavaScript /login loads (gzip)',
  'panel: login → interactive dashboard',
  'panel: services page, data arrived → a page of rows shown',
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PanelRow {
  dialect: string;
  figure: string;
  value: string;
  budget: string;
  pass: boolean | null;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads of /services behind the figure; each is noisy on a shared machine, so the row shows their median. */
const SERVICES_LOADS = 5;

/**
 * From the end of GET /api/services's answer (resource timing) to the frame that showed its first row on screen
 * (Element Timing's renderTime: when the frame was presented). The row's first cell is marked for Element Timing as
 * it enters the document, before it can be painted. The answer counted is the last one that ended before the rows
 * came, so a refetch afterwards does not shorten the figure. Browser code as text: this package compiles without
 * the DOM library.
 */
/**
 * `ms`: from the list's answer to its first row painted (printed for information: the panel's budgets are
 * `/login`'s JavaScript and login to the dashboard, docs/PERFORMANCE.md#the-budgets). `opened`: from the navigation's start to that
 * paint, the whole wait of a page opened anew: since decision 088 the list is asked for beside `/auth/me` and usually
 * answers before the layout has rendered, so `ms` then holds the layout's first render too.
 */
async function servicesPaint(page: Page): Promise<{ ms: number; opened: number; rows: number }> {
  await page.addInitScript({
    content: `new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier === 'first-service-row' && window.__rowPaintedAt === undefined) {
          window.__rowPaintedAt = entry.renderTime;
        }
      }
    }).observe({ type: 'element', buffered: true });
    new MutationObserver((records, observer) => {
      // Element Timing reports text for the element that holds it directly: the first row's first text, wherever it is.
      const row = document.querySelector('[data-testid^="service-row-"]');
      const walker = row && document.createTreeWalker(row, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent.trim() ? 1 : 3) });
      const cell = walker && walker.nextNode() && walker.currentNode.parentElement;
      if (cell) {
        window.__rowInsertedAt = performance.now();
        cell.setAttribute('elementtiming', 'first-service-row');
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });`,
  });
  await page.goto('/services');
  // A function, not a string: the panel's CSP (decision 078) refuses a string evaluated in the page.
  await page.waitForFunction(
    () => (globalThis as { __rowPaintedAt?: number }).__rowPaintedAt !== undefined,
    undefined,
    {
      timeout: 30_000,
    },
  );
  const timing = (await page.evaluate(`(() => {
    const ends = performance.getEntriesByType('resource')
      .filter((e) => /\\/api\\/services(\\?|$)/.test(e.name) && e.responseEnd <= window.__rowInsertedAt)
      .map((e) => e.responseEnd);
    return {
      responseEnd: ends.length ? Math.max(...ends) : NaN,
      paintedAt: window.__rowPaintedAt || NaN,
      rows: document.querySelectorAll('[data-testid^="service-row-"]').length,
    };
  })()`)) as { responseEnd: number; paintedAt: number; rows: number };
  return { ms: timing.paintedAt - timing.responseEnd, opened: timing.paintedAt, rows: timing.rows };
}

export async function measurePanel(
  baseUrl: string,
  mobile: string,
  password: string,
  dialect = 'panel',
): Promise<PanelRow[]> {
  const rows: PanelRow[] = [];
  const [bundleFigure, loginFigure, servicesFigure] = PANEL_FIGURES as [string, string, string];
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    return PANEL_FIGURES.map((figure) => ({
      dialect,
      figure,
      value: 'not run: apps/web/dist is missing (npm run build -w apps/web)',
      budget: '–',
      pass: null,
    }));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // 1. What /login fetches: every JavaScript file the browser asked for, as many bytes as came over the wire (the
    // server sends the build's Brotli or gzip copy, decision 062), and each file gzipped at the default level, the
    // budget's own measure.
    const context = await browser.newContext({
      viewport: { width: 1366, height: 800 },
      locale: 'fa-IR',
      baseURL: baseUrl,
    });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<{ wire: number; encoding: string }>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const encoding = response.headers()['content-encoding'] ?? 'none';
      scripts.set(
        url.pathname,
        response.finished().then(async () => ({ wire: (await response.request().sizes()).responseBodySize, encoding })),
      );
    });
    await page.goto('/login');
    await page.getByLabel(/^شماره موبایل/).waitFor();
    await page.waitForLoadState('networkidle');
    const served = await Promise.all(scripts.values());
    const wire = served.reduce((sum, s) => sum + s.wire, 0);
    const encodings = [...new Set(served.map((s) => s.encoding))].join(', ');
    const files = [...scripts.keys()].map((p) => path.join(WEB_DIST, p));
    const total = files.filter((f) => fs.existsSync(f)).reduce((sum, f) => sum + gzipSize(f), 0);
    const chunks = fs.readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js')).length;
    rows.push({
      dialect,
      figure: bundleFigure,
      value: `${kb(total)} gzipped in ${files.length} files, ${kb(wire)} over the wire (${encodings}) (${chunks} JavaScript chunks in the build)`,
      budget: '< 150 KB',
      pass: total < 150 * 1024 && wire < 150 * 1024,
    });

    // 2. Login through the form: from the click until the dashboard's stat cards show their numbers.
    await page.getByLabel(/^شماره موبایل/).fill(mobile);
    await page.getByLabel(/^رمز عبور/).fill(password);
    const began = performance.now();
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
    await page.getByTestId('stat-activeServices-value').waitFor({ timeout: 30_000 });
    const loginMs = performance.now() - began;
    rows.push({
      dialect,
      figure: loginFigure,
      value: `${Math.round(loginMs)} ms`,
      budget: '< 1 000 ms',
      pass: loginMs < 1000,
    });

    // 3. The services page, first visited in a fresh browser context each time (the first in the one above).
    const samples = [await servicesPaint(page)];
    await context.close();
    while (samples.length < SERVICES_LOADS) {
      const fresh = await browser.newContext({
        viewport: { width: 1366, height: 800 },
        locale: 'fa-IR',
        baseURL: baseUrl,
      });
      try {
        const other = await fresh.newPage();
        await other.goto('/login');
        await other.getByLabel(/^شماره موبایل/).fill(mobile);
        await other.getByLabel(/^رمز عبور/).fill(password);
        await other.getByRole('button', { name: 'ورود', exact: true }).click();
        await other.getByTestId('stat-activeServices-value').waitFor({ timeout: 30_000 });
        samples.push(await servicesPaint(other));
      } finally {
        await fresh.close();
      }
    }
    const times = samples.map((s) => s.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] as number;
    const opened = samples.map((s) => s.opened).sort((a, b) => a - b);
    const openedMedian = opened[Math.floor(opened.length / 2)] as number;
    rows.push({
      dialect,
      figure: servicesFigure,
      value: times.every(Number.isFinite)
        ? `${Math.round(median)} ms median of ${times.length} loads (${times.map(Math.round).join(', ')}; ${samples[0]?.rows} rows); the page opened anew showed them ${Math.round(openedMedian)} ms after the navigation's start (median)`
        : 'not measured (no /api/services resource timing or no paint of its rows)',
      budget: '–',
      pass: times.every(Number.isFinite) ? null : false,
    });
  } catch (error) {
    for (const figure of PANEL_FIGURES.filter((f) => !rows.some((r) => r.figure === f))) {
      rows.push({
        dialect,
        figure,
        value: `error: ${(error as Error).message.split('\n')[0]}`,
        budget: '–',
        pass: false,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
