import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { resetToasts, useToastStore } from '../../../components/ui/toast.store';
import { useAuthStore } from '../../../stores/auth.store';
import * as subscriptionApi from '../../../lib/subscription-api';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { findOpenDialog } from '../../../../../tests/web/support/dialogs';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { aUser } from '../../../../../tests/web/support/users';
import { SubscriptionCard } from './subscription-card';

const periodEnd = new Date(2026, 11, 27, 12).toISOString();
const plan = (status: string, cancelAtPeriodEnd = false) => ({
  success: true,
  hasActiveSubscription: status === 'active',
  remainingJourneys: status === 'active' ? 'unlimited' : 3,
  subscription: {
    plan: 'monthly',
    status,
    currentPeriodStart: new Date(2026, 10, 27).toISOString(),
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd,
  },
});
const checkAuth = () => jsonResponse({ authenticated: true, user: aUser() });

beforeEach(() => {
  useAuthStore.setState({ user: aUser(), isAuthenticated: true, isLoading: false, error: null });
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => renderWithRouter(<SubscriptionCard />, '/account');

describe('Subscription Management (SPEC.md sections 2 and 13)', () => {
  it('active: offers a new card (for a card about to expire) beside Cancel Subscription', async () => {
    mockFetch({ 'GET /api/subscription/status': () => jsonResponse(plan('active')) });
    render();
    expect(await screen.findByRole('button', { name: 'Update payment method' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  // Issue 34: a subscriber can switch plan from here (Stripe's billing portal, or the sandbox's).
  it('active: Switch to Annual opens the page that switches the plan', async () => {
    const goTo = vi.spyOn(subscriptionApi, 'goTo').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'GET /api/subscription/status': () => jsonResponse(plan('active')),
      'POST /api/subscription/switch-plan': () =>
        jsonResponse({
          success: true,
          redirectUrl: 'https://billing.stripe.test/p/1',
          message: 'ok',
        }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Switch to Annual' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
    expect(sentBodies(fetchMock, 'POST /api/subscription/switch-plan')).toEqual([
      { planType: 'annual' },
    ]);
  });

  it('cancelling: no switch until the plan is reactivated', async () => {
    mockFetch({ 'GET /api/subscription/status': () => jsonResponse(plan('active', true)) });
    render();
    await screen.findByRole('button', { name: 'Reactivate Subscription' });
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });

  it('active: Cancel Subscription asks first; cancelling refetches and offers Reactivate', async () => {
    let current = plan('active');
    const fetchMock = mockFetch({
      'GET /api/subscription/status': () => jsonResponse(current),
      'POST /api/subscription/cancel': () => {
        current = plan('active', true);
        return jsonResponse({ success: true, message: 'ok' });
      },
      'GET /api/auth/check': checkAuth,
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Your plan renews on Dec 27, 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent('You keep unlimited journeys until Dec 27, 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(
      within(await findOpenDialog()).getByRole('button', {
        name: 'Cancel Subscription',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Reactivate Subscription' })).toBeEnabled();
    expect(screen.getByText('Cancelling')).toBeInTheDocument();
    expect(
      screen.getByText('Your plan ends on Dec 27, 2026. Until then your journeys stay unlimited.'),
    ).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]?.title).toBe('Subscription cancelled');
  });

  it('a failed reactivation says so in the spec’s words', async () => {
    mockFetch({
      'GET /api/subscription/status': () => jsonResponse(plan('active', true)),
      'POST /api/subscription/reactivate': () =>
        jsonResponse({ success: false, message: 'The payment service is not answering.' }, 503),
      'GET /api/auth/check': checkAuth,
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Reactivate Subscription' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        variant: 'destructive',
        title: 'Failed to reactivate subscription',
        description: 'The payment service is not answering.',
      }),
    );
  });

  it('cancelled shows Subscription Ended; past_due shows Payment Failed with the card update', async () => {
    mockFetch({ 'GET /api/subscription/status': () => jsonResponse(plan('cancelled')) });
    const { unmount } = render();
    expect(await screen.findByText('Subscription Ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
    unmount();

    mockFetch({ 'GET /api/subscription/status': () => jsonResponse(plan('past_due')) });
    render();
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeEnabled();
  });

  it('says when the plan cannot be loaded', async () => {
    mockFetch({
      'GET /api/subscription/status': () => jsonResponse({ success: false }, 500),
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subscription data');
  });
});
