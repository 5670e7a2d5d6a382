import { t as _ } from './empty-state-Btny1RmZ.js';
import { t as m } from './get-new-notifications-Bu8v2Gun.js';
import { t as h } from './IconBellOff-DMJG6a2d.js';
import { t as g } from './IconCalendar-BvhTlC1y.js';
import { at as a, st as c, a as i, v as l, L as n, i as o, O as r, q as s } from './index-B3ichRAS.js';
import { n as d, r as f, u as p, l as u } from './runtime-B8Ttn_BI.js';
import { i as e, r as t } from './store-B5VJ9oXn.js';

var v = () => r(n.my),
  y = (e) =>
    d({
      queryKey: [`notifications`, `my`],
      queryFn: async () => {
        const t = await v();
        return e.removeQueries({ queryKey: m }), t;
      },
      staleTime: 0,
    });
function b() {
  return f(y(u()));
}
var x = p();
function S({ notifications: n }) {
  return n.length === 0
    ? (0, x.jsx)(c, {
        withBorder: !0,
        radius: `md`,
        children: (0, x.jsx)(_, { icon: h, title: `اعلانی برای شما ثبت نشده است`, testId: `notifications-empty` }),
      })
    : (0, x.jsx)(t, {
        gap: `sm`,
        'data-testid': `notification-list`,
        children: n.map((t) =>
          (0, x.jsxs)(
            c,
            {
              withBorder: !0,
              p: `md`,
              radius: `md`,
              component: `article`,
              'data-testid': `notification-item`,
              children: [
                (0, x.jsxs)(a, {
                  justify: `space-between`,
                  align: `flex-start`,
                  gap: `xs`,
                  mb: 6,
                  children: [
                    (0, x.jsx)(e, { fw: 700, style: { overflowWrap: `anywhere` }, children: t.title }),
                    (0, x.jsxs)(a, {
                      gap: 4,
                      wrap: `nowrap`,
                      children: [
                        (0, x.jsx)(g, { size: 16, color: `var(--mantine-color-dimmed)`, 'aria-hidden': !0 }),
                        (0, x.jsx)(e, {
                          size: `sm`,
                          c: `dimmed`,
                          'data-testid': `notification-date`,
                          children: l(t.jdate),
                        }),
                      ],
                    }),
                  ],
                }),
                (0, x.jsx)(e, {
                  size: `sm`,
                  style: { whiteSpace: `pre-line`, overflowWrap: `anywhere` },
                  children: t.body,
                }),
              ],
            },
            t.id,
          ),
        ),
      });
}
function C() {
  i(`اعلان‌ها`);
  const { data: e } = b();
  return (0, x.jsxs)(t, {
    gap: `md`,
    'data-testid': `notifications`,
    children: [
      (0, x.jsx)(s, { order: 1, size: `h3`, children: `اعلان‌ها` }),
      e ? (0, x.jsx)(S, { notifications: e }) : (0, x.jsx)(o, { fullScreen: !1 }),
    ],
  });
}

export { C as NotificationsRoute };
