import { t as N } from './Alert-DFvqV_h5.js';
import { t as E } from './Badge-DCsC8PGu.js';
import { n as ne, r as R, a as te } from './catalogue.schemas-BaaTA4LA.js';
import { g as G, _ as H, y as J, m as K, n as q, a as U, d as W } from './common-CVhYgptH.js';
import { t as ee } from './empty-state-Btny1RmZ.js';
import { t as B, n as z } from './field-errors-BfcQQgoX.js';
import { t as O } from './IconEdit-Fc0Z5lsG.js';
import { t as k } from './IconPlus-xu_WQQyt.js';
import { t as A } from './IconServer-DQGd1jGB.js';
import {
  m as _,
  I as a,
  w as b,
  O as c,
  _ as d,
  a as f,
  l as g,
  i as h,
  E as i,
  Q as l,
  b as m,
  K as o,
  at as p,
  $ as r,
  N as s,
  Y as u,
  q as v,
  st as y,
} from './index-B3ichRAS.js';
import { t as P } from './Modal-DKsxBwus.js';
import { t as F } from './NumberInput-B2qiK1Yq.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { t as C, r as S, w as T, u as w, l as x } from './runtime-B8Ttn_BI.js';
import { t as re } from './Select-BFkHVZes.js';
import { t as V } from './SimpleGrid-BdsTzg9e.js';
import { t as I } from './Switch-ClKLhCYK.js';
import { n as j, t as M } from './status-badges-BAgY9nF6.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as D } from './Table-BPfsbF3o.js';
import { t as L } from './Textarea-BvlYfSYl.js';

H({ id: G().int(), name: J(), price: G().int(), transferlimit: G(), days: G().int() }).extend({
  active: K(),
  sort: G().int(),
  created_at: J(),
});
var Y = {
    name: U(`نام بسته نمی‌تواند خالی باشد`, 100),
    price: G({ error: `قیمت باید عدد باشد` })
      .int(`قیمت باید عدد صحیح (تومان) باشد`)
      .min(0, `قیمت نمی‌تواند منفی باشد`)
      .max(1e9, `قیمت بیش از حد بزرگ است`),
    transferlimit: G({ error: `حجم باید عدد باشد` })
      .positive(`حجم بسته باید بیشتر از صفر باشد`)
      .max(1e5, `حجم بیش از حد بزرگ است`),
    days: G({ error: `تعداد روز باید عدد باشد` })
      .int(`تعداد روز باید عدد صحیح باشد`)
      .min(1, `تعداد روز باید دست‌کم ۱ باشد`)
      .max(3650, `تعداد روز حداکثر ۳۶۵۰ است`),
    active: K({ error: `فعال بودن باید بله یا خیر باشد` }),
    sort: G({ error: `ترتیب باید عدد باشد` }).int(`ترتیب باید عدد صحیح باشد`).min(0, `ترتیب نمی‌تواند منفی باشد`),
  },
  ie = H({ ...Y, active: Y.active.default(!0), sort: Y.sort.default(0) }),
  ae = H(Y).partial();
H({
  package_id: W({ error: `بسته‌ی حجمی را انتخاب کنید` })
    .int(`بسته‌ی حجمی معتبر نیست`)
    .positive(`بسته‌ی حجمی را انتخاب کنید`)
    .max(q, `بسته‌ی حجمی معتبر نیست`),
}),
  H({
    traffic: W({ error: `حجم باید عدد باشد` })
      .int(`حجم باید عدد صحیح (گیگابایت) باشد`)
      .min(1, `حجم باید دست‌کم ۱ گیگابایت باشد`)
      .max(1e4, `حجم بیش از حد بزرگ است`),
  });
var oe = H({
    price: G({ error: `قیمت باید عدد باشد` })
      .int(`قیمت باید عدد صحیح (تومان) باشد`)
      .min(0, `قیمت نمی‌تواند منفی باشد`)
      .max(1e8, `قیمت بیش از حد بزرگ است`),
  }),
  X = (e) =>
    G({ error: `${e} باید عدد باشد` })
      .min(0, `${e} نمی‌تواند منفی باشد`)
      .max(1e6);
