import { l as x } from './common-CVhYgptH.js';
import { t as S } from './copy-button-Dw0A8sCF.js';
import { t as F } from './customer-picker-CV8PWzeq.js';
import { t as C } from './IconDownload-C7X80S6p.js';
import {
  m as A,
  Q as D,
  O as E,
  $ as ee,
  st as j,
  at as k,
  Y as O,
  N as T,
  q as te,
  B as w,
} from './index-B3ichRAS.js';
import { t as y } from './Modal-DKsxBwus.js';
import { t as g } from './NumberInput-B2qiK1Yq.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as a, u as i, r as n, t as r, n as t } from './runtime-B8Ttn_BI.js';
import { t as _ } from './SegmentedControl-B5dOM2xL.js';
import { t as h } from './SimpleGrid-BdsTzg9e.js';
import { t as M } from './save-file-CGTK-jUT.js';
import { t as I } from './service-link-Je8CoM_F.js';
import { n as N, t as P } from './settings-store-CXclhLR7.js';
import { M as c, i as d, m as f, c as l, r as m, D as o, o as p, L as s, h as u } from './store-B5VJ9oXn.js';
import { t as b } from './Textarea-BvlYfSYl.js';
import { t as v } from './use-debounced-value-Cw_OcOng.js';

var L = { root: `m_3eebeb36`, label: `m_9e365f20` },
  R = i(),
  z = { orientation: `horizontal` },
  B = c((e, { color: t, variant: n, size: r }) => ({
    root: {
      '--divider-color': t ? o(t, e) : void 0,
      '--divider-border-style': n,
      '--divider-size': s(r, `divider-size`),
    },
  })),
  V = l((e) => {
    const t = u(`Divider`, z, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        color: c,
        orientation: l,
        label: d,
        labelPosition: m,
        mod: h,
        attributes: g,
        ..._
      } = t,
      v = f({
        name: `Divider`,
        classes: L,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: g,
        vars: s,
        varsResolver: B,
      });
    return (0, R.jsx)(p, {
      mod: [{ orientation: l, withLabel: !!d }, h],
      role: `separator`,
      'aria-orientation': l,
      ...v(`root`),
      ..._,
      children: d && (0, R.jsx)(p, { component: `span`, mod: { position: m }, ...v(`label`), children: d }),
    });
  });
(V.classes = L), (V.varsResolver = B), (V.displayName = `@mantine/core/Divider`);
var H = () => E(T.myPackages),
  U = (e) => t({ queryKey: [`packages`, `mine`, e], queryFn: H, staleTime: 0 }),
  W = (e) => n({ ...U(e), placeholderData: (e) => e }),
  G = e(a()),
  K = (e, t) => E(w.searchCustomers, { body: { mobile: e }, signal: t }).catch(() => []),
  q = (e) => x(e).replace(/\s/g, ``),
  ne = (e) => t({ queryKey: [`customers`, `search`, e], queryFn: ({ signal: t }) => K(e, t), enabled: e.length >= 4 });
function J(e) {
  const [t] = v(q(e), 250),
    r = n(ne(t)),
    i = q(e).length >= 4;
  return { results: i ? (r.data ?? []) : [], loading: i && r.isFetching };
}
var Y = `سرویس‌های انتخابی با موفقیت ثبت شد`,
  X = (e) => `${e}-user.txt`;
