import { t as g } from './get-env-MimdSsZv.js';
import { dt as f, ut as h, ht as m, ft as p } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as b, u as y } from './runtime-B8Ttn_BI.js';
import { N as a, h as c, o as d, M as i, l, F as n, _ as o, L as r, c as s, D as t, m as u } from './store-B5VJ9oXn.js';
import { r as x } from './Transition-Cx7H30U_.js';
import { n as _, t as v } from './to-int-Bj8LmQup.js';
import { t as S } from './use-id-CieX9qO2.js';

function C(e, t) {
  if (e === t || (Number.isNaN(e) && Number.isNaN(t))) return !0;
  if (!(e instanceof Object) || !(t instanceof Object)) return !1;
  const n = Object.keys(e),
    { length: r } = n;
  if (r !== Object.keys(t).length) return !1;
  for (let i = 0; i < r; i += 1) {
    const r = n[i];
    if (!(r in t) || (e[r] !== t[r] && !(Number.isNaN(e[r]) && Number.isNaN(t[r])))) return !1;
  }
  return !0;
}
var w = e(b(), 1);
function T(e, t) {
  if (!e || !t) return !1;
  if (e === t) return !0;
  if (e.length !== t.length) return !1;
  for (let n = 0; n < e.length; n += 1) if (!C(e[n], t[n])) return !1;
  return !0;
}
function E(e) {
  const t = (0, w.useRef)([]),
    n = (0, w.useRef)(0);
  return T(t.current, e) || ((t.current = e), (n.current += 1)), [n.current];
}
function D(e, t) {
  (0, w.useEffect)(e, E(t));
}
function O(e, t, n = { autoInvoke: !1 }) {
  const r = (0, w.useRef)(null),
    i = _(e),
    a = (0, w.useCallback)(
      (...e) => {
        r.current ||= window.setTimeout(() => {
          i(...e), (r.current = null);
        }, t);
      },
      [t],
    ),
    o = (0, w.useCallback)(() => {
      r.current &&= (window.clearTimeout(r.current), null);
    }, []);
  return (0, w.useEffect)(() => (n.autoInvoke && a(), o), [o, a]), { start: a, clear: o };
}
function k() {
  const [e, t] = (0, w.useState)(!1);
  return (0, w.useEffect)(() => t(!0), []), e;
}
function ee(e) {
  return typeof e == `string` || typeof e == `number` || typeof e == `boolean` || typeof e == `bigint`;
}
function A(e, t) {
  if (!t || !e) return !1;
  let n = t.parentNode;
  for (; n != null; ) {
    if (n === e) return !0;
    n = n.parentNode;
  }
  return !1;
}
function j({ target: e, parent: t, ref: n, displayAfterTransitionEnd: r, onTransitionStart: i, onTransitionEnd: a }) {
  const o = (0, w.useRef)(-1),
    s = (0, w.useRef)(e),
    [c, l] = (0, w.useState)(!1),
    [u, d] = (0, w.useState)(typeof r == `boolean` && r),
    p = () => {
      if (!e || !t || !n.current) return;
      const r = e.getBoundingClientRect(),
        i = t.getBoundingClientRect(),
        a = t.offsetWidth === 0 ? 1 : i.width / t.offsetWidth,
        o = t.offsetHeight === 0 ? 1 : i.height / t.offsetHeight,
        s = window.getComputedStyle(e),
        c = window.getComputedStyle(t),
        l = v(s.borderTopWidth) + v(c.borderTopWidth),
        u = v(s.borderLeftWidth) + v(c.borderLeftWidth),
        d = { top: (r.top - i.top) / o - l, left: (r.left - i.left) / a - u, width: r.width / a, height: r.height / o };
      (n.current.style.transform = `translateY(${d.top}px) translateX(${d.left}px)`),
        (n.current.style.width = `${d.width}px`),
        (n.current.style.height = `${d.height}px`);
    },
    m = () => {
      window.clearTimeout(o.current),
        n.current && (n.current.style.transitionDuration = `0ms`),
        p(),
        (o.current = window.setTimeout(() => {
          n.current && (n.current.style.transitionDuration = ``);
        }, 30));
    },
    h = (0, w.useRef)(null),
    _ = (0, w.useRef)(null),
    y = (0, w.useRef)(null);
  return (
    (0, w.useEffect)(() => {
      if ((c && s.current !== e && i && i(), (s.current = e), p(), e))
        return (
          (h.current = new ResizeObserver(m)),
          h.current.observe(e),
          t &&
            ((_.current = new ResizeObserver(m)),
            _.current.observe(t),
            (y.current = new MutationObserver(() => {
              t.contains(e) && p();
            })),
            y.current.observe(t, { childList: !0, subtree: !0 })),
          () => {
            h.current?.disconnect(), _.current?.disconnect(), y.current?.disconnect();
          }
        );
    }, [t, e]),
    (0, w.useEffect)(() => {
      if (t) {
        const e = (e) => {
          A(e.target, t) && (m(), d(!1));
        };
        return (
          t.addEventListener(`transitionend`, e),
          () => {
            t.removeEventListener(`transitionend`, e);
          }
        );
      }
    }, [t]),
    (0, w.useEffect)(() => {
      if (n.current && a) {
        const e = (e) => {
          e.propertyName === `transform` && a();
        };
        return (
          n.current.addEventListener(`transitionend`, e),
          () => {
            n.current?.removeEventListener(`transitionend`, e);
          }
        );
      }
    }, [a]),
    O(
      () => {
        g() !== `test` && l(!0);
      },
      20,
      { autoInvoke: !0 },
    ),
    f(
      (e) => {
        e.forEach((e) => {
          e.type === `attributes` && e.attributeName === `dir` && m();
        });
      },
      { attributes: !0, attributeFilter: [`dir`] },
      () => document.documentElement,
    ),
    { initialized: c, hidden: u }
  );
}
var M = { root: `m_96b553a6` },
  N = y(),
  P = i((e, { transitionDuration: t }, { shouldReduceMotion: n }) => ({
    root: {
      '--transition-duration': e.respectReducedMotion && n ? `0ms` : typeof t == `number` ? `${t}ms` : t || `150ms`,
    },
  })),
  F = s((e) => {
    const t = c(`FloatingIndicator`, null, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        target: l,
        parent: f,
        transitionDuration: p,
        mod: h,
        displayAfterTransitionEnd: g,
        onTransitionStart: _,
        onTransitionEnd: v,
        attributes: y,
        ref: b,
        ...S
      } = t,
      C = x(),
      T = u({
        name: `FloatingIndicator`,
        classes: M,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: y,
        vars: s,
        varsResolver: P,
        stylesCtx: { shouldReduceMotion: C },
      }),
      E = (0, w.useRef)(null),
      { initialized: D, hidden: O } = j({
        target: l,
        parent: f,
        ref: E,
        displayAfterTransitionEnd: g,
        onTransitionStart: _,
        onTransitionEnd: v,
      }),
      k = m(b, E);
    return !l || !f ? null : (0, N.jsx)(d, { ref: k, mod: [{ initialized: D, hidden: O }, h], ...T(`root`), ...S });
  });
