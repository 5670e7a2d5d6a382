import { t as g } from './CloseButton-OQ05SlJ0.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as m, u as p } from './runtime-B8Ttn_BI.js';
import {
  V as a,
  f as c,
  o as d,
  s as f,
  N as i,
  h as l,
  L as n,
  a as o,
  M as r,
  c as s,
  F as t,
  m as u,
} from './store-B5VJ9oXn.js';
import { t as _ } from './use-id-CieX9qO2.js';
import { t as h } from './use-resolved-styles-api-CHYueO1k.js';

var v = e(m(), 1),
  y = (0, v.createContext)({ size: `sm` }),
  b = p(),
  x = s((e) => {
    const t = l(`InputClearButton`, null, e),
      { size: n, variant: r, vars: i, classNames: a, styles: o, ...s } = t,
      c = (0, v.use)(y),
      { resolvedClassNames: u, resolvedStyles: d } = h({ classNames: a, styles: o, props: t });
    return (0, b.jsx)(g, {
      variant: r || `transparent`,
      size: n || c?.size || `sm`,
      classNames: u,
      styles: d,
      __staticSelector: `InputClearButton`,
      style: { pointerEvents: `all`, background: `var(--input-bg)`, ...s.style },
      ...s,
    });
  });
x.displayName = `@mantine/core/InputClearButton`;
var S = { xs: 7, sm: 8, md: 10, lg: 12, xl: 15 };
function C({
  __clearable: e,
  __clearSection: t,
  rightSection: n,
  __defaultRightSection: r,
  size: i = `sm`,
  __clearSectionMode: a = `both`,
}) {
  const o = e && t;
  return a === `rightSection`
    ? n === null
      ? null
      : n || r
    : a === `clear`
      ? n === null
        ? null
        : o || r
      : o && (n || r)
        ? (0, b.jsxs)(`div`, {
            'data-combined-clear-section': !0,
            style: { display: `flex`, gap: 2, alignItems: `center`, paddingInlineEnd: S[i] },
            children: [o, n || r],
          })
        : n === null
          ? null
          : n || o || r;
}
var w = (0, v.createContext)({
    offsetBottom: !1,
    offsetTop: !1,
    describedBy: void 0,
    getStyles: null,
    inputId: void 0,
    labelId: void 0,
  }),
  T = {
    wrapper: `m_6c018570`,
    input: `m_8fb7ebe7`,
    bottomSection: `m_93f4ed57`,
    section: `m_82577fc2`,
    placeholder: `m_88bacfd0`,
    root: `m_46b77525`,
    label: `m_8fdc1311`,
    required: `m_78a94662`,
    error: `m_8f816625`,
    success: `m_9d9d40e0`,
    description: `m_fe47ce59`,
  },
  E = r((e, { size: t }) => ({
    description: { '--input-description-size': t === void 0 ? void 0 : `calc(${i(t)} - ${a(2)})` },
  })),
  D = s((e) => {
    const t = l(`InputDescription`, null, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        __staticSelector: c,
        __inheritStyles: f = !0,
        attributes: p,
        ...m
      } = l(`InputDescription`, null, t),
      h = (0, v.use)(w),
      g = u({
        name: [`InputWrapper`, c],
        props: t,
        classes: T,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: p,
        rootSelector: `description`,
        vars: s,
        varsResolver: E,
      }),
      _ = (f && h?.getStyles) || g;
    return (0, b.jsx)(d, {
      component: `p`,
      ..._(`description`, h?.getStyles ? { className: r, style: i } : void 0),
      ...m,
    });
  });
(D.classes = T), (D.varsResolver = E), (D.displayName = `@mantine/core/InputDescription`);
var O = r((e, { size: t }) => ({ error: { '--input-error-size': t === void 0 ? void 0 : `calc(${i(t)} - ${a(2)})` } })),
  k = s((e) => {
    const t = l(`InputError`, null, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        attributes: c,
        __staticSelector: f,
        __inheritStyles: p = !0,
        ...m
      } = t,
      h = u({
        name: [`InputWrapper`, f],
        props: t,
        classes: T,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: c,
        rootSelector: `error`,
        vars: s,
        varsResolver: O,
      }),
      g = (0, v.use)(w),
      _ = (p && g?.getStyles) || h;
    return (0, b.jsx)(d, { component: `p`, ..._(`error`, g?.getStyles ? { className: r, style: i } : void 0), ...m });
  });
