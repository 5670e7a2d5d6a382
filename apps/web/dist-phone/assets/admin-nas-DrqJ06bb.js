import { t as y } from './Alert-DFvqV_h5.js';
import { t as S } from './confirm-modal-Buw-II3V.js';
import { t as C } from './empty-state-Btny1RmZ.js';
import { t as k } from './field-errors-BfcQQgoX.js';
import { t as x } from './IconInfoCircle-vK0-nvFu.js';
import {
  Q as a,
  at as c,
  m as d,
  q as f,
  O as i,
  i as l,
  Y as o,
  st as p,
  I as r,
  a as s,
  l as u,
} from './index-B3ichRAS.js';
import { t as w } from './Modal-DKsxBwus.js';
import { r as D, t as O } from './node.schemas-JosbSAnY.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as _, t as g, r as h, l as m, w as v } from './runtime-B8Ttn_BI.js';
import { t as T } from './Select-BFkHVZes.js';
import { t as E } from './SimpleGrid-BdsTzg9e.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as b } from './Table-BPfsbF3o.js';

var A = u(`outline`, `router-off`, `RouterOff`, [
    [
      `path`,
      {
        d: `M17 13h2a2 2 0 0 1 2 2v2m-.588 3.417c-.362 .36 -.861 .583 -1.412 .583h-14a2 2 0 0 1 -2 -2v-4a2 2 0 0 1 2 -2h8`,
        key: `svg-0`,
      },
    ],
    [`path`, { d: `M17 17v.01`, key: `svg-1` }],
    [`path`, { d: `M13 17v.01`, key: `svg-2` }],
    [`path`, { d: `M12.226 8.2a4 4 0 0 1 6.024 .55`, key: `svg-3` }],
    [`path`, { d: `M9.445 5.407a8 8 0 0 1 12.055 1.093`, key: `svg-4` }],
    [`path`, { d: `M3 3l18 18`, key: `svg-5` }],
  ]),
  j = [`admin`, `nas`],
  M = () => h({ queryKey: j, queryFn: () => i(r.nasList) }),
  N = e(v()),
  P = (e) => i(r.nasRemove, { params: { id: e } });
function F() {
  const e = m();
  return g({ mutationFn: P, onSuccess: () => e.invalidateQueries({ queryKey: j }) });
}
var I = ({ id: e, body: t }) => (e ? i(r.nasUpdate, { params: { id: e }, body: t }) : i(r.nasCreate, { body: t }));
function L() {
  const e = m();
  return g({ mutationFn: I, onSuccess: () => e.invalidateQueries({ queryKey: j }) });
}
var R = _(),
  z = [`other`, `cisco`, `mikrotik`, `openvpn`, `ocserv`],
  B = { other: `سایر`, cisco: `سیسکو`, mikrotik: `میکروتیک`, openvpn: `اوپن‌وی‌پی‌ان`, ocserv: `اوپن‌کانکت` },
  V = (e) => B[e] ?? e;
