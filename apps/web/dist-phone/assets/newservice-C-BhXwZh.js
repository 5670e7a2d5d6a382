import { t as m } from './IconShoppingCart-DOIDlTIR.js';
import { t as E } from './idempotency-key-DndsePE2.js';
import { O as a, r as c, B as i, x as l, a as o, A as r, q as s } from './index-B3ichRAS.js';
import { n as _, i as g, a as h, r as v, t as y } from './package-picker-B8E_KcYI.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { t as d, u as f, w as p, l as u } from './runtime-B8Ttn_BI.js';
import { n as b } from './settings-store-CXclhLR7.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { n as C, i as S, t as T, r as w, a as x } from './view-service-dialog-CogEBj12.js';

var D = e(p()),
  O = (e) => a(i.purchase, { body: e, idempotencyKey: E() });
function k() {
  const e = u();
  return d({ mutationFn: O, onSuccess: () => e.invalidateQueries({ queryKey: [`services`] }) });
}
var A = f();
function j({ onPurchased: e }) {
  const { showprice: i } = b(),
    { user: a } = r(),
    o = S(),
    [s, c] = (0, D.useState)(y),
    [u, d] = (0, D.useState)(0),
    f = x(u),
    p = k(),
    E = v(f.data, s.packageId),
    O = E ? g(E, s) : null;
  return (0, A.jsxs)(A.Fragment, {
    children: [
      (0, A.jsx)(`form`, {
        onSubmit: (t) => {
          if ((t.preventDefault(), !E || p.isPending)) return;
          const n = o.batch;
          p.mutate(
            { package_id: E.id, ...o.body(), ...h(E, s) },
            {
              onSuccess: (t) => {
                e(), o.delivered(t, n), n || d((e) => e + 1);
              },
            },
          );
        },
        noValidate: !0,
        'data-testid': `purchase-form`,
        children: (0, A.jsxs)(n, {
          gap: `md`,
          children: [
            (0, A.jsx)(C, { order: o }),
            (0, A.jsx)(_, { groups: f.data, loading: f.isPending, value: s, onChange: c, showprice: i }),
            (0, A.jsx)(w, {
              summary: (0, A.jsxs)(A.Fragment, {
                children: [
                  (0, A.jsxs)(t, {
                    size: `sm`,
                    'data-testid': `purchase-total`,
                    children: [
                      `مبلغ قابل پرداخت:`,
                      ` `,
                      (0, A.jsx)(`b`, { children: O === null ? `—` : l(O * o.quantity, i) }),
                    ],
                  }),
                  a && (0, A.jsxs)(t, { size: `xs`, c: `dimmed`, children: [`موجودی: `, l(a.balance, i)] }),
                ],
              }),
              label: `خرید سرویس`,
              icon: (0, A.jsx)(m, { size: 18, 'aria-hidden': !0 }),
              busy: p.isPending,
              disabled: !E || O === null,
              testId: `purchase-submit`,
            }),
          ],
        }),
      }),
      (0, A.jsx)(T, { service: o.created, onClose: o.closeCreated }),
    ],
  });
}
var M = `خرید سرویس جدید`;
function N() {
  o(M);
  const e = u();
  return (
    (0, D.useEffect)(() => {
      c(e);
    }, [e]),
    (0, A.jsxs)(n, {
      gap: `md`,
      'data-testid': `newservice`,
      children: [(0, A.jsx)(s, { order: 1, size: `h3`, children: M }), (0, A.jsx)(j, { onPurchased: () => void c(e) })],
    })
  );
}

export { N as NewServiceRoute };
