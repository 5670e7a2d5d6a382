import { L as e, O as t } from './index-B3ichRAS.js';
import { n, r } from './runtime-B8Ttn_BI.js';

var i = [`notifications`, `new`],
  a = () => t(e.myNew),
  o = () => n({ queryKey: i, queryFn: a, staleTime: 0 }),
  s = () => r(o());

export { i as t, s as n };
