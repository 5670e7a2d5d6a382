import {
  l as a,
  p as c,
  y as d,
  _ as e,
  g as i,
  u as l,
  c as n,
  m as o,
  f as r,
  n as s,
  a as t,
  v as u,
} from './common-CVhYgptH.js';

var f = [`zarinpal`, `cryptomus`, `card`],
  p = { AWAITING: 0, PAID: 1, DELIVERED: 2, FAILED: 3 };
e({ id: i().int(), name: d(), code: r(f), keys: c(d()), active: o() });
var m = e({ name: t(`نام روش پرداخت نمی‌تواند خالی باشد`, 100), active: o({ error: `وضعیت باید بله یا خیر باشد` }) }),
  h = (e) => /key|secret|pass/i.test(e),
  g = `••••`,
  _ = (e) => e.includes(g);
function v(e) {
  return _(e) ? e : e.length >= 16 ? `${e.slice(0, 4)}${g}${e.slice(-4)}` : g + g;
}
var y = e({ name: t(`عنوان کلید نمی‌تواند خالی باشد`, 50), value: t(`مقدار کلید نمی‌تواند خالی باشد`, 500) });
e({
  id: i().int(),
  name: d(),
  active: o(),
  order: i().int(),
  changepercent: i().int(),
  payment_method_id: i().int(),
  items: c(e({ name: d(), value: d() })),
  paymentMethod: e({ name: d(), code: r(f) }),
}),
  e({
    payment_method_id: i({ error: `درگاه را انتخاب کنید` })
      .int()
      .positive(`درگاه را انتخاب کنید`)
      .max(s, `درگاه معتبر نیست`),
    active: o({ error: `وضعیت باید بله یا خیر باشد` }).default(!0),
    order: i({ error: `ترتیب نمایش باید عدد باشد` }).int(`ترتیب نمایش باید عدد صحیح باشد`).min(0).max(1e3),
    changepercent: i({ error: `درصد تبدیل ارز باید عدد باشد` })
      .int(`درصد تبدیل ارز باید عدد صحیح باشد`)
      .min(1, `درصد تبدیل ارز دست‌کم ۱ است`)
      .max(1e3, `درصد تبدیل ارز حداکثر ۱۰۰۰ است`),
    items: c(y).max(20),
  }),
  e({
    id: i().int(),
    name: d(),
    price: i().int(),
    active: o(),
    link: d(),
    package_id: i().int(),
    package: e({ name: d(), price: i().int() }),
  });
var b = e({
    name: t(`نام محصول نمی‌تواند خالی باشد`, 100),
    price: i({ error: `قیمت نمی‌تواند خالی باشد` })
      .int(`قیمت باید عدد صحیح (تومان) باشد`)
      .min(1e3, `قیمت دست‌کم ۱٬۰۰۰ تومان است`)
      .max(1e9, `قیمت بیش از حد بزرگ است`),
    package_id: i({ error: `بسته را انتخاب کنید` }).int().positive(`بسته را انتخاب کنید`).max(s, `بسته معتبر نیست`),
    active: o({ error: `وضعیت باید بله یا خیر باشد` }).default(!0),
  }),
  x = e({
    id: i().int(),
    info: d(),
    user: e({ mobile: d() }),
    email: d(),
    price: i().int(),
    amount: d(),
    currency: d(),
    jdate: d(),
    status: i().int(),
    status_label: d(),
    service_id: i().int().nullable(),
    method: d(),
    reference: d(),
    awaiting_confirmation: o(),
  });
l(x);
var S = e({ id: i().int(), name: d(), code: r(f), amount: d(), currency: d() });
e({
  store: d(),
  servicename: d(),
  supportlink: d(),
  product: e({ name: d(), price: i().int(), days: i().int(), traffic_gb: i(), is_v2ray: o(), is_radius: o() }),
  methods: c(S),
});
var C = /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  w = e({
    contact: u(
      (e) => (typeof e == `string` ? a(e).trim() : e),
      d({ error: `موبایل یا ایمیل را وارد کنید` })
        .min(1, `موبایل یا ایمیل را وارد کنید`)
        .max(120, `موبایل یا ایمیل بیش از حد بلند است`)
        .refine((e) => n(e) !== null || C.test(e), `موبایل یا ایمیل معتبر نیست`),
    ),
    method_id: i({ error: `روش پرداخت را انتخاب کنید` })
      .int()
      .positive(`روش پرداخت را انتخاب کنید`)
      .max(s, `روش پرداخت معتبر نیست`),
  });
e({ order: d(), redirect: d().nullable() });
var T = e({
    reference: u(
      (e) => (typeof e == `string` ? a(e).trim() : e),
      d({ error: `شماره‌ی پیگیری واریز را وارد کنید` })
        .min(1, `شماره‌ی پیگیری واریز را وارد کنید`)
        .max(60, `شماره‌ی پیگیری بیش از حد بلند است`),
    ),
  }),
  E = e({
    is_v2ray: o(),
    is_radius: o(),
    link: d(),
    subscription_url: d(),
    username: d(),
    password: d(),
    ovpn: c(e({ name: d(), url: d() })),
  });
e({
  token: d(),
  store: d(),
  servicename: d(),
  supportlink: d(),
  product: d(),
  contact: d(),
  amount: d(),
  currency: d(),
  method: r(f),
  status: i().int(),
  status_label: d(),
  card: e({ card_number: d(), holder_name: d(), reference: d() }).nullable(),
  pay_url: d().nullable(),
  service: E.nullable(),
  jdate: d(),
}),
  e({ token: d().regex(/^[A-Za-z0-9_-]{16,64}$/, `نشانی معتبر نیست`) });

export { b as a, h as o, m as t, p as i, T as n, v as s, w as r };
