// What each theme's story turns on: the struggle, the helper's words, the small act, the result,
// the moral and the poem's closing. Tokens: {who} {Who} (the hero), {she} {She} {obj} {poss}
// {Poss} {self} (the hero's pronouns), {helper} (fables), {friend} (stories), {image} {light}.
import type { ThemeId } from './lexicon.data';
import { HEAVY_WISDOM } from './wisdom-heavy.data';
import { TURNING_WISDOM } from './wisdom-turning.data';

export interface Wisdom {
  /** Title endings for "The Tortoise Who …". */
  titleActs: readonly string[];
  /** Title adjective: "The Owl and the Weary Tortoise". */
  adjective: string;
  /** How the hero tries, and it does not work. */
  struggles: readonly string[];
  /** The hero's own words to the helper, after "I feel {feelings}". */
  complaints: readonly string[];
  /** The helper's words at the turn of a fable. */
  sayings: readonly string[];
  /** A small moment that turns a story (a friend, a chance, a noticing). */
  moments: readonly string[];
  /** What the hero does: a past-tense verb phrase after "{Who}". */
  acts: readonly string[];
  /** What came of it. */
  results: readonly string[];
  morals: readonly string[];
  /** Closing stanzas of a poem, addressed to "you". */
  closings: ReadonlyArray<readonly string[]>;
}

export const WISDOM: Readonly<Record<ThemeId, Wisdom>> = { ...HEAVY_WISDOM, ...TURNING_WISDOM };
