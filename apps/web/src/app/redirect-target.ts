/** Where to go after login: the location a guard bounced the user from, else '/'. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname.startsWith('/login')) return '/';
  if (from.pathname === '/logout') return '/';
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}
