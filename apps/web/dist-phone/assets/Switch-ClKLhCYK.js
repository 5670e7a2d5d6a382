import { n as h } from './InputBase-_vvjCT3d.js';
import { et as d, ft as f, tt as m, rt as p } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as _, u as g } from './runtime-B8Ttn_BI.js';
import { c as a, l as c, M as i, m as l, F as n, f as o, L as r, h as s, D as t, o as u } from './store-B5VJ9oXn.js';
import { t as v } from './use-id-CieX9qO2.js';

var y = e(_(), 1),
  b = g(),
  x = (0, y.createContext)(null),
  S = { hiddenInputValuesSeparator: `,` },
  C = c((e) => {
    const {
        value: t,
        defaultValue: n,
        onChange: r,
        size: i,
        wrapperProps: a,
        children: o,
        readOnly: c,
        name: l,
        hiddenInputValuesSeparator: u,
        hiddenInputProps: d,
        maxSelectedValues: m,
        disabled: g,
        ..._
      } = s(`SwitchGroup`, S, e),
      [v, y] = f({ value: t, defaultValue: n, finalValue: [], onChange: r }),
      C = (e) => {
        const t = e.currentTarget.value;
        if (c) return;
        const n = v.includes(t);
        (!n && m && v.length >= m) || y(n ? v.filter((e) => e !== t) : [...v, t]);
      },
      w = (e) => {
        if (g) return !0;
        if (!m) return !1;
        const t = v.includes(e),
          n = v.length >= m;
        return !t && n;
      },
      T = v.join(u);
    return (0, b.jsx)(x, {
      value: { value: v, onChange: C, size: i, isDisabled: w },
      children: (0, b.jsxs)(h.Wrapper, {
        size: i,
        ...a,
        ..._,
        labelElement: `div`,
        __staticSelector: `SwitchGroup`,
        children: [
          (0, b.jsx)(p, { role: `group`, children: o }),
          (0, b.jsx)(`input`, { type: `hidden`, name: l, value: T, ...d }),
        ],
      }),
    });
  });
(C.classes = h.Wrapper.classes), (C.displayName = `@mantine/core/SwitchGroup`);
var w = { root: `m_5f93f3bb`, input: `m_926b4011`, track: `m_9307d992`, thumb: `m_93039a1d`, trackLabel: `m_8277e082` },
  T = { labelPosition: `right`, withThumbIndicator: !0 },
  E = i((e, { radius: i, color: a, size: o }) => ({
    root: {
      '--switch-radius': i === void 0 ? void 0 : n(i),
      '--switch-height': r(o, `switch-height`),
      '--switch-width': r(o, `switch-width`),
      '--switch-thumb-size': r(o, `switch-thumb-size`),
      '--switch-label-font-size': r(o, `switch-label-font-size`),
      '--switch-track-label-padding': r(o, `switch-track-label-padding`),
      '--switch-color': a ? t(a, e) : void 0,
    },
  })),
  D = a((e) => {
    const t = s(`Switch`, T, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: c,
        vars: p,
        color: m,
        label: h,
        offLabel: g,
        onLabel: _,
        id: S,
        size: C,
        radius: D,
        wrapperProps: O,
        thumbIcon: k,
        checked: A,
        defaultChecked: j,
        onChange: M,
        labelPosition: N,
        description: P,
        error: F,
        disabled: I,
        variant: L,
        rootRef: R,
        mod: z,
        withThumbIndicator: B,
        attributes: V,
        ...H
      } = t,
      U = (0, y.use)(x),
      W = C || U?.size,
      G = l({
        name: `Switch`,
        props: t,
        classes: w,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: c,
        attributes: V,
        vars: p,
        varsResolver: E,
      }),
      { styleProps: K, rest: q } = o(H),
      J = v(S),
      Y =
        [P ? `${J}-description` : void 0, F && typeof F != `boolean` ? `${J}-error` : void 0, q[`aria-describedby`]]
          .filter(Boolean)
          .join(` `) || void 0,
      X = {
        checked: U?.value.includes(q.value) ?? A,
        onChange: (e) => {
          U?.onChange(e), M?.(e);
        },
      },
      Z = I || U?.isDisabled?.(q.value),
      [Q, $] = f({ value: X.checked ?? A, defaultValue: j, finalValue: !1 });
    return (0, b.jsxs)(d, {
      ...G(`root`),
      __staticSelector: `Switch`,
      __stylesApiProps: t,
      id: J,
      size: W,
      labelPosition: N,
      label: h,
      description: P,
      error: F,
      disabled: Z,
      bodyElement: `label`,
      labelElement: `span`,
      classNames: n,
      styles: a,
      unstyled: c,
      'data-checked': X.checked,
      variant: L,
      ref: R,
      mod: z,
      attributes: V,
      inert: q.inert,
      ...K,
      ...O,
      children: [
        (0, b.jsx)(`input`, {
          ...q,
          ...X,
          disabled: Z,
          checked: Q,
          'data-checked': X.checked,
          onChange: (e) => {
            q.readOnly || (X.onChange?.(e), $(e.currentTarget.checked));
          },
          id: J,
          type: `checkbox`,
          role: `switch`,
          inert: q.inert,
          'aria-describedby': Y,
          ...G(`input`),
        }),
        (0, b.jsxs)(u, {
          'aria-hidden': `true`,
          component: `span`,
          mod: { error: F, 'label-position': N, 'without-labels': !_ && !g },
          ...G(`track`),
          children: [
            (0, b.jsx)(u, {
              component: `span`,
              mod: { 'reduce-motion': !0, 'with-thumb-indicator': B && !k },
              ...G(`thumb`),
              children: k,
            }),
            (0, b.jsx)(`span`, { ...G(`trackLabel`), children: Q ? _ : g }),
          ],
        }),
      ],
    });
  });
(D.classes = { ...w, ...m }), (D.varsResolver = E), (D.displayName = `@mantine/core/Switch`), (D.Group = C);

export { D as t };
