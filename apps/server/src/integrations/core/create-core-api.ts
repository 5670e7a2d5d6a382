import { createV2rayApi } from '../v2ray/v2ray-api.js';
import { createXrayApi } from '../xray/xray-api.js';
import type { CoreApi, CoreApiOptions } from './core-api.js';

/** The cores a node can run (decision 085). */
export type Core = 'v2ray' | 'xray';

/** The one place that knows which core a node runs: everything above talks to the `CoreApi` it answers. */
export function createCoreApi(core: Core, options: CoreApiOptions): CoreApi {
  return core === 'xray' ? createXrayApi(options) : createV2rayApi(options);
}
