import { t as S } from './Alert-DFvqV_h5.js';
import { l as D, g as E, y as k, v as O, f as T, _ as w } from './common-CVhYgptH.js';
import { n as j, t as M } from './field-errors-BfcQQgoX.js';
import { t as A } from './IconInfoCircle-vK0-nvFu.js';
import {
  Q as a,
  at as c,
  q as d,
  st as f,
  O as i,
  i as l,
  y as m,
  U as o,
  w as p,
  E as r,
  a as s,
  m as u,
} from './index-B3ichRAS.js';
import { t as C } from './NumberInput-B2qiK1Yq.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { t as _, r as g, l as h, u as v, w as y } from './runtime-B8Ttn_BI.js';
import { t as b } from './SimpleGrid-BdsTzg9e.js';
import { t as x } from './Skeleton-D-SLUjiH.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';

var N = (e, t, n) =>
  O(
    (e) => (typeof e == `string` ? D(e).replace(/[\s-]/g, ``) : e),
    k({ error: e })
      .min(1, e)
      .regex(RegExp(`^(\\d{${n.min},${n.max}})?$`), t),
  );
w({
  evoucher: N(`کد ووچر نمی‌تواند خالی باشد`, `کد ووچر باید فقط رقم باشد (۸ تا ۱۶ رقم)`, { min: 8, max: 16 }),
  activationcode: N(`کد فعال‌سازی نمی‌تواند خالی باشد`, `کد فعال‌سازی باید فقط رقم باشد (۱۲ تا ۲۰ رقم)`, {
    min: 12,
    max: 20,
  }),
}),
  w({ amount: E().int(), amount_usd: k(), balance: E().int() }),
  w({ price: E().int(), rate: E().int(), credit: E().int(), updated_at: k().nullable() }).extend({
    minimum: E().int(),
  });
var P = [`TRX`, `TON`];
w({ wallet: k().nullable(), tonwallet: k().nullable() }), w({ currency: T(P, { error: `ارز باید TRX یا TON باشد` }) });
var F = w({
  usd_price: E({ error: `نرخ دلار باید عدد باشد` })
    .int(`نرخ دلار باید عدد صحیح (تومان) باشد`)
    .min(1e3, `نرخ دلار دست‌کم ۱٬۰۰۰ تومان است`)
    .max(1e8, `نرخ دلار بیش از حد بزرگ است`),
});
w({ usd_price: E().int(), updated_at: k().nullable() }),
  w({ currency: T(P), usd: E().nullable(), toman: E().int().nullable(), unavailable: k().nullable() });
var I = [`admin`, `rates`],
  L = () => g({ queryKey: I, queryFn: () => i(o.adminRates) }),
  R = [`admin`, `rates`, `crypto`],
  z = () => g({ queryKey: R, queryFn: () => i(o.coinRates), refetchInterval: 6e4 }),
  B = v(),
  V = { TRX: `ترون`, TON: `تون` };
function H({ rates: e }) {
  return (0, B.jsx)(b, {
    cols: { base: 1, xs: 2 },
    spacing: `md`,
    maw: 560,
    'data-testid': `coin-rates`,
    children: (e ?? [void 0, void 0]).map((e, i) =>
      (0, B.jsx)(
        f,
        {
          withBorder: !0,
          radius: `md`,
          p: `md`,
          'data-testid': `coin-${e?.currency ?? i}`,
          children: e
            ? (0, B.jsxs)(n, {
                gap: 4,
                children: [
                  (0, B.jsxs)(t, { size: `sm`, c: `dimmed`, children: [`نرخ کنونی `, V[e.currency]] }),
                  e.toman === null
                    ? (0, B.jsx)(t, { size: `sm`, c: `orange.8`, children: e.unavailable })
                    : (0, B.jsxs)(B.Fragment, {
                        children: [
                          (0, B.jsx)(t, { fw: 700, size: `xl`, children: p(e.toman) }),
                          (0, B.jsxs)(t, {
                            size: `xs`,
                            c: `dimmed`,
                            children: [`هر `, V[e.currency], ` `, r(String(e.usd)), ` دلار در درگاه`],
                          }),
                        ],
                      }),
                ],
              })
            : (0, B.jsx)(x, { height: 64 }),
        },
        e?.currency ?? i,
      ),
    ),
  });
}
var U = e(y()),
  W = (e) => i(o.setUsdPrice, { body: { usd_price: e } });
