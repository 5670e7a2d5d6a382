import { t as _ } from './CloseButton-OQ05SlJ0.js';
import { t as g } from './clsx-DB0hHKMi.js';
import { t as p } from './create-safe-context-DswzsaXw.js';
import { t as C, r as S, n as x } from './FocusTrap-Czmcjoxu.js';
import { st as v } from './index-B3ichRAS.js';
import { t as n, r as t } from './OptionalPortal-ZJjSRNBG.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as h, u as m } from './runtime-B8Ttn_BI.js';
import { t as ee } from './ScrollArea-BqUlf40j.js';
import { L as a, V as c, m as d, o as f, I as i, c as l, M as o, F as r, R as s, h as u } from './store-B5VJ9oXn.js';
import { t as b, r as y } from './Transition-Cx7H30U_.js';
import { t as te } from './use-id-CieX9qO2.js';

var w = e(h(), 1);
function ne(e, t, n) {
  const r = (0, w.useEffectEvent)(t);
  (0, w.useEffect)(() => (window.addEventListener(e, r, n), () => window.removeEventListener(e, r, n)), [e]);
}
var [re, T] = p(`ModalBase component was not found in tree`),
  E = m();
function D({ opened: e, transitionDuration: t }) {
  const [n, r] = (0, w.useState)(e),
    i = (0, w.useRef)(-1),
    a = y() ? 0 : t;
  return (
    (0, w.useEffect)(
      () => (
        e ? (r(!0), window.clearTimeout(i.current)) : a === 0 ? r(!1) : (i.current = window.setTimeout(() => r(!1), a)),
        () => window.clearTimeout(i.current)
      ),
      [e, a],
    ),
    n
  );
}
function ie({
  id: e,
  transitionProps: t,
  opened: n,
  trapFocus: r,
  closeOnEscape: i,
  onClose: a,
  returnFocus: o,
  handledEscapeEvents: s,
}) {
  const c = te(e),
    [l, u] = (0, w.useState)(!1),
    [d, f] = (0, w.useState)(!1),
    p = D({ opened: n, transitionDuration: typeof t?.duration == `number` ? t?.duration : 200 });
  return (
    ne(
      `keydown`,
      (e) => {
        e.key === `Escape` &&
          i &&
          !e.isComposing &&
          n &&
          !s?.has(e) &&
          e.target?.getAttribute(`data-mantine-stop-propagation`) !== `true` &&
          (s?.add(e), a());
      },
      { capture: !0 },
    ),
    S({ opened: n, shouldReturnFocus: r && o }),
    { _id: c, titleMounted: l, bodyMounted: d, shouldLockScroll: p, setTitleMounted: u, setBodyMounted: f }
  );
}
var O = function () {
  return (
    (O =
      Object.assign ||
      function (e) {
        for (var t, n = 1, r = arguments.length; n < r; n++)
          for (var i in ((t = arguments[n]), t)) Object.hasOwn(t, i) && (e[i] = t[i]);
        return e;
      }),
    O.apply(this, arguments)
  );
};
function k(e, t) {
  var n = {};
  for (var r in e) Object.hasOwn(e, r) && t.indexOf(r) < 0 && (n[r] = e[r]);
  if (e != null && typeof Object.getOwnPropertySymbols == `function`)
    for (var i = 0, r = Object.getOwnPropertySymbols(e); i < r.length; i++)
      t.indexOf(r[i]) < 0 && Object.prototype.propertyIsEnumerable.call(e, r[i]) && (n[r[i]] = e[r[i]]);
  return n;
}
function ae(e, t, n) {
  if (n || arguments.length === 2)
    for (var r = 0, i = t.length, a; r < i; r++)
      (a || !(r in t)) && ((a ||= Array.prototype.slice.call(t, 0, r)), (a[r] = t[r]));
  return e.concat(a || Array.prototype.slice.call(t));
}
var A = `right-scroll-bar-position`,
  j = `width-before-scroll-bar`,
  M = `with-scroll-bars-hidden`,
  oe = `--removed-body-scroll-bar-size`;
