// How the storyteller answers each feeling: celebrate joy, sit with grief, steady anxiety,
// honour anger, keep company with loneliness, give rest to weariness, and meet calm, or a mood
// that names no feeling, quietly (noticing the day, nothing assumed).
import type { Feeling } from '../understand/types';

export type Tone = 'celebrate' | 'sit' | 'steady' | 'honour' | 'accompany' | 'rest' | 'quiet';

export const TONE_OF: Readonly<Record<Feeling, Tone>> = {
  joy: 'celebrate',
  calm: 'quiet',
  grief: 'sit',
  sadness: 'sit',
  anxiety: 'steady',
  anger: 'honour',
  loneliness: 'accompany',
  weariness: 'rest',
};

/** Nouns for the feeling itself, by tone: "the ache", "the worry". */
export const FEELING_NOUNS: Readonly<Record<Tone, readonly string[]>> = {
  celebrate: ['the gladness', 'the brightness', 'the joy', 'the lightness'],
  sit: ['the ache', 'the sorrow', 'the heaviness', 'the sadness'],
  steady: ['the worry', 'the fear', 'the dread', 'the restlessness'],
  honour: ['the anger', 'the heat', 'the fury', 'the resentment'],
  accompany: ['the loneliness', 'the quiet', 'the emptiness', 'the long silence'],
  rest: ['the tiredness', 'the weight', 'the weariness', 'the heaviness'],
  // Used only in lines for a calm mood ({ifSettled}); a mood with no feeling named has no noun.
  quiet: ['the stillness', 'the quiet', 'the hush', 'the calm'],
};