(k.classes = T), (k.varsResolver = O), (k.displayName = `@mantine/core/InputError`);
var A = { labelElement: `label` },
  j = r((e, { size: t }) => ({ label: { '--input-label-size': i(t), '--input-asterisk-color': void 0 } })),
  M = s((e) => {
    const t = l(`InputLabel`, A, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        labelElement: c,
        required: f,
        htmlFor: p,
        onMouseDown: m,
        children: h,
        __staticSelector: g,
        mod: _,
        attributes: y,
        ...x
      } = t,
      S = u({
        name: [`InputWrapper`, g],
        props: t,
        classes: T,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: y,
        rootSelector: `label`,
        vars: s,
        varsResolver: j,
      }),
      C = (0, v.use)(w),
      E = C?.getStyles || S,
      D = x.component || c,
      O = typeof D != `string` || D === `label`;
    return (0, b.jsxs)(d, {
      ...E(`label`, C?.getStyles ? { className: r, style: i } : void 0),
      component: c,
      htmlFor: O ? p : void 0,
      mod: [{ required: f }, _],
      onMouseDown: (e) => {
        m?.(e), !e.defaultPrevented && e.detail > 1 && e.preventDefault();
      },
      ...x,
      children: [h, f && (0, b.jsx)(`span`, { ...E(`required`), 'aria-hidden': !0, children: ` *` })],
    });
  });
(M.classes = T), (M.varsResolver = j), (M.displayName = `@mantine/core/InputLabel`);
var N = s((e) => {
  const t = l(`InputPlaceholder`, null, e),
    {
      classNames: n,
      className: r,
      style: i,
      styles: a,
      unstyled: o,
      vars: s,
      __staticSelector: c,
      error: f,
      mod: p,
      attributes: m,
      ...h
    } = t,
    g = u({
      name: [`InputPlaceholder`, c],
      props: t,
      classes: T,
      className: r,
      style: i,
      classNames: n,
      styles: a,
      unstyled: o,
      attributes: m,
      rootSelector: `placeholder`,
    });
  return (0, b.jsx)(d, { ...g(`placeholder`), mod: [{ error: !!f }, p], component: `span`, ...h });
});
(N.classes = T), (N.displayName = `@mantine/core/InputPlaceholder`);
var P = r((e, { size: t }) => ({
    success: { '--input-success-size': t === void 0 ? void 0 : `calc(${i(t)} - ${a(2)})` },
  })),
  F = s((e) => {
    const t = l(`InputSuccess`, null, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        attributes: c,
        __staticSelector: f,
        __inheritStyles: p = !0,
        ...m
      } = t,
      h = u({
        name: [`InputWrapper`, f],
        props: t,
        classes: T,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: c,
        rootSelector: `success`,
        vars: s,
        varsResolver: P,
      }),
      g = (0, v.use)(w),
      _ = (p && g?.getStyles) || h;
    return (0, b.jsx)(d, { component: `p`, ..._(`success`, g?.getStyles ? { className: r, style: i } : void 0), ...m });
  });
(F.classes = T), (F.varsResolver = P), (F.displayName = `@mantine/core/InputSuccess`);
function ee(e, { hasDescription: t, hasError: n }) {
  const r = e.findIndex((e) => e === `input`),
    i = e.slice(0, r),
    a = e.slice(r + 1),
    o = (t && i.includes(`description`)) || (n && i.includes(`error`));
  return { offsetBottom: (t && a.includes(`description`)) || (n && a.includes(`error`)), offsetTop: o };
}
var te = {
    labelElement: `label`,
    inputContainer: (e) => e,
    inputWrapperOrder: [`label`, `description`, `input`, `error`],
  },
  ne = r((e, { size: t }) => ({
    label: { '--input-label-size': i(t), '--input-asterisk-color': void 0 },
    error: { '--input-error-size': t === void 0 ? void 0 : `calc(${i(t)} - ${a(2)})` },
    success: { '--input-success-size': t === void 0 ? void 0 : `calc(${i(t)} - ${a(2)})` },
    description: { '--input-description-size': t === void 0 ? void 0 : `calc(${i(t)} - ${a(2)})` },
  })),
  I = s((e) => {
    const t = l(`InputWrapper`, te, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        size: c,
        variant: f,
        __staticSelector: p,
        inputContainer: m,
        inputWrapperOrder: h,
        label: g,
        error: y,
        success: x,
        description: S,
        labelProps: C,
        descriptionProps: E,
        errorProps: O,
        successProps: A,
        labelElement: j,
        children: N,
        withAsterisk: P,
        id: I,
        required: re,
        __stylesApiProps: L,
        mod: R,
        attributes: z,
        ...B
      } = t,
      V = u({
        name: [`InputWrapper`, p],
        props: L || t,
        classes: T,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: z,
        vars: s,
        varsResolver: ne,
      }),
      H = { size: c, variant: f, __staticSelector: p },
      U = _(I),
      ie = typeof P == `boolean` ? P : re,
      W = O?.id || `${U}-error`,
      G = A?.id || `${U}-success`,
      ae = E?.id || `${U}-description`,
      K = U,
      q = !!y && typeof y != `boolean`,
      J = !!x && typeof x != `boolean` && !y,
      Y = !!S,
      oe = q && h.includes(`error`),
      se = J && h.includes(`error`),
      ce = Y && h.includes(`description`),
      le = `${oe ? W : ``} ${se ? G : ``} ${ce ? ae : ``}`,
      ue = le.trim().length > 0 ? le.trim() : void 0,
      X = C?.id || `${U}-label`,
      de = g && (0, b.jsx)(M, { labelElement: j, id: X, htmlFor: K, required: ie, ...H, ...C, children: g }, `label`),
      Z = Y && (0, b.jsx)(D, { ...E, ...H, size: E?.size || H.size, id: E?.id || ae, children: S }, `description`),
      fe = (0, b.jsx)(v.Fragment, { children: m(N) }, `input`),
      pe = q && (0, v.createElement)(k, { ...O, ...H, size: O?.size || H.size, key: `error`, id: O?.id || W }, y),
      Q = J && (0, v.createElement)(F, { ...A, ...H, size: A?.size || H.size, key: `success`, id: A?.id || G }, x),
      $ = h.map((e) => {
        switch (e) {
          case `label`:
            return de;
          case `input`:
            return fe;
          case `description`:
            return Z;
          case `error`:
            return pe || Q;
          default:
            return null;
        }
      });
    return (0, b.jsx)(w, {
      value: {
        getStyles: V,
        describedBy: ue,
        inputId: K,
        labelId: de && h.includes(`label`) ? X : void 0,
        ...ee(h, { hasDescription: Y, hasError: q || J }),
      },
      children: (0, b.jsx)(d, {
        variant: f,
        size: c,
        mod: [{ error: !!y, success: !!x && !y }, R],
        id: j === `label` ? void 0 : I,
        ...V(`root`),
        ...B,
        children: $,
      }),
    });
  });
