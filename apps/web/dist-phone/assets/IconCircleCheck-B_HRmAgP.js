import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `circle-check`, `CircleCheck`, [
  [`path`, { d: `M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0`, key: `svg-0` }],
  [`path`, { d: `M9 12l2 2l4 -4`, key: `svg-1` }],
]);

export { t };
