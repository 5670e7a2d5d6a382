import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { normalizeText } from '@pishkhan/contract';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SCREENSHOT_DIR = path.join(ROOT, '.artifacts/screenshots');

export const DEMO = {
  admin: { mobile: '09120000000', password: 'pishkhan-admin' },
  fullReseller: { mobile: '09121111111', password: 'pishkhan-demo', code: 'DEMO1111' },
  plainReseller: { mobile: '09122222222', password: 'pishkhan-demo', code: 'DEMO2222' },
} as const;

export const VIEWPORTS = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls a condition (an HTTP state, not the page) until it holds. */
export async function waitFor<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

export interface SmsMessage {
  id: number;
  mobile: string;
  message: string;
  created_at: string;
}

export interface Harness {
  baseUrl: string;
  /** The server's data folder: its SQLite file is `pishkhan.sqlite` there (FreeRADIUS's `sql` module points at it). */
  dataDir: string;
  browser: Browser;
  api<T = unknown>(
    method: string,
    apiPath: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<T>;
  adminToken(): Promise<string>;
  loginToken(mobile: string, password: string): Promise<string>;
  /** Newest outbox message id for a mobile (0 if none), to wait for the next one. */
  lastSmsId(mobile: string): Promise<number>;
  /** The 5-digit code of the first SMS to `mobile` newer than `afterId`. */
  waitForCode(mobile: string, afterId?: number): Promise<string>;
  /**
   * A fresh browser context's tab. With a token, signed in as a returning user's browser is: the token and, beside
   * it, the kind of its user that every login stores (decision 088).
   */
  newPage(viewport?: ViewportName, token?: string): Promise<Page>;
  pageErrors: Error[];
  close(): Promise<void>;
}

/** Starts the real server on a free port with a fresh data folder, and Debian's chromium. */
/** `env` adds to the server's environment, e.g. the address of a provider's local fake. */
export async function startHarness(options: { env?: Record<string, string> } = {}): Promise<Harness> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-web-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'outbox',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const stopServer = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
        const res = await fetch(`${baseUrl}/api/settings/maintenance`);
        return res.ok ? true : undefined;
      },
      'the server to answer',
      60_000,
    );
  } catch (error) {
    await stopServer();
    throw new Error(`${String(error)}\n${output}`);
  }

  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    await stopServer();
    throw error;
  }

  const contexts: BrowserContext[] = [];
  const pageErrors: Error[] = [];

  const api = async <T>(
    method: string,
    apiPath: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(`${baseUrl}/api${apiPath}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${apiPath} -> ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };

  const loginToken = async (mobile: string, password: string) =>
    (
      await api<{ token: string }>('POST', '/auth/login', {
        body: { mobile, token: password, loginWithPassword: true },
      })
    ).token;

  let admin: string | undefined;
  const adminToken = async () => {
    admin ??= await loginToken(DEMO.admin.mobile, DEMO.admin.password);
    return admin;
  };

  const outbox = async (mobile: string) =>
    api<SmsMessage[]>('GET', `/admin/sms-outbox?mobile=${encodeURIComponent(mobile)}`, { token: await adminToken() });

  return {
    baseUrl,
    dataDir,
    browser,
    api,
    adminToken,
    loginToken,
    pageErrors,
    async lastSmsId(mobile) {
      return (await outbox(mobile))[0]?.id ?? 0;
    },
    async waitForCode(mobile, afterId = 0) {
      return waitFor(async () => {
        const newest = (await outbox(mobile)).find((m) => m.id > afterId);
        return newest ? /\b(\d{5})\b/.exec(normalizeText(newest.message))?.[1] : undefined;
      }, `an SMS code for ${mobile}`);
    },
    async newPage(viewport = 'desktop', token) {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'fa-IR', baseURL: baseUrl });
      contexts.push(context);
      if (token) {
        // A token the server refuses has no user to learn the kind of: it is seeded alone.
        const type = await api<{ type: string }>('GET', '/auth/me', { token }).then(
          (me) => me.type,
          () => null,
        );
        // Seed the session once per tab, so a later logout in the test really logs out.
        await context.addInitScript(
          (seed) => {
            if (!window.sessionStorage.getItem('e2e-seeded')) {
              window.localStorage.setItem('token', seed.token);
              if (seed.type) window.localStorage.setItem('user-type', seed.type);
              window.sessionStorage.setItem('e2e-seeded', '1');
            }
          },
          { token, type },
        );
      }
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error));
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await stopServer();
    },
  };
}

/** Screenshots go to .artifacts/screenshots/<name>-<viewport>.png (gitignored). */
export async function screenshot(page: Page, name: string, options: { animations?: 'disabled' | 'allow' } = {}) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { width } = page.viewportSize() ?? VIEWPORTS.desktop;
  const label = width <= VIEWPORTS.phone.width ? 'phone' : 'desktop';
  // Finished transitions: a picture of the settled screen, not of a sliding sidebar.
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`),
    animations: options.animations ?? 'disabled',
    caret: 'hide',
  });
}

