import { l as d } from './common-CVhYgptH.js';
import { t as c } from './IconSearch-CDGiH3jZ.js';
import { Y as n, st as r, Q as t } from './index-B3ichRAS.js';
import { n as o, t as s } from './jalali-range-input-BMvYkfCo.js';
import { t as i } from './NativeSelect-ovjdtB8C.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as l, w as u } from './runtime-B8Ttn_BI.js';
import { t as a } from './use-debounced-value-Cw_OcOng.js';

var f = e(u()),
  p = [
    { value: 0, label: `همه` },
    { value: 1, label: `واریز` },
    { value: 2, label: `سود معرفی` },
    { value: 3, label: `برداشت` },
    { value: 4, label: `خرید` },
    { value: 5, label: `اصلاحیه` },
    { value: 6, label: `کد هدیه` },
  ],
  m = /^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  h = (e) => {
    const t = d(e ?? ``).trim();
    return m.test(t) ? t : ``;
  };
function g(e) {
  const t = Number(e.get(`page`)),
    n = Number(e.get(`type`));
  return {
    page: Number.isInteger(t) && t >= 1 ? t : 1,
    from: h(e.get(`from`)),
    to: h(e.get(`to`)),
    type: Number.isInteger(n) && n >= 0 && n <= 6 ? n : 0,
    search: e.get(`search`) ?? ``,
  };
}
function _(e, t) {
  const n = new URLSearchParams(e);
  for (const [e, r] of Object.entries(t)) r === `` || r === 0 || r === void 0 ? n.delete(e) : n.set(e, String(r));
  return n.delete(`page`), n;
}
var v = (e) => !!(e.from || e.to || e.type || e.search.trim()),
  y = { grid: `_grid_oy4z0_2`, wide: `_wide_oy4z0_9` },
  b = l(),
  x = 400;
function S({ filters: e, onChange: l }) {
  const [u, d] = (0, f.useState)(e.search),
    [m] = a(u, x),
    h = (0, f.useRef)(e.search);
  return (
    (0, f.useEffect)(() => {
      e.search !== h.current && ((h.current = e.search), d(e.search));
    }, [e.search]),
    (0, f.useEffect)(() => {
      m !== h.current && ((h.current = m), l({ search: m }));
    }, [m, l]),
    (0, b.jsx)(r, {
      withBorder: !0,
      p: `md`,
      radius: `md`,
      'data-testid': `transaction-filters`,
      children: (0, b.jsxs)(`div`, {
        className: y.grid,
        children: [
          (0, b.jsx)(`div`, { className: y.wide, children: (0, b.jsx)(s, { from: e.from, to: e.to, onChange: l }) }),
          (0, b.jsx)(i, {
            label: `نوع تراکنش`,
            value: String(e.type),
            onChange: (e) => l({ type: Number(e.currentTarget.value) }),
            data: p.map((e) => ({ value: String(e.value), label: e.label })),
            'data-testid': `type-filter`,
          }),
          (0, b.jsx)(n, {
            label: `جستجو`,
            placeholder: `توضیحات تراکنش`,
            type: `search`,
            value: u,
            onChange: (e) => d(e.currentTarget.value),
            leftSection: (0, b.jsx)(c, { size: 16, 'aria-hidden': !0 }),
            'data-testid': `search-filter`,
          }),
          (0, b.jsx)(t, {
            variant: `default`,
            leftSection: (0, b.jsx)(o, { size: 16, 'aria-hidden': !0 }),
            disabled: !v(e),
            onClick: () => {
              (h.current = ``), d(``), l({ from: ``, to: ``, type: 0, search: `` });
            },
            'data-testid': `clear-filters`,
            className: y.wide,
            children: `حذف فیلترها`,
          }),
        ],
      }),
    })
  );
}

export { _ as n, g as i, S as t, v as r };
