import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthStore } from '../../stores/auth.store';
import { DEFAULT_LOGIN_PATH } from './login-redirect';
import {
  AuthCheckPending,
  signedOutTarget,
  useCurrentPath,
  type ProtectedRouteProps,
} from './protected-route';

/** Where a signed-in visitor who is not an admin is sent from an admin page. */
export const NON_ADMIN_REDIRECT = '/account';

export interface AdminRouteProps extends ProtectedRouteProps {
  /**
   * Shown to a signed-in visitor who is not an admin, instead of sending them to /account (the
   * analytics dashboard shows Access Denied, SPEC.md section 2).
   */
  notAdmin?: ReactNode;
  /** Auditors pass too (the read-only audit pages). */
  allowAuditor?: boolean;
}

/**
 * An admin-only page: the protected-route rule, and a signed-in non-admin is sent to /account
 * (SPEC.md sections 2 and 6) or shown `notAdmin`. The server checks the role again on every
 * /api/admin call, so this only spares people a page they cannot use.
 */
export function AdminRoute({
  children,
  loginPath = DEFAULT_LOGIN_PATH,
  redirectBack = true,
  pending = <AuthCheckPending />,
  notAdmin,
  allowAuditor = false,
}: AdminRouteProps) {
  const isLoading = useAuthStore((state) => state.isLoading);
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const from = useCurrentPath();

  if (isLoading) return <>{pending}</>;
  if (!isAuthenticated || !user) {
    return <Navigate to={signedOutTarget(from, loginPath, redirectBack)} replace />;
  }
  if (!user.isAdmin && !(allowAuditor && user.isAuditor)) {
    return notAdmin === undefined ? <Navigate to={NON_ADMIN_REDIRECT} replace /> : <>{notAdmin}</>;
  }
  return <>{children}</>;
}
