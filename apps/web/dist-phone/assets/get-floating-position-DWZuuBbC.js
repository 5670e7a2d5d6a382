import './rolldown-runtime-BWaJ3C7D.js';
import { ct as n } from './index-B3ichRAS.js';
import { u as e, w as t } from './runtime-B8Ttn_BI.js';

t();
function r(e) {
  return e?.props?.ref;
}
function i(e, t, n, r) {
  return e === `center` || r === `center` ? { top: t } : e === `end` ? { bottom: n } : e === `start` ? { top: n } : {};
}
function a(e, t, n, r, i) {
  return e === `center` || r === `center`
    ? { left: t }
    : e === `end`
      ? { [i === `ltr` ? `right` : `left`]: n }
      : e === `start`
        ? { [i === `ltr` ? `left` : `right`]: n }
        : {};
}
var o = {
  bottom: `borderTopLeftRadius`,
  left: `borderTopRightRadius`,
  right: `borderBottomLeftRadius`,
  top: `borderBottomRightRadius`,
};
function s({ position: e, arrowSize: t, dir: n }) {
  const [r, i] = e.split(`-`);
  if (!i) return;
  const a = { width: t, height: t, position: `absolute` };
  if (r === `bottom`) {
    const e = i === `start`,
      r = e ? (n === `ltr` ? `left` : `right`) : n === `ltr` ? `right` : `left`;
    return {
      ...a,
      top: -t,
      [r]: 0,
      clipPath: e === (n === `rtl`) ? `polygon(100% 0%, 0% 100%, 100% 100%)` : `polygon(0% 0%, 0% 100%, 100% 100%)`,
    };
  }
  if (r === `top`) {
    const e = i === `start`,
      r = e ? (n === `ltr` ? `left` : `right`) : n === `ltr` ? `right` : `left`;
    return {
      ...a,
      bottom: -t,
      [r]: 0,
      clipPath: e === (n === `rtl`) ? `polygon(0% 0%, 100% 0%, 100% 100%)` : `polygon(0% 0%, 100% 0%, 0% 100%)`,
    };
  }
  if (r === `left`)
    return {
      ...a,
      right: -t,
      [i === `start` ? `top` : `bottom`]: 0,
      clipPath: i === `start` ? `polygon(0% 0%, 100% 0%, 0% 100%)` : `polygon(0% 0%, 0% 100%, 100% 100%)`,
    };
  if (r === `right`)
    return {
      ...a,
      left: -t,
      [i === `start` ? `top` : `bottom`]: 0,
      clipPath: i === `start` ? `polygon(0% 0%, 100% 0%, 100% 100%)` : `polygon(100% 0%, 0% 100%, 100% 100%)`,
    };
}
function c({
  position: e,
  arrowSize: t,
  arrowOffset: n,
  arrowRadius: r,
  arrowPosition: c,
  arrowX: l,
  arrowY: u,
  dir: d,
}) {
  if (c === `merge`) {
    const n = s({ position: e, arrowSize: t, dir: d });
    if (n) return n;
  }
  const [f, p = `center`] = e.split(`-`),
    m = { width: t, height: t, transform: `rotate(45deg)`, position: `absolute`, [o[f]]: r },
    h = -t / 2;
  return f === `left`
    ? {
        ...m,
        ...i(p, u, n, c),
        right: h,
        borderLeftColor: `transparent`,
        borderBottomColor: `transparent`,
        clipPath: `polygon(100% 0, 0 0, 100% 100%)`,
      }
    : f === `right`
      ? {
          ...m,
          ...i(p, u, n, c),
          left: h,
          borderRightColor: `transparent`,
          borderTopColor: `transparent`,
          clipPath: `polygon(0 100%, 0 0, 100% 100%)`,
        }
      : f === `top`
        ? {
            ...m,
            ...a(p, l, n, c, d),
            bottom: h,
            borderTopColor: `transparent`,
            borderLeftColor: `transparent`,
            clipPath: `polygon(0 100%, 100% 100%, 100% 0)`,
          }
        : f === `bottom`
          ? {
              ...m,
              ...a(p, l, n, c, d),
              top: h,
              borderBottomColor: `transparent`,
              borderRightColor: `transparent`,
              clipPath: `polygon(0 100%, 0 0, 100% 0)`,
            }
          : {};
}
function l({ position: e, dir: t }) {
  const [n, r] = e.split(`-`);
  if (!r) return;
  const i = (r === `start` && t === `ltr`) || (r === `end` && t === `rtl`);
  if (n === `bottom`) return i ? { borderTopLeftRadius: 0 } : { borderTopRightRadius: 0 };
  if (n === `top`) return i ? { borderBottomLeftRadius: 0 } : { borderBottomRightRadius: 0 };
  if (n === `left`) return r === `start` ? { borderTopRightRadius: 0 } : { borderBottomRightRadius: 0 };
  if (n === `right`) return r === `start` ? { borderTopLeftRadius: 0 } : { borderBottomLeftRadius: 0 };
}
var u = e();
function d({
  position: e,
  arrowSize: t,
  arrowOffset: r,
  arrowRadius: i,
  arrowPosition: a,
  visible: o,
  arrowX: s,
  arrowY: l,
  style: d,
  ...f
}) {
  const { dir: p } = n();
  return o
    ? (0, u.jsx)(`div`, {
        role: `presentation`,
        ...f,
        style: {
          ...d,
          ...c({
            position: e,
            arrowSize: t,
            arrowOffset: r,
            arrowRadius: i,
            arrowPosition: a,
            dir: p,
            arrowX: s,
            arrowY: l,
          }),
        },
      })
    : null;
}
d.displayName = `@mantine/core/FloatingArrow`;
function f(e, t) {
  if (e === `rtl` && (t.includes(`right`) || t.includes(`left`))) {
    const [e, n] = t.split(`-`),
      r = e === `right` ? `left` : `right`;
    return n === void 0 ? r : `${r}-${n}`;
  }
  return t;
}

export { d as n, f as t, l as r, r as i };
