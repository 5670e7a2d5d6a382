function e(e) {
  const t = Object.values(e).filter((e) => typeof e == `number`);
  return Object.entries(e)
    .filter(([e, n]) => t.indexOf(+e) === -1)
    .map(([e, t]) => t);
}
function t(e, t = `|`) {
  return e.map((e) => ce(e)).join(t);
}
function n(e, t) {
  return typeof t == `bigint` ? t.toString() : t;
}
var r = class {
  constructor(e) {
    (this._getter = e), (this._value = void 0);
  }
  get value() {
    const e = this._getter;
    return e !== void 0 && ((this._value = e()), (this._getter = void 0)), this._value;
  }
};
function i(e) {
  return new r(e);
}
function a(e) {
  return e == null;
}
function o(e) {
  const t = +!!e.startsWith(`^`),
    n = e.endsWith(`$`) ? e.length - 1 : e.length;
  return e.slice(t, n);
}
function s(e, t) {
  const n = e / t,
    r = Math.round(n),
    i = 4 * 2 ** -52 * Math.max(Math.abs(n), 1);
  return Math.abs(n - r) < i ? 0 : n - r;
}
function c(e, t, n) {
  Object.defineProperty(e, t, { value: n, writable: !0, enumerable: !0, configurable: !0 });
}
function l(e) {
  const t = Object.getOwnPropertyDescriptor(e, `shape`);
  return t?.get ? t.get.raw : t?.value;
}
function u(e) {
  return l(e._zod.def) ?? e._zod.def.shape;
}
function d(e, t, n) {
  Object.defineProperty(e, t, {
    get() {
      const e = n();
      return c(this, t, e), e;
    },
    enumerable: !0,
    configurable: !0,
  });
}
function f(e, t, n) {
  t in e ? c(e, t, n) : (e[t] = n);
}
function p(e, t, n, r) {
  const i = u(t);
  for (const a of n) {
    const n = Object.getOwnPropertyDescriptor(i, a);
    n.enumerable &&
      (n.get
        ? d(e, a, () => {
            const e = t._zod.def.shape[a];
            return r ? r(e, a) : e;
          })
        : f(e, a, r ? r(n.value, a) : n.value));
  }
}
function m(e, t) {
  for (const n of Reflect.ownKeys(t)) {
    const r = Object.getOwnPropertyDescriptor(t, n);
    r.enumerable && (r.get ? d(e, n, () => t[n]) : f(e, n, r.value));
  }
}
function h(...e) {
  const t = {};
  for (const n of e) {
    const e = Object.getOwnPropertyDescriptors(n);
    Object.assign(t, e);
  }
  return Object.defineProperties({}, t);
}
function ee(e) {
  return JSON.stringify(e);
}
function te(e) {
  return e
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, ``)
    .replace(/[\s_-]+/g, `-`)
    .replace(/^-+|-+$/g, ``);
}
var ne = `captureStackTrace` in Error ? Error.captureStackTrace : (...e) => {};
function re(e) {
  return typeof e == `object` && !!e && !Array.isArray(e);
}
var ie = i(() => {
  if (k.jitless || (typeof navigator < `u` && navigator?.userAgent?.includes(`Cloudflare`))) return !1;
  try {
    return Function(``), !0;
  } catch {
    return !1;
  }
});
function g(e) {
  if (re(e) === !1) return !1;
  const t = e.constructor;
  if (t === void 0 || typeof t != `function`) return !0;
  const n = t.prototype;
  return re(n) !== !1 && Object.hasOwn(n, `isPrototypeOf`) !== !1;
}
function ae(e) {
  return g(e)
    ? { ...e }
    : Array.isArray(e)
      ? [...e]
      : e instanceof Map
        ? new Map(e)
        : e instanceof Set
          ? new Set(e)
          : e;
}
var oe = new Set([`string`, `number`, `symbol`]);
function se(e) {
  return e.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`);
}
function _(e, t, n) {
  const r = new e._zod.constr(t ?? e._zod.def);
  return (!t || n?.parent) && (r._zod.parent = e), r;
}
function v(e) {
  const t = e;
  if (!t) return {};
  if (typeof t == `string`) return { error: () => t };
  if (t?.message !== void 0) {
    if (t?.error !== void 0) throw Error('Cannot specify both `message` and `error` params');
    t.error = t.message;
  }
  return delete t.message, typeof t.error == `string` ? { ...t, error: () => t.error } : t;
}
function ce(e) {
  return typeof e == `bigint` ? e.toString() + `n` : typeof e == `string` ? `"${e}"` : `${e}`;
}
function le(e) {
  return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === `optional`);
}
var ue = {
    safeint: [-(2 ** 53 - 1), 2 ** 53 - 1],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-34028234663852886e22, 34028234663852886e22],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
  },
  de = {
    int64: [BigInt(`-9223372036854775808`), BigInt(`9223372036854775807`)],
    uint64: [BigInt(0), BigInt(`18446744073709551615`)],
  };
function fe(e, t) {
  const n = e._zod.def,
    r = n.checks;
  if (r && r.length > 0) throw Error(`.pick() cannot be used on object schemas containing refinements`);
  const i = {};
  return p(i, e, y(e, t)), _(e, h(n, { shape: i, checks: [] }));
}
function y(e, t) {
  const n = u(e),
    r = [];
  for (const e of Reflect.ownKeys(t)) {
    if (!Object.getOwnPropertyDescriptor(n, e)?.enumerable) throw Error(`Unrecognized key: "${String(e)}"`);
    t[e] && r.push(e);
  }
  return r;
}
function pe(e, t) {
  const n = e._zod.def,
    r = n.checks;
  if (r && r.length > 0) throw Error(`.omit() cannot be used on object schemas containing refinements`);
  const i = new Set(y(e, t)),
    a = {};
  return (
    p(
      a,
      e,
      Reflect.ownKeys(u(e)).filter((e) => !i.has(e)),
    ),
    _(e, h(n, { shape: a, checks: [] }))
  );
}
function me(e, t) {
  if (!g(t)) throw Error(`Invalid input to extend: expected a plain object`);
  const n = e._zod.def.checks;
  if (n && n.length > 0) {
    const n = u(e);
    for (const e of Reflect.ownKeys(t))
      if (Object.getOwnPropertyDescriptor(n, e) !== void 0)
        throw Error('Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.');
  }
  return _(e, h(e._zod.def, { shape: he(e, t) }));
}
function he(e, t) {
  const n = {};
  return p(n, e, Reflect.ownKeys(u(e))), m(n, t), n;
}
function ge(e, t) {
  if (!g(t)) throw Error(`Invalid input to safeExtend: expected a plain object`);
  return _(e, h(e._zod.def, { shape: he(e, t) }));
}
function _e(e, t) {
  if (!t?._zod?.def)
    throw Error('Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.');
  if (e._zod.def.checks?.length)
    throw Error(`.merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.`);
  const n = {};
  return (
    p(n, e, Reflect.ownKeys(u(e))),
    p(n, t, Reflect.ownKeys(u(t))),
    _(
      e,
      h(e._zod.def, {
        shape: n,
        get catchall() {
          return t._zod.def.catchall;
        },
        checks: t._zod.def.checks ?? [],
      }),
    )
  );
}
function ve(e, t, n, r = `partial`) {
  const i = t._zod.def.checks;
  if (i && i.length > 0) throw Error(`.${r}() cannot be used on object schemas containing refinements`);
  const a = n ? new Set(y(t, n)) : void 0,
    o = {};
  return (
    p(o, t, Reflect.ownKeys(u(t)), e && ((t, n) => (a && !a.has(n) ? t : new e({ type: `optional`, innerType: t })))),
    _(t, h(t._zod.def, { shape: o, checks: [] }))
  );
}
function ye(e, t, n) {
  const r = n ? new Set(y(t, n)) : void 0,
    i = {};
  return (
    p(i, t, Reflect.ownKeys(u(t)), (t, n) => (r && !r.has(n) ? t : new e({ type: `nonoptional`, innerType: t }))),
    _(t, h(t._zod.def, { shape: i }))
  );
}
function b(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue !== !0) return !0;
  return !1;
}
function be(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue === !1) return !0;
  return !1;
}
function xe(e, t) {
  return t.map((t) => {
    var n;
    return (n = t).path ?? (n.path = []), t.path.unshift(e), t;
  });
}
function x(e) {
  return typeof e == `string` ? e : e?.message;
}
function Se(e) {
  const t = [];
  for (const n of e ?? []) {
    const e = n._zod.def;
    if (!/_(length|size)$|_equals$/.test(e.check)) break;
    const r = e.maximum ?? e.length ?? e.size;
    r >= 0 && t.push([r, n]);
  }
  return t;
}
function Ce(e, t, n) {
  var r;
  for (let i = t; i < e.length; i++) (r = e[i]).schema ?? (r.schema = n);
}
function S(e, t, n) {
  var r;
  const i = e.inst?._zod?.traits;
  i?.has(`$ZodType`) && (i.has(`$ZodCheck`) ? ((r = e).schema ?? (r.schema = e.inst)) : (e.schema = e.inst));
  const a = e.schema === e.inst ? void 0 : e.schema?._zod.def?.error,
    o = e.message
      ? e.message
      : (x(e.inst?._zod.def?.error?.(e)) ??
        x(a?.(e)) ??
        x(t?.error?.(e)) ??
        x(n.customError?.(e)) ??
        x(n.localeError?.(e)) ??
        `Invalid input`),
    s = {};
  for (const t of Object.keys(e))
    t !== `inst` && t !== `schema` && t !== `continue` && t !== `input` && t !== `__proto__` && (s[t] = e[t]);
  return (s.path ??= []), (s.message = o), t?.reportInput && (s.input = e.input), s;
}
var we = /[\uD800-\uDBFF]/;
function Te(e) {
  const t = e.length;
  if (!we.test(e)) return t;
  let n = t;
  for (let r = 0; r < t - 1; r++)
    (e.charCodeAt(r) & 64512) == 55296 && (e.charCodeAt(r + 1) & 64512) == 56320 && (n--, r++);
  return n;
}
function Ee(e) {
  return Array.isArray(e) ? `array` : typeof e == `string` ? `string` : `unknown`;
}
function De(e) {
  const t = typeof e;
  switch (t) {
    case `number`:
      return Number.isNaN(e) ? `nan` : `number`;
    case `object`: {
      if (e === null) return `null`;
      if (Array.isArray(e)) return `array`;
      const t = e;
      if (t && Object.getPrototypeOf(t) !== Object.prototype && `constructor` in t && t.constructor)
        return t.constructor.name;
    }
  }
  return t;
}
function C(...e) {
  const [t, n, r] = e;
  return typeof t == `string` ? { message: t, code: `custom`, input: n, inst: r } : { ...t };
}
function Oe(e, t) {
  for (const n in t) {
    const r = Object.getOwnPropertyDescriptor(t, n);
    r.get ? Object.defineProperty(e, n, { ...r, enumerable: !1 }) : je(e, n, r.value);
  }
}
function w(e, t, n, r = !0) {
  return Object.defineProperty(e, t, { configurable: !0, writable: !0, enumerable: r, value: n }), n;
}
function ke(e, t, n) {
  return w(e, t, n, !1);
}
function Ae(e, t) {
  for (const n in e) {
    const r = e[n];
    Object.defineProperty(t, n, {
      configurable: !0,
      enumerable: !0,
      get() {
        return w(this, n, r(this));
      },
      set(e) {
        w(this, n, e);
      },
    });
  }
  return t;
}
function je(e, t, n) {
  Object.defineProperty(e, t, {
    configurable: !0,
    get() {
      return this == null ? n : w(this, t, n.bind(this));
    },
    set(e) {
      w(this, t, e);
    },
  });
}
function Me(e, t) {
  const n = Object.getPrototypeOf(e);
  return t in n ? void 0 : n;
}
var Ne,
  T = !1,
  Pe = {
    configurable: !0,
    get() {
      T = !0;
    },
  };
function E(e, t, n) {
  const r = Object.getPrototypeOf(e._zod);
  t in r && Ne !== e._zod
    ? (Ne = void 0)
    : ((Ne = e._zod),
      Object.defineProperty(r, t, {
        configurable: !0,
        get() {
          Object.defineProperty(this, t, Pe);
          const e = T;
          T = !1;
          try {
            const r = n(this);
            return (
              T ? delete this[t] : Object.defineProperty(this, t, { configurable: !0, writable: !0, value: r }),
              (T ||= e),
              r
            );
          } catch (n) {
            throw (delete this[t], (T ||= e), n);
          }
        },
        set(e) {
          Object.defineProperty(this, t, { configurable: !0, writable: !0, value: e });
        },
      }));
}
function Fe(e, t, n, r) {
  const i = Me(e, t);
  i &&
    Object.defineProperty(i, t, {
      configurable: !0,
      get() {
        const e = { configurable: !0, writable: !0, enumerable: r, value: void 0 };
        return Object.defineProperty(this, t, e), (e.value = n(this)), Object.defineProperty(this, t, e), e.value;
      },
      set(e) {
        Object.defineProperty(this, t, { configurable: !0, writable: !0, enumerable: r, value: e });
      },
    });
}
var Ie = `~constantCatch`;
function Le(e) {
  const t = () => e;
  return (t[Ie] = !0), t;
}
var Re,
  ze = Object.freeze({ status: `aborted` }),
  Be = { value: void 0, enumerable: !1 },
  Ve = `captureStackTrace` in Error ? Error : null;
function He(e) {
  const t = Ve;
  if (t) {
    const n = t.stackTraceLimit;
    if (typeof n == `number`) {
      try {
        t.stackTraceLimit = 0;
      } catch {
        return (Ve = null), new e();
      }
      try {
        return new e();
      } finally {
        t.stackTraceLimit = n;
      }
    }
  }
  return new e();
}
function D(e, t, n, r) {
  const i = {};
  function a(e) {
    (this.def = e), (this.constr = d), (this.traits = new Set());
  }
  a.prototype = i;
  const o = n,
    s = o && new WeakSet();
  function c(n, r) {
    if (!n._zod) {
      Be.value = new a(r);
      try {
        Object.defineProperty(n, '_zod', Be);
      } finally {
        Be.value = void 0;
      }
    } else if (n._zod.traits.has(e)) return;
    if ((n._zod.traits.add(e), t(n, r), s)) {
      let e = Object.getPrototypeOf(n),
        t = n._zod.constr.prototype,
        r = e;
      for (; r && r !== t; ) r = Object.getPrototypeOf(r);
      const i = r ?? e;
      s.has(i) || (s.add(i), Oe(i, o));
    }
    const i = d.prototype;
    for (const e in i) Object.hasOwn(i, e) && (e in n || (n[e] = i[e].bind(n)));
  }
  const l = r?.Parent ?? Object;
  class u extends l {}
  Object.defineProperty(u, 'name', { value: e });
  function d(e) {
    const t = r?.Parent ? He(u) : this;
    c(t, e);
    const n = t._zod.deferred;
    if (n) {
      for (const e of n) e();
      t._zod.deferred = void 0;
    }
    const i = globalThis.__zod_globalConfig?.postProcessor;
    return i && i(t), t;
  }
  return (
    Object.defineProperty(d, 'init', { value: c }),
    Object.defineProperty(d, Symbol.hasInstance, {
      value: (t) => (r?.Parent && t instanceof r.Parent ? !0 : t?._zod?.traits?.has(e)),
    }),
    Object.defineProperty(d, 'name', { value: e }),
    d
  );
}
var O = class extends Error {
    constructor() {
      super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
  },
  Ue = class extends Error {
    constructor(e) {
      super(`Encountered unidirectional transform during encode: ${e}`), (this.name = `ZodEncodeError`);
    }
  };
(Re = globalThis).__zod_globalConfig ?? (Re.__zod_globalConfig = {});
var k = globalThis.__zod_globalConfig;
function A(e) {
  return e && Object.assign(k, e), k;
}
function We() {
  const e = this._zod;
  return (e.message ??= JSON.stringify(e.def, n, 2)), e.message;
}
function Ge(e) {
  this._zod.message = e;
}
var Ke = { get: We, set: Ge, enumerable: !0, configurable: !0 },
  qe = { value: void 0, enumerable: !1 },
  Je = new WeakSet([Object.prototype, Error.prototype]),
  Ye = D(`$ZodError`, (e, t) => {
    (e.name = `$ZodError`),
      (qe.value = t),
      Object.defineProperty(e, 'issues', qe),
      (qe.value = void 0),
      Object.defineProperty(e, 'message', Ke);
    const n = Object.getPrototypeOf(e);
    Je.has(n) ||
      (Je.add(n),
      Object.defineProperty(n, 'toString', {
        configurable: !0,
        enumerable: !1,
        get() {
          const e = () => this.message;
          return Object.defineProperty(this, 'toString', { value: e, configurable: !0, writable: !0 }), e;
        },
        set(e) {
          Object.defineProperty(this, 'toString', { value: e, configurable: !0, writable: !0 });
        },
      }));
  });
function Xe(e, t, n) {
  return (
    Object.hasOwn(e, t) ||
      (t === `__proto__`
        ? Object.defineProperty(e, t, { value: n(), writable: !0, enumerable: !0, configurable: !0 })
        : (e[t] = n())),
    e[t]
  );
}
function Ze(e, t = (e) => e.message) {
  const n = {},
    r = [];
  for (const i of e.issues) i.path.length > 0 ? Xe(n, i.path[0], () => []).push(t(i)) : r.push(t(i));
  return { formErrors: r, fieldErrors: n };
}
function Qe(e, t = (e) => e.message) {
  const n = { _errors: [] },
    r = (e, i = []) => {
      for (const a of e.issues)
        if (a.code === `invalid_union` && a.errors.length) a.errors.map((e) => r({ issues: e }, [...i, ...a.path]));
        else if (a.code === `invalid_key`) r({ issues: a.issues }, [...i, ...a.path]);
        else if (a.code === `invalid_element`) r({ issues: a.issues }, [...i, ...a.path]);
        else {
          const e = [...i, ...a.path];
          if (e.length === 0) n._errors.push(t(a));
          else {
            let r = n,
              i = 0;
            for (; i < e.length; ) {
              const n = e[i],
                o = i === e.length - 1;
              if (n === `_errors`) {
                o && r._errors.push(t(a)), i++;
                continue;
              }
              Object.hasOwn(r, n) ||
                Object.defineProperty(r, n, { value: { _errors: [] }, enumerable: !0, writable: !0, configurable: !0 });
              const s = r[n];
              o && s._errors.push(t(a)), (r = s), i++;
            }
          }
        }
    };
  return r(e), n;
}
function $e(e, t) {
  return { callee: t?.callee ?? e, Err: t?.Err };
}
var et = (e) => {
    const t = (n, r, i, a) => {
      const o = i ? { ...i, async: !1 } : { async: !1 },
        s = n._zod.run({ value: r, issues: [] }, o);
      if (s instanceof Promise) throw new O();
      if (s.issues.length) {
        const n = new (a?.Err ?? e)(s.issues.map((e) => S(e, o, A())));
        throw (ne(n, a?.callee ?? t), n);
      }
      return s.value;
    };
    return t;
  },
  tt = (e) => {
    const t = async (n, r, i, a) => {
      let o = i ? { ...i, async: !0 } : { async: !0 },
        s = n._zod.run({ value: r, issues: [] }, o);
      if ((s instanceof Promise && (s = await s), s.issues.length)) {
        const n = new (a?.Err ?? e)(s.issues.map((e) => S(e, o, A())));
        throw (ne(n, a?.callee ?? t), n);
      }
      return s.value;
    };
    return t;
  },
  nt = (e) => (t, n, r) => {
    const i = r ? { ...r, async: !1 } : { async: !1 },
      a = t._zod.run({ value: n, issues: [] }, i);
    if (a instanceof Promise) throw new O();
    return a.issues.length ? rt(e, a.issues, i) : { success: !0, data: a.value };
  };
function rt(e, t, n) {
  let r;
  return {
    success: !1,
    get error() {
      return r || ((r = new e(t.map((e) => S(e, n, A())))), (t = void 0), (n = void 0)), r;
    },
    set error(e) {
      (r = e), (t = void 0), (n = void 0);
    },
  };
}
var it = (e) => async (t, n, r) => {
    let i = r ? { ...r, async: !0 } : { async: !0 },
      a = t._zod.run({ value: n, issues: [] }, i);
    return a instanceof Promise && (a = await a), a.issues.length ? rt(e, a.issues, i) : { success: !0, data: a.value };
  },
  at = Symbol.for(`zod.compile.invalid`),
  ot = Symbol.for(`zod.compile.fallback`),
  st = (e, t, n) => {
    const r = e._zod.bag.validator;
    if (r !== void 0) {
      if (r(t) !== at) return !0;
      if (r.definite === !0 && n === void 0) return !1;
    }
    return ct(e, t, n);
  };
function ct(e, t, n) {
  let r = n ? { ...n, async: !1, abortEarly: !0 } : { async: !1, abortEarly: !0 },
    i = e._zod.bag.fallbackRun,
    a;
  if (
    (i ? ((r[ot] = !0), (a = i({ value: t, issues: [] }, r))) : (a = e._zod.run({ value: t, issues: [] }, r)),
    a instanceof Promise)
  )
    throw new O();
  return a.issues.length === 0;
}
var lt = async (e, t, n) => {
    let r = n ? { ...n, async: !0, abortEarly: !0 } : { async: !0, abortEarly: !0 },
      i = e._zod.run({ value: t, issues: [] }, r);
    return i instanceof Promise && (i = await i), i.issues.length === 0;
  },
  ut = (e) => {
    const t = et(e),
      n = (e, r, i, a) => {
        const o = i ? { ...i, direction: `backward` } : { direction: `backward` };
        return t(e, r, o, $e(n, a));
      };
    return n;
  },
  dt = (e) => {
    const t = et(e),
      n = (e, r, i, a) => t(e, r, i, $e(n, a));
    return n;
  },
  ft = (e) => {
    const t = tt(e),
      n = async (e, r, i, a) => {
        const o = i ? { ...i, direction: `backward` } : { direction: `backward` };
        return await t(e, r, o, $e(n, a));
      };
    return n;
  },
  pt = (e) => {
    const t = tt(e),
      n = async (e, r, i, a) => await t(e, r, i, $e(n, a));
    return n;
  },
  mt = (e) => (t, n, r) => {
    const i = r ? { ...r, direction: `backward` } : { direction: `backward` };
    return nt(e)(t, n, i);
  },
  ht = (e) => (t, n, r) => nt(e)(t, n, r),
  gt = (e) => async (t, n, r) => {
    const i = r ? { ...r, direction: `backward` } : { direction: `backward` };
    return it(e)(t, n, i);
  },
  _t = (e) => async (t, n, r) => it(e)(t, n, r),
  vt = /^[cC][0-9a-z]{6,}$/,
  yt = /^[0-9a-z]+$/,
  bt = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/,
  xt = /^[0-9a-vA-V]{20}$/,
  St = /^[A-Za-z0-9]{27}$/,
  Ct = /^[a-zA-Z0-9_-]{21}$/;
function wt(e) {
  return RegExp(`^[a-zA-Z0-9_-]{${e}}$`);
}
var Tt = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/,
  Et = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
  Dt = (e) =>
    e
      ? RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`)
      : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
  Ot = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  kt = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function At() {
  return new RegExp(kt, `u`);
}
var jt =
    /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  Mt =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/,
  Nt =
    /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/,
  Pt =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  Ft = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,
  It = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/,
  Lt = /^https?$/,
  Rt = /^\+[1-9]\d{6,14}$/,
  zt = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
