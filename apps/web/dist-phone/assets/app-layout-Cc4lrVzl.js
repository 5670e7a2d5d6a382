import { t as B } from './AccordionChevron-D3ryC-6W.js';
import { t } from './CloseButton-OQ05SlJ0.js';
import { t as z } from './Collapse-CqW2DrWI.js';
import { t as k } from './IconBell-D24XdC9g.js';
import { t as A } from './IconCreditCard-DJzsBkMO.js';
import { t as E, n as T } from './IconEye-CjctVrmI.js';
import { t as j } from './IconGift-BahpffnT.js';
import { t as M } from './IconPackage-DEat5gxO.js';
import { t as N } from './IconReceipt-hEANFQTB.js';
import { t as P } from './IconShoppingCart-DOIDlTIR.js';
import { t as F } from './IconStack2-EHhXEXLJ.js';
import { t as I } from './IconTicket--kkfUxHc.js';
import { t as ne } from './IconUserPlus-pPXj_GDq.js';
import { l as d, ot as f, f as l, x as p, ft as u } from './index-B3ichRAS.js';
import { n as L, t as R } from './rate-badge-BieVrpi5.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { f as a, w as c, _ as i, m as o, u as s } from './runtime-B8Ttn_BI.js';
import { t as ie } from './ScrollArea-BqUlf40j.js';
import { n as D, t as O } from './settings-store-CXclhLR7.js';
import {
  R as _,
  h as b,
  o as C,
  s as ee,
  M as g,
  L as h,
  D as m,
  m as S,
  V as v,
  r as w,
  i as x,
  c as y,
} from './store-B5VJ9oXn.js';
import { t as te } from './Tooltip-DeNYR9sI.js';
import { a as n, n as r } from './Transition-Cx7H30U_.js';
import { t as re } from './use-id-CieX9qO2.js';

var V = { root: `m_fea6bf1a`, burger: `m_d4fb9cad` },
  H = s(),
  U = g((e, { color: t, size: n, lineSize: r, transitionDuration: i, transitionTimingFunction: a }) => ({
    root: {
      '--burger-color': t ? m(t, e) : void 0,
      '--burger-size': h(n, `burger-size`),
      '--burger-line-size': r ? v(r) : void 0,
      '--burger-transition-duration': i === void 0 ? void 0 : `${i}ms`,
      '--burger-transition-timing-function': a,
    },
  })),
  W = y((e) => {
    const t = b(`Burger`, null, e),
      {
        classNames: n,
        className: i,
        style: a,
        styles: o,
        unstyled: s,
        vars: c,
        opened: l,
        children: u,
        transitionDuration: d,
        transitionTimingFunction: f,
        lineSize: p,
        attributes: m,
        ...h
      } = t,
      g = S({
        name: `Burger`,
        classes: V,
        props: t,
        className: i,
        style: a,
        classNames: n,
        styles: o,
        unstyled: s,
        attributes: m,
        vars: c,
        varsResolver: U,
      });
    return (0, H.jsxs)(r, {
      ...g(`root`),
      ...h,
      children: [(0, H.jsx)(C, { mod: [`reduce-motion`, { opened: l }], ...g(`burger`) }), u],
    });
  });
