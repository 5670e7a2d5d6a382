import { t as T } from './Alert-DFvqV_h5.js';
import { t as w } from './empty-state-Btny1RmZ.js';
import { t as _ } from './IconLock-DfaZVTfx.js';
import { t as z } from './IconPlus-xu_WQQyt.js';
import { t as B } from './IconShoppingCart-DOIDlTIR.js';
import { t as A } from './IconStack2-EHhXEXLJ.js';
import { t as F } from './idempotency-key-DndsePE2.js';
import {
  Q as a,
  at as c,
  q as d,
  r as f,
  O as i,
  b as l,
  x as m,
  B as n,
  _ as o,
  st as p,
  K as r,
  a as s,
  A as t,
  m as u,
} from './index-B3ichRAS.js';
import { t as E } from './NumberInput-B2qiK1Yq.js';
import { t as I } from './Progress-D98xvOi1.js';
import { n as L, t as R } from './pool-days-badge-B0KA2aPe.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { r as b, w as C, u as S, l as v, t as x, n as y } from './runtime-B8Ttn_BI.js';
import { t as D } from './Select-BFkHVZes.js';
import { t as O } from './SimpleGrid-BdsTzg9e.js';
import { n as k } from './service.schemas-LQG3FZod.js';
import { n as V } from './settings-store-CXclhLR7.js';
import { r as g, i as h } from './store-B5VJ9oXn.js';
import { o as ee, a as j, i as M, n as N, t as P, r as te } from './view-service-dialog-CogEBj12.js';

var H = e(C()),
  U = (e) => i(n.trafficService, { body: e, idempotencyKey: F() });
function W() {
  const e = v();
  return x({
    mutationFn: U,
    onSuccess: () =>
      Promise.all([e.invalidateQueries({ queryKey: [`services`] }), e.invalidateQueries({ queryKey: [`auth`, `me`] })]),
  });
}
var G = S(),
  K = 30,
  q = { 'true,false': `لینک وی‌تو‌ری`, 'false,true': `اکانت اوپن‌وی‌پی‌ان`, 'true,true': `لینک وی‌تو‌ری و اکانت اوپن‌وی‌پی‌ان` };