function N(e, t) {
  return typeof e == `function` ? e(t) : e && (e.current = t), e;
}
function se(e, t) {
  var n = (0, w.useState)(() => ({
    value: e,
    callback: t,
    facade: {
      get current() {
        return n.value;
      },
      set current(e) {
        var t = n.value;
        t !== e && ((n.value = e), n.callback(e, t));
      },
    },
  }))[0];
  return (n.callback = t), n.facade;
}
var ce = typeof window < `u` ? w.useLayoutEffect : w.useEffect,
  le = new WeakMap();
function ue(e, t) {
  var n = se(t || null, (t) => e.forEach((e) => N(e, t)));
  return (
    ce(() => {
      var t = le.get(n);
      if (t) {
        var r = new Set(t),
          i = new Set(e),
          a = n.current;
        r.forEach((e) => {
          i.has(e) || N(e, null);
        }),
          i.forEach((e) => {
            r.has(e) || N(e, a);
          });
      }
      le.set(n, e);
    }, [e]),
    n
  );
}
function de(e) {
  return e;
}
function fe(e, t) {
  t === void 0 && (t = de);
  var n = [],
    r = !1;
  return {
    read: () => {
      if (r)
        throw Error('Sidecar: could not `read` from an `assigned` medium. `read` could be used only with `useMedium`.');
      return n.length ? n[n.length - 1] : e;
    },
    useMedium: (e) => {
      var i = t(e, r);
      return (
        n.push(i),
        () => {
          n = n.filter((e) => e !== i);
        }
      );
    },
    assignSyncMedium: (e) => {
      for (r = !0; n.length; ) {
        var t = n;
        (n = []), t.forEach(e);
      }
      n = { push: (t) => e(t), filter: () => n };
    },
    assignMedium: (e) => {
      r = !0;
      var t = [];
      if (n.length) {
        var i = n;
        (n = []), i.forEach(e), (t = n);
      }
      var a = () => {
          var n = t;
          (t = []), n.forEach(e);
        },
        o = () => Promise.resolve().then(a);
      o(),
        (n = {
          push: (e) => {
            t.push(e), o();
          },
          filter: (e) => ((t = t.filter(e)), n),
        });
    },
  };
}
function pe(e) {
  e === void 0 && (e = {});
  var t = fe(null);
  return (t.options = O({ async: !0, ssr: !1 }, e)), t;
}
var me = (e) => {
  var t = e.sideCar,
    n = k(e, [`sideCar`]);
  if (!t) throw Error('Sidecar: please provide `sideCar` property to import the right car');
  var r = t.read();
  if (!r) throw Error(`Sidecar medium not found`);
  return w.createElement(r, O({}, n));
};
me.isSideCarExport = !0;
function he(e, t) {
  return e.useMedium(t), me;
}
var ge = pe(),
  P = () => {},
  F = w.forwardRef((e, t) => {
    var n = w.useRef(null),
      r = w.useState({ onScrollCapture: P, onWheelCapture: P, onTouchMoveCapture: P }),
      i = r[0],
      a = r[1],
      o = e.forwardProps,
      s = e.children,
      c = e.className,
      l = e.removeScrollBar,
      u = e.enabled,
      d = e.shards,
      f = e.sideCar,
      p = e.noRelative,
      m = e.noIsolation,
      h = e.inert,
      g = e.allowPinchZoom,
      _ = e.as,
      v = _ === void 0 ? `div` : _,
      y = e.gapMode,
      b = k(e, [
        `forwardProps`,
        `children`,
        `className`,
        `removeScrollBar`,
        `enabled`,
        `shards`,
        `sideCar`,
        `noRelative`,
        `noIsolation`,
        `inert`,
        `allowPinchZoom`,
        `as`,
        `gapMode`,
      ]),
      x = f,
      S = ue([n, t]),
      C = O(O({}, b), i);
    return w.createElement(
      w.Fragment,
      null,
      u &&
        w.createElement(x, {
          sideCar: ge,
          removeScrollBar: l,
          shards: d,
          noRelative: p,
          noIsolation: m,
          inert: h,
          setCallbacks: a,
          allowPinchZoom: !!g,
          lockRef: n,
          gapMode: y,
        }),
      o
        ? w.cloneElement(w.Children.only(s), O(O({}, C), { ref: S }))
        : w.createElement(v, O({}, C, { className: c, ref: S }), s),
    );
  });