function Bt(e) {
  return RegExp(`^${e}$`);
}
var Vt = Bt(zt);
function Ht(e) {
  const t = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
  return typeof e.precision == `number`
    ? e.precision === -1
      ? `${t}`
      : e.precision === 0
        ? `${t}:[0-5]\\d`
        : `${t}:[0-5]\\d\\.\\d{${e.precision}}`
    : e.seconds
      ? `${t}:[0-5]\\d(?:\\.\\d+)?`
      : `${t}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function Ut(e) {
  return RegExp(`^${Ht(e)}$`);
}
function Wt(e) {
  const t = [`Z`];
  e.offset && t.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
  const n = `${Ht({ precision: e.precision, seconds: !0 })}(?:${t.join(`|`)})`,
    r = e.local ? `${n}|${Ht({ precision: e.precision })}` : n;
  return RegExp(`^${zt}T(?:${r})$`);
}
var Gt = /^[\s\S]{0,}$/,
  Kt = /^-?\d+(?:\.\d+)?$/,
  qt = /^(?:true|false)$/i,
  Jt = /^[^A-Z]*$/,
  Yt = /^[^a-z]*$/,
  j = D(`$ZodCheck`, (e, t) => {
    var n;
    (e._zod ??= {}), (e._zod.def = t), (n = e._zod).onattach ?? (n.onattach = []);
  }),
  Xt = (e) => {
    const t = e.value;
    return !a(t) && t.length !== void 0;
  },
  Zt = { number: `number`, bigint: `bigint`, object: `date` },
  Qt = D(`$ZodCheckLessThan`, (e, t) => {
    j.init(e, t);
    const n = Zt[typeof t.value];
    e._zod.check = (r) => {
      (t.inclusive ? r.value <= t.value : r.value < t.value) ||
        r.issues.push({
          origin: Zt[typeof r.value] ?? n,
          code: `too_big`,
          maximum: typeof t.value == `object` ? t.value.getTime() : t.value,
          input: r.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  $t = D(`$ZodCheckGreaterThan`, (e, t) => {
    j.init(e, t);
    const n = Zt[typeof t.value];
    e._zod.check = (r) => {
      (t.inclusive ? r.value >= t.value : r.value > t.value) ||
        r.issues.push({
          origin: Zt[typeof r.value] ?? n,
          code: `too_small`,
          minimum: typeof t.value == `object` ? t.value.getTime() : t.value,
          input: r.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  en = D(`$ZodCheckMultipleOf`, (e, t) => {
    j.init(e, t),
      (e._zod.check = (n) => {
        if (typeof n.value != typeof t.value) throw Error(`Cannot mix number and bigint in multiple_of check.`);
        (typeof n.value == `bigint`
          ? t.value !== BigInt(0) && n.value % t.value === BigInt(0)
          : s(n.value, t.value) === 0) ||
          n.issues.push({
            origin: typeof n.value,
            code: `not_multiple_of`,
            divisor: t.value,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  tn = D(`$ZodCheckNumberFormat`, (e, t) => {
    j.init(e, t), (t.format = t.format || `float64`);
    const n = t.format?.includes(`int`),
      r = n ? `int` : `number`,
      [i, a] = ue[t.format];
    e._zod.check = (o) => {
      const s = o.value;
      if (n) {
        if (!Number.isInteger(s)) {
          o.issues.push({ expected: r, format: t.format, code: `invalid_type`, continue: !1, input: s, inst: e });
          return;
        }
        if (!Number.isSafeInteger(s)) {
          s > 0
            ? o.issues.push({
                input: s,
                code: `too_big`,
                maximum: 2 ** 53 - 1,
                note: `Integers must be within the safe integer range.`,
                inst: e,
                origin: r,
                inclusive: !0,
                continue: !t.abort,
              })
            : o.issues.push({
                input: s,
                code: `too_small`,
                minimum: -(2 ** 53 - 1),
                note: `Integers must be within the safe integer range.`,
                inst: e,
                origin: r,
                inclusive: !0,
                continue: !t.abort,
              });
          return;
        }
      }
      s < i &&
        o.issues.push({
          origin: `number`,
          input: s,
          code: `too_small`,
          minimum: i,
          inclusive: !0,
          inst: e,
          continue: !t.abort,
        }),
        s > a &&
          o.issues.push({
            origin: `number`,
            input: s,
            code: `too_big`,
            maximum: a,
            inclusive: !0,
            inst: e,
            continue: !t.abort,
          });
    };
  }),
  nn = D(`$ZodCheckMaxLength`, (e, t) => {
    var n;
    j.init(e, t),
      (n = e._zod.def).when ?? (n.when = Xt),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length;
        if ((typeof r == `string` && i > t.maximum ? Te(r) : i) <= t.maximum) return;
        const a = Ee(r);
        n.issues.push({
          origin: a,
          code: `too_big`,
          maximum: t.maximum,
          inclusive: !0,
          input: r,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  rn = D(`$ZodCheckMinLength`, (e, t) => {
    var n;
    j.init(e, t),
      (n = e._zod.def).when ?? (n.when = Xt),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length;
        if ((typeof r == `string` && i >= t.minimum && i < t.minimum * 2 ? Te(r) : i) >= t.minimum) return;
        const a = Ee(r);
        n.issues.push({
          origin: a,
          code: `too_small`,
          minimum: t.minimum,
          inclusive: !0,
          input: r,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  an = D(`$ZodCheckLengthEquals`, (e, t) => {
    var n;
    j.init(e, t),
      (n = e._zod.def).when ?? (n.when = Xt),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length,
          a = typeof r == `string` && i >= t.length && i <= t.length * 2 ? Te(r) : i;
        if (a === t.length) return;
        const o = Ee(r),
          s = a > t.length;
        n.issues.push({
          origin: o,
          ...(s ? { code: `too_big`, maximum: t.length } : { code: `too_small`, minimum: t.length }),
          inclusive: !0,
          exact: !0,
          input: n.value,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  on = D(`$ZodCheckStringFormat`, (e, t) => {
    var n, r;
    j.init(e, t),
      t.pattern
        ? ((n = e._zod).check ??
          (n.check = (n) => {
            (t.pattern.lastIndex = 0),
              t.pattern.test(n.value) ||
                n.issues.push({
                  origin: `string`,
                  code: `invalid_format`,
                  format: t.format,
                  input: n.value,
                  ...(t.pattern ? { pattern: t.pattern.toString() } : {}),
                  inst: e,
                  continue: !t.abort,
                });
          }))
        : ((r = e._zod).check ?? (r.check = () => {}));
  }),
  sn = D(`$ZodCheckRegex`, (e, t) => {
    on.init(e, t),
      (e._zod.check = (n) => {
        (t.pattern.lastIndex = 0),
          t.pattern.test(n.value) ||
            n.issues.push({
              origin: `string`,
              code: `invalid_format`,
              format: `regex`,
              input: n.value,
              pattern: t.pattern.toString(),
              inst: e,
              continue: !t.abort,
            });
      });
  }),
  cn = D(`$ZodCheckLowerCase`, (e, t) => {
    (t.pattern ??= Jt), on.init(e, t);
  }),
  ln = D(`$ZodCheckUpperCase`, (e, t) => {
    (t.pattern ??= Yt), on.init(e, t);
  }),
  un = D(`$ZodCheckIncludes`, (e, t) => {
    j.init(e, t);
    const n = se(t.includes);
    (t.pattern = new RegExp(typeof t.position == `number` ? `^.{${t.position},}${n}` : n)),
      (e._zod.check = (n) => {
        n.value.includes(t.includes, t.position) ||
          n.issues.push({
            origin: `string`,
            code: `invalid_format`,
            format: `includes`,
            includes: t.includes,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  dn = D(`$ZodCheckStartsWith`, (e, t) => {
    j.init(e, t);
    const n = RegExp(`^${se(t.prefix)}.*`);
    (t.pattern ??= n),
      (e._zod.check = (n) => {
        n.value.startsWith(t.prefix) ||
          n.issues.push({
            origin: `string`,
            code: `invalid_format`,
            format: `starts_with`,
            prefix: t.prefix,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  fn = D(`$ZodCheckEndsWith`, (e, t) => {
    j.init(e, t);
    const n = RegExp(`.*${se(t.suffix)}$`);
    (t.pattern ??= n),
      (e._zod.check = (n) => {
        n.value.endsWith(t.suffix) ||
          n.issues.push({
            origin: `string`,
            code: `invalid_format`,
            format: `ends_with`,
            suffix: t.suffix,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  pn = D(`$ZodCheckOverwrite`, (e, t) => {
    j.init(e, t),
      (e._zod.check = (e) => {
        e.value = t.tx(e.value);
      });
  }),
  mn = class {
    constructor(e = [], t = {}) {
      (this.content = []), (this.indent = 0), (this.args = e), (this.closed = t);
    }
    indented(e) {
      this.indent += 1;
      try {
        e(this);
      } finally {
        --this.indent;
      }
    }
    write(e) {
      if (typeof e == `function`) {
        e(this, { execution: `sync` }), e(this, { execution: `async` });
        return;
      }
      const t = e
          .split(`
`)
          .filter((e) => e),
        n = Math.min(...t.map((e) => e.length - e.trimStart().length)),
        r = t.map((e) => e.slice(n)).map((e) => ` `.repeat(this.indent * 2) + e);
      for (const e of r) this.content.push(e);
    }
    compile() {
      const e = Function,
        t = this?.content ?? [``];
      return new e(
        ...Object.keys(this.closed),
        `return function (${this.args.join(`, `)}) {\n${t.join(`
`)}\n};`,
      )(...Object.values(this.closed));
    }
  },
  hn = { major: 4, minor: 6, patch: 7 },
  M = D(
    `$ZodType`,
    (e, t) => {
      var n;
      (e ??= {}), (e._zod.def = t), (e._zod.bag = e._zod.bag || {}), (e._zod.version = hn);
      const r = e._zod.def.checks,
        i = e._zod.traits.has(`$ZodCheck`) ? [e, ...(r ?? [])] : r?.length ? [...r] : [];
      for (const t of i) for (const n of t._zod.onattach) n(e);
      if (i.length === 0)
        (n = e._zod).deferred ?? (n.deferred = []),
          e._zod.deferred?.push(() => {
            e._zod.run = e._zod.parse;
          });
      else {
        const t = (t, n, r) => {
            if (t.memo) return t;
            let i = b(t),
              a;
            for (const o of n) {
              if (o._zod.def.when) {
                if (be(t) || !o._zod.def.when(t)) continue;
              } else if (i) continue;
              const n = t.issues.length,
                s = o._zod.check(t);
              if (s instanceof Promise && r?.async === !1) throw new O();
              if (a || s instanceof Promise)
                a = (a ?? Promise.resolve()).then(async () => {
                  await s, t.issues.length !== n && (Ce(t.issues, n, e), (i ||= b(t, n)));
                });
              else {
                if (t.issues.length === n) continue;
                Ce(t.issues, n, e), (i ||= b(t, n));
              }
            }
            return a ? a.then(() => t) : t;
          },
          n = (n, r, a) => {
            if (b(n)) return (n.aborted = !0), n;
            const o = t(r, i, a);
            if (o instanceof Promise) {
              if (a.async === !1) throw new O();
              return o.then((t) => e._zod.parse(t, a));
            }
            return e._zod.parse(o, a);
          };
        e._zod.run = (r, a) => {
          if (a.skipChecks) return e._zod.parse(r, a);
          if (a.direction === `backward`) {
            const t = e._zod.parse({ value: r.value, issues: [] }, { ...a, skipChecks: !0 });
            return t instanceof Promise ? t.then((e) => n(e, r, a)) : n(t, r, a);
          }
          const o = e._zod.parse(r, a);
          if (o instanceof Promise) {
            if (a.async === !1) throw new O();
            return o.then((e) => t(e, i, a));
          }
          return t(o, i, a);
        };
      }
    },
    {
      get '~standard'() {
        return ke(this, `~standard`, vn(this));
      },
      set '~standard'(e) {
        w(this, `~standard`, e);
      },
    },
  ),
  gn = (e, t) => (e.issues.length ? { issues: e.issues.map((e) => S(e, t, A())) } : { value: e.value });
async function _n(e, t) {
  const n = { async: !0 };
  return gn(await e._zod.run({ value: t, issues: [] }, n), n);
}
function vn(e) {
  return {
    validate: (t) => {
      const n = { async: !1 };
      try {
        const r = e._zod.run({ value: t, issues: [] }, n);
        if (!(r instanceof Promise)) return gn(r, n);
      } catch {}
      return _n(e, t);
    },
    vendor: `zod`,
    version: 1,
  };
}
var yn = D(`$ZodString`, (e, t) => {
    M.init(e, t),
      (e._zod.pattern = t.pattern ?? Gt),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = String(n.value);
          } catch {}
        return (
          typeof n.value == `string` ||
            n.issues.push({ expected: `string`, code: `invalid_type`, input: n.value, inst: e }),
          n
        );
      });
  }),
  N = D(`$ZodStringFormat`, (e, t) => {
    on.init(e, t), yn.init(e, t);
  }),
  bn = D(`$ZodGUID`, (e, t) => {
    (t.pattern ??= Et), N.init(e, t);
  }),
  xn = D(`$ZodUUID`, (e, t) => {
    if (t.version) {
      const e = { v1: 1, v2: 2, v3: 3, v4: 4, v5: 5, v6: 6, v7: 7, v8: 8 }[t.version];
      if (e === void 0) throw Error(`Invalid UUID version: "${t.version}"`);
      t.pattern ??= Dt(e);
    } else t.pattern ??= Dt();
    N.init(e, t);
  }),
  Sn = D(`$ZodEmail`, (e, t) => {
    (t.pattern ??= Ot), N.init(e, t);
  });
function Cn(e) {
  try {
    return typeof URL < `u` && typeof URL.canParse == `function` ? URL.canParse(e) : (new URL(e), !0);
  } catch {
    return !1;
  }
}
function wn(e, t) {
  return !(`normalize` in t) && !(`hostname` in t) && !(`protocol` in t) ? Cn(e) || 2 : Tn(e, t);
}
function Tn(e, t) {
  if (!t.normalize && t.protocol?.source === Lt.source && !/^https?:\/\//i.test(e)) return 1;
  try {
    if (typeof URL < `u`) {
      const t = URL;
      if (typeof t.parse == `function`) return t.parse(e) ?? 2;
    }
    return new URL(e);
  } catch {
    return 2;
  }
}
var En = /[\t\n\r]/g;
function Dn(e) {
  return e.replace(En, ``);
}
function On(e, t) {
  return (t.lastIndex = 0), t.test(e.hostname);
}
function kn(e, t) {
  return (t.lastIndex = 0), t.test(e.protocol.endsWith(`:`) ? e.protocol.slice(0, -1) : e.protocol);
}
var An = D(`$ZodURL`, (e, t) => {
    N.init(e, t),
      (e._zod.check = (n) => {
        try {
          const r = n.value.trim(),
            i = wn(r, t);
          if (i === 1) {
            n.issues.push({
              code: `invalid_format`,
              format: `url`,
              note: `Invalid URL format`,
              input: n.value,
              inst: e,
              continue: !t.abort,
            });
            return;
          }
          if (i === 2) {
            n.issues.push({ code: `invalid_format`, format: `url`, input: n.value, inst: e, continue: !t.abort });
            return;
          }
          if (i === !0) {
            n.value = Dn(r);
            return;
          }
          t.hostname &&
            !On(i, t.hostname) &&
            n.issues.push({
              code: `invalid_format`,
              format: `url`,
              note: `Invalid hostname`,
              pattern: t.hostname.source,
              input: n.value,
              inst: e,
              continue: !t.abort,
            }),
            t.protocol &&
              !kn(i, t.protocol) &&
              n.issues.push({
                code: `invalid_format`,
                format: `url`,
                note: `Invalid protocol`,
                pattern: t.protocol.source,
                input: n.value,
                inst: e,
                continue: !t.abort,
              }),
            (n.value = t.normalize ? i.href : Dn(r));
          return;
        } catch {
          n.issues.push({ code: `invalid_format`, format: `url`, input: n.value, inst: e, continue: !t.abort });
        }
      });
  }),
  jn = D(`$ZodEmoji`, (e, t) => {
    (t.pattern ??= At()), N.init(e, t);
  }),
  Mn = D(`$ZodNanoID`, (e, t) => {
    if (t.length !== void 0 && (!Number.isInteger(t.length) || t.length < 1))
      throw Error(`Invalid nanoid length: ${t.length}`);
    (t.pattern ??= t.length === void 0 ? Ct : wt(t.length)), N.init(e, t);
  }),
  Nn = D(`$ZodCUID`, (e, t) => {
    (t.pattern ??= vt), N.init(e, t);
  }),
  Pn = D(`$ZodCUID2`, (e, t) => {
    (t.pattern ??= yt), N.init(e, t);
  }),
  Fn = D(`$ZodULID`, (e, t) => {
    (t.pattern ??= bt), N.init(e, t);
  }),
  In = D(`$ZodXID`, (e, t) => {
    (t.pattern ??= xt), N.init(e, t);
  }),
  Ln = D(`$ZodKSUID`, (e, t) => {
    (t.pattern ??= St), N.init(e, t);
  }),
  Rn = D(`$ZodISODateTime`, (e, t) => {
    (t.pattern ??= Wt(t)), N.init(e, t);
  }),
  zn = D(`$ZodISODate`, (e, t) => {
    (t.pattern ??= Vt), N.init(e, t);
  }),
  Bn = D(`$ZodISOTime`, (e, t) => {
    (t.pattern ??= Ut(t)), N.init(e, t);
  }),
  Vn = D(`$ZodISODuration`, (e, t) => {
    (t.pattern ??= Tt), N.init(e, t);
  }),
  Hn = D(`$ZodIPv4`, (e, t) => {
    (t.pattern ??= jt), N.init(e, t);
  }),
  Un = /^[0-9a-fA-F:.]+$/;
function Wn(e) {
  return Un.test(e) ? Cn(`http://[${e}]`) : !1;
}
var Gn = D(`$ZodIPv6`, (e, t) => {
    (t.pattern ??= Mt),
      N.init(e, t),
      (e._zod.check = (n) => {
        Wn(n.value) ||
          n.issues.push({ code: `invalid_format`, format: `ipv6`, input: n.value, inst: e, continue: !t.abort });
      });
  }),
  Kn = D(`$ZodCIDRv4`, (e, t) => {
    (t.pattern ??= Nt), N.init(e, t);
  });
