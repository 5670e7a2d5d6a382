import { config } from 'zod/v4/core';

/*
 * zod as every module of the build imports it, the contract's schemas included: the build's resolver sends each
 * `import … from 'zod'` here (vite.config.mts, decision 078). The panel's Content-Security-Policy forbids eval, so
 * zod's compiled object parsers are off in the browser anyway; `jitless` says so before any schema is built, so zod
 * does not probe with `new Function('')`, which the browser reports as a violation even though zod catches it.
 */
config({ jitless: true });

export * from 'zod';
export { z, z as default } from 'zod';
