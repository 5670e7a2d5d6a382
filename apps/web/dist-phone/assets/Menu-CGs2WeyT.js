import { t as O } from './AccordionChevron-D3ryC-6W.js';
import { o as h, i as m, a as p } from './Combobox-Dx6mIB9a.js';
import { t as x } from './create-event-handler-BFtKR396.js';
import { t as g } from './create-safe-context-DswzsaXw.js';
import { t as n, n as t } from './create-scoped-keydown-handler-BNvoN0m4.js';
import { t as D } from './get-floating-position-DWZuuBbC.js';
import { n as E } from './InputBase-_vvjCT3d.js';
import { ct as _, nt as b, ft as v, ht as y } from './index-B3ichRAS.js';
import { i as C, n as w } from './OptionalPortal-ZJjSRNBG.js';
import { t as T } from './RadioIcon-D5u7o7Q_.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as d, w as f } from './runtime-B8Ttn_BI.js';
import { c as A, l as j, o as M, r as N } from './ScrollArea-BqUlf40j.js';
import { c as a, o as c, _ as i, s as l, h as o, O as r, m as s } from './store-B5VJ9oXn.js';
import { n as S } from './Transition-Cx7H30U_.js';
import { t as k } from './use-id-CieX9qO2.js';
import { t as u } from './use-resolved-styles-api-CHYueO1k.js';

function P(e, n, r) {
  return r ? Array.from(t(r, n)?.querySelectorAll(e) || []).findIndex((e) => e === r) : null;
}
var F = e(f(), 1);
function ee({ open: e, close: t, openDelay: n, closeDelay: r }) {
  const i = (0, F.useRef)(-1),
    a = (0, F.useRef)(-1),
    o = () => {
      window.clearTimeout(i.current), window.clearTimeout(a.current);
    };
  return (
    (0, F.useEffect)(() => o, []),
    {
      openDropdown: () => {
        o(), n === 0 || n === void 0 ? e() : (i.current = window.setTimeout(e, n));
      },
      closeDropdown: () => {
        o(), r === 0 || r === void 0 ? t() : (a.current = window.setTimeout(t, r));
      },
    }
  );
}
var [te, I] = g(`Menu component was not found in the tree`),
  L = (0, F.createContext)(null),
  R = d();