function qn(e) {
  const t = e.split(`/`);
  if (t.length !== 2) return !1;
  const [n, r] = t;
  if (!r) return !1;
  const i = Number(r);
  return `${i}` !== r || i < 0 || i > 128 ? !1 : Wn(n);
}
var Jn = D(`$ZodCIDRv6`, (e, t) => {
  (t.pattern ??= Pt),
    N.init(e, t),
    (e._zod.check = (n) => {
      qn(n.value) ||
        n.issues.push({ code: `invalid_format`, format: `cidrv6`, input: n.value, inst: e, continue: !t.abort });
    });
});
function Yn(e) {
  if (e === ``) return !0;
  if (/\s/.test(e) || e.length % 4 != 0) return !1;
  try {
    return atob(e), !0;
  } catch {
    return !1;
  }
}
var Xn = /^[0-9a-zA-Z+/]*={0,2}$/,
  Zn = D(`$ZodBase64`, (e, t) => {
    (t.pattern ??= Xn),
      N.init(e, t),
      (e._zod.check = (n) => {
        Yn(n.value) ||
          n.issues.push({ code: `invalid_format`, format: `base64`, input: n.value, inst: e, continue: !t.abort });
      });
  }),
  Qn = /^[A-Za-z0-9_-]*$/;
function $n(e) {
  if (!Qn.test(e)) return !1;
  const t = e.replace(/[-_]/g, (e) => (e === `-` ? `+` : `/`));
  return Yn(t.padEnd(Math.ceil(t.length / 4) * 4, `=`));
}
var er = D(`$ZodBase64URL`, (e, t) => {
    (t.pattern ??= Qn),
      N.init(e, t),
      (e._zod.check = (n) => {
        $n(n.value) ||
          n.issues.push({ code: `invalid_format`, format: `base64url`, input: n.value, inst: e, continue: !t.abort });
      });
  }),
  tr = D(`$ZodE164`, (e, t) => {
    (t.pattern ??= Rt), N.init(e, t);
  });
function nr(e, t = null) {
  try {
    const n = e.split(`.`);
    if (n.length !== 3) return !1;
    const [r] = n;
    if (!r) return !1;
    const i = JSON.parse(atob(r));
    return !((`typ` in i && i?.typ !== `JWT`) || !i.alg || (t && (!(`alg` in i) || i.alg !== t)));
  } catch {
    return !1;
  }
}
var rr = D(`$ZodJWT`, (e, t) => {
    N.init(e, t),
      (e._zod.check = (n) => {
        nr(n.value, t.alg) ||
          n.issues.push({ code: `invalid_format`, format: `jwt`, input: n.value, inst: e, continue: !t.abort });
      });
  }),
  ir = D(`$ZodNumber`, (e, t) => {
    M.init(e, t),
      (e._zod.pattern = Kt),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = Number(n.value);
          } catch {}
        const i = n.value;
        if (typeof i == `number` && !Number.isNaN(i) && Number.isFinite(i)) return n;
        const a = typeof i == `number` ? (Number.isNaN(i) ? `NaN` : Number.isFinite(i) ? void 0 : String(i)) : void 0;
        return (
          n.issues.push({ expected: `number`, code: `invalid_type`, input: i, inst: e, ...(a ? { received: a } : {}) }),
          n
        );
      });
  }),
  ar = D(`$ZodNumberFormat`, (e, t) => {
    tn.init(e, t), ir.init(e, t);
  }),
  or = D(`$ZodBoolean`, (e, t) => {
    M.init(e, t),
      (e._zod.pattern = qt),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = !!n.value;
          } catch {}
        const i = n.value;
        return (
          typeof i == `boolean` || n.issues.push({ expected: `boolean`, code: `invalid_type`, input: i, inst: e }), n
        );
      });
  }),
  sr = D(`$ZodUnknown`, (e, t) => {
    M.init(e, t), (e._zod.parse = (e) => e);
  }),
  cr = D(`$ZodNever`, (e, t) => {
    M.init(e, t),
      (e._zod.parse = (t, n) => (
        t.issues.push({ expected: `never`, code: `invalid_type`, input: t.value, inst: e }), t
      ));
  });
