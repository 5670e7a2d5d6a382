import { t as M } from './Alert-DFvqV_h5.js';
import { t as S } from './Badge-DCsC8PGu.js';
import { t as j } from './empty-state-Btny1RmZ.js';
import { n as L, t as R } from './field-errors-BfcQQgoX.js';
import { i as _, s as b, d as g, a as h, n as v, u as x, o as y } from './get-resellers-CMIfMVqQ.js';
import { t as I } from './IconInfoCircle-vK0-nvFu.js';
import {
  O as a,
  a as c,
  m as d,
  q as f,
  G as i,
  at as l,
  w as m,
  Q as o,
  st as p,
  E as r,
  Y as s,
  i as u,
} from './index-B3ichRAS.js';
import { t as N } from './Modal-DKsxBwus.js';
import { t as P } from './NumberInput-B2qiK1Yq.js';
import { t as E, n as T } from './rate-badge-BieVrpi5.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as A, l as D, u as k, t as O } from './runtime-B8Ttn_BI.js';
import { t as C } from './SimpleGrid-BdsTzg9e.js';
import { t as F } from './Switch-ClKLhCYK.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as w } from './Table-BPfsbF3o.js';

function z(e, t, n = 100) {
  const r = Math.round(e * 1e8);
  return Math.floor((r * t * n) / 100 / 1e8 + 1e-9);
}
var B = e(A()),
  V = ({ id: e, body: t }) =>
    e ? a(i.updatePayGroup, { params: { id: e }, body: t }) : a(i.createPayGroup, { body: t });