function J(e) {
  const t = [];
  for (const n of e ?? []) {
    const e = new Set();
    for (const r of n.packages) {
      const i = `${r.is_v2ray},${r.is_radius}`;
      e.has(i) ||
        (e.add(i),
        t.push({ value: String(r.id), label: `${n.name}: ${q[i] ?? ``}`, v2rayOnly: r.is_v2ray && !r.is_radius }));
    }
  }
  return t;
}
function Y({ onPurchased: e }) {
  const { user: n } = t(),
    r = M(),
    [i, a] = (0, H.useState)(0),
    [s, c] = (0, H.useState)(String(K)),
    [u, d] = (0, H.useState)(null),
    [f, m] = (0, H.useState)(0),
    _ = j(f),
    v = W(),
    y = J(_.data),
    b = y.find((e) => e.value === u) ?? y.find((e) => e.v2rayOnly) ?? y[0],
    x = Number(i) || 0,
    S = x * r.quantity,
    C = (n?.remain_days ?? 0) > 0,
    w = n && C ? Math.max(0, n.traffic_total - n.traffic_used) : 0;
  return (0, G.jsxs)(G.Fragment, {
    children: [
      (0, G.jsx)(`form`, {
        onSubmit: (t) => {
          if ((t.preventDefault(), !b || x <= 0 || v.isPending)) return;
          const n = r.batch;
          v.mutate(
            { package_id: Number(b.value), ...r.body(), traffic: x, day: Number(s) },
            {
              onSuccess: (t) => {
                e(), r.delivered(t, n), n || (a(0), c(String(K)), m((e) => e + 1));
              },
            },
          );
        },
        noValidate: !0,
        'data-testid': `traffic-service-form`,
        children: (0, G.jsxs)(g, {
          gap: `md`,
          children: [
            (0, G.jsx)(N, { order: r }),
            (0, G.jsx)(p, {
              withBorder: !0,
              p: `md`,
              radius: `md`,
              children: (0, G.jsxs)(g, {
                gap: `sm`,
                children: [
                  (0, G.jsx)(D, {
                    label: `نوع سرویس`,
                    data: y.map(({ value: e, label: t }) => ({ value: e, label: t })),
                    value: b?.value ?? null,
                    onChange: d,
                    allowDeselect: !1,
                    disabled: _.isPending,
                    comboboxProps: { withinPortal: !0 },
                    'data-testid': `volume-access`,
                  }),
                  (0, G.jsxs)(O, {
                    cols: { base: 1, xs: 2 },
                    spacing: `sm`,
                    children: [
                      (0, G.jsx)(E, {
                        label: `حجم هر سرویس (گیگ)`,
                        value: i,
                        onChange: a,
                        min: 0,
                        decimalScale: 2,
                        allowNegative: !1,
                        'data-testid': `volume-traffic-input`,
                      }),
                      (0, G.jsx)(D, {
                        label: `مدت (روز)`,
                        data: k.map((e) => ({ value: String(e), label: `${l(e)} روز` })),
                        value: s,
                        onChange: (e) => c(e ?? String(K)),
                        allowDeselect: !1,
                        'data-testid': `volume-days`,
                      }),
                    ],
                  }),
                ],
              }),
            }),
            C
              ? S > w &&
                (0, G.jsx)(T, {
                  color: `orange`,
                  variant: `light`,
                  'data-testid': `volume-pool-warning`,
                  children: `حجم لازم از باقی‌مانده‌ی بسته‌ی حجمی شما بیشتر است.`,
                })
              : (0, G.jsx)(T, {
                  color: `red`,
                  variant: `light`,
                  'data-testid': `volume-pool-warning`,
                  children: `بسته‌ی حجمی شما فعال نیست؛ ابتدا یک بسته‌ی حجمی بخرید.`,
                }),
            (0, G.jsx)(te, {
              summary: (0, G.jsxs)(G.Fragment, {
                children: [
                  (0, G.jsxs)(h, {
                    size: `sm`,
                    'data-testid': `volume-need`,
                    children: [`حجم لازم: `, (0, G.jsxs)(`b`, { children: [o(S), ` گیگ`] })],
                  }),
                  (0, G.jsxs)(h, { size: `xs`, c: `dimmed`, children: [`باقی‌مانده‌ی بسته‌ی حجمی: `, o(w), ` گیگ`] }),
                ],
              }),
              label: `ساخت سرویس حجمی`,
              icon: (0, G.jsx)(A, { size: 18, 'aria-hidden': !0 }),
              busy: v.isPending,
              disabled: !b || x <= 0,
              testId: `volume-submit`,
            }),
          ],
        }),
      }),
      (0, G.jsx)(P, { service: r.created, onClose: r.closeCreated }),
    ],
  });
}
var X = (e) => i(r.buyPackage, { body: { package_id: e }, idempotencyKey: F() });
function Z() {
  const e = v();
  return x({
    mutationFn: X,
    onSuccess: () =>
      Promise.all([
        e.invalidateQueries({ queryKey: [`auth`, `me`] }),
        e.invalidateQueries({ queryKey: [`transactions`] }),
      ]),
  });
}
var ne = (e) => i(r.extend, { body: { traffic: e }, idempotencyKey: F() });
function re() {
  const e = v();
  return x({
    mutationFn: ne,
    onSuccess: () =>
      Promise.all([
        e.invalidateQueries({ queryKey: [`auth`, `me`] }),
        e.invalidateQueries({ queryKey: [`transactions`] }),
      ]),
  });
}
var ie = () => i(r.price),
  ae = () => y({ queryKey: [`volume`, `price`], queryFn: ie, staleTime: 0 }),
  oe = () => b(ae()),
  se = () => i(r.trafficPackages),
  Q = () => y({ queryKey: [`volume`, `packages`], queryFn: se, staleTime: 0 }),
  ce = () => b(Q());
