import { multiplierLabel, SERVICE_STATUS, type ServiceStatus } from '@pishkhan/contract';
import { buildShareLink } from '../../../integrations/links/share-link.js';
import { persianNumber } from '../../../lib/persian-number.js';
import type { SubscriptionView } from '../subscription.view.js';
import { PLATFORMS } from './app-guides.js';
import { CUSTOMER_PAGE_SCRIPT, CUSTOMER_PAGE_SCRIPT_HASH } from './customer-page.script.js';
import { CUSTOMER_PAGE_STYLES, CUSTOMER_PAGE_STYLES_HASH } from './customer-page.styles.js';
import { FONT_PATH } from './customer-page-assets.js';
import { escapeHtml as e } from './escape-html.js';
import { drawQrSvg } from './qr-code-svg.js';
import { renderDevices } from './render-devices.js';

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

/** Nothing but the page's own script, style sheet and font; no framing, no base; forms only to itself (a device's «حذف»). */
export const CUSTOMER_PAGE_CSP = [
  "default-src 'none'",
  `script-src '${CUSTOMER_PAGE_SCRIPT_HASH}'`,
  `style-src '${CUSTOMER_PAGE_STYLES_HASH}'`,
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const expiryDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', dateStyle: 'long' });
const updatedAt = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'long',
  timeStyle: 'short',
});
/** `daily` days are calendar days (YYYY-MM-DD, Tehran's): read at noon UTC, they stay the same day in the Jalali calendar. */
const dayOfMonth = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'UTC', day: 'numeric' });
const dayInFull = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const percent = new Intl.NumberFormat('fa-IR', { style: 'percent', maximumFractionDigits: 0 });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

const gigabytes = (bytes: number) => persianNumber(Math.round((bytes / GIB) * 100) / 100);

/** A day's traffic: MB below a gigabyte, else GB. */
function formatAmount(bytes: number) {
  if (bytes >= GIB) return `${gigabytes(bytes)} گیگابایت`;
  return `${persianNumber(Math.round((bytes / MIB) * 10) / 10)} مگابایت`;
}

type StatusKey = 'active' | 'unused' | 'expired' | 'traffic' | 'banned';
const STATUS: Record<StatusKey, { label: string; note: string }> = {
  active: { label: 'فعال', note: '' },
  unused: { label: 'هنوز استفاده نشده', note: 'مدت سرویس از اولین اتصال شمرده می‌شود.' },
  expired: { label: 'منقضی شده', note: 'مدت سرویس تمام شده است؛ برای تمدید با فروشنده‌ی خود تماس بگیرید.' },
  traffic: { label: 'حجم تمام شده', note: 'حجم سرویس تمام شده است؛ برای افزایش حجم با فروشنده‌ی خود تماس بگیرید.' },
  banned: { label: 'غیرفعال', note: 'این سرویس غیرفعال شده است؛ با فروشنده‌ی خود تماس بگیرید.' },
};
const BY_CODE = {
  [SERVICE_STATUS.UNUSED]: 'unused',
  [SERVICE_STATUS.EXPIRED]: 'expired',
  [SERVICE_STATUS.TRAFFIC_FINISHED]: 'traffic',
  [SERVICE_STATUS.ACTIVE]: 'active',
} as const satisfies Record<ServiceStatus, StatusKey>;

/** A switched-off service says so, whatever its days and traffic. */
const statusOf = (view: SubscriptionView): StatusKey => (view.banned ? 'banned' : BY_CODE[view.statuscode]);

/** Only a web or Telegram address becomes a link: anything else (`javascript:`, `data:`) is dropped. */
function supportHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'tg:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

function renderRing(view: SubscriptionView) {
  const used = view.uploadBytes + view.downloadBytes;
  const r = 52;
  const circumference = 2 * Math.PI * r;
  const share = view.unlimited ? 1 : view.totalBytes > 0 ? Math.min(1, used / view.totalBytes) : 1;
  const [big, small] = view.unlimited
    ? ['نامحدود', `${gigabytes(used)} گیگ مصرف`]
    : [percent.format(share), `${gigabytes(used)} از ${gigabytes(view.totalBytes)} گیگ`];
  const fill =
    share > 0
      ? `<circle class="fill" cx="60" cy="60" r="${r}" stroke-dasharray="${(share * circumference).toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 60 60)"/>`
      : '';
  const label = view.unlimited ? `حجم نامحدود، ${small}` : `${big} از حجم مصرف شده: ${small}`;
  return `<svg class="ring" viewBox="0 0 120 120" role="img" aria-label="${e(label)}" data-testid="usage-ring"><circle class="track" cx="60" cy="60" r="${r}"/>${fill}<text class="big" x="60" y="62">${e(big)}</text><text class="small" x="60" y="82">${e(small)}</text></svg>`;
}

