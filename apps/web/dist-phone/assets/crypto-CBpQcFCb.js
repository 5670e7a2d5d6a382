import { t as O } from './Alert-DFvqV_h5.js';
import { t as k } from './Code-CIK66-Cc.js';
import { t as N } from './copy-button-Dw0A8sCF.js';
import { t as A } from './create-safe-context-DswzsaXw.js';
import { t as x } from './IconArrowRight-BKerQPul.js';
import { t as j } from './IconInfoCircle-vK0-nvFu.js';
import { b as a, st as c, O as e, at as i, w as l, U as n, l as o, a as r, q as s, Q as t } from './index-B3ichRAS.js';
import { t as F, n as P } from './rate-card-CGAn6gIP.js';
import { n as C, v as D, u as E, l as S, t as T, r as w } from './runtime-B8Ttn_BI.js';
import { t as M } from './service-qr-CO-CvEhT.js';
import {
  i as _,
  r as b,
  N as d,
  P as f,
  h as g,
  c as h,
  a as m,
  R as p,
  M as u,
  m as v,
  o as y,
} from './store-B5VJ9oXn.js';

var [I, L] = A(`List component was not found in tree`),
  R = { root: `m_abbac491`, item: `m_abb6bec2`, itemWrapper: `m_75cd9f71`, itemIcon: `m_60f83e5b` },
  z = E(),
  B = h((e) => {
    const {
        classNames: t,
        className: n,
        style: r,
        styles: i,
        vars: a,
        icon: o,
        children: s,
        mod: c,
        ...l
      } = g(`ListItem`, null, e),
      u = L(),
      d = o || u.icon,
      f = { classNames: t, styles: i };
    return (0, z.jsx)(y, {
      ...u.getStyles(`item`, { ...f, className: n, style: r }),
      component: `li`,
      mod: [{ 'with-icon': !!d, centered: u.center }, c],
      ...l,
      children: (0, z.jsxs)(`div`, {
        ...u.getStyles(`itemWrapper`, f),
        children: [
          d && (0, z.jsx)(`span`, { ...u.getStyles(`itemIcon`, f), children: d }),
          (0, z.jsx)(`span`, { ...u.getStyles(`itemLabel`, f), children: s }),
        ],
      }),
    });
  });
(B.classes = R), (B.displayName = `@mantine/core/ListItem`);
var V = { type: `unordered` },
  H = u((e, { size: t, spacing: n }) => ({ root: { '--list-fz': d(t), '--list-lh': f(t), '--list-spacing': p(n) } })),
  U = h((e) => {
    const t = g(`List`, V, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        children: c,
        type: l,
        withPadding: u,
        icon: d,
        spacing: f,
        center: p,
        listStyleType: m,
        mod: h,
        attributes: _,
        ...b
      } = t,
      x = v({
        name: `List`,
        classes: R,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: _,
        vars: s,
        varsResolver: H,
      });
    return (0, z.jsx)(I, {
      value: { center: p, icon: d, getStyles: x },
      children: (0, z.jsx)(y, {
        ...x(`root`, { style: { listStyleType: m } }),
        component: l === `unordered` ? `ul` : `ol`,
        mod: [{ 'with-padding': u, type: d ? `none` : m }, h],
        ...b,
        children: c,
      }),
    });
  });
(U.classes = R), (U.varsResolver = H), (U.displayName = `@mantine/core/List`), (U.Item = B);
var W = o(`outline`, `wallet`, `Wallet`, [
    [
      `path`,
      {
        d: `M17 8v-3a1 1 0 0 0 -1 -1h-10a2 2 0 0 0 0 4h12a1 1 0 0 1 1 1v3m0 4v3a1 1 0 0 1 -1 1h-12a2 2 0 0 1 -2 -2v-12`,
        key: `svg-0`,
      },
    ],
    [`path`, { d: `M20 12v4h-4a2 2 0 0 1 0 -4h4`, key: `svg-1` }],
  ]),
  G = () => e(n.wallet),
  K = () => C({ queryKey: [`wallets`], queryFn: G }),
  q = () => w(K()),
  J = (t) => e(n.createWallet, { body: { currency: t } });
function Y() {
  const e = S();
  return T({ mutationFn: J, onSuccess: (t) => e.setQueryData(K().queryKey, t) });
}
var X = (t) => e(t === `TRX` ? n.tronPrice : n.tonPrice),
  Z = (e) => C({ queryKey: [`rates`, e], queryFn: () => X(e), refetchInterval: P, staleTime: 0, meta: { quiet: !0 } }),
  Q = (e) => w(Z(e)),
  $ = { TRX: { name: `ترون` }, TON: { name: `تون` } };
