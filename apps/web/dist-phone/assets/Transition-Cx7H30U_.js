import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as n, w as r, C as t } from './runtime-B8Ttn_BI.js';
import { h as a, s as c, _ as i, x as l, m as o, o as s } from './store-B5VJ9oXn.js';

var u = e(r(), 1);
function d(e, t) {
  if (typeof t == `boolean`) return t;
  if (typeof window < `u` && `matchMedia` in window)
    try {
      return window.matchMedia(e).matches;
    } catch {
      return !1;
    }
  return !1;
}
function f(e, t, { getInitialValueInEffect: n } = { getInitialValueInEffect: !0 }) {
  const [r, i] = (0, u.useState)(n ? t : d(e));
  return (
    (0, u.useEffect)(() => {
      try {
        if (`matchMedia` in window) {
          const t = window.matchMedia(e);
          i(t.matches);
          const n = (e) => i(e.matches);
          return (
            t.addEventListener(`change`, n),
            () => {
              t.removeEventListener(`change`, n);
            }
          );
        }
      } catch {
        return;
      }
    }, [e]),
    r || !1
  );
}
function p(e, t) {
  return e.length !== t.length || t.some((t, n) => !Object.is(t, e[n]));
}
function m(e, t) {
  const n = (0, u.useRef)(!1),
    r = (0, u.useRef)(null),
    i = (0, u.useRef)(void 0),
    a = {};
  (0, u.useEffect)(() => {
    const o = r.current === a,
      s = i.current;
    if (((r.current = a), (i.current = t), !n.current)) n.current = !0;
    else if (!o && !(t && s && !p(s, t))) return e();
  }, t);
}
function h(e, t) {
  return f(`(prefers-reduced-motion: reduce)`, e, t);
}
var g = { root: `m_87cf2631` },
  _ = n(),
  v = { __staticSelector: `UnstyledButton` },
  y = c((e) => {
    const t = a(`UnstyledButton`, v, e),
      {
        className: n,
        component: r = `button`,
        __staticSelector: i,
        unstyled: c,
        classNames: l,
        styles: u,
        style: d,
        attributes: f,
        ...p
      } = t,
      m = o({
        name: i,
        props: t,
        classes: g,
        className: n,
        style: d,
        classNames: l,
        styles: u,
        unstyled: c,
        attributes: f,
      });
    return (0, _.jsx)(s, {
      ...m(`root`, { focusable: !0 }),
      component: r,
      type: r === `button` ? `button` : void 0,
      ...p,
    });
  });
