import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildShareLink, linkEndpoint } from '../../../integrations/links/share-link.js';
import type { SubscriptionView } from '../subscription.view.js';
import { FONT_BYTES, FONT_PATH, registerCustomerPageAssets } from './customer-page-assets.js';
import { QR_MARGIN } from './qr-code-svg.js';
import { renderCustomerPage } from './render-customer-page.js';

const GIB = 1024 ** 3;
const NOW = new Date('2026-11-30T08:00:00Z');
const URL_OF_SUB = 'https://panel.example.com/sub/Ab3dEf6hIj9kLm2nOp5q';
const XSS_NAME = '<img src=x onerror=alert(1)>';

const reality = {
  security: 'reality',
  reality_public_key: 'AwoRGB8mLTQ7QklQV15lbHN6gYiPlp2kq7K5wMfO1dw',
  reality_short_id: '6ba85179e30d4fc2',
  reality_server_name: 'www.microsoft.com',
} as const;

const ENTRIES: SubscriptionView['entries'] = [
  {
    name: 'آلمان ۱ | VLESS TCP REALITY',
    credential: '3f1c7a2e-8d4b-4c55-9a1e-2b7f0c9d8e11',
    endpoint: linkEndpoint({
      protocol: 'vless',
      address: 'de1.example.com',
      port: 443,
      flow: 'xtls-rprx-vision',
      ...reality,
    }),
  },
  {
    name: XSS_NAME,
    credential: '3f1c7a2e-8d4b-4c55-9a1e-2b7f0c9d8e11',
    endpoint: linkEndpoint({
      protocol: 'vmess',
      address: 'de2.example.com',
      port: 8443,
      transport: 'ws',
      security: 'tls',
      path: '/ray',
      sni: 'cdn.example.com',
      fingerprint: 'chrome',
    }),
  },
  {
    name: 'Trojan gRPC',
    credential: 'p@ss&word"1',
    endpoint: linkEndpoint({
      protocol: 'trojan',
      address: 'nl.example.com',
      port: 2083,
      transport: 'grpc',
      security: 'tls',
      service_name: 'grpc-svc',
      alpn: ['h2'],
    }),
  },
  {
    name: 'Shadowsocks 2022',
    credential: 'c2VydmVyLWtleS0xMjM0NTY3OA==:dXNlci1rZXktMTIzNDU2Nzg=',
    endpoint: linkEndpoint({ protocol: 'shadowsocks', address: '203.0.113.7', port: 8388 }),
  },
  {
    name: 'VLESS XHTTP',
    credential: '9b2d6c1e-0a4f-4b8e-8c3d-5e6f7a8b9c0d',
    endpoint: linkEndpoint({
      protocol: 'vless',
      address: 'fi.example.com',
      port: 443,
      transport: 'xhttp',
      xhttp_mode: 'packet-up',
      security: 'tls',
      path: '/xh',
    }),
  },
  {
    name: 'VLESS IPv6',
    credential: '9b2d6c1e-0a4f-4b8e-8c3d-5e6f7a8b9c0d',
    endpoint: linkEndpoint({
      protocol: 'vless',
      address: '2001:db8::1',
      port: 443,
      transport: 'httpupgrade',
      security: 'tls',
    }),
  },
];

function fixture(changes: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    serviceId: 987654321,
    title: 'سرویس «نت آزاد» <b>',
    supportUrl: 'https://t.me/support_example',
    url: URL_OF_SUB,
    statuscode: 4,
    banned: false,
    uploadBytes: 2 * GIB,
    downloadBytes: 10.5 * GIB,
    totalBytes: 30 * GIB,
    unlimited: false,
    expiresAt: '2026-12-20T12:00:00.000Z',
    remainDays: 20,
    daily: Array.from({ length: 14 }, (_, i) => ({
      day: new Date(Date.UTC(2026, 10, 17 + i)).toISOString().slice(0, 10),
      bytes: i === 13 ? 0 : (i + 1) * 120 * 1024 ** 2,
    })),
    entries: ENTRIES,
    ...changes,
  };
}

