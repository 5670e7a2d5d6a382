const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      'assets/service-dialog-set-C08s7oUx.js',
      'assets/rolldown-runtime-BWaJ3C7D.js',
      'assets/index-B3ichRAS.js',
      'assets/runtime-B8Ttn_BI.js',
      'assets/use-isomorphic-effect-C6cCsxhR.js',
      'assets/store-B5VJ9oXn.js',
      'assets/clsx-DB0hHKMi.js',
      'assets/Transition-Cx7H30U_.js',
      'assets/InputBase-_vvjCT3d.js',
      'assets/use-resolved-styles-api-CHYueO1k.js',
      'assets/CloseButton-OQ05SlJ0.js',
      'assets/use-id-CieX9qO2.js',
      'assets/index-C67XL04P.css',
      'assets/Modal-DKsxBwus.js',
      'assets/OptionalPortal-ZJjSRNBG.js',
      'assets/create-safe-context-DswzsaXw.js',
      'assets/FocusTrap-Czmcjoxu.js',
      'assets/ScrollArea-BqUlf40j.js',
      'assets/to-int-Bj8LmQup.js',
      'assets/NumberInput-B2qiK1Yq.js',
      'assets/noop-mXPS5vjY.js',
      'assets/common-CVhYgptH.js',
      'assets/build-BdZXSmFv.js',
      'assets/settings-store-CXclhLR7.js',
      'assets/idempotency-key-DndsePE2.js',
      'assets/zod-CiDGUeDk.js',
      'assets/service.schemas-LQG3FZod.js',
      'assets/confirm-modal-Buw-II3V.js',
      'assets/Alert-DFvqV_h5.js',
      'assets/SimpleGrid-BdsTzg9e.js',
      'assets/empty-state-Btny1RmZ.js',
      'assets/Badge-DCsC8PGu.js',
      'assets/Table-BPfsbF3o.js',
      'assets/service-link-Je8CoM_F.js',
      'assets/Code-CIK66-Cc.js',
      'assets/SegmentedControl-B5dOM2xL.js',
      'assets/get-env-MimdSsZv.js',
      'assets/copy-button-Dw0A8sCF.js',
      'assets/service-qr-CO-CvEhT.js',
      'assets/IconDownload-C7X80S6p.js',
      'assets/package-picker-B8E_KcYI.js',
      'assets/AccordionChevron-D3ryC-6W.js',
      'assets/create-scoped-keydown-handler-BNvoN0m4.js',
      'assets/Collapse-CqW2DrWI.js',
      'assets/Tooltip-DeNYR9sI.js',
      'assets/get-floating-position-DWZuuBbC.js',
      'assets/Radio-D2TOrP_U.js',
      'assets/RadioIcon-D5u7o7Q_.js',
      'assets/Skeleton-D-SLUjiH.js',
      'assets/service-type-icons-2bz31Ihr.js',
    ]),
) => i.map((i) => d[i]);

import { t as x } from './Badge-DCsC8PGu.js';
import { t as he } from './Combobox-Dx6mIB9a.js';
import { l as pe } from './common-CVhYgptH.js';
import { t as de } from './customer-picker-CV8PWzeq.js';
import { t as ce, n as se } from './data-pagination-Cv94AOFZ.js';
import { t as me } from './empty-state-Btny1RmZ.js';
import { t as _e, n as ge } from './IconEye-CjctVrmI.js';
import { t as E } from './IconPlus-xu_WQQyt.js';
import { t as D } from './IconRefresh-huDhGtHx.js';
import { t as ue } from './IconSearch-CDGiH3jZ.js';
import { t as O } from './IconTrash-BPhFJnCp.js';
import { n as S } from './InputBase-_vvjCT3d.js';
import {
  O as a,
  a as c,
  l as d,
  r as ee,
  m as f,
  st as h,
  E as i,
  b as l,
  q as m,
  v as ne,
  Q as o,
  ot as p,
  B as r,
  Y as s,
  s as te,
  h as u,
} from './index-B3ichRAS.js';
import { t as T } from './Menu-CGs2WeyT.js';
import { t as b } from './NativeSelect-ovjdtB8C.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { n as _, u as ae, l as g, t as ie, x as oe, s as re, r as v, w as y } from './runtime-B8Ttn_BI.js';
import { t as le } from './SimpleGrid-BdsTzg9e.js';
import { t as C } from './Switch-ClKLhCYK.js';
import { t as be, n as ye } from './service-type-icons-2bz31Ihr.js';
import { r as n, a as t } from './store-B5VJ9oXn.js';
import { t as w } from './Table-BPfsbF3o.js';
import { n as ve } from './Transition-Cx7H30U_.js';
import { t as fe } from './use-debounced-value-Cw_OcOng.js';

