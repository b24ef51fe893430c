// The sentence being read aloud right now, for whoever shows that text. Only one text is read at a
// time (lib/speaker-lock), so one entry is enough: ReadAloudButton publishes it and ReadAlongText
// follows it, without the screen passing the highlight around.
import { create } from 'zustand';
import type { TextRange } from '../lib/sentence-spans';

interface ReadAlongState {
  /** Which ReadAloudButton published (so a stale one cannot clear a newer one's highlight). */
  owner: string | null;
  text: string | null;
  range: TextRange | null;
}

export const useReadAlongStore = create<ReadAlongState>(() => ({
  owner: null,
  text: null,
  range: null,
}));

export function publishReadAlong(owner: string, text: string, range: TextRange | null): void {
  if (range) {
    useReadAlongStore.setState({ owner, text, range });
  } else if (useReadAlongStore.getState().owner === owner) {
    useReadAlongStore.setState({ owner: null, text: null, range: null });
  }
}

/** The sentence of `text` being read aloud, or null. */
export function useReadAlongHighlight(text: string): TextRange | null {
  return useReadAlongStore((state) => (state.text === text ? state.range : null));
}