/** An independent escape, to look for values as the HTML must carry them. */
const escaped = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const visibleText = (html: string) =>
  html
    .replace(/<script>[\s\S]*?<\/script>|<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The modules an SVG of the page draws, read back from its runs, to compare with the QR code of a value. */
function qrDrawn(svg: string): string {
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const size = side - 2 * QR_MARGIN;
  const grid = Array.from({ length: size }, () => Array<string>(size).fill('0'));
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let i = 0; i < Number(run); i++) {
      const row = grid[Number(y) - QR_MARGIN];
      if (row) row[Number(x) - QR_MARGIN + i] = '1';
    }
  }
  return grid.map((row) => row.join('')).join('\n');
}
function qrOf(value: string): string {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (_, x) => (modules.get(y, x) ? '1' : '0')).join(''),
  ).join('\n');
}
/** Every attribute name of every tag, its quoted value left out (values are escaped, so a quote ends them). */
const attributeNames = (html: string) =>
  [...html.matchAll(/<[a-z][^>]*>/g)].flatMap((tag) =>
    [...tag[0].replace(/"[^"]*"/g, '').matchAll(/\s([a-zA-Z-]+)=/g)].map((m) => m[1]?.toLowerCase()),
  );
const qrCodes = (html: string) => [...html.matchAll(/<details class="qr"[^>]*>[\s\S]*?<\/details>/g)].map((m) => m[0]);

describe('the customer’s page of a subscription', () => {
  const { html, csp } = renderCustomerPage(fixture(), NOW);
  const links = ENTRIES.map((entry) => buildShareLink(entry.endpoint, entry.credential, entry.name));

  it('is a Persian right-to-left document that search engines and referrers get nothing of', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="fa" dir="rtl">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow, noarchive">');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain(`<title>${escaped('سرویس «نت آزاد» <b>')}</title>`);
    // No address of the panel, no id of the service or its reseller.
    expect(html).not.toMatch(/\/api\/|\/services|serviceId|owner/);
    expect(html).not.toContain('987654321');
  });

  it('escapes every value: a name or a title of markup shows as text', () => {
    expect(html).not.toContain(XSS_NAME);
    expect(html).not.toContain('<b>');
    expect(html).toContain(`<h3 dir="auto">${escaped(XSS_NAME)}</h3>`);
    expect(html).toContain(escaped('سرویس «نت آزاد» <b>'));
    // The one script element is the page's own.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(attributeNames(html).filter((name) => name?.startsWith('on'))).toEqual([]);
  });

  it('shows every entry’s share link whole in its copy button and title, and its QR code on a tap', () => {
    expect(links.map((l) => l.slice(0, l.indexOf(':')))).toEqual(['vless', 'vmess', 'trojan', 'ss', 'vless', 'vless']);
    for (const link of links) {
      expect(html).toContain(`<code dir="ltr" title="${escaped(link)}">${escaped(link)}</code>`);
      expect(html).toContain(`data-copy="${escaped(link)}"`);
    }
    const codes = qrCodes(html);
    expect(codes).toHaveLength(1 + ENTRIES.length);
    expect(codes[0]).toContain('id="sub-qr"');
    expect(codes.map(qrDrawn)).toEqual([URL_OF_SUB, ...links].map(qrOf));
    expect(html).toContain(`data-copy="${URL_OF_SUB}"`);
  });

  it('tells the status in words, a switched-off service first', () => {
    const statusOf = (changes: Partial<SubscriptionView>) =>
      /data-testid="status">([^<]+)</.exec(renderCustomerPage(fixture(changes), NOW).html)?.[1];
    expect(statusOf({ statuscode: 1 })).toBe('هنوز استفاده نشده');
    expect(statusOf({ statuscode: 2 })).toBe('منقضی شده');
    expect(statusOf({ statuscode: 3 })).toBe('حجم تمام شده');
    expect(statusOf({ statuscode: 4 })).toBe('فعال');
    expect(statusOf({ statuscode: 4, banned: true })).toBe('غیرفعال');
    expect(statusOf({ statuscode: 2, banned: true })).toBe('غیرفعال');
  });

  it('draws the traffic used of the total in GB with Persian digits, the days left and the Jalali end date', () => {
    const text = visibleText(html);
    expect(text).toContain('۴۲٪');
    expect(text).toContain('۱۲٫۵ از ۳۰ گیگ');
    expect(text).toContain('مصرف شده ۱۲٫۵ گیگابایت');
    expect(text).toContain('حجم کل ۳۰ گیگابایت');
    expect(text).toContain('باقی‌مانده ۱۷٫۵ گیگابایت');
    expect(text).toContain('روزهای باقی‌مانده ۲۰ روز');
    expect(text).toContain('تاریخ پایان ۲۹ آذر ۱۴۰۵');
    // 42 % of the ring's 326.7 circumference.
    expect(html).toContain('stroke-dasharray="136.1 326.7"');
  });

  it('shows an unlimited service as «نامحدود» with no percentage, and a not-started one from its first connection', () => {
    const page = renderCustomerPage(
      fixture({ unlimited: true, totalBytes: 0, statuscode: 1, expiresAt: null, remainDays: 30 }),
      NOW,
    ).html;
    const text = visibleText(page);
    expect(text).toContain('حجم کل نامحدود');
    expect(text).toContain('نامحدود ۱۲٫۵ گیگ مصرف');
    expect(text).not.toMatch(/٪/);
    expect(text).not.toContain('باقی‌مانده');
    expect(text).toContain('از اولین اتصال، ۳۰ روز');
    expect(text).not.toContain('تاریخ پایان');
  });

  it('charts the last 14 days: the oldest on the right, Jalali days of the month, MB or GB', () => {
    const chart = /<svg class="chart"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    const bars = [...chart.matchAll(/<rect(?: class="today")? x="(\d+)" y="[\d.]+" width="12" height="(\d+)"/g)];
    expect(bars).toHaveLength(14);
    const xs = bars.map((b) => Number(b[1]));
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
    // The tallest bar is the 13th day's, the 14th (today) moved nothing.
    expect(bars.map((b) => Number(b[2]))).toEqual([6, 12, 18, 23, 29, 35, 41, 47, 53, 58, 64, 70, 76, 0]);
    const days = [...chart.matchAll(/<text x="\d+" y="104">([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(days).toEqual(['۲۶', '۲۷', '۲۸', '۲۹', '۳۰', '۱', '۲', '۳', '۴', '۵', '۶', '۷', '۸', '۹']);
    expect(chart).toContain('<title>سه‌شنبه ۲۶ آبان: ۱۲۰ مگابایت</title>');
    expect(chart).toContain('۱٫۵۲ گیگابایت</title>');
    const quiet = renderCustomerPage(fixture({ daily: fixture().daily.map((d) => ({ ...d, bytes: 0 })) }), NOW).html;
    expect(quiet).not.toContain('<svg class="chart"');
    expect(quiet).toContain('در این روزها مصرفی نبوده است.');
  });

  it('offers each app’s import link with the subscription URL, by platform', () => {
    const url = encodeURIComponent(URL_OF_SUB);
    const hrefs = [...html.matchAll(/<a class="btn" href="([^"]+)" data-testid="(import-[^"]+)">/g)].map((m) => [
      m[2],
      m[1],
    ]);
    const title = encodeURIComponent('سرویس «نت آزاد» <b>');
    expect(Object.fromEntries(hrefs)).toEqual({
      'import-android-v2rayng': `v2rayng://install-config?url=${url}`,
      'import-android-hiddify': `hiddify://import/${URL_OF_SUB}`,
      'import-android-clash': `clash://install-config?url=${url}`,
      'import-android-sing-box': `sing-box://import-remote-profile?url=${url}#${title}`,
      'import-ios-streisand': `streisand://import/${URL_OF_SUB}`,
      'import-ios-hiddify': `hiddify://import/${URL_OF_SUB}`,
      'import-windows-hiddify': `hiddify://import/${URL_OF_SUB}`,
      'import-windows-clash': `clash://install-config?url=${url}`,
      'import-macos-hiddify': `hiddify://import/${URL_OF_SUB}`,
      'import-macos-streisand': `streisand://import/${URL_OF_SUB}`,
      'import-macos-clash': `clash://install-config?url=${url}`,
    });
    for (const platform of ['android', 'ios', 'windows', 'macos'])
      expect(html).toContain(`<details class="platform" id="apps-${platform}">`);
  });

  it('links the reseller’s support only when it is a web or Telegram address', () => {
    const supportOf = (supportUrl: string) =>
      /<a class="btn ghost" href="([^"]*)" target="_blank" rel="noopener noreferrer" data-testid="support">پشتیبانی<\/a>/.exec(
        renderCustomerPage(fixture({ supportUrl }), NOW).html,
      )?.[1];
    expect(supportOf('https://t.me/support_example')).toBe('https://t.me/support_example');
    expect(supportOf('tg://resolve?domain=support_example')).toBe('tg://resolve?domain=support_example');
    expect(supportOf('http://help.example.com/a?b=1&c="2"')).toBe('http://help.example.com/a?b=1&amp;c=%222%22');
    for (const bad of ['', 'javascript:alert(1)', 'data:text/html,x', 'not a url']) {
      const page = renderCustomerPage(fixture({ supportUrl: bad }), NOW).html;
      expect(page).not.toContain('پشتیبانی');
      expect(page).not.toContain('javascript:');
    }
  });

  it('allows only its own script, by hash, its own style sheet and font, and no framing', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      `script-src ${sha(script)}`,
      `style-src ${sha(style)}`,
      "font-src 'self'",
      "base-uri 'none'",
      // A device's «حذف» posts to the page's own address (decision 105).
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(attributeNames(html)).toEqual(expect.arrayContaining(['class', 'href', 'data-copy', 'viewbox']));
    expect(attributeNames(html)).not.toContain('style');
    // Nothing is fetched but from the server itself: no src at all, the one link element and url() are its paths.
    expect(attributeNames(html)).not.toContain('src');
    expect([...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([FONT_PATH]);
    expect([...style.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1])).toEqual([FONT_PATH]);
  });

  it('with six entries, the page and its font come to under 60 KB gzipped', () => {
    const page = zlib.gzipSync(html).length;
    const font = zlib.gzipSync(FONT_BYTES).length;
    expect(page + font).toBeLessThan(60 * 1024);
  });
});

describe('the page’s font', () => {
  it('is served at a path no token can take, for a year, as woff2', async () => {
    expect(FONT_PATH).toMatch(/^\/sub\/_\/vazirmatn-[0-9a-f]{10}\.woff2$/);
    expect(FONT_PATH.slice('/sub/'.length)).not.toMatch(/^[\w-]{16,64}$/);
    const app = Fastify();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerCustomerPageAssets(app);
    const res = await app.inject({ method: 'GET', url: FONT_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(FONT_BYTES)).toBe(true);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    await app.close();
  });
});