function lr(e, t) {
  const n = Se(e._zod.def.checks);
  if (!n.length) return;
  const r = Math.min(...n.map((e) => e[0])),
    i = e._zod.parse;
  e._zod.parse = (n, a) => {
    const o = t(n.value);
    if (o > r && !a?.skipChecks && a?.direction !== `backward`) {
      for (const [t, r] of Se(e._zod.def.checks))
        if (o > t && r._zod.def.when(n)) {
          const t = n.issues.length;
          return r._zod.check(n), (n.issues[t].continue = !1), Ce(n.issues, t, e), n;
        }
    }
    return i(n, a);
  };
}
var ur = (e) => (Array.isArray(e) ? e.length : -1);
function dr(e, t, n) {
  e.issues.length && t.issues.push(...xe(n, e.issues)), (t.value[n] = e.value);
}
var fr = D(`$ZodArray`, (e, t) => {
  M.init(e, t);
  const n = k.memoizer;
  n?.attach(e),
    (e._zod.parse = (r, i) => {
      const a = r.value;
      if (!Array.isArray(a)) return r.issues.push({ expected: `array`, code: `invalid_type`, input: a, inst: e }), r;
      r.value = n ? n.alloc(e, r, Array(a.length), i) : Array(a.length);
      const o = [],
        s = i?.abortEarly;
      for (let e = 0; e < a.length; e++) {
        const n = a[e],
          c = t.element._zod.run({ value: n, issues: [] }, i);
        if (c instanceof Promise) o.push(c.then((t) => dr(t, r, e)));
        else if ((dr(c, r, e), s && c.issues.length !== 0 && b(c))) break;
      }
      return o.length ? Promise.all(o).then(() => r) : r;
    }),
    lr(e, ur);
});
function P(e, t, n, r, i, a) {
  const o = n in r,
    s = a === `optional`;
  if (o || !s || i !== `optional`) {
    if (e.issues.length) {
      if (i !== void 0 && s && !o) return;
      t.issues.push(...xe(n, e.issues));
    }
    !o && i === void 0
      ? e.issues.length || t.issues.push({ code: `invalid_type`, expected: `nonoptional`, input: void 0, path: [n] })
      : e.value === void 0
        ? (o || (i === `defaulted` && !s)) && (t.value[n] = void 0)
        : (t.value[n] = e.value);
  }
}
var pr = [];
function mr(e) {
  const t = Object.keys(e.shape),
    n = Object.getOwnPropertySymbols(e.shape),
    r = n.length ? n : pr,
    i = r.length ? [...t, ...r] : t;
  for (const t of i)
    if (!e.shape?.[t]?._zod?.traits?.has(`$ZodType`))
      throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);
  const a = le(e.shape);
  return { ...e, allKeys: i, symbolKeys: r, keySet: new Set(t), numKeys: t.length, optionalKeys: new Set(a) };
}
function hr(e, t, n, r, i, a, o) {
  let s = [],
    c = i.keySet,
    l = i.catchall._zod,
    u = l.def.type,
    d = l.optin,
    f = l.optout,
    p = 0;
  for (const i in t) {
    if (o && n.issues.length !== p) {
      if (b(n, p)) break;
      p = n.issues.length;
    }
    if (c.has(i)) continue;
    if (i === `__proto__`) {
      u === `never` && s.push(i);
      continue;
    }
    if (u === `never`) {
      s.push(i);
      continue;
    }
    const a = l.run({ value: t[i], issues: [] }, r);
    a instanceof Promise ? e.push(a.then((e) => P(e, n, i, t, d, f))) : P(a, n, i, t, d, f);
  }
  return (
    s.length && n.issues.push({ code: `unrecognized_keys`, keys: s, input: t, inst: a, continue: !0 }),
    e.length ? Promise.all(e).then(() => n) : n
  );
}
var gr = D(`$ZodObject`, (e, t) => {
    M.init(e, t);
    const n = Object.getOwnPropertyDescriptor(t, `shape`),
      r = n?.get ? n.get.raw : (t.shape ?? {});
    if (r) {
      const e = () => {
        const n = { ...r };
        return Object.defineProperty(t, 'shape', { value: n }), (e.raw = n), n;
      };
      (e.raw = r), Object.defineProperty(t, 'shape', { get: e });
    }
    const a = i(() => mr(t));
    E(e, `propValues`, (e) => {
      const t = e.def.shape,
        n = {};
      for (const e in t) {
        const r = t[e]._zod;
        if (r.values) {
          Object.hasOwn(n, e) || c(n, e, new Set());
          for (const t of r.values) n[e].add(t);
          r.optin !== void 0 && n[e].add(void 0);
        }
      }
      return n;
    });
    let o = re,
      s = t.catchall,
      l,
      u = k.memoizer;
    u?.attach(e),
      (e._zod.parse = (t, n) => {
        l ??= a.value;
        const r = t.value;
        if (!o(r)) return t.issues.push({ expected: `object`, code: `invalid_type`, input: r, inst: e }), t;
        t.value = u ? u.alloc(e, t, {}, n) : {};
        let i = [],
          c = l.shape,
          d = n?.abortEarly,
          f = t.issues.length;
        for (const e of l.allKeys) {
          if (d && t.issues.length !== f) {
            if (b(t, f)) break;
            f = t.issues.length;
          }
          if (e === `__proto__`) continue;
          const a = c[e],
            o = a._zod.optin,
            s = a._zod.optout,
            l = a._zod.run({ value: r[e], issues: [] }, n);
          l instanceof Promise ? i.push(l.then((n) => P(n, t, e, r, o, s))) : P(l, t, e, r, o, s);
        }
        return s ? hr(i, r, t, n, a.value, e, d === !0) : i.length ? Promise.all(i).then(() => t) : t;
      });
  }),
  _r = D(`$ZodObjectJIT`, (e, t) => {
    gr.init(e, t);
    let n = e._zod.parse,
      r = i(() => mr(t)),
      a = k.memoizer,
      o = (t) => {
        const n = r.value,
          i = n.symbolKeys,
          o = new mn([`payload`, `ctx`], { shape: t, inst: e, memo: a, syms: i }),
          s = (e) => `shape[${e}]._zod.run({ value: input[${e}], issues: [] }, ctx)`,
          c = (e, t) => `
          let ${e}_ab = false;
          for (let i = 0; i < ${e}.issues.length; i++) {
            const iss = ${e}.issues[i];
            iss.path = iss.path ? [${t}, ...iss.path] : [${t}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${e}_ab = true;
          }
          if (${e}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        o.write(`const input = payload.value;`);
        let l = Object.create(null),
          u = 0;
        for (const e of n.allKeys) l[e] = `key_${u++}`;
        o.write(a ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const e of n.allKeys) {
          if (e === `__proto__`) continue;
          const n = l[e],
            r = typeof e == `symbol` ? `syms[${i.indexOf(e)}]` : ee(e),
            a = `${r} in input`,
            u = t[e],
            d = u?._zod?.optin,
            f = d !== void 0,
            p = u?._zod?.optout === `optional`;
          if ((o.write(`const ${n} = ${s(r)};`), f && p)) {
            const e = d === `optional` ? `${n}_present` : `${n}.value !== undefined || ${n}_present`;
            o.write(`
        const ${n}_present = ${a};
        if (!${n}.issues.length || ${n}_present) {
          if (${n}.issues.length) {${c(n, r)}
          }

          if (${e}) {
            newResult[${r}] = ${n}.value;
          }
        }

      `);
          } else
            f
              ? (o.write(`
        if (${n}.issues.length) {${c(n, r)}
        }
      `),
                d === `defaulted`
                  ? o.write(`newResult[${r}] = ${n}.value;`)
                  : o.write(`
        if (${n}.value !== undefined || ${a}) {
          newResult[${r}] = ${n}.value;
        }
      `))
              : o.write(`
        const ${n}_present = ${a};
        if (${n}.issues.length) {${c(n, r)}
        }
        if (!${n}_present && !${n}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${r}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${n}_present) {
          newResult[${r}] = ${n}.value;
        }

      `);
        }
        return o.write(`payload.value = newResult;`), o.write(`return payload;`), o.compile();
      },
      s,
      c = re,
      l = !k.jitless,
      u = l && ie.value,
      d = t.catchall,
      f;
    e._zod.parse = (i, a) => {
      f ??= r.value;
      const p = i.value;
      return c(p)
        ? l && u && a?.async === !1 && a.jitless !== !0
          ? ((s ||= o(t.shape)), (i = s(i, a)), d ? hr([], p, i, a, f, e, a?.abortEarly === !0) : i)
          : n(i, a)
        : (i.issues.push({ expected: `object`, code: `invalid_type`, input: p, inst: e }), i);
    };
  });
function vr(e, t, n, r) {
  for (const n of e) if (n.issues.length === 0) return (t.value = n.value), t;
  const i = e.filter((e) => !b(e));
  return i.length === 1
    ? ((t.value = i[0].value), i[0])
    : (t.issues.push({
        code: `invalid_union`,
        input: t.value,
        inst: n,
        errors: e.map((e) => e.issues.map((e) => S(e, r, A()))),
      }),
      t);
}
var yr = D(`$ZodUnion`, (e, t) => {
    M.init(e, t),
      E(e, `optin`, (e) =>
        e.def.options.some((e) => e._zod.optin === `defaulted`)
          ? `defaulted`
          : e.def.options.some((e) => e._zod.optin !== void 0)
            ? `optional`
            : void 0,
      ),
      E(e, `optout`, (e) => (e.def.options.some((e) => e._zod.optout === `optional`) ? `optional` : void 0)),
      E(e, `values`, (e) => {
        if (e.def.options.every((e) => e._zod.values))
          return new Set(e.def.options.flatMap((e) => Array.from(e._zod.values)));
      }),
      E(e, `pattern`, (e) => {
        if (e.def.options.every((e) => e._zod.pattern)) {
          const t = e.def.options.map((e) => e._zod.pattern);
          return RegExp(`^(${t.map((e) => o(e.source)).join(`|`)})$`);
        }
      });
    const n = t.options.length === 1 ? t.options[0]._zod.run : null;
    e._zod.parse = (r, i) => {
      if (n) return n(r, i);
      let a = !1,
        o = [];
      for (const e of t.options) {
        const t = e._zod.run({ value: r.value, issues: [] }, i);
        if (t instanceof Promise) o.push(t), (a = !0);
        else {
          if (t.issues.length === 0) return t;
          o.push(t);
        }
      }
      return a ? Promise.all(o).then((t) => vr(t, r, e, i)) : vr(o, r, e, i);
    };
  }),
  br = D(`$ZodIntersection`, (e, t) => {
    M.init(e, t),
      (e._zod.parse = (e, n) => {
        const r = e.value,
          i = t.left._zod.run({ value: r, issues: [] }, n),
          a = t.right._zod.run({ value: r, issues: [] }, n);
        return i instanceof Promise || a instanceof Promise
          ? Promise.all([i, a]).then(([t, n]) => Sr(e, t, n))
          : Sr(e, i, a);
      });
  });
function xr(e, t) {
  if (e === t || (e instanceof Date && t instanceof Date && +e == +t)) return { valid: !0, data: e };
  if (g(e) && g(t)) {
    const n = Object.keys(t),
      r = Object.keys(e).filter((e) => n.indexOf(e) !== -1),
      i = { ...e, ...t };
    Object.hasOwn(i, `__proto__`) && delete i.__proto__;
    for (const n of r) {
      if (n === `__proto__`) continue;
      const r = xr(e[n], t[n]);
      if (!r.valid) return { valid: !1, mergeErrorPath: [n, ...r.mergeErrorPath] };
      i[n] = r.data;
    }
    return { valid: !0, data: i };
  }
  if (Array.isArray(e) && Array.isArray(t)) {
    if (e.length !== t.length) return { valid: !1, mergeErrorPath: [] };
    const n = [];
    for (let r = 0; r < e.length; r++) {
      const i = e[r],
        a = t[r],
        o = xr(i, a);
      if (!o.valid) return { valid: !1, mergeErrorPath: [r, ...o.mergeErrorPath] };
      n.push(o.data);
    }
    return { valid: !0, data: n };
  }
  return { valid: !1, mergeErrorPath: [] };
}
function Sr(e, t, n) {
  let r = new Map(),
    i,
    a = new Map(),
    o = (e, t) => {
      let n;
      if (e.code === `unrecognized_keys` && !e.path?.length) (i ??= e), (n = e.keys);
      else if (e.code === `invalid_key` && e.origin === `record` && e.path?.length === 1) {
        const t = String(e.path[0]);
        a.has(t) || a.set(t, e), (n = [t]);
      } else return !1;
      for (const e of n) r.has(e) || r.set(e, {}), (r.get(e)[t] = !0);
      return !0;
    };
  for (const n of t.issues) o(n, `l`) || e.issues.push(n);
  for (const t of n.issues) o(t, `r`) || e.issues.push(t);
  const s = [...r].filter(([, e]) => e.l && e.r).map(([e]) => e);
  if (s.length) {
    const t = i ? s.filter((e) => i.keys.includes(e)) : [];
    t.length && e.issues.push({ ...i, keys: t });
    for (const n of s) !t.includes(n) && a.has(n) && e.issues.push(a.get(n));
  }
  const c = xr(t.value, n.value);
  if (!c.valid) {
    if (b(e)) return e;
    throw Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
  }
  return (e.value = c.data), e;
}
var Cr = D(`$ZodEnum`, (t, n) => {
    M.init(t, n);
    const r = e(n.entries),
      i = new Set(r);
    (t._zod.values = i),
      E(t, `pattern`, (t) => {
        const n = e(t.def.entries).filter((e) => oe.has(typeof e));
        return RegExp(n.length ? `^(${n.map((e) => se(e.toString())).join(`|`)})$` : `^[^\\s\\S]$`);
      }),
      (t._zod.parse = (e, n) => {
        const a = e.value;
        return i.has(a) || e.issues.push({ code: `invalid_value`, values: r, input: a, inst: t }), e;
      });
  }),
  wr = D(`$ZodTransform`, (e, t) => {
    M.init(e, t),
      (e._zod.optin = `optional`),
      k.memoizer?.guard(e),
      (e._zod.parse = (n, r) => {
        if (r.direction === `backward`) throw new Ue(e.constructor.name);
        const i = t.transform(n.value, n);
        if (r.async) return (i instanceof Promise ? i : Promise.resolve(i)).then((e) => ((n.value = e), n));
        if (i instanceof Promise) throw new O();
        return (n.value = i), n;
      });
  });
function Tr(e, t) {
  return (e.value = t.issues.length ? void 0 : t.value), e;
}
var Er = D(`$ZodOptional`, (e, t) => {
    M.init(e, t),
      E(e, `optin`, (e) => (e.def.innerType._zod.optin === `defaulted` ? `defaulted` : `optional`)),
      (e._zod.optout = `optional`),
      E(e, `values`, (e) => {
        const t = e.def.innerType._zod.values;
        return t ? new Set([...t, void 0]) : void 0;
      }),
      E(e, `pattern`, (e) => {
        const t = e.def.innerType._zod.pattern;
        return t ? RegExp(`^(${o(t.source)})?$`) : void 0;
      }),
      (e._zod.parse = (e, n) => {
        if (e.value === void 0) {
          if (t.innerType._zod.optin !== `defaulted`) return e;
          const r = t.innerType._zod.run({ value: e.value, issues: [] }, n);
          return r instanceof Promise ? r.then((t) => Tr(e, t)) : Tr(e, r);
        }
        return t.innerType._zod.run(e, n);
      });
  }),
  Dr = D(`$ZodExactOptional`, (e, t) => {
    Er.init(e, t),
      E(e, `values`, (e) => e.def.innerType._zod.values),
      E(e, `pattern`, (e) => e.def.innerType._zod.pattern),
      (e._zod.parse = (e, n) => t.innerType._zod.run(e, n));
  }),
  Or = D(`$ZodNullable`, (e, t) => {
    M.init(e, t),
      E(e, `optin`, (e) => e.def.innerType._zod.optin),
      E(e, `optout`, (e) => e.def.innerType._zod.optout),
      E(e, `pattern`, (e) => {
        const t = e.def.innerType._zod.pattern;
        return t ? RegExp(`^(${o(t.source)}|null)$`) : void 0;
      }),
      E(e, `values`, (e) => (e.def.innerType._zod.values ? new Set([...e.def.innerType._zod.values, null]) : void 0)),
      (e._zod.parse = (e, n) => (e.value === null ? e : t.innerType._zod.run(e, n)));
  }),
  kr = D(`$ZodDefault`, (e, t) => {
    M.init(e, t),
      (e._zod.optin = `defaulted`),
      E(e, `values`, (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => {
        if (n.direction === `backward`) return t.innerType._zod.run(e, n);
        if (e.value === void 0) return (e.value = t.defaultValue), e;
        const r = t.innerType._zod.run(e, n);
        return r instanceof Promise ? r.then((e) => Ar(e, t)) : Ar(r, t);
      });
  });
function Ar(e, t) {
  return e.value === void 0 && (e.value = t.defaultValue), e;
}
var jr = D(`$ZodPrefault`, (e, t) => {
    M.init(e, t),
      (e._zod.optin = `defaulted`),
      E(e, `values`, (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => (
        n.direction === `backward` || (e.value === void 0 && (e.value = t.defaultValue)), t.innerType._zod.run(e, n)
      ));
  }),
  Mr = D(`$ZodNonOptional`, (e, t) => {
    M.init(e, t),
      E(e, `values`, (e) => {
        const t = e.def.innerType._zod.values;
        return t ? new Set([...t].filter((e) => e !== void 0)) : void 0;
      }),
      (e._zod.parse = (n, r) => {
        const i = t.innerType._zod.run(n, r);
        return i instanceof Promise ? i.then((t) => Nr(t, e)) : Nr(i, e);
      });
  });
function Nr(e, t) {
  return (
    !e.issues.length &&
      e.value === void 0 &&
      e.issues.push({ code: `invalid_type`, expected: `nonoptional`, input: e.value, inst: t }),
    e
  );
}
function Pr(e, t, n, r) {
  return t.issues.length
    ? ((e.value = n.catchValue({
        ...t,
        value: e.value,
        error: { issues: t.issues.map((e) => S(e, r, A())) },
        input: e.value,
      })),
      e)
    : ((e.value = t.value), t.memo && (e.memo = !0), e);
}
var Fr = D(`$ZodCatch`, (e, t) => {
    M.init(e, t),
      E(e, `optin`, (e) => (e.def.innerType._zod.optin === `defaulted` ? `defaulted` : `optional`)),
      E(e, `optout`, (e) => e.def.innerType._zod.optout),
      E(e, `values`, (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => {
        if (n.direction === `backward`) return t.innerType._zod.run(e, n);
        const r = t.innerType._zod.run({ value: e.value, issues: [] }, n);
        return r instanceof Promise ? r.then((r) => Pr(e, r, t, n)) : Pr(e, r, t, n);
      });
  }),
  Ir = D(`$ZodPipe`, (e, t) => {
    M.init(e, t),
      E(e, `values`, (e) => e.def.in._zod.values),
      E(e, `optin`, (e) => e.def.in._zod.optin),
      E(e, `optout`, (e) => e.def.out._zod.optout),
      E(e, `propValues`, (e) => e.def.in._zod.propValues),
      (e._zod.parse = (e, n) => {
        if (n.direction === `backward`) {
          const r = t.out._zod.run(e, n);
          return r instanceof Promise ? r.then((e) => F(e, t.in, n)) : F(r, t.in, n);
        }
        const r = t.in._zod.run(e, n);
        return r instanceof Promise ? r.then((e) => F(e, t.out, n)) : F(r, t.out, n);
      });
  });
function F(e, t, n) {
  return e.issues.some((e) => e.code !== `unrecognized_keys`)
    ? ((e.aborted = !0), e)
    : t._zod.run({ value: e.value, issues: e.issues }, n);
}
var Lr = D(`$ZodPreprocess`, (e, t) => {
    Ir.init(e, t);
  }),
  Rr = D(`$ZodReadonly`, (e, t) => {
    M.init(e, t),
      E(e, `propValues`, (e) => e.def.innerType._zod.propValues),
      E(e, `values`, (e) => e.def.innerType._zod.values),
      E(e, `optin`, (e) => e.def.innerType?._zod?.optin),
      E(e, `optout`, (e) => e.def.innerType?._zod?.optout),
      (e._zod.parse = (e, n) => {
        if (n.direction === `backward`) return t.innerType._zod.run(e, n);
        const r = t.innerType._zod.run(e, n);
        return r instanceof Promise ? r.then(zr) : zr(r);
      });
  });
function zr(e) {
  return e.memo || (e.value = Object.freeze(e.value)), e;
}
var Br = D(`$ZodCustom`, (e, t) => {
  j.init(e, t),
    M.init(e, t),
    (e._zod.parse = (e, t) => e),
    (e._zod.check = (n) => {
      const r = n.value,
        i = t.fn(r);
      if (i instanceof Promise) return i.then((t) => Vr(t, n, r, e));
      Vr(i, n, r, e);
    });
});
function Vr(e, t, n, r) {
  if (!e) {
    const e = { code: `custom`, input: n, inst: r, path: [...(r._zod.def.path ?? [])], continue: !r._zod.def.abort };
    r._zod.def.params && (e.params = r._zod.def.params), t.issues.push(C(e));
  }
}
var Hr = class extends Error {
    constructor() {
      super(`Cannot parse a reference cycle that closes through a transform`), (this.name = `ZodCyclicError`);
    }
  },
  Ur = `~memo`,
  Wr = [];
function Gr(e) {
  return typeof e == `object` && !!e;
}
function Kr(e) {
  return e.map((e) => (e.path ? { ...e, path: e.path.slice() } : { ...e }));
}
var qr = new WeakMap(),
  I = 0,
  Jr = 1,
  L = 2;
function Yr(e, t, n) {
  const r = qr.get(e);
  if (r !== void 0) return r ? L : I;
  if (t.has(e)) return L;
  t.add(e);
  let i = I,
    a = (e) => {
      if (i !== L && e?._zod) {
        const r = Yr(e, t, n);
        r > i && (i = r);
      }
    },
    o = (e, r) => {
      let i = I;
      for (const a of Reflect.ownKeys(e)) {
        const o = Object.getOwnPropertyDescriptor(e, a);
        if (r && !o.enumerable) continue;
        const s = o.get ? Jr : o.value?._zod ? Yr(o.value, t, n) : I;
        s > i && (i = s);
      }
      return i;
    },
    s = (e) => {
      e > i && (i = e);
    },
    c = e._zod.def;
  switch (c.type) {
    case `object`: {
      const e = l(c);
      s(e ? o(e, !0) : Jr), a(c.catchall);
      break;
    }
    case `array`:
      a(c.element);
      break;
    case `tuple`:
      for (const e of c.items) a(e);
      a(c.rest);
      break;
    case `record`:
    case `map`:
      a(c.keyType), a(c.valueType);
      break;
    case `set`:
      a(c.valueType);
      break;
    case `union`:
      for (const e of c.options) a(e);
      break;
    case `intersection`:
      a(c.left), a(c.right);
      break;
    case `optional`:
    case `nullable`:
    case `default`:
    case `prefault`:
    case `catch`:
    case `readonly`:
    case `nonoptional`:
    case `promise`:
    case `success`:
      a(c.innerType);
      break;
    case `pipe`:
      a(c.in), a(c.out);
      break;
    case `function`:
      a(c.input), a(c.output);
      break;
    case `lazy`: {
      const r = c._cachedInner ?? (n ? e._zod.innerType : void 0);
      s(r ? Yr(r, t, !1) : Jr);
      break;
    }
    case `template_literal`:
    case `string`:
    case `number`:
    case `int`:
    case `boolean`:
    case `bigint`:
    case `symbol`:
    case `undefined`:
    case `null`:
    case `void`:
    case `never`:
    case `any`:
    case `unknown`:
    case `date`:
    case `nan`:
    case `enum`:
    case `literal`:
    case `file`:
    case `transform`:
    case `custom`:
      break;
    default:
      for (const e in c) {
        const t = Object.getOwnPropertyDescriptor(c, e);
        if (!t || t.get) continue;
        const n = t.value;
        if (n && typeof n == `object`) {
          if (n._zod) a(n);
          else if (Array.isArray(n)) for (const e of n) a(e);
        }
      }
  }
  return t.delete(e), Xr(e, i);
}
function Xr(e, t) {
  return t !== Jr && qr.set(e, t === L), t;
}
function Zr(e, t) {
  let n = e.buckets.get(t);
  return n || ((n = new WeakMap()), e.buckets.set(t, n)), n;
}
var Qr,
  $r = [],
  ei = {
    alloc(e, t, n) {
      const r = Qr;
      if (!r) return n;
      Qr = void 0;
      const i = { value: n, issues: null };
      return r.set(t.value, i), $r.push(i), n;
    },
    guard(e) {
      var t;
      (t = e._zod).deferred ?? (t.deferred = []),
        e._zod.deferred.push(() => {
          const t = e._zod.parse,
            n = (e, n) => {
              if (n.direction !== `backward` && ni(n, e.value)) throw new Hr();
              return t(e, n);
            };
          (e._zod.parse = n), e._zod.run === t && (e._zod.run = n);
        });
    },
    attach(e) {
      var t;
      let n,
        r = !1,
        i,
        a;
      (t = e._zod).deferred ?? (t.deferred = []),
        e._zod.deferred.push(() => {
          const t = e._zod.parse,
            o = (s, c) => {
              if (n === void 0) {
                const i = Yr(e, new Set(), !1);
                if (i === I) return (e._zod.parse = t), e._zod.run === o && (e._zod.run = t), t(s, c);
                i === L || r ? (n = !0) : (r = !0);
              }
              const l = s.value;
              if (!Gr(l)) return t(s, c);
              let u = c[Ur];
              u || ((u = { buckets: new WeakMap(), backEdges: void 0 }), (c[Ur] = u));
              let d;
              i === c ? (d = a) : ((d = Zr(u, e)), (i = c), (a = d));
              const f = d.get(l);
              if (f)
                return (
                  (s.value = f.value),
                  f.issues
                    ? f.issues.length && s.issues.push(...Kr(f.issues))
                    : ((s.memo = !0), u.backEdges ?? (u.backEdges = new WeakSet()), u.backEdges.add(f.value)),
                  s
                );
              Qr = d;
              const p = $r.length,
                m = t(s, c);
              Qr = void 0;
              const h = $r.length > p ? $r.pop() : void 0;
              return m instanceof Promise
                ? m.then((e) => (h && (h.issues = e.issues.length ? Kr(e.issues) : Wr), e))
                : (h && (h.issues = m.issues.length ? Kr(m.issues) : Wr), m);
            };
          (e._zod.parse = o), e._zod.run === t && (e._zod.run = o);
        });
    },
  };
function ti() {
  return ei;
}
function ni(e, t) {
  const n = e[Ur]?.backEdges;
  return n !== void 0 && Gr(t) && n.has(t);
}
var ri = () => {
  const e = {
    string: { unit: `characters`, verb: `to have` },
    file: { unit: `bytes`, verb: `to have` },
    array: { unit: `items`, verb: `to have` },
    set: { unit: `items`, verb: `to have` },
    map: { unit: `entries`, verb: `to have` },
  };
  function n(t) {
    return e[t] ?? null;
  }
  const r = {
      regex: `input`,
      email: `email address`,
      url: `URL`,
      emoji: `emoji`,
      uuid: `UUID`,
      uuidv4: `UUIDv4`,
      uuidv6: `UUIDv6`,
      nanoid: `nanoid`,
      guid: `GUID`,
      cuid: `cuid`,
      cuid2: `cuid2`,
      ulid: `ULID`,
      xid: `XID`,
      ksuid: `KSUID`,
      datetime: `ISO datetime`,
      date: `ISO date`,
      time: `ISO time`,
      duration: `ISO duration`,
      ipv4: `IPv4 address`,
      ipv6: `IPv6 address`,
      mac: `MAC address`,
      cidrv4: `IPv4 range`,
      cidrv6: `IPv6 range`,
      base64: `base64-encoded string`,
      base64url: `base64url-encoded string`,
      json_string: `JSON string`,
      e164: `E.164 number`,
      currency_code: `currency code`,
      credit_card: `credit card number`,
      iban: `IBAN`,
      jwt: `JWT`,
      template_literal: `input`,
    },
    i = { nan: `NaN` };
  function a(e, t) {
    return e === `number` && typeof t == `number` && !Number.isFinite(t) ? String(t) : (i[e] ?? e);
  }
  return (e) => {
    switch (e.code) {
      case `invalid_type`:
        return `Invalid input: expected ${a(e.expected)}, received ${a(De(e.input), e.input)}`;
      case `invalid_value`:
        return e.values.length === 1
          ? `Invalid input: expected ${ce(e.values[0])}`
          : `Invalid option: expected one of ${t(e.values, `|`)}`;
      case `too_big`: {
        const t = e.exact ? `exactly ` : e.inclusive ? `<=` : `<`,
          r = n(e.origin);
        return r
          ? `Too big: expected ${e.origin ?? `value`} to have ${t}${e.maximum.toString()} ${r.unit ?? `elements`}`
          : `Too big: expected ${e.origin ?? `value`} to be ${t}${e.maximum.toString()}`;
      }
      case `too_small`: {
        const t = e.exact ? `exactly ` : e.inclusive ? `>=` : `>`,
          r = n(e.origin);
        return r
          ? `Too small: expected ${e.origin} to have ${t}${e.minimum.toString()} ${r.unit}`
          : `Too small: expected ${e.origin} to be ${t}${e.minimum.toString()}`;
      }
      case `invalid_format`: {
        const t = e;
        return t.format === `starts_with`
          ? `Invalid string: must start with "${t.prefix}"`
          : t.format === `ends_with`
            ? `Invalid string: must end with "${t.suffix}"`
            : t.format === `includes`
              ? `Invalid string: must include "${t.includes}"`
              : t.format === `regex`
                ? `Invalid string: must match pattern ${t.pattern}`
                : `Invalid ${r[t.format] ?? e.format}`;
      }
      case `not_multiple_of`:
        return `Invalid number: must be a multiple of ${e.divisor}`;
      case `unrecognized_keys`:
        return `Unrecognized key${e.keys.length > 1 ? `s` : ``}: ${t(e.keys, `, `)}`;
      case `invalid_key`:
        return `Invalid key in ${e.origin}`;
      case `invalid_union`:
        return e.options && Array.isArray(e.options) && e.options.length > 0
          ? `Invalid discriminator value. Expected ${e.options.map((e) => `'${e}'`).join(` | `)}`
          : e.inclusive === !1
            ? `Invalid input: more than one option matched`
            : `Invalid input`;
      case `invalid_element`:
        return `Invalid value in ${e.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function ii() {
  return { localeError: ri() };
}
var ai,
  oi = class {
    constructor() {
      (this._map = new WeakMap()), (this._idmap = new Map());
    }
    add(e, ...t) {
      const n = t[0];
      return this._map.set(e, n), n && typeof n == `object` && `id` in n && this._idmap.set(n.id, e), this;
    }
    clear() {
      return (this._map = new WeakMap()), (this._idmap = new Map()), this;
    }
    remove(e) {
      const t = this._map.get(e);
      return t && typeof t == `object` && `id` in t && this._idmap.delete(t.id), this._map.delete(e), this;
    }
    get(e) {
      const t = e._zod.parent;
      if (t) {
        const n = { ...(this.get(t) ?? {}) };
        delete n.id;
        const r = { ...n, ...this._map.get(e) };
        return Object.keys(r).length ? r : void 0;
      }
      return this._map.get(e);
    }
    has(e) {
      return this._map.has(e);
    }
  };
function si() {
  return new oi();
}
(ai = globalThis).__zod_globalRegistry ?? (ai.__zod_globalRegistry = si());
var R = globalThis.__zod_globalRegistry;
function ci(e) {
  return (e.checks &&= [...e.checks]), e;
}
function li(e, t) {
  return new e(ci({ type: `string`, ...v(t) }));
}
function ui(e, t) {
  return new e({ type: `string`, format: `email`, check: `string_format`, abort: !1, ...v(t) });
}
function di(e, t) {
  return new e({ type: `string`, format: `guid`, check: `string_format`, abort: !1, ...v(t) });
}
function fi(e, t) {
  return new e({ type: `string`, format: `uuid`, check: `string_format`, abort: !1, ...v(t) });
}
function pi(e, t) {
  return new e({ type: `string`, format: `uuid`, check: `string_format`, abort: !1, version: `v4`, ...v(t) });
}
function mi(e, t) {
  return new e({ type: `string`, format: `uuid`, check: `string_format`, abort: !1, version: `v6`, ...v(t) });
}
function hi(e, t) {
  return new e({ type: `string`, format: `uuid`, check: `string_format`, abort: !1, version: `v7`, ...v(t) });
}
function gi(e, t) {
  return new e({ type: `string`, format: `url`, check: `string_format`, abort: !1, ...v(t) });
}
function _i(e, t) {
  return new e({ type: `string`, format: `emoji`, check: `string_format`, abort: !1, ...v(t) });
}
function vi(e, t) {
  return new e({ type: `string`, format: `nanoid`, check: `string_format`, abort: !1, ...v(t) });
}
function yi(e, t) {
  return new e({ type: `string`, format: `cuid`, check: `string_format`, abort: !1, ...v(t) });
}
function bi(e, t) {
  return new e({ type: `string`, format: `cuid2`, check: `string_format`, abort: !1, ...v(t) });
}
function xi(e, t) {
  return new e({ type: `string`, format: `ulid`, check: `string_format`, abort: !1, ...v(t) });
}
function Si(e, t) {
  return new e({ type: `string`, format: `xid`, check: `string_format`, abort: !1, ...v(t) });
}
function Ci(e, t) {
  return new e({ type: `string`, format: `ksuid`, check: `string_format`, abort: !1, ...v(t) });
}
function wi(e, t) {
  return new e({ type: `string`, format: `ipv4`, check: `string_format`, abort: !1, ...v(t) });
}
function Ti(e, t) {
  return new e({ type: `string`, format: `ipv6`, check: `string_format`, abort: !1, ...v(t) });
}
function Ei(e, t) {
  return new e({ type: `string`, format: `cidrv4`, check: `string_format`, abort: !1, ...v(t) });
}
function Di(e, t) {
  return new e({ type: `string`, format: `cidrv6`, check: `string_format`, abort: !1, ...v(t) });
}
function Oi(e, t) {
  return new e({ type: `string`, format: `base64`, check: `string_format`, abort: !1, ...v(t) });
}
function ki(e, t) {
  return new e({ type: `string`, format: `base64url`, check: `string_format`, abort: !1, ...v(t) });
}
function Ai(e, t) {
  return new e({ type: `string`, format: `e164`, check: `string_format`, abort: !1, ...v(t) });
}
function ji(e, t) {
  return new e({ type: `string`, format: `jwt`, check: `string_format`, abort: !1, ...v(t) });
}
function Mi(e, t) {
  return new e({
    type: `string`,
    format: `datetime`,
    check: `string_format`,
    offset: !1,
    local: !1,
    precision: null,
    ...v(t),
  });
}
function Ni(e, t) {
  return new e({ type: `string`, format: `date`, check: `string_format`, ...v(t) });
}
function Pi(e, t) {
  return new e({ type: `string`, format: `time`, check: `string_format`, precision: null, ...v(t) });
}
function Fi(e, t) {
  return new e({ type: `string`, format: `duration`, check: `string_format`, ...v(t) });
}
function Ii(e, t) {
  return new e(ci({ type: `number`, checks: [], ...v(t) }));
}
function Li(e, t) {
  return new e(ci({ type: `number`, coerce: !0, checks: [], ...v(t) }));
}
function Ri(e, t) {
  return new e({ type: `number`, check: `number_format`, abort: !1, format: `safeint`, ...v(t) });
}
function zi(e, t) {
  return new e({ type: `boolean`, ...v(t) });
}
function Bi(e) {
  return new e({ type: `unknown` });
}
function Vi(e, t) {
  return new e({ type: `never`, ...v(t) });
}
function Hi(e, t) {
  return new Qt({ check: `less_than`, ...v(t), value: e, inclusive: !1 });
}
function Ui(e, t) {
  return new Qt({ check: `less_than`, ...v(t), value: e, inclusive: !0 });
}
function Wi(e, t) {
  return new $t({ check: `greater_than`, ...v(t), value: e, inclusive: !1 });
}
function Gi(e, t) {
  return new $t({ check: `greater_than`, ...v(t), value: e, inclusive: !0 });
}
function Ki(e, t) {
  return new en({ check: `multiple_of`, ...v(t), value: e });
}
function qi(e, t) {
  return new nn({ check: `max_length`, ...v(t), maximum: e });
}
function Ji(e, t) {
  return new rn({ check: `min_length`, ...v(t), minimum: e });
}
function Yi(e, t) {
  return new an({ check: `length_equals`, ...v(t), length: e });
}
function Xi(e, t) {
  return new sn({ check: `string_format`, format: `regex`, ...v(t), pattern: e });
}
function Zi(e) {
  return new cn({ check: `string_format`, format: `lowercase`, ...v(e) });
}
function Qi(e) {
  return new ln({ check: `string_format`, format: `uppercase`, ...v(e) });
}
function $i(e, t) {
  return new un({ check: `string_format`, format: `includes`, ...v(t), includes: e });
}
function ea(e, t) {
  return new dn({ check: `string_format`, format: `starts_with`, ...v(t), prefix: e });
}
function ta(e, t) {
  return new fn({ check: `string_format`, format: `ends_with`, ...v(t), suffix: e });
}
function z(e) {
  return new pn({ check: `overwrite`, tx: e });
}
function na(e) {
  return z((t) => t.normalize(e));
}
function ra() {
  return z((e) => e.trim());
}
function ia() {
  return z((e) => e.toLowerCase());
}
function aa() {
  return z((e) => e.toUpperCase());
}
function oa() {
  return z((e) => te(e));
}
function sa(e, t, n) {
  return new e({ type: `array`, element: t, ...v(n) });
}
function ca(e, t, n) {
  return new e({ type: `custom`, check: `custom`, fn: t, ...v(n) });
}
function la(e, t) {
  const n = ua(
    (t) => (
      (t.addIssue = (e) => {
        if (typeof e == `string`) t.issues.push(C(e, t.value, n._zod.def));
        else {
          const r = e;
          r.fatal && (r.continue = !1),
            (r.code ??= `custom`),
            `input` in r || (r.input = t.value),
            (r.inst ??= n),
            (r.continue ??= !n._zod.def.abort),
            t.issues.push(C(r));
        }
      }),
      e(t.value, t)
    ),
    t,
  );
  return n;
}
function ua(e, t) {
  const n = new j({ check: `custom`, ...v(t) });
  return (n._zod.check = e), n;
}
function B(e, ...t) {
  for (const n of t)
    for (const t of Reflect.ownKeys(n)) Object.prototype.propertyIsEnumerable.call(n, t) && c(e, t, n[t]);
  return e;
}
function da(e) {
  let t = e?.target ?? `draft-2020-12`;
  return (
    t === `draft-4` && (t = `draft-04`),
    t === `draft-7` && (t = `draft-07`),
    {
      processors: e.processors ?? {},
      metadataRegistry: e?.metadata ?? R,
      target: t,
      unrepresentable: e?.unrepresentable ?? `throw`,
      override: e?.override ?? (() => {}),
      io: e?.io ?? `output`,
      counter: 0,
      seen: new Map(),
      sharedDefsExtractedFor: void 0,
      sharedEmitDoneFor: void 0,
      cycles: e?.cycles ?? `ref`,
      reused: e?.reused ?? `inline`,
      intersections: [],
      deferred: [],
      external: e?.external ?? void 0,
    }
  );
}
function V(e, t, n, r, i) {
  const a =
    typeof t.unrepresentable == `function`
      ? t.unrepresentable({ zodSchema: e, path: r.path, message: i })
      : t.unrepresentable;
  if (a === `any`) return !1;
  if (a === void 0 || a === `throw`) throw Error(i);
  return Object.assign(n, a), !0;
}
function H(e, t, n = { path: [], schemaPath: [] }) {
  var r;
  const i = e._zod.def,
    a = t.seen.get(e);
  if (a) return a.count++, n.schemaPath.includes(e) && (a.cycle = n.path), a.schema;
  const o = { schema: {}, count: 1, cycle: void 0, path: n.path };
  t.seen.set(e, o), (t.sharedDefsExtractedFor = void 0), (t.sharedEmitDoneFor = void 0);
  const s = e._zod.toJSONSchema?.();
  if (s) o.schema = s;
  else {
    const r = { ...n, schemaPath: [...n.schemaPath, e], path: n.path };
    if (e._zod.processJSONSchema) e._zod.processJSONSchema(t, o.schema, r);
    else {
      const n = o.schema,
        a = t.processors[i.type];
      if (!a) throw Error(`[toJSONSchema]: Non-representable type encountered: ${i.type}`);
      a(e, t, n, r);
    }
    const a = e._zod.parent;
    a && ((o.ref ||= a), H(a, t, r), (t.seen.get(a).isParent = !0));
  }
  const c = t.metadataRegistry.get(e);
  return (
    c && B(o.schema, c),
    t.io === `input` && U(e) && (delete o.schema.examples, delete o.schema.default),
    t.io === `input` && `_prefault` in o.schema && ((r = o.schema).default ?? (r.default = o.schema._prefault)),
    delete o.schema._prefault,
    t.seen.get(e).schema
  );
}
function fa(e) {
  return e.replace(/~/g, `~0`).replace(/\//g, `~1`);
}
function pa(e, t) {
  const n = e.seen.get(t);
  if (!n) throw Error(`Unprocessed schema. This is a bug in Zod.`);
  if (e.external && e.sharedDefsExtractedFor === e.external) return;
  const r = new Map();
  for (const t of e.seen.entries()) {
    const n = e.metadataRegistry.get(t[0])?.id;
    if (n) {
      const e = r.get(n);
      if (e && e !== t[0])
        throw Error(
          `Duplicate schema id "${n}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`,
        );
      r.set(n, t[0]);
    }
  }
  const i = (t) => {
      const r = e.target === `draft-2020-12` ? `$defs` : `definitions`;
      if (e.external) {
        const n = e.external.registry.get(t[0])?.id,
          i = e.external.uri ?? ((e) => e);
        if (n) return { ref: i(n) };
        const a = t[1].defId ?? t[1].schema.id ?? `schema${e.counter++}`;
        return (t[1].defId = a), { defId: a, ref: `${i(`__shared`)}#/${r}/${fa(a)}` };
      }
      const i = `#/${r}/`;
      if (t[1] === n && !t[1].schema.id) return { ref: `#` };
      const a = t[1].schema.id ?? `__schema${e.counter++}`;
      return { defId: a, ref: i + fa(a) };
    },
    a = (e) => {
      if (e[1].schema.$ref) return;
      const t = e[1],
        { ref: n, defId: r } = i(e);
      (t.def = { ...t.schema }), r && (t.defId = r);
      const a = t.schema;
      for (const e in a) delete a[e];
      a.$ref = n;
    };
  if (e.cycles === `throw`)
    for (const t of e.seen.entries()) {
      const e = t[1];
      if (e.cycle)
        throw Error(`Cycle detected: #/${e.cycle?.join(`/`)}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
    }
  for (const n of e.seen.entries()) {
    const r = n[1];
    if (t === n[0]) a(n);
    else {
      if (e.external) {
        const r = e.external.registry.get(n[0])?.id;
        if (t !== n[0] && r) {
          a(n);
          continue;
        }
      }
      (e.metadataRegistry.get(n[0])?.id || r.cycle || (r.count > 1 && e.reused === `ref`)) && a(n);
    }
  }
  e.external && (e.sharedDefsExtractedFor = e.external);
}
function ma(e) {
  const t = e.anyOf;
  if (!Array.isArray(t) || t.length === 0 || e.type !== void 0) return;
  const n = [];
  for (const e of t) {
    if (!e || typeof e != `object`) return;
    ma(e);
    const t = Object.keys(e);
    if (t.length !== 1 || t[0] !== `type`) return;
    const r = e.type;
    for (const e of Array.isArray(r) ? r : [r]) {
      if (typeof e != `string`) return;
      n.includes(e) || n.push(e);
    }
  }
  delete e.anyOf, (e.type = n.length === 1 ? n[0] : n);
}
var ha = new Set([`type`, `properties`, `required`, `additionalProperties`]),
  ga = [`oneOf`, `anyOf`];
function _a(e) {
  const t = e.additionalProperties;
  return t === void 0 || t === !1 || typeof t != `object` || !t ? null : Object.keys(t).length ? t : null;
}
function va(e) {
  const t = [];
  for (const n of e) {
    if (typeof n != `object` || n.type !== `object`) return null;
    for (const e in n) if (!ha.has(e)) return null;
    t.push(n);
  }
  const n = {},
    r = new Set();
  for (const e of t) {
    for (const r in e.properties) {
      if (Object.hasOwn(n, r)) continue;
      const e = [];
      for (const n of t) {
        const t = n.properties?.[r] ?? _a(n);
        t != null && (e.some((e) => JSON.stringify(e) === JSON.stringify(t)) || e.push(t));
      }
      c(n, r, e.length === 1 ? e[0] : (va(e) ?? { allOf: e }));
    }
    for (const t of e.required ?? []) r.add(t);
  }
  const i = { type: `object`, properties: n };
  if ((r.size && (i.required = [...r]), t.every((e) => e.additionalProperties === !1))) i.additionalProperties = !1;
  else {
    const e = [];
    for (const n of t) {
      const t = _a(n);
      t && !e.some((e) => JSON.stringify(e) === JSON.stringify(t)) && e.push(t);
    }
    e.length === 1 ? (i.additionalProperties = e[0]) : e.length > 1 && (i.additionalProperties = { allOf: e });
  }
  return i;
}
function ya(e) {
  const t = e.allOf;
  if (!Array.isArray(t) || t.length < 2) return;
  for (const t of ha) if (t in e) return;
  let n = t.filter((e) => ga.some((t) => Array.isArray(e[t]))),
    r = null;
  if (!n.length) r = va(t);
  else {
    const e = n[0],
      i = ga.find((t) => Array.isArray(e[t]));
    if (Object.keys(e).length !== 1) return;
    const a = t.filter((t) => t !== e),
      o = e[i].map((e) => va([...a, e]));
    if (o.some((e) => !e)) return;
    r = { [i]: o };
  }
  r && (delete e.allOf, B(e, r));
}
function ba(e, t) {
  const n = e.seen.get(t);
  if (!n) throw Error(`Unprocessed schema. This is a bug in Zod.`);
  const r = (t) => {
    const n = e.seen.get(t);
    if (n.ref === null) return;
    const i = n.def ?? n.schema,
      a = { ...i },
      o = n.ref;
    if (((n.ref = null), o)) {
      r(o);
      const n = e.seen.get(o),
        s = n.schema;
      if (
        (s.$ref && (e.target === `draft-07` || e.target === `draft-04` || e.target === `openapi-3.0`)
          ? ((i.allOf = i.allOf ?? []), i.allOf.push(s))
          : B(i, s),
        B(i, a),
        t._zod.parent === o)
      )
        for (const e in i) e !== `$ref` && e !== `allOf` && (e in a || delete i[e]);
      if (s.$ref && n.def)
        for (const e in i)
          e !== `$ref` &&
            e !== `allOf` &&
            e in n.def &&
            JSON.stringify(i[e]) === JSON.stringify(n.def[e]) &&
            delete i[e];
    }
    const s = t._zod.parent;
    if (s && s !== o) {
      r(s);
      const t = e.seen.get(s);
      if (t?.schema.$ref && ((i.$ref = t.schema.$ref), t.def))
        for (const e in i)
          e !== `$ref` &&
            e !== `allOf` &&
            e in t.def &&
            JSON.stringify(i[e]) === JSON.stringify(t.def[e]) &&
            delete i[e];
    }
    e.override({ zodSchema: t, jsonSchema: i, path: n.path ?? [] });
  };
  if (!e.external || e.sharedEmitDoneFor !== e.external) {
    for (const t of [...e.seen.entries()].reverse()) r(t[0]);
    if (e.target !== `openapi-3.0`) for (const t of e.seen.entries()) ma(t[1].def ?? t[1].schema);
    for (const t of e.deferred) t();
    if (e.intersections.length) {
      const t = new Map();
      for (const n of e.seen.values())
        for (const e of [n.schema, n.def]) {
          const n = e?.allOf;
          if (!Array.isArray(n)) continue;
          const r = t.get(n);
          r ? r.push(e) : t.set(n, [e]);
        }
      for (const n of e.intersections) for (const e of t.get(n) ?? []) ya(e);
    }
  }
  const i = {};
  if (
    (e.target === `draft-2020-12`
      ? (i.$schema = `https://json-schema.org/draft/2020-12/schema`)
      : e.target === `draft-07`
        ? (i.$schema = `http://json-schema.org/draft-07/schema#`)
        : e.target === `draft-04`
          ? (i.$schema = `http://json-schema.org/draft-04/schema#`)
          : e.target,
    e.external?.uri)
  ) {
    const n = e.external.registry.get(t)?.id;
    if (!n) throw Error('Schema is missing an `id` property');
    i.$id = e.external.uri(n);
  }
  B(i, n.defId ? n.schema : (n.def ?? n.schema));
  const a = e.metadataRegistry.get(t)?.id;
  a !== void 0 && i.id === a && delete i.id;
  const o = e.external?.defs ?? {};
  if (!e.external || e.sharedEmitDoneFor !== e.external)
    for (const t of e.seen.entries()) {
      const e = t[1];
      e.def && e.defId && (e.def.id === e.defId && delete e.def.id, c(o, e.defId, e.def));
    }
  e.external && (e.sharedEmitDoneFor = e.external),
    e.external || (Object.keys(o).length > 0 && (e.target === `draft-2020-12` ? (i.$defs = o) : (i.definitions = o)));
  try {
    const n = JSON.parse(JSON.stringify(i));
    return (
      Object.defineProperty(n, '~standard', {
        value: {
          ...t[`~standard`],
          jsonSchema: { input: Sa(t, `input`, e.processors), output: Sa(t, `output`, e.processors) },
        },
        enumerable: !1,
        writable: !1,
      }),
      n
    );
  } catch {
    throw Error(`Error converting schema to JSON.`);
  }
}
function U(e, t) {
  const n = t ?? { seen: new Set() };
  if (n.seen.has(e)) return !1;
  n.seen.add(e);
  const r = e._zod.def;
  if (r.type === `transform`) return !0;
  if (r.type === `array`) return U(r.element, n);
  if (r.type === `set`) return U(r.valueType, n);
  if (r.type === `lazy`) return U(r.getter(), n);
  if (
    r.type === `promise` ||
    r.type === `optional` ||
    r.type === `nonoptional` ||
    r.type === `nullable` ||
    r.type === `readonly` ||
    r.type === 'default' ||
    r.type === `prefault` ||
    r.type === `catch`
  )
    return U(r.innerType, n);
  if (r.type === `intersection`) return U(r.left, n) || U(r.right, n);
  if (r.type === `record` || r.type === `map`) return U(r.keyType, n) || U(r.valueType, n);
  if (r.type === `pipe`) return e._zod.traits.has(`$ZodCodec`) ? !0 : U(r.in, n) || U(r.out, n);
  if (r.type === `object`) {
    for (const e in r.shape) if (U(r.shape[e], n)) return !0;
    return !1;
  }
  if (r.type === `union`) {
    for (const e of r.options) if (U(e, n)) return !0;
    return !1;
  }
  if (r.type === `tuple`) {
    for (const e of r.items) if (U(e, n)) return !0;
    return !!(r.rest && U(r.rest, n));
  }
  return !1;
}
var xa =
    (e, t = {}) =>
    (n) => {
      const r = da({ ...n, processors: t });
      return H(e, r), pa(r, e), ba(r, e);
    },
  Sa =
    (e, t, n = {}) =>
    (r) => {
      const { libraryOptions: i, target: a } = r ?? {},
        o = da({ ...(i ?? {}), target: a, io: t, processors: n });
      return H(e, o), pa(o, e), ba(o, e);
    },
  W = (e, t, n) => {
    (e[t] === void 0 || n > e[t]) && (e[t] = n);
  },
  G = (e, t, n) => {
    (e[t] === void 0 || n < e[t]) && (e[t] = n);
  },
  Ca = (e, t) => {
    W(e, `minimum`, t), G(e, `maximum`, t);
  },
  wa = (e, t) => {
    (e.multipleOf ??= []), e.multipleOf.includes(t) || e.multipleOf.push(t);
  },
  Ta = (e, t) => {
    (e.patterns ??= new Set()), e.patterns.add(t);
  },
  Ea = (e, t) => {
    e.mime = e.mime ? e.mime.filter((e) => t.includes(e)) : [...t];
  },
  Da = (e, t) => {
    (e.format = t), t.includes(`int`) && (e.isInt = !0);
  },
  Oa = (e, t) => W(e, `minimum`, t.minimum),
  ka = (e, t) => G(e, `maximum`, t.maximum),
  Aa = (e) => (t, n) => {
    Da(t, n.format);
    const [r, i] = e[n.format];
    W(t, `minimum`, r), G(t, `maximum`, i);
  },
  ja = {
    greater_than: (e, t) => W(e, t.inclusive ? `minimum` : `exclusiveMinimum`, t.value),
    less_than: (e, t) => G(e, t.inclusive ? `maximum` : `exclusiveMaximum`, t.value),
    multiple_of: (e, t) => wa(e, t.value),
    number_format: Aa(ue),
    bigint_format: Aa(de),
    min_length: Oa,
    max_length: ka,
    length_equals: (e, t) => Ca(e, t.length),
    min_size: Oa,
    max_size: ka,
    size_equals: (e, t) => Ca(e, t.size),
    string_format: (e, t) => {
      Da(e, t.format),
        t.pattern && Ta(e, t.pattern),
        (t.format === `base64` || t.format === `base64url`) && (e.contentEncoding = t.format),
        (t.local || t.precision === -1) && (e.laxFormat = !0);
    },
    mime_type: (e, t) => Ea(e, t.mime),
  };
function K(e) {
  const t = {},
    n = e._zod.def,
    r = e._zod.traits.has(`$ZodCheck`) ? [e, ...(n.checks ?? [])] : (n.checks ?? []);
  for (const e of r) ja[e._zod.def.check]?.(t, e._zod.def);
  const i = e._zod.bag;
  i.minimum !== void 0 && W(t, `minimum`, i.minimum),
    i.exclusiveMinimum !== void 0 && W(t, `exclusiveMinimum`, i.exclusiveMinimum),
    i.maximum !== void 0 && G(t, `maximum`, i.maximum),
    i.exclusiveMaximum !== void 0 && G(t, `exclusiveMaximum`, i.exclusiveMaximum),
    i.multipleOf !== void 0 && wa(t, i.multipleOf),
    i.format !== void 0 && ((t.format ??= i.format), i.format.includes(`int`) && (t.isInt = !0)),
    i.mime && Ea(t, i.mime);
  for (const e of i.patterns ?? []) Ta(t, e);
  return t;
}
var Ma = { guid: `uuid`, url: `uri`, datetime: `date-time`, json_string: `json-string`, regex: `` },
  Na = new Map([
    [Xn, Ft],
    [Qn, It],
  ]),
  Pa = (e) => Na.get(e) ?? e,
  Fa = (e, t, n, r) => {
    const i = n;
    i.type = `string`;
    const { minimum: a, maximum: o, format: s, patterns: c, contentEncoding: l, laxFormat: u } = K(e);
    if (
      (typeof a == `number` && (i.minLength = a),
      typeof o == `number` && (i.maxLength = o),
      s && ((i.format = Ma[s] ?? s), i.format === `` && delete i.format, (s === `time` || u) && delete i.format),
      l && (i.contentEncoding = l),
      c && c.size > 0)
    ) {
      const e = [...c].map(Pa);
      e.length === 1
        ? (i.pattern = e[0].source)
        : e.length > 1 &&
          (i.allOf = [
            ...e.map((e) => ({
              ...(t.target === `draft-07` || t.target === `draft-04` || t.target === `openapi-3.0`
                ? { type: `string` }
                : {}),
              pattern: e.source,
            })),
          ]);
    }
  },
  Ia = (e, t, n, r) => {
    const i = n,
      { minimum: a, maximum: o, multipleOf: s, exclusiveMaximum: c, exclusiveMinimum: l, isInt: u } = K(e);
    i.type = u ? `integer` : `number`;
    const d = typeof l == `number` && l >= (a ?? -1 / 0),
      f = typeof c == `number` && c <= (o ?? 1 / 0),
      p = t.target === `draft-04` || t.target === `openapi-3.0`;
    if (
      (d
        ? p
          ? ((i.minimum = l), (i.exclusiveMinimum = !0))
          : (i.exclusiveMinimum = l)
        : typeof a == `number` && (i.minimum = a),
      f
        ? p
          ? ((i.maximum = c), (i.exclusiveMaximum = !0))
          : (i.exclusiveMaximum = c)
        : typeof o == `number` && (i.maximum = o),
      s)
    ) {
      const n = new Set();
      for (const a of s)
        Number.isFinite(a) && a !== 0
          ? n.add(Math.abs(a))
          : V(e, t, i, r, `A multipleOf divisor of ${a} cannot be represented in JSON Schema`);
      const [a, ...o] = n;
      a !== void 0 && (i.multipleOf = a),
        o.length && (i.allOf = [...(i.allOf ?? []), ...o.map((e) => ({ multipleOf: e }))]);
    }
  },
  La = (e, t, n, r) => {
    n.type = `boolean`;
  },
  Ra = (e, t, n, r) => {
    n.not = {};
  },
  za = (t, n, r, i) => {
    const a = t._zod.def,
      o = e(a.entries);
    o.length === 0
      ? (r.not = {})
      : (o.every((e) => typeof e == `number`) && (r.type = `number`),
        o.every((e) => typeof e == `string`) && (r.type = `string`),
        (r.enum = o));
  },
  Ba = (e, t, n, r) => {
    V(e, t, n, r, `Custom types cannot be represented in JSON Schema`);
  },
  Va = (e, t, n, r) => {
    V(e, t, n, r, `Transforms cannot be represented in JSON Schema`);
  },
  Ha = (e, t, n, r) => {
    const i = n,
      a = e._zod.def,
      { minimum: o, maximum: s } = K(e);
    typeof o == `number` && (i.minItems = o),
      typeof s == `number` && (i.maxItems = s),
      (i.type = `array`),
      (i.items = H(a.element, t, { ...r, path: [...r.path, `items`] }));
  };
function Ua(e) {
  const t = e._zod.def;
  return t.type === `pipe` && t.in._zod.traits.has(`$ZodTransform`)
    ? Ua(t.out)
    : t.type === `catch`
      ? Ua(t.innerType)
      : e._zod.optin;
}
var Wa = (e, t, n, r) => {
    const i = n,
      a = e._zod.def,
      o = a.shape;
    if (Object.getOwnPropertySymbols(o).length && V(e, t, i, r, `Symbol keys cannot be represented in JSON Schema`))
      return;
    (i.type = `object`), (i.properties = {});
    for (const e in o) c(i.properties, e, H(o[e], t, { ...r, path: [...r.path, `properties`, e] }));
    const s = [];
    for (const e of Object.keys(o)) {
      const n = a.shape[e];
      (t.io === `input` ? Ua(n) === void 0 : n._zod.optout === void 0) && s.push(e);
    }
    s.length > 0 && (i.required = s),
      a.catchall?._zod.def.type === `never`
        ? (i.additionalProperties = !1)
        : a.catchall
          ? a.catchall &&
            (i.additionalProperties = H(a.catchall, t, { ...r, path: [...r.path, `additionalProperties`] }))
          : t.io === `output` && (i.additionalProperties = !1);
  },
  Ga = (e, t, n, r) => {
    const i = e._zod.def,
      a = i.inclusive === !1,
      o = i.options.map((e, n) => H(e, t, { ...r, path: [...r.path, a ? `oneOf` : `anyOf`, n] }));
    a ? (n.oneOf = o) : (n.anyOf = o);
  },
  Ka = (e, t, n, r) => {
    const i = e._zod.def,
      a = H(i.left, t, { ...r, path: [...r.path, `allOf`, 0] }),
      o = H(i.right, t, { ...r, path: [...r.path, `allOf`, 1] }),
      s = (e) => `allOf` in e && Object.keys(e).length === 1,
      c = [...(s(a) ? a.allOf : [a]), ...(s(o) ? o.allOf : [o])];
    (n.allOf = c), t.intersections.push(c);
  },
  qa = (e, t, n, r) => {
    const i = e._zod.def,
      a = H(i.innerType, t, r),
      o = t.seen.get(e);
    t.target === `openapi-3.0` ? ((o.ref = i.innerType), (n.nullable = !0)) : (n.anyOf = [a, { type: `null` }]);
  },
  Ja = (e, t, n, r) => {
    const i = e._zod.def;
    H(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
  },
  Ya = Symbol();
function Xa(e, t, n, r, i) {
  let a = !1,
    o = JSON.stringify(e, (e, t) => (typeof t == `bigint` ? ((a = !0), null) : t));
  return a ? (V(t, n, r, i, `BigInt defaults cannot be represented in JSON Schema`), Ya) : JSON.parse(o);
}
var Za = (e, t, n, r) => {
    const i = e._zod.def;
    H(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
    const o = Xa(i.defaultValue, e, t, n, r);
    o !== Ya && (n.default = o);
  },
  Qa = (e, t, n, r) => {
    const i = e._zod.def;
    H(i.innerType, t, r);
    const a = t.seen.get(e);
    if (((a.ref = i.innerType), t.io !== `input`)) return;
    const o = Xa(i.defaultValue, e, t, n, r);
    o !== Ya && (n._prefault = o);
  },
  $a = (e, t, n, r) => {
    const i = e._zod.def;
    H(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
    let o;
    try {
      o = i.catchValue(void 0);
    } catch {
      V(e, t, n, r, `Dynamic catch values are not supported in JSON Schema`);
      return;
    }
    n.default = o;
  },
  eo = (e, t, n, r) => {
    const i = e._zod.def,
      a = i.in._zod.traits.has(`$ZodTransform`),
      o = t.io === `input` ? (a ? i.out : i.in) : i.out;
    H(o, t, r);
    const s = t.seen.get(e);
    s.ref = o;
  },
  to = (e, t, n, r) => {
    const i = e._zod.def;
    H(i.innerType, t, r);
    const a = t.seen.get(e);
    (a.ref = i.innerType), (n.readOnly = !0);
  },
  no = (e, t, n, r) => {
    const i = e._zod.def;
    H(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
  },
  ro = new WeakSet([Object.prototype, Error.prototype]);
function q(e, t, n) {
  Object.defineProperty(e, t, {
    configurable: !0,
    enumerable: !1,
    get() {
      const e = n(this);
      return Object.defineProperty(this, t, { value: e, configurable: !0, writable: !0 }), e;
    },
    set(e) {
      Object.defineProperty(this, t, { value: e, configurable: !0, writable: !0 });
    },
  });
}
var J = D(
    `ZodError`,
    (e, t) => {
      Ye.init(e, t), (e.name = `ZodError`);
      const r = Object.getPrototypeOf(e);
      ro.has(r) ||
        (ro.add(r),
        q(r, `format`, (e) => (t) => Qe(e, t)),
        q(r, `flatten`, (e) => (t) => Ze(e, t)),
        q(r, `addIssue`, (e) => (t) => {
          e.issues.push(t), (e.message = JSON.stringify(e.issues, n, 2));
        }),
        q(r, `addIssues`, (e) => (t) => {
          e.issues.push(...t), (e.message = JSON.stringify(e.issues, n, 2));
        }),
        Object.defineProperty(r, 'isEmpty', {
          configurable: !0,
          enumerable: !1,
          get() {
            return this.issues.length === 0;
          },
        }));
    },
    void 0,
    { Parent: Error },
  ),
  io = et(J),
  ao = tt(J),
  oo = nt(J),
  so = it(J),
  co = ut(J),
  lo = dt(J),
  uo = ft(J),
  fo = pt(J),
  po = mt(J),
  mo = ht(J),
  ho = gt(J),
  go = _t(J);
function _o() {
  k.localeError || A(ii());
}
function vo() {
  k.memoizer || A({ memoizer: ti() });
}
var Y = D(`ZodType`, (e, t) => (_o(), M.init(e, t), (e.def = t), (e.type = t.type), e), {
    check(...e) {
      const t = this.def;
      return this.clone(
        h(t, {
          checks: [
            ...(t.checks ?? []),
            ...e.map((e) =>
              typeof e == `function` ? { _zod: { check: e, def: { check: `custom` }, onattach: [] } } : e,
            ),
          ],
        }),
        { parent: !0 },
      );
    },
    with(...e) {
      return this.check(...e);
    },
    clone(e, t) {
      return _(this, e, t);
    },
    brand() {
      return this;
    },
    register(e, t) {
      return e.add(this, t), this;
    },
    refine(e, t) {
      return this.check(Ms(e, t));
    },
    superRefine(e, t) {
      return this.check(Ns(e, t));
    },
    overwrite(e) {
      return this.check(z(e));
    },
    optional() {
      return ps(this);
    },
    exactOptional() {
      return hs(this);
    },
    nullable() {
      return _s(this);
    },
    nullish() {
      return ps(_s(this));
    },
    nonoptional(e) {
      return Cs(this, e);
    },
    array() {
      return ns(this);
    },
    or(e) {
      return as([this, e]);
    },
    and(e) {
      return ss(this, e);
    },
    transform(e) {
      return Ds(this, ds(e));
    },
    default(e) {
      return ys(this, e);
    },
    prefault(e) {
      return xs(this, e);
    },
    catch(e) {
      return Ts(this, e);
    },
    pipe(e) {
      return Ds(this, e);
    },
    readonly() {
      return As(this);
    },
    describe(e) {
      const t = this.clone();
      return R.add(t, { description: e }), t;
    },
    meta(...e) {
      if (e.length === 0) return R.get(this);
      const t = this.clone();
      return R.add(t, e[0]), t;
    },
    isOptional() {
      return this.safeParse(void 0).success;
    },
    isNullable() {
      return this.safeParse(null).success;
    },
    apply(e, ...t) {
      return t.length === 0 ? e(this) : e(this, ...t);
    },
    get '~standard'() {
      return ke(this, `~standard`, {
        ...vn(this),
        jsonSchema: { input: Sa(this, `input`), output: Sa(this, `output`) },
      });
    },
    set '~standard'(e) {
      w(this, `~standard`, e);
    },
    parse: function e(t, n) {
      return io(this, t, n, { callee: e });
    },
    parseAsync: async function e(t, n) {
      return await ao(this, t, n, { callee: e });
    },
    safeParse(e, t) {
      return oo(this, e, t);
    },
    async safeParseAsync(e, t) {
      return so(this, e, t);
    },
    get spa() {
      return this?.safeParseAsync;
    },
    set spa(e) {
      w(this, `spa`, e);
    },
    validate(e, t) {
      return st(this, e, t);
    },
    validateAsync(e, t) {
      return lt(this, e, t);
    },
    encode: function e(t, n) {
      return co(this, t, n, { callee: e });
    },
    decode: function e(t, n) {
      return lo(this, t, n, { callee: e });
    },
    encodeAsync: async function e(t, n) {
      return await uo(this, t, n, { callee: e });
    },
    decodeAsync: async function e(t, n) {
      return await fo(this, t, n, { callee: e });
    },
    safeEncode(e, t) {
      return po(this, e, t);
    },
    safeDecode(e, t) {
      return mo(this, e, t);
    },
    async safeEncodeAsync(e, t) {
      return ho(this, e, t);
    },
    async safeDecodeAsync(e, t) {
      return go(this, e, t);
    },
    toJSONSchema(e) {
      return xa(this, {})(e);
    },
    get description() {
      return R.get(this)?.description;
    },
    get _def() {
      return this._zod.def;
    },
  }),
  yo = D(
    `_ZodString`,
    (e, t) => {
      yn.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Fa(e, t, n, r));
    },
    Ae(
      {
        format: (e) => K(e).format ?? null,
        minLength: (e) => K(e).minimum ?? null,
        maxLength: (e) => K(e).maximum ?? null,
      },
      {
        regex(...e) {
          return this.check(Xi(...e));
        },
        includes(...e) {
          return this.check($i(...e));
        },
        startsWith(...e) {
          return this.check(ea(...e));
        },
        endsWith(...e) {
          return this.check(ta(...e));
        },
        min(...e) {
          return this.check(Ji(...e));
        },
        max(...e) {
          return this.check(qi(...e));
        },
        length(...e) {
          return this.check(Yi(...e));
        },
        nonempty(...e) {
          return this.check(Ji(1, ...e));
        },
        lowercase(e) {
          return this.check(Zi(e));
        },
        uppercase(e) {
          return this.check(Qi(e));
        },
        trim() {
          return this.check(ra());
        },
        normalize(...e) {
          return this.check(na(...e));
        },
        toLowerCase() {
          return this.check(ia());
        },
        toUpperCase() {
          return this.check(aa());
        },
        slugify() {
          return this.check(oa());
        },
      },
    ),
  ),
  bo = D(
    `ZodString`,
    (e, t) => {
      yn.init(e, t), yo.init(e, t);
    },
    {
      email(e) {
        return this.check(ui(To, e));
      },
      url(e) {
        return this.check(gi(ko, e));
      },
      jwt(e) {
        return this.check(ji(Wo, e));
      },
      emoji(e) {
        return this.check(_i(Ao, e));
      },
      guid(e) {
        return this.check(di(Do, e));
      },
      uuid(e) {
        return this.check(fi(Oo, e));
      },
      uuidv4(e) {
        return this.check(pi(Oo, e));
      },
      uuidv6(e) {
        return this.check(mi(Oo, e));
      },
      uuidv7(e) {
        return this.check(hi(Oo, e));
      },
      nanoid(e) {
        return this.check(vi(jo, e));
      },
      cuid(e) {
        return this.check(yi(Mo, e));
      },
      cuid2(e) {
        return this.check(bi(No, e));
      },
      ulid(e) {
        return this.check(xi(Po, e));
      },
      base64(e) {
        return this.check(Oi(Vo, e));
      },
      base64url(e) {
        return this.check(ki(Ho, e));
      },
      xid(e) {
        return this.check(Si(Fo, e));
      },
      ksuid(e) {
        return this.check(Ci(Io, e));
      },
      ipv4(e) {
        return this.check(wi(Lo, e));
      },
      ipv6(e) {
        return this.check(Ti(Ro, e));
      },
      cidrv4(e) {
        return this.check(Ei(zo, e));
      },
      cidrv6(e) {
        return this.check(Di(Bo, e));
      },
      e164(e) {
        return this.check(Ai(Uo, e));
      },
      datetime(e) {
        return this.check(Mi(xo, e));
      },
      date(e) {
        return this.check(Ni(So, e));
      },
      time(e) {
        return this.check(Pi(Co, e));
      },
      duration(e) {
        return this.check(Fi(wo, e));
      },
    },
  );
function X(e) {
  return li(bo, e);
}
var Z = D(`ZodStringFormat`, (e, t) => {
    N.init(e, t), yo.init(e, t);
  }),
  xo = D(`ZodISODateTime`, (e, t) => {
    Rn.init(e, t), Z.init(e, t);
  }),
  So = D(`ZodISODate`, (e, t) => {
    zn.init(e, t), Z.init(e, t);
  }),
  Co = D(`ZodISOTime`, (e, t) => {
    Bn.init(e, t), Z.init(e, t);
  }),
  wo = D(`ZodISODuration`, (e, t) => {
    Vn.init(e, t), Z.init(e, t);
  }),
  To = D(`ZodEmail`, (e, t) => {
    Sn.init(e, t), Z.init(e, t);
  });
function Eo(e) {
  return ui(To, e);
}
var Do = D(`ZodGUID`, (e, t) => {
    bn.init(e, t), Z.init(e, t);
  }),
  Oo = D(`ZodUUID`, (e, t) => {
    xn.init(e, t), Z.init(e, t);
  }),
  ko = D(`ZodURL`, (e, t) => {
    An.init(e, t), Z.init(e, t);
  }),
  Ao = D(`ZodEmoji`, (e, t) => {
    jn.init(e, t), Z.init(e, t);
  }),
  jo = D(`ZodNanoID`, (e, t) => {
    Mn.init(e, t), Z.init(e, t);
  }),
  Mo = D(`ZodCUID`, (e, t) => {
    Nn.init(e, t), Z.init(e, t);
  }),
  No = D(`ZodCUID2`, (e, t) => {
    Pn.init(e, t), Z.init(e, t);
  }),
  Po = D(`ZodULID`, (e, t) => {
    Fn.init(e, t), Z.init(e, t);
  }),
  Fo = D(`ZodXID`, (e, t) => {
    In.init(e, t), Z.init(e, t);
  }),
  Io = D(`ZodKSUID`, (e, t) => {
    Ln.init(e, t), Z.init(e, t);
  }),
  Lo = D(`ZodIPv4`, (e, t) => {
    Hn.init(e, t), Z.init(e, t);
  }),
  Ro = D(`ZodIPv6`, (e, t) => {
    Gn.init(e, t), Z.init(e, t);
  }),
  zo = D(`ZodCIDRv4`, (e, t) => {
    Kn.init(e, t), Z.init(e, t);
  }),
  Bo = D(`ZodCIDRv6`, (e, t) => {
    Jn.init(e, t), Z.init(e, t);
  }),
  Vo = D(`ZodBase64`, (e, t) => {
    Zn.init(e, t), Z.init(e, t);
  }),
  Ho = D(`ZodBase64URL`, (e, t) => {
    er.init(e, t), Z.init(e, t);
  }),
  Uo = D(`ZodE164`, (e, t) => {
    tr.init(e, t), Z.init(e, t);
  }),
  Wo = D(`ZodJWT`, (e, t) => {
    rr.init(e, t), Z.init(e, t);
  }),
  Go = D(
    `ZodNumber`,
    (e, t) => {
      ir.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ia(e, t, n, r)), (e.isFinite = !0);
    },
    Ae(
      {
        minValue: (e) => {
          const { minimum: t, exclusiveMinimum: n } = K(e);
          return Math.max(t ?? -1 / 0, n ?? -1 / 0);
        },
        maxValue: (e) => {
          const { maximum: t, exclusiveMaximum: n } = K(e);
          return Math.min(t ?? 1 / 0, n ?? 1 / 0);
        },
        isInt: (e) => {
          const { isInt: t, multipleOf: n } = K(e);
          return !!t || !!n?.some(Number.isSafeInteger);
        },
        format: (e) => K(e).format ?? null,
      },
      {
        gt(e, t) {
          return this.check(Wi(e, t));
        },
        gte(e, t) {
          return this.check(Gi(e, t));
        },
        min(e, t) {
          return this.check(Gi(e, t));
        },
        lt(e, t) {
          return this.check(Hi(e, t));
        },
        lte(e, t) {
          return this.check(Ui(e, t));
        },
        max(e, t) {
          return this.check(Ui(e, t));
        },
        int(e) {
          return this.check(Jo(e));
        },
        safe(e) {
          return this.check(Jo(e));
        },
        positive(e) {
          return this.check(Wi(0, e));
        },
        nonnegative(e) {
          return this.check(Gi(0, e));
        },
        negative(e) {
          return this.check(Hi(0, e));
        },
        nonpositive(e) {
          return this.check(Ui(0, e));
        },
        multipleOf(e, t) {
          return this.check(Ki(e, t));
        },
        step(e, t) {
          return this.check(Ki(e, t));
        },
        finite() {
          return this;
        },
      },
    ),
  );
function Ko(e) {
  return Ii(Go, e);
}
var qo = D(`ZodNumberFormat`, (e, t) => {
  ar.init(e, t), Go.init(e, t);
});
function Jo(e) {
  return Ri(qo, e);
}
var Yo = D(`ZodBoolean`, (e, t) => {
  or.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (t, n, r) => La(e, t, n, r));
});
function Xo(e) {
  return zi(Yo, e);
}
var Zo = D(`ZodUnknown`, (e, t) => {
  sr.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (e, t, n) => void 0);
});
function Qo() {
  return Bi(Zo);
}
var $o = D(`ZodNever`, (e, t) => {
  cr.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ra(e, t, n, r));
});
function es(e) {
  return Vi($o, e);
}
var ts = D(
  `ZodArray`,
  (e, t) => {
    vo(),
      fr.init(e, t),
      Y.init(e, t),
      (e._zod.processJSONSchema = (t, n, r) => Ha(e, t, n, r)),
      (e.element = t.element);
  },
  {
    min(e, t) {
      return this.check(Ji(e, t));
    },
    nonempty(e) {
      return this.check(Ji(1, e));
    },
    max(e, t) {
      return this.check(qi(e, t));
    },
    length(e, t) {
      return this.check(Yi(e, t));
    },
    unwrap() {
      return this.element;
    },
  },
);
function ns(e, t) {
  return sa(ts, e, t);
}
var rs = D(
  `ZodObject`,
  (e, t) => {
    vo(),
      _r.init(e, t),
      Y.init(e, t),
      (e._zod.processJSONSchema = (t, n, r) => Wa(e, t, n, r)),
      Fe(e, `shape`, (e) => e._zod.def.shape, !1);
  },
  {
    keyof() {
      return ls(Object.keys(this._zod.def.shape));
    },
    catchall(e) {
      return this.clone(h(this._zod.def, { catchall: e }));
    },
    passthrough() {
      return this.clone(h(this._zod.def, { catchall: Qo() }));
    },
    loose() {
      return this.clone(h(this._zod.def, { catchall: Qo() }));
    },
    strict() {
      return this.clone(h(this._zod.def, { catchall: es() }));
    },
    strip() {
      return this.clone(h(this._zod.def, { catchall: void 0 }));
    },
    extend(e) {
      return me(this, e);
    },
    safeExtend(e) {
      return ge(this, e);
    },
    merge(e) {
      return _e(this, e);
    },
    pick(e) {
      return fe(this, e);
    },
    omit(e) {
      return pe(this, e);
    },
    partial(...e) {
      return ve(fs, this, e[0]);
    },
    exactPartial(...e) {
      return ve(ms, this, e[0], `exactPartial`);
    },
    required(...e) {
      return ye(Ss, this, e[0]);
    },
  },
);
function Q(e, t) {
  return new rs({ type: `object`, shape: e ?? {}, ...v(t) });
}
var is = D(`ZodUnion`, (e, t) => {
  yr.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ga(e, t, n, r)), (e.options = t.options);
});
function as(e, t) {
  return new is({ type: `union`, options: e, ...v(t) });
}
var os = D(`ZodIntersection`, (e, t) => {
  br.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ka(e, t, n, r));
});
function ss(e, t) {
  return new os({ type: `intersection`, left: e, right: t });
}
var cs = D(`ZodEnum`, (e, t) => {
  Cr.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => za(e, t, n, r)),
    (e.enum = t.entries),
    (e.options = [...e._zod.values]);
  const n = new Set(Object.keys(t.entries));
  (e.extract = (e, r) => {
    const i = {};
    for (const r of e)
      if (n.has(r)) i[r] = t.entries[r];
      else throw Error(`Key ${r} not found in enum`);
    return new cs({ ...t, checks: [], ...v(r), entries: i });
  }),
    (e.exclude = (e, r) => {
      const i = { ...t.entries };
      for (const t of e)
        if (n.has(t)) delete i[t];
        else throw Error(`Key ${t} not found in enum`);
      return new cs({ ...t, checks: [], ...v(r), entries: i });
    });
});
function ls(e, t) {
  return new cs({ type: `enum`, entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e, ...v(t) });
}
var us = D(`ZodTransform`, (e, t) => {
  vo(),
    wr.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => Va(e, t, n, r)),
    (e._zod.parse = (n, r) => {
      if (r.direction === `backward`) throw new Ue(e.constructor.name);
      n.addIssue = (r) => {
        if (typeof r == `string`) n.issues.push(C(r, n.value, t));
        else {
          const t = r;
          t.fatal && (t.continue = !1),
            (t.code ??= `custom`),
            `input` in t || (t.input = n.value),
            (t.inst ??= e),
            n.issues.push(C(t));
        }
      };
      const i = t.transform(n.value, n);
      return i instanceof Promise ? i.then((e) => ((n.value = e), n)) : ((n.value = i), n);
    });
});
function ds(e) {
  return new us({ type: `transform`, transform: e });
}
var fs = D(`ZodOptional`, (e, t) => {
  Er.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => no(e, t, n, r)),
    (e.unwrap = () => e._zod.def.innerType);
});
function ps(e) {
  return new fs({ type: `optional`, innerType: e });
}
var ms = D(`ZodExactOptional`, (e, t) => {
  Dr.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => no(e, t, n, r)),
    (e.unwrap = () => e._zod.def.innerType);
});
function hs(e) {
  return new ms({ type: `optional`, innerType: e });
}
var gs = D(`ZodNullable`, (e, t) => {
  Or.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => qa(e, t, n, r)),
    (e.unwrap = () => e._zod.def.innerType);
});
function _s(e) {
  return new gs({ type: `nullable`, innerType: e });
}
var vs = D(`ZodDefault`, (e, t) => {
  kr.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => Za(e, t, n, r)),
    (e.unwrap = () => e._zod.def.innerType),
    (e.removeDefault = e.unwrap);
});
function ys(e, t) {
  return new vs({
    type: `default`,
    innerType: e,
    get defaultValue() {
      return typeof t == `function` ? t() : ae(t);
    },
  });
}
var bs = D(`ZodPrefault`, (e, t) => {
  jr.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => Qa(e, t, n, r)),
    (e.unwrap = () => e._zod.def.innerType);
});
function xs(e, t) {
  return new bs({
    type: `prefault`,
    innerType: e,
    get defaultValue() {
      return typeof t == `function` ? t() : ae(t);
    },
  });
}
var Ss = D(`ZodNonOptional`, (e, t) => {
  Mr.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => Ja(e, t, n, r)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Cs(e, t) {
  return new Ss({ type: `nonoptional`, innerType: e, ...v(t) });
}
var ws = D(`ZodCatch`, (e, t) => {
  Fr.init(e, t),
    Y.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => $a(e, t, n, r)),
    (e.unwrap = () => e._zod.def.innerType),
    (e.removeCatch = e.unwrap);
});
function Ts(e, t) {
  return new ws({ type: `catch`, innerType: e, catchValue: typeof t == `function` ? t : Le(t) });
}
var Es = D(`ZodPipe`, (e, t) => {
  Ir.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (t, n, r) => eo(e, t, n, r)), (e.in = t.in), (e.out = t.out);
});
function Ds(e, t) {
  return new Es({ type: `pipe`, in: e, out: t });
}
var Os = D(`ZodPreprocess`, (e, t) => {
    Es.init(e, t), Lr.init(e, t);
  }),
  ks = D(`ZodReadonly`, (e, t) => {
    Rr.init(e, t),
      Y.init(e, t),
      (e._zod.processJSONSchema = (t, n, r) => to(e, t, n, r)),
      (e.unwrap = () => e._zod.def.innerType);
  });
