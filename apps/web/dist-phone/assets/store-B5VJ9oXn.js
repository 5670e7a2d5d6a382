import { t as r } from './clsx-DB0hHKMi.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as n, u as t } from './runtime-B8Ttn_BI.js';

var i = e(n(), 1);
function a(e) {
  return Object.keys(e);
}
function o(e) {
  return e && typeof e == `object` && !Array.isArray(e);
}
function s(e, t) {
  const n = { ...e },
    r = t;
  return (
    o(e) &&
      o(t) &&
      Object.keys(t).forEach((t) => {
        o(r[t]) && t in e ? (n[t] = s(n[t], r[t])) : (n[t] = r[t]);
      }),
    n
  );
}
function c(e) {
  return e.replace(/[A-Z]/g, (e) => `-${e.toLowerCase()}`);
}
function l(e) {
  return e === `0rem` ? `0rem` : `calc(${e} * var(--mantine-scale))`;
}
function u(e, { shouldScale: t = !1 } = {}) {
  function n(r) {
    if (r === 0 || r === `0`) return `0${e}`;
    if (typeof r == `number`) {
      const n = `${r / 16}${e}`;
      return t ? l(n) : n;
    }
    if (typeof r == `string`) {
      if (r === `` || r.startsWith(`calc(`) || r.startsWith(`clamp(`) || r.includes(`rgba(`)) return r;
      if (r.includes(`,`))
        return r
          .split(`,`)
          .map((e) => n(e))
          .join(`,`);
      if (r.includes(` `))
        return r
          .split(` `)
          .map((e) => n(e))
          .join(` `);
      const i = r.replace(`px`, ``);
      if (!Number.isNaN(Number(i))) {
        const n = `${Number(i) / 16}${e}`;
        return t ? l(n) : n;
      }
    }
    return r;
  }
  return n;
}
var d = u(`rem`, { shouldScale: !0 }),
  f = u(`em`);
