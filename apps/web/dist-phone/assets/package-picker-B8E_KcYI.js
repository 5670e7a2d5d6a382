import { t as f } from './AccordionChevron-D3ryC-6W.js';
import { t as w } from './Badge-DCsC8PGu.js';
import { t as _ } from './Collapse-CqW2DrWI.js';
import { t as d } from './create-safe-context-DswzsaXw.js';
import { t as p } from './create-scoped-keydown-handler-BNvoN0m4.js';
import { t as k } from './empty-state-Btny1RmZ.js';
import { b, x as C, st as S, ft as x, at as y } from './index-B3ichRAS.js';
import { t as T } from './NumberInput-B2qiK1Yq.js';
import { t as E } from './Radio-D2TOrP_U.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as g, u as h } from './runtime-B8Ttn_BI.js';
import { t as D } from './SimpleGrid-BdsTzg9e.js';
import { t as O } from './Skeleton-D-SLUjiH.js';
import { t as A } from './service-type-icons-2bz31Ihr.js';
import { h as a, m as c, c as i, o as l, M as n, i as o, V as r, l as s, F as t, r as u } from './store-B5VJ9oXn.js';
import { n as m } from './Transition-Cx7H30U_.js';
import { t as v } from './use-id-CieX9qO2.js';

function j(e, t) {
  return (n) => {
    if (typeof n != `string` || n.trim().length === 0) throw Error(t);
    return `${e}-${n}`;
  };
}
var [M, N] = d(`Accordion component was not found in the tree`),
  [P, F] = d(`Accordion.Item component was not found in the tree`),
  I = {
    root: `m_9bdbb667`,
    panel: `m_df78851f`,
    content: `m_4ba554d4`,
    itemTitle: `m_8fa820a0`,
    control: `m_4ba585b8`,
    'control--default': `m_6939a5e9`,
    'control--contained': `m_4271d21b`,
    label: `m_df3ffa0f`,
    chevron: `m_3f35ae96`,
    icon: `m_9bd771fe`,
    item: `m_9bd7b098`,
    'item--default': `m_fe19b709`,
    'item--contained': `m_1f921b3b`,
    'item--filled': `m_2cdf939a`,
    'item--separated': `m_9f59b069`,
  },
  L = h(),
  R = i((e) => {
    const {
        classNames: t,
        className: n,
        style: r,
        styles: i,
        vars: o,
        chevron: s,
        icon: c,
        onClick: u,
        onKeyDown: d,
        children: f,
        disabled: h,
        mod: g,
        ..._
      } = a(`AccordionControl`, null, e),
      { value: v } = F(),
      y = N(),
      b = y.isItemActive(v),
      x = typeof y.order == `number`,
      S = `h${y.order}`,
      C = (0, L.jsxs)(m, {
        ...y.getStyles(`control`, { className: n, classNames: t, style: r, styles: i, variant: y.variant }),
        unstyled: y.unstyled,
        mod: [`accordion-control`, { active: b, 'chevron-position': y.chevronPosition, disabled: h }, g],
        onClick: (e) => {
          u?.(e), y.onChange(v);
        },
        type: `button`,
        disabled: h,
        'aria-expanded': b,
        'aria-controls': y.getRegionId(v),
        id: y.getControlId(v),
        onKeyDown: p({
          siblingSelector: `[data-accordion-control]`,
          parentSelector: `[data-accordion]`,
          activateOnFocus: !1,
          loop: y.loop,
          orientation: `vertical`,
          onKeyDown: d,
        }),
        ..._,
        children: [
          (0, L.jsx)(l, {
            component: `span`,
            mod: { rotate: !y.disableChevronRotation && b, position: y.chevronPosition },
            ...y.getStyles(`chevron`, { classNames: t, styles: i }),
            children: s || y.chevron,
          }),
          (0, L.jsx)(`span`, { ...y.getStyles(`label`, { classNames: t, styles: i }), children: f }),
          c &&
            (0, L.jsx)(l, {
              component: `span`,
              mod: { 'chevron-position': y.chevronPosition },
              ...y.getStyles(`icon`, { classNames: t, styles: i }),
              children: c,
            }),
        ],
      });
    return x ? (0, L.jsx)(S, { ...y.getStyles(`itemTitle`, { classNames: t, styles: i }), children: C }) : C;
  });