var k = d(`outline`, `chart-bar`, `ChartBar`, [
    [`path`, { d: `M3 13a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -6`, key: `svg-0` }],
    [`path`, { d: `M15 9a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -10`, key: `svg-1` }],
    [`path`, { d: `M9 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -14`, key: `svg-2` }],
    [`path`, { d: `M4 20h14`, key: `svg-3` }],
  ]),
  A = d(`outline`, `dots-vertical`, `DotsVertical`, [
    [`path`, { d: `M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-0` }],
    [`path`, { d: `M11 19a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-1` }],
    [`path`, { d: `M11 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-2` }],
  ]),
  j = d(`outline`, `filter`, `Filter`, [
    [
      `path`,
      {
        d: `M4 4h16v2.172a2 2 0 0 1 -.586 1.414l-4.414 4.414v7l-6 2v-8.5l-4.48 -4.928a2 2 0 0 1 -.52 -1.345v-2.227`,
        key: `svg-0`,
      },
    ],
  ]),
  M = d(`outline`, `link`, `Link`, [
    [`path`, { d: `M9 15l6 -6`, key: `svg-0` }],
    [`path`, { d: `M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464`, key: `svg-1` }],
    [`path`, { d: `M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463`, key: `svg-2` }],
  ]),
  N = d(`outline`, `network`, `Network`, [
    [`path`, { d: `M6 9a6 6 0 1 0 12 0a6 6 0 0 0 -12 0`, key: `svg-0` }],
    [`path`, { d: `M12 3c1.333 .333 2 2.333 2 6s-.667 5.667 -2 6`, key: `svg-1` }],
    [`path`, { d: `M12 3c-1.333 .333 -2 2.333 -2 6s.667 5.667 2 6`, key: `svg-2` }],
    [`path`, { d: `M6 9h12`, key: `svg-3` }],
    [`path`, { d: `M3 20h7`, key: `svg-4` }],
    [`path`, { d: `M14 20h7`, key: `svg-5` }],
    [`path`, { d: `M10 20a2 2 0 1 0 4 0a2 2 0 0 0 -4 0`, key: `svg-6` }],
    [`path`, { d: `M12 15v3`, key: `svg-7` }],
  ]),
  xe = d(`outline`, `qrcode`, `Qrcode`, [
    [`path`, { d: `M4 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4`, key: `svg-0` }],
    [`path`, { d: `M7 17l0 .01`, key: `svg-1` }],
    [`path`, { d: `M14 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4`, key: `svg-2` }],
    [`path`, { d: `M7 7l0 .01`, key: `svg-3` }],
    [`path`, { d: `M4 15a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4`, key: `svg-4` }],
    [`path`, { d: `M17 7l0 .01`, key: `svg-5` }],
    [`path`, { d: `M14 14l3 0`, key: `svg-6` }],
    [`path`, { d: `M20 14l0 .01`, key: `svg-7` }],
    [`path`, { d: `M14 14l0 3`, key: `svg-8` }],
    [`path`, { d: `M14 20l3 0`, key: `svg-9` }],
    [`path`, { d: `M17 17l3 0`, key: `svg-10` }],
    [`path`, { d: `M20 17l0 3`, key: `svg-11` }],
  ]),
  Se = d(`outline`, `user-edit`, `UserEdit`, [
    [`path`, { d: `M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0`, key: `svg-0` }],
    [`path`, { d: `M6 21v-2a4 4 0 0 1 4 -4h3.5`, key: `svg-1` }],
    [`path`, { d: `M18.42 15.61a2.1 2.1 0 0 1 2.97 2.97l-3.39 3.42h-3v-3l3.42 -3.39`, key: `svg-2` }],
  ]),
  P = e(y()),
  Ce = (e, t) => a(r.searchCustomers, { body: { mobile: e }, signal: t }).catch(() => []),
  F = (e) => pe(e).replace(/\s/g, ``),
  we = (e) => _({ queryKey: [`customers`, `search`, e], queryFn: ({ signal: t }) => Ce(e, t), enabled: e.length >= 4 });
