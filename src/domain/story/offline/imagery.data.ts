// Pictures for feelings. Each is written so that any composer can use any slot:
// "{noun} {presses}", "{noun} began to {ease}", "... until it showed {reveals}".
import { THING_IMAGERY } from './imagery-things.data';
import { WEATHER_IMAGERY } from './imagery-weather.data';
import type { ImageId } from './lexicon.data';

export interface Imagery {
  id: ImageId;
  /** "the fog" */
  noun: string;
  /** Present tense, for the noun as subject: "settles over everything". */
  presses: string;
  /** A past-tense clause after "It felt as though": "the fog had settled over everything".
   * May use the hero's tokens ({poss}, {obj}, {she}). */
  pressed: string;
  /** Infinitive of easing: "thin" ("the fog began to thin"). */
  ease: string;
  /** What easing shows: "the outline of the path". */
  reveals: string;
  /** A small good thing inside the picture: "a lamp burning in a far window". */
  light: string;
  /** Past-tense prose sentences of the picture at its heaviest (fit any character). */
  scenes: readonly string[];
  /** Present-tense poem lines of the picture at its heaviest. */
  lines: readonly string[];
  /** Present-tense poem lines of the picture beginning to change. */
  turns: readonly string[];
  /** Title phrases: "the Fog", "the Grey Morning". */
  titles: readonly string[];
}

export const IMAGERY: Readonly<Record<ImageId, Imagery>> = { ...WEATHER_IMAGERY, ...THING_IMAGERY };
