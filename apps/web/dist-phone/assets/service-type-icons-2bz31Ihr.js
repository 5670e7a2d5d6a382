import { l as n, J as t } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as a, u as i } from './runtime-B8Ttn_BI.js';
import { t as r } from './Tooltip-DeNYR9sI.js';

var o = n(`outline`, `bolt`, `Bolt`, [[`path`, { d: `M13 3l0 7l6 0l-8 11l0 -7l-6 0l8 -11`, key: `svg-0` }]]),
  s = n(`outline`, `shield-lock`, `ShieldLock`, [
    [
      `path`,
      { d: `M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1 -8.5 15a12 12 0 0 1 -8.5 -15a12 12 0 0 0 8.5 -3`, key: `svg-0` },
    ],
    [`path`, { d: `M11 11a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-1` }],
    [`path`, { d: `M12 12l0 2.5`, key: `svg-2` }],
  ]),
  c = e(a()),
  l = i();
function u({ label: e, children: t }) {
  const n = (0, c.useRef)(null),
    [i, a] = (0, c.useState)(null),
    o = (0, c.cloneElement)(t, {
      ref: n,
      onPointerEnter: (e) => {
        e.pointerType === `mouse` && a(!0);
      },
      onPointerLeave: (e) => {
        e.pointerType === `mouse` && a(!1);
      },
    });
  return (0, l.jsxs)(l.Fragment, { children: [o, i !== null && (0, l.jsx)(r, { label: e, target: n, opened: i })] });
}
var d = (e) => ({
    '--ti-size': `var(--ti-size-sm)`,
    '--ti-bg': `var(--mantine-color-${e}-light)`,
    '--ti-color': `var(--mantine-color-${e}-light-color)`,
    '--ti-bd': `calc(0.0625rem * var(--mantine-scale)) solid transparent`,
  }),
  f = { display: `flex`, flexWrap: `nowrap`, alignItems: `center`, gap: `calc(0.25rem * var(--mantine-scale))` },
  p = d(`violet`),
  m = d(`teal`);
function h({ is_v2ray: e, is_radius: n }) {
  return (0, l.jsxs)(`div`, {
    style: f,
    children: [
      e &&
        (0, l.jsx)(u, {
          label: `لینک وی‌تو‌ری`,
          children: (0, l.jsx)(`div`, {
            role: `img`,
            className: t.classes.root,
            'data-variant': `light`,
            'data-size': `sm`,
            style: p,
            'aria-label': `وی‌تو‌ری`,
            'data-testid': `type-v2ray`,
            children: (0, l.jsx)(o, { size: 14, 'aria-hidden': !0 }),
          }),
        }),
      n &&
        (0, l.jsx)(u, {
          label: `اکانت اوپن‌وی‌پی‌ان`,
          children: (0, l.jsx)(`div`, {
            role: `img`,
            className: t.classes.root,
            'data-variant': `light`,
            'data-size': `sm`,
            style: m,
            'aria-label': `اوپن‌وی‌پی‌ان`,
            'data-testid': `type-radius`,
            children: (0, l.jsx)(s, { size: 14, 'aria-hidden': !0 }),
          }),
        }),
    ],
  });
}

export { h as t, u as n };
