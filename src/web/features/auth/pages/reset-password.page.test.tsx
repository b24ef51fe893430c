import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { ResetPasswordPage } from './reset-password.page';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';

const SUCCESS = 'Your password has been reset. You can now log in with your new password.';
const INVALID = 'Invalid reset token. Please request a new password reset link';

function renderReset(token = 'abc123') {
  return renderWithRouter(<ResetPasswordPage />, `/reset-password/${token}`, {
    path: '/reset-password/:token',
  });
}

async function submit(password: string, confirmation: string) {
  const userEv = userEvent.setup();
  await userEv.type(screen.getByLabelText('New Password'), password);
  await userEv.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await userEv.click(screen.getByRole('button', { name: 'Reset Password' }));
}

withPageTestHooks();

describe('/reset-password/{token} (SPEC.md sections 2, 5 and 8)', () => {
  it('shows new password and confirmation with the new-password hint', () => {
    renderReset();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a New Password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('needs 6 characters and a matching confirmation; sends nothing otherwise', async () => {
    const fetchMock = mockFetch({});
    renderReset();

    await submit('12345', '1234');

    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters'),
    );
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the strength of the new password', async () => {
    renderReset();
    await userEvent.setup().type(screen.getByLabelText('New Password'), 'Abcdefg1');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password strength: Strong'),
    );
  });

  it('sends the token from the path and shows Go to login on success', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/password-reset-confirm': () =>
        jsonResponse({ success: true, message: SUCCESS }),
    });
    renderReset('tok-from-link');

    await submit('Abcdefg1', 'Abcdefg1');

    expect(await screen.findByTestId('reset-password-done')).toHaveTextContent(SUCCESS);
    expect(screen.getByTestId('reset-password-done')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(sentBodies(fetchMock, 'POST /api/auth/password-reset-confirm')).toEqual([
      { token: 'tok-from-link', newPassword: 'Abcdefg1' },
    ]);
  });

  it.each([
    ['an invalid token', () => jsonResponse({ success: false, message: INVALID }, 400), INVALID],
    [
      'a failure without a reason',
      () => new Response('', { status: 500 }),
      'Failed to reset password. Please try again',
    ],
    [
      'an unreachable server',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Something went wrong. Please try again.',
    ],
  ])('reports %s', async (_case, answer, message) => {
    mockFetch({ 'POST /api/auth/password-reset-confirm': answer });
    renderReset();

    await submit('secret1', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('offers a new link when the token is invalid', async () => {
    mockFetch({
      'POST /api/auth/password-reset-confirm': () =>
        jsonResponse({ success: false, message: INVALID }, 400),
    });
    renderReset();
    await submit('secret1', 'secret1');

    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("says 'Missing reset token...' for a blank token", () => {
    renderReset('%20');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Missing reset token\.\.\.$/);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
