const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      'assets/usage-chart-BXuHhI4C.js',
      'assets/rolldown-runtime-BWaJ3C7D.js',
      'assets/runtime-B8Ttn_BI.js',
      'assets/clsx-DB0hHKMi.js',
      'assets/index-B3ichRAS.js',
      'assets/use-isomorphic-effect-C6cCsxhR.js',
      'assets/store-B5VJ9oXn.js',
      'assets/Transition-Cx7H30U_.js',
      'assets/InputBase-_vvjCT3d.js',
      'assets/use-resolved-styles-api-CHYueO1k.js',
      'assets/CloseButton-OQ05SlJ0.js',
      'assets/use-id-CieX9qO2.js',
      'assets/index-C67XL04P.css',
    ]),
) => i.map((i) => d[i]);

import { t as V } from './Alert-DFvqV_h5.js';
import { t as R } from './Badge-DCsC8PGu.js';
import { r as ie, t as k, i as ne, n as re, a as te } from './build-BdZXSmFv.js';
import { l as C, _ as S, y as T, r as w } from './common-CVhYgptH.js';
import { t as F } from './confirm-modal-Buw-II3V.js';
import { t as L } from './empty-state-Btny1RmZ.js';
import { t as j } from './idempotency-key-DndsePE2.js';
import {
  O as a,
  at as c,
  h as d,
  m as f,
  x as g,
  w as h,
  N as i,
  b as l,
  v as m,
  B as n,
  Q as o,
  q as p,
  D as r,
  Y as s,
  A as t,
  c as u,
} from './index-B3ichRAS.js';
import { t as _ } from './Modal-DKsxBwus.js';
import { t as v } from './NumberInput-B2qiK1Yq.js';
import { r as G, a as H, t as K, i as U, n as W } from './package-picker-B8E_KcYI.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { r as D, n as E, w as ee, u as O } from './runtime-B8Ttn_BI.js';
import { t as I } from './SimpleGrid-BdsTzg9e.js';
import { t as P } from './service.schemas-LQG3FZod.js';
import { t as B } from './service-link-Je8CoM_F.js';
import { n as M, t as N } from './services-D6KlB-xH.js';
import { n as A } from './settings-store-CXclhLR7.js';
import { i as b, r as x, a as y } from './store-B5VJ9oXn.js';
import { t as z } from './Table-BPfsbF3o.js';
import { n as ae, t as oe } from './zod-CiDGUeDk.js';

var q = e(ee());
te();
var J = e(ie()),
  Y = e(re()),
  se = e(k()),
  ce = (e) => a(n.trafficCharge, { body: e, idempotencyKey: j() }),
  le = () => N(ce),
  ue = (e) => a(n.trafficPrice, { body: { service_id: e } }),
  de = (e) => E({ queryKey: [`services`, `price`, e], queryFn: () => ue(e), staleTime: 0 }),
  fe = (e) => D(de(e)),
  X = O(),
  Z = `YYYY-MM-DD`;
