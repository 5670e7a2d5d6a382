import { n as P, t as pe } from './ComboboxChevron-DPLV65q3.js';
import { t as re } from './clsx-DB0hHKMi.js';
import { t as A } from './create-event-handler-BFtKR396.js';
import { t as k } from './create-safe-context-DswzsaXw.js';
import { t as E, r as T, n as w } from './FocusTrap-Czmcjoxu.js';
import { i as b, t as C, r as S, n as x } from './get-floating-position-DWZuuBbC.js';
import { n as F } from './InputBase-_vvjCT3d.js';
import { ct as _, ft as v, ht as y } from './index-B3ichRAS.js';
import { t as ne } from './noop-mXPS5vjY.js';
import { i as f, t as h, r as m, n as p } from './OptionalPortal-ZJjSRNBG.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as ee, w as te } from './runtime-B8Ttn_BI.js';
import {
  f as ae,
  m as ce,
  v as de,
  _ as ie,
  o as le,
  d as M,
  y as N,
  g as oe,
  h as se,
  p as ue,
} from './ScrollArea-BqUlf40j.js';
import {
  N as a,
  h as c,
  x as d,
  M as i,
  m as l,
  I as n,
  V as o,
  L as r,
  c as s,
  F as t,
  o as u,
} from './store-B5VJ9oXn.js';
import { i as D, t as O } from './Transition-Cx7H30U_.js';
import { t as fe } from './use-id-CieX9qO2.js';
import { t as j } from './use-isomorphic-effect-C6cCsxhR.js';
import { t as g } from './use-resolved-styles-api-CHYueO1k.js';

var I = e(te(), 1);
function me(e, t = { active: !0 }) {
  return typeof e != `function` || !t.active
    ? t.onKeyDown || ne
    : (n) => {
        n.key === `Escape` && (e(n), t.onTrigger?.());
      };
}
var L = [`mousedown`, `touchstart`];
function he(e, t, n, r = !0, i = !1) {
  const a = (0, I.useRef)(null),
    o = t || L,
    s = (0, I.useEffectEvent)((t) => {
      const { target: r } = t ?? {};
      if (!document.body.contains(r) && r?.tagName !== `HTML`) return;
      const i = t.composedPath();
      Array.isArray(n) ? n.every((e) => !!e && !i.includes(e)) && e(t) : a.current && !i.includes(a.current) && e(t);
    }),
    c = o.join(`,`);
  return (
    (0, I.useEffect)(() => {
      if (!r) return;
      const e = c.split(`,`);
      return (
        e.forEach((e) => document.addEventListener(e, s, i)),
        () => {
          e.forEach((e) => document.removeEventListener(e, s, i));
        }
      );
    }, [c, r, i]),
    a
  );
}
var ge = [`mouse`, `touch`],
  _e = 10;
