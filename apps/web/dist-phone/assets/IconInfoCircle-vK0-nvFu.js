import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `info-circle`, `InfoCircle`, [
  [`path`, { d: `M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0`, key: `svg-0` }],
  [`path`, { d: `M12 9h.01`, key: `svg-1` }],
  [`path`, { d: `M11 12h1v4h1`, key: `svg-2` }],
]);

export { t };
