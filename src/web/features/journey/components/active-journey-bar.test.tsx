import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogProvider } from '../../../components/ui/confirm-dialog-provider';
import { resetToasts, useToastStore } from '../../../components/ui/toast.store';
import { JOURNEY_STATE_KEY, STORY_FLOW_KEY } from '../../../lib/journey-presence';
import { useAuthStore } from '../../../stores/auth.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { findOpenDialog } from '../../../../../tests/web/support/dialogs';
import { currentPath, renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import {
  EMAIL_SUCCESS_DELAY_MS,
  JOURNEY_COMPLETED_TOAST_MS,
  JOURNEY_END_REDIRECT_MS,
} from '../journey.constants';
import type { Journey } from '../journey.types';
import { JOURNEY_RESET_EVENT } from '../stores/journey-storage';
import ActiveJourneyBar from './active-journey-bar';
import { aUser } from '../../../../../tests/web/support/users';

const member = aUser({ email: 'wren@example.com', journeyCount: 2 });

const JOURNEY: Journey = {
  isActive: true,
  mood: 'restless',
  format: 'fable',
  storyTitle: 'The Fox and the Fog',
  storyContent: 'Once, a fox lost her way in the fog.',
  initialReflection: 'What did the fox teach you?',
  reflectionAnswers: { 'What did the fox teach you?': 'Patience' },
  reflectionDialogue: [{ question: 'Where do you wait?', answer: 'At work', aiResponse: 'I see.' }],
  timestamp: '2026-03-01T10:00:00.000Z',
  journeyId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
};

function storeJourney(journey: Journey = JOURNEY) {
  sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify(journey));
  sessionStorage.setItem(STORY_FLOW_KEY, JSON.stringify({ currentStep: 'dialogue' }));
}

function renderBar(path = '/about') {
  return renderWithRouter(
    <ConfirmDialogProvider>
      <ActiveJourneyBar />
    </ConfirmDialogProvider>,
    path,
  );
}

const bar = () => screen.getByRole('region', { name: 'Active journey' });
const toastTitles = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.open)
    .map((t) => t.title);

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  useAuthStore.setState({ user: member, isAuthenticated: true, isLoading: false, error: null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  storeJourney();
});

afterEach(() => {
  act(() => resetToasts());
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Active Journey bar (SPEC.md section 2)', () => {
  it('shows Return to Journey off /journey, Email & End Journey, Email Only (hidden on small screens)', () => {
    renderBar('/about');
    expect(within(bar()).getByRole('link', { name: 'Return to Journey' })).toHaveAttribute(
      'href',
      '/journey',
    );
    expect(within(bar()).getByRole('button', { name: 'Email & End Journey' })).toBeInTheDocument();
    const emailOnly = within(bar()).getByRole('button', { name: 'Email Only' });
    expect(emailOnly).toHaveClass('hidden', 'sm:inline-flex');
    expect(within(bar()).getByRole('button', { name: 'End Without Emailing' })).toBeInTheDocument();
  });

  it('has no Return to Journey on /journey', () => {
    renderBar('/journey');
    expect(within(bar()).queryByRole('link', { name: 'Return to Journey' })).toBeNull();
  });

  it('shows nothing without an active journey', () => {
    storeJourney({ ...JOURNEY, isActive: false });
    renderBar();
    expect(screen.queryByRole('region', { name: 'Active journey' })).toBeNull();
  });

  it('off /journey, resets an active journey with no mood or under 10 characters of story', () => {
    storeJourney({ ...JOURNEY, storyContent: 'Too short' });
    renderBar('/about');
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();

    storeJourney({ ...JOURNEY, mood: '' });
    renderBar('/account');
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
  });

  it('leaves such a journey alone on /journey itself', () => {
    storeJourney({ ...JOURNEY, storyContent: 'Too short' });
    renderBar('/journey');
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();
  });
});

