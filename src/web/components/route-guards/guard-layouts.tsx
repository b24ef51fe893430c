// The layout routes the route table puts around guarded pages (SPEC.md sections 2 and 6). Loaded
// on demand with those pages, so the landing page's bundle carries none of it.
import { Outlet } from 'react-router-dom';
import { AccessDenied } from './access-denied';
import { AdminRoute } from './admin-route';
import { ProtectedRoute } from './protected-route';

/** Signed out → /login?redirect={path} (the subscription page). */
export function SignedInViaLoginLayout() {
  return (
    <ProtectedRoute loginPath="/login">
      <Outlet />
    </ProtectedRoute>
  );
}

/** Signed out → /auth?redirect={path}; signed in but not an admin → /account (the admin page). */
export function AdminLayout() {
  return (
    <AdminRoute>
      <Outlet />
    </AdminRoute>
  );
}

/** Signed out → /login; signed in but not an admin → Access Denied in place (the analytics page). */
export function AdminOrAccessDeniedLayout() {
  return (
    <AdminRoute loginPath="/login" redirectBack={false} notAdmin={<AccessDenied />}>
      <Outlet />
    </AdminRoute>
  );
}

/** Signed out → /login?redirect={path}; neither admin nor auditor → Access Denied in place (the audit page). */
export function AuditLayout() {
  return (
    <AdminRoute loginPath="/login" allowAuditor notAdmin={<AccessDenied />}>
      <Outlet />
    </AdminRoute>
  );
}