function pe(e) {
  const t = r(e.expire_in ?? new Date());
  return new ne({ date: t, format: Z, calendar: J.default, locale: Y.default });
}
var me = (e) => C(e.format(Z));
function he({ service: e, onClose: t }) {
  const { showprice: n } = A(),
    r = fe(e.id),
    i = le(),
    [a, u] = (0, q.useState)(10),
    [d, p] = (0, q.useState)(() => pe(e)),
    m = r.data?.price ?? 0,
    h = Number(a) || 0,
    y = r.isPending || i.isPending;
  return (0, X.jsx)(_, {
    opened: !0,
    onClose: t,
    title: `افزایش ترافیک سرویس شماره‌ی ${e.id}`,
    centered: !0,
    'data-testid': `add-traffic-dialog`,
    children: (0, X.jsxs)(x, {
      gap: `md`,
      children: [
        (0, X.jsx)(v, {
          label: `مقدار ترافیک اضافه (گیگ)`,
          value: a,
          onChange: u,
          min: 1,
          allowNegative: !1,
          allowDecimal: !1,
          'data-testid': `traffic-amount`,
        }),
        (0, X.jsx)(se.default, {
          value: d,
          onChange: (e) => {
            e && p(e);
          },
          calendar: J.default,
          locale: Y.default,
          format: Z,
          calendarPosition: `bottom-right`,
          portal: !0,
          zIndex: 1e3,
          render: (e, t) =>
            (0, X.jsx)(s, {
              label: `تاریخ انقضا`,
              value: e,
              onClick: t,
              onFocus: t,
              readOnly: !0,
              'data-testid': `traffic-expiry`,
            }),
        }),
        (0, X.jsxs)(x, {
          gap: 2,
          children: [
            (0, X.jsxs)(b, {
              size: `sm`,
              children: [
                `قیمت هر گیگ:`,
                ` `,
                (0, X.jsx)(`b`, { 'data-testid': `traffic-price-per-gb`, children: r.isPending ? `...` : g(m, n) }),
              ],
            }),
            (0, X.jsxs)(b, {
              size: `sm`,
              children: [
                `مبلغ کل (`,
                l(h),
                ` گیگ):`,
                ` `,
                (0, X.jsx)(`b`, { 'data-testid': `traffic-total`, children: r.isPending ? `...` : g(m * h, n) }),
              ],
            }),
          ],
        }),
        (0, X.jsx)(c, {
          justify: `flex-end`,
          children: (0, X.jsx)(o, {
            onClick: () => {
              y ||
                m === 0 ||
                h <= 0 ||
                i.mutate(
                  { service_id: e.id, traffic: h, expired: me(d) },
                  {
                    onSuccess: () => {
                      t(), f(`ترافیک افزایش یافت`);
                    },
                    onError: (e) => console.error(e),
                  },
                );
            },
            disabled: y || m === 0 || h <= 0,
            'data-testid': `traffic-submit`,
            children: i.isPending ? `در حال پردازش...` : `افزایش ترافیک`,
          }),
        }),
      ],
    }),
  });
}
var Q = (e) => a(n.changeUser, { body: e }),
  ge = () => N(Q),
  _e = S({ name: T().pipe(P.shape.name), mobile: T().pipe(w) });
function ve({ service: e, onClose: t }) {
  const n = ge(),
    r = ae({ resolver: oe(_e), defaultValues: { name: e.userservice.user.name, mobile: e.userservice.user.mobile } }),
    { errors: i } = r.formState,
    a = r.handleSubmit((r) =>
      n.mutate(
        { serviceId: e.id, ...r },
        {
          onSuccess: () => {
            t(), f(`کاربر سرویس تغییر کرد`);
          },
        },
      ),
    );
  return (0, X.jsx)(_, {
    opened: !0,
    onClose: t,
    title: `تغییر کاربر سرویس شماره‌ی ${e.id}`,
    centered: !0,
    'data-testid': `change-user-dialog`,
    children: (0, X.jsx)(`form`, {
      onSubmit: a,
      noValidate: !0,
      children: (0, X.jsxs)(x, {
        gap: `md`,
        children: [
          (0, X.jsx)(s, {
            label: `نام و نام خانوادگی`,
            ...r.register(`name`),
            error: i.name?.message,
            'data-testid': `change-user-name`,
          }),
          (0, X.jsx)(s, {
            label: `شماره موبایل`,
            inputMode: `tel`,
            ...r.register(`mobile`),
            error: i.mobile?.message,
            'data-testid': `change-user-mobile`,
          }),
          (0, X.jsx)(c, {
            justify: `flex-end`,
            children: (0, X.jsx)(o, {
              type: `submit`,
              loading: n.isPending,
              'data-testid': `change-user-submit`,
              children: `ثبت تغییر`,
            }),
          }),
        ],
      }),
    }),
  });
}
var ye = (e) => a(n.remove, { params: { id: e }, idempotencyKey: j() }),
  be = () => N(ye);
