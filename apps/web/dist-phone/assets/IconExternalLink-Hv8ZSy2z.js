import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `external-link`, `ExternalLink`, [
  [`path`, { d: `M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6`, key: `svg-0` }],
  [`path`, { d: `M11 13l9 -9`, key: `svg-1` }],
  [`path`, { d: `M15 4h5v5`, key: `svg-2` }],
]);

export { t };
