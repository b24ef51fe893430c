import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { findOpenDialog } from '../../../../../tests/web/support/dialogs';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { aUser } from '../../../../../tests/web/support/users';
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
    await user.click(screen.getByRole('tab', { name: 'Test All Templates' }));
    const form = await screen.findByRole('form', { name: 'Test email templates' });
    await user.type(within(form).getByLabelText('Recipient Email'), 'qa@');
    await user.click(within(form).getByRole('button', { name: 'Send Test Email' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'Receipt' })).toBeInTheDocument(),
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

// Issue 34: the dashboard shows what is true.
describe('Admin truths (issue 34)', () => {
  it("shows a Trailblazer's journeys as Unlimited, not the free count", async () => {
    const pine = aUser({ id: 13, username: 'Pine', journeyCount: 0, hasActiveSubscription: true });
    mockFetch({
      'GET /api/admin/users': () => jsonResponse({ success: true, users: [fern, pine], total: 2 }),
    });
    renderAdmin();
    const pineRow = (await screen.findByText('Pine')).closest('tr')!;
    const cells = within(pineRow).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('Unlimited');
    expect(cells[2]).not.toHaveTextContent('0');
    const fernCells = within(screen.getByText('Fern').closest('tr')!).getAllByRole('cell');
    expect(fernCells[2]).toHaveTextContent('0');
  });

  it('opens the Emails tab on its first sub-tab, with readable email names', async () => {
    mockFetch({
      'GET /api/admin/users': users,
      'GET /api/admin/email-templates': () =>
        jsonResponse({ success: true, types: ['welcome', 'subscription_started', 'receipt'] }),
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'Emails' }));
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const kinds = screen.getByRole('form', { name: 'Subscription emails' });
    expect(within(kinds).getByRole('option', { name: 'Subscription started' })).toHaveValue(
      'subscription-started',
    );
    expect(within(kinds).queryByRole('option', { name: 'subscription-started' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Test All Templates' }));
    const form = await screen.findByRole('form', { name: 'Test email templates' });
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'Subscription started' })).toHaveValue(
        'subscription_started',
      ),
    );
    expect(within(form).getByRole('option', { name: 'Welcome' })).toHaveValue('welcome');
    expect(within(form).queryByRole('option', { name: 'subscription_started' })).toBeNull();
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
    const dialog = await findOpenDialog();
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

describe('Errors tab (SPEC.md sections 2, 3, 4 and 9)', () => {
  const anError = {
    id: 'a'.repeat(32),
    errorType: 'api_error',
    message: 'POST /api/story failed: 503',
    url: 'http://127.0.0.1/journey',
    userId: 12,
    stack: null,
    source: 'browser',
    resolved: false,
    count: 3,
    createdAt: '2026-11-27T10:00:00.000Z',
    lastSeenAt: '2026-11-27T11:00:00.000Z',
  };

  it('shows the stats and the log, filters with limit 50 by default, and marks an error resolved', async () => {
    let resolved = false;
    const fetchMock = mockFetch({
      'GET /api/admin/users': users,
      'GET /api/admin/errors/stats': () =>
        jsonResponse({
          success: true,
          stats: { total: 1, resolved: resolved ? 1 : 0, unresolved: resolved ? 0 : 1 },
        }),
      'GET /api/admin/errors': () =>
        jsonResponse({ success: true, errors: [{ ...anError, resolved }] }),
      [`POST /api/admin/errors/${anError.id}/resolve`]: () => {
        resolved = true;
        return jsonResponse({ success: true, message: 'Error marked as resolved.' });
      },
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'Errors' }));
    const figures = screen.getByLabelText('Error statistics');
    await waitFor(() => expect(figures).toHaveTextContent('Total1Unresolved1Resolved0'));
    const entry = (await screen.findByText('POST /api/story failed: 503')).closest('li')!;
    expect(entry).toHaveTextContent('3×');
    expect(entry).toHaveTextContent('Unresolved');
    const listCall = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/admin/errors?'),
    );
    expect(String(listCall?.[0])).toBe('/api/admin/errors?limit=50');

    await user.selectOptions(screen.getByLabelText('Type'), 'payment_error');
    await user.selectOptions(screen.getByLabelText('Show'), '200');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/errors?limit=200&errorType=payment_error',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Type'), '');

    await user.click(
      within(await screen.findByRole('list', { name: 'Errors' })).getByRole('button', {
        name: 'Mark Resolved',
      }),
    );
    await waitFor(() => expect(toasts()).toContain('Done|Error marked as resolved.'));
    await waitFor(() => expect(figures).toHaveTextContent('Total1Unresolved0Resolved1'));
  });

  it('says when the log cannot be fetched', async () => {
    mockFetch({
      'GET /api/admin/users': users,
      'GET /api/admin/errors/stats': () => jsonResponse({ success: false }, 500),
      'GET /api/admin/errors': () => jsonResponse({ success: false }, 500),
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'Errors' }));
    expect(await screen.findByText('Failed to fetch error statistics')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch error logs')).toBeInTheDocument();
  });
});

