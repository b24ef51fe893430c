import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { ForgotPasswordPage } from './forgot-password.page';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';

const NEUTRAL = 'If an account with that email exists, we have sent password reset instructions.';

withPageTestHooks();

describe('/forgot-password (SPEC.md sections 2, 5 and 8)', () => {
  it('shows an email form and a link to /login', () => {
    renderWithRouter(<ForgotPasswordPage />, '/forgot-password');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Forgot Your Password?' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it("needs an @: 'Please enter a valid email address'", async () => {
    const fetchMock = mockFetch({});
    const userEv = userEvent.setup();
    renderWithRouter(<ForgotPasswordPage />, '/forgot-password');

    await userEv.type(screen.getByLabelText('Email'), 'wren.example.com');
    await userEv.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('always answers neutrally, in the page and in a 5-second toast', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/password-reset-request': () =>
        jsonResponse({ success: true, message: NEUTRAL }),
    });
    const userEv = userEvent.setup();
    renderWithRouter(<ForgotPasswordPage />, '/forgot-password');

    await userEv.type(screen.getByLabelText('Email'), ' nobody@example.com ');
    await userEv.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const answer = await screen.findByTestId('forgot-password-answer');
    expect(answer).toHaveTextContent(NEUTRAL);
    expect(answer).toHaveFocus();
    expect(within(answer).getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(sentBodies(fetchMock, 'POST /api/auth/password-reset-request')).toEqual([
      { email: 'nobody@example.com' },
    ]);
    const [shown] = useToastStore.getState().toasts;
    expect(shown).toMatchObject({ description: NEUTRAL, duration: 5000 });
  });

  it('says so when the request was refused (nothing was sent)', async () => {
    const throttled = 'Too many reset requests. Please try again later.';
    mockFetch({
      'POST /api/auth/password-reset-request': () =>
        jsonResponse({ success: false, message: throttled }, 429),
    });
    const userEv = userEvent.setup();
    renderWithRouter(<ForgotPasswordPage />, '/forgot-password');

    await userEv.type(screen.getByLabelText('Email'), 'wren@example.com');
    await userEv.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(throttled);
    expect(screen.queryByTestId('forgot-password-answer')).not.toBeInTheDocument();
  });
});