function xe({ service: e, onClose: t, onAccountChanged: n }) {
  const r = be();
  return (0, X.jsx)(F, {
    title: `حذف سرویس`,
    message: `سرویس شماره‌ی ${e.id} و اطلاعات آن برای همیشه حذف می‌شود. مطمئن هستید؟`,
    confirmLabel: `حذف سرویس`,
    warning: `این کار برگشت‌پذیر نیست.`,
    cancelLabel: `انصراف`,
    busy: r.isPending,
    onClose: t,
    testId: `delete-service-dialog`,
    onConfirm: () =>
      r.mutate(e.id, {
        onSuccess: ({ moneyback: e }) => {
          t(), n(), f(`سرویس حذف شد`, e > 0 ? [`مبلغ ${h(e)} به موجودی شما بازگشت.`] : []);
        },
      }),
  });
}
var Se = (e) => a(n.usage, { body: { service_id: e } }),
  Ce = (e) => E({ queryKey: [`services`, `usage`, e], queryFn: () => Se(e), staleTime: 0 }),
  we = (e) => D(Ce(e)),
  Te = (0, q.lazy)(() =>
    d(
      () => import(`./usage-chart-BXuHhI4C.js`).then((e) => ({ default: e.UsageChart })),
      __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    ),
  );
function $({ label: e, value: t }) {
  return (0, X.jsxs)(x, {
    gap: 0,
    children: [(0, X.jsx)(b, { size: `xs`, c: `dimmed`, children: e }), (0, X.jsx)(b, { size: `sm`, children: t })],
  });
}
function Ee({ service: e, onClose: t }) {
  const { showprice: n } = A(),
    r = we(e.id),
    i = e.userservice;
  return (0, X.jsx)(_, {
    opened: !0,
    onClose: t,
    title: `اطلاعات سرویس شماره‌ی ${e.id}`,
    size: `lg`,
    centered: !0,
    'data-testid': `info-dialog`,
    children: (0, X.jsxs)(x, {
      gap: `md`,
      children: [
        (0, X.jsxs)(I, {
          cols: { base: 2, sm: 3 },
          spacing: `sm`,
          children: [
            (0, X.jsx)($, { label: `بسته`, value: i.info || `—` }),
            (0, X.jsx)($, { label: `وضعیت`, value: e.status }),
            (0, X.jsx)($, { label: `تاریخ ثبت`, value: e.jreg_date ? m(e.jreg_date) : `—` }),
            (0, X.jsx)($, { label: `تاریخ انقضا`, value: e.statuscode === 1 || !e.jexpire_in ? `—` : m(e.jexpire_in) }),
            (0, X.jsx)($, {
              label: `مصرف`,
              value: i.unlimited_traffic
                ? `${l(e.transfer_totalgb)} گیگ از نامحدود`
                : `${l(e.transfer_totalgb)} از ${l(e.transfer_enablegb)} گیگ`,
            }),
            (0, X.jsx)($, { label: `هزینه`, value: g(i.cost, n) }),
          ],
        }),
        i.is_radius &&
          (0, X.jsxs)(x, {
            gap: 4,
            children: [
              (0, X.jsx)(M, { label: `نام کاربری`, value: e.email }),
              (0, X.jsx)(M, { label: `رمز عبور`, value: e.password }),
            ],
          }),
        (0, X.jsx)(p, { order: 3, size: `h5`, children: `مصرف روزانه` }),
        r.isPending && (0, X.jsx)(y, { size: `sm` }),
        r.data && r.data.length === 0 && (0, X.jsx)(L, { title: `هنوز مصرفی ثبت نشده است`, testId: `usage-empty` }),
        r.data &&
          r.data.length > 0 &&
          (0, X.jsx)(q.Suspense, {
            fallback: (0, X.jsx)(y, { size: `sm` }),
            children: (0, X.jsx)(Te, { rows: r.data }),
          }),
      ],
    }),
  });
}
var De = (e) => a(n.ips, { body: { service_id: e } }),
  Oe = (e) => E({ queryKey: [`services`, `ips`, e], queryFn: () => De(e), staleTime: 0 }),
  ke = (e) => D(Oe(e));