function renderFacts(view: SubscriptionView) {
  const used = view.uploadBytes + view.downloadBytes;
  const facts: Array<[string, string]> = [['مصرف شده', `${gigabytes(used)} گیگابایت`]];
  if (view.unlimited) facts.push(['حجم کل', 'نامحدود']);
  else
    facts.push(
      ['حجم کل', `${gigabytes(view.totalBytes)} گیگابایت`],
      ['باقی‌مانده', `${gigabytes(Math.max(0, view.totalBytes - used))} گیگابایت`],
    );
  if (view.expiresAt === null) facts.push(['مدت', `از اولین اتصال، ${persianNumber(view.remainDays)} روز`]);
  else
    facts.push(
      ['روزهای باقی‌مانده', `${persianNumber(Math.max(0, view.remainDays))} روز`],
      ['تاریخ پایان', expiryDate.format(new Date(view.expiresAt))],
    );
  // A byte through these servers counts as this many against the traffic (decision 109).
  for (const m of view.trafficMultipliers ?? [])
    facts.push([`ضریب مصرف سرور ${m.node}`, multiplierLabel(m.multiplier)]);
  return `<dl class="facts">${facts.map(([k, v]) => `<div><dt>${e(k)}</dt><dd>${e(v)}</dd></div>`).join('')}</dl>`;
}

/** Fourteen bars, the oldest on the right as Persian reads, with the day of the month under each; none when nothing moved. */
function renderDaily(daily: SubscriptionView['daily']) {
  const slot = 20;
  const width = daily.length * slot;
  const floor = 88;
  const max = Math.max(...daily.map((d) => d.bytes));
  const bars = daily
    .map((d, i) => {
      const x = width - (i + 1) * slot;
      const h = d.bytes > 0 ? Math.max(2, Math.round((d.bytes / max) * 76)) : 0;
      const title = `<title>${e(`${dayInFull.format(noon(d.day))}: ${formatAmount(d.bytes)}`)}</title>`;
      const today = i === daily.length - 1 ? ' class="today"' : '';
      return `<g><rect${today} x="${x + 4}" y="${floor - h}" width="12" height="${h}" rx="2"/>${title}<text x="${x + 10}" y="104">${e(dayOfMonth.format(noon(d.day)))}</text></g>`;
    })
    .join('');
  const total = daily.reduce((sum, d) => sum + d.bytes, 0);
  const first = daily[0]?.day ?? '';
  const last = daily[daily.length - 1]?.day ?? '';
  const summary =
    total === 0 ? 'در این روزها مصرفی نبوده است.' : `مجموع: ${formatAmount(total)}، بیشترین روز: ${formatAmount(max)}`;
  return `<section class="card" aria-labelledby="daily-title"><h2 id="daily-title">مصرف ${persianNumber(daily.length)} روز اخیر</h2>
<p class="muted">از ${e(expiryDate.format(noon(first)))} تا ${e(expiryDate.format(noon(last)))}</p>
${total === 0 ? '' : `<svg class="chart" viewBox="0 0 ${width} 110" role="img" aria-label="${e(`مصرف روزانه؛ ${summary}`)}" data-testid="daily-chart"><line x1="0" x2="${width}" y1="${floor + 0.5}" y2="${floor + 0.5}"/>${bars}</svg>\n`}<p class="muted" data-testid="daily-summary">${e(summary)}</p></section>`;
}

/** App names inside a Persian step stay on one line («sing-box» would break at its hyphen). */
const stepHtml = (text: string) =>
  text
    .split(/([A-Za-z][\w.-]*)/)
    .map((part, i) => (i % 2 === 1 ? `<bdi class="nobr">${e(part)}</bdi>` : e(part)))
    .join('');

const copyButton = (value: string, label: string, testId: string) =>
  `<button type="button" data-copy="${e(value)}" data-copied="false" data-testid="${testId}">${e(label)}</button>`;

const qrDetails = (value: string, label: string, id = '') =>
  `<details class="qr"${id ? ` id="${id}"` : ''}><summary>نمایش کد QR</summary>${drawQrSvg(value, label)}</details>`;

