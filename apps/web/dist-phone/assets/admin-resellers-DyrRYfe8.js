import { t as p } from './data-pagination-Cv94AOFZ.js';
import { t as m } from './get-resellers-CMIfMVqQ.js';
import { t as _ } from './IconSearch-CDGiH3jZ.js';
import { t as l } from './IconUserPlus-pPXj_GDq.js';
import { i as a, at as i, Y as n, q as o, a as r, st as s, Q as t } from './index-B3ichRAS.js';
import { n as b, s as C, r as S, a as v, o as x, c as y } from './resellers-table-CFdTOp0K.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as d, x as f, u } from './runtime-B8Ttn_BI.js';
import { t as h } from './SegmentedControl-B5dOM2xL.js';
import { r as c } from './store-B5VJ9oXn.js';
import { t as g } from './use-debounced-value-Cw_OcOng.js';

var w = e(d()),
  T = u();
function E({ filters: e, onChange: t }) {
  const [r, i] = (0, w.useState)(e.search),
    [a] = g(r, 400),
    o = (0, w.useRef)(e.search);
  return (
    (0, w.useEffect)(() => {
      e.search !== o.current && ((o.current = e.search), i(e.search));
    }, [e.search]),
    (0, w.useEffect)(() => {
      a !== o.current && ((o.current = a), t({ search: a }));
    }, [a, t]),
    (0, T.jsx)(s, {
      withBorder: !0,
      p: `md`,
      radius: `md`,
      'data-testid': `reseller-filters`,
      children: (0, T.jsxs)(`div`, {
        className: S.filters,
        children: [
          (0, T.jsx)(n, {
            label: `جستجو`,
            placeholder: `نام یا شماره موبایل`,
            type: `search`,
            value: r,
            onChange: (e) => i(e.currentTarget.value),
            leftSection: (0, T.jsx)(_, { size: 16, 'aria-hidden': !0 }),
            'data-testid': `reseller-search`,
          }),
          (0, T.jsx)(h, {
            value: e.type || `all`,
            onChange: (e) => t({ type: e === `all` ? `` : e }),
            data: x.map((e) => ({ value: e.value || `all`, label: e.label })),
            'data-testid': `reseller-type-filter`,
          }),
        ],
      }),
    })
  );
}
function D() {
  r(`فروشندگان`);
  const [e, n] = f(),
    s = e.toString(),
    u = (0, w.useMemo)(() => y(e), [s]),
    d = (0, w.useCallback)((e) => n((t) => C(t, e)), [n]),
    { data: h } = m(u),
    [g, _] = (0, w.useState)(!1);
  return (0, T.jsxs)(c, {
    gap: `md`,
    'data-testid': `admin-resellers`,
    children: [
      (0, T.jsxs)(i, {
        justify: `space-between`,
        children: [
          (0, T.jsx)(o, { order: 1, size: `h3`, children: `فروشندگان` }),
          (0, T.jsx)(t, {
            leftSection: (0, T.jsx)(l, { size: 18, 'aria-hidden': !0 }),
            onClick: () => _(!0),
            'data-testid': `add-reseller`,
            children: `افزودن فروشنده`,
          }),
        ],
      }),
      (0, T.jsx)(E, { filters: u, onChange: d }),
      h
        ? (0, T.jsxs)(T.Fragment, {
            children: [
              (0, T.jsx)(b, { rows: h.data, filtered: !!u.search.trim() }),
              (0, T.jsx)(p, { total: h.last_page }),
            ],
          })
        : (0, T.jsx)(a, { fullScreen: !1 }),
      g && (0, T.jsx)(v, { user: null, onClose: () => _(!1) }),
    ],
  });
}

export { D as AdminResellersRoute };
