import { t as y } from './Badge-DCsC8PGu.js';
import { t as S } from './empty-state-Btny1RmZ.js';
import { t as x } from './IconServerOff-yDOq1oN6.js';
import { t as C } from './IconShoppingCart-DOIDlTIR.js';
import { t as w } from './IconUsers-LPmntfL6.js';
import {
  a,
  i as c,
  st as d,
  v as f,
  R as i,
  l,
  y as m,
  J as n,
  at as o,
  w as p,
  O as r,
  b as s,
  q as u,
} from './index-B3ichRAS.js';
import { u as _, r as g, n as h } from './runtime-B8Ttn_BI.js';
import { t as v } from './SimpleGrid-BdsTzg9e.js';
import { i as e, r as t } from './store-B5VJ9oXn.js';
import { t as b } from './Table-BPfsbF3o.js';

var T = l(`outline`, `arrow-back-up`, `ArrowBackUp`, [
    [`path`, { d: `M9 14l-4 -4l4 -4`, key: `svg-0` }],
    [`path`, { d: `M5 10h11a4 4 0 1 1 0 8h-1`, key: `svg-1` }],
  ]),
  E = l(`outline`, `cash`, `Cash`, [
    [`path`, { d: `M7 15h-3a1 1 0 0 1 -1 -1v-8a1 1 0 0 1 1 -1h12a1 1 0 0 1 1 1v3`, key: `svg-0` }],
    [`path`, { d: `M7 10a1 1 0 0 1 1 -1h12a1 1 0 0 1 1 1v8a1 1 0 0 1 -1 1h-12a1 1 0 0 1 -1 -1l0 -8`, key: `svg-1` }],
    [`path`, { d: `M12 14a2 2 0 1 0 4 0a2 2 0 0 0 -4 0`, key: `svg-2` }],
  ]),
  D = l(`outline`, `plug-connected`, `PlugConnected`, [
    [`path`, { d: `M7 12l5 5l-1.5 1.5a3.536 3.536 0 1 1 -5 -5l1.5 -1.5`, key: `svg-0` }],
    [`path`, { d: `M17 12l-5 -5l1.5 -1.5a3.536 3.536 0 1 1 5 5l-1.5 1.5`, key: `svg-1` }],
    [`path`, { d: `M3 21l2.5 -2.5`, key: `svg-2` }],
    [`path`, { d: `M18.5 5.5l2.5 -2.5`, key: `svg-3` }],
    [`path`, { d: `M10 11l-2 2`, key: `svg-4` }],
    [`path`, { d: `M13 14l-2 2`, key: `svg-5` }],
  ]),
  O = [`admin`, `overview`],
  k = () => r(i.overview),
  A = () => h({ queryKey: O, queryFn: k, staleTime: 0, refetchInterval: 6e4 }),
  j = () => g(A()),
  M = _();
