import { t } from './Badge-DCsC8PGu.js';
import { l as i, E as n, T as r } from './index-B3ichRAS.js';
import { u as e } from './runtime-B8Ttn_BI.js';

var a = i(`outline`, `users-group`, `UsersGroup`, [
    [`path`, { d: `M10 13a2 2 0 1 0 4 0a2 2 0 0 0 -4 0`, key: `svg-0` }],
    [`path`, { d: `M8 21v-1a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v1`, key: `svg-1` }],
    [`path`, { d: `M15 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0`, key: `svg-2` }],
    [`path`, { d: `M17 10h2a2 2 0 0 1 2 2v1`, key: `svg-3` }],
    [`path`, { d: `M5 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0`, key: `svg-4` }],
    [`path`, { d: `M3 13v-1a2 2 0 0 1 2 -2h2`, key: `svg-5` }],
  ]),
  o = e();
function s({ rate: e, id: i }) {
  const a = r(e);
  if (a === 0) return null;
  const s = a > 0;
  return (0, o.jsx)(t, {
    color: s ? `green` : `red`,
    variant: `filled`,
    size: `sm`,
    dir: `ltr`,
    'data-testid': `rate-badge-${i}`,
    'data-tone': s ? `positive` : `negative`,
    'aria-label': s ? `افزایش ${n(a)} درصد` : `کاهش ${n(-a)} درصد`,
    children: s ? `+${a}` : `-${-a}`,
  });
}

export { a as n, s as t };