function renderSubscription(view: SubscriptionView) {
  return `<section class="card" aria-labelledby="sub-title" data-testid="subscription"><h2 id="sub-title">لینک اشتراک</h2>
<p class="muted">این لینک را یک بار در برنامه وارد کنید؛ سرورها و وضعیت سرویس با همین لینک به‌روز می‌شوند.</p>
<div class="row"><code dir="ltr" title="${e(view.url)}" data-testid="subscription-url">${e(view.url)}</code>${copyButton(view.url, 'کپی لینک اشتراک', 'copy-subscription')}</div>
${qrDetails(view.url, 'کد QR لینک اشتراک', 'sub-qr')}</section>`;
}

function renderApps(view: SubscriptionView) {
  const platforms = PLATFORMS.map((platform) => {
    const apps = platform.apps
      .map(({ app, install }) => {
        const button = `افزودن به ${app.short}`;
        const steps = [install, ...app.steps(button)].map((s) => `<li>${stepHtml(s)}</li>`).join('');
        return `<div class="app"><h3>${e(app.name)}</h3><ol>${steps}</ol><a class="btn" href="${e(app.importLink(view.url, view.title))}" data-testid="import-${platform.id}-${app.short.toLowerCase()}">${e(button)}</a></div>`;
      })
      .join('');
    return `<details class="platform" id="apps-${platform.id}"><summary>${e(platform.name)}</summary>${apps}</details>`;
  }).join('');
  return `<section class="card" aria-labelledby="apps-title"><h2 id="apps-title">افزودن به برنامه</h2>
<p class="muted">دستگاه خود را انتخاب کنید، یکی از برنامه‌ها را نصب کنید و دکمه‌ی افزودن را بزنید.</p>${platforms}</section>`;
}

function renderEntries(view: SubscriptionView) {
  // Withheld or refused by the device limit: the devices card says why, not «no server» (decision 105).
  if (view.devices?.withheld || view.devices?.refused) return '';
  const entries = view.entries
    .map((entry, i) => {
      const link = buildShareLink(entry.endpoint, entry.credential, entry.name);
      return `<div class="entry" data-testid="entry"><h3 dir="auto">${e(entry.name)}</h3>
<div class="row"><code dir="ltr" title="${e(link)}">${e(link)}</code>${copyButton(link, 'کپی لینک', `copy-entry-${i}`)}</div>
${qrDetails(link, `کد QR ${entry.name}`)}</div>`;
    })
    .join('\n');
  const body =
    entries === ''
      ? '<p class="muted">فعلاً سروری برای اتصال در دسترس نیست.</p>'
      : `<p class="muted">برای برنامه‌ای که اشتراک نمی‌پذیرد، هر سرور را جداگانه کپی و وارد کنید.</p>${entries}`;
  return `<section class="card" aria-labelledby="entries-title"><h2 id="entries-title">لینک هر سرور</h2>${body}</section>`;
}

/**
 * The customer's page of a subscription: what a browser gets at `/sub/:token`. It shows the service's state and the
 * ways to connect, and nothing of the reseller but the name and support link they chose; every value is escaped.
 */
export function renderCustomerPage(view: SubscriptionView, now: Date): { html: string; csp: string } {
  const status = statusOf(view);
  const { label, note } = STATUS[status];
  const support = supportHref(view.supportUrl);
  const supportLink = support
    ? `<a class="btn ghost" href="${e(support)}" target="_blank" rel="noopener noreferrer" data-testid="support">پشتیبانی</a>`
    : '';
  const html = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow, noarchive">
<meta name="referrer" content="no-referrer">
<title>${e(view.title)}</title>
<link rel="preload" href="${FONT_PATH}" as="font" type="font/woff2" crossorigin>
<style>${CUSTOMER_PAGE_STYLES}</style>
</head>
<body>
<main>
<header class="top"><div><h1 data-testid="title">${e(view.title)}</h1><p>وضعیت سرویس و راه‌های اتصال</p></div>${supportLink}</header>
<section class="card s-${status}" aria-labelledby="status-title"><div class="head"><h2 id="status-title">وضعیت سرویس</h2><span class="badge" data-testid="status">${e(label)}</span></div>
${note ? `<p class="note">${e(note)}</p>` : ''}<div class="usage">${renderRing(view)}${renderFacts(view)}</div></section>
${renderDevices(view)}
${renderDaily(view.daily)}
${renderSubscription(view)}
${renderApps(view)}
${renderEntries(view)}
<footer>به‌روزرسانی: ${e(updatedAt.format(now))}</footer>
</main>
<script>${CUSTOMER_PAGE_SCRIPT}</script>
</body>
</html>
`;
  return { html, csp: CUSTOMER_PAGE_CSP };
}
