import { t as h } from './clsx-DB0hHKMi.js';
import { t as l } from './InputBase-_vvjCT3d.js';
import { ft as f, pt as m, ht as p } from './index-B3ichRAS.js';
import { t } from './noop-mXPS5vjY.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as d, u } from './runtime-B8Ttn_BI.js';
import { l as a, h as i, L as n, m as o, M as r } from './store-B5VJ9oXn.js';
import { n as c } from './Transition-Cx7H30U_.js';
import { t as s } from './use-resolved-styles-api-CHYueO1k.js';

function g(e, t, n) {
  return t === void 0 && n === void 0
    ? e
    : t !== void 0 && n === void 0
      ? Math.max(e, t)
      : Math.min(t === void 0 && n !== void 0 ? e : Math.max(e, t), n);
}
var _ = u(),
  v = e(d());
function ee(e, t) {
  var n = {};
  for (var r in e) Object.hasOwn(e, r) && t.indexOf(r) < 0 && (n[r] = e[r]);
  if (e != null && typeof Object.getOwnPropertySymbols == `function`)
    for (var i = 0, r = Object.getOwnPropertySymbols(e); i < r.length; i++)
      t.indexOf(r[i]) < 0 && Object.prototype.propertyIsEnumerable.call(e, r[i]) && (n[r[i]] = e[r[i]]);
  return n;
}
var y;
((e) => {
  (e.event = `event`), (e.props = `prop`);
})((y ||= {}));
function b() {}
function x(e) {
  var t,
    n = void 0;
  return function () {
    for (var r = [], i = arguments.length; i--; ) r[i] = arguments[i];
    return (t && r.length === t.length && r.every((e, n) => e === t[n])) || ((t = r), (n = e.apply(void 0, r))), n;
  };
}
function S(e) {
  return !!(e || ``).match(/\d/);
}
function C(e) {
  return e == null;
}
function w(e) {
  return typeof e == `number` && isNaN(e);
}
function T(e) {
  return C(e) || w(e) || (typeof e == `number` && !isFinite(e));
}
function E(e) {
  return e.replace(/[-[\]/{}()*+?.\\^$|]/g, `\\$&`);
}
function D(e) {
  switch (e) {
    case `lakh`:
      return /(\d+?)(?=(\d\d)+(\d)(?!\d))(\.\d+)?/g;
    case `wan`:
      return /(\d)(?=(\d{4})+(?!\d))/g;
    default:
      return /(\d)(?=(\d{3})+(?!\d))/g;
  }
}
function O(e, t, n) {
  var r = D(n),
    i = e.search(/[1-9]/);
  return (i = i === -1 ? e.length : i), e.substring(0, i) + e.substring(i, e.length).replace(r, `$1` + t);
}
function k(e) {
  var t = (0, v.useRef)(e);
  return (
    (t.current = e),
    (0, v.useRef)(function () {
      for (var e = [], n = arguments.length; n--; ) e[n] = arguments[n];
      return t.current.apply(t, e);
    }).current
  );
}
function A(e, t) {
  t === void 0 && (t = !0);
  var n = e[0] === `-`,
    r = n && t;
  e = e.replace(`-`, ``);
  var i = e.split(`.`);
  return { beforeDecimal: i[0], afterDecimal: i[1] || ``, hasNegation: n, addNegation: r };
}
function j(e) {
  if (!e) return e;
  var t = e[0] === `-`;
  t && (e = e.substring(1, e.length));
  var n = e.split(`.`),
    r = n[0].replace(/^0+/, ``) || `0`,
    i = n[1] || ``;
  return (t ? `-` : ``) + r + (i ? `.` + i : ``);
}
function M(e, t, n) {
  for (var r = ``, i = n ? `0` : ``, a = 0; a <= t - 1; a++) r += e[a] || i;
  return r;
}
function N(e, t) {
  return Array(t + 1).join(e);
}
function te(e) {
  var t = e + ``,
    n = t[0] === `-` ? `-` : ``;
  n && (t = t.substring(1));
  var r = t.split(/[eE]/g),
    i = r[0],
    a = r[1];
  if (((a = Number(a)), !a)) return n + i;
  i = i.replace(`.`, ``);
  var o = 1 + a,
    s = i.length;
  return (
    o < 0
      ? (i = `0.` + N(`0`, Math.abs(o)) + i)
      : o >= s
        ? (i += N(`0`, o - s))
        : (i = (i.substring(0, o) || `0`) + `.` + i.substring(o)),
    n + i
  );
}
function ne(e, t, n) {
  if ([``, `-`].indexOf(e) !== -1) return e;
  var r = (e.indexOf(`.`) !== -1 || n) && t,
    i = A(e),
    a = i.beforeDecimal,
    o = i.afterDecimal,
    s = i.hasNegation,
    c = parseFloat(`0.` + (o || `0`)),
    l = (o.length <= t ? `0.` + o : c.toFixed(t)).split(`.`),
    u = a;
  a &&
    Number(l[0]) &&
    (u = a
      .split(``)
      .reverse()
      .reduce(
        (e, t, n) => (e.length > n ? (Number(e[0]) + Number(t)).toString() + e.substring(1, e.length) : t + e),
        l[0],
      ));
  var d = M(l[1] || ``, t, n),
    f = s ? `-` : ``,
    p = r ? `.` : ``;
  return `` + f + u + p + d;
}
function P(e, t) {
  if (((e.value = e.value), e !== null)) {
    if (e.createTextRange) {
      var n = e.createTextRange();
      return n.move(`character`, t), n.select(), !0;
    }
    return e.selectionStart || e.selectionStart === 0 ? (e.focus(), e.setSelectionRange(t, t), !0) : (e.focus(), !1);
  }
}
var F = x((e, t) => {
    for (var n = 0, r = 0, i = e.length, a = t.length; e[n] === t[n] && n < i; ) n++;
    for (; e[i - 1 - r] === t[a - 1 - r] && a - r > n && i - r > n; ) r++;
    return { from: { start: n, end: i - r }, to: { start: n, end: a - r } };
  }),
  re = (e, t) => {
    var n = Math.min(e.selectionStart, t);
    return { from: { start: n, end: e.selectionEnd }, to: { start: n, end: t } };
  };
