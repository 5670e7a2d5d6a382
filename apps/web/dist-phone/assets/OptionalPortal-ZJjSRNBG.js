import { pt as c } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as n, w as r, C as t } from './runtime-B8Ttn_BI.js';
import { h as a, c as i, x as o } from './store-B5VJ9oXn.js';
import { t as s } from './use-isomorphic-effect-C6cCsxhR.js';

var l = e(r(), 1);
function u(e) {
  return Array.isArray(e) || e === null ? !1 : typeof e == `object` && e.type !== l.Fragment;
}
var d = { app: 100, modal: 200, popover: 300, overlay: 400, max: 9999 };
function f(e) {
  return d[e];
}
function p(e) {
  const t = l.Children.toArray(e);
  return t.length !== 1 || !u(t[0]) ? null : t[0];
}
var m = n(),
  h = e(t(), 1);
function g(e) {
  const t = document.createElement(`div`);
  return (
    t.setAttribute(`data-portal`, `true`),
    typeof e.className == `string` && t.classList.add(...e.className.split(` `).filter(Boolean)),
    typeof e.style == `object` && Object.assign(t.style, e.style),
    typeof e.id == `string` && t.setAttribute(`id`, e.id),
    t
  );
}
var _ = null;
function v({ target: e, reuseTargetNode: t, ...n }) {
  if (e) return typeof e == `string` ? document.querySelector(e) || g(n) : e;
  if (t) {
    if (_) {
      if (document.body.contains(_)) return _;
      _ = null;
    }
    const e = document.querySelector(`[data-mantine-shared-portal-node]`);
    if (e) return (_ = e), e;
    const t = g(n);
    return t.setAttribute(`data-mantine-shared-portal-node`, `true`), document.body.appendChild(t), (_ = t), t;
  }
  return g(n);
}
var y = { reuseTargetNode: !0 },
  b = i((e) => {
    const { children: t, target: n, reuseTargetNode: r, ref: i, ...o } = a(`Portal`, y, e),
      [u, d] = (0, l.useState)(!1),
      f = (0, l.useRef)(null);
    return (
      s(
        () => (
          d(!0),
          (f.current = v({ target: n, reuseTargetNode: r, ...o })),
          c(i, f.current),
          !n && !r && f.current && document.body.appendChild(f.current),
          () => {
            !n && !r && f.current && document.body.removeChild(f.current);
          }
        ),
        [n],
      ),
      !u || !f.current ? null : (0, h.createPortal)((0, m.jsx)(m.Fragment, { children: t }), f.current)
    );
  });
b.displayName = `@mantine/core/Portal`;
var x = i(({ withinPortal: e = !0, children: t, ...n }) =>
  o() === `test` || !e ? (0, m.jsx)(m.Fragment, { children: t }) : (0, m.jsx)(b, { ...n, children: t }),
);
x.displayName = `@mantine/core/OptionalPortal`;

export { f as r, p as n, u as i, x as t };