(F.displayName = `@mantine/core/FloatingIndicator`), (F.classes = M), (F.varsResolver = P);
var I = {
    root: `m_cf365364`,
    indicator: `m_9e182ccd`,
    label: `m_1738fcb2`,
    input: `m_1714d588`,
    control: `m_69686b9b`,
    innerLabel: `m_78882f40`,
  },
  L = { withItemsBorders: !0 },
  R = i((e, { radius: i, color: o, transitionDuration: s, size: c, transitionTimingFunction: l }) => ({
    root: {
      '--sc-radius': i === void 0 ? void 0 : n(i),
      '--sc-color': o ? t(o, e) : void 0,
      '--sc-shadow': o ? void 0 : `var(--mantine-shadow-xs)`,
      '--sc-transition-duration': s === void 0 ? void 0 : `${s}ms`,
      '--sc-transition-timing-function': l,
      '--sc-padding': r(c, `sc-padding`),
      '--sc-font-size': a(c),
    },
  })),
  z = l((e) => {
    const t = c(`SegmentedControl`, L, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: s,
        vars: l,
        data: f,
        value: g,
        defaultValue: _,
        onChange: v,
        size: y,
        name: b,
        disabled: x,
        readOnly: C,
        fullWidth: T,
        orientation: E,
        radius: O,
        color: A,
        transitionDuration: j,
        transitionTimingFunction: M,
        variant: P,
        autoContrast: z,
        withItemsBorders: B,
        mod: V,
        attributes: H,
        ref: U,
        ...W
      } = t,
      G = u({
        name: `SegmentedControl`,
        props: t,
        classes: I,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: s,
        attributes: H,
        vars: l,
        varsResolver: R,
      }),
      K = o(),
      q = f.map((e) => (ee(e) ? { label: `${e}`, value: e } : e)),
      J = k(),
      [te, ne] = (0, w.useState)(0),
      [re, ie] = (0, w.useState)(null),
      [Y, X] = (0, w.useState)({}),
      ae = (e, t) => {
        e !== null && Y[t] !== e && ((Y[t] = e), X({ ...Y }));
      },
      [Z, oe] = p({
        value: g,
        defaultValue: _,
        finalValue: Array.isArray(f) ? (q.find((e) => !e.disabled)?.value ?? f[0]?.value ?? null) : null,
        onChange: v,
      }),
      Q = S(b),
      $ = q.map((e) => `${e.value}`),
      se = q.map((e) =>
        (0, w.createElement)(
          d,
          { ...G(`control`), mod: { active: Z === e.value, orientation: E }, key: `${e.value}` },
          (0, w.createElement)(`input`, {
            ...G(`input`),
            disabled: x || e.disabled,
            type: `radio`,
            name: Q,
            value: `${e.value}`,
            id: `${Q}-${e.value}`,
            checked: Z === e.value,
            onChange: () => !C && oe(e.value),
            'data-focus-ring': K.focusRing,
            key: `${e.value}-input`,
          }),
          (0, w.createElement)(
            d,
            {
              component: `label`,
              ...G(`label`),
              mod: { active: Z === e.value && !(x || e.disabled), disabled: x || e.disabled, 'read-only': C },
              htmlFor: `${Q}-${e.value}`,
              ref: (t) => ae(t, `${e.value}`),
              __vars: { '--sc-label-color': A === void 0 ? void 0 : h({ color: A, theme: K, autoContrast: z }) },
              key: `${e.value}-label`,
            },
            (0, N.jsx)(`span`, { ...G(`innerLabel`), children: e.label }),
          ),
        ),
      ),
      ce = m(U, ie);
    return (
      D(() => {
        ne((e) => e + 1);
      }, [f.length]),
      D(() => {
        X((e) => {
          const t = {};
          return (
            $.forEach((n) => {
              n in e && (t[n] = e[n]);
            }),
            Object.keys(t).length === Object.keys(e).length ? e : t
          );
        });
      }, [$]),
      f.length === 0
        ? null
        : (0, N.jsxs)(d, {
            ...G(`root`),
            variant: P,
            size: y,
            ref: ce,
            mod: [{ 'full-width': T, orientation: E, initialized: J, 'with-items-borders': B }, V],
            ...W,
            role: `radiogroup`,
            'data-disabled': x,
            children: [
              Z !== void 0 &&
                (0, N.jsx)(
                  F,
                  {
                    target: Y[`${Z}`],
                    parent: re,
                    component: `span`,
                    transitionDuration: `var(--sc-transition-duration)`,
                    ...G(`indicator`),
                  },
                  te,
                ),
              se,
            ],
          })
    );
  });
(z.classes = I), (z.varsResolver = R), (z.displayName = `@mantine/core/SegmentedControl`);

export { z as t };
