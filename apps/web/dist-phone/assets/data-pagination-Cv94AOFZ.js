import { t as b } from './create-event-handler-BFtKR396.js';
import { t as h } from './create-safe-context-DswzsaXw.js';
import { ut as i, ft as n, lt as r, at as t } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as _, w as v, x as y } from './runtime-B8Ttn_BI.js';
import { D as a, M as c, h as d, m as f, N as l, u as m, F as o, o as p, L as s, c as u } from './store-B5VJ9oXn.js';
import { n as g } from './Transition-Cx7H30U_.js';

var x = e(v(), 1);
function S(e, t) {
  const n = t - e + 1;
  return Array.from({ length: n }, (t, n) => n + e);
}
var C = `dots`;
function w({ total: e, siblings: t = 1, boundaries: r = 1, page: i, initialPage: a, onChange: o, startValue: s = 1 }) {
  const c = Math.max(Math.trunc(s), 1),
    l = Math.max(Math.trunc(e), c),
    u = l - c + 1,
    d = a ?? c,
    [f, p] = n({ value: i, onChange: o, defaultValue: d, finalValue: d }),
    m = (0, x.useCallback)(
      (e) => {
        p(e < c ? c : e > l ? l : e);
      },
      [c, l, p],
    ),
    h = (0, x.useCallback)(() => m(f + 1), [f, m]),
    g = (0, x.useCallback)(() => m(f - 1), [f, m]),
    _ = (0, x.useCallback)(() => m(c), [m, c]),
    v = (0, x.useCallback)(() => m(l), [l, m]);
  return {
    range: (0, x.useMemo)(() => {
      if (t * 2 + 3 + r * 2 >= u) return S(c, l);
      const e = Math.max(f - t, c + r - 1),
        n = Math.min(f + t, l - r),
        i = e > c + r + 1,
        a = n < l - (r + 1);
      if (!i && a) {
        const e = t * 2 + r + 2;
        return [...S(c, c + e - 1), C, ...S(l - (r - 1), l)];
      }
      if (i && !a) {
        const e = r + 1 + 2 * t;
        return [...S(c, c + r - 1), C, ...S(l - e, l)];
      }
      return [...S(c, c + r - 1), C, ...S(e, n), C, ...S(l - r + 1, l)];
    }, [u, t, f, c, l, r]),
    active: f,
    setPage: m,
    next: h,
    previous: g,
    first: _,
    last: v,
  };
}
var [T, E] = h(`Pagination.Root component was not found in tree`),
  D = { root: `m_4addd315`, control: `m_326d024a`, dots: `m_4ad7767d`, items: `m_105fdbed`, label: `m_10817321` },
  O = _(),
  k = { withPadding: !0 },
  A = u((e) => {
    const {
        classNames: t,
        className: n,
        style: r,
        styles: i,
        vars: a,
        active: o,
        disabled: s,
        withPadding: c,
        mod: l,
        ...u
      } = d(`PaginationControl`, k, e),
      f = E(),
      p = s || f.disabled;
    return (0, O.jsx)(g, {
      disabled: p,
      mod: [{ active: o, disabled: p, 'with-padding': c }, l],
      ...f.getStyles(`control`, { className: n, style: r, classNames: t, styles: i, active: !p }),
      ...u,
    });
  });