function ee({ currency: e }) {
  const n = $[e],
    r = q(),
    o = Q(e),
    s = Y(),
    u = e === `TRX` ? r.data?.wallet : r.data?.tonwallet,
    d = o.data?.minimum ?? 3e5,
    f = o.data && o.data.credit > 0 ? Math.ceil((d / o.data.credit) * 100) / 100 : 0;
  return (0, z.jsxs)(b, {
    gap: `md`,
    children: [
      (0, z.jsx)(F, { unit: n.name, rate: o.data, loading: o.isPending, failed: o.isError }),
      (0, z.jsx)(c, {
        withBorder: !0,
        p: `lg`,
        radius: `md`,
        'data-testid': `wallet-panel`,
        children: r.isPending
          ? (0, z.jsxs)(i, {
              gap: `sm`,
              'data-testid': `wallet-loading`,
              children: [
                (0, z.jsx)(m, { size: `sm` }),
                (0, z.jsx)(_, { children: `در حال دریافت اطلاعات کیف پول...` }),
              ],
            })
          : u
            ? (0, z.jsxs)(b, {
                gap: `md`,
                'data-testid': `wallet-ready`,
                children: [
                  (0, z.jsxs)(_, { fw: 600, children: [`آدرس واریز `, n.name, ` شما`] }),
                  (0, z.jsx)(k, {
                    block: !0,
                    dir: `ltr`,
                    'data-testid': `wallet-address`,
                    style: { wordBreak: `break-all`, whiteSpace: `pre-wrap`, fontSize: `0.95rem` },
                    children: u,
                  }),
                  (0, z.jsx)(N, {
                    value: u,
                    label: `کپی آدرس`,
                    copiedLabel: `آدرس کپی شد`,
                    style: { alignSelf: `flex-start` },
                  }),
                  (0, z.jsx)(M, { data: u, fileName: `${e.toLowerCase()}-wallet`, kind: `wallet` }),
                ],
              })
            : (0, z.jsxs)(b, {
                gap: `sm`,
                align: `flex-start`,
                'data-testid': `wallet-missing`,
                children: [
                  (0, z.jsxs)(_, { children: [`هنوز آدرس واریز `, n.name, ` برای شما ساخته نشده است.`] }),
                  (0, z.jsx)(_, {
                    size: `sm`,
                    c: `dimmed`,
                    children: `آدرس یک‌بار ساخته می‌شود و همیشه برای شما ثابت می‌ماند؛ هر مبلغی که به آن بفرستید پس از تأیید شبکه به موجودی‌تان افزوده می‌شود.`,
                  }),
                  (0, z.jsxs)(t, {
                    leftSection: (0, z.jsx)(W, { size: 16, 'aria-hidden': !0 }),
                    loading: s.isPending,
                    onClick: () => s.mutate(e),
                    'data-testid': `create-wallet`,
                    children: [`ساخت آدرس کیف پول `, n.name],
                  }),
                ],
              }),
      }),
      (0, z.jsx)(O, {
        variant: `light`,
        color: `blue`,
        icon: (0, z.jsx)(j, { size: 18, 'aria-hidden': !0 }),
        'data-testid': `minimum-note`,
        children: (0, z.jsxs)(U, {
          size: `sm`,
          spacing: 4,
          children: [
            (0, z.jsxs)(U.Item, {
              children: [`حداقل شارژ `, l(d), ` است`, f > 0 ? ` (حدود ${a(f)} ${n.name} با نرخ فعلی)` : ``, `.`],
            }),
            (0, z.jsx)(U.Item, {
              children: `واریزهای کمتر از حداقل از بین نمی‌روند: نگه داشته می‌شوند و وقتی جمعشان به حداقل برسد یکجا به موجودی افزوده می‌شوند.`,
            }),
            (0, z.jsxs)(U.Item, { children: [`فقط `, n.name, ` و فقط روی شبکه‌ی `, n.name, ` به این آدرس بفرستید.`] }),
            (0, z.jsx)(U.Item, { children: `مبلغ به نرخ لحظه‌ی تأیید واریز حساب می‌شود.` }),
          ],
        }),
      }),
    ],
  });
}
function te({ currency: e }) {
  const n = `شارژ با ${$[e].name}`;
  r(n);
  const a = D();
  return (0, z.jsxs)(b, {
    gap: `md`,
    'data-testid': `crypto-${e.toLowerCase()}`,
    maw: 720,
    children: [
      (0, z.jsxs)(i, {
        justify: `space-between`,
        wrap: `nowrap`,
        children: [
          (0, z.jsx)(s, { order: 1, size: `h3`, children: n }),
          (0, z.jsx)(t, {
            variant: `subtle`,
            leftSection: (0, z.jsx)(x, { size: 16, 'aria-hidden': !0 }),
            onClick: () => a(-1),
            children: `بازگشت`,
          }),
        ],
      }),
      (0, z.jsx)(ee, { currency: e }),
    ],
  });
}

export { te as CryptoRoute };