function N({ provisioning: n }) {
  const r = [
    { id: `pending`, label: `در صف`, value: s(n.pending_jobs) },
    { id: `failing`, label: `با خطا`, value: s(n.failing_jobs), alert: n.failing_jobs > 0 },
    { id: `oldest`, label: `قدیمی‌ترین`, value: n.oldest_pending_at ? m(n.oldest_pending_at) : `—` },
  ];
  return (0, M.jsx)(d, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    'data-testid': `backlog`,
    children: (0, M.jsxs)(t, {
      gap: `sm`,
      children: [
        (0, M.jsx)(u, { order: 2, size: `h5`, children: `صف ساخت سرویس‌ها` }),
        (0, M.jsx)(v, {
          cols: 3,
          spacing: `sm`,
          children: r.map((t) =>
            (0, M.jsxs)(
              o,
              {
                gap: 2,
                style: { flexDirection: `column`, alignItems: `flex-start` },
                children: [
                  (0, M.jsx)(e, { size: `sm`, c: `dimmed`, children: t.label }),
                  (0, M.jsx)(e, {
                    fw: 700,
                    c: t.alert ? `red.7` : void 0,
                    'data-testid': `backlog-${t.id}`,
                    children: t.value,
                  }),
                ],
              },
              t.id,
            ),
          ),
        }),
      ],
    }),
  });
}
var P = {
  up: { label: `برقرار`, color: `teal` },
  down: { label: `قطع`, color: `red` },
  unknown: { label: `نامشخص`, color: `gray` },
};
function F({ nodes: n }) {
  return (0, M.jsx)(d, {
    withBorder: !0,
    radius: `md`,
    'data-testid': `node-health`,
    children: (0, M.jsxs)(t, {
      gap: 0,
      children: [
        (0, M.jsx)(u, { order: 2, size: `h5`, p: `md`, children: `وضعیت نودها` }),
        n.length === 0
          ? (0, M.jsx)(S, { icon: x, title: `هنوز نودی تعریف نشده است`, testId: `nodes-empty` })
          : (0, M.jsx)(b.ScrollContainer, {
              minWidth: 640,
              type: `native`,
              children: (0, M.jsxs)(b, {
                verticalSpacing: `sm`,
                striped: !0,
                children: [
                  (0, M.jsx)(b.Thead, {
                    children: (0, M.jsxs)(b.Tr, {
                      children: [
                        (0, M.jsx)(b.Th, { children: `نود` }),
                        (0, M.jsx)(b.Th, { children: `وضعیت` }),
                        (0, M.jsx)(b.Th, { children: `کاربران` }),
                        (0, M.jsx)(b.Th, { children: `آخرین پاسخ` }),
                        (0, M.jsx)(b.Th, { children: `آخرین خطا` }),
                      ],
                    }),
                  }),
                  (0, M.jsx)(b.Tbody, {
                    children: n.map((t) =>
                      (0, M.jsxs)(
                        b.Tr,
                        {
                          'data-testid': `node-row`,
                          'data-status': t.status,
                          children: [
                            (0, M.jsxs)(b.Td, {
                              children: [
                                (0, M.jsx)(e, { size: `sm`, fw: 600, children: t.name }),
                                !t.active && (0, M.jsx)(e, { size: `xs`, c: `dimmed`, children: `غیرفعال` }),
                              ],
                            }),
                            (0, M.jsx)(b.Td, {
                              children: (0, M.jsx)(y, {
                                color: P[t.status].color,
                                variant: `light`,
                                children: P[t.status].label,
                              }),
                            }),
                            (0, M.jsx)(b.Td, { children: s(t.users) }),
                            (0, M.jsx)(b.Td, {
                              style: { whiteSpace: `nowrap` },
                              children: t.last_seen_at ? m(t.last_seen_at) : `هرگز`,
                            }),
                            (0, M.jsx)(b.Td, {
                              children: (0, M.jsx)(e, {
                                size: `xs`,
                                c: t.last_error ? `red.7` : `dimmed`,
                                style: { overflowWrap: `anywhere` },
                                children: t.last_error || `—`,
                              }),
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
      ],
    }),
  });
}
var I = (e, t) => `${s(e)} ${t}`;
function L(e) {
  return [
    {
      id: `resellers`,
      label: `فروشندگان فعال`,
      value: s(e.resellers.active),
      hint: `از ${I(e.resellers.total, `فروشنده`)}`,
      color: `blue`,
      icon: w,
    },
    {
      id: `services`,
      label: `سرویس‌های زنده`,
      value: s(e.services.live),
      hint: `از ${I(e.services.total, `سرویس`)}`,
      color: `teal`,
      icon: D,
    },
    {
      id: `sales`,
      label: `فروش امروز`,
      value: p(e.today.sales.toman),
      hint: I(e.today.sales.count, `تراکنش`),
      color: `grape`,
      icon: C,
    },
    {
      id: `refunds`,
      label: `بازپرداخت امروز`,
      value: p(e.today.refunds.toman),
      hint: I(e.today.refunds.count, `تراکنش`),
      color: `orange`,
      icon: T,
    },
    {
      id: `topups`,
      label: `شارژ حساب امروز`,
      value: p(e.today.topups.toman),
      hint: I(e.today.topups.count, `تراکنش`),
      color: `green`,
      icon: E,
    },
  ];
}
function R({ overview: r }) {
  return (0, M.jsxs)(t, {
    gap: `xs`,
    children: [
      (0, M.jsxs)(e, {
        size: `sm`,
        c: `dimmed`,
        'data-testid': `overview-day`,
        children: [`امروز: `, f(r.today.jdate)],
      }),
      (0, M.jsx)(v, {
        cols: { base: 1, xs: 2, md: 3, xl: 5 },
        spacing: `md`,
        'data-testid': `overview-cards`,
        children: L(r).map((r) =>
          (0, M.jsx)(
            d,
            {
              withBorder: !0,
              p: `md`,
              radius: `md`,
              'data-testid': `overview-${r.id}`,
              children: (0, M.jsxs)(o, {
                gap: `sm`,
                wrap: `nowrap`,
                align: `flex-start`,
                children: [
                  (0, M.jsx)(n, {
                    size: 44,
                    radius: `md`,
                    variant: `light`,
                    color: r.color,
                    children: (0, M.jsx)(r.icon, { size: 26, 'aria-hidden': !0 }),
                  }),
                  (0, M.jsxs)(t, {
                    gap: 2,
                    miw: 0,
                    children: [
                      (0, M.jsx)(e, { size: `sm`, c: `dimmed`, children: r.label }),
                      (0, M.jsx)(e, {
                        fw: 800,
                        size: `lg`,
                        style: { whiteSpace: `nowrap` },
                        'data-testid': `overview-${r.id}-value`,
                        children: r.value,
                      }),
                      (0, M.jsx)(e, {
                        size: `xs`,
                        c: `dimmed`,
                        'data-testid': `overview-${r.id}-hint`,
                        children: r.hint,
                      }),
                    ],
                  }),
                ],
              }),
            },
            r.id,
          ),
        ),
      }),
    ],
  });
}
function z() {
  a(`نمای کلی`);
  const { data: e } = j();
  return (0, M.jsxs)(t, {
    gap: `md`,
    'data-testid': `admin-overview`,
    children: [
      (0, M.jsx)(u, { order: 1, size: `h3`, children: `نمای کلی` }),
      e
        ? (0, M.jsxs)(M.Fragment, {
            children: [
              (0, M.jsx)(R, { overview: e }),
              (0, M.jsx)(N, { provisioning: e.provisioning }),
              (0, M.jsx)(F, { nodes: e.provisioning.nodes }),
            ],
          })
        : (0, M.jsx)(c, { fullScreen: !1 }),
    ],
  });
}

export { z as AdminOverviewRoute };
