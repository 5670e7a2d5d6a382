import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as t } from './runtime-B8Ttn_BI.js';

var n = e(t(), 1),
  r = (e) => e.type === `checkbox`,
  i = (e) => e.type === `file`,
  a = (e) => e instanceof Date,
  o = (e) => e == null,
  s = (e) => typeof e == `object`,
  c = (e) => !o(e) && !Array.isArray(e) && s(e) && !a(e),
  l = (e) => (c(e) && e.target ? (r(e.target) ? e.target.checked : i(e.target) ? e.target.files : e.target.value) : e),
  u = /[.[\]'"]/,
  d = (e) => e.split(u).filter(Boolean),
  f = (e, t) => t.split(`.`).some((t, n, r) => !isNaN(Number(t)) && e.has(r.slice(0, n).join(`.`))),
  p = typeof window < `u` && window.HTMLElement !== void 0 && typeof document < `u`;
function m(e) {
  if (typeof e != `object` || !e) return e;
  if (e instanceof Date) return new Date(e);
  const t = typeof Blob < `u` && e instanceof Blob,
    n = typeof FileList < `u` && e instanceof FileList;
  if (p && (t || n)) return e;
  const r = Array.isArray(e),
    i = Object.getPrototypeOf(e);
  if (!r && i && i.constructor !== Object) return e;
  const a = r ? Array(e.length) : Object.create(i);
  for (const t in e) Object.hasOwn(e, t) && (a[t] = m(e[t]));
  return a;
}
var h = { BLUR: `blur`, FOCUS_OUT: `focusout`, CHANGE: `change`, SUBMIT: `submit`, TRIGGER: `trigger`, VALID: `valid` },
  g = { onBlur: `onBlur`, onChange: `onChange`, onSubmit: `onSubmit`, onTouched: `onTouched`, all: `all` },
  _ = {
    max: `max`,
    min: `min`,
    maxLength: `maxLength`,
    minLength: `minLength`,
    pattern: `pattern`,
    required: `required`,
    validate: `validate`,
  },
  ee = [_.required, _.min, _.max, _.minLength, _.maxLength, _.pattern, _.validate],
  v = `form`,
  y = `root`,
  b = [`__proto__`, `constructor`, `prototype`],
  x = /^\w*$/,
  S = (e) => x.test(e),
  C = (e) => e === void 0,
  w = (e, t, n) => {
    if (!t || !c(e)) return n;
    const r = S(t) ? [t] : d(t);
    if (r.some((e) => b.includes(e))) return n;
    const i = r.reduce((e, t) => (o(e) ? void 0 : e[t]), e);
    return C(i) || i === e ? (C(e[t]) ? n : e[t]) : i;
  },
  T = (e) => typeof e == `boolean`,
  E = (e) => typeof e == `function`,
  D = (e, t, n) => {
    let r = -1,
      i = S(t) ? [t] : d(t),
      a = i.length,
      o = a - 1;
    for (; ++r < a; ) {
      let t = i[r],
        a = n;
      if (r !== o) {
        const n = e[t];
        a = c(n) || Array.isArray(n) ? n : isNaN(+i[r + 1]) ? {} : [];
      }
      if (b.includes(t)) return;
      (e[t] = a), (e = e[t]);
    }
  },
  O = n.createContext(null);
O.displayName = `HookFormControlContext`;
var k = (e, t, n, r = !0) => {
    const i = {};
    for (const a in e)
      Object.defineProperty(i, a, {
        get: () => {
          const i = a;
          return t._proxyFormState[i] !== g.all && (t._proxyFormState[i] = !r || g.all), n && (n[i] = !0), e[i];
        },
      });
    return i;
  },
  A = typeof window < `u` ? n.useLayoutEffect : n.useEffect,
  j = (e) => {
    const t = e.constructor && e.constructor.prototype;
    return c(t) && Object.hasOwn(t, `isPrototypeOf`);
  },
  M = (e) => o(e) || !s(e),
  te = (e, t) => t.length === 0 && !Array.isArray(e) && Object.getPrototypeOf(e) !== null && !j(e);
function N(e, t, n = !1, r = new WeakMap()) {
  if (e === t) return !0;
  if (M(e) || M(t)) return Object.is(e, t);
  if (a(e) && a(t)) return Object.is(e.getTime(), t.getTime());
  if (Array.isArray(e) && Array.isArray(t) && e.length !== t.length) return !1;
  const i = Object.keys(e),
    o = Object.keys(t);
  if (i.length !== o.length) return !1;
  if (te(e, i) || te(t, o)) return Object.is(e, t);
  if (!i.length && Array.isArray(e) !== Array.isArray(t)) return !1;
  const s = r.get(e);
  if (s && s.has(t)) return !0;
  if (s) s.add(t);
  else {
    const n = new WeakSet();
    n.add(t), r.set(e, n);
  }
  for (const o of i) {
    const i = e[o];
    if (!Object.hasOwn(t, o)) return !1;
    if (!n || o !== `ref`) {
      const e = t[o];
      if (
        (a(i) && a(e)) || ((c(i) || Array.isArray(i)) && (c(e) || Array.isArray(e))) ? !N(i, e, n, r) : !Object.is(i, e)
      )
        return !1;
    }
  }
  return !0;
}
var P = ({ defaultValues: e, ...t }) => ({ ...m(t), defaultValues: e });
function F(e, t = m) {
  const r = n.useRef(!1),
    i = n.useRef(!1),
    a = n.useRef(void 0),
    o = n.useRef(0);
  return (
    o.current++,
    !i.current && e && ((i.current = !0), (a.current = t(e()))),
    {
      resyncIfNeeded: n.useCallback((e, t, n) => {
        if (e && (r.current || (i.current && o.current > 1))) {
          const e = t();
          N(a.current, e) || n(e);
        }
        r.current = !0;
      }, []),
      snapshot: n.useCallback(
        (e, n) => {
          e && (a.current = t(n()));
        },
        [t],
      ),
    }
  );
}
var I = (e) => typeof e == `string`,
  ne = (e, t, n, r, i) =>
    I(e)
      ? (r && t.watch.add(e), w(n, e, i))
      : Array.isArray(e)
        ? e.map((e) => (r && t.watch.add(e), w(n, e, w(i, e))))
        : (r && (t.watchAll = !0), n),
  re = (e) => ({
    isOnSubmit: !e || e === g.onSubmit,
    isOnBlur: e === g.onBlur,
    isOnChange: e === g.onChange,
    isOnAll: e === g.all,
    isOnTouch: e === g.onTouched,
  }),
  ie = (e, t, n) => {
    if (n) return !1;
    if (t.watchAll || t.watch.has(e)) return !0;
    for (const n of t.watch) if (e.startsWith(n) && e.charAt(n.length) === `.`) return !0;
    return !1;
  },
  ae = (e, t, n) => {
    for (const r of n || Object.keys(e)) {
      if (r === `_f`) continue;
      const i = n ? w(e, r) : e[r];
      if (i) {
        const { _f: e } = i;
        if (e) {
          const n = e.refs?.find((e) => !e.disabled);
          if ((n && t(n, e.name)) || (e.ref && t(e.ref, e.name)) || ae(i, t)) return !0;
        } else if ((c(i) || Array.isArray(i)) && ae(i, t)) return !0;
      }
    }
  },
  oe = (e, t, n) => {
    const r = w(e, n),
      i = Array.isArray(r) ? r : [];
    return D(i, y, w(t[n], y, t[n])), D(e, n, i), e;
  },
  L = (e) => c(e) && !Object.keys(e).length,
  se = (e) => {
    if (!p) return !1;
    const t = e ? e.ownerDocument : 0;
    return e instanceof (t && t.defaultView ? t.defaultView.HTMLElement : HTMLElement);
  },
  R = (e) => e.type === `radio`,
  z = (e) => e instanceof RegExp,
  B = (e, t, n, r, i) => (t ? { ...n[e], types: { ...(n[e] && n[e].types ? n[e].types : {}), [r]: i || !0 } } : {}),
  ce = { value: !1, isValid: !1 },
  V = { value: !0, isValid: !0 },
  H = (e) => {
    if (!Array.isArray(e)) return ce;
    if (e.length > 1) {
      const t = e.filter((e) => e && e.checked && !e.disabled).map((e) => e.value);
      return { value: t, isValid: !!t.length };
    }
    const t = e[0];
    return !t || !t.checked || t.disabled
      ? ce
      : !t.attributes || !(`value` in t.attributes) || C(t.value) || t.value === ``
        ? V
        : { value: t.value, isValid: !0 };
  },
  le = { isValid: !1, value: null },
  U = (e) =>
    Array.isArray(e)
      ? e.reduce((e, t) => (t && t.checked && !t.disabled ? { isValid: !0, value: t.value } : e), le)
      : le;
function W(e, t, n = `validate`) {
  if (I(e) || (Array.isArray(e) && e.length && e.every(I)) || (T(e) && !e))
    return { type: n, message: I(e) ? e : ``, ref: t };
}
var G = (e) => (c(e) && !z(e) ? e : { value: e, message: `` }),
  ue = async (e, t, n, s, l, u) => {
    const {
        ref: d,
        refs: f,
        required: p,
        maxLength: m,
        minLength: h,
        min: g,
        max: ee,
        pattern: v,
        validate: y,
        name: b,
        valueAsNumber: x,
        mount: S,
        _c: D,
      } = e._f,
      O = w(n, b);
    if (!S || t.has(b)) return {};
    const k = f ? f[0] : d,
      A = (e) => {
        if (l && k.reportValidity) {
          const t = T(e) ? `` : e || ``;
          f ? f.forEach((e) => E(e.setCustomValidity) && e.setCustomValidity(t)) : k.setCustomValidity(t),
            k.reportValidity();
        }
      },
      j = {},
      M = !D && R(d),
      te = !D && r(d),
      N = M || te,
      P =
        ((x || i(d)) && C(d.value) && C(O)) ||
        (se(d) && d.value === `` && !D) ||
        O === `` ||
        (Array.isArray(O) && !O.length),
      F = B.bind(null, b, s, j),
      ne = (e, t, n, r = _.maxLength, i = _.minLength) => {
        const a = e ? t : n;
        j[b] = { type: e ? r : i, message: a, ref: d, ...F(e ? r : i, a) };
      };
    if (
      u
        ? !Array.isArray(O) || !O.length
        : p && ((!N && (P || o(O))) || (T(O) && !O) || (te && !H(f).isValid) || (M && !U(f).isValid))
    ) {
      const { value: e, message: t } = I(p) ? { value: !!p, message: p } : G(p);
      if (e && ((j[b] = { type: _.required, message: t, ref: k, ...F(_.required, t) }), !s)) return A(t), j;
    }
    if (!P && (!o(g) || !o(ee))) {
      let e,
        t,
        n = G(ee),
        r = G(g);
      if (!o(O) && !a(O) && !isNaN(O)) {
        const i = (!D && d.valueAsNumber) || (O && +O);
        o(n.value) || (e = i > n.value), o(r.value) || (t = i < r.value);
      } else {
        const i = (!D && d.valueAsDate) || new Date(O),
          a = (e) => new Date(new Date().toDateString() + ` ` + e),
          o = d.type == `time`,
          s = d.type == `week`;
        I(n.value) && O && (e = o ? a(O) > a(n.value) : s ? O > n.value : i > new Date(n.value)),
          I(r.value) && O && (t = o ? a(O) < a(r.value) : s ? O < r.value : i < new Date(r.value));
      }
      if ((e || t) && (ne(!!e, n.message, r.message, _.max, _.min), !s)) return A(j[b].message), j;
    }
    if ((!o(m) || !o(h)) && !P && (I(O) || (u && Array.isArray(O)))) {
      const e = G(m),
        t = G(h),
        n = !o(e.value) && O.length > +e.value,
        r = !o(t.value) && O.length < +t.value;
      if ((n || r) && (ne(n, e.message, t.message), !s)) return A(j[b].message), j;
    }
    if (v && !P && I(O)) {
      const { value: e, message: t } = G(v);
      if (z(e) && !O.match(e) && ((j[b] = { type: _.pattern, message: t, ref: d, ...F(_.pattern, t) }), !s))
        return A(t), j;
    }
    if (y) {
      if (E(y)) {
        const e = W(await y(O, n), k);
        if (e && ((j[b] = { ...e, ...F(_.validate, e.message) }), !s)) return A(e.message), j;
      } else if (c(y)) {
        let e = {};
        for (const t in y) {
          if (!L(e) && !s) break;
          const r = W(await y[t](O, n), k, t);
          r && ((e = { ...r, ...F(t, r.message) }), s || A(r.message), s && (j[b] = e));
        }
        if (!L(e) && ((j[b] = { ref: k, ...e }), !s)) return j;
      }
    }
    const re = j[b];
    return A(!re || re.message), j;
  },
  de = (e) => (Array.isArray(e) ? e : [e]),
  fe = (e) => (Array.isArray(e) ? e.filter(Boolean) : []);
function pe(e, t) {
  let n = t.length - 1,
    r = 0;
  for (; r < n; ) {
    if (o(e)) {
      e = void 0;
      break;
    }
    (e = e[t[r]]), r++;
  }
  return e;
}
function me(e) {
  for (const t in e) if (Object.hasOwn(e, t) && !C(e[t])) return !1;
  return !0;
}
function K(e, t) {
  if (!c(e) && !Array.isArray(e)) return e;
  if (I(t) && Object.hasOwn(e, t)) return delete e[t], e;
  const n = Array.isArray(t) ? t : S(t) ? [t] : d(t);
  if (n.some((e) => b.includes(String(e)))) return e;
  const r = n.length === 1 ? e : pe(e, n),
    i = n.length - 1,
    a = n[i];
  return (
    r && (c(r) || Array.isArray(r)) && delete r[a],
    i !== 0 && ((c(r) && L(r)) || (Array.isArray(r) && me(r))) && K(e, n.slice(0, -1)),
    e
  );
}
var he = () => {
  let e = new Set(),
    t = 0;
  return {
    get observers() {
      return Array.from(e);
    },
    next: (n) => {
      const r = e;
      t++;
      for (const e of r) e.next && e.next(n);
      r === e && t--;
    },
    subscribe: (n) => (
      e.add(n),
      {
        unsubscribe: () => {
          (t &&= ((e = new Set(e)), 0)), e.delete(n);
        },
      }
    ),
    unsubscribe: () => {
      (e = new Set()), (t = 0);
    },
  };
};
function ge(e, t) {
  const n = Array.isArray(e) ? [] : {};
  for (const r in e)
    if (Object.hasOwn(e, r)) {
      const i = e[r],
        a = t[r];
      i && (c(i) || Array.isArray(i)) && a ? (n[r] = ge(i, a)) : e[r] && (n[r] = a);
    }
  return n;
}
var q = (e, t) => e !== null && s(e) && Object.hasOwn(e, t),
  _e = (e, t) => {
    if (!t) return !1;
    let n = e;
    for (const r of S(t) ? [t] : d(t)) {
      if (!q(n, r)) return q(e, t);
      n = n[r];
    }
    return !0;
  },
  ve = (e) => e.type === `select-multiple`,
  ye = (e) => {
    const t = [...e.options];
    return !e.multiple && e.size < 2 && !t.some((e) => e.defaultSelected)
      ? e.selectedIndex !== t.findIndex((e) => !e.disabled && !e.parentElement?.matches(`optgroup[disabled]`))
      : t.some((e) => e.selected !== e.defaultSelected);
  },
  be = (e) =>
    r(e)
      ? e.checked !== e.defaultChecked
      : e.type === `select-one` || ve(e)
        ? ye(e)
        : !R(e) && e.type !== `range` && e.type !== `color` && `defaultValue` in e && e.value !== e.defaultValue,
  xe = (e) => R(e) || r(e),
  Se = (e) => se(e) && e.isConnected;
function J(e) {
  return Array.isArray(e) || c(e);
}
function Ce(e, t, n = ``, r = []) {
  for (const i in e) {
    const a = n ? `${n}.${i}` : i,
      o = e[i];
    J(o) && J(w(t, a)) ? Ce(o, t, a, r) : o && r.push(a);
  }
  return r;
}
var we = (e) => {
  for (const t in e) if (E(e[t])) return !0;
  return !1;
};
function Y(e) {
  return Array.isArray(e) || (c(e) && !we(e));
}
function Te(e) {
  return !!(e && `_f` in e);
}
function Ee(e) {
  return Array.isArray(e) ? !e.some((e) => !C(e)) : !Object.keys(e).length;
}
function De(e, t) {
  Array.isArray(e) ? (e[t] = void 0) : delete e[t];
}
function Oe(e, t = {}, n) {
  for (const r in e) {
    const i = e[r],
      a = n && n[r];
    Y(i) && (!Array.isArray(i) || !Te(a))
      ? ((t[r] = Array.isArray(i) ? [] : {}), Oe(i, t[r], a), Ee(t[r]) && De(t, r))
      : C(i) || (t[r] = !0);
  }
  return t;
}
function X(e, t, n, r) {
  n ||= Oe(t, Array.isArray(o(t) ? e : t) ? [] : {}, r);
  for (const i in e) {
    const a = e[i],
      s = r && r[i];
    Y(a) && (!Array.isArray(a) || !Te(s))
      ? (C(t) || M(n[i]) ? (n[i] = Oe(a, Array.isArray(a) ? [] : {}, s)) : X(a, o(t) ? {} : t[i], n[i], s),
        Ee(n[i]) && De(n, i))
      : N(a, o(t) ? void 0 : t[i])
        ? De(n, i)
        : (n[i] = !0);
  }
  return n;
}
var ke = (e, t) => {
    let n = t.split(`.`),
      r = [],
      i = n[0];
    for (let t = 1; t < n.length; i += `.` + n[t++]) !isNaN(+n[t]) && e.has(i) && r.push(`${i}.${n[t]}`);
    return r;
  },
  Ae = (e, { valueAsNumber: t, valueAsDate: n, setValueAs: r }) =>
    C(e) ? e : t ? (e === `` ? NaN : e && +e) : n && I(e) ? new Date(e) : r ? r(e) : e;
function je(e) {
  const t = e.ref;
  return i(t)
    ? t.files
    : R(t)
      ? U(e.refs).value
      : ve(t)
        ? [...t.selectedOptions]
            .filter((e) => !e.disabled && !e.closest?.call(e, `optgroup[disabled]`))
            .map(({ value: e }) => e)
        : r(t)
          ? H(e.refs).value
          : Ae(t.value, e);
}
var Me = (e, t, n, r) => {
    const i = {};
    for (const n of e) {
      const e = w(t, n);
      e && D(i, n, m(e._f));
    }
    return { criteriaMode: n, names: [...e], fields: i, shouldUseNativeValidation: r };
  },
  Ne = (e) => (C(e) ? e : z(e) ? e.source : c(e) ? (z(e.value) ? e.value.source : e.value) : e),
  Pe = `AsyncFunction`,
  Fe = (e) => {
    if (!e || !e.validate) return !1;
    if (E(e.validate)) return e.validate.constructor.name === Pe;
    if (c(e.validate)) {
      for (const t in e.validate) if (e.validate[t].constructor.name === Pe) return !0;
    }
    return !1;
  },
  Ie = (e) =>
    e.mount &&
    (e.required ||
      (!C(e.required) && e.required !== !1) ||
      !C(e.min) ||
      !C(e.max) ||
      !C(e.maxLength) ||
      !C(e.minLength) ||
      e.pattern ||
      e.validate);
function Le(e, t, n) {
  const r = w(e, n);
  if ((r && (r.type || r.message)) || Array.isArray(r)) return { error: r, name: n };
  const i = n.split(`.`);
  for (; i.length; ) {
    const r = i.join(`.`),
      a = w(t, r),
      o = w(e, r);
    if (a && !Array.isArray(a) && n !== r) return { name: n };
    if (o && o.type) return { name: r, error: o };
    if (o && o.root && o.root.type) return { name: `${r}.root`, error: o.root };
    i.pop();
  }
  return { name: n };
}
var Re = (e, t, n) => {
    const r = Object.keys(e).filter((e) => e !== `name`);
    return !r.length || (n && r.length >= Object.keys(t).length) || r.find((e) => t[e] === (!n || g.all));
  },
  ze = (e, t, n) => (n ? e === t || e.startsWith(t + `.`) : e.startsWith(t) || t.startsWith(e)),
  Be = (e, t, n) => {
    if (!e || !t || e === t) return !0;
    if (!Array.isArray(e)) return ze(e, t, n);
    for (const r of e) if (r && ze(r, t, n)) return !0;
    return !1;
  },
  Ve = (e, t, n, r, i) =>
    i.isOnAll
      ? !1
      : !n && i.isOnTouch
        ? !(t || e)
        : (n ? r.isOnBlur : i.isOnBlur)
          ? !e
          : !(n ? r.isOnChange : i.isOnChange) || e,
  He = (e, t) => {
    const n = w(e, t);
    !fe(n).length && !(n && n.root) && K(e, t);
  },
  Ue = { mode: g.onSubmit, reValidateMode: g.onChange, shouldFocusError: !0 },
  We = (e, t) => {
    for (const t in e) delete e[t];
    Object.assign(e, t);
  },
  Ge = {
    submitCount: 0,
    isDirty: !1,
    isReady: !1,
    isValidating: !1,
    isSubmitted: !1,
    isSubmitting: !1,
    isSubmitSuccessful: !1,
    isValid: !1,
    touchedFields: {},
    dirtyFields: {},
    validatingFields: {},
  };
function Ke(e = {}) {
  let t = { ...Ue, ...e },
    n = { ...m(Ge), isLoading: E(t.defaultValues), errors: m(t.errors) || {}, disabled: t.disabled || !1 },
    s = {},
    u = ((c(t.defaultValues) || c(t.values)) && m(t.defaultValues || t.values)) || {},
    b = t.shouldUnregister ? {} : m(u),
    x = { action: !1, actionArrayLengths: new Map(), mount: !1, watch: !1, keepIsValid: !1 },
    O = !1,
    k = {
      mount: new Set(),
      disabled: new Set(),
      unMount: new Set(),
      array: new Set(),
      watch: new Set(),
      registerName: new Set(),
    },
    A = {},
    j = {},
    M = new Set(),
    te = re(t.mode),
    P = re(t.reValidateMode),
    F = {
      isDirty: !1,
      dirtyFields: !1,
      validatingFields: !1,
      touchedFields: !1,
      isValidating: !1,
      isValid: !1,
      errors: !1,
    },
    R = { ...F },
    z = {},
    B = (...e) => e.some((e) => R[e] || z[e]),
    ce = (e) => {
      for (const t of M) if (Be(t.name, e, t.exact)) return !0;
      return !1;
    },
    V = { array: he(), state: he() },
    H = 0,
    le = 0,
    U = 0,
    W = 0,
    G = {},
    pe = t.criteriaMode === g.all,
    me = (e, t) => (n) => {
      clearTimeout(j[e]), (j[e] = setTimeout(t, n));
    },
    q = (e) => {
      clearTimeout(j[e]), delete j[e], delete A[e];
    },
    ye = (e) => {
      q(e);
      const t = `${e}.`;
      for (const e of Object.keys(A)) e.startsWith(t) && q(e);
    },
    J = async (e) => {
      if (!x.keepIsValid && !t.disabled && (B(`isValid`) || e)) {
        let r = ++H,
          i = U,
          a;
        if (
          (t.resolver
            ? ((a = L((await Z()).errors)), r === H && Y())
            : (a = await Q({ fields: s, onlyCheckValid: !0, eventType: h.VALID })),
          r !== H)
        )
          return;
        if (i !== U) return J(e);
        a !== n.isValid && V.state.next({ isValid: a });
      }
    },
    we = (e, t) => {
      const r = [...e];
      if (!r.some((e) => e && (t ? w(n.validatingFields, e) !== !0 : _e(n.validatingFields, e)))) return;
      const i = m(n.validatingFields);
      for (const e of r) e && (t ? D(i, e, !0) : K(i, e));
      N(n.validatingFields, i) || (n.validatingFields = i);
    },
    Y = (e, r) => {
      !t.disabled &&
        B(`isValidating`, `validatingFields`) &&
        (we(e || k.mount, r),
        V.state.next({ validatingFields: n.validatingFields, isValidating: !L(n.validatingFields) }));
    },
    Te = () => {
      n.dirtyFields = X(u, b, void 0, s);
    },
    Ee = (e, r = [], i, a, o = !0, c = !0) => {
      if (a && i && !t.disabled) {
        (x.action = !0), (x.keepIsValid = !1);
        const t = w(s, e),
          l = t && t._f,
          u = l ? Object.assign([], t) : t;
        if (
          (x.actionArrayLengths.has(e) || x.actionArrayLengths.set(e, Array.isArray(u) ? u.length : 0),
          c && Array.isArray(u))
        ) {
          const t = i(u, a.argA, a.argB) || u;
          l ? D(s, e, { ...t, _f: l }) : o && D(s, e, t);
        }
        const d = w(n.errors, e);
        if (c && Array.isArray(d)) {
          const t = d.root,
            r = i(d, a.argA, a.argB) || d;
          t && (r.root = t), o && D(n.errors, e, r), He(n.errors, e), (n.errors = { ...n.errors });
        }
        const f = w(n.touchedFields, e),
          p = c && Array.isArray(f);
        if (p) {
          const t = i(f, a.argA, a.argB);
          o && D(n.touchedFields, e, t);
        }
        const m = w(n.dirtyFields, e);
        if (c && Array.isArray(m)) {
          const t = i(m, a.argA, a.argB) || m;
          o && D(n.dirtyFields, e, t);
        }
        B(`dirtyFields`) ? Te() : (O = !0),
          V.state.next({
            name: e,
            isDirty: $(e, r),
            dirtyFields: n.dirtyFields,
            ...(p && { touchedFields: n.touchedFields }),
            errors: n.errors,
            isValid: n.isValid,
          });
      } else D(b, e, r);
    },
    De = (e, t) => {
      D(n.errors, e, t), (n.errors = { ...n.errors }), V.state.next({ errors: n.errors });
    },
    Oe = (e) => {
      Object.keys(A).forEach(q);
      const t = !L(e);
      (n.errors = m(e)), V.state.next({ errors: n.errors, ...(t ? { isValid: !1 } : {}) }), !t && x.mount && J();
    },
    Pe = (e) => (S(e) ? [e] : d(e)),
    ze = (e) => {
      let t = Pe(e),
        n = b,
        r = u;
      for (let e = 0; e < t.length - 1; e++) {
        const i = t[e];
        if (((n = o(n) ? n : n[i]), (r = o(r) ? r : r[i]), n === null && r !== null)) return !0;
      }
      return !1;
    },
    Ke = (e) => {
      if (!x.actionArrayLengths.size) return !1;
      let t = Pe(e),
        n = b,
        r = ``,
        i = -1,
        a = 0;
      for (let e = 0; e < t.length; e++) {
        if (o(n)) return !1;
        const s = t[e];
        if (((r = r ? `${r}.${s}` : s), Array.isArray(n) && +s >= n.length)) return i === -1 ? !1 : e !== i || +s < a;
        if (
          (x.actionArrayLengths.has(r) && ((i = e + 1), (a = x.actionArrayLengths.get(r))),
          (n = n[s]),
          C(n) && i !== -1 && e > i && +t[i] < a)
        )
          return !0;
      }
      return !1;
    },
    qe = (e) => {
      let t = b;
      for (const n of Pe(e)) {
        if (Array.isArray(t) && +n >= t.length) return !0;
        t &&= t[n];
      }
      return !1;
    },
    Je = (e, r, i, a) => {
      const o = w(s, e);
      if (o) {
        if (ze(e) || Ke(e)) return;
        const s = C(w(b, e)),
          c = w(b, e, C(i) ? w(u, e) : i),
          l = !!a && !n.isReady && be(a);
        if (C(c) || (a && a.defaultChecked) || l || r) {
          const t = r ? c : je(o._f);
          (C(t) && qe(e)) || (B(`dirtyFields`) && !N(w(b, e), t) && (O = !0), D(b, e, t), l && Ye(e, t));
        } else nt(e, c);
        x.mount &&
          !x.action &&
          (t.resolver && B(`isValidating`, `validatingFields`) ? Promise.resolve().then(() => J()) : J(),
          s && n.isDirty && B(`isDirty`) && ($() || ((n.isDirty = !1), V.state.next({ ...n }))),
          t.shouldUnregister && s && !C(w(b, e)) && ie(e, k) && (x.watch = !0));
      }
    },
    Ye = (e, r, i, a, o) => {
      let l = !1,
        d = !1,
        f = { name: e };
      if (!t.disabled || a === !0) {
        if (!i || a) {
          const t = N(w(u, e), r);
          if (
            (B(`isDirty`) && ((d = n.isDirty), (n.isDirty = f.isDirty = !t || $()), (l = d !== f.isDirty)),
            (d = !!w(n.dirtyFields, e)),
            t)
          )
            K(n.dirtyFields, e);
          else {
            const t = w(u, e),
              i = w(s, e),
              a = !(i && i._f) && (c(t) || Array.isArray(t)) ? X(t, r, void 0, i) : !0;
            D(n.dirtyFields, e, a);
          }
          let i = !1;
          if (O || (t && (B(`isDirty`) ? n.isDirty : $()))) {
            O = !1;
            const e = X(u, b, void 0, s);
            N(n.dirtyFields, e) || ((i = !0), We(n.dirtyFields, e));
          }
          (f.dirtyFields = n.dirtyFields), (l ||= B(`dirtyFields`) && (i || d !== !t));
        }
        if (i) {
          const t = _e(n.touchedFields, e) ? w(n.touchedFields, e) : void 0;
          t || (D(n.touchedFields, e, i), (f.touchedFields = n.touchedFields), (l ||= B(`touchedFields`) && t !== i));
        }
        l && o && V.state.next(f);
      }
      return l ? f : {};
    },
    Xe = (e, r, i, a) => {
      const o = w(n.errors, e),
        s = B(`isValid`) && T(r) && n.isValid !== r;
      if (
        (t.delayError && i
          ? ((A[e] = me(e, () => De(e, i))), A[e](t.delayError))
          : (q(e), i ? D(n.errors, e, i) : K(n.errors, e), (n.errors = { ...n.errors })),
        (i ? !N(o, i, !0) : o) || !L(a) || s)
      ) {
        const t = { ...a, ...(s && T(r) ? { isValid: r } : {}), errors: n.errors, name: e };
        V.state.next(t);
      }
    },
    Z = async (e) => (
      Y(e, !0), await t.resolver(b, t.context, Me(e || k.mount, s, t.criteriaMode, t.shouldUseNativeValidation))
    ),
    Ze = async (e) => {
      const t = U,
        r = W,
        i = e ? e.filter((e) => w(s, e)) : [],
        { errors: a } = await Z(e);
      if (t !== U) return a;
      if ((Y(e), e)) {
        for (const t of e) {
          if (i.includes(t) && (!w(s, t) || G[t] > r)) {
            K(a, t);
            continue;
          }
          const e = w(a, t);
          ye(t);
          const o = k.array.has(t) && c(e) && !Object.keys(e).some((e) => !Number.isNaN(Number(e))),
            l = w(s, t),
            u = c(l) && Object.keys(l).some((e) => e !== `_f`);
          o
            ? oe(n.errors, { [t]: e }, t)
            : (e && (e.type || e.message)) || Array.isArray(e) || (c(e) && u)
              ? D(n.errors, t, e)
              : K(n.errors, t);
        }
        n.errors = { ...n.errors };
      } else Object.keys(A).forEach(q), (n.errors = a);
      return a;
    },
    Qe = async ({ name: e, eventType: r, onlyCheckValid: i }) => {
      if (t.validate) {
        const a = U,
          o = ++le,
          s = await t.validate({ formValues: b, formState: n, name: e, eventType: r });
        if (a !== U || (r !== h.SUBMIT && o !== le)) return !0;
        if (i && (c(s) ? Object.values(s).some(Boolean) : I(s) || !s)) return !1;
        if (c(s)) {
          let e = !0;
          pt(v);
          for (const t in s) {
            const n = s[t];
            n && ((e = !1), mt(`${v}.${t}`, { message: I(n.message) ? n.message : ``, type: n.type || _.validate }));
          }
          return e;
        }
        return I(s) || !s ? (pt(v), mt(v, { message: s || ``, type: _.validate }), !1) : (pt(v), !0);
      }
      return !0;
    },
    Q = async ({
      fields: e,
      onlyCheckValid: r,
      name: i,
      eventType: a,
      context: o = { valid: !0, runRootValidation: !1 },
    }) => {
      const c = U;
      if (
        t.validate &&
        !o.runRootValidation &&
        ((o.runRootValidation = !0), !(await Qe({ name: i, eventType: a, onlyCheckValid: r })) && ((o.valid = !1), r))
      )
        return o.valid;
      for (const i in e) {
        const l = e[i];
        if (l) {
          const { _f: e, ...u } = l;
          if (e) {
            const i = k.array.has(e.name),
              a = l._f && Fe(l._f),
              u = B(`isValidating`, `validatingFields`);
            a && u && Y([e.name], !0);
            const d = W,
              f = await ue(l, k.disabled, b, pe, t.shouldUseNativeValidation && !r, i);
            if (c !== U) return o.valid;
            if ((a && u && Y([e.name]), !w(s, e.name) || G[e.name] > d)) continue;
            if (
              (f[e.name] && ((o.valid = !1), r)) ||
              (r ||
                (q(e.name),
                w(f, e.name) ? (i ? oe(n.errors, f, e.name) : D(n.errors, e.name, f[e.name])) : K(n.errors, e.name)),
              t.shouldUseNativeValidation && f[e.name])
            )
              break;
          }
          !L(u) && (await Q({ context: o, onlyCheckValid: r, fields: u, name: i, eventType: a }));
        }
      }
      return o.valid;
    },
    $e = () => {
      for (const e of k.unMount) {
        const t = w(s, e);
        t && (t._f.refs ? t._f.refs.every((e) => !Se(e)) : !Se(t._f.ref)) && vt(e);
      }
      k.unMount = new Set();
    },
    $ = (e, t) => (e && !C(t) && D(b, e, t), !N(x.mount ? b : u, u)),
    et = (e, t, n) => {
      const r = x.mount ? b : C(t) || !C(e) ? u : t;
      return ne(e, k, C(e) ? { ...r } : r, n, t);
    },
    tt = (e) => fe(w(x.mount ? b : u, e, t.shouldUnregister ? w(u, e, []) : [])),
    nt = (e, t, n = {}, a = !1, c = !1, l = !1) => {
      let u = w(s, e),
        d = t;
      if (u) {
        const n = u._f;
        n &&
          (!n.disabled && D(b, e, Ae(t, n)),
          (d = se(n.ref) && o(t) ? `` : t),
          ve(n.ref)
            ? [...n.ref.options].forEach((e) => (e.selected = d.includes(e.value)))
            : n.refs
              ? r(n.ref)
                ? n.refs.forEach((e) => {
                    (e.defaultChecked && e.disabled) ||
                      (e.checked = Array.isArray(d) ? !C(e.value) && d.includes(e.value) : d === e.value || !!d);
                  })
                : n.refs.forEach((e) => (e.checked = e.value === d))
              : i(n.ref)
                ? (n.ref.value = ``)
                : ((n.ref.value = d),
                  n.ref.type || c || l || V.state.next({ name: e, values: a ? b : ce(e) ? m(b) : void 0 })));
      }
      (n.shouldDirty || n.shouldTouch) &&
        Ye(
          e,
          u && u._f && !u._f.disabled && (u._f.valueAsNumber || u._f.valueAsDate || u._f.setValueAs) ? Ae(t, u._f) : d,
          n.shouldTouch,
          n.shouldDirty,
          !c,
        ),
        n.shouldValidate && lt(e, { delayError: n.delayError }),
        n.shouldValidate &&
          u &&
          u._f &&
          u._f.deps &&
          (!Array.isArray(u._f.deps) || u._f.deps.length > 0) &&
          lt(u._f.deps);
    },
    rt = (e, t, n, r = !1, i = !1, o = !1) => {
      for (const l in t) {
        if (!Object.hasOwn(t, l)) continue;
        const u = t[l],
          d = e + `.` + l,
          f = w(s, d);
        k.array.has(d) && V.array.next({ name: d, values: r ? b : m(b) }),
          (k.array.has(e) || c(u) || (f && !f._f)) && !a(u) ? rt(d, u, n, r, i, o) : nt(d, u, n, r, i, o);
      }
    },
    it = (e, t, r, i, a = !1) => {
      const c = w(s, e),
        l = k.array.has(e),
        u = i ? t : m(t),
        d = N(w(b, e), u);
      if ((d || D(b, e, u), l))
        V.array.next({ name: e, values: i ? b : m(b) }),
          B(`isDirty`, `dirtyFields`) &&
            r.shouldDirty &&
            (Te(),
            (n.isDirty = $(e, u)),
            a || V.state.next({ name: e, dirtyFields: n.dirtyFields, isDirty: n.isDirty })),
          r.shouldValidate && lt(e, { delayError: r.delayError });
      else {
        const t = (Array.isArray(u) && !u.length) || L(u),
          n = !d && !a;
        !c || c._f || o(u) || t ? nt(e, u, r, i, a, n) : rt(e, u, r, i, a, n);
      }
      if (!d && !a) {
        const t = ie(e, k),
          r = x.mount || t ? e : void 0,
          a = l ? [] : ke(k.array, e),
          o = i ? b : ce(r) || a.some(ce) ? m(b) : void 0;
        V.state.next({ ...(t && n), name: r, values: o });
        for (const e of a) V.state.next({ name: e, values: o && m(b) });
      }
    },
    at = (e, t, n = {}) => it(e, t, n, !1),
    ot = (e, t = {}) => {
      const r = E(e) ? e(b) : e;
      if (!N(b, r) || t.shouldValidate || t.shouldDirty || t.shouldTouch) {
        b = { ...b, ...r };
        for (const e of new Set([...k.mount, ...k.array])) _e(r, e) && it(e, w(r, e), t, !0, !0);
        if (t.shouldDirty && B(`isDirty`, `dirtyFields`)) for (const e of Object.keys(r)) Ye(e, b[e], !1, !0);
        V.state.next({ ...n, name: void 0, type: void 0, ...(M.size ? { values: b } : {}) }), t.shouldValidate && J();
      }
    },
    st = async (e) => {
      x.mount = !0;
      let r = e.target,
        i = r.name,
        a = !0,
        o = w(s, i),
        c = W,
        u = (e) => {
          a = !!w(s, i) && !(G[i] > c) && N(e, w(b, i, e));
        };
      if (o) {
        x.keepIsValid = !1;
        let c,
          d,
          f = !1,
          p = r.type ? je(o._f) : l(e),
          g = e.type === h.BLUR || e.type === h.FOCUS_OUT,
          _ = !Ie(o._f) && !t.validate && !t.resolver && !w(n.errors, i) && !o._f.deps,
          ee = _ || Ve(g, w(n.touchedFields, i), n.isSubmitted, P, te),
          v = ie(i, k, g);
        D(b, i, m(p)),
          g
            ? (r && r.readOnly) || (o._f.onBlur && o._f.onBlur(e), Object.hasOwn(A, i) && ((f = !0), A[i](0)))
            : o._f.onChange && o._f.onChange(e);
        const y = Ye(i, p, g),
          S = !L(y) || v;
        if ((!g && V.state.next({ name: i, type: e.type, ...(ce(i) ? { values: m(b) } : {}) }), ee))
          return (
            (_ && n.isValid) || !B(`isValid`) || (t.mode === `onBlur` ? g && J() : g || J()),
            S && V.state.next({ name: i, ...(v ? {} : y) })
          );
        if (
          (!t.resolver && t.validate && (await Qe({ name: i, eventType: e.type })),
          !g && v && V.state.next({ ...n }),
          t.resolver)
        ) {
          const e = U,
            { errors: t } = await Z([i]);
          if (e !== U) return;
          if ((Y([i]), u(p), !a)) {
            !L(y) && V.state.next(y);
            return;
          }
          const r = Le(n.errors, s, i),
            o = Le(t, s, r.name || i);
          (c = o.error), (i = o.name), (d = L(t));
        } else {
          const n = U,
            r = ++H;
          if ((Y([i], !0), (c = (await ue(o, k.disabled, b, pe, t.shouldUseNativeValidation))[i]), n !== U)) return;
          if ((Y([i]), u(p), a)) {
            if (c) d = !1;
            else if (B(`isValid`)) {
              if (((d = await Q({ fields: s, onlyCheckValid: !0, name: i, eventType: e.type })), n !== U)) return;
              u(p), r !== H && (d = void 0);
            }
          }
        }
        a &&
          (o._f.deps && (!Array.isArray(o._f.deps) || o._f.deps.length > 0) && lt(o._f.deps),
          Xe(i, d, c, y),
          f && Object.hasOwn(A, i) && A[i](0));
      }
    },
    ct = (e, t) => {
      if (w(n.errors, t) && e.focus) return e.focus(), 1;
    },
    lt = async (e, r = {}) => {
      x.keepIsValid = !1;
      let i,
        a,
        o = de(e),
        l = U;
      if (t.resolver) {
        const t = await Ze(C(e) ? e : o);
        (i = L(t)), (a = e ? !o.some((e) => w(t, e)) : i);
      } else
        e
          ? ((a = (
              await Promise.all(
                o.map(async (e) => {
                  const t = w(s, e);
                  return await Q({ fields: t && t._f ? { [e]: t } : t, eventType: h.TRIGGER });
                }),
              )
            ).every(Boolean)),
            (a || n.isValid) && J())
          : (a = i = await Q({ fields: s, name: e, eventType: h.TRIGGER }));
      if (l !== U) return a;
      if (r.delayError && t.delayError && I(e)) {
        const r = w(n.errors, e);
        r ? (K(n.errors, e), (A[e] = me(e, () => De(e, r))), A[e](t.delayError)) : q(e);
      }
      if (r.shouldTouch) {
        const t = (e) => {
          !k.array.has(e) && D(n.touchedFields, e, !0);
        };
        for (const n of e ? o : k.mount) {
          const e = w(s, n);
          c(e) || Array.isArray(e) ? ae(s, (e, n) => t(n), [n]) : t(n);
        }
      }
      return (
        (n.errors = { ...n.errors }),
        V.state.next({
          ...(!I(e) || (B(`isValid`) && i !== n.isValid) ? {} : { name: e }),
          ...(t.resolver || !e ? { isValid: i } : {}),
          ...(r.shouldTouch && B(`touchedFields`) ? { touchedFields: n.touchedFields } : {}),
          errors: n.errors,
        }),
        r.shouldFocus && !a && ae(s, ct, e ? o : k.mount),
        a
      );
    },
    ut = (e, t) => {
      let r = C(e) && !t ? { ...(x.mount ? b : u) } : x.mount ? b : u;
      return (
        t && (r = ge(t.dirtyFields ? n.dirtyFields : n.touchedFields, r)),
        C(e) ? r : I(e) ? w(r, e) : e.map((e) => w(r, e))
      );
    },
    dt = (e) => (C(e) ? { ...n.errors } : I(e) ? w(n.errors, e) : e.map((e) => w(n.errors, e))),
    ft = (e, t) => {
      const r = t || n,
        i = w(r.errors, e);
      return {
        invalid: !!i,
        isDirty: !!w(r.dirtyFields, e),
        error: i,
        isValidating: !!w(r.validatingFields, e),
        isTouched: !!w(r.touchedFields, e),
      };
    },
    pt = (e) => {
      const t = e ? de(e) : void 0;
      t
        ? t.forEach((e) => {
            ye(e), K(n.errors, e), (n.errors = { ...n.errors }), V.state.next({ name: e, errors: n.errors });
          })
        : (Object.keys(A).forEach(q), (n.errors = {}), V.state.next({ errors: n.errors }));
    },
    mt = (e, t, r) => {
      ye(e);
      const i = w(s, e, { _f: {} }),
        a = i._f && i._f.ref,
        { ref: o, message: c, type: l, types: u, ...d } = w(n.errors, e) || {};
      if (
        (D(n.errors, e, { ...d, ...t, ref: a }),
        (n.errors = { ...n.errors }),
        V.state.next({ name: e, errors: n.errors, isValid: !1 }),
        r && r.shouldFocus)
      ) {
        const e = i._f?.refs ? i._f.refs.find((e) => !e.disabled) || i._f.refs[0] : a;
        e && e.focus && e.focus();
      }
    },
    ht = (e, t) => {
      if (E(e)) {
        const n = {};
        M.add(n);
        const { unsubscribe: r } = V.state.subscribe({ next: (n) => `values` in n && e(n.values || et(void 0, t), n) });
        return {
          unsubscribe: () => {
            M.delete(n), r();
          },
        };
      }
      return et(e, t, !0);
    },
    gt = (e) => {
      const t = { name: e.name, exact: e.exact };
      e.formState && e.formState.values && M.add(t);
      const { unsubscribe: r } = V.state.subscribe({
        next: (t) => {
          if (Be(e.name, t.name, e.exact) && Re(t, e.formState || R, e.reRenderRoot)) {
            const r = t.values || { ...b };
            e.callback({
              ...n,
              ...t,
              validatingFields: n.validatingFields,
              isValidating: n.isValidating,
              values: r,
              defaultValues: u,
            });
          }
        },
      });
      return () => {
        M.delete(t), r();
      };
    },
    _t = (e) => {
      x.mount = !0;
      const t = Object.keys(e.formState || {}).filter((t) => e.formState && e.formState[t]);
      for (const e of t) z[e] = (z[e] || 0) + 1;
      const n = gt({ ...e, formState: { ...F, ...e.formState } });
      return () => {
        for (const e of t.splice(0)) z[e]--;
        n();
      };
    },
    vt = (e, r = {}) => {
      const i = e ? de(e) : [...k.mount],
        a = new Set(i);
      if (e) for (const e of k.mount) i.some((t) => e.startsWith(`${t}.`)) && a.add(e);
      r.keepIsValidating || we(a);
      for (const e of a)
        k.mount.delete(e),
          k.array.delete(e),
          k.disabled.delete(e),
          K(s, e),
          !r.keepValue && K(b, e),
          r.keepError || (ye(e), K(n.errors, e)),
          !r.keepDirty && K(n.dirtyFields, e),
          !r.keepTouched && K(n.touchedFields, e),
          !t.shouldUnregister && !r.keepDefaultValue && K(u, e);
      r.keepError || (n.errors = { ...n.errors }),
        M.size && V.state.next({ values: m(b) }),
        V.state.next({
          ...n,
          ...(r.keepDirty ? {} : { isDirty: $() }),
          ...(r.keepIsValidating ? {} : { isValidating: !L(n.validatingFields) }),
        }),
        !r.keepIsValid && J();
    },
    yt = ({ disabled: e, name: t }) => {
      if ((T(e) && x.mount) || e || k.disabled.has(t)) {
        const n = k.disabled.has(t) !== !!e;
        e ? k.disabled.add(t) : k.disabled.delete(t), n && x.mount && !x.action && J();
      }
    },
    bt = (e, n = {}) => {
      let r = w(s, e),
        i = T(n.disabled) || T(t.disabled),
        a = !k.registerName.has(e) && r && r._f && !r._f.mount;
      if (
        ((r && r._f) || (G[e] = ++W),
        D(s, e, { ...(r || {}), _f: { ...(r && r._f ? r._f : { ref: { name: e } }), name: e, mount: !0, ...n } }),
        k.mount.add(e),
        r && r._f)
      ) {
        const t = w(s, e);
        for (const e of ee) e in n || delete t._f[e];
      }
      return (
        r && !a ? yt({ disabled: T(n.disabled) ? n.disabled : t.disabled, name: e }) : Je(e, !0, n.value),
        {
          ...(i ? { disabled: n.disabled || t.disabled } : {}),
          ...(t.progressive
            ? {
                required: !!Ne(n.required),
                min: Ne(n.min),
                max: Ne(n.max),
                minLength: Ne(n.minLength),
                maxLength: Ne(n.maxLength),
                pattern: Ne(n.pattern),
              }
            : {}),
          name: e,
          onChange: st,
          onBlur: st,
          ref: (i) => {
            if (i) {
              k.registerName.add(e), bt(e, n), k.registerName.delete(e), (r = w(s, e));
              const t = (C(i.value) && i.querySelectorAll && i.querySelectorAll(`input,select,textarea`)[0]) || i,
                a = xe(t),
                o = r._f.refs || [];
              if (a ? o.find((e) => e === t) : t === r._f.ref) return;
              const c = { ...r._f };
              a
                ? ((c.refs = [...o.filter(Se), t, ...(Array.isArray(w(u, e)) ? [{}] : [])]),
                  (c.ref = { type: t.type, name: e }))
                : ((c.ref = t), delete c.refs),
                D(s, e, { _f: c }),
                Je(e, !1, void 0, t);
            } else
              (r = w(s, e, {})),
                r._f && (r._f.mount = !1),
                (t.shouldUnregister || n.shouldUnregister) && !(f(k.array, e) && x.action) && k.unMount.add(e);
          },
        }
      );
    },
    xt = () => t.shouldFocusError && !t.shouldUseNativeValidation && ae(s, ct, k.mount),
    St = (e) => {
      T(e) &&
        (V.state.next({ disabled: e }),
        ae(
          s,
          (t, n) => {
            const r = w(s, n);
            r &&
              ((t.disabled = r._f.disabled || e),
              Array.isArray(r._f.refs) &&
                r._f.refs.forEach((t) => {
                  t.disabled = r._f.disabled || e;
                }));
          },
          0,
        ));
    },
    Ct = (e, r) => async (i) => {
      let a,
        o,
        l = !1;
      i && (i.preventDefault && i.preventDefault(), i.persist && i.persist());
      let u = m(b);
      V.state.next({ isSubmitting: !0 });
      const d = U,
        f = (e) => {
          throw (d === U && V.state.next({ isSubmitting: !1 }), e);
        };
      if (t.resolver) {
        let e;
        try {
          e = await Z();
        } catch (e) {
          f(e);
        }
        const { errors: t, values: r } = e;
        if (d !== U) return;
        Y(), Object.keys(A).forEach(q), (n.errors = t), (u = m(r));
      } else {
        try {
          await Q({ fields: s, eventType: h.SUBMIT });
        } catch (e) {
          f(e);
        }
        if (d !== U) return;
        K(n.errors, y), (n.errors = { ...n.errors });
      }
      if (k.disabled.size && (c(u) || Array.isArray(u))) for (const e of k.disabled) K(u, e);
      if (L(n.errors)) {
        V.state.next({ errors: {} });
        try {
          a = await e(u, i);
        } catch (e) {
          (l = !0), (o = e);
        }
      } else {
        if (r)
          try {
            await r({ ...n.errors }, i);
          } catch (e) {
            f(e);
          }
        d === U && (xt(), setTimeout(xt));
      }
      if (
        (d === U &&
          V.state.next({
            isSubmitted: !0,
            isSubmitting: !1,
            isSubmitSuccessful: L(n.errors) && !l,
            submitCount: n.submitCount + 1,
            errors: n.errors,
          }),
        l)
      )
        throw o;
      return a;
    },
    wt = (e, t = {}) => {
      w(s, e) &&
        (we([e]),
        C(t.defaultValue) ? at(e, m(w(u, e))) : (at(e, t.defaultValue), (u = m(u)), D(u, e, m(t.defaultValue))),
        t.keepTouched || K(n.touchedFields, e),
        t.keepDirty || (K(n.dirtyFields, e), (n.isDirty = C(t.defaultValue) ? $() : $(e, m(w(u, e))))),
        t.keepError || (ye(e), K(n.errors, e), (n.errors = { ...n.errors }), J()),
        V.state.next({ ...n, isValidating: !L(n.validatingFields) }));
    },
    Tt = (e, r = {}) => {
      U++;
      const i = e ? m(e) : u,
        a = m(i),
        o = L(e),
        c = a,
        l = s;
      if ((Object.keys(A).forEach(q), r.keepDefaultValues || (u = i), !r.keepValues)) {
        if (r.keepDirtyValues) {
          const e = new Set([...k.mount, ...Ce(X(u, b, void 0, l), n.dirtyFields)]);
          for (const t of e) {
            const e = w(n.dirtyFields, t),
              r = w(b, t),
              i = w(c, t);
            e && !C(r) ? D(c, t, r) : !e && !C(i) && at(t, i);
          }
        } else {
          if (p && C(e))
            for (const e of k.mount) {
              const t = w(s, e);
              if (t && t._f) {
                const e = Array.isArray(t._f.refs) ? t._f.refs[0] : t._f.ref;
                if (se(e)) {
                  const t = e.closest(`form`);
                  if (t) {
                    t.reset();
                    break;
                  }
                }
              }
            }
          if (r.keepFieldsRef) for (const e of k.mount) at(e, w(c, e));
          else s = {};
        }
        if (t.shouldUnregister) {
          if (((b = r.keepDefaultValues ? m(u) : {}), r.keepFieldsRef)) for (const e of k.mount) D(b, e, w(c, e));
        } else b = m(c);
        V.array.next({ values: { ...c } }), V.state.next({ name: void 0, type: void 0, values: { ...c } });
      }
      (k = {
        mount: r.keepDirtyValues || r.keepFieldsRef ? k.mount : new Set(),
        unMount: new Set(),
        array: new Set(),
        registerName: new Set(),
        disabled:
          r.keepValues || r.keepDirtyValues || r.keepFieldsRef
            ? new Set([...k.disabled].filter((e) => w(s, e)))
            : new Set(),
        watch: new Set(),
        watchAll: !1,
        focus: ``,
      }),
        (x.mount = !R.isValid || !!r.keepIsValid || !!r.keepDirtyValues || (!t.shouldUnregister && !L(c))),
        (x.watch = !!t.shouldUnregister),
        (x.keepIsValid = !!r.keepIsValid),
        (x.action = !1),
        x.actionArrayLengths.clear(),
        (O = !1),
        r.keepErrors || (n.errors = {}),
        V.state.next({
          submitCount: r.keepSubmitCount ? n.submitCount : 0,
          isDirty: o ? !1 : r.keepDirty ? n.isDirty : r.keepValues ? $() : !!(r.keepDefaultValues && e && !N(e, u)),
          isSubmitted: r.keepIsSubmitted ? n.isSubmitted : !1,
          dirtyFields: o
            ? {}
            : r.keepDirtyValues
              ? r.keepDefaultValues && b
                ? X(u, b, void 0, l)
                : n.dirtyFields
              : r.keepDefaultValues && e
                ? X(u, e, void 0, l)
                : r.keepDirty
                  ? n.dirtyFields
                  : r.keepValues
                    ? X(u, b, void 0, l)
                    : {},
          touchedFields: r.keepTouched ? n.touchedFields : {},
          ...(!r.keepIsValidating && (n.isValidating || !L(n.validatingFields))
            ? { validatingFields: {}, isValidating: !1 }
            : null),
          errors: r.keepErrors ? n.errors : {},
          isSubmitSuccessful: r.keepIsSubmitSuccessful ? n.isSubmitSuccessful : !1,
          isSubmitting: !1,
          defaultValues: u,
        });
    },
    Et = (e, n) => Tt(E(e) ? e(b) : e, { ...t.resetOptions, ...n }),
    Dt = (e, t = {}) => {
      const n = w(s, e),
        r = n && n._f;
      if (r) {
        const e = r.refs ? r.refs.find((e) => !e.disabled) || r.refs[0] : r.ref;
        e.focus &&
          setTimeout(() => {
            e.focus(), t.shouldSelect && E(e.select) && e.select();
          });
      }
    };
  V.state.subscribe({
    next: (e) => {
      const { name: t, type: r, values: i, ...a } = e;
      Object.keys(a).length && (n = { ...n, ...a });
    },
  });
  const Ot = {
    control: {
      register: bt,
      unregister: vt,
      getFieldState: ft,
      handleSubmit: Ct,
      setError: mt,
      _subscribe: gt,
      _runSchema: Z,
      _updateIsValidating: Y,
      _focusError: xt,
      _getWatch: et,
      _getDirty: $,
      _setValid: J,
      _setFieldArray: Ee,
      _setDisabledField: yt,
      _setErrors: Oe,
      _getFieldArray: tt,
      _reset: Tt,
      _resetDefaultValues: () =>
        E(t.defaultValues) &&
        t.defaultValues().then((e) => {
          Et(e, t.resetOptions), V.state.next({ isLoading: !1 });
        }),
      _removeUnmounted: $e,
      _disableForm: St,
      _subjects: V,
      _proxyFormState: R,
      get _fields() {
        return s;
      },
      get _formValues() {
        return b;
      },
      get _state() {
        return x;
      },
      set _state(e) {
        x = e;
      },
      get _defaultValues() {
        return u;
      },
      get _names() {
        return k;
      },
      set _names(e) {
        k = e;
      },
      get _formState() {
        return n;
      },
      get _options() {
        return t;
      },
      set _options(e) {
        (t = { ...t, ...e }), (te = re(t.mode)), (P = re(t.reValidateMode)), (pe = t.criteriaMode === g.all);
      },
    },
    subscribe: _t,
    trigger: lt,
    register: bt,
    handleSubmit: Ct,
    watch: ht,
    setValue: at,
    setValues: ot,
    getValues: ut,
    getErrors: dt,
    reset: Et,
    resetField: wt,
    resetDefaultValues: (e, t = {}) => {
      if (((u = m(e)), !t.keepDirty)) {
        const e = X(u, b, void 0, s);
        (n.dirtyFields = e), (n.isDirty = !L(e));
      }
      t.keepIsValid || J(), V.state.next({ ...n, defaultValues: u });
    },
    clearErrors: pt,
    unregister: vt,
    setError: mt,
    setFocus: Dt,
    getFieldState: ft,
  };
  return { ...Ot, formControl: Ot };
}
var qe = {
  mode: Ue.mode,
  reValidateMode: Ue.reValidateMode,
  shouldFocusError: Ue.shouldFocusError,
  resolver: void 0,
  criteriaMode: void 0,
  delayError: void 0,
  shouldUnregister: void 0,
  shouldUseNativeValidation: void 0,
  context: void 0,
  progressive: void 0,
  resetOptions: void 0,
};
function Je(e = {}) {
  const t = n.useRef(void 0),
    r = n.useRef(void 0),
    i = n.useRef(e.formControl),
    a = n.useRef(!1),
    o = n.useRef(!!e.validate),
    s = n.useRef(!!e.errors),
    c = n.useRef(!1),
    [l, u] = n.useState(() => ({
      ...m(Ge),
      isLoading: E(e.defaultValues),
      errors: e.errors || {},
      disabled: e.disabled || !1,
      defaultValues: E(e.defaultValues) ? void 0 : e.defaultValues,
    }));
  if (!t.current || (e.formControl && i.current !== e.formControl)) {
    if (((i.current = e.formControl), (a.current = !1), e.formControl))
      (t.current = { ...e.formControl, formState: l }),
        e.defaultValues && !E(e.defaultValues) && e.formControl.reset(e.defaultValues, e.resetOptions);
    else {
      const { formControl: n, ...r } = Ke(e);
      t.current = { ...r, formState: l };
    }
  }
  const d = t.current.control,
    f = d._options,
    p = {};
  for (const t in qe) t in f && !(t in e) && (p[t] = qe[t]);
  a.current && !e.disabled && (p.disabled = !1), (d._options = { ...p, ...e, validate: e.validate });
  const h = () => ({ ...d._formState, defaultValues: d._defaultValues }),
    { resyncIfNeeded: g, snapshot: _ } = F(h, P);
  return (
    A(() => {
      g(!0, h, u);
      const e = d._subscribe({
        formState: d._proxyFormState,
        callback: () => u({ ...d._formState, defaultValues: d._defaultValues }),
        reRenderRoot: !0,
      });
      return (
        u((e) => ({ ...e, isReady: !0 })),
        (d._formState.isReady = !0),
        d._subjects.state.next({ isReady: !0 }),
        () => {
          e(), _(!0, h);
        }
      );
    }, [d, g, _]),
    n.useEffect(() => {
      d._disableForm(a.current && !e.disabled ? !1 : e.disabled), (a.current = !!e.disabled);
    }, [d, e.disabled]),
    n.useEffect(() => {
      e.mode && (d._options.mode = e.mode), e.reValidateMode && (d._options.reValidateMode = e.reValidateMode);
    }, [d, e.mode, e.reValidateMode]),
    n.useEffect(() => {
      e.errors ? (d._setErrors(e.errors), d._focusError()) : s.current && d._setErrors({}), (s.current = !!e.errors);
    }, [d, e.errors]),
    n.useEffect(() => {
      o.current && !e.validate && t.current && t.current.clearErrors(v), (o.current = !!e.validate);
    }, [e.validate]),
    n.useEffect(() => {
      e.shouldUnregister && d._subjects.state.next({ values: d._getWatch() });
    }, [d, e.shouldUnregister]),
    n.useEffect(() => {
      if (d._proxyFormState.isDirty) {
        const e = d._getDirty();
        e !== l.isDirty && d._subjects.state.next({ isDirty: e });
      }
    }, [d, l.isDirty]),
    n.useEffect(() => {
      e.values && !N(e.values, r.current)
        ? (d._reset(e.values, { keepFieldsRef: !0, ...d._options.resetOptions }),
          (d._options.resetOptions && d._options.resetOptions.keepIsValid) || d._setValid(),
          (r.current = e.values),
          u((e) => ({ ...e })))
        : d._resetDefaultValues();
    }, [d, e.values]),
    n.useEffect(() => {
      (d._state.mount && (c.current || e.values)) || (d._setValid(), (d._state.mount = !0)),
        (c.current = !0),
        d._state.watch && ((d._state.watch = !1), d._subjects.state.next({ ...d._formState })),
        d._removeUnmounted();
    }),
    (t.current.formState = n.useMemo(() => k(l, d), [d, l])),
    t.current
  );
}
var Ye = n.createContext(null);
Ye.displayName = `HookFormContext`;
var Xe = (e, t, n) => {
    if (e && `reportValidity` in e) {
      const r = w(n, t);
      e.setCustomValidity((r && r.message) || ``), e.reportValidity();
    }
  },
  Z = (e, t) => {
    for (const n in t.fields) {
      const r = t.fields[n];
      r && r.ref && `reportValidity` in r.ref ? Xe(r.ref, n, e) : r && r.refs && r.refs.forEach((t) => Xe(t, n, e));
    }
  },
  Ze = (e, t) => {
    t.shouldUseNativeValidation && Z(e, t);
    const n = {};
    for (const r in e) {
      const i = w(t.fields, r),
        a = Object.assign(e[r] || {}, { ref: i && i.refs ? i.refs[0] : i && i.ref });
      if (Qe(t.names || Object.keys(e), r)) {
        const e = Object.assign({}, w(n, r));
        D(e, `root`, a), D(n, r, e);
      } else D(n, r, a);
    }
    return n;
  },
  Qe = (e, t) => {
    const n = Q(t).replace(/[.*+?^${}()|\\]/g, `\\$&`);
    return e.some((e) => Q(e).match(`^${n}\\.\\d+`));
  };
function Q(e) {
  return e.replace(/\[(\d+)]/g, `.$1`).replace(/[[\]]/g, ``);
}
function $e() {
  return (
    ($e = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    $e.apply(null, arguments)
  );
}
function $(e, t) {
  try {
    var n = e();
  } catch (e) {
    return t(e);
  }
  return n && n.then ? n.then(void 0, t) : n;
}
function et(e, t) {
  for (var n = Object.create(null); e.length; ) {
    var r = e[0],
      i = r.code,
      a = r.message,
      o = r.path.join(`.`);
    if (!n[o]) {
      if (`unionErrors` in r) {
        var s = r.unionErrors.reduce((e, t) => (t.errors.length < e.errors.length ? t : e)).errors[0];
        n[o] = { message: s?.message ?? a, type: s?.code ?? i };
      } else n[o] = { message: a, type: i };
    }
    if ((`unionErrors` in r && r.unionErrors.forEach((t) => t.errors.forEach((t) => e.push(t))), t)) {
      var c = n[o].types,
        l = c && c[r.code];
      n[o] = B(o, t, n, i, l ? [].concat(l, r.message) : r.message);
    }
    e.shift();
  }
  return n;
}
function tt(e, t) {
  for (
    var n = Object.create(null),
      r = () => {
        var r = e[0],
          i = r.code,
          a = r.message,
          o = r.path.join(`.`);
        if (!n[o]) {
          if (r.code === `invalid_union` && r.errors.length > 0) {
            var s = r.errors.reduce((e, t) => (t.length < e.length ? t : e))[0];
            n[o] = { message: s?.message ?? a, type: s?.code ?? i };
          } else n[o] = { message: a, type: i };
        }
        if (
          (r.code === `invalid_union` &&
            r.errors.forEach((t) => t.forEach((t) => e.push($e({}, t, { path: [].concat(r.path, t.path) })))),
          t)
        ) {
          var c = n[o].types,
            l = c && c[r.code];
          n[o] = B(o, t, n, i, l ? [].concat(l, r.message) : r.message);
        }
        e.shift();
      };
    e.length;
  )
    r();
  return n;
}
function nt(e, t, n) {
  if ((n === void 0 && (n = {}), ((e) => `_zod` in e && typeof e._zod == `object`)(e)))
    return (r, i, a) => {
      try {
        return Promise.resolve(
          $(
            () => {
              function i(e) {
                return (
                  a.shouldUseNativeValidation && Z({}, a), { errors: {}, values: n.raw ? Object.assign({}, r) : e }
                );
              }
              var o = e;
              return n.mode === `sync` ? i(o.parse(r, t)) : Promise.resolve(o.parseAsync(r, t)).then(i);
            },
            (e) => {
              if (
                ((e) => {
                  var t;
                  return !(e == null || (t = e._zod) == null || (t = t.traits) == null || !t.has(`$ZodError`));
                })(e)
              )
                return {
                  values: {},
                  errors: Ze(tt(e.issues, !a.shouldUseNativeValidation && a.criteriaMode === `all`), a),
                };
              throw e;
            },
          ),
        );
      } catch (e) {
        return Promise.reject(e);
      }
    };
  if (((e) => `_def` in e && typeof e._def == `object`)(e))
    return (r, i, a) => {
      try {
        return Promise.resolve(
          $(
            () =>
              Promise.resolve(e[n.mode === `sync` ? `parse` : `parseAsync`](r, t)).then(
                (e) => (
                  a.shouldUseNativeValidation && Z({}, a), { errors: {}, values: n.raw ? Object.assign({}, r) : e }
                ),
              ),
            (e) => {
              if (((e) => Array.isArray(e?.issues))(e))
                return {
                  values: {},
                  errors: Ze(et(e.errors, !a.shouldUseNativeValidation && a.criteriaMode === `all`), a),
                };
              throw e;
            },
          ),
        );
      } catch (e) {
        return Promise.reject(e);
      }
    };
  throw Error(`Invalid input: not a Zod schema`);
}

export { Je as n, nt as t };
