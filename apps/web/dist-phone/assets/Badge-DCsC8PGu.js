import { u as c } from './runtime-B8Ttn_BI.js';
import { m as a, D as e, h as i, L as n, o, M as r, s, F as t } from './store-B5VJ9oXn.js';

var l = { root: `m_347db0ec`, 'root--dot': `m_fbd81e3d`, label: `m_5add502a`, section: `m_91fdda9b` },
  u = c(),
  d = r((r, { radius: i, color: a, gradient: o, variant: s, size: c, autoContrast: l, circle: u }) => {
    const d = r.variantColorResolver({
      color: a || r.primaryColor,
      theme: r,
      gradient: o,
      variant: s || `filled`,
      autoContrast: l,
    });
    return {
      root: {
        '--badge-height': n(c, `badge-height`),
        '--badge-padding-x': n(c, `badge-padding-x`),
        '--badge-fz': n(c, `badge-fz`),
        '--badge-radius': u || i === void 0 ? void 0 : t(i),
        '--badge-bg': a || s ? d.background : void 0,
        '--badge-color': a || s ? d.color : void 0,
        '--badge-bd': a || s ? d.border : void 0,
        '--badge-dot-color': s === `dot` ? e(a, r) : void 0,
      },
    };
  }),
  f = s((e) => {
    const t = i(`Badge`, null, e),
      {
        classNames: n,
        className: r,
        style: s,
        styles: c,
        unstyled: f,
        vars: p,
        radius: m,
        color: h,
        gradient: g,
        leftSection: _,
        rightSection: v,
        children: y,
        variant: b,
        fullWidth: x,
        autoContrast: S,
        circle: C,
        mod: w,
        attributes: T,
        ...E
      } = t,
      D = a({
        name: `Badge`,
        props: t,
        classes: l,
        className: r,
        style: s,
        classNames: n,
        styles: c,
        unstyled: f,
        attributes: T,
        vars: p,
        varsResolver: d,
      });
    return (0, u.jsxs)(o, {
      variant: b,
      mod: [{ block: x, circle: C, 'with-right-section': !!v, 'with-left-section': !!_ }, w],
      ...D(`root`, { variant: b }),
      ...E,
      children: [
        _ && (0, u.jsx)(`span`, { ...D(`section`), 'data-position': `left`, children: _ }),
        (0, u.jsx)(`span`, { ...D(`label`), children: y }),
        v && (0, u.jsx)(`span`, { ...D(`section`), 'data-position': `right`, children: v }),
      ],
    });
  });
(f.classes = l), (f.varsResolver = d), (f.displayName = `@mantine/core/Badge`);

export { f as t };
