// What the journey screen's tests share: a signed-in member, the API answers of a whole journey,
// and the steps to the first reflection question.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { useAuthStore, type User } from '../../../stores/auth.store';
import { jsonResponse, mockFetch } from '../../../../../tests/web/support/mock-fetch';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { JourneyPage } from './journey.page';

export const member: User = {
  id: 7,
  username: 'wren',
  email: 'wren@example.com',
  isAdmin: false,
  journeyCount: 3,
  hasActiveSubscription: false,
  journeyResetDate: new Date(2026, 11, 1).toISOString(),
};

export const CRISIS = {
  crisis: true,
  category: 'suicide',
  response: 'I am so glad you told me. You deserve support right now.',
  resources: [{ region: 'US', line: '988 Suicide & Crisis Lifeline (call or text 988)' }],
};

export const TOOLS = {
  quote: 'This too shall pass.',
  quoteAuthor: 'Persian proverb',
  affirmations: ['I am allowed to rest.'],
  breathingExercise: {
    title: 'Box breathing',
    description: 'Four equal sides.',
    steps: [{ name: 'Breathe in', instruction: 'In for four.', duration: 4 }],
  },
};

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function storyStream(
  title = 'The Fox and the Fog',
  parts = ['Once, a fox ', 'lost her way.'],
  journeyId = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
) {
  const text = [
    frame('start', { journeyId }),
    frame('title', { title }),
    ...parts.map((part) => frame('delta', { text: part })),
    frame('done', {}),
  ].join('');
  return new Response(new TextEncoder().encode(text), {
    headers: { 'Content-Type': 'text/event-stream' },
  });
}

type Handlers = Parameters<typeof mockFetch>[0];

export function api(overrides: Handlers = {}) {
  return mockFetch({
    'POST /api/mood-response': () => jsonResponse({ response: 'That sounds heavy. I hear you.' }),
    'POST /api/story': (body) =>
      storyStream(undefined, undefined, (body as { journeyId: string }).journeyId),
    'POST /api/reflection/initial': () => jsonResponse({ question: 'What did the fox teach you?' }),
    'POST /api/reflection/followup': () =>
      jsonResponse({ response: 'Thank you for sharing.', question: 'Where do you find patience?' }),
    'POST /api/grounding-tools': () => jsonResponse(TOOLS),
    'POST /api/journeys/complete': () => jsonResponse({ success: true }),
    'GET /api/auth/check': () =>
      jsonResponse({ authenticated: true, user: { ...member, journeyCount: 2 } }),
    ...overrides,
  });
}

export function signIn(user: Partial<User> = {}) {
  useAuthStore.setState({ user: { ...member, ...user }, isAuthenticated: true, isLoading: false });
}

export function renderJourney(random = () => 0.9) {
  return renderWithRouter(<JourneyPage random={random} />, '/journey');
}

export const input = () => screen.getByRole('textbox', { name: 'Your message' });
export const log = () => screen.getByRole('log', { name: 'Conversation' });
export const formats = () => screen.queryByRole('group', { name: 'Choose a format' });

export async function sendMessage(text: string) {
  await waitFor(() => expect(input()).toBeEnabled());
  await userEvent.type(input(), `${text}{Enter}`);
}

/** Through the mood and a fable, to the first reflection question. */
export async function toFirstQuestion() {
  await sendMessage('Tired and a bit lost');
  await within(log()).findByText('That sounds heavy. I hear you.');
  await userEvent.click(within(formats()!).getByRole('button', { name: /Fable/ }));
  await within(log()).findByText('What did the fox teach you?');
}