function R(e, t = {}) {
  const { threshold: n = 400, events: r = ge, cancelOnMove: i = !1, onStart: a, onFinish: o, onCancel: s } = t,
    c = (0, I.useRef)(!1),
    l = (0, I.useRef)(!1),
    u = (0, I.useRef)(-1),
    d = (0, I.useRef)(null);
  (0, I.useEffect)(() => () => window.clearTimeout(u.current), []);
  const f = r.join(`,`);
  return (0, I.useMemo)(() => {
    if (typeof e != `function`) return {};
    const t = i !== !1,
      f = i === !0 ? _e : i === !1 ? 0 : i,
      p = (t) => {
        (V(t) || B(t)) &&
          (a && a(t),
          (d.current = z(t)),
          (l.current = !0),
          (u.current = window.setTimeout(() => {
            e(t), (c.current = !0);
          }, n)));
      },
      m = (e) => {
        (V(e) || B(e)) &&
          (c.current ? o && o(e) : l.current && s && s(e),
          (c.current = !1),
          (l.current = !1),
          (d.current = null),
          u.current !== -1 && (window.clearTimeout(u.current), (u.current = -1)));
      },
      h = (e) => {
        if (!t || !l.current || c.current) return;
        const n = z(e);
        if (!n || !d.current) return;
        const r = n.x - d.current.x,
          i = n.y - d.current.y;
        Math.sqrt(r * r + i * i) > f && m(e);
      },
      g = {};
    return (
      r.includes(`mouse`) && ((g.onMouseDown = p), (g.onMouseUp = m), (g.onMouseLeave = m), t && (g.onMouseMove = h)),
      r.includes(`touch`) &&
        ((g.onTouchStart = p), (g.onTouchEnd = m), (g.onTouchCancel = m), t && (g.onTouchMove = h)),
      g
    );
  }, [e, n, s, o, a, i, f]);
}
function z(e) {
  if (B(e)) {
    const t = e.touches[0] ?? e.changedTouches[0];
    return t ? { x: t.clientX, y: t.clientY } : null;
  }
  return { x: e.clientX, y: e.clientY };
}
function B(e) {
  return window.TouchEvent ? e.nativeEvent instanceof TouchEvent : `touches` in e.nativeEvent;
}
function V(e) {
  return e.nativeEvent instanceof MouseEvent;
}
function H(e, t = document) {
  const n = t.querySelector(e);
  if (n) return n;
  const r = t.querySelectorAll(`*`);
  for (let t = 0; t < r.length; t += 1) {
    const n = r[t];
    if (n.shadowRoot) {
      const t = H(e, n.shadowRoot);
      if (t) return t;
    }
  }
  return null;
}
function U(e, t = document) {
  const n = [],
    r = t.querySelectorAll(e);
  n.push(...Array.from(r));
  const i = t.querySelectorAll(`*`);
  for (let t = 0; t < i.length; t += 1) {
    const r = i[t];
    if (r.shadowRoot) {
      const t = U(e, r.shadowRoot);
      n.push(...t);
    }
  }
  return n;
}
function W(e) {
  if (!e) return document;
  const t = e.getRootNode(),
    n = t.nodeType === Node.DOCUMENT_NODE,
    r = t.nodeType === Node.DOCUMENT_FRAGMENT_NODE && `host` in t;
  return n || r ? t : document;
}
var [ve, G] = k(`Popover component was not found in the tree`);
function K({ childProps: e, disabled: t, opened: n, longPressDelay: r = 500, setReference: i, open: a }) {
  const o = (0, I.useRef)(!1),
    s = (0, I.useRef)(!1),
    c = (0, I.useRef)(null),
    l = (0, I.useRef)(t);
  l.current = t;
  const u = (e, t, n) => {
      i({
        getBoundingClientRect: () => ({
          x: e,
          y: t,
          width: 0,
          height: 0,
          top: t,
          left: e,
          right: e,
          bottom: t,
          toJSON: () => void 0,
        }),
        contextElement: n,
      }),
        a();
    },
    d = A(e.onMouseDown, (e) => {
      t || (e.button === 2 && e.stopPropagation());
    }),
    f = A(e.onContextMenu, (e) => {
      t ||
        e.defaultPrevented ||
        (e.preventDefault(), s.current || (u(e.clientX, e.clientY, e.currentTarget), o.current && (s.current = !0)));
    }),
    p = R(
      (e) => {
        if (l.current || s.current) return;
        const t = e,
          n = t.touches[0] ?? t.changedTouches[0];
        n && (u(n.clientX, n.clientY, c.current), (s.current = !0));
      },
      {
        threshold: r,
        events: [`touch`],
        cancelOnMove: !0,
        onStart: (e) => {
          (o.current = !0), (s.current = !1), (c.current = e.currentTarget);
        },
        onFinish: (e) => {
          (o.current = !1), (s.current = !1), l.current || e.preventDefault();
        },
        onCancel: () => {
          (o.current = !1), (s.current = !1);
        },
      },
    );
  return {
    onContextMenu: f,
    onMouseDown: d,
    onTouchStart: A(e.onTouchStart, p.onTouchStart),
    onTouchEnd: A(e.onTouchEnd, p.onTouchEnd),
    onTouchCancel: A(e.onTouchCancel, p.onTouchCancel),
    onTouchMove: A(e.onTouchMove, p.onTouchMove),
    style: t ? e.style : { ...e.style, WebkitTouchCallout: `none`, WebkitUserSelect: `none`, userSelect: `none` },
    'data-expanded': n ? !0 : void 0,
  };
}
function q(e) {
  const { children: t, disabled: n, longPressDelay: r } = c(`PopoverContextMenu`, null, e),
    i = p(t);
  if (!i)
    throw Error(
      `Popover.ContextMenu component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported`,
    );
  const a = G(),
    o = K({
      childProps: i.props,
      disabled: n || a.disabled,
      opened: a.opened,
      longPressDelay: r,
      setReference: a.reference,
      open: () => {
        a.opened || a.onToggle();
      },
    });
  return (0, I.cloneElement)(i, o);
}
q.displayName = `@mantine/core/PopoverContextMenu`;
var ye = { dropdown: `m_38a85659`, arrow: `m_a31dc6c1`, overlay: `m_3d7bc908` },
  J = ee(),
  Y = s((e) => {
    const t = c(`PopoverDropdown`, null, e),
      {
        className: n,
        style: r,
        vars: i,
        children: a,
        onKeyDownCapture: s,
        variant: l,
        classNames: d,
        styles: f,
        ref: p,
        ...m
      } = t,
      g = G(),
      { dir: v } = _(),
      b = g.arrowPosition === `merge` && g.withArrow ? S({ position: g.placement, dir: v }) : void 0,
      C = T({ opened: g.opened, shouldReturnFocus: g.returnFocus }),
      w = g.withRoles
        ? { 'aria-labelledby': g.getTargetId(), id: g.getDropdownId(), role: `dialog`, tabIndex: -1 }
        : {},
      D = y(p, g.floating);
    return g.disabled
      ? null
      : (0, J.jsx)(h, {
          ...g.portalProps,
          withinPortal: g.withinPortal,
          children: (0, J.jsx)(O, {
            mounted: g.opened,
            ...g.transitionProps,
            transition: g.transitionProps?.transition || `fade`,
            duration: g.transitionProps?.duration ?? 150,
            keepMounted: g.keepMounted,
            keepMountedMode: g.keepMountedMode,
            exitDuration:
              typeof g.transitionProps?.exitDuration == `number`
                ? g.transitionProps.exitDuration
                : g.transitionProps?.duration,
            children: (e) =>
              (0, J.jsx)(E, {
                active: g.trapFocus && g.opened,
                innerRef: D,
                children: (0, J.jsxs)(u, {
                  ...w,
                  ...m,
                  variant: l,
                  onKeyDownCapture: me(
                    () => {
                      g.onClose?.(), g.onDismiss?.();
                    },
                    { active: g.closeOnEscape, onTrigger: C, onKeyDown: s },
                  ),
                  'data-position': g.placement,
                  'data-fixed': g.floatingStrategy === `fixed` || void 0,
                  ...g.getStyles(`dropdown`, {
                    className: n,
                    props: t,
                    classNames: d,
                    styles: f,
                    style: [
                      {
                        ...e,
                        ...b,
                        zIndex: g.zIndex,
                        top: g.y ?? 0,
                        left: g.x ?? 0,
                        width: g.width === `target` ? void 0 : o(g.width),
                        ...(g.referenceHidden ? { display: `none` } : null),
                      },
                      g.resolvedStyles?.dropdown,
                      f?.dropdown,
                      r,
                    ],
                  }),
                  children: [
                    a,
                    (0, J.jsx)(x, {
                      ref: g.arrowRef,
                      arrowX: g.arrowX,
                      arrowY: g.arrowY,
                      visible: g.withArrow,
                      position: g.placement,
                      arrowSize: g.arrowSize,
                      arrowRadius: g.arrowRadius,
                      arrowOffset: g.arrowOffset,
                      arrowPosition: g.arrowPosition,
                      ...g.getStyles(`arrow`, { props: t, classNames: d, styles: f }),
                    }),
                  ],
                }),
              }),
          }),
        });
  });