H({
  traffic_total: X(`حجم کل`),
  traffic_used: X(`حجم مصرف‌شده`).default(0),
  days: G({ error: `تعداد روز باید عدد باشد` })
    .int(`تعداد روز باید عدد صحیح باشد`)
    .min(0, `تعداد روز نمی‌تواند منفی باشد`)
    .max(3650, `تعداد روز حداکثر ۳۶۵۰ است`),
}).refine((e) => e.traffic_used <= e.traffic_total, {
  message: `حجم مصرف‌شده نمی‌تواند بیشتر از حجم کل باشد`,
  path: [`traffic_used`],
});
var se = g(`outline`, `box-off`, `BoxOff`, [
    [
      `path`,
      { d: `M17.765 17.757l-5.765 3.243l-8 -4.5v-9l2.236 -1.258m2.57 -1.445l3.194 -1.797l8 4.5v8.5`, key: `svg-0` },
    ],
    [`path`, { d: `M14.561 10.559l5.439 -3.059`, key: `svg-1` }],
    [`path`, { d: `M12 12v9`, key: `svg-2` }],
    [`path`, { d: `M12 12l-8 -4.5`, key: `svg-3` }],
    [`path`, { d: `M3 3l18 18`, key: `svg-4` }],
  ]),
  ce = [`admin`, `trafficgbprice`],
  le = () => S({ queryKey: ce, queryFn: () => c(o.adminGbPrice) }),
  Z = [`admin`, `packagegroups`],
  ue = () => c(s.adminPackageGroups),
  de = () => S({ queryKey: Z, queryFn: ue }),
  fe = [`admin`, `trafficpackages`],
  pe = () => c(o.adminList),
  me = () => S({ queryKey: fe, queryFn: pe }),
  Q = e(T()),
  he = (e) => [`admin`, `packagegroups`, e, `nodes`],
  ge = (e) => c(a.groupNodes, { params: { id: e } }),
  _e = (e) => S({ queryKey: he(e), queryFn: () => ge(e), staleTime: 0 }),
  ve = () => S({ queryKey: [`admin`, `nodes`], queryFn: () => c(a.list) }),
  ye = ({ id: e, node_ids: t }) => c(a.setGroupNodes, { params: { id: e }, body: { node_ids: t } });
function be() {
  const e = x();
  return C({ mutationFn: ye, onSuccess: (t, { id: n }) => e.invalidateQueries({ queryKey: he(n) }) });
}
var $ = w();
function xe({ group: e, onClose: t }) {
  const n = ve(),
    r = _e(e.id);
  return (0, $.jsx)(P, {
    opened: !0,
    onClose: t,
    title: `نودهای گروه ${e.name}`,
    centered: !0,
    'data-testid': `group-nodes-dialog`,
    children:
      n.data && r.data
        ? (0, $.jsx)(Se, { group: e, nodes: n.data, initial: r.data.node_ids, onClose: t })
        : (0, $.jsx)(h, { fullScreen: !1 }),
  });
}
function Se({ group: e, nodes: i, initial: a, onClose: o }) {
  const s = be(),
    [c, u] = (0, Q.useState)(a.map(String));
  return (0, $.jsxs)(n, {
    gap: `md`,
    children: [
      (0, $.jsx)(N, {
        variant: `light`,
        color: `blue`,
        children: `اگر هیچ نودی انتخاب نشود، سرویس‌های این گروه روی همه‌ی نودهای فعال ساخته می‌شوند.`,
      }),
      i.length === 0
        ? (0, $.jsx)(t, { size: `sm`, c: `dimmed`, children: `هنوز نودی تعریف نشده است.` })
        : (0, $.jsx)(r.Group, {
            value: c,
            onChange: u,
            children: (0, $.jsx)(n, {
              gap: `xs`,
              children: i.map((e) =>
                (0, $.jsxs)(
                  p,
                  {
                    gap: `xs`,
                    wrap: `nowrap`,
                    justify: `space-between`,
                    'data-testid': `group-node-option`,
                    children: [
                      (0, $.jsx)(r, { value: String(e.id), label: e.active ? e.name : `${e.name} (غیرفعال)` }),
                      (0, $.jsx)(j, { status: e.status }),
                    ],
                  },
                  e.id,
                ),
              ),
            }),
          }),
      (0, $.jsxs)(p, {
        justify: `flex-end`,
        children: [
          (0, $.jsx)(l, { variant: `default`, onClick: o, children: `انصراف` }),
          (0, $.jsx)(l, {
            onClick: () =>
              s.mutate(
                { id: e.id, node_ids: c.map(Number) },
                {
                  onSuccess: () => {
                    o(), _(`نودهای گروه ثبت شد`, [`سرویس‌های زنده تا چند ثانیه‌ی دیگر روی نودهای تازه ساخته می‌شوند.`]);
                  },
                },
              ),
            loading: s.isPending,
            'data-testid': `group-nodes-submit`,
            children: `ثبت`,
          }),
        ],
      }),
    ],
  });
}
var Ce = ({ id: e, body: t }) =>
  e ? c(s.updatePackageGroup, { params: { id: e }, body: t }) : c(s.createPackageGroup, { body: t });
