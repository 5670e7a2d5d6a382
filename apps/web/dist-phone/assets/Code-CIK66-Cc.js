import { u as o } from './runtime-B8Ttn_BI.js';
import { o as a, D as e, m as i, c as n, h as r, M as t } from './store-B5VJ9oXn.js';

var s = { root: `m_b183c0a2` },
  c = o(),
  l = t((t, { color: n }) => ({ root: { '--code-bg': n ? e(n, t) : void 0 } })),
  u = n((e) => {
    const t = r(`Code`, null, e),
      {
        classNames: n,
        className: o,
        style: u,
        styles: d,
        unstyled: f,
        vars: p,
        color: m,
        block: h,
        mod: g,
        attributes: _,
        ...v
      } = t,
      y = i({
        name: `Code`,
        props: t,
        classes: s,
        className: o,
        style: u,
        classNames: n,
        styles: d,
        unstyled: f,
        attributes: _,
        vars: p,
        varsResolver: l,
      });
    return (0, c.jsx)(a, { component: h ? `pre` : `code`, mod: [{ block: h }, g], ...y(`root`), ...v, dir: `ltr` });
  });
(u.classes = s), (u.varsResolver = l), (u.displayName = `@mantine/core/Code`);

export { u as t };
