import { t as x } from './Alert-DFvqV_h5.js';
import { t as S } from './Badge-DCsC8PGu.js';
import { t as C } from './Code-CIK66-Cc.js';
import { t as F } from './copy-button-Dw0A8sCF.js';
import { t as A } from './IconCircleCheck-B_HRmAgP.js';
import { t as j } from './IconCreditCard-DJzsBkMO.js';
import { t as M } from './IconDownload-C7X80S6p.js';
import { t as N } from './IconExternalLink-Hv8ZSy2z.js';
import {
  st as _,
  H as c,
  Y as d,
  a as f,
  q as g,
  i as h,
  O as l,
  g as m,
  at as p,
  Q as u,
  v,
} from './index-B3ichRAS.js';
import { n as D, t as k, r as O } from './public-shell-CGbO8M4_.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as a, t as i, n, w as o, r, y as s, l as t } from './runtime-B8Ttn_BI.js';
import { t as I } from './save-file-CGTK-jUT.js';
import { t as P } from './service-link-Je8CoM_F.js';
import { n as b, i as y } from './store.schemas-D3xepYnL.js';
import { r as E, i as T, a as w } from './store-B5VJ9oXn.js';

var L = (e) => [`public-order`, e],
  R = (e) => l(c.publicOrder, { params: { token: e } }),
  z = 3e3,
  B = (e) =>
    n({
      queryKey: L(e),
      queryFn: () => R(e),
      meta: { quiet: !0 },
      staleTime: 0,
      refetchInterval: (e) => {
        const t = e.state.data?.status;
        return t === y.AWAITING || t === y.PAID ? z : !1;
      },
    }),
  V = (e) => r(B(e)),
  H = e(o()),
  U = ({ token: e, file: t }) => l(c.publicOvpn, { params: { token: e }, query: { file: t } }),
  W = () => i({ mutationFn: U, onSuccess: ({ filename: e, content: t }) => I(e, t, `application/x-openvpn-profile`) }),
  G = ({ token: e, reference: t }) => l(c.cardReference, { params: { token: e }, body: { reference: t } });
function K() {
  const e = t();
  return i({ mutationFn: G, onSuccess: (t) => e.setQueryData(L(t.token), t) });
}
var q = a(),
  J = { [y.AWAITING]: `yellow`, [y.PAID]: `blue`, [y.DELIVERED]: `teal`, [y.FAILED]: `red` },
  Y = (e) => e.replace(/(\d{4})(?=\d)/g, `$1 `);