function ne(e) {
  const { value: t, defaultValue: n, onChange: r, children: i } = o(`MenuCheckboxGroup`, null, e),
    [a, s] = v({ value: t, defaultValue: n, finalValue: [], onChange: r }),
    c = (0, F.useCallback)(
      (e) => {
        s(a.includes(e) ? a.filter((t) => t !== e) : [...a, e]);
      },
      [a, s],
    );
  return (0, R.jsx)(L, { value: { values: a, onChange: c }, children: i });
}
ne.displayName = `@mantine/core/MenuCheckboxGroup`;
var z = (0, F.createContext)(null);
function B({
  role: e,
  checked: t,
  indicator: a,
  onSelect: o,
  color: s,
  closeMenuOnClick: c,
  rightSection: l,
  children: u,
  disabled: d,
  dataDisabled: f,
  className: p,
  style: m,
  styles: h,
  classNames: g,
  buttonRef: v,
  others: b,
}) {
  const C = I(),
    w = (0, F.use)(z),
    T = i(),
    { dir: E } = _(),
    D = E === `rtl` ? `ArrowRight` : `ArrowLeft`,
    O = (0, F.useRef)(null),
    k = x(b.onClick, () => {
      f || (o(), c && C.closeDropdownImmediately());
    }),
    A = x(b.onMouseMove, () => {
      if (!C.hasSearch) return;
      const e = O.current?.closest(`[data-menu-dropdown]`);
      e &&
        e.querySelectorAll(`[data-menu-active]`).forEach((t) => {
          t !== O.current && t.closest(`[data-menu-dropdown]`) === e && t.removeAttribute(`data-menu-active`);
        });
    }),
    j = x(b.onKeyDown, (e) => {
      e.key === D && w && (w.close(), w.focusParentItem());
    }),
    M = s ? T.variantColorResolver({ color: s, theme: T, variant: `light` }) : void 0,
    N = s ? r({ color: s, theme: T }) : null,
    P = C.alignItemsLabels !== `none` || t;
  return (0, R.jsxs)(S, {
    onMouseDown: (e) => e.preventDefault(),
    ...b,
    unstyled: C.unstyled,
    tabIndex: C.menuItemTabIndex,
    ...C.getStyles(`item`, { className: p, style: m, styles: h, classNames: g }),
    ref: y(O, v),
    role: e,
    'aria-checked': t,
    disabled: d,
    'aria-disabled': d || f || void 0,
    'data-menu-item': !0,
    'data-checked': t || void 0,
    'data-disabled': d || f || void 0,
    'data-mantine-stop-propagation': !0,
    onClick: k,
    onMouseMove: A,
    onKeyDown: n({
      siblingSelector: `[data-menu-item]:not([data-disabled])`,
      parentSelector: `[data-menu-dropdown]`,
      activateOnFocus: !1,
      loop: C.loop,
      dir: E,
      orientation: `vertical`,
      onKeyDown: j,
    }),
    __vars: {
      '--menu-item-color': N?.isThemeColor && N?.shade === void 0 ? `var(--mantine-color-${N.color}-6)` : M?.color,
      '--menu-item-hover': M?.hover,
    },
    children: [
      P &&
        (0, R.jsx)(`div`, {
          ...C.getStyles(`itemIndicator`, { styles: h, classNames: g }),
          'data-checked': t || void 0,
          children: t ? a : null,
        }),
      u &&
        (0, R.jsx)(`div`, {
          ...C.getStyles(`itemLabel`, { styles: h, classNames: g }),
          'data-menu-item-label': !0,
          children: u,
        }),
      l &&
        (0, R.jsx)(`div`, {
          ...C.getStyles(`itemSection`, { styles: h, classNames: g }),
          'data-position': `right`,
          children: l,
        }),
    ],
  });
}
var V = {
    dropdown: `m_dc9b7c9f`,
    label: `m_9bfac126`,
    divider: `m_efdf90cb`,
    item: `m_99ac2aa1`,
    search: `m_ef8769b6`,
    itemLabel: `m_5476e0d3`,
    itemIndicator: `m_8395186e`,
    itemSection: `m_8b75e504`,
    chevron: `m_b85b0bed`,
  },
  H = a((e) => {
    const {
        classNames: t,
        className: n,
        style: r,
        styles: i,
        vars: a,
        color: s,
        closeMenuOnClick: c,
        rightSection: l,
        children: u,
        disabled: d,
        'data-disabled': f,
        value: p,
        checked: m,
        defaultChecked: h,
        onChange: g,
        checkIcon: _,
        ref: y,
        ...x
      } = o(`MenuCheckboxItem`, null, e),
      S = I(),
      C = (0, F.use)(L),
      w = C && p !== void 0 ? C.values.includes(p) : void 0,
      [T, E] = v({ value: m ?? w, defaultValue: h, finalValue: !1, onChange: g }),
      D = _ ?? S.checkIcon ?? (0, R.jsx)(b, { size: 10 });
    return (0, R.jsx)(B, {
      role: `menuitemcheckbox`,
      checked: T,
      indicator: D,
      onSelect: () => {
        g ? E(!T) : C && p !== void 0 ? C.onChange(p) : E(!T);
      },
      color: s,
      closeMenuOnClick: c,
      rightSection: l,
      disabled: d,
      dataDisabled: f,
      className: n,
      style: r,
      styles: i,
      classNames: t,
      buttonRef: y,
      others: x,
      children: u,
    });
  });
