import {
  m as A,
  f as D,
  d as E,
  y as F,
  n as j,
  l as k,
  o as M,
  u as N,
  g as O,
  v as P,
  _ as T,
} from './common-CVhYgptH.js';
import { r as _, t as v } from './data-pagination-Cv94AOFZ.js';
import { t as K } from './empty-state-Btny1RmZ.js';
import { t as H, n as V } from './field-errors-BfcQQgoX.js';
import { i as b, t as C, r as S, n as x, a as y } from './get-giftcard-batches-BCw8UBrQ.js';
import { t as G } from './IconDownload-C7X80S6p.js';
import {
  Q as a,
  at as c,
  i as d,
  u as ee,
  it as f,
  w as g,
  v as h,
  O as i,
  b as l,
  st as m,
  Y as o,
  q as p,
  F as r,
  a as s,
  d as u,
} from './index-B3ichRAS.js';
import { t as w } from './NumberInput-B2qiK1Yq.js';
import { t as U } from './Progress-D98xvOi1.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as B, d as I, l as L, t as R, u as z } from './runtime-B8Ttn_BI.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as W } from './Table-BPfsbF3o.js';

var q = (e) => k(e).toUpperCase().replace(/[\s-]/g, ``);
T({
  serial: P(
    (e) => (typeof e == `string` ? q(e) : e),
    F({ error: `سریال نمی‌تواند خالی باشد` }).min(1, `سریال نمی‌تواند خالی باشد`).max(40, `سریال معتبر نیست`),
  ),
}),
  T({ amount: O().int(), balance: O().int() });
var J = T({
    id: O().int(),
    serial: F(),
    amount: O().int(),
    label: F(),
    created_at: F(),
    used: A(),
    used_at: F().nullable(),
    used_by: T({ id: O().int(), mobile: F(), name: F() }).nullable(),
    batch_id: O().int().nullable(),
  }),
  Y = T({
    id: O().int(),
    amount: O().int(),
    count: O().int(),
    used: O().int(),
    label: F(),
    created_at: F(),
    jdate: F(),
    created_by: T({ id: O().int(), name: F() }).nullable(),
  });
N(Y);
var X = T({
  amount: O({ error: `مبلغ باید عدد باشد` })
    .int(`مبلغ باید عدد صحیح (تومان) باشد`)
    .min(1e3, `مبلغ کارت هدیه دست‌کم ۱٬۰۰۰ تومان است`)
    .max(1e9, `مبلغ بیش از حد بزرگ است`),
  count: O({ error: `تعداد باید عدد باشد` })
    .int(`تعداد باید عدد صحیح باشد`)
    .min(1, `تعداد باید دست‌کم ۱ باشد`)
    .max(1e3, `در هر نوبت حداکثر ۱۰۰۰ کارت ساخته می‌شود`),
  label: M(100).default(``),
});
T({
  page: E().int().min(1).default(1),
  state: D([`all`, `unused`, `used`], { error: `وضعیت باید all، unused یا used باشد` }).default(`all`),
  search: M(40).default(``),
  batch_id: E().int().positive(`دسته‌ی کارت معتبر نیست`).max(j, `دسته‌ی کارت معتبر نیست`).optional(),
}),
  N(J);
var Z = e(B()),
  Q = (e) => i(r.createBatch, { body: e });
