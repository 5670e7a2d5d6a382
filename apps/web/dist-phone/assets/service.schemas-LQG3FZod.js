import {
  m as a,
  p as c,
  u as d,
  _ as e,
  v as f,
  l as i,
  r as l,
  g as n,
  n as o,
  y as p,
  h as r,
  o as s,
  d as t,
  t as u,
} from './common-CVhYgptH.js';

var m = [15, 30, 45, 60, 90],
  h = e({
    id: n().int(),
    email: p(),
    password: p(),
    link: p(),
    subscription_url: p(),
    expire_in: p().nullable(),
    jreg_date: p(),
    jexpire_in: p(),
    expired_at: p().nullable(),
    remainDays: n().int(),
    statuscode: n().int().min(1).max(4),
    status: p(),
    banned: a(),
    usedpercent: n(),
    transfer_totalgb: n(),
    transfer_enablegb: n(),
    can_switch: a(),
    can_add_traffic: a(),
    can_delete: a(),
    expiry_warning: a(),
    usage_warning: a(),
    userservice: e({
      is_radius: a(),
      is_v2ray: a(),
      is_custom: a(),
      cost: n().int(),
      info: p(),
      startdate: p().nullable(),
      username: p(),
      paid: a(),
      unlimited_traffic: a(),
      package_id: n().int(),
      user: e({ id: n().int().nullable(), mobile: p(), name: p() }),
    }),
  }),
  g = (e) =>
    t({ error: `${e} معتبر نیست` })
      .int(`${e} معتبر نیست`)
      .positive(`${e} معتبر نیست`)
      .max(o, `${e} معتبر نیست`);
e({ service_id: g(`شناسه‌ی سرویس`) });
var _ = {
    batch: a().default(!1),
    count: t({ error: `تعداد باید عدد باشد` })
      .int(`تعداد باید عدد صحیح باشد`)
      .min(1, `تعداد باید دست‌کم ۱ باشد`)
      .default(1),
    servicewithoutphone: a().default(!1),
    user_id: g(`مشتری`).nullish(),
    mobile: p().max(30).nullish(),
    name: s(100).nullish(),
    description: s(500).nullish(),
  },
  v = (e) => ({ ...e, mobile: e.mobile ? i(e.mobile).trim() : `` });
e({
  package_id: g(`بسته`),
  ..._,
  day: t({ error: `تعداد روز باید عدد باشد` }).int(`تعداد روز باید عدد صحیح باشد`).nullish(),
  traffic: t({ error: `حجم باید عدد باشد` }).nullish(),
}).transform(v),
  e({
    package_id: g(`نوع سرویس`).nullish(),
    ..._,
    traffic: t({ error: `حجم باید عدد باشد` })
      .positive(`حجم باید بیشتر از صفر باشد`)
      .max(1e4, `حجم هر سرویس حداکثر ۱۰٬۰۰۰ گیگابایت است`),
    day: t({ error: `تعداد روز باید عدد باشد` })
      .refine((e) => m.includes(e), { message: `تعداد روز باید یکی از ۱۵، ۳۰، ۴۵، ۶۰ یا ۹۰ باشد` })
      .default(30),
  }).transform(v),
  e({
    page: t().int().min(1, `شماره‌ی صفحه معتبر نیست`).default(1),
    user_id: g(`مشتری`).optional(),
    status: t().int().min(0).max(4, `وضعیت معتبر نیست`).default(0),
    paid: t().int().min(0).max(2, `وضعیت پرداخت معتبر نیست`).default(0),
    search: s(100).optional(),
  }),
  d(h);
var y = e({ id: n().int(), jdate: p(), info: p(), description: p(), count: n().int() });
d(y),
  e({ filename: p(), content: p() }),
  e({ service_id: g(`شناسه‌ی سرویس`), package_id: g(`بسته`), day: t().int().nullish(), traffic: t().nullish() }),
  e({
    service_id: g(`شناسه‌ی سرویس`),
    traffic: t({ error: `حجم باید عدد باشد` })
      .int(`حجم باید عدد صحیح (گیگابایت) باشد`)
      .min(1, `حجم باید دست‌کم ۱ گیگابایت باشد`)
      .max(1e4, `حجم بیش از حد بزرگ است`),
    expired: f(
      (e) => (typeof e == `string` ? i(e).trim().replace(/\//g, `-`) : e),
      p({ error: `تاریخ انقضا را وارد کنید` }).regex(
        /^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
        `تاریخ انقضا باید به شکل ۱۴۰۵-۰۹-۳۰ باشد`,
      ),
    ),
  }),
  e({ service_id: g(`شناسه‌ی سرویس`), banned: a({ error: `وضعیت باید بله یا خیر باشد` }) }),
  e({ service_id: g(`شناسه‌ی سرویس`), paid: a({ error: `وضعیت پرداخت باید بله یا خیر باشد` }) });
var b = e({
  serviceId: g(`شناسه‌ی سرویس`),
  name: f(
    (e) => (typeof e == `string` ? e.trim() : e),
    p({ error: `نام و نام خانوادگی نمی‌تواند خالی باشد` }).min(1, `نام و نام خانوادگی نمی‌تواند خالی باشد`).max(100),
  ),
  mobile: l,
});
e({ price: n().int() }),
  c(e({ day: p(), dgb: n(), ugb: n() })),
  e({ online: a(), servers: c(p()), ips: c(e({ ip: p(), provider: p() })) }),
  e({ message: p(), moneyback: n().int(), trafficback: n() }),
  e({ id: n().int(), mobile: p(), name: p() }),
  e({
    mobile: f(
      (e) => (typeof e == `string` ? i(e).replace(/\s/g, ``) : e),
      p({ error: `بخشی از شماره موبایل را وارد کنید` }).min(4, `دست‌کم ۴ رقم از موبایل را وارد کنید`).max(13),
    ),
  }),
  e({ email: f((e) => (typeof e == `string` ? e.trim() : e), r(`نشانی ایمیل معتبر نیست`)) }),
  e({ user: p().min(1).max(64), pass: p().min(1).max(128), file: u(`نام فایل را وارد کنید`, 100) });

export { b as t, m as n };
