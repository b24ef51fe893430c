import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { useAuthStore } from '../../stores/auth.store';
import { DEFAULT_LOGIN_PATH, loginRedirectPath } from './login-redirect';

/** The quiet state shown while the session is being checked: nothing is decided yet. */
export function AuthCheckPending({ label = 'Checking your session…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export interface ProtectedRouteProps {
  children: ReactNode;
  /** Where a signed-out visitor goes (with `redirect` set to the current path); default /auth. */
  loginPath?: string;
  /** Shown while the auth state is loading; default {@link AuthCheckPending}. */
  pending?: ReactNode;
}

/** The path and query the visitor is on, to come back to after signing in. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * SPEC.md section 2, protected-route rule: while the auth state is loading nothing happens; a
 * signed-out visitor is sent to /auth (or `loginPath`) with `redirect` set to the current path.
 * A page wraps its content in it: `<ProtectedRoute>…</ProtectedRoute>`.
 */
export function ProtectedRoute({
  children,
  loginPath = DEFAULT_LOGIN_PATH,
  pending = <AuthCheckPending />,
}: ProtectedRouteProps) {
  const isLoading = useAuthStore((state) => state.isLoading);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const from = useCurrentPath();

  if (isLoading) return <>{pending}</>;
  if (!isAuthenticated) return <Navigate to={loginRedirectPath(from, loginPath)} replace />;
  return <>{children}</>;
}