function Ae({ service: e, onClose: t }) {
  const n = ke(e.id),
    r = n.data;
  return (0, X.jsxs)(_, {
    opened: !0,
    onClose: t,
    title: `آی‌پی‌های سرویس شماره‌ی ${e.id}`,
    centered: !0,
    'data-testid': `ips-dialog`,
    children: [
      n.isPending && (0, X.jsx)(y, { size: `sm` }),
      r &&
        (0, X.jsxs)(x, {
          gap: `md`,
          children: [
            (0, X.jsxs)(c, {
              gap: `xs`,
              children: [
                (0, X.jsx)(b, { size: `sm`, children: `وضعیت اتصال:` }),
                (0, X.jsx)(R, {
                  color: r.online ? `green` : `gray`,
                  'data-testid': `ips-online`,
                  children: r.online ? `آنلاین` : `آفلاین`,
                }),
              ],
            }),
            (0, X.jsxs)(x, {
              gap: 4,
              children: [
                (0, X.jsx)(p, { order: 3, size: `h6`, children: `سرورها` }),
                r.servers.length === 0
                  ? (0, X.jsx)(b, { size: `sm`, c: `dimmed`, children: `سروری ثبت نشده است.` })
                  : (0, X.jsx)(c, {
                      gap: 6,
                      children: r.servers.map((e) =>
                        (0, X.jsx)(R, { variant: `light`, style: { textTransform: `none` }, children: e }, e),
                      ),
                    }),
              ],
            }),
            r.ips.length === 0
              ? (0, X.jsx)(L, { title: `آی‌پی متصلی وجود ندارد`, testId: `ips-empty` })
              : (0, X.jsx)(z.ScrollContainer, {
                  minWidth: 280,
                  children: (0, X.jsxs)(z, {
                    striped: !0,
                    'data-testid': `ips-table`,
                    children: [
                      (0, X.jsx)(z.Thead, {
                        children: (0, X.jsxs)(z.Tr, {
                          children: [
                            (0, X.jsx)(z.Th, { children: `آی‌پی` }),
                            (0, X.jsx)(z.Th, { children: `سرویس‌دهنده` }),
                          ],
                        }),
                      }),
                      (0, X.jsx)(z.Tbody, {
                        children: r.ips.map((e) =>
                          (0, X.jsxs)(
                            z.Tr,
                            {
                              children: [
                                (0, X.jsx)(z.Td, { dir: `ltr`, ta: `right`, children: e.ip }),
                                (0, X.jsx)(z.Td, { children: e.provider || `نامشخص` }),
                              ],
                            },
                            e.ip,
                          ),
                        ),
                      }),
                    ],
                  }),
                }),
          ],
        }),
    ],
  });
}
function je({ service: e, onClose: t }) {
  return (0, X.jsx)(_, {
    opened: !0,
    onClose: t,
    title: `کد QR سرویس شماره‌ی ${e.id}`,
    centered: !0,
    'data-testid': `qr-service-dialog`,
    children: (0, X.jsx)(B, { serviceId: e.id, link: e.link, subscriptionUrl: e.subscription_url }),
  });
}
var Me = (e) => a(i.myPackages, { query: { service_id: e } }),
  Ne = (e) => E({ queryKey: [`packages`, `renew`, e], queryFn: () => Me(e), staleTime: 0 }),
  Pe = (e) => D(Ne(e)),
  Fe = (e) => a(n.renew, { body: e, idempotencyKey: j() }),
  Ie = () => N(Fe);
