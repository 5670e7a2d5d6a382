import { t as o } from './clsx-DB0hHKMi.js';
import { v as c, b as s } from './index-B3ichRAS.js';
import { a as e, t as n, r as t } from './rolldown-runtime-BWaJ3C7D.js';
import { w as a, u as i, C as r } from './runtime-B8Ttn_BI.js';

var l =
  `dangerouslySetInnerHTML.onCopy.onCopyCapture.onCut.onCutCapture.onPaste.onPasteCapture.onCompositionEnd.onCompositionEndCapture.onCompositionStart.onCompositionStartCapture.onCompositionUpdate.onCompositionUpdateCapture.onFocus.onFocusCapture.onBlur.onBlurCapture.onChange.onChangeCapture.onBeforeInput.onBeforeInputCapture.onInput.onInputCapture.onReset.onResetCapture.onSubmit.onSubmitCapture.onInvalid.onInvalidCapture.onLoad.onLoadCapture.onError.onErrorCapture.onKeyDown.onKeyDownCapture.onKeyPress.onKeyPressCapture.onKeyUp.onKeyUpCapture.onAbort.onAbortCapture.onCanPlay.onCanPlayCapture.onCanPlayThrough.onCanPlayThroughCapture.onDurationChange.onDurationChangeCapture.onEmptied.onEmptiedCapture.onEncrypted.onEncryptedCapture.onEnded.onEndedCapture.onLoadedData.onLoadedDataCapture.onLoadedMetadata.onLoadedMetadataCapture.onLoadStart.onLoadStartCapture.onPause.onPauseCapture.onPlay.onPlayCapture.onPlaying.onPlayingCapture.onProgress.onProgressCapture.onRateChange.onRateChangeCapture.onSeeked.onSeekedCapture.onSeeking.onSeekingCapture.onStalled.onStalledCapture.onSuspend.onSuspendCapture.onTimeUpdate.onTimeUpdateCapture.onVolumeChange.onVolumeChangeCapture.onWaiting.onWaitingCapture.onAuxClick.onAuxClickCapture.onClick.onClickCapture.onContextMenu.onContextMenuCapture.onDoubleClick.onDoubleClickCapture.onDrag.onDragCapture.onDragEnd.onDragEndCapture.onDragEnter.onDragEnterCapture.onDragExit.onDragExitCapture.onDragLeave.onDragLeaveCapture.onDragOver.onDragOverCapture.onDragStart.onDragStartCapture.onDrop.onDropCapture.onMouseDown.onMouseDownCapture.onMouseEnter.onMouseLeave.onMouseMove.onMouseMoveCapture.onMouseOut.onMouseOutCapture.onMouseOver.onMouseOverCapture.onMouseUp.onMouseUpCapture.onSelect.onSelectCapture.onTouchCancel.onTouchCancelCapture.onTouchEnd.onTouchEndCapture.onTouchMove.onTouchMoveCapture.onTouchStart.onTouchStartCapture.onPointerDown.onPointerDownCapture.onPointerMove.onPointerMoveCapture.onPointerUp.onPointerUpCapture.onPointerCancel.onPointerCancelCapture.onPointerEnter.onPointerEnterCapture.onPointerLeave.onPointerLeaveCapture.onPointerOver.onPointerOverCapture.onPointerOut.onPointerOutCapture.onGotPointerCapture.onGotPointerCaptureCapture.onLostPointerCapture.onLostPointerCaptureCapture.onScroll.onScrollCapture.onWheel.onWheelCapture.onAnimationStart.onAnimationStartCapture.onAnimationEnd.onAnimationEndCapture.onAnimationIteration.onAnimationIterationCapture.onTransitionEnd.onTransitionEndCapture`.split(
    `.`,
  );
function u(e) {
  return typeof e == `string` && l.includes(e);
}
var d = e(a()),
  f = new Set(
    `aria-activedescendant.aria-atomic.aria-autocomplete.aria-busy.aria-checked.aria-colcount.aria-colindex.aria-colspan.aria-controls.aria-current.aria-describedby.aria-details.aria-disabled.aria-errormessage.aria-expanded.aria-flowto.aria-haspopup.aria-hidden.aria-invalid.aria-keyshortcuts.aria-label.aria-labelledby.aria-level.aria-live.aria-modal.aria-multiline.aria-multiselectable.aria-orientation.aria-owns.aria-placeholder.aria-posinset.aria-pressed.aria-readonly.aria-relevant.aria-required.aria-roledescription.aria-rowcount.aria-rowindex.aria-rowspan.aria-selected.aria-setsize.aria-sort.aria-valuemax.aria-valuemin.aria-valuenow.aria-valuetext.className.color.height.id.lang.max.media.method.min.name.style.target.width.role.tabIndex.accentHeight.accumulate.additive.alignmentBaseline.allowReorder.alphabetic.amplitude.arabicForm.ascent.attributeName.attributeType.autoReverse.azimuth.baseFrequency.baselineShift.baseProfile.bbox.begin.bias.by.calcMode.capHeight.clip.clipPath.clipPathUnits.clipRule.colorInterpolation.colorInterpolationFilters.colorProfile.colorRendering.contentScriptType.contentStyleType.cursor.cx.cy.d.decelerate.descent.diffuseConstant.direction.display.divisor.dominantBaseline.dur.dx.dy.edgeMode.elevation.enableBackground.end.exponent.externalResourcesRequired.fill.fillOpacity.fillRule.filter.filterRes.filterUnits.floodColor.floodOpacity.focusable.fontFamily.fontSize.fontSizeAdjust.fontStretch.fontStyle.fontVariant.fontWeight.format.from.fx.fy.g1.g2.glyphName.glyphOrientationHorizontal.glyphOrientationVertical.glyphRef.gradientTransform.gradientUnits.hanging.horizAdvX.horizOriginX.href.ideographic.imageRendering.in2.in.intercept.k1.k2.k3.k4.k.kernelMatrix.kernelUnitLength.kerning.keyPoints.keySplines.keyTimes.lengthAdjust.letterSpacing.lightingColor.limitingConeAngle.local.markerEnd.markerHeight.markerMid.markerStart.markerUnits.markerWidth.mask.maskContentUnits.maskUnits.mathematical.mode.numOctaves.offset.opacity.operator.order.orient.orientation.origin.overflow.overlinePosition.overlineThickness.paintOrder.panose1.pathLength.patternContentUnits.patternTransform.patternUnits.pointerEvents.pointsAtX.pointsAtY.pointsAtZ.preserveAlpha.preserveAspectRatio.primitiveUnits.r.radius.refX.refY.renderingIntent.repeatCount.repeatDur.requiredExtensions.requiredFeatures.restart.result.rotate.rx.ry.seed.shapeRendering.slope.spacing.specularConstant.specularExponent.speed.spreadMethod.startOffset.stdDeviation.stemh.stemv.stitchTiles.stopColor.stopOpacity.strikethroughPosition.strikethroughThickness.string.stroke.strokeDasharray.strokeDashoffset.strokeLinecap.strokeLinejoin.strokeMiterlimit.strokeOpacity.strokeWidth.surfaceScale.systemLanguage.tableValues.targetX.targetY.textAnchor.textDecoration.textLength.textRendering.to.transform.u1.u2.underlinePosition.underlineThickness.unicode.unicodeBidi.unicodeRange.unitsPerEm.vAlphabetic.values.vectorEffect.version.vertAdvY.vertOriginX.vertOriginY.vHanging.vIdeographic.viewTarget.visibility.vMathematical.widths.wordSpacing.writingMode.x1.x2.x.xChannelSelector.xHeight.xlinkActuate.xlinkArcrole.xlinkHref.xlinkRole.xlinkShow.xlinkTitle.xlinkType.xmlBase.xmlLang.xmlns.xmlnsXlink.xmlSpace.y1.y2.y.yChannelSelector.z.zoomAndPan.ref.key.angle`.split(
      `.`,
    ),
  );
function p(e) {
  return typeof e == `string` && f.has(e);
}
function m(e) {
  return typeof e == `string` && e.startsWith(`data-`);
}
function h(e) {
  if (typeof e != `object` || !e) return {};
  var t = {};
  for (var n in e) Object.hasOwn(e, n) && (p(n) || m(n)) && (t[n] = e[n]);
  return t;
}
function g(e) {
  if (e == null) return null;
  if ((0, d.isValidElement)(e) && typeof e.props == `object` && e.props !== null) {
    var t = e.props;
    return h(t);
  }
  return typeof e == `object` && !Array.isArray(e) ? h(e) : null;
}
function _(e) {
  var t = {};
  for (var n in e) Object.hasOwn(e, n) && (p(n) || m(n) || u(n)) && (t[n] = e[n]);
  return t;
}
var v = [`children`, `width`, `height`, `viewBox`, `className`, `style`, `title`, `desc`];
function y() {
  return (
    (y = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    y.apply(null, arguments)
  );
}
function b(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = x(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function x(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var S = (0, d.forwardRef)((e, t) => {
    var n = e.children,
      r = e.width,
      i = e.height,
      a = e.viewBox,
      s = e.className,
      c = e.style,
      l = e.title,
      u = e.desc,
      f = b(e, v),
      p = a || { width: r, height: i, x: 0, y: 0 },
      m = o(`recharts-surface`, s);
    return d.createElement(
      `svg`,
      y({}, _(f), {
        className: m,
        width: r,
        height: i,
        style: c,
        viewBox: `${p.x} ${p.y} ${p.width} ${p.height}`,
        ref: t,
      }),
      d.createElement(`title`, null, l),
      d.createElement(`desc`, null, u),
      n,
    );
  }),
  C = [`children`, `className`];
function w() {
  return (
    (w = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    w.apply(null, arguments)
  );
}
function T(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = E(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function E(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var D = d.forwardRef((e, t) => {
  var n = e.children,
    r = e.className,
    i = T(e, C),
    a = o(`recharts-layer`, r);
  return d.createElement(`g`, w({ className: a }, _(i), { ref: t }), n);
});
function O(e) {
  return e === `__proto__`;
}
var k = Object.prototype.hasOwnProperty;
function A(e, t) {
  return k.call(e, t);
}
var j = /\.|(\[(?:[^[\]]*|(["'])(?:(?!\2)[^\\]|\\.)*?\2)\])/;
function M(e) {
  switch (typeof e) {
    case `number`:
    case `symbol`:
      return !1;
    case `string`:
      return e === `` || e.startsWith(`.`) || e.endsWith(`.`) ? !1 : j.test(e);
    default:
      return !1;
  }
}
function N(e) {
  var t;
  return typeof e == `string` || typeof e == `symbol`
    ? e
    : Object.is(e == null || (t = e.valueOf) == null ? void 0 : t.call(e), -0)
      ? `-0`
      : String(e);
}
function ee(e) {
  return typeof e == `symbol` || e instanceof Symbol;
}
function te(e) {
  if (typeof e == `string`) return e;
  if (Array.isArray(e)) {
    let t = ``;
    for (let n = 0; n < e.length; n++) n > 0 && (t += `,`), (t += te(e[n]));
    return t;
  }
  if (ee(e)) return e.toString();
  const t = e + ``;
  return t === `0` && Object.is(Number(e), -0) ? `-0` : t;
}
function ne(e) {
  return e == null ? `` : te(e);
}
function re(e) {
  if (Array.isArray(e)) return e.map(N);
  if (typeof e == `symbol`) return [e];
  e = ne(e);
  const t = [],
    n = e.length;
  if (n === 0) return t;
  let r = 0,
    i = ``,
    a = ``,
    o = !1,
    s = !1,
    c = /^-?\d+(?:\.\d+)?$/;
  for (e.charCodeAt(0) === 46 && t.push(``); r < n; ) {
    const l = e[r];
    if (a) l === `\\` && r + 1 < n ? (r++, (i += e[r])) : l === a ? (a = ``) : (i += l);
    else if (o) {
      if (l === `"` || l === `'`) (a = l), (s = !0);
      else if (l === `]`) {
        if (((o = !1), !s && i.includes(`.`) && !c.test(i))) {
          const e = i.split(`.`);
          for (let n = 0; n < e.length; n++) e[n] !== `` && t.push(e[n]);
        } else t.push(i);
        i = ``;
      } else i += l;
    } else if (l === `[`) (o = !0), (s = !1), (i &&= (t.push(i), ``));
    else if (l === `.`) {
      i &&= (t.push(i), ``);
      const n = e[r + 1];
      (n === void 0 || n === `.`) && t.push(``);
    } else i += l;
    r++;
  }
  return i && t.push(i), t;
}
function ie(e, t, n) {
  if (e == null) return n;
  switch (typeof t) {
    case `string`: {
      if (O(t)) return n;
      const r = e[t];
      return r === void 0 ? (M(t) && !A(e, t) ? ie(e, re(t), n) : n) : r;
    }
    case `number`:
    case `symbol`: {
      typeof t == `number` && (t = N(t));
      const r = e[t];
      return r === void 0 ? n : r;
    }
    default: {
      if (Array.isArray(t)) return ae(e, t, n);
      if (((t = Object.is(t?.valueOf(), -0) ? `-0` : String(t)), O(t))) return n;
      const r = e[t];
      return r === void 0 ? n : r;
    }
  }
}
function ae(e, t, n) {
  if (t.length === 0) return n;
  let r = e;
  for (let e = 0; e < t.length; e++) {
    if (r == null || O(t[e])) return n;
    r = r[t[e]];
  }
  return r === void 0 ? n : r;
}
var oe = 4;
function se(e) {
  var t = 10 ** (arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : oe),
    n = Math.round(e * t) / t;
  return Object.is(n, -0) ? 0 : n;
}
function P(e) {
  var t = [...arguments].slice(1);
  return e.reduce((e, n, r) => {
    var i = t[r - 1];
    return typeof i == `string` ? e + i + n : i === void 0 ? e + n : e + se(i) + n;
  }, ``);
}
var ce = (e) => (e === 0 ? 0 : e > 0 ? 1 : -1),
  le = (e) => typeof e == `number` && e != +e,
  ue = (e) => typeof e == `string` && e.length > 1 && e.indexOf(`%`) === e.length - 1,
  F = (e) => (typeof e == `number` || e instanceof Number) && !le(e),
  de = (e) => F(e) || typeof e == `string`,
  fe = 0,
  pe = (e) => {
    var t = ++fe;
    return `${e || ``}${t}`;
  },
  me = function (e, t) {
    var n = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : 0,
      r = arguments.length > 3 && arguments[3] !== void 0 && arguments[3];
    if (!F(e) && typeof e != `string`) return n;
    var i;
    if (ue(e)) {
      if (t == null) return n;
      var a = e.indexOf(`%`);
      i = (t * parseFloat(e.slice(0, a))) / 100;
    } else i = +e;
    return le(i) && (i = n), r && t != null && i > t && (i = t), i;
  },
  he = (e) => {
    if (!Array.isArray(e)) return !1;
    for (var t = e.length, n = {}, r = 0; r < t; r++)
      if (!n[String(e[r])]) n[String(e[r])] = !0;
      else return !0;
    return !1;
  };
function ge(e, t, n) {
  return F(e) && F(t) ? se(e + n * (t - e)) : t;
}
function _e(e, t, n) {
  if (e && e.length) return e.find((e) => e && (typeof t == `function` ? t(e) : ie(e, t)) === n);
}
var I = (e) => e == null,
  ve = (e) => (I(e) ? e : `${e.charAt(0).toUpperCase()}${e.slice(1)}`);
function ye(e) {
  return e != null;
}
function be() {}
function xe(e) {
  if (e)
    return {
      x: e.x,
      y: e.y,
      upperWidth: `upperWidth` in e ? e.upperWidth : e.width,
      lowerWidth: `lowerWidth` in e ? e.lowerWidth : e.width,
      width: e.width,
      height: e.height,
    };
}
function Se(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Ce(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Se(Object(n), !0).forEach((t) => {
          we(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Se(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function we(e, t, n) {
  return (
    (t = Te(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Te(e) {
  var t = Ee(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Ee(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var De = (e) => {
    var t = e.viewBox,
      n = e.position,
      r = e.offset,
      i = r === void 0 ? 0 : r,
      a = e.parentViewBox,
      o = e.clamp,
      s = xe(t),
      c = s.x,
      l = s.y,
      u = s.height,
      d = s.upperWidth,
      f = s.lowerWidth,
      p = c,
      m = c + (d - f) / 2,
      h = (p + m) / 2,
      g = (d + f) / 2,
      _ = p + d / 2,
      v = u >= 0 ? 1 : -1,
      y = v * i,
      b = v > 0 ? `end` : `start`,
      x = v > 0 ? `start` : `end`,
      S = d >= 0 ? 1 : -1,
      C = S * i,
      w = S > 0 ? `end` : `start`,
      T = S > 0 ? `start` : `end`,
      E = a;
    if (n === `top`) {
      var D = { x: p + d / 2, y: l - y, horizontalAnchor: `middle`, verticalAnchor: b };
      return o && E && ((D.height = Math.max(l - E.y, 0)), (D.width = d)), D;
    }
    if (n === `bottom`) {
      var O = { x: m + f / 2, y: l + u + y, horizontalAnchor: `middle`, verticalAnchor: x };
      return o && E && ((O.height = Math.max(E.y + E.height - (l + u), 0)), (O.width = f)), O;
    }
    if (n === `left`) {
      var k = { x: h - C, y: l + u / 2, horizontalAnchor: w, verticalAnchor: `middle` };
      return o && E && ((k.width = Math.max(k.x - E.x, 0)), (k.height = u)), k;
    }
    if (n === `right`) {
      var A = { x: h + g + C, y: l + u / 2, horizontalAnchor: T, verticalAnchor: `middle` };
      return o && E && ((A.width = Math.max(E.x + E.width - A.x, 0)), (A.height = u)), A;
    }
    var j = o && E ? { width: g, height: u } : {};
    return n === `insideLeft`
      ? Ce({ x: h + C, y: l + u / 2, horizontalAnchor: T, verticalAnchor: `middle` }, j)
      : n === `insideRight`
        ? Ce({ x: h + g - C, y: l + u / 2, horizontalAnchor: w, verticalAnchor: `middle` }, j)
        : n === `insideTop`
          ? Ce({ x: p + d / 2, y: l + y, horizontalAnchor: `middle`, verticalAnchor: x }, j)
          : n === `insideBottom`
            ? Ce({ x: m + f / 2, y: l + u - y, horizontalAnchor: `middle`, verticalAnchor: b }, j)
            : n === `insideTopLeft`
              ? Ce({ x: p + C, y: l + y, horizontalAnchor: T, verticalAnchor: x }, j)
              : n === `insideTopRight`
                ? Ce({ x: p + d - C, y: l + y, horizontalAnchor: w, verticalAnchor: x }, j)
                : n === `insideBottomLeft`
                  ? Ce({ x: m + C, y: l + u - y, horizontalAnchor: T, verticalAnchor: b }, j)
                  : n === `insideBottomRight`
                    ? Ce({ x: m + f - C, y: l + u - y, horizontalAnchor: w, verticalAnchor: b }, j)
                    : n && typeof n == `object` && (F(n.x) || ue(n.x)) && (F(n.y) || ue(n.y))
                      ? Ce({ x: c + me(n.x, g), y: l + me(n.y, u), horizontalAnchor: `end`, verticalAnchor: `end` }, j)
                      : Ce({ x: _, y: l + u / 2, horizontalAnchor: `middle`, verticalAnchor: `middle` }, j);
  },
  Oe = [`top`, `left`, `right`, `bottom`];
function ke(e) {
  return e == null ? !1 : typeof e == `object` || Oe.includes(e);
}
var Ae = (0, d.createContext)(null),
  je = () => (0, d.useContext)(Ae),
  Me = Math.PI,
  Ne = 2 * Me,
  Pe = 1e-6,
  Fe = Ne - Pe;
function Ie(e) {
  this._ += e[0];
  for (let t = 1, n = e.length; t < n; ++t) this._ += arguments[t] + e[t];
}
function Le(e) {
  const t = Math.floor(e);
  if (!(t >= 0)) throw Error(`invalid digits: ${e}`);
  if (t > 15) return Ie;
  const n = 10 ** t;
  return function (e) {
    this._ += e[0];
    for (let t = 1, r = e.length; t < r; ++t) this._ += Math.round(arguments[t] * n) / n + e[t];
  };
}
function Re(e, t, n, r) {
  return e === n && t === r;
}
function ze(e) {
  const t = Math.floor(e);
  if (!(t <= 15)) return Re;
  const n = 10 ** t,
    r = (e) => Math.round(e * n);
  return (e, t, n, i) => r(e) === r(n) && r(t) === r(i);
}
var Be = class {
  constructor(e) {
    (this._x0 = this._y0 = this._x1 = this._y1 = null),
      (this._ = ``),
      (this._append = e == null ? Ie : Le(e)),
      (this._equal = e == null ? Re : ze(e));
  }
  moveTo(e, t) {
    this._append`M${(this._x0 = this._x1 = +e)},${(this._y0 = this._y1 = +t)}`;
  }
  closePath() {
    this._x1 !== null && ((this._x1 = this._x0), (this._y1 = this._y0), this._append`Z`);
  }
  lineTo(e, t) {
    this._append`L${(this._x1 = +e)},${(this._y1 = +t)}`;
  }
  quadraticCurveTo(e, t, n, r) {
    this._append`Q${+e},${+t},${(this._x1 = +n)},${(this._y1 = +r)}`;
  }
  bezierCurveTo(e, t, n, r, i, a) {
    this._append`C${+e},${+t},${+n},${+r},${(this._x1 = +i)},${(this._y1 = +a)}`;
  }
  arcTo(e, t, n, r, i) {
    if (((e = +e), (t = +t), (n = +n), (r = +r), (i = +i), i < 0)) throw Error(`negative radius: ${i}`);
    const a = this._x1,
      o = this._y1,
      s = n - e,
      c = r - t,
      l = a - e,
      u = o - t,
      d = l * l + u * u;
    if (this._x1 === null) this._append`M${(this._x1 = e)},${(this._y1 = t)}`;
    else if (d > Pe) {
      if (!(Math.abs(u * s - c * l) > Pe) || !i) this._append`L${(this._x1 = e)},${(this._y1 = t)}`;
      else {
        const f = n - a,
          p = r - o,
          m = s * s + c * c,
          h = f * f + p * p,
          g = Math.sqrt(m),
          _ = Math.sqrt(d),
          v = i * Math.tan((Me - Math.acos((m + d - h) / (2 * g * _))) / 2),
          y = v / _,
          b = v / g;
        Math.abs(y - 1) > Pe && this._append`L${e + y * l},${t + y * u}`,
          this._append`A${i},${i},0,0,${+(u * f > l * p)},${(this._x1 = e + b * s)},${(this._y1 = t + b * c)}`;
      }
    }
  }
  arc(e, t, n, r, i, a) {
    if (((e = +e), (t = +t), (n = +n), (a = !!a), n < 0)) throw Error(`negative radius: ${n}`);
    let o = n * Math.cos(r),
      s = n * Math.sin(r),
      c = e + o,
      l = t + s,
      u = 1 ^ a,
      d = a ? r - i : i - r;
    if (
      (this._x1 === null
        ? this._append`M${c},${l}`
        : (Math.abs(this._x1 - c) > Pe || Math.abs(this._y1 - l) > Pe) && this._append`L${c},${l}`,
      n)
    ) {
      if ((d < 0 && (d = (d % Ne) + Ne), d > Fe))
        this._append`A${n},${n},0,1,${u},${e - o},${t - s}A${n},${n},0,1,${u},${(this._x1 = c)},${(this._y1 = l)}`;
      else if (d > Pe) {
        const a = e + n * Math.cos(i),
          o = t + n * Math.sin(i);
        if (d >= Me && this._equal(c, l, a, o)) {
          d /= 2;
          const i = r + d;
          this._append`A${n},${n},0,${+(d >= Me)},${u},${e + n * Math.cos(i)},${t + n * Math.sin(i)}`;
        }
        this._append`A${n},${n},0,${+(d >= Me)},${u},${(this._x1 = a)},${(this._y1 = o)}`;
      }
    }
  }
  rect(e, t, n, r) {
    this._append`M${(this._x0 = this._x1 = +e)},${(this._y0 = this._y1 = +t)}h${(n = +n)}v${+r}h${-n}Z`;
  }
  toString() {
    return this._;
  }
};
Be.prototype;
function L(e) {
  return () => e;
}
var Ve = Math.cos,
  He = Math.sin,
  Ue = Math.sqrt,
  We = 1e-12,
  Ge = Math.PI;
Ge / 2;
var Ke = 2 * Ge;
function qe(e) {
  let t = 3;
  return (
    (e.digits = function (n) {
      if (!arguments.length) return t;
      if (n == null) t = null;
      else {
        const e = Math.floor(n);
        if (!(e >= 0)) throw RangeError(`invalid digits: ${n}`);
        t = e;
      }
      return e;
    }),
    () => new Be(t)
  );
}
Array.prototype.slice;
function Je(e) {
  return typeof e == `object` && `length` in e ? e : Array.from(e);
}
function Ye(e) {
  this._context = e;
}
Ye.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    this._point = 0;
  },
  lineEnd: function () {
    (this._line || (this._line !== 0 && this._point === 1)) && this._context.closePath(), (this._line = 1 - this._line);
  },
  point: function (e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        (this._point = 1), this._line ? this._context.lineTo(e, t) : this._context.moveTo(e, t);
        break;
      case 1:
        this._point = 2;
      default:
        this._context.lineTo(e, t);
    }
  },
};
function Xe(e) {
  return new Ye(e);
}
function Ze(e) {
  return e[0];
}
function Qe(e) {
  return e[1];
}
function $e(e, t) {
  var n = L(!0),
    r = null,
    i = Xe,
    a = null,
    o = qe(s);
  (e = typeof e == `function` ? e : e === void 0 ? Ze : L(e)),
    (t = typeof t == `function` ? t : t === void 0 ? Qe : L(t));
  function s(s) {
    var c,
      l = (s = Je(s)).length,
      u,
      d = !1,
      f;
    for (r ?? (a = i((f = o()))), c = 0; c <= l; ++c)
      !(c < l && n((u = s[c]), c, s)) === d && ((d = !d) ? a.lineStart() : a.lineEnd()),
        d && a.point(+e(u, c, s), +t(u, c, s));
    if (f) return (a = null), f + `` || null;
  }
  return (
    (s.x = function (t) {
      return arguments.length ? ((e = typeof t == `function` ? t : L(+t)), s) : e;
    }),
    (s.y = function (e) {
      return arguments.length ? ((t = typeof e == `function` ? e : L(+e)), s) : t;
    }),
    (s.defined = function (e) {
      return arguments.length ? ((n = typeof e == `function` ? e : L(!!e)), s) : n;
    }),
    (s.curve = function (e) {
      return arguments.length ? ((i = e), r != null && (a = i(r)), s) : i;
    }),
    (s.context = function (e) {
      return arguments.length ? (e == null ? (r = a = null) : (a = i((r = e))), s) : r;
    }),
    s
  );
}
function et(e, t, n) {
  var r = null,
    i = L(!0),
    a = null,
    o = Xe,
    s = null,
    c = qe(l);
  (e = typeof e == `function` ? e : e === void 0 ? Ze : L(+e)),
    (t = typeof t == `function` ? t : L(t === void 0 ? 0 : +t)),
    (n = typeof n == `function` ? n : n === void 0 ? Qe : L(+n));
  function l(l) {
    var u,
      d,
      f,
      p = (l = Je(l)).length,
      m,
      h = !1,
      g,
      _ = Array(p),
      v = Array(p);
    for (a ?? (s = o((g = c()))), u = 0; u <= p; ++u) {
      if (!(u < p && i((m = l[u]), u, l)) === h) {
        if ((h = !h)) (d = u), s.areaStart(), s.lineStart();
        else {
          for (s.lineEnd(), s.lineStart(), f = u - 1; f >= d; --f) s.point(_[f], v[f]);
          s.lineEnd(), s.areaEnd();
        }
      }
      h && ((_[u] = +e(m, u, l)), (v[u] = +t(m, u, l)), s.point(r ? +r(m, u, l) : _[u], n ? +n(m, u, l) : v[u]));
    }
    if (g) return (s = null), g + `` || null;
  }
  function u() {
    return $e().defined(i).curve(o).context(a);
  }
  return (
    (l.x = function (t) {
      return arguments.length ? ((e = typeof t == `function` ? t : L(+t)), (r = null), l) : e;
    }),
    (l.x0 = function (t) {
      return arguments.length ? ((e = typeof t == `function` ? t : L(+t)), l) : e;
    }),
    (l.x1 = function (e) {
      return arguments.length ? ((r = e == null ? null : typeof e == `function` ? e : L(+e)), l) : r;
    }),
    (l.y = function (e) {
      return arguments.length ? ((t = typeof e == `function` ? e : L(+e)), (n = null), l) : t;
    }),
    (l.y0 = function (e) {
      return arguments.length ? ((t = typeof e == `function` ? e : L(+e)), l) : t;
    }),
    (l.y1 = function (e) {
      return arguments.length ? ((n = e == null ? null : typeof e == `function` ? e : L(+e)), l) : n;
    }),
    (l.lineX0 = l.lineY0 = () => u().x(e).y(t)),
    (l.lineY1 = () => u().x(e).y(n)),
    (l.lineX1 = () => u().x(r).y(t)),
    (l.defined = function (e) {
      return arguments.length ? ((i = typeof e == `function` ? e : L(!!e)), l) : i;
    }),
    (l.curve = function (e) {
      return arguments.length ? ((o = e), a != null && (s = o(a)), l) : o;
    }),
    (l.context = function (e) {
      return arguments.length ? (e == null ? (a = s = null) : (s = o((a = e))), l) : a;
    }),
    l
  );
}
nt(Xe);
function tt(e) {
  this._curve = e;
}
tt.prototype = {
  areaStart: function () {
    this._curve.areaStart();
  },
  areaEnd: function () {
    this._curve.areaEnd();
  },
  lineStart: function () {
    this._curve.lineStart();
  },
  lineEnd: function () {
    this._curve.lineEnd();
  },
  point: function (e, t) {
    this._curve.point(t * Math.sin(e), t * -Math.cos(e));
  },
};
function nt(e) {
  function t(t) {
    return new tt(e(t));
  }
  return (t._curve = e), t;
}
var rt = class {
  constructor(e, t) {
    (this._context = e), (this._x = t);
  }
  areaStart() {
    this._line = 0;
  }
  areaEnd() {
    this._line = NaN;
  }
  lineStart() {
    this._point = 0;
  }
  lineEnd() {
    (this._line || (this._line !== 0 && this._point === 1)) && this._context.closePath(), (this._line = 1 - this._line);
  }
  point(e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        (this._point = 1), this._line ? this._context.lineTo(e, t) : this._context.moveTo(e, t);
        break;
      case 1:
        this._point = 2;
      default:
        this._x
          ? this._context.bezierCurveTo((this._x0 = (this._x0 + e) / 2), this._y0, this._x0, t, e, t)
          : this._context.bezierCurveTo(this._x0, (this._y0 = (this._y0 + t) / 2), e, this._y0, e, t);
    }
    (this._x0 = e), (this._y0 = t);
  }
};
function it(e) {
  return new rt(e, !0);
}
function at(e) {
  return new rt(e, !1);
}
Ue(3);
var ot = {
    draw(e, t) {
      const n = Ue(t / Ge);
      e.moveTo(n, 0), e.arc(0, 0, n, 0, Ke);
    },
  },
  st = {
    draw(e, t) {
      const n = Ue(t / 5) / 2;
      e.moveTo(-3 * n, -n),
        e.lineTo(-n, -n),
        e.lineTo(-n, -3 * n),
        e.lineTo(n, -3 * n),
        e.lineTo(n, -n),
        e.lineTo(3 * n, -n),
        e.lineTo(3 * n, n),
        e.lineTo(n, n),
        e.lineTo(n, 3 * n),
        e.lineTo(-n, 3 * n),
        e.lineTo(-n, n),
        e.lineTo(-3 * n, n),
        e.closePath();
    },
  },
  ct = Ue(1 / 3),
  lt = ct * 2,
  ut = {
    draw(e, t) {
      const n = Ue(t / lt),
        r = n * ct;
      e.moveTo(0, -n), e.lineTo(r, 0), e.lineTo(0, n), e.lineTo(-r, 0), e.closePath();
    },
  },
  dt = {
    draw(e, t) {
      const n = Ue(t),
        r = -n / 2;
      e.rect(r, r, n, n);
    },
  },
  ft = 0.8908130915292852,
  pt = He(Ge / 10) / He((7 * Ge) / 10),
  mt = He(Ke / 10) * pt,
  ht = -Ve(Ke / 10) * pt,
  gt = {
    draw(e, t) {
      const n = Ue(t * ft),
        r = mt * n,
        i = ht * n;
      e.moveTo(0, -n), e.lineTo(r, i);
      for (let t = 1; t < 5; ++t) {
        const a = (Ke * t) / 5,
          o = Ve(a),
          s = He(a);
        e.lineTo(s * n, -o * n), e.lineTo(o * r - s * i, s * r + o * i);
      }
      e.closePath();
    },
  },
  _t = Ue(3),
  vt = {
    draw(e, t) {
      const n = -Ue(t / (_t * 3));
      e.moveTo(0, n * 2), e.lineTo(-_t * n, -n), e.lineTo(_t * n, -n), e.closePath();
    },
  };
Ue(3);
var yt = -0.5,
  bt = Ue(3) / 2,
  xt = 1 / Ue(12),
  St = (xt / 2 + 1) * 3,
  Ct = {
    draw(e, t) {
      const n = Ue(t / St),
        r = n / 2,
        i = n * xt,
        a = r,
        o = n * xt + n,
        s = -a,
        c = o;
      e.moveTo(r, i),
        e.lineTo(a, o),
        e.lineTo(s, c),
        e.lineTo(yt * r - bt * i, bt * r + yt * i),
        e.lineTo(yt * a - bt * o, bt * a + yt * o),
        e.lineTo(yt * s - bt * c, bt * s + yt * c),
        e.lineTo(yt * r + bt * i, yt * i - bt * r),
        e.lineTo(yt * a + bt * o, yt * o - bt * a),
        e.lineTo(yt * s + bt * c, yt * c - bt * s),
        e.closePath();
    },
  };
function wt(e, t) {
  let n = null,
    r = qe(i);
  (e = typeof e == `function` ? e : L(e || ot)), (t = typeof t == `function` ? t : L(t === void 0 ? 64 : +t));
  function i() {
    let i;
    if (((n ||= i = r()), e.apply(this, arguments).draw(n, +t.apply(this, arguments)), i))
      return (n = null), i + `` || null;
  }
  return (
    (i.type = function (t) {
      return arguments.length ? ((e = typeof t == `function` ? t : L(t)), i) : e;
    }),
    (i.size = function (e) {
      return arguments.length ? ((t = typeof e == `function` ? e : L(+e)), i) : t;
    }),
    (i.context = function (e) {
      return arguments.length ? ((n = e ?? null), i) : n;
    }),
    i
  );
}
function Tt() {}
function Et(e, t, n) {
  e._context.bezierCurveTo(
    (2 * e._x0 + e._x1) / 3,
    (2 * e._y0 + e._y1) / 3,
    (e._x0 + 2 * e._x1) / 3,
    (e._y0 + 2 * e._y1) / 3,
    (e._x0 + 4 * e._x1 + t) / 6,
    (e._y0 + 4 * e._y1 + n) / 6,
  );
}
function Dt(e) {
  this._context = e;
}
Dt.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x0 = this._x1 = this._y0 = this._y1 = NaN), (this._point = 0);
  },
  lineEnd: function () {
    switch (this._point) {
      case 3:
        Et(this, this._x1, this._y1);
      case 2:
        this._context.lineTo(this._x1, this._y1);
    }
    (this._line || (this._line !== 0 && this._point === 1)) && this._context.closePath(), (this._line = 1 - this._line);
  },
  point: function (e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        (this._point = 1), this._line ? this._context.lineTo(e, t) : this._context.moveTo(e, t);
        break;
      case 1:
        this._point = 2;
        break;
      case 2:
        (this._point = 3), this._context.lineTo((5 * this._x0 + this._x1) / 6, (5 * this._y0 + this._y1) / 6);
      default:
        Et(this, e, t);
    }
    (this._x0 = this._x1), (this._x1 = e), (this._y0 = this._y1), (this._y1 = t);
  },
};
function Ot(e) {
  return new Dt(e);
}
function kt(e) {
  this._context = e;
}
kt.prototype = {
  areaStart: Tt,
  areaEnd: Tt,
  lineStart: function () {
    (this._x0 = this._x1 = this._x2 = this._x3 = this._x4 = this._y0 = this._y1 = this._y2 = this._y3 = this._y4 = NaN),
      (this._point = 0);
  },
  lineEnd: function () {
    switch (this._point) {
      case 1:
        this._context.moveTo(this._x2, this._y2), this._context.closePath();
        break;
      case 2:
        this._context.moveTo((this._x2 + 2 * this._x3) / 3, (this._y2 + 2 * this._y3) / 3),
          this._context.lineTo((this._x3 + 2 * this._x2) / 3, (this._y3 + 2 * this._y2) / 3),
          this._context.closePath();
        break;
      case 3:
        this.point(this._x2, this._y2), this.point(this._x3, this._y3), this.point(this._x4, this._y4);
    }
  },
  point: function (e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        (this._point = 1), (this._x2 = e), (this._y2 = t);
        break;
      case 1:
        (this._point = 2), (this._x3 = e), (this._y3 = t);
        break;
      case 2:
        (this._point = 3),
          (this._x4 = e),
          (this._y4 = t),
          this._context.moveTo((this._x0 + 4 * this._x1 + e) / 6, (this._y0 + 4 * this._y1 + t) / 6);
        break;
      default:
        Et(this, e, t);
    }
    (this._x0 = this._x1), (this._x1 = e), (this._y0 = this._y1), (this._y1 = t);
  },
};
function At(e) {
  return new kt(e);
}
function jt(e) {
  this._context = e;
}
jt.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x0 = this._x1 = this._y0 = this._y1 = NaN), (this._point = 0);
  },
  lineEnd: function () {
    (this._line || (this._line !== 0 && this._point === 3)) && this._context.closePath(), (this._line = 1 - this._line);
  },
  point: function (e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        this._point = 1;
        break;
      case 1:
        this._point = 2;
        break;
      case 2: {
        this._point = 3;
        var n = (this._x0 + 4 * this._x1 + e) / 6,
          r = (this._y0 + 4 * this._y1 + t) / 6;
        this._line ? this._context.lineTo(n, r) : this._context.moveTo(n, r);
        break;
      }
      case 3:
        this._point = 4;
      default:
        Et(this, e, t);
    }
    (this._x0 = this._x1), (this._x1 = e), (this._y0 = this._y1), (this._y1 = t);
  },
};
function Mt(e) {
  return new jt(e);
}
function Nt(e, t) {
  (this._basis = new Dt(e)), (this._beta = t);
}
(Nt.prototype = {
  lineStart: function () {
    (this._x = []), (this._y = []), this._basis.lineStart();
  },
  lineEnd: function () {
    var e = this._x,
      t = this._y,
      n = e.length - 1;
    if (n > 0)
      for (var r = e[0], i = t[0], a = e[n] - r, o = t[n] - i, s = -1, c; ++s <= n; )
        (c = s / n),
          this._basis.point(
            this._beta * e[s] + (1 - this._beta) * (r + c * a),
            this._beta * t[s] + (1 - this._beta) * (i + c * o),
          );
    (this._x = this._y = null), this._basis.lineEnd();
  },
  point: function (e, t) {
    this._x.push(+e), this._y.push(+t);
  },
}),
  (function e(t) {
    function n(e) {
      return t === 1 ? new Dt(e) : new Nt(e, t);
    }
    return (n.beta = (t) => e(+t)), n;
  })(0.85);
function Pt(e, t, n) {
  e._context.bezierCurveTo(
    e._x1 + e._k * (e._x2 - e._x0),
    e._y1 + e._k * (e._y2 - e._y0),
    e._x2 + e._k * (e._x1 - t),
    e._y2 + e._k * (e._y1 - n),
    e._x2,
    e._y2,
  );
}
function Ft(e, t) {
  (this._context = e), (this._k = (1 - t) / 6);
}
(Ft.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x0 = this._x1 = this._x2 = this._y0 = this._y1 = this._y2 = NaN), (this._point = 0);
  },
  lineEnd: function () {
    switch (this._point) {
      case 2:
        this._context.lineTo(this._x2, this._y2);
        break;
      case 3:
        Pt(this, this._x1, this._y1);
    }
    (this._line || (this._line !== 0 && this._point === 1)) && this._context.closePath(), (this._line = 1 - this._line);
  },
  point: function (e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        (this._point = 1), this._line ? this._context.lineTo(e, t) : this._context.moveTo(e, t);
        break;
      case 1:
        (this._point = 2), (this._x1 = e), (this._y1 = t);
        break;
      case 2:
        this._point = 3;
      default:
        Pt(this, e, t);
    }
    (this._x0 = this._x1),
      (this._x1 = this._x2),
      (this._x2 = e),
      (this._y0 = this._y1),
      (this._y1 = this._y2),
      (this._y2 = t);
  },
}),
  (function e(t) {
    function n(e) {
      return new Ft(e, t);
    }
    return (n.tension = (t) => e(+t)), n;
  })(0);
function It(e, t) {
  (this._context = e), (this._k = (1 - t) / 6);
}
(It.prototype = {
  areaStart: Tt,
  areaEnd: Tt,
  lineStart: function () {
    (this._x0 =
      this._x1 =
      this._x2 =
      this._x3 =
      this._x4 =
      this._x5 =
      this._y0 =
      this._y1 =
      this._y2 =
      this._y3 =
      this._y4 =
      this._y5 =
        NaN),
      (this._point = 0);
  },
  lineEnd: function () {
    switch (this._point) {
      case 1:
        this._context.moveTo(this._x3, this._y3), this._context.closePath();
        break;
      case 2:
        this._context.lineTo(this._x3, this._y3), this._context.closePath();
        break;
      case 3:
        this.point(this._x3, this._y3), this.point(this._x4, this._y4), this.point(this._x5, this._y5);
    }
  },
  point: function (e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        (this._point = 1), (this._x3 = e), (this._y3 = t);
        break;
      case 1:
        (this._point = 2), this._context.moveTo((this._x4 = e), (this._y4 = t));
        break;
      case 2:
        (this._point = 3), (this._x5 = e), (this._y5 = t);
        break;
      default:
        Pt(this, e, t);
    }
    (this._x0 = this._x1),
      (this._x1 = this._x2),
      (this._x2 = e),
      (this._y0 = this._y1),
      (this._y1 = this._y2),
      (this._y2 = t);
  },
}),
  (function e(t) {
    function n(e) {
      return new It(e, t);
    }
    return (n.tension = (t) => e(+t)), n;
  })(0);
function Lt(e, t) {
  (this._context = e), (this._k = (1 - t) / 6);
}
(Lt.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x0 = this._x1 = this._x2 = this._y0 = this._y1 = this._y2 = NaN), (this._point = 0);
  },
  lineEnd: function () {
    (this._line || (this._line !== 0 && this._point === 3)) && this._context.closePath(), (this._line = 1 - this._line);
  },
  point: function (e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        this._point = 1;
        break;
      case 1:
        this._point = 2;
        break;
      case 2:
        (this._point = 3),
          this._line ? this._context.lineTo(this._x2, this._y2) : this._context.moveTo(this._x2, this._y2);
        break;
      case 3:
        this._point = 4;
      default:
        Pt(this, e, t);
    }
    (this._x0 = this._x1),
      (this._x1 = this._x2),
      (this._x2 = e),
      (this._y0 = this._y1),
      (this._y1 = this._y2),
      (this._y2 = t);
  },
}),
  (function e(t) {
    function n(e) {
      return new Lt(e, t);
    }
    return (n.tension = (t) => e(+t)), n;
  })(0);
function Rt(e, t, n) {
  var r = e._x1,
    i = e._y1,
    a = e._x2,
    o = e._y2;
  if (e._l01_a > We) {
    var s = 2 * e._l01_2a + 3 * e._l01_a * e._l12_a + e._l12_2a,
      c = 3 * e._l01_a * (e._l01_a + e._l12_a);
    (r = (r * s - e._x0 * e._l12_2a + e._x2 * e._l01_2a) / c),
      (i = (i * s - e._y0 * e._l12_2a + e._y2 * e._l01_2a) / c);
  }
  if (e._l23_a > We) {
    var l = 2 * e._l23_2a + 3 * e._l23_a * e._l12_a + e._l12_2a,
      u = 3 * e._l23_a * (e._l23_a + e._l12_a);
    (a = (a * l + e._x1 * e._l23_2a - t * e._l12_2a) / u), (o = (o * l + e._y1 * e._l23_2a - n * e._l12_2a) / u);
  }
  e._context.bezierCurveTo(r, i, a, o, e._x2, e._y2);
}
function zt(e, t) {
  (this._context = e), (this._alpha = t);
}
(zt.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x0 = this._x1 = this._x2 = this._y0 = this._y1 = this._y2 = NaN),
      (this._l01_a = this._l12_a = this._l23_a = this._l01_2a = this._l12_2a = this._l23_2a = this._point = 0);
  },
  lineEnd: function () {
    switch (this._point) {
      case 2:
        this._context.lineTo(this._x2, this._y2);
        break;
      case 3:
        this.point(this._x2, this._y2);
    }
    (this._line || (this._line !== 0 && this._point === 1)) && this._context.closePath(), (this._line = 1 - this._line);
  },
  point: function (e, t) {
    if (((e = +e), (t = +t), this._point)) {
      var n = this._x2 - e,
        r = this._y2 - t;
      this._l23_a = Math.sqrt((this._l23_2a = (n * n + r * r) ** +this._alpha));
    }
    switch (this._point) {
      case 0:
        (this._point = 1), this._line ? this._context.lineTo(e, t) : this._context.moveTo(e, t);
        break;
      case 1:
        this._point = 2;
        break;
      case 2:
        this._point = 3;
      default:
        Rt(this, e, t);
    }
    (this._l01_a = this._l12_a),
      (this._l12_a = this._l23_a),
      (this._l01_2a = this._l12_2a),
      (this._l12_2a = this._l23_2a),
      (this._x0 = this._x1),
      (this._x1 = this._x2),
      (this._x2 = e),
      (this._y0 = this._y1),
      (this._y1 = this._y2),
      (this._y2 = t);
  },
}),
  (function e(t) {
    function n(e) {
      return t ? new zt(e, t) : new Ft(e, 0);
    }
    return (n.alpha = (t) => e(+t)), n;
  })(0.5);
function Bt(e, t) {
  (this._context = e), (this._alpha = t);
}
(Bt.prototype = {
  areaStart: Tt,
  areaEnd: Tt,
  lineStart: function () {
    (this._x0 =
      this._x1 =
      this._x2 =
      this._x3 =
      this._x4 =
      this._x5 =
      this._y0 =
      this._y1 =
      this._y2 =
      this._y3 =
      this._y4 =
      this._y5 =
        NaN),
      (this._l01_a = this._l12_a = this._l23_a = this._l01_2a = this._l12_2a = this._l23_2a = this._point = 0);
  },
  lineEnd: function () {
    switch (this._point) {
      case 1:
        this._context.moveTo(this._x3, this._y3), this._context.closePath();
        break;
      case 2:
        this._context.lineTo(this._x3, this._y3), this._context.closePath();
        break;
      case 3:
        this.point(this._x3, this._y3), this.point(this._x4, this._y4), this.point(this._x5, this._y5);
    }
  },
  point: function (e, t) {
    if (((e = +e), (t = +t), this._point)) {
      var n = this._x2 - e,
        r = this._y2 - t;
      this._l23_a = Math.sqrt((this._l23_2a = (n * n + r * r) ** +this._alpha));
    }
    switch (this._point) {
      case 0:
        (this._point = 1), (this._x3 = e), (this._y3 = t);
        break;
      case 1:
        (this._point = 2), this._context.moveTo((this._x4 = e), (this._y4 = t));
        break;
      case 2:
        (this._point = 3), (this._x5 = e), (this._y5 = t);
        break;
      default:
        Rt(this, e, t);
    }
    (this._l01_a = this._l12_a),
      (this._l12_a = this._l23_a),
      (this._l01_2a = this._l12_2a),
      (this._l12_2a = this._l23_2a),
      (this._x0 = this._x1),
      (this._x1 = this._x2),
      (this._x2 = e),
      (this._y0 = this._y1),
      (this._y1 = this._y2),
      (this._y2 = t);
  },
}),
  (function e(t) {
    function n(e) {
      return t ? new Bt(e, t) : new It(e, 0);
    }
    return (n.alpha = (t) => e(+t)), n;
  })(0.5);
function Vt(e, t) {
  (this._context = e), (this._alpha = t);
}
(Vt.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x0 = this._x1 = this._x2 = this._y0 = this._y1 = this._y2 = NaN),
      (this._l01_a = this._l12_a = this._l23_a = this._l01_2a = this._l12_2a = this._l23_2a = this._point = 0);
  },
  lineEnd: function () {
    (this._line || (this._line !== 0 && this._point === 3)) && this._context.closePath(), (this._line = 1 - this._line);
  },
  point: function (e, t) {
    if (((e = +e), (t = +t), this._point)) {
      var n = this._x2 - e,
        r = this._y2 - t;
      this._l23_a = Math.sqrt((this._l23_2a = (n * n + r * r) ** +this._alpha));
    }
    switch (this._point) {
      case 0:
        this._point = 1;
        break;
      case 1:
        this._point = 2;
        break;
      case 2:
        (this._point = 3),
          this._line ? this._context.lineTo(this._x2, this._y2) : this._context.moveTo(this._x2, this._y2);
        break;
      case 3:
        this._point = 4;
      default:
        Rt(this, e, t);
    }
    (this._l01_a = this._l12_a),
      (this._l12_a = this._l23_a),
      (this._l01_2a = this._l12_2a),
      (this._l12_2a = this._l23_2a),
      (this._x0 = this._x1),
      (this._x1 = this._x2),
      (this._x2 = e),
      (this._y0 = this._y1),
      (this._y1 = this._y2),
      (this._y2 = t);
  },
}),
  (function e(t) {
    function n(e) {
      return t ? new Vt(e, t) : new Lt(e, 0);
    }
    return (n.alpha = (t) => e(+t)), n;
  })(0.5);
function Ht(e) {
  this._context = e;
}
Ht.prototype = {
  areaStart: Tt,
  areaEnd: Tt,
  lineStart: function () {
    this._point = 0;
  },
  lineEnd: function () {
    this._point && this._context.closePath();
  },
  point: function (e, t) {
    (e = +e), (t = +t), this._point ? this._context.lineTo(e, t) : ((this._point = 1), this._context.moveTo(e, t));
  },
};
function Ut(e) {
  return new Ht(e);
}
function Wt(e) {
  return e < 0 ? -1 : 1;
}
function Gt(e, t, n) {
  var r = e._x1 - e._x0,
    i = t - e._x1,
    a = (e._y1 - e._y0) / (r || (i < 0 && -0)),
    o = (n - e._y1) / (i || (r < 0 && -0)),
    s = (a * i + o * r) / (r + i);
  return (Wt(a) + Wt(o)) * Math.min(Math.abs(a), Math.abs(o), 0.5 * Math.abs(s)) || 0;
}
function Kt(e, t) {
  var n = e._x1 - e._x0;
  return n ? ((3 * (e._y1 - e._y0)) / n - t) / 2 : t;
}
function qt(e, t, n) {
  var r = e._x0,
    i = e._y0,
    a = e._x1,
    o = e._y1,
    s = (a - r) / 3;
  e._context.bezierCurveTo(r + s, i + s * t, a - s, o - s * n, a, o);
}
function Jt(e) {
  this._context = e;
}
Jt.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x0 = this._x1 = this._y0 = this._y1 = this._t0 = NaN), (this._point = 0);
  },
  lineEnd: function () {
    switch (this._point) {
      case 2:
        this._context.lineTo(this._x1, this._y1);
        break;
      case 3:
        qt(this, this._t0, Kt(this, this._t0));
    }
    (this._line || (this._line !== 0 && this._point === 1)) && this._context.closePath(), (this._line = 1 - this._line);
  },
  point: function (e, t) {
    var n = NaN;
    if (((e = +e), (t = +t), e !== this._x1 || t !== this._y1)) {
      switch (this._point) {
        case 0:
          (this._point = 1), this._line ? this._context.lineTo(e, t) : this._context.moveTo(e, t);
          break;
        case 1:
          this._point = 2;
          break;
        case 2:
          (this._point = 3), qt(this, Kt(this, (n = Gt(this, e, t))), n);
          break;
        default:
          qt(this, this._t0, (n = Gt(this, e, t)));
      }
      (this._x0 = this._x1), (this._x1 = e), (this._y0 = this._y1), (this._y1 = t), (this._t0 = n);
    }
  },
};
function Yt(e) {
  this._context = new Xt(e);
}
(Yt.prototype = Object.create(Jt.prototype)).point = function (e, t) {
  Jt.prototype.point.call(this, t, e);
};
function Xt(e) {
  this._context = e;
}
Xt.prototype = {
  moveTo: function (e, t) {
    this._context.moveTo(t, e);
  },
  closePath: function () {
    this._context.closePath();
  },
  lineTo: function (e, t) {
    this._context.lineTo(t, e);
  },
  bezierCurveTo: function (e, t, n, r, i, a) {
    this._context.bezierCurveTo(t, e, r, n, a, i);
  },
};
function Zt(e) {
  return new Jt(e);
}
function Qt(e) {
  return new Yt(e);
}
function $t(e) {
  this._context = e;
}
$t.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x = []), (this._y = []);
  },
  lineEnd: function () {
    var e = this._x,
      t = this._y,
      n = e.length;
    if (n) {
      if ((this._line ? this._context.lineTo(e[0], t[0]) : this._context.moveTo(e[0], t[0]), n === 2))
        this._context.lineTo(e[1], t[1]);
      else
        for (var r = en(e), i = en(t), a = 0, o = 1; o < n; ++a, ++o)
          this._context.bezierCurveTo(r[0][a], i[0][a], r[1][a], i[1][a], e[o], t[o]);
    }
    (this._line || (this._line !== 0 && n === 1)) && this._context.closePath(),
      (this._line = 1 - this._line),
      (this._x = this._y = null);
  },
  point: function (e, t) {
    this._x.push(+e), this._y.push(+t);
  },
};
function en(e) {
  var t,
    n = e.length - 1,
    r,
    i = Array(n),
    a = Array(n),
    o = Array(n);
  for (i[0] = 0, a[0] = 2, o[0] = e[0] + 2 * e[1], t = 1; t < n - 1; ++t)
    (i[t] = 1), (a[t] = 4), (o[t] = 4 * e[t] + 2 * e[t + 1]);
  for (i[n - 1] = 2, a[n - 1] = 7, o[n - 1] = 8 * e[n - 1] + e[n], t = 1; t < n; ++t)
    (r = i[t] / a[t - 1]), (a[t] -= r), (o[t] -= r * o[t - 1]);
  for (i[n - 1] = o[n - 1] / a[n - 1], t = n - 2; t >= 0; --t) i[t] = (o[t] - i[t + 1]) / a[t];
  for (a[n - 1] = (e[n] + i[n - 1]) / 2, t = 0; t < n - 1; ++t) a[t] = 2 * e[t + 1] - i[t + 1];
  return [i, a];
}
function tn(e) {
  return new $t(e);
}
function nn(e, t) {
  (this._context = e), (this._t = t);
}
nn.prototype = {
  areaStart: function () {
    this._line = 0;
  },
  areaEnd: function () {
    this._line = NaN;
  },
  lineStart: function () {
    (this._x = this._y = NaN), (this._point = 0);
  },
  lineEnd: function () {
    0 < this._t && this._t < 1 && this._point === 2 && this._context.lineTo(this._x, this._y),
      (this._line || (this._line !== 0 && this._point === 1)) && this._context.closePath(),
      this._line >= 0 && ((this._t = 1 - this._t), (this._line = 1 - this._line));
  },
  point: function (e, t) {
    switch (((e = +e), (t = +t), this._point)) {
      case 0:
        (this._point = 1), this._line ? this._context.lineTo(e, t) : this._context.moveTo(e, t);
        break;
      case 1:
        this._point = 2;
      default:
        if (this._t <= 0) this._context.lineTo(this._x, t), this._context.lineTo(e, t);
        else {
          var n = this._x * (1 - this._t) + e * this._t;
          this._context.lineTo(n, this._y), this._context.lineTo(n, t);
        }
    }
    (this._x = e), (this._y = t);
  },
};
function rn(e) {
  return new nn(e, 0.5);
}
function an(e) {
  return new nn(e, 0);
}
function on(e) {
  return new nn(e, 1);
}
function sn(e, t) {
  if ((o = e.length) > 1)
    for (var n = 1, r, i, a = e[t[0]], o, s = a.length; n < o; ++n)
      for (i = a, a = e[t[n]], r = 0; r < s; ++r) a[r][1] += a[r][0] = isNaN(i[r][1]) ? i[r][0] : i[r][1];
}
function cn(e) {
  for (var t = e.length, n = Array(t); --t >= 0; ) n[t] = t;
  return n;
}
function ln(e, t) {
  return e[t];
}
function un(e) {
  const t = [];
  return (t.key = e), t;
}
function dn() {
  var e = L([]),
    t = cn,
    n = sn,
    r = ln;
  function i(i) {
    var a = Array.from(e.apply(this, arguments), un),
      o,
      s = a.length,
      c = -1,
      l;
    for (const e of i) for (o = 0, ++c; o < s; ++o) (a[o][c] = [0, +r(e, a[o].key, c, i)]).data = e;
    for (o = 0, l = Je(t(a)); o < s; ++o) a[l[o]].index = o;
    return n(a, l), a;
  }
  return (
    (i.keys = function (t) {
      return arguments.length ? ((e = typeof t == `function` ? t : L(Array.from(t))), i) : e;
    }),
    (i.value = function (e) {
      return arguments.length ? ((r = typeof e == `function` ? e : L(+e)), i) : r;
    }),
    (i.order = function (e) {
      return arguments.length ? ((t = e == null ? cn : typeof e == `function` ? e : L(Array.from(e))), i) : t;
    }),
    (i.offset = function (e) {
      return arguments.length ? ((n = e ?? sn), i) : n;
    }),
    i
  );
}
function fn(e, t) {
  if ((r = e.length) > 0) {
    for (var n, r, i = 0, a = e[0].length, o; i < a; ++i) {
      for (o = n = 0; n < r; ++n) o += e[n][i][1] || 0;
      if (o) for (n = 0; n < r; ++n) e[n][i][1] /= o;
    }
    sn(e, t);
  }
}
function pn(e, t) {
  if ((i = e.length) > 0) {
    for (var n = 0, r = e[t[0]], i, a = r.length; n < a; ++n) {
      for (var o = 0, s = 0; o < i; ++o) s += e[o][n][1] || 0;
      r[n][1] += r[n][0] = -s / 2;
    }
    sn(e, t);
  }
}
function mn(e, t) {
  if ((o = e.length) > 0 && (a = (i = e[t[0]]).length) > 0) {
    for (var n = 0, r = 1, i, a, o; r < a; ++r) {
      for (var s = 0, c = 0, l = 0; s < o; ++s) {
        for (var u = e[t[s]], d = u[r][1] || 0, f = (d - (u[r - 1][1] || 0)) / 2, p = 0; p < s; ++p) {
          var m = e[t[p]],
            h = m[r][1] || 0,
            g = m[r - 1][1] || 0;
          f += h - g;
        }
        (c += d), (l += f * d);
      }
      (i[r - 1][1] += i[r - 1][0] = n), c && (n -= l / c);
    }
    (i[r - 1][1] += i[r - 1][0] = n), sn(e, t);
  }
}
var hn = [`type`, `size`, `sizeType`];
function gn() {
  return (
    (gn = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    gn.apply(null, arguments)
  );
}
function _n(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function vn(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? _n(Object(n), !0).forEach((t) => {
          yn(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : _n(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function yn(e, t, n) {
  return (
    (t = bn(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function bn(e) {
  var t = xn(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function xn(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function Sn(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = Cn(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function Cn(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var wn = {
    symbolCircle: ot,
    symbolCross: st,
    symbolDiamond: ut,
    symbolSquare: dt,
    symbolStar: gt,
    symbolTriangle: vt,
    symbolWye: Ct,
  },
  Tn = Math.PI / 180,
  En = (e) => wn[`symbol${ve(e)}`] || ot,
  Dn = (e, t, n) => {
    if (t === `area`) return e;
    switch (n) {
      case `cross`:
        return (5 * e * e) / 9;
      case `diamond`:
        return (0.5 * e * e) / Math.sqrt(3);
      case `square`:
        return e * e;
      case `star`: {
        var r = 18 * Tn;
        return 1.25 * e * e * (Math.tan(r) - Math.tan(r * 2) * Math.tan(r) ** 2);
      }
      case `triangle`:
        return (Math.sqrt(3) * e * e) / 4;
      case `wye`:
        return ((21 - 10 * Math.sqrt(3)) * e * e) / 8;
      default:
        return (Math.PI * e * e) / 4;
    }
  },
  On = (e, t) => {
    wn[`symbol${ve(e)}`] = t;
  },
  kn = (e) => {
    var t = e.type,
      n = t === void 0 ? `circle` : t,
      r = e.size,
      i = r === void 0 ? 64 : r,
      a = e.sizeType,
      s = a === void 0 ? `area` : a,
      c = vn(vn({}, Sn(e, hn)), {}, { type: n, size: i, sizeType: s }),
      l = `circle`;
    typeof n == `string` && (l = n);
    var u = () => {
        var e = En(l),
          t = wt()
            .type(e)
            .size(Dn(i, s, l))();
        if (t !== null) return t;
      },
      f = c.className,
      p = c.cx,
      m = c.cy,
      h = _(c);
    return F(p) && F(m) && F(i)
      ? d.createElement(
          `path`,
          gn({}, h, { className: o(`recharts-symbols`, f), transform: `translate(${p}, ${m})`, d: u() }),
        )
      : null;
  };
kn.registerSymbol = On;
var An = (e) => `radius` in e && `startAngle` in e && `endAngle` in e,
  jn = (e, t) => {
    if (!e || typeof e == `function` || typeof e == `boolean`) return null;
    var n = e;
    if (((0, d.isValidElement)(e) && (n = e.props), typeof n != `object` && typeof n != `function`)) return null;
    var r = {};
    return (
      Object.keys(n).forEach((e) => {
        u(e) && typeof n[e] == `function` && (r[e] = t || ((t) => n[e](n, t)));
      }),
      r
    );
  },
  Mn = (e, t, n) => (r) => (e(t, n, r), null),
  Nn = (e, t, n) => {
    if (e === null || (typeof e != `object` && typeof e != `function`)) return null;
    var r = null;
    return (
      Object.keys(e).forEach((i) => {
        var a = e[i];
        u(i) && typeof a == `function` && ((r ||= {}), (r[i] = Mn(a, t, n)));
      }),
      r
    );
  };
function Pn(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Fn(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Pn(Object(n), !0).forEach((t) => {
          In(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Pn(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function In(e, t, n) {
  return (
    (t = Ln(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Ln(e) {
  var t = Rn(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Rn(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function zn(e, t) {
  var n = Fn({}, e),
    r = t;
  return Object.keys(t).reduce((e, t) => (e[t] === void 0 && r[t] !== void 0 && (e[t] = r[t]), e), n);
}
function Bn() {
  return (
    (Bn = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    Bn.apply(null, arguments)
  );
}
function Vn(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Hn(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Vn(Object(n), !0).forEach((t) => {
          Un(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Vn(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Un(e, t, n) {
  return (
    (t = Wn(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Wn(e) {
  var t = Gn(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Gn(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var Kn = 32,
  qn = {
    align: `center`,
    iconSize: 14,
    inactiveColor: `#ccc`,
    layout: `horizontal`,
    verticalAlign: `middle`,
    labelStyle: {},
  };
function Jn(e) {
  if (typeof e == `object` && e && `strokeDasharray` in e) return String(e.strokeDasharray);
}
function Yn(e) {
  var t = e.data,
    n = e.iconType,
    r = e.inactiveColor,
    i = Kn / 2,
    a = Kn / 6,
    o = Kn / 3,
    s = t.inactive ? r : t.color,
    c = n ?? t.type;
  if (c === `none`) return null;
  if (c === `plainline`)
    return d.createElement(`line`, {
      strokeWidth: 4,
      fill: `none`,
      stroke: s,
      strokeDasharray: Jn(t.payload),
      x1: 0,
      y1: i,
      x2: Kn,
      y2: i,
      className: `recharts-legend-icon`,
    });
  if (c === `line`)
    return d.createElement(`path`, {
      strokeWidth: 4,
      fill: `none`,
      stroke: s,
      d: `M0,${i}h${o}
            A${a},${a},0,1,1,${2 * o},${i}
            H${Kn}M${2 * o},${i}
            A${a},${a},0,1,1,${o},${i}`,
      className: `recharts-legend-icon`,
    });
  if (c === `rect`)
    return d.createElement(`path`, {
      stroke: `none`,
      fill: s,
      d: `M0,${Kn / 8}h${Kn}v${(Kn * 3) / 4}h${-Kn}z`,
      className: `recharts-legend-icon`,
    });
  if (d.isValidElement(t.legendIcon)) {
    var l = Hn({}, t);
    return delete l.legendIcon, d.cloneElement(t.legendIcon, l);
  }
  return d.createElement(kn, { fill: s, cx: i, cy: i, size: Kn, sizeType: `diameter`, type: c });
}
function Xn(e) {
  var t = e.payload,
    n = e.iconSize,
    r = e.layout,
    i = e.formatter,
    a = e.inactiveColor,
    s = e.iconType,
    c = e.labelStyle,
    l = { x: 0, y: 0, width: Kn, height: Kn },
    u = { display: r === `horizontal` ? `inline-block` : `block`, marginRight: 10, whiteSpace: `nowrap` },
    f = { display: `inline-block`, verticalAlign: `middle`, marginRight: 4 };
  return t.map((t, r) => {
    var p = t.formatter || i,
      m = o({ 'recharts-legend-item': !0, [`legend-item-${r}`]: !0, inactive: t.inactive });
    if (t.type === `none`) return null;
    var h = typeof c == `object` ? Hn({}, c) : {};
    (h.color = t.inactive ? a : h.color || t.color), (h.whiteSpace ??= `normal`), (h.overflowWrap ??= `break-word`);
    var g = p ? p(t.value, t, r) : t.value;
    return d.createElement(
      `li`,
      Bn({ className: m, style: u, key: `legend-item-${r}` }, Nn(e, t, r)),
      d.createElement(
        S,
        {
          width: n,
          height: n,
          viewBox: l,
          style: f,
          'aria-label': t.value == null ? `legend icon` : `${t.value} legend icon`,
        },
        d.createElement(Yn, { data: t, iconType: s, inactiveColor: a }),
      ),
      d.createElement(`span`, { className: `recharts-legend-item-text`, style: h }, g),
    );
  });
}
var Zn = (e) => {
  var t = zn(e, qn),
    n = t.payload,
    r = t.layout,
    i = t.align;
  if (!n || !n.length) return null;
  var a = { padding: 0, margin: 0, textAlign: r === `horizontal` ? i : `left` };
  return d.createElement(
    `ul`,
    { className: `recharts-default-legend`, style: a },
    d.createElement(Xn, Bn({}, t, { payload: n })),
  );
};
function Qn(e, t) {
  const n = new Map();
  for (let r = 0; r < e.length; r++) {
    const i = e[r],
      a = t(i, r, e);
    n.has(a) || n.set(a, i);
  }
  return Array.from(n.values());
}
function $n(e, t) {
  return function (...n) {
    return e.apply(this, n.slice(0, t));
  };
}
function er(e) {
  return e;
}
function tr(e) {
  return Number.isSafeInteger(e) && e >= 0;
}
function nr(e) {
  return e != null && typeof e != `function` && tr(e.length);
}
function rr(e) {
  return (t) => ie(t, e);
}
function ir(e) {
  return e == null || (typeof e != `object` && typeof e != `function`);
}
function ar(e) {
  return e == null ? (e === void 0 ? `[object Undefined]` : `[object Null]`) : Object.prototype.toString.call(e);
}
var or = `[object RegExp]`,
  sr = `[object String]`,
  cr = `[object Number]`,
  lr = `[object Boolean]`,
  ur = `[object Arguments]`,
  dr = `[object Symbol]`,
  fr = `[object Date]`,
  pr = `[object Map]`,
  mr = `[object Set]`,
  hr = `[object Array]`,
  gr = `[object Function]`,
  _r = `[object ArrayBuffer]`,
  vr = `[object Object]`,
  yr = `[object Error]`,
  br = `[object DataView]`,
  xr = `[object Uint8Array]`,
  Sr = `[object Uint8ClampedArray]`,
  Cr = `[object Uint16Array]`,
  wr = `[object Uint32Array]`,
  Tr = `[object BigUint64Array]`,
  Er = `[object Int8Array]`,
  Dr = `[object Int16Array]`,
  Or = `[object Int32Array]`,
  kr = `[object BigInt64Array]`,
  Ar = `[object Float32Array]`,
  jr = `[object Float64Array]`;
function Mr(e, t) {
  return e === t || (Number.isNaN(e) && Number.isNaN(t));
}
function Nr(e) {
  return e !== null && (typeof e == `object` || typeof e == `function`);
}
function Pr(e, t, n) {
  return typeof n == `function`
    ? Fr(
        e,
        t,
        function e(t, r, i, a, o, s) {
          const c = n(t, r, i, a, o, s);
          return c === void 0 ? Fr(t, r, e, s, !1) : !!c;
        },
        new Map(),
        !0,
      )
    : Pr(e, t, () => void 0);
}
function Fr(e, t, n, r, i = !1) {
  if (t === e) return !0;
  switch (typeof t) {
    case `object`:
      return Ir(e, t, n, r, i);
    case `function`:
      return Object.keys(t).length > 0 ? Fr(e, Object.assign({}, t), n, r, i) : Mr(e, t);
    default:
      return Nr(e) && i ? typeof t != `string` || t === `` : Mr(e, t);
  }
}
function Ir(e, t, n, r, i = !1) {
  if (t == null) return !0;
  if (Array.isArray(t)) return Rr(e, t, n, r);
  if (t instanceof Map) return Lr(e, t, n, r);
  if (t instanceof Set) return zr(e, t, n, r);
  const a = Object.keys(t);
  if (e == null) return i && a.length === 0;
  if (i) ir(e) && (e = Object(e));
  else {
    if (ar(t) === `[object Error]`) return ar(e) === `[object Error]` && e.name === t.name && e.message === t.message;
    const n = ar(e);
    if (n !== `[object Object]` && n !== `[object Arguments]`) return !1;
  }
  if (a.length === 0) return !0;
  if (r?.has(t)) return r.get(t) === e;
  r?.set(t, e);
  try {
    for (let i = 0; i < a.length; i++) {
      const o = a[i];
      if (
        !(o in e) ||
        (t[o] === void 0 && e[o] !== void 0) ||
        (t[o] === null && e[o] !== null) ||
        !n(e[o], t[o], o, e, t, r)
      )
        return !1;
    }
    return !0;
  } finally {
    r?.delete(t);
  }
}
function Lr(e, t, n, r) {
  if (t.size === 0) return !0;
  if (!(e instanceof Map)) return !1;
  for (const [i, a] of t.entries()) if (n(e.get(i), a, i, e, t, r) === !1) return !1;
  return !0;
}
function Rr(e, t, n, r) {
  if (t.length === 0) return !0;
  if (!Array.isArray(e)) return !1;
  const i = new Set();
  for (let a = 0; a < t.length; a++) {
    let o = t[a],
      s = !1;
    for (let c = 0; c < e.length; c++) {
      if (i.has(c)) continue;
      let l = e[c],
        u = !1;
      if ((n(l, o, a, e, t, r) && (u = !0), u)) {
        i.add(c), (s = !0);
        break;
      }
    }
    if (!s) return !1;
  }
  return !0;
}
function zr(e, t, n, r) {
  return t.size === 0 || (e instanceof Set && Rr([...e], [...t], n, r));
}
function Br(e, t) {
  return Pr(e, t, () => void 0);
}
function Vr(e) {
  return Object.getOwnPropertySymbols(e).filter((t) => Object.prototype.propertyIsEnumerable.call(e, t));
}
var Hr =
  (typeof globalThis == `object` && globalThis) ||
  (typeof window == `object` && window) ||
  (typeof self == `object` && self) ||
  (typeof global == `object` && global) ||
  (function () {
    return this;
  })();
function Ur(e) {
  return Hr.Buffer !== void 0 && Hr.Buffer.isBuffer(e);
}
function Wr(e) {
  return Ur(e);
}
function Gr(e) {
  return ArrayBuffer.isView(e) && !(e instanceof DataView);
}
function Kr(e) {
  return Gr(e);
}
function qr(e, t) {
  return Jr(e, void 0, e, new Map(), t);
}
function Jr(e, t, n, r, i) {
  if (i != null) {
    const a = i(e, t, n, r);
    if (a !== void 0) return a;
  }
  if (ir(e)) return e;
  if (r.has(e)) return r.get(e);
  if (Array.isArray(e)) {
    const t = Array(e.length);
    r.set(e, t);
    for (let a = 0; a < e.length; a++) t[a] = Jr(e[a], a, n, r, i);
    return A(e, `index`) && (t.index = e.index), A(e, `input`) && (t.input = e.input), t;
  }
  if (e instanceof Date) return new Date(e.getTime());
  if (e instanceof RegExp) {
    const t = new RegExp(e.source, e.flags);
    return (t.lastIndex = e.lastIndex), t;
  }
  if (e instanceof Map) {
    const t = new Map();
    return (
      r.set(e, t),
      e.forEach((e, a) => {
        t.set(a, Jr(e, a, n, r, i));
      }),
      t
    );
  }
  if (e instanceof Set) {
    const t = new Set();
    return (
      r.set(e, t),
      e.forEach((e) => {
        t.add(Jr(e, void 0, n, r, i));
      }),
      t
    );
  }
  if (Wr(e)) return e.subarray();
  if (Kr(e)) {
    const t = new (Object.getPrototypeOf(e).constructor)(e.length);
    r.set(e, t);
    for (let a = 0; a < e.length; a++) t[a] = Jr(e[a], a, n, r, i);
    return t;
  }
  if (e instanceof ArrayBuffer || (typeof SharedArrayBuffer < `u` && e instanceof SharedArrayBuffer)) return e.slice(0);
  if (e instanceof DataView) {
    const t = new DataView(e.buffer.slice(0), e.byteOffset, e.byteLength);
    return r.set(e, t), Yr(t, e, n, r, i), t;
  }
  if (typeof File < `u` && e instanceof File) {
    const t = new File([e], e.name, { type: e.type });
    return r.set(e, t), Yr(t, e, n, r, i), t;
  }
  if (typeof Blob < `u` && e instanceof Blob) {
    const t = new Blob([e], { type: e.type });
    return r.set(e, t), Yr(t, e, n, r, i), t;
  }
  const a = ar(e);
  if (a === `[object Error]`) return e === n ? {} : e;
  switch (a) {
    case cr:
    case sr:
    case lr: {
      const t = new e.constructor(e.valueOf());
      return r.set(e, t), Yr(t, e, n, r, i), t;
    }
    case ur: {
      const t = {};
      return r.set(e, t), Yr(t, e, n, r, i), (t.length = e.length), (t[Symbol.iterator] = e[Symbol.iterator]), t;
    }
  }
  if (typeof e == `object` && Xr(a)) {
    const t =
      a === `[object Object]` && typeof e.constructor != `function` ? {} : Object.create(Object.getPrototypeOf(e));
    return r.set(e, t), Yr(t, e, n, r, i), t;
  }
  return e;
}
function Yr(e, t, n, r, i) {
  const a = [...Object.keys(t), ...Vr(t)];
  for (let o = 0; o < a.length; o++) {
    const s = a[o],
      c = Object.getOwnPropertyDescriptor(e, s);
    (c == null || c.writable) && (e[s] = Jr(t[s], s, n, r, i));
  }
}
function Xr(e) {
  switch (e) {
    case ur:
    case hr:
    case _r:
    case br:
    case lr:
    case fr:
    case Ar:
    case jr:
    case Er:
    case Dr:
    case Or:
    case pr:
    case cr:
    case vr:
    case or:
    case mr:
    case sr:
    case dr:
    case xr:
    case Sr:
    case Cr:
    case wr:
      return !0;
    default:
      return !1;
  }
}
function Zr(e) {
  return qr(e);
}
function Qr(e) {
  return (e = Zr(e)), (t) => Br(t, e);
}
var $r = /^(?:0|[1-9]\d*)$/;
function ei(e, t = 2 ** 53 - 1) {
  switch (typeof e) {
    case `number`:
      return Number.isInteger(e) && e >= 0 && e < t;
    case `symbol`:
      return !1;
    case `string`:
      return $r.test(e);
  }
}
function ti(e) {
  return typeof e == `object` && !!e && ar(e) === `[object Arguments]`;
}
function ni(e, t) {
  let n;
  if (((n = Array.isArray(t) ? t : typeof t == `string` && M(t) && !(t in Object(e)) ? re(t) : [t]), n.length === 0))
    return !1;
  let r = e;
  for (let e = 0; e < n.length; e++) {
    const t = N(n[e]);
    if ((r == null || !A(r, t)) && !((Array.isArray(r) || ti(r)) && ei(t) && Number(t) < r.length)) return !1;
    r = r[t];
  }
  return !0;
}
function ri(e, t) {
  switch (typeof e) {
    case `object`:
      Object.is(e?.valueOf(), -0) && (e = `-0`);
      break;
    case `number`:
      e = N(e);
  }
  return (
    (t = Zr(t)),
    (n) => {
      const r = ie(n, e);
      return r === void 0 ? ni(n, e) : t === void 0 ? r === void 0 : Br(r, t);
    }
  );
}
function ii(e) {
  if (e == null) return er;
  switch (typeof e) {
    case `function`:
      return e;
    case `object`:
      return Array.isArray(e) && e.length === 2 ? ri(e[0], e[1]) : Qr(e);
    default:
      return rr(e);
  }
}
function ai(e) {
  return e === 0 ? 0 : e;
}
function oi(e, t = er) {
  return nr(e) ? Qn(Array.from(e), $n(ii(t), 1)).map(ai) : [];
}
function si(e, t, n) {
  return t === !0 ? oi(e, n) : typeof t == `function` ? oi(e, t) : e;
}
var ci = n((e) => {
    var t = a();
    function n(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var r = typeof Object.is == `function` ? Object.is : n,
      i = t.useState,
      o = t.useEffect,
      s = t.useLayoutEffect,
      c = t.useDebugValue;
    function l(e, t) {
      var n = t(),
        r = i({ inst: { value: n, getSnapshot: t } }),
        a = r[0].inst,
        l = r[1];
      return (
        s(() => {
          (a.value = n), (a.getSnapshot = t), u(a) && l({ inst: a });
        }, [e, n, t]),
        o(
          () => (
            u(a) && l({ inst: a }),
            e(() => {
              u(a) && l({ inst: a });
            })
          ),
          [e],
        ),
        c(n),
        n
      );
    }
    function u(e) {
      var t = e.getSnapshot;
      e = e.value;
      try {
        var n = t();
        return !r(e, n);
      } catch {
        return !0;
      }
    }
    function d(e, t) {
      return t();
    }
    var f = typeof window > `u` || window.document === void 0 || window.document.createElement === void 0 ? d : l;
    e.useSyncExternalStore = t.useSyncExternalStore === void 0 ? f : t.useSyncExternalStore;
  }),
  li = n((e, t) => {
    t.exports = ci();
  }),
  ui = n((e) => {
    var t = a(),
      n = li();
    function r(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var i = typeof Object.is == `function` ? Object.is : r,
      o = n.useSyncExternalStore,
      s = t.useRef,
      c = t.useEffect,
      l = t.useMemo,
      u = t.useDebugValue;
    e.useSyncExternalStoreWithSelector = (e, t, n, r, a) => {
      var d = s(null);
      if (d.current === null) {
        var f = { hasValue: !1, value: null };
        d.current = f;
      } else f = d.current;
      d = l(() => {
        function e(e) {
          if (!o) {
            if (((o = !0), (s = e), (e = r(e)), a !== void 0 && f.hasValue)) {
              var t = f.value;
              if (a(t, e)) return (c = t);
            }
            return (c = e);
          }
          if (((t = c), i(s, e))) return t;
          var n = r(e);
          return a !== void 0 && a(t, n) ? ((s = e), t) : ((s = e), (c = n));
        }
        var o = !1,
          s,
          c,
          l = n === void 0 ? null : n;
        return [() => e(t()), l === null ? void 0 : () => e(l())];
      }, [t, n, r, a]);
      var p = o(e, d[0], d[1]);
      return (
        c(() => {
          (f.hasValue = !0), (f.value = p);
        }, [p]),
        u(p),
        p
      );
    };
  }),
  di = n((e, t) => {
    t.exports = ui();
  }),
  fi = (0, d.createContext)(null),
  pi = di(),
  mi = (e) => e,
  R = () => {
    var e = (0, d.useContext)(fi);
    return e ? e.store.dispatch : mi;
  },
  hi = () => {},
  gi = () => hi,
  _i = (e, t) => e === t;
function z(e) {
  var t = (0, d.useContext)(fi),
    n = (0, d.useMemo)(
      () =>
        t
          ? (t) => {
              if (t != null) return e(t);
            }
          : hi,
      [t, e],
    );
  return (0, pi.useSyncExternalStoreWithSelector)(
    t ? t.subscription.addNestedSub : gi,
    t ? t.store.getState : hi,
    t ? t.store.getState : hi,
    n,
    _i,
  );
}
function vi(e, t = `expected a function, instead received ${typeof e}`) {
  if (typeof e != `function`) throw TypeError(t);
}
function yi(e, t = `expected all items to be functions, instead received the following types: `) {
  if (!e.every((e) => typeof e == `function`)) {
    const n = e.map((e) => (typeof e == `function` ? `function ${e.name || `unnamed`}()` : typeof e)).join(`, `);
    throw TypeError(`${t}[${n}]`);
  }
}
var bi = (e) => (Array.isArray(e) ? e : [e]);
function xi(e) {
  const t = Array.isArray(e[0]) ? e[0] : e;
  return yi(t, `createSelector expects all input-selectors to be functions, but received the following types: `), t;
}
function Si(e, t) {
  const n = [],
    { length: r } = e;
  for (let i = 0; i < r; i++) n.push(e[i].apply(null, t));
  return n;
}
var Ci = class {
    constructor(e) {
      this.value = e;
    }
    deref() {
      return this.value;
    }
  },
  wi = typeof WeakRef > `u` ? Ci : WeakRef,
  Ti = 0,
  Ei = 1;
function Di() {
  return { s: Ti, v: void 0, o: null, p: null };
}
function Oi(e) {
  return e instanceof wi ? e.deref() : e;
}
function ki(e, t = {}) {
  let n = Di(),
    { resultEqualityCheck: r } = t,
    i,
    a = 0;
  function o() {
    let t = n,
      { length: o } = arguments;
    for (let e = 0, n = o; e < n; e++) {
      const n = arguments[e];
      if (typeof n == `function` || (typeof n == `object` && n)) {
        let e = t.o;
        e === null && (t.o = e = new WeakMap());
        const r = e.get(n);
        r === void 0 ? ((t = Di()), e.set(n, t)) : (t = r);
      } else {
        let e = t.p;
        e === null && (t.p = e = new Map());
        const r = e.get(n);
        r === void 0 ? ((t = Di()), e.set(n, t)) : (t = r);
      }
    }
    let s = t,
      c;
    if (t.s === Ei) c = t.v;
    else if (((c = e.apply(null, arguments)), a++, r)) {
      const e = Oi(i);
      e != null && r(e, c) && ((c = e), a !== 0 && a--),
        (i = (typeof c == `object` && c) || typeof c == `function` ? new wi(c) : c);
    }
    return (s.s = Ei), (s.v = c), c;
  }
  return (
    (o.clearCache = () => {
      (n = Di()), o.resetResultsCount();
    }),
    (o.resultsCount = () => a),
    (o.resetResultsCount = () => {
      a = 0;
    }),
    o
  );
}
function Ai(e, ...t) {
  const n = typeof e == `function` ? { memoize: e, memoizeOptions: t } : e,
    r = (...e) => {
      let t = 0,
        r = 0,
        i,
        a = {},
        o = e.pop();
      typeof o == `object` && ((a = o), (o = e.pop())),
        vi(o, `createSelector expects an output function after the inputs, but received: [${typeof o}]`);
      const { memoize: s, memoizeOptions: c = [], argsMemoize: l = ki, argsMemoizeOptions: u = [] } = { ...n, ...a },
        d = bi(c),
        f = bi(u),
        p = xi(e),
        m = s(
          function () {
            return t++, o.apply(null, arguments);
          },
          ...d,
        ),
        h = l(
          function () {
            r++;
            const e = Si(p, arguments);
            return (i = m.apply(null, e)), i;
          },
          ...f,
        );
      return Object.assign(h, {
        resultFunc: o,
        memoizedResultFunc: m,
        dependencies: p,
        dependencyRecomputations: () => r,
        resetDependencyRecomputations: () => {
          r = 0;
        },
        lastResult: () => i,
        recomputations: () => t,
        resetRecomputations: () => {
          t = 0;
        },
        memoize: s,
        argsMemoize: l,
      });
    };
  return Object.assign(r, { withTypes: () => r }), r;
}
var B = Ai(ki);
function ji(e, t = 1) {
  const n = [],
    r = Math.floor(t),
    i = (e, t) => {
      for (let a = 0; a < e.length; a++) {
        const o = e[a];
        Array.isArray(o) && t < r ? i(o, t + 1) : n.push(o);
      }
    };
  return i(e, 0), n;
}
function Mi(e, t, n) {
  return Nr(n) && ((typeof t == `number` && nr(n) && ei(t) && t < n.length) || (typeof t == `string` && t in n))
    ? Mr(n[t], e)
    : !1;
}
function Ni(e) {
  const t = Object.keys(e),
    n = Array(t.length);
  for (let r = 0; r < t.length; r++) n[r] = e[t[r]];
  return n;
}
function Pi(e) {
  return typeof e == `symbol` ? 1 : e === null ? 2 : e === void 0 ? 3 : e === e ? 0 : 4;
}
var Fi = (e, t, n) => {
    if (e !== t) {
      const r = Pi(e),
        i = Pi(t);
      if (r === i && r === 0) {
        if (e < t) return n === `desc` ? 1 : -1;
        if (e > t) return n === `desc` ? -1 : 1;
      }
      return n === `desc` ? i - r : r - i;
    }
    return 0;
  },
  Ii = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/,
  Li = /^\w*$/;
function Ri(e, t) {
  return Array.isArray(e)
    ? !1
    : typeof e == `number` || typeof e == `boolean` || e == null || ee(e)
      ? !0
      : (typeof e == `string` && (Li.test(e) || !Ii.test(e))) || (t != null && A(t, e));
}
function zi(e, t, n, r) {
  if (e == null) return [];
  (n = r ? void 0 : n),
    Array.isArray(e) || (e = nr(e) ? Array.from(e) : Ni(e)),
    Array.isArray(t) || (t = t == null ? [null] : [t]),
    t.length === 0 && (t = [null]),
    Array.isArray(n) || (n = n == null ? [] : [n]),
    (n = n.map((e) => String(e)));
  const i = (e, t) => {
      let n = e,
        r = 0;
      for (; r < t.length && n != null; ++r) n = n[t[r]];
      return r > 0 && r === t.length ? n : void 0;
    },
    a = (e, t) => {
      if (e == null) return t;
      if (t != null)
        return typeof e == `object` && `key` in e
          ? A(t, e.key)
            ? t[e.key]
            : i(t, e.path)
          : typeof e == `function`
            ? e(t)
            : Array.isArray(e)
              ? i(t, e)
              : t[e];
    },
    o = t.map(
      (e) => (
        Array.isArray(e) && e.length === 1 && (e = e[0]),
        e == null || typeof e == `function` || Array.isArray(e) || Ri(e) ? e : { key: e, path: re(e) }
      ),
    );
  return e
    .map((e) => ({ original: e, criteria: o.map((t) => a(t, e)) }))
    .slice()
    .sort((e, t) => {
      for (let r = 0; r < o.length; r++) {
        const i = Fi(e.criteria[r], t.criteria[r], n[r]);
        if (i !== 0) return i;
      }
      return 0;
    })
    .map((e) => e.original);
}
function Bi(e, ...t) {
  const n = t.length;
  return n > 1 && Mi(e, t[0], t[1]) ? (t = []) : n > 2 && Mi(t[0], t[1], t[2]) && (t = [t[0]]), zi(e, ji(t), [`asc`]);
}
var Vi = (e) => e.legend.settings,
  Hi = (e) => e.legend.size,
  Ui = B([(e) => e.legend.payload, Vi], (e, t) => {
    var n = t.itemSorter,
      r = e.flat(1);
    return n ? Bi(r, n) : r;
  });
function Wi() {
  return z(Ui);
}
function Gi(e, t) {
  return Xi(e) || Yi(e, t) || qi(e, t) || Ki();
}
function Ki() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function qi(e, t) {
  if (e) {
    if (typeof e == `string`) return Ji(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? Ji(e, t)
          : void 0
    );
  }
}
function Ji(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function Yi(e, t) {
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
}
function Xi(e) {
  if (Array.isArray(e)) return e;
}
var Zi = 1;
function Qi(e, t) {
  return (
    Math.abs(e.height - t.height) > Zi ||
    Math.abs(e.left - t.left) > Zi ||
    Math.abs(e.top - t.top) > Zi ||
    Math.abs(e.width - t.width) > Zi
  );
}
function $i(e) {
  var t = e.getBoundingClientRect();
  return { height: t.height, left: t.left, top: t.top, width: t.width };
}
function ea() {
  var e = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : [],
    t = Gi((0, d.useState)({ height: 0, left: 0, top: 0, width: 0 }), 2),
    n = t[0],
    r = t[1],
    i = (0, d.useRef)(null),
    a = (0, d.useRef)(n);
  a.current = n;
  var o = (0, d.useCallback)(
    (e) => {
      if ((i.current != null && (i.current.disconnect(), (i.current = null)), e != null)) {
        var t = $i(e);
        if ((Qi(t, a.current) && r(t), typeof ResizeObserver < `u`)) {
          var n = new ResizeObserver(() => {
            var t = $i(e);
            Qi(t, a.current) && r(t);
          });
          n.observe(e), (i.current = n);
        }
      }
    },
    [...e],
  );
  return (
    (0, d.useEffect)(
      () => () => {
        var e;
        (e = i.current) == null || e.disconnect();
      },
      [],
    ),
    [n, o]
  );
}
function ta(e) {
  return `Minified Redux error #${e}; visit https://redux.js.org/Errors?code=${e} for the full message or use the non-minified dev environment for full errors. `;
}
var na = (typeof Symbol == `function` && Symbol.observable) || `@@observable`,
  ra = () => Math.random().toString(36).substring(7).split(``).join(`.`),
  ia = {
    INIT: `@@redux/INIT${ra()}`,
    REPLACE: `@@redux/REPLACE${ra()}`,
    PROBE_UNKNOWN_ACTION: () => `@@redux/PROBE_UNKNOWN_ACTION${ra()}`,
  };
function aa(e) {
  if (typeof e != `object` || !e) return !1;
  let t = e;
  for (; Object.getPrototypeOf(t) !== null; ) t = Object.getPrototypeOf(t);
  return Object.getPrototypeOf(e) === t || Object.getPrototypeOf(e) === null;
}
function oa(e, t, n) {
  if (typeof e != `function`) throw Error(ta(2));
  if (
    (typeof t == `function` && typeof n == `function`) ||
    (typeof n == `function` && typeof arguments[3] == `function`)
  )
    throw Error(ta(0));
  if ((typeof t == `function` && n === void 0 && ((n = t), (t = void 0)), n !== void 0)) {
    if (typeof n != `function`) throw Error(ta(1));
    return n(oa)(e, t);
  }
  let r = e,
    i = t,
    a = new Map(),
    o = a,
    s = 0,
    c = !1;
  function l() {
    o === a &&
      ((o = new Map()),
      a.forEach((e, t) => {
        o.set(t, e);
      }));
  }
  function u() {
    if (c) throw Error(ta(3));
    return i;
  }
  function d(e) {
    if (typeof e != `function`) throw Error(ta(4));
    if (c) throw Error(ta(5));
    let t = !0;
    l();
    const n = s++;
    return (
      o.set(n, e),
      () => {
        if (t) {
          if (c) throw Error(ta(6));
          (t = !1), l(), o.delete(n), (a = null);
        }
      }
    );
  }
  function f(e) {
    if (!aa(e)) throw Error(ta(7));
    if (e.type === void 0) throw Error(ta(8));
    if (typeof e.type != `string`) throw Error(ta(17));
    if (c) throw Error(ta(9));
    try {
      (c = !0), (i = r(i, e));
    } finally {
      c = !1;
    }
    return (
      (a = o).forEach((e) => {
        e();
      }),
      e
    );
  }
  function p(e) {
    if (typeof e != `function`) throw Error(ta(10));
    (r = e), f({ type: ia.REPLACE });
  }
  function m() {
    const e = d;
    return {
      subscribe(t) {
        if (typeof t != `object` || !t) throw Error(ta(11));
        function n() {
          const e = t;
          e.next && e.next(u());
        }
        return n(), { unsubscribe: e(n) };
      },
      [na]() {
        return this;
      },
    };
  }
  return f({ type: ia.INIT }), { dispatch: f, subscribe: d, getState: u, replaceReducer: p, [na]: m };
}
function sa(e) {
  Object.keys(e).forEach((t) => {
    const n = e[t];
    if (n(void 0, { type: ia.INIT }) === void 0) throw Error(ta(12));
    if (n(void 0, { type: ia.PROBE_UNKNOWN_ACTION() }) === void 0) throw Error(ta(13));
  });
}
function ca(e) {
  const t = Object.keys(e),
    n = {};
  for (let r = 0; r < t.length; r++) {
    const i = t[r];
    typeof e[i] == `function` && (n[i] = e[i]);
  }
  let r = Object.keys(n),
    i;
  try {
    sa(n);
  } catch (e) {
    i = e;
  }
  return (e = {}, t) => {
    if (i) throw i;
    let a = !1,
      o = {};
    for (let i = 0; i < r.length; i++) {
      const s = r[i],
        c = n[s],
        l = e[s],
        u = c(l, t);
      if (u === void 0) throw (t && t.type, Error(ta(14)));
      (o[s] = u), (a ||= u !== l);
    }
    return (a ||= r.length !== Object.keys(e).length), a ? o : e;
  };
}
function la(...e) {
  return e.length === 0
    ? (e) => e
    : e.length === 1
      ? e[0]
      : e.reduce(
          (e, t) =>
            (...n) =>
              e(t(...n)),
        );
}
function ua(...e) {
  return (t) => (n, r) => {
    let i = t(n, r),
      a = () => {
        throw Error(ta(15));
      },
      o = { getState: i.getState, dispatch: (e, ...t) => a(e, ...t) };
    return (a = la(...e.map((e) => e(o)))(i.dispatch)), { ...i, dispatch: a };
  };
}
function da(e) {
  return aa(e) && `type` in e && typeof e.type == `string`;
}
var fa = Symbol.for(`immer-nothing`),
  pa = Symbol.for(`immer-draftable`),
  ma = Symbol.for(`immer-state`);
function ha(e, ...t) {
  throw Error(`[Immer] minified error nr: ${e}. Full error at: https://bit.ly/3cXEKWf`);
}
var ga = Object,
  _a = ga.getPrototypeOf,
  va = `constructor`,
  ya = `prototype`,
  ba = `configurable`,
  xa = `enumerable`,
  Sa = `writable`,
  Ca = `value`,
  wa = (e) => !!e && !!e[ma];
function Ta(e) {
  return e ? Oa(e) || Fa(e) || !!e[pa] || !!e[va]?.[pa] || Ia(e) || La(e) : !1;
}
var Ea = ga[ya][va].toString(),
  Da = new WeakMap();
function Oa(e) {
  if (!e || !Ra(e)) return !1;
  const t = _a(e);
  if (t === null || t === ga[ya]) return !0;
  const n = ga.hasOwnProperty.call(t, va) && t[va];
  if (n === Object) return !0;
  if (!za(n)) return !1;
  let r = Da.get(n);
  return r === void 0 && ((r = Function.toString.call(n)), Da.set(n, r)), r === Ea;
}
function ka(e, t, n = !0) {
  Aa(e) === 0
    ? (n ? Reflect.ownKeys(e) : ga.keys(e)).forEach((n) => {
        t(n, e[n], e);
      })
    : e.forEach((n, r) => t(r, n, e));
}
function Aa(e) {
  const t = e[ma];
  return t ? t.type_ : Fa(e) ? 1 : Ia(e) ? 2 : La(e) ? 3 : 0;
}
var ja = (e, t, n = Aa(e)) => (n === 2 ? e.has(t) : ga[ya].hasOwnProperty.call(e, t)),
  Ma = (e, t, n = Aa(e)) => (n === 2 ? e.get(t) : e[t]),
  Na = (e, t, n, r = Aa(e)) => {
    r === 2 ? e.set(t, n) : r === 3 ? e.add(n) : (e[t] = n);
  };
function Pa(e, t) {
  return e === t ? e !== 0 || 1 / e == 1 / t : e !== e && t !== t;
}
var Fa = Array.isArray,
  Ia = (e) => e instanceof Map,
  La = (e) => e instanceof Set,
  Ra = (e) => typeof e == `object`,
  za = (e) => typeof e == `function`,
  Ba = (e) => typeof e == `boolean`;
function Va(e) {
  const t = +e;
  return Number.isInteger(t) && String(t) === e;
}
var Ha = (e) => e.copy_ || e.base_,
  Ua = (e) => (e.modified_ ? e.copy_ : e.base_);
function Wa(e, t) {
  if (Ia(e)) return new Map(e);
  if (La(e)) return new Set(e);
  if (Fa(e)) return Array[ya].slice.call(e);
  const n = Oa(e);
  if (t === !0 || (t === `class_only` && !n)) {
    const t = ga.getOwnPropertyDescriptors(e);
    delete t[ma];
    const n = Reflect.ownKeys(t);
    for (let r = 0; r < n.length; r++) {
      const i = n[r],
        a = t[i];
      a[Sa] === !1 && ((a[Sa] = !0), (a[ba] = !0)),
        (a.get || a.set) && (t[i] = { [ba]: !0, [Sa]: !0, [xa]: a[xa], [Ca]: e[i] });
    }
    return ga.create(_a(e), t);
  }
  {
    const t = _a(e);
    if (t !== null && n) return { ...e };
    const r = ga.create(t);
    return ga.assign(r, e);
  }
}
function Ga(e, t = !1) {
  return (
    Ja(e) ||
      wa(e) ||
      !Ta(e) ||
      (Aa(e) > 1 && ga.defineProperties(e, { set: qa, add: qa, clear: qa, delete: qa }),
      ga.freeze(e),
      t &&
        ka(
          e,
          (e, t) => {
            Ga(t, !0);
          },
          !1,
        )),
    e
  );
}
function Ka() {
  ha(2);
}
var qa = { [Ca]: Ka };
function Ja(e) {
  return e === null || !Ra(e) || ga.isFrozen(e);
}
var Ya = `MapSet`,
  Xa = `Patches`,
  Za = `ArrayMethods`,
  Qa = {};
function $a(e) {
  const t = Qa[e];
  return t || ha(0, e), t;
}
var eo = (e) => !!Qa[e],
  to,
  no = () => to,
  ro = (e, t) => ({
    drafts_: [],
    parent_: e,
    immer_: t,
    canAutoFreeze_: !0,
    unfinalizedDrafts_: 0,
    handledSet_: new Set(),
    processedForPatches_: new Set(),
    mapSetPlugin_: eo(Ya) ? $a(Ya) : void 0,
    arrayMethodsPlugin_: eo(Za) ? $a(Za) : void 0,
  });
function io(e, t) {
  t && ((e.patchPlugin_ = $a(Xa)), (e.patches_ = []), (e.inversePatches_ = []), (e.patchListener_ = t));
}
function ao(e) {
  oo(e), e.drafts_.forEach(co), (e.drafts_ = null);
}
function oo(e) {
  e === to && (to = e.parent_);
}
var so = (e) => (to = ro(to, e));
function co(e) {
  const t = e[ma];
  t.type_ === 0 || t.type_ === 1 ? t.revoke_() : (t.revoked_ = !0);
}
function lo(e, t) {
  t.unfinalizedDrafts_ = t.drafts_.length;
  const n = t.drafts_[0];
  if (e !== void 0 && e !== n) {
    n[ma].modified_ && (ao(t), ha(4)), Ta(e) && (e = uo(t, e));
    const { patchPlugin_: r } = t;
    r && r.generateReplacementPatches_(n[ma].base_, e, t);
  } else e = uo(t, n);
  return fo(t, e, !0), ao(t), t.patches_ && t.patchListener_(t.patches_, t.inversePatches_), e === fa ? void 0 : e;
}
function uo(e, t) {
  if (Ja(t)) return t;
  const n = t[ma];
  if (!n) return bo(t, e.handledSet_, e);
  if (!mo(n, e)) return t;
  if (!n.modified_) return n.base_;
  if (!n.finalized_) {
    const { callbacks_: t } = n;
    if (t) for (; t.length > 0; ) t.pop()(e);
    vo(n, e);
  }
  return n.copy_;
}
function fo(e, t, n = !1) {
  !e.parent_ && e.immer_.autoFreeze_ && e.canAutoFreeze_ && Ga(t, n);
}
function po(e) {
  (e.finalized_ = !0), e.scope_.unfinalizedDrafts_--;
}
var mo = (e, t) => e.scope_ === t,
  ho = [];
function go(e, t, n, r) {
  const i = Ha(e),
    a = e.type_;
  if (r !== void 0 && Ma(i, r, a) === t) {
    Na(i, r, n, a);
    return;
  }
  if (!e.draftLocations_) {
    const t = (e.draftLocations_ = new Map());
    ka(i, (e, n) => {
      if (wa(n)) {
        const r = t.get(n) || [];
        r.push(e), t.set(n, r);
      }
    });
  }
  const o = e.draftLocations_.get(t) ?? ho;
  for (const e of o) Na(i, e, n, a);
}
function _o(e, t, n) {
  e.callbacks_.push((r) => {
    const i = t;
    if (!i || !mo(i, r)) return;
    r.mapSetPlugin_?.fixSetContents(i);
    const a = Ua(i);
    go(e, i.draft_ ?? i, a, n), vo(i, r);
  });
}
function vo(e, t) {
  if (
    e.modified_ &&
    !e.finalized_ &&
    (e.type_ === 3 || (e.type_ === 1 && e.allIndicesReassigned_) || (e.assigned_?.size ?? 0) > 0)
  ) {
    const { patchPlugin_: n } = t;
    if (n) {
      const r = n.getPath(e);
      r && n.generatePatches_(e, r, t);
    }
    po(e);
  }
}
function yo(e, t, n) {
  const { scope_: r } = e;
  if (wa(n)) {
    const i = n[ma];
    mo(i, r) &&
      i.callbacks_.push(() => {
        ko(e), go(e, n, Ua(i), t);
      });
  } else
    Ta(n) &&
      e.callbacks_.push(() => {
        const i = Ha(e);
        e.type_ === 3
          ? i.has(n) && bo(n, r.handledSet_, r)
          : Ma(i, t, e.type_) === n &&
            r.drafts_.length > 1 &&
            (e.assigned_.get(t) ?? !1) === !0 &&
            e.copy_ &&
            bo(Ma(e.copy_, t, e.type_), r.handledSet_, r);
      });
}
function bo(e, t, n) {
  return (
    (!n.immer_.autoFreeze_ && n.unfinalizedDrafts_ < 1) ||
      wa(e) ||
      t.has(e) ||
      !Ta(e) ||
      Ja(e) ||
      (t.add(e),
      ka(e, (r, i) => {
        if (wa(i)) {
          const t = i[ma];
          mo(t, n) && (Na(e, r, Ua(t), e.type_), po(t));
        } else Ta(i) && bo(i, t, n);
      })),
    e
  );
}
function xo(e, t) {
  let n = Fa(e),
    r = {
      type_: +!!n,
      scope_: t ? t.scope_ : no(),
      modified_: !1,
      finalized_: !1,
      assigned_: void 0,
      parent_: t,
      base_: e,
      draft_: null,
      copy_: null,
      revoke_: null,
      isManual_: !1,
      callbacks_: void 0,
    },
    i = r,
    a = So;
  n && ((i = [r]), (a = Co));
  const { revoke: o, proxy: s } = Proxy.revocable(i, a);
  return (r.draft_ = s), (r.revoke_ = o), [s, r];
}
var So = {
    get(e, t) {
      if (t === ma) return e;
      const n = e.scope_.arrayMethodsPlugin_,
        r = e.type_ === 1 && typeof t == `string`;
      if (r && n?.isArrayOperationMethod(t)) return n.createMethodInterceptor(e, t);
      const i = Ha(e);
      if (!ja(i, t, e.type_)) return Eo(e, i, t);
      const a = i[t];
      if (e.finalized_ || !Ta(a) || (r && e.operationMethod && n?.isMutatingArrayMethod(e.operationMethod) && Va(t)))
        return a;
      if (a === wo(e.base_, t) || To(e, t, a)) {
        ko(e);
        const n = e.type_ === 1 ? +t : t,
          r = jo(e.scope_, a, e, n);
        return (e.copy_[n] = r);
      }
      return a;
    },
    has(e, t) {
      return t in Ha(e);
    },
    ownKeys(e) {
      return Reflect.ownKeys(Ha(e));
    },
    set(e, t, n) {
      const r = Do(Ha(e), t);
      if (r?.set) return r.set.call(e.draft_, n), !0;
      if (!e.modified_) {
        const r = wo(Ha(e), t),
          i = r?.[ma];
        if (i && i.base_ === n) return (e.copy_[t] = n), e.assigned_.delete(t), !0;
        if (Pa(n, r) && (n !== void 0 || ja(e.base_, t, e.type_))) return !0;
        ko(e), Oo(e);
      }
      return (
        (e.copy_[t] === n && (n !== void 0 || ja(e.copy_, t, e.type_))) ||
          (Number.isNaN(n) && Number.isNaN(e.copy_[t])) ||
          ((e.copy_[t] = n), e.assigned_.set(t, !0), yo(e, t, n)),
        !0
      );
    },
    deleteProperty(e, t) {
      return (
        ko(e),
        wo(e.base_, t) !== void 0 || t in e.base_ ? (e.assigned_.set(t, !1), Oo(e)) : e.assigned_.delete(t),
        e.copy_ && delete e.copy_[t],
        !0
      );
    },
    getOwnPropertyDescriptor(e, t) {
      const n = Ha(e),
        r = Reflect.getOwnPropertyDescriptor(n, t);
      return r && { [Sa]: !0, [ba]: e.type_ !== 1 || t !== `length`, [xa]: r[xa], [Ca]: n[t] };
    },
    defineProperty() {
      ha(11);
    },
    getPrototypeOf(e) {
      return _a(e.base_);
    },
    setPrototypeOf() {
      ha(12);
    },
  },
  Co = {};
for (const e in So) {
  const t = So[e];
  Co[e] = function () {
    const e = arguments;
    return (e[0] = e[0][0]), t.apply(this, e);
  };
}
(Co.deleteProperty = function (e, t) {
  return Co.set.call(this, e, t, void 0);
}),
  (Co.set = function (e, t, n) {
    return So.set.call(this, e[0], t, n, e[0]);
  });
function wo(e, t) {
  const n = e[ma];
  return (n ? Ha(n) : e)[t];
}
function To(e, t, n) {
  return e.type_ !== 1 || !e.allIndicesReassigned_ || !Ta(n) || n[ma] ? !1 : e.baseRefs_.has(n);
}
function Eo(e, t, n) {
  const r = Do(t, n);
  return r ? (Ca in r ? r[Ca] : r.get?.call(e.draft_)) : void 0;
}
function Do(e, t) {
  if (!(t in e)) return;
  let n = _a(e);
  for (; n; ) {
    const e = Object.getOwnPropertyDescriptor(n, t);
    if (e) return e;
    n = _a(n);
  }
}
function Oo(e) {
  e.modified_ || ((e.modified_ = !0), e.parent_ && Oo(e.parent_));
}
function ko(e) {
  e.copy_ ||= ((e.assigned_ = new Map()), Wa(e.base_, e.scope_.immer_.useStrictShallowCopy_));
}
var Ao = class {
  constructor(e) {
    (this.autoFreeze_ = !0),
      (this.useStrictShallowCopy_ = !1),
      (this.useStrictIteration_ = !1),
      (this.produce = (e, t, n) => {
        if (za(e) && !za(t)) {
          const n = t;
          t = e;
          const r = this;
          return function (e = n, ...i) {
            return r.produce(e, (e) => t.call(this, e, ...i));
          };
        }
        za(t) || ha(6), n !== void 0 && !za(n) && ha(7);
        let r;
        if (Ta(e)) {
          let i = so(this),
            a = jo(i, e, void 0),
            o = !0;
          try {
            (r = t(a)), (o = !1);
          } finally {
            o ? ao(i) : oo(i);
          }
          return io(i, n), lo(r, i);
        }
        if (!e || !Ra(e)) {
          if (((r = t(e)), r === void 0 && (r = e), r === fa && (r = void 0), this.autoFreeze_ && Ga(r, !0), n)) {
            const t = [],
              i = [];
            $a(Xa).generateReplacementPatches_(e, r, { patches_: t, inversePatches_: i }), n(t, i);
          }
          return r;
        }
        ha(1, e);
      }),
      (this.produceWithPatches = (e, t) => {
        if (za(e)) return (t, ...n) => this.produceWithPatches(t, (t) => e(t, ...n));
        let n, r;
        return [
          this.produce(e, t, (e, t) => {
            (n = e), (r = t);
          }),
          n,
          r,
        ];
      }),
      Ba(e?.autoFreeze) && this.setAutoFreeze(e.autoFreeze);
    const t = e?.useStrictShallowCopy;
    (Ba(t) || t === `class_only`) && this.setUseStrictShallowCopy(t),
      Ba(e?.useStrictIteration) && this.setUseStrictIteration(e.useStrictIteration);
  }
  createDraft(e) {
    Ta(e) || ha(8), wa(e) && (e = Mo(e));
    const t = so(this),
      n = jo(t, e, void 0);
    return (n[ma].isManual_ = !0), oo(t), n;
  }
  finishDraft(e, t) {
    const n = e && e[ma];
    (n && n.isManual_) || ha(9);
    const { scope_: r } = n;
    return io(r, t), lo(void 0, r);
  }
  setAutoFreeze(e) {
    this.autoFreeze_ = e;
  }
  setUseStrictShallowCopy(e) {
    this.useStrictShallowCopy_ = e;
  }
  setUseStrictIteration(e) {
    this.useStrictIteration_ = e;
  }
  shouldUseStrictIteration() {
    return this.useStrictIteration_;
  }
  applyPatches(e, t) {
    let n;
    for (n = t.length - 1; n >= 0; n--) {
      const r = t[n];
      if (r.path.length === 0 && r.op === `replace`) {
        e = r.value;
        break;
      }
    }
    n > -1 && (t = t.slice(n + 1));
    const r = $a(Xa).applyPatches_;
    return wa(e) ? r(e, t) : this.produce(e, (e) => r(e, t));
  }
};
function jo(e, t, n, r) {
  const [i, a] = Ia(t) ? $a(Ya).proxyMap_(t, n) : La(t) ? $a(Ya).proxySet_(t, n) : xo(t, n);
  return (
    (n?.scope_ ?? no()).drafts_.push(i),
    (a.callbacks_ = n?.callbacks_ ?? []),
    (a.key_ = r),
    n && r !== void 0
      ? _o(n, a, r)
      : a.callbacks_.push((e) => {
          e.mapSetPlugin_?.fixSetContents(a);
          const { patchPlugin_: t } = e;
          a.modified_ && t && t.generatePatches_(a, [], e);
        }),
    i
  );
}
function Mo(e) {
  return wa(e) || ha(10, e), No(e);
}
function No(e) {
  if (!Ta(e) || Ja(e)) return e;
  let t = e[ma],
    n,
    r = !0;
  if (t) {
    if (!t.modified_) return t.base_;
    (t.finalized_ = !0),
      (n = Wa(e, t.scope_.immer_.useStrictShallowCopy_)),
      (r = t.scope_.immer_.shouldUseStrictIteration());
  } else n = Wa(e, !0);
  const i = n;
  return (
    La(n) && (n = new Set()),
    ka(
      i,
      (e, t) => {
        Na(n, e, No(t));
      },
      r,
    ),
    t && (t.finalized_ = !1),
    n
  );
}
globalThis.Iterator?.from;
var Po = new Ao().produce,
  V = (e) => e;
function Fo(e) {
  return ({ dispatch: t, getState: n }) =>
    (r) =>
    (i) =>
      typeof i == `function` ? i(t, n, e) : r(i);
}
var Io = Fo(),
  Lo = Fo,
  Ro =
    typeof window < `u` && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
      ? window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
      : function () {
          if (arguments.length !== 0) return typeof arguments[0] == `object` ? la : la.apply(null, arguments);
        };
typeof window < `u` && window.__REDUX_DEVTOOLS_EXTENSION__ && window.__REDUX_DEVTOOLS_EXTENSION__;
function zo(e, t) {
  function n(...n) {
    if (t) {
      const r = t(...n);
      if (!r) throw Error(qs(0));
      return {
        type: e,
        payload: r.payload,
        ...(`meta` in r && { meta: r.meta }),
        ...(`error` in r && { error: r.error }),
      };
    }
    return { type: e, payload: n[0] };
  }
  return (n.toString = () => `${e}`), (n.type = e), (n.match = (t) => t != null && t.type === e && da(t)), n;
}
var Bo = class e extends Array {
  constructor(...t) {
    super(...t), Object.setPrototypeOf(this, e.prototype);
  }
  static get [Symbol.species]() {
    return e;
  }
  concat(...e) {
    return super.concat.apply(this, e);
  }
  prepend(...t) {
    return t.length === 1 && Array.isArray(t[0]) ? new e(...t[0].concat(this)) : new e(...t.concat(this));
  }
};
function Vo(e) {
  return Ta(e) ? Po(e, () => {}) : e;
}
function Ho(e, t, n) {
  return e.has(t) ? e.get(t) : e.set(t, n(t)).get(t);
}
function Uo(e) {
  return typeof e == `boolean`;
}
var Wo = () => (e) => {
    const { thunk: t = !0, immutableCheck: n = !0, serializableCheck: r = !0, actionCreatorCheck: i = !0 } = e ?? {},
      a = new Bo();
    return t && (Uo(t) ? a.push(Io) : a.push(Lo(t.extraArgument))), a;
  },
  Go = `RTK_autoBatch`,
  H = () => (e) => ({ payload: e, meta: { [Go]: !0 } }),
  Ko = (e) => (t) => {
    setTimeout(t, e);
  },
  qo = (e, t, n) => (r) => {
    let i = !1,
      a,
      o,
      s = () => {
        i || ((i = !0), t?.(a), clearTimeout(o), r());
      };
    (a = e(s)), (o = setTimeout(s, n));
  },
  Jo =
    (e = { type: `raf` }) =>
    (t) =>
    (...n) => {
      let r = t(...n),
        i = !0,
        a = !1,
        o = !1,
        s = new Set(),
        c =
          e.type === `tick`
            ? queueMicrotask
            : e.type === `raf`
              ? typeof window < `u` && window.requestAnimationFrame
                ? qo(window.requestAnimationFrame, window.cancelAnimationFrame, 100)
                : Ko(10)
              : e.type === `callback`
                ? e.queueNotification
                : Ko(e.timeout),
        l = () => {
          (o = !1), a && ((a = !1), s.forEach((e) => e()));
        };
      return Object.assign({}, r, {
        subscribe(e) {
          const t = r.subscribe(() => i && e());
          return (
            s.add(e),
            () => {
              t(), s.delete(e);
            }
          );
        },
        dispatch(e) {
          try {
            return (i = !e?.meta?.[Go]), (a = !i), a && (o || ((o = !0), c(l))), r.dispatch(e);
          } finally {
            i = !0;
          }
        },
      });
    },
  Yo = (e) => (t) => {
    const { autoBatch: n = !0 } = t ?? {},
      r = new Bo(e);
    return n && r.push(Jo(typeof n == `object` ? n : void 0)), r;
  };
function Xo(e) {
  let t = Wo(),
    {
      reducer: n = void 0,
      middleware: r,
      devTools: i = !0,
      duplicateMiddlewareCheck: a = !0,
      preloadedState: o = void 0,
      enhancers: s = void 0,
    } = e || {},
    c;
  if (typeof n == `function`) c = n;
  else if (aa(n)) c = ca(n);
  else throw Error(qs(1));
  let l;
  l = typeof r == `function` ? r(t) : t();
  let u = la;
  i && (u = Ro({ trace: !1, ...(typeof i == `object` && i) }));
  const d = Yo(ua(...l)),
    f = typeof s == `function` ? s(d) : d(),
    p = u(...f);
  return oa(c, o, p);
}
function Zo(e) {
  let t = {},
    n = [],
    r,
    i = {
      addCase(e, n) {
        const r = typeof e == `string` ? e : e.type;
        if (!r) throw Error(qs(28));
        if (r in t) throw Error(qs(29));
        return (t[r] = n), i;
      },
      addAsyncThunk(e, r) {
        return (
          r.pending && (t[e.pending.type] = r.pending),
          r.rejected && (t[e.rejected.type] = r.rejected),
          r.fulfilled && (t[e.fulfilled.type] = r.fulfilled),
          r.settled && n.push({ matcher: e.settled, reducer: r.settled }),
          i
        );
      },
      addMatcher(e, t) {
        return n.push({ matcher: e, reducer: t }), i;
      },
      addDefaultCase(e) {
        return (r = e), i;
      },
    };
  return e(i), [t, n, r];
}
function Qo(e) {
  return typeof e == `function`;
}
function $o(e, t) {
  let [n, r, i] = Zo(t),
    a;
  if (Qo(e)) a = () => Vo(e());
  else {
    const t = Vo(e);
    a = () => t;
  }
  function o(e, t, n) {
    if (wa(e)) {
      const r = t(e, n);
      return r === void 0 ? e : r;
    }
    if (Ta(e)) return Po(e, (e) => t(e, n));
    {
      const r = t(e, n);
      if (r === void 0) {
        if (e === null) return e;
        throw Error(qs(9));
      }
      return r;
    }
  }
  function s(e = a(), t) {
    let s = n[t.type],
      c;
    for (const { matcher: e, reducer: n } of r) e(t) && n && (c ??= []).push(n);
    if (!s && !c) return i ? o(e, i, t) : e;
    if ((s && (e = o(e, s, t)), c)) for (const n of c) e = o(e, n, t);
    return e;
  }
  return (s.getInitialState = a), s;
}
var es = `ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW`,
  ts = (e = 21) => {
    let t = ``,
      n = e;
    for (; n--; ) t += es[(Math.random() * 64) | 0];
    return t;
  },
  ns = Symbol.for(`rtk-slice-createasyncthunk`);
function rs(e, t) {
  return `${e}/${t}`;
}
function is({ creators: e } = {}) {
  const t = e?.asyncThunk?.[ns];
  return (e) => {
    const { name: n, reducerPath: r = n } = e;
    if (!n) throw Error(qs(11));
    const i = (typeof e.reducers == `function` ? e.reducers(ss()) : e.reducers) || {},
      a = Object.keys(i),
      o = { sliceCaseReducersByName: {}, sliceCaseReducersByType: {}, actionCreators: {}, sliceMatchers: [] },
      s = {
        addCase(e, t) {
          const n = typeof e == `string` ? e : e.type;
          if (!n) throw Error(qs(12));
          if (n in o.sliceCaseReducersByType) throw Error(qs(13));
          return (o.sliceCaseReducersByType[n] = t), s;
        },
        addMatcher(e, t) {
          return o.sliceMatchers.push({ matcher: e, reducer: t }), s;
        },
        exposeAction(e, t) {
          return (o.actionCreators[e] = t), s;
        },
        exposeCaseReducer(e, t) {
          return (o.sliceCaseReducersByName[e] = t), s;
        },
      };
    a.forEach((r) => {
      const a = i[r],
        o = { reducerName: r, type: rs(n, r), createNotation: typeof e.reducers == `function` };
      ls(a) ? ds(o, a, s, t) : cs(o, a, s);
    });
    function c() {
      const [t = {}, n = [], r = void 0] =
          typeof e.extraReducers == `function` ? Zo(e.extraReducers) : [e.extraReducers],
        i = { ...t, ...o.sliceCaseReducersByType };
      return $o(e.initialState, (e) => {
        for (const t in i) e.addCase(t, i[t]);
        for (const t of o.sliceMatchers) e.addMatcher(t.matcher, t.reducer);
        for (const t of n) e.addMatcher(t.matcher, t.reducer);
        r && e.addDefaultCase(r);
      });
    }
    let l = (e) => e,
      u = new Map(),
      d = new WeakMap(),
      f;
    function p(e, t) {
      return (f ||= c()), f(e, t);
    }
    function m() {
      return (f ||= c()), f.getInitialState();
    }
    function h(t, n = !1) {
      function r(e) {
        let i = e[t];
        return i === void 0 && n && (i = Ho(d, r, m)), i;
      }
      function i(t = l) {
        return Ho(
          Ho(u, n, () => new WeakMap()),
          t,
          () => {
            const r = {};
            for (const [i, a] of Object.entries(e.selectors ?? {})) r[i] = as(a, t, () => Ho(d, t, m), n);
            return r;
          },
        );
      }
      return {
        reducerPath: t,
        getSelectors: i,
        get selectors() {
          return i(r);
        },
        selectSlice: r,
      };
    }
    const g = {
      name: n,
      reducer: p,
      actions: o.actionCreators,
      caseReducers: o.sliceCaseReducersByName,
      getInitialState: m,
      ...h(r),
      injectInto(e, { reducerPath: t, ...n } = {}) {
        const i = t ?? r;
        return e.inject({ reducerPath: i, reducer: p }, n), { ...g, ...h(i, !0) };
      },
    };
    return g;
  };
}
function as(e, t, n, r) {
  function i(i, ...a) {
    let o = t(i);
    return o === void 0 && r && (o = n()), e(o, ...a);
  }
  return (i.unwrapped = e), i;
}
var os = is();
function ss() {
  function e(e, t) {
    return { _reducerDefinitionType: `asyncThunk`, payloadCreator: e, ...t };
  }
  return (
    (e.withTypes = () => e),
    {
      reducer(e) {
        return Object.assign(
          {
            [e.name](...t) {
              return e(...t);
            },
          }[e.name],
          { _reducerDefinitionType: `reducer` },
        );
      },
      preparedReducer(e, t) {
        return { _reducerDefinitionType: `reducerWithPrepare`, prepare: e, reducer: t };
      },
      asyncThunk: e,
    }
  );
}
function cs({ type: e, reducerName: t, createNotation: n }, r, i) {
  let a, o;
  if (`reducer` in r) {
    if (n && !us(r)) throw Error(qs(17));
    (a = r.reducer), (o = r.prepare);
  } else a = r;
  i.addCase(e, a)
    .exposeCaseReducer(t, a)
    .exposeAction(t, o ? zo(e, o) : zo(e));
}
function ls(e) {
  return e._reducerDefinitionType === `asyncThunk`;
}
function us(e) {
  return e._reducerDefinitionType === `reducerWithPrepare`;
}
function ds({ type: e, reducerName: t }, n, r, i) {
  if (!i) throw Error(qs(18));
  const { payloadCreator: a, fulfilled: o, pending: s, rejected: c, settled: l, options: u } = n,
    d = i(e, a, u);
  r.exposeAction(t, d),
    o && r.addCase(d.fulfilled, o),
    s && r.addCase(d.pending, s),
    c && r.addCase(d.rejected, c),
    l && r.addMatcher(d.settled, l),
    r.exposeCaseReducer(t, { fulfilled: o || fs, pending: s || fs, rejected: c || fs, settled: l || fs });
}
function fs() {}
var ps = `task`,
  ms = `listener`,
  hs = `completed`,
  gs = `cancelled`,
  _s = `task-${gs}`,
  vs = `task-${hs}`,
  ys = `${ms}-${gs}`,
  bs = `${ms}-${hs}`,
  xs = class {
    code;
    name = `TaskAbortError`;
    message;
    constructor(e) {
      (this.code = e), (this.message = `${ps} ${gs} (reason: ${e})`);
    }
  },
  Ss = (e, t) => {
    if (typeof e != `function`) throw TypeError(qs(32));
  },
  Cs = () => {},
  ws = (e, t = Cs) => (e.catch(t), e),
  Ts = (e, t) => (e.addEventListener(`abort`, t, { once: !0 }), () => e.removeEventListener(`abort`, t)),
  Es = (e) => {
    if (e.aborted) throw new xs(e.reason);
  };
function Ds(e, t) {
  let n = Cs;
  return new Promise((r, i) => {
    const a = () => i(new xs(e.reason));
    e.aborted ? a() : ((n = Ts(e, a)), t.finally(() => n()).then(r, i));
  }).finally(() => {
    n = Cs;
  });
}
var Os = async (e, t) => {
    try {
      return await Promise.resolve(), { status: `ok`, value: await e() };
    } catch (e) {
      return { status: e instanceof xs ? `cancelled` : `rejected`, error: e };
    } finally {
      t?.();
    }
  },
  ks = (e) => (t) => ws(Ds(e, t).then((t) => (Es(e), t))),
  As = (e) => {
    const t = ks(e);
    return (e) => {
      let n;
      return ws(
        t(
          new Promise((t) => {
            n = setTimeout(t, e);
          }),
        ).finally(() => clearTimeout(n)),
      );
    };
  },
  { assign: js } = Object,
  Ms = {},
  Ns = `listenerMiddleware`,
  Ps = (e, t) => {
    const n = (t) => Ts(e, () => t.abort(e.reason));
    return (r, i) => {
      Ss(r, `taskExecutor`);
      const a = new AbortController();
      n(a);
      const o = Os(
        async () => {
          Es(e), Es(a.signal);
          const t = await r({ pause: ks(a.signal), delay: As(a.signal), signal: a.signal });
          return Es(a.signal), t;
        },
        () => a.abort(vs),
      );
      return (
        i?.autoJoin && t.push(o.catch(Cs)),
        {
          result: ks(e)(o),
          cancel() {
            a.abort(_s);
          },
        }
      );
    };
  },
  Fs = (e, t) => {
    const n = async (n, r) => {
      Es(t);
      let i = () => {},
        a = [
          new Promise((t, r) => {
            const a = e({
              predicate: n,
              effect: (e, n) => {
                n.unsubscribe(), t([e, n.getState(), n.getOriginalState()]);
              },
            });
            i = () => {
              a(), r();
            };
          }),
        ],
        o;
      r != null &&
        a.push(
          new Promise((e) => {
            o = setTimeout(e, r, null);
          }),
        );
      try {
        const e = await Ds(t, Promise.race(a));
        return Es(t), e;
      } finally {
        clearTimeout(o), i();
      }
    };
    return (e, t) => ws(n(e, t));
  },
  Is = (e) => {
    let { type: t, actionCreator: n, matcher: r, predicate: i, effect: a } = e;
    if (t) i = zo(t).match;
    else if (n) (t = n.type), (i = n.match);
    else if (r) i = r;
    else if (!i) throw Error(qs(21));
    return Ss(a, `options.listener`), { predicate: i, type: t, effect: a };
  },
  Ls = js(
    (e) => {
      const { type: t, predicate: n, effect: r } = Is(e);
      return {
        id: ts(),
        effect: r,
        type: t,
        predicate: n,
        pending: new Set(),
        unsubscribe: () => {
          throw Error(qs(22));
        },
      };
    },
    { withTypes: () => Ls },
  ),
  Rs = (e, t) => {
    const { type: n, effect: r, predicate: i } = Is(t);
    return Array.from(e.values()).find(
      (e) => (typeof n == `string` ? e.type === n : e.predicate === i) && e.effect === r,
    );
  },
  zs = (e) => {
    e.pending.forEach((e) => {
      e.abort(ys);
    });
  },
  Bs = (e, t) => () => {
    for (const e of t.keys()) zs(e);
    e.clear();
  },
  Vs = (e, t, n) => {
    try {
      e(t, n);
    } catch (e) {
      setTimeout(() => {
        throw e;
      }, 0);
    }
  },
  Hs = js(zo(`${Ns}/add`), { withTypes: () => Hs }),
  Us = zo(`${Ns}/removeAll`),
  Ws = js(zo(`${Ns}/remove`), { withTypes: () => Ws }),
  Gs = (...e) => {
    console.error(`${Ns}/error`, ...e);
  },
  Ks = (e = {}) => {
    const t = new Map(),
      n = new Map(),
      r = (e) => {
        const t = n.get(e) ?? 0;
        n.set(e, t + 1);
      },
      i = (e) => {
        const t = n.get(e) ?? 1;
        t === 1 ? n.delete(e) : n.set(e, t - 1);
      },
      { extra: a, onError: o = Gs } = e;
    Ss(o, `onError`);
    let s,
      c = () => {
        if (!s) {
          let e = Array.from(t.values()),
            n = new Set(),
            r = !1;
          for (const t of e) typeof t.type == `string` ? n.add(t.type) : (r = !0);
          s = { entries: e, types: n, anyType: r };
        }
        return s;
      },
      l = (e) => {
        t.has(e.id) || (t.set(e.id, e), (s = void 0));
      },
      u = (e) => (
        (e.unsubscribe = () => {
          t.delete(e.id) && (s = void 0);
        }),
        l(e),
        (t) => {
          e.unsubscribe(), t?.cancelActive && zs(e);
        }
      ),
      d = (e) => {
        const n = Rs(t, e) ?? Ls(e);
        return u(n);
      };
    js(d, { withTypes: () => d });
    const f = (e) => {
      const n = Rs(t, e);
      return n && (n.unsubscribe(), e.cancelActive && zs(n)), !!n;
    };
    js(f, { withTypes: () => f });
    const p = async (e, t, n, s) => {
        const c = new AbortController(),
          u = Fs(d, c.signal),
          f = [];
        try {
          e.pending.add(c),
            r(e),
            await Promise.resolve(
              e.effect(
                t,
                js({}, n, {
                  getOriginalState: s,
                  condition: (e, t) => u(e, t).then(Boolean),
                  take: u,
                  delay: As(c.signal),
                  pause: ks(c.signal),
                  extra: a,
                  signal: c.signal,
                  fork: Ps(c.signal, f),
                  unsubscribe: e.unsubscribe,
                  subscribe: () => {
                    l(e);
                  },
                  cancelActiveListeners: () => {
                    e.pending.forEach((e, t, n) => {
                      e !== c && (e.abort(ys), n.delete(e));
                    });
                  },
                  cancel: () => {
                    c.abort(ys), e.pending.delete(c);
                  },
                  throwIfCancelled: () => {
                    Es(c.signal);
                  },
                }),
              ),
            );
        } catch (e) {
          e instanceof xs || Vs(o, e, { raisedBy: `effect` });
        } finally {
          await Promise.all(f), c.abort(bs), i(e), e.pending.delete(c);
        }
      },
      m = Bs(t, n),
      h = () => {
        m(), (s = void 0);
      };
    return {
      middleware: (e) => (t) => (n) => {
        if (!da(n)) return t(n);
        if (Hs.match(n)) return d(n.payload);
        if (Us.match(n)) {
          h();
          return;
        }
        if (Ws.match(n)) return f(n.payload);
        let r = e.getState(),
          i = () => {
            if (r === Ms) throw Error(qs(23));
            return r;
          },
          a;
        try {
          a = t(n);
          const { entries: s, types: l, anyType: u } = c();
          if (u || l.has(n.type)) {
            const t = e.getState();
            for (const a of s) {
              if (typeof a.type == `string` && a.type !== n.type) continue;
              let s = !1;
              try {
                s = a.predicate(n, t, r);
              } catch (e) {
                (s = !1), Vs(o, e, { raisedBy: `predicate` });
              }
              s && p(a, n, e, i);
            }
          }
        } finally {
          r = Ms;
        }
        return a;
      },
      startListening: d,
      stopListening: f,
      clearListeners: h,
    };
  };
function qs(e) {
  return `Minified Redux Toolkit error #${e}; visit https://redux-toolkit.js.org/Errors?code=${e} for the full message or use the non-minified dev environment for full errors. `;
}
var Js = os({
    name: `chartLayout`,
    initialState: {
      layoutType: `horizontal`,
      width: 0,
      height: 0,
      margin: { top: 5, right: 5, bottom: 5, left: 5 },
      scale: 1,
    },
    reducers: {
      setLayout(e, t) {
        e.layoutType = t.payload;
      },
      setChartSize(e, t) {
        (e.width = t.payload.width), (e.height = t.payload.height);
      },
      setMargin(e, t) {
        (e.margin.top = t.payload.top ?? 0),
          (e.margin.right = t.payload.right ?? 0),
          (e.margin.bottom = t.payload.bottom ?? 0),
          (e.margin.left = t.payload.left ?? 0);
      },
      setScale(e, t) {
        e.scale = t.payload;
      },
    },
  }),
  Ys = Js.actions,
  Xs = Ys.setMargin,
  Zs = Ys.setLayout,
  Qs = Ys.setChartSize,
  $s = Ys.setScale,
  ec = Js.reducer;
function tc(e, t, n) {
  return Array.isArray(e) && e && t + n !== 0 ? e.slice(t, n + 1) : e;
}
function U(e) {
  return Number.isFinite(e);
}
function nc(e) {
  return typeof e == `number` && e > 0 && Number.isFinite(e);
}
function rc(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function ic(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? rc(Object(n), !0).forEach((t) => {
          ac(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : rc(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function ac(e, t, n) {
  return (
    (t = oc(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function oc(e) {
  var t = sc(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function sc(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function cc(e, t, n) {
  return I(e) || I(t) ? n : de(t) ? ie(e, t, n) : typeof t == `function` ? t(e) : n;
}
var lc = (e, t, n) => {
    if (t && n) {
      var r = n.width,
        i = n.height,
        a = t.align,
        o = t.verticalAlign,
        s = t.layout,
        c = t.position,
        l = t.offset,
        u = l === void 0 ? 0 : l;
      if (c != null) {
        if (ke(c)) {
          if (c === `top` && F(e.top)) return ic(ic({}, e), {}, { top: e.top + (i || 0) + u });
          if (c === `bottom` && F(e.bottom)) return ic(ic({}, e), {}, { bottom: e.bottom + (i || 0) + u });
          if (c === `left` && F(e.left)) return ic(ic({}, e), {}, { left: e.left + (r || 0) + u });
          if (c === `right` && F(e.right)) return ic(ic({}, e), {}, { right: e.right + (r || 0) + u });
        }
        return e;
      }
      if ((s === `vertical` || (s === `horizontal` && o === `middle`)) && a !== `center` && F(e[a]))
        return ic(ic({}, e), {}, { [a]: e[a] + (r || 0) });
      if ((s === `horizontal` || (s === `vertical` && a === `center`)) && o !== `middle` && F(e[o]))
        return ic(ic({}, e), {}, { [o]: e[o] + (i || 0) });
    }
    return e;
  },
  uc = (e, t) =>
    (e === `horizontal` && t === `xAxis`) ||
    (e === `vertical` && t === `yAxis`) ||
    (e === `centric` && t === `angleAxis`) ||
    (e === `radial` && t === `radiusAxis`),
  dc = (e, t, n, r) => {
    if (r) return e.map((e) => e.coordinate);
    var i,
      a,
      o = e.map((e) => (e.coordinate === t && (i = !0), e.coordinate === n && (a = !0), e.coordinate));
    return i || o.push(t), a || o.push(n), o;
  },
  fc = (e, t, n) => {
    if (!e) return null;
    var r = e.duplicateDomain,
      i = e.type,
      a = e.range,
      o = e.scale,
      s = e.realScaleType,
      c = e.isCategorical,
      l = e.categoricalDomain,
      u = e.tickCount,
      d = e.ticks,
      f = e.niceTicks,
      p = e.axisType;
    if (!o) return null;
    var m = s === `scaleBand` && o.bandwidth ? o.bandwidth() / 2 : 2,
      h = (t || n) && i === `category` && o.bandwidth ? o.bandwidth() / m : 0;
    return (
      (h = p === `angleAxis` && a && a.length >= 2 ? ce(a[0] - a[1]) * 2 * h : h),
      t && (d || f)
        ? (d || f || [])
            .map((e, t) => {
              var n = r ? r.indexOf(e) : e,
                i = o.map(n);
              return U(i) ? { coordinate: i + h, value: e, offset: h, index: t } : null;
            })
            .filter(ye)
        : c && l
          ? l
              .map((e, t) => {
                var n = o.map(e);
                return U(n) ? { coordinate: n + h, value: e, index: t, offset: h } : null;
              })
              .filter(ye)
          : o.ticks && !n && u != null
            ? o
                .ticks(u)
                .map((e, t) => {
                  var n = o.map(e);
                  return U(n) ? { coordinate: n + h, value: e, index: t, offset: h } : null;
                })
                .filter(ye)
            : o
                .domain()
                .map((e, t) => {
                  var n = o.map(e);
                  return U(n) ? { coordinate: n + h, value: r ? r[e] : e, index: t, offset: h } : null;
                })
                .filter(ye)
    );
  },
  pc = (e, t) => {
    if (!t || t.length !== 2 || !F(t[0]) || !F(t[1])) return e;
    var n = Math.min(t[0], t[1]),
      r = Math.max(t[0], t[1]),
      i = [e[0], e[1]];
    return (
      (!F(e[0]) || e[0] < n) && (i[0] = n),
      (!F(e[1]) || e[1] > r) && (i[1] = r),
      i[0] > r && (i[0] = r),
      i[1] < n && (i[1] = n),
      i
    );
  },
  mc = {
    sign: (e) => {
      var t = e.length;
      if (!(t <= 0)) {
        var n = e[0]?.length;
        if (!(n == null || n <= 0))
          for (var r = 0; r < n; ++r)
            for (var i = 0, a = 0, o = 0; o < t; ++o) {
              var s = e[o]?.[r];
              if (s != null) {
                var c = s[1],
                  l = s[0],
                  u = le(c) ? l : c;
                u >= 0 ? ((s[0] = i), (i += u), (s[1] = i)) : ((s[0] = a), (a += u), (s[1] = a));
              }
            }
      }
    },
    expand: fn,
    none: sn,
    silhouette: pn,
    wiggle: mn,
    positive: (e) => {
      var t = e.length;
      if (!(t <= 0)) {
        var n = e[0]?.length;
        if (!(n == null || n <= 0))
          for (var r = 0; r < n; ++r)
            for (var i = 0, a = 0; a < t; ++a) {
              var o = e[a]?.[r];
              if (o != null) {
                var s = le(o[1]) ? o[0] : o[1];
                s >= 0 ? ((o[0] = i), (i += s), (o[1] = i)) : ((o[0] = 0), (o[1] = 0));
              }
            }
      }
    },
  },
  hc = (e, t, n) => {
    var r = mc[n] ?? sn,
      i = dn()
        .keys(t)
        .value((e, t) => Number(cc(e, t, 0)))
        .order(cn)
        .offset(r)(e);
    return (
      i.forEach((n, r) => {
        n.forEach((n, i) => {
          var a = cc(e[i], t[r], 0);
          Array.isArray(a) && a.length === 2 && F(a[0]) && F(a[1]) && ((n[0] = a[0]), (n[1] = a[1]));
        });
      }),
      i
    );
  };
function gc(e) {
  return e == null ? void 0 : String(e);
}
var _c = (e) => {
    var t = e.axis,
      n = e.ticks,
      r = e.offset,
      i = e.bandSize,
      a = e.entry,
      o = e.index;
    if (t.type === `category`) return n[o] ? n[o].coordinate + r : null;
    var s = cc(a, t.dataKey, t.scale.domain()[o]);
    if (I(s)) return null;
    var c = t.scale.map(s);
    return F(c) ? c - i / 2 + r : null;
  },
  vc = (e) => {
    var t = e.numericAxis,
      n = t.scale.domain();
    if (t.type === `number`) {
      var r = Math.min(n[0], n[1]),
        i = Math.max(n[0], n[1]);
      return r <= 0 && i >= 0 ? 0 : i < 0 ? i : r;
    }
    return n[0];
  },
  yc = (e) => {
    var t = e.flat(2).filter(F);
    return [Math.min(...t), Math.max(...t)];
  },
  bc = (e) => [e[0] === 1 / 0 ? 0 : e[0], e[1] === -1 / 0 ? 0 : e[1]],
  xc = (e, t, n) => {
    if (e != null && Object.keys(e).length !== 0)
      return bc(
        Object.keys(e).reduce(
          (r, i) => {
            var a = e[i];
            if (!a) return r;
            var o = a.stackedData.reduce(
              (e, r) => {
                var i = yc(tc(r, t, n));
                return !U(i[0]) || !U(i[1]) ? e : [Math.min(e[0], i[0]), Math.max(e[1], i[1])];
              },
              [1 / 0, -1 / 0],
            );
            return [Math.min(o[0], r[0]), Math.max(o[1], r[1])];
          },
          [1 / 0, -1 / 0],
        ),
      );
  },
  Sc = /^dataMin[\s]*-[\s]*([0-9]+([.]{1}[0-9]+){0,1})$/,
  Cc = /^dataMax[\s]*\+[\s]*([0-9]+([.]{1}[0-9]+){0,1})$/,
  wc = (e, t, n) => {
    if (e && e.scale && e.scale.bandwidth) {
      var r = e.scale.bandwidth();
      if (!n || r > 0) return r;
    }
    if (e && t && t.length >= 2) {
      for (var i = Bi(t, (e) => e.coordinate), a = [], o = 0, s = 1, c = i.length; s < c; s++) {
        var l = (i[s]?.coordinate || 0) - (i[s - 1]?.coordinate || 0);
        a.push(l), (o = Math.max(l, o));
      }
      var u = o * 1e-4,
        d = 1 / 0;
      for (var f of a) f > u && (d = Math.min(f, d));
      return d === 1 / 0 ? 0 : d;
    }
    return n ? void 0 : 0;
  };
function Tc(e) {
  var t = e.tooltipEntrySettings,
    n = e.dataKey,
    r = e.payload,
    i = e.value,
    a = e.name;
  return ic(ic({}, t), {}, { dataKey: n, payload: r, value: i, name: a });
}
function Ec(e, t) {
  if (e != null) return String(e);
  if (typeof t == `string`) return t;
}
var Dc = (e, t) => {
    if (t === `horizontal`) return e.relativeX;
    if (t === `vertical`) return e.relativeY;
  },
  Oc = (e, t) => (t === `centric` ? e.angle : e.radius),
  kc = (e) => e.layout.width,
  Ac = (e) => e.layout.height,
  jc = (e) => e.layout.scale,
  Mc = (e) => e.layout.margin,
  Nc = B(
    (e) => e.cartesianAxis.xAxis,
    (e) => Object.values(e),
  ),
  Pc = B(
    (e) => e.cartesianAxis.yAxis,
    (e) => Object.values(e),
  ),
  Fc = `data-recharts-item-index`;
function Ic(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Lc(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Ic(Object(n), !0).forEach((t) => {
          Rc(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Ic(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Rc(e, t, n) {
  return (
    (t = zc(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function zc(e) {
  var t = Bc(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Bc(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var Vc = (e) => e.brush.height;
function Hc(e) {
  return Pc(e).reduce(
    (e, t) => (t.orientation === `left` && !t.mirror && !t.hide ? e + (typeof t.width == `number` ? t.width : 60) : e),
    0,
  );
}
function Uc(e) {
  return Pc(e).reduce(
    (e, t) => (t.orientation === `right` && !t.mirror && !t.hide ? e + (typeof t.width == `number` ? t.width : 60) : e),
    0,
  );
}
function Wc(e) {
  return Nc(e).reduce(
    (e, t) => (t.orientation === `top` && !t.mirror && !t.hide ? e + (typeof t.height == `number` ? t.height : 30) : e),
    0,
  );
}
function Gc(e) {
  return Nc(e).reduce(
    (e, t) =>
      t.orientation === `bottom` && !t.mirror && !t.hide ? e + (typeof t.height == `number` ? t.height : 30) : e,
    0,
  );
}
var Kc = B([kc, Ac, Mc, Vc, Hc, Uc, Wc, Gc, Vi, Hi], (e, t, n, r, i, a, o, s, c, l) => {
    var u = { left: (n.left || 0) + i, right: (n.right || 0) + a },
      d = Lc(Lc({}, { top: (n.top || 0) + o, bottom: (n.bottom || 0) + s }), u),
      f = d.bottom;
    (d.bottom += r), (d = lc(d, c, l));
    var p = e - d.left - d.right,
      m = t - d.top - d.bottom;
    return Lc(Lc({ brushBottom: f }, d), {}, { width: Math.max(p, 0), height: Math.max(m, 0) });
  }),
  qc = B(Kc, (e) => ({ x: e.left, y: e.top, width: e.width, height: e.height })),
  Jc = B(kc, Ac, (e, t) => ({ x: 0, y: 0, width: e, height: t })),
  Yc = (0, d.createContext)(null),
  Xc = () => (0, d.useContext)(Yc) != null,
  Zc = (e) => e.brush,
  Qc = B([Zc, Kc, Mc], (e, t, n) => ({
    height: e.height,
    x: F(e.x) ? e.x : t.left,
    y: F(e.y) ? e.y : t.top + t.height + t.brushBottom - (n?.bottom || 0),
    width: F(e.width) ? e.width : t.width,
  }));
function $c(e, t, { signal: n, edges: r } = {}) {
  let i,
    a = null,
    o = r != null && r.includes(`leading`),
    s = r == null || r.includes(`trailing`),
    c = () => {
      a !== null && (e.apply(i, a), (i = void 0), (a = null));
    },
    l = () => {
      s && c(), p();
    },
    u = null,
    d = () => {
      u != null && clearTimeout(u),
        (u = setTimeout(() => {
          (u = null), l();
        }, t));
    },
    f = () => {
      u !== null && (clearTimeout(u), (u = null));
    },
    p = () => {
      f(), (i = void 0), (a = null);
    },
    m = () => {
      c();
    },
    h = function (...e) {
      if (n?.aborted) return;
      (i = this), (a = e);
      const t = u == null;
      d(), o && t && c();
    };
  return (h.schedule = d), (h.cancel = p), (h.flush = m), n?.addEventListener(`abort`, p, { once: !0 }), h;
}
function el(e, t = 0, n = {}) {
  typeof n != `object` && (n = {});
  const { leading: r = !1, trailing: i = !0, maxWait: a } = n,
    o = [, ,];
  r && (o[0] = `leading`), i && (o[1] = `trailing`);
  let s,
    c = null,
    l = $c(
      function (...t) {
        (s = e.apply(this, t)), (c = null);
      },
      t,
      { edges: o },
    ),
    u = function (...t) {
      return a != null && (c === null && (c = Date.now()), Date.now() - c >= a)
        ? ((r || i) && (s = e.apply(this, t)), (c = Date.now()), l.cancel(), l.schedule(), s)
        : (l.apply(this, t), s);
    };
  return (u.cancel = l.cancel), (u.flush = () => (l.flush(), s)), u;
}
function tl(e, t = 0, n = {}) {
  const { leading: r = !0, trailing: i = !0 } = n;
  return el(e, t, { leading: r, maxWait: t, trailing: i });
}
var nl = function (e, t) {
    var n = [...arguments].slice(2);
    if (
      typeof console < `u` &&
      console.warn &&
      (t === void 0 && console.warn(`LogUtils requires an error message argument`), !e)
    ) {
      if (t === void 0)
        console.warn(
          `Minified exception occurred; use the non-minified dev environment for the full error message and additional helpful warnings.`,
        );
      else {
        var r = 0;
        console.warn(t.replace(/%s/g, () => n[r++]));
      }
    }
  },
  rl = { width: `100%`, height: `100%`, debounce: 0, minWidth: 0, initialDimension: { width: -1, height: -1 } },
  il = (e, t, n) => {
    var r = n.width,
      i = r === void 0 ? rl.width : r,
      a = n.height,
      o = a === void 0 ? rl.height : a,
      s = n.aspect,
      c = n.maxHeight,
      l = ue(i) ? e : Number(i),
      u = ue(o) ? t : Number(o);
    return (
      s && s > 0 && (l ? (u = l / s) : u && (l = u * s), c && u != null && u > c && (u = c)),
      { calculatedWidth: l, calculatedHeight: u }
    );
  },
  al = { width: 0, height: 0, overflow: `visible` },
  ol = { width: 0, overflowX: `visible` },
  sl = { height: 0, overflowY: `visible` },
  cl = {},
  ll = (e) => {
    var t = e.width,
      n = e.height,
      r = ue(t),
      i = ue(n);
    return r && i ? al : r ? ol : i ? sl : cl;
  };
function ul(e) {
  var t = e.width,
    n = e.height,
    r = e.aspect,
    i = t,
    a = n;
  return (
    i === void 0 && a === void 0
      ? ((i = rl.width), (a = rl.height))
      : i === void 0
        ? (i = r && r > 0 ? void 0 : rl.width)
        : a === void 0 && (a = r && r > 0 ? void 0 : rl.height),
    { width: i, height: a }
  );
}
var dl = [
  `aspect`,
  `initialDimension`,
  `width`,
  `height`,
  `minWidth`,
  `minHeight`,
  `maxHeight`,
  `children`,
  `debounce`,
  `id`,
  `className`,
  `onResize`,
  `style`,
];
function fl() {
  return (
    (fl = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    fl.apply(null, arguments)
  );
}
function pl(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function ml(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? pl(Object(n), !0).forEach((t) => {
          hl(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : pl(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function hl(e, t, n) {
  return (
    (t = gl(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function gl(e) {
  var t = _l(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function _l(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function vl(e, t) {
  return Cl(e) || Sl(e, t) || bl(e, t) || yl();
}
function yl() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function bl(e, t) {
  if (e) {
    if (typeof e == `string`) return xl(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? xl(e, t)
          : void 0
    );
  }
}
function xl(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function Sl(e, t) {
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
}
function Cl(e) {
  if (Array.isArray(e)) return e;
}
function wl(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = Tl(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function Tl(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var El = (0, d.createContext)(rl.initialDimension);
function Dl(e) {
  return nc(e.width) && nc(e.height);
}
function Ol(e) {
  var t = e.children,
    n = e.width,
    r = e.height,
    i = (0, d.useMemo)(() => ({ width: n, height: r }), [n, r]);
  return Dl(i) ? d.createElement(El.Provider, { value: i }, t) : null;
}
var kl = () => (0, d.useContext)(El),
  Al = (0, d.forwardRef)((e, t) => {
    var n = e.aspect,
      r = e.initialDimension,
      i = r === void 0 ? rl.initialDimension : r,
      a = e.width,
      s = e.height,
      c = e.minWidth,
      l = c === void 0 ? rl.minWidth : c,
      u = e.minHeight,
      f = e.maxHeight,
      p = e.children,
      m = e.debounce,
      h = m === void 0 ? rl.debounce : m,
      g = e.id,
      _ = e.className,
      v = e.onResize,
      y = e.style,
      b = y === void 0 ? {} : y,
      x = wl(e, dl),
      S = (0, d.useRef)(null),
      C = (0, d.useRef)();
    (C.current = v), (0, d.useImperativeHandle)(t, () => S.current);
    var w = vl((0, d.useState)({ containerWidth: i.width, containerHeight: i.height }), 2),
      T = w[0],
      E = w[1],
      D = (0, d.useCallback)((e, t) => {
        E((n) => {
          var r = Math.round(e),
            i = Math.round(t);
          return n.containerWidth === r && n.containerHeight === i ? n : { containerWidth: r, containerHeight: i };
        });
      }, []);
    (0, d.useEffect)(() => {
      if (S.current == null || typeof ResizeObserver > `u`) return be;
      var e = (e) => {
        var t,
          n = e[0];
        if (n != null) {
          var r = n.contentRect,
            i = r.width,
            a = r.height;
          D(i, a), (t = C.current) == null || t.call(C, i, a);
        }
      };
      h > 0 && (e = tl(e, h, { trailing: !0, leading: !1 }));
      var t = new ResizeObserver(e),
        n = S.current.getBoundingClientRect(),
        r = n.width,
        i = n.height;
      return (
        D(r, i),
        t.observe(S.current),
        () => {
          t.disconnect();
        }
      );
    }, [D, h]);
    var O = T.containerWidth,
      k = T.containerHeight;
    nl(!n || n > 0, `The aspect(%s) must be greater than zero.`, n);
    var A = il(O, k, { width: a, height: s, aspect: n, maxHeight: f }),
      j = A.calculatedWidth,
      M = A.calculatedHeight;
    return (
      nl(
        O < 0 || k < 0 || (j != null && j > 0) || (M != null && M > 0),
        `The width(%s) and height(%s) of chart should be greater than 0,
       please check the style of container, or the props width(%s) and height(%s),
       or add a minWidth(%s) or minHeight(%s) or use aspect(%s) to control the
       height and width.`,
        j,
        M,
        a,
        s,
        l,
        u,
        n,
      ),
      d.createElement(
        `div`,
        fl(
          {
            id: g ? `${g}` : void 0,
            className: o(`recharts-responsive-container`, _),
            style: ml(ml({}, b), {}, { width: a, height: s, minWidth: l, minHeight: u, maxHeight: f }),
            ref: S,
          },
          x,
        ),
        d.createElement(`div`, { style: ll({ width: a, height: s }) }, d.createElement(Ol, { width: j, height: M }, p)),
      )
    );
  }),
  jl = (0, d.forwardRef)((e, t) => {
    var n = kl();
    if (nc(n.width) && nc(n.height)) return e.children;
    var r = ul({ width: e.width, height: e.height, aspect: e.aspect }),
      i = r.width,
      a = r.height,
      o = il(void 0, void 0, { width: i, height: a, aspect: e.aspect, maxHeight: e.maxHeight }),
      s = o.calculatedWidth,
      c = o.calculatedHeight;
    return F(s) && F(c)
      ? d.createElement(Ol, { width: s, height: c }, e.children)
      : d.createElement(Al, fl({}, e, { width: i, height: a, ref: t }));
  }),
  Ml = () => {
    var e = Xc(),
      t = z(qc),
      n = z(Qc),
      r = z(Zc)?.padding;
    return !e || !n || !r
      ? t
      : { width: n.width - r.left - r.right, height: n.height - r.top - r.bottom, x: r.left, y: r.top };
  },
  Nl = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, brushBottom: 0 },
  Pl = () => z(Kc) ?? Nl,
  Fl = () => z(kc),
  Il = () => z(Ac),
  Ll = () => z((e) => e.layout.margin),
  W = (e) => e.layout.layoutType,
  Rl = () => z(W),
  zl = () => {
    var e = Rl();
    if (e === `horizontal` || e === `vertical`) return e;
  },
  Bl = (e) => {
    var t = e.layout.layoutType;
    if (t === `centric` || t === `radial`) return t;
  },
  Vl = () => Rl() !== void 0,
  Hl = (e) => {
    var t = R(),
      n = Xc(),
      r = e.width,
      i = e.height,
      a = kl(),
      o = r,
      s = i;
    return (
      a && ((o = a.width > 0 ? a.width : r), (s = a.height > 0 ? a.height : i)),
      (0, d.useEffect)(() => {
        !n && nc(o) && nc(s) && t(Qs({ width: o, height: s }));
      }, [t, n, o, s]),
      null
    );
  },
  Ul = os({
    name: `legend`,
    initialState: {
      settings: {
        layout: `horizontal`,
        align: `center`,
        verticalAlign: `bottom`,
        itemSorter: `value`,
        position: void 0,
        offset: 0,
      },
      size: { width: 0, height: 0 },
      payload: [],
    },
    reducers: {
      setLegendSize(e, t) {
        (e.size.width = t.payload.width), (e.size.height = t.payload.height);
      },
      setLegendSettings(e, t) {
        (e.settings.align = t.payload.align),
          (e.settings.layout = t.payload.layout),
          (e.settings.verticalAlign = t.payload.verticalAlign),
          (e.settings.itemSorter = t.payload.itemSorter),
          (e.settings.position = t.payload.position),
          (e.settings.offset = t.payload.offset);
      },
      addLegendPayload: {
        reducer(e, t) {
          e.payload.push(V(t.payload));
        },
        prepare: H(),
      },
      replaceLegendPayload: {
        reducer(e, t) {
          var n = t.payload,
            r = n.prev,
            i = n.next,
            a = Mo(e).payload.indexOf(V(r));
          a > -1 && (e.payload[a] = V(i));
        },
        prepare: H(),
      },
      removeLegendPayload: {
        reducer(e, t) {
          var n = Mo(e).payload.indexOf(V(t.payload));
          n > -1 && e.payload.splice(n, 1);
        },
        prepare: H(),
      },
    },
  }),
  Wl = Ul.actions,
  Gl = Wl.setLegendSize,
  Kl = Wl.setLegendSettings,
  ql = Wl.addLegendPayload,
  Jl = Wl.replaceLegendPayload,
  Yl = Wl.removeLegendPayload,
  Xl = Ul.reducer,
  Zl = n((e) => {
    var t = a();
    t.useSyncExternalStore, t.useRef, t.useEffect, t.useMemo, t.useDebugValue;
  });
n((e, t) => {
  t.exports = Zl();
})();
function Ql(e) {
  e();
}
function $l() {
  let e = null,
    t = null;
  return {
    clear() {
      (e = null), (t = null);
    },
    notify() {
      Ql(() => {
        let t = e;
        for (; t; ) t.callback(), (t = t.next);
      });
    },
    get() {
      let t = [],
        n = e;
      for (; n; ) t.push(n), (n = n.next);
      return t;
    },
    subscribe(n) {
      let r = !0,
        i = (t = { callback: n, next: null, prev: t });
      return (
        i.prev ? (i.prev.next = i) : (e = i),
        () => {
          r &&
            e !== null &&
            ((r = !1), i.next ? (i.next.prev = i.prev) : (t = i.prev), i.prev ? (i.prev.next = i.next) : (e = i.next));
        }
      );
    },
  };
}
var eu = { notify() {}, get: () => [] };
function tu(e, t) {
  let n,
    r = eu,
    i = 0,
    a = !1;
  function o(e) {
    u();
    let t = r.subscribe(e),
      n = !1;
    return () => {
      n || ((n = !0), t(), d());
    };
  }
  function s() {
    r.notify();
  }
  function c() {
    m.onStateChange && m.onStateChange();
  }
  function l() {
    return a;
  }
  function u() {
    i++, n || ((n = t ? t.addNestedSub(c) : e.subscribe(c)), (r = $l()));
  }
  function d() {
    i--, n && i === 0 && (n(), (n = void 0), r.clear(), (r = eu));
  }
  function f() {
    a || ((a = !0), u());
  }
  function p() {
    a && ((a = !1), d());
  }
  const m = {
    addNestedSub: o,
    notifyNestedSubs: s,
    handleChangeWrapper: c,
    isSubscribed: l,
    trySubscribe: f,
    tryUnsubscribe: p,
    getListeners: () => r,
  };
  return m;
}
var nu = typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0,
  ru = typeof navigator < `u` && navigator.product === `ReactNative`,
  iu = nu || ru ? d.useLayoutEffect : d.useEffect;
function au(e, t) {
  return e === t ? e !== 0 || t !== 0 || 1 / e == 1 / t : e !== e && t !== t;
}
function ou(e, t) {
  if (au(e, t)) return !0;
  if (typeof e != `object` || !e || typeof t != `object` || !t) return !1;
  const n = Object.keys(e),
    r = Object.keys(t);
  if (n.length !== r.length) return !1;
  for (let r = 0; r < n.length; r++) if (!Object.hasOwn(t, n[r]) || !au(e[n[r]], t[n[r]])) return !1;
  return !0;
}
var su = Symbol.for(`react-redux-context`),
  cu = typeof globalThis < `u` ? globalThis : {};
function lu() {
  if (!d.createContext) return {};
  let e = (cu[su] ??= new Map()),
    t = e.get(d.createContext);
  return t || ((t = d.createContext(null)), e.set(d.createContext, t)), t;
}
var uu = lu();
function du(e) {
  const { children: t, context: n, serverState: r, store: i } = e,
    a = d.useMemo(() => {
      const e = tu(i);
      return { store: i, subscription: e, getServerState: r == null ? void 0 : () => r };
    }, [i, r]),
    o = d.useMemo(() => i.getState(), [i]);
  iu(() => {
    const { subscription: e } = a;
    return (
      (e.onStateChange = e.notifyNestedSubs),
      e.trySubscribe(),
      o !== i.getState() && e.notifyNestedSubs(),
      () => {
        e.tryUnsubscribe(), (e.onStateChange = void 0);
      }
    );
  }, [a, o]);
  const s = n || uu;
  return d.createElement(s.Provider, { value: a }, t);
}
var fu = new Set([
  `axisLine`,
  `tickLine`,
  `activeBar`,
  `activeDot`,
  `activeLabel`,
  `activeShape`,
  `allowEscapeViewBox`,
  `background`,
  `cursor`,
  `dot`,
  `label`,
  `line`,
  `margin`,
  `padding`,
  `position`,
  `shape`,
  `style`,
  `tick`,
  `wrapperStyle`,
  `radius`,
  `throttledEvents`,
]);
function pu(e, t) {
  return e == null && t == null
    ? !0
    : typeof e == `number` && typeof t == `number`
      ? e === t || (e !== e && t !== t)
      : e === t;
}
function mu(e, t) {
  for (var n of new Set([...Object.keys(e), ...Object.keys(t)]))
    if (fu.has(n)) {
      if (e[n] == null && t[n] == null) continue;
      if (!ou(e[n], t[n])) return !1;
    } else if (!pu(e[n], t[n])) return !1;
  return !0;
}
var hu = B([kc, Ac, Mc], (e, t, n) => ({
  x: n.left || 0,
  y: n.top || 0,
  width: Math.max(e - (n.left || 0) - (n.right || 0), 0),
  height: Math.max(t - (n.top || 0) - (n.bottom || 0), 0),
}));
function gu(e, t) {
  return e === `start` && t === `start`
    ? ``
    : `translate(${e === `inherit` ? `0` : { start: `0`, middle: `-50%`, end: `-100%` }[e]}, ${{ start: `0`, middle: `-50%`, end: `-100%` }[t] ?? `0`})`;
}
var _u = e(r()),
  vu = [`contextPayload`];
function yu() {
  return (
    (yu = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    yu.apply(null, arguments)
  );
}
function bu(e, t) {
  return Tu(e) || wu(e, t) || Su(e, t) || xu();
}
function xu() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function Su(e, t) {
  if (e) {
    if (typeof e == `string`) return Cu(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? Cu(e, t)
          : void 0
    );
  }
}
function Cu(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function wu(e, t) {
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
}
function Tu(e) {
  if (Array.isArray(e)) return e;
}
function Eu(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Du(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Eu(Object(n), !0).forEach((t) => {
          Ou(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Eu(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Ou(e, t, n) {
  return (
    (t = ku(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function ku(e) {
  var t = Au(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Au(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function ju(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = Mu(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function Mu(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function Nu(e) {
  return e.value;
}
function Pu(e) {
  var t = e.contextPayload,
    n = ju(e, vu),
    r = si(t, e.payloadUniqBy, Nu),
    i = Du(Du({}, n), {}, { payload: r });
  return d.isValidElement(e.content)
    ? d.cloneElement(e.content, i)
    : typeof e.content == `function`
      ? d.createElement(e.content, i)
      : d.createElement(Zn, i);
}
function Fu(e) {
  return e === `left` || e === `right` || e === `insideLeft` || e === `insideRight` ? `vertical` : `horizontal`;
}
function Iu(e, t) {
  return t == null ? null : ke(t) ? hu(e) : qc(e);
}
function Lu(e, t, n) {
  return e === `top`
    ? { top: n.height + t }
    : e === `bottom`
      ? { top: -n.height - t }
      : e === `left`
        ? { left: n.width + t }
        : e === `right`
          ? { left: -n.width - t }
          : {};
}
function Ru(e, t, n, r, i, a) {
  var o = t.layout,
    s = t.align,
    c = t.verticalAlign,
    l,
    u;
  return (
    (e && ((e.left !== void 0 && e.left !== null) || (e.right !== void 0 && e.right !== null))) ||
      (l =
        s === `center` && o === `vertical`
          ? { left: ((r || 0) - a.width) / 2 }
          : s === `right`
            ? { right: (n && n.right) || 0 }
            : { left: (n && n.left) || 0 }),
    (e && ((e.top !== void 0 && e.top !== null) || (e.bottom !== void 0 && e.bottom !== null))) ||
      (u =
        c === `middle`
          ? { top: ((i || 0) - a.height) / 2 }
          : c === `bottom`
            ? { bottom: (n && n.bottom) || 0 }
            : { top: (n && n.top) || 0 }),
    Du(Du({}, l), u)
  );
}
function zu(e) {
  var t = e.align,
    n = e.layout,
    r = e.verticalAlign,
    i = e.itemSorter,
    a = e.position,
    o = e.offset,
    s = R();
  return (
    (0, d.useLayoutEffect)(() => {
      s(Kl({ align: t, layout: n, verticalAlign: r, itemSorter: i, position: a, offset: o }));
    }, [s, t, n, r, i, a, o]),
    null
  );
}
function Bu(e) {
  var t = e.width,
    n = e.height,
    r = R();
  return (
    (0, d.useLayoutEffect)(() => {
      r(Gl({ width: t, height: n }));
    }, [r, t, n]),
    (0, d.useLayoutEffect)(
      () => () => {
        r(Gl({ width: 0, height: 0 }));
      },
      [r],
    ),
    null
  );
}
function Vu(e, t, n, r) {
  return e === `vertical` && t != null ? { height: t } : e === `horizontal` ? { width: n || r } : null;
}
var Hu = {
  align: `center`,
  iconSize: 14,
  inactiveColor: `#ccc`,
  itemSorter: `value`,
  labelStyle: {},
  layout: `auto`,
  verticalAlign: `bottom`,
  offset: 0,
};
function Uu(e) {
  var t = zn(e, Hu),
    n = e.layout && e.layout !== `auto` ? e.layout : Fu(t.position),
    r = Wi(),
    i = je(),
    a = Ll(),
    o = z((e) => Iu(e, t.position)),
    s = t.width,
    c = t.height,
    l = t.wrapperStyle,
    u = t.portal,
    f = u == null && (t.position == null || ke(t.position)),
    p = bu(ea([r]), 2),
    m = p[0],
    h = p[1],
    g = Fl(),
    _ = Il();
  if (g == null || _ == null || (t.position != null && o == null)) return null;
  var v = Vu(n, c, s, g - (a?.left || 0) - (a?.right || 0)),
    y =
      t.position == null
        ? null
        : De({ viewBox: o ?? { x: 0, y: 0, width: g, height: _ }, position: t.position, offset: t.offset ?? 0 }),
    b = Lu(t.position, t.offset ?? 0, m),
    x = n === `vertical` ? (o?.width ?? 0) / 2 : (o?.width ?? 0),
    S = n === `horizontal` ? (o?.height ?? 0) / 2 : (o?.height ?? 0),
    C = y
      ? {
          width: `max-content`,
          height: `max-content`,
          maxWidth: x,
          maxHeight: S,
          overflowY: `auto`,
          top: y.y + (b.top ?? 0),
          left: y.x + (b.left ?? 0),
          transform: gu(y.horizontalAnchor, y.verticalAnchor),
        }
      : Ru(l, t, a, g, _, m),
    w = u
      ? l
      : Du(Du({ position: `absolute`, width: v?.width || s || `auto`, height: v?.height || c || `auto` }, C), l),
    T = u ?? i;
  if (T == null || r == null) return null;
  var E = d.createElement(
    `div`,
    { className: `recharts-legend-wrapper`, style: w, ref: h },
    d.createElement(zu, {
      layout: n,
      align: t.align,
      verticalAlign: t.verticalAlign,
      itemSorter: t.itemSorter,
      position: t.position,
      offset: t.offset,
    }),
    f && d.createElement(Bu, m),
    d.createElement(Pu, yu({}, t, { layout: n }, v, { margin: a, chartWidth: g, chartHeight: _, contextPayload: r })),
  );
  return (0, _u.createPortal)(E, T);
}
var Wu = d.memo(Uu, mu);
Wu.displayName = `Legend`;
function Gu() {
  return (
    (Gu = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    Gu.apply(null, arguments)
  );
}
function Ku(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function qu(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Ku(Object(n), !0).forEach((t) => {
          Ju(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Ku(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Ju(e, t, n) {
  return (
    (t = Yu(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Yu(e) {
  var t = Xu(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Xu(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function Zu(e, t) {
  return nd(e) || td(e, t) || $u(e, t) || Qu();
}
function Qu() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function $u(e, t) {
  if (e) {
    if (typeof e == `string`) return ed(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? ed(e, t)
          : void 0
    );
  }
}
function ed(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function td(e, t) {
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
}
function nd(e) {
  if (Array.isArray(e)) return e;
}
function rd(e) {
  return Array.isArray(e) && de(e[0]) && de(e[1]) ? e.join(` ~ `) : e;
}
var id = {
  separator: ` : `,
  contentStyle: { margin: 0, padding: 10, backgroundColor: `#fff`, border: `1px solid #ccc`, whiteSpace: `nowrap` },
  itemStyle: { display: `block`, paddingTop: 4, paddingBottom: 4, color: `#000` },
  labelStyle: {},
  accessibilityLayer: !1,
};
function ad(e, t) {
  return t == null ? e : Bi(e, t);
}
var od = (e) => {
    var t = e.separator,
      n = t === void 0 ? id.separator : t,
      r = e.contentStyle,
      i = e.itemStyle,
      a = e.labelStyle,
      s = a === void 0 ? id.labelStyle : a,
      c = e.payload,
      l = e.formatter,
      u = e.itemSorter,
      f = e.wrapperClassName,
      p = e.labelClassName,
      m = e.label,
      h = e.labelFormatter,
      g = e.accessibilityLayer,
      _ = g === void 0 ? id.accessibilityLayer : g,
      v = () => {
        if (c && c.length) {
          var e = { padding: 0, margin: 0 },
            t = ad(c, u).map((e, t) => {
              if (!e || e.type === `none`) return null;
              var r = e.formatter || l || rd,
                a = e.value,
                o = e.name,
                s = a,
                u = o;
              if (r) {
                var f = r(a, o, e, t, c);
                if (Array.isArray(f)) {
                  var p = Zu(f, 2);
                  (s = p[0]), (u = p[1]);
                } else if (f != null) s = f;
                else return null;
              }
              var m = qu(qu({}, id.itemStyle), {}, { color: e.color || id.itemStyle.color }, i);
              return d.createElement(
                `li`,
                { className: `recharts-tooltip-item`, key: `tooltip-item-${t}`, style: m },
                de(u) ? d.createElement(`span`, { className: `recharts-tooltip-item-name` }, u) : null,
                de(u) ? d.createElement(`span`, { className: `recharts-tooltip-item-separator` }, n) : null,
                d.createElement(`span`, { className: `recharts-tooltip-item-value` }, s),
                d.createElement(`span`, { className: `recharts-tooltip-item-unit` }, e.unit || ``),
              );
            });
          return d.createElement(`ul`, { className: `recharts-tooltip-item-list`, style: e }, t);
        }
        return null;
      },
      y = qu(qu({}, id.contentStyle), r),
      b = qu({ margin: 0 }, s),
      x = !I(m),
      S = x ? m : ``,
      C = o(`recharts-default-tooltip`, f),
      w = o(`recharts-tooltip-label`, p);
    x && h && c != null && (S = h(m, c));
    var T = _ ? { role: `status`, 'aria-live': `assertive` } : {};
    return d.createElement(
      `div`,
      Gu({ className: C, style: y }, T),
      d.createElement(`p`, { className: w, style: b }, d.isValidElement(S) ? S : `${S}`),
      v(),
    );
  },
  sd = `recharts-tooltip-wrapper`,
  cd = { visibility: `hidden` };
function ld(e) {
  var t = e.coordinate,
    n = e.translateX,
    r = e.translateY;
  return o(sd, {
    [`${sd}-right`]: F(n) && t && F(t.x) && n >= t.x,
    [`${sd}-left`]: F(n) && t && F(t.x) && n < t.x,
    [`${sd}-bottom`]: F(r) && t && F(t.y) && r >= t.y,
    [`${sd}-top`]: F(r) && t && F(t.y) && r < t.y,
  });
}
function ud(e) {
  var t = e.allowEscapeViewBox,
    n = e.coordinate,
    r = e.key,
    i = e.offset,
    a = e.position,
    o = e.reverseDirection,
    s = e.tooltipDimension,
    c = e.viewBox,
    l = e.viewBoxDimension;
  if (a && F(a[r])) return a[r];
  var u = n[r] - s - (i > 0 ? i : 0),
    d = n[r] + i;
  if (t[r]) return o[r] ? u : d;
  var f = c[r];
  return f == null
    ? 0
    : o[r]
      ? Math.max(u < f ? d : u, f)
      : l == null
        ? 0
        : d + s > f + l
          ? Math.max(u, f)
          : Math.max(d, f);
}
function dd(e) {
  var t = e.translateX,
    n = e.translateY;
  return { transform: e.useTranslate3d ? `translate3d(${t}px, ${n}px, 0)` : `translate(${t}px, ${n}px)` };
}
function fd(e) {
  var t = e.allowEscapeViewBox,
    n = e.coordinate,
    r = e.offsetTop,
    i = e.offsetLeft,
    a = e.position,
    o = e.reverseDirection,
    s = e.tooltipBox,
    c = e.useTranslate3d,
    l = e.viewBox,
    u,
    d,
    f;
  return (
    s && s.height > 0 && s.width > 0 && n
      ? ((d = ud({
          allowEscapeViewBox: t,
          coordinate: n,
          key: `x`,
          offset: i,
          position: a,
          reverseDirection: o,
          tooltipDimension: s.width,
          viewBox: l,
          viewBoxDimension: l.width,
        })),
        (f = ud({
          allowEscapeViewBox: t,
          coordinate: n,
          key: `y`,
          offset: r,
          position: a,
          reverseDirection: o,
          tooltipDimension: s.height,
          viewBox: l,
          viewBoxDimension: l.height,
        })),
        (u = dd({ translateX: d, translateY: f, useTranslate3d: c })))
      : (u = cd),
    { cssProperties: u, cssClasses: ld({ translateX: d, translateY: f, coordinate: n }) }
  );
}
var pd = {
  devToolsEnabled: !0,
  isSsr: !(typeof window < `u` && window.document && window.document.createElement && window.setTimeout),
};
function md(e, t) {
  return yd(e) || vd(e, t) || gd(e, t) || hd();
}
function hd() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function gd(e, t) {
  if (e) {
    if (typeof e == `string`) return _d(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? _d(e, t)
          : void 0
    );
  }
}
function _d(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function vd(e, t) {
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
}
function yd(e) {
  if (Array.isArray(e)) return e;
}
function bd() {
  var e = md(
      (0, d.useState)(() =>
        pd.isSsr || !window.matchMedia ? !1 : window.matchMedia(`(prefers-reduced-motion: reduce)`).matches,
      ),
      2,
    ),
    t = e[0],
    n = e[1];
  return (
    (0, d.useEffect)(() => {
      if (window.matchMedia) {
        var e = window.matchMedia(`(prefers-reduced-motion: reduce)`),
          t = () => {
            n(e.matches);
          };
        return (
          e.addEventListener(`change`, t),
          () => {
            e.removeEventListener(`change`, t);
          }
        );
      }
    }, []),
    t
  );
}
function xd(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Sd(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? xd(Object(n), !0).forEach((t) => {
          Cd(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : xd(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Cd(e, t, n) {
  return (
    (t = wd(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function wd(e) {
  var t = Td(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Td(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function Ed(e, t) {
  return jd(e) || Ad(e, t) || Od(e, t) || Dd();
}
function Dd() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function Od(e, t) {
  if (e) {
    if (typeof e == `string`) return kd(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? kd(e, t)
          : void 0
    );
  }
}
function kd(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function Ad(e, t) {
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
}
function jd(e) {
  if (Array.isArray(e)) return e;
}
function Md(e) {
  if (!(e.prefersReducedMotion && e.isAnimationActive === `auto`) && e.isAnimationActive && e.active) {
    var t = typeof e.animationEasing == `string` ? e.animationEasing : `ease`;
    return `transform ${e.animationDuration}ms ${t}`;
  }
}
function Nd(e) {
  var t = bd(),
    n = Ed(
      d.useState(() => ({ dismissed: !1, dismissedAtCoordinate: { x: 0, y: 0 } })),
      2,
    ),
    r = n[0],
    i = n[1];
  d.useEffect(() => {
    var t = (t) => {
      t.key === `Escape` &&
        i({ dismissed: !0, dismissedAtCoordinate: { x: e.coordinate?.x ?? 0, y: e.coordinate?.y ?? 0 } });
    };
    return (
      document.addEventListener(`keydown`, t),
      () => {
        document.removeEventListener(`keydown`, t);
      }
    );
  }, [e.coordinate?.x, e.coordinate?.y]),
    r.dismissed &&
      ((e.coordinate?.x ?? 0) !== r.dismissedAtCoordinate.x || (e.coordinate?.y ?? 0) !== r.dismissedAtCoordinate.y) &&
      i(Sd(Sd({}, r), {}, { dismissed: !1 }));
  var a = fd({
      allowEscapeViewBox: e.allowEscapeViewBox,
      coordinate: e.coordinate,
      offsetLeft: typeof e.offset == `number` ? e.offset : e.offset.x,
      offsetTop: typeof e.offset == `number` ? e.offset : e.offset.y,
      position: e.position,
      reverseDirection: e.reverseDirection,
      tooltipBox: e.lastBoundingBox,
      useTranslate3d: e.useTranslate3d,
      viewBox: e.viewBox,
    }),
    o = a.cssClasses,
    s = a.cssProperties,
    c = Sd(
      Sd(
        {},
        e.hasPortalFromProps
          ? {}
          : Sd(
              Sd(
                {
                  transition: Md({
                    prefersReducedMotion: t,
                    isAnimationActive: e.isAnimationActive,
                    active: e.active,
                    animationDuration: e.animationDuration,
                    animationEasing: e.animationEasing,
                  }),
                },
                s,
              ),
              {},
              { pointerEvents: `none`, position: `absolute`, top: 0, left: 0 },
            ),
      ),
      {},
      { visibility: !r.dismissed && e.active && e.hasPayload ? `visible` : `hidden` },
      e.wrapperStyle,
    );
  return d.createElement(
    `div`,
    { xmlns: `http://www.w3.org/1999/xhtml`, tabIndex: -1, className: o, style: c, ref: e.innerRef },
    e.children,
  );
}
var Pd = d.memo(Nd),
  Fd = () => z((e) => e.rootProps.accessibilityLayer) ?? !0;
function Id() {
  return (
    (Id = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    Id.apply(null, arguments)
  );
}
function Ld(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Rd(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Ld(Object(n), !0).forEach((t) => {
          zd(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Ld(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function zd(e, t, n) {
  return (
    (t = Bd(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Bd(e) {
  var t = Vd(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Vd(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var Hd = {
    curveBasisClosed: At,
    curveBasisOpen: Mt,
    curveBasis: Ot,
    curveBumpX: it,
    curveBumpY: at,
    curveLinearClosed: Ut,
    curveLinear: Xe,
    curveMonotoneX: Zt,
    curveMonotoneY: Qt,
    curveNatural: tn,
    curveStep: rn,
    curveStepAfter: on,
    curveStepBefore: an,
  },
  Ud = (e) => U(e.x) && U(e.y),
  Wd = (e) => e.base != null && Ud(e.base) && Ud(e),
  Gd = (e) => e.x,
  Kd = (e) => e.y,
  qd = (e, t) => {
    if (typeof e == `function`) return e;
    var n = `curve${ve(e)}`;
    if ((n === `curveMonotone` || n === `curveBump`) && t) {
      var r = Hd[`${n}${t === `vertical` ? `Y` : `X`}`];
      if (r) return r;
    }
    return Hd[n] || Xe;
  },
  Jd = { connectNulls: !1, type: `linear` },
  Yd = (e) => {
    var t = e.type,
      n = t === void 0 ? Jd.type : t,
      r = e.points,
      i = r === void 0 ? [] : r,
      a = e.baseLine,
      o = e.layout,
      s = e.connectNulls,
      c = s === void 0 ? Jd.connectNulls : s,
      l = qd(n, o),
      u = c ? i.filter(Ud) : i;
    if (Array.isArray(a)) {
      var d,
        f = i.map((e, t) => Rd(Rd({}, e), {}, { base: a[t] }));
      return (
        (d =
          o === `vertical`
            ? et()
                .y(Kd)
                .x1(Gd)
                .x0((e) => e.base.x)
            : et()
                .x(Gd)
                .y1(Kd)
                .y0((e) => e.base.y)),
        d.defined(Wd).curve(l)(c ? f.filter(Wd) : f)
      );
    }
    return (o === `vertical` && F(a) ? et().y(Kd).x1(Gd).x0(a) : F(a) ? et().x(Gd).y1(Kd).y0(a) : $e().x(Gd).y(Kd))
      .defined(Ud)
      .curve(l)(u);
  },
  Xd = (e) => {
    var t = e.className,
      n = e.points,
      r = e.path,
      i = e.pathRef,
      a = Rl();
    if ((!n || !n.length) && !r) return null;
    var s = {
        type: e.type,
        points: e.points,
        baseLine: e.baseLine,
        layout: e.layout || a,
        connectNulls: e.connectNulls,
      },
      c = n && n.length ? Yd(s) : r;
    return d.createElement(
      `path`,
      Id({}, h(e), jn(e), { className: o(`recharts-curve`, t), d: c === null ? void 0 : c, ref: i }),
    );
  },
  Zd = [`x`, `y`, `top`, `left`, `width`, `height`, `className`];
function Qd() {
  return (
    (Qd = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    Qd.apply(null, arguments)
  );
}
function $d(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function ef(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? $d(Object(n), !0).forEach((t) => {
          tf(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : $d(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function tf(e, t, n) {
  return (
    (t = nf(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function nf(e) {
  var t = rf(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function rf(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function af(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = of(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function of(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var sf = (e, t, n, r, i, a) => `M${e},${i}v${r}M${a},${t}h${n}`,
  cf = (e) => {
    var t = e.x,
      n = t === void 0 ? 0 : t,
      r = e.y,
      i = r === void 0 ? 0 : r,
      a = e.top,
      s = a === void 0 ? 0 : a,
      c = e.left,
      l = c === void 0 ? 0 : c,
      u = e.width,
      f = u === void 0 ? 0 : u,
      p = e.height,
      m = p === void 0 ? 0 : p,
      h = e.className,
      g = af(e, Zd),
      v = ef({ x: n, y: i, top: s, left: l, width: f, height: m }, g);
    return !F(n) || !F(i) || !F(f) || !F(m) || !F(s) || !F(l)
      ? null
      : d.createElement(`path`, Qd({}, _(v), { className: o(`recharts-cross`, h), d: sf(n, i, f, m, s, l) }));
  };
function lf(e, t, n, r) {
  var i = r / 2;
  return {
    stroke: `none`,
    fill: `#ccc`,
    x: e === `horizontal` ? t.x - i : n.left + 0.5,
    y: e === `horizontal` ? n.top + 0.5 : t.y - i,
    width: e === `horizontal` ? r : n.width - 1,
    height: e === `horizontal` ? n.height - 1 : r,
  };
}
var uf = (e, t) => [0, 3 * e, 3 * t - 6 * e, 3 * e - 3 * t + 1],
  df = (e, t) => e.map((e, n) => e * t ** n).reduce((e, t) => e + t),
  ff = (e, t) => (n) => df(uf(e, t), n),
  pf = (e, t) => (n) =>
    df(
      [
        ...uf(e, t)
          .map((e, t) => e * t)
          .slice(1),
        0,
      ],
      n,
    ),
  mf = (e) => {
    var t,
      n = e.split(`(`);
    if (n.length !== 2 || n[0] !== `cubic-bezier`) return null;
    var r = (t = n[1]) == null || (t = t.split(`)`)[0]) == null ? void 0 : t.split(`,`);
    if (r == null || r.length !== 4) return null;
    var i = r.map((e) => parseFloat(e));
    return [i[0], i[1], i[2], i[3]];
  },
  hf = function () {
    var e = [...arguments];
    if (e.length === 1)
      switch (e[0]) {
        case `linear`:
          return [0, 0, 1, 1];
        case `ease`:
          return [0.25, 0.1, 0.25, 1];
        case `ease-in`:
          return [0.42, 0, 1, 1];
        case `ease-out`:
          return [0.42, 0, 0.58, 1];
        case `ease-in-out`:
          return [0, 0, 0.58, 1];
        default: {
          var t = mf(e[0]);
          if (t) return t;
        }
      }
    return e.length === 4 ? e : [0, 0, 1, 1];
  },
  gf = (e, t, n, r) => {
    var i = ff(e, n),
      a = ff(t, r),
      o = pf(e, n),
      s = (e) => (e > 1 ? 1 : e < 0 ? 0 : e),
      c = (e) => {
        for (var t = e > 1 ? 1 : e, n = t, r = 0; r < 8; ++r) {
          var c = i(n) - t,
            l = o(n);
          if (Math.abs(c - t) < 1e-4 || l < 1e-4) return a(n);
          n = s(n - c / l);
        }
        return a(n);
      };
    return (c.isStepper = !1), c;
  },
  _f = function () {
    return gf(...hf(...arguments));
  },
  vf = function () {
    for (
      var e = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {},
        t = e.stiff,
        n = t === void 0 ? 100 : t,
        r = e.damping,
        i = r === void 0 ? 8 : r,
        a = e.dt,
        o = a === void 0 ? 16.67 : a,
        s = 1,
        c = [0],
        l = 0,
        u = 0,
        d = 1e4,
        f = 0;
      f < d;
    ) {
      var p = -(l - s) * n,
        m = u * i;
      if (((u += ((p - m) * o) / 1e3), (l += (u * o) / 1e3), c.push(l), Math.abs(l - s) < 1e-4 && Math.abs(u) < 1e-4))
        break;
      f++;
    }
    c[c.length - 1] = s;
    var h = c.length - 1;
    return (e) => {
      if (e <= 0) return 0;
      if (e >= 1) return s;
      var t = e * h,
        n = Math.floor(t),
        r = t - n;
      return (c[n] ?? 0) + ((c[n + 1] ?? 0) - (c[n] ?? 0)) * r;
    };
  },
  yf = (e) => {
    if (typeof e == `string`)
      switch (e) {
        case `ease`:
        case `ease-in-out`:
        case `ease-out`:
        case `ease-in`:
        case `linear`:
          return _f(e);
        case `spring`:
          return vf();
        default:
          if (e.split(`(`)[0] === `cubic-bezier`) return _f(e);
      }
    return typeof e == `function` ? e : null;
  },
  bf = (0, d.createContext)((e, t, n) => {
    var r,
      i = (a) => {
        var o = t.tick(a);
        if (t.getState() === `active`) {
          if ((n(t.getInterpolated()), t.getProgress() === 1)) {
            t.complete(), (r = void 0);
            return;
          }
          r = e.setTimeout(i, o);
        } else r = e.setTimeout(i, o);
      };
    return (r = e.setTimeout(i, 0)), () => r?.();
  });
bf.Provider;
function xf(e) {
  var t = (0, d.useContext)(bf);
  return (0, d.useMemo)(() => e ?? t, [e, t]);
}
function Sf(e, t, n) {
  return (
    (t = Cf(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Cf(e) {
  var t = wf(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function wf(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var Tf = `init`,
  Ef = `pending`,
  Df = `active`,
  Of = `completed`;
function kf(e) {
  return Math.max(0, e);
}
var Af = class {
    getAnimationStartedTime() {
      return this.animationStartedTime;
    }
    getBeginStartedTime() {
      return this.beginStartedTime;
    }
    constructor(e) {
      var t;
      Sf(this, `state`, Tf),
        (this.animationId = e.animationId),
        (this.onAnimationEnd = e.onAnimationEnd),
        (this.animationDuration = kf(e.animationDuration)),
        (this.animationBegin = kf(e.animationBegin)),
        (this.progress = 0),
        (this.from = e.from),
        (this.to = e.to),
        (this.easing = e.easing),
        (t = e.onAnimationStart) == null || t.call(e);
    }
    getState() {
      return this.state;
    }
    getEasing() {
      return this.easing;
    }
    getAnimationDuration() {
      return this.animationDuration;
    }
    tick(e) {
      if (this.getState() === Tf) return (this.state = Ef), (this.beginStartedTime = e), this.animationBegin;
      if (this.getState() === Ef) {
        if (this.beginStartedTime == null) throw Error();
        var t = e - this.beginStartedTime;
        return t >= this.animationBegin
          ? ((this.state = Df), (this.animationStartedTime = e), this.nextAnimationUpdate(0))
          : kf(this.animationBegin - t);
      }
      if (this.getState() === Df) {
        if (this.animationStartedTime == null) throw Error();
        var n = e - this.animationStartedTime;
        return this.setProgress(n / this.animationDuration), this.nextAnimationUpdate(n);
      }
      return 0;
    }
    setProgress(e) {
      this.progress = Math.min(1, Math.max(0, e));
    }
    getProgress() {
      return this.progress;
    }
    complete() {
      if (((this.progress = 1), this.state === `active`)) {
        var e;
        (e = this.onAnimationEnd) == null || e.call(this);
      }
      this.state = Of;
    }
    getFrom() {
      return this.from;
    }
    getTo() {
      return this.to;
    }
    getAnimationId() {
      return this.animationId;
    }
    getAnimationBegin() {
      return this.animationBegin;
    }
  },
  jf = class extends Af {
    nextAnimationUpdate() {
      return 0;
    }
    getInterpolated() {
      return this.easing(ge(this.getFrom(), this.getTo(), this.getProgress()));
    }
  },
  Mf = class {
    setTimeout(e) {
      var t = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : 0,
        n = performance.now(),
        r = null,
        i = (a) => {
          a - n >= t ? e(a) : (r = requestAnimationFrame(i));
        };
      return (
        (r = requestAnimationFrame(i)),
        () => {
          r != null && cancelAnimationFrame(r);
        }
      );
    }
  };
function Nf(e, t) {
  return Rf(e) || Lf(e, t) || Ff(e, t) || Pf();
}
function Pf() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function Ff(e, t) {
  if (e) {
    if (typeof e == `string`) return If(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? If(e, t)
          : void 0
    );
  }
}
function If(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function Lf(e, t) {
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
}
function Rf(e) {
  if (Array.isArray(e)) return e;
}
var zf = {
    begin: 0,
    duration: 1e3,
    easing: `ease`,
    isActive: !0,
    canBegin: !0,
    onAnimationEnd: () => {},
    onAnimationStart: () => {},
  },
  Bf = 0,
  Vf = 1;
function Hf(e) {
  var t = zn(e, zf),
    n = t.animationId,
    r = t.isActive,
    i = t.canBegin,
    a = t.duration,
    o = t.easing,
    s = t.begin,
    c = t.onAnimationEnd,
    l = t.onAnimationStart,
    u = t.children,
    f = bd(),
    p = r === `auto` ? !pd.isSsr && !f : r,
    m = xf(t.animationController),
    h = Nf((0, d.useState)(p ? Bf : Vf), 2),
    g = h[0],
    _ = h[1];
  return (
    (0, d.useEffect)(() => {
      p || _(Vf);
    }, [p]),
    (0, d.useEffect)(() => {
      var e = yf(o);
      return !p || !i || e == null
        ? be
        : m(
            new Mf(),
            new jf({
              animationId: n,
              easing: e,
              animationDuration: a,
              animationBegin: s,
              onAnimationStart: l,
              onAnimationEnd: c,
              from: Bf,
              to: Vf,
            }),
            _,
          );
    }, [m, n, p, i, a, o, s, l, c]),
    u(Number(g))
  );
}
function Uf(e) {
  var t = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : `animation-`,
    n = (0, d.useRef)(pe(t)),
    r = (0, d.useRef)(e);
  return r.current !== e && ((n.current = pe(t)), (r.current = e)), n.current;
}
var Wf = (e) => e.replace(/([A-Z])/g, (e) => `-${e.toLowerCase()}`),
  Gf = (e, t, n) => e.map((e) => `${Wf(e)} ${t}ms ${n}`).join(`,`),
  Kf = [`radius`],
  qf = [`radius`],
  Jf,
  Yf,
  Xf,
  Zf,
  Qf,
  $f,
  ep,
  tp,
  np,
  rp;
function ip(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function ap(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? ip(Object(n), !0).forEach((t) => {
          op(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : ip(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function op(e, t, n) {
  return (
    (t = sp(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function sp(e) {
  var t = cp(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function cp(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function lp() {
  return (
    (lp = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    lp.apply(null, arguments)
  );
}
function up(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = dp(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function dp(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function fp(e, t) {
  return _p(e) || gp(e, t) || mp(e, t) || pp();
}
function pp() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function mp(e, t) {
  if (e) {
    if (typeof e == `string`) return hp(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? hp(e, t)
          : void 0
    );
  }
}
function hp(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function gp(e, t) {
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
}
function _p(e) {
  if (Array.isArray(e)) return e;
}
function vp(e, t) {
  return (t ||= e.slice(0)), Object.freeze(Object.defineProperties(e, { raw: { value: Object.freeze(t) } }));
}
var yp = (e, t, n, r, i) => {
    var a = se(n),
      o = se(r),
      s = Math.min(Math.abs(a) / 2, Math.abs(o) / 2),
      c = o >= 0 ? 1 : -1,
      l = a >= 0 ? 1 : -1,
      u = +((o >= 0 && a >= 0) || (o < 0 && a < 0)),
      d;
    if (s > 0 && Array.isArray(i)) {
      for (var f = [0, 0, 0, 0], p = 0, m = 4; p < m; p++) {
        var h = i[p] ?? 0;
        f[p] = h > s ? s : h;
      }
      (d = P((Jf ||= vp([`M`, `,`, ``])), e, t + c * f[0])),
        f[0] > 0 && (d += P((Yf ||= vp([`A `, `,`, `,0,0,`, `,`, `,`, ``])), f[0], f[0], u, e + l * f[0], t)),
        (d += P((Xf ||= vp([`L `, `,`, ``])), e + n - l * f[1], t)),
        f[1] > 0 &&
          (d += P(
            (Zf ||= vp([
              `A `,
              `,`,
              `,0,0,`,
              `,
        `,
              `,`,
              ``,
            ])),
            f[1],
            f[1],
            u,
            e + n,
            t + c * f[1],
          )),
        (d += P((Qf ||= vp([`L `, `,`, ``])), e + n, t + r - c * f[2])),
        f[2] > 0 &&
          (d += P(
            ($f ||= vp([
              `A `,
              `,`,
              `,0,0,`,
              `,
        `,
              `,`,
              ``,
            ])),
            f[2],
            f[2],
            u,
            e + n - l * f[2],
            t + r,
          )),
        (d += P((ep ||= vp([`L `, `,`, ``])), e + l * f[3], t + r)),
        f[3] > 0 &&
          (d += P(
            (tp ||= vp([
              `A `,
              `,`,
              `,0,0,`,
              `,
        `,
              `,`,
              ``,
            ])),
            f[3],
            f[3],
            u,
            e,
            t + r - c * f[3],
          )),
        (d += `Z`);
    } else if (s > 0 && i === +i && i > 0) {
      var g = Math.min(s, i);
      d = P(
        (np ||= vp(
          `M .,.
            A .,.,0,0,.,.,.
            L .,.
            A .,.,0,0,.,.,.
            L .,.
            A .,.,0,0,.,.,.
            L .,.
            A .,.,0,0,.,.,. Z`.split(`.`),
        )),
        e,
        t + c * g,
        g,
        g,
        u,
        e + l * g,
        t,
        e + n - l * g,
        t,
        g,
        g,
        u,
        e + n,
        t + c * g,
        e + n,
        t + r - c * g,
        g,
        g,
        u,
        e + n - l * g,
        t + r,
        e + l * g,
        t + r,
        g,
        g,
        u,
        e,
        t + r - c * g,
      );
    } else d = P((rp ||= vp([`M `, `,`, ` h `, ` v `, ` h `, ` Z`])), e, t, n, r, -n);
    return d;
  },
  bp = {
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    radius: 0,
    isAnimationActive: !1,
    isUpdateAnimationActive: !1,
    animationBegin: 0,
    animationDuration: 1500,
    animationEasing: `ease`,
  },
  xp = (e) => {
    var t = zn(e, bp),
      n = (0, d.useRef)(null),
      r = fp((0, d.useState)(-1), 2),
      i = r[0],
      a = r[1];
    (0, d.useEffect)(() => {
      if (n.current && n.current.getTotalLength)
        try {
          var e = n.current.getTotalLength();
          e && a(e);
        } catch {}
    }, []);
    var s = t.x,
      c = t.y,
      l = t.width,
      u = t.height,
      f = t.radius,
      p = t.className,
      m = t.animationEasing,
      h = t.animationDuration,
      g = t.animationBegin,
      v = t.isAnimationActive,
      y = t.isUpdateAnimationActive,
      b = (0, d.useRef)(l),
      x = (0, d.useRef)(u),
      S = (0, d.useRef)(s),
      C = (0, d.useRef)(c),
      w = Uf(
        (0, d.useMemo)(() => ({ x: s, y: c, width: l, height: u, radius: f }), [s, c, l, u, f]),
        `rectangle-`,
      );
    if (s !== +s || c !== +c || l !== +l || u !== +u || l === 0 || u === 0) return null;
    var T = o(`recharts-rectangle`, p);
    if (!y) {
      var E = _(t);
      E.radius;
      var D = up(E, Kf);
      return d.createElement(
        `path`,
        lp({}, D, {
          x: se(s),
          y: se(c),
          width: se(l),
          height: se(u),
          radius: typeof f == `number` ? f : void 0,
          className: T,
          d: yp(s, c, l, u, f),
        }),
      );
    }
    var O = b.current,
      k = x.current,
      A = S.current,
      j = C.current,
      M = `0px ${i === -1 ? 1 : i}px`,
      N = `${i}px ${i}px`,
      ee = Gf([`strokeDasharray`], h, typeof m == `string` ? m : bp.animationEasing);
    return d.createElement(
      Hf,
      { animationId: w, key: w, canBegin: i > 0, duration: h, easing: m, isActive: y, begin: g },
      (e) => {
        var r = ge(O, l, e),
          i = ge(k, u, e),
          a = ge(A, s, e),
          o = ge(j, c, e);
        n.current && ((b.current = r), (x.current = i), (S.current = a), (C.current = o));
        var p = v ? (e > 0 ? { transition: ee, strokeDasharray: N } : { strokeDasharray: M }) : { strokeDasharray: N },
          m = _(t);
        m.radius;
        var h = up(m, qf);
        return d.createElement(
          `path`,
          lp({}, h, {
            radius: typeof f == `number` ? f : void 0,
            className: T,
            d: yp(a, o, r, i, f),
            ref: n,
            style: ap(ap({}, p), t.style),
          }),
        );
      },
    );
  };
function Sp(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Cp(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Sp(Object(n), !0).forEach((t) => {
          wp(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Sp(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function wp(e, t, n) {
  return (
    (t = Tp(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Tp(e) {
  var t = Ep(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Ep(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var Dp = Math.PI / 180,
  Op = (e) => (e * 180) / Math.PI,
  kp = (e, t, n, r) => ({ x: e + Math.cos(-Dp * r) * n, y: t + Math.sin(-Dp * r) * n }),
  Ap = function (e, t) {
    var n =
      arguments.length > 2 && arguments[2] !== void 0
        ? arguments[2]
        : { top: 0, right: 0, bottom: 0, left: 0, width: 0, height: 0, brushBottom: 0 };
    return Math.min(Math.abs(e - (n.left || 0) - (n.right || 0)), Math.abs(t - (n.top || 0) - (n.bottom || 0))) / 2;
  },
  jp = (e, t) => {
    var n = e.x,
      r = e.y,
      i = t.x,
      a = t.y;
    return Math.sqrt((n - i) ** 2 + (r - a) ** 2);
  },
  Mp = (e, t) => {
    var n = e.x,
      r = e.y,
      i = t.cx,
      a = t.cy,
      o = jp({ x: n, y: r }, { x: i, y: a });
    if (o <= 0) return { radius: o, angle: 0 };
    var s = (n - i) / o,
      c = Math.acos(s);
    return r > a && (c = 2 * Math.PI - c), { radius: o, angle: Op(c), angleInRadian: c };
  },
  Np = (e) => {
    var t = e.startAngle,
      n = e.endAngle,
      r = Math.floor(t / 360),
      i = Math.floor(n / 360),
      a = Math.min(r, i);
    return { startAngle: t - a * 360, endAngle: n - a * 360 };
  },
  Pp = (e, t) => {
    var n = t.startAngle,
      r = t.endAngle,
      i = Math.floor(n / 360),
      a = Math.floor(r / 360);
    return e + Math.min(i, a) * 360;
  },
  Fp = (e, t) => {
    var n = e.relativeX,
      r = e.relativeY,
      i = Mp({ x: n, y: r }, t),
      a = i.radius,
      o = i.angle,
      s = t.innerRadius,
      c = t.outerRadius;
    if (a < s || a > c || a === 0) return null;
    var l = Np(t),
      u = l.startAngle,
      d = l.endAngle,
      f = o,
      p;
    if (u <= d) {
      for (; f > d; ) f -= 360;
      for (; f < u; ) f += 360;
      p = f >= u && f <= d;
    } else {
      for (; f > u; ) f -= 360;
      for (; f < d; ) f += 360;
      p = f >= d && f <= u;
    }
    return p ? Cp(Cp({}, t), {}, { radius: a, angle: Pp(f, t) }) : null;
  };
function Ip(e) {
  var t = e.cx,
    n = e.cy,
    r = e.radius,
    i = e.startAngle,
    a = e.endAngle;
  return { points: [kp(t, n, r, i), kp(t, n, r, a)], cx: t, cy: n, radius: r, startAngle: i, endAngle: a };
}
var Lp, Rp, zp, Bp, Vp, Hp, Up;
function Wp() {
  return (
    (Wp = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    Wp.apply(null, arguments)
  );
}
function Gp(e, t) {
  return (t ||= e.slice(0)), Object.freeze(Object.defineProperties(e, { raw: { value: Object.freeze(t) } }));
}
var Kp = (e, t) => ce(t - e) * Math.min(Math.abs(t - e), 359.999),
  qp = (e) => {
    var t = e.cx,
      n = e.cy,
      r = e.radius,
      i = e.angle,
      a = e.sign,
      o = e.isExternal,
      s = e.cornerRadius,
      c = e.cornerIsExternal,
      l = s * (o ? 1 : -1) + r,
      u = Math.asin(s / l) / Dp,
      d = c ? i : i + a * u,
      f = kp(t, n, l, d),
      p = kp(t, n, r, d),
      m = c ? i - a * u : i;
    return { center: f, circleTangency: p, lineTangency: kp(t, n, l * Math.cos(u * Dp), m), theta: u };
  },
  Jp = (e) => {
    var t = e.cx,
      n = e.cy,
      r = e.innerRadius,
      i = e.outerRadius,
      a = e.startAngle,
      o = e.endAngle,
      s = Kp(a, o),
      c = a + s,
      l = kp(t, n, i, a),
      u = kp(t, n, i, c),
      d = P(
        (Lp ||= Gp([
          `M `,
          `,`,
          `
    A `,
          `,`,
          `,0,
    `,
          `,`,
          `,
    `,
          `,`,
          `
  `,
        ])),
        l.x,
        l.y,
        i,
        i,
        +(Math.abs(s) > 180),
        +(a > c),
        u.x,
        u.y,
      );
    if (r > 0) {
      var f = kp(t, n, r, a),
        p = kp(t, n, r, c);
      d += P(
        (Rp ||= Gp([
          `L `,
          `,`,
          `
            A `,
          `,`,
          `,0,
            `,
          `,`,
          `,
            `,
          `,`,
          ` Z`,
        ])),
        p.x,
        p.y,
        r,
        r,
        +(Math.abs(s) > 180),
        +(a <= c),
        f.x,
        f.y,
      );
    } else d += P((zp ||= Gp([`L `, `,`, ` Z`])), t, n);
    return d;
  },
  Yp = (e) => {
    var t = e.cx,
      n = e.cy,
      r = e.innerRadius,
      i = e.outerRadius,
      a = e.cornerRadius,
      o = e.forceCornerRadius,
      s = e.cornerIsExternal,
      c = e.startAngle,
      l = e.endAngle,
      u = ce(l - c),
      d = qp({ cx: t, cy: n, radius: i, angle: c, sign: u, cornerRadius: a, cornerIsExternal: s }),
      f = d.circleTangency,
      p = d.lineTangency,
      m = d.theta,
      h = qp({ cx: t, cy: n, radius: i, angle: l, sign: -u, cornerRadius: a, cornerIsExternal: s }),
      g = h.circleTangency,
      _ = h.lineTangency,
      v = h.theta,
      y = s ? Math.abs(c - l) : Math.abs(c - l) - m - v;
    if (y < 0)
      return o
        ? P(
            (Bp ||= Gp([
              `M `,
              `,`,
              `
        a`,
              `,`,
              `,0,0,1,`,
              `,0
        a`,
              `,`,
              `,0,0,1,`,
              `,0
      `,
            ])),
            p.x,
            p.y,
            a,
            a,
            a * 2,
            a,
            a,
            -a * 2,
          )
        : Jp({ cx: t, cy: n, innerRadius: r, outerRadius: i, startAngle: c, endAngle: l });
    var b = P(
      (Vp ||= Gp([
        `M `,
        `,`,
        `
    A`,
        `,`,
        `,0,0,`,
        `,`,
        `,`,
        `
    A`,
        `,`,
        `,0,`,
        `,`,
        `,`,
        `,`,
        `
    A`,
        `,`,
        `,0,0,`,
        `,`,
        `,`,
        `
  `,
      ])),
      p.x,
      p.y,
      a,
      a,
      +(u < 0),
      f.x,
      f.y,
      i,
      i,
      +(y > 180),
      +(u < 0),
      g.x,
      g.y,
      a,
      a,
      +(u < 0),
      _.x,
      _.y,
    );
    if (r > 0) {
      var x = qp({ cx: t, cy: n, radius: r, angle: c, sign: u, isExternal: !0, cornerRadius: a, cornerIsExternal: s }),
        S = x.circleTangency,
        C = x.lineTangency,
        w = x.theta,
        T = qp({ cx: t, cy: n, radius: r, angle: l, sign: -u, isExternal: !0, cornerRadius: a, cornerIsExternal: s }),
        E = T.circleTangency,
        D = T.lineTangency,
        O = T.theta,
        k = s ? Math.abs(c - l) : Math.abs(c - l) - w - O;
      if (k < 0 && a === 0) return `${b}L${t},${n}Z`;
      b += P(
        (Hp ||= Gp([
          `L`,
          `,`,
          `
      A`,
          `,`,
          `,0,0,`,
          `,`,
          `,`,
          `
      A`,
          `,`,
          `,0,`,
          `,`,
          `,`,
          `,`,
          `
      A`,
          `,`,
          `,0,0,`,
          `,`,
          `,`,
          `Z`,
        ])),
        D.x,
        D.y,
        a,
        a,
        +(u < 0),
        E.x,
        E.y,
        r,
        r,
        +(k > 180),
        +(u > 0),
        S.x,
        S.y,
        a,
        a,
        +(u < 0),
        C.x,
        C.y,
      );
    } else b += P((Up ||= Gp([`L`, `,`, `Z`])), t, n);
    return b;
  },
  Xp = {
    cx: 0,
    cy: 0,
    innerRadius: 0,
    outerRadius: 0,
    startAngle: 0,
    endAngle: 0,
    cornerRadius: 0,
    forceCornerRadius: !1,
    cornerIsExternal: !1,
  },
  Zp = (e) => {
    var t = zn(e, Xp),
      n = t.cx,
      r = t.cy,
      i = t.innerRadius,
      a = t.outerRadius,
      s = t.cornerRadius,
      c = t.forceCornerRadius,
      l = t.cornerIsExternal,
      u = t.startAngle,
      f = t.endAngle,
      p = t.className;
    if (a < i || u === f) return null;
    var m = o(`recharts-sector`, p),
      h = a - i,
      g = me(s, h, 0, !0),
      v =
        g > 0 && Math.abs(u - f) < 360
          ? Yp({
              cx: n,
              cy: r,
              innerRadius: i,
              outerRadius: a,
              cornerRadius: Math.min(g, h / 2),
              forceCornerRadius: c,
              cornerIsExternal: l,
              startAngle: u,
              endAngle: f,
            })
          : Jp({ cx: n, cy: r, innerRadius: i, outerRadius: a, startAngle: u, endAngle: f });
    return d.createElement(`path`, Wp({}, _(t), { className: m, d: v }));
  };
function Qp(e, t, n) {
  if (e === `horizontal`)
    return [
      { x: t.x, y: n.top },
      { x: t.x, y: n.top + n.height },
    ];
  if (e === `vertical`)
    return [
      { x: n.left, y: t.y },
      { x: n.left + n.width, y: t.y },
    ];
  if (An(t)) {
    if (e === `centric`) {
      var r = t.cx,
        i = t.cy,
        a = t.innerRadius,
        o = t.outerRadius,
        s = t.angle,
        c = kp(r, i, a, s),
        l = kp(r, i, o, s);
      return [
        { x: c.x, y: c.y },
        { x: l.x, y: l.y },
      ];
    }
    return Ip(t);
  }
}
function $p(e) {
  return ee(e) ? NaN : Number(e);
}
function em(e) {
  return e
    ? ((e = $p(e)), e === 1 / 0 || e === -1 / 0 ? (e < 0 ? -1 : 1) * Number.MAX_VALUE : e === e ? e : 0)
    : e === 0
      ? e
      : 0;
}
function tm(e, t, n) {
  n && typeof n != `number` && Mi(e, t, n) && (t = n = void 0),
    (e = em(e)),
    t === void 0 ? ((t = e), (e = 0)) : (t = em(t)),
    (n = n === void 0 ? (e < t ? 1 : -1) : em(n));
  const r = Math.max(Math.ceil((t - e) / (n || 1)), 0),
    i = Array(r);
  for (let t = 0; t < r; t++) (i[t] = e), (e += n);
  return i;
}
var nm = (e) => e.chartData,
  rm = B([nm], (e) => {
    var t = e.chartData == null ? 0 : e.chartData.length - 1;
    return { chartData: e.chartData, computedData: e.computedData, dataEndIndex: t, dataStartIndex: 0 };
  }),
  im = (e, t, n, r) => (r ? rm(e) : nm(e)),
  am = (e, t, n) => (n ? rm(e) : nm(e)),
  om = B([im], (e) => {
    var t = e.chartData,
      n = e.dataStartIndex,
      r = e.dataEndIndex;
    return t == null ? [] : t.slice(n, r + 1);
  });
B([rm], (e) => {
  var t = e.chartData,
    n = e.dataStartIndex,
    r = e.dataEndIndex;
  return t == null ? [] : t.slice(n, r + 1);
});
var sm = B([nm], (e) => {
  var t = e.chartData,
    n = e.dataStartIndex,
    r = e.dataEndIndex;
  return t == null ? [] : t.slice(n, r + 1);
});
function cm(e, t) {
  return pm(e) || fm(e, t) || um(e, t) || lm();
}
function lm() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function um(e, t) {
  if (e) {
    if (typeof e == `string`) return dm(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? dm(e, t)
          : void 0
    );
  }
}
function dm(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function fm(e, t) {
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
}
function pm(e) {
  if (Array.isArray(e)) return e;
}
function mm(e) {
  if (Array.isArray(e) && e.length === 2) {
    var t = cm(e, 2),
      n = t[0],
      r = t[1];
    if (U(n) && U(r)) return !0;
  }
  return !1;
}
function hm(e, t, n) {
  return n ? e : [Math.min(e[0], t[0]), Math.max(e[1], t[1])];
}
function gm(e, t) {
  if (t && typeof e != `function` && Array.isArray(e) && e.length === 2) {
    var n = cm(e, 2),
      r = n[0],
      i = n[1],
      a,
      o;
    if (U(r)) a = r;
    else if (typeof r == `function`) return;
    if (U(i)) o = i;
    else if (typeof i == `function`) return;
    var s = [a, o];
    if (mm(s)) return s;
  }
}
function _m(e, t, n) {
  if (n || t != null) {
    if (typeof e == `function` && t != null)
      try {
        var r = e(t, n);
        if (mm(r)) return hm(r, t, n);
      } catch {}
    if (Array.isArray(e) && e.length === 2) {
      var i = cm(e, 2),
        a = i[0],
        o = i[1],
        s,
        c;
      if (a === `auto`) t != null && (s = Math.min(...t));
      else if (F(a)) s = a;
      else if (typeof a == `function`)
        try {
          t != null && (s = a(t?.[0]));
        } catch {}
      else if (typeof a == `string` && Sc.test(a)) {
        var l = Sc.exec(a);
        if (l == null || l[1] == null || t == null) s = void 0;
        else {
          var u = +l[1];
          s = t[0] - u;
        }
      } else s = t?.[0];
      if (o === `auto`) t != null && (c = Math.max(...t));
      else if (F(o)) c = o;
      else if (typeof o == `function`)
        try {
          t != null && (c = o(t?.[1]));
        } catch {}
      else if (typeof o == `string` && Cc.test(o)) {
        var d = Cc.exec(o);
        if (d == null || d[1] == null || t == null) c = void 0;
        else {
          var f = +d[1];
          c = t[1] + f;
        }
      } else c = t?.[1];
      var p = [s, c];
      if (mm(p)) return t == null ? p : hm(p, t, n);
    }
  }
}
var G = e(
  n((e, t, n) => {
    ((e) => {
      var n = 1e9,
        r = {
          precision: 20,
          rounding: 4,
          toExpNeg: -7,
          toExpPos: 21,
          LN10: `2.302585092994045684017991454684364207601101488628772976033327900967572609677352480235997205089598298341967784042286`,
        },
        i = !0,
        a = `[DecimalError] `,
        o = a + `Invalid argument: `,
        s = a + `Exponent out of range: `,
        c = Math.floor,
        l = Math.pow,
        u = /^(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i,
        d,
        f = 1e7,
        p = 7,
        m = 9007199254740991,
        h = c(m / p),
        g = {};
      (g.absoluteValue = g.abs =
        function () {
          var e = new this.constructor(this);
          return (e.s &&= 1), e;
        }),
        (g.comparedTo = g.cmp =
          function (e) {
            var t, n, r, i;
            if (((e = new this.constructor(e)), this.s !== e.s)) return this.s || -e.s;
            if (this.e !== e.e) return (this.e > e.e) ^ (this.s < 0) ? 1 : -1;
            for (r = this.d.length, i = e.d.length, t = 0, n = r < i ? r : i; t < n; ++t)
              if (this.d[t] !== e.d[t]) return (this.d[t] > e.d[t]) ^ (this.s < 0) ? 1 : -1;
            return r === i ? 0 : (r > i) ^ (this.s < 0) ? 1 : -1;
          }),
        (g.decimalPlaces = g.dp =
          function () {
            var t = this.d.length - 1,
              n = (t - this.e) * p;
            if (((t = this.d[t]), t)) for (; t % 10 == 0; t /= 10) n--;
            return n < 0 ? 0 : n;
          }),
        (g.dividedBy = g.div =
          function (e) {
            return b(this, new this.constructor(e));
          }),
        (g.dividedToIntegerBy = g.idiv =
          function (e) {
            var n = this.constructor;
            return D(b(this, new n(e), 0, 1), n.precision);
          }),
        (g.equals = g.eq =
          function (e) {
            return !this.cmp(e);
          }),
        (g.exponent = function () {
          return S(this);
        }),
        (g.greaterThan = g.gt =
          function (e) {
            return this.cmp(e) > 0;
          }),
        (g.greaterThanOrEqualTo = g.gte =
          function (e) {
            return this.cmp(e) >= 0;
          }),
        (g.isInteger = g.isint =
          function () {
            return this.e > this.d.length - 2;
          }),
        (g.isNegative = g.isneg =
          function () {
            return this.s < 0;
          }),
        (g.isPositive = g.ispos =
          function () {
            return this.s > 0;
          }),
        (g.isZero = function () {
          return this.s === 0;
        }),
        (g.lessThan = g.lt =
          function (e) {
            return this.cmp(e) < 0;
          }),
        (g.lessThanOrEqualTo = g.lte =
          function (e) {
            return this.cmp(e) < 1;
          }),
        (g.logarithm = g.log =
          function (e) {
            var t,
              r = this.constructor,
              o = r.precision,
              s = o + 5;
            if (e === void 0) e = new r(10);
            else if (((e = new r(e)), e.s < 1 || e.eq(d))) throw Error(a + `NaN`);
            if (this.s < 1) throw Error(a + (this.s ? `NaN` : `-Infinity`));
            return this.eq(d) ? new r(0) : ((i = !1), (t = b(T(this, s), T(e, s), s)), (i = !0), D(t, o));
          }),
        (g.minus = g.sub =
          function (e) {
            return (e = new this.constructor(e)), this.s == e.s ? O(this, e) : _(this, ((e.s = -e.s), e));
          }),
        (g.modulo = g.mod =
          function (e) {
            var t,
              r = this.constructor,
              o = r.precision;
            if (((e = new r(e)), !e.s)) throw Error(a + `NaN`);
            return this.s ? ((i = !1), (t = b(this, e, 0, 1).times(e)), (i = !0), this.minus(t)) : D(new r(this), o);
          }),
        (g.naturalExponential = g.exp =
          function () {
            return x(this);
          }),
        (g.naturalLogarithm = g.ln =
          function () {
            return T(this);
          }),
        (g.negated = g.neg =
          function () {
            var e = new this.constructor(this);
            return (e.s = -e.s || 0), e;
          }),
        (g.plus = g.add =
          function (e) {
            return (e = new this.constructor(e)), this.s == e.s ? _(this, e) : O(this, ((e.s = -e.s), e));
          }),
        (g.precision = g.sd =
          function (e) {
            var t, n, r;
            if (e !== void 0 && e !== !!e && e !== 1 && e !== 0) throw Error(o + e);
            if (((t = S(this) + 1), (r = this.d.length - 1), (n = r * p + 1), (r = this.d[r]), r)) {
              for (; r % 10 == 0; r /= 10) n--;
              for (r = this.d[0]; r >= 10; r /= 10) n++;
            }
            return e && t > n ? t : n;
          }),
        (g.squareRoot = g.sqrt =
          function () {
            var e,
              t,
              n,
              r,
              o,
              s,
              l,
              d = this.constructor;
            if (this.s < 1) {
              if (!this.s) return new d(0);
              throw Error(a + `NaN`);
            }
            for (
              e = S(this),
                i = !1,
                o = Math.sqrt(+this),
                o == 0 || o == 1 / 0
                  ? ((t = y(this.d)),
                    (t.length + e) % 2 == 0 && (t += `0`),
                    (o = Math.sqrt(t)),
                    (e = c((e + 1) / 2) - (e < 0 || e % 2)),
                    o == 1 / 0 ? (t = `5e` + e) : ((t = o.toExponential()), (t = t.slice(0, t.indexOf(`e`) + 1) + e)),
                    (r = new d(t)))
                  : (r = new d(o.toString())),
                n = d.precision,
                o = l = n + 3;
              ;
            )
              if (
                ((s = r), (r = s.plus(b(this, s, l + 2)).times(0.5)), y(s.d).slice(0, l) === (t = y(r.d)).slice(0, l))
              ) {
                if (((t = t.slice(l - 3, l + 1)), o == l && t == `4999`)) {
                  if ((D(s, n + 1, 0), s.times(s).eq(this))) {
                    r = s;
                    break;
                  }
                } else if (t != `9999`) break;
                l += 4;
              }
            return (i = !0), D(r, n);
          }),
        (g.times = g.mul =
          function (e) {
            var t,
              n,
              r,
              a,
              o,
              s,
              c,
              l,
              u,
              p = this.constructor,
              m = this.d,
              h = (e = new p(e)).d;
            if (!this.s || !e.s) return new p(0);
            for (
              e.s *= this.s,
                n = this.e + e.e,
                l = m.length,
                u = h.length,
                l < u && ((o = m), (m = h), (h = o), (s = l), (l = u), (u = s)),
                o = [],
                s = l + u,
                r = s;
              r--;
            )
              o.push(0);
            for (r = u; --r >= 0; ) {
              for (t = 0, a = l + r; a > r; )
                (c = o[a] + h[r] * m[a - r - 1] + t), (o[a--] = (c % f) | 0), (t = (c / f) | 0);
              o[a] = ((o[a] + t) % f) | 0;
            }
            for (; !o[--s]; ) o.pop();
            return t ? ++n : o.shift(), (e.d = o), (e.e = n), i ? D(e, p.precision) : e;
          }),
        (g.toDecimalPlaces = g.todp =
          function (e, t) {
            var r = this,
              i = r.constructor;
            return (
              (r = new i(r)),
              e === void 0 ? r : (v(e, 0, n), t === void 0 ? (t = i.rounding) : v(t, 0, 8), D(r, e + S(r) + 1, t))
            );
          }),
        (g.toExponential = function (e, t) {
          var r,
            i = this,
            a = i.constructor;
          return (
            e === void 0
              ? (r = k(i, !0))
              : (v(e, 0, n),
                t === void 0 ? (t = a.rounding) : v(t, 0, 8),
                (i = D(new a(i), e + 1, t)),
                (r = k(i, !0, e + 1))),
            r
          );
        }),
        (g.toFixed = function (e, t) {
          var r,
            i,
            o = this.constructor;
          return e === void 0
            ? k(this)
            : (v(e, 0, n),
              t === void 0 ? (t = o.rounding) : v(t, 0, 8),
              (i = D(new o(this), e + S(this) + 1, t)),
              (r = k(i.abs(), !1, e + S(i) + 1)),
              this.isneg() && !this.isZero() ? `-` + r : r);
        }),
        (g.toInteger = g.toint =
          function () {
            var t = this.constructor;
            return D(new t(this), S(this) + 1, t.rounding);
          }),
        (g.toNumber = function () {
          return +this;
        }),
        (g.toPower = g.pow =
          function (e) {
            var t,
              n,
              r,
              o,
              s,
              l,
              u = this,
              f = u.constructor,
              h = 12,
              g = +(e = new f(e));
            if (!e.s) return new f(d);
            if (((u = new f(u)), !u.s)) {
              if (e.s < 1) throw Error(a + `Infinity`);
              return u;
            }
            if (u.eq(d)) return u;
            if (((r = f.precision), e.eq(d))) return D(u, r);
            if (((t = e.e), (n = e.d.length - 1), (l = t >= n), (s = u.s), !l)) {
              if (s < 0) throw Error(a + `NaN`);
            } else if ((n = g < 0 ? -g : g) <= m) {
              for (
                o = new f(d), t = Math.ceil(r / p + 4), i = !1;
                n % 2 && ((o = o.times(u)), A(o.d, t)), (n = c(n / 2)), n !== 0;
              )
                (u = u.times(u)), A(u.d, t);
              return (i = !0), e.s < 0 ? new f(d).div(o) : D(o, r);
            }
            return (
              (s = s < 0 && e.d[Math.max(t, n)] & 1 ? -1 : 1),
              (u.s = 1),
              (i = !1),
              (o = e.times(T(u, r + h))),
              (i = !0),
              (o = x(o)),
              (o.s = s),
              o
            );
          }),
        (g.toPrecision = function (e, t) {
          var r,
            i,
            a = this,
            o = a.constructor;
          return (
            e === void 0
              ? ((r = S(a)), (i = k(a, r <= o.toExpNeg || r >= o.toExpPos)))
              : (v(e, 1, n),
                t === void 0 ? (t = o.rounding) : v(t, 0, 8),
                (a = D(new o(a), e, t)),
                (r = S(a)),
                (i = k(a, e <= r || r <= o.toExpNeg, e))),
            i
          );
        }),
        (g.toSignificantDigits = g.tosd =
          function (e, t) {
            var i = this.constructor;
            return (
              e === void 0
                ? ((e = i.precision), (t = i.rounding))
                : (v(e, 1, n), t === void 0 ? (t = i.rounding) : v(t, 0, 8)),
              D(new i(this), e, t)
            );
          }),
        (g.toString =
          g.valueOf =
          g.val =
          g.toJSON =
            function () {
              var t = S(this),
                n = this.constructor;
              return k(this, t <= n.toExpNeg || t >= n.toExpPos);
            });
      function _(e, t) {
        var n,
          r,
          a,
          o,
          s,
          c,
          l,
          u,
          d = e.constructor,
          m = d.precision;
        if (!e.s || !t.s) return t.s || (t = new d(e)), i ? D(t, m) : t;
        if (((l = e.d), (u = t.d), (s = e.e), (a = t.e), (l = l.slice()), (o = s - a), o)) {
          for (
            o < 0 ? ((r = l), (o = -o), (c = u.length)) : ((r = u), (a = s), (c = l.length)),
              s = Math.ceil(m / p),
              c = s > c ? s + 1 : c + 1,
              o > c && ((o = c), (r.length = 1)),
              r.reverse();
            o--;
          )
            r.push(0);
          r.reverse();
        }
        for (c = l.length, o = u.length, c - o < 0 && ((o = c), (r = u), (u = l), (l = r)), n = 0; o; )
          (n = ((l[--o] = l[o] + u[o] + n) / f) | 0), (l[o] %= f);
        for (n && (l.unshift(n), ++a), c = l.length; l[--c] == 0; ) l.pop();
        return (t.d = l), (t.e = a), i ? D(t, m) : t;
      }
      function v(e, t, n) {
        if (e !== ~~e || e < t || e > n) throw Error(o + e);
      }
      function y(e) {
        var t,
          n,
          r,
          i = e.length - 1,
          a = ``,
          o = e[0];
        if (i > 0) {
          for (a += o, t = 1; t < i; t++) (r = e[t] + ``), (n = p - r.length), n && (a += w(n)), (a += r);
          (o = e[t]), (r = o + ``), (n = p - r.length), n && (a += w(n));
        } else if (o === 0) return `0`;
        for (; o % 10 == 0; ) o /= 10;
        return a + o;
      }
      var b = (() => {
        function e(e, t) {
          var n,
            r = 0,
            i = e.length;
          for (e = e.slice(); i--; ) (n = e[i] * t + r), (e[i] = (n % f) | 0), (r = (n / f) | 0);
          return r && e.unshift(r), e;
        }
        function t(e, t, n, r) {
          var i, a;
          if (n != r) a = n > r ? 1 : -1;
          else
            for (i = a = 0; i < n; i++)
              if (e[i] != t[i]) {
                a = e[i] > t[i] ? 1 : -1;
                break;
              }
          return a;
        }
        function n(e, t, n) {
          for (var r = 0; n--; ) (e[n] -= r), (r = +(e[n] < t[n])), (e[n] = r * f + e[n] - t[n]);
          for (; !e[0] && e.length > 1; ) e.shift();
        }
        return (r, i, o, s) => {
          var c,
            l,
            u,
            d,
            m,
            h,
            g,
            _,
            v,
            y,
            b,
            x,
            C,
            w,
            T,
            E,
            O,
            k,
            A = r.constructor,
            j = r.s == i.s ? 1 : -1,
            M = r.d,
            N = i.d;
          if (!r.s) return new A(r);
          if (!i.s) throw Error(a + `Division by zero`);
          for (l = r.e - i.e, O = N.length, T = M.length, g = new A(j), _ = g.d = [], u = 0; N[u] == (M[u] || 0); ) ++u;
          if ((N[u] > (M[u] || 0) && --l, (x = o == null ? (o = A.precision) : s ? o + (S(r) - S(i)) + 1 : o), x < 0))
            return new A(0);
          if (((x = (x / p + 2) | 0), (u = 0), O == 1))
            for (d = 0, N = N[0], x++; (u < T || d) && x--; u++)
              (C = d * f + (M[u] || 0)), (_[u] = (C / N) | 0), (d = (C % N) | 0);
          else {
            for (
              d = (f / (N[0] + 1)) | 0,
                d > 1 && ((N = e(N, d)), (M = e(M, d)), (O = N.length), (T = M.length)),
                w = O,
                v = M.slice(0, O),
                y = v.length;
              y < O;
            )
              v[y++] = 0;
            (k = N.slice()), k.unshift(0), (E = N[0]), N[1] >= f / 2 && ++E;
            do
              (d = 0),
                (c = t(N, v, O, y)),
                c < 0
                  ? ((b = v[0]),
                    O != y && (b = b * f + (v[1] || 0)),
                    (d = (b / E) | 0),
                    d > 1
                      ? (d >= f && (d = f - 1),
                        (m = e(N, d)),
                        (h = m.length),
                        (y = v.length),
                        (c = t(m, v, h, y)),
                        c == 1 && (d--, n(m, O < h ? k : N, h)))
                      : (d == 0 && (c = d = 1), (m = N.slice())),
                    (h = m.length),
                    h < y && m.unshift(0),
                    n(v, m, y),
                    c == -1 && ((y = v.length), (c = t(N, v, O, y)), c < 1 && (d++, n(v, O < y ? k : N, y))),
                    (y = v.length))
                  : c === 0 && (d++, (v = [0])),
                (_[u++] = d),
                c && v[0] ? (v[y++] = M[w] || 0) : ((v = [M[w]]), (y = 1));
            while ((w++ < T || v[0] !== void 0) && x--);
          }
          return _[0] || _.shift(), (g.e = l), D(g, s ? o + S(g) + 1 : o);
        };
      })();
      function x(e, t) {
        var n,
          r,
          a,
          o,
          c,
          u,
          f = 0,
          p = 0,
          m = e.constructor,
          h = m.precision;
        if (S(e) > 16) throw Error(s + S(e));
        if (!e.s) return new m(d);
        for (t == null ? ((i = !1), (u = h)) : (u = t), c = new m(0.03125); e.abs().gte(0.1); )
          (e = e.times(c)), (p += 5);
        for (r = ((Math.log(l(2, p)) / Math.LN10) * 2 + 5) | 0, u += r, n = a = o = new m(d), m.precision = u; ; ) {
          if (
            ((a = D(a.times(e), u)),
            (n = n.times(++f)),
            (c = o.plus(b(a, n, u))),
            y(c.d).slice(0, u) === y(o.d).slice(0, u))
          ) {
            for (; p--; ) o = D(o.times(o), u);
            return (m.precision = h), t == null ? ((i = !0), D(o, h)) : o;
          }
          o = c;
        }
      }
      function S(e) {
        for (var t = e.e * p, n = e.d[0]; n >= 10; n /= 10) t++;
        return t;
      }
      function C(e, t, n) {
        if (t > e.LN10.sd()) throw ((i = !0), n && (e.precision = n), Error(a + `LN10 precision limit exceeded`));
        return D(new e(e.LN10), t);
      }
      function w(e) {
        for (var t = ``; e--; ) t += `0`;
        return t;
      }
      function T(e, t) {
        var n,
          r,
          o,
          s,
          c,
          l,
          u,
          f,
          p,
          m = 1,
          h = 10,
          g = e,
          _ = g.d,
          v = g.constructor,
          x = v.precision;
        if (g.s < 1) throw Error(a + (g.s ? `NaN` : `-Infinity`));
        if (g.eq(d)) return new v(0);
        if ((t == null ? ((i = !1), (f = x)) : (f = t), g.eq(10))) return t ?? (i = !0), C(v, f);
        if (((f += h), (v.precision = f), (n = y(_)), (r = n.charAt(0)), (s = S(g)), Math.abs(s) < 0x5543df729c000)) {
          for (; (r < 7 && r != 1) || (r == 1 && n.charAt(1) > 3); )
            (g = g.times(e)), (n = y(g.d)), (r = n.charAt(0)), m++;
          (s = S(g)), r > 1 ? ((g = new v(`0.` + n)), s++) : (g = new v(r + `.` + n.slice(1)));
        } else
          return (
            (u = C(v, f + 2, x).times(s + ``)),
            (g = T(new v(r + `.` + n.slice(1)), f - h).plus(u)),
            (v.precision = x),
            t == null ? ((i = !0), D(g, x)) : g
          );
        for (l = c = g = b(g.minus(d), g.plus(d), f), p = D(g.times(g), f), o = 3; ; ) {
          if (((c = D(c.times(p), f)), (u = l.plus(b(c, new v(o), f))), y(u.d).slice(0, f) === y(l.d).slice(0, f)))
            return (
              (l = l.times(2)),
              s !== 0 && (l = l.plus(C(v, f + 2, x).times(s + ``))),
              (l = b(l, new v(m), f)),
              (v.precision = x),
              t == null ? ((i = !0), D(l, x)) : l
            );
          (l = u), (o += 2);
        }
      }
      function E(e, t) {
        var n, r, a;
        for (
          (n = t.indexOf(`.`)) > -1 && (t = t.replace(`.`, ``)),
            (r = t.search(/e/i)) > 0
              ? (n < 0 && (n = r), (n += +t.slice(r + 1)), (t = t.substring(0, r)))
              : n < 0 && (n = t.length),
            r = 0;
          t.charCodeAt(r) === 48;
        )
          ++r;
        for (a = t.length; t.charCodeAt(a - 1) === 48; ) --a;
        if (((t = t.slice(r, a)), t)) {
          if (((a -= r), (n = n - r - 1), (e.e = c(n / p)), (e.d = []), (r = (n + 1) % p), n < 0 && (r += p), r < a)) {
            for (r && e.d.push(+t.slice(0, r)), a -= p; r < a; ) e.d.push(+t.slice(r, (r += p)));
            (t = t.slice(r)), (r = p - t.length);
          } else r -= a;
          for (; r--; ) t += `0`;
          if ((e.d.push(+t), i && (e.e > h || e.e < -h))) throw Error(s + n);
        } else (e.s = 0), (e.e = 0), (e.d = [0]);
        return e;
      }
      function D(e, t, n) {
        var r,
          a,
          o,
          u,
          d,
          m,
          g,
          _,
          v = e.d;
        for (u = 1, o = v[0]; o >= 10; o /= 10) u++;
        if (((r = t - u), r < 0)) (r += p), (a = t), (g = v[(_ = 0)]);
        else {
          if (((_ = Math.ceil((r + 1) / p)), (o = v.length), _ >= o)) return e;
          for (g = o = v[_], u = 1; o >= 10; o /= 10) u++;
          (r %= p), (a = r - p + u);
        }
        if (
          (n !== void 0 &&
            ((o = l(10, u - a - 1)),
            (d = ((g / o) % 10) | 0),
            (m = t < 0 || v[_ + 1] !== void 0 || g % o),
            (m =
              n < 4
                ? (d || m) && (n == 0 || n == (e.s < 0 ? 3 : 2))
                : d > 5 ||
                  (d == 5 &&
                    (n == 4 ||
                      m ||
                      (n == 6 && ((r > 0 ? (a > 0 ? g / l(10, u - a) : 0) : v[_ - 1]) % 10) & 1) ||
                      n == (e.s < 0 ? 8 : 7))))),
          t < 1 || !v[0])
        )
          return (
            m
              ? ((o = S(e)), (v.length = 1), (t = t - o - 1), (v[0] = l(10, (p - (t % p)) % p)), (e.e = c(-t / p) || 0))
              : ((v.length = 1), (v[0] = e.e = e.s = 0)),
            e
          );
        if (
          (r == 0
            ? ((v.length = _), (o = 1), _--)
            : ((v.length = _ + 1), (o = l(10, p - r)), (v[_] = a > 0 ? (((g / l(10, u - a)) % l(10, a)) | 0) * o : 0)),
          m)
        )
          for (;;)
            if (_ == 0) {
              (v[0] += o) == f && ((v[0] = 1), ++e.e);
              break;
            } else {
              if (((v[_] += o), v[_] != f)) break;
              (v[_--] = 0), (o = 1);
            }
        for (r = v.length; v[--r] === 0; ) v.pop();
        if (i && (e.e > h || e.e < -h)) throw Error(s + S(e));
        return e;
      }
      function O(e, t) {
        var n,
          r,
          a,
          o,
          s,
          c,
          l,
          u,
          d,
          m,
          h = e.constructor,
          g = h.precision;
        if (!e.s || !t.s) return t.s ? (t.s = -t.s) : (t = new h(e)), i ? D(t, g) : t;
        if (((l = e.d), (m = t.d), (r = t.e), (u = e.e), (l = l.slice()), (s = u - r), s)) {
          for (
            d = s < 0,
              d ? ((n = l), (s = -s), (c = m.length)) : ((n = m), (r = u), (c = l.length)),
              a = Math.max(Math.ceil(g / p), c) + 2,
              s > a && ((s = a), (n.length = 1)),
              n.reverse(),
              a = s;
            a--;
          )
            n.push(0);
          n.reverse();
        } else {
          for (a = l.length, c = m.length, d = a < c, d && (c = a), a = 0; a < c; a++)
            if (l[a] != m[a]) {
              d = l[a] < m[a];
              break;
            }
          s = 0;
        }
        for (d && ((n = l), (l = m), (m = n), (t.s = -t.s)), c = l.length, a = m.length - c; a > 0; --a) l[c++] = 0;
        for (a = m.length; a > s; ) {
          if (l[--a] < m[a]) {
            for (o = a; o && l[--o] === 0; ) l[o] = f - 1;
            --l[o], (l[a] += f);
          }
          l[a] -= m[a];
        }
        for (; l[--c] === 0; ) l.pop();
        for (; l[0] === 0; l.shift()) --r;
        return l[0] ? ((t.d = l), (t.e = r), i ? D(t, g) : t) : new h(0);
      }
      function k(e, t, n) {
        var r,
          i = S(e),
          a = y(e.d),
          o = a.length;
        return (
          t
            ? (n && (r = n - o) > 0
                ? (a = a.charAt(0) + `.` + a.slice(1) + w(r))
                : o > 1 && (a = a.charAt(0) + `.` + a.slice(1)),
              (a = a + (i < 0 ? `e` : `e+`) + i))
            : i < 0
              ? ((a = `0.` + w(-i - 1) + a), n && (r = n - o) > 0 && (a += w(r)))
              : i >= o
                ? ((a += w(i + 1 - o)), n && (r = n - i - 1) > 0 && (a = a + `.` + w(r)))
                : ((r = i + 1) < o && (a = a.slice(0, r) + `.` + a.slice(r)),
                  n && (r = n - o) > 0 && (i + 1 === o && (a += `.`), (a += w(r)))),
          e.s < 0 ? `-` + a : a
        );
      }
      function A(e, t) {
        if (e.length > t) return (e.length = t), !0;
      }
      function j(e) {
        var t, n, r;
        function i(e) {
          if (!(this instanceof i)) return new i(e);
          if (((this.constructor = i), e instanceof i))
            (this.s = e.s), (this.e = e.e), (this.d = (e = e.d) ? e.slice() : e);
          else {
            if (typeof e == `number`) {
              if (e * 0 != 0) throw Error(o + e);
              if (e > 0) this.s = 1;
              else if (e < 0) (e = -e), (this.s = -1);
              else {
                (this.s = 0), (this.e = 0), (this.d = [0]);
                return;
              }
              if (e === ~~e && e < 1e7) {
                (this.e = 0), (this.d = [e]);
                return;
              }
              return E(this, e.toString());
            }
            if (typeof e != `string`) throw Error(o + e);
            if ((e.charCodeAt(0) === 45 ? ((e = e.slice(1)), (this.s = -1)) : (this.s = 1), u.test(e))) E(this, e);
            else throw Error(o + e);
          }
        }
        if (
          ((i.prototype = g),
          (i.ROUND_UP = 0),
          (i.ROUND_DOWN = 1),
          (i.ROUND_CEIL = 2),
          (i.ROUND_FLOOR = 3),
          (i.ROUND_HALF_UP = 4),
          (i.ROUND_HALF_DOWN = 5),
          (i.ROUND_HALF_EVEN = 6),
          (i.ROUND_HALF_CEIL = 7),
          (i.ROUND_HALF_FLOOR = 8),
          (i.clone = j),
          (i.config = i.set = M),
          e === void 0 && (e = {}),
          e)
        )
          for (r = [`precision`, `rounding`, `toExpNeg`, `toExpPos`, `LN10`], t = 0; t < r.length; )
            Object.hasOwn(e, (n = r[t++])) || (e[n] = this[n]);
        return i.config(e), i;
      }
      function M(e) {
        if (!e || typeof e != `object`) throw Error(a + `Object expected`);
        var t,
          r,
          i,
          s = [`precision`, 1, n, `rounding`, 0, 8, `toExpNeg`, -1 / 0, 0, `toExpPos`, 0, 1 / 0];
        for (t = 0; t < s.length; t += 3)
          if ((i = e[(r = s[t])]) !== void 0) {
            if (c(i) === i && i >= s[t + 1] && i <= s[t + 2]) this[r] = i;
            else throw Error(o + r + `: ` + i);
          }
        if ((i = e[(r = `LN10`)]) !== void 0) {
          if (i == Math.LN10) this[r] = new this(i);
          else throw Error(o + r + `: ` + i);
        }
        return this;
      }
      (r = j(r)),
        (r.default = r.Decimal = r),
        (d = new r(1)),
        typeof define == `function` && define.amd
          ? define(() => r)
          : t !== void 0 && t.exports
            ? (t.exports = r)
            : ((e ||= typeof self < `u` && self && self.self == self ? self : Function(`return this`)()),
              (e.Decimal = r));
    })(n);
  })(),
);
function vm(e) {
  return e === 0 ? 1 : Math.floor(new G.default(e).abs().log(10).toNumber()) + 1;
}
function ym(e, t, n) {
  for (var r = new G.default(e), i = 0, a = []; r.lt(t) && i < 1e5; ) a.push(r.toNumber()), (r = r.add(n)), i++;
  return a;
}
function bm(e, t) {
  return Tm(e) || wm(e, t) || Sm(e, t) || xm();
}
function xm() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function Sm(e, t) {
  if (e) {
    if (typeof e == `string`) return Cm(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? Cm(e, t)
          : void 0
    );
  }
}
function Cm(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function wm(e, t) {
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
}
function Tm(e) {
  if (Array.isArray(e)) return e;
}
var Em = (e) => {
    var t = bm(e, 2),
      n = t[0],
      r = t[1],
      i = n,
      a = r;
    return n > r && ((i = r), (a = n)), [i, a];
  },
  Dm = (e, t, n) => {
    if (e.lte(0)) return new G.default(0);
    var r = vm(e.toNumber()),
      i = new G.default(10).pow(r),
      a = e.div(i),
      o = r === 1 ? 0.1 : 0.05,
      s = new G.default(Math.ceil(a.div(o).toNumber())).add(n).mul(o).mul(i);
    return t ? new G.default(s.toNumber()) : new G.default(Math.ceil(s.toNumber()));
  },
  Om = (e, t, n) => {
    if (e.lte(0)) return new G.default(0);
    var r = [1, 2, 2.5, 5],
      i = e.toNumber(),
      a = Math.floor(new G.default(i).abs().log(10).toNumber()),
      o = new G.default(10).pow(a),
      s = e.div(o).toNumber(),
      c = r.findIndex((e) => e >= s - 1e-10);
    if ((c === -1 && ((o = o.mul(10)), (c = 0)), (c += n), c >= r.length)) {
      var l = Math.floor(c / r.length);
      (c %= r.length), (o = o.mul(new G.default(10).pow(l)));
    }
    var u = r[c] ?? 1,
      d = new G.default(u).mul(o);
    return t ? d : new G.default(Math.ceil(d.toNumber()));
  },
  km = (e, t, n) => {
    var r = new G.default(1),
      i = new G.default(e);
    if (!i.isint() && n) {
      var a = Math.abs(e);
      a < 1
        ? ((r = new G.default(10).pow(vm(e) - 1)), (i = new G.default(Math.floor(i.div(r).toNumber())).mul(r)))
        : a > 1 && (i = new G.default(Math.floor(e)));
    } else e === 0 ? (i = new G.default(Math.floor((t - 1) / 2))) : n || (i = new G.default(Math.floor(e)));
    for (var o = Math.floor((t - 1) / 2), s = [], c = 0; c < t; c++)
      s.push(i.add(new G.default(c - o).mul(r)).toNumber());
    return s;
  },
  Am = function (e, t, n, r) {
    var i = arguments.length > 4 && arguments[4] !== void 0 ? arguments[4] : 0,
      a = arguments.length > 5 && arguments[5] !== void 0 ? arguments[5] : Dm;
    if (!Number.isFinite((t - e) / (n - 1)))
      return { step: new G.default(0), tickMin: new G.default(0), tickMax: new G.default(0) };
    var o = a(new G.default(t).sub(e).div(n - 1), r, i),
      s;
    e <= 0 && t >= 0
      ? (s = new G.default(0))
      : ((s = new G.default(e).add(t).div(2)), (s = s.sub(new G.default(s).mod(o))));
    var c = Math.ceil(s.sub(e).div(o).toNumber()),
      l = Math.ceil(new G.default(t).sub(s).div(o).toNumber()),
      u = c + l + 1;
    return u > n
      ? Am(e, t, n, r, i + 1, a)
      : (u < n && ((l = t > 0 ? l + (n - u) : l), (c = t > 0 ? c : c + (n - u))),
        { step: o, tickMin: s.sub(new G.default(c).mul(o)), tickMax: s.add(new G.default(l).mul(o)) });
  },
  jm = function (e) {
    var t = bm(e, 2),
      n = t[0],
      r = t[1],
      i = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : 6,
      a = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : !0,
      o = arguments.length > 3 && arguments[3] !== void 0 ? arguments[3] : `auto`,
      s = Math.max(i, 2),
      c = bm(Em([n, r]), 2),
      l = c[0],
      u = c[1];
    if (l === -1 / 0 || u === 1 / 0) {
      var d = u === 1 / 0 ? [l, ...Array(i - 1).fill(1 / 0)] : [...Array(i - 1).fill(-1 / 0), u];
      return n > r ? d.reverse() : d;
    }
    if (l === u) return km(l, i, a);
    var f = Am(l, u, s, a, 0, o === `snap125` ? Om : Dm),
      p = f.step,
      m = f.tickMin,
      h = f.tickMax,
      g = ym(m, h.add(new G.default(0.1).mul(p)), p);
    return n > r ? g.reverse() : g;
  },
  Mm = function (e, t) {
    var n = bm(e, 2),
      r = n[0],
      i = n[1],
      a = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : !0,
      o = arguments.length > 3 && arguments[3] !== void 0 ? arguments[3] : `auto`,
      s = bm(Em([r, i]), 2),
      c = s[0],
      l = s[1];
    if (c === -1 / 0 || l === 1 / 0) return [r, i];
    if (c === l) return [c];
    var u = o === `snap125` ? Om : Dm,
      d = Math.max(t, 2),
      f = u(new G.default(l).sub(c).div(d - 1), a, 0),
      p = [...ym(new G.default(c), new G.default(l), f), l];
    if (a === !1) {
      p = p.map((e) => Math.round(e));
      var m = p.length - 1;
      m > 0 && p[m] === p[m - 1] && (p = p.slice(0, m));
    }
    return r > i ? p.reverse() : p;
  },
  Nm = (e) => e.rootProps.maxBarSize,
  Pm = (e) => e.rootProps.barGap,
  Fm = (e) => e.rootProps.barCategoryGap,
  Im = (e) => e.rootProps.barSize,
  Lm = (e) => e.rootProps.stackOffset,
  Rm = (e) => e.rootProps.reverseStackOrder,
  zm = (e) => e.options.chartName,
  Bm = (e) => e.rootProps.syncId,
  Vm = (e) => e.rootProps.syncMethod,
  Hm = (e) => e.options.eventEmitter,
  Um = {
    grid: -100,
    barBackground: -50,
    area: 100,
    cursorRectangle: 200,
    bar: 300,
    line: 400,
    axis: 500,
    scatter: 600,
    activeBar: 1e3,
    cursorLine: 1100,
    activeDot: 1200,
    label: 2e3,
  },
  Wm = {
    allowDecimals: !1,
    allowDuplicatedCategory: !0,
    allowDataOverflow: !1,
    angle: 0,
    angleAxisId: 0,
    axisLine: !0,
    axisLineType: `polygon`,
    cx: 0,
    cy: 0,
    hide: !1,
    includeHidden: !1,
    label: !1,
    niceTicks: `auto`,
    orientation: `outer`,
    reversed: !1,
    scale: `auto`,
    tick: !0,
    tickLine: !0,
    tickSize: 8,
    type: `auto`,
    zIndex: Um.axis,
  },
  Gm = {
    allowDataOverflow: !1,
    allowDecimals: !1,
    allowDuplicatedCategory: !0,
    angle: 0,
    axisLine: !0,
    includeHidden: !1,
    hide: !1,
    niceTicks: `auto`,
    label: !1,
    orientation: `right`,
    radiusAxisId: 0,
    reversed: !1,
    scale: `auto`,
    stroke: `#ccc`,
    tick: !0,
    tickCount: 5,
    tickLine: !0,
    type: `auto`,
    zIndex: Um.axis,
  },
  Km = (e, t) => {
    if (e && t) return e != null && e.reversed ? [t[1], t[0]] : t;
  };
function qm(e, t, n) {
  if (n !== `auto`) return n;
  if (e != null) return uc(e, t) ? `category` : `number`;
}
function Jm(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Ym(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Jm(Object(n), !0).forEach((t) => {
          Xm(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Jm(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Xm(e, t, n) {
  return (
    (t = Zm(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Zm(e) {
  var t = Qm(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Qm(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var $m = {
    allowDataOverflow: Wm.allowDataOverflow,
    allowDecimals: Wm.allowDecimals,
    allowDuplicatedCategory: !1,
    dataKey: void 0,
    domain: void 0,
    id: Wm.angleAxisId,
    includeHidden: !1,
    name: void 0,
    reversed: Wm.reversed,
    scale: Wm.scale,
    tick: Wm.tick,
    tickCount: void 0,
    ticks: void 0,
    type: Wm.type,
    unit: void 0,
    niceTicks: `auto`,
  },
  eh = {
    allowDataOverflow: Gm.allowDataOverflow,
    allowDecimals: Gm.allowDecimals,
    allowDuplicatedCategory: Gm.allowDuplicatedCategory,
    dataKey: void 0,
    domain: void 0,
    id: Gm.radiusAxisId,
    includeHidden: Gm.includeHidden,
    name: void 0,
    reversed: Gm.reversed,
    scale: Gm.scale,
    tick: Gm.tick,
    tickCount: Gm.tickCount,
    ticks: void 0,
    type: Gm.type,
    unit: void 0,
    niceTicks: `auto`,
  },
  th = B(
    [
      (e, t) => {
        if (t != null) return e.polarAxis.angleAxis[t];
      },
      Bl,
    ],
    (e, t) => {
      if (e != null) return e;
      var n = qm(t, `angleAxis`, $m.type) ?? `category`;
      return Ym(Ym({}, $m), {}, { type: n });
    },
  ),
  nh = B([(e, t) => e.polarAxis.radiusAxis[t], Bl], (e, t) => {
    if (e != null) return e;
    var n = qm(t, `radiusAxis`, eh.type) ?? `category`;
    return Ym(Ym({}, eh), {}, { type: n });
  }),
  rh = (e) => e.polarOptions,
  ih = B([kc, Ac, Kc], Ap),
  ah = B([rh, ih], (e, t) => {
    if (e != null) return me(e.innerRadius, t, 0);
  }),
  oh = B([rh, ih], (e, t) => {
    if (e != null) return me(e.outerRadius, t, t * 0.8);
  }),
  sh = B([rh], (e) => (e == null ? [0, 0] : [e.startAngle, e.endAngle]));
B([th, sh], Km);
var ch = B([ih, ah, oh], (e, t, n) => {
  if (e != null && t != null && n != null) return [t, n];
});
B([nh, ch], Km);
var lh = B([W, rh, ah, oh, kc, Ac], (e, t, n, r, i, a) => {
    if (!((e !== `centric` && e !== `radial`) || t == null || n == null || r == null)) {
      var o = t.cx,
        s = t.cy,
        c = t.startAngle,
        l = t.endAngle;
      return {
        cx: me(o, i, i / 2),
        cy: me(s, a, a / 2),
        innerRadius: n,
        outerRadius: r,
        startAngle: c,
        endAngle: l,
        clockWise: !1,
      };
    }
  }),
  uh = (e, t) => t,
  dh = (e, t, n) => n;
function fh(e) {
  return e?.id;
}
function ph(e, t, n) {
  var r = t.chartData,
    i = r === void 0 ? [] : r,
    a = n.allowDuplicatedCategory,
    o = n.dataKey,
    s = new Map();
  return (
    e.forEach((e) => {
      var t = e.data ?? i;
      if (t != null && t.length !== 0) {
        var n = fh(e);
        t.forEach((t, r) => {
          var i = o == null || a ? r : String(cc(t, o, null)),
            c = cc(t, e.dataKey, 0),
            l = s.has(i) ? s.get(i) : {};
          Object.assign(l, { [n]: c }), s.set(i, l);
        });
      }
    }),
    Array.from(s.values())
  );
}
function mh(e) {
  return `stackId` in e && e.stackId != null && e.dataKey != null;
}
var hh = (e, t) => (e === t ? !0 : e == null || t == null ? !1 : e[0] === t[0] && e[1] === t[1]);
function gh(e, t) {
  return Array.isArray(e) && Array.isArray(t) && e.length === 0 && t.length === 0 ? !0 : e === t;
}
function _h(e, t) {
  if (e.length === t.length) {
    for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return !1;
    return !0;
  }
  return !1;
}
var vh = (e) => {
    var t = W(e);
    return t === `horizontal` ? `xAxis` : t === `vertical` ? `yAxis` : t === `centric` ? `angleAxis` : `radiusAxis`;
  },
  yh = (e) => e.tooltip.settings.axisId;
function bh(e) {
  if (e != null) {
    var t = e.ticks,
      n = e.bandwidth,
      r = e.range(),
      i = [Math.min(...r), Math.max(...r)];
    return {
      domain: () => e.domain(),
      range: ((e) => {
        function t() {
          return e.apply(this, arguments);
        }
        return (t.toString = () => e.toString()), t;
      })(() => i),
      rangeMin: () => i[0],
      rangeMax: () => i[1],
      isInRange(e) {
        var t = i[0],
          n = i[1];
        return t <= n ? e >= t && e <= n : e >= n && e <= t;
      },
      bandwidth: n ? () => n.call(e) : void 0,
      ticks: t ? (n) => t.call(e, n) : void 0,
      map: (t, n) => {
        var r = e(t);
        if (r != null) {
          if (e.bandwidth && n != null && n.position) {
            var i = e.bandwidth();
            switch (n.position) {
              case `middle`:
                r += i / 2;
                break;
              case `end`:
                r += i;
            }
          }
          return r;
        }
      },
    };
  }
}
var xh = (e, t) => {
  if (t != null)
    switch (e) {
      case `linear`:
        if (!mm(t)) {
          for (var n, r, i = 0; i < t.length; i++) {
            var a = t[i];
            U(a) && ((n === void 0 || a < n) && (n = a), (r === void 0 || a > r) && (r = a));
          }
          return n !== void 0 && r !== void 0 ? [n, r] : void 0;
        }
        return t;
      default:
        return t;
    }
};
function Sh(e, t) {
  return e == null || t == null ? NaN : e < t ? -1 : e > t ? 1 : e >= t ? 0 : NaN;
}
function Ch(e, t) {
  return e == null || t == null ? NaN : t < e ? -1 : t > e ? 1 : t >= e ? 0 : NaN;
}
function wh(e) {
  let t, n, r;
  e.length === 2
    ? ((t = e === Sh || e === Ch ? e : Th), (n = e), (r = e))
    : ((t = Sh), (n = (t, n) => Sh(e(t), n)), (r = (t, n) => e(t) - n));
  function i(e, r, i = 0, a = e.length) {
    if (i < a) {
      if (t(r, r) !== 0) return a;
      do {
        const t = (i + a) >>> 1;
        n(e[t], r) < 0 ? (i = t + 1) : (a = t);
      } while (i < a);
    }
    return i;
  }
  function a(e, r, i = 0, a = e.length) {
    if (i < a) {
      if (t(r, r) !== 0) return a;
      do {
        const t = (i + a) >>> 1;
        n(e[t], r) <= 0 ? (i = t + 1) : (a = t);
      } while (i < a);
    }
    return i;
  }
  function o(e, t, n = 0, a = e.length) {
    const o = i(e, t, n, a - 1);
    return o > n && r(e[o - 1], t) > -r(e[o], t) ? o - 1 : o;
  }
  return { left: i, center: o, right: a };
}
function Th() {
  return 0;
}
function Eh(e) {
  return e === null ? NaN : +e;
}
function* Dh(e, t) {
  if (t === void 0) for (let t of e) t != null && (t = +t) >= t && (yield t);
  else {
    let n = -1;
    for (let r of e) (r = t(r, ++n, e)) != null && (r = +r) >= r && (yield r);
  }
}
var Oh = wh(Sh),
  kh = Oh.right;
Oh.left, wh(Eh).center;
var Ah = class extends Map {
  constructor(e, t = Ph) {
    if ((super(), Object.defineProperties(this, { _intern: { value: new Map() }, _key: { value: t } }), e != null))
      for (const [t, n] of e) this.set(t, n);
  }
  get(e) {
    return super.get(jh(this, e));
  }
  has(e) {
    return super.has(jh(this, e));
  }
  set(e, t) {
    return super.set(Mh(this, e), t);
  }
  delete(e) {
    return super.delete(Nh(this, e));
  }
};
function jh({ _intern: e, _key: t }, n) {
  const r = t(n);
  return e.has(r) ? e.get(r) : n;
}
function Mh({ _intern: e, _key: t }, n) {
  const r = t(n);
  return e.has(r) ? e.get(r) : (e.set(r, n), n);
}
function Nh({ _intern: e, _key: t }, n) {
  const r = t(n);
  return e.has(r) && ((n = e.get(r)), e.delete(r)), n;
}
function Ph(e) {
  return typeof e == `object` && e ? e.valueOf() : e;
}
function Fh(e = Sh) {
  if (e === Sh) return Ih;
  if (typeof e != `function`) throw TypeError(`compare is not a function`);
  return (t, n) => {
    const r = e(t, n);
    return r || r === 0 ? r : (e(n, n) === 0) - (e(t, t) === 0);
  };
}
function Ih(e, t) {
  return (e == null || !(e >= e)) - (t == null || !(t >= t)) || (e < t ? -1 : +(e > t));
}
Array.prototype.slice;
var Lh = Math.sqrt(50),
  Rh = Math.sqrt(10),
  zh = Math.sqrt(2);
function Bh(e, t, n) {
  let r = (t - e) / Math.max(0, n),
    i = Math.floor(Math.log10(r)),
    a = r / 10 ** i,
    o = a >= Lh ? 10 : a >= Rh ? 5 : a >= zh ? 2 : 1,
    s,
    c,
    l;
  return (
    i < 0
      ? ((l = 10 ** -i / o),
        (s = Math.round(e * l)),
        (c = Math.round(t * l)),
        s / l < e && ++s,
        c / l > t && --c,
        (l = -l))
      : ((l = 10 ** i * o), (s = Math.round(e / l)), (c = Math.round(t / l)), s * l < e && ++s, c * l > t && --c),
    c < s && 0.5 <= n && n < 2 ? Bh(e, t, n * 2) : [s, c, l]
  );
}
function Vh(e, t, n) {
  if (((t = +t), (e = +e), (n = +n), !(n > 0))) return [];
  if (e === t) return [e];
  const r = t < e,
    [i, a, o] = r ? Bh(t, e, n) : Bh(e, t, n);
  if (!(a >= i)) return [];
  const s = a - i + 1,
    c = Array(s);
  if (r) {
    if (o < 0) for (let e = 0; e < s; ++e) c[e] = (a - e) / -o;
    else for (let e = 0; e < s; ++e) c[e] = (a - e) * o;
  } else if (o < 0) for (let e = 0; e < s; ++e) c[e] = (i + e) / -o;
  else for (let e = 0; e < s; ++e) c[e] = (i + e) * o;
  return c;
}
function Hh(e, t, n) {
  return (t = +t), (e = +e), (n = +n), Bh(e, t, n)[2];
}
function Uh(e, t, n) {
  (t = +t), (e = +e), (n = +n);
  const r = t < e,
    i = r ? Hh(t, e, n) : Hh(e, t, n);
  return (r ? -1 : 1) * (i < 0 ? 1 / -i : i);
}
function Wh(e, t) {
  let n;
  if (t === void 0) for (const t of e) t != null && (n < t || (n === void 0 && t >= t)) && (n = t);
  else {
    let r = -1;
    for (let i of e) (i = t(i, ++r, e)) != null && (n < i || (n === void 0 && i >= i)) && (n = i);
  }
  return n;
}
function Gh(e, t) {
  let n;
  if (t === void 0) for (const t of e) t != null && (n > t || (n === void 0 && t >= t)) && (n = t);
  else {
    let r = -1;
    for (let i of e) (i = t(i, ++r, e)) != null && (n > i || (n === void 0 && i >= i)) && (n = i);
  }
  return n;
}
function Kh(e, t, n = 0, r = 1 / 0, i) {
  if (
    ((t = Math.floor(t)),
    (n = Math.floor(Math.max(0, n))),
    (r = Math.floor(Math.min(e.length - 1, r))),
    !(n <= t && t <= r))
  )
    return e;
  for (i = i === void 0 ? Ih : Fh(i); r > n; ) {
    if (r - n > 600) {
      const a = r - n + 1,
        o = t - n + 1,
        s = Math.log(a),
        c = 0.5 * Math.exp((2 * s) / 3),
        l = 0.5 * Math.sqrt((s * c * (a - c)) / a) * (o - a / 2 < 0 ? -1 : 1),
        u = Math.max(n, Math.floor(t - (o * c) / a + l)),
        d = Math.min(r, Math.floor(t + ((a - o) * c) / a + l));
      Kh(e, t, u, d, i);
    }
    let a = e[t],
      o = n,
      s = r;
    for (qh(e, n, t), i(e[r], a) > 0 && qh(e, n, r); o < s; ) {
      for (qh(e, o, s), ++o, --s; i(e[o], a) < 0; ) ++o;
      for (; i(e[s], a) > 0; ) --s;
    }
    i(e[n], a) === 0 ? qh(e, n, s) : (++s, qh(e, s, r)), s <= t && (n = s + 1), t <= s && (r = s - 1);
  }
  return e;
}
function qh(e, t, n) {
  const r = e[t];
  (e[t] = e[n]), (e[n] = r);
}
function Jh(e, t, n) {
  if (((e = Float64Array.from(Dh(e, n))), (r = e.length) && !isNaN((t = +t)))) {
    if (t <= 0 || r < 2) return Gh(e);
    if (t >= 1) return Wh(e);
    var r,
      i = (r - 1) * t,
      a = Math.floor(i),
      o = Wh(Kh(e, a).subarray(0, a + 1));
    return o + (Gh(e.subarray(a + 1)) - o) * (i - a);
  }
}
function Yh(e, t, n = Eh) {
  if ((r = e.length) && !isNaN((t = +t))) {
    if (t <= 0 || r < 2) return +n(e[0], 0, e);
    if (t >= 1) return +n(e[r - 1], r - 1, e);
    var r,
      i = (r - 1) * t,
      a = Math.floor(i),
      o = +n(e[a], a, e);
    return o + (+n(e[a + 1], a + 1, e) - o) * (i - a);
  }
}
function Xh(e, t, n) {
  (e = +e), (t = +t), (n = (i = arguments.length) < 2 ? ((t = e), (e = 0), 1) : i < 3 ? 1 : +n);
  for (var r = -1, i = Math.max(0, Math.ceil((t - e) / n)) | 0, a = Array(i); ++r < i; ) a[r] = e + r * n;
  return a;
}
function Zh(e, t, n) {
  (e.prototype = t.prototype = n), (n.constructor = e);
}
function Qh(e, t) {
  var n = Object.create(e.prototype);
  for (var r in t) n[r] = t[r];
  return n;
}
function $h() {}
var eg = 0.7,
  tg = 1 / eg,
  ng = `\\s*([+-]?\\d+)\\s*`,
  rg = `\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*`,
  ig = `\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*`,
  ag = /^#([0-9a-f]{3,8})$/,
  og = RegExp(`^rgb\\(${ng},${ng},${ng}\\)$`),
  sg = RegExp(`^rgb\\(${ig},${ig},${ig}\\)$`),
  cg = RegExp(`^rgba\\(${ng},${ng},${ng},${rg}\\)$`),
  lg = RegExp(`^rgba\\(${ig},${ig},${ig},${rg}\\)$`),
  ug = RegExp(`^hsl\\(${rg},${ig},${ig}\\)$`),
  dg = RegExp(`^hsla\\(${rg},${ig},${ig},${rg}\\)$`),
  fg = {
    aliceblue: 15792383,
    antiquewhite: 16444375,
    aqua: 65535,
    aquamarine: 8388564,
    azure: 15794175,
    beige: 16119260,
    bisque: 16770244,
    black: 0,
    blanchedalmond: 16772045,
    blue: 255,
    blueviolet: 9055202,
    brown: 10824234,
    burlywood: 14596231,
    cadetblue: 6266528,
    chartreuse: 8388352,
    chocolate: 13789470,
    coral: 16744272,
    cornflowerblue: 6591981,
    cornsilk: 16775388,
    crimson: 14423100,
    cyan: 65535,
    darkblue: 139,
    darkcyan: 35723,
    darkgoldenrod: 12092939,
    darkgray: 11119017,
    darkgreen: 25600,
    darkgrey: 11119017,
    darkkhaki: 12433259,
    darkmagenta: 9109643,
    darkolivegreen: 5597999,
    darkorange: 16747520,
    darkorchid: 10040012,
    darkred: 9109504,
    darksalmon: 15308410,
    darkseagreen: 9419919,
    darkslateblue: 4734347,
    darkslategray: 3100495,
    darkslategrey: 3100495,
    darkturquoise: 52945,
    darkviolet: 9699539,
    deeppink: 16716947,
    deepskyblue: 49151,
    dimgray: 6908265,
    dimgrey: 6908265,
    dodgerblue: 2003199,
    firebrick: 11674146,
    floralwhite: 16775920,
    forestgreen: 2263842,
    fuchsia: 16711935,
    gainsboro: 14474460,
    ghostwhite: 16316671,
    gold: 16766720,
    goldenrod: 14329120,
    gray: 8421504,
    green: 32768,
    greenyellow: 11403055,
    grey: 8421504,
    honeydew: 15794160,
    hotpink: 16738740,
    indianred: 13458524,
    indigo: 4915330,
    ivory: 16777200,
    khaki: 15787660,
    lavender: 15132410,
    lavenderblush: 16773365,
    lawngreen: 8190976,
    lemonchiffon: 16775885,
    lightblue: 11393254,
    lightcoral: 15761536,
    lightcyan: 14745599,
    lightgoldenrodyellow: 16448210,
    lightgray: 13882323,
    lightgreen: 9498256,
    lightgrey: 13882323,
    lightpink: 16758465,
    lightsalmon: 16752762,
    lightseagreen: 2142890,
    lightskyblue: 8900346,
    lightslategray: 7833753,
    lightslategrey: 7833753,
    lightsteelblue: 11584734,
    lightyellow: 16777184,
    lime: 65280,
    limegreen: 3329330,
    linen: 16445670,
    magenta: 16711935,
    maroon: 8388608,
    mediumaquamarine: 6737322,
    mediumblue: 205,
    mediumorchid: 12211667,
    mediumpurple: 9662683,
    mediumseagreen: 3978097,
    mediumslateblue: 8087790,
    mediumspringgreen: 64154,
    mediumturquoise: 4772300,
    mediumvioletred: 13047173,
    midnightblue: 1644912,
    mintcream: 16121850,
    mistyrose: 16770273,
    moccasin: 16770229,
    navajowhite: 16768685,
    navy: 128,
    oldlace: 16643558,
    olive: 8421376,
    olivedrab: 7048739,
    orange: 16753920,
    orangered: 16729344,
    orchid: 14315734,
    palegoldenrod: 15657130,
    palegreen: 10025880,
    paleturquoise: 11529966,
    palevioletred: 14381203,
    papayawhip: 16773077,
    peachpuff: 16767673,
    peru: 13468991,
    pink: 16761035,
    plum: 14524637,
    powderblue: 11591910,
    purple: 8388736,
    rebeccapurple: 6697881,
    red: 16711680,
    rosybrown: 12357519,
    royalblue: 4286945,
    saddlebrown: 9127187,
    salmon: 16416882,
    sandybrown: 16032864,
    seagreen: 3050327,
    seashell: 16774638,
    sienna: 10506797,
    silver: 12632256,
    skyblue: 8900331,
    slateblue: 6970061,
    slategray: 7372944,
    slategrey: 7372944,
    snow: 16775930,
    springgreen: 65407,
    steelblue: 4620980,
    tan: 13808780,
    teal: 32896,
    thistle: 14204888,
    tomato: 16737095,
    turquoise: 4251856,
    violet: 15631086,
    wheat: 16113331,
    white: 16777215,
    whitesmoke: 16119285,
    yellow: 16776960,
    yellowgreen: 10145074,
  };
Zh($h, _g, {
  copy(e) {
    return Object.assign(new this.constructor(), this, e);
  },
  displayable() {
    return this.rgb().displayable();
  },
  hex: pg,
  formatHex: pg,
  formatHex8: mg,
  formatHsl: hg,
  formatRgb: gg,
  toString: gg,
});
function pg() {
  return this.rgb().formatHex();
}
function mg() {
  return this.rgb().formatHex8();
}
function hg() {
  return kg(this).formatHsl();
}
function gg() {
  return this.rgb().formatRgb();
}
function _g(e) {
  var t, n;
  return (
    (e = (e + ``).trim().toLowerCase()),
    (t = ag.exec(e))
      ? ((n = t[1].length),
        (t = parseInt(t[1], 16)),
        n === 6
          ? vg(t)
          : n === 3
            ? new K(((t >> 8) & 15) | ((t >> 4) & 240), ((t >> 4) & 15) | (t & 240), ((t & 15) << 4) | (t & 15), 1)
            : n === 8
              ? yg((t >> 24) & 255, (t >> 16) & 255, (t >> 8) & 255, (t & 255) / 255)
              : n === 4
                ? yg(
                    ((t >> 12) & 15) | ((t >> 8) & 240),
                    ((t >> 8) & 15) | ((t >> 4) & 240),
                    ((t >> 4) & 15) | (t & 240),
                    (((t & 15) << 4) | (t & 15)) / 255,
                  )
                : null)
      : (t = og.exec(e))
        ? new K(t[1], t[2], t[3], 1)
        : (t = sg.exec(e))
          ? new K((t[1] * 255) / 100, (t[2] * 255) / 100, (t[3] * 255) / 100, 1)
          : (t = cg.exec(e))
            ? yg(t[1], t[2], t[3], t[4])
            : (t = lg.exec(e))
              ? yg((t[1] * 255) / 100, (t[2] * 255) / 100, (t[3] * 255) / 100, t[4])
              : (t = ug.exec(e))
                ? Og(t[1], t[2] / 100, t[3] / 100, 1)
                : (t = dg.exec(e))
                  ? Og(t[1], t[2] / 100, t[3] / 100, t[4])
                  : Object.hasOwn(fg, e)
                    ? vg(fg[e])
                    : e === `transparent`
                      ? new K(NaN, NaN, NaN, 0)
                      : null
  );
}
function vg(e) {
  return new K((e >> 16) & 255, (e >> 8) & 255, e & 255, 1);
}
function yg(e, t, n, r) {
  return r <= 0 && (e = t = n = NaN), new K(e, t, n, r);
}
function bg(e) {
  return e instanceof $h || (e = _g(e)), e ? ((e = e.rgb()), new K(e.r, e.g, e.b, e.opacity)) : new K();
}
function xg(e, t, n, r) {
  return arguments.length === 1 ? bg(e) : new K(e, t, n, r ?? 1);
}
function K(e, t, n, r) {
  (this.r = +e), (this.g = +t), (this.b = +n), (this.opacity = +r);
}
Zh(
  K,
  xg,
  Qh($h, {
    brighter(e) {
      return (e = e == null ? tg : tg ** +e), new K(this.r * e, this.g * e, this.b * e, this.opacity);
    },
    darker(e) {
      return (e = e == null ? eg : eg ** +e), new K(this.r * e, this.g * e, this.b * e, this.opacity);
    },
    rgb() {
      return this;
    },
    clamp() {
      return new K(Eg(this.r), Eg(this.g), Eg(this.b), Tg(this.opacity));
    },
    displayable() {
      return (
        -0.5 <= this.r &&
        this.r < 255.5 &&
        -0.5 <= this.g &&
        this.g < 255.5 &&
        -0.5 <= this.b &&
        this.b < 255.5 &&
        0 <= this.opacity &&
        this.opacity <= 1
      );
    },
    hex: Sg,
    formatHex: Sg,
    formatHex8: Cg,
    formatRgb: wg,
    toString: wg,
  }),
);
function Sg() {
  return `#${Dg(this.r)}${Dg(this.g)}${Dg(this.b)}`;
}
function Cg() {
  return `#${Dg(this.r)}${Dg(this.g)}${Dg(this.b)}${Dg((isNaN(this.opacity) ? 1 : this.opacity) * 255)}`;
}
function wg() {
  const e = Tg(this.opacity);
  return `${e === 1 ? `rgb(` : `rgba(`}${Eg(this.r)}, ${Eg(this.g)}, ${Eg(this.b)}${e === 1 ? `)` : `, ${e})`}`;
}
function Tg(e) {
  return isNaN(e) ? 1 : Math.max(0, Math.min(1, e));
}
function Eg(e) {
  return Math.max(0, Math.min(255, Math.round(e) || 0));
}
function Dg(e) {
  return (e = Eg(e)), (e < 16 ? `0` : ``) + e.toString(16);
}
function Og(e, t, n, r) {
  return r <= 0 ? (e = t = n = NaN) : n <= 0 || n >= 1 ? (e = t = NaN) : t <= 0 && (e = NaN), new jg(e, t, n, r);
}
function kg(e) {
  if (e instanceof jg) return new jg(e.h, e.s, e.l, e.opacity);
  if ((e instanceof $h || (e = _g(e)), !e)) return new jg();
  if (e instanceof jg) return e;
  e = e.rgb();
  var t = e.r / 255,
    n = e.g / 255,
    r = e.b / 255,
    i = Math.min(t, n, r),
    a = Math.max(t, n, r),
    o = NaN,
    s = a - i,
    c = (a + i) / 2;
  return (
    s
      ? ((o = t === a ? (n - r) / s + (n < r) * 6 : n === a ? (r - t) / s + 2 : (t - n) / s + 4),
        (s /= c < 0.5 ? a + i : 2 - a - i),
        (o *= 60))
      : (s = c > 0 && c < 1 ? 0 : o),
    new jg(o, s, c, e.opacity)
  );
}
function Ag(e, t, n, r) {
  return arguments.length === 1 ? kg(e) : new jg(e, t, n, r ?? 1);
}
function jg(e, t, n, r) {
  (this.h = +e), (this.s = +t), (this.l = +n), (this.opacity = +r);
}
Zh(
  jg,
  Ag,
  Qh($h, {
    brighter(e) {
      return (e = e == null ? tg : tg ** +e), new jg(this.h, this.s, this.l * e, this.opacity);
    },
    darker(e) {
      return (e = e == null ? eg : eg ** +e), new jg(this.h, this.s, this.l * e, this.opacity);
    },
    rgb() {
      var e = (this.h % 360) + (this.h < 0) * 360,
        t = isNaN(e) || isNaN(this.s) ? 0 : this.s,
        n = this.l,
        r = n + (n < 0.5 ? n : 1 - n) * t,
        i = 2 * n - r;
      return new K(
        Pg(e >= 240 ? e - 240 : e + 120, i, r),
        Pg(e, i, r),
        Pg(e < 120 ? e + 240 : e - 120, i, r),
        this.opacity,
      );
    },
    clamp() {
      return new jg(Mg(this.h), Ng(this.s), Ng(this.l), Tg(this.opacity));
    },
    displayable() {
      return (
        ((0 <= this.s && this.s <= 1) || isNaN(this.s)) &&
        0 <= this.l &&
        this.l <= 1 &&
        0 <= this.opacity &&
        this.opacity <= 1
      );
    },
    formatHsl() {
      const e = Tg(this.opacity);
      return `${e === 1 ? `hsl(` : `hsla(`}${Mg(this.h)}, ${Ng(this.s) * 100}%, ${Ng(this.l) * 100}%${e === 1 ? `)` : `, ${e})`}`;
    },
  }),
);
function Mg(e) {
  return (e = (e || 0) % 360), e < 0 ? e + 360 : e;
}
function Ng(e) {
  return Math.max(0, Math.min(1, e || 0));
}
function Pg(e, t, n) {
  return (e < 60 ? t + ((n - t) * e) / 60 : e < 180 ? n : e < 240 ? t + ((n - t) * (240 - e)) / 60 : t) * 255;
}
var Fg = Math.PI / 180,
  Ig = 180 / Math.PI,
  Lg = 18,
  Rg = 0.96422,
  zg = 1,
  Bg = 0.82521,
  Vg = 4 / 29,
  Hg = 6 / 29,
  Ug = 3 * Hg * Hg,
  Wg = Hg * Hg * Hg;
function Gg(e) {
  if (e instanceof qg) return new qg(e.l, e.a, e.b, e.opacity);
  if (e instanceof e_) return t_(e);
  e instanceof K || (e = bg(e));
  var t = Zg(e.r),
    n = Zg(e.g),
    r = Zg(e.b),
    i = Jg((0.2225045 * t + 0.7168786 * n + 0.0606169 * r) / zg),
    a,
    o;
  return (
    t === n && n === r
      ? (a = o = i)
      : ((a = Jg((0.4360747 * t + 0.3850649 * n + 0.1430804 * r) / Rg)),
        (o = Jg((0.0139322 * t + 0.0971045 * n + 0.7141733 * r) / Bg))),
    new qg(116 * i - 16, 500 * (a - i), 200 * (i - o), e.opacity)
  );
}
function Kg(e, t, n, r) {
  return arguments.length === 1 ? Gg(e) : new qg(e, t, n, r ?? 1);
}
function qg(e, t, n, r) {
  (this.l = +e), (this.a = +t), (this.b = +n), (this.opacity = +r);
}
Zh(
  qg,
  Kg,
  Qh($h, {
    brighter(e) {
      return new qg(this.l + Lg * (e ?? 1), this.a, this.b, this.opacity);
    },
    darker(e) {
      return new qg(this.l - Lg * (e ?? 1), this.a, this.b, this.opacity);
    },
    rgb() {
      var e = (this.l + 16) / 116,
        t = isNaN(this.a) ? e : e + this.a / 500,
        n = isNaN(this.b) ? e : e - this.b / 200;
      return (
        (t = Rg * Yg(t)),
        (e = zg * Yg(e)),
        (n = Bg * Yg(n)),
        new K(
          Xg(3.1338561 * t - 1.6168667 * e - 0.4906146 * n),
          Xg(-0.9787684 * t + 1.9161415 * e + 0.033454 * n),
          Xg(0.0719453 * t - 0.2289914 * e + 1.4052427 * n),
          this.opacity,
        )
      );
    },
  }),
);
function Jg(e) {
  return e > Wg ? e ** (1 / 3) : e / Ug + Vg;
}
function Yg(e) {
  return e > Hg ? e * e * e : Ug * (e - Vg);
}
function Xg(e) {
  return 255 * (e <= 0.0031308 ? 12.92 * e : 1.055 * e ** (1 / 2.4) - 0.055);
}
function Zg(e) {
  return (e /= 255) <= 0.04045 ? e / 12.92 : ((e + 0.055) / 1.055) ** 2.4;
}
function Qg(e) {
  if (e instanceof e_) return new e_(e.h, e.c, e.l, e.opacity);
  if ((e instanceof qg || (e = Gg(e)), e.a === 0 && e.b === 0))
    return new e_(NaN, 0 < e.l && e.l < 100 ? 0 : NaN, e.l, e.opacity);
  var t = Math.atan2(e.b, e.a) * Ig;
  return new e_(t < 0 ? t + 360 : t, Math.sqrt(e.a * e.a + e.b * e.b), e.l, e.opacity);
}
function $g(e, t, n, r) {
  return arguments.length === 1 ? Qg(e) : new e_(e, t, n, r ?? 1);
}
function e_(e, t, n, r) {
  (this.h = +e), (this.c = +t), (this.l = +n), (this.opacity = +r);
}
function t_(e) {
  if (isNaN(e.h)) return new qg(e.l, 0, 0, e.opacity);
  var t = e.h * Fg;
  return new qg(e.l, Math.cos(t) * e.c, Math.sin(t) * e.c, e.opacity);
}
Zh(
  e_,
  $g,
  Qh($h, {
    brighter(e) {
      return new e_(this.h, this.c, this.l + Lg * (e ?? 1), this.opacity);
    },
    darker(e) {
      return new e_(this.h, this.c, this.l - Lg * (e ?? 1), this.opacity);
    },
    rgb() {
      return t_(this).rgb();
    },
  }),
);
var n_ = -0.14861,
  r_ = 1.78277,
  i_ = -0.29227,
  a_ = -0.90649,
  o_ = 1.97294,
  s_ = o_ * a_,
  c_ = o_ * r_,
  l_ = r_ * i_ - a_ * n_;
function u_(e) {
  if (e instanceof f_) return new f_(e.h, e.s, e.l, e.opacity);
  e instanceof K || (e = bg(e));
  var t = e.r / 255,
    n = e.g / 255,
    r = e.b / 255,
    i = (l_ * r + s_ * t - c_ * n) / (l_ + s_ - c_),
    a = r - i,
    o = (o_ * (n - i) - i_ * a) / a_,
    s = Math.sqrt(o * o + a * a) / (o_ * i * (1 - i)),
    c = s ? Math.atan2(o, a) * Ig - 120 : NaN;
  return new f_(c < 0 ? c + 360 : c, s, i, e.opacity);
}
function d_(e, t, n, r) {
  return arguments.length === 1 ? u_(e) : new f_(e, t, n, r ?? 1);
}
function f_(e, t, n, r) {
  (this.h = +e), (this.s = +t), (this.l = +n), (this.opacity = +r);
}
Zh(
  f_,
  d_,
  Qh($h, {
    brighter(e) {
      return (e = e == null ? tg : tg ** +e), new f_(this.h, this.s, this.l * e, this.opacity);
    },
    darker(e) {
      return (e = e == null ? eg : eg ** +e), new f_(this.h, this.s, this.l * e, this.opacity);
    },
    rgb() {
      var e = isNaN(this.h) ? 0 : (this.h + 120) * Fg,
        t = +this.l,
        n = isNaN(this.s) ? 0 : this.s * t * (1 - t),
        r = Math.cos(e),
        i = Math.sin(e);
      return new K(
        255 * (t + n * (n_ * r + r_ * i)),
        255 * (t + n * (i_ * r + a_ * i)),
        255 * (t + o_ * r * n),
        this.opacity,
      );
    },
  }),
);
var p_ = (e) => () => e;
function m_(e, t) {
  return (n) => e + n * t;
}
function h_(e, t, n) {
  return (e **= +n), (t = t ** +n - e), (n = 1 / n), (r) => (e + r * t) ** +n;
}
function g_(e, t) {
  var n = t - e;
  return n ? m_(e, n > 180 || n < -180 ? n - 360 * Math.round(n / 360) : n) : p_(isNaN(e) ? t : e);
}
function __(e) {
  return (e = +e) == 1 ? v_ : (t, n) => (n - t ? h_(t, n, e) : p_(isNaN(t) ? n : t));
}
function v_(e, t) {
  var n = t - e;
  return n ? m_(e, n) : p_(isNaN(e) ? t : e);
}
var y_ = (function e(t) {
  var n = __(t);
  function r(e, t) {
    var r = n((e = xg(e)).r, (t = xg(t)).r),
      i = n(e.g, t.g),
      a = n(e.b, t.b),
      o = v_(e.opacity, t.opacity);
    return (t) => ((e.r = r(t)), (e.g = i(t)), (e.b = a(t)), (e.opacity = o(t)), e + ``);
  }
  return (r.gamma = e), r;
})(1);
function b_(e, t) {
  t ||= [];
  var n = e ? Math.min(t.length, e.length) : 0,
    r = t.slice(),
    i;
  return (a) => {
    for (i = 0; i < n; ++i) r[i] = e[i] * (1 - a) + t[i] * a;
    return r;
  };
}
function x_(e) {
  return ArrayBuffer.isView(e) && !(e instanceof DataView);
}
function S_(e, t) {
  for (var n = t ? t.length : 0, r = e ? Math.min(n, e.length) : 0, i = Array(r), a = Array(n), o = 0; o < r; ++o)
    i[o] = j_(e[o], t[o]);
  for (; o < n; ++o) a[o] = t[o];
  return (e) => {
    for (o = 0; o < r; ++o) a[o] = i[o](e);
    return a;
  };
}
function C_(e, t) {
  var n = new Date();
  return (e = +e), (t = +t), (r) => (n.setTime(e * (1 - r) + t * r), n);
}
function w_(e, t) {
  return (e = +e), (t = +t), (n) => e * (1 - n) + t * n;
}
function T_(e, t) {
  var n = {},
    r = {},
    i;
  for (i in ((typeof e == `object` && e) || (e = {}), (typeof t == `object` && t) || (t = {}), t))
    i in e ? (n[i] = j_(e[i], t[i])) : (r[i] = t[i]);
  return (e) => {
    for (i in n) r[i] = n[i](e);
    return r;
  };
}
var E_ = /[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,
  D_ = new RegExp(E_.source, `g`);
function O_(e) {
  return () => e;
}
function k_(e) {
  return (t) => e(t) + ``;
}
function A_(e, t) {
  var n = (E_.lastIndex = D_.lastIndex = 0),
    r,
    i,
    a,
    o = -1,
    s = [],
    c = [];
  for (e += ``, t += ``; (r = E_.exec(e)) && (i = D_.exec(t)); )
    (a = i.index) > n && ((a = t.slice(n, a)), s[o] ? (s[o] += a) : (s[++o] = a)),
      (r = r[0]) === (i = i[0])
        ? s[o]
          ? (s[o] += i)
          : (s[++o] = i)
        : ((s[++o] = null), c.push({ i: o, x: w_(r, i) })),
      (n = D_.lastIndex);
  return (
    n < t.length && ((a = t.slice(n)), s[o] ? (s[o] += a) : (s[++o] = a)),
    s.length < 2
      ? c[0]
        ? k_(c[0].x)
        : O_(t)
      : ((t = c.length),
        (e) => {
          for (var n = 0, r; n < t; ++n) s[(r = c[n]).i] = r.x(e);
          return s.join(``);
        })
  );
}
function j_(e, t) {
  var n = typeof t,
    r;
  return t == null || n === `boolean`
    ? p_(t)
    : (n === `number`
        ? w_
        : n === `string`
          ? (r = _g(t))
            ? ((t = r), y_)
            : A_
          : t instanceof _g
            ? y_
            : t instanceof Date
              ? C_
              : x_(t)
                ? b_
                : Array.isArray(t)
                  ? S_
                  : (typeof t.valueOf != `function` && typeof t.toString != `function`) || isNaN(t)
                    ? T_
                    : w_)(e, t);
}
function M_(e, t) {
  return (e = +e), (t = +t), (n) => Math.round(e * (1 - n) + t * n);
}
var N_ = 1e-12;
function P_(e) {
  return ((e = Math.exp(e)) + 1 / e) / 2;
}
function F_(e) {
  return ((e = Math.exp(e)) - 1 / e) / 2;
}
function I_(e) {
  return ((e = Math.exp(2 * e)) - 1) / (e + 1);
}
(function e(t, n, r) {
  function i(e, i) {
    var a = e[0],
      o = e[1],
      s = e[2],
      c = i[0],
      l = i[1],
      u = i[2],
      d = c - a,
      f = l - o,
      p = d * d + f * f,
      m,
      h;
    if (p < N_) (h = Math.log(u / s) / t), (m = (e) => [a + e * d, o + e * f, s * Math.exp(t * e * h)]);
    else {
      var g = Math.sqrt(p),
        _ = (u * u - s * s + r * p) / (2 * s * n * g),
        v = (u * u - s * s - r * p) / (2 * u * n * g),
        y = Math.log(Math.sqrt(_ * _ + 1) - _);
      (h = (Math.log(Math.sqrt(v * v + 1) - v) - y) / t),
        (m = (e) => {
          var r = e * h,
            i = P_(y),
            c = (s / (n * g)) * (i * I_(t * r + y) - F_(y));
          return [a + c * d, o + c * f, (s * i) / P_(t * r + y)];
        });
    }
    return (m.duration = (Math.abs(h) * 1e3 * t) / Math.SQRT2), m;
  }
  return (
    (i.rho = (t) => {
      var n = Math.max(0.001, +t),
        r = n * n;
      return e(n, r, r * r);
    }),
    i
  );
})(Math.SQRT2, 2, 4);
function L_(e) {
  return (function t(n) {
    n = +n;
    function r(t, r) {
      var i = e((t = d_(t)).h, (r = d_(r)).h),
        a = v_(t.s, r.s),
        o = v_(t.l, r.l),
        s = v_(t.opacity, r.opacity);
      return (e) => ((t.h = i(e)), (t.s = a(e)), (t.l = o(e ** +n)), (t.opacity = s(e)), t + ``);
    }
    return (r.gamma = t), r;
  })(1);
}
L_(g_), L_(v_);
function R_(e, t) {
  t === void 0 && ((t = e), (e = j_));
  for (var n = 0, r = t.length - 1, i = t[0], a = Array(r < 0 ? 0 : r); n < r; ) a[n] = e(i, (i = t[++n]));
  return (e) => {
    var t = Math.max(0, Math.min(r - 1, Math.floor((e *= r))));
    return a[t](e - t);
  };
}
function z_(e) {
  return Math.abs((e = Math.round(e))) >= 1e21 ? e.toLocaleString(`en`).replace(/,/g, ``) : e.toString(10);
}
function B_(e, t) {
  if (!isFinite(e) || e === 0) return null;
  var n = (e = t ? e.toExponential(t - 1) : e.toExponential()).indexOf(`e`),
    r = e.slice(0, n);
  return [r.length > 1 ? r[0] + r.slice(2) : r, +e.slice(n + 1)];
}
function V_(e) {
  return (e = B_(Math.abs(e))), e ? e[1] : NaN;
}
function H_(e, t) {
  return (n, r) => {
    for (
      var i = n.length, a = [], o = 0, s = e[0], c = 0;
      i > 0 &&
      s > 0 &&
      (c + s + 1 > r && (s = Math.max(1, r - c)), a.push(n.substring((i -= s), i + s)), !((c += s + 1) > r));
    )
      s = e[(o = (o + 1) % e.length)];
    return a.reverse().join(t);
  };
}
function U_(e) {
  return (t) => t.replace(/[0-9]/g, (t) => e[+t]);
}
var W_ = /^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;
function G_(e) {
  if (!(t = W_.exec(e))) throw Error(`invalid format: ` + e);
  var t;
  return new K_({
    fill: t[1],
    align: t[2],
    sign: t[3],
    symbol: t[4],
    zero: t[5],
    width: t[6],
    comma: t[7],
    precision: t[8] && t[8].slice(1),
    trim: t[9],
    type: t[10],
  });
}
G_.prototype = K_.prototype;
function K_(e) {
  (this.fill = e.fill === void 0 ? ` ` : e.fill + ``),
    (this.align = e.align === void 0 ? `>` : e.align + ``),
    (this.sign = e.sign === void 0 ? `-` : e.sign + ``),
    (this.symbol = e.symbol === void 0 ? `` : e.symbol + ``),
    (this.zero = !!e.zero),
    (this.width = e.width === void 0 ? void 0 : +e.width),
    (this.comma = !!e.comma),
    (this.precision = e.precision === void 0 ? void 0 : +e.precision),
    (this.trim = !!e.trim),
    (this.type = e.type === void 0 ? `` : e.type + ``);
}
K_.prototype.toString = function () {
  return (
    this.fill +
    this.align +
    this.sign +
    this.symbol +
    (this.zero ? `0` : ``) +
    (this.width === void 0 ? `` : Math.max(1, this.width | 0)) +
    (this.comma ? `,` : ``) +
    (this.precision === void 0 ? `` : `.` + Math.max(0, this.precision | 0)) +
    (this.trim ? `~` : ``) +
    this.type
  );
};
function q_(e) {
  out: for (var t = e.length, n = 1, r = -1, i; n < t; ++n)
    switch (e[n]) {
      case `.`:
        r = i = n;
        break;
      case `0`:
        r === 0 && (r = n), (i = n);
        break;
      default:
        if (!+e[n]) break out;
        r > 0 && (r = 0);
    }
  return r > 0 ? e.slice(0, r) + e.slice(i + 1) : e;
}
var J_;
function Y_(e, t) {
  var n = B_(e, t);
  if (!n) return (J_ = void 0), e.toPrecision(t);
  var r = n[0],
    i = n[1],
    a = i - (J_ = Math.max(-8, Math.min(8, Math.floor(i / 3))) * 3) + 1,
    o = r.length;
  return a === o
    ? r
    : a > o
      ? r + Array(a - o + 1).join(`0`)
      : a > 0
        ? r.slice(0, a) + `.` + r.slice(a)
        : `0.` + Array(1 - a).join(`0`) + B_(e, Math.max(0, t + a - 1))[0];
}
function X_(e, t) {
  var n = B_(e, t);
  if (!n) return e + ``;
  var r = n[0],
    i = n[1];
  return i < 0
    ? `0.` + Array(-i).join(`0`) + r
    : r.length > i + 1
      ? r.slice(0, i + 1) + `.` + r.slice(i + 1)
      : r + Array(i - r.length + 2).join(`0`);
}
var Z_ = {
  '%': (e, t) => (e * 100).toFixed(t),
  b: (e) => Math.round(e).toString(2),
  c: (e) => e + ``,
  d: z_,
  e: (e, t) => e.toExponential(t),
  f: (e, t) => e.toFixed(t),
  g: (e, t) => e.toPrecision(t),
  o: (e) => Math.round(e).toString(8),
  p: (e, t) => X_(e * 100, t),
  r: X_,
  s: Y_,
  X: (e) => Math.round(e).toString(16).toUpperCase(),
  x: (e) => Math.round(e).toString(16),
};
function Q_(e) {
  return e;
}
var $_ = Array.prototype.map,
  ev = [`y`, `z`, `a`, `f`, `p`, `n`, `µ`, `m`, ``, `k`, `M`, `G`, `T`, `P`, `E`, `Z`, `Y`];
function tv(e) {
  var t = e.grouping === void 0 || e.thousands === void 0 ? Q_ : H_($_.call(e.grouping, Number), e.thousands + ``),
    n = e.currency === void 0 ? `` : e.currency[0] + ``,
    r = e.currency === void 0 ? `` : e.currency[1] + ``,
    i = e.decimal === void 0 ? `.` : e.decimal + ``,
    a = e.numerals === void 0 ? Q_ : U_($_.call(e.numerals, String)),
    o = e.percent === void 0 ? `%` : e.percent + ``,
    s = e.minus === void 0 ? `−` : e.minus + ``,
    c = e.nan === void 0 ? `NaN` : e.nan + ``;
  function l(e, l) {
    e = G_(e);
    var u = e.fill,
      d = e.align,
      f = e.sign,
      p = e.symbol,
      m = e.zero,
      h = e.width,
      g = e.comma,
      _ = e.precision,
      v = e.trim,
      y = e.type;
    y === `n` ? ((g = !0), (y = `g`)) : Z_[y] || (_ === void 0 && (_ = 12), (v = !0), (y = `g`)),
      (m || (u === `0` && d === `=`)) && ((m = !0), (u = `0`), (d = `=`));
    var b =
        (l && l.prefix !== void 0 ? l.prefix : ``) +
        (p === `$` ? n : p === `#` && /[boxX]/.test(y) ? `0` + y.toLowerCase() : ``),
      x = (p === `$` ? r : /[%p]/.test(y) ? o : ``) + (l && l.suffix !== void 0 ? l.suffix : ``),
      S = Z_[y],
      C = /[defgprs%]/.test(y);
    _ = _ === void 0 ? 6 : /[gprs]/.test(y) ? Math.max(1, Math.min(21, _)) : Math.max(0, Math.min(20, _));
    function w(e) {
      var n = b,
        r = x,
        o,
        l,
        p;
      if (y === `c`) (r = S(e) + r), (e = ``);
      else {
        e = +e;
        var w = e < 0 || 1 / e < 0;
        if (
          ((e = isNaN(e) ? c : S(Math.abs(e), _)),
          v && (e = q_(e)),
          w && +e == 0 && f !== `+` && (w = !1),
          (n = (w ? (f === `(` ? f : s) : f === `-` || f === `(` ? `` : f) + n),
          (r = (y === `s` && !isNaN(e) && J_ !== void 0 ? ev[8 + J_ / 3] : ``) + r + (w && f === `(` ? `)` : ``)),
          C)
        ) {
          for (o = -1, l = e.length; ++o < l; )
            if (((p = e.charCodeAt(o)), 48 > p || p > 57)) {
              (r = (p === 46 ? i + e.slice(o + 1) : e.slice(o)) + r), (e = e.slice(0, o));
              break;
            }
        }
      }
      g && !m && (e = t(e, 1 / 0));
      var T = n.length + e.length + r.length,
        E = T < h ? Array(h - T + 1).join(u) : ``;
      switch ((g && m && ((e = t(E + e, E.length ? h - r.length : 1 / 0)), (E = ``)), d)) {
        case `<`:
          e = n + e + r + E;
          break;
        case `=`:
          e = n + E + e + r;
          break;
        case `^`:
          e = E.slice(0, (T = E.length >> 1)) + n + e + r + E.slice(T);
          break;
        default:
          e = E + n + e + r;
      }
      return a(e);
    }
    return (w.toString = () => e + ``), w;
  }
  function u(e, t) {
    var n = Math.max(-8, Math.min(8, Math.floor(V_(t) / 3))) * 3,
      r = 10 ** -n,
      i = l(((e = G_(e)), (e.type = `f`), e), { suffix: ev[8 + n / 3] });
    return (e) => i(r * e);
  }
  return { format: l, formatPrefix: u };
}
var nv, rv, iv;
av({ thousands: `,`, grouping: [3], currency: [`$`, ``] });
function av(e) {
  return (nv = tv(e)), (rv = nv.format), (iv = nv.formatPrefix), nv;
}
function ov(e) {
  return Math.max(0, -V_(Math.abs(e)));
}
function sv(e, t) {
  return Math.max(0, Math.max(-8, Math.min(8, Math.floor(V_(t) / 3))) * 3 - V_(Math.abs(e)));
}
function cv(e, t) {
  return (e = Math.abs(e)), (t = Math.abs(t) - e), Math.max(0, V_(t) - V_(e)) + 1;
}
var lv = new Date(),
  uv = new Date();
function q(e, t, n, r) {
  function i(t) {
    return e((t = arguments.length === 0 ? new Date() : new Date(+t))), t;
  }
  return (
    (i.floor = (t) => (e((t = new Date(+t))), t)),
    (i.ceil = (n) => (e((n = new Date(n - 1))), t(n, 1), e(n), n)),
    (i.round = (e) => {
      const t = i(e),
        n = i.ceil(e);
      return e - t < n - e ? t : n;
    }),
    (i.offset = (e, n) => (t((e = new Date(+e)), n == null ? 1 : Math.floor(n)), e)),
    (i.range = (n, r, a) => {
      const o = [];
      if (((n = i.ceil(n)), (a = a == null ? 1 : Math.floor(a)), !(n < r) || !(a > 0))) return o;
      let s;
      do o.push((s = new Date(+n))), t(n, a), e(n);
      while (s < n && n < r);
      return o;
    }),
    (i.filter = (n) =>
      q(
        (t) => {
          if (t >= t) for (; e(t), !n(t); ) t.setTime(t - 1);
        },
        (e, r) => {
          if (e >= e) {
            if (r < 0) for (; ++r <= 0; ) for (; t(e, -1), !n(e); );
            else for (; --r >= 0; ) for (; t(e, 1), !n(e); );
          }
        },
      )),
    n &&
      ((i.count = (t, r) => (lv.setTime(+t), uv.setTime(+r), e(lv), e(uv), Math.floor(n(lv, uv)))),
      (i.every = (e) => (
        (e = Math.floor(e)),
        !isFinite(e) || !(e > 0)
          ? null
          : e > 1
            ? i.filter(r ? (t) => r(t) % e === 0 : (t) => i.count(0, t) % e === 0)
            : i
      ))),
    i
  );
}
var dv = q(
  () => {},
  (e, t) => {
    e.setTime(+e + t);
  },
  (e, t) => t - e,
);
(dv.every = (e) => (
  (e = Math.floor(e)),
  !isFinite(e) || !(e > 0)
    ? null
    : e > 1
      ? q(
          (t) => {
            t.setTime(Math.floor(t / e) * e);
          },
          (t, n) => {
            t.setTime(+t + n * e);
          },
          (t, n) => (n - t) / e,
        )
      : dv
)),
  dv.range;
var fv = 1e3,
  pv = fv * 60,
  mv = pv * 60,
  hv = mv * 24,
  gv = hv * 7,
  _v = hv * 30,
  vv = hv * 365,
  yv = q(
    (e) => {
      e.setTime(e - e.getMilliseconds());
    },
    (e, t) => {
      e.setTime(+e + t * fv);
    },
    (e, t) => (t - e) / fv,
    (e) => e.getUTCSeconds(),
  );
yv.range;
var bv = q(
  (e) => {
    e.setTime(e - e.getMilliseconds() - e.getSeconds() * fv);
  },
  (e, t) => {
    e.setTime(+e + t * pv);
  },
  (e, t) => (t - e) / pv,
  (e) => e.getMinutes(),
);
bv.range;
var xv = q(
  (e) => {
    e.setUTCSeconds(0, 0);
  },
  (e, t) => {
    e.setTime(+e + t * pv);
  },
  (e, t) => (t - e) / pv,
  (e) => e.getUTCMinutes(),
);
xv.range;
var Sv = q(
  (e) => {
    e.setTime(e - e.getMilliseconds() - e.getSeconds() * fv - e.getMinutes() * pv);
  },
  (e, t) => {
    e.setTime(+e + t * mv);
  },
  (e, t) => (t - e) / mv,
  (e) => e.getHours(),
);
Sv.range;
var Cv = q(
  (e) => {
    e.setUTCMinutes(0, 0, 0);
  },
  (e, t) => {
    e.setTime(+e + t * mv);
  },
  (e, t) => (t - e) / mv,
  (e) => e.getUTCHours(),
);
Cv.range;
var wv = q(
  (e) => e.setHours(0, 0, 0, 0),
  (e, t) => e.setDate(e.getDate() + t),
  (e, t) => (t - e - (t.getTimezoneOffset() - e.getTimezoneOffset()) * pv) / hv,
  (e) => e.getDate() - 1,
);
wv.range;
var Tv = q(
  (e) => {
    e.setUTCHours(0, 0, 0, 0);
  },
  (e, t) => {
    e.setUTCDate(e.getUTCDate() + t);
  },
  (e, t) => (t - e) / hv,
  (e) => e.getUTCDate() - 1,
);
Tv.range;
var Ev = q(
  (e) => {
    e.setUTCHours(0, 0, 0, 0);
  },
  (e, t) => {
    e.setUTCDate(e.getUTCDate() + t);
  },
  (e, t) => (t - e) / hv,
  (e) => Math.floor(e / hv),
);
Ev.range;
function Dv(e) {
  return q(
    (t) => {
      t.setDate(t.getDate() - ((t.getDay() + 7 - e) % 7)), t.setHours(0, 0, 0, 0);
    },
    (e, t) => {
      e.setDate(e.getDate() + t * 7);
    },
    (e, t) => (t - e - (t.getTimezoneOffset() - e.getTimezoneOffset()) * pv) / gv,
  );
}
var Ov = Dv(0),
  kv = Dv(1),
  Av = Dv(2),
  jv = Dv(3),
  Mv = Dv(4),
  Nv = Dv(5),
  Pv = Dv(6);
Ov.range, kv.range, Av.range, jv.range, Mv.range, Nv.range, Pv.range;
function Fv(e) {
  return q(
    (t) => {
      t.setUTCDate(t.getUTCDate() - ((t.getUTCDay() + 7 - e) % 7)), t.setUTCHours(0, 0, 0, 0);
    },
    (e, t) => {
      e.setUTCDate(e.getUTCDate() + t * 7);
    },
    (e, t) => (t - e) / gv,
  );
}
var Iv = Fv(0),
  Lv = Fv(1),
  Rv = Fv(2),
  zv = Fv(3),
  Bv = Fv(4),
  Vv = Fv(5),
  Hv = Fv(6);
Iv.range, Lv.range, Rv.range, zv.range, Bv.range, Vv.range, Hv.range;
var Uv = q(
  (e) => {
    e.setDate(1), e.setHours(0, 0, 0, 0);
  },
  (e, t) => {
    e.setMonth(e.getMonth() + t);
  },
  (e, t) => t.getMonth() - e.getMonth() + (t.getFullYear() - e.getFullYear()) * 12,
  (e) => e.getMonth(),
);
Uv.range;
var Wv = q(
  (e) => {
    e.setUTCDate(1), e.setUTCHours(0, 0, 0, 0);
  },
  (e, t) => {
    e.setUTCMonth(e.getUTCMonth() + t);
  },
  (e, t) => t.getUTCMonth() - e.getUTCMonth() + (t.getUTCFullYear() - e.getUTCFullYear()) * 12,
  (e) => e.getUTCMonth(),
);
Wv.range;
var Gv = q(
  (e) => {
    e.setMonth(0, 1), e.setHours(0, 0, 0, 0);
  },
  (e, t) => {
    e.setFullYear(e.getFullYear() + t);
  },
  (e, t) => t.getFullYear() - e.getFullYear(),
  (e) => e.getFullYear(),
);
(Gv.every = (e) =>
  !isFinite((e = Math.floor(e))) || !(e > 0)
    ? null
    : q(
        (t) => {
          t.setFullYear(Math.floor(t.getFullYear() / e) * e), t.setMonth(0, 1), t.setHours(0, 0, 0, 0);
        },
        (t, n) => {
          t.setFullYear(t.getFullYear() + n * e);
        },
      )),
  Gv.range;
var Kv = q(
  (e) => {
    e.setUTCMonth(0, 1), e.setUTCHours(0, 0, 0, 0);
  },
  (e, t) => {
    e.setUTCFullYear(e.getUTCFullYear() + t);
  },
  (e, t) => t.getUTCFullYear() - e.getUTCFullYear(),
  (e) => e.getUTCFullYear(),
);
(Kv.every = (e) =>
  !isFinite((e = Math.floor(e))) || !(e > 0)
    ? null
    : q(
        (t) => {
          t.setUTCFullYear(Math.floor(t.getUTCFullYear() / e) * e), t.setUTCMonth(0, 1), t.setUTCHours(0, 0, 0, 0);
        },
        (t, n) => {
          t.setUTCFullYear(t.getUTCFullYear() + n * e);
        },
      )),
  Kv.range;
function qv(e, t, n, r, i, a) {
  const o = [
    [yv, 1, fv],
    [yv, 5, 5 * fv],
    [yv, 15, 15 * fv],
    [yv, 30, 30 * fv],
    [a, 1, pv],
    [a, 5, 5 * pv],
    [a, 15, 15 * pv],
    [a, 30, 30 * pv],
    [i, 1, mv],
    [i, 3, 3 * mv],
    [i, 6, 6 * mv],
    [i, 12, 12 * mv],
    [r, 1, hv],
    [r, 2, 2 * hv],
    [n, 1, gv],
    [t, 1, _v],
    [t, 3, 3 * _v],
    [e, 1, vv],
  ];
  function s(e, t, n) {
    const r = t < e;
    r && ([e, t] = [t, e]);
    const i = n && typeof n.range == `function` ? n : c(e, t, n),
      a = i ? i.range(e, +t + 1) : [];
    return r ? a.reverse() : a;
  }
  function c(t, n, r) {
    const i = Math.abs(n - t) / r,
      a = wh(([, , e]) => e).right(o, i);
    if (a === o.length) return e.every(Uh(t / vv, n / vv, r));
    if (a === 0) return dv.every(Math.max(Uh(t, n, r), 1));
    const [s, c] = o[i / o[a - 1][2] < o[a][2] / i ? a - 1 : a];
    return s.every(c);
  }
  return [s, c];
}
var [Jv, Yv] = qv(Kv, Wv, Iv, Ev, Cv, xv),
  [Xv, Zv] = qv(Gv, Uv, Ov, wv, Sv, bv);
function Qv(e) {
  if (0 <= e.y && e.y < 100) {
    var t = new Date(-1, e.m, e.d, e.H, e.M, e.S, e.L);
    return t.setFullYear(e.y), t;
  }
  return new Date(e.y, e.m, e.d, e.H, e.M, e.S, e.L);
}
function $v(e) {
  if (0 <= e.y && e.y < 100) {
    var t = new Date(Date.UTC(-1, e.m, e.d, e.H, e.M, e.S, e.L));
    return t.setUTCFullYear(e.y), t;
  }
  return new Date(Date.UTC(e.y, e.m, e.d, e.H, e.M, e.S, e.L));
}
function ey(e, t, n) {
  return { y: e, m: t, d: n, H: 0, M: 0, S: 0, L: 0 };
}
function ty(e) {
  var t = e.dateTime,
    n = e.date,
    r = e.time,
    i = e.periods,
    a = e.days,
    o = e.shortDays,
    s = e.months,
    c = e.shortMonths,
    l = sy(i),
    u = cy(i),
    d = sy(a),
    f = cy(a),
    p = sy(o),
    m = cy(o),
    h = sy(s),
    g = cy(s),
    _ = sy(c),
    v = cy(c),
    y = {
      a: N,
      A: ee,
      b: te,
      B: ne,
      c: null,
      d: ky,
      e: ky,
      f: Py,
      g: Gy,
      G: qy,
      H: Ay,
      I: jy,
      j: My,
      L: Ny,
      m: Fy,
      M: Iy,
      p: re,
      q: ie,
      Q: gb,
      s: _b,
      S: Ly,
      u: Ry,
      U: zy,
      V: Vy,
      w: Hy,
      W: Uy,
      x: null,
      X: null,
      y: Wy,
      Y: Ky,
      Z: Jy,
      '%': hb,
    },
    b = {
      a: ae,
      A: oe,
      b: se,
      B: P,
      c: null,
      d: Yy,
      e: Yy,
      f: eb,
      g: db,
      G: pb,
      H: Xy,
      I: Zy,
      j: Qy,
      L: $y,
      m: tb,
      M: nb,
      p: ce,
      q: le,
      Q: gb,
      s: _b,
      S: rb,
      u: ib,
      U: ab,
      V: sb,
      w: cb,
      W: lb,
      x: null,
      X: null,
      y: ub,
      Y: fb,
      Z: mb,
      '%': hb,
    },
    x = {
      a: E,
      A: D,
      b: O,
      B: k,
      c: A,
      d: yy,
      e: yy,
      f: Ty,
      g: hy,
      G: my,
      H: xy,
      I: xy,
      j: by,
      L: wy,
      m: vy,
      M: Sy,
      p: T,
      q: _y,
      Q: Dy,
      s: Oy,
      S: Cy,
      u: uy,
      U: dy,
      V: fy,
      w: ly,
      W: py,
      x: j,
      X: M,
      y: hy,
      Y: my,
      Z: gy,
      '%': Ey,
    };
  (y.x = S(n, y)), (y.X = S(r, y)), (y.c = S(t, y)), (b.x = S(n, b)), (b.X = S(r, b)), (b.c = S(t, b));
  function S(e, t) {
    return (n) => {
      var r = [],
        i = -1,
        a = 0,
        o = e.length,
        s,
        c,
        l;
      for (n instanceof Date || (n = new Date(+n)); ++i < o; )
        e.charCodeAt(i) === 37 &&
          (r.push(e.slice(a, i)),
          (c = ny[(s = e.charAt(++i))]) == null ? (c = s === `e` ? ` ` : `0`) : (s = e.charAt(++i)),
          (l = t[s]) && (s = l(n, c)),
          r.push(s),
          (a = i + 1));
      return r.push(e.slice(a, i)), r.join(``);
    };
  }
  function C(e, t) {
    return (n) => {
      var r = ey(1900, void 0, 1),
        i = w(r, e, (n += ``), 0),
        a,
        o;
      if (i != n.length) return null;
      if (`Q` in r) return new Date(r.Q);
      if (`s` in r) return new Date(r.s * 1e3 + (`L` in r ? r.L : 0));
      if (
        (t && !(`Z` in r) && (r.Z = 0),
        `p` in r && (r.H = (r.H % 12) + r.p * 12),
        r.m === void 0 && (r.m = `q` in r ? r.q : 0),
        `V` in r)
      ) {
        if (r.V < 1 || r.V > 53) return null;
        `w` in r || (r.w = 1),
          `Z` in r
            ? ((a = $v(ey(r.y, 0, 1))),
              (o = a.getUTCDay()),
              (a = o > 4 || o === 0 ? Lv.ceil(a) : Lv(a)),
              (a = Tv.offset(a, (r.V - 1) * 7)),
              (r.y = a.getUTCFullYear()),
              (r.m = a.getUTCMonth()),
              (r.d = a.getUTCDate() + ((r.w + 6) % 7)))
            : ((a = Qv(ey(r.y, 0, 1))),
              (o = a.getDay()),
              (a = o > 4 || o === 0 ? kv.ceil(a) : kv(a)),
              (a = wv.offset(a, (r.V - 1) * 7)),
              (r.y = a.getFullYear()),
              (r.m = a.getMonth()),
              (r.d = a.getDate() + ((r.w + 6) % 7)));
      } else
        (`W` in r || `U` in r) &&
          (`w` in r || (r.w = `u` in r ? r.u % 7 : +(`W` in r)),
          (o = `Z` in r ? $v(ey(r.y, 0, 1)).getUTCDay() : Qv(ey(r.y, 0, 1)).getDay()),
          (r.m = 0),
          (r.d = `W` in r ? ((r.w + 6) % 7) + r.W * 7 - ((o + 5) % 7) : r.w + r.U * 7 - ((o + 6) % 7)));
      return `Z` in r ? ((r.H += (r.Z / 100) | 0), (r.M += r.Z % 100), $v(r)) : Qv(r);
    };
  }
  function w(e, t, n, r) {
    for (var i = 0, a = t.length, o = n.length, s, c; i < a; ) {
      if (r >= o) return -1;
      if (((s = t.charCodeAt(i++)), s === 37)) {
        if (((s = t.charAt(i++)), (c = x[s in ny ? t.charAt(i++) : s]), !c || (r = c(e, n, r)) < 0)) return -1;
      } else if (s != n.charCodeAt(r++)) return -1;
    }
    return r;
  }
  function T(e, t, n) {
    var r = l.exec(t.slice(n));
    return r ? ((e.p = u.get(r[0].toLowerCase())), n + r[0].length) : -1;
  }
  function E(e, t, n) {
    var r = p.exec(t.slice(n));
    return r ? ((e.w = m.get(r[0].toLowerCase())), n + r[0].length) : -1;
  }
  function D(e, t, n) {
    var r = d.exec(t.slice(n));
    return r ? ((e.w = f.get(r[0].toLowerCase())), n + r[0].length) : -1;
  }
  function O(e, t, n) {
    var r = _.exec(t.slice(n));
    return r ? ((e.m = v.get(r[0].toLowerCase())), n + r[0].length) : -1;
  }
  function k(e, t, n) {
    var r = h.exec(t.slice(n));
    return r ? ((e.m = g.get(r[0].toLowerCase())), n + r[0].length) : -1;
  }
  function A(e, n, r) {
    return w(e, t, n, r);
  }
  function j(e, t, r) {
    return w(e, n, t, r);
  }
  function M(e, t, n) {
    return w(e, r, t, n);
  }
  function N(e) {
    return o[e.getDay()];
  }
  function ee(e) {
    return a[e.getDay()];
  }
  function te(e) {
    return c[e.getMonth()];
  }
  function ne(e) {
    return s[e.getMonth()];
  }
  function re(e) {
    return i[+(e.getHours() >= 12)];
  }
  function ie(e) {
    return 1 + ~~(e.getMonth() / 3);
  }
  function ae(e) {
    return o[e.getUTCDay()];
  }
  function oe(e) {
    return a[e.getUTCDay()];
  }
  function se(e) {
    return c[e.getUTCMonth()];
  }
  function P(e) {
    return s[e.getUTCMonth()];
  }
  function ce(e) {
    return i[+(e.getUTCHours() >= 12)];
  }
  function le(e) {
    return 1 + ~~(e.getUTCMonth() / 3);
  }
  return {
    format: (e) => {
      var t = S((e += ``), y);
      return (t.toString = () => e), t;
    },
    parse: (e) => {
      var t = C((e += ``), !1);
      return (t.toString = () => e), t;
    },
    utcFormat: (e) => {
      var t = S((e += ``), b);
      return (t.toString = () => e), t;
    },
    utcParse: (e) => {
      var t = C((e += ``), !0);
      return (t.toString = () => e), t;
    },
  };
}
var ny = { '-': ``, _: ` `, 0: `0` },
  ry = /^\s*\d+/,
  iy = /^%/,
  ay = /[\\^$*+?|[\]().{}]/g;
function J(e, t, n) {
  var r = e < 0 ? `-` : ``,
    i = (r ? -e : e) + ``,
    a = i.length;
  return r + (a < n ? Array(n - a + 1).join(t) + i : i);
}
function oy(e) {
  return e.replace(ay, `\\$&`);
}
function sy(e) {
  return RegExp(`^(?:` + e.map(oy).join(`|`) + `)`, `i`);
}
function cy(e) {
  return new Map(e.map((e, t) => [e.toLowerCase(), t]));
}
function ly(e, t, n) {
  var r = ry.exec(t.slice(n, n + 1));
  return r ? ((e.w = +r[0]), n + r[0].length) : -1;
}
function uy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 1));
  return r ? ((e.u = +r[0]), n + r[0].length) : -1;
}
function dy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.U = +r[0]), n + r[0].length) : -1;
}
function fy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.V = +r[0]), n + r[0].length) : -1;
}
function py(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.W = +r[0]), n + r[0].length) : -1;
}
function my(e, t, n) {
  var r = ry.exec(t.slice(n, n + 4));
  return r ? ((e.y = +r[0]), n + r[0].length) : -1;
}
function hy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.y = +r[0] + (+r[0] > 68 ? 1900 : 2e3)), n + r[0].length) : -1;
}
function gy(e, t, n) {
  var r = /^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n, n + 6));
  return r ? ((e.Z = r[1] ? 0 : -(r[2] + (r[3] || `00`))), n + r[0].length) : -1;
}
function _y(e, t, n) {
  var r = ry.exec(t.slice(n, n + 1));
  return r ? ((e.q = r[0] * 3 - 3), n + r[0].length) : -1;
}
function vy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.m = r[0] - 1), n + r[0].length) : -1;
}
function yy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.d = +r[0]), n + r[0].length) : -1;
}
function by(e, t, n) {
  var r = ry.exec(t.slice(n, n + 3));
  return r ? ((e.m = 0), (e.d = +r[0]), n + r[0].length) : -1;
}
function xy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.H = +r[0]), n + r[0].length) : -1;
}
function Sy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.M = +r[0]), n + r[0].length) : -1;
}
function Cy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 2));
  return r ? ((e.S = +r[0]), n + r[0].length) : -1;
}
function wy(e, t, n) {
  var r = ry.exec(t.slice(n, n + 3));
  return r ? ((e.L = +r[0]), n + r[0].length) : -1;
}
function Ty(e, t, n) {
  var r = ry.exec(t.slice(n, n + 6));
  return r ? ((e.L = Math.floor(r[0] / 1e3)), n + r[0].length) : -1;
}
function Ey(e, t, n) {
  var r = iy.exec(t.slice(n, n + 1));
  return r ? n + r[0].length : -1;
}
function Dy(e, t, n) {
  var r = ry.exec(t.slice(n));
  return r ? ((e.Q = +r[0]), n + r[0].length) : -1;
}
function Oy(e, t, n) {
  var r = ry.exec(t.slice(n));
  return r ? ((e.s = +r[0]), n + r[0].length) : -1;
}
function ky(e, t) {
  return J(e.getDate(), t, 2);
}
function Ay(e, t) {
  return J(e.getHours(), t, 2);
}
function jy(e, t) {
  return J(e.getHours() % 12 || 12, t, 2);
}
function My(e, t) {
  return J(1 + wv.count(Gv(e), e), t, 3);
}
function Ny(e, t) {
  return J(e.getMilliseconds(), t, 3);
}
function Py(e, t) {
  return Ny(e, t) + `000`;
}
function Fy(e, t) {
  return J(e.getMonth() + 1, t, 2);
}
function Iy(e, t) {
  return J(e.getMinutes(), t, 2);
}
function Ly(e, t) {
  return J(e.getSeconds(), t, 2);
}
function Ry(e) {
  var t = e.getDay();
  return t === 0 ? 7 : t;
}
function zy(e, t) {
  return J(Ov.count(Gv(e) - 1, e), t, 2);
}
function By(e) {
  var t = e.getDay();
  return t >= 4 || t === 0 ? Mv(e) : Mv.ceil(e);
}
function Vy(e, t) {
  return (e = By(e)), J(Mv.count(Gv(e), e) + (Gv(e).getDay() === 4), t, 2);
}
function Hy(e) {
  return e.getDay();
}
function Uy(e, t) {
  return J(kv.count(Gv(e) - 1, e), t, 2);
}
function Wy(e, t) {
  return J(e.getFullYear() % 100, t, 2);
}
function Gy(e, t) {
  return (e = By(e)), J(e.getFullYear() % 100, t, 2);
}
function Ky(e, t) {
  return J(e.getFullYear() % 1e4, t, 4);
}
function qy(e, t) {
  var n = e.getDay();
  return (e = n >= 4 || n === 0 ? Mv(e) : Mv.ceil(e)), J(e.getFullYear() % 1e4, t, 4);
}
function Jy(e) {
  var t = e.getTimezoneOffset();
  return (t > 0 ? `-` : ((t *= -1), `+`)) + J((t / 60) | 0, `0`, 2) + J(t % 60, `0`, 2);
}
function Yy(e, t) {
  return J(e.getUTCDate(), t, 2);
}
function Xy(e, t) {
  return J(e.getUTCHours(), t, 2);
}
function Zy(e, t) {
  return J(e.getUTCHours() % 12 || 12, t, 2);
}
function Qy(e, t) {
  return J(1 + Tv.count(Kv(e), e), t, 3);
}
function $y(e, t) {
  return J(e.getUTCMilliseconds(), t, 3);
}
function eb(e, t) {
  return $y(e, t) + `000`;
}
function tb(e, t) {
  return J(e.getUTCMonth() + 1, t, 2);
}
function nb(e, t) {
  return J(e.getUTCMinutes(), t, 2);
}
function rb(e, t) {
  return J(e.getUTCSeconds(), t, 2);
}
function ib(e) {
  var t = e.getUTCDay();
  return t === 0 ? 7 : t;
}
function ab(e, t) {
  return J(Iv.count(Kv(e) - 1, e), t, 2);
}
function ob(e) {
  var t = e.getUTCDay();
  return t >= 4 || t === 0 ? Bv(e) : Bv.ceil(e);
}
function sb(e, t) {
  return (e = ob(e)), J(Bv.count(Kv(e), e) + (Kv(e).getUTCDay() === 4), t, 2);
}
function cb(e) {
  return e.getUTCDay();
}
function lb(e, t) {
  return J(Lv.count(Kv(e) - 1, e), t, 2);
}
function ub(e, t) {
  return J(e.getUTCFullYear() % 100, t, 2);
}
function db(e, t) {
  return (e = ob(e)), J(e.getUTCFullYear() % 100, t, 2);
}
function fb(e, t) {
  return J(e.getUTCFullYear() % 1e4, t, 4);
}
function pb(e, t) {
  var n = e.getUTCDay();
  return (e = n >= 4 || n === 0 ? Bv(e) : Bv.ceil(e)), J(e.getUTCFullYear() % 1e4, t, 4);
}
function mb() {
  return `+0000`;
}
function hb() {
  return `%`;
}
function gb(e) {
  return +e;
}
function _b(e) {
  return Math.floor(e / 1e3);
}
var vb, yb, bb, xb;
Sb({
  dateTime: `%x, %X`,
  date: `%-m/%-d/%Y`,
  time: `%-I:%M:%S %p`,
  periods: [`AM`, `PM`],
  days: [`Sunday`, `Monday`, `Tuesday`, `Wednesday`, `Thursday`, `Friday`, `Saturday`],
  shortDays: [`Sun`, `Mon`, `Tue`, `Wed`, `Thu`, `Fri`, `Sat`],
  months: [
    `January`,
    `February`,
    `March`,
    `April`,
    `May`,
    `June`,
    `July`,
    `August`,
    `September`,
    `October`,
    `November`,
    `December`,
  ],
  shortMonths: [`Jan`, `Feb`, `Mar`, `Apr`, `May`, `Jun`, `Jul`, `Aug`, `Sep`, `Oct`, `Nov`, `Dec`],
});
function Sb(e) {
  return (vb = ty(e)), (yb = vb.format), vb.parse, (bb = vb.utcFormat), (xb = vb.utcParse), vb;
}
var Cb = `%Y-%m-%dT%H:%M:%S.%LZ`;
Date.prototype.toISOString || bb(Cb), +new Date(`2000-01-01T00:00:00.000Z`) || xb(Cb);
function wb(e, t) {
  switch (arguments.length) {
    case 0:
      break;
    case 1:
      this.range(e);
      break;
    default:
      this.range(t).domain(e);
  }
  return this;
}
function Tb(e, t) {
  switch (arguments.length) {
    case 0:
      break;
    case 1:
      typeof e == `function` ? this.interpolator(e) : this.range(e);
      break;
    default:
      this.domain(e), typeof t == `function` ? this.interpolator(t) : this.range(t);
  }
  return this;
}
var Eb = Symbol(`implicit`);
function Db() {
  var e = new Ah(),
    t = [],
    n = [],
    r = Eb;
  function i(i) {
    let a = e.get(i);
    if (a === void 0) {
      if (r !== Eb) return r;
      e.set(i, (a = t.push(i) - 1));
    }
    return n[a % n.length];
  }
  return (
    (i.domain = function (n) {
      if (!arguments.length) return t.slice();
      (t = []), (e = new Ah());
      for (const r of n) e.has(r) || e.set(r, t.push(r) - 1);
      return i;
    }),
    (i.range = function (e) {
      return arguments.length ? ((n = Array.from(e)), i) : n.slice();
    }),
    (i.unknown = function (e) {
      return arguments.length ? ((r = e), i) : r;
    }),
    (i.copy = () => Db(t, n).unknown(r)),
    wb.apply(i, arguments),
    i
  );
}
function Ob() {
  var e = Db().unknown(void 0),
    t = e.domain,
    n = e.range,
    r = 0,
    i = 1,
    a,
    o,
    s = !1,
    c = 0,
    l = 0,
    u = 0.5;
  delete e.unknown;
  function d() {
    var e = t().length,
      d = i < r,
      f = d ? i : r,
      p = d ? r : i;
    (a = (p - f) / Math.max(1, e - c + l * 2)),
      s && (a = Math.floor(a)),
      (f += (p - f - a * (e - c)) * u),
      (o = a * (1 - c)),
      s && ((f = Math.round(f)), (o = Math.round(o)));
    var m = Xh(e).map((e) => f + a * e);
    return n(d ? m.reverse() : m);
  }
  return (
    (e.domain = function (e) {
      return arguments.length ? (t(e), d()) : t();
    }),
    (e.range = function (e) {
      return arguments.length ? (([r, i] = e), (r = +r), (i = +i), d()) : [r, i];
    }),
    (e.rangeRound = (e) => (([r, i] = e), (r = +r), (i = +i), (s = !0), d())),
    (e.bandwidth = () => o),
    (e.step = () => a),
    (e.round = function (e) {
      return arguments.length ? ((s = !!e), d()) : s;
    }),
    (e.padding = function (e) {
      return arguments.length ? ((c = Math.min(1, (l = +e))), d()) : c;
    }),
    (e.paddingInner = function (e) {
      return arguments.length ? ((c = Math.min(1, e)), d()) : c;
    }),
    (e.paddingOuter = function (e) {
      return arguments.length ? ((l = +e), d()) : l;
    }),
    (e.align = function (e) {
      return arguments.length ? ((u = Math.max(0, Math.min(1, e))), d()) : u;
    }),
    (e.copy = () => Ob(t(), [r, i]).round(s).paddingInner(c).paddingOuter(l).align(u)),
    wb.apply(d(), arguments)
  );
}
function kb(e) {
  var t = e.copy;
  return (e.padding = e.paddingOuter), delete e.paddingInner, delete e.paddingOuter, (e.copy = () => kb(t())), e;
}
function Ab() {
  return kb(Ob.apply(null, arguments).paddingInner(1));
}
function jb(e) {
  return () => e;
}
function Mb(e) {
  return +e;
}
var Nb = [0, 1];
function Pb(e) {
  return e;
}
function Fb(e, t) {
  return (t -= e = +e) ? (n) => (n - e) / t : jb(isNaN(t) ? NaN : 0.5);
}
function Ib(e, t) {
  var n;
  return e > t && ((n = e), (e = t), (t = n)), (n) => Math.max(e, Math.min(t, n));
}
function Lb(e, t, n) {
  var r = e[0],
    i = e[1],
    a = t[0],
    o = t[1];
  return i < r ? ((r = Fb(i, r)), (a = n(o, a))) : ((r = Fb(r, i)), (a = n(a, o))), (e) => a(r(e));
}
function Rb(e, t, n) {
  var r = Math.min(e.length, t.length) - 1,
    i = Array(r),
    a = Array(r),
    o = -1;
  for (e[r] < e[0] && ((e = e.slice().reverse()), (t = t.slice().reverse())); ++o < r; )
    (i[o] = Fb(e[o], e[o + 1])), (a[o] = n(t[o], t[o + 1]));
  return (t) => {
    var n = kh(e, t, 1, r) - 1;
    return a[n](i[n](t));
  };
}
function zb(e, t) {
  return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown());
}
function Bb() {
  var e = Nb,
    t = Nb,
    n = j_,
    r,
    i,
    a,
    o = Pb,
    s,
    c,
    l;
  function u() {
    var n = Math.min(e.length, t.length);
    return o !== Pb && (o = Ib(e[0], e[n - 1])), (s = n > 2 ? Rb : Lb), (c = l = null), d;
  }
  function d(i) {
    return i == null || isNaN((i = +i)) ? a : (c ||= s(e.map(r), t, n))(r(o(i)));
  }
  return (
    (d.invert = (n) => o(i((l ||= s(t, e.map(r), w_))(n)))),
    (d.domain = function (t) {
      return arguments.length ? ((e = Array.from(t, Mb)), u()) : e.slice();
    }),
    (d.range = function (e) {
      return arguments.length ? ((t = Array.from(e)), u()) : t.slice();
    }),
    (d.rangeRound = (e) => ((t = Array.from(e)), (n = M_), u())),
    (d.clamp = function (e) {
      return arguments.length ? ((o = e ? !0 : Pb), u()) : o !== Pb;
    }),
    (d.interpolate = function (e) {
      return arguments.length ? ((n = e), u()) : n;
    }),
    (d.unknown = function (e) {
      return arguments.length ? ((a = e), d) : a;
    }),
    (e, t) => ((r = e), (i = t), u())
  );
}
function Vb() {
  return Bb()(Pb, Pb);
}
function Hb(e, t, n, r) {
  var i = Uh(e, t, n),
    a;
  switch (((r = G_(r ?? `,f`)), r.type)) {
    case `s`: {
      var o = Math.max(Math.abs(e), Math.abs(t));
      return r.precision == null && !isNaN((a = sv(i, o))) && (r.precision = a), iv(r, o);
    }
    case ``:
    case `e`:
    case `g`:
    case `p`:
    case `r`:
      r.precision == null &&
        !isNaN((a = cv(i, Math.max(Math.abs(e), Math.abs(t))))) &&
        (r.precision = a - (r.type === `e`));
      break;
    case `f`:
    case `%`:
      r.precision == null && !isNaN((a = ov(i))) && (r.precision = a - (r.type === `%`) * 2);
  }
  return rv(r);
}
function Ub(e) {
  var t = e.domain;
  return (
    (e.ticks = (e) => {
      var n = t();
      return Vh(n[0], n[n.length - 1], e ?? 10);
    }),
    (e.tickFormat = (e, n) => {
      var r = t();
      return Hb(r[0], r[r.length - 1], e ?? 10, n);
    }),
    (e.nice = (n) => {
      n ??= 10;
      var r = t(),
        i = 0,
        a = r.length - 1,
        o = r[i],
        s = r[a],
        c,
        l,
        u = 10;
      for (s < o && ((l = o), (o = s), (s = l), (l = i), (i = a), (a = l)); u-- > 0; ) {
        if (((l = Hh(o, s, n)), l === c)) return (r[i] = o), (r[a] = s), t(r);
        if (l > 0) (o = Math.floor(o / l) * l), (s = Math.ceil(s / l) * l);
        else if (l < 0) (o = Math.ceil(o * l) / l), (s = Math.floor(s * l) / l);
        else break;
        c = l;
      }
      return e;
    }),
    e
  );
}
function Wb() {
  var e = Vb();
  return (e.copy = () => zb(e, Wb())), wb.apply(e, arguments), Ub(e);
}
function Gb(e) {
  var t;
  function n(e) {
    return e == null || isNaN((e = +e)) ? t : e;
  }
  return (
    (n.invert = n),
    (n.domain = n.range =
      function (t) {
        return arguments.length ? ((e = Array.from(t, Mb)), n) : e.slice();
      }),
    (n.unknown = function (e) {
      return arguments.length ? ((t = e), n) : t;
    }),
    (n.copy = () => Gb(e).unknown(t)),
    (e = arguments.length ? Array.from(e, Mb) : [0, 1]),
    Ub(n)
  );
}
function Kb(e, t) {
  e = e.slice();
  var n = 0,
    r = e.length - 1,
    i = e[n],
    a = e[r],
    o;
  return a < i && ((o = n), (n = r), (r = o), (o = i), (i = a), (a = o)), (e[n] = t.floor(i)), (e[r] = t.ceil(a)), e;
}
function qb(e) {
  return Math.log(e);
}
function Jb(e) {
  return Math.exp(e);
}
function Yb(e) {
  return -Math.log(-e);
}
function Xb(e) {
  return -Math.exp(-e);
}
function Zb(e) {
  return isFinite(e) ? +(`1e` + e) : e < 0 ? 0 : e;
}
function Qb(e) {
  return e === 10 ? Zb : e === Math.E ? Math.exp : (t) => e ** +t;
}
function $b(e) {
  return e === Math.E
    ? Math.log
    : (e === 10 && Math.log10) || (e === 2 && Math.log2) || ((e = Math.log(e)), (t) => Math.log(t) / e);
}
function ex(e) {
  return (t, n) => -e(-t, n);
}
function tx(e) {
  let t = e(qb, Jb),
    n = t.domain,
    r = 10,
    i,
    a;
  function o() {
    return (i = $b(r)), (a = Qb(r)), n()[0] < 0 ? ((i = ex(i)), (a = ex(a)), e(Yb, Xb)) : e(qb, Jb), t;
  }
  return (
    (t.base = function (e) {
      return arguments.length ? ((r = +e), o()) : r;
    }),
    (t.domain = function (e) {
      return arguments.length ? (n(e), o()) : n();
    }),
    (t.ticks = (e) => {
      let t = n(),
        o = t[0],
        s = t[t.length - 1],
        c = s < o;
      c && ([o, s] = [s, o]);
      let l = i(o),
        u = i(s),
        d,
        f,
        p = e == null ? 10 : +e,
        m = [];
      if (!(r % 1) && u - l < p) {
        if (((l = Math.floor(l)), (u = Math.ceil(u)), o > 0)) {
          for (; l <= u; ++l)
            for (d = 1; d < r; ++d)
              if (((f = l < 0 ? d / a(-l) : d * a(l)), !(f < o))) {
                if (f > s) break;
                m.push(f);
              }
        } else
          for (; l <= u; ++l)
            for (d = r - 1; d >= 1; --d)
              if (((f = l > 0 ? d / a(-l) : d * a(l)), !(f < o))) {
                if (f > s) break;
                m.push(f);
              }
        m.length * 2 < p && (m = Vh(o, s, p));
      } else m = Vh(l, u, Math.min(u - l, p)).map(a);
      return c ? m.reverse() : m;
    }),
    (t.tickFormat = (e, n) => {
      if (
        ((e ??= 10),
        (n ??= r === 10 ? `s` : `,`),
        typeof n != `function` && (!(r % 1) && (n = G_(n)).precision == null && (n.trim = !0), (n = rv(n))),
        e === 1 / 0)
      )
        return n;
      const o = Math.max(1, (r * e) / t.ticks().length);
      return (e) => {
        let t = e / a(Math.round(i(e)));
        return t * r < r - 0.5 && (t *= r), t <= o ? n(e) : ``;
      };
    }),
    (t.nice = () => n(Kb(n(), { floor: (e) => a(Math.floor(i(e))), ceil: (e) => a(Math.ceil(i(e))) }))),
    t
  );
}
function nx() {
  const e = tx(Bb()).domain([1, 10]);
  return (e.copy = () => zb(e, nx()).base(e.base())), wb.apply(e, arguments), e;
}
function rx(e) {
  return (t) => Math.sign(t) * Math.log1p(Math.abs(t / e));
}
function ix(e) {
  return (t) => Math.sign(t) * Math.expm1(Math.abs(t)) * e;
}
function ax(e) {
  var t = 1,
    n = e(rx(t), ix(t));
  return (
    (n.constant = function (n) {
      return arguments.length ? e(rx((t = +n)), ix(t)) : t;
    }),
    Ub(n)
  );
}
function ox() {
  var e = ax(Bb());
  return (e.copy = () => zb(e, ox()).constant(e.constant())), wb.apply(e, arguments);
}
function sx(e) {
  return (t) => (t < 0 ? -((-t) ** +e) : t ** +e);
}
function cx(e) {
  return e < 0 ? -Math.sqrt(-e) : Math.sqrt(e);
}
function lx(e) {
  return e < 0 ? -e * e : e * e;
}
function ux(e) {
  var t = e(Pb, Pb),
    n = 1;
  function r() {
    return n === 1 ? e(Pb, Pb) : n === 0.5 ? e(cx, lx) : e(sx(n), sx(1 / n));
  }
  return (
    (t.exponent = function (e) {
      return arguments.length ? ((n = +e), r()) : n;
    }),
    Ub(t)
  );
}
function dx() {
  var e = ux(Bb());
  return (e.copy = () => zb(e, dx()).exponent(e.exponent())), wb.apply(e, arguments), e;
}
function fx() {
  return dx.apply(null, arguments).exponent(0.5);
}
function px(e) {
  return Math.sign(e) * e * e;
}
function mx(e) {
  return Math.sign(e) * Math.sqrt(Math.abs(e));
}
function hx() {
  var e = Vb(),
    t = [0, 1],
    n = !1,
    r;
  function i(t) {
    var i = mx(e(t));
    return isNaN(i) ? r : n ? Math.round(i) : i;
  }
  return (
    (i.invert = (t) => e.invert(px(t))),
    (i.domain = function (t) {
      return arguments.length ? (e.domain(t), i) : e.domain();
    }),
    (i.range = function (n) {
      return arguments.length ? (e.range((t = Array.from(n, Mb)).map(px)), i) : t.slice();
    }),
    (i.rangeRound = (e) => i.range(e).round(!0)),
    (i.round = function (e) {
      return arguments.length ? ((n = !!e), i) : n;
    }),
    (i.clamp = function (t) {
      return arguments.length ? (e.clamp(t), i) : e.clamp();
    }),
    (i.unknown = function (e) {
      return arguments.length ? ((r = e), i) : r;
    }),
    (i.copy = () => hx(e.domain(), t).round(n).clamp(e.clamp()).unknown(r)),
    wb.apply(i, arguments),
    Ub(i)
  );
}
function gx() {
  var e = [],
    t = [],
    n = [],
    r;
  function i() {
    var r = 0,
      i = Math.max(1, t.length);
    for (n = Array(i - 1); ++r < i; ) n[r - 1] = Yh(e, r / i);
    return a;
  }
  function a(e) {
    return e == null || isNaN((e = +e)) ? r : t[kh(n, e)];
  }
  return (
    (a.invertExtent = (r) => {
      var i = t.indexOf(r);
      return i < 0 ? [NaN, NaN] : [i > 0 ? n[i - 1] : e[0], i < n.length ? n[i] : e[e.length - 1]];
    }),
    (a.domain = function (t) {
      if (!arguments.length) return e.slice();
      e = [];
      for (let n of t) n != null && !isNaN((n = +n)) && e.push(n);
      return e.sort(Sh), i();
    }),
    (a.range = function (e) {
      return arguments.length ? ((t = Array.from(e)), i()) : t.slice();
    }),
    (a.unknown = function (e) {
      return arguments.length ? ((r = e), a) : r;
    }),
    (a.quantiles = () => n.slice()),
    (a.copy = () => gx().domain(e).range(t).unknown(r)),
    wb.apply(a, arguments)
  );
}
function _x() {
  var e = 0,
    t = 1,
    n = 1,
    r = [0.5],
    i = [0, 1],
    a;
  function o(e) {
    return e != null && e <= e ? i[kh(r, e, 0, n)] : a;
  }
  function s() {
    var i = -1;
    for (r = Array(n); ++i < n; ) r[i] = ((i + 1) * t - (i - n) * e) / (n + 1);
    return o;
  }
  return (
    (o.domain = function (n) {
      return arguments.length ? (([e, t] = n), (e = +e), (t = +t), s()) : [e, t];
    }),
    (o.range = function (e) {
      return arguments.length ? ((n = (i = Array.from(e)).length - 1), s()) : i.slice();
    }),
    (o.invertExtent = (a) => {
      var o = i.indexOf(a);
      return o < 0 ? [NaN, NaN] : o < 1 ? [e, r[0]] : o >= n ? [r[n - 1], t] : [r[o - 1], r[o]];
    }),
    (o.unknown = function (e) {
      return arguments.length && (a = e), o;
    }),
    (o.thresholds = () => r.slice()),
    (o.copy = () => _x().domain([e, t]).range(i).unknown(a)),
    wb.apply(Ub(o), arguments)
  );
}
function vx() {
  var e = [0.5],
    t = [0, 1],
    n,
    r = 1;
  function i(i) {
    return i != null && i <= i ? t[kh(e, i, 0, r)] : n;
  }
  return (
    (i.domain = function (n) {
      return arguments.length ? ((e = Array.from(n)), (r = Math.min(e.length, t.length - 1)), i) : e.slice();
    }),
    (i.range = function (n) {
      return arguments.length ? ((t = Array.from(n)), (r = Math.min(e.length, t.length - 1)), i) : t.slice();
    }),
    (i.invertExtent = (n) => {
      var r = t.indexOf(n);
      return [e[r - 1], e[r]];
    }),
    (i.unknown = function (e) {
      return arguments.length ? ((n = e), i) : n;
    }),
    (i.copy = () => vx().domain(e).range(t).unknown(n)),
    wb.apply(i, arguments)
  );
}
function yx(e) {
  return new Date(e);
}
function bx(e) {
  return e instanceof Date ? +e : Math.round(e);
}
function xx(e, t, n, r, i, a, o, s, c, l) {
  var u = Vb(),
    d = u.invert,
    f = u.domain,
    p = l(`.%L`),
    m = l(`:%S`),
    h = l(`%I:%M`),
    g = l(`%I %p`),
    _ = l(`%a %d`),
    v = l(`%b %d`),
    y = l(`%B`),
    b = l(`%Y`);
  function x(e) {
    return (
      c(e) < e ? p : s(e) < e ? m : o(e) < e ? h : a(e) < e ? g : r(e) < e ? (i(e) < e ? _ : v) : n(e) < e ? y : b
    )(e);
  }
  return (
    (u.invert = (e) => new Date(Math.round(d(e)))),
    (u.domain = function (e) {
      return arguments.length ? f(Array.from(e, bx)) : f().map(yx);
    }),
    (u.ticks = (t) => {
      var n = f();
      return e(n[0], n[n.length - 1], t ?? 10);
    }),
    (u.tickFormat = (e, t) => (t == null ? x : l(t))),
    (u.nice = (e) => {
      var n = f();
      return (e && typeof e.range == `function`) || (e = t(n[0], n[n.length - 1], e ?? 10)), e ? f(Kb(n, e)) : u;
    }),
    (u.copy = () => zb(u, xx(e, t, n, r, i, a, o, s, c, l))),
    u
  );
}
function Sx() {
  return wb.apply(
    xx(Xv, Zv, Gv, Uv, Ov, wv, Sv, bv, yv, yb).domain([new Date(2e3, 0, 1), new Date(2e3, 0, 2)]),
    arguments,
  );
}
function Cx() {
  return wb.apply(
    xx(Jv, Yv, Kv, Wv, Iv, Tv, Cv, xv, yv, bb).domain([Date.UTC(2e3, 0, 1), Date.UTC(2e3, 0, 2)]),
    arguments,
  );
}
function wx() {
  var e = 0,
    t = 1,
    n,
    r,
    i,
    a,
    o = Pb,
    s = !1,
    c;
  function l(e) {
    return e == null || isNaN((e = +e))
      ? c
      : o(i === 0 ? 0.5 : ((e = (a(e) - n) * i), s ? Math.max(0, Math.min(1, e)) : e));
  }
  (l.domain = function (o) {
    return arguments.length
      ? (([e, t] = o), (n = a((e = +e))), (r = a((t = +t))), (i = n === r ? 0 : 1 / (r - n)), l)
      : [e, t];
  }),
    (l.clamp = function (e) {
      return arguments.length ? ((s = !!e), l) : s;
    }),
    (l.interpolator = function (e) {
      return arguments.length ? ((o = e), l) : o;
    });
  function u(e) {
    return function (t) {
      var n, r;
      return arguments.length ? (([n, r] = t), (o = e(n, r)), l) : [o(0), o(1)];
    };
  }
  return (
    (l.range = u(j_)),
    (l.rangeRound = u(M_)),
    (l.unknown = function (e) {
      return arguments.length ? ((c = e), l) : c;
    }),
    (o) => ((a = o), (n = o(e)), (r = o(t)), (i = n === r ? 0 : 1 / (r - n)), l)
  );
}
function Tx(e, t) {
  return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown());
}
function Ex() {
  var e = Ub(wx()(Pb));
  return (e.copy = () => Tx(e, Ex())), Tb.apply(e, arguments);
}
function Dx() {
  var e = tx(wx()).domain([1, 10]);
  return (e.copy = () => Tx(e, Dx()).base(e.base())), Tb.apply(e, arguments);
}
function Ox() {
  var e = ax(wx());
  return (e.copy = () => Tx(e, Ox()).constant(e.constant())), Tb.apply(e, arguments);
}
function kx() {
  var e = ux(wx());
  return (e.copy = () => Tx(e, kx()).exponent(e.exponent())), Tb.apply(e, arguments);
}
function Ax() {
  return kx.apply(null, arguments).exponent(0.5);
}
function jx() {
  var e = [],
    t = Pb;
  function n(n) {
    if (n != null && !isNaN((n = +n))) return t((kh(e, n, 1) - 1) / (e.length - 1));
  }
  return (
    (n.domain = function (t) {
      if (!arguments.length) return e.slice();
      e = [];
      for (let n of t) n != null && !isNaN((n = +n)) && e.push(n);
      return e.sort(Sh), n;
    }),
    (n.interpolator = function (e) {
      return arguments.length ? ((t = e), n) : t;
    }),
    (n.range = () => e.map((n, r) => t(r / (e.length - 1)))),
    (n.quantiles = (t) => Array.from({ length: t + 1 }, (n, r) => Jh(e, r / t))),
    (n.copy = () => jx(t).domain(e)),
    Tb.apply(n, arguments)
  );
}
function Mx() {
  var e = 0,
    t = 0.5,
    n = 1,
    r = 1,
    i,
    a,
    o,
    s,
    c,
    l = Pb,
    u,
    d = !1,
    f;
  function p(e) {
    return e == null || isNaN((e = +e))
      ? f
      : ((e = 0.5 + ((e = +u(e)) - a) * (r * e < r * a ? s : c)), l(d ? Math.max(0, Math.min(1, e)) : e));
  }
  (p.domain = function (l) {
    return arguments.length
      ? (([e, t, n] = l),
        (i = u((e = +e))),
        (a = u((t = +t))),
        (o = u((n = +n))),
        (s = i === a ? 0 : 0.5 / (a - i)),
        (c = a === o ? 0 : 0.5 / (o - a)),
        (r = a < i ? -1 : 1),
        p)
      : [e, t, n];
  }),
    (p.clamp = function (e) {
      return arguments.length ? ((d = !!e), p) : d;
    }),
    (p.interpolator = function (e) {
      return arguments.length ? ((l = e), p) : l;
    });
  function m(e) {
    return function (t) {
      var n, r, i;
      return arguments.length ? (([n, r, i] = t), (l = R_(e, [n, r, i])), p) : [l(0), l(0.5), l(1)];
    };
  }
  return (
    (p.range = m(j_)),
    (p.rangeRound = m(M_)),
    (p.unknown = function (e) {
      return arguments.length ? ((f = e), p) : f;
    }),
    (l) => (
      (u = l),
      (i = l(e)),
      (a = l(t)),
      (o = l(n)),
      (s = i === a ? 0 : 0.5 / (a - i)),
      (c = a === o ? 0 : 0.5 / (o - a)),
      (r = a < i ? -1 : 1),
      p
    )
  );
}
function Nx() {
  var e = Ub(Mx()(Pb));
  return (e.copy = () => Tx(e, Nx())), Tb.apply(e, arguments);
}
function Px() {
  var e = tx(Mx()).domain([0.1, 1, 10]);
  return (e.copy = () => Tx(e, Px()).base(e.base())), Tb.apply(e, arguments);
}
function Fx() {
  var e = ax(Mx());
  return (e.copy = () => Tx(e, Fx()).constant(e.constant())), Tb.apply(e, arguments);
}
function Ix() {
  var e = ux(Mx());
  return (e.copy = () => Tx(e, Ix()).exponent(e.exponent())), Tb.apply(e, arguments);
}
function Lx() {
  return Ix.apply(null, arguments).exponent(0.5);
}
var Rx = t({
  scaleBand: () => Ob,
  scaleDiverging: () => Nx,
  scaleDivergingLog: () => Px,
  scaleDivergingPow: () => Ix,
  scaleDivergingSqrt: () => Lx,
  scaleDivergingSymlog: () => Fx,
  scaleIdentity: () => Gb,
  scaleImplicit: () => Eb,
  scaleLinear: () => Wb,
  scaleLog: () => nx,
  scaleOrdinal: () => Db,
  scalePoint: () => Ab,
  scalePow: () => dx,
  scaleQuantile: () => gx,
  scaleQuantize: () => _x,
  scaleRadial: () => hx,
  scaleSequential: () => Ex,
  scaleSequentialLog: () => Dx,
  scaleSequentialPow: () => kx,
  scaleSequentialQuantile: () => jx,
  scaleSequentialSqrt: () => Ax,
  scaleSequentialSymlog: () => Ox,
  scaleSqrt: () => fx,
  scaleSymlog: () => ox,
  scaleThreshold: () => vx,
  scaleTime: () => Sx,
  scaleUtc: () => Cx,
  tickFormat: () => Hb,
});
function zx(e) {
  var t = Rx;
  if (e in t && typeof t[e] == `function`) return t[e]();
  var n = `scale${ve(e)}`;
  if (n in t && typeof t[n] == `function`) return t[n]();
}
function Bx(e, t, n) {
  if (typeof e == `function`) return e.copy().domain(t).range(n);
  if (e != null) {
    var r = zx(e);
    if (r != null) return r.domain(t).range(n), r;
  }
}
function Vx(e, t, n, r) {
  if (n != null && r != null) return typeof e.scale == `function` ? Bx(e.scale, n, r) : Bx(t, n, r);
}
function Hx(e) {
  return `scale${ve(e)}`;
}
function Ux(e) {
  return Hx(e) in Rx;
}
var Wx = (e, t, n) => {
  if (e != null) {
    var r = e.scale,
      i = e.type;
    if (r === `auto`)
      return i === `category` &&
        n &&
        (n.indexOf(`LineChart`) >= 0 || n.indexOf(`AreaChart`) >= 0 || (n.indexOf(`ComposedChart`) >= 0 && !t))
        ? `point`
        : i === `category`
          ? `band`
          : `linear`;
    if (typeof r == `string`) return Ux(r) ? r : `point`;
  }
};
function Gx(e, t) {
  for (var n = 0, r = e.length, i = e[0] < e[e.length - 1]; n < r; ) {
    var a = Math.floor((n + r) / 2);
    (i ? e[a] < t : e[a] > t) ? (n = a + 1) : (r = a);
  }
  return n;
}
function Kx(e, t) {
  if (e) {
    var n = t ?? e.domain(),
      r = n.map((t) => e(t) ?? 0),
      i = e.range();
    if (!(n.length === 0 || i.length < 2))
      return (e) => {
        var t = Gx(r, e);
        if (t <= 0) return n[0];
        if (t >= n.length) return n[n.length - 1];
        var i = r[t - 1] ?? 0,
          a = r[t] ?? 0;
        return Math.abs(e - i) <= Math.abs(e - a) ? n[t - 1] : n[t];
      };
  }
}
function qx(e) {
  if (e != null) return `invert` in e && typeof e.invert == `function` ? e.invert.bind(e) : Kx(e, void 0);
}
function Jx(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Yx(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Jx(Object(n), !0).forEach((t) => {
          Xx(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Jx(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Xx(e, t, n) {
  return (
    (t = Zx(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Zx(e) {
  var t = Qx(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Qx(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function $x(e, t) {
  return iS(e) || rS(e, t) || tS(e, t) || eS();
}
function eS() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function tS(e, t) {
  if (e) {
    if (typeof e == `string`) return nS(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? nS(e, t)
          : void 0
    );
  }
}
function nS(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function rS(e, t) {
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
}
function iS(e) {
  if (Array.isArray(e)) return e;
}
var aS = [0, `auto`],
  Y = {
    allowDataOverflow: !1,
    allowDecimals: !0,
    allowDuplicatedCategory: !0,
    angle: 0,
    dataKey: void 0,
    domain: void 0,
    height: 30,
    hide: !0,
    id: 0,
    includeHidden: !1,
    interval: `preserveEnd`,
    minTickGap: 5,
    mirror: !1,
    name: void 0,
    orientation: `bottom`,
    padding: { left: 0, right: 0 },
    reversed: !1,
    scale: `auto`,
    tick: !0,
    tickCount: 5,
    tickFormatter: void 0,
    ticks: void 0,
    type: `category`,
    unit: void 0,
    niceTicks: `auto`,
  },
  oS = (e, t) => e.cartesianAxis.xAxis[t],
  sS = (e, t) => oS(e, t) ?? Y,
  X = {
    allowDataOverflow: !1,
    allowDecimals: !0,
    allowDuplicatedCategory: !0,
    angle: 0,
    dataKey: void 0,
    domain: aS,
    hide: !0,
    id: 0,
    includeHidden: !1,
    interval: `preserveEnd`,
    minTickGap: 5,
    mirror: !1,
    name: void 0,
    orientation: `left`,
    padding: { top: 0, bottom: 0 },
    reversed: !1,
    scale: `auto`,
    tick: !0,
    tickCount: 5,
    tickFormatter: void 0,
    ticks: void 0,
    type: `number`,
    unit: void 0,
    niceTicks: `auto`,
    width: 60,
  },
  cS = (e, t) => e.cartesianAxis.yAxis[t],
  lS = (e, t) => cS(e, t) ?? X,
  uS = {
    domain: [0, `auto`],
    includeHidden: !1,
    reversed: !1,
    allowDataOverflow: !1,
    allowDuplicatedCategory: !1,
    dataKey: void 0,
    id: 0,
    name: ``,
    range: [64, 64],
    scale: `auto`,
    type: `number`,
    unit: ``,
  },
  dS = (e, t) => e.cartesianAxis.zAxis[t] ?? uS,
  fS = (e, t, n) => {
    switch (t) {
      case `xAxis`:
        return sS(e, n);
      case `yAxis`:
        return lS(e, n);
      case `zAxis`:
        return dS(e, n);
      case `angleAxis`:
        return th(e, n);
      case `radiusAxis`:
        return nh(e, n);
      default:
        throw Error(`Unexpected axis type: ${t}`);
    }
  },
  pS = (e, t, n) => {
    switch (t) {
      case `xAxis`:
        return sS(e, n);
      case `yAxis`:
        return lS(e, n);
      default:
        throw Error(`Unexpected axis type: ${t}`);
    }
  },
  mS = (e, t, n) => {
    switch (t) {
      case `xAxis`:
        return sS(e, n);
      case `yAxis`:
        return lS(e, n);
      case `angleAxis`:
        return th(e, n);
      case `radiusAxis`:
        return nh(e, n);
      default:
        throw Error(`Unexpected axis type: ${t}`);
    }
  },
  hS = (e) =>
    e.graphicalItems.cartesianItems.some((e) => e.type === `bar`) ||
    e.graphicalItems.polarItems.some((e) => e.type === `radialBar`);
function gS(e, t) {
  return (n) => {
    switch (e) {
      case `xAxis`:
        return `xAxisId` in n && n.xAxisId === t;
      case `yAxis`:
        return `yAxisId` in n && n.yAxisId === t;
      case `zAxis`:
        return `zAxisId` in n && n.zAxisId === t;
      case `angleAxis`:
        return `angleAxisId` in n && n.angleAxisId === t;
      case `radiusAxis`:
        return `radiusAxisId` in n && n.radiusAxisId === t;
      default:
        return !1;
    }
  };
}
var _S = (e) => e.graphicalItems.cartesianItems,
  vS = B([uh, dh], gS),
  yS = (e, t, n) => e.filter(n).filter((e) => t?.includeHidden === !0 || !e.hide),
  bS = B([_S, fS, vS], yS, { memoizeOptions: { resultEqualityCheck: gh } }),
  xS = B([bS], (e) => e.filter((e) => e.type === `area` || e.type === `bar`).filter(mh)),
  SS = (e) => e.filter((e) => !(`stackId` in e) || e.stackId === void 0),
  CS = B([bS], SS),
  wS = (e) =>
    e
      .map((e) => e.data)
      .filter(Boolean)
      .flat(1),
  TS = B([bS], (e) => e.some((e) => !e.data)),
  ES = B([bS], wS, { memoizeOptions: { resultEqualityCheck: gh } }),
  DS = (e, t) => {
    var n = t.chartData,
      r = n === void 0 ? [] : n,
      i = t.dataStartIndex,
      a = t.dataEndIndex;
    return e.length > 0 ? e : r.slice(i, a + 1);
  },
  OS = B([ES, im], DS),
  kS = (e, t, n) =>
    t?.dataKey == null
      ? n.length > 0
        ? n.map((e) => e.dataKey).flatMap((t) => e.map((e) => ({ value: cc(e, t) })))
        : e.map((e) => ({ value: e }))
      : e.map((e) => ({ value: cc(e, t.dataKey) })),
  AS = (e, t, n, r, i, a) => {
    var o = r.chartData,
      s = o === void 0 ? [] : o,
      c = r.dataStartIndex,
      l = r.dataEndIndex,
      u = kS(e, t, n);
    return i && t?.dataKey != null && a.length > 0
      ? [
          ...s
            .slice(c, l + 1)
            .map((e) => ({ value: cc(e, t.dataKey) }))
            .filter((e) => e.value != null),
          ...u,
        ]
      : u;
  },
  jS = B([OS, fS, bS, im, TS, ES], AS);
function MS(e) {
  if (de(e) || e instanceof Date) {
    var t = Number(e);
    if (U(t)) return t;
  }
}
function NS(e) {
  if (Array.isArray(e)) {
    var t = [MS(e[0]), MS(e[1])];
    return mm(t) ? t : void 0;
  }
  var n = MS(e);
  if (n != null) return [n, n];
}
function PS(e) {
  return e.map(MS).filter(ye);
}
function FS(e, t) {
  var n = MS(e),
    r = MS(t);
  return n == null && r == null ? 0 : n == null ? -1 : r == null ? 1 : n - r;
}
var IS = B([jS], (e) => e?.map((e) => e.value).sort(FS));
function LS(e, t) {
  switch (e) {
    case `xAxis`:
      return t.direction === `x`;
    case `yAxis`:
      return t.direction === `y`;
    default:
      return !1;
  }
}
function RS(e, t, n) {
  if (!n || !n.length) return [];
  var r;
  if (typeof t == `number` && !le(t)) r = t;
  else if (Array.isArray(t)) {
    var i = PS(t);
    i.length > 0 && (r = Math.max(...i));
  }
  return r == null
    ? []
    : PS(
        n.flatMap((t) => {
          var n = cc(e, t.dataKey),
            i,
            a;
          if (Array.isArray(n)) {
            var o = $x(n, 2);
            (i = o[0]), (a = o[1]);
          } else i = a = n;
          if (U(i) && U(a)) return [r - i, r + a];
        }),
      );
}
var Z = (e) => mS(e, vh(e), yh(e)),
  zS = B([Z], (e) => e?.dataKey),
  BS = B([xS, im, Z], ph),
  VS = (e, t, n, r) => {
    var i = t.reduce((e, t) => {
      if (t.stackId == null) return e;
      var n = e[t.stackId];
      return (n ??= []), n.push(t), (e[t.stackId] = n), e;
    }, {});
    return Object.fromEntries(
      Object.entries(i).map((t) => {
        var i = $x(t, 2),
          a = i[0],
          o = i[1],
          s = r ? [...o].reverse() : o;
        return [a, { stackedData: hc(e, s.map(fh), n), graphicalItems: s }];
      }),
    );
  },
  HS = B([BS, xS, Lm, Rm], VS),
  US = (e, t, n, r) => {
    var i = t.dataStartIndex,
      a = t.dataEndIndex;
    if (r == null && n !== `zAxis`) return xc(e, i, a);
  },
  WS = B([fS], (e) => e.allowDataOverflow),
  GS = (e) => {
    if (e == null || !(`domain` in e)) return aS;
    if (e.domain != null) return e.domain;
    if (`ticks` in e && e.ticks != null) {
      if (e.type === `number`) {
        var t = PS(e.ticks);
        return [Math.min(...t), Math.max(...t)];
      }
      if (e.type === `category`) return e.ticks.map(String);
    }
    return e?.domain ?? aS;
  },
  KS = B([fS], GS),
  qS = B([KS, WS], gm),
  JS = B([HS, nm, uh, qS], US, { memoizeOptions: { resultEqualityCheck: hh } }),
  YS = (e) => e.errorBars,
  XS = (e, t, n) =>
    e
      .flatMap((e) => t[e.id])
      .filter(Boolean)
      .filter((e) => LS(n, e)),
  ZS = function () {
    var e = [...arguments].filter(Boolean);
    if (e.length !== 0) {
      var t = e.flat();
      return [Math.min(...t), Math.max(...t)];
    }
  },
  QS = function (e, t, n, r, i) {
    var a = arguments.length > 5 && arguments[5] !== void 0 ? arguments[5] : [],
      o,
      s;
    if (
      (n.length > 0 &&
        n.forEach((e) => {
          var n = e.data == null ? a : [...e.data],
            c = r[e.id]?.filter((e) => LS(i, e));
          n.forEach((n) => {
            var r = cc(n, t.dataKey ?? e.dataKey),
              i = RS(n, r, c);
            if (i.length >= 2) {
              var a = Math.min(...i),
                l = Math.max(...i);
              (o == null || a < o) && (o = a), (s == null || l > s) && (s = l);
            }
            var u = NS(r);
            u != null && ((o = o == null ? u[0] : Math.min(o, u[0])), (s = s == null ? u[1] : Math.max(s, u[1])));
          });
        }),
      t?.dataKey != null &&
        n.length === 0 &&
        e.forEach((e) => {
          var n = NS(cc(e, t.dataKey));
          n != null && ((o = o == null ? n[0] : Math.min(o, n[0])), (s = s == null ? n[1] : Math.max(s, n[1])));
        }),
      U(o) && U(s))
    )
      return [o, s];
  },
  $S = B([OS, fS, CS, YS, uh, om], QS, { memoizeOptions: { resultEqualityCheck: hh } });
function eC(e) {
  var t = e.value;
  if (de(t) || t instanceof Date) return t;
}
var tC = (e, t, n) => {
    var r = e.map(eC).filter((e) => e != null);
    return n && (t.dataKey == null || (t.allowDuplicatedCategory && he(r)))
      ? tm(0, e.length)
      : t.allowDuplicatedCategory
        ? r
        : Array.from(new Set(r));
  },
  nC = (e) => e.referenceElements.dots,
  rC = (e, t, n) =>
    e.filter((e) => e.ifOverflow === `extendDomain`).filter((e) => (t === `xAxis` ? e.xAxisId === n : e.yAxisId === n)),
  iC = B([nC, uh, dh], rC),
  aC = (e) => e.referenceElements.areas,
  oC = B([aC, uh, dh], rC),
  sC = (e) => e.referenceElements.lines,
  cC = B([sC, uh, dh], rC),
  lC = (e, t) => {
    if (e != null) {
      var n = PS(e.map((e) => (t === `xAxis` ? e.x : e.y)));
      if (n.length !== 0) return [Math.min(...n), Math.max(...n)];
    }
  },
  uC = B(iC, uh, lC),
  dC = (e, t) => {
    if (e != null) {
      var n = PS(e.flatMap((e) => [t === `xAxis` ? e.x1 : e.y1, t === `xAxis` ? e.x2 : e.y2]));
      if (n.length !== 0) return [Math.min(...n), Math.max(...n)];
    }
  },
  fC = B([oC, uh], dC);
function pC(e) {
  if (e.x != null) return PS([e.x]);
  var t = e.segment?.map((e) => e.x);
  return t == null || t.length === 0 ? [] : PS(t);
}
function mC(e) {
  if (e.y != null) return PS([e.y]);
  var t = e.segment?.map((e) => e.y);
  return t == null || t.length === 0 ? [] : PS(t);
}
var hC = (e, t) => {
    if (e != null) {
      var n = e.flatMap((e) => (t === `xAxis` ? pC(e) : mC(e)));
      if (n.length !== 0) return [Math.min(...n), Math.max(...n)];
    }
  },
  gC = B(uC, B([cC, uh], hC), fC, (e, t, n) => ZS(e, n, t)),
  _C = (e, t, n, r, i, a, o, s, c) => {
    if (n != null) return n;
    var l = (o === `vertical` && s === `xAxis`) || (o === `horizontal` && s === `yAxis`) ? ZS(r, a, i) : ZS(a, i),
      u = _m(t, l, e.allowDataOverflow);
    return u == null && e.allowDataOverflow && l == null && c != null ? c : u;
  },
  vC = B(
    [
      fS,
      KS,
      qS,
      JS,
      $S,
      gC,
      W,
      uh,
      B(
        [fS],
        (e) => {
          if (e != null && e.type === `number` && `ticks` in e && e.ticks != null) {
            var t = PS(e.ticks);
            if (t.length !== 0) return [Math.min(...t), Math.max(...t)];
          }
        },
        { memoizeOptions: { resultEqualityCheck: hh } },
      ),
    ],
    _C,
    { memoizeOptions: { resultEqualityCheck: hh } },
  ),
  yC = [0, 1],
  bC = (e, t, n, r, i, a, o) => {
    if ((e != null && n != null && n.length !== 0) || o !== void 0) {
      var s = e.dataKey,
        c = e.type,
        l = uc(t, a);
      return l && s == null ? tm(0, n?.length ?? 0) : c === `category` ? tC(r, e, l) : i === `expand` && !l ? yC : o;
    }
  },
  xC = B([fS, W, OS, jS, Lm, uh, vC], bC),
  SC = B([fS, hS, zm], Wx),
  CC = (e, t, n) => {
    var r = t.niceTicks;
    if (r !== `none`) {
      var i = GS(t),
        a = Array.isArray(i) && (i[0] === `auto` || i[1] === `auto`);
      if ((r === `snap125` || r === `adaptive`) && t != null && t.tickCount && mm(e)) {
        if (a) return jm(e, t.tickCount, t.allowDecimals, r);
        if (t.type === `number`) return Mm(e, t.tickCount, t.allowDecimals, r);
      }
      if (r === `auto` && n === `linear` && t != null && t.tickCount) {
        if (a && mm(e)) return jm(e, t.tickCount, t.allowDecimals, `adaptive`);
        if (t.type === `number` && mm(e)) return Mm(e, t.tickCount, t.allowDecimals, `adaptive`);
      }
    }
  },
  wC = B([xC, mS, SC], CC),
  TC = (e, t, n, r) => {
    if (r !== `angleAxis` && e?.type === `number` && mm(t) && Array.isArray(n) && n.length > 0) {
      var i = t[0],
        a = n[0] ?? 0,
        o = t[1],
        s = n[n.length - 1] ?? 0;
      return [Math.min(i, a), Math.max(o, s)];
    }
    return t;
  },
  EC = B([fS, xC, wC, uh], TC),
  DC = B(
    B(jS, fS, (e, t) => {
      if (t && t.type === `number`) {
        var n = 1 / 0,
          r = Array.from(PS(e.map((e) => e.value))).sort((e, t) => e - t),
          i = r[0],
          a = r[r.length - 1];
        if (i == null || a == null) return 1 / 0;
        var o = a - i;
        if (o === 0) return 1 / 0;
        for (var s = 0; s < r.length - 1; s++) {
          var c = r[s],
            l = r[s + 1];
          if (c != null && l != null) {
            var u = l - c;
            n = Math.min(n, u);
          }
        }
        return n / o;
      }
    }),
    W,
    Fm,
    Kc,
    (e, t, n, r, i) => i,
    (e, t, n, r, i) => {
      if (!U(e)) return 0;
      var a = t === `vertical` ? r.height : r.width;
      if (i === `gap`) return (e * a) / 2;
      if (i === `no-gap`) {
        var o = me(n, e * a),
          s = (e * a) / 2;
        return s - o - ((s - o) / a) * o;
      }
      return 0;
    },
  ),
  OC = (e, t, n) => {
    var r = sS(e, t);
    return r == null || typeof r.padding != `string` ? 0 : DC(e, `xAxis`, t, n, r.padding);
  },
  kC = (e, t, n) => {
    var r = lS(e, t);
    return r == null || typeof r.padding != `string` ? 0 : DC(e, `yAxis`, t, n, r.padding);
  },
  AC = B(sS, OC, (e, t) => {
    if (e == null) return { left: 0, right: 0 };
    var n = e.padding;
    return typeof n == `string` ? { left: t, right: t } : { left: (n.left ?? 0) + t, right: (n.right ?? 0) + t };
  }),
  jC = B(lS, kC, (e, t) => {
    if (e == null) return { top: 0, bottom: 0 };
    var n = e.padding;
    return typeof n == `string` ? { top: t, bottom: t } : { top: (n.top ?? 0) + t, bottom: (n.bottom ?? 0) + t };
  }),
  MC = B([Kc, AC, Qc, Zc, (e, t, n) => n], (e, t, n, r, i) => {
    var a = r.padding;
    return i ? [a.left, n.width - a.right] : [e.left + t.left, e.left + e.width - t.right];
  }),
  NC = B([Kc, W, jC, Qc, Zc, (e, t, n) => n], (e, t, n, r, i, a) => {
    var o = i.padding;
    return a
      ? [r.height - o.bottom, o.top]
      : t === `horizontal`
        ? [e.top + e.height - n.bottom, e.top + n.top]
        : [e.top + n.top, e.top + e.height - n.bottom];
  }),
  PC = (e, t, n, r) => {
    switch (t) {
      case `xAxis`:
        return MC(e, n, r);
      case `yAxis`:
        return NC(e, n, r);
      case `zAxis`:
        return dS(e, n)?.range;
      case `angleAxis`:
        return sh(e);
      case `radiusAxis`:
        return ch(e, n);
      default:
        return;
    }
  },
  FC = B([fS, PC], Km),
  IC = B([fS, SC, B([SC, EC], xh), FC], Vx),
  LC = (e, t, n, r) => {
    if (n != null && n.dataKey != null) {
      var i = n.type,
        a = n.scale;
      if (uc(e, r) && (i === `number` || a !== `auto`)) return t.map((e) => e.value);
    }
  },
  RC = B([W, jS, mS, uh], LC),
  zC = B([IC], bh);
B([IC], qx), B([IC, IS], Kx), B([bS, YS, uh], XS);
function BC(e, t) {
  return e.id < t.id ? -1 : +(e.id > t.id);
}
var VC = (e, t) => t,
  HC = (e, t, n) => n,
  UC = B(Nc, VC, HC, (e, t, n) =>
    e
      .filter((e) => e.orientation === t)
      .filter((e) => e.mirror === n)
      .sort(BC),
  ),
  WC = B(Pc, VC, HC, (e, t, n) =>
    e
      .filter((e) => e.orientation === t)
      .filter((e) => e.mirror === n)
      .sort(BC),
  ),
  GC = (e, t) => {
    var n = typeof t.height == `number` ? t.height : 30;
    return { width: e.width, height: n };
  },
  KC = (e, t) => ({ width: typeof t.width == `number` ? t.width : 60, height: e.height }),
  qC = B(Kc, sS, GC),
  JC = (e, t, n) => {
    switch (t) {
      case `top`:
        return e.top;
      case `bottom`:
        return n - e.bottom;
      default:
        return 0;
    }
  },
  YC = (e, t, n) => {
    switch (t) {
      case `left`:
        return e.left;
      case `right`:
        return n - e.right;
      default:
        return 0;
    }
  },
  XC = B(Ac, Kc, UC, VC, HC, (e, t, n, r, i) => {
    var a = {},
      o;
    return (
      n.forEach((n) => {
        var s = GC(t, n);
        o ??= JC(t, r, e);
        var c = (r === `top` && !i) || (r === `bottom` && i);
        (a[n.id] = o - Number(c) * s.height), (o += (c ? -1 : 1) * s.height);
      }),
      a
    );
  }),
  ZC = B(kc, Kc, WC, VC, HC, (e, t, n, r, i) => {
    var a = {},
      o;
    return (
      n.forEach((n) => {
        var s = KC(t, n);
        o ??= YC(t, r, e);
        var c = (r === `left` && !i) || (r === `right` && i);
        (a[n.id] = o - Number(c) * s.width), (o += (c ? -1 : 1) * s.width);
      }),
      a
    );
  }),
  QC = B(
    [
      Kc,
      sS,
      (e, t) => {
        var n = sS(e, t);
        if (n != null) return XC(e, n.orientation, n.mirror);
      },
      (e, t) => t,
    ],
    (e, t, n, r) => {
      if (t != null) {
        var i = n?.[r];
        return i == null ? { x: e.left, y: 0 } : { x: e.left, y: i };
      }
    },
  ),
  $C = B(
    [
      Kc,
      lS,
      (e, t) => {
        var n = lS(e, t);
        if (n != null) return ZC(e, n.orientation, n.mirror);
      },
      (e, t) => t,
    ],
    (e, t, n, r) => {
      if (t != null) {
        var i = n?.[r];
        return i == null ? { x: 0, y: e.top } : { x: i, y: e.top };
      }
    },
  ),
  ew = B(Kc, lS, (e, t) => ({ width: typeof t.width == `number` ? t.width : 60, height: e.height })),
  tw = (e, t, n) => {
    switch (t) {
      case `xAxis`:
        return qC(e, n).width;
      case `yAxis`:
        return ew(e, n).height;
      default:
        return;
    }
  },
  nw = (e, t, n, r) => {
    if (n != null) {
      var i = n.allowDuplicatedCategory,
        a = n.type,
        o = n.dataKey,
        s = uc(e, r),
        c = t.map((e) => e.value),
        l = c.filter((e) => e != null);
      if (o && s && a === `category` && i && he(l)) return c;
    }
  },
  rw = B([W, jS, fS, uh], nw),
  iw = B([W, pS, SC, zC, rw, RC, PC, wC, uh], (e, t, n, r, i, a, o, s, c) => {
    if (t != null) {
      var l = uc(e, c);
      return {
        angle: t.angle,
        interval: t.interval,
        minTickGap: t.minTickGap,
        orientation: t.orientation,
        tick: t.tick,
        tickCount: t.tickCount,
        tickFormatter: t.tickFormatter,
        ticks: t.ticks,
        type: t.type,
        unit: t.unit,
        axisType: c,
        categoricalDomain: a,
        duplicateDomain: i,
        isCategorical: l,
        niceTicks: s,
        range: o,
        realScaleType: n,
        scale: r,
      };
    }
  }),
  aw = B([W, mS, SC, zC, wC, PC, rw, RC, uh], (e, t, n, r, i, a, o, s, c) => {
    if (t != null && r != null) {
      var l = uc(e, c),
        u = t.type,
        d = t.ticks,
        f = t.tickCount,
        p = n === `scaleBand` && typeof r.bandwidth == `function` ? r.bandwidth() / 2 : 2,
        m = u === `category` && r.bandwidth ? r.bandwidth() / p : 0;
      m = c === `angleAxis` && a != null && a.length >= 2 ? ce(a[0] - a[1]) * 2 * m : m;
      var h = d || i;
      return h
        ? h
            .map((e, t) => {
              var n = o ? o.indexOf(e) : e,
                i = r.map(n);
              return U(i) ? { index: t, coordinate: i + m, value: e, offset: m } : null;
            })
            .filter(ye)
        : l && s
          ? s
              .map((e, t) => {
                var n = r.map(e);
                return U(n) ? { coordinate: n + m, value: e, index: t, offset: m } : null;
              })
              .filter(ye)
          : r.ticks
            ? r
                .ticks(f)
                .map((e, t) => {
                  var n = r.map(e);
                  return U(n) ? { coordinate: n + m, value: e, index: t, offset: m } : null;
                })
                .filter(ye)
            : r
                .domain()
                .map((e, t) => {
                  var n = r.map(e);
                  return U(n) ? { coordinate: n + m, value: o ? o[e] : e, index: t, offset: m } : null;
                })
                .filter(ye);
    }
  }),
  ow = B([W, mS, zC, PC, rw, RC, uh], (e, t, n, r, i, a, o) => {
    if (t != null && n != null && r != null && r[0] !== r[1]) {
      var s = uc(e, o),
        c = t.tickCount,
        l = 0;
      return (
        (l = o === `angleAxis` && r?.length >= 2 ? ce(r[0] - r[1]) * 2 * l : l),
        s && a
          ? a
              .map((e, t) => {
                var r = n.map(e);
                return U(r) ? { coordinate: r + l, value: e, index: t, offset: l } : null;
              })
              .filter(ye)
          : n.ticks
            ? n
                .ticks(c)
                .map((e, t) => {
                  var r = n.map(e);
                  return U(r) ? { coordinate: r + l, value: e, index: t, offset: l } : null;
                })
                .filter(ye)
            : n
                .domain()
                .map((e, t) => {
                  var r = n.map(e);
                  return U(r) ? { coordinate: r + l, value: i ? i[e] : e, index: t, offset: l } : null;
                })
                .filter(ye)
      );
    }
  }),
  sw = B(fS, zC, (e, t) => {
    if (e != null && t != null) return Yx(Yx({}, e), {}, { scale: t });
  });
B(
  (e, t, n) => dS(e, n),
  B([B([fS, SC, xC, FC], Vx)], bh),
  (e, t) => {
    if (e != null && t != null) return Yx(Yx({}, e), {}, { scale: t });
  },
);
var cw = B([W, Nc, Pc], (e, t, n) => {
  switch (e) {
    case `horizontal`:
      return t.some((e) => e.reversed) ? `right-to-left` : `left-to-right`;
    case `vertical`:
      return n.some((e) => e.reversed) ? `bottom-to-top` : `top-to-bottom`;
    case `centric`:
    case `radial`:
      return `left-to-right`;
    default:
      return;
  }
});
B([(e, t, n) => e.renderedTicks[t]?.[n]], (e) => {
  if (e && e.length !== 0)
    return (t) => {
      var n = 1 / 0,
        r = e[0];
      for (var i of e) {
        var a = Math.abs(i.coordinate - t);
        a < n && ((n = a), (r = i));
      }
      return r?.value;
    };
});
var lw = (e) => e.options.defaultTooltipEventType,
  uw = (e) => e.options.validateTooltipEventTypes;
function dw(e, t, n) {
  if (e == null) return t;
  var r = e ? `axis` : `item`;
  return n == null ? t : n.includes(r) ? r : t;
}
function fw(e, t) {
  return dw(t, lw(e), uw(e));
}
function pw(e) {
  return z((t) => fw(t, e));
}
var mw = (e, t) => {
    var n,
      r = Number(t);
    if (!(le(r) || t == null)) return r >= 0 ? (e == null || (n = e[r]) == null ? void 0 : n.value) : void 0;
  },
  hw = (e) => e.tooltip.settings,
  gw = { active: !1, index: null, dataKey: void 0, graphicalItemId: void 0, coordinate: void 0 },
  _w = os({
    name: `tooltip`,
    initialState: {
      itemInteraction: { click: gw, hover: gw },
      axisInteraction: { click: gw, hover: gw },
      keyboardInteraction: gw,
      syncInteraction: {
        active: !1,
        index: null,
        dataKey: void 0,
        label: void 0,
        coordinate: void 0,
        sourceViewBox: void 0,
        graphicalItemId: void 0,
      },
      tooltipItemPayloads: [],
      settings: { shared: void 0, trigger: `hover`, axisId: 0, active: !1, defaultIndex: void 0 },
    },
    reducers: {
      addTooltipEntrySettings: {
        reducer(e, t) {
          e.tooltipItemPayloads.push(V(t.payload));
        },
        prepare: H(),
      },
      replaceTooltipEntrySettings: {
        reducer(e, t) {
          var n = t.payload,
            r = n.prev,
            i = n.next,
            a = Mo(e).tooltipItemPayloads.indexOf(V(r));
          a > -1 && (e.tooltipItemPayloads[a] = V(i));
        },
        prepare: H(),
      },
      removeTooltipEntrySettings: {
        reducer(e, t) {
          var n = Mo(e).tooltipItemPayloads.indexOf(V(t.payload));
          n > -1 && e.tooltipItemPayloads.splice(n, 1);
        },
        prepare: H(),
      },
      setTooltipSettingsState(e, t) {
        e.settings = t.payload;
      },
      setActiveMouseOverItemIndex(e, t) {
        (e.syncInteraction.active = !1),
          (e.syncInteraction.sourceViewBox = void 0),
          (e.keyboardInteraction.active = !1),
          (e.itemInteraction.hover.active = !0),
          (e.itemInteraction.hover.index = t.payload.activeIndex),
          (e.itemInteraction.hover.dataKey = t.payload.activeDataKey),
          (e.itemInteraction.hover.graphicalItemId = t.payload.activeGraphicalItemId),
          (e.itemInteraction.hover.coordinate = t.payload.activeCoordinate);
      },
      mouseLeaveChart(e) {
        (e.itemInteraction.hover.active = !1), (e.axisInteraction.hover.active = !1);
      },
      mouseLeaveItem(e) {
        e.itemInteraction.hover.active = !1;
      },
      setActiveClickItemIndex(e, t) {
        (e.syncInteraction.active = !1),
          (e.syncInteraction.sourceViewBox = void 0),
          (e.itemInteraction.click.active = !0),
          (e.keyboardInteraction.active = !1),
          (e.itemInteraction.click.index = t.payload.activeIndex),
          (e.itemInteraction.click.dataKey = t.payload.activeDataKey),
          (e.itemInteraction.click.graphicalItemId = t.payload.activeGraphicalItemId),
          (e.itemInteraction.click.coordinate = t.payload.activeCoordinate);
      },
      setMouseOverAxisIndex(e, t) {
        (e.syncInteraction.active = !1),
          (e.syncInteraction.sourceViewBox = void 0),
          (e.axisInteraction.hover.active = !0),
          (e.keyboardInteraction.active = !1),
          (e.axisInteraction.hover.index = t.payload.activeIndex),
          (e.axisInteraction.hover.dataKey = t.payload.activeDataKey),
          (e.axisInteraction.hover.coordinate = t.payload.activeCoordinate);
      },
      setMouseClickAxisIndex(e, t) {
        (e.syncInteraction.active = !1),
          (e.syncInteraction.sourceViewBox = void 0),
          (e.keyboardInteraction.active = !1),
          (e.axisInteraction.click.active = !0),
          (e.axisInteraction.click.index = t.payload.activeIndex),
          (e.axisInteraction.click.dataKey = t.payload.activeDataKey),
          (e.axisInteraction.click.coordinate = t.payload.activeCoordinate);
      },
      setSyncInteraction(e, t) {
        e.syncInteraction = t.payload;
      },
      setKeyboardInteraction(e, t) {
        (e.keyboardInteraction.active = t.payload.active),
          (e.keyboardInteraction.index = t.payload.activeIndex),
          (e.keyboardInteraction.coordinate = t.payload.activeCoordinate);
      },
    },
  }),
  vw = _w.actions,
  yw = vw.addTooltipEntrySettings,
  bw = vw.replaceTooltipEntrySettings,
  xw = vw.removeTooltipEntrySettings,
  Sw = vw.setTooltipSettingsState,
  Cw = vw.setActiveMouseOverItemIndex,
  ww = vw.mouseLeaveItem,
  Tw = vw.mouseLeaveChart,
  Ew = vw.setActiveClickItemIndex,
  Dw = vw.setMouseOverAxisIndex,
  Ow = vw.setMouseClickAxisIndex,
  kw = vw.setSyncInteraction,
  Aw = vw.setKeyboardInteraction,
  jw = _w.reducer;
function Mw(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Nw(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Mw(Object(n), !0).forEach((t) => {
          Pw(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Mw(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Pw(e, t, n) {
  return (
    (t = Fw(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Fw(e) {
  var t = Iw(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Iw(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function Lw(e, t, n) {
  return t === `axis`
    ? n === `click`
      ? e.axisInteraction.click
      : e.axisInteraction.hover
    : n === `click`
      ? e.itemInteraction.click
      : e.itemInteraction.hover;
}
function Rw(e) {
  return e.index != null;
}
var zw = (e, t, n, r) => {
  if (t == null) return gw;
  var i = Lw(e, t, n);
  if (i == null) return gw;
  if (i.active) return i;
  if (e.keyboardInteraction.active) return e.keyboardInteraction;
  if (e.syncInteraction.active && e.syncInteraction.index != null) return e.syncInteraction;
  var a = e.settings.active === !0;
  if (Rw(i)) {
    if (a) return Nw(Nw({}, i), {}, { active: !0 });
  } else if (r != null) return { active: !0, coordinate: void 0, dataKey: void 0, index: r, graphicalItemId: void 0 };
  return Nw(Nw({}, gw), {}, { coordinate: i.coordinate });
};
function Bw(e) {
  if (typeof e == `number`) return Number.isFinite(e) ? e : void 0;
  if (e instanceof Date) {
    var t = e.valueOf();
    return Number.isFinite(t) ? t : void 0;
  }
  var n = Number(e);
  return Number.isFinite(n) ? n : void 0;
}
function Vw(e, t) {
  var n = Bw(e),
    r = t[0],
    i = t[1];
  return n !== void 0 && n >= Math.min(r, i) && n <= Math.max(r, i);
}
function Hw(e, t, n) {
  if (n == null || t == null) return !0;
  var r = cc(e, t);
  return r == null || !mm(n) || Vw(r, n);
}
var Uw = (e, t, n, r) => {
    var i = e?.index;
    if (i == null) return null;
    var a = Number(i);
    if (!U(a)) return i;
    var o = 0,
      s = 1 / 0;
    t.length > 0 && (s = t.length - 1);
    var c = Math.max(o, Math.min(a, s)),
      l = t[c];
    return l == null || Hw(l, n, r) ? String(c) : null;
  },
  Ww = (e, t, n, r, i, a, o) => {
    if (a != null) {
      var s = o[0]?.getPosition(a);
      if (s != null) return s;
      var c = i?.[Number(a)];
      if (c)
        switch (n) {
          case `horizontal`:
            return { x: c.coordinate, y: (r.top + t) / 2 };
          default:
            return { x: (r.left + e) / 2, y: c.coordinate };
        }
    }
  },
  Gw = (e, t, n, r) => {
    if (t === `axis`) return e.tooltipItemPayloads;
    if (e.tooltipItemPayloads.length === 0) return [];
    var i = n === `hover` ? e.itemInteraction.hover.graphicalItemId : e.itemInteraction.click.graphicalItemId;
    if (e.syncInteraction.active && i == null) return e.tooltipItemPayloads;
    if (i == null && (r != null || e.keyboardInteraction.active)) {
      var a = e.tooltipItemPayloads[0];
      return a == null ? [] : [a];
    }
    return e.tooltipItemPayloads.filter((e) => e.settings?.graphicalItemId === i);
  },
  Kw = (e) => e.options.tooltipPayloadSearcher,
  qw = (e) => e.tooltip;
function Jw(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Yw(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Jw(Object(n), !0).forEach((t) => {
          Xw(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Jw(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Xw(e, t, n) {
  return (
    (t = Zw(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Zw(e) {
  var t = Qw(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function Qw(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function $w(e) {
  if (typeof e == `string` || typeof e == `number`) return e;
}
function eT(e) {
  if (typeof e == `string` || typeof e == `number` || typeof e == `boolean`) return e;
}
function tT(e) {
  if (typeof e == `string` || typeof e == `number`) return e;
  if (typeof e == `function`) return (t) => e(t);
}
function nT(e) {
  if (typeof e == `string`) return e;
}
function rT(e) {
  if (typeof e == `object` && e)
    return {
      name: `name` in e ? $w(e.name) : void 0,
      unit: `unit` in e ? eT(e.unit) : void 0,
      dataKey: `dataKey` in e ? tT(e.dataKey) : void 0,
      payload: `payload` in e ? e.payload : void 0,
      color: `color` in e ? nT(e.color) : void 0,
      fill: `fill` in e ? nT(e.fill) : void 0,
    };
}
function iT(e, t) {
  return e ?? t;
}
var aT = (e, t, n, r, i, a, o) => {
    if (t != null && a != null) {
      var s = n.chartData,
        c = n.computedData,
        l = n.dataStartIndex,
        u = n.dataEndIndex;
      return e.reduce((e, n) => {
        var d = n.dataDefinedOnItem,
          f = n.settings,
          p = iT(d, s),
          m = Array.isArray(p) ? tc(p, l, u) : p,
          h = f?.dataKey ?? r,
          g = f?.nameKey,
          _;
        return (
          r && Array.isArray(m) && !Array.isArray(m[0]) && o === `axis`
            ? ((_ = _e(m, r, i)), (_ ??= a(m, t, c, g)))
            : (_ = a(m, t, c, g)),
          Array.isArray(_)
            ? _.forEach((t) => {
                var n = rT(t),
                  r = n?.name,
                  i = n?.dataKey,
                  a = n?.payload,
                  o = Yw(
                    Yw({}, f),
                    {},
                    { name: r, unit: n?.unit, color: n?.color ?? f?.color, fill: n?.fill ?? f?.fill },
                  );
                e.push(
                  Tc({
                    tooltipEntrySettings: o,
                    dataKey: i,
                    payload: a,
                    value: cc(a, i),
                    name: r == null ? void 0 : String(r),
                  }),
                );
              })
            : e.push(
                Tc({ tooltipEntrySettings: f, dataKey: h, payload: _, value: cc(_, h), name: cc(_, g) ?? f?.name }),
              ),
          e
        );
      }, []);
    }
  },
  oT = B([Z, hS, zm], Wx),
  sT = B(
    [
      B([(e) => e.graphicalItems.cartesianItems, (e) => e.graphicalItems.polarItems], (e, t) => [...e, ...t]),
      Z,
      B([vh, yh], gS),
    ],
    yS,
    { memoizeOptions: { resultEqualityCheck: gh } },
  ),
  cT = B([sT], (e) => e.filter(mh)),
  lT = B([sT], wS, { memoizeOptions: { resultEqualityCheck: gh } }),
  uT = B([sT], (e) => e.some((e) => !e.data)),
  dT = B([lT, nm], DS),
  fT = B([cT, nm, Z], ph),
  pT = B([dT, Z, sT, nm, uT, lT], AS),
  mT = B([Z], GS),
  hT = B([mT, B([Z], (e) => e.allowDataOverflow)], gm),
  gT = B([B([fT, B([sT], (e) => e.filter(mh)), Lm, Rm], VS), nm, vh, hT], US),
  _T = B([dT, Z, B([sT], SS), YS, vh, sm], QS, { memoizeOptions: { resultEqualityCheck: hh } }),
  vT = B([B([nC, vh, yh], rC), vh], lC),
  yT = B([B([aC, vh, yh], rC), vh], dC),
  bT = B(
    [Z, W, dT, pT, Lm, vh, B([Z, mT, hT, gT, _T, B([vT, B([B([sC, vh, yh], rC), vh], hC), yT], ZS), W, vh], _C)],
    bC,
  ),
  xT = B([Z, bT, B([bT, Z, oT], CC), vh], TC),
  ST = (e) => PC(e, vh(e), yh(e), !1),
  CT = B([Z, ST], Km),
  wT = B([B([Z, oT, xT, CT], Vx)], bh),
  TT = B([W, Z, oT, wT, ST, B([W, pT, Z, vh], nw), B([W, pT, Z, vh], LC), vh], (e, t, n, r, i, a, o, s) => {
    if (t) {
      var c = t.type,
        l = uc(e, s);
      if (r) {
        var u = n === `scaleBand` && r.bandwidth ? r.bandwidth() / 2 : 2,
          d = c === `category` && r.bandwidth ? r.bandwidth() / u : 0;
        return (
          (d = s === `angleAxis` && i != null && i?.length >= 2 ? ce(i[0] - i[1]) * 2 * d : d),
          l && o
            ? o
                .map((e, t) => {
                  var n = r.map(e);
                  return U(n) ? { coordinate: n + d, value: e, index: t, offset: d } : null;
                })
                .filter(ye)
            : r
                .domain()
                .map((e, t) => {
                  var n = r.map(e);
                  return U(n) ? { coordinate: n + d, value: a ? a[e] : e, index: t, offset: d } : null;
                })
                .filter(ye)
        );
      }
    }
  }),
  ET = B([lw, uw, hw], (e, t, n) => dw(n.shared, e, t)),
  DT = (e) => e.tooltip.settings.trigger,
  OT = (e) => e.tooltip.settings.defaultIndex,
  kT = B([qw, ET, DT, OT], zw),
  AT = B([kT, dT, zS, bT], Uw),
  jT = B([TT, AT], mw),
  MT = B([kT], (e) => {
    if (e) return e.dataKey;
  }),
  NT = B([kT], (e) => {
    if (e) return e.graphicalItemId;
  }),
  PT = B([qw, ET, DT, OT], Gw),
  FT = B([kT, B([kc, Ac, W, Kc, TT, OT, PT], Ww)], (e, t) => (e != null && e.coordinate ? e.coordinate : t)),
  IT = B([kT], (e) => e?.active ?? !1);
B([B([PT, AT, nm, zS, jT, Kw, ET], aT)], (e) => {
  if (e != null) {
    var t = e.map((e) => e.payload).filter((e) => e != null);
    return Array.from(new Set(t));
  }
});
function LT(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function RT(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? LT(Object(n), !0).forEach((t) => {
          zT(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : LT(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function zT(e, t, n) {
  return (
    (t = BT(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function BT(e) {
  var t = VT(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function VT(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var HT = () => z(Z),
  UT = () => {
    var e = HT(),
      t = z(TT),
      n = z(wT);
    return wc(!e || !n ? void 0 : RT(RT({}, e), {}, { scale: n }), t);
  };
function WT(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function GT(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? WT(Object(n), !0).forEach((t) => {
          KT(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : WT(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function KT(e, t, n) {
  return (
    (t = qT(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function qT(e) {
  var t = JT(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function JT(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var YT = (e, t, n, r) => {
    var i = t.find((e) => e && e.index === n);
    if (i) {
      if (e === `horizontal`) return { x: i.coordinate, y: r.relativeY };
      if (e === `vertical`) return { x: r.relativeX, y: i.coordinate };
    }
    return { x: 0, y: 0 };
  },
  XT = (e, t, n, r) => {
    var i = t.find((e) => e && e.index === n);
    if (i) {
      if (e === `centric`) {
        var a = i.coordinate,
          o = r.radius;
        return GT(GT(GT({}, r), kp(r.cx, r.cy, o, a)), {}, { angle: a, radius: o });
      }
      var s = i.coordinate,
        c = r.angle;
      return GT(GT(GT({}, r), kp(r.cx, r.cy, s, c)), {}, { angle: c, radius: s });
    }
    return {
      angle: 0,
      clockWise: !1,
      cx: 0,
      cy: 0,
      endAngle: 0,
      innerRadius: 0,
      outerRadius: 0,
      radius: 0,
      startAngle: 0,
      x: 0,
      y: 0,
    };
  };
function ZT(e, t) {
  var n = e.relativeX,
    r = e.relativeY;
  return n >= t.left && n <= t.left + t.width && r >= t.top && r <= t.top + t.height;
}
var QT = (e, t, n, r, i) => {
    var a = t?.length ?? 0;
    if (a <= 1 || e == null) return 0;
    if (r === `angleAxis` && i != null && Math.abs(Math.abs(i[1] - i[0]) - 360) <= 1e-6)
      for (
        var o = i[1] - i[0], s = (t, n, r) => [e, e + o, e - o].some((e) => (r ? e >= t : e > t) && e <= n), c = 0;
        c < a;
        c++
      ) {
        var l = c > 0 ? n[c - 1]?.coordinate : n[a - 1]?.coordinate,
          u = n[c]?.coordinate,
          d = c >= a - 1 ? n[0]?.coordinate : n[c + 1]?.coordinate,
          f = void 0;
        if (l != null && u != null && d != null) {
          if (ce(u - l) !== ce(d - u)) {
            var p = [];
            if (ce(d - u) === ce(i[1] - i[0])) {
              f = d;
              var m = u + i[1] - i[0];
              (p[0] = Math.min(m, (m + l) / 2)), (p[1] = Math.max(m, (m + l) / 2));
            } else {
              f = l;
              var h = d + i[1] - i[0];
              (p[0] = Math.min(u, (h + u) / 2)), (p[1] = Math.max(u, (h + u) / 2));
            }
            var g = [Math.min(u, (f + u) / 2), Math.max(u, (f + u) / 2)];
            if (s(g[0], g[1], !1) || s(p[0], p[1], !0)) return n[c]?.index;
          } else {
            var _ = Math.min(l, d),
              v = Math.max(l, d);
            if (s((_ + u) / 2, (v + u) / 2, !1)) return n[c]?.index;
          }
        }
      }
    else if (t)
      for (var y = 0; y < a; y++) {
        var b = t[y];
        if (b != null) {
          var x = t[y + 1],
            S = t[y - 1];
          if (
            (y === 0 && x != null && e <= (b.coordinate + x.coordinate) / 2) ||
            (y === a - 1 && S != null && e > (b.coordinate + S.coordinate) / 2) ||
            (y > 0 &&
              y < a - 1 &&
              S != null &&
              x != null &&
              e > (b.coordinate + S.coordinate) / 2 &&
              e <= (b.coordinate + x.coordinate) / 2)
          )
            return b.index;
        }
      }
    return -1;
  },
  $T = () => z(zm),
  eE = (e, t) => t,
  tE = (e, t, n) => n,
  nE = (e, t, n, r) => r,
  rE = B(TT, (e) => Bi(e, (e) => e.coordinate)),
  iE = B([qw, eE, tE, nE], zw),
  aE = B([iE, dT, zS, bT], Uw),
  oE = (e, t, n) => {
    if (t != null) {
      var r = qw(e);
      return t === `axis`
        ? n === `hover`
          ? r.axisInteraction.hover.dataKey
          : r.axisInteraction.click.dataKey
        : n === `hover`
          ? r.itemInteraction.hover.dataKey
          : r.itemInteraction.click.dataKey;
    }
  },
  sE = B([qw, eE, tE, nE], Gw),
  cE = B([kc, Ac, W, Kc, TT, nE, sE], Ww),
  lE = B([iE, cE], (e, t) => e.coordinate ?? t),
  uE = B([TT, aE], mw),
  dE = B([sE, aE, nm, zS, uE, Kw, eE], aT),
  fE = B([iE, aE], (e, t) => ({ isActive: e.active && t != null, activeIndex: t })),
  pE = (e, t, n, r, i, a, o) => {
    if (e && n && r && i && ZT(e, o)) {
      var s = QT(Dc(e, t), a, i, n, r),
        c = YT(t, i, s, e);
      return { activeIndex: String(s), activeCoordinate: c };
    }
  },
  mE = (e, t, n, r, i, a, o) => {
    if (e && r && i && a && n) {
      var s = Fp(e, n);
      if (s) {
        var c = QT(Oc(s, t), o, a, r, i),
          l = XT(t, a, c, s);
        return { activeIndex: String(c), activeCoordinate: l };
      }
    }
  },
  hE = (e, t, n, r, i, a, o, s) => {
    if (e && t && r && i && a)
      return t === `horizontal` || t === `vertical` ? pE(e, t, r, i, a, o, s) : mE(e, t, n, r, i, a, o);
  },
  gE = B(
    (e) => e.zIndex.zIndexMap,
    (e, t) => t,
    (e, t, n) => n,
    (e, t, n) => {
      if (t != null) {
        var r = e[t];
        if (r != null) return n ? r.panoramaElement : r.element;
      }
    },
  ),
  _E = B(
    (e) => e.zIndex.zIndexMap,
    (e) => {
      var t = Object.keys(e)
        .map((e) => parseInt(e, 10))
        .concat(Object.values(Um));
      return Array.from(new Set(t)).sort((e, t) => e - t);
    },
    { memoizeOptions: { resultEqualityCheck: _h } },
  );
function vE(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function yE(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? vE(Object(n), !0).forEach((t) => {
          bE(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : vE(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function bE(e, t, n) {
  return (
    (t = xE(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function xE(e) {
  var t = SE(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function SE(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var CE = {
    zIndexMap: Object.values(Um).reduce(
      (e, t) => yE(yE({}, e), {}, { [t]: { element: void 0, panoramaElement: void 0, consumers: 0 } }),
      {},
    ),
  },
  wE = new Set(Object.values(Um));
function TE(e) {
  return wE.has(e);
}
var EE = os({
    name: `zIndex`,
    initialState: CE,
    reducers: {
      registerZIndexPortal: {
        reducer: (e, t) => {
          var n = t.payload.zIndex;
          e.zIndexMap[n]
            ? (e.zIndexMap[n].consumers += 1)
            : (e.zIndexMap[n] = { consumers: 1, element: void 0, panoramaElement: void 0 });
        },
        prepare: H(),
      },
      unregisterZIndexPortal: {
        reducer: (e, t) => {
          var n = t.payload.zIndex;
          e.zIndexMap[n] &&
            (--e.zIndexMap[n].consumers, e.zIndexMap[n].consumers <= 0 && !TE(n) && delete e.zIndexMap[n]);
        },
        prepare: H(),
      },
      registerZIndexPortalElement: {
        reducer: (e, t) => {
          var n = t.payload,
            r = n.zIndex,
            i = n.element,
            a = n.isPanorama;
          e.zIndexMap[r]
            ? a
              ? (e.zIndexMap[r].panoramaElement = V(i))
              : (e.zIndexMap[r].element = V(i))
            : (e.zIndexMap[r] = { consumers: 0, element: a ? void 0 : V(i), panoramaElement: a ? V(i) : void 0 });
        },
        prepare: H(),
      },
      unregisterZIndexPortalElement: {
        reducer: (e, t) => {
          var n = t.payload.zIndex;
          e.zIndexMap[n] &&
            (t.payload.isPanorama ? (e.zIndexMap[n].panoramaElement = void 0) : (e.zIndexMap[n].element = void 0));
        },
        prepare: H(),
      },
    },
  }),
  DE = EE.actions,
  OE = DE.registerZIndexPortal,
  kE = DE.unregisterZIndexPortal,
  AE = DE.registerZIndexPortalElement,
  jE = DE.unregisterZIndexPortalElement,
  ME = EE.reducer;
function NE(e) {
  var t = e.zIndex,
    n = e.children,
    r = Vl() && t !== void 0 && t !== 0,
    i = Xc(),
    a = (0, d.useRef)(void 0),
    o = (0, d.useRef)(new Set()),
    s = R(),
    c = z((e) => gE(e, t, i));
  if (
    ((0, d.useLayoutEffect)(() => {
      if (!r) {
        var e = o.current;
        e.forEach((e) => {
          s(kE({ zIndex: e }));
        }),
          e.clear(),
          (a.current = void 0);
      } else if ((o.current.has(t) || (s(OE({ zIndex: t })), o.current.add(t)), c)) {
        a.current = c;
        var n = o.current;
        n.forEach((e) => {
          e !== t && (s(kE({ zIndex: e })), n.delete(e));
        });
      }
    }, [s, t, r, c]),
    (0, d.useLayoutEffect)(() => {
      var e = o.current;
      return () => {
        e.forEach((e) => {
          s(kE({ zIndex: e }));
        }),
          e.clear();
      };
    }, [s]),
    !r)
  )
    return n;
  var l = c ?? a.current;
  return l ? (0, _u.createPortal)(n, l) : null;
}
function PE() {
  return (
    (PE = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    PE.apply(null, arguments)
  );
}
function FE(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function IE(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? FE(Object(n), !0).forEach((t) => {
          LE(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : FE(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function LE(e, t, n) {
  return (
    (t = RE(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function RE(e) {
  var t = zE(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function zE(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function BE(e) {
  var t = e.cursor,
    n = e.cursorComp,
    r = e.cursorProps;
  return (0, d.isValidElement)(t) ? (0, d.cloneElement)(t, r) : (0, d.createElement)(n, r);
}
function VE(e) {
  var t = e.coordinate,
    n = e.payload,
    r = e.index,
    i = e.offset,
    a = e.tooltipAxisBandSize,
    s = e.layout,
    c = e.cursor,
    l = e.tooltipEventType,
    u = e.chartName,
    f = t,
    p = n,
    m = r;
  if (!c || !f || (u !== `ScatterChart` && l !== `axis`)) return null;
  var h, _, v;
  if (u === `ScatterChart`) (h = f), (_ = cf), (v = Um.cursorLine);
  else if (u === `BarChart`) (h = lf(s, f, i, a)), (_ = xp), (v = Um.cursorRectangle);
  else if (s === `radial` && An(f)) {
    var y = Ip(f),
      b = y.cx,
      x = y.cy,
      S = y.radius;
    (h = { cx: b, cy: x, startAngle: y.startAngle, endAngle: y.endAngle, innerRadius: S, outerRadius: S }),
      (_ = Zp),
      (v = Um.cursorLine);
  } else (h = { points: Qp(s, f, i) }), (_ = Xd), (v = Um.cursorLine);
  var C = typeof c == `object` && `className` in c ? c.className : void 0,
    w = IE(
      IE(IE(IE({ stroke: `#ccc`, pointerEvents: `none` }, i), h), g(c)),
      {},
      { payload: p, payloadIndex: m, className: o(`recharts-tooltip-cursor`, C) },
    );
  return d.createElement(
    NE,
    { zIndex: e.zIndex ?? v },
    d.createElement(BE, { cursor: c, cursorComp: _, cursorProps: w }),
  );
}
function HE(e) {
  var t = UT(),
    n = Pl(),
    r = Rl(),
    i = $T();
  return t == null || n == null || r == null || i == null
    ? null
    : d.createElement(VE, PE({}, e, { offset: n, layout: r, tooltipAxisBandSize: t, chartName: i }));
}
var UE = (0, d.createContext)(null),
  WE = () => (0, d.useContext)(UE),
  GE = e(
    n((e, t) => {
      var n = Object.prototype.hasOwnProperty,
        r = `~`;
      function i() {}
      Object.create && ((i.prototype = Object.create(null)), new i().__proto__ || (r = !1));
      function a(e, t, n) {
        (this.fn = e), (this.context = t), (this.once = n || !1);
      }
      function o(e, t, n, i, o) {
        if (typeof n != `function`) throw TypeError(`The listener must be a function`);
        var s = new a(n, i || e, o),
          c = r ? r + t : t;
        return (
          e._events[c]
            ? e._events[c].fn
              ? (e._events[c] = [e._events[c], s])
              : e._events[c].push(s)
            : ((e._events[c] = s), e._eventsCount++),
          e
        );
      }
      function s(e, t) {
        --e._eventsCount === 0 ? (e._events = new i()) : delete e._events[t];
      }
      function c() {
        (this._events = new i()), (this._eventsCount = 0);
      }
      (c.prototype.eventNames = function () {
        var e = [],
          t,
          i;
        if (this._eventsCount === 0) return e;
        for (i in (t = this._events)) n.call(t, i) && e.push(r ? i.slice(1) : i);
        return Object.getOwnPropertySymbols ? e.concat(Object.getOwnPropertySymbols(t)) : e;
      }),
        (c.prototype.listeners = function (e) {
          var t = r ? r + e : e,
            n = this._events[t];
          if (!n) return [];
          if (n.fn) return [n.fn];
          for (var i = 0, a = n.length, o = Array(a); i < a; i++) o[i] = n[i].fn;
          return o;
        }),
        (c.prototype.listenerCount = function (e) {
          var t = r ? r + e : e,
            n = this._events[t];
          return n ? (n.fn ? 1 : n.length) : 0;
        }),
        (c.prototype.emit = function (e, t, n, i, a, o) {
          var s = r ? r + e : e;
          if (!this._events[s]) return !1;
          var c = this._events[s],
            l = arguments.length,
            u,
            d;
          if (c.fn) {
            switch ((c.once && this.removeListener(e, c.fn, void 0, !0), l)) {
              case 1:
                return c.fn.call(c.context), !0;
              case 2:
                return c.fn.call(c.context, t), !0;
              case 3:
                return c.fn.call(c.context, t, n), !0;
              case 4:
                return c.fn.call(c.context, t, n, i), !0;
              case 5:
                return c.fn.call(c.context, t, n, i, a), !0;
              case 6:
                return c.fn.call(c.context, t, n, i, a, o), !0;
            }
            for (d = 1, u = Array(l - 1); d < l; d++) u[d - 1] = arguments[d];
            c.fn.apply(c.context, u);
          } else {
            var f = c.length,
              p;
            for (d = 0; d < f; d++)
              switch ((c[d].once && this.removeListener(e, c[d].fn, void 0, !0), l)) {
                case 1:
                  c[d].fn.call(c[d].context);
                  break;
                case 2:
                  c[d].fn.call(c[d].context, t);
                  break;
                case 3:
                  c[d].fn.call(c[d].context, t, n);
                  break;
                case 4:
                  c[d].fn.call(c[d].context, t, n, i);
                  break;
                default:
                  if (!u) for (p = 1, u = Array(l - 1); p < l; p++) u[p - 1] = arguments[p];
                  c[d].fn.apply(c[d].context, u);
              }
          }
          return !0;
        }),
        (c.prototype.on = function (e, t, n) {
          return o(this, e, t, n, !1);
        }),
        (c.prototype.once = function (e, t, n) {
          return o(this, e, t, n, !0);
        }),
        (c.prototype.removeListener = function (e, t, n, i) {
          var a = r ? r + e : e;
          if (!this._events[a]) return this;
          if (!t) return s(this, a), this;
          var o = this._events[a];
          if (o.fn) o.fn !== t || (i && !o.once) || (n && o.context !== n) || s(this, a);
          else {
            for (var c = 0, l = [], u = o.length; c < u; c++)
              (o[c].fn !== t || (i && !o[c].once) || (n && o[c].context !== n)) && l.push(o[c]);
            l.length ? (this._events[a] = l.length === 1 ? l[0] : l) : s(this, a);
          }
          return this;
        }),
        (c.prototype.removeAllListeners = function (e) {
          var t;
          return (
            e
              ? ((t = r ? r + e : e), this._events[t] && s(this, t))
              : ((this._events = new i()), (this._eventsCount = 0)),
            this
          );
        }),
        (c.prototype.off = c.prototype.removeListener),
        (c.prototype.addListener = c.prototype.on),
        (c.prefixed = r),
        (c.EventEmitter = c),
        t !== void 0 && (t.exports = c);
    })(),
    1,
  ).default,
  KE = new GE(),
  qE = `recharts.syncEvent.tooltip`,
  JE = `recharts.syncEvent.brush`,
  YE = (e, t) => {
    if (t && Array.isArray(e)) {
      var n = Number.parseInt(t, 10);
      if (!le(n)) return e[n];
    }
  },
  XE = os({
    name: `options`,
    initialState: {
      chartName: ``,
      tooltipPayloadSearcher: () => void 0,
      eventEmitter: void 0,
      defaultTooltipEventType: `axis`,
    },
    reducers: {
      createEventEmitter: (e) => {
        e.eventEmitter ??= Symbol(`rechartsEventEmitter`);
      },
    },
  }),
  ZE = XE.reducer,
  QE = XE.actions.createEventEmitter;
function $E(e) {
  return e.tooltip.syncInteraction;
}
var eD = os({
    name: `chartData`,
    initialState: { chartData: void 0, computedData: void 0, dataStartIndex: 0, dataEndIndex: 0 },
    reducers: {
      setChartData(e, t) {
        (e.chartData = V(t.payload)),
          t.payload == null
            ? ((e.dataStartIndex = 0), (e.dataEndIndex = 0))
            : t.payload.length > 0 &&
              e.dataEndIndex !== t.payload.length - 1 &&
              (e.dataEndIndex = t.payload.length - 1);
      },
      setComputedData(e, t) {
        e.computedData = t.payload;
      },
      setDataStartEndIndexes(e, t) {
        var n = t.payload,
          r = n.startIndex,
          i = n.endIndex;
        r != null && (e.dataStartIndex = r), i != null && (e.dataEndIndex = i);
      },
    },
  }),
  tD = eD.actions,
  nD = tD.setChartData,
  rD = tD.setDataStartEndIndexes;
tD.setComputedData;
var iD = eD.reducer,
  aD = [`x`, `y`];
function oD(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function sD(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? oD(Object(n), !0).forEach((t) => {
          cD(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : oD(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function cD(e, t, n) {
  return (
    (t = lD(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function lD(e) {
  var t = uD(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function uD(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function dD(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = fD(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function fD(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function pD() {
  var e = z(Bm),
    t = z(Hm),
    n = R(),
    r = z(Vm),
    i = z(TT),
    a = Rl(),
    o = Ml(),
    s = z((e) => e.rootProps.className);
  (0, d.useEffect)(() => {
    if (e == null) return be;
    var s = (s, c, l) => {
      if (t !== l && e === s) {
        if (c.payload.active === !1)
          n(
            kw({
              active: !1,
              coordinate: void 0,
              dataKey: void 0,
              index: null,
              label: void 0,
              sourceViewBox: void 0,
              graphicalItemId: void 0,
            }),
          );
        else if (r === `index`) {
          var u;
          if (o && c != null && (u = c.payload) != null && u.coordinate && c.payload.sourceViewBox) {
            var d = c.payload.coordinate,
              f = d.x,
              p = d.y,
              m = dD(d, aD),
              h = c.payload.sourceViewBox,
              g = h.x,
              _ = h.y,
              v = h.width,
              y = h.height,
              b = sD(
                sD({}, m),
                {},
                { x: o.x + (v ? (f - g) / v : 0) * o.width, y: o.y + (y ? (p - _) / y : 0) * o.height },
              );
            n(sD(sD({}, c), {}, { payload: sD(sD({}, c.payload), {}, { coordinate: b }) }));
          } else n(c);
        } else if (i != null) {
          var x;
          typeof r == `function`
            ? (x =
                i[
                  r(i, {
                    activeTooltipIndex: c.payload.index == null ? void 0 : Number(c.payload.index),
                    isTooltipActive: c.payload.active,
                    activeIndex: c.payload.index == null ? void 0 : Number(c.payload.index),
                    activeLabel: c.payload.label,
                    activeDataKey: c.payload.dataKey,
                    activeCoordinate: c.payload.coordinate,
                  })
                ])
            : r === `value` && (x = i.find((e) => String(e.value) === c.payload.label));
          var S = c.payload.coordinate;
          if (S == null || o == null)
            n(
              kw({
                active: !1,
                coordinate: void 0,
                dataKey: void 0,
                index: null,
                label: void 0,
                sourceViewBox: void 0,
                graphicalItemId: void 0,
              }),
            );
          else if (x == null)
            n(
              kw({
                active: !1,
                coordinate: void 0,
                dataKey: void 0,
                index: null,
                label: void 0,
                sourceViewBox: c.payload.sourceViewBox,
                graphicalItemId: void 0,
              }),
            );
          else {
            var C = S.x,
              w = S.y,
              T = Math.min(C, o.x + o.width),
              E = Math.min(w, o.y + o.height),
              D = { x: a === `horizontal` ? x.coordinate : T, y: a === `horizontal` ? E : x.coordinate };
            n(
              kw({
                active: c.payload.active,
                coordinate: D,
                dataKey: c.payload.dataKey,
                index: String(x.index),
                label: c.payload.label,
                sourceViewBox: c.payload.sourceViewBox,
                graphicalItemId: c.payload.graphicalItemId,
              }),
            );
          }
        }
      }
    };
    return (
      KE.on(qE, s),
      () => {
        KE.off(qE, s);
      }
    );
  }, [s, n, t, e, r, i, a, o]);
}
function mD() {
  var e = z(Bm),
    t = z(Hm),
    n = R();
  (0, d.useEffect)(() => {
    if (e == null) return be;
    var r = (r, i, a) => {
      t !== a && e === r && n(rD(i));
    };
    return (
      KE.on(JE, r),
      () => {
        KE.off(JE, r);
      }
    );
  }, [n, t, e]);
}
function hD() {
  var e = R();
  (0, d.useEffect)(() => {
    e(QE());
  }, [e]),
    pD(),
    mD();
}
function gD(e, t, n, r, i, a) {
  var o = z((n) => oE(n, e, t)),
    s = z(NT),
    c = z(Hm),
    l = z(Bm),
    u = z(Vm),
    f = z($E)?.sourceViewBox != null,
    p = Ml();
  (0, d.useEffect)(() => {
    if (!f && l != null && c != null) {
      var e = kw({
        active: a,
        coordinate: n,
        dataKey: o,
        index: i,
        label: typeof r == `number` ? String(r) : r,
        sourceViewBox: p,
        graphicalItemId: s,
      });
      KE.emit(qE, l, e, c);
    }
  }, [f, n, o, s, i, r, c, l, u, a, p]);
}
function _D(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function vD(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? _D(Object(n), !0).forEach((t) => {
          yD(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : _D(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function yD(e, t, n) {
  return (
    (t = bD(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function bD(e) {
  var t = xD(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function xD(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function SD(e, t) {
  return DD(e) || ED(e, t) || wD(e, t) || CD();
}
function CD() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function wD(e, t) {
  if (e) {
    if (typeof e == `string`) return TD(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? TD(e, t)
          : void 0
    );
  }
}
function TD(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function ED(e, t) {
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
}
function DD(e) {
  if (Array.isArray(e)) return e;
}
function OD(e) {
  return e.dataKey;
}
function kD(e, t) {
  return d.isValidElement(e)
    ? d.cloneElement(e, t)
    : typeof e == `function`
      ? d.createElement(e, t)
      : d.createElement(od, t);
}
var AD = [],
  jD = {
    allowEscapeViewBox: { x: !1, y: !1 },
    animationDuration: 400,
    animationEasing: `ease`,
    axisId: 0,
    contentStyle: {},
    cursor: !0,
    filterNull: !0,
    includeHidden: !1,
    isAnimationActive: `auto`,
    itemSorter: `name`,
    itemStyle: {},
    labelStyle: {},
    offset: 10,
    reverseDirection: { x: !1, y: !1 },
    separator: ` : `,
    trigger: `hover`,
    useTranslate3d: !1,
    wrapperStyle: {},
  };
function MD(e) {
  var t = zn(e, jD),
    n = t.active,
    r = t.allowEscapeViewBox,
    i = t.animationDuration,
    a = t.animationEasing,
    o = t.content,
    s = t.filterNull,
    c = t.isAnimationActive,
    l = t.offset,
    u = t.payloadUniqBy,
    f = t.position,
    p = t.reverseDirection,
    m = t.useTranslate3d,
    h = t.wrapperStyle,
    g = t.cursor,
    _ = t.shared,
    v = t.trigger,
    y = t.defaultIndex,
    b = t.portal,
    x = t.axisId,
    S = R(),
    C = typeof y == `number` ? String(y) : y;
  (0, d.useEffect)(() => {
    S(Sw({ shared: _, trigger: v, axisId: x, active: n, defaultIndex: C }));
  }, [S, _, v, x, n, C]);
  var w = Ml(),
    T = Fd(),
    E = pw(_),
    D = z((e) => fE(e, E, v, C)) ?? {},
    O = D.activeIndex,
    k = D.isActive,
    A = z((e) => dE(e, E, v, C)),
    j = z((e) => uE(e, E, v, C)),
    M = z((e) => lE(e, E, v, C)),
    N = A,
    ee = WE(),
    te = n ?? k ?? !1,
    ne = SD(ea([N, te]), 2),
    re = ne[0],
    ie = ne[1],
    ae = E === `axis` ? j : void 0;
  gD(E, v, M, ae, O, te);
  var oe = b ?? ee;
  if (oe == null || w == null || E == null) return null;
  var se = N ?? AD;
  te || (se = AD),
    s &&
      se.length &&
      (se = si(
        se.filter((e) => e.value != null && (e.hide !== !0 || t.includeHidden)),
        u,
        OD,
      ));
  var P = se.length > 0,
    ce = vD(
      vD({}, t),
      {},
      { payload: se, label: ae, active: te, activeIndex: O, coordinate: M, accessibilityLayer: T },
    ),
    le = d.createElement(
      Pd,
      {
        allowEscapeViewBox: r,
        animationDuration: i,
        animationEasing: a,
        isAnimationActive: c,
        active: te,
        coordinate: M,
        hasPayload: P,
        offset: l,
        position: f,
        reverseDirection: p,
        useTranslate3d: m,
        viewBox: w,
        wrapperStyle: h,
        lastBoundingBox: re,
        innerRef: ie,
        hasPortalFromProps: !!b,
      },
      kD(o, ce),
    );
  return d.createElement(
    d.Fragment,
    null,
    (0, _u.createPortal)(le, oe),
    te && d.createElement(HE, { cursor: g, tooltipEventType: E, coordinate: M, payload: se, index: O }),
  );
}
var ND = (e) => null;
ND.displayName = `Cell`;
function PD(e, t, n) {
  return (
    (t = FD(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function FD(e) {
  var t = ID(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function ID(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var LD = class {
  constructor(e) {
    PD(this, `cache`, new Map()), (this.maxSize = e);
  }
  get(e) {
    var t = this.cache.get(e);
    return t !== void 0 && (this.cache.delete(e), this.cache.set(e, t)), t;
  }
  set(e, t) {
    if (this.cache.has(e)) this.cache.delete(e);
    else if (this.cache.size >= this.maxSize) {
      var n = this.cache.keys().next().value;
      n != null && this.cache.delete(n);
    }
    this.cache.set(e, t);
  }
  clear() {
    this.cache.clear();
  }
  size() {
    return this.cache.size;
  }
};
function RD(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function zD(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? RD(Object(n), !0).forEach((t) => {
          BD(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : RD(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function BD(e, t, n) {
  return (
    (t = VD(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function VD(e) {
  var t = HD(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function HD(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var UD = zD({}, { cacheSize: 2e3, enableCache: !0 }),
  WD = new LD(UD.cacheSize),
  GD = { position: `absolute`, top: `-20000px`, left: 0, padding: 0, margin: 0, border: `none`, whiteSpace: `pre` },
  KD = `recharts_measurement_span`;
function qD(e, t) {
  return `${e}|${t.fontSize || ``}|${t.fontFamily || ``}|${t.fontWeight || ``}|${t.fontStyle || ``}|${t.letterSpacing || ``}|${t.textTransform || ``}`;
}
var JD = (e, t) => {
    try {
      var n = document.getElementById(KD);
      n ||
        ((n = document.createElement(`span`)),
        n.setAttribute(`id`, KD),
        n.setAttribute(`aria-hidden`, `true`),
        document.body.appendChild(n)),
        Object.assign(n.style, GD, t),
        (n.textContent = `${e}`);
      var r = n.getBoundingClientRect();
      return { width: r.width, height: r.height };
    } catch {
      return { width: 0, height: 0 };
    }
  },
  YD = function (e) {
    var t = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
    if (e == null || pd.isSsr) return { width: 0, height: 0 };
    if (!UD.enableCache) return JD(e, t);
    var n = qD(e, t),
      r = WD.get(n);
    if (r) return r;
    var i = JD(e, t);
    return WD.set(n, i), i;
  },
  XD;
function ZD(e, t) {
  return nO(e) || tO(e, t) || $D(e, t) || QD();
}
function QD() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function $D(e, t) {
  if (e) {
    if (typeof e == `string`) return eO(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? eO(e, t)
          : void 0
    );
  }
}
function eO(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function tO(e, t) {
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
}
function nO(e) {
  if (Array.isArray(e)) return e;
}
function rO(e, t, n) {
  return (
    (t = iO(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function iO(e) {
  var t = aO(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function aO(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var oO = /(-?\d+(?:\.\d+)?[a-zA-Z%]*)([*/])(-?\d+(?:\.\d+)?[a-zA-Z%]*)/,
  sO = /(-?\d+(?:\.\d+)?[a-zA-Z%]*)([+-])(-?\d+(?:\.\d+)?[a-zA-Z%]*)/,
  cO = /^(px|cm|vh|vw|em|rem|%|mm|in|pt|pc|ex|ch|vmin|vmax|Q)$/,
  lO = /(-?\d+(?:\.\d+)?)([a-zA-Z%]+)?/,
  uO = { cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16, in: 96, Q: 96 / 101.6, px: 1 },
  dO = [`cm`, `mm`, `pt`, `pc`, `in`, `Q`, `px`];
function fO(e) {
  return dO.includes(e);
}
var pO = `NaN`;
function mO(e, t) {
  return e * uO[t];
}
var hO = class e {
  static parse(t) {
    var n = ZD(lO.exec(t) ?? [], 3),
      r = n[1],
      i = n[2];
    return r == null ? e.NaN : new e(parseFloat(r), i ?? ``);
  }
  constructor(e, t) {
    (this.num = e),
      (this.unit = t),
      (this.num = e),
      (this.unit = t),
      le(e) && (this.unit = ``),
      t !== `` && !cO.test(t) && ((this.num = NaN), (this.unit = ``)),
      fO(t) && ((this.num = mO(e, t)), (this.unit = `px`));
  }
  add(t) {
    return this.unit === t.unit ? new e(this.num + t.num, this.unit) : new e(NaN, ``);
  }
  subtract(t) {
    return this.unit === t.unit ? new e(this.num - t.num, this.unit) : new e(NaN, ``);
  }
  multiply(t) {
    return this.unit !== `` && t.unit !== `` && this.unit !== t.unit
      ? new e(NaN, ``)
      : new e(this.num * t.num, this.unit || t.unit);
  }
  divide(t) {
    return this.unit !== `` && t.unit !== `` && this.unit !== t.unit
      ? new e(NaN, ``)
      : new e(this.num / t.num, this.unit || t.unit);
  }
  toString() {
    return `${this.num}${this.unit}`;
  }
  isNaN() {
    return le(this.num);
  }
};
(XD = hO), rO(hO, `NaN`, new XD(NaN, ``));
function gO(e) {
  if (e == null || e.includes(pO)) return pO;
  for (var t = e; t.includes(`*`) || t.includes(`/`); ) {
    var n = ZD(oO.exec(t) ?? [], 4),
      r = n[1],
      i = n[2],
      a = n[3],
      o = hO.parse(r ?? ``),
      s = hO.parse(a ?? ``),
      c = i === `*` ? o.multiply(s) : o.divide(s);
    if (c.isNaN()) return pO;
    t = t.replace(oO, c.toString());
  }
  for (; t.includes(`+`) || /.-\d+(?:\.\d+)?/.test(t); ) {
    var l = ZD(sO.exec(t) ?? [], 4),
      u = l[1],
      d = l[2],
      f = l[3],
      p = hO.parse(u ?? ``),
      m = hO.parse(f ?? ``),
      h = d === `+` ? p.add(m) : p.subtract(m);
    if (h.isNaN()) return pO;
    t = t.replace(sO, h.toString());
  }
  return t;
}
var _O = /\(([^()]*)\)/;
function vO(e) {
  for (var t = e, n; (n = _O.exec(t)) != null; ) {
    var r = ZD(n, 2)[1];
    t = t.replace(_O, gO(r));
  }
  return t;
}
function yO(e) {
  var t = e.replace(/\s+/g, ``);
  return (t = vO(t)), (t = gO(t)), t;
}
function bO(e) {
  try {
    return yO(e);
  } catch {
    return pO;
  }
}
function xO(e) {
  var t = bO(e.slice(5, -1));
  return t === pO ? `` : t;
}
var SO = [`x`, `y`, `lineHeight`, `capHeight`, `fill`, `scaleToFit`, `textAnchor`, `verticalAnchor`],
  CO = [`dx`, `dy`, `angle`, `className`, `breakAll`];
function wO() {
  return (
    (wO = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    wO.apply(null, arguments)
  );
}
function TO(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = EO(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function EO(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function DO(e, t) {
  return MO(e) || jO(e, t) || kO(e, t) || OO();
}
function OO() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function kO(e, t) {
  if (e) {
    if (typeof e == `string`) return AO(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? AO(e, t)
          : void 0
    );
  }
}
function AO(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function jO(e, t) {
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
}
function MO(e) {
  if (Array.isArray(e)) return e;
}
var NO = /[ \f\n\r\t\v\u2028\u2029]+/,
  PO = (e) => {
    var t = e.children,
      n = e.breakAll,
      r = e.style;
    try {
      var i = [];
      return (
        I(t) || (i = n ? t.toString().split(``) : t.toString().split(NO)),
        {
          wordsWithComputedWidth: i.map((e) => ({ word: e, width: YD(e, r).width })),
          spaceWidth: n ? 0 : YD(`\xA0`, r).width,
        }
      );
    } catch {
      return null;
    }
  };
function FO(e) {
  return e === `start` || e === `middle` || e === `end` || e === `inherit`;
}
function IO(e) {
  return I(e) || typeof e == `string` || typeof e == `number` || typeof e == `boolean`;
}
var LO = (e, t, n, r) =>
    e.reduce((e, i) => {
      var a = i.word,
        o = i.width,
        s = e[e.length - 1];
      if (s && o != null && (t == null || r || s.width + o + n < Number(t))) s.words.push(a), (s.width += o + n);
      else {
        var c = { words: [a], width: o };
        e.push(c);
      }
      return e;
    }, []),
  RO = (e) => e.reduce((e, t) => (e.width > t.width ? e : t)),
  zO = `…`,
  BO = (e, t, n, r, i, a, o, s) => {
    var c = PO({ breakAll: n, style: r, children: e.slice(0, t) + zO });
    if (!c) return [!1, []];
    var l = LO(c.wordsWithComputedWidth, a, o, s);
    return [l.length > i || RO(l).width > Number(a), l];
  },
  VO = (e, t, n, r, i) => {
    var a = e.maxLines,
      o = e.children,
      s = e.style,
      c = e.breakAll,
      l = F(a),
      u = String(o),
      d = LO(t, r, n, i);
    if (!l || i || !(d.length > a || RO(d).width > Number(r))) return d;
    for (var f = 0, p = u.length - 1, m = 0, h; f <= p && m <= u.length - 1; ) {
      var g = Math.floor((f + p) / 2),
        _ = DO(BO(u, g - 1, c, s, a, r, n, i), 2),
        v = _[0],
        y = _[1],
        b = DO(BO(u, g, c, s, a, r, n, i), 1)[0];
      if ((!v && !b && (f = g + 1), v && b && (p = g - 1), !v && b)) {
        h = y;
        break;
      }
      m++;
    }
    return h || d;
  },
  HO = (e) => [{ words: I(e) ? [] : e.toString().split(NO), width: void 0 }],
  UO = (e) => {
    var t = e.width,
      n = e.scaleToFit,
      r = e.children,
      i = e.style,
      a = e.breakAll,
      o = e.maxLines;
    if ((t || n) && !pd.isSsr) {
      var s,
        c,
        l = PO({ breakAll: a, children: r, style: i });
      if (l) {
        var u = l.wordsWithComputedWidth,
          d = l.spaceWidth;
        (s = u), (c = d);
      } else return HO(r);
      return VO({ breakAll: a, children: r, maxLines: o, style: i }, s, c, t, !!n);
    }
    return HO(r);
  },
  WO = `#808080`,
  GO = {
    angle: 0,
    breakAll: !1,
    capHeight: `0.71em`,
    fill: WO,
    lineHeight: `1em`,
    scaleToFit: !1,
    textAnchor: `start`,
    verticalAnchor: `end`,
    x: 0,
    y: 0,
  },
  KO = (0, d.forwardRef)((e, t) => {
    var n = zn(e, GO),
      r = n.x,
      i = n.y,
      a = n.lineHeight,
      s = n.capHeight,
      c = n.fill,
      l = n.scaleToFit,
      u = n.textAnchor,
      f = n.verticalAnchor,
      p = TO(n, SO),
      m = (0, d.useMemo)(
        () =>
          UO({
            breakAll: p.breakAll,
            children: p.children,
            maxLines: p.maxLines,
            scaleToFit: l,
            style: p.style,
            width: p.width,
          }),
        [p.breakAll, p.children, p.maxLines, l, p.style, p.width],
      ),
      h = p.dx,
      g = p.dy,
      v = p.angle,
      y = p.className,
      b = p.breakAll,
      x = TO(p, CO);
    if (!de(r) || !de(i) || m.length === 0) return null;
    var S = Number(r) + (F(h) ? h : 0),
      C = Number(i) + (F(g) ? g : 0);
    if (!U(S) || !U(C)) return null;
    var w;
    switch (f) {
      case `start`:
        w = xO(`calc(${s})`);
        break;
      case `middle`:
        w = xO(`calc(${(m.length - 1) / 2} * -${a} + (${s} / 2))`);
        break;
      default:
        w = xO(`calc(${m.length - 1} * -${a})`);
    }
    var T = [],
      E = m[0];
    if (l && E != null) {
      var D = E.width,
        O = p.width;
      T.push(`scale(${F(O) && F(D) ? O / D : 1})`);
    }
    return (
      v && T.push(`rotate(${v}, ${S}, ${C})`),
      T.length && (x.transform = T.join(` `)),
      d.createElement(
        `text`,
        wO({}, _(x), {
          ref: t,
          x: S,
          y: C,
          className: o(`recharts-text`, y),
          textAnchor: u,
          fill: c.includes(`url`) ? WO : c,
        }),
        m.map((e, t) => {
          var n = e.words.join(b ? `` : ` `);
          return d.createElement(`tspan`, { x: S, dy: t === 0 ? w : a, key: `${n}-${t}` }, n);
        }),
      )
    );
  });
KO.displayName = `Text`;
var qO = [`labelRef`],
  JO = [`content`];
function YO(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = XO(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function XO(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function ZO(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function QO(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? ZO(Object(n), !0).forEach((t) => {
          $O(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : ZO(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function $O(e, t, n) {
  return (
    (t = ek(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function ek(e) {
  var t = tk(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function tk(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function nk() {
  return (
    (nk = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    nk.apply(null, arguments)
  );
}
var rk = (0, d.createContext)(null),
  ik = (e) => {
    var t = e.x,
      n = e.y,
      r = e.upperWidth,
      i = e.lowerWidth,
      a = e.width,
      o = e.height,
      s = e.children,
      c = (0, d.useMemo)(() => ({ x: t, y: n, upperWidth: r, lowerWidth: i, width: a, height: o }), [t, n, r, i, a, o]);
    return d.createElement(rk.Provider, { value: c }, s);
  },
  ak = () => {
    var e = (0, d.useContext)(rk),
      t = Ml();
    return e || (t ? xe(t) : void 0);
  },
  ok = (0, d.createContext)(null),
  sk = () => {
    var e = (0, d.useContext)(ok),
      t = z(lh);
    return e || t;
  },
  ck = (e) => {
    var t = e.value,
      n = e.formatter,
      r = I(e.children) ? t : e.children;
    return typeof n == `function` ? n(r) : r;
  },
  lk = (e) => e != null && typeof e == `function`,
  uk = (e, t) => ce(t - e) * Math.min(Math.abs(t - e), 360),
  dk = (e, t, n, r, i) => {
    var a = e.offset,
      s = e.className,
      c = i.cx,
      l = i.cy,
      u = i.innerRadius,
      f = i.outerRadius,
      p = i.startAngle,
      m = i.endAngle,
      h = i.clockWise,
      g = (u + f) / 2,
      _ = uk(p, m),
      v = _ >= 0 ? 1 : -1,
      y,
      b;
    switch (t) {
      case `insideStart`:
        (y = p + v * a), (b = h);
        break;
      case `insideEnd`:
        (y = m - v * a), (b = !h);
        break;
      case `end`:
        (y = m + v * a), (b = h);
        break;
      default:
        throw Error(`Unsupported position ${t}`);
    }
    b = _ <= 0 ? b : !b;
    var x = kp(c, l, g, y),
      S = kp(c, l, g, y + (b ? 1 : -1) * 359),
      C = `M${x.x},${x.y}
    A${g},${g},0,1,${+!b},
    ${S.x},${S.y}`,
      w = I(e.id) ? pe(`recharts-radial-line-`) : e.id;
    return d.createElement(
      `text`,
      nk({}, r, { dominantBaseline: `central`, className: o(`recharts-radial-bar-label`, s) }),
      d.createElement(`defs`, null, d.createElement(`path`, { id: w, d: C })),
      d.createElement(`textPath`, { xlinkHref: `#${w}` }, n),
    );
  },
  fk = (e, t, n) => {
    var r = e.cx,
      i = e.cy,
      a = e.innerRadius,
      o = e.outerRadius,
      s = (e.startAngle + e.endAngle) / 2;
    if (n === `outside`) {
      var c = kp(r, i, o + t, s),
        l = c.x;
      return { x: l, y: c.y, textAnchor: l >= r ? `start` : `end`, verticalAnchor: `middle` };
    }
    if (n === `center`) return { x: r, y: i, textAnchor: `middle`, verticalAnchor: `middle` };
    if (n === `centerTop`) return { x: r, y: i, textAnchor: `middle`, verticalAnchor: `start` };
    if (n === `centerBottom`) return { x: r, y: i, textAnchor: `middle`, verticalAnchor: `end` };
    var u = kp(r, i, (a + o) / 2, s);
    return { x: u.x, y: u.y, textAnchor: `middle`, verticalAnchor: `middle` };
  },
  pk = (e) => e != null && `cx` in e && F(e.cx),
  mk = { angle: 0, offset: 5, zIndex: Um.label, position: `middle`, textBreakAll: !1 };
function hk(e) {
  if (!pk(e)) return e;
  var t = e.cx,
    n = e.cy,
    r = e.outerRadius,
    i = r * 2;
  return { x: t - r, y: n - r, width: i, upperWidth: i, lowerWidth: i, height: i };
}
function gk(e) {
  var t = zn(e, mk),
    n = t.viewBox,
    r = t.parentViewBox,
    i = t.position,
    a = t.value,
    s = t.children,
    c = t.content,
    l = t.className,
    u = l === void 0 ? `` : l,
    f = t.textBreakAll,
    p = t.labelRef,
    m = sk(),
    h = ak(),
    g = n == null ? (i === `center` ? h : (m ?? h)) : pk(n) ? n : xe(n),
    v,
    y,
    b = hk(g);
  if (!g || (I(a) && I(s) && !(0, d.isValidElement)(c) && typeof c != `function`)) return null;
  var x = pk(g) && (i === `insideStart` || i === `insideEnd` || i === `end`);
  if (pk(g)) x || (y = fk(g, t.offset, t.position));
  else if (b) {
    var S = De({ viewBox: b, position: i, offset: t.offset, parentViewBox: pk(r) ? void 0 : r, clamp: !0 });
    y = QO(
      QO(
        { x: S.x, y: S.y, textAnchor: S.horizontalAnchor, verticalAnchor: S.verticalAnchor },
        S.width === void 0 ? {} : { width: S.width },
      ),
      S.height === void 0 ? {} : { height: S.height },
    );
  }
  var C = QO(
    QO(QO(QO({}, y?.x === void 0 ? {} : { x: y.x }), y?.y === void 0 ? {} : { y: y.y }), t),
    {},
    { viewBox: g },
  );
  if ((0, d.isValidElement)(c)) {
    C.labelRef;
    var w = YO(C, qO);
    return (0, d.cloneElement)(c, w);
  }
  if (typeof c == `function`) {
    C.content;
    var T = YO(C, JO);
    if (((v = (0, d.createElement)(c, T)), (0, d.isValidElement)(v))) return v;
  } else v = ck(t);
  var E = _(t);
  return x && pk(g)
    ? dk(t, i, v, E, g)
    : y == null
      ? null
      : d.createElement(
          NE,
          { zIndex: t.zIndex },
          d.createElement(
            KO,
            nk({ ref: p, className: o(`recharts-label`, u) }, E, y, {
              textAnchor: FO(E.textAnchor) ? E.textAnchor : y.textAnchor,
              breakAll: f,
            }),
            v,
          ),
        );
}
gk.displayName = `Label`;
var _k = (e, t, n) => {
  if (!e) return null;
  var r = { viewBox: t, labelRef: n };
  return e === !0
    ? d.createElement(gk, nk({ key: `label-implicit` }, r))
    : de(e)
      ? d.createElement(gk, nk({ key: `label-implicit`, value: e }, r))
      : (0, d.isValidElement)(e)
        ? e.type === gk
          ? (0, d.cloneElement)(e, QO({ key: `label-implicit` }, r))
          : d.createElement(gk, nk({ key: `label-implicit`, content: e }, r))
        : lk(e)
          ? d.createElement(gk, nk({ key: `label-implicit`, content: e }, r))
          : e && typeof e == `object`
            ? d.createElement(gk, nk({}, e, { key: `label-implicit` }, r))
            : null;
};
function vk(e) {
  var t = e.label,
    n = e.labelRef;
  return _k(t, ak(), n) || null;
}
var yk = [`valueAccessor`],
  bk = [`dataKey`, `clockWise`, `id`, `textBreakAll`, `zIndex`];
function xk() {
  return (
    (xk = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    xk.apply(null, arguments)
  );
}
function Sk(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = Ck(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function Ck(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var wk = (e) => {
    var t = Array.isArray(e.value) ? e.value[e.value.length - 1] : e.value;
    if (IO(t)) return t;
  },
  Tk = (0, d.createContext)(void 0),
  Ek = Tk.Provider,
  Dk = (0, d.createContext)(void 0);
Dk.Provider;
function Ok() {
  return (0, d.useContext)(Tk);
}
function kk() {
  return (0, d.useContext)(Dk);
}
function Ak(e) {
  var t = e.valueAccessor,
    n = t === void 0 ? wk : t,
    r = Sk(e, yk),
    i = r.dataKey;
  r.clockWise;
  var a = r.id,
    o = r.textBreakAll,
    s = r.zIndex,
    c = Sk(r, bk),
    l = Ok(),
    u = kk(),
    f = l || u;
  return !f || !f.length
    ? null
    : d.createElement(
        NE,
        { zIndex: s ?? Um.label },
        d.createElement(
          D,
          { className: `recharts-label-list` },
          f.map((e, t) => {
            var s = I(i) ? n(e, t) : cc(e.payload, i),
              l = I(a) ? {} : { id: `${a}-${t}` };
            return d.createElement(
              gk,
              xk({ key: `label-${t}` }, _(e), c, l, {
                fill: r.fill ?? e.fill,
                parentViewBox: e.parentViewBox,
                value: s,
                textBreakAll: o,
                viewBox: e.viewBox,
                index: t,
                zIndex: 0,
              }),
            );
          }),
        ),
      );
}
Ak.displayName = `LabelList`;
function jk(e) {
  var t = e.label;
  return t
    ? t === !0
      ? d.createElement(Ak, { key: `labelList-implicit` })
      : d.isValidElement(t) || lk(t)
        ? d.createElement(Ak, { key: `labelList-implicit`, content: t })
        : typeof t == `object`
          ? d.createElement(Ak, xk({ key: `labelList-implicit` }, t, { type: String(t.type) }))
          : null
    : null;
}
var Mk = os({
    name: `polarAxis`,
    initialState: { radiusAxis: {}, angleAxis: {} },
    reducers: {
      addRadiusAxis(e, t) {
        e.radiusAxis[t.payload.id] = V(t.payload);
      },
      removeRadiusAxis(e, t) {
        delete e.radiusAxis[t.payload.id];
      },
      addAngleAxis(e, t) {
        e.angleAxis[t.payload.id] = V(t.payload);
      },
      removeAngleAxis(e, t) {
        delete e.angleAxis[t.payload.id];
      },
    },
  }),
  Nk = Mk.actions;
Nk.addRadiusAxis, Nk.removeRadiusAxis, Nk.addAngleAxis, Nk.removeAngleAxis;
var Pk = Mk.reducer;
function Fk(e) {
  return e && typeof e == `object` && `className` in e && typeof e.className == `string` ? e.className : ``;
}
var Ik = n((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.portal`),
      r = Symbol.for(`react.fragment`),
      i = Symbol.for(`react.strict_mode`),
      a = Symbol.for(`react.profiler`),
      o = Symbol.for(`react.consumer`),
      s = Symbol.for(`react.context`),
      c = Symbol.for(`react.forward_ref`),
      l = Symbol.for(`react.suspense`),
      u = Symbol.for(`react.suspense_list`),
      d = Symbol.for(`react.memo`),
      f = Symbol.for(`react.lazy`),
      p = Symbol.for(`react.view_transition`);
    function m(e) {
      if (typeof e == `object` && e) {
        var m = e.$$typeof;
        switch (m) {
          case t:
            switch (((e = e.type), e)) {
              case r:
              case a:
              case i:
              case l:
              case u:
              case p:
                return e;
              default:
                switch (((e &&= e.$$typeof), e)) {
                  case s:
                  case c:
                  case f:
                  case d:
                    return e;
                  case o:
                    return e;
                  default:
                    return m;
                }
            }
          case n:
            return m;
        }
      }
    }
    e.isFragment = (e) => m(e) === r;
  }),
  Lk = n((e, t) => {
    t.exports = Ik();
  })(),
  Rk = (e) => (typeof e == `string` ? e : e ? e.displayName || e.name || `Component` : ``),
  zk = null,
  Bk = null,
  Vk = (e) => {
    if (e === zk && Array.isArray(Bk)) return Bk;
    var t = [];
    return (
      d.Children.forEach(e, (e) => {
        I(e) || ((0, Lk.isFragment)(e) ? (t = t.concat(Vk(e.props.children))) : t.push(e));
      }),
      (Bk = t),
      (zk = e),
      t
    );
  };
function Hk(e, t) {
  var n = [],
    r = [];
  return (
    (r = Array.isArray(t) ? t.map((e) => Rk(e)) : [Rk(t)]),
    Vk(e).forEach((e) => {
      var t = ie(e, `type.displayName`) || ie(e, `type.name`);
      t && r.indexOf(t) !== -1 && n.push(e);
    }),
    n
  );
}
function Uk(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Wk(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? Uk(Object(n), !0).forEach((t) => {
          Gk(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : Uk(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function Gk(e, t, n) {
  return (
    (t = Kk(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function Kk(e) {
  var t = qk(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function qk(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function Jk(e, t) {
  return Wk(Wk({}, t), e);
}
function Yk(e) {
  return (0, d.isValidElement)(e) ? e.props : e;
}
function Xk(e, t) {
  return (0, d.cloneElement)(e, Jk(Yk(e), t));
}
function Zk(e) {
  if (`index` in e) {
    var t = e.index;
    return typeof t == `number` || typeof t == `string` ? t : void 0;
  }
}
function Qk(e) {
  return `isActive` in e && e.isActive === !0;
}
function $k(e) {
  var t = e.option,
    n = e.DefaultShape,
    r = e.shapeProps,
    i = e.activeClassName,
    a = i === void 0 ? `recharts-active-shape` : i,
    o = e.inActiveClassName,
    s = o === void 0 ? `recharts-shape` : o,
    c = Zk(r),
    l = (0, d.isValidElement)(t)
      ? Xk(t, r)
      : t === n
        ? d.createElement(n, r)
        : typeof t == `function`
          ? t(r, c)
          : typeof t == `object`
            ? d.createElement(n, Jk(t, r))
            : d.createElement(n, r);
  return Qk(r) ? d.createElement(D, { className: a }, l) : d.createElement(D, { className: s }, l);
}
var eA = (e, t, n) => {
    var r = R();
    return (i, a) => (o) => {
      e?.(i, a, o),
        r(
          Cw({
            activeIndex: String(a),
            activeDataKey: t,
            activeCoordinate: i.tooltipPosition,
            activeGraphicalItemId: n,
          }),
        );
    };
  },
  tA = (e) => {
    var t = R();
    return (n, r) => (i) => {
      e?.(n, r, i), t(ww());
    };
  },
  nA = (e, t, n) => {
    var r = R();
    return (i, a) => (o) => {
      e?.(i, a, o),
        r(
          Ew({
            activeIndex: String(a),
            activeDataKey: t,
            activeCoordinate: i.tooltipPosition,
            activeGraphicalItemId: n,
          }),
        );
    };
  };
function rA(e) {
  var t = e.tooltipEntrySettings,
    n = R(),
    r = Xc(),
    i = (0, d.useRef)(null);
  return (
    (0, d.useLayoutEffect)(() => {
      r || (i.current === null ? n(yw(t)) : i.current !== t && n(bw({ prev: i.current, next: t })), (i.current = t));
    }, [t, n, r]),
    (0, d.useLayoutEffect)(
      () => () => {
        i.current &&= (n(xw(i.current)), null);
      },
      [n],
    ),
    null
  );
}
function iA(e) {
  var t = e.legendPayload,
    n = R(),
    r = Xc(),
    i = (0, d.useRef)(null);
  return (
    (0, d.useLayoutEffect)(() => {
      r || (i.current === null ? n(ql(t)) : i.current !== t && n(Jl({ prev: i.current, next: t })), (i.current = t));
    }, [n, r, t]),
    (0, d.useLayoutEffect)(
      () => () => {
        i.current &&= (n(Yl(i.current)), null);
      },
      [n],
    ),
    null
  );
}
function aA(e, t) {
  return uA(e) || lA(e, t) || sA(e, t) || oA();
}
function oA() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function sA(e, t) {
  if (e) {
    if (typeof e == `string`) return cA(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? cA(e, t)
          : void 0
    );
  }
}
function cA(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function lA(e, t) {
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
}
function uA(e) {
  if (Array.isArray(e)) return e;
}
var dA = `index`,
  fA = `append`;
function pA(e, t) {
  var n = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : [],
    r = [];
  for (var i of n) r.push({ status: `removed`, prev: i });
  for (var a = 0; a < t.length; a++) {
    var o = e[a],
      s = t[a];
    o == null ? r.push({ status: `added`, next: s }) : r.push({ status: `matched`, prev: o, next: s });
  }
  return r;
}
function mA(e, t) {
  var n = e.length / t.length;
  return pA(
    t.map((t, r) => e[Math.floor(r * n)]),
    t,
  );
}
function hA(e, t) {
  return pA(
    t.map((t, n) => e[n]),
    t,
  );
}
function gA(e, t) {
  for (var n = new Map(), r = 0; r < e.length; r++) {
    var i = e[r];
    if (i != null) {
      var a = t(i, r);
      a != null && !n.has(a) && n.set(a, i);
    }
  }
  return n;
}
function _A(e, t, n) {
  var r = gA(e, n),
    i = new Set(),
    a = t.map((e, t) => {
      var a = n(e, t);
      if (a != null) {
        var o = r.get(a);
        if (o !== void 0) return i.add(a), o;
      }
    }),
    o = [];
  for (var s of r) {
    var c = aA(s, 2),
      l = c[0],
      u = c[1];
    i.has(l) || o.push(u);
  }
  return pA(a, t, o);
}
function vA(e, t, n) {
  return t == null
    ? null
    : e == null
      ? t.map((e) => ({ status: `added`, next: e }))
      : n === `index`
        ? mA(e, t)
        : n === `append`
          ? hA(e, t)
          : _A(e, t, n);
}
function yA(e, t) {
  var n = (0, d.useRef)(e),
    r = (0, d.useRef)(t.current),
    i = (0, d.useRef)(!0);
  n.current !== e && ((n.current = e), (r.current = t.current), (i.current = !1));
  var a = (0, d.useCallback)(
    function (e, n) {
      var a = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : !0;
      n === 0 ? (i.current = !0) : (n === 1 && (r.current = e), n > 0 && i.current && a && (t.current = e));
    },
    [t],
  );
  return { startValue: r.current, syncStepValue: a };
}
function bA(e, t) {
  return TA(e) || wA(e, t) || SA(e, t) || xA();
}
function xA() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function SA(e, t) {
  if (e) {
    if (typeof e == `string`) return CA(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? CA(e, t)
          : void 0
    );
  }
}
function CA(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function wA(e, t) {
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
}
function TA(e) {
  if (Array.isArray(e)) return e;
}
function EA(e, t) {
  var n = bA((0, d.useState)(!1), 2),
    r = n[0],
    i = n[1];
  return {
    isAnimating: r,
    handleAnimationStart: (0, d.useCallback)(() => {
      typeof e == `function` && e(), i(!0);
    }, [e]),
    handleAnimationEnd: (0, d.useCallback)(() => {
      typeof t == `function` && t(), i(!1);
    }, [t]),
  };
}
function DA(e) {
  var t = e.animationInput,
    n = e.animationIdPrefix,
    r = e.items,
    i = e.previousItemsRef,
    a = e.isAnimationActive,
    o = e.animationBegin,
    s = e.animationDuration,
    c = e.animationEasing,
    l = e.onAnimationStart,
    u = e.onAnimationEnd,
    f = e.animationInterpolateFn,
    p = e.animationMatchBy,
    m = e.shouldUpdatePreviousRef,
    h = e.children,
    g = e.layout,
    _ = Uf(t, n),
    v = yA(_, i),
    y = v.startValue ?? null,
    b = vA(y, r, p ?? dA);
  return d.createElement(
    Hf,
    { animationId: _, begin: o, duration: s, isActive: a, easing: c, onAnimationEnd: u, onAnimationStart: l, key: _ },
    (e) => {
      var t = y == null,
        n = r == null ? r : f(b, e, g),
        i = m ? m(e) : e > 0;
      return v.syncStepValue(n, e, i), n == null ? null : h(n, e, t);
    },
  );
}
function OA(e, t) {
  return NA(e) || MA(e, t) || AA(e, t) || kA();
}
function kA() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function AA(e, t) {
  if (e) {
    if (typeof e == `string`) return jA(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? jA(e, t)
          : void 0
    );
  }
}
function jA(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function MA(e, t) {
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
}
function NA(e) {
  if (Array.isArray(e)) return e;
}
var PA =
  d.useId ??
  (() =>
    OA(
      d.useState(() => pe(`uid-`)),
      1,
    )[0]);
function FA(e, t) {
  var n = PA();
  return t || (e ? `${e}-${n}` : n);
}
var IA = (0, d.createContext)(void 0),
  LA = (e) => {
    var t = e.id,
      n = e.type,
      r = e.children,
      i = FA(`recharts-${n}`, t);
    return d.createElement(IA.Provider, { value: i }, r(i));
  },
  RA = os({
    name: `graphicalItems`,
    initialState: { cartesianItems: [], polarItems: [] },
    reducers: {
      addCartesianGraphicalItem: {
        reducer(e, t) {
          e.cartesianItems.push(V(t.payload));
        },
        prepare: H(),
      },
      replaceCartesianGraphicalItem: {
        reducer(e, t) {
          var n = t.payload,
            r = n.prev,
            i = n.next,
            a = Mo(e).cartesianItems.indexOf(V(r));
          a > -1 && (e.cartesianItems[a] = V(i));
        },
        prepare: H(),
      },
      removeCartesianGraphicalItem: {
        reducer(e, t) {
          var n = Mo(e).cartesianItems.indexOf(V(t.payload));
          n > -1 && e.cartesianItems.splice(n, 1);
        },
        prepare: H(),
      },
      addPolarGraphicalItem: {
        reducer(e, t) {
          e.polarItems.push(V(t.payload));
        },
        prepare: H(),
      },
      removePolarGraphicalItem: {
        reducer(e, t) {
          var n = Mo(e).polarItems.indexOf(V(t.payload));
          n > -1 && e.polarItems.splice(n, 1);
        },
        prepare: H(),
      },
      replacePolarGraphicalItem: {
        reducer(e, t) {
          var n = t.payload,
            r = n.prev,
            i = n.next,
            a = Mo(e).polarItems.indexOf(V(r));
          a > -1 && (e.polarItems[a] = V(i));
        },
        prepare: H(),
      },
    },
  }),
  zA = RA.actions,
  BA = zA.addCartesianGraphicalItem,
  VA = zA.replaceCartesianGraphicalItem,
  HA = zA.removeCartesianGraphicalItem;
zA.addPolarGraphicalItem, zA.removePolarGraphicalItem, zA.replacePolarGraphicalItem;
var UA = RA.reducer,
  WA = (0, d.memo)((e) => {
    var t = R(),
      n = (0, d.useRef)(null);
    return (
      (0, d.useLayoutEffect)(() => {
        n.current === null ? t(BA(e)) : n.current !== e && t(VA({ prev: n.current, next: e })), (n.current = e);
      }, [t, e]),
      (0, d.useLayoutEffect)(
        () => () => {
          n.current &&= (t(HA(n.current)), null);
        },
        [t],
      ),
      null
    );
  });
function GA(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function KA(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? GA(Object(n), !0).forEach((t) => {
          qA(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : GA(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function qA(e, t, n) {
  return (
    (t = JA(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function JA(e) {
  var t = YA(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function YA(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var XA = os({
    name: `cartesianAxis`,
    initialState: { xAxis: {}, yAxis: {}, zAxis: {} },
    reducers: {
      addXAxis: {
        reducer(e, t) {
          e.xAxis[t.payload.id] = V(t.payload);
        },
        prepare: H(),
      },
      replaceXAxis: {
        reducer(e, t) {
          var n = t.payload,
            r = n.prev,
            i = n.next;
          e.xAxis[r.id] !== void 0 && (r.id !== i.id && delete e.xAxis[r.id], (e.xAxis[i.id] = V(i)));
        },
        prepare: H(),
      },
      removeXAxis: {
        reducer(e, t) {
          delete e.xAxis[t.payload.id];
        },
        prepare: H(),
      },
      addYAxis: {
        reducer(e, t) {
          e.yAxis[t.payload.id] = V(t.payload);
        },
        prepare: H(),
      },
      replaceYAxis: {
        reducer(e, t) {
          var n = t.payload,
            r = n.prev,
            i = n.next;
          e.yAxis[r.id] !== void 0 && (r.id !== i.id && delete e.yAxis[r.id], (e.yAxis[i.id] = V(i)));
        },
        prepare: H(),
      },
      removeYAxis: {
        reducer(e, t) {
          delete e.yAxis[t.payload.id];
        },
        prepare: H(),
      },
      addZAxis: {
        reducer(e, t) {
          e.zAxis[t.payload.id] = V(t.payload);
        },
        prepare: H(),
      },
      replaceZAxis: {
        reducer(e, t) {
          var n = t.payload,
            r = n.prev,
            i = n.next;
          e.zAxis[r.id] !== void 0 && (r.id !== i.id && delete e.zAxis[r.id], (e.zAxis[i.id] = V(i)));
        },
        prepare: H(),
      },
      removeZAxis: {
        reducer(e, t) {
          delete e.zAxis[t.payload.id];
        },
        prepare: H(),
      },
      updateYAxisWidth(e, t) {
        var n = t.payload,
          r = n.id,
          i = n.width,
          a = e.yAxis[r];
        if (a) {
          var o = a.widthHistory || [];
          if (o.length === 3 && o[0] === o[2] && i === o[1] && i !== a.width && Math.abs(i - (o[0] ?? 0)) <= 1) return;
          var s = [...o, i].slice(-3);
          e.yAxis[r] = KA(KA({}, a), {}, { width: i, widthHistory: s });
        }
      },
      updateXAxisHeight(e, t) {
        var n = t.payload,
          r = n.id,
          i = n.height,
          a = e.xAxis[r];
        if (a) {
          var o = a.heightHistory || [];
          if (o.length === 3 && o[0] === o[2] && i === o[1] && i !== a.height && Math.abs(i - (o[0] ?? 0)) <= 1) return;
          var s = [...o, i].slice(-3);
          e.xAxis[r] = KA(KA({}, a), {}, { height: i, heightHistory: s });
        }
      },
    },
  }),
  ZA = XA.actions,
  QA = ZA.addXAxis,
  $A = ZA.replaceXAxis,
  ej = ZA.removeXAxis,
  tj = ZA.addYAxis,
  nj = ZA.replaceYAxis,
  rj = ZA.removeYAxis;
ZA.addZAxis, ZA.replaceZAxis, ZA.removeZAxis;
var ij = ZA.updateYAxisWidth,
  aj = ZA.updateXAxisHeight,
  oj = XA.reducer,
  sj = B([B([Kc], (e) => ({ top: e.top, bottom: e.bottom, left: e.left, right: e.right })), kc, Ac], (e, t, n) => {
    if (e && t != null && n != null)
      return {
        x: e.left,
        y: e.top,
        width: Math.max(0, t - e.left - e.right),
        height: Math.max(0, n - e.top - e.bottom),
      };
  }),
  cj = () => z(sj);
function lj(e, t) {
  return mj(e) || pj(e, t) || dj(e, t) || uj();
}
function uj() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function dj(e, t) {
  if (e) {
    if (typeof e == `string`) return fj(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? fj(e, t)
          : void 0
    );
  }
}
function fj(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function pj(e, t) {
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
}
function mj(e) {
  if (Array.isArray(e)) return e;
}
var hj = (e, t, n) => {
    var r = n ?? e;
    if (!I(r)) return me(r, t, 0);
  },
  gj = (e, t, n) => {
    var r = {},
      i = e.filter(mh),
      a = e.filter((e) => e.stackId == null),
      o = i.reduce((e, t) => {
        var n = e[t.stackId];
        return (n ??= []), n.push(t), (e[t.stackId] = n), e;
      }, r),
      s = Object.entries(o).map((e) => {
        var r = lj(e, 2),
          i = r[0],
          a = r[1];
        return { stackId: i, dataKeys: a.map((e) => e.dataKey), barSize: hj(t, n, a[0]?.barSize) };
      }),
      c = a.map((e) => ({
        stackId: void 0,
        dataKeys: [e.dataKey].filter((e) => e != null),
        barSize: hj(t, n, e.barSize),
      }));
    return [...s, ...c];
  };
function _j(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function vj(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? _j(Object(n), !0).forEach((t) => {
          yj(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : _j(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function yj(e, t, n) {
  return (
    (t = bj(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function bj(e) {
  var t = xj(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function xj(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function Sj(e, t, n, r, i) {
  var a = r.length;
  if (!(a < 1)) {
    var o = me(e, n, 0, !0),
      s,
      c = [];
    if (U(r[0]?.barSize)) {
      var l = !1,
        u = n / a,
        d = r.reduce((e, t) => e + (t.barSize || 0), 0);
      (d += (a - 1) * o),
        d >= n && ((d -= (a - 1) * o), (o = 0)),
        d >= n && u > 0 && ((l = !0), (u *= 0.9), (d = a * u));
      var f = { offset: Math.round((n - d) / 2) - o, size: 0 };
      s = r.reduce((e, t) => {
        var n = {
            stackId: t.stackId,
            dataKeys: t.dataKeys,
            position: { offset: f.offset + f.size + o, size: l ? u : (t.barSize ?? 0) },
          },
          r = [...e, n];
        return (f = n.position), r;
      }, c);
    } else {
      var p = me(t, n, 0, !0);
      n - 2 * p - (a - 1) * o <= 0 && (o = 0);
      var m = (n - 2 * p - (a - 1) * o) / a;
      m > 1 && (m = Math.round(m));
      var h = U(i) ? Math.min(m, i) : m;
      s = r.reduce(
        (e, t, n) => [
          ...e,
          {
            stackId: t.stackId,
            dataKeys: t.dataKeys,
            position: { offset: p + (a * (m - h)) / 2 + (h + o) * n, size: h },
          },
        ],
        c,
      );
    }
    return s;
  }
}
var Cj = (e, t, n, r, i, a, o) => {
    var s = I(o) ? t : o,
      c = Sj(n, r, i === a ? a : i, e, s);
    return (
      i !== a &&
        c != null &&
        (c = c.map((e) =>
          vj(vj({}, e), {}, { position: vj(vj({}, e.position), {}, { offset: e.position.offset - i / 2 }) }),
        )),
      c
    );
  },
  wj = (e, t) => {
    var n = fh(t);
    if (e && n != null && t != null) {
      var r = t.stackId;
      if (r != null) {
        var i = e[r];
        if (i) {
          var a = i.stackedData;
          if (a) return a.find((e) => e.key === n);
        }
      }
    }
  },
  Tj = (e, t) => {
    if (e != null && t != null) {
      var n = e.find((e) => e.stackId === t.stackId && t.dataKey != null && e.dataKeys.includes(t.dataKey));
      if (n != null) return n.position;
    }
  };
function Ej(e, t) {
  return e && typeof e == `object` && `zIndex` in e && typeof e.zIndex == `number` && U(e.zIndex) ? e.zIndex : t;
}
var Dj = (e) => {
    var t = e.chartData,
      n = R(),
      r = Xc();
    return (
      (0, d.useEffect)(
        () =>
          r
            ? () => {}
            : (n(nD(t)),
              () => {
                n(nD(void 0));
              }),
        [t, n, r],
      ),
      null
    );
  },
  Oj = { x: 0, y: 0, width: 0, height: 0, padding: { top: 0, right: 0, bottom: 0, left: 0 } },
  kj = os({
    name: `brush`,
    initialState: Oj,
    reducers: {
      setBrushSettings(e, t) {
        return t.payload == null ? Oj : t.payload;
      },
    },
  });
kj.actions.setBrushSettings;
var Aj = kj.reducer;
function jj(e) {
  return ((e % 180) + 180) % 180;
}
var Mj = function (e) {
    var t = e.width,
      n = e.height,
      r = (jj(arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : 0) * Math.PI) / 180,
      i = Math.atan(n / t),
      a = r > i && r < Math.PI - i ? n / Math.sin(r) : t / Math.cos(r);
    return Math.abs(a);
  },
  Nj = os({
    name: `referenceElements`,
    initialState: { dots: [], areas: [], lines: [] },
    reducers: {
      addDot: (e, t) => {
        e.dots.push(t.payload);
      },
      removeDot: (e, t) => {
        var n = Mo(e).dots.findIndex((e) => e === t.payload);
        n !== -1 && e.dots.splice(n, 1);
      },
      addArea: (e, t) => {
        e.areas.push(t.payload);
      },
      removeArea: (e, t) => {
        var n = Mo(e).areas.findIndex((e) => e === t.payload);
        n !== -1 && e.areas.splice(n, 1);
      },
      addLine: (e, t) => {
        e.lines.push(V(t.payload));
      },
      removeLine: (e, t) => {
        var n = Mo(e).lines.findIndex((e) => e === t.payload);
        n !== -1 && e.lines.splice(n, 1);
      },
    },
  }),
  Pj = Nj.actions;
Pj.addDot, Pj.removeDot, Pj.addArea, Pj.removeArea, Pj.addLine, Pj.removeLine;
var Fj = Nj.reducer;
function Ij(e, t) {
  return Vj(e) || Bj(e, t) || Rj(e, t) || Lj();
}
function Lj() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function Rj(e, t) {
  if (e) {
    if (typeof e == `string`) return zj(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? zj(e, t)
          : void 0
    );
  }
}
function zj(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function Bj(e, t) {
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
}
function Vj(e) {
  if (Array.isArray(e)) return e;
}
var Hj = (0, d.createContext)(void 0),
  Uj = (e) => {
    var t = e.children,
      n = Ij((0, d.useState)(`${pe(`recharts`)}-clip`), 1)[0],
      r = cj();
    if (r == null) return null;
    var i = r.x,
      a = r.y,
      o = r.width,
      s = r.height;
    return d.createElement(
      Hj.Provider,
      { value: n },
      d.createElement(
        `defs`,
        null,
        d.createElement(`clipPath`, { id: n }, d.createElement(`rect`, { x: i, y: a, height: s, width: o })),
      ),
      t,
    );
  };
function Wj() {}
function Gj(e) {
  if (!e || typeof e != `object`) return !1;
  const t = Object.getPrototypeOf(e);
  return t !== null && t !== Object.prototype && Object.getPrototypeOf(t) !== null
    ? !1
    : Object.prototype.toString.call(e) === `[object Object]`;
}
function Kj(e, t, n) {
  return qj(e, t, void 0, void 0, void 0, void 0, n);
}
function qj(e, t, n, r, i, a, o) {
  const s = o(e, t, n, r, i, a);
  if (s !== void 0) return s;
  if (typeof e == typeof t)
    switch (typeof e) {
      case `bigint`:
      case `string`:
      case `boolean`:
      case `symbol`:
      case `undefined`:
        return e === t;
      case `number`:
        return e === t || Object.is(e, t);
      case `function`:
        return e === t;
      case `object`:
        return Jj(e, t, a, o);
    }
  return Jj(e, t, a, o);
}
function Jj(e, t, n, r) {
  if (Object.is(e, t)) return !0;
  let i = ar(e),
    a = ar(t);
  if ((i === `[object Arguments]` && (i = vr), a === `[object Arguments]` && (a = vr), i !== a)) return !1;
  switch (i) {
    case sr:
      return e.toString() === t.toString();
    case cr:
      return Mr(e.valueOf(), t.valueOf());
    case lr:
    case fr:
    case dr:
      return Object.is(e.valueOf(), t.valueOf());
    case or:
      return e.source === t.source && e.flags === t.flags;
    case gr:
      return e === t;
  }
  n ??= new Map();
  const o = n.get(e),
    s = n.get(t);
  if (o != null && s != null) return o === t;
  n.set(e, t), n.set(t, e);
  try {
    switch (i) {
      case pr:
        if (e.size !== t.size) return !1;
        for (const [i, a] of e.entries()) if (!t.has(i) || !qj(a, t.get(i), i, e, t, n, r)) return !1;
        return !0;
      case mr: {
        if (e.size !== t.size) return !1;
        const i = Array.from(e.values()),
          a = Array.from(t.values());
        for (let o = 0; o < i.length; o++) {
          const s = i[o],
            c = a.findIndex((i) => qj(s, i, void 0, e, t, n, r));
          if (c === -1) return !1;
          a.splice(c, 1);
        }
        return !0;
      }
      case hr:
      case xr:
      case Sr:
      case Cr:
      case wr:
      case Tr:
      case Er:
      case Dr:
      case Or:
      case kr:
      case Ar:
      case jr:
        if (Ur(e) !== Ur(t) || e.length !== t.length) return !1;
        for (let i = 0; i < e.length; i++) if (!qj(e[i], t[i], i, e, t, n, r)) return !1;
        return !0;
      case _r:
        return e.byteLength === t.byteLength && Jj(new Uint8Array(e), new Uint8Array(t), n, r);
      case br:
        return e.byteLength !== t.byteLength || e.byteOffset !== t.byteOffset
          ? !1
          : Jj(new Uint8Array(e), new Uint8Array(t), n, r);
      case yr:
        return e.name === t.name && e.message === t.message;
      case vr: {
        if (!(Jj(e.constructor, t.constructor, n, r) || (Gj(e) && Gj(t)))) return !1;
        const i = [...Object.keys(e), ...Vr(e)],
          a = [...Object.keys(t), ...Vr(t)];
        if (i.length !== a.length) return !1;
        for (let a = 0; a < i.length; a++) {
          const o = i[a],
            s = e[o];
          if (!A(t, o)) return !1;
          const c = t[o];
          if (!qj(s, c, o, e, t, n, r)) return !1;
        }
        return !0;
      }
      default:
        return !1;
    }
  } finally {
    n.delete(e), n.delete(t);
  }
}
function Yj(e, t) {
  return Kj(e, t, Wj);
}
function Xj(e, t) {
  if (t < 1) return [];
  if (t === 1) return e;
  for (var n = [], r = 0; r < e.length; r += t) {
    var i = e[r];
    i !== void 0 && n.push(i);
  }
  return n;
}
function Zj(e, t, n) {
  return Mj({ width: e.width + t.width, height: e.height + t.height }, n);
}
function Qj(e, t, n) {
  var r = n === `width`,
    i = e.x,
    a = e.y,
    o = e.width,
    s = e.height;
  return t === 1 ? { start: r ? i : a, end: r ? i + o : a + s } : { start: r ? i + o : a + s, end: r ? i : a };
}
function $j(e, t, n, r, i) {
  if (e * t < e * r || e * t > e * i) return !1;
  var a = n();
  return e * (t - (e * a) / 2 - r) >= 0 && e * (t + (e * a) / 2 - i) <= 0;
}
function eM(e, t) {
  return Xj(e, t + 1);
}
function tM(e, t, n, r, i) {
  for (
    var a = (r || []).slice(),
      o = t.start,
      s = t.end,
      c = 0,
      l = 1,
      u = o,
      d = () => {
        var t = r?.[c];
        if (t === void 0) return { v: Xj(r, l) };
        var a = c,
          d,
          f = () => (d === void 0 && (d = n(t, a)), d),
          p = t.coordinate,
          m = c === 0 || $j(e, p, f, u, s);
        m || ((c = 0), (u = o), (l += 1)), m && ((u = p + e * (f() / 2 + i)), (c += l));
      },
      f;
    l <= a.length;
  )
    if (((f = d()), f)) return f.v;
  return [];
}
function nM(e, t, n, r, i) {
  var a = (r || []).slice().length;
  if (a === 0) return [];
  for (var o = t.start, s = t.end, c = 1; c <= a; c++) {
    for (
      var l = (a - 1) % c,
        u = o,
        d = !0,
        f = () => {
          var t = r[m];
          if (t == null) return 0;
          var a = m,
            o,
            c = () => (o === void 0 && (o = n(t, a)), o),
            f = t.coordinate,
            p = m === l || $j(e, f, c, u, s);
          if (!p) return (d = !1), 1;
          p && (u = f + e * (c() / 2 + i));
        },
        p,
        m = l;
      m < a && ((p = f()), p === 0 || p !== 1);
      m += c
    );
    if (d) {
      for (var h = [], g = l; g < a; g += c) {
        var _ = r[g];
        _ != null && h.push(_);
      }
      return h;
    }
  }
  return [];
}
function rM(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function iM(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? rM(Object(n), !0).forEach((t) => {
          aM(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : rM(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function aM(e, t, n) {
  return (
    (t = oM(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function oM(e) {
  var t = sM(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function sM(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function cM(e, t, n, r, i) {
  for (
    var a = (r || []).slice(),
      o = a.length,
      s = t.start,
      c = t.end,
      l = (t) => {
        var r = a[t];
        if (r == null) return 1;
        var l = r,
          u,
          d = () => (u === void 0 && (u = n(r, t)), u);
        if (t === o - 1) {
          var f = e * (l.coordinate + (e * d()) / 2 - c);
          a[t] = l = iM(iM({}, l), {}, { tickCoord: f > 0 ? l.coordinate - f * e : l.coordinate });
        } else a[t] = l = iM(iM({}, l), {}, { tickCoord: l.coordinate });
        l.tickCoord != null &&
          $j(e, l.tickCoord, d, s, c) &&
          ((c = l.tickCoord - e * (d() / 2 + i)), (a[t] = iM(iM({}, l), {}, { isShow: !0 })));
      },
      u = o - 1;
    u >= 0;
    u--
  )
    if (l(u)) continue;
  return a;
}
function lM(e, t, n, r, i, a) {
  var o = (r || []).slice(),
    s = o.length,
    c = t.start,
    l = t.end;
  if (a) {
    var u = r[s - 1];
    if (u != null) {
      var d = n(u, s - 1),
        f = e * (u.coordinate + (e * d) / 2 - l);
      (o[s - 1] = u = iM(iM({}, u), {}, { tickCoord: f > 0 ? u.coordinate - f * e : u.coordinate })),
        u.tickCoord != null &&
          $j(e, u.tickCoord, () => d, c, l) &&
          ((l = u.tickCoord - e * (d / 2 + i)), (o[s - 1] = iM(iM({}, u), {}, { isShow: !0 })));
    }
  }
  for (
    var p = a ? s - 1 : s,
      m = (t) => {
        var r = o[t];
        if (r == null) return 1;
        var a = r,
          s,
          u = () => (s === void 0 && (s = n(r, t)), s);
        if (t === 0) {
          var d = e * (a.coordinate - (e * u()) / 2 - c);
          o[t] = a = iM(iM({}, a), {}, { tickCoord: d < 0 ? a.coordinate - d * e : a.coordinate });
        } else o[t] = a = iM(iM({}, a), {}, { tickCoord: a.coordinate });
        a.tickCoord != null &&
          $j(e, a.tickCoord, u, c, l) &&
          ((c = a.tickCoord + e * (u() / 2 + i)), (o[t] = iM(iM({}, a), {}, { isShow: !0 })));
      },
      h = 0;
    h < p;
    h++
  )
    if (m(h)) continue;
  return o;
}
function uM(e, t, n) {
  var r = e.tick,
    i = e.ticks,
    a = e.viewBox,
    o = e.minTickGap,
    s = e.orientation,
    c = e.interval,
    l = e.tickFormatter,
    u = e.unit,
    d = e.angle;
  if (!i || !i.length || !r) return [];
  if (F(c) || pd.isSsr) return eM(i, F(c) ? c : 0) ?? [];
  var f = [],
    p = s === `top` || s === `bottom` ? `width` : `height`,
    m = u && p === `width` ? YD(u, { fontSize: t, letterSpacing: n }) : { width: 0, height: 0 },
    h = (e, r) => {
      var i = typeof l == `function` ? l(e.value, r) : e.value;
      return p === `width`
        ? Zj(YD(i, { fontSize: t, letterSpacing: n }), m, d)
        : YD(i, { fontSize: t, letterSpacing: n })[p];
    },
    g = i[0],
    _ = i[1],
    v = i.length >= 2 && g != null && _ != null ? ce(_.coordinate - g.coordinate) : 1,
    y = Qj(a, v, p);
  return c === `equidistantPreserveStart`
    ? tM(v, y, h, i, o)
    : c === `equidistantPreserveEnd`
      ? nM(v, y, h, i, o)
      : ((f =
          c === `preserveStart` || c === `preserveStartEnd`
            ? lM(v, y, h, i, o, c === `preserveStartEnd`)
            : cM(v, y, h, i, o)),
        f.filter((e) => e.isShow));
}
var dM = (e) => {
    var t = e.ticks,
      n = e.label,
      r = e.labelGapWithTick,
      i = r === void 0 ? 5 : r,
      a = e.tickSize,
      o = a === void 0 ? 0 : a,
      s = e.tickMargin,
      c = s === void 0 ? 0 : s,
      l = 0;
    if (t) {
      Array.from(t).forEach((e) => {
        if (e) {
          var t = e.getBoundingClientRect();
          t.width > l && (l = t.width);
        }
      });
      var u = n ? n.getBoundingClientRect().width : 0,
        d = o + c,
        f = l + d + u + (n ? i : 0);
      return Math.round(f);
    }
    return 0;
  },
  fM = (e) => {
    var t = e.ticks,
      n = e.label,
      r = e.labelGapWithTick,
      i = r === void 0 ? 5 : r,
      a = e.tickSize,
      o = a === void 0 ? 0 : a,
      s = e.tickMargin,
      c = s === void 0 ? 0 : s,
      l = 0;
    if (t) {
      Array.from(t).forEach((e) => {
        if (e) {
          var t = e.getBoundingClientRect();
          t.height > l && (l = t.height);
        }
      });
      var u = n ? n.getBoundingClientRect().height : 0,
        d = o + c,
        f = l + d + u + (n ? i : 0);
      return Math.round(f);
    }
    return 0;
  },
  pM = os({
    name: `renderedTicks`,
    initialState: { xAxis: {}, yAxis: {} },
    reducers: {
      setRenderedTicks: (e, t) => {
        var n = t.payload,
          r = n.axisType,
          i = n.axisId,
          a = n.ticks;
        e[r][i] = V(a);
      },
      removeRenderedTicks: (e, t) => {
        var n = t.payload,
          r = n.axisType,
          i = n.axisId;
        delete e[r][i];
      },
    },
  }),
  mM = pM.actions,
  hM = mM.setRenderedTicks,
  gM = mM.removeRenderedTicks,
  _M = pM.reducer,
  vM = [`axisLine`, `width`, `height`, `className`, `hide`, `ticks`, `axisType`, `axisId`];
function yM(e, t) {
  return wM(e) || CM(e, t) || xM(e, t) || bM();
}
function bM() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function xM(e, t) {
  if (e) {
    if (typeof e == `string`) return SM(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? SM(e, t)
          : void 0
    );
  }
}
function SM(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function CM(e, t) {
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
}
function wM(e) {
  if (Array.isArray(e)) return e;
}
function TM(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = EM(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function EM(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function DM() {
  return (
    (DM = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    DM.apply(null, arguments)
  );
}
function OM(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function Q(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? OM(Object(n), !0).forEach((t) => {
          kM(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : OM(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function kM(e, t, n) {
  return (
    (t = AM(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function AM(e) {
  var t = jM(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function jM(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var MM = {
  x: 0,
  y: 0,
  width: 0,
  height: 0,
  viewBox: { x: 0, y: 0, width: 0, height: 0 },
  orientation: `bottom`,
  ticks: [],
  stroke: `#666`,
  tickLine: !0,
  axisLine: !0,
  tick: !0,
  mirror: !1,
  minTickGap: 5,
  tickSize: 6,
  tickMargin: 2,
  interval: `preserveEnd`,
  zIndex: Um.axis,
};
function NM(e) {
  var t = e.x,
    n = e.y,
    r = e.width,
    i = e.height,
    a = e.orientation,
    s = e.mirror,
    c = e.axisLine,
    l = e.otherSvgProps;
  if (!c) return null;
  var u = Q(Q(Q({}, l), h(c)), {}, { fill: `none` });
  if (a === `top` || a === `bottom`) {
    var f = +((a === `top` && !s) || (a === `bottom` && s));
    u = Q(Q({}, u), {}, { x1: t, y1: n + f * i, x2: t + r, y2: n + f * i });
  } else {
    var p = +((a === `left` && !s) || (a === `right` && s));
    u = Q(Q({}, u), {}, { x1: t + p * r, y1: n, x2: t + p * r, y2: n + i });
  }
  return d.createElement(`line`, DM({}, u, { className: o(`recharts-cartesian-axis-line`, ie(c, `className`)) }));
}
function PM(e, t, n, r, i, a, o, s, c) {
  var l,
    u,
    d,
    f,
    p,
    m,
    h = s ? -1 : 1,
    g = e.tickSize || o,
    _ = F(e.tickCoord) ? e.tickCoord : e.coordinate;
  switch (a) {
    case `top`:
      (l = u = e.coordinate), (f = n + +!s * i), (d = f - h * g), (m = d - h * c), (p = _);
      break;
    case `left`:
      (d = f = e.coordinate), (u = t + +!s * r), (l = u - h * g), (p = l - h * c), (m = _);
      break;
    case `right`:
      (d = f = e.coordinate), (u = t + +s * r), (l = u + h * g), (p = l + h * c), (m = _);
      break;
    default:
      (l = u = e.coordinate), (f = n + +s * i), (d = f + h * g), (m = d + h * c), (p = _);
  }
  return { line: { x1: l, y1: d, x2: u, y2: f }, tick: { x: p, y: m } };
}
function FM(e, t) {
  switch (e) {
    case `left`:
      return t ? `start` : `end`;
    case `right`:
      return t ? `end` : `start`;
    default:
      return `middle`;
  }
}
function IM(e, t) {
  switch (e) {
    case `left`:
    case `right`:
      return `middle`;
    case `top`:
      return t ? `start` : `end`;
    default:
      return t ? `end` : `start`;
  }
}
function LM(e) {
  var t = e.option,
    n = e.tickProps,
    r = e.value,
    i,
    a = o(n.className, `recharts-cartesian-axis-tick-value`);
  if (d.isValidElement(t)) i = d.cloneElement(t, Q(Q({}, n), {}, { className: a }));
  else if (typeof t == `function`) i = t(Q(Q({}, n), {}, { className: a }));
  else {
    var s = `recharts-cartesian-axis-tick-value`;
    typeof t != `boolean` && (s = o(s, Fk(t))), (i = d.createElement(KO, DM({}, n, { className: s }), r));
  }
  return i;
}
function RM(e) {
  var t = e.ticks,
    n = e.axisType,
    r = e.axisId,
    i = R(),
    a = (0, d.useRef)(null);
  return (
    (0, d.useEffect)(() => {
      if (r != null && n != null) {
        var e = t.map((e) => ({ value: e.value, coordinate: e.coordinate, offset: e.offset, index: e.index })),
          o = a.current;
        (o != null && o.axisId === r && o.axisType === n && Yj(o.ticks, e)) ||
          ((a.current = { ticks: e, axisId: r, axisType: n }), i(hM({ ticks: e, axisId: r, axisType: n })));
      }
    }, [i, t, r, n]),
    (0, d.useEffect)(
      () =>
        r == null || n == null
          ? be
          : () => {
              i(gM({ axisId: r, axisType: n }));
            },
      [i, r, n],
    ),
    null
  );
}
var zM = (0, d.forwardRef)((e, t) => {
    var n = e.ticks,
      r = n === void 0 ? [] : n,
      i = e.tick,
      a = e.tickLine,
      s = e.stroke,
      c = e.tickFormatter,
      l = e.unit,
      u = e.padding,
      f = e.tickTextProps,
      p = e.orientation,
      m = e.mirror,
      _ = e.x,
      v = e.y,
      y = e.width,
      b = e.height,
      x = e.tickSize,
      S = e.tickMargin,
      C = e.fontSize,
      w = e.letterSpacing,
      T = e.getTicksConfig,
      E = e.events,
      O = e.axisType,
      k = e.axisId,
      A = uM(Q(Q({}, T), {}, { ticks: r }), C, w),
      j = h(T),
      M = g(i),
      N = FO(j.textAnchor) ? j.textAnchor : FM(p, m),
      ee = IM(p, m),
      te = {};
    typeof a == `object` && (te = a);
    var ne = Q(Q({}, j), {}, { fill: `none` }, te),
      re = A.map((e) => Q({ entry: e }, PM(e, _, v, y, b, p, x, m, S))),
      ae = re.map((e) => {
        var t = e.entry,
          n = e.line;
        return d.createElement(
          D,
          { className: `recharts-cartesian-axis-tick`, key: `tick-${t.value}-${t.coordinate}-${t.tickCoord}` },
          a &&
            d.createElement(
              `line`,
              DM({}, ne, n, { className: o(`recharts-cartesian-axis-tick-line`, ie(a, `className`)) }),
            ),
        );
      }),
      oe = re.map((e, t) => {
        var n = e.entry,
          r = e.tick,
          a = Q(
            Q(
              {},
              Q(
                Q(
                  Q(Q({ verticalAnchor: ee }, j), {}, { textAnchor: N, stroke: `none`, fill: s }, r),
                  {},
                  { index: t, payload: n, visibleTicksCount: A.length, tickFormatter: c, padding: u },
                  f,
                ),
                {},
                { angle: f?.angle ?? j.angle ?? 0 },
              ),
            ),
            M,
          );
        return d.createElement(
          D,
          DM(
            {
              className: `recharts-cartesian-axis-tick-label`,
              key: `tick-label-${n.value}-${n.coordinate}-${n.tickCoord}`,
            },
            Nn(E, n, t),
          ),
          i &&
            d.createElement(LM, {
              option: i,
              tickProps: a,
              value: `${typeof c == `function` ? c(n.value, t) : n.value}${l || ``}`,
            }),
        );
      });
    return d.createElement(
      `g`,
      { className: `recharts-cartesian-axis-ticks recharts-${O}-ticks` },
      d.createElement(RM, { ticks: A, axisId: k, axisType: O }),
      oe.length > 0 &&
        d.createElement(
          NE,
          { zIndex: Um.label },
          d.createElement(
            `g`,
            { className: `recharts-cartesian-axis-tick-labels recharts-${O}-tick-labels`, ref: t },
            oe,
          ),
        ),
      ae.length > 0 &&
        d.createElement(`g`, { className: `recharts-cartesian-axis-tick-lines recharts-${O}-tick-lines` }, ae),
    );
  }),
  BM = (0, d.forwardRef)((e, t) => {
    var n = e.axisLine,
      r = e.width,
      i = e.height,
      a = e.className,
      s = e.hide,
      c = e.ticks,
      l = e.axisType,
      u = e.axisId,
      f = TM(e, vM),
      p = yM((0, d.useState)(``), 2),
      m = p[0],
      g = p[1],
      _ = yM((0, d.useState)(``), 2),
      v = _[0],
      y = _[1],
      b = (0, d.useRef)(null);
    (0, d.useImperativeHandle)(t, () => ({
      getCalculatedWidth: () =>
        dM({
          ticks: b.current,
          label: e.labelRef?.current,
          labelGapWithTick: 5,
          tickSize: e.tickSize,
          tickMargin: e.tickMargin,
        }),
      getCalculatedHeight: () =>
        fM({
          ticks: b.current,
          label: e.labelRef?.current,
          labelGapWithTick: 5,
          tickSize: e.tickSize,
          tickMargin: e.tickMargin,
        }),
    }));
    var x = (0, d.useCallback)(
      (e) => {
        if (e) {
          var t = e.getElementsByClassName(`recharts-cartesian-axis-tick-value`);
          b.current = t;
          var n = t[0];
          if (n) {
            var r = window.getComputedStyle(n),
              i = r.fontSize,
              a = r.letterSpacing;
            (i !== m || a !== v) && (g(i), y(a));
          }
        }
      },
      [m, v],
    );
    return s || (r != null && r <= 0) || (i != null && i <= 0)
      ? null
      : d.createElement(
          NE,
          { zIndex: e.zIndex },
          d.createElement(
            D,
            { className: o(`recharts-cartesian-axis`, a) },
            d.createElement(NM, {
              x: e.x,
              y: e.y,
              width: r,
              height: i,
              orientation: e.orientation,
              mirror: e.mirror,
              axisLine: n,
              otherSvgProps: h(e),
            }),
            d.createElement(zM, {
              ref: x,
              axisType: l,
              events: f,
              fontSize: m,
              getTicksConfig: e,
              height: e.height,
              letterSpacing: v,
              mirror: e.mirror,
              orientation: e.orientation,
              padding: e.padding,
              stroke: e.stroke,
              tick: e.tick,
              tickFormatter: e.tickFormatter,
              tickLine: e.tickLine,
              tickMargin: e.tickMargin,
              tickSize: e.tickSize,
              tickTextProps: e.tickTextProps,
              ticks: c,
              unit: e.unit,
              width: e.width,
              x: e.x,
              y: e.y,
              axisId: u,
            }),
            d.createElement(
              ik,
              { x: e.x, y: e.y, width: e.width, height: e.height, lowerWidth: e.width, upperWidth: e.width },
              d.createElement(vk, { label: e.label, labelRef: e.labelRef }),
              e.children,
            ),
          ),
        );
  }),
  VM = d.forwardRef((e, t) => {
    var n = zn(e, MM);
    return d.createElement(BM, DM({}, n, { ref: t }));
  });
VM.displayName = `CartesianAxis`;
var HM = (0, d.createContext)({ grid: { stroke: `#ccc`, fill: `none` } });
HM.Provider;
var UM = () => (0, d.useContext)(HM),
  WM = [`x1`, `y1`, `x2`, `y2`, `key`],
  GM = [`offset`],
  KM = [`xAxisId`, `yAxisId`],
  qM = [`xAxisId`, `yAxisId`];
function JM(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function YM(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? JM(Object(n), !0).forEach((t) => {
          XM(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : JM(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function XM(e, t, n) {
  return (
    (t = ZM(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function ZM(e) {
  var t = QM(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function QM(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function $M() {
  return (
    ($M = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    $M.apply(null, arguments)
  );
}
function eN(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = tN(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function tN(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var nN = (e) => {
  var t = e.fill;
  if (!t || t === `none`) return null;
  var n = e.fillOpacity,
    r = e.x,
    i = e.y,
    a = e.width,
    o = e.height,
    s = e.ry;
  return d.createElement(`rect`, {
    x: r,
    y: i,
    ry: s,
    width: a,
    height: o,
    stroke: `none`,
    fill: t,
    fillOpacity: n,
    className: `recharts-cartesian-grid-bg`,
  });
};
function rN(e) {
  var t = e.option,
    n = e.lineItemProps,
    r;
  if (d.isValidElement(t)) r = d.cloneElement(t, n);
  else if (typeof t == `function`) r = t(n);
  else {
    var i = n.x1,
      a = n.y1,
      o = n.x2,
      s = n.y2,
      c = n.key,
      l = h(eN(n, WM)) ?? {};
    l.offset;
    var u = eN(l, GM),
      f = Array.isArray(u.strokeDasharray) ? u.strokeDasharray.join(`,`) : u.strokeDasharray;
    r = d.createElement(`line`, $M({}, u, { strokeDasharray: f, x1: i, y1: a, x2: o, y2: s, fill: `none`, key: c }));
  }
  return r;
}
function iN(e) {
  var t = e.x,
    n = e.width,
    r = e.horizontal,
    i = r === void 0 || r,
    a = e.horizontalPoints;
  if (!i || !a || !a.length) return null;
  e.xAxisId, e.yAxisId;
  var o = eN(e, KM),
    s = a.map((e, r) => {
      var a = YM(YM({}, o), {}, { x1: t, y1: e, x2: t + n, y2: e, key: `line-${r}`, index: r });
      return d.createElement(rN, { key: `line-${r}`, option: i, lineItemProps: a });
    });
  return d.createElement(`g`, { className: `recharts-cartesian-grid-horizontal` }, s);
}
function aN(e) {
  var t = e.y,
    n = e.height,
    r = e.vertical,
    i = r === void 0 || r,
    a = e.verticalPoints;
  if (!i || !a || !a.length) return null;
  e.xAxisId, e.yAxisId;
  var o = eN(e, qM),
    s = a.map((e, r) => {
      var a = YM(YM({}, o), {}, { x1: e, y1: t, x2: e, y2: t + n, key: `line-${r}`, index: r });
      return d.createElement(rN, { option: i, lineItemProps: a, key: `line-${r}` });
    });
  return d.createElement(`g`, { className: `recharts-cartesian-grid-vertical` }, s);
}
function oN(e) {
  var t = e.horizontalFill,
    n = e.fillOpacity,
    r = e.x,
    i = e.y,
    a = e.width,
    o = e.height,
    s = e.horizontalPoints,
    c = e.horizontal;
  if (!(c === void 0 || c) || !t || !t.length || s == null) return null;
  var l = s.map((e) => Math.round(e + i - i)).sort((e, t) => e - t);
  i !== l[0] && l.unshift(0);
  var u = l.map((e, s) => {
    var c = l[s + 1],
      u = c == null ? i + o - e : c - e;
    if (u <= 0) return null;
    var f = s % t.length;
    return d.createElement(`rect`, {
      key: `react-${s}`,
      y: e,
      x: r,
      height: u,
      width: a,
      stroke: `none`,
      fill: t[f],
      fillOpacity: n,
      className: `recharts-cartesian-grid-bg`,
    });
  });
  return d.createElement(`g`, { className: `recharts-cartesian-gridstripes-horizontal` }, u);
}
function sN(e) {
  var t = e.vertical,
    n = t === void 0 || t,
    r = e.verticalFill,
    i = e.fillOpacity,
    a = e.x,
    o = e.y,
    s = e.width,
    c = e.height,
    l = e.verticalPoints;
  if (!n || !r || !r.length) return null;
  var u = l.map((e) => Math.round(e + a - a)).sort((e, t) => e - t);
  a !== u[0] && u.unshift(0);
  var f = u.map((e, t) => {
    var n = u[t + 1],
      l = n == null ? a + s - e : n - e;
    if (l <= 0) return null;
    var f = t % r.length;
    return d.createElement(`rect`, {
      key: `react-${t}`,
      x: e,
      y: o,
      width: l,
      height: c,
      stroke: `none`,
      fill: r[f],
      fillOpacity: i,
      className: `recharts-cartesian-grid-bg`,
    });
  });
  return d.createElement(`g`, { className: `recharts-cartesian-gridstripes-vertical` }, f);
}
var cN = (e, t) => {
    var n = e.xAxis,
      r = e.width,
      i = e.height,
      a = e.offset;
    return dc(
      uM(YM(YM(YM({}, MM), n), {}, { ticks: fc(n, !0), viewBox: { x: 0, y: 0, width: r, height: i } })),
      a.left,
      a.left + a.width,
      t,
    );
  },
  lN = (e, t) => {
    var n = e.yAxis,
      r = e.width,
      i = e.height,
      a = e.offset;
    return dc(
      uM(YM(YM(YM({}, MM), n), {}, { ticks: fc(n, !0), viewBox: { x: 0, y: 0, width: r, height: i } })),
      a.top,
      a.top + a.height,
      t,
    );
  },
  uN = {
    horizontal: !0,
    vertical: !0,
    horizontalPoints: [],
    verticalPoints: [],
    verticalFill: [],
    horizontalFill: [],
    xAxisId: 0,
    yAxisId: 0,
    syncWithTicks: !1,
    zIndex: Um.grid,
  };
function dN(e) {
  var t = Fl(),
    n = Il(),
    r = Pl(),
    i = YM(
      YM({}, zn(e, uN)),
      {},
      {
        x: F(e.x) ? e.x : r.left,
        y: F(e.y) ? e.y : r.top,
        width: F(e.width) ? e.width : r.width,
        height: F(e.height) ? e.height : r.height,
      },
    ),
    a = i.xAxisId,
    o = i.yAxisId,
    s = i.x,
    c = i.y,
    l = i.width,
    u = i.height,
    f = i.syncWithTicks,
    p = i.horizontalValues,
    m = i.verticalValues,
    h = Xc(),
    g = z((e) => iw(e, `xAxis`, a, h)),
    _ = z((e) => iw(e, `yAxis`, o, h)),
    v = UM(),
    y = {
      stroke: i.stroke ?? v.grid.stroke,
      strokeWidth: i.strokeWidth ?? v.grid.strokeWidth,
      strokeOpacity: i.strokeOpacity ?? v.grid.strokeOpacity,
      strokeDasharray: i.strokeDasharray ?? v.grid.strokeDasharray,
    };
  if (!nc(l) || !nc(u) || !F(s) || !F(c)) return null;
  var b = i.verticalCoordinatesGenerator || cN,
    x = i.horizontalCoordinatesGenerator || lN,
    S = i.horizontalPoints,
    C = i.verticalPoints;
  if ((!S || !S.length) && typeof x == `function`) {
    var w = p && p.length,
      T = x(
        { yAxis: _ ? YM(YM({}, _), {}, { ticks: w ? p : _.ticks }) : void 0, width: t ?? l, height: n ?? u, offset: r },
        w ? !0 : f,
      );
    nl(Array.isArray(T), `horizontalCoordinatesGenerator should return Array but instead it returned [${typeof T}]`),
      Array.isArray(T) && (S = T);
  }
  if ((!C || !C.length) && typeof b == `function`) {
    var E = m && m.length,
      D = b(
        { xAxis: g ? YM(YM({}, g), {}, { ticks: E ? m : g.ticks }) : void 0, width: t ?? l, height: n ?? u, offset: r },
        E ? !0 : f,
      );
    nl(Array.isArray(D), `verticalCoordinatesGenerator should return Array but instead it returned [${typeof D}]`),
      Array.isArray(D) && (C = D);
  }
  return d.createElement(
    NE,
    { zIndex: i.zIndex },
    d.createElement(
      `g`,
      { className: `recharts-cartesian-grid` },
      d.createElement(nN, {
        fill: i.fill ?? v.grid.fill,
        fillOpacity: i.fillOpacity ?? v.grid.fillOpacity,
        x: i.x,
        y: i.y,
        width: i.width,
        height: i.height,
        ry: i.ry,
      }),
      d.createElement(oN, $M({}, i, { horizontalPoints: S })),
      d.createElement(sN, $M({}, i, { verticalPoints: C })),
      d.createElement(iN, $M({}, i, y, { offset: r, horizontalPoints: S, xAxis: g, yAxis: _ })),
      d.createElement(aN, $M({}, i, y, { offset: r, verticalPoints: C, xAxis: g, yAxis: _ })),
    ),
  );
}
dN.displayName = `CartesianGrid`;
var fN = os({
    name: `errorBars`,
    initialState: {},
    reducers: {
      addErrorBar: (e, t) => {
        var n = t.payload,
          r = n.itemId,
          i = n.errorBar;
        e[r] || (e[r] = []), e[r].push(i);
      },
      replaceErrorBar: (e, t) => {
        var n = t.payload,
          r = n.itemId,
          i = n.prev,
          a = n.next;
        e[r] && (e[r] = e[r].map((e) => (e.dataKey === i.dataKey && e.direction === i.direction ? a : e)));
      },
      removeErrorBar: (e, t) => {
        var n = t.payload,
          r = n.itemId,
          i = n.errorBar;
        e[r] && (e[r] = e[r].filter((e) => e.dataKey !== i.dataKey || e.direction !== i.direction));
      },
    },
  }),
  pN = fN.actions;
pN.addErrorBar, pN.replaceErrorBar, pN.removeErrorBar;
var mN = fN.reducer,
  hN = [`children`];
function gN(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = _N(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function _N(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var vN = (0, d.createContext)({
  data: [],
  xAxisId: `xAxis-0`,
  yAxisId: `yAxis-0`,
  dataPointFormatter: () => ({ x: 0, y: 0, value: 0 }),
  errorBarOffset: 0,
});
function yN(e) {
  var t = e.children,
    n = gN(e, hN);
  return d.createElement(vN.Provider, { value: n }, t);
}
function bN(e, t) {
  var n = z((t) => sS(t, e)),
    r = z((e) => lS(e, t)),
    i = n?.allowDataOverflow ?? Y.allowDataOverflow,
    a = r?.allowDataOverflow ?? X.allowDataOverflow;
  return { needClip: i || a, needClipX: i, needClipY: a };
}
function xN(e) {
  var t = e.xAxisId,
    n = e.yAxisId,
    r = e.clipPathId,
    i = cj(),
    a = bN(t, n),
    o = a.needClipX,
    s = a.needClipY,
    c = a.needClip,
    l = z((e) => MC(e, t, !1)),
    u = z((e) => NC(e, n, !1));
  if (!c || !i) return null;
  var f = i.x,
    p = i.y,
    m = i.width,
    h = i.height,
    g = o && l ? Math.min(l[0], l[1]) : f - m / 2,
    _ = s && u ? Math.min(u[0], u[1]) : p - h / 2,
    v = o && l ? Math.abs(l[1] - l[0]) : m * 2,
    y = s && u ? Math.abs(u[1] - u[0]) : h * 2;
  return d.createElement(
    `clipPath`,
    { id: `clipPath-${r}` },
    d.createElement(`rect`, { x: g, y: _, width: v, height: y }),
  );
}
function SN(e, t) {
  return e.graphicalItems.cartesianItems.find((e) => e.id === t)?.xAxisId ?? 0;
}
function CN(e, t) {
  return e.graphicalItems.cartesianItems.find((e) => e.id === t)?.yAxisId ?? 0;
}
var wN = `Invariant failed`;
function TN(e, t) {
  if (!e) throw Error(wN);
}
var EN = [`option`];
function DN(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = ON(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function ON(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var kN = xp;
function AN(e) {
  var t = e.option,
    n = DN(e, EN);
  return d.createElement($k, {
    option: t,
    DefaultShape: kN,
    shapeProps: n,
    activeClassName: `recharts-active-bar`,
    inActiveClassName: `recharts-inactive-bar`,
  });
}
var jN = function (e) {
    var t = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : 0;
    return (n, r) => {
      if (F(e)) return e;
      var i = F(n) || I(n);
      return i
        ? e(n, r)
        : (!i &&
            TN(
              !1,
              `minPointSize callback function received a value with type of ${typeof n}. Currently only numbers or null/undefined are supported.`,
            ),
          t);
    };
  },
  MN = (e, t, n) => n,
  NN = B([_S, (e, t) => t], (e, t) => e.filter((e) => e.type === `bar`).find((e) => e.id === t)),
  PN = B([NN], (e) => e?.maxBarSize),
  FN = (e, t, n, r) => r,
  IN = B([W, _S, SN, CN, MN], (e, t, n, r, i) =>
    t
      .filter((t) => (e === `horizontal` ? t.xAxisId === n : t.yAxisId === r))
      .filter((e) => e.isPanorama === i)
      .filter((e) => e.hide === !1)
      .filter((e) => e.type === `bar`),
  ),
  LN = (e, t, n) => {
    var r = W(e),
      i = SN(e, t),
      a = CN(e, t);
    if (i != null && a != null) return r === `horizontal` ? HS(e, `yAxis`, a, n) : HS(e, `xAxis`, i, n);
  },
  RN = B(
    [
      IN,
      Im,
      (e, t) => {
        var n = W(e),
          r = SN(e, t),
          i = CN(e, t);
        if (r != null && i != null) return n === `horizontal` ? tw(e, `xAxis`, r) : tw(e, `yAxis`, i);
      },
    ],
    gj,
  ),
  zN = (e, t, n) => {
    var r = NN(e, t);
    if (r == null) return 0;
    var i = SN(e, t),
      a = CN(e, t);
    if (i == null || a == null) return 0;
    var o = W(e),
      s = Nm(e),
      c = r.maxBarSize,
      l = I(c) ? s : c,
      u,
      d;
    return (
      o === `horizontal`
        ? ((u = sw(e, `xAxis`, i, n)), (d = ow(e, `xAxis`, i, n)))
        : ((u = sw(e, `yAxis`, a, n)), (d = ow(e, `yAxis`, a, n))),
      wc(u, d, !0) ?? l ?? 0
    );
  },
  BN = (e, t, n) => {
    var r = W(e),
      i = SN(e, t),
      a = CN(e, t);
    if (i != null && a != null) {
      var o, s;
      return (
        r === `horizontal`
          ? ((o = sw(e, `xAxis`, i, n)), (s = ow(e, `xAxis`, i, n)))
          : ((o = sw(e, `yAxis`, a, n)), (s = ow(e, `yAxis`, a, n))),
        wc(o, s)
      );
    }
  },
  VN = B(
    [
      Kc,
      Jc,
      (e, t, n) => {
        var r = SN(e, t);
        if (r != null) return sw(e, `xAxis`, r, n);
      },
      (e, t, n) => {
        var r = CN(e, t);
        if (r != null) return sw(e, `yAxis`, r, n);
      },
      (e, t, n) => {
        var r = SN(e, t);
        if (r != null) return ow(e, `xAxis`, r, n);
      },
      (e, t, n) => {
        var r = CN(e, t);
        if (r != null) return ow(e, `yAxis`, r, n);
      },
      B([B([RN, Nm, Pm, Fm, zN, BN, PN], Cj), NN], Tj),
      W,
      am,
      BN,
      B([LN, NN], wj),
      NN,
      FN,
    ],
    (e, t, n, r, i, a, o, s, c, l, u, d, f) => {
      var p = c.chartData,
        m = c.dataStartIndex,
        h = c.dataEndIndex;
      if (
        !(
          d == null ||
          o == null ||
          t == null ||
          (s !== `horizontal` && s !== `vertical`) ||
          n == null ||
          r == null ||
          i == null ||
          a == null ||
          l == null
        )
      ) {
        var g = d.data,
          _ = g != null && g.length > 0 ? g : p?.slice(m, h + 1);
        if (_ != null)
          return kP({
            layout: s,
            barSettings: d,
            pos: o,
            parentViewBox: t,
            bandSize: l,
            xAxis: n,
            yAxis: r,
            xAxisTicks: i,
            yAxisTicks: a,
            stackedData: u,
            displayedData: _,
            offset: e,
            cells: f,
            dataStartIndex: m,
          });
      }
    },
  ),
  HN = [`index`];
function UN() {
  return (
    (UN = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    UN.apply(null, arguments)
  );
}
function WN(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = GN(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function GN(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var KN = (0, d.createContext)(void 0),
  qN = (e) => {
    var t = (0, d.useContext)(KN);
    if (t != null) return t.stackId;
    if (e != null) return gc(e);
  },
  JN = (e, t) => `recharts-bar-stack-clip-path-${e}-${t}`,
  YN = (e) => {
    var t = (0, d.useContext)(KN);
    if (t != null) {
      var n = t.stackId;
      return `url(#${JN(n, e)})`;
    }
  },
  XN = (e) => {
    var t = e.index,
      n = WN(e, HN),
      r = YN(t);
    return d.createElement(D, UN({ className: `recharts-bar-stack-layer`, clipPath: r }, n));
  },
  ZN = [`onMouseEnter`, `onMouseLeave`, `onClick`],
  QN = [`value`, `background`, `tooltipPosition`],
  $N = [`id`],
  eP = [`onMouseEnter`, `onClick`, `onMouseLeave`];
function tP(e, t) {
  return oP(e) || aP(e, t) || rP(e, t) || nP();
}
function nP() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function rP(e, t) {
  if (e) {
    if (typeof e == `string`) return iP(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? iP(e, t)
          : void 0
    );
  }
}
function iP(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function aP(e, t) {
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
}
function oP(e) {
  if (Array.isArray(e)) return e;
}
function sP() {
  return (
    (sP = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    sP.apply(null, arguments)
  );
}
function cP(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function $(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? cP(Object(n), !0).forEach((t) => {
          lP(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : cP(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function lP(e, t, n) {
  return (
    (t = uP(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function uP(e) {
  var t = dP(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function dP(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function fP(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = pP(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function pP(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var mP = (e) => {
    var t = e.dataKey,
      n = e.name,
      r = e.fill,
      i = e.legendType;
    return [{ inactive: e.hide, dataKey: t, type: i, color: r, value: Ec(n, t), payload: e }];
  },
  hP = d.memo((e) => {
    var t = e.dataKey,
      n = e.stroke,
      r = e.strokeWidth,
      i = e.fill,
      a = e.name,
      o = e.hide,
      s = e.unit,
      c = e.formatter,
      l = e.tooltipType,
      u = e.id,
      f = {
        dataDefinedOnItem: void 0,
        getPosition: be,
        settings: {
          stroke: n,
          strokeWidth: r,
          fill: i,
          dataKey: t,
          nameKey: void 0,
          name: Ec(a, t),
          hide: o,
          type: l,
          color: i,
          unit: s,
          formatter: c,
          graphicalItemId: u,
        },
      };
    return d.createElement(rA, { tooltipEntrySettings: f });
  });
function gP(e) {
  var t = z(AT),
    n = e.data,
    r = e.dataKey,
    i = e.background,
    a = e.allOtherBarProps,
    o = a.onMouseEnter,
    s = a.onMouseLeave,
    c = a.onClick,
    l = fP(a, ZN),
    u = eA(o, r, a.id),
    f = tA(s),
    p = nA(c, r, a.id);
  if (!i || n == null) return null;
  var m = g(i);
  return d.createElement(
    NE,
    { zIndex: Ej(i, Um.barBackground) },
    n.map((e, n) => {
      e.value;
      var a = e.background;
      e.tooltipPosition;
      var o = fP(e, QN);
      if (!a) return null;
      var s = u(e, e.originalDataIndex),
        c = f(e, e.originalDataIndex),
        h = p(e, e.originalDataIndex),
        g = $(
          $(
            $($($({ option: i, isActive: String(e.originalDataIndex) === t }, o), {}, { fill: `#eee` }, a), m),
            Nn(l, e, n),
          ),
          {},
          {
            onMouseEnter: s,
            onMouseLeave: c,
            onClick: h,
            dataKey: r,
            index: n,
            className: `recharts-bar-background-rectangle`,
          },
        );
      return d.createElement(AN, sP({ key: `background-bar-${n}` }, g));
    }),
  );
}
function _P(e) {
  var t = e.showLabels,
    n = e.children,
    r = e.rects?.map((e) => {
      var t = { x: e.x, y: e.y, width: e.width, lowerWidth: e.width, upperWidth: e.width, height: e.height };
      return $(
        $({}, t),
        {},
        { value: e.value, payload: e.payload, parentViewBox: e.parentViewBox, viewBox: t, fill: e.fill },
      );
    });
  return d.createElement(Ek, { value: t ? r : void 0 }, n);
}
function vP(e) {
  var t = e.shape,
    n = e.activeBar,
    r = e.baseProps,
    i = e.entry,
    a = e.index,
    o = e.dataKey,
    s = z(AT),
    c = z(MT),
    l = n && String(i.originalDataIndex) === s && (c == null || o === c),
    u = s != null && (String(i.originalDataIndex) !== s || (c != null && o !== c)),
    f = tP((0, d.useState)(!1), 2),
    p = f[0],
    m = f[1],
    h = tP((0, d.useState)(!1), 2),
    g = h[0],
    _ = h[1];
  (0, d.useEffect)(() => {
    var e;
    return (
      l
        ? (m(!0),
          (e = requestAnimationFrame(() => {
            _(!0);
          })))
        : (_(!1), u && m(!1)),
      () => {
        cancelAnimationFrame(e);
      }
    );
  }, [l, u]);
  var v = (0, d.useCallback)(() => {
      l || m(!1);
    }, [l]),
    y = l && g,
    b = l || p,
    x = l ? (n === !0 ? t : n) : t,
    S = d.createElement(
      AN,
      sP({}, r, { name: String(r.name) }, i, {
        isActive: y,
        option: x,
        index: a,
        dataKey: o,
        animationElapsedTime: e.animationElapsedTime,
        isAnimating: e.isAnimating,
        isEntrance: e.isEntrance,
        onTransitionEnd: v,
      }),
    );
  return b ? d.createElement(NE, { zIndex: Um.activeBar }, d.createElement(XN, { index: i.originalDataIndex }, S)) : S;
}
function yP(e) {
  var t = e.shape,
    n = e.baseProps,
    r = e.entry,
    i = e.index,
    a = e.dataKey;
  return d.createElement(
    AN,
    sP({}, n, { name: String(n.name) }, r, {
      isActive: !1,
      option: t,
      index: i,
      dataKey: a,
      animationElapsedTime: e.animationElapsedTime,
      isAnimating: e.isAnimating,
      isEntrance: e.isEntrance,
    }),
  );
}
function bP(e) {
  var t = e.data,
    n = e.props,
    r = e.animationElapsedTime,
    i = e.isAnimating,
    a = e.isEntrance,
    o = h(n) ?? {},
    s = o.id,
    c = fP(o, $N),
    l = n.shape,
    u = n.dataKey,
    f = n.activeBar,
    p = n.onMouseEnter,
    m = n.onClick,
    g = n.onMouseLeave,
    _ = fP(n, eP),
    v = eA(p, u, s),
    y = tA(g),
    b = nA(m, u, s);
  return t
    ? d.createElement(
        d.Fragment,
        null,
        t.map((e, t) =>
          d.createElement(
            XN,
            sP(
              {
                index: e.originalDataIndex,
                key: `rectangle-${e?.x}-${e?.y}-${e?.value}-${t}`,
                className: `recharts-bar-rectangle`,
              },
              Nn(_, e, t),
              {
                onMouseEnter: v(e, e.originalDataIndex),
                onMouseLeave: y(e, e.originalDataIndex),
                onClick: b(e, e.originalDataIndex),
              },
            ),
            f
              ? d.createElement(vP, {
                  shape: l,
                  activeBar: f,
                  baseProps: c,
                  entry: e,
                  index: t,
                  dataKey: u,
                  animationElapsedTime: r,
                  isAnimating: i,
                  isEntrance: a,
                })
              : d.createElement(yP, {
                  shape: l,
                  baseProps: c,
                  entry: e,
                  index: t,
                  dataKey: u,
                  animationElapsedTime: r,
                  isAnimating: i,
                  isEntrance: a,
                }),
          ),
        ),
      )
    : null;
}
var xP = (e, t, n) =>
  e == null
    ? []
    : t === 1
      ? e.flatMap((e) => (e.status === `removed` ? [] : [e.next]))
      : e.flatMap((e) => {
          if (e.status === `removed`)
            return n === `horizontal`
              ? [
                  $(
                    $({}, e.prev),
                    {},
                    { height: ge(e.prev.height, 0, t), y: ge(e.prev.y, e.prev.y + e.prev.height, t) },
                  ),
                ]
              : [$($({}, e.prev), {}, { width: ge(e.prev.width, 0, t) })];
          if (e.status === `matched`)
            return [
              $(
                $({}, e.next),
                {},
                {
                  x: ge(e.prev.x, e.next.x, t),
                  y: ge(e.prev.y, e.next.y, t),
                  width: ge(e.prev.width, e.next.width, t),
                  height: ge(e.prev.height, e.next.height, t),
                },
              ),
            ];
          var r = e.next;
          return n === `horizontal`
            ? [$($({}, r), {}, { height: ge(0, r.height, t), y: ge(r.stackedBarStart, r.y, t) })]
            : [$($({}, r), {}, { width: ge(0, r.width, t), x: ge(r.stackedBarStart, r.x, t) })];
        });
function SP(e) {
  var t = e.props,
    n = e.previousRectanglesRef,
    r = t.data,
    i = t.isAnimationActive,
    a = t.animationBegin,
    o = t.animationDuration,
    s = t.animationEasing,
    c = t.animationInterpolateFn,
    l = t.layout,
    u = EA(t.onAnimationStart, t.onAnimationEnd),
    f = u.isAnimating,
    p = u.handleAnimationStart,
    m = u.handleAnimationEnd;
  return d.createElement(
    _P,
    { showLabels: !f, rects: r },
    d.createElement(
      DA,
      {
        animationInput: r,
        animationIdPrefix: `recharts-bar-`,
        items: r,
        previousItemsRef: n,
        isAnimationActive: i,
        animationBegin: a,
        animationDuration: o,
        animationEasing: s,
        onAnimationStart: p,
        onAnimationEnd: m,
        animationInterpolateFn: c,
        animationMatchBy: t.animationMatchBy,
        layout: l,
      },
      (e, n, r) =>
        d.createElement(
          D,
          null,
          d.createElement(bP, { props: t, data: e, animationElapsedTime: n, isAnimating: f || n < 1, isEntrance: r }),
        ),
    ),
    d.createElement(jk, { label: t.label }),
    t.children,
  );
}
function CP(e) {
  var t = (0, d.useRef)(null);
  return d.createElement(SP, { previousRectanglesRef: t, props: e });
}
var wP = 0,
  TP = (e, t) => {
    var n = Array.isArray(e.value) ? e.value[1] : e.value;
    return { x: e.x, y: e.y, value: n, errorVal: cc(e, t) };
  },
  EP = class extends d.PureComponent {
    render() {
      var e = this.props,
        t = e.hide,
        n = e.data,
        r = e.dataKey,
        i = e.className,
        a = e.xAxisId,
        s = e.yAxisId,
        c = e.needClip,
        l = e.background,
        u = e.id;
      if (t || n == null) return null;
      var f = o(`recharts-bar`, i),
        p = u;
      return d.createElement(
        D,
        { className: f, id: u },
        c && d.createElement(`defs`, null, d.createElement(xN, { clipPathId: p, xAxisId: a, yAxisId: s })),
        d.createElement(
          D,
          { className: `recharts-bar-rectangles`, clipPath: c ? `url(#clipPath-${p})` : void 0 },
          d.createElement(gP, { data: n, dataKey: r, background: l, allOtherBarProps: this.props }),
          d.createElement(CP, this.props),
        ),
      );
    }
  },
  DP = {
    activeBar: !1,
    animationBegin: 0,
    animationDuration: 400,
    animationEasing: `ease`,
    animationInterpolateFn: xP,
    animationMatchBy: fA,
    background: !1,
    hide: !1,
    isAnimationActive: `auto`,
    label: !1,
    legendType: `rect`,
    minPointSize: wP,
    shape: kN,
    xAxisId: 0,
    yAxisId: 0,
    zIndex: Um.bar,
  };
function OP(e) {
  var t = e.xAxisId,
    n = e.yAxisId,
    r = e.hide,
    i = e.legendType,
    a = e.minPointSize,
    o = e.activeBar,
    s = e.animationBegin,
    c = e.animationDuration,
    l = e.animationEasing,
    u = e.isAnimationActive,
    f = bN(t, n).needClip,
    p = Rl(),
    m = Xc(),
    h = Hk(e.children, ND),
    g = z((t) => VN(t, e.id, m, h));
  if (p !== `vertical` && p !== `horizontal`) return null;
  var _,
    v = g?.[0];
  return (
    (_ = v == null || v.height == null || v.width == null ? 0 : p === `vertical` ? v.height / 2 : v.width / 2),
    d.createElement(
      yN,
      { xAxisId: t, yAxisId: n, data: g, dataPointFormatter: TP, errorBarOffset: _ },
      d.createElement(
        EP,
        sP({}, e, {
          layout: p,
          needClip: f,
          data: g,
          xAxisId: t,
          yAxisId: n,
          hide: r,
          legendType: i,
          minPointSize: a,
          activeBar: o,
          animationBegin: s,
          animationDuration: c,
          animationEasing: l,
          isAnimationActive: u,
        }),
      ),
    )
  );
}
function kP(e) {
  var t = e.layout,
    n = e.barSettings,
    r = n.dataKey,
    i = n.minPointSize,
    a = n.hasCustomShape,
    o = e.pos,
    s = e.bandSize,
    c = e.xAxis,
    l = e.yAxis,
    u = e.xAxisTicks,
    d = e.yAxisTicks,
    f = e.stackedData,
    p = e.displayedData,
    m = e.offset,
    h = e.cells,
    g = e.parentViewBox,
    _ = e.dataStartIndex,
    v = t === `horizontal` ? l : c,
    y = f ? v.scale.domain() : null,
    b = vc({ numericAxis: v }),
    x = v.scale.map(b);
  return p
    .map((e, n) => {
      var p, v, S, C, w, T;
      if (f) {
        var E = f[n + _];
        if (E == null) return null;
        p = pc(E, y);
      } else (p = cc(e, r)), Array.isArray(p) || (p = [b, p]);
      var D = jN(i, wP)(p[1], n);
      if (t === `horizontal`) {
        var O = l.scale.map(p[0]),
          k = l.scale.map(p[1]);
        if (O == null || k == null) return null;
        (v = _c({ axis: c, ticks: u, bandSize: s, offset: o.offset, entry: e, index: n })),
          (S = k ?? O ?? void 0),
          (C = o.size);
        var A = O - k;
        if (
          ((w = le(A) ? 0 : A),
          (T = { x: v, y: m.top, width: C, height: m.height }),
          Math.abs(D) > 0 && Math.abs(w) < Math.abs(D))
        ) {
          var j = ce(w || D) * (Math.abs(D) - Math.abs(w));
          (S -= j), (w += j);
        }
      } else {
        var M = c.scale.map(p[0]),
          N = c.scale.map(p[1]);
        if (M == null || N == null) return null;
        if (
          ((v = M),
          (S = _c({ axis: l, ticks: d, bandSize: s, offset: o.offset, entry: e, index: n })),
          (C = N - M),
          (w = o.size),
          (T = { x: m.left, y: S, width: m.width, height: w }),
          Math.abs(D) > 0 && Math.abs(C) < Math.abs(D))
        ) {
          var ee = ce(C || D) * (Math.abs(D) - Math.abs(C));
          C += ee;
        }
      }
      return v == null || S == null || C == null || w == null || (!a && (C === 0 || w === 0))
        ? null
        : $(
            $({}, e),
            {},
            {
              stackedBarStart: x,
              x: v,
              y: S,
              width: C,
              height: w,
              value: f ? p : p[1],
              payload: e,
              background: T,
              tooltipPosition: { x: v + C / 2, y: S + w / 2 },
              parentViewBox: g,
              originalDataIndex: n,
            },
            h && h[n] && h[n].props,
          );
    })
    .filter(Boolean);
}
function AP(e) {
  var t = zn(e, DP),
    n = qN(t.stackId),
    r = Xc();
  return d.createElement(LA, { id: t.id, type: `bar` }, (e) =>
    d.createElement(
      d.Fragment,
      null,
      d.createElement(iA, { legendPayload: mP(t) }),
      d.createElement(hP, {
        dataKey: t.dataKey,
        stroke: t.stroke,
        strokeWidth: t.strokeWidth,
        fill: t.fill,
        name: t.name,
        hide: t.hide,
        unit: t.unit,
        formatter: t.formatter,
        tooltipType: t.tooltipType,
        id: e,
      }),
      d.createElement(WA, {
        type: `bar`,
        id: e,
        data: void 0,
        xAxisId: t.xAxisId,
        yAxisId: t.yAxisId,
        zAxisId: 0,
        dataKey: t.dataKey,
        stackId: n,
        hide: t.hide,
        barSize: t.barSize,
        minPointSize: t.minPointSize,
        maxBarSize: t.maxBarSize,
        isPanorama: r,
        hasCustomShape: t.shape != null && t.shape !== kN,
      }),
      d.createElement(NE, { zIndex: t.zIndex }, d.createElement(OP, sP({}, t, { id: e }))),
    ),
  );
}
var jP = d.memo(AP, mu);
jP.displayName = `Bar`;
var MP = [`domain`, `range`],
  NP = [`domain`, `range`];
function PP(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = FP(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function FP(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function IP(e, t) {
  return e === t
    ? !0
    : Array.isArray(e) && e.length === 2 && Array.isArray(t) && t.length === 2
      ? e[0] === t[0] && e[1] === t[1]
      : !1;
}
function LP(e, t) {
  if (e === t) return !0;
  var n = e.domain,
    r = e.range,
    i = PP(e, MP),
    a = t.domain,
    o = t.range,
    s = PP(t, NP);
  return !IP(n, a) || !IP(r, o) ? !1 : mu(i, s);
}
var RP = [`type`],
  zP = [`dangerouslySetInnerHTML`, `ticks`, `scale`],
  BP = [`id`, `scale`];
function VP() {
  return (
    (VP = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    VP.apply(null, arguments)
  );
}
function HP(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function UP(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? HP(Object(n), !0).forEach((t) => {
          WP(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : HP(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function WP(e, t, n) {
  return (
    (t = GP(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function GP(e) {
  var t = KP(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function KP(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function qP(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = JP(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function JP(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function YP(e) {
  var t = R(),
    n = (0, d.useRef)(null),
    r = zl(),
    i = e.type,
    a = qP(e, RP),
    o = qm(r, `xAxis`, i),
    s = (0, d.useMemo)(() => {
      if (o != null) return UP(UP({}, a), {}, { type: o });
    }, [a, o]);
  return (
    (0, d.useLayoutEffect)(() => {
      s != null &&
        (n.current === null ? t(QA(s)) : n.current !== s && t($A({ prev: n.current, next: s })), (n.current = s));
    }, [s, t]),
    (0, d.useLayoutEffect)(
      () => () => {
        n.current &&= (t(ej(n.current)), null);
      },
      [t],
    ),
    null
  );
}
var XP = (e) => {
    var t = e.xAxisId,
      n = e.className,
      r = e.height,
      i = e.label,
      a = (0, d.useRef)(null),
      s = (0, d.useRef)(null),
      c = z(Jc),
      l = Xc(),
      u = R(),
      f = `xAxis`,
      p = z((e) => aw(e, f, t, l)),
      m = z((e) => qC(e, t)),
      h = z((e) => QC(e, t)),
      g = z((e) => oS(e, t));
    if (
      ((0, d.useLayoutEffect)(() => {
        if (!(r !== `auto` || !m || lk(i) || (0, d.isValidElement)(i) || g == null)) {
          var e = a.current;
          if (e) {
            var n = e.getCalculatedHeight();
            Math.round(m.height) !== Math.round(n) && u(aj({ id: t, height: n }));
          }
        }
      }, [p, m, u, i, t, r, g]),
      m == null || h == null || g == null)
    )
      return null;
    e.dangerouslySetInnerHTML, e.ticks, e.scale;
    var _ = qP(e, zP);
    g.id, g.scale;
    var v = qP(g, BP);
    return d.createElement(
      VM,
      VP({}, _, v, {
        ref: a,
        labelRef: s,
        x: h.x,
        y: h.y,
        width: m.width,
        height: m.height,
        className: o(`recharts-${f} ${f}`, n),
        viewBox: c,
        ticks: p,
        axisType: f,
        axisId: t,
      }),
    );
  },
  ZP = {
    allowDataOverflow: Y.allowDataOverflow,
    allowDecimals: Y.allowDecimals,
    allowDuplicatedCategory: Y.allowDuplicatedCategory,
    angle: Y.angle,
    axisLine: MM.axisLine,
    height: Y.height,
    hide: !1,
    includeHidden: Y.includeHidden,
    interval: Y.interval,
    label: !1,
    minTickGap: Y.minTickGap,
    mirror: Y.mirror,
    orientation: Y.orientation,
    padding: Y.padding,
    reversed: Y.reversed,
    scale: Y.scale,
    tick: Y.tick,
    tickCount: Y.tickCount,
    tickLine: MM.tickLine,
    tickSize: MM.tickSize,
    type: Y.type,
    niceTicks: Y.niceTicks,
    xAxisId: 0,
  },
  QP = d.memo((e) => {
    var t = zn(e, ZP);
    return d.createElement(
      d.Fragment,
      null,
      d.createElement(YP, {
        allowDataOverflow: t.allowDataOverflow,
        allowDecimals: t.allowDecimals,
        allowDuplicatedCategory: t.allowDuplicatedCategory,
        angle: t.angle,
        dataKey: t.dataKey,
        domain: t.domain,
        height: t.height,
        hide: t.hide,
        id: t.xAxisId,
        includeHidden: t.includeHidden,
        interval: t.interval,
        minTickGap: t.minTickGap,
        mirror: t.mirror,
        name: t.name,
        orientation: t.orientation,
        padding: t.padding,
        reversed: t.reversed,
        scale: t.scale,
        tick: t.tick,
        tickCount: t.tickCount,
        tickFormatter: t.tickFormatter,
        ticks: t.ticks,
        type: t.type,
        unit: t.unit,
        niceTicks: t.niceTicks,
      }),
      d.createElement(XP, t),
    );
  }, LP);
QP.displayName = `XAxis`;
var $P = [`type`],
  eF = [`dangerouslySetInnerHTML`, `ticks`, `scale`],
  tF = [`id`, `scale`];
function nF() {
  return (
    (nF = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    nF.apply(null, arguments)
  );
}
function rF(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function iF(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? rF(Object(n), !0).forEach((t) => {
          aF(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : rF(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function aF(e, t, n) {
  return (
    (t = oF(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function oF(e) {
  var t = sF(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function sF(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function cF(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = lF(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function lF(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function uF(e) {
  var t = R(),
    n = (0, d.useRef)(null),
    r = zl(),
    i = e.type,
    a = cF(e, $P),
    o = qm(r, `yAxis`, i),
    s = (0, d.useMemo)(() => {
      if (o != null) return iF(iF({}, a), {}, { type: o });
    }, [o, a]);
  return (
    (0, d.useLayoutEffect)(() => {
      s != null &&
        (n.current === null ? t(tj(s)) : n.current !== s && t(nj({ prev: n.current, next: s })), (n.current = s));
    }, [s, t]),
    (0, d.useLayoutEffect)(
      () => () => {
        n.current &&= (t(rj(n.current)), null);
      },
      [t],
    ),
    null
  );
}
function dF(e) {
  var t = e.yAxisId,
    n = e.className,
    r = e.width,
    i = e.label,
    a = (0, d.useRef)(null),
    s = (0, d.useRef)(null),
    c = z(Jc),
    l = Xc(),
    u = R(),
    f = `yAxis`,
    p = z((e) => ew(e, t)),
    m = z((e) => $C(e, t)),
    h = z((e) => aw(e, f, t, l)),
    g = z((e) => cS(e, t));
  if (
    ((0, d.useLayoutEffect)(() => {
      if (!(r !== `auto` || !p || lk(i) || (0, d.isValidElement)(i) || g == null)) {
        var e = a.current;
        if (e) {
          var n = e.getCalculatedWidth();
          Math.round(p.width) !== Math.round(n) && u(ij({ id: t, width: n }));
        }
      }
    }, [h, p, u, i, t, r, g]),
    p == null || m == null || g == null)
  )
    return null;
  e.dangerouslySetInnerHTML, e.ticks, e.scale;
  var _ = cF(e, eF);
  g.id, g.scale;
  var v = cF(g, tF);
  return d.createElement(
    VM,
    nF({}, _, v, {
      ref: a,
      labelRef: s,
      x: m.x,
      y: m.y,
      tickTextProps: r === `auto` ? { width: void 0 } : { width: r },
      width: p.width,
      height: p.height,
      className: o(`recharts-${f} ${f}`, n),
      viewBox: c,
      ticks: h,
      axisType: f,
      axisId: t,
    }),
  );
}
var fF = {
    allowDataOverflow: X.allowDataOverflow,
    allowDecimals: X.allowDecimals,
    allowDuplicatedCategory: X.allowDuplicatedCategory,
    angle: X.angle,
    axisLine: MM.axisLine,
    hide: !1,
    includeHidden: X.includeHidden,
    interval: X.interval,
    label: !1,
    minTickGap: X.minTickGap,
    mirror: X.mirror,
    orientation: X.orientation,
    padding: X.padding,
    reversed: X.reversed,
    scale: X.scale,
    tick: X.tick,
    tickCount: X.tickCount,
    tickLine: MM.tickLine,
    tickSize: MM.tickSize,
    type: X.type,
    niceTicks: X.niceTicks,
    width: X.width,
    yAxisId: 0,
  },
  pF = d.memo((e) => {
    var t = zn(e, fF);
    return d.createElement(
      d.Fragment,
      null,
      d.createElement(uF, {
        interval: t.interval,
        id: t.yAxisId,
        scale: t.scale,
        type: t.type,
        domain: t.domain,
        allowDataOverflow: t.allowDataOverflow,
        dataKey: t.dataKey,
        allowDuplicatedCategory: t.allowDuplicatedCategory,
        allowDecimals: t.allowDecimals,
        tickCount: t.tickCount,
        padding: t.padding,
        includeHidden: t.includeHidden,
        reversed: t.reversed,
        ticks: t.ticks,
        width: t.width,
        orientation: t.orientation,
        mirror: t.mirror,
        hide: t.hide,
        unit: t.unit,
        name: t.name,
        angle: t.angle,
        minTickGap: t.minTickGap,
        tick: t.tick,
        tickFormatter: t.tickFormatter,
        niceTicks: t.niceTicks,
      }),
      d.createElement(dF, t),
    );
  }, LP);
pF.displayName = `YAxis`;
var mF = B([(e, t) => t, W, lh, vh, CT, TT, rE, Kc], hE);
function hF(e) {
  return `getBBox` in e.currentTarget && typeof e.currentTarget.getBBox == `function`;
}
function gF(e) {
  var t = e.currentTarget.getBoundingClientRect(),
    n,
    r;
  if (hF(e)) {
    var i = e.currentTarget.getBBox();
    (n = i.width > 0 ? t.width / i.width : 1), (r = i.height > 0 ? t.height / i.height : 1);
  } else {
    var a = e.currentTarget;
    (n = a.offsetWidth > 0 ? t.width / a.offsetWidth : 1), (r = a.offsetHeight > 0 ? t.height / a.offsetHeight : 1);
  }
  var o = (e, i) => ({ relativeX: Math.round((e - t.left) / n), relativeY: Math.round((i - t.top) / r) });
  return `touches` in e ? Array.from(e.touches).map((e) => o(e.clientX, e.clientY)) : o(e.clientX, e.clientY);
}
var _F = zo(`mouseClick`),
  vF = Ks();
vF.startListening({
  actionCreator: _F,
  effect: (e, t) => {
    var n = e.payload,
      r = mF(t.getState(), gF(n));
    r?.activeIndex != null &&
      t.dispatch(Ow({ activeIndex: r.activeIndex, activeDataKey: void 0, activeCoordinate: r.activeCoordinate }));
  },
});
var yF = zo(`mouseMove`),
  bF = Ks(),
  xF = null,
  SF = null,
  CF = null;
bF.startListening({
  actionCreator: yF,
  effect: (e, t) => {
    var n = e.payload,
      r = t.getState().eventSettings,
      i = r.throttleDelay,
      a = r.throttledEvents,
      o = a === `all` || a?.includes(`mousemove`);
    xF !== null && (cancelAnimationFrame(xF), (xF = null)),
      SF === null || (typeof i == `number` && o) || (clearTimeout(SF), (SF = null)),
      (CF = gF(n));
    var s = () => {
      var e = t.getState(),
        n = fw(e, e.tooltip.settings.shared);
      if (!CF) (xF = null), (SF = null);
      else {
        if (n === `axis`) {
          var r = mF(e, CF);
          r?.activeIndex == null
            ? t.dispatch(Tw())
            : t.dispatch(
                Dw({ activeIndex: r.activeIndex, activeDataKey: void 0, activeCoordinate: r.activeCoordinate }),
              );
        }
        (xF = null), (SF = null);
      }
    };
    o
      ? i === `raf`
        ? (xF = requestAnimationFrame(s))
        : typeof i == `number` && SF === null && (SF = setTimeout(s, i))
      : s();
  },
});
function wF(e, t) {
  return t instanceof HTMLElement
    ? `HTMLElement <${t.tagName} class="${t.className}">`
    : t === window
      ? `global.window`
      : e === `children` && typeof t == `object` && t
        ? `<<CHILDREN>>`
        : t;
}
var TF = {
    accessibilityLayer: !0,
    barCategoryGap: `10%`,
    barGap: 4,
    barSize: void 0,
    className: void 0,
    maxBarSize: void 0,
    stackOffset: `none`,
    syncId: void 0,
    syncMethod: `index`,
    baseValue: void 0,
    reverseStackOrder: !1,
  },
  EF = os({
    name: `rootProps`,
    initialState: TF,
    reducers: {
      updateOptions: (e, t) => {
        (e.accessibilityLayer = t.payload.accessibilityLayer),
          (e.barCategoryGap = t.payload.barCategoryGap),
          (e.barGap = t.payload.barGap ?? TF.barGap),
          (e.barSize = t.payload.barSize),
          (e.maxBarSize = t.payload.maxBarSize),
          (e.stackOffset = t.payload.stackOffset),
          (e.syncId = t.payload.syncId),
          (e.syncMethod = t.payload.syncMethod),
          (e.className = t.payload.className),
          (e.baseValue = t.payload.baseValue),
          (e.reverseStackOrder = t.payload.reverseStackOrder);
      },
    },
  }),
  DF = EF.reducer,
  OF = EF.actions.updateOptions,
  kF = os({
    name: `polarOptions`,
    initialState: null,
    reducers: {
      updatePolarOptions: (e, t) =>
        e === null
          ? t.payload
          : ((e.startAngle = t.payload.startAngle),
            (e.endAngle = t.payload.endAngle),
            (e.cx = t.payload.cx),
            (e.cy = t.payload.cy),
            (e.innerRadius = t.payload.innerRadius),
            (e.outerRadius = t.payload.outerRadius),
            e),
    },
  });
kF.actions.updatePolarOptions;
var AF = kF.reducer,
  jF = zo(`keyDown`),
  MF = zo(`focus`),
  NF = zo(`blur`),
  PF = Ks(),
  FF = null,
  IF = null,
  LF = null;
PF.startListening({
  actionCreator: jF,
  effect: (e, t) => {
    (LF = e.payload), FF !== null && (cancelAnimationFrame(FF), (FF = null));
    var n = t.getState().eventSettings,
      r = n.throttleDelay,
      i = n.throttledEvents,
      a = i === `all` || i.includes(`keydown`);
    IF === null || (typeof r == `number` && a) || (clearTimeout(IF), (IF = null));
    var o = () => {
      try {
        var e = t.getState();
        if (e.rootProps.accessibilityLayer === !1) return;
        var n = e.tooltip.keyboardInteraction,
          r = LF;
        if (r !== `ArrowRight` && r !== `ArrowLeft` && r !== `Enter`) return;
        var i = Uw(n, dT(e), zS(e), bT(e)),
          a = i == null ? -1 : Number(i),
          o = !Number.isFinite(a) || a < 0,
          s = TT(e),
          c = dT(e),
          l = fw(e, e.tooltip.settings.shared);
        if (r === `Enter`) {
          if (o) return;
          var u = cE(e, l, `hover`, String(n.index));
          t.dispatch(Aw({ active: !n.active, activeIndex: n.index, activeCoordinate: u }));
          return;
        }
        var d = cw(e) === `left-to-right` ? 1 : -1,
          f = r === `ArrowRight` ? 1 : -1,
          p;
        if (o) {
          var m = zS(e),
            h = bT(e),
            g = f * d,
            _ = (e) => ({ active: !1, index: String(e), dataKey: void 0, graphicalItemId: void 0, coordinate: void 0 });
          if (((p = -1), g > 0)) {
            for (var v = 0; v < c.length; v++)
              if (Uw(_(v), c, m, h) != null) {
                p = v;
                break;
              }
          } else
            for (var y = c.length - 1; y >= 0; y--)
              if (Uw(_(y), c, m, h) != null) {
                p = y;
                break;
              }
          if (p < 0) return;
        } else {
          p = a + f * d;
          var b = s?.length || c.length;
          if (b === 0 || p >= b || p < 0) return;
        }
        var x = cE(e, l, `hover`, String(p));
        t.dispatch(Aw({ active: !0, activeIndex: p.toString(), activeCoordinate: x }));
      } finally {
        (FF = null), (IF = null);
      }
    };
    a
      ? r === `raf`
        ? (FF = requestAnimationFrame(o))
        : typeof r == `number` &&
          IF === null &&
          (o(),
          (LF = null),
          (IF = setTimeout(() => {
            LF ? o() : ((IF = null), (FF = null));
          }, r)))
      : o();
  },
}),
  PF.startListening({
    actionCreator: MF,
    effect: (e, t) => {
      var n = t.getState();
      if (n.rootProps.accessibilityLayer !== !1) {
        var r = n.tooltip.keyboardInteraction;
        if (!r.active && r.index == null) {
          var i = `0`,
            a = cE(n, fw(n, n.tooltip.settings.shared), `hover`, String(i));
          t.dispatch(Aw({ active: !0, activeIndex: i, activeCoordinate: a }));
        }
      }
    },
  }),
  PF.startListening({
    actionCreator: NF,
    effect: (e, t) => {
      var n = t.getState();
      if (n.rootProps.accessibilityLayer !== !1) {
        var r = n.tooltip.keyboardInteraction;
        r.active && t.dispatch(Aw({ active: !1, activeIndex: r.index, activeCoordinate: r.coordinate }));
      }
    },
  });
function RF(e) {
  e.persist();
  var t = e.currentTarget;
  return new Proxy(e, {
    get: (e, n) => {
      if (n === `currentTarget`) return t;
      var r = Reflect.get(e, n);
      return typeof r == `function` ? r.bind(e) : r;
    },
  });
}
var zF = zo(`externalEvent`),
  BF = Ks(),
  VF = new Map(),
  HF = new Map(),
  UF = new Map();
BF.startListening({
  actionCreator: zF,
  effect: (e, t) => {
    var n = e.payload,
      r = n.handler,
      i = n.reactEvent;
    if (r != null) {
      var a = i.type,
        o = RF(i);
      UF.set(a, { handler: r, reactEvent: o });
      var s = VF.get(a);
      s !== void 0 && (cancelAnimationFrame(s), VF.delete(a));
      var c = t.getState().eventSettings,
        l = c.throttleDelay,
        u = c.throttledEvents,
        d = u === `all` || u?.includes(a),
        f = HF.get(a);
      f === void 0 || (typeof l == `number` && d) || (clearTimeout(f), HF.delete(a));
      var p = () => {
        var e = UF.get(a);
        try {
          if (!e) return;
          var n = e.handler,
            r = e.reactEvent,
            i = t.getState(),
            o = {
              activeCoordinate: FT(i),
              activeDataKey: MT(i),
              activeIndex: AT(i),
              activeLabel: jT(i),
              activeTooltipIndex: AT(i),
              isTooltipActive: IT(i),
            };
          n && n(o, r);
        } finally {
          VF.delete(a), HF.delete(a), UF.delete(a);
        }
      };
      if (!d) p();
      else if (l === `raf`) {
        var m = requestAnimationFrame(p);
        VF.set(a, m);
      } else if (typeof l == `number`) {
        if (!HF.has(a)) {
          p();
          var h = setTimeout(p, l);
          HF.set(a, h);
        }
      } else p();
    }
  },
});
var WF = B([B([qw], (e) => e.tooltipItemPayloads), (e, t) => t, (e, t, n) => n], (e, t, n) => {
    if (t != null) {
      var r = e.find((e) => e.settings.graphicalItemId === n);
      if (r != null) {
        var i = r.getPosition;
        if (i != null) return i(t);
      }
    }
  }),
  GF = zo(`touchMove`),
  KF = Ks(),
  qF = null,
  JF = null,
  YF = null,
  XF = null;
KF.startListening({
  actionCreator: GF,
  effect: (e, t) => {
    var n = e.payload;
    if (n.touches != null && n.touches.length !== 0) {
      XF = RF(n);
      var r = t.getState().eventSettings,
        i = r.throttleDelay,
        a = r.throttledEvents,
        o = a === `all` || a.includes(`touchmove`);
      qF !== null && (cancelAnimationFrame(qF), (qF = null)),
        JF === null || (typeof i == `number` && o) || (clearTimeout(JF), (JF = null)),
        (YF = Array.from(n.touches).map((e) =>
          gF({ clientX: e.clientX, clientY: e.clientY, currentTarget: n.currentTarget }),
        ));
      var s = () => {
        if (XF != null) {
          var e = t.getState(),
            n = fw(e, e.tooltip.settings.shared);
          if (n === `axis`) {
            var r = YF?.[0];
            if (r == null) {
              (qF = null), (JF = null);
              return;
            }
            var i = mF(e, r);
            i?.activeIndex != null &&
              t.dispatch(
                Dw({ activeIndex: i.activeIndex, activeDataKey: void 0, activeCoordinate: i.activeCoordinate }),
              );
          } else if (n === `item`) {
            var a = XF.touches[0];
            if (document.elementFromPoint == null || a == null) return;
            var o = document.elementFromPoint(a.clientX, a.clientY);
            if (!o || !o.getAttribute) return;
            var s = o.getAttribute(Fc),
              c = o.getAttribute(`data-recharts-item-id`) ?? void 0,
              l = sT(e).find((e) => e.id === c);
            if (s == null || l == null || c == null) return;
            var u = l.dataKey,
              d = WF(e, s, c);
            t.dispatch(Cw({ activeDataKey: u, activeIndex: s, activeCoordinate: d, activeGraphicalItemId: c }));
          }
          (qF = null), (JF = null);
        }
      };
      o
        ? i === `raf`
          ? (qF = requestAnimationFrame(s))
          : typeof i == `number` &&
            JF === null &&
            (s(),
            (XF = null),
            (JF = setTimeout(() => {
              XF ? s() : ((JF = null), (qF = null));
            }, i)))
        : s();
    }
  },
});
var ZF = { throttleDelay: `raf`, throttledEvents: [`mousemove`, `touchmove`, `pointermove`, `scroll`, `wheel`] },
  QF = os({
    name: `eventSettings`,
    initialState: ZF,
    reducers: {
      setEventSettings: (e, t) => {
        t.payload.throttleDelay != null && (e.throttleDelay = t.payload.throttleDelay),
          t.payload.throttledEvents != null && (e.throttledEvents = V(t.payload.throttledEvents));
      },
    },
  }),
  $F = QF.actions.setEventSettings,
  eI = QF.reducer,
  tI = ca({
    brush: Aj,
    cartesianAxis: oj,
    chartData: iD,
    errorBars: mN,
    eventSettings: eI,
    graphicalItems: UA,
    layout: ec,
    legend: Xl,
    options: ZE,
    polarAxis: Pk,
    polarOptions: AF,
    referenceElements: Fj,
    renderedTicks: _M,
    rootProps: DF,
    tooltip: jw,
    zIndex: ME,
  }),
  nI = function (e) {
    var t = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : `Chart`;
    return Xo({
      reducer: tI,
      preloadedState: e,
      middleware: (e) =>
        e({ serializableCheck: !1, immutableCheck: ![`commonjs`, `es6`, `production`].includes(`es6`) }).concat([
          vF.middleware,
          bF.middleware,
          PF.middleware,
          BF.middleware,
          KF.middleware,
        ]),
      enhancers: (e) => {
        var t = e;
        return typeof e == `function` && (t = e()), t.concat(Jo({ type: `raf` }));
      },
      devTools: pd.devToolsEnabled && { serialize: { replacer: wF }, name: `recharts-${t}` },
    });
  };
function rI(e) {
  var t = e.preloadedState,
    n = e.children,
    r = e.reduxStoreName,
    i = Xc(),
    a = (0, d.useRef)(null);
  if (i) return n;
  a.current ??= nI(t, r);
  var o = fi;
  return d.createElement(du, { context: o, store: a.current }, n);
}
function iI(e) {
  var t = e.layout,
    n = e.margin,
    r = R(),
    i = Xc();
  return (
    (0, d.useEffect)(() => {
      i || (r(Zs(t)), r(Xs(n)));
    }, [r, i, t, n]),
    null
  );
}
var aI = (0, d.memo)(iI, mu);
function oI(e) {
  var t = R();
  return (
    (0, d.useEffect)(() => {
      t(OF(e));
    }, [t, e]),
    null
  );
}
var sI = (0, d.memo)((e) => {
  var t = R();
  return (
    (0, d.useEffect)(() => {
      t($F(e));
    }, [t, e]),
    null
  );
}, mu);
function cI(e) {
  var t = e.zIndex,
    n = e.isPanorama,
    r = (0, d.useRef)(null),
    i = R();
  return (
    (0, d.useLayoutEffect)(
      () => (
        r.current && i(AE({ zIndex: t, element: r.current, isPanorama: n })),
        () => {
          i(jE({ zIndex: t, isPanorama: n }));
        }
      ),
      [i, t, n],
    ),
    d.createElement(`g`, { tabIndex: -1, ref: r, className: `recharts-zIndex-layer_${t}` })
  );
}
function lI(e) {
  var t = e.children,
    n = e.isPanorama,
    r = z(_E);
  if (!r || r.length === 0) return t;
  var i = r.filter((e) => e < 0),
    a = r.filter((e) => e > 0);
  return d.createElement(
    d.Fragment,
    null,
    i.map((e) => d.createElement(cI, { key: e, zIndex: e, isPanorama: n })),
    t,
    a.map((e) => d.createElement(cI, { key: e, zIndex: e, isPanorama: n })),
  );
}
var uI = [`children`];
function dI(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = fI(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function fI(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
function pI() {
  return (
    (pI = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    pI.apply(null, arguments)
  );
}
var mI = { width: `100%`, height: `100%`, display: `block` },
  hI = (0, d.forwardRef)((e, t) => {
    var n = Fl(),
      r = Il(),
      i = Fd();
    if (!nc(n) || !nc(r)) return null;
    var a = e.children,
      o = e.otherAttributes,
      s = e.title,
      c = e.desc,
      l,
      u;
    return (
      o != null &&
        ((l = typeof o.tabIndex == `number` ? o.tabIndex : i ? 0 : void 0),
        (u = typeof o.role == `string` ? o.role : i ? `application` : void 0)),
      d.createElement(
        S,
        pI({}, o, { title: s, desc: c, role: u, tabIndex: l, width: n, height: r, style: mI, ref: t }),
        a,
      )
    );
  }),
  gI = (e) => {
    var t = e.children,
      n = z(Qc);
    if (!n) return null;
    var r = n.width,
      i = n.height,
      a = n.y,
      o = n.x;
    return d.createElement(S, { width: r, height: i, x: o, y: a }, t);
  },
  _I = (0, d.forwardRef)((e, t) => {
    var n = e.children,
      r = dI(e, uI);
    return Xc()
      ? d.createElement(gI, null, d.createElement(lI, { isPanorama: !0 }, n))
      : d.createElement(hI, pI({ ref: t }, r), d.createElement(lI, { isPanorama: !1 }, n));
  });
function vI(e, t) {
  return CI(e) || SI(e, t) || bI(e, t) || yI();
}
function yI() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function bI(e, t) {
  if (e) {
    if (typeof e == `string`) return xI(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? xI(e, t)
          : void 0
    );
  }
}
function xI(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function SI(e, t) {
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
}
function CI(e) {
  if (Array.isArray(e)) return e;
}
function wI() {
  var e = R(),
    t = vI((0, d.useState)(null), 2),
    n = t[0],
    r = t[1],
    i = z(jc);
  return (
    (0, d.useEffect)(() => {
      if (n != null) {
        var t = n.getBoundingClientRect().width / n.offsetWidth;
        U(t) && t !== i && e($s(t));
      }
    }, [n, e, i]),
    r
  );
}
function TI(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function EI(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? TI(Object(n), !0).forEach((t) => {
          DI(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : TI(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function DI(e, t, n) {
  return (
    (t = OI(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function OI(e) {
  var t = kI(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function kI(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
function AI() {
  return (
    (AI = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    AI.apply(null, arguments)
  );
}
function jI(e, t) {
  return II(e) || FI(e, t) || NI(e, t) || MI();
}
function MI() {
  throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`);
}
function NI(e, t) {
  if (e) {
    if (typeof e == `string`) return PI(e, t);
    var n = {}.toString.call(e).slice(8, -1);
    return (
      n === `Object` && e.constructor && (n = e.constructor.name),
      n === `Map` || n === `Set`
        ? Array.from(e)
        : n === `Arguments` || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)
          ? PI(e, t)
          : void 0
    );
  }
}
function PI(e, t) {
  (t == null || t > e.length) && (t = e.length);
  for (var n = 0, r = Array(t); n < t; n++) r[n] = e[n];
  return r;
}
function FI(e, t) {
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
}
function II(e) {
  if (Array.isArray(e)) return e;
}
var LI = () => (hD(), null);
function RI(e) {
  if (typeof e == `number`) return e;
  if (typeof e == `string`) {
    var t = parseFloat(e);
    if (!Number.isNaN(t)) return t;
  }
  return 0;
}
var zI = (0, d.forwardRef)((e, t) => {
    var n = (0, d.useRef)(null),
      r = jI((0, d.useState)({ containerWidth: RI(e.style?.width), containerHeight: RI(e.style?.height) }), 2),
      i = r[0],
      a = r[1],
      o = (0, d.useCallback)((e, t) => {
        a((n) => {
          var r = Math.round(e),
            i = Math.round(t);
          return n.containerWidth === r && n.containerHeight === i ? n : { containerWidth: r, containerHeight: i };
        });
      }, []),
      s = (0, d.useCallback)(
        (e) => {
          if (
            (typeof t == `function` && t(e),
            n.current != null && (n.current.disconnect(), (n.current = null)),
            e != null && typeof ResizeObserver < `u`)
          ) {
            var r = e.getBoundingClientRect(),
              i = r.width,
              a = r.height;
            o(i, a);
            var s = new ResizeObserver((e) => {
              var t = e[0];
              if (t != null) {
                var n = t.contentRect,
                  r = n.width,
                  i = n.height;
                o(r, i);
              }
            });
            s.observe(e), (n.current = s);
          }
        },
        [t, o],
      );
    return (
      (0, d.useEffect)(
        () => () => {
          n.current?.disconnect();
        },
        [o],
      ),
      d.createElement(
        d.Fragment,
        null,
        d.createElement(Hl, { width: i.containerWidth, height: i.containerHeight }),
        d.createElement(`div`, AI({ ref: s }, e)),
      )
    );
  }),
  BI = (0, d.forwardRef)((e, t) => {
    var n = e.width,
      r = e.height,
      i = jI((0, d.useState)({ containerWidth: RI(n), containerHeight: RI(r) }), 2),
      a = i[0],
      o = i[1],
      s = (0, d.useCallback)((e, t) => {
        o((n) => {
          var r = Math.round(e),
            i = Math.round(t);
          return n.containerWidth === r && n.containerHeight === i ? n : { containerWidth: r, containerHeight: i };
        });
      }, []),
      c = (0, d.useCallback)(
        (e) => {
          if ((typeof t == `function` && t(e), e != null)) {
            var n = e.getBoundingClientRect(),
              r = n.width,
              i = n.height;
            s(r, i);
          }
        },
        [t, s],
      );
    return d.createElement(
      d.Fragment,
      null,
      d.createElement(Hl, { width: a.containerWidth, height: a.containerHeight }),
      d.createElement(`div`, AI({ ref: c }, e)),
    );
  }),
  VI = (0, d.forwardRef)((e, t) => {
    var n = e.width,
      r = e.height;
    return d.createElement(
      d.Fragment,
      null,
      d.createElement(Hl, { width: n, height: r }),
      d.createElement(`div`, AI({ ref: t }, e)),
    );
  }),
  HI = (0, d.forwardRef)((e, t) => {
    var n = e.width,
      r = e.height;
    return typeof n == `string` || typeof r == `string`
      ? d.createElement(BI, AI({}, e, { ref: t }))
      : typeof n == `number` && typeof r == `number`
        ? d.createElement(VI, AI({}, e, { width: n, height: r, ref: t }))
        : d.createElement(
            d.Fragment,
            null,
            d.createElement(Hl, { width: n, height: r }),
            d.createElement(`div`, AI({ ref: t }, e)),
          );
  });
function UI(e) {
  return e ? zI : HI;
}
var WI = (0, d.forwardRef)((e, t) => {
    var n = e.children,
      r = e.className,
      i = e.height,
      a = e.onClick,
      s = e.onContextMenu,
      c = e.onDoubleClick,
      l = e.onMouseDown,
      u = e.onMouseEnter,
      f = e.onMouseLeave,
      p = e.onMouseMove,
      m = e.onMouseUp,
      h = e.onTouchEnd,
      g = e.onTouchMove,
      _ = e.onTouchStart,
      v = e.style,
      y = e.width,
      b = e.responsive,
      x = e.dispatchTouchEvents,
      S = x === void 0 || x,
      C = (0, d.useRef)(null),
      w = R(),
      T = jI((0, d.useState)(null), 2),
      E = T[0],
      D = T[1],
      O = jI((0, d.useState)(null), 2),
      k = O[0],
      A = O[1],
      j = wI(),
      M = kl(),
      N = M?.width > 0 ? M.width : y,
      ee = M?.height > 0 ? M.height : i,
      te = (0, d.useCallback)(
        (e) => {
          j(e), typeof t == `function` && t(e), D(e), A(e), e != null && (C.current = e);
        },
        [j, t, D, A],
      ),
      ne = (0, d.useCallback)(
        (e) => {
          w(_F(e)), w(zF({ handler: a, reactEvent: e }));
        },
        [w, a],
      ),
      re = (0, d.useCallback)(
        (e) => {
          w(yF(e)), w(zF({ handler: u, reactEvent: e }));
        },
        [w, u],
      ),
      ie = (0, d.useCallback)(
        (e) => {
          w(Tw()), w(zF({ handler: f, reactEvent: e }));
        },
        [w, f],
      ),
      ae = (0, d.useCallback)(
        (e) => {
          w(yF(e)), w(zF({ handler: p, reactEvent: e }));
        },
        [w, p],
      ),
      oe = (0, d.useCallback)(() => {
        w(MF());
      }, [w]),
      se = (0, d.useCallback)(() => {
        w(NF());
      }, [w]),
      P = (0, d.useCallback)(
        (e) => {
          w(jF(e.key));
        },
        [w],
      ),
      ce = (0, d.useCallback)(
        (e) => {
          w(zF({ handler: s, reactEvent: e }));
        },
        [w, s],
      ),
      le = (0, d.useCallback)(
        (e) => {
          w(zF({ handler: c, reactEvent: e }));
        },
        [w, c],
      ),
      ue = (0, d.useCallback)(
        (e) => {
          w(zF({ handler: l, reactEvent: e }));
        },
        [w, l],
      ),
      F = (0, d.useCallback)(
        (e) => {
          w(zF({ handler: m, reactEvent: e }));
        },
        [w, m],
      ),
      de = (0, d.useCallback)(
        (e) => {
          w(zF({ handler: _, reactEvent: e }));
        },
        [w, _],
      ),
      fe = (0, d.useCallback)(
        (e) => {
          S && w(GF(e)), w(zF({ handler: g, reactEvent: e }));
        },
        [w, S, g],
      ),
      pe = (0, d.useCallback)(
        (e) => {
          w(zF({ handler: h, reactEvent: e }));
        },
        [w, h],
      ),
      me = UI(b);
    return d.createElement(
      UE.Provider,
      { value: E },
      d.createElement(
        Ae.Provider,
        { value: k },
        d.createElement(
          me,
          {
            width: N ?? v?.width,
            height: ee ?? v?.height,
            className: o(`recharts-wrapper`, r),
            style: EI({ position: `relative`, cursor: `default`, width: N, height: ee }, v),
            onClick: ne,
            onContextMenu: ce,
            onDoubleClick: le,
            onFocus: oe,
            onBlur: se,
            onKeyDown: P,
            onMouseDown: ue,
            onMouseEnter: re,
            onMouseLeave: ie,
            onMouseMove: ae,
            onMouseUp: F,
            onTouchEnd: pe,
            onTouchMove: fe,
            onTouchStart: de,
            ref: te,
          },
          d.createElement(LI, null),
          n,
        ),
      ),
    );
  }),
  GI = [`width`, `height`, `responsive`, `children`, `className`, `style`, `compact`, `title`, `desc`];
function KI(e, t) {
  if (e == null) return {};
  var n,
    r,
    i = qI(e, t);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    for (r = 0; r < a.length; r++)
      (n = a[r]), t.indexOf(n) === -1 && {}.propertyIsEnumerable.call(e, n) && (i[n] = e[n]);
  }
  return i;
}
function qI(e, t) {
  if (e == null) return {};
  var n = {};
  for (var r in e)
    if (Object.hasOwn(e, r)) {
      if (t.indexOf(r) !== -1) continue;
      n[r] = e[r];
    }
  return n;
}
var JI = (0, d.forwardRef)((e, t) => {
  var n = e.width,
    r = e.height,
    i = e.responsive,
    a = e.children,
    o = e.className,
    s = e.style,
    c = e.compact,
    l = e.title,
    u = e.desc,
    f = h(KI(e, GI));
  return c
    ? d.createElement(
        d.Fragment,
        null,
        d.createElement(Hl, { width: n, height: r }),
        d.createElement(_I, { otherAttributes: f, title: l, desc: u }, a),
      )
    : d.createElement(
        WI,
        {
          className: o,
          style: s,
          width: n,
          height: r,
          responsive: i ?? !1,
          onClick: e.onClick,
          onMouseLeave: e.onMouseLeave,
          onMouseEnter: e.onMouseEnter,
          onMouseMove: e.onMouseMove,
          onMouseDown: e.onMouseDown,
          onMouseUp: e.onMouseUp,
          onContextMenu: e.onContextMenu,
          onDoubleClick: e.onDoubleClick,
          onTouchStart: e.onTouchStart,
          onTouchMove: e.onTouchMove,
          onTouchEnd: e.onTouchEnd,
        },
        d.createElement(_I, { otherAttributes: f, title: l, desc: u, ref: t }, d.createElement(Uj, null, a)),
      );
});
function YI() {
  return (
    (YI = Object.assign
      ? Object.assign.bind()
      : function (e) {
          for (var t = 1; t < arguments.length; t++) {
            var n = arguments[t];
            for (var r in n) Object.hasOwn(n, r) && (e[r] = n[r]);
          }
          return e;
        }),
    YI.apply(null, arguments)
  );
}
function XI(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var r = Object.getOwnPropertySymbols(e);
    t && (r = r.filter((t) => Object.getOwnPropertyDescriptor(e, t).enumerable)), n.push.apply(n, r);
  }
  return n;
}
function ZI(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = arguments[t] == null ? {} : arguments[t];
    t % 2
      ? XI(Object(n), !0).forEach((t) => {
          QI(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : XI(Object(n)).forEach((t) => {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function QI(e, t, n) {
  return (
    (t = $I(t)) in e
      ? Object.defineProperty(e, t, { value: n, enumerable: !0, configurable: !0, writable: !0 })
      : (e[t] = n),
    e
  );
}
function $I(e) {
  var t = eL(e, `string`);
  return typeof t == `symbol` ? t : t + ``;
}
function eL(e, t) {
  if (typeof e != `object` || !e) return e;
  var n = e[Symbol.toPrimitive];
  if (n !== void 0) {
    var r = n.call(e, t || `default`);
    if (typeof r != `object`) return r;
    throw TypeError(`@@toPrimitive must return a primitive value.`);
  }
  return (t === `string` ? String : Number)(e);
}
var tL = ZI(
    {
      accessibilityLayer: !0,
      barCategoryGap: `10%`,
      barGap: 4,
      layout: `horizontal`,
      margin: { top: 5, right: 5, bottom: 5, left: 5 },
      responsive: !1,
      reverseStackOrder: !1,
      stackOffset: `none`,
      syncMethod: `index`,
    },
    ZF,
  ),
  nL = (0, d.forwardRef)((e, t) => {
    var n = zn(e.categoricalChartProps, tL),
      r = e.chartName,
      i = e.defaultTooltipEventType,
      a = e.validateTooltipEventTypes,
      o = e.tooltipPayloadSearcher,
      s = e.categoricalChartProps,
      c = {
        chartName: r,
        defaultTooltipEventType: i,
        validateTooltipEventTypes: a,
        tooltipPayloadSearcher: o,
        eventEmitter: void 0,
      };
    return d.createElement(
      rI,
      { preloadedState: { options: c }, reduxStoreName: s.id ?? r },
      d.createElement(Dj, { chartData: s.data }),
      d.createElement(aI, { layout: n.layout, margin: n.margin }),
      d.createElement(sI, { throttleDelay: n.throttleDelay, throttledEvents: n.throttledEvents }),
      d.createElement(oI, {
        baseValue: n.baseValue,
        accessibilityLayer: n.accessibilityLayer,
        barCategoryGap: n.barCategoryGap,
        maxBarSize: n.maxBarSize,
        stackOffset: n.stackOffset,
        barGap: n.barGap,
        barSize: n.barSize,
        syncId: n.syncId,
        syncMethod: n.syncMethod,
        className: n.className,
        reverseStackOrder: n.reverseStackOrder,
      }),
      d.createElement(JI, YI({}, n, { ref: t })),
    );
  }),
  rL = [`axis`, `item`],
  iL = (0, d.forwardRef)((e, t) =>
    d.createElement(nL, {
      chartName: `BarChart`,
      defaultTooltipEventType: `axis`,
      validateTooltipEventTypes: rL,
      tooltipPayloadSearcher: YE,
      categoricalChartProps: e,
      ref: t,
    }),
  ),
  aL = i(),
  oL = 30,
  sL = 70;
function cL({ rows: e }) {
  return (0, aL.jsx)(`div`, {
    'data-testid': `usage-chart`,
    dir: `ltr`,
    style: { width: `100%`, height: e.length * oL + sL },
    children: (0, aL.jsx)(jl, {
      width: `100%`,
      height: `100%`,
      children: (0, aL.jsxs)(iL, {
        data: e,
        layout: `vertical`,
        margin: { top: 4, right: 4, bottom: 4, left: 4 },
        children: [
          (0, aL.jsx)(dN, { strokeDasharray: `3 3`, horizontal: !1 }),
          (0, aL.jsx)(QP, { type: `number`, reversed: !0, tickFormatter: (e) => s(e), fontSize: 12 }),
          (0, aL.jsx)(pF, {
            type: `category`,
            dataKey: `day`,
            orientation: `right`,
            width: 84,
            tickFormatter: (e) => c(e),
            fontSize: 12,
          }),
          (0, aL.jsx)(MD, { formatter: (e) => `${s(Number(e))} گیگ`, labelFormatter: (e) => c(String(e)) }),
          (0, aL.jsx)(Wu, {}),
          (0, aL.jsx)(jP, { dataKey: `dgb`, name: `دانلود`, stackId: `usage`, fill: `#1c7ed6` }),
          (0, aL.jsx)(jP, { dataKey: `ugb`, name: `آپلود`, stackId: `usage`, fill: `#40c057` }),
        ],
      }),
    }),
  });
}

export { cL as UsageChart };
