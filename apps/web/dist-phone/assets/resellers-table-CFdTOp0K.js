import { t as h } from './Badge-DCsC8PGu.js';
import { t as A } from './confirm-modal-Buw-II3V.js';
import { t as w } from './empty-state-Btny1RmZ.js';
import { n as R, t as z } from './field-errors-BfcQQgoX.js';
import { l as ee, c as j, f as M, n as N, r as ne, o as te } from './get-resellers-CMIfMVqQ.js';
import { t as E } from './IconCoins-mHexhRnE.js';
import { t as D } from './IconEdit-Fc0Z5lsG.js';
import { t as O } from './IconReceipt-hEANFQTB.js';
import { t as k } from './IconTrash-BPhFJnCp.js';
import { t as B } from './idempotency-key-DndsePE2.js';
import {
  X as a,
  it as c,
  ot as d,
  p as f,
  Q as i,
  l,
  w as m,
  G as n,
  Y as o,
  st as p,
  O as r,
  at as s,
  E as t,
  m as u,
} from './index-B3ichRAS.js';
import { t as T } from './Menu-CGs2WeyT.js';
import { t as P } from './Modal-DKsxBwus.js';
import { t as F } from './NumberInput-B2qiK1Yq.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { l as b, w as C, u as S, t as x, d as y } from './runtime-B8Ttn_BI.js';
import { t as I } from './SegmentedControl-B5dOM2xL.js';
import { t as V } from './Select-BFkHVZes.js';
import { t as re } from './SimpleGrid-BdsTzg9e.js';
import { t as H } from './Switch-ClKLhCYK.js';
import { i as _, r as v } from './store-B5VJ9oXn.js';
import { t as g } from './Table-BPfsbF3o.js';
import { t as L } from './Textarea-BvlYfSYl.js';

var ie = l(`outline`, `dots`, `Dots`, [
    [`path`, { d: `M4 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-0` }],
    [`path`, { d: `M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-1` }],
    [`path`, { d: `M18 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-2` }],
  ]),
  ae = l(`outline`, `login`, `Login`, [
    [`path`, { d: `M15 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2`, key: `svg-0` }],
    [`path`, { d: `M21 12h-13l3 -3`, key: `svg-1` }],
    [`path`, { d: `M11 15l-3 -3`, key: `svg-2` }],
  ]),
  oe = l(`outline`, `player-pause`, `PlayerPause`, [
    [`path`, { d: `M6 6a1 1 0 0 1 1 -1h2a1 1 0 0 1 1 1v12a1 1 0 0 1 -1 1h-2a1 1 0 0 1 -1 -1l0 -12`, key: `svg-0` }],
    [`path`, { d: `M14 6a1 1 0 0 1 1 -1h2a1 1 0 0 1 1 1v12a1 1 0 0 1 -1 1h-2a1 1 0 0 1 -1 -1l0 -12`, key: `svg-1` }],
  ]),
  U = l(`outline`, `player-play`, `PlayerPlay`, [[`path`, { d: `M7 4v16l13 -8l-13 -8`, key: `svg-0` }]]),
  W = l(`outline`, `user-off`, `UserOff`, [
    [`path`, { d: `M8.18 8.189a4.01 4.01 0 0 0 2.616 2.627m3.507 -.545a4 4 0 1 0 -5.59 -5.552`, key: `svg-0` }],
    [
      `path`,
      {
        d: `M6 21v-2a4 4 0 0 1 4 -4h4c.412 0 .81 .062 1.183 .178m2.633 2.618c.12 .38 .184 .785 .184 1.204v2`,
        key: `svg-1`,
      },
    ],
    [`path`, { d: `M3 3l18 18`, key: `svg-2` }],
  ]),
  G = e(C()),
  K = (e) => r(n.loginLink, { params: { id: e } }),
  se = () => x({ mutationFn: K }),
  ce = (e) => r(n.remove, { params: { id: e } });
