// Whether a journey is active, read straight from browser storage. This small module ships with
// the app shell (every page): it decides whether to load the Active Journey bar at all, and runs
// the page-load cleanup rule of SPEC.md section 4 ("Journey lifecycle"). Everything else about
// journeys (the store, the bar, the chat) lives in features/journey and loads on demand.
import { useSyncExternalStore } from 'react';

/** The journey record (SPEC.md section 3, "Journey"): isActive, mood, format, story, reflections. */
export const JOURNEY_STATE_KEY = 'lanternJourneyState';
/** The story-flow state (SPEC.md section 3, "Flow state") and the chat transcript. */
export const STORY_FLOW_KEY = 'lanternStoryFlow';
/** Dispatched on window whenever the stored journey changes in this tab. */
export const JOURNEY_CHANGE_EVENT = 'lantern:journey-change';

/** Session storage, or null where the browser blocks it (then there is simply no journey). */
export function journeyStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored journey as far as this module needs it; undefined when absent, null when unreadable. */
function readJourney():
  | { isActive?: unknown; mood?: unknown; storyContent?: unknown; journeyId?: unknown }
  | null
  | undefined {
  const raw = journeyStorage()?.getItem(JOURNEY_STATE_KEY);
  if (raw === null || raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

export function notifyJourneyChange(): void {
  window.dispatchEvent(new Event(JOURNEY_CHANGE_EVENT));
}

/** Removes both stored keys (journey state and story flow) and tells the page. */
export function clearStoredJourney(): void {
  const storage = journeyStorage();
  storage?.removeItem(JOURNEY_STATE_KEY);
  storage?.removeItem(STORY_FLOW_KEY);
  notifyJourneyChange();
}

/** True while a journey is active (isActive set in the stored journey state). */
export function isJourneyActive(): boolean {
  return readJourney()?.isActive === true;
}

/** The stored journey's id (set once its story was asked for), or null before that. */
export function storedJourneyId(): string | null {
  const id = readJourney()?.journeyId;
  return typeof id === 'string' && id !== '' ? id : null;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/**
 * SPEC.md section 4: on page load, a stored journey that is not active, or lacks its mood or its
 * story content, has its stored state cleared; so has one that cannot be parsed. A story-flow
 * state without a journey beside it is cleared too.
 */
export function cleanupStoredJourneyOnLoad(): void {
  const storage = journeyStorage();
  if (!storage) return;
  const journey = readJourney();
  if (journey === undefined) {
    storage.removeItem(STORY_FLOW_KEY);
    return;
  }
  if (
    journey === null ||
    journey.isActive !== true ||
    !filled(journey.mood) ||
    !filled(journey.storyContent)
  ) {
    storage.removeItem(JOURNEY_STATE_KEY);
    storage.removeItem(STORY_FLOW_KEY);
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(JOURNEY_CHANGE_EVENT, onChange);
  // Another tab cannot write this tab's session storage, but keep local reads honest anyway.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(JOURNEY_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Re-renders when the stored journey changes; true while one is active. */
export function useJourneyActive(): boolean {
  return useSyncExternalStore(subscribe, isJourneyActive, () => false);
}
