import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `plus`, `Plus`, [
  [`path`, { d: `M12 5l0 14`, key: `svg-0` }],
  [`path`, { d: `M5 12l14 0`, key: `svg-1` }],
]);

export { t };
