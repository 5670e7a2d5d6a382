import { l as e } from './index-B3ichRAS.js';

var t = e(`outline`, `chevron-right`, `ChevronRight`, [[`path`, { d: `M9 6l6 6l-6 6`, key: `svg-0` }]]);

export { t };
