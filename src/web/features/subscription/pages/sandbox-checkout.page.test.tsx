// The sandbox's payment pages (no Stripe keys) each say what they do. Issue 34: "Update payment
// method" opened a page headed "Confirm your Trailblazer plan"; there was no way to switch plans.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { currentPath, renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { SandboxCheckoutPage } from './sandbox-checkout.page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = () => screen.getByRole('heading', { level: 1 });

describe('/sandbox-checkout', () => {
  it('a checkout is headed as one: Checkout, confirm your Trailblazer plan', async () => {
    mockFetch({
      'GET /api/sandbox/checkout/cs_1': () =>
        jsonResponse({
          success: true,
          checkout: {
            id: 'cs_1',
            status: 'open',
            plan: 'monthly',
            amountCents: 1000,
            cancelUrl: '/subscribe?checkout=cancelled',
          },
        }),
    });
    renderWithRouter(<SandboxCheckoutPage />, '/sandbox-checkout?session=cs_1');
    await screen.findByRole('button', { name: 'Pay $10.00' });
    expect(heading()).toHaveTextContent('Checkout');
    expect(screen.getByText('Confirm your Trailblazer plan.')).toBeInTheDocument();
  });

  it('the card update is headed for what it does, not as a checkout', async () => {
    const fetchMock = mockFetch({
      'GET /api/sandbox/portal/bps_card': () =>
        jsonResponse({
          success: true,
          portal: { id: 'bps_card', purpose: 'payment_method', returnUrl: '/account' },
        }),
      'POST /api/sandbox/portal/bps_card/update-card': () =>
        jsonResponse({ success: true, redirectUrl: '/account' }),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      <SandboxCheckoutPage />,
      '/sandbox-checkout?portal=bps_card',
    );
    await user.click(await screen.findByRole('button', { name: 'Use the new card' }));
    await waitFor(() => expect(currentPath(router)).toBe('/account?card=updated'));
    expect(sentBodies(fetchMock, 'POST /api/sandbox/portal/bps_card/update-card')).toHaveLength(1);
  });

  it('shows the card update’s heading and says nothing of confirming a plan', async () => {
    mockFetch({
      'GET /api/sandbox/portal/bps_card': () =>
        jsonResponse({
          success: true,
          portal: { id: 'bps_card', purpose: 'payment_method', returnUrl: '/account' },
        }),
    });
    renderWithRouter(<SandboxCheckoutPage />, '/sandbox-checkout?portal=bps_card');
    await screen.findByRole('button', { name: 'Use the new card' });
    expect(heading()).toHaveTextContent('Update payment method');
    expect(document.title).toMatch(/^Update payment method/);
    expect(screen.queryByText(/Confirm your Trailblazer plan/)).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Checkout' })).toBeNull();
  });

  it('a plan switch says from what to what, and confirming it returns to the account', async () => {
    const fetchMock = mockFetch({
      'GET /api/sandbox/portal/bps_switch': () =>
        jsonResponse({
          success: true,
          portal: {
            id: 'bps_switch',
            purpose: 'switch_plan',
            returnUrl: '/account',
            done: false,
            currentPlan: 'monthly',
            plan: 'annual',
            amountCents: 9900,
          },
        }),
      'POST /api/sandbox/portal/bps_switch/switch-plan': () =>
        jsonResponse({ success: true, redirectUrl: '/account?plan=switched' }),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      <SandboxCheckoutPage />,
      '/sandbox-checkout?portal=bps_switch',
    );
    const confirm = await screen.findByRole('button', { name: 'Switch to Trailblazer Annual' });
    expect(heading()).toHaveTextContent('Switch plan');
    expect(screen.getByText('From Trailblazer Monthly to Trailblazer Annual')).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep my current plan' })).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(currentPath(router)).toBe('/account?plan=switched'));
    expect(sentBodies(fetchMock, 'POST /api/sandbox/portal/bps_switch/switch-plan')).toHaveLength(
      1,
    );
  });
});
