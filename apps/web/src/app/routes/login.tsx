import { Alert, Center, Stack } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useLogin } from '@/features/auth/api/login';
import { LoginForm } from '@/features/auth/components/login-form';
import { getMaintenance, maintenanceQueryKey } from '@/features/maintenance/api/get-maintenance';
import { startTabSession } from '@/lib/auth-store';
import { usePageTitle } from '@/lib/use-page-title';
import { redirectTarget } from '../redirect-target';
import { loadDashboard, loadResellerLayout } from '../route-modules';
import { FONT } from '../theme';

/** /login: with ?mobile=&token= it logs in by itself (a login link), else shows the form. */
export function LoginRoute() {
  usePageTitle('ورود');
  const location = useLocation();
  const navigate = useNavigate();
  const autoLogin = useLogin();
  const started = useRef(false);
  const params = new URLSearchParams(location.search);
  const linkMobile = params.get('mobile');
  const linkToken = params.get('token');
  /** `tab=1`: the admin's "log in as" link, a session for this tab only (decision 028). */
  const tabOnly = params.get('tab') === '1';
  /** Where a login goes (the user's kind decides between the two areas). */
  const targetFor = (user: User) => redirectTarget(location.state, user.type);
  const target = redirectTarget(location.state);
  const prefetched = useRef(false);
  // The root gate has asked already; under maintenance the form stays for the provider.
  const maintenance = useQuery({
    queryKey: maintenanceQueryKey,
    queryFn: getMaintenance,
    staleTime: Number.POSITIVE_INFINITY,
  });

  /**
   * Someone has started on the form: the layout's code, and the dashboard's when the login lands there, download
   * while they type, so the screen after the login waits only for its data (decision 088). A page no one fills in
   * fetches nothing more than the form.
   */
  const prefetchLanding = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    // A failed fetch is the router's to report, when it loads the same module for the screen.
    loadResellerLayout().catch(() => {});
    if (target === '/') loadDashboard().catch(() => {});
    // The layout's brand is the one text in ExtraBold, which the page does not preload (decision 088).
    document.fonts.load(`800 1em ${FONT}`, 'پیشخوان').catch(() => {});
  };

  useEffect(() => {
    if (started.current || !linkMobile || !linkToken) return;
    started.current = true;
    // The link's token is single-use and secret: take it out of the address bar at once.
    window.history.replaceState(window.history.state, '', '/login');
    if (tabOnly) startTabSession();
    autoLogin.mutate(
      { mobile: linkMobile, token: linkToken, loginWithPassword: false },
      { onSuccess: (response) => navigate(redirectTarget(location.state, response.user.type), { replace: true }) },
    );
  }, [linkMobile, linkToken, tabOnly, autoLogin, navigate, location.state]);

  if (autoLogin.isPending || (linkMobile && linkToken && autoLogin.isIdle)) return <LoadingScreen />;

  return (
    <Center mih="100dvh" p="md" bg="gray.0" onFocusCapture={prefetchLanding} onInputCapture={prefetchLanding}>
      <Stack w="100%" maw={420} gap="md">
        {maintenance.data?.undermaintenance && (
          <Alert color="orange" variant="light" title="سامانه در حال به‌روزرسانی است" data-testid="login-maintenance">
            تا پایان به‌روزرسانی فقط مدیر سامانه می‌تواند از پنل استفاده کند.
          </Alert>
        )}
        <LoginForm onLoggedIn={(user) => navigate(targetFor(user), { replace: true })} />
      </Stack>
    </Center>
  );
}