function Te(e) {
  const [t] = fe(F(e), 250),
    n = v(we(t)),
    r = F(e).length >= 4;
  return { results: r ? (n.data ?? []) : [], loading: r && n.isFetching };
}
var I = ae(),
  Ee = [
    { value: `0`, label: `همه` },
    { value: `1`, label: `تسویه شده` },
    { value: `2`, label: `تسویه نشده` },
  ],
  De = [
    { value: `0`, label: `همه` },
    { value: `1`, label: `استفاده نشده` },
    { value: `2`, label: `منقضی شده` },
    { value: `3`, label: `اتمام ترافیک` },
    { value: `4`, label: `فعال` },
  ];
function Oe({ initial: e, onApply: t }) {
  const [n, r] = (0, P.useState)(e.customer ?? ``),
    [i, a] = (0, P.useState)(e.user_id ? { id: e.user_id, mobile: e.customer ?? ``, name: `` } : null),
    [c, l] = (0, P.useState)(e.search),
    [u, d] = (0, P.useState)(String(e.paid)),
    [f, p] = (0, P.useState)(String(e.status)),
    m = Te(i ? `` : n);
  return (0, I.jsx)(h, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    component: `form`,
    onSubmit: (e) => {
      e.preventDefault(),
        t({ user_id: i?.id, customer: i ? i.mobile : void 0, search: c.trim(), paid: Number(u), status: Number(f) });
    },
    'data-testid': `services-filters`,
    children: (0, I.jsxs)(le, {
      cols: { base: 1, sm: 2, lg: 5 },
      spacing: `sm`,
      style: { alignItems: `end` },
      children: [
        (0, I.jsx)(de, {
          label: `مشتری`,
          placeholder: `بخشی از شماره موبایل`,
          text: n,
          onTextChange: r,
          results: m.results,
          loading: m.loading,
          selected: i,
          onSelect: a,
          testId: `filter-customer`,
        }),
        (0, I.jsx)(s, {
          label: `جستجو`,
          placeholder: `شناسه، نام یا موبایل`,
          value: c,
          onChange: (e) => l(e.currentTarget.value),
          leftSection: (0, I.jsx)(ue, { size: 16, 'aria-hidden': !0 }),
          'data-testid': `filter-search`,
        }),
        (0, I.jsx)(b, {
          label: `وضعیت پرداخت`,
          data: Ee,
          value: u,
          onChange: (e) => d(e.currentTarget.value),
          'data-testid': `filter-paid`,
        }),
        (0, I.jsx)(b, {
          label: `وضعیت سرویس`,
          data: De,
          value: f,
          onChange: (e) => p(e.currentTarget.value),
          'data-testid': `filter-status`,
        }),
        (0, I.jsx)(o, {
          type: `submit`,
          leftSection: (0, I.jsx)(j, { size: 16, 'aria-hidden': !0 }),
          'data-testid': `filter-apply`,
          children: `فیلتر`,
        }),
      ],
    }),
  });
}
var L = [`services`],
  ke = (e, t) => a(r.list, { query: { ...e }, signal: t }),
  Ae = (e) => _({ queryKey: [...L, `list`, e], queryFn: ({ signal: t }) => ke(e, t), staleTime: 0 }),
  je = (e) => v({ ...Ae(e), placeholderData: re }),
  R = () =>
    u(
      () => import(`./service-dialog-set-C08s7oUx.js`),
      __vite__mapDeps([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
        30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49,
      ]),
    ),
  Me = () => void R(),
  Ne = (0, P.lazy)(() => R().then((e) => ({ default: e.RenewServiceDialog }))),
  Pe = (0, P.lazy)(() => R().then((e) => ({ default: e.ResetPasswordServiceDialog }))),
  Fe = (0, P.lazy)(() => R().then((e) => ({ default: e.ResetLinkServiceDialog }))),
  Ie = (0, P.lazy)(() => R().then((e) => ({ default: e.QrServiceDialog }))),
  Le = (0, P.lazy)(() => R().then((e) => ({ default: e.InfoServiceDialog }))),
  Re = (0, P.lazy)(() => R().then((e) => ({ default: e.IpsServiceDialog }))),
  ze = (0, P.lazy)(() => R().then((e) => ({ default: e.ChangeUserServiceDialog }))),
  Be = (0, P.lazy)(() => R().then((e) => ({ default: e.AddTrafficServiceDialog }))),
  Ve = (0, P.lazy)(() => R().then((e) => ({ default: e.DeleteServiceDialog }))),
  z = `mantine-focus-auto mantine-active ${p.classes.root} ${ve.classes.root}`,
  B = p.classes.icon,
  V = (e, t, n = `blue`) => ({
    '--ai-size': `var(--ai-size-${t})`,
    '--ai-bg': e === `light` ? `var(--mantine-color-${n}-light)` : `transparent`,
    '--ai-hover': `var(--mantine-color-${n}-light-hover)`,
    '--ai-color': `var(--mantine-color-${n}-light-color)`,
    '--ai-bd': `calc(0.0625rem * var(--mantine-scale)) solid transparent`,
  }),
  H = {
    text: `_text_1ffsd_2`,
    sm: `_sm_1ffsd_11`,
    xs: `_xs_1ffsd_16`,
    dimmed: `_dimmed_1ffsd_21`,
    medium: `_medium_1ffsd_26`,
    bold: `_bold_1ffsd_30`,
    red: `_red_1ffsd_34`,
  },
  U = { line: `_line_1i552_1`, value: `_value_1i552_8` },
  He = `****`,
  Ue = V(`subtle`, `sm`);