(I.classes = T), (I.varsResolver = ne), (I.displayName = `@mantine/core/InputWrapper`);
var re = {
    variant: `default`,
    leftSectionPointerEvents: `none`,
    rightSectionPointerEvents: `none`,
    withAria: !0,
    withErrorStyles: !0,
    withSuccessStyles: !0,
    size: `sm`,
    loading: !1,
    loadingPosition: `right`,
  },
  L = r((e, r, o) => ({
    wrapper: {
      '--input-margin-top': o.offsetTop ? `calc(var(--mantine-spacing-xs) / 2)` : void 0,
      '--input-margin-bottom': o.offsetBottom ? `calc(var(--mantine-spacing-xs) / 2)` : void 0,
      '--input-height': n(r.size, `input-height`),
      '--input-fz': i(r.size),
      '--input-radius': r.radius === void 0 ? void 0 : t(r.radius),
      '--input-left-section-width': r.leftSectionWidth === void 0 ? void 0 : a(r.leftSectionWidth),
      '--input-right-section-width': r.rightSectionWidth === void 0 ? void 0 : a(r.rightSectionWidth),
      '--input-padding-y': r.multiline ? n(r.size, `input-padding-y`) : void 0,
      '--input-left-section-pointer-events': r.leftSectionPointerEvents,
      '--input-right-section-pointer-events': r.rightSectionPointerEvents,
    },
  })),
  R = f((e) => {
    const t = l(`Input`, re, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: s,
        required: f,
        __staticSelector: p,
        __stylesApiProps: m,
        size: h,
        wrapperProps: g,
        error: _,
        success: x,
        disabled: S,
        leftSection: E,
        leftSectionProps: D,
        leftSectionWidth: O,
        rightSection: k,
        rightSectionProps: A,
        rightSectionWidth: j,
        rightSectionPointerEvents: M,
        leftSectionPointerEvents: N,
        variant: P,
        vars: F,
        pointer: ee,
        multiline: te,
        radius: ne,
        id: I,
        withAria: R,
        withErrorStyles: z,
        withSuccessStyles: B,
        mod: V,
        inputSize: H,
        attributes: U,
        __clearSection: ie,
        __clearable: W,
        __clearSectionMode: G,
        __defaultRightSection: ae,
        loading: K,
        loadingPosition: q,
        __bottomSection: J,
        __bottomSectionProps: Y,
        rootRef: oe,
        dir: se,
        ...ce
      } = t,
      { styleProps: le, rest: ue } = c(ce),
      X = (0, v.use)(w),
      de = { offsetBottom: X?.offsetBottom, offsetTop: X?.offsetTop },
      Z = u({
        name: [`Input`, p],
        props: m || t,
        classes: T,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: s,
        attributes: U,
        stylesCtx: de,
        rootSelector: `wrapper`,
        vars: F,
        varsResolver: L,
      }),
      fe = R
        ? {
            required: f,
            disabled: S,
            'aria-invalid': _ ? !0 : void 0,
            'aria-describedby': X?.describedBy,
            id: X?.inputId || I,
          }
        : {},
      pe = K
        ? (0, b.jsx)(o, {
            size:
              q === `left` ? `calc(var(--input-left-section-size) / 2)` : `calc(var(--input-right-section-size) / 2)`,
          })
        : null,
      Q = K && q === `left` ? pe : E,
      $ = C({
        __clearable: W,
        __clearSection: ie,
        rightSection: K && q === `right` ? pe : k,
        __defaultRightSection: ae,
        size: h,
        __clearSectionMode: G,
      });
    return (0, b.jsx)(y, {
      value: { size: h || `sm` },
      children: (0, b.jsxs)(d, {
        ref: oe,
        dir: se,
        ...Z(`wrapper`),
        ...le,
        ...g,
        mod: [
          {
            error: !!_ && z,
            success: !!x && !_ && B,
            pointer: ee,
            disabled: S,
            multiline: te,
            withRightSection: !!$,
            withLeftSection: !!Q,
            withBottomSection: !!J,
          },
          V,
        ],
        variant: P,
        size: h,
        children: [
          Q &&
            (0, b.jsx)(`div`, {
              ...D,
              'data-position': `left`,
              ...Z(`section`, { className: D?.className, style: D?.style }),
              children: Q,
            }),
          (0, b.jsx)(d, {
            component: `input`,
            ...ue,
            ...fe,
            required: f,
            mod: { disabled: S, error: !!_ && z, success: !!x && !_ && B },
            variant: P,
            __size: H,
            ...Z(`input`),
          }),
          J &&
            (0, b.jsx)(`div`, {
              ...Y,
              ...Z(`bottomSection`, { className: Y?.className, style: Y?.style }),
              children: J,
            }),
          $ &&
            (0, b.jsx)(`div`, {
              ...A,
              'data-position': `right`,
              ...Z(`section`, { className: A?.className, style: A?.style }),
              children: $,
            }),
        ],
      }),
    });
  });
