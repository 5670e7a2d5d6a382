import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as t } from './runtime-B8Ttn_BI.js';

var n = e(t(), 1);
function r(e) {
  const t = (0, n.createContext)(null);
  return [
    t,
    () => {
      const r = (0, n.use)(t);
      if (r === null) throw Error(e);
      return r;
    },
  ];
}

export { r as t };
