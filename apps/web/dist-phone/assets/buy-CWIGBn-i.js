import { t as x } from './Alert-DFvqV_h5.js';
import { t as k } from './IconCalendar-BvhTlC1y.js';
import { t as A } from './IconLock-DfaZVTfx.js';
import {
  l as _,
  w as b,
  H as c,
  Y as d,
  a as f,
  i as g,
  g as h,
  O as l,
  b as m,
  at as p,
  Q as u,
  q as v,
  st as y,
} from './index-B3ichRAS.js';
import { r as D, n as E, t as O } from './public-shell-CGbO8M4_.js';
import { t as S } from './Radio-D2TOrP_U.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { v as a, u as i, r as n, w as o, t as r, y as s, n as t } from './runtime-B8Ttn_BI.js';
import { r as T } from './store.schemas-D3xepYnL.js';
import { i as C, r as w } from './store-B5VJ9oXn.js';

var j = _(`outline`, `database`, `Database`, [
    [`path`, { d: `M4 6a8 3 0 1 0 16 0a8 3 0 1 0 -16 0`, key: `svg-0` }],
    [`path`, { d: `M4 6v6a8 3 0 0 0 16 0v-6`, key: `svg-1` }],
    [`path`, { d: `M4 12v6a8 3 0 0 0 16 0v-6`, key: `svg-2` }],
  ]),
  M = (e) => l(c.checkout, { params: { token: e } }),
  N = (e) => t({ queryKey: [`checkout`, e], queryFn: () => M(e), meta: { quiet: !0 } }),
  P = (e) => n(N(e)),
  F = e(o()),
  I = ({ token: e, body: t }) => l(c.startCheckout, { params: { token: e }, body: t }),
  L = () => r({ mutationFn: I }),
  R = i();
