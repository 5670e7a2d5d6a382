import { t as j } from './Badge-DCsC8PGu.js';
import { n as N } from './get-new-notifications-Bu8v2Gun.js';
import { t as M } from './IconBell-D24XdC9g.js';
import { t as w } from './IconCircleCheck-B_HRmAgP.js';
import { t as T } from './IconReceiptOff-FvJjjD9n.js';
import { t as E } from './IconServer-DQGd1jGB.js';
import { t as A } from './IconShoppingCart-DOIDlTIR.js';
import {
  v as _,
  N as a,
  Q as c,
  at as d,
  b as f,
  st as g,
  q as h,
  J as i,
  _ as l,
  l as m,
  O as o,
  it as p,
  A as r,
  P as s,
  a as u,
  x as v,
} from './index-B3ichRAS.js';
import { t as D } from './Progress-D98xvOi1.js';
import { t as k, n as O } from './pool-days-badge-B0KA2aPe.js';
import { n as b, u as S, r as x, d as y } from './runtime-B8Ttn_BI.js';
import { t as e } from './SimpleGrid-BdsTzg9e.js';
import { t as C } from './Skeleton-D-SLUjiH.js';
import { n as P } from './settings-store-CXclhLR7.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';

var F = m(`outline`, `brand-telegram`, `BrandTelegram`, [
    [`path`, { d: `M15 10l-4 4l6 6l4 -16l-18 7l4 2l2 6l3 -4`, key: `svg-0` }],
  ]),
  I = m(`outline`, `clock-pause`, `ClockPause`, [
    [`path`, { d: `M20.942 13.018a9 9 0 1 0 -7.909 7.922`, key: `svg-0` }],
    [`path`, { d: `M12 7v5l2 2`, key: `svg-1` }],
    [`path`, { d: `M17 17v5`, key: `svg-2` }],
    [`path`, { d: `M21 17v5`, key: `svg-3` }],
  ]),
  L = S();
function R(e) {
  const t = e.trim();
  return /^https?:\/\//i.test(t) ? t : `https://t.me/${t.replace(/^@/, ``).replace(/^t\.me\//i, ``)}`;
}
function z({ label: e, value: r, testId: i }) {
  return (0, L.jsxs)(n, {
    gap: 2,
    children: [
      (0, L.jsx)(t, { size: `sm`, c: `dimmed`, children: e }),
      (0, L.jsx)(t, { fw: 600, 'data-testid': i, children: r }),
    ],
  });
}
function B({ user: t, showprice: r }) {
  const i = t.payGroup.telegram.trim();
  return (0, L.jsx)(g, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `account-summary`,
    children: (0, L.jsxs)(n, {
      gap: `md`,
      children: [
        (0, L.jsx)(h, { order: 2, size: `h4`, children: t.name ? `${t.name}، خوش آمدید` : `خوش آمدید` }),
        (0, L.jsxs)(e, {
          cols: { base: 2, xs: 3 },
          spacing: `md`,
          children: [
            (0, L.jsx)(z, { label: `نام`, value: t.name || `—`, testId: `account-name` }),
            (0, L.jsx)(z, { label: `شماره موبایل`, value: t.mobile, testId: `account-mobile` }),
            (0, L.jsx)(z, { label: `موجودی`, value: v(t.balance, r), testId: `account-balance` }),
          ],
        }),
        i &&
          (0, L.jsxs)(d, {
            gap: `xs`,
            children: [
              (0, L.jsx)(F, { size: 20, color: `var(--mantine-color-blue-6)`, 'aria-hidden': !0 }),
              (0, L.jsx)(p, {
                href: R(i),
                target: `_blank`,
                rel: `noopener noreferrer`,
                'data-testid': `telegram-link`,
                children: `کانال تلگرام ما`,
              }),
            ],
          }),
      ],
    }),
  });
}
var V = () => o(s.resellerInfo),
  H = () => b({ queryKey: [`dashboard`, `resellerinfo`], queryFn: V, staleTime: 0 }),
  U = () => x(H()),
  W = { card: `_card_ve135_2`, icon: `_icon_ve135_9`, label: `_label_ve135_13` },
  G = [
    { key: `activeServices`, label: `سرویس‌های فعال`, color: `teal`, icon: w },
    { key: `notUsedServices`, label: `سرویس‌های استفاده‌نشده`, color: `blue`, icon: I },
    { key: `notPaid`, label: `سرویس‌های تسویه‌نشده`, color: `orange`, icon: T },
  ];
