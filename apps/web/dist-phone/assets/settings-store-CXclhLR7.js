import { n as e, t } from './store-B5VJ9oXn.js';

var n = `setting`,
  r = { showprice: !1, servicewithoutphone: !1 };
function i() {
  try {
    const e = JSON.parse(localStorage.getItem(`setting`) ?? `null`);
    if (e && typeof e == `object`) {
      const t = e;
      return { showprice: t.showprice === !0, servicewithoutphone: t.servicewithoutphone === !0 };
    }
  } catch {}
  return { ...r };
}
var a = t(i()),
  o = () => e(a);
function s(e) {
  a.set((t) => {
    const r = { ...t, [e]: !t[e] };
    return localStorage.setItem(n, JSON.stringify(r)), r;
  });
}

export { o as n, s as t };
