// No journey lost by one click: Start new journey asks first while a journey is active, and
// offers Email & End; the screen says plainly that closing the tab erases the journey.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../components/ui/toast.store';
import { JOURNEY_STATE_KEY, STORY_FLOW_KEY } from '../../../lib/journey-presence';
import { useAuthStore } from '../../../stores/auth.store';
import { jsonResponse, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { TAB_NOTICE, TYPING_SCALE_KEY } from '../journey.constants';
import {
  api,
  log,
  renderJourney,
  sendMessage,
  signIn,
  toFirstQuestion,
} from './journey.page.test-support';

const startNew = () => screen.getByRole('button', { name: 'Start new journey' });
const question = () => screen.findByRole('alertdialog', { name: 'Start a new journey?' });

beforeEach(() => {
  window.localStorage.setItem(TYPING_SCALE_KEY, '0');
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  signIn();
});
afterEach(() => {
  act(() => resetToasts());
  window.localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Start new journey while a journey is active', () => {
  it('asks first, and Keep My Journey keeps every word of it', async () => {
    const fetchMock = api();
    renderJourney();
    await toFirstQuestion();
    await userEvent.click(startNew());

    const ask = await question();
    expect(ask).toHaveTextContent(
      'The journey under way will be erased: its story and reflections cannot be recovered.',
    );
    expect(within(ask).getByRole('button', { name: 'Keep My Journey' })).toHaveFocus();
    expect(within(ask).getByRole('button', { name: 'Email & End' })).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep My Journey' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(log()).getByText('What did the fox teach you?')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(JOURNEY_STATE_KEY) ?? '{}').isActive).toBe(true);
    expect(sentBodies(fetchMock, 'POST /api/journeys/complete')).toHaveLength(0);
  });

  it('Erase and Start New ends it and greets anew', async () => {
    const fetchMock = api();
    renderJourney();
    await toFirstQuestion();
    await userEvent.click(startNew());
    await userEvent.click(
      within(await question()).getByRole('button', { name: 'Erase and Start New' }),
    );

    await within(log()).findByText("Let's start a new journey. How are you feeling now?");
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/journeys/complete')).toHaveLength(1);
  });

  it('Email & End opens the email dialog; once sent, the journey ends and the person goes home', async () => {
    const fetchMock = api({ 'POST /api/journeys/email': () => jsonResponse({ success: true }) });
    const { router } = renderJourney();
    await toFirstQuestion();
    await userEvent.click(startNew());
    await userEvent.click(within(await question()).getByRole('button', { name: 'Email & End' }));

    const dialog = await screen.findByRole('dialog', { name: 'Email Your Journey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(sentBodies(fetchMock, 'POST /api/journeys/email')).toHaveLength(1);
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
  });

  it('does not ask before a story has arrived: there is nothing to lose yet', async () => {
    const fetchMock = api();
    renderJourney();
    await sendMessage('Tired and a bit lost');
    await within(log()).findByText('That sounds heavy. I hear you.');
    await userEvent.click(startNew());

    expect(screen.queryByRole('alertdialog')).toBeNull();
    await within(log()).findByText("Let's start a new journey. How are you feeling now?");
    expect(sentBodies(fetchMock, 'POST /api/journeys/complete')).toHaveLength(0);
  });
});

describe('closing the tab', () => {
  it('is said plainly to erase the journey', () => {
    api();
    renderJourney();
    expect(screen.getByText(TAB_NOTICE)).toBeInTheDocument();
    expect(TAB_NOTICE).toContain('closing the tab erases it');
  });
});
