import { u as s } from './runtime-B8Ttn_BI.js';
import { m as a, D as e, h as i, M as n, o, c as r, L as t } from './store-B5VJ9oXn.js';

var c = {
    dropdown: `m_88b62a41`,
    search: `m_985517d8`,
    options: `m_b2821a6e`,
    option: `m_92253aa5`,
    empty: `m_2530cd1d`,
    header: `m_858f94bd`,
    footer: `m_82b967cb`,
    group: `m_254f3e4f`,
    groupLabel: `m_2bb2e9e5`,
    chevron: `m_2943220b`,
    optionsDropdownOption: `m_390b5f4`,
    optionsDropdownCheckIcon: `m_8ee53fc2`,
    optionsDropdownCheckPlaceholder: `m_a530ee0a`,
  },
  l = s(),
  u = { error: null },
  d = n((n, { size: r, color: i }) => ({
    chevron: {
      '--combobox-chevron-size': t(r, `combobox-chevron-size`),
      '--combobox-chevron-color': i ? e(i, n) : void 0,
    },
  })),
  f = r((e) => {
    const t = i(`ComboboxChevron`, u, e),
      {
        size: n,
        error: r,
        style: s,
        className: f,
        classNames: p,
        styles: m,
        unstyled: h,
        vars: g,
        attributes: _,
        mod: v,
        ...y
      } = t,
      b = a({
        name: `ComboboxChevron`,
        classes: c,
        props: t,
        style: s,
        className: f,
        classNames: p,
        styles: m,
        unstyled: h,
        vars: g,
        varsResolver: d,
        attributes: _,
        rootSelector: `chevron`,
      });
    return (0, l.jsx)(o, {
      component: `svg`,
      ...y,
      ...b(`chevron`),
      size: n,
      viewBox: `0 0 15 15`,
      fill: `none`,
      xmlns: `http://www.w3.org/2000/svg`,
      mod: [`combobox-chevron`, { error: r }, v],
      children: (0, l.jsx)(`path`, {
        d: `M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z`,
        fill: `currentColor`,
        fillRule: `evenodd`,
        clipRule: `evenodd`,
      }),
    });
  });
(f.classes = c), (f.varsResolver = d), (f.displayName = `@mantine/core/ComboboxChevron`);

export { c as n, f as t };
