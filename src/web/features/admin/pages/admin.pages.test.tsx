import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { aUser } from '../../../../../tests/web/support/users';
import { AdminAnalyticsPage } from './admin-analytics.page';
import { AdminPage } from './admin.page';
import { ConfirmDialogProvider } from '../../../components/ui/confirm-dialog-provider';

withPageTestHooks();

const fern = aUser({ id: 12, username: 'Fern', email: 'fern@example.com', journeyCount: 0 });
const users = () => jsonResponse({ success: true, users: [fern], total: 1 });
const toasts = () =>
  useToastStore.getState().toasts.map((t) => `${t.title}|${t.description ?? ''}`);

const renderAdmin = () =>
  renderWithRouter(
    <ConfirmDialogProvider>
      <AdminPage />
    </ConfirmDialogProvider>,
    '/admin',
  );

describe('Admin Dashboard (SPEC.md section 2)', () => {
  it('has Back to Home, Analytics Dashboard and the five tabs', async () => {
    mockFetch({ 'GET /api/admin/users': users });
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Analytics Dashboard' })).toHaveAttribute(
      'href',
      '/admin-analytics',
    );
    for (const tab of ['Users', 'Subscriptions', 'Emails', 'Errors', 'Settings'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(await screen.findByText('Fern')).toBeInTheDocument();
  });

  it('resets journeys and grants unlimited ones, saying what happened', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/users': users,
      'POST /api/admin/reset-journey': () =>
        jsonResponse({ success: true, message: 'Journey count reset to 3.' }),
      'POST /api/admin/grant-unlimited-journeys': () => jsonResponse({ success: false }, 500),
    });
    renderAdmin();
    const row = (await screen.findByText('Fern')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Reset to 3' }));
    await waitFor(() => expect(toasts()).toContain('Done|Journey count reset to 3.'));
    expect(sentBodies(fetchMock, 'POST /api/admin/reset-journey')).toEqual([{ userId: 12 }]);
    await user.click(within(row).getByRole('button', { name: 'Grant Unlimited' }));
    await waitFor(() => expect(toasts()).toContain('Failed to grant unlimited journeys|'));
  });

  it("checks a password reset with the spec's texts before sending it", async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/users': users,
      'POST /api/admin/reset-password': () =>
        jsonResponse({ success: true, message: 'Password reset successfully.' }),
    });
    renderAdmin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Reset Passwords' }));
    const form = screen.getByRole('form', { name: 'Reset a password' });
    await user.type(within(form).getByLabelText('User ID'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Invalid Input: Please enter a valid user ID',
    );
    await user.clear(within(form).getByLabelText('User ID'));
    await user.type(within(form).getByLabelText('User ID'), '12');
    await user.type(within(form).getByLabelText('New Password'), 'longenough');
    await user.type(within(form).getByLabelText('Confirm Password'), 'different');
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      "The password and confirmation don't match",
    );
    await user.clear(within(form).getByLabelText('Confirm Password'));
    await user.type(within(form).getByLabelText('Confirm Password'), 'longenough');
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/admin/reset-password')).toEqual([
        { userId: 12, newPassword: 'longenough' },
      ]),
    );
  });

  it('sends a test email to a valid address only', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/users': users,
      'GET /api/admin/email-templates': () =>
        jsonResponse({ success: true, types: ['welcome', 'receipt'] }),
      'POST /api/admin/test-email-templates': () =>
        jsonResponse({ success: true, message: 'Test receipt email sent to qa@example.com.' }),
    });
    renderAdmin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Emails' }));
    const form = await screen.findByRole('form', { name: 'Test email templates' });
    await user.type(within(form).getByLabelText('Recipient Email'), 'qa@');
    await user.click(within(form).getByRole('button', { name: 'Send Test Email' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'receipt' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(form).getByLabelText('Template'), 'receipt');
    await user.type(within(form).getByLabelText('Recipient Email'), 'example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Test Email' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/admin/test-email-templates')).toEqual([
        { emailType: 'receipt', recipientEmail: 'qa@example.com' },
      ]),
    );
  });
});

describe('Subscriptions tab (SPEC.md sections 2, 3, 5 and 13)', () => {
  const rows = () =>
    jsonResponse({
      success: true,
      subscriptions: [
        {
          userId: 12,
          plan: 'monthly',
          status: 'active',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: '2026-12-27T12:00:00.000Z',
        },
        {
          userId: 13,
          plan: 'annual',
          status: 'cancelled',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: '2026-10-01T12:00:00.000Z',
        },
      ],
    });

  it('lists each plan with its status; cancel asks first and is disabled when cancelled', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/users': users,
      'GET /api/admin/subscriptions': rows,
      'POST /api/admin/subscription/cancel': () =>
        jsonResponse({ success: true, message: 'Subscription cancelled.' }),
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    const fernRow = (await screen.findByText('Fern')).closest('tr')!;
    expect(fernRow).toHaveTextContent('cancelling');
    expect(fernRow).toHaveTextContent('Dec 27, 2026');
    const endedRow = screen.getByText('User 13').closest('tr')!;
    expect(endedRow).toHaveTextContent('cancelled');
    expect(within(endedRow).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await user.click(within(fernRow).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(toasts()).toContain('Done|Subscription cancelled.'));
    expect(sentBodies(fetchMock, 'POST /api/admin/subscription/cancel')).toEqual([{ userId: 12 }]);
  });

  it('sync checks for both ids and a sub_ id before it sends anything', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/users': users,
      'GET /api/admin/subscriptions': rows,
      'POST /api/admin/sync-stripe-subscription': () =>
        jsonResponse(
          { success: false, message: 'That subscription belongs to another account.' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    const form = await screen.findByRole('form', { name: 'Sync a Stripe subscription' });
    await user.click(within(form).getByRole('button', { name: 'Sync Subscription' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please enter both the user ID and the subscription ID',
    );
    await user.type(within(form).getByLabelText('User ID'), '12');
    await user.type(within(form).getByLabelText('Stripe subscription ID'), 'cus_123');
    await user.click(within(form).getByRole('button', { name: 'Sync Subscription' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid Subscription ID');
    expect(sentBodies(fetchMock, 'POST /api/admin/sync-stripe-subscription')).toEqual([]);

    await user.clear(within(form).getByLabelText('Stripe subscription ID'));
    await user.type(within(form).getByLabelText('Stripe subscription ID'), 'sub_123');
    await user.click(within(form).getByRole('button', { name: 'Sync Subscription' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Failed to sync subscription|That subscription belongs to another account.',
      ),
    );
    expect(sentBodies(fetchMock, 'POST /api/admin/sync-stripe-subscription')).toEqual([
      { userId: 12, stripeSubscriptionId: 'sub_123' },
    ]);
  });
});

describe('Analytics Dashboard', () => {
  it('links back to /admin and does not pretend to have figures', () => {
    render(
      <MemoryRouter>
        <AdminAnalyticsPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/not sent to the server yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