function ie(e, t, n) {
  return Math.min(Math.max(e, t), n);
}
function I(e) {
  return Math.max(e.selectionStart, e.selectionEnd);
}
function ae() {
  return typeof navigator < `u` && !(navigator.platform && /iPhone|iPod/.test(navigator.platform));
}
function L(e) {
  return { from: { start: 0, end: 0 }, to: { start: 0, end: e.length }, lastValue: `` };
}
function R(e) {
  var t = e.currentValue,
    n = e.formattedValue,
    r = e.currentValueIndex,
    i = e.formattedValueIndex;
  return t[r] === n[i];
}
function oe(e, t, n, r, i, a, o) {
  o === void 0 && (o = R);
  var s = i.findIndex((e) => e),
    c = e.slice(0, s);
  !t && !n.startsWith(c) && ((t = c), (n = c + n), (r += c.length));
  for (var l = n.length, u = e.length, d = {}, f = Array(l), p = 0; p < l; p++) {
    f[p] = -1;
    for (var m = 0, h = u; m < h; m++)
      if (
        o({ currentValue: n, lastValue: t, formattedValue: e, currentValueIndex: p, formattedValueIndex: m }) &&
        d[m] !== !0
      ) {
        (f[p] = m), (d[m] = !0);
        break;
      }
  }
  for (var g = r; g < l && (f[g] === -1 || !a(n[g])); ) g++;
  var _ = g === l || f[g] === -1 ? u : f[g];
  for (g = r - 1; g > 0 && f[g] === -1; ) g--;
  var v = g === -1 || f[g] === -1 ? 0 : f[g] + 1;
  return v > _ ? _ : r - v < _ - r ? v : _;
}
function se(e, t, n, r) {
  var i = e.length;
  if (((t = ie(t, 0, i)), r === `left`)) {
    for (; t >= 0 && !n[t]; ) t--;
    t === -1 && (t = n.indexOf(!0));
  } else {
    for (; t <= i && !n[t]; ) t++;
    t > i && (t = n.lastIndexOf(!0));
  }
  return t === -1 && (t = i), t;
}
function ce(e) {
  for (var t = Array.from({ length: e.length + 1 }).map(() => !0), n = 0, r = t.length; n < r; n++)
    t[n] = !!(S(e[n]) || S(e[n - 1]));
  return t;
}
function le(e, t, n, r, i, a) {
  a === void 0 && (a = b);
  var o = k((e, t) => {
      var n, a;
      return (
        T(e)
          ? ((a = ``), (n = ``))
          : typeof e == `number` || t
            ? ((a = typeof e == `number` ? te(e) : e), (n = r(a)))
            : ((a = i(e, void 0)), (n = r(a))),
        { formattedValue: n, numAsString: a }
      );
    }),
    s = (0, v.useState)(() => o(C(e) ? t : e, n)),
    c = s[0],
    l = s[1],
    u = k((e, t) => {
      e.formattedValue !== c.formattedValue && l({ formattedValue: e.formattedValue, numAsString: e.value }), a(e, t);
    }),
    d = e,
    f = n;
  C(e) && ((d = c.numAsString), (f = !0));
  var p = o(d, f);
  return (
    (0, v.useMemo)(() => {
      l(p);
    }, [p.formattedValue]),
    (0, v.useEffect)(() => {
      if (!C(t) && C(e) && c.formattedValue !== ``) {
        var n = parseFloat(c.numAsString);
        u(
          { formattedValue: c.formattedValue, value: c.numAsString, floatValue: isNaN(n) ? void 0 : n },
          { event: void 0, source: y.props },
        );
      }
    }, []),
    [c, u]
  );
}
function ue(e) {
  return e.replace(/[^0-9]/g, ``);
}
function de(e) {
  return e;
}
function fe(e) {
  var t = e.type;
  t === void 0 && (t = `text`);
  var n = e.displayType;
  n === void 0 && (n = `input`);
  var r = e.customInput,
    i = e.renderText,
    a = e.getInputRef,
    o = e.format;
  o === void 0 && (o = de);
  var s = e.removeFormatting;
  s === void 0 && (s = ue);
  var c = e.defaultValue,
    l = e.valueIsNumericString,
    u = e.onValueChange,
    d = e.isAllowed,
    f = e.onChange;
  f === void 0 && (f = b);
  var p = e.onKeyDown;
  p === void 0 && (p = b);
  var m = e.onMouseUp;
  m === void 0 && (m = b);
  var h = e.onFocus;
  h === void 0 && (h = b);
  var g = e.onBlur;
  g === void 0 && (g = b);
  var _ = e.value,
    x = e.getCaretBoundary;
  x === void 0 && (x = ce);
  var C = e.isValidInputCharacter;
  C === void 0 && (C = S);
  var w = e.isCharacterSame,
    T = ee(e, [
      `type`,
      `displayType`,
      `customInput`,
      `renderText`,
      `getInputRef`,
      `format`,
      `removeFormatting`,
      `defaultValue`,
      `valueIsNumericString`,
      `onValueChange`,
      `isAllowed`,
      `onChange`,
      `onKeyDown`,
      `onMouseUp`,
      `onFocus`,
      `onBlur`,
      `value`,
      `getCaretBoundary`,
      `isValidInputCharacter`,
      `isCharacterSame`,
    ]),
    E = le(_, c, !!l, o, s, u),
    D = E[0],
    O = D.formattedValue,
    k = D.numAsString,
    A = E[1],
    j = (0, v.useRef)(),
    M = (0, v.useRef)({ formattedValue: O, numAsString: k }),
    N = (e, t) => {
      (M.current = { formattedValue: e.formattedValue, numAsString: e.value }), A(e, t);
    },
    te = (0, v.useState)(!1),
    ne = te[0],
    ie = te[1],
    L = (0, v.useRef)(null),
    R = (0, v.useRef)({ setCaretTimeout: null, focusTimeout: null });
  (0, v.useEffect)(
    () => (
      ie(!0),
      () => {
        clearTimeout(R.current.setCaretTimeout), clearTimeout(R.current.focusTimeout);
      }
    ),
    [],
  );
  var fe = o,
    z = (e, t) => {
      var n = parseFloat(t);
      return { formattedValue: e, value: t, floatValue: isNaN(n) ? void 0 : n };
    },
    B = (e, t, n) => {
      (e.selectionStart !== 0 || e.selectionEnd !== e.value.length) &&
        (P(e, t),
        (R.current.setCaretTimeout = setTimeout(() => {
          e.value === n && e.selectionStart !== t && P(e, t);
        }, 0)));
    },
    V = (e, t, n) => se(e, t, x(e), n),
    pe = (e, t, n) => {
      var r = x(t),
        i = oe(t, O, e, n, r, C, w);
      return (i = se(t, i, r)), i;
    },
    H = (e) => {
      var t = e.formattedValue;
      t === void 0 && (t = ``);
      var n = e.input,
        r = e.source,
        i = e.event,
        a = e.numAsString,
        o;
      if (n) {
        var s = e.inputValue || n.value,
          c = I(n);
        (n.value = t), (o = pe(s, t, c)), o !== void 0 && B(n, o, t);
      }
      t !== O && N(z(t, a), { event: i, source: r });
    };
  (0, v.useEffect)(() => {
    var e = M.current,
      t = e.formattedValue,
      n = e.numAsString;
    (O !== t || k !== n) && N(z(O, k), { event: void 0, source: y.props });
  }, [O, k]);
  var U = L.current ? I(L.current) : void 0;
  (typeof window < `u` ? v.useLayoutEffect : v.useEffect)(() => {
    var e = L.current;
    if (O !== M.current.formattedValue && e) {
      var t = pe(M.current.formattedValue, O, U);
      (e.value = O), B(e, t, O);
    }
  }, [O]);
  var me = (e, t, n) => {
      var r = t.target,
        i = j.current ? re(j.current, r.selectionEnd) : F(O, e),
        a = Object.assign(Object.assign({}, i), { lastValue: O }),
        o = s(e, a),
        c = fe(o);
      if (((o = s(c, void 0)), d && !d(z(c, o)))) {
        var l = t.target,
          u = pe(e, O, I(l));
        return (l.value = O), B(l, u, O), !1;
      }
      return H({ formattedValue: c, numAsString: o, inputValue: e, event: t, source: n, input: t.target }), !0;
    },
    W = (e, t) => {
      t === void 0 && (t = 0), (j.current = { selectionStart: e.selectionStart, selectionEnd: e.selectionEnd + t });
    },
    he = (e) => {
      var t = e.target.value;
      me(t, e, y.event) && f(e), (j.current = void 0);
    },
    ge = (e) => {
      var t = e.target,
        n = e.key,
        r = t.selectionStart,
        i = t.selectionEnd,
        a = t.value;
      a === void 0 && (a = ``);
      var o;
      n === `ArrowLeft` || n === `Backspace`
        ? (o = Math.max(r - 1, 0))
        : n === `ArrowRight`
          ? (o = Math.min(r + 1, a.length))
          : n === `Delete` && (o = r);
      var s = 0;
      n === `Delete` && r === i && (s = 1);
      var c = n === `ArrowLeft` || n === `ArrowRight`;
      if (o === void 0 || (r !== i && !c)) p(e), W(t, s);
      else {
        var l = o;
        c
          ? ((l = V(a, o, n === `ArrowLeft` ? `left` : `right`)), l !== o && e.preventDefault())
          : n === `Delete` && !C(a[o])
            ? (l = V(a, o, `right`))
            : n === `Backspace` && !C(a[o]) && (l = V(a, o, `left`)),
          l !== o && B(t, l, a),
          p(e),
          W(t, s);
      }
    },
    _e = (e) => {
      var t = e.target,
        n = () => {
          var e = t.selectionStart,
            n = t.selectionEnd,
            r = t.value;
          if ((r === void 0 && (r = ``), e === n)) {
            var i = V(r, e);
            i !== e && B(t, i, r);
          }
        };
      n(),
        requestAnimationFrame(() => {
          n();
        }),
        m(e),
        W(t);
    },
    ve = (e) => {
      e.persist && e.persist();
      var t = e.target,
        n = e.currentTarget;
      (L.current = t),
        (R.current.focusTimeout = setTimeout(() => {
          var r = t.selectionStart,
            i = t.selectionEnd,
            a = t.value;
          a === void 0 && (a = ``);
          var o = V(a, r);
          o !== r && (r !== 0 || i !== a.length) && B(t, o, a),
            h(Object.assign(Object.assign({}, e), { currentTarget: n }));
        }, 0));
    },
    ye = (e) => {
      (L.current = null), clearTimeout(R.current.focusTimeout), clearTimeout(R.current.setCaretTimeout), g(e);
    },
    be = ne && ae() ? `numeric` : void 0,
    xe = Object.assign({ inputMode: be }, T, {
      type: t,
      value: O,
      onChange: he,
      onKeyDown: ge,
      onMouseUp: _e,
      onFocus: ve,
      onBlur: ye,
    });
  if (n === `text`)
    return i
      ? v.createElement(v.Fragment, null, i(O, T) || null)
      : v.createElement(`span`, Object.assign({}, T, { ref: a }), O);
  if (r) {
    var Se = r;
    return v.createElement(Se, Object.assign({}, xe, { ref: a }));
  }
  return v.createElement(`input`, Object.assign({}, xe, { ref: a }));
}
function z(e, t) {
  var n = t.decimalScale,
    r = t.fixedDecimalScale,
    i = t.prefix;
  i === void 0 && (i = ``);
  var a = t.suffix;
  a === void 0 && (a = ``);
  var o = t.allowNegative,
    s = t.thousandsGroupStyle;
  if ((s === void 0 && (s = `thousand`), e === `` || e === `-`)) return e;
  var c = B(t),
    l = c.thousandSeparator,
    u = c.decimalSeparator,
    d = (n !== 0 && e.indexOf(`.`) !== -1) || (n && r),
    f = A(e, o),
    p = f.beforeDecimal,
    m = f.afterDecimal,
    h = f.addNegation;
  return (
    n !== void 0 && (m = M(m, n, !!r)),
    l && (p = O(p, l, s)),
    i && (p = i + p),
    a && (m += a),
    h && (p = `-` + p),
    (e = p + ((d && u) || ``) + m),
    e
  );
}
function B(e) {
  var t = e.decimalSeparator;
  t === void 0 && (t = `.`);
  var n = e.thousandSeparator,
    r = e.allowedDecimalSeparators;
  return (
    n === !0 && (n = `,`), (r ||= [t, `.`]), { decimalSeparator: t, thousandSeparator: n, allowedDecimalSeparators: r }
  );
}
function V(e, t) {
  e === void 0 && (e = ``);
  var n = /(-)/,
    r = /(-)(.)*(-)/,
    i = n.test(e),
    a = r.test(e);
  return (e = e.replace(/-/g, ``)), i && !a && t && (e = `-` + e), e;
}
function pe(e, t) {
  return RegExp(`(^-)|[0-9]|` + E(e), t ? `g` : void 0);
}
function H(e, t, n) {
  return e === `` || (!t?.match(/\d/) && !n?.match(/\d/) && typeof e == `string` && !isNaN(Number(e)));
}
function U(e, t, n) {
  var r;
  t === void 0 && (t = L(e));
  var i = n.allowNegative,
    a = n.prefix;
  a === void 0 && (a = ``);
  var o = n.suffix;
  o === void 0 && (o = ``);
  var s = n.decimalScale,
    c = t.from,
    l = t.to,
    u = l.start,
    d = l.end,
    f = B(n),
    p = f.allowedDecimalSeparators,
    m = f.decimalSeparator,
    h = e[d] === m;
  if (S(e) && (e === a || e === o) && t.lastValue === ``) return e;
  if (d - u === 1 && p.indexOf(e[u]) !== -1) {
    var g = s === 0 ? `` : m;
    e = e.substring(0, u) + g + e.substring(u + 1, e.length);
  }
  var _ = (e, t, n) => {
      var r = !1,
        i = !1;
      a.startsWith(`-`)
        ? (r = !1)
        : e.startsWith(`--`)
          ? ((r = !1), (i = !0))
          : o.startsWith(`-`) && e.length === o.length
            ? (r = !1)
            : e[0] === `-` && (r = !0);
      var s = +!!r;
      return (
        i && (s = 2), s && ((e = e.substring(s)), (t -= s), (n -= s)), { value: e, start: t, end: n, hasNegation: r }
      );
    },
    v = _(e, u, d),
    ee = v.hasNegation;
  (r = v), (e = r.value), (u = r.start), (d = r.end);
  var y = _(t.lastValue, c.start, c.end),
    b = y.start,
    x = y.end,
    C = y.value,
    w = e.substring(u, d);
  e.length && C.length && (b > C.length - o.length || x < a.length) && !(w && o.startsWith(w)) && (e = C);
  var T = 0;
  e.startsWith(a) ? (T += a.length) : u < a.length && (T = u), (e = e.substring(T)), (d -= T);
  var D = e.length,
    O = e.length - o.length;
  e.endsWith(o) ? (D = O) : (d > O || d > e.length - o.length) && (D = d),
    (e = e.substring(0, D)),
    (e = V(ee ? `-` + e : e, i)),
    (e = (e.match(pe(m, !0)) || []).join(``));
  var k = e.indexOf(m);
  e = e.replace(new RegExp(E(m), `g`), (e, t) => (t === k ? `.` : ``));
  var j = A(e, i),
    M = j.beforeDecimal,
    N = j.afterDecimal,
    te = j.addNegation;
  return l.end - l.start < c.end - c.start && M === `` && h && !parseFloat(N) && (e = te ? `-` : ``), e;
}
function me(e, t) {
  var n = t.prefix;
  n === void 0 && (n = ``);
  var r = t.suffix;
  r === void 0 && (r = ``);
  var i = Array.from({ length: e.length + 1 }).map(() => !0),
    a = e[0] === `-`;
  i.fill(!1, 0, Math.min(n.length + +!!a, e.length));
  var o = e.length;
  return i.fill(!1, o - r.length + 1, o + 1), i;
}
function W(e) {
  var t = B(e),
    n = t.thousandSeparator,
    r = t.decimalSeparator,
    i = e.prefix;
  i === void 0 && (i = ``);
  var a = e.allowNegative;
  if ((a === void 0 && (a = !0), n === r))
    throw Error(
      `
        Decimal separator can't be same as thousand separator.
        thousandSeparator: ` +
        n +
        ` (thousandSeparator = {true} is same as thousandSeparator = ",")
        decimalSeparator: ` +
        r +
        ` (default value for decimalSeparator is .)
     `,
    );
  return (
    i.startsWith(`-`) &&
      a &&
      (console.error(
        `
      Prefix can't start with '-' when allowNegative is true.
      prefix: ` +
          i +
          `
      allowNegative: ` +
          a +
          `
    `,
      ),
      (a = !1)),
    Object.assign(Object.assign({}, e), { allowNegative: a })
  );
}
function he(e) {
  (e = W(e)), e.decimalSeparator, e.allowedDecimalSeparators, e.thousandsGroupStyle;
  var t = e.suffix,
    n = e.allowNegative,
    r = e.allowLeadingZeros,
    i = e.onKeyDown;
  i === void 0 && (i = b);
  var a = e.onBlur;
  a === void 0 && (a = b);
  var o = e.thousandSeparator,
    s = e.decimalScale,
    c = e.fixedDecimalScale,
    l = e.prefix;
  l === void 0 && (l = ``);
  var u = e.defaultValue,
    d = e.value,
    f = e.valueIsNumericString,
    p = e.onValueChange,
    m = ee(e, [
      `decimalSeparator`,
      `allowedDecimalSeparators`,
      `thousandsGroupStyle`,
      `suffix`,
      `allowNegative`,
      `allowLeadingZeros`,
      `onKeyDown`,
      `onBlur`,
      `thousandSeparator`,
      `decimalScale`,
      `fixedDecimalScale`,
      `prefix`,
      `defaultValue`,
      `value`,
      `valueIsNumericString`,
      `onValueChange`,
    ]),
    h = B(e),
    g = h.decimalSeparator,
    _ = h.allowedDecimalSeparators,
    v = (t) => z(t, e),
    x = (t, n) => U(t, n, e),
    w = C(d) ? u : d,
    E = f ?? H(w, l, t);
  C(d) ? C(u) || (E ||= typeof u == `number`) : (E ||= typeof d == `number`);
  var D = (e) => (T(e) ? e : (typeof e == `number` && (e = te(e)), E && typeof s == `number` ? ne(e, s, !!c) : e)),
    O = le(D(d), D(u), !!E, v, x, p),
    k = O[0],
    A = k.numAsString,
    M = k.formattedValue,
    N = O[1];
  return Object.assign(Object.assign({}, m), {
    value: M,
    valueIsNumericString: !1,
    isValidInputCharacter: (e) => e === g || S(e),
    isCharacterSame: (e) => {
      var t = e.currentValue,
        n = e.lastValue,
        r = e.formattedValue,
        i = e.currentValueIndex,
        a = e.formattedValueIndex,
        o = t[i],
        u = r[a],
        f = F(n, t).to,
        p = (e) => x(e).indexOf(`.`) + l.length;
      return d === 0 && c && s && t[f.start] === g && p(t) < i && p(r) > a
        ? !1
        : i >= f.start && i < f.end && _ && _.includes(o) && u === g
          ? !0
          : o === u;
    },
    onValueChange: N,
    format: v,
    removeFormatting: x,
    getCaretBoundary: (t) => me(t, e),
    onKeyDown: (e) => {
      var t = e.target,
        r = e.key,
        a = t.selectionStart,
        u = t.selectionEnd,
        d = t.value;
      if ((d === void 0 && (d = ``), (r === `Backspace` || r === `Delete`) && u < l.length && d !== `-`))
        e.preventDefault();
      else if (a !== u) i(e);
      else {
        r === `Backspace` && d[0] === `-` && a === l.length + 1 && n && P(t, 1),
          s &&
            c &&
            (r === `Backspace` && d[a - 1] === g
              ? (P(t, a - 1), e.preventDefault())
              : r === `Delete` && d[a] === g && e.preventDefault()),
          _?.includes(r) && d[a] === g && P(t, a + 1);
        var f = o === !0 ? `,` : o;
        r === `Backspace` && d[a - 1] === f && P(t, a - 1), r === `Delete` && d[a] === f && P(t, a + 1), i(e);
      }
    },
    onBlur: (t) => {
      var n = A;
      n.match(/\d/g) || (n = ``),
        r || (n = j(n)),
        c && s && (n = ne(n, s, c)),
        n !== A && N({ formattedValue: z(n, e), value: n, floatValue: parseFloat(n) }, { event: t, source: y.event }),
        a(t);
    },
  });
}
function ge(e) {
  var t = he(e);
  return v.createElement(fe, Object.assign({}, t));
}
function _e(e, t) {
  return /\d/.test(e) || e === t;
}
function ve(e, t, n, r) {
  let i = 0;
  for (let n = 0; n < t && n < e.length; n += 1) _e(e[n], r) && (i += 1);
  if (i === 0) return Math.min(t, n.length);
  for (let e = 0; e < n.length; e += 1) if (_e(n[e], r) && (--i, i === 0)) return e + 1;
  return n.length;
}
function ye(e, t) {
  let n = 0;
  for (; t + n < e.length && /\d/.test(e[t + n]); ) n += 1;
  return n;
}
function be(e, { decimalSeparator: t, thousandSeparator: n, allowedDecimalSeparators: r, thousandsGroupStyle: i }) {
  const a = new Set([...r, t].filter((e) => e.length === 1)),
    o = e.split(``),
    s = o.reduce((e, t, n) => (a.has(t) && e.push(n), e), []);
  if (s.length === 0) return e;
  let c = s[s.length - 1],
    l = o[c],
    u = s.filter((e) => o[e] === l).length,
    d = i === `wan` ? 4 : 3,
    f = -1;
  return (
    u === 1 && (f = l === t ? c : l === n && ye(e, c + 1) === d ? -1 : c),
    o.map((e, r) => (r === f ? t : a.has(e) && e !== n ? `` : e)).join(``)
  );
}
function xe({ direction: e, style: t, ...n }) {
  return (0, _.jsx)(`svg`, {
    style: {
      width: `var(--ni-chevron-size)`,
      height: `var(--ni-chevron-size)`,
      transform: e === `up` ? `rotate(180deg)` : void 0,
      ...t,
    },
    viewBox: `0 0 15 15`,
    fill: `none`,
    xmlns: `http://www.w3.org/2000/svg`,
    ...n,
    children: (0, _.jsx)(`path`, {
      d: `M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z`,
      fill: `currentColor`,
      fillRule: `evenodd`,
      clipRule: `evenodd`,
    }),
  });
}
var Se = { root: `m_e2f5cd4e`, controls: `m_95e17d22`, control: `m_80b4b171` },
  Ce = /^(0\.0*|-0(\.0*)?)$/,
  we = /^-?0\d+(\.\d+)?\.?$/,
  Te = /\.\d*0$/,
  Ee = /^-?\d+\.$/;
