import { t as j } from './Alert-DFvqV_h5.js';
import { t as k } from './Badge-DCsC8PGu.js';
import { t as C, r as re } from './data-pagination-Cv94AOFZ.js';
import { t as O } from './empty-state-Btny1RmZ.js';
import { t as N } from './IconInfoCircle-vK0-nvFu.js';
import { t as E } from './IconReceipt-hEANFQTB.js';
import { t as D } from './IconShoppingCart-DOIDlTIR.js';
import {
  w as _,
  O as a,
  at as c,
  m as d,
  i as ee,
  p as f,
  v as g,
  st as h,
  H as i,
  b as l,
  r as m,
  Q as o,
  q as p,
  A as r,
  a as s,
  g as u,
} from './index-B3ichRAS.js';
import { t as M } from './Modal-DKsxBwus.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { s as b, w as ne, u as S, r as te, l as v, t as x, n as y } from './runtime-B8Ttn_BI.js';
import { i as A } from './store.schemas-D3xepYnL.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as P } from './store-disabled--8nNBhIy.js';
import { t as w } from './Table-BPfsbF3o.js';
import { a as T } from './Transition-Cx7H30U_.js';

var F = e(ne()),
  I = [`store`, `orders`],
  L = (e) => a(i.myOrders, { query: { page: e } }),
  R = (e) => y({ queryKey: [...I, e], queryFn: () => L(e), placeholderData: b, staleTime: 0 }),
  z = (e) => te(R(e)),
  B = S(),
  V = { [A.AWAITING]: `yellow`, [A.PAID]: `blue`, [A.DELIVERED]: `teal`, [A.FAILED]: `red` },
  H = { zarinpal: `زرین‌پال`, cryptomus: `ارز دیجیتال`, card: `کارت به کارت` };
function U({ order: e }) {
  return (0, B.jsx)(k, {
    variant: `light`,
    color: e.awaiting_confirmation ? `orange` : (V[e.status] ?? `gray`),
    style: { whiteSpace: `normal`, height: `auto`, textAlign: `center` },
    'data-testid': `order-status`,
    'data-status': e.status,
    children: e.awaiting_confirmation ? `در انتظار تأیید واریز` : e.status_label,
  });
}
var W = (e) => a(i.confirmOrder, { params: { id: e } });
function G() {
  const e = v();
  return x({ mutationFn: W, onSuccess: () => e.invalidateQueries({ queryKey: I }) });
}
var K = (e) => a(i.rejectOrder, { params: { id: e } });
function q() {
  const e = v();
  return x({ mutationFn: K, onSuccess: () => e.invalidateQueries({ queryKey: I }) });
}
function J({ label: e, value: n, testId: r }) {
  return (0, B.jsxs)(c, {
    justify: `space-between`,
    gap: `xs`,
    wrap: `nowrap`,
    children: [
      (0, B.jsx)(t, { size: `sm`, c: `dimmed`, children: e }),
      (0, B.jsx)(t, {
        size: `sm`,
        fw: 600,
        dir: `auto`,
        style: { overflowWrap: `anywhere` },
        'data-testid': r,
        children: n,
      }),
    ],
  });
}
function Y({ order: e, onClose: t, onAccountChanged: r }) {
  const i = G(),
    a = q(),
    s = i.isPending || a.isPending;
  return (0, B.jsx)(M, {
    opened: !0,
    onClose: t,
    title: `بررسی واریز سفارش ${l(e.id)}`,
    centered: !0,
    'data-testid': `review-order-dialog`,
    children: (0, B.jsxs)(n, {
      gap: `md`,
      children: [
        (0, B.jsxs)(n, {
          gap: 6,
          children: [
            (0, B.jsx)(J, { label: `محصول`, value: e.info }),
            (0, B.jsx)(J, { label: `مبلغ`, value: u(e.amount, e.currency) }),
            (0, B.jsx)(J, { label: `شماره‌ی پیگیری واریز`, value: e.reference, testId: `review-reference` }),
          ],
        }),
        (0, B.jsx)(j, {
          variant: `light`,
          icon: (0, B.jsx)(N, { size: 18, 'aria-hidden': !0 }),
          children: `اگر این مبلغ به کارت شما رسیده، تأیید کنید تا سرویس از موجودی شما ساخته و به مشتری تحویل شود.`,
        }),
        (0, B.jsxs)(c, {
          justify: `flex-end`,
          gap: `sm`,
          children: [
            (0, B.jsx)(o, { variant: `default`, onClick: t, disabled: s, children: `بازگشت` }),
            (0, B.jsx)(o, {
              color: `red`,
              variant: `light`,
              loading: a.isPending,
              disabled: i.isPending,
              'data-testid': `reject-order`,
              onClick: () =>
                a.mutate(e.id, {
                  onSuccess: () => {
                    t(), d(`سفارش رد شد`);
                  },
                }),
              children: `رد واریز`,
            }),
            (0, B.jsx)(o, {
              color: `teal`,
              loading: i.isPending,
              disabled: a.isPending,
              'data-testid': `confirm-order`,
              onClick: () =>
                i.mutate(e.id, {
                  onSuccess: (e) => {
                    t(),
                      r(),
                      e.status === A.DELIVERED
                        ? d(`واریز تأیید شد و سرویس تحویل شد`)
                        : f(`واریز تأیید شد`, [
                            `موجودی شما برای ساخت سرویس کافی نیست؛ پس از شارژ حساب، سرویس خودکار تحویل می‌شود.`,
                          ]);
                  },
                }),
              children: `تأیید واریز`,
            }),
          ],
        }),
      ],
    }),
  });
}
var X = `(max-width: 48em)`,
  Z = (0, B.jsx)(t, { span: !0, c: `dimmed`, size: `sm`, children: `—` });