(R.displayName = `@mantine/core/AccordionControl`), (R.classes = I);
var z = i((e) => {
  const {
      classNames: t,
      className: n,
      style: r,
      styles: i,
      vars: o,
      value: s,
      mod: c,
      ...u
    } = a(`AccordionItem`, null, e),
    d = N();
  return (0, L.jsx)(P, {
    value: { value: s },
    children: (0, L.jsx)(l, {
      mod: [{ active: d.isItemActive(s) }, c],
      ...d.getStyles(`item`, { className: n, classNames: t, styles: i, style: r, variant: d.variant }),
      ...u,
    }),
  });
});
(z.displayName = `@mantine/core/AccordionItem`), (z.classes = I);
var B = i((e) => {
  const {
      classNames: t,
      className: n,
      style: r,
      styles: i,
      vars: o,
      children: s,
      keepMounted: c,
      keepMountedMode: l,
      ...u
    } = a(`AccordionPanel`, null, e),
    { value: d } = F(),
    f = N();
  return (0, L.jsx)(_, {
    ...f.getStyles(`panel`, { className: n, classNames: t, style: r, styles: i }),
    expanded: f.isItemActive(d),
    transitionDuration: f.transitionDuration ?? 200,
    role: `region`,
    id: f.getRegionId(d),
    'aria-labelledby': f.getControlId(d),
    keepMounted: c ?? f.keepMounted,
    keepMountedMode: l ?? f.keepMountedMode,
    ...u,
    children: (0, L.jsx)(`div`, { ...f.getStyles(`content`, { classNames: t, styles: i }), children: s }),
  });
});
(B.displayName = `@mantine/core/AccordionPanel`), (B.classes = I);
var V = {
    multiple: !1,
    loop: !0,
    disableChevronRotation: !1,
    disableCollapse: !1,
    chevronPosition: `right`,
    variant: `default`,
    chevronSize: `auto`,
    chevronIconSize: 16,
    keepMountedMode: `activity`,
  },
  H = n((e, { transitionDuration: n, chevronSize: i, radius: a }) => ({
    root: {
      '--accordion-transition-duration': n === void 0 ? void 0 : `${n}ms`,
      '--accordion-chevron-size': i === void 0 ? void 0 : r(i),
      '--accordion-radius': a === void 0 ? void 0 : t(a),
    },
  })),
  U = s((e) => {
    const t = a(`Accordion`, V, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: o,
        unstyled: s,
        vars: u,
        children: d,
        multiple: p,
        value: m,
        defaultValue: h,
        onChange: g,
        id: _,
        loop: y,
        transitionDuration: b,
        disableChevronRotation: S,
        disableCollapse: C,
        chevronPosition: w,
        chevronSize: T,
        order: E,
        chevron: D,
        variant: O,
        radius: k,
        chevronIconSize: A,
        attributes: N,
        keepMounted: P,
        keepMountedMode: F,
        ...R
      } = t,
      z = v(_),
      [B, U] = x({ value: m, defaultValue: h, finalValue: p ? [] : null, onChange: g }),
      W = (e) => (Array.isArray(B) ? B.includes(e) : e === B),
      G = (e) => {
        if (!Array.isArray(B) && C && e === B) return;
        const t = Array.isArray(B) ? (B.includes(e) ? B.filter((t) => t !== e) : [...B, e]) : e === B ? null : e;
        U(t);
      },
      K = c({
        name: `Accordion`,
        classes: I,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: o,
        unstyled: s,
        attributes: N,
        vars: u,
        varsResolver: H,
      });
    return (0, L.jsx)(M, {
      value: {
        isItemActive: W,
        onChange: G,
        getControlId: j(`${z}-control`, `Accordion.Item component was rendered with invalid value or without value`),
        getRegionId: j(`${z}-panel`, `Accordion.Item component was rendered with invalid value or without value`),
        chevron: D === null ? null : D || (0, L.jsx)(f, { size: A }),
        transitionDuration: b,
        disableChevronRotation: S,
        chevronPosition: w,
        order: E,
        loop: y,
        getStyles: K,
        variant: O,
        unstyled: s,
        keepMounted: P,
        keepMountedMode: F,
      },
      children: (0, L.jsx)(l, { ...K(`root`), id: z, ...R, variant: O, 'data-accordion': !0, children: d }),
    });
  });