(Y.classes = ye), (Y.displayName = `@mantine/core/PopoverDropdown`);
var be = { refProp: `ref`, popupType: `dialog` },
  xe = s((e) => {
    const { children: t, refProp: n, popupType: r, ref: i, ...a } = c(`PopoverTarget`, be, e),
      o = p(t);
    if (!o)
      throw Error(
        `Popover.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported`,
      );
    const s = a,
      l = G(),
      u = y(l.reference, b(o), i),
      d = l.withRoles
        ? {
            'aria-haspopup': r,
            'aria-expanded': l.opened,
            'aria-controls': l.opened ? l.getDropdownId() : void 0,
            id: l.getTargetId(),
          }
        : {},
      f = o.props;
    return (0, I.cloneElement)(o, {
      ...s,
      ...d,
      ...l.targetProps,
      className: re(l.targetProps.className, s.className, f.className),
      [n]: u,
      ...(l.controlled
        ? null
        : {
            onClick: (e) => {
              l.onToggle(), f.onClick?.(e);
            },
          }),
    });
  });
xe.displayName = `@mantine/core/PopoverTarget`;
function Se(e) {
  if (e === void 0) return { shift: !0, flip: !0 };
  const t = { ...e };
  return e.shift === void 0 && (t.shift = !0), e.flip === void 0 && (t.flip = !0), t;
}
function Ce(e, t, n, r) {
  const i = Se(e.middlewares),
    a = [oe(e.offset), ue()];
  if (i.flip && !n) {
    const e = typeof i.flip == `boolean` ? {} : i.flip,
      t = r ? { fallbackStrategy: `initialPlacement`, ...e } : e;
    a.push(ae(t));
  }
  if (i.shift) {
    const t = typeof i.shift == `boolean` ? {} : i.shift;
    a.push(
      ie((n) => {
        const r = n.placement.startsWith(`top`) || n.placement.startsWith(`bottom`);
        return { limiter: se(), padding: 5, ...(e.width === `target` && r ? { mainAxis: !1 } : null), ...t };
      }),
    );
  }
  return (
    i.inline && a.push(typeof i.inline == `boolean` ? ce() : ce(i.inline)),
    a.push(M({ element: e.arrowRef, padding: e.arrowOffset })),
    (i.size || e.width === `target`) &&
      a.push(
        de({
          ...(typeof i.size == `boolean` ? {} : i.size),
          apply({ rects: n, availableWidth: r, availableHeight: a, ...o }) {
            const s = t().refs.floating.current?.style ?? {};
            i.size &&
              (typeof i.size == `object` && i.size.apply
                ? i.size.apply({ rects: n, availableWidth: r, availableHeight: a, ...o })
                : Object.assign(s, { maxWidth: `${r}px`, maxHeight: `${a}px` })),
              e.width === `target` && Object.assign(s, { width: `${n.reference.width}px` });
          },
        }),
      ),
    a
  );
}
function we(e) {
  const [t, n] = v({ value: e.opened, defaultValue: e.defaultOpened, finalValue: !1, onChange: e.onChange }),
    r = (0, I.useRef)(t),
    i = (0, I.useRef)(!1),
    [a, o] = (0, I.useState)(null),
    s = e.preventPositionChangeWhenVisible !== !1,
    c = (0, I.useRef)(t);
  t !== c.current && ((c.current = t), t && a !== null && o(null));
  const l = (0, I.useRef)(e.position);
  e.position !== l.current && ((l.current = e.position), (i.current = !1), a !== null && o(null));
  const u = (0, I.useCallback)(() => o(null), []),
    d = () => {
      t && !e.disabled && n(!1);
    },
    f = () => {
      e.disabled || n(!t);
    },
    p = le({
      open: t,
      strategy: e.strategy,
      placement: s ? (a ?? e.position) : e.position,
      middleware: Ce(e, () => p, s && a !== null, s),
      whileElementsMounted: e.keepMounted ? void 0 : N,
    });
  (0, I.useEffect)(() => {
    if (!e.keepMounted) return;
    const n = p.refs.reference.current,
      r = p.refs.floating.current;
    if (t && n && r) return N(n, r, p.update);
  }, [e.keepMounted, t, p.update, p.elements.reference, p.elements.floating]),
    j(() => {
      if (!t) {
        i.current = !1;
        return;
      }
      if (!s || a !== null) return;
      const e = p.refs.floating.current;
      e &&
        e.offsetHeight !== 0 &&
        e.offsetWidth !== 0 &&
        (i.current ? p.isPositioned && o(p.placement) : ((i.current = !0), p.update()));
    }, [s, t, p.isPositioned, p.placement, a, p.update]);
  const m = (0, I.useRef)(p.placement);
  return (
    j(() => {
      m.current !== p.placement && ((m.current = p.placement), e.onPositionChange?.(p.placement));
    }, [p.placement]),
    D(() => {
      t !== r.current && (t ? e.onOpen?.() : e.onClose?.()), (r.current = t);
    }, [t, e.onClose, e.onOpen]),
    {
      floating: p,
      controlled: typeof e.opened == `boolean`,
      opened: t,
      onClose: d,
      onToggle: f,
      resetLockedPlacement: u,
    }
  );
}
var Te = {
    position: `bottom`,
    offset: 8,
    transitionProps: { transition: `fade`, duration: 150 },
    middlewares: { flip: !0, shift: !0, inline: !1 },
    arrowSize: 7,
    arrowOffset: 5,
    arrowRadius: 0,
    arrowPosition: `side`,
    closeOnClickOutside: !0,
    withinPortal: !0,
    closeOnEscape: !0,
    trapFocus: !1,
    withRoles: !0,
    returnFocus: !1,
    withOverlay: !1,
    hideDetached: !0,
    preventPositionChangeWhenVisible: !0,
    clickOutsideEvents: [`mousedown`, `touchstart`],
    clickOutsideCapture: !1,
    zIndex: m(`popover`),
    __staticSelector: `Popover`,
    width: `max-content`,
  },
  Ee = i((e, { radius: r, shadow: i }) => ({
    dropdown: { '--popover-radius': r === void 0 ? void 0 : t(r), '--popover-shadow': n(i) },
  }));
