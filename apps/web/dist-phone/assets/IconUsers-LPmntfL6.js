import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `users`, `Users`, [
  [`path`, { d: `M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0`, key: `svg-0` }],
  [`path`, { d: `M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2`, key: `svg-1` }],
  [`path`, { d: `M16 3.13a4 4 0 0 1 0 7.75`, key: `svg-2` }],
  [`path`, { d: `M21 21v-2a4 4 0 0 0 -3 -3.85`, key: `svg-3` }],
]);

export { t };
