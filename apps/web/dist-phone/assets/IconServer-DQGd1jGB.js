import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `server`, `Server`, [
  [`path`, { d: `M3 7a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-2`, key: `svg-0` }],
  [`path`, { d: `M3 15a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3l0 -2`, key: `svg-1` }],
  [`path`, { d: `M7 8l0 .01`, key: `svg-2` }],
  [`path`, { d: `M7 16l0 .01`, key: `svg-3` }],
]);

export { t };
