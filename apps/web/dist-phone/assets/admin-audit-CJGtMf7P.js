import { t as E } from './Badge-DCsC8PGu.js';
import { l as T } from './common-CVhYgptH.js';
import { t as ee } from './data-pagination-Cv94AOFZ.js';
import { t as A } from './empty-state-Btny1RmZ.js';
import { t as k, n as O } from './IconChevronUp-BftnfPD9.js';
import {
  O as a,
  i as c,
  l as d,
  q as f,
  E as i,
  it as l,
  v as m,
  Q as o,
  st as p,
  C as r,
  a as s,
  j as u,
} from './index-B3ichRAS.js';
import { t as C, n as S } from './jalali-range-input-BMvYkfCo.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { r as _, w as b, n as g, d as h, s as v, x, u as y } from './runtime-B8Ttn_BI.js';
import { t as te } from './SegmentedControl-B5dOM2xL.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as D } from './Table-BPfsbF3o.js';
import { t as w } from './user-picker-Clzw0ygZ.js';

var j = {
    mobile: `موبایل`,
    password: `رمز عبور`,
    token: `کد`,
    code: `کد معرف`,
    telegram: `تلگرام`,
    name: `نام`,
    type: `نوع کاربر`,
    discount: `درصد قیمت`,
    referralreward: `پاداش معرفی`,
    paygroup_id: `گروه پرداخت`,
    amount: `مبلغ`,
    evoucher: `کد ووچر`,
    contact: `موبایل یا ایمیل`,
    method_id: `روش پرداخت`,
    reference: `شماره‌ی پیگیری`,
    payment_method_id: `درگاه`,
    changepercent: `درصد تبدیل ارز`,
    activationcode: `کد فعال‌سازی`,
    currency: `ارز`,
    usd_price: `نرخ دلار`,
    info: `توضیح`,
    page: `صفحه`,
    id: `شناسه`,
    undermaintenance: `وضعیت تعمیرات`,
    maintenancemessage: `پیام تعمیرات`,
    loginWithPassword: `نوع ورود`,
    title: `عنوان`,
    body: `متن`,
    user_id: `کاربر`,
    package_id: `بسته`,
    packagegroup_id: `گروه بسته`,
    service_id: `سرویس`,
    serviceId: `سرویس`,
    count: `تعداد`,
    batch: `نوع خرید`,
    traffic: `حجم`,
    traffic_gb: `حجم`,
    day: `تعداد روز`,
    days: `تعداد روز`,
    expired: `تاریخ انقضا`,
    email: `ایمیل`,
    from: `از تاریخ`,
    to: `تا تاریخ`,
    search: `جستجو`,
    status: `وضعیت`,
    paid: `وضعیت پرداخت`,
    banned: `وضعیت سرویس`,
    price: `قیمت`,
    items: `موارد`,
    content: `محتوا`,
    month_rate: `نرخ ماهانه`,
    transferlimit: `سقف حجم`,
    supportlink: `لینک پشتیبانی`,
    store: `نام فروشگاه`,
    servicename: `نام سرویس`,
    remarks: `ریمارک`,
    groupremarks: `ریمارک کاربران گروهی`,
    nasname: `نشانی NAS`,
    shortname: `نام کوتاه`,
    secret: `رمز مشترک`,
    description: `توضیحات`,
    kind: `نوع رویداد`,
    active: `فعال`,
    volumeservice: `فروش حجمی`,
    storeenable: `فروشگاه`,
    label: `برچسب`,
    serial: `سریال`,
    node_ids: `سرورها`,
  },
  M = d(`outline`, `history-off`, `HistoryOff`, [
    [
      `path`,
      {
        d: `M3.05 11a8.975 8.975 0 0 1 2.54 -5.403m2.314 -1.697a9 9 0 0 1 12.113 12.112m-1.695 2.312a9 9 0 0 1 -14.772 -3.324m-.5 5v-5h5`,
        key: `svg-0`,
      },
    ],
    [`path`, { d: `M3 3l18 18`, key: `svg-1` }],
  ]),
  N = e(b()),
  P = (e) =>
    a(u.list, {
      query: {
        page: e.page,
        kind: e.kind === `all` ? void 0 : e.kind,
        user_id: e.user_id,
        from: e.from || void 0,
        to: e.to || void 0,
      },
    }),
  F = (e) => g({ queryKey: [`admin`, `audit`, e], queryFn: () => P(e), placeholderData: v, staleTime: 0 }),
  I = (e) => _(F(e)),
  ne = [
    { value: `all`, label: `همه` },
    { value: `admin`, label: `مدیران` },
    { value: `money`, label: `جابه‌جایی پول` },
  ],
  L = /^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  R = (e) => {
    const t = T(e ?? ``).trim();
    return L.test(t) ? t : ``;
  };