function le() {
  const e = b();
  return x({ mutationFn: ce, onSuccess: () => e.invalidateQueries({ queryKey: N }) });
}
var ue = ({ id: e, body: t }) => r(n.update, { params: { id: e }, body: t });
function q() {
  const e = b();
  return x({ mutationFn: ue, onSuccess: () => e.invalidateQueries({ queryKey: N }) });
}
var de = [
  { value: `RESELLER`, label: `فروشندگان` },
  { value: `ADMIN`, label: `مدیران` },
  { value: ``, label: `همه` },
];
function fe(e) {
  const t = Number(e.get(`page`)),
    n = e.get(`type`);
  return {
    page: Number.isInteger(t) && t >= 1 ? t : 1,
    search: e.get(`search`) ?? ``,
    type: n === `ADMIN` ? `ADMIN` : n === `all` ? `` : `RESELLER`,
  };
}
function pe(e, t) {
  const n = new URLSearchParams(e);
  return (
    t.search !== void 0 && (t.search ? n.set(`search`, t.search) : n.delete(`search`)),
    t.type !== void 0 && (t.type === `RESELLER` ? n.delete(`type`) : n.set(`type`, t.type || `all`)),
    n.delete(`page`),
    n
  );
}
function me(e) {
  const t = new URL(e, window.location.origin);
  return t.searchParams.set(`tab`, `1`), `${window.location.origin}${t.pathname}${t.search}`;
}
var J = ({ id: e, amount: t, info: i, idempotencyKey: a }) =>
  r(n.correctBalance, { params: { id: e }, body: { amount: t, info: i }, idempotencyKey: a });
