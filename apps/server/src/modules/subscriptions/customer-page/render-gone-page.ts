import { CUSTOMER_PAGE_STYLES } from './customer-page.styles.js';
import { FONT_PATH } from './customer-page-assets.js';

/**
 * What a browser gets at a subscription address that finds no service (a reset link's old one, a removed service):
 * the customer's page's look, saying the address is dead and where the new one comes from. Nothing of any service or
 * reseller is known here, so nothing of one is shown; the text is fixed, nothing to escape.
 */
export function renderGonePage(): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow, noarchive">
<meta name="referrer" content="no-referrer">
<title>لینک اشتراک نامعتبر</title>
<link rel="preload" href="${FONT_PATH}" as="font" type="font/woff2" crossorigin>
<style>${CUSTOMER_PAGE_STYLES}</style>
</head>
<body>
<main>
<header class="top"><div><h1 data-testid="title">لینک اشتراک نامعتبر</h1><p>صفحه‌ی اشتراک</p></div></header>
<section class="card s-expired" aria-labelledby="gone-title" data-testid="gone"><div class="head"><h2 id="gone-title">وضعیت لینک</h2><span class="badge">نامعتبر</span></div>
<p class="note">این لینک اشتراک دیگر معتبر نیست.</p>
<p class="muted">لینک جدید را از فروشنده‌ی خود بخواهید و آن را به‌جای این لینک در برنامه وارد کنید.</p></section>
</main>
</body>
</html>
`;
}
