// Another page (the landing page's Begin Your Journey) asks before erasing an active journey;
// the Active Journey bar puts the question.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogProvider } from '../../../components/ui/confirm-dialog-provider';
import { LOG_OUT_DIALOG, requestJourneyEnd } from '../../../lib/journey-end-request';
import { JOURNEY_STATE_KEY, STORY_FLOW_KEY } from '../../../lib/journey-presence';
import { useAuthStore } from '../../../stores/auth.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import ActiveJourneyBar from './active-journey-bar';

const JOURNEY_ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';

function storeJourney(isActive = true) {
  const journey = {
    isActive,
    mood: 'restless',
    format: 'fable',
    storyTitle: 'The Fox and the Fog',
    storyContent: 'Once, a fox lost her way in the fog.',
    journeyId: JOURNEY_ID,
  };
  sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify(journey));
  sessionStorage.setItem(STORY_FLOW_KEY, JSON.stringify({ currentStep: 'dialogue' }));
}

function renderBar() {
  return renderWithRouter(
    <ConfirmDialogProvider>
      <ActiveJourneyBar />
    </ConfirmDialogProvider>,
    '/',
  );
}

const question = () => screen.findByRole('alertdialog', { name: 'Start a new journey?' });

beforeEach(() => {
  useAuthStore.setState({
    user: {
      id: 7,
      username: 'wren',
      isAdmin: false,
      journeyCount: 2,
      hasActiveSubscription: false,
    },
    isAuthenticated: true,
    isLoading: false,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Active Journey bar: a request to erase the journey', () => {
  it('asks; Keep My Journey keeps it and the requester does not go on', async () => {
    storeJourney();
    renderBar();
    const goOn = vi.fn();
    let asked = false;
    act(() => {
      asked = requestJourneyEnd(goOn);
    });
    expect(asked).toBe(true);
    const ask = await question();
    expect(within(ask).getByRole('button', { name: 'Email & End' })).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep My Journey' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(goOn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();
  });

  it('Erase and Start New erases it (the server hears it ended), then the requester goes on', async () => {
    const fetchMock = mockFetch({
      'POST /api/journeys/complete': () => jsonResponse({ success: true }),
    });
    storeJourney();
    renderBar();
    const goOn = vi.fn(() => {
      // The journey is gone by the time the requester goes on.
      expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    });
    act(() => void requestJourneyEnd(goOn));
    await userEvent.click(
      within(await question()).getByRole('button', { name: 'Erase and Start New' }),
    );
    expect(goOn).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/journeys/complete')).toEqual([
      { journeyId: JOURNEY_ID },
    ]);
  });

  it('asks in the words of logging out, for a log-out (issue 34)', async () => {
    const fetchMock = mockFetch({
      'POST /api/journeys/complete': () => jsonResponse({ success: true }),
    });
    storeJourney();
    renderBar();
    const logOut = vi.fn();
    act(() => void requestJourneyEnd(logOut, { reason: 'log-out', onEmailed: logOut }));
    const ask = await screen.findByRole('alertdialog', { name: LOG_OUT_DIALOG.title });
    expect(within(ask).getByText(LOG_OUT_DIALOG.description)).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Email & Log Out' })).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep My Journey' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(logOut).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();

    act(() => void requestJourneyEnd(logOut, { reason: 'log-out', onEmailed: logOut }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: LOG_OUT_DIALOG.title })).getByRole(
        'button',
        { name: 'Erase and Log Out' },
      ),
    );
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/journeys/complete')).toHaveLength(1);
  });

  it('nobody asks when no bar is on the page', () => {
    storeJourney();
    expect(requestJourneyEnd(() => {})).toBe(false);
  });
});
