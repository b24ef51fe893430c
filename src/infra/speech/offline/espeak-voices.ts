// How the offline voice speaks each of the six voice ids: an eSpeak NG language + variant, a pitch
// and a base rate, so the six sound clearly different (female/male, US/British, high/deep, pace).
import type { VoiceId } from '../../../domain/speech/voices';

export interface EspeakVoice {
  /**
   * -v: language + variant, e.g. en-us+f3. An unknown name silently falls back to the plain
   * language ("en-gb+f4" does: use "en+f4"); the tests check that each variant takes effect.
   */
  voice: string;
  /** -p: 0-99, eSpeak's default is 50. */
  pitch: number;
  /** -s at speed 1, in words per minute (eSpeak's default is 175). */
  wordsPerMinute: number;
  /** What the voice picker says of it: what it is, not what the OpenAI voice of that name is. */
  description: string;
}

export const ESPEAK_VOICES: Record<VoiceId, EspeakVoice> = {
  nova: {
    voice: 'en-us+f3',
    pitch: 62,
    wordsPerMinute: 172,
    description: 'US English, female: the highest of the six, at a brisk pace.', // ~230 Hz
  },
  shimmer: {
    voice: 'en+f4',
    pitch: 58,
    wordsPerMinute: 158,
    description: 'British English, female: a little lower and slower than Nova.', // ~190 Hz
  },
  alloy: {
    voice: 'en-us+m3',
    pitch: 75,
    wordsPerMinute: 168,
    description: 'US English, male: light and high-pitched.', // ~135 Hz
  },
  fable: {
    voice: 'en-gb-x-rp+m2',
    pitch: 60,
    wordsPerMinute: 163,
    description: 'British English (received pronunciation), male: middle-pitched.', // ~110 Hz
  },
  echo: {
    voice: 'en-us+m7',
    pitch: 40,
    wordsPerMinute: 160,
    description: 'US English, male: low-pitched, at an easy pace.', // ~95 Hz
  },
  onyx: {
    voice: 'en-us+m1',
    pitch: 22,
    wordsPerMinute: 150,
    description: 'US English, male: the deepest and slowest of the six.', // ~75 Hz
  },
};

/** eSpeak NG's usable rate range (words per minute) without the sonic library. */
export const ESPEAK_MIN_WPM = 80;
export const ESPEAK_MAX_WPM = 450;

export function espeakRate(voice: VoiceId, speed: number): number {
  const wpm = Math.round(ESPEAK_VOICES[voice].wordsPerMinute * speed);
  return Math.min(ESPEAK_MAX_WPM, Math.max(ESPEAK_MIN_WPM, wpm));
}

/** The espeak-ng command line; `--` ends the options so text starting with "-" stays text. */
export function espeakArguments(
  voice: VoiceId,
  speed: number,
  wavPath: string,
  text: string,
): string[] {
  const settings = ESPEAK_VOICES[voice];
  return [
    '-v',
    settings.voice,
    '-p',
    String(settings.pitch),
    '-s',
    String(espeakRate(voice, speed)),
    '-w',
    wavPath,
    '--',
    text,
  ];
}