function X(e) {
  const t = c(`Popover`, Te, e),
    {
      children: n,
      position: r,
      offset: i,
      onPositionChange: a,
      opened: o,
      transitionProps: s,
      onExitTransitionEnd: u,
      onEnterTransitionEnd: f,
      width: p,
      middlewares: m,
      withArrow: v,
      arrowSize: y,
      arrowOffset: b,
      arrowRadius: x,
      arrowPosition: S,
      unstyled: T,
      classNames: E,
      styles: D,
      closeOnClickOutside: k,
      withinPortal: A,
      portalProps: ee,
      closeOnEscape: te,
      clickOutsideEvents: ne,
      clickOutsideCapture: re,
      trapFocus: j,
      onClose: ie,
      onDismiss: M,
      onOpen: ae,
      onChange: oe,
      zIndex: se,
      radius: ce,
      shadow: le,
      id: ue,
      defaultOpened: de,
      __staticSelector: N,
      withRoles: P,
      disabled: pe,
      returnFocus: F,
      variant: me,
      keepMounted: L,
      keepMountedMode: ge,
      vars: _e,
      floatingStrategy: R,
      withOverlay: z,
      overlayProps: B,
      hideDetached: V,
      attributes: H,
      preventPositionChangeWhenVisible: U,
      ...W
    } = t,
    G = l({
      name: N,
      props: t,
      classes: ye,
      classNames: E,
      styles: D,
      unstyled: T,
      attributes: H,
      rootSelector: `dropdown`,
      vars: _e,
      varsResolver: Ee,
    }),
    { resolvedStyles: K } = g({ classNames: E, styles: D, props: t }),
    q = (0, I.useRef)(null),
    [Y, be] = (0, I.useState)(null),
    [xe, Se] = (0, I.useState)(null),
    { dir: Ce } = _(),
    X = d(),
    De = fe(ue),
    Z = we({
      middlewares: m,
      width: p,
      position: C(Ce, r),
      offset: typeof i == `number` ? i + (v ? y / 2 : 0) : i,
      arrowRef: q,
      arrowOffset: b,
      onPositionChange: a,
      opened: o,
      defaultOpened: de,
      onChange: oe,
      onOpen: ae,
      onClose: ie,
      onDismiss: M,
      strategy: R,
      disabled: pe,
      preventPositionChangeWhenVisible: U,
      keepMounted: L,
    });
  he(
    () => {
      k && (Z.onClose(), M?.());
    },
    ne,
    [Y, xe],
    !0,
    re,
  );
  const Oe = (0, I.useCallback)(
      (e) => {
        be(e), Z.floating.refs.setReference(e);
      },
      [Z.floating.refs.setReference],
    ),
    Q = (0, I.useCallback)(
      (e) => {
        Se(e), Z.floating.refs.setFloating(e);
      },
      [Z.floating.refs.setFloating],
    ),
    ke = (0, I.useCallback)(() => {
      s?.onExited?.(), u?.(), Z.resetLockedPlacement();
    }, [s?.onExited, u, Z.resetLockedPlacement]),
    Ae = (0, I.useCallback)(() => {
      s?.onEntered?.(), f?.();
    }, [s?.onEntered, f]);
  return (0, J.jsxs)(ve, {
    value: {
      returnFocus: F,
      disabled: pe,
      controlled: Z.controlled,
      reference: Oe,
      floating: Q,
      x: Z.floating.x,
      y: Z.floating.y,
      arrowX: Z.floating?.middlewareData?.arrow?.x,
      arrowY: Z.floating?.middlewareData?.arrow?.y,
      opened: Z.opened,
      arrowRef: q,
      transitionProps: { ...s, onExited: ke, onEntered: Ae },
      width: p,
      withArrow: v,
      arrowSize: y,
      arrowOffset: b,
      arrowRadius: x,
      arrowPosition: S,
      placement: Z.floating.placement,
      trapFocus: j,
      withinPortal: A,
      portalProps: ee,
      zIndex: se,
      radius: ce,
      shadow: le,
      closeOnEscape: te,
      onDismiss: M,
      onClose: Z.onClose,
      onToggle: Z.onToggle,
      getTargetId: () => De,
      getDropdownId: () => `${De}-dropdown`,
      withRoles: P,
      targetProps: W,
      __staticSelector: N,
      classNames: E,
      styles: D,
      unstyled: T,
      variant: me,
      keepMounted: L,
      keepMountedMode: ge,
      getStyles: G,
      resolvedStyles: K,
      floatingStrategy: R,
      referenceHidden: V && X !== `test` ? Z.floating.middlewareData.hide?.referenceHidden : !1,
    },
    children: [
      n,
      z &&
        (0, J.jsx)(O, {
          transition: `fade`,
          mounted: Z.opened,
          duration: s?.duration || 250,
          exitDuration: s?.exitDuration || 250,
          children: (e) =>
            (0, J.jsx)(h, {
              withinPortal: A,
              children: (0, J.jsx)(w, { ...B, ...G(`overlay`, { className: B?.className, style: [e, B?.style] }) }),
            }),
        }),
    ],
  });
}
(X.Target = xe),
  (X.Dropdown = Y),
  (X.ContextMenu = q),
  (X.varsResolver = Ee),
  (X.displayName = `@mantine/core/Popover`),
  (X.extend = (e) => e),
  (X.withProps = (e) => {
    const t = (t) => (0, J.jsx)(X, { ...e, ...t });
    return (t.extend = X.extend), (t.displayName = `WithProps(${X.displayName})`), t;
  });
