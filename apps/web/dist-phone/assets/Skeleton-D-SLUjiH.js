import { u as s } from './runtime-B8Ttn_BI.js';
import { m as a, F as e, h as i, V as n, o, c as r, M as t } from './store-B5VJ9oXn.js';

var c = { root: `m_18320242`, 'skeleton-fade': `m_299c329c` },
  l = s(),
  u = { visible: !0, animate: !0 },
  d = t((t, { width: r, height: i, radius: a, circle: o }) => ({
    root: {
      '--skeleton-height': n(i),
      '--skeleton-width': n(o ? i : r),
      '--skeleton-radius': o ? `1000px` : a === void 0 ? void 0 : e(a),
    },
  })),
  f = r((e) => {
    const t = i(`Skeleton`, u, e),
      {
        classNames: n,
        className: r,
        style: s,
        styles: f,
        unstyled: p,
        vars: m,
        width: h,
        height: g,
        circle: _,
        visible: v,
        radius: y,
        animate: b,
        mod: x,
        attributes: S,
        ...C
      } = t,
      w = a({
        name: `Skeleton`,
        classes: c,
        props: t,
        className: r,
        style: s,
        classNames: n,
        styles: f,
        unstyled: p,
        attributes: S,
        vars: m,
        varsResolver: d,
      });
    return (0, l.jsx)(o, { ...w(`root`), mod: [{ visible: v, animate: b }, x], ...C });
  });
(f.classes = c), (f.varsResolver = d), (f.displayName = `@mantine/core/Skeleton`);

export { f as t };