(H.classes = V), (H.displayName = `@mantine/core/MenuCheckboxItem`);
function U(e) {
  const { children: t, disabled: n, longPressDelay: r } = o(`MenuContextMenu`, null, e),
    i = w(t);
  if (!i)
    throw Error(
      `Menu.ContextMenu component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported`,
    );
  const a = I(),
    s = h(),
    c = p({
      childProps: i.props,
      disabled: n || s.disabled,
      opened: a.opened,
      longPressDelay: r,
      setReference: s.reference,
      open: () => a.openDropdown(),
    });
  return (0, F.cloneElement)(i, c);
}
U.displayName = `@mantine/core/MenuContextMenu`;
var W = a((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...s } = o(`MenuDivider`, null, e),
    l = I();
  return (0, R.jsx)(c, { ...l.getStyles(`divider`, { className: n, style: r, styles: i, classNames: t }), ...s });
});
(W.classes = V), (W.displayName = `@mantine/core/MenuDivider`);
var re = 500;
function G(e) {
  return ((e.querySelector(`[data-menu-item-label]`) ?? e).textContent ?? ``).trim().toLowerCase();
}
function ie(e) {
  return e.length > 1 && e.split(``).every((t) => t === e[0]);
}
function K({ enabled: e, opened: t, getDropdown: n }) {
  const r = (0, F.useRef)({ buffer: ``, timeoutId: null });
  return (
    (0, F.useEffect)(() => {
      if (t && e) return;
      const n = r.current;
      n.timeoutId !== null && (window.clearTimeout(n.timeoutId), (n.timeoutId = null)), (n.buffer = ``);
    }, [t, e]),
    (0, F.useEffect)(
      () => () => {
        const { timeoutId: e } = r.current;
        e !== null && window.clearTimeout(e);
      },
      [],
    ),
    (t) => {
      if (!e || t.defaultPrevented || t.ctrlKey || t.metaKey || t.altKey || t.key.length !== 1 || t.key === ` `) return;
      const i = t.target;
      if (i && (i.tagName === `INPUT` || i.tagName === `TEXTAREA` || i.tagName === `SELECT` || i.isContentEditable))
        return;
      const a = n();
      if (!a) return;
      const o = Array.from(a.querySelectorAll(`[data-menu-item]:not([data-disabled])`)).filter(
        (e) => e.closest(`[data-menu-dropdown]`) === a,
      );
      if (o.length === 0) return;
      const s = r.current;
      (s.buffer = (s.buffer + t.key).toLowerCase()),
        s.timeoutId !== null && window.clearTimeout(s.timeoutId),
        (s.timeoutId = window.setTimeout(() => {
          (s.buffer = ``), (s.timeoutId = null);
        }, re));
      let c = document.activeElement,
        l = c ? o.indexOf(c) : -1,
        u = null;
      if (s.buffer.length === 1 || ie(s.buffer)) {
        const e = s.buffer[0],
          t = l + 1;
        for (let n = 0; n < o.length; n += 1) {
          const r = (t + n) % o.length;
          if (G(o[r]).startsWith(e)) {
            u = o[r];
            break;
          }
        }
      } else
        for (let e = 0; e < o.length; e += 1)
          if (G(o[e]).startsWith(s.buffer)) {
            u = o[e];
            break;
          }
      u && (t.preventDefault(), u.focus());
    }
  );
}
var q = a((e) => {
  const {
      classNames: t,
      className: n,
      style: r,
      styles: i,
      vars: a,
      onMouseEnter: s,
      onMouseLeave: c,
      onKeyDown: l,
      children: u,
      ref: d,
      ...f
    } = o(`MenuDropdown`, null, e),
    p = (0, F.useRef)(null),
    h = I(),
    g = K({ enabled: !h.hasSearch, opened: h.opened, getDropdown: () => p.current }),
    _ = x(l, (e) => {
      g(e),
        e.defaultPrevented ||
          h.hasSearch ||
          ((e.key === `ArrowUp` || e.key === `ArrowDown`) &&
            (e.preventDefault(), p.current?.querySelectorAll(`[data-menu-item]:not(:disabled)`)[0]?.focus()));
    }),
    v = x(s, () => (h.trigger === `hover` || h.trigger === `click-hover`) && h.openDropdown()),
    b = x(c, () => (h.trigger === `hover` || h.trigger === `click-hover`) && h.closeDropdown());
  return (0, R.jsxs)(m.Dropdown, {
    ...f,
    onMouseEnter: v,
    onMouseLeave: b,
    role: `menu`,
    'aria-orientation': `vertical`,
    ref: y(d, p),
    ...h.getStyles(`dropdown`, { className: n, style: r, styles: i, classNames: t, withStaticClass: !1 }),
    tabIndex: -1,
    'data-menu-dropdown': !0,
    onKeyDown: _,
    children: [
      h.withInitialFocusPlaceholder &&
        !h.hasSearch &&
        (0, R.jsx)(`div`, {
          role: `presentation`,
          tabIndex: -1,
          'data-autofocus': !0,
          'data-mantine-stop-propagation': !0,
          style: { outline: 0 },
        }),
      u,
    ],
  });
});
(q.classes = V), (q.displayName = `@mantine/core/MenuDropdown`);
var J = l((e) => {
  const {
      classNames: t,
      className: a,
      style: s,
      styles: c,
      vars: l,
      color: u,
      closeMenuOnClick: d,
      leftSection: f,
      rightSection: p,
      children: m,
      disabled: h,
      'data-disabled': g,
      ref: v,
      ...b
    } = o(`MenuItem`, null, e),
    C = I(),
    w = (0, F.use)(z),
    T = i(),
    { dir: E } = _(),
    D = E === `rtl` ? `ArrowRight` : `ArrowLeft`,
    O = (0, F.useRef)(null),
    k = b,
    A = x(k.onClick, () => {
      g ||
        (typeof d == `boolean`
          ? d && C.closeDropdownImmediately()
          : C.closeOnItemClick && C.closeDropdownImmediately());
    }),
    j = x(k.onMouseMove, () => {
      if (!C.hasSearch) return;
      const e = O.current?.closest(`[data-menu-dropdown]`);
      e &&
        e.querySelectorAll(`[data-menu-active]`).forEach((t) => {
          t !== O.current && t.closest(`[data-menu-dropdown]`) === e && t.removeAttribute(`data-menu-active`);
        });
    }),
    M = u ? T.variantColorResolver({ color: u, theme: T, variant: `light` }) : void 0,
    N = u ? r({ color: u, theme: T }) : null,
    P = x(k.onKeyDown, (e) => {
      e.key === D && w && (w.close(), w.focusParentItem());
    });
  return (0, R.jsxs)(S, {
    onMouseDown: (e) => e.preventDefault(),
    ...b,
    unstyled: C.unstyled,
    tabIndex: C.menuItemTabIndex,
    ...C.getStyles(`item`, { className: a, style: s, styles: c, classNames: t }),
    ref: y(O, v),
    role: `menuitem`,
    disabled: h,
    'aria-disabled': h || g || void 0,
    'data-menu-item': !0,
    'data-disabled': h || g || void 0,
    'data-mantine-stop-propagation': !0,
    onClick: A,
    onMouseMove: j,
    onKeyDown: n({
      siblingSelector: `[data-menu-item]:not([data-disabled])`,
      parentSelector: `[data-menu-dropdown]`,
      activateOnFocus: !1,
      loop: C.loop,
      dir: E,
      orientation: `vertical`,
      onKeyDown: P,
    }),
    __vars: {
      '--menu-item-color': N?.isThemeColor && N?.shade === void 0 ? `var(--mantine-color-${N.color}-6)` : M?.color,
      '--menu-item-hover': M?.hover,
    },
    children: [
      C.alignItemsLabels === `all` &&
        (0, R.jsx)(`div`, { ...C.getStyles(`itemIndicator`, { styles: c, classNames: t }), 'data-placeholder': !0 }),
      f &&
        (0, R.jsx)(`div`, {
          ...C.getStyles(`itemSection`, { styles: c, classNames: t }),
          'data-position': `left`,
          children: f,
        }),
      m &&
        (0, R.jsx)(`div`, {
          ...C.getStyles(`itemLabel`, { styles: c, classNames: t }),
          'data-menu-item-label': !0,
          children: m,
        }),
      p &&
        (0, R.jsx)(`div`, {
          ...C.getStyles(`itemSection`, { styles: c, classNames: t }),
          'data-position': `right`,
          children: p,
        }),
    ],
  });
});
(J.classes = V), (J.displayName = `@mantine/core/MenuItem`);
var Y = a((e) => {
  const { classNames: t, className: n, style: r, styles: i, vars: a, ...s } = o(`MenuLabel`, null, e),
    l = I();
  return (0, R.jsx)(c, { ...l.getStyles(`label`, { className: n, style: r, styles: i, classNames: t }), ...s });
});
(Y.classes = V), (Y.displayName = `@mantine/core/MenuLabel`);
var X = (0, F.createContext)(null);
function ae(e) {
  const { value: t, defaultValue: n, onChange: r, children: i } = o(`MenuRadioGroup`, null, e),
    [a, s] = v({ value: t, defaultValue: n, finalValue: null, onChange: r });
  return (0, R.jsx)(X, { value: { value: a, onChange: (e) => s(e) }, children: i });
}
ae.displayName = `@mantine/core/MenuRadioGroup`;
var Z = a((e) => {
  const {
      classNames: t,
      className: n,
      style: r,
      styles: i,
      vars: a,
      color: s,
      closeMenuOnClick: c,
      rightSection: l,
      children: u,
      disabled: d,
      'data-disabled': f,
      value: p,
      checked: m,
      onChange: h,
      checkIcon: g,
      ref: _,
      ...v
    } = o(`MenuRadioItem`, null, e),
    y = I(),
    b = (0, F.use)(X),
    x = m ?? (b ? b.value === p : !1),
    S = g ?? y.checkIcon ?? (0, R.jsx)(T, { size: 5 });
  return (0, R.jsx)(B, {
    role: `menuitemradio`,
    checked: x,
    indicator: S,
    onSelect: () => {
      x || (h ? h(p) : b && b.onChange(p));
    },
    color: s,
    closeMenuOnClick: c,
    rightSection: l,
    disabled: d,
    dataDisabled: f,
    className: n,
    style: r,
    styles: i,
    classNames: t,
    buttonRef: _,
    others: v,
    children: u,
  });
});
(Z.classes = V), (Z.displayName = `@mantine/core/MenuRadioItem`);
var oe = `[data-menu-item]:not([data-disabled])`,
  se = `[data-menu-active]`;
