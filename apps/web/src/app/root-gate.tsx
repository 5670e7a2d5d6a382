import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, Navigate, Outlet, type ShouldRevalidateFunction, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { fetchCurrentUser } from '../features/auth/api/get-me';
import { logoutEverywhere } from '../features/auth/api/logout';
import { getMaintenance, maintenanceQueryKey } from '../features/maintenance/api/get-maintenance';
import { MaintenanceScreen } from '../features/maintenance/components/maintenance-screen';
import { getToken, knownUserType, useAuthToken, useAuthUser } from '../lib/auth-store';
import { HOME_OF } from './redirect-target';

/** Guest screens never need the user; a stale token there must not interrupt a login link. */
const GUEST_PATHS = new Set(['/login', '/register']);

/**
 * The provider's area stays open under maintenance (the server refuses only reseller endpoints then): otherwise the
 * admin who turned maintenance on could not turn it off from the panel (decision 028). A reseller's token there is
 * sent home by the admin gate, to the maintenance message.
 */
const isAdminArea = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
/**
 * The login form stays too, so an admin whose session ended can get back in to turn maintenance off; a
 * reseller who logs in lands on a reseller screen, which shows only the message. Logging out works as ever.
 */
const openUnderMaintenance = (pathname: string) =>
  isAdminArea(pathname) || pathname === '/login' || pathname === '/logout';

/**
 * docs/product/screens.md: on every route change check maintenance and, with a stored token, fetch the current user. The root
 * route's loader, so both start as a route is entered, together and alongside the route's code and its screen's first
 * data, not after the route has rendered (decision 088). It waits for neither: the gate below shows what they answer.
 */
export const checkOnRouteChange =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    // A failure reaches the one error dialog through the query cache; the promise's own rejection has no reader.
    queryClient.fetchQuery({ queryKey: maintenanceQueryKey, queryFn: getMaintenance, staleTime: 0 }).catch(() => {});
    if (getToken() && !GUEST_PATHS.has(pathname)) void fetchCurrentUser(queryClient);
    return null;
  };

/** A route change is a new path: a page, a filter or a search in the address's query string is not. */
export const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * Under maintenance only the maintenance message shows, outside the provider's area and its way in. An admin's
 * session is sent to the provider's area instead, whatever the path (docs/product/screens.md#routes-and-the-root-gate).
 */
export function RootGate() {
  const { pathname } = useLocation();
  const token = useAuthToken();
  // The user held once /auth/me answers (it is open under maintenance), else the kind stored beside the token.
  const userType = useAuthUser()?.type ?? (token ? knownUserType() : null);
  const maintenance = useQuery({
    queryKey: maintenanceQueryKey,
    queryFn: getMaintenance,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.undermaintenance ? 60_000 : false),
  });

  if (maintenance.isPending) return <LoadingScreen />;
  if (maintenance.data?.undermaintenance && !openUnderMaintenance(pathname)) {
    if (userType === 'ADMIN') return <Navigate to={HOME_OF.ADMIN} replace />;
    return (
      <MaintenanceScreen
        message={maintenance.data.maintenancemessage}
        signedIn={token !== null}
        onLogout={() => void logoutEverywhere()}
      />
    );
  }
  return <Outlet />;
}