function W({ label: e, value: t, testId: n }) {
  const [r, i] = (0, P.useState)(!1),
    a = r ? `پنهان کردن ${e}` : `نمایش ${e}`;
  return (0, I.jsxs)(`div`, {
    className: U.line,
    children: [
      (0, I.jsxs)(`p`, { className: `${H.text} ${H.xs} ${H.dimmed}`, children: [e, `:`] }),
      (0, I.jsx)(`p`, {
        className: `${H.text} ${H.sm} ${U.value}`,
        dir: `ltr`,
        'data-testid': n,
        children: r ? t : He,
      }),
      (0, I.jsx)(ye, {
        label: a,
        children: (0, I.jsx)(`button`, {
          type: `button`,
          className: z,
          'data-variant': `subtle`,
          'data-size': `sm`,
          style: Ue,
          onClick: () => i((e) => !e),
          'aria-label': a,
          children: (0, I.jsx)(`span`, {
            className: B,
            children: r
              ? (0, I.jsx)(ge, { size: 14, 'aria-hidden': !0 })
              : (0, I.jsx)(_e, { size: 14, 'aria-hidden': !0 }),
          }),
        }),
      }),
    ],
  });
}
function We({ percent: e, color: t, label: n, size: r = 44, thickness: i = 5, ...a }) {
  const o = Math.min(100, Math.max(0, e)),
    s = (r - i) / 2,
    c = 2 * Math.PI * s,
    l = r / 2;
  return (0, I.jsxs)(`div`, {
    style: { position: `relative`, width: r, height: r, flex: `none` },
    ...a,
    children: [
      (0, I.jsxs)(`svg`, {
        width: r,
        height: r,
        viewBox: `0 0 ${r} ${r}`,
        'aria-hidden': !0,
        style: { transform: `rotate(-90deg)` },
        children: [
          (0, I.jsx)(`circle`, {
            cx: l,
            cy: l,
            r: s,
            fill: `none`,
            stroke: `var(--mantine-color-default-border)`,
            strokeWidth: i,
          }),
          o > 0 &&
            (0, I.jsx)(`circle`, {
              cx: l,
              cy: l,
              r: s,
              fill: `none`,
              stroke: `var(--mantine-color-${t}-filled)`,
              strokeWidth: i,
              strokeLinecap: `round`,
              strokeDasharray: `${(o / 100) * c} ${c}`,
            }),
        ],
      }),
      (0, I.jsx)(`div`, {
        style: { position: `absolute`, inset: 0, display: `flex`, alignItems: `center`, justifyContent: `center` },
        children: n,
      }),
    ],
  });
}
function G(e) {
  const t = g();
  return ie({ mutationFn: e, onSuccess: () => t.invalidateQueries({ queryKey: L }) });
}
var Ge = (e) => a(r.changePaid, { body: e }),
  Ke = () => G(Ge),
  qe = (e) => a(r.changeStatus, { body: e }),
  Je = () => G(qe),
  Ye = V(`light`, `lg`);
