import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { UnsubscribePage } from './unsubscribe.page';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';

withPageTestHooks();

describe('/unsubscribe', () => {
  it('asks first (mail scanners open links), then unsubscribes with the link token', async () => {
    const fetchMock = mockFetch({
      'POST /api/email/unsubscribe': () =>
        jsonResponse({
          success: true,
          message: 'You will no longer receive reminders and news by email.',
        }),
    });
    renderWithRouter(<UnsubscribePage />, '/unsubscribe?token=7.abc');
    expect(screen.getByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/email/unsubscribe')).toEqual([{ token: '7.abc' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email preferences' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it("shows the server's reason for a link that does not work", async () => {
    mockFetch({
      'POST /api/email/unsubscribe': () =>
        jsonResponse({ success: false, message: 'This unsubscribe link is not valid.' }, 400),
    });
    renderWithRouter(<UnsubscribePage />, '/unsubscribe?token=bad');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
  });
});
