// The /audit guard (as AuditLayout uses AdminRoute): signed out → /login?redirect=/audit, neither admin nor auditor → Access Denied,
// and the admin-only guard still keeps auditors out of /admin.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore, type User } from '../../stores/auth.store';
import { currentPath, renderWithRouter } from '../../../../tests/web/support/render-with-router';
import { aUser } from '../../../../tests/web/support/users';
import { AdminRoute } from './admin-route';
import { AccessDenied } from './access-denied';

const initialState = useAuthStore.getState();
const member = aUser({ id: 1 });
const auditor: User = { ...member, id: 3, username: 'ledger', isAuditor: true };
const admin: User = { ...member, id: 2, username: 'keeper', isAdmin: true };

const signIn = (user: User | null) =>
  useAuthStore.setState({ user, isAuthenticated: user !== null, isLoading: false });

// As AuditLayout wraps the /audit page.
const audit = (
  <AdminRoute loginPath="/login" allowAuditor notAdmin={<AccessDenied />}>
    <p>Audit tools</p>
  </AdminRoute>
);

beforeEach(() => useAuthStore.setState(initialState, true));

describe('the audit guard', () => {
  it('sends a signed-out visitor to /login, to come back after', async () => {
    signIn(null);
    const { router } = renderWithRouter(audit, '/audit');
    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/login?redirect=/audit');
  });

  it('shows a plain member Access Denied in place', () => {
    signIn(member);
    renderWithRouter(audit, '/audit');
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.queryByText('Audit tools')).not.toBeInTheDocument();
  });

  it('lets auditors and admins in', () => {
    signIn(auditor);
    const first = renderWithRouter(audit, '/audit');
    expect(screen.getByText('Audit tools')).toBeInTheDocument();
    first.unmount();
    signIn(admin);
    renderWithRouter(audit, '/audit');
    expect(screen.getByText('Audit tools')).toBeInTheDocument();
  });

  it('keeps an auditor out of the admin pages', async () => {
    signIn(auditor);
    const { router } = renderWithRouter(
      <AdminRoute>
        <p>Admin tools</p>
      </AdminRoute>,
      '/admin',
    );
    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/account');
  });
});