function Xe({ service: e, onAction: t }) {
  const [n, r] = (0, P.useState)(!1),
    i = `عملیات سرویس ${e.id}`;
  return n
    ? (0, I.jsx)(Ze, { service: e, onAction: t, label: i })
    : (0, I.jsx)(`button`, {
        type: `button`,
        className: z,
        'data-variant': `light`,
        'data-size': `lg`,
        style: Ye,
        'aria-label': i,
        'aria-haspopup': `menu`,
        'aria-expanded': !1,
        onClick: () => {
          Me(), r(!0);
        },
        'data-testid': `service-actions`,
        children: (0, I.jsx)(`span`, { className: B, children: (0, I.jsx)(A, { size: 18, 'aria-hidden': !0 }) }),
      });
}
function Ze({ service: e, onAction: t, label: n }) {
  const { is_radius: r, is_v2ray: i } = e.userservice,
    a = (0, P.useRef)(null),
    [o, s] = (0, P.useState)(!1);
  return (
    (0, P.useLayoutEffect)(() => {
      a.current?.focus(), s(!0);
    }, []),
    (0, I.jsxs)(T, {
      position: `bottom-end`,
      withinPortal: !0,
      shadow: `md`,
      width: 200,
      opened: o,
      onChange: s,
      children: [
        (0, I.jsx)(T.Target, {
          children: (0, I.jsx)(p, {
            ref: a,
            variant: `light`,
            size: `lg`,
            'aria-label': n,
            'data-testid': `service-actions`,
            children: (0, I.jsx)(A, { size: 18, 'aria-hidden': !0 }),
          }),
        }),
        (0, I.jsxs)(T.Dropdown, {
          children: [
            (0, I.jsx)(T.Item, {
              leftSection: (0, I.jsx)(D, { size: 16, 'aria-hidden': !0 }),
              onClick: () => t(`renew`),
              children: `تمدید`,
            }),
            r &&
              (0, I.jsx)(T.Item, {
                leftSection: (0, I.jsx)(te, { size: 16, 'aria-hidden': !0 }),
                onClick: () => t(`resetpass`),
                children: `بازنشانی رمز عبور`,
              }),
            i &&
              e.link &&
              (0, I.jsx)(T.Item, {
                leftSection: (0, I.jsx)(xe, { size: 16, 'aria-hidden': !0 }),
                onClick: () => t(`qr`),
                children: `کد QR`,
              }),
            i &&
              (0, I.jsx)(T.Item, {
                leftSection: (0, I.jsx)(M, { size: 16, 'aria-hidden': !0 }),
                onClick: () => t(`resetlink`),
                children: `بازنشانی لینک`,
              }),
            (0, I.jsx)(T.Item, {
              leftSection: (0, I.jsx)(k, { size: 16, 'aria-hidden': !0 }),
              onClick: () => t(`info`),
              children: `اطلاعات سرویس`,
            }),
            (0, I.jsx)(T.Item, {
              leftSection: (0, I.jsx)(N, { size: 16, 'aria-hidden': !0 }),
              onClick: () => t(`ips`),
              children: `آی‌پی‌ها`,
            }),
            (0, I.jsx)(T.Item, {
              leftSection: (0, I.jsx)(Se, { size: 16, 'aria-hidden': !0 }),
              onClick: () => t(`changeuser`),
              children: `تغییر کاربر`,
            }),
            e.can_add_traffic &&
              (0, I.jsx)(T.Item, {
                leftSection: (0, I.jsx)(E, { size: 16, 'aria-hidden': !0 }),
                onClick: () => t(`traffic`),
                children: `افزایش ترافیک`,
              }),
            e.can_delete &&
              (0, I.jsxs)(I.Fragment, {
                children: [
                  (0, I.jsx)(T.Divider, {}),
                  (0, I.jsx)(T.Item, {
                    color: `red`,
                    leftSection: (0, I.jsx)(O, { size: 16, 'aria-hidden': !0 }),
                    onClick: () => t(`delete`),
                    children: `حذف`,
                  }),
                ],
              }),
          ],
        }),
      ],
    })
  );
}
var K = {
    stack: `_stack_1klcp_1`,
    usage: `_usage_1klcp_7`,
    ringLabel: `_ringLabel_1klcp_14`,
    nowrap: `_nowrap_1klcp_20`,
    paid: `_paid_1klcp_24`,
    switch: `_switch_1klcp_29`,
    scroll: `_scroll_1klcp_48`,
    table: `_table_1klcp_52`,
  },
  Qe = { 1: `gray`, 2: `red`, 3: `orange`, 4: `green` },
  $e = (e) => ({
    '--badge-bg': `var(--mantine-color-${e}-light)`,
    '--badge-color': `var(--mantine-color-${e}-light-color)`,
    '--badge-bd': `calc(0.0625rem * var(--mantine-scale)) solid transparent`,
  }),
  q = Object.fromEntries([0, 1, 2, 3, 4].map((e) => [e, $e(Qe[e] ?? `gray`)])),
  et = `${w.classes.tr} mantine-Table-tr`,
  J = `${w.classes.td} mantine-Table-td`,
  tt = `${K.switch} ${C.classes.root}`,
  Y = {
    '--input-height': `var(--input-height-xs)`,
    '--input-fz': `var(--mantine-font-size-xs)`,
    '--input-right-section-pointer-events': `none`,
  },
  nt = { '--combobox-chevron-size': `var(--combobox-chevron-size-xs)` },
  X = `${H.text} ${H.sm}`,
  Z = `${H.text} ${H.xs}`,
  Q = `${X} ${H.dimmed}`,
  rt = `${Z} ${H.dimmed}`;
