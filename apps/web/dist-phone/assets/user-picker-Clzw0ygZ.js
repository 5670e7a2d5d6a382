import { l as r } from './common-CVhYgptH.js';
import { G as a, E as i, O as o } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as c, w as l, r as s } from './runtime-B8Ttn_BI.js';
import { t } from './Select-BFkHVZes.js';
import { t as n } from './use-debounced-value-Cw_OcOng.js';

var u = e(l()),
  d = c(),
  f = (e) => `${e.name || `بی‌نام`} — ${i(e.mobile)}`;
function p({ value: e, onChange: i, label: c = `کاربر`, placeholder: l = `همه‌ی کاربران`, testId: p = `user-filter` }) {
  const [m, h] = (0, u.useState)(``),
    g = s({
      queryKey: [`admin`, `users`, `one`, e],
      queryFn: () => o(a.get, { params: { id: e ?? 0 } }),
      enabled: e !== void 0,
      meta: { quiet: !0 },
    }),
    _ = g.data ? f(g.data) : ``,
    [v] = n(m === _ ? `` : m, 300),
    y = r(v).trim(),
    b = /^[\d\s+-]+$/.test(y),
    x = s({
      queryKey: [`admin`, `users`, `picker`, y],
      queryFn: () => o(a.list, { query: b ? { mobile: y } : { name: y || void 0 } }),
      staleTime: 3e4,
    }),
    S = new Map();
  g.data && S.set(String(g.data.id), _);
  for (const e of x.data?.data ?? []) S.set(String(e.id), f(e));
  return (0, d.jsx)(t, {
    label: c,
    placeholder: l,
    searchable: !0,
    clearable: !0,
    searchValue: m,
    onSearchChange: h,
    data: [...S].map(([e, t]) => ({ value: e, label: t })),
    value: e === void 0 ? null : String(e),
    onChange: (e) => i(e ? Number(e) : void 0),
    filter: ({ options: e }) => e,
    nothingFoundMessage: `کاربری پیدا نشد`,
    comboboxProps: { withinPortal: !0 },
    'data-testid': p,
  });
}

export { p as t };