function De(e) {
  return typeof e == `string` && e !== `` && !Number.isNaN(Number(e));
}
function Oe(e) {
  return typeof e == `bigint`;
}
function ke(e) {
  return typeof e == `number` ? e < 2 ** 53 - 1 : e === `` || (De(e) && Number(e) < 2 ** 53 - 1);
}
function Ae(e, t) {
  return e === `` || e === `-` || (!t && e.startsWith(`-`)) ? !1 : /^-?\d+$/.test(e);
}
function je(e, t) {
  return typeof e == `bigint` || e === `` || Ae(e, t);
}
function Me(e) {
  if (!/^-?\d+$/.test(e)) return null;
  try {
    return BigInt(e);
  } catch {
    return null;
  }
}
function Ne(e) {
  if (typeof e == `bigint`) return e;
  if (typeof e == `number` && Number.isFinite(e) && Number.isInteger(e)) return BigInt(e);
}
function Pe(e, t, n) {
  return t !== void 0 && e < t ? t : n !== void 0 && e > n ? n : e;
}
function G(e) {
  return e.toString().replace(`.`, ``).length;
}
function Fe(e, t) {
  return (
    (typeof e == `number` ? e < 2 ** 53 - 1 : !Number.isNaN(Number(e))) && !Number.isNaN(e) && G(t) < 14 && t !== ``
  );
}
function Ie(e, t, n) {
  return e === void 0 || ((t === void 0 || e >= t) && (n === void 0 || e <= n));
}
var Le = {
    size: `sm`,
    step: 1,
    clampBehavior: `blur`,
    allowDecimal: !0,
    allowNegative: !0,
    withKeyboardEvents: !0,
    allowLeadingZeros: !0,
    trimLeadingZeroesOnBlur: !0,
    startValue: 0,
    allowedDecimalSeparators: [`.`, `,`],
  },
  Re = r((e, { size: t }) => ({ controls: { '--ni-chevron-size': n(t, `ni-chevron-size`) } }));
