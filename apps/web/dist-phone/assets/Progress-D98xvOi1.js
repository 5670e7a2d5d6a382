import { t as u } from './create-safe-context-DswzsaXw.js';
import { lt as f, ut as p } from './index-B3ichRAS.js';
import { u as d } from './runtime-B8Ttn_BI.js';
import { c as a, o as c, D as e, _ as i, L as n, h as o, M as r, m as s, F as t } from './store-B5VJ9oXn.js';
import { t as l } from './use-resolved-styles-api-CHYueO1k.js';

var [m, h] = u(`Progress.Root component was not found in tree`),
  g = {
    root: `m_db6d6462`,
    section: `m_2242eb65`,
    'stripes-animation': `m_81a374bd`,
    'stripes-animation-vertical': `m_e0fb7a86`,
    label: `m_91e40b74`,
  },
  _ = d(),
  v = a((e) => {
    const { classNames: t, className: n, style: r, styles: i, vars: a, ...s } = o(`ProgressLabel`, null, e),
      l = h();
    return (0, _.jsx)(c, { ...l.getStyles(`label`, { className: n, style: r, classNames: t, styles: i }), ...s });
  });
(v.classes = g), (v.displayName = `@mantine/core/ProgressLabel`);
var y = r((e, { size: r, radius: i, transitionDuration: a }) => ({
    root: {
      '--progress-size': n(r, `progress-size`),
      '--progress-radius': i === void 0 ? void 0 : t(i),
      '--progress-transition-duration': typeof a == `number` ? `${a}ms` : void 0,
    },
  })),
  b = a((e) => {
    const t = o(`ProgressRoot`, null, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: l,
        vars: u,
        autoContrast: d,
        transitionDuration: f,
        orientation: p,
        attributes: h,
        mod: v,
        ...b
      } = t,
      x = s({
        name: `Progress`,
        classes: g,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: l,
        attributes: h,
        vars: u,
        varsResolver: y,
      });
    return (0, _.jsx)(m, {
      value: { getStyles: x, autoContrast: d },
      children: (0, _.jsx)(c, { mod: [{ orientation: p }, v], ...x(`root`), ...b }),
    });
  });
(b.classes = g), (b.varsResolver = y), (b.displayName = `@mantine/core/ProgressRoot`);
var x = { withAria: !0 },
  S = a((t) => {
    const {
        classNames: n,
        className: r,
        style: a,
        styles: s,
        vars: l,
        value: u,
        withAria: d,
        color: m,
        striped: g,
        animated: v,
        mod: y,
        ...b
      } = o(`ProgressSection`, x, t),
      S = h(),
      C = i(),
      w = d
        ? {
            role: `progressbar`,
            'aria-valuemax': 100,
            'aria-valuemin': 0,
            'aria-valuenow': u,
            'aria-valuetext': `${u}%`,
          }
        : {};
    return (0, _.jsx)(c, {
      ...S.getStyles(`section`, { className: r, classNames: n, styles: s, style: a }),
      ...b,
      ...w,
      mod: [{ striped: g || v, animated: v }, y],
      __vars: {
        '--progress-section-size': `${u}%`,
        '--progress-section-color': e(m, C),
        '--progress-label-color': f(S.autoContrast, C)
          ? p({ color: m, theme: C, autoContrast: S.autoContrast })
          : void 0,
      },
    });
  });
(S.classes = g), (S.displayName = `@mantine/core/ProgressSection`);
var C = a((e) => {
  const t = o(`Progress`, null, e),
    { value: n, classNames: r, styles: i, vars: a, color: s, striped: c, animated: u, 'aria-label': d, ...f } = t,
    { resolvedClassNames: p, resolvedStyles: m } = l({ classNames: r, styles: i, props: t });
  return (0, _.jsx)(b, {
    classNames: p,
    styles: m,
    vars: a,
    ...f,
    children: (0, _.jsx)(S, { value: n, color: s, striped: c, animated: u, 'aria-label': d }),
  });
});
(C.classes = g), (C.displayName = `@mantine/core/Progress`), (C.Section = S), (C.Root = b), (C.Label = v);

export { C as t };