(F.defaultProps = { enabled: !0, removeScrollBar: !0, inert: !1 }), (F.classNames = { fullWidth: j, zeroRight: A });
var _e = () => {
  if (typeof __webpack_nonce__ < `u`) return __webpack_nonce__;
};
function ve() {
  if (!document) return null;
  var e = document.createElement(`style`);
  e.type = `text/css`;
  var t = _e();
  return t && e.setAttribute(`nonce`, t), e;
}
function ye(e, t) {
  e.styleSheet ? (e.styleSheet.cssText = t) : e.appendChild(document.createTextNode(t));
}
function be(e) {
  (document.head || document.getElementsByTagName(`head`)[0]).appendChild(e);
}
var xe = () => {
    var e = 0,
      t = null;
    return {
      add: (n) => {
        e == 0 && (t = ve()) && (ye(t, n), be(t)), e++;
      },
      remove: () => {
        e--, !e && t && (t.parentNode && t.parentNode.removeChild(t), (t = null));
      },
    };
  },
  Se = () => {
    var e = xe();
    return (t, n) => {
      w.useEffect(
        () => (
          e.add(t),
          () => {
            e.remove();
          }
        ),
        [t && n],
      );
    };
  },
  Ce = () => {
    var e = Se();
    return (t) => {
      var n = t.styles,
        r = t.dynamic;
      return e(n, r), null;
    };
  },
  we = { left: 0, top: 0, right: 0, gap: 0 },
  I = (e) => parseInt(e || ``, 10) || 0,
  Te = (e) => {
    var t = window.getComputedStyle(document.body),
      n = t[e === `padding` ? `paddingLeft` : `marginLeft`],
      r = t[e === `padding` ? `paddingTop` : `marginTop`],
      i = t[e === `padding` ? `paddingRight` : `marginRight`];
    return [I(n), I(r), I(i)];
  },
  Ee = (e) => {
    if ((e === void 0 && (e = `margin`), typeof window > `u`)) return we;
    var t = Te(e),
      n = document.documentElement.clientWidth,
      r = window.innerWidth;
    return { left: t[0], top: t[1], right: t[2], gap: Math.max(0, r - n + t[2] - t[0]) };
  },
  De = Ce(),
  L = `data-scroll-locked`,
  Oe = (e, t, n, r) => {
    var i = e.left,
      a = e.top,
      o = e.right,
      s = e.gap;
    return (
      n === void 0 && (n = `margin`),
      `
  .${M} {
   overflow: hidden ${r};
   padding-right: ${s}px ${r};
  }
  body[${L}] {
    overflow: hidden ${r};
    overscroll-behavior: contain;
    ${[
      t && `position: relative ${r};`,
      n === `margin` &&
        `
    padding-left: ${i}px;
    padding-top: ${a}px;
    padding-right: ${o}px;
    margin-left:0;
    margin-top:0;
    margin-right: ${s}px ${r};
    `,
      n === `padding` && `padding-right: ${s}px ${r};`,
    ]
      .filter(Boolean)
      .join(``)}
  }
  
  .${A} {
    right: ${s}px ${r};
  }
  
  .${j} {
    margin-right: ${s}px ${r};
  }
  
  .${A} .${A} {
    right: 0 ${r};
  }
  
  .${j} .${j} {
    margin-right: 0 ${r};
  }
  
  body[${L}] {
    ${oe}: ${s}px;
  }
`
    );
  },
  ke = () => {
    var e = parseInt(document.body.getAttribute(`data-scroll-locked`) || `0`, 10);
    return isFinite(e) ? e : 0;
  },
  Ae = () => {
    w.useEffect(
      () => (
        document.body.setAttribute(L, (ke() + 1).toString()),
        () => {
          var e = ke() - 1;
          e <= 0 ? document.body.removeAttribute(L) : document.body.setAttribute(L, e.toString());
        }
      ),
      [],
    );
  },
  je = (e) => {
    var t = e.noRelative,
      n = e.noImportant,
      r = e.gapMode,
      i = r === void 0 ? `margin` : r;
    Ae();
    var a = w.useMemo(() => Ee(i), [i]);
    return w.createElement(De, { styles: Oe(a, !t, i, n ? `` : `!important`) });
  },
  R = !1;
