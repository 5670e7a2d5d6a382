import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { fetchCurrentUser } from '../features/auth/api/get-me';
import { getMaintenance, maintenanceQueryKey } from '../features/maintenance/api/get-maintenance';
import { MaintenanceScreen } from '../features/maintenance/components/maintenance-screen';
import { getToken } from '../lib/auth-store';

/** Guest screens never need the user; a stale token there must not interrupt a login link. */
const GUEST_PATHS = new Set(['/login', '/register']);

/**
 * The provider's area stays open under maintenance (the server refuses only reseller endpoints then): otherwise the
 * admin who turned maintenance on could not turn it off from the panel (decision 030). A reseller's token there is
 * sent home by the admin gate, to the maintenance message.
 */
const isAdminArea = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Spec section 2: on every route change check maintenance and, with a stored token, fetch the
 * current user. Under maintenance only the maintenance message shows.
 */
export function RootGate() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const adminArea = isAdminArea(pathname);
  const maintenance = useQuery({
    queryKey: maintenanceQueryKey,
    queryFn: getMaintenance,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.undermaintenance ? 60_000 : false),
  });

  // Runs on every route change (spec section 2).
  useEffect(() => {
    let cancelled = false;
    const loadUser = () => {
      if (!cancelled && getToken() && !GUEST_PATHS.has(pathname)) void fetchCurrentUser(queryClient);
    };
    queryClient.fetchQuery({ queryKey: maintenanceQueryKey, queryFn: getMaintenance, staleTime: 0 }).then((state) => {
      if (!state.undermaintenance || adminArea) loadUser();
    }, loadUser);
    return () => {
      cancelled = true;
    };
  }, [pathname, adminArea, queryClient]);

  if (maintenance.isPending) return <LoadingScreen />;
  if (maintenance.data?.undermaintenance && !adminArea)
    return <MaintenanceScreen message={maintenance.data.maintenancemessage} />;
  return <Outlet />;
}