var [De, Z] = k(`Combobox component was not found in tree`);
function Oe({ onMouseDown: e, onClick: t, onClear: n, ...r }) {
  return (0, J.jsx)(F.ClearButton, {
    tabIndex: -1,
    'aria-hidden': !0,
    ...r,
    onMouseDown: (t) => {
      t.preventDefault(), e?.(t);
    },
    onClick: (e) => {
      n(), t?.(e);
    },
  });
}
Oe.displayName = `@mantine/core/ComboboxClearButton`;
var Q = s((e) => {
  const { classNames: t, styles: n, className: r, style: i, hidden: a, ...o } = c(`ComboboxDropdown`, null, e),
    s = Z();
  return (0, J.jsx)(X.Dropdown, {
    ...o,
    role: `presentation`,
    'data-hidden': a || void 0,
    'data-floating-height': s.floatingHeight || void 0,
    ...s.getStyles(`dropdown`, { className: r, style: i, classNames: t, styles: n }),
  });
});
(Q.classes = P), (Q.displayName = `@mantine/core/ComboboxDropdown`);
var ke = { refProp: `ref` },
  Ae = s((e) => {
    const { children: t, refProp: n, ref: r } = c(`ComboboxDropdownTarget`, ke, e);
    if ((Z(), !f(t)))
      throw Error(
        `Combobox.DropdownTarget component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported`,
      );
    return (0, J.jsx)(X.Target, { ref: r, refProp: n, children: t });
  });
Ae.displayName = `@mantine/core/ComboboxDropdownTarget`;
var je = s((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...o } = c(`ComboboxEmpty`, null, e),
    s = Z();
  return (0, J.jsx)(u, { ...s.getStyles(`empty`, { className: n, classNames: t, styles: i, style: r }), ...o });
});
(je.classes = P), (je.displayName = `@mantine/core/ComboboxEmpty`);
function Me({
  onKeyDown: e,
  onClick: t,
  withKeyboardNavigation: n,
  withAriaAttributes: r,
  withExpandedAttribute: i,
  targetType: a,
  autoComplete: o,
}) {
  const s = Z(),
    [c, l] = (0, I.useState)(null),
    u = (t) => {
      if ((e?.(t), !s.readOnly && n)) {
        if (t.nativeEvent.isComposing) return;
        if (
          (t.nativeEvent.code === `ArrowDown` &&
            (t.preventDefault(),
            s.store.dropdownOpened
              ? l(s.store.selectNextOption())
              : (s.store.openDropdown(`keyboard`),
                l(s.store.selectActiveOption()),
                s.store.updateSelectedOptionIndex(`selected`, { scrollIntoView: !0 }))),
          t.nativeEvent.code === `ArrowUp` &&
            (t.preventDefault(),
            s.store.dropdownOpened
              ? l(s.store.selectPreviousOption())
              : (s.store.openDropdown(`keyboard`),
                l(s.store.selectActiveOption()),
                s.store.updateSelectedOptionIndex(`selected`, { scrollIntoView: !0 }))),
          t.nativeEvent.code === `Enter` || t.nativeEvent.code === `NumpadEnter`)
        ) {
          if (t.nativeEvent.keyCode === 229) return;
          const e = s.store.getSelectedOptionIndex();
          s.store.dropdownOpened && e !== -1
            ? (t.preventDefault(), s.store.clickSelectedOption())
            : a === `button` && (t.preventDefault(), s.store.openDropdown(`keyboard`));
        }
        t.key === `Escape` && s.store.closeDropdown(`keyboard`),
          t.nativeEvent.code === `Space` && a === `button` && (t.preventDefault(), s.store.toggleDropdown(`keyboard`));
      }
    },
    d = r
      ? {
          ...(i ? { role: `combobox` } : {}),
          'aria-haspopup': `listbox`,
          'aria-expanded': i ? !!(s.store.listId && s.store.dropdownOpened) : void 0,
          'aria-controls': s.store.dropdownOpened && s.store.listId ? s.store.listId : void 0,
          'aria-activedescendant': (s.store.dropdownOpened && c) || void 0,
          autoComplete: o,
          'data-expanded': s.store.dropdownOpened || void 0,
          'data-mantine-stop-propagation': s.store.dropdownOpened || void 0,
        }
      : {},
    f = (e) => {
      a === `button` && e.currentTarget.focus(), t?.(e);
    };
  return { ...d, onKeyDown: u, onClick: f };
}
var Ne = {
    refProp: `ref`,
    targetType: `input`,
    withKeyboardNavigation: !0,
    withAriaAttributes: !0,
    withExpandedAttribute: !1,
    autoComplete: `off`,
  },
  Pe = s((e) => {
    const {
        children: t,
        refProp: n,
        withKeyboardNavigation: r,
        withAriaAttributes: i,
        withExpandedAttribute: a,
        targetType: o,
        autoComplete: s,
        ref: l,
        ...u
      } = c(`ComboboxEventsTarget`, Ne, e),
      d = p(t);
    if (!d)
      throw Error(
        `Combobox.EventsTarget component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported`,
      );
    const f = Z(),
      m = Me({
        targetType: o,
        withAriaAttributes: i,
        withKeyboardNavigation: r,
        withExpandedAttribute: a,
        onKeyDown: d.props.onKeyDown,
        onClick: d.props.onClick,
        autoComplete: s,
      });
    return (0, I.cloneElement)(d, { ...m, ...u, [n]: y(l, f.store.targetRef, b(d)) });
  });
