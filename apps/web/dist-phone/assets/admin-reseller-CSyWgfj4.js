import { t as w } from './data-pagination-Cv94AOFZ.js';
import { t as T } from './empty-state-Btny1RmZ.js';
import { n as E } from './get-resellers-CMIfMVqQ.js';
import { t as h } from './IconChevronRight-DHHh3a6m.js';
import {
  at as a,
  k as c,
  w as d,
  y as f,
  a as i,
  q as l,
  G as n,
  i as o,
  O as r,
  it as s,
  E as t,
  st as u,
} from './index-B3ichRAS.js';
import { n as A, t as j } from './ledger-table-QnM3HkIA.js';
import { t as k, i as O } from './resellers-table-CFdTOp0K.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { n as _, v as b, y as C, d as g, x as S, r as v, w as x, u as y } from './runtime-B8Ttn_BI.js';
import { t as D } from './SimpleGrid-BdsTzg9e.js';
import { r as m, i as p } from './store-B5VJ9oXn.js';
import { t as F, i as M, n as N, r as P } from './transaction-filter-bar-Bj7rKdKb.js';

var I = e(x()),
  L = (e) => r(n.get, { params: { id: e } }),
  R = (e) => _({ queryKey: [...E, `one`, e], queryFn: () => L(e), staleTime: 0 }),
  z = (e) => v(R(e)),
  B = y();
function V({ label: e, value: t, testId: n }) {
  return (0, B.jsxs)(m, {
    gap: 2,
    miw: 0,
    children: [
      (0, B.jsx)(p, { size: `xs`, c: `dimmed`, children: e }),
      (0, B.jsx)(p, { size: `sm`, fw: 600, 'data-testid': n, style: { overflowWrap: `anywhere` }, children: t }),
    ],
  });
}
function H({ user: e, onDeleted: n }) {
  const r = e.telegram.trim();
  return (0, B.jsx)(u, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `reseller-card`,
    children: (0, B.jsxs)(m, {
      gap: `md`,
      children: [
        (0, B.jsxs)(a, {
          justify: `space-between`,
          align: `flex-start`,
          gap: `sm`,
          children: [
            (0, B.jsxs)(m, {
              gap: 4,
              children: [
                (0, B.jsx)(l, { order: 2, size: `h4`, 'data-testid': `reseller-title`, children: e.name || e.mobile }),
                (0, B.jsx)(k, { user: e }),
              ],
            }),
            (0, B.jsx)(p, { size: `xl`, fw: 800, 'data-testid': `reseller-card-balance`, children: d(e.balance) }),
          ],
        }),
        (0, B.jsxs)(D, {
          cols: { base: 2, sm: 3, lg: 6 },
          spacing: `md`,
          children: [
            (0, B.jsx)(V, { label: `شماره موبایل`, value: t(e.mobile) }),
            (0, B.jsx)(V, { label: `درصد قیمت`, value: `${t(e.discount)}٪`, testId: `reseller-card-discount` }),
            (0, B.jsx)(V, { label: `پاداش معرفی`, value: `${t(e.referralreward)}٪` }),
            (0, B.jsx)(V, { label: `گروه پرداخت`, value: e.payGroup.name }),
            (0, B.jsx)(V, { label: `کد معرفی`, value: e.referral_code }),
            (0, B.jsx)(V, { label: `تاریخ ثبت`, value: f(e.created_at) }),
          ],
        }),
        r &&
          (0, B.jsxs)(p, {
            size: `sm`,
            children: [
              `تلگرام:`,
              ` `,
              (0, B.jsx)(s, {
                href: `https://t.me/${r.replace(/^@/, ``)}`,
                target: `_blank`,
                rel: `noopener noreferrer`,
                dir: `ltr`,
                children: r,
              }),
            ],
          }),
        (0, B.jsx)(O, { user: e, variant: `buttons`, onDeleted: n }),
      ],
    }),
  });
}
function U() {
  const e = Number(C().id),
    t = b(),
    n = z(e);
  i(n.data ? n.data.name || n.data.mobile : `فروشنده`);
  const [r, u] = S(),
    d = r.toString(),
    f = (0, I.useMemo)(() => ({ ...M(r), user_id: e }), [d, e]),
    p = (0, I.useCallback)((e) => u((t) => N(t, e)), [u]),
    _ = A(f);
  return n.isError && c(n.error) && n.error.status === 404
    ? (0, B.jsx)(T, { title: `این حساب پیدا نشد`, description: `شاید حذف شده باشد.`, testId: `reseller-missing` })
    : (0, B.jsxs)(m, {
        gap: `md`,
        'data-testid': `admin-reseller`,
        children: [
          (0, B.jsxs)(a, {
            gap: 4,
            children: [
              (0, B.jsx)(h, { size: 16, 'aria-hidden': !0 }),
              (0, B.jsx)(s, { component: g, to: `/admin/resellers`, size: `sm`, children: `فروشندگان` }),
            ],
          }),
          n.data
            ? (0, B.jsx)(H, { user: n.data, onDeleted: () => t(`/admin/resellers`, { replace: !0 }) })
            : (0, B.jsx)(o, { fullScreen: !1 }),
          (0, B.jsx)(l, { order: 2, size: `h4`, children: `دفتر حساب` }),
          (0, B.jsx)(F, { filters: f, onChange: p }),
          _.data
            ? (0, B.jsxs)(B.Fragment, {
                children: [
                  (0, B.jsx)(j, { rows: _.data.data, filtered: P(f), showUser: !1 }),
                  (0, B.jsx)(w, { total: _.data.last_page }),
                ],
              })
            : (0, B.jsx)(o, { fullScreen: !1 }),
        ],
      });
}

export { U as AdminResellerRoute };
