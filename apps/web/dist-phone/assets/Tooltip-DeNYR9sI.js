import { t as L } from './clsx-DB0hHKMi.js';
import { t as g, r as h, n as m, i as p } from './get-floating-position-DWZuuBbC.js';
import { ct as ee, ht as te } from './index-B3ichRAS.js';
import { r as n, t as r, n as t } from './OptionalPortal-ZJjSRNBG.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as v, w as y } from './runtime-B8Ttn_BI.js';
import {
  o as A,
  _ as b,
  d as C,
  l as D,
  i as E,
  y as F,
  p as j,
  n as k,
  r as M,
  s as N,
  c as ne,
  m as O,
  u as P,
  b as S,
  g as T,
  f as w,
  a as x,
} from './ScrollArea-BqUlf40j.js';
import { F as a, c, o as d, x as f, D as i, h as l, M as o, _ as s, m as u } from './store-B5VJ9oXn.js';
import { t as _ } from './Transition-Cx7H30U_.js';
import { t as re } from './use-id-CieX9qO2.js';
import { t as I } from './use-isomorphic-effect-C6cCsxhR.js';

function R(e, t) {
  return Array.isArray(e)
    ? [...e].reduce((e, n) => ({ ...e, ...R(n, t) }), {})
    : typeof e == `function`
      ? e(t)
      : (e ?? {});
}
var z = { duration: 100, transition: `fade` };
function ie(e, t) {
  return { ...z, ...t, ...e };
}
var B = e(y(), 1);
function ae({ offset: e, position: t, defaultOpened: n }) {
  const [r, i] = (0, B.useState)(n),
    a = (0, B.useRef)(null),
    {
      x: o,
      y: s,
      elements: c,
      refs: l,
      update: u,
      placement: d,
    } = A({ placement: t, middleware: [b({ crossAxis: !0, padding: 5, rootBoundary: `document` })] }),
    f = d.includes(`right`) ? e : t.includes(`left`) ? e * -1 : 0,
    p = d.includes(`bottom`) ? e : t.includes(`top`) ? e * -1 : 0,
    m = (0, B.useCallback)(
      ({ clientX: e, clientY: t }) => {
        Number.isFinite(e) &&
          Number.isFinite(t) &&
          l.setPositionReference({
            getBoundingClientRect() {
              return { width: 0, height: 0, x: e, y: t, left: e + f, top: t + p, right: e, bottom: t };
            },
          });
      },
      [c.reference],
    );
  return (
    (0, B.useEffect)(() => {
      if (l.floating.current) {
        const e = a.current;
        e.addEventListener(`mousemove`, m);
        const t = S(l.floating.current);
        return (
          t.forEach((e) => {
            e.addEventListener(`scroll`, u);
          }),
          () => {
            e.removeEventListener(`mousemove`, m),
              t.forEach((e) => {
                e.removeEventListener(`scroll`, u);
              });
          }
        );
      }
    }, [c.reference, l.floating.current, u, m, r]),
    { handleMouseMove: m, x: o, y: s, opened: r, setOpened: i, boundaryRef: a, floating: l.setFloating }
  );
}
var V = { tooltip: `m_1b3c8819`, arrow: `m_f898399f` },
  H = v(),
  oe = { refProp: `ref`, withinPortal: !0, offset: 10, position: `right`, zIndex: n(`popover`) },
  U = o((e, { radius: t, color: n }) => ({
    tooltip: {
      '--tooltip-radius': t === void 0 ? void 0 : a(t),
      '--tooltip-bg': n ? i(n, e) : void 0,
      '--tooltip-color': n ? `var(--mantine-color-white)` : void 0,
    },
  })),
  W = c((e) => {
    const n = l(`TooltipFloating`, oe, e),
      {
        children: i,
        refProp: a,
        withinPortal: o,
        style: c,
        className: f,
        classNames: m,
        styles: h,
        unstyled: g,
        radius: ee,
        color: _,
        label: v,
        offset: y,
        position: b,
        multiline: x,
        zIndex: S,
        disabled: ne,
        defaultOpened: C,
        variant: w,
        vars: T,
        portalProps: E,
        attributes: D,
        ref: O,
        ...k
      } = n,
      A = s(),
      j = u({
        name: `TooltipFloating`,
        props: n,
        classes: V,
        className: f,
        style: c,
        classNames: m,
        styles: h,
        unstyled: g,
        attributes: D,
        rootSelector: `tooltip`,
        vars: T,
        varsResolver: U,
      }),
      {
        handleMouseMove: M,
        x: N,
        y: P,
        opened: F,
        boundaryRef: re,
        floating: I,
        setOpened: L,
      } = ae({ offset: y, position: b, defaultOpened: C }),
      z = t(i);
    if (!z)
      throw Error(
        `[@mantine/core] Tooltip.Floating component children should be an element or a component that accepts ref, fragments, strings, numbers and other primitive values are not supported`,
      );
    const ie = te(re, p(z), O),
      W = z.props,
      G = (e) => {
        W.onMouseEnter?.(e), M(e), L(!0);
      },
      K = (e) => {
        W.onMouseLeave?.(e), L(!1);
      };
    return (0, H.jsxs)(H.Fragment, {
      children: [
        (0, H.jsx)(r, {
          ...E,
          withinPortal: o,
          children: (0, H.jsx)(d, {
            ...k,
            ...j(`tooltip`, {
              style: {
                ...R(c, A),
                zIndex: S,
                display: !ne && F ? `block` : `none`,
                top: Number.isFinite(P) ? Math.round(P) : ``,
                left: Number.isFinite(N) ? Math.round(N) : ``,
              },
            }),
            variant: w,
            ref: I,
            mod: { multiline: x },
            children: v,
          }),
        }),
        (0, B.cloneElement)(z, { ...W, [a]: ie, onMouseEnter: G, onMouseLeave: K }),
      ],
    });
  });
