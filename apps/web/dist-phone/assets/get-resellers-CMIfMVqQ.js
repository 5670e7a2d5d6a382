import {
  d as a,
  i as c,
  o as d,
  r as f,
  a as i,
  m as l,
  y as m,
  f as o,
  u as p,
  _ as r,
  g as s,
  n as u,
} from './common-CVhYgptH.js';
import { O as _, G as g, E as h, U as v } from './index-B3ichRAS.js';
import { n as e, s as n, r as t } from './runtime-B8Ttn_BI.js';

var y = o([`ADMIN`, `RESELLER`, `CUSTOMER`], { error: `نوع کاربر معتبر نیست` }),
  b = r({
    id: s().int(),
    name: m(),
    has_perfectmoney: l(),
    has_crypto: l(),
    perfect_charge_rate: s().int(),
    crypto_charge_rate: s().int(),
    telegram: m(),
  });
b.extend({ resellers: s().int() });
var x = r({
  id: s().int(),
  name: m(),
  mobile: m(),
  type: y,
  balance: s().int(),
  discount: s().int(),
  volumeservice: l(),
  storeenable: l(),
  invitelink: m(),
  referralreward: s().int(),
  traffic_used: s(),
  traffic_total: s(),
  remain_days: s().int(),
  payGroup: b,
}).extend({ active: l(), telegram: m(), referral_code: m(), referrer_id: s().int().nullable(), created_at: m() });
r({
  page: a().int().min(1, `شماره‌ی صفحه معتبر نیست`).default(1),
  name: d(100).optional(),
  mobile: d(20).optional(),
  type: y.optional(),
}),
  p(x);
var S = (e) =>
    s({ error: `${e} باید عدد باشد` })
      .int(`${e} باید عدد صحیح باشد`)
      .min(0, `${e} نمی‌تواند منفی باشد`)
      .max(1e3, `${e} حداکثر ۱۰۰۰ است`),
  C = {
    name: i(`نام نمی‌تواند خالی باشد`, 100),
    mobile: f,
    type: o([`ADMIN`, `RESELLER`], { error: `نوع کاربر باید ADMIN یا RESELLER باشد` }),
    active: l({ error: `وضعیت فعال بودن باید بله یا خیر باشد` }),
    discount: S(`درصد قیمت`),
    volumeservice: l({ error: `سرویس حجمی باید بله یا خیر باشد` }),
    storeenable: l({ error: `فروشگاه باید بله یا خیر باشد` }),
    referralreward: S(`درصد پاداش معرفی`).max(100, `درصد پاداش معرفی حداکثر ۱۰۰ است`),
    telegram: d(100),
    paygroup_id: s({ error: `گروه پرداخت معتبر نیست` })
      .int()
      .positive(`گروه پرداخت معتبر نیست`)
      .max(u, `گروه پرداخت معتبر نیست`),
  },
  w = r({
    ...C,
    password: c,
    type: C.type.default(`RESELLER`),
    active: C.active.default(!0),
    discount: C.discount.default(100),
    volumeservice: C.volumeservice.default(!1),
    storeenable: C.storeenable.default(!1),
    referralreward: C.referralreward.default(0),
    telegram: C.telegram.default(``),
    paygroup_id: C.paygroup_id.optional(),
  }),
  T = r({ ...C, password: c }).partial(),
  E = {
    name: i(`نام گروه پرداخت نمی‌تواند خالی باشد`, 100),
    has_perfectmoney: l({ error: `پرفکت‌مانی باید بله یا خیر باشد` }),
    has_crypto: l({ error: `رمزارز باید بله یا خیر باشد` }),
    perfect_charge_rate: S(`نرخ شارژ ووچر`),
    crypto_charge_rate: S(`نرخ شارژ رمزارز`),
    telegram: d(200),
  },
  D = r({
    ...E,
    has_perfectmoney: E.has_perfectmoney.default(!1),
    has_crypto: E.has_crypto.default(!1),
    perfect_charge_rate: E.perfect_charge_rate.default(100),
    crypto_charge_rate: E.crypto_charge_rate.default(100),
    telegram: E.telegram.default(``),
  }),
  O = r(E).partial(),
  k = r({
    amount: s({ error: `مبلغ باید عدد باشد` })
      .int(`مبلغ باید عدد صحیح (تومان) باشد`)
      .refine((e) => e !== 0, `مبلغ نمی‌تواند صفر باشد`)
      .refine((e) => Math.abs(e) <= 1e10, `مبلغ بیش از حد بزرگ است`),
    info: i(`توضیح اصلاحیه نمی‌تواند خالی باشد`, 255),
  }),
  A = r({
    id: s().int(),
    type: s().int(),
    typename: m(),
    amount: s().int(),
    balance_after: s().int(),
    info: m(),
    jdate: m(),
    created_at: m(),
  });
r({ balance: s().int(), transaction: A });
var j = [`admin`, `paygroups`],
  M = () => _(g.listPayGroups),
  N = () => t({ queryKey: j, queryFn: M }),
  P = () => t({ queryKey: [`admin`, `rates`], queryFn: () => _(v.adminRates) });
function F(e, t) {
  return e ? `روشن، نرخ ${h(t)}٪` : `خاموش`;
}
function I(e) {
  return `ووچر: ${F(e.has_perfectmoney, e.perfect_charge_rate)} · رمزارز: ${F(e.has_crypto, e.crypto_charge_rate)}`;
}
var L = [`admin`, `users`],
  R = (e) => {
    const t = e.search.trim(),
      n = /^[\d۰-۹+\s-]+$/.test(t);
    return _(g.list, {
      query: {
        page: e.page,
        type: e.type || void 0,
        mobile: n ? t.replace(/[\s+-]/g, ``) : void 0,
        name: n ? void 0 : t || void 0,
      },
    });
  },
  z = (t) => e({ queryKey: [...L, `list`, t], queryFn: () => R(t), placeholderData: n, staleTime: 0 }),
  B = (e) => t(z(e));

export { B as t, D as u, F as i, I as r, j as a, k as c, L as n, N as o, O as d, P as s, T as f, w as l };