function K() {
  const { data: n } = U();
  return (0, L.jsx)(e, {
    cols: 3,
    spacing: { base: `xs`, sm: `md` },
    'data-testid': `reseller-stats`,
    children: G.map((e) =>
      (0, L.jsx)(
        g,
        {
          withBorder: !0,
          p: { base: `xs`, sm: `md` },
          radius: `md`,
          'data-testid': `stat-${e.key}`,
          children: (0, L.jsxs)(`div`, {
            className: W.card,
            children: [
              (0, L.jsx)(i, {
                size: 44,
                radius: `md`,
                variant: `light`,
                color: e.color,
                className: W.icon,
                children: (0, L.jsx)(e.icon, { size: 26, 'aria-hidden': !0 }),
              }),
              (0, L.jsxs)(`div`, {
                children: [
                  (0, L.jsx)(t, { size: `sm`, c: `dimmed`, className: W.label, children: e.label }),
                  n
                    ? (0, L.jsx)(t, {
                        fw: 700,
                        size: `xl`,
                        c: `${e.color}.8`,
                        'data-testid': `stat-${e.key}-value`,
                        children: f(n[e.key]),
                      })
                    : (0, L.jsx)(C, { height: 26, width: 48, mt: 4, mx: `auto` }),
                ],
              }),
            ],
          }),
        },
        e.key,
      ),
    ),
  });
}
var q = () => o(a.serverInfos),
  J = () => b({ queryKey: [`serverinfos`], queryFn: q }),
  Y = (e) => x({ ...J(), enabled: e }),
  X = /[A-Za-z]/;