(W.classes = V), (W.varsResolver = U), (W.displayName = `@mantine/core/TooltipFloating`);
var G = (0, B.createContext)({ withinGroup: !1 }),
  K = { openDelay: 0, closeDelay: 0 };
function q(e) {
  const { openDelay: t, closeDelay: n, children: r } = l(`TooltipGroup`, K, e);
  return (0, H.jsx)(G, {
    value: { withinGroup: !0 },
    children: (0, H.jsx)(k, { delay: { open: t, close: n }, children: r }),
  });
}
(q.displayName = `@mantine/core/TooltipGroup`), (q.extend = (e) => e);
function se(e) {
  if (e === void 0) return { shift: !0, flip: !0 };
  const t = { ...e };
  return e.shift === void 0 && (t.shift = !0), e.flip === void 0 && (t.flip = !0), t;
}
function ce(e) {
  const t = se(e.middlewares),
    n = [T(e.offset), j()];
  return (
    t.shift && n.push(b(typeof t.shift == `boolean` ? { padding: 8 } : { padding: 8, ...t.shift })),
    t.flip && n.push(typeof t.flip == `boolean` ? w() : w(t.flip)),
    n.push(C({ element: e.arrowRef, padding: e.arrowOffset })),
    t.inline ? n.push(typeof t.inline == `boolean` ? O() : O(t.inline)) : e.inline && n.push(O()),
    n
  );
}
function le(e) {
  const [t, n] = (0, B.useState)(e.defaultOpened),
    r = typeof e.opened == `boolean`,
    i = !e.disabled && (r ? e.opened : t);
  (0, B.useEffect)(() => {
    e.disabled && n(!1);
  }, [e.disabled]);
  const a = (0, B.use)(G).withinGroup,
    o = re(),
    s = f(),
    c = (0, B.useCallback)(
      (e) => {
        n(e), e && v(o);
      },
      [o],
    ),
    {
      x: l,
      y: u,
      context: d,
      refs: p,
      placement: m,
      middlewareData: { arrow: { x: h, y: g } = {}, hide: ee },
    } = A({
      strategy: e.strategy,
      placement: e.position,
      open: i,
      onOpenChange: c,
      middleware: ce(e),
      whileElementsMounted: F,
    }),
    { delay: te, currentId: _, setCurrentId: v } = E(d, { id: o }),
    { getReferenceProps: y, getFloatingProps: b } = D([
      ne(d, {
        enabled: !e.disabled && e.events?.hover,
        delay: a ? te : { open: e.openDelay, close: e.closeDelay },
        mouseOnly: !e.events?.touch,
        handleClose: e.interactive ? M() : null,
      }),
      N(d, { enabled: !e.disabled && e.events?.focus, visibleOnly: !0 }),
      P(d, { role: `tooltip` }),
      x(d, { enabled: e.opened === void 0 }),
    ]),
    S = (0, B.useRef)(m);
  I(() => {
    S.current !== m && ((S.current = m), e.onPositionChange?.(m));
  }, [m]);
  const C = i && _ && _ !== o;
  return {
    x: l,
    y: u,
    arrowX: h,
    arrowY: g,
    reference: p.setReference,
    floating: p.setFloating,
    getFloatingProps: b,
    getReferenceProps: y,
    isGroupPhase: C,
    opened: i,
    placement: m,
    referenceHidden: e.hideDetached && s !== `test` ? ee?.referenceHidden : !1,
  };
}
var ue = {
    position: `top`,
    refProp: `ref`,
    withinPortal: !0,
    arrowSize: 4,
    arrowOffset: 5,
    arrowRadius: 0,
    arrowPosition: `side`,
    offset: 5,
    transitionProps: { duration: 100, transition: `fade` },
    events: { hover: !0, focus: !1, touch: !1 },
    zIndex: n(`popover`),
    middlewares: { flip: !0, shift: !0, inline: !1 },
    hideDetached: !0,
  },
  de = o((e, { radius: t, color: n, variant: r, autoContrast: i }) => {
    const o = e.variantColorResolver({ theme: e, color: n || e.primaryColor, autoContrast: i, variant: r || `filled` });
    return {
      tooltip: {
        '--tooltip-radius': t === void 0 ? void 0 : a(t),
        '--tooltip-bg': n ? o.background : void 0,
        '--tooltip-color': n ? o.color : void 0,
      },
    };
  }),
  J = c((e) => {
    const n = l(`Tooltip`, ue, e),
      {
        children: i,
        position: a,
        refProp: o,
        label: s,
        openDelay: c,
        closeDelay: f,
        onPositionChange: v,
        opened: y,
        defaultOpened: b,
        withinPortal: x,
        radius: S,
        color: ne,
        classNames: C,
        styles: w,
        unstyled: T,
        style: E,
        className: D,
        withArrow: O,
        arrowSize: k,
        arrowOffset: A,
        arrowRadius: j,
        arrowPosition: M,
        offset: N,
        transitionProps: P,
        multiline: F,
        events: re,
        interactive: I,
        zIndex: R,
        disabled: z,
        onClick: ae,
        onMouseEnter: oe,
        onMouseLeave: U,
        inline: W,
        variant: G,
        keepMounted: K,
        vars: q,
        portalProps: se,
        mod: ce,
        floatingStrategy: J,
        middlewares: fe,
        autoContrast: pe,
        attributes: me,
        target: Y,
        hideDetached: he,
        ref: ge,
        ..._e
      } = n,
      { dir: ve } = ee(),
      X = (0, B.useRef)(null),
      Z = le({
        position: g(ve, a),
        closeDelay: f,
        openDelay: c,
        onPositionChange: v,
        opened: y,
        defaultOpened: b,
        disabled: z,
        events: re,
        interactive: I,
        arrowRef: X,
        arrowOffset: A,
        offset: typeof N == `number` ? N + (O ? k / 2 : 0) : N,
        inline: W,
        strategy: J,
        middlewares: fe,
        hideDetached: he,
      });
    (0, B.useEffect)(() => {
      const e = Y instanceof HTMLElement ? Y : typeof Y == `string` ? document.querySelector(Y) : Y?.current || null;
      e && Z.reference(e);
    }, [Y, Z]);
    const Q = u({
        name: `Tooltip`,
        props: n,
        classes: V,
        className: D,
        style: E,
        classNames: C,
        styles: w,
        unstyled: T,
        attributes: me,
        rootSelector: `tooltip`,
        vars: q,
        varsResolver: de,
      }),
      $ = t(i);
    if (!Y && !$)
      throw Error(
        `[@mantine/core] Tooltip component children should be an element or a component that accepts ref, fragments, strings, numbers and other primitive values are not supported`,
      );
    const ye = Q(`tooltip`),
      be = I && !z && !!Z.opened,
      xe = M === `merge` && O ? h({ position: Z.placement, dir: ve }) : void 0;
    if (Y) {
      const e = ie(P, { duration: 100, transition: `fade` });
      return (0, H.jsx)(H.Fragment, {
        children: (0, H.jsx)(r, {
          ...se,
          withinPortal: x,
          children: (0, H.jsx)(_, {
            ...e,
            keepMounted: K,
            mounted: !z && !!Z.opened,
            duration: Z.isGroupPhase ? 10 : e.duration,
            children: (e) =>
              (0, H.jsxs)(d, {
                ..._e,
                'data-fixed': J === `fixed` || void 0,
                variant: G,
                mod: [{ multiline: F, interactive: be }, ce],
                ...ye,
                ...Z.getFloatingProps({
                  ref: Z.floating,
                  className: ye.className,
                  style: {
                    ...ye.style,
                    ...e,
                    ...xe,
                    zIndex: R,
                    top: Z.y ?? 0,
                    left: Z.x ?? 0,
                    ...(Z.referenceHidden ? { display: `none` } : null),
                  },
                }),
                children: [
                  s,
                  (0, H.jsx)(m, {
                    ref: X,
                    arrowX: Z.arrowX,
                    arrowY: Z.arrowY,
                    visible: O,
                    position: Z.placement,
                    arrowSize: k,
                    arrowOffset: A,
                    arrowRadius: j,
                    arrowPosition: M,
                    ...Q(`arrow`),
                  }),
                ],
              }),
          }),
        }),
      });
    }
    const Se = $.props,
      Ce = te(Z.reference, p($), ge),
      we = ie(P, { duration: 100, transition: `fade` });
    return (0, H.jsxs)(H.Fragment, {
      children: [
        (0, H.jsx)(r, {
          ...se,
          withinPortal: x,
          children: (0, H.jsx)(_, {
            ...we,
            keepMounted: K,
            mounted: !z && !!Z.opened,
            duration: Z.isGroupPhase ? 10 : we.duration,
            children: (e) =>
              (0, H.jsxs)(d, {
                ..._e,
                'data-fixed': J === `fixed` || void 0,
                variant: G,
                mod: [{ multiline: F, interactive: be }, ce],
                ...Z.getFloatingProps({
                  ref: Z.floating,
                  className: Q(`tooltip`).className,
                  style: {
                    ...Q(`tooltip`).style,
                    ...e,
                    ...xe,
                    zIndex: R,
                    top: Z.y ?? 0,
                    left: Z.x ?? 0,
                    ...(Z.referenceHidden ? { display: `none` } : null),
                  },
                }),
                children: [
                  s,
                  (0, H.jsx)(m, {
                    ref: X,
                    arrowX: Z.arrowX,
                    arrowY: Z.arrowY,
                    visible: O,
                    position: Z.placement,
                    arrowSize: k,
                    arrowOffset: A,
                    arrowRadius: j,
                    arrowPosition: M,
                    ...Q(`arrow`),
                  }),
                ],
              }),
          }),
        }),
        (0, B.cloneElement)(
          $,
          Z.getReferenceProps({
            onClick: ae,
            onMouseEnter: oe,
            onMouseLeave: U,
            onMouseMove: n.onMouseMove,
            onPointerDown: n.onPointerDown,
            onPointerEnter: n.onPointerEnter,
            ...Se,
            className: L(D, Se.className),
            [o]: Ce,
          }),
        ),
      ],
    });
  });
(J.classes = V), (J.varsResolver = de), (J.displayName = `@mantine/core/Tooltip`), (J.Floating = W), (J.Group = q);

export { J as t, R as n };