Pe.displayName = `@mantine/core/ComboboxEventsTarget`;
var Fe = s((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...o } = c(`ComboboxFooter`, null, e),
    s = Z();
  return (0, J.jsx)(u, {
    ...s.getStyles(`footer`, { className: n, classNames: t, style: r, styles: i }),
    ...o,
    onMouseDown: (e) => {
      e.preventDefault();
    },
  });
});
(Fe.classes = P), (Fe.displayName = `@mantine/core/ComboboxFooter`);
var Ie = s((e) => {
  const {
      classNames: t,
      className: n,
      style: r,
      styles: i,
      vars: a,
      children: o,
      label: s,
      id: l,
      ...d
    } = c(`ComboboxGroup`, null, e),
    f = Z(),
    p = fe(l),
    m = s != null && s !== !1 && s !== ``;
  return (0, J.jsxs)(u, {
    role: `group`,
    'aria-labelledby': m ? p : void 0,
    ...f.getStyles(`group`, { className: n, classNames: t, style: r, styles: i }),
    ...d,
    children: [
      m && (0, J.jsx)(`div`, { id: p, ...f.getStyles(`groupLabel`, { classNames: t, styles: i }), children: s }),
      o,
    ],
  });
});
(Ie.classes = P), (Ie.displayName = `@mantine/core/ComboboxGroup`);
var Le = s((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...o } = c(`ComboboxHeader`, null, e),
    s = Z();
  return (0, J.jsx)(u, {
    ...s.getStyles(`header`, { className: n, classNames: t, style: r, styles: i }),
    ...o,
    onMouseDown: (e) => {
      e.preventDefault();
    },
  });
});
(Le.classes = P), (Le.displayName = `@mantine/core/ComboboxHeader`);
function Re({ value: e, valuesDivider: t = `,`, ...n }) {
  return (0, J.jsx)(`input`, { type: `hidden`, value: Array.isArray(e) ? e.join(t) : e ? `${e}` : ``, ...n });
}
Re.displayName = `@mantine/core/ComboboxHiddenInput`;
var ze = s((e) => {
  const t = c(`ComboboxOption`, null, e),
    {
      classNames: n,
      className: r,
      style: i,
      styles: a,
      vars: o,
      onClick: s,
      id: l,
      active: d,
      onMouseDown: f,
      onMouseOver: p,
      disabled: m,
      selected: h,
      mod: g,
      ..._
    } = t,
    v = Z(),
    y = (0, I.useId)(),
    b = l || y;
  return (0, J.jsx)(u, {
    ...v.getStyles(`option`, { className: r, classNames: n, styles: a, style: i }),
    'aria-disabled': m || void 0,
    ..._,
    id: b,
    mod: [`combobox-option`, { 'combobox-active': d, 'combobox-disabled': m, 'combobox-selected': h }, g],
    role: `option`,
    onClick: (e) => {
      m ? e.preventDefault() : (v.onOptionSubmit?.(t.value, t), s?.(e));
    },
    onMouseDown: (e) => {
      e.preventDefault(), f?.(e);
    },
    onMouseOver: (e) => {
      v.resetSelectionOnOptionHover && v.store.resetSelectedOption(), p?.(e);
    },
  });
});
(ze.classes = P), (ze.displayName = `@mantine/core/ComboboxOption`);
var Be = s((e) => {
  const {
      classNames: t,
      className: n,
      style: r,
      styles: i,
      id: a,
      onMouseDown: o,
      labelledBy: s,
      ...l
    } = c(`ComboboxOptions`, null, e),
    d = Z(),
    f = fe(a);
  return (
    (0, I.useEffect)(() => {
      d.store.setListId(f);
    }, [f]),
    (0, J.jsx)(u, {
      ...d.getStyles(`options`, { className: n, style: r, classNames: t, styles: i }),
      ...l,
      id: f,
      role: `listbox`,
      'aria-labelledby': s,
      onMouseDown: (e) => {
        e.preventDefault(), o?.(e);
      },
    })
  );
});
(Be.classes = P), (Be.displayName = `@mantine/core/ComboboxOptions`);
var Ve = { withAriaAttributes: !0, withKeyboardNavigation: !0 },
  He = s((e) => {
    const {
        classNames: t,
        styles: n,
        unstyled: r,
        vars: i,
        withAriaAttributes: a,
        onKeyDown: o,
        onClick: s,
        withKeyboardNavigation: l,
        size: u,
        ref: d,
        ...f
      } = c(`ComboboxSearch`, Ve, e),
      p = Z(),
      m = p.getStyles(`search`),
      h = Me({
        targetType: `input`,
        withAriaAttributes: a,
        withKeyboardNavigation: l,
        withExpandedAttribute: !1,
        onKeyDown: o,
        onClick: s,
        autoComplete: `off`,
      });
    return (0, J.jsx)(F, {
      ref: y(d, p.store.searchRef),
      classNames: [{ input: m.className }, t],
      styles: [{ input: m.style }, n],
      size: u || p.size,
      ...h,
      ...f,
      __staticSelector: `Combobox`,
    });
  });