(y.classes = g), (y.displayName = `@mantine/core/UnstyledButton`);
var b = (e) => ({
    in: { opacity: 1, transform: `scale(1)` },
    out: { opacity: 0, transform: `scale(.9) translateY(${e === `bottom` ? 10 : -10}px)` },
    transitionProperty: `transform, opacity`,
  }),
  x = {
    fade: { in: { opacity: 1 }, out: { opacity: 0 }, transitionProperty: `opacity` },
    'fade-up': {
      in: { opacity: 1, transform: `translateY(0)` },
      out: { opacity: 0, transform: `translateY(30px)` },
      transitionProperty: `opacity, transform`,
    },
    'fade-down': {
      in: { opacity: 1, transform: `translateY(0)` },
      out: { opacity: 0, transform: `translateY(-30px)` },
      transitionProperty: `opacity, transform`,
    },
    'fade-left': {
      in: { opacity: 1, transform: `translateX(0)` },
      out: { opacity: 0, transform: `translateX(30px)` },
      transitionProperty: `opacity, transform`,
    },
    'fade-right': {
      in: { opacity: 1, transform: `translateX(0)` },
      out: { opacity: 0, transform: `translateX(-30px)` },
      transitionProperty: `opacity, transform`,
    },
    scale: {
      in: { opacity: 1, transform: `scale(1)` },
      out: { opacity: 0, transform: `scale(0)` },
      common: { transformOrigin: `top` },
      transitionProperty: `transform, opacity`,
    },
    'scale-y': {
      in: { opacity: 1, transform: `scaleY(1)` },
      out: { opacity: 0, transform: `scaleY(0)` },
      common: { transformOrigin: `top` },
      transitionProperty: `transform, opacity`,
    },
    'scale-x': {
      in: { opacity: 1, transform: `scaleX(1)` },
      out: { opacity: 0, transform: `scaleX(0)` },
      common: { transformOrigin: `left` },
      transitionProperty: `transform, opacity`,
    },
    'skew-up': {
      in: { opacity: 1, transform: `translateY(0) skew(0deg, 0deg)` },
      out: { opacity: 0, transform: `translateY(-20px) skew(-10deg, -5deg)` },
      common: { transformOrigin: `top` },
      transitionProperty: `transform, opacity`,
    },
    'skew-down': {
      in: { opacity: 1, transform: `translateY(0) skew(0deg, 0deg)` },
      out: { opacity: 0, transform: `translateY(20px) skew(-10deg, -5deg)` },
      common: { transformOrigin: `bottom` },
      transitionProperty: `transform, opacity`,
    },
    'rotate-left': {
      in: { opacity: 1, transform: `translateY(0) rotate(0deg)` },
      out: { opacity: 0, transform: `translateY(20px) rotate(-5deg)` },
      common: { transformOrigin: `bottom` },
      transitionProperty: `transform, opacity`,
    },
    'rotate-right': {
      in: { opacity: 1, transform: `translateY(0) rotate(0deg)` },
      out: { opacity: 0, transform: `translateY(20px) rotate(5deg)` },
      common: { transformOrigin: `top` },
      transitionProperty: `transform, opacity`,
    },
    'slide-down': {
      in: { opacity: 1, transform: `translateY(0)` },
      out: { opacity: 0, transform: `translateY(-100%)` },
      common: { transformOrigin: `top` },
      transitionProperty: `transform, opacity`,
    },
    'slide-up': {
      in: { opacity: 1, transform: `translateY(0)` },
      out: { opacity: 0, transform: `translateY(100%)` },
      common: { transformOrigin: `bottom` },
      transitionProperty: `transform, opacity`,
    },
    'slide-left': {
      in: { opacity: 1, transform: `translateX(0)` },
      out: { opacity: 0, transform: `translateX(100%)` },
      common: { transformOrigin: `left` },
      transitionProperty: `transform, opacity`,
    },
    'slide-right': {
      in: { opacity: 1, transform: `translateX(0)` },
      out: { opacity: 0, transform: `translateX(-100%)` },
      common: { transformOrigin: `right` },
      transitionProperty: `transform, opacity`,
    },
    pop: { ...b(`bottom`), common: { transformOrigin: `center center` } },
    'pop-bottom-left': { ...b(`bottom`), common: { transformOrigin: `bottom left` } },
    'pop-bottom-right': { ...b(`bottom`), common: { transformOrigin: `bottom right` } },
    'pop-top-left': { ...b(`top`), common: { transformOrigin: `top left` } },
    'pop-top-right': { ...b(`top`), common: { transformOrigin: `top right` } },
  },
  S = { entering: `in`, entered: `in`, exiting: `out`, exited: `out`, 'pre-exiting': `out`, 'pre-entering': `out` };
