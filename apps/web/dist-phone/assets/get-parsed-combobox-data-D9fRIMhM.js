function e(t) {
  return typeof t == `string`
    ? { value: t, label: t }
    : typeof t == `object` && `value` in t && !(`label` in t)
      ? { value: t.value, label: `${t.value}`, disabled: t.disabled }
      : typeof t == `object` && `group` in t
        ? { group: t.group, items: t.items.map((t) => e(t)) }
        : typeof t == `number` || typeof t == `bigint` || typeof t == `boolean`
          ? { value: t, label: `${t}` }
          : t;
}
function t(t) {
  return t ? t.map((t) => e(t)) : [];
}

export { t };
