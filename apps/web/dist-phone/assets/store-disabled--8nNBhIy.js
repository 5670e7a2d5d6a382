import { t as i } from './empty-state-Btny1RmZ.js';
import { t as r } from './IconBuildingStore-CABJ0Pcb.js';
import { A as e, st as n, q as t } from './index-B3ichRAS.js';
import { u as a } from './runtime-B8Ttn_BI.js';

var o = a();
function s() {
  return (0, o.jsx)(n, {
    withBorder: !0,
    radius: `md`,
    children: (0, o.jsx)(i, {
      icon: r,
      title: `فروشگاه برای حساب شما فعال نیست`,
      description: `برای راه‌اندازی فروشگاه با پشتیبانی تماس بگیرید.`,
      testId: `store-disabled`,
    }),
  });
}
function c({ title: n, children: r }) {
  const { user: i } = e();
  return i?.storeenable
    ? r
    : (0, o.jsxs)(o.Fragment, { children: [(0, o.jsx)(t, { order: 1, size: `h3`, children: n }), (0, o.jsx)(s, {})] });
}

export { c as n, s as t };