function z(e) {
  const t = Number(e.get(`page`)),
    n = Number(e.get(`user_id`)),
    r = e.get(`kind`);
  return {
    page: Number.isInteger(t) && t >= 1 ? t : 1,
    kind: r === `admin` || r === `money` ? r : `all`,
    user_id: Number.isInteger(n) && n > 0 ? n : void 0,
    from: R(e.get(`from`)),
    to: R(e.get(`to`)),
  };
}
function B(e, t) {
  const n = new URLSearchParams(e);
  for (const [e, r] of Object.entries(t)) r === `` || r === void 0 || r === `all` ? n.delete(e) : n.set(e, String(r));
  return n.delete(`page`), n;
}
var V = (e) => !!(e.kind !== `all` || e.user_id || e.from || e.to),
  H = { filters: `_filters_bt1ar_1`, nowrap: `_nowrap_bt1ar_14`, details: `_details_bt1ar_18` },
  U = y();
function W({ filters: e, onChange: r, dateRange: i }) {
  return (0, U.jsx)(p, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    'data-testid': `audit-filters`,
    children: (0, U.jsxs)(`div`, {
      className: H.filters,
      children: [
        (0, U.jsxs)(n, {
          gap: 4,
          children: [
            (0, U.jsx)(t, { size: `sm`, fw: 500, children: `نوع رویداد` }),
            (0, U.jsx)(te, {
              fullWidth: !0,
              value: e.kind,
              onChange: (e) => r({ kind: e }),
              data: ne,
              'data-testid': `audit-kind`,
            }),
          ],
        }),
        (0, U.jsx)(w, { value: e.user_id, onChange: (e) => r({ user_id: e }), testId: `audit-user` }),
        (0, U.jsx)(`div`, { children: i }),
        (0, U.jsx)(o, {
          variant: `default`,
          leftSection: (0, U.jsx)(S, { size: 16, 'aria-hidden': !0 }),
          disabled: !V(e),
          onClick: () => r({ kind: `all`, user_id: void 0, from: ``, to: `` }),
          'data-testid': `audit-clear`,
          children: `حذف فیلترها`,
        }),
      ],
    }),
  });
}
var G = {
    'POST /users': `ساخت حساب`,
    'PUT /users/:id': `ویرایش حساب`,
    'DELETE /users/:id': `حذف حساب`,
    'POST /admin/users/:id/balance': `اصلاح موجودی`,
    'POST /admin/users/:id/login-link': `ورود به پنل فروشنده`,
    'PUT /admin/users/:id/pool': `تنظیم بسته‌ی حجمی فروشنده`,
    'POST /admin/paygroups': `ساخت گروه پرداخت`,
    'PUT /admin/paygroups/:id': `ویرایش گروه پرداخت`,
    'POST /admin/packagegroups': `ساخت گروه بسته`,
    'PUT /admin/packagegroups/:id': `ویرایش گروه بسته`,
    'PUT /admin/packagegroups/:id/nodes': `تعیین نودهای گروه بسته`,
    'POST /admin/packages': `ساخت بسته`,
    'PUT /admin/packages/:id': `ویرایش بسته`,
    'POST /admin/trafficpackages': `ساخت بسته‌ی حجمی`,
    'PUT /admin/trafficpackages/:id': `ویرایش بسته‌ی حجمی`,
    'DELETE /admin/trafficpackages/:id': `توقف فروش بسته‌ی حجمی`,
    'PUT /admin/settings/trafficgbprice': `قیمت هر گیگ حجم اضافه`,
    'POST /admin/serverinfos': `افزودن اطلاعات سرور`,
    'PUT /admin/serverinfos/:id': `ویرایش اطلاعات سرور`,
    'DELETE /admin/serverinfos/:id': `حذف اطلاعات سرور`,
    'POST /admin/ovpn/files': `افزودن قالب اوپن‌وی‌پی‌ان`,
    'DELETE /admin/ovpn/files/:id': `حذف قالب اوپن‌وی‌پی‌ان`,
    'POST /admin/nodes': `افزودن نود`,
    'PUT /admin/nodes/:id': `ویرایش نود`,
    'POST /admin/giftcards': `ساخت کارت‌های هدیه`,
    'POST /admin/ipranges/import': `ورود بازه‌های آی‌پی`,
    'PUT /admin/rates': `تعیین نرخ دلار`,
    'PUT /admin/paymentmethods/:id': `ویرایش روش پرداخت`,
    'PUT /admin/settings/maintenance': `حالت تعمیر`,
    'POST /notifications': `ارسال اعلان`,
    'PUT /notifications/:id': `ویرایش اعلان`,
    'DELETE /notifications/:id': `حذف اعلان`,
    'POST /services': `خرید سرویس`,
    'POST /services/trafficservice': `ساخت سرویس از بسته‌ی حجمی`,
    'POST /services/charge': `تمدید سرویس`,
    'POST /services/trafficcharge': `خرید حجم اضافه`,
    'DELETE /services/:id': `حذف سرویس`,
    'POST /giftcards/use': `استفاده از کارت هدیه`,
    'POST /transactions/addperfectmoney': `شارژ با ووچر پرفکت‌مانی`,
    'POST /shop/orders/:id/confirm': `تأیید سفارش کارت به کارت`,
    'POST /trafficservices/package': `خرید بسته‌ی حجمی`,
    'POST /trafficservices/extend': `افزایش بسته‌ی حجمی`,
  },
  K = { POST: `ثبت`, PUT: `ویرایش`, DELETE: `حذف`, GET: `مشاهده` };
