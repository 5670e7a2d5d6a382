import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

/** The panel's figures (issue #8 'Panel'), in headless Debian chromium with the e2e harness's flags. */

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
    // 1. What /login fetches: every JavaScript file the browser asked for, each gzipped (default level) as served.
    const context = await browser.newContext({
      viewport: { width: 1366, height: 800 },
      locale: 'fa-IR',
      baseURL: baseUrl,
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto('/login');
    await page.getByLabel(/^شماره موبایل/).waitFor();
    await page.waitForLoadState('networkidle');
    const files = [...scripts].map((p) => path.join(WEB_DIST, p));
    const total = files.filter((f) => fs.existsSync(f)).reduce((sum, f) => sum + gzipSize(f), 0);
    const chunks = fs.readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js')).length;
    rows.push({
      dialect,
      figure: bundleFigure,
      value: `${kb(total)} in ${files.length} files (${chunks} JavaScript chunks in the build)`,
      budget: '< 150 KB',
      pass: total < 150 * 1024,
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

    // 3. The services page: when the list's answer ended (resource timing) to when its first row was in the page.
    // Browser code as text: this package compiles without the DOM library.
    await page.addInitScript({
      content: `new MutationObserver(() => {
        if (window.__firstRowAt === undefined && document.querySelector('[data-testid^="service-row-"]')) {
          window.__firstRowAt = performance.now();
        }
      }).observe(document, { subtree: true, childList: true });`,
    });
    await page.goto('/services');
    await page.locator('[data-testid^="service-row-"]').first().waitFor({ timeout: 30_000 });
    const timing = (await page.evaluate(`(() => {
      const list = performance.getEntriesByType('resource').filter((e) => /\\/api\\/services(\\?|$)/.test(e.name));
      const last = list[list.length - 1];
      return {
        responseEnd: last ? last.responseEnd : NaN,
        rowAt: window.__firstRowAt ?? NaN,
        rows: document.querySelectorAll('[data-testid^="service-row-"]').length,
      };
    })()`)) as { responseEnd: number; rowAt: number; rows: number };
    const renderMs = timing.rowAt - timing.responseEnd;
    rows.push({
      dialect,
      figure: servicesFigure,
      value: Number.isFinite(renderMs)
        ? `${Math.round(renderMs)} ms (${timing.rows} rows)`
        : 'not measured (no /api/services resource timing)',
      budget: '< 100 ms',
      pass: Number.isFinite(renderMs) && renderMs < 100,
    });
    await context.close();
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
