import { t as i } from './ComboboxChevron-DPLV65q3.js';
import { t as r } from './get-parsed-combobox-data-D9fRIMhM.js';
import { t as n } from './InputBase-_vvjCT3d.js';
import { u as a } from './runtime-B8Ttn_BI.js';
import { c as e, h as t } from './store-B5VJ9oXn.js';

var o = a();
function s(e) {
  return `group` in e;
}
function c({ data: e }) {
  if (s(e)) {
    const t = e.items.map((e) => (0, o.jsx)(c, { data: e }, e.value));
    return (0, o.jsx)(`optgroup`, { label: e.group, children: t });
  }
  const { value: t, label: n, ...r } = e;
  return (0, o.jsx)(`option`, { value: e.value, ...r, children: e.label });
}
c.displayName = `@mantine/core/NativeSelectOption`;
var l = { size: `sm`, rightSectionPointerEvents: `none` },
  u = e((e) => {
    const {
        data: a,
        children: s,
        size: u,
        error: d,
        rightSection: f,
        unstyled: p,
        ...m
      } = t([`Input`, `InputWrapper`, `NativeSelect`], l, e),
      h = r(a).map((e, t) => (0, o.jsx)(c, { data: e }, t));
    return (0, o.jsx)(n, {
      component: `select`,
      ...m,
      __staticSelector: `NativeSelect`,
      size: u,
      pointer: !0,
      error: d,
      unstyled: p,
      rightSection: f || (0, o.jsx)(i, { size: u, error: d, unstyled: p }),
      children: s || h,
    });
  });
(u.classes = n.classes), (u.displayName = `@mantine/core/NativeSelect`);

export { u as t };