function he() {
  const e = b();
  return x({
    mutationFn: J,
    onSuccess: () =>
      Promise.all([e.invalidateQueries({ queryKey: N }), e.invalidateQueries({ queryKey: [`admin`, `transactions`] })]),
  });
}
var Y = S();
function ge({ user: e, onClose: t }) {
  const n = he(),
    [r, a] = (0, G.useState)(`add`),
    [o, c] = (0, G.useState)(``),
    [l, d] = (0, G.useState)(``),
    [f, p] = (0, G.useState)({}),
    [h] = (0, G.useState)(B);
  return (0, Y.jsx)(P, {
    opened: !0,
    onClose: t,
    title: `اصلاح موجودی`,
    centered: !0,
    'data-testid': `balance-dialog`,
    children: (0, Y.jsx)(`form`, {
      onSubmit: (i) => {
        i.preventDefault();
        const a = o === `` ? void 0 : Number(o) * (r === `subtract` ? -1 : 1),
          s = j.safeParse({ amount: a, info: l });
        if (!s.success) return p(z(s.error));
        p({}),
          n.mutate(
            { id: e.id, ...s.data, idempotencyKey: h },
            {
              onSuccess: (e) => {
                t(), u(`موجودی اصلاح شد`, [`موجودی جدید: ${m(e.balance)}`]);
              },
            },
          );
      },
      noValidate: !0,
      children: (0, Y.jsxs)(v, {
        gap: `md`,
        children: [
          (0, Y.jsxs)(_, {
            size: `sm`,
            children: [e.name || e.mobile, ` — موجودی فعلی: `, (0, Y.jsx)(`b`, { children: m(e.balance) })],
          }),
          (0, Y.jsx)(I, {
            fullWidth: !0,
            value: r,
            onChange: (e) => a(e),
            data: [
              { value: `add`, label: `افزایش موجودی` },
              { value: `subtract`, label: `کاهش موجودی` },
            ],
            'data-testid': `balance-direction`,
          }),
          (0, Y.jsx)(F, {
            label: `مبلغ (تومان)`,
            withAsterisk: !0,
            value: o,
            onChange: c,
            min: 1,
            allowDecimal: !1,
            allowNegative: !1,
            thousandSeparator: `,`,
            hideControls: !0,
            inputMode: `numeric`,
            error: f.amount,
            'data-testid': `balance-amount`,
          }),
          (0, Y.jsx)(L, {
            label: `دلیل اصلاح`,
            description: `در دفتر حساب فروشنده نوشته می‌شود`,
            withAsterisk: !0,
            autosize: !0,
            minRows: 2,
            value: l,
            onChange: (e) => d(e.currentTarget.value),
            error: f.info,
            'data-testid': `balance-info`,
          }),
          (0, Y.jsxs)(s, {
            justify: `flex-end`,
            children: [
              (0, Y.jsx)(i, { variant: `default`, onClick: t, disabled: n.isPending, children: `انصراف` }),
              (0, Y.jsx)(i, {
                type: `submit`,
                color: r === `subtract` ? `red` : void 0,
                loading: n.isPending,
                'data-testid': `balance-submit`,
                children: `ثبت اصلاحیه`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
var _e = (e) => r(n.create, { body: e });
function ve() {
  const e = b();
  return x({ mutationFn: _e, onSuccess: () => e.invalidateQueries({ queryKey: N }) });
}
var ye = [
  { value: `RESELLER`, label: `فروشنده` },
  { value: `ADMIN`, label: `مدیر` },
];
function X({ user: e, onClose: t }) {
  const n = te(),
    r = ve(),
    c = q(),
    [l, d] = (0, G.useState)(e?.name ?? ``),
    [f, p] = (0, G.useState)(e?.mobile ?? ``),
    [m, h] = (0, G.useState)(``),
    [g, _] = (0, G.useState)(e?.type ?? `RESELLER`),
    [y, b] = (0, G.useState)(e?.discount ?? 100),
    [x, S] = (0, G.useState)(e?.referralreward ?? 0),
    [C, w] = (0, G.useState)(e?.telegram ?? ``),
    [T, E] = (0, G.useState)(e ? String(e.payGroup.id) : null),
    [D, O] = (0, G.useState)(e?.active ?? !0),
    [k, A] = (0, G.useState)(e?.volumeservice ?? !1),
    [j, N] = (0, G.useState)(e?.storeenable ?? !1),
    [I, L] = (0, G.useState)({}),
    B = n.data?.find((e) => String(e.id) === T);
  return (0, Y.jsx)(P, {
    opened: !0,
    onClose: t,
    title: e ? `ویرایش ${e.name || e.mobile}` : `افزودن فروشنده`,
    centered: !0,
    size: `lg`,
    'data-testid': `reseller-dialog`,
    children: (0, Y.jsx)(`form`, {
      onSubmit: (n) => {
        n.preventDefault();
        const i = {
            name: l,
            mobile: f,
            type: g,
            discount: R(y),
            referralreward: R(x),
            telegram: C,
            paygroup_id: T === null ? void 0 : Number(T),
            active: D,
            volumeservice: k,
            storeenable: j,
          },
          a = e ? M.safeParse(m ? { ...i, password: m } : i) : ee.safeParse({ ...i, password: m });
        if (!a.success) return L(z(a.error));
        L({});
        const o = () => {
          t(), u(e ? `تغییرات حساب ثبت شد` : `حساب ساخته شد`);
        };
        e ? c.mutate({ id: e.id, body: a.data }, { onSuccess: o }) : r.mutate(a.data, { onSuccess: o });
      },
      noValidate: !0,
      children: (0, Y.jsxs)(v, {
        gap: `md`,
        children: [
          (0, Y.jsxs)(re, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              (0, Y.jsx)(o, {
                label: `نام`,
                withAsterisk: !0,
                value: l,
                onChange: (e) => d(e.currentTarget.value),
                error: I.name,
                'data-testid': `reseller-name`,
              }),
              (0, Y.jsx)(o, {
                label: `شماره موبایل`,
                withAsterisk: !0,
                inputMode: `tel`,
                value: f,
                onChange: (e) => p(e.currentTarget.value),
                error: I.mobile,
                'data-testid': `reseller-mobile`,
              }),
              (0, Y.jsx)(a, {
                label: `رمز عبور`,
                withAsterisk: !e,
                description: e ? `خالی بماند تا رمز فعلی بماند` : `دست‌کم ۸ نویسه`,
                autoComplete: `new-password`,
                value: m,
                onChange: (e) => h(e.currentTarget.value),
                error: I.password,
                visibilityToggleButtonProps: { 'aria-label': `نمایش یا پنهان کردن رمز عبور` },
                'data-testid': `reseller-password`,
              }),
              (0, Y.jsx)(V, {
                label: `نوع حساب`,
                data: ye,
                value: g,
                onChange: (e) => _(e ?? `RESELLER`),
                allowDeselect: !1,
                error: I.type,
                comboboxProps: { withinPortal: !0 },
                'data-testid': `reseller-type`,
              }),
              (0, Y.jsx)(F, {
                label: `درصد قیمت`,
                description: `۱۰۰ یعنی قیمت پایه؛ کمتر یعنی تخفیف`,
                value: y,
                onChange: b,
                min: 0,
                max: 1e3,
                allowDecimal: !1,
                allowNegative: !1,
                inputMode: `numeric`,
                error: I.discount,
                'data-testid': `reseller-discount`,
              }),
              (0, Y.jsx)(F, {
                label: `درصد پاداش معرفی`,
                description: `سهم معرف از خرید زیرمجموعه‌ها`,
                value: x,
                onChange: S,
                min: 0,
                max: 100,
                allowDecimal: !1,
                allowNegative: !1,
                inputMode: `numeric`,
                error: I.referralreward,
                'data-testid': `reseller-referralreward`,
              }),
              (0, Y.jsx)(V, {
                label: `گروه پرداخت`,
                description: B ? ne(B) : `نخستین گروه، اگر گروهی انتخاب نشود`,
                placeholder: n.isPending ? `در حال دریافت...` : `گروه پیش‌فرض`,
                data: (n.data ?? []).map((e) => ({ value: String(e.id), label: e.name })),
                value: T,
                onChange: E,
                clearable: !e,
                error: I.paygroup_id,
                comboboxProps: { withinPortal: !0 },
                'data-testid': `reseller-paygroup`,
              }),
              (0, Y.jsx)(o, {
                label: `تلگرام`,
                placeholder: `@username`,
                dir: `ltr`,
                value: C,
                onChange: (e) => w(e.currentTarget.value),
                error: I.telegram,
                'data-testid': `reseller-telegram`,
              }),
            ],
          }),
          (0, Y.jsxs)(s, {
            gap: `lg`,
            children: [
              (0, Y.jsx)(H, {
                label: `فعال`,
                checked: D,
                onChange: (e) => O(e.currentTarget.checked),
                error: I.active,
                'data-testid': `reseller-active`,
              }),
              (0, Y.jsx)(H, {
                label: `سرویس حجمی`,
                checked: k,
                onChange: (e) => A(e.currentTarget.checked),
                error: I.volumeservice,
                'data-testid': `reseller-volumeservice`,
              }),
              (0, Y.jsx)(H, {
                label: `فروشگاه`,
                checked: j,
                onChange: (e) => N(e.currentTarget.checked),
                error: I.storeenable,
                'data-testid': `reseller-storeenable`,
              }),
            ],
          }),
          (0, Y.jsxs)(s, {
            justify: `flex-end`,
            children: [
              (0, Y.jsx)(i, { variant: `default`, onClick: t, children: `انصراف` }),
              (0, Y.jsx)(i, {
                type: `submit`,
                loading: r.isPending || c.isPending,
                'data-testid': `reseller-submit`,
                children: e ? `ثبت تغییرات` : `افزودن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function Z({ user: e, variant: t, onDeleted: n }) {
  const [r, a] = (0, G.useState)(null),
    o = q(),
    c = le(),
    l = se(),
    p = e.type === `RESELLER`,
    m = () => a(null),
    h = () => {
      const t = window.open(`about:blank`, `_blank`);
      t && (t.opener = null),
        l.mutate(e.id, {
          onSuccess: (e) => {
            const n = me(e.url);
            t ? (t.location.href = n) : f(`پنجره‌ی جدید باز نشد`, [`اجازه‌ی باز شدن پنجره را بدهید و دوباره بزنید.`]);
          },
          onError: () => t?.close(),
        });
    },
    g = (t) =>
      o.mutate(
        { id: e.id, body: { active: t } },
        {
          onSuccess: () => {
            m(), u(t ? `حساب فعال شد` : `حساب غیرفعال شد`);
          },
        },
      ),
    _ = [
      { id: `edit`, label: `ویرایش`, icon: D, onClick: () => a(`edit`), show: !0 },
      { id: `balance`, label: `اصلاح موجودی`, icon: E, onClick: () => a(`balance`), show: !0 },
      { id: `login-as`, label: `ورود به پنل فروشنده`, icon: ae, onClick: h, show: p && e.active },
      e.active
        ? { id: `disable`, label: `غیرفعال کردن`, icon: oe, onClick: () => a(`disable`), show: !0 }
        : { id: `enable`, label: `فعال کردن`, icon: U, onClick: () => g(!0), show: !0 },
    ].filter((e) => e.show);
  return (0, Y.jsxs)(Y.Fragment, {
    children: [
      t === `menu`
        ? (0, Y.jsxs)(T, {
            position: `bottom-end`,
            withinPortal: !0,
            shadow: `md`,
            children: [
              (0, Y.jsx)(T.Target, {
                children: (0, Y.jsx)(d, {
                  variant: `subtle`,
                  color: `gray`,
                  'aria-label': `کارها`,
                  'data-testid': `reseller-menu-${e.id}`,
                  children: (0, Y.jsx)(ie, { size: 18, 'aria-hidden': !0 }),
                }),
              }),
              (0, Y.jsxs)(T.Dropdown, {
                children: [
                  (0, Y.jsx)(T.Item, {
                    component: y,
                    to: `/admin/resellers/${e.id}`,
                    leftSection: (0, Y.jsx)(O, { size: 16, 'aria-hidden': !0 }),
                    'data-testid': `action-ledger`,
                    children: `دفتر حساب`,
                  }),
                  _.map((e) =>
                    (0, Y.jsx)(
                      T.Item,
                      {
                        onClick: e.onClick,
                        leftSection: (0, Y.jsx)(e.icon, { size: 16, 'aria-hidden': !0 }),
                        'data-testid': `action-${e.id}`,
                        children: e.label,
                      },
                      e.id,
                    ),
                  ),
                  (0, Y.jsx)(T.Divider, {}),
                  (0, Y.jsx)(T.Item, {
                    color: `red`,
                    onClick: () => a(`delete`),
                    leftSection: (0, Y.jsx)(k, { size: 16, 'aria-hidden': !0 }),
                    'data-testid': `action-delete`,
                    children: `حذف`,
                  }),
                ],
              }),
            ],
          })
        : (0, Y.jsxs)(s, {
            gap: `xs`,
            'data-testid': `reseller-actions`,
            children: [
              _.map((e) =>
                (0, Y.jsx)(
                  i,
                  {
                    variant: `light`,
                    size: `xs`,
                    onClick: e.onClick,
                    loading: e.id === `login-as` && l.isPending,
                    leftSection: (0, Y.jsx)(e.icon, { size: 16, 'aria-hidden': !0 }),
                    'data-testid': `action-${e.id}`,
                    children: e.label,
                  },
                  e.id,
                ),
              ),
              (0, Y.jsx)(i, {
                variant: `light`,
                color: `red`,
                size: `xs`,
                onClick: () => a(`delete`),
                leftSection: (0, Y.jsx)(k, { size: 16, 'aria-hidden': !0 }),
                'data-testid': `action-delete`,
                children: `حذف`,
              }),
            ],
          }),
      r === `edit` && (0, Y.jsx)(X, { user: e, onClose: m }),
      r === `balance` && (0, Y.jsx)(ge, { user: e, onClose: m }),
      r === `disable` &&
        (0, Y.jsx)(A, {
          title: `غیرفعال کردن حساب`,
          warning: `این حساب دیگر نمی‌تواند وارد شود و ورودهای فعلی آن بسته می‌شوند. هر زمان بخواهید دوباره فعالش کنید.`,
          message: `حساب ${e.name || e.mobile} غیرفعال شود؟`,
          confirmLabel: `غیرفعال شود`,
          busy: o.isPending,
          onConfirm: () => g(!1),
          onClose: m,
          testId: `disable-dialog`,
        }),
      r === `delete` &&
        (0, Y.jsx)(A, {
          title: `حذف حساب`,
          warning: `حساب حذف و از فهرست‌ها پنهان می‌شود؛ دفتر حساب آن می‌ماند و شماره‌ی موبایل آزاد می‌شود. این کار برگشت‌پذیر نیست.`,
          message: `حساب ${e.name || e.mobile} حذف شود؟`,
          confirmLabel: `حذف شود`,
          busy: c.isPending,
          onConfirm: () =>
            c.mutate(e.id, {
              onSuccess: () => {
                m(), u(`حساب حذف شد`), n?.();
              },
            }),
          onClose: m,
          testId: `delete-dialog`,
        }),
    ],
  });
}
var Q = { filters: `_filters_4dmb6_1`, nowrap: `_nowrap_4dmb6_14` };
function $({ user: e }) {
  return (0, Y.jsxs)(s, {
    gap: 4,
    wrap: `wrap`,
    children: [
      e.type === `ADMIN` && (0, Y.jsx)(h, { color: `grape`, variant: `light`, children: `مدیر` }),
      e.active
        ? (0, Y.jsx)(h, { color: `teal`, variant: `light`, 'data-testid': `badge-active`, children: `فعال` })
        : (0, Y.jsx)(h, { color: `red`, variant: `light`, 'data-testid': `badge-inactive`, children: `غیرفعال` }),
      e.volumeservice &&
        (0, Y.jsx)(h, { color: `blue`, variant: `outline`, 'data-testid': `badge-volumeservice`, children: `حجمی` }),
      e.storeenable &&
        (0, Y.jsx)(h, { color: `orange`, variant: `outline`, 'data-testid': `badge-storeenable`, children: `فروشگاه` }),
    ],
  });
}
function be({ rows: e, filtered: n }) {
  return e.length === 0
    ? (0, Y.jsx)(p, {
        withBorder: !0,
        radius: `md`,
        children: (0, Y.jsx)(w, {
          icon: W,
          title: n ? `حسابی با این جستجو پیدا نشد` : `هنوز فروشنده‌ای ثبت نشده است`,
          testId: `resellers-empty`,
        }),
      })
    : (0, Y.jsx)(p, {
        withBorder: !0,
        radius: `md`,
        children: (0, Y.jsx)(g.ScrollContainer, {
          minWidth: 900,
          type: `native`,
          children: (0, Y.jsxs)(g, {
            striped: !0,
            highlightOnHover: !0,
            verticalSpacing: `sm`,
            'data-testid': `resellers-table`,
            children: [
              (0, Y.jsx)(g.Thead, {
                children: (0, Y.jsxs)(g.Tr, {
                  children: [
                    (0, Y.jsx)(g.Th, { children: `نام و موبایل` }),
                    (0, Y.jsx)(g.Th, { children: `موجودی` }),
                    (0, Y.jsx)(g.Th, { children: `درصد قیمت` }),
                    (0, Y.jsx)(g.Th, { children: `پاداش معرفی` }),
                    (0, Y.jsx)(g.Th, { children: `گروه پرداخت` }),
                    (0, Y.jsx)(g.Th, { children: `وضعیت` }),
                    (0, Y.jsx)(g.Th, { 'aria-label': `کارها` }),
                  ],
                }),
              }),
              (0, Y.jsx)(g.Tbody, {
                children: e.map((e) =>
                  (0, Y.jsxs)(
                    g.Tr,
                    {
                      'data-testid': `reseller-row`,
                      'data-mobile': e.mobile,
                      'data-id': e.id,
                      children: [
                        (0, Y.jsxs)(g.Td, {
                          className: Q.nowrap,
                          children: [
                            (0, Y.jsx)(c, {
                              component: y,
                              to: `/admin/resellers/${e.id}`,
                              size: `sm`,
                              fw: 600,
                              children: e.name || e.mobile,
                            }),
                            (0, Y.jsx)(_, { size: `xs`, c: `dimmed`, children: t(e.mobile) }),
                          ],
                        }),
                        (0, Y.jsx)(g.Td, {
                          className: Q.nowrap,
                          'data-testid': `reseller-balance`,
                          children: m(e.balance),
                        }),
                        (0, Y.jsxs)(g.Td, { 'data-testid': `reseller-discount-cell`, children: [t(e.discount), `٪`] }),
                        (0, Y.jsxs)(g.Td, { children: [t(e.referralreward), `٪`] }),
                        (0, Y.jsx)(g.Td, { className: Q.nowrap, children: e.payGroup.name }),
                        (0, Y.jsx)(g.Td, { children: (0, Y.jsx)($, { user: e }) }),
                        (0, Y.jsx)(g.Td, { children: (0, Y.jsx)(Z, { user: e, variant: `menu` }) }),
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

export { $ as t, be as n, de as o, fe as c, pe as s, Q as r, X as a, Z as i };
