import { t as d } from './empty-state-Btny1RmZ.js';
import { t as l } from './IconBuildingStore-CABJ0Pcb.js';
import { t as u } from './IconHeadset-iyoyxloS.js';
import { q as _, J as f, l as g, k as h, at as m, Q as p, st as v } from './index-B3ichRAS.js';
import { u as e } from './runtime-B8Ttn_BI.js';
import { i as a, r as c, h as i, M as n, m as o, c as r, o as s, L as t } from './store-B5VJ9oXn.js';

var y = { root: `m_7485cace` },
  b = e(),
  x = { strategy: `block` },
  S = n((e, { size: n, fluid: r }) => ({ root: { '--container-size': r ? void 0 : t(n, `container-size`) } })),
  C = r((e) => {
    const t = i(`Container`, x, e),
      {
        classNames: n,
        className: r,
        style: a,
        styles: c,
        unstyled: l,
        vars: u,
        fluid: d,
        mod: f,
        attributes: p,
        strategy: m,
        ...h
      } = t,
      g = o({
        name: `Container`,
        classes: y,
        props: t,
        className: r,
        style: a,
        classNames: n,
        styles: c,
        unstyled: l,
        attributes: p,
        vars: u,
        varsResolver: S,
      });
    return (0, b.jsx)(s, { mod: [{ fluid: d, strategy: m }, f], ...g(`root`), ...h });
  });
(C.classes = y), (C.varsResolver = S), (C.displayName = `@mantine/core/Container`);
var w = g(`outline`, `alert-circle`, `AlertCircle`, [
    [`path`, { d: `M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0`, key: `svg-0` }],
    [`path`, { d: `M12 8v4`, key: `svg-1` }],
    [`path`, { d: `M12 16h.01`, key: `svg-2` }],
  ]),
  T = g(`outline`, `link-off`, `LinkOff`, [
    [`path`, { d: `M9 15l3 -3m2 -2l1 -1`, key: `svg-0` }],
    [`path`, { d: `M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464`, key: `svg-1` }],
    [`path`, { d: `M3 3l18 18`, key: `svg-2` }],
    [`path`, { d: `M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463`, key: `svg-3` }],
  ]);
function E({ error: e, notFound: t }) {
  const n = h(e) && e.status === 404;
  return (0, b.jsx)(v, {
    withBorder: !0,
    radius: `md`,
    'data-testid': `public-error`,
    children: (0, b.jsx)(d, {
      icon: T,
      title: n ? t : `دریافت اطلاعات ممکن نشد`,
      description: n ? `لینک را از فروشنده دوباره بگیرید.` : `چند لحظه بعد صفحه را دوباره باز کنید.`,
    }),
  });
}
function D({ store: e, servicename: t, supportlink: n, children: r }) {
  return (0, b.jsxs)(s, {
    mih: `100dvh`,
    bg: `gray.0`,
    'data-testid': `public-shell`,
    children: [
      (0, b.jsx)(s, {
        bg: `blue.7`,
        c: `white`,
        py: `md`,
        px: `md`,
        children: (0, b.jsx)(C, {
          size: 520,
          px: 0,
          children: (0, b.jsxs)(m, {
            gap: `sm`,
            wrap: `nowrap`,
            children: [
              (0, b.jsx)(f, {
                size: 40,
                radius: `md`,
                color: `blue`,
                variant: `white`,
                children: (0, b.jsx)(l, { size: 24, 'aria-hidden': !0 }),
              }),
              (0, b.jsxs)(c, {
                gap: 0,
                style: { minWidth: 0 },
                children: [
                  (0, b.jsx)(_, {
                    order: 1,
                    size: `h4`,
                    'data-testid': `store-name`,
                    style: { overflowWrap: `anywhere` },
                    children: e ?? `فروشگاه`,
                  }),
                  t && (0, b.jsx)(a, { size: `sm`, opacity: 0.85, 'data-testid': `service-name`, children: t }),
                ],
              }),
            ],
          }),
        }),
      }),
      (0, b.jsx)(C, {
        size: 520,
        px: `md`,
        py: `lg`,
        children: (0, b.jsxs)(c, {
          gap: `md`,
          children: [
            r,
            n &&
              (0, b.jsx)(m, {
                justify: `center`,
                children: (0, b.jsx)(p, {
                  component: `a`,
                  href: n,
                  target: `_blank`,
                  rel: `noopener`,
                  variant: `subtle`,
                  leftSection: (0, b.jsx)(u, { size: 18, 'aria-hidden': !0 }),
                  'data-testid': `support-link`,
                  children: `پشتیبانی فروشگاه`,
                }),
              }),
          ],
        }),
      }),
    ],
  });
}

export { D as t, E as n, w as r };
