import { t as D } from './Badge-DCsC8PGu.js';
import { t as S } from './data-pagination-Cv94AOFZ.js';
import { t as N } from './empty-state-Btny1RmZ.js';
import { n as A, t as j } from './IconChevronUp-BftnfPD9.js';
import { t as M } from './IconReceiptOff-FvJjjD9n.js';
import {
  S as a,
  a as c,
  l as d,
  q as f,
  w as h,
  O as i,
  at as l,
  v as m,
  W as o,
  st as p,
  C as r,
  Z as s,
  i as u,
} from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { r as _, w as b, n as g, s as v, x, u as y } from './runtime-B8Ttn_BI.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as O } from './Table-BPfsbF3o.js';
import { n as k } from './Transition-Cx7H30U_.js';
import { i as C, t as E, r as T, n as w } from './transaction-filter-bar-Bj7rKdKb.js';

var P = d(`outline`, `selector`, `Selector`, [
    [`path`, { d: `M8 9l4 -4l4 4`, key: `svg-0` }],
    [`path`, { d: `M16 15l-4 4l-4 -4`, key: `svg-1` }],
  ]),
  F = e(b()),
  I = (e) =>
    i(o.my, {
      query: {
        page: e.page,
        from: e.from || void 0,
        to: e.to || void 0,
        type: e.type || void 0,
        search: e.search.trim() || void 0,
      },
    }),
  L = (e) => g({ queryKey: [`transactions`, e], queryFn: () => I(e), placeholderData: v, staleTime: 0 }),
  R = (e) => _(L(e)),
  z = { th: `_th_126zy_1`, sortButton: `_sortButton_126zy_5`, nowrap: `_nowrap_126zy_10`, info: `_info_126zy_14` },
  B = y(),
  V = { id: (e) => e.id, date: (e) => Date.parse(e.created_at) || 0, amount: (e) => e.amount };
