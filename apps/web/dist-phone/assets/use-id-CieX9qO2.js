import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as n } from './runtime-B8Ttn_BI.js';
import { t } from './use-isomorphic-effect-C6cCsxhR.js';

function r(e = `mantine-`) {
  return `${e}${Math.random().toString(36).slice(2, 11)}`;
}
var i = e(n(), 1);
function a(e) {
  const n = (0, i.useId)(),
    [a, o] = (0, i.useState)(`mantine-${n.replace(/:/g, ``)}`),
    s = (0, i.useRef)(!1);
  return (
    t(() => {
      s.current || ((s.current = !0), o(r()));
    }, []),
    typeof e == `string` ? e : a
  );
}

export { a as t };
