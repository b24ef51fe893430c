// The journey in browser storage (SPEC.md sections 3 and 4): the journey record under the
// journey-state key and the flow state under the story-flow key, both in session storage (the
// landing page's Begin Your Journey clears it). Storage itself is the store: the journey screen
// writes it, and the Active Journey bar on every page reads it and re-renders on the change event,
// so a clear from anywhere (Begin Your Journey, another component) can never leave a stale copy.
import { useMemo, useSyncExternalStore } from 'react';
import {
  clearStoredJourney,
  JOURNEY_CHANGE_EVENT,
  JOURNEY_STATE_KEY,
  journeyStorage,
  notifyJourneyChange,
  STORY_FLOW_KEY,
} from '../../../lib/journey-presence';
import type { Journey, StoredFlowState } from '../journey.types';
import { parseJourney, parseStoredFlow } from '../lib/flow-state';

/** Dispatched on window when a journey is ended from outside the chat (email, End Without Emailing). */
export const JOURNEY_RESET_EVENT = 'lantern:journey-reset';

function read(key: string): unknown {
  const raw = journeyStorage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The stored flow state to continue the chat from, or null. */
export function loadStoredFlow(): StoredFlowState | null {
  return parseStoredFlow(read(STORY_FLOW_KEY));
}

export function loadStoredJourney(): Journey | null {
  return parseJourney(read(JOURNEY_STATE_KEY));
}

/**
 * Stores the flow and its journey. A flow with no mood yet is a fresh start: nothing is kept,
 * and both keys are removed.
 */
export function saveJourney(flow: StoredFlowState, journey: Journey): void {
  const storage = journeyStorage();
  if (!storage) return;
  const wasActive = loadStoredJourney()?.isActive === true;
  try {
    if (!flow.mood) {
      storage.removeItem(JOURNEY_STATE_KEY);
      storage.removeItem(STORY_FLOW_KEY);
    } else {
      storage.setItem(JOURNEY_STATE_KEY, JSON.stringify(journey));
      storage.setItem(STORY_FLOW_KEY, JSON.stringify(flow));
    }
  } catch (error) {
    // Storage full or blocked: the journey still works, it just will not survive a reload.
    console.error('Could not store the journey', error);
  }
  if (wasActive !== (journey.isActive && Boolean(flow.mood))) notifyJourneyChange();
}

/**
 * Ends the journey everywhere: the journey screen (if open) starts afresh at the mood step, and
 * both stored keys are cleared.
 */
export function resetJourney(): void {
  window.dispatchEvent(new Event(JOURNEY_RESET_EVENT));
  clearStoredJourney();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(JOURNEY_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(JOURNEY_CHANGE_EVENT, onChange);
}

const rawJourney = () => journeyStorage()?.getItem(JOURNEY_STATE_KEY) ?? null;

/** The stored journey record, kept current (re-read on every render and change event). */
export function useStoredJourney(): Journey | null {
  const raw = useSyncExternalStore(subscribe, rawJourney, () => null);
  return useMemo(() => {
    if (!raw) return null;
    try {
      return parseJourney(JSON.parse(raw));
    } catch {
      return null;
    }
  }, [raw]);
}