function G() {
  const e = h();
  return _({
    mutationFn: W,
    onSuccess: (t) => {
      e.setQueryData(I, t), e.invalidateQueries({ queryKey: R });
    },
  });
}
function K({ usdPrice: e, updatedAt: r }) {
  const i = G(),
    [o, s] = (0, U.useState)(e || ``),
    [l, d] = (0, U.useState)();
  return (0, B.jsxs)(n, {
    gap: `md`,
    maw: 560,
    children: [
      (0, B.jsx)(f, {
        withBorder: !0,
        radius: `md`,
        p: `md`,
        children: (0, B.jsxs)(n, {
          gap: 4,
          children: [
            (0, B.jsx)(t, { size: `sm`, c: `dimmed`, children: `نرخ کنونی دلار` }),
            (0, B.jsx)(t, { fw: 700, size: `xl`, 'data-testid': `usd-current`, children: e ? p(e) : `ثبت نشده` }),
            (0, B.jsx)(t, {
              size: `xs`,
              c: `dimmed`,
              'data-testid': `usd-updated`,
              children: r ? `آخرین تغییر: ${m(r)}` : `هنوز تغییری ثبت نشده است`,
            }),
          ],
        }),
      }),
      (0, B.jsx)(f, {
        withBorder: !0,
        radius: `md`,
        p: `md`,
        children: (0, B.jsx)(`form`, {
          onSubmit: (e) => {
            e.preventDefault();
            const t = F.safeParse({ usd_price: j(o) });
            if (!t.success) return d(M(t.error).usd_price);
            d(void 0), i.mutate(t.data.usd_price, { onSuccess: () => void u(`نرخ دلار ثبت شد`) });
          },
          noValidate: !0,
          children: (0, B.jsxs)(c, {
            align: `flex-start`,
            gap: `sm`,
            children: [
              (0, B.jsx)(C, {
                label: `نرخ تازه‌ی دلار (تومان)`,
                value: o,
                onChange: s,
                min: 0,
                allowDecimal: !1,
                allowNegative: !1,
                thousandSeparator: `,`,
                error: l,
                style: { flex: `1 1 14rem` },
                'data-testid': `usd-price`,
              }),
              (0, B.jsx)(a, {
                type: `submit`,
                mt: { base: 0, xs: 25 },
                loading: i.isPending,
                'data-testid': `usd-submit`,
                children: `ثبت نرخ`,
              }),
            ],
          }),
        }),
      }),
      (0, B.jsx)(S, {
        variant: `light`,
        color: `blue`,
        icon: (0, B.jsx)(A, { size: 18, 'aria-hidden': !0 }),
        children: `شارژ با ووچر پرفکت‌مانی و ارزهای دیجیتال (ترون و تون) با همین نرخ به تومان حساب می‌شود؛ نرخ ترون و تون به دلار را درگاه پرداخت می‌دهد (کارت‌های زیر، هر دقیقه تازه می‌شوند) و در پنل جداگانه نگه داشته نمی‌شود.`,
      }),
    ],
  });
}
function q() {
  s(`نرخ ارزها`);
  const { data: e } = L(),
    t = z();
  return (0, B.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-rates`,
    children: [
      (0, B.jsx)(d, { order: 1, size: `h3`, children: `نرخ ارزها` }),
      e
        ? (0, B.jsx)(K, { usdPrice: e.usd_price, updatedAt: e.updated_at }, e.usd_price)
        : (0, B.jsx)(l, { fullScreen: !1 }),
      (0, B.jsx)(H, { rates: t.data }),
    ],
  });
}

export { q as AdminRatesRoute };