function ce(e) {
  return e?.closest(`[data-menu-dropdown]`);
}
function le(e) {
  return e ? Array.from(e.querySelectorAll(oe)).filter((t) => t.closest(`[data-menu-dropdown]`) === e) : [];
}
function ue(e) {
  e &&
    e.querySelectorAll(se).forEach((t) => {
      t.closest(`[data-menu-dropdown]`) === e && t.removeAttribute(`data-menu-active`);
    });
}
function de(e, t) {
  ue(t), e && (e.setAttribute(`data-menu-active`, `true`), e.scrollIntoView({ block: `nearest` }));
}
function fe(e) {
  return e.findIndex((e) => e.hasAttribute(`data-menu-active`));
}
var pe = { clearSearchOnClose: !0 },
  me = a((e) => {
    const {
        classNames: t,
        styles: n,
        onKeyDown: r,
        onChange: i,
        size: a,
        clearSearchOnClose: s,
        ref: c,
        ...l
      } = o(`MenuSearch`, pe, e),
      u = I(),
      { dir: d } = _(),
      f = (0, F.useRef)(null),
      p = y(c, f),
      m = (0, F.useRef)(i);
    (m.current = i),
      (0, F.useEffect)(() => u.registerSearch(), [u.registerSearch]),
      (0, F.useEffect)(() => {
        s
          ? (u.searchExitClearRef.current = () => {
              m.current?.({ currentTarget: { value: `` } });
            })
          : (u.searchExitClearRef.current = null);
      }, [s, u.searchExitClearRef]),
      (0, F.useEffect)(() => {
        u.opened || ue(ce(f.current));
      }, [u.opened]);
    const h = x(i, (e) => {
        ue(ce(e.currentTarget));
      }),
      g = x(r, (e) => {
        if (e.defaultPrevented) return;
        const t = ce(e.currentTarget),
          n = le(t);
        if (e.key === `ArrowDown`) {
          if ((e.preventDefault(), n.length === 0)) return;
          const r = fe(n);
          de(n[r >= n.length - 1 ? (u.loop ? 0 : r) : r + 1] ?? null, t);
        } else if (e.key === `ArrowUp`) {
          if ((e.preventDefault(), n.length === 0)) return;
          const r = fe(n);
          de(n[r <= 0 ? (r === -1 || u.loop ? n.length - 1 : 0) : r - 1] ?? null, t);
        } else if (e.key === `Home`) e.preventDefault(), n.length > 0 && de(n[0], t);
        else if (e.key === `End`) e.preventDefault(), n.length > 0 && de(n[n.length - 1], t);
        else if (e.key === `Enter`) {
          if (e.nativeEvent.isComposing || e.nativeEvent.keyCode === 229) return;
          const t = n[fe(n)];
          t &&
            (e.preventDefault(),
            t.hasAttribute(`data-sub-menu-item`)
              ? (t.focus(),
                t.dispatchEvent(
                  new KeyboardEvent(`keydown`, { key: d === `rtl` ? `ArrowLeft` : `ArrowRight`, bubbles: !0 }),
                ))
              : t.click());
        }
      }),
      v = u.getStyles(`search`);
    return (0, R.jsx)(E, {
      'data-autofocus': !0,
      'data-mantine-stop-propagation': !0,
      type: `search`,
      size: a,
      ...l,
      ref: p,
      classNames: [{ input: v.className }, t],
      styles: [{ input: v.style }, n],
      onKeyDown: g,
      onChange: h,
      __staticSelector: `Menu`,
    });
  });
