import { t as i } from './IconTrash-BPhFJnCp.js';
import { at as e, ot as n, l as t } from './index-B3ichRAS.js';
import { u as a } from './runtime-B8Ttn_BI.js';
import { t as r } from './Tooltip-DeNYR9sI.js';

var o = t(`outline`, `pencil`, `Pencil`, [
    [`path`, { d: `M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4`, key: `svg-0` }],
    [`path`, { d: `M13.5 6.5l4 4`, key: `svg-1` }],
  ]),
  s = a();
function c({ noun: t, testId: a, onEdit: c, onDelete: l }) {
  return (0, s.jsxs)(e, {
    gap: 4,
    wrap: `nowrap`,
    children: [
      (0, s.jsx)(r, {
        label: `ویرایش`,
        children: (0, s.jsx)(n, {
          variant: `subtle`,
          'aria-label': `ویرایش ${t}`,
          onClick: c,
          'data-testid': `edit-${a}`,
          children: (0, s.jsx)(o, { size: 18, 'aria-hidden': !0 }),
        }),
      }),
      (0, s.jsx)(r, {
        label: `حذف`,
        children: (0, s.jsx)(n, {
          variant: `subtle`,
          color: `red`,
          'aria-label': `حذف ${t}`,
          onClick: l,
          'data-testid': `delete-${a}`,
          children: (0, s.jsx)(i, { size: 18, 'aria-hidden': !0 }),
        }),
      }),
    ],
  });
}

export { c as t, o as n };
