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
  /**
   * Whether `redirect` carries the current path to the log-in page (default true). SPEC.md sends a
   * signed-out visitor of the analytics dashboard to plain /login.
   */
  redirectBack?: boolean;
  /** Shown while the auth state is loading; default {@link AuthCheckPending}. */
  pending?: ReactNode;
}

/** The path and query the visitor is on, to come back to after signing in. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** Where a signed-out visitor on `from` is sent. */
export function signedOutTarget(from: string, loginPath: string, redirectBack: boolean): string {
  return redirectBack ? loginRedirectPath(from, loginPath) : loginPath;
}

/**
 * SPEC.md section 2, protected-route rule: while the auth state is loading nothing happens; a
 * signed-out visitor is sent to /auth (or `loginPath`) with `redirect` set to the current path.
 * The route table puts it around a page (`app.routes.tsx`); a page may also wrap part of itself.
 */
export function ProtectedRoute({
  children,
  loginPath = DEFAULT_LOGIN_PATH,
  redirectBack = true,
  pending = <AuthCheckPending />,
}: ProtectedRouteProps) {
  const isLoading = useAuthStore((state) => state.isLoading);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const from = useCurrentPath();

  if (isLoading) return <>{pending}</>;
  if (!isAuthenticated) {
    return <Navigate to={signedOutTarget(from, loginPath, redirectBack)} replace />;
  }
  return <>{children}</>;
}
