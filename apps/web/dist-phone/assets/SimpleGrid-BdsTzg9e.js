import { gt as d } from './index-B3ichRAS.js';
import { u as f } from './runtime-B8Ttn_BI.js';
import {
  d as a,
  o as c,
  R as e,
  c as i,
  p as l,
  V as n,
  h as o,
  _ as r,
  m as s,
  U as t,
  z as u,
} from './store-B5VJ9oXn.js';

function p(e, t) {
  return e in t ? d(t[e]) : d(e);
}
function m(e, t) {
  const n = e.map((e) => ({ value: e, px: p(e, t) }));
  return n.sort((e, t) => e.px - t.px), n;
}
function h(e) {
  return typeof e == `object` && e ? (`base` in e ? e.base : void 0) : e;
}
var g = f();
function _(e) {
  if (e !== void 0) return typeof e == `number` ? n(e) : e;
}
function v({ spacing: n, verticalSpacing: i, cols: a, minColWidth: o, autoRows: s, selector: c }) {
  const d = r(),
    f = i === void 0 ? n : i,
    p = o !== void 0,
    v = u({
      '--sg-spacing-x': e(h(n)),
      '--sg-spacing-y': e(h(f)),
      '--sg-auto-rows': s,
      ...(p ? { '--sg-min-col-width': _(o) } : { '--sg-cols': h(a)?.toString() }),
    }),
    y = t(d.breakpoints).reduce(
      (t, r) => (
        t[r] || (t[r] = {}),
        typeof n == `object` && n[r] !== void 0 && (t[r][`--sg-spacing-x`] = e(n[r])),
        typeof f == `object` && f[r] !== void 0 && (t[r][`--sg-spacing-y`] = e(f[r])),
        !p && typeof a == `object` && a[r] !== void 0 && (t[r][`--sg-cols`] = a[r]),
        t
      ),
      {},
    ),
    b = m(t(y), d.breakpoints)
      .filter((e) => t(y[e.value]).length > 0)
      .map((e) => ({ query: `(min-width: ${d.breakpoints[e.value]})`, styles: y[e.value] }));
  return (0, g.jsx)(l, { styles: v, media: b, selector: c });
}
function y(e) {
  return typeof e == `object` && e ? t(e) : [];
}
function b(e) {
  return e.sort((e, t) => d(e) - d(t));
}
function x({ spacing: e, verticalSpacing: t, cols: n, minColWidth: r }) {
  return b(Array.from(new Set([...y(e), ...y(t), ...(r === void 0 ? y(n) : [])])));
}
function S({ spacing: t, verticalSpacing: n, cols: r, minColWidth: i, autoRows: a, selector: o }) {
  const s = n === void 0 ? t : n,
    c = i !== void 0,
    d = u({
      '--sg-spacing-x': e(h(t)),
      '--sg-spacing-y': e(h(s)),
      '--sg-auto-rows': a,
      ...(c ? { '--sg-min-col-width': _(i) } : { '--sg-cols': h(r)?.toString() }),
    }),
    f = x({ spacing: t, verticalSpacing: n, cols: r, minColWidth: i }),
    p = f.reduce(
      (n, i) => (
        n[i] || (n[i] = {}),
        typeof t == `object` && t[i] !== void 0 && (n[i][`--sg-spacing-x`] = e(t[i])),
        typeof s == `object` && s[i] !== void 0 && (n[i][`--sg-spacing-y`] = e(s[i])),
        !c && typeof r == `object` && r[i] !== void 0 && (n[i][`--sg-cols`] = r[i]),
        n
      ),
      {},
    ),
    m = f.map((e) => ({ query: `simple-grid (min-width: ${e})`, styles: p[e] }));
  return (0, g.jsx)(l, { styles: d, container: m, selector: o });
}
var C = { container: `m_925c2d2c`, root: `m_2415a157` },
  w = { cols: 1, spacing: `md`, type: `media` },
  T = i((e) => {
    const t = o(`SimpleGrid`, w, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: l,
        unstyled: u,
        vars: d,
        cols: f,
        verticalSpacing: p,
        spacing: m,
        type: h,
        minColWidth: _,
        autoFlow: y,
        autoRows: b,
        attributes: x,
        ...T
      } = t,
      E = s({
        name: `SimpleGrid`,
        classes: C,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: l,
        unstyled: u,
        attributes: x,
        vars: d,
      }),
      D = a(),
      O = _ === void 0 ? void 0 : y || `auto-fill`;
    return h === `container`
      ? (0, g.jsxs)(g.Fragment, {
          children: [
            (0, g.jsx)(S, { ...t, selector: `.${D}` }),
            (0, g.jsx)(`div`, {
              ...E(`container`),
              children: (0, g.jsx)(c, { ...E(`root`, { className: D }), ...T, 'data-auto-cols': O }),
            }),
          ],
        })
      : (0, g.jsxs)(g.Fragment, {
          children: [
            (0, g.jsx)(v, { ...t, selector: `.${D}` }),
            (0, g.jsx)(c, { ...E(`root`, { className: D }), ...T, 'data-auto-cols': O }),
          ],
        });
  });
(T.classes = C), (T.displayName = `@mantine/core/SimpleGrid`);

export { T as t };
