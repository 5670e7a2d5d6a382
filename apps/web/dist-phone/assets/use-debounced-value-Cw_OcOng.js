import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as t } from './runtime-B8Ttn_BI.js';

var n = e(t(), 1);
function r(e, t, r = { leading: !1 }) {
  const [i, a] = (0, n.useState)(e),
    o = (0, n.useRef)(!1),
    s = (0, n.useRef)(null),
    c = (0, n.useRef)(!1),
    l = (0, n.useRef)(e);
  l.current = e;
  const u = (0, n.useCallback)(() => {
      window.clearTimeout(s.current), (s.current = null);
    }, []),
    d = (0, n.useCallback)(() => {
      u(), (c.current = !1);
    }, []),
    f = (0, n.useCallback)(() => {
      s.current && (d(), (c.current = !1), a(l.current));
    }, []);
  return (
    (0, n.useEffect)(() => {
      o.current &&
        (u(),
        !c.current && r.leading
          ? ((c.current = !0),
            a(e),
            (s.current = window.setTimeout(() => {
              c.current = !1;
            }, t)))
          : (s.current = window.setTimeout(() => {
              (c.current = !1), a(e);
            }, t)));
    }, [e, r.leading, t]),
    (0, n.useEffect)(() => ((o.current = !0), d), []),
    [i, d, { cancel: d, flush: f }]
  );
}

export { r as t };
