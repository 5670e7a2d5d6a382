import { a as e, t } from './rolldown-runtime-BWaJ3C7D.js';

var n = t((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.portal`),
      r = Symbol.for(`react.fragment`),
      i = Symbol.for(`react.strict_mode`),
      a = Symbol.for(`react.profiler`),
      o = Symbol.for(`react.consumer`),
      s = Symbol.for(`react.context`),
      c = Symbol.for(`react.forward_ref`),
      l = Symbol.for(`react.suspense`),
      u = Symbol.for(`react.memo`),
      d = Symbol.for(`react.lazy`),
      f = Symbol.for(`react.activity`),
      p = Symbol.for(`react.view_transition`),
      m = Symbol.iterator;
    function h(e) {
      return typeof e != `object` || !e
        ? null
        : ((e = (m && e[m]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var g = {
        isMounted: () => !1,
        enqueueForceUpdate: () => {},
        enqueueReplaceState: () => {},
        enqueueSetState: () => {},
      },
      _ = Object.assign,
      v = {};
    function y(e, t, n) {
      (this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g);
    }
    (y.prototype.isReactComponent = {}),
      (y.prototype.setState = function (e, t) {
        if (typeof e != `object` && typeof e != `function` && e != null)
          throw Error(
            `takes an object of state variables to update or a function which returns an object of state variables.`,
          );
        this.updater.enqueueSetState(this, e, t, `setState`);
      }),
      (y.prototype.forceUpdate = function (e) {
        this.updater.enqueueForceUpdate(this, e, `forceUpdate`);
      });
    function b() {}
    b.prototype = y.prototype;
    function x(e, t, n) {
      (this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g);
    }
    var S = (x.prototype = new b());
    (S.constructor = x), _(S, y.prototype), (S.isPureReactComponent = !0);
    var C = Array.isArray;
    function w() {}
    var T = { H: null, A: null, T: null, S: null },
      ee = Object.prototype.hasOwnProperty;
    function E(e, n, r) {
      var i = r.ref;
      return { $$typeof: t, type: e, key: n, ref: i === void 0 ? null : i, props: r };
    }
    function D(e, t) {
      return E(e.type, t, e.props);
    }
    function O(e) {
      return typeof e == `object` && !!e && e.$$typeof === t;
    }
    function te(e) {
      var t = { '=': `=0`, ':': `=2` };
      return `$` + e.replace(/[=:]/g, (e) => t[e]);
    }
    var k = /\/+/g;
    function ne(e, t) {
      return typeof e == `object` && e && e.key != null ? te(`` + e.key) : t.toString(36);
    }
    function re(e) {
      switch (e.status) {
        case `fulfilled`:
          return e.value;
        case `rejected`:
          throw e.reason;
        default:
          switch (
            (typeof e.status == `string`
              ? e.then(w, w)
              : ((e.status = `pending`),
                e.then(
                  (t) => {
                    e.status === `pending` && ((e.status = `fulfilled`), (e.value = t));
                  },
                  (t) => {
                    e.status === `pending` && ((e.status = `rejected`), (e.reason = t));
                  },
                )),
            e.status)
          ) {
            case `fulfilled`:
              return e.value;
            case `rejected`:
              throw e.reason;
          }
      }
      throw e;
    }
    function A(e, r, i, a, o) {
      var s = typeof e;
      (s === `undefined` || s === `boolean`) && (e = null);
      var c = !1;
      if (e === null) c = !0;
      else
        switch (s) {
          case `bigint`:
          case `string`:
          case `number`:
            c = !0;
            break;
          case `object`:
            switch (e.$$typeof) {
              case t:
              case n:
                c = !0;
                break;
              case d:
                return (c = e._init), A(c(e._payload), r, i, a, o);
            }
        }
      if (c)
        return (
          (o = o(e)),
          (c = a === `` ? `.` + ne(e, 0) : a),
          C(o)
            ? ((i = ``), c != null && (i = c.replace(k, `$&/`) + `/`), A(o, r, i, ``, (e) => e))
            : o != null &&
              (O(o) &&
                (o = D(
                  o,
                  i + (o.key == null || (e && e.key === o.key) ? `` : (`` + o.key).replace(k, `$&/`) + `/`) + c,
                )),
              r.push(o)),
          1
        );
      c = 0;
      var l = a === `` ? `.` : a + `:`;
      if (C(e)) for (var u = 0; u < e.length; u++) (a = e[u]), (s = l + ne(a, u)), (c += A(a, r, i, s, o));
      else if (((u = h(e)), typeof u == `function`))
        for (e = u.call(e), u = 0; !(a = e.next()).done; ) (a = a.value), (s = l + ne(a, u++)), (c += A(a, r, i, s, o));
      else if (s === `object`) {
        if (typeof e.then == `function`) return A(re(e), r, i, a, o);
        throw (
          ((r = String(e)),
          Error(
            `Objects are not valid as a React child (found: ` +
              (r === `[object Object]` ? `object with keys {` + Object.keys(e).join(`, `) + `}` : r) +
              `). If you meant to render a collection of children, use an array instead.`,
          ))
        );
      }
      return c;
    }
    function ie(e, t, n) {
      if (e == null) return e;
      var r = [],
        i = 0;
      return A(e, r, ``, ``, (e) => t.call(n, e, i++)), r;
    }
    function ae(e) {
      if (e._status === -1) {
        var t = e._result,
          n = t();
        n.then(
          (t) => {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 1), (e._result = t), n.status === void 0 && ((n.status = `fulfilled`), (n.value = t)));
          },
          (t) => {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 2), (e._result = t), n.status === void 0 && ((n.status = `rejected`), (n.reason = t)));
          },
        ),
          e._status === -1 && ((e._status = 0), (e._result = n));
      }
      if (e._status === 1) return e._result.default;
      throw e._result;
    }
    var oe =
      typeof reportError == `function`
        ? reportError
        : (e) => {
            if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
              var t = new window.ErrorEvent(`error`, {
                bubbles: !0,
                cancelable: !0,
                message: typeof e == `object` && e && typeof e.message == `string` ? String(e.message) : String(e),
                error: e,
              });
              if (!window.dispatchEvent(t)) return;
            } else if (typeof process == `object` && typeof process.emit == `function`) {
              process.emit(`uncaughtException`, e);
              return;
            }
            console.error(e);
          };
    function se(e) {
      var t = T.T,
        n = {};
      (n.types = t === null ? null : t.types), (T.T = n);
      try {
        var r = e(),
          i = T.S;
        i !== null && i(n, r), typeof r == `object` && r && typeof r.then == `function` && r.then(w, oe);
      } catch (e) {
        oe(e);
      } finally {
        t !== null && n.types !== null && (t.types = n.types), (T.T = t);
      }
    }
    function ce(e) {
      var t = T.T;
      if (t !== null) {
        var n = t.types;
        n === null ? (t.types = [e]) : n.indexOf(e) === -1 && n.push(e);
      } else se(ce.bind(null, e));
    }
    var le = {
      map: ie,
      forEach: (e, t, n) => {
        ie(
          e,
          function () {
            t.apply(this, arguments);
          },
          n,
        );
      },
      count: (e) => {
        var t = 0;
        return (
          ie(e, () => {
            t++;
          }),
          t
        );
      },
      toArray: (e) => ie(e, (e) => e) || [],
      only: (e) => {
        if (!O(e)) throw Error(`React.Children.only expected to receive a single React element child.`);
        return e;
      },
    };
    (e.Activity = f),
      (e.Children = le),
      (e.Component = y),
      (e.Fragment = r),
      (e.Profiler = a),
      (e.PureComponent = x),
      (e.StrictMode = i),
      (e.Suspense = l),
      (e.ViewTransition = p),
      (e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = T),
      (e.__COMPILER_RUNTIME = { __proto__: null, c: (e) => T.H.useMemoCache(e) }),
      (e.addTransitionType = ce),
      (e.cache = (e) =>
        function () {
          return e.apply(null, arguments);
        }),
      (e.cacheSignal = () => null),
      (e.cloneElement = function (e, t, n) {
        if (e == null) throw Error(`The argument must be a React element, but you passed ` + e + `.`);
        var r = _({}, e.props),
          i = e.key;
        if (t != null)
          for (a in (t.key !== void 0 && (i = `` + t.key), t))
            !ee.call(t, a) ||
              a === `key` ||
              a === `__self` ||
              a === `__source` ||
              (a === `ref` && t.ref === void 0) ||
              (r[a] = t[a]);
        var a = arguments.length - 2;
        if (a === 1) r.children = n;
        else if (1 < a) {
          for (var o = Array(a), s = 0; s < a; s++) o[s] = arguments[s + 2];
          r.children = o;
        }
        return E(e.type, i, r);
      }),
      (e.createContext = (e) => (
        (e = { $$typeof: s, _currentValue: e, _currentValue2: e, _threadCount: 0, Provider: null, Consumer: null }),
        (e.Provider = e),
        (e.Consumer = { $$typeof: o, _context: e }),
        e
      )),
      (e.createElement = function (e, t, n) {
        var r,
          i = {},
          a = null;
        if (t != null)
          for (r in (t.key !== void 0 && (a = `` + t.key), t))
            ee.call(t, r) && r !== `key` && r !== `__self` && r !== `__source` && (i[r] = t[r]);
        var o = arguments.length - 2;
        if (o === 1) i.children = n;
        else if (1 < o) {
          for (var s = Array(o), c = 0; c < o; c++) s[c] = arguments[c + 2];
          i.children = s;
        }
        if (e && e.defaultProps) for (r in ((o = e.defaultProps), o)) i[r] === void 0 && (i[r] = o[r]);
        return E(e, a, i);
      }),
      (e.createRef = () => ({ current: null })),
      (e.forwardRef = (e) => ({ $$typeof: c, render: e })),
      (e.isValidElement = O),
      (e.lazy = (e) => ({ $$typeof: d, _payload: { _status: -1, _result: e }, _init: ae })),
      (e.memo = (e, t) => ({ $$typeof: u, type: e, compare: t === void 0 ? null : t })),
      (e.startTransition = se),
      (e.unstable_useCacheRefresh = () => T.H.useCacheRefresh()),
      (e.use = (e) => T.H.use(e)),
      (e.useActionState = (e, t, n) => T.H.useActionState(e, t, n)),
      (e.useCallback = (e, t) => T.H.useCallback(e, t)),
      (e.useContext = (e) => T.H.useContext(e)),
      (e.useDebugValue = () => {}),
      (e.useDeferredValue = (e, t) => T.H.useDeferredValue(e, t)),
      (e.useEffect = (e, t) => T.H.useEffect(e, t)),
      (e.useEffectEvent = (e) => T.H.useEffectEvent(e)),
      (e.useId = () => T.H.useId()),
      (e.useImperativeHandle = (e, t, n) => T.H.useImperativeHandle(e, t, n)),
      (e.useInsertionEffect = (e, t) => T.H.useInsertionEffect(e, t)),
      (e.useLayoutEffect = (e, t) => T.H.useLayoutEffect(e, t)),
      (e.useMemo = (e, t) => T.H.useMemo(e, t)),
      (e.useOptimistic = (e, t) => T.H.useOptimistic(e, t)),
      (e.useReducer = (e, t, n) => T.H.useReducer(e, t, n)),
      (e.useRef = (e) => T.H.useRef(e)),
      (e.useState = (e) => T.H.useState(e)),
      (e.useSyncExternalStore = (e, t, n) => T.H.useSyncExternalStore(e, t, n)),
      (e.useTransition = () => T.H.useTransition()),
      (e.version = `19.3.1`);
  }),
  r = t((e, t) => {
    t.exports = n();
  }),
  i = t((e) => {
    function t(e, t) {
      var n = e.length;
      e.push(t);
      for (; 0 < n; ) {
        var r = (n - 1) >>> 1,
          a = e[r];
        if (0 < i(a, t)) (e[r] = t), (e[n] = a), (n = r);
        else break;
      }
    }
    function n(e) {
      return e.length === 0 ? null : e[0];
    }
    function r(e) {
      if (e.length === 0) return null;
      var t = e[0],
        n = e.pop();
      if (n !== t) {
        e[0] = n;
        for (var r = 0, a = e.length, o = a >>> 1; r < o; ) {
          var s = 2 * (r + 1) - 1,
            c = e[s],
            l = s + 1,
            u = e[l];
          if (0 > i(c, n)) l < a && 0 > i(u, c) ? ((e[r] = u), (e[l] = n), (r = l)) : ((e[r] = c), (e[s] = n), (r = s));
          else if (l < a && 0 > i(u, n)) (e[r] = u), (e[l] = n), (r = l);
          else break;
        }
      }
      return t;
    }
    function i(e, t) {
      var n = e.sortIndex - t.sortIndex;
      return n === 0 ? e.id - t.id : n;
    }
    if (((e.unstable_now = void 0), typeof performance == `object` && typeof performance.now == `function`)) {
      var a = performance;
      e.unstable_now = () => a.now();
    } else {
      var o = Date,
        s = o.now();
      e.unstable_now = () => o.now() - s;
    }
    var c = [],
      l = [],
      u = 1,
      d = null,
      f = 3,
      p = !1,
      m = !1,
      h = !1,
      g = !1,
      _ = typeof setTimeout == `function` ? setTimeout : null,
      v = typeof clearTimeout == `function` ? clearTimeout : null,
      y = typeof setImmediate < `u` ? setImmediate : null;
    function b(e) {
      for (var i = n(l); i !== null; ) {
        if (i.callback === null) r(l);
        else if (i.startTime <= e) r(l), (i.sortIndex = i.expirationTime), t(c, i);
        else break;
        i = n(l);
      }
    }
    function x(e) {
      if (((h = !1), b(e), !m)) {
        if (n(c) !== null) (m = !0), S || ((S = !0), D());
        else {
          var t = n(l);
          t !== null && k(x, t.startTime - e);
        }
      }
    }
    var S = !1,
      C = -1,
      w = 5,
      T = -1;
    function ee() {
      return g ? !0 : !(e.unstable_now() - T < w);
    }
    function E() {
      if (((g = !1), S)) {
        var t = e.unstable_now();
        T = t;
        var i = !0;
        try {
          a: {
            (m = !1), h && ((h = !1), v(C), (C = -1)), (p = !0);
            var a = f;
            try {
              b: {
                for (b(t), d = n(c); d !== null && !(d.expirationTime > t && ee()); ) {
                  var o = d.callback;
                  if (typeof o == `function`) {
                    (d.callback = null), (f = d.priorityLevel);
                    var s = o(d.expirationTime <= t);
                    if (((t = e.unstable_now()), typeof s == `function`)) {
                      (d.callback = s), b(t), (i = !0);
                      break b;
                    }
                    d === n(c) && r(c), b(t);
                  } else r(c);
                  d = n(c);
                }
                if (d !== null) i = !0;
                else {
                  var u = n(l);
                  u !== null && k(x, u.startTime - t), (i = !1);
                }
              }
              break a;
            } finally {
              (d = null), (f = a), (p = !1);
            }
            i = void 0;
          }
        } finally {
          i ? D() : (S = !1);
        }
      }
    }
    var D;
    if (typeof y == `function`)
      D = () => {
        y(E);
      };
    else if (typeof MessageChannel < `u`) {
      var O = new MessageChannel(),
        te = O.port2;
      (O.port1.onmessage = E),
        (D = () => {
          te.postMessage(null);
        });
    } else
      D = () => {
        _(E, 0);
      };
    function k(t, n) {
      C = _(() => {
        t(e.unstable_now());
      }, n);
    }
    (e.unstable_IdlePriority = 5),
      (e.unstable_ImmediatePriority = 1),
      (e.unstable_LowPriority = 4),
      (e.unstable_NormalPriority = 3),
      (e.unstable_Profiling = null),
      (e.unstable_UserBlockingPriority = 2),
      (e.unstable_cancelCallback = (e) => {
        e.callback = null;
      }),
      (e.unstable_forceFrameRate = (e) => {
        0 > e || 125 < e
          ? console.error(
              `forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported`,
            )
          : (w = 0 < e ? Math.floor(1e3 / e) : 5);
      }),
      (e.unstable_getCurrentPriorityLevel = () => f),
      (e.unstable_next = (e) => {
        switch (f) {
          case 1:
          case 2:
          case 3: {
            var t = 3;
            break;
          }
          default:
            t = f;
        }
        var n = f;
        f = t;
        try {
          return e();
        } finally {
          f = n;
        }
      }),
      (e.unstable_requestPaint = () => {
        g = !0;
      }),
      (e.unstable_runWithPriority = (e, t) => {
        switch (e) {
          case 1:
          case 2:
          case 3:
          case 4:
          case 5:
            break;
          default:
            e = 3;
        }
        var n = f;
        f = e;
        try {
          return t();
        } finally {
          f = n;
        }
      }),
      (e.unstable_scheduleCallback = (r, i, a) => {
        var o = e.unstable_now();
        switch (
          (typeof a == `object` && a ? ((a = a.delay), (a = typeof a == `number` && 0 < a ? o + a : o)) : (a = o), r)
        ) {
          case 1: {
            var s = -1;
            break;
          }
          case 2:
            s = 250;
            break;
          case 5:
            s = 1073741823;
            break;
          case 4:
            s = 1e4;
            break;
          default:
            s = 5e3;
        }
        return (
          (s = a + s),
          (r = { id: u++, callback: i, priorityLevel: r, startTime: a, expirationTime: s, sortIndex: -1 }),
          a > o
            ? ((r.sortIndex = a),
              t(l, r),
              n(c) === null && r === n(l) && (h ? (v(C), (C = -1)) : (h = !0), k(x, a - o)))
            : ((r.sortIndex = s), t(c, r), m || p || ((m = !0), S || ((S = !0), D()))),
          r
        );
      }),
      (e.unstable_shouldYield = ee),
      (e.unstable_wrapCallback = (e) => {
        var t = f;
        return function () {
          var n = f;
          f = t;
          try {
            return e.apply(this, arguments);
          } finally {
            f = n;
          }
        };
      });
  }),
  a = t((e, t) => {
    t.exports = i();
  }),
  o = t((e) => {
    var t = r();
    function n(e) {
      var t = `https://react.dev/errors/` + e;
      if (1 < arguments.length) {
        t += `?args[]=` + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++) t += `&args[]=` + encodeURIComponent(arguments[n]);
      }
      return (
        `Minified React error #` +
        e +
        `; visit ` +
        t +
        ` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      );
    }
    function i() {}
    var a = {
        d: {
          f: i,
          r: () => {
            throw Error(n(522));
          },
          D: i,
          C: i,
          L: i,
          m: i,
          X: i,
          S: i,
          M: i,
        },
        p: 0,
        findDOMNode: null,
      },
      o = Symbol.for(`react.portal`),
      s = Symbol.for(`react.recoverable`),
      c = Symbol.for(`react.optimistic_key`);
    function l(e, t, n) {
      var r = 3 < arguments.length && arguments[3] !== void 0 ? arguments[3] : null;
      return {
        $$typeof: o,
        key: r == null ? null : r === c ? c : `` + r,
        children: e,
        containerInfo: t,
        implementation: n,
      };
    }
    var u = t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    function d(e, t) {
      if (e === `font`) return ``;
      if (typeof t == `string`) return t === `use-credentials` ? t : ``;
    }
    (e.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = a),
      (e.browser = (e) => ({ $$typeof: s, _reason: e })),
      (e.createPortal = function (e, t) {
        var r = 2 < arguments.length && arguments[2] !== void 0 ? arguments[2] : null;
        if (!t || (t.nodeType !== 1 && t.nodeType !== 9 && t.nodeType !== 11)) throw Error(n(299));
        return l(e, t, null, r);
      }),
      (e.flushSync = (e) => {
        var t = u.T,
          n = a.p;
        try {
          if (((u.T = null), (a.p = 2), e)) return e();
        } finally {
          (u.T = t), (a.p = n), a.d.f();
        }
      }),
      (e.preconnect = (e, t) => {
        typeof e == `string` &&
          (t
            ? ((t = t.crossOrigin), (t = typeof t == `string` ? (t === `use-credentials` ? t : ``) : void 0))
            : (t = null),
          a.d.C(e, t));
      }),
      (e.prefetchDNS = (e) => {
        typeof e == `string` && a.d.D(e);
      }),
      (e.preinit = (e, t) => {
        if (typeof e == `string` && t && typeof t.as == `string`) {
          var n = t.as,
            r = d(n, t.crossOrigin),
            i = typeof t.integrity == `string` ? t.integrity : void 0,
            o = typeof t.fetchPriority == `string` ? t.fetchPriority : void 0;
          n === `style`
            ? a.d.S(e, typeof t.precedence == `string` ? t.precedence : void 0, {
                crossOrigin: r,
                integrity: i,
                fetchPriority: o,
              })
            : n === `script` &&
              a.d.X(e, {
                crossOrigin: r,
                integrity: i,
                fetchPriority: o,
                nonce: typeof t.nonce == `string` ? t.nonce : void 0,
              });
        }
      }),
      (e.preinitModule = (e, t) => {
        if (typeof e == `string`) {
          if (typeof t == `object` && t) {
            if (t.as == null || t.as === `script`) {
              var n = d(t.as, t.crossOrigin);
              a.d.M(e, {
                crossOrigin: n,
                integrity: typeof t.integrity == `string` ? t.integrity : void 0,
                nonce: typeof t.nonce == `string` ? t.nonce : void 0,
                fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
              });
            }
          } else t ?? a.d.M(e);
        }
      }),
      (e.preload = (e, t) => {
        if (typeof e == `string` && typeof t == `object` && t && typeof t.as == `string`) {
          var n = t.as,
            r = d(n, t.crossOrigin);
          a.d.L(e, n, {
            crossOrigin: r,
            integrity: typeof t.integrity == `string` ? t.integrity : void 0,
            nonce: typeof t.nonce == `string` ? t.nonce : void 0,
            type: typeof t.type == `string` ? t.type : void 0,
            fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
            referrerPolicy: typeof t.referrerPolicy == `string` ? t.referrerPolicy : void 0,
            imageSrcSet: typeof t.imageSrcSet == `string` ? t.imageSrcSet : void 0,
            imageSizes: typeof t.imageSizes == `string` ? t.imageSizes : void 0,
            media: typeof t.media == `string` ? t.media : void 0,
          });
        }
      }),
      (e.preloadModule = (e, t) => {
        if (typeof e == `string`) {
          if (t) {
            var n = d(t.as, t.crossOrigin);
            a.d.m(e, {
              as: typeof t.as == `string` && t.as !== `script` ? t.as : void 0,
              crossOrigin: n,
              integrity: typeof t.integrity == `string` ? t.integrity : void 0,
              nonce: typeof t.nonce == `string` ? t.nonce : void 0,
              fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
            });
          } else a.d.m(e);
        }
      }),
      (e.requestFormReset = (e) => {
        a.d.r(e);
      }),
      (e.unstable_batchedUpdates = (e, t) => e(t)),
      (e.useFormState = (e, t, n) => u.H.useFormState(e, t, n)),
      (e.useFormStatus = () => u.H.useHostTransitionStatus()),
      (e.version = `19.3.1`);
  }),
  s = t((e, t) => {
    function n() {
      if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u` && typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == `function`)
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    n(), (t.exports = o());
  }),
  c = t((e) => {
    var t = a(),
      n = r(),
      i = s();
    function o(e) {
      var t = `https://react.dev/errors/` + e;
      if (1 < arguments.length) {
        t += `?args[]=` + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++) t += `&args[]=` + encodeURIComponent(arguments[n]);
      }
      return (
        `Minified React error #` +
        e +
        `; visit ` +
        t +
        ` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      );
    }
    function c(e) {
      return !(!e || (e.nodeType !== 1 && e.nodeType !== 9 && e.nodeType !== 11));
    }
    function l(e) {
      for (var t = e, n = t; n && !n.alternate; ) (t = n), t.flags & 4098 && (e = t.return), (n = t.return);
      for (; t.return; ) t = t.return;
      return t.tag === 3 ? e : null;
    }
    function u(e) {
      if (e.tag === 13) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null)) return t.dehydrated;
      }
      return null;
    }
    function d(e) {
      if (e.tag === 31) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null)) return t.dehydrated;
      }
      return null;
    }
    function f(e) {
      if (l(e) !== e) throw Error(o(188));
    }
    function p(e) {
      var t = e.alternate;
      if (!t) {
        if (((t = l(e)), t === null)) throw Error(o(188));
        return t === e ? e : null;
      }
      for (var n = e, r = t; ; ) {
        var i = n.return;
        if (i === null) break;
        var a = i.alternate;
        if (a === null) {
          if (((r = i.return), r !== null)) {
            n = r;
            continue;
          }
          break;
        }
        if (i.child === a.child) {
          for (a = i.child; a; ) {
            if (a === n) return f(i), e;
            if (a === r) return f(i), t;
            a = a.sibling;
          }
          throw Error(o(188));
        }
        if (n.return !== r.return) (n = i), (r = a);
        else {
          for (var s = !1, c = i.child; c; ) {
            if (c === n) {
              (s = !0), (n = i), (r = a);
              break;
            }
            if (c === r) {
              (s = !0), (r = i), (n = a);
              break;
            }
            c = c.sibling;
          }
          if (!s) {
            for (c = a.child; c; ) {
              if (c === n) {
                (s = !0), (n = a), (r = i);
                break;
              }
              if (c === r) {
                (s = !0), (r = a), (n = i);
                break;
              }
              c = c.sibling;
            }
            if (!s) throw Error(o(189));
          }
        }
        if (n.alternate !== r) throw Error(o(190));
      }
      if (n.tag !== 3) throw Error(o(188));
      return n.stateNode.current === n ? e : t;
    }
    function m(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e;
      for (e = e.child; e !== null; ) {
        if (((t = m(e)), t !== null)) return t;
        e = e.sibling;
      }
      return null;
    }
    function h(e, t, n, r, i, a) {
      for (; e !== null; ) {
        if (
          ((e.tag === 5 || e.tag === 27 || e.tag === 6) && n(e, r, i, a)) ||
          ((e.tag !== 22 || e.memoizedState === null) &&
            (t || (e.tag !== 5 && e.tag !== 27)) &&
            h(e.child, t, n, r, i, a))
        )
          return !0;
        e = e.sibling;
      }
      return !1;
    }
    function g(e) {
      for (e = e.return; e !== null; ) {
        if (e.tag === 3 || e.tag === 5 || e.tag === 27) return e;
        e = e.return;
      }
      return null;
    }
    function _(e) {
      var t = !1;
      for (e = e.return; e !== null && (e.tag === 4 && (t = !0), e.tag !== 3 && e.tag !== 5 && e.tag !== 27); )
        e = e.return;
      return t;
    }
    function v(e) {
      var t = [null, null],
        n = g(e);
      return n === null || y(t, e, n.child, { foundSelf: !1 }), t;
    }
    function y(e, t, n, r) {
      for (; n !== null; ) {
        if (n === t) r.foundSelf = !0;
        else if (n.tag === 5 || n.tag === 27 || n.tag === 6) {
          if (r.foundSelf) return (e[1] = n), !0;
          e[0] = n;
        } else if ((n.tag !== 22 || n.memoizedState === null) && y(e, t, n.child, r)) return !0;
        n = n.sibling;
      }
      return !1;
    }
    function b(e) {
      switch (e.tag) {
        case 5:
        case 27:
        case 6:
          return e.stateNode;
        case 3:
          return e.stateNode.containerInfo;
        default:
          throw Error(o(559));
      }
    }
    var x = null,
      S = null;
    function C(e, t, n) {
      return e === n || (e === t && ((x = e), !0));
    }
    function w(e, t, n) {
      return e === n ? ((S = e), !1) : e === t && (S !== null && (x = e), !0);
    }
    function T(e) {
      if (e === null) return null;
      do e = e === null ? null : e.return;
      while (e && e.tag !== 5 && e.tag !== 27 && e.tag !== 3);
      return e || null;
    }
    function ee(e, t, n) {
      for (var r = 0, i = e; i; i = n(i)) r++;
      i = 0;
      for (var a = t; a; a = n(a)) i++;
      for (; 0 < r - i; ) (e = n(e)), r--;
      for (; 0 < i - r; ) (t = n(t)), i--;
      for (; r--; ) {
        if (e === t || (t !== null && e === t.alternate)) return e;
        (e = n(e)), (t = n(t));
      }
      return null;
    }
    var E = Object.assign,
      D = Symbol.for(`react.element`),
      O = Symbol.for(`react.transitional.element`),
      te = Symbol.for(`react.portal`),
      k = Symbol.for(`react.fragment`),
      ne = Symbol.for(`react.strict_mode`),
      re = Symbol.for(`react.profiler`),
      A = Symbol.for(`react.consumer`),
      ie = Symbol.for(`react.context`),
      ae = Symbol.for(`react.forward_ref`),
      oe = Symbol.for(`react.suspense`),
      se = Symbol.for(`react.suspense_list`),
      ce = Symbol.for(`react.memo`),
      le = Symbol.for(`react.lazy`),
      ue = Symbol.for(`react.activity`),
      de = Symbol.for(`react.legacy_hidden`),
      fe = Symbol.for(`react.memo_cache_sentinel`),
      pe = Symbol.for(`react.view_transition`),
      me = Symbol.for(`react.recoverable`),
      he = Symbol.iterator;
    function ge(e) {
      return typeof e != `object` || !e
        ? null
        : ((e = (he && e[he]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var _e = Symbol.for(`react.client.reference`);
    function ve(e) {
      if (e == null) return null;
      if (typeof e == `function`) return e.$$typeof === _e ? null : e.displayName || e.name || null;
      if (typeof e == `string`) return e;
      switch (e) {
        case k:
          return `Fragment`;
        case re:
          return `Profiler`;
        case ne:
          return `StrictMode`;
        case oe:
          return `Suspense`;
        case se:
          return `SuspenseList`;
        case ue:
          return `Activity`;
        case pe:
          return `ViewTransition`;
      }
      if (typeof e == `object`)
        switch (e.$$typeof) {
          case te:
            return `Portal`;
          case ie:
            return e.displayName || `Context`;
          case A:
            return (e._context.displayName || `Context`) + `.Consumer`;
          case ae: {
            var t = e.render;
            return (
              (e = e.displayName),
              (e ||= ((e = t.displayName || t.name || ``), e === `` ? `ForwardRef` : `ForwardRef(` + e + `)`)),
              e
            );
          }
          case ce:
            return (t = e.displayName || null), t === null ? ve(e.type) || `Memo` : t;
          case le:
            (t = e._payload), (e = e._init);
            try {
              return ve(e(t));
            } catch {}
        }
      return null;
    }
    var ye = Array.isArray,
      j = n.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      M = i.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      be = { pending: !1, data: null, method: null, action: null },
      xe = [],
      Se = -1;
    function Ce(e) {
      return { current: e };
    }
    function we(e) {
      0 > Se || ((e.current = xe[Se]), (xe[Se] = null), Se--);
    }
    function N(e, t) {
      Se++, (xe[Se] = e.current), (e.current = t);
    }
    var Te = Ce(null),
      Ee = Ce(null),
      De = Ce(null),
      Oe = Ce(null);
    function ke(e, t) {
      switch ((N(De, t), N(Ee, e), N(Te, null), t.nodeType)) {
        case 9:
        case 11:
          e = (e = t.documentElement) && (e = e.namespaceURI) ? up(e) : 0;
          break;
        default:
          if (((e = t.tagName), (t = t.namespaceURI))) (t = up(t)), (e = dp(t, e));
          else
            switch (e) {
              case `svg`:
                e = 1;
                break;
              case `math`:
                e = 2;
                break;
              default:
                e = 0;
            }
      }
      we(Te), N(Te, e);
    }
    function Ae() {
      we(Te), we(Ee), we(De);
    }
    function je(e) {
      var t = e.memoizedState;
      t !== null && ((sh._currentValue = t.memoizedState), N(Oe, e)), (t = Te.current);
      var n = dp(t, e.type);
      t !== n && (N(Ee, e), N(Te, n));
    }
    function Me(e) {
      Ee.current === e && (we(Te), we(Ee)), Oe.current === e && (we(Oe), (sh._currentValue = be));
    }
    var Ne, Pe;
    function Fe(e) {
      if (Ne === void 0)
        try {
          throw Error();
        } catch (e) {
          var t = e.stack.trim().match(/\n( *(at )?)/);
          (Ne = (t && t[1]) || ``),
            (Pe =
              -1 <
              e.stack.indexOf(`
    at`)
                ? ` (<anonymous>)`
                : -1 < e.stack.indexOf(`@`)
                  ? `@unknown:0:0`
                  : ``);
        }
      return (
        `
` +
        Ne +
        e +
        Pe
      );
    }
    var Ie = !1;
    function Le(e, t) {
      if (!e || Ie) return ``;
      Ie = !0;
      var n = Error.prepareStackTrace;
      Error.prepareStackTrace = void 0;
      try {
        var r = {
          DetermineComponentFrameRoot: () => {
            try {
              if (t) {
                var n = () => {
                  throw Error();
                };
                if (
                  (Object.defineProperty(n.prototype, 'props', {
                    set: () => {
                      throw Error();
                    },
                  }),
                  typeof Reflect == `object` && Reflect.construct)
                ) {
                  try {
                    Reflect.construct(n, []);
                  } catch (e) {
                    var r = e;
                  }
                  Reflect.construct(e, [], n);
                } else {
                  try {
                    n.call();
                  } catch (e) {
                    r = e;
                  }
                  n = !1;
                  try {
                    var i = Object.getOwnPropertyDescriptor(e.prototype, `props`);
                    Object.defineProperty(e.prototype, 'props', {
                      configurable: !0,
                      set: () => {
                        throw Error();
                      },
                    }),
                      (n = !0),
                      new e();
                  } finally {
                    n && (i === void 0 ? delete e.prototype.props : Object.defineProperty(e.prototype, 'props', i));
                  }
                }
              } else {
                try {
                  throw Error();
                } catch (e) {
                  r = e;
                }
                (n = e()) && typeof n.catch == `function` && n.catch(() => {});
              }
            } catch (e) {
              if (e && r && typeof e.stack == `string`) return [e.stack, r.stack];
            }
            return [null, null];
          },
        };
        r.DetermineComponentFrameRoot.displayName = `DetermineComponentFrameRoot`;
        var i = Object.getOwnPropertyDescriptor(r.DetermineComponentFrameRoot, `name`);
        i &&
          i.configurable &&
          Object.defineProperty(r.DetermineComponentFrameRoot, 'name', { value: `DetermineComponentFrameRoot` });
        var a = r.DetermineComponentFrameRoot(),
          o = a[0],
          s = a[1];
        if (o && s) {
          var c = o.split(`
`),
            l = s.split(`
`);
          for (i = r = 0; r < c.length && !c[r].includes(`DetermineComponentFrameRoot`); ) r++;
          for (; i < l.length && !l[i].includes(`DetermineComponentFrameRoot`); ) i++;
          if (r === c.length || i === l.length)
            for (r = c.length - 1, i = l.length - 1; 1 <= r && 0 <= i && c[r] !== l[i]; ) i--;
          for (; 1 <= r && 0 <= i; r--, i--)
            if (c[r] !== l[i]) {
              if (r !== 1 || i !== 1)
                do
                  if ((r--, i--, 0 > i || c[r] !== l[i])) {
                    var u =
                      `
` + c[r].replace(` at new `, ` at `);
                    return (
                      e.displayName && u.includes(`<anonymous>`) && (u = u.replace(`<anonymous>`, e.displayName)), u
                    );
                  }
                while (1 <= r && 0 <= i);
              break;
            }
        }
      } finally {
        (Ie = !1), (Error.prepareStackTrace = n);
      }
      return (n = e ? e.displayName || e.name : ``) ? Fe(n) : ``;
    }
    function Re(e, t) {
      switch (e.tag) {
        case 26:
        case 27:
        case 5:
          return Fe(e.type);
        case 16:
          return Fe(`Lazy`);
        case 13:
          return e.child !== t && t !== null ? Fe(`Suspense Fallback`) : Fe(`Suspense`);
        case 19:
          return Fe(`SuspenseList`);
        case 0:
        case 15:
          return Le(e.type, !1);
        case 11:
          return Le(e.type.render, !1);
        case 1:
          return Le(e.type, !0);
        case 31:
          return Fe(`Activity`);
        case 30:
          return Fe(`ViewTransition`);
        default:
          return ``;
      }
    }
    function ze(e) {
      try {
        var t = ``,
          n = null;
        do (t += Re(e, n)), (n = e), (e = e.return);
        while (e);
        return t;
      } catch (e) {
        return (
          `
Error generating stack: ` +
          e.message +
          `
` +
          e.stack
        );
      }
    }
    var Be = Object.prototype.hasOwnProperty,
      Ve = t.unstable_scheduleCallback,
      He = t.unstable_cancelCallback,
      Ue = t.unstable_shouldYield,
      We = t.unstable_requestPaint,
      P = t.unstable_now,
      Ge = t.unstable_getCurrentPriorityLevel,
      Ke = t.unstable_ImmediatePriority,
      qe = t.unstable_UserBlockingPriority,
      Je = t.unstable_NormalPriority,
      Ye = t.unstable_LowPriority,
      Xe = t.unstable_IdlePriority,
      Ze = t.log,
      Qe = t.unstable_setDisableYieldValue,
      $e = null,
      et = null;
    function tt(e) {
      if ((typeof Ze == `function` && Qe(e), et && typeof et.setStrictMode == `function`))
        try {
          et.setStrictMode($e, e);
        } catch {}
    }
    var nt = Math.clz32 ? Math.clz32 : at,
      rt = Math.log,
      it = Math.LN2;
    function at(e) {
      return (e >>>= 0), e === 0 ? 32 : (31 - ((rt(e) / it) | 0)) | 0;
    }
    var ot = 256,
      st = 262144,
      ct = 4194304;
    function lt(e) {
      var t = e & 42;
      if (t !== 0) return t;
      switch (e & -e) {
        case 1:
          return 1;
        case 2:
          return 2;
        case 4:
          return 4;
        case 8:
          return 8;
        case 16:
          return 16;
        case 32:
          return 32;
        case 64:
          return 64;
        case 128:
          return 128;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
          return e & -e;
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return e & 3932160;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return e & 62914560;
        case 67108864:
          return 67108864;
        case 134217728:
          return 134217728;
        case 268435456:
          return 268435456;
        case 536870912:
          return 536870912;
        case 1073741824:
          return 0;
        default:
          return e;
      }
    }
    function ut(e, t, n) {
      var r = e.pendingLanes;
      if (r === 0) return 0;
      var i = 0,
        a = e.suspendedLanes,
        o = e.pingedLanes;
      e = e.warmLanes;
      var s = r & 134217727;
      return (
        s === 0
          ? ((s = r & ~a),
            s === 0 ? (o === 0 ? n || ((n = r & ~e), n !== 0 && (i = lt(n))) : (i = lt(o))) : (i = lt(s)))
          : ((r = s & ~a),
            r === 0 ? ((o &= s), o === 0 ? n || ((n = s & ~e), n !== 0 && (i = lt(n))) : (i = lt(o))) : (i = lt(r))),
        i === 0
          ? 0
          : t !== 0 && t !== i && (t & a) === 0 && ((a = i & -i), (n = t & -t), a >= n || (a === 32 && n & 4194048))
            ? t
            : i
      );
    }
    function dt(e, t) {
      return (e.pendingLanes & ~(e.suspendedLanes & ~e.pingedLanes) & t) === 0;
    }
    function ft(e, t) {
      t & 8 && (t |= t & 32);
      var n = e.entangledLanes;
      if (n !== 0)
        for (e = e.entanglements, n &= t; 0 < n; ) {
          var r = 31 - nt(n),
            i = 1 << r;
          (t |= e[r]), (n &= ~i);
        }
      return t;
    }
    function pt(e, t) {
      switch (e) {
        case 1:
        case 2:
        case 4:
        case 8:
        case 64:
          return t + 250;
        case 16:
        case 32:
        case 128:
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return t + 5e3;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return -1;
        case 67108864:
        case 134217728:
        case 268435456:
        case 536870912:
        case 1073741824:
          return -1;
        default:
          return -1;
      }
    }
    function mt() {
      var e = ct;
      return (ct <<= 1), !(ct & 62914560) && (ct = 4194304), e;
    }
    function ht(e) {
      for (var t = [], n = 0; 31 > n; n++) t.push(e);
      return t;
    }
    function gt(e, t) {
      (e.pendingLanes |= t), t !== 268435456 && ((e.suspendedLanes = 0), (e.pingedLanes = 0), (e.warmLanes = 0));
    }
    function _t(e, t, n, r, i, a) {
      var o = e.pendingLanes;
      (e.pendingLanes = n),
        (e.suspendedLanes = 0),
        (e.pingedLanes = 0),
        (e.warmLanes = 0),
        (e.expiredLanes &= n),
        (e.entangledLanes &= n),
        (e.errorRecoveryDisabledLanes &= n),
        (e.shellSuspendCounter = 0);
      var s = e.entanglements,
        c = e.expirationTimes,
        l = e.hiddenUpdates;
      for (n = o & ~n; 0 < n; ) {
        var u = 31 - nt(n),
          d = 1 << u;
        (s[u] = 0), (c[u] = -1);
        var f = l[u];
        if (f !== null)
          for (l[u] = null, u = 0; u < f.length; u++) {
            var p = f[u];
            p !== null && (p.lane &= -536870913);
          }
        n &= ~d;
      }
      r !== 0 && vt(e, r, 0), a !== 0 && i === 0 && e.tag !== 0 && (e.suspendedLanes |= a & ~(o & ~t));
    }
    function vt(e, t, n) {
      (e.pendingLanes |= t), (e.suspendedLanes &= ~t);
      var r = 31 - nt(t);
      (e.entangledLanes |= t), (e.entanglements[r] = e.entanglements[r] | 1073741824 | (n & 261930));
    }
    function yt(e, t) {
      var n = (e.entangledLanes |= t);
      for (e = e.entanglements; n; ) {
        var r = 31 - nt(n),
          i = 1 << r;
        (i & t) | (e[r] & t) && (e[r] |= t), (n &= ~i);
      }
    }
    function bt(e, t) {
      var n = t & -t;
      return (n = n & 42 ? 1 : xt(n)), (n & (e.suspendedLanes | t)) === 0 ? n : 0;
    }
    function xt(e) {
      switch (e) {
        case 2:
          e = 1;
          break;
        case 8:
          e = 4;
          break;
        case 32:
          e = 16;
          break;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          e = 128;
          break;
        case 268435456:
          e = 134217728;
          break;
        default:
          e = 0;
      }
      return e;
    }
    function St(e) {
      return (e &= -e), 2 < e ? (8 < e ? (e & 134217727 ? 32 : 268435456) : 8) : 2;
    }
    function Ct() {
      var e = M.p;
      return e === 0 ? ((e = window.event), e === void 0 ? 32 : Ch(e.type)) : e;
    }
    function wt(e, t) {
      var n = M.p;
      try {
        return (M.p = e), t();
      } finally {
        M.p = n;
      }
    }
    var Tt = Math.random().toString(36).slice(2),
      Et = `__reactFiber$` + Tt,
      Dt = `__reactProps$` + Tt,
      Ot = `__reactContainer$` + Tt,
      kt = `__reactEvents$` + Tt,
      At = `__reactListeners$` + Tt,
      jt = `__reactHandles$` + Tt,
      Mt = `__reactResources$` + Tt,
      Nt = `__reactMarker$` + Tt,
      Pt = `__reactLoad$` + Tt;
    function Ft(e) {
      delete e[Et], delete e[Dt], delete e[At], delete e[jt];
    }
    function It(e) {
      var t;
      if ((t = e[Et])) return t;
      for (var n = e.parentNode; n; ) {
        if ((t = n[Ot] || n[Et])) {
          if (((n = t.alternate), t.child !== null || (n !== null && n.child !== null)))
            for (e = fm(e); e !== null; ) {
              if ((n = e[Et])) return n;
              e = fm(e);
            }
          return t;
        }
        (e = n), (n = e.parentNode);
      }
      return null;
    }
    function Lt(e) {
      if ((e = e[Et] || e[Ot])) {
        var t = e.tag;
        if (t === 5 || t === 6 || t === 13 || t === 31 || t === 26 || t === 27 || t === 3) return e;
      }
      return null;
    }
    function Rt(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e.stateNode;
      throw Error(o(33));
    }
    function zt(e) {
      var t = e[Mt];
      return (t ||= e[Mt] = { hoistableStyles: new Map(), hoistableScripts: new Map() }), t;
    }
    function Bt(e) {
      e[Nt] = !0;
    }
    function Vt(e) {
      e[Pt] = void 0;
    }
    var Ht = new Set(),
      Ut = {};
    function Wt(e, t) {
      Gt(e, t), Gt(e + `Capture`, t);
    }
    function Gt(e, t) {
      for (Ut[e] = t, e = 0; e < t.length; e++) Ht.add(t[e]);
    }
    var Kt =
        /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/,
      qt = {},
      Jt = {};
    function Yt(e) {
      return Be.call(Jt, e) ? !0 : Be.call(qt, e) ? !1 : Kt.test(e) ? (Jt[e] = !0) : ((qt[e] = !0), !1);
    }
    var F = !1;
    function Xt() {
      var e = F;
      return (F = !1), e;
    }
    function Zt(e, t, n) {
      if (Yt(t)) {
        if (n === null) e.removeAttribute(t);
        else {
          switch (typeof n) {
            case `undefined`:
            case `function`:
            case `symbol`:
              e.removeAttribute(t);
              return;
            case `boolean`: {
              var r = t.toLowerCase().slice(0, 5);
              if (r !== `data-` && r !== `aria-`) {
                e.removeAttribute(t);
                return;
              }
            }
          }
          e.setAttribute(t, n);
        }
      }
    }
    function Qt(e, t, n) {
      if (n === null) e.removeAttribute(t);
      else {
        switch (typeof n) {
          case `undefined`:
          case `function`:
          case `symbol`:
          case `boolean`:
            e.removeAttribute(t);
            return;
        }
        e.setAttribute(t, n);
      }
    }
    function $t(e, t, n, r) {
      if (r === null) e.removeAttribute(n);
      else {
        switch (typeof r) {
          case `undefined`:
          case `function`:
          case `symbol`:
          case `boolean`:
            e.removeAttribute(n);
            return;
        }
        e.setAttributeNS(t, n, r);
      }
    }
    function en(e) {
      switch (typeof e) {
        case `bigint`:
        case `boolean`:
        case `number`:
        case `string`:
        case `undefined`:
          return e;
        case `object`:
          return e;
        default:
          return ``;
      }
    }
    function tn(e) {
      var t = e.type;
      return (e = e.nodeName) && e.toLowerCase() === `input` && (t === `checkbox` || t === `radio`);
    }
    function nn(e, t, n) {
      var r = Object.getOwnPropertyDescriptor(e.constructor.prototype, t);
      if (!Object.hasOwn(e, t) && r !== void 0 && typeof r.get == `function` && typeof r.set == `function`) {
        var i = r.get,
          a = r.set;
        return (
          Object.defineProperty(e, t, {
            configurable: !0,
            get: function () {
              return i.call(this);
            },
            set: function (e) {
              (n = `` + e), a.call(this, e);
            },
          }),
          Object.defineProperty(e, t, { enumerable: r.enumerable }),
          {
            getValue: () => n,
            setValue: (e) => {
              n = `` + e;
            },
            stopTracking: () => {
              (e._valueTracker = null), delete e[t];
            },
          }
        );
      }
    }
    function rn(e) {
      if (!e._valueTracker) {
        var t = tn(e) ? `checked` : `value`;
        e._valueTracker = nn(e, t, `` + e[t]);
      }
    }
    function an(e) {
      if (!e) return !1;
      var t = e._valueTracker;
      if (!t) return !0;
      var n = t.getValue(),
        r = ``;
      return e && (r = tn(e) ? (e.checked ? `true` : `false`) : e.value), (e = r), e !== n && (t.setValue(e), !0);
    }
    var on = /[\n"\\]/g;
    function sn(e) {
      return e.replace(on, (e) => `\\` + e.charCodeAt(0).toString(16) + ` `);
    }
    function cn(e, t, n, r, i, a, o, s) {
      (e.name = ``),
        o != null && typeof o != `function` && typeof o != `symbol` && typeof o != `boolean`
          ? (e.type = o)
          : e.removeAttribute(`type`),
        t == null
          ? (o !== `submit` && o !== `reset`) || e.removeAttribute(`value`)
          : o === `number`
            ? ((t === 0 && e.value === ``) || e.value != t) && (e.value = `` + en(t))
            : e.value !== `` + en(t) && (e.value = `` + en(t)),
        t == null
          ? n == null
            ? r != null && e.removeAttribute(`value`)
            : un(e, en(n))
          : o === `number` && e.value == t
            ? un(e, en(e.value))
            : un(e, en(t)),
        i == null && a != null && (e.defaultChecked = !!a),
        i != null && (e.checked = i && typeof i != `function` && typeof i != `symbol`),
        s != null && typeof s != `function` && typeof s != `symbol` && typeof s != `boolean`
          ? (e.name = `` + en(s))
          : e.removeAttribute(`name`);
    }
    function ln(e, t, n, r, i, a, o, s) {
      if (
        (a != null && typeof a != `function` && typeof a != `symbol` && typeof a != `boolean` && (e.type = a),
        t != null || n != null)
      ) {
        if (!((a !== `submit` && a !== `reset`) || t != null)) {
          rn(e);
          return;
        }
        (n = n == null ? `` : `` + en(n)),
          (t = t == null ? n : `` + en(t)),
          s || t === e.value || (e.value = t),
          (e.defaultValue = t);
      }
      (r ??= i),
        (r = typeof r != `function` && typeof r != `symbol` && !!r),
        (e.checked = s ? e.checked : !!r),
        (e.defaultChecked = !!r),
        o != null && typeof o != `function` && typeof o != `symbol` && typeof o != `boolean` && (e.name = o),
        rn(e);
    }
    function un(e, t) {
      e.defaultValue !== `` + t && (e.defaultValue = `` + t);
    }
    function dn(e, t, n, r) {
      if (((e = e.options), t)) {
        t = {};
        for (var i = 0; i < n.length; i++) t[`$` + n[i]] = !0;
        for (n = 0; n < e.length; n++)
          (i = Object.hasOwn(t, `$` + e[n].value)),
            e[n].selected !== i && (e[n].selected = i),
            i && r && (e[n].defaultSelected = !0);
      } else {
        for (n = `` + en(n), t = null, i = 0; i < e.length; i++) {
          if (e[i].value === n) {
            (e[i].selected = !0), r && (e[i].defaultSelected = !0);
            return;
          }
          t !== null || e[i].disabled || (t = e[i]);
        }
        t !== null && (t.selected = !0);
      }
    }
    function fn(e, t, n) {
      t != null && ((t = `` + en(t)), t !== e.value && (e.value = t), n == null)
        ? e.defaultValue !== t && (e.defaultValue = t)
        : (e.defaultValue = n == null ? `` : `` + en(n));
    }
    function pn(e, t, n, r) {
      if (t == null) {
        if (r != null) {
          if (n != null) throw Error(o(92));
          if (ye(r)) {
            if (1 < r.length) throw Error(o(93));
            r = r[0];
          }
          n = r;
        }
        (n ??= ``), (t = n);
      }
      (n = en(t)), (e.defaultValue = n), (r = e.textContent), r === n && r !== `` && r !== null && (e.value = r), rn(e);
    }
    function mn(e, t) {
      if (t) {
        var n = e.firstChild;
        if (n && n === e.lastChild && n.nodeType === 3) {
          n.nodeValue = t;
          return;
        }
      }
      e.textContent = t;
    }
    var hn = new Set(
      `animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp`.split(
        ` `,
      ),
    );
    function gn(e, t, n) {
      var r = t.indexOf(`--`) === 0;
      n == null || typeof n == `boolean` || n === ``
        ? r
          ? e.setProperty(t, ``)
          : t === `float`
            ? (e.cssFloat = ``)
            : (e[t] = ``)
        : r
          ? e.setProperty(t, n)
          : typeof n != `number` || n === 0 || hn.has(t)
            ? t === `float`
              ? (e.cssFloat = n)
              : (e[t] = (`` + n).trim())
            : (e[t] = n + `px`);
    }
    function _n(e, t, n) {
      if (t != null && typeof t != `object`) throw Error(o(62));
      if (((e = e.style), n != null)) {
        for (var r in n)
          !Object.hasOwn(n, r) ||
            (t != null && Object.hasOwn(t, r)) ||
            (r.indexOf(`--`) === 0 ? e.setProperty(r, ``) : r === `float` ? (e.cssFloat = ``) : (e[r] = ``), (F = !0));
        for (var i in t) (r = t[i]), Object.hasOwn(t, i) && n[i] !== r && (gn(e, i, r), (F = !0));
      } else for (var a in t) Object.hasOwn(t, a) && gn(e, a, t[a]);
    }
    function vn(e) {
      if (e.indexOf(`-`) === -1) return !1;
      switch (e) {
        case `annotation-xml`:
        case `color-profile`:
        case `font-face`:
        case `font-face-src`:
        case `font-face-uri`:
        case `font-face-format`:
        case `font-face-name`:
        case `missing-glyph`:
          return !1;
        default:
          return !0;
      }
    }
    var yn = new Map([
        [`acceptCharset`, `accept-charset`],
        [`htmlFor`, `for`],
        [`httpEquiv`, `http-equiv`],
        [`crossOrigin`, `crossorigin`],
        [`accentHeight`, `accent-height`],
        [`alignmentBaseline`, `alignment-baseline`],
        [`arabicForm`, `arabic-form`],
        [`baselineShift`, `baseline-shift`],
        [`capHeight`, `cap-height`],
        [`clipPath`, `clip-path`],
        [`clipRule`, `clip-rule`],
        [`colorInterpolation`, `color-interpolation`],
        [`colorInterpolationFilters`, `color-interpolation-filters`],
        [`colorProfile`, `color-profile`],
        [`colorRendering`, `color-rendering`],
        [`dominantBaseline`, `dominant-baseline`],
        [`enableBackground`, `enable-background`],
        [`fillOpacity`, `fill-opacity`],
        [`fillRule`, `fill-rule`],
        [`floodColor`, `flood-color`],
        [`floodOpacity`, `flood-opacity`],
        [`fontFamily`, `font-family`],
        [`fontSize`, `font-size`],
        [`fontSizeAdjust`, `font-size-adjust`],
        [`fontStretch`, `font-stretch`],
        [`fontStyle`, `font-style`],
        [`fontVariant`, `font-variant`],
        [`fontWeight`, `font-weight`],
        [`glyphName`, `glyph-name`],
        [`glyphOrientationHorizontal`, `glyph-orientation-horizontal`],
        [`glyphOrientationVertical`, `glyph-orientation-vertical`],
        [`horizAdvX`, `horiz-adv-x`],
        [`horizOriginX`, `horiz-origin-x`],
        [`imageRendering`, `image-rendering`],
        [`letterSpacing`, `letter-spacing`],
        [`lightingColor`, `lighting-color`],
        [`markerEnd`, `marker-end`],
        [`markerMid`, `marker-mid`],
        [`markerStart`, `marker-start`],
        [`maskType`, `mask-type`],
        [`overlinePosition`, `overline-position`],
        [`overlineThickness`, `overline-thickness`],
        [`paintOrder`, `paint-order`],
        [`panose-1`, `panose-1`],
        [`pointerEvents`, `pointer-events`],
        [`renderingIntent`, `rendering-intent`],
        [`shapeRendering`, `shape-rendering`],
        [`stopColor`, `stop-color`],
        [`stopOpacity`, `stop-opacity`],
        [`strikethroughPosition`, `strikethrough-position`],
        [`strikethroughThickness`, `strikethrough-thickness`],
        [`strokeDasharray`, `stroke-dasharray`],
        [`strokeDashoffset`, `stroke-dashoffset`],
        [`strokeLinecap`, `stroke-linecap`],
        [`strokeLinejoin`, `stroke-linejoin`],
        [`strokeMiterlimit`, `stroke-miterlimit`],
        [`strokeOpacity`, `stroke-opacity`],
        [`strokeWidth`, `stroke-width`],
        [`textAnchor`, `text-anchor`],
        [`textDecoration`, `text-decoration`],
        [`textRendering`, `text-rendering`],
        [`transformOrigin`, `transform-origin`],
        [`underlinePosition`, `underline-position`],
        [`underlineThickness`, `underline-thickness`],
        [`unicodeBidi`, `unicode-bidi`],
        [`unicodeRange`, `unicode-range`],
        [`unitsPerEm`, `units-per-em`],
        [`vAlphabetic`, `v-alphabetic`],
        [`vHanging`, `v-hanging`],
        [`vIdeographic`, `v-ideographic`],
        [`vMathematical`, `v-mathematical`],
        [`vectorEffect`, `vector-effect`],
        [`vertAdvY`, `vert-adv-y`],
        [`vertOriginX`, `vert-origin-x`],
        [`vertOriginY`, `vert-origin-y`],
        [`wordSpacing`, `word-spacing`],
        [`writingMode`, `writing-mode`],
        [`xmlnsXlink`, `xmlns:xlink`],
        [`xHeight`, `x-height`],
      ]),
      bn =
        /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
    function xn(e) {
      return bn.test(`` + e)
        ? `javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')`
        : e;
    }
    function I() {}
    var Sn = null;
    function Cn(e) {
      return (
        (e = e.target || e.srcElement || window),
        e.correspondingUseElement && (e = e.correspondingUseElement),
        e.nodeType === 3 ? e.parentNode : e
      );
    }
    var wn = null,
      Tn = null;
    function En(e) {
      var t = Lt(e);
      if (t && (e = t.stateNode)) {
        var n = e[Dt] || null;
        switch (((e = t.stateNode), t.type)) {
          case `input`:
            if (
              (cn(e, n.value, n.defaultValue, n.defaultValue, n.checked, n.defaultChecked, n.type, n.name),
              (t = n.name),
              n.type === `radio` && t != null)
            ) {
              for (n = e; n.parentNode; ) n = n.parentNode;
              for (n = n.querySelectorAll(`input[name="` + sn(`` + t) + `"][type="radio"]`), t = 0; t < n.length; t++) {
                var r = n[t];
                if (r !== e && r.form === e.form) {
                  var i = r[Dt] || null;
                  if (!i) throw Error(o(90));
                  cn(r, i.value, i.defaultValue, i.defaultValue, i.checked, i.defaultChecked, i.type, i.name);
                }
              }
              for (t = 0; t < n.length; t++) (r = n[t]), r.form === e.form && an(r);
            }
            break;
          case `textarea`:
            fn(e, n.value, n.defaultValue);
            break;
          case `select`:
            (t = n.value), t != null && dn(e, !!n.multiple, t, !1);
        }
      }
    }
    var Dn = !1;
    function On(e, t, n) {
      if (Dn) return e(t, n);
      Dn = !0;
      try {
        return e(t);
      } finally {
        if (((Dn = !1), (wn !== null || Tn !== null) && (zd(), wn && ((t = wn), (e = Tn), (Tn = wn = null), En(t), e))))
          for (t = 0; t < e.length; t++) En(e[t]);
      }
    }
    function kn(e, t) {
      var n = e.stateNode;
      if (n === null) return null;
      var r = n[Dt] || null;
      if (r === null) return null;
      n = r[t];
      switch (t) {
        case `onClick`:
        case `onClickCapture`:
        case `onDoubleClick`:
        case `onDoubleClickCapture`:
        case `onMouseDown`:
        case `onMouseDownCapture`:
        case `onMouseMove`:
        case `onMouseMoveCapture`:
        case `onMouseUp`:
        case `onMouseUpCapture`:
        case `onMouseEnter`:
          (r = !r.disabled) ||
            ((e = e.type), (r = e !== `button` && e !== `input` && e !== `select` && e !== `textarea`)),
            (e = !r);
          break;
        default:
          e = !1;
      }
      if (e) return null;
      if (n && typeof n != `function`) throw Error(o(231, t, typeof n));
      return n;
    }
    var An = typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0,
      jn = !1;
    if (An)
      try {
        var Mn = {};
        Object.defineProperty(Mn, 'passive', {
          get: () => {
            jn = !0;
          },
        }),
          window.addEventListener(`test`, Mn, Mn),
          window.removeEventListener(`test`, Mn, Mn);
      } catch {
        jn = !1;
      }
    var Nn = null,
      Pn = null,
      Fn = null;
    function In() {
      if (Fn) return Fn;
      var e,
        t = Pn,
        n = t.length,
        r,
        i = `value` in Nn ? Nn.value : Nn.textContent,
        a = i.length;
      for (e = 0; e < n && t[e] === i[e]; e++);
      var o = n - e;
      for (r = 1; r <= o && t[n - r] === i[a - r]; r++);
      return (Fn = i.slice(e, 1 < r ? 1 - r : void 0));
    }
    function Ln(e) {
      var t = e.keyCode;
      return (
        `charCode` in e ? ((e = e.charCode), e === 0 && t === 13 && (e = 13)) : (e = t),
        e === 10 && (e = 13),
        32 <= e || e === 13 ? e : 0
      );
    }
    function Rn() {
      return !0;
    }
    function zn() {
      return !1;
    }
    function Bn(e) {
      function t(t, n, r, i, a) {
        for (var o in ((this._reactName = t),
        (this._targetInst = r),
        (this.type = n),
        (this.nativeEvent = i),
        (this.target = a),
        (this.currentTarget = null),
        e))
          Object.hasOwn(e, o) && ((t = e[o]), (this[o] = t ? t(i) : i[o]));
        return (
          (this.isDefaultPrevented = (i.defaultPrevented == null ? !1 === i.returnValue : i.defaultPrevented)
            ? Rn
            : zn),
          (this.isPropagationStopped = zn),
          this
        );
      }
      return (
        E(t.prototype, {
          preventDefault: function () {
            this.defaultPrevented = !0;
            var e = this.nativeEvent;
            e &&
              (e.preventDefault ? e.preventDefault() : typeof e.returnValue != `unknown` && (e.returnValue = !1),
              (this.isDefaultPrevented = Rn));
          },
          stopPropagation: function () {
            var e = this.nativeEvent;
            e &&
              (e.stopPropagation ? e.stopPropagation() : typeof e.cancelBubble != `unknown` && (e.cancelBubble = !0),
              (this.isPropagationStopped = Rn));
          },
          persist: () => {},
          isPersistent: Rn,
        }),
        t
      );
    }
    var Vn = {
        eventPhase: 0,
        bubbles: 0,
        cancelable: 0,
        timeStamp: (e) => e.timeStamp || Date.now(),
        defaultPrevented: 0,
        isTrusted: 0,
      },
      Hn = Bn(Vn),
      Un = E({}, Vn, { view: 0, detail: 0 }),
      Wn = Bn(Un),
      Gn,
      Kn,
      qn,
      Jn = E({}, Un, {
        screenX: 0,
        screenY: 0,
        clientX: 0,
        clientY: 0,
        pageX: 0,
        pageY: 0,
        ctrlKey: 0,
        shiftKey: 0,
        altKey: 0,
        metaKey: 0,
        getModifierState: ar,
        button: 0,
        buttons: 0,
        relatedTarget: (e) =>
          e.relatedTarget === void 0 ? (e.fromElement === e.srcElement ? e.toElement : e.fromElement) : e.relatedTarget,
        movementX: (e) =>
          `movementX` in e
            ? e.movementX
            : (e !== qn &&
                (qn && e.type === `mousemove`
                  ? ((Gn = e.screenX - qn.screenX), (Kn = e.screenY - qn.screenY))
                  : (Kn = Gn = 0),
                (qn = e)),
              Gn),
        movementY: (e) => (`movementY` in e ? e.movementY : Kn),
      }),
      Yn = Bn(Jn),
      Xn = Bn(E({}, Jn, { dataTransfer: 0 })),
      Zn = Bn(E({}, Un, { relatedTarget: 0 })),
      Qn = Bn(E({}, Vn, { animationName: 0, elapsedTime: 0, pseudoElement: 0 })),
      $n = Bn(E({}, Vn, { clipboardData: (e) => (`clipboardData` in e ? e.clipboardData : window.clipboardData) })),
      er = Bn(E({}, Vn, { data: 0 })),
      tr = {
        Esc: `Escape`,
        Spacebar: ` `,
        Left: `ArrowLeft`,
        Up: `ArrowUp`,
        Right: `ArrowRight`,
        Down: `ArrowDown`,
        Del: `Delete`,
        Win: `OS`,
        Menu: `ContextMenu`,
        Apps: `ContextMenu`,
        Scroll: `ScrollLock`,
        MozPrintableKey: `Unidentified`,
      },
      nr = {
        8: `Backspace`,
        9: `Tab`,
        12: `Clear`,
        13: `Enter`,
        16: `Shift`,
        17: `Control`,
        18: `Alt`,
        19: `Pause`,
        20: `CapsLock`,
        27: `Escape`,
        32: ` `,
        33: `PageUp`,
        34: `PageDown`,
        35: `End`,
        36: `Home`,
        37: `ArrowLeft`,
        38: `ArrowUp`,
        39: `ArrowRight`,
        40: `ArrowDown`,
        45: `Insert`,
        46: `Delete`,
        112: `F1`,
        113: `F2`,
        114: `F3`,
        115: `F4`,
        116: `F5`,
        117: `F6`,
        118: `F7`,
        119: `F8`,
        120: `F9`,
        121: `F10`,
        122: `F11`,
        123: `F12`,
        144: `NumLock`,
        145: `ScrollLock`,
        224: `Meta`,
      },
      rr = { Alt: `altKey`, Control: `ctrlKey`, Meta: `metaKey`, Shift: `shiftKey` };
    function ir(e) {
      var t = this.nativeEvent;
      return t.getModifierState ? t.getModifierState(e) : (e = rr[e]) ? !!t[e] : !1;
    }
    function ar() {
      return ir;
    }
    var or = Bn(
        E({}, Un, {
          key: (e) => {
            if (e.key) {
              var t = tr[e.key] || e.key;
              if (t !== `Unidentified`) return t;
            }
            return e.type === `keypress`
              ? ((e = Ln(e)), e === 13 ? `Enter` : String.fromCharCode(e))
              : e.type === `keydown` || e.type === `keyup`
                ? nr[e.keyCode] || `Unidentified`
                : ``;
          },
          code: 0,
          location: 0,
          ctrlKey: 0,
          shiftKey: 0,
          altKey: 0,
          metaKey: 0,
          repeat: 0,
          locale: 0,
          getModifierState: ar,
          charCode: (e) => (e.type === `keypress` ? Ln(e) : 0),
          keyCode: (e) => (e.type === `keydown` || e.type === `keyup` ? e.keyCode : 0),
          which: (e) => (e.type === `keypress` ? Ln(e) : e.type === `keydown` || e.type === `keyup` ? e.keyCode : 0),
        }),
      ),
      sr = Bn(
        E({}, Jn, {
          pointerId: 0,
          width: 0,
          height: 0,
          pressure: 0,
          tangentialPressure: 0,
          tiltX: 0,
          tiltY: 0,
          twist: 0,
          pointerType: 0,
          isPrimary: 0,
        }),
      ),
      cr = Bn(E({}, Vn, { submitter: 0 })),
      lr = Bn(
        E({}, Un, {
          touches: 0,
          targetTouches: 0,
          changedTouches: 0,
          altKey: 0,
          metaKey: 0,
          ctrlKey: 0,
          shiftKey: 0,
          getModifierState: ar,
        }),
      ),
      ur = Bn(E({}, Vn, { propertyName: 0, elapsedTime: 0, pseudoElement: 0 })),
      dr = Bn(
        E({}, Jn, {
          deltaX: (e) => (`deltaX` in e ? e.deltaX : `wheelDeltaX` in e ? -e.wheelDeltaX : 0),
          deltaY: (e) =>
            `deltaY` in e ? e.deltaY : `wheelDeltaY` in e ? -e.wheelDeltaY : `wheelDelta` in e ? -e.wheelDelta : 0,
          deltaZ: 0,
          deltaMode: 0,
        }),
      ),
      fr = Bn(E({}, Vn, { newState: 0, oldState: 0, source: 0 })),
      pr = [9, 13, 27, 32],
      mr = An && `CompositionEvent` in window,
      hr = null;
    An && `documentMode` in document && (hr = document.documentMode);
    var gr = An && `TextEvent` in window && !hr,
      _r = An && (!mr || (hr && 8 < hr && 11 >= hr)),
      vr = ` `,
      yr = !1;
    function br(e, t) {
      switch (e) {
        case `keyup`:
          return pr.indexOf(t.keyCode) !== -1;
        case `keydown`:
          return t.keyCode !== 229;
        case `keypress`:
        case `mousedown`:
        case `focusout`:
          return !0;
        default:
          return !1;
      }
    }
    function xr(e) {
      return (e = e.detail), typeof e == `object` && `data` in e ? e.data : null;
    }
    var Sr = !1;
    function Cr(e, t) {
      switch (e) {
        case `compositionend`:
          return xr(t);
        case `keypress`:
          return t.which === 32 ? ((yr = !0), vr) : null;
        case `textInput`:
          return (e = t.data), e === vr && yr ? null : e;
        default:
          return null;
      }
    }
    function wr(e, t) {
      if (Sr)
        return e === `compositionend` || (!mr && br(e, t)) ? ((e = In()), (Fn = Pn = Nn = null), (Sr = !1), e) : null;
      switch (e) {
        case `paste`:
          return null;
        case `keypress`:
          if (!(t.ctrlKey || t.altKey || t.metaKey) || (t.ctrlKey && t.altKey)) {
            if (t.char && 1 < t.char.length) return t.char;
            if (t.which) return String.fromCharCode(t.which);
          }
          return null;
        case `compositionend`:
          return _r && t.locale !== `ko` ? null : t.data;
        default:
          return null;
      }
    }
    var Tr = {
      color: !0,
      date: !0,
      datetime: !0,
      'datetime-local': !0,
      email: !0,
      month: !0,
      number: !0,
      password: !0,
      range: !0,
      search: !0,
      tel: !0,
      text: !0,
      time: !0,
      url: !0,
      week: !0,
    };
    function Er(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return t === `input` ? !!Tr[e.type] : t === `textarea`;
    }
    function Dr(e, t, n, r) {
      wn ? (Tn ? Tn.push(r) : (Tn = [r])) : (wn = r),
        (t = Jf(t, `onChange`)),
        0 < t.length && ((n = new Hn(`onChange`, `change`, null, n, r)), e.push({ event: n, listeners: t }));
    }
    var Or = null,
      kr = null;
    function Ar(e) {
      Vf(e, 0);
    }
    function jr(e) {
      if (an(Rt(e))) return e;
    }
    function Mr(e, t) {
      if (e === `change`) return t;
    }
    var Nr = !1;
    if (An) {
      var Pr;
      if (An) {
        var Fr = `oninput` in document;
        if (!Fr) {
          var Ir = document.createElement(`div`);
          Ir.setAttribute(`oninput`, `return;`), (Fr = typeof Ir.oninput == `function`);
        }
        Pr = Fr;
      } else Pr = !1;
      Nr = Pr && (!document.documentMode || 9 < document.documentMode);
    }
    function Lr() {
      Or && (Or.detachEvent(`onpropertychange`, Rr), (kr = Or = null));
    }
    function Rr(e) {
      if (e.propertyName === `value` && jr(kr)) {
        var t = [];
        Dr(t, kr, e, Cn(e)), On(Ar, t);
      }
    }
    function zr(e, t, n) {
      e === `focusin` ? (Lr(), (Or = t), (kr = n), Or.attachEvent(`onpropertychange`, Rr)) : e === `focusout` && Lr();
    }
    function Br(e) {
      if (e === `selectionchange` || e === `keyup` || e === `keydown`) return jr(kr);
    }
    function Vr(e, t) {
      if (e === `click`) return jr(t);
    }
    function Hr(e, t) {
      if (e === `input` || e === `change`) return jr(t);
    }
    function Ur(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var Wr = typeof Object.is == `function` ? Object.is : Ur;
    function Gr(e, t) {
      if (Wr(e, t)) return !0;
      if (typeof e != `object` || !e || typeof t != `object` || !t) return !1;
      var n = Object.keys(e),
        r = Object.keys(t);
      if (n.length !== r.length) return !1;
      for (r = 0; r < n.length; r++) {
        var i = n[r];
        if (!Be.call(t, i) || !Wr(e[i], t[i])) return !1;
      }
      return !0;
    }
    function Kr(e) {
      if (((e ||= typeof document < `u` ? document : void 0), e === void 0)) return null;
      try {
        return e.activeElement || e.body;
      } catch {
        return e.body;
      }
    }
    function qr(e) {
      for (; e && e.firstChild; ) e = e.firstChild;
      return e;
    }
    function Jr(e, t) {
      var n = qr(e);
      e = 0;
      for (var r; n; ) {
        if (n.nodeType === 3) {
          if (((r = e + n.textContent.length), e <= t && r >= t)) return { node: n, offset: t - e };
          e = r;
        }
        a: {
          for (; n; ) {
            if (n.nextSibling) {
              n = n.nextSibling;
              break a;
            }
            n = n.parentNode;
          }
          n = void 0;
        }
        n = qr(n);
      }
    }
    function Yr(e, t) {
      return e && t
        ? e === t
          ? !0
          : e && e.nodeType === 3
            ? !1
            : t && t.nodeType === 3
              ? Yr(e, t.parentNode)
              : `contains` in e
                ? e.contains(t)
                : e.compareDocumentPosition
                  ? !!(e.compareDocumentPosition(t) & 16)
                  : !1
        : !1;
    }
    function Xr(e) {
      e =
        e != null && e.ownerDocument != null && e.ownerDocument.defaultView != null
          ? e.ownerDocument.defaultView
          : window;
      for (var t = Kr(e.document); t instanceof e.HTMLIFrameElement; ) {
        try {
          var n = typeof t.contentWindow.location.href == `string`;
        } catch {
          n = !1;
        }
        if (n) e = t.contentWindow;
        else break;
        t = Kr(e.document);
      }
      return t;
    }
    function Zr(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return (
        t &&
        ((t === `input` &&
          (e.type === `text` ||
            e.type === `search` ||
            e.type === `tel` ||
            e.type === `url` ||
            e.type === `password`)) ||
          t === `textarea` ||
          e.contentEditable === `true`)
      );
    }
    var Qr = An && `documentMode` in document && 11 >= document.documentMode,
      $r = null,
      ei = null,
      ti = null,
      ni = !1;
    function ri(e, t, n) {
      var r = n.window === n ? n.document : n.nodeType === 9 ? n : n.ownerDocument;
      ni ||
        $r == null ||
        $r !== Kr(r) ||
        ((r = $r),
        `selectionStart` in r && Zr(r)
          ? (r = { start: r.selectionStart, end: r.selectionEnd })
          : ((r = ((r.ownerDocument && r.ownerDocument.defaultView) || window).getSelection()),
            (r = {
              anchorNode: r.anchorNode,
              anchorOffset: r.anchorOffset,
              focusNode: r.focusNode,
              focusOffset: r.focusOffset,
            })),
        (ti && Gr(ti, r)) ||
          ((ti = r),
          (r = Jf(ei, `onSelect`)),
          0 < r.length &&
            ((t = new Hn(`onSelect`, `select`, null, t, n)), e.push({ event: t, listeners: r }), (t.target = $r))));
    }
    function ii(e, t) {
      var n = {};
      return (n[e.toLowerCase()] = t.toLowerCase()), (n[`Webkit` + e] = `webkit` + t), (n[`Moz` + e] = `moz` + t), n;
    }
    var ai = {
        animationend: ii(`Animation`, `AnimationEnd`),
        animationiteration: ii(`Animation`, `AnimationIteration`),
        animationstart: ii(`Animation`, `AnimationStart`),
        transitionrun: ii(`Transition`, `TransitionRun`),
        transitionstart: ii(`Transition`, `TransitionStart`),
        transitioncancel: ii(`Transition`, `TransitionCancel`),
        transitionend: ii(`Transition`, `TransitionEnd`),
      },
      oi = {},
      si = {};
    An &&
      ((si = document.createElement(`div`).style),
      `AnimationEvent` in window ||
        (delete ai.animationend.animation, delete ai.animationiteration.animation, delete ai.animationstart.animation),
      `TransitionEvent` in window || delete ai.transitionend.transition);
    function ci(e) {
      if (oi[e]) return oi[e];
      if (!ai[e]) return e;
      var t = ai[e],
        n;
      for (n in t) if (Object.hasOwn(t, n) && n in si) return (oi[e] = t[n]);
      return e;
    }
    var li = ci(`animationend`),
      ui = ci(`animationiteration`),
      di = ci(`animationstart`),
      fi = ci(`transitionrun`),
      pi = ci(`transitionstart`),
      mi = ci(`transitioncancel`),
      hi = ci(`transitionend`),
      gi = new Map(),
      _i =
        `abort auxClick beforeToggle cancel canPlay canPlayThrough click close contextMenu copy cut drag dragEnd dragEnter dragExit dragLeave dragOver dragStart drop durationChange emptied encrypted ended error fullscreenChange fullscreenError gotPointerCapture input invalid keyDown keyPress keyUp load loadedData loadedMetadata loadStart lostPointerCapture mouseDown mouseMove mouseOut mouseOver mouseUp paste pause play playing pointerCancel pointerDown pointerMove pointerOut pointerOver pointerUp progress rateChange reset resize seeked seeking stalled submit suspend timeUpdate touchCancel touchEnd touchStart volumeChange scroll toggle touchMove waiting wheel`.split(
          ` `,
        );
    _i.push(`scrollEnd`);
    function vi(e, t) {
      gi.set(e, t), Wt(t, [e]);
    }
    var yi = 0;
    function bi(e, t) {
      if (e.name != null && e.name !== `auto`) return e.name;
      if (t.autoName !== null) return t.autoName;
      e = bd.identifierPrefix;
      var n = yi++;
      return (e = `_` + e + `t_` + n.toString(32) + `_`), (t.autoName = e);
    }
    function xi(e) {
      if (e == null || typeof e == `string`) return e;
      var t = null,
        n = Od;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = e[n[r]];
          if (i != null) {
            if (i === `none`) return `none`;
            t = t == null ? i : t + (` ` + i);
          }
        }
      return t ?? e.default;
    }
    function Si(e, t) {
      return (e = xi(e)), (t = xi(t)), t == null ? (e === `auto` ? null : e) : t === `auto` ? null : t;
    }
    var Ci =
        typeof reportError == `function`
          ? reportError
          : (e) => {
              if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
                var t = new window.ErrorEvent(`error`, {
                  bubbles: !0,
                  cancelable: !0,
                  message: typeof e == `object` && e && typeof e.message == `string` ? String(e.message) : String(e),
                  error: e,
                });
                if (!window.dispatchEvent(t)) return;
              } else if (typeof process == `object` && typeof process.emit == `function`) {
                process.emit(`uncaughtException`, e);
                return;
              }
              console.error(e);
            },
      wi = [],
      Ti = 0,
      Ei = 0;
    function Di() {
      for (var e = Ti, t = (Ei = Ti = 0); t < e; ) {
        var n = wi[t];
        wi[t++] = null;
        var r = wi[t];
        wi[t++] = null;
        var i = wi[t];
        wi[t++] = null;
        var a = wi[t];
        if (((wi[t++] = null), r !== null && i !== null)) {
          var o = r.pending;
          o === null ? (i.next = i) : ((i.next = o.next), (o.next = i)), (r.pending = i);
        }
        a !== 0 && ji(n, i, a);
      }
    }
    function Oi(e, t, n, r) {
      (wi[Ti++] = e),
        (wi[Ti++] = t),
        (wi[Ti++] = n),
        (wi[Ti++] = r),
        (Ei |= r),
        (e.lanes |= r),
        (e = e.alternate),
        e !== null && (e.lanes |= r);
    }
    function ki(e, t, n, r) {
      return Oi(e, t, n, r), Mi(e);
    }
    function Ai(e, t) {
      return Oi(e, null, null, t), Mi(e);
    }
    function ji(e, t, n) {
      e.lanes |= n;
      var r = e.alternate;
      r !== null && (r.lanes |= n);
      for (var i = !1, a = e.return; a !== null; )
        (a.childLanes |= n),
          (r = a.alternate),
          r !== null && (r.childLanes |= n),
          a.tag === 22 && ((e = a.stateNode), e === null || e._visibility & 1 || (i = !0)),
          (e = a),
          (a = a.return);
      return e.tag === 3
        ? ((a = e.stateNode),
          i &&
            t !== null &&
            ((i = 31 - nt(n)),
            (e = a.hiddenUpdates),
            (r = e[i]),
            r === null ? (e[i] = [t]) : r.push(t),
            (t.lane = n | 536870912)),
          a)
        : null;
    }
    function Mi(e) {
      if (50 < kd) throw ((kd = 0), (Ad = null), Error(o(185)));
      for (var t = e.return; t !== null; ) (e = t), (t = e.return);
      return e.tag === 3 ? e.stateNode : null;
    }
    var Ni = {};
    function Pi(e, t, n, r) {
      (this.tag = e),
        (this.key = n),
        (this.sibling = this.child = this.return = this.stateNode = this.type = this.elementType = null),
        (this.index = 0),
        (this.refCleanup = this.ref = null),
        (this.pendingProps = t),
        (this.dependencies = this.memoizedState = this.updateQueue = this.memoizedProps = null),
        (this.mode = r),
        (this.subtreeFlags = this.flags = 0),
        (this.deletions = null),
        (this.childLanes = this.lanes = 0),
        (this.alternate = null);
    }
    function Fi(e, t, n, r) {
      return new Pi(e, t, n, r);
    }
    function Ii(e) {
      return (e = e.prototype), !(!e || !e.isReactComponent);
    }
    function Li(e, t) {
      var n = e.alternate;
      return (
        n === null
          ? ((n = Fi(e.tag, t, e.key, e.mode)),
            (n.elementType = e.elementType),
            (n.type = e.type),
            (n.stateNode = e.stateNode),
            (n.alternate = e),
            (e.alternate = n))
          : ((n.pendingProps = t), (n.type = e.type), (n.flags = 0), (n.subtreeFlags = 0), (n.deletions = null)),
        (n.flags = e.flags & 1206910976),
        (n.childLanes = e.childLanes),
        (n.lanes = e.lanes),
        (n.child = e.child),
        (n.memoizedProps = e.memoizedProps),
        (n.memoizedState = e.memoizedState),
        (n.updateQueue = e.updateQueue),
        (t = e.dependencies),
        (n.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext }),
        (n.sibling = e.sibling),
        (n.index = e.index),
        (n.ref = e.ref),
        (n.refCleanup = e.refCleanup),
        n
      );
    }
    function Ri(e, t) {
      e.flags &= 1206910978;
      var n = e.alternate;
      return (
        n === null
          ? ((e.childLanes = 0),
            (e.lanes = t),
            (e.child = null),
            (e.subtreeFlags = 0),
            (e.memoizedProps = null),
            (e.memoizedState = null),
            (e.updateQueue = null),
            (e.dependencies = null),
            (e.stateNode = null))
          : ((e.childLanes = n.childLanes),
            (e.lanes = n.lanes),
            (e.child = n.child),
            (e.subtreeFlags = 0),
            (e.deletions = null),
            (e.memoizedProps = n.memoizedProps),
            (e.memoizedState = n.memoizedState),
            (e.updateQueue = n.updateQueue),
            (e.type = n.type),
            (t = n.dependencies),
            (e.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext })),
        e
      );
    }
    function zi(e, t, n, r, i, a) {
      var s = 0;
      if (((r = e), typeof r == `function`)) Ii(r) && (s = 1);
      else if (typeof r == `string`)
        s = qm(e, n, Te.current) ? 26 : e === `html` || e === `head` || e === `body` ? 27 : 5;
      else
        a: switch (r) {
          case ue:
            return (e = Fi(31, n, t, i)), (e.elementType = ue), (e.lanes = a), e;
          case k:
            return Bi(n.children, i, a, t);
          case ne:
            (s = 8), (i |= 24);
            break;
          case re:
            return (e = Fi(12, n, t, i | 2)), (e.elementType = re), (e.lanes = a), e;
          case oe:
            return (e = Fi(13, n, t, i)), (e.elementType = oe), (e.lanes = a), e;
          case se:
            return (e = Fi(19, n, t, i)), (e.elementType = se), (e.lanes = a), e;
          case de:
          case pe:
            return (
              (e = i | 32),
              (e = Fi(30, n, t, e)),
              (e.elementType = pe),
              (e.lanes = a),
              (e.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
              e
            );
          default:
            if (typeof r == `object` && r)
              switch (r.$$typeof) {
                case ie:
                  s = 10;
                  break a;
                case A:
                  s = 9;
                  break a;
                case ae:
                  s = 11;
                  break a;
                case ce:
                  s = 14;
                  break a;
                case le:
                  (s = 16), (r = null);
                  break a;
              }
            (s = 29), (n = Error(o(130, e === null ? `null` : typeof e, ``))), (r = null);
        }
      return (t = Fi(s, n, t, i)), (t.elementType = e), (t.type = r), (t.lanes = a), t;
    }
    function Bi(e, t, n, r) {
      return (e = Fi(7, e, r, t)), (e.lanes = n), e;
    }
    function Vi(e, t, n) {
      return (e = Fi(6, e, null, t)), (e.lanes = n), e;
    }
    function Hi(e) {
      var t = Fi(18, null, null, 0);
      return (t.stateNode = e), t;
    }
    function Ui(e, t, n) {
      return (
        (t = Fi(4, e.children === null ? [] : e.children, e.key, t)),
        (t.lanes = n),
        (t.stateNode = { containerInfo: e.containerInfo, pendingChildren: null, implementation: e.implementation }),
        t
      );
    }
    var Wi = new WeakMap();
    function Gi(e, t) {
      if (typeof e == `object` && e) {
        var n = Wi.get(e);
        return n === void 0 ? ((t = { value: e, source: t, stack: ze(t) }), Wi.set(e, t), t) : n;
      }
      return { value: e, source: t, stack: ze(t) };
    }
    var Ki = [],
      qi = 0,
      Ji = null,
      Yi = 0,
      Xi = [],
      Zi = 0,
      Qi = null,
      $i = 1,
      ea = ``;
    function L(e, t) {
      (Ki[qi++] = Yi), (Ki[qi++] = Ji), (Ji = e), (Yi = t);
    }
    function ta(e, t, n) {
      (Xi[Zi++] = $i), (Xi[Zi++] = ea), (Xi[Zi++] = Qi), (Qi = e);
      var r = $i;
      e = ea;
      var i = 32 - nt(r) - 1;
      (r &= ~(1 << i)), (n += 1);
      var a = 32 - nt(t) + i;
      if (30 < a) {
        var o = i - (i % 5);
        (a = (r & ((1 << o) - 1)).toString(32)),
          (r >>= o),
          (i -= o),
          ($i = (1 << (32 - nt(t) + i)) | (n << i) | r),
          (ea = a + e);
      } else ($i = (1 << a) | (n << i) | r), (ea = e);
    }
    function na(e) {
      e.return !== null && (L(e, 1), ta(e, 1, 0));
    }
    function ra(e) {
      for (; e === Ji; ) (Ji = Ki[--qi]), (Ki[qi] = null), (Yi = Ki[--qi]), (Ki[qi] = null);
      for (; e === Qi; )
        (Qi = Xi[--Zi]), (Xi[Zi] = null), (ea = Xi[--Zi]), (Xi[Zi] = null), ($i = Xi[--Zi]), (Xi[Zi] = null);
    }
    function R(e, t) {
      (Xi[Zi++] = $i), (Xi[Zi++] = ea), (Xi[Zi++] = Qi), ($i = t.id), (ea = t.overflow), (Qi = e);
    }
    var ia = null,
      z = null,
      B = !1,
      aa = null,
      oa = !1,
      sa = Error(o(519));
    function ca(e) {
      throw (
        (ma(
          Gi(Error(o(418, 1 < arguments.length && arguments[1] !== void 0 && arguments[1] ? `text` : `HTML`, ``)), e),
        ),
        sa)
      );
    }
    function la(e) {
      var t = e.stateNode,
        n = e.type,
        r = e.memoizedProps;
      switch (((t[Et] = e), (t[Dt] = r), n)) {
        case `dialog`:
          Q(`cancel`, t), Q(`close`, t);
          break;
        case `iframe`:
        case `object`:
        case `embed`:
          Q(`load`, t);
          break;
        case `video`:
        case `audio`:
          for (n = 0; n < zf.length; n++) Q(zf[n], t);
          break;
        case `source`:
          Q(`error`, t);
          break;
        case `img`:
        case `image`:
        case `link`:
          Q(`error`, t), Q(`load`, t);
          break;
        case `details`:
          Q(`toggle`, t);
          break;
        case `input`:
          Q(`invalid`, t), ln(t, r.value, r.defaultValue, r.checked, r.defaultChecked, r.type, r.name, !0);
          break;
        case `select`:
          Q(`invalid`, t);
          break;
        case `textarea`:
          Q(`invalid`, t), pn(t, r.value, r.defaultValue, r.children);
      }
      (n = r.children),
        (typeof n != `string` && typeof n != `number` && typeof n != `bigint`) ||
        t.textContent === `` + n ||
        !0 === r.suppressHydrationWarning ||
        ep(t.textContent, n)
          ? (r.popover != null && (Q(`beforetoggle`, t), Q(`toggle`, t)),
            r.onScroll != null && Q(`scroll`, t),
            r.onScrollEnd != null && Q(`scrollend`, t),
            r.onClick != null && (t.onclick = I),
            (t = !0))
          : (t = !1),
        t || ca(e, !0);
    }
    function ua(e) {
      for (ia = e.return; ia; )
        switch (ia.tag) {
          case 5:
          case 31:
          case 13:
            oa = !1;
            return;
          case 27:
          case 3:
            oa = !0;
            return;
          default:
            ia = ia.return;
        }
    }
    function da(e) {
      if (e !== ia) return !1;
      if (!B) return ua(e), (B = !0), !1;
      var t = e.tag,
        n;
      if (
        ((n = t !== 3 && t !== 27) &&
          ((n = t === 5) && ((n = e.type), (n = n === `form` || n === `button` || pp(e.type, e.memoizedProps))),
          (n = !n)),
        n && z && ca(e),
        ua(e),
        t === 13)
      ) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(o(317));
        z = dm(e);
      } else if (t === 31) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(o(317));
        z = dm(e);
      } else
        t === 27
          ? ((t = z), Sp(e.type) ? ((e = um), (um = null), (z = e)) : (z = t))
          : (z = ia ? lm(e.stateNode.nextSibling) : null);
      return !0;
    }
    function fa() {
      (z = ia = null), (B = !1);
    }
    function pa() {
      var e = aa;
      return e !== null && (fd === null ? (fd = e) : fd.push.apply(fd, e), (aa = null)), e;
    }
    function ma(e) {
      aa === null ? (aa = [e]) : aa.push(e);
    }
    var ha = Ce(null),
      ga = null,
      _a = null;
    function va(e, t, n) {
      N(ha, t._currentValue), (t._currentValue = n);
    }
    function ya(e) {
      (e._currentValue = ha.current), we(ha);
    }
    function ba(e, t, n) {
      for (; e !== null; ) {
        var r = e.alternate;
        if (
          ((e.childLanes & t) === t
            ? r !== null && (r.childLanes & t) !== t && (r.childLanes |= t)
            : ((e.childLanes |= t), r !== null && (r.childLanes |= t)),
          e === n)
        )
          break;
        e = e.return;
      }
    }
    function xa(e, t, n, r) {
      var i = e.child;
      for (i !== null && (i.return = e); i !== null; ) {
        var a = i.dependencies;
        if (a !== null) {
          var s = i.child;
          a = a.firstContext;
          a: for (; a !== null; ) {
            var c = a;
            a = i;
            for (var l = 0; l < t.length; l++)
              if (c.context === t[l]) {
                (a.lanes |= n), (c = a.alternate), c !== null && (c.lanes |= n), ba(a.return, n, e), r || (s = null);
                break a;
              }
            a = c.next;
          }
        } else if (i.tag === 18) {
          if (((s = i.return), s === null)) throw Error(o(341));
          (s.lanes |= n), (a = s.alternate), a !== null && (a.lanes |= n), ba(s, n, e), (s = null);
        } else
          i.tag === 13 && i.memoizedState !== null && i.memoizedState.dehydrated === null
            ? ((i.lanes |= n),
              (s = i.alternate),
              s !== null && (s.lanes |= n),
              ba(i.return, n, e),
              (s = i.child),
              (s = s === null ? null : s.sibling))
            : (s = i.child);
        if (s !== null) s.return = i;
        else
          for (s = i; s !== null; ) {
            if (s === e) {
              s = null;
              break;
            }
            if (((i = s.sibling), i !== null)) {
              (i.return = s.return), (s = i);
              break;
            }
            s = s.return;
          }
        i = s;
      }
    }
    function Sa(e, t, n, r) {
      e = null;
      for (var i = t, a = !1; i !== null; ) {
        if (!a) {
          if (i.flags & 524288) a = !0;
          else if (i.flags & 262144) break;
        }
        if (i.tag === 10) {
          var s = i.alternate;
          if (s === null) throw Error(o(387));
          if (((s = s.memoizedProps), s !== null)) {
            var c = i.type;
            Wr(i.pendingProps.value, s.value) || (e === null ? (e = [c]) : e.push(c));
          }
        } else if (i === Oe.current) {
          if (((s = i.alternate), s === null)) throw Error(o(387));
          s.memoizedState.memoizedState !== i.memoizedState.memoizedState && (e === null ? (e = [sh]) : e.push(sh));
        }
        i = i.return;
      }
      return e !== null && xa(t, e, n, r), (t.flags |= 262144), e !== null;
    }
    function Ca(e) {
      for (e = e.firstContext; e !== null; ) {
        if (!Wr(e.context._currentValue, e.memoizedValue)) return !0;
        e = e.next;
      }
      return !1;
    }
    function wa(e) {
      (ga = e), (_a = null), (e = e.dependencies), e !== null && (e.firstContext = null);
    }
    function Ta(e) {
      return Da(ga, e);
    }
    function Ea(e, t) {
      return ga === null && wa(e), Da(e, t);
    }
    function Da(e, t) {
      var n = t._currentValue;
      if (((t = { context: t, memoizedValue: n, next: null }), _a === null)) {
        if (e === null) throw Error(o(308));
        (_a = t), (e.dependencies = { lanes: 0, firstContext: t }), (e.flags |= 524288);
      } else _a = _a.next = t;
      return n;
    }
    var Oa =
        typeof AbortController < `u`
          ? AbortController
          : function () {
              var e = [],
                t = (this.signal = {
                  aborted: !1,
                  addEventListener: (t, n) => {
                    e.push(n);
                  },
                });
              this.abort = () => {
                (t.aborted = !0), e.forEach((e) => e());
              };
            },
      ka = t.unstable_scheduleCallback,
      Aa = t.unstable_NormalPriority,
      ja = { $$typeof: ie, Consumer: null, Provider: null, _currentValue: null, _currentValue2: null, _threadCount: 0 };
    function Ma() {
      return { controller: new Oa(), data: new Map(), refCount: 0 };
    }
    function Na(e) {
      e.refCount--,
        e.refCount === 0 &&
          ka(Aa, () => {
            e.controller.abort();
          });
    }
    function Pa(e, t) {
      if (e.pendingLanes & 4194048) {
        var n = e.transitionTypes;
        for (n === null && (n = e.transitionTypes = []), e = 0; e < t.length; e++) {
          var r = t[e];
          n.indexOf(r) === -1 && n.push(r);
        }
      }
    }
    var Fa = null;
    function Ia(e) {
      var t = e.transitionTypes;
      return (e.transitionTypes = null), t;
    }
    var La = null,
      Ra = 0,
      za = 0,
      Ba = null;
    function Va(e, t) {
      if (La === null) {
        var n = (La = []);
        (Ra = 0),
          (za = Pf()),
          (Ba = {
            status: `pending`,
            value: void 0,
            then: (e) => {
              n.push(e);
            },
          });
      }
      return Ra++, t.then(Ha, Ha), t;
    }
    function Ha() {
      if (--Ra === 0 && ((Fa = null), La !== null)) {
        Ba !== null && (Ba.status = `fulfilled`);
        var e = La;
        (La = null), (za = 0), (Ba = null);
        for (var t = 0; t < e.length; t++) (0, e[t])();
      }
    }
    function Ua(e, t) {
      var n = [],
        r = {
          status: `pending`,
          value: null,
          reason: null,
          then: (e) => {
            n.push(e);
          },
        };
      return (
        e.then(
          () => {
            (r.status = `fulfilled`), (r.value = t);
            for (var e = 0; e < n.length; e++) (0, n[e])(t);
          },
          (e) => {
            for (r.status = `rejected`, r.reason = e, e = 0; e < n.length; e++) (0, n[e])(void 0);
          },
        ),
        r
      );
    }
    var Wa = j.S;
    j.S = (e, t) => {
      if (((hd = P()), typeof t == `object` && t && typeof t.then == `function` && Va(e, t), Fa !== null))
        for (var n = bf; n !== null; ) Pa(n, Fa), (n = n.next);
      if (((n = e.types), n !== null)) {
        for (var r = bf; r !== null; ) Pa(r, n), (r = r.next);
        if (za !== 0) {
          (r = Fa), r === null && (r = Fa = []);
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.indexOf(a) === -1 && r.push(a);
          }
        }
      }
      Wa !== null && Wa(e, t);
    };
    var Ga = Ce(null);
    function Ka() {
      var e = Ga.current;
      return e === null ? q.pooledCache : e;
    }
    function qa(e, t) {
      t === null ? N(Ga, Ga.current) : N(Ga, t.pool);
    }
    function Ja() {
      var e = Ka();
      return e === null ? null : { parent: ja._currentValue, pool: e };
    }
    var Ya = Error(o(460)),
      Xa = Error(o(474)),
      Za = Error(o(542)),
      Qa = { then: () => {} };
    function $a(e) {
      return (e = e.status), e === `fulfilled` || e === `rejected`;
    }
    function eo(e, t, n) {
      switch (((n = e[n]), n === void 0 ? e.push(t) : n !== t && (t.then(I, I), (t = n)), t.status)) {
        case `fulfilled`:
          return t.value;
        case `rejected`:
          throw ((e = t.reason), io(e), e === void 0 && !(`reason` in t) ? Error(o(600)) : e);
        default:
          if (typeof t.status == `string`) t.then(I, I);
          else {
            if (((e = q), e !== null && 100 < e.shellSuspendCounter)) throw Error(o(482));
            (e = t),
              (e.status = `pending`),
              e.then(
                (e) => {
                  if (t.status === `pending`) {
                    var n = t;
                    (n.status = `fulfilled`), (n.value = e);
                  }
                },
                (e) => {
                  if (t.status === `pending`) {
                    var n = t;
                    (n.status = `rejected`), (n.reason = e);
                  }
                },
              );
          }
          switch (t.status) {
            case `fulfilled`:
              return t.value;
            case `rejected`:
              throw ((e = t.reason), io(e), e);
          }
          throw ((no = t), Ya);
      }
    }
    function to(e) {
      try {
        var t = e._init;
        return t(e._payload);
      } catch (e) {
        throw typeof e == `object` && e && typeof e.then == `function` ? ((no = e), Ya) : e;
      }
    }
    var no = null;
    function ro() {
      if (no === null) throw Error(o(459));
      var e = no;
      return (no = null), e;
    }
    function io(e) {
      if (e === Ya || e === Za) throw Error(o(483));
    }
    var ao = null,
      oo = 0;
    function so(e) {
      var t = oo;
      return (oo += 1), ao === null && (ao = []), eo(ao, e, t);
    }
    function co(e, t) {
      (t = t.props.ref), (e.ref = t === void 0 ? null : t);
    }
    function lo(e, t) {
      throw t.$$typeof === D
        ? Error(o(525))
        : ((e = Object.prototype.toString.call(t)),
          Error(o(31, e === `[object Object]` ? `object with keys {` + Object.keys(t).join(`, `) + `}` : e)));
    }
    function uo(e) {
      function t(t, n) {
        if (e) {
          var r = t.deletions;
          r === null ? ((t.deletions = [n]), (t.flags |= 16)) : r.push(n);
        }
      }
      function n(n, r) {
        if (!e) return null;
        for (; r !== null; ) t(n, r), (r = r.sibling);
        return null;
      }
      function r(e) {
        for (var t = new Map(); e !== null; ) e.key === null ? t.set(e.index, e) : t.set(e.key, e), (e = e.sibling);
        return t;
      }
      function i(e, t) {
        return (e = Li(e, t)), (e.index = 0), (e.sibling = null), e;
      }
      function a(t, n, r) {
        return (
          (t.index = r),
          e
            ? ((r = t.alternate),
              r === null ? ((t.flags |= 134217730), n) : ((r = r.index), r < n ? ((t.flags |= 2), n) : r))
            : ((t.flags |= 1048576), n)
        );
      }
      function s(t) {
        return e && t.alternate === null && (t.flags |= 134217730), t;
      }
      function c(e, t, n, r) {
        return t === null || t.tag !== 6
          ? ((t = Vi(n, e.mode, r)), (t.return = e), t)
          : ((t = i(t, n)), (t.return = e), t);
      }
      function l(e, t, n, r) {
        var a = n.type;
        return a === k
          ? ((e = d(e, t, n.props.children, r, n.key)), co(e, n), e)
          : t !== null && (t.elementType === a || (typeof a == `object` && a && a.$$typeof === le && to(a) === t.type))
            ? ((t = i(t, n.props)), co(t, n), (t.return = e), t)
            : ((t = zi(n.type, n.key, n.props, null, e.mode, r)), co(t, n), (t.return = e), t);
      }
      function u(e, t, n, r) {
        return t === null ||
          t.tag !== 4 ||
          t.stateNode.containerInfo !== n.containerInfo ||
          t.stateNode.implementation !== n.implementation
          ? ((t = Ui(n, e.mode, r)), (t.return = e), t)
          : ((t = i(t, n.children || [])), (t.return = e), t);
      }
      function d(e, t, n, r, a) {
        return t === null || t.tag !== 7
          ? ((t = Bi(n, e.mode, r, a)), (t.return = e), t)
          : ((t = i(t, n)), (t.return = e), t);
      }
      function f(e, t, n) {
        if ((typeof t == `string` && t !== ``) || typeof t == `number` || typeof t == `bigint`)
          return (t = Vi(`` + t, e.mode, n)), (t.return = e), t;
        if (typeof t == `object` && t) {
          switch (t.$$typeof) {
            case O:
              return (n = zi(t.type, t.key, t.props, null, e.mode, n)), co(n, t), (n.return = e), n;
            case te:
              return (t = Ui(t, e.mode, n)), (t.return = e), t;
            case le:
              return (t = to(t)), f(e, t, n);
          }
          if (ye(t) || ge(t)) return (t = Bi(t, e.mode, n, null)), (t.return = e), t;
          if (typeof t.then == `function`) return f(e, so(t), n);
          if (t.$$typeof === ie) return f(e, Ea(e, t), n);
          lo(e, t);
        }
        return null;
      }
      function p(e, t, n, r) {
        var i = t === null ? null : t.key;
        if ((typeof n == `string` && n !== ``) || typeof n == `number` || typeof n == `bigint`)
          return i === null ? c(e, t, `` + n, r) : null;
        if (typeof n == `object` && n) {
          switch (n.$$typeof) {
            case O:
              return n.key === i ? l(e, t, n, r) : null;
            case te:
              return n.key === i ? u(e, t, n, r) : null;
            case le:
              return (n = to(n)), p(e, t, n, r);
          }
          if (ye(n) || ge(n)) return i === null ? d(e, t, n, r, null) : null;
          if (typeof n.then == `function`) return p(e, t, so(n), r);
          if (n.$$typeof === ie) return p(e, t, Ea(e, n), r);
          lo(e, n);
        }
        return null;
      }
      function m(e, t, n, r, i) {
        if ((typeof r == `string` && r !== ``) || typeof r == `number` || typeof r == `bigint`)
          return (e = e.get(n) || null), c(t, e, `` + r, i);
        if (typeof r == `object` && r) {
          switch (r.$$typeof) {
            case O:
              return (e = e.get(r.key === null ? n : r.key) || null), l(t, e, r, i);
            case te:
              return (e = e.get(r.key === null ? n : r.key) || null), u(t, e, r, i);
            case le:
              return (r = to(r)), m(e, t, n, r, i);
          }
          if (ye(r) || ge(r)) return (e = e.get(n) || null), d(t, e, r, i, null);
          if (typeof r.then == `function`) return m(e, t, n, so(r), i);
          if (r.$$typeof === ie) return m(e, t, n, Ea(t, r), i);
          lo(t, r);
        }
        return null;
      }
      function h(i, o, s, c) {
        for (var l = null, u = null, d = o, h = (o = 0), g = null; d !== null && h < s.length; h++) {
          d.index > h ? ((g = d), (d = null)) : (g = d.sibling);
          var _ = p(i, d, s[h], c);
          if (_ === null) {
            d === null && (d = g);
            break;
          }
          e && d && _.alternate === null && t(i, d),
            (o = a(_, o, h)),
            u === null ? (l = _) : (u.sibling = _),
            (u = _),
            (d = g);
        }
        if (h === s.length) return n(i, d), B && L(i, h), l;
        if (d === null) {
          for (; h < s.length; h++)
            (d = f(i, s[h], c)), d !== null && ((o = a(d, o, h)), u === null ? (l = d) : (u.sibling = d), (u = d));
          return B && L(i, h), l;
        }
        for (d = r(d); h < s.length; h++)
          (g = m(d, i, h, s[h], c)),
            g !== null &&
              (e && ((_ = g.alternate), _ !== null && d.delete(_.key === null ? h : _.key)),
              (o = a(g, o, h)),
              u === null ? (l = g) : (u.sibling = g),
              (u = g));
        return e && d.forEach((e) => t(i, e)), B && L(i, h), l;
      }
      function g(i, s, c, l) {
        if (c == null) throw Error(o(151));
        for (
          var u = null, d = null, h = s, g = (s = 0), _ = null, v = c.next();
          h !== null && !v.done;
          g++, v = c.next()
        ) {
          h.index > g ? ((_ = h), (h = null)) : (_ = h.sibling);
          var y = p(i, h, v.value, l);
          if (y === null) {
            h === null && (h = _);
            break;
          }
          e && h && y.alternate === null && t(i, h),
            (s = a(y, s, g)),
            d === null ? (u = y) : (d.sibling = y),
            (d = y),
            (h = _);
        }
        if (v.done) return n(i, h), B && L(i, g), u;
        if (h === null) {
          for (; !v.done; g++, v = c.next())
            (v = f(i, v.value, l)), v !== null && ((s = a(v, s, g)), d === null ? (u = v) : (d.sibling = v), (d = v));
          return B && L(i, g), u;
        }
        for (h = r(h); !v.done; g++, v = c.next())
          (v = m(h, i, g, v.value, l)),
            v !== null &&
              (e && ((_ = v.alternate), _ !== null && h.delete(_.key === null ? g : _.key)),
              (s = a(v, s, g)),
              d === null ? (u = v) : (d.sibling = v),
              (d = v));
        return e && h.forEach((e) => t(i, e)), B && L(i, g), u;
      }
      function _(e, r, a, c) {
        if (
          (typeof a == `object` &&
            a &&
            a.type === k &&
            a.key === null &&
            a.props.ref === void 0 &&
            (a = a.props.children),
          typeof a == `object` && a)
        ) {
          switch (a.$$typeof) {
            case O:
              a: {
                for (var l = a.key; r !== null; ) {
                  if (r.key === l) {
                    if (((l = a.type), l === k)) {
                      if (r.tag === 7) {
                        n(e, r.sibling), (c = i(r, a.props.children)), co(c, a), (c.return = e), (e = c);
                        break a;
                      }
                    } else if (
                      r.elementType === l ||
                      (typeof l == `object` && l && l.$$typeof === le && to(l) === r.type)
                    ) {
                      n(e, r.sibling), (c = i(r, a.props)), co(c, a), (c.return = e), (e = c);
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  t(e, r), (r = r.sibling);
                }
                a.type === k
                  ? ((c = Bi(a.props.children, e.mode, c, a.key)), co(c, a), (c.return = e), (e = c))
                  : ((c = zi(a.type, a.key, a.props, null, e.mode, c)), co(c, a), (c.return = e), (e = c));
              }
              return s(e);
            case te:
              a: {
                for (l = a.key; r !== null; ) {
                  if (r.key === l) {
                    if (
                      r.tag === 4 &&
                      r.stateNode.containerInfo === a.containerInfo &&
                      r.stateNode.implementation === a.implementation
                    ) {
                      n(e, r.sibling), (c = i(r, a.children || [])), (c.return = e), (e = c);
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  t(e, r), (r = r.sibling);
                }
                (c = Ui(a, e.mode, c)), (c.return = e), (e = c);
              }
              return s(e);
            case le:
              return (a = to(a)), _(e, r, a, c);
          }
          if (ye(a)) return h(e, r, a, c);
          if (ge(a)) {
            if (((l = ge(a)), typeof l != `function`)) throw Error(o(150));
            return (a = l.call(a)), g(e, r, a, c);
          }
          if (typeof a.then == `function`) return _(e, r, so(a), c);
          if (a.$$typeof === ie) return _(e, r, Ea(e, a), c);
          lo(e, a);
        }
        return (typeof a == `string` && a !== ``) || typeof a == `number` || typeof a == `bigint`
          ? ((a = `` + a),
            r !== null && r.tag === 6
              ? (n(e, r.sibling), (c = i(r, a)), (c.return = e), (e = c))
              : (n(e, r), (c = Vi(a, e.mode, c)), (c.return = e), (e = c)),
            s(e))
          : n(e, r);
      }
      return (e, t, n, r) => {
        try {
          oo = 0;
          var i = _(e, t, n, r);
          return (ao = null), i;
        } catch (t) {
          if (t === Ya || t === Za) throw t;
          var a = Fi(29, t, null, e.mode);
          return (a.lanes = r), (a.return = e), a;
        }
      };
    }
    var fo = uo(!0),
      po = uo(!1),
      mo = !1;
    function ho(e) {
      e.updateQueue = {
        baseState: e.memoizedState,
        firstBaseUpdate: null,
        lastBaseUpdate: null,
        shared: { pending: null, lanes: 0, hiddenCallbacks: null },
        callbacks: null,
      };
    }
    function go(e, t) {
      (e = e.updateQueue),
        t.updateQueue === e &&
          (t.updateQueue = {
            baseState: e.baseState,
            firstBaseUpdate: e.firstBaseUpdate,
            lastBaseUpdate: e.lastBaseUpdate,
            shared: e.shared,
            callbacks: null,
          });
    }
    function _o(e) {
      return { lane: e, tag: 0, payload: null, callback: null, next: null };
    }
    function vo(e, t, n) {
      var r = e.updateQueue;
      if (r === null) return null;
      if (((r = r.shared), K & 2)) {
        var i = r.pending;
        return (
          i === null ? (t.next = t) : ((t.next = i.next), (i.next = t)), (r.pending = t), (t = Mi(e)), ji(e, null, n), t
        );
      }
      return Oi(e, r, t, n), Mi(e);
    }
    function yo(e, t, n) {
      if (((t = t.updateQueue), t !== null && ((t = t.shared), n & 4194048))) {
        var r = t.lanes;
        (r &= e.pendingLanes), (n |= r), (t.lanes = n), yt(e, n);
      }
    }
    function bo(e, t) {
      var n = e.updateQueue,
        r = e.alternate;
      if (r !== null && ((r = r.updateQueue), n === r)) {
        var i = null,
          a = null;
        if (((n = n.firstBaseUpdate), n !== null)) {
          do {
            var o = { lane: n.lane, tag: n.tag, payload: n.payload, callback: null, next: null };
            a === null ? (i = a = o) : (a = a.next = o), (n = n.next);
          } while (n !== null);
          a === null ? (i = a = t) : (a = a.next = t);
        } else i = a = t;
        (n = {
          baseState: r.baseState,
          firstBaseUpdate: i,
          lastBaseUpdate: a,
          shared: r.shared,
          callbacks: r.callbacks,
        }),
          (e.updateQueue = n);
      } else (e = n.lastBaseUpdate), e === null ? (n.firstBaseUpdate = t) : (e.next = t), (n.lastBaseUpdate = t);
    }
    var xo = !1;
    function So() {
      if (xo) {
        var e = Ba;
        if (e !== null) throw e;
      }
    }
    function Co(e, t, n, r) {
      xo = !1;
      var i = e.updateQueue;
      mo = !1;
      var a = i.firstBaseUpdate,
        o = i.lastBaseUpdate,
        s = i.shared.pending;
      if (s !== null) {
        i.shared.pending = null;
        var c = s,
          l = c.next;
        (c.next = null), o === null ? (a = l) : (o.next = l), (o = c);
        var u = e.alternate;
        u !== null &&
          ((u = u.updateQueue),
          (s = u.lastBaseUpdate),
          s !== o && (s === null ? (u.firstBaseUpdate = l) : (s.next = l), (u.lastBaseUpdate = c)));
      }
      if (a !== null) {
        var d = i.baseState;
        (o = 0), (u = l = c = null), (s = a);
        do {
          var f = s.lane & -536870913,
            p = f !== s.lane;
          if (p ? (Y & f) === f : (r & f) === f) {
            f !== 0 && f === za && (xo = !0),
              u !== null && (u = u.next = { lane: 0, tag: s.tag, payload: s.payload, callback: null, next: null });
            a: {
              var m = e,
                h = s;
              f = t;
              var g = n;
              switch (h.tag) {
                case 1:
                  if (((m = h.payload), typeof m == `function`)) {
                    d = m.call(g, d, f);
                    break a;
                  }
                  d = m;
                  break a;
                case 3:
                  m.flags = (m.flags & -65537) | 128;
                case 0:
                  if (((m = h.payload), (f = typeof m == `function` ? m.call(g, d, f) : m), f == null)) break a;
                  d = E({}, d, f);
                  break a;
                case 2:
                  mo = !0;
              }
            }
            (f = s.callback),
              f !== null &&
                ((e.flags |= 64),
                p && (e.flags |= 8192),
                (p = i.callbacks),
                p === null ? (i.callbacks = [f]) : p.push(f));
          } else
            (p = { lane: f, tag: s.tag, payload: s.payload, callback: s.callback, next: null }),
              u === null ? ((l = u = p), (c = d)) : (u = u.next = p),
              (o |= f);
          if (((s = s.next), s === null)) {
            if (((s = i.shared.pending), s === null)) break;
            (p = s), (s = p.next), (p.next = null), (i.lastBaseUpdate = p), (i.shared.pending = null);
          }
        } while (1);
        u === null && (c = d),
          (i.baseState = c),
          (i.firstBaseUpdate = l),
          (i.lastBaseUpdate = u),
          a === null && (i.shared.lanes = 0),
          (od |= o),
          (e.lanes = o),
          (e.memoizedState = d);
      }
    }
    function wo(e, t) {
      if (typeof e != `function`) throw Error(o(191, e));
      e.call(t);
    }
    function To(e, t) {
      var n = e.callbacks;
      if (n !== null) for (e.callbacks = null, e = 0; e < n.length; e++) wo(n[e], t);
    }
    var Eo = Ce(null),
      Do = Ce(0);
    function Oo(e, t) {
      (e = id), N(Do, e), N(Eo, t), (id = e | t.baseLanes);
    }
    function ko() {
      N(Do, id), N(Eo, Eo.current);
    }
    function Ao() {
      (id = Do.current), we(Eo), we(Do);
    }
    var jo = Ce(null),
      Mo = null;
    function No(e) {
      var t = e.alternate;
      N(Ro, Ro.current & 1),
        N(jo, e),
        Mo === null && (t === null || Eo.current !== null || t.memoizedState !== null) && (Mo = e);
    }
    function Po(e) {
      N(Ro, Ro.current), N(jo, e), Mo === null && (Mo = e);
    }
    function Fo(e) {
      e.tag === 22 ? (N(Ro, Ro.current), N(jo, e), Mo === null && (Mo = e)) : Io();
    }
    function Io() {
      N(Ro, Ro.current), N(jo, jo.current);
    }
    function Lo(e) {
      we(jo), Mo === e && (Mo = null), we(Ro);
    }
    var Ro = Ce(0);
    function zo(e, t) {
      N(jo, jo.current), N(Ro, t);
    }
    function Bo(e) {
      we(Ro), we(jo), Mo === e && (Mo = null);
    }
    function Vo(e) {
      for (var t = e; t !== null; ) {
        if (t.tag === 13) {
          var n = t.memoizedState;
          if (n !== null && ((n = n.dehydrated), n === null || om(n) || sm(n))) return t;
        } else if (t.tag === 19 && t.memoizedProps.revealOrder !== `independent`) {
          if (t.flags & 128) return t;
        } else if (t.child !== null) {
          (t.child.return = t), (t = t.child);
          continue;
        }
        if (t === e) break;
        for (; t.sibling === null; ) {
          if (t.return === null || t.return === e) return null;
          t = t.return;
        }
        (t.sibling.return = t.return), (t = t.sibling);
      }
      return null;
    }
    var Ho = 0,
      V = null,
      H = null,
      Uo = null,
      Wo = !1,
      Go = !1,
      Ko = !1,
      qo = 0,
      Jo = 0,
      Yo = null,
      Xo = 0;
    function Zo() {
      throw Error(o(321));
    }
    function Qo(e, t) {
      if (t === null) return !1;
      for (var n = 0; n < t.length && n < e.length; n++) if (!Wr(e[n], t[n])) return !1;
      return !0;
    }
    function $o(e, t, n, r, i, a) {
      return (
        (Ho = a),
        (V = t),
        (t.memoizedState = null),
        (t.updateQueue = null),
        (t.lanes = 0),
        (j.H = e === null || e.memoizedState === null ? gc : _c),
        (Ko = !1),
        (a = n(r, i)),
        (Ko = !1),
        Go && (a = ts(t, n, r, i)),
        es(e),
        a
      );
    }
    function es(e) {
      j.H = hc;
      var t = H !== null && H.next !== null;
      if (((Ho = 0), (Uo = H = V = null), (Wo = !1), (Jo = 0), (Yo = null), t)) throw Error(o(300));
      e === null || Pc || ((e = e.dependencies), e !== null && Ca(e) && (Pc = !0));
    }
    function ts(e, t, n, r) {
      V = e;
      var i = 0;
      do {
        if ((Go && (Yo = null), (Jo = 0), (Go = !1), 25 <= i)) throw Error(o(301));
        if (((i += 1), (Uo = H = null), e.updateQueue != null)) {
          var a = e.updateQueue;
          (a.lastEffect = null), (a.events = null), (a.stores = null), a.memoCache != null && (a.memoCache.index = 0);
        }
        (j.H = vc), (a = t(n, r));
      } while (Go);
      return a;
    }
    function ns() {
      var e = j.H,
        t = e.useState()[0];
      return (
        (t = typeof t.then == `function` ? ls(t) : t),
        (e = e.useState()[0]),
        (H === null ? null : H.memoizedState) !== e && (V.flags |= 1024),
        t
      );
    }
    function rs() {
      var e = qo !== 0;
      return (qo = 0), e;
    }
    function is(e, t, n) {
      (t.updateQueue = e.updateQueue), (t.flags &= -2053), (e.lanes &= ~n);
    }
    function as(e) {
      if (Wo) {
        for (e = e.memoizedState; e !== null; ) {
          var t = e.queue;
          t !== null && (t.pending = null), (e = e.next);
        }
        Wo = !1;
      }
      (Ho = 0), (Uo = H = V = null), (Go = !1), (Jo = qo = 0), (Yo = null);
    }
    function os() {
      var e = { memoizedState: null, baseState: null, baseQueue: null, queue: null, next: null };
      return Uo === null ? (V.memoizedState = Uo = e) : (Uo = Uo.next = e), Uo;
    }
    function ss() {
      if (H === null) {
        var e = V.alternate;
        e = e === null ? null : e.memoizedState;
      } else e = H.next;
      var t = Uo === null ? V.memoizedState : Uo.next;
      if (t !== null) (Uo = t), (H = e);
      else {
        if (e === null) throw V.alternate === null ? Error(o(467)) : Error(o(310));
        (H = e),
          (e = {
            memoizedState: H.memoizedState,
            baseState: H.baseState,
            baseQueue: H.baseQueue,
            queue: H.queue,
            next: null,
          }),
          Uo === null ? (V.memoizedState = Uo = e) : (Uo = Uo.next = e);
      }
      return Uo;
    }
    function cs() {
      return { lastEffect: null, events: null, stores: null, memoCache: null };
    }
    function ls(e) {
      var t = Jo;
      return (
        (Jo += 1),
        Yo === null && (Yo = []),
        (e = eo(Yo, e, t)),
        (t = V),
        (Uo === null ? t.memoizedState : Uo.next) === null &&
          ((t = t.alternate), (j.H = t === null || t.memoizedState === null ? gc : _c)),
        e
      );
    }
    function us(e) {
      if (typeof e == `object` && e) {
        if (typeof e.then == `function`) return ls(e);
        if (e.$$typeof === me) return;
        if (e.$$typeof === ie) return Ta(e);
      }
      throw Error(o(438, String(e)));
    }
    function ds(e) {
      var t = null,
        n = V.updateQueue;
      if ((n !== null && (t = n.memoCache), t == null)) {
        var r = V.alternate;
        r !== null &&
          ((r = r.updateQueue),
          r !== null && ((r = r.memoCache), r != null && (t = { data: r.data.map((e) => e.slice()), index: 0 })));
      }
      if (
        ((t ??= { data: [], index: 0 }),
        n === null && ((n = cs()), (V.updateQueue = n)),
        (n.memoCache = t),
        (n = t.data[t.index]),
        n === void 0)
      )
        for (n = t.data[t.index] = Array(e), r = 0; r < e; r++) n[r] = fe;
      return t.index++, n;
    }
    function fs(e, t) {
      return typeof t == `function` ? t(e) : t;
    }
    function ps(e) {
      return ms(ss(), H, e);
    }
    function ms(e, t, n) {
      var r = e.queue;
      if (r === null) throw Error(o(311));
      r.lastRenderedReducer = n;
      var i = e.baseQueue,
        a = r.pending;
      if (a !== null) {
        if (i !== null) {
          var s = i.next;
          (i.next = a.next), (a.next = s);
        }
        (t.baseQueue = i = a), (r.pending = null);
      }
      if (((a = e.baseState), i === null)) e.memoizedState = a;
      else {
        t = i.next;
        var c = (s = null),
          l = null,
          u = t,
          d = !1;
        do {
          var f = u.lane & -536870913;
          if (f === u.lane ? (Ho & f) === f : (Y & f) === f) {
            var p = u.revertLane;
            if (p === 0)
              l !== null &&
                (l = l.next =
                  {
                    lane: 0,
                    revertLane: 0,
                    gesture: null,
                    action: u.action,
                    hasEagerState: u.hasEagerState,
                    eagerState: u.eagerState,
                    next: null,
                  }),
                f === za && (d = !0);
            else if ((Ho & p) === p) {
              (u = u.next), p === za && (d = !0);
              continue;
            } else
              (f = {
                lane: 0,
                revertLane: u.revertLane,
                gesture: null,
                action: u.action,
                hasEagerState: u.hasEagerState,
                eagerState: u.eagerState,
                next: null,
              }),
                l === null ? ((c = l = f), (s = a)) : (l = l.next = f),
                (V.lanes |= p),
                (od |= p);
            (f = u.action), Ko && n(a, f), (a = u.hasEagerState ? u.eagerState : n(a, f));
          } else
            (p = {
              lane: f,
              revertLane: u.revertLane,
              gesture: u.gesture,
              action: u.action,
              hasEagerState: u.hasEagerState,
              eagerState: u.eagerState,
              next: null,
            }),
              l === null ? ((c = l = p), (s = a)) : (l = l.next = p),
              (V.lanes |= f),
              (od |= f);
          u = u.next;
        } while (u !== null && u !== t);
        if ((l === null ? (s = a) : (l.next = c), !Wr(a, e.memoizedState) && ((Pc = !0), d && ((n = Ba), n !== null))))
          throw n;
        (e.memoizedState = a), (e.baseState = s), (e.baseQueue = l), (r.lastRenderedState = a);
      }
      return i === null && (r.lanes = 0), [e.memoizedState, r.dispatch];
    }
    function hs(e) {
      var t = ss(),
        n = t.queue;
      if (n === null) throw Error(o(311));
      n.lastRenderedReducer = e;
      var r = n.dispatch,
        i = n.pending,
        a = t.memoizedState;
      if (i !== null) {
        n.pending = null;
        var s = (i = i.next);
        do (a = e(a, s.action)), (s = s.next);
        while (s !== i);
        Wr(a, t.memoizedState) || (Pc = !0),
          (t.memoizedState = a),
          t.baseQueue === null && (t.baseState = a),
          (n.lastRenderedState = a);
      }
      return [a, r];
    }
    function gs(e, t, n) {
      var r = V,
        i = ss(),
        a = B;
      if (a) {
        if (n === void 0) throw Error(o(407));
        n = n();
      } else n = t();
      var s = !Wr((H || i).memoizedState, n);
      if (
        (s && ((i.memoizedState = n), (Pc = !0)),
        (i = i.queue),
        Vs(ys.bind(null, r, i, e), [e]),
        (e = i.getSnapshot !== t || s || (Uo !== null && !!(Uo.memoizedState.tag & 1))),
        Is(e ? 9 : 8, { destroy: void 0 }, vs.bind(null, r, i, n, t), null),
        e)
      ) {
        if (((r.flags |= 2048), q === null)) throw Error(o(349));
        a || Ho & 127 || _s(r, t, n);
      }
      return n;
    }
    function _s(e, t, n) {
      (e.flags |= 16384),
        (e = { getSnapshot: t, value: n }),
        (t = V.updateQueue),
        t === null
          ? ((t = cs()), (V.updateQueue = t), (t.stores = [e]))
          : ((n = t.stores), n === null ? (t.stores = [e]) : n.push(e));
    }
    function vs(e, t, n, r) {
      (t.value = n), (t.getSnapshot = r), bs(t) && xs(e);
    }
    function ys(e, t, n) {
      return n(() => {
        bs(t) && xs(e);
      });
    }
    function bs(e) {
      var t = e.getSnapshot;
      e = e.value;
      try {
        var n = t();
        return !Wr(e, n);
      } catch {
        return !0;
      }
    }
    function xs(e) {
      var t = Ai(e, 2);
      t !== null && Pd(t, e, 2);
    }
    function Ss(e) {
      var t = os();
      if (typeof e == `function`) {
        var n = e;
        if (((e = n()), Ko)) {
          tt(!0);
          try {
            n();
          } finally {
            tt(!1);
          }
        }
      }
      return (
        (t.memoizedState = t.baseState = e),
        (t.queue = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: fs, lastRenderedState: e }),
        t
      );
    }
    function Cs(e, t, n, r) {
      return (e.baseState = n), ms(e, H, typeof r == `function` ? r : fs);
    }
    function ws(e, t, n, r, i) {
      if (fc(e)) throw Error(o(485));
      if (((e = t.action), e !== null)) {
        var a = {
          payload: i,
          action: e,
          next: null,
          isTransition: !0,
          status: `pending`,
          value: null,
          reason: null,
          listeners: [],
          then: (e) => {
            a.listeners.push(e);
          },
        };
        j.T === null ? (a.isTransition = !1) : n(!0),
          r(a),
          (n = t.pending),
          n === null ? ((a.next = t.pending = a), Ts(t, a)) : ((a.next = n.next), (t.pending = n.next = a));
      }
    }
    function Ts(e, t) {
      var n = t.action,
        r = t.payload,
        i = e.state;
      if (t.isTransition) {
        var a = j.T,
          o = {};
        (o.types = a === null ? null : a.types), (j.T = o);
        try {
          var s = n(i, r),
            c = j.S;
          c !== null && c(o, s), Es(e, t, s);
        } catch (n) {
          Os(e, t, n);
        } finally {
          a !== null && o.types !== null && (a.types = o.types), (j.T = a);
        }
      } else
        try {
          (a = n(i, r)), Es(e, t, a);
        } catch (n) {
          Os(e, t, n);
        }
    }
    function Es(e, t, n) {
      typeof n == `object` && n && typeof n.then == `function`
        ? n.then(
            (n) => {
              Ds(e, t, n);
            },
            (n) => Os(e, t, n),
          )
        : Ds(e, t, n);
    }
    function Ds(e, t, n) {
      (t.status = `fulfilled`),
        (t.value = n),
        ks(t),
        (e.state = n),
        (t = e.pending),
        t !== null && ((n = t.next), n === t ? (e.pending = null) : ((n = n.next), (t.next = n), Ts(e, n)));
    }
    function Os(e, t, n) {
      var r = e.pending;
      if (((e.pending = null), r !== null)) {
        r = r.next;
        do (t.status = `rejected`), (t.reason = n), ks(t), (t = t.next);
        while (t !== r);
      }
      e.action = null;
    }
    function ks(e) {
      e = e.listeners;
      for (var t = 0; t < e.length; t++) (0, e[t])();
    }
    function As(e, t) {
      return t;
    }
    function js(e, t) {
      if (B) {
        var n = q.formState;
        if (n !== null) {
          a: {
            var r = V;
            if (B) {
              if (z) {
                b: {
                  for (var i = z, a = oa; i.nodeType !== 8; )
                    if (!a || ((i = lm(i.nextSibling)), i === null)) {
                      i = null;
                      break b;
                    }
                  (a = i.data), (i = a === `F!` || a === `F` ? i : null);
                }
                if (i) {
                  (z = lm(i.nextSibling)), (r = i.data === `F!`);
                  break a;
                }
              }
              ca(r);
            }
            r = !1;
          }
          r && (t = n[0]);
        }
      }
      return (
        (n = os()),
        (n.memoizedState = n.baseState = t),
        (r = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: As, lastRenderedState: t }),
        (n.queue = r),
        (n = lc.bind(null, V, r)),
        (r.dispatch = n),
        (r = Ss(!1)),
        (a = dc.bind(null, V, !1, r.queue)),
        (r = os()),
        (i = { state: t, dispatch: null, action: e, pending: null }),
        (r.queue = i),
        (n = ws.bind(null, V, i, a, n)),
        (i.dispatch = n),
        (r.memoizedState = e),
        [t, n, !1]
      );
    }
    function Ms(e) {
      return Ns(ss(), H, e);
    }
    function Ns(e, t, n) {
      if (((t = ms(e, t, As)[0]), (e = ps(fs)[0]), typeof t == `object` && t && typeof t.then == `function`))
        try {
          var r = ls(t);
        } catch (e) {
          throw e === Ya ? Za : e;
        }
      else r = t;
      t = ss();
      var i = t.queue,
        a = i.dispatch;
      return (
        n !== t.memoizedState && ((V.flags |= 2048), Is(9, { destroy: void 0 }, Ps.bind(null, i, n), null)), [r, a, e]
      );
    }
    function Ps(e, t) {
      e.action = t;
    }
    function Fs(e) {
      var t = ss(),
        n = H;
      if (n !== null) return Ns(t, n, e);
      ss(), (t = t.memoizedState), (n = ss());
      var r = n.queue.dispatch;
      return (n.memoizedState = e), [t, r, !1];
    }
    function Is(e, t, n, r) {
      return (
        (e = { tag: e, create: n, deps: r, inst: t, next: null }),
        (t = V.updateQueue),
        t === null && ((t = cs()), (V.updateQueue = t)),
        (n = t.lastEffect),
        n === null ? (t.lastEffect = e.next = e) : ((r = n.next), (n.next = e), (e.next = r), (t.lastEffect = e)),
        e
      );
    }
    function Ls() {
      return ss().memoizedState;
    }
    function Rs(e, t, n, r) {
      var i = os();
      (V.flags |= e), (i.memoizedState = Is(1 | t, { destroy: void 0 }, n, r === void 0 ? null : r));
    }
    function zs(e, t, n, r) {
      var i = ss();
      r = r === void 0 ? null : r;
      var a = i.memoizedState.inst;
      H !== null && r !== null && Qo(r, H.memoizedState.deps)
        ? (i.memoizedState = Is(t, a, n, r))
        : ((V.flags |= e), (i.memoizedState = Is(1 | t, a, n, r)));
    }
    function Bs(e, t) {
      Rs(8390656, 8, e, t);
    }
    function Vs(e, t) {
      zs(2048, 8, e, t);
    }
    function Hs(e) {
      V.flags |= 4;
      var t = V.updateQueue;
      if (t === null) (t = cs()), (V.updateQueue = t), (t.events = [e]);
      else {
        var n = t.events;
        n === null ? (t.events = [e]) : n.push(e);
      }
    }
    function Us(e) {
      var t = ss().memoizedState;
      return (
        Hs({ ref: t, nextImpl: e }),
        function () {
          if (K & 2) throw Error(o(440));
          return t.impl.apply(void 0, arguments);
        }
      );
    }
    function Ws(e, t) {
      return zs(4, 2, e, t);
    }
    function Gs(e, t) {
      return zs(4, 4, e, t);
    }
    function Ks(e, t) {
      if (typeof t == `function`) {
        e = e();
        var n = t(e);
        return () => {
          typeof n == `function` ? n() : t(null);
        };
      }
      if (t != null)
        return (
          (e = e()),
          (t.current = e),
          () => {
            t.current = null;
          }
        );
    }
    function qs(e, t, n) {
      (n = n == null ? null : n.concat([e])), zs(4, 4, Ks.bind(null, t, e), n);
    }
    function Js() {}
    function Ys(e, t) {
      var n = ss();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      return t !== null && Qo(t, r[1]) ? r[0] : ((n.memoizedState = [e, t]), e);
    }
    function Xs(e, t) {
      var n = ss();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      if (t !== null && Qo(t, r[1])) return r[0];
      if (((r = e()), Ko)) {
        tt(!0);
        try {
          e();
        } finally {
          tt(!1);
        }
      }
      return (n.memoizedState = [r, t]), r;
    }
    function Zs(e, t, n) {
      return n === void 0 || (Ho & 1073741824 && !(Y & 261930))
        ? (e.memoizedState = t)
        : ((e.memoizedState = n), (e = Md()), (V.lanes |= e), (od |= e), n);
    }
    function Qs(e, t, n, r) {
      return Wr(n, t)
        ? n
        : Eo.current === null
          ? !(Ho & 106) || (Ho & 1073741824 && !(Y & 261930))
            ? ((Pc = !0), (e.memoizedState = n))
            : ((e = Md()), (V.lanes |= e), (od |= e), t)
          : ((e = Zs(e, n, r)), Wr(e, t) || (Pc = !0), e);
    }
    function $s(e, t, n, r, i) {
      var a = M.p;
      M.p = a !== 0 && 8 > a ? a : 8;
      var o = j.T,
        s = {};
      (s.types = o === null ? null : o.types), (j.T = s), dc(e, !1, t, n);
      try {
        var c = i(),
          l = j.S;
        l !== null && l(s, c),
          typeof c == `object` && c && typeof c.then == `function` ? uc(e, t, Ua(c, r), jd(e)) : uc(e, t, r, jd(e));
      } catch (n) {
        uc(e, t, { then: () => {}, status: `rejected`, reason: n }, jd());
      } finally {
        (M.p = a), o !== null && s.types !== null && (o.types = s.types), (j.T = o);
      }
    }
    function ec() {}
    function tc(e, t, n, r) {
      if (e.tag !== 5) throw Error(o(476));
      var i = nc(e).queue;
      $s(e, i, t, be, n === null ? ec : () => (rc(e), n(r)));
    }
    function nc(e) {
      var t = e.memoizedState;
      if (t !== null) return t;
      t = {
        memoizedState: be,
        baseState: be,
        baseQueue: null,
        queue: { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: fs, lastRenderedState: be },
        next: null,
      };
      var n = {};
      return (
        (t.next = {
          memoizedState: n,
          baseState: n,
          baseQueue: null,
          queue: { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: fs, lastRenderedState: n },
          next: null,
        }),
        (e.memoizedState = t),
        (e = e.alternate),
        e !== null && (e.memoizedState = t),
        t
      );
    }
    function rc(e) {
      var t = nc(e);
      t.next === null && (t = e.alternate.memoizedState), uc(e, t.next.queue, {}, jd());
    }
    function ic() {
      return Ta(sh);
    }
    function ac() {
      return ss().memoizedState;
    }
    function oc() {
      return ss().memoizedState;
    }
    function sc(e) {
      for (var t = e.return; t !== null; ) {
        switch (t.tag) {
          case 24:
          case 3: {
            var n = jd();
            e = _o(n);
            var r = vo(t, e, n);
            r !== null && (Pd(r, t, n), yo(r, t, n)), (t = { cache: Ma() }), (e.payload = t);
            return;
          }
        }
        t = t.return;
      }
    }
    function cc(e, t, n) {
      var r = jd();
      (n = { lane: r, revertLane: 0, gesture: null, action: n, hasEagerState: !1, eagerState: null, next: null }),
        fc(e) ? pc(t, n) : ((n = ki(e, t, n, r)), n !== null && (Pd(n, e, r), mc(n, t, r)));
    }
    function lc(e, t, n) {
      uc(e, t, n, jd());
    }
    function uc(e, t, n, r) {
      var i = { lane: r, revertLane: 0, gesture: null, action: n, hasEagerState: !1, eagerState: null, next: null };
      if (fc(e)) pc(t, i);
      else {
        var a = e.alternate;
        if (e.lanes === 0 && (a === null || a.lanes === 0) && ((a = t.lastRenderedReducer), a !== null))
          try {
            var o = t.lastRenderedState,
              s = a(o, n);
            if (((i.hasEagerState = !0), (i.eagerState = s), Wr(s, o))) return Oi(e, t, i, 0), q === null && Di(), !1;
          } catch {}
        if (((n = ki(e, t, i, r)), n !== null)) return Pd(n, e, r), mc(n, t, r), !0;
      }
      return !1;
    }
    function dc(e, t, n, r) {
      if (
        ((r = { lane: 2, revertLane: Pf(), gesture: null, action: r, hasEagerState: !1, eagerState: null, next: null }),
        fc(e))
      ) {
        if (t) throw Error(o(479));
      } else (t = ki(e, n, r, 2)), t !== null && Pd(t, e, 2);
    }
    function fc(e) {
      var t = e.alternate;
      return e === V || (t !== null && t === V);
    }
    function pc(e, t) {
      Go = Wo = !0;
      var n = e.pending;
      n === null ? (t.next = t) : ((t.next = n.next), (n.next = t)), (e.pending = t);
    }
    function mc(e, t, n) {
      if (n & 4194048) {
        var r = t.lanes;
        (r &= e.pendingLanes), (n |= r), (t.lanes = n), yt(e, n);
      }
    }
    var hc = {
        readContext: Ta,
        use: us,
        useCallback: Zo,
        useContext: Zo,
        useEffect: Zo,
        useImperativeHandle: Zo,
        useLayoutEffect: Zo,
        useInsertionEffect: Zo,
        useMemo: Zo,
        useReducer: Zo,
        useRef: Zo,
        useState: Zo,
        useDebugValue: Zo,
        useDeferredValue: Zo,
        useTransition: Zo,
        useSyncExternalStore: Zo,
        useId: Zo,
        useHostTransitionStatus: Zo,
        useFormState: Zo,
        useActionState: Zo,
        useOptimistic: Zo,
        useMemoCache: Zo,
        useCacheRefresh: Zo,
        useEffectEvent: Zo,
      },
      gc = {
        readContext: Ta,
        use: us,
        useCallback: (e, t) => ((os().memoizedState = [e, t === void 0 ? null : t]), e),
        useContext: Ta,
        useEffect: Bs,
        useImperativeHandle: (e, t, n) => {
          (n = n == null ? null : n.concat([e])), Rs(4194308, 4, Ks.bind(null, t, e), n);
        },
        useLayoutEffect: (e, t) => Rs(4194308, 4, e, t),
        useInsertionEffect: (e, t) => {
          Rs(4, 2, e, t);
        },
        useMemo: (e, t) => {
          var n = os();
          t = t === void 0 ? null : t;
          var r = e();
          if (Ko) {
            tt(!0);
            try {
              e();
            } finally {
              tt(!1);
            }
          }
          return (n.memoizedState = [r, t]), r;
        },
        useReducer: (e, t, n) => {
          var r = os();
          if (n !== void 0) {
            var i = n(t);
            if (Ko) {
              tt(!0);
              try {
                n(t);
              } finally {
                tt(!1);
              }
            }
          } else i = t;
          return (
            (r.memoizedState = r.baseState = i),
            (e = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: e, lastRenderedState: i }),
            (r.queue = e),
            (e = e.dispatch = cc.bind(null, V, e)),
            [r.memoizedState, e]
          );
        },
        useRef: (e) => {
          var t = os();
          return (e = { current: e }), (t.memoizedState = e);
        },
        useState: (e) => {
          e = Ss(e);
          var t = e.queue,
            n = lc.bind(null, V, t);
          return (t.dispatch = n), [e.memoizedState, n];
        },
        useDebugValue: Js,
        useDeferredValue: (e, t) => Zs(os(), e, t),
        useTransition: () => {
          var e = Ss(!1);
          return (e = $s.bind(null, V, e.queue, !0, !1)), (os().memoizedState = e), [!1, e];
        },
        useSyncExternalStore: (e, t, n) => {
          var r = V,
            i = os();
          if (B) {
            if (n === void 0) throw Error(o(407));
            n = n();
          } else {
            if (((n = t()), q === null)) throw Error(o(349));
            Y & 127 || _s(r, t, n);
          }
          i.memoizedState = n;
          var a = { value: n, getSnapshot: t };
          return (
            (i.queue = a),
            Bs(ys.bind(null, r, a, e), [e]),
            (r.flags |= 2048),
            Is(9, { destroy: void 0 }, vs.bind(null, r, a, n, t), null),
            n
          );
        },
        useId: () => {
          var e = os(),
            t = q.identifierPrefix;
          if (B) {
            var n = ea,
              r = $i;
            (n = (r & ~(1 << (32 - nt(r) - 1))).toString(32) + n),
              (t = `_` + t + `R_` + n),
              (n = qo++),
              0 < n && (t += `H` + n.toString(32)),
              (t += `_`);
          } else (n = Xo++), (t = `_` + t + `r_` + n.toString(32) + `_`);
          return (e.memoizedState = t);
        },
        useHostTransitionStatus: ic,
        useFormState: js,
        useActionState: js,
        useOptimistic: (e) => {
          var t = os();
          t.memoizedState = t.baseState = e;
          var n = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: null, lastRenderedState: null };
          return (t.queue = n), (t = dc.bind(null, V, !0, n)), (n.dispatch = t), [e, t];
        },
        useMemoCache: ds,
        useCacheRefresh: () => (os().memoizedState = sc.bind(null, V)),
        useEffectEvent: (e) => {
          var t = os(),
            n = { impl: e };
          return (
            (t.memoizedState = n),
            function () {
              if (K & 2) throw Error(o(440));
              return n.impl.apply(void 0, arguments);
            }
          );
        },
      },
      _c = {
        readContext: Ta,
        use: us,
        useCallback: Ys,
        useContext: Ta,
        useEffect: Vs,
        useImperativeHandle: qs,
        useInsertionEffect: Ws,
        useLayoutEffect: Gs,
        useMemo: Xs,
        useReducer: ps,
        useRef: Ls,
        useState: () => ps(fs),
        useDebugValue: Js,
        useDeferredValue: (e, t) => Qs(ss(), H.memoizedState, e, t),
        useTransition: () => {
          var e = ps(fs)[0],
            t = ss().memoizedState;
          return [typeof e == `boolean` ? e : ls(e), t];
        },
        useSyncExternalStore: gs,
        useId: ac,
        useHostTransitionStatus: ic,
        useFormState: Ms,
        useActionState: Ms,
        useOptimistic: (e, t) => Cs(ss(), H, e, t),
        useMemoCache: ds,
        useCacheRefresh: oc,
        useEffectEvent: Us,
      },
      vc = {
        readContext: Ta,
        use: us,
        useCallback: Ys,
        useContext: Ta,
        useEffect: Vs,
        useImperativeHandle: qs,
        useInsertionEffect: Ws,
        useLayoutEffect: Gs,
        useMemo: Xs,
        useReducer: hs,
        useRef: Ls,
        useState: () => hs(fs),
        useDebugValue: Js,
        useDeferredValue: (e, t) => {
          var n = ss();
          return H === null ? Zs(n, e, t) : Qs(n, H.memoizedState, e, t);
        },
        useTransition: () => {
          var e = hs(fs)[0],
            t = ss().memoizedState;
          return [typeof e == `boolean` ? e : ls(e), t];
        },
        useSyncExternalStore: gs,
        useId: ac,
        useHostTransitionStatus: ic,
        useFormState: Fs,
        useActionState: Fs,
        useOptimistic: (e, t) => {
          var n = ss();
          return H === null ? ((n.baseState = e), [e, n.queue.dispatch]) : Cs(n, H, e, t);
        },
        useMemoCache: ds,
        useCacheRefresh: oc,
        useEffectEvent: Us,
      };
    function yc(e, t, n, r) {
      (t = e.memoizedState),
        (n = n(r, t)),
        (n = n == null ? t : E({}, t, n)),
        (e.memoizedState = n),
        e.lanes === 0 && (e.updateQueue.baseState = n);
    }
    var bc = {
      enqueueSetState: (e, t, n) => {
        e = e._reactInternals;
        var r = jd(),
          i = _o(r);
        (i.payload = t), n != null && (i.callback = n), (t = vo(e, i, r)), t !== null && (Pd(t, e, r), yo(t, e, r));
      },
      enqueueReplaceState: (e, t, n) => {
        e = e._reactInternals;
        var r = jd(),
          i = _o(r);
        (i.tag = 1),
          (i.payload = t),
          n != null && (i.callback = n),
          (t = vo(e, i, r)),
          t !== null && (Pd(t, e, r), yo(t, e, r));
      },
      enqueueForceUpdate: (e, t) => {
        e = e._reactInternals;
        var n = jd(),
          r = _o(n);
        (r.tag = 2), t != null && (r.callback = t), (t = vo(e, r, n)), t !== null && (Pd(t, e, n), yo(t, e, n));
      },
    };
    function xc(e, t, n, r, i, a, o) {
      return (
        (e = e.stateNode),
        typeof e.shouldComponentUpdate == `function`
          ? e.shouldComponentUpdate(r, a, o)
          : t.prototype && t.prototype.isPureReactComponent
            ? !Gr(n, r) || !Gr(i, a)
            : !0
      );
    }
    function Sc(e, t, n, r) {
      (e = t.state),
        typeof t.componentWillReceiveProps == `function` && t.componentWillReceiveProps(n, r),
        typeof t.UNSAFE_componentWillReceiveProps == `function` && t.UNSAFE_componentWillReceiveProps(n, r),
        t.state !== e && bc.enqueueReplaceState(t, t.state, null);
    }
    function Cc(e, t) {
      var n = t;
      if (`ref` in t) for (var r in ((n = {}), t)) r !== `ref` && (n[r] = t[r]);
      if ((e = e.defaultProps)) for (var i in (n === t && (n = E({}, n)), e)) n[i] === void 0 && (n[i] = e[i]);
      return n;
    }
    function wc(e) {
      Ci(e);
    }
    function Tc(e) {
      console.error(e);
    }
    function Ec(e) {
      Ci(e);
    }
    function Dc(e, t) {
      try {
        var n = e.onUncaughtError;
        n(t.value, { componentStack: t.stack });
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
    function Oc(e, t, n) {
      try {
        var r = e.onCaughtError;
        r(n.value, { componentStack: n.stack, errorBoundary: t.tag === 1 ? t.stateNode : null });
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
    function kc(e, t, n) {
      return (
        (n = _o(n)),
        (n.tag = 3),
        (n.payload = { element: null }),
        (n.callback = () => {
          Dc(e, t);
        }),
        n
      );
    }
    function Ac(e) {
      return (e = _o(e)), (e.tag = 3), e;
    }
    function jc(e, t, n, r) {
      var i = n.type.getDerivedStateFromError;
      if (typeof i == `function`) {
        var a = r.value;
        (e.payload = () => i(a)),
          (e.callback = () => {
            Oc(t, n, r);
          });
      }
      var o = n.stateNode;
      o !== null &&
        typeof o.componentDidCatch == `function` &&
        (e.callback = function () {
          Oc(t, n, r), typeof i != `function` && (vd === null ? (vd = new Set([this])) : vd.add(this));
          var e = r.stack;
          this.componentDidCatch(r.value, { componentStack: e === null ? `` : e });
        });
    }
    function Mc(e, t, n, r, i) {
      if (((n.flags |= 32768), typeof r == `object` && r && typeof r.then == `function`)) {
        if (((t = n.alternate), t !== null && Sa(t, n, i, !0), (n = jo.current), n !== null)) {
          switch (n.tag) {
            case 31:
            case 13:
            case 19:
              return (
                Mo === null ? Kd() : n.alternate === null && ad === 0 && (ad = 3),
                (n.flags &= -257),
                (n.flags |= 65536),
                (n.lanes = i),
                r === Qa
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue), t === null ? (n.updateQueue = new Set([r])) : t.add(r), mf(e, r, i)),
                !1
              );
            case 22:
              return (
                (n.flags |= 65536),
                r === Qa
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue),
                    t === null
                      ? ((t = { transitions: null, markerInstances: null, retryQueue: new Set([r]) }),
                        (n.updateQueue = t))
                      : ((n = t.retryQueue), n === null ? (t.retryQueue = new Set([r])) : n.add(r)),
                    mf(e, r, i)),
                !1
              );
          }
          throw Error(o(435, n.tag));
        }
        return mf(e, r, i), Kd(), !1;
      }
      if (B)
        return (
          (t = jo.current),
          t === null
            ? (r !== sa && ((t = Error(o(423), { cause: r })), ma(Gi(t, n))),
              (e = e.current.alternate),
              (e.flags |= 65536),
              (i &= -i),
              (e.lanes |= i),
              (r = Gi(r, n)),
              (i = kc(e.stateNode, r, i)),
              bo(e, i),
              ad !== 4 && (ad = 2))
            : (!(t.flags & 65536) && (t.flags |= 256),
              (t.flags |= 65536),
              (t.lanes = i),
              r !== sa && ((e = Error(o(422), { cause: r })), ma(Gi(e, n)))),
          !1
        );
      var a = Error(o(520), { cause: r });
      if (((a = Gi(a, n)), dd === null ? (dd = [a]) : dd.push(a), ad !== 4 && (ad = 2), t === null)) return !0;
      (r = Gi(r, n)), (n = t);
      do {
        switch (n.tag) {
          case 3:
            return (n.flags |= 65536), (e = i & -i), (n.lanes |= e), (e = kc(n.stateNode, r, e)), bo(n, e), !1;
          case 1:
            if (
              ((t = n.type),
              (a = n.stateNode),
              !(n.flags & 128) &&
                (typeof t.getDerivedStateFromError == `function` ||
                  (a !== null && typeof a.componentDidCatch == `function` && (vd === null || !vd.has(a)))))
            )
              return (n.flags |= 65536), (i &= -i), (n.lanes |= i), (i = Ac(i)), jc(i, e, n, r), bo(n, i), !1;
            break;
          case 22:
            if (n.memoizedState !== null) return (n.flags |= 65536), !1;
        }
        n = n.return;
      } while (n !== null);
      return !1;
    }
    var Nc = Error(o(461)),
      Pc = !1;
    function Fc(e, t, n, r) {
      t.child = e === null ? po(t, null, n, r) : fo(t, e.child, n, r);
    }
    function Ic(e, t, n, r, i) {
      n = n.render;
      var a = t.ref;
      if (`ref` in r) {
        var o = {};
        for (var s in r) s !== `ref` && (o[s] = r[s]);
      } else o = r;
      return (
        wa(t),
        (r = $o(e, t, n, o, a, i)),
        (s = rs()),
        e !== null && !Pc ? (is(e, t, i), ul(e, t, i)) : (B && s && na(t), (t.flags |= 1), Fc(e, t, r, i), t.child)
      );
    }
    function Lc(e, t, n, r, i) {
      if (e === null) {
        var a = n.type;
        return typeof a == `function` && !Ii(a) && a.defaultProps === void 0 && n.compare === null
          ? ((t.tag = 15), (t.type = a), Rc(e, t, a, r, i))
          : ((e = zi(n.type, null, r, t, t.mode, i)), (e.ref = t.ref), (e.return = t), (t.child = e));
      }
      if (((a = e.child), !dl(e, i))) {
        var o = a.memoizedProps;
        if (((n = n.compare), (n = n === null ? Gr : n), n(o, r) && e.ref === t.ref)) return ul(e, t, i);
      }
      return (t.flags |= 1), (e = Li(a, r)), (e.ref = t.ref), (e.return = t), (t.child = e);
    }
    function Rc(e, t, n, r, i) {
      if (e !== null) {
        var a = e.memoizedProps;
        if (Gr(a, r) && e.ref === t.ref) {
          if (((Pc = !1), (t.pendingProps = r = a), dl(e, i))) e.flags & 131072 && (Pc = !0);
          else return (t.lanes = e.lanes), ul(e, t, i);
        }
      }
      return Kc(e, t, n, r, i);
    }
    function zc(e, t, n, r) {
      var i = r.children,
        a = e === null ? null : e.memoizedState;
      if (
        (e === null &&
          t.stateNode === null &&
          (t.stateNode = { _visibility: 1, _pendingMarkers: null, _retryCache: null, _transitions: null }),
        r.mode === `hidden`)
      ) {
        if (t.flags & 128) {
          if (((a = a === null ? n : a.baseLanes | n), e !== null)) {
            for (r = t.child = e.child, i = 0; r !== null; ) (i = i | r.lanes | r.childLanes), (r = r.sibling);
            r = i & ~a;
          } else (r = 0), (t.child = null);
          return Vc(e, t, a, n, r);
        }
        if (n & 536870912)
          (t.memoizedState = { baseLanes: 0, cachePool: null }),
            e !== null && qa(t, a === null ? null : a.cachePool),
            a === null ? ko() : Oo(t, a),
            Fo(t);
        else return (r = t.lanes = 536870912), Vc(e, t, a === null ? n : a.baseLanes | n, n, r);
      } else
        a === null
          ? (e !== null && qa(t, null), ko(), Io())
          : (qa(t, a.cachePool), Oo(t, a), Io(), (t.memoizedState = null));
      return Fc(e, t, i, n), t.child;
    }
    function Bc(e, t) {
      return (
        (e !== null && e.tag === 22) ||
          t.stateNode !== null ||
          (t.stateNode = { _visibility: 1, _pendingMarkers: null, _retryCache: null, _transitions: null }),
        t.sibling
      );
    }
    function Vc(e, t, n, r, i) {
      var a = Ka();
      return (
        (a = a === null ? null : { parent: ja._currentValue, pool: a }),
        (t.memoizedState = { baseLanes: n, cachePool: a }),
        e !== null && qa(t, null),
        ko(),
        Fo(t),
        e !== null && Sa(e, t, r, !0),
        (t.childLanes = i),
        null
      );
    }
    function Hc(e, t) {
      return (
        (t = tl({ mode: t.mode, children: t.children }, e.mode)), (t.ref = e.ref), (e.child = t), (t.return = e), t
      );
    }
    function Uc(e, t, n) {
      return fo(t, e.child, null, n), (e = Hc(t, t.pendingProps)), (e.flags |= 2), Lo(t), (t.memoizedState = null), e;
    }
    function Wc(e, t, n) {
      var r = t.pendingProps,
        i = !!(t.flags & 128);
      if (((t.flags &= -129), e === null)) {
        if (B) {
          if (r.mode === `hidden`)
            return (
              (e = Hc(t, r)), (t.lanes = 536870912), (e.memoizedState = { baseLanes: 0, cachePool: null }), Bc(null, e)
            );
          if (
            (Po(t),
            (e = z)
              ? ((e = am(e, oa)),
                (e = e !== null && e.data === `&` ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext: Qi === null ? null : { id: $i, overflow: ea },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = Hi(e)),
                  (n.return = t),
                  (t.child = n),
                  (ia = t),
                  (z = null)))
              : (e = null),
            e === null)
          )
            throw ca(t);
          return (t.lanes = 536870912), null;
        }
        return Hc(t, r);
      }
      var a = e.memoizedState;
      if (a !== null) {
        var s = a.dehydrated;
        if ((Po(t), i)) {
          if (t.flags & 256) (t.flags &= -257), (t = Uc(e, t, n));
          else if (t.memoizedState !== null) (t.child = e.child), (t.flags |= 128), (t = null);
          else throw Error(o(558));
        } else if ((Pc || Sa(e, t, n, !1), (i = (n & e.childLanes) !== 0), Pc || i)) {
          if (Eo.current === null) {
            if (((r = q), r !== null && ((s = bt(r, n)), s !== 0 && s !== a.retryLane)))
              throw ((a.retryLane = s), Ai(e, s), Pd(r, e, s), Nc);
            Kd();
          }
          t = Uc(e, t, n);
        } else
          (e = a.treeContext),
            (z = lm(s.nextSibling)),
            (ia = t),
            (B = !0),
            (aa = null),
            (oa = !1),
            e !== null && R(t, e),
            (t = Hc(t, r)),
            (t.flags |= 134221824);
        return t;
      }
      return (
        (e = Li(e.child, { mode: r.mode, children: r.children })), (e.ref = t.ref), (t.child = e), (e.return = t), e
      );
    }
    function Gc(e, t) {
      var n = t.ref;
      if (n === null) e !== null && e.ref !== null && (t.flags |= 4194816);
      else {
        if (typeof n != `function` && typeof n != `object`) throw Error(o(284));
        (e === null || e.ref !== n) && (t.flags |= 4194816);
      }
    }
    function Kc(e, t, n, r, i) {
      return (
        wa(t),
        (n = $o(e, t, n, r, void 0, i)),
        (r = rs()),
        e !== null && !Pc ? (is(e, t, i), ul(e, t, i)) : (B && r && na(t), (t.flags |= 1), Fc(e, t, n, i), t.child)
      );
    }
    function qc(e, t, n, r, i, a) {
      return (
        wa(t),
        (t.updateQueue = null),
        (n = ts(t, r, n, i)),
        es(e),
        (r = rs()),
        e !== null && !Pc ? (is(e, t, a), ul(e, t, a)) : (B && r && na(t), (t.flags |= 1), Fc(e, t, n, a), t.child)
      );
    }
    function Jc(e, t, n, r, i) {
      if ((wa(t), t.stateNode === null)) {
        var a = Ni,
          o = n.contextType;
        typeof o == `object` && o && (a = Ta(o)),
          (a = new n(r, a)),
          (t.memoizedState = a.state !== null && a.state !== void 0 ? a.state : null),
          (a.updater = bc),
          (t.stateNode = a),
          (a._reactInternals = t),
          (a = t.stateNode),
          (a.props = r),
          (a.state = t.memoizedState),
          (a.refs = {}),
          ho(t),
          (o = n.contextType),
          (a.context = typeof o == `object` && o ? Ta(o) : Ni),
          (a.state = t.memoizedState),
          (o = n.getDerivedStateFromProps),
          typeof o == `function` && (yc(t, n, o, r), (a.state = t.memoizedState)),
          typeof n.getDerivedStateFromProps == `function` ||
            typeof a.getSnapshotBeforeUpdate == `function` ||
            (typeof a.UNSAFE_componentWillMount != `function` && typeof a.componentWillMount != `function`) ||
            ((o = a.state),
            typeof a.componentWillMount == `function` && a.componentWillMount(),
            typeof a.UNSAFE_componentWillMount == `function` && a.UNSAFE_componentWillMount(),
            o !== a.state && bc.enqueueReplaceState(a, a.state, null),
            Co(t, r, a, i),
            So(),
            (a.state = t.memoizedState)),
          typeof a.componentDidMount == `function` && (t.flags |= 4194308),
          (r = !0);
      } else if (e === null) {
        a = t.stateNode;
        var s = t.memoizedProps,
          c = Cc(n, s);
        a.props = c;
        var l = a.context,
          u = n.contextType;
        (o = Ni), typeof u == `object` && u && (o = Ta(u));
        var d = n.getDerivedStateFromProps;
        (u = typeof d == `function` || typeof a.getSnapshotBeforeUpdate == `function`),
          (s = t.pendingProps !== s),
          u ||
            (typeof a.UNSAFE_componentWillReceiveProps != `function` &&
              typeof a.componentWillReceiveProps != `function`) ||
            ((s || l !== o) && Sc(t, a, r, o)),
          (mo = !1);
        var f = t.memoizedState;
        (a.state = f),
          Co(t, r, a, i),
          So(),
          (l = t.memoizedState),
          s || f !== l || mo
            ? (typeof d == `function` && (yc(t, n, d, r), (l = t.memoizedState)),
              (c = mo || xc(t, n, c, r, f, l, o))
                ? (u ||
                    (typeof a.UNSAFE_componentWillMount != `function` && typeof a.componentWillMount != `function`) ||
                    (typeof a.componentWillMount == `function` && a.componentWillMount(),
                    typeof a.UNSAFE_componentWillMount == `function` && a.UNSAFE_componentWillMount()),
                  typeof a.componentDidMount == `function` && (t.flags |= 4194308))
                : (typeof a.componentDidMount == `function` && (t.flags |= 4194308),
                  (t.memoizedProps = r),
                  (t.memoizedState = l)),
              (a.props = r),
              (a.state = l),
              (a.context = o),
              (r = c))
            : (typeof a.componentDidMount == `function` && (t.flags |= 4194308), (r = !1));
      } else {
        (a = t.stateNode),
          go(e, t),
          (o = t.memoizedProps),
          (u = Cc(n, o)),
          (a.props = u),
          (d = t.pendingProps),
          (f = a.context),
          (l = n.contextType),
          (c = Ni),
          typeof l == `object` && l && (c = Ta(l)),
          (s = n.getDerivedStateFromProps),
          (l = typeof s == `function` || typeof a.getSnapshotBeforeUpdate == `function`) ||
            (typeof a.UNSAFE_componentWillReceiveProps != `function` &&
              typeof a.componentWillReceiveProps != `function`) ||
            ((o !== d || f !== c) && Sc(t, a, r, c)),
          (mo = !1),
          (f = t.memoizedState),
          (a.state = f),
          Co(t, r, a, i),
          So();
        var p = t.memoizedState;
        o !== d || f !== p || mo || (e !== null && e.dependencies !== null && Ca(e.dependencies))
          ? (typeof s == `function` && (yc(t, n, s, r), (p = t.memoizedState)),
            (u = mo || xc(t, n, u, r, f, p, c) || (e !== null && e.dependencies !== null && Ca(e.dependencies)))
              ? (l ||
                  (typeof a.UNSAFE_componentWillUpdate != `function` && typeof a.componentWillUpdate != `function`) ||
                  (typeof a.componentWillUpdate == `function` && a.componentWillUpdate(r, p, c),
                  typeof a.UNSAFE_componentWillUpdate == `function` && a.UNSAFE_componentWillUpdate(r, p, c)),
                typeof a.componentDidUpdate == `function` && (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate == `function` && (t.flags |= 1024))
              : (typeof a.componentDidUpdate != `function` ||
                  (o === e.memoizedProps && f === e.memoizedState) ||
                  (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate != `function` ||
                  (o === e.memoizedProps && f === e.memoizedState) ||
                  (t.flags |= 1024),
                (t.memoizedProps = r),
                (t.memoizedState = p)),
            (a.props = r),
            (a.state = p),
            (a.context = c),
            (r = u))
          : (typeof a.componentDidUpdate != `function` ||
              (o === e.memoizedProps && f === e.memoizedState) ||
              (t.flags |= 4),
            typeof a.getSnapshotBeforeUpdate != `function` ||
              (o === e.memoizedProps && f === e.memoizedState) ||
              (t.flags |= 1024),
            (r = !1));
      }
      return (
        (a = r),
        Gc(e, t),
        (r = !!(t.flags & 128)),
        a || r
          ? ((a = t.stateNode),
            (n = r && typeof n.getDerivedStateFromError != `function` ? null : a.render()),
            (t.flags |= 1),
            e !== null && r ? ((t.child = fo(t, e.child, null, i)), (t.child = fo(t, null, n, i))) : Fc(e, t, n, i),
            (t.memoizedState = a.state),
            (e = t.child))
          : (e = ul(e, t, i)),
        e
      );
    }
    function Yc(e, t, n, r) {
      return fa(), (t.flags |= 256), Fc(e, t, n, r), t.child;
    }
    var Xc = { dehydrated: null, treeContext: null, retryLane: 0, hydrationErrors: null };
    function Zc(e) {
      return { baseLanes: e, cachePool: Ja() };
    }
    function Qc(e, t, n) {
      return (e = e === null ? 0 : e.childLanes & ~n), t && (e |= ld), e;
    }
    function $c(e, t, n) {
      var r = t.pendingProps,
        i = !1,
        a = !!(t.flags & 128),
        o;
      if (
        ((o = a) || (o = e !== null && e.memoizedState === null ? !1 : !!(Ro.current & 2)),
        o && ((i = !0), (t.flags &= -129)),
        (o = !!(t.flags & 32)),
        (t.flags &= -33),
        e === null)
      ) {
        if (B) {
          if (
            (i ? No(t) : Io(),
            (e = z)
              ? ((e = am(e, oa)),
                (e = e !== null && e.data !== `&` ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext: Qi === null ? null : { id: $i, overflow: ea },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = Hi(e)),
                  (n.return = t),
                  (t.child = n),
                  (ia = t),
                  (z = null)))
              : (e = null),
            e === null)
          )
            throw ca(t);
          return (t.lanes = sm(e) ? 32 : 536870912), null;
        }
        return (
          (a = r.children),
          (r = r.fallback),
          i
            ? (Io(),
              (i = t.mode),
              (a = tl({ mode: `hidden`, children: a }, i)),
              (r = Bi(r, i, n, null)),
              (a.return = t),
              (r.return = t),
              (a.sibling = r),
              (t.child = a),
              (r = t.child),
              (r.memoizedState = Zc(n)),
              (r.childLanes = Qc(e, o, n)),
              (t.memoizedState = Xc),
              Bc(null, r))
            : (No(t), el(t, a))
        );
      }
      var s = e.memoizedState;
      if (s !== null) {
        var c = s.dehydrated;
        if (c !== null) return rl(e, t, a, o, r, c, s, n);
      }
      return i
        ? (Io(),
          (i = r.fallback),
          (a = t.mode),
          (s = e.child),
          (c = s.sibling),
          (r = Li(s, { mode: `hidden`, children: r.children })),
          (r.subtreeFlags = s.subtreeFlags & 1206910976),
          c === null ? ((i = Bi(i, a, n, null)), (i.flags |= 2)) : (i = Li(c, i)),
          (i.return = t),
          (r.return = t),
          (r.sibling = i),
          (t.child = r),
          Bc(null, r),
          (r = t.child),
          (i = e.child.memoizedState),
          i === null
            ? (i = Zc(n))
            : ((a = i.cachePool),
              a === null ? (a = Ja()) : ((s = ja._currentValue), (a = a.parent === s ? a : { parent: s, pool: s })),
              (i = { baseLanes: i.baseLanes | n, cachePool: a })),
          (r.memoizedState = i),
          (r.childLanes = Qc(e, o, n)),
          (t.memoizedState = Xc),
          Bc(e.child, r))
        : (No(t),
          (n = e.child),
          (e = n.sibling),
          (n = Li(n, { mode: `visible`, children: r.children })),
          (n.return = t),
          (n.sibling = null),
          e !== null && ((o = t.deletions), o === null ? ((t.deletions = [e]), (t.flags |= 16)) : o.push(e)),
          (t.child = n),
          (t.memoizedState = null),
          n);
    }
    function el(e, t) {
      return (t = tl({ mode: `visible`, children: t }, e.mode)), (t.return = e), (e.child = t);
    }
    function tl(e, t) {
      return (e = Fi(22, e, null, t)), (e.lanes = 0), e;
    }
    function nl(e, t, n) {
      return fo(t, e.child, null, n), (e = el(t, t.pendingProps.children)), (e.flags |= 2), (t.memoizedState = null), e;
    }
    function rl(e, t, n, r, i, a, s, c) {
      if (n)
        return t.flags & 256
          ? (No(t), (t.flags &= -257), nl(e, t, c))
          : t.memoizedState === null
            ? (Io(),
              (a = i.fallback),
              (s = t.mode),
              (i = tl({ mode: `visible`, children: i.children }, s)),
              (a = Bi(a, s, c, null)),
              (a.flags |= 2),
              (i.return = t),
              (a.return = t),
              (i.sibling = a),
              (t.child = i),
              fo(t, e.child, null, c),
              (i = t.child),
              (i.memoizedState = Zc(c)),
              (i.childLanes = Qc(e, r, c)),
              (t.memoizedState = Xc),
              Bc(null, i))
            : (Io(), (t.child = e.child), (t.flags |= 128), null);
      if ((No(t), sm(a))) {
        if (((r = a.nextSibling && a.nextSibling.dataset), r)) var l = r.dgst;
        return (
          (r = l),
          r !== `` &&
            ((i = Error(o(419))), (i.stack = ``), (i.digest = r), ma({ value: i, source: null, stack: null })),
          nl(e, t, c)
        );
      }
      if ((Pc || Sa(e, t, c, !1), (r = (c & e.childLanes) !== 0), Pc || r)) {
        if (Eo.current !== null) return nl(e, t, c);
        if (((r = q), r !== null && ((i = bt(r, c)), i !== 0 && i !== s.retryLane)))
          throw ((s.retryLane = i), Ai(e, i), Pd(r, e, i), Nc);
        return om(a) || Kd(), nl(e, t, c);
      }
      return om(a)
        ? ((t.flags |= 192), (t.child = e.child), null)
        : ((e = s.treeContext),
          (z = lm(a.nextSibling)),
          (ia = t),
          (B = !0),
          (aa = null),
          (oa = !1),
          e !== null && R(t, e),
          (t = el(t, i.children)),
          (t.flags |= 134221824),
          t);
    }
    function il(e, t, n) {
      e.lanes |= t;
      var r = e.alternate;
      r !== null && (r.lanes |= t), ba(e.return, t, n);
    }
    function al(e) {
      for (var t = null; e !== null; ) {
        var n = e.alternate;
        n !== null && Vo(n) === null && (t = e), (e = e.sibling);
      }
      return t;
    }
    function ol(e, t, n, r, i, a) {
      var o = e.memoizedState;
      o === null
        ? (e.memoizedState = {
            isBackwards: t,
            rendering: null,
            renderingStartTime: 0,
            last: r,
            tail: n,
            tailMode: i,
            treeForkCount: a,
          })
        : ((o.isBackwards = t),
          (o.rendering = null),
          (o.renderingStartTime = 0),
          (o.last = r),
          (o.tail = n),
          (o.tailMode = i),
          (o.treeForkCount = a));
    }
    function sl(e) {
      var t = e.child;
      for (e.child = null; t !== null; ) {
        var n = t.sibling;
        (t.sibling = e.child), (e.child = t), (t = n);
      }
    }
    function cl(e, t, n) {
      var r = t.pendingProps,
        i = r.revealOrder,
        a = r.tail;
      r = r.children;
      var o = Ro.current;
      if (t.flags & 128) return zo(t, o), null;
      var s = !!(o & 2);
      if (
        (s ? ((o = (o & 1) | 2), (t.flags |= 128)) : (o &= 1),
        zo(t, o),
        i === `backwards` && e !== null ? (sl(e), Fc(e, t, r, n), sl(e)) : Fc(e, t, r, n),
        (r = B ? Yi : 0),
        !s && e !== null && e.flags & 128)
      )
        a: for (e = t.child; e !== null; ) {
          if (e.tag === 13) e.memoizedState !== null && il(e, n, t);
          else if (e.tag === 19) il(e, n, t);
          else if (e.child !== null) {
            (e.child.return = e), (e = e.child);
            continue;
          }
          if (e === t) break;
          for (; e.sibling === null; ) {
            if (e.return === null || e.return === t) break a;
            e = e.return;
          }
          (e.sibling.return = e.return), (e = e.sibling);
        }
      switch (i) {
        case `backwards`:
          (n = al(t.child)),
            n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null), sl(t)),
            ol(t, !0, i, null, a, r);
          break;
        case `unstable_legacy-backwards`:
          for (n = null, i = t.child, t.child = null; i !== null; ) {
            if (((e = i.alternate), e !== null && Vo(e) === null)) {
              t.child = i;
              break;
            }
            (e = i.sibling), (i.sibling = n), (n = i), (i = e);
          }
          ol(t, !0, n, null, a, r);
          break;
        case `together`:
          ol(t, !1, null, null, void 0, r);
          break;
        case `independent`:
          t.memoizedState = null;
          break;
        default:
          (n = al(t.child)),
            n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null)),
            ol(t, !1, i, n, a, r);
      }
      return t.child;
    }
    function ll(e, t, n) {
      var r = t.pendingProps;
      return va(t, t.type, r.value), Fc(e, t, r.children, n), t.child;
    }
    function ul(e, t, n) {
      if ((e !== null && (t.dependencies = e.dependencies), (od |= t.lanes), (n & t.childLanes) === 0)) {
        if (e !== null) {
          if ((Sa(e, t, n, !1), (n & t.childLanes) === 0)) return null;
        } else return null;
      }
      if (e !== null && t.child !== e.child) throw Error(o(153));
      if (t.child !== null) {
        for (e = t.child, n = Li(e, e.pendingProps), t.child = n, n.return = t; e.sibling !== null; )
          (e = e.sibling), (n = n.sibling = Li(e, e.pendingProps)), (n.return = t);
        n.sibling = null;
      }
      return t.child;
    }
    function dl(e, t) {
      return (e.lanes & t) !== 0 || ((e = e.dependencies), !!(e !== null && Ca(e)));
    }
    function fl(e, t, n) {
      switch (t.tag) {
        case 3:
          ke(t, t.stateNode.containerInfo), va(t, ja, e.memoizedState.cache), fa();
          break;
        case 27:
        case 5:
          je(t);
          break;
        case 4:
          ke(t, t.stateNode.containerInfo);
          break;
        case 10:
          va(t, t.type, t.memoizedProps.value);
          break;
        case 31:
          if (t.memoizedState !== null) return (t.flags |= 128), Po(t), null;
          break;
        case 13: {
          var r = t.memoizedState;
          if (r !== null) {
            if (r.dehydrated !== null) return No(t), (t.flags |= 128), null;
            r = Sa(e, t, n, !1);
            var i = t.child.childLanes;
            return r || (n & i) !== 0 ? $c(e, t, n) : (No(t), (e = ul(e, t, n)), e === null ? null : e.sibling);
          }
          No(t);
          break;
        }
        case 19:
          if (t.flags & 128) return cl(e, t, n);
          if (
            ((i = !!(e.flags & 128)),
            (r = (n & t.childLanes) !== 0),
            (r ||= (Sa(e, t, n, !1), (n & t.childLanes) !== 0)),
            i)
          ) {
            if (r) return cl(e, t, n);
            t.flags |= 128;
          }
          if (
            ((i = t.memoizedState),
            i !== null && ((i.rendering = null), (i.tail = null), (i.lastEffect = null)),
            zo(t, Ro.current),
            r)
          )
            break;
          return null;
        case 22:
          return (t.lanes = 0), zc(e, t, n, t.pendingProps);
        case 24:
          va(t, ja, e.memoizedState.cache);
      }
      return ul(e, t, n);
    }
    function pl(e, t, n) {
      if (e !== null) {
        if (e.memoizedProps !== t.pendingProps) Pc = !0;
        else {
          if (!dl(e, n) && !(t.flags & 128)) return (Pc = !1), fl(e, t, n);
          Pc = !!(e.flags & 131072);
        }
      } else (Pc = !1), B && t.flags & 1048576 && ta(t, Yi, t.index);
      switch (((t.lanes = 0), t.tag)) {
        case 16:
          a: {
            var r = t.pendingProps;
            if (((e = to(t.elementType)), (t.type = e), typeof e == `function`))
              Ii(e)
                ? ((r = Cc(e, r)), (t.tag = 1), (t = Jc(null, t, e, r, n)))
                : ((t.tag = 0), (t = Kc(null, t, e, r, n)));
            else {
              if (e != null) {
                var i = e.$$typeof;
                if (i === ae) {
                  (t.tag = 11), (t = Ic(null, t, e, r, n));
                  break a;
                }
                if (i === ce) {
                  (t.tag = 14), (t = Lc(null, t, e, r, n));
                  break a;
                }
                if (i === ie) {
                  (t.tag = 10), (t.type = e), (t = ll(null, t, n));
                  break a;
                }
              }
              throw ((t = ve(e) || e), Error(o(306, t, ``)));
            }
          }
          return t;
        case 0:
          return Kc(e, t, t.type, t.pendingProps, n);
        case 1:
          return (r = t.type), (i = Cc(r, t.pendingProps)), Jc(e, t, r, i, n);
        case 3:
          a: {
            if ((ke(t, t.stateNode.containerInfo), e === null)) throw Error(o(387));
            r = t.pendingProps;
            var a = t.memoizedState;
            (i = a.element), go(e, t), Co(t, r, null, n);
            var s = t.memoizedState;
            if (
              ((r = s.cache), va(t, ja, r), r !== a.cache && xa(t, [ja], n, !0), So(), (r = s.element), a.isDehydrated)
            ) {
              if (
                ((a = { element: r, isDehydrated: !1, cache: s.cache }),
                (t.updateQueue.baseState = a),
                (t.memoizedState = a),
                t.flags & 256)
              ) {
                t = Yc(e, t, r, n);
                break a;
              }
              if (r !== i) {
                (i = Gi(Error(o(424)), t)), ma(i), (t = Yc(e, t, r, n));
                break a;
              }
              switch (((e = t.stateNode.containerInfo), e.nodeType)) {
                case 9:
                  e = e.body;
                  break;
                default:
                  e = e.nodeName === `HTML` ? e.ownerDocument.body : e;
              }
              for (z = lm(e.firstChild), ia = t, B = !0, aa = null, oa = !0, n = po(t, null, r, n), t.child = n; n; )
                (n.flags = (n.flags & -3) | 134221824), (n = n.sibling);
            } else {
              if ((fa(), r === i)) {
                t = ul(e, t, n);
                break a;
              }
              Fc(e, t, r, n);
            }
            t = t.child;
          }
          return t;
        case 26:
          return (
            Gc(e, t),
            e === null
              ? (n = Nm(t.type, null, t.pendingProps, null))
                ? (t.memoizedState = n)
                : B || (t.stateNode = fp(t.type, t.pendingProps, De.current, t))
              : (t.memoizedState = Nm(t.type, e.memoizedProps, t.pendingProps, e.memoizedState)),
            null
          );
        case 27:
          return (
            je(t),
            e === null &&
              B &&
              ((r = t.stateNode = hm(t.type, t.pendingProps, De.current)),
              (ia = t),
              (oa = !0),
              (i = z),
              Sp(t.type) ? ((um = i), (z = lm(r.firstChild))) : (z = i)),
            Fc(e, t, t.pendingProps.children, n),
            Gc(e, t),
            e === null && (t.flags |= 4194304),
            t.child
          );
        case 5:
          return (
            e === null &&
              B &&
              ((i = r = z) &&
                ((r = rm(r, t.type, t.pendingProps, oa)),
                r === null ? (i = !1) : ((t.stateNode = r), (ia = t), (z = lm(r.firstChild)), (oa = !1), (i = !0))),
              i || ca(t)),
            je(t),
            (i = t.type),
            (a = t.pendingProps),
            (s = e === null ? null : e.memoizedProps),
            (r = a.children),
            pp(i, a) ? (r = null) : s !== null && pp(i, s) && (t.flags |= 32),
            t.memoizedState !== null && ((i = $o(e, t, ns, null, null, n)), (sh._currentValue = i)),
            Gc(e, t),
            Fc(e, t, r, n),
            t.child
          );
        case 6:
          return (
            e === null &&
              B &&
              ((e = n = z) &&
                ((n = im(n, t.pendingProps, oa)),
                n === null ? (e = !1) : ((t.stateNode = n), (ia = t), (z = null), (e = !0))),
              e || ca(t)),
            null
          );
        case 13:
          return $c(e, t, n);
        case 4:
          return (
            ke(t, t.stateNode.containerInfo),
            (r = t.pendingProps),
            e === null ? (t.child = fo(t, null, r, n)) : Fc(e, t, r, n),
            t.child
          );
        case 11:
          return Ic(e, t, t.type, t.pendingProps, n);
        case 7:
          return (r = t.pendingProps), Gc(e, t), Fc(e, t, r, n), t.child;
        case 8:
          return Fc(e, t, t.pendingProps.children, n), t.child;
        case 12:
          return Fc(e, t, t.pendingProps.children, n), t.child;
        case 10:
          return ll(e, t, n);
        case 9:
          return (
            (i = t.type._context),
            (r = t.pendingProps.children),
            wa(t),
            (i = Ta(i)),
            (r = r(i)),
            (t.flags |= 1),
            Fc(e, t, r, n),
            t.child
          );
        case 14:
          return Lc(e, t, t.type, t.pendingProps, n);
        case 15:
          return Rc(e, t, t.type, t.pendingProps, n);
        case 19:
          return cl(e, t, n);
        case 31:
          return Wc(e, t, n);
        case 22:
          return zc(e, t, n, t.pendingProps);
        case 24:
          return (
            wa(t),
            (r = Ta(ja)),
            e === null
              ? ((i = Ka()),
                i === null &&
                  ((i = q),
                  (a = Ma()),
                  (i.pooledCache = a),
                  a.refCount++,
                  a !== null && (i.pooledCacheLanes |= n),
                  (i = a)),
                (t.memoizedState = { parent: r, cache: i }),
                ho(t),
                va(t, ja, i))
              : ((e.lanes & n) !== 0 && (go(e, t), Co(t, null, null, n), So()),
                (i = e.memoizedState),
                (a = t.memoizedState),
                i.parent === r
                  ? ((r = a.cache), va(t, ja, r), r !== i.cache && xa(t, [ja], n, !0))
                  : ((i = { parent: r, cache: r }),
                    (t.memoizedState = i),
                    t.lanes === 0 && (t.memoizedState = t.updateQueue.baseState = i),
                    va(t, ja, r))),
            Fc(e, t, t.pendingProps.children, n),
            t.child
          );
        case 30:
          return (
            t.stateNode === null && (t.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
            (r = t.pendingProps),
            r.name != null && r.name !== `auto` ? (t.flags |= e === null ? 18882560 : 18874368) : B && na(t),
            e !== null && e.memoizedProps.name !== r.name ? (t.flags |= 4194816) : Gc(e, t),
            Fc(e, t, r.children, n),
            t.child
          );
        case 29:
          throw t.pendingProps;
      }
      throw Error(o(156, t.tag));
    }
    function ml(e) {
      e.flags |= 4;
    }
    function hl(e, t, n, r, i) {
      var a;
      if (
        ((a = !!(e.mode & 32)) && (a = n === null ? Jm(t, r) : Jm(t, r) && (r.src !== n.src || r.srcSet !== n.srcSet)),
        a)
      ) {
        if (((e.flags |= 16777216), (i & 335544128) === i)) {
          if (e.stateNode.complete) e.flags |= 8192;
          else if (Ud()) e.flags |= 8192;
          else throw ((no = Qa), Xa);
        }
      } else e.flags &= -16777217;
    }
    function gl(e, t) {
      if (t.type !== `stylesheet` || t.state.loading & 4) e.flags &= -16777217;
      else if (((e.flags |= 16777216), !Ym(t))) {
        if (Ud()) e.flags |= 8192;
        else throw ((no = Qa), Xa);
      }
    }
    function _l(e, t) {
      t !== null && (e.flags |= 4),
        e.flags & 16384 && ((t = e.tag === 22 ? 536870912 : mt()), (e.lanes |= t), (ud |= t));
    }
    function vl(e, t) {
      if (!B)
        switch (e.tailMode) {
          case `visible`:
            break;
          case `collapsed`:
            for (var n = e.tail, r = null; n !== null; ) n.alternate !== null && (r = n), (n = n.sibling);
            r === null ? (t || e.tail === null ? (e.tail = null) : (e.tail.sibling = null)) : (r.sibling = null);
            break;
          default:
            for (t = e.tail, n = null; t !== null; ) t.alternate !== null && (n = t), (t = t.sibling);
            n === null ? (e.tail = null) : (n.sibling = null);
        }
    }
    function U(e) {
      var t = e.alternate !== null && e.alternate.child === e.child,
        n = 0,
        r = 0;
      if (t)
        for (var i = e.child; i !== null; )
          (n |= i.lanes | i.childLanes),
            (r |= i.subtreeFlags & 1206910976),
            (r |= i.flags & 1206910976),
            (i.return = e),
            (i = i.sibling);
      else
        for (i = e.child; i !== null; )
          (n |= i.lanes | i.childLanes), (r |= i.subtreeFlags), (r |= i.flags), (i.return = e), (i = i.sibling);
      return (e.subtreeFlags |= r), (e.childLanes = n), t;
    }
    function yl(e, t, n) {
      var r = t.pendingProps;
      switch ((ra(t), t.tag)) {
        case 16:
        case 15:
        case 0:
        case 11:
        case 7:
        case 8:
        case 12:
        case 9:
        case 14:
          return U(t), null;
        case 1:
          return U(t), null;
        case 3:
          return (
            (n = t.stateNode),
            (r = null),
            e !== null && (r = e.memoizedState.cache),
            t.memoizedState.cache !== r && (t.flags |= 2048),
            ya(ja),
            Ae(),
            n.pendingContext && ((n.context = n.pendingContext), (n.pendingContext = null)),
            (e === null || e.child === null) &&
              (da(t)
                ? ml(t)
                : e === null || (e.memoizedState.isDehydrated && !(t.flags & 256)) || ((t.flags |= 1024), pa())),
            U(t),
            null
          );
        case 26: {
          var i = t.type,
            a = t.memoizedState;
          return (
            e === null
              ? (ml(t), a === null ? (U(t), hl(t, i, null, r, n)) : (U(t), gl(t, a)))
              : a
                ? a === e.memoizedState
                  ? (U(t), (t.flags &= -16777217))
                  : (ml(t), U(t), gl(t, a))
                : ((e = e.memoizedProps), e !== r && ml(t), U(t), hl(t, i, e, r, n)),
            null
          );
        }
        case 27:
          if ((Me(t), (n = De.current), (i = t.type), e !== null && t.stateNode != null))
            e.memoizedProps !== r && ml(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(o(166));
              return U(t), (t.subtreeFlags &= -33554433), null;
            }
            (e = Te.current), da(t) ? la(t, e) : ((e = hm(i, r, n)), (t.stateNode = e), ml(t));
          }
          return U(t), (t.subtreeFlags &= -33554433), null;
        case 5:
          if ((Me(t), (i = t.type), e !== null && t.stateNode != null)) e.memoizedProps !== r && ml(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(o(166));
              return U(t), (t.subtreeFlags &= -33554433), null;
            }
            if (((a = Te.current), da(t))) la(t, a);
            else {
              var s = lp(De.current);
              switch (a) {
                case 1:
                  a = s.createElementNS(`http://www.w3.org/2000/svg`, i);
                  break;
                case 2:
                  a = s.createElementNS(`http://www.w3.org/1998/Math/MathML`, i);
                  break;
                default:
                  switch (i) {
                    case `svg`:
                      a = s.createElementNS(`http://www.w3.org/2000/svg`, i);
                      break;
                    case `math`:
                      a = s.createElementNS(`http://www.w3.org/1998/Math/MathML`, i);
                      break;
                    case `script`:
                      (a = s.createElement(`div`)),
                        (a.innerHTML = `<script></script>`),
                        (a = a.removeChild(a.firstChild));
                      break;
                    case `select`:
                      (a =
                        typeof r.is == `string` ? s.createElement(`select`, { is: r.is }) : s.createElement(`select`)),
                        r.multiple ? (a.multiple = !0) : r.size && (a.size = r.size);
                      break;
                    default:
                      a = typeof r.is == `string` ? s.createElement(i, { is: r.is }) : s.createElement(i);
                  }
              }
              (a[Et] = t), (a[Dt] = r);
              a: for (s = t.child; s !== null; ) {
                if (s.tag === 5 || s.tag === 6) a.appendChild(s.stateNode);
                else if (s.tag !== 4 && s.tag !== 27 && s.child !== null) {
                  (s.child.return = s), (s = s.child);
                  continue;
                }
                if (s === t) break;
                for (; s.sibling === null; ) {
                  if (s.return === null || s.return === t) break a;
                  s = s.return;
                }
                (s.sibling.return = s.return), (s = s.sibling);
              }
              t.stateNode = a;
              switch ((np(a, i, r), i)) {
                case `button`:
                case `input`:
                case `select`:
                case `textarea`:
                  r = !!r.autoFocus;
                  break;
                case `img`:
                  r = !0;
                  break;
                default:
                  r = !1;
              }
              r && ml(t);
            }
          }
          return (
            U(t),
            (t.subtreeFlags &= -33554433),
            hl(t, t.type, e === null ? null : e.memoizedProps, t.pendingProps, n),
            null
          );
        case 6:
          if (e && t.stateNode != null) e.memoizedProps !== r && ml(t);
          else {
            if (typeof r != `string` && t.stateNode === null) throw Error(o(166));
            if (((e = De.current), da(t))) {
              if (((e = t.stateNode), (n = t.memoizedProps), (r = null), (i = ia), i !== null))
                switch (i.tag) {
                  case 27:
                  case 5:
                    r = i.memoizedProps;
                }
              (e[Et] = t),
                (e = !!(e.nodeValue === n || (r !== null && !0 === r.suppressHydrationWarning) || ep(e.nodeValue, n))),
                e || ca(t, !0);
            } else (e = lp(e).createTextNode(r)), (e[Et] = t), (t.stateNode = e);
          }
          return U(t), null;
        case 31:
          if (((n = t.memoizedState), e === null || e.memoizedState !== null)) {
            if (((r = da(t)), n !== null)) {
              if (e === null) {
                if (!r) throw Error(o(318));
                if (((e = t.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(o(557));
                e[Et] = t;
              } else fa(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4);
              U(t), (e = !1);
            } else
              (n = pa()), e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = n), (e = !0);
            if (!e) return t.flags & 256 ? (Lo(t), t) : (Lo(t), null);
            if (t.flags & 128) throw Error(o(558));
          }
          return U(t), null;
        case 13:
          if (
            ((r = t.memoizedState), e === null || (e.memoizedState !== null && e.memoizedState.dehydrated !== null))
          ) {
            if (((i = da(t)), r !== null && r.dehydrated !== null)) {
              if (e === null) {
                if (!i) throw Error(o(318));
                if (((i = t.memoizedState), (i = i === null ? null : i.dehydrated), !i)) throw Error(o(317));
                i[Et] = t;
              } else fa(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4);
              U(t), (i = !1);
            } else
              (i = pa()), e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = i), (i = !0);
            if (!i) return t.flags & 256 ? (Lo(t), t) : (Lo(t), null);
          }
          return (
            Lo(t),
            t.flags & 128
              ? ((t.lanes = n), t)
              : ((n = r !== null),
                (e = e !== null && e.memoizedState !== null),
                n &&
                  ((r = t.child),
                  (i = null),
                  r.alternate !== null &&
                    r.alternate.memoizedState !== null &&
                    r.alternate.memoizedState.cachePool !== null &&
                    (i = r.alternate.memoizedState.cachePool.pool),
                  (a = null),
                  r.memoizedState !== null &&
                    r.memoizedState.cachePool !== null &&
                    (a = r.memoizedState.cachePool.pool),
                  a !== i && (r.flags |= 2048)),
                n !== e && n && (t.child.flags |= 8192),
                _l(t, t.updateQueue),
                U(t),
                null)
          );
        case 4:
          return Ae(), e === null && Wf(t.stateNode.containerInfo), (t.flags |= 67108864), U(t), null;
        case 10:
          return ya(t.type), U(t), null;
        case 19:
          if ((Bo(t), (r = t.memoizedState), r === null)) return U(t), null;
          if (((i = !!(t.flags & 128)), (a = r.rendering), a === null)) {
            if (i) vl(r, !1);
            else {
              if (ad !== 0 || (e !== null && e.flags & 128))
                for (e = t.child; e !== null; ) {
                  if (((a = Vo(e)), a !== null)) {
                    for (
                      t.flags |= 128,
                        vl(r, !1),
                        e = a.updateQueue,
                        t.updateQueue = e,
                        _l(t, e),
                        t.subtreeFlags = 0,
                        e = n,
                        n = t.child;
                      n !== null;
                    )
                      Ri(n, e), (n = n.sibling);
                    return zo(t, (Ro.current & 1) | 2), B && L(t, r.treeForkCount), t.child;
                  }
                  e = e.sibling;
                }
              r.tail !== null && P() > gd && ((t.flags |= 128), (i = !0), vl(r, !1), (t.lanes = 4194304));
            }
          } else {
            if (!i) {
              if (((e = Vo(a)), e !== null)) {
                if (
                  ((t.flags |= 128),
                  (i = !0),
                  (e = e.updateQueue),
                  (t.updateQueue = e),
                  _l(t, e),
                  vl(r, !0),
                  r.tail === null && r.tailMode !== `collapsed` && r.tailMode !== `visible` && !a.alternate && !B)
                )
                  return U(t), null;
              } else
                2 * P() - r.renderingStartTime > gd &&
                  n !== 536870912 &&
                  ((t.flags |= 128), (i = !0), vl(r, !1), (t.lanes = 4194304));
            }
            r.isBackwards
              ? ((a.sibling = t.child), (t.child = a))
              : ((e = r.last), e === null ? (t.child = a) : (e.sibling = a), (r.last = a));
          }
          if (r.tail !== null) {
            e = r.tail;
            a: {
              for (n = e; n !== null; ) {
                if (n.alternate !== null) {
                  n = !1;
                  break a;
                }
                n = n.sibling;
              }
              n = !0;
            }
            return (
              (r.rendering = e),
              (r.tail = e.sibling),
              (r.renderingStartTime = P()),
              (e.sibling = null),
              (a = Ro.current),
              (a = i ? (a & 1) | 2 : a & 1),
              r.tailMode === `visible` || r.tailMode === `collapsed` || !n || B
                ? zo(t, a)
                : ((n = a), N(jo, t), N(Ro, n), Mo === null && (Mo = t)),
              B && L(t, r.treeForkCount),
              e
            );
          }
          return U(t), null;
        case 22:
        case 23:
          return (
            Lo(t),
            Ao(),
            (r = t.memoizedState !== null),
            e === null ? r && (t.flags |= 8192) : (e.memoizedState !== null) !== r && (t.flags |= 8192),
            r ? n & 536870912 && !(t.flags & 128) && (U(t), t.subtreeFlags & 6 && (t.flags |= 8192)) : U(t),
            (n = t.updateQueue),
            n !== null && _l(t, n.retryQueue),
            (n = null),
            e !== null &&
              e.memoizedState !== null &&
              e.memoizedState.cachePool !== null &&
              (n = e.memoizedState.cachePool.pool),
            (r = null),
            t.memoizedState !== null && t.memoizedState.cachePool !== null && (r = t.memoizedState.cachePool.pool),
            r !== n && (t.flags |= 2048),
            e !== null && we(Ga),
            null
          );
        case 24:
          return (
            (n = null),
            e !== null && (n = e.memoizedState.cache),
            t.memoizedState.cache !== n && (t.flags |= 2048),
            ya(ja),
            U(t),
            null
          );
        case 25:
          return null;
        case 30:
          return (t.flags |= 33554432), U(t), null;
      }
      throw Error(o(156, t.tag));
    }
    function bl(e, t) {
      switch ((ra(t), t.tag)) {
        case 1:
          return (e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null;
        case 3:
          return ya(ja), Ae(), (e = t.flags), e & 65536 && !(e & 128) ? ((t.flags = (e & -65537) | 128), t) : null;
        case 26:
        case 27:
        case 5:
          return Me(t), null;
        case 31:
          if (t.memoizedState !== null) {
            if ((Lo(t), t.alternate === null)) throw Error(o(340));
            fa();
          }
          return (e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null;
        case 13:
          if ((Lo(t), (e = t.memoizedState), e !== null && e.dehydrated !== null)) {
            if (t.alternate === null) throw Error(o(340));
            fa();
          }
          return (e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null;
        case 19:
          return (
            Bo(t),
            (e = t.flags),
            e & 65536
              ? ((t.flags = (e & -65537) | 128),
                (e = t.memoizedState),
                e !== null && ((e.rendering = null), (e.tail = null)),
                (t.flags |= 4),
                t)
              : null
          );
        case 4:
          return Ae(), null;
        case 10:
          return ya(t.type), null;
        case 22:
        case 23:
          return (
            Lo(t), Ao(), e !== null && we(Ga), (e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null
          );
        case 24:
          return ya(ja), null;
        case 25:
          return null;
        default:
          return null;
      }
    }
    function xl(e, t) {
      switch ((ra(t), t.tag)) {
        case 3:
          ya(ja), Ae();
          break;
        case 26:
        case 27:
        case 5:
          Me(t);
          break;
        case 4:
          Ae();
          break;
        case 31:
          t.memoizedState !== null && Lo(t);
          break;
        case 13:
          Lo(t);
          break;
        case 19:
          Bo(t);
          break;
        case 10:
          ya(t.type);
          break;
        case 22:
        case 23:
          Lo(t), Ao(), e !== null && we(Ga);
          break;
        case 24:
          ya(ja);
      }
    }
    function Sl(e, t) {
      try {
        var n = t.updateQueue,
          r = n === null ? null : n.lastEffect;
        if (r !== null) {
          var i = r.next;
          n = i;
          do {
            if ((n.tag & e) === e) {
              r = void 0;
              var a = n.create,
                o = n.inst;
              (r = a()), (o.destroy = r);
            }
            n = n.next;
          } while (n !== i);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function Cl(e, t, n) {
      try {
        var r = t.updateQueue,
          i = r === null ? null : r.lastEffect;
        if (i !== null) {
          var a = i.next;
          r = a;
          do {
            if ((r.tag & e) === e) {
              var o = r.inst,
                s = o.destroy;
              if (s !== void 0) {
                (o.destroy = void 0), (i = t);
                var c = n,
                  l = s;
                try {
                  l();
                } catch (e) {
                  Z(i, c, e);
                }
              }
            }
            r = r.next;
          } while (r !== a);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function wl(e) {
      var t = e.updateQueue;
      if (t !== null) {
        var n = e.stateNode;
        try {
          To(t, n);
        } catch (t) {
          Z(e, e.return, t);
        }
      }
    }
    function Tl(e, t, n) {
      (n.props = Cc(e.type, e.memoizedProps)), (n.state = e.memoizedState);
      try {
        n.componentWillUnmount();
      } catch (n) {
        Z(e, t, n);
      }
    }
    function El(e, t) {
      try {
        var n = e.ref;
        if (n !== null) {
          switch (e.tag) {
            case 26:
            case 27:
            case 5: {
              var r = e.stateNode;
              break;
            }
            case 30: {
              var i = e.stateNode,
                a = bi(e.memoizedProps, i);
              (i.ref === null || i.ref.name !== a) && (i.ref = Pp(a)), (r = i.ref);
              break;
            }
            case 7:
              if (e.stateNode === null) {
                var o = new Fp(e);
                h(e.child, !1, Qp, o, void 0, void 0), (e.stateNode = o);
              }
              r = e.stateNode;
              break;
            default:
              r = e.stateNode;
          }
          typeof n == `function` ? (e.refCleanup = n(r)) : (n.current = r);
        }
      } catch (n) {
        Z(e, t, n);
      }
    }
    function Dl(e, t) {
      var n = e.ref,
        r = e.refCleanup;
      if (n !== null) {
        if (typeof r == `function`)
          try {
            r();
          } catch (n) {
            Z(e, t, n);
          } finally {
            (e.refCleanup = null), (e = e.alternate), e != null && (e.refCleanup = null);
          }
        else if (typeof n == `function`)
          try {
            n(null);
          } catch (n) {
            Z(e, t, n);
          }
        else n.current = null;
      }
    }
    function Ol(e, t) {
      if ((e.tag === 5 || e.tag === 27 || e.tag === 6) && e.alternate === null && t !== null)
        for (var n = 0; n < t.length; n++) em(e.stateNode, t[n]);
    }
    function kl(e) {
      for (var t = e.return; t !== null && (Ml(t) && em(e.stateNode, t.stateNode), !jl(t)); ) t = t.return;
    }
    function Al(e) {
      for (var t = e.return; t !== null && (Ml(t) && tm(e.stateNode, t.stateNode), !jl(t)); ) t = t.return;
    }
    function jl(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 27;
    }
    function Ml(e) {
      return e && e.tag === 7 && e.stateNode !== null;
    }
    function Nl(e) {
      var t = e.type,
        n = e.memoizedProps,
        r = e.stateNode;
      try {
        switch (t) {
          case `button`:
          case `input`:
          case `select`:
          case `textarea`:
            n.autoFocus && r.focus();
            break;
          case `img`:
            n.src ? (r.src = n.src) : n.srcSet && (r.srcset = n.srcSet);
        }
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Pl(e, t, n) {
      try {
        var r = e.stateNode;
        ip(r, e.type, n, t), (r[Dt] = t);
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Fl(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 26 || (e.tag === 27 && Sp(e.type)) || e.tag === 4;
    }
    function Il(e) {
      a: for (;;) {
        for (; e.sibling === null; ) {
          if (e.return === null || Fl(e.return)) return null;
          e = e.return;
        }
        for (e.sibling.return = e.return, e = e.sibling; e.tag !== 5 && e.tag !== 6 && e.tag !== 18; ) {
          if ((e.tag === 27 && Sp(e.type)) || e.flags & 2 || e.child === null || e.tag === 4) continue a;
          (e.child.return = e), (e = e.child);
        }
        if (!(e.flags & 2)) return e.stateNode;
      }
    }
    function Ll(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6)
        (i = e.stateNode),
          t
            ? (n.nodeType === 9 ? n.body : n.nodeName === `HTML` ? n.ownerDocument.body : n).insertBefore(i, t)
            : ((t = n.nodeType === 9 ? n.body : n.nodeName === `HTML` ? n.ownerDocument.body : n),
              t.appendChild(i),
              (n = n._reactRootContainer),
              n != null || t.onclick !== null || (t.onclick = I)),
          Ol(e, r),
          (F = !0);
      else if (
        i !== 4 &&
        (i === 27 && (Ol(e, r), (r = null), Sp(e.type) && ((n = e.stateNode), (t = null))), (e = e.child), e !== null)
      )
        for (Ll(e, t, n, r), e = e.sibling; e !== null; ) Ll(e, t, n, r), (e = e.sibling);
    }
    function Rl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6) (i = e.stateNode), t ? n.insertBefore(i, t) : n.appendChild(i), Ol(e, r), (F = !0);
      else if (
        i !== 4 &&
        (i === 27 && (Ol(e, r), (r = null), Sp(e.type) && (n = e.stateNode)), (e = e.child), e !== null)
      )
        for (Rl(e, t, n, r), e = e.sibling; e !== null; ) Rl(e, t, n, r), (e = e.sibling);
    }
    function zl(e) {
      var t = e.stateNode,
        n = e.memoizedProps;
      try {
        for (var r = e.type, i = t.attributes; i.length; ) t.removeAttributeNode(i[0]);
        np(t, r, n), (t[Et] = e), (t[Dt] = n);
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    var Bl = !1,
      Vl = null;
    function Hl(e) {
      (e.tag === 30 || e.subtreeFlags & 33554432) && (Bl = !0);
    }
    var Ul = null;
    function Wl() {
      var e = Ul;
      return (Ul = null), e;
    }
    var Gl = 0;
    function Kl(e, t, n, r, i) {
      return (Gl = 0), ql(e.child, t, n, r, i);
    }
    function ql(e, t, n, r, i) {
      for (var a = !1; e !== null; ) {
        if (e.tag === 5) {
          var o = e.stateNode;
          if (r !== null) {
            var s = Op(o);
            r.push(s), s.view && (a = !0);
          } else a || (Op(o).view && (a = !0));
          (Bl = !0), Tp(o, Gl === 0 ? t : t + `_` + Gl, n), Gl++;
        } else
          (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && i) || (ql(e.child, t, n, r, i) && (a = !0));
        e = e.sibling;
      }
      return a;
    }
    function Jl(e, t) {
      for (; e !== null; )
        e.tag === 5
          ? Ep(e.stateNode, e.memoizedProps)
          : (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && t) || Jl(e.child, t),
          (e = e.sibling);
    }
    function Yl(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null; ) {
          if (
            (e.tag !== 22 || e.memoizedState === null) &&
            (Yl(e), e.tag === 30 && e.flags & 18874368 && e.stateNode.paired)
          ) {
            var t = e.memoizedProps;
            if (t.name == null || t.name === `auto`) throw Error(o(544));
            var n = t.name;
            (t = Si(t.default, t.share)), t !== `none` && (Kl(e, n, t, null, !1) || Jl(e.child, !1));
          }
          e = e.sibling;
        }
    }
    function Xl(e, t) {
      if (e.tag === 30) {
        var n = e.stateNode,
          r = e.memoizedProps,
          i = bi(r, n),
          a = Si(r.default, n.paired ? r.share : r.enter);
        a === `none` ? Yl(e) : Kl(e, i, a, null, !1) ? (Yl(e), n.paired || t || Nd(e, r.onEnter)) : Jl(e.child, !1);
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) Xl(e, t), (e = e.sibling);
      else Yl(e);
    }
    function Zl(e) {
      if (Vl !== null && Vl.size !== 0) {
        var t = Vl;
        if (e.subtreeFlags & 18874368)
          for (e = e.child; e !== null; ) {
            if (e.tag !== 22 || e.memoizedState === null) {
              if (e.tag === 30 && e.flags & 18874368) {
                var n = e.memoizedProps,
                  r = n.name;
                if (r != null && r !== `auto`) {
                  var i = t.get(r);
                  if (i !== void 0) {
                    var a = Si(n.default, n.share);
                    if (
                      (a !== `none` &&
                        (Kl(e, r, a, null, !1)
                          ? ((a = e.stateNode), (i.paired = a), (a.paired = i), Nd(e, n.onShare))
                          : Jl(e.child, !1)),
                      t.delete(r),
                      t.size === 0)
                    )
                      break;
                  }
                }
              }
              Zl(e);
            }
            e = e.sibling;
          }
      }
    }
    function Ql(e) {
      if (e.tag === 30) {
        var t = e.memoizedProps,
          n = bi(t, e.stateNode),
          r = Vl === null ? void 0 : Vl.get(n),
          i = Si(t.default, r === void 0 ? t.exit : t.share);
        i !== `none` &&
          (Kl(e, n, i, null, !1)
            ? r === void 0
              ? Nd(e, t.onExit)
              : ((i = e.stateNode), (r.paired = i), (i.paired = r), Vl.delete(n), Nd(e, t.onShare))
            : Jl(e.child, !1)),
          Vl !== null && Zl(e);
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) Ql(e), (e = e.sibling);
      else Vl !== null && Zl(e);
    }
    function $l(e) {
      for (e = e.child; e !== null; ) {
        if (e.tag === 30) {
          var t = e.memoizedProps,
            n = bi(t, e.stateNode);
          (t = Si(t.default, t.update)), (e.flags &= -5), t !== `none` && Kl(e, n, t, (e.memoizedState = []), !1);
        } else e.subtreeFlags & 33554432 && $l(e);
        e = e.sibling;
      }
    }
    function eu(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null; ) {
          if (e.tag !== 22 || e.memoizedState === null) {
            if (e.tag === 30 && e.flags & 18874368) {
              var t = e.stateNode;
              t.paired !== null && ((t.paired = null), Jl(e.child, !1));
            }
            eu(e);
          }
          e = e.sibling;
        }
    }
    function tu(e) {
      if (e.tag === 30) (e.stateNode.paired = null), Jl(e.child, !1), eu(e);
      else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) tu(e), (e = e.sibling);
      else eu(e);
    }
    function nu(e) {
      for (e = e.child; e !== null; )
        e.tag === 30 ? Jl(e.child, !1) : e.subtreeFlags & 33554432 && nu(e), (e = e.sibling);
    }
    function ru(e, t, n, r, i, a, o) {
      for (var s = !1; t !== null; ) {
        if (t.tag === 5) {
          var c = t.stateNode;
          if (a !== null && Gl < a.length) {
            var l = a[Gl],
              u = Op(c);
            (l.view || u.view) && (s = !0);
            var d;
            if ((d = !(e.flags & 4))) {
              if (u.clip) d = !0;
              else {
                d = l.rect;
                var f = u.rect;
                d = d.y !== f.y || d.x !== f.x || d.height !== f.height || d.width !== f.width;
              }
            }
            d && (e.flags |= 4),
              u.abs ? (u = !l.abs) : ((l = l.rect), (u = u.rect), (u = l.height !== u.height || l.width !== u.width)),
              u && (e.flags |= 32);
          } else e.flags |= 32;
          e.flags & 4 && Tp(c, Gl === 0 ? n : n + `_` + Gl, i),
            (s && e.flags & 4) || (Ul === null && (Ul = []), Ul.push(c, Gl === 0 ? r : r + `_` + Gl, t.memoizedProps)),
            Gl++;
        } else
          (t.tag !== 22 || t.memoizedState === null) &&
            (t.tag === 30 && o ? (e.flags |= t.flags & 32) : ru(e, t.child, n, r, i, a, o) && (s = !0));
        t = t.sibling;
      }
      return s;
    }
    function iu(e, t) {
      for (e = e.child; e !== null; ) {
        if (e.tag === 30) {
          var n = e.memoizedProps,
            r = e.stateNode,
            i = bi(n, r),
            a = Si(n.default, n.update);
          if (t) {
            r = r.clones;
            var o = r === null ? null : r.map(kp);
          } else (o = e.memoizedState), (e.memoizedState = null);
          r = e;
          var s = e.child;
          (Gl = 0), (i = ru(r, s, i, i, a, o, !1)), e.flags & 4 && i && (t || Nd(e, n.onUpdate));
        } else e.subtreeFlags & 33554432 && iu(e, t);
        e = e.sibling;
      }
    }
    var au = !1,
      W = !1,
      ou = !1,
      su = !1,
      cu = typeof WeakSet == `function` ? WeakSet : Set,
      lu = null,
      uu = !1,
      du = !1,
      fu = !1,
      pu = !1;
    function mu(e, t, n) {
      if (((e = e.containerInfo), (sp = gh), (e = Xr(e)), Zr(e))) {
        if (`selectionStart` in e) var r = { start: e.selectionStart, end: e.selectionEnd };
        else
          a: {
            r = ((r = e.ownerDocument) && r.defaultView) || window;
            var i = r.getSelection && r.getSelection();
            if (i && i.rangeCount !== 0) {
              r = i.anchorNode;
              var a = i.anchorOffset,
                o = i.focusNode;
              i = i.focusOffset;
              try {
                r.nodeType, o.nodeType;
              } catch {
                r = null;
                break a;
              }
              var s = 0,
                c = -1,
                l = -1,
                u = 0,
                d = 0,
                f = e,
                p = null;
              b: for (;;) {
                for (
                  var m;
                  f !== r || (a !== 0 && f.nodeType !== 3) || (c = s + a),
                    f !== o || (i !== 0 && f.nodeType !== 3) || (l = s + i),
                    f.nodeType === 3 && (s += f.nodeValue.length),
                    (m = f.firstChild) !== null;
                )
                  (p = f), (f = m);
                for (;;) {
                  if (f === e) break b;
                  if ((p === r && ++u === a && (c = s), p === o && ++d === i && (l = s), (m = f.nextSibling) !== null))
                    break;
                  (f = p), (p = f.parentNode);
                }
                f = m;
              }
              r = c === -1 || l === -1 ? null : { start: c, end: l };
            } else r = null;
          }
        r ||= { start: 0, end: 0 };
      } else r = null;
      for (
        cp = { focusedElem: e, selectionRange: r }, gh = !1, n = (n & 335544064) === n, lu = t, t = n ? 9270 : 1024;
        lu !== null;
      ) {
        if (((e = lu), n && ((r = e.deletions), r !== null))) for (a = 0; a < r.length; a++) n && Ql(r[a]);
        if (e.alternate === null && e.flags & 2) n && Hl(e), hu(n);
        else {
          if (e.tag === 22) {
            if (((r = e.alternate), e.memoizedState !== null)) {
              r !== null && r.memoizedState === null && n && Ql(r), hu(n);
              continue;
            }
            if (r !== null && r.memoizedState !== null) {
              n && Hl(e), hu(n);
              continue;
            }
          }
          (r = e.child), (e.subtreeFlags & t) !== 0 && r !== null ? ((r.return = e), (lu = r)) : (n && $l(e), hu(n));
        }
      }
      Vl = null;
    }
    function hu(e) {
      for (; lu !== null; ) {
        var t = lu,
          n = e,
          r = t.alternate,
          i = t.flags;
        switch (t.tag) {
          case 0:
          case 11:
          case 15:
            break;
          case 1:
            if (i & 1024 && r !== null) {
              (n = void 0), (i = r.memoizedProps), (r = r.memoizedState);
              var a = t.stateNode;
              try {
                var s = Cc(t.type, i);
                (n = a.getSnapshotBeforeUpdate(s, r)), (a.__reactInternalSnapshotBeforeUpdate = n);
              } catch (e) {
                Z(t, t.return, e);
              }
            }
            break;
          case 3:
            if (i & 1024) {
              if (((r = t.stateNode.containerInfo), (n = r.nodeType), n === 9)) nm(r);
              else if (n === 1)
                switch (r.nodeName) {
                  case `HEAD`:
                  case `HTML`:
                  case `BODY`:
                    nm(r);
                    break;
                  default:
                    r.textContent = ``;
                }
            }
            break;
          case 5:
          case 26:
          case 27:
          case 6:
          case 4:
          case 17:
            break;
          case 30:
            n &&
              r !== null &&
              ((n = bi(r.memoizedProps, r.stateNode)),
              (i = t.memoizedProps),
              (i = Si(i.default, i.update)),
              i !== `none` && Kl(r, n, i, (r.memoizedState = []), !0));
            break;
          default:
            if (i & 1024) throw Error(o(163));
        }
        if (((r = t.sibling), r !== null)) {
          (r.return = t.return), (lu = r);
          break;
        }
        lu = t.return;
      }
    }
    function gu(e, t, n) {
      var r = n.flags;
      switch (n.tag) {
        case 0:
        case 11:
        case 15:
          Fu(e, n), r & 4 && Sl(5, n);
          break;
        case 1:
          if ((Fu(e, n), r & 4)) {
            if (((e = n.stateNode), t === null))
              try {
                e.componentDidMount();
              } catch (e) {
                Z(n, n.return, e);
              }
            else {
              var i = Cc(n.type, t.memoizedProps);
              t = t.memoizedState;
              try {
                e.componentDidUpdate(i, t, e.__reactInternalSnapshotBeforeUpdate);
              } catch (e) {
                Z(n, n.return, e);
              }
            }
          }
          r & 64 && wl(n), r & 512 && El(n, n.return);
          break;
        case 3:
          if ((Fu(e, n), r & 64 && ((e = n.updateQueue), e !== null))) {
            if (((t = null), n.child !== null))
              switch (n.child.tag) {
                case 27:
                case 5:
                  t = n.child.stateNode;
                  break;
                case 1:
                  t = n.child.stateNode;
              }
            try {
              To(e, t);
            } catch (e) {
              Z(n, n.return, e);
            }
          }
          break;
        case 27:
          t === null && r & 4 && zl(n);
        case 26:
        case 5:
          Fu(e, n), t === null && r & 4 && Nl(n), r & 512 && El(n, n.return);
          break;
        case 12:
          Fu(e, n);
          break;
        case 31:
          Fu(e, n), r & 4 && wu(e, n);
          break;
        case 13:
          Fu(e, n),
            r & 4 && Tu(e, n),
            r & 64 &&
              ((e = n.memoizedState),
              e !== null && ((e = e.dehydrated), e !== null && ((n = _f.bind(null, n)), cm(e, n))));
          break;
        case 22:
          if (((r = n.memoizedState !== null || au), !r)) {
            var a = (t !== null && t.memoizedState !== null) || W;
            (t = au),
              (i = W),
              (au = r),
              (W = a) && !i ? ((r = 2), n.subtreeFlags & 8772 && (r |= 1), Lu(e, n, r)) : Fu(e, n),
              (au = t),
              (W = i);
          }
          break;
        case 30:
          Fu(e, n), r & 512 && El(n, n.return);
          break;
        case 7:
          r & 512 && El(n, n.return);
        default:
          Fu(e, n);
      }
    }
    function _u(e, t) {
      for (e = e.child; e !== null; ) vu(e, t), (e = e.sibling);
    }
    function vu(e, t) {
      switch (e.tag) {
        case 5:
        case 26:
          try {
            var n = e.stateNode;
            if (t) {
              var r = n.style;
              typeof r.setProperty == `function` ? r.setProperty(`display`, `none`, `important`) : (r.display = `none`);
            } else {
              var i = e.stateNode,
                a = e.memoizedProps.style,
                o = a != null && Object.hasOwn(a, `display`) ? a.display : null;
              i.style.display = o == null || typeof o == `boolean` ? `` : (`` + o).trim();
            }
          } catch (t) {
            Z(e, e.return, t);
          }
          yu(e, t);
          break;
        case 6:
          try {
            (e.stateNode.nodeValue = t ? `` : e.memoizedProps), (F = !0);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 18:
          try {
            var s = e.stateNode;
            t ? wp(s, !0) : wp(e.stateNode, !1);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 22:
        case 23:
          e.memoizedState === null && _u(e, t);
          break;
        default:
          _u(e, t);
      }
    }
    function yu(e, t) {
      if (e.subtreeFlags & 67108864)
        for (e = e.child; e !== null; ) {
          a: {
            var n = e,
              r = t;
            switch (n.tag) {
              case 4:
                vu(n, r);
                break a;
              case 22:
                n.memoizedState === null && yu(n, r);
                break a;
              default:
                yu(n, r);
            }
          }
          e = e.sibling;
        }
    }
    function bu(e) {
      var t = e.alternate;
      t !== null && ((e.alternate = null), bu(t)),
        (e.child = null),
        (e.deletions = null),
        (e.sibling = null),
        e.tag === 5 && ((t = e.stateNode), t !== null && Ft(t)),
        (e.stateNode = null),
        (e.return = null),
        (e.dependencies = null),
        (e.memoizedProps = null),
        (e.memoizedState = null),
        (e.pendingProps = null),
        (e.stateNode = null),
        (e.updateQueue = null);
    }
    var G = null,
      xu = !1;
    function Su(e, t, n) {
      for (n = n.child; n !== null; ) Cu(e, t, n), (n = n.sibling);
    }
    function Cu(e, t, n) {
      if (et && typeof et.onCommitFiberUnmount == `function`)
        try {
          et.onCommitFiberUnmount($e, n);
        } catch {}
      switch (n.tag) {
        case 26:
          W || Dl(n, t),
            Su(e, t, n),
            n.memoizedState
              ? n.memoizedState.count--
              : n.stateNode && !W && ((n = n.stateNode), n.parentNode.removeChild(n));
          break;
        case 27: {
          W || Dl(n, t), Al(n);
          var r = G,
            i = xu;
          Sp(n.type) && ((G = n.stateNode), (xu = !1)),
            Su(e, t, n),
            gm(n.stateNode, n.type, n.memoizedProps),
            (G = r),
            (xu = i);
          break;
        }
        case 5:
          W || Dl(n, t), Al(n);
        case 6:
          if ((n.tag === 6 && Al(n), (r = G), (i = xu), (G = null), Su(e, t, n), (G = r), (xu = i), G !== null)) {
            if (xu)
              try {
                (G.nodeType === 9 ? G.body : G.nodeName === `HTML` ? G.ownerDocument.body : G).removeChild(n.stateNode),
                  (F = !0);
              } catch (e) {
                Z(n, t, e);
              }
            else
              try {
                G.removeChild(n.stateNode), (F = !0);
              } catch (e) {
                Z(n, t, e);
              }
          }
          break;
        case 18:
          G !== null &&
            (xu
              ? ((e = G),
                Cp(e.nodeType === 9 ? e.body : e.nodeName === `HTML` ? e.ownerDocument.body : e, n.stateNode),
                Hh(e))
              : Cp(G, n.stateNode));
          break;
        case 4:
          (r = G), (i = xu), (G = n.stateNode.containerInfo), (xu = !0), Su(e, t, n), (G = r), (xu = i);
          break;
        case 0:
        case 11:
        case 14:
        case 15:
          Cl(2, n, t), W || Cl(4, n, t), Su(e, t, n);
          break;
        case 1:
          W || (Dl(n, t), (r = n.stateNode), typeof r.componentWillUnmount == `function` && Tl(n, t, r)), Su(e, t, n);
          break;
        case 21:
          Su(e, t, n);
          break;
        case 22:
          (W = (r = W) || n.memoizedState !== null), Su(e, t, n), (W = r);
          break;
        case 30:
          Dl(n, t), Su(e, t, n);
          break;
        case 7:
          W || Dl(n, t), Su(e, t, n);
          break;
        default:
          Su(e, t, n);
      }
    }
    function wu(e, t) {
      if (t.memoizedState === null && ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null))) {
        e = e.dehydrated;
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
      }
    }
    function Tu(e, t) {
      if (
        t.memoizedState === null &&
        ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null && ((e = e.dehydrated), e !== null)))
      )
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
    }
    function Eu(e) {
      switch (e.tag) {
        case 31:
        case 13:
        case 19: {
          var t = e.stateNode;
          return t === null && (t = e.stateNode = new cu()), t;
        }
        case 22:
          return (e = e.stateNode), (t = e._retryCache), t === null && (t = e._retryCache = new cu()), t;
        default:
          throw Error(o(435, e.tag));
      }
    }
    function Du(e, t) {
      var n = Eu(e);
      t.forEach((t) => {
        if (!n.has(t)) {
          n.add(t);
          var r = vf.bind(null, e, t);
          t.then(r, r);
        }
      });
    }
    function Ou(e, t, n) {
      var r = t.deletions;
      if (r !== null)
        for (var i = 0; i < r.length; i++) {
          var a = r[i],
            s = e,
            c = t,
            l = c;
          a: for (; l !== null; ) {
            switch (l.tag) {
              case 27:
                if (Sp(l.type)) {
                  (G = l.stateNode), (xu = !1);
                  break a;
                }
                break;
              case 5:
                (G = l.stateNode), (xu = !1);
                break a;
              case 3:
              case 4:
                (G = l.stateNode.containerInfo), (xu = !0);
                break a;
            }
            l = l.return;
          }
          if (G === null) throw Error(o(160));
          Cu(s, c, a), (G = null), (xu = !1), (s = a.alternate), s !== null && (s.return = null), (a.return = null);
        }
      if (t.subtreeFlags & 13886) for (t = t.child; t !== null; ) Au(t, e, n), (t = t.sibling);
    }
    var ku = null;
    function Au(e, t, n) {
      var r = e.alternate,
        i = e.flags;
      switch (e.tag) {
        case 0:
        case 11:
        case 14:
        case 15:
          if (i & 4 && ((r = e.updateQueue), (r = r === null ? null : r.events), r !== null))
            for (var a = 0; a < r.length; a++) {
              var s = r[a];
              s.ref.impl = s.nextImpl;
            }
          Ou(t, e, n), ju(e), i & 4 && (Cl(3, e, e.return), Sl(3, e), Cl(5, e, e.return));
          break;
        case 1:
          Ou(t, e, n),
            ju(e),
            i & 512 && (W || r === null || Dl(r, r.return)),
            i & 64 &&
              au &&
              ((e = e.updateQueue),
              e !== null &&
                ((t = e.callbacks),
                t !== null &&
                  ((n = e.shared.hiddenCallbacks), (e.shared.hiddenCallbacks = n === null ? t : n.concat(t)))));
          break;
        case 26:
          if (((a = ku), Ou(t, e, n), ju(e), i & 512 && (W || r === null || Dl(r, r.return)), i & 4)) {
            if (((i = r === null ? null : r.memoizedState), (n = e.memoizedState), r === null)) {
              if (n === null) {
                if (e.stateNode === null) {
                  if (au) e.stateNode = fp(e.type, e.memoizedProps, t.containerInfo, e);
                  else {
                    a: {
                      (t = e.type), (n = e.memoizedProps), (i = a.ownerDocument || a);
                      b: switch (t) {
                        case `title`:
                          (r = i.getElementsByTagName(`title`)[0]),
                            (!r ||
                              r[Nt] ||
                              r[Et] ||
                              r.namespaceURI === `http://www.w3.org/2000/svg` ||
                              r.hasAttribute(`itemprop`)) &&
                              ((r = i.createElement(t)), i.head.insertBefore(r, i.querySelector(`head > title`))),
                            np(r, t, n),
                            (r[Et] = e),
                            Bt(r),
                            (t = r);
                          break a;
                        case `link`:
                          if ((a = Gm(`link`, `href`, i).get(t + (n.href || ``)))) {
                            for (s = 0; s < a.length; s++)
                              if (
                                ((r = a[s]),
                                r.getAttribute(`href`) === (n.href == null || n.href === `` ? null : n.href) &&
                                  r.getAttribute(`rel`) === (n.rel == null ? null : n.rel) &&
                                  r.getAttribute(`title`) === (n.title == null ? null : n.title) &&
                                  r.getAttribute(`crossorigin`) === (n.crossOrigin == null ? null : n.crossOrigin))
                              ) {
                                a.splice(s, 1);
                                break b;
                              }
                          }
                          (r = i.createElement(t)), np(r, t, n), i.head.appendChild(r);
                          break;
                        case `meta`:
                          if ((a = Gm(`meta`, `content`, i).get(t + (n.content || ``)))) {
                            for (s = 0; s < a.length; s++)
                              if (
                                ((r = a[s]),
                                r.getAttribute(`content`) === (n.content == null ? null : `` + n.content) &&
                                  r.getAttribute(`name`) === (n.name == null ? null : n.name) &&
                                  r.getAttribute(`property`) === (n.property == null ? null : n.property) &&
                                  r.getAttribute(`http-equiv`) === (n.httpEquiv == null ? null : n.httpEquiv) &&
                                  r.getAttribute(`charset`) === (n.charSet == null ? null : n.charSet))
                              ) {
                                a.splice(s, 1);
                                break b;
                              }
                          }
                          (r = i.createElement(t)), np(r, t, n), i.head.appendChild(r);
                          break;
                        default:
                          throw Error(o(468, t));
                      }
                      (r[Et] = e), Bt(r), (t = r);
                    }
                    e.stateNode = t;
                  }
                } else au || Km(a, e.type, e.stateNode);
              } else e.stateNode = Bm(a, n, e.memoizedProps);
            } else
              i === n
                ? n === null && e.stateNode !== null && Pl(e, e.memoizedProps, r.memoizedProps)
                : (i === null ? ((t = r.stateNode), t === null || W || t.parentNode.removeChild(t)) : i.count--,
                  n === null ? au || Km(a, e.type, e.stateNode) : Bm(a, n, e.memoizedProps));
          }
          break;
        case 27:
          Ou(t, e, n),
            ju(e),
            i & 512 && (W || r === null || Dl(r, r.return)),
            r !== null && i & 4 && Pl(e, e.memoizedProps, r.memoizedProps);
          break;
        case 5:
          if (
            ((a = ou),
            (ou = !1),
            Ou(t, e, n),
            (ou = a),
            ju(e),
            i & 512 && (W || r === null || Dl(r, r.return)),
            e.flags & 32)
          ) {
            t = e.stateNode;
            try {
              mn(t, ``), (F = !0);
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          i & 4 && e.stateNode != null && ((t = e.memoizedProps), Pl(e, t, r === null ? t : r.memoizedProps)),
            i & 1024 && (su = !0);
          break;
        case 6:
          if ((Ou(t, e, n), ju(e), i & 4)) {
            if (e.stateNode === null) throw Error(o(162));
            (t = e.memoizedProps), (n = e.stateNode);
            try {
              (n.nodeValue = t), (F = !0);
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          break;
        case 3:
          if (
            ((F = !1),
            (Wm = null),
            (a = ku),
            (ku = bm(t.containerInfo)),
            Ou(t, e, n),
            (ku = a),
            ju(e),
            i & 4 && r !== null && r.memoizedState.isDehydrated)
          )
            try {
              Hh(t.containerInfo);
            } catch (t) {
              Z(e, e.return, t);
            }
          su && ((su = !1), Mu(e)), (F = !1);
          break;
        case 4:
          (i = ou),
            (ou = au),
            (r = Xt()),
            (a = ku),
            (ku = bm(e.stateNode.containerInfo)),
            Ou(t, e, n),
            ju(e),
            (ku = a),
            F && du && (fu = !0),
            (F = r),
            (ou = i);
          break;
        case 12:
          Ou(t, e, n), ju(e);
          break;
        case 31:
          Ou(t, e, n), ju(e), i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Du(e, t)));
          break;
        case 13:
          Ou(t, e, n),
            ju(e),
            e.child.flags & 8192 &&
              (e.memoizedState !== null) != (r !== null && r.memoizedState !== null) &&
              (md = P()),
            i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Du(e, t)));
          break;
        case 22: {
          (a = e.memoizedState !== null), (s = r !== null && r.memoizedState !== null);
          var c = au,
            l = W,
            u = ou;
          (au = c || a),
            (ou = u || a),
            (W = l || s),
            Ou(t, e, n),
            (W = l),
            (ou = u),
            (au = c),
            ju(e),
            i & 8192 &&
              ((t = e.stateNode),
              (t._visibility = a ? t._visibility & -2 : t._visibility | 1),
              !a ||
                r === null ||
                s ||
                au ||
                W ||
                ((t = s || W), (n = au), (r = W), (au = a || au), (W = t), Iu(e, 2), (au = n), (W = r)),
              (!a && ou) || _u(e, a)),
            i & 4 &&
              ((t = e.updateQueue),
              t !== null && ((n = t.retryQueue), n !== null && ((t.retryQueue = null), Du(e, n))));
          break;
        }
        case 19:
          Ou(t, e, n), ju(e), i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Du(e, t)));
          break;
        case 30:
          i & 512 && (W || r === null || Dl(r, r.return)),
            (i = Xt()),
            (a = du),
            (s = (n & 335544064) === n),
            (c = e.memoizedProps),
            (du = s && Si(c.default, c.update) !== `none`),
            Ou(t, e, n),
            ju(e),
            s && r !== null && F && (e.flags |= 4),
            (du = a),
            (F = i);
          break;
        case 21:
          break;
        case 7:
          i & 512 && (W || r === null || Dl(r, r.return)),
            r && r.stateNode !== null && (r.stateNode._fragmentFiber = e);
        default:
          Ou(t, e, n), ju(e);
      }
    }
    function ju(e) {
      var t = e.flags;
      if (t & 2) {
        try {
          for (var n, r = e.return; r !== null; ) {
            if (Fl(r)) {
              n = r;
              break;
            }
            r = r.return;
          }
          r = null;
          for (var i = e.return; i !== null; ) {
            if (Ml(i)) {
              var a = i.stateNode;
              r === null ? (r = [a]) : r.push(a);
            }
            if (jl(i)) break;
            i = i.return;
          }
          var s = r;
          if (n == null) throw Error(o(160));
          switch (n.tag) {
            case 27: {
              var c = n.stateNode;
              Rl(e, Il(e), c, s);
              break;
            }
            case 5: {
              var l = n.stateNode;
              n.flags & 32 && (mn(l, ``), (n.flags &= -33)), Rl(e, Il(e), l, s);
              break;
            }
            case 3:
            case 4: {
              var u = n.stateNode.containerInfo;
              Ll(e, Il(e), u, s);
              break;
            }
            default:
              throw Error(o(161));
          }
        } catch (t) {
          Z(e, e.return, t);
        }
        e.flags &= -3;
      }
      t & 4096 && (e.flags &= -4097);
    }
    function Mu(e) {
      if (e.subtreeFlags & 1024)
        for (e = e.child; e !== null; ) {
          var t = e;
          Mu(t), t.tag === 5 && t.flags & 1024 && ((t = t.stateNode), (gh = !0), t.reset(), (gh = !1)), (e = e.sibling);
        }
    }
    function Nu(e, t) {
      if (t.subtreeFlags & 9270) for (t = t.child; t !== null; ) Pu(t, e), (t = t.sibling);
      else iu(t, !1);
    }
    function Pu(e, t) {
      var n = e.alternate;
      if (n === null) Xl(e, !1);
      else
        switch (e.tag) {
          case 3:
            if (((pu = uu = !1), Wl(), Nu(t, e), !uu && !fu)) {
              if (((e = Ul), e !== null))
                for (var r = 0; r < e.length; r += 3) {
                  n = e[r];
                  var i = e[r + 1];
                  Ep(n, e[r + 2]),
                    (n = n.ownerDocument.documentElement),
                    n !== null &&
                      n.animate(
                        { opacity: [0, 0], pointerEvents: [`none`, `none`] },
                        { duration: 0, fill: `forwards`, pseudoElement: `::view-transition-group(` + i + `)` },
                      );
                }
              (e = t.containerInfo),
                (e = e.nodeType === 9 ? e.documentElement : e.ownerDocument.documentElement),
                e !== null &&
                  e.style.viewTransitionName === `` &&
                  ((e.style.viewTransitionName = `none`),
                  e.animate(
                    { opacity: [0, 0], pointerEvents: [`none`, `none`] },
                    { duration: 0, fill: `forwards`, pseudoElement: `::view-transition-group(root)` },
                  ),
                  e.animate(
                    { width: [0, 0], height: [0, 0] },
                    { duration: 0, fill: `forwards`, pseudoElement: `::view-transition` },
                  )),
                (pu = !0);
            }
            Ul = null;
            break;
          case 5:
            Nu(t, e);
            break;
          case 4:
            (r = uu), (uu = !1), Nu(t, e), uu && (fu = !0), (uu = r);
            break;
          case 22:
            e.memoizedState === null && (n.memoizedState === null ? Nu(t, e) : Xl(e, !1));
            break;
          case 30: {
            (r = uu), (i = Wl()), (uu = !1), Nu(t, e), uu && (e.flags |= 4);
            var a = e.memoizedProps,
              o = e.stateNode;
            (t = bi(a, o)), (o = bi(n.memoizedProps, o));
            var s = Si(a.default, a.update);
            s === `none`
              ? (t = !1)
              : ((a = n.memoizedState),
                (n.memoizedState = null),
                (n = e.child),
                (Gl = 0),
                (t = ru(e, n, t, o, s, a, !0)),
                Gl !== (a === null ? 0 : a.length) && (e.flags |= 32)),
              e.flags & 4 && t
                ? (Nd(e, e.memoizedProps.onUpdate), (Ul = i))
                : i !== null && (i.push.apply(i, Ul), (Ul = i)),
              (uu = e.flags & 32 ? !0 : r);
            break;
          }
          default:
            Nu(t, e);
        }
    }
    function Fu(e, t) {
      if (t.subtreeFlags & 8772) for (t = t.child; t !== null; ) gu(e, t.alternate, t), (t = t.sibling);
    }
    function Iu(e, t) {
      for (e = e.child; e !== null; ) {
        var n = e,
          r = t;
        switch (n.tag) {
          case 0:
          case 11:
          case 14:
          case 15:
            Cl(4, n, n.return), Iu(n, r);
            break;
          case 1: {
            Dl(n, n.return);
            var i = n.stateNode;
            typeof i.componentWillUnmount == `function` && Tl(n, n.return, i), Iu(n, r);
            break;
          }
          case 27:
            r & 2 && gm(n.stateNode, n.type, n.memoizedProps);
          case 5:
            Dl(n, n.return), (n.tag !== 5 && n.tag !== 27) || Al(n), Iu(n, r);
            break;
          case 6:
            Al(n);
            break;
          case 26:
            Dl(n, n.return),
              (i = n.stateNode),
              n.memoizedState !== null || i === null || W || i.parentNode.removeChild(i),
              Iu(n, r);
            break;
          case 22:
            n.memoizedState === null && Iu(n, r);
            break;
          case 30:
            Dl(n, n.return), Iu(n, r);
            break;
          case 7:
            Dl(n, n.return);
          default:
            Iu(n, r);
        }
        e = e.sibling;
      }
    }
    function Lu(e, t, n) {
      for (n = t.subtreeFlags & 8772 ? n : n & -2, t = t.child; t !== null; ) {
        var r = t.alternate,
          i = e,
          a = t,
          o = a.flags,
          s = !!(n & 1);
        switch (a.tag) {
          case 0:
          case 11:
          case 15:
            Lu(i, a, n), Sl(4, a);
            break;
          case 1:
            if ((Lu(i, a, n), (r = a), (i = r.stateNode), typeof i.componentDidMount == `function`))
              try {
                i.componentDidMount();
              } catch (e) {
                Z(r, r.return, e);
              }
            if (((r = a), (i = r.updateQueue), i !== null)) {
              var c = r.stateNode;
              try {
                var l = i.shared.hiddenCallbacks;
                if (l !== null) for (i.shared.hiddenCallbacks = null, i = 0; i < l.length; i++) wo(l[i], c);
              } catch (e) {
                Z(r, r.return, e);
              }
            }
            s && o & 64 && wl(a), El(a, a.return);
            break;
          case 27:
            n & 2 && zl(a);
          case 5:
            (a.tag !== 5 && a.tag !== 27) || kl(a), Lu(i, a, n), s && r === null && o & 4 && Nl(a), El(a, a.return);
            break;
          case 6:
            kl(a);
            break;
          case 26:
            (c = a.stateNode),
              a.memoizedState !== null || c === null || au || Km(bm(c.ownerDocument), a.type, c),
              Lu(i, a, n),
              s && r === null && o & 4 && Nl(a),
              El(a, a.return);
            break;
          case 12:
            Lu(i, a, n);
            break;
          case 31:
            Lu(i, a, n), s && o & 4 && wu(i, a);
            break;
          case 13:
            Lu(i, a, n), s && o & 4 && Tu(i, a);
            break;
          case 22:
            a.memoizedState === null && Lu(i, a, n), El(a, a.return);
            break;
          case 30:
            Lu(i, a, n), El(a, a.return);
            break;
          case 7:
            El(a, a.return);
          default:
            Lu(i, a, n);
        }
        t = t.sibling;
      }
    }
    function Ru(e, t) {
      var n = null;
      e !== null &&
        e.memoizedState !== null &&
        e.memoizedState.cachePool !== null &&
        (n = e.memoizedState.cachePool.pool),
        (e = null),
        t.memoizedState !== null && t.memoizedState.cachePool !== null && (e = t.memoizedState.cachePool.pool),
        e !== n && (e != null && e.refCount++, n != null && Na(n));
    }
    function zu(e, t) {
      (e = null),
        t.alternate !== null && (e = t.alternate.memoizedState.cache),
        (t = t.memoizedState.cache),
        t !== e && (t.refCount++, e != null && Na(e));
    }
    function Bu(e, t, n, r) {
      var i = (n & 335544064) === n;
      if (t.subtreeFlags & (i ? 10262 : 10256)) for (t = t.child; t !== null; ) Vu(e, t, n, r), (t = t.sibling);
      else i && nu(t);
    }
    function Vu(e, t, n, r) {
      var i = (n & 335544064) === n;
      i && t.alternate === null && t.return !== null && t.return.alternate !== null && tu(t);
      var a = t.flags;
      switch (t.tag) {
        case 0:
        case 11:
        case 15:
          Bu(e, t, n, r), a & 2048 && Sl(9, t);
          break;
        case 1:
          Bu(e, t, n, r);
          break;
        case 3:
          Bu(e, t, n, r),
            i &&
              pu &&
              ((e = e.containerInfo),
              (e = e.nodeType === 9 ? e.body : e.nodeName === `HTML` ? e.ownerDocument.body : e),
              e.style.viewTransitionName === `root` && (e.style.viewTransitionName = ``),
              (e = e.ownerDocument.documentElement),
              e !== null && e.style.viewTransitionName === `none` && (e.style.viewTransitionName = ``)),
            a & 2048 &&
              ((a = null),
              t.alternate !== null && (a = t.alternate.memoizedState.cache),
              (t = t.memoizedState.cache),
              t !== a && (t.refCount++, a != null && Na(a)));
          break;
        case 12:
          if (a & 2048) {
            Bu(e, t, n, r), (a = t.stateNode);
            try {
              var o = t.memoizedProps,
                s = o.id,
                c = o.onPostCommit;
              typeof c == `function` && c(s, t.alternate === null ? `mount` : `update`, a.passiveEffectDuration, -0);
            } catch (e) {
              Z(t, t.return, e);
            }
          } else Bu(e, t, n, r);
          break;
        case 31:
          Bu(e, t, n, r);
          break;
        case 13:
          Bu(e, t, n, r);
          break;
        case 23:
          break;
        case 22:
          (o = t.stateNode),
            (s = t.alternate),
            t.memoizedState === null
              ? (i && s !== null && s.memoizedState !== null && tu(t),
                o._visibility & 2
                  ? Bu(e, t, n, r)
                  : ((o._visibility |= 2), Hu(e, t, n, r, !!(t.subtreeFlags & 10256) || !1)))
              : (i && s !== null && s.memoizedState === null && tu(s), o._visibility & 2 ? Bu(e, t, n, r) : Uu(e, t)),
            a & 2048 && Ru(s, t);
          break;
        case 24:
          Bu(e, t, n, r), a & 2048 && zu(t.alternate, t);
          break;
        case 30:
          i && ((a = t.alternate), a !== null && (Jl(a.child, !0), Jl(t.child, !0))), Bu(e, t, n, r);
          break;
        default:
          Bu(e, t, n, r);
      }
    }
    function Hu(e, t, n, r, i) {
      for (i &&= !!(t.subtreeFlags & 10256) || !1, t = t.child; t !== null; ) {
        var a = e,
          o = t,
          s = n,
          c = r,
          l = o.flags;
        switch (o.tag) {
          case 0:
          case 11:
          case 15:
            Hu(a, o, s, c, i), Sl(8, o);
            break;
          case 23:
            break;
          case 22: {
            var u = o.stateNode;
            o.memoizedState === null
              ? ((u._visibility |= 2), Hu(a, o, s, c, i))
              : u._visibility & 2
                ? Hu(a, o, s, c, i)
                : Uu(a, o),
              i && l & 2048 && Ru(o.alternate, o);
            break;
          }
          case 24:
            Hu(a, o, s, c, i), i && l & 2048 && zu(o.alternate, o);
            break;
          default:
            Hu(a, o, s, c, i);
        }
        t = t.sibling;
      }
    }
    function Uu(e, t) {
      if (t.subtreeFlags & 10256)
        for (t = t.child; t !== null; ) {
          var n = e,
            r = t,
            i = r.flags;
          switch (r.tag) {
            case 22:
              Uu(n, r), i & 2048 && Ru(r.alternate, r);
              break;
            case 24:
              Uu(n, r), i & 2048 && zu(r.alternate, r);
              break;
            default:
              Uu(n, r);
          }
          t = t.sibling;
        }
    }
    var Wu = 8192;
    function Gu(e, t, n) {
      if (e.subtreeFlags & Wu) for (e = e.child; e !== null; ) Ku(e, t, n), (e = e.sibling);
    }
    function Ku(e, t, n) {
      switch (e.tag) {
        case 26:
          Gu(e, t, n),
            e.flags & Wu &&
              (e.memoizedState === null
                ? ((e = e.stateNode), (t & 335544128) === t && Zm(n, e))
                : Qm(n, ku, e.memoizedState, e.memoizedProps));
          break;
        case 5:
          Gu(e, t, n), e.flags & Wu && ((e = e.stateNode), (t & 335544128) === t && Zm(n, e));
          break;
        case 3:
        case 4: {
          var r = ku;
          (ku = bm(e.stateNode.containerInfo)), Gu(e, t, n), (ku = r);
          break;
        }
        case 22:
          e.memoizedState === null &&
            ((r = e.alternate),
            r !== null && r.memoizedState !== null ? ((r = Wu), (Wu = 16777216), Gu(e, t, n), (Wu = r)) : Gu(e, t, n));
          break;
        case 30:
          if ((e.flags & Wu) !== 0 && ((r = e.memoizedProps.name), r != null && r !== `auto`)) {
            var i = e.stateNode;
            (i.paired = null), Vl === null && (Vl = new Map()), Vl.set(r, i);
          }
          Gu(e, t, n);
          break;
        default:
          Gu(e, t, n);
      }
    }
    function qu(e) {
      var t = e.alternate;
      if (t !== null && ((e = t.child), e !== null)) {
        t.child = null;
        do (t = e.sibling), (e.sibling = null), (e = t);
        while (e !== null);
      }
    }
    function Ju(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            (lu = r), Zu(r, e);
          }
        qu(e);
      }
      if (e.subtreeFlags & 10256) for (e = e.child; e !== null; ) Yu(e), (e = e.sibling);
    }
    function Yu(e) {
      switch (e.tag) {
        case 0:
        case 11:
        case 15:
          Ju(e), e.flags & 2048 && Cl(9, e, e.return);
          break;
        case 3:
          Ju(e);
          break;
        case 12:
          Ju(e);
          break;
        case 22: {
          var t = e.stateNode;
          e.memoizedState !== null && t._visibility & 2 && (e.return === null || e.return.tag !== 13)
            ? ((t._visibility &= -3), Xu(e))
            : Ju(e);
          break;
        }
        default:
          Ju(e);
      }
    }
    function Xu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            (lu = r), Zu(r, e);
          }
        qu(e);
      }
      for (e = e.child; e !== null; ) {
        switch (((t = e), t.tag)) {
          case 0:
          case 11:
          case 15:
            Cl(8, t, t.return), Xu(t);
            break;
          case 22:
            (n = t.stateNode), n._visibility & 2 && ((n._visibility &= -3), Xu(t));
            break;
          default:
            Xu(t);
        }
        e = e.sibling;
      }
    }
    function Zu(e, t) {
      for (; lu !== null; ) {
        var n = lu;
        switch (n.tag) {
          case 0:
          case 11:
          case 15:
            Cl(8, n, t);
            break;
          case 23:
          case 22:
            if (n.memoizedState !== null && n.memoizedState.cachePool !== null) {
              var r = n.memoizedState.cachePool.pool;
              r != null && r.refCount++;
            }
            break;
          case 24:
            Na(n.memoizedState.cache);
        }
        if (((r = n.child), r !== null)) (r.return = n), (lu = r);
        else
          for (n = e; lu !== null; ) {
            r = lu;
            var i = r.sibling,
              a = r.return;
            if ((bu(r), r === n)) {
              lu = null;
              break;
            }
            if (i !== null) {
              (i.return = a), (lu = i);
              break;
            }
            lu = a;
          }
      }
    }
    var Qu = {
        getCacheForType: (e) => {
          var t = Ta(ja),
            n = t.data.get(e);
          return n === void 0 && ((n = e()), t.data.set(e, n)), n;
        },
        cacheSignal: () => Ta(ja).controller.signal,
      },
      $u = typeof WeakMap == `function` ? WeakMap : Map,
      K = 0,
      q = null,
      J = null,
      Y = 0,
      X = 0,
      ed = null,
      td = !1,
      nd = !1,
      rd = !1,
      id = 0,
      ad = 0,
      od = 0,
      sd = 0,
      cd = 0,
      ld = 0,
      ud = 0,
      dd = null,
      fd = null,
      pd = !1,
      md = 0,
      hd = 0,
      gd = 1 / 0,
      _d = null,
      vd = null,
      yd = 0,
      bd = null,
      xd = null,
      Sd = 0,
      Cd = 0,
      wd = null,
      Td = null,
      Ed = null,
      Dd = null,
      Od = null,
      kd = 0,
      Ad = null;
    function jd() {
      return K & 2 && Y !== 0 ? Y & -Y : j.T === null ? Ct() : Pf();
    }
    function Md() {
      if (ld === 0) {
        if (!(Y & 536870912) || B) {
          var e = st;
          (st <<= 1), !(st & 3932160) && (st = 262144), (ld = e);
        } else ld = 536870912;
      }
      return (e = jo.current), e !== null && (e.flags |= 32), ld;
    }
    function Nd(e, t) {
      if (t != null) {
        var n = e.stateNode,
          r = n.ref;
        r === null && (r = n.ref = Pp(bi(e.memoizedProps, n))), Dd === null && (Dd = []), Dd.push(t.bind(null, r));
      }
    }
    function Pd(e, t, n) {
      ((e === q && (X === 2 || X === 9)) || e.cancelPendingCommit !== null) && (Vd(e, 0), Rd(e, Y, ld, !1)),
        gt(e, n),
        (K & 2 && e === q) || (e === q && (!(K & 2) && (sd |= n), ad === 4 && Rd(e, Y, ld, !1)), Ef(e));
    }
    function Fd(e, t, n) {
      if (K & 6) throw Error(o(327));
      var r = (!n && !(t & 127) && (t & e.expiredLanes) === 0) || dt(e, t),
        i = r ? Yd(e, t) : qd(e, t, !0),
        a = r;
      do {
        if (i === 0) {
          nd && !r && Rd(e, t, 0, !1);
          break;
        }
        if (((n = e.current.alternate), a && !Ld(n))) (i = qd(e, t, !1)), (a = !1);
        else {
          if (i === 2) {
            if (((a = t), e.errorRecoveryDisabledLanes & a)) var s = 0;
            else (s = e.pendingLanes & -536870913), (s = s === 0 ? (s & 536870912 ? 536870912 : 0) : s);
            if (s !== 0) {
              t = s;
              a: {
                var c = e;
                i = dd;
                var l = c.current.memoizedState.isDehydrated;
                if ((l && (Vd(c, s).flags |= 256), (s = qd(c, s, !1)), s !== 2 && s !== 6)) {
                  if (rd && !l) {
                    (c.errorRecoveryDisabledLanes |= a), (sd |= a), (i = 4);
                    break a;
                  }
                  (a = fd), (fd = i), a !== null && (fd === null ? (fd = a) : fd.push.apply(fd, a));
                }
                i = s;
              }
              if (((a = !1), i !== 2)) continue;
            }
          }
          if (i === 1) {
            Vd(e, 0), Rd(e, t, 0, !0);
            break;
          }
          a: {
            switch (((r = e), (a = i), a)) {
              case 0:
              case 1:
                throw Error(o(345));
              case 4:
                if ((t & 4194048) !== t && (t & 62914560) !== t) break;
              case 6:
                Rd(r, t, ld, !td);
                break a;
              case 2:
                fd = null;
                break;
              case 3:
              case 5:
                break;
              default:
                throw Error(o(329));
            }
            if ((t & 62914560) === t && ((i = md + 300 - P()), 10 < i)) {
              if ((Rd(r, t, ld, !td), ut(r, 0, !0) !== 0)) break a;
              (Sd = t),
                (r.timeoutHandle = gp(Id.bind(null, r, n, fd, _d, pd, t, ld, sd, ud, td, a, `Throttled`, -0, 0), i));
              break a;
            }
            Id(r, n, fd, _d, pd, t, ld, sd, ud, td, a, null, -0, 0);
          }
          break;
        }
      } while (1);
      Ef(e);
    }
    function Id(e, t, n, r, i, a, o, s, c, l, u, d, f, p) {
      e.timeoutHandle = -1;
      var m = t.subtreeFlags,
        h = (a & 335544064) === a;
      (d = null),
        (h || m & 8192 || (m & 16785408) == 16785408) &&
        ((d = {
          stylesheets: null,
          count: 0,
          imgCount: 0,
          imgBytes: 0,
          suspenseyImages: [],
          waitingForImages: !0,
          waitingForViewTransition: !1,
          unsuspend: I,
        }),
        (Vl = null),
        Ku(t, a, d),
        h &&
          ((m = d),
          (h = e.containerInfo),
          (h = (h.nodeType === 9 ? h : h.ownerDocument).__reactViewTransition),
          h != null && (m.count++, (m.waitingForViewTransition = !0), (m = nh.bind(m)), h.finished.then(m, m))),
        (m = (a & 62914560) === a ? md - P() : (a & 4194048) === a ? hd - P() : 0),
        (m = eh(d, m)),
        m !== null)
          ? ((Sd = a),
            (e.cancelPendingCommit = m(nf.bind(null, e, t, a, n, r, i, o, s, c, l, u, d, null, f, p))),
            Rd(e, a, o, !l))
          : nf(e, t, a, n, r, i, o, s, c, l, u, d);
    }
    function Ld(e) {
      for (var t = e; ; ) {
        var n = t.tag;
        if (
          (n === 0 || n === 11 || n === 15) &&
          t.flags & 16384 &&
          ((n = t.updateQueue), n !== null && ((n = n.stores), n !== null))
        )
          for (var r = 0; r < n.length; r++) {
            var i = n[r],
              a = i.getSnapshot;
            i = i.value;
            try {
              if (!Wr(a(), i)) return !1;
            } catch {
              return !1;
            }
          }
        if (((n = t.child), t.subtreeFlags & 16384 && n !== null)) (n.return = t), (t = n);
        else {
          if (t === e) break;
          for (; t.sibling === null; ) {
            if (t.return === null || t.return === e) return !0;
            t = t.return;
          }
          (t.sibling.return = t.return), (t = t.sibling);
        }
      }
      return !0;
    }
    function Rd(e, t, n, r) {
      (t = ft(e, t)),
        (t &= ~cd),
        (t &= ~sd),
        (e.suspendedLanes |= t),
        (e.pingedLanes &= ~t),
        r && (e.warmLanes |= t),
        (r = e.expirationTimes);
      for (var i = t; 0 < i; ) {
        var a = 31 - nt(i),
          o = 1 << a;
        (r[a] = -1), (i &= ~o);
      }
      n !== 0 && vt(e, n, t);
    }
    function zd() {
      return K & 6 ? !0 : (Df(0, !1), !1);
    }
    function Bd() {
      if (J !== null) {
        if (X === 0) var e = J.return;
        else (e = J), (_a = ga = null), as(e), (ao = null), (oo = 0), (e = J);
        for (; e !== null; ) xl(e.alternate, e), (e = e.return);
        J = null;
      }
    }
    function Vd(e, t) {
      var n = e.timeoutHandle;
      return (
        n !== -1 && ((e.timeoutHandle = -1), _p(n)),
        (n = e.cancelPendingCommit),
        n !== null && ((e.cancelPendingCommit = null), n()),
        (Sd = 0),
        Bd(),
        (q = e),
        (J = n = Li(e.current, null)),
        (Y = t),
        (X = 0),
        (ed = null),
        (td = !1),
        (nd = dt(e, t)),
        (rd = !1),
        (ud = ld = cd = sd = od = ad = 0),
        (fd = dd = null),
        (pd = !1),
        (id = ft(e, t)),
        Di(),
        n
      );
    }
    function Hd(e, t) {
      (V = null),
        (j.H = hc),
        t === Ya || t === Za
          ? ((t = ro()), (X = 3))
          : t === Xa
            ? ((t = ro()), (X = 4))
            : (X = t === Nc ? 8 : typeof t == `object` && t && typeof t.then == `function` ? 6 : 1),
        (ed = t),
        J === null && ((ad = 1), Dc(e, Gi(t, e.current)));
    }
    function Ud() {
      var e = jo.current;
      return e === null
        ? !0
        : (Y & 4194048) === Y
          ? Mo === null
          : (Y & 62914560) === Y || Y & 536870912
            ? e === Mo
            : !1;
    }
    function Wd() {
      var e = j.H;
      return (j.H = hc), e === null ? hc : e;
    }
    function Gd() {
      var e = j.A;
      return (j.A = Qu), e;
    }
    function Kd() {
      (ad = 4),
        td || ((Y & 4194048) !== Y && jo.current !== null) || (nd = !0),
        (!(od & 134217727) && !(sd & 134217727)) || q === null || Rd(q, Y, ld, !1);
    }
    function qd(e, t, n) {
      var r = K;
      K |= 2;
      var i = Wd(),
        a = Gd();
      (q !== e || Y !== t) && ((_d = null), Vd(e, t)), (t = !1);
      var o = ad;
      a: do
        try {
          if (X !== 0 && J !== null) {
            var s = J,
              c = ed;
            switch (X) {
              case 8:
                Bd(), (o = 6);
                break a;
              case 3:
              case 2:
              case 9:
              case 6: {
                jo.current === null && (t = !0);
                var l = X;
                if (((X = 0), (ed = null), $d(e, s, c, l), n && nd)) {
                  o = 0;
                  break a;
                }
                break;
              }
              default:
                (l = X), (X = 0), (ed = null), $d(e, s, c, l);
            }
          }
          Jd(), (o = ad);
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return (
        t && e.shellSuspendCounter++,
        (_a = ga = null),
        (K = r),
        (j.H = i),
        (j.A = a),
        J === null && ((q = null), (Y = 0), Di()),
        o
      );
    }
    function Jd() {
      for (; J !== null; ) Zd(J);
    }
    function Yd(e, t) {
      var n = K;
      K |= 2;
      var r = Wd(),
        i = Gd();
      q !== e || Y !== t ? ((_d = null), (gd = P() + 500), Vd(e, t)) : (nd = dt(e, t));
      a: do
        try {
          if (X !== 0 && J !== null) {
            t = J;
            var a = ed;
            b: switch (X) {
              case 1:
                (X = 0), (ed = null), $d(e, t, a, 1);
                break;
              case 2:
              case 9:
                if ($a(a)) {
                  (X = 0), (ed = null), Qd(t);
                  break;
                }
                (t = () => {
                  (X !== 2 && X !== 9) || q !== e || (X = 7), Ef(e);
                }),
                  a.then(t, t);
                break a;
              case 3:
                X = 7;
                break a;
              case 4:
                X = 5;
                break a;
              case 7:
                $a(a) ? ((X = 0), (ed = null), Qd(t)) : ((X = 0), (ed = null), $d(e, t, a, 7));
                break;
              case 5: {
                var s = null;
                switch (J.tag) {
                  case 26:
                    s = J.memoizedState;
                  case 5:
                  case 27: {
                    var c = J;
                    if (s ? Ym(s) : c.stateNode.complete) {
                      (X = 0), (ed = null);
                      var l = c.sibling;
                      if (l !== null) J = l;
                      else {
                        var u = c.return;
                        u === null ? (J = null) : ((J = u), ef(u));
                      }
                      break b;
                    }
                  }
                }
                (X = 0), (ed = null), $d(e, t, a, 5);
                break;
              }
              case 6:
                (X = 0), (ed = null), $d(e, t, a, 6);
                break;
              case 8:
                Bd(), (ad = 6);
                break a;
              default:
                throw Error(o(462));
            }
          }
          Xd();
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return (_a = ga = null), (j.H = r), (j.A = i), (K = n), J === null ? ((q = null), (Y = 0), Di(), ad) : 0;
    }
    function Xd() {
      for (; J !== null && !Ue(); ) Zd(J);
    }
    function Zd(e) {
      var t = pl(e.alternate, e, id);
      (e.memoizedProps = e.pendingProps), t === null ? ef(e) : (J = t);
    }
    function Qd(e) {
      var t = e,
        n = t.alternate;
      switch (t.tag) {
        case 15:
        case 0:
          t = qc(n, t, t.pendingProps, t.type, void 0, Y);
          break;
        case 11:
          t = qc(n, t, t.pendingProps, t.type.render, t.ref, Y);
          break;
        case 5: {
          as(t);
          var r = t;
          r === ia && (B ? (ua(r), r.tag === 5 && r.stateNode != null && (z = r.stateNode)) : (ua(r), (B = !0)));
        }
        default:
          xl(n, t), (t = J = Ri(t, id)), (t = pl(n, t, id));
      }
      (e.memoizedProps = e.pendingProps), t === null ? ef(e) : (J = t);
    }
    function $d(e, t, n, r) {
      (_a = ga = null), as(t), (ao = null), (oo = 0);
      var i = t.return;
      try {
        if (Mc(e, i, t, n, Y)) {
          (ad = 1), Dc(e, Gi(n, e.current)), (J = null);
          return;
        }
      } catch (t) {
        if (i !== null) throw ((J = i), t);
        (ad = 1), Dc(e, Gi(n, e.current)), (J = null);
        return;
      }
      t.flags & 32768
        ? (B || r === 1
            ? (e = !0)
            : nd || Y & 536870912
              ? (e = !1)
              : ((td = e = !0),
                (r === 2 || r === 9 || r === 3 || r === 6) &&
                  ((r = jo.current), r !== null && r.tag === 13 && (r.flags |= 16384))),
          tf(t, e))
        : ef(t);
    }
    function ef(e) {
      var t = e;
      do {
        if (t.flags & 32768) {
          tf(t, td);
          return;
        }
        e = t.return;
        var n = yl(t.alternate, t, id);
        if (n !== null) {
          J = n;
          return;
        }
        if (((t = t.sibling), t !== null)) {
          J = t;
          return;
        }
        J = t = e;
      } while (t !== null);
      ad === 0 && (ad = 5);
    }
    function tf(e, t) {
      do {
        var n = bl(e.alternate, e);
        if (n !== null) {
          (n.flags &= 32767), (J = n);
          return;
        }
        if (
          ((n = e.return),
          n !== null && ((n.flags |= 32768), (n.subtreeFlags = 0), (n.deletions = null)),
          !t && ((e = e.sibling), e !== null))
        ) {
          J = e;
          return;
        }
        J = e = n;
      } while (e !== null);
      (ad = 6), (J = null);
    }
    function nf(e, t, n, r, i, a, s, c, l, u, d, f) {
      e.cancelPendingCommit = null;
      do df();
      while (yd !== 0);
      if (K & 6) throw Error(o(327));
      if (t !== null) {
        if (t === e.current) throw Error(o(177));
        e === q && ((J = q = null), (Y = 0)), (xd = t), (bd = e), (Sd = n), (wd = i), (Td = r), rf(e, t, n, s, c, l, f);
      }
    }
    function rf(e, t, n, r, i, a, o) {
      var s = t.lanes | t.childLanes;
      if (
        ((Cd = s),
        (s |= Ei),
        _t(e, n, s, r, i, a),
        (Dd = null),
        (n & 335544064) === n ? ((Od = Ia(e)), (r = 10262)) : ((Od = null), (r = 10256)),
        (t.subtreeFlags & r) !== 0 || (t.flags & r) !== 0
          ? ((e.callbackNode = null), (e.callbackPriority = 0), yf(Je, () => (ff(), null)))
          : ((e.callbackNode = null), (e.callbackPriority = 0)),
        (Bl = !1),
        (r = !!(t.flags & 13878)),
        t.subtreeFlags & 13878 || r)
      ) {
        (r = j.T), (j.T = null), (i = M.p), (M.p = 2), (a = K), (K |= 4);
        try {
          mu(e, t, n);
        } finally {
          (K = a), (M.p = i), (j.T = r);
        }
      }
      (yd = 1), Bl ? (Ed = Mp(o, e.containerInfo, Od, sf, cf, of, lf, ff, af, null, null)) : (sf(), cf(), lf());
    }
    function af(e) {
      if (yd !== 0) {
        var t = bd.onRecoverableError;
        t(e, { componentStack: null });
      }
    }
    function of() {
      yd === 3 && ((yd = 0), Pu(xd, bd), (yd = 4));
    }
    function sf() {
      if (yd === 1) {
        yd = 0;
        var e = bd,
          t = xd,
          n = Sd,
          r = !!(t.flags & 13878);
        if (t.subtreeFlags & 13878 || r) {
          (r = j.T), (j.T = null);
          var i = M.p;
          M.p = 2;
          var a = K;
          K |= 4;
          try {
            (du = fu = !1), Au(t, e, n), (n = cp);
            var o = Xr(e.containerInfo),
              s = n.focusedElem,
              c = n.selectionRange;
            if (o !== s && s && s.ownerDocument && Yr(s.ownerDocument.documentElement, s)) {
              if (c !== null && Zr(s)) {
                var l = c.start,
                  u = c.end;
                if ((u === void 0 && (u = l), `selectionStart` in s))
                  (s.selectionStart = l), (s.selectionEnd = Math.min(u, s.value.length));
                else {
                  var d = s.ownerDocument || document,
                    f = (d && d.defaultView) || window;
                  if (f.getSelection) {
                    var p = f.getSelection(),
                      m = s.textContent.length,
                      h = Math.min(c.start, m),
                      g = c.end === void 0 ? h : Math.min(c.end, m);
                    !p.extend && h > g && ((o = g), (g = h), (h = o));
                    var _ = Jr(s, h),
                      v = Jr(s, g);
                    if (
                      _ &&
                      v &&
                      (p.rangeCount !== 1 ||
                        p.anchorNode !== _.node ||
                        p.anchorOffset !== _.offset ||
                        p.focusNode !== v.node ||
                        p.focusOffset !== v.offset)
                    ) {
                      var y = d.createRange();
                      y.setStart(_.node, _.offset),
                        p.removeAllRanges(),
                        h > g
                          ? (p.addRange(y), p.extend(v.node, v.offset))
                          : (y.setEnd(v.node, v.offset), p.addRange(y));
                    }
                  }
                }
              }
              for (d = [], p = s; (p = p.parentNode); )
                p.nodeType === 1 && d.push({ element: p, left: p.scrollLeft, top: p.scrollTop });
              for (typeof s.focus == `function` && s.focus(), s = 0; s < d.length; s++) {
                var b = d[s];
                (b.element.scrollLeft = b.left), (b.element.scrollTop = b.top);
              }
            }
            (gh = !!sp), (cp = sp = null);
          } finally {
            (K = a), (M.p = i), (j.T = r);
          }
        }
        (e.current = t), (yd = 2);
      }
    }
    function cf() {
      if (yd === 2) {
        yd = 0;
        var e = bd,
          t = xd,
          n = !!(t.flags & 8772);
        if (t.subtreeFlags & 8772 || n) {
          (n = j.T), (j.T = null);
          var r = M.p;
          M.p = 2;
          var i = K;
          K |= 4;
          try {
            gu(e, t.alternate, t);
          } finally {
            (K = i), (M.p = r), (j.T = n);
          }
        }
        yd = 3;
      }
    }
    function lf() {
      if (yd === 4 || yd === 3) {
        yd = 0;
        var e = Ed;
        (Ed = null), We();
        var t = bd,
          n = xd,
          r = Sd,
          i = Td,
          a = (r & 335544064) === r ? 10262 : 10256;
        if (
          ((n.subtreeFlags & a) !== 0 || (n.flags & a) !== 0
            ? (yd = 5)
            : ((yd = 0), (xd = bd = null), uf(t, t.pendingLanes)),
          (a = t.pendingLanes),
          a === 0 && (vd = null),
          St(r),
          (n = n.stateNode),
          et && typeof et.onCommitFiberRoot == `function`)
        )
          try {
            et.onCommitFiberRoot($e, n, void 0, (n.current.flags & 128) == 128);
          } catch {}
        if (i !== null) {
          (n = j.T), (a = M.p), (M.p = 2), (j.T = null);
          try {
            for (var o = t.onRecoverableError, s = 0; s < i.length; s++) {
              var c = i[s];
              o(c.value, { componentStack: c.stack });
            }
          } finally {
            (j.T = n), (M.p = a);
          }
        }
        if (((i = Dd), (o = Od), (Od = null), i !== null && ((Dd = null), o === null && (o = []), e !== null)))
          for (c = 0; c < i.length; c++) (n = (0, i[c])(o)), n !== void 0 && e.finished.finally(n);
        Sd & 3 && df(),
          Ef(t),
          (a = t.pendingLanes),
          r & 261930 && a & 42 ? (t === Ad ? kd++ : ((kd = 0), (Ad = t))) : ((kd = 0), (Ad = null)),
          Df(0, !1);
      }
    }
    function uf(e, t) {
      (e.pooledCacheLanes &= t) === 0 && ((t = e.pooledCache), t != null && ((e.pooledCache = null), Na(t)));
    }
    function df() {
      return Ed !== null && (Ed.skipTransition(), (Ed = null)), sf(), cf(), lf(), ff();
    }
    function ff() {
      if (yd !== 5) return !1;
      var e = bd,
        t = Cd;
      Cd = 0;
      var n = St(Sd),
        r = j.T,
        i = M.p;
      try {
        (M.p = 32 > n ? 32 : n), (j.T = null), (n = wd), (wd = null);
        var a = bd,
          s = Sd;
        if (((yd = 0), (xd = bd = null), (Sd = 0), K & 6)) throw Error(o(331));
        var c = K;
        if (
          ((K |= 4),
          Yu(a.current),
          Vu(a, a.current, s, n),
          (K = c),
          Df(0, !1),
          et && typeof et.onPostCommitFiberRoot == `function`)
        )
          try {
            et.onPostCommitFiberRoot($e, a);
          } catch {}
        return !0;
      } finally {
        (M.p = i), (j.T = r), uf(e, t);
      }
    }
    function pf(e, t, n) {
      (t = Gi(n, t)), (t = kc(e.stateNode, t, 2)), (e = vo(e, t, 2)), e !== null && (gt(e, 2), Ef(e));
    }
    function Z(e, t, n) {
      if (e.tag === 3) pf(e, e, n);
      else
        for (; t !== null; ) {
          if (t.tag === 3) {
            pf(t, e, n);
            break;
          }
          if (t.tag === 1) {
            var r = t.stateNode;
            if (
              typeof t.type.getDerivedStateFromError == `function` ||
              (typeof r.componentDidCatch == `function` && (vd === null || !vd.has(r)))
            ) {
              (e = Gi(n, e)), (n = Ac(2)), (r = vo(t, n, 2)), r !== null && (jc(n, r, t, e), gt(r, 2), Ef(r));
              break;
            }
          }
          t = t.return;
        }
    }
    function mf(e, t, n) {
      var r = e.pingCache;
      if (r === null) {
        r = e.pingCache = new $u();
        var i = new Set();
        r.set(t, i);
      } else (i = r.get(t)), i === void 0 && ((i = new Set()), r.set(t, i));
      i.has(n) || ((rd = !0), i.add(n), (e = hf.bind(null, e, t, n)), t.then(e, e));
    }
    function hf(e, t, n) {
      var r = e.pingCache;
      r !== null && r.delete(t),
        (e.pingedLanes |= e.suspendedLanes & n),
        (e.warmLanes &= ~n),
        q === e &&
          (Y & n) === n &&
          (ad === 4 || (ad === 3 && (Y & 62914560) === Y && 300 > P() - md)
            ? K & 2
              ? (cd |= n)
              : Vd(e, 0)
            : (cd |= n),
          ud === Y && (ud = 0)),
        Ef(e);
    }
    function gf(e, t) {
      t === 0 && (t = mt()), (e = Ai(e, t)), e !== null && (gt(e, t), Ef(e));
    }
    function _f(e) {
      var t = e.memoizedState,
        n = 0;
      t !== null && (n = t.retryLane), gf(e, n);
    }
    function vf(e, t) {
      var n = 0;
      switch (e.tag) {
        case 31:
        case 13: {
          var r = e.stateNode,
            i = e.memoizedState;
          i !== null && (n = i.retryLane);
          break;
        }
        case 19:
          r = e.stateNode;
          break;
        case 22:
          r = e.stateNode._retryCache;
          break;
        default:
          throw Error(o(314));
      }
      r !== null && r.delete(t), gf(e, n);
    }
    function yf(e, t) {
      return Ve(e, t);
    }
    var bf = null,
      xf = null,
      Sf = !1,
      Cf = !1,
      wf = !1,
      Tf = 0;
    function Ef(e) {
      e !== xf && e.next === null && (xf === null ? (bf = xf = e) : (xf = xf.next = e)),
        (Cf = !0),
        Sf || ((Sf = !0), Nf());
    }
    function Df(e, t) {
      if (!wf && Cf) {
        wf = !0;
        do
          for (var n = !1, r = bf; r !== null; ) {
            if (!t) {
              if (e !== 0) {
                var i = r.pendingLanes;
                if (i === 0) var a = 0;
                else {
                  var o = r.suspendedLanes,
                    s = r.pingedLanes;
                  (a = (1 << (31 - nt(42 | e) + 1)) - 1),
                    (a &= i & ~(o & ~s)),
                    (a = a & 201326741 ? (a & 201326741) | 1 : a ? a | 2 : 0);
                }
                a !== 0 && ((n = !0), Mf(r, a));
              } else
                (a = Y),
                  (a = ut(r, r === q ? a : 0, r.cancelPendingCommit !== null || r.timeoutHandle !== -1)),
                  !(a & 3) || dt(r, a) || ((n = !0), Mf(r, a));
            }
            r = r.next;
          }
        while (n);
        wf = !1;
      }
    }
    function Of() {
      kf();
    }
    function kf() {
      Cf = Sf = !1;
      var e = 0;
      Tf !== 0 && hp() && (e = Tf);
      for (var t = P(), n = null, r = bf; r !== null; ) {
        var i = r.next,
          a = Af(r, t);
        a === 0
          ? ((r.next = null), n === null ? (bf = i) : (n.next = i), i === null && (xf = n))
          : ((n = r), (e !== 0 || a & 3) && (Cf = !0)),
          (r = i);
      }
      (yd !== 0 && yd !== 5) || Df(e, !1), Tf !== 0 && (Tf = 0);
    }
    function Af(e, t) {
      for (
        var n = e.suspendedLanes, r = e.pingedLanes, i = e.expirationTimes, a = e.pendingLanes & -62914561;
        0 < a;
      ) {
        var o = 31 - nt(a),
          s = 1 << o,
          c = i[o];
        c === -1 ? ((s & n) === 0 || (s & r) !== 0) && (i[o] = pt(s, t)) : c <= t && (e.expiredLanes |= s), (a &= ~s);
      }
      if (
        ((t = q),
        (n = Y),
        (n = ut(e, e === t ? n : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        (r = e.callbackNode),
        n === 0 || (e === t && (X === 2 || X === 9)) || e.cancelPendingCommit !== null)
      )
        return r !== null && r !== null && He(r), (e.callbackNode = null), (e.callbackPriority = 0);
      if (!(n & 3) || dt(e, n)) {
        if (((t = n & -n), t === e.callbackPriority)) return t;
        switch ((r !== null && He(r), St(n))) {
          case 2:
          case 8:
            n = qe;
            break;
          case 32:
            n = Je;
            break;
          case 268435456:
            n = Xe;
            break;
          default:
            n = Je;
        }
        return (r = jf.bind(null, e)), (n = Ve(n, r)), (e.callbackPriority = t), (e.callbackNode = n), t;
      }
      return r !== null && r !== null && He(r), (e.callbackPriority = 2), (e.callbackNode = null), 2;
    }
    function jf(e, t) {
      if (yd !== 0 && yd !== 5) return (e.callbackNode = null), (e.callbackPriority = 0), null;
      var n = e.callbackNode;
      if (df() && e.callbackNode !== n) return null;
      var r = Y;
      return (
        (r = ut(e, e === q ? r : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        r === 0
          ? null
          : (Fd(e, r, t), Af(e, P()), e.callbackNode != null && e.callbackNode === n ? jf.bind(null, e) : null)
      );
    }
    function Mf(e, t) {
      if (df()) return null;
      Fd(e, t, !0);
    }
    function Nf() {
      bp(() => {
        K & 6 ? Ve(Ke, Of) : kf();
      });
    }
    function Pf() {
      if (Tf === 0) {
        var e = za;
        e === 0 && ((e = ot), (ot <<= 1), !(ot & 261888) && (ot = 256)), (Tf = e);
      }
      return Tf;
    }
    function Ff(e) {
      return e == null || typeof e == `symbol` || typeof e == `boolean` ? null : typeof e == `function` ? e : xn(e);
    }
    function If(e, t, n, r, i) {
      if (t === `submit` && n && n.stateNode === i) {
        var a = Ff((i[Dt] || null).action),
          o = r.submitter;
        o &&
          ((t = (t = o[Dt] || null) ? Ff(t.formAction) : o.getAttribute(`formAction`)),
          t !== null && ((a = t), (o = null)));
        var s = new Hn(`action`, `action`, null, r, i);
        e.push({
          event: s,
          listeners: [
            {
              instance: null,
              listener: () => {
                if (r.defaultPrevented) {
                  if (Tf !== 0) {
                    var e = new FormData(i, o);
                    tc(n, { pending: !0, data: e, method: i.method, action: a }, null, e);
                  }
                } else
                  typeof a == `function` &&
                    (s.preventDefault(),
                    (e = new FormData(i, o)),
                    tc(n, { pending: !0, data: e, method: i.method, action: a }, a, e));
              },
              currentTarget: i,
            },
          ],
        });
      }
    }
    for (var Lf = 0; Lf < _i.length; Lf++) {
      var Rf = _i[Lf];
      vi(Rf.toLowerCase(), `on` + (Rf[0].toUpperCase() + Rf.slice(1)));
    }
    vi(li, `onAnimationEnd`),
      vi(ui, `onAnimationIteration`),
      vi(di, `onAnimationStart`),
      vi(`dblclick`, `onDoubleClick`),
      vi(`focusin`, `onFocus`),
      vi(`focusout`, `onBlur`),
      vi(fi, `onTransitionRun`),
      vi(pi, `onTransitionStart`),
      vi(mi, `onTransitionCancel`),
      vi(hi, `onTransitionEnd`),
      Gt(`onMouseEnter`, [`mouseout`, `mouseover`]),
      Gt(`onMouseLeave`, [`mouseout`, `mouseover`]),
      Gt(`onPointerEnter`, [`pointerout`, `pointerover`]),
      Gt(`onPointerLeave`, [`pointerout`, `pointerover`]),
      Wt(`onChange`, `change click focusin focusout input keydown keyup selectionchange`.split(` `)),
      Wt(`onSelect`, `focusout contextmenu dragend focusin keydown keyup mousedown mouseup selectionchange`.split(` `)),
      Wt(`onBeforeInput`, [`compositionend`, `keypress`, `textInput`, `paste`]),
      Wt(`onCompositionEnd`, `compositionend focusout keydown keypress keyup mousedown`.split(` `)),
      Wt(`onCompositionStart`, `compositionstart focusout keydown keypress keyup mousedown`.split(` `)),
      Wt(`onCompositionUpdate`, `compositionupdate focusout keydown keypress keyup mousedown`.split(` `));
    var zf =
        `abort canplay canplaythrough durationchange emptied encrypted ended error loadeddata loadedmetadata loadstart pause play playing progress ratechange resize seeked seeking stalled suspend timeupdate volumechange waiting`.split(
          ` `,
        ),
      Bf = new Set(`beforetoggle cancel close invalid load scroll scrollend toggle`.split(` `).concat(zf));
    function Vf(e, t) {
      t = !!(t & 4);
      for (var n = 0; n < e.length; n++) {
        var r = e[n],
          i = r.event;
        r = r.listeners;
        a: {
          var a = void 0;
          if (t)
            for (var o = r.length - 1; 0 <= o; o--) {
              var s = r[o],
                c = s.instance,
                l = s.currentTarget;
              if (((s = s.listener), c !== a && i.isPropagationStopped())) break a;
              (a = s), (i.currentTarget = l);
              try {
                a(i);
              } catch (e) {
                Ci(e);
              }
              (i.currentTarget = null), (a = c);
            }
          else
            for (o = 0; o < r.length; o++) {
              if (
                ((s = r[o]),
                (c = s.instance),
                (l = s.currentTarget),
                (s = s.listener),
                c !== a && i.isPropagationStopped())
              )
                break a;
              (a = s), (i.currentTarget = l);
              try {
                a(i);
              } catch (e) {
                Ci(e);
              }
              (i.currentTarget = null), (a = c);
            }
        }
      }
    }
    function Q(e, t) {
      var n = t[kt];
      n === void 0 && (n = t[kt] = new Set());
      var r = e + `__bubble`;
      n.has(r) || (Gf(t, e, 2, !1), n.add(r));
    }
    function Hf(e, t, n) {
      var r = 0;
      t && (r |= 4), Gf(n, e, r, t);
    }
    var Uf = `_reactListening` + Math.random().toString(36).slice(2);
    function Wf(e) {
      if (!e[Uf]) {
        (e[Uf] = !0),
          Ht.forEach((t) => {
            t !== `selectionchange` && (Bf.has(t) || Hf(t, !1, e), Hf(t, !0, e));
          });
        var t = e.nodeType === 9 ? e : e.ownerDocument;
        t === null || t[Uf] || ((t[Uf] = !0), Hf(`selectionchange`, !1, t));
      }
    }
    function Gf(e, t, n, r) {
      switch (Ch(t)) {
        case 2: {
          var i = _h;
          break;
        }
        case 8:
          i = vh;
          break;
        default:
          i = yh;
      }
      (n = i.bind(null, t, n, e)),
        (i = void 0),
        !jn || (t !== `touchstart` && t !== `touchmove` && t !== `wheel`) || (i = !0),
        r
          ? i === void 0
            ? e.addEventListener(t, n, !0)
            : e.addEventListener(t, n, { capture: !0, passive: i })
          : i === void 0
            ? e.addEventListener(t, n, !1)
            : e.addEventListener(t, n, { passive: i });
    }
    function Kf(e, t, n, r, i) {
      var a = r;
      if (!(t & 1) && !(t & 2) && r !== null)
        a: for (;;) {
          if (r === null) return;
          var o = r.tag;
          if (o === 3 || o === 4) {
            var s = r.stateNode.containerInfo;
            if (s === i) break;
            if (o === 4)
              for (o = r.return; o !== null; ) {
                var c = o.tag;
                if ((c === 3 || c === 4) && o.stateNode.containerInfo === i) return;
                o = o.return;
              }
            for (; s !== null; ) {
              if (((o = It(s)), o === null)) return;
              if (((c = o.tag), c === 5 || c === 6 || c === 26 || c === 27)) {
                r = a = o;
                continue a;
              }
              s = s.parentNode;
            }
          }
          r = r.return;
        }
      On(() => {
        var r = a,
          i = Cn(n),
          o = [];
        a: {
          var s = gi.get(e);
          if (s !== void 0) {
            var c = Hn,
              u = e;
            switch (e) {
              case `keypress`:
                if (Ln(n) === 0) break a;
              case `keydown`:
              case `keyup`:
                c = or;
                break;
              case `focusin`:
                (u = `focus`), (c = Zn);
                break;
              case `focusout`:
                (u = `blur`), (c = Zn);
                break;
              case `beforeblur`:
              case `afterblur`:
                c = Zn;
                break;
              case `click`:
                if (n.button === 2) break a;
              case `auxclick`:
              case `dblclick`:
              case `mousedown`:
              case `mousemove`:
              case `mouseup`:
              case `mouseout`:
              case `mouseover`:
              case `contextmenu`:
                c = Yn;
                break;
              case `drag`:
              case `dragend`:
              case `dragenter`:
              case `dragexit`:
              case `dragleave`:
              case `dragover`:
              case `dragstart`:
              case `drop`:
                c = Xn;
                break;
              case `touchcancel`:
              case `touchend`:
              case `touchmove`:
              case `touchstart`:
                c = lr;
                break;
              case li:
              case ui:
              case di:
                c = Qn;
                break;
              case hi:
                c = ur;
                break;
              case `scroll`:
              case `scrollend`:
                c = Wn;
                break;
              case `wheel`:
                c = dr;
                break;
              case `copy`:
              case `cut`:
              case `paste`:
                c = $n;
                break;
              case `gotpointercapture`:
              case `lostpointercapture`:
              case `pointercancel`:
              case `pointerdown`:
              case `pointermove`:
              case `pointerout`:
              case `pointerover`:
              case `pointerup`:
                c = sr;
                break;
              case `submit`:
                c = cr;
                break;
              case `toggle`:
              case `beforetoggle`:
                c = fr;
            }
            var d = !!(t & 4),
              f = !d && (e === `scroll` || e === `scrollend`),
              p = d ? (s === null ? null : s + `Capture`) : s;
            d = [];
            for (var m = r, h; m !== null; ) {
              var g = m;
              if (
                ((h = g.stateNode),
                (g = g.tag),
                (g !== 5 && g !== 26 && g !== 27) ||
                  h === null ||
                  p === null ||
                  ((g = kn(m, p)), g != null && d.push(qf(m, g, h))),
                f)
              )
                break;
              m = m.return;
            }
            0 < d.length && ((s = new c(s, u, null, n, i)), o.push({ event: s, listeners: d }));
          }
        }
        if (!(t & 7)) {
          a: {
            if (
              ((c = e === `mouseover` || e === `pointerover`),
              (s = e === `mouseout` || e === `pointerout`),
              c && n !== Sn && (u = n.relatedTarget || n.fromElement) && (It(u) || u[Ot]))
            )
              break a;
            (s || c) &&
              ((u = i.window === i ? i : (c = i.ownerDocument) ? c.defaultView || c.parentWindow : window),
              s
                ? ((c = n.relatedTarget || n.toElement),
                  (s = r),
                  (c = c ? It(c) : null),
                  c !== null && ((f = l(c)), (d = c.tag), c !== f || (d !== 5 && d !== 27 && d !== 6)) && (c = null))
                : ((s = null), (c = r)),
              s !== c &&
                ((d = Yn),
                (g = `onMouseLeave`),
                (p = `onMouseEnter`),
                (m = `mouse`),
                (e === `pointerout` || e === `pointerover`) &&
                  ((d = sr), (g = `onPointerLeave`), (p = `onPointerEnter`), (m = `pointer`)),
                (f = s == null ? u : Rt(s)),
                (h = c == null ? u : Rt(c)),
                (u = new d(g, m + `leave`, s, n, i)),
                (u.target = f),
                (u.relatedTarget = h),
                (g = null),
                It(i) === r && ((d = new d(p, m + `enter`, c, n, i)), (d.target = h), (d.relatedTarget = f), (g = d)),
                (f = g),
                (d = s && c ? ee(s, c, Yf) : null),
                s !== null && Xf(o, u, s, d, !1),
                c !== null && f !== null && Xf(o, f, c, d, !0)));
          }
          a: {
            if (
              ((s = r ? Rt(r) : window),
              (c = s.nodeName && s.nodeName.toLowerCase()),
              c === `select` || (c === `input` && s.type === `file`))
            )
              var _ = Mr;
            else if (Er(s)) {
              if (Nr) _ = Hr;
              else {
                _ = Br;
                var v = zr;
              }
            } else
              (c = s.nodeName),
                !c || c.toLowerCase() !== `input` || (s.type !== `checkbox` && s.type !== `radio`)
                  ? r && vn(r.elementType) && (_ = Mr)
                  : (_ = Vr);
            if ((_ &&= _(e, r))) {
              Dr(o, _, n, i);
              break a;
            }
            v && v(e, s, r);
          }
          switch (((v = r ? Rt(r) : window), e)) {
            case `focusin`:
              (Er(v) || v.contentEditable === `true`) && (($r = v), (ei = r), (ti = null));
              break;
            case `focusout`:
              ti = ei = $r = null;
              break;
            case `mousedown`:
              ni = !0;
              break;
            case `contextmenu`:
            case `mouseup`:
            case `dragend`:
              (ni = !1), ri(o, n, i);
              break;
            case `selectionchange`:
              if (Qr) break;
            case `keydown`:
            case `keyup`:
              ri(o, n, i);
          }
          var y;
          if (mr)
            b: {
              switch (e) {
                case `compositionstart`: {
                  var b = `onCompositionStart`;
                  break b;
                }
                case `compositionend`:
                  b = `onCompositionEnd`;
                  break b;
                case `compositionupdate`:
                  b = `onCompositionUpdate`;
                  break b;
              }
              b = void 0;
            }
          else
            Sr
              ? br(e, n) && (b = `onCompositionEnd`)
              : e === `keydown` && n.keyCode === 229 && (b = `onCompositionStart`);
          b &&
            (_r &&
              n.locale !== `ko` &&
              (Sr || b !== `onCompositionStart`
                ? b === `onCompositionEnd` && Sr && (y = In())
                : ((Nn = i), (Pn = `value` in Nn ? Nn.value : Nn.textContent), (Sr = !0))),
            (v = Jf(r, b)),
            0 < v.length &&
              ((b = new er(b, e, null, n, i)),
              o.push({ event: b, listeners: v }),
              y ? (b.data = y) : ((y = xr(n)), y !== null && (b.data = y)))),
            (y = gr ? Cr(e, n) : wr(e, n)) &&
              ((b = Jf(r, `onBeforeInput`)),
              0 < b.length &&
                ((v = new er(`onBeforeInput`, `beforeinput`, null, n, i)),
                o.push({ event: v, listeners: b }),
                (v.data = y))),
            If(o, e, r, n, i);
        }
        Vf(o, t);
      });
    }
    function qf(e, t, n) {
      return { instance: e, listener: t, currentTarget: n };
    }
    function Jf(e, t) {
      for (var n = t + `Capture`, r = []; e !== null; ) {
        var i = e,
          a = i.stateNode;
        if (
          ((i = i.tag),
          (i !== 5 && i !== 26 && i !== 27) ||
            a === null ||
            ((i = kn(e, n)), i != null && r.unshift(qf(e, i, a)), (i = kn(e, t)), i != null && r.push(qf(e, i, a))),
          e.tag === 3)
        )
          return r;
        e = e.return;
      }
      return [];
    }
    function Yf(e) {
      if (e === null) return null;
      do e = e.return;
      while (e && e.tag !== 5 && e.tag !== 27);
      return e || null;
    }
    function Xf(e, t, n, r, i) {
      for (var a = t._reactName, o = []; n !== null && n !== r; ) {
        var s = n,
          c = s.alternate,
          l = s.stateNode;
        if (((s = s.tag), c !== null && c === r)) break;
        (s !== 5 && s !== 26 && s !== 27) ||
          l === null ||
          ((c = l),
          i
            ? ((l = kn(n, a)), l != null && o.unshift(qf(n, l, c)))
            : i || ((l = kn(n, a)), l != null && o.push(qf(n, l, c)))),
          (n = n.return);
      }
      o.length !== 0 && e.push({ event: t, listeners: o });
    }
    var Zf = /\r\n?/g,
      Qf = /\u0000|\uFFFD/g;
    function $f(e) {
      return (typeof e == `string` ? e : `` + e)
        .replace(
          Zf,
          `
`,
        )
        .replace(Qf, ``);
    }
    function ep(e, t) {
      return (t = $f(t)), $f(e) === t;
    }
    function $(e, t, n, r, i, a) {
      switch (n) {
        case `children`:
          if (typeof r == `string`) t === `body` || (t === `textarea` && r === ``) || mn(e, r);
          else if (typeof r == `number` || typeof r == `bigint`) t !== `body` && mn(e, `` + r);
          else return;
          break;
        case `className`:
          Qt(e, `class`, r);
          break;
        case `tabIndex`:
          Qt(e, `tabindex`, r);
          break;
        case `dir`:
        case `role`:
        case `viewBox`:
        case `width`:
        case `height`:
          Qt(e, n, r);
          break;
        case `style`:
          _n(e, r, a);
          return;
        case `data`:
          if (t !== `object`) {
            Qt(e, `data`, r);
            break;
          }
        case `src`:
        case `href`:
          if (
            (r === `` && (t !== `a` || n !== `href`)) ||
            r == null ||
            typeof r == `function` ||
            typeof r == `symbol` ||
            typeof r == `boolean`
          ) {
            e.removeAttribute(n);
            break;
          }
          (r = xn(r)), e.setAttribute(n, r);
          break;
        case `action`:
        case `formAction`:
          if (typeof r == `function`) {
            e.setAttribute(
              n,
              `javascript:throw new Error('A React form was unexpectedly submitted. If you called form.submit() manually, consider using form.requestSubmit() instead. If you\\'re trying to use event.stopPropagation() in a submit event handler, consider also calling event.preventDefault().')`,
            );
            break;
          }
          if (
            (typeof a == `function` &&
              (n === `formAction`
                ? (t !== `input` && $(e, t, `name`, i.name, i, null),
                  $(e, t, `formEncType`, i.formEncType, i, null),
                  $(e, t, `formMethod`, i.formMethod, i, null),
                  $(e, t, `formTarget`, i.formTarget, i, null))
                : ($(e, t, `encType`, i.encType, i, null),
                  $(e, t, `method`, i.method, i, null),
                  $(e, t, `target`, i.target, i, null))),
            r == null || typeof r == `symbol` || typeof r == `boolean`)
          ) {
            e.removeAttribute(n);
            break;
          }
          (r = xn(r)), e.setAttribute(n, r);
          break;
        case `onClick`:
          r != null && (e.onclick = I);
          return;
        case `onScroll`:
          r != null && Q(`scroll`, e);
          return;
        case `onScrollEnd`:
          r != null && Q(`scrollend`, e);
          return;
        case `dangerouslySetInnerHTML`:
          if (r != null) {
            if (typeof r != `object` || !(`__html` in r)) throw Error(o(61));
            if (((n = r.__html), n != null)) {
              if (i.children != null) throw Error(o(60));
              a?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case `multiple`:
          e.multiple = r && typeof r != `function` && typeof r != `symbol`;
          break;
        case `muted`:
          e.muted = r && typeof r != `function` && typeof r != `symbol`;
          break;
        case `suppressContentEditableWarning`:
        case `suppressHydrationWarning`:
        case `defaultValue`:
        case `defaultChecked`:
        case `innerHTML`:
        case `ref`:
          break;
        case `autoFocus`:
          break;
        case `xlinkHref`:
          if (r == null || typeof r == `function` || typeof r == `boolean` || typeof r == `symbol`) {
            e.removeAttribute(`xlink:href`);
            break;
          }
          (n = xn(r)), e.setAttributeNS(`http://www.w3.org/1999/xlink`, `xlink:href`, n);
          break;
        case `contentEditable`:
        case `spellCheck`:
        case `draggable`:
        case `value`:
        case `autoReverse`:
        case `externalResourcesRequired`:
        case `focusable`:
        case `preserveAlpha`:
          r != null && typeof r != `function` && typeof r != `symbol` ? e.setAttribute(n, r) : e.removeAttribute(n);
          break;
        case `inert`:
        case `allowFullScreen`:
        case `async`:
        case `autoPlay`:
        case `controls`:
        case `credentialless`:
        case `default`:
        case `defer`:
        case `disabled`:
        case `disablePictureInPicture`:
        case `disableRemotePlayback`:
        case `formNoValidate`:
        case `hidden`:
        case `loop`:
        case `noModule`:
        case `noValidate`:
        case `open`:
        case `playsInline`:
        case `readOnly`:
        case `required`:
        case `reversed`:
        case `scoped`:
        case `seamless`:
        case `itemScope`:
          r && typeof r != `function` && typeof r != `symbol` ? e.setAttribute(n, ``) : e.removeAttribute(n);
          break;
        case `capture`:
        case `download`:
          !0 === r
            ? e.setAttribute(n, ``)
            : !1 !== r && r != null && typeof r != `function` && typeof r != `symbol`
              ? e.setAttribute(n, r)
              : e.removeAttribute(n);
          break;
        case `cols`:
        case `rows`:
        case `size`:
        case `span`:
          r != null && typeof r != `function` && typeof r != `symbol` && !isNaN(r) && 1 <= r
            ? e.setAttribute(n, r)
            : e.removeAttribute(n);
          break;
        case `rowSpan`:
        case `start`:
          r == null || typeof r == `function` || typeof r == `symbol` || isNaN(r)
            ? e.removeAttribute(n)
            : e.setAttribute(n, r);
          break;
        case `popover`:
          Q(`beforetoggle`, e), Q(`toggle`, e), Zt(e, `popover`, r);
          break;
        case `xlinkActuate`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:actuate`, r);
          break;
        case `xlinkArcrole`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:arcrole`, r);
          break;
        case `xlinkRole`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:role`, r);
          break;
        case `xlinkShow`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:show`, r);
          break;
        case `xlinkTitle`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:title`, r);
          break;
        case `xlinkType`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:type`, r);
          break;
        case `xmlBase`:
          $t(e, `http://www.w3.org/XML/1998/namespace`, `xml:base`, r);
          break;
        case `xmlLang`:
          $t(e, `http://www.w3.org/XML/1998/namespace`, `xml:lang`, r);
          break;
        case `xmlSpace`:
          $t(e, `http://www.w3.org/XML/1998/namespace`, `xml:space`, r);
          break;
        case `is`:
          Zt(e, `is`, r);
          break;
        case `innerText`:
        case `textContent`:
          return;
        default:
          if (!(2 < n.length) || (n[0] !== `o` && n[0] !== `O`) || (n[1] !== `n` && n[1] !== `N`))
            (n = yn.get(n) || n), Zt(e, n, r);
          else return;
      }
      F = !0;
    }
    function tp(e, t, n, r, i, a) {
      switch (n) {
        case `style`:
          _n(e, r, a);
          return;
        case `dangerouslySetInnerHTML`:
          if (r != null) {
            if (typeof r != `object` || !(`__html` in r)) throw Error(o(61));
            if (((n = r.__html), n != null)) {
              if (i.children != null) throw Error(o(60));
              a?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case `children`:
          if (typeof r == `string`) mn(e, r);
          else if (typeof r == `number` || typeof r == `bigint`) mn(e, `` + r);
          else return;
          break;
        case `onScroll`:
          r != null && Q(`scroll`, e);
          return;
        case `onScrollEnd`:
          r != null && Q(`scrollend`, e);
          return;
        case `onClick`:
          r != null && (e.onclick = I);
          return;
        case `suppressContentEditableWarning`:
        case `suppressHydrationWarning`:
        case `innerHTML`:
        case `ref`:
          return;
        case `innerText`:
        case `textContent`:
          return;
        default:
          if (!Object.hasOwn(Ut, n))
            a: {
              if (
                n[0] === `o` &&
                n[1] === `n` &&
                ((i = n.endsWith(`Capture`)),
                (a = n.slice(2, i ? n.length - 7 : void 0)),
                (t = e[Dt] || null),
                (t = t == null ? null : t[n]),
                typeof t == `function` && e.removeEventListener(a, t, i),
                typeof r == `function`)
              ) {
                typeof t != `function` &&
                  t !== null &&
                  (n in e ? (e[n] = null) : e.hasAttribute(n) && e.removeAttribute(n)),
                  e.addEventListener(a, r, i);
                break a;
              }
              (F = !0), n in e ? (e[n] = r) : !0 === r ? e.setAttribute(n, ``) : Zt(e, n, r);
            }
          return;
      }
      F = !0;
    }
    function np(e, t, n) {
      switch (t) {
        case `div`:
        case `span`:
        case `svg`:
        case `path`:
        case `a`:
        case `g`:
        case `p`:
        case `li`:
          break;
        case `img`: {
          Q(`error`, e), Q(`load`, e);
          var r = !1,
            i = !1,
            a;
          for (a in n)
            if (Object.hasOwn(n, a)) {
              var s = n[a];
              if (s != null)
                switch (a) {
                  case `src`:
                    r = !0;
                    break;
                  case `srcSet`:
                    i = !0;
                    break;
                  case `children`:
                  case `dangerouslySetInnerHTML`:
                    throw Error(o(137, t));
                  default:
                    $(e, t, a, s, n, null);
                }
            }
          i && $(e, t, `srcSet`, n.srcSet, n, null), r && $(e, t, `src`, n.src, n, null);
          return;
        }
        case `input`: {
          Q(`invalid`, e);
          var c = (a = s = i = null),
            l = null,
            u = null;
          for (r in n)
            if (Object.hasOwn(n, r)) {
              var d = n[r];
              if (d != null)
                switch (r) {
                  case `name`:
                    i = d;
                    break;
                  case `type`:
                    s = d;
                    break;
                  case `checked`:
                    l = d;
                    break;
                  case `defaultChecked`:
                    u = d;
                    break;
                  case `value`:
                    a = d;
                    break;
                  case `defaultValue`:
                    c = d;
                    break;
                  case `children`:
                  case `dangerouslySetInnerHTML`:
                    if (d != null) throw Error(o(137, t));
                    break;
                  default:
                    $(e, t, r, d, n, null);
                }
            }
          ln(e, a, c, l, u, s, i, !1);
          return;
        }
        case `select`:
          for (i in (Q(`invalid`, e), (r = s = a = null), n))
            if (Object.hasOwn(n, i) && ((c = n[i]), c != null))
              switch (i) {
                case `value`:
                  a = c;
                  break;
                case `defaultValue`:
                  s = c;
                  break;
                case `multiple`:
                  r = c;
                default:
                  $(e, t, i, c, n, null);
              }
          (t = a), (n = s), (e.multiple = !!r), t == null ? n != null && dn(e, !!r, n, !0) : dn(e, !!r, t, !1);
          return;
        case `textarea`:
          for (s in (Q(`invalid`, e), (a = i = r = null), n))
            if (Object.hasOwn(n, s) && ((c = n[s]), c != null))
              switch (s) {
                case `value`:
                  r = c;
                  break;
                case `defaultValue`:
                  i = c;
                  break;
                case `children`:
                  a = c;
                  break;
                case `dangerouslySetInnerHTML`:
                  if (c != null) throw Error(o(91));
                  break;
                default:
                  $(e, t, s, c, n, null);
              }
          pn(e, r, i, a);
          return;
        case `option`:
          for (l in n)
            if (Object.hasOwn(n, l) && ((r = n[l]), r != null))
              switch (l) {
                case `selected`:
                  e.selected = r && typeof r != `function` && typeof r != `symbol`;
                  break;
                default:
                  $(e, t, l, r, n, null);
              }
          return;
        case `dialog`:
          Q(`beforetoggle`, e), Q(`toggle`, e), Q(`cancel`, e), Q(`close`, e);
          break;
        case `iframe`:
        case `object`:
          Q(`load`, e);
          break;
        case `video`:
        case `audio`:
          for (r = 0; r < zf.length; r++) Q(zf[r], e);
          break;
        case `image`:
          Q(`error`, e), Q(`load`, e);
          break;
        case `details`:
          Q(`toggle`, e);
          break;
        case `embed`:
        case `source`:
        case `link`:
          Q(`error`, e), Q(`load`, e);
        case `area`:
        case `base`:
        case `br`:
        case `col`:
        case `hr`:
        case `keygen`:
        case `meta`:
        case `param`:
        case `track`:
        case `wbr`:
        case `menuitem`:
          for (u in n)
            if (Object.hasOwn(n, u) && ((r = n[u]), r != null))
              switch (u) {
                case `children`:
                case `dangerouslySetInnerHTML`:
                  throw Error(o(137, t));
                default:
                  $(e, t, u, r, n, null);
              }
          return;
        default:
          if (vn(t)) {
            for (d in n) Object.hasOwn(n, d) && ((r = n[d]), r !== void 0 && tp(e, t, d, r, n, void 0));
            return;
          }
      }
      for (c in n) Object.hasOwn(n, c) && ((r = n[c]), r != null && $(e, t, c, r, n, null));
    }
    var rp = {};
    function ip(e, t, n, r) {
      switch (t) {
        case `div`:
        case `span`:
        case `svg`:
        case `path`:
        case `a`:
        case `g`:
        case `p`:
        case `li`:
          break;
        case `input`: {
          var i = null,
            a = null,
            s = null,
            c = null,
            l = null,
            u = null,
            d = null;
          for (m in n) {
            var f = n[m];
            if (Object.hasOwn(n, m) && f != null)
              switch (m) {
                case `checked`:
                  break;
                case `value`:
                  break;
                case `defaultValue`:
                  l = f;
                default:
                  Object.hasOwn(r, m) || $(e, t, m, null, r, f);
              }
          }
          for (var p in r) {
            var m = r[p];
            if (((f = n[p]), Object.hasOwn(r, p) && (m != null || f != null)))
              switch (p) {
                case `type`:
                  m !== f && (F = !0), (a = m);
                  break;
                case `name`:
                  m !== f && (F = !0), (i = m);
                  break;
                case `checked`:
                  m !== f && (F = !0), (u = m);
                  break;
                case `defaultChecked`:
                  m !== f && (F = !0), (d = m);
                  break;
                case `value`:
                  m !== f && (F = !0), (s = m);
                  break;
                case `defaultValue`:
                  m !== f && (F = !0), (c = m);
                  break;
                case `children`:
                case `dangerouslySetInnerHTML`:
                  if (m != null) throw Error(o(137, t));
                  break;
                default:
                  m !== f && $(e, t, p, m, r, f);
              }
          }
          cn(e, s, c, l, u, d, a, i);
          return;
        }
        case `select`:
          for (a in ((m = s = c = p = null), n))
            if (((l = n[a]), Object.hasOwn(n, a) && l != null))
              switch (a) {
                case `value`:
                  break;
                case `multiple`:
                  m = l;
                default:
                  Object.hasOwn(r, a) || $(e, t, a, null, r, l);
              }
          for (i in r)
            if (((a = r[i]), (l = n[i]), Object.hasOwn(r, i) && (a != null || l != null)))
              switch (i) {
                case `value`:
                  a !== l && (F = !0), (p = a);
                  break;
                case `defaultValue`:
                  a !== l && (F = !0), (c = a);
                  break;
                case `multiple`:
                  a !== l && (F = !0), (s = a);
                default:
                  a !== l && $(e, t, i, a, r, l);
              }
          (t = c),
            (n = s),
            (r = m),
            p == null ? !!r != !!n && (t == null ? dn(e, !!n, n ? [] : ``, !1) : dn(e, !!n, t, !0)) : dn(e, !!n, p, !1);
          return;
        case `textarea`:
          for (c in ((m = p = null), n))
            if (((i = n[c]), Object.hasOwn(n, c) && i != null && !Object.hasOwn(r, c)))
              switch (c) {
                case `value`:
                  break;
                case `children`:
                  break;
                default:
                  $(e, t, c, null, r, i);
              }
          for (s in r)
            if (((i = r[s]), (a = n[s]), Object.hasOwn(r, s) && (i != null || a != null)))
              switch (s) {
                case `value`:
                  i !== a && (F = !0), (p = i);
                  break;
                case `defaultValue`:
                  i !== a && (F = !0), (m = i);
                  break;
                case `children`:
                  break;
                case `dangerouslySetInnerHTML`:
                  if (i != null) throw Error(o(91));
                  break;
                default:
                  i !== a && $(e, t, s, i, r, a);
              }
          fn(e, p, m);
          return;
        case `option`:
          for (var h in n)
            if (((p = n[h]), Object.hasOwn(n, h) && p != null && !Object.hasOwn(r, h)))
              switch (h) {
                case `selected`:
                  e.selected = !1;
                  break;
                default:
                  $(e, t, h, null, r, p);
              }
          for (l in r)
            if (((p = r[l]), (m = n[l]), Object.hasOwn(r, l) && p !== m && (p != null || m != null)))
              switch (l) {
                case `selected`:
                  p !== m && (F = !0), (e.selected = p && typeof p != `function` && typeof p != `symbol`);
                  break;
                default:
                  $(e, t, l, p, r, m);
              }
          return;
        case `img`:
        case `link`:
        case `area`:
        case `base`:
        case `br`:
        case `col`:
        case `embed`:
        case `hr`:
        case `keygen`:
        case `meta`:
        case `param`:
        case `source`:
        case `track`:
        case `wbr`:
        case `menuitem`:
          for (var g in n)
            (p = n[g]), Object.hasOwn(n, g) && p != null && !Object.hasOwn(r, g) && $(e, t, g, null, r, p);
          for (u in r)
            if (((p = r[u]), (m = n[u]), Object.hasOwn(r, u) && p !== m && (p != null || m != null)))
              switch (u) {
                case `children`:
                case `dangerouslySetInnerHTML`:
                  if (p != null) throw Error(o(137, t));
                  break;
                default:
                  $(e, t, u, p, r, m);
              }
          return;
        default:
          if (vn(t)) {
            for (var _ in n)
              (p = n[_]), Object.hasOwn(n, _) && p !== void 0 && !Object.hasOwn(r, _) && tp(e, t, _, void 0, r, p);
            for (d in r)
              (p = r[d]),
                (m = n[d]),
                !Object.hasOwn(r, d) || p === m || (p === void 0 && m === void 0) || tp(e, t, d, p, r, m);
            return;
          }
      }
      for (var v in n) (p = n[v]), Object.hasOwn(n, v) && p != null && !Object.hasOwn(r, v) && $(e, t, v, null, r, p);
      for (f in r)
        (p = r[f]), (m = n[f]), !Object.hasOwn(r, f) || p === m || (p == null && m == null) || $(e, t, f, p, r, m);
    }
    function ap(e) {
      switch (e) {
        case `css`:
        case `script`:
        case `font`:
        case `img`:
        case `image`:
        case `input`:
        case `link`:
          return !0;
        default:
          return !1;
      }
    }
    function op() {
      if (typeof performance.getEntriesByType == `function`) {
        for (var e = 0, t = 0, n = performance.getEntriesByType(`resource`), r = 0; r < n.length; r++) {
          var i = n[r],
            a = i.transferSize,
            o = i.initiatorType,
            s = i.duration;
          if (a && s && ap(o)) {
            for (o = 0, s = i.responseEnd, r += 1; r < n.length; r++) {
              var c = n[r],
                l = c.startTime;
              if (l > s) break;
              var u = c.transferSize,
                d = c.initiatorType;
              u && ap(d) && ((c = c.responseEnd), (o += u * (c < s ? 1 : (s - l) / (c - l))));
            }
            if ((--r, (t += (8 * (a + o)) / (i.duration / 1e3)), e++, 10 < e)) break;
          }
        }
        if (0 < e) return t / e / 1e6;
      }
      return navigator.connection && ((e = navigator.connection.downlink), typeof e == `number`) ? e : 5;
    }
    var sp = null,
      cp = null;
    function lp(e) {
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    function up(e) {
      switch (e) {
        case `http://www.w3.org/2000/svg`:
          return 1;
        case `http://www.w3.org/1998/Math/MathML`:
          return 2;
        default:
          return 0;
      }
    }
    function dp(e, t) {
      if (e === 0)
        switch (t) {
          case `svg`:
            return 1;
          case `math`:
            return 2;
          default:
            return 0;
        }
      return e === 1 && t === `foreignObject` ? 0 : e;
    }
    function fp(e, t, n, r) {
      return (n = lp(n).createElement(e)), (n[Et] = r), (n[Dt] = t), np(n, e, t), Bt(n), n;
    }
    function pp(e, t) {
      return (
        e === `textarea` ||
        e === `noscript` ||
        typeof t.children == `string` ||
        typeof t.children == `number` ||
        typeof t.children == `bigint` ||
        (typeof t.dangerouslySetInnerHTML == `object` &&
          t.dangerouslySetInnerHTML !== null &&
          t.dangerouslySetInnerHTML.__html != null)
      );
    }
    var mp = null;
    function hp() {
      var e = window.event;
      return e && e.type === `popstate` ? e !== mp && ((mp = e), !0) : ((mp = null), !1);
    }
    var gp = typeof setTimeout == `function` ? setTimeout : void 0,
      _p = typeof clearTimeout == `function` ? clearTimeout : void 0,
      vp = typeof Promise == `function` ? Promise : void 0,
      yp = typeof requestAnimationFrame == `function` ? requestAnimationFrame : gp,
      bp =
        typeof queueMicrotask == `function`
          ? queueMicrotask
          : vp === void 0
            ? gp
            : (e) => vp.resolve(null).then(e).catch(xp);
    function xp(e) {
      setTimeout(() => {
        throw e;
      });
    }
    function Sp(e) {
      return e === `head`;
    }
    function Cp(e, t) {
      var n = t,
        r = 0;
      do {
        var i = n.nextSibling;
        if ((e.removeChild(n), i && i.nodeType === 8)) {
          if (((n = i.data), n === `/$` || n === `/&`)) {
            if (r === 0) {
              e.removeChild(i), Hh(t);
              return;
            }
            r--;
          } else if (n === `$` || n === `$?` || n === `$~` || n === `$!` || n === `&`) r++;
          else if (n === `html`) _m(e.ownerDocument.documentElement);
          else if (n === `head`) {
            (n = e.ownerDocument.head), _m(n);
            for (var a = n.firstChild; a; ) {
              var o = a.nextSibling,
                s = a.nodeName;
              a[Nt] ||
                s === `SCRIPT` ||
                s === `STYLE` ||
                (s === `LINK` && a.rel.toLowerCase() === `stylesheet`) ||
                n.removeChild(a),
                (a = o);
            }
          } else n === `body` && _m(e.ownerDocument.body);
        }
        n = i;
      } while (n);
      Hh(t);
    }
    function wp(e, t) {
      var n = e;
      e = 0;
      do {
        var r = n.nextSibling;
        if (
          (n.nodeType === 1
            ? t
              ? ((n._stashedDisplay = n.style.display), (n.style.display = `none`))
              : ((n.style.display = n._stashedDisplay || ``),
                n.getAttribute(`style`) === `` && n.removeAttribute(`style`))
            : n.nodeType === 3 &&
              (t ? ((n._stashedText = n.nodeValue), (n.nodeValue = ``)) : (n.nodeValue = n._stashedText || ``)),
          r && r.nodeType === 8)
        ) {
          if (((n = r.data), n === `/$`)) {
            if (e === 0) break;
            e--;
          } else (n !== `$` && n !== `$?` && n !== `$~` && n !== `$!`) || e++;
        }
        n = r;
      } while (n);
    }
    function Tp(e, t, n) {
      if (
        ((t = CSS.escape(t) === t ? t : `r-` + btoa(t).replace(/=/g, ``)),
        (e.style.viewTransitionName = t),
        n != null && (e.style.viewTransitionClass = n),
        (n = getComputedStyle(e)),
        n.display === `inline`)
      ) {
        if (((t = e.getClientRects()), t.length === 1)) var r = 1;
        else
          for (var i = (r = 0); i < t.length; i++) {
            var a = t[i];
            0 < a.width && 0 < a.height && r++;
          }
        r === 1 &&
          ((e = e.style),
          (e.display = t.length === 1 ? `inline-block` : `block`),
          (e.marginTop = `-` + n.paddingTop),
          (e.marginBottom = `-` + n.paddingBottom));
      }
    }
    function Ep(e, t) {
      (e = e.style), (t = t.style);
      var n =
        t == null
          ? null
          : Object.hasOwn(t, `viewTransitionName`)
            ? t.viewTransitionName
            : Object.hasOwn(t, `view-transition-name`)
              ? t[`view-transition-name`]
              : null;
      (e.viewTransitionName = n == null || typeof n == `boolean` ? `` : (`` + n).trim()),
        (n =
          t == null
            ? null
            : Object.hasOwn(t, `viewTransitionClass`)
              ? t.viewTransitionClass
              : Object.hasOwn(t, `view-transition-class`)
                ? t[`view-transition-class`]
                : null),
        (e.viewTransitionClass = n == null || typeof n == `boolean` ? `` : (`` + n).trim()),
        e.display === `inline-block` &&
          (t == null
            ? (e.display = e.margin = ``)
            : ((n = t.display),
              (e.display = n == null || typeof n == `boolean` ? `` : n),
              (n = t.margin),
              n == null
                ? ((n = Object.hasOwn(t, `marginTop`) ? t.marginTop : t[`margin-top`]),
                  (e.marginTop = n == null || typeof n == `boolean` ? `` : n),
                  (t = Object.hasOwn(t, `marginBottom`) ? t.marginBottom : t[`margin-bottom`]),
                  (e.marginBottom = t == null || typeof t == `boolean` ? `` : t))
                : (e.margin = n)));
    }
    function Dp(e, t, n) {
      return (
        (n = n.ownerDocument.defaultView),
        {
          rect: e,
          abs: t.position === `absolute` || t.position === `fixed`,
          clip:
            t.clipPath !== `none` ||
            t.overflow !== `visible` ||
            t.filter !== `none` ||
            t.mask !== `none` ||
            t.mask !== `none` ||
            t.borderRadius !== `0px`,
          view: 0 <= e.bottom && 0 <= e.right && e.top <= n.innerHeight && e.left <= n.innerWidth,
        }
      );
    }
    function Op(e) {
      return Dp(e.getBoundingClientRect(), getComputedStyle(e), e);
    }
    function kp(e) {
      var t = e.getBoundingClientRect();
      t = new DOMRect(t.x + 2e4, t.y + 2e4, t.width, t.height);
      var n = getComputedStyle(e);
      return Dp(t, n, e);
    }
    function Ap(e) {
      return e.documentElement.clientHeight;
    }
    function jp(e) {
      this.addEventListener(`load`, e), this.addEventListener(`error`, e);
    }
    function Mp(e, t, n, r, i, a, o, s, c) {
      var l = t.nodeType === 9 ? t : t.ownerDocument;
      try {
        var u = l.startViewTransition({
          update: () => {
            var t = l.defaultView,
              n = t.navigation && t.navigation.transition,
              o = l.fonts.status;
            r();
            var s = [];
            if (
              (o === `loaded` && (Ap(l), l.fonts.status === `loading` && s.push(l.fonts.ready)),
              (o = s.length),
              e !== null)
            )
              for (var c = e.suspenseyImages, u = 0, d = 0; d < c.length; d++) {
                var f = c[d];
                if (!f.complete) {
                  var p = f.getBoundingClientRect();
                  if (0 < p.bottom && 0 < p.right && p.top < t.innerHeight && p.left < t.innerWidth) {
                    if (((u += Xm(f)), u > $m)) {
                      s.length = o;
                      break;
                    }
                    (f = new Promise(jp.bind(f))), s.push(f);
                  }
                }
              }
            if (0 < s.length)
              return (
                (t = Promise.race([Promise.all(s), new Promise((e) => setTimeout(e, 500))]).then(i, i)),
                (n ? Promise.allSettled([n.finished, t]) : t).then(a, a)
              );
            if ((i(), n)) return n.finished.then(a, a);
            a();
          },
          types: n,
        });
        l.__reactViewTransition = u;
        var d = [];
        return (
          u.ready.then(
            () => {
              for (var e = l.documentElement.getAnimations({ subtree: !0 }), t = 0; t < e.length; t++) {
                var n = e[t],
                  r = n.effect,
                  i = r.pseudoElement;
                if (i != null && i.startsWith(`::view-transition`)) {
                  d.push(n), (n = r.getKeyframes());
                  for (var a = (i = void 0), s = !0, c = 0; c < n.length; c++) {
                    var u = n[c],
                      f = u.width;
                    if (i === void 0) i = f;
                    else if (i !== f) {
                      s = !1;
                      break;
                    }
                    if (((f = u.height), a === void 0)) a = f;
                    else if (a !== f) {
                      s = !1;
                      break;
                    }
                    delete u.width, delete u.height, u.transform === `none` && delete u.transform;
                  }
                  s &&
                    i !== void 0 &&
                    a !== void 0 &&
                    (r.setKeyframes(n),
                    (s = getComputedStyle(r.target, r.pseudoElement)),
                    s.width !== i || s.height !== a) &&
                    ((s = n[0]),
                    (s.width = i),
                    (s.height = a),
                    (s = n[n.length - 1]),
                    (s.width = i),
                    (s.height = a),
                    r.setKeyframes(n));
                }
              }
              o();
            },
            (e) => {
              l.__reactViewTransition === u && (l.__reactViewTransition = null);
              try {
                if (typeof e == `object` && e)
                  switch (e.name) {
                    case `InvalidStateError`:
                      (e.message === `View transition was skipped because document visibility state is hidden.` ||
                        e.message === `Skipping view transition because document visibility state has become hidden.` ||
                        e.message === `Skipping view transition because viewport size changed.` ||
                        e.message === `Transition was aborted because of invalid state`) &&
                        (e = null);
                  }
                e !== null && c(e);
              } finally {
                r(), i(), o();
              }
            },
          ),
          u.finished.finally(() => {
            for (var e = 0; e < d.length; e++) d[e].cancel();
            l.__reactViewTransition === u && (l.__reactViewTransition = null), s();
          }),
          u
        );
      } catch {
        return r(), i(), o(), null;
      }
    }
    function Np(e, t) {
      (this._scope = document.documentElement), (this._selector = `::view-transition-` + e + `(` + t + `)`);
    }
    (Np.prototype.animate = function (e, t) {
      return (
        (t = typeof t == `number` ? { duration: t } : E({}, t)),
        (t.pseudoElement = this._selector),
        this._scope.animate(e, t)
      );
    }),
      (Np.prototype.getAnimations = function () {
        for (
          var e = this._scope, t = this._selector, n = e.getAnimations({ subtree: !0 }), r = [], i = 0;
          i < n.length;
          i++
        ) {
          var a = n[i].effect;
          a !== null && a.target === e && a.pseudoElement === t && r.push(n[i]);
        }
        return r;
      }),
      (Np.prototype.getComputedStyle = function () {
        return getComputedStyle(this._scope, this._selector);
      });
    function Pp(e) {
      return {
        name: e,
        group: new Np(`group`, e),
        imagePair: new Np(`image-pair`, e),
        old: new Np(`old`, e),
        new: new Np(`new`, e),
      };
    }
    function Fp(e) {
      (this._fragmentFiber = e), (this._observers = this._eventListeners = null);
    }
    Fp.prototype.addEventListener = function (e, t, n) {
      var r = null,
        i = null;
      if (!(n != null && typeof n != `boolean` && ((r = n.signal || null), r !== null && r.aborted))) {
        this._eventListeners === null && (this._eventListeners = []);
        var a = this._eventListeners;
        if (Bp(a, e, t, n) === -1) {
          var o = this,
            s = t;
          n != null &&
            typeof n != `boolean` &&
            !0 === n.once &&
            (s = function (r) {
              o.removeEventListener(e, t, n), typeof t == `function` ? t.call(this, r) : t.handleEvent(r);
            }),
            r !== null &&
              ((i = o.removeEventListener.bind(o, e, t, n)),
              r.addEventListener(`abort`, i, { once: !0 }),
              (i = r.removeEventListener.bind(r, `abort`, i))),
            (r = Rp(n)),
            a.push({ type: e, listener: t, optionsOrUseCapture: n, attachedListener: s, cleanup: i }),
            h(this._fragmentFiber.child, !1, Ip, e, s, r);
        }
        this._eventListeners = a;
      }
    };
    function Ip(e, t, n, r) {
      return b(e).addEventListener(t, n, r), !1;
    }
    Fp.prototype.removeEventListener = function (e, t, n) {
      var r = this._eventListeners;
      if (r !== null && ((t = Bp(r, e, t, n)), t !== -1)) {
        var i = r[t];
        n = i.attachedListener;
        var a = i.cleanup;
        (i = Rp(i.optionsOrUseCapture)),
          h(this._fragmentFiber.child, !1, Lp, e, n, i),
          r.splice(t, 1),
          a !== null && a();
      }
    };
    function Lp(e, t, n, r) {
      return b(e).removeEventListener(t, n, r), !1;
    }
    function Rp(e) {
      return e != null && typeof e != `boolean` && (!0 === e.once || e.signal instanceof AbortSignal)
        ? { capture: e.capture, passive: e.passive }
        : e;
    }
    function zp(e) {
      return e == null ? `c=0` : typeof e == `boolean` ? `c=` + (e ? `1` : `0`) : `c=` + (e.capture ? `1` : `0`);
    }
    function Bp(e, t, n, r) {
      if (e.length === 0) return -1;
      r = zp(r);
      for (var i = 0; i < e.length; i++) {
        var a = e[i];
        if (a.type === t && a.listener === n && zp(a.optionsOrUseCapture) === r) return i;
      }
      return -1;
    }
    (Fp.prototype.dispatchEvent = function (e) {
      var t = g(this._fragmentFiber);
      if (t === null) return !0;
      t = b(t);
      var n = this._eventListeners;
      if ((n !== null && 0 < n.length) || !e.bubbles) {
        var r = t.nodeType === 9 ? t.createComment(``) : document.createTextNode(``);
        if (n)
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.addEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
          }
        if ((t.appendChild(r), (e = r.dispatchEvent(e)), n))
          for (i = 0; i < n.length; i++)
            (a = n[i]), r.removeEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
        return t.removeChild(r), e;
      }
      return t.dispatchEvent(e);
    }),
      (Fp.prototype.focus = function (e) {
        h(this._fragmentFiber.child, !0, Vp, e, void 0, void 0);
      });
    function Vp(e, t) {
      return e.tag !== 6 && ((e = b(e)), pm(e, t));
    }
    Fp.prototype.focusLast = function (e) {
      var t = [];
      h(this._fragmentFiber.child, !0, Hp, t, void 0, void 0);
      for (var n = t.length - 1; 0 <= n && !Vp(t[n], e); n--);
    };
    function Hp(e, t) {
      return t.push(e), !1;
    }
    Fp.prototype.blur = function () {
      var e = g(this._fragmentFiber);
      e !== null &&
        ((e = b(e)), (e = lp(e).activeElement), e !== null && h(this._fragmentFiber.child, !1, Up, e, void 0, void 0));
    };
    function Up(e, t) {
      return e.tag !== 6 && ((e = b(e)), e === t || e.contains(t) ? (t.blur(), !0) : !1);
    }
    Fp.prototype.observeUsing = function (e) {
      this._observers === null && (this._observers = new Set()),
        this._observers.add(e),
        h(this._fragmentFiber.child, !1, Wp, e, void 0, void 0);
    };
    function Wp(e, t) {
      return e.tag === 6 || ((e = b(e)), t.observe(e)), !1;
    }
    Fp.prototype.unobserveUsing = function (e) {
      var t = this._observers;
      if (t !== null && t.has(e)) {
        t.delete(e), h(this._fragmentFiber.child, !1, Gp, e, void 0, void 0);
        for (var n = (t = 0); n < Kp.length; n++) {
          var r = Kp[n];
          r.fragmentInstance === this && r.observer === e ? e.unobserve(r.instance) : (Kp[t++] = r);
        }
        Kp.length = t;
      }
    };
    function Gp(e, t) {
      return e.tag === 6 || ((e = b(e)), t.unobserve(e)), !1;
    }
    var Kp = [],
      qp = !1;
    function Jp(e, t, n) {
      Kp.push({ fragmentInstance: e, observer: t, instance: n }),
        qp ||
          ((qp = !0),
          mm(() => {
            qp = !1;
            var e = Kp;
            Kp = [];
            for (var t = 0; t < e.length; t++) {
              var n = e[t];
              n.observer.unobserve(n.instance);
            }
          }));
    }
    Fp.prototype.getClientRects = function () {
      var e = [];
      return h(this._fragmentFiber.child, !1, Yp, e, void 0, void 0), e;
    };
    function Yp(e, t) {
      if (e.tag === 6) {
        e = e.stateNode;
        var n = e.ownerDocument.createRange();
        n.selectNodeContents(e), t.push.apply(t, n.getClientRects());
      } else (e = b(e)), t.push.apply(t, e.getClientRects());
      return !1;
    }
    (Fp.prototype.getRootNode = function (e) {
      var t = g(this._fragmentFiber);
      return t === null ? this : b(t).getRootNode(e);
    }),
      (Fp.prototype.compareDocumentPosition = function (e) {
        var t = g(this._fragmentFiber);
        if (t === null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        var n = [];
        h(this._fragmentFiber.child, !1, Hp, n, void 0, void 0);
        var r = b(t);
        if (n.length === 0) {
          if (((n = r), _(this._fragmentFiber))) {
            a: {
              for (t = this._fragmentFiber.return; t !== null; ) {
                if (t.tag === 4) {
                  t = t.stateNode.containerInfo;
                  break a;
                }
                if (t.tag === 3 || t.tag === 5 || t.tag === 27) break;
                t = t.return;
              }
              t = null;
            }
            t != null && (n = t);
          }
          t = this._fragmentFiber;
          var i = (r = n.compareDocumentPosition(e));
          return (
            n === e
              ? (i = Node.DOCUMENT_POSITION_CONTAINS)
              : r & Node.DOCUMENT_POSITION_CONTAINED_BY &&
                ((n = v(t)[1]),
                n === null
                  ? (i = Node.DOCUMENT_POSITION_PRECEDING)
                  : ((e = b(n).compareDocumentPosition(e)),
                    (i =
                      e === 0 || e & Node.DOCUMENT_POSITION_FOLLOWING
                        ? Node.DOCUMENT_POSITION_FOLLOWING
                        : Node.DOCUMENT_POSITION_PRECEDING))),
            (i |= Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC)
          );
        }
        (t = b(n[0])), (i = b(n[n.length - 1]));
        var a = _(this._fragmentFiber) ? t.parentElement : r;
        if (a == null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        (r = a.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_CONTAINED_BY),
          (a = a.compareDocumentPosition(i) & Node.DOCUMENT_POSITION_CONTAINED_BY);
        var o = t.compareDocumentPosition(e),
          s = i.compareDocumentPosition(e),
          c = o & Node.DOCUMENT_POSITION_CONTAINED_BY || s & Node.DOCUMENT_POSITION_CONTAINED_BY;
        return (
          (s = r && a && o & Node.DOCUMENT_POSITION_FOLLOWING && s & Node.DOCUMENT_POSITION_PRECEDING),
          (t =
            (r && t === e) || (a && i === e) || c || s
              ? Node.DOCUMENT_POSITION_CONTAINED_BY
              : (!r && t === e) || (!a && i === e)
                ? Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
                : o),
          t & Node.DOCUMENT_POSITION_DISCONNECTED ||
          t & Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC ||
          Xp(t, this._fragmentFiber, n[0], n[n.length - 1], e)
            ? t
            : Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
        );
      });
    function Xp(e, t, n, r, i) {
      var a = It(i);
      if (e & Node.DOCUMENT_POSITION_CONTAINED_BY) {
        if ((n = !!a))
          a: {
            for (; a !== null; ) {
              if (a.tag === 7 && (a === t || a.alternate === t)) {
                n = !0;
                break a;
              }
              a = a.return;
            }
            n = !1;
          }
        return n;
      }
      if (e & Node.DOCUMENT_POSITION_CONTAINS) {
        if (a === null) return (a = i.ownerDocument), i === a || i === a.documentElement || i === a.body;
        a: {
          for (a = t, t = g(t); a !== null; ) {
            if (!((a.tag !== 5 && a.tag !== 3 && a.tag !== 27) || (a !== t && a.alternate !== t))) {
              a = !0;
              break a;
            }
            a = a.return;
          }
          a = !1;
        }
        return a;
      }
      return e & Node.DOCUMENT_POSITION_PRECEDING
        ? ((t = !!a) &&
            !(t = a === n) &&
            ((t = ee(n, a, T)), t === null ? (t = !1) : (h(t, !0, C, a, n), (a = x), (x = null), (t = a !== null))),
          t)
        : e & Node.DOCUMENT_POSITION_FOLLOWING
          ? ((t = !!a) &&
              !(t = a === r) &&
              ((t = ee(r, a, T)),
              t === null ? (t = !1) : (h(t, !0, w, a, r), (a = x), (S = x = null), (t = a !== null))),
            t)
          : !1;
    }
    function Zp(e, t) {
      var n = e.ownerDocument.createRange();
      n.selectNodeContents(e),
        (e = n.getBoundingClientRect()),
        window.scrollTo(
          window.scrollX + e.left,
          t ? window.scrollY + e.top : window.scrollY + e.bottom - window.innerHeight,
        );
    }
    Fp.prototype.scrollIntoView = function (e) {
      if (typeof e == `object`) throw Error(o(566));
      var t = [];
      h(this._fragmentFiber.child, !1, Hp, t, void 0, void 0);
      var n = !1 !== e;
      if (t.length === 0) {
        var r = v(this._fragmentFiber);
        if (((r = n ? r[1] || r[0] || g(this._fragmentFiber) : r[0] || r[1]), r === null)) return;
        if (r.tag === 6) {
          (e = b(r)), Zp(e, n);
          return;
        }
        if (((r = b(r)), r.nodeType !== 9)) {
          if (r.nodeType === 11) {
            (n = `host` in r ? r.host : null), n !== null && n.scrollIntoView(e);
            return;
          }
          r.scrollIntoView(e);
        }
      }
      for (r = n ? t.length - 1 : 0; r !== (n ? -1 : t.length); ) {
        var i = t[r];
        i.tag === 6 ? ((i = b(i)), Zp(i, n)) : b(i).scrollIntoView(e), (r += n ? -1 : 1);
      }
    };
    function Qp(e, t) {
      return (e = b(e)), $p(e, t), !1;
    }
    function $p(e, t) {
      (e.reactFragments ??= new Set()), e.reactFragments.add(t);
    }
    function em(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.addEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach((n) => {
            for (var r = 0, i = 0; i < Kp.length; i++) {
              var a = Kp[i];
              (a.fragmentInstance !== t || a.observer !== n || a.instance !== e) && (Kp[r++] = a);
            }
            (Kp.length = r), n.observe(e);
          }),
        $p(e, t));
    }
    function tm(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.removeEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach((n) => {
            typeof n.rootMargin == `string` ? Jp(t, n, e) : n.unobserve(e);
          }),
        e.reactFragments != null && e.reactFragments.delete(t));
    }
    function nm(e) {
      var t = e.firstChild;
      for (t && t.nodeType === 10 && (t = t.nextSibling); t; ) {
        var n = t;
        switch (((t = t.nextSibling), n.nodeName)) {
          case `HTML`:
          case `HEAD`:
          case `BODY`:
            nm(n), Ft(n);
            continue;
          case `SCRIPT`:
          case `STYLE`:
            continue;
          case `LINK`:
            if (n.rel.toLowerCase() === `stylesheet`) continue;
        }
        e.removeChild(n);
      }
    }
    function rm(e, t, n, r) {
      for (; e.nodeType === 1; ) {
        var i = n;
        if (e.nodeName.toLowerCase() !== t.toLowerCase()) {
          if (!r && (e.nodeName !== `INPUT` || e.type !== `hidden`)) break;
        } else if (!r) {
          if (t === `input` && e.type === `hidden`) {
            var a = i.name == null ? null : `` + i.name;
            if (i.type === `hidden` && e.getAttribute(`name`) === a) return e;
          } else return e;
        } else if (!e[Nt])
          switch (t) {
            case `meta`:
              if (!e.hasAttribute(`itemprop`)) break;
              return e;
            case `link`:
              if (
                ((a = e.getAttribute(`rel`)),
                (a === `stylesheet` && e.hasAttribute(`data-precedence`)) ||
                  a !== i.rel ||
                  e.getAttribute(`href`) !== (i.href == null || i.href === `` ? null : i.href) ||
                  e.getAttribute(`crossorigin`) !== (i.crossOrigin == null ? null : i.crossOrigin) ||
                  e.getAttribute(`title`) !== (i.title == null ? null : i.title))
              )
                break;
              return e;
            case `style`:
              if (e.hasAttribute(`data-precedence`)) break;
              return e;
            case `script`:
              if (
                ((a = e.getAttribute(`src`)),
                (a !== (i.src == null ? null : i.src) ||
                  e.getAttribute(`type`) !== (i.type == null ? null : i.type) ||
                  e.getAttribute(`crossorigin`) !== (i.crossOrigin == null ? null : i.crossOrigin)) &&
                  a &&
                  e.hasAttribute(`async`) &&
                  !e.hasAttribute(`itemprop`))
              )
                break;
              return e;
            default:
              return e;
          }
        if (((e = lm(e.nextSibling)), e === null)) break;
      }
      return null;
    }
    function im(e, t, n) {
      if (t === ``) return null;
      for (; e.nodeType !== 3; )
        if (
          ((e.nodeType !== 1 || e.nodeName !== `INPUT` || e.type !== `hidden`) && !n) ||
          ((e = lm(e.nextSibling)), e === null)
        )
          return null;
      return e;
    }
    function am(e, t) {
      for (; e.nodeType !== 8; )
        if (
          ((e.nodeType !== 1 || e.nodeName !== `INPUT` || e.type !== `hidden`) && !t) ||
          ((e = lm(e.nextSibling)), e === null)
        )
          return null;
      return e;
    }
    function om(e) {
      return e.data === `$?` || e.data === `$~`;
    }
    function sm(e) {
      return e.data === `$!` || (e.data === `$?` && e.ownerDocument.readyState !== `loading`);
    }
    function cm(e, t) {
      var n = e.ownerDocument;
      if (e.data === `$~`) e._reactRetry = t;
      else if (e.data !== `$?` || n.readyState !== `loading`) t();
      else {
        var r = () => {
          t(), n.removeEventListener(`DOMContentLoaded`, r);
        };
        n.addEventListener(`DOMContentLoaded`, r), (e._reactRetry = r);
      }
    }
    function lm(e) {
      for (; e != null; e = e.nextSibling) {
        var t = e.nodeType;
        if (t === 1 || t === 3) break;
        if (t === 8) {
          if (
            ((t = e.data), t === `$` || t === `$!` || t === `$?` || t === `$~` || t === `&` || t === `F!` || t === `F`)
          )
            break;
          if (t === `/$` || t === `/&`) return null;
        }
      }
      return e;
    }
    var um = null;
    function dm(e) {
      e = e.nextSibling;
      for (var t = 0; e; ) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === `/$` || n === `/&`) {
            if (t === 0) return lm(e.nextSibling);
            t--;
          } else (n !== `$` && n !== `$!` && n !== `$?` && n !== `$~` && n !== `&`) || t++;
        }
        e = e.nextSibling;
      }
      return null;
    }
    function fm(e) {
      e = e.previousSibling;
      for (var t = 0; e; ) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === `$` || n === `$!` || n === `$?` || n === `$~` || n === `&`) {
            if (t === 0) return e;
            t--;
          } else (n !== `/$` && n !== `/&`) || t++;
        }
        e = e.previousSibling;
      }
      return null;
    }
    function pm(e, t) {
      function n() {
        r = !0;
      }
      if (e.ownerDocument.activeElement === e) return !0;
      var r = !1;
      try {
        e.ownerDocument.addEventListener(`focus`, n, !0), (e.focus || HTMLElement.prototype.focus).call(e, t);
      } finally {
        e.ownerDocument.removeEventListener(`focus`, n, !0);
      }
      return r;
    }
    function mm(e) {
      yp(() => {
        yp((t) => e(t));
      });
    }
    function hm(e, t, n) {
      switch (((t = lp(n)), e)) {
        case `html`:
          if (((e = t.documentElement), !e)) throw Error(o(452));
          return e;
        case `head`:
          if (((e = t.head), !e)) throw Error(o(453));
          return e;
        case `body`:
          if (((e = t.body), !e)) throw Error(o(454));
          return e;
        default:
          throw Error(o(451));
      }
    }
    function gm(e, t, n) {
      for (var r in n) {
        var i = n[r];
        Object.hasOwn(n, r) && i != null && $(e, t, r, null, rp, i);
      }
      n.dangerouslySetInnerHTML != null && (e.textContent = ``), e.onclick === I && (e.onclick = null), Ft(e);
    }
    function _m(e) {
      for (var t = e.attributes; t.length; ) e.removeAttributeNode(t[0]);
      Ft(e);
    }
    var vm = new Map(),
      ym = new Set();
    function bm(e) {
      if (typeof e.getRootNode == `function`) {
        var t = e.getRootNode();
        if (t.nodeType === 9 || t.nodeType === 11) return t;
      }
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    var xm = M.d;
    M.d = { f: Sm, r: Cm, D: Em, C: Dm, L: Om, m: km, X: jm, S: Am, M: Mm };
    function Sm() {
      var e = xm.f(),
        t = zd();
      return e || t;
    }
    function Cm(e) {
      var t = Lt(e);
      t !== null && t.tag === 5 && t.type === `form` ? rc(t) : xm.r(e);
    }
    var wm = typeof document > `u` ? null : document;
    function Tm(e, t, n) {
      var r = wm;
      if (r && typeof t == `string` && t) {
        var i = sn(t);
        (i = `link[rel="` + e + `"][href="` + i + `"]`),
          typeof n == `string` && (i += `[crossorigin="` + n + `"]`),
          ym.has(i) ||
            (ym.add(i),
            (e = { rel: e, crossOrigin: n, href: t }),
            r.querySelector(i) === null &&
              ((t = r.createElement(`link`)), np(t, `link`, e), Bt(t), r.head.appendChild(t)));
      }
    }
    function Em(e) {
      xm.D(e), Tm(`dns-prefetch`, e, null);
    }
    function Dm(e, t) {
      xm.C(e, t), Tm(`preconnect`, e, t);
    }
    function Om(e, t, n) {
      xm.L(e, t, n);
      var r = wm;
      if (r && e && t) {
        var i = `link[rel="preload"][as="` + sn(t) + `"]`;
        t === `image` && n && n.imageSrcSet
          ? ((i += `[imagesrcset="` + sn(n.imageSrcSet) + `"]`),
            typeof n.imageSizes == `string` && (i += `[imagesizes="` + sn(n.imageSizes) + `"]`))
          : (i += `[href="` + sn(e) + `"]`);
        var a = i;
        switch (t) {
          case `style`:
            a = Pm(e);
            break;
          case `script`:
            a = Rm(e);
        }
        if (
          !(
            vm.has(a) ||
            ((e = E({ rel: `preload`, href: t === `image` && n && n.imageSrcSet ? void 0 : e, as: t }, n)),
            vm.set(a, e),
            r.querySelector(i) !== null ||
              (t === `style` && r.querySelector(Fm(a))) ||
              (t === `script` && r.querySelector(zm(a))))
          )
        ) {
          var o = r.createElement(`link`);
          np(o, `link`, e),
            t === `style` &&
              ((o[Pt] = !0),
              (o.onload = o.onerror =
                () => {
                  Vt(o);
                })),
            Bt(o),
            r.head.appendChild(o);
        }
      }
    }
    function km(e, t) {
      xm.m(e, t);
      var n = wm;
      if (n && e) {
        var r = t && typeof t.as == `string` ? t.as : `script`,
          i = `link[rel="modulepreload"][as="` + sn(r) + `"][href="` + sn(e) + `"]`,
          a = i;
        switch (r) {
          case `audioworklet`:
          case `paintworklet`:
          case `serviceworker`:
          case `sharedworker`:
          case `worker`:
          case `script`:
            a = Rm(e);
        }
        if (!vm.has(a) && ((e = E({ rel: `modulepreload`, href: e }, t)), vm.set(a, e), n.querySelector(i) === null)) {
          switch (r) {
            case `audioworklet`:
            case `paintworklet`:
            case `serviceworker`:
            case `sharedworker`:
            case `worker`:
            case `script`:
              if (n.querySelector(zm(a))) return;
          }
          (r = n.createElement(`link`)), np(r, `link`, e), Bt(r), n.head.appendChild(r);
        }
      }
    }
    function Am(e, t, n) {
      xm.S(e, t, n);
      var r = wm;
      if (r && e) {
        var i = zt(r).hoistableStyles,
          a = Pm(e);
        t ||= `default`;
        var o = i.get(a);
        if (!o) {
          var s = { loading: 0, preload: null };
          if ((o = r.querySelector(Fm(a)))) s.loading = 5;
          else {
            (e = E({ rel: `stylesheet`, href: e, 'data-precedence': t }, n)), (n = vm.get(a)) && Hm(e, n);
            var c = (o = r.createElement(`link`));
            Bt(c),
              np(c, `link`, e),
              (c._p = new Promise((e, t) => {
                (c.onload = e), (c.onerror = t);
              })),
              c.addEventListener(`load`, () => {
                s.loading |= 1;
              }),
              c.addEventListener(`error`, () => {
                s.loading |= 2;
              }),
              (s.loading |= 4),
              Vm(o, t, r);
          }
          (o = { type: `stylesheet`, instance: o, count: 1, state: s }), i.set(a, o);
        }
      }
    }
    function jm(e, t) {
      xm.X(e, t);
      var n = wm;
      if (n && e) {
        var r = zt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = E({ src: e, async: !0 }, t)),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement(`script`)),
            Bt(a),
            np(a, `link`, e),
            n.head.appendChild(a)),
          (a = { type: `script`, instance: a, count: 1, state: null }),
          r.set(i, a));
      }
    }
    function Mm(e, t) {
      xm.M(e, t);
      var n = wm;
      if (n && e) {
        var r = zt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = E({ src: e, async: !0, type: `module` }, t)),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement(`script`)),
            Bt(a),
            np(a, `link`, e),
            n.head.appendChild(a)),
          (a = { type: `script`, instance: a, count: 1, state: null }),
          r.set(i, a));
      }
    }
    function Nm(e, t, n, r) {
      var i = (i = De.current) ? bm(i) : null;
      if (!i) throw Error(o(446));
      switch (e) {
        case `meta`:
        case `title`:
          return null;
        case `style`:
          return typeof n.precedence == `string` && typeof n.href == `string`
            ? ((n = Pm(n.href)),
              (t = zt(i).hoistableStyles),
              (r = t.get(n)),
              r || ((r = { type: `style`, instance: null, count: 0, state: null }), t.set(n, r)),
              r)
            : { type: `void`, instance: null, count: 0, state: null };
        case `link`:
          if (n.rel === `stylesheet` && typeof n.href == `string` && typeof n.precedence == `string`) {
            e = Pm(n.href);
            var a = zt(i).hoistableStyles,
              s = a.get(e);
            if (
              (s ||
                ((i = i.ownerDocument || i),
                (s = { type: `stylesheet`, instance: null, count: 0, state: { loading: 0, preload: null } }),
                a.set(e, s),
                (a = i.querySelector(Fm(e)))
                  ? a._p || ((s.instance = a), (s.state.loading = 5))
                  : ((a = vm.get(e)),
                    a ||
                      ((a = {
                        rel: `preload`,
                        as: `style`,
                        href: n.href,
                        crossOrigin: n.crossOrigin,
                        integrity: n.integrity,
                        media: n.media,
                        hrefLang: n.hrefLang,
                        referrerPolicy: n.referrerPolicy,
                      }),
                      vm.set(e, a)),
                    Lm(i, e, a, s.state))),
              t && r === null)
            )
              throw Error(o(528, ``));
            return s;
          }
          if (t && r !== null) throw Error(o(529, ``));
          return null;
        case `script`:
          return (
            (t = n.async),
            (n = n.src),
            typeof n == `string` && t && typeof t != `function` && typeof t != `symbol`
              ? ((n = Rm(n)),
                (t = zt(i).hoistableScripts),
                (r = t.get(n)),
                r || ((r = { type: `script`, instance: null, count: 0, state: null }), t.set(n, r)),
                r)
              : { type: `void`, instance: null, count: 0, state: null }
          );
        default:
          throw Error(o(444, e));
      }
    }
    function Pm(e) {
      return `href="` + sn(e) + `"`;
    }
    function Fm(e) {
      return `link[rel="stylesheet"][` + e + `]`;
    }
    function Im(e) {
      return E({}, e, { 'data-precedence': e.precedence, precedence: null });
    }
    function Lm(e, t, n, r) {
      if ((t = e.querySelector(`link[rel="preload"][as="style"][` + t + `]`))) {
        if (!0 !== t[Pt]) {
          r.loading = 1;
          return;
        }
      } else
        (t = e.createElement(`link`)),
          (t[Pt] = !0),
          (t.onload = t.onerror = Vt.bind(null, t)),
          np(t, `link`, n),
          Bt(t),
          e.head.appendChild(t);
      (r.preload = t),
        t.addEventListener(`load`, () => (r.loading |= 1)),
        t.addEventListener(`error`, () => (r.loading |= 2));
    }
    function Rm(e) {
      return `[src="` + sn(e) + `"]`;
    }
    function zm(e) {
      return `script[async]` + e;
    }
    function Bm(e, t, n) {
      if ((t.count++, t.instance === null))
        switch (t.type) {
          case `style`: {
            var r = e.querySelector(`style[data-href~="` + sn(n.href) + `"]`);
            if (r) return (t.instance = r), Bt(r), r;
            var i = E({}, n, { 'data-href': n.href, 'data-precedence': n.precedence, href: null, precedence: null });
            return (
              (r = (e.ownerDocument || e).createElement(`style`)),
              Bt(r),
              np(r, `style`, i),
              Vm(r, n.precedence, e),
              (t.instance = r)
            );
          }
          case `stylesheet`: {
            i = Pm(n.href);
            var a = e.querySelector(Fm(i));
            if (a) return (t.state.loading |= 4), (t.instance = a), Bt(a), a;
            (r = Im(n)), (i = vm.get(i)) && Hm(r, i), (a = (e.ownerDocument || e).createElement(`link`)), Bt(a);
            var s = a;
            return (
              (s._p = new Promise((e, t) => {
                (s.onload = e), (s.onerror = t);
              })),
              np(a, `link`, r),
              (t.state.loading |= 4),
              Vm(a, n.precedence, e),
              (t.instance = a)
            );
          }
          case `script`:
            return (
              (a = Rm(n.src)),
              (i = e.querySelector(zm(a)))
                ? ((t.instance = i), Bt(i), i)
                : ((r = n),
                  (i = vm.get(a)) && ((r = E({}, n)), Um(r, i)),
                  (e = e.ownerDocument || e),
                  (i = e.createElement(`script`)),
                  Bt(i),
                  np(i, `link`, r),
                  e.head.appendChild(i),
                  (t.instance = i))
            );
          case `void`:
            return null;
          default:
            throw Error(o(443, t.type));
        }
      else
        t.type === `stylesheet` &&
          !(t.state.loading & 4) &&
          ((r = t.instance), (t.state.loading |= 4), Vm(r, n.precedence, e));
      return t.instance;
    }
    function Vm(e, t, n) {
      for (
        var r = n.querySelectorAll(`link[rel="stylesheet"][data-precedence],style[data-precedence]`),
          i = r.length ? r[r.length - 1] : null,
          a = i,
          o = 0;
        o < r.length;
        o++
      ) {
        var s = r[o];
        if (s.dataset.precedence === t) a = s;
        else if (a !== i) break;
      }
      a
        ? a.parentNode.insertBefore(e, a.nextSibling)
        : ((t = n.nodeType === 9 ? n.head : n), t.insertBefore(e, t.firstChild));
    }
    function Hm(e, t) {
      (e.crossOrigin ??= t.crossOrigin), (e.referrerPolicy ??= t.referrerPolicy), (e.title ??= t.title);
    }
    function Um(e, t) {
      (e.crossOrigin ??= t.crossOrigin), (e.referrerPolicy ??= t.referrerPolicy), (e.integrity ??= t.integrity);
    }
    var Wm = null;
    function Gm(e, t, n) {
      if (Wm === null) {
        var r = new Map(),
          i = (Wm = new Map());
        i.set(n, r);
      } else (i = Wm), (r = i.get(n)), r || ((r = new Map()), i.set(n, r));
      if (r.has(e)) return r;
      for (r.set(e, null), n = n.getElementsByTagName(e), i = 0; i < n.length; i++) {
        var a = n[i];
        if (
          !(a[Nt] || a[Et] || (e === `link` && a.getAttribute(`rel`) === `stylesheet`)) &&
          a.namespaceURI !== `http://www.w3.org/2000/svg`
        ) {
          var o = a.getAttribute(t) || ``;
          o = e + o;
          var s = r.get(o);
          s ? s.push(a) : r.set(o, [a]);
        }
      }
      return r;
    }
    function Km(e, t, n) {
      (e = e.ownerDocument || e), e.head.insertBefore(n, t === `title` ? e.querySelector(`head > title`) : null);
    }
    function qm(e, t, n) {
      if (n === 1 || t.itemProp != null) return !1;
      switch (e) {
        case `meta`:
        case `title`:
          return !0;
        case `style`:
          if (typeof t.precedence != `string` || typeof t.href != `string` || t.href === ``) break;
          return !0;
        case `link`:
          if (typeof t.rel != `string` || typeof t.href != `string` || t.href === `` || t.onLoad || t.onError) break;
          switch (t.rel) {
            case `stylesheet`:
              return (e = t.disabled), typeof t.precedence == `string` && e == null;
            default:
              return !0;
          }
        case `script`:
          if (
            t.async &&
            typeof t.async != `function` &&
            typeof t.async != `symbol` &&
            !t.onLoad &&
            !t.onError &&
            t.src &&
            typeof t.src == `string`
          )
            return !0;
      }
      return !1;
    }
    function Jm(e, t) {
      return e === `img` && t.src != null && t.src !== `` && t.onLoad == null && t.loading !== `lazy`;
    }
    function Ym(e) {
      return !(e.type === `stylesheet` && !(e.state.loading & 3));
    }
    function Xm(e) {
      return (e.width || 100) * (e.height || 100) * (typeof devicePixelRatio == `number` ? devicePixelRatio : 1) * 0.25;
    }
    function Zm(e, t) {
      typeof t.decode == `function` &&
        (e.imgCount++,
        t.complete || ((e.imgBytes += Xm(t)), e.suspenseyImages.push(t)),
        (e = rh.bind(e)),
        t.decode().then(e, e));
    }
    function Qm(e, t, n, r) {
      if (
        n.type === `stylesheet` &&
        (typeof r.media != `string` || !1 !== matchMedia(r.media).matches) &&
        !(n.state.loading & 4)
      ) {
        if (n.instance === null) {
          var i = Pm(r.href),
            a = t.querySelector(Fm(i));
          if (a) {
            (t = a._p),
              typeof t == `object` && t && typeof t.then == `function` && (e.count++, (e = nh.bind(e)), t.then(e, e)),
              (n.state.loading |= 4),
              (n.instance = a),
              Bt(a);
            return;
          }
          (a = t.ownerDocument || t), (r = Im(r)), (i = vm.get(i)) && Hm(r, i), (a = a.createElement(`link`)), Bt(a);
          var o = a;
          (o._p = new Promise((e, t) => {
            (o.onload = e), (o.onerror = t);
          })),
            np(a, `link`, r),
            (n.instance = a);
        }
        e.stylesheets === null && (e.stylesheets = new Map()),
          e.stylesheets.set(n, t),
          (t = n.state.preload) &&
            !(n.state.loading & 3) &&
            (e.count++, (n = nh.bind(e)), t.addEventListener(`load`, n), t.addEventListener(`error`, n));
      }
    }
    var $m = 0;
    function eh(e, t) {
      return (
        e.stylesheets && e.count === 0 && ah(e, e.stylesheets),
        0 < e.count || 0 < e.imgCount
          ? (n) => {
              var r = setTimeout(() => {
                if ((e.stylesheets && ah(e, e.stylesheets), e.unsuspend)) {
                  var t = e.unsuspend;
                  (e.unsuspend = null), t();
                }
              }, 6e4 + t);
              0 < e.imgBytes && $m === 0 && ($m = 62500 * op());
              var i = setTimeout(
                () => {
                  if (
                    ((e.waitingForImages = !1), e.count === 0 && (e.stylesheets && ah(e, e.stylesheets), e.unsuspend))
                  ) {
                    var t = e.unsuspend;
                    (e.unsuspend = null), t();
                  }
                },
                (e.imgBytes > $m ? 50 : 800) + t,
              );
              return (
                (e.unsuspend = n),
                () => {
                  (e.unsuspend = null), clearTimeout(r), clearTimeout(i);
                }
              );
            }
          : null
      );
    }
    function th(e) {
      if (e.count === 0 && (e.imgCount === 0 || !e.waitingForImages)) {
        if (e.stylesheets) ah(e, e.stylesheets);
        else if (e.unsuspend) {
          var t = e.unsuspend;
          (e.unsuspend = null), t();
        }
      }
    }
    function nh() {
      this.count--, th(this);
    }
    function rh() {
      this.imgCount--, th(this);
    }
    var ih = null;
    function ah(e, t) {
      (e.stylesheets = null),
        e.unsuspend !== null && (e.count++, (ih = new Map()), t.forEach(oh, e), (ih = null), nh.call(e));
    }
    function oh(e, t) {
      if (!(t.state.loading & 4)) {
        var n = ih.get(e);
        if (n) var r = n.get(null);
        else {
          (n = new Map()), ih.set(e, n);
          for (var i = e.querySelectorAll(`link[data-precedence],style[data-precedence]`), a = 0; a < i.length; a++) {
            var o = i[a];
            (o.nodeName === `LINK` || o.getAttribute(`media`) !== `not all`) &&
              (n.set(o.dataset.precedence, o), (r = o));
          }
          r && n.set(null, r);
        }
        (i = t.instance),
          (o = i.getAttribute(`data-precedence`)),
          (a = n.get(o) || r),
          a === r && n.set(null, i),
          n.set(o, i),
          this.count++,
          (r = nh.bind(this)),
          i.addEventListener(`load`, r),
          i.addEventListener(`error`, r),
          a
            ? a.parentNode.insertBefore(i, a.nextSibling)
            : ((e = e.nodeType === 9 ? e.head : e), e.insertBefore(i, e.firstChild)),
          (t.state.loading |= 4);
      }
    }
    var sh = { $$typeof: ie, Provider: null, Consumer: null, _currentValue: be, _currentValue2: be, _threadCount: 0 };
    function ch(e, t, n, r, i, a, o, s, c) {
      (this.tag = 1),
        (this.containerInfo = e),
        (this.pingCache = this.current = this.pendingChildren = null),
        (this.timeoutHandle = -1),
        (this.callbackNode = this.next = this.pendingContext = this.context = this.cancelPendingCommit = null),
        (this.callbackPriority = 0),
        (this.expirationTimes = ht(-1)),
        (this.entangledLanes =
          this.shellSuspendCounter =
          this.errorRecoveryDisabledLanes =
          this.expiredLanes =
          this.warmLanes =
          this.pingedLanes =
          this.suspendedLanes =
          this.pendingLanes =
            0),
        (this.entanglements = ht(0)),
        (this.hiddenUpdates = ht(null)),
        (this.identifierPrefix = r),
        (this.onUncaughtError = i),
        (this.onCaughtError = a),
        (this.onRecoverableError = o),
        (this.pooledCache = null),
        (this.pooledCacheLanes = 0),
        (this.formState = c),
        (this.transitionTypes = null),
        (this.incompleteTransitions = new Map());
    }
    function lh(e, t, n, r, i, a, o, s, c, l, u, d) {
      return (
        (e = new ch(e, t, n, o, c, l, u, d, s)),
        (t = 1),
        !0 === a && (t |= 24),
        (a = Fi(3, null, null, t)),
        (e.current = a),
        (a.stateNode = e),
        (t = Ma()),
        t.refCount++,
        (e.pooledCache = t),
        t.refCount++,
        (a.memoizedState = { element: r, isDehydrated: n, cache: t }),
        ho(a),
        e
      );
    }
    function uh(e) {
      return e ? ((e = Ni), e) : Ni;
    }
    function dh(e, t, n, r, i, a) {
      (i = uh(i)),
        r.context === null ? (r.context = i) : (r.pendingContext = i),
        (r = _o(t)),
        (r.payload = { element: n }),
        (a = a === void 0 ? null : a),
        a !== null && (r.callback = a),
        (n = vo(e, r, t)),
        n !== null && (Pd(n, e, t), yo(n, e, t));
    }
    function fh(e, t) {
      if (((e = e.memoizedState), e !== null && e.dehydrated !== null)) {
        var n = e.retryLane;
        e.retryLane = n !== 0 && n < t ? n : t;
      }
    }
    function ph(e, t) {
      fh(e, t), (e = e.alternate) && fh(e, t);
    }
    function mh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = Ai(e, 67108864);
        t !== null && Pd(t, e, 67108864), ph(e, 67108864);
      }
    }
    function hh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = jd();
        t = xt(t);
        var n = Ai(e, t);
        n !== null && Pd(n, e, t), ph(e, t);
      }
    }
    var gh = !0;
    function _h(e, t, n, r) {
      var i = j.T;
      j.T = null;
      var a = M.p;
      try {
        (M.p = 2), yh(e, t, n, r);
      } finally {
        (M.p = a), (j.T = i);
      }
    }
    function vh(e, t, n, r) {
      var i = j.T;
      j.T = null;
      var a = M.p;
      try {
        (M.p = 8), yh(e, t, n, r);
      } finally {
        (M.p = a), (j.T = i);
      }
    }
    function yh(e, t, n, r) {
      if (gh) {
        var i = bh(r);
        if (i === null) Kf(e, t, r, xh, n), Mh(e, r);
        else if (Ph(i, e, t, n, r)) r.stopPropagation();
        else if ((Mh(e, r), t & 4 && -1 < jh.indexOf(e))) {
          for (; i !== null; ) {
            var a = Lt(i);
            if (a !== null)
              switch (a.tag) {
                case 3:
                  if (((a = a.stateNode), a.current.memoizedState.isDehydrated)) {
                    var o = lt(a.pendingLanes);
                    if (o !== 0) {
                      var s = a;
                      for (s.pendingLanes |= 2, s.entangledLanes |= 2; o; ) {
                        var c = 1 << (31 - nt(o));
                        (s.entanglements[1] |= c), (o &= ~c);
                      }
                      Ef(a), !(K & 6) && ((gd = P() + 500), Df(0, !1));
                    }
                  }
                  break;
                case 31:
                case 13:
                  (s = Ai(a, 2)), s !== null && Pd(s, a, 2), zd(), ph(a, 2);
              }
            if (((a = bh(r)), a === null && Kf(e, t, r, xh, n), a === i)) break;
            i = a;
          }
          i !== null && r.stopPropagation();
        } else Kf(e, t, r, null, n);
      }
    }
    function bh(e) {
      return (e = Cn(e)), Sh(e);
    }
    var xh = null;
    function Sh(e) {
      if (((xh = null), (e = It(e)), e !== null)) {
        var t = l(e);
        if (t === null) e = null;
        else {
          var n = t.tag;
          if (n === 13) {
            if (((e = u(t)), e !== null)) return e;
            e = null;
          } else if (n === 31) {
            if (((e = d(t)), e !== null)) return e;
            e = null;
          } else if (n === 3) {
            if (t.stateNode.current.memoizedState.isDehydrated) return t.tag === 3 ? t.stateNode.containerInfo : null;
            e = null;
          } else t !== e && (e = null);
        }
      }
      return (xh = e), null;
    }
    function Ch(e) {
      switch (e) {
        case `beforetoggle`:
        case `cancel`:
        case `click`:
        case `close`:
        case `contextmenu`:
        case `copy`:
        case `cut`:
        case `auxclick`:
        case `dblclick`:
        case `dragend`:
        case `dragstart`:
        case `drop`:
        case `focusin`:
        case `focusout`:
        case `input`:
        case `invalid`:
        case `keydown`:
        case `keypress`:
        case `keyup`:
        case `mousedown`:
        case `mouseup`:
        case `paste`:
        case `pause`:
        case `play`:
        case `pointercancel`:
        case `pointerdown`:
        case `pointerup`:
        case `ratechange`:
        case `reset`:
        case `seeked`:
        case `submit`:
        case `toggle`:
        case `touchcancel`:
        case `touchend`:
        case `touchstart`:
        case `volumechange`:
        case `change`:
        case `selectionchange`:
        case `textInput`:
        case `compositionstart`:
        case `compositionend`:
        case `compositionupdate`:
        case `beforeblur`:
        case `afterblur`:
        case `beforeinput`:
        case `blur`:
        case `fullscreenchange`:
        case `fullscreenerror`:
        case `focus`:
        case `hashchange`:
        case `popstate`:
        case `select`:
        case `selectstart`:
          return 2;
        case `drag`:
        case `dragenter`:
        case `dragexit`:
        case `dragleave`:
        case `dragover`:
        case `mousemove`:
        case `mouseout`:
        case `mouseover`:
        case `pointermove`:
        case `pointerout`:
        case `pointerover`:
        case `resize`:
        case `scroll`:
        case `touchmove`:
        case `wheel`:
        case `mouseenter`:
        case `mouseleave`:
        case `pointerenter`:
        case `pointerleave`:
          return 8;
        case `message`:
          switch (Ge()) {
            case Ke:
              return 2;
            case qe:
              return 8;
            case Je:
            case Ye:
              return 32;
            case Xe:
              return 268435456;
            default:
              return 32;
          }
        default:
          return 32;
      }
    }
    var wh = !1,
      Th = null,
      Eh = null,
      Dh = null,
      Oh = new Map(),
      kh = new Map(),
      Ah = [],
      jh =
        `mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset`.split(
          ` `,
        );
    function Mh(e, t) {
      switch (e) {
        case `focusin`:
        case `focusout`:
          Th = null;
          break;
        case `dragenter`:
        case `dragleave`:
          Eh = null;
          break;
        case `mouseover`:
        case `mouseout`:
          Dh = null;
          break;
        case `pointerover`:
        case `pointerout`:
          Oh.delete(t.pointerId);
          break;
        case `gotpointercapture`:
        case `lostpointercapture`:
          kh.delete(t.pointerId);
      }
    }
    function Nh(e, t, n, r, i, a) {
      return e === null || e.nativeEvent !== a
        ? ((e = { blockedOn: t, domEventName: n, eventSystemFlags: r, nativeEvent: a, targetContainers: [i] }),
          t !== null && ((t = Lt(t)), t !== null && mh(t)),
          e)
        : ((e.eventSystemFlags |= r), (t = e.targetContainers), i !== null && t.indexOf(i) === -1 && t.push(i), e);
    }
    function Ph(e, t, n, r, i) {
      switch (t) {
        case `focusin`:
          return (Th = Nh(Th, e, t, n, r, i)), !0;
        case `dragenter`:
          return (Eh = Nh(Eh, e, t, n, r, i)), !0;
        case `mouseover`:
          return (Dh = Nh(Dh, e, t, n, r, i)), !0;
        case `pointerover`: {
          var a = i.pointerId;
          return Oh.set(a, Nh(Oh.get(a) || null, e, t, n, r, i)), !0;
        }
        case `gotpointercapture`:
          return (a = i.pointerId), kh.set(a, Nh(kh.get(a) || null, e, t, n, r, i)), !0;
      }
      return !1;
    }
    function Fh(e) {
      var t = It(e.target);
      if (t !== null) {
        var n = l(t);
        if (n !== null) {
          if (((t = n.tag), t === 13)) {
            if (((t = u(n)), t !== null)) {
              (e.blockedOn = t),
                wt(e.priority, () => {
                  hh(n);
                });
              return;
            }
          } else if (t === 31) {
            if (((t = d(n)), t !== null)) {
              (e.blockedOn = t),
                wt(e.priority, () => {
                  hh(n);
                });
              return;
            }
          } else if (t === 3 && n.stateNode.current.memoizedState.isDehydrated) {
            e.blockedOn = n.tag === 3 ? n.stateNode.containerInfo : null;
            return;
          }
        }
      }
      e.blockedOn = null;
    }
    function Ih(e) {
      if (e.blockedOn !== null) return !1;
      for (var t = e.targetContainers; 0 < t.length; ) {
        var n = bh(e.nativeEvent);
        if (n === null) {
          n = e.nativeEvent;
          var r = new n.constructor(n.type, n);
          (Sn = r), n.target.dispatchEvent(r), (Sn = null);
        } else return (t = Lt(n)), t !== null && mh(t), (e.blockedOn = n), !1;
        t.shift();
      }
      return !0;
    }
    function Lh(e, t, n) {
      Ih(e) && n.delete(t);
    }
    function Rh() {
      (wh = !1),
        Th !== null && Ih(Th) && (Th = null),
        Eh !== null && Ih(Eh) && (Eh = null),
        Dh !== null && Ih(Dh) && (Dh = null),
        Oh.forEach(Lh),
        kh.forEach(Lh);
    }
    function zh(e, n) {
      e.blockedOn === n &&
        ((e.blockedOn = null), wh || ((wh = !0), t.unstable_scheduleCallback(t.unstable_NormalPriority, Rh)));
    }
    var Bh = null;
    function Vh(e) {
      Bh !== e &&
        ((Bh = e),
        t.unstable_scheduleCallback(t.unstable_NormalPriority, () => {
          Bh === e && (Bh = null);
          for (var t = 0; t < e.length; t += 3) {
            var n = e[t],
              r = e[t + 1],
              i = e[t + 2];
            if (typeof r != `function`) {
              if (Sh(r || n) === null) continue;
              break;
            }
            var a = Lt(n);
            a !== null &&
              (e.splice(t, 3), (t -= 3), tc(a, { pending: !0, data: i, method: n.method, action: r }, r, i));
          }
        }));
    }
    function Hh(e) {
      function t(t) {
        return zh(t, e);
      }
      Th !== null && zh(Th, e), Eh !== null && zh(Eh, e), Dh !== null && zh(Dh, e), Oh.forEach(t), kh.forEach(t);
      for (var n = 0; n < Ah.length; n++) {
        var r = Ah[n];
        r.blockedOn === e && (r.blockedOn = null);
      }
      for (; 0 < Ah.length && ((n = Ah[0]), n.blockedOn === null); ) Fh(n), n.blockedOn === null && Ah.shift();
      if (((n = (e.ownerDocument || e).$$reactFormReplay), n != null))
        for (r = 0; r < n.length; r += 3) {
          var i = n[r],
            a = n[r + 1],
            o = i[Dt] || null;
          if (typeof a == `function`) o || Vh(n);
          else if (o) {
            var s = null;
            if (a && a.hasAttribute(`formAction`)) {
              if (((i = a), (o = a[Dt] || null))) s = o.formAction;
              else if (Sh(i) !== null) continue;
            } else s = o.action;
            typeof s == `function` ? (n[r + 1] = s) : (n.splice(r, 3), (r -= 3)), Vh(n);
          }
        }
    }
    function Uh() {
      function e(e) {
        e.canIntercept &&
          e.info === `react-transition` &&
          e.intercept({ handler: () => new Promise((e) => (i = e)), focusReset: `manual`, scroll: `manual` });
      }
      function t() {
        i !== null && (i(), (i = null)), r || setTimeout(n, 20);
      }
      function n() {
        if (!r && !navigation.transition) {
          var e = navigation.currentEntry;
          e &&
            e.url != null &&
            navigation.navigate(e.url, { state: e.getState(), info: `react-transition`, history: `replace` });
        }
      }
      if (typeof navigation == `object`) {
        var r = !1,
          i = null;
        return (
          navigation.addEventListener(`navigate`, e),
          navigation.addEventListener(`navigatesuccess`, t),
          navigation.addEventListener(`navigateerror`, t),
          setTimeout(n, 100),
          () => {
            (r = !0),
              navigation.removeEventListener(`navigate`, e),
              navigation.removeEventListener(`navigatesuccess`, t),
              navigation.removeEventListener(`navigateerror`, t),
              i !== null && (i(), (i = null));
          }
        );
      }
    }
    function Wh(e) {
      this._internalRoot = e;
    }
    (Gh.prototype.render = Wh.prototype.render =
      function (e) {
        var t = this._internalRoot;
        if (t === null) throw Error(o(409));
        var n = t.current;
        dh(n, jd(), e, t, null, null);
      }),
      (Gh.prototype.unmount = Wh.prototype.unmount =
        function () {
          var e = this._internalRoot;
          if (e !== null) {
            this._internalRoot = null;
            var t = e.containerInfo;
            dh(e.current, 2, null, e, null, null), zd(), (t[Ot] = null);
          }
        });
    function Gh(e) {
      this._internalRoot = e;
    }
    Gh.prototype.unstable_scheduleHydration = (e) => {
      if (e) {
        var t = Ct();
        e = { blockedOn: null, target: e, priority: t };
        for (var n = 0; n < Ah.length && t !== 0 && t < Ah[n].priority; n++);
        Ah.splice(n, 0, e), n === 0 && Fh(e);
      }
    };
    var Kh = n.version;
    if (Kh !== `19.3.1`) throw Error(o(527, Kh, `19.3.1`));
    M.findDOMNode = (e) => {
      var t = e._reactInternals;
      if (t === void 0)
        throw typeof e.render == `function` ? Error(o(188)) : ((e = Object.keys(e).join(`,`)), Error(o(268, e)));
      return (e = p(t)), (e = e === null ? null : m(e)), (e = e === null ? null : e.stateNode), e;
    };
    var qh = {
      bundleType: 0,
      version: `19.3.1`,
      rendererPackageName: `react-dom`,
      currentDispatcherRef: j,
      reconcilerVersion: `19.3.1`,
    };
    if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u`) {
      var Jh = __REACT_DEVTOOLS_GLOBAL_HOOK__;
      if (!Jh.isDisabled && Jh.supportsFiber)
        try {
          ($e = Jh.inject(qh)), (et = Jh);
        } catch {}
    }
    e.createRoot = (e, t) => {
      if (!c(e)) throw Error(o(299));
      var n = !1,
        r = ``,
        i = wc,
        a = Tc,
        s = Ec;
      return (
        t != null &&
          (!0 === t.unstable_strictMode && (n = !0),
          t.identifierPrefix !== void 0 && (r = t.identifierPrefix),
          t.onUncaughtError !== void 0 && (i = t.onUncaughtError),
          t.onCaughtError !== void 0 && (a = t.onCaughtError),
          t.onRecoverableError !== void 0 && (s = t.onRecoverableError)),
        (t = lh(e, 1, !1, null, null, n, r, null, i, a, s, Uh)),
        (e[Ot] = t.current),
        Wf(e),
        new Wh(t)
      );
    };
  }),
  l = t((e, t) => {
    function n() {
      if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u` && typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == `function`)
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    n(), (t.exports = c());
  }),
  u = e(r(), 1),
  d = (e) => {
    throw TypeError(e);
  },
  f = (e, t, n) => t.has(e) || d(`Cannot ` + n),
  p = (e, t, n) => (f(e, t, `read from private field`), n ? n.call(e) : t.get(e)),
  m = (e, t, n) =>
    t.has(e) ? d(`Cannot add the same private member more than once`) : t instanceof WeakSet ? t.add(e) : t.set(e, n),
  h = (e, t, n, r) => (f(e, t, `write to private field`), r ? r.call(e, n) : t.set(e, n), n),
  g = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i,
  _ = /^[\\/]{2}/;
function v(e, t) {
  return t + e.replace(/\\/g, `/`);
}
var y = `popstate`;
function b(e) {
  return typeof e == `object` && !!e && `pathname` in e && `search` in e && `hash` in e && `state` in e && `key` in e;
}
function x(e = {}) {
  function t(e, t) {
    const n = t.state?.masked,
      { pathname: r, search: i, hash: a } = n || e.location;
    return ee(
      ``,
      { pathname: r, search: i, hash: a },
      (t.state && t.state.usr) || null,
      (t.state && t.state.key) || `default`,
      n ? { pathname: e.location.pathname, search: e.location.search, hash: e.location.hash } : void 0,
    );
  }
  function n(e, t) {
    return typeof t == `string` ? t : E(t);
  }
  return O(t, n, null, e);
}
function S(e, t) {
  if (e === !1 || e == null) throw Error(t);
}
function C(e, t) {
  if (!e) {
    typeof console < `u` && console.warn(t);
    try {
      throw Error(t);
    } catch {}
  }
}
function w() {
  return Math.random().toString(36).substring(2, 10);
}
function T(e, t) {
  return {
    usr: e.state,
    key: e.key,
    idx: t,
    masked: e.mask ? { pathname: e.pathname, search: e.search, hash: e.hash } : void 0,
  };
}
function ee(e, t, n = null, r, i) {
  return {
    pathname: typeof e == `string` ? e : e.pathname,
    search: ``,
    hash: ``,
    ...(typeof t == `string` ? D(t) : t),
    state: n,
    key: (t && t.key) || r || w(),
    mask: i,
  };
}
function E({ pathname: e = `/`, search: t = ``, hash: n = `` }) {
  return (
    t && t !== `?` && (e += t.charAt(0) === `?` ? t : `?` + t),
    n && n !== `#` && (e += n.charAt(0) === `#` ? n : `#` + n),
    e
  );
}
function D(e) {
  const t = {};
  if (e) {
    const n = e.indexOf(`#`);
    n >= 0 && ((t.hash = e.substring(n)), (e = e.substring(0, n)));
    const r = e.indexOf(`?`);
    r >= 0 && ((t.search = e.substring(r)), (e = e.substring(0, r))), e && (t.pathname = e);
  }
  return t;
}
function O(e, t, n, r = {}) {
  let { window: i = document.defaultView, v5Compat: a = !1 } = r,
    o = i.history,
    s = `POP`,
    c = null,
    l = u();
  l ?? ((l = 0), o.replaceState({ ...o.state, idx: l }, ``));
  function u() {
    return (o.state || { idx: null }).idx;
  }
  function d() {
    s = `POP`;
    const e = u(),
      t = e == null ? null : e - l;
    (l = e), c && c({ action: s, location: h.location, delta: t });
  }
  function f(e, t) {
    s = `PUSH`;
    const r = b(e) ? e : ee(h.location, e, t);
    n && n(r, e), (l = u() + 1);
    const d = T(r, l),
      f = h.createHref(r.mask || r);
    try {
      o.pushState(d, ``, f);
    } catch (e) {
      if (e instanceof DOMException && e.name === `DataCloneError`) throw e;
      i.location.assign(f);
    }
    a && c && c({ action: s, location: h.location, delta: 1 });
  }
  function p(e, t) {
    s = `REPLACE`;
    const r = b(e) ? e : ee(h.location, e, t);
    n && n(r, e), (l = u());
    const i = T(r, l),
      d = h.createHref(r.mask || r);
    o.replaceState(i, ``, d), a && c && c({ action: s, location: h.location, delta: 0 });
  }
  function m(e) {
    return te(i, e);
  }
  const h = {
    get action() {
      return s;
    },
    get location() {
      return e(i, o);
    },
    listen(e) {
      if (c) throw Error(`A history only accepts one active listener`);
      return (
        i.addEventListener(y, d),
        (c = e),
        () => {
          i.removeEventListener(y, d), (c = null);
        }
      );
    },
    createHref(e) {
      return t(i, e);
    },
    createURL: m,
    encodeLocation(e) {
      const t = m(e);
      return { pathname: t.pathname, search: t.search, hash: t.hash };
    },
    push: f,
    replace: p,
    go(e) {
      return o.go(e);
    },
  };
  return h;
}
function te(e, t, n = !1) {
  let r = `http://localhost`;
  e && (r = e.location.origin === `null` ? e.location.href : e.location.origin),
    S(r, `No window.location.(origin|href) available to create URL`);
  let i = typeof t == `string` ? t : E(t);
  return (i = i.replace(/ $/, `%20`)), !n && _.test(i) && (i = r + i), new URL(i, r);
}
var k,
  ne = class {
    constructor(e) {
      if ((m(this, k, new Map()), e)) for (const [t, n] of e) this.set(t, n);
    }
    get(e) {
      if (p(this, k).has(e)) return p(this, k).get(e);
      if (e.defaultValue !== void 0) return e.defaultValue;
      throw Error(`No value found for context`);
    }
    set(e, t) {
      p(this, k).set(e, t);
    }
  };
k = new WeakMap();
var re = new Set([`lazy`, `caseSensitive`, `path`, `id`, `index`, `children`]);
function A(e) {
  return re.has(e);
}
var ie = new Set([`lazy`, `caseSensitive`, `path`, `id`, `index`, `middleware`, `children`]);
function ae(e) {
  return ie.has(e);
}
function oe(e) {
  return e.index === !0;
}
function se(e, t, n = [], r = {}, i = !1) {
  return e.map((e, a) => {
    const o = [...n, String(a)],
      s = typeof e.id == `string` ? e.id : o.join(`-`);
    if (
      (S(e.index !== !0 || !e.children, `Cannot specify children on an index route`),
      S(
        i || !r[s],
        `Found a route id collision on id "${s}".  Route id's must be globally unique within Data Router usages`,
      ),
      oe(e))
    ) {
      const n = { ...e, id: s };
      return (r[s] = ce(n, t(n))), n;
    }
    {
      const n = { ...e, id: s, children: void 0 };
      return (r[s] = ce(n, t(n))), e.children && (n.children = se(e.children, t, o, r, i)), n;
    }
  });
}
function ce(e, t) {
  return Object.assign(e, {
    ...t,
    ...(typeof t.lazy == `object` && t.lazy != null ? { lazy: { ...e.lazy, ...t.lazy } } : {}),
  });
}
function le(e, t, n = `/`) {
  return ue(e, t, n, !1);
}
function ue(e, t, n, r, i) {
  const a = De((typeof t == `string` ? D(t) : t).pathname || `/`, n);
  if (a == null) return null;
  let o = i ?? fe(e),
    s = null,
    c = Ee(a);
  for (let e = 0; s == null && e < o.length; ++e) s = Ce(o[e], c, r);
  return s;
}
function de(e, t) {
  const { route: n, pathname: r, params: i } = e;
  return { id: n.id, pathname: r, params: i, data: t[n.id], loaderData: t[n.id], handle: n.handle };
}
function fe(e) {
  const t = pe(e);
  return he(t), t;
}
function pe(e, t = [], n = [], r = ``, i = !1) {
  const a = (e, a, o = i, s) => {
    const c = {
      relativePath: s === void 0 ? e.path || `` : s,
      caseSensitive: e.caseSensitive === !0,
      childrenIndex: a,
      route: e,
    };
    if (c.relativePath.startsWith(`/`)) {
      if (!c.relativePath.startsWith(r) && o) return;
      S(
        c.relativePath.startsWith(r),
        `Absolute route path "${c.relativePath}" nested under path "${r}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`,
      ),
        (c.relativePath = c.relativePath.slice(r.length));
    }
    const l = Le([r, c.relativePath]),
      u = n.concat(c);
    e.children &&
      e.children.length > 0 &&
      (S(
        e.index !== !0,
        `Index routes must not have child routes. Please remove all child routes from route path "${l}".`,
      ),
      pe(e.children, t, u, l, o)),
      (e.path != null || e.index) &&
        t.push({
          path: l,
          score: xe(l, e.index),
          routesMeta: u.map((e, t) => {
            const [n, r] = Te(e.relativePath, e.caseSensitive, t === u.length - 1);
            return { ...e, matcher: n, compiledParams: r };
          }),
        });
  };
  return (
    e.forEach((e, t) => {
      if (e.path === `` || !e.path?.includes(`?`)) a(e, t);
      else for (const n of me(e.path)) a(e, t, !0, n);
    }),
    t
  );
}
function me(e) {
  const t = e.split(`/`);
  if (t.length === 0) return [];
  const [n, ...r] = t,
    i = n.endsWith(`?`),
    a = n.replace(/\?$/, ``);
  if (r.length === 0) return i ? [a, ``] : [a];
  const o = me(r.join(`/`)),
    s = [];
  return (
    s.push(...o.map((e) => (e === `` ? a : [a, e].join(`/`)))),
    i && s.push(...o),
    s.map((t) => (e.startsWith(`/`) && t === `` ? `/` : t))
  );
}
function he(e) {
  e.sort((e, t) =>
    e.score === t.score
      ? Se(
          e.routesMeta.map((e) => e.childrenIndex),
          t.routesMeta.map((e) => e.childrenIndex),
        )
      : t.score - e.score,
  );
}
var ge = /^:[\w-]+$/,
  _e = 3,
  ve = 2,
  ye = 1,
  j = 10,
  M = -2,
  be = (e) => e === `*`;
function xe(e, t) {
  let n = e.split(`/`),
    r = n.length;
  return (
    n.some(be) && (r += M),
    t && (r += ve),
    n.filter((e) => !be(e)).reduce((e, t) => e + (ge.test(t) ? _e : t === `` ? ye : j), r)
  );
}
function Se(e, t) {
  return e.length === t.length && e.slice(0, -1).every((e, n) => e === t[n]) ? e[e.length - 1] - t[t.length - 1] : 0;
}
function Ce(e, t, n = !1) {
  let { routesMeta: r } = e,
    i = {},
    a = `/`,
    o = [];
  for (let e = 0; e < r.length; ++e) {
    let s = r[e],
      c = e === r.length - 1,
      l = a === `/` ? t : t.slice(a.length) || `/`,
      u = { path: s.relativePath, caseSensitive: s.caseSensitive, end: c },
      d = s.matcher && s.compiledParams ? N(u, l, s.matcher, s.compiledParams) : we(u, l),
      f = s.route;
    if (
      (!d &&
        c &&
        n &&
        !r[r.length - 1].route.index &&
        (d = we({ path: s.relativePath, caseSensitive: s.caseSensitive, end: !1 }, l)),
      !d)
    )
      return null;
    Object.assign(i, d.params),
      o.push({ params: i, pathname: Le([a, d.pathname]), pathnameBase: ze(Le([a, d.pathnameBase])), route: f }),
      d.pathnameBase !== `/` && (a = Le([a, d.pathnameBase]));
  }
  return o;
}
function we(e, t) {
  typeof e == `string` && (e = { path: e, caseSensitive: !1, end: !0 });
  const [n, r] = Te(e.path, e.caseSensitive, e.end);
  return N(e, t, n, r);
}
function N(e, t, n, r) {
  const i = t.match(n);
  if (!i) return null;
  let a = i[0],
    o = Re(a, 1),
    s = i.slice(1);
  return {
    params: r.reduce((e, { paramName: t, isOptional: n }, r) => {
      if (t === `*`) {
        const e = s[r] || ``;
        o = Re(a.slice(0, a.length - e.length), 1);
      }
      const i = s[r];
      return (e[t] = n && !i ? void 0 : (i || ``).replace(/%2F/g, `/`)), e;
    }, {}),
    pathname: a,
    pathnameBase: o,
    pattern: e,
  };
}
function Te(e, t = !1, n = !0) {
  C(
    e === `*` || !e.endsWith(`*`) || e.endsWith(`/*`),
    `Route path "${e}" will be treated as if it were "${e.replace(/\*$/, `/*`)}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${e.replace(/\*$/, `/*`)}".`,
  );
  let r = [],
    i =
      `^` +
      e
        .replace(/\/*\*?$/, ``)
        .replace(/^\/*/, `/`)
        .replace(/[\\.*+^${}|()[\]]/g, `\\$&`)
        .replace(/\/:([\w-]+)(\?)?/g, (e, t, n, i, a) => {
          if ((r.push({ paramName: t, isOptional: n != null }), n)) {
            const t = a.charAt(i + e.length);
            return t && t !== `/` ? `/([^\\/]*)` : `(?:/([^\\/]*))?`;
          }
          return `/([^\\/]+)`;
        })
        .replace(/\/([\w-]+)\?(\/|$)/g, `(/$1)?$2`);
  return (
    e.endsWith(`*`)
      ? (r.push({ paramName: `*` }), (i += e === `*` || e === `/*` ? `(.*)$` : `(?:\\/(.+)|\\/*)$`))
      : n
        ? (i += `\\/*$`)
        : e !== `` && e !== `/` && (i += `(?:(?=\\/|$))`),
    [new RegExp(i, t ? void 0 : `i`), r]
  );
}
function Ee(e) {
  try {
    return e
      .split(`/`)
      .map((e) => decodeURIComponent(e).replace(/\//g, `%2F`))
      .join(`/`);
  } catch (t) {
    return (
      C(
        !1,
        `The URL path "${e}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${t}).`,
      ),
      e
    );
  }
}
function De(e, t) {
  if (t === `/`) return e;
  if (!e.toLowerCase().startsWith(t.toLowerCase())) return null;
  const n = t.endsWith(`/`) ? t.length - 1 : t.length,
    r = e.charAt(n);
  return r && r !== `/` ? null : e.slice(n) || `/`;
}
function Oe({ basename: e, pathname: t }) {
  return t === `/` ? e : Le([e, t]);
}
var ke = (e) => g.test(e);
function Ae(e, t = `/`) {
  let { pathname: n, search: r = ``, hash: i = `` } = typeof e == `string` ? D(e) : e,
    a;
  return (
    n ? ((n = Ie(n)), (a = n.startsWith(`/`) || n.startsWith(`\\`) ? je(n.substring(1), `/`) : je(n, t))) : (a = t),
    { pathname: a, search: Be(r), hash: Ve(i) }
  );
}
function je(e, t) {
  const n = Re(t).split(`/`);
  return (
    e.split(`/`).forEach((e) => {
      e === `..` ? n.length > 1 && n.pop() : e !== `.` && n.push(e);
    }),
    n.length > 1 ? n.join(`/`) : `/`
  );
}
function Me(e, t, n, r) {
  return `Cannot include a '${e}' character in a manually specified \`to.${t}\` field [${JSON.stringify(r)}].  Please separate it out to the \`to.${n}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function Ne(e) {
  return e.filter((e, t) => t === 0 || (e.route.path && e.route.path.length > 0));
}
function Pe(e) {
  const t = Ne(e);
  return t.map((e, n) => (n === t.length - 1 ? e.pathname : e.pathnameBase));
}
function Fe(e, t, n, r = !1) {
  let i;
  typeof e == `string`
    ? (i = D(e))
    : ((i = { ...e }),
      S(!i.pathname || !i.pathname.includes(`?`), Me(`?`, `pathname`, `search`, i)),
      S(!i.pathname || !i.pathname.includes(`#`), Me(`#`, `pathname`, `hash`, i)),
      S(!i.search || !i.search.includes(`#`), Me(`#`, `search`, `hash`, i)));
  let a = e === `` || i.pathname === ``,
    o = a ? `/` : i.pathname,
    s;
  if (o == null) s = n;
  else {
    let e = t.length - 1;
    if (!r && o.startsWith(`..`)) {
      const t = o.split(`/`);
      for (; t[0] === `..`; ) t.shift(), --e;
      i.pathname = t.join(`/`);
    }
    s = e >= 0 ? t[e] : `/`;
  }
  const c = Ae(i, s),
    l = o && o !== `/` && o.endsWith(`/`),
    u = (a || o === `.`) && n.endsWith(`/`);
  return !c.pathname.endsWith(`/`) && (l || u) && (c.pathname += `/`), c;
}
var Ie = (e) => e.replace(/[\\/]{2,}/g, `/`),
  Le = (e) => Ie(e.join(`/`));
function Re(e, t = 0) {
  let n = e.length;
  for (; n > t && e.charCodeAt(n - 1) === 47; ) n--;
  return n === e.length ? e : e.slice(0, n);
}
var ze = (e) => Re(e).replace(/^\/*/, `/`),
  Be = (e) => (!e || e === `?` ? `` : e.startsWith(`?`) ? e : `?` + e),
  Ve = (e) => (!e || e === `#` ? `` : e.startsWith(`#`) ? e : `#` + e),
  He = [`EvalError`, `RangeError`, `ReferenceError`, `SyntaxError`, `TypeError`, `URIError`],
  Ue = class {
    constructor(e, t, n, r = !1) {
      (this.status = e),
        (this.statusText = t || ``),
        (this.internal = r),
        n instanceof Error ? ((this.data = n.toString()), (this.error = n)) : (this.data = n);
    }
  };
function We(e) {
  return (
    e != null &&
    typeof e.status == `number` &&
    typeof e.statusText == `string` &&
    typeof e.internal == `boolean` &&
    `data` in e
  );
}
function P(e) {
  return Le(e.map((e) => e.route.path).filter(Boolean)) || `/`;
}
var Ge = typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0;
function Ke(e, t) {
  let n = e;
  if (typeof n != `string` || !g.test(n)) return { absoluteURL: void 0, isExternal: !1, to: n };
  let r = n,
    i = !1;
  if (Ge)
    try {
      const e = new URL(window.location.href),
        r = _.test(n) ? new URL(v(n, e.protocol)) : new URL(n),
        a = De(r.pathname, t);
      r.origin === e.origin && a != null ? (n = a + r.search + r.hash) : (i = !0);
    } catch {
      C(
        !1,
        `<Link to="${n}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`,
      );
    }
  return { absoluteURL: r, isExternal: i, to: n };
}
var qe = Symbol(`Uninstrumented`);
function Je(e, t) {
  const n = {
    lazy: [],
    'lazy.loader': [],
    'lazy.action': [],
    'lazy.middleware': [],
    middleware: [],
    loader: [],
    action: [],
  };
  e.forEach((e) =>
    e({
      id: t.id,
      index: t.index,
      path: t.path,
      instrument(e) {
        const t = Object.keys(n);
        for (const r of t) e[r] && n[r].push(e[r]);
      },
    }),
  );
  const r = {};
  if (typeof t.lazy == `function` && n.lazy.length > 0) {
    const e = Xe(n.lazy, t.lazy, () => void 0);
    e && (r.lazy = e);
  }
  if (typeof t.lazy == `object`) {
    const e = t.lazy;
    [`middleware`, `loader`, `action`].forEach((t) => {
      const i = e[t],
        a = n[`lazy.${t}`];
      if (typeof i == `function` && a.length > 0) {
        const e = Xe(a, i, () => void 0);
        e && (r.lazy = Object.assign(r.lazy || {}, { [t]: e }));
      }
    });
  }
  return (
    [`loader`, `action`].forEach((e) => {
      const i = t[e];
      if (typeof i == `function` && n[e].length > 0) {
        const t = i[qe] ?? i,
          a = Xe(n[e], t, (...e) => Qe(e[0]));
        a && (e === `loader` && t.hydrate === !0 && (a.hydrate = !0), (a[qe] = t), (r[e] = a));
      }
    }),
    t.middleware &&
      t.middleware.length > 0 &&
      n.middleware.length > 0 &&
      (r.middleware = t.middleware.map((e) => {
        const t = e[qe] ?? e,
          r = Xe(n.middleware, t, (...e) => Qe(e[0]));
        return r ? ((r[qe] = t), r) : e;
      })),
    r
  );
}
function Ye(e, t) {
  const n = { navigate: [], fetch: [] };
  if (
    (t.forEach((e) =>
      e({
        instrument(e) {
          const t = Object.keys(e);
          for (const r of t) e[r] && n[r].push(e[r]);
        },
      }),
    ),
    n.navigate.length > 0)
  ) {
    const t = e.navigate[qe] ?? e.navigate,
      r = Xe(n.navigate, t, (...t) => {
        const [n, r] = t;
        return { to: typeof n == `number` || typeof n == `string` ? n : n ? E(n) : `.`, ...$e(e, r ?? {}) };
      });
    r && ((r[qe] = t), (e.navigate = r));
  }
  if (n.fetch.length > 0) {
    const t = e.fetch[qe] ?? e.fetch,
      r = Xe(n.fetch, t, (...t) => {
        const [n, , r, i] = t;
        return { href: r ?? `.`, fetcherKey: n, ...$e(e, i ?? {}) };
      });
    r && ((r[qe] = t), (e.fetch = r));
  }
  return e;
}
function Xe(e, t, n) {
  return e.length === 0
    ? null
    : async (...r) => {
        const i = await Ze(e, n(...r), () => t(...r), e.length - 1);
        if (i.type === `error`) throw i.value;
        return i.value;
      };
}
async function Ze(e, t, n, r) {
  let i = e[r],
    a;
  if (i) {
    let o,
      s = async () => (
        o ? console.error(`You cannot call instrumented handlers more than once`) : (o = Ze(e, t, n, r - 1)),
        (a = await o),
        S(a, `Expected a result`),
        a.type === `error` && a.value instanceof Error
          ? { status: `error`, error: a.value }
          : { status: `success`, error: void 0 }
      );
    try {
      await i(s, t);
    } catch (e) {
      console.error(`An instrumentation function threw an error:`, e);
    }
    o || (await s()), await o;
  } else
    try {
      a = { type: `success`, value: await n() };
    } catch (e) {
      a = { type: `error`, value: e };
    }
  return a || { type: `error`, value: Error(`No result assigned in instrumentation chain.`) };
}
function Qe(e) {
  const { request: t, context: n, params: r, pattern: i } = e;
  return { request: et(t), params: { ...r }, pattern: i, context: tt(n) };
}
function $e(e, t) {
  return {
    currentUrl: E(e.state.location),
    ...(`formMethod` in t ? { formMethod: t.formMethod } : {}),
    ...(`formEncType` in t ? { formEncType: t.formEncType } : {}),
    ...(`formData` in t ? { formData: t.formData } : {}),
    ...(`body` in t ? { body: t.body } : {}),
  };
}
function et(e) {
  return { method: e.method, url: e.url, headers: { get: (...t) => e.headers.get(...t) } };
}
function tt(e) {
  if (rt(e)) {
    const t = { ...e };
    return Object.freeze(t), t;
  }
  return { get: (t) => e.get(t) };
}
var nt = Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);
function rt(e) {
  if (typeof e != `object` || !e) return !1;
  const t = Object.getPrototypeOf(e);
  return t === Object.prototype || t === null || Object.getOwnPropertyNames(t).sort().join(`\0`) === nt;
}
var it = new URL(`http://localhost`);
function at(e) {
  if (e.createURL) return e.createURL(`/`);
  try {
    return new URL(e.createHref(`/`), it);
  } catch {
    return it;
  }
}
function ot(e, t) {
  return e.origin === t.origin && (e.origin !== `null` || (e.protocol === t.protocol && e.host === t.host));
}
function st(e, t) {
  if (e.startsWith(`//`)) return !0;
  const n = t.protocol.toLowerCase();
  return e.toLowerCase().startsWith(n) ? t.host === `` || e.slice(n.length).startsWith(`//`) : !1;
}
function ct(e, t, n, r) {
  let i = null;
  try {
    i = e == null ? null : new URL(e, n);
  } catch {}
  const a = new URL(t, n),
    o = i != null && !ot(i, n),
    s = !ot(a, n);
  if (r === `reject`) {
    if (o || s) throw Error(`External navigation is not allowed`);
  } else if (s && (i == null || !st(e, i) || !ot(i, a))) throw Error(`External navigation is not allowed`);
}
var lt = [`POST`, `PUT`, `PATCH`, `DELETE`],
  ut = new Set(lt),
  dt = [`GET`, ...lt],
  ft = new Set(dt),
  pt = new Set([301, 302, 303, 307, 308]),
  mt = new Set([307, 308]),
  ht = {
    state: `idle`,
    location: void 0,
    matches: void 0,
    historyAction: void 0,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
  },
  gt = {
    state: `idle`,
    data: void 0,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
  },
  _t = { state: `unblocked`, proceed: void 0, reset: void 0, location: void 0 },
  vt = (e) => ({ hasErrorBoundary: !!e.hasErrorBoundary }),
  yt = `remix-router-transitions`,
  bt = Symbol(`ResetLoaderData`),
  xt,
  St,
  Ct,
  wt,
  Tt = class {
    constructor(e) {
      m(this, xt), m(this, St), m(this, Ct), m(this, wt), h(this, xt, e), h(this, St, fe(e));
    }
    get stableRoutes() {
      return p(this, xt);
    }
    get activeRoutes() {
      return p(this, Ct) ?? p(this, xt);
    }
    get branches() {
      return p(this, wt) ?? p(this, St);
    }
    get hasHMRRoutes() {
      return p(this, Ct) != null;
    }
    setRoutes(e) {
      h(this, xt, e), h(this, St, fe(e));
    }
    setHmrRoutes(e) {
      h(this, Ct, e), h(this, wt, fe(e));
    }
    commitHmrRoutes() {
      p(this, Ct) && (h(this, xt, p(this, Ct)), h(this, St, p(this, wt)), h(this, Ct, void 0), h(this, wt, void 0));
    }
  };
(xt = new WeakMap()), (St = new WeakMap()), (Ct = new WeakMap()), (wt = new WeakMap());
function Et(e) {
  const t = e.window ? e.window : typeof window < `u` ? window : void 0,
    n = t !== void 0 && t.document !== void 0 && t.document.createElement !== void 0;
  S(e.routes.length > 0, `You must provide a non-empty routes array to createRouter`);
  let r = e.hydrationRouteProperties || [],
    i = e.mapRouteProperties || vt,
    a = i;
  if (e.instrumentations) {
    const t = e.instrumentations;
    a = (e) => ({ ...i(e), ...Je(t.map((e) => e.route).filter(Boolean), e) });
  }
  let o = {},
    s = new Tt(se(e.routes, a, void 0, o)),
    c = e.basename || `/`;
  c.startsWith(`/`) || (c = `/${c}`);
  let l = e.dataStrategy || Ut,
    u = { ...e.future },
    d = null,
    f = new Set(),
    p = null,
    m = null,
    h = null,
    g = null,
    v = e.hydrationData != null,
    y = ue(s.activeRoutes, e.history.location, c, !1, s.branches),
    b = !1,
    x = null,
    w,
    T;
  if (y == null && !e.patchRoutesOnNavigation) {
    const t = mn(404, { pathname: e.history.location.pathname }),
      { matches: n, route: r } = pn(s.activeRoutes);
    (w = !0), (T = !w), (y = n), (x = { [r.id]: t });
  } else if ((y && !e.hydrationData && ft(y, s.activeRoutes, e.history.location.pathname).active && (y = null), !y)) {
    (w = !1), (T = !w), (y = []);
    const t = ft(null, s.activeRoutes, e.history.location.pathname);
    t.active && t.matches && ((b = !0), (y = t.matches));
  } else if (y.some((e) => e.route.lazy)) (w = !1), (T = !w);
  else if (!y.some((e) => jt(e.route))) (w = !0), (T = !w);
  else {
    let t = e.hydrationData ? e.hydrationData.loaderData : null,
      n = e.hydrationData ? e.hydrationData.errors : null,
      r = y;
    if (n) {
      const e = y.findIndex((e) => n[e.route.id] !== void 0);
      r = r.slice(0, e + 1);
    }
    (T = !1),
      (w = !0),
      r.forEach((e) => {
        const r = Mt(e.route, t, n);
        (T ||= r.renderFallback), (w &&= !r.shouldLoad);
      });
  }
  let O,
    k = {
      historyAction: e.history.action,
      location: e.history.location,
      matches: y,
      initialized: w,
      renderFallback: T,
      navigation: ht,
      restoreScrollPosition: e.hydrationData == null && null,
      preventScrollReset: !1,
      revalidation: `idle`,
      loaderData: (e.hydrationData && e.hydrationData.loaderData) || {},
      actionData: (e.hydrationData && e.hydrationData.actionData) || null,
      errors: (e.hydrationData && e.hydrationData.errors) || x,
      fetchers: new Map(),
      blockers: new Map(),
    },
    re = `POP`,
    A = null,
    ie = !1,
    ae,
    oe = !1,
    ce = new Map(),
    le = null,
    fe = !1,
    pe = !1,
    me = new Set(),
    he = new Map(),
    ge = 0,
    _e = -1,
    ve = new Map(),
    ye = new Set(),
    j = new Map(),
    M = new Map(),
    be = new Set(),
    xe = new Map(),
    Se,
    Ce = null;
  function we() {
    if (
      ((d = e.history.listen(({ action: t, location: n, delta: r }) => {
        if (Se) {
          Se(), (Se = void 0);
          return;
        }
        C(
          xe.size === 0 || r != null,
          'You are trying to use a blocker on a POP navigation to a location that was not created by @remix-run/router. This will fail silently in production. This can happen if you are navigating outside the router via `window.history.pushState`/`window.location.hash` instead of using router navigation APIs.  This can also happen if you are using createHashRouter and the user manually changes the URL.',
        );
        const i = at({ currentLocation: k.location, nextLocation: n, historyAction: t });
        if (i && r != null) {
          const t = new Promise((e) => {
            Se = e;
          });
          e.history.go(r * -1),
            it(i, {
              state: `blocked`,
              location: n,
              proceed() {
                it(i, { state: `proceeding`, proceed: void 0, reset: void 0, location: n }),
                  t.then(() => e.history.go(r));
              },
              reset() {
                const e = new Map(k.blockers);
                e.set(i, _t), Ee({ blockers: e });
              },
            }),
            A?.resolve(),
            (A = null);
        } else return Me(t, n);
      })),
      n)
    ) {
      Ln(t, ce);
      const e = () => Rn(t, ce);
      t.addEventListener(`pagehide`, e), (le = () => t.removeEventListener(`pagehide`, e));
    }
    return k.initialized || Me(`POP`, k.location, { initialHydration: !0 }), O;
  }
  function N() {
    d && d(),
      le && le(),
      f.clear(),
      ae && ae.abort(),
      k.fetchers.forEach((e, t) => Xe(k.fetchers, t)),
      k.blockers.forEach((e, t) => rt(t));
  }
  function Te(e) {
    if ((f.add(e), p)) {
      const { newErrors: t } = p;
      (p = null), e(k, { deletedFetchers: [], newErrors: t, viewTransitionOpts: void 0, flushSync: !1 });
    }
    return () => f.delete(e);
  }
  function Ee(e, t = {}) {
    (e.matches &&= e.matches.map((e) => {
      const t = o[e.route.id],
        n = e.route;
      return n.element !== t.element ||
        n.errorElement !== t.errorElement ||
        n.hydrateFallbackElement !== t.hydrateFallbackElement
        ? { ...e, route: t }
        : e;
    })),
      (k = { ...k, ...e });
    const n = [],
      r = [];
    k.fetchers.forEach((e, t) => {
      e.state === `idle` && (be.has(t) ? n.push(t) : r.push(t));
    }),
      be.forEach((e) => {
        !k.fetchers.has(e) && !he.has(e) && n.push(e);
      }),
      f.size === 0 && (p = { newErrors: e.errors ?? null }),
      [...f].forEach((r) =>
        r(k, {
          deletedFetchers: n,
          newErrors: e.errors ?? null,
          viewTransitionOpts: t.viewTransitionOpts,
          flushSync: t.flushSync === !0,
        }),
      ),
      n.forEach((e) => Xe(k.fetchers, e)),
      r.forEach((e) => k.fetchers.delete(e));
  }
  function Oe(t, n, { flushSync: r } = {}) {
    let i =
        k.actionData != null &&
        k.navigation.formMethod != null &&
        On(k.navigation.formMethod) &&
        k.navigation.state === `loading` &&
        t.state?._isRedirect !== !0,
      a;
    a = n.actionData ? (Object.keys(n.actionData).length > 0 ? n.actionData : null) : i ? k.actionData : null;
    let o = n.loaderData ? un(k.loaderData, n.loaderData, n.matches || [], n.errors) : k.loaderData,
      c = k.blockers;
    c.size > 0 && ((c = new Map(c)), c.forEach((e, t) => c.set(t, _t)));
    const l = !fe && dt(t, n.matches || k.matches),
      u = ie === !0 || (k.navigation.formMethod != null && On(k.navigation.formMethod) && t.state?._isRedirect !== !0);
    s.commitHmrRoutes(),
      fe ||
        re === `POP` ||
        (re === `PUSH` ? e.history.push(t, t.state) : re === `REPLACE` && e.history.replace(t, t.state));
    let d;
    if (re === `POP` && !fe && t !== k.location) {
      const e = ce.get(k.location.pathname);
      e && e.has(t.pathname)
        ? (d = { currentLocation: k.location, nextLocation: t })
        : ce.has(t.pathname) && (d = { currentLocation: t, nextLocation: k.location });
    } else if (oe) {
      let e = ce.get(k.location.pathname);
      e ? e.add(t.pathname) : ((e = new Set([t.pathname])), ce.set(k.location.pathname, e)),
        (d = { currentLocation: k.location, nextLocation: t });
    }
    Ee(
      {
        ...n,
        actionData: a,
        loaderData: o,
        historyAction: re,
        location: t,
        initialized: !0,
        renderFallback: !1,
        navigation: ht,
        revalidation: `idle`,
        restoreScrollPosition: l,
        preventScrollReset: u,
        blockers: c,
      },
      { viewTransitionOpts: d, flushSync: r === !0 },
    ),
      (re = `POP`),
      (ie = !1),
      (oe = !1),
      (fe = !1),
      (pe = !1),
      A?.resolve(),
      (A = null),
      Ce?.resolve(),
      (Ce = null);
  }
  async function Ae(t, n) {
    if ((A?.resolve(), (A = null), typeof t == `number`)) {
      A ||= zn();
      const n = A.promise;
      return e.history.go(t), n;
    }
    let { path: r, submission: i, error: a } = kt(!1, Ot(k.location, k.matches, c, t, n?.fromRouteId, n?.relative), n),
      o;
    if (n?.mask) {
      const t = typeof n.mask == `string` ? D(n.mask) : { ...k.location.mask, ...n.mask };
      if (((o = { pathname: t.pathname ?? ``, search: t.search ?? ``, hash: t.hash ?? `` }), _.test(o.pathname)))
        throw Error(`External navigation is not allowed`);
      o.pathname.startsWith(`\\`) && (o.pathname = o.pathname.replace(/^\\+/, `/`)),
        ct(typeof n.mask == `string` ? n.mask : E(n.mask), E(o), e.history.createURL(`/`), `reject`);
    }
    let s = k.location,
      l = ee(s, r, n && n.state, void 0, o);
    (l = { ...l, ...e.history.encodeLocation(l) }),
      ct(
        t == null ? e.history.createHref(k.location) : typeof t == `string` ? t : E(t),
        e.history.createHref(l.mask || l),
        e.history.createURL(`/`),
        `reject`,
      );
    let u = n && n.replace != null ? n.replace : void 0,
      d = `PUSH`;
    u === !0
      ? (d = `REPLACE`)
      : u === !1 ||
        (i != null && On(i.formMethod) && i.formAction === k.location.pathname + k.location.search && (d = `REPLACE`));
    const f = n && `preventScrollReset` in n ? n.preventScrollReset === !0 : void 0,
      p = (n && n.flushSync) === !0,
      m = at({ currentLocation: s, nextLocation: l, historyAction: d });
    m
      ? it(m, {
          state: `blocked`,
          location: l,
          proceed() {
            it(m, { state: `proceeding`, proceed: void 0, reset: void 0, location: l }), Ae(t, n);
          },
          reset() {
            const e = new Map(k.blockers);
            e.set(m, _t), Ee({ blockers: e });
          },
        })
      : await Me(d, l, {
          submission: i,
          pendingError: a,
          preventScrollReset: f,
          replace: n && n.replace,
          enableViewTransition: n && n.viewTransition,
          flushSync: p,
          callSiteDefaultShouldRevalidate: n && n.defaultShouldRevalidate,
        });
  }
  function je() {
    (Ce ||= zn()), Ue(), Ee({ revalidation: `loading` });
    const e = Ce.promise;
    return k.navigation.state === `submitting`
      ? e
      : k.navigation.state === `idle`
        ? (Me(k.historyAction, k.location, { startUninterruptedRevalidation: !0 }), e)
        : (Me(re || k.historyAction, k.navigation.location, {
            overrideNavigation: k.navigation,
            enableViewTransition: oe === !0,
          }),
          e);
  }
  async function Me(t, n, r) {
    ae && ae.abort(),
      (ae = null),
      (re = t),
      (fe = (r && r.startUninterruptedRevalidation) === !0),
      ut(k.location, k.matches),
      (ie = (r && r.preventScrollReset) === !0),
      (oe = (r && r.enableViewTransition) === !0);
    let i = s.activeRoutes,
      a = r?.initialHydration && k.matches && k.matches.length > 0 && !b ? k.matches : ue(i, n, c, !1, s.branches),
      o = (r && r.flushSync) === !0;
    if (a && k.initialized && !pe && _n(k.location, n) && !(r && r.submission && On(r.submission.formMethod))) {
      Oe(n, { matches: a }, { flushSync: o });
      return;
    }
    const l = ft(a, i, n.pathname);
    if ((l.active && l.matches && (a = l.matches), !a)) {
      const { error: e, notFoundMatches: t, route: r } = ot(n.pathname);
      Oe(n, { matches: t, loaderData: {}, errors: { [r.id]: e } }, { flushSync: o });
      return;
    }
    let u = r && r.overrideNavigation ? { ...r.overrideNavigation, matches: a, historyAction: t } : void 0;
    ae = new AbortController();
    let d = rn(e.history, n, ae.signal, r && r.submission),
      f = e.getContext ? await e.getContext() : new ne(),
      p;
    if (r && r.pendingError) p = [fn(a).route.id, { type: `error`, error: r.pendingError }];
    else if (r && r.submission && On(r.submission.formMethod)) {
      const i = await Ne(d, n, r.submission, a, t, f, l.active, r && r.initialHydration === !0, {
        replace: r.replace,
        flushSync: o,
      });
      if (i.shortCircuited) return;
      if (i.pendingActionResult) {
        const [e, t] = i.pendingActionResult;
        if (I(t) && We(t.error) && t.error.status === 404) {
          (ae = null), Oe(n, { matches: i.matches, loaderData: {}, errors: { [e]: t.error } });
          return;
        }
      }
      (a = i.matches || a),
        (p = i.pendingActionResult),
        (u = Mn(n, a, t, r.submission)),
        (o = !1),
        (l.active = !1),
        (d = rn(e.history, d.url, d.signal));
    }
    const {
      shortCircuited: m,
      matches: h,
      loaderData: g,
      errors: _,
      workingFetchers: v,
    } = await Pe(
      d,
      n,
      a,
      t,
      f,
      l.active,
      u,
      r && r.submission,
      r && r.fetcherSubmission,
      r && r.replace,
      r && r.initialHydration === !0,
      o,
      p,
      r && r.callSiteDefaultShouldRevalidate,
    );
    m || ((ae = null), Oe(n, { matches: h || a, ...dn(p), loaderData: g, errors: _, ...(v ? { fetchers: v } : {}) }));
  }
  async function Ne(t, n, i, l, u, d, f, p, m = {}) {
    if ((Ue(), Ee({ navigation: Nn(n, l, u, i) }, { flushSync: m.flushSync === !0 }), f)) {
      const e = await pt(l, n.pathname, t.signal);
      if (e.type === `aborted`) return { shortCircuited: !0 };
      if (e.type === `error`) {
        if (e.partialMatches.length === 0) {
          const { matches: t, route: n } = pn(s.activeRoutes);
          return { matches: t, pendingActionResult: [n.id, { type: `error`, error: e.error }] };
        }
        const t = fn(e.partialMatches).route.id;
        return { matches: e.partialMatches, pendingActionResult: [t, { type: `error`, error: e.error }] };
      }
      if (e.matches) l = e.matches;
      else {
        const { notFoundMatches: e, error: t, route: r } = ot(n.pathname);
        return { matches: e, pendingActionResult: [r.id, { type: `error`, error: t }] };
      }
    }
    let h,
      g = An(l, n);
    if (!g.route.action && !g.route.lazy)
      h = { type: `error`, error: mn(405, { method: t.method, pathname: n.pathname, routeId: g.route.id }) };
    else {
      const e = await Ve(t, n, Yt(a, o, t, n, l, g, p ? [] : r, d), d, null);
      if (((h = e[g.route.id]), !h)) {
        for (const t of l)
          if (e[t.route.id]) {
            h = e[t.route.id];
            break;
          }
      }
      if (t.signal.aborted) return { shortCircuited: !0 };
    }
    if (Sn(h)) {
      let n;
      return (
        (n =
          m && m.replace != null
            ? m.replace
            : nn(h.response.headers.get(`Location`), new URL(t.url), c, e.history) ===
              k.location.pathname + k.location.search),
        await Be(t, h, !0, { submission: i, replace: n }),
        { shortCircuited: !0 }
      );
    }
    if (I(h)) {
      const e = fn(l, g.route.id);
      return (m && m.replace) !== !0 && (re = `PUSH`), { matches: l, pendingActionResult: [e.route.id, h, g.route.id] };
    }
    return { matches: l, pendingActionResult: [g.route.id, h] };
  }
  async function Pe(t, n, i, l, u, d, f, p, m, h, g, _, v, y) {
    const b = f || Mn(n, i, l, p),
      x = p || m || jn(b),
      S = !fe && !g;
    if (d) {
      if (S) {
        const e = Fe(v);
        Ee({ navigation: b, ...(e === void 0 ? {} : { actionData: e }) }, { flushSync: _ });
      }
      const e = await pt(i, n.pathname, t.signal);
      if (e.type === `aborted`) return { shortCircuited: !0 };
      if (e.type === `error`) {
        if (e.partialMatches.length === 0) {
          const { matches: t, route: n } = pn(s.activeRoutes);
          return { matches: t, loaderData: {}, errors: { [n.id]: e.error } };
        }
        const t = fn(e.partialMatches).route.id;
        return { matches: e.partialMatches, loaderData: {}, errors: { [t]: e.error } };
      }
      if (e.matches) i = e.matches;
      else {
        const { error: e, notFoundMatches: t, route: r } = ot(n.pathname);
        return { matches: t, loaderData: {}, errors: { [r.id]: e } };
      }
    }
    const C = s.activeRoutes,
      { dsMatches: w, revalidatingFetchers: T } = At(
        t,
        u,
        a,
        o,
        e.history,
        k,
        i,
        x,
        n,
        g ? [] : r,
        g === !0,
        pe,
        me,
        be,
        j,
        ye,
        C,
        c,
        e.patchRoutesOnNavigation != null,
        s.branches,
        v,
        y,
      );
    if (
      ((_e = ++ge),
      !e.dataStrategy &&
        !w.some((e) => e.shouldLoad) &&
        !w.some((e) => e.route.middleware && e.route.middleware.length > 0) &&
        T.length === 0)
    ) {
      const e = new Map(k.fetchers),
        t = et(e);
      return (
        Oe(
          n,
          {
            matches: i,
            loaderData: {},
            errors: v && I(v[1]) ? { [v[0]]: v[1].error } : null,
            ...dn(v),
            ...(t ? { fetchers: e } : {}),
          },
          { flushSync: _ },
        ),
        { shortCircuited: !0 }
      );
    }
    if (S) {
      const e = {};
      if (!d) {
        e.navigation = b;
        const t = Fe(v);
        t !== void 0 && (e.actionData = t);
      }
      T.length > 0 && (e.fetchers = Ie(T)), Ee(e, { flushSync: _ });
    }
    T.forEach((e) => {
      Qe(e.key), e.controller && he.set(e.key, e.controller);
    });
    const ee = () => T.forEach((e) => Qe(e.key));
    ae && ae.signal.addEventListener(`abort`, ee);
    const { loaderResults: E, fetcherResults: D } = await He(w, T, t, n, u);
    if (t.signal.aborted) return { shortCircuited: !0 };
    ae && ae.signal.removeEventListener(`abort`, ee), T.forEach((e) => he.delete(e.key));
    let O = hn(E);
    if (O) return await Be(t, O.result, !0, { replace: h }), { shortCircuited: !0 };
    if (((O = hn(D)), O)) return ye.add(O.key), await Be(t, O.result, !0, { replace: h }), { shortCircuited: !0 };
    let te = new Map(k.fetchers),
      { loaderData: ne, errors: re } = ln(k, i, E, v, T, D, te);
    g && k.errors && (re = { ...k.errors, ...re });
    const A = et(te),
      ie = tt(_e, te),
      oe = A || ie || T.length > 0;
    return { matches: i, loaderData: ne, errors: re, ...(oe ? { workingFetchers: te } : {}) };
  }
  function Fe(e) {
    if (e && !I(e[1])) return { [e[0]]: e[1].data };
    if (k.actionData) return Object.keys(k.actionData).length === 0 ? null : k.actionData;
  }
  function Ie(e) {
    const t = new Map(k.fetchers);
    return (
      e.forEach((e) => {
        const n = t.get(e.key),
          r = Pn(void 0, n ? n.data : void 0);
        t.set(e.key, r);
      }),
      t
    );
  }
  async function Le(t, n, r, i) {
    Qe(t);
    let a = (i && i.flushSync) === !0,
      o = s.activeRoutes,
      l = Ot(k.location, k.matches, c, r, n, i?.relative),
      u = ue(o, l, c, !1, s.branches),
      d = ft(u, o, l);
    if ((d.active && d.matches && (u = d.matches), !u)) {
      Ge(t, n, mn(404, { pathname: l }), { flushSync: a });
      return;
    }
    const { path: f, submission: p, error: m } = kt(!0, l, i);
    if (m) {
      Ge(t, n, m, { flushSync: a });
      return;
    }
    const h = e.getContext ? await e.getContext() : new ne(),
      g = (i && i.preventScrollReset) === !0;
    p && On(p.formMethod)
      ? await Re(t, n, f, u, h, d.active, a, g, p, i && i.defaultShouldRevalidate)
      : (j.set(t, { routeId: n, path: f }), await ze(t, n, f, u, h, d.active, a, g, p));
  }
  async function Re(t, n, i, l, u, d, f, p, m, h) {
    Ue(), j.delete(t), P(t, Fn(m, k.fetchers.get(t)), { flushSync: f });
    const g = new AbortController(),
      _ = rn(e.history, i, g.signal, m);
    if (d) {
      const e = await pt(l, new URL(_.url).pathname, _.signal, t);
      if (e.type === `aborted`) return;
      if (e.type === `error`) {
        Ge(t, n, e.error, { flushSync: f });
        return;
      }
      if (e.matches) l = e.matches;
      else {
        Ge(t, n, mn(404, { pathname: i }), { flushSync: f });
        return;
      }
    }
    const v = An(l, i);
    if (!v.route.action && !v.route.lazy) {
      Ge(t, n, mn(405, { method: m.formMethod, pathname: i, routeId: n }), { flushSync: f });
      return;
    }
    he.set(t, g);
    let y = ge,
      b = Yt(a, o, _, i, l, v, r, u),
      x = await Ve(_, i, b, u, t),
      C = x[v.route.id];
    if (!C) {
      for (const e of b)
        if (x[e.route.id]) {
          C = x[e.route.id];
          break;
        }
    }
    if (_.signal.aborted) {
      he.get(t) === g && he.delete(t);
      return;
    }
    if (be.has(t)) {
      if (Sn(C) || I(C)) {
        P(t, In(void 0));
        return;
      }
    } else {
      if (Sn(C)) {
        if ((he.delete(t), _e > y)) {
          P(t, In(void 0));
          return;
        }
        return ye.add(t), P(t, Pn(m)), Be(_, C, !1, { fetcherSubmission: m, preventScrollReset: p });
      }
      if (I(C)) {
        Ge(t, n, C.error);
        return;
      }
    }
    const w = k.navigation.location || k.location,
      T = rn(e.history, w, g.signal),
      ee = s.activeRoutes,
      E = k.navigation.state === `idle` ? k.matches : ue(ee, k.navigation.location, c, !1, s.branches);
    S(E, `Didn't find any matches after fetcher action`);
    const D = ++ge;
    ve.set(t, D);
    const { dsMatches: O, revalidatingFetchers: te } = At(
        T,
        u,
        a,
        o,
        e.history,
        k,
        E,
        m,
        w,
        r,
        !1,
        pe,
        me,
        be,
        j,
        ye,
        ee,
        c,
        e.patchRoutesOnNavigation != null,
        s.branches,
        [v.route.id, C],
        h,
      ),
      ne = Pn(m, C.data),
      A = new Map(k.fetchers);
    A.set(t, ne),
      te
        .filter((e) => e.key !== t)
        .forEach((e) => {
          const t = e.key,
            n = A.get(t),
            r = Pn(void 0, n ? n.data : void 0);
          A.set(t, r), Qe(t), e.controller && he.set(t, e.controller);
        }),
      Ee({ fetchers: A });
    const ie = () => te.forEach((e) => Qe(e.key));
    g.signal.addEventListener(`abort`, ie);
    const { loaderResults: oe, fetcherResults: se } = await He(O, te, T, w, u);
    if (g.signal.aborted) return;
    g.signal.removeEventListener(`abort`, ie), ve.delete(t), he.delete(t), te.forEach((e) => he.delete(e.key));
    let ce = k.fetchers.has(t),
      le = (e) => {
        if (!ce) return e;
        const n = new Map(e.fetchers);
        return n.set(t, In(C.data)), { ...e, fetchers: n };
      },
      de = hn(oe);
    if (de) return (k = le(k)), Be(T, de.result, !1, { preventScrollReset: p });
    if (((de = hn(se)), de)) return ye.add(de.key), (k = le(k)), Be(T, de.result, !1, { preventScrollReset: p });
    const fe = new Map(k.fetchers);
    ce && fe.set(t, In(C.data));
    const { loaderData: M, errors: xe } = ln(k, E, oe, void 0, te, se, fe);
    tt(D, fe),
      k.navigation.state === `loading` && D > _e
        ? (S(re, `Expected pending action`),
          ae && ae.abort(),
          Oe(k.navigation.location, { matches: E, loaderData: M, errors: xe, fetchers: fe }))
        : (Ee({ errors: xe, loaderData: un(k.loaderData, M, E, xe), fetchers: fe }), (pe = !1));
  }
  async function ze(t, n, i, s, c, l, u, d, f) {
    const p = k.fetchers.get(t);
    P(t, Pn(f, p ? p.data : void 0), { flushSync: u });
    const m = new AbortController(),
      h = rn(e.history, i, m.signal);
    if (l) {
      const e = await pt(s, new URL(h.url).pathname, h.signal, t);
      if (e.type === `aborted`) return;
      if (e.type === `error`) {
        Ge(t, n, e.error, { flushSync: u });
        return;
      }
      if (e.matches) s = e.matches;
      else {
        Ge(t, n, mn(404, { pathname: i }), { flushSync: u });
        return;
      }
    }
    const g = An(s, i);
    he.set(t, m);
    let _ = ge,
      v = await Ve(h, i, Yt(a, o, h, i, s, g, r, c), c, t),
      y = v[g.route.id];
    if (!y) {
      for (const e of s)
        if (v[e.route.id]) {
          y = v[e.route.id];
          break;
        }
    }
    if ((he.get(t) === m && he.delete(t), !h.signal.aborted)) {
      if (be.has(t)) P(t, In(void 0));
      else if (Sn(y)) {
        if (_e > _) {
          P(t, In(void 0));
          return;
        }
        ye.add(t), await Be(h, y, !1, { preventScrollReset: d });
      } else I(y) ? Ge(t, n, y.error) : P(t, In(y.data));
    }
  }
  async function Be(r, i, a, { submission: o, fetcherSubmission: s, preventScrollReset: l, replace: u } = {}) {
    a || (A?.resolve(), (A = null)), i.response.headers.has(`X-Remix-Revalidate`) && (pe = !0);
    let d = i.response.headers.get(`Location`);
    S(d, `Expected a Location header on the redirect Response`);
    const f = d,
      p = new URL(r.url);
    (d = nn(d, p, c, e.history)), ct(f, d, p, `allow-explicit`);
    const m = ee(k.location, d, { _isRedirect: !0 });
    if (n) {
      let e = !1;
      if (i.response.headers.has(`X-Remix-Reload-Document`)) e = !0;
      else if (ke(d)) {
        const n = te(t, d, !0);
        e = n.origin !== t.location.origin || De(n.pathname, c) == null;
      }
      if (e) {
        u ? t.location.replace(d) : t.location.assign(d);
        return;
      }
    }
    ae = null;
    const h = u === !0 || i.response.headers.has(`X-Remix-Replace`) ? `REPLACE` : `PUSH`,
      { formMethod: g, formAction: _, formEncType: v } = k.navigation;
    !o && !s && g && _ && v && (o = jn(k.navigation));
    const y = o || s;
    mt.has(i.response.status) && y && On(y.formMethod)
      ? await Me(h, m, {
          submission: { ...y, formAction: d },
          preventScrollReset: l || ie,
          enableViewTransition: a ? oe : void 0,
        })
      : await Me(h, m, {
          overrideNavigation: Mn(m, [], h, o),
          fetcherSubmission: s,
          preventScrollReset: l || ie,
          enableViewTransition: a ? oe : void 0,
        });
  }
  async function Ve(e, t, n, r, i) {
    let a,
      o = {};
    try {
      a = await F(l, e, t, n, i, r, !1);
    } catch (e) {
      return (
        n
          .filter((e) => e.shouldLoad)
          .forEach((t) => {
            o[t.route.id] = { type: `error`, error: e };
          }),
        o
      );
    }
    if (e.signal.aborted) return o;
    if (!On(e.method))
      for (const e of n) {
        if (a[e.route.id]?.type === `error`) break;
        Object.hasOwn(a, e.route.id) ||
          Object.hasOwn(k.loaderData, e.route.id) ||
          (k.errors && Object.hasOwn(k.errors, e.route.id)) ||
          !e.shouldCallHandler() ||
          (a[e.route.id] = {
            type: `error`,
            result: Error(`No result returned from dataStrategy for route ${e.route.id}`),
          });
      }
    for (const [t, r] of Object.entries(a))
      if (xn(r)) {
        const i = r.result;
        o[t] = { type: `redirect`, response: $t(i, e, t, n, c) };
      } else o[t] = await Qt(r);
    return o;
  }
  async function He(e, t, n, r, i) {
    const a = Ve(n, r, e, i, null),
      o = Promise.all(
        t.map(async (e) => {
          if (e.matches && e.match && e.request && e.controller) {
            const t = (await Ve(e.request, e.path, e.matches, i, e.key))[e.match.route.id];
            return { [e.key]: t };
          }
          return Promise.resolve({ [e.key]: { type: `error`, error: mn(404, { pathname: e.path }) } });
        }),
      );
    return { loaderResults: await a, fetcherResults: (await o).reduce((e, t) => Object.assign(e, t), {}) };
  }
  function Ue() {
    (pe = !0),
      j.forEach((e, t) => {
        he.has(t) && me.add(t), Qe(t);
      });
  }
  function P(e, t, n = {}) {
    const r = new Map(k.fetchers);
    r.set(e, t), Ee({ fetchers: r }, { flushSync: (n && n.flushSync) === !0 });
  }
  function Ge(e, t, n, r = {}) {
    const i = fn(k.matches, t),
      a = new Map(k.fetchers);
    Xe(a, e), Ee({ errors: { [i.route.id]: n }, fetchers: a }, { flushSync: (r && r.flushSync) === !0 });
  }
  function Ke(e) {
    return M.set(e, (M.get(e) || 0) + 1), be.has(e) && be.delete(e), k.fetchers.get(e) || gt;
  }
  function qe(e, t) {
    Qe(e, t?.reason), P(e, In(null));
  }
  function Xe(e, t) {
    const n = k.fetchers.get(t);
    he.has(t) && !(n && n.state === `loading` && ve.has(t)) && Qe(t),
      j.delete(t),
      ve.delete(t),
      ye.delete(t),
      be.delete(t),
      me.delete(t),
      e.delete(t);
  }
  function Ze(e) {
    const t = (M.get(e) || 0) - 1;
    t <= 0 ? (M.delete(e), be.add(e)) : M.set(e, t), Ee({ fetchers: new Map(k.fetchers) });
  }
  function Qe(e, t) {
    const n = he.get(e);
    n && (n.abort(t), he.delete(e));
  }
  function $e(e, t) {
    for (const n of e) {
      const e = t.get(n);
      S(e, `Expected fetcher: ${n}`);
      const r = In(e.data);
      t.set(n, r);
    }
  }
  function et(e) {
    let t = [],
      n = !1;
    for (const r of ye) {
      const i = e.get(r);
      S(i, `Expected fetcher: ${r}`), i.state === `loading` && (ye.delete(r), t.push(r), (n = !0));
    }
    return $e(t, e), n;
  }
  function tt(e, t) {
    const n = [];
    for (const [r, i] of ve)
      if (i < e) {
        const e = t.get(r);
        S(e, `Expected fetcher: ${r}`), e.state === `loading` && (Qe(r), ve.delete(r), n.push(r));
      }
    return $e(n, t), n.length > 0;
  }
  function nt(e, t) {
    const n = k.blockers.get(e) || _t;
    return xe.get(e) !== t && xe.set(e, t), n;
  }
  function rt(e) {
    k.blockers.delete(e), xe.delete(e);
  }
  function it(e, t) {
    const n = k.blockers.get(e) || _t;
    S(
      (n.state === `unblocked` && t.state === `blocked`) ||
        (n.state === `blocked` && t.state === `blocked`) ||
        (n.state === `blocked` && t.state === `proceeding`) ||
        (n.state === `blocked` && t.state === `unblocked`) ||
        (n.state === `proceeding` && t.state === `unblocked`),
      `Invalid blocker state transition: ${n.state} -> ${t.state}`,
    );
    const r = new Map(k.blockers);
    r.set(e, t), Ee({ blockers: r });
  }
  function at({ currentLocation: e, nextLocation: t, historyAction: n }) {
    if (xe.size === 0) return;
    xe.size > 1 && C(!1, `A router only supports one blocker at a time`);
    const r = Array.from(xe.entries()),
      [i, a] = r[r.length - 1],
      o = k.blockers.get(i);
    if (!(o && o.state === `proceeding`) && a({ currentLocation: e, nextLocation: t, historyAction: n })) return i;
  }
  function ot(e) {
    const t = mn(404, { pathname: e }),
      n = s.activeRoutes,
      { matches: r, route: i } = pn(n);
    return { notFoundMatches: r, route: i, error: t };
  }
  function st(e, t, n) {
    if (((m = e), (g = t), (h = n || null), !v && k.navigation === ht)) {
      v = !0;
      const e = dt(k.location, k.matches);
      e != null && Ee({ restoreScrollPosition: e });
    }
    return () => {
      (m = null), (g = null), (h = null);
    };
  }
  function lt(e, t) {
    return (
      (h &&
        h(
          e,
          t.map((e) => de(e, k.loaderData)),
        )) ||
      e.key
    );
  }
  function ut(e, t) {
    if (m && g) {
      const n = lt(e, t);
      m[n] = g();
    }
  }
  function dt(e, t) {
    if (m) {
      const n = lt(e, t),
        r = m[n];
      if (typeof r == `number`) return r;
    }
    return null;
  }
  function ft(t, n, r) {
    if (e.patchRoutesOnNavigation) {
      const e = s.branches;
      if (!t) return { active: !0, matches: ue(n, r, c, !0, e) || [] };
      if (Object.keys(t[0].params).length > 0) return { active: !0, matches: ue(n, r, c, !0, e) };
    }
    return { active: !1, matches: null };
  }
  async function pt(t, n, r, i) {
    if (!e.patchRoutesOnNavigation) return { type: `success`, matches: t };
    let l = t;
    for (;;) {
      const t = o;
      try {
        await e.patchRoutesOnNavigation({
          signal: r,
          path: n,
          matches: l,
          fetcherKey: i,
          patch: (e, n) => {
            r.aborted || It(e, n, s, t, a, !1);
          },
        });
      } catch (e) {
        return { type: `error`, error: e, partialMatches: l };
      }
      if (r.aborted) return { type: `aborted` };
      let u = s.branches,
        d = ue(s.activeRoutes, n, c, !1, u),
        f = null;
      if (
        d &&
        (Object.keys(d[0].params).length === 0 ||
          ((f = ue(s.activeRoutes, n, c, !0, u)), !(f && l.length < f.length && yt(l, f.slice(0, l.length)))))
      )
        return { type: `success`, matches: d };
      if (((f ||= ue(s.activeRoutes, n, c, !0, u)), !f || yt(l, f))) return { type: `success`, matches: null };
      l = f;
    }
  }
  function yt(e, t) {
    return e.length === t.length && e.every((e, n) => e.route.id === t[n].route.id);
  }
  function bt(e) {
    (o = {}), s.setHmrRoutes(se(e, a, void 0, o));
  }
  function xt(e, t, n = !1) {
    It(e, t, s, o, a, n), s.hasHMRRoutes || Ee({});
  }
  return (
    (O = {
      get basename() {
        return c;
      },
      get future() {
        return u;
      },
      get state() {
        return k;
      },
      get routes() {
        return s.stableRoutes;
      },
      get branches() {
        return s.branches;
      },
      get manifest() {
        return o;
      },
      get window() {
        return t;
      },
      initialize: we,
      subscribe: Te,
      enableScrollRestoration: st,
      navigate: Ae,
      fetch: Le,
      revalidate: je,
      createHref: (t) => e.history.createHref(t),
      createURL: (t) => e.history.createURL(t),
      encodeLocation: (t) => e.history.encodeLocation(t),
      getFetcher: Ke,
      resetFetcher: qe,
      deleteFetcher: Ze,
      dispose: N,
      getBlocker: nt,
      deleteBlocker: rt,
      patchRoutes: xt,
      _internalFetchControllers: he,
      _internalSetRoutes: bt,
      _internalSetStateDoNotUseOrYouWillBreakYourApp(e) {
        Ee(e);
      },
    }),
    e.instrumentations && (O = Ye(O, e.instrumentations.map((e) => e.router).filter(Boolean))),
    O
  );
}
function Dt(e) {
  return e != null && ((`formData` in e && e.formData != null) || (`body` in e && e.body !== void 0));
}
function Ot(e, t, n, r, i, a) {
  let o, s;
  if (i) {
    o = [];
    for (const e of t)
      if ((o.push(e), e.route.id === i)) {
        s = e;
        break;
      }
  } else (o = t), (s = t[t.length - 1]);
  const c = Fe(r || `.`, Pe(o), De(e.pathname, n) || e.pathname, a === `path`);
  if ((r ?? ((c.search = e.search), (c.hash = e.hash)), (r == null || r === `` || r === `.`) && s)) {
    const e = kn(c.search);
    if (s.route.index && !e) c.search = c.search ? c.search.replace(/^\?/, `?index&`) : `?index`;
    else if (!s.route.index && e) {
      const e = new URLSearchParams(c.search),
        t = e.getAll(`index`);
      e.delete(`index`), t.filter((e) => e).forEach((t) => e.append(`index`, t));
      const n = e.toString();
      c.search = n ? `?${n}` : ``;
    }
  }
  return n !== `/` && (c.pathname = Oe({ basename: n, pathname: c.pathname })), E(c);
}
function kt(e, t, n) {
  if (!n || !Dt(n)) return { path: t };
  if (n.formMethod && !Dn(n.formMethod)) return { path: t, error: mn(405, { method: n.formMethod }) };
  const r = () => ({ path: t, error: mn(400, { type: `invalid-body` }) }),
    i = (n.formMethod || `get`).toUpperCase(),
    a = gn(t);
  if (n.body !== void 0) {
    if (n.formEncType === `text/plain`) {
      if (!On(i)) return r();
      const e =
        typeof n.body == `string`
          ? n.body
          : n.body instanceof FormData || n.body instanceof URLSearchParams
            ? Array.from(n.body.entries()).reduce(
                (e, [t, n]) => `${e}${t}=${n}
`,
                ``,
              )
            : String(n.body);
      return {
        path: t,
        submission: {
          formMethod: i,
          formAction: a,
          formEncType: n.formEncType,
          formData: void 0,
          json: void 0,
          text: e,
        },
      };
    }
    if (n.formEncType === `application/json`) {
      if (!On(i)) return r();
      try {
        const e = typeof n.body == `string` ? JSON.parse(n.body) : n.body;
        return {
          path: t,
          submission: {
            formMethod: i,
            formAction: a,
            formEncType: n.formEncType,
            formData: void 0,
            json: e,
            text: void 0,
          },
        };
      } catch {
        return r();
      }
    }
  }
  S(typeof FormData == `function`, `FormData is not available in this environment`);
  let o, s;
  if (n.formData) (o = on(n.formData)), (s = n.formData);
  else if (n.body instanceof FormData) (o = on(n.body)), (s = n.body);
  else if (n.body instanceof URLSearchParams) (o = n.body), (s = sn(o));
  else if (n.body == null) (o = new URLSearchParams()), (s = new FormData());
  else
    try {
      (o = new URLSearchParams(n.body)), (s = sn(o));
    } catch {
      return r();
    }
  const c = {
    formMethod: i,
    formAction: a,
    formEncType: (n && n.formEncType) || `application/x-www-form-urlencoded`,
    formData: s,
    json: void 0,
    text: void 0,
  };
  if (On(c.formMethod)) return { path: t, submission: c };
  const l = D(t);
  return e && l.search && kn(l.search) && o.append(`index`, ``), (l.search = `?${o}`), { path: E(l), submission: c };
}
function At(e, t, n, r, i, a, o, s, c, l, u, d, f, p, m, h, g, _, v, y, b, x) {
  let S = b ? (I(b[1]) ? b[1].error : b[1].data) : void 0,
    C = i.createURL(a.location),
    w = i.createURL(c),
    T;
  if (u && a.errors) {
    const e = Object.keys(a.errors)[0];
    T = o.findIndex((t) => t.route.id === e);
  } else if (b && I(b[1])) {
    const e = b[0];
    T = o.findIndex((t) => t.route.id === e) - 1;
  }
  const ee = b ? b[1].statusCode : void 0,
    E = ee && ee >= 400,
    D = {
      currentUrl: C,
      currentParams: a.matches[0]?.params || {},
      nextUrl: w,
      nextParams: o[0].params,
      ...s,
      actionResult: S,
      actionStatus: ee,
    },
    O = P(o),
    te = o.map((i, o) => {
      let { route: s } = i,
        f = null;
      if (T != null && o > T) f = !1;
      else if (s.lazy) f = !0;
      else if (!jt(s)) f = !1;
      else if (u) {
        const { shouldLoad: e } = Mt(s, a.loaderData, a.errors);
        f = e;
      } else Nt(a.loaderData, a.matches[o], i) && (f = !0);
      if (f !== null) return Jt(n, r, e, c, O, i, l, t, f);
      let p = !1;
      typeof x == `boolean`
        ? (p = x)
        : E
          ? (p = !1)
          : d || C.pathname + C.search === w.pathname + w.search
            ? (p = !0)
            : C.search === w.search
              ? Pt(a.matches[o], i) && (p = !0)
              : (p = !0);
      const m = { ...D, defaultShouldRevalidate: p },
        h = Ft(i, m);
      return Jt(n, r, e, c, O, i, l, t, h, m, x);
    }),
    k = [];
  return (
    m.forEach((e, s) => {
      if (u || !o.some((t) => t.route.id === e.routeId) || p.has(s)) return;
      const c = a.fetchers.get(s),
        m = c && c.state !== `idle` && c.data === void 0,
        b = ue(g, e.path, _ ?? `/`, !1, y);
      if (!b) {
        if (v && m) return;
        k.push({
          key: s,
          routeId: e.routeId,
          path: e.path,
          matches: null,
          match: null,
          request: null,
          controller: null,
        });
        return;
      }
      if (h.has(s)) return;
      let S = An(b, e.path),
        C = new AbortController(),
        w = rn(i, e.path, C.signal),
        T = null;
      if (f.has(s)) f.delete(s), (T = Yt(n, r, w, e.path, b, S, l, t));
      else if (m) d && (T = Yt(n, r, w, e.path, b, S, l, t));
      else {
        let i;
        i = typeof x == `boolean` ? x : !E && d;
        const a = { ...D, defaultShouldRevalidate: i };
        Ft(S, a) && (T = Yt(n, r, w, e.path, b, S, l, t, a));
      }
      T && k.push({ key: s, routeId: e.routeId, path: e.path, matches: T, match: S, request: w, controller: C });
    }),
    { dsMatches: te, revalidatingFetchers: k }
  );
}
function jt(e) {
  return e.loader != null || (e.middleware != null && e.middleware.length > 0);
}
function Mt(e, t, n) {
  if (e.lazy) return { shouldLoad: !0, renderFallback: !0 };
  if (!jt(e)) return { shouldLoad: !1, renderFallback: !1 };
  const r = t != null && e.id in t,
    i = n != null && n[e.id] !== void 0;
  if (!r && i) return { shouldLoad: !1, renderFallback: !1 };
  if (typeof e.loader == `function` && e.loader.hydrate === !0) return { shouldLoad: !0, renderFallback: !r };
  const a = !r && !i;
  return { shouldLoad: a, renderFallback: a };
}
function Nt(e, t, n) {
  const r = !t || n.route.id !== t.route.id,
    i = !Object.hasOwn(e, n.route.id);
  return r || i;
}
function Pt(e, t) {
  const n = e.route.path;
  return e.pathname !== t.pathname || (n != null && n.endsWith(`*`) && e.params[`*`] !== t.params[`*`]);
}
function Ft(e, t) {
  if (e.route.shouldRevalidate) {
    const n = e.route.shouldRevalidate(t);
    if (typeof n == `boolean`) return n;
  }
  return t.defaultShouldRevalidate;
}
function It(e, t, n, r, i, a) {
  let o;
  if (e) {
    const t = r[e];
    S(t, `No route found to patch children into: routeId = ${e}`), (t.children ||= []), (o = t.children);
  } else o = n.activeRoutes;
  const s = [],
    c = [];
  if (
    (t.forEach((e) => {
      const t = o.find((t) => Lt(e, t));
      t ? c.push({ existingRoute: t, newRoute: e }) : s.push(e);
    }),
    s.length > 0)
  ) {
    const t = se(s, i, [e || `_`, `patch`, String(o?.length || `0`)], r);
    o.push(...t);
  }
  if (a && c.length > 0)
    for (let e = 0; e < c.length; e++) {
      const { existingRoute: t, newRoute: n } = c[e],
        r = t,
        [a] = se([n], i, [], {}, !0);
      Object.assign(r, {
        element: a.element ? a.element : r.element,
        errorElement: a.errorElement ? a.errorElement : r.errorElement,
        hydrateFallbackElement: a.hydrateFallbackElement ? a.hydrateFallbackElement : r.hydrateFallbackElement,
      });
    }
  n.hasHMRRoutes || n.setRoutes([...n.activeRoutes]);
}
function Lt(e, t) {
  return `id` in e && `id` in t && e.id === t.id
    ? !0
    : e.index !== t.index || e.path !== t.path || e.caseSensitive !== t.caseSensitive
      ? !1
      : (!e.children || e.children.length === 0) && (!t.children || t.children.length === 0)
        ? !0
        : (e.children?.every((e, n) => t.children?.some((t) => Lt(e, t))) ?? !1);
}
var Rt = new WeakMap(),
  zt = ({ key: e, route: t, manifest: n, mapRouteProperties: r }) => {
    const i = n[t.id];
    if ((S(i, `No route found in manifest`), !i.lazy || typeof i.lazy != `object`)) return;
    const a = i.lazy[e];
    if (!a) return;
    let o = Rt.get(i);
    o || ((o = {}), Rt.set(i, o));
    const s = o[e];
    if (s) return s;
    const c = (async () => {
      const t = A(e),
        n = i[e] !== void 0 && e !== `hasErrorBoundary`;
      if (t)
        C(!t, `Route property ` + e + ` is not a supported lazy route property. This property will be ignored.`),
          (o[e] = Promise.resolve());
      else if (n) C(!1, `Route "${i.id}" has a static property "${e}" defined. The lazy property will be ignored.`);
      else {
        const t = await a();
        t != null && (Object.assign(i, { [e]: t }), Object.assign(i, r(i)));
      }
      typeof i.lazy == `object` &&
        ((i.lazy[e] = void 0), Object.values(i.lazy).every((e) => e === void 0) && (i.lazy = void 0));
    })();
    return (o[e] = c), c;
  },
  Bt = new WeakMap();
function Vt(e, t, n, r, i) {
  const a = n[e.id];
  if ((S(a, `No route found in manifest`), !e.lazy)) return { lazyRoutePromise: void 0, lazyHandlerPromise: void 0 };
  if (typeof e.lazy == `function`) {
    const t = Bt.get(a);
    if (t) return { lazyRoutePromise: t, lazyHandlerPromise: t };
    const n = (async () => {
      S(typeof e.lazy == `function`, `No lazy route function found`);
      const t = await e.lazy(),
        n = {};
      for (const e in t) {
        const r = t[e];
        if (r === void 0) continue;
        const i = ae(e),
          o = a[e] !== void 0 && e !== `hasErrorBoundary`;
        i
          ? C(
              !i,
              `Route property ` +
                e +
                ` is not a supported property to be returned from a lazy route function. This property will be ignored.`,
            )
          : o
            ? C(
                !o,
                `Route "${a.id}" has a static property "${e}" defined but its lazy function is also returning a value for this property. The lazy route property "${e}" will be ignored.`,
              )
            : (n[e] = r);
      }
      Object.assign(a, n), Object.assign(a, { ...r(a), lazy: void 0 });
    })();
    return Bt.set(a, n), n.catch(() => {}), { lazyRoutePromise: n, lazyHandlerPromise: n };
  }
  let o = Object.keys(e.lazy),
    s = [],
    c;
  for (const a of o) {
    if (i && i.includes(a)) continue;
    const o = zt({ key: a, route: e, manifest: n, mapRouteProperties: r });
    o && (s.push(o), a === t && (c = o));
  }
  const l = s.length > 0 ? Promise.all(s).then(() => {}) : void 0;
  return l?.catch(() => {}), c?.catch(() => {}), { lazyRoutePromise: l, lazyHandlerPromise: c };
}
async function Ht(e) {
  const t = e.matches.filter((e) => e.shouldLoad),
    n = {};
  return (
    (await Promise.all(t.map((e) => e.resolve()))).forEach((e, r) => {
      n[t[r].route.id] = e;
    }),
    n
  );
}
async function Ut(e) {
  return e.matches.some((e) => e.route.middleware) ? Wt(e, () => Ht(e)) : Ht(e);
}
function Wt(e, t) {
  return Gt(
    e,
    t,
    (e) => {
      if (En(e)) throw e;
      return e;
    },
    yn,
    n,
  );
  function n(t, n, r) {
    if (r) return Promise.resolve(Object.assign(r.value, { [n]: { type: `error`, result: t } }));
    {
      const { matches: r } = e,
        i = fn(
          r,
          r[
            Math.min(
              Math.max(
                r.findIndex((e) => e.route.id === n),
                0,
              ),
              Math.max(
                r.findIndex((e) => e.shouldCallHandler()),
                0,
              ),
            )
          ].route.id,
        ).route.id;
      return Promise.resolve({ [i]: { type: `error`, result: t } });
    }
  }
}
async function Gt(e, t, n, r, i) {
  const { matches: a, ...o } = e;
  return await Kt(
    o,
    a.flatMap((e) => (e.route.middleware ? e.route.middleware.map((t) => [e.route.id, t]) : [])),
    t,
    n,
    r,
    i,
  );
}
async function Kt(e, t, n, r, i, a, o = 0) {
  const { request: s } = e;
  if (s.signal.aborted) throw s.signal.reason ?? Error(`Request aborted: ${s.method} ${s.url}`);
  const c = t[o];
  if (!c) return await n();
  let [l, u] = c,
    d,
    f = async () => {
      if (d) throw Error('You may only call `next()` once per middleware');
      try {
        return (d = { value: await Kt(e, t, n, r, i, a, o + 1) }), d.value;
      } catch (e) {
        return (d = { value: await a(e, l, d) }), d.value;
      }
    };
  try {
    const t = await u(e, f),
      n = t == null ? void 0 : r(t);
    return i(n) ? n : d ? (n ?? d.value) : ((d = { value: await f() }), d.value);
  } catch (e) {
    return await a(e, l, d);
  }
}
function qt(e, t, n, r, i) {
  const a = zt({ key: `middleware`, route: r.route, manifest: t, mapRouteProperties: e }),
    o = Vt(r.route, On(n.method) ? `action` : `loader`, t, e, i);
  return { middleware: a, route: o.lazyRoutePromise, handler: o.lazyHandlerPromise };
}
function Jt(e, t, n, r, i, a, o, s, c, l = null, u) {
  let d = !1,
    f = qt(e, t, n, a, o);
  return {
    ...a,
    _lazyPromises: f,
    shouldLoad: c,
    shouldRevalidateArgs: l,
    shouldCallHandler(e) {
      return (
        (d = !0),
        l
          ? typeof u == `boolean`
            ? Ft(a, { ...l, defaultShouldRevalidate: u })
            : typeof e == `boolean`
              ? Ft(a, { ...l, defaultShouldRevalidate: e })
              : Ft(a, l)
          : c
      );
    },
    resolve(e) {
      const { lazy: t, loader: o, middleware: l } = a.route,
        u = d || c || (e && !On(n.method) && (t || o)),
        p = l && l.length > 0 && !o && !t;
      return u && (On(n.method) || !p)
        ? Xt({
            request: n,
            path: r,
            pattern: i,
            match: a,
            lazyHandlerPromise: f?.handler,
            lazyRoutePromise: f?.route,
            handlerOverride: e,
            scopedContext: s,
          })
        : Promise.resolve({ type: `data`, result: void 0 });
    },
  };
}
function Yt(e, t, n, r, i, a, o, s, c = null) {
  return i.map((l) =>
    l.route.id === a.route.id
      ? Jt(e, t, n, r, P(i), l, o, s, !0, c)
      : {
          ...l,
          shouldLoad: !1,
          shouldRevalidateArgs: c,
          shouldCallHandler: () => !1,
          _lazyPromises: qt(e, t, n, l, o),
          resolve: () => Promise.resolve({ type: `data`, result: void 0 }),
        },
  );
}
async function F(e, t, n, r, i, a, o) {
  r.some((e) => e._lazyPromises?.middleware) && (await Promise.all(r.map((e) => e._lazyPromises?.middleware)));
  const s = { request: t, url: an(t, n), pattern: P(r), params: r[0].params, context: a, matches: r },
    c = o
      ? () => {
          throw Error(
            'You cannot call `runClientMiddleware()` from a static handler `dataStrategy`. Middleware is run outside of `dataStrategy` during SSR in order to bubble up the Response.  You can enable middleware via the `respond` API in `query`/`queryRoute`',
          );
        }
      : (e) => {
          const t = s;
          return Wt(t, () =>
            e({
              ...t,
              fetcherKey: i,
              runClientMiddleware: () => {
                throw Error('Cannot call `runClientMiddleware()` from within an `runClientMiddleware` handler');
              },
            }),
          );
        },
    l = await e({ ...s, fetcherKey: i, runClientMiddleware: c });
  try {
    await Promise.all(r.flatMap((e) => [e._lazyPromises?.handler, e._lazyPromises?.route]));
  } catch {}
  return l;
}
async function Xt({
  request: e,
  path: t,
  pattern: n,
  match: r,
  lazyHandlerPromise: i,
  lazyRoutePromise: a,
  handlerOverride: o,
  scopedContext: s,
}) {
  let c,
    l,
    u = On(e.method),
    d = u ? `action` : `loader`,
    f = (i) => {
      let a,
        c = new Promise((e, t) => (a = t));
      (l = () => a()), e.signal.addEventListener(`abort`, l);
      const u = (a) =>
          typeof i == `function`
            ? i({ request: e, url: an(e, t), pattern: n, params: r.params, context: s }, ...(a === void 0 ? [] : [a]))
            : Promise.reject(
                Error(
                  `You cannot call the handler for a route which defines a boolean "${d}" [routeId: ${r.route.id}]`,
                ),
              ),
        f = (async () => {
          try {
            return { type: `data`, result: await (o ? o((e) => u(e)) : u()) };
          } catch (e) {
            return { type: `error`, result: e };
          }
        })();
      return Promise.race([f, c]);
    };
  try {
    const t = u ? r.route.action : r.route.loader;
    if (i || a) {
      if (t) {
        let e,
          [n] = await Promise.all([
            f(t).catch((t) => {
              e = t;
            }),
            i,
            a,
          ]);
        if (e !== void 0) throw e;
        c = n;
      } else {
        await i;
        const t = u ? r.route.action : r.route.loader;
        if (t) [c] = await Promise.all([f(t), a]);
        else if (d === `action`) {
          const t = new URL(e.url),
            n = t.pathname + t.search;
          throw mn(405, { method: e.method, pathname: n, routeId: r.route.id });
        } else return { type: `data`, result: void 0 };
      }
    } else if (t) c = await f(t);
    else {
      const t = new URL(e.url);
      throw mn(404, { pathname: t.pathname + t.search });
    }
  } catch (e) {
    return { type: `error`, result: e };
  } finally {
    l && e.signal.removeEventListener(`abort`, l);
  }
  return c;
}
async function Zt(e) {
  const t = e.headers.get(`Content-Type`);
  return t && /\bapplication\/json\b/.test(t) ? (e.body == null ? null : e.json()) : e.text();
}
async function Qt(e) {
  const { result: t, type: n } = e;
  if (wn(t)) {
    let e;
    try {
      e = await Zt(t);
    } catch (e) {
      return { type: `error`, error: e };
    }
    return n === `error`
      ? { type: `error`, error: new Ue(t.status, t.statusText, e), statusCode: t.status, headers: t.headers }
      : { type: `data`, data: e, statusCode: t.status, headers: t.headers };
  }
  return n === `error`
    ? Cn(t)
      ? t.data instanceof Error
        ? {
            type: `error`,
            error: t.data,
            statusCode: t.init?.status,
            headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
          }
        : {
            type: `error`,
            error: vn(t),
            statusCode: We(t) ? t.status : void 0,
            headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
          }
      : { type: `error`, error: t, statusCode: We(t) ? t.status : void 0 }
    : Cn(t)
      ? {
          type: `data`,
          data: t.data,
          statusCode: t.init?.status,
          headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
        }
      : { type: `data`, data: t };
}
function $t(e, t, n, r, i) {
  let a = e.headers.get(`Location`);
  if ((S(a, `Redirects returned/thrown from loaders/actions must have a Location header`), !ke(a))) {
    const o = r.slice(0, r.findIndex((e) => e.route.id === n) + 1);
    (a = Ot(new URL(t.url), o, i, a)), e.headers.set(`Location`, a);
  }
  return e;
}
var en = [
  `about:`,
  `blob:`,
  `chrome:`,
  `chrome-untrusted:`,
  `content:`,
  `data:`,
  `devtools:`,
  `file:`,
  `filesystem:`,
  `javascript:`,
];
function tn(e) {
  try {
    return en.includes(new URL(e).protocol);
  } catch {
    return !1;
  }
}
function nn(e, t, n, r) {
  if (ke(e)) {
    const r = e,
      i = _.test(r) ? new URL(v(r, t.protocol)) : new URL(r);
    if (tn(i.toString())) throw Error(`Invalid redirect location`);
    const a = De(i.pathname, n) != null;
    if (i.origin === t.origin && a) return Ie(i.pathname) + i.search + i.hash;
  }
  try {
    if (tn(r.createURL(e).toString())) throw Error(`Invalid redirect location`);
  } catch {}
  return e;
}
function rn(e, t, n, r) {
  const i = e.createURL(gn(t)).toString(),
    a = { signal: n };
  if (r && On(r.formMethod)) {
    const { formMethod: e, formEncType: t } = r;
    (a.method = e.toUpperCase()),
      t === `application/json`
        ? ((a.headers = new Headers({ 'Content-Type': t })), (a.body = JSON.stringify(r.json)))
        : (a.body =
            t === `text/plain`
              ? r.text
              : t === `application/x-www-form-urlencoded` && r.formData
                ? on(r.formData)
                : r.formData);
  }
  return new Request(i, a);
}
function an(e, t) {
  const n = new URL(e.url),
    r = typeof t == `string` ? D(t) : t;
  if (((n.pathname = r.pathname || `/`), r.search)) {
    const e = new URLSearchParams(r.search),
      t = e.getAll(`index`);
    e.delete(`index`);
    for (const n of t.filter(Boolean)) e.append(`index`, n);
    n.search = e.size ? `?${e.toString()}` : ``;
  } else n.search = ``;
  return (n.hash = r.hash || ``), n;
}
function on(e) {
  const t = new URLSearchParams();
  for (const [n, r] of e.entries()) t.append(n, typeof r == `string` ? r : r.name);
  return t;
}
function sn(e) {
  const t = new FormData();
  for (const [n, r] of e.entries()) t.append(n, r);
  return t;
}
function cn(e, t, n, r = !1, i = !1) {
  let a = {},
    o = null,
    s,
    c = !1,
    l = {},
    u = n && I(n[1]) ? n[1].error : void 0;
  return (
    e.forEach((n) => {
      if (!(n.route.id in t)) return;
      const d = n.route.id,
        f = t[d];
      if ((S(!Sn(f), `Cannot handle redirect results in processLoaderData`), I(f))) {
        let t = f.error;
        if ((u !== void 0 && ((t = u), (u = void 0)), (o ||= {}), i)) o[d] = t;
        else {
          const n = fn(e, d);
          o[n.route.id] ?? (o[n.route.id] = t);
        }
        r || (a[d] = bt), c || ((c = !0), (s = We(f.error) ? f.error.status : 500)), f.headers && (l[d] = f.headers);
      } else
        (a[d] = f.data),
          f.statusCode && f.statusCode !== 200 && !c && (s = f.statusCode),
          f.headers && (l[d] = f.headers);
    }),
    u !== void 0 && n && ((o = { [n[0]]: u }), n[2] && (a[n[2]] = void 0)),
    { loaderData: a, errors: o, statusCode: s || 200, loaderHeaders: l }
  );
}
function ln(e, t, n, r, i, a, o) {
  let { loaderData: s, errors: c } = cn(t, n, r);
  return (
    i
      .filter((e) => !e.matches || e.matches.some((e) => e.shouldLoad))
      .forEach((t) => {
        const { key: n, match: r, controller: i } = t;
        if (i && i.signal.aborted) return;
        const s = a[n];
        if ((S(s, `Did not find corresponding fetcher result`), I(s))) {
          const t = fn(e.matches, r?.route.id);
          (c && c[t.route.id]) || (c = { ...c, [t.route.id]: s.error }), o.delete(n);
        } else if (Sn(s)) S(!1, `Unhandled fetcher revalidation redirect`);
        else {
          const e = In(s.data);
          o.set(n, e);
        }
      }),
    { loaderData: s, errors: c }
  );
}
function un(e, t, n, r) {
  const i = Object.entries(t)
    .filter(([, e]) => e !== bt)
    .reduce((e, [t, n]) => ((e[t] = n), e), {});
  for (const a of n) {
    const n = a.route.id;
    if ((!Object.hasOwn(t, n) && Object.hasOwn(e, n) && a.route.loader && (i[n] = e[n]), r && Object.hasOwn(r, n)))
      break;
  }
  return i;
}
function dn(e) {
  return e ? (I(e[1]) ? { actionData: {} } : { actionData: { [e[0]]: e[1].data } }) : {};
}
function fn(e, t) {
  return (
    (t ? e.slice(0, e.findIndex((e) => e.route.id === t) + 1) : [...e])
      .reverse()
      .find((e) => e.route.hasErrorBoundary === !0) || e[0]
  );
}
function pn(e) {
  const t =
    e.length === 1 ? e[0] : e.find((e) => e.index || !e.path || e.path === `/`) || { id: `__shim-error-route__` };
  return { matches: [{ params: {}, pathname: ``, pathnameBase: ``, route: t }], route: t };
}
function mn(e, { pathname: t, routeId: n, method: r, type: i, message: a } = {}) {
  let o = `Unknown Server Error`,
    s = `Unknown @remix-run/router error`;
  return (
    e === 400
      ? ((o = `Bad Request`),
        r && t && n
          ? (s = `You made a ${r} request to "${t}" but did not provide a \`loader\` for route "${n}", so there is no way to handle the request.`)
          : i === `invalid-body` && (s = `Unable to encode submission body`))
      : e === 403
        ? ((o = `Forbidden`), (s = `Route "${n}" does not match URL "${t}"`))
        : e === 404
          ? ((o = `Not Found`), (s = `No route matches URL "${t}"`))
          : e === 405 &&
            ((o = `Method Not Allowed`),
            r && t && n
              ? (s = `You made a ${r.toUpperCase()} request to "${t}" but did not provide an \`action\` for route "${n}", so there is no way to handle the request.`)
              : r && (s = `Invalid request method "${r.toUpperCase()}"`)),
    new Ue(e || 500, o, Error(s), !0)
  );
}
function hn(e) {
  const t = Object.entries(e);
  for (let e = t.length - 1; e >= 0; e--) {
    const [n, r] = t[e];
    if (Sn(r)) return { key: n, result: r };
  }
}
function gn(e) {
  return E({ ...(typeof e == `string` ? D(e) : e), hash: `` });
}
function _n(e, t) {
  return e.pathname !== t.pathname || e.search !== t.search
    ? !1
    : e.hash === ``
      ? t.hash !== ``
      : e.hash === t.hash || t.hash !== ``;
}
function vn(e) {
  return new Ue(e.init?.status ?? 500, e.init?.statusText ?? `Internal Server Error`, e.data);
}
function yn(e) {
  return typeof e == `object` && !!e && Object.entries(e).every(([e, t]) => typeof e == `string` && bn(t));
}
function bn(e) {
  return typeof e == `object` && !!e && `type` in e && `result` in e && (e.type === `data` || e.type === `error`);
}
function xn(e) {
  return wn(e.result) && pt.has(e.result.status);
}
function I(e) {
  return e.type === `error`;
}
function Sn(e) {
  return (e && e.type) === `redirect`;
}
function Cn(e) {
  return typeof e == `object` && !!e && `type` in e && `data` in e && `init` in e && e.type === `DataWithResponseInit`;
}
function wn(e) {
  return (
    e != null &&
    typeof e.status == `number` &&
    typeof e.statusText == `string` &&
    typeof e.headers == `object` &&
    e.body !== void 0
  );
}
function Tn(e) {
  return pt.has(e);
}
function En(e) {
  return wn(e) && Tn(e.status) && e.headers.has(`Location`);
}
function Dn(e) {
  return ft.has(e.toUpperCase());
}
function On(e) {
  return ut.has(e.toUpperCase());
}
function kn(e) {
  return new URLSearchParams(e).getAll(`index`).some((e) => e === ``);
}
function An(e, t) {
  const n = typeof t == `string` ? D(t).search : t.search;
  if (e[e.length - 1].route.index && kn(n || ``)) return e[e.length - 1];
  const r = Ne(e);
  return r[r.length - 1];
}
function jn(e) {
  const { formMethod: t, formAction: n, formEncType: r, text: i, formData: a, json: o } = e;
  if (t && n && r) {
    if (i != null) return { formMethod: t, formAction: n, formEncType: r, formData: void 0, json: void 0, text: i };
    if (a != null) return { formMethod: t, formAction: n, formEncType: r, formData: a, json: void 0, text: void 0 };
    if (o !== void 0) return { formMethod: t, formAction: n, formEncType: r, formData: void 0, json: o, text: void 0 };
  }
}
function Mn(e, t, n, r) {
  return r
    ? {
        state: `loading`,
        location: e,
        matches: t,
        historyAction: n,
        formMethod: r.formMethod,
        formAction: r.formAction,
        formEncType: r.formEncType,
        formData: r.formData,
        json: r.json,
        text: r.text,
      }
    : {
        state: `loading`,
        location: e,
        matches: t,
        historyAction: n,
        formMethod: void 0,
        formAction: void 0,
        formEncType: void 0,
        formData: void 0,
        json: void 0,
        text: void 0,
      };
}
function Nn(e, t, n, r) {
  return {
    state: `submitting`,
    location: e,
    matches: t,
    historyAction: n,
    formMethod: r.formMethod,
    formAction: r.formAction,
    formEncType: r.formEncType,
    formData: r.formData,
    json: r.json,
    text: r.text,
  };
}
function Pn(e, t) {
  return e
    ? {
        state: `loading`,
        formMethod: e.formMethod,
        formAction: e.formAction,
        formEncType: e.formEncType,
        formData: e.formData,
        json: e.json,
        text: e.text,
        data: t,
      }
    : {
        state: `loading`,
        formMethod: void 0,
        formAction: void 0,
        formEncType: void 0,
        formData: void 0,
        json: void 0,
        text: void 0,
        data: t,
      };
}
function Fn(e, t) {
  return {
    state: `submitting`,
    formMethod: e.formMethod,
    formAction: e.formAction,
    formEncType: e.formEncType,
    formData: e.formData,
    json: e.json,
    text: e.text,
    data: t ? t.data : void 0,
  };
}
function In(e) {
  return {
    state: `idle`,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
    data: e,
  };
}
function Ln(e, t) {
  try {
    const n = e.sessionStorage.getItem(yt);
    if (n) {
      const e = JSON.parse(n);
      for (const [n, r] of Object.entries(e || {})) r && Array.isArray(r) && t.set(n, new Set(r || []));
    }
  } catch {}
}
function Rn(e, t) {
  if (t.size > 0) {
    const n = {};
    for (const [e, r] of t) n[e] = [...r];
    try {
      e.sessionStorage.setItem(yt, JSON.stringify(n));
    } catch (e) {
      C(!1, `Failed to save applied view transitions in sessionStorage (${e}).`);
    }
  }
}
function zn() {
  let e,
    t,
    n = new Promise((r, i) => {
      (e = async (e) => {
        r(e);
        try {
          await n;
        } catch {}
      }),
        (t = async (e) => {
          i(e);
          try {
            await n;
          } catch {}
        });
    });
  return { promise: n, resolve: e, reject: t };
}
var Bn = u.createContext(null);
Bn.displayName = `DataRouter`;
var Vn = u.createContext(null);
Vn.displayName = `DataRouterState`;
var Hn = u.createContext(!1);
function Un() {
  return u.useContext(Hn);
}
var Wn = u.createContext({ isTransitioning: !1 });
Wn.displayName = `ViewTransition`;
var Gn = u.createContext(new Map());
Gn.displayName = `Fetchers`;
var Kn = u.createContext(null);
Kn.displayName = `Await`;
var qn = u.createContext(null);
qn.displayName = `Navigation`;
var Jn = u.createContext(null);
Jn.displayName = `Location`;
var Yn = u.createContext({ outlet: null, matches: [], isDataRoute: !1 });
Yn.displayName = `Route`;
var Xn = u.createContext(null);
Xn.displayName = `RouteError`;
var Zn = `REACT_ROUTER_ERROR`,
  Qn = `REDIRECT`,
  $n = `ROUTE_ERROR_RESPONSE`;
function er(e) {
  if (e.startsWith(`${Zn}:${Qn}:{`))
    try {
      const t = JSON.parse(e.slice(28));
      if (
        typeof t == `object` &&
        t &&
        typeof t.status == `number` &&
        typeof t.statusText == `string` &&
        typeof t.location == `string` &&
        typeof t.reloadDocument == `boolean` &&
        typeof t.replace == `boolean`
      )
        return t;
    } catch {}
}
function tr(e) {
  if (e.startsWith(`${Zn}:${$n}:{`))
    try {
      const t = JSON.parse(e.slice(40));
      if (typeof t == `object` && t && typeof t.status == `number` && typeof t.statusText == `string`)
        return new Ue(t.status, t.statusText, t.data);
    } catch {}
}
function nr(e, { relative: t } = {}) {
  S(rr(), `useHref() may be used only in the context of a <Router> component.`);
  let { basename: n, navigator: r } = u.useContext(qn),
    { hash: i, pathname: a, search: o } = fr(e, { relative: t }),
    s = a;
  return n !== `/` && (s = a === `/` ? n : Le([n, a])), r.createHref({ pathname: s, search: o, hash: i });
}
function rr() {
  return u.useContext(Jn) != null;
}
function ir() {
  return S(rr(), `useLocation() may be used only in the context of a <Router> component.`), u.useContext(Jn).location;
}
var ar = `You should call navigate() in a React.useEffect(), not when your component is first rendered.`;
function or(e) {
  u.useContext(qn).static || u.useLayoutEffect(e);
}
function sr() {
  const { isDataRoute: e } = u.useContext(Yn);
  return e ? Or() : cr();
}
function cr() {
  S(rr(), `useNavigate() may be used only in the context of a <Router> component.`);
  const e = u.useContext(Bn),
    { basename: t, navigator: n } = u.useContext(qn),
    { matches: r } = u.useContext(Yn),
    { pathname: i } = ir(),
    a = JSON.stringify(Pe(r)),
    o = u.useRef(!1);
  return (
    or(() => {
      o.current = !0;
    }),
    u.useCallback(
      (r, s = {}) => {
        if ((C(o.current, ar), !o.current)) return;
        if (typeof r == `number`) {
          n.go(r);
          return;
        }
        const c = Fe(r, JSON.parse(a), i, s.relative === `path`);
        e == null && t !== `/` && (c.pathname = c.pathname === `/` ? t : Le([t, c.pathname])),
          ct(typeof r == `string` ? r : E(r), n.createHref(c), at(n), `reject`),
          (s.replace ? n.replace : n.push)(c, s.state, s);
      },
      [t, n, a, i, e],
    )
  );
}
var lr = u.createContext(null);
function ur(e) {
  const t = u.useContext(Yn).outlet;
  return u.useMemo(() => t && u.createElement(lr.Provider, { value: e }, t), [t, e]);
}
function dr() {
  const { matches: e } = u.useContext(Yn);
  return e[e.length - 1]?.params ?? {};
}
function fr(e, { relative: t } = {}) {
  const { matches: n } = u.useContext(Yn),
    { pathname: r } = ir(),
    i = JSON.stringify(Pe(n));
  return u.useMemo(() => Fe(e, JSON.parse(i), r, t === `path`), [e, i, r, t]);
}
function pr(e, t, n) {
  S(rr(), `useRoutes() may be used only in the context of a <Router> component.`);
  const { navigator: r } = u.useContext(qn),
    { matches: i } = u.useContext(Yn),
    a = i[i.length - 1],
    o = a ? a.params : {},
    s = a ? a.pathname : `/`,
    c = a ? a.pathnameBase : `/`,
    l = a && a.route;
  {
    const e = (l && l.path) || ``;
    Ar(
      s,
      !l || e.endsWith(`*`) || e.endsWith(`*?`),
      `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${s}" (under <Route path="${e}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${e}"> to <Route path="${e === `/` ? `*` : `${e}/*`}">.`,
    );
  }
  let d = ir(),
    f;
  if (t) {
    const e = typeof t == `string` ? D(t) : t;
    S(
      c === `/` || e.pathname?.startsWith(c),
      `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${c}" but pathname "${e.pathname}" was given in the \`location\` prop.`,
    ),
      (f = e);
  } else f = d;
  let p = f.pathname || `/`,
    m = p;
  if (c !== `/`) {
    const e = c.replace(/^\//, ``).split(`/`);
    m = `/` + p.replace(/^\//, ``).split(`/`).slice(e.length).join(`/`);
  }
  const h =
    n && n.state.matches.length
      ? n.state.matches.map((e) => Object.assign(e, { route: n.manifest[e.route.id] || e.route }))
      : le(e, { pathname: m });
  C(l || h != null, `No routes matched location "${f.pathname}${f.search}${f.hash}" `),
    C(
      h == null ||
        h[h.length - 1].route.element !== void 0 ||
        h[h.length - 1].route.Component !== void 0 ||
        h[h.length - 1].route.lazy !== void 0,
      `Matched leaf route at location "${f.pathname}${f.search}${f.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`,
    );
  const g = br(
    h &&
      h.map((e) =>
        Object.assign({}, e, {
          params: Object.assign({}, o, e.params),
          pathname: Le([
            c,
            r.encodeLocation
              ? r.encodeLocation(e.pathname.replace(/%/g, `%25`).replace(/\?/g, `%3F`).replace(/#/g, `%23`)).pathname
              : e.pathname,
          ]),
          pathnameBase:
            e.pathnameBase === `/`
              ? c
              : Le([
                  c,
                  r.encodeLocation
                    ? r.encodeLocation(e.pathnameBase.replace(/%/g, `%25`).replace(/\?/g, `%3F`).replace(/#/g, `%23`))
                        .pathname
                    : e.pathnameBase,
                ]),
        }),
      ),
    i,
    n,
  );
  return t && g
    ? u.createElement(
        Jn.Provider,
        {
          value: {
            location: { pathname: `/`, search: ``, hash: ``, state: null, key: `default`, mask: void 0, ...f },
            navigationType: `POP`,
          },
        },
        g,
      )
    : g;
}
function mr() {
  let e = Dr(),
    t = We(e) ? `${e.status} ${e.statusText}` : e instanceof Error ? e.message : JSON.stringify(e),
    n = e instanceof Error ? e.stack : null,
    r = `rgba(200,200,200, 0.5)`,
    i = { padding: `0.5rem`, backgroundColor: r },
    a = { padding: `2px 4px`, backgroundColor: r },
    o = null;
  return (
    console.error(`Error handled by React Router default ErrorBoundary:`, e),
    (o = u.createElement(
      u.Fragment,
      null,
      u.createElement(`p`, null, `💿 Hey developer 👋`),
      u.createElement(
        `p`,
        null,
        `You can provide a way better UX than this when your app throws errors by providing your own `,
        u.createElement(`code`, { style: a }, `ErrorBoundary`),
        ` or`,
        ` `,
        u.createElement(`code`, { style: a }, `errorElement`),
        ` prop on your route.`,
      ),
    )),
    u.createElement(
      u.Fragment,
      null,
      u.createElement(`h2`, null, `Unexpected Application Error!`),
      u.createElement(`h3`, { style: { fontStyle: `italic` } }, t),
      n ? u.createElement(`pre`, { style: i }, n) : null,
      o,
    )
  );
}
var hr = u.createElement(mr, null),
  gr = class extends u.Component {
    constructor(e) {
      super(e), (this.state = { location: e.location, revalidation: e.revalidation, error: e.error });
    }
    static getDerivedStateFromError(e) {
      return { error: e };
    }
    static getDerivedStateFromProps(e, t) {
      return t.location !== e.location || (t.revalidation !== `idle` && e.revalidation === `idle`)
        ? { error: e.error, location: e.location, revalidation: e.revalidation }
        : {
            error: e.error === void 0 ? t.error : e.error,
            location: t.location,
            revalidation: e.revalidation || t.revalidation,
          };
    }
    componentDidCatch(e, t) {
      this.props.onError
        ? this.props.onError(e, t)
        : console.error(`React Router caught the following error during render`, e);
    }
    render() {
      let e = this.state.error;
      if (this.context && typeof e == `object` && e && `digest` in e && typeof e.digest == `string`) {
        const t = tr(e.digest);
        t && (e = t);
      }
      const t =
        e === void 0
          ? this.props.children
          : u.createElement(
              Yn.Provider,
              { value: this.props.routeContext },
              u.createElement(Xn.Provider, { value: e, children: this.props.component }),
            );
      return this.context ? u.createElement(vr, { error: e }, t) : t;
    }
  };
gr.contextType = Hn;
var _r = new WeakMap();
function vr({ children: e, error: t }) {
  const { basename: n, navigator: r } = u.useContext(qn);
  if (typeof t == `object` && t && `digest` in t && typeof t.digest == `string`) {
    const e = er(t.digest);
    if (e) {
      const i = _r.get(t);
      if (i) throw i;
      const a = Ke(e.location, n),
        o = a.absoluteURL || a.to;
      if ((ct(e.location, o, at(r), `allow-explicit`), tn(o))) throw Error(`Invalid redirect location`);
      if (Ge && !_r.get(t)) {
        if (a.isExternal || e.reloadDocument) window.location.href = o;
        else {
          const n = Promise.resolve().then(() => window.__reactRouterDataRouter.navigate(a.to, { replace: e.replace }));
          throw (_r.set(t, n), n);
        }
      }
      return u.createElement(`meta`, { httpEquiv: `refresh`, content: `0;url=${o}` });
    }
  }
  return e;
}
function yr({ routeContext: e, match: t, children: n }) {
  const r = u.useContext(Bn);
  return (
    r &&
      r.static &&
      r.staticContext &&
      (t.route.errorElement || t.route.ErrorBoundary) &&
      (r.staticContext._deepestRenderedBoundaryId = t.route.id),
    u.createElement(Yn.Provider, { value: e }, n)
  );
}
function br(e, t = [], n) {
  const r = n?.state;
  if (e == null) {
    if (!r) return null;
    if (r.errors) e = r.matches;
    else if (t.length === 0 && !r.initialized && r.matches.length > 0) e = r.matches;
    else return null;
  }
  let i = e,
    a = r?.errors;
  if (a != null) {
    const e = i.findIndex((e) => e.route.id && a?.[e.route.id] !== void 0);
    S(e >= 0, `Could not find a matching route for errors on route IDs: ${Object.keys(a).join(`,`)}`),
      (i = i.slice(0, Math.min(i.length, e + 1)));
  }
  let o = !1,
    s = -1;
  if (n && r) {
    o = r.renderFallback;
    for (let e = 0; e < i.length; e++) {
      const t = i[e];
      if (((t.route.HydrateFallback || t.route.hydrateFallbackElement) && (s = e), t.route.id)) {
        const { loaderData: e, errors: a } = r,
          c = t.route.loader && !Object.hasOwn(e, t.route.id) && (!a || a[t.route.id] === void 0);
        if (t.route.lazy || c) {
          n.isStatic && (o = !0), (i = s >= 0 ? i.slice(0, s + 1) : [i[0]]);
          break;
        }
      }
    }
  }
  const c = n?.onError,
    l =
      r && c
        ? (e, t) => {
            c(e, { location: r.location, params: r.matches?.[0]?.params ?? {}, pattern: P(r.matches), errorInfo: t });
          }
        : void 0;
  return i.reduceRight((e, n, c) => {
    let d,
      f = !1,
      p = null,
      m = null;
    r &&
      ((d = a && n.route.id ? a[n.route.id] : void 0),
      (p = n.route.errorElement || hr),
      o &&
        (s < 0 && c === 0
          ? (Ar(`route-fallback`, !1, 'No `HydrateFallback` element provided to render during initial hydration'),
            (f = !0),
            (m = null))
          : s === c && ((f = !0), (m = n.route.hydrateFallbackElement || null))));
    const h = t.concat(i.slice(0, c + 1)),
      g = () => {
        let t;
        return (
          (t = d
            ? p
            : f
              ? m
              : n.route.Component
                ? u.createElement(n.route.Component, null)
                : n.route.element
                  ? n.route.element
                  : e),
          u.createElement(yr, {
            match: n,
            routeContext: { outlet: e, matches: h, isDataRoute: r != null },
            children: t,
          })
        );
      };
    return r && (n.route.ErrorBoundary || n.route.errorElement || c === 0)
      ? u.createElement(gr, {
          location: r.location,
          revalidation: r.revalidation,
          component: p,
          error: d,
          children: g(),
          routeContext: { outlet: null, matches: h, isDataRoute: !0 },
          onError: l,
        })
      : g();
  }, null);
}
function xr(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function Sr(e) {
  const t = u.useContext(Bn);
  return S(t, xr(e)), t;
}
function Cr(e) {
  const t = u.useContext(Vn);
  return S(t, xr(e)), t;
}
function wr(e) {
  const t = u.useContext(Yn);
  return S(t, xr(e)), t;
}
function Tr(e) {
  const t = wr(e),
    n = t.matches[t.matches.length - 1];
  return S(n.route.id, `${e} can only be used on routes that contain a unique "id"`), n.route.id;
}
function Er() {
  return Tr(`useRouteId`);
}
function Dr() {
  const e = u.useContext(Xn),
    t = Cr(`useRouteError`),
    n = Tr(`useRouteError`);
  return e === void 0 ? t.errors?.[n] : e;
}
function Or() {
  const { router: e } = Sr(`useNavigate`),
    t = Tr(`useNavigate`),
    n = u.useRef(!1);
  return (
    or(() => {
      n.current = !0;
    }),
    u.useCallback(
      async (r, i = {}) => {
        C(n.current, ar),
          n.current && (typeof r == `number` ? await e.navigate(r) : await e.navigate(r, { fromRouteId: t, ...i }));
      },
      [e, t],
    )
  );
}
var kr = {};
function Ar(e, t, n) {
  !t && !kr[e] && ((kr[e] = !0), C(!1, n));
}
var jr = {};
function Mr(e, t) {
  !e && !jr[t] && ((jr[t] = !0), console.warn(t));
}
var Nr = u.useOptimistic,
  Pr = () => void 0;
function Fr(e) {
  return Nr ? Nr(e) : [e, Pr];
}
function Ir(e) {
  const t = { hasErrorBoundary: e.hasErrorBoundary || e.ErrorBoundary != null || e.errorElement != null };
  return (
    e.Component &&
      (e.element &&
        C(!1, 'You should not include both `Component` and `element` on your route - `Component` will be used.'),
      Object.assign(t, { element: u.createElement(e.Component), Component: void 0 })),
    e.HydrateFallback &&
      (e.hydrateFallbackElement &&
        C(
          !1,
          'You should not include both `HydrateFallback` and `hydrateFallbackElement` on your route - `HydrateFallback` will be used.',
        ),
      Object.assign(t, { hydrateFallbackElement: u.createElement(e.HydrateFallback), HydrateFallback: void 0 })),
    e.ErrorBoundary &&
      (e.errorElement &&
        C(
          !1,
          'You should not include both `ErrorBoundary` and `errorElement` on your route - `ErrorBoundary` will be used.',
        ),
      Object.assign(t, { errorElement: u.createElement(e.ErrorBoundary), ErrorBoundary: void 0 })),
    t
  );
}
var Lr = [`HydrateFallback`, `hydrateFallbackElement`],
  Rr = class {
    constructor() {
      (this.status = `pending`),
        (this.promise = new Promise((e, t) => {
          (this.resolve = (t) => {
            this.status === `pending` && ((this.status = `resolved`), e(t));
          }),
            (this.reject = (e) => {
              this.status === `pending` && ((this.status = `rejected`), t(e));
            });
        }));
    }
  };
function zr({ router: e, flushSync: t, onError: n, useTransitions: r }) {
  r = Un() || r;
  const [i, a] = u.useState(e.state),
    [o, s] = Fr(i),
    [c, l] = u.useState(),
    [d, f] = u.useState({ isTransitioning: !1 }),
    [p, m] = u.useState(),
    [h, g] = u.useState(),
    [_, v] = u.useState(),
    y = u.useRef(new Map()),
    b = u.useCallback(
      (i, { deletedFetchers: o, newErrors: c, flushSync: d, viewTransitionOpts: _ }) => {
        c &&
          n &&
          Object.values(c).forEach((e) =>
            n(e, { location: i.location, params: i.matches[0]?.params ?? {}, pattern: P(i.matches) }),
          ),
          i.fetchers.forEach((e, t) => {
            e.data !== void 0 && y.current.set(t, e.data);
          }),
          o.forEach((e) => y.current.delete(e)),
          Mr(
            d === !1 || t != null,
            'You provided the `flushSync` option to a router update, but you are not using the `<RouterProvider>` from `react-router/dom` so `ReactDOM.flushSync()` is unavailable.  Please update your app to `import { RouterProvider } from "react-router/dom"` and ensure you have `react-dom` installed as a dependency to use the `flushSync` option.',
          );
        const b =
          e.window != null && e.window.document != null && typeof e.window.document.startViewTransition == `function`;
        if (
          (Mr(
            _ == null || b,
            'You provided the `viewTransition` option to a router update, but you do not appear to be running in a DOM environment as `window.startViewTransition` is not available.',
          ),
          !_ || !b)
        )
          t && d
            ? t(() => a(i))
            : r === !1
              ? a(i)
              : u.startTransition(() => {
                  r === !0 && s((e) => Br(e, i)), a(i);
                });
        else if (t && d) {
          t(() => {
            h && (p?.resolve(), h.skipTransition()),
              f({
                isTransitioning: !0,
                flushSync: !0,
                currentLocation: _.currentLocation,
                nextLocation: _.nextLocation,
              });
          });
          const n = e.window.document.startViewTransition(() => {
            t(() => a(i));
          });
          n.finished.finally(() => {
            t(() => {
              m(void 0), g(void 0), l(void 0), f({ isTransitioning: !1 });
            });
          }),
            t(() => g(n));
        } else
          h
            ? (p?.resolve(),
              h.skipTransition(),
              v({ state: i, currentLocation: _.currentLocation, nextLocation: _.nextLocation }))
            : (l(i),
              f({
                isTransitioning: !0,
                flushSync: !1,
                currentLocation: _.currentLocation,
                nextLocation: _.nextLocation,
              }));
      },
      [e.window, t, h, p, r, s, n],
    );
  u.useLayoutEffect(() => e.subscribe(b), [e, b]),
    u.useEffect(() => {
      d.isTransitioning && !d.flushSync && m(new Rr());
    }, [d]),
    u.useEffect(() => {
      if (p && c && e.window) {
        const t = c,
          n = p.promise,
          i = e.window.document.startViewTransition(async () => {
            r === !1
              ? a(t)
              : u.startTransition(() => {
                  r === !0 && s((e) => Br(e, t)), a(t);
                }),
              await n;
          });
        i.finished.finally(() => {
          m(void 0), g(void 0), l(void 0), f({ isTransitioning: !1 });
        }),
          g(i);
      }
    }, [c, p, e.window, r, s]),
    u.useEffect(() => {
      p && c && o.location.key === c.location.key && p.resolve();
    }, [p, h, o.location, c]),
    u.useEffect(() => {
      !d.isTransitioning &&
        _ &&
        (l(_.state),
        f({ isTransitioning: !0, flushSync: !1, currentLocation: _.currentLocation, nextLocation: _.nextLocation }),
        v(void 0));
    }, [d.isTransitioning, _]);
  const x = u.useMemo(
      () => ({
        createHref: e.createHref,
        createURL: e.createURL,
        encodeLocation: e.encodeLocation,
        go: (t) => e.navigate(t),
        push: (t, n, r) => e.navigate(t, { state: n, preventScrollReset: r?.preventScrollReset }),
        replace: (t, n, r) => e.navigate(t, { replace: !0, state: n, preventScrollReset: r?.preventScrollReset }),
      }),
      [e],
    ),
    S = e.basename || `/`,
    C = u.useMemo(() => ({ router: e, navigator: x, static: !1, basename: S, onError: n }), [e, x, S, n]);
  return u.createElement(
    u.Fragment,
    null,
    u.createElement(
      Bn.Provider,
      { value: C },
      u.createElement(
        Vn.Provider,
        { value: o },
        u.createElement(
          Gn.Provider,
          { value: y.current },
          u.createElement(
            Wn.Provider,
            { value: d },
            u.createElement(
              Gr,
              { basename: S, location: o.location, navigationType: o.historyAction, navigator: x, useTransitions: r },
              u.createElement(Vr, {
                routes: e.routes,
                manifest: e.manifest,
                future: e.future,
                state: o,
                isStatic: !1,
                onError: n,
              }),
            ),
          ),
        ),
      ),
    ),
    null,
  );
}
function Br(e, t) {
  return {
    ...e,
    navigation: t.navigation.state === `idle` ? e.navigation : t.navigation,
    revalidation: t.revalidation === `idle` ? e.revalidation : t.revalidation,
    actionData: t.navigation.state === `submitting` ? e.actionData : t.actionData,
    fetchers: t.fetchers,
  };
}
var Vr = u.memo(Hr);
function Hr({ routes: e, manifest: t, future: n, state: r, isStatic: i, onError: a }) {
  return pr(e, void 0, { manifest: t, state: r, isStatic: i, onError: a, future: n });
}
function Ur({ to: e, replace: t, state: n, relative: r }) {
  S(rr(), `<Navigate> may be used only in the context of a <Router> component.`);
  const { static: i, navigator: a } = u.useContext(qn);
  C(
    !i,
    `<Navigate> must not be used on the initial render in a <StaticRouter>. This is a no-op, but you should modify your code so the <Navigate> is only ever rendered in response to some user interaction or state change.`,
  );
  const { matches: o } = u.useContext(Yn),
    { pathname: s } = ir(),
    c = sr(),
    l = Fe(e, Pe(o), s, r === `path`);
  ct(typeof e == `string` ? e : E(e), a.createHref(l), at(a), `reject`);
  const d = JSON.stringify(l);
  return (
    u.useEffect(() => {
      c(JSON.parse(d), { replace: t, state: n, relative: r });
    }, [c, d, r, t, n]),
    null
  );
}
function Wr(e) {
  return ur(e.context);
}
function Gr({
  basename: e = `/`,
  children: t = null,
  location: n,
  navigationType: r = `POP`,
  navigator: i,
  static: a = !1,
  useTransitions: o,
}) {
  S(!rr(), `You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`);
  const s = e.replace(/^\/*/, `/`),
    c = u.useMemo(() => ({ basename: s, navigator: i, static: a, useTransitions: o, future: {} }), [s, i, a, o]);
  typeof n == `string` && (n = D(n));
  const { pathname: l = `/`, search: d = ``, hash: f = ``, state: p = null, key: m = `default`, mask: h } = n,
    g = u.useMemo(() => {
      const e = De(l, s);
      return e == null
        ? null
        : { location: { pathname: e, search: d, hash: f, state: p, key: m, mask: h }, navigationType: r };
    }, [s, l, d, f, p, m, r, h]);
  return (
    C(
      g != null,
      `<Router basename="${s}"> is not able to match the URL "${l}${d}${f}" because it does not start with the basename, so the <Router> won't render anything.`,
    ),
    g == null
      ? null
      : u.createElement(qn.Provider, { value: c }, u.createElement(Jn.Provider, { children: t, value: g }))
  );
}
u.Component;
var Kr = `get`,
  qr = `application/x-www-form-urlencoded`;
function Jr(e) {
  return typeof HTMLElement < `u` && e instanceof HTMLElement;
}
function Yr(e) {
  return Jr(e) && e.tagName.toLowerCase() === `button`;
}
function Xr(e) {
  return Jr(e) && e.tagName.toLowerCase() === `form`;
}
function Zr(e) {
  return Jr(e) && e.tagName.toLowerCase() === `input`;
}
function Qr(e) {
  return !!(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}
function $r(e, t) {
  return e.button === 0 && (!t || t === `_self`) && !Qr(e);
}
function ei(e = ``) {
  return new URLSearchParams(
    typeof e == `string` || Array.isArray(e) || e instanceof URLSearchParams
      ? e
      : Object.keys(e).reduce((t, n) => {
          const r = e[n];
          return t.concat(Array.isArray(r) ? r.map((e) => [n, e]) : [[n, r]]);
        }, []),
  );
}
function ti(e, t) {
  const n = ei(e);
  return (
    t &&
      t.forEach((e, r) => {
        n.has(r) ||
          t.getAll(r).forEach((e) => {
            n.append(r, e);
          });
      }),
    n
  );
}
var ni = null;
function ri() {
  if (ni === null)
    try {
      new FormData(document.createElement(`form`), 0), (ni = !1);
    } catch {
      ni = !0;
    }
  return ni;
}
var ii = new Set([`application/x-www-form-urlencoded`, `multipart/form-data`, `text/plain`]);
function ai(e) {
  return e != null && !ii.has(e)
    ? (C(!1, `"${e}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${qr}"`), null)
    : e;
}
function oi(e, t) {
  let n, r, i, a, o;
  if (Xr(e)) {
    const o = e.getAttribute(`action`);
    (r = o ? De(o, t) : null),
      (n = e.getAttribute(`method`) || Kr),
      (i = ai(e.getAttribute(`enctype`)) || qr),
      (a = new FormData(e));
  } else if (Yr(e) || (Zr(e) && (e.type === `submit` || e.type === `image`))) {
    const o = e.form;
    if (o == null) throw Error(`Cannot submit a <button> or <input type="submit"> without a <form>`);
    const s = e.getAttribute(`formaction`) || o.getAttribute(`action`);
    if (
      ((r = s ? De(s, t) : null),
      (n = e.getAttribute(`formmethod`) || o.getAttribute(`method`) || Kr),
      (i = ai(e.getAttribute(`formenctype`)) || ai(o.getAttribute(`enctype`)) || qr),
      (a = new FormData(o, e)),
      !ri())
    ) {
      const { name: t, type: n, value: r } = e;
      if (n === `image`) {
        const e = t ? `${t}.` : ``;
        a.append(`${e}x`, `0`), a.append(`${e}y`, `0`);
      } else t && a.append(t, r);
    }
  } else if (Jr(e)) throw Error(`Cannot submit element that is not <form>, <button>, or <input type="submit|image">`);
  else (n = Kr), (r = null), (i = qr), (o = e);
  return (
    a && i === `text/plain` && ((o = a), (a = void 0)),
    { action: r, method: n.toLowerCase(), encType: i, formData: a, body: o }
  );
}
Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);
function si(e, t) {
  if (e === !1 || e == null) throw Error(t);
}
function ci(e, t, n, r) {
  const i =
    typeof e == `string` ? new URL(e, typeof window > `u` ? `server://singlefetch/` : window.location.origin) : e;
  return (
    (i.pathname = n
      ? i.pathname.endsWith(`/`)
        ? `${i.pathname}_.${r}`
        : `${i.pathname}.${r}`
      : i.pathname === `/`
        ? `_root.${r}`
        : t && De(i.pathname, t) === `/`
          ? `${Re(t)}/_root.${r}`
          : `${Re(i.pathname)}.${r}`),
    i
  );
}
async function li(e, t) {
  if (e.id in t) return t[e.id];
  try {
    const n = await import(e.module);
    return (t[e.id] = n), n;
  } catch (t) {
    return (
      console.error(`Error loading route module \`${e.module}\`, reloading page...`),
      console.error(t),
      window.__reactRouterContext && window.__reactRouterContext.isSpaMode,
      window.location.reload(),
      new Promise(() => {})
    );
  }
}
function ui(e) {
  return e != null && typeof e.page == `string`;
}
function di(e) {
  return e == null
    ? !1
    : e.href == null
      ? e.rel === `preload` && typeof e.imageSrcSet == `string` && typeof e.imageSizes == `string`
      : typeof e.rel == `string` && typeof e.href == `string`;
}
async function fi(e, t, n) {
  return _i(
    (
      await Promise.all(
        e.map(async (e) => {
          const r = t.routes[e.route.id];
          if (r) {
            const e = await li(r, n);
            return e.links ? e.links() : [];
          }
          return [];
        }),
      )
    )
      .flat(1)
      .filter(di)
      .filter((e) => e.rel === `stylesheet` || e.rel === `preload`)
      .map((e) => (e.rel === `stylesheet` ? { ...e, rel: `prefetch`, as: `style` } : { ...e, rel: `prefetch` })),
  );
}
function pi(e, t, n, r, i, a) {
  const o = (e, t) => !n[t] || e.route.id !== n[t].route.id,
    s = (e, t) =>
      n[t].pathname !== e.pathname || (n[t].route.path?.endsWith(`*`) && n[t].params[`*`] !== e.params[`*`]);
  return a === `assets`
    ? t.filter((e, t) => o(e, t) || s(e, t))
    : a === `data`
      ? t.filter((t, a) => {
          const c = r.routes[t.route.id];
          if (!c || !c.hasLoader) return !1;
          if (o(t, a) || s(t, a)) return !0;
          if (t.route.shouldRevalidate) {
            const r = t.route.shouldRevalidate({
              currentUrl: new URL(i.pathname + i.search + i.hash, window.origin),
              currentParams: n[0]?.params || {},
              nextUrl: new URL(e, window.origin),
              nextParams: t.params,
              defaultShouldRevalidate: !0,
            });
            if (typeof r == `boolean`) return r;
          }
          return !0;
        })
      : [];
}
function mi(e, t, { includeHydrateFallback: n } = {}) {
  return hi(
    e.flatMap((e) => {
      const r = t.routes[e.route.id];
      if (!r) return [];
      let i = [r.module];
      return (
        r.clientActionModule && (i = i.concat(r.clientActionModule)),
        r.clientLoaderModule && (i = i.concat(r.clientLoaderModule)),
        n && r.hydrateFallbackModule && (i = i.concat(r.hydrateFallbackModule)),
        r.imports && (i = i.concat(r.imports)),
        i
      );
    }),
  );
}
function hi(e) {
  return [...new Set(e)];
}
function gi(e) {
  const t = {},
    n = Object.keys(e).sort();
  for (const r of n) t[r] = e[r];
  return t;
}
function _i(e, t) {
  const n = new Set(),
    r = new Set(t);
  return e.reduce((e, i) => {
    if (t && !ui(i) && i.as === `script` && i.href && r.has(i.href)) return e;
    const a = JSON.stringify(gi(i));
    return n.has(a) || (n.add(a), e.push({ key: a, link: i })), e;
  }, []);
}
function vi() {
  const e = u.useContext(Bn);
  return si(e, `You must render this element inside a <DataRouterContext.Provider> element`), e;
}
function yi() {
  const e = u.useContext(Vn);
  return si(e, `You must render this element inside a <DataRouterStateContext.Provider> element`), e;
}
var bi = u.createContext(void 0);
bi.displayName = `FrameworkContext`;
function xi() {
  const e = u.useContext(bi);
  return si(e, `You must render this element inside a <HydratedRouter> element`), e;
}
function Si(e, t) {
  const n = u.useContext(bi),
    [r, i] = u.useState(!1),
    [a, o] = u.useState(!1),
    { onFocus: s, onBlur: c, onMouseEnter: l, onMouseLeave: d, onTouchStart: f } = t,
    p = u.useRef(null);
  u.useEffect(() => {
    if ((e === `render` && o(!0), e === `viewport`)) {
      const e = new IntersectionObserver(
        (e) => {
          e.forEach((e) => {
            o(e.isIntersecting);
          });
        },
        { threshold: 0.5 },
      );
      return (
        p.current && e.observe(p.current),
        () => {
          e.disconnect();
        }
      );
    }
  }, [e]),
    u.useEffect(() => {
      if (r) {
        const e = setTimeout(() => {
          o(!0);
        }, 100);
        return () => {
          clearTimeout(e);
        };
      }
    }, [r]);
  const m = () => {
      i(!0);
    },
    h = () => {
      i(!1), o(!1);
    };
  return n
    ? e === `intent`
      ? [
          a,
          p,
          {
            onFocus: Ci(s, m),
            onBlur: Ci(c, h),
            onMouseEnter: Ci(l, m),
            onMouseLeave: Ci(d, h),
            onTouchStart: Ci(f, m),
          },
        ]
      : [a, p, {}]
    : [!1, p, {}];
}
function Ci(e, t) {
  return (n) => {
    e && e(n), n.defaultPrevented || t(n);
  };
}
function wi({ page: e, ...t }) {
  const n = Un(),
    { nonce: r } = xi(),
    { router: i } = vi(),
    a = u.useMemo(() => le(i.routes, e, i.basename), [i.routes, e, i.basename]);
  return a
    ? (t.nonce == null && r && (t = { ...t, nonce: r }),
      n ? u.createElement(Ei, { page: e, matches: a, ...t }) : u.createElement(Di, { page: e, matches: a, ...t }))
    : null;
}
function Ti(e) {
  const { manifest: t, routeModules: n } = xi(),
    [r, i] = u.useState([]);
  return (
    u.useEffect(() => {
      let r = !1;
      return (
        fi(e, t, n).then((e) => {
          r || i(e);
        }),
        () => {
          r = !0;
        }
      );
    }, [e, t, n]),
    r
  );
}
function Ei({ page: e, matches: t, ...n }) {
  const r = ir(),
    { future: i } = xi(),
    { basename: a } = vi(),
    o = u.useMemo(() => {
      if (e === r.pathname + r.search + r.hash) return [];
      let n = ci(e, a, i.v8_trailingSlashAwareDataRequests, `rsc`),
        o = !1,
        s = [];
      for (const e of t) typeof e.route.shouldRevalidate == `function` ? (o = !0) : s.push(e.route.id);
      return o && s.length > 0 && n.searchParams.set(`_routes`, s.join(`,`)), [n.pathname + n.search];
    }, [a, i.v8_trailingSlashAwareDataRequests, e, r, t]);
  return u.createElement(
    u.Fragment,
    null,
    o.map((e) => u.createElement(`link`, { key: e, rel: `prefetch`, as: `fetch`, href: e, ...n })),
  );
}
function Di({ page: e, matches: t, ...n }) {
  const r = ir(),
    { future: i, manifest: a, routeModules: o } = xi(),
    { basename: s } = vi(),
    { loaderData: c, matches: l } = yi(),
    d = u.useMemo(() => pi(e, t, l, a, r, `data`), [e, t, l, a, r]),
    f = u.useMemo(() => pi(e, t, l, a, r, `assets`), [e, t, l, a, r]),
    p = u.useMemo(() => {
      if (e === r.pathname + r.search + r.hash) return [];
      let n = new Set(),
        l = !1;
      if (
        (t.forEach((e) => {
          const t = a.routes[e.route.id];
          t &&
            t.hasLoader &&
            ((!d.some((t) => t.route.id === e.route.id) && e.route.id in c && o[e.route.id]?.shouldRevalidate) ||
            t.hasClientLoader
              ? (l = !0)
              : n.add(e.route.id));
        }),
        n.size === 0)
      )
        return [];
      const u = ci(e, s, i.v8_trailingSlashAwareDataRequests, `data`);
      return (
        l &&
          n.size > 0 &&
          u.searchParams.set(
            `_routes`,
            t
              .filter((e) => n.has(e.route.id))
              .map((e) => e.route.id)
              .join(`,`),
          ),
        [u.pathname + u.search]
      );
    }, [s, i.v8_trailingSlashAwareDataRequests, c, r, a, d, t, e, o]),
    m = u.useMemo(() => mi(f, a), [f, a]),
    h = Ti(f);
  return u.createElement(
    u.Fragment,
    null,
    p.map((e) => u.createElement(`link`, { key: e, rel: `prefetch`, as: `fetch`, href: e, ...n })),
    m.map((e) => u.createElement(`link`, { key: e, rel: `modulepreload`, href: e, ...n })),
    h.map(({ key: e, link: t }) =>
      u.createElement(`link`, { key: e, nonce: n.nonce, ...t, crossOrigin: t.crossOrigin ?? n.crossOrigin }),
    ),
  );
}
function Oi(...e) {
  return (t) => {
    e.forEach((e) => {
      typeof e == `function` ? e(t) : e != null && (e.current = t);
    });
  };
}
u.Component;
var ki = typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0;
try {
  ki && (window.__reactRouterVersion = `7.18.5`);
} catch {}
function Ai(e, t) {
  return Et({
    basename: t?.basename,
    getContext: t?.getContext,
    future: t?.future,
    history: x({ window: t?.window }),
    hydrationData: t?.hydrationData || ji(),
    routes: e,
    mapRouteProperties: Ir,
    hydrationRouteProperties: Lr,
    dataStrategy: t?.dataStrategy,
    patchRoutesOnNavigation: t?.patchRoutesOnNavigation,
    window: t?.window,
    instrumentations: t?.instrumentations,
  }).initialize();
}
function ji() {
  let e = window?.__staticRouterHydrationData;
  return e && e.errors && (e = { ...e, errors: Mi(e.errors) }), e;
}
function Mi(e) {
  if (!e) return null;
  const t = Object.entries(e),
    n = {};
  for (const [e, r] of t)
    if (r && r.__type === `RouteErrorResponse`) n[e] = new Ue(r.status, r.statusText, r.data, r.internal === !0);
    else if (r && r.__type === `Error`) {
      if (typeof r.__subType == `string` && He.includes(r.__subType)) {
        const t = window[r.__subType];
        if (typeof t == `function`)
          try {
            const i = new t(r.message);
            (i.stack = ``), (n[e] = i);
          } catch {}
      }
      if (n[e] == null) {
        const t = Error(r.message);
        (t.stack = ``), (n[e] = t);
      }
    } else n[e] = r;
  return n;
}
var Ni = u.forwardRef(
  (
    {
      onClick: e,
      discover: t = `render`,
      prefetch: n = `none`,
      relative: r,
      reloadDocument: i,
      replace: a,
      mask: o,
      state: s,
      target: c,
      to: l,
      preventScrollReset: d,
      viewTransition: f,
      defaultShouldRevalidate: p,
      ...m
    },
    h,
  ) => {
    const { basename: _, navigator: v, useTransitions: y } = u.useContext(qn),
      b = typeof l == `string` && g.test(l),
      x = Ke(l, _);
    l = x.to;
    let S = nr(l, { relative: r }),
      C = ir(),
      w = null;
    if (o) {
      const e = Fe(o, [], C.mask ? C.mask.pathname : `/`, !0);
      _ !== `/` && (e.pathname = e.pathname === `/` ? _ : Le([_, e.pathname])), (w = v.createHref(e));
    }
    const [T, ee, E] = Si(n, m),
      D = Ri(l, {
        replace: a,
        mask: o,
        state: s,
        target: c,
        preventScrollReset: d,
        relative: r,
        viewTransition: f,
        defaultShouldRevalidate: p,
        useTransitions: y,
      });
    function O(t) {
      e && e(t), t.defaultPrevented || D(t);
    }
    const te = !(x.isExternal || i),
      k = u.createElement(`a`, {
        ...m,
        ...E,
        href: (te ? w : void 0) || x.absoluteURL || S,
        onClick: te ? O : e,
        ref: Oi(h, ee),
        target: c,
        'data-discover': !b && t === `render` ? `true` : void 0,
      });
    return T && !b ? u.createElement(u.Fragment, null, k, u.createElement(wi, { page: S })) : k;
  },
);
Ni.displayName = `Link`;
var Pi = u.forwardRef(
  (
    {
      'aria-current': e = `page`,
      caseSensitive: t = !1,
      className: n = ``,
      end: r = !1,
      style: i,
      to: a,
      viewTransition: o,
      children: s,
      ...c
    },
    l,
  ) => {
    let d = fr(a, { relative: c.relative }),
      f = ir(),
      p = u.useContext(Vn),
      { navigator: m, basename: h } = u.useContext(qn),
      g = p != null && Wi(d) && o === !0,
      _ = m.encodeLocation ? m.encodeLocation(d).pathname : d.pathname,
      v = f.pathname,
      y = p && p.navigation && p.navigation.location ? p.navigation.location.pathname : null;
    t || ((v = v.toLowerCase()), (y = y ? y.toLowerCase() : null), (_ = _.toLowerCase())),
      y && h && (y = De(y, h) || y);
    let b = _ !== `/` && _.endsWith(`/`) ? _.length - 1 : _.length,
      x = v === _ || (!r && v.startsWith(_) && v.charAt(b) === `/`),
      S = y != null && (y === _ || (!r && y.startsWith(_) && y.charAt(_.length) === `/`)),
      C = { isActive: x, isPending: S, isTransitioning: g },
      w = x ? e : void 0,
      T;
    T =
      typeof n == `function`
        ? n(C)
        : [n, x ? `active` : null, S ? `pending` : null, g ? `transitioning` : null].filter(Boolean).join(` `);
    const ee = typeof i == `function` ? i(C) : i;
    return u.createElement(
      Ni,
      { ...c, 'aria-current': w, className: T, ref: l, style: ee, to: a, viewTransition: o },
      typeof s == `function` ? s(C) : s,
    );
  },
);
Pi.displayName = `NavLink`;
var Fi = u.forwardRef(
  (
    {
      discover: e = `render`,
      fetcherKey: t,
      navigate: n,
      reloadDocument: r,
      replace: i,
      state: a,
      method: o = Kr,
      action: s,
      onSubmit: c,
      relative: l,
      preventScrollReset: d,
      viewTransition: f,
      defaultShouldRevalidate: p,
      ...m
    },
    h,
  ) => {
    const { useTransitions: _ } = u.useContext(qn),
      v = Hi(),
      y = Ui(s, { relative: l }),
      b = o.toLowerCase() === `get` ? `get` : `post`,
      x = typeof s == `string` && g.test(s);
    return u.createElement(`form`, {
      ref: h,
      method: b,
      action: y,
      onSubmit: r
        ? c
        : (e) => {
            if ((c && c(e), e.defaultPrevented)) return;
            e.preventDefault();
            const r = e.nativeEvent.submitter,
              s = r?.getAttribute(`formmethod`) || o,
              m = () =>
                v(r || e.currentTarget, {
                  fetcherKey: t,
                  method: s,
                  navigate: n,
                  replace: i,
                  state: a,
                  relative: l,
                  preventScrollReset: d,
                  viewTransition: f,
                  defaultShouldRevalidate: p,
                });
            _ && n !== !1 ? u.startTransition(() => m()) : m();
          },
      ...m,
      'data-discover': !x && e === `render` ? `true` : void 0,
    });
  },
);
Fi.displayName = `Form`;
function Ii(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function Li(e) {
  const t = u.useContext(Bn);
  return S(t, Ii(e)), t;
}
function Ri(
  e,
  {
    target: t,
    replace: n,
    mask: r,
    state: i,
    preventScrollReset: a,
    relative: o,
    viewTransition: s,
    defaultShouldRevalidate: c,
    useTransitions: l,
  } = {},
) {
  const d = sr(),
    f = ir(),
    p = fr(e, { relative: o });
  return u.useCallback(
    (m) => {
      if ($r(m, t)) {
        m.preventDefault();
        const t = n === void 0 ? E(f) === E(p) : n,
          h = () =>
            d(e, {
              replace: t,
              mask: r,
              state: i,
              preventScrollReset: a,
              relative: o,
              viewTransition: s,
              defaultShouldRevalidate: c,
            });
        l ? u.startTransition(() => h()) : h();
      }
    },
    [f, d, p, n, r, i, t, e, a, o, s, c, l],
  );
}
function zi(e) {
  C(
    typeof URLSearchParams < `u`,
    'You cannot use the `useSearchParams` hook in a browser that does not support the URLSearchParams API. If you need to support Internet Explorer 11, we recommend you load a polyfill such as https://github.com/ungap/url-search-params.',
  );
  const t = u.useRef(ei(e)),
    n = u.useRef(!1),
    r = ir(),
    i = u.useMemo(() => ti(r.search, n.current ? null : t.current), [r.search]),
    a = sr();
  return [
    i,
    u.useCallback(
      (e, t) => {
        const r = ei(typeof e == `function` ? e(new URLSearchParams(i)) : e);
        (n.current = !0), a(`?` + r, t);
      },
      [a, i],
    ),
  ];
}
var Bi = 0,
  Vi = () => `__${String(++Bi)}__`;
function Hi() {
  const { router: e } = Li(`useSubmit`),
    { basename: t } = u.useContext(qn),
    n = Er(),
    r = e.fetch,
    i = e.navigate;
  return u.useCallback(
    async (e, a = {}) => {
      const { action: o, method: s, encType: c, formData: l, body: u } = oi(e, t);
      if (a.navigate === !1) {
        const e = a.fetcherKey || Vi();
        await r(e, n, a.action || o, {
          defaultShouldRevalidate: a.defaultShouldRevalidate,
          preventScrollReset: a.preventScrollReset,
          formData: l,
          body: u,
          formMethod: a.method || s,
          formEncType: a.encType || c,
          flushSync: a.flushSync,
        });
      } else
        await i(a.action || o, {
          defaultShouldRevalidate: a.defaultShouldRevalidate,
          preventScrollReset: a.preventScrollReset,
          formData: l,
          body: u,
          formMethod: a.method || s,
          formEncType: a.encType || c,
          replace: a.replace,
          state: a.state,
          fromRouteId: n,
          flushSync: a.flushSync,
          viewTransition: a.viewTransition,
        });
    },
    [r, i, t, n],
  );
}
function Ui(e, { relative: t } = {}) {
  const { basename: n } = u.useContext(qn),
    r = u.useContext(Yn);
  S(r, `useFormAction must be used inside a RouteContext`);
  const [i] = r.matches.slice(-1),
    a = { ...fr(e || `.`, { relative: t }) },
    o = ir();
  if (e == null) {
    a.search = o.search;
    const e = new URLSearchParams(a.search),
      t = e.getAll(`index`);
    if (t.some((e) => e === ``)) {
      e.delete(`index`), t.filter((e) => e).forEach((t) => e.append(`index`, t));
      const n = e.toString();
      a.search = n ? `?${n}` : ``;
    }
  }
  return (
    (!e || e === `.`) && i.route.index && (a.search = a.search ? a.search.replace(/^\?/, `?index&`) : `?index`),
    n !== `/` && (a.pathname = a.pathname === `/` ? n : Le([n, a.pathname])),
    E(a)
  );
}
function Wi(e, { relative: t } = {}) {
  const n = u.useContext(Wn);
  S(
    n != null,
    "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?",
  );
  const { basename: r } = Li(`useViewTransitionState`),
    i = fr(e, { relative: t });
  if (!n.isTransitioning) return !1;
  const a = De(n.currentLocation.pathname, r) || n.currentLocation.pathname,
    o = De(n.nextLocation.pathname, r) || n.nextLocation.pathname;
  return we(i.pathname, o) != null || we(i.pathname, a) != null;
}
var Gi = t((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.fragment`);
    function r(e, n, r) {
      var i = null;
      if ((r !== void 0 && (i = `` + r), n.key !== void 0 && (i = `` + n.key), `key` in n))
        for (var a in ((r = {}), n)) a !== `key` && (r[a] = n[a]);
      else r = n;
      return (n = r.ref), { $$typeof: t, type: e, key: i, ref: n === void 0 ? null : n, props: r };
    }
    (e.Fragment = n), (e.jsx = r), (e.jsxs = r);
  }),
  Ki = t((e, t) => {
    t.exports = Gi();
  }),
  qi = Ki(),
  Ji = u.createContext(void 0),
  Yi = (e) => {
    const t = u.useContext(Ji);
    if (e) return e;
    if (!t) throw Error(`No QueryClient set, use QueryClientProvider to set one`);
    return t;
  },
  Xi = ({ client: e, children: t }) => (
    u.useEffect(
      () => (
        e.mount(),
        () => {
          e.unmount();
        }
      ),
      [e],
    ),
    (0, qi.jsx)(Ji.Provider, { value: e, children: t })
  ),
  Zi = {
    setTimeout: (e, t) => setTimeout(e, t),
    clearTimeout: (e) => clearTimeout(e),
    setInterval: (e, t) => setInterval(e, t),
    clearInterval: (e) => clearInterval(e),
  },
  Qi = new (class {
    #e = Zi;
    setTimeoutProvider(e) {
      this.#e = e;
    }
    setTimeout(e, t) {
      return this.#e.setTimeout(e, t);
    }
    clearTimeout(e) {
      this.#e.clearTimeout(e);
    }
    setInterval(e, t) {
      return this.#e.setInterval(e, t);
    }
    clearInterval(e) {
      this.#e.clearInterval(e);
    }
  })();
function $i(e) {
  setTimeout(e, 0);
}
var ea = typeof window > `u` || `Deno` in globalThis;
function L() {}
function ta(e, t) {
  return typeof e == `function` ? e(t) : e;
}
function na(e) {
  return typeof e == `number` && e >= 0 && e !== 1 / 0;
}
function ra(e, t) {
  return Math.max(e + (t || 0) - Date.now(), 0);
}
function R(e, t) {
  return typeof e == `function` ? e(t) : e;
}
function ia(e, t) {
  const { type: n = `all`, exact: r, fetchStatus: i, predicate: a, queryKey: o, stale: s } = e;
  if (o) {
    if (r) {
      if (t.queryHash !== B(o, t.options)) return !1;
    } else if (!oa(t.queryKey, o)) return !1;
  }
  if (n !== `all`) {
    const e = t.isActive();
    if ((n === `active` && !e) || (n === `inactive` && e)) return !1;
  }
  return !((typeof s == `boolean` && t.isStale() !== s) || (i && i !== t.state.fetchStatus) || (a && !a(t)));
}
function z(e, t) {
  const { exact: n, status: r, predicate: i, mutationKey: a } = e;
  if (a) {
    if (!t.options.mutationKey) return !1;
    if (n) {
      if (aa(t.options.mutationKey) !== aa(a)) return !1;
    } else if (!oa(t.options.mutationKey, a)) return !1;
  }
  return !((r && t.state.status !== r) || (i && !i(t)));
}
function B(e, t) {
  return (t?.queryKeyHashFn || aa)(e);
}
function aa(e) {
  return JSON.stringify(e, (e, t) =>
    da(t)
      ? Object.keys(t)
          .sort()
          .reduce((e, n) => ((e[n] = t[n]), e), {})
      : t,
  );
}
function oa(e, t) {
  if (e === t) return !0;
  if (typeof e != typeof t) return !1;
  if (e && t && typeof e == `object` && typeof t == `object`) {
    if (Array.isArray(e) && Array.isArray(t)) {
      if (t.length > e.length) return !1;
      for (let n = 0; n < t.length; n++) if (!oa(e[n], t[n])) return !1;
      return !0;
    }
    const n = Object.keys(t);
    for (const r of n) if (!oa(e[r], t[r])) return !1;
    return !0;
  }
  return !1;
}
var sa = Object.prototype.hasOwnProperty;
function ca(e, t, n = 0) {
  if (e === t) return e;
  if (n > 500) return t;
  const r = ua(e) && ua(t);
  if (!r && !(da(e) && da(t))) return t;
  let i = (r ? e : Object.keys(e)).length,
    a = r ? t : Object.keys(t),
    o = a.length,
    s = r ? Array(o) : {},
    c = 0;
  for (let l = 0; l < o; l++) {
    const o = r ? l : a[l],
      u = e[o],
      d = t[o];
    if (u === d) {
      (s[o] = u), (r ? l < i : sa.call(e, o)) && c++;
      continue;
    }
    if (u === null || d === null || typeof u != `object` || typeof d != `object`) {
      s[o] = d;
      continue;
    }
    const f = ca(u, d, n + 1);
    (s[o] = f), f === u && c++;
  }
  return i === o && c === i ? e : s;
}
function la(e, t) {
  if (!t || Object.keys(e).length !== Object.keys(t).length) return !1;
  for (const n of Object.keys(e)) if (!sa.call(t, n) || e[n] !== t[n]) return !1;
  return !0;
}
function ua(e) {
  return Array.isArray(e) && e.length === Object.keys(e).length;
}
function da(e) {
  if (!fa(e)) return !1;
  const t = Object.getPrototypeOf(e),
    n = t?.constructor;
  if (n === void 0) return !0;
  if (typeof n != `function`) return !1;
  const r = n.prototype;
  return !(!fa(r) || !Object.hasOwn(r, `isPrototypeOf`) || t !== Object.prototype);
}
function fa(e) {
  return Object.prototype.toString.call(e) === `[object Object]`;
}
function pa(e) {
  return new Promise((t) => {
    Qi.setTimeout(t, e);
  });
}
function ma(e, t, n) {
  return typeof n.structuralSharing == `function`
    ? n.structuralSharing(e, t)
    : n.structuralSharing === !1
      ? t
      : ca(e, t);
}
function ha(e) {
  return e;
}
function ga(e, t, n = 0) {
  const r = [...e, t];
  return n && r.length > n ? r.slice(-n) : r;
}
function _a(e, t, n = 0) {
  const r = [t, ...e];
  return n && r.length > n ? r.slice(0, n) : r;
}
var va = Symbol();
function ya(e, t) {
  return !e.queryFn && t?.initialPromise
    ? () => t.initialPromise
    : !e.queryFn || e.queryFn === va
      ? () => Promise.reject(Error(`Missing queryFn: '${e.queryHash}'`))
      : e.queryFn;
}
function ba(e, t) {
  return typeof e == `function` ? e(...t) : !!e;
}
var xa = Symbol();
function Sa(e, t, n, r) {
  let i = !1,
    a;
  return (
    Object.defineProperties(e, {
      [xa]: { value: r },
      signal: {
        enumerable: !0,
        get: () => ((a ??= t()), i || ((i = !0), a.aborted ? n() : a.addEventListener(`abort`, n, { once: !0 })), a),
      },
    }),
    e
  );
}
var Ca = () => ea,
  wa = () => Ca(),
  Ta = class {
    constructor() {
      (this.listeners = new Set()), (this.subscribe = this.subscribe.bind(this));
    }
    subscribe(e) {
      return (
        this.listeners.add(e),
        this.onSubscribe(),
        () => {
          this.listeners.delete(e), this.onUnsubscribe();
        }
      );
    }
    hasListeners() {
      return this.listeners.size > 0;
    }
    onSubscribe() {}
    onUnsubscribe() {}
  },
  Ea = new (class extends Ta {
    #e;
    #t;
    #n;
    constructor() {
      super(),
        (this.#n = (e) => {
          if (typeof window < `u` && window.addEventListener) {
            const t = () => e();
            return (
              window.addEventListener(`visibilitychange`, t, !1),
              () => {
                window.removeEventListener(`visibilitychange`, t);
              }
            );
          }
        });
    }
    onSubscribe() {
      this.#t || this.setEventListener(this.#n);
    }
    onUnsubscribe() {
      this.hasListeners() || (this.#t?.(), (this.#t = void 0));
    }
    setEventListener(e) {
      (this.#n = e),
        this.#t?.(),
        (this.#t = e((e) => {
          typeof e == `boolean` ? this.setFocused(e) : this.onFocus();
        }));
    }
    setFocused(e) {
      this.#e !== e && ((this.#e = e), this.onFocus());
    }
    onFocus() {
      const e = this.isFocused();
      this.listeners.forEach((t) => {
        t(e);
      });
    }
    isFocused() {
      return typeof this.#e == `boolean` ? this.#e : globalThis.document?.visibilityState !== `hidden`;
    }
  })(),
  Da = $i;
function Oa() {
  let e = [],
    t = 0,
    n = (e) => {
      e();
    },
    r = (e) => {
      e();
    },
    i = Da,
    a = (r) => {
      t
        ? e.push(r)
        : i(() => {
            n(r);
          });
    },
    o = () => {
      const t = e;
      (e = []),
        t.length &&
          i(() => {
            r(() => {
              t.forEach((e) => {
                n(e);
              });
            });
          });
    };
  return {
    batch: (e) => {
      let n;
      t++;
      try {
        n = e();
      } finally {
        t--, t || o();
      }
      return n;
    },
    batchCalls:
      (e) =>
      (...t) => {
        a(() => {
          e(...t);
        });
      },
    schedule: a,
    setNotifyFunction: (e) => {
      n = e;
    },
    setBatchNotifyFunction: (e) => {
      r = e;
    },
    setScheduler: (e) => {
      i = e;
    },
  };
}
var ka = Oa(),
  Aa = new (class extends Ta {
    #e = !0;
    #t;
    #n;
    constructor() {
      super(),
        (this.#n = (e) => {
          if (typeof window < `u` && window.addEventListener) {
            const t = () => e(!0),
              n = () => e(!1);
            return (
              window.addEventListener(`online`, t, !1),
              window.addEventListener(`offline`, n, !1),
              () => {
                window.removeEventListener(`online`, t), window.removeEventListener(`offline`, n);
              }
            );
          }
        });
    }
    onSubscribe() {
      this.#t || this.setEventListener(this.#n);
    }
    onUnsubscribe() {
      this.hasListeners() || (this.#t?.(), (this.#t = void 0));
    }
    setEventListener(e) {
      (this.#n = e), this.#t?.(), (this.#t = e(this.setOnline.bind(this)));
    }
    setOnline(e) {
      this.#e !== e &&
        ((this.#e = e),
        this.listeners.forEach((t) => {
          t(e);
        }));
    }
    isOnline() {
      return this.#e;
    }
  })();
function ja(e) {
  return Math.min(1e3 * 2 ** e, 3e4);
}
function Ma(e) {
  return (e ?? `online`) !== `online` || Aa.isOnline();
}
var Na = class extends Error {
  constructor(e) {
    super(`CancelledError`), (this.revert = e?.revert), (this.silent = e?.silent);
  }
};
function Pa(e) {
  let t = !1,
    n = 0,
    r,
    i = `pending`,
    a,
    o,
    s = new Promise((e, t) => {
      (a = e), (o = t);
    });
  s.catch(L);
  const c = () => i !== `pending`,
    l = (t) => {
      if (!c()) {
        const n = new Na(t);
        h(n), e.onCancel?.(n);
      }
    },
    u = () => {
      t = !0;
    },
    d = () => {
      t = !1;
    },
    f = () => Ea.isFocused() && (e.networkMode === `always` || Aa.isOnline()) && e.canRun(),
    p = () => Ma(e.networkMode) && e.canRun(),
    m = (e) => {
      c() || (r?.(), (i = `resolved`), a(e));
    },
    h = (e) => {
      c() || (r?.(), (i = `rejected`), o(e));
    },
    g = (t) =>
      new Promise((n) => {
        (r = (e) => {
          (c() || t()) && n(e);
        }),
          e.onPause?.();
      }).then(() => {
        (r = void 0), c() || e.onContinue?.();
      }),
    _ = () => {
      if (c()) return;
      let r,
        i = n === 0 ? e.initialPromise : void 0;
      try {
        r = i ?? e.fn();
      } catch (e) {
        r = Promise.reject(e);
      }
      Promise.resolve(r)
        .then(m)
        .catch((r) => {
          if (c()) return;
          const i = e.retry ?? (wa() ? 0 : 3),
            a = e.retryDelay ?? ja,
            o = typeof a == `function` ? a(n, r) : a,
            s = i === !0 || (typeof i == `number` && n < i) || (typeof i == `function` && i(n, r));
          t || !s
            ? h(r)
            : (n++,
              e.onFail?.(n, r),
              pa(o)
                .then(() => (c() || f() ? void 0 : g(f)))
                .then(() => {
                  t ? h(r) : _();
                }));
        });
    };
  return {
    promise: s,
    status: () => i,
    cancel: l,
    continue: () => (r?.(), s),
    cancelRetry: u,
    continueRetry: d,
    canStart: p,
    start: () => (p() ? _() : g(p).then(_), s),
  };
}
function Fa(e) {
  return {
    onFetch: (t, n) => {
      let r = t.options,
        i = t.fetchOptions?.meta?.fetchMore?.direction,
        a = t.state.data?.pages || [],
        o = t.state.data?.pageParams || [],
        s = { pages: [], pageParams: [] },
        c = 0,
        l = async () => {
          let n = !1,
            l = t,
            u = (e) => {
              Sa(
                e,
                () => t.signal,
                () => (n = !0),
                l[xa],
              );
            },
            d = ya(t.options, t.fetchOptions),
            f = async (e, r, i) => {
              if (n) return Promise.reject(t.signal.reason);
              if (r == null && e.pages.length) return Promise.resolve(e);
              const a = (() => {
                  const e = {
                    client: t.client,
                    queryKey: t.queryKey,
                    pageParam: r,
                    direction: i ? `backward` : `forward`,
                    meta: t.options.meta,
                  };
                  return u(e), e;
                })(),
                o = await d(a),
                { maxPages: s } = t.options,
                c = i ? _a : ga;
              return { pages: c(e.pages, o, s), pageParams: c(e.pageParams, r, s) };
            };
          if (i && a.length) {
            const e = i === `backward`,
              t = e ? La : Ia,
              n = { pages: a, pageParams: o };
            s = await f(n, t(r, n), e);
          } else {
            const t = e ?? a.length;
            do {
              const e = c === 0 ? (o[0] === void 0 ? r.initialPageParam : o[0]) : Ia(r, s);
              if (c > 0 && e == null) break;
              (s = await f(s, e)), c++;
            } while (c < t);
          }
          return s;
        };
      t.fetchFn = t.options.persister
        ? () =>
            t.options.persister?.(
              l,
              { client: t.client, queryKey: t.queryKey, meta: t.options.meta, signal: t.signal },
              n,
            )
        : l;
    },
  };
}
function Ia(e, { pages: t, pageParams: n }) {
  const r = t.length - 1;
  return t.length > 0 ? e.getNextPageParam(t[r], t, n[r], n) : void 0;
}
function La(e, { pages: t, pageParams: n }) {
  return t.length > 0 ? e.getPreviousPageParam?.(t[0], t, n[0], n) : void 0;
}
var Ra = class {
    #e;
    destroy() {
      this.clearGcTimeout();
    }
    scheduleGc() {
      this.clearGcTimeout(),
        na(this.gcTime) &&
          (this.#e = Qi.setTimeout(() => {
            this.optionalRemove();
          }, this.gcTime));
    }
    updateGcTime(e) {
      this.gcTime = Math.max(this.gcTime || 0, e ?? (wa() ? 1 / 0 : 3e5));
    }
    clearGcTimeout() {
      this.#e !== void 0 && (Qi.clearTimeout(this.#e), (this.#e = void 0));
    }
  },
  za = class extends Ra {
    #e;
    #t;
    #n;
    #r;
    #i;
    #a;
    #o;
    #s;
    #c;
    constructor(e) {
      super(),
        (this.#c = !1),
        (this.#s = e.defaultOptions),
        this.setOptions(e.options),
        (this.observers = []),
        (this.#i = e.client),
        (this.#r = this.#i.getQueryCache()),
        (this.queryKey = e.queryKey),
        (this.queryHash = e.queryHash),
        (this.#t = Ha(this.options)),
        (this.state = e.state ?? this.#t),
        this.scheduleGc();
    }
    get meta() {
      return this.options.meta;
    }
    get queryType() {
      return this.#e;
    }
    get promise() {
      return this.#a?.promise;
    }
    setOptions(e) {
      if (
        ((this.options = { ...this.#s, ...e }),
        e?._type && (this.#e = e._type),
        this.updateGcTime(this.options.gcTime),
        this.state && this.state.data === void 0)
      ) {
        const e = Ha(this.options);
        e.data !== void 0 && (this.setState(Va(e.data, e.dataUpdatedAt)), (this.#t = e));
      }
    }
    optionalRemove() {
      !this.observers.length && this.state.fetchStatus === `idle` && this.#r.remove(this);
    }
    setData(e, t) {
      const n = ma(this.state.data, e, this.options);
      return this.#l({ data: n, type: `success`, dataUpdatedAt: t?.updatedAt, manual: t?.manual }), n;
    }
    setState(e) {
      this.#l({ type: `setState`, state: e });
    }
    cancel(e) {
      const t = this.#a?.promise;
      return this.#a?.cancel(e), t ? t.then(L).catch(L) : Promise.resolve();
    }
    destroy() {
      super.destroy(), this.cancel({ silent: !0 });
    }
    get resetState() {
      return this.#t;
    }
    reset() {
      this.destroy(), this.setState(this.resetState);
    }
    isActive() {
      return this.observers.some((e) => R(e.options.enabled, this) !== !1);
    }
    isDisabled() {
      return this.getObserversCount() > 0 ? !this.isActive() : this.options.queryFn === va || !this.isFetched();
    }
    isFetched() {
      return this.state.dataUpdateCount + this.state.errorUpdateCount > 0;
    }
    isStatic() {
      return (
        this.state.data !== void 0 &&
        this.getObserversCount() > 0 &&
        this.observers.some((e) => R(e.options.staleTime, this) === `static`)
      );
    }
    isStale() {
      return this.getObserversCount() > 0
        ? this.observers.some((e) => e.getCurrentResult().isStale)
        : this.state.data === void 0 || this.state.isInvalidated;
    }
    isStaleByTime(e = 0) {
      return this.state.data === void 0
        ? !0
        : e === `static`
          ? !1
          : this.state.isInvalidated
            ? !0
            : !ra(this.state.dataUpdatedAt, e);
    }
    onFocus() {
      this.observers.find((e) => e.shouldFetchOnWindowFocus())?.refetch({ cancelRefetch: !1 }), this.#a?.continue();
    }
    onOnline() {
      this.observers.find((e) => e.shouldFetchOnReconnect())?.refetch({ cancelRefetch: !1 }), this.#a?.continue();
    }
    addObserver(e) {
      this.observers.includes(e) ||
        (this.observers.push(e),
        this.clearGcTimeout(),
        this.#r.notify({ type: `observerAdded`, query: this, observer: e }));
    }
    removeObserver(e) {
      const t = this.observers.indexOf(e);
      t !== -1 &&
        (this.observers.splice(t, 1),
        this.observers.length ||
          (this.#a &&
            (this.#c || (this.state.fetchStatus === `paused` && this.state.status === `pending`)
              ? this.#a.cancel({ revert: !0 })
              : this.#a.cancelRetry()),
          this.scheduleGc()),
        this.#r.notify({ type: `observerRemoved`, query: this, observer: e }));
    }
    getObserversCount() {
      return this.observers.length;
    }
    invalidate() {
      this.state.isInvalidated || this.#l({ type: `invalidate` });
    }
    async fetch(e, t) {
      if (this.state.fetchStatus !== `idle` && this.#a?.status() !== `rejected`) {
        if (this.state.data !== void 0 && t?.cancelRefetch) this.cancel({ silent: !0 });
        else if (this.#a && this.#o) return this.#a.continueRetry(), this.#o;
      }
      if ((e && this.setOptions(e), !this.options.queryFn)) {
        const e = this.observers.find((e) => e.options.queryFn);
        e && this.setOptions(e.options);
      }
      const n = new AbortController(),
        r = (e) => {
          Object.defineProperties(e, {
            [xa]: { value: n.signal, enumerable: !0 },
            signal: { enumerable: !0, get: () => ((this.#c = !0), n.signal) },
          });
        },
        i = () => {
          const e = ya(this.options, t),
            n = (() => {
              const e = { client: this.#i, queryKey: this.queryKey, meta: this.meta };
              return r(e), e;
            })();
          return (this.#c = !1), this.options.persister ? this.options.persister(e, n, this) : e(n);
        },
        a = (() => {
          const e = {
            fetchOptions: t,
            options: this.options,
            queryKey: this.queryKey,
            client: this.#i,
            state: this.state,
            fetchFn: i,
          };
          return r(e), e;
        })();
      (this.#e === `infinite` ? Fa(this.options.pages) : this.options.behavior)?.onFetch(a, this),
        (this.#n = this.state),
        (this.state.fetchStatus === `idle` || this.state.fetchMeta !== a.fetchOptions?.meta) &&
          this.#l({ type: `fetch`, meta: a.fetchOptions?.meta });
      const o = (this.#a = Pa({
          initialPromise: t?.initialPromise,
          fn: a.fetchFn,
          onCancel: (e) => {
            e instanceof Na && e.revert && this.setState({ ...this.#n, fetchStatus: `idle` }), n.abort();
          },
          onFail: (e, t) => {
            this.#l({ type: `failed`, failureCount: e, error: t });
          },
          onPause: () => {
            this.#l({ type: `pause` });
          },
          onContinue: () => {
            this.#l({ type: `continue` });
          },
          retry: a.options.retry,
          retryDelay: a.options.retryDelay,
          networkMode: a.options.networkMode,
          canRun: () => !0,
        })),
        s = (async () => {
          try {
            const e = await o.promise;
            if (e === void 0) throw Error(`${this.queryHash} data is undefined`);
            return (
              this.setData(e),
              this.#r.config.onSuccess?.(e, this),
              this.#r.config.onSettled?.(e, this.state.error, this),
              e
            );
          } catch (e) {
            if (e instanceof Na) {
              if (e.silent) {
                if (this.#a !== o && this.#o) return this.#o;
                throw e;
              }
              if (e.revert) {
                if (this.state.data === void 0) throw e;
                return this.state.data;
              }
            }
            throw (
              (this.#l({ type: `error`, error: e }),
              this.#r.config.onError?.(e, this),
              this.#r.config.onSettled?.(this.state.data, e, this),
              e)
            );
          } finally {
            this.#a === o && ((this.#a = void 0), (this.#o = void 0)), this.scheduleGc();
          }
        })();
      return (this.#o = s), o.start(), s;
    }
    #l(e) {
      const t = (t) => {
        switch (e.type) {
          case `failed`:
            return { ...t, fetchFailureCount: e.failureCount, fetchFailureReason: e.error };
          case `pause`:
            return { ...t, fetchStatus: `paused` };
          case `continue`:
            return { ...t, fetchStatus: `fetching` };
          case `fetch`:
            return { ...t, ...Ba(t.data, this.options), fetchMeta: e.meta ?? null };
          case `success`: {
            const n = {
              ...t,
              ...Va(e.data, e.dataUpdatedAt),
              dataUpdateCount: t.dataUpdateCount + 1,
              ...(!e.manual && { fetchStatus: `idle`, fetchFailureCount: 0, fetchFailureReason: null }),
            };
            return (this.#n = e.manual ? n : void 0), n;
          }
          case `error`: {
            const n = e.error;
            return {
              ...t,
              error: n,
              errorUpdateCount: t.errorUpdateCount + 1,
              errorUpdatedAt: Date.now(),
              fetchFailureCount: t.fetchFailureCount + 1,
              fetchFailureReason: n,
              fetchStatus: `idle`,
              status: `error`,
              isInvalidated: !0,
            };
          }
          case `invalidate`:
            return { ...t, isInvalidated: !0 };
          case `setState`:
            return { ...t, ...e.state };
        }
      };
      (this.state = t(this.state)),
        ka.batch(() => {
          this.observers.slice().forEach((e) => {
            e.onQueryUpdate();
          }),
            this.#r.notify({ query: this, type: `updated`, action: e });
        });
    }
  };
function Ba(e, t) {
  return {
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchStatus: Ma(t.networkMode) ? `fetching` : `paused`,
    ...(e === void 0 && { error: null, status: `pending` }),
  };
}
function Va(e, t) {
  return { data: e, dataUpdatedAt: t ?? Date.now(), error: null, isInvalidated: !1, status: `success` };
}
function Ha(e) {
  const t = typeof e.initialData == `function` ? e.initialData() : e.initialData,
    n = t !== void 0,
    r = n ? (typeof e.initialDataUpdatedAt == `function` ? e.initialDataUpdatedAt() : e.initialDataUpdatedAt) : 0;
  return {
    data: t,
    dataUpdateCount: 0,
    dataUpdatedAt: n ? (r ?? Date.now()) : 0,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: !1,
    status: n ? `success` : `pending`,
    fetchStatus: `idle`,
  };
}
var Ua = class extends Ta {
  #e;
  #t = void 0;
  #n = void 0;
  #r = void 0;
  #i;
  #a;
  #o;
  #s;
  #c;
  #l;
  #u;
  #d;
  #f;
  #p = new Set();
  constructor(e, t) {
    super(), (this.options = t), (this.#e = e), (this.#o = null), this.bindMethods(), this.setOptions(t);
  }
  bindMethods() {
    this.refetch = this.refetch.bind(this);
  }
  onSubscribe() {
    this.listeners.size === 1 &&
      (this.#t.addObserver(this), Ga(this.#t, this.options) ? this.#m() : this.updateResult(), this.#y());
  }
  onUnsubscribe() {
    this.hasListeners() || this.destroy();
  }
  shouldFetchOnReconnect() {
    return Ka(this.#t, this.options, this.options.refetchOnReconnect);
  }
  shouldFetchOnWindowFocus() {
    return Ka(this.#t, this.options, this.options.refetchOnWindowFocus);
  }
  destroy() {
    (this.listeners = new Set()), this.#b(), this.#x(), this.#t.removeObserver(this);
  }
  setOptions(e) {
    const t = this.options,
      n = this.#t;
    if (
      ((this.options = this.#e.defaultQueryOptions(e)),
      this.options.enabled !== void 0 &&
        typeof this.options.enabled != `boolean` &&
        typeof this.options.enabled != `function` &&
        typeof R(this.options.enabled, this.#t) != `boolean`)
    )
      throw Error(`Expected enabled to be a boolean or a callback that returns a boolean`);
    this.#S(),
      this.#t.setOptions(this.options),
      t._defaulted &&
        !la(this.options, t) &&
        this.#e.getQueryCache().notify({ type: `observerOptionsUpdated`, query: this.#t, observer: this });
    const r = this.hasListeners();
    r && qa(this.#t, n, this.options, t) && this.#m(),
      this.updateResult(),
      r &&
        (this.#t !== n ||
          R(this.options.enabled, this.#t) !== R(t.enabled, this.#t) ||
          R(this.options.staleTime, this.#t) !== R(t.staleTime, this.#t)) &&
        this.#g();
    const i = this.#_();
    r && (this.#t !== n || R(this.options.enabled, this.#t) !== R(t.enabled, this.#t) || i !== this.#f) && this.#v(i);
  }
  getOptimisticResult(e) {
    const t = this.#e.getQueryCache().build(this.#e, e),
      n = this.createResult(t, e);
    return la(this.getCurrentResult(), n) || ((this.#r = n), (this.#a = this.options), (this.#i = this.#t.state)), n;
  }
  getCurrentResult() {
    return this.#r;
  }
  trackResult(e, t) {
    return new Proxy(e, { get: (e, n) => (this.trackProp(n), t?.(n), Reflect.get(e, n)) });
  }
  trackProp(e) {
    this.#p.add(e);
  }
  getCurrentQuery() {
    return this.#t;
  }
  refetch({ ...e } = {}) {
    return this.fetch({ ...e });
  }
  fetchOptimistic(e) {
    let t = this.#e.defaultQueryOptions(e),
      n = this.#e.getQueryCache().build(this.#e, t),
      r = () => {},
      i,
      a = new Promise((e) => {
        (i = e),
          (r = this.#e.getQueryCache().subscribe((i) => {
            i.type === `updated` &&
              i.query.queryHash === n.queryHash &&
              n.state.data !== void 0 &&
              (r(), e(this.createResult(n, t)));
          }));
      });
    return Promise.race([
      n
        .fetch(t)
        .then(() => {
          const e = this.createResult(n, t);
          return i?.(e), e;
        })
        .finally(() => {
          r();
        }),
      a,
    ]);
  }
  fetch(e) {
    return this.#m({ ...e, cancelRefetch: e.cancelRefetch ?? !0 }).then(() => (this.updateResult(), this.#r));
  }
  #m(e) {
    this.#S();
    let t = this.#t.fetch(this.options, e);
    return e?.throwOnError || (t = t.catch(L)), t;
  }
  #h(e) {
    return !wa() && R(this.options.enabled, this.#t) !== !1 && na(e);
  }
  #g() {
    this.#b();
    const e = R(this.options.staleTime, this.#t);
    if (this.#r.isStale || !this.#h(e)) return;
    const t = ra(this.#r.dataUpdatedAt, e) + 1;
    this.#u = Qi.setTimeout(() => {
      this.#r.isStale || this.updateResult();
    }, t);
  }
  #_() {
    return R(this.options.refetchInterval, this.#t) ?? !1;
  }
  #v(e) {
    this.#x(),
      (this.#f = e),
      this.#f !== 0 &&
        this.#h(this.#f) &&
        (this.#d = Qi.setInterval(() => {
          (this.options.refetchIntervalInBackground || Ea.isFocused()) && this.#m();
        }, this.#f));
  }
  #y() {
    this.#g(), this.#v(this.#_());
  }
  #b() {
    this.#u !== void 0 && (Qi.clearTimeout(this.#u), (this.#u = void 0));
  }
  #x() {
    this.#d !== void 0 && (Qi.clearInterval(this.#d), (this.#d = void 0));
  }
  createResult(e, t) {
    let n = this.#t,
      r = this.options,
      i = this.#r,
      a = this.#i,
      o = this.#a,
      s = e === n ? this.#n : e.state,
      { state: c } = e,
      l = { ...c },
      u = !1,
      d;
    if (t._optimisticResults) {
      const i = this.hasListeners(),
        a = !i && Ga(e, t),
        o = i && qa(e, n, t, r);
      (a || o) && (l = { ...l, ...Ba(c.data, e.options) }),
        t._optimisticResults === `isRestoring` && (l.fetchStatus = `idle`);
    }
    let { error: f, errorUpdatedAt: p, status: m } = l;
    d = l.data;
    let h = !1;
    if (t.placeholderData !== void 0 && d === void 0 && m === `pending`) {
      let e;
      i?.isPlaceholderData && t.placeholderData === o?.placeholderData
        ? ((e = i.data), (h = !0))
        : (e =
            typeof t.placeholderData == `function`
              ? t.placeholderData(this.#l?.state.data, this.#l)
              : t.placeholderData),
        e !== void 0 && ((m = `success`), (d = ma(i?.data, e, t)), (u = !0));
    }
    if (t.select && d !== void 0 && !h) {
      if (i && d === a?.data && t.select === this.#s) d = this.#c;
      else
        try {
          (this.#s = t.select), (d = t.select(d)), (d = ma(i?.data, d, t)), (this.#c = d), (this.#o = null);
        } catch (e) {
          this.#o = e;
        }
    } else d === void 0 && (this.#o = null);
    this.#o &&
      ((f = this.#o), (d = this.#c), (p = i?.error === f ? i.errorUpdatedAt : Date.now()), (m = `error`), (u = !1));
    const g = l.fetchStatus === `fetching`,
      _ = m === `pending`,
      v = m === `error`,
      y = _ && g,
      b = d !== void 0;
    return {
      status: m,
      fetchStatus: l.fetchStatus,
      isPending: _,
      isSuccess: m === `success`,
      isError: v,
      isInitialLoading: y,
      isLoading: y,
      data: d,
      dataUpdatedAt: l.dataUpdatedAt,
      error: f,
      errorUpdatedAt: p,
      failureCount: l.fetchFailureCount,
      failureReason: l.fetchFailureReason,
      errorUpdateCount: l.errorUpdateCount,
      isFetched: e.isFetched(),
      isFetchedAfterMount: l.dataUpdateCount > s.dataUpdateCount || l.errorUpdateCount > s.errorUpdateCount,
      isFetching: g,
      isRefetching: g && !_,
      isLoadingError: v && !b,
      isPaused: l.fetchStatus === `paused`,
      isPlaceholderData: u,
      isRefetchError: v && b,
      isStale: Ja(e, t),
      refetch: this.refetch,
      isEnabled: R(t.enabled, e) !== !1,
    };
  }
  updateResult() {
    const e = this.#r,
      t = this.createResult(this.#t, this.options);
    if (((this.#i = this.#t.state), (this.#a = this.options), this.#i.data !== void 0 && (this.#l = this.#t), la(t, e)))
      return;
    this.#r = t;
    const n = (() => {
      if (!e) return !0;
      const { notifyOnChangeProps: t } = this.options,
        n = typeof t == `function` ? t() : t;
      if (n === `all` || (!n && !this.#p.size) || (this.options.throwOnError && this.#r.error !== e.error)) return !0;
      for (const t of n ?? this.#p) if (this.#r[t] !== e[t]) return !0;
      return !1;
    })();
    ka.batch(() => {
      n &&
        this.listeners.forEach((e) => {
          e(this.#r);
        }),
        this.#e.getQueryCache().notify({ query: this.#t, type: `observerResultsUpdated` });
    });
  }
  #S() {
    const e = this.#e.getQueryCache().build(this.#e, this.options);
    if (e === this.#t) return;
    const t = this.#t;
    (this.#t = e), (this.#n = e.state), this.hasListeners() && (t?.removeObserver(this), e.addObserver(this));
  }
  onQueryUpdate() {
    this.updateResult(), this.hasListeners() && this.#y();
  }
};
function Wa(e, t) {
  return (
    R(t.enabled, e) !== !1 && e.state.data === void 0 && (e.state.status !== `error` || R(t.retryOnMount, e) !== !1)
  );
}
function Ga(e, t) {
  return Wa(e, t) || (e.state.data !== void 0 && Ka(e, t, t.refetchOnMount));
}
function Ka(e, t, n) {
  if (R(t.enabled, e) !== !1 && R(t.staleTime, e) !== `static`) {
    const r = R(n, e);
    return r === `always` || (r !== !1 && Ja(e, t));
  }
  return !1;
}
function qa(e, t, n, r) {
  return (e !== t || R(r.enabled, e) === !1) && (!n.suspense || e.state.status !== `error`) && Ja(e, n);
}
function Ja(e, t) {
  return R(t.enabled, e) !== !1 && e.isStaleByTime(R(t.staleTime, e));
}
var Ya = class extends Ra {
  #e;
  #t;
  #n;
  #r;
  constructor(e) {
    super(),
      (this.#e = e.client),
      (this.mutationId = e.mutationId),
      (this.#n = e.mutationCache),
      (this.#t = []),
      (this.state = e.state || Xa()),
      this.setOptions(e.options),
      this.scheduleGc();
  }
  setOptions(e) {
    (this.options = e), this.updateGcTime(this.options.gcTime);
  }
  get meta() {
    return this.options.meta;
  }
  addObserver(e) {
    this.#t.includes(e) ||
      (this.#t.push(e), this.clearGcTimeout(), this.#n.notify({ type: `observerAdded`, mutation: this, observer: e }));
  }
  removeObserver(e) {
    (this.#t = this.#t.filter((t) => t !== e)),
      this.scheduleGc(),
      this.#n.notify({ type: `observerRemoved`, mutation: this, observer: e });
  }
  optionalRemove() {
    this.#t.length || (this.state.status === `pending` ? this.scheduleGc() : this.#n.remove(this));
  }
  continue() {
    return (
      this.#r?.continue() ?? (this.state.status === `pending` ? this.execute(this.state.variables) : Promise.resolve())
    );
  }
  async execute(e) {
    const t = () => {
        this.#i({ type: `continue` });
      },
      n = { client: this.#e, meta: this.options.meta, mutationKey: this.options.mutationKey },
      r = (this.#r = Pa({
        fn: () =>
          this.options.mutationFn ? this.options.mutationFn(e, n) : Promise.reject(Error(`No mutationFn found`)),
        onFail: (e, t) => {
          this.#i({ type: `failed`, failureCount: e, error: t });
        },
        onPause: () => {
          this.#i({ type: `pause` });
        },
        onContinue: t,
        retry: this.options.retry ?? 0,
        retryDelay: this.options.retryDelay,
        networkMode: this.options.networkMode,
        canRun: () => this.#n.canRun(this),
      })),
      i = this.state.status === `pending`,
      a = !r.canStart();
    try {
      if (i) t();
      else {
        this.#i({ type: `pending`, variables: e, isPaused: a }),
          this.#n.config.onMutate && (await this.#n.config.onMutate(e, this, n));
        const t = await this.options.onMutate?.(e, n);
        t !== this.state.context && this.#i({ type: `pending`, context: t, variables: e, isPaused: a });
      }
      this.state.isPaused && r.canStart() && t();
      const o = await r.start();
      return (
        await this.#n.config.onSuccess?.(o, e, this.state.context, this, n),
        await this.options.onSuccess?.(o, e, this.state.context, n),
        await this.#n.config.onSettled?.(o, null, this.state.variables, this.state.context, this, n),
        await this.options.onSettled?.(o, null, e, this.state.context, n),
        this.#i({ type: `success`, data: o }),
        o
      );
    } catch (t) {
      try {
        await this.#n.config.onError?.(t, e, this.state.context, this, n);
      } catch (e) {
        Promise.reject(e);
      }
      try {
        await this.options.onError?.(t, e, this.state.context, n);
      } catch (e) {
        Promise.reject(e);
      }
      try {
        await this.#n.config.onSettled?.(void 0, t, this.state.variables, this.state.context, this, n);
      } catch (e) {
        Promise.reject(e);
      }
      try {
        await this.options.onSettled?.(void 0, t, e, this.state.context, n);
      } catch (e) {
        Promise.reject(e);
      }
      throw (this.#i({ type: `error`, error: t }), t);
    } finally {
      this.#r === r && (this.#r = void 0), this.#n.runNext(this);
    }
  }
  #i(e) {
    const t = (t) => {
      switch (e.type) {
        case `failed`:
          return { ...t, failureCount: e.failureCount, failureReason: e.error };
        case `pause`:
          return { ...t, isPaused: !0 };
        case `continue`:
          return { ...t, isPaused: !1 };
        case `pending`:
          return {
            ...t,
            context: e.context,
            data: void 0,
            failureCount: 0,
            failureReason: null,
            error: null,
            isPaused: e.isPaused,
            status: `pending`,
            variables: e.variables,
            submittedAt: Date.now(),
          };
        case `success`:
          return {
            ...t,
            data: e.data,
            failureCount: 0,
            failureReason: null,
            error: null,
            status: `success`,
            isPaused: !1,
          };
        case `error`:
          return {
            ...t,
            data: void 0,
            error: e.error,
            failureCount: t.failureCount + 1,
            failureReason: e.error,
            isPaused: !1,
            status: `error`,
          };
      }
    };
    (this.state = t(this.state)),
      ka.batch(() => {
        this.#t.forEach((t) => {
          t.onMutationUpdate(e);
        }),
          this.#n.notify({ mutation: this, type: `updated`, action: e });
      });
  }
};
function Xa() {
  return {
    context: void 0,
    data: void 0,
    error: null,
    failureCount: 0,
    failureReason: null,
    isPaused: !1,
    status: `idle`,
    variables: void 0,
    submittedAt: 0,
  };
}
var Za = class extends Ta {
  #e;
  #t;
  #n;
  constructor(e = {}) {
    super(), (this.config = e), (this.#e = new Set()), (this.#t = new Map()), (this.#n = 0);
  }
  build(e, t, n) {
    const r = new Ya({
      client: e,
      mutationCache: this,
      mutationId: ++this.#n,
      options: e.defaultMutationOptions(t),
      state: n,
    });
    return this.add(r), r;
  }
  add(e) {
    this.#e.add(e);
    const t = Qa(e);
    if (typeof t == `string`) {
      const n = this.#t.get(t);
      n ? n.push(e) : this.#t.set(t, [e]);
    }
    this.notify({ type: `added`, mutation: e });
  }
  remove(e) {
    if (this.#e.delete(e)) {
      const t = Qa(e);
      if (typeof t == `string`) {
        const n = this.#t.get(t);
        if (n) {
          if (n.length > 1) {
            const t = n.indexOf(e);
            t !== -1 && n.splice(t, 1);
          } else n[0] === e && this.#t.delete(t);
        }
      }
    }
    this.notify({ type: `removed`, mutation: e });
  }
  canRun(e) {
    const t = Qa(e);
    if (typeof t == `string`) {
      const n = this.#t.get(t)?.find((e) => e.state.status === `pending`);
      return !n || n === e;
    }
    return !0;
  }
  runNext(e) {
    const t = Qa(e);
    return typeof t == `string`
      ? (this.#t
          .get(t)
          ?.find((t) => t !== e && t.state.isPaused)
          ?.continue() ?? Promise.resolve())
      : Promise.resolve();
  }
  clear() {
    ka.batch(() => {
      const e = this.getAll();
      this.#e.clear(),
        this.#t.clear(),
        e.forEach((e) => {
          this.notify({ type: `removed`, mutation: e });
        });
    });
  }
  getAll() {
    return Array.from(this.#e);
  }
  find(e) {
    const t = { exact: !0, ...e };
    return this.getAll().find((e) => z(t, e));
  }
  findAll(e = {}) {
    return this.getAll().filter((t) => z(e, t));
  }
  notify(e) {
    ka.batch(() => {
      this.listeners.forEach((t) => {
        t(e);
      });
    });
  }
  resumePausedMutations() {
    const e = this.getAll().filter((e) => e.state.isPaused);
    return ka.batch(() => Promise.all(e.map((e) => e.continue().catch(L))));
  }
};
function Qa(e) {
  return e.options.scope?.id;
}
var $a = class extends Ta {
    #e;
    #t = void 0;
    #n;
    #r;
    constructor(e, t) {
      super(), (this.#e = e), this.setOptions(t), this.bindMethods(), this.#i();
    }
    bindMethods() {
      (this.mutate = this.mutate.bind(this)), (this.reset = this.reset.bind(this));
    }
    setOptions(e) {
      const t = this.options;
      (this.options = this.#e.defaultMutationOptions(e)),
        la(this.options, t) ||
          this.#e.getMutationCache().notify({ type: `observerOptionsUpdated`, mutation: this.#n, observer: this }),
        t?.mutationKey && this.options.mutationKey && aa(t.mutationKey) !== aa(this.options.mutationKey)
          ? this.reset()
          : this.#n?.state.status === `pending` && this.#n.setOptions(this.options);
    }
    onSubscribe() {
      this.listeners.size === 1 && this.#n && (this.#n.addObserver(this), this.#i());
    }
    onUnsubscribe() {
      this.hasListeners() || this.#n?.removeObserver(this);
    }
    onMutationUpdate(e) {
      this.#i(), this.#a(e);
    }
    getCurrentResult() {
      return this.#t;
    }
    reset() {
      this.#n?.removeObserver(this), (this.#n = void 0), this.#i(), this.#a();
    }
    mutate(e, t) {
      return (
        (this.#r = t),
        this.#n?.removeObserver(this),
        (this.#n = this.#e.getMutationCache().build(this.#e, this.options)),
        this.#n.addObserver(this),
        this.#n.execute(e)
      );
    }
    #i() {
      const e = this.#n?.state ?? Xa();
      this.#t = {
        ...e,
        isPending: e.status === `pending`,
        isSuccess: e.status === `success`,
        isError: e.status === `error`,
        isIdle: e.status === `idle`,
        mutate: this.mutate,
        reset: this.reset,
      };
    }
    #a(e) {
      ka.batch(() => {
        const t = this.#r;
        if (t && this.hasListeners()) {
          const n = this.#t.variables,
            r = this.#t.context,
            i = { client: this.#e, meta: this.options.meta, mutationKey: this.options.mutationKey };
          if (e?.type === `success`) {
            try {
              t.onSuccess?.(e.data, n, r, i);
            } catch (e) {
              Promise.reject(e);
            }
            try {
              t.onSettled?.(e.data, null, n, r, i);
            } catch (e) {
              Promise.reject(e);
            }
          } else if (e?.type === `error`) {
            try {
              t.onError?.(e.error, n, r, i);
            } catch (e) {
              Promise.reject(e);
            }
            try {
              t.onSettled?.(void 0, e.error, n, r, i);
            } catch (e) {
              Promise.reject(e);
            }
          }
        }
        this.listeners.forEach((e) => {
          e(this.#t);
        });
      });
    }
  },
  eo = class extends Ta {
    #e;
    constructor(e = {}) {
      super(), (this.config = e), (this.#e = new Map());
    }
    build(e, t, n) {
      let r = t.queryKey,
        i = t.queryHash ?? B(r, t),
        a = this.get(i);
      return (
        a ||
          ((a = new za({
            client: e,
            queryKey: r,
            queryHash: i,
            options: e.defaultQueryOptions(t),
            state: n,
            defaultOptions: e.getQueryDefaults(r),
          })),
          this.add(a)),
        a
      );
    }
    add(e) {
      this.#e.has(e.queryHash) || (this.#e.set(e.queryHash, e), this.notify({ type: `added`, query: e }));
    }
    remove(e) {
      this.#e.get(e.queryHash) === e &&
        (e.destroy(), this.#e.delete(e.queryHash), this.notify({ type: `removed`, query: e }));
    }
    clear() {
      ka.batch(() => {
        this.getAll().forEach((e) => {
          this.remove(e);
        });
      });
    }
    get(e) {
      return this.#e.get(e);
    }
    getAll() {
      return [...this.#e.values()];
    }
    find(e) {
      const t = { exact: !0, ...e };
      return this.getAll().find((e) => ia(t, e));
    }
    findAll(e = {}) {
      const t = this.getAll();
      return Object.keys(e).length > 0 ? t.filter((t) => ia(e, t)) : t;
    }
    notify(e) {
      ka.batch(() => {
        this.listeners.forEach((t) => {
          t(e);
        });
      });
    }
    onFocus() {
      ka.batch(() => {
        this.getAll().forEach((e) => {
          e.onFocus();
        });
      });
    }
    onOnline() {
      ka.batch(() => {
        this.getAll().forEach((e) => {
          e.onOnline();
        });
      });
    }
  },
  to = class {
    #e;
    #t;
    #n;
    #r;
    #i;
    #a;
    #o;
    #s;
    constructor(e = {}) {
      (this.#e = e.queryCache || new eo()),
        (this.#t = e.mutationCache || new Za()),
        (this.#n = e.defaultOptions || {}),
        (this.#r = new Map()),
        (this.#i = new Map()),
        (this.#a = 0);
    }
    mount() {
      this.#a++,
        this.#a === 1 &&
          ((this.#o = Ea.subscribe(async (e) => {
            e && (await this.resumePausedMutations(), this.#e.onFocus());
          })),
          (this.#s = Aa.subscribe(async (e) => {
            e && (await this.resumePausedMutations(), this.#e.onOnline());
          })));
    }
    unmount() {
      this.#a--, this.#a === 0 && (this.#o?.(), (this.#o = void 0), this.#s?.(), (this.#s = void 0));
    }
    isFetching(e) {
      return this.#e.findAll({ ...e, fetchStatus: `fetching` }).length;
    }
    isMutating(e) {
      return this.#t.findAll({ ...e, status: `pending` }).length;
    }
    getQueryData(e) {
      const t = this.defaultQueryOptions({ queryKey: e });
      return this.#e.get(t.queryHash)?.state.data;
    }
    ensureQueryData(e) {
      const t = this.defaultQueryOptions(e),
        n = this.#e.build(this, t),
        r = n.state.data;
      return r === void 0
        ? this.fetchQuery(e)
        : (e.revalidateIfStale && n.isStaleByTime(R(t.staleTime, n)) && this.prefetchQuery(t), Promise.resolve(r));
    }
    getQueriesData(e) {
      return this.#e.findAll(e).map(({ queryKey: e, state: t }) => [e, t.data]);
    }
    setQueryData(e, t, n) {
      const r = this.defaultQueryOptions({ queryKey: e }),
        i = this.#e.get(r.queryHash)?.state.data,
        a = ta(t, i);
      if (a !== void 0) return this.#e.build(this, r).setData(a, { ...n, manual: !0 });
    }
    setQueriesData(e, t, n) {
      return ka.batch(() => this.#e.findAll(e).map(({ queryKey: e }) => [e, this.setQueryData(e, t, n)]));
    }
    getQueryState(e) {
      const t = this.defaultQueryOptions({ queryKey: e });
      return this.#e.get(t.queryHash)?.state;
    }
    removeQueries(e) {
      const t = this.#e;
      ka.batch(() => {
        t.findAll(e).forEach((e) => {
          t.remove(e);
        });
      });
    }
    resetQueries(e, t) {
      const n = this.#e;
      return ka.batch(() => {
        const r = n.findAll(e),
          i = new Set(r);
        return (
          r.forEach((e) => {
            e.reset();
          }),
          this.refetchQueries({ type: `active`, predicate: (e) => i.has(e) }, t)
        );
      });
    }
    cancelQueries(e, t = {}) {
      const n = { revert: !0, ...t },
        r = ka.batch(() => this.#e.findAll(e).map((e) => e.cancel(n)));
      return Promise.all(r).then(L).catch(L);
    }
    invalidateQueries(e, t = {}) {
      return ka.batch(
        () => (
          this.#e.findAll(e).forEach((e) => {
            e.invalidate();
          }),
          e?.refetchType === `none`
            ? Promise.resolve()
            : this.refetchQueries({ ...e, type: e?.refetchType ?? e?.type ?? `active` }, t)
        ),
      );
    }
    refetchQueries(e, t = {}) {
      const n = { ...t, cancelRefetch: t.cancelRefetch ?? !0 },
        r = ka.batch(() =>
          this.#e
            .findAll(e)
            .filter((e) => !e.isDisabled() && !e.isStatic())
            .map((e) => {
              let t = e.fetch(void 0, n),
                r = e.state.fetchStatus === `paused`;
              return (!n.throwOnError || r) && (t = t.catch(L)), r ? Promise.resolve() : t;
            }),
        );
      return Promise.all(r).then(L);
    }
    async query(e) {
      const t = this.defaultQueryOptions(e);
      t.retry === void 0 && (t.retry = !1);
      const n = this.#e.build(this, t),
        r = n.isStaleByTime(R(t.staleTime, n)) ? await n.fetch(t) : n.state.data,
        i = t.select;
      return i ? i(r) : r;
    }
    fetchQuery(e) {
      const t = this.defaultQueryOptions(e);
      t.retry === void 0 && (t.retry = !1);
      const n = this.#e.build(this, t);
      return n.isStaleByTime(R(t.staleTime, n)) ? n.fetch(t) : Promise.resolve(n.state.data);
    }
    prefetchQuery(e) {
      return this.fetchQuery(e).then(L).catch(L);
    }
    infiniteQuery(e) {
      return (e._type = `infinite`), this.query(e);
    }
    fetchInfiniteQuery(e) {
      return (e._type = `infinite`), this.fetchQuery(e);
    }
    prefetchInfiniteQuery(e) {
      return this.fetchInfiniteQuery(e).then(L).catch(L);
    }
    ensureInfiniteQueryData(e) {
      return (e._type = `infinite`), this.ensureQueryData(e);
    }
    resumePausedMutations() {
      return Aa.isOnline() ? this.#t.resumePausedMutations() : Promise.resolve();
    }
    getQueryCache() {
      return this.#e;
    }
    getMutationCache() {
      return this.#t;
    }
    getDefaultOptions() {
      return this.#n;
    }
    setDefaultOptions(e) {
      this.#n = e;
    }
    setQueryDefaults(e, t) {
      this.#r.set(aa(e), { queryKey: e, defaultOptions: t });
    }
    getQueryDefaults(e) {
      const t = [...this.#r.values()],
        n = {};
      return (
        t.forEach((t) => {
          oa(e, t.queryKey) && Object.assign(n, t.defaultOptions);
        }),
        n
      );
    }
    setMutationDefaults(e, t) {
      this.#i.set(aa(e), { mutationKey: e, defaultOptions: t });
    }
    getMutationDefaults(e) {
      const t = [...this.#i.values()],
        n = {};
      return (
        t.forEach((t) => {
          oa(e, t.mutationKey) && Object.assign(n, t.defaultOptions);
        }),
        n
      );
    }
    defaultQueryOptions(e) {
      if (e._defaulted) return e;
      const t = { ...this.#n.queries, ...this.getQueryDefaults(e.queryKey), ...e, _defaulted: !0 };
      return (
        (t.queryHash ||= B(t.queryKey, t)),
        t.refetchOnReconnect === void 0 && (t.refetchOnReconnect = t.networkMode !== `always`),
        t.throwOnError === void 0 && (t.throwOnError = !!t.suspense),
        !t.networkMode && t.persister && (t.networkMode = `offlineFirst`),
        t.queryFn === va && (t.enabled = !1),
        t
      );
    }
    defaultMutationOptions(e) {
      return e?._defaulted
        ? e
        : {
            ...this.#n.mutations,
            ...(e?.mutationKey && this.getMutationDefaults(e.mutationKey)),
            ...e,
            _defaulted: !0,
          };
    }
    clear() {
      this.#e.clear(), this.#t.clear();
    }
  },
  no = u.createContext(!1),
  ro = () => u.useContext(no);
no.Provider;
function io() {
  let e = !1;
  return {
    clearReset: () => {
      e = !1;
    },
    reset: () => {
      e = !0;
    },
    isReset: () => e,
  };
}
var ao = u.createContext(io()),
  oo = () => u.useContext(ao),
  so = (e, t, n) => {
    const r =
      n?.state.status === `error` && typeof e.throwOnError == `function`
        ? ba(e.throwOnError, [n.state.error, n])
        : e.throwOnError;
    (e.suspense || r) && (t.isReset() || (e.retryOnMount = !1));
  },
  co = (e) => {
    u.useEffect(() => {
      e.clearReset();
    }, [e]);
  },
  lo = ({ result: e, errorResetBoundary: t, throwOnError: n, query: r, suspense: i }) =>
    e.isError && !t.isReset() && !e.isFetching && r && ((i && e.data === void 0) || ba(n, [e.error, r])),
  uo = (e) => {
    if (e.suspense) {
      const t = 1e3,
        n = (e) => (e === `static` ? e : Math.max(e ?? t, t)),
        r = e.staleTime;
      (e.staleTime = typeof r == `function` ? (...e) => n(r(...e)) : n(r)),
        typeof e.gcTime == `number` && (e.gcTime = Math.max(e.gcTime, t));
    }
  },
  fo = (e, t) => e?.suspense && t.isPending,
  po = (e, t, n) =>
    t.fetchOptimistic(e).catch(() => {
      n.clearReset();
    });
function mo(e, t, n) {
  const r = ro(),
    i = oo(),
    a = Yi(n),
    o = a.defaultQueryOptions(e),
    s = a.getQueryCache().get(o.queryHash),
    c = e.subscribed !== !1;
  (o._optimisticResults = r ? `isRestoring` : c ? `optimistic` : void 0), uo(o), so(o, i, s), co(i);
  const [l] = u.useState(() => new t(a, o)),
    d = l.getOptimisticResult(o);
  u.useEffect(() => {
    l.setOptions(o);
  }, [o, l]);
  const f = !r && c;
  if (
    (u.useSyncExternalStore(
      u.useCallback(
        (e) => {
          const t = f ? l.subscribe(ka.batchCalls(e)) : L;
          return l.updateResult(), t;
        },
        [l, f],
      ),
      () => l.getCurrentResult(),
      () => l.getCurrentResult(),
    ),
    fo(o, d))
  )
    throw po(o, l, i);
  if (lo({ result: d, errorResetBoundary: i, throwOnError: o.throwOnError, query: s, suspense: o.suspense }))
    throw d.error;
  return o.notifyOnChangeProps ? d : l.trackResult(d);
}
function ho(e, t) {
  return mo(e, Ua, t);
}
function go(e) {
  return e;
}
function _o(e, t) {
  const n = Yi(t),
    [r] = u.useState(() => new $a(n, e));
  u.useEffect(() => {
    r.setOptions(e);
  }, [r, e]);
  const i = u.useSyncExternalStore(
      u.useCallback((e) => r.subscribe(ka.batchCalls(e)), [r]),
      () => r.getCurrentResult(),
      () => r.getCurrentResult(),
    ),
    a = u.useCallback(
      (...e) => {
        r.mutate(e[0], e[1]).catch(L);
      },
      [r],
    );
  if (i.error && ba(r.options.throwOnError, [i.error])) throw i.error;
  return { ...i, mutate: a, mutateAsync: i.mutate };
}

export {
  _o as t,
  Ai as g,
  Dr as b,
  dr as y,
  eo as a,
  go as n,
  ha as s,
  ho as r,
  ir as _,
  Ki as u,
  l as S,
  Ni as d,
  Pi as f,
  r as w,
  s as C,
  sr as v,
  to as i,
  Ur as p,
  Wr as m,
  Xi as c,
  Yi as l,
  Za as o,
  zi as x,
  zr as h,
};