(W.classes = V), (W.varsResolver = U), (W.displayName = `@mantine/core/Burger`);
var G = {
    root: `m_f0824112`,
    description: `m_57492dcc`,
    section: `m_690090b5`,
    label: `m_1f6ac4c4`,
    body: `m_f07af9d2`,
    children: `m_e17b862f`,
    chevron: `m_1fd8a00b`,
  },
  K = g((e, { variant: t, color: n, childrenOffset: r, autoContrast: i }) => {
    const a = e.variantColorResolver({ color: n || e.primaryColor, theme: e, variant: t || `light`, autoContrast: i });
    return {
      root: {
        '--nl-bg': n || t ? a.background : void 0,
        '--nl-hover': n || t ? a.hover : void 0,
        '--nl-color': n || t ? a.color : void 0,
      },
      children: { '--nl-offset': _(r) },
    };
  }),
  q = ee((e) => {
    const t = b(`NavLink`, null, e),
      {
        classNames: n,
        className: i,
        style: a,
        styles: o,
        unstyled: s,
        vars: c,
        opened: l,
        defaultOpened: d,
        onChange: f,
        children: p,
        active: m,
        disabled: h,
        leftSection: g,
        rightSection: _,
        label: v,
        description: y,
        disableRightSectionRotation: x,
        noWrap: w,
        childrenOffset: ee,
        autoContrast: te,
        mod: T,
        attributes: E,
        onClick: D,
        onKeyDown: O,
        keepMounted: k,
        ...A
      } = t,
      j = S({
        name: `NavLink`,
        props: t,
        classes: G,
        className: i,
        style: a,
        classNames: n,
        styles: o,
        unstyled: s,
        attributes: E,
        vars: c,
        varsResolver: K,
      }),
      [M, N] = u({ value: l, defaultValue: d, finalValue: !1, onChange: f }),
      P = !!p,
      F = re(),
      I = (e) => {
        D?.(e), P && (e.preventDefault(), N(!M));
      };
    return (0, H.jsxs)(H.Fragment, {
      children: [
        (0, H.jsxs)(r, {
          ...j(`root`),
          component: `a`,
          onClick: I,
          onKeyDown: (e) => {
            O?.(e), e.nativeEvent.code === `Space` && P && (e.preventDefault(), N(!M));
          },
          unstyled: s,
          mod: [{ disabled: h, active: m, expanded: M }, T],
          'aria-expanded': P ? M : void 0,
          'aria-controls': P ? F : void 0,
          ...A,
          children: [
            g && (0, H.jsx)(C, { component: `span`, ...j(`section`), mod: { position: `left` }, children: g }),
            (0, H.jsxs)(C, {
              ...j(`body`),
              mod: { 'no-wrap': w },
              children: [
                (0, H.jsx)(C, { component: `span`, ...j(`label`), children: v }),
                (0, H.jsx)(C, { component: `span`, mod: { active: m }, ...j(`description`), children: y }),
              ],
            }),
            (P || _ !== void 0) &&
              (0, H.jsx)(C, {
                ...j(`section`),
                component: `span`,
                mod: { rotate: M && !x, position: `right` },
                children: P && _ === void 0 ? (0, H.jsx)(B, { ...j(`chevron`) }) : _,
              }),
          ],
        }),
        P &&
          (0, H.jsx)(z, {
            id: F,
            expanded: M,
            keepMounted: k,
            ...j(`collapse`),
            children: (0, H.jsx)(`div`, { ...j(`children`), children: p }),
          }),
      ],
    });
  });
