import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOURNEY_STATE_KEY } from '../../../lib/journey-presence';
import { useAuthStore } from '../../../stores/auth.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { renderRoute } from '../../../../../tests/web/support/render-route';
import { CONFIRM_EMAIL_TITLE, ConfirmEmailPage } from './confirm-email.page';
import { aUser } from '../../../../../tests/web/support/users';

const BAD_LINK =
  'This confirmation link is not valid: it has expired, was already used, or a newer one was sent. Send a new one from your account page.';
const member = aUser({ id: 42, email: 'wren@example.com', emailConfirmed: false, journeyCount: 2 });
const initialState = useAuthStore.getState();

const renderPage = (token: string) =>
  renderWithRouter(<ConfirmEmailPage />, `/confirm-email/${token}`, {
    path: '/confirm-email/:token',
  });

beforeEach(() => {
  useAuthStore.setState(initialState, true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/confirm-email/:token', () => {
  it('confirms the address once, says so and updates the signed-in person', async () => {
    useAuthStore.setState({ user: member, isAuthenticated: true, isLoading: false });
    const fetchMock = mockFetch({
      'POST /api/auth/confirm-email': () =>
        jsonResponse({ success: true, message: 'Thank you: your email address is confirmed.' }),
    });
    renderPage('token-one');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email address…');
    expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
    expect(screen.getByText('Thank you: your email address is confirmed.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/confirm-email')).toEqual([{ token: 'token-one' }]);
    expect(useAuthStore.getState().user?.emailConfirmed).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByRole('link', { name: 'Start a journey' })).toHaveAttribute(
      'href',
      '/journey',
    );
  });

  it('says what happens next: the journey in another tab can be emailed now (issue 34)', async () => {
    useAuthStore.setState({ user: member, isAuthenticated: true, isLoading: false });
    mockFetch({
      'POST /api/auth/confirm-email': () =>
        jsonResponse({ success: true, message: 'Thank you: your email address is confirmed.' }),
    });
    renderPage('token-five');
    expect(await screen.findByText('What happens next')).toBeInTheDocument();
    expect(
      screen.getByText(/switch back to it and choose Email & End Journey/),
    ).toBeInTheDocument();
  });

  it('links back to the journey kept in this tab (issue 34)', async () => {
    sessionStorage.setItem(
      JOURNEY_STATE_KEY,
      JSON.stringify({ isActive: true, mood: 'calm', storyTitle: 'T', storyContent: 'A story.' }),
    );
    useAuthStore.setState({ user: member, isAuthenticated: true, isLoading: false });
    mockFetch({
      'POST /api/auth/confirm-email': () =>
        jsonResponse({ success: true, message: 'Thank you: your email address is confirmed.' }),
    });
    renderPage('token-six');
    expect(await screen.findByText('What happens next')).toBeInTheDocument();
    expect(screen.getByText(/Your journey is waiting in this tab/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to your journey' })).toHaveAttribute(
      'href',
      '/journey',
    );
    sessionStorage.clear();
  });

  it("shows the server's reason when the link does not work", async () => {
    mockFetch({
      'POST /api/auth/confirm-email': () =>
        jsonResponse({ success: false, message: BAD_LINK }, 400),
    });
    renderPage('token-two');
    expect(await screen.findByText('Email not confirmed')).toBeInTheDocument();
    expect(screen.getByText(BAD_LINK)).toBeInTheDocument();
  });

  it('says a used link of an already confirmed person is nothing to worry about', async () => {
    useAuthStore.setState({
      user: { ...member, emailConfirmed: true },
      isAuthenticated: true,
      isLoading: false,
    });
    mockFetch({
      'POST /api/auth/confirm-email': () =>
        jsonResponse({ success: false, message: BAD_LINK }, 400),
    });
    renderPage('token-three');
    expect(await screen.findByText('Your email address is already confirmed.')).toBeInTheDocument();
    expect(screen.queryByText(BAD_LINK)).not.toBeInTheDocument();
  });

  it('is in the route table, signed in or not', async () => {
    mockFetch({
      'GET /api/auth/check': () => jsonResponse({ authenticated: false, user: null }),
      'POST /api/auth/confirm-email': () =>
        jsonResponse({ success: true, message: 'Thank you: your email address is confirmed.' }),
    });
    renderRoute('/confirm-email/token-four');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: CONFIRM_EMAIL_TITLE },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Thank you: your email address is confirmed.')).toBeInTheDocument(),
    );
  });
});
