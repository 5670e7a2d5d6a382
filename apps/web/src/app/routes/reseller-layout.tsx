import { AppLayout } from '@/components/layout/app-layout';
import { useAuthUser } from '@/lib/auth-store';

/**
 * The reseller panel's shell (sidebar, header, menus) as a lazy route of its own, so that entering a screen downloads
 * the layout and the screen together rather than one after the other (decision 088).
 */
export function ResellerLayoutRoute() {
  const user = useAuthUser();
  // ProtectedRoute renders this only with a RESELLER user loaded.
  if (!user) return null;
  return <AppLayout user={user} />;
}
