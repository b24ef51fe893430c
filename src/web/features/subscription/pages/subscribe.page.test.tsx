import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToastStore } from '../../../components/ui/toast.store';
import * as subscriptionApi from '../../../lib/subscription-api';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { currentPath, renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { FREE_FEATURES, SubscribePage, TRAILBLAZER_FEATURES } from './subscribe.page';

const free = {
  success: true,
  hasActiveSubscription: false,
  remainingJourneys: 3,
  subscription: null,
};
const annualHolder = {
  success: true,
  hasActiveSubscription: true,
  remainingJourneys: 'unlimited',
  subscription: {
    plan: 'annual',
    status: 'active',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2027-11-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
  },
};

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const region = (name: string) => screen.getByRole('region', { name });

describe('/subscribe (SPEC.md section 2)', () => {
  it('shows the three plans with their words, and Active Plan on the free one', async () => {
    mockFetch({ 'GET /api/subscription/status': () => jsonResponse(free) });
    renderWithRouter(<SubscribePage />, '/subscribe');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upgrade to Unlimited Journeys' }),
    ).toBeInTheDocument();
    const freeCard = region('Free Account');
    expect(freeCard).toHaveTextContent('Limited Access');
    expect(freeCard).toHaveTextContent('3 journeys/month');
    for (const feature of FREE_FEATURES) expect(freeCard).toHaveTextContent(feature);
    expect(await within(freeCard).findByText('Active Plan')).toBeInTheDocument();

    const monthly = region('Trailblazer Monthly');
    expect(monthly).toHaveTextContent('$10/month');
    for (const feature of TRAILBLAZER_FEATURES) expect(monthly).toHaveTextContent(feature);
    expect(within(monthly).getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();

    const annual = region('Trailblazer Annual');
    expect(annual).toHaveTextContent('$99/year');
    expect(annual).toHaveTextContent('BEST VALUE');
    expect(annual).toHaveTextContent('Save $21 per year');
    expect(annual).toHaveTextContent('Equivalent to $8.25/month');
    expect(within(annual).getByRole('button', { name: 'Choose Annual' })).toBeEnabled();

    expect(screen.getByText(/renews automatically until cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('a held plan shows Active Plan, Manage in Account Settings and Manage Plan to /account', async () => {
    mockFetch({ 'GET /api/subscription/status': () => jsonResponse(annualHolder) });
    renderWithRouter(<SubscribePage />, '/subscribe');
    const annual = region('Trailblazer Annual');
    expect(await within(annual).findByText('Active Plan')).toBeInTheDocument();
    expect(annual).toHaveTextContent('Manage in Account Settings');
    expect(within(annual).getByRole('link', { name: 'Manage Plan' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(region('Free Account')).queryByText('Active Plan')).toBeNull();
  });

  // Issue 34: a monthly subscriber saw Choose Annual greyed out, with no reason and no way on.
  it('a monthly subscriber is told how to switch, and Switch to Annual opens the switch page', async () => {
    const goTo = vi.spyOn(subscriptionApi, 'goTo').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'GET /api/subscription/status': () =>
        jsonResponse({
          ...annualHolder,
          subscription: { ...annualHolder.subscription, plan: 'monthly' },
        }),
      'POST /api/subscription/switch-plan': () =>
        jsonResponse({
          success: true,
          redirectUrl: '/sandbox-checkout?portal=bps_1',
          message: 'ok',
        }),
    });
    const user = userEvent.setup();
    renderWithRouter(<SubscribePage />, '/subscribe');
    const annual = region('Trailblazer Annual');
    const switchButton = await within(annual).findByRole('button', { name: 'Switch to Annual' });
    expect(annual).toHaveTextContent(
      "You're on Trailblazer Monthly. Switch to annual billing: you review the change before it is made.",
    );
    expect(within(annual).queryByRole('button', { name: 'Choose Annual' })).toBeNull();
    await waitFor(() => expect(switchButton).toBeEnabled());
    await user.click(switchButton);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/sandbox-checkout?portal=bps_1'));
    expect(sentBodies(fetchMock, 'POST /api/subscription/switch-plan')).toEqual([
      { planType: 'annual' },
    ]);
    expect(
      within(region('Trailblazer Monthly')).getByRole('link', { name: 'Manage Plan' }),
    ).toBeInTheDocument();
  });

  it('a plan set to end says to reactivate it before switching', async () => {
    mockFetch({
      'GET /api/subscription/status': () =>
        jsonResponse({
          ...annualHolder,
          subscription: { ...annualHolder.subscription, cancelAtPeriodEnd: true },
        }),
    });
    renderWithRouter(<SubscribePage />, '/subscribe');
    const monthly = region('Trailblazer Monthly');
    expect(
      await within(monthly).findByText(
        'Your plan is set to end. Reactivate it on your account page to switch to monthly billing.',
      ),
    ).toBeInTheDocument();
    expect(within(monthly).queryByRole('button')).toBeNull();
    expect(within(monthly).getByRole('link', { name: 'Manage Plan' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('Choose Monthly sends planType and goes to the checkout; the buttons are busy meanwhile', async () => {
    const goTo = vi.spyOn(subscriptionApi, 'goTo').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'GET /api/subscription/status': () => jsonResponse(free),
      'POST /api/subscription/create': () =>
        jsonResponse({
          success: true,
          redirectUrl: '/sandbox-checkout?session=cs_1',
          message: 'ok',
        }),
    });
    const user = userEvent.setup();
    renderWithRouter(<SubscribePage />, '/subscribe');
    const choose = await screen.findByRole('button', { name: 'Choose Monthly' });
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/sandbox-checkout?session=cs_1'));
    expect(sentBodies(fetchMock, 'POST /api/subscription/create')).toEqual([
      { planType: 'monthly' },
    ]);
    expect(screen.getByRole('button', { name: 'Choose Annual' })).toBeDisabled();
  });

  it('a refused checkout shows Subscription Error with the server’s message', async () => {
    mockFetch({
      'GET /api/subscription/status': () => jsonResponse(free),
      'POST /api/subscription/create': () =>
        jsonResponse({ success: false, message: 'The payment service is not answering.' }, 503),
    });
    const user = userEvent.setup();
    renderWithRouter(<SubscribePage />, '/subscribe');
    const choose = await screen.findByRole('button', { name: 'Choose Annual' });
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        variant: 'destructive',
        title: 'Subscription Error',
        description: 'The payment service is not answering.',
      }),
    );
    expect(choose).toBeEnabled();
  });

  it('back from a declined card: Subscription Error, and the query is cleaned', async () => {
    mockFetch({ 'GET /api/subscription/status': () => jsonResponse(free) });
    const { router } = renderWithRouter(<SubscribePage />, '/subscribe?checkout=declined');
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        variant: 'destructive',
        title: 'Subscription Error',
        description: 'Your card was declined.',
      }),
    );
    expect(currentPath(router)).toBe('/subscribe');
  });
});