function we() {
  const e = x();
  return C({ mutationFn: Ce, onSuccess: () => e.invalidateQueries({ queryKey: Z }) });
}
function Te({ group: e, onClose: t }) {
  const r = we(),
    [i, a] = (0, Q.useState)(e?.name ?? ``),
    [o, s] = (0, Q.useState)(e?.info ?? ``),
    [c, d] = (0, Q.useState)(e?.active ?? !0),
    [f, m] = (0, Q.useState)(e?.sort ?? 0),
    [h, g] = (0, Q.useState)({});
  return (0, $.jsx)(P, {
    opened: !0,
    onClose: t,
    title: e ? `ویرایش گروه ${e.name}` : `افزودن گروه`,
    centered: !0,
    'data-testid': `group-dialog`,
    children: (0, $.jsx)(`form`, {
      onSubmit: (n) => {
        n.preventDefault();
        const a = R.safeParse({ name: i, info: o, active: c, sort: z(f) });
        if (!a.success) return g(B(a.error));
        g({}),
          r.mutate(
            { id: e?.id, body: a.data },
            {
              onSuccess: () => {
                t(), _(e ? `گروه ویرایش شد` : `گروه ساخته شد`);
              },
            },
          );
      },
      noValidate: !0,
      children: (0, $.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, $.jsx)(u, {
            label: `نام گروه`,
            withAsterisk: !0,
            value: i,
            onChange: (e) => a(e.currentTarget.value),
            error: h.name,
            'data-testid': `group-name`,
          }),
          (0, $.jsx)(L, {
            label: `توضیح`,
            autosize: !0,
            minRows: 2,
            value: o,
            onChange: (e) => s(e.currentTarget.value),
            error: h.info,
          }),
          (0, $.jsx)(F, {
            label: `ترتیب نمایش`,
            value: f,
            onChange: m,
            min: 0,
            allowDecimal: !1,
            allowNegative: !1,
            error: h.sort,
          }),
          (0, $.jsx)(I, {
            label: `در فروش`,
            checked: c,
            onChange: (e) => d(e.currentTarget.checked),
            'data-testid': `group-active`,
          }),
          (0, $.jsxs)(p, {
            justify: `flex-end`,
            children: [
              (0, $.jsx)(l, { variant: `default`, onClick: t, children: `انصراف` }),
              (0, $.jsx)(l, {
                type: `submit`,
                loading: r.isPending,
                'data-testid': `group-submit`,
                children: e ? `ثبت تغییرات` : `افزودن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
var Ee = ({ id: e, body: t }) =>
  e ? c(s.updatePackage, { params: { id: e }, body: t }) : c(s.createPackage, { body: t });
function De() {
  const e = x();
  return C({ mutationFn: Ee, onSuccess: () => e.invalidateQueries({ queryKey: Z }) });
}
function Oe({ groups: e, pkg: t, groupId: r, onClose: i }) {
  const a = De(),
    [o, s] = (0, Q.useState)(String(t?.packagegroup_id ?? r)),
    [c, d] = (0, Q.useState)(t?.name ?? ``),
    [f, m] = (0, Q.useState)(t?.info ?? ``),
    [h, g] = (0, Q.useState)(t?.price ?? ``),
    [v, y] = (0, Q.useState)(t?.days ?? 30),
    [b, x] = (0, Q.useState)(t?.traffic_gb ?? 0),
    [S, C] = (0, Q.useState)(t?.is_v2ray ?? !0),
    [w, T] = (0, Q.useState)(t?.is_radius ?? !1),
    [E, D] = (0, Q.useState)(t?.is_custom ?? !1),
    [O, k] = (0, Q.useState)(t?.transferlimit ?? 0),
    [A, j] = (0, Q.useState)(t?.day ?? 0),
    [M, ee] = (0, Q.useState)(t?.month_rate ?? 0),
    [N, R] = (0, Q.useState)(t?.active ?? !0),
    [H, U] = (0, Q.useState)(t?.sort ?? 0),
    [W, G] = (0, Q.useState)({}),
    K = (e) => {
      e.preventDefault();
      const n = {
          packagegroup_id: o === null ? void 0 : Number(o),
          name: c,
          info: f,
          price: z(h),
          days: z(v),
          traffic_gb: z(b),
          is_v2ray: S,
          is_radius: w,
          is_custom: E,
          transferlimit: z(O),
          day: z(A),
          month_rate: z(M),
          active: N,
          sort: z(H),
        },
        r = (t ? te : ne).safeParse(n);
      if (!r.success) return G(B(r.error));
      G({}),
        a.mutate(
          { id: t?.id, body: r.data },
          {
            onSuccess: () => {
              i(), _(t ? `بسته ویرایش شد` : `بسته ساخته شد`);
            },
          },
        );
    },
    q = (e, t, n, r, i = {}) =>
      (0, $.jsx)(F, {
        label: e,
        value: t,
        onChange: n,
        min: 0,
        allowNegative: !1,
        thousandSeparator: `,`,
        inputMode: `decimal`,
        error: W[r],
        'data-testid': `package-${r}`,
        ...i,
      });
  return (0, $.jsx)(P, {
    opened: !0,
    onClose: i,
    title: t ? `ویرایش ${t.name}` : `افزودن بسته`,
    centered: !0,
    size: `lg`,
    'data-testid': `package-dialog`,
    children: (0, $.jsx)(`form`, {
      onSubmit: K,
      noValidate: !0,
      children: (0, $.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, $.jsxs)(V, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              (0, $.jsx)(u, {
                label: `نام بسته`,
                withAsterisk: !0,
                value: c,
                onChange: (e) => d(e.currentTarget.value),
                error: W.name,
                'data-testid': `package-name`,
              }),
              (0, $.jsx)(re, {
                label: `گروه`,
                data: e.map((e) => ({ value: String(e.id), label: e.name })),
                value: o,
                onChange: s,
                allowDeselect: !1,
                error: W.packagegroup_id,
                comboboxProps: { withinPortal: !0 },
              }),
              q(E ? `قیمت هر گیگ (تومان)` : `قیمت (تومان)`, h, g, `price`, { allowDecimal: !1, withAsterisk: !0 }),
              q(`مدت (روز)`, v, y, `days`, { allowDecimal: !1 }),
              !E && q(`حجم (گیگابایت)`, b, x, `traffic_gb`),
              q(`ترتیب نمایش`, H, U, `sort`, { allowDecimal: !1 }),
            ],
          }),
          (0, $.jsx)(L, {
            label: `توضیح`,
            autosize: !0,
            minRows: 2,
            value: f,
            onChange: (e) => m(e.currentTarget.value),
            error: W.info,
          }),
          (0, $.jsxs)(p, {
            gap: `lg`,
            children: [
              (0, $.jsx)(I, {
                label: `وی‌تو‌ری`,
                checked: S,
                onChange: (e) => C(e.currentTarget.checked),
                error: W.is_v2ray,
                'data-testid': `package-v2ray`,
              }),
              (0, $.jsx)(I, {
                label: `رادیوس (اوپن‌وی‌پی‌ان)`,
                checked: w,
                onChange: (e) => T(e.currentTarget.checked),
                'data-testid': `package-radius`,
              }),
              (0, $.jsx)(I, {
                label: `بسته‌ی دلخواه`,
                checked: E,
                onChange: (e) => D(e.currentTarget.checked),
                'data-testid': `package-custom`,
              }),
              (0, $.jsx)(I, {
                label: `در فروش`,
                checked: N,
                onChange: (e) => R(e.currentTarget.checked),
                'data-testid': `package-active`,
              }),
            ],
          }),
          E &&
            (0, $.jsxs)(V, {
              cols: { base: 1, sm: 3 },
              spacing: `sm`,
              children: [
                q(`سقف حجم (گیگ)`, O, k, `transferlimit`),
                q(`سقف روز`, A, j, `day`, { allowDecimal: !1 }),
                q(`نرخ ماهانه`, M, ee, `month_rate`, { description: `افزایش قیمت برای هر ۳۰ روز بیشتر، مثلاً ۰٫۱` }),
              ],
            }),
          (0, $.jsxs)(p, {
            justify: `flex-end`,
            children: [
              (0, $.jsx)(l, { variant: `default`, onClick: i, children: `انصراف` }),
              (0, $.jsx)(l, {
                type: `submit`,
                loading: a.isPending,
                'data-testid': `package-submit`,
                children: t ? `ثبت تغییرات` : `افزودن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function ke({ pkg: e }) {
  return (0, $.jsxs)(p, {
    gap: 4,
    wrap: `nowrap`,
    children: [
      e.is_v2ray && (0, $.jsx)(E, { variant: `outline`, color: `blue`, children: `وی‌تو‌ری` }),
      e.is_radius && (0, $.jsx)(E, { variant: `outline`, color: `grape`, children: `رادیوس` }),
      e.is_custom && (0, $.jsx)(E, { variant: `outline`, color: `orange`, children: `دلخواه` }),
    ],
  });
}
function Ae({ groups: e }) {
  const [r, a] = (0, Q.useState)(null),
    o = () => a(null);
  return (0, $.jsxs)(n, {
    gap: `md`,
    'data-testid': `package-groups`,
    children: [
      (0, $.jsxs)(p, {
        justify: `space-between`,
        children: [
          (0, $.jsx)(v, { order: 2, size: `h4`, children: `گروه‌ها و بسته‌ها` }),
          (0, $.jsx)(l, {
            leftSection: (0, $.jsx)(k, { size: 18, 'aria-hidden': !0 }),
            onClick: () => a({ kind: `group`, group: null }),
            'data-testid': `add-group`,
            children: `افزودن گروه`,
          }),
        ],
      }),
      e.length === 0 &&
        (0, $.jsx)(y, {
          withBorder: !0,
          radius: `md`,
          children: (0, $.jsx)(ee, { icon: se, title: `هنوز گروهی ساخته نشده است`, testId: `groups-empty` }),
        }),
      e.map((e) =>
        (0, $.jsx)(
          y,
          {
            withBorder: !0,
            radius: `md`,
            p: `md`,
            'data-testid': `group-card`,
            'data-name': e.name,
            children: (0, $.jsxs)(n, {
              gap: `sm`,
              children: [
                (0, $.jsxs)(p, {
                  justify: `space-between`,
                  align: `flex-start`,
                  children: [
                    (0, $.jsxs)(n, {
                      gap: 2,
                      style: { minWidth: 0 },
                      children: [
                        (0, $.jsxs)(p, {
                          gap: `xs`,
                          children: [
                            (0, $.jsx)(t, { fw: 700, children: e.name }),
                            (0, $.jsx)(M, { active: e.active, off: `خارج از فروش` }),
                          ],
                        }),
                        e.info && (0, $.jsx)(t, { size: `xs`, c: `dimmed`, children: e.info }),
                      ],
                    }),
                    (0, $.jsxs)(p, {
                      gap: `xs`,
                      children: [
                        (0, $.jsx)(l, {
                          size: `xs`,
                          variant: `light`,
                          leftSection: (0, $.jsx)(O, { size: 14, 'aria-hidden': !0 }),
                          onClick: () => a({ kind: `group`, group: e }),
                          'data-testid': `edit-group`,
                          children: `ویرایش`,
                        }),
                        (0, $.jsx)(l, {
                          size: `xs`,
                          variant: `light`,
                          leftSection: (0, $.jsx)(A, { size: 14, 'aria-hidden': !0 }),
                          onClick: () => a({ kind: `nodes`, group: e }),
                          'data-testid': `group-nodes`,
                          children: `نودها`,
                        }),
                        (0, $.jsx)(l, {
                          size: `xs`,
                          leftSection: (0, $.jsx)(k, { size: 14, 'aria-hidden': !0 }),
                          onClick: () => a({ kind: `package`, pkg: null, groupId: e.id }),
                          'data-testid': `add-package`,
                          children: `بسته`,
                        }),
                      ],
                    }),
                  ],
                }),
                e.packages.length === 0
                  ? (0, $.jsx)(t, { size: `sm`, c: `dimmed`, children: `این گروه هنوز بسته‌ای ندارد.` })
                  : (0, $.jsx)(D.ScrollContainer, {
                      minWidth: 720,
                      type: `native`,
                      children: (0, $.jsxs)(D, {
                        striped: !0,
                        verticalSpacing: `xs`,
                        children: [
                          (0, $.jsx)(D.Thead, {
                            children: (0, $.jsxs)(D.Tr, {
                              children: [
                                (0, $.jsx)(D.Th, { children: `بسته` }),
                                (0, $.jsx)(D.Th, { children: `نوع` }),
                                (0, $.jsx)(D.Th, { children: `قیمت پایه` }),
                                (0, $.jsx)(D.Th, { children: `مدت` }),
                                (0, $.jsx)(D.Th, { children: `حجم` }),
                                (0, $.jsx)(D.Th, { children: `وضعیت` }),
                                (0, $.jsx)(D.Th, { 'aria-label': `کارها` }),
                              ],
                            }),
                          }),
                          (0, $.jsx)(D.Tbody, {
                            children: e.packages.map((t) =>
                              (0, $.jsxs)(
                                D.Tr,
                                {
                                  'data-testid': `package-row`,
                                  'data-name': t.name,
                                  children: [
                                    (0, $.jsx)(D.Td, { children: t.name }),
                                    (0, $.jsx)(D.Td, { children: (0, $.jsx)(ke, { pkg: t }) }),
                                    (0, $.jsxs)(D.Td, {
                                      style: { whiteSpace: `nowrap` },
                                      'data-testid': `package-price-cell`,
                                      children: [b(t.price), t.is_custom ? ` برای هر گیگ` : ``],
                                    }),
                                    (0, $.jsx)(D.Td, {
                                      style: { whiteSpace: `nowrap` },
                                      children: t.is_custom ? `تا ${i(t.day)} روز` : `${m(t.days)} روز`,
                                    }),
                                    (0, $.jsx)(D.Td, {
                                      style: { whiteSpace: `nowrap` },
                                      children: t.is_custom ? `تا ${d(t.transferlimit)} گیگ` : `${d(t.traffic_gb)} گیگ`,
                                    }),
                                    (0, $.jsx)(D.Td, {
                                      children: (0, $.jsx)(M, { active: t.active, off: `خارج از فروش` }),
                                    }),
                                    (0, $.jsx)(D.Td, {
                                      children: (0, $.jsx)(l, {
                                        size: `xs`,
                                        variant: `subtle`,
                                        onClick: () => a({ kind: `package`, pkg: t, groupId: e.id }),
                                        'data-testid': `edit-package`,
                                        children: `ویرایش`,
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
          },
          e.id,
        ),
      ),
      r?.kind === `group` && (0, $.jsx)(Te, { group: r.group, onClose: o }),
      r?.kind === `package` && (0, $.jsx)(Oe, { groups: e, pkg: r.pkg, groupId: r.groupId, onClose: o }),
      r?.kind === `nodes` && (0, $.jsx)(xe, { group: r.group, onClose: o }),
    ],
  });
}
var je = (e) => c(o.setAdminGbPrice, { body: { price: e } });
function Me() {
  const e = x();
  return C({ mutationFn: je, onSuccess: (t) => e.setQueryData(ce, t) });
}
var Ne = ({ id: e, body: t }) => (e ? c(o.adminUpdate, { params: { id: e }, body: t }) : c(o.adminCreate, { body: t }));
function Pe() {
  const e = x();
  return C({ mutationFn: Ne, onSuccess: () => e.invalidateQueries({ queryKey: fe }) });
}
function Fe({ pkg: e, onClose: t }) {
  const r = Pe(),
    [i, a] = (0, Q.useState)(e?.name ?? ``),
    [o, s] = (0, Q.useState)(e?.price ?? ``),
    [c, d] = (0, Q.useState)(e?.transferlimit ?? ``),
    [f, m] = (0, Q.useState)(e?.days ?? 30),
    [h, g] = (0, Q.useState)(e?.active ?? !0),
    [v, y] = (0, Q.useState)(e?.sort ?? 0),
    [b, x] = (0, Q.useState)({});
  return (0, $.jsx)(P, {
    opened: !0,
    onClose: t,
    title: e ? `ویرایش ${e.name}` : `افزودن بسته‌ی حجمی`,
    centered: !0,
    'data-testid': `traffic-package-dialog`,
    children: (0, $.jsx)(`form`, {
      onSubmit: (n) => {
        n.preventDefault();
        const a = { name: i, price: z(o), transferlimit: z(c), days: z(f), active: h, sort: z(v) },
          s = (e ? ae : ie).safeParse(a);
        if (!s.success) return x(B(s.error));
        x({}),
          r.mutate(
            { id: e?.id, body: s.data },
            {
              onSuccess: () => {
                t(), _(e ? `بسته‌ی حجمی ویرایش شد` : `بسته‌ی حجمی ساخته شد`);
              },
            },
          );
      },
      noValidate: !0,
      children: (0, $.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, $.jsx)(u, {
            label: `نام بسته`,
            withAsterisk: !0,
            value: i,
            onChange: (e) => a(e.currentTarget.value),
            error: b.name,
            'data-testid': `traffic-name`,
          }),
          (0, $.jsxs)(V, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              (0, $.jsx)(F, {
                label: `قیمت (تومان)`,
                withAsterisk: !0,
                value: o,
                onChange: s,
                min: 0,
                allowDecimal: !1,
                allowNegative: !1,
                thousandSeparator: `,`,
                error: b.price,
                'data-testid': `traffic-price`,
              }),
              (0, $.jsx)(F, {
                label: `حجم (گیگابایت)`,
                withAsterisk: !0,
                value: c,
                onChange: d,
                min: 0,
                allowNegative: !1,
                error: b.transferlimit,
                'data-testid': `traffic-gb`,
              }),
              (0, $.jsx)(F, {
                label: `مدت (روز)`,
                value: f,
                onChange: m,
                min: 0,
                allowDecimal: !1,
                allowNegative: !1,
                error: b.days,
                'data-testid': `traffic-days`,
              }),
              (0, $.jsx)(F, {
                label: `ترتیب نمایش`,
                value: v,
                onChange: y,
                min: 0,
                allowDecimal: !1,
                allowNegative: !1,
                error: b.sort,
              }),
            ],
          }),
          (0, $.jsx)(I, { label: `در فروش`, checked: h, onChange: (e) => g(e.currentTarget.checked) }),
          (0, $.jsxs)(p, {
            justify: `flex-end`,
            children: [
              (0, $.jsx)(l, { variant: `default`, onClick: t, children: `انصراف` }),
              (0, $.jsx)(l, {
                type: `submit`,
                loading: r.isPending,
                'data-testid': `traffic-submit`,
                children: e ? `ثبت تغییرات` : `افزودن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function Ie({ price: e }) {
  const t = Me(),
    [n, r] = (0, Q.useState)(e),
    [i, a] = (0, Q.useState)();
  return (0, $.jsx)(`form`, {
    onSubmit: (e) => {
      e.preventDefault();
      const r = oe.safeParse({ price: z(n) });
      if (!r.success) return a(B(r.error).price);
      a(void 0), t.mutate(r.data.price, { onSuccess: () => void _(`قیمت هر گیگ اضافه ثبت شد`) });
    },
    noValidate: !0,
    children: (0, $.jsxs)(p, {
      align: `flex-end`,
      gap: `sm`,
      children: [
        (0, $.jsx)(F, {
          label: `قیمت هر گیگ اضافه (تومان)`,
          description: `پیش از تخفیف فروشنده؛ ۰ یعنی گیگ اضافه فروخته نمی‌شود`,
          value: n,
          onChange: r,
          min: 0,
          allowDecimal: !1,
          allowNegative: !1,
          thousandSeparator: `,`,
          error: i,
          style: { flex: `1 1 16rem` },
          'data-testid': `gb-price`,
        }),
        (0, $.jsx)(l, { type: `submit`, loading: t.isPending, 'data-testid': `gb-price-submit`, children: `ثبت قیمت` }),
      ],
    }),
  });
}
function Le({ packages: e, gbPrice: r }) {
  const [i, a] = (0, Q.useState)(void 0);
  return (0, $.jsxs)(n, {
    gap: `md`,
    'data-testid': `traffic-packages`,
    children: [
      (0, $.jsxs)(p, {
        justify: `space-between`,
        children: [
          (0, $.jsx)(v, { order: 2, size: `h4`, children: `بسته‌های حجمی` }),
          (0, $.jsx)(l, {
            leftSection: (0, $.jsx)(k, { size: 18, 'aria-hidden': !0 }),
            onClick: () => a(null),
            'data-testid': `add-traffic-package`,
            children: `افزودن بسته‌ی حجمی`,
          }),
        ],
      }),
      (0, $.jsx)(y, { withBorder: !0, radius: `md`, p: `md`, children: (0, $.jsx)(Ie, { price: r }, r) }),
      (0, $.jsx)(y, {
        withBorder: !0,
        radius: `md`,
        children:
          e.length === 0
            ? (0, $.jsx)(t, { size: `sm`, c: `dimmed`, p: `md`, children: `هنوز بسته‌ی حجمی ساخته نشده است.` })
            : (0, $.jsx)(D.ScrollContainer, {
                minWidth: 560,
                type: `native`,
                children: (0, $.jsxs)(D, {
                  striped: !0,
                  verticalSpacing: `xs`,
                  children: [
                    (0, $.jsx)(D.Thead, {
                      children: (0, $.jsxs)(D.Tr, {
                        children: [
                          (0, $.jsx)(D.Th, { children: `بسته` }),
                          (0, $.jsx)(D.Th, { children: `حجم` }),
                          (0, $.jsx)(D.Th, { children: `مدت` }),
                          (0, $.jsx)(D.Th, { children: `قیمت پایه` }),
                          (0, $.jsx)(D.Th, { children: `وضعیت` }),
                          (0, $.jsx)(D.Th, { 'aria-label': `کارها` }),
                        ],
                      }),
                    }),
                    (0, $.jsx)(D.Tbody, {
                      children: e.map((e) =>
                        (0, $.jsxs)(
                          D.Tr,
                          {
                            'data-testid': `traffic-row`,
                            'data-name': e.name,
                            children: [
                              (0, $.jsx)(D.Td, { children: e.name }),
                              (0, $.jsxs)(D.Td, {
                                style: { whiteSpace: `nowrap` },
                                children: [d(e.transferlimit), ` گیگ`],
                              }),
                              (0, $.jsxs)(D.Td, { style: { whiteSpace: `nowrap` }, children: [m(e.days), ` روز`] }),
                              (0, $.jsx)(D.Td, {
                                style: { whiteSpace: `nowrap` },
                                'data-testid': `traffic-price-cell`,
                                children: b(e.price),
                              }),
                              (0, $.jsx)(D.Td, { children: (0, $.jsx)(M, { active: e.active, off: `خارج از فروش` }) }),
                              (0, $.jsx)(D.Td, {
                                children: (0, $.jsx)(l, {
                                  size: `xs`,
                                  variant: `subtle`,
                                  onClick: () => a(e),
                                  'data-testid': `edit-traffic-package`,
                                  children: `ویرایش`,
                                }),
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
      i !== void 0 && (0, $.jsx)(Fe, { pkg: i, onClose: () => a(void 0) }),
    ],
  });
}
function Re() {
  f(`کاتالوگ`);
  const e = de(),
    t = me(),
    r = le();
  return (0, $.jsxs)(n, {
    gap: `xl`,
    'data-testid': `admin-catalogue`,
    children: [
      (0, $.jsx)(v, { order: 1, size: `h3`, children: `کاتالوگ` }),
      e.data ? (0, $.jsx)(Ae, { groups: e.data }) : (0, $.jsx)(h, { fullScreen: !1 }),
      t.data && r.data
        ? (0, $.jsx)(Le, { packages: t.data, gbPrice: r.data.price })
        : (0, $.jsx)(h, { fullScreen: !1 }),
    ],
  });
}

export { Re as AdminCatalogueRoute };
