import { mt as f } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as c, w as l, C as s } from './runtime-B8Ttn_BI.js';
import { x as a, o as i, c as n, h as r, _ as t } from './store-B5VJ9oXn.js';
import { n as o } from './Tooltip-DeNYR9sI.js';
import { r as d, i as u } from './Transition-Cx7H30U_.js';

var p = e(l(), 1),
  m = e(s(), 1);
function h(e) {
  if (!e || typeof e == `string`) return 0;
  const t = e / 36;
  return Math.round((4 + 15 * t ** 0.25 + t / 5) * 10);
}
function g(e) {
  return e.current ? e.current.scrollHeight : `auto`;
}
function _(e) {
  return typeof e == `number` && e > 0;
}
function v({
  transitionDuration: e,
  transitionTimingFunction: t = `ease`,
  onTransitionEnd: n,
  onTransitionStart: r,
  expanded: i,
  keepMounted: a,
}) {
  const o = { height: 0, overflow: `hidden`, ...(a ? {} : { display: `none` }) },
    s = (0, p.useEffectEvent)(() => r?.()),
    c = (0, p.useEffectEvent)(() => n?.()),
    l = (0, p.useRef)(null),
    [d, v] = (0, p.useState)(i ? {} : o),
    [y, b] = (0, p.useState)(i ? `entered` : `exited`),
    x = (e) => {
      (0, m.flushSync)(() => v(e));
    },
    S = (e) => {
      x((t) => ({ ...t, ...e }));
    },
    C = (n) => {
      const r = e ?? h(n);
      return { transition: `height ${r}ms ${t}, opacity ${r}ms ${t}` };
    },
    w = (0, p.useRef)(0);
  u(() => {
    w.current += 1;
    const t = w.current,
      n = () => w.current === t;
    e !== 0 && s(),
      i
        ? window.requestAnimationFrame(() => {
            n() &&
              l.current &&
              ((0, m.flushSync)(() => b(`entering`)),
              S({ willChange: `height`, display: `block`, overflow: `hidden` }),
              window.requestAnimationFrame(() => {
                if (!n() || !l.current) return;
                const e = g(l);
                _(e) ? S({ ...C(e), height: e }) : (x({}), b(`entered`), c());
              }));
          })
        : window.requestAnimationFrame(() => {
            if (!n() || !l.current) return;
            (0, m.flushSync)(() => b(`exiting`));
            const e = g(l);
            _(e)
              ? (S({ ...C(e), willChange: `height`, height: e }),
                window.requestAnimationFrame(() => {
                  n() && l.current && S({ height: 0, overflow: `hidden` });
                }))
              : (x(o), b(`exited`), c());
          });
  }, [i]);
  const T = (e) => {
    if (e.target === l.current && e.propertyName === `height`) {
      if (i) {
        const e = g(l);
        e === d.height ? x({}) : S({ height: e }), b(`entered`), c();
      } else d.height === 0 && (x(o), b(`exited`), c());
    }
  };
  return {
    state: y,
    getCollapseProps: (e) => ({
      'aria-hidden': !i,
      inert: !i,
      ref: f(l, e?.ref),
      onTransitionEnd: T,
      style: { boxSizing: `border-box`, ...e?.style, ...d },
    }),
  };
}
function y(e) {
  if (!e || typeof e == `string`) return 0;
  const t = e / 36;
  return Math.round((4 + 15 * t ** 0.25 + t / 5) * 10);
}
function b(e) {
  return e.current ? e.current.scrollWidth : `auto`;
}
function x({
  transitionDuration: e,
  transitionTimingFunction: t = `ease`,
  onTransitionEnd: n,
  onTransitionStart: r,
  expanded: i,
  keepMounted: a,
}) {
  const o = { width: 0, overflow: `hidden`, ...(a ? {} : { display: `none` }) },
    s = (0, p.useEffectEvent)(() => r?.()),
    c = (0, p.useEffectEvent)(() => n?.()),
    l = (0, p.useRef)(null),
    [d, h] = (0, p.useState)(i ? {} : o),
    [g, v] = (0, p.useState)(i ? `entered` : `exited`),
    x = (e) => {
      (0, m.flushSync)(() => h(e));
    },
    S = (e) => {
      x((t) => ({ ...t, ...e }));
    },
    C = (n) => {
      const r = e ?? y(n);
      return { transition: `width ${r}ms ${t}, opacity ${r}ms ${t}` };
    },
    w = (0, p.useRef)(0);
  u(() => {
    w.current += 1;
    const t = w.current,
      n = () => w.current === t;
    e !== 0 && s(),
      i
        ? window.requestAnimationFrame(() => {
            n() &&
              l.current &&
              ((0, m.flushSync)(() => v(`entering`)),
              S({ willChange: `width`, display: `block`, overflow: `hidden` }),
              window.requestAnimationFrame(() => {
                if (!n() || !l.current) return;
                const e = b(l);
                _(e) ? S({ ...C(e), width: e }) : (x({}), v(`entered`), c());
              }));
          })
        : window.requestAnimationFrame(() => {
            if (!n() || !l.current) return;
            (0, m.flushSync)(() => v(`exiting`));
            const e = b(l);
            _(e)
              ? (S({ ...C(e), willChange: `width`, width: e }),
                window.requestAnimationFrame(() => {
                  n() && l.current && S({ width: 0, overflow: `hidden` });
                }))
              : (x(o), v(`exited`), c());
          });
  }, [i]);
  const T = (e) => {
    if (e.target === l.current && e.propertyName === `width`) {
      if (i) {
        const e = b(l);
        e === d.width ? x({}) : S({ width: e }), v(`entered`), c();
      } else d.width === 0 && (x(o), v(`exited`), c());
    }
  };
  return {
    state: g,
    getCollapseProps: (e) => ({
      'aria-hidden': !i,
      inert: !i,
      ref: f(l, e?.ref),
      onTransitionEnd: T,
      style: { boxSizing: `border-box`, ...e?.style, ...d },
    }),
  };
}
var S = c(),
  C = {
    transitionDuration: 200,
    transitionTimingFunction: `ease`,
    animateOpacity: !0,
    orientation: `vertical`,
    keepMounted: !0,
    keepMountedMode: `activity`,
  },
  w = n((e) => {
    const {
        children: n,
        expanded: s,
        transitionDuration: c,
        transitionTimingFunction: l,
        style: u,
        onTransitionEnd: f,
        onTransitionStart: m,
        animateOpacity: h,
        keepMounted: g,
        keepMountedMode: _,
        ref: y,
        orientation: b,
        ...w
      } = r(`Collapse`, C, e),
      T = a(),
      E = t(),
      D = d(),
      O = E.respectReducedMotion && D ? 0 : c,
      k = (b === `horizontal` ? x : v)({
        expanded: s,
        transitionDuration: O,
        transitionTimingFunction: l,
        onTransitionEnd: f,
        onTransitionStart: m,
        keepMounted: !1,
      });
    if (O === 0)
      return g === !0 && (_ === `display-none` || T !== `test`)
        ? _ === `display-none`
          ? (0, S.jsx)(i, { ...w, style: { ...o(u, E), ...(s ? {} : { display: `none` }) }, ref: y, children: n })
          : (0, S.jsx)(p.Activity, {
              mode: s ? `visible` : `hidden`,
              children: (0, S.jsx)(i, { ...w, style: u, ref: y, children: n }),
            })
        : s
          ? (0, S.jsx)(i, { ...w, style: u, ref: y, children: n })
          : null;
    let A = k.state === `exited`,
      j;
    return (
      (j =
        g === !1
          ? A
            ? null
            : n
          : g === !0
            ? _ === `display-none`
              ? n
              : (0, S.jsx)(p.Activity, { mode: A ? `hidden` : `visible`, children: n })
            : n),
      (0, S.jsx)(i, {
        ...w,
        ...k.getCollapseProps({
          style: {
            opacity: s || !h ? 1 : 0,
            transition: h ? `opacity ${O}ms ${l}` : `none`,
            ...o(u, E),
            ...(g && _ === `display-none` && A ? { display: `none` } : {}),
          },
          ref: y,
        }),
        children: j,
      })
    );
  });
w.displayName = `@mantine/core/Collapse`;

export { w as t };
