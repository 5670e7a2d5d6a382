/**
 * The part of the contract a page can use without loading zod (the login page, decision 032): every
 * endpoint's method and path (`*Routes`, generated from the endpoints), filling a path's placeholders, the constants
 * the login page shows, and the digits' normalisation a route's loader reads its address with. Schemas stay in the
 * main entry.
 */
export { OTP_RESEND_SECONDS } from './auth/auth.constants.js';
export type { HttpMethod } from './endpoint.js';
export { buildPath, type Route, route } from './route.js';
export * from './routes.generated.js';
export { normalizeText } from './text.js';