if (typeof window < `u`)
  try {
    var z = Object.defineProperty({}, 'passive', { get: () => ((R = !0), !0) });
    window.addEventListener(`test`, z, z), window.removeEventListener(`test`, z, z);
  } catch {
    R = !1;
  }
var B = R ? { passive: !1 } : !1,
  Me = (e) => e.tagName === `TEXTAREA`,
  Ne = (e, t) => {
    if (!(e instanceof Element)) return !1;
    var n = window.getComputedStyle(e);
    return n[t] !== `hidden` && !(n.overflowY === n.overflowX && !Me(e) && n[t] === `visible`);
  },
  Pe = (e) => Ne(e, `overflowY`),
  Fe = (e) => Ne(e, `overflowX`),
  Ie = (e, t) => {
    var n = t.ownerDocument,
      r = t;
    do {
      if ((typeof ShadowRoot < `u` && r instanceof ShadowRoot && (r = r.host), ze(e, r))) {
        var i = Be(e, r);
        if (i[1] > i[2]) return !0;
      }
      r = r.parentNode;
    } while (r && r !== n.body);
    return !1;
  },
  Le = (e) => [e.scrollTop, e.scrollHeight, e.clientHeight],
  Re = (e) => [e.scrollLeft, e.scrollWidth, e.clientWidth],
  ze = (e, t) => (e === `v` ? Pe(t) : Fe(t)),
  Be = (e, t) => (e === `v` ? Le(t) : Re(t)),
  Ve = (e, t) => (e === `h` && t === `rtl` ? -1 : 1),
  He = (e, t, n, r, i) => {
    var a = Ve(e, window.getComputedStyle(t).direction),
      o = a * r,
      s = n.target,
      c = t.contains(s),
      l = !1,
      u = o > 0,
      d = 0,
      f = 0;
    do {
      if (!s) break;
      var p = Be(e, s),
        m = p[0],
        h = p[1] - p[2] - a * m;
      (m || h) && ze(e, s) && ((d += h), (f += m));
      var g = s.parentNode;
      s = g && g.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? g.host : g;
    } while ((!c && s !== document.body) || (c && (t.contains(s) || t === s)));
    return (
      ((u && ((i && Math.abs(d) < 1) || (!i && o > d))) || (!u && ((i && Math.abs(f) < 1) || (!i && -o > f)))) &&
        (l = !0),
      l
    );
  },
  V = (e) => (`changedTouches` in e ? [e.changedTouches[0].clientX, e.changedTouches[0].clientY] : [0, 0]),
  Ue = (e) => [e.deltaX, e.deltaY],
  We = (e) => (e && `current` in e ? e.current : e),
  Ge = (e, t) => e[0] === t[0] && e[1] === t[1],
  Ke = (e) => `
  .block-interactivity-${e} {pointer-events: none;}
  .allow-interactivity-${e} {pointer-events: all;}
`,
  qe = 0,
  H = [];
