import http from 'node:http';
import path from 'node:path';
import type { Service } from '@pishkhan/contract';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  freshMobile,
  type Harness,
  horizontalOverflow,
  latinValueFaults,
  SCREENSHOT_DIR,
  startHarness,
  VIEWPORTS,
  type ViewportName,
} from './harness';
import { packageId } from './store-helpers';

const GIB = 1_073_741_824;
const TITLE = 'نت <b>آزاد</b>';
/** Latin words the page may show besides the links and the servers' names: the apps' names and «QR». */
const APP_WORDS = ['v2rayNG', 'Hiddify', 'Streisand', 'Clash', 'FlClash', 'Meta', 'Verge', 'sing-box', 'QR'];
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * The customer's page: what the reseller's customer sees opening the subscription URL in a browser. A service bought
 * through the API, its usage written into the harness's database as the collector would (12.5 of 30 GB, 25 days left,
 * some days of traffic), opened as a phone on Android and as a desktop.
 */
describe('the customer’s page of a subscription', () => {
  let h: Harness;
  let service: Service;
  let links: string[];

  beforeAll(async () => {
    h = await startHarness();
    const token = await h.loginToken(DEMO.fullReseller.mobile, DEMO.fullReseller.password);
    await h.api('POST', '/users/support', {
      token,
      body: { supportlink: 'https://t.me/azad_help', store: 'فروشگاه آزاد', servicename: TITLE },
    });
    const [bought] = await h.api<Service[]>('POST', '/services', {
      token,
      body: {
        package_id: await packageId(h, token, 'یک ماهه ۳۰ گیگ'),
        batch: false,
        count: 1,
        mobile: freshMobile(),
        name: 'مشتری صفحه',
      },
    });
    if (!bought) throw new Error('no service');
    service = bought;
    const db = new Database(path.join(h.dataDir, 'pishkhan.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      const start = Date.now() - 5 * 86_400_000;
      db.prepare(
        'UPDATE services SET started_at = ?, expire_in = ?, download_bytes = ?, upload_bytes = ? WHERE id = ?',
      ).run(
        new Date(start).toISOString(),
        new Date(start + 30 * 86_400_000).toISOString(),
        10 * GIB,
        2.5 * GIB,
        service.id,
      );
      const day = db.prepare(
        'INSERT INTO usage_daily (service_id, day, upload_bytes, download_bytes) VALUES (?, ?, ?, ?)',
      );
      for (let i = 1; i <= 5; i++)
        day.run(service.id, new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10), 0, i * 400 * 1024 ** 2);
    } finally {
      db.close();
    }
    // What a client app gets at the same URL: the share links the page's cards must carry.
    const plain = await fetch(service.subscription_url);
    links = Buffer.from(await plain.text(), 'base64')
      .toString('utf8')
      .trim()
      .split('\n');
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A tab of a fresh context, as an Android phone at 390 px or a desktop at 1366 px, recording what it asks for. */
  async function open(viewport: ViewportName) {
    const context = await h.browser.newContext({
      viewport: VIEWPORTS[viewport],
      locale: 'fa-IR',
      ...(viewport === 'phone' ? { userAgent: ANDROID_UA, isMobile: true, hasTouch: true } : {}),
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    const page = await context.newPage();
    const requested: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => h.pageErrors.push(error));
    const answer = await page.goto(service.subscription_url);
    await page.evaluate(() => document.fonts.ready);
    return { page, answer, requested, refused, close: () => context.close() };
  }

  /** The page's text with the Latin values left out: the links, the servers' names and the reseller's title. */
  const interfaceText = (page: Page) =>
    page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const value of body.querySelectorAll('h1, code, .entry h3, script, style, svg')) value.remove();
      document.body.append(body);
      body.querySelectorAll('details').forEach((d) => {
        d.open = true;
      });
      const text = body.innerText;
      body.remove();
      return text;
    });

  const screenshotAs = (page: Page, name: string) =>
    page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true, animations: 'disabled', caret: 'hide' });

  it('on a phone: the title, the status and the ring in Persian, every link in a card, nothing wider than the screen', async () => {
    const { page, answer, requested, refused, close } = await open('phone');
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.title()).toBe(TITLE);
    expect(await page.getByTestId('title').textContent()).toBe(TITLE);
    expect(await page.locator('h1 b').count()).toBe(0);
    expect(await page.getByTestId('status').textContent()).toBe('فعال');
    const ring = page.getByTestId('usage-ring');
    expect(await ring.locator('text').allTextContents()).toEqual(['۴۲٪', '۱۲٫۵ از ۳۰ گیگ']);
    const facts = await page.locator('.facts div').allInnerTexts();
    expect(facts.map((f) => f.replace(/\s+/g, ' '))).toEqual([
      'مصرف شده ۱۲٫۵ گیگابایت',
      'حجم کل ۳۰ گیگابایت',
      'باقی‌مانده ۱۷٫۵ گیگابایت',
      'روزهای باقی‌مانده ۲۵ روز',
      expect.stringMatching(/^تاریخ پایان [۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}$/),
    ]);
    expect(await page.getByTestId('daily-chart').locator('rect[height]:not([height="0"])').count()).toBe(5);
    expect(await page.getByTestId('daily-summary').textContent()).toBe(
      'مجموع: ۵٫۸۶ گیگابایت، بیشترین روز: ۱٫۹۵ گیگابایت',
    );
    const support = page.getByTestId('support');
    expect(await support.getAttribute('href')).toBe('https://t.me/azad_help');
    expect(await support.getAttribute('rel')).toBe('noopener noreferrer');

    expect(await page.getByTestId('subscription-url').textContent()).toBe(service.subscription_url);
    expect(links.length).toBeGreaterThan(0);
    expect(await page.getByTestId('entry').locator('code').allTextContents()).toEqual(links);
    expect(await page.locator('.qr svg').count()).toBe(links.length + 1);
    // On a phone the codes wait for a tap; Android's own guide is the one open.
    expect(await page.locator('#sub-qr').getAttribute('open')).toBeNull();
    expect(await page.locator('#apps-android').getAttribute('open')).toBe('');
    expect(await page.locator('#apps-ios').getAttribute('open')).toBeNull();
    const firstQr = page.getByTestId('entry').first().locator('details.qr');
    await firstQr.locator('summary').click();
    expect(await firstQr.locator('svg').isVisible()).toBe(true);
    expect(await page.getByTestId('import-android-v2rayng').getAttribute('href')).toBe(
      `v2rayng://install-config?url=${encodeURIComponent(service.subscription_url)}`,
    );
    expect(await page.getByTestId('import-android-sing-box').getAttribute('href')).toBe(
      `sing-box://import-remote-profile?url=${encodeURIComponent(service.subscription_url)}#${encodeURIComponent(TITLE)}`,
    );

    await screenshotAs(page, 'customer-page-phone.png');

    // A link's card: one line, cut with an ellipsis, the whole of it in the copy.
    const code = page.getByTestId('entry').first().locator('code');
    expect(
      await code.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.whiteSpace, style.textOverflow, style.overflowX, el.getAttribute('dir')];
      }),
    ).toEqual(['nowrap', 'ellipsis', 'hidden', 'ltr']);
    const copy = page.getByTestId('copy-entry-0');
    await copy.click();
    await copy.getByText('کپی شد').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(links[0]);
    await page.locator('[data-testid="copy-entry-0"][data-copied="false"]').waitFor({ timeout: 5000 });
    expect(await copy.textContent()).toBe('کپی لینک');
    await page.getByTestId('copy-subscription').click();
    await page.getByTestId('copy-subscription').getByText('کپی شد').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(service.subscription_url);

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => {
        const root = document.scrollingElement as Element;
        return root.scrollWidth - root.clientWidth;
      }),
    ).toBeLessThanOrEqual(0);
    // Every button and link a thumb taps is at least 44 px high.
    const targets = await page
      .locator('button, a.btn, summary')
      .evaluateAll((els) =>
        els.filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect().height),
      );
    expect(Math.min(...targets)).toBeGreaterThanOrEqual(44);

    const latin = (await interfaceText(page)).match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [];
    expect(latin.filter((word) => !APP_WORDS.includes(word))).toEqual([]);
    expect(await latinValueFaults(page)).toEqual([]);
    expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn', 'وضعیت'))).toBe(true);

    expect(requested.every((url) => new URL(url).origin === h.baseUrl)).toBe(true);
    expect(requested.some((url) => /\/sub\/_\/vazirmatn-[0-9a-f]{10}\.woff2$/.test(url))).toBe(true);
    expect(refused).toEqual([]);
    expect(h.pageErrors).toEqual([]);
    await close();
  });

  it('on a desktop: a centred column, the subscription’s QR code open to scan, its font cached for a year', async () => {
    const { page, requested, refused, close } = await open('desktop');
    const column = await page.locator('main').boundingBox();
    const width = VIEWPORTS.desktop.width;
    expect(column && column.width < width / 2).toBe(true);
    expect(column && Math.abs(column.x + column.width / 2 - width / 2)).toBeLessThan(10);
    expect(await page.locator('#sub-qr').getAttribute('open')).toBe('');
    expect(await page.locator('#sub-qr svg').isVisible()).toBe(true);
    expect(await page.locator('details.platform[open]').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await latinValueFaults(page)).toEqual([]);

    const fontUrl = requested.find((url) => url.includes('/sub/_/'));
    const font = await fetch(fontUrl ?? '');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await screenshotAs(page, 'customer-page-desktop.png');
    expect(requested.every((url) => new URL(url).origin === h.baseUrl)).toBe(true);
    expect(refused).toEqual([]);
    await close();
  });

  it('is never shown inside another site’s frame', async () => {
    const answer = await fetch(service.subscription_url, { headers: { accept: 'text/html' } });
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('no-store');

    // A page of another origin (another port) that frames it gets nothing of it.
    const framing = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><iframe src="${service.subscription_url}" width="400" height="400"></iframe>`);
    });
    await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
    const address = framing.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const context = await h.browser.newContext();
    try {
      const page = await context.newPage();
      const framed = page.waitForResponse((response) => response.url() === service.subscription_url);
      await page.goto(`http://127.0.0.1:${port}/`);
      expect((await framed).status()).toBe(200);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame).toBeDefined();
      const shown = await frame
        ?.evaluate(() => document.querySelector('[data-testid="title"]')?.textContent)
        .catch(() => null);
      expect(shown ?? null).toBeNull();
    } finally {
      await context.close();
      await new Promise((resolve) => framing.close(resolve));
    }
  });
});