(U.classes = I),
  (U.varsResolver = H),
  (U.displayName = `@mantine/core/Accordion`),
  (U.Item = z),
  (U.Panel = B),
  (U.Control = R),
  (U.Chevron = f);
function W(e, t = 100) {
  return (e * t) / 100;
}
function G(e) {
  const t = W(e.price, e.discount);
  return Math.round(t * e.gb * (1 + e.monthRate) ** ((e.days - 30) / 30));
}
var K = e(g()),
  q = `openPackageGroups`;
function J() {
  try {
    const e = JSON.parse(localStorage.getItem(`openPackageGroups`) ?? `null`);
    return Array.isArray(e) ? e.filter((e) => typeof e == `string`) : null;
  } catch {
    return null;
  }
}
function Y(e) {
  const [t, n] = (0, K.useState)(J);
  return [
    t ?? e,
    (e) => {
      n(e), localStorage.setItem(q, JSON.stringify(e));
    },
  ];
}
var X = { packageId: null, gb: 10, days: 30 },
  Z = (e) => (typeof e == `number` ? e : Number(e) || 0);
function Q(e, t) {
  if (t !== null)
    for (const n of e ?? []) {
      const e = n.packages.find((e) => e.id === t);
      if (e) return e;
    }
}
function $(e, t) {
  if (!e.is_custom) return e.price;
  const n = Z(t.gb),
    r = Z(t.days);
  return n <= 0 || r <= 0 ? null : G({ price: e.price, discount: 100, gb: n, days: r, monthRate: e.month_rate });
}
function ee(e, t) {
  return e?.is_custom ? { day: Z(t.days), traffic: Z(t.gb) } : { day: null, traffic: null };
}
function te({ groups: e, loading: t, value: n, onChange: r, showprice: i }) {
  const [a, s] = Y((e ?? []).map((e) => String(e.id))),
    c = Q(e, n.packageId);
  return t
    ? (0, L.jsxs)(u, { gap: `xs`, children: [(0, L.jsx)(O, { height: 44 }), (0, L.jsx)(O, { height: 88 })] })
    : e?.length
      ? (0, L.jsxs)(u, {
          gap: `md`,
          'data-testid': `package-picker`,
          children: [
            (0, L.jsx)(E.Group, {
              value: n.packageId === null ? null : String(n.packageId),
              onChange: (e) => r({ ...n, packageId: Number(e) }),
              label: `انتخاب بسته`,
              children: (0, L.jsx)(U, {
                multiple: !0,
                value: a,
                onChange: s,
                variant: `separated`,
                radius: `md`,
                mt: `xs`,
                chevronPosition: `left`,
                children: e.map((e) =>
                  (0, L.jsxs)(
                    U.Item,
                    {
                      value: String(e.id),
                      'data-testid': `package-group-${e.id}`,
                      children: [
                        (0, L.jsx)(U.Control, {
                          children: (0, L.jsxs)(u, {
                            gap: 0,
                            children: [
                              (0, L.jsx)(o, { fw: 600, children: e.name }),
                              e.info && (0, L.jsx)(o, { size: `xs`, c: `dimmed`, children: e.info }),
                            ],
                          }),
                        }),
                        (0, L.jsx)(U.Panel, {
                          children: (0, L.jsx)(D, {
                            cols: { base: 1, sm: 2, lg: 3 },
                            spacing: `sm`,
                            children: e.packages.map((e) => (0, L.jsx)(ne, { pkg: e, showprice: i }, e.id)),
                          }),
                        }),
                      ],
                    },
                    e.id,
                  ),
                ),
              }),
            }),
            c?.is_custom && (0, L.jsx)(re, { pkg: c, value: n, onChange: r, showprice: i }),
          ],
        })
      : (0, L.jsx)(k, { title: `بسته‌ای برای خرید وجود ندارد`, testId: `packages-empty` });
}
function ne({ pkg: e, showprice: t }) {
  const n = e.is_custom
    ? `حجم و مدت دلخواه`
    : [e.days > 0 && `${b(e.days)} روز`, e.traffic_gb > 0 && `${b(e.traffic_gb)} گیگ`].filter(Boolean).join(`، `);
  return (0, L.jsx)(E.Card, {
    value: String(e.id),
    radius: `md`,
    p: `sm`,
    'data-testid': `package-${e.id}`,
    'aria-label': e.name,
    children: (0, L.jsxs)(y, {
      wrap: `nowrap`,
      align: `flex-start`,
      gap: `sm`,
      children: [
        (0, L.jsx)(E.Indicator, { mt: 2 }),
        (0, L.jsxs)(u, {
          gap: 4,
          style: { flex: 1, minWidth: 0 },
          children: [
            (0, L.jsxs)(y, {
              justify: `space-between`,
              gap: `xs`,
              wrap: `nowrap`,
              children: [
                (0, L.jsx)(o, { fw: 600, size: `sm`, children: e.name }),
                (0, L.jsx)(A, { is_v2ray: e.is_v2ray, is_radius: e.is_radius }),
              ],
            }),
            n && (0, L.jsx)(o, { size: `xs`, c: `dimmed`, children: n }),
            e.info && (0, L.jsx)(o, { size: `xs`, c: `dimmed`, children: e.info }),
            (0, L.jsxs)(y, {
              gap: 4,
              children: [
                e.is_custom && (0, L.jsx)(w, { size: `sm`, variant: `light`, color: `grape`, children: `هر گیگ` }),
                (0, L.jsx)(o, {
                  size: `sm`,
                  fw: 600,
                  c: `blue.8`,
                  'data-testid': `package-price-${e.id}`,
                  children: C(e.price, t),
                }),
              ],
            }),
          ],
        }),
      ],
    }),
  });
}
function re({ pkg: e, value: t, onChange: n, showprice: r }) {
  const i = $(e, t),
    a = Math.floor(e.day / 30);
  return (0, L.jsx)(S, {
    withBorder: !0,
    p: `md`,
    radius: `md`,
    'data-testid': `custom-terms`,
    children: (0, L.jsxs)(u, {
      gap: `sm`,
      children: [
        (0, L.jsx)(o, { fw: 600, size: `sm`, children: `حجم و مدت بسته‌ی دلخواه` }),
        (0, L.jsxs)(D, {
          cols: { base: 1, xs: 2 },
          spacing: `sm`,
          children: [
            (0, L.jsx)(T, {
              label: `حجم (گیگ)`,
              value: t.gb,
              onChange: (e) => n({ ...t, gb: e }),
              min: 10,
              allowNegative: !1,
              allowDecimal: !1,
              description: `حداقل حجم ${b(10)} گیگ، حداکثر حجم ${b(e.transferlimit)} گیگ`,
              'data-testid': `custom-gb`,
            }),
            (0, L.jsx)(T, {
              label: `مدت (روز)`,
              value: t.days,
              onChange: (e) => n({ ...t, days: e }),
              min: 1,
              allowNegative: !1,
              allowDecimal: !1,
              description: `حداکثر ${b(a)} ماه`,
              'data-testid': `custom-days`,
            }),
          ],
        }),
        i !== null &&
          (0, L.jsxs)(o, {
            size: `sm`,
            'data-testid': `custom-price`,
            children: [`قیمت: `, (0, L.jsx)(`b`, { children: C(i, r) })],
          }),
      ],
    }),
  });
}

export { $ as i, ee as a, Q as r, te as n, X as t };
