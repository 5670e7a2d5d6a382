/** Each kind of user has its own home; the other area's screens send them there (decision 028). */
export const HOME_OF = { RESELLER: '/', ADMIN: '/admin' } as const;

const inAdminArea = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Where to go after login: the location a guard bounced the user from, else the user's home. Knowing the kind of
 * user, a place in the other kind's area is not kept: an admin who logs in lands on /admin, never on a reseller
 * screen, which under maintenance shows only the maintenance message (docs/product/screens.md#login).
 */
export function redirectTarget(state: unknown, userType?: string | null): string {
  const home = userType === 'ADMIN' ? HOME_OF.ADMIN : HOME_OF.RESELLER;
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname.startsWith('/login')) return home;
  if (from.pathname === '/logout') return home;
  if (userType === 'ADMIN' && !inAdminArea(from.pathname)) return home;
  if (userType === 'RESELLER' && inAdminArea(from.pathname)) return home;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}