function K(e, t) {
  return t ? `${e}.` : e;
}
function ze(e, t) {
  const n = Ee.test(e),
    r = t.trim ? e.replace(/^0+(?=\d)/, ``) : e,
    i = parseFloat(r);
  if (Number.isNaN(i)) return r;
  if (!t.clamp) return t.trim ? K(i, n) : e;
  const a = i > 2 ** 53 - 1 && t.max !== void 0 ? t.max : g(i, t.min, t.max);
  return !t.trim && a === i ? e : K(a, n);
}
function Be(e, t) {
  if (e === `` || e === `-`) return e;
  const n = Me(e);
  return n === null ? e : t.clampBehavior === `blur` ? Pe(n, t.min, t.max) : n;
}
var q = a((e) => {
  const n = i([`Input`, `InputWrapper`, `NumberInput`], Le, e),
    {
      className: r,
      classNames: a,
      styles: u,
      unstyled: d,
      vars: ee,
      onChange: y,
      onValueChange: b,
      value: x,
      defaultValue: S,
      max: C,
      min: w,
      step: T,
      hideControls: E,
      rightSection: D,
      isAllowed: O,
      clampBehavior: k,
      onBlur: A,
      allowDecimal: j,
      decimalScale: M,
      onKeyDown: N,
      onKeyDownCapture: te,
      handlersRef: ne,
      startValue: P,
      disabled: F,
      rightSectionPointerEvents: re,
      allowNegative: ie,
      readOnly: I,
      size: ae,
      rightSectionWidth: L,
      stepHoldInterval: R,
      stepHoldDelay: oe,
      allowLeadingZeros: se,
      withKeyboardEvents: ce,
      trimLeadingZeroesOnBlur: le,
      allowedDecimalSeparators: ue,
      selectAllOnFocus: de,
      onMinReached: fe,
      onMaxReached: z,
      onFocus: B,
      attributes: V,
      ref: pe,
      ...H
    } = n,
    U = ie ?? !0,
    me = se ?? !0,
    W = o({
      name: `NumberInput`,
      classes: Se,
      props: n,
      classNames: a,
      styles: u,
      unstyled: d,
      attributes: V,
      vars: ee,
      varsResolver: Re,
    }),
    { resolvedClassNames: he, resolvedStyles: _e } = s({ classNames: a, styles: u, props: n }),
    ye = (0, v.useRef)(Oe(x) || Oe(S) ? `bigint` : `number`);
  Oe(x) ? (ye.current = `bigint`) : typeof x == `number` && (ye.current = `number`);
  const G = ye.current === `bigint`,
    [K, q] = f({ value: x, defaultValue: S, finalValue: ``, onChange: y }),
    Ve = oe !== void 0 && R !== void 0,
    J = (0, v.useRef)(null),
    He = (0, v.useRef)(null),
    Ue = (0, v.useRef)(0),
    Y = typeof w == `number` ? w : void 0,
    X = typeof C == `number` ? C : void 0,
    We = typeof T == `number` ? T : Le.step,
    Ge = typeof P == `number` ? P : Le.startValue,
    Z = Ne(w),
    Q = Ne(C),
    Ke = Ne(T) ?? BigInt(1),
    qe = Ne(P) ?? BigInt(0),
    Je = (e) => (!Ae(e, U) || (me && we.test(e)) ? e : (Me(e) ?? e)),
    Ye = (e) => {
      const t = Number(e);
      return Number.isSafeInteger(t) ? t : void 0;
    },
    Xe = (e, t) => {
      t.source === `event` &&
        q(
          G
            ? Je(e.value)
            : Fe(e.floatValue, e.value) &&
                !Ce.test(e.value) &&
                !(me && we.test(e.value)) &&
                !Te.test(e.value) &&
                !Ee.test(e.value)
              ? e.floatValue
              : e.value,
        ),
        b?.(e, t);
    },
    Ze = (e) => {
      const t = String(e).match(/(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/);
      return t ? Math.max(0, (t[1] ? t[1].length : 0) - (t[2] ? +t[2] : 0)) : 0;
    },
    $ = (e) => {
      J.current && e !== void 0 && J.current.setSelectionRange(e, e);
    },
    Qe = (0, v.useRef)(t);
  Qe.current = () => {
    if (G) {
      if (!je(K, U)) return;
      let e,
        t = K;
      if (typeof t == `bigint`) {
        const n = t + Ke;
        Q !== void 0 && n > Q && z?.(), (e = Q !== void 0 && n > Q ? Q : n);
      } else if (typeof t == `string` && t !== ``) {
        const n = Me(t);
        if (n === null) return;
        const r = n + Ke;
        Q !== void 0 && r > Q && z?.(), (e = Q !== void 0 && r > Q ? Q : r);
      } else e = Pe(qe, Z, Q);
      const n = e.toString();
      q(e),
        b?.({ floatValue: Ye(e), formattedValue: n, value: n }, { source: `increment` }),
        setTimeout(() => $(J.current?.value.length), 0);
      return;
    }
    if (!ke(K)) return;
    let e,
      t = Ze(K),
      n = Ze(We),
      r = Math.max(t, n),
      i = 10 ** r;
    if (!De(K) && (typeof K != `number` || Number.isNaN(K))) e = g(Ge, Y, X);
    else if (X !== void 0) {
      const t = (Math.round(Number(K) * i) + Math.round(We * i)) / i;
      t > X && z?.(), (e = t <= X ? t : X);
    } else e = (Math.round(Number(K) * i) + Math.round(We * i)) / i;
    const a = e.toFixed(r);
    q(parseFloat(a)),
      b?.({ floatValue: parseFloat(a), formattedValue: a, value: a }, { source: `increment` }),
      setTimeout(() => $(J.current?.value.length), 0);
  };
  const $e = (0, v.useRef)(t);
  $e.current = () => {
    if (G) {
      if (!je(K, U)) return;
      let e,
        t = Z === void 0 ? (U ? void 0 : BigInt(0)) : Z,
        n = K;
      if (typeof n == `bigint`) {
        const r = n - Ke;
        t !== void 0 && r < t && fe?.(), (e = t !== void 0 && r < t ? t : r);
      } else if (typeof n == `string` && n !== ``) {
        const r = Me(n);
        if (r === null) return;
        const i = r - Ke;
        t !== void 0 && i < t && fe?.(), (e = t !== void 0 && i < t ? t : i);
      } else e = Pe(qe, t, Q);
      const r = e.toString();
      q(e),
        b?.({ floatValue: Ye(e), formattedValue: r, value: r }, { source: `decrement` }),
        setTimeout(() => $(J.current?.value.length), 0);
      return;
    }
    if (!ke(K)) return;
    let e,
      t = Y === void 0 ? (U ? -(2 ** 53 - 1) : 0) : Y,
      n = Ze(K),
      r = Ze(We),
      i = Math.max(n, r),
      a = 10 ** i;
    if ((!De(K) && typeof K != `number`) || Number.isNaN(K)) e = g(Ge, t, X);
    else {
      const n = (Math.round(Number(K) * a) - Math.round(We * a)) / a;
      t !== void 0 && n < t && fe?.(), (e = t !== void 0 && n < t ? t : n);
    }
    const o = e.toFixed(i);
    q(parseFloat(o)),
      b?.({ floatValue: parseFloat(o), formattedValue: o, value: o }, { source: `decrement` }),
      setTimeout(() => $(J.current?.value.length), 0);
  };
  const et = (e) => {
      const t = e.clipboardData.getData(`text`),
        n = H.decimalSeparator || `.`,
        r = be(t, {
          decimalSeparator: n,
          thousandSeparator:
            H.thousandSeparator === !0 ? `,` : H.thousandSeparator === !1 ? void 0 : H.thousandSeparator,
          allowedDecimalSeparators: ue || [`.`, `,`],
          thousandsGroupStyle: H.thousandsGroupStyle,
        });
      if (r !== t) {
        e.preventDefault();
        const t = J.current;
        if (t) {
          const e = t.selectionStart ?? 0,
            i = t.selectionEnd ?? 0,
            a = t.value,
            o = a.substring(0, e) + r + a.substring(i);
          Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, `value`)?.set?.call(t, o),
            t.dispatchEvent(new Event(`change`, { bubbles: !0 }));
          const s = e + r.length;
          setTimeout(() => $(ve(o, s, t.value, n)), 0);
        }
      }
      H.onPaste?.(e);
    },
    tt = (e) => {
      N?.(e),
        !I &&
          ce &&
          (e.key === `ArrowUp` && (e.preventDefault(), Qe.current?.()),
          e.key === `ArrowDown` && (e.preventDefault(), $e.current?.()));
    },
    nt = (e) => {
      if ((te?.(e), e.key === `Backspace`)) {
        const t = J.current;
        t &&
          t.selectionStart === 0 &&
          t.selectionStart === t.selectionEnd &&
          (e.preventDefault(), window.setTimeout(() => $(0), 0));
      }
    },
    rt = (e) => {
      de && window.setTimeout(() => J.current?.select(), 0), B?.(e);
    },
    it = (e) => {
      let t = K;
      G
        ? (k === `blur` && typeof t == `bigint` && (t = Pe(t, Z, Q)),
          le && typeof t == `string` && (t = Be(t, { min: Z, max: Q, clampBehavior: k })))
        : typeof t == `number`
          ? k === `blur` && (t = g(t, Y, X))
          : typeof t == `string` && (t = ze(t, { min: Y, max: X, trim: !!le && Ze(t) < 15, clamp: k === `blur` })),
        K !== t && q(t),
        A?.(e);
    };
  m(ne, { increment: Qe.current, decrement: $e.current });
  const at = (e) => {
      e ? Qe.current?.() : $e.current?.(), (Ue.current += 1);
    },
    ot = (e) => {
      if ((at(e), Ve)) {
        const t = typeof R == `number` ? R : R(Ue.current);
        He.current = window.setTimeout(() => ot(e), t);
      }
    },
    st = (e, t) => {
      e.preventDefault(), J.current?.focus(), at(t), Ve && (He.current = window.setTimeout(() => ot(t), oe));
    },
    ct = () => {
      He.current && window.clearTimeout(He.current), (He.current = null), (Ue.current = 0);
    },
    lt = (0, _.jsxs)(`div`, {
      ...W(`controls`),
      children: [
        (0, _.jsx)(c, {
          ...W(`control`),
          tabIndex: -1,
          'aria-hidden': !0,
          disabled:
            F || (typeof K == `number` && X !== void 0 && K >= X) || (typeof K == `bigint` && Q !== void 0 && K >= Q),
          mod: { direction: `up` },
          onMouseDown: (e) => e.preventDefault(),
          onPointerDown: (e) => {
            st(e, !0);
          },
          onPointerUp: ct,
          onPointerLeave: ct,
          children: (0, _.jsx)(xe, { direction: `up` }),
        }),
        (0, _.jsx)(c, {
          ...W(`control`),
          tabIndex: -1,
          'aria-hidden': !0,
          disabled:
            F || (typeof K == `number` && Y !== void 0 && K <= Y) || (typeof K == `bigint` && Z !== void 0 && K <= Z),
          mod: { direction: `down` },
          onMouseDown: (e) => e.preventDefault(),
          onPointerDown: (e) => {
            st(e, !1);
          },
          onPointerUp: ct,
          onPointerLeave: ct,
          children: (0, _.jsx)(xe, { direction: `down` }),
        }),
      ],
    });
  return (0, _.jsx)(l, {
    component: ge,
    allowNegative: ie,
    className: h(Se.root, r),
    size: ae,
    ...H,
    inputMode: G ? `numeric` : `decimal`,
    readOnly: I,
    disabled: F,
    value: typeof K == `bigint` ? K.toString() : K,
    getInputRef: p(pe, J),
    onValueChange: Xe,
    rightSection: E || I || !(G ? je(K, U) : ke(K)) ? D : D || lt,
    classNames: he,
    styles: _e,
    unstyled: d,
    __staticSelector: `NumberInput`,
    decimalScale: G ? 0 : j ? M : 0,
    onPaste: et,
    onFocus: rt,
    onKeyDown: tt,
    onKeyDownCapture: nt,
    rightSectionPointerEvents: re ?? (F ? `none` : void 0),
    rightSectionWidth: L ?? `var(--ni-right-section-width-${ae || `sm`})`,
    allowLeadingZeros: se,
    allowedDecimalSeparators: ue,
    onBlur: it,
    attributes: V,
    isAllowed: (e) => {
      if (O && !O(e)) return !1;
      if (k !== `strict`) return !0;
      if (!G) return Ie(e.floatValue, Y, X);
      if (e.value === `` || e.value === `-`) return !0;
      const t = Me(e.value);
      return t === null || ((Z === void 0 || t >= Z) && (Q === void 0 || t <= Q));
    },
  });
});
(q.classes = { ...l.classes, ...Se }), (q.varsResolver = Re), (q.displayName = `@mantine/core/NumberInput`);

export { q as t };
