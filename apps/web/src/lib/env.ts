/** API base: same origin '/api' unless VITE_API_BASE says otherwise at build time. */
export const API_BASE = (import.meta.env.VITE_API_BASE || '/api').replace(/\/+$/, '');