(A.classes = D), (A.displayName = `@mantine/core/PaginationControl`);
function j({ style: e, children: t, path: n, ...r }) {
  return (0, O.jsx)(`svg`, {
    viewBox: `0 0 16 16`,
    xmlns: `http://www.w3.org/2000/svg`,
    style: {
      width: `calc(var(--pagination-control-size) / 1.8)`,
      height: `calc(var(--pagination-control-size) / 1.8)`,
      ...e,
    },
    ...r,
    children: (0, O.jsx)(`path`, { d: n, fill: `currentColor` }),
  });
}
var M = (e) => (0, O.jsx)(j, { ...e, path: `M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z` }),
  N = (e) => (0, O.jsx)(j, { ...e, path: `M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z` }),
  P = (e) =>
    (0, O.jsx)(j, {
      ...e,
      path: `M6.85355 3.85355C7.04882 3.65829 7.04882 3.34171 6.85355 3.14645C6.65829 2.95118 6.34171 2.95118 6.14645 3.14645L2.14645 7.14645C1.95118 7.34171 1.95118 7.65829 2.14645 7.85355L6.14645 11.8536C6.34171 12.0488 6.65829 12.0488 6.85355 11.8536C7.04882 11.6583 7.04882 11.3417 6.85355 11.1464L3.20711 7.5L6.85355 3.85355ZM12.8536 3.85355C13.0488 3.65829 13.0488 3.34171 12.8536 3.14645C12.6583 2.95118 12.3417 2.95118 12.1464 3.14645L8.14645 7.14645C7.95118 7.34171 7.95118 7.65829 8.14645 7.85355L12.1464 11.8536C12.3417 12.0488 12.6583 12.0488 12.8536 11.8536C13.0488 11.6583 13.0488 11.3417 12.8536 11.1464L9.20711 7.5L12.8536 3.85355Z`,
    }),
  F = (e) =>
    (0, O.jsx)(j, {
      ...e,
      path: `M2.14645 11.1464C1.95118 11.3417 1.95118 11.6583 2.14645 11.8536C2.34171 12.0488 2.65829 12.0488 2.85355 11.8536L6.85355 7.85355C7.04882 7.65829 7.04882 7.34171 6.85355 7.14645L2.85355 3.14645C2.65829 2.95118 2.34171 2.95118 2.14645 3.14645C1.95118 3.34171 1.95118 3.65829 2.14645 3.85355L5.79289 7.5L2.14645 11.1464ZM8.14645 11.1464C7.95118 11.3417 7.95118 11.6583 8.14645 11.8536C8.34171 12.0488 8.65829 12.0488 8.85355 11.8536L12.8536 7.85355C13.0488 7.65829 13.0488 7.34171 12.8536 7.14645L8.85355 3.14645C8.65829 2.95118 8.34171 2.95118 8.14645 3.14645C7.95118 3.34171 7.95118 3.65829 8.14645 3.85355L11.7929 7.5L8.14645 11.1464Z`,
    }),
  I = {
    icon: (e) =>
      (0, O.jsx)(j, {
        ...e,
        path: `M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z`,
      }),
  },
  L = u((e) => {
    const { classNames: t, className: n, style: r, styles: i, vars: a, icon: o, ...s } = d(`PaginationDots`, I, e),
      c = E();
    return (0, O.jsx)(p, {
      ...c.getStyles(`dots`, { className: n, style: r, styles: i, classNames: t }),
      ...s,
      children: (0, O.jsx)(o, {
        style: {
          width: `calc(var(--pagination-control-size) / 1.8)`,
          height: `calc(var(--pagination-control-size) / 1.8)`,
        },
      }),
    });
  });
(L.classes = D), (L.displayName = `@mantine/core/PaginationDots`);
function R({ icon: e, name: t, action: n, type: r }) {
  const i = { icon: e },
    a = (e) => {
      const { icon: a, ...o } = d(t, i, e),
        s = E(),
        c = r === `next` ? s.active === s.total : s.active === 1;
      return (0, O.jsx)(A, {
        disabled: s.disabled || c,
        onClick: s[n],
        withPadding: !1,
        ...o,
        children: (0, O.jsx)(a, {
          className: `mantine-rotate-rtl`,
          style: {
            width: `calc(var(--pagination-control-size) / 1.8)`,
            height: `calc(var(--pagination-control-size) / 1.8)`,
          },
        }),
      });
    };
  return (a.displayName = `@mantine/core/${t}`), m(a);
}
var z = R({ icon: M, name: `PaginationNext`, action: `onNext`, type: `next` }),
  B = R({ icon: N, name: `PaginationPrevious`, action: `onPrevious`, type: `previous` }),
  V = R({ icon: P, name: `PaginationFirst`, action: `onFirst`, type: `previous` }),
  H = R({ icon: F, name: `PaginationLast`, action: `onLast`, type: `next` });
function U({ dotsIcon: e }) {
  const t = E(),
    n = t.range.map((n, r) =>
      n === `dots`
        ? (0, O.jsx)(L, { icon: e }, r)
        : (0, O.jsx)(
            A,
            {
              active: n === t.active,
              'aria-current': n === t.active ? `page` : void 0,
              onClick: () => t.onChange(n),
              disabled: t.disabled,
              ...t.getItemProps?.(n),
              children: t.getItemProps?.(n)?.children ?? n,
            },
            r,
          ),
    );
  return (0, O.jsx)(O.Fragment, { children: n });
}
U.displayName = `@mantine/core/PaginationItems`;
var W = { formatLabel: ({ page: e, totalPages: t }) => `Page ${e} of ${t}` },
  G = u((e) => {
    const {
        classNames: t,
        className: n,
        style: r,
        styles: i,
        vars: a,
        formatLabel: o,
        ...s
      } = d(`PaginationLabel`, W, e),
      c = E();
    return (0, O.jsx)(p, {
      ...c.getStyles(`label`, { className: n, style: r, styles: i, classNames: t }),
      ...s,
      children: o({ page: c.active, totalPages: c.total }),
    });
  });
