import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/session/auth-store';

/** Every non-public route needs a signed-in user; others go to login, keeping where they wanted to go. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (!auth) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={`/auth/login?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}