function ie({ order: e, onReview: t }) {
  return e.awaiting_confirmation
    ? (0, B.jsx)(o, {
        size: `xs`,
        variant: `light`,
        color: `orange`,
        leftSection: (0, B.jsx)(E, { size: 14, 'aria-hidden': !0 }),
        onClick: () => t(e),
        'data-testid': `review-order`,
        style: { whiteSpace: `nowrap` },
        children: `بررسی واریز`,
      })
    : null;
}
function Q({ order: e, onReview: r }) {
  return (0, B.jsxs)(n, {
    gap: 4,
    align: `flex-start`,
    children: [
      (0, B.jsx)(U, { order: e }),
      (0, B.jsx)(t, { size: `xs`, c: `dimmed`, children: H[e.method] ?? e.method }),
      (0, B.jsx)(ie, { order: e, onReview: r }),
    ],
  });
}
function ae({ page: e, onAccountChanged: r }) {
  const { data: i } = z(e),
    a = T(X, window.matchMedia(X).matches),
    [o, s] = (0, F.useState)(null),
    d = o && (0, B.jsx)(Y, { order: o, onClose: () => s(null), onAccountChanged: r });
  return i
    ? i.data.length === 0
      ? (0, B.jsx)(h, {
          withBorder: !0,
          radius: `md`,
          children: (0, B.jsx)(O, {
            icon: D,
            title: `هنوز سفارشی ثبت نشده است`,
            description: `سفارش‌هایی که مشتریان از لینک محصولات شما ثبت کنند، این‌جا می‌آیند.`,
            testId: `orders-empty`,
          }),
        })
      : a
        ? (0, B.jsxs)(B.Fragment, {
            children: [
              (0, B.jsx)(n, {
                gap: `sm`,
                'data-testid': `orders-cards`,
                children: i.data.map((e) =>
                  (0, B.jsxs)(
                    h,
                    {
                      withBorder: !0,
                      p: `md`,
                      radius: `md`,
                      'data-testid': `order-row`,
                      'data-id': e.id,
                      children: [
                        (0, B.jsxs)(c, {
                          justify: `space-between`,
                          gap: `xs`,
                          mb: 6,
                          wrap: `nowrap`,
                          children: [
                            (0, B.jsxs)(n, {
                              gap: 0,
                              style: { minWidth: 0 },
                              children: [
                                (0, B.jsxs)(t, { size: `xs`, c: `dimmed`, children: [`سفارش `, l(e.id)] }),
                                (0, B.jsx)(t, { fw: 700, style: { overflowWrap: `anywhere` }, children: e.info }),
                              ],
                            }),
                            (0, B.jsx)(t, {
                              size: `sm`,
                              c: `dimmed`,
                              style: { whiteSpace: `nowrap` },
                              children: g(e.jdate),
                            }),
                          ],
                        }),
                        (0, B.jsxs)(n, {
                          gap: 4,
                          children: [
                            e.user.mobile &&
                              (0, B.jsx)(t, { size: `sm`, dir: `ltr`, ta: `right`, children: e.user.mobile }),
                            e.email &&
                              (0, B.jsx)(t, {
                                size: `sm`,
                                dir: `ltr`,
                                ta: `right`,
                                style: { overflowWrap: `anywhere` },
                                children: e.email,
                              }),
                            (0, B.jsxs)(t, {
                              size: `sm`,
                              children: [`قیمت: `, _(e.price), ` · مبلغ پرداخت: `, u(e.amount, e.currency)],
                            }),
                            e.service_id !== null &&
                              (0, B.jsxs)(t, { size: `sm`, children: [`شماره‌ی سرویس: `, l(e.service_id)] }),
                          ],
                        }),
                        (0, B.jsx)(c, { mt: `sm`, children: (0, B.jsx)(Q, { order: e, onReview: s }) }),
                      ],
                    },
                    e.id,
                  ),
                ),
              }),
              (0, B.jsx)(C, { total: i.last_page }),
              d,
            ],
          })
        : (0, B.jsxs)(B.Fragment, {
            children: [
              (0, B.jsx)(h, {
                withBorder: !0,
                radius: `md`,
                children: (0, B.jsx)(w.ScrollContainer, {
                  minWidth: 900,
                  type: `native`,
                  children: (0, B.jsxs)(w, {
                    striped: !0,
                    highlightOnHover: !0,
                    verticalSpacing: `sm`,
                    'data-testid': `orders-table`,
                    children: [
                      (0, B.jsx)(w.Thead, {
                        children: (0, B.jsxs)(w.Tr, {
                          children: [
                            (0, B.jsx)(w.Th, { children: `#` }),
                            (0, B.jsx)(w.Th, { children: `محصول` }),
                            (0, B.jsx)(w.Th, { children: `موبایل` }),
                            (0, B.jsx)(w.Th, { children: `ایمیل` }),
                            (0, B.jsx)(w.Th, { children: `قیمت` }),
                            (0, B.jsx)(w.Th, { children: `مبلغ پرداخت` }),
                            (0, B.jsx)(w.Th, { style: { whiteSpace: `nowrap` }, children: `تاریخ ثبت` }),
                            (0, B.jsx)(w.Th, { children: `وضعیت` }),
                            (0, B.jsx)(w.Th, { style: { whiteSpace: `nowrap` }, children: `شماره‌ی سرویس` }),
                          ],
                        }),
                      }),
                      (0, B.jsx)(w.Tbody, {
                        children: i.data.map((e) =>
                          (0, B.jsxs)(
                            w.Tr,
                            {
                              'data-testid': `order-row`,
                              'data-id': e.id,
                              children: [
                                (0, B.jsx)(w.Td, { children: l(e.id) }),
                                (0, B.jsx)(w.Td, {
                                  style: { minWidth: `8rem`, overflowWrap: `anywhere` },
                                  children: e.info,
                                }),
                                (0, B.jsx)(w.Td, {
                                  dir: `ltr`,
                                  style: { textAlign: `right`, whiteSpace: `nowrap` },
                                  children: e.user.mobile || Z,
                                }),
                                (0, B.jsx)(w.Td, {
                                  dir: `ltr`,
                                  style: { textAlign: `right`, overflowWrap: `anywhere` },
                                  children: e.email || Z,
                                }),
                                (0, B.jsx)(w.Td, { style: { whiteSpace: `nowrap` }, children: _(e.price) }),
                                (0, B.jsx)(w.Td, {
                                  style: { whiteSpace: `nowrap` },
                                  'data-testid': `order-amount`,
                                  children: u(e.amount, e.currency),
                                }),
                                (0, B.jsx)(w.Td, { style: { whiteSpace: `nowrap` }, children: g(e.jdate) }),
                                (0, B.jsx)(w.Td, { children: (0, B.jsx)(Q, { order: e, onReview: s }) }),
                                (0, B.jsx)(w.Td, {
                                  'data-testid': `order-service`,
                                  children: e.service_id === null ? Z : l(e.service_id),
                                }),
                              ],
                            },
                            e.id,
                          ),
                        ),
                      }),
                    ],
                  }),
                }),
              }),
              (0, B.jsx)(C, { total: i.last_page }),
              d,
            ],
          })
    : (0, B.jsx)(ee, { fullScreen: !1 });
}
var $ = `سفارش‌های فروشگاه`;
function oe() {
  s($);
  const { user: e } = r(),
    t = re(),
    i = v(),
    a = (0, F.useCallback)(() => void m(i), [i]);
  return (0, B.jsxs)(n, {
    gap: `md`,
    'data-testid': `store-orders`,
    children: [
      (0, B.jsx)(p, { order: 1, size: `h3`, children: $ }),
      e?.storeenable ? (0, B.jsx)(ae, { page: t, onAccountChanged: a }) : (0, B.jsx)(P, {}),
    ],
  });
}

export { oe as StoreOrdersRoute };