(q.classes = G), (q.varsResolver = K), (q.displayName = `@mantine/core/NavLink`);
var J = d(`outline`, `coin-bitcoin`, `CoinBitcoin`, [
    [`path`, { d: `M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0`, key: `svg-0` }],
    [
      `path`,
      {
        d: `M9 8h4.09c1.055 0 1.91 .895 1.91 2s-.855 2 -1.91 2c1.055 0 1.91 .895 1.91 2s-.855 2 -1.91 2h-4.09`,
        key: `svg-1`,
      },
    ],
    [`path`, { d: `M10 12h4`, key: `svg-2` }],
    [`path`, { d: `M10 7v10v-9`, key: `svg-3` }],
    [`path`, { d: `M13 7v1`, key: `svg-4` }],
    [`path`, { d: `M13 16v1`, key: `svg-5` }],
  ]),
  ae = d(`outline`, `diamond`, `Diamond`, [
    [`path`, { d: `M6 5h12l3 5l-8.5 9.5a.7 .7 0 0 1 -1 0l-8.5 -9.5l3 -5`, key: `svg-0` }],
    [`path`, { d: `M10 12l-2 -2.2l.6 -1`, key: `svg-1` }],
  ]),
  oe = d(`outline`, `home`, `Home`, [
    [`path`, { d: `M5 12l-2 0l9 -9l9 9l-2 0`, key: `svg-0` }],
    [`path`, { d: `M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-7`, key: `svg-1` }],
    [`path`, { d: `M9 21v-6a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v6`, key: `svg-2` }],
  ]),
  se = d(`outline`, `list`, `List`, [
    [`path`, { d: `M9 6l11 0`, key: `svg-0` }],
    [`path`, { d: `M9 12l11 0`, key: `svg-1` }],
    [`path`, { d: `M9 18l11 0`, key: `svg-2` }],
    [`path`, { d: `M5 6l0 .01`, key: `svg-3` }],
    [`path`, { d: `M5 12l0 .01`, key: `svg-4` }],
    [`path`, { d: `M5 18l0 .01`, key: `svg-5` }],
  ]),
  Y = d(`outline`, `logout`, `Logout`, [
    [`path`, { d: `M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2`, key: `svg-0` }],
    [`path`, { d: `M9 12h12l-3 -3`, key: `svg-1` }],
    [`path`, { d: `M18 15l3 -3`, key: `svg-2` }],
  ]),
  ce = d(`outline`, `settings`, `Settings`, [
    [
      `path`,
      {
        d: `M10.325 4.317c.426 -1.756 2.924 -1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543 -.94 3.31 .826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756 .426 1.756 2.924 0 3.35a1.724 1.724 0 0 0 -1.066 2.573c.94 1.543 -.826 3.31 -2.37 2.37a1.724 1.724 0 0 0 -2.572 1.065c-.426 1.756 -2.924 1.756 -3.35 0a1.724 1.724 0 0 0 -2.573 -1.066c-1.543 .94 -3.31 -.826 -2.37 -2.37a1.724 1.724 0 0 0 -1.065 -2.572c-1.756 -.426 -1.756 -2.924 0 -3.35a1.724 1.724 0 0 0 1.066 -2.573c-.94 -1.543 .826 -3.31 2.37 -2.37c1 .608 2.296 .07 2.572 -1.065`,
        key: `svg-0`,
      },
    ],
    [`path`, { d: `M9 12a3 3 0 1 0 6 0a3 3 0 0 0 -6 0`, key: `svg-1` }],
  ]),
  X = d(`outline`, `sitemap`, `Sitemap`, [
    [`path`, { d: `M3 17a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2l0 -2`, key: `svg-0` }],
    [`path`, { d: `M15 17a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2l0 -2`, key: `svg-1` }],
    [`path`, { d: `M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2l0 -2`, key: `svg-2` }],
    [`path`, { d: `M6 15v-1a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v1`, key: `svg-3` }],
    [`path`, { d: `M12 9l0 3`, key: `svg-4` }],
  ]),
  le = d(`outline`, `world-download`, `WorldDownload`, [
    [`path`, { d: `M21 12a9 9 0 1 0 -9 9`, key: `svg-0` }],
    [`path`, { d: `M3.6 9h16.8`, key: `svg-1` }],
    [`path`, { d: `M3.6 15h8.4`, key: `svg-2` }],
    [`path`, { d: `M11.578 3a17 17 0 0 0 0 18`, key: `svg-3` }],
    [`path`, { d: `M12.5 3c1.719 2.755 2.5 5.876 2.5 9`, key: `svg-4` }],
    [`path`, { d: `M18 14v7m-3 -3l3 3l3 -3`, key: `svg-5` }],
  ]),
  Z = e(c()),
  Q = {
    shell: `_shell_196fo_2`,
    header: `_header_196fo_9`,
    sidebar: `_sidebar_196fo_24`,
    sidebarHeader: `_sidebarHeader_196fo_51`,
    sidebarScroll: `_sidebarScroll_196fo_61`,
    navLink: `_navLink_196fo_66`,
    backdrop: `_backdrop_196fo_70`,
    main: `_main_196fo_80`,
    brand: `_brand_196fo_86`,
    headerSpacer: `_headerSpacer_196fo_96`,
    account: `_account_196fo_101`,
    accountName: `_accountName_196fo_109`,
  };