function p(e) {
  return Object.keys(e).reduce((t, n) => (e[n] !== void 0 && (t[n] = e[n]), t), {});
}
function m(e) {
  if (typeof e == `number`) return !0;
  if (typeof e == `string`) {
    if (e.startsWith(`calc(`) || e.startsWith(`var(`) || (e.includes(` `) && e.trim() !== ``)) return !0;
    const t =
      /^[+-]?[0-9]+(\.[0-9]+)?(px|em|rem|ex|ch|lh|rlh|vw|vh|vmin|vmax|vb|vi|svw|svh|lvw|lvh|dvw|dvh|cm|mm|in|pt|pc|q|cqw|cqh|cqi|cqb|cqmin|cqmax|%)?$/;
    return e
      .trim()
      .split(/\s+/)
      .every((e) => t.test(e));
  }
  return !1;
}
function h(e, t = `size`, n = !0) {
  if (e !== void 0) return m(e) ? (n ? d(e) : e) : `var(--${t}-${e})`;
}
function g(e) {
  return h(e, `mantine-spacing`);
}
function _(e) {
  return e === void 0 ? `var(--mantine-radius-default)` : h(e, `mantine-radius`);
}
function v(e) {
  return h(e, `mantine-font-size`);
}
function y(e) {
  return h(e, `mantine-line-height`, !1);
}
function b(e) {
  if (e) return h(e, `mantine-shadow`, !1);
}
function x(e) {
  return e;
}
var S = {};
function C(e) {
  const t = {};
  return (
    e.forEach((e) => {
      Object.entries(e).forEach(([e, n]) => {
        t[e] ? (t[e] = r(t[e], n)) : (t[e] = n);
      });
    }),
    t
  );
}
function w({ theme: e, classNames: t, props: n, stylesCtx: r }) {
  return C((Array.isArray(t) ? t : [t]).map((t) => (typeof t == `function` ? t(e, n, r) : t || S)));
}
function T({ theme: e, styles: t, props: n, stylesCtx: r }) {
  const i = Array.isArray(t) ? t : [t],
    a = {};
  for (const t of i) typeof t == `function` ? Object.assign(a, t(e, n, r)) : t && Object.assign(a, t);
  return a;
}
function E(e, t) {
  return typeof e.primaryShade == `number` ? e.primaryShade : t === `dark` ? e.primaryShade.dark : e.primaryShade.light;
}
function D(e) {
  return /^#?([0-9A-F]{3}){1,2}([0-9A-F]{2})?$/i.test(e);
}
function O(e) {
  let t = e.replace(`#`, ``);
  if (t.length === 3) {
    const e = t.split(``);
    t = [e[0], e[0], e[1], e[1], e[2], e[2]].join(``);
  }
  if (t.length === 8) {
    const e = parseInt(t.slice(6, 8), 16) / 255;
    return { r: parseInt(t.slice(0, 2), 16), g: parseInt(t.slice(2, 4), 16), b: parseInt(t.slice(4, 6), 16), a: e };
  }
  const n = parseInt(t, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
}
function ee(e) {
  const [t, n, r, i] = e
    .replace(/[^0-9,./]/g, ``)
    .split(/[/,]/)
    .map(Number);
  return { r: t, g: n, b: r, a: i === void 0 ? 1 : i };
}
function te(e) {
  const t = e.match(/^hsla?\(\s*(\d+)\s*,\s*(\d+%)\s*,\s*(\d+%)\s*(,\s*(0?\.\d+|\d+(\.\d+)?))?\s*\)$/i);
  if (!t) return { r: 0, g: 0, b: 0, a: 1 };
  let n = parseInt(t[1], 10),
    r = parseInt(t[2], 10) / 100,
    i = parseInt(t[3], 10) / 100,
    a = t[5] ? parseFloat(t[5]) : void 0,
    o = (1 - Math.abs(2 * i - 1)) * r,
    s = n / 60,
    c = o * (1 - Math.abs((s % 2) - 1)),
    l = i - o / 2,
    u,
    d,
    f;
  return (
    s >= 0 && s < 1
      ? ((u = o), (d = c), (f = 0))
      : s >= 1 && s < 2
        ? ((u = c), (d = o), (f = 0))
        : s >= 2 && s < 3
          ? ((u = 0), (d = o), (f = c))
          : s >= 3 && s < 4
            ? ((u = 0), (d = c), (f = o))
            : s >= 4 && s < 5
              ? ((u = c), (d = 0), (f = o))
              : ((u = o), (d = 0), (f = c)),
    {
      r: Math.round((u + l) * 255),
      g: Math.round((d + l) * 255),
      b: Math.round((f + l) * 255),
      a: a === void 0 ? 1 : a,
    }
  );
}
function k(e) {
  return D(e) ? O(e) : e.startsWith(`rgb`) ? ee(e) : e.startsWith(`hsl`) ? te(e) : { r: 0, g: 0, b: 0, a: 1 };
}
function A(e) {
  return e <= 0.03928 ? e / 12.92 : ((e + 0.055) / 1.055) ** 2.4;
}
function ne(e) {
  const t = e.match(/oklch\((.*?)%\s/);
  return t ? parseFloat(t[1]) : null;
}
function re(e) {
  if (e.startsWith(`oklch(`)) return (ne(e) || 0) / 100;
  const { r: t, g: n, b: r } = k(e),
    i = t / 255,
    a = n / 255,
    o = r / 255,
    s = A(i),
    c = A(a),
    l = A(o);
  return 0.2126 * s + 0.7152 * c + 0.0722 * l;
}
function j(e, t = 0.179) {
  return !e.startsWith(`var(`) && re(e) > t;
}
function M({ color: e, theme: t, colorScheme: n }) {
  if (typeof e != `string`)
    throw Error(`[@mantine/core] Failed to parse color. Expected color to be a string, instead got ${typeof e}`);
  if (e === `bright`)
    return {
      color: e,
      value: n === `dark` ? t.white : t.black,
      shade: void 0,
      isThemeColor: !1,
      isLight: j(n === `dark` ? t.white : t.black, t.luminanceThreshold),
      variable: `--mantine-color-bright`,
    };
  if (e === `dimmed`)
    return {
      color: e,
      value: n === `dark` ? t.colors.dark[2] : t.colors.gray[7],
      shade: void 0,
      isThemeColor: !1,
      isLight: j(n === `dark` ? t.colors.dark[2] : t.colors.gray[6], t.luminanceThreshold),
      variable: `--mantine-color-dimmed`,
    };
  if (e === `white` || e === `black`)
    return {
      color: e,
      value: e === `white` ? t.white : t.black,
      shade: void 0,
      isThemeColor: !1,
      isLight: j(e === `white` ? t.white : t.black, t.luminanceThreshold),
      variable: `--mantine-color-${e}`,
    };
  const [r, i] = e.split(`.`),
    a = i ? Number(i) : void 0,
    o = r in t.colors;
  if (o) {
    const e = a === void 0 ? t.colors[r][E(t, n || `light`)] : t.colors[r][a];
    return {
      color: r,
      value: e,
      shade: a,
      isThemeColor: o,
      isLight: j(e, t.luminanceThreshold),
      variable: i ? `--mantine-color-${r}-${a}` : `--mantine-color-${r}-filled`,
    };
  }
  return { color: e, value: e, isThemeColor: o, isLight: j(e, t.luminanceThreshold), shade: a, variable: void 0 };
}
function N(e, t) {
  const n = M({ color: e || t.primaryColor, theme: t });
  return n.variable ? `var(${n.variable})` : e;
}
function ie(e) {
  return !!e && typeof e == `object` && `mantine-virtual-color` in e;
}
function P(e, t) {
  if (e.startsWith(`var(`)) return `color-mix(in srgb, ${e}, black ${t * 100}%)`;
  const { r: n, g: r, b: i, a } = k(e),
    o = 1 - t,
    s = (e) => Math.round(e * o);
  return `rgba(${s(n)}, ${s(r)}, ${s(i)}, ${a})`;
}
function F(e, t) {
  const n = {
      from: e?.from || t.defaultGradient.from,
      to: e?.to || t.defaultGradient.to,
      deg: e?.deg ?? t.defaultGradient.deg ?? 0,
    },
    r = N(n.from, t),
    i = N(n.to, t);
  return `linear-gradient(${n.deg}deg, ${r} 0%, ${i} 100%)`;
}
function I(e, t) {
  if (typeof e != `string` || t > 1 || t < 0) return `rgba(0, 0, 0, 1)`;
  if (e.startsWith(`var(`)) return `color-mix(in srgb, ${e}, transparent ${(1 - t) * 100}%)`;
  if (e.startsWith(`oklch`))
    return e.includes(`/`) ? e.replace(/\/\s*[\d.]+\s*\)/, `/ ${t})`) : e.replace(`)`, ` / ${t})`);
  const { r: n, g: r, b: i } = k(e);
  return `rgba(${n}, ${r}, ${i}, ${t})`;
}
var ae = I,
  oe = ({ color: e, theme: t, variant: n, gradient: r, autoContrast: i }) => {
    const a = M({ color: e, theme: t }),
      o = typeof i == `boolean` ? i : t.autoContrast;
    if (n === `none`) return { background: `transparent`, hover: `transparent`, color: `inherit`, border: `none` };
    if (n === `filled`) {
      const n = a.isThemeColor && a.shade === void 0 && ie(t.colors[a.color]),
        r = o
          ? n
            ? `var(--mantine-color-${a.color}-contrast)`
            : a.isLight
              ? `var(--mantine-color-black)`
              : `var(--mantine-color-white)`
          : `var(--mantine-color-white)`;
      return a.isThemeColor
        ? a.shade === void 0
          ? {
              background: `var(--mantine-color-${e}-filled)`,
              hover: `var(--mantine-color-${e}-filled-hover)`,
              color: r,
              border: `${d(1)} solid transparent`,
            }
          : {
              background: `var(--mantine-color-${a.color}-${a.shade})`,
              hover: `var(--mantine-color-${a.color}-${a.shade === 9 ? 8 : a.shade + 1})`,
              color: r,
              border: `${d(1)} solid transparent`,
            }
        : { background: e, hover: P(e, 0.1), color: r, border: `${d(1)} solid transparent` };
    }
    if (n === `light`) {
      if (a.isThemeColor) {
        if (a.shade === void 0)
          return {
            background: `var(--mantine-color-${e}-light)`,
            hover: `var(--mantine-color-${e}-light-hover)`,
            color: `var(--mantine-color-${e}-light-color)`,
            border: `${d(1)} solid transparent`,
          };
        const n = t.colors[a.color][a.shade];
        return {
          background: n,
          hover: P(n, 0.1),
          color: `var(--mantine-color-${a.color}-light-color)`,
          border: `${d(1)} solid transparent`,
        };
      }
      return { background: I(e, 0.1), hover: I(e, 0.12), color: e, border: `${d(1)} solid transparent` };
    }
    if (n === `outline`)
      return a.isThemeColor
        ? a.shade === void 0
          ? {
              background: `transparent`,
              hover: `var(--mantine-color-${e}-outline-hover)`,
              color: `var(--mantine-color-${e}-outline)`,
              border: `${d(1)} solid var(--mantine-color-${e}-outline)`,
            }
          : {
              background: `transparent`,
              hover: I(t.colors[a.color][a.shade], 0.05),
              color: `var(--mantine-color-${a.color}-${a.shade})`,
              border: `${d(1)} solid var(--mantine-color-${a.color}-${a.shade})`,
            }
        : { background: `transparent`, hover: I(e, 0.05), color: e, border: `${d(1)} solid ${e}` };
    if (n === `subtle`) {
      if (a.isThemeColor) {
        if (a.shade === void 0)
          return {
            background: `transparent`,
            hover: `var(--mantine-color-${e}-light-hover)`,
            color: `var(--mantine-color-${e}-light-color)`,
            border: `${d(1)} solid transparent`,
          };
        const n = t.colors[a.color][a.shade];
        return {
          background: `transparent`,
          hover: I(n, 0.12),
          color: `var(--mantine-color-${a.color}-${Math.min(a.shade, 6)})`,
          border: `${d(1)} solid transparent`,
        };
      }
      return { background: `transparent`, hover: I(e, 0.12), color: e, border: `${d(1)} solid transparent` };
    }
    return n === `transparent`
      ? a.isThemeColor
        ? a.shade === void 0
          ? {
              background: `transparent`,
              hover: `transparent`,
              color: `var(--mantine-color-${e}-light-color)`,
              border: `${d(1)} solid transparent`,
            }
          : {
              background: `transparent`,
              hover: `transparent`,
              color: `var(--mantine-color-${a.color}-${Math.min(a.shade, 6)})`,
              border: `${d(1)} solid transparent`,
            }
        : { background: `transparent`, hover: `transparent`, color: e, border: `${d(1)} solid transparent` }
      : n === `white`
        ? a.isThemeColor
          ? a.shade === void 0
            ? {
                background: `var(--mantine-color-white)`,
                hover: P(t.white, 0.01),
                color: `var(--mantine-color-${e}-filled)`,
                border: `${d(1)} solid transparent`,
              }
            : {
                background: `var(--mantine-color-white)`,
                hover: P(t.white, 0.01),
                color: `var(--mantine-color-${a.color}-${a.shade})`,
                border: `${d(1)} solid transparent`,
              }
          : {
              background: `var(--mantine-color-white)`,
              hover: P(t.white, 0.01),
              color: e,
              border: `${d(1)} solid transparent`,
            }
        : n === `gradient`
          ? { background: F(r, t), hover: F(r, t), color: `var(--mantine-color-white)`, border: `none` }
          : n === 'default'
            ? {
                background: `var(--mantine-color-default)`,
                hover: `var(--mantine-color-default-hover)`,
                color: `var(--mantine-color-default-color)`,
                border: `${d(1)} solid var(--mantine-color-default-border)`,
              }
            : {};
  },
  se = (0, i.createContext)(null);
function L() {
  const e = (0, i.use)(se);
  if (!e) throw Error(`[@mantine/core] MantineProvider was not found in tree`);
  return e;
}
function ce() {
  return L().cssVariablesResolver;
}
function le() {
  return L().classNamesPrefix;
}
function R() {
  return L().getStyleNonce;
}
function ue() {
  return L().withStaticClasses;
}
function de() {
  return L().headless;
}
function fe() {
  return L().stylesTransform?.sx;
}
function pe() {
  return L().stylesTransform?.styles;
}
function me() {
  return L().env || `default`;
}
function he() {
  return L().deduplicateInlineStyles;
}
var ge = {
    dark: [
      `#C9C9C9`,
      `#b8b8b8`,
      `#828282`,
      `#696969`,
      `#424242`,
      `#3b3b3b`,
      `#2e2e2e`,
      `#242424`,
      `#1f1f1f`,
      `#141414`,
    ],
    gray: [
      `#f8f9fa`,
      `#f1f3f5`,
      `#e9ecef`,
      `#dee2e6`,
      `#ced4da`,
      `#adb5bd`,
      `#868e96`,
      `#495057`,
      `#343a40`,
      `#212529`,
    ],
    red: [`#fff5f5`, `#ffe3e3`, `#ffc9c9`, `#ffa8a8`, `#ff8787`, `#ff6b6b`, `#fa5252`, `#f03e3e`, `#e03131`, `#c92a2a`],
    pink: [
      `#fff0f6`,
      `#ffdeeb`,
      `#fcc2d7`,
      `#faa2c1`,
      `#f783ac`,
      `#f06595`,
      `#e64980`,
      `#d6336c`,
      `#c2255c`,
      `#a61e4d`,
    ],
    grape: [
      `#f8f0fc`,
      `#f3d9fa`,
      `#eebefa`,
      `#e599f7`,
      `#da77f2`,
      `#cc5de8`,
      `#be4bdb`,
      `#ae3ec9`,
      `#9c36b5`,
      `#862e9c`,
    ],
    violet: [
      `#f3f0ff`,
      `#e5dbff`,
      `#d0bfff`,
      `#b197fc`,
      `#9775fa`,
      `#845ef7`,
      `#7950f2`,
      `#7048e8`,
      `#6741d9`,
      `#5f3dc4`,
    ],
    indigo: [
      `#edf2ff`,
      `#dbe4ff`,
      `#bac8ff`,
      `#91a7ff`,
      `#748ffc`,
      `#5c7cfa`,
      `#4c6ef5`,
      `#4263eb`,
      `#3b5bdb`,
      `#364fc7`,
    ],
    blue: [
      `#e7f5ff`,
      `#d0ebff`,
      `#a5d8ff`,
      `#74c0fc`,
      `#4dabf7`,
      `#339af0`,
      `#228be6`,
      `#1c7ed6`,
      `#1971c2`,
      `#1864ab`,
    ],
    cyan: [
      `#e3fafc`,
      `#c5f6fa`,
      `#99e9f2`,
      `#66d9e8`,
      `#3bc9db`,
      `#22b8cf`,
      `#15aabf`,
      `#1098ad`,
      `#0c8599`,
      `#0b7285`,
    ],
    teal: [
      `#e6fcf5`,
      `#c3fae8`,
      `#96f2d7`,
      `#63e6be`,
      `#38d9a9`,
      `#20c997`,
      `#12b886`,
      `#0ca678`,
      `#099268`,
      `#087f5b`,
    ],
    green: [
      `#ebfbee`,
      `#d3f9d8`,
      `#b2f2bb`,
      `#8ce99a`,
      `#69db7c`,
      `#51cf66`,
      `#40c057`,
      `#37b24d`,
      `#2f9e44`,
      `#2b8a3e`,
    ],
    lime: [
      `#f4fce3`,
      `#e9fac8`,
      `#d8f5a2`,
      `#c0eb75`,
      `#a9e34b`,
      `#94d82d`,
      `#82c91e`,
      `#74b816`,
      `#66a80f`,
      `#5c940d`,
    ],
    yellow: [
      `#fff9db`,
      `#fff3bf`,
      `#ffec99`,
      `#ffe066`,
      `#ffd43b`,
      `#fcc419`,
      `#fab005`,
      `#f59f00`,
      `#f08c00`,
      `#e67700`,
    ],
    orange: [
      `#fff4e6`,
      `#ffe8cc`,
      `#ffd8a8`,
      `#ffc078`,
      `#ffa94d`,
      `#ff922b`,
      `#fd7e14`,
      `#f76707`,
      `#e8590c`,
      `#d9480f`,
    ],
  },
  z = `-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif, Apple Color Emoji, Segoe UI Emoji`,
  B = {
    scale: 1,
    fontSmoothing: !0,
    focusRing: `auto`,
    white: `#fff`,
    black: `#000`,
    colors: ge,
    primaryShade: { light: 6, dark: 8 },
    primaryColor: `blue`,
    variantColorResolver: oe,
    autoContrast: !1,
    luminanceThreshold: 0.3,
    fontFamily: z,
    fontFamilyMonospace: `ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, Liberation Mono, Courier New, monospace`,
    respectReducedMotion: !1,
    cursorType: `default`,
    defaultGradient: { from: `blue`, to: `cyan`, deg: 45 },
    defaultRadius: `md`,
    activeClassName: `mantine-active`,
    focusClassName: ``,
    headings: {
      fontFamily: z,
      fontWeight: `700`,
      textWrap: `wrap`,
      sizes: {
        h1: { fontSize: d(34), lineHeight: `1.3` },
        h2: { fontSize: d(26), lineHeight: `1.35` },
        h3: { fontSize: d(22), lineHeight: `1.4` },
        h4: { fontSize: d(18), lineHeight: `1.45` },
        h5: { fontSize: d(16), lineHeight: `1.5` },
        h6: { fontSize: d(14), lineHeight: `1.5` },
      },
    },
    fontSizes: { xs: d(12), sm: d(14), md: d(16), lg: d(18), xl: d(20) },
    lineHeights: { xs: `1.4`, sm: `1.45`, md: `1.55`, lg: `1.6`, xl: `1.65` },
    fontWeights: { regular: `400`, medium: `600`, bold: `700` },
    radius: { xs: d(2), sm: d(4), md: d(8), lg: d(16), xl: d(32) },
    spacing: { xs: d(10), sm: d(12), md: d(16), lg: d(20), xl: d(32) },
    breakpoints: { xs: `36em`, sm: `48em`, md: `62em`, lg: `75em`, xl: `88em` },
    shadows: {
      xs: `0 ${d(1)} ${d(3)} rgba(0, 0, 0, 0.05), 0 ${d(1)} ${d(2)} rgba(0, 0, 0, 0.1)`,
      sm: `0 ${d(1)} ${d(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${d(10)} ${d(15)} ${d(-5)}, rgba(0, 0, 0, 0.04) 0 ${d(7)} ${d(7)} ${d(-5)}`,
      md: `0 ${d(1)} ${d(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${d(20)} ${d(25)} ${d(-5)}, rgba(0, 0, 0, 0.04) 0 ${d(10)} ${d(10)} ${d(-5)}`,
      lg: `0 ${d(1)} ${d(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${d(28)} ${d(23)} ${d(-7)}, rgba(0, 0, 0, 0.04) 0 ${d(12)} ${d(12)} ${d(-7)}`,
      xl: `0 ${d(1)} ${d(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${d(36)} ${d(28)} ${d(-7)}, rgba(0, 0, 0, 0.04) 0 ${d(17)} ${d(17)} ${d(-7)}`,
    },
    other: {},
    components: {},
  },
  _e = `[@mantine/core] MantineProvider: Invalid theme.primaryColor, it accepts only key of theme.colors, learn more – https://mantine.dev/theming/colors/#primary-color`,
  ve = `[@mantine/core] MantineProvider: Invalid theme.primaryShade, it accepts only 0-9 integers or an object { light: 0-9, dark: 0-9 }`;
function V(e) {
  return e < 0 || e > 9 ? !1 : parseInt(e.toString(), 10) === e;
}
function H(e) {
  if (!(e.primaryColor in e.colors)) throw Error(_e);
  if (
    (typeof e.primaryShade == `object` && (!V(e.primaryShade.dark) || !V(e.primaryShade.light))) ||
    (typeof e.primaryShade == `number` && !V(e.primaryShade))
  )
    throw Error(ve);
}
function ye(e, t) {
  if (!t) return H(e), e;
  const n = s(e, t);
  return t.fontFamily && !t.headings?.fontFamily && (n.headings = { ...n.headings, fontFamily: t.fontFamily }), H(n), n;
}
var U = t(),
  be = (0, i.createContext)(null),
  xe = () => (0, i.use)(be) || B;
function W() {
  const e = (0, i.use)(be);
  if (!e)
    throw Error(`@mantine/core: MantineProvider was not found in component tree, make sure you have it in your app`);
  return e;
}
function Se({ theme: e, children: t, inherit: n = !0 }) {
  const r = xe(),
    a = (0, i.useMemo)(() => ye(n ? r : B, e), [e, r, n]);
  return (0, U.jsx)(be, { value: a, children: t });
}
Se.displayName = `@mantine/core/MantineThemeProvider`;
function G(e, t, n) {
  let r = W(),
    i = (Array.isArray(e) ? e : [e]).filter(Boolean),
    a = {};
  for (const e of i) {
    const t = r.components[e]?.defaultProps,
      n = typeof t == `function` ? t(r) : t;
    n && (a = { ...a, ...n });
  }
  return { ...t, ...a, ...p(n) };
}
var Ce = { always: `mantine-focus-always`, auto: `mantine-focus-auto`, never: `mantine-focus-never` };
function we({ theme: e, options: t, unstyled: n }) {
  return r(t?.focusable && !n && (e.focusClassName || Ce[e.focusRing]), t?.active && !n && e.activeClassName);
}
function Te(e, t, n = 1) {
  if (Object.is(e, t)) return !0;
  if (n === 0 || typeof e != `object` || typeof t != `object` || e === null || t === null) return !1;
  if (Array.isArray(e) || Array.isArray(t)) {
    if (!Array.isArray(e) || !Array.isArray(t) || e.length !== t.length) return !1;
    for (let r = 0; r < e.length; r += 1) if (!Te(e[r], t[r], n - 1)) return !1;
    return !0;
  }
  const r = Object.keys(e);
  if (r.length !== Object.keys(t).length) return !1;
  for (const i of r) if (!Object.hasOwn(t, i) || !Te(e[i], t[i], n - 1)) return !1;
  return !0;
}
function Ee({ selector: e, stylesCtx: t, options: n, props: r, theme: i }) {
  return w({ theme: i, classNames: n?.classNames, props: n?.props || r, stylesCtx: t })[e];
}
function De({ selector: e, stylesCtx: t, theme: n, classNames: r, props: i }) {
  return w({ theme: n, classNames: r, props: i, stylesCtx: t })[e];
}
function Oe({ rootSelector: e, selector: t, className: n }) {
  return e === t ? n : void 0;
}
function ke({ selector: e, classes: t, unstyled: n }) {
  return n ? void 0 : t[e];
}
function Ae({ themeName: e, classNamesPrefix: t, selector: n, withStaticClass: r }) {
  return r === !1 ? [] : e.map((e) => `${t}-${e}-${n}`);
}
function je({ options: e, classes: t, selector: n, unstyled: r }) {
  return e?.variant && !r ? t[`${n}--${e.variant}`] : void 0;
}
function Me({
  theme: e,
  options: t,
  themeName: n,
  selector: i,
  classNamesPrefix: a,
  resolvedClassNames: o,
  resolvedThemeClassNames: s,
  classes: c,
  unstyled: l,
  className: u,
  rootSelector: d,
  props: f,
  stylesCtx: p,
  withStaticClasses: m,
  headless: h,
  transformedStyles: g,
}) {
  return r(
    we({ theme: e, options: t, unstyled: l || h }),
    s.map((e) => e[i]),
    je({ options: t, classes: c, selector: i, unstyled: l || h }),
    o[i],
    De({ selector: i, stylesCtx: p, theme: e, classNames: g, props: f }),
    Ee({ selector: i, stylesCtx: p, options: t, props: f, theme: e }),
    Oe({ rootSelector: d, selector: i, className: u }),
    ke({ selector: i, classes: c, unstyled: l || h }),
    m && !h && Ae({ themeName: n, classNamesPrefix: a, selector: i, withStaticClass: t?.withStaticClass }),
    t?.className,
  );
}
function Ne({ style: e, theme: t }) {
  return Array.isArray(e)
    ? e.reduce((e, n) => ({ ...e, ...Ne({ style: n, theme: t }) }), {})
    : typeof e == `function`
      ? e(t)
      : (e ?? {});
}
function Pe({
  theme: e,
  selector: t,
  options: n,
  props: r,
  stylesCtx: i,
  rootSelector: a,
  withStylesTransform: o,
  resolvedStyles: s,
  resolvedThemeStyles: c,
  resolvedVars: l,
  resolvedRootStyle: u,
}) {
  return {
    ...c[t],
    ...s[t],
    ...(!o && T({ theme: e, styles: n?.styles, props: n?.props || r, stylesCtx: i })[t]),
    ...l[t],
    ...(a === t ? u : null),
    ...Ne({ style: n?.style, theme: e }),
  };
}
function Fe(e) {
  return e.reduce(
    (e, t) => (
      t &&
        Object.keys(t).forEach((n) => {
          e[n] = { ...e[n], ...p(t[n]) };
        }),
      e
    ),
    {},
  );
}
function Ie({ props: e, stylesCtx: t, themeName: n, theme: r }) {
  const i = pe()?.();
  return {
    getTransformedStyles: (a) =>
      i
        ? [
            ...a.map((n) => i(n, { props: e, theme: r, ctx: t })),
            ...n.map((n) => i(r.components[n]?.styles, { props: e, theme: r, ctx: t })),
          ].filter(Boolean)
        : [],
    withStylesTransform: !!i,
  };
}
function K({
  name: e,
  classes: t,
  props: n,
  stylesCtx: r,
  className: i,
  style: a,
  rootSelector: o = `root`,
  unstyled: s,
  classNames: c,
  styles: l,
  vars: u,
  varsResolver: d,
  attributes: f,
  stable: p,
}) {
  const m = W(),
    h = le(),
    g = ue(),
    _ = de(),
    v = (Array.isArray(e) ? e : [e]).filter((e) => e),
    { withStylesTransform: y, getTransformedStyles: b } = Ie({ props: n, stylesCtx: r, themeName: v, theme: m }),
    x = w({ theme: m, classNames: c, props: n, stylesCtx: r }),
    S = v.map((e) => w({ theme: m, classNames: m.components[e]?.classNames, props: n, stylesCtx: r })),
    C = y ? {} : T({ theme: m, styles: l, props: n, stylesCtx: r }),
    E = {};
  if (!y)
    for (const e of v) {
      const t = T({ theme: m, styles: m.components[e]?.styles, props: n, stylesCtx: r });
      for (const e of Object.keys(t)) E[e] = { ...E[e], ...t[e] };
    }
  const D = Fe([_ ? {} : d?.(m, n, r), ...v.map((e) => m.components?.[e]?.vars?.(m, n, r)), u?.(m, n, r)]),
    O = Ne({ style: a, theme: m });
  return Le(
    (e, a) => ({
      ...f?.[e],
      className: Me({
        theme: m,
        options: a,
        themeName: v,
        selector: e,
        classNamesPrefix: h,
        resolvedClassNames: x,
        resolvedThemeClassNames: S,
        classes: t,
        unstyled: s,
        className: i,
        rootSelector: o,
        props: n,
        stylesCtx: r,
        withStaticClasses: g,
        headless: _,
        transformedStyles: b([a?.styles, l]),
      }),
      style: Pe({
        theme: m,
        selector: e,
        options: a,
        props: n,
        stylesCtx: r,
        rootSelector: o,
        withStylesTransform: y,
        resolvedStyles: C,
        resolvedThemeStyles: E,
        resolvedVars: D,
        resolvedRootStyle: O,
      }),
    }),
    !!p,
    [m, h, g, _, y ? n : null, t, s, i, o, f, r, x, S, C, E, D, O],
  );
}
function Le(e, t, n) {
  const r = (0, i.useRef)(null);
  return t
    ? ((r.current && Te(r.current.deps, n, 3)) || (r.current = { deps: n, getStyles: e }), r.current.getStyles)
    : e;
}
function q(e) {
  return a(e)
    .reduce((t, n) => (e[n] === void 0 ? t : `${t}${c(n)}:${e[n]};`), ``)
    .trim();
}
function Re({ selector: e, styles: t, media: n, container: r }) {
  const i = t ? q(t) : ``,
    a = Array.isArray(n) ? n.map((t) => `@media${t.query}{${e}{${q(t.styles)}}}`) : [],
    o = Array.isArray(r) ? r.map((t) => `@container ${t.query}{${e}{${q(t.styles)}}}`) : [];
  return `${i ? `${e}{${i}}` : ``}${a.join(``)}${o.join(``)}`.trim();
}
function ze(e) {
  let t = 5381;
  for (let n = 0; n < e.length; n++) t = ((t << 5) + t + e.charCodeAt(n)) | 0;
  return (t >>> 0).toString(36);
}
function Be({ deduplicate: e, ...t }) {
  const n = R(),
    r = Re(t);
  return e
    ? (0, U.jsx)(`style`, { href: `mantine-${ze(r)}`, precedence: `mantine`, nonce: n?.(), children: r })
    : (0, U.jsx)(`style`, { 'data-mantine-styles': `inline`, nonce: n?.(), dangerouslySetInnerHTML: { __html: r } });
}
function Ve(e) {
  let t = 5381;
  for (let n = 0; n < e.length; n++) t = ((t << 5) + t + e.charCodeAt(n)) | 0;
  return (t >>> 0).toString(36);
}
function He(e, t) {
  return `__mdi__-${Ve(`${e ? q(e) : ``}|${Array.isArray(t) ? t.map((e) => `${e.query}:${q(e.styles)}`).join(`|`) : ``}`)}`;
}
function Ue(e) {
  const {
    m: t,
    mx: n,
    my: r,
    mt: i,
    mb: a,
    ml: o,
    mr: s,
    me: c,
    ms: l,
    mis: u,
    mie: d,
    p: f,
    px: m,
    py: h,
    pt: g,
    pb: _,
    pl: v,
    pr: y,
    pe: b,
    ps: x,
    pis: S,
    pie: C,
    bd: w,
    bdrs: T,
    bg: E,
    c: D,
    opacity: O,
    ff: ee,
    fz: te,
    fw: k,
    lts: A,
    ta: ne,
    lh: re,
    fs: j,
    tt: M,
    td: N,
    w: ie,
    miw: P,
    maw: F,
    h: I,
    mih: ae,
    mah: oe,
    bgsz: se,
    bgp: L,
    bgr: ce,
    bga: le,
    pos: R,
    top: ue,
    left: de,
    bottom: fe,
    right: pe,
    inset: me,
    display: he,
    flex: ge,
    hiddenFrom: z,
    visibleFrom: B,
    lightHidden: _e,
    darkHidden: ve,
    sx: V,
    ...H
  } = e;
  return {
    styleProps: p({
      m: t,
      mx: n,
      my: r,
      mt: i,
      mb: a,
      ml: o,
      mr: s,
      me: c,
      ms: l,
      mis: u,
      mie: d,
      p: f,
      px: m,
      py: h,
      pt: g,
      pb: _,
      pl: v,
      pr: y,
      pis: S,
      pie: C,
      pe: b,
      ps: x,
      bd: w,
      bg: E,
      c: D,
      opacity: O,
      ff: ee,
      fz: te,
      fw: k,
      lts: A,
      ta: ne,
      lh: re,
      fs: j,
      tt: M,
      td: N,
      w: ie,
      miw: P,
      maw: F,
      h: I,
      mih: ae,
      mah: oe,
      bgsz: se,
      bgp: L,
      bgr: ce,
      bga: le,
      pos: R,
      top: ue,
      left: de,
      bottom: fe,
      right: pe,
      inset: me,
      display: he,
      flex: ge,
      bdrs: T,
      hiddenFrom: z,
      visibleFrom: B,
      lightHidden: _e,
      darkHidden: ve,
      sx: V,
    }),
    rest: H,
  };
}
var We = {
  m: { type: `spacing`, property: `margin` },
  mt: { type: `spacing`, property: `marginTop` },
  mb: { type: `spacing`, property: `marginBottom` },
  ml: { type: `spacing`, property: `marginLeft` },
  mr: { type: `spacing`, property: `marginRight` },
  ms: { type: `spacing`, property: `marginInlineStart` },
  me: { type: `spacing`, property: `marginInlineEnd` },
  mis: { type: `spacing`, property: `marginInlineStart` },
  mie: { type: `spacing`, property: `marginInlineEnd` },
  mx: { type: `spacing`, property: `marginInline` },
  my: { type: `spacing`, property: `marginBlock` },
  p: { type: `spacing`, property: `padding` },
  pt: { type: `spacing`, property: `paddingTop` },
  pb: { type: `spacing`, property: `paddingBottom` },
  pl: { type: `spacing`, property: `paddingLeft` },
  pr: { type: `spacing`, property: `paddingRight` },
  ps: { type: `spacing`, property: `paddingInlineStart` },
  pe: { type: `spacing`, property: `paddingInlineEnd` },
  pis: { type: `spacing`, property: `paddingInlineStart` },
  pie: { type: `spacing`, property: `paddingInlineEnd` },
  px: { type: `spacing`, property: `paddingInline` },
  py: { type: `spacing`, property: `paddingBlock` },
  bd: { type: `border`, property: `border` },
  bdrs: { type: `radius`, property: `borderRadius` },
  bg: { type: `color`, property: `background` },
  c: { type: `textColor`, property: `color` },
  opacity: { type: `identity`, property: `opacity` },
  ff: { type: `fontFamily`, property: `fontFamily` },
  fz: { type: `fontSize`, property: `fontSize` },
  fw: { type: `identity`, property: `fontWeight` },
  lts: { type: `size`, property: `letterSpacing` },
  ta: { type: `identity`, property: `textAlign` },
  lh: { type: `lineHeight`, property: `lineHeight` },
  fs: { type: `identity`, property: `fontStyle` },
  tt: { type: `identity`, property: `textTransform` },
  td: { type: `identity`, property: `textDecoration` },
  w: { type: `spacing`, property: `width` },
  miw: { type: `spacing`, property: `minWidth` },
  maw: { type: `spacing`, property: `maxWidth` },
  h: { type: `spacing`, property: `height` },
  mih: { type: `spacing`, property: `minHeight` },
  mah: { type: `spacing`, property: `maxHeight` },
  bgsz: { type: `size`, property: `backgroundSize` },
  bgp: { type: `identity`, property: `backgroundPosition` },
  bgr: { type: `identity`, property: `backgroundRepeat` },
  bga: { type: `identity`, property: `backgroundAttachment` },
  pos: { type: `identity`, property: `position` },
  top: { type: `size`, property: `top` },
  left: { type: `size`, property: `left` },
  bottom: { type: `size`, property: `bottom` },
  right: { type: `size`, property: `right` },
  inset: { type: `size`, property: `inset` },
  display: { type: `identity`, property: `display` },
  flex: { type: `identity`, property: `flex` },
};
function Ge(e, t) {
  const n = M({ color: e, theme: t });
  return n.color === `dimmed`
    ? `var(--mantine-color-dimmed)`
    : n.color === `bright`
      ? `var(--mantine-color-bright)`
      : n.variable
        ? `var(${n.variable})`
        : n.color;
}
function Ke(e, t) {
  const n = M({ color: e, theme: t });
  return n.isThemeColor && n.shade === void 0 ? `var(--mantine-color-${n.color}-text)` : Ge(e, t);
}
function qe(e, t) {
  if (typeof e == `number`) return d(e);
  if (typeof e == `string`) {
    let [n, r, ...i] = e.split(` `).filter((e) => e.trim() !== ``),
      a = `${d(n)}`;
    return r && (a += ` ${r}`), i.length > 0 && (a += ` ${Ge(i.join(` `), t)}`), a.trim();
  }
  return e;
}
var Je = {
  text: `var(--mantine-font-family)`,
  mono: `var(--mantine-font-family-monospace)`,
  monospace: `var(--mantine-font-family-monospace)`,
  heading: `var(--mantine-font-family-headings)`,
  headings: `var(--mantine-font-family-headings)`,
};
function Ye(e) {
  return typeof e == `string` && e in Je ? Je[e] : e;
}
var Xe = [`h1`, `h2`, `h3`, `h4`, `h5`, `h6`];
function Ze(e, t) {
  return typeof e == `string` && e in t.fontSizes
    ? `var(--mantine-font-size-${e})`
    : typeof e == `string` && Xe.includes(e)
      ? `var(--mantine-${e}-font-size)`
      : typeof e == `number` || typeof e == `string`
        ? d(e)
        : e;
}
function Qe(e) {
  return e;
}
var $e = [`h1`, `h2`, `h3`, `h4`, `h5`, `h6`];
function et(e, t) {
  return typeof e == `string` && e in t.lineHeights
    ? `var(--mantine-line-height-${e})`
    : typeof e == `string` && $e.includes(e)
      ? `var(--mantine-${e}-line-height)`
      : e;
}
function tt(e, t) {
  return typeof e == `string` && e in t.radius
    ? `var(--mantine-radius-${e})`
    : typeof e == `number` || typeof e == `string`
      ? d(e)
      : e;
}
function nt(e) {
  return typeof e == `number` ? d(e) : e;
}
function rt(e, t) {
  if (typeof e == `number`) return d(e);
  if (typeof e == `string`) {
    const n = e.replace(`-`, ``);
    if (!(n in t.spacing)) return d(e);
    const r = `--mantine-spacing-${n}`;
    return e.startsWith(`-`) ? `calc(var(${r}) * -1)` : `var(${r})`;
  }
  return e;
}
var it = {
  color: Ge,
  textColor: Ke,
  fontSize: Ze,
  spacing: rt,
  radius: tt,
  identity: Qe,
  size: nt,
  lineHeight: et,
  fontFamily: Ye,
  border: qe,
};
function at(e) {
  return e.replace(`(min-width: `, ``).replace(`em)`, ``);
}
function ot({ media: e, ...t }) {
  const n = Object.keys(e)
    .sort((e, t) => Number(at(e)) - Number(at(t)))
    .map((t) => ({ query: t, styles: e[t] }));
  return { ...t, media: n };
}
function st(e) {
  if (typeof e != `object` || !e) return !1;
  const t = Object.keys(e);
  return t.length !== 1 || t[0] !== `base`;
}
function ct(e) {
  return typeof e == `object` && e ? (`base` in e ? e.base : void 0) : e;
}
function lt(e) {
  return typeof e == `object` && e ? a(e).filter((e) => e !== `base`) : [];
}
function ut(e, t) {
  return typeof e == `object` && e && t in e ? e[t] : e;
}
function dt({ styleProps: e, data: t, theme: n }) {
  return ot(
    a(e).reduce(
      (r, i) => {
        if (i === `hiddenFrom` || i === `visibleFrom` || i === `sx`) return r;
        const a = t[i],
          o = Array.isArray(a.property) ? a.property : [a.property],
          s = ct(e[i]);
        if (!st(e[i]))
          return (
            o.forEach((e) => {
              r.inlineStyles[e] = it[a.type](s, n);
            }),
            r
          );
        r.hasResponsiveStyles = !0;
        const c = lt(e[i]);
        return (
          o.forEach((t) => {
            s != null && (r.styles[t] = it[a.type](s, n)),
              c.forEach((o) => {
                const s = `(min-width: ${n.breakpoints[o]})`;
                r.media[s] = { ...r.media[s], [t]: it[a.type](ut(e[i], o), n) };
              });
          }),
          r
        );
      },
      { hasResponsiveStyles: !1, styles: {}, inlineStyles: {}, media: {} },
    ),
  );
}
function ft() {
  return `__m__-${(0, i.useId)().replace(/[:«»]/g, ``)}`;
}
function pt(e) {
  return e;
}
var mt = pt;
function ht(e) {
  return e;
}
function J(e) {
  const t = e;
  return (
    (t.extend = ht),
    (t.withProps = (e) => {
      const n = (n) => (0, U.jsx)(t, { ...e, ...n });
      return (n.extend = t.extend), (n.displayName = `WithProps(${t.displayName})`), n;
    }),
    t
  );
}
function gt(e) {
  return J(e);
}
function _t(e) {
  const t = e;
  return (
    (t.withProps = (e) => {
      const n = (n) => (0, U.jsx)(t, { ...e, ...n });
      return (n.extend = t.extend), (n.displayName = `WithProps(${t.displayName})`), n;
    }),
    (t.extend = ht),
    t
  );
}
function vt(e) {
  return `data-${(e.startsWith(`data-`) ? e.slice(5) : e).replace(/([a-z])([A-Z])/g, `$1-$2`).toLowerCase()}`;
}
function yt(e) {
  return Object.keys(e).reduce((t, n) => {
    const r = e[n];
    return r === void 0 || r === `` || r === !1 || r === null || (t[vt(n)] = e[n]), t;
  }, {});
}
function bt(e) {
  return e
    ? typeof e == `string`
      ? { [vt(e)]: !0 }
      : Array.isArray(e)
        ? [...e].reduce((e, t) => ({ ...e, ...bt(t) }), {})
        : yt(e)
    : null;
}
function xt(e, t) {
  return Array.isArray(e)
    ? [...e].reduce((e, n) => ({ ...e, ...xt(n, t) }), {})
    : typeof e == `function`
      ? e(t)
      : (e ?? {});
}
function St({ theme: e, style: t, vars: n, styleProps: r }) {
  const i = xt(t, e),
    a = xt(n, e);
  return { ...i, ...a, ...r };
}
function Ct({
  component: e,
  style: t,
  __vars: n,
  className: i,
  variant: a,
  mod: o,
  size: s,
  hiddenFrom: c,
  visibleFrom: l,
  lightHidden: u,
  darkHidden: d,
  renderRoot: f,
  __size: p,
  ref: h,
  ...g
}) {
  const _ = W(),
    v = e || `div`,
    { styleProps: y, rest: b } = Ue(g),
    x = fe()?.()?.(y.sx),
    S = ft(),
    C = dt({ styleProps: y, theme: _, data: We }),
    w = he(),
    T = w && C.hasResponsiveStyles ? He(C.styles, C.media) : S,
    E = {
      ref: h,
      style: St({ theme: _, style: t, vars: n, styleProps: C.inlineStyles }),
      className: r(i, x, {
        [T]: C.hasResponsiveStyles,
        'mantine-light-hidden': u,
        'mantine-dark-hidden': d,
        [`mantine-hidden-from-${c}`]: c,
        [`mantine-visible-from-${l}`]: l,
      }),
      'data-variant': a,
      'data-size': m(s) ? void 0 : s || void 0,
      size: p,
      ...bt(o),
      ...b,
    };
  return (0, U.jsxs)(U.Fragment, {
    children: [
      C.hasResponsiveStyles && (0, U.jsx)(Be, { selector: `.${T}`, styles: C.styles, media: C.media, deduplicate: w }),
      typeof f == `function` ? f(E) : (0, U.jsx)(v, { ...E }),
    ],
  });
}
Ct.displayName = `@mantine/core/Box`;
var Y = mt(Ct),
  X = {
    root: `m_5ae2e3c`,
    barsLoader: `m_7a2bd4cd`,
    bar: `m_870bb79`,
    'bars-loader-animation': `m_5d2b3b9d`,
    dotsLoader: `m_4e3f22d7`,
    dot: `m_870c4af`,
    'loader-dots-animation': `m_aac34a1`,
    ovalLoader: `m_b34414df`,
    'oval-loader-animation': `m_f8e89c4b`,
  },
  wt = ({ className: e, ...t }) =>
    (0, U.jsxs)(Y, {
      component: `span`,
      className: r(X.barsLoader, e),
      ...t,
      children: [
        (0, U.jsx)(`span`, { className: X.bar }),
        (0, U.jsx)(`span`, { className: X.bar }),
        (0, U.jsx)(`span`, { className: X.bar }),
      ],
    });
wt.displayName = `@mantine/core/Bars`;
var Tt = ({ className: e, ...t }) =>
  (0, U.jsxs)(Y, {
    component: `span`,
    className: r(X.dotsLoader, e),
    ...t,
    children: [
      (0, U.jsx)(`span`, { className: X.dot }),
      (0, U.jsx)(`span`, { className: X.dot }),
      (0, U.jsx)(`span`, { className: X.dot }),
    ],
  });
Tt.displayName = `@mantine/core/Dots`;
var Et = ({ className: e, ...t }) => (0, U.jsx)(Y, { component: `span`, className: r(X.ovalLoader, e), ...t });
Et.displayName = `@mantine/core/Oval`;
var Dt = { bars: wt, oval: Et, dots: Tt },
  Ot = { loaders: Dt, type: `oval` },
  kt = x((e, { size: t, color: n }) => ({
    root: { '--loader-size': h(t, `loader-size`), '--loader-color': n ? N(n, e) : void 0 },
  })),
  Z = J((e) => {
    const t = G(`Loader`, Ot, e),
      {
        size: n,
        color: r,
        type: i,
        vars: a,
        className: o,
        style: s,
        classNames: c,
        styles: l,
        unstyled: u,
        loaders: d,
        variant: f,
        children: p,
        attributes: m,
        ...h
      } = t,
      g = K({
        name: `Loader`,
        props: t,
        classes: X,
        className: o,
        style: s,
        classNames: c,
        styles: l,
        unstyled: u,
        attributes: m,
        vars: a,
        varsResolver: kt,
      });
    return p
      ? (0, U.jsx)(Y, { ...g(`root`), ...h, children: p })
      : (0, U.jsx)(Y, { ...g(`root`), component: d[i], variant: f, size: n, ...h });
  });
(Z.defaultLoaders = Dt), (Z.classes = X), (Z.varsResolver = kt), (Z.displayName = `@mantine/core/Loader`);
var At = { root: `m_b6d8b162` };
function jt(e) {
  if (e === `start`) return `start`;
  if (e === `end` || e) return `end`;
}
var Mt = { inherit: !1 },
  Nt = x((e, { variant: t, lineClamp: n, gradient: r, size: i, textWrap: a }) => ({
    root: {
      '--text-fz': v(i),
      '--text-lh': y(i),
      '--text-gradient': t === `gradient` ? F(r, e) : void 0,
      '--text-line-clamp': typeof n == `number` ? n.toString() : void 0,
      '--text-text-wrap': a,
    },
  })),
  Q = _t((e) => {
    const t = G(`Text`, Mt, e),
      {
        lineClamp: n,
        truncate: r,
        inline: i,
        inherit: a,
        gradient: o,
        span: s,
        textWrap: c,
        __staticSelector: l,
        vars: u,
        className: d,
        style: f,
        classNames: p,
        styles: m,
        unstyled: h,
        variant: g,
        mod: _,
        size: v,
        attributes: y,
        ...b
      } = t,
      x = K({
        name: [`Text`, l],
        props: t,
        classes: At,
        className: d,
        style: f,
        classNames: p,
        styles: m,
        unstyled: h,
        attributes: y,
        vars: u,
        varsResolver: Nt,
      });
    return (0, U.jsx)(Y, {
      ...x(`root`, { focusable: !0 }),
      component: s ? `span` : `p`,
      variant: g,
      mod: [{ truncate: jt(r), lineClamp: typeof n == `number`, inline: i, inherit: a }, _],
      size: v,
      ...b,
    });
  });
(Q.classes = At), (Q.varsResolver = Nt), (Q.displayName = `@mantine/core/Text`);
var Pt = { root: `m_6d731127` },
  Ft = { gap: `md`, align: `stretch`, justify: `flex-start` },
  It = x((e, { gap: t, align: n, justify: r }) => ({
    root: { '--stack-gap': g(t), '--stack-align': n, '--stack-justify': r },
  })),
  $ = J((e) => {
    const t = G(`Stack`, Ft, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        align: c,
        justify: l,
        gap: u,
        variant: d,
        attributes: f,
        ...p
      } = t,
      m = K({
        name: `Stack`,
        props: t,
        classes: Pt,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: f,
        vars: s,
        varsResolver: It,
      });
    return (0, U.jsx)(Y, { ...m(`root`), variant: d, ...p });
  });
($.classes = Pt), ($.varsResolver = It), ($.displayName = `@mantine/core/Stack`);
function Lt(e) {
  let t = e,
    n = new Set();
  return {
    get: () => t,
    set(e) {
      t = typeof e == `function` ? e(t) : e;
      for (const e of n) e();
    },
    subscribe(e) {
      return n.add(e), () => n.delete(e);
    },
  };
}
function Rt(e) {
  return (0, i.useSyncExternalStore)(e.subscribe, e.get, e.get);
}

export {
  _ as F,
  _t as s,
  $ as r,
  a as U,
  ae as C,
  B as v,
  Be as p,
  b as I,
  ce as b,
  d as V,
  E as k,
  f as B,
  ft as d,
  G as h,
  g as R,
  gt as l,
  h as L,
  I as w,
  ie as E,
  J as c,
  K as m,
  Lt as t,
  M as O,
  me as x,
  mt as u,
  N as D,
  P as T,
  p as z,
  Q as i,
  R as S,
  Rt as n,
  Se as g,
  s as H,
  se as y,
  T as A,
  Ue as f,
  v as N,
  W as _,
  w as j,
  x as M,
  Y as o,
  y as P,
  Z as a,
};
