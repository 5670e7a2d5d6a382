import { t as l } from './create-safe-context-DswzsaXw.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as d, u } from './runtime-B8Ttn_BI.js';
import { t as f } from './ScrollArea-BqUlf40j.js';
import { c as a, o as c, V as i, M as n, h as o, R as r, m as s, D as t } from './store-B5VJ9oXn.js';

var [p, m] = l(`Table component was not found in the tree`),
  h = {
    table: `m_b23fa0ef`,
    th: `m_4e7aa4f3`,
    tr: `m_4e7aa4fd`,
    td: `m_4e7aa4ef`,
    tbody: `m_b2404537`,
    thead: `m_b242d975`,
    caption: `m_9e5a3ac7`,
    scrollContainer: `m_a100c15`,
    scrollContainerInner: `m_62259741`,
  },
  g = u();
function _(e, t) {
  if (!t) return;
  const n = {};
  return (
    t.columnBorder && e.withColumnBorders && (n[`data-with-column-border`] = !0),
    t.rowBorder && e.withRowBorders && (n[`data-with-row-border`] = !0),
    t.striped && e.striped && (n[`data-striped`] = e.striped),
    t.highlightOnHover && e.highlightOnHover && (n[`data-hover`] = !0),
    t.captionSide && e.captionSide && (n[`data-side`] = e.captionSide),
    t.stickyHeader && e.stickyHeader && (n[`data-sticky`] = !0),
    n
  );
}
function v(e, t) {
  const n = `Table${e.charAt(0).toUpperCase()}${e.slice(1)}`,
    r = a((r) => {
      const i = o(n, {}, r),
        { classNames: a, className: s, style: l, styles: u, ...d } = i,
        f = m();
      return (0, g.jsx)(c, {
        component: e,
        ..._(f, t),
        ...f.getStyles(e, { className: s, classNames: a, style: l, styles: u, props: i }),
        ...d,
      });
    });
  return (r.displayName = `@mantine/core/${n}`), (r.classes = h), r;
}
var y = v(`th`, { columnBorder: !0 }),
  b = v(`td`, { columnBorder: !0 }),
  x = v(`tr`, { rowBorder: !0, striped: !0, highlightOnHover: !0 }),
  S = v(`thead`, { stickyHeader: !0 }),
  C = v(`tbody`),
  w = v(`tfoot`),
  T = v(`caption`, { captionSide: !0 }),
  E = { type: `scrollarea` },
  D = n((e, { minWidth: t, maxHeight: n, type: r }) => ({
    scrollContainer: {
      '--table-min-width': i(t),
      '--table-max-height': i(n),
      '--table-overflow': r === `native` ? `auto` : void 0,
    },
  })),
  O = a((e) => {
    const t = o(`TableScrollContainer`, E, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: l,
        vars: u,
        children: d,
        minWidth: p,
        maxHeight: m,
        type: _,
        scrollAreaProps: v,
        attributes: y,
        ...b
      } = t,
      x = s({
        name: `TableScrollContainer`,
        classes: h,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: l,
        attributes: y,
        vars: u,
        varsResolver: D,
        rootSelector: `scrollContainer`,
      });
    return (0, g.jsx)(c, {
      component: _ === `scrollarea` ? f : `div`,
      ...(_ === `scrollarea` ? (m ? { offsetScrollbars: `xy`, ...v } : { offsetScrollbars: `x`, ...v }) : {}),
      ...x(`scrollContainer`),
      ...b,
      children: (0, g.jsx)(`div`, { ...x(`scrollContainerInner`), children: d }),
    });
  });
(O.classes = h), (O.varsResolver = D), (O.displayName = `@mantine/core/TableScrollContainer`);
function k({ data: e }) {
  return (0, g.jsxs)(g.Fragment, {
    children: [
      e.caption && (0, g.jsx)(T, { children: e.caption }),
      e.head &&
        (0, g.jsx)(S, {
          children: (0, g.jsx)(x, { children: e.head.map((e, t) => (0, g.jsx)(y, { children: e }, t)) }),
        }),
      e.body &&
        (0, g.jsx)(C, {
          children: e.body.map((e, t) =>
            (0, g.jsx)(x, { children: e.map((e, t) => (0, g.jsx)(b, { children: e }, t)) }, t),
          ),
        }),
      e.foot &&
        (0, g.jsx)(w, {
          children: (0, g.jsx)(x, { children: e.foot.map((e, t) => (0, g.jsx)(y, { children: e }, t)) }),
        }),
    ],
  });
}
k.displayName = `@mantine/core/TableDataRenderer`;
var A = e(d(), 1),
  j = { withRowBorders: !0, verticalSpacing: 7 },
  M = n(
    (
      e,
      {
        layout: n,
        captionSide: a,
        horizontalSpacing: o,
        verticalSpacing: s,
        borderColor: c,
        stripedColor: l,
        highlightOnHoverColor: u,
        striped: d,
        highlightOnHover: f,
        stickyHeaderOffset: p,
        stickyHeader: m,
      },
    ) => ({
      table: {
        '--table-layout': n,
        '--table-caption-side': a,
        '--table-horizontal-spacing': r(o),
        '--table-vertical-spacing': r(s),
        '--table-border-color': c ? t(c, e) : void 0,
        '--table-striped-color': d && l ? t(l, e) : void 0,
        '--table-highlight-on-hover-color': f && u ? t(u, e) : void 0,
        '--table-sticky-header-offset': m ? i(p) : void 0,
      },
    }),
  ),
  N = a((e) => {
    const t = o(`Table`, j, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: l,
        vars: u,
        horizontalSpacing: d,
        verticalSpacing: f,
        captionSide: m,
        stripedColor: _,
        highlightOnHoverColor: v,
        striped: y,
        highlightOnHover: b,
        withColumnBorders: x,
        withRowBorders: S,
        withTableBorder: C,
        borderColor: w,
        layout: T,
        data: E,
        children: D,
        stickyHeader: O,
        stickyHeaderOffset: N,
        mod: P,
        tabularNums: F,
        attributes: I,
        ...L
      } = t,
      R = s({
        name: `Table`,
        props: t,
        className: r,
        style: i,
        classes: h,
        classNames: n,
        styles: a,
        unstyled: l,
        attributes: I,
        rootSelector: `table`,
        vars: u,
        varsResolver: M,
        stable: !0,
      }),
      z = y === !0 ? `odd` : y || void 0,
      B = m || `bottom`,
      V = (0, A.useMemo)(
        () => ({
          getStyles: R,
          stickyHeader: O,
          striped: z,
          highlightOnHover: b,
          withColumnBorders: x,
          withRowBorders: S,
          captionSide: B,
        }),
        [R, O, z, b, x, S, B],
      );
    return (0, g.jsx)(p, {
      value: V,
      children: (0, g.jsx)(c, {
        component: `table`,
        mod: [{ withTableBorder: C, tabularNums: F }, P],
        ...R(`table`),
        ...L,
        children: D || (!!E && (0, g.jsx)(k, { data: E })),
      }),
    });
  });
(N.classes = h),
  (N.varsResolver = M),
  (N.displayName = `@mantine/core/Table`),
  (N.Td = b),
  (N.Th = y),
  (N.Tr = x),
  (N.Thead = S),
  (N.Tbody = C),
  (N.Tfoot = w),
  (N.Caption = T),
  (N.ScrollContainer = O),
  (N.DataRenderer = k);

export { N as t };