function ue({ user: e, sidebarOpen: t, showClose: n, onToggleSidebar: r, sidebarId: i, admin: a }) {
  const { showprice: o } = D(),
    s = o ? `پنهان کردن مبالغ` : `نمایش مبالغ`;
  return (0, H.jsxs)(`header`, {
    className: Q.header,
    'data-testid': `app-header`,
    children: [
      (0, H.jsx)(W, {
        opened: n,
        onClick: r,
        size: `sm`,
        'aria-label': t ? `بستن منو` : `باز کردن منو`,
        'aria-expanded': t,
        'aria-controls': i,
        'data-testid': `sidebar-toggle`,
      }),
      (0, H.jsx)(`div`, { className: Q.headerSpacer }),
      (0, H.jsxs)(`div`, {
        className: Q.account,
        'data-testid': `header-account`,
        children: [
          (0, H.jsx)(x, {
            size: `sm`,
            fw: 600,
            className: Q.accountName,
            visibleFrom: `xs`,
            children: e.name || e.mobile,
          }),
          a
            ? (0, H.jsx)(x, { size: `xs`, c: `dimmed`, 'data-testid': `header-role`, children: `نقش: مدیر` })
            : (0, H.jsxs)(x, {
                size: `xs`,
                c: `dimmed`,
                'data-testid': `header-balance`,
                children: [`موجودی: `, p(e.balance, o)],
              }),
        ],
      }),
      !a &&
        (0, H.jsx)(te, {
          label: s,
          children: (0, H.jsx)(f, {
            variant: `light`,
            size: `lg`,
            radius: `md`,
            onClick: () => O(`showprice`),
            'aria-label': s,
            'aria-pressed': o,
            'data-testid': `toggle-showprice`,
            children: o
              ? (0, H.jsx)(T, { size: 20, 'aria-hidden': !0 })
              : (0, H.jsx)(E, { size: 20, 'aria-hidden': !0 }),
          }),
        }),
    ],
  });
}
var de = [
    {
      id: `dashboard`,
      label: `داشبورد`,
      items: [
        { to: `/`, label: `داشبورد`, icon: oe },
        { to: `/notifications`, label: `اعلان‌ها`, icon: k },
        { to: `/referrals`, label: `زیرمجموعه‌ها`, icon: X },
      ],
    },
    {
      id: `users`,
      label: `کاربران`,
      items: [
        { to: `/newservice`, label: `خرید سرویس جدید`, icon: ne },
        { to: `/trafficservice`, label: `سرویس حجمی`, icon: F, visible: (e) => e.volumeservice },
        { to: `/services`, label: `لیست سرویس‌ها`, icon: se },
        { to: `/groupservices`, label: `سرویس‌های گروهی`, icon: L },
      ],
    },
    {
      id: `charge`,
      label: `شارژ حساب`,
      items: [
        { to: `/transactions`, label: `تراکنش‌ها`, icon: N },
        { to: `/giftcard`, label: `کارت هدیه`, icon: j },
        {
          to: `/perfectmoney`,
          label: `ووچر پرفکت‌مانی`,
          icon: I,
          visible: (e) => e.payGroup.has_perfectmoney,
          rate: (e) => e.payGroup.perfect_charge_rate,
          badgeId: `perfectmoney`,
        },
        {
          to: `/tron`,
          label: `ترون`,
          icon: J,
          visible: (e) => e.payGroup.has_crypto,
          rate: (e) => e.payGroup.crypto_charge_rate,
          badgeId: `tron`,
        },
        {
          to: `/ton`,
          label: `تون`,
          icon: ae,
          visible: (e) => e.payGroup.has_crypto,
          rate: (e) => e.payGroup.crypto_charge_rate,
          badgeId: `ton`,
        },
      ],
    },
    {
      id: `store`,
      label: `فروشگاه`,
      visible: (e) => e.storeenable,
      items: [
        { to: `/store/products`, label: `محصولات`, icon: M },
        { to: `/store/orders`, label: `سفارش‌ها`, icon: P },
        { to: `/store/paymentmethods`, label: `روش‌های پرداخت`, icon: A },
      ],
    },
    {
      id: `settings`,
      label: `تنظیمات`,
      items: [
        { to: `/settings`, label: `تنظیمات`, icon: ce },
        { to: `/logout`, label: `خروج`, icon: Y },
      ],
    },
  ],
  fe = le;
