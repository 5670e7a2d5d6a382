import { t as O } from './Badge-DCsC8PGu.js';
import { n as C, t as w } from './data-pagination-Cv94AOFZ.js';
import { t as A } from './empty-state-Btny1RmZ.js';
import { t as D, r as E, a as T } from './get-giftcard-batches-BCw8UBrQ.js';
import { t as h } from './IconChevronRight-DHHh3a6m.js';
import { t as g } from './IconDownload-C7X80S6p.js';
import {
  at as a,
  q as c,
  y as d,
  E as e,
  a as i,
  st as l,
  O as n,
  i as o,
  Q as r,
  it as s,
  F as t,
  w as u,
} from './index-B3ichRAS.js';
import { d as _, u as b, y as S, r as v, x, s as y } from './runtime-B8Ttn_BI.js';
import { t as f } from './SegmentedControl-B5dOM2xL.js';
import { r as m, i as p } from './store-B5VJ9oXn.js';
import { t as k } from './Table-BPfsbF3o.js';

var j = (e) => n(t.list, { query: e }),
  M = (e) => v({ queryKey: [...D, `cards`, e], queryFn: () => j(e), placeholderData: y, staleTime: 0 }),
  N = b();
function P({ rows: t, filtered: n }) {
  return t.length === 0
    ? (0, N.jsx)(l, {
        withBorder: !0,
        radius: `md`,
        children: (0, N.jsx)(A, {
          icon: T,
          title: n ? `کارتی با این وضعیت نیست` : `این دسته کارتی ندارد`,
          testId: `cards-empty`,
        }),
      })
    : (0, N.jsx)(l, {
        withBorder: !0,
        radius: `md`,
        children: (0, N.jsx)(k.ScrollContainer, {
          minWidth: 680,
          type: `native`,
          children: (0, N.jsxs)(k, {
            striped: !0,
            verticalSpacing: `sm`,
            'data-testid': `cards-table`,
            children: [
              (0, N.jsx)(k.Thead, {
                children: (0, N.jsxs)(k.Tr, {
                  children: [
                    (0, N.jsx)(k.Th, { children: `سریال` }),
                    (0, N.jsx)(k.Th, { children: `مبلغ` }),
                    (0, N.jsx)(k.Th, { children: `وضعیت` }),
                    (0, N.jsx)(k.Th, { children: `استفاده‌کننده` }),
                  ],
                }),
              }),
              (0, N.jsx)(k.Tbody, {
                children: t.map((t) =>
                  (0, N.jsxs)(
                    k.Tr,
                    {
                      'data-testid': `card-row`,
                      'data-used': t.used,
                      children: [
                        (0, N.jsx)(k.Td, {
                          dir: `ltr`,
                          ta: `right`,
                          ff: `monospace`,
                          style: { whiteSpace: `nowrap` },
                          children: t.serial,
                        }),
                        (0, N.jsx)(k.Td, { style: { whiteSpace: `nowrap` }, children: u(t.amount) }),
                        (0, N.jsx)(k.Td, {
                          children: t.used
                            ? (0, N.jsx)(O, { color: `gray`, variant: `light`, children: `استفاده شده` })
                            : (0, N.jsx)(O, { color: `teal`, variant: `light`, children: `استفاده نشده` }),
                        }),
                        (0, N.jsx)(k.Td, {
                          children: t.used_by
                            ? (0, N.jsxs)(N.Fragment, {
                                children: [
                                  (0, N.jsx)(p, { size: `sm`, children: t.used_by.name || e(t.used_by.mobile) }),
                                  (0, N.jsx)(p, { size: `xs`, c: `dimmed`, children: t.used_at ? d(t.used_at) : `` }),
                                ],
                              })
                            : `—`,
                        }),
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
var F = [
    { value: `all`, label: `همه` },
    { value: `unused`, label: `استفاده نشده` },
    { value: `used`, label: `استفاده شده` },
  ],
  I = (e) => {
    const t = e.get(`state`);
    return t === `used` || t === `unused` ? t : `all`;
  };
function L() {
  const t = Number(S().id),
    n = `دسته‌ی کارت ${e(t)}`;
  i(n);
  const [l, u] = x(),
    d = I(l),
    { data: p } = M({ batch_id: t, state: d, page: C(l), search: `` }),
    v = E();
  return (0, N.jsxs)(m, {
    gap: `md`,
    'data-testid': `admin-giftcard-batch`,
    children: [
      (0, N.jsxs)(a, {
        gap: 4,
        children: [
          (0, N.jsx)(h, { size: 16, 'aria-hidden': !0 }),
          (0, N.jsx)(s, { component: _, to: `/admin/giftcards`, size: `sm`, children: `کارت‌های هدیه` }),
        ],
      }),
      (0, N.jsxs)(a, {
        justify: `space-between`,
        children: [
          (0, N.jsx)(c, { order: 1, size: `h3`, children: n }),
          (0, N.jsx)(r, {
            variant: `light`,
            leftSection: (0, N.jsx)(g, { size: 16, 'aria-hidden': !0 }),
            loading: v.isPending,
            onClick: () => v.mutate(t),
            'data-testid': `export-batch`,
            children: `دریافت فهرست کارت‌ها`,
          }),
        ],
      }),
      (0, N.jsx)(f, {
        data: F,
        value: d,
        onChange: (e) =>
          u((t) => {
            const n = new URLSearchParams(t);
            return e === `all` ? n.delete(`state`) : n.set(`state`, e), n.delete(`page`), n;
          }),
        'data-testid': `card-state`,
      }),
      p
        ? (0, N.jsxs)(N.Fragment, {
            children: [(0, N.jsx)(P, { rows: p.data, filtered: d !== `all` }), (0, N.jsx)(w, { total: p.last_page })],
          })
        : (0, N.jsx)(o, { fullScreen: !1 }),
    ],
  });
}

export { L as AdminGiftCardBatchRoute };
