import { u as t } from './runtime-B8Ttn_BI.js';
import { V as e } from './store-B5VJ9oXn.js';

var n = t();
function r({ size: t, style: r, ...i }) {
  return (0, n.jsx)(`svg`, {
    xmlns: `http://www.w3.org/2000/svg`,
    fill: `none`,
    viewBox: `0 0 5 5`,
    style: { width: e(t), height: e(t), ...r },
    'aria-hidden': !0,
    ...i,
    children: (0, n.jsx)(`circle`, { cx: `2.5`, cy: `2.5`, r: `2.5`, fill: `currentColor` }),
  });
}

export { r as t };
