import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `download`, `Download`, [
  [`path`, { d: `M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2`, key: `svg-0` }],
  [`path`, { d: `M7 11l5 5l5 -5`, key: `svg-1` }],
  [`path`, { d: `M12 4l0 12`, key: `svg-2` }],
]);

export { t };
