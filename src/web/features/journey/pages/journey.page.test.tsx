import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../components/ui/toast.store';
import { JOURNEY_STATE_KEY, STORY_FLOW_KEY } from '../../../lib/journey-presence';
import { useAuthStore } from '../../../stores/auth.store';
import { jsonResponse, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { currentPath } from '../../../../../tests/web/support/render-with-router';
import { JOURNEY_FAQ_EVENT, LOGIN_REDIRECT_DELAY_MS, TYPING_SCALE_KEY } from '../journey.constants';
import { JOURNEY_RESET_EVENT } from '../stores/journey-storage';
import {
  api,
  CRISIS,
  formats,
  input,
  log,
  renderJourney,
  sendMessage,
  signIn,
  storyStream,
  toFirstQuestion,
} from './journey.page.test-support';

beforeEach(() => {
  window.localStorage.setItem(TYPING_SCALE_KEY, '0');
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => resetToasts());
  window.localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('journey screen: who may see it (SPEC.md section 2)', () => {
  it('shows Login Required to a signed-out visitor and goes to /auth after 1.5 s', () => {
    vi.useFakeTimers();
    const { router } = renderJourney();
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText(/now requires an account to access all features/)).toBeInTheDocument();
    expect(screen.getByText(/Redirecting you to login/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1));
    expect(currentPath(router)).toBe('/journey');
    act(() => vi.advanceTimersByTime(1));
    expect(currentPath(router)).toBe('/auth?redirect=/journey');
  });

  it('waits while the session is being checked', () => {
    vi.useFakeTimers();
    useAuthStore.setState({ isLoading: true });
    const { router } = renderJourney();
    expect(screen.queryByText('Login Required')).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(currentPath(router)).toBe('/journey');
  });

  it('shows Journey Limit Reached at the mood step when no journeys are left', async () => {
    signIn({ journeyCount: 0 });
    api();
    renderJourney();
    expect(screen.getByRole('heading', { name: 'Journey Limit Reached' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Trailblazer Now' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('lets a subscriber in whatever the count', () => {
    signIn({ journeyCount: 0, hasActiveSubscription: true });
    api();
    renderJourney();
    expect(screen.queryByText('Journey Limit Reached')).toBeNull();
    expect(log()).toBeInTheDocument();
  });
});

describe('journey screen: the chat', () => {
  beforeEach(() => signIn());

  it('says plainly that replies are written by software, not a person, and are not therapy', () => {
    api();
    renderJourney();
    expect(
      screen.getByText(
        'Replies on this page are written by software, not by a person. They are not a substitute for therapy or professional care.',
      ),
    ).toBeInTheDocument();
  });

  it('runs a journey: mood, format (further clicks ignored), streamed story, question, dialogue', async () => {
    const fetchMock = api();
    renderJourney();
    await sendMessage('Tired and a bit lost');
    await within(log()).findByText('That sounds heavy. I hear you.');
    expect(sentBodies(fetchMock, 'POST /api/mood-response')).toEqual([
      { mood: 'Tired and a bit lost' },
    ]);

    const choice = formats()!;
    await userEvent.click(within(choice).getByRole('button', { name: /Fable/ }));
    await userEvent.click(within(choice).getByRole('button', { name: /Poem/ }));
    await within(log()).findByRole('heading', { name: 'The Fox and the Fog' });
    expect(within(log()).getByText('Once, a fox lost her way.')).toBeInTheDocument();
    const [story] = sentBodies(fetchMock, 'POST /api/story') as { journeyId: string }[];
    expect(sentBodies(fetchMock, 'POST /api/story')).toHaveLength(1);
    expect(story).toMatchObject({ mood: 'Tired and a bit lost', format: 'fable' });
    expect(story?.journeyId).toMatch(/^[0-9a-f-]{36}$/);
    const storyInit = fetchMock.mock.calls.find(([url]) => url === '/api/story')?.[1];
    expect(storyInit?.headers).toMatchObject({ Accept: 'text/event-stream' });

    await within(log()).findByText('What did the fox teach you?');
    // The new count is fetched for the top bar once the story has started a journey.
    await waitFor(() => expect(useAuthStore.getState().user?.journeyCount).toBe(2));
    // The grounding card always follows the initial question.
    expect(await screen.findByRole('region', { name: 'Grounding tools' })).toHaveTextContent(
      'Take a grounding pause?',
    );

    const journey = JSON.parse(sessionStorage.getItem(JOURNEY_STATE_KEY) ?? '{}');
    expect(journey).toMatchObject({
      isActive: true,
      mood: 'Tired and a bit lost',
      format: 'fable',
      storyTitle: 'The Fox and the Fog',
      storyContent: 'Once, a fox lost her way.',
      initialReflection: 'What did the fox teach you?',
      journeyId: story?.journeyId,
    });
    expect(JSON.parse(sessionStorage.getItem(STORY_FLOW_KEY) ?? '{}')).toMatchObject({
      currentStep: 'story',
      selectedFormat: 'fable',
    });

    await sendMessage('To be patient');
    await within(log()).findByText('Where do you find patience?');
    expect(within(log()).getByText('Thank you for sharing.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/reflection/followup')).toEqual([
      {
        journeyId: story?.journeyId,
        mood: 'Tired and a bit lost',
        storyFormat: 'fable',
        storyTitle: 'The Fox and the Fog',
        previousReflections: [{ question: 'What did the fox teach you?', answer: 'To be patient' }],
      },
    ]);
    expect(JSON.parse(sessionStorage.getItem(STORY_FLOW_KEY) ?? '{}').currentStep).toBe('dialogue');
  });

  it('is disabled while waiting for the AI', async () => {
    let answer: (response: Response) => void = () => {};
    api({ 'POST /api/mood-response': () => new Promise((resolve) => (answer = resolve)) });
    renderJourney();
    await sendMessage('Anxious');
    expect(input()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('is writing');
    await act(async () => answer(jsonResponse({ response: 'I hear you.' })));
    await waitFor(() => expect(input()).toBeEnabled());
  });

  it('answers a crisis with help lines and grounding, and offers no story', async () => {
    api({ 'POST /api/mood-response': () => jsonResponse(CRISIS) });
    renderJourney();
    await sendMessage('I do not want to be here anymore');
    await within(log()).findByText(CRISIS.response);
    expect(
      within(log()).getByText('988 Suicide & Crisis Lifeline (call or text 988)'),
    ).toBeInTheDocument();
    expect(formats()).toBeNull();
    const card = await screen.findByRole('region', { name: 'Grounding tools' });
    await userEvent.click(within(card).getByRole('button', { name: 'Show quote' }));
    await screen.findByText(/This too shall pass/);
    expect(input()).toBeEnabled();
  });

  it('says the spec text when the mood fails', async () => {
    api({ 'POST /api/mood-response': () => jsonResponse({ message: 'down' }, 500) });
    renderJourney();
    await sendMessage('Sad');
    await within(log()).findByText(
      "I'm sorry, I couldn't process your mood right now. Please try again.",
    );
  });

  it('says the spec text when the story fails, and lets the person choose again', async () => {
    let calls = 0;
    api({
      'POST /api/story': () =>
        ++calls === 1 ? jsonResponse({ message: 'down' }, 503) : storyStream('Second Try'),
    });
    renderJourney();
    await sendMessage('Sad');
    await within(log()).findByText('That sounds heavy. I hear you.');
    await userEvent.click(within(formats()!).getByRole('button', { name: /Poem/ }));
    await within(log()).findByText(
      "I'm having trouble creating your story right now. Please try again or choose a different format.",
    );
    await userEvent.click(within(formats()!).getByRole('button', { name: /Story/ }));
    await within(log()).findByRole('heading', { name: 'Second Try' });
  });

  it('shows Journey Limit Reached when the story is refused (403)', async () => {
    api({
      'POST /api/story': () => jsonResponse({ success: false, message: 'No journeys left' }, 403),
    });
    renderJourney();
    await sendMessage('Sad');
    await within(log()).findByText('That sounds heavy. I hear you.');
    await userEvent.click(within(formats()!).getByRole('button', { name: /Fable/ }));
    await screen.findByRole('heading', { name: 'Journey Limit Reached' });
  });

  it('shows a failed follow-up in the error banner, which can be dismissed', async () => {
    api({ 'POST /api/reflection/followup': () => jsonResponse({ message: 'timeout' }, 504) });
    renderJourney();
    await toFirstQuestion();
    await sendMessage('Patience');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent("I couldn't continue our reflection right now.");
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers grounding after a follow-up with the injected chance', async () => {
    api();
    renderJourney(() => 0.1);
    await toFirstQuestion();
    const card = await screen.findByRole('region', { name: 'Grounding tools' });
    await userEvent.click(within(card).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('region', { name: 'Grounding tools' })).toBeNull();
    await sendMessage('Patience');
    await within(log()).findByText('Where do you find patience?');
    expect(await screen.findByRole('region', { name: 'Grounding tools' })).toBeInTheDocument();
  });

  it('does not offer it after a follow-up when the chance says no', async () => {
    api();
    renderJourney(() => 0.5);
    await toFirstQuestion();
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    await sendMessage('Patience');
    await within(log()).findByText('Where do you find patience?');
    expect(screen.queryByRole('region', { name: 'Grounding tools' })).toBeNull();
  });

  it('Start new journey resets everything and greets anew', async () => {
    const fetchMock = api();
    renderJourney();
    await toFirstQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Start new journey' }));
    // The journey is active (its story has arrived): it asks first.
    const ask = await screen.findByRole('alertdialog', { name: 'Start a new journey?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Erase and Start New' }));
    await within(log()).findByText("Let's start a new journey. How are you feeling now?");
    expect(within(log()).queryByText('What did the fox teach you?')).toBeNull();
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/journeys/complete')).toHaveLength(1);
  });

  it('starts afresh when the journey is ended from the Active Journey bar', async () => {
    api();
    renderJourney();
    await toFirstQuestion();
    act(() => window.dispatchEvent(new Event(JOURNEY_RESET_EVENT)));
    await within(log()).findByText("Let's start a new journey. How are you feeling now?");
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
  });

  it('comes back after a reload with the chat as it was', async () => {
    api();
    const first = renderJourney();
    await toFirstQuestion();
    first.unmount();
    renderJourney();
    expect(within(log()).getByText('What did the fox teach you?')).toBeInTheDocument();
    expect(within(log()).getByRole('heading', { name: 'The Fox and the Fog' })).toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('opens the 8-question FAQ dialog on its custom event', async () => {
    api();
    renderJourney();
    act(() => window.dispatchEvent(new Event(JOURNEY_FAQ_EVENT)));
    const dialog = await screen.findByRole('dialog', { name: 'Journey Questions' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Journey help' }));
    expect(await screen.findByRole('dialog', { name: 'Journey Questions' })).toBeInTheDocument();
  });
});
