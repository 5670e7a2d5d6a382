import { t as e } from './Alert-DFvqV_h5.js';
import { at as n, c as r, Q as t } from './index-B3ichRAS.js';
import { t as i } from './Modal-DKsxBwus.js';
import { u as s } from './runtime-B8Ttn_BI.js';
import { i as a, r as o } from './store-B5VJ9oXn.js';

var c = s();
function l({
  title: s,
  message: l,
  warning: u = `این کار برگشت‌پذیر نیست و اطلاعات آن از بین می‌رود.`,
  confirmLabel: d,
  cancelLabel: f = `بازگشت`,
  busy: p,
  onConfirm: m,
  onClose: h,
  testId: g,
}) {
  return (0, c.jsx)(i, {
    opened: !0,
    onClose: h,
    title: s,
    centered: !0,
    'data-testid': g,
    children: (0, c.jsxs)(o, {
      gap: `md`,
      children: [
        (0, c.jsx)(e, {
          color: `red`,
          variant: `light`,
          icon: (0, c.jsx)(r, { size: 18, 'aria-hidden': !0 }),
          children: u,
        }),
        (0, c.jsx)(a, { size: `sm`, children: l }),
        (0, c.jsxs)(n, {
          justify: `flex-end`,
          gap: `sm`,
          children: [
            (0, c.jsx)(t, { variant: `default`, onClick: h, disabled: p, children: f }),
            (0, c.jsx)(t, { color: `red`, onClick: m, loading: p, 'data-testid': `${g}-confirm`, children: d }),
          ],
        }),
      ],
    }),
  });
}

export { l as t };