function it({ services: e, onAction: t }) {
  return (0, I.jsx)(w.ScrollContainer, {
    minWidth: 1080,
    type: `native`,
    className: K.scroll,
    children: (0, I.jsxs)(w, {
      verticalSpacing: `sm`,
      highlightOnHover: !0,
      'data-testid': `services-table`,
      className: K.table,
      children: [
        (0, I.jsx)(w.Thead, {
          children: (0, I.jsxs)(w.Tr, {
            children: [
              (0, I.jsx)(w.Th, { children: `شناسه` }),
              (0, I.jsx)(w.Th, { children: `کاربر` }),
              (0, I.jsx)(w.Th, { children: `روشن/خاموش` }),
              (0, I.jsx)(w.Th, { children: `نوع` }),
              (0, I.jsx)(w.Th, { children: `تاریخ انقضا` }),
              (0, I.jsx)(w.Th, { children: `مصرف` }),
              (0, I.jsx)(w.Th, { children: `وضعیت` }),
              (0, I.jsx)(w.Th, { children: `پرداخت` }),
              (0, I.jsx)(w.Th, { children: `عملیات` }),
            ],
          }),
        }),
        (0, I.jsx)(w.Tbody, { children: e.map((e) => (0, I.jsx)(at, { service: e, onAction: t }, e.id)) }),
      ],
    }),
  });
}
var at = (0, P.memo)(({ service: e, onAction: t }) => {
  const n = Je(),
    r = Ke(),
    a = e.userservice,
    o = !e.can_switch || n.isPending;
  return (0, I.jsxs)(`tr`, {
    className: et,
    'data-with-row-border': !0,
    'data-hover': !0,
    'data-testid': `service-row-${e.id}`,
    'data-service-id': e.id,
    children: [
      (0, I.jsx)(`td`, { className: J, children: i(e.id) }),
      (0, I.jsx)(`td`, {
        className: J,
        children: (0, I.jsxs)(`div`, {
          className: K.stack,
          children: [
            a.user.name
              ? (0, I.jsx)(`p`, { className: `${X} ${H.medium}`, children: a.user.name })
              : !a.user.mobile && (0, I.jsx)(`p`, { className: Q, children: `بدون مشتری` }),
            a.user.mobile && (0, I.jsx)(`p`, { className: rt, children: a.user.mobile }),
            a.is_radius &&
              (0, I.jsxs)(I.Fragment, {
                children: [
                  (0, I.jsx)(W, { label: `نام کاربری`, value: e.email, testId: `service-username` }),
                  (0, I.jsx)(W, { label: `رمز`, value: e.password, testId: `service-password` }),
                ],
              }),
          ],
        }),
      }),
      (0, I.jsx)(`td`, {
        className: J,
        children: (0, I.jsx)(`div`, {
          className: tt,
          'data-label-position': `right`,
          'data-checked': !e.banned,
          children: (0, I.jsxs)(`label`, {
            className: C.classes.body,
            children: [
              (0, I.jsx)(`input`, {
                type: `checkbox`,
                role: `switch`,
                className: C.classes.input,
                checked: !e.banned,
                'aria-checked': !e.banned,
                'data-checked': !e.banned,
                disabled: o,
                onChange: () =>
                  n.mutate(
                    { service_id: e.id, banned: !e.banned },
                    { onSuccess: (e) => void f(e.banned ? `سرویس خاموش شد` : `سرویس روشن شد`) },
                  ),
                'aria-label': e.banned ? `روشن کردن سرویس` : `خاموش کردن سرویس`,
                'data-testid': `service-switch`,
              }),
              (0, I.jsxs)(`span`, {
                className: C.classes.track,
                'data-label-position': `right`,
                'data-without-labels': !0,
                'aria-hidden': !0,
                children: [
                  (0, I.jsx)(`span`, {
                    className: C.classes.thumb,
                    'data-reduce-motion': !0,
                    'data-with-thumb-indicator': !0,
                  }),
                  (0, I.jsx)(`span`, { className: C.classes.trackLabel }),
                ],
              }),
              (0, I.jsx)(`div`, { className: C.classes.labelWrapper, 'data-disabled': o || void 0 }),
            ],
          }),
        }),
      }),
      (0, I.jsx)(`td`, { className: J, children: (0, I.jsx)(be, { is_v2ray: a.is_v2ray, is_radius: a.is_radius }) }),
      (0, I.jsx)(`td`, {
        className: J,
        children:
          e.statuscode === 1
            ? (0, I.jsx)(`p`, { className: Q, children: `—` })
            : (0, I.jsx)(`p`, {
                className: e.expiry_warning ? `${X} ${H.red} ${H.bold}` : X,
                'data-testid': `service-expiry`,
                'data-warning': e.expiry_warning,
                children: ne(e.jexpire_in),
              }),
      }),
      (0, I.jsx)(`td`, {
        className: J,
        children: (0, I.jsxs)(`div`, {
          className: K.usage,
          children: [
            (0, I.jsx)(We, {
              percent: e.usedpercent,
              color: e.usage_warning ? `red` : `blue`,
              label: (0, I.jsxs)(`p`, {
                className: `${H.text} ${K.ringLabel}`,
                children: [l(Math.round(e.usedpercent)), `٪`],
              }),
              'data-testid': `service-usage`,
              'data-warning': e.usage_warning,
            }),
            (0, I.jsx)(`p`, {
              className: `${Z} ${K.nowrap}`,
              children: a.unlimited_traffic
                ? `${l(e.transfer_totalgb)} / نامحدود`
                : `${l(e.transfer_totalgb)} / ${l(e.transfer_enablegb)} گیگ`,
            }),
          ],
        }),
      }),
      (0, I.jsx)(`td`, {
        className: J,
        children: (0, I.jsx)(`div`, {
          className: x.classes.root,
          'data-variant': `light`,
          style: q[e.statuscode] ?? q[0],
          'data-testid': `service-status`,
          children: (0, I.jsx)(`span`, { className: x.classes.label, children: e.status }),
        }),
      }),
      (0, I.jsx)(`td`, {
        className: J,
        children: (0, I.jsx)(`div`, {
          className: `${S.classes.root} ${K.paid}`,
          'data-size': `xs`,
          children: (0, I.jsxs)(`div`, {
            className: S.classes.wrapper,
            'data-variant': `default`,
            'data-size': `xs`,
            'data-pointer': !0,
            'data-with-right-section': !0,
            'data-disabled': r.isPending || void 0,
            style: Y,
            children: [
              (0, I.jsxs)(`select`, {
                className: S.classes.input,
                'data-variant': `default`,
                value: a.paid ? `1` : `0`,
                disabled: r.isPending,
                'data-disabled': r.isPending || void 0,
                onChange: (t) => {
                  const n = t.currentTarget.value;
                  (n === `1`) !== a.paid &&
                    r.mutate(
                      { service_id: e.id, paid: n === `1` },
                      { onSuccess: () => void f(`وضعیت پرداخت تغییر کرد`) },
                    );
                },
                'aria-label': `وضعیت پرداخت`,
                'data-testid': `service-paid`,
                children: [
                  (0, I.jsx)(`option`, { value: `1`, children: `تسویه شده` }),
                  (0, I.jsx)(`option`, { value: `0`, children: `تسویه نشده` }),
                ],
              }),
              (0, I.jsx)(`div`, {
                'data-position': `right`,
                className: S.classes.section,
                children: (0, I.jsx)(ot, {}),
              }),
            ],
          }),
        }),
      }),
      (0, I.jsx)(`td`, { className: J, children: (0, I.jsx)(Xe, { service: e, onAction: (n) => t(n, e) }) }),
    ],
  });
});
function ot() {
  return (0, I.jsx)(`svg`, {
    className: he.classes.chevron,
    'data-size': `xs`,
    'data-combobox-chevron': !0,
    viewBox: `0 0 15 15`,
    fill: `none`,
    xmlns: `http://www.w3.org/2000/svg`,
    style: nt,
    'aria-hidden': !0,
    children: (0, I.jsx)(`path`, {
      d: `M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z`,
      fill: `currentColor`,
      fillRule: `evenodd`,
      clipRule: `evenodd`,
    }),
  });
}
function st({ filters: e, onAccountChanged: r }) {
  const i = je(e),
    [a, o] = (0, P.useState)(null),
    s = () => o(null),
    c = (0, P.useCallback)((e, t) => o({ action: e, service: t }), []),
    l = a?.service;
  return (0, I.jsxs)(n, {
    gap: `md`,
    children: [
      (0, I.jsxs)(h, {
        withBorder: !0,
        radius: `md`,
        p: 0,
        pos: `relative`,
        'data-testid': `services-panel`,
        'data-loading': i.isFetching,
        children: [
          i.isPending && (0, I.jsx)(n, { align: `center`, p: `xl`, children: (0, I.jsx)(t, { size: `sm` }) }),
          i.data && i.data.data.length === 0 && (0, I.jsx)(me, { title: `سرویسی پیدا نشد`, testId: `services-empty` }),
          i.data && i.data.data.length > 0 && (0, I.jsx)(it, { services: i.data.data, onAction: c }),
        ],
      }),
      i.data && (0, I.jsx)(ce, { total: i.data.last_page }),
      (0, I.jsxs)(P.Suspense, {
        fallback: null,
        children: [
          l && a.action === `renew` && (0, I.jsx)(Ne, { service: l, onClose: s, onAccountChanged: r }),
          l && a.action === `resetpass` && (0, I.jsx)(Pe, { service: l, onClose: s }),
          l && a.action === `resetlink` && (0, I.jsx)(Fe, { service: l, onClose: s }),
          l && a.action === `qr` && (0, I.jsx)(Ie, { service: l, onClose: s }),
          l && a.action === `info` && (0, I.jsx)(Le, { service: l, onClose: s }),
          l && a.action === `ips` && (0, I.jsx)(Re, { service: l, onClose: s }),
          l && a.action === `changeuser` && (0, I.jsx)(ze, { service: l, onClose: s }),
          l && a.action === `traffic` && (0, I.jsx)(Be, { service: l, onClose: s }),
          l && a.action === `delete` && (0, I.jsx)(Ve, { service: l, onClose: s, onAccountChanged: r }),
        ],
      }),
    ],
  });
}
var $ = (e, t) => {
  const n = Number(e);
  return Number.isInteger(n) && n >= 0 && n <= t ? n : 0;
};
function ct(e) {
  const t = Number(e.get(`user_id`));
  return {
    page: se(e),
    user_id: Number.isInteger(t) && t > 0 ? t : void 0,
    customer: e.get(`customer`) ?? void 0,
    search: e.get(`search`) ?? ``,
    status: $(e.get(`status`), 4),
    paid: $(e.get(`paid`), 2),
  };
}
function lt() {
  c(`لیست سرویس‌ها`);
  const [e, t] = oe(),
    r = g(),
    i = ct(e),
    a = (0, P.useCallback)(() => void ee(r), [r]);
  return (0, I.jsxs)(n, {
    gap: `md`,
    'data-testid': `services`,
    children: [
      (0, I.jsx)(m, { order: 1, size: `h3`, children: `لیست سرویس‌ها` }),
      (0, I.jsx)(
        Oe,
        {
          initial: i,
          onApply: (e) => {
            const n = new URLSearchParams();
            e.user_id && n.set(`user_id`, String(e.user_id)),
              e.user_id && e.customer && n.set(`customer`, e.customer),
              e.search && n.set(`search`, e.search),
              e.status && n.set(`status`, String(e.status)),
              e.paid && n.set(`paid`, String(e.paid)),
              n.set(`page`, `1`),
              t(n);
          },
        },
        [i.user_id, i.search, i.status, i.paid].join(`|`),
      ),
      (0, I.jsx)(st, {
        filters: { page: i.page, user_id: i.user_id, status: i.status, paid: i.paid, search: i.search || void 0 },
        onAccountChanged: a,
      }),
    ],
  });
}

export { G as t, lt as ServicesRoute, W as n };
