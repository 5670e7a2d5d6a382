import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as t } from './runtime-B8Ttn_BI.js';

var n = e(t(), 1);
function r(e) {
  const t = (0, n.useRef)(e);
  return (
    (0, n.useEffect)(() => {
      t.current = e;
    }),
    (0, n.useMemo)(
      () =>
        (...e) =>
          t.current?.(...e),
      [],
    )
  );
}
function i(e) {
  return e ? parseInt(e, 10) : 0;
}

export { i as t, r as n };
