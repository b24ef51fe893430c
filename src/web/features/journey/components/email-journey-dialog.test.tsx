import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToastStore } from '../../../components/ui/toast.store';
import { JOURNEY_STATE_KEY } from '../../../lib/journey-presence';
import { useAuthStore, type User } from '../../../stores/auth.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { currentPath, renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import type { Journey } from '../journey.types';
import {
  CONFIRMATION_CHECK_MS,
  EmailJourneyDialog,
  UNCONFIRMED_TITLE,
} from './email-journey-dialog';
import { aUser } from '../../../../../tests/web/support/users';

const NOT_CONFIRMED =
  'Please confirm your email address first: use the link we sent you, or send a new one from your account page.';

const member = aUser({ email: 'wren@example.com', emailConfirmed: true, journeyCount: 2 });

const JOURNEY: Journey = {
  isActive: true,
  mood: 'restless',
  format: 'fable',
  storyTitle: 'The Fox and the Fog',
  storyContent: 'Once, a fox lost her way in the fog.',
  initialReflection: 'What did the fox teach you?',
  reflectionAnswers: { 'What did the fox teach you?': 'Patience' },
  reflectionDialogue: [],
  timestamp: '2026-03-01T10:00:00.000Z',
  journeyId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
};

const storedJourney = () => sessionStorage.getItem(JOURNEY_STATE_KEY);
const openToasts = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.open)
    .map((t) => ({ title: t.title, description: t.description }));

function renderDialog(user: User = member) {
  useAuthStore.setState({ user, isAuthenticated: true, isLoading: false, error: null });
  const onSent = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithRouter(
    <EmailJourneyDialog open onOpenChange={onOpenChange} onSent={onSent} />,
    '/journey',
  );
  return { ...view, onSent, onOpenChange };
}

beforeEach(() => {
  sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify(JOURNEY));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => resetToasts());
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Email Your Journey for an unconfirmed address', () => {
  it('explains up front, offers a new link and keeps the journey', async () => {
    const fetchMock = mockFetch({
      'POST /api/account/resend-confirmation': () =>
        jsonResponse({ success: true, message: 'Check your inbox for the confirmation link.' }),
    });
    renderDialog({ ...member, emailConfirmed: false });

    expect(screen.getByText(UNCONFIRMED_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/nothing is erased/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() =>
      expect(openToasts()).toEqual([
        {
          title: 'Confirmation email sent',
          description: 'Check your inbox for the confirmation link.',
        },
      ]),
    );
    expect(sentBodies(fetchMock, 'POST /api/account/resend-confirmation')).toHaveLength(1);
    expect(storedJourney()).toBe(JSON.stringify(JOURNEY));
  });

  it('explains instead of failing when the server refuses an unconfirmed address', async () => {
    mockFetch({
      'POST /api/journeys/email': () =>
        jsonResponse({ success: false, message: NOT_CONFIRMED }, 403),
    });
    const { onSent } = renderDialog();
    expect(screen.queryByText(UNCONFIRMED_TITLE)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));

    expect(await screen.findByText(UNCONFIRMED_TITLE)).toBeInTheDocument();
    expect(openToasts()).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
    expect(storedJourney()).toBe(JSON.stringify(JOURNEY));
    // Until the address is confirmed (the user read again says so), there is nothing to send.
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeDisabled();
  });

  it('keeps Send Email disabled while the address is not confirmed (issue 34)', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/check': () =>
        jsonResponse({ authenticated: true, user: { ...member, emailConfirmed: false } }),
    });
    renderDialog({ ...member, emailConfirmed: false });
    const send = screen.getByRole('button', { name: 'Send Email' });
    expect(send).toBeDisabled();
    await userEvent.click(send);
    expect(sentBodies(fetchMock, 'POST /api/journeys/email')).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reads the user again when the window gets the focus back: confirmed in another tab, it sends (issue 34)', async () => {
    let confirmed = false;
    const fetchMock = mockFetch({
      'GET /api/auth/check': () =>
        jsonResponse({ authenticated: true, user: { ...member, emailConfirmed: confirmed } }),
      'POST /api/journeys/email': () => jsonResponse({ success: true }),
    });
    renderDialog({ ...member, emailConfirmed: false });
    await waitFor(() => expect(sentBodies(fetchMock, 'GET /api/auth/check')).toHaveLength(1));
    expect(screen.getByText(UNCONFIRMED_TITLE)).toBeInTheDocument();

    confirmed = true; // the link was opened in another tab
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByText(UNCONFIRMED_TITLE)).not.toBeInTheDocument());
    const send = screen.getByRole('button', { name: 'Send Email' });
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/journeys/email')).toHaveLength(1));
  });

  it('reads the user again every few seconds while unconfirmed: confirmed on another device (issue 34)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let confirmed = false;
      const fetchMock = mockFetch({
        'GET /api/auth/check': () =>
          jsonResponse({ authenticated: true, user: { ...member, emailConfirmed: confirmed } }),
      });
      renderDialog({ ...member, emailConfirmed: false });
      await waitFor(() => expect(sentBodies(fetchMock, 'GET /api/auth/check')).toHaveLength(1));
      confirmed = true;
      act(() => vi.advanceTimersByTime(CONFIRMATION_CHECK_MS));
      await waitFor(() => expect(screen.queryByText(UNCONFIRMED_TITLE)).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled();
      // Confirmed: no more asking.
      act(() => vi.advanceTimersByTime(3 * CONFIRMATION_CHECK_MS));
      expect(sentBodies(fetchMock, 'GET /api/auth/check')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the user again after a new confirmation link was sent (issue 34)', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/check': () =>
        jsonResponse({ authenticated: true, user: { ...member, emailConfirmed: false } }),
      'POST /api/account/resend-confirmation': () =>
        jsonResponse({ success: true, message: 'Check your inbox for the confirmation link.' }),
    });
    renderDialog({ ...member, emailConfirmed: false });
    await waitFor(() => expect(sentBodies(fetchMock, 'GET /api/auth/check')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'GET /api/auth/check')).toHaveLength(2));
  });

  it('takes the person to their account from the explanation', async () => {
    mockFetch({});
    const { router, onOpenChange } = renderDialog({ ...member, emailConfirmed: false });
    await userEvent.click(screen.getByRole('link', { name: 'Go to your account' }));
    expect(currentPath(router)).toBe('/account');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(storedJourney()).toBe(JSON.stringify(JOURNEY));
  });
});

describe('Email Your Journey failures', () => {
  it("says the daily limit in the server's words, keeping the journey", async () => {
    const limit = 'You can email up to 10 journeys a day. Please try again in 5 hours.';
    mockFetch({
      'POST /api/journeys/email': () => jsonResponse({ success: false, message: limit }, 429),
    });
    const { onSent } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() =>
      expect(openToasts()).toEqual([{ title: 'Failed to send email', description: limit }]),
    );
    expect(onSent).not.toHaveBeenCalled();
    expect(storedJourney()).toBe(JSON.stringify(JOURNEY));
  });

  it('keeps the SPEC toast for a real failure', async () => {
    mockFetch({
      'POST /api/journeys/email': () =>
        jsonResponse({ success: false, message: 'Failed to send email' }, 503),
    });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() =>
      expect(openToasts()).toEqual([
        { title: 'Failed to send email', description: 'Please try again later' },
      ]),
    );
    expect(screen.queryByText(UNCONFIRMED_TITLE)).not.toBeInTheDocument();
    expect(storedJourney()).toBe(JSON.stringify(JOURNEY));
  });
});