function As(e) {
  return new ks({ type: `readonly`, innerType: e });
}
var js = D(`ZodCustom`, (e, t) => {
  Br.init(e, t), Y.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ba(e, t, n, r));
});
function Ms(e, t = {}) {
  return ca(js, e, t);
}
function Ns(e, t) {
  return la(e, t);
}
function $(e, t) {
  return new Os({ type: `pipe`, in: ds(e), out: t });
}
function Ps(e) {
  return Li(Go, e);
}
var Fs = `۰۱۲۳۴۵۶۷۸۹`,
  Is = `٠١٢٣٤٥٦٧٨٩`;
function Ls(e) {
  let t = ``;
  for (const n of e) {
    const e = Fs.indexOf(n),
      r = Is.indexOf(n);
    t += e >= 0 ? String(e) : r >= 0 ? String(r) : n === `ي` ? `ی` : n === `ك` ? `ک` : n;
  }
  return t;
}
function Rs(e) {
  const t = Ls(e).replace(/[\s\-()]/g, ``),
    n = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(t);
  return n ? `0${n[1]}` : null;
}
var zs = (e) => e.replace(/ي/g, `ی`).replace(/ك/g, `ک`),
  Bs = (e) => $((e) => (typeof e == `string` ? zs(e).trim() : e), e),
  Vs = (e, t = 32) =>
    $((e) => (typeof e == `string` ? Ls(e).trim() : e), X({ error: e }).min(1, e).max(t, `حداکثر ${t} نویسه مجاز است`)),
  Hs = $(
    (e) => (typeof e == `string` ? (Rs(e) ?? e) : e),
    X({ error: `شماره موبایل را وارد کنید` })
      .min(1, `شماره موبایل نمی‌تواند خالی باشد`)
      .regex(/^09\d{9}$/, `شماره موبایل معتبر نیست`),
  ),
  Us = (e = 255) => Bs(X().max(e, `حداکثر ${e} نویسه مجاز است`)),
  Ws = (e, t = 255) => Bs(X({ error: e }).min(1, e).max(t, `حداکثر ${t} نویسه مجاز است`)),
  Gs = X({ error: `رمز عبور را وارد کنید` })
    .min(1, `رمز عبور نمی‌تواند خالی باشد`)
    .min(8, `رمز عبور باید دست‌کم ۸ نویسه باشد`)
    .max(128, `رمز عبور حداکثر ۱۲۸ نویسه است`);
Ko().int();
var Ks = 2147483647;
Q({ id: Ps().int().positive(`شناسه معتبر نیست`).max(Ks, `شناسه معتبر نیست`) }),
  Q({ page: Ps().int().min(1, `شماره‌ی صفحه معتبر نیست`).default(1) });
var qs = (e) => Q({ data: ns(e), last_page: Ko().int() });
Q({ message: X() });

export {
  $ as v,
  Eo as h,
  Gs as i,
  Hs as r,
  Ko as g,
  Ks as n,
  Ls as l,
  ls as f,
  ns as p,
  Ps as d,
  Q as _,
  qs as u,
  Rs as c,
  Us as o,
  Vs as t,
  Ws as a,
  X as y,
  Xo as m,
  ze as b,
  zs as s,
};
