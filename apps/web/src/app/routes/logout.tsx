import { useEffect } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { logoutEverywhere } from '@/features/auth/api/logout';
import { usePageTitle } from '@/lib/use-page-title';

export function LogoutRoute() {
  usePageTitle('خروج');
  useEffect(() => {
    void logoutEverywhere();
  }, []);
  return <LoadingScreen text="در حال خروج..." fullScreen={false} />;
}
