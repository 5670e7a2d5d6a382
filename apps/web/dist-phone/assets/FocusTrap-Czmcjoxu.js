import { ht as h } from './index-B3ichRAS.js';
import { n as f, r as p } from './OptionalPortal-ZJjSRNBG.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as n, u as t } from './runtime-B8Ttn_BI.js';
import { V as a, m as c, w as d, M as i, o as l, c as o, F as r, h as s, s as u } from './store-B5VJ9oXn.js';
import { i as m } from './Transition-Cx7H30U_.js';

var g = e(n(), 1);
function _({ opened: e, shouldReturnFocus: t = !0 }) {
  const n = (0, g.useRef)(null),
    r = () => {
      n.current &&
        `focus` in n.current &&
        typeof n.current.focus == `function` &&
        n.current?.focus({ preventScroll: !0 });
    };
  return (
    m(() => {
      let i = -1,
        a = (e) => {
          e.key === `Tab` && window.clearTimeout(i);
        };
      if ((document.addEventListener(`keydown`, a), e)) n.current = document.activeElement;
      else if (t) {
        const e = document.activeElement;
        i = window.setTimeout(() => {
          const t = document.activeElement;
          (t === null || t === document.body || t === e) && r();
        }, 10);
      }
      return () => {
        window.clearTimeout(i), document.removeEventListener(`keydown`, a);
      };
    }, [e, t]),
    r
  );
}
var v = /input|select|textarea|button|object|summary|iframe/,
  y = `a, input, select, textarea, button, object, summary, iframe, audio[controls], video[controls], [contenteditable], [tabindex]`;
function b(e) {
  const t = e.getAttribute(`contenteditable`);
  return t !== null && t !== `false`;
}
function x(e) {
  const t = e.nodeName.toLowerCase();
  return (t === `audio` || t === `video`) && e.hasAttribute(`controls`);
}
function S(e) {
  return e.style.display === `none`;
}
function C(e) {
  if (e.getAttribute(`aria-hidden`) || e.getAttribute(`hidden`) || e.getAttribute(`type`) === `hidden`) return !1;
  let t = e;
  for (; t && t !== document.body && t.nodeType !== 11; ) {
    if (S(t)) return !1;
    t = t.parentNode;
  }
  return !0;
}
function w(e) {
  let t = e.getAttribute(`tabindex`);
  return t === null && (t = void 0), parseInt(t, 10);
}
function T(e) {
  const t = e.nodeName.toLowerCase(),
    n = !Number.isNaN(w(e));
  return ((v.test(t) && !e.disabled) || b(e) || x(e) || (e instanceof HTMLAnchorElement && e.href) || n) && C(e);
}
function E(e) {
  const t = w(e);
  return (Number.isNaN(t) || t >= 0) && T(e);
}
function D(e) {
  const t = Array.from(e.querySelectorAll(y)).filter(E),
    n = t.filter((e) => w(e) > 0).sort((e, t) => w(e) - w(t)),
    r = t.filter((e) => !(w(e) > 0));
  return [...n, ...r];
}
var O = [`date`, `time`, `datetime-local`, `month`, `week`],
  k = [`audio`, `video`, `iframe`, `object`, `embed`];
