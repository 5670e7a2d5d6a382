import { t as p } from './IconArrowRight-BKerQPul.js';
import { t as y } from './IconGift-BahpffnT.js';
import { a, q as c, Y as i, st as l, O as n, at as o, Q as r, m as s, F as t, w as u } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { v as _, u as g, t as h, l as m, w as v } from './runtime-B8Ttn_BI.js';
import { i as d, r as f } from './store-B5VJ9oXn.js';

var b = e(v()),
  x = (e) => n(t.use, { body: { serial: e } });
function S() {
  const e = m();
  return h({
    mutationFn: x,
    onSuccess: () =>
      Promise.all([
        e.invalidateQueries({ queryKey: [`auth`, `me`] }),
        e.invalidateQueries({ queryKey: [`transactions`] }),
        e.invalidateQueries({ queryKey: [`dashboard`] }),
      ]),
  });
}
var C = g();
function w() {
  const [e, t] = (0, b.useState)(``),
    [n, a] = (0, b.useState)(null),
    c = S();
  return (0, C.jsx)(l, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `giftcard-form`,
    children: (0, C.jsx)(`form`, {
      onSubmit: (n) => {
        n.preventDefault(),
          e.trim() === ``
            ? a(`سریال نمی‌تواند خالی باشد`)
            : (a(null),
              c.mutate(e.trim(), {
                onSuccess: (e) => {
                  t(``), s(`پنل شما به مبلغ ${u(e.amount)} شارژ شد`);
                },
              }));
      },
      noValidate: !0,
      children: (0, C.jsxs)(f, {
        gap: `sm`,
        children: [
          (0, C.jsx)(d, {
            size: `sm`,
            c: `dimmed`,
            children: `سریال کارت هدیه را همان‌طور که روی کارت آمده وارد کنید؛ مبلغ آن یک‌بار به موجودی شما افزوده می‌شود.`,
          }),
          (0, C.jsxs)(o, {
            align: `flex-start`,
            gap: `sm`,
            wrap: `wrap`,
            children: [
              (0, C.jsx)(i, {
                label: `سریال کارت هدیه`,
                dir: `ltr`,
                value: e,
                error: n,
                onChange: (e) => t(e.currentTarget.value),
                leftSection: (0, C.jsx)(y, { size: 16, 'aria-hidden': !0 }),
                style: { flex: `1 1 14rem` },
                autoComplete: `off`,
                withAsterisk: !0,
              }),
              (0, C.jsx)(r, {
                type: `submit`,
                loading: c.isPending,
                mt: { base: 0, xs: 25 },
                children: `ثبت کارت هدیه`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function T() {
  a(`ثبت کد کارت هدیه`);
  const e = _();
  return (0, C.jsxs)(f, {
    gap: `md`,
    'data-testid': `giftcard`,
    maw: 640,
    children: [
      (0, C.jsxs)(o, {
        justify: `space-between`,
        wrap: `nowrap`,
        children: [
          (0, C.jsx)(c, { order: 1, size: `h3`, children: `ثبت کد کارت هدیه` }),
          (0, C.jsx)(r, {
            variant: `subtle`,
            leftSection: (0, C.jsx)(p, { size: 16, 'aria-hidden': !0 }),
            onClick: () => e(-1),
            children: `بازگشت`,
          }),
        ],
      }),
      (0, C.jsx)(w, {}),
    ],
  });
}

export { T as GiftCardRoute };