(He.classes = P), (He.displayName = `@mantine/core/ComboboxSearch`);
var Ue = {
    refProp: `ref`,
    targetType: `input`,
    withKeyboardNavigation: !0,
    withAriaAttributes: !0,
    withExpandedAttribute: !1,
    autoComplete: `off`,
  },
  We = s((e) => {
    const {
        children: t,
        refProp: n,
        withKeyboardNavigation: r,
        withAriaAttributes: i,
        withExpandedAttribute: a,
        targetType: o,
        autoComplete: s,
        ref: l,
        ...u
      } = c(`ComboboxTarget`, Ue, e),
      d = p(t);
    if (!d)
      throw Error(
        `Combobox.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported`,
      );
    const f = Z(),
      m = Me({
        targetType: o,
        withAriaAttributes: i,
        withKeyboardNavigation: r,
        withExpandedAttribute: a,
        onKeyDown: d.props.onKeyDown,
        onClick: d.props.onClick,
        autoComplete: s,
      }),
      h = (0, I.cloneElement)(d, { ...m, ...u });
    return (0, J.jsx)(X.Target, { refProp: n, ref: y(l, f.store.targetRef), children: h });
  });
We.displayName = `@mantine/core/ComboboxTarget`;
function Ge(e, t, n) {
  for (let n = e - 1; n >= 0; --n) if (!t[n].hasAttribute(`data-combobox-disabled`)) return n;
  if (n) {
    for (let e = t.length - 1; e > -1; --e) if (!t[e].hasAttribute(`data-combobox-disabled`)) return e;
  }
  return e;
}
function Ke(e, t, n) {
  for (let n = e + 1; n < t.length; n += 1) if (!t[n].hasAttribute(`data-combobox-disabled`)) return n;
  if (n) {
    for (let e = 0; e < t.length; e += 1) if (!t[e].hasAttribute(`data-combobox-disabled`)) return e;
  }
  return e;
}
function qe(e) {
  for (let t = 0; t < e.length; t += 1) if (!e[t].hasAttribute(`data-combobox-disabled`)) return t;
  return -1;
}
function Je({
  defaultOpened: e,
  opened: t,
  onOpenedChange: n,
  onDropdownClose: r,
  onDropdownOpen: i,
  loop: a = !0,
  scrollBehavior: o = `instant`,
} = {}) {
  const [s, c] = v({ value: t, defaultValue: e, finalValue: !1, onChange: n }),
    l = (0, I.useRef)(null),
    u = (0, I.useRef)(-1),
    d = (0, I.useRef)(null),
    f = (0, I.useRef)(null),
    p = (0, I.useRef)(-1),
    m = (0, I.useRef)(-1),
    h = (0, I.useRef)(-1),
    g = (0, I.useCallback)(
      (e = `unknown`) => {
        s || (c(!0), i?.(e));
      },
      [c, i, s],
    ),
    _ = (0, I.useCallback)(
      (e = `unknown`) => {
        s && (c(!1), r?.(e));
      },
      [c, r, s],
    ),
    y = (0, I.useCallback)(
      (e = `unknown`) => {
        s ? _(e) : g(e);
      },
      [_, g, s],
    ),
    b = (0, I.useCallback)(() => {
      const e = W(f.current);
      H(`#${l.current} [data-combobox-selected]`, e)?.removeAttribute(`data-combobox-selected`);
    }, []),
    x = (0, I.useCallback)(
      (e) => {
        const t = W(f.current),
          n = H(`#${l.current}`, t),
          r = n ? U(`[data-combobox-option]`, n) : null;
        if (!r) return null;
        const i = e >= r.length ? 0 : e < 0 ? r.length - 1 : e;
        return (
          (u.current = i),
          r?.[i] && !r[i].hasAttribute(`data-combobox-disabled`)
            ? (b(),
              r[i].setAttribute(`data-combobox-selected`, `true`),
              r[i].scrollIntoView({ block: `nearest`, behavior: o }),
              r[i].id)
            : null
        );
      },
      [o, b],
    ),
    S = (0, I.useCallback)(() => {
      const e = W(f.current),
        t = H(`#${l.current} [data-combobox-active]`, e);
      if (t) {
        const n = U(`#${l.current} [data-combobox-option]`, e).findIndex((e) => e === t);
        return x(n);
      }
      return x(0);
    }, [x]),
    C = (0, I.useCallback)(() => {
      const e = W(f.current),
        t = U(`#${l.current} [data-combobox-option]`, e);
      return x(Ke(u.current, t, a));
    }, [x, a]),
    w = (0, I.useCallback)(() => {
      const e = W(f.current),
        t = U(`#${l.current} [data-combobox-option]`, e);
      return x(Ge(u.current, t, a));
    }, [x, a]),
    T = (0, I.useCallback)(() => {
      const e = W(f.current),
        t = U(`#${l.current} [data-combobox-option]`, e);
      return x(qe(t));
    }, [x]),
    E = (0, I.useCallback)((e = `selected`, t) => {
      if (typeof e == `number`) {
        u.current = e;
        const n = W(f.current),
          r = U(`#${l.current} [data-combobox-option]`, n);
        t?.scrollIntoView && r[e]?.scrollIntoView({ block: `nearest`, behavior: o });
      } else
        h.current = window.setTimeout(() => {
          const n = W(f.current),
            r = U(`#${l.current} [data-combobox-option]`, n),
            i = r.findIndex((t) => t.hasAttribute(`data-combobox-${e}`));
          (u.current = i), t?.scrollIntoView && r[i]?.scrollIntoView({ block: `nearest`, behavior: o });
        }, 0);
    }, []),
    D = (0, I.useCallback)(() => {
      (u.current = -1), b();
    }, [b]),
    O = (0, I.useCallback)(() => {
      const e = W(f.current);
      U(`#${l.current} [data-combobox-option]`, e)?.[u.current]?.click();
    }, []),
    k = (0, I.useCallback)((e) => {
      l.current = e;
    }, []),
    A = (0, I.useCallback)(() => {
      p.current = window.setTimeout(() => d.current?.focus(), 0);
    }, []),
    ee = (0, I.useCallback)(() => {
      m.current = window.setTimeout(() => f.current?.focus(), 0);
    }, []),
    te = (0, I.useCallback)(() => u.current, []);
  return (
    (0, I.useEffect)(
      () => () => {
        window.clearTimeout(p.current), window.clearTimeout(m.current), window.clearTimeout(h.current);
      },
      [],
    ),
    {
      dropdownOpened: s,
      openDropdown: g,
      closeDropdown: _,
      toggleDropdown: y,
      selectedOptionIndex: u.current,
      getSelectedOptionIndex: te,
      selectOption: x,
      selectFirstOption: T,
      selectActiveOption: S,
      selectNextOption: C,
      selectPreviousOption: w,
      resetSelectedOption: D,
      updateSelectedOptionIndex: E,
      listId: l.current,
      setListId: k,
      clickSelectedOption: O,
      searchRef: d,
      focusSearchInput: A,
      targetRef: f,
      focusTarget: ee,
    }
  );
}
var Ye = {
    keepMounted: !0,
    keepMountedMode: `display-none`,
    withinPortal: !0,
    resetSelectionOnOptionHover: !1,
    width: `target`,
    transitionProps: { transition: `fade`, duration: 0 },
    size: `sm`,
  },
  Xe = i((e, { size: t, dropdownPadding: n }) => ({
    options: { '--combobox-option-fz': a(t), '--combobox-option-padding': r(t, `combobox-option-padding`) },
    dropdown: {
      '--combobox-padding': n === void 0 ? void 0 : o(n),
      '--combobox-option-fz': a(t),
      '--combobox-option-padding': r(t, `combobox-option-padding`),
    },
  })),
  $ = (e) => {
    const t = c(`Combobox`, Ye, e),
      {
        classNames: n,
        styles: r,
        unstyled: i,
        children: a,
        store: o,
        vars: s,
        onOptionSubmit: u,
        onClose: d,
        size: f,
        dropdownPadding: p,
        resetSelectionOnOptionHover: m,
        __staticSelector: h,
        readOnly: g,
        attributes: _,
        floatingHeight: v,
        middlewares: y,
        ...b
      } = t,
      x =
        v === `viewport`
          ? {
              ...y,
              flip: !1,
              size: {
                ...(typeof y?.size == `object` ? y.size : {}),
                padding: typeof y?.size == `object` && y.size.padding !== void 0 ? y.size.padding : 10,
                apply: ({ availableHeight: e, availableWidth: t, elements: n, ...r }) => {
                  n.floating.style.setProperty(`--combobox-floating-max-height`, `${e}px`);
                  const i = y?.size;
                  typeof i == `object` && i.apply
                    ? i.apply({ availableHeight: e, availableWidth: t, elements: n, ...r })
                    : i && Object.assign(n.floating.style, { maxWidth: `${t}px`, maxHeight: `${e}px` });
                },
              },
            }
          : y,
      S = Je(),
      C = o || S,
      w = l({
        name: h || `Combobox`,
        classes: P,
        props: t,
        classNames: n,
        styles: r,
        unstyled: i,
        attributes: _,
        vars: s,
        varsResolver: Xe,
      }),
      T = () => {
        d?.(), C.closeDropdown();
      };
    return (0, J.jsx)(De, {
      value: {
        getStyles: w,
        store: C,
        onOptionSubmit: u,
        size: f,
        resetSelectionOnOptionHover: m,
        readOnly: g,
        floatingHeight: v,
      },
      children: (0, J.jsx)(X, {
        opened: C.dropdownOpened,
        ...b,
        middlewares: x,
        onChange: (e) => !e && T(),
        withRoles: !1,
        unstyled: i,
        children: a,
      }),
    });
  };
($.extend = (e) => e),
  ($.classes = P),
  ($.varsResolver = Xe),
  ($.displayName = `@mantine/core/Combobox`),
  ($.Target = We),
  ($.Dropdown = Q),
  ($.Options = Be),
  ($.Option = ze),
  ($.Search = He),
  ($.Empty = je),
  ($.Chevron = pe),
  ($.Footer = Fe),
  ($.Header = Le),
  ($.EventsTarget = Pe),
  ($.DropdownTarget = Ae),
  ($.Group = Ie),
  ($.ClearButton = Oe),
  ($.HiddenInput = Re);

export { $ as t, G as o, Je as n, K as a, W as s, X as i, Z as r };