function Je(e) {
  var t = w.useRef([]),
    n = w.useRef([0, 0]),
    r = w.useRef(),
    i = w.useState(qe++)[0],
    a = w.useState(Ce)[0],
    o = w.useRef(e);
  w.useEffect(() => {
    o.current = e;
  }, [e]),
    w.useEffect(() => {
      if (e.inert) {
        document.body.classList.add(`block-interactivity-${i}`);
        var t = ae([e.lockRef.current], (e.shards || []).map(We), !0).filter(Boolean);
        return (
          t.forEach((e) => e.classList.add(`allow-interactivity-${i}`)),
          () => {
            document.body.classList.remove(`block-interactivity-${i}`),
              t.forEach((e) => e.classList.remove(`allow-interactivity-${i}`));
          }
        );
      }
    }, [e.inert, e.lockRef.current, e.shards]);
  var s = w.useCallback((e, t) => {
      if ((`touches` in e && e.touches.length === 2) || (e.type === `wheel` && e.ctrlKey))
        return !o.current.allowPinchZoom;
      var i = V(e),
        a = n.current,
        s = `deltaX` in e ? e.deltaX : a[0] - i[0],
        c = `deltaY` in e ? e.deltaY : a[1] - i[1],
        l,
        u = e.target,
        d = Math.abs(s) > Math.abs(c) ? `h` : `v`;
      if (`touches` in e && d === `h` && u.type === `range`) return !1;
      var f = window.getSelection(),
        p = f && f.anchorNode;
      if (p && (p === u || p.contains(u))) return !1;
      var m = Ie(d, u);
      if (!m) return !0;
      if ((m ? (l = d) : ((l = d === `v` ? `h` : `v`), (m = Ie(d, u))), !m)) return !1;
      if ((!r.current && `changedTouches` in e && (s || c) && (r.current = l), !l)) return !0;
      var h = r.current || l;
      return He(h, t, e, h === `h` ? s : c, !0);
    }, []),
    c = w.useCallback((e) => {
      var n = e;
      if (H.length && H[H.length - 1] === a) {
        var r = `deltaY` in n ? Ue(n) : V(n),
          i = t.current.filter(
            (e) => e.name === n.type && (e.target === n.target || n.target === e.shadowParent) && Ge(e.delta, r),
          )[0];
        if (i && i.should) n.cancelable && n.preventDefault();
        else if (!i) {
          var c = (o.current.shards || [])
            .map(We)
            .filter(Boolean)
            .filter((e) => e.contains(n.target));
          (c.length > 0 ? s(n, c[0]) : !o.current.noIsolation) && n.cancelable && n.preventDefault();
        }
      }
    }, []),
    l = w.useCallback((e, n, r, i) => {
      var a = { name: e, delta: n, target: r, should: i, shadowParent: Ye(r) };
      t.current.push(a),
        setTimeout(() => {
          t.current = t.current.filter((e) => e !== a);
        }, 1);
    }, []),
    u = w.useCallback((e) => {
      (n.current = V(e)), (r.current = void 0);
    }, []),
    d = w.useCallback((t) => {
      l(t.type, Ue(t), t.target, s(t, e.lockRef.current));
    }, []),
    f = w.useCallback((t) => {
      l(t.type, V(t), t.target, s(t, e.lockRef.current));
    }, []);
  w.useEffect(
    () => (
      H.push(a),
      e.setCallbacks({ onScrollCapture: d, onWheelCapture: d, onTouchMoveCapture: f }),
      document.addEventListener(`wheel`, c, B),
      document.addEventListener(`touchmove`, c, B),
      document.addEventListener(`touchstart`, u, B),
      () => {
        (H = H.filter((e) => e !== a)),
          document.removeEventListener(`wheel`, c, B),
          document.removeEventListener(`touchmove`, c, B),
          document.removeEventListener(`touchstart`, u, B);
      }
    ),
    [],
  );
  var p = e.removeScrollBar,
    m = e.inert;
  return w.createElement(
    w.Fragment,
    null,
    m ? w.createElement(a, { styles: Ke(i) }) : null,
    p ? w.createElement(je, { noRelative: e.noRelative, gapMode: e.gapMode }) : null,
  );
}
function Ye(e) {
  for (var t = null; e !== null; ) e instanceof ShadowRoot && ((t = e.host), (e = e.host)), (e = e.parentNode);
  return t;
}
var Xe = he(ge, Je),
  Ze = w.forwardRef((e, t) => w.createElement(F, O({}, e, { ref: t, sideCar: Xe })));
