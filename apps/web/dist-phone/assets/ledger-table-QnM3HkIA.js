import { t as o } from './Badge-DCsC8PGu.js';
import { t as c } from './empty-state-Btny1RmZ.js';
import { t as l } from './IconReceiptOff-FvJjjD9n.js';
import { w as _, O as d, S as f, v as g, st as h, it as m, W as p, C as u } from './index-B3ichRAS.js';
import { d as e, u as i, r as n, s as r, n as t } from './runtime-B8Ttn_BI.js';
import { i as a } from './store-B5VJ9oXn.js';
import { t as s } from './Table-BPfsbF3o.js';

var v = (e) =>
    d(p.all, {
      query: {
        page: e.page,
        from: e.from || void 0,
        to: e.to || void 0,
        type: e.type || void 0,
        search: e.search.trim() || void 0,
        user_id: e.user_id,
      },
    }),
  y = (e) => t({ queryKey: [`admin`, `transactions`, e], queryFn: () => v(e), placeholderData: r, staleTime: 0 }),
  b = (e) => n(y(e)),
  x = { nowrap: `_nowrap_clon4_1`, info: `_info_clon4_5` },
  S = i();
function C({ rows: t, filtered: n, showUser: r = !0 }) {
  return t.length === 0
    ? (0, S.jsx)(h, {
        withBorder: !0,
        radius: `md`,
        children: (0, S.jsx)(c, {
          icon: l,
          title: n ? `تراکنشی با این فیلترها پیدا نشد` : `هنوز تراکنشی ثبت نشده است`,
          description: n ? `بازه‌ی تاریخ، نوع، کاربر یا متن جستجو را تغییر دهید.` : void 0,
          testId: `ledger-empty`,
        }),
      })
    : (0, S.jsx)(h, {
        withBorder: !0,
        radius: `md`,
        children: (0, S.jsx)(s.ScrollContainer, {
          minWidth: r ? 900 : 760,
          type: `native`,
          children: (0, S.jsxs)(s, {
            striped: !0,
            highlightOnHover: !0,
            verticalSpacing: `sm`,
            'data-testid': `ledger-table`,
            children: [
              (0, S.jsx)(s.Thead, {
                children: (0, S.jsxs)(s.Tr, {
                  children: [
                    (0, S.jsx)(s.Th, { children: `شناسه` }),
                    (0, S.jsx)(s.Th, { children: `تاریخ` }),
                    r && (0, S.jsx)(s.Th, { children: `کاربر` }),
                    (0, S.jsx)(s.Th, { children: `مبلغ` }),
                    (0, S.jsx)(s.Th, { children: `نوع` }),
                    (0, S.jsx)(s.Th, { children: `موجودی پس از تراکنش` }),
                    (0, S.jsx)(s.Th, { children: `توضیحات` }),
                  ],
                }),
              }),
              (0, S.jsx)(s.Tbody, {
                children: t.map((t) =>
                  (0, S.jsxs)(
                    s.Tr,
                    {
                      'data-testid': `ledger-row`,
                      'data-id': t.id,
                      'data-amount': t.amount,
                      'data-type': t.type,
                      children: [
                        (0, S.jsx)(s.Td, { children: t.id }),
                        (0, S.jsxs)(s.Td, {
                          className: x.nowrap,
                          children: [
                            (0, S.jsx)(a, { size: `sm`, children: g(t.jdate) }),
                            (0, S.jsx)(a, { size: `xs`, c: `dimmed`, children: u(t.created_at) }),
                          ],
                        }),
                        r &&
                          (0, S.jsxs)(s.Td, {
                            className: x.nowrap,
                            children: [
                              (0, S.jsx)(m, {
                                component: e,
                                to: `/admin/resellers/${t.user.id}`,
                                size: `sm`,
                                'data-testid': `ledger-user`,
                                children: t.user.name || t.user.mobile,
                              }),
                              t.user.name && (0, S.jsx)(a, { size: `xs`, c: `dimmed`, children: t.user.mobile }),
                            ],
                          }),
                        (0, S.jsx)(s.Td, {
                          className: x.nowrap,
                          children: (0, S.jsx)(a, {
                            size: `sm`,
                            fw: 700,
                            c: t.amount > 0 ? `teal.8` : t.amount < 0 ? `red.7` : void 0,
                            'data-testid': `ledger-amount`,
                            children: f(t.amount),
                          }),
                        }),
                        (0, S.jsx)(s.Td, {
                          children: (0, S.jsx)(o, {
                            variant: `light`,
                            color: `gray`,
                            className: x.nowrap,
                            children: t.typename,
                          }),
                        }),
                        (0, S.jsx)(s.Td, { className: x.nowrap, children: _(t.balance_after) }),
                        (0, S.jsx)(s.Td, { className: x.info, 'data-testid': `ledger-info`, children: t.info }),
                      ],
                    },
                    t.id,
                  ),
                ),
              }),
            ],
          }),
        }),
      });
}

export { b as n, C as t };