/** The page must not scroll sideways (usable at 390 px). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The balance the header shows, in Toman; prices must be shown (the header's toggle on). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  const digits = normalizeText(text).replace(/[^0-9]/g, '');
  if (digits === '') throw new Error(`the header shows no balance: ${text}`);
  return Number(digits);
}

/** A service's row (or card) in the /services list. */
export const serviceRow = (page: Page, id: number) => page.getByTestId(`service-row-${id}`);

/** Opens a service row's actions menu and picks `label`. */
export async function openServiceAction(page: Page, id: number, label: string) {
  await serviceRow(page, id).getByTestId('service-actions').click();
  // Exact: «تمدید خودکار: …» holds «تمدید» too.
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

let counter = 0;
/** A fresh mobile number per call, unlikely to collide across runs on one server. */
export function freshMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 100_000}${counter}`.padStart(7, '0').slice(-7);
  return `0935${tail}`;
}

/** Holds the answers to the page's requests that match `pattern` (a screen's code still on its way) until released. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Clicks a sidebar link and waits for the route change's own request for the user (docs/product/screens.md), which leaves
 * with the navigation (decision 088): whatever the screen before it asked for on mounting was asked before it.
 */
export async function routeChangeAsked(page: Page, navTestId: string) {
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/me');
  await page.getByTestId(navTestId).click();
  await asked;
}

/**
 * Moves to another screen and answers which of `apis` `paths` holds, sorted, once each time it was asked for: a screen
 * that asked again on mounting would have asked before the route change's own call.
 */
export async function askedUpToRouteChange(page: Page, paths: string[], apis: string[], navTestId = 'nav-/services') {
  await routeChangeAsked(page, navTestId);
  return paths.filter((p) => apis.includes(p)).sort();
}

/** The path of every request the page makes from now on, in order: what a screen asked for, to count. */
export function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

async function askedWhileHeld(paths: string[], apiPaths: string[], held: string) {
  await waitFor(
    async () => (apiPaths.every((p) => paths.includes(p)) ? true : undefined),
    `${apiPaths.join(', ')} asked for while ${held} is held`,
  );
}

/**
 * Opens `address` anew, as a reopened tab (decision 088), and holds the answer for the user until each of `apiPaths`
 * has been asked for: a screen whose route loader starts its queries asks beside the user, not after it. Returns the
 * paths the page asks for, from before the opening on.
 */
export async function reopenWithUserHeld(page: Page, address: string, apiPaths: string[]): Promise<string[]> {
  const paths = requestedPaths(page);
  const release = await holdRequests(page, /\/api\/auth\/me$/);
  await page.goto(address);
  await askedWhileHeld(paths, apiPaths, 'the user');
  release();
  return paths;
}

/**
 * Clicks a sidebar link and holds the screen's code (`chunk`) until each of `apiPaths` has been asked for: a route
 * loader starts them as the route is entered (decision 088). `screenTestId` must not show meanwhile. Returns the paths
 * the page asks for, from the click on.
 */
export async function enterWithCodeHeld(
  page: Page,
  navTestId: string,
  chunk: RegExp,
  apiPaths: string[],
  screenTestId: string,
): Promise<string[]> {
  const paths = requestedPaths(page);
  const release = await holdRequests(page, chunk);
  await page.getByTestId(navTestId).click();
  await askedWhileHeld(paths, apiPaths, 'the code of the screen');
  const shown = await page.getByTestId(screenTestId).count();
  release();
  if (shown !== 0) throw new Error(`${screenTestId} showed while its code was held`);
  return paths;
}

/** Logs in through the form, by password. */
export async function loginWithPassword(page: Page, mobile: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^شماره موبایل/).fill(mobile);
  await page.getByLabel(/^رمز عبور/).fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.getByTestId('dashboard').waitFor();
}

/** The sweetalert2 dialog that is open now. */
export function dialog(page: Page) {
  return page.locator('.swal2-popup');
}

/**
 * Waits until no dialog is up: its fading backdrop gone (it takes clicks meant for the page) and focus handed back
 * (sweetalert2 does it 100 ms later, closing a dropdown opened in between). `fireAlert` marks both with `data-alert`.
 */
export async function dialogGone(page: Page) {
  await page.locator('html[data-alert]').waitFor({ state: 'detached' });
}

/** Presses the dialog's OK and waits until it has fully closed. */
export async function closeDialog(page: Page) {
  await dialog(page).getByRole('button', { name: 'باشه' }).click();
  await dialogGone(page);
}

/** Latin words a user can read on the page (the interface is Persian only); `allow` lists data words. */
/** Latin words shown in the page, or in one part of it (a locator). */
export async function visibleLatinWords(scope: Page | Locator, allow: string[] = []): Promise<string[]> {
  const text =
    'goto' in scope
      ? await scope.evaluate(() => document.body.innerText)
      : await scope.evaluate((el) => (el as HTMLElement).innerText);
  return (text.match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? []).filter((word) => !allow.includes(word));
}

export interface ProviderFakes {
  /** Server environment pointing PerfectMoney and Cryptomus at the fakes. */
  env: Record<string, string>;
  issueVoucher(amount: string): Promise<{ evoucher: string; activationcode: string }>;
  /** A merchant id the Zarinpal fake accepts (its StartPay page has «پرداخت» and «انصراف» buttons). */
  zarinpalMerchantId: string;
  /** Cryptomus's merchant uuid and key as the fake knows them, for a store's Cryptomus gateway. */
  cryptomus: { merchant: string; apiKey: string };
  /** A payer sends coins to a wallet: Cryptomus's signed webhook reaches the server over HTTP. */
  deposit(address: string, amount: string): Promise<{ status: number; answer: string }>;
  close(): Promise<void>;
}

/** The server's PerfectMoney, Cryptomus and Zarinpal fakes, in their own process (the panel's tests import no server code). */
export async function startProviderFakes(): Promise<ProviderFakes> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/test/fakes/serve-fakes.ts'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const info = await new Promise<{
    env: Record<string, string>;
    perfectmoney: string;
    cryptomus: string;
    zarinpal: { url: string; merchantId: string };
  }>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk) => {
      buffered += chunk;
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`provider fakes exited with ${code}`)));
  });
  const post = async <T>(url: string, body: unknown) => {
    const res = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
    return (await res.json()) as T;
  };
  return {
    env: info.env,
    zarinpalMerchantId: info.zarinpal.merchantId,
    cryptomus: { merchant: info.env.CRYPTOMUS_MERCHANT ?? '', apiKey: info.env.CRYPTOMUS_API_KEY ?? '' },
    issueVoucher: (amount) => post(`${info.perfectmoney}/__fake/vouchers`, { amount }),
    deposit: (address, amount) => post(`${info.cryptomus}/__fake/deposit`, { address, amount }),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
    },
  };
}

/** A Latin value (code, link, address, serial, host) the page shows in a way decision 084 forbids. */
export interface LatinValueFault {
  value: string;
  fault: 'persian-digits' | 'breaks-inside';
  where: string;
}

/**
 * Latin values on the screen that (a) are drawn with the digit-substituting face, so «V2Ray» reads «V۲Ray», or (b) are
 * broken across lines inside the value («de1.pishkhan.example:44 / 3»). A Latin value is a run of ASCII letters, digits
 * and the punctuation of links, e-mails and addresses; it counts for (a) when it mixes digits with letters or is an
 * IPv4 address, and for (b) when it is at least four characters long. Inputs are checked for (a) by their value.
 */
export async function latinValueFaults(page: Page): Promise<LatinValueFault[]> {
  return page.evaluate(() => {
    const faults: { value: string; fault: 'persian-digits' | 'breaks-inside'; where: string }[] = [];
    const substitutes = (el: Element) => /^\s*"?Vazirmatn FD/.test(getComputedStyle(el).fontFamily);
    const hasDigitValue = (v: string) => /[0-9]/.test(v) && (/[A-Za-z]/.test(v) || /\d+\.\d+\.\d+\.\d+/.test(v));
    const where = (el: Element) => {
      const id = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id ? ` in ${id}` : ''}`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, textarea, svg')) continue;
      if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[A-Za-z0-9][A-Za-z0-9._:/@?=&%+#~-]*/g)) {
        const value = match[0].replace(/[.:]+$/, '');
        if (hasDigitValue(value) && substitutes(parent))
          faults.push({ value, fault: 'persian-digits', where: where(parent) });
        // A value marked to wrap whole (decision 084: the invite link) is shown entire on purpose.
        if (value.length < 4 || parent.closest('[data-wraps-whole]')) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + value.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) faults.push({ value, fault: 'breaks-inside', where: where(parent) });
      }
    }
    for (const input of document.querySelectorAll('input')) {
      if (input.type === 'hidden' || input.getClientRects().length === 0) continue;
      if (hasDigitValue(input.value) && substitutes(input))
        faults.push({ value: input.value, fault: 'persian-digits', where: where(input) });
    }
    return faults;
  });
}
