import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as analytics from '../../../lib/analytics';
import {
  JOURNEY_END_REQUEST_EVENT,
  type JourneyEndRequest,
} from '../../../lib/journey-end-request';
import { JOURNEY_STATE_KEY } from '../../../lib/journey-presence';
import { useAuthStore, type User } from '../../../stores/auth.store';
import { BeginJourneyButton } from '../components/begin-journey-button';
import { beginJourneyLabel, beginJourneyPath } from './begin-journey';

const user = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'wren',
  isAdmin: false,
  journeyCount: 0,
  hasActiveSubscription: false,
  ...overrides,
});

describe('Begin Your Journey rule (SPEC.md section 2)', () => {
  it('sends a visitor who is not logged in to /auth', () => {
    expect(beginJourneyPath(false, null)).toBe('/auth');
    expect(beginJourneyPath(false, user({ journeyCount: 3 }))).toBe('/auth');
  });

  it('sends a user with journeys left or an active subscription to /journey', () => {
    expect(beginJourneyPath(true, user({ journeyCount: 1 }))).toBe('/journey');
    expect(beginJourneyPath(true, user({ journeyCount: 0, hasActiveSubscription: true }))).toBe(
      '/journey',
    );
  });

  it('sends a user with no journeys left and no subscription to /subscribe', () => {
    expect(beginJourneyPath(true, user({ journeyCount: 0 }))).toBe('/subscribe');
  });

  it('labels the button by sign-in state', () => {
    expect(beginJourneyLabel(true)).toBe('Begin Your Journey');
    expect(beginJourneyLabel(false)).toBe('Login to Begin');
  });
});

describe('BeginJourneyButton', () => {
  beforeEach(() => {
    window.sessionStorage.setItem('story-flow', '{"currentStep":"story"}');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  function renderAt(state: Partial<ReturnType<typeof useAuthStore.getState>>) {
    useAuthStore.setState({ isLoading: false, ...state });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <BeginJourneyButton getMessageId={() => 'gentle-1'} buttonId="hero-begin-journey" />
          ),
        },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('clears session storage, tracks the click, then routes', async () => {
    const track = vi.spyOn(analytics, 'track').mockImplementation(() => {});
    const router = renderAt({ isAuthenticated: true, user: user({ journeyCount: 0 }) });

    await userEvent.click(screen.getByRole('button', { name: /Begin Your Journey/ }));

    expect(window.sessionStorage.length).toBe(0);
    expect(track).toHaveBeenCalledWith({
      eventType: 'click',
      messageId: 'gentle-1',
      buttonId: 'hero-begin-journey',
    });
    expect(router.state.location.pathname).toBe('/subscribe');
  });

  it('routes a signed-out visitor to /auth', async () => {
    vi.spyOn(analytics, 'track').mockImplementation(() => {});
    const router = renderAt({ isAuthenticated: false, user: null });

    await userEvent.click(screen.getByRole('button', { name: /Login to Begin/ }));

    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('BeginJourneyButton while a journey is active', () => {
  const active = JSON.stringify({ isActive: true, mood: 'restless', storyContent: 'Once, a fox.' });
  let answer: ((event: Event) => void) | null = null;

  beforeEach(() => {
    window.sessionStorage.setItem(JOURNEY_STATE_KEY, active);
    vi.spyOn(analytics, 'track').mockImplementation(() => {});
  });
  afterEach(() => {
    if (answer) window.removeEventListener(JOURNEY_END_REQUEST_EVENT, answer);
    answer = null;
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  function renderSignedIn() {
    useAuthStore.setState({
      isLoading: false,
      isAuthenticated: true,
      user: user({ journeyCount: 2 }),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <BeginJourneyButton getMessageId={() => 'g'} buttonId="hero-begin-journey" />,
        },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  /** Stands in for the Active Journey bar: takes the question and keeps what to do on erase. */
  function barAnswers(): { erase: () => void } {
    let onErased = () => {};
    answer = (event) => {
      event.preventDefault();
      onErased = (event as CustomEvent<JourneyEndRequest>).detail.onErased;
    };
    window.addEventListener(JOURNEY_END_REQUEST_EVENT, answer);
    return { erase: () => onErased() };
  }

  it('asks first and erases nothing until the person chooses to', async () => {
    const bar = barAnswers();
    const router = renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: /Begin Your Journey/ }));

    expect(window.sessionStorage.getItem(JOURNEY_STATE_KEY)).toBe(active);
    expect(router.state.location.pathname).toBe('/');
    expect(analytics.track).not.toHaveBeenCalled();

    act(() => bar.erase());
    expect(window.sessionStorage.length).toBe(0);
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/journey');
  });

  it('with nothing on the page to ask, goes back to the journey and erases nothing', async () => {
    const router = renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: /Begin Your Journey/ }));
    expect(window.sessionStorage.getItem(JOURNEY_STATE_KEY)).toBe(active);
    expect(router.state.location.pathname).toBe('/journey');
  });
});