describe('Settings tab (SPEC.md sections 2, 4 and 8)', () => {
  const overview = () =>
    jsonResponse({
      success: true,
      missingRequired: 2,
      missingOptional: 7,
      tabs: {
        Stripe: [
          {
            name: 'STRIPE_SECRET_KEY',
            status: 'configured',
            required: true,
            secret: true,
            value: 'sk_test_••••_key',
          },
          {
            name: 'STRIPE_PRICE_ANNUAL',
            status: 'missing',
            required: true,
            secret: false,
            value: null,
            whenMissing: 'payments run in the sandbox (or Stripe test mode)',
          },
        ],
        Email: [
          { name: 'SMTP_URL', status: 'missing', required: true, secret: false, value: null },
        ],
        'AI Services': [],
        Database: [],
        Security: [
          {
            name: 'SESSION_SECRET',
            status: 'optional',
            required: false,
            secret: true,
            value: null,
          },
        ],
        Environment: [],
      },
    });
  let mode: 'production' | 'test' = 'production';
  const panel = () =>
    jsonResponse({
      success: true,
      message: 'ok',
      config: {
        testMode: mode === 'test',
        hasTestKeys: true,
        hasProductionKeys: true,
        currentConfig: {
          secretKey: 'sk_live_••••abcd',
          webhookSecret: 'whsec_••••wxyz',
          monthlyPriceId: 'price_monthly',
          annualPriceId: null,
        },
      },
    });

  it('shows the counts, the tabs with statuses and masked values, and the payment panel', async () => {
    mode = 'production';
    const fetchMock = mockFetch({
      'GET /api/admin/users': users,
      'GET /api/admin/config/complete': overview,
      'GET /api/admin/stripe/test-mode': panel,
      'POST /api/admin/stripe/toggle-test-mode': () => {
        mode = 'test';
        return jsonResponse({ success: true, message: 'Payment mode is now test.' });
      },
      'POST /api/admin/stripe/test-webhook': () =>
        jsonResponse({ success: true, message: 'Test webhook was processed successfully' }),
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const summary = await screen.findByLabelText('Configuration summary');
    await waitFor(() =>
      expect(summary).toHaveTextContent('Missing required2Missing optional7Payment modeproduction'),
    );
    for (const tab of ['Stripe', 'Email', 'AI Services', 'Database', 'Security', 'Environment'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    const parameters = await screen.findByRole('list', { name: 'Parameters' });
    expect(within(parameters).getByText('STRIPE_PRICE_ANNUAL').closest('li')).toHaveTextContent(
      'missing',
    );
    expect(screen.getAllByText('sk_live_••••abcd').length).toBeGreaterThan(0);
    expect(screen.getByText('Annual price ID').nextElementSibling).toHaveTextContent(
      'Not configured',
    );
    expect(screen.getByText('Payments are live: real cards are charged.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test Webhook' }));
    await waitFor(() =>
      expect(toasts()).toContain('Webhook Test Successful|Test webhook was processed successfully'),
    );
    await user.click(screen.getByRole('button', { name: 'Switch to test mode' }));
    await waitFor(() => expect(summary).toHaveTextContent('Payment modetest'));
    expect(await screen.findByRole('button', { name: 'Switch to production mode' })).toBeEnabled();
    expect(sentBodies(fetchMock, 'POST /api/admin/stripe/toggle-test-mode')).toEqual([{}]);
  });

  it('says when the Stripe configuration cannot load', async () => {
    mockFetch({
      'GET /api/admin/users': users,
      'GET /api/admin/config/complete': overview,
      'GET /api/admin/stripe/test-mode': () => jsonResponse({ success: false }, 500),
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(
      await screen.findByText('Unable to load Stripe configuration. Please check your setup.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch Stripe configuration')).toBeInTheDocument();
  });
});
