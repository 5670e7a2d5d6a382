import { n as y } from './InputBase-_vvjCT3d.js';
import { ut as _, ct as f, rt as g, lt as h, ft as m, et as p } from './index-B3ichRAS.js';
import { t as v } from './RadioIcon-D5u7o7Q_.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as b, w as x } from './runtime-B8Ttn_BI.js';
import { O as a, h as c, o as d, M as i, l, F as n, c as o, L as r, f as s, D as t, m as u } from './store-B5VJ9oXn.js';
import { n as C } from './Transition-Cx7H30U_.js';
import { t as S } from './use-id-CieX9qO2.js';

var w = e(x(), 1),
  T = b(),
  E = (0, w.createContext)(null),
  D = l((e) => {
    const {
        value: t,
        defaultValue: n,
        onChange: r,
        size: i,
        wrapperProps: a,
        children: o,
        name: s,
        readOnly: l,
        disabled: u,
        ...d
      } = c(`RadioGroup`, null, e),
      f = S(s),
      [p, h] = m({ value: t, defaultValue: n, finalValue: ``, onChange: r });
    return (0, T.jsx)(E, {
      value: {
        value: p,
        onChange: (e) => !l && h(typeof e == `string` ? e : e.currentTarget.value),
        size: i,
        name: f,
        disabled: u,
      },
      children: (0, T.jsx)(y.Wrapper, {
        size: i,
        ...a,
        ...d,
        labelElement: `div`,
        __staticSelector: `RadioGroup`,
        children: (0, T.jsx)(g, { role: `radiogroup`, children: o }),
      }),
    });
  });
(D.classes = y.Wrapper.classes), (D.displayName = `@mantine/core/RadioGroup`);
var O = { card: `m_9dc8ae12` },
  k = (0, w.createContext)(null),
  A = { withBorder: !0 },
  j = i((e, { radius: t }) => ({ card: { '--card-radius': n(t) } })),
  M = o((e) => {
    const t = c(`RadioCard`, A, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        checked: l,
        mod: d,
        withBorder: p,
        value: m,
        onClick: h,
        name: g,
        onKeyDown: _,
        attributes: v,
        ...y
      } = t,
      b = u({
        name: `RadioCard`,
        classes: O,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: v,
        vars: s,
        varsResolver: j,
        rootSelector: `card`,
      }),
      { dir: x } = f(),
      S = (0, w.use)(E),
      D = typeof l == `boolean` ? l : S?.value === m || !1,
      M = g || S?.name,
      N = (e) => {
        if ((_?.(e), M && [`ArrowDown`, `ArrowUp`, `ArrowLeft`, `ArrowRight`].includes(e.nativeEvent.code))) {
          e.preventDefault();
          const t = Array.from(document.querySelectorAll(`[role="radio"][name="${M}"]`)),
            n = t.findIndex((t) => t === e.target),
            r = n + 1 >= t.length ? 0 : n + 1,
            i = n - 1 < 0 ? t.length - 1 : n - 1;
          e.nativeEvent.code === `ArrowDown` && (t[r].focus(), t[r].click()),
            e.nativeEvent.code === `ArrowUp` && (t[i].focus(), t[i].click()),
            e.nativeEvent.code === `ArrowLeft` && (t[x === `ltr` ? i : r].focus(), t[x === `ltr` ? i : r].click()),
            e.nativeEvent.code === `ArrowRight` && (t[x === `ltr` ? r : i].focus(), t[x === `ltr` ? r : i].click());
        }
      };
    return (0, T.jsx)(k, {
      value: { checked: D },
      children: (0, T.jsx)(C, {
        mod: [{ 'with-border': p, checked: D }, d],
        ...b(`card`),
        ...y,
        role: `radio`,
        'aria-checked': D,
        name: M,
        onClick: (e) => {
          h?.(e), S?.onChange(m || ``);
        },
        onKeyDown: N,
      }),
    });
  });
(M.displayName = `@mantine/core/RadioCard`), (M.classes = O), (M.varsResolver = j);
var N = {
    indicator: `m_717d7ff6`,
    icon: `m_3e4da632`,
    'indicator--light': `m_7eec72c0`,
    'indicator--outline': `m_2980836c`,
  },
  P = { icon: v },
  F = i((e, { radius: i, color: o, size: s, iconColor: c, variant: l, autoContrast: u }) => {
    const d = a({ color: o || e.primaryColor, theme: e }),
      f = d.isThemeColor && d.shade === void 0 ? `var(--mantine-color-${d.color}-outline)` : d.color,
      p =
        l === `light`
          ? e.variantColorResolver({ color: o || e.primaryColor, theme: e, variant: `light`, autoContrast: u })
          : void 0,
      m = l === `outline` ? f : p ? p.color : t(o, e);
    return {
      indicator: {
        '--radio-size': r(s, `radio-size`),
        '--radio-radius': i === void 0 ? void 0 : n(i),
        '--radio-color': m,
        '--radio-bg': p?.background,
        '--radio-icon-size': typeof s == `number` ? `calc(${r(s, `radio-size`)} * 0.4)` : r(s, `radio-icon-size`),
        '--radio-icon-color': c ? t(c, e) : p ? p.color : h(u, e) ? _({ color: o, theme: e, autoContrast: u }) : void 0,
      },
    };
  }),
  I = o((e) => {
    const t = c(`RadioIndicator`, P, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        icon: l,
        radius: f,
        color: p,
        iconColor: m,
        autoContrast: h,
        checked: g,
        mod: _,
        variant: v,
        disabled: y,
        attributes: b,
        ...x
      } = t,
      S = u({
        name: `RadioIndicator`,
        classes: N,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: b,
        vars: s,
        varsResolver: F,
        rootSelector: `indicator`,
      }),
      C = (0, w.use)(k),
      E = typeof g == `boolean` ? g : C?.checked || !1;
    return (0, T.jsx)(d, {
      ...S(`indicator`, { variant: v }),
      variant: v,
      mod: [{ checked: E, disabled: y }, _],
      ...x,
      children: (0, T.jsx)(l, { ...S(`icon`) }),
    });
  });
