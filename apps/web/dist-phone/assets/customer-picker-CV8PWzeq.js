import { t as e } from './CloseButton-OQ05SlJ0.js';
import { t as n, n as t } from './Combobox-Dx6mIB9a.js';
import { Y as a } from './index-B3ichRAS.js';
import { u as o } from './runtime-B8Ttn_BI.js';
import { i, a as r } from './store-B5VJ9oXn.js';

var s = o();
function c({
  text: o,
  onTextChange: c,
  results: l,
  loading: u,
  selected: d,
  onSelect: f,
  label: p = `جستجوی مشتری`,
  placeholder: m = `بخشی از شماره موبایل را وارد کنید`,
  testId: h = `customer-picker`,
}) {
  const g = t({ onDropdownClose: () => g.resetSelectedOption() }),
    _ = o.trim().length >= 4;
  return (0, s.jsxs)(n, {
    store: g,
    onOptionSubmit: (e) => {
      const t = l.find((t) => String(t.id) === e) ?? null;
      f(t), t && c(t.mobile), g.closeDropdown();
    },
    children: [
      (0, s.jsx)(n.Target, {
        children: (0, s.jsx)(a, {
          label: p,
          placeholder: m,
          value: o,
          inputMode: `tel`,
          autoComplete: `off`,
          onChange: (e) => {
            c(e.currentTarget.value), d && f(null), g.openDropdown();
          },
          onFocus: () => g.openDropdown(),
          onBlur: () => g.closeDropdown(),
          description: d ? `انتخاب شده: ${d.name || d.mobile}` : void 0,
          rightSection: u
            ? (0, s.jsx)(r, { size: `xs` })
            : o || d
              ? (0, s.jsx)(e, {
                  size: `sm`,
                  onMouseDown: (e) => e.preventDefault(),
                  onClick: () => {
                    c(``), f(null), g.closeDropdown();
                  },
                  'aria-label': `پاک کردن`,
                })
              : null,
          'data-testid': h,
        }),
      }),
      (0, s.jsx)(n.Dropdown, {
        hidden: !_ || d !== null || (u && l.length === 0),
        children: (0, s.jsx)(n.Options, {
          'data-testid': `${h}-options`,
          children:
            l.length === 0
              ? (0, s.jsx)(n.Empty, { children: `مشتری‌ای با این شماره پیدا نشد` })
              : l.map((e) =>
                  (0, s.jsxs)(
                    n.Option,
                    {
                      value: String(e.id),
                      children: [
                        (0, s.jsx)(i, {
                          size: `sm`,
                          dir: `ltr`,
                          ta: `right`,
                          component: `span`,
                          display: `block`,
                          children: e.mobile,
                        }),
                        e.name &&
                          (0, s.jsx)(i, {
                            size: `xs`,
                            c: `dimmed`,
                            component: `span`,
                            display: `block`,
                            children: e.name,
                          }),
                      ],
                    },
                    e.id,
                  ),
                ),
        }),
      }),
    ],
  });
}

export { c as t };