Ze.classNames = F.classNames;
function Qe({
  keepMounted: e,
  keepMountedMode: r = `activity`,
  opened: a,
  onClose: o,
  id: c,
  transitionProps: l,
  onExitTransitionEnd: u,
  onEnterTransitionEnd: d,
  trapFocus: p,
  closeOnEscape: m,
  returnFocus: h,
  closeOnClickOutside: g,
  withinPortal: _,
  portalProps: v,
  lockScroll: y,
  children: b,
  zIndex: x,
  shadow: S,
  padding: C,
  __vars: ee,
  unstyled: te,
  removeScrollProps: w,
  __handledEscapeEvents: ne,
  ...T
}) {
  const {
      _id: D,
      titleMounted: O,
      bodyMounted: k,
      shouldLockScroll: ae,
      setTitleMounted: A,
      setBodyMounted: j,
    } = ie({
      id: c,
      transitionProps: l,
      opened: a,
      trapFocus: p,
      closeOnEscape: m,
      onClose: o,
      returnFocus: h,
      handledEscapeEvents: ne,
    }),
    { key: M, ...oe } = w || {};
  return (0, E.jsx)(n, {
    ...v,
    withinPortal: _,
    children: (0, E.jsx)(re, {
      value: {
        opened: a,
        onClose: o,
        closeOnClickOutside: g,
        onExitTransitionEnd: u,
        onEnterTransitionEnd: d,
        transitionProps: { ...l, keepMounted: e, keepMountedMode: r },
        getTitleId: () => `${D}-title`,
        getBodyId: () => `${D}-body`,
        titleMounted: O,
        bodyMounted: k,
        setTitleMounted: A,
        setBodyMounted: j,
        trapFocus: p,
        closeOnEscape: m,
        zIndex: x,
        unstyled: te,
      },
      children: (0, E.jsx)(
        Ze,
        {
          enabled: ae && y,
          ...oe,
          children: (0, E.jsx)(f, {
            ...T,
            id: D,
            __vars: { ...ee, '--mb-z-index': (x || t(`modal`)).toString(), '--mb-shadow': i(S), '--mb-padding': s(C) },
            children: b,
          }),
        },
        M,
      ),
    }),
  });
}
Qe.displayName = `@mantine/core/ModalBase`;
function $e() {
  const e = T();
  return (0, w.useEffect)(() => (e.setBodyMounted(!0), () => e.setBodyMounted(!1)), []), e.getBodyId();
}
var U = {
  title: `m_615af6c9`,
  header: `m_b5489c3c`,
  inner: `m_60c222c7`,
  content: `m_fd1ab0aa`,
  close: `m_606cb269`,
  body: `m_5df29311`,
};
function et({ className: e, ...t }) {
  const n = $e(),
    r = T();
  return (0, E.jsx)(f, { id: n, className: g({ [U.body]: !r.unstyled }, e), ...t });
}
et.displayName = `@mantine/core/ModalBaseBody`;
function tt({ className: e, onClick: t, ...n }) {
  const r = T();
  return (0, E.jsx)(_, {
    ...n,
    onClick: (e) => {
      r.onClose(), t?.(e);
    },
    className: g({ [U.close]: !r.unstyled }, e),
    unstyled: r.unstyled,
  });
}
tt.displayName = `@mantine/core/ModalBaseCloseButton`;
function nt({ transitionProps: e, className: t, innerProps: n, onKeyDown: r, style: i, ref: a, ...o }) {
  const s = T();
  return (0, E.jsx)(b, {
    mounted: s.opened,
    transition: `pop`,
    ...s.transitionProps,
    onExited: () => {
      s.onExitTransitionEnd?.(), s.transitionProps?.onExited?.();
    },
    onEntered: () => {
      s.onEnterTransitionEnd?.(), s.transitionProps?.onEntered?.();
    },
    ...e,
    children: (e) =>
      (0, E.jsx)(`div`, {
        ...n,
        className: g({ [U.inner]: !s.unstyled }, n.className),
        children: (0, E.jsx)(C, {
          active: s.opened && s.trapFocus,
          innerRef: a,
          children: (0, E.jsx)(v, {
            ...o,
            component: `section`,
            role: `dialog`,
            tabIndex: -1,
            'aria-modal': !0,
            'aria-describedby': s.bodyMounted ? s.getBodyId() : void 0,
            'aria-labelledby': s.titleMounted ? s.getTitleId() : void 0,
            style: [i, e],
            className: g({ [U.content]: !s.unstyled }, t),
            unstyled: s.unstyled,
            children: o.children,
          }),
        }),
      }),
  });
}
nt.displayName = `@mantine/core/ModalBaseContent`;
function rt({ className: e, ...t }) {
  const n = T();
  return (0, E.jsx)(f, { component: `header`, className: g({ [U.header]: !n.unstyled }, e), ...t });
}
rt.displayName = `@mantine/core/ModalBaseHeader`;
var it = { duration: 200, timingFunction: `ease`, transition: `fade` };
function at(e) {
  const t = T();
  return { ...it, ...t.transitionProps, ...e };
}
function ot({ onClick: e, transitionProps: t, style: n, visible: r, ...i }) {
  const a = T(),
    o = at(t);
  return (0, E.jsx)(b, {
    mounted: r === void 0 ? a.opened : r,
    ...o,
    transition: `fade`,
    children: (t) =>
      (0, E.jsx)(x, {
        fixed: !0,
        style: [n, t],
        zIndex: a.zIndex,
        unstyled: a.unstyled,
        onClick: (t) => {
          e?.(t), a.closeOnClickOutside && a.onClose();
        },
        ...i,
      }),
  });
}
ot.displayName = `@mantine/core/ModalBaseOverlay`;
function st() {
  const e = T();
  return (0, w.useEffect)(() => (e.setTitleMounted(!0), () => e.setTitleMounted(!1)), []), e.getTitleId();
}
function ct({ className: e, ...t }) {
  const n = st(),
    r = T();
  return (0, E.jsx)(f, { component: `h2`, className: g({ [U.title]: !r.unstyled }, e), id: n, ...t });
}
ct.displayName = `@mantine/core/ModalBaseTitle`;
function lt({ children: e }) {
  return (0, E.jsx)(E.Fragment, { children: e });
}
var [ut, W] = p(`Modal component was not found in tree`),
  G = { root: `m_9df02822`, content: `m_54c44539`, inner: `m_1f958f16`, header: `m_d0e2b9cd` },
  K = l((e) => {
    const { classNames: t, className: n, style: r, styles: i, vars: a, ...o } = u(`ModalBody`, null, e),
      s = W();
    return (0, E.jsx)(et, { ...s.getStyles(`body`, { classNames: t, style: r, styles: i, className: n }), ...o });
  });