(G.classes = D), (G.displayName = `@mantine/core/PaginationLabel`);
var K = { siblings: 1, boundaries: 1 },
  q = c((e, { size: t, radius: n, color: c, autoContrast: u }) => ({
    root: {
      '--pagination-control-radius': n === void 0 ? void 0 : o(n),
      '--pagination-control-size': s(t, `pagination-control-size`),
      '--pagination-control-fz': l(t),
      '--pagination-active-bg': c ? a(c, e) : void 0,
      '--pagination-active-color': r(u, e) ? i({ color: c, theme: e, autoContrast: u }) : void 0,
    },
  })),
  J = u((e) => {
    const t = d(`PaginationRoot`, K, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        total: c,
        value: l,
        defaultValue: u,
        onChange: m,
        disabled: h,
        siblings: g,
        boundaries: _,
        color: v,
        radius: y,
        onNextPage: x,
        onPreviousPage: S,
        onFirstPage: C,
        onLastPage: E,
        getItemProps: k,
        autoContrast: A,
        startValue: j,
        layout: M,
        mod: N,
        attributes: P,
        ...F
      } = t,
      I = f({
        name: `Pagination`,
        classes: D,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: P,
        vars: s,
        varsResolver: q,
      }),
      {
        range: L,
        setPage: R,
        next: z,
        previous: B,
        active: V,
        first: H,
        last: U,
      } = w({ page: l, initialPage: u, onChange: m, total: c, siblings: g, boundaries: _, startValue: j });
    return (0, O.jsx)(T, {
      value: {
        total: c,
        range: L,
        active: V,
        disabled: h,
        layout: M,
        getItemProps: k,
        onChange: R,
        onNext: b(x, z),
        onPrevious: b(S, B),
        onFirst: b(C, H),
        onLast: b(E, U),
        getStyles: I,
      },
      children: (0, O.jsx)(p, { ...I(`root`), mod: [{ layout: M }, N], ...F }),
    });
  });
(J.classes = D), (J.varsResolver = q), (J.displayName = `@mantine/core/PaginationRoot`);
var Y = { withControls: !0, withPages: !0, siblings: 1, boundaries: 1, gap: 8 };
function X({ children: e }) {
  const t = E();
  return (0, O.jsx)(p, { ...t.getStyles(`items`), children: e });
}
var Z = u((e) => {
  const {
    withEdges: n,
    withControls: r,
    getControlProps: i,
    nextIcon: a,
    previousIcon: o,
    lastIcon: s,
    firstIcon: c,
    dotsIcon: l,
    total: u,
    gap: f,
    hideWithOnePage: p,
    withPages: m,
    layout: h,
    formatLabel: g,
    ..._
  } = d(`Pagination`, Y, e);
  if (u <= 0 || (p && u === 1)) return null;
  const v = m
    ? h === `responsive`
      ? (0, O.jsxs)(O.Fragment, {
          children: [(0, O.jsx)(X, { children: (0, O.jsx)(U, { dotsIcon: l }) }), (0, O.jsx)(G, { formatLabel: g })],
        })
      : (0, O.jsx)(U, { dotsIcon: l })
    : null;
  return (0, O.jsx)(J, {
    total: u,
    layout: h,
    ..._,
    children: (0, O.jsxs)(t, {
      gap: f,
      children: [
        n && (0, O.jsx)(V, { icon: c, ...i?.(`first`) }),
        r && (0, O.jsx)(B, { icon: o, ...i?.(`previous`) }),
        v,
        r && (0, O.jsx)(z, { icon: a, ...i?.(`next`) }),
        n && (0, O.jsx)(H, { icon: s, ...i?.(`last`) }),
      ],
    }),
  });
});
(Z.classes = D),
  (Z.displayName = `@mantine/core/Pagination`),
  (Z.Root = J),
  (Z.Control = A),
  (Z.Dots = L),
  (Z.First = V),
  (Z.Last = H),
  (Z.Next = z),
  (Z.Previous = B),
  (Z.Items = U),
  (Z.Label = G);
function Q(e) {
  const t = Number(e.get(`page`));
  return Number.isInteger(t) && t >= 1 ? t : 1;
}
function $() {
  const [e] = y();
  return Q(e);
}
function ee({ total: e, testId: n = `pagination` }) {
  const [r, i] = y(),
    a = Q(r);
  return e <= 1
    ? null
    : (0, O.jsx)(t, {
        justify: `center`,
        'data-testid': n,
        children: (0, O.jsx)(Z, {
          total: e,
          value: Math.min(a, e),
          siblings: 2,
          boundaries: 1,
          size: `sm`,
          gap: 4,
          onChange: (e) => {
            i((t) => {
              const n = new URLSearchParams(t);
              return n.set(`page`, String(e)), n;
            }),
              window.scrollTo({ top: 0 });
          },
          getControlProps: (e) => ({
            'aria-label': { first: `صفحه‌ی اول`, last: `صفحه‌ی آخر`, next: `صفحه‌ی بعد`, previous: `صفحه‌ی قبل` }[e],
          }),
          getItemProps: (e) => ({ 'aria-label': `صفحه‌ی ${e}` }),
        }),
      });
}

export { $ as r, ee as t, Q as n };
