import { t as c, AppLayout as s } from './app-layout-Cc4lrVzl.js';
import { t as e } from './IconBell-D24XdC9g.js';
import { t as i } from './IconCoins-mHexhRnE.js';
import { t as a } from './IconCreditCard-DJzsBkMO.js';
import { t as o } from './IconGift-BahpffnT.js';
import { t as l } from './IconReceipt-hEANFQTB.js';
import { t as u } from './IconServer-DQGd1jGB.js';
import { t as d } from './IconUsers-LPmntfL6.js';
import { l as n, o as r, A as t } from './index-B3ichRAS.js';
import { n as f } from './rate-badge-BieVrpi5.js';
import { u as p } from './runtime-B8Ttn_BI.js';

var m = n(`outline`, `box`, `Box`, [
    [`path`, { d: `M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5`, key: `svg-0` }],
    [`path`, { d: `M12 12l8 -4.5`, key: `svg-1` }],
    [`path`, { d: `M12 12l0 9`, key: `svg-2` }],
    [`path`, { d: `M12 12l-8 -4.5`, key: `svg-3` }],
  ]),
  h = n(`outline`, `file-code`, `FileCode`, [
    [`path`, { d: `M14 3v4a1 1 0 0 0 1 1h4`, key: `svg-0` }],
    [`path`, { d: `M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2`, key: `svg-1` }],
    [`path`, { d: `M10 13l-1 2l1 2`, key: `svg-2` }],
    [`path`, { d: `M14 13l1 2l-1 2`, key: `svg-3` }],
  ]),
  g = n(`outline`, `history`, `History`, [
    [`path`, { d: `M12 8l0 4l2 2`, key: `svg-0` }],
    [`path`, { d: `M3.05 11a9 9 0 1 1 .5 4m-.5 5v-5h5`, key: `svg-1` }],
  ]),
  _ = n(`outline`, `layout-dashboard`, `LayoutDashboard`, [
    [`path`, { d: `M5 4h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1`, key: `svg-0` }],
    [`path`, { d: `M5 16h4a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1`, key: `svg-1` }],
    [`path`, { d: `M15 12h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1`, key: `svg-2` }],
    [`path`, { d: `M15 4h4a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1`, key: `svg-3` }],
  ]),
  v = n(`outline`, `router`, `Router`, [
    [`path`, { d: `M3 15a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v4a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2l0 -4`, key: `svg-0` }],
    [`path`, { d: `M17 17l0 .01`, key: `svg-1` }],
    [`path`, { d: `M13 17l0 .01`, key: `svg-2` }],
    [`path`, { d: `M15 13l0 -2`, key: `svg-3` }],
    [`path`, { d: `M11.75 8.75a4 4 0 0 1 6.5 0`, key: `svg-4` }],
    [`path`, { d: `M8.5 6.5a8 8 0 0 1 13 0`, key: `svg-5` }],
  ]),
  y = n(`outline`, `server-2`, `Server2`, [
    [`path`, { d: `M3 7a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-2`, key: `svg-0` }],
    [`path`, { d: `M3 15a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3l0 -2`, key: `svg-1` }],
    [`path`, { d: `M7 8l0 .01`, key: `svg-2` }],
    [`path`, { d: `M7 16l0 .01`, key: `svg-3` }],
    [`path`, { d: `M11 8h6`, key: `svg-4` }],
    [`path`, { d: `M11 16h6`, key: `svg-5` }],
  ]),
  b = [
    {
      id: `admin-home`,
      label: `پیشخوان مدیریت`,
      items: [
        { to: `/admin`, label: `نمای کلی`, icon: _, home: !0 },
        { to: `/admin/resellers`, label: `فروشندگان`, icon: d },
        { to: `/admin/paygroups`, label: `گروه‌های پرداخت`, icon: f },
      ],
    },
    { id: `admin-catalogue`, label: `کاتالوگ`, items: [{ to: `/admin/catalogue`, label: `گروه‌ها و بسته‌ها`, icon: m }] },
    {
      id: `admin-infra`,
      label: `زیرساخت`,
      items: [
        { to: `/admin/nodes`, label: `نودها`, icon: u },
        { to: `/admin/nas`, label: `سرورهای رادیوس`, icon: v },
        { to: `/admin/servers`, label: `اطلاعات سرورها`, icon: y },
        { to: `/admin/openvpn`, label: `قالب‌های اوپن‌وی‌پی‌ان`, icon: h },
      ],
    },
    {
      id: `admin-money`,
      label: `امور مالی`,
      items: [
        { to: `/admin/transactions`, label: `تراکنش‌ها`, icon: l },
        { to: `/admin/giftcards`, label: `کارت‌های هدیه`, icon: o },
        { to: `/admin/rates`, label: `نرخ ارزها`, icon: i },
        { to: `/admin/paymentmethods`, label: `روش‌های پرداخت`, icon: a },
      ],
    },
    {
      id: `admin-system`,
      label: `سامانه`,
      items: [
        { to: `/admin/notifications`, label: `اعلان‌ها`, icon: e },
        { to: `/admin/maintenance`, label: `حالت تعمیر`, icon: r },
        { to: `/admin/audit`, label: `گزارش رویدادها`, icon: g },
        { to: `/logout`, label: `خروج`, icon: c },
      ],
    },
  ],
  x = p();
function S() {
  const { user: e } = t();
  return e ? (0, x.jsx)(s, { user: e, groups: b, admin: !0 }) : null;
}

export { S as AdminLayoutRoute };
