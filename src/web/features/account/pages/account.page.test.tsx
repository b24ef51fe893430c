import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToastStore } from '../../../components/ui/toast.store';
import { useAuthStore, type User } from '../../../stores/auth.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { currentPath, renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { AccountPage } from './account.page';
import { aUser } from '../../../../../tests/web/support/users';

/** Every account page loads the email preferences card's setting too. */
const withPreferences = (handlers: Parameters<typeof mockFetch>[0]) => ({
  'GET /api/account/email-preferences': () => jsonResponse({ success: true, engagement: true }),
  ...handlers,
});

const initialState = useAuthStore.getState();

/** Local noon, 22 Nov 2026; the reset date is five days later. */
const NOW = new Date(2026, 10, 22, 12);
const member = aUser({
  id: 42,
  email: 'wren@example.com',
  journeyCount: 2,
  journeyResetDate: new Date(2026, 10, 27, 9).toISOString(),
});

function signIn(user: User = member) {
  useAuthStore.setState({ user, isAuthenticated: true, isLoading: false, error: null });
}

function renderAccount() {
  return renderWithRouter(<AccountPage />, '/account');
}

function card(name: string) {
  return screen
    .getByRole('heading', { level: 2, name })
    .closest<HTMLElement>('[data-slot="card"]')!;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useAuthStore.setState(initialState, true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/account (SPEC.md section 2)', () => {
  it('waits quietly while the session is checked', () => {
    const { router } = renderAccount();

    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(currentPath(router)).toBe('/account');
  });

  it('sends a visitor who is not signed in to /login?redirect=/account', async () => {
    useAuthStore.setState({ isLoading: false });
    const { router } = renderAccount();

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/login?redirect=/account');
  });

  it('shows the profile: username, email and account id', () => {
    signIn();
    renderAccount();

    const profile = card('Profile');
    expect(profile).toHaveTextContent('Usernamewren');
    expect(profile).toHaveTextContent('Emailwren@example.com');
    expect(profile).toHaveTextContent('Account ID42');
    expect(within(profile).getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(profile).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('leaves out the email when there is none', () => {
    signIn({ ...member, email: null });
    renderAccount();
    expect(within(card('Profile')).queryByText('Email')).not.toBeInTheDocument();
  });

  it('shows whether the email address is confirmed, with a way to send a new link', () => {
    signIn({ ...member, emailConfirmed: false });
    renderAccount();
    const unconfirmed = card('Email Address');
    expect(within(unconfirmed).getByText('Not confirmed yet')).toBeInTheDocument();
    expect(
      within(unconfirmed).getByRole('button', { name: 'Resend confirmation email' }),
    ).toBeInTheDocument();
  });

  it('shows the Admin Panel button to admins only', () => {
    signIn();
    const { unmount } = renderAccount();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    unmount();

    signIn({ ...member, isAdmin: true });
    renderAccount();
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  describe('Journey Limit Status', () => {
    it('shows the journeys left and the reset date with a relative phrase', () => {
      signIn();
      renderAccount();

      const status = card('Journey Limit Status');
      expect(status).toHaveTextContent('2journeys left this month');
      expect(status).toHaveTextContent('Resets on Nov 27, 2026 (in 5 days)');
      expect(
        within(status).getByRole('progressbar', { name: 'Journeys left this month' }),
      ).toBeInTheDocument();
      expect(within(status).queryByRole('link', { name: 'Upgrade for Unlimited' })).toBeNull();
    });

    it('offers an upgrade when none are left', () => {
      signIn({ ...member, journeyCount: 0 });
      renderAccount();

      const status = card('Journey Limit Status');
      expect(status).toHaveTextContent('0journeys left this month');
      expect(within(status).getByRole('link', { name: 'Upgrade for Unlimited' })).toHaveAttribute(
        'href',
        '/subscribe',
      );
    });

    it('shows Unlimited journeys to a subscriber', () => {
      signIn({ ...member, hasActiveSubscription: true });
      renderAccount();

      const status = card('Journey Limit Status');
      expect(status).toHaveTextContent('Unlimited journeys');
      expect(status).not.toHaveTextContent('left this month');
    });
  });

  it('has a Subscription Management card: a free person is offered the plans', async () => {
    mockFetch(
      withPreferences({
        'GET /api/subscription/status': () =>
          jsonResponse({
            success: true,
            hasActiveSubscription: false,
            remainingJourneys: 2,
            subscription: null,
          }),
      }),
    );
    signIn();
    renderAccount();
    const subscription = card('Subscription Management');
    expect(
      await within(subscription).findByText('You are on the free plan: 3 journeys every month.'),
    ).toBeInTheDocument();
    expect(within(subscription).queryByRole('button', { name: /cancel/i })).toBeNull();
    expect(within(subscription).getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  describe('Log out', () => {
    it('logs out and goes to /', async () => {
      const fetchMock = mockFetch(
        withPreferences({
          'POST /api/auth/logout': () => jsonResponse({ success: true }),
        }),
      );
      signIn();
      const userEv = userEvent.setup();
      const { router } = renderAccount();

      await userEv.click(screen.getByRole('button', { name: 'Log out' }));

      await screen.findByTestId('location');
      expect(currentPath(router)).toBe('/');
      expect(sentBodies(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
      expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    });

    it('only logs a failure, clears the state and still goes to /', async () => {
      mockFetch(
        withPreferences({ 'POST /api/auth/logout': () => jsonResponse({ success: false }, 500) }),
      );
      signIn();
      const userEv = userEvent.setup();
      const { router } = renderAccount();

      await userEv.click(screen.getByRole('button', { name: 'Log out' }));

      await screen.findByTestId('location');
      expect(currentPath(router)).toBe('/');
      expect(console.error).toHaveBeenCalledWith(
        'Log out failed:',
        'An unexpected error occurred during logout',
      );
      expect(useAuthStore.getState()).toMatchObject({
        user: null,
        isAuthenticated: false,
        error: null,
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('Delete account', () => {
    async function openDialog() {
      const userEv = userEvent.setup();
      await userEv.click(screen.getByRole('button', { name: 'Delete Account' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
      return { userEv, dialog };
    }

    it('asks for the password in a destructive confirmation, focused on the password', async () => {
      const fetchMock = mockFetch(withPreferences({}));
      signIn();
      renderAccount();

      const { userEv, dialog } = await openDialog();
      const password = within(dialog).getByLabelText('Password');
      expect(password).toHaveFocus();
      expect(password).toHaveAttribute('type', 'password');
      expect(password).toHaveAttribute('autocomplete', 'current-password');

      await userEv.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Password is required');
      expect(password).toHaveAccessibleDescription('Password is required');
      expect(sentBodies(fetchMock, 'POST /api/account/delete')).toEqual([]);

      await userEv.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(useAuthStore.getState().isAuthenticated).toBe(true);
    });

    it('keeps the dialog open and says why when the password is wrong', async () => {
      mockFetch(
        withPreferences({
          'POST /api/account/delete': () =>
            jsonResponse({ success: false, message: 'Incorrect password' }, 401),
        }),
      );
      signIn();
      const { router } = renderAccount();

      const { userEv, dialog } = await openDialog();
      await userEv.type(within(dialog).getByLabelText('Password'), 'not-it');
      await userEv.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(useAuthStore.getState().isAuthenticated).toBe(true);
      expect(currentPath(router)).toBe('/account');
    });

    it('calls the API, clears the auth state, goes to / and says so in a toast', async () => {
      let answer!: (response: Response) => void;
      const fetchMock = mockFetch(
        withPreferences({
          'POST /api/account/delete': () => new Promise<Response>((resolve) => (answer = resolve)),
        }),
      );
      signIn();
      const { router } = renderAccount();

      const { userEv, dialog } = await openDialog();
      await userEv.type(within(dialog).getByLabelText('Password'), 'secret1');
      await userEv.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

      expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      act(() =>
        answer(
          jsonResponse({ success: true, message: 'Your account and its data have been deleted.' }),
        ),
      );

      await screen.findByTestId('location');
      expect(currentPath(router)).toBe('/');
      expect(sentBodies(fetchMock, 'POST /api/account/delete')).toEqual([{ password: 'secret1' }]);
      expect(useAuthStore.getState()).toMatchObject({
        user: null,
        isAuthenticated: false,
        isLoading: false,
      });
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Account Deleted',
        description: 'Your account and its data have been deleted.',
      });
    });
  });

  // Issue 34: back from switching plans (Stripe's billing portal or the sandbox's page).
  it('back from a plan switch: says so, reads the plan again and cleans the address', async () => {
    mockFetch(
      withPreferences({
        'GET /api/subscription/status': () =>
          jsonResponse({
            success: true,
            hasActiveSubscription: true,
            remainingJourneys: 'unlimited',
            subscription: {
              plan: 'annual',
              status: 'active',
              currentPeriodStart: new Date(2026, 10, 22).toISOString(),
              currentPeriodEnd: new Date(2027, 10, 22).toISOString(),
              cancelAtPeriodEnd: false,
            },
          }),
        'GET /api/auth/check': () =>
          jsonResponse({ authenticated: true, user: { ...member, hasActiveSubscription: true } }),
      }),
    );
    signIn();
    const { router } = renderWithRouter(<AccountPage />, '/account?plan=switched');
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Plan switched',
        description: 'Your Trailblazer plan has changed. Its new billing period starts today.',
      }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/account'));
    expect(await screen.findByText(/Trailblazer Annual/)).toBeInTheDocument();
  });
});