function C({ transition: e, state: t, duration: n, timingFunction: r }) {
  const i = { WebkitBackfaceVisibility: `hidden`, transitionDuration: `${n}ms`, transitionTimingFunction: r };
  return typeof e == `string`
    ? e in x
      ? { transitionProperty: x[e].transitionProperty, ...i, ...x[e].common, ...x[e][S[t]] }
      : {}
    : { transitionProperty: e.transitionProperty, ...i, ...e.common, ...e[S[t]] };
}
var w = e(t(), 1);
function T({
  duration: e,
  exitDuration: t,
  timingFunction: n,
  mounted: r,
  onEnter: a,
  onExit: o,
  onEntered: s,
  onExited: c,
  enterDelay: l,
  exitDelay: d,
}) {
  const f = i(),
    p = h(),
    g = f.respectReducedMotion ? p : !1,
    [_, v] = (0, u.useState)(g ? 0 : e),
    [y, b] = (0, u.useState)(r ? `entered` : `exited`),
    x = (0, u.useRef)(-1),
    S = (0, u.useRef)(-1),
    C = (0, u.useRef)(-1);
  function T() {
    window.clearTimeout(x.current), window.clearTimeout(S.current), cancelAnimationFrame(C.current), (C.current = -1);
  }
  const E = (n) => {
      T();
      const r = n ? a : o,
        i = n ? s : c,
        l = g ? 0 : n ? e : t;
      if ((v(l), l === 0)) typeof r == `function` && r(), typeof i == `function` && i(), b(n ? `entered` : `exited`);
      else {
        const e = requestAnimationFrame(() => {
          w.flushSync(() => {
            b(n ? `pre-entering` : `pre-exiting`);
          }),
            C.current === e &&
              (C.current = requestAnimationFrame(() => {
                typeof r == `function` && r(),
                  b(n ? `entering` : `exiting`),
                  (x.current = window.setTimeout(() => {
                    typeof i == `function` && i(), b(n ? `entered` : `exited`);
                  }, l));
              }));
        });
        C.current = e;
      }
    },
    D = (e) => {
      T(),
        typeof (e ? l : d) == `number`
          ? (S.current = window.setTimeout(
              () => {
                E(e);
              },
              e ? l : d,
            ))
          : E(e);
    };
  return (
    m(() => {
      D(r);
    }, [r]),
    (0, u.useEffect)(
      () => () => {
        T();
      },
      [],
    ),
    { transitionDuration: _, transitionStatus: y, transitionTimingFunction: n || `ease` }
  );
}
function E({
  keepMounted: e,
  keepMountedMode: t = `activity`,
  transition: n = `fade`,
  duration: r = 250,
  exitDuration: i = r,
  mounted: a,
  children: o,
  timingFunction: s = `ease`,
  onExit: c,
  onEntered: d,
  onEnter: f,
  onExited: p,
  enterDelay: m,
  exitDelay: h,
}) {
  const g = l(),
    {
      transitionDuration: v,
      transitionStatus: y,
      transitionTimingFunction: b,
    } = T({
      mounted: a,
      exitDuration: i,
      duration: r,
      timingFunction: s,
      onExit: c,
      onEntered: d,
      onEnter: f,
      onExited: p,
      enterDelay: m,
      exitDelay: h,
    });
  if (g === `test`) return a ? (0, _.jsx)(_.Fragment, { children: o({}) }) : e ? o({ display: `none` }) : null;
  if (v === 0)
    return e
      ? t === `display-none`
        ? a
          ? (0, _.jsx)(_.Fragment, { children: o({}) })
          : o({ display: `none` })
        : (0, _.jsx)(u.Activity, { mode: a ? `visible` : `hidden`, children: o({}) })
      : a
        ? (0, _.jsx)(_.Fragment, { children: o({}) })
        : null;
  const x = y === `exited`;
  if (e) {
    const e = o(
      x
        ? t === `display-none`
          ? { display: `none` }
          : {}
        : C({ transition: n, duration: v, state: y, timingFunction: b }),
    );
    return t === `display-none` ? e : (0, _.jsx)(u.Activity, { mode: x ? `hidden` : `visible`, children: e });
  }
  return x
    ? null
    : (0, _.jsx)(_.Fragment, { children: o(C({ transition: n, duration: v, state: y, timingFunction: b })) });
}
E.displayName = `@mantine/core/Transition`;

export { E as t, f as a, h as r, m as i, y as n };
