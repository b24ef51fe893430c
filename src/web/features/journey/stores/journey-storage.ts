// The active journey (SPEC.md sections 3 and 4) as a zustand store persisted to session storage
// under the two keys SPEC.md names: the journey record under the journey-state key and the flow
// state under the story-flow key, each as its own JSON value (a persist storage of our own splits
// the store's state over the two keys, so what is stored is exactly the records of section 3).
//
// The shell also reads and clears these keys without loading this feature (Begin Your Journey,
// the page-load cleanup in lib/journey-presence), and tells the page with the change event; the
// store then reads storage again, so a clear from anywhere never leaves a stale copy here.
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
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

interface StoredJourney {
  journey: Journey | null;
  flow: StoredFlowState | null;
}

interface JourneyStore extends StoredJourney {
  save(flow: StoredFlowState, journey: Journey): void;
  clear(): void;
}

function read(key: string): unknown {
  const raw = journeyStorage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The two keys as they stand in storage, and as the store last read or wrote them. */
const rawKeys = () =>
  `${journeyStorage()?.getItem(JOURNEY_STATE_KEY)}|${journeyStorage()?.getItem(STORY_FLOW_KEY)}`;
let lastSeen = '';

/** The two keys as one persisted state: each record stored on its own, both or neither. */
const twoKeys: PersistStorage<StoredJourney> = {
  getItem: (): StorageValue<StoredJourney> => {
    lastSeen = rawKeys();
    return {
      state: {
        journey: parseJourney(read(JOURNEY_STATE_KEY)),
        flow: parseStoredFlow(read(STORY_FLOW_KEY)),
      },
      version: 0,
    };
  },
  setItem: (_name, { state }) => {
    const storage = journeyStorage();
    if (!storage) return;
    try {
      if (!state.flow || !state.journey) {
        storage.removeItem(JOURNEY_STATE_KEY);
        storage.removeItem(STORY_FLOW_KEY);
      } else {
        storage.setItem(JOURNEY_STATE_KEY, JSON.stringify(state.journey));
        storage.setItem(STORY_FLOW_KEY, JSON.stringify(state.flow));
      }
    } catch (error) {
      // Storage full or blocked: the journey still works, it just will not survive a reload.
      console.error('Could not store the journey', error);
    }
    lastSeen = rawKeys();
  },
  removeItem: () => clearStoredJourney(),
};

export const useJourneyStore = create<JourneyStore>()(
  persist(
    (set) => ({
      journey: null,
      flow: null,
      // A flow with no mood yet is a fresh start: nothing is kept.
      save: (flow, journey) => set(flow.mood ? { flow, journey } : { flow: null, journey: null }),
      clear: () => set({ flow: null, journey: null }),
    }),
    {
      name: 'lantern-journey',
      storage: twoKeys,
      partialize: ({ journey, flow }) => ({ journey, flow }),
    },
  ),
);

/** Reads the keys again when they were written or cleared outside the store. */
function refresh(): void {
  if (rawKeys() !== lastSeen) void useJourneyStore.persist.rehydrate();
}

if (typeof window !== 'undefined') {
  window.addEventListener(JOURNEY_CHANGE_EVENT, refresh);
  window.addEventListener('storage', refresh);
}

/** The stored flow state to continue the chat from, or null. */
export function loadStoredFlow(): StoredFlowState | null {
  refresh();
  return useJourneyStore.getState().flow;
}

export function loadStoredJourney(): Journey | null {
  refresh();
  return useJourneyStore.getState().journey;
}

/**
 * Stores the flow and its journey. A flow with no mood yet is a fresh start: nothing is kept,
 * and both keys are removed.
 */
export function saveJourney(flow: StoredFlowState, journey: Journey): void {
  const wasActive = loadStoredJourney()?.isActive === true;
  useJourneyStore.getState().save(flow, journey);
  if (wasActive !== (journey.isActive && Boolean(flow.mood))) notifyJourneyChange();
}

/**
 * Ends the journey everywhere: the journey screen (if open) starts afresh at the mood step, and
 * both stored keys are cleared.
 */
export function resetJourney(): void {
  window.dispatchEvent(new Event(JOURNEY_RESET_EVENT));
  useJourneyStore.getState().clear();
  notifyJourneyChange();
}

/** The stored journey record, kept current (storage read again on every change event). */
export function useStoredJourney(): Journey | null {
  // Only a write that bypassed the store and its change event (a page that loaded with a journey
  // stored, before this feature's code) makes this read storage; it is a no-op otherwise.
  refresh();
  return useJourneyStore((state) => state.journey);
}