function H({ nas: e, onClose: t }) {
  const r = L(),
    [i, s] = (0, N.useState)({
      nasname: e?.nasname ?? ``,
      shortname: e?.shortname ?? ``,
      type: e?.type ?? `other`,
      secret: e?.secret ?? ``,
      description: e?.description ?? ``,
    }),
    l = (e, t) => s((n) => ({ ...n, [e]: t })),
    [u, f] = (0, N.useState)({});
  return (0, R.jsx)(w, {
    opened: !0,
    onClose: t,
    title: e ? `ویرایش ${e.shortname}` : `افزودن سرور رادیوس`,
    centered: !0,
    size: `lg`,
    'data-testid': `nas-dialog`,
    children: (0, R.jsx)(`form`, {
      onSubmit: (n) => {
        n.preventDefault();
        const a = e && i.secret === e.secret ? { ...i, secret: void 0 } : i,
          o = (e ? D : O).safeParse(a);
        if (!o.success) return f(k(o.error));
        f({}),
          r.mutate(
            { id: e?.id, body: o.data },
            {
              onSuccess: () => {
                t(),
                  d(e ? `سرور رادیوس ویرایش شد` : `سرور رادیوس افزوده شد`, [
                    `فری‌رادیوس فهرست کلاینت‌ها را هنگام شروع می‌خواند؛ برای اثر، آن را دوباره راه‌اندازی کنید.`,
                  ]);
              },
            },
          );
      },
      noValidate: !0,
      children: (0, R.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, R.jsx)(y, {
            variant: `light`,
            color: `blue`,
            icon: (0, R.jsx)(x, { size: 18, 'aria-hidden': !0 }),
            'data-testid': `nas-restart-note`,
            children: `فری‌رادیوس فهرست کلاینت‌ها را فقط هنگام شروع می‌خواند؛ پس از افزودن یا تغییر، سرویس آن را دوباره راه‌اندازی کنید.`,
          }),
          (0, R.jsxs)(E, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              (0, R.jsx)(o, {
                label: `نشانی کلاینت`,
                description: `آی‌پی، بازه یا نام میزبان`,
                withAsterisk: !0,
                dir: `ltr`,
                value: i.nasname,
                onChange: (e) => l(`nasname`, e.currentTarget.value),
                error: u.nasname,
                'data-testid': `nas-nasname`,
              }),
              (0, R.jsx)(o, {
                label: `نام کوتاه`,
                withAsterisk: !0,
                value: i.shortname,
                onChange: (e) => l(`shortname`, e.currentTarget.value),
                error: u.shortname,
                'data-testid': `nas-shortname`,
              }),
              (0, R.jsx)(T, {
                label: `نوع`,
                data: z.map((e) => ({ value: e, label: B[e] })),
                value: i.type,
                onChange: (e) => l(`type`, e ?? `other`),
                allowDeselect: !1,
                error: u.type,
                comboboxProps: { withinPortal: !0 },
              }),
              (0, R.jsx)(o, {
                label: `رمز مشترک`,
                description: e ? `برای نگه داشتن رمز فعلی، همین مقدار پوشیده را تغییر ندهید` : `دست‌کم ۶ نویسه`,
                withAsterisk: !0,
                dir: `ltr`,
                autoComplete: `off`,
                value: i.secret,
                onChange: (e) => l(`secret`, e.currentTarget.value),
                error: u.secret,
                'data-testid': `nas-secret`,
              }),
            ],
          }),
          (0, R.jsx)(o, {
            label: `توضیح`,
            value: i.description,
            onChange: (e) => l(`description`, e.currentTarget.value),
            error: u.description,
          }),
          (0, R.jsxs)(c, {
            justify: `flex-end`,
            children: [
              (0, R.jsx)(a, { variant: `default`, onClick: t, children: `انصراف` }),
              (0, R.jsx)(a, {
                type: `submit`,
                loading: r.isPending,
                'data-testid': `nas-submit`,
                children: e ? `ثبت تغییرات` : `افزودن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function U({ rows: e }) {
  const [r, i] = (0, N.useState)(),
    [o, s] = (0, N.useState)(),
    l = F();
  return (0, R.jsxs)(n, {
    gap: `md`,
    children: [
      (0, R.jsx)(y, {
        variant: `light`,
        color: `blue`,
        icon: (0, R.jsx)(x, { size: 18, 'aria-hidden': !0 }),
        children: `فری‌رادیوس این فهرست را هنگام شروع می‌خواند؛ تغییرها پس از راه‌اندازی دوباره‌ی آن اثر می‌کنند.`,
      }),
      (0, R.jsx)(c, {
        justify: `flex-end`,
        children: (0, R.jsx)(a, { onClick: () => i(null), 'data-testid': `add-nas`, children: `افزودن سرور رادیوس` }),
      }),
      (0, R.jsx)(p, {
        withBorder: !0,
        radius: `md`,
        children:
          e.length === 0
            ? (0, R.jsx)(C, { icon: A, title: `هنوز سرور رادیوسی ثبت نشده است`, testId: `nas-empty` })
            : (0, R.jsx)(b.ScrollContainer, {
                minWidth: 680,
                type: `native`,
                children: (0, R.jsxs)(b, {
                  striped: !0,
                  verticalSpacing: `sm`,
                  'data-testid': `nas-table`,
                  children: [
                    (0, R.jsx)(b.Thead, {
                      children: (0, R.jsxs)(b.Tr, {
                        children: [
                          (0, R.jsx)(b.Th, { children: `نام کوتاه` }),
                          (0, R.jsx)(b.Th, { children: `نشانی` }),
                          (0, R.jsx)(b.Th, { children: `نوع` }),
                          (0, R.jsx)(b.Th, { children: `رمز مشترک` }),
                          (0, R.jsx)(b.Th, { children: `توضیح` }),
                          (0, R.jsx)(b.Th, { 'aria-label': `کارها` }),
                        ],
                      }),
                    }),
                    (0, R.jsx)(b.Tbody, {
                      children: e.map((e) =>
                        (0, R.jsxs)(
                          b.Tr,
                          {
                            'data-testid': `nas-row`,
                            'data-name': e.shortname,
                            children: [
                              (0, R.jsx)(b.Td, { fw: 600, children: e.shortname }),
                              (0, R.jsx)(b.Td, { dir: `ltr`, ta: `right`, children: e.nasname }),
                              (0, R.jsx)(b.Td, { children: V(e.type) }),
                              (0, R.jsx)(b.Td, {
                                dir: `ltr`,
                                ta: `right`,
                                'data-testid': `nas-secret-cell`,
                                children: e.secret,
                              }),
                              (0, R.jsx)(b.Td, {
                                children: (0, R.jsx)(t, { size: `xs`, c: `dimmed`, children: e.description || `—` }),
                              }),
                              (0, R.jsx)(b.Td, {
                                children: (0, R.jsxs)(c, {
                                  gap: 4,
                                  wrap: `nowrap`,
                                  children: [
                                    (0, R.jsx)(a, {
                                      size: `xs`,
                                      variant: `subtle`,
                                      onClick: () => i(e),
                                      'data-testid': `edit-nas`,
                                      children: `ویرایش`,
                                    }),
                                    (0, R.jsx)(a, {
                                      size: `xs`,
                                      variant: `subtle`,
                                      color: `red`,
                                      onClick: () => s(e),
                                      'data-testid': `delete-nas`,
                                      children: `حذف`,
                                    }),
                                  ],
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
      r !== void 0 && (0, R.jsx)(H, { nas: r, onClose: () => i(void 0) }),
      o &&
        (0, R.jsx)(S, {
          title: `حذف ${o.shortname}`,
          warning: `پس از راه‌اندازی دوباره‌ی فری‌رادیوس، درخواست‌های این کلاینت پذیرفته نمی‌شوند.`,
          message: `این سرور رادیوس حذف شود؟`,
          confirmLabel: `حذف`,
          busy: l.isPending,
          onConfirm: () =>
            l.mutate(o.id, {
              onSuccess: () => {
                s(void 0), d(`سرور رادیوس حذف شد`);
              },
            }),
          onClose: () => s(void 0),
          testId: `nas-delete-confirm`,
        }),
    ],
  });
}
function W() {
  s(`سرورهای رادیوس`);
  const { data: e } = M();
  return (0, R.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-nas`,
    children: [
      (0, R.jsx)(f, { order: 1, size: `h3`, children: `سرورهای رادیوس` }),
      e ? (0, R.jsx)(U, { rows: e }) : (0, R.jsx)(l, { fullScreen: !1 }),
    ],
  });
}

export { W as AdminNasRoute };
