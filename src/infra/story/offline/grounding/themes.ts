// The themes that grounding content is filed under, read from the storyteller's understanding
// of a mood: the feeling families, refined by the person's own words where grounding has
// something more particular to offer (feeling stuck, overwhelmed, lost, doubtful, changing).
import { understand } from '../understand/understand';
import type { Feeling } from '../understand/types';

export const THEME_IDS = [
  'weary',
  'stuck',
  'anxious',
  'sad',
  'lonely',
  'angry',
  'overwhelmed',
  'lost',
  'doubt',
  'change',
  'hopeful',
  'calm',
] as const;

export type ThemeId = (typeof THEME_IDS)[number];

const OF_FEELING: Readonly<Record<Feeling, ThemeId>> = {
  joy: 'hopeful',
  calm: 'calm',
  grief: 'sad',
  sadness: 'sad',
  anxiety: 'anxious',
  anger: 'angry',
  loneliness: 'lonely',
  weariness: 'weary',
};

/** Particular themes, by the words that name them. */
const REFINEMENTS: ReadonlyArray<[RegExp, ThemeId]> = [
  [/\b(?:stuck|trapped|going nowhere|same every day|in a rut)\b/, 'stuck'],
  [/\b(?:overwhelm\w*|swamped|drowning|too much to do|buried)\b/, 'overwhelmed'],
  [/\b(?:lost|confused|directionless|no idea what to do|don't know what to do)\b/, 'lost'],
  [/\b(?:doubt\w*|not good enough|imposter|impostor|useless|a failure|not sure i can)\b/, 'doubt'],
  [/\b(?:moving|moved|new job|new city|starting over|big change|changes?)\b/, 'change'],
];

export interface MoodThemes {
  /** Strongest first; never empty. */
  themes: ThemeId[];
  /** A light or settled mood with nothing heavy in it. */
  bright: boolean;
  /** Whether the text says anything about a feeling at all. */
  felt: boolean;
}

export function themesOf(text: string): MoodThemes {
  const u = understand(text);
  const lower = text.toLowerCase().replace(/’/g, "'");
  const bright = u.feelings.every((f) => f === 'joy' || f === 'calm');
  // "Lost my dad" is grief, not feeling lost.
  const particular = REFINEMENTS.filter(
    ([pattern, id]) => pattern.test(lower) && !(id === 'lost' && u.lost),
  )
    .map(([pattern, id]) => [lower.search(pattern), id] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, id]) => id);
  const themes = [
    ...new Set<ThemeId>([...(bright ? [] : particular), ...u.feelings.map((f) => OF_FEELING[f])]),
  ];
  return { themes, bright, felt: u.kind !== 'calm' || u.words.length > 0 };
}