(K.classes = G), (K.displayName = `@mantine/core/ModalBody`);
var q = l((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...o } = u(`ModalCloseButton`, null, e),
    s = W();
  return (0, E.jsx)(tt, { ...s.getStyles(`close`, { classNames: t, style: r, styles: i, className: n }), ...o });
});
(q.classes = G), (q.displayName = `@mantine/core/ModalCloseButton`);
var J = l((e) => {
  const {
      classNames: t,
      className: n,
      style: r,
      styles: i,
      vars: a,
      children: o,
      __hidden: s,
      ...l
    } = u(`ModalContent`, null, e),
    d = W(),
    f = d.scrollAreaComponent || lt;
  return (0, E.jsx)(nt, {
    ...d.getStyles(`content`, { className: n, style: r, styles: i, classNames: t }),
    innerProps: d.getStyles(`inner`, { className: n, style: r, styles: i, classNames: t }),
    'data-full-screen': d.fullScreen || void 0,
    'data-modal-content': !0,
    'data-hidden': s || void 0,
    ...l,
    children: (0, E.jsx)(f, {
      style: { maxHeight: d.fullScreen ? `100dvh` : `calc(100dvh - (${c(d.yOffset)} * 2))` },
      children: o,
    }),
  });
});
(J.classes = G), (J.displayName = `@mantine/core/ModalContent`);
var Y = l((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...o } = u(`ModalHeader`, null, e),
    s = W();
  return (0, E.jsx)(rt, { ...s.getStyles(`header`, { classNames: t, style: r, styles: i, className: n }), ...o });
});
(Y.classes = G), (Y.displayName = `@mantine/core/ModalHeader`);
var X = l((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...o } = u(`ModalOverlay`, null, e),
    s = W();
  return (0, E.jsx)(ot, { ...s.getStyles(`overlay`, { classNames: t, style: r, styles: i, className: n }), ...o });
});
(X.classes = G), (X.displayName = `@mantine/core/ModalOverlay`);
var dt = {
    __staticSelector: `Modal`,
    closeOnClickOutside: !0,
    withinPortal: !0,
    lockScroll: !0,
    trapFocus: !0,
    returnFocus: !0,
    closeOnEscape: !0,
    keepMounted: !1,
    zIndex: t(`modal`),
    transitionProps: { duration: 200, transition: `fade-down` },
    yOffset: `5dvh`,
  },
  ft = o((e, { radius: t, size: n, yOffset: i, xOffset: o }) => ({
    root: {
      '--modal-radius': t === void 0 ? void 0 : r(t),
      '--modal-size': a(n, `modal-size`),
      '--modal-y-offset': c(i),
      '--modal-x-offset': c(o),
    },
  })),
  Z = l((e) => {
    const t = u(`ModalRoot`, dt, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        yOffset: c,
        scrollAreaComponent: l,
        radius: f,
        fullScreen: p,
        centered: m,
        xOffset: h,
        __staticSelector: g,
        attributes: _,
        ...v
      } = t,
      y = d({
        name: g,
        classes: G,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: _,
        vars: s,
        varsResolver: ft,
      });
    return (0, E.jsx)(ut, {
      value: { yOffset: c, scrollAreaComponent: l, getStyles: y, fullScreen: p },
      children: (0, E.jsx)(Qe, {
        ...y(`root`),
        'data-full-screen': p || void 0,
        'data-centered': m || void 0,
        'data-offset-scrollbars': l === ee.Autosize || void 0,
        unstyled: o,
        ...v,
      }),
    });
  });
