import { d as n, l as r, Q as t } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as a, u as i } from './runtime-B8Ttn_BI.js';

var o = r(`outline`, `check`, `Check`, [[`path`, { d: `M5 12l5 5l10 -10`, key: `svg-0` }]]),
  s = r(`outline`, `copy`, `Copy`, [
    [
      `path`,
      {
        d: `M7 9.667a2.667 2.667 0 0 1 2.667 -2.667h8.666a2.667 2.667 0 0 1 2.667 2.667v8.666a2.667 2.667 0 0 1 -2.667 2.667h-8.666a2.667 2.667 0 0 1 -2.667 -2.667l0 -8.666`,
        key: `svg-0`,
      },
    ],
    [
      `path`,
      {
        d: `M4.012 16.737a2.005 2.005 0 0 1 -1.012 -1.737v-10c0 -1.1 .9 -2 2 -2h10c.75 0 1.158 .385 1.5 1`,
        key: `svg-1`,
      },
    ],
  ]),
  c = e(a()),
  l = i(),
  u = 2e3;
function d(e, t = `success`) {
  return n({ toast: !0, position: `top`, icon: t, title: e, showConfirmButton: !1, timer: 2500, timerProgressBar: !0 });
}
async function f(e) {
  try {
    await navigator.clipboard.writeText(e);
    return;
  } catch {}
  const t = document.createElement(`textarea`);
  (t.value = e),
    t.setAttribute(`readonly`, ``),
    (t.style.position = `fixed`),
    (t.style.opacity = `0`),
    document.body.appendChild(t),
    t.select();
  const n = document.execCommand(`copy`);
  if ((t.remove(), !n)) throw Error(`copy failed`);
}
function p({
  value: e,
  label: n = `کپی`,
  copiedLabel: r = `کپی شد`,
  toast: i = `کپی شد`,
  timeout: a = u,
  testId: p = `copy-button`,
  ...m
}) {
  const [h, g] = (0, c.useState)(!1),
    _ = (0, c.useRef)(void 0);
  return (
    (0, c.useEffect)(() => () => window.clearTimeout(_.current), []),
    (0, l.jsx)(t, {
      variant: h ? `filled` : `light`,
      color: h ? `teal` : void 0,
      leftSection: h ? (0, l.jsx)(o, { size: 16, 'aria-hidden': !0 }) : (0, l.jsx)(s, { size: 16, 'aria-hidden': !0 }),
      onClick: async () => {
        try {
          await f(e);
        } catch {
          d(`کپی نشد؛ متن را دستی انتخاب کنید`, `info`);
          return;
        }
        g(!0), d(i), window.clearTimeout(_.current), (_.current = window.setTimeout(() => g(!1), a));
      },
      'data-copied': h,
      'data-testid': p,
      ...m,
      children: h ? r : n,
    })
  );
}

export { o as n, p as t };