(me.classes = V), (me.displayName = `@mantine/core/MenuSearch`);
var he = a((e) => {
  const {
      classNames: t,
      className: n,
      style: r,
      styles: i,
      vars: a,
      onMouseEnter: s,
      onMouseLeave: c,
      onPointerEnter: l,
      onPointerLeave: u,
      onKeyDown: d,
      children: f,
      ref: p,
      ...h
    } = o(`MenuSubDropdown`, null, e),
    g = (0, F.useRef)(null),
    _ = I(),
    v = (0, F.use)(z),
    b = K({ enabled: !_.hasSearch, opened: v?.opened ?? !1, getDropdown: () => g.current }),
    S = x(d, (e) => {
      b(e), e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1 || e.key === ` ` || e.stopPropagation();
    }),
    C = v?.getFloatingProps({ onMouseEnter: s, onMouseLeave: c, onPointerEnter: l, onPointerLeave: u });
  return (0, R.jsx)(m.Dropdown, {
    ...h,
    ...C,
    role: `menu`,
    'aria-orientation': `vertical`,
    ref: y(p, g, v?.setFloating),
    ..._.getStyles(`dropdown`, { className: n, style: r, styles: i, classNames: t, withStaticClass: !1 }),
    tabIndex: -1,
    'data-menu-dropdown': !0,
    onKeyDown: S,
    children: f,
  });
});
(he.classes = V), (he.displayName = `@mantine/core/MenuSubDropdown`);
var ge = l((e) => {
  const {
      classNames: t,
      className: a,
      style: s,
      styles: c,
      vars: l,
      color: u,
      leftSection: d,
      rightSection: f,
      children: p,
      disabled: m,
      'data-disabled': h,
      closeMenuOnClick: g,
      ref: v,
      ...b
    } = o(`MenuSubItem`, null, e),
    C = I(),
    w = (0, F.use)(z),
    T = i(),
    { dir: E } = _(),
    D = E === `rtl` ? `ArrowLeft` : `ArrowRight`,
    k = E === `rtl` ? `ArrowRight` : `ArrowLeft`,
    A = (0, F.useRef)(null),
    j = b,
    M = u ? T.variantColorResolver({ color: u, theme: T, variant: `light` }) : void 0,
    N = u ? r({ color: u, theme: T }) : null,
    P = x(j.onKeyDown, (e) => {
      e.key === D && (w?.open(), w?.focusFirstItem()),
        e.key === k && w?.parentContext && (w.parentContext.close(), w.parentContext.focusParentItem());
    }),
    ee = x(j.onClick, () => {
      !h && g && C.closeDropdownImmediately();
    }),
    te = x(j.onMouseMove, () => {
      if (!C.hasSearch) return;
      const e = A.current?.closest(`[data-menu-dropdown]`);
      e &&
        e.querySelectorAll(`[data-menu-active]`).forEach((t) => {
          t !== A.current && t.closest(`[data-menu-dropdown]`) === e && t.removeAttribute(`data-menu-active`);
        });
    }),
    L = w?.getReferenceProps({
      onMouseEnter: j.onMouseEnter,
      onMouseLeave: j.onMouseLeave,
      onPointerEnter: j.onPointerEnter,
      onPointerLeave: j.onPointerLeave,
    });
  return (0, R.jsxs)(S, {
    onMouseDown: (e) => e.preventDefault(),
    ...b,
    ...L,
    unstyled: C.unstyled,
    tabIndex: C.menuItemTabIndex,
    ...C.getStyles(`item`, { className: a, style: s, styles: c, classNames: t }),
    ref: y(A, v, w?.setReference),
    role: `menuitem`,
    disabled: m,
    'aria-disabled': m || h || void 0,
    'data-menu-item': !0,
    'data-sub-menu-item': !0,
    'data-disabled': m || h || void 0,
    'data-mantine-stop-propagation': !0,
    onClick: ee,
    onMouseMove: te,
    onKeyDown: n({
      siblingSelector: `[data-menu-item]:not([data-disabled])`,
      parentSelector: `[data-menu-dropdown]`,
      activateOnFocus: !1,
      loop: C.loop,
      dir: E,
      orientation: `vertical`,
      onKeyDown: P,
    }),
    __vars: {
      '--menu-item-color': N?.isThemeColor && N?.shade === void 0 ? `var(--mantine-color-${N.color}-6)` : M?.color,
      '--menu-item-hover': M?.hover,
    },
    children: [
      C.alignItemsLabels === `all` &&
        (0, R.jsx)(`div`, { ...C.getStyles(`itemIndicator`, { styles: c, classNames: t }), 'data-placeholder': !0 }),
      d &&
        (0, R.jsx)(`div`, {
          ...C.getStyles(`itemSection`, { styles: c, classNames: t }),
          'data-position': `left`,
          children: d,
        }),
      p &&
        (0, R.jsx)(`div`, {
          ...C.getStyles(`itemLabel`, { styles: c, classNames: t }),
          'data-menu-item-label': !0,
          children: p,
        }),
      (0, R.jsx)(`div`, {
        ...C.getStyles(`itemSection`, { styles: c, classNames: t }),
        'data-position': `right`,
        children: f || (0, R.jsx)(O, { ...C.getStyles(`chevron`), size: 14 }),
      }),
    ],
  });
});
(ge.classes = V), (ge.displayName = `@mantine/core/MenuSubItem`);
function _e({ children: e, refProp: t }) {
  if (!C(e))
    throw Error(
      `Menu.Sub.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported`,
    );
  return I(), (0, R.jsx)(m.Target, { refProp: t, popupType: `menu`, children: e });
}
_e.displayName = `@mantine/core/MenuSubTarget`;
var ve = {
  offset: 0,
  position: `right-start`,
  safeAreaPolygon: !0,
  transitionProps: { duration: 0 },
  openDelay: 0,
  middlewares: { shift: { crossAxis: !0 } },
};
function Q(e) {
  const {
      children: t,
      closeDelay: n,
      openDelay: r,
      position: i,
      safeAreaPolygon: a,
      opened: s,
      onChange: c,
      ...l
    } = o(`MenuSub`, ve, e),
    u = k(),
    [d, f] = v({ value: s, finalValue: !1, onChange: c }),
    p = (0, F.use)(z),
    h = I(),
    { dir: g } = _(),
    y = D(g, i),
    b = p?.registerOpenSub ?? h.registerOpenSub,
    x = (0, F.useRef)(null),
    S = (0, F.useCallback)((e) => {
      const t = x.current;
      return (
        t && t !== e && t(),
        (x.current = e),
        () => {
          x.current === e && (x.current = null);
        }
      );
    }, []),
    C = (0, F.useRef)(f);
  C.current = f;
  const w = (0, F.useCallback)(() => C.current(!0), []),
    T = (0, F.useCallback)(() => C.current(!1), []);
  (0, F.useEffect)(() => {
    if (d) return b(T);
  }, [d, b, T]);
  const { context: E, refs: O } = M({
      placement: y,
      open: d,
      onOpenChange: (e) => {
        e ? w() : T();
      },
    }),
    { getReferenceProps: P, getFloatingProps: ee } = j([
      A(E, { handleClose: a ? N(typeof a == `object` ? a : void 0) : void 0, delay: { open: r, close: n } }),
    ]);
  return (0, R.jsx)(z, {
    value: {
      opened: d,
      close: T,
      open: w,
      focusFirstItem: () =>
        window.setTimeout(() => {
          document
            .getElementById(`${u}-dropdown`)
            ?.querySelectorAll(`[data-menu-item]:not([data-disabled])`)[0]
            ?.focus();
        }, 16),
      focusParentItem: () =>
        window.setTimeout(() => {
          document.getElementById(u)?.focus();
        }, 16),
      parentContext: p,
      setReference: O.setReference,
      setFloating: O.setFloating,
      getReferenceProps: P,
      getFloatingProps: ee,
      registerOpenSub: S,
    },
    children: (0, R.jsx)(m, {
      opened: d,
      onChange: (e) => (e ? w() : T()),
      withArrow: !1,
      id: u,
      position: i,
      ...l,
      withinPortal: !1,
      children: t,
    }),
  });
}
(Q.extend = (e) => e), (Q.displayName = `@mantine/core/MenuSub`), (Q.Target = _e), (Q.Dropdown = he), (Q.Item = ge);
var ye = { refProp: `ref` };
function be(e) {
  const { children: t, refProp: n, ...r } = o(`MenuTarget`, ye, e),
    i = w(t);
  if (!i)
    throw Error(
      `Menu.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported`,
    );
  const a = I(),
    s = i.props,
    c = x(s.onClick, () => {
      a.trigger === `click`
        ? a.toggleDropdown()
        : a.trigger === `click-hover` && (a.setOpenedViaClick(!0), a.opened || a.openDropdown());
    }),
    l = x(s.onMouseEnter, () => (a.trigger === `hover` || a.trigger === `click-hover`) && a.openDropdown()),
    u = x(s.onMouseLeave, () => {
      (a.trigger === `hover` || (a.trigger === `click-hover` && !a.openedViaClick)) && a.closeDropdown();
    });
  return (0, R.jsx)(m.Target, {
    refProp: n,
    popupType: `menu`,
    ...r,
    children: (0, F.cloneElement)(i, {
      onClick: c,
      onMouseEnter: l,
      onMouseLeave: u,
      'data-expanded': a.opened ? !0 : void 0,
    }),
  });
}
be.displayName = `@mantine/core/MenuTarget`;
var xe = {
    trapFocus: !0,
    closeOnItemClick: !0,
    withInitialFocusPlaceholder: !0,
    clickOutsideEvents: [`mousedown`, `touchstart`, `keydown`],
    loop: !0,
    trigger: `click`,
    openDelay: 0,
    closeDelay: 100,
    menuItemTabIndex: -1,
    alignItemsLabels: `with-indicators`,
  },
  $ = a((e) => {
    const t = o(`Menu`, xe, e),
      {
        children: n,
        onOpen: r,
        onClose: i,
        opened: a,
        defaultOpened: c,
        trapFocus: l,
        onChange: d,
        closeOnItemClick: f,
        loop: p,
        closeOnEscape: h,
        trigger: g,
        openDelay: _,
        closeDelay: y,
        classNames: b,
        styles: x,
        unstyled: S,
        variant: C,
        vars: w,
        menuItemTabIndex: T,
        keepMounted: E,
        withInitialFocusPlaceholder: D,
        attributes: O,
        onExitTransitionEnd: k,
        alignItemsLabels: A,
        checkIcon: j,
        ...M
      } = t,
      N = s({ name: `Menu`, classes: V, props: t, classNames: b, styles: x, unstyled: S, attributes: O }),
      [I, L] = v({ value: a, defaultValue: c, finalValue: !1, onChange: d }),
      [ne, z] = (0, F.useState)(!1),
      B = () => {
        L(!1), z(!1), I && i?.();
      },
      H = () => {
        L(!0), !I && r?.();
      },
      U = () => {
        I ? B() : H();
      },
      { openDropdown: W, closeDropdown: re } = ee({ open: H, close: B, closeDelay: y, openDelay: _ }),
      G = (0, F.useRef)(null),
      ie = (0, F.useCallback)((e) => {
        const t = G.current;
        return (
          t && t !== e && t(),
          (G.current = e),
          () => {
            G.current === e && (G.current = null);
          }
        );
      }, []),
      K = (0, F.useRef)(0),
      [q, J] = (0, F.useState)(!1),
      Y = (0, F.useCallback)(
        () => (
          (K.current += 1),
          K.current === 1 && J(!0),
          () => {
            --K.current, K.current === 0 && J(!1);
          }
        ),
        [],
      ),
      X = (0, F.useRef)(null),
      ae = () => {
        X.current?.(), k?.();
      },
      Z = (e) => P(`[data-menu-item]`, `[data-menu-dropdown]`, e),
      { resolvedClassNames: oe, resolvedStyles: se } = u({ classNames: b, styles: x, props: t });
    return (0, R.jsx)(te, {
      value: {
        getStyles: N,
        opened: I,
        toggleDropdown: U,
        getItemIndex: Z,
        openedViaClick: ne,
        setOpenedViaClick: z,
        closeOnItemClick: f,
        closeDropdown: g === `click` ? B : re,
        openDropdown: g === `click` ? H : W,
        closeDropdownImmediately: B,
        loop: p,
        trigger: g,
        unstyled: S,
        menuItemTabIndex: T,
        withInitialFocusPlaceholder: D,
        registerOpenSub: ie,
        hasSearch: q,
        registerSearch: Y,
        searchExitClearRef: X,
        alignItemsLabels: A,
        checkIcon: j,
      },
      children: (0, R.jsx)(m, {
        returnFocus: !0,
        ...M,
        opened: I,
        onChange: U,
        defaultOpened: c,
        trapFocus: !E && l,
        closeOnEscape: h,
        __staticSelector: `Menu`,
        classNames: oe,
        styles: se,
        unstyled: S,
        variant: C,
        keepMounted: E,
        onExitTransitionEnd: ae,
        children: n,
      }),
    });
  });
($.displayName = `@mantine/core/Menu`),
  ($.classes = V),
  ($.Item = J),
  ($.Label = Y),
  ($.Dropdown = q),
  ($.Target = be),
  ($.Divider = W),
  ($.Search = me),
  ($.Sub = Q),
  ($.CheckboxItem = H),
  ($.CheckboxGroup = ne),
  ($.RadioItem = Z),
  ($.RadioGroup = ae),
  ($.ContextMenu = U);

export { $ as t };
