import { Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useLogin } from '../../features/auth/api/login';
import { LoginForm } from '../../features/auth/components/login-form';
import { startTabSession } from '../../lib/auth-store';
import { usePageTitle } from '../../lib/use-page-title';
import { redirectTarget } from '../redirect-target';

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
  const target = redirectTarget(location.state);

  useEffect(() => {
    if (started.current || !linkMobile || !linkToken) return;
    started.current = true;
    // The link's token is single-use and secret: take it out of the address bar at once.
    window.history.replaceState(window.history.state, '', '/login');
    if (tabOnly) startTabSession();
    autoLogin.mutate(
      { mobile: linkMobile, token: linkToken, loginWithPassword: false },
      { onSuccess: () => navigate(target, { replace: true }) },
    );
  }, [linkMobile, linkToken, tabOnly, autoLogin, navigate, target]);

  if (autoLogin.isPending || (linkMobile && linkToken && autoLogin.isIdle)) return <LoadingScreen />;

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
    </Center>
  );
}
