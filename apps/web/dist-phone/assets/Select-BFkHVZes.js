import { s as c, t as l, n as o, r as s } from './Combobox-Dx6mIB9a.js';
import { n as d } from './ComboboxChevron-DPLV65q3.js';
import { t as m } from './clsx-DB0hHKMi.js';
import { t as a } from './get-parsed-combobox-data-D9fRIMhM.js';
import { t as i } from './InputBase-_vvjCT3d.js';
import { ft as f, nt as p } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as g, u as h } from './runtime-B8Ttn_BI.js';
import { t as u } from './ScrollArea-BqUlf40j.js';
import { l as n, h as t } from './store-B5VJ9oXn.js';
import { t as _ } from './use-id-CieX9qO2.js';
import { t as r } from './use-resolved-styles-api-CHYueO1k.js';

var v = e(g(), 1);
function y(e) {
  const t = (0, v.useRef)(void 0);
  return (
    (0, v.useEffect)(() => {
      t.current = e;
    }, [e]),
    t.current
  );
}
function b(e) {
  return e.reduce((e, t) => (`group` in t ? { ...e, ...b(t.items) } : ((e[`${t.value}`] = t), e)), {});
}
function x(e) {
  return `group` in e;
}
function S({ options: e, search: t, limit: n }) {
  const r = t.trim().toLowerCase(),
    i = [];
  for (let a = 0; a < e.length; a += 1) {
    const o = e[a];
    if (i.length === n) return i;
    x(o) && i.push({ group: o.group, items: S({ options: o.items, search: t, limit: n - i.length }) }),
      x(o) || (o.label.toLowerCase().includes(r) && i.push(o));
  }
  return i;
}
function C(e) {
  if (e.length === 0) return !0;
  for (const t of e) if (!(`group` in t) || t.items.length > 0) return !1;
  return !0;
}
function w(e, t = new Set()) {
  if (Array.isArray(e))
    for (const n of e)
      if (x(n)) w(n.items, t);
      else {
        if (n.value === void 0) throw Error(`[@mantine/core] Each option must have value property`);
        if (t.has(n.value))
          throw Error(
            `[@mantine/core] Duplicate options are not supported. Option with value "${n.value}" was provided more than once`,
          );
        t.add(n.value);
      }
}
var T = h();
function E(e, t) {
  return Array.isArray(e) ? e.includes(t) : e === t;
}
function D({
  data: e,
  withCheckIcon: t,
  withAlignedLabels: n,
  value: r,
  checkIconPosition: i,
  unstyled: a,
  renderOption: o,
}) {
  if (!x(e)) {
    const s = E(r, e.value),
      c =
        t &&
        (s
          ? (0, T.jsx)(p, { className: d.optionsDropdownCheckIcon })
          : n
            ? (0, T.jsx)(`div`, { className: d.optionsDropdownCheckPlaceholder })
            : null),
      u = (0, T.jsxs)(T.Fragment, {
        children: [i === `left` && c, (0, T.jsx)(`span`, { children: e.label }), i === `right` && c],
      });
    return (0, T.jsx)(l.Option, {
      value: e.value,
      disabled: e.disabled,
      className: m({ [d.optionsDropdownOption]: !a }),
      'data-reverse': i === `right` || void 0,
      'data-checked': s || void 0,
      'aria-selected': s,
      active: s,
      children: typeof o == `function` ? o({ option: e, checked: s }) : u,
    });
  }
  const s = e.items.map((e) =>
    (0, T.jsx)(
      D,
      { data: e, value: r, unstyled: a, withCheckIcon: t, withAlignedLabels: n, checkIconPosition: i, renderOption: o },
      `${e.value}`,
    ),
  );
  return (0, T.jsx)(l.Group, { label: e.group, children: s });
}
function O({
  data: e,
  hidden: t,
  hiddenWhenEmpty: n,
  filter: r,
  search: i,
  limit: a,
  maxDropdownHeight: o,
  floatingHeight: c,
  withScrollArea: d = !0,
  filterOptions: f = !0,
  withCheckIcon: p = !1,
  withAlignedLabels: m = !1,
  value: h,
  checkIconPosition: g,
  nothingFoundMessage: _,
  unstyled: v,
  labelId: y,
  renderOption: b,
  scrollAreaProps: E,
  'aria-label': O,
}) {
  const ee = s();
  w(e);
  const k = typeof i == `string` ? (r || S)({ options: e, search: f ? i : ``, limit: a ?? 1 / 0 }) : e,
    A = C(k),
    j = k.map((e, t) =>
      (0, T.jsx)(
        D,
        {
          data: e,
          withCheckIcon: p,
          withAlignedLabels: m,
          value: h,
          checkIconPosition: g,
          unstyled: v,
          renderOption: b,
        },
        x(e) ? `group-${typeof e.group == `string` ? e.group : t}` : `${e.value}`,
      ),
    );
  return (0, T.jsx)(l.Dropdown, {
    hidden: t || (n && A),
    'data-composed': !0,
    children: (0, T.jsxs)(l.Options, {
      labelledBy: y,
      'aria-label': O,
      children: [
        d
          ? (0, T.jsx)(u.Autosize, {
              mah: (c ?? ee.floatingHeight) === `viewport` ? `var(--combobox-floating-options-max-height)` : (o ?? 220),
              type: `scroll`,
              scrollbarSize: `var(--combobox-padding)`,
              offsetScrollbars: `y`,
              ...E,
              children: j,
            })
          : j,
        A && _ && (0, T.jsx)(l.Empty, { children: _ }),
      ],
    }),
  });
}
function ee({ id: e, label: t, labelProps: n, inputWrapperOrder: r }) {
  if (t && (!r || r.includes(`label`))) return n?.id || `${e}-label`;
}
function k(e) {
  const t = e.currentTarget;
  return c(t).activeElement !== t;
}
function A(e, t) {
  const n = t.trim().toLowerCase();
  if (n === ``) return;
  const r = Object.values(e).filter((e) => !e.disabled && e.label.trim().toLowerCase() === n);
  return r.length === 1 ? r[0] : void 0;
}
var j = { size: `sm`, withCheckIcon: !0, allowDeselect: !0, checkIconPosition: `left`, openOnFocus: !0 },
  M = n((e) => {
    const n = t([`Input`, `InputWrapper`, `Select`], j, e),
      {
        classNames: s,
        styles: c,
        unstyled: u,
        vars: d,
        dropdownOpened: p,
        defaultDropdownOpened: m,
        onDropdownClose: h,
        onDropdownOpen: g,
        onFocus: x,
        onBlur: S,
        onClick: C,
        onChange: w,
        data: E,
        value: D,
        defaultValue: M,
        selectFirstOptionOnChange: N,
        selectFirstOptionOnDropdownOpen: te,
        onOptionSubmit: ne,
        comboboxProps: re,
        readOnly: P,
        disabled: F,
        filter: ie,
        limit: ae,
        withScrollArea: oe,
        maxDropdownHeight: se,
        floatingHeight: ce,
        size: I,
        searchable: L,
        rightSection: le,
        checkIconPosition: ue,
        withCheckIcon: de,
        withAlignedLabels: fe,
        nothingFoundMessage: R,
        name: pe,
        form: me,
        searchValue: he,
        defaultSearchValue: ge,
        onSearchChange: _e,
        allowDeselect: ve,
        error: z,
        rightSectionPointerEvents: ye,
        id: be,
        clearable: xe,
        clearSectionMode: Se,
        clearButtonProps: Ce,
        hiddenInputProps: we,
        renderOption: Te,
        onClear: Ee,
        autoComplete: De,
        scrollAreaProps: Oe,
        __defaultRightSection: ke,
        __clearSection: Ae,
        __clearable: je,
        chevronColor: Me,
        autoSelectOnBlur: B,
        openOnFocus: Ne,
        attributes: V,
        ...H
      } = n,
      U = (0, v.useMemo)(() => a(E), [E]),
      W = (0, v.useRef)({}),
      G = (0, v.useMemo)(() => b(U), [U]),
      Pe = _(be),
      Fe = ee({ id: Pe, label: H.label, labelProps: H.labelProps, inputWrapperOrder: H.inputWrapperOrder }),
      [K, q, J] = f({ value: D, defaultValue: M, finalValue: null, onChange: w }),
      Y = K == null ? void 0 : `${K}` in G ? G[`${K}`] : W.current[`${K}`],
      Ie = y(Y),
      [X, Le, Re] = f({ value: he, defaultValue: ge, finalValue: Y ? Y.label : ``, onChange: _e }),
      Z = o({
        opened: p,
        defaultOpened: m,
        onDropdownOpen: () => {
          g?.(), te ? Z.selectFirstOption() : Z.updateSelectedOptionIndex(`active`, { scrollIntoView: !0 });
        },
        onDropdownClose: () => {
          h?.(), setTimeout(Z.resetSelectedOption, 0);
        },
      }),
      Q = (e) => {
        Le(e), Z.resetSelectedOption();
      },
      { resolvedClassNames: ze, resolvedStyles: $ } = r({ props: n, styles: c, classNames: s });
    (0, v.useEffect)(() => {
      N && Z.selectFirstOption();
    }, [N, X]),
      (0, v.useEffect)(() => {
        D === null && Q(``), D != null && Y && (Ie?.value !== Y.value || Ie?.label !== Y.label) && Q(Y.label);
      }, [D, Y]),
      (0, v.useEffect)(() => {
        !J && !Re && Q(K == null ? `` : `${K}` in G ? G[`${K}`]?.label : W.current[`${K}`]?.label || ``);
      }, [G, K]),
      (0, v.useEffect)(() => {
        K && `${K}` in G && (W.current[`${K}`] = G[`${K}`]);
      }, [G, K]);
    const Be = (0, T.jsx)(l.ClearButton, {
        ...Ce,
        onClear: () => {
          q(null, null), Q(``), Ee?.();
        },
      }),
      Ve = xe && K != null && !F && !P;
    return (0, T.jsxs)(T.Fragment, {
      children: [
        (0, T.jsxs)(l, {
          store: Z,
          __staticSelector: `Select`,
          classNames: ze,
          styles: $,
          unstyled: u,
          readOnly: P,
          size: I,
          attributes: V,
          floatingHeight: ce,
          keepMounted: B,
          onOptionSubmit: (e) => {
            ne?.(e);
            const t = ve && `${G[e].value}` == `${K}` ? null : G[e],
              n = t ? t.value : null;
            n !== K && q(n, t), !J && Q(n == null ? `` : t?.label || ``), Z.closeDropdown();
          },
          ...re,
          children: [
            (0, T.jsx)(l.Target, {
              targetType: L ? `input` : `button`,
              autoComplete: De,
              withExpandedAttribute: !0,
              children: (0, T.jsx)(i, {
                id: Pe,
                __defaultRightSection: (0, T.jsx)(l.Chevron, { size: I, error: z, unstyled: u, color: Me }),
                __clearSection: Be,
                __clearable: Ve,
                __clearSectionMode: Se,
                rightSection: le,
                rightSectionPointerEvents: ye || `none`,
                ...H,
                size: I,
                __staticSelector: `Select`,
                disabled: F,
                readOnly: P || !L,
                value: X,
                onChange: (e) => {
                  if (k(e)) {
                    if (!P) {
                      const t = A(G, e.currentTarget.value);
                      t && `${t.value}` != `${K}` && (q(t.value, t), !J && Q(t.label));
                    }
                  } else Q(e.currentTarget.value), Z.openDropdown(), N && Z.selectFirstOption();
                },
                onFocus: (e) => {
                  Ne && L && Z.openDropdown(), x?.(e);
                },
                onBlur: (e) => {
                  B && Z.clickSelectedOption(), Z.closeDropdown();
                  const t = K != null && (`${K}` in G ? G[`${K}`] : W.current[`${K}`]);
                  Q((t && t.label) || ``), S?.(e);
                },
                onClick: (e) => {
                  L ? Z.openDropdown() : Z.toggleDropdown(), C?.(e);
                },
                classNames: ze,
                styles: $,
                unstyled: u,
                pointer: !L,
                error: z,
                attributes: V,
              }),
            }),
            (0, T.jsx)(O, {
              data: U,
              hidden: P || F,
              filter: ie,
              search: X,
              limit: ae,
              hiddenWhenEmpty: !R,
              withScrollArea: oe,
              maxDropdownHeight: se,
              filterOptions: !!L && Y?.label !== X,
              value: K,
              checkIconPosition: ue,
              withCheckIcon: de,
              withAlignedLabels: fe,
              nothingFoundMessage: R,
              unstyled: u,
              labelId: Fe,
              'aria-label': Fe ? void 0 : H[`aria-label`],
              renderOption: Te,
              scrollAreaProps: Oe,
            }),
          ],
        }),
        (0, T.jsx)(l.HiddenInput, { value: K, name: pe, form: me, disabled: F, ...we }),
      ],
    });
  });
(M.classes = { ...i.classes, ...l.classes }), (M.displayName = `@mantine/core/Select`);

export { M as t };