function X({ label: e, value: t, ltr: n, testId: r }) {
  return (0, q.jsxs)(p, {
    justify: `space-between`,
    gap: `xs`,
    wrap: `nowrap`,
    children: [
      (0, q.jsx)(T, { size: `sm`, c: `dimmed`, style: { whiteSpace: `nowrap` }, children: e }),
      (0, q.jsx)(T, {
        size: `sm`,
        fw: 600,
        dir: n ? `ltr` : void 0,
        style: { overflowWrap: `anywhere` },
        'data-testid': r,
        children: t,
      }),
    ],
  });
}
function Z({ text: e, testId: t }) {
  return (0, q.jsx)(x, { variant: `light`, icon: (0, q.jsx)(w, { size: 18 }), 'data-testid': t, children: e });
}
function Q({ order: e }) {
  const t = K(),
    [n, r] = (0, H.useState)(``),
    [i, a] = (0, H.useState)(),
    o = e.card;
  return o
    ? o.reference
      ? (0, q.jsx)(Z, {
          testId: `card-waiting`,
          text: `شماره‌ی پیگیری ${o.reference} ثبت شد. پس از تأیید واریز توسط فروشنده، سرویس همین‌جا نمایش داده می‌شود.`,
        })
      : (0, q.jsx)(_, {
          withBorder: !0,
          radius: `md`,
          p: `md`,
          'data-testid': `card-transfer`,
          children: (0, q.jsxs)(E, {
            gap: `sm`,
            children: [
              (0, q.jsxs)(p, {
                gap: `xs`,
                children: [
                  (0, q.jsx)(j, { size: 20, 'aria-hidden': !0 }),
                  (0, q.jsx)(g, { order: 2, size: `h5`, children: `واریز کارت به کارت` }),
                ],
              }),
              (0, q.jsxs)(T, {
                size: `sm`,
                children: [
                  `مبلغ `,
                  m(e.amount, e.currency),
                  ` را به کارت زیر واریز کنید و شماره‌ی پیگیری واریز را ثبت کنید.`,
                ],
              }),
              (0, q.jsx)(_, {
                bg: `gray.0`,
                radius: `md`,
                p: `sm`,
                children: (0, q.jsxs)(E, {
                  gap: 6,
                  children: [
                    (0, q.jsxs)(p, {
                      justify: `space-between`,
                      gap: `xs`,
                      wrap: `nowrap`,
                      children: [
                        (0, q.jsx)(T, {
                          fw: 700,
                          size: `lg`,
                          dir: `ltr`,
                          ff: `monospace`,
                          'data-testid': `card-number`,
                          children: Y(o.card_number),
                        }),
                        (0, q.jsx)(F, { value: o.card_number, label: `کپی`, size: `xs`, testId: `copy-card-number` }),
                      ],
                    }),
                    (0, q.jsxs)(T, { size: `sm`, 'data-testid': `card-holder`, children: [`به نام `, o.holder_name] }),
                  ],
                }),
              }),
              (0, q.jsx)(`form`, {
                onSubmit: (r) => {
                  r.preventDefault();
                  const i = b.safeParse({ reference: n });
                  i.success
                    ? (a(void 0), t.mutate({ token: e.token, reference: i.data.reference }))
                    : a(i.error.issues[0]?.message);
                },
                noValidate: !0,
                children: (0, q.jsxs)(E, {
                  gap: `sm`,
                  children: [
                    (0, q.jsx)(d, {
                      label: `شماره‌ی پیگیری واریز`,
                      value: n,
                      onChange: (e) => r(e.currentTarget.value),
                      error: i,
                      inputMode: `numeric`,
                      autoComplete: `off`,
                      size: `md`,
                      'data-testid': `card-reference`,
                    }),
                    (0, q.jsx)(u, {
                      type: `submit`,
                      size: `md`,
                      fullWidth: !0,
                      loading: t.isPending,
                      'data-testid': `card-reference-submit`,
                      children: `ثبت شماره‌ی پیگیری`,
                    }),
                  ],
                }),
              }),
            ],
          }),
        })
    : null;
}
function $({ label: e, value: t, testId: n }) {
  return (0, q.jsxs)(p, {
    justify: `space-between`,
    wrap: `nowrap`,
    gap: `xs`,
    children: [
      (0, q.jsxs)(E, {
        gap: 0,
        style: { minWidth: 0 },
        children: [
          (0, q.jsx)(T, { size: `xs`, c: `dimmed`, children: e }),
          (0, q.jsx)(T, {
            ff: `monospace`,
            dir: `ltr`,
            ta: `right`,
            'data-testid': n,
            style: { overflowWrap: `anywhere` },
            children: t,
          }),
        ],
      }),
      (0, q.jsx)(F, { value: t, label: `کپی`, size: `xs`, testId: `${n}-copy` }),
    ],
  });
}
function ee({ order: e }) {
  const t = W(),
    n = e.service;
  if (!n) return null;
  const r = t.isPending ? t.variables?.file : void 0;
  return (0, q.jsx)(_, {
    withBorder: !0,
    radius: `md`,
    p: `md`,
    'data-testid': `delivered-service`,
    children: (0, q.jsxs)(E, {
      gap: `md`,
      children: [
        (0, q.jsxs)(p, {
          gap: `xs`,
          children: [
            (0, q.jsx)(A, { size: 22, color: `var(--mantine-color-teal-7)`, 'aria-hidden': !0 }),
            (0, q.jsx)(g, { order: 2, size: `h5`, children: `سرویس شما آماده است` }),
          ],
        }),
        n.is_v2ray && n.link && (0, q.jsx)(P, { serviceId: 0, link: n.link, subscriptionUrl: n.subscription_url }),
        n.is_radius &&
          (0, q.jsxs)(E, {
            gap: `sm`,
            'data-testid': `radius-details`,
            children: [
              (0, q.jsx)(_, {
                withBorder: !0,
                p: `sm`,
                radius: `md`,
                children: (0, q.jsxs)(E, {
                  gap: `xs`,
                  children: [
                    (0, q.jsx)($, { label: `نام کاربری`, value: n.username, testId: `radius-username` }),
                    (0, q.jsx)($, { label: `رمز عبور`, value: n.password, testId: `radius-password` }),
                  ],
                }),
              }),
              n.ovpn.length > 0 &&
                (0, q.jsxs)(q.Fragment, {
                  children: [
                    (0, q.jsx)(T, { fw: 600, size: `sm`, children: `فایل‌های اوپن‌وی‌پی‌ان` }),
                    (0, q.jsx)(E, {
                      gap: 6,
                      'data-testid': `ovpn-files`,
                      children: n.ovpn.map((n) =>
                        (0, q.jsxs)(
                          p,
                          {
                            justify: `space-between`,
                            wrap: `nowrap`,
                            gap: `xs`,
                            'data-testid': `ovpn-file`,
                            children: [
                              (0, q.jsx)(T, {
                                size: `sm`,
                                dir: `ltr`,
                                style: { overflowWrap: `anywhere` },
                                children: n.name,
                              }),
                              (0, q.jsx)(u, {
                                size: `xs`,
                                variant: `light`,
                                leftSection: (0, q.jsx)(M, { size: 14, 'aria-hidden': !0 }),
                                loading: r === n.name,
                                onClick: () => t.mutate({ token: e.token, file: n.name }),
                                'aria-label': `دانلود ${n.name}`,
                                children: `دانلود`,
                              }),
                            ],
                          },
                          n.name,
                        ),
                      ),
                    }),
                  ],
                }),
            ],
          }),
      ],
    }),
  });
}
function te({ order: e }) {
  const t = window.location.href.split(/[?#]/)[0] ?? ``;
  return (0, q.jsxs)(E, {
    gap: `md`,
    'data-testid': `order-view`,
    'data-status': e.status,
    children: [
      (0, q.jsx)(_, {
        withBorder: !0,
        radius: `md`,
        p: `md`,
        children: (0, q.jsxs)(E, {
          gap: 6,
          children: [
            (0, q.jsxs)(p, {
              justify: `space-between`,
              gap: `xs`,
              wrap: `nowrap`,
              mb: 4,
              children: [
                (0, q.jsx)(g, {
                  order: 2,
                  size: `h4`,
                  style: { overflowWrap: `anywhere` },
                  'data-testid': `order-product`,
                  children: e.product,
                }),
                (0, q.jsx)(S, {
                  color: J[e.status] ?? `gray`,
                  variant: `light`,
                  size: `lg`,
                  style: { flexShrink: 0, height: `auto`, whiteSpace: `normal` },
                  'data-testid': `order-status`,
                  children: e.status_label,
                }),
              ],
            }),
            (0, q.jsx)(X, { label: `مبلغ`, value: m(e.amount, e.currency), testId: `order-amount` }),
            (0, q.jsx)(X, { label: `موبایل یا ایمیل`, value: e.contact, ltr: !0 }),
            (0, q.jsx)(X, { label: `تاریخ ثبت`, value: v(e.jdate) }),
          ],
        }),
      }),
      e.status === y.AWAITING && e.method === `card` && (0, q.jsx)(Q, { order: e }),
      e.status === y.AWAITING &&
        e.method !== `card` &&
        (0, q.jsxs)(E, {
          gap: `sm`,
          children: [
            (0, q.jsx)(Z, { testId: `payment-waiting`, text: `پرداخت این سفارش هنوز تأیید نشده است.` }),
            e.pay_url &&
              (0, q.jsx)(u, {
                component: `a`,
                href: e.pay_url,
                size: `md`,
                fullWidth: !0,
                leftSection: (0, q.jsx)(N, { size: 18, 'aria-hidden': !0 }),
                'data-testid': `pay-again`,
                children: `رفتن به درگاه پرداخت`,
              }),
          ],
        }),
      e.status === y.PAID &&
        (0, q.jsx)(Z, {
          testId: `delivery-waiting`,
          text: `پرداخت شما انجام شد. سرویس در حال آماده‌سازی است و به‌زودی همین‌جا نمایش داده می‌شود.`,
        }),
      e.status === y.FAILED &&
        (0, q.jsx)(x, {
          color: `red`,
          variant: `light`,
          icon: (0, q.jsx)(O, { size: 18, 'aria-hidden': !0 }),
          'data-testid': `order-failed`,
          children: `این سفارش پرداخت نشد یا لغو شد. اگر مبلغی از حساب شما کم شده، با پشتیبانی فروشگاه تماس بگیرید.`,
        }),
      e.status === y.DELIVERED && (0, q.jsx)(ee, { order: e }),
      (0, q.jsx)(_, {
        withBorder: !0,
        radius: `md`,
        p: `md`,
        children: (0, q.jsxs)(E, {
          gap: 6,
          children: [
            (0, q.jsxs)(p, {
              justify: `space-between`,
              gap: `xs`,
              children: [
                (0, q.jsx)(T, { size: `sm`, fw: 500, children: `نشانی این سفارش` }),
                (0, q.jsx)(F, { value: t, label: `کپی نشانی`, size: `xs`, testId: `copy-order-url` }),
              ],
            }),
            (0, q.jsx)(T, {
              size: `xs`,
              c: `dimmed`,
              children: `این نشانی را نگه دارید؛ سرویس شما همیشه از همین صفحه در دسترس است.`,
            }),
            (0, q.jsx)(C, {
              block: !0,
              dir: `ltr`,
              style: { overflowWrap: `anywhere`, whiteSpace: `pre-wrap` },
              children: t,
            }),
          ],
        }),
      }),
    ],
  });
}
function ne() {
  const { token: e = `` } = s(),
    t = V(e),
    n = t.data;
  return (
    f(n ? `سفارش ${n.product} از ${n.store}` : `سفارش`),
    t.isPending
      ? (0, q.jsx)(h, {})
      : n
        ? (0, q.jsx)(k, {
            store: n.store,
            servicename: n.servicename,
            supportlink: n.supportlink,
            children: (0, q.jsx)(te, { order: n }),
          })
        : (0, q.jsx)(k, { children: (0, q.jsx)(D, { error: t.error, notFound: `این سفارش پیدا نشد` }) })
  );
}

export { ne as OrderRoute };