function Le({ service: e, onClose: n, onAccountChanged: r }) {
  const { showprice: i } = A(),
    { user: a } = t(),
    s = Pe(e.id),
    l = Ie(),
    [d, p] = (0, q.useState)(K);
  (0, q.useEffect)(() => {
    r();
  }, [r]),
    (0, q.useEffect)(() => {
      G(s.data, e.userservice.package_id) &&
        p((t) => (t.packageId === null ? { ...t, packageId: e.userservice.package_id } : t));
    }, [s.data, e.userservice.package_id]);
  const m = G(s.data, d.packageId),
    h = m ? U(m, d) : null;
  return (0, X.jsx)(_, {
    opened: !0,
    onClose: n,
    title: `تمدید سرویس شماره‌ی ${e.id}`,
    size: `xl`,
    centered: !0,
    'data-testid': `renew-dialog`,
    children: (0, X.jsxs)(x, {
      gap: `md`,
      children: [
        (0, X.jsx)(V, {
          color: `orange`,
          variant: `light`,
          icon: (0, X.jsx)(u, { size: 18, 'aria-hidden': !0 }),
          children: `با تمدید، اعتبار و تاریخ سرویس قبلی صفر می‌شود و بسته‌ی جدید فعال می‌شود.`,
        }),
        (0, X.jsx)(W, { groups: s.data, loading: s.isPending, value: d, onChange: p, showprice: i }),
        (0, X.jsxs)(c, {
          justify: `space-between`,
          gap: `sm`,
          children: [
            (0, X.jsxs)(x, {
              gap: 2,
              children: [
                (0, X.jsxs)(b, {
                  size: `sm`,
                  'data-testid': `renew-price`,
                  children: [`مبلغ تمدید: `, (0, X.jsx)(`b`, { children: h === null ? `—` : g(h, i) })],
                }),
                a && (0, X.jsxs)(b, { size: `xs`, c: `dimmed`, children: [`موجودی: `, g(a.balance, i)] }),
              ],
            }),
            (0, X.jsx)(o, {
              onClick: () => {
                m &&
                  !l.isPending &&
                  l.mutate(
                    { service_id: e.id, package_id: m.id, ...H(m, d) },
                    {
                      onSuccess: () => {
                        n(), r(), f(`سرویس تمدید شد`);
                      },
                    },
                  );
              },
              disabled: !m || h === null || l.isPending,
              'data-testid': `renew-submit`,
              children: l.isPending ? `در حال پردازش...` : `تمدید سرویس`,
            }),
          ],
        }),
      ],
    }),
  });
}
var Re = (e) => a(n.resetLink, { body: { service_id: e } }),
  ze = () => N(Re);
function Be({ service: e, onClose: t }) {
  const n = ze();
  return (0, X.jsx)(F, {
    title: `بازنشانی لینک`,
    message: `لینک اتصال سرویس شماره‌ی ${e.id} عوض می‌شود و لینک قبلی دیگر کار نمی‌کند. مطمئن هستید؟`,
    confirmLabel: `بازنشانی لینک`,
    warning: `این کار برگشت‌پذیر نیست.`,
    cancelLabel: `انصراف`,
    busy: n.isPending,
    onClose: t,
    testId: `reset-link-dialog`,
    onConfirm: () =>
      n.mutate(e.id, {
        onSuccess: () => {
          t(), f(`لینک بازنشانی شد`);
        },
      }),
  });
}
var Ve = (e) => a(n.resetPassword, { body: { service_id: e } }),
  He = () => N(Ve);
function Ue({ service: e, onClose: t }) {
  const n = He();
  return (0, X.jsx)(F, {
    title: `بازنشانی رمز عبور`,
    message: `رمز عبور سرویس شماره‌ی ${e.id} عوض می‌شود و رمز قبلی دیگر کار نمی‌کند. مطمئن هستید؟`,
    confirmLabel: `بازنشانی رمز`,
    warning: `این کار برگشت‌پذیر نیست.`,
    cancelLabel: `انصراف`,
    busy: n.isPending,
    onClose: t,
    testId: `reset-password-dialog`,
    onConfirm: () =>
      n.mutate(e.id, {
        onSuccess: () => {
          t(), f(`رمز عبور بازنشانی شد`);
        },
      }),
  });
}

export {
  Ae as IpsServiceDialog,
  Be as ResetLinkServiceDialog,
  Ee as InfoServiceDialog,
  he as AddTrafficServiceDialog,
  je as QrServiceDialog,
  Le as RenewServiceDialog,
  Ue as ResetPasswordServiceDialog,
  ve as ChangeUserServiceDialog,
  xe as DeleteServiceDialog,
};
