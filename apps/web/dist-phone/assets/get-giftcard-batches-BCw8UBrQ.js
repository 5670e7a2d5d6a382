import { O as a, F as i, l as o, y as s } from './index-B3ichRAS.js';
import { t as e } from './rolldown-runtime-BWaJ3C7D.js';
import { s as n, t as r, r as t } from './runtime-B8Ttn_BI.js';
import { t as c } from './save-file-CGTK-jUT.js';

var l = o(`outline`, `gift-off`, `GiftOff`, [
    [
      `path`,
      { d: `M12 8h8a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4m-4 0h-8a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1h4`, key: `svg-0` },
    ],
    [`path`, { d: `M12 12v9`, key: `svg-1` }],
    [`path`, { d: `M19 12v3m0 4a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-7`, key: `svg-2` }],
    [
      `path`,
      {
        d: `M7.5 8a2.5 2.5 0 0 1 -2.457 -2.963m2.023 -2c.14 -.023 .286 -.037 .434 -.037c1.974 -.034 3.76 1.95 4.5 5c.74 -3.05 2.526 -5.034 4.5 -5a2.5 2.5 0 1 1 0 5`,
        key: `svg-3`,
      },
    ],
    [`path`, { d: `M3 3l18 18`, key: `svg-4` }],
  ]),
  u = e((e, t, n) => {
    ((n, r) => {
      typeof define == `function` && define.amd
        ? define([], r)
        : typeof t == `object` && e !== void 0
          ? (t.exports = r())
          : (n.Papa = r());
    })(n, function e() {
      var t = typeof self < `u` ? self : typeof window < `u` ? window : t === void 0 ? {} : t,
        n = !t.document && !!t.postMessage,
        r = t.IS_PAPA_WORKER || !1,
        i = {},
        a = 0,
        o = {};
      function s(e) {
        return e.charCodeAt(0) === 65279 ? e.slice(1) : e;
      }
      function c(e) {
        (this._handle = null),
          (this._finished = !1),
          (this._completed = !1),
          (this._halted = !1),
          (this._input = null),
          (this._baseIndex = 0),
          (this._partialLine = ``),
          (this._rowCount = 0),
          (this._start = 0),
          (this._nextChunk = null),
          (this.isFirstChunk = !0),
          (this._completeResults = { data: [], errors: [], meta: {} }),
          function (e) {
            var t = y(e);
            (t.chunkSize = parseInt(t.chunkSize)),
              e.step || e.chunk || (t.chunkSize = null),
              (this._handle = new p(t)),
              ((this._handle.streamer = this)._config = t);
          }.call(this, e),
          (this.parseChunk = function (e, n) {
            var i = parseInt(this._config.skipFirstNLines) || 0;
            if (this.isFirstChunk && 0 < i) {
              let t = this._config.newline;
              (t ||= ((a = this._config.quoteChar || `"`), this._handle.guessLineEndings(e, a))),
                (e = [...e.split(t).slice(i)].join(t));
            }
            this.isFirstChunk &&
              x(this._config.beforeFirstChunk) &&
              (a = this._config.beforeFirstChunk(e)) !== void 0 &&
              (e = a),
              (this.isFirstChunk = !1),
              (this._halted = !1);
            var i = this._partialLine + e,
              a = ((this._partialLine = ``), this._handle.parse(i, this._baseIndex, !this._finished));
            if (!this._handle.paused() && !this._handle.aborted()) {
              if (
                ((e = a.meta.cursor),
                (i =
                  (this._finished || ((this._partialLine = i.substring(e - this._baseIndex)), (this._baseIndex = e)),
                  a && a.data && (this._rowCount += a.data.length),
                  this._finished || (this._config.preview && this._rowCount >= this._config.preview))),
                r)
              )
                t.postMessage({ results: a, workerId: o.WORKER_ID, finished: i });
              else if (x(this._config.chunk) && !n) {
                if ((this._config.chunk(a, this._handle), this._handle.paused() || this._handle.aborted()))
                  return void (this._halted = !0);
                this._completeResults = a = void 0;
              }
              return (
                this._config.step ||
                  this._config.chunk ||
                  ((this._completeResults.data = this._completeResults.data.concat(a.data)),
                  (this._completeResults.errors = this._completeResults.errors.concat(a.errors)),
                  (this._completeResults.meta = a.meta)),
                this._completed ||
                  !i ||
                  !x(this._config.complete) ||
                  (a && a.meta.aborted) ||
                  (this._config.complete(this._completeResults, this._input), (this._completed = !0)),
                i || (a && a.meta.paused) || this._nextChunk(),
                a
              );
            }
            this._halted = !0;
          }),
          (this._sendError = function (e) {
            x(this._config.error)
              ? this._config.error(e)
              : r && this._config.error && t.postMessage({ workerId: o.WORKER_ID, error: e, finished: !1 });
          });
      }
      function l(e) {
        var t;
        (e ||= {}).chunkSize || (e.chunkSize = o.RemoteChunkSize),
          c.call(this, e),
          (this._nextChunk = n
            ? function () {
                this._readChunk(), this._chunkLoaded();
              }
            : function () {
                this._readChunk();
              }),
          (this.stream = function (e) {
            (this._input = e), this._nextChunk();
          }),
          (this._readChunk = function () {
            if (this._finished) this._chunkLoaded();
            else {
              if (
                ((t = new XMLHttpRequest()),
                this._config.withCredentials && (t.withCredentials = this._config.withCredentials),
                n || ((t.onload = b(this._chunkLoaded, this)), (t.onerror = b(this._chunkError, this))),
                (t.ontimeout = b(this._chunkTimeout, this)),
                t.open(this._config.downloadRequestBody ? `POST` : `GET`, this._input, !n),
                this._config.downloadTimeout && !n && (t.timeout = this._config.downloadTimeout),
                this._config.downloadRequestHeaders)
              ) {
                var e,
                  r = this._config.downloadRequestHeaders;
                for (e in r) t.setRequestHeader(e, r[e]);
              }
              var i;
              this._config.chunkSize &&
                ((i = this._start + this._config.chunkSize - 1),
                t.setRequestHeader(`Range`, `bytes=` + this._start + `-` + i));
              try {
                t.send(this._config.downloadRequestBody);
              } catch (e) {
                this._chunkError(e.message);
              }
              n && t.status === 0 && this._chunkError();
            }
          }),
          (this._chunkLoaded = function () {
            t.readyState === 4 &&
              (t.status < 200 || 400 <= t.status
                ? this._chunkError()
                : ((this._start += this._config.chunkSize || t.responseText.length),
                  (this._finished =
                    !this._config.chunkSize ||
                    this._start >=
                      ((e) =>
                        (e = e.getResponseHeader(`Content-Range`)) === null
                          ? -1
                          : parseInt(e.substring(e.lastIndexOf(`/`) + 1)))(t)),
                  this.parseChunk(t.responseText)));
          }),
          (this._chunkError = function (e) {
            (e = t.statusText || e), this._sendError(Error(e));
          }),
          (this._chunkTimeout = function () {
            this._chunkError(`Request timed out after ` + this._config.downloadTimeout + `ms`);
          });
      }
      function u(e) {
        (e ||= {}).chunkSize || (e.chunkSize = o.LocalChunkSize), c.call(this, e);
        var t,
          n,
          r = typeof FileReader < `u`;
        (this.stream = function (e) {
          (this._input = e),
            (n = e.slice || e.webkitSlice || e.mozSlice),
            r
              ? (((t = new FileReader()).onload = b(this._chunkLoaded, this)), (t.onerror = b(this._chunkError, this)))
              : (t = new FileReaderSync()),
            this._nextChunk();
        }),
          (this._nextChunk = function () {
            this._finished || (this._config.preview && !(this._rowCount < this._config.preview)) || this._readChunk();
          }),
          (this._readChunk = function () {
            var e = this._input,
              i =
                (this._config.chunkSize &&
                  ((i = Math.min(this._start + this._config.chunkSize, this._input.size)),
                  (e = n.call(e, this._start, i))),
                t.readAsText(e, this._config.encoding));
            r || this._chunkLoaded({ target: { result: i } });
          }),
          (this._chunkLoaded = function (e) {
            (this._start += this._config.chunkSize),
              (this._finished = !this._config.chunkSize || this._start >= this._input.size),
              this.parseChunk(e.target.result);
          }),
          (this._chunkError = function () {
            this._sendError(t.error);
          });
      }
      function d(e) {
        var t;
        c.call(this, (e ||= {})),
          (this.stream = function (e) {
            return (t = e), this._nextChunk();
          }),
          (this._nextChunk = function () {
            var e, n;
            if (!this._finished)
              return (
                (e = this._config.chunkSize),
                (t = e ? ((n = t.substring(0, e)), t.substring(e)) : ((n = t), ``)),
                (this._finished = !t),
                this.parseChunk(n)
              );
          });
      }
      function f(e) {
        c.call(this, (e ||= {}));
        var t = [],
          n = !0,
          r = !1;
        (this.pause = function () {
          c.prototype.pause.apply(this, arguments), this._input.pause();
        }),
          (this.resume = function () {
            c.prototype.resume.apply(this, arguments), this._input.resume();
          }),
          (this.stream = function (e) {
            (this._input = e),
              this._input.on(`data`, this._streamData),
              this._input.on(`end`, this._streamEnd),
              this._input.on(`error`, this._streamError);
          }),
          (this._checkIsFinished = function () {
            r && t.length === 1 && (this._finished = !0);
          }),
          (this._nextChunk = function () {
            this._checkIsFinished(), t.length ? this.parseChunk(t.shift()) : (n = !0);
          }),
          (this._streamData = b(function (e) {
            try {
              t.push(typeof e == `string` ? e : e.toString(this._config.encoding)),
                n && ((n = !1), this._checkIsFinished(), this.parseChunk(t.shift()));
            } catch (e) {
              this._streamError(e);
            }
          }, this)),
          (this._streamError = b(function (e) {
            this._streamCleanUp(), this._sendError(e);
          }, this)),
          (this._streamEnd = b(function () {
            this._streamCleanUp(), (r = !0), this._streamData(``);
          }, this)),
          (this._streamCleanUp = b(function () {
            this._input.removeListener(`data`, this._streamData),
              this._input.removeListener(`end`, this._streamEnd),
              this._input.removeListener(`error`, this._streamError);
          }, this));
      }
      function p(e) {
        var t,
          n,
          r,
          i,
          a = 2 ** 53,
          s = -a,
          c = /^\s*-?(\d+\.?|\.\d+|\d+\.\d+)([eE][-+]?\d+)?\s*$/,
          l =
            /^((\d{4}-[01]\d-[0-3]\dT[0-2]\d:[0-5]\d:[0-5]\d\.\d+([+-][0-2]\d:[0-5]\d|Z))|(\d{4}-[01]\d-[0-3]\dT[0-2]\d:[0-5]\d:[0-5]\d([+-][0-2]\d:[0-5]\d|Z))|(\d{4}-[01]\d-[0-3]\dT[0-2]\d:[0-5]\d([+-][0-2]\d:[0-5]\d|Z)))$/,
          d = 0,
          f = 0,
          p = !1,
          g = !1,
          _ = [],
          v = { data: [], errors: [], meta: {} };
        function b(t) {
          return e.skipEmptyLines === `greedy` ? t.join(``).trim() === `` : t.length === 1 && t[0].length === 0;
        }
        function S() {
          if (
            (v &&
              r &&
              (w(
                `Delimiter`,
                `UndetectableDelimiter`,
                `Unable to auto-detect delimiting character; defaulted to '` + o.DefaultDelimiter + `'`,
              ),
              (r = !1)),
            e.skipEmptyLines && (v.data = v.data.filter((e) => !b(e))),
            C())
          ) {
            if (v) {
              if (Array.isArray(v.data[0])) {
                for (var t = 0; C() && t < v.data.length; t++) v.data[t].forEach(e);
                v.data.splice(0, 1);
              } else v.data.forEach(e);
            }
            function e(e) {
              _.push(e);
            }
          }
          function n(t, n) {
            for (var r = e.header ? {} : [], i = 0; i < t.length; i++) {
              var o = i,
                u = t[i],
                u = ((t, n) =>
                  ((t) => (
                    e.dynamicTypingFunction &&
                      e.dynamicTyping[t] === void 0 &&
                      (e.dynamicTyping[t] = e.dynamicTypingFunction(t)),
                    !0 === (e.dynamicTyping[t] || e.dynamicTyping)
                  ))(t)
                    ? n === `true` ||
                      n === `TRUE` ||
                      (n !== `false` &&
                        n !== `FALSE` &&
                        (((e) => {
                          if (c.test(e) && ((e = parseFloat(e)), s < e && e < a)) return 1;
                        })(n)
                          ? parseFloat(n)
                          : l.test(n)
                            ? new Date(n)
                            : n === ``
                              ? null
                              : n))
                    : n)(
                  (o = e.header ? (i >= _.length ? `__parsed_extra` : _[i]) : o),
                  (u = e.transform ? e.transform(u, o) : u),
                );
              o === `__parsed_extra` ? ((r[o] = r[o] || []), r[o].push(u)) : (r[o] = u);
            }
            return (
              e.header &&
                (i > _.length
                  ? w(
                      `FieldMismatch`,
                      `TooManyFields`,
                      `Too many fields: expected ` + _.length + ` fields but parsed ` + i,
                      f + n,
                    )
                  : i < _.length &&
                    w(
                      `FieldMismatch`,
                      `TooFewFields`,
                      `Too few fields: expected ` + _.length + ` fields but parsed ` + i,
                      f + n,
                    )),
              r
            );
          }
          var i;
          v &&
            (e.header || e.dynamicTyping || e.transform) &&
            ((i = 1),
            !v.data.length || Array.isArray(v.data[0])
              ? ((v.data = v.data.map(n)), (i = v.data.length))
              : (v.data = n(v.data, 0)),
            e.header && v.meta && (v.meta.fields = _),
            (f += i));
        }
        function C() {
          return e.header && _.length === 0;
        }
        function w(e, t, n, r) {
          (e = { type: e, code: t, message: n }), r !== void 0 && (e.row = r), v.errors.push(e);
        }
        x(e.step) &&
          ((i = e.step),
          (e.step = (t) => {
            (v = t),
              C()
                ? S()
                : (S(),
                  v.data.length !== 0 &&
                    ((d += t.data.length), e.preview && d > e.preview ? n.abort() : ((v.data = v.data[0]), i(v, u))));
          })),
          (this.parse = function (i, a, s) {
            var c = e.quoteChar || `"`,
              c =
                ((e.newline ||= this.guessLineEndings(i, c)),
                (r = !1),
                e.delimiter
                  ? x(e.delimiter) && ((e.delimiter = e.delimiter(i)), (v.meta.delimiter = e.delimiter))
                  : ((c = ((t, n, r, i, a) => {
                      var s, c, l, u;
                      a ||= [`,`, `	`, `|`, `;`, o.RECORD_SEP, o.UNIT_SEP];
                      for (var d = 0; d < a.length; d++) {
                        for (
                          var f,
                            p = a[d],
                            m = 0,
                            g = 0,
                            _ = 0,
                            v = ((l = void 0), new h({ comments: i, delimiter: p, newline: n, preview: 10 }).parse(t)),
                            y = 0;
                          y < v.data.length;
                          y++
                        )
                          r && b(v.data[y])
                            ? _++
                            : ((f = v.data[y].length),
                              (g += f),
                              l === void 0 ? (l = f) : 0 < f && ((m += Math.abs(f - l)), (l = f)));
                        0 < v.data.length && (g /= v.data.length - _),
                          1.99 < g && (c === void 0 || m < c || (m === c && u < g)) && ((c = m), (s = p), (u = g));
                      }
                      return { successful: !!(e.delimiter = s), bestDelimiter: s };
                    })(i, e.newline, e.skipEmptyLines, e.comments, e.delimitersToGuess)).successful
                      ? (e.delimiter = c.bestDelimiter)
                      : ((r = !0), (e.delimiter = o.DefaultDelimiter)),
                    (v.meta.delimiter = e.delimiter)),
                y(e));
            return (
              (c.header = C()),
              e.preview && e.header && c.preview++,
              (t = i),
              (n = new h(c)),
              (v = n.parse(t, a, s)),
              S(),
              p ? { meta: { paused: !0 } } : v || { meta: { paused: !1 } }
            );
          }),
          (this.paused = () => p),
          (this.pause = () => {
            (p = !0), n.abort(), (t = x(e.chunk) ? `` : t.substring(n.getCharIndex()));
          }),
          (this.resume = () => {
            u.streamer._halted ? ((p = !1), u.streamer.parseChunk(t, !0)) : setTimeout(u.resume, 3);
          }),
          (this.aborted = () => g),
          (this.abort = () => {
            (g = !0), n.abort(), (v.meta.aborted = !0), x(e.complete) && e.complete(v), (t = ``);
          }),
          (this.guessLineEndings = (e, t) => {
            e = e.substring(0, 1048576);
            var t = RegExp(m(t) + `([^]*?)` + m(t), `gm`),
              n = (e = e.replace(t, ``)).split(`\r`),
              t = e.split(`
`),
              e = 1 < t.length && t[0].length < n[0].length;
            if (n.length === 1 || e)
              return `
`;
            for (var r = 0, i = 0; i < n.length; i++)
              n[i][0] ===
                `
` && r++;
            return r >= n.length / 2
              ? `\r
`
              : `\r`;
          });
      }
      function m(e) {
        return e.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`);
      }
      function h(e) {
        var t = (e ||= {}).delimiter,
          n = e.newline,
          r = e.comments,
          i = e.step,
          a = e.preview,
          c = e.fastMode,
          l = null,
          u = !1,
          d = e.quoteChar == null ? `"` : e.quoteChar,
          f = d;
        if (
          (e.escapeChar !== void 0 && (f = e.escapeChar),
          (typeof t != `string` || -1 < o.BAD_DELIMITERS.indexOf(t)) && (t = `,`),
          r === t)
        )
          throw Error(`Comment character same as delimiter`);
        !0 === r ? (r = `#`) : (typeof r != `string` || -1 < o.BAD_DELIMITERS.indexOf(r)) && (r = !1),
          n !==
            `
` &&
            n !== `\r` &&
            n !==
              `\r
` &&
            (n = `
`);
        var p = 0,
          h = !1;
        (this.parse = (o, g, _) => {
          if (typeof o != `string`) throw Error(`Input must be a string`);
          var v = o.length,
            y = t.length,
            b = n.length,
            S = r.length,
            C = x(i),
            w = [],
            T = [],
            E = [],
            D = (p = 0);
          if (!o) return z();
          if (c || (!1 !== c && o.indexOf(d) === -1)) {
            for (var O = o.split(n), k = 0; k < O.length; k++) {
              if (((E = O[k]), (p += E.length), k !== O.length - 1)) p += n.length;
              else if (_) return z();
              if (!r || E.substring(0, S) !== r) {
                if (C) {
                  if (((w = []), F(E.split(t)), B(), h)) return z();
                } else F(E.split(t));
                if (a && a <= k) return (w = w.slice(0, a)), z(!0);
              }
            }
            return z();
          }
          for (var A = o.indexOf(t, p), j = o.indexOf(n, p), M = new RegExp(m(f) + m(d), `g`), N = o.indexOf(d, p); ; )
            if (o[p] === d)
              for (N = p, p++; ; ) {
                if ((N = o.indexOf(d, N + 1)) === -1)
                  return (
                    _ ||
                      T.push({
                        type: `Quotes`,
                        code: `MissingQuotes`,
                        message: `Quoted field unterminated`,
                        row: w.length,
                        index: p,
                      }),
                    L()
                  );
                if (N === v - 1) return L(o.substring(p, N).replace(M, d));
                if (d === f && o[N + 1] === f) N++;
                else if (d === f || N === 0 || o[N - 1] !== f) {
                  A !== -1 && A < N + 1 && (A = o.indexOf(t, N + 1));
                  var P = I((j = j !== -1 && j < N + 1 ? o.indexOf(n, N + 1) : j) === -1 ? A : Math.min(A, j));
                  if (o.substr(N + 1 + P, y) === t) {
                    E.push(o.substring(p, N).replace(M, d)),
                      o[(p = N + 1 + P + y)] !== d && (N = o.indexOf(d, p)),
                      A !== -1 && A < p && (A = o.indexOf(t, p)),
                      j !== -1 && j < p && (j = o.indexOf(n, p));
                    break;
                  }
                  if (((P = I(j)), o.substring(N + 1 + P, N + 1 + P + b) === n)) {
                    if (
                      (E.push(o.substring(p, N).replace(M, d)),
                      R(N + 1 + P + b),
                      A !== -1 && A < p && (A = o.indexOf(t, p)),
                      (N = o.indexOf(d, p)),
                      C && (B(), h))
                    )
                      return z();
                    if (a && w.length >= a) return z(!0);
                    break;
                  }
                  T.push({
                    type: `Quotes`,
                    code: `InvalidQuotes`,
                    message: `Trailing quote on quoted field is malformed`,
                    row: w.length,
                    index: p,
                  }),
                    N++;
                }
              }
            else if (r && E.length === 0 && o.substring(p, p + S) === r) {
              if (j === -1) return z();
              (p = j + b), (j = o.indexOf(n, p)), A !== -1 && A < p && (A = o.indexOf(t, p));
            } else if (A !== -1 && (A < j || j === -1)) E.push(o.substring(p, A)), (p = A + y), (A = o.indexOf(t, p));
            else {
              if (j === -1) break;
              if ((E.push(o.substring(p, j)), R(j + b), C && (B(), h))) return z();
              if (a && w.length >= a) return z(!0);
            }
          return L();
          function F(e) {
            w.push(e), (D = p);
          }
          function I(e) {
            var t = 0;
            return (t = e !== -1 && (e = o.substring(N + 1, e)) && e.trim() === `` ? e.length : t);
          }
          function L(e) {
            return _ || (e === void 0 && (e = o.substring(p)), E.push(e), (p = v), F(E), C && B()), z();
          }
          function R(e) {
            (p = e), F(E), (E = []), (j = o.indexOf(n, p));
          }
          function z(r) {
            if (e.header && !g && w.length && !u) {
              var i = w[0],
                a = Object.create(null),
                o = new Set(i);
              let t = !1;
              for (let n = 0; n < i.length; n++) {
                let r = s(i[n]);
                if (a[(r = x(e.transformHeader) ? e.transformHeader(r, n) : r)]) {
                  let e,
                    s = a[r];
                  for (; (e = r + `_` + s), s++, o.has(e); );
                  o.add(e), (i[n] = e), a[r]++, (t = !0), ((l = l === null ? {} : l)[e] = r);
                } else (a[r] = 1), (i[n] = r);
                o.add(r);
              }
              t && console.warn(`Duplicate headers found and renamed.`), (u = !0);
            }
            return {
              data: w,
              errors: T,
              meta: { delimiter: t, linebreak: n, aborted: h, truncated: !!r, cursor: D + (g || 0), renamedHeaders: l },
            };
          }
          function B() {
            i(z()), (w = []), (T = []);
          }
        }),
          (this.abort = () => {
            h = !0;
          }),
          (this.getCharIndex = () => p);
      }
      function g(e) {
        var t = e.data,
          n = i[t.workerId],
          r = !1;
        if (t.error) n.userError(t.error, t.file);
        else if (t.results && t.results.data) {
          var a = {
            abort: () => {
              (r = !0), _(t.workerId, { data: [], errors: [], meta: { aborted: !0 } });
            },
            pause: v,
            resume: v,
          };
          if (x(n.userStep)) {
            for (
              var o = 0;
              o < t.results.data.length &&
              (n.userStep({ data: t.results.data[o], errors: t.results.errors, meta: t.results.meta }, a), !r);
              o++
            );
            delete t.results;
          } else x(n.userChunk) && (n.userChunk(t.results, a, t.file), delete t.results);
        }
        t.finished && !r && _(t.workerId, t.results);
      }
      function _(e, t) {
        var n = i[e];
        x(n.userComplete) && n.userComplete(t), n.terminate(), delete i[e];
      }
      function v() {
        throw Error(`Not implemented.`);
      }
      function y(e) {
        if (typeof e != `object` || !e) return e;
        var t,
          n = Array.isArray(e) ? [] : {};
        for (t in e) n[t] = y(e[t]);
        return n;
      }
      function b(e, t) {
        return function () {
          e.apply(t, arguments);
        };
      }
      function x(e) {
        return typeof e == `function`;
      }
      return (
        (o.parse = (n, r) => {
          var c = (r ||= {}).dynamicTyping || !1;
          if (
            (x(c) && ((r.dynamicTypingFunction = c), (c = {})),
            (r.dynamicTyping = c),
            (r.transform = !!x(r.transform) && r.transform),
            r.downloadTimeout !== void 0)
          ) {
            var c = parseInt(r.downloadTimeout);
            if (isNaN(c))
              throw Error(`Config downloadTimeout value (` + r.downloadTimeout + `) not parsable by parseInt(val).`);
            r.downloadTimeout = c;
          }
          if (!r.worker || !o.WORKERS_SUPPORTED)
            return (
              (c = null),
              o.NODE_STREAM_INPUT,
              typeof n == `string`
                ? ((n = s(n)), (c = new (r.download ? l : d)(r)))
                : !0 === n.readable && x(n.read) && x(n.on)
                  ? (c = new f(r))
                  : ((t.File && n instanceof File) || n instanceof Object) && (c = new u(r)),
              c.stream(n)
            );
          ((c = (() => {
            var n;
            return (
              !!o.WORKERS_SUPPORTED &&
              ((n = (() => {
                var n = t.URL || t.webkitURL || null,
                  r = e.toString();
                return (o.BLOB_URL ||= n.createObjectURL(
                  new Blob(
                    [
                      `var global = (function() { if (typeof self !== 'undefined') { return self; } if (typeof window !== 'undefined') { return window; } if (typeof global !== 'undefined') { return global; } return {}; })(); global.IS_PAPA_WORKER=true; `,
                      `(`,
                      r,
                      `)();`,
                    ],
                    { type: `text/javascript` },
                  ),
                ));
              })()),
              ((n = new t.Worker(n)).onmessage = g),
              (n.id = a++),
              (i[n.id] = n))
            );
          })()).userStep = r.step),
            (c.userChunk = r.chunk),
            (c.userComplete = r.complete),
            (c.userError = r.error),
            (r.step = x(r.step)),
            (r.chunk = x(r.chunk)),
            (r.complete = x(r.complete)),
            (r.error = x(r.error)),
            delete r.worker,
            c.postMessage({ input: n, config: r, workerId: c.id });
        }),
        (o.unparse = (e, t) => {
          var n = !1,
            r = !0,
            i = `,`,
            a = `\r
`,
            s = `"`,
            c = s + s,
            l = !1,
            u = null,
            d = !1,
            f =
              ((() => {
                if (typeof t == `object`) {
                  if (
                    (typeof t.delimiter != `string` ||
                      o.BAD_DELIMITERS.filter((e) => t.delimiter.indexOf(e) !== -1).length ||
                      (i = t.delimiter),
                    (typeof t.quotes != `boolean` && typeof t.quotes != `function` && !Array.isArray(t.quotes)) ||
                      (n = t.quotes),
                    (typeof t.skipEmptyLines != `boolean` && typeof t.skipEmptyLines != `string`) ||
                      (l = t.skipEmptyLines),
                    typeof t.newline == `string` && (a = t.newline),
                    typeof t.quoteChar == `string` && ((s = t.quoteChar), (c = s + s)),
                    typeof t.header == `boolean` && (r = t.header),
                    Array.isArray(t.columns))
                  ) {
                    if (t.columns.length === 0) throw Error(`Option columns is empty`);
                    u = t.columns;
                  }
                  t.escapeChar !== void 0 && (c = t.escapeChar + s),
                    t.escapeFormulae instanceof RegExp
                      ? (d = t.escapeFormulae)
                      : typeof t.escapeFormulae == `boolean` && t.escapeFormulae && (d = /^[=+\-@\t\r].*$/);
                }
              })(),
              new RegExp(m(s), `g`));
          if ((typeof e == `string` && (e = JSON.parse(e)), Array.isArray(e))) {
            if (!e.length) return p(u, e, l);
            if (Array.isArray(e[0])) return p(null, e, l);
            if (typeof e[0] == `object`) return p(u || Object.keys(e[0]), e, l);
          } else if (typeof e == `object`)
            return (
              typeof e.data == `string` && (e.data = JSON.parse(e.data)),
              Array.isArray(e.data) &&
                (e.fields || (e.fields = (e.meta && e.meta.fields) || u),
                e.fields ||
                  (e.fields = Array.isArray(e.data[0])
                    ? e.fields
                    : typeof e.data[0] == `object`
                      ? Object.keys(e.data[0])
                      : []),
                Array.isArray(e.data[0]) || typeof e.data[0] == `object` || (e.data = [e.data])),
              p(e.fields || [], e.data || [], l)
            );
          throw Error(`Unable to serialize unrecognized input`);
          function p(e, t, n) {
            var o = ``,
              s =
                (typeof e == `string` && (e = JSON.parse(e)),
                typeof t == `string` && (t = JSON.parse(t)),
                Array.isArray(e) && 0 < e.length),
              c = !Array.isArray(t[0]);
            if (s && r) {
              for (var l = 0; l < e.length; l++) 0 < l && (o += i), (o += h(e[l], l));
              0 < t.length && (o += a);
            }
            for (var u = 0; u < t.length; u++) {
              var d = (s ? e : t[u]).length,
                f = !1,
                p = s ? Object.keys(t[u]).length === 0 : t[u].length === 0;
              if (
                (n &&
                  !s &&
                  (f =
                    n === `greedy`
                      ? t[u].join(``).trim() === ``
                      : t[u].length === 1 && (t[u][0] == null || t[u][0].length === 0)),
                n === `greedy` && s)
              ) {
                for (var m = [], g = 0; g < d; g++) {
                  var _ = c ? e[g] : g;
                  m.push(t[u][_]);
                }
                f = m.join(``).trim() === ``;
              }
              if (!f) {
                for (var v = 0; v < d; v++) {
                  0 < v && !p && (o += i);
                  var y = s && c ? e[v] : v;
                  o += h(t[u][y], v);
                }
                u < t.length - 1 && (!n || (0 < d && !p)) && (o += a);
              }
            }
            return o;
          }
          function h(e, t) {
            var r, a, l;
            return e == null
              ? ``
              : e.constructor === Date
                ? isNaN(e.getTime())
                  ? ``
                  : e.toISOString()
                : ((l = !1),
                  (r = e.toString()),
                  d &&
                    typeof e != `number` &&
                    typeof e != `bigint` &&
                    typeof e != `boolean` &&
                    d.test(r) &&
                    ((e = r = `'` + r), (l = !0)),
                  (a = r.replace(f, c)),
                  (l =
                    l ||
                    !0 === n ||
                    (typeof n == `function` && n(e, t)) ||
                    (Array.isArray(n) && n[t]) ||
                    ((e, t) => {
                      for (var n = 0; n < t.length; n++) if (-1 < e.indexOf(t[n])) return !0;
                      return !1;
                    })(a, o.BAD_DELIMITERS) ||
                    -1 < a.indexOf(i) ||
                    -1 < r.indexOf(s) ||
                    a.charAt(0) === ` ` ||
                    a.charAt(a.length - 1) === ` `)
                    ? s + a + s
                    : a);
          }
        }),
        (o.RECORD_SEP = ``),
        (o.UNIT_SEP = ``),
        (o.BYTE_ORDER_MARK = `﻿`),
        (o.BAD_DELIMITERS = [
          `\r`,
          `
`,
          `"`,
          o.BYTE_ORDER_MARK,
        ]),
        (o.WORKERS_SUPPORTED = !n && !!t.Worker),
        (o.NODE_STREAM_INPUT = 1),
        (o.LocalChunkSize = 10485760),
        (o.RemoteChunkSize = 5242880),
        (o.DefaultDelimiter = `,`),
        (o.Parser = h),
        (o.ParserHandle = p),
        (o.NetworkStreamer = l),
        (o.FileStreamer = u),
        (o.StringStreamer = d),
        (o.ReadableStreamStreamer = f),
        r &&
          (t.onmessage = (e) => {
            (e = e.data),
              o.WORKER_ID === void 0 && e && (o.WORKER_ID = e.workerId),
              typeof e.input == `string`
                ? t.postMessage({ workerId: o.WORKER_ID, results: o.parse(e.input, e.config), finished: !0 })
                : ((t.File && e.input instanceof File) || e.input instanceof Object) &&
                  (e = o.parse(e.input, e.config)) &&
                  t.postMessage({ workerId: o.WORKER_ID, results: e, finished: !0 });
          }),
        ((l.prototype = Object.create(c.prototype)).constructor = l),
        ((u.prototype = Object.create(c.prototype)).constructor = u),
        ((d.prototype = Object.create(d.prototype)).constructor = d),
        ((f.prototype = Object.create(c.prototype)).constructor = f),
        o
      );
    });
  })(),
  d = `﻿`;
function f(e) {
  const t = e.map((e) => ({
    سریال: e.serial,
    'مبلغ (تومان)': e.amount,
    برچسب: e.label,
    وضعیت: e.used ? `استفاده شده` : `استفاده نشده`,
    'زمان استفاده': e.used_at ? s(e.used_at) : ``,
    استفاده‌کننده: e.used_by ? `${e.used_by.name} ${e.used_by.mobile}`.trim() : ``,
  }));
  return (
    d +
    (0, u.unparse)(t, {
      newline: `\r
`,
    })
  );
}
var p = (e, t) => c(e, f(t), `text/csv;charset=utf-8`);
async function m(e) {
  const t = await a(i.exportBatch, { params: { id: e } });
  return p(`giftcards-${e}.csv`, t), t.length;
}
var h = () => r({ mutationFn: m }),
  g = [`admin`, `giftcards`],
  _ = (e) => a(i.batches, { query: { page: e } }),
  v = (e) => t({ queryKey: [...g, `batches`, e], queryFn: () => _(e), placeholderData: n, staleTime: 0 });

export { g as t, h as r, l as a, p as i, v as n };