(R.classes = T),
  (R.varsResolver = L),
  (R.Wrapper = I),
  (R.Label = M),
  (R.Error = k),
  (R.Success = F),
  (R.Description = D),
  (R.Placeholder = N),
  (R.ClearButton = x),
  (R.displayName = `@mantine/core/Input`);
function z(e, t, n) {
  const r = l([`Input`, `InputWrapper`, e], t, n),
    {
      label: i,
      description: a,
      error: o,
      success: s,
      required: u,
      classNames: d,
      styles: f,
      className: p,
      unstyled: m,
      __staticSelector: h,
      __stylesApiProps: g,
      errorProps: _,
      successProps: v,
      labelProps: y,
      descriptionProps: b,
      wrapperProps: x,
      id: S,
      size: C,
      style: w,
      inputContainer: T,
      inputWrapperOrder: E,
      withAsterisk: D,
      variant: O,
      vars: k,
      mod: A,
      attributes: j,
      ...M
    } = r,
    { styleProps: N, rest: P } = c(M),
    F = {
      label: i,
      description: a,
      error: o,
      success: s,
      required: u,
      classNames: d,
      className: p,
      __staticSelector: h,
      __stylesApiProps: g || r,
      errorProps: _,
      successProps: v,
      labelProps: y,
      descriptionProps: b,
      unstyled: m,
      styles: f,
      size: C,
      style: w,
      inputContainer: T,
      inputWrapperOrder: E,
      withAsterisk: D,
      variant: O,
      id: S,
      mod: A,
      attributes: j,
      ...x,
    };
  return {
    ...P,
    classNames: d,
    styles: f,
    unstyled: m,
    wrapperProps: { ...F, ...N },
    inputProps: {
      required: u,
      classNames: d,
      styles: f,
      unstyled: m,
      size: C,
      __staticSelector: h,
      __stylesApiProps: g || r,
      error: o,
      success: s,
      variant: O,
      id: S,
      attributes: j,
    },
  };
}
var B = { __staticSelector: `InputBase`, withAria: !0, size: `sm` },
  V = f((e) => {
    const { inputProps: t, wrapperProps: n, ...r } = z(`InputBase`, B, e);
    return (0, b.jsx)(R.Wrapper, { ...n, children: (0, b.jsx)(R, { ...t, ...r }) });
  });
(V.classes = { ...R.classes, ...R.Wrapper.classes }), (V.displayName = `@mantine/core/InputBase`);

export { R as n, V as t, w as r };
