import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast.store';
import { EMAIL_KIND_GROUPS } from '../../../../domain/notifications/email-kinds';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { EmailKinds } from './email-kinds';

withPageTestHooks();

const toasts = () =>
  useToastStore.getState().toasts.map((t) => `${t.title}|${t.description ?? ''}`);
const CAMPAIGN = '6f1c2d1e-9f55-4c1e-9b8a-1f2e3d4c5b6a';

describe('the Emails sub-tabs (SPEC.md sections 2, 7 and 8)', () => {
  it('sends a kind to the given users with its extras, then shows the results and the progress', async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/email/credit-card-warnings': () =>
        jsonResponse({
          success: true,
          campaignId: CAMPAIGN,
          results: [
            { userId: 12, status: 'queued' },
            { userId: 40, status: 'not eligible' },
          ],
          queued: 1,
          message: 'Sending credit-card-warnings emails to 1 person.',
        }),
      [`GET /api/admin/email/campaigns/${CAMPAIGN}`]: () =>
        jsonResponse({
          success: true,
          campaign: {
            campaignId: CAMPAIGN,
            kind: 'credit-card-warnings',
            total: 1,
            sent: 1,
            failed: 0,
            skipped: 0,
            pending: 0,
            done: true,
          },
        }),
    });
    renderWithRouter(
      <EmailKinds kinds={EMAIL_KIND_GROUPS.Subscription} label="Subscription emails" />,
    );
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Subscription emails' });
    expect(within(form).getByText('People with an active Trailblazer plan.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Email'), 'credit-card-warnings');
    expect(within(form).getByLabelText('Warning window (months)')).toHaveValue('1');
    await user.type(within(form).getByLabelText('User IDs'), '12, x, 40');
    await user.click(within(form).getByRole('button', { name: 'Send Emails' }));
    await waitFor(() =>
      expect(toasts()).toContain('Emails|Sending credit-card-warnings emails to 1 person.'),
    );
    expect(sentBodies(fetchMock, 'POST /api/admin/email/credit-card-warnings')).toEqual([
      { userIds: '12, x, 40', warningMonths: '1' },
    ]);
    expect(within(form).getByText('User 40: not eligible')).toBeInTheDocument();
    expect(await within(form).findByText('Done: 1 of 1 sent')).toBeInTheDocument();
  });

  it('asks for the announcement text and says Failed to send emails when the send fails', async () => {
    mockFetch({
      'POST /api/admin/email/feature-announcement': () =>
        jsonResponse(
          { success: false, message: 'featureName is required for feature-announcement emails' },
          400,
        ),
    });
    renderWithRouter(<EmailKinds kinds={EMAIL_KIND_GROUPS.Engagement} label="Engagement emails" />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Email'), 'feature-announcement');
    expect(screen.getByLabelText('Feature name')).toBeInTheDocument();
    expect(screen.getByLabelText('Feature description')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Emails' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Failed to send emails|featureName is required for feature-announcement emails',
      ),
    );
  });
});
