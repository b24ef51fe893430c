// The voice the user picked, remembered in local storage under preferredVoice (SPEC.md section 9);
// nova until they pick one. The stored value is the bare voice id.
import { create } from 'zustand';
import { isVoiceId, SPEECH, type VoiceId } from '../../../../domain/speech/voices';
import type { VoicePreference } from '../lib/speech-settings';

export const PREFERRED_VOICE_KEY = 'preferredVoice';

function readStored(): VoiceId | null {
  try {
    const value = window.localStorage.getItem(PREFERRED_VOICE_KEY);
    return isVoiceId(value) ? value : null;
  } catch {
    return null;
  }
}

function initialPreference(): VoicePreference {
  const stored = readStored();
  return { voice: stored ?? SPEECH.defaultVoice, chosen: stored !== null };
}

interface PreferredVoiceState extends VoicePreference {
  setVoice(voice: VoiceId): void;
}

export const usePreferredVoiceStore = create<PreferredVoiceState>((set) => ({
  ...initialPreference(),
  setVoice: (voice) => {
    try {
      window.localStorage.setItem(PREFERRED_VOICE_KEY, voice);
    } catch {
      // Storage full or blocked: the choice still holds for this visit.
    }
    set({ voice, chosen: true });
  },
}));

/** Reads local storage again (tests; another tab changed it). */
export function reloadPreferredVoice(): void {
  usePreferredVoiceStore.setState(initialPreference());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PREFERRED_VOICE_KEY || event.key === null) reloadPreferredVoice();
  });
}
