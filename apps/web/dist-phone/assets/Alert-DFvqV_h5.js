import { t as o } from './CloseButton-OQ05SlJ0.js';
import { u as c } from './runtime-B8Ttn_BI.js';
import { o as a, F as e, m as i, c as n, h as r, M as t } from './store-B5VJ9oXn.js';
import { t as s } from './use-id-CieX9qO2.js';

var l = {
    root: `m_66836ed3`,
    wrapper: `m_a5d60502`,
    body: `m_667c2793`,
    title: `m_6a03f287`,
    label: `m_698f4f23`,
    icon: `m_667f2a6a`,
    message: `m_7fa78076`,
    closeButton: `m_87f54839`,
  },
  u = c(),
  d = t((t, { radius: n, color: r, variant: i, autoContrast: a }) => {
    const o = t.variantColorResolver({ color: r || t.primaryColor, theme: t, variant: i || `light`, autoContrast: a });
    return {
      root: {
        '--alert-radius': n === void 0 ? void 0 : e(n),
        '--alert-bg': r || i ? o.background : void 0,
        '--alert-color': o.color,
        '--alert-bd': r || i ? o.border : void 0,
      },
    };
  }),
  f = n((e) => {
    const t = r(`Alert`, null, e),
      {
        classNames: n,
        className: c,
        style: f,
        styles: p,
        unstyled: m,
        vars: h,
        radius: g,
        color: _,
        title: v,
        children: y,
        id: b,
        icon: x,
        withCloseButton: S,
        onClose: C,
        closeButtonLabel: w,
        variant: T,
        autoContrast: E,
        role: D,
        attributes: O,
        ...k
      } = t,
      A = i({
        name: `Alert`,
        classes: l,
        props: t,
        className: c,
        style: f,
        classNames: n,
        styles: p,
        unstyled: m,
        attributes: O,
        vars: h,
        varsResolver: d,
      }),
      j = s(b),
      M = (v && `${j}-title`) || void 0,
      N = `${j}-body`;
    return (0, u.jsx)(a, {
      id: j,
      ...A(`root`, { variant: T }),
      variant: T,
      ...k,
      role: D || `alert`,
      'aria-describedby': y ? N : void 0,
      'aria-labelledby': v ? M : void 0,
      children: (0, u.jsxs)(`div`, {
        ...A(`wrapper`),
        children: [
          x && (0, u.jsx)(`div`, { ...A(`icon`), children: x }),
          (0, u.jsxs)(`div`, {
            ...A(`body`),
            children: [
              v &&
                (0, u.jsx)(`div`, {
                  ...A(`title`),
                  'data-with-close-button': S || void 0,
                  children: (0, u.jsx)(`span`, { id: M, ...A(`label`), children: v }),
                }),
              y && (0, u.jsx)(`div`, { id: N, ...A(`message`), 'data-variant': T, children: y }),
            ],
          }),
          S &&
            (0, u.jsx)(o, {
              ...A(`closeButton`),
              onClick: C,
              variant: `transparent`,
              size: 16,
              iconSize: 16,
              'aria-label': w,
              unstyled: m,
            }),
        ],
      }),
    });
  });
(f.classes = l), (f.varsResolver = d), (f.displayName = `@mantine/core/Alert`);

export { f as t };
