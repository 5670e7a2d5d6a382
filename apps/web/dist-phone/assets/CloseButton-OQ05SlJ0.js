import './rolldown-runtime-BWaJ3C7D.js';
import { u as c, w as l } from './runtime-B8Ttn_BI.js';
import { m as a, F as e, h as i, M as n, s as o, V as r, L as t } from './store-B5VJ9oXn.js';
import { n as s } from './Transition-Cx7H30U_.js';

l();
var u = c();
function d({ size: e = `var(--cb-icon-size, 70%)`, style: t, ...n }) {
  return (0, u.jsx)(`svg`, {
    viewBox: `0 0 15 15`,
    fill: `none`,
    xmlns: `http://www.w3.org/2000/svg`,
    style: { ...t, width: e, height: e },
    ...n,
    children: (0, u.jsx)(`path`, {
      d: `M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z`,
      fill: `currentColor`,
      fillRule: `evenodd`,
      clipRule: `evenodd`,
    }),
  });
}
d.displayName = `@mantine/core/CloseIcon`;
var f = { root: `m_86a44da5`, 'root--subtle': `m_220c80f2` },
  p = { variant: `subtle` },
  m = n((n, { size: i, radius: a, iconSize: o }) => ({
    root: { '--cb-size': t(i, `cb-size`), '--cb-radius': a === void 0 ? void 0 : e(a), '--cb-icon-size': r(o) },
  })),
  h = o((e) => {
    const t = i(`CloseButton`, p, e),
      {
        iconSize: n,
        children: r,
        vars: o,
        radius: c,
        className: l,
        classNames: h,
        style: g,
        styles: _,
        unstyled: v,
        'data-disabled': y,
        disabled: b,
        variant: x,
        icon: S,
        mod: C,
        attributes: w,
        __staticSelector: T,
        ...E
      } = t,
      D = a({
        name: T || `CloseButton`,
        props: t,
        className: l,
        style: g,
        classes: f,
        classNames: h,
        styles: _,
        unstyled: v,
        attributes: w,
        vars: o,
        varsResolver: m,
      });
    return (0, u.jsxs)(s, {
      ...E,
      unstyled: v,
      variant: x,
      disabled: b,
      mod: [{ disabled: b || y }, C],
      ...D(`root`, { variant: x, active: !b && !y }),
      children: [S || (0, u.jsx)(d, {}), r],
    });
  });
(h.classes = f), (h.varsResolver = m), (h.displayName = `@mantine/core/CloseButton`);

export { h as t };