function Z(e) {
  return `${e
    .map((e) => {
      const t = [String(e.id)];
      return (
        e.userservice.is_radius && t.push(e.email, e.password),
        e.userservice.is_v2ray && e.link && t.push(e.link),
        t.join(` `)
      );
    })
    .join(`
`)}\n`;
}
function re(e) {
  M(X(e.length), Z(e)), A(Y);
}
function ie() {
  const { servicewithoutphone: e } = N(),
    [t, n] = (0, G.useState)(`single`),
    [r, i] = (0, G.useState)(1),
    [a, o] = (0, G.useState)(``),
    [s, c] = (0, G.useState)(``),
    [l, u] = (0, G.useState)(null),
    [d, f] = (0, G.useState)(``),
    [p, m] = (0, G.useState)(null),
    h = J(s),
    g = t === `batch`,
    _ = !g && !e,
    v = g ? Math.max(1, Number(r) || 0) : 1;
  return {
    accountType: t,
    setAccountType: n,
    count: r,
    setCount: i,
    description: a,
    setDescription: o,
    mobile: s,
    setMobile: c,
    customer: l,
    setCustomer: u,
    name: d,
    setName: f,
    search: h,
    servicewithoutphone: e,
    batch: g,
    askCustomer: _,
    quantity: v,
    body: () => ({
      batch: g,
      count: v,
      servicewithoutphone: e,
      user_id: _ ? (l?.id ?? null) : null,
      mobile: _ ? s : ``,
      name: _ ? d : ``,
      description: g ? a : ``,
    }),
    created: p,
    closeCreated: () => m(null),
    delivered(e, t) {
      t ? re(e) : (m(e[0] ?? null), c(``), u(null), f(``));
    },
  };
}
function ae({ order: e }) {
  return (0, R.jsx)(j, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    children: (0, R.jsxs)(m, {
      gap: `md`,
      children: [
        (0, R.jsxs)(k, {
          justify: `space-between`,
          gap: `sm`,
          children: [
            (0, R.jsx)(_, {
              value: e.accountType,
              onChange: (t) => e.setAccountType(t),
              data: [
                { value: `single`, label: `اکانت تکی` },
                { value: `batch`, label: `اکانت گروهی` },
              ],
              'aria-label': `نوع اکانت`,
              'data-testid': `account-type`,
            }),
            (0, R.jsx)(ee, {
              label: `اکانت بدون شماره موبایل`,
              checked: e.servicewithoutphone,
              onChange: () => P(`servicewithoutphone`),
              'data-testid': `without-phone`,
            }),
          ],
        }),
        e.batch &&
          (0, R.jsxs)(h, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              (0, R.jsx)(g, {
                label: `تعداد`,
                value: e.count,
                onChange: e.setCount,
                min: 1,
                allowNegative: !1,
                allowDecimal: !1,
                'data-testid': `batch-count`,
              }),
              (0, R.jsx)(b, {
                label: `توضیحات`,
                value: e.description,
                onChange: (t) => e.setDescription(t.currentTarget.value),
                autosize: !0,
                minRows: 1,
                maxRows: 4,
                'data-testid': `batch-description`,
              }),
            ],
          }),
        e.askCustomer &&
          (0, R.jsxs)(h, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              (0, R.jsx)(F, {
                label: `شماره موبایل مشتری`,
                text: e.mobile,
                onTextChange: e.setMobile,
                results: e.search.results,
                loading: e.search.loading,
                selected: e.customer,
                onSelect: e.setCustomer,
                testId: `customer-mobile`,
              }),
              (0, R.jsx)(O, {
                label: `نام مشتری`,
                value: e.name,
                onChange: (t) => e.setName(t.currentTarget.value),
                'data-testid': `customer-name`,
              }),
            ],
          }),
      ],
    }),
  });
}
function oe({ summary: e, label: t, icon: n, busy: r, disabled: i, testId: a }) {
  return (0, R.jsx)(j, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    children: (0, R.jsxs)(k, {
      justify: `space-between`,
      gap: `sm`,
      children: [
        (0, R.jsx)(m, { gap: 2, children: e }),
        (0, R.jsx)(D, {
          type: `submit`,
          size: `md`,
          leftSection: n,
          disabled: i || r,
          'data-testid': a,
          children: r ? `در حال پردازش...` : t,
        }),
      ],
    }),
  });
}
function Q({ label: e, value: t, testId: n }) {
  return (0, R.jsxs)(k, {
    justify: `space-between`,
    wrap: `nowrap`,
    gap: `xs`,
    children: [
      (0, R.jsxs)(m, {
        gap: 0,
        style: { minWidth: 0 },
        children: [
          (0, R.jsx)(d, { size: `xs`, c: `dimmed`, children: e }),
          (0, R.jsx)(d, {
            ff: `monospace`,
            dir: `ltr`,
            ta: `right`,
            'data-testid': n,
            style: { overflowWrap: `anywhere` },
            children: t,
          }),
        ],
      }),
      (0, R.jsx)(S, { value: t, label: `کپی`, size: `xs`, testId: `${n}-copy` }),
    ],
  });
}
function $({ service: e, ovpnFiles: t, ovpnLoading: n, downloadingFile: r, onDownloadOvpn: i }) {
  const { is_v2ray: a, is_radius: o } = e.userservice;
  return (0, R.jsxs)(m, {
    gap: `md`,
    'data-testid': `service-details`,
    children: [
      a && e.link && (0, R.jsx)(I, { serviceId: e.id, link: e.link, subscriptionUrl: e.subscription_url }),
      a && o && (0, R.jsx)(V, {}),
      o &&
        (0, R.jsxs)(m, {
          gap: `sm`,
          'data-testid': `radius-details`,
          children: [
            (0, R.jsx)(j, {
              withBorder: !0,
              p: `sm`,
              radius: `md`,
              children: (0, R.jsxs)(m, {
                gap: `xs`,
                children: [
                  (0, R.jsx)(Q, { label: `نام کاربری`, value: e.email, testId: `radius-username` }),
                  (0, R.jsx)(Q, { label: `رمز عبور`, value: e.password, testId: `radius-password` }),
                ],
              }),
            }),
            (0, R.jsx)(te, { order: 3, size: `h5`, children: `فایل‌های اوپن‌وی‌پی‌ان` }),
            n && (0, R.jsx)(d, { size: `sm`, children: `در حال دریافت فهرست فایل‌ها...` }),
            !n && !t?.length && (0, R.jsx)(d, { size: `sm`, c: `dimmed`, children: `فایلی برای دانلود وجود ندارد.` }),
            (0, R.jsx)(m, {
              gap: 6,
              'data-testid': `ovpn-files`,
              children: t?.map((e) =>
                (0, R.jsxs)(
                  k,
                  {
                    justify: `space-between`,
                    wrap: `nowrap`,
                    gap: `xs`,
                    'data-testid': `ovpn-file`,
                    children: [
                      (0, R.jsx)(d, { size: `sm`, dir: `ltr`, style: { overflowWrap: `anywhere` }, children: e }),
                      (0, R.jsx)(D, {
                        size: `xs`,
                        variant: `light`,
                        leftSection: (0, R.jsx)(C, { size: 14, 'aria-hidden': !0 }),
                        loading: r === e,
                        onClick: () => i(e),
                        'aria-label': `دانلود ${e}`,
                        children: `دانلود`,
                      }),
                    ],
                  },
                  e,
                ),
              ),
            }),
          ],
        }),
    ],
  });
}
var se = (e) => E(w.ovpnDownload, { query: e });
function ce() {
  return r({ mutationFn: se, onSuccess: ({ filename: e, content: t }) => M(e, t, `application/x-openvpn-profile`) });
}
var le = () => E(T.ovpnFiles),
  ue = () => t({ queryKey: [`ovpn`, `files`], queryFn: le, staleTime: 3e5 }),
  de = (e) => n({ ...ue(), enabled: e });
function fe({ service: e, onClose: t }) {
  const n = e?.userservice.is_radius ?? !1,
    r = de(n),
    i = ce();
  return (0, R.jsx)(y, {
    opened: e !== null,
    onClose: t,
    title: e ? `سرویس شماره‌ی ${e.id} ساخته شد` : ``,
    centered: !0,
    size: `md`,
    'data-testid': `created-service-dialog`,
    children:
      e &&
      (0, R.jsx)($, {
        service: e,
        ovpnFiles: r.data,
        ovpnLoading: r.isPending && n,
        downloadingFile: i.isPending ? (i.variables?.file ?? null) : null,
        onDownloadOvpn: (t) => i.mutate({ user: e.email, pass: e.password, file: t }),
      }),
  });
}

export { ae as n, fe as t, ie as i, oe as r, V as o, W as a };