function Z() {
  const { data: r } = U(),
    i = r?.hasRadius === !0,
    { data: a } = Y(i);
  return !i || !a || a.length === 0
    ? null
    : (0, L.jsxs)(n, {
        gap: `sm`,
        'data-testid': `server-infos`,
        children: [
          (0, L.jsx)(h, { order: 2, size: `h4`, children: `اطلاعات سرورها` }),
          (0, L.jsx)(e, {
            cols: { base: 1, sm: 2, lg: 3 },
            spacing: `md`,
            children: a.map((e) =>
              (0, L.jsxs)(
                g,
                {
                  withBorder: !0,
                  p: `md`,
                  radius: `md`,
                  'data-testid': `server-info-card`,
                  children: [
                    (0, L.jsxs)(d, {
                      gap: `xs`,
                      mb: `sm`,
                      wrap: `nowrap`,
                      children: [
                        (0, L.jsx)(E, { size: 20, color: `var(--mantine-color-blue-6)`, 'aria-hidden': !0 }),
                        (0, L.jsx)(t, { fw: 700, children: e.name }),
                      ],
                    }),
                    (0, L.jsx)(n, {
                      gap: 6,
                      children: e.items.map((e) =>
                        (0, L.jsxs)(
                          d,
                          {
                            justify: `space-between`,
                            gap: `xs`,
                            wrap: `nowrap`,
                            children: [
                              (0, L.jsx)(t, { size: `sm`, c: `dimmed`, children: e.title }),
                              (0, L.jsx)(t, {
                                size: `sm`,
                                fw: 600,
                                ff: X.test(e.value) ? `monospace` : void 0,
                                style: { overflowWrap: `anywhere`, textAlign: `end` },
                                dir: `auto`,
                                children: e.value,
                              }),
                            ],
                          },
                          `${e.title}-${e.value}`,
                        ),
                      ),
                    }),
                  ],
                },
                e.id,
              ),
            ),
          }),
        ],
      });
}
function Q({ user: e }) {
  if (!e.volumeservice) return null;
  const r = e.remain_days <= 0,
    i = e.traffic_total > 0 ? Math.min(100, (e.traffic_used / e.traffic_total) * 100) : 0;
  return (0, L.jsx)(g, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    'data-testid': `volume-card`,
    children: (0, L.jsxs)(n, {
      gap: `sm`,
      children: [
        (0, L.jsxs)(d, {
          justify: `space-between`,
          gap: `xs`,
          children: [
            (0, L.jsxs)(d, {
              gap: `xs`,
              wrap: `nowrap`,
              children: [
                (0, L.jsx)(O, { size: 22, color: `var(--mantine-color-violet-6)`, 'aria-hidden': !0 }),
                (0, L.jsx)(h, { order: 2, size: `h5`, children: `سرویس حجمی` }),
              ],
            }),
            (0, L.jsx)(k, { remainDays: e.remain_days, testId: `volume-remaining` }),
          ],
        }),
        (0, L.jsx)(D, { value: i, color: i >= 80 ? `red` : `violet`, 'aria-label': `مصرف ترافیک` }),
        (0, L.jsxs)(d, {
          justify: `space-between`,
          gap: `xs`,
          children: [
            (0, L.jsxs)(t, {
              size: `sm`,
              'data-testid': `volume-traffic`,
              children: [`مصرف: `, l(e.traffic_used), ` از `, l(e.traffic_total), ` گیگابایت`],
            }),
            (0, L.jsx)(c, {
              component: y,
              to: `/trafficservice`,
              size: `xs`,
              variant: `light`,
              leftSection: (0, L.jsx)(A, { size: 14, 'aria-hidden': !0 }),
              'data-testid': `volume-buy`,
              children: r ? `خرید بسته‌ی حجمی` : `سرویس حجمی`,
            }),
          ],
        }),
      ],
    }),
  });
}
var $ = 3;
function ee() {
  const { data: e } = N();
  return (0, L.jsx)(g, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    'data-testid': `new-notifications`,
    children: (0, L.jsxs)(n, {
      gap: `sm`,
      children: [
        (0, L.jsxs)(d, {
          justify: `space-between`,
          gap: `xs`,
          children: [
            (0, L.jsxs)(d, {
              gap: `xs`,
              wrap: `nowrap`,
              children: [
                (0, L.jsx)(M, { size: 22, color: `var(--mantine-color-blue-6)`, 'aria-hidden': !0 }),
                (0, L.jsx)(h, { order: 2, size: `h5`, children: `اعلان‌های تازه` }),
                e &&
                  e.length > 0 &&
                  (0, L.jsx)(j, {
                    color: `red`,
                    variant: `filled`,
                    size: `sm`,
                    circle: !0,
                    'data-testid': `new-notifications-count`,
                    children: f(e.length),
                  }),
              ],
            }),
            (0, L.jsx)(p, {
              component: y,
              to: `/notifications`,
              size: `sm`,
              'data-testid': `all-notifications-link`,
              children: `همه‌ی اعلان‌ها`,
            }),
          ],
        }),
        e
          ? e.length === 0
            ? (0, L.jsx)(t, {
                size: `sm`,
                c: `dimmed`,
                'data-testid': `new-notifications-empty`,
                children: `اعلان تازه‌ای ندارید.`,
              })
            : (0, L.jsxs)(n, {
                gap: 8,
                children: [
                  e.slice(0, $).map((e) =>
                    (0, L.jsxs)(
                      `div`,
                      {
                        'data-testid': `new-notification-item`,
                        children: [
                          (0, L.jsxs)(d, {
                            justify: `space-between`,
                            gap: `xs`,
                            wrap: `nowrap`,
                            align: `flex-start`,
                            children: [
                              (0, L.jsx)(t, {
                                fw: 600,
                                size: `sm`,
                                style: { overflowWrap: `anywhere` },
                                children: e.title,
                              }),
                              (0, L.jsx)(t, {
                                size: `xs`,
                                c: `dimmed`,
                                style: { flexShrink: 0 },
                                children: _(e.jdate),
                              }),
                            ],
                          }),
                          (0, L.jsx)(t, { size: `sm`, c: `dimmed`, lineClamp: 2, children: e.body }),
                        ],
                      },
                      e.id,
                    ),
                  ),
                  e.length > $ &&
                    (0, L.jsxs)(t, { size: `xs`, c: `dimmed`, children: [`و `, f(e.length - $), ` اعلان دیگر`] }),
                ],
              })
          : (0, L.jsx)(C, { height: 40 }),
      ],
    }),
  });
}
function te() {
  u(`داشبورد`);
  const { user: t } = r(),
    { showprice: i } = P();
  return t
    ? (0, L.jsxs)(n, {
        gap: `md`,
        'data-testid': `dashboard`,
        children: [
          (0, L.jsx)(h, { order: 1, size: `h3`, children: `داشبورد` }),
          (0, L.jsx)(B, { user: t, showprice: i }),
          (0, L.jsx)(K, {}),
          (0, L.jsxs)(e, {
            cols: { base: 1, md: t.volumeservice ? 2 : 1 },
            spacing: `md`,
            children: [(0, L.jsx)(ee, {}), (0, L.jsx)(Q, { user: t })],
          }),
          (0, L.jsx)(Z, {}),
        ],
      })
    : null;
}

export { te as DashboardRoute };
