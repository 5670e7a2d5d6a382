import { t } from './Badge-DCsC8PGu.js';
import { b as n, l as r } from './index-B3ichRAS.js';
import { u as e } from './runtime-B8Ttn_BI.js';

var i = r(`outline`, `gauge`, `Gauge`, [
    [`path`, { d: `M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0`, key: `svg-0` }],
    [`path`, { d: `M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-1` }],
    [`path`, { d: `M13.41 10.59l2.59 -2.59`, key: `svg-2` }],
    [`path`, { d: `M7 12a5 5 0 0 1 5 -5`, key: `svg-3` }],
  ]),
  a = e();
function o({ remainDays: e, testId: r }) {
  return e > 0
    ? (0, a.jsxs)(t, { color: `teal`, variant: `light`, 'data-testid': r, children: [n(e), ` روز باقی‌مانده`] })
    : (0, a.jsx)(t, { color: `red`, variant: `light`, 'data-testid': r, children: `منقضی شده` });
}

export { i as n, o as t };
