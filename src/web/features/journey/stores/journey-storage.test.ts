import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredJourney,
  JOURNEY_CHANGE_EVENT,
  JOURNEY_STATE_KEY,
  STORY_FLOW_KEY,
} from '../../../lib/journey-presence';
import type { Journey, StoredFlowState } from '../journey.types';
import {
  JOURNEY_RESET_EVENT,
  loadStoredFlow,
  loadStoredJourney,
  resetJourney,
  saveJourney,
  useJourneyStore,
} from './journey-storage';

const flow: StoredFlowState = {
  currentStep: 'story',
  mood: 'calm',
  selectedFormat: 'poem',
  generatedStory: { title: 'Still Water', content: 'A lake at dawn, unmoving.' },
  reflectionQuestion: 'What is still in you?',
  reflectionAnswer: '',
  reflectionDialogue: [],
  isLoading: false,
  error: null,
  moodResponse: 'Calm is good.',
  initialReflection: 'What is still in you?',
  storyComplete: true,
  journeyId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  startedAt: '2026-03-01T10:00:00.000Z',
  messages: [{ id: 'a', role: 'ai', kind: 'message', text: 'Hello', complete: true }],
};

const journey: Journey = {
  isActive: true,
  mood: 'calm',
  format: 'poem',
  storyTitle: 'Still Water',
  storyContent: 'A lake at dawn, unmoving.',
  initialReflection: 'What is still in you?',
  reflectionAnswers: {},
  reflectionDialogue: [],
  timestamp: '2026-03-01T10:00:00.000Z',
  journeyId: flow.journeyId,
};

afterEach(() => {
  sessionStorage.clear();
});

describe('journey storage', () => {
  it('stores the flow and the journey under their keys and reads them back', () => {
    const changes = vi.fn();
    window.addEventListener(JOURNEY_CHANGE_EVENT, changes);
    saveJourney(flow, journey);
    window.removeEventListener(JOURNEY_CHANGE_EVENT, changes);
    expect(JSON.parse(sessionStorage.getItem(JOURNEY_STATE_KEY) ?? '')).toEqual(journey);
    expect(loadStoredFlow()).toEqual(flow);
    expect(loadStoredJourney()).toEqual(journey);
    // The journey became active: the page is told (the Active Journey bar appears).
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing for a flow that has no mood yet (a fresh start)', () => {
    saveJourney(flow, journey);
    saveJourney({ ...flow, mood: '' }, { ...journey, isActive: false, mood: '' });
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
  });

  it('ignores a stored flow that is not one', () => {
    sessionStorage.setItem(STORY_FLOW_KEY, '{"currentStep":"elsewhere"}');
    expect(loadStoredFlow()).toBeNull();
    sessionStorage.setItem(STORY_FLOW_KEY, 'garbage');
    expect(loadStoredFlow()).toBeNull();
  });

  it('resetJourney tells the journey screen to start afresh and clears both keys', () => {
    saveJourney(flow, journey);
    const reset = vi.fn(() => {
      // The chat hears it while the journey is still stored.
      expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();
    });
    window.addEventListener(JOURNEY_RESET_EVENT, reset);
    resetJourney();
    window.removeEventListener(JOURNEY_RESET_EVENT, reset);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
  });

  it('is a zustand store: its state is the two keys, and a clear by the shell empties it', () => {
    saveJourney(flow, journey);
    expect(useJourneyStore.getState()).toMatchObject({ journey, flow });
    // The shell (Begin Your Journey) clears the keys without this feature's code, and says so.
    clearStoredJourney();
    expect(useJourneyStore.getState()).toMatchObject({ journey: null, flow: null });
    // A page that loads with a journey stored (written before this code ran) is read too.
    sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify(journey));
    sessionStorage.setItem(STORY_FLOW_KEY, JSON.stringify(flow));
    expect(loadStoredJourney()).toEqual(journey);
    expect(useJourneyStore.getState().flow).toEqual(flow);
  });
});
