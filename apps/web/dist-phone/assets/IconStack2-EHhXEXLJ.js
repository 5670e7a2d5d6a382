import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `stack-2`, `Stack2`, [
  [`path`, { d: `M12 4l-8 4l8 4l8 -4l-8 -4`, key: `svg-0` }],
  [`path`, { d: `M4 12l8 4l8 -4`, key: `svg-1` }],
  [`path`, { d: `M4 16l8 4l8 -4`, key: `svg-2` }],
]);

export { t };
