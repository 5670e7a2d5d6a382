import { A as e, j as n, _ as t } from './store-B5VJ9oXn.js';

function r({ classNames: r, styles: i, props: a, stylesCtx: o }) {
  const s = t();
  return {
    resolvedClassNames: r === void 0 ? void 0 : n({ theme: s, classNames: r, props: a, stylesCtx: o || void 0 }),
    resolvedStyles: i === void 0 ? void 0 : e({ theme: s, styles: i, props: a, stylesCtx: o || void 0 }),
  };
}

export { r as t };
