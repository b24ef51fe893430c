import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOURNEY_STATE_KEY, notifyJourneyChange, STORY_FLOW_KEY } from '../../lib/journey-presence';
import { useAuthStore } from '../../stores/auth.store';
import { renderWithRouter } from '../../../../tests/web/support/render-with-router';
import { ConfirmDialogProvider } from '../../components/ui/confirm-dialog-provider';
import { ActiveJourneySlot } from './active-journey-slot';
import { aUser } from '../../../../tests/web/support/users';

const member = aUser({ journeyCount: 2 });

const journey = {
  isActive: true,
  mood: 'calm',
  format: 'poem',
  storyTitle: 'Still Water',
  storyContent: 'A lake at dawn, unmoving.',
  initialReflection: '',
  reflectionAnswers: {},
  reflectionDialogue: [],
  timestamp: '',
  journeyId: null,
};

function renderSlot() {
  return renderWithRouter(
    <ConfirmDialogProvider>
      <ActiveJourneySlot />
    </ConfirmDialogProvider>,
    '/about',
  );
}

beforeEach(() => {
  useAuthStore.setState({ user: member, isAuthenticated: true, isLoading: false });
});
afterEach(() => {
  sessionStorage.clear();
});

describe('ActiveJourneySlot', () => {
  it('loads nothing without an active journey', async () => {
    renderSlot();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Active journey' })).toBeNull();
  });

  it('loads the Active Journey bar once a journey becomes active', async () => {
    renderSlot();
    act(() => {
      sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify(journey));
      notifyJourneyChange();
    });
    expect(await screen.findByRole('region', { name: 'Active journey' })).toBeInTheDocument();
  });

  it('ends the stored journey when the user logs out', async () => {
    sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify(journey));
    sessionStorage.setItem(STORY_FLOW_KEY, '{}');
    renderSlot();
    await screen.findByRole('region', { name: 'Active journey' });
    act(() => useAuthStore.setState({ user: null, isAuthenticated: false }));
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Active journey' })).toBeNull();
  });
});
