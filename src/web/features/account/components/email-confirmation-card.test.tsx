import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { EmailConfirmationCard } from './email-confirmation-card';
import { aUser } from '../../../../../tests/web/support/users';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';

const member = aUser({ id: 42, email: 'wren@example.com', emailConfirmed: false, journeyCount: 2 });

const openToasts = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.open)
    .map((t) => ({ title: t.title, description: t.description, variant: t.variant }));

withPageTestHooks();

describe('Email Address card on /account', () => {
  it('says a confirmed address is confirmed, with nothing to resend', () => {
    renderWithRouter(<EmailConfirmationCard user={{ ...member, emailConfirmed: true }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Email Address' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Resend confirmation email' }),
    ).not.toBeInTheDocument();
  });

  it('says an unconfirmed address is not confirmed and sends a new link, busy meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/account/resend-confirmation': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithRouter(<EmailConfirmationCard user={member} />);
    expect(screen.getByText('Not confirmed yet')).toBeInTheDocument();
    expect(screen.getByText(/open the\s+link in the welcome email/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();

    answer(jsonResponse({ success: true, message: 'Check your inbox for the confirmation link.' }));
    await waitFor(() =>
      expect(openToasts()).toEqual([
        {
          title: 'Confirmation email sent',
          description: 'Check your inbox for the confirmation link.',
          variant: undefined,
        },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeEnabled();
    expect(sentBodies(fetchMock, 'POST /api/account/resend-confirmation')).toHaveLength(1);
  });

  it('says when the link could not be sent', async () => {
    mockFetch({
      'POST /api/account/resend-confirmation': () =>
        jsonResponse({ success: false, message: 'The service is temporarily unavailable.' }, 503),
    });
    renderWithRouter(<EmailConfirmationCard user={member} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() =>
      expect(openToasts()).toEqual([
        {
          title: 'Confirmation email not sent',
          description: 'The service is temporarily unavailable.',
          variant: 'destructive',
        },
      ]),
    );
  });

  it('shows nothing for an account without an email address', () => {
    const { container } = renderWithRouter(
      <EmailConfirmationCard user={{ ...member, email: null }} />,
    );
    expect(container.querySelector('[data-slot="card"]')).toBeNull();
  });
});