function H() {
  const e = D();
  return O({
    mutationFn: V,
    onSuccess: () => Promise.all([e.invalidateQueries({ queryKey: h }), e.invalidateQueries({ queryKey: v })]),
  });
}
var U = k();
function W({ kind: e, label: r, on: i, onToggle: a, rate: o, onRate: s, error: c, usdPrice: u }) {
  const d = typeof o == `number` ? o : void 0;
  return (0, U.jsx)(p, {
    withBorder: !0,
    radius: `md`,
    p: `sm`,
    'data-testid': `paygroup-${e}`,
    children: (0, U.jsxs)(n, {
      gap: `xs`,
      children: [
        (0, U.jsxs)(l, {
          justify: `space-between`,
          wrap: `nowrap`,
          children: [
            (0, U.jsx)(F, {
              label: r,
              checked: i,
              onChange: (e) => a(e.currentTarget.checked),
              'data-testid': `paygroup-${e}-on`,
            }),
            d !== void 0 && (0, U.jsx)(E, { rate: d, id: `paygroup-${e}` }),
          ],
        }),
        (0, U.jsx)(P, {
          label: `نرخ شارژ (درصد)`,
          description: `۱۰۰ یعنی به نرخ روز دلار؛ ۱۰۵ یعنی ۵٪ بیشتر`,
          value: o,
          onChange: s,
          min: 0,
          max: 1e3,
          allowDecimal: !1,
          allowNegative: !1,
          inputMode: `numeric`,
          error: c,
          'data-testid': `paygroup-${e}-rate`,
        }),
        u !== void 0 &&
          d !== void 0 &&
          (0, U.jsxs)(t, {
            size: `xs`,
            c: `dimmed`,
            'data-testid': `paygroup-${e}-example`,
            children: [`با دلار `, m(u), `، هر دلار `, m(z(1, u, d)), ` شارژ می‌شود.`],
          }),
      ],
    }),
  });
}
function G({ group: e, onClose: t }) {
  const i = H(),
    a = b(),
    [c, u] = (0, B.useState)(e?.name ?? ``),
    [f, p] = (0, B.useState)(e?.has_perfectmoney ?? !1),
    [m, h] = (0, B.useState)(e?.perfect_charge_rate ?? 100),
    [_, v] = (0, B.useState)(e?.has_crypto ?? !1),
    [y, S] = (0, B.useState)(e?.crypto_charge_rate ?? 100),
    [w, T] = (0, B.useState)(e?.telegram ?? ``),
    [E, D] = (0, B.useState)({}),
    O = (n) => {
      n.preventDefault();
      const r = {
          name: c,
          has_perfectmoney: f,
          perfect_charge_rate: L(m),
          has_crypto: _,
          crypto_charge_rate: L(y),
          telegram: w,
        },
        a = (e ? g : x).safeParse(r);
      if (!a.success) return D(R(a.error));
      D({}),
        i.mutate(
          { id: e?.id, body: a.data },
          {
            onSuccess: () => {
              t(), d(e ? `گروه پرداخت ویرایش شد` : `گروه پرداخت ساخته شد`);
            },
          },
        );
    },
    k = a.data?.usd_price;
  return (0, U.jsx)(N, {
    opened: !0,
    onClose: t,
    title: e ? `ویرایش ${e.name}` : `افزودن گروه پرداخت`,
    centered: !0,
    size: `lg`,
    'data-testid': `paygroup-dialog`,
    children: (0, U.jsx)(`form`, {
      onSubmit: O,
      noValidate: !0,
      children: (0, U.jsxs)(n, {
        gap: `sm`,
        children: [
          e !== null &&
            e.resellers > 0 &&
            (0, U.jsxs)(M, {
              variant: `light`,
              color: `blue`,
              icon: (0, U.jsx)(I, { size: 18, 'aria-hidden': !0 }),
              children: [`تغییرها همان لحظه برای `, r(e.resellers), ` فروشنده‌ی این گروه اعمال می‌شود.`],
            }),
          (0, U.jsx)(s, {
            label: `نام گروه`,
            withAsterisk: !0,
            value: c,
            onChange: (e) => u(e.currentTarget.value),
            error: E.name,
            'data-testid': `paygroup-name`,
          }),
          (0, U.jsxs)(C, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              (0, U.jsx)(W, {
                kind: `perfect`,
                label: `ووچر پرفکت‌مانی`,
                on: f,
                onToggle: p,
                rate: m,
                onRate: h,
                error: E.perfect_charge_rate,
                usdPrice: k,
              }),
              (0, U.jsx)(W, {
                kind: `crypto`,
                label: `رمزارز (ترون و تون)`,
                on: _,
                onToggle: v,
                rate: y,
                onRate: S,
                error: E.crypto_charge_rate,
                usdPrice: k,
              }),
            ],
          }),
          (0, U.jsx)(s, {
            label: `پیوند پشتیبانی تلگرام`,
            description: `روی داشبورد فروشندگان این گروه نشان داده می‌شود`,
            placeholder: `https://t.me/support`,
            dir: `ltr`,
            value: w,
            onChange: (e) => T(e.currentTarget.value),
            error: E.telegram,
            'data-testid': `paygroup-telegram`,
          }),
          (0, U.jsxs)(l, {
            justify: `flex-end`,
            children: [
              (0, U.jsx)(o, { variant: `default`, onClick: t, children: `انصراف` }),
              (0, U.jsx)(o, {
                type: `submit`,
                loading: i.isPending,
                'data-testid': `paygroup-submit`,
                children: e ? `ثبت تغییرات` : `افزودن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function K({ groups: e }) {
  const [i, a] = (0, B.useState)();
  return (0, U.jsxs)(n, {
    gap: `md`,
    children: [
      (0, U.jsx)(t, {
        size: `sm`,
        c: `dimmed`,
        children: `هر فروشنده در یک گروه پرداخت است. گروه تعیین می‌کند شارژ با ووچر و رمزارز برای او باز باشد یا نه، با چه نرخی اعتبار بگیرد (۱۰۰ یعنی به نرخ روز دلار) و کدام پیوند تلگرام را ببیند. گروه نخست برای فروشندگان تازه است.`,
      }),
      (0, U.jsx)(l, {
        justify: `flex-end`,
        children: (0, U.jsx)(o, {
          onClick: () => a(null),
          'data-testid': `add-paygroup`,
          children: `افزودن گروه پرداخت`,
        }),
      }),
      e.length === 0
        ? (0, U.jsx)(p, {
            withBorder: !0,
            radius: `md`,
            children: (0, U.jsx)(j, { icon: T, title: `هنوز گروه پرداختی ساخته نشده است`, testId: `paygroups-empty` }),
          })
        : (0, U.jsx)(C, {
            cols: { base: 1, sm: 2, lg: 3 },
            spacing: `md`,
            children: e.map((e, i) =>
              (0, U.jsx)(
                p,
                {
                  withBorder: !0,
                  radius: `md`,
                  p: `md`,
                  'data-testid': `paygroup-card`,
                  'data-name': e.name,
                  children: (0, U.jsxs)(n, {
                    gap: `sm`,
                    children: [
                      (0, U.jsxs)(l, {
                        justify: `space-between`,
                        wrap: `nowrap`,
                        gap: `xs`,
                        children: [
                          (0, U.jsx)(t, { fw: 700, style: { overflowWrap: `anywhere` }, children: e.name }),
                          (0, U.jsxs)(l, {
                            gap: 4,
                            wrap: `nowrap`,
                            children: [
                              i === 0 &&
                                (0, U.jsx)(S, {
                                  variant: `light`,
                                  color: `gray`,
                                  'data-testid': `paygroup-default`,
                                  children: `حساب‌های تازه`,
                                }),
                              (0, U.jsxs)(S, {
                                variant: `light`,
                                'data-testid': `paygroup-resellers`,
                                children: [r(e.resellers), ` فروشنده`],
                              }),
                            ],
                          }),
                        ],
                      }),
                      (0, U.jsx)(w, {
                        verticalSpacing: 4,
                        fz: `sm`,
                        children: (0, U.jsxs)(w.Tbody, {
                          children: [
                            (0, U.jsxs)(w.Tr, {
                              children: [
                                (0, U.jsx)(w.Td, { c: `dimmed`, w: `40%`, children: `ووچر پرفکت‌مانی` }),
                                (0, U.jsx)(w.Td, {
                                  'data-testid': `paygroup-perfect-cell`,
                                  children: (0, U.jsxs)(l, {
                                    gap: 6,
                                    children: [
                                      _(e.has_perfectmoney, e.perfect_charge_rate),
                                      e.has_perfectmoney &&
                                        (0, U.jsx)(E, { rate: e.perfect_charge_rate, id: `perfect` }),
                                    ],
                                  }),
                                }),
                              ],
                            }),
                            (0, U.jsxs)(w.Tr, {
                              children: [
                                (0, U.jsx)(w.Td, { c: `dimmed`, children: `رمزارز` }),
                                (0, U.jsx)(w.Td, {
                                  'data-testid': `paygroup-crypto-cell`,
                                  children: (0, U.jsxs)(l, {
                                    gap: 6,
                                    children: [
                                      _(e.has_crypto, e.crypto_charge_rate),
                                      e.has_crypto && (0, U.jsx)(E, { rate: e.crypto_charge_rate, id: `crypto` }),
                                    ],
                                  }),
                                }),
                              ],
                            }),
                            (0, U.jsxs)(w.Tr, {
                              children: [
                                (0, U.jsx)(w.Td, { c: `dimmed`, children: `تلگرام` }),
                                (0, U.jsx)(w.Td, {
                                  dir: e.telegram ? `ltr` : void 0,
                                  ta: `right`,
                                  style: { overflowWrap: `anywhere` },
                                  children: e.telegram || `—`,
                                }),
                              ],
                            }),
                          ],
                        }),
                      }),
                      (0, U.jsx)(l, {
                        justify: `flex-end`,
                        children: (0, U.jsx)(o, {
                          size: `xs`,
                          variant: `subtle`,
                          onClick: () => a(e),
                          'data-testid': `edit-paygroup`,
                          children: `ویرایش`,
                        }),
                      }),
                    ],
                  }),
                },
                e.id,
              ),
            ),
          }),
      i !== void 0 && (0, U.jsx)(G, { group: i, onClose: () => a(void 0) }),
    ],
  });
}
function q() {
  c(`گروه‌های پرداخت`);
  const { data: e } = y();
  return (0, U.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-paygroups`,
    children: [
      (0, U.jsx)(f, { order: 1, size: `h3`, children: `گروه‌های پرداخت` }),
      e ? (0, U.jsx)(K, { groups: e }) : (0, U.jsx)(u, { fullScreen: !1 }),
    ],
  });
}

export { q as AdminPayGroupsRoute };
