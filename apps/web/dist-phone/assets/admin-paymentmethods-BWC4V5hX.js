import { t as v } from './Badge-DCsC8PGu.js';
import { t as S } from './field-errors-BfcQQgoX.js';
import { Q as a, at as c, q as d, st as f, O as i, i as l, Y as o, H as r, a as s, m as u } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as _, u as g, t as h, r as m, l as p } from './runtime-B8Ttn_BI.js';
import { t as y } from './Switch-ClKLhCYK.js';
import { t as x } from './store.schemas-D3xepYnL.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as b } from './Table-BPfsbF3o.js';

var C = [`admin`, `paymentmethods`],
  w = () => m({ queryKey: C, queryFn: () => i(r.adminMethods) }),
  T = e(_()),
  E = ({ id: e, name: t, active: n }) => i(r.adminUpdateMethod, { params: { id: e }, body: { name: t, active: n } });
function D() {
  const e = p();
  return h({ mutationFn: E, onSuccess: () => e.invalidateQueries({ queryKey: C }) });
}
var O = g(),
  k = { zarinpal: `زرین‌پال`, cryptomus: `ارز دیجیتال (کریپتوماس)`, card: `کارت به کارت` };
function A({ method: e }) {
  const n = D(),
    [r, i] = (0, T.useState)(e.name),
    [s, l] = (0, T.useState)(),
    d = (t) => {
      const i = x.safeParse({ name: r, active: t });
      if (!i.success) return l(S(i.error).name);
      l(void 0),
        n.mutate(
          { id: e.id, ...i.data },
          { onSuccess: () => void u(t ? `روش پرداخت ثبت شد` : `این روش دیگر به فروشگاه‌ها پیشنهاد نمی‌شود`) },
        );
    };
  return (0, O.jsxs)(b.Tr, {
    'data-testid': `method-row`,
    'data-code': e.code,
    children: [
      (0, O.jsx)(b.Td, {
        miw: 200,
        children: (0, O.jsx)(o, {
          value: r,
          onChange: (e) => i(e.currentTarget.value),
          error: s,
          'aria-label': `نام ${k[e.code] ?? e.code}`,
          'data-testid': `method-name`,
        }),
      }),
      (0, O.jsxs)(b.Td, {
        children: [
          (0, O.jsx)(t, { size: `sm`, children: k[e.code] ?? e.code }),
          e.keys.length > 0 &&
            (0, O.jsx)(c, {
              gap: 4,
              mt: 4,
              children: e.keys.map((e) =>
                (0, O.jsx)(v, { variant: `outline`, color: `gray`, size: `xs`, tt: `none`, children: e }, e),
              ),
            }),
        ],
      }),
      (0, O.jsx)(b.Td, {
        children: (0, O.jsx)(y, {
          checked: e.active,
          onChange: (e) => d(e.currentTarget.checked),
          disabled: n.isPending,
          label: e.active ? `پیشنهاد می‌شود` : `پیشنهاد نمی‌شود`,
          'data-testid': `method-active`,
        }),
      }),
      (0, O.jsx)(b.Td, {
        children: (0, O.jsx)(a, {
          size: `xs`,
          variant: `light`,
          onClick: () => d(e.active),
          loading: n.isPending,
          disabled: r === e.name,
          'data-testid': `method-save`,
          children: `ثبت نام`,
        }),
      }),
    ],
  });
}
function j({ methods: e }) {
  return (0, O.jsx)(f, {
    withBorder: !0,
    radius: `md`,
    children: (0, O.jsx)(b.ScrollContainer, {
      minWidth: 640,
      type: `native`,
      children: (0, O.jsxs)(b, {
        verticalSpacing: `sm`,
        'data-testid': `methods-table`,
        children: [
          (0, O.jsx)(b.Thead, {
            children: (0, O.jsxs)(b.Tr, {
              children: [
                (0, O.jsx)(b.Th, { children: `نام برای فروشگاه‌ها` }),
                (0, O.jsx)(b.Th, { children: `درگاه و کلیدهای آن` }),
                (0, O.jsx)(b.Th, { children: `وضعیت` }),
                (0, O.jsx)(b.Th, { 'aria-label': `کارها` }),
              ],
            }),
          }),
          (0, O.jsx)(b.Tbody, { children: e.map((e) => (0, O.jsx)(A, { method: e }, e.id)) }),
        ],
      }),
    }),
  });
}
function M() {
  s(`روش‌های پرداخت`);
  const { data: e } = w();
  return (0, O.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-paymentmethods`,
    children: [
      (0, O.jsx)(d, { order: 1, size: `h3`, children: `روش‌های پرداخت` }),
      (0, O.jsx)(t, {
        size: `sm`,
        c: `dimmed`,
        children: `روش‌هایی که فروشگاه‌های فروشندگان می‌توانند به مشتری پیشنهاد کنند؛ کلیدهای هر درگاه را خود فروشنده وارد می‌کند.`,
      }),
      e ? (0, O.jsx)(j, { methods: e }) : (0, O.jsx)(l, { fullScreen: !1 }),
    ],
  });
}

export { M as AdminPaymentMethodsRoute };
