import { ADMIN_NAV_GROUPS } from '@/components/layout/admin-nav-items';
import { AppLayout } from '@/components/layout/app-layout';
import { useAuthUser } from '@/lib/auth-store';

/** The admin area's shell: the reseller panel's layout with the provider's sections (decision 028). */
export function AdminLayoutRoute() {
  const user = useAuthUser();
  // AdminRoute renders this only with an ADMIN user loaded.
  if (!user) return null;
  return <AppLayout user={user} groups={ADMIN_NAV_GROUPS} admin />;
}
