import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';

/** Pages for logged-in users: others go to the login page, which brings them back. */
export function RequireAuth() {
  const { isLogin, endedBy } = useSession();
  const location = useLocation();
  const [enteredLoggedIn] = useState(isLogin);
  if (isLogin) return <Outlet />;
  // Logging out here navigates home: do not bounce to the login page on the way.
  if (enteredLoggedIn && endedBy === 'logout') return null;
  return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
}
