import { t } from './get-env-MimdSsZv.js';
import { t as i } from './InputBase-_vvjCT3d.js';
import { ht as s } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as a, w as o } from './runtime-B8Ttn_BI.js';
import { c as n, h as r } from './store-B5VJ9oXn.js';

var c = e(o(), 1),
  l = a(),
  u = [
    `borderBottomWidth`,
    `borderLeftWidth`,
    `borderRightWidth`,
    `borderTopWidth`,
    `boxSizing`,
    `fontFamily`,
    `fontSize`,
    `fontStyle`,
    `fontWeight`,
    `letterSpacing`,
    `lineHeight`,
    `paddingBottom`,
    `paddingLeft`,
    `paddingRight`,
    `paddingTop`,
    `tabSize`,
    `textIndent`,
    `textRendering`,
    `textTransform`,
    `width`,
    `wordBreak`,
    `wordSpacing`,
    `scrollbarGutter`,
  ],
  d = {
    'min-height': `0`,
    'max-height': `none`,
    height: `0`,
    visibility: `hidden`,
    overflow: `hidden`,
    position: `absolute`,
    'z-index': `-1000`,
    top: `0`,
    right: `0`,
    display: `block`,
  };
function f(e) {
  Object.keys(d).forEach((t) => {
    e.style.setProperty(t, d[t], `important`);
  });
}
function p(e) {
  const t = window.getComputedStyle(e);
  if (t === null) return null;
  const n = {};
  for (const e of u) n[e] = t[e];
  return n.boxSizing === ``
    ? null
    : {
        sizingStyle: n,
        paddingSize: parseFloat(n.paddingBottom) + parseFloat(n.paddingTop),
        borderSize: parseFloat(n.borderBottomWidth) + parseFloat(n.borderTopWidth),
      };
}
var m = null;
function h(e, t, n = 1, r = 1 / 0) {
  m ||
    ((m = document.createElement(`textarea`)),
    m.setAttribute(`tabindex`, `-1`),
    m.setAttribute(`aria-hidden`, `true`),
    m.setAttribute(`aria-label`, `autosize measurement`),
    f(m)),
    m.parentNode === null && document.body.appendChild(m);
  const { paddingSize: i, borderSize: a, sizingStyle: o } = e,
    { boxSizing: s } = o;
  Object.keys(o).forEach((e) => {
    m.style[e] = o[e];
  }),
    f(m),
    (m.value = t);
  let c = s === `border-box` ? m.scrollHeight + a : m.scrollHeight - i;
  (m.value = t), (c = s === `border-box` ? m.scrollHeight + a : m.scrollHeight - i), (m.value = `x`);
  let l = m.scrollHeight - i,
    u = l * n;
  s === `border-box` && (u = u + i + a), (c = Math.max(u, c));
  let d = l * r;
  return s === `border-box` && (d = d + i + a), (c = Math.min(d, c)), [c, l];
}
function g({ maxRows: e, minRows: t, onChange: n, ref: r, ...i }) {
  const a = i.value !== void 0,
    o = (0, c.useRef)(null),
    u = s(o, r),
    d = (0, c.useRef)(0),
    f = (0, c.useRef)(0),
    m = () => {
      const n = o.current;
      if (!n) return;
      const r = p(n);
      if (!r) return;
      const [i] = h(r, n.value || n.placeholder || `x`, t, e);
      d.current !== i && ((d.current = i), n.style.setProperty(`height`, `${i}px`, `important`));
    },
    g = (0, c.useEffectEvent)(m),
    _ = (e) => {
      a || m(), n?.(e);
    };
  return (
    (0, c.useLayoutEffect)(m),
    (0, c.useEffect)(() => {
      const e = () => m();
      return window.addEventListener(`resize`, e), () => window.removeEventListener(`resize`, e);
    }, []),
    (0, c.useEffect)(() => {
      const e = o.current;
      if (!e || typeof ResizeObserver > `u`) return;
      f.current = e.offsetWidth;
      let t = 0,
        n = new ResizeObserver(() => {
          o.current &&
            o.current.offsetWidth !== f.current &&
            ((f.current = o.current.offsetWidth), cancelAnimationFrame(t), (t = requestAnimationFrame(g)));
        });
      return (
        n.observe(e),
        () => {
          cancelAnimationFrame(t), n.disconnect();
        }
      );
    }, []),
    (0, c.useEffect)(() => {
      const e = () => m();
      return (
        document.fonts.addEventListener(`loadingdone`, e), () => document.fonts.removeEventListener(`loadingdone`, e)
      );
    }, []),
    (0, c.useEffect)(() => {
      const e = (e) => {
        if (o.current?.form === e.target && !a) {
          const e = o.current.value;
          requestAnimationFrame(() => {
            o.current && e !== o.current.value && m();
          });
        }
      };
      return document.body.addEventListener(`reset`, e), () => document.body.removeEventListener(`reset`, e);
    }, [a]),
    (0, l.jsx)(`textarea`, { rows: t, ...i, onChange: _, ref: u })
  );
}
var _ = n((e) => {
  const {
      autosize: n,
      maxRows: a,
      minRows: o,
      __staticSelector: s,
      resize: c,
      bottomSection: u,
      bottomSectionProps: d,
      ...f
    } = r([`Input`, `InputWrapper`, `Textarea`], null, e),
    p = n && t() !== `test`,
    m = p ? { maxRows: a, minRows: o } : {};
  return (0, l.jsx)(i, {
    component: p ? g : `textarea`,
    ...f,
    __staticSelector: s || `Textarea`,
    __bottomSection: u,
    __bottomSectionProps: d,
    multiline: !0,
    'data-no-overflow': (n && a === void 0) || void 0,
    __vars: { '--input-resize': c },
    ...m,
  });
});
(_.classes = i.classes), (_.displayName = `@mantine/core/Textarea`);

export { _ as t };
