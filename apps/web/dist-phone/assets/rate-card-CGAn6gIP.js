import { at as c, w as d, b as l, O as o, U as s, st as u } from './index-B3ichRAS.js';
import { n as e, u as n, r as t } from './runtime-B8Ttn_BI.js';
import { t as a } from './Skeleton-D-SLUjiH.js';
import { r as i, i as r } from './store-B5VJ9oXn.js';

var f = 6e4,
  p = () => o(s.usdPrice),
  m = () => e({ queryKey: [`rates`, `usd`], queryFn: p, refetchInterval: f, staleTime: 0, meta: { quiet: !0 } }),
  h = () => t(m()),
  g = n();
function _({ unit: e, rate: t, loading: n, failed: o }) {
  return (0, g.jsx)(u, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    'data-testid': `rate-card`,
    children: (0, g.jsxs)(i, {
      gap: 4,
      children: [
        (0, g.jsx)(r, { size: `sm`, c: `dimmed`, children: `نرخ تبدیل (هر دقیقه به‌روز می‌شود)` }),
        n
          ? (0, g.jsx)(a, { height: 28, width: `60%` })
          : o || !t || t.price <= 0
            ? (0, g.jsx)(r, {
                fw: 600,
                c: `orange`,
                'data-testid': `rate-unavailable`,
                children: `نرخ فعلاً در دسترس نیست؛ کمی بعد دوباره سر بزنید.`,
              })
            : (0, g.jsxs)(g.Fragment, {
                children: [
                  (0, g.jsx)(c, {
                    gap: `xs`,
                    wrap: `wrap`,
                    children: (0, g.jsxs)(r, {
                      fw: 700,
                      size: `lg`,
                      'data-testid': `rate-price`,
                      children: [`هر `, e, `: `, d(t.price)],
                    }),
                  }),
                  t.rate !== 100 &&
                    (0, g.jsxs)(r, {
                      size: `sm`,
                      c: t.rate > 100 ? `teal` : `red`,
                      'data-testid': `rate-credit`,
                      children: [
                        `با ضریب `,
                        l(t.rate),
                        `٪ گروه شما، هر `,
                        e,
                        ` `,
                        d(t.credit),
                        ` به موجودی افزوده می‌شود.`,
                      ],
                    }),
                ],
              }),
      ],
    }),
  });
}

export { _ as t, f as n, h as r };
