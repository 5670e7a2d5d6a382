import { t as e } from './Badge-DCsC8PGu.js';
import { u as t } from './runtime-B8Ttn_BI.js';

var n = t(),
  r = {
    up: { label: `برقرار`, color: `teal` },
    down: { label: `قطع`, color: `red` },
    unknown: { label: `نامشخص`, color: `gray` },
  };
function i({ status: t }) {
  return (0, n.jsx)(e, { color: r[t].color, variant: `light`, 'data-testid': `node-status`, children: r[t].label });
}
function a({ active: t, off: r = `غیرفعال` }) {
  return t
    ? (0, n.jsx)(e, { color: `teal`, variant: `light`, children: `فعال` })
    : (0, n.jsx)(e, { color: `gray`, variant: `light`, children: r });
}

export { a as t, i as n };
