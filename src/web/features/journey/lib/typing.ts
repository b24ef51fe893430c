// How long the typewriter waits before each character (SPEC.md section 9: AI messages 15, story
// 10, reflection 20 ms per character, with longer pauses at sentence ends).
import { LINE_PAUSE_CHARS, SENTENCE_PAUSE_CHARS, TYPING_SCALE_KEY } from '../journey.constants';

const SENTENCE_END = /[.!?…]["'”’)\]]?$/;

/**
 * Milliseconds to wait before showing `text[index]`: `msPerChar`, or a longer pause when the text
 * so far ends a sentence (and a space or line break follows) or a line.
 */
export function charDelay(text: string, index: number, msPerChar: number): number {
  if (index === 0) return msPerChar;
  const previous = text[index - 1];
  const next = text[index] ?? '';
  if (previous === '\n') return msPerChar * LINE_PAUSE_CHARS;
  if (/\s/.test(next) && SENTENCE_END.test(text.slice(Math.max(0, index - 3), index))) {
    return msPerChar * SENTENCE_PAUSE_CHARS;
  }
  return msPerChar;
}

/**
 * The test-only speed factor from localStorage (see TYPING_SCALE_KEY): 1 unless a number of 0 or
 * more is stored there.
 */
export function readTypingScale(): number {
  try {
    const raw = window.localStorage.getItem(TYPING_SCALE_KEY);
    if (raw === null) return 1;
    const scale = Number(raw);
    return Number.isFinite(scale) && scale >= 0 ? scale : 1;
  } catch {
    return 1;
  }
}