describe('Email Your Journey dialog', () => {
  it('shows the recipient and what the email contains', async () => {
    renderBar();
    await user.click(within(bar()).getByRole('button', { name: 'Email & End Journey' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Your Journey' });
    expect(dialog).toHaveTextContent('wren@example.com');
    for (const text of [
      'Your mood and the format you chose',
      'The full story, with its title',
      'Your reflection responses and the dialogue',
      'The date and time of your journey',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();
  });

  it('names the username when the user has no email', async () => {
    useAuthStore.setState({ user: { ...member, email: null } });
    renderBar();
    await user.click(within(bar()).getByRole('button', { name: 'Email Only' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('wren');
  });

  it('sends the payload, shows sending then success, and 1.2 s later ends the journey', async () => {
    // Exact timings: the clock moves only when told.
    vi.useRealTimers();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/journeys/email': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderBar('/account');
    const resets = vi.fn();
    window.addEventListener(JOURNEY_RESET_EVENT, resets);

    fireEvent.click(within(bar()).getByRole('button', { name: 'Email & End Journey' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(within(dialog).getByRole('button', { name: /Sending/ })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /api/journeys/email')).toEqual([
      {
        journeyId: JOURNEY.journeyId,
        mood: 'restless',
        storyFormat: 'fable',
        storyTitle: 'The Fox and the Fog',
        storyContent: 'Once, a fox lost her way in the fog.',
        initialReflection: 'What did the fox teach you?',
        reflectionQuestions: ['What did the fox teach you?', 'Where do you wait?'],
        reflectionAnswers: { 'What did the fox teach you?': 'Patience', dialogue_1: 'At work' },
        timestamp: '2026-03-01T10:00:00.000Z',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        reflectionTranscript: [
          { role: 'question', text: 'What did the fox teach you?' },
          { role: 'answer', text: 'Patience' },
          { role: 'reply', text: 'I see.' },
          { role: 'question', text: 'Where do you wait?' },
          { role: 'answer', text: 'At work' },
        ],
      },
    ]);

    await act(async () => answer(jsonResponse({ success: true, message: 'sent' })));
    expect(within(dialog).getByRole('button', { name: /Sent/ })).toBeInTheDocument();
    expect(toastTitles()).toEqual(['Journey emailed successfully!']);
    expect(useToastStore.getState().toasts[0]?.description).toBe(
      'Check your inbox for your journey reflection.',
    );

    act(() => vi.advanceTimersByTime(EMAIL_SUCCESS_DELAY_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(resets).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
    const completed = useToastStore.getState().toasts[0];
    expect(completed).toMatchObject({
      title: 'Journey Completed',
      description:
        'Your journey was emailed and has been erased from our system. Start a new journey anytime.',
      duration: JOURNEY_COMPLETED_TOAST_MS,
    });
    expect(JOURNEY_COMPLETED_TOAST_MS).toBe(5000);
    expect(currentPath(router)).toBe('/account');

    act(() => vi.advanceTimersByTime(JOURNEY_END_REDIRECT_MS - 1));
    expect(currentPath(router)).toBe('/account');
    await act(async () => vi.advanceTimersByTime(1));
    expect(currentPath(router)).toBe('/');
    window.removeEventListener(JOURNEY_RESET_EVENT, resets);
  });

  it('keeps the journey and says so when the email fails', async () => {
    mockFetch({
      'POST /api/journeys/email': () => jsonResponse({ success: false, message: 'SMTP down' }, 503),
    });
    const { router } = renderBar('/account');
    await user.click(within(bar()).getByRole('button', { name: 'Email & End Journey' }));
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Failed to send email']));
    const failed = useToastStore.getState().toasts[0];
    expect(failed).toMatchObject({ description: 'Please try again later', variant: 'destructive' });
    act(() => vi.advanceTimersByTime(5000));
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled();
    expect(currentPath(router)).toBe('/account');
  });

  it('does nothing without a signed-in user', async () => {
    const fetchMock = mockFetch({});
    renderBar();
    await user.click(within(bar()).getByRole('button', { name: 'Email & End Journey' }));
    act(() => useAuthStore.setState({ user: null, isAuthenticated: false }));
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    // (The dialog reads the user again when it opens; nothing is sent.)
    expect(sentBodies(fetchMock, 'POST /api/journeys/email')).toEqual([]);
  });
});

describe('End Without Emailing', () => {
  it('asks first, then resets, goes to / and says Journey Ended', async () => {
    const fetchMock = mockFetch({
      'POST /api/journeys/complete': () => jsonResponse({ success: true }),
    });
    const { router } = renderBar('/account');
    await user.click(within(bar()).getByRole('button', { name: 'End Without Emailing' }));
    const question = await findOpenDialog();
    await user.click(within(question).getByRole('button', { name: 'Keep My Journey' }));
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();
    // Let the first dialog close completely before asking again.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(within(bar()).getByRole('button', { name: 'End Without Emailing' }));
    await user.click(
      within(await findOpenDialog()).getByRole('button', {
        name: 'End Without Emailing',
      }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Journey Ended',
      description: 'Your journey has been ended and all data has been erased.',
    });
    expect(sentBodies(fetchMock, 'POST /api/journeys/complete')).toEqual([
      { journeyId: JOURNEY.journeyId },
    ]);
  });
});