function te() {
  const e = L();
  return R({ mutationFn: Q, onSuccess: () => e.invalidateQueries({ queryKey: C }) });
}
var $ = z();
function ne() {
  const e = te(),
    [t, r] = (0, Z.useState)(``),
    [i, s] = (0, Z.useState)(10),
    [d, f] = (0, Z.useState)(``),
    [h, _] = (0, Z.useState)({});
  return (0, $.jsx)(m, {
    withBorder: !0,
    radius: `md`,
    p: `md`,
    children: (0, $.jsx)(`form`, {
      onSubmit: (n) => {
        n.preventDefault();
        const r = X.safeParse({ amount: V(t), count: V(i), label: d });
        if (!r.success) return _(H(r.error));
        _({}),
          e.mutate(r.data, {
            onSuccess: async (e) => {
              f(``),
                (
                  await u({
                    ...ee,
                    timer: void 0,
                    timerProgressBar: !1,
                    icon: `success`,
                    title: `${l(e.length)} کارت ${g(r.data.amount)} ساخته شد`,
                    text: `فهرست سریال‌ها را اکنون ذخیره می‌کنید؟ بعداً هم از جدول دسته‌ها در دسترس است.`,
                    showCancelButton: !0,
                    confirmButtonText: `ذخیره‌ی فهرست`,
                    cancelButtonText: `بعداً`,
                  })
                ).isConfirmed &&
                  e[0] &&
                  b(`giftcards-${e[0].batch_id ?? `new`}.csv`, e);
            },
          });
      },
      noValidate: !0,
      children: (0, $.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, $.jsx)(p, { order: 2, size: `h5`, children: `ساخت دسته‌ی تازه` }),
          (0, $.jsxs)(c, {
            align: `flex-start`,
            gap: `sm`,
            grow: !0,
            preventGrowOverflow: !1,
            wrap: `wrap`,
            children: [
              (0, $.jsx)(w, {
                label: `مبلغ هر کارت (تومان)`,
                withAsterisk: !0,
                value: t,
                onChange: r,
                min: 0,
                allowDecimal: !1,
                allowNegative: !1,
                thousandSeparator: `,`,
                error: h.amount,
                miw: 180,
                'data-testid': `giftcard-amount`,
              }),
              (0, $.jsx)(w, {
                label: `تعداد`,
                withAsterisk: !0,
                value: i,
                onChange: s,
                min: 1,
                max: 1e3,
                allowDecimal: !1,
                allowNegative: !1,
                error: h.count,
                miw: 120,
                'data-testid': `giftcard-count`,
              }),
              (0, $.jsx)(o, {
                label: `برچسب`,
                placeholder: `مثلاً نمایشگاه پاییز`,
                value: d,
                onChange: (e) => f(e.currentTarget.value),
                error: h.label,
                miw: 180,
                'data-testid': `giftcard-label`,
              }),
            ],
          }),
          (0, $.jsx)(c, {
            justify: `flex-end`,
            children: (0, $.jsx)(a, {
              type: `submit`,
              loading: e.isPending,
              'data-testid': `giftcard-submit`,
              children: `ساخت کارت‌ها`,
            }),
          }),
        ],
      }),
    }),
  });
}
function re({ rows: e }) {
  const r = S();
  return e.length === 0
    ? (0, $.jsx)(m, {
        withBorder: !0,
        radius: `md`,
        children: (0, $.jsx)(K, { icon: y, title: `هنوز کارت هدیه‌ای ساخته نشده است`, testId: `batches-empty` }),
      })
    : (0, $.jsx)(m, {
        withBorder: !0,
        radius: `md`,
        children: (0, $.jsx)(W.ScrollContainer, {
          minWidth: 760,
          type: `native`,
          children: (0, $.jsxs)(W, {
            striped: !0,
            verticalSpacing: `sm`,
            'data-testid': `batches-table`,
            children: [
              (0, $.jsx)(W.Thead, {
                children: (0, $.jsxs)(W.Tr, {
                  children: [
                    (0, $.jsx)(W.Th, { children: `تاریخ` }),
                    (0, $.jsx)(W.Th, { children: `برچسب` }),
                    (0, $.jsx)(W.Th, { children: `مبلغ هر کارت` }),
                    (0, $.jsx)(W.Th, { children: `استفاده شده` }),
                    (0, $.jsx)(W.Th, { children: `سازنده` }),
                    (0, $.jsx)(W.Th, { 'aria-label': `کارها` }),
                  ],
                }),
              }),
              (0, $.jsx)(W.Tbody, {
                children: e.map((e) =>
                  (0, $.jsxs)(
                    W.Tr,
                    {
                      'data-testid': `batch-row`,
                      'data-id': e.id,
                      'data-label': e.label,
                      children: [
                        (0, $.jsx)(W.Td, { style: { whiteSpace: `nowrap` }, children: h(e.jdate) }),
                        (0, $.jsx)(W.Td, {
                          children: (0, $.jsx)(f, {
                            component: I,
                            to: `/admin/giftcards/${e.id}`,
                            size: `sm`,
                            fw: 600,
                            children: e.label || `بی‌برچسب`,
                          }),
                        }),
                        (0, $.jsx)(W.Td, { style: { whiteSpace: `nowrap` }, children: g(e.amount) }),
                        (0, $.jsx)(W.Td, {
                          miw: 140,
                          children: (0, $.jsxs)(n, {
                            gap: 4,
                            children: [
                              (0, $.jsxs)(t, {
                                size: `sm`,
                                'data-testid': `batch-used`,
                                children: [l(e.used), ` از `, l(e.count)],
                              }),
                              (0, $.jsx)(U, {
                                value: e.count ? (e.used / e.count) * 100 : 0,
                                size: `sm`,
                                'aria-hidden': !0,
                              }),
                            ],
                          }),
                        }),
                        (0, $.jsx)(W.Td, { children: e.created_by?.name ?? `—` }),
                        (0, $.jsx)(W.Td, {
                          children: (0, $.jsx)(a, {
                            size: `xs`,
                            variant: `light`,
                            leftSection: (0, $.jsx)(G, { size: 14, 'aria-hidden': !0 }),
                            loading: r.isPending && r.variables === e.id,
                            onClick: () => r.mutate(e.id),
                            'data-testid': `export-batch`,
                            children: `دریافت فهرست`,
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
      });
}
function ie() {
  s(`کارت‌های هدیه`);
  const e = _(),
    { data: t } = x(e);
  return (0, $.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-giftcards`,
    children: [
      (0, $.jsx)(p, { order: 1, size: `h3`, children: `کارت‌های هدیه` }),
      (0, $.jsx)(ne, {}),
      t
        ? (0, $.jsxs)($.Fragment, {
            children: [(0, $.jsx)(re, { rows: t.data }), (0, $.jsx)(v, { total: t.last_page })],
          })
        : (0, $.jsx)(d, { fullScreen: !1 }),
    ],
  });
}

export { ie as AdminGiftCardsRoute };