function H({ label: e, column: t, sort: n, onSort: r }) {
  const i = n?.key === t,
    a = i ? (n.direction === `asc` ? j : A) : P;
  return (0, B.jsx)(O.Th, {
    'aria-sort': i ? (n.direction === `asc` ? `ascending` : `descending`) : `none`,
    className: z.th,
    children: (0, B.jsx)(k, {
      onClick: () => r(t),
      className: z.sortButton,
      'data-testid': `sort-${t}`,
      children: (0, B.jsxs)(l, {
        gap: 4,
        wrap: `nowrap`,
        children: [
          (0, B.jsx)(`span`, { children: e }),
          (0, B.jsx)(s, { children: (0, B.jsx)(a, { size: 14, stroke: 1.8, 'aria-hidden': !0 }) }),
        ],
      }),
    }),
  });
}
function U({ rows: e, filtered: n }) {
  const [i, o] = (0, F.useState)(null),
    s = (0, F.useMemo)(() => {
      if (!i) return e;
      const t = V[i.key],
        n = i.direction === `asc` ? 1 : -1;
      return [...e].sort((e, r) => (t(e) - t(r)) * n || (e.id - r.id) * n);
    }, [e, i]),
    c = (e) =>
      o((t) =>
        t?.key === e ? { key: e, direction: t.direction === `asc` ? `desc` : `asc` } : { key: e, direction: `asc` },
      );
  return e.length === 0
    ? (0, B.jsx)(p, {
        withBorder: !0,
        radius: `md`,
        children: (0, B.jsx)(N, {
          icon: M,
          title: n ? `تراکنشی با این فیلترها پیدا نشد` : `هنوز تراکنشی ثبت نشده است`,
          description: n ? `بازه‌ی تاریخ، نوع یا متن جستجو را تغییر دهید.` : void 0,
          testId: `transactions-empty`,
        }),
      })
    : (0, B.jsx)(p, {
        withBorder: !0,
        radius: `md`,
        children: (0, B.jsx)(O.ScrollContainer, {
          minWidth: 860,
          type: `native`,
          children: (0, B.jsxs)(O, {
            striped: !0,
            highlightOnHover: !0,
            verticalSpacing: `sm`,
            'data-testid': `transactions-table`,
            children: [
              (0, B.jsx)(O.Thead, {
                children: (0, B.jsxs)(O.Tr, {
                  children: [
                    (0, B.jsx)(H, { label: `شناسه`, column: `id`, sort: i, onSort: c }),
                    (0, B.jsx)(H, { label: `تاریخ`, column: `date`, sort: i, onSort: c }),
                    (0, B.jsx)(H, { label: `مبلغ`, column: `amount`, sort: i, onSort: c }),
                    (0, B.jsx)(O.Th, { children: `نوع` }),
                    (0, B.jsx)(O.Th, { children: `موجودی پس از تراکنش` }),
                    (0, B.jsx)(O.Th, { children: `توضیحات` }),
                    (0, B.jsx)(O.Th, { children: `کاربر` }),
                  ],
                }),
              }),
              (0, B.jsx)(O.Tbody, {
                children: s.map((e) =>
                  (0, B.jsxs)(
                    O.Tr,
                    {
                      'data-testid': `transaction-row`,
                      'data-id': e.id,
                      'data-amount': e.amount,
                      children: [
                        (0, B.jsx)(O.Td, { children: e.id }),
                        (0, B.jsxs)(O.Td, {
                          className: z.nowrap,
                          children: [
                            (0, B.jsx)(t, { size: `sm`, children: m(e.jdate) }),
                            (0, B.jsx)(t, { size: `xs`, c: `dimmed`, children: r(e.created_at) }),
                          ],
                        }),
                        (0, B.jsx)(O.Td, {
                          className: z.nowrap,
                          children: (0, B.jsx)(t, {
                            size: `sm`,
                            fw: 700,
                            c: e.amount > 0 ? `teal.8` : e.amount < 0 ? `red.7` : void 0,
                            'data-testid': `transaction-amount`,
                            'data-tone': e.amount > 0 ? `positive` : e.amount < 0 ? `negative` : `zero`,
                            children: a(e.amount),
                          }),
                        }),
                        (0, B.jsx)(O.Td, {
                          children: (0, B.jsx)(D, {
                            variant: `light`,
                            color: `gray`,
                            className: z.nowrap,
                            children: e.typename,
                          }),
                        }),
                        (0, B.jsx)(O.Td, { className: z.nowrap, children: h(e.balance_after) }),
                        (0, B.jsx)(O.Td, { className: z.info, children: e.info }),
                        (0, B.jsxs)(O.Td, {
                          className: z.nowrap,
                          children: [
                            (0, B.jsx)(t, { size: `sm`, children: e.user.name || e.user.mobile }),
                            e.user.name && (0, B.jsx)(t, { size: `xs`, c: `dimmed`, children: e.user.mobile }),
                          ],
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
      });
}
function W() {
  c(`لیست تراکنش‌ها`);
  const [e, t] = x(),
    r = e.toString(),
    i = (0, F.useMemo)(() => C(e), [r]),
    a = (0, F.useCallback)((e) => t((t) => w(t, e)), [t]),
    { data: o } = R(i);
  return (0, B.jsxs)(n, {
    gap: `md`,
    'data-testid': `transactions`,
    children: [
      (0, B.jsx)(f, { order: 1, size: `h3`, children: `لیست تراکنش‌ها` }),
      (0, B.jsx)(E, { filters: i, onChange: a }),
      o
        ? (0, B.jsxs)(B.Fragment, {
            children: [(0, B.jsx)(U, { rows: o.data, filtered: T(i) }), (0, B.jsx)(S, { total: o.last_page })],
          })
        : (0, B.jsx)(u, { fullScreen: !1 }),
    ],
  });
}

export { W as TransactionsRoute };
