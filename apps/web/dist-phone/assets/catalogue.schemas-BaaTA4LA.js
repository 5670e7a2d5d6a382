import { n as a, y as c, _ as e, m as i, d as n, o, g as r, p as s, a as t } from './common-CVhYgptH.js';

var l = e({
  id: r().int(),
  name: c(),
  info: c(),
  price: r(),
  days: r().int(),
  traffic_gb: r(),
  is_v2ray: i(),
  is_radius: i(),
  is_custom: i(),
  packagegroup_id: r().int(),
  transferlimit: r(),
  day: r().int(),
  month_rate: r(),
});
e({ id: r().int(), name: c(), info: c(), packages: s(l) }),
  e({ service_id: n().int().positive().max(a, `سرویس معتبر نیست`).optional() });
var u = l.extend({ active: i(), sort: r().int() });
e({ id: r().int(), name: c(), info: c(), active: i(), sort: r().int(), packages: s(u) });
var d = (e) => i({ error: `${e} باید بله یا خیر باشد` }),
  f = (e) =>
    r({ error: `${e} باید عدد باشد` })
      .int(`${e} باید عدد صحیح باشد`)
      .min(0, `${e} نمی‌تواند منفی باشد`),
  p = e({
    name: t(`نام گروه نمی‌تواند خالی باشد`, 100),
    info: o(500).default(``),
    active: d(`فعال بودن`).default(!0),
    sort: f(`ترتیب`).default(0),
  });
e({ name: t(`نام گروه نمی‌تواند خالی باشد`, 100), info: o(500), active: d(`فعال بودن`), sort: f(`ترتیب`) }).partial();
var m = {
    packagegroup_id: r({ error: `گروه بسته را انتخاب کنید` })
      .int()
      .positive(`گروه بسته را انتخاب کنید`)
      .max(a, `گروه بسته معتبر نیست`),
    name: t(`نام بسته نمی‌تواند خالی باشد`, 100),
    info: o(500),
    price: f(`قیمت`).max(1e9, `قیمت بیش از حد بزرگ است`),
    days: f(`تعداد روز`).max(3650, `تعداد روز حداکثر ۳۶۵۰ است`),
    traffic_gb: r({ error: `حجم باید عدد باشد` }).min(0, `حجم نمی‌تواند منفی باشد`).max(1e5),
    is_v2ray: d(`V2Ray`),
    is_radius: d(`RADIUS`),
    is_custom: d(`بسته‌ی دلخواه`),
    transferlimit: r({ error: `سقف حجم باید عدد باشد` }).min(0).max(1e5),
    day: f(`سقف روز`).max(3650),
    month_rate: r({ error: `نرخ ماهانه باید عدد باشد` }).min(0, `نرخ ماهانه نمی‌تواند منفی باشد`).max(10),
    active: d(`فعال بودن`),
    sort: f(`ترتیب`),
  },
  h = (e) => e.is_v2ray !== !1 || e.is_radius !== !1,
  g = e({
    ...m,
    info: m.info.default(``),
    days: m.days.default(30),
    traffic_gb: m.traffic_gb.default(0),
    is_v2ray: m.is_v2ray.default(!0),
    is_radius: m.is_radius.default(!1),
    is_custom: m.is_custom.default(!1),
    transferlimit: m.transferlimit.default(0),
    day: m.day.default(0),
    month_rate: m.month_rate.default(0),
    active: m.active.default(!0),
    sort: m.sort.default(0),
  }).refine(h, { message: `بسته باید دست‌کم یکی از V2Ray یا RADIUS را بدهد`, path: [`is_v2ray`] }),
  _ = e(m)
    .partial()
    .refine(h, { message: `بسته باید دست‌کم یکی از V2Ray یا RADIUS را بدهد`, path: [`is_v2ray`] });
e({ id: r().int(), name: c(), items: s(e({ title: c(), value: c() })) });
var v = e({
  name: t(`نام سرور نمی‌تواند خالی باشد`, 100),
  items: s(e({ title: t(`عنوان نمی‌تواند خالی باشد`, 100), value: o(500) })).max(50),
});
e({ id: r().int(), name: c() });
var y = e({
  name: c({ error: `نام فایل را وارد کنید` })
    .trim()
    .regex(/^[\w.-]{1,80}\.ovpn$/, `نام فایل باید با .ovpn تمام شود و فقط حروف لاتین، عدد، نقطه، خط تیره داشته باشد`),
  content: c().max(2e5, `فایل بیش از حد بزرگ است`).default(``),
});

export { _ as a, g as n, p as r, v as i, y as t };