function z({ product: e }) {
  const t = [e.is_v2ray && `لینک اتصال`, e.is_radius && `حساب اوپن‌وی‌پی‌ان`].filter(Boolean).join(` و `);
  return (0, R.jsx)(y, {
    withBorder: !0,
    radius: `md`,
    p: `md`,
    'data-testid': `checkout-product`,
    children: (0, R.jsxs)(w, {
      gap: `xs`,
      children: [
        (0, R.jsx)(v, {
          order: 2,
          size: `h4`,
          'data-testid': `product-title`,
          style: { overflowWrap: `anywhere` },
          children: e.name,
        }),
        (0, R.jsxs)(p, {
          gap: `md`,
          children: [
            e.days > 0 &&
              (0, R.jsxs)(p, {
                gap: 4,
                children: [
                  (0, R.jsx)(k, { size: 16, 'aria-hidden': !0 }),
                  (0, R.jsxs)(C, { size: `sm`, children: [m(e.days), ` روز`] }),
                ],
              }),
            e.traffic_gb > 0 &&
              (0, R.jsxs)(p, {
                gap: 4,
                children: [
                  (0, R.jsx)(j, { size: 16, 'aria-hidden': !0 }),
                  (0, R.jsxs)(C, { size: `sm`, children: [m(e.traffic_gb), ` گیگابایت`] }),
                ],
              }),
          ],
        }),
        t && (0, R.jsxs)(C, { size: `sm`, c: `dimmed`, children: [`تحویل: `, t] }),
        (0, R.jsxs)(p, {
          justify: `space-between`,
          align: `baseline`,
          mt: 4,
          children: [
            (0, R.jsx)(C, { size: `sm`, c: `dimmed`, children: `قیمت` }),
            (0, R.jsx)(C, { fw: 800, size: `xl`, 'data-testid': `product-price`, children: b(e.price) }),
          ],
        }),
      ],
    }),
  });
}
function B({ token: e, checkout: t }) {
  const n = a(),
    r = L(),
    [i, o] = (0, F.useState)(``),
    [s, c] = (0, F.useState)(),
    [l, f] = (0, F.useState)(t.methods[0] ? String(t.methods[0].id) : null),
    m = t.methods.find((e) => String(e.id) === l);
  return (0, R.jsxs)(w, {
    gap: `md`,
    'data-testid': `checkout`,
    children: [
      (0, R.jsx)(z, { product: t.product }),
      t.methods.length === 0
        ? (0, R.jsx)(x, {
            color: `orange`,
            variant: `light`,
            icon: (0, R.jsx)(D, { size: 18, 'aria-hidden': !0 }),
            'data-testid': `no-methods`,
            children: `این فروشگاه فعلاً روش پرداختی ندارد. لطفاً با پشتیبانی فروشگاه تماس بگیرید.`,
          })
        : (0, R.jsx)(y, {
            withBorder: !0,
            radius: `md`,
            p: `md`,
            children: (0, R.jsx)(`form`, {
              onSubmit: (t) => {
                t.preventDefault();
                const a = T.safeParse({ contact: i, method_id: m?.id });
                a.success
                  ? (c(void 0),
                    r.mutate(
                      { token: e, body: a.data },
                      {
                        onSuccess: ({ order: e, redirect: t }) => {
                          t ? window.location.assign(t) : n(`/order/${e}`);
                        },
                      },
                    ))
                  : c(a.error.issues.find((e) => e.path[0] === `contact`)?.message);
              },
              noValidate: !0,
              children: (0, R.jsxs)(w, {
                gap: `md`,
                children: [
                  (0, R.jsx)(d, {
                    label: `شماره موبایل یا ایمیل`,
                    description: `سرویس به نام همین شماره یا ایمیل ثبت می‌شود.`,
                    placeholder: `۰۹۱۲۳۴۵۶۷۸۹`,
                    value: i,
                    onChange: (e) => o(e.currentTarget.value),
                    error: s,
                    dir: `auto`,
                    autoComplete: `on`,
                    size: `md`,
                    'data-testid': `checkout-contact`,
                  }),
                  (0, R.jsx)(S.Group, {
                    label: `روش پرداخت`,
                    value: l,
                    onChange: f,
                    children: (0, R.jsx)(w, {
                      gap: `xs`,
                      mt: `xs`,
                      'data-testid': `checkout-methods`,
                      children: t.methods.map((e) =>
                        (0, R.jsx)(
                          S.Card,
                          {
                            value: String(e.id),
                            radius: `md`,
                            p: `sm`,
                            'aria-label': e.name,
                            'data-testid': `checkout-method`,
                            'data-code': e.code,
                            children: (0, R.jsxs)(p, {
                              wrap: `nowrap`,
                              gap: `sm`,
                              children: [
                                (0, R.jsx)(S.Indicator, {}),
                                (0, R.jsx)(C, {
                                  fw: 600,
                                  style: { flex: 1 },
                                  'data-testid': `checkout-method-name`,
                                  children: e.name,
                                }),
                                (0, R.jsx)(C, {
                                  fw: 600,
                                  'data-testid': `checkout-method-amount`,
                                  children: h(e.amount, e.currency),
                                }),
                              ],
                            }),
                          },
                          e.id,
                        ),
                      ),
                    }),
                  }),
                  (0, R.jsx)(u, {
                    type: `submit`,
                    size: `md`,
                    fullWidth: !0,
                    leftSection: (0, R.jsx)(A, { size: 18, 'aria-hidden': !0 }),
                    loading: r.isPending,
                    disabled: !m,
                    'data-testid': `checkout-submit`,
                    children: m ? `پرداخت ${h(m.amount, m.currency)}` : `پرداخت`,
                  }),
                ],
              }),
            }),
          }),
    ],
  });
}
function V() {
  const { token: e = `` } = s(),
    t = P(e),
    n = t.data;
  return (
    f(n ? `خرید ${n.product.name} از ${n.store}` : `خرید`),
    t.isPending
      ? (0, R.jsx)(g, {})
      : n
        ? (0, R.jsx)(O, {
            store: n.store,
            servicename: n.servicename,
            supportlink: n.supportlink,
            children: (0, R.jsx)(B, { token: e, checkout: n }),
          })
        : (0, R.jsx)(O, { children: (0, R.jsx)(E, { error: t.error, notFound: `این محصول در دسترس نیست` }) })
  );
}

export { V as BuyRoute };