function pe(e, t, n) {
  return n ? e === t : e === t || e.startsWith(`${t}/`);
}
function me({ user: e, groups: t }) {
  const { pathname: n } = i();
  return (0, H.jsx)(ie, {
    className: Q.sidebarScroll,
    type: `hover`,
    scrollbarSize: 6,
    children: (0, H.jsx)(`nav`, {
      'aria-label': `منوی اصلی`,
      children: (0, H.jsx)(w, {
        gap: `xs`,
        p: `sm`,
        children: t
          .filter((t) => t.visible?.(e) ?? !0)
          .map((t) =>
            (0, H.jsxs)(
              `section`,
              {
                'data-testid': `nav-group-${t.id}`,
                'aria-labelledby': `nav-group-${t.id}`,
                children: [
                  (0, H.jsx)(x, {
                    id: `nav-group-${t.id}`,
                    size: `xs`,
                    fw: 700,
                    c: `dimmed`,
                    px: `sm`,
                    mb: 4,
                    children: t.label,
                  }),
                  t.items
                    .filter((t) => t.visible?.(e) ?? !0)
                    .map((t) =>
                      (0, H.jsx)(
                        q,
                        {
                          component: a,
                          to: t.to,
                          end: t.home ?? t.to === `/`,
                          label: t.label,
                          active: pe(n, t.to, t.home ?? t.to === `/`),
                          leftSection: (0, H.jsx)(t.icon, { size: 20, stroke: 1.6, 'aria-hidden': !0 }),
                          rightSection:
                            t.rate && t.badgeId ? (0, H.jsx)(R, { rate: t.rate(e), id: t.badgeId }) : void 0,
                          'data-testid': `nav-${t.to}`,
                          className: Q.navLink,
                          py: 7,
                        },
                        t.to,
                      ),
                    ),
                ],
              },
              t.id,
            ),
          ),
      }),
    }),
  });
}
var $ = `(min-width: 62em)`;
function he({ user: e, groups: r = de, admin: a = !1 }) {
  (0, Z.useEffect)(() => {
    const e = () => void l(),
      t = window.setTimeout(e, 2e3);
    return (
      window.addEventListener(`pointerdown`, e, { once: !0, capture: !0 }),
      window.addEventListener(`keydown`, e, { once: !0, capture: !0 }),
      () => {
        window.clearTimeout(t),
          window.removeEventListener(`pointerdown`, e, { capture: !0 }),
          window.removeEventListener(`keydown`, e, { capture: !0 });
      }
    );
  }, []);
  const s = n($, window.matchMedia($).matches),
    [c, u] = (0, Z.useState)(!1),
    [d, f] = (0, Z.useState)(!0),
    { pathname: p } = i(),
    m = (0, Z.useId)(),
    h = s ? d : c;
  (0, Z.useEffect)(() => {
    u(!1);
  }, [p]),
    (0, Z.useEffect)(() => {
      if (!c || s) return;
      const e = (e) => {
        e.key === `Escape` && u(!1);
      };
      return window.addEventListener(`keydown`, e), () => window.removeEventListener(`keydown`, e);
    }, [c, s]);
  const g = () => (s ? f((e) => !e) : u((e) => !e)),
    _ = fe;
  return (0, H.jsxs)(`div`, {
    className: Q.shell,
    'data-desktop-open': s && d,
    children: [
      (0, H.jsx)(ue, { user: e, sidebarOpen: h, showClose: !s && c, onToggleSidebar: g, sidebarId: m, admin: a }),
      !s &&
        c &&
        (0, H.jsx)(`button`, {
          type: `button`,
          className: Q.backdrop,
          'aria-label': `بستن منو`,
          tabIndex: -1,
          onClick: () => u(!1),
          'data-testid': `sidebar-backdrop`,
        }),
      (0, H.jsxs)(`aside`, {
        id: m,
        className: Q.sidebar,
        'data-open': h,
        'data-testid': `sidebar`,
        'aria-label': `منوی کناری`,
        children: [
          (0, H.jsxs)(`div`, {
            className: Q.sidebarHeader,
            children: [
              (0, H.jsxs)(`div`, {
                className: Q.brand,
                children: [(0, H.jsx)(_, { size: 26, 'aria-hidden': !0 }), a ? `پیشخوان مدیریت` : `پیشخوان`],
              }),
              (0, H.jsx)(`div`, { className: Q.headerSpacer }),
              !s && (0, H.jsx)(t, { onClick: () => u(!1), 'aria-label': `بستن منو` }),
            ],
          }),
          (0, H.jsx)(me, { user: e, groups: r }),
        ],
      }),
      (0, H.jsx)(`main`, { className: Q.main, children: (0, H.jsx)(o, {}) }),
    ],
  });
}

export { he as AppLayout, Y as t };
