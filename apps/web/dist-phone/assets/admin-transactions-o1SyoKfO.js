import { t as u } from './data-pagination-Cv94AOFZ.js';
import { st as i, i as n, q as r, a as t } from './index-B3ichRAS.js';
import { n as d, t as f } from './ledger-table-QnM3HkIA.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { x as c, u as o, w as s } from './runtime-B8Ttn_BI.js';
import { r as a } from './store-B5VJ9oXn.js';
import { t as g, r as h, n as m, i as p } from './transaction-filter-bar-Bj7rKdKb.js';
import { t as l } from './user-picker-Clzw0ygZ.js';

var _ = e(s()),
  v = o();
function y(e) {
  const t = Number(e.get(`user_id`));
  return Number.isInteger(t) && t > 0 ? t : void 0;
}
function b() {
  t(`همه‌ی تراکنش‌ها`);
  const [e, o] = c(),
    s = e.toString(),
    b = (0, _.useMemo)(() => ({ ...p(e), user_id: y(e) }), [s]),
    x = (0, _.useCallback)((e) => o((t) => m(t, e)), [o]),
    S = (0, _.useCallback)(
      (e) =>
        o((t) => {
          const n = new URLSearchParams(t);
          return e ? n.set(`user_id`, String(e)) : n.delete(`user_id`), n.delete(`page`), n;
        }),
      [o],
    ),
    { data: C } = d(b);
  return (0, v.jsxs)(a, {
    gap: `md`,
    'data-testid': `admin-transactions`,
    children: [
      (0, v.jsx)(r, { order: 1, size: `h3`, children: `همه‌ی تراکنش‌ها` }),
      (0, v.jsx)(i, {
        withBorder: !0,
        p: `md`,
        radius: `md`,
        children: (0, v.jsx)(l, { value: b.user_id, onChange: S }),
      }),
      (0, v.jsx)(g, { filters: b, onChange: x }),
      C
        ? (0, v.jsxs)(v.Fragment, {
            children: [
              (0, v.jsx)(f, { rows: C.data, filtered: h(b) || b.user_id !== void 0 }),
              (0, v.jsx)(u, { total: C.last_page }),
            ],
          })
        : (0, v.jsx)(n, { fullScreen: !1 }),
    ],
  });
}

export { b as AdminTransactionsRoute, y as readUserId };