function q(e, t) {
  return G[`${e} ${t}`] ?? `${K[e] ?? e} در ${t}`;
}
var J = (e, t) => `${e} ${t}` in G,
  Y = { params: `نشانی`, query: `جستجو`, body: `داده‌ها` },
  X = { RESELLER: `فروشنده`, ADMIN: `مدیر`, CUSTOMER: `مشتری` };
function Z(e) {
  return e === !0
    ? `بله`
    : e === !1
      ? `خیر`
      : e == null || e === ``
        ? `—`
        : typeof e == `string`
          ? (X[e] ?? e)
          : typeof e == `number`
            ? e.toLocaleString(`fa-IR`)
            : Array.isArray(e)
              ? e.map(Z).join(`، `)
              : JSON.stringify(e);
}
function re(e) {
  const t = [],
    n = (e, r) => {
      if (e && typeof e == `object` && !Array.isArray(e)) {
        for (const [t, i] of Object.entries(e)) n(i, [...r, t]);
        return;
      }
      const i = r[r.length - 1] ?? ``,
        a = j[i] ?? i;
      t.push({ key: r.join(`.`), label: r.length > 1 ? a : (Y[i] ?? a), value: Z(e) });
    };
  for (const t of [`params`, `query`, `body`]) {
    const r = e[t];
    r && typeof r == `object` && Object.keys(r).length > 0 && n(r, [t]);
  }
  for (const [t, r] of Object.entries(e)) t in Y || n(r, [t]);
  return t;
}
function Q({ person: e }) {
  return (0, U.jsxs)(U.Fragment, {
    children: [
      (0, U.jsx)(l, { component: h, to: `/admin/resellers/${e.id}`, size: `sm`, children: e.name || i(e.mobile) }),
      e.name && (0, U.jsx)(t, { size: `xs`, c: `dimmed`, children: i(e.mobile) }),
    ],
  });
}
var $ = (e) => e >= 200 && e < 300;
function ie({ rows: e, filtered: a }) {
  const [s, c] = (0, N.useState)(null);
  return e.length === 0
    ? (0, U.jsx)(p, {
        withBorder: !0,
        radius: `md`,
        children: (0, U.jsx)(A, {
          icon: M,
          title: a ? `رویدادی با این فیلترها پیدا نشد` : `هنوز رویدادی ثبت نشده است`,
          testId: `audit-empty`,
        }),
      })
    : (0, U.jsx)(p, {
        withBorder: !0,
        radius: `md`,
        children: (0, U.jsx)(D.ScrollContainer, {
          minWidth: 880,
          type: `native`,
          children: (0, U.jsxs)(D, {
            verticalSpacing: `sm`,
            'data-testid': `audit-table`,
            children: [
              (0, U.jsx)(D.Thead, {
                children: (0, U.jsxs)(D.Tr, {
                  children: [
                    (0, U.jsx)(D.Th, { children: `زمان` }),
                    (0, U.jsx)(D.Th, { children: `انجام‌دهنده` }),
                    (0, U.jsx)(D.Th, { children: `کار` }),
                    (0, U.jsx)(D.Th, { children: `درباره‌ی` }),
                    (0, U.jsx)(D.Th, { children: `نتیجه` }),
                    (0, U.jsx)(D.Th, { children: `جزئیات` }),
                  ],
                }),
              }),
              (0, U.jsx)(D.Tbody, {
                children: e.map((e) =>
                  (0, U.jsxs)(
                    N.Fragment,
                    {
                      children: [
                        (0, U.jsxs)(D.Tr, {
                          'data-testid': `audit-row`,
                          'data-path': `${e.method} ${e.path}`,
                          'data-status': e.status,
                          children: [
                            (0, U.jsxs)(D.Td, {
                              className: H.nowrap,
                              children: [
                                (0, U.jsx)(t, { size: `sm`, children: m(e.jdate) }),
                                (0, U.jsx)(t, { size: `xs`, c: `dimmed`, children: r(e.created_at) }),
                              ],
                            }),
                            (0, U.jsxs)(D.Td, {
                              className: H.nowrap,
                              children: [
                                (0, U.jsx)(Q, { person: e.actor }),
                                e.actor.type === `ADMIN` &&
                                  (0, U.jsx)(E, {
                                    size: `xs`,
                                    variant: `light`,
                                    color: `grape`,
                                    ms: 4,
                                    children: `مدیر`,
                                  }),
                              ],
                            }),
                            (0, U.jsxs)(D.Td, {
                              children: [
                                (0, U.jsx)(t, {
                                  size: `sm`,
                                  fw: 600,
                                  'data-testid': `audit-action`,
                                  children: q(e.method, e.path),
                                }),
                                !J(e.method, e.path) &&
                                  (0, U.jsxs)(t, {
                                    size: `xs`,
                                    c: `dimmed`,
                                    dir: `ltr`,
                                    children: [e.method, ` `, e.path],
                                  }),
                              ],
                            }),
                            (0, U.jsx)(D.Td, {
                              className: H.nowrap,
                              children: e.subject ? (0, U.jsx)(Q, { person: e.subject }) : `—`,
                            }),
                            (0, U.jsx)(D.Td, {
                              children: (0, U.jsx)(E, {
                                color: $(e.status) ? `teal` : `red`,
                                variant: `light`,
                                'data-testid': `audit-status`,
                                title: i(e.status),
                                children: $(e.status) ? `انجام شد` : `رد شد (${i(e.status)})`,
                              }),
                            }),
                            (0, U.jsx)(D.Td, {
                              children: (0, U.jsx)(o, {
                                variant: `subtle`,
                                size: `compact-sm`,
                                onClick: () => c(s === e.id ? null : e.id),
                                rightSection:
                                  s === e.id
                                    ? (0, U.jsx)(k, { size: 14, 'aria-hidden': !0 })
                                    : (0, U.jsx)(O, { size: 14, 'aria-hidden': !0 }),
                                'aria-expanded': s === e.id,
                                'data-testid': `audit-details-toggle`,
                                children: s === e.id ? `بستن` : `نمایش`,
                              }),
                            }),
                          ],
                        }),
                        s === e.id &&
                          (0, U.jsx)(D.Tr, {
                            children: (0, U.jsx)(D.Td, {
                              colSpan: 6,
                              children: (0, U.jsxs)(n, {
                                gap: 4,
                                children: [
                                  (0, U.jsxs)(t, {
                                    size: `xs`,
                                    c: `dimmed`,
                                    children: [`نشانی: `, (0, U.jsx)(`span`, { dir: `ltr`, children: e.ip })],
                                  }),
                                  (0, U.jsx)(`dl`, {
                                    className: H.details,
                                    'data-testid': `audit-details`,
                                    children: re(e.details).map((e) =>
                                      (0, U.jsxs)(
                                        N.Fragment,
                                        {
                                          children: [
                                            (0, U.jsx)(`dt`, { children: e.label }),
                                            (0, U.jsx)(`dd`, { children: e.value }),
                                          ],
                                        },
                                        e.key,
                                      ),
                                    ),
                                  }),
                                ],
                              }),
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
function ae() {
  s(`گزارش رویدادها`);
  const [e, t] = x(),
    r = e.toString(),
    i = (0, N.useMemo)(() => z(e), [r]),
    a = (0, N.useCallback)((e) => t((t) => B(t, e)), [t]),
    { data: o } = I(i);
  return (0, U.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-audit`,
    children: [
      (0, U.jsx)(f, { order: 1, size: `h3`, children: `گزارش رویدادها` }),
      (0, U.jsx)(W, { filters: i, onChange: a, dateRange: (0, U.jsx)(C, { from: i.from, to: i.to, onChange: a }) }),
      o
        ? (0, U.jsxs)(U.Fragment, {
            children: [(0, U.jsx)(ie, { rows: o.data, filtered: V(i) }), (0, U.jsx)(ee, { total: o.last_page })],
          })
        : (0, U.jsx)(c, { fullScreen: !1 }),
    ],
  });
}

export { ae as AdminAuditRoute };
