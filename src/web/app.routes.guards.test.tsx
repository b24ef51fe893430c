// The guards the route table puts around the subscription and admin pages (SPEC.md sections 2
// and 6), through the whole app as a deep link reaches it.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore, type User } from './stores/auth.store';
import { currentPath } from '../../tests/web/support/render-with-router';
import { renderRoute } from '../../tests/web/support/render-route';
import { aUser } from '../../tests/web/support/users';

/** The lazily loaded pages take a while to arrive in jsdom. */
const PAGE_LOAD = { timeout: 5000 };

// Several lazily loaded pages per test: more than the default 5 s under load.
vi.setConfig({ testTimeout: 20_000 });

const initialState = useAuthStore.getState();

const member = aUser({ email: 'wren@example.com' });
const admin: User = { ...member, id: 8, username: 'keeper', isAdmin: true };

function signIn(user: User) {
  useAuthStore.setState({ user, isAuthenticated: true, isLoading: false, error: null });
}

function signOut() {
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
}

/** Waits until the router has settled on `path` (redirects happen after the lazy page loads). */
async function expectPath(router: Parameters<typeof currentPath>[0], path: string) {
  await waitFor(() => expect(currentPath(router)).toBe(path), PAGE_LOAD);
}

beforeEach(() => {
  useAuthStore.setState(initialState, true);
});

describe('/subscribe', () => {
  it('sends a signed-out visitor to /login?redirect=/subscribe', async () => {
    signOut();
    const { router } = renderRoute('/subscribe');

    await expectPath(router, '/login?redirect=/subscribe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log In' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('Upgrade to Unlimited Journeys')).not.toBeInTheDocument();
  });

  it('decides nothing while the session is being checked', async () => {
    const { router } = renderRoute('/subscribe');

    expect(await screen.findByText('Checking your session…', {}, PAGE_LOAD)).toBeVisible();
    expect(currentPath(router)).toBe('/subscribe');
    expect(screen.queryByText('Upgrade to Unlimited Journeys')).not.toBeInTheDocument();
  });

  it('shows the plans to a signed-in user', async () => {
    signIn(member);
    const { router } = renderRoute('/subscribe');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Upgrade to Unlimited Journeys' },
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/subscribe');
  });
});

describe('/admin', () => {
  it('sends a signed-out visitor to /auth?redirect=/admin', async () => {
    signOut();
    const { router } = renderRoute('/admin');

    await expectPath(router, '/auth?redirect=/admin');
    expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
  });

  it('sends a signed-in member who is not an admin to /account', async () => {
    signIn(member);
    const { router } = renderRoute('/admin');

    await expectPath(router, '/account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Account' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
  });

  it('shows the dashboard to an admin', async () => {
    signIn(admin);
    const { router } = renderRoute('/admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
  });
});

describe('/admin-analytics', () => {
  it('sends a signed-out visitor to /login', async () => {
    signOut();
    const { router } = renderRoute('/admin-analytics');

    await expectPath(router, '/login');
    expect(screen.queryByText('Analytics Dashboard')).not.toBeInTheDocument();
  });

  it('shows Access Denied and Return to Home to a member who is not an admin', async () => {
    signIn(member);
    const { router } = renderRoute('/admin-analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, PAGE_LOAD),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText("You don't have permission to view this page.")).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Analytics Dashboard')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin-analytics');
  });

  it('shows the dashboard to an admin', async () => {
    signIn(admin);
    renderRoute('/admin-analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' }, PAGE_LOAD),
    ).toBeInTheDocument();
  });
});
