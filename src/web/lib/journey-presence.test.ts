import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanupStoredJourneyOnLoad,
  clearStoredJourney,
  isJourneyActive,
  JOURNEY_CHANGE_EVENT,
  JOURNEY_STATE_KEY,
  STORY_FLOW_KEY,
} from './journey-presence';

const FLOW = JSON.stringify({ currentStep: 'story', mood: 'calm', messages: [] });

function store(journey: unknown) {
  sessionStorage.setItem(
    JOURNEY_STATE_KEY,
    typeof journey === 'string' ? journey : JSON.stringify(journey),
  );
  sessionStorage.setItem(STORY_FLOW_KEY, FLOW);
}

const active = { isActive: true, mood: 'calm', storyContent: 'A whole story, told.' };

afterEach(() => {
  sessionStorage.clear();
});

describe('journey storage keys', () => {
  it('are the journey-state and story-flow keys, in session storage', () => {
    expect(JOURNEY_STATE_KEY).toBe('lanternJourneyState');
    expect(STORY_FLOW_KEY).toBe('lanternStoryFlow');
  });
});

describe('page-load cleanup (SPEC.md section 4)', () => {
  it('keeps an active journey with its mood and story', () => {
    store(active);
    cleanupStoredJourneyOnLoad();
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBe(FLOW);
    expect(isJourneyActive()).toBe(true);
  });

  it.each([
    ['not active', { ...active, isActive: false }],
    ['without a mood', { ...active, mood: '' }],
    ['without story content', { ...active, storyContent: '' }],
    ['unparseable', '{not json'],
    ['not an object', '42'],
  ])('clears both keys for a journey that is %s', (_name, journey) => {
    store(journey);
    cleanupStoredJourneyOnLoad();
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
    expect(isJourneyActive()).toBe(false);
  });

  it('clears a story-flow state that has no journey beside it', () => {
    sessionStorage.setItem(STORY_FLOW_KEY, FLOW);
    cleanupStoredJourneyOnLoad();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
  });
});

describe('clearStoredJourney', () => {
  it('removes both keys and tells the page', () => {
    store(active);
    const listener = vi.fn();
    window.addEventListener(JOURNEY_CHANGE_EVENT, listener);
    clearStoredJourney();
    window.removeEventListener(JOURNEY_CHANGE_EVENT, listener);
    expect(sessionStorage.getItem(JOURNEY_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORY_FLOW_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
