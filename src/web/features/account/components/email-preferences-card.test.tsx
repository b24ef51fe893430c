import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { EmailPreferencesCard } from './email-preferences-card';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';

const OFF =
  'You will no longer receive reminders and news by email. Account, billing and journey emails are still sent.';

withPageTestHooks();

describe('Email Preferences card on /account', () => {
  it('shows the setting and saves a change, with a toast saying what it means', async () => {
    const fetchMock = mockFetch({
      'GET /api/account/email-preferences': () => jsonResponse({ success: true, engagement: true }),
      'POST /api/account/email-preferences': () =>
        jsonResponse({ success: true, engagement: false, message: OFF }),
    });
    renderWithRouter(<EmailPreferencesCard />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Email Preferences' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/always sent/)).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: /Reminders and news/ });
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.setup().click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(sentBodies(fetchMock, 'POST /api/account/email-preferences')).toEqual([
      { engagement: false },
    ]);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.description)).toContain(OFF),
    );
  });

  it('keeps the setting and says so when saving fails', async () => {
    mockFetch({
      'GET /api/account/email-preferences': () =>
        jsonResponse({ success: true, engagement: false }),
      'POST /api/account/email-preferences': () => jsonResponse({ success: false }, 500),
    });
    renderWithRouter(<EmailPreferencesCard />);
    const box = await screen.findByRole('checkbox', { name: /Reminders and news/ });
    await waitFor(() => expect(box).not.toBeChecked());
    await userEvent.setup().click(box);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.variant)).toContain('destructive'),
    );
    expect(box).not.toBeChecked();
  });
});
