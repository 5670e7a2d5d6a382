import { t as h } from './IconArrowRight-BKerQPul.js';
import { t as w } from './IconTicket--kkfUxHc.js';
import {
  Y as a,
  m as c,
  st as d,
  w as f,
  U as i,
  q as l,
  O as n,
  a as o,
  Q as r,
  at as s,
  E as t,
  s as u,
} from './index-B3ichRAS.js';
import { t as S, r as x } from './rate-card-CGAn6gIP.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { t as _, w as b, l as g, u as v, v as y } from './runtime-B8Ttn_BI.js';
import { t as C } from './SimpleGrid-BdsTzg9e.js';
import { r as m, i as p } from './store-B5VJ9oXn.js';

var T = e(b()),
  E = (e) => n(i.addPerfectMoney, { body: e });
function D() {
  const e = g();
  return _({
    mutationFn: E,
    onSuccess: () =>
      Promise.all([
        e.invalidateQueries({ queryKey: [`auth`, `me`] }),
        e.invalidateQueries({ queryKey: [`transactions`] }),
        e.invalidateQueries({ queryKey: [`dashboard`] }),
      ]),
  });
}
var O = v(),
  k = { evoucher: `کد ووچر نمی‌تواند خالی باشد`, activationcode: `کد فعال‌سازی نمی‌تواند خالی باشد` };
function A() {
  const [e, n] = (0, T.useState)({ evoucher: ``, activationcode: `` }),
    [i, o] = (0, T.useState)({}),
    s = D(),
    l = (r) => {
      r.preventDefault();
      const i = Object.keys(k).filter((t) => e[t].trim() === ``);
      o(Object.fromEntries(i.map((e) => [e, k[e]]))),
        i.length > 0 ||
          s.mutate(e, {
            onSuccess: (e) => {
              n({ evoucher: ``, activationcode: `` }),
                c(`پنل شما با ووچر ${t(e.amount_usd)} دلاری به مبلغ ${f(e.amount)} شارژ شد`);
            },
          });
    },
    h = (t) => ({
      value: e[t],
      error: i[t],
      onChange: (e) => {
        const r = e.currentTarget.value;
        n((e) => ({ ...e, [t]: r }));
      },
    });
  return (0, O.jsx)(d, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `voucher-form`,
    children: (0, O.jsx)(`form`, {
      onSubmit: l,
      noValidate: !0,
      children: (0, O.jsxs)(m, {
        gap: `sm`,
        children: [
          (0, O.jsx)(p, {
            size: `sm`,
            c: `dimmed`,
            children: `کد ووچر و کد فعال‌سازی پرفکت‌مانی را وارد کنید؛ مبلغ ووچر به نرخ بالا یک‌بار به موجودی شما افزوده می‌شود.`,
          }),
          (0, O.jsxs)(C, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              (0, O.jsx)(a, {
                label: `کد ووچر`,
                dir: `ltr`,
                inputMode: `numeric`,
                autoComplete: `off`,
                leftSection: (0, O.jsx)(w, { size: 16, 'aria-hidden': !0 }),
                withAsterisk: !0,
                ...h(`evoucher`),
              }),
              (0, O.jsx)(a, {
                label: `کد فعال‌سازی`,
                dir: `ltr`,
                inputMode: `numeric`,
                autoComplete: `off`,
                leftSection: (0, O.jsx)(u, { size: 16, 'aria-hidden': !0 }),
                withAsterisk: !0,
                ...h(`activationcode`),
              }),
            ],
          }),
          (0, O.jsx)(r, {
            type: `submit`,
            loading: s.isPending,
            style: { alignSelf: `flex-start` },
            children: `ثبت ووچر`,
          }),
        ],
      }),
    }),
  });
}
function j() {
  o(`شارژ با ووچر پرفکت‌مانی`);
  const e = y(),
    t = x();
  return (0, O.jsxs)(m, {
    gap: `md`,
    'data-testid': `perfectmoney`,
    maw: 720,
    children: [
      (0, O.jsxs)(s, {
        justify: `space-between`,
        wrap: `nowrap`,
        children: [
          (0, O.jsx)(l, { order: 1, size: `h3`, children: `شارژ با ووچر پرفکت‌مانی` }),
          (0, O.jsx)(r, {
            variant: `subtle`,
            leftSection: (0, O.jsx)(h, { size: 16, 'aria-hidden': !0 }),
            onClick: () => e(-1),
            children: `بازگشت`,
          }),
        ],
      }),
      (0, O.jsx)(S, { unit: `دلار`, rate: t.data, loading: t.isPending, failed: t.isError }),
      (0, O.jsx)(A, {}),
    ],
  });
}

export { j as PerfectMoneyRoute };