function le({ user: e, onChanged: t }) {
  const { showprice: n } = V(),
    r = ce(),
    i = oe(),
    s = Z(),
    f = re(),
    [_, v] = (0, H.useState)(null),
    [y, b] = (0, H.useState)(10),
    x = e.remain_days > 0,
    S = Math.max(0, e.traffic_total - e.traffic_used),
    C = e.traffic_total > 0 ? Math.min(100, (e.traffic_used / e.traffic_total) * 100) : 0,
    w = r.data?.find((e) => String(e.id) === _),
    T = i.data?.price ?? 0,
    k = Number(y) || 0;
  return (0, G.jsx)(p, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    'data-testid': `traffic-pool`,
    children: (0, G.jsxs)(g, {
      gap: `md`,
      children: [
        (0, G.jsxs)(c, {
          justify: `space-between`,
          gap: `xs`,
          children: [
            (0, G.jsxs)(c, {
              gap: `xs`,
              wrap: `nowrap`,
              children: [
                (0, G.jsx)(L, { size: 22, color: `var(--mantine-color-violet-6)`, 'aria-hidden': !0 }),
                (0, G.jsx)(d, { order: 2, size: `h5`, children: `بسته‌ی حجمی شما` }),
              ],
            }),
            (0, G.jsx)(R, { remainDays: e.remain_days, testId: `pool-days` }),
          ],
        }),
        (0, G.jsxs)(g, {
          gap: 6,
          children: [
            (0, G.jsxs)(h, {
              size: `sm`,
              'data-testid': `pool-left`,
              children: [`باقی‌مانده: `, (0, G.jsxs)(`b`, { children: [o(x ? S : 0), ` گیگ`] })],
            }),
            (0, G.jsx)(I, { value: x ? C : 0, color: C >= 80 ? `red` : `violet`, 'aria-label': `مصرف بسته‌ی حجمی` }),
            (0, G.jsxs)(h, {
              size: `xs`,
              c: `dimmed`,
              'data-testid': `pool-used`,
              children: [o(e.traffic_used), ` از `, o(e.traffic_total), ` گیگ برای سرویس‌ها برداشته شده است`],
            }),
          ],
        }),
        (0, G.jsx)(ee, {}),
        (0, G.jsxs)(O, {
          cols: { base: 1, sm: 2 },
          spacing: `lg`,
          children: [
            (0, G.jsxs)(g, {
              gap: `xs`,
              children: [
                (0, G.jsx)(D, {
                  label: `خرید بسته‌ی حجمی`,
                  placeholder: `یک بسته انتخاب کنید`,
                  data: (r.data ?? []).map((e) => ({
                    value: String(e.id),
                    label: `${e.name} (${o(e.transferlimit)} گیگ، ${l(e.days)} روز): ${m(e.price, n)}`,
                  })),
                  value: _,
                  onChange: v,
                  nothingFoundMessage: `بسته‌ای برای فروش نیست`,
                  disabled: r.isPending,
                  'data-testid': `pool-package`,
                }),
                (0, G.jsx)(h, {
                  size: `xs`,
                  c: `dimmed`,
                  children: x
                    ? `حجم بسته به باقی‌مانده افزوده و مدت آن به پایان بسته‌ی فعلی اضافه می‌شود.`
                    : `بسته‌ی تازه از همین امروز شروع می‌شود.`,
                }),
                (0, G.jsx)(a, {
                  leftSection: (0, G.jsx)(B, { size: 16, 'aria-hidden': !0 }),
                  onClick: () => {
                    w &&
                      !s.isPending &&
                      s.mutate(w.id, {
                        onSuccess: () => {
                          t(),
                            v(null),
                            u(`بسته‌ی حجمی خریداری شد`, [`${o(w.transferlimit)} گیگ به بسته‌ی حجمی شما افزوده شد.`]);
                        },
                      });
                  },
                  disabled: !w || s.isPending,
                  'data-testid': `pool-buy`,
                  children: s.isPending ? `در حال پردازش...` : `خرید بسته`,
                }),
              ],
            }),
            (0, G.jsxs)(g, {
              gap: `xs`,
              children: [
                (0, G.jsx)(E, {
                  label: `خرید حجم اضافه (گیگ)`,
                  value: y,
                  onChange: b,
                  min: 1,
                  allowNegative: !1,
                  allowDecimal: !1,
                  disabled: !x,
                  'data-testid': `pool-extra`,
                }),
                (0, G.jsx)(h, {
                  size: `xs`,
                  c: `dimmed`,
                  'data-testid': `pool-extra-price`,
                  children: x
                    ? T > 0
                      ? `هر گیگ ${m(T, n)}؛ مبلغ کل ${m(T * k, n)}`
                      : `فروش حجم اضافه فعلاً ممکن نیست.`
                    : `حجم اضافه فقط به بسته‌ی فعال افزوده می‌شود.`,
                }),
                (0, G.jsx)(a, {
                  variant: `light`,
                  leftSection: (0, G.jsx)(z, { size: 16, 'aria-hidden': !0 }),
                  onClick: () => {
                    !x ||
                      T <= 0 ||
                      k <= 0 ||
                      f.isPending ||
                      f.mutate(k, {
                        onSuccess: () => {
                          t(), u(`حجم اضافه خریداری شد`, [`${o(k)} گیگ به بسته‌ی حجمی شما افزوده شد.`]);
                        },
                      });
                  },
                  disabled: !x || T <= 0 || k <= 0 || f.isPending,
                  'data-testid': `pool-extend`,
                  children: f.isPending ? `در حال پردازش...` : `خرید حجم اضافه`,
                }),
              ],
            }),
          ],
        }),
      ],
    }),
  });
}
var $ = `خرید سرویس حجمی`;
function ue() {
  s($);
  const e = v(),
    { user: n } = t();
  (0, H.useEffect)(() => {
    f(e);
  }, [e]);
  const r = () => void f(e);
  return n
    ? (0, G.jsxs)(g, {
        gap: `md`,
        'data-testid': `trafficservice`,
        children: [
          (0, G.jsx)(d, { order: 1, size: `h3`, children: $ }),
          n.volumeservice
            ? (0, G.jsxs)(G.Fragment, {
                children: [(0, G.jsx)(le, { user: n, onChanged: r }), (0, G.jsx)(Y, { onPurchased: r })],
              })
            : (0, G.jsx)(p, {
                withBorder: !0,
                radius: `md`,
                children: (0, G.jsx)(w, {
                  title: `سرویس حجمی برای حساب شما فعال نیست`,
                  description: `برای فعال شدن آن با پشتیبانی تماس بگیرید.`,
                  icon: _,
                  testId: `volume-disabled`,
                }),
              }),
        ],
      })
    : null;
}

export { ue as TrafficServiceRoute };
