// More ways of writing the same training phrasing: a typo, a dropped word, a filler word, an
// everyday sentence before it. Seeded, so training stays deterministic. Only ever applied to the
// tuning half, after it has been split for cross-validation.

/** A small seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FILLERS_BEFORE = ['lately', 'i think', 'so yeah', 'sometimes', 'these days', 'and'];
const FILLERS_AFTER = ['lately', 'again', 'these days', 'right now', 'i guess', 'today'];
const CONTEXT = [
  'work was long today.',
  'i had a weird week.',
  'not sure how to say this.',
  'my sister called earlier.',
  'it rained all day.',
  'i skipped lunch again.',
];
const VOWELS = 'aeiou';

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)]!;

function typo(word: string, random: () => number): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + pick([...VOWELS], random) + word.slice(at + 1);
  }
}

type Augmenter = (words: string[], random: () => number) => string[];

const AUGMENTERS: readonly Augmenter[] = [
  (words, random) => {
    const at = Math.floor(random() * words.length);
    return words.map((word, i) => (i === at ? typo(word, random) : word));
  },
  (words, random) => {
    if (words.length <= 3) return words;
    const at = Math.floor(random() * words.length);
    return words.filter((_, i) => i !== at);
  },
  (words, random) =>
    random() < 0.5
      ? [pick(FILLERS_BEFORE, random), ...words]
      : [...words, pick(FILLERS_AFTER, random)],
  (words, random) => [pick(CONTEXT, random), ...words],
];

/** `count` variants of a text (lower case, punctuation kept), each with one or two changes. */
export function augment(text: string, count: number, random: () => number): string[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const variants: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let changed = pick(AUGMENTERS, random)(words, random);
    if (random() < 0.4) changed = pick(AUGMENTERS, random)(changed, random);
    variants.push(changed.join(' '));
  }
  return variants;
}
