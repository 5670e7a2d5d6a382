import { Navigate, Outlet, useLocation } from 'react-router';
import { knownUserType, useAuthToken } from '../lib/auth-store';
import { redirectTarget } from './redirect-target';

/** /login and /register are for guests; a stored token goes to its user's home (or where the user was headed). */
export function GuestRoute() {
  const token = useAuthToken();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const autoLogin = location.pathname === '/login' && params.get('mobile') && params.get('token');
  if (token && !autoLogin) return <Navigate to={redirectTarget(location.state, knownUserType())} replace />;
  return <Outlet />;
}
