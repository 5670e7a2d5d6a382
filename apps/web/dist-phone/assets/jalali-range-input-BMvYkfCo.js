import { i as d, n as f, t as m, r as p, a as u } from './build-BdZXSmFv.js';
import { t as i } from './CloseButton-OQ05SlJ0.js';
import { l as a } from './common-CVhYgptH.js';
import { t as o } from './IconCalendar-BvhTlC1y.js';
import { l as c, v as l, Y as s } from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as n, u as t } from './runtime-B8Ttn_BI.js';
import { a as r } from './Transition-Cx7H30U_.js';

var h = c(`outline`, `filter-off`, `FilterOff`, [
    [
      `path`,
      {
        d: `M8 4h12v2.172a2 2 0 0 1 -.586 1.414l-3.914 3.914m-.5 3.5v4l-6 2v-8.5l-4.48 -4.928a2 2 0 0 1 -.52 -1.345v-2.227`,
        key: `svg-0`,
      },
    ],
    [`path`, { d: `M3 3l18 18`, key: `svg-1` }],
  ]),
  g = e(n());
u();
var _ = e(p()),
  v = e(f()),
  y = e(m());
function b(e) {
  let t = e.getAttribute(`aria-label`) ?? ``,
    n = /^Choose (.+) of (.+)$/.exec(t);
  return n
    ? `انتخاب ${n[1]} ${n[2]}`
    : ((n = /^Select year (.+)$/.exec(t)),
      n
        ? `انتخاب سال ${n[1]}`
        : ((n = /^Select (.+) of (.+)$/.exec(t)),
          n
            ? `انتخاب ${n[1]} ${n[2]}`
            : e.classList.contains(`rmdp-arrow-container`) && e.getAttribute(`aria-roledescription`)
              ? e.classList.contains(`rmdp-right`)
                ? `ماه بعد`
                : `ماه قبل`
              : null));
}
function x(e) {
  for (const t of e.querySelectorAll(`[aria-label^="Choose "], [aria-label^="Select "], .rmdp-arrow-container`)) {
    const e = b(t);
    e && t.getAttribute(`aria-label`) !== e && t.setAttribute(`aria-label`, e),
      t.removeAttribute(`aria-roledescription`);
  }
}
function S(e) {
  (0, g.useEffect)(() => {
    const t = e.current;
    if (!t) return;
    x(t);
    const n = new MutationObserver(() => x(t));
    return (
      n.observe(t, { subtree: !0, childList: !0, attributes: !0, attributeFilter: [`aria-label`] }),
      () => n.disconnect()
    );
  }, [e]);
}
var C = { input: `_input_n1bhj_1`, calendar: `_calendar_n1bhj_5` },
  w = t(),
  T = `YYYY-MM-DD`,
  E = (e) => new d({ date: e, format: T, calendar: _.default, locale: v.default }),
  D = (e) => a(e.format(T));
function O({ from: e, to: t, onChange: n }) {
  const a = r(`(max-width: 36em)`, window.matchMedia(`(max-width: 36em)`).matches),
    [c, u] = (0, g.useState)([]),
    d = (0, g.useRef)(null),
    f = (0, g.useRef)(null);
  S(f),
    (0, g.useEffect)(() => {
      u(e && t ? [E(e), E(t)] : []);
    }, [e, t]);
  const p = e && t ? `${l(e)} تا ${l(t)}` : ``;
  return (0, w.jsx)(`div`, {
    ref: f,
    children: (0, w.jsx)(y.default, {
      ref: d,
      range: !0,
      value: c,
      onChange: (e) => {
        const t = e ?? [];
        u(t);
        const [r, i] = t;
        r && i && (n({ from: D(r), to: D(i) }), a || d.current?.closeCalendar());
      },
      calendar: _.default,
      locale: v.default,
      format: T,
      dateSeparator: ` تا `,
      calendarPosition: `bottom-right`,
      fixMainPosition: !0,
      className: a ? `rmdp-mobile` : C.calendar,
      containerStyle: { display: `block`, width: `100%` },
      mobileLabels: { OK: `تأیید`, CANCEL: `انصراف` },
      zIndex: 400,
      render: (e, t) =>
        (0, w.jsx)(s, {
          label: `بازه‌ی تاریخ`,
          placeholder: `از تاریخ تا تاریخ`,
          readOnly: !0,
          value: p,
          onClick: t,
          onKeyDown: (e) => {
            (e.key === `Enter` || e.key === ` ` || e.key === `ArrowDown`) && t();
          },
          leftSection: (0, w.jsx)(o, { size: 16, 'aria-hidden': !0 }),
          rightSection: p
            ? (0, w.jsx)(i, {
                size: `sm`,
                'aria-label': `پاک کردن بازه‌ی تاریخ`,
                onClick: (e) => {
                  e.stopPropagation(), u([]), n({ from: ``, to: `` });
                },
                'data-testid': `clear-date-range`,
              })
            : void 0,
          classNames: { input: C.input },
          'data-testid': `date-range`,
        }),
    }),
  });
}

export { h as n, O as t };
