import { t } from './Code-CIK66-Cc.js';
import { t as c } from './copy-button-Dw0A8sCF.js';
import { at as n } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as o, w as s } from './runtime-B8Ttn_BI.js';
import { t as r } from './SegmentedControl-B5dOM2xL.js';
import { t as l } from './service-qr-CO-CvEhT.js';
import { r as a, i } from './store-B5VJ9oXn.js';

var u = e(s()),
  d = o(),
  f = [
    { value: `config`, label: `کانفیگ` },
    { value: `subscription`, label: `اشتراک` },
  ],
  p = [`v2rayNG`, `Hiddify`, `Streisand`, `NekoBox`],
  m = (0, d.jsxs)(d.Fragment, {
    children: [
      `این لینک را در`,
      ` `,
      p.map((e, t) =>
        (0, d.jsxs)(
          u.Fragment,
          { children: [t > 0 && (t === p.length - 1 ? ` یا ` : `، `), (0, d.jsx)(`bdi`, { children: e })] },
          e,
        ),
      ),
      ` `,
      `به‌عنوان اشتراک وارد کنید تا کانفیگ سرویس خودکار به‌روز شود.`,
    ],
  });
function h({ label: e, value: r, copyLabel: o, testId: s, textTestId: l, copyTestId: u, hint: f }) {
  return (0, d.jsxs)(a, {
    gap: 6,
    w: `100%`,
    'data-testid': s,
    children: [
      (0, d.jsxs)(n, {
        justify: `space-between`,
        gap: `xs`,
        children: [
          (0, d.jsx)(i, { size: `sm`, fw: 500, children: e }),
          (0, d.jsx)(c, { value: r, label: o, copiedLabel: `کپی شد`, size: `xs`, testId: u }),
        ],
      }),
      (0, d.jsx)(t, {
        block: !0,
        dir: `ltr`,
        'data-testid': l,
        style: { maxHeight: 96, overflow: `auto`, overflowWrap: `anywhere`, whiteSpace: `pre-wrap` },
        children: r,
      }),
      f && (0, d.jsx)(i, { size: `xs`, c: `dimmed`, 'data-testid': `${s}-hint`, children: f }),
    ],
  });
}
function g({ serviceId: e, link: t, subscriptionUrl: n }) {
  const [i, o] = (0, u.useState)(`config`),
    s = n ? i : `config`;
  return (0, d.jsxs)(a, {
    align: `center`,
    gap: `sm`,
    'data-testid': `service-link`,
    children: [
      n && (0, d.jsx)(r, { data: f, value: s, onChange: o, 'aria-label': `کد QR کدام لینک`, 'data-testid': `qr-kind` }),
      (0, d.jsx)(
        l,
        {
          kind: s,
          data: s === `subscription` ? n : t,
          fileName: s === `subscription` ? `service-${e}-subscription` : `service-${e}`,
        },
        s,
      ),
      (0, d.jsx)(h, {
        label: `لینک کانفیگ`,
        value: t,
        copyLabel: `کپی لینک`,
        testId: `config-link`,
        textTestId: `service-link-text`,
        copyTestId: `copy-link`,
      }),
      n &&
        (0, d.jsx)(h, {
          label: `لینک اشتراک`,
          value: n,
          copyLabel: `کپی لینک اشتراک`,
          testId: `subscription-link`,
          textTestId: `subscription-link-text`,
          copyTestId: `copy-subscription-link`,
          hint: m,
        }),
    ],
  });
}

export { g as t };
