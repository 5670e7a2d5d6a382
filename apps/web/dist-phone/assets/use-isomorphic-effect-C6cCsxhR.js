import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as t } from './runtime-B8Ttn_BI.js';

var n = e(t(), 1),
  r = typeof document < `u` ? n.useLayoutEffect : n.useEffect;

export { r as t };