(I.displayName = `@mantine/core/RadioIndicator`), (I.classes = N), (I.varsResolver = F);
var L = {
    root: `m_f3f1af94`,
    inner: `m_89c4f5e4`,
    icon: `m_f3ed6b2b`,
    radio: `m_8a3dbb89`,
    'radio--light': `m_99d09bcd`,
    'radio--outline': `m_1bfe9d39`,
  },
  R = { labelPosition: `right`, withErrorStyles: !0 },
  z = i((e, { size: i, radius: o, color: s, iconColor: c, variant: l, autoContrast: u }) => {
    const d = a({ color: s || e.primaryColor, theme: e }),
      f = d.isThemeColor && d.shade === void 0 ? `var(--mantine-color-${d.color}-outline)` : d.color,
      p =
        l === `light`
          ? e.variantColorResolver({ color: s || e.primaryColor, theme: e, variant: `light`, autoContrast: u })
          : void 0,
      m = l === `outline` ? f : p ? p.color : t(s, e);
    return {
      root: {
        '--radio-size': r(i, `radio-size`),
        '--radio-radius': o === void 0 ? void 0 : n(o),
        '--radio-color': m,
        '--radio-bg': p?.background,
        '--radio-icon-color': c ? t(c, e) : p ? p.color : h(u, e) ? _({ color: s, theme: e, autoContrast: u }) : void 0,
        '--radio-icon-size': r(i, `radio-icon-size`),
      },
    };
  }),
  B = o((e) => {
    const t = c(`Radio`, R, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: l,
        id: f,
        size: m,
        label: h,
        labelPosition: g,
        description: _,
        error: y,
        radius: b,
        color: x,
        variant: C,
        disabled: D,
        wrapperProps: O,
        icon: k = v,
        rootRef: A,
        iconColor: j,
        onChange: M,
        mod: N,
        attributes: P,
        withErrorStyles: F,
        checked: I,
        readOnly: B,
        onClick: V,
        ...H
      } = t,
      U = u({
        name: `Radio`,
        classes: L,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: P,
        vars: l,
        varsResolver: z,
      }),
      W = (0, w.use)(E),
      G = W?.size ?? m,
      K = t.size ? m : G,
      { styleProps: q, rest: J } = s(H),
      Y = S(f),
      X =
        [_ ? `${Y}-description` : void 0, y && typeof y != `boolean` ? `${Y}-error` : void 0, J[`aria-describedby`]]
          .filter(Boolean)
          .join(` `) || void 0,
      Z = W ? W.value === J.value : void 0,
      Q = {
        checked: Z ?? I,
        name: J.name ?? W?.name,
        onChange: (e) => {
          B || (W?.onChange(e), M?.(e));
        },
        disabled: W?.disabled ?? D,
      };
    return (0, T.jsx)(p, {
      ...U(`root`),
      __staticSelector: `Radio`,
      __stylesApiProps: t,
      id: Y,
      size: K,
      labelPosition: g,
      label: h,
      description: _,
      error: y,
      disabled: Q.disabled,
      classNames: n,
      styles: a,
      unstyled: o,
      'data-checked': (Z ?? I) || void 0,
      variant: C,
      ref: A,
      mod: N,
      attributes: P,
      ...q,
      ...O,
      children: (0, T.jsxs)(d, {
        ...U(`inner`),
        mod: { 'label-position': g },
        children: [
          (0, T.jsx)(d, {
            ...U(`radio`, { focusable: !0, variant: C }),
            ...J,
            ...Q,
            component: `input`,
            mod: { error: !!y, 'with-error-styles': F },
            id: Y,
            type: `radio`,
            readOnly: B,
            'aria-describedby': X,
            onClick: (e) => {
              B && Q.checked === void 0 && e.preventDefault(), V?.(e);
            },
          }),
          (0, T.jsx)(k, { ...U(`icon`), 'aria-hidden': !0 }),
        ],
      }),
    });
  });
(B.classes = L),
  (B.varsResolver = z),
  (B.displayName = `@mantine/core/Radio`),
  (B.Group = D),
  (B.Card = M),
  (B.Indicator = I);

export { B as t };
