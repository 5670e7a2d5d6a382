import { J as n, l as r } from './index-B3ichRAS.js';
import { u as i } from './runtime-B8Ttn_BI.js';
import { i as e, r as t } from './store-B5VJ9oXn.js';

var a = r(`outline`, `inbox`, `Inbox`, [
    [`path`, { d: `M4 6a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -12`, key: `svg-0` }],
    [`path`, { d: `M4 13h3l3 3h4l3 -3h3`, key: `svg-1` }],
  ]),
  o = i();
function s({ title: r, description: i, icon: s = a, testId: c = `empty-state` }) {
  return (0, o.jsxs)(t, {
    align: `center`,
    gap: `xs`,
    py: `xl`,
    px: `md`,
    'data-testid': c,
    children: [
      (0, o.jsx)(n, {
        size: 52,
        radius: `xl`,
        variant: `light`,
        color: `gray`,
        children: (0, o.jsx)(s, { size: 28, 'aria-hidden': !0 }),
      }),
      (0, o.jsx)(e, { fw: 600, ta: `center`, children: r }),
      i && (0, o.jsx)(e, { size: `sm`, c: `dimmed`, ta: `center`, children: i }),
    ],
  });
}

export { s as t };
