import { Navigate } from 'react-router-dom';
import { useAuthStore } from '../../stores/auth.store';
import { DEFAULT_LOGIN_PATH, loginRedirectPath } from './login-redirect';
import { AuthCheckPending, useCurrentPath, type ProtectedRouteProps } from './protected-route';

/** Where a signed-in visitor who is not an admin is sent from an admin page. */
export const NON_ADMIN_REDIRECT = '/account';

/**
 * An admin-only page: the protected-route rule, and a signed-in non-admin is sent to /account
 * (SPEC.md sections 2 and 6). The server checks the role again on every /api/admin call.
 */
export function AdminRoute({
  children,
  loginPath = DEFAULT_LOGIN_PATH,
  pending = <AuthCheckPending />,
}: ProtectedRouteProps) {
  const isLoading = useAuthStore((state) => state.isLoading);
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const from = useCurrentPath();

  if (isLoading) return <>{pending}</>;
  if (!isAuthenticated || !user) {
    return <Navigate to={loginRedirectPath(from, loginPath)} replace />;
  }
  if (!user.isAdmin) return <Navigate to={NON_ADMIN_REDIRECT} replace />;
  return <>{children}</>;
}
