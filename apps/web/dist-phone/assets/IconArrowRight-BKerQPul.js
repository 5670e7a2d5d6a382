import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `arrow-right`, `ArrowRight`, [
  [`path`, { d: `M5 12l14 0`, key: `svg-0` }],
  [`path`, { d: `M13 18l6 -6`, key: `svg-1` }],
  [`path`, { d: `M13 6l6 6`, key: `svg-2` }],
]);

export { t };
