import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore, type User } from '../../stores/auth.store';
import { currentPath, renderWithRouter } from '../../../../tests/web/support/render-with-router';
import { AccessDenied } from './access-denied';
import { AdminRoute } from './admin-route';
import { loginRedirectPath } from './login-redirect';
import { ProtectedRoute } from './protected-route';
import { aUser } from '../../../../tests/web/support/users';

const initialState = useAuthStore.getState();

const member = aUser({ id: 1 });
const admin: User = { ...member, id: 2, username: 'keeper', isAdmin: true };

function signIn(user: User) {
  useAuthStore.setState({ user, isAuthenticated: true, isLoading: false });
}

function signOut() {
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false });
}

beforeEach(() => {
  useAuthStore.setState(initialState, true);
});

describe('loginRedirectPath', () => {
  it('keeps the path readable and encodes its query', () => {
    expect(loginRedirectPath('/journey')).toBe('/auth?redirect=/journey');
    expect(loginRedirectPath('/account', '/login')).toBe('/login?redirect=/account');
    expect(loginRedirectPath('/journey?step=story&x=1')).toBe(
      '/auth?redirect=/journey%3Fstep%3Dstory%26x%3D1',
    );
  });
});

describe('ProtectedRoute (SPEC.md section 2)', () => {
  it('does nothing while the auth state is loading: a quiet status, no redirect', () => {
    const { router } = renderWithRouter(
      <ProtectedRoute>
        <p>Secret</p>
      </ProtectedRoute>,
      '/journey',
    );

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/journey');
  });

  it('shows a custom pending state', () => {
    renderWithRouter(
      <ProtectedRoute pending={<p>Hold on</p>}>
        <p>Secret</p>
      </ProtectedRoute>,
      '/journey',
    );
    expect(screen.getByText('Hold on')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth with redirect set to the current path', async () => {
    signOut();
    const { router } = renderWithRouter(
      <ProtectedRoute>
        <p>Secret</p>
      </ProtectedRoute>,
      '/journey?step=story',
    );

    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/auth?redirect=/journey%3Fstep%3Dstory',
    );
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/journey?step=story',
    );
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('can send to the log-in page without the redirect', async () => {
    signOut();
    const { router } = renderWithRouter(
      <ProtectedRoute loginPath="/login" redirectBack={false}>
        <p>Secret</p>
      </ProtectedRoute>,
      '/admin-analytics',
    );

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/login');
  });

  it('uses another login path when told (e.g. /login for /account)', async () => {
    signOut();
    const { router } = renderWithRouter(
      <ProtectedRoute loginPath="/login">
        <p>Secret</p>
      </ProtectedRoute>,
      '/account',
    );

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/login?redirect=/account');
  });

  it('decides once loading ends', async () => {
    const { router } = renderWithRouter(
      <ProtectedRoute>
        <p>Secret</p>
      </ProtectedRoute>,
      '/journey',
    );
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => signOut());

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/auth?redirect=/journey');
  });

  it('shows the page to a signed-in user', () => {
    signIn(member);
    const { router } = renderWithRouter(
      <ProtectedRoute>
        <p>Secret</p>
      </ProtectedRoute>,
      '/journey',
    );

    expect(screen.getByText('Secret')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/journey');
  });
});

describe('AdminRoute (SPEC.md sections 2 and 6)', () => {
  const page = (
    <AdminRoute>
      <p>Admin tools</p>
    </AdminRoute>
  );

  it('does nothing while loading', () => {
    const { router } = renderWithRouter(page, '/admin');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
  });

  it('sends a signed-out visitor to /auth with the redirect', async () => {
    signOut();
    const { router } = renderWithRouter(page, '/admin-analytics');
    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/auth?redirect=/admin-analytics');
  });

  it('sends a signed-in non-admin to /account', async () => {
    signIn(member);
    const { router } = renderWithRouter(page, '/admin');
    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/account');
    expect(screen.queryByText('Admin tools')).not.toBeInTheDocument();
  });

  it('shows the page to an admin', () => {
    signIn(admin);
    renderWithRouter(page, '/admin');
    expect(screen.getByText('Admin tools')).toBeInTheDocument();
  });

  describe('as the analytics dashboard uses it', () => {
    const analytics = (
      <AdminRoute loginPath="/login" redirectBack={false} notAdmin={<AccessDenied />}>
        <p>Admin tools</p>
      </AdminRoute>
    );

    it('sends a signed-out visitor to plain /login', async () => {
      signOut();
      const { router } = renderWithRouter(analytics, '/admin-analytics');
      await screen.findByTestId('location');
      expect(currentPath(router)).toBe('/login');
    });

    it('shows a signed-in non-admin Access Denied in place, with Return to Home', () => {
      signIn(member);
      const { router } = renderWithRouter(analytics, '/admin-analytics');

      expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      expect(screen.getByText("You don't have permission to view this page.")).toBeVisible();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('Admin tools')).not.toBeInTheDocument();
      expect(currentPath(router)).toBe('/admin-analytics');
    });

    it('shows the page to an admin', () => {
      signIn(admin);
      renderWithRouter(analytics, '/admin-analytics');
      expect(screen.getByText('Admin tools')).toBeInTheDocument();
    });
  });
});
