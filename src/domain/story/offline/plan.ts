// Turns a reading of the mood into the plan every composer shares: theme, picture, the person's
// feeling words in a form prose can use, and their own comparison.
import { IMAGERY, type Imagery } from './imagery.data';
import { THEMES, type ContextId, type Theme } from './lexicon.data';
import type { Pronouns } from './characters.data';
import { toThirdPerson, withoutHumanPlaces, type MoodReading, type Simile } from './mood-analysis';
import type { Random } from './random';
import { capitalize, joinList } from './text';
import { WISDOM, type Wisdom } from './wisdom.data';

export interface Plan {
  reading: MoodReading;
  theme: Theme;
  wisdom: Wisdom;
  /** The second theme's wisdom, when the mood names two (stuck *and* tired). */
  secondary?: Wisdom;
  image: Imagery;
  /** Prose-ready, in the person's words where possible: "stuck and tired". */
  feelings: string;
  context: ContextId | 'general';
  simile?: Simile;
}

/** Feeling words that need a small change to follow "felt" ("anxiety" -> "anxious");
 * null drops a word that names a situation rather than a feeling ("new job"). */
const PROSE_FORMS: Readonly<Record<string, string | null>> = {
  anxiety: 'anxious',
  stress: 'stressed',
  panic: 'panicky',
  panicking: 'panicky',
  dread: 'full of dread',
  dreading: 'full of dread',
  worrying: 'worried',
  overthinking: 'restless',
  grief: 'grieving',
  sadness: 'sad',
  sorrow: 'sorrowful',
  loss: 'bereft',
  crying: 'tearful',
  missing: null,
  loneliness: 'lonely',
  anger: 'angry',
  frustration: 'frustrated',
  rage: 'full of rage',
  burnout: 'burnt out',
  'no energy': 'drained',
  'in a rut': 'stuck in a rut',
  'going nowhere': 'stuck',
  'spinning my wheels': 'stuck',
  'treading water': 'stuck',
  drowning: 'swamped',
  juggling: null,
  'too much': null,
  'not good enough': 'never quite good enough',
  'a failure': 'like a failure',
  failing: 'like a failure',
  imposter: 'like an imposter',
  'doubting myself': 'full of self-doubt',
  'not myself': null,
  change: 'unsettled',
  changing: 'unsettled',
  'moving house': null,
  'moving away': null,
  'new job': null,
  'starting over': null,
  leaving: null,
  transition: 'in between',
  'new chapter': null,
  graduating: null,
  retiring: null,
  divorce: null,
};

/** Words that name what happened rather than how it feels ("died", "miss her"). */
const SITUATIONS = /^(?:miss|died|passed away|death|funeral|bereavement|lost )/;

export function proseFeelings(reading: MoodReading, theme: Theme): string {
  const words: string[] = [];
  for (const word of reading.feelings) {
    const form = SITUATIONS.test(word) ? null : word in PROSE_FORMS ? PROSE_FORMS[word] : word;
    if (form && !words.includes(form)) words.push(form);
  }
  return words.length > 0 ? joinList(words) : theme.defaultFeeling;
}

export function makePlan(reading: MoodReading, random: Random): Plan {
  const theme = THEMES[reading.primary];
  const imageId = reading.image ?? random.pick(theme.images);
  const context = reading.context ?? 'general';
  return {
    reading,
    theme,
    wisdom: WISDOM[theme.id],
    ...(reading.themes[1] ? { secondary: WISDOM[reading.themes[1]] } : {}),
    image: IMAGERY[imageId],
    feelings: proseFeelings(reading, theme),
    context,
    ...(reading.simile ? { simile: reading.simile } : {}),
  };
}

export interface ComposedStory {
  title: string;
  content: string;
}

/** Template tokens for a hero: {who} {Who} {she} {She} {obj} {poss} {Poss} {self}. */
export function castVars(who: string, p: Pronouns): Record<string, string> {
  return {
    who,
    Who: capitalize(who),
    she: p.subject,
    She: capitalize(p.subject),
    obj: p.object,
    poss: p.possessive,
    Poss: capitalize(p.possessive),
    self: `${p.object}self`,
  };
}

/** The person's own comparison, fitted to a character: ", as if she were walking through fog". */
export function simileClause(plan: Plan, p: Pronouns, random: Random, forAnimals: boolean): string {
  const simile = plan.simile;
  if (!simile) return '';
  let phrase = toThirdPerson(simile.phrase, p);
  if (forAnimals) phrase = withoutHumanPlaces(phrase);
  if (phrase.split(' ').length < 2 || /\b(i|me|my|we|us|our)\b/i.test(phrase)) return '';
  if (simile.kind === 'noun') return `, like ${phrase}`;
  if (/^being\b/i.test(phrase)) return ` — like ${phrase}, day after day`;
  return random.pick([`, as if ${p.subject} were ${phrase}`, ` — like ${phrase}, day after day`]);
}

/** "The result." after an opener: keeps a leading name capitalised, lowers "The"/"It". */
export function continueWith(opener: string, sentence: string, names: readonly string[]): string {
  const startsWithName = names.some((name) => sentence.startsWith(name));
  return (
    opener + (startsWithName ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1))
  );
}

/** Lines from the main theme and, when there is one, the second: "stuck" stories also tire. */
export function blended(plan: Plan, pick: (w: Wisdom) => readonly string[]): string[] {
  return [...pick(plan.wisdom), ...(plan.secondary ? pick(plan.secondary) : [])];
}