(Z.classes = G), (Z.varsResolver = ft), (Z.displayName = `@mantine/core/ModalRoot`);
var pt = (0, w.createContext)(null);
function mt({ children: e }) {
  const [n, r] = (0, w.useState)([]),
    [i, a] = (0, w.useState)(t(`modal`)),
    [o] = (0, w.useState)(() => new WeakSet());
  return (0, E.jsx)(pt, {
    value: {
      stack: n,
      addModal: (e, t) => {
        r((t) => [...new Set([...t, e])]),
          a((e) => (typeof t == `number` && typeof e == `number` ? Math.max(e, t) : e));
      },
      removeModal: (e) => r((t) => t.filter((t) => t !== e)),
      getZIndex: (e) => `calc(${i} + ${n.indexOf(e)} + 1)`,
      currentId: n[n.length - 1],
      maxZIndex: i,
      handledEscapeEvents: o,
    },
    children: e,
  });
}
mt.displayName = `@mantine/core/ModalStack`;
var Q = l((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...o } = u(`ModalTitle`, null, e),
    s = W();
  return (0, E.jsx)(ct, { ...s.getStyles(`title`, { classNames: t, style: r, styles: i, className: n }), ...o });
});
(Q.classes = G), (Q.displayName = `@mantine/core/ModalTitle`);
var ht = {
    closeOnClickOutside: !0,
    withinPortal: !0,
    lockScroll: !0,
    trapFocus: !0,
    returnFocus: !0,
    closeOnEscape: !0,
    keepMounted: !1,
    zIndex: t(`modal`),
    transitionProps: { duration: 200, transition: `fade-down` },
    withOverlay: !0,
    withCloseButton: !0,
  },
  $ = l((e) => {
    const {
        title: n,
        withOverlay: r,
        overlayProps: i,
        withCloseButton: a,
        closeButtonProps: o,
        children: s,
        radius: c,
        opened: l,
        stackId: d,
        zIndex: f,
        ...p
      } = u(`Modal`, ht, e),
      m = (0, w.use)(pt),
      h = !!n || a,
      g =
        m && d
          ? {
              closeOnEscape: m.currentId === d,
              trapFocus: m.currentId === d,
              zIndex: m.getZIndex(d),
              __handledEscapeEvents: m.handledEscapeEvents,
            }
          : {},
      _ = r === !1 ? !1 : d && m ? m.currentId === d : l;
    return (
      (0, w.useEffect)(() => {
        m && d && (l ? m.addModal(d, f || t(`modal`)) : m.removeModal(d));
      }, [l, d, f]),
      (0, E.jsxs)(Z, {
        radius: c,
        opened: l,
        zIndex: m && d ? m.getZIndex(d) : f,
        ...p,
        ...g,
        children: [
          r && (0, E.jsx)(X, { visible: _, transitionProps: m && d ? { duration: 0 } : void 0, ...i }),
          (0, E.jsxs)(J, {
            radius: c,
            __hidden: m && d && l ? d !== m.currentId : !1,
            children: [
              h && (0, E.jsxs)(Y, { children: [n && (0, E.jsx)(Q, { children: n }), a && (0, E.jsx)(q, { ...o })] }),
              (0, E.jsx)(K, { children: s }),
            ],
          }),
        ],
      })
    );
  });
($.classes = G),
  ($.displayName = `@mantine/core/Modal`),
  ($.Root = Z),
  ($.Overlay = X),
  ($.Content = J),
  ($.Body = K),
  ($.Header = Y),
  ($.Title = Q),
  ($.CloseButton = q),
  ($.Stack = mt);

export { $ as t };