function A(e) {
  return !!e && e.tagName === `INPUT` && e.type === `radio`;
}
function j(e, t) {
  return e.name !== `` && e.name === t.name && e.form === t.form;
}
function M(e) {
  const t = e.nodeName.toLowerCase();
  return t === `input` ? O.includes(e.type) : k.includes(t);
}
function N(e, t) {
  const n = D(e);
  return n.filter((e) =>
    e === t || !A(e) ? !0 : A(t) && j(e, t) ? !1 : e.checked ? !0 : !n.some((t) => A(t) && t.checked && j(t, e)),
  );
}
function P(e, t, n, r) {
  const i = e.indexOf(t);
  if (i !== -1) return i + 1;
  if (t === n) return 0;
  const a = r ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING,
    o = e.findIndex((e) => (t.compareDocumentPosition(e) & a) !== 0);
  return o === -1 ? 0 : o;
}
function F(e, t, n) {
  const r = N(e, t);
  n && r.reverse();
  const i = P(r, t, e, n);
  return [...r.slice(i), ...r.slice(0, i)].filter((e) => e !== t);
}
function I(e, t) {
  for (const n of e) if ((n.focus(), t.activeElement === n)) return;
}
function L(e, t) {
  const n = e.getRootNode(),
    r = n.activeElement;
  if (!r || (r !== e && !e.contains(r))) return;
  const i = F(e, r, t.shiftKey);
  M(r)
    ? setTimeout(() => {
        const t = n.activeElement;
        e.isConnected && t !== r && t !== i[0] && I([...i, r], n);
      })
    : (t.preventDefault(), I(i, n));
}
var R = new Set();
function z(e, t) {
  const n = t.getRootNode().activeElement;
  if (!n) return !1;
  for (const r of R) {
    const i = r.current;
    if (r !== e && i && i !== t && t.contains(i) && i.contains(n)) return !0;
  }
  return !1;
}
function B(e = !0) {
  const t = (0, g.useRef)(null),
    n = (e) => {
      let t = e.querySelector(`[data-autofocus]`);
      if (!t) {
        const n = Array.from(e.querySelectorAll(y));
        (t = n.find(E) || n.find(T) || null), !t && T(e) && (t = e);
      }
      t
        ? t.focus({ preventScroll: !0 })
        : console.warn(`[@mantine/hooks/use-focus-trap] Failed to find focusable element within provided node`, e);
    },
    r = (0, g.useCallback)(
      (r) => {
        e &&
          (r === null
            ? (t.current = null)
            : t.current !== r &&
              (setTimeout(() => {
                r.getRootNode()
                  ? n(r)
                  : console.warn(`[@mantine/hooks/use-focus-trap] Ref node is not part of the dom`, r);
              }),
              (t.current = r)));
      },
      [e],
    );
  return (
    (0, g.useEffect)(() => {
      if (!e) return;
      t.current &&
        setTimeout(() => {
          t.current && n(t.current);
        });
      const r = (e) => {
        e.key !== `Tab` || e.defaultPrevented || !t.current || z(t, t.current) || L(t.current, e);
      };
      return (
        R.add(t),
        document.addEventListener(`keydown`, r),
        () => {
          R.delete(t), document.removeEventListener(`keydown`, r);
        }
      );
    }, [e]),
    r
  );
}
var V = t(),
  H = { root: `m_515a97f8` },
  U = o((e) => {
    const t = s(`VisuallyHidden`, null, e),
      { classNames: n, className: r, style: i, styles: a, unstyled: o, vars: u, attributes: d, ...f } = t,
      p = c({
        name: `VisuallyHidden`,
        classes: H,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: d,
      });
    return (0, V.jsx)(l, { component: `span`, ...p(`root`), ...f });
  });
(U.classes = H), (U.displayName = `@mantine/core/VisuallyHidden`);
var W = { root: `m_9814e45f` },
  G = { zIndex: p(`modal`) },
  K = i((e, { gradient: t, color: n, backgroundOpacity: i, blur: o, radius: s, zIndex: c }) => ({
    root: {
      '--overlay-bg': t || ((n !== void 0 || i !== void 0) && d(n || `#000`, i ?? 0.6)) || void 0,
      '--overlay-filter': o ? `blur(${a(o)})` : void 0,
      '--overlay-radius': s === void 0 ? void 0 : r(s),
      '--overlay-z-index': c?.toString(),
    },
  })),
  q = u((e) => {
    const t = s(`Overlay`, G, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: u,
        fixed: d,
        center: f,
        children: p,
        radius: m,
        zIndex: h,
        gradient: g,
        blur: _,
        color: v,
        backgroundOpacity: y,
        mod: b,
        attributes: x,
        ...S
      } = t,
      C = c({
        name: `Overlay`,
        props: t,
        classes: W,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: x,
        vars: u,
        varsResolver: K,
      });
    return (0, V.jsx)(l, { ...C(`root`), mod: [{ center: f, fixed: d }, b], ...S, children: p });
  });
(q.classes = W), (q.varsResolver = K), (q.displayName = `@mantine/core/Overlay`);
function J({ children: e, active: t = !0, refProp: n = `ref`, innerRef: r }) {
  const i = B(t),
    a = h(i, r),
    o = f(e);
  return o ? (0, g.cloneElement)(o, { [n]: a }) : e;
}
function Y(e) {
  return (0, V.jsx)(U, { tabIndex: -1, 'data-autofocus': !0, ...e });
}
(J.displayName = `@mantine/core/FocusTrap`),
  (Y.displayName = `@mantine/core/FocusTrapInitialFocus`),
  (J.InitialFocus = Y);

export { _ as r, J as t, q as n };
