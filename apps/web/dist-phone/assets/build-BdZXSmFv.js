import { i as e, r as n, t as r, n as t } from './rolldown-runtime-BWaJ3C7D.js';
import { w as a, C as i } from './runtime-B8Ttn_BI.js';

var o = n({ default: () => ae });
function s(e) {
  return (
    (s =
      typeof Symbol == `function` && typeof Symbol.iterator == `symbol`
        ? (e) => typeof e
        : (e) =>
            e && typeof Symbol == `function` && e.constructor === Symbol && e !== Symbol.prototype
              ? `symbol`
              : typeof e),
    s(e)
  );
}
function c(e) {
  return (
    ((e) => {
      if (Array.isArray(e)) return _(e);
    })(e) ||
    l(e) ||
    g(e) ||
    (() => {
      throw TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
    })()
  );
}
function l(e) {
  if ((typeof Symbol < `u` && e[Symbol.iterator] != null) || e[`@@iterator`] != null) return Array.from(e);
}
function u(e, t) {
  var n = (typeof Symbol < `u` && e[Symbol.iterator]) || e[`@@iterator`];
  if (!n) {
    if (Array.isArray(e) || (n = g(e)) || (t && e && typeof e.length == `number`)) {
      n && (e = n);
      var r = 0,
        i = () => {};
      return {
        s: i,
        n: () => (r >= e.length ? { done: !0 } : { done: !1, value: e[r++] }),
        e: (e) => {
          throw e;
        },
        f: i,
      };
    }
    throw TypeError(`Invalid attempt to iterate non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
  }
  var a,
    o = !0,
    s = !1;
  return {
    s: () => {
      n = n.call(e);
    },
    n: () => {
      var e = n.next();
      return (o = e.done), e;
    },
    e: (e) => {
      (s = !0), (a = e);
    },
    f: () => {
      try {
        o || n.return == null || n.return();
      } finally {
        if (s) throw a;
      }
    },
  };
}
function d(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function f(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? d(Object(n), !0).forEach((t) => {
          p(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : d(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function p(e, t, n) {
  return (
    (t = b(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function m(e, t) {
  return (
    v(e) ||
    ((e, t) => {
      var n = e == null ? null : (typeof Symbol < `u` && e[Symbol.iterator]) || e[`@@iterator`];
      if (n != null) {
        var r,
          i,
          a,
          o,
          s = [],
          c = !0,
          l = !1;
        try {
          if (((a = (n = n.call(e)).next), t === 0)) {
            if (Object(n) !== n) return;
            c = !1;
          } else for (; !(c = (r = a.call(n)).done) && (s.push(r.value), s.length !== t); c = !0);
        } catch (e) {
          (l = !0), (i = e);
        } finally {
          try {
            if (!c && n.return != null && ((o = n.return()), Object(o) !== o)) return;
          } finally {
            if (l) throw i;
          }
        }
        return s;
      }
    })(e, t) ||
    g(e, t) ||
    h()
  );
}
function h() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function g(e, t) {
  if (e) {
    if (typeof e == `string`) return _(e, t);
    var n = Object.prototype.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? _(e, t)
          : void 0
    );
  }
}
function _(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function v(e) {
  if (Array.isArray(e)) return e;
}
function y(e, t) {
  for (var n = 0; n < t.length; n++) {
    var r = t[n];
    (r.enumerable = r.enumerable || !1),
      (r.configurable = !0),
      `value` in r && (r.writable = !0),
      Object.defineProperty(e, b(r.key), r);
  }
}
function b(e) {
  var t = ((e, t) => {
    if (s(e) !== `object` || e === null) return e;
    var n = e[Symbol.toPrimitive];
    if (n !== void 0) {
      var r = n.call(e, t);
      if (s(r) !== `object`) return r;
      throw TypeError(`@@toPrimitive must return a primitive value.`);
    }
    return String(e);
  })(e, `string`);
  return s(t) === `symbol` ? t : String(t);
}
function x(e, t, n) {
  ((e, t) => {
    if (t.has(e)) throw TypeError(`Cannot initialize the same private elements twice on an object`);
  })(e, t),
    t.set(e, n);
}
function S(e, t) {
  return ((e, t) => (t.get ? t.get.call(e) : t.value))(e, w(e, t, `get`));
}
function C(e, t, n) {
  return (
    ((e, t, n) => {
      if (t.set) t.set.call(e, n);
      else {
        if (!t.writable) throw TypeError(`attempted to set read only private field`);
        t.value = n;
      }
    })(e, w(e, t, `set`), n),
    n
  );
}
function w(e, t, n) {
  if (!t.has(e)) throw TypeError(`attempted to ` + n + ` private field on non-instance`);
  return t.get(e);
}
function ee(e) {
  return e && e.__esModule && Object.hasOwn(e, `default`) ? e.default : e;
}
function te(e) {
  return e && e.__esModule && Object.hasOwn(e, `default`) ? e.default : e;
}
function T(e) {
  return e && e.constructor === Object;
}
function E(e) {
  if (!isNaN(e)) return parseInt(e);
}
function D(e) {
  return Array.isArray(e);
}
function O(e, t, n) {
  return e === void 0 || e < t || e > n;
}
var k,
  A,
  j,
  M,
  N,
  P,
  F,
  I,
  L,
  R,
  z,
  B,
  V,
  H,
  ne,
  U,
  W,
  G,
  re,
  K,
  ie,
  ae,
  q = t(() => {
    (k = {
      name: `gregorian_en`,
      months: [
        [`January`, `Jan`],
        [`February`, `Feb`],
        [`March`, `Mar`],
        [`April`, `Apr`],
        [`May`, `May`],
        [`June`, `Jun`],
        [`July`, `Jul`],
        [`August`, `Aug`],
        [`September`, `Sep`],
        [`October`, `Oct`],
        [`November`, `Nov`],
        [`December`, `Dec`],
      ],
      weekDays: [
        [`Saturday`, `Sat`],
        [`Sunday`, `Sun`],
        [`Monday`, `Mon`],
        [`Tuesday`, `Tue`],
        [`Wednesday`, `Wed`],
        [`Thursday`, `Thu`],
        [`Friday`, `Fri`],
      ],
      digits: [`0`, `1`, `2`, `3`, `4`, `5`, `6`, `7`, `8`, `9`],
      meridiems: [
        [`AM`, `am`],
        [`PM`, `pm`],
      ],
    }),
      (A = {
        name: `gregorian`,
        startYear: 1,
        yearLength: 365,
        epoch: 1721424,
        century: 20,
        weekStartDayIndex: 1,
        getMonthLengths: (e) => [31, e ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31],
        isLeap: (e) => (e % 4 == 0 && e % 100 != 0) || e % 400 == 0,
        getLeaps: function (e) {
          if (e !== 0) {
            for (var t = e > 0 ? 1 : -1, n = []; e > 0 ? t <= e : e <= t; )
              this.isLeap(t) && n.push(t), e > 0 ? t++ : t--;
            return n;
          }
        },
        getDayOfYear: function (e) {
          for (
            var t = e.year, n = e.month, r = e.day, i = this.getMonthLengths(this.isLeap(t)), a = 0;
            a < n.index;
            a++
          )
            r += i[a];
          return r;
        },
        getAllDays: function (e) {
          var t = e.year;
          return this.yearLength * (t - 1) + this.leapsLength(t) + this.getDayOfYear(e);
        },
        leapsLength: (e) => (((e - 1) / 4) | 0) + ((-(e - 1) / 100) | 0) + (((e - 1) / 400) | 0),
        guessYear: (e, t) => ~~(e / 365.24) + (t > 0 ? 1 : -1),
      }),
      (j = new WeakMap()),
      (M = new WeakMap()),
      (N = new WeakMap()),
      (P = new WeakMap()),
      (F = new WeakMap()),
      (I = new WeakMap()),
      (L = new WeakMap()),
      (R = new WeakMap()),
      (z = new WeakMap()),
      (B = new WeakMap()),
      (V = new WeakMap()),
      (H = new WeakMap()),
      (ne = new WeakMap()),
      (U = new WeakMap()),
      (W = new WeakMap()),
      (G = new WeakMap()),
      (re = new WeakMap()),
      (K = new WeakMap()),
      (ie = new WeakMap()),
      (ae = ee(
        te(
          (() => {
            function e(t) {
              ((e, t) => {
                if (!(e instanceof t)) throw TypeError(`Cannot call a class as a function`);
              })(this, e),
                x(this, j, { writable: !0, value: void 0 }),
                x(this, M, { writable: !0, value: void 0 }),
                x(this, N, { writable: !0, value: void 0 }),
                x(this, P, { writable: !0, value: void 0 }),
                x(this, F, { writable: !0, value: void 0 }),
                x(this, I, { writable: !0, value: void 0 }),
                x(this, L, { writable: !0, value: void 0 }),
                x(this, R, { writable: !0, value: void 0 }),
                x(this, z, { writable: !0, value: k }),
                x(this, B, { writable: !0, value: A }),
                x(this, V, { writable: !0, value: !1 }),
                x(this, H, { writable: !0, value: {} }),
                x(this, ne, { writable: !0, value: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d\d\dZ$/ }),
                x(this, U, { writable: !0, value: [] }),
                x(this, W, { writable: !0, value: !0 }),
                x(this, G, {
                  writable: !0,
                  value: (e, t) => {
                    switch (e) {
                      case `YYYY`:
                        return [`year`, t];
                      case `YY`:
                        return [`year`, `${S(this, B).century}${t}`];
                      case `MMMM`:
                      case `MMM`:
                        return [
                          `month`,
                          this.months.findIndex((e) => {
                            var n = e.name,
                              r = e.shortName;
                            return new RegExp(t, `i`).test(n + r);
                          }) + 1,
                        ];
                      case `MM`:
                      case `M`:
                        return [`month`, t];
                      case `DD`:
                      case `D`:
                        return [`day`, t];
                      case `HH`:
                      case `H`:
                        return [`hour`, t];
                      case `hh`:
                      case `h`: {
                        var r = E(t);
                        return [`hour`, r > 12 ? r - 12 : r];
                      }
                      case `mm`:
                      case `m`:
                        return [`minute`, t];
                      case `ss`:
                      case `s`:
                        return [`second`, t];
                      case `SSS`:
                      case `SS`:
                      case `S`:
                        return [`millisecond`, t];
                      default:
                        return [];
                    }
                  },
                }),
                x(this, re, { writable: !0, value: () => S(this, j) === 0 && S(this, B).startYear !== 0 }),
                x(this, K, {
                  writable: !0,
                  value: () => {
                    if (S(this, W) && this.isValid) {
                      var e = Math.floor,
                        t = (t, n) => [
                          ((a = t), (a < 0 ? -1 : 1) * Math.abs(e(t / n))),
                          ((r = t), (i = n), (r < 0 && e(r % i) !== 0 ? i : 0) + e(t % n)),
                        ],
                        r = () => {
                          if (S(this, M) < 0 || S(this, M) > 11) {
                            var e = S(this, M) < 0 ? -1 : 1,
                              r = m(t(S(this, M), 12), 2),
                              i = r[0],
                              a = r[1];
                            C(this, j, S(this, j) + i), C(this, M, a), S(this, re).call(this) && C(this, j, e);
                          }
                        };
                      for (
                        C(this, W, !1),
                          [
                            [`millisecond`, `second`, 1e3],
                            [`second`, `minute`, 60],
                            [`minute`, `hour`, 60],
                            [`hour`, `day`, 24],
                          ].forEach((e) => {
                            var r = m(e, 3),
                              i = r[0],
                              a = r[1],
                              o = r[2];
                            if (((e, t) => e >= t || e < 0)(this[i], o)) {
                              var s = m(t(this[i], o), 2),
                                c = s[0],
                                l = s[1];
                              (this[a] += c), (this[i] = l);
                            }
                          }),
                          C(this, W, !0),
                          r();
                        S(this, N) < -S(this, B).yearLength || S(this, N) > S(this, B).yearLength;
                      ) {
                        if (S(this, M) > 0) {
                          for (var i = S(this, B).getMonthLengths(this.isLeap), a = 0; a < S(this, M); a++)
                            C(this, N, S(this, N) + i[a]);
                          C(this, M, 0);
                        }
                        var o = this.isLeap ? this.calendar.yearLength + 1 : this.calendar.yearLength;
                        C(this, N, S(this, N) + o * (S(this, N) < 0 ? 1 : -1)),
                          C(this, j, S(this, j) + (S(this, N) < 0 ? -1 : 1));
                      }
                      for (;;) {
                        var s;
                        for (r(); S(this, N) < 1; )
                          C(this, M, S(this, M) - 1), r(), C(this, N, this.month.length + S(this, N));
                        if (S(this, N) <= this.month.length || isNaN(S(this, N))) break;
                        C(this, N, S(this, N) - this.month.length), C(this, M, ((s = S(this, M)), s++, s));
                      }
                      S(this, P) || C(this, P, 0),
                        S(this, F) || C(this, F, 0),
                        S(this, I) || C(this, I, 0),
                        S(this, L) || C(this, L, 0);
                    }
                  },
                }),
                x(this, ie, {
                  writable: !0,
                  value: () =>
                    (S(this, H).weekDays || S(this, z).weekDays).map((e, t) => {
                      var r = m(e, 2),
                        i = r[0],
                        a = r[1],
                        o = t - this.weekStartDayIndex;
                      return (
                        o < 0 && (o += 7),
                        {
                          name: i,
                          shortName: a,
                          index: o,
                          number: o + 1,
                          toString: function () {
                            return this.number.toString();
                          },
                          valueOf: function () {
                            return this.number;
                          },
                        }
                      );
                    }),
                });
              var r = T(t) ? f({}, t) : t,
                i = !0;
              if (
                ((r && typeof r != `boolean`) || (r = { date: new Date() }),
                T(r) || (r = { date: r }),
                Object.keys(r).length !== 0)
              ) {
                for (var a in (T(r.calendar) && C(this, B, r.calendar),
                T(r.locale) && C(this, z, r.locale),
                isNaN(r.year) && isNaN(r.month) && isNaN(r.day) && !r.date && (r.date = new Date()),
                r.date &&
                  (typeof r.date == `string` && r.format && C(this, R, r.format),
                  this.setDate(r.date),
                  r.calendar && this.convert(r.calendar),
                  (i = !1)),
                delete r.calendar,
                delete r.locale,
                delete r.date,
                r))
                  this.set(a, r[a]);
                S(this, re).call(this) && C(this, j, -1), i && S(this, K).call(this);
              }
            }
            var t = e,
              n = [
                {
                  key: `parse`,
                  value: function (e) {
                    if (!e) return this;
                    var t,
                      n,
                      r = S(this, R),
                      i = S(this, z).digits,
                      a = u(i);
                    try {
                      for (a.s(); !(t = a.n()).done; ) {
                        var o = t.value;
                        e = e.replace(new RegExp(o, `g`), i.indexOf(o));
                      }
                    } catch (e) {
                      a.e(e);
                    } finally {
                      a.f();
                    }
                    if (r)
                      for (
                        var s = r.split(/[^\w\u0600-\u06FF]/), d = e.split(/[^\w\u0600-\u06FF]/), f = 0;
                        f < s.length;
                        f++
                      )
                        this.set.apply(this, c(S(this, G).call(this, s[f], d[f])));
                    else {
                      var p = (
                          v(
                            (n = e.match(
                              /(-?\d{2,4})?\W?([A-z]{3,9}|\d{1,2})?\W?(\d{1,2})?\W?(\d{1,2})?\W?(\d{1,2})?\W?(\d{1,2})?\W?(\d{1,3})?\W?(am|pm)?/,
                            )),
                          ) ||
                          l(n) ||
                          g(n) ||
                          h()
                        ).slice(1),
                        _ = p[1];
                      (_ &&= /\d+/.test(_) ? E(_) - 1 : this.months.findIndex((e) => new RegExp(_, `i`).test(e.name))),
                        (p[1] = _);
                      var y = m(p.map(E), 7),
                        b = y[0],
                        x = y[1],
                        w = y[2],
                        ee = y[3],
                        te = y[4],
                        T = y[5],
                        D = y[6];
                      C(this, j, b),
                        C(this, M, x),
                        C(this, N, w),
                        C(this, P, ee),
                        C(this, F, te),
                        C(this, I, T),
                        C(this, L, D);
                    }
                    var O = m(S(this, z).meridiems[1], 2),
                      k = O[0],
                      A = O[1];
                    return (
                      S(this, P) < 12 && (e.includes(k) || e.includes(A)) && C(this, P, S(this, P) + 12),
                      S(this, K).call(this),
                      this
                    );
                  },
                },
                {
                  key: `convert`,
                  value: function () {
                    var t = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : A,
                      n = arguments.length > 1 ? arguments[1] : void 0;
                    if ((T(n) && C(this, z, n), !T(t) || t.name === S(this, B).name)) return this;
                    var r = this.toJulianDay() - t.epoch,
                      i = new e({ calendar: t, year: t.guessYear(r, S(this, j)), month: 1, day: 1 });
                    return (
                      (i.day += r - i.toDays()),
                      C(this, j, i.year),
                      C(this, M, i.month.index),
                      C(this, N, i.day),
                      C(this, B, t),
                      this
                    );
                  },
                },
                {
                  key: `format`,
                  value: function (e, t) {
                    if (!this.isValid || (e && typeof e != `string`)) return ``;
                    (e ||= S(this, R) || `YYYY/MM/DD`),
                      D(t) || (t = []),
                      (t = (t = t.concat(S(this, U)))
                        .filter(
                          (e) =>
                            typeof e == `string` ||
                            (console.warn(`type of all items in the ignore list must be string, found`, s(e)), !1),
                        )
                        .map((e) => e.replace(/[*/+\-()[\]{}\s$^]/g, (e) => `\\` + e)));
                    var n,
                      r = RegExp(
                        `${t.join(`|`)}${t.length > 0 ? `|` : ``}YYYY|YY|MMMM|MMM|MM|M|WW|W|DDDD|DDD|DD|D|dddd|ddd|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|SS|S|A|a|.`,
                        `g`,
                      ),
                      i = ``,
                      a = u(e.match(r) || []);
                    try {
                      for (a.s(); !(n = a.n()).done; ) {
                        var o = n.value,
                          c = this.getValue(o);
                        i += t.includes(o) ? o : c === 0 ? c : c || o;
                      }
                    } catch (e) {
                      a.e(e);
                    } finally {
                      a.f();
                    }
                    var l = this.digits;
                    return i.replace(/[0-9]/g, (e) => l[e]);
                  },
                },
                {
                  key: `getProperty`,
                  value: function (e) {
                    return this.getValue(e);
                  },
                },
                {
                  key: `getValue`,
                  value: function (e) {
                    var t = (e) => (e < 10 ? `0` + e : e);
                    switch (e) {
                      case `YYYY`:
                        return this.year;
                      case `YY`:
                        return this.year.toString().substring(2, 4);
                      case `MMMM`:
                        return this.month.name;
                      case `MMM`:
                        return this.month.shortName;
                      case `MM`:
                        return t(this.month.number);
                      case `M`:
                        return this.month.number;
                      case `WW`:
                        return t(this.weekOfYear);
                      case `W`:
                        return this.weekOfYear;
                      case `DDDD`:
                      case `DDD`:
                        return this.dayOfYear;
                      case `DD`:
                        return t(this.day);
                      case `D`:
                        return this.day;
                      case `HH`:
                        return t(this.hour);
                      case `H`:
                        return this.hour;
                      case `dddd`:
                        return this.weekDay.name;
                      case `ddd`:
                        return this.weekDay.shortName;
                      case `dd`:
                        return t(this.weekDay.number);
                      case `d`:
                        return this.weekDay.number;
                      case `hh`:
                        return t(this.hour > 12 ? this.hour - 12 : this.hour || 12);
                      case `h`:
                        return this.hour > 12 ? this.hour - 12 : this.hour || 12;
                      case `mm`:
                        return t(this.minute);
                      case `m`:
                        return this.minute;
                      case `ss`:
                        return t(this.second);
                      case `s`:
                        return this.second;
                      case `SSS`:
                        return S(this, L) < 10 ? `00${S(this, L)}` : S(this, L) < 100 ? `0${S(this, L)}` : S(this, L);
                      case `SS`:
                        return S(this, L) < 10
                          ? `00`
                          : S(this, L) < 100
                            ? (`0` + S(this, L)).substring(2, 0)
                            : S(this, L).toString().substring(0, 2);
                      case `S`:
                        return S(this, L) < 10 || S(this, L) < 100 ? `0` : S(this, L).toString().substring(0, 1);
                      case `a`:
                        return this.hour >= 12 ? S(this, z).meridiems[1][1] : S(this, z).meridiems[0][1];
                      case `A`:
                        return this.hour >= 12 ? S(this, z).meridiems[1][0] : S(this, z).meridiems[0][0];
                      default:
                        return ``;
                    }
                  },
                },
                {
                  key: `setYear`,
                  value: function (e) {
                    return (this.year = e), this;
                  },
                },
                {
                  key: `setMonths`,
                  value: function (e) {
                    return (this.months = e), this;
                  },
                },
                {
                  key: `setMonth`,
                  value: function (e) {
                    return (this.month = e), this;
                  },
                },
                {
                  key: `setWeekDays`,
                  value: function (e) {
                    return (this.weekDays = e), this;
                  },
                },
                {
                  key: `setDigits`,
                  value: function (e) {
                    return (this.digits = e), this;
                  },
                },
                {
                  key: `setDay`,
                  value: function (e) {
                    return (this.day = e), this;
                  },
                },
                {
                  key: `setHour`,
                  value: function (e) {
                    return (this.hour = e), this;
                  },
                },
                {
                  key: `setMinute`,
                  value: function (e) {
                    return (this.minute = e), this;
                  },
                },
                {
                  key: `setSecond`,
                  value: function (e) {
                    return (this.second = e), this;
                  },
                },
                {
                  key: `setMillisecond`,
                  value: function (e) {
                    return (this.millisecond = e), this;
                  },
                },
                {
                  key: `setFormat`,
                  value: function (e) {
                    return C(this, R, e), this;
                  },
                },
                {
                  key: `setLocale`,
                  value: function (e) {
                    return (this.locale = e), this;
                  },
                },
                {
                  key: `setCalendar`,
                  value: function (e) {
                    return (this.calendar = e), this;
                  },
                },
                {
                  key: `setDate`,
                  value: function (t) {
                    if (typeof t == `string`) {
                      if (!S(this, ne).test(t)) return this.parse(t);
                      t = new Date(t);
                    }
                    return (
                      typeof t == `number` && (t = new Date(t)),
                      t instanceof Date &&
                        (C(this, B, A),
                        C(this, j, t.getFullYear()),
                        C(this, M, t.getMonth()),
                        C(this, N, t.getDate()),
                        C(this, P, t.getHours()),
                        C(this, F, t.getMinutes()),
                        C(this, I, t.getSeconds()),
                        C(this, L, t.getMilliseconds()),
                        C(this, V, !1)),
                      t instanceof e &&
                        (C(this, j, t.year),
                        C(this, M, t.month.index),
                        C(this, N, t.day),
                        C(this, P, t.hour),
                        C(this, F, t.minute),
                        C(this, I, t.second),
                        C(this, L, t.millisecond),
                        C(this, z, t.locale),
                        C(this, R, t._format),
                        C(this, B, t.calendar),
                        C(this, V, t.isUTC),
                        C(this, U, t.ignoreList),
                        C(this, H, t.custom)),
                      this
                    );
                  },
                },
                {
                  key: `setIgnoreList`,
                  value: function (e) {
                    return (this.ignoreList = e), this;
                  },
                },
                {
                  key: `set`,
                  value: function (e, t) {
                    if (e == null) return this;
                    if (T(e)) {
                      var n = f({}, e);
                      for (var r in (n.date && (this.setDate(n.date), delete n.date),
                      n.calendar && (this.convert(n.calendar), delete n.calendar),
                      n.locale && (this.setLocale(n.locale), delete n.locale),
                      C(this, W, !1),
                      n))
                        this.set(r, n[r]);
                      return C(this, W, !0), S(this, K).call(this), this;
                    }
                    e === `format` && (e = `_format`);
                    try {
                      this[e] = t;
                    } catch {}
                    return this;
                  },
                },
                {
                  key: `add`,
                  value: function (e, t) {
                    if (!(e = E(e)) || !t) return this;
                    switch (t) {
                      case `years`:
                      case `y`:
                        t = `year`;
                        break;
                      case `months`:
                      case `M`:
                        t = `month`;
                        break;
                      case `days`:
                      case `d`:
                        t = `day`;
                        break;
                      case `hours`:
                      case `h`:
                        t = `hour`;
                        break;
                      case `minutes`:
                      case `m`:
                        t = `minute`;
                        break;
                      case `seconds`:
                      case `s`:
                        t = `second`;
                        break;
                      case `milliseconds`:
                      case `ms`:
                        t = `millisecond`;
                    }
                    return (this[t] += e), this;
                  },
                },
                {
                  key: `subtract`,
                  value: function (e, t) {
                    return this.add(-e, t);
                  },
                },
                {
                  key: `toFirstOfYear`,
                  value: function () {
                    return (this.month = 1), (this.day = 1), this;
                  },
                },
                {
                  key: `toLastOfYear`,
                  value: function () {
                    return this.day >= 29 && (this.day = 29), (this.month = 12), this.toLastOfMonth(), this;
                  },
                },
                {
                  key: `toFirstOfMonth`,
                  value: function () {
                    return C(this, N, 1), this;
                  },
                },
                {
                  key: `toLastOfMonth`,
                  value: function () {
                    return C(this, N, 0), C(this, M, S(this, M) + 1), S(this, K).call(this), this;
                  },
                },
                {
                  key: `toFirstOfWeek`,
                  value: function () {
                    return (this.day -= this.weekDay.index), this;
                  },
                },
                {
                  key: `toLastOfWeek`,
                  value: function () {
                    return (this.day += 6 - this.weekDay.index), this;
                  },
                },
                {
                  key: `toFirstWeekOfYear`,
                  value: function () {
                    return (
                      this.toFirstOfYear(), this.weekDay.index === 0 ? this : this.toLastOfWeek().setDay(this.day + 1)
                    );
                  },
                },
                {
                  key: `toLastWeekOfYear`,
                  value: function () {
                    return this.toLastOfYear().toFirstOfWeek();
                  },
                },
                {
                  key: `toString`,
                  value: function () {
                    return this.format();
                  },
                },
                {
                  key: `toDate`,
                  value: function () {
                    var t = new e(this);
                    return (
                      S(this, B).name !== `gregorian` && t.convert(A),
                      new Date(t.year, t.month.index, t.day, t.hour, t.minute, t.second, t.millisecond)
                    );
                  },
                },
                {
                  key: `toUTC`,
                  value: function () {
                    return S(this, V) || ((this.minute += this.toDate().getTimezoneOffset()), C(this, V, !0)), this;
                  },
                },
                {
                  key: `toUnix`,
                  value: function () {
                    return this.unix;
                  },
                },
                {
                  key: `toJulianDay`,
                  value: function () {
                    return this.toDays() + S(this, B).epoch;
                  },
                },
                {
                  key: `toObject`,
                  value: function () {
                    return {
                      year: S(this, j),
                      month: this.month,
                      day: S(this, N),
                      weekDay: this.weekDay,
                      hour: S(this, P),
                      minute: S(this, F),
                      second: S(this, I),
                      millisecond: S(this, L),
                      weekOfYear: this.weekOfYear,
                      dayOfYear: this.dayOfYear,
                      daysLeft: this.daysLeft,
                      calendar: S(this, B),
                      locale: S(this, z),
                      format: S(this, R) || `YYYY/MM/DD`,
                      ignoreList: S(this, U),
                    };
                  },
                },
                {
                  key: `toJSON`,
                  value: function () {
                    return this.valueOf();
                  },
                },
                {
                  key: `valueOf`,
                  value: function () {
                    return this.toDate().valueOf();
                  },
                },
                {
                  key: `toDays`,
                  value: function () {
                    if (this.isValid) return S(this, B).getAllDays(this);
                  },
                },
                {
                  key: `dayOfBeginning`,
                  get: function () {
                    return this.toDays();
                  },
                },
                {
                  key: `dayOfYear`,
                  get: function () {
                    if (this.isValid) return S(this, B).getDayOfYear(this);
                  },
                },
                {
                  key: `weekOfYear`,
                  get: function () {
                    if (this.isValid) return 1 + ~~(this.dayOfYear / 7);
                  },
                },
                {
                  key: `daysLeft`,
                  get: function () {
                    if (this.isValid) {
                      var e = S(this, B).yearLength;
                      return (this.isLeap ? e + 1 : e) - this.dayOfYear;
                    }
                  },
                },
                {
                  key: `year`,
                  get: function () {
                    return S(this, j);
                  },
                  set: function (e) {
                    C(this, j, E(e)), S(this, K).call(this);
                  },
                },
                {
                  key: `month`,
                  get: function () {
                    return this.months[S(this, M)] || {};
                  },
                  set: function (e) {
                    (e = E(e.valueOf()) - 1), C(this, M, e), O(e, 0, 11) && S(this, K).call(this);
                  },
                },
                {
                  key: `monthIndex`,
                  get: function () {
                    return S(this, M);
                  },
                },
                {
                  key: `day`,
                  get: function () {
                    return S(this, N);
                  },
                  set: function (e) {
                    (e = E(e)), C(this, N, e), O(e, 1, 28) && S(this, K).call(this);
                  },
                },
                {
                  key: `weekDay`,
                  get: function () {
                    if (!this.isValid) return {};
                    var e = (this.toJulianDay() + 3) % 7;
                    return S(this, ie).call(this)[e];
                  },
                },
                {
                  key: `hour`,
                  get: function () {
                    return S(this, P);
                  },
                  set: function (e) {
                    (e = E(e)), C(this, P, e), O(e, 0, 23) && S(this, K).call(this);
                  },
                },
                {
                  key: `minute`,
                  get: function () {
                    return S(this, F);
                  },
                  set: function (e) {
                    (e = E(e)), C(this, F, e), O(e, 0, 59) && S(this, K).call(this);
                  },
                },
                {
                  key: `second`,
                  get: function () {
                    return S(this, I);
                  },
                  set: function (e) {
                    (e = E(e)), C(this, I, e), O(e, 0, 59) && S(this, K).call(this);
                  },
                },
                {
                  key: `millisecond`,
                  get: function () {
                    return S(this, L);
                  },
                  set: function (e) {
                    (e = E(e)), C(this, L, e), O(e, 0, 999) && S(this, K).call(this);
                  },
                },
                {
                  key: `months`,
                  get: function () {
                    var e = S(this, B).getMonthLengths(this.isLeap);
                    return (S(this, H).months || S(this, z).months).map((t, n) => {
                      var r = m(t, 2);
                      return {
                        name: r[0],
                        shortName: r[1],
                        length: e[n],
                        index: n,
                        number: n + 1,
                        toString: function () {
                          return this.number.toString();
                        },
                        valueOf: function () {
                          return this.number;
                        },
                      };
                    });
                  },
                  set: function (e) {
                    if (!e) return delete S(this, H).months;
                    D(e) &&
                      e.length === 12 &&
                      e.every((e) => D(e) && e.length === 2 && e.every((e) => typeof e == `string`)) &&
                      (S(this, H).months = e);
                  },
                },
                {
                  key: `weekDays`,
                  get: function () {
                    return S(this, ie)
                      .call(this)
                      .sort((e, t) => e.index - t.index);
                  },
                  set: function (e) {
                    if (!e) return delete S(this, H).weekDays;
                    D(e) &&
                      e.length === 7 &&
                      e.every((e) => D(e) && e.length === 2 && e.every((e) => typeof e == `string`)) &&
                      (S(this, H).weekDays = e);
                  },
                },
                {
                  key: `leaps`,
                  get: function () {
                    return S(this, B).getLeaps(S(this, j));
                  },
                },
                {
                  key: `calendar`,
                  get: function () {
                    return S(this, B);
                  },
                  set: function (e) {
                    this.convert(e);
                  },
                },
                {
                  key: `locale`,
                  get: function () {
                    return S(this, z);
                  },
                  set: function () {
                    var e = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : k;
                    T(e) && C(this, z, e);
                  },
                },
                {
                  key: `custom`,
                  get: function () {
                    return S(this, H);
                  },
                },
                {
                  key: `meridiems`,
                  get: function () {
                    return S(this, z).meridiems;
                  },
                },
                {
                  key: `digits`,
                  get: function () {
                    return S(this, H).digits || S(this, z).digits;
                  },
                  set: function (e) {
                    if (!e) return delete S(this, H).digits;
                    D(e) && e.length === 10 && (S(this, H).digits = e);
                  },
                },
                {
                  key: `_format`,
                  get: function () {
                    return S(this, R);
                  },
                  set: function (e) {
                    typeof e == `string` && C(this, R, e);
                  },
                },
                {
                  key: `isLeap`,
                  get: function () {
                    return S(this, B).isLeap(S(this, j));
                  },
                },
                {
                  key: `isValid`,
                  get: function () {
                    return !isNaN(S(this, j)) && !isNaN(S(this, M)) && !isNaN(S(this, N));
                  },
                },
                {
                  key: `isUTC`,
                  get: function () {
                    return S(this, V);
                  },
                },
                {
                  key: `unix`,
                  get: function () {
                    return (this.valueOf() - this.millisecond) / 1e3;
                  },
                },
                {
                  key: `ignoreList`,
                  get: function () {
                    return S(this, U);
                  },
                  set: function (e) {
                    D(e) && C(this, U, e);
                  },
                },
                {
                  key: `weekStartDayIndex`,
                  get: function () {
                    return S(this, B).weekStartDayIndex;
                  },
                  set: function (e) {
                    (e = E(e)) !== void 0 && (S(this, B).weekStartDayIndex = Math.abs(e) % 7);
                  },
                },
                {
                  key: `date`,
                  set: function (e) {
                    this.setDate(e);
                  },
                },
              ],
              r;
            return n && y(t.prototype, n), r && y(t, r), Object.defineProperty(t, 'prototype', { writable: !1 }), e;
          })(),
        ),
      ));
  }),
  oe = r((e, t) => {
    function n(e) {
      return e && e.__esModule && Object.hasOwn(e, `default`) ? e.default : e;
    }
    t.exports = n({
      name: `persian`,
      startYear: 1,
      yearLength: 365,
      epoch: 1948319,
      century: 14,
      weekStartDayIndex: 0,
      getMonthLengths: (e) => [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, e ? 30 : 29],
      isLeap(e) {
        return this.getLeaps(e).includes(e);
      },
      getLeaps(e) {
        if (e === 0) return;
        let t = e > 0 ? 1 : -1,
          n = [],
          r = 0.242362,
          i = e > 0 ? 0.2684 : 0.7316,
          a = {
            5: 4,
            38: 37,
            199: 198,
            232: 231,
            265: 264,
            298: 297,
            557: 558,
            590: 591,
            623: 624,
            982: 983,
            1015: 1016,
            1048: 1049,
            1081: 1082,
            1114: 1115,
            1242: 1243,
            1374: 1375,
            1407: 1408,
            1440: 1441,
            1506: 1507,
            1539: 1540,
            1572: 1573,
            1605: 1606,
            1931: 1932,
            1964: 1965,
            2063: 2064,
            2096: 2097,
            2687: 2686,
            2720: 2719,
            2753: 2752,
            2819: 2818,
            2852: 2851,
            2885: 2884,
            3017: 3016,
            3112: 3111,
            3145: 3144,
            3178: 3177,
            3211: 3210,
            3244: 3243,
            3277: 3276,
            3310: 3309,
            3343: 3342,
            3376: 3375,
            3409: 3408,
            3442: 3441,
            3508: 3507,
            3541: 3540,
            3574: 3573,
            3603: 3602,
            3607: 3606,
            3636: 3635,
            3669: 3668,
            3702: 3701,
            3706: 3705,
            3735: 3734,
            3768: 3767,
            3801: 3800,
            3834: 3833,
            3867: 3866,
            3900: 3899,
            3933: 3932,
            3966: 3965,
            3999: 3998,
            4065: 4064,
            4094: 4093,
            4098: 4097,
            4127: 4126,
            4131: 4130,
            4160: 4159,
            4193: 4192,
            4226: 4225,
            4259: 4258,
            4292: 4291,
            4325: 4324,
            4358: 4357,
            4391: 4390,
            4585: 4584,
            4618: 4617,
            4651: 4650,
            4750: 4749,
            4943: 4944,
            4976: 4977,
            5009: 5010,
            5170: 5171,
            5203: 5204,
            5236: 5237,
            5265: 5266,
            5269: 5270,
            5298: 5299,
            5302: 5303,
            5331: 5332,
            5335: 5336,
            5364: 5365,
            5368: 5369,
            5393: 5394,
            5397: 5398,
            5401: 5402,
            5426: 5427,
            5430: 5431,
            5434: 5435,
            5459: 5460,
            5463: 5464,
            5467: 5468,
            5492: 5493,
            5496: 5497,
            5500: 5501,
            5521: 5522,
            5525: 5526,
            5529: 5530,
            5554: 5555,
            5558: 5559,
            5562: 5563,
            5587: 5588,
            5591: 5592,
            5595: 5596,
            5616: 5617,
            5620: 5621,
            5624: 5625,
            5628: 5629,
            5649: 5650,
            5653: 5654,
            5657: 5658,
            5661: 5662,
            5682: 5683,
            5686: 5687,
            5690: 5691,
            5694: 5695,
            5715: 5716,
            5719: 5720,
            5723: 5724,
            5727: 5728,
            5744: 5745,
            5748: 5749,
            5752: 5753,
            5756: 5757,
            5760: 5761,
            5777: 5778,
            5781: 5782,
            5785: 5786,
            5789: 5790,
            5793: 5794,
            5810: 5811,
            5814: 5815,
            5818: 5819,
            5822: 5823,
            5826: 5827,
            5839: 5840,
            5843: 5844,
            5847: 5848,
            5851: 5852,
            5855: 5856,
            5859: 5860,
            5872: 5873,
            5876: 5877,
            5880: 5881,
            5884: 5885,
            5888: 5889,
            5892: 5893,
            5901: 5902,
            5905: 5906,
            5909: 5910,
            5913: 5914,
            5917: 5918,
            5921: 5922,
            5925: 5926,
            5934: 5935,
            5938: 5939,
            5942: 5943,
            5946: 5947,
            5950: 5951,
            5954: 5955,
            5958: 5959,
            5967: 5968,
            5971: 5972,
            5975: 5976,
            5979: 5980,
            5983: 5984,
            5987: 5988,
            5991: 5992,
            5996: 5997,
            6e3: 6001,
            6004: 6005,
            6008: 6009,
            6012: 6013,
            6016: 6017,
            6020: 6021,
            6029: 6030,
            6033: 6034,
            6037: 6038,
            6041: 6042,
            6045: 6046,
            6049: 6050,
            6053: 6054,
            6058: 6059,
            6062: 6063,
            6066: 6067,
            6070: 6071,
            6074: 6075,
            6078: 6079,
            6082: 6083,
            6086: 6087,
            6091: 6092,
            6095: 6096,
            6099: 6100,
            6103: 6104,
            6107: 6108,
            6111: 6112,
            6115: 6116,
            6119: 6120,
            6124: 6125,
            6128: 6129,
            6132: 6133,
            6136: 6137,
            6140: 6141,
            6144: 6145,
            6148: 6149,
            6152: 6154,
            6157: 6158,
            6161: 6162,
            6165: 6166,
            6169: 6170,
            6173: 6174,
            6177: 6178,
            6181: 6182,
            6185: 6187,
            6190: 6191,
            6194: 6195,
            6198: 6199,
            6202: 6203,
            6206: 6207,
            6210: 6211,
            6214: 6215,
            6218: 6220,
            6223: 6224,
            6227: 6228,
            6231: 6232,
            6235: 6236,
            6239: 6240,
            6243: 6244,
            6247: 6249,
            6251: 6253,
            6256: 6257,
            6260: 6261,
            6264: 6265,
            6268: 6269,
            6272: 6273,
            6276: 6277,
            6280: 6282,
            6284: 6286,
            6289: 6290,
            6293: 6294,
            6297: 6298,
            6301: 6302,
            6305: 6306,
            6309: 6310,
            6313: 6315,
            6317: 6319,
            6322: 6323,
            6326: 6327,
            6330: 6331,
            6334: 6335,
            6338: 6339,
            6342: 6344,
            6346: 6348,
            6350: 6352,
            6355: 6356,
            6359: 6360,
            6363: 6364,
            6367: 6368,
            6371: 6372,
            6375: 6377,
            6379: 6381,
            6383: 6385,
            6388: 6389,
            6392: 6393,
            6396: 6397,
            6400: 6401,
            6404: 6406,
            6408: 6410,
            6412: 6414,
            6416: 6418,
            6421: 6422,
            6425: 6426,
            6429: 6430,
            6433: 6434,
            6437: 6439,
            6441: 6443,
            6445: 6447,
            6449: 6451,
            6454: 6455,
            6458: 6459,
            6462: 6463,
            6466: 6468,
            6470: 6472,
            6474: 6476,
            6478: 6480,
            6482: 6484,
            6487: 6488,
            6491: 6492,
            6495: 6496,
          };
        for (; e > 0 ? t <= e : e <= t; ) {
          if (((i += e > 0 ? r : -1 * r), i > 1 && --i, i < 0 && (i += 1), i >= 0.257800926 && i <= 0.5)) {
            const r = a[t] || t < -1 ? t + 1 : t;
            e > 0 && r <= e && n.push(r), e < 0 && n.push(r);
          }
          e > 0 ? t++ : t--;
        }
        return n;
      },
      getDayOfYear: ({ month: { index: e }, day: t }) => (e <= 6 ? 31 * e : 186 + 30 * (e - 6)) + t,
      getAllDays(e) {
        const { year: t } = e,
          n = this.getLeaps(t),
          r = n.includes(t);
        return this.yearLength * (t - 1) + (r ? n.length - 1 : n.length) + this.getDayOfYear(e);
      },
      guessYear: (e, t) => ~~((e + 0.5) / 365.241) + (t > 0 ? 1 : -1),
    });
  }),
  se = r((e, t) => {
    function n(e) {
      return e && e.__esModule && Object.hasOwn(e, `default`) ? e.default : e;
    }
    t.exports = n({
      name: `persian_fa`,
      months: [
        [`فروردین`, `فر`],
        [`اردیبهشت`, `ار`],
        [`خرداد`, `خرد`],
        [`تیر`, `تیر`],
        [`مرداد`, `مر`],
        [`شهریور`, `شه`],
        [`مهر`, `مه`],
        [`آبان`, `آبا`],
        [`آذر`, `آذ`],
        [`دی`, `دی`],
        [`بهمن`, `بهم`],
        [`اسفند`, `اسف`],
      ],
      weekDays: [
        [`شنبه`, `شن`],
        [`یکشنبه`, `یک`],
        [`دوشنبه`, `دو`],
        [`سه‌شنبه`, `سه`],
        [`چهارشنبه`, `چهار`],
        [`پنجشنبه`, `پنج`],
        [`جمعه`, `جم`],
      ],
      digits: [`۰`, `۱`, `۲`, `۳`, `۴`, `۵`, `۶`, `۷`, `۸`, `۹`],
      meridiems: [
        [`قبل از ظهر`, `ق.ظ`],
        [`بعد از ظهر`, `ب.ظ`],
      ],
    });
  }),
  ce = r((e, t, n) => {
    ((n, r) => {
      typeof e == `object` && t !== void 0
        ? (t.exports = r(i(), a()))
        : typeof define == `function` && define.amd
          ? define([`react-dom`, `react`], r)
          : ((n = typeof globalThis < `u` ? globalThis : n || self).ElementPopper = r(n.ReactDOM, n.React));
    })(n, (e, t) => {
      function n(e) {
        return e && typeof e == `object` && `default` in e ? e : { default: e };
      }
      var r = n(t);
      function i(e, t) {
        var n = Object.keys(e);
        if (Object.getOwnPropertySymbols) {
          var r = Object.getOwnPropertySymbols(e);
          t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
        }
        return n;
      }
      function a(e) {
        for (var t = 1; t < arguments.length; t++) {
          var n = arguments[t] == null ? {} : arguments[t];
          t % 2
            ? i(Object(n), !0).forEach((t) => {
                o(e, t, n[t]);
              })
            : Object.getOwnPropertyDescriptors
              ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
              : i(Object(n)).forEach((t) => {
                  Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
                });
        }
        return e;
      }
      function o(e, t, n) {
        return (
          t in e
            ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
            : (e[t] = n),
          e
        );
      }
      function s(e, t) {
        return (
          ((e) => {
            if (Array.isArray(e)) return e;
          })(e) ||
          ((e, t) => {
            var n = e == null ? null : (typeof Symbol < `u` && e[Symbol.iterator]) || e[`@@iterator`];
            if (n != null) {
              var r,
                i,
                a = [],
                o = !0,
                s = !1;
              try {
                for (n = n.call(e); !(o = (r = n.next()).done) && (a.push(r.value), !t || a.length !== t); o = !0);
              } catch (e) {
                (s = !0), (i = e);
              } finally {
                try {
                  o || n.return == null || n.return();
                } finally {
                  if (s) throw i;
                }
              }
              return a;
            }
          })(e, t) ||
          ((e, t) => {
            if (e) {
              if (typeof e == `string`) return c(e, t);
              var n = Object.prototype.toString.call(e).slice(8, -1);
              if ((n === `Object` && e.constructor && (n = e.constructor.name), n === `Map` || n === `Set`))
                return Array.from(e);
              if (n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)) return c(e, t);
            }
          })(e, t) ||
          (() => {
            throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
          })()
        );
      }
      function c(e, t) {
        (t == null || t > e.length) && (t = e.length);
        for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
        return r;
      }
      function l(n, i) {
        var o = n.element,
          s = n.popper,
          c = n.position,
          l = c === void 0 ? `bottom-center` : c,
          d = n.containerStyle,
          f = n.containerClassName,
          p = f === void 0 ? `` : f,
          m = n.arrow,
          h = n.arrowStyle,
          g = h === void 0 ? {} : h,
          _ = n.arrowClassName,
          v = _ === void 0 ? `` : _,
          y = n.fixMainPosition,
          b = n.fixRelativePosition,
          x = n.offsetY,
          S = n.offsetX,
          C = n.animations,
          w = n.zIndex,
          ee = w === void 0 ? 0 : w,
          te = n.popperShadow,
          T = n.onChange,
          E = n.active,
          D = E === void 0 || E,
          O = n.portal,
          k = n.portalTarget,
          A = typeof window < `u`,
          j = A && k instanceof HTMLElement,
          M = !0 === m,
          N = s && !0 === D,
          P = t.useRef(),
          F = t.useRef(),
          I = t.useRef(),
          L = t.useRef(),
          R = t.useMemo(
            () => ({
              position: l,
              fixMainPosition: y,
              fixRelativePosition: b,
              offsetY: x,
              offsetX: S,
              defaultArrow: M,
              animations: C,
              zIndex: ee,
              onChange: T,
            }),
            [l, y, b, x, S, M, C, T, ee],
          ),
          z = t.useCallback(() => {
            I.current && (I.current.style.transition = ``), F.current && (F.current.parentNode.style.transition = ``);
          }, []),
          B = {
            element: a({ display: `inline-block`, height: `max-content` }, d),
            arrow: a({ visibility: `hidden`, left: `0`, top: `0`, position: `absolute` }, g),
            popper: {
              position: `absolute`,
              left: `0`,
              top: `0`,
              willChange: `transform`,
              visibility: `hidden`,
              zIndex: ee,
            },
          };
        A &&
          !L.current &&
          ((L.current = document.createElement(`div`)), (L.current.data = { portal: O, isValidPortalTarget: j })),
          t.useEffect(() => {
            if (O && !j) {
              var e = L.current;
              return (
                document.body.appendChild(e),
                () => {
                  document.body.contains(e) && document.body.removeChild(e);
                }
              );
            }
          }, [O, j]),
          t.useEffect(() => {
            if (!N)
              return (
                z(),
                (F.current.parentNode.style.visibility = `hidden`),
                void (I.current && (I.current.style.visibility = `hidden`))
              );
            function e(e) {
              (e && e.type !== `resize` && !e.target.contains(P.current)) || (e && z(), u(P, F, I, R, e));
            }
            return (
              e(),
              document.addEventListener(`scroll`, e, !0),
              window.addEventListener(`resize`, e),
              () => {
                document.removeEventListener(`scroll`, e, !0), window.removeEventListener(`resize`, e);
              }
            );
          }, [N, R, z]),
          t.useEffect(() => {
            var e = { portal: O, isValidPortalTarget: j },
              t = L.current.data;
            JSON.stringify(e) !== JSON.stringify(t) && ((L.current.data = e), P.current.refreshPosition());
          }, [O, j]);
        var V = r.default.createElement(
          r.default.Fragment,
          null,
          (() => {
            if (!m || !N) return null;
            var e = r.default.createElement(`div`, { ref: I, style: B.arrow }),
              n = t.isValidElement(m) ? { children: m } : { className: `ep-arrow ${te ? `ep-shadow` : ``} ${v}` };
            return t.cloneElement(e, n);
          })(),
          r.default.createElement(
            `div`,
            { className: te ? `ep-popper-shadow` : ``, style: B.popper },
            r.default.createElement(`div`, { ref: F }, s),
          ),
        );
        return r.default.createElement(
          `div`,
          {
            ref: (e) => {
              if (
                (e && ((e.removeTransition = z), (e.refreshPosition = () => setTimeout(() => u(P, F, I, R, {}), 10))),
                (P.current = e),
                i instanceof Function)
              )
                return i(e);
              i && (i.current = e);
            },
            className: p,
            style: B.element,
          },
          o,
          O && A ? e.createPortal(V, j ? k : L.current) : V,
        );
      }
      function u(e, t, n, r, i) {
        var o = r.position,
          c = r.fixMainPosition,
          l = r.fixRelativePosition,
          u = r.offsetY,
          m = u === void 0 ? 0 : u,
          h = r.offsetX,
          g = h === void 0 ? 0 : h,
          _ = r.defaultArrow,
          v = r.animations,
          y = v === void 0 ? [] : v,
          b = r.zIndex,
          x = r.onChange;
        if (e.current && t.current) {
          var S,
            C,
            w,
            ee,
            te =
              ((C = window.pageXOffset !== void 0),
              (w = (document.compatMode || ``) === `CSS1Compat`),
              {
                scrollLeft: C ? window.pageXOffset : w ? document.documentElement.scrollLeft : document.body.scrollLeft,
                scrollTop: C ? window.pageYOffset : w ? document.documentElement.scrollTop : document.body.scrollTop,
              }),
            T = te.scrollLeft,
            E = te.scrollTop,
            D = d(e.current, T, E),
            O = D.top,
            k = D.left,
            A = D.height,
            j = D.width,
            M = D.right,
            N = D.bottom,
            P = d(t.current, T, E),
            F = P.top,
            I = P.left,
            L = P.height,
            R = P.width,
            z = document.documentElement,
            B = z.clientHeight,
            V = z.clientWidth,
            H = t.current.parentNode,
            ne = s(
              ((e) => {
                if (!e) return [0, 0];
                var t = s(
                    (e.style.transform.match(/translate\((.*?)px,\s(.*?)px\)/) || []).map((e) => Number(e)),
                    3,
                  ),
                  n = t[1],
                  r = n === void 0 ? 0 : n,
                  i = t[2];
                return [r, i === void 0 ? 0 : i];
              })(H),
              2,
            ),
            U = ne[0],
            W = ne[1],
            G = s(
              ((e) => {
                var t = s(e.split(`-`), 2),
                  n = t[0],
                  r = n === void 0 ? `bottom` : n,
                  i = t[1],
                  a = i === void 0 ? `center` : i;
                r === `auto` && (r = `bottom`), a === `auto` && (a = `center`);
                var o = r === `top` || r === `bottom`,
                  c = r === `left` || r === `right`;
                return (
                  c && (a === `start` && (a = `top`), a === `end` && (a = `bottom`)),
                  o && (a === `start` && (a = `left`), a === `end` && (a = `right`)),
                  [r, a, o, c]
                );
              })(o),
              4,
            ),
            re = G[0],
            K = G[1],
            ie = G[2],
            ae = G[3],
            q = re,
            oe = (e, t) => `translate(${e}px, ${t}px)`,
            se = j - R,
            ce = A - L,
            le = K === `left` ? 0 : K === `right` ? se : se / 2,
            ue = se - le,
            de = K === `top` ? 0 : K === `bottom` ? ce : ce / 2,
            fe = ce - de,
            pe = k - I + U,
            J = O - F + W,
            Y = 0,
            X = 0,
            me = f(e.current),
            he = [],
            ge = n.current,
            _e = d(ge, T, E) || {},
            ve = _e.height,
            Z = ve === void 0 ? 0 : ve,
            ye = _e.width,
            be = ye === void 0 ? 0 : ye,
            xe = pe,
            Q = J,
            Se = { top: `bottom`, bottom: `top`, left: `right`, right: `left` };
          for (
            ie && ((pe += le), (J += re === `top` ? -L : A), _ && ((Z = 11), (be = 20))),
              ae && ((pe += re === `left` ? -R : j), (J += de), _ && ((Z = 20), (be = 11)));
            me;
          )
            he.push(me), we(d(me, T, E)), (me = f(me.parentNode));
          we({ top: E, bottom: E + B, left: T, right: T + V, height: B, width: V }),
            ie && (J += q === `bottom` ? m : -m),
            ae && (pe += q === `right` ? g : -g),
            (pe -= Y),
            (J -= X),
            (S = Se[q]),
            ge &&
              (ie &&
                ((ee = j < R) ? (xe += j / 2) : (xe = pe + R / 2),
                (xe -= be / 2),
                q === `bottom` && ((Q = J), (J += Z)),
                q === `top` && (Q = (J -= Z) + L),
                Y < 0 && Y - le < 0 && (ee ? (xe += (le - Y) / 2) : j - le + Y < R && (xe += (j - le + Y - R) / 2)),
                Y > 0 && Y + ue > 0 && (ee ? (xe -= (Y + ue) / 2) : j - Y - ue < R && (xe -= (j - Y - ue - R) / 2))),
              ae &&
                ((ee = A < L) ? (Q += A / 2) : (Q = J + L / 2),
                (Q -= Z / 2),
                q === `left` && (xe = (pe -= be) + R),
                q === `right` && ((xe = pe), (pe += be)),
                X < 0 && X - de < 0 && (ee ? (Q += (de - X) / 2) : A - de + X < L && (Q += (A - de + X - L) / 2)),
                X > 0 && X + fe > 0 && (ee ? (Q -= (X + fe) / 2) : A - X - fe < L && (Q -= (A - X - fe - L) / 2))),
              ge.setAttribute(`direction`, S),
              (ge.style.height = Z + `px`),
              (ge.style.width = be + `px`),
              (ge.style.transform = oe(xe, Q)),
              (ge.style.visibility = `visible`),
              (ge.style.zIndex = b + 1)),
            (H.style.transform = oe(pe, J));
          var Ce = {
            popper: { top: J, bottom: J + L, left: pe, right: pe + R, height: L, width: R },
            element: { top: O, bottom: N, left: k, right: M, height: A, width: j },
            arrow: { top: Q, bottom: Q + Z, left: xe, right: xe + be, height: Z, width: be, direction: S },
            position: q + `-` + (Y === 0 ? K : `auto`),
            scroll: { scrollLeft: T, scrollTop: E },
            scrollableParents: he,
            event: i,
          };
          i ||
            y.forEach((e) => {
              e({ popper: H, arrow: ge, data: a(a({}, Ce), {}, { getTransform: oe, mirror: Se }) });
            }),
            (H.style.visibility = `visible`),
            typeof x == `function` && x(Ce);
        }
        function we(e) {
          var t = e.top,
            n = e.bottom,
            r = e.left,
            i = e.right,
            a = e.height,
            o = e.width;
          if (ie) {
            var s = Math.round(O - t + A / 2),
              u = Math.round(a / 2);
            c ||
              (O - (L + m + Z) < t && s <= u && q === `top`
                ? ((J += L + A), (q = `bottom`))
                : N + L + m + Z > a + t && s >= u && q === `bottom` && ((J -= L + A), (q = `top`))),
              l ||
                (k + le < r && (Y = p(M - be > r ? k + le - r : -j + le + be, Y)),
                M - ue > i && (Y = p(k + be < i ? M - ue - i : j - ue - be, Y)));
          }
          if (ae) {
            var d = Math.round(k - r + j / 2),
              f = Math.round(o / 2);
            c ||
              (k - (R + g + be) < r && d < f && q === `left`
                ? ((pe += j + R), (q = `right`))
                : M + R + g + be > i && d > f && q === `right` && ((pe -= j + R), (q = `left`))),
              l ||
                (O + de < t && (X = p(N - Z > t ? O + de - t : -A + de + Z, X)),
                N - fe > n && (X = p(O + Z < n ? N - fe - n : A - fe - Z, X)));
          }
        }
      }
      function d(e, t, n) {
        if (e) {
          var r = e.getBoundingClientRect(),
            i = r.top,
            a = r.left,
            o = r.width,
            s = r.height,
            c = i + n,
            l = a + t;
          return { top: c, bottom: c + s, left: l, right: l + o, width: o, height: s };
        }
      }
      function f(e) {
        if (e && e.tagName !== `HTML`) {
          var t = window.getComputedStyle(e),
            n = (e) => [`auto`, `scroll`].includes(e);
          return (e.clientHeight < e.scrollHeight && n(t.overflowX)) ||
            (e.clientWidth < e.scrollWidth && n(t.overflowY))
            ? e
            : f(e.parentNode);
        }
      }
      function p(e, t) {
        return Math.round(Math.abs(e)) > Math.round(Math.abs(t)) ? e : t;
      }
      return t.forwardRef(l);
    });
  }),
  le = r((t) => {
    Object.defineProperty(t, '__esModule', { value: !0 });
    var n = a(),
      r = ce(),
      i = (q(), e(o));
    function s(e) {
      return e && typeof e == `object` && `default` in e ? e : { default: e };
    }
    var c = s(n),
      l = s(r),
      u = s(i);
    function d(e, t) {
      var n = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var r = Object.getOwnPropertySymbols(e);
        t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
      }
      return n;
    }
    function f(e) {
      for (var t = 1; t < arguments.length; t++) {
        var n = arguments[t] == null ? {} : arguments[t];
        t % 2
          ? d(Object(n), !0).forEach((t) => {
              p(e, t, n[t]);
            })
          : Object.getOwnPropertyDescriptors
            ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
            : d(Object(n)).forEach((t) => {
                Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
              });
      }
      return e;
    }
    function p(e, t, n) {
      return (
        (t = ((e) => {
          var t = ((e, t) => {
            if (typeof e != `object` || !e) return e;
            var n = e[Symbol.toPrimitive];
            if (n !== void 0) {
              var r = n.call(e, t);
              if (typeof r != `object`) return r;
              throw TypeError(`@@toPrimitive must return a primitive value.`);
            }
            return String(e);
          })(e, `string`);
          return typeof t == `symbol` ? t : String(t);
        })(t)) in e
          ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
          : (e[t] = n),
        e
      );
    }
    function m() {
      return (
        (m = Object.assign
          ? Object.assign.bind()
          : function (e) {
              for (var t = 1; t < arguments.length; t++) {
                var n = arguments[t];
                for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
              }
              return e;
            }),
        m.apply(this, arguments)
      );
    }
    function h(e, t) {
      if (e == null) return {};
      var n,
        r,
        i = ((e, t) => {
          if (e == null) return {};
          var n,
            r,
            i = {},
            a = Object.keys(e);
          for (r = 0; r < a.length; r++) (n = a[r]), t.indexOf(n) >= 0 || (i[n] = e[n]);
          return i;
        })(e, t);
      if (Object.getOwnPropertySymbols) {
        var a = Object.getOwnPropertySymbols(e);
        for (r = 0; r < a.length; r++)
          (n = a[r]), t.indexOf(n) >= 0 || (Object.prototype.propertyIsEnumerable.call(e, n) && (i[n] = e[n]));
      }
      return i;
    }
    function g(e, t) {
      return (
        ((e) => {
          if (Array.isArray(e)) return e;
        })(e) ||
        ((e, t) => {
          var n = e == null ? null : (typeof Symbol < `u` && e[Symbol.iterator]) || e[`@@iterator`];
          if (n != null) {
            var r,
              i,
              a,
              o,
              s = [],
              c = !0,
              l = !1;
            try {
              if (((a = (n = n.call(e)).next), t === 0)) {
                if (Object(n) !== n) return;
                c = !1;
              } else for (; !(c = (r = a.call(n)).done) && (s.push(r.value), s.length !== t); c = !0);
            } catch (e) {
              (l = !0), (i = e);
            } finally {
              try {
                if (!c && n.return != null && ((o = n.return()), Object(o) !== o)) return;
              } finally {
                if (l) throw i;
              }
            }
            return s;
          }
        })(e, t) ||
        v(e, t) ||
        (() => {
          throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
        })()
      );
    }
    function _(e) {
      return (
        ((e) => {
          if (Array.isArray(e)) return y(e);
        })(e) ||
        ((e) => {
          if ((typeof Symbol < `u` && e[Symbol.iterator] != null) || e[`@@iterator`] != null) return Array.from(e);
        })(e) ||
        v(e) ||
        (() => {
          throw TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
        })()
      );
    }
    function v(e, t) {
      if (e) {
        if (typeof e == `string`) return y(e, t);
        var n = Object.prototype.toString.call(e).slice(8, -1);
        return (
          n === `Object` && e.constructor && (n = e.constructor.name),
          n === `Map` || n === `Set`
            ? Array.from(e)
            : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
              ? y(e, t)
              : void 0
        );
      }
    }
    function y(e, t) {
      (t == null || t > e.length) && (t = e.length);
      for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
      return r;
    }
    function b(e, t) {
      var n = (typeof Symbol < `u` && e[Symbol.iterator]) || e[`@@iterator`];
      if (!n) {
        if (Array.isArray(e) || (n = v(e)) || (t && e && typeof e.length == `number`)) {
          n && (e = n);
          var r = 0,
            i = () => {};
          return {
            s: i,
            n: () => (r >= e.length ? { done: !0 } : { done: !1, value: e[r++] }),
            e: (e) => {
              throw e;
            },
            f: i,
          };
        }
        throw TypeError(`Invalid attempt to iterate non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
      }
      var a,
        o = !0,
        s = !1;
      return {
        s: () => {
          n = n.call(e);
        },
        n: () => {
          var e = n.next();
          return (o = e.done), e;
        },
        e: (e) => {
          (s = !0), (a = e);
        },
        f: () => {
          try {
            o || n.return == null || n.return();
          } finally {
            if (s) throw a;
          }
        },
      };
    }
    function x(e) {
      return Array.isArray(e);
    }
    function S(e) {
      var t = e.state.date,
        r = t.calendar,
        i = t.locale,
        a = e.customWeekDays,
        o = e.weekStartDayIndex,
        s = e.displayWeekNumbers,
        l = e.weekNumber,
        d = n.useMemo(() => {
          var e = a;
          return (
            x(e) && e.length >= 7
              ? ((e.length = 7), (e = e.map((e) => (x(e) & (e.length > 1) ? (e = e[1]) : x(e) && (e = e[0]), e))))
              : (e = new u.default({ year: 1, calendar: r, locale: i }).weekDays.map((e) => e.shortName)),
            e
          );
        }, [r, i, a]);
      return (
        (d = _(d).slice(o).concat(_(d).splice(0, o))),
        c.default.createElement(
          `div`,
          { className: `rmdp-week` },
          s && c.default.createElement(`div`, { className: `rmdp-week-day` }, l),
          d.map((e, t) => c.default.createElement(`div`, { key: t, className: `rmdp-week-day` }, e)),
        )
      );
    }
    function C(e, t) {
      var n = arguments.length > 2 && arguments[2] !== void 0 && arguments[2],
        r = arguments.length > 3 && arguments[3] !== void 0 && arguments[3];
      if (!e || !t) return !1;
      if (e.year === t.year) {
        if (r) return !0;
        if (e.monthIndex === t.monthIndex) return !!n || e.day === t.day;
      }
    }
    function w(e) {
      var t = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : `YYYY/MM/DD`;
      return e.format(t);
    }
    function ee(e, t, n) {
      var r = n.multiple,
        i = n.range,
        a = n.selectedDate,
        o = n.onlyMonthPicker,
        s = n.onlyYearPicker,
        c = n.format,
        l = n.focused,
        d = n.weekPicker;
      e.setFormat(c);
      var f = new u.default(e);
      return (
        (a =
          r && i
            ? (() => {
                var e = !0;
                x(a) || (a = [[a]]);
                var t = a.find((e) => e.length === 1),
                  n = o ? `YYYY/MM` : `YYYY/MM/DD`,
                  r = a;
                if (t) {
                  var i = t[0];
                  r = r.filter((e) => {
                    if (e.length === 1) return !0;
                    var t = g(e, 2),
                      r = t[0],
                      a = t[1],
                      o = g(
                        [i, f].sort((e, t) => e - t),
                        2,
                      ),
                      s = g(
                        [r, a, o[0], o[1]].map((e) => w(e, n)),
                        4,
                      ),
                      c = s[0],
                      l = s[1],
                      u = s[2],
                      d = s[3];
                    return !((u <= c && d >= l) || (u >= c && d >= l && u <= l) || (u <= c && d <= l && d >= c));
                  });
                } else
                  r = r.filter((e) => {
                    if (!x(e)) return !0;
                    if (e.length === 0) return !1;
                    var t = g(e, 2),
                      r = g(
                        [t[0], t[1], f].map((e) => w(e, n)),
                        3,
                      ),
                      i = r[0],
                      a = r[1],
                      o = r[2];
                    return !(o >= i && o <= a);
                  });
                return (
                  (r = r.map((t) => {
                    var n;
                    return (
                      x(t) ? (t.length === 1 ? ((e = !1), (n = t.concat(f))) : (n = t)) : ((e = !1), (n = [t, f])),
                      n.sort((e, t) => e - t)
                    );
                  })),
                  e && (r = [].concat(_(r), [[f]])),
                  r
                );
              })()
            : r
              ? (() => {
                  var n = a.filter((t) => !C(e, t, o, s));
                  return (
                    n.length === a.length ? n.push(f) : (f = n.find((e) => C(e, l))), t && n.sort((e, t) => e - t), n
                  );
                })()
              : i
                ? (() => {
                    if (d) return [new u.default(f).toFirstOfWeek(), new u.default(f).toLastOfWeek()];
                    if (a.length === 2 || a.length === 0) return [f];
                    if (a.length === 1) return [a[0], f].sort((e, t) => e - t);
                  })()
                : f),
        [a, f]
      );
    }
    function te(e, t, n, r) {
      var i = [],
        a = n ? `YYYY/MM` : `YYYY/MM/DD`,
        o = w(e, a);
      function s(t) {
        var r = t[0],
          s = t[1];
        if (t.length === 1) C(e, r, n) && i.push(`rmdp-range`);
        else if (t.length === 2) {
          var c = g(
              [r, s].map((e) => w(e, a)),
              2,
            ),
            l = c[0],
            u = c[1];
          o >= l && o <= u && i.push(`rmdp-range`), o === l && i.push(`start`), o === u && i.push(`end`);
        }
      }
      return r ? (x(t) ? t : [[t]]).forEach(s) : s(t), i.join(` `);
    }
    function T(e, t, n, r) {
      var i = arguments.length > 5 ? arguments[5] : void 0,
        a = [];
      if (r && n) {
        var o,
          s =
            (arguments.length > 4 && arguments[4] !== void 0 ? arguments[4] : `day`) === `day`
              ? `YYYY/MM/DD`
              : `YYYY/MM`,
          c = n.format(s),
          l = e.format(s);
        if (i || t?.length !== 1) {
          if (i && x(t)) {
            var u,
              d = b(t);
            try {
              for (d.s(); !(u = d.n()).done; ) {
                var f = u.value;
                if (x(f) && f.length === 1) {
                  o = f[0].format(s);
                  break;
                }
              }
            } catch (e) {
              d.e(e);
            } finally {
              d.f();
            }
          }
        } else o = t[0].format(s);
        ((l > o && l <= c) || (l < o && l >= c)) &&
          (a.push(`rmdp-range-hover`),
          l === c && a.push(c > o ? `end` : `start`),
          x(t) && t.flat().some((e) => e.format(s) === l) && a.push(`force`));
      }
      return a;
    }
    function E(e, t, n) {
      if (e) {
        var r = D(e);
        return n ? Array.from(r.querySelectorAll(t)) : r.querySelector(t);
      }
    }
    function D(e) {
      return e.closest(`.rmdp-calendar`);
    }
    var O = [`selected`, `today`, `day:not(.rmdp-day-hidden):not(.rmdp-disabled)`];
    function k(e, t, n) {
      var r = n.type,
        i = r === void 0 ? `day` : r,
        a = n.format;
      e.preventDefault();
      var o = e.currentTarget,
        s = e.key,
        c = e.code,
        l = i === `day` ? 7 : 3,
        d = D(o),
        p = d && d.classList.contains(`rmdp-rtl`),
        m = { ArrowRight: p ? -1 : 1, ArrowLeft: p ? 1 : -1, ArrowUp: -l, ArrowDown: l };
      if (c === `Space` || s === ` `) o.click();
      else if (Object.keys(m).includes(s)) {
        var h = () => {
            if (i === `month`) return A(d, [O[2]]);
            var e = E(o, g < 0 ? `.rmdp-left` : `.rmdp-right`);
            e && (e.click(), A(d));
          },
          g = m[s],
          _ = new u.default(t.date).add(g, i);
        ((n) => {
          if (!n) return h();
          var r = n.getAttribute(`class`);
          r.includes(`hidden`) || r.includes(`disabled`)
            ? k(e, f(f({}, t), {}, { date: _ }), { type: i, format: a })
            : n.focus();
        })(E(o, `[aria-label*="${t.year ? `year ${t.year + g}` : _.format(a)}"]`));
      } else {
        var v = E(o, `.rmdp-arrow-container`);
        v && v.focus();
      }
    }
    function A(e) {
      var t = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : O,
        n = !(arguments.length > 2 && arguments[2] !== void 0) || arguments[2],
        r = `[data-active='true']`;
      e.querySelectorAll(`${r} [tabindex='0']`).forEach((e) => e.setAttribute(`tabindex`, `-1`)),
        setTimeout(() => {
          var i,
            a = b(t);
          try {
            for (a.s(); !(i = a.n()).done; ) {
              var o = i.value,
                s = e.querySelector(`${r} .rmdp-${o}`);
              if (s) {
                s.setAttribute(`tabindex`, `0`), n && s.focus();
                break;
              }
            }
          } catch (e) {
            a.e(e);
          } finally {
            a.f();
          }
        }, 10);
    }
    var j = `dddd MMMM DD of YYYY`;
    function M(e) {
      var t = e.state,
        r = e.onChange,
        i = e.showOtherDays,
        a = i !== void 0 && i,
        o = e.mapDays,
        s = e.onlyShowInRangeDates,
        l = e.customWeekDays,
        d = e.sort,
        h = e.numberOfMonths,
        _ = e.isRTL,
        v = e.weekStartDayIndex,
        y = e.handleFocusedDate,
        b = e.hideWeekDays,
        x = e.fullYear,
        w = g(e.monthAndYears, 1)[0],
        E = e.displayWeekNumbers,
        D = e.weekNumber,
        O = D === void 0 ? `` : D,
        A = e.rangeHover,
        M = e.highlightToday,
        N = n.useRef({}),
        P = n.useRef(),
        F = t.today,
        I = t.minDate,
        L = t.maxDate,
        R = t.range,
        z = t.multiple,
        B = t.date,
        V = t.selectedDate,
        H = t.onlyMonthPicker,
        ne = t.onlyYearPicker,
        U = t.mustShowMonthPicker,
        W = t.mustShowYearPicker,
        G = !H && !ne,
        re = g(n.useState(), 2),
        K = re[0],
        ie = re[1];
      N.current.date = B;
      var ae = n.useMemo(
        () =>
          G
            ? ((e, t, n, r) => {
                if (!e) return [];
                for (var i = [], a = 0; a < n; a++) {
                  var o = (e = new u.default(e).toFirstOfMonth()).monthIndex,
                    s = [];
                  e.toFirstOfWeek().add(r, `day`), e.monthIndex === o && e.day > 1 && e.subtract(7, `days`);
                  for (var c = 0; c < 6; c++) {
                    for (var l = [], d = 0; d < 7; d++)
                      l.push({ date: new u.default(e), day: e.format(`D`), current: e.monthIndex === o }), (e.day += 1);
                    if ((s.push(l), c > 2 && e.monthIndex !== o)) break;
                  }
                  i.push(s);
                }
                return i;
              })(N.current.date, 0, h, v)
            : [],
        [B.monthIndex, B.year, B.calendar, B.locale, G, a, h, v],
      );
      return (
        G &&
        c.default.createElement(
          `div`,
          {
            ref: P,
            className: `rmdp-day-picker ${x ? `rmdp-full-year` : ``}`,
            style: { display: x ? `grid` : `flex` },
            onMouseLeave: () => A && ie(),
            'data-active': G && !U && !W,
          },
          ae.map((e, n) =>
            c.default.createElement(
              `div`,
              { key: n, style: p({}, _ ? `marginLeft` : `marginRight`, n + +!x < h ? `10px` : ``) },
              x && c.default.createElement(`div`, { className: `rmdp-month-name` }, w[n]),
              !b &&
                c.default.createElement(S, {
                  state: t,
                  customWeekDays: l,
                  weekStartDayIndex: v,
                  displayWeekNumbers: E,
                  weekNumber: O,
                }),
              e.map((e, i) =>
                c.default.createElement(
                  `div`,
                  { key: i, className: `rmdp-week` },
                  E &&
                    c.default.createElement(
                      `div`,
                      { className: `rmdp-day rmdp-disabled` },
                      c.default.createElement(`span`, null, e[0].date.format(`WW`)),
                    ),
                  e.map((e, i) => {
                    var l = ((e) => {
                        if (!e.current && !a) return {};
                        var n = {};
                        return (
                          o.forEach((r) => {
                            var i = r({
                              date: e.date,
                              today: F,
                              currentMonth: t.date.month,
                              selectedDate: t.selectedDate,
                              isSameDate: C,
                            });
                            i?.constructor !== Object && (i = {}),
                              (i.disabled || i.hidden) && (e.disabled = !0),
                              i.hidden && (e.hidden = !0),
                              (n = f(f({}, n), i));
                          }),
                          delete n.disabled,
                          delete n.hidden,
                          n
                        );
                      })((e = { date: e.date, day: e.day, current: e.current })),
                      p = q(e) && !e.disabled,
                      _ = `${p ? `sd` : ``}`,
                      v = l.children;
                    p && (_ = `${_} ${l.className || ``}`), delete l.className, delete l.children;
                    var b = ((e, t) => {
                      var n = [`rmdp-day`],
                        r = e.date,
                        i = e.hidden,
                        a = e.current;
                      if (!q(e) || i) n.push(`rmdp-day-hidden`);
                      else {
                        ((I && r < I) || (L && r > L) || e.disabled) && (n.push(`rmdp-disabled`), (e.disabled ||= !0)),
                          a || n.push(`rmdp-deactive`);
                        var o = (t > 1 && a) || t === 1;
                        (e.disabled && s) ||
                          (C(r, F) && M && n.push(`rmdp-today`),
                          (c = r),
                          [].concat(V).some((e) => C(e, c)) && o && !R && n.push(`rmdp-selected`)),
                          R &&
                            !e.disabled &&
                            o &&
                            (n.push(te(r, V, void 0, z)), (n = n.concat(T(r, V, K, A, void 0, z))));
                      }
                      var c;
                      return n.join(` `);
                    })(e, h);
                    return (
                      (e.hidden || e.disabled) && (_ = _.replace(`sd`, ``)),
                      c.default.createElement(
                        `div`,
                        {
                          key: i,
                          tabIndex: -1,
                          'aria-label': `Choose ${e.date.format(j)}`,
                          className: b,
                          onMouseEnter: () => A && ie(e.date),
                          onKeyDown: (t) => k(t, e, { format: j }),
                          onClick: () => {
                            q(e) &&
                              !e.disabled &&
                              ((e, n, i) => {
                                var a = e.date,
                                  o = e.current,
                                  s = t.selectedDate,
                                  c = t.focused,
                                  l = t.date,
                                  p = l,
                                  m = p.hour,
                                  h = p.minute,
                                  _ = p.second;
                                a.set({ hour: s?.hour || m, minute: s?.minute || h, second: s?.second || _ }),
                                  i !== 1 || o
                                    ? i > 1 &&
                                      !o &&
                                      (n === 0 && a < l && (l = new u.default(l).toFirstOfMonth()),
                                      n > 0 &&
                                        a.monthIndex > l.monthIndex + n &&
                                        n + 1 === i &&
                                        (l = new u.default(l).toFirstOfMonth().add(1, `month`)))
                                    : (l = new u.default(l).toFirstOfMonth());
                                var v = g(ee(a, d, t), 2);
                                (s = v[0]),
                                  (c = v[1]),
                                  r(s, f(f({}, t), {}, { date: l, focused: c, selectedDate: s })),
                                  y(c, a);
                              })(e, n, h);
                          },
                        },
                        c.default.createElement(`span`, m({ className: _ }, l), q(e) && !e.hidden ? (v ?? e.day) : ``),
                      )
                    );
                  }),
                ),
              ),
            ),
          ),
        )
      );
      function q(e) {
        return !!e.current || a;
      }
    }
    function N(e) {
      var t = e.direction,
        n = e.onClick,
        r = e.disabled,
        i = e.onKeyDown;
      return c.default.createElement(
        `button`,
        {
          type: `button`,
          className: `rmdp-arrow-container ${t} ${r ? `disabled` : ``}`,
          onClick: n,
          onKeyDown: i,
          'aria-roledescription': `button to navigate ${t.replace(`rmdp-`, ``)}`,
        },
        c.default.createElement(`i`, { className: `rmdp-arrow` }),
      );
    }
    function P(e) {
      var t = e.state,
        r = e.setState,
        i = e.disableYearPicker,
        a = e.disableMonthPicker,
        o = e.buttons,
        s = e.renderButton,
        l = e.handleMonthChange,
        d = e.disabled,
        p = e.hideMonth,
        m = e.hideYear,
        h = e.isRTL,
        _ = e.fullYear,
        v = g(e.monthAndYears, 2),
        y = v[0],
        b = v[1],
        x = e.monthYearSeparator,
        S = e.formatMonth,
        C = e.formatYear,
        w = e.headerOrder,
        ee = e.onYearChange,
        te = {},
        T = t.date,
        E = t.onlyMonthPicker,
        O = t.onlyYearPicker,
        k = t.mustShowYearPicker,
        j = t.minDate,
        M = t.maxDate,
        P = t.year,
        F = t.today,
        I = j && T.year <= j.year && j.monthIndex > T.monthIndex - 1,
        L = M && T.year >= M.year && M.monthIndex < T.monthIndex + 1,
        R = F.year + 7;
      if (((R -= 12 * Math.floor((R - P) / 12)), (p || _) && m && !o)) return null;
      if (((E || _) && (j && j.year >= T.year && (I = !0), M && M.year <= T.year && (L = !0)), k || O)) {
        var z = R - 11;
        (I = j && j.year > z), (L = M && M.year < R);
      }
      return (
        d && ((I = !0), (L = !0)),
        c.default.createElement(
          `div`,
          { className: `rmdp-header` },
          c.default.createElement(
            `div`,
            { style: { position: `relative`, display: `flex`, alignItems: `center` } },
            Array.from(new Set(w)).map((e, t) =>
              c.default.createElement(
                n.Fragment,
                { key: t },
                ((e) => {
                  switch (e) {
                    case `LEFT_BUTTON`:
                      return o && H(`left`);
                    case `RIGHT_BUTTON`:
                      return o && H(`right`);
                    case `MONTH_YEAR`:
                    case `YEAR_MONTH`: {
                      if (_)
                        return c.default.createElement(
                          `div`,
                          { className: `rmdp-header-values`, style: te },
                          !m && T.format(`YYYY`),
                        );
                      var t = e.split(`_`).filter((e) => (e === `MONTH` && !p) || (e === `YEAR` && !m));
                      return (
                        t.length > 1 && (t = [t[0], V(), t[1]]),
                        y.map((e, r) =>
                          c.default.createElement(
                            `div`,
                            { key: r, className: `rmdp-header-values`, style: te },
                            t.map((t, o) =>
                              c.default.createElement(
                                n.Fragment,
                                { key: o },
                                ((e, t, n) => {
                                  switch (e) {
                                    case `MONTH`:
                                      return c.default.createElement(
                                        `span`,
                                        {
                                          tabIndex: 0,
                                          onKeyDown: B,
                                          style: { cursor: d || a || E ? `default` : `pointer` },
                                          onClick: (e) => !a && U(`mustShowMonthPicker`, e),
                                        },
                                        ((e, t) => (typeof S == `function` ? S(e, t) : e))(t, b[n]),
                                      );
                                    case `YEAR`:
                                      return c.default.createElement(
                                        `span`,
                                        {
                                          tabIndex: 0,
                                          onKeyDown: B,
                                          style: { cursor: d || i || O ? `default` : `pointer` },
                                          onClick: (e) => !i && U(`mustShowYearPicker`, e),
                                        },
                                        ((e, t) => (typeof S == `function` ? C(e, t) : e))(b[n], t),
                                      );
                                    default:
                                      return e;
                                  }
                                })(t, e, r),
                              ),
                            ),
                          ),
                        )
                      );
                    }
                    default:
                      return;
                  }
                })(e),
              ),
            ),
          ),
        )
      );
      function B(e) {
        var t = e.currentTarget,
          n = e.key,
          r = e.code;
        r === `Space` || n === ` `
          ? (e.preventDefault(), t.click())
          : r === `ArrowDown` && (e.preventDefault(), A(D(e.target)));
      }
      function V() {
        return x ? c.default.createElement(`span`, null, x) : h ? `،` : `,`;
      }
      function H(e) {
        var t = (t) => {
            t.preventDefault(), ne(e === `right` ? 1 : -1, t);
          },
          r = (e === `left` && I) || (e === `right` && L);
        return s instanceof Function
          ? s(e, t, r, B)
          : n.isValidElement(s)
            ? n.cloneElement(s, { direction: e, handleClick: t, disabled: r, onKeyDown: B })
            : c.default.createElement(N, { direction: `rmdp-${e}`, onClick: t, onKeyDown: B, disabled: r });
      }
      function ne(e, n) {
        d ||
          (e < 0 && I) ||
          (e > 0 && L) ||
          (_
            ? ((T.year += e), ee?.(new u.default(T)))
            : k || O
              ? ((P += 12 * e), e < 0 && j && P < j.year && (P = j.year), e > 0 && M && P > M.year && (P = M.year))
              : (T.toFirstOfMonth(), E ? (T.year += e) : ((T.month += e), l(T))),
          r(f(f({}, t), {}, { date: T, year: P })),
          A(D(n.target), void 0, !1));
      }
      function U(e, n) {
        if (!d) {
          var i = { mustShowMonthPicker: !1, mustShowYearPicker: !1 };
          (i[e] = !t[e]), r(f(f({}, t), i)), A(D(n.target), void 0, !1);
        }
      }
    }
    function F(e) {
      return x(e) || (e = []), JSON.stringify(e);
    }
    var I = `MMMM of YYYY`;
    function L(e) {
      var t = e.state,
        r = e.onChange,
        i = e.customMonths,
        a = e.sort,
        o = e.handleMonthChange,
        s = e.handleFocusedDate,
        l = e.rangeHover,
        d = e.highlightToday,
        p = e.numberOfMonths,
        m = t.date,
        h = t.today,
        _ = t.minDate,
        v = t.maxDate,
        y = t.calendar,
        b = t.locale,
        S = t.onlyMonthPicker,
        w = t.onlyYearPicker,
        E = t.range,
        O = t.onlyShowInRangeDates,
        j = (t.mustShowMonthPicker || S) && !w,
        M = g(n.useState(), 2),
        N = M[0],
        P = M[1];
      i &&= F(i);
      var L = n.useMemo(() => {
        var e = [],
          n = S ? p : 1,
          r = i && JSON.parse(i),
          a = new u.default({ calendar: y, locale: b, format: t.date._format, year: t.date.year, month: 1, day: 1 });
        x(r) && r.length >= 12
          ? ((r.length = 12), (r = r.map((e) => (x(e) ? e[0] : e))))
          : (r = a.locale.months.map((e) => g(e, 1)[0]));
        for (var o = 0; o < n; o++) {
          for (var s = [], c = 0, l = 0; l < 4; l++) {
            for (var d = [], f = 0; f < 3; f++) d.push({ date: new u.default(a), name: r[c] }), c++, a.add(1, `month`);
            s.push(d);
          }
          e.push(s);
        }
        return e;
      }, [y, b, i, t.date.year, t.date._format, p, S]);
      return c.default.createElement(
        `div`,
        {
          className: `${S ? `only ` : ``}rmdp-month-picker`,
          style: { display: j ? `flex` : `none` },
          'data-active': j,
          onMouseLeave: () => l && P(),
        },
        L.map((e, t) =>
          c.default.createElement(
            `div`,
            { key: t, style: { margin: `0 5px`, flex: 1 } },
            e.map((e, t) =>
              c.default.createElement(
                `div`,
                { key: t, className: `rmdp-ym` },
                e.map((e, t) => {
                  var n = e.date,
                    r = e.name;
                  return c.default.createElement(
                    `div`,
                    {
                      key: t,
                      'aria-label': `Select ${n.format(I)}`,
                      tabIndex: -1,
                      onKeyDown: (e) => k(e, { date: n }, { format: I, type: `month` }),
                      className: z(n),
                      onClick: (e) => R(n, e),
                      onMouseEnter: () => l && P(n),
                    },
                    c.default.createElement(`span`, { className: S ? `sd` : `` }, r),
                  );
                }),
              ),
            ),
          ),
        ),
      );
      function R(e, n) {
        var i = t.selectedDate,
          c = t.focused,
          l = e.year,
          u = e.monthIndex;
        if (!((_ && l <= _.year && u < _.monthIndex) || (v && l >= v.year && u > v.monthIndex))) {
          if ((m.setMonth(u + 1), S)) {
            var d = g(ee(e, a, t), 2);
            (i = d[0]), (c = d[1]);
          } else o(m), A(D(n.target));
          r(S ? i : void 0, f(f({}, t), {}, { date: m, focused: c, selectedDate: i, mustShowMonthPicker: !1 })),
            S && s(c, e);
        }
      }
      function z(e) {
        var n = [`rmdp-day`],
          r = e.year,
          i = e.monthIndex,
          a = t.selectedDate,
          o = t.multiple;
        if (
          (((_ && (r < _.year || (r === _.year && i < _.monthIndex))) ||
            (v && (r > v.year || (r === v.year && i > v.monthIndex)))) &&
            n.push(`rmdp-disabled`),
          !n.includes(`rmdp-disabled`) || !O)
        )
          return (
            C(h, e, !0) && d && n.push(`rmdp-today`),
            S
              ? E
                ? (n.push(te(e, a, !0, o)), (n = n.concat(T(e, a, N, l, `month`, o))))
                : [].concat(a).some((t) => C(t, e, !0)) && n.push(`rmdp-selected`)
              : m.monthIndex === i && n.push(`rmdp-selected`),
            n.join(` `)
          );
      }
    }
    function R(e, t) {
      return e.replace(/[0-9]/g, (e) => t[e]);
    }
    var z = `YYYY`;
    function B(e) {
      var t = e.state,
        r = e.onChange,
        i = e.sort,
        a = e.handleFocusedDate,
        o = e.onYearChange,
        s = e.rangeHover,
        l = e.highlightToday,
        d = t.date,
        p = t.today,
        m = t.minDate,
        h = t.maxDate,
        _ = t.onlyYearPicker,
        v = t.range,
        y = t.onlyShowInRangeDates,
        b = t.year,
        S = t.mustShowYearPicker || _,
        C = d.digits,
        w = g(n.useState(), 2),
        te = w[0],
        T = w[1],
        E = p.year - 4;
      E -= 12 * Math.ceil((E - b) / 12);
      var O = n.useMemo(() => {
        for (var e = [], t = E, n = 0; n < 4; n++) {
          for (var r = [], i = 0; i < 3; i++) r.push(t), t++;
          e.push(r);
        }
        return e;
      }, [E]);
      return c.default.createElement(
        `div`,
        {
          className: `${_ ? `only ` : ``}rmdp-year-picker`,
          style: { display: S ? `block` : `none` },
          'data-active': S,
        },
        O.map((e, n) =>
          c.default.createElement(
            `div`,
            { key: n, className: `rmdp-ym`, onMouseLeave: () => s && T() },
            e.map((e, n) =>
              c.default.createElement(
                `div`,
                {
                  key: n,
                  'aria-label': `Select year ${e}`,
                  tabIndex: -1,
                  onKeyDown: (t) => k(t, { year: e, date: d }, { format: z, type: `year` }),
                  className: j(e),
                  onClick: (n) =>
                    ((e, n) => {
                      if (!M(e)) {
                        var s = new u.default(t.date).setYear(e),
                          c = t.selectedDate,
                          l = t.focused;
                        if (_) {
                          var d = g(ee(s, i, t), 2);
                          (c = d[0]), (l = d[1]);
                        } else
                          m && s.monthIndex < m.monthIndex
                            ? (s = s.setMonth(m.monthIndex + 1))
                            : h && s.monthIndex > h.monthIndex && (s = s.setMonth(h.monthIndex + 1)),
                            o?.(s),
                            A(D(n.target));
                        r(
                          _ ? c : void 0,
                          f(f({}, t), {}, { date: s, focused: l, selectedDate: c, mustShowYearPicker: !1 }),
                        ),
                          _ && a(l, s);
                      }
                    })(e, n),
                  onMouseEnter: () => s && T(e),
                },
                c.default.createElement(`span`, { className: _ ? `sd` : `` }, R(e.toString(), C)),
              ),
            ),
          ),
        ),
      );
      function j(e) {
        var n = [`rmdp-day`],
          r = t.date,
          i = t.selectedDate,
          a = t.multiple;
        if ((M(e) && n.push(`rmdp-disabled`), !n.includes(`rmdp-disabled`) || !y)) {
          if ((p.year === e && l && n.push(`rmdp-today`), _)) {
            if (v) {
              var o = (t) => {
                var r = t[0],
                  i = t[1];
                if (t.length === 1) {
                  if ((e === r.year && n.push(`rmdp-range`), s)) {
                    var a = t[0].year;
                    ((e > a && e <= te) || (e < a && e >= te)) &&
                      (n.push(`rmdp-range-hover`), e === te && n.push(te > a ? `end` : `start`));
                  }
                } else
                  t.length === 2 &&
                    (e >= r.year && e <= i.year && n.push(`rmdp-range`),
                    e === r.year && n.push(`start`),
                    e === i.year && n.push(`end`));
              };
              a ? (x(i) ? i : [[i]]).forEach((e) => o(e)) : o(i);
            } else [].concat(i).some((t) => t && t.year === e) && n.push(`rmdp-selected`);
          } else e === r.year && n.push(`rmdp-selected`);
          return n.join(` `);
        }
      }
      function M(e) {
        return (m && e < m.year) || (h && e > h.year);
      }
    }
    function V(e, t, n) {
      return n || (e ? `MM/YYYY` : t ? `YYYY` : `YYYY/MM/DD`);
    }
    function H(e, t) {
      var n = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : `YYYY/MM/DD`;
      return (
        e instanceof u.default
          ? e.set({ calendar: t, format: n })
          : (e = new u.default({ date: e, calendar: t, format: n })),
        e
      );
    }
    function ne(e) {
      `_self` in c.default.createElement(`div`) &&
        console.warn(
          e.join(`
`),
        );
    }
    var U = new u.default(),
      W = U.calendar,
      G = U.locale;
    function re(e, t) {
      return (
        e && e.constructor !== Object && (ne(K(`calendar`)), (e = void 0)),
        t && t.constructor !== Object && (ne(K(`locale`)), (t = void 0)),
        [e || W, t || G]
      );
    }
    function K(e) {
      return [`${e} must be an object`, `https://shahabyazdi.github.io/react-multi-date-picker/calendars/`];
    }
    function ie(e) {
      return e && e.name ? e.name.split(`_`)[1] : ``;
    }
    function ae(e) {
      return [`fa`, `ar`].includes(ie(e));
    }
    function oe(e, t) {
      t === void 0 && (t = {});
      var n = t.insertAt;
      if (e && typeof document < `u`) {
        var r = document.head || document.getElementsByTagName(`head`)[0],
          i = document.createElement(`style`);
        (i.type = `text/css`),
          n === `top` && r.firstChild ? r.insertBefore(i, r.firstChild) : r.appendChild(i),
          i.styleSheet ? (i.styleSheet.cssText = e) : i.appendChild(document.createTextNode(e));
      }
    }
    oe(
      `.rmdp-wrapper{background-color:#fff;border-radius:5px;direction:ltr;text-align:center;width:max-content}.rmdp-shadow{box-shadow:0 0 5px #8798ad}.rmdp-border{border:1px solid #cfd8e2}.rmdp-calendar{height:max-content;padding:4px}.rmdp-border-top{border-top:1px solid #cfd8e2}.rmdp-border-bottom{border-bottom:1px solid #cfd8e2}.rmdp-border-left{border-left:1px solid #cfd8e2}.rmdp-border-right{border-right:1px solid #cfd8e2}.rmdp-week,.rmdp-ym{display:flex;justify-content:space-between}.rmdp-ym{height:25%}.rmdp-day,.rmdp-week-day{color:#000;cursor:pointer;height:34px;position:relative;width:34px}.rmdp-calendar :focus{outline-color:#00539c}.rmdp-day:not(.rmdp-range):focus{border-radius:50%}.rmdp-ym .rmdp-day:not(.rmdp-range):focus{border-radius:15px}.rmdp-week-day{color:#0074d9;cursor:default;font-size:13px;font-weight:500}.rmdp-day span,.rmdp-week-day{display:flex;flex-direction:column;justify-content:center}.rmdp-day span{border-radius:50%;bottom:3px;font-size:14px;left:3px;position:absolute;right:3px;top:3px}.rmdp-day.rmdp-today span{background-color:#7fdbff;color:#fff}.rmdp-day.rmdp-selected span:not(.highlight){background-color:#0074d9;box-shadow:0 0 3px #8798ad;color:#fff}.rmdp-day.rmdp-deactive,.rmdp-day.rmdp-disabled{color:#8798ad}.rmdp-day.rmdp-deactive.rmdp-selected span{background-color:#4ca6f5;box-shadow:0 0 3px #bac5d3}.rmdp-ym .rmdp-day{flex:1;margin:auto}.rmdp-ym .rmdp-day span{border-radius:12px;padding:2px 0}.rmdp-range{background-color:#0074d9;box-shadow:0 0 3px #8798ad;color:#fff}.rmdp-range-hover{background-color:#7ea6f0;color:#fff}.rmdp-range-hover.start:not(.force),.rmdp-range.start:not(.force){border-bottom-left-radius:50%;border-top-left-radius:50%}.rmdp-range-hover.end:not(.force),.rmdp-range.end:not(.force){border-bottom-right-radius:50%;border-top-right-radius:50%}.rmdp-ym .rmdp-range-hover.start:not(.force),.rmdp-ym .rmdp-range.start:not(.force){border-bottom-left-radius:15px;border-top-left-radius:15px}.rmdp-ym .rmdp-range-hover.end:not(.force),.rmdp-ym .rmdp-range.end:not(.force){border-bottom-right-radius:15px;border-top-right-radius:15px}@media (hover:hover){.rmdp-day:not(.rmdp-disabled,.rmdp-day-hidden) span:hover{background-color:#7ea6f0;color:#fff}}.rmdp-day-picker{padding:5px}.rmdp-header{font-size:14px;margin-top:5px;padding:9px 0}.rmdp-month-picker,.rmdp-year-picker{background-color:#fff;border-radius:0 0 5px 5px;bottom:2px;left:2px;position:absolute;right:2px;top:2px}.only.rmdp-month-picker,.only.rmdp-year-picker{height:240px;position:static;width:240px}.rmdp-header-values{color:#000;margin:auto}.rmdp-header-values span{padding:0 0 0 5px}.rmdp-arrow{border:solid #0074d9;border-width:0 2px 2px 0;display:inline-block;height:3px;margin-top:5px;padding:2px;width:3px}.rmdp-right i{margin-right:3px;transform:rotate(-45deg);-webkit-transform:rotate(-45deg)}.rmdp-left i{margin-left:3px;transform:rotate(135deg);-webkit-transform:rotate(135deg)}.rmdp-left{left:0}.rmdp-right{right:0}.rmdp-arrow-container{background:transparent;border:none;border-radius:50%;cursor:pointer;display:flex;height:20px;justify-content:center;margin:0 5px;padding:0;width:20px}.rmdp-arrow-container:hover{background-color:#0074d9;box-shadow:0 0 3px #8798ad}.rmdp-arrow-container:hover .rmdp-arrow{border:solid #fff;border-width:0 2px 2px 0}.rmdp-arrow-container.disabled{cursor:default}.rmdp-arrow-container.disabled:hover{background-color:inherit;box-shadow:inherit}.rmdp-arrow-container.disabled .rmdp-arrow,.rmdp-arrow-container.disabled:hover .rmdp-arrow{border:solid gray;border-width:0 2px 2px 0}.rmdp-rtl{direction:rtl}.rmdp-rtl .rmdp-left i{margin-left:0;margin-right:3px;transform:rotate(-45deg);-webkit-transform:rotate(-45deg)}.rmdp-rtl .rmdp-right i{margin-left:3px;margin-right:0;transform:rotate(135deg);-webkit-transform:rotate(135deg)}.rmdp-rtl .rmdp-right{left:0;right:auto}.rmdp-rtl .rmdp-left{left:auto;right:0}.rmdp-rtl .rmdp-range-hover.start:not(.force),.rmdp-rtl .rmdp-range.start:not(.force){border-bottom-left-radius:unset;border-bottom-right-radius:50%;border-top-left-radius:unset;border-top-right-radius:50%}.rmdp-rtl .rmdp-range-hover.end:not(.force),.rmdp-rtl .rmdp-range.end:not(.force){border-bottom-left-radius:50%;border-bottom-right-radius:unset;border-top-left-radius:50%;border-top-right-radius:unset}.rmdp-rtl .rmdp-range.start.end:not(.force){border-radius:50%}.rmdp-rtl .rmdp-ym .rmdp-range-hover.start:not(.force),.rmdp-rtl .rmdp-ym .rmdp-range.start:not(.force){border-bottom-right-radius:15px;border-top-right-radius:15px}.rmdp-rtl .rmdp-ym .rmdp-range-hover.end:not(.force),.rmdp-rtl .rmdp-ym .rmdp-range.end:not(.force){border-bottom-left-radius:15px;border-top-left-radius:15px}.rmdp-day-hidden,.rmdp-day.rmdp-disabled{cursor:default}.rmdp-selected .highlight{box-shadow:0 0 3px #8798ad}.rmdp-day:not(.rmdp-disabled):not(.rmdp-day-hidden) .highlight-red:hover{background-color:#ff6687}.rmdp-day:not(.rmdp-deactive) .highlight-red{color:#cc0303}.rmdp-day.rmdp-deactive .highlight-red{color:#e08e8e}.rmdp-day.rmdp-selected .highlight-red{background-color:#ea0034;color:#fff}.rmdp-day.rmdp-deactive.rmdp-selected .highlight-red{background-color:#e4b0ba;color:#fff}.rmdp-day:not(.rmdp-disabled):not(.rmdp-day-hidden) .highlight-green:hover{background-color:#4db6ac}.rmdp-day:not(.rmdp-deactive) .highlight-green{color:#00796b}.rmdp-day.rmdp-deactive .highlight-green{color:#7ab3ac}.rmdp-day.rmdp-selected .highlight-green{background-color:#009688;color:#fff}.rmdp-day.rmdp-deactive.rmdp-selected .highlight-green{background-color:#749c98;color:#fff}.rmdp-day-hidden,.rmdp-day-hidden:hover span{background-color:unset;color:transparent}.rmdp-month-name{cursor:default;font-size:14px;margin:3px 0}.rmdp-full-year{grid-template-columns:1fr 1fr 1fr}@media (max-height:450px),(max-width:450px){.rmdp-day,.rmdp-week-day{height:28px;width:28px}.rmdp-day span{font-size:12px;padding-left:.5px}.only.rmdp-month-picker,.only.rmdp-year-picker{height:200px;width:230px}.rmdp-header{padding:3px 0 0}.rmdp-header,.rmdp-month-name{font-size:12px}.rmdp-full-year{grid-template-columns:1fr 1fr}}`,
    );
    var se = [`datePickerProps`, `DatePicker`];
    function le(e, t) {
      var r = e.value,
        i = e.calendar,
        a = e.locale,
        o = e.format,
        s = e.onlyMonthPicker,
        l = e.onlyYearPicker,
        d = e.range,
        p = d !== void 0 && d,
        _ = e.multiple,
        v = _ !== void 0 && _,
        y = e.className,
        b = e.role,
        S = e.weekDays,
        C = e.months,
        w = e.children,
        ee = e.onChange,
        te = e.showOtherDays,
        T = e.minDate,
        E = e.maxDate,
        D = e.mapDays,
        O = e.disableMonthPicker,
        k = e.disableYearPicker,
        j = e.formattingIgnoreList,
        N = e.onReady,
        I = e.onlyShowInRangeDates,
        z = I === void 0 || I,
        ne = e.zIndex,
        U = ne === void 0 ? 100 : ne,
        W = e.plugins,
        G = W === void 0 ? [] : W,
        K = e.sort,
        ie = e.numberOfMonths,
        q = ie === void 0 ? 1 : ie,
        oe = e.currentDate,
        ce = e.digits,
        le = e.buttons,
        ue = le === void 0 || le,
        fe = e.renderButton,
        pe = e.weekStartDayIndex,
        J = pe === void 0 ? 0 : pe,
        Y = e.disableDayPicker,
        X = e.onPropsChange,
        me = e.onMonthChange,
        he = e.onYearChange,
        ge = e.onFocusedDateChange,
        _e = e.readOnly,
        ve = e.disabled,
        Z = e.hideMonth,
        ye = e.hideYear,
        be = e.hideWeekDays,
        xe = e.shadow,
        Q = xe === void 0 || xe,
        Se = e.fullYear,
        Ce = e.displayWeekNumbers,
        we = e.weekNumber,
        Te = e.weekPicker,
        Ee = e.rangeHover,
        De = e.monthYearSeparator,
        Oe = e.formatMonth,
        ke = e.formatYear,
        Ae = e.highlightToday,
        je = Ae === void 0 || Ae,
        Me = e.headerOrder,
        Ne = Me === void 0 ? [`LEFT_BUTTON`, `MONTH_YEAR`, `RIGHT_BUTTON`] : Me,
        Pe = e.style,
        Fe = Pe === void 0 ? {} : Pe,
        Ie = e.autoFocus,
        Le = Ie !== void 0 && Ie;
      !oe || oe instanceof u.default || (console.warn(`currentDate must be instance of DateObject`), (oe = void 0)),
        (typeof J != `number` || J < 0 || J > 6) && (J = 0),
        (typeof q != `number` || q < 1 || l) && (q = 1),
        !(v || p || x(r)) || p || v || (v = !0),
        Te && ((p = !0), (v = !1)),
        Se && ((q = 12), (s = !1), (l = !1)),
        l && !Z && (Z = !0);
      var Re = g(re(i, a), 2);
      (i = Re[0]),
        (a = Re[1]),
        (o = V(s, l, o)),
        (j = F(j)),
        (D = [].concat(D).filter(Boolean)),
        (G = [].concat.apply([], G));
      var ze = g(n.useState({}), 2),
        Be = ze[0],
        Ve = ze[1],
        He = {},
        Ue = n.useRef({ mustCallOnReady: !0, currentDate: oe });
      n.useEffect(() => {
        Ve((e) => {
          var t = Ue.current.currentDate,
            n = e.date,
            c = e.selectedDate,
            d = e.initialValue,
            m = e.focused,
            h = e.mustSortDates;
          function g(e) {
            if (e)
              return (
                e.calendar.name !== i.name && e.setCalendar(i),
                e.locale.name !== a.name && e.setLocale(a),
                e._format !== o && e.setFormat(o),
                (e.digits = ce),
                (e.ignoreList = JSON.parse(j)),
                e
              );
          }
          function _(e) {
            return new u.default(t || e);
          }
          if (r) {
            if (x((c = de(r, i, a, o)))) n ||= _(c.flat()[0]);
            else if (n && q !== 1) {
              var y = new u.default(n).toFirstOfMonth(),
                b = new u.default(n).add(q - 1, s ? `years` : `months`).toLastOfMonth();
              (c < y || c > b) && (n = new u.default(c));
            } else n = _(c);
          } else (n ||= _({ calendar: i, locale: a, format: o })), d && (c = void 0);
          if (([].concat(c).flat().forEach(g), g(n), v || p || x(r))) {
            if (((c ||= []), x(c) || (c = v && p ? [[c]] : [c]), p && !v && c.length > 2)) {
              var S = c[c.length - 1];
              (c = [c[0], S]), (m = S);
            }
            v && !p && K && !h ? ((h = !0), c.sort((e, t) => e - t)) : p && !v && c.sort((e, t) => e - t);
          } else x(c) && (c = c.flat()[c.length - 1]);
          return (
            Se && n.toFirstOfYear(),
            delete Ue.current.currentDate,
            f(
              f({}, e),
              {},
              {
                date: n,
                selectedDate: c,
                multiple: v,
                range: p,
                onlyMonthPicker: s,
                onlyYearPicker: l,
                initialValue: e.initialValue || r,
                value: r,
                focused: m,
                calendar: i,
                locale: a,
                format: o,
                mustSortDates: h,
                year: n.year,
                today: g(e.today) || new u.default({ calendar: i }),
                weekPicker: Te,
              },
            )
          );
        });
      }, [r, i, a, o, s, l, p, v, K, q, ce, j, Se, Te]),
        n.useEffect(() => {
          (T || E) &&
            Ve((e) => {
              var t = e.calendar,
                n = e.locale,
                i = e.format,
                a = g(
                  ((e, t, n, r, i) => (
                    (t &&= H(t, r, i).set({ hour: 0, minute: 0, second: 0, millisecond: 0 })),
                    (n &&= H(n, r, i).set({ hour: 23, minute: 59, second: 59, millisecond: 999 })),
                    x(e) && (e = e.filter((e) => !(t && e < t) && !(n && e > n))),
                    [e, t, n]
                  ))(de(r, t, n, i), T, E, t, i),
                  3,
                ),
                o = a[0],
                s = a[1],
                c = a[2];
              return f(f({}, e), {}, { inRangeDates: z ? o : e.selectedDate, minDate: s, maxDate: c });
            });
        }, [T, E, z, r]),
        Be.today && !Ue.current.isReady && (Ue.current.isReady = !0),
        n.useEffect(() => {
          Ue.current.isReady &&
            Ue.current.mustCallOnReady &&
            N instanceof Function &&
            ((Ue.current.mustCallOnReady = !1), N());
        }, [Ue.current.isReady, N]);
      var We = `rmdp-top-class ` + nt([`top`, `bottom`]),
        Ge = { top: [], bottom: [], left: [], right: [] },
        Ke = ae(Be.date?.locale),
        qe = {
          state: Be,
          setState: Ve,
          onChange: Qe,
          sort: K,
          handleFocusedDate: et,
          isRTL: Ke,
          fullYear: Se,
          monthAndYears: (() => {
            var e = Be.date;
            if (!e) return [];
            for (var t = [], n = [], r = e.digits, i = 0; i < q; i++) {
              var a = void 0,
                o = e.year,
                c = e.monthIndex + i;
              if ((s && (o += i), c > 11 && ((c -= 12), s || o++), x(C) && C.length >= 12)) {
                var l = C[c];
                a = x(l) ? l[0] : l;
              } else a = e.months[c].name;
              (o = R(o.toString(), r)), t.push(a), n.push(o);
            }
            return [t, n];
          })(),
          rangeHover: Ee,
          highlightToday: je,
          numberOfMonths: q,
        },
        Je = arguments[0],
        Ye = Je.datePickerProps,
        Xe = Je.DatePicker,
        Ze = h(Je, se);
      return (
        n.useEffect(() => {
          var e = Ue.current.Calendar;
          e && A(e, void 0, Le && !Xe);
        }, [Le, Be.today, Xe]),
        (() => {
          if (Ue.current.isReady && x(G)) {
            var e = {
                state: Be,
                setState: Ve,
                registerListener: $,
                calendarProps: Ze,
                datePickerProps: Ye,
                handleChange: Qe,
                Calendar: Ue.current.Calendar,
                DatePicker: Xe,
                handlePropsChange: $e,
                handleFocusedDate: (e) => et(e),
                minDate: T,
                maxDate: E,
              },
              t = (e) => (Y ? `bottom` : e.props.position || `right`);
            G.forEach((r, i) => {
              if (typeof r.type != `string`) {
                var a = {},
                  o = t(r);
                if (Ge[o] && !r.props.disabled) {
                  for (var s = 0; s < G.length; s++)
                    if (typeof G[s].type != `string` && !G[s].props.disabled) {
                      if (Object.keys(a).length === 4) break;
                      var c = t(G[s]);
                      [`top`, `bottom`].includes(o)
                        ? (c === o && s > i && (a.bottom = !0), c === o && s < i && (a.top = !0))
                        : (We.includes(`border-top`) && (a.top = !0),
                          We.includes(`border-bottom`) && (a.bottom = !0),
                          c === o && s > i && (a.right = !0),
                          c === o && s < i && (a.left = !0));
                    }
                  Ge[o].push(n.cloneElement(r, f({ key: i, position: o, nodes: a }, e)));
                }
              } else r.type === `mapDays` && D.push(r.fn(e));
            });
          }
        })(),
        Be.today
          ? c.default.createElement(
              `div`,
              {
                ref: (e) => {
                  if (
                    (e &&
                      ((e.date = Be.date),
                      (e.set = (e, t) => {
                        ve || Ve(f(f({}, Be), {}, { date: new u.default(Be.date.set(e, t)) }));
                      })),
                    (Ue.current.Calendar = e),
                    t instanceof Function)
                  )
                    return t(e);
                  t && (t.current = e);
                },
                role: b || `dialog`,
                className: `rmdp-wrapper rmdp-${Q ? `shadow` : `border`} ${y || ``}`,
                style: f({ zIndex: U }, Fe),
              },
              Ge.top,
              c.default.createElement(
                `div`,
                { style: { display: `flex` }, className: We },
                Ge.left,
                !Y &&
                  c.default.createElement(
                    `div`,
                    { className: `rmdp-calendar ${Ke ? `rmdp-rtl` : ``} ${nt([`left`, `right`])}` },
                    c.default.createElement(
                      P,
                      f(
                        f({}, qe),
                        {},
                        {
                          disableYearPicker: k,
                          disableMonthPicker: O,
                          buttons: ue,
                          renderButton: fe,
                          handleMonthChange: tt,
                          disabled: ve,
                          hideMonth: Z,
                          hideYear: ye,
                          monthYearSeparator: De,
                          formatMonth: Oe,
                          formatYear: ke,
                          headerOrder: Ne,
                          onYearChange: he,
                        },
                      ),
                    ),
                    c.default.createElement(
                      `div`,
                      { style: { position: `relative` } },
                      c.default.createElement(
                        M,
                        f(
                          f({}, qe),
                          {},
                          {
                            showOtherDays: te,
                            mapDays: D,
                            onlyShowInRangeDates: z,
                            customWeekDays: S,
                            weekStartDayIndex: J,
                            hideWeekDays: be,
                            displayWeekNumbers: Ce,
                            weekNumber: we,
                          },
                        ),
                      ),
                      !Se &&
                        c.default.createElement(
                          c.default.Fragment,
                          null,
                          !O && c.default.createElement(L, m({}, qe, { customMonths: C, handleMonthChange: tt })),
                          !k && c.default.createElement(B, m({}, qe, { onYearChange: he })),
                        ),
                    ),
                  ),
                Ge.right,
              ),
              Ge.bottom,
              w,
            )
          : null
      );
      function Qe(e, t) {
        if ((e instanceof u.default && (e = new u.default(e)), !ve)) {
          if (e || e === null) {
            if (_e) return;
            He.change && He.change.forEach((t) => t(e));
          }
          if (e || e === null) {
            var n = ee?.(e);
            t && !1 !== n && Ve(t);
          } else t && Ve(t);
          $e({ value: e });
        }
      }
      function $e() {
        var e = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {};
        if (!_e && !ve) {
          var t = f(f(f(f({}, Ze), Ye), e), {}, { value: e.value ?? Be.selectedDate });
          delete t.onPropsChange, X?.(t);
        }
      }
      function et(e, t) {
        _e || ve || ge == null || ge(e, t);
      }
      function tt(e) {
        me?.(e);
      }
      function nt(e) {
        return Y || !x(G)
          ? ``
          : Array.from(
              new Set(
                G.map((t) => {
                  if (!t.props) return ``;
                  var n = t.props.position || `right`;
                  return e.includes(n) && !t.props.disabled ? `rmdp-border-` + n : ``;
                }),
              ),
            ).join(` `);
      }
      function $(e, t) {
        He[e] || (He[e] = []), He[e].push(t);
      }
    }
    var ue = n.forwardRef(le);
    function de(e, t, n, r) {
      var i = []
        .concat(e)
        .map((e) => (x(e) ? e.map(a).filter(o) : a(e)))
        .filter(o);
      return x(e) ? i : i.flat()[0];
      function a(e) {
        return e ? (e instanceof u.default ? e : new u.default({ date: e, calendar: t, locale: n, format: r })) : {};
      }
      function o(e) {
        return x(e) || e.isValid;
      }
    }
    oe(
      `.rmdp-visible{visibility:visible}.rmdp-invisible{visibility:hidden}.rmdp-input{border:1px solid #c0c4d6;border-radius:5px;height:22px;margin:1px 0;padding:2px 5px}.rmdp-input:focus{border:1px solid #a4b3c5;box-shadow:0 0 2px #a4b3c5;outline:none!important}.rmdp-button{background-color:#0074d9;border:none;border-radius:5px;color:#fff;cursor:pointer;display:inline-block;padding:7px 16px;text-align:center;text-decoration:none;transition:.3s}.rmdp-button:hover{background-color:#143ac5;transition:.4s}.rmdp-button:disabled{background-color:#8798ad}.rmdp-action-button{border-radius:unset;color:#2682d3;float:right;font-weight:700;margin:15px 10px 15px 0}.rmdp-action-button,.rmdp-action-button:hover{background-color:transparent}.rmdp-ep-arrow{overflow:hidden;will-change:transform}.rmdp-ep-arrow:after{background-color:#fff;content:"";height:12px;position:absolute;transform:rotate(45deg);width:12px}.rmdp-ep-shadow:after{box-shadow:0 0 6px #8798ad}.rmdp-ep-border:after{border:1px solid #cfd8e2}.rmdp-ep-arrow[direction=top]{border-bottom:1px solid #fff}.rmdp-ep-arrow[direction=left]{border-right:1px solid #fff}.rmdp-ep-arrow[direction=right]{border-left:1px solid #fff;margin-left:-1px}.rmdp-ep-arrow[direction=bottom]{border-top:1px solid #fff;margin-top:-1.5px}.rmdp-ep-arrow[direction=top]:after{left:4px;top:5px}.rmdp-ep-arrow[direction=bottom]:after{left:4px;top:-6px}.rmdp-ep-arrow[direction=left]:after{left:5px;top:3px}.rmdp-ep-arrow[direction=right]:after{left:-6px;top:3px}`,
    );
    var fe =
        `value.calendar.locale.format.onlyMonthPicker.onlyYearPicker.onChange.range.multiple.name.id.title.placeholder.required.style.className.inputClass.disabled.render.weekDays.months.children.inputMode.scrollSensitive.hideOnScroll.minDate.maxDate.formattingIgnoreList.containerClassName.calendarPosition.editable.onOpen.onClose.arrowClassName.zIndex.arrow.fixMainPosition.onPositionChange.onPropsChange.digits.readOnly.shadow.onFocusedDateChange.type.weekPicker.mobileLabels.onOpenPickNewDate.mobileButtons.dateSeparator.multipleRangeSeparator.typingTimeout`.split(
          `.`,
        ),
      pe = [`label`];
    function J(e, t) {
      var r = e.value,
        i = e.calendar,
        a = e.locale,
        o = e.format,
        s = e.onlyMonthPicker,
        d = e.onlyYearPicker,
        p = e.onChange,
        _ = e.range,
        v = _ !== void 0 && _,
        y = e.multiple,
        S = y !== void 0 && y,
        C = e.name,
        w = e.id,
        ee = e.title,
        te = e.placeholder,
        T = e.required,
        E = e.style,
        D = E === void 0 ? {} : E,
        O = e.className,
        k = O === void 0 ? `` : O,
        A = e.inputClass,
        j = e.disabled,
        M = e.render,
        N = e.weekDays,
        P = e.months,
        I = e.children,
        L = e.inputMode,
        z = e.scrollSensitive,
        B = z === void 0 || z,
        ne = e.hideOnScroll,
        U = e.minDate,
        W = e.maxDate,
        G = e.formattingIgnoreList,
        K = e.containerClassName,
        q = K === void 0 ? `` : K,
        oe = e.calendarPosition,
        se = oe === void 0 ? `bottom-left` : oe,
        ce = e.editable,
        le = ce === void 0 || ce,
        de = e.onOpen,
        J = e.onClose,
        Y = e.arrowClassName,
        he = Y === void 0 ? `` : Y,
        ge = e.zIndex,
        _e = ge === void 0 ? 100 : ge,
        ve = e.arrow,
        Z = ve === void 0 || ve,
        ye = e.fixMainPosition,
        be = e.onPositionChange,
        xe = e.onPropsChange,
        Q = e.digits,
        Se = e.readOnly,
        Ce = e.shadow,
        we = Ce === void 0 || Ce,
        Te = e.onFocusedDateChange,
        Ee = e.type,
        De = e.weekPicker,
        Oe = e.mobileLabels,
        ke = e.onOpenPickNewDate,
        Ae = ke === void 0 || ke,
        je = e.mobileButtons,
        Me = je === void 0 ? [] : je,
        Ne = e.dateSeparator,
        Pe = e.multipleRangeSeparator,
        Fe = Pe === void 0 ? `,` : Pe,
        Ie = e.typingTimeout,
        Le = Ie === void 0 ? 700 : Ie,
        Re = h(e, fe),
        ze = g(n.useState(), 2),
        Be = ze[0],
        Ve = ze[1],
        He = g(n.useState(), 2),
        Ue = He[0],
        We = He[1],
        Ge = g(n.useState(``), 2),
        Ke = Ge[0],
        qe = Ge[1],
        Je = g(n.useState(!1), 2),
        Ye = Je[0],
        Xe = Je[1],
        Ze = g(n.useState(!1), 2),
        Qe = Ze[0],
        $e = Ze[1],
        et = n.useRef(),
        tt = n.useRef(),
        nt = n.useRef(),
        $ = n.useRef({ isTyping: !1 }),
        rt = Ne || (v || De ? ` ~ ` : `, `),
        it = arguments[0],
        at = typeof k == `string` && k.includes(`rmdp-mobile`),
        ot = n.useCallback(() => {
          if (!1 !== J?.()) {
            var e = me(tt);
            if ((e && e.forEach((e) => e.blur()), $.current.mobile)) {
              var t = nt.current.parentNode.parentNode;
              t.classList.remove(`rmdp-calendar-container-mobile`),
                (t.style.position = `absolute`),
                (t.style.visibility = `hidden`);
            }
            $.current.validInputValue !== void 0 &&
              (qe($.current.validInputValue), ($.current.validInputValue = void 0)),
              Xe(!1),
              $e(!1);
          }
        }, [J]),
        st = [
          {
            type: `button`,
            className: `rmdp-button rmdp-action-button`,
            onClick: () => {
              We(void 0), ot();
            },
            label: ut(`CANCEL`),
          },
          {
            type: `button`,
            className: `rmdp-button rmdp-action-button`,
            onClick: () => {
              Ue && (pt(Ue, !0), We(void 0)), ot();
            },
            label: ut(`OK`),
          },
        ];
      at && !$.current.mobile && ($.current = f(f({}, $.current), {}, { mobile: !0 })),
        !at && $.current.mobile && ($.current = f(f({}, $.current), {}, { mobile: !1 })),
        (G = F(G)),
        (o = V(s, d, o));
      var ct,
        lt = g(re(i, a), 2);
      return (
        (i = lt[0]),
        (a = lt[1]),
        n.useEffect(() => {
          function e(e) {
            if (Ye && !$.current.mobile) {
              var t = [];
              if (
                ([tt.current, nt.current].forEach((n) => {
                  var r, i;
                  !n ||
                    n.contains(e.target) ||
                    e.target.classList.contains(`b-deselect`) ||
                    ((r = e.target.parentNode) != null &&
                      (r = r.classList) != null &&
                      (i = r.contains) != null &&
                      i.call(r, `b-deselect`)) ||
                    t.push(n);
                }),
                t.length === 2)
              )
                return ot();
              nt.current &&
                nt.current.contains(e.target) &&
                (et.current.removeTransition(), et.current.refreshPosition());
            }
          }
          function t() {
            ne && Ye && ot();
          }
          return (
            document.addEventListener(`click`, e, !1),
            document.addEventListener(`scroll`, t, !0),
            () => {
              document.removeEventListener(`click`, e, !1), document.removeEventListener(`scroll`, t, !0);
            }
          );
        }, [ot, t, Ye, ne]),
        n.useEffect(() => {
          var e = r,
            t = $.current,
            n = t.date,
            s = t.initialValue,
            c = () => e[e.length - 1];
          function l(e) {
            if (e)
              return (
                e instanceof u.default || (e = new u.default({ date: e, calendar: i, locale: a, format: o })),
                e.calendar !== i && e.setCalendar(i),
                e.set({ weekDays: N, months: P, digits: Q, locale: a, format: o, ignoreList: JSON.parse(G) }),
                e
              );
          }
          r || s || !n ? s && !r && (s = void 0) : (e = n);
          var d = ``;
          if (v || S || x(e)) {
            var p = (e) => (
              (e = e.map(l).filter((e) => e !== void 0)), v && e.length > 2 && (e = [e[0], c()]), [e, X(e, rt)]
            );
            if ((x(e) || (e = v && S ? (e ? [[e]] : []) : [e]), S && v))
              e = e.map((t, n) => {
                var r = g(p(x(t) ? t : [t]), 2),
                  i = r[0],
                  a = r[1];
                return (d += a + (n < e.length - 1 ? ` ${Fe} ` : ``)), i;
              });
            else {
              var m = g(p(e), 2);
              (e = m[0]), (d = m[1]);
            }
            d = d.toString().replace(/\s,\s$/, ``);
          } else x(e) && (e = c()), (e = l(e)) && (d = e.format());
          $.current.isTyping || qe(d),
            ($.current = f(f({}, $.current), {}, { date: e, separator: rt, initialValue: s || r })),
            $.current.mobile && et.current.isOpen ? We(e) : (($.current.validInputValue = void 0), Ve(e));
        }, [r, i, a, o, v, S, rt, s, d, N, P, Q, G]),
        n.useEffect(() => {
          var e = $.current.selection;
          if (e) {
            var t = me(tt);
            t.length !== 0 &&
              (t.forEach((t) => {
                document.activeElement === t && (t.setSelectionRange(e, e), ($.current.selection = void 0));
              }),
              et.current.refreshPosition());
          }
        }, [Ke]),
        (S || v || x(Be) || !le) && (L = `none`),
        c.default.createElement(
          l.default,
          m(
            {
              ref: (e) => {
                if (
                  (e &&
                    ((e.openCalendar = () => setTimeout(() => dt(), 10)),
                    (e.closeCalendar = ot),
                    (e.isOpen = Ye && Qe)),
                  (et.current = e),
                  t instanceof Function)
                )
                  return t(e);
                t && (t.current = e);
              },
              element: M
                ? c.default.createElement(
                    `div`,
                    { ref: tt },
                    n.isValidElement(M)
                      ? n.cloneElement(M, {
                          value: Ke,
                          openCalendar: dt,
                          onFocus: dt,
                          handleValueChange: mt,
                          onChange: mt,
                          locale: a,
                          separator: rt,
                        })
                      : M instanceof Function
                        ? M(Ke, dt, mt, a, rt)
                        : null,
                  )
                : c.default.createElement(`input`, {
                    ref: tt,
                    type: Ee || `text`,
                    name: C,
                    id: w,
                    title: ee,
                    required: T,
                    onFocus: dt,
                    className: A || `rmdp-input`,
                    placeholder: te,
                    value: Ke,
                    onChange: mt,
                    style: D,
                    autoComplete: `off`,
                    disabled: !!j,
                    inputMode: L || (at ? `none` : void 0),
                    readOnly: Se,
                  }),
              popper:
                Ye &&
                c.default.createElement(
                  ue,
                  m(
                    {
                      ref: nt,
                      value: Ue || Be,
                      onChange: pt,
                      range: v,
                      multiple: S,
                      calendar: i,
                      locale: a,
                      format: o,
                      onlyMonthPicker: s,
                      onlyYearPicker: d,
                      className: k + (at ? ` rmdp-mobile` : ``),
                      weekDays: N,
                      months: P,
                      digits: Q,
                      minDate: U,
                      maxDate: W,
                      formattingIgnoreList: JSON.parse(G),
                      onPropsChange: xe,
                      shadow: we,
                      onReady: ht,
                      DatePicker: et.current,
                      datePickerProps: it,
                      onFocusedDateChange: gt,
                      weekPicker: De,
                    },
                    Re,
                  ),
                  I,
                  at &&
                    ((ct = [].concat.apply([], it.plugins || []).some((e) => {
                      var t = e.props;
                      return !(t === void 0 ? {} : t).disabled;
                    })),
                    x(Me) &&
                      c.default.createElement(
                        `div`,
                        { className: `rmdp-action-buttons ${ae(a) ? `rmdp-rtl` : ``} ${ct ? `rmdp-border-top` : ``}` },
                        Me.concat(st).map((e, t) => {
                          var n = e.label,
                            r = h(e, pe);
                          return c.default.createElement(`button`, m({ key: t }, r), n);
                        }),
                      )),
                ),
              active: !at && Qe,
              position: se,
              arrow: !at && Z,
              fixMainPosition: !B || ye,
              zIndex: _e,
              onChange: !at && be,
              containerClassName: `rmdp-container ${q}`,
              arrowClassName: [`rmdp-ep-arrow`, `rmdp-ep-${we ? `shadow` : `border`}`, k, he].join(` `),
            },
            Re,
          ),
        )
      );
      function ut(e) {
        var t = a || new u.default().locale;
        return (
          (typeof t.name == `string` &&
            (Oe?.[e] ||
              {
                en: { OK: `OK`, CANCEL: `CANCEL` },
                fa: { OK: `تأیید`, CANCEL: `لغو` },
                ar: { OK: `تأكيد`, CANCEL: `الغاء` },
                hi: { OK: `पुष्टि`, CANCEL: `रद्द करें` },
              }[ie(t)]?.[e])) ||
          e
        );
      }
      function dt() {
        if (!j && !Se && !1 !== de?.()) {
          if (Ae && !r && !$.current.date && !v && !S && !at) {
            var e = new u.default({
              calendar: i,
              locale: a,
              format: o,
              months: P,
              weekDays: N,
              digits: Q,
              ignoreList: JSON.parse(G),
            });
            (!U || e > H(U, i, o)) &&
              (!W || e < H(W, i, o)) &&
              (pt(e), xe?.(f(f({}, it), {}, { value: e })), ($.current.date = e));
          }
          var t = me(tt);
          at && t.length > 0 && t.forEach((e) => e.blur()), t.length > 0 || !Ye ? Xe(!0) : ot();
        }
      }
      function ft(e) {
        var t = ``;
        return e && (t = S && v && x(e) ? e.map((e) => X(e, rt)).join(` ${Fe} `) : X(e, rt)), t;
      }
      function pt(e, t, n) {
        if (at && !t) return We(e);
        var a = ft(e),
          s = n || a.toString().replace(/\s,\s$/, ``);
        return e &&
          []
            .concat(e)
            .flat()
            .some((e) => (U && e < H(U, i, o)) || (W && e > H(W, i, o)))
          ? (($.current.validInputValue = ft(r || $.current.date)), qe(s))
          : (($.current.validInputValue = a),
            !1 === p?.(e, { validatedValue: a, input: tt.current, isTyping: !!n })
              ? (qe(Ke), !1)
              : (Ve(e), qe(s), void ($.current = f(f({}, $.current), {}, { date: e }))));
      }
      function mt(e) {
        if (le) {
          ($.current.isTyping = !0),
            setTimeout(() => {
              $.current.isTyping = !1;
            }, Le),
            ($.current.selection = e.target.selectionStart);
          var t = e.target.value,
            n = { calendar: i, locale: a, format: o, ignoreList: JSON.parse(G) };
          if (((Q = x(Q) ? Q : a.digits), !t)) return qe(``), pt(null);
          if (Q) {
            var r,
              s,
              c = b(Q);
            try {
              for (c.s(); !(r = c.n()).done; ) {
                var l = r.value;
                t = t.replace(new RegExp(l, `g`), Q.indexOf(l));
              }
            } catch (e) {
              c.e(e);
            } finally {
              c.f();
            }
            (s = x(Be) ? (S && v ? (t || ``).split(Fe).filter(Boolean).map(p) : p(t)) : d(t)),
              pt(x(Be) || s.isValid ? s : null, void 0, R(t, Q));
          }
        }
        function d(e) {
          return /(?=.*Y)(?=.*M)(?=.*D)/.test(o)
            ? new u.default(f(f({}, n), {}, { date: e }))
            : new u.default(n).parse(e);
        }
        function p(e) {
          return (e || ``)
            .split(rt)
            .filter(Boolean)
            .map((e) => d(e.trim()));
        }
      }
      function ht() {
        if (($e(!0), at)) {
          var e = nt.current.parentNode.parentNode;
          (e.className = `rmdp-calendar-container-mobile`),
            (e.style.position = `fixed`),
            (e.style.transform = ``),
            setTimeout(() => {
              e.style.visibility = `visible`;
            }, 50);
        }
      }
      function gt(e, t) {
        x($.current.date) || !t || at || ot(), Te?.(e, t);
      }
    }
    var Y = n.forwardRef(J);
    function X(e, t) {
      var n = [].concat(e).map((e) => (e != null && e.isValid ? e.format() : ``));
      return (
        (n.toString = function () {
          return this.filter(Boolean).join(t);
        }),
        n
      );
    }
    function me(e) {
      return e.current
        ? e.current.tagName === `INPUT`
          ? [e.current]
          : Array.from(e.current.querySelectorAll(`input`))
        : [];
    }
    Object.defineProperty(t, 'DateObject', { enumerable: !0, get: () => u.default }),
      (t.Calendar = ue),
      (t.default = Y),
      (t.getAllDatesInRange = function () {
        var e = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : [],
          t = arguments.length > 1 ? arguments[1] : void 0;
        if (!Array.isArray(e)) return [];
        var n = e[0],
          r = e[e.length - 1],
          i = [];
        if (!(n instanceof u.default && r instanceof u.default && n.isValid && r.isValid && !(n > r))) return [];
        for (n = new u.default(n), r = new u.default(r); n <= r; n.day++) i.push(t ? n.toDate() : new u.default(n));
        return i;
      }),
      (t.toDateObject = H);
  });

export { ae as i, le as t, oe as r, q as a, se as n };
