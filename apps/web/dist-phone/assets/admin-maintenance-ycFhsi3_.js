import { t as _ } from './Alert-DFvqV_h5.js';
import { _ as b, y as C, o as S, m as x } from './common-CVhYgptH.js';
import { t as w } from './field-errors-BfcQQgoX.js';
import { a, i as c, st as d, V as i, m as l, O as n, at as o, Q as r, c as s, q as u } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { l as f, w as g, u as h, t as m, r as p } from './runtime-B8Ttn_BI.js';
import { t as v } from './Switch-ClKLhCYK.js';
import { r as t } from './store-B5VJ9oXn.js';
import { t as y } from './Textarea-BvlYfSYl.js';

b({ undermaintenance: x(), maintenancemessage: C() });
var T = b({
    undermaintenance: x({ error: `وضعیت تعمیرات باید بله یا خیر باشد` }),
    maintenancemessage: S(1e3).default(``),
  }),
  E = [`admin`, `maintenance`],
  D = () => p({ queryKey: E, queryFn: () => n(i.adminMaintenance) }),
  O = e(g()),
  k = (e) => n(i.setMaintenance, { body: e });
function A() {
  const e = f();
  return m({ mutationFn: k, onSuccess: (t) => e.setQueryData(E, t) });
}
var j = h();
function M(e) {
  const n = A(),
    [i, a] = (0, O.useState)(e.undermaintenance),
    [c, u] = (0, O.useState)(e.maintenancemessage),
    [f, p] = (0, O.useState)();
  return (0, j.jsxs)(t, {
    gap: `md`,
    maw: 640,
    children: [
      e.undermaintenance &&
        (0, j.jsx)(_, {
          color: `orange`,
          variant: `light`,
          icon: (0, j.jsx)(s, { size: 18, 'aria-hidden': !0 }),
          'data-testid': `maintenance-on`,
          children: `حالت تعمیر روشن است: فروشندگان پنل خود را نمی‌بینند. مدیران همچنان وارد می‌شوند.`,
        }),
      (0, j.jsx)(d, {
        withBorder: !0,
        radius: `md`,
        p: `md`,
        children: (0, j.jsx)(`form`, {
          onSubmit: (e) => {
            e.preventDefault();
            const t = T.safeParse({ undermaintenance: i, maintenancemessage: c });
            if (!t.success) return p(w(t.error).maintenancemessage);
            p(void 0),
              n.mutate(t.data, {
                onSuccess: (e) =>
                  void l(e.undermaintenance ? `حالت تعمیر روشن شد` : `حالت تعمیر خاموش شد`, [
                    e.undermaintenance ? `فروشندگان تا خاموش شدن آن پیام را می‌بینند.` : `پنل فروشندگان دوباره باز است.`,
                  ]),
              });
          },
          noValidate: !0,
          children: (0, j.jsxs)(t, {
            gap: `md`,
            children: [
              (0, j.jsx)(v, {
                label: `حالت تعمیر`,
                description: `پنل فروشندگان بسته می‌شود و این پیام را نشان می‌دهد`,
                checked: i,
                onChange: (e) => a(e.currentTarget.checked),
                'data-testid': `maintenance-switch`,
              }),
              (0, j.jsx)(y, {
                label: `پیام به فروشندگان`,
                placeholder: `مثلاً: تا ساعت ۱۸ در حال به‌روزرسانی هستیم.`,
                autosize: !0,
                minRows: 3,
                value: c,
                onChange: (e) => u(e.currentTarget.value),
                error: f,
                'data-testid': `maintenance-text`,
              }),
              (0, j.jsx)(o, {
                justify: `flex-end`,
                children: (0, j.jsx)(r, {
                  type: `submit`,
                  color: i ? `orange` : void 0,
                  loading: n.isPending,
                  'data-testid': `maintenance-submit`,
                  children: `ثبت`,
                }),
              }),
            ],
          }),
        }),
      }),
    ],
  });
}
function N() {
  a(`حالت تعمیر`);
  const { data: e } = D();
  return (0, j.jsxs)(t, {
    gap: `md`,
    'data-testid': `admin-maintenance`,
    children: [
      (0, j.jsx)(u, { order: 1, size: `h3`, children: `حالت تعمیر` }),
      e
        ? (0, j.jsx)(M, { ...e }, String(e.undermaintenance) + e.maintenancemessage)
        : (0, j.jsx)(c, { fullScreen: !1 }),
    ],
  });
}

export { N as AdminMaintenanceRoute };
