import { hashFeature, type SparseVector } from '../../linear-model/sparse-vector';
import { familyFeatures } from './concepts';

export { hashFeature, type SparseVector };

// What the crisis model reads: hashed word uni- and bigrams (words after "not"/"never" marked as
// negated) and character 3-5-grams of the normalised text. Character n-grams carry the meaning
// through typos and new spellings ("suiciddal", "unaliv"); word pairs carry short phrases ("end
// it", "not wake"). Features are hashed into a fixed number of buckets, so the model is a plain
// array of weights and an unseen word costs nothing.

const NEGATORS = new Set(['not', 'never', 'no', 'nor', 'without']);
/** How many words after a negator are read as negated. */
const NEGATION_REACH = 3;
/** Word features weigh more than each character n-gram: there are far fewer of them. */
const WORD_WEIGHT = 2;
const FAMILY_WEIGHT = 2;

/** The words of a normalised text (see safety-text.ts), apostrophes dropped. */
export function wordsOf(normalised: string): string[] {
  return normalised
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function wordFeatures(words: readonly string[]): string[] {
  const names: string[] = [];
  let negatedFor = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    names.push(`w:${word}`);
    if (negatedFor > 0) names.push(`n:${word}`);
    if (i > 0) names.push(`b:${words[i - 1]} ${word}`);
    negatedFor = NEGATORS.has(word) ? NEGATION_REACH : Math.max(0, negatedFor - 1);
  }
  return names;
}

function charFeatures(words: readonly string[]): string[] {
  const padded = ` ${words.join(' ')} `;
  const names: string[] = [];
  for (let n = 3; n <= 5; n += 1)
    for (let i = 0; i + n <= padded.length; i += 1) names.push(`c:${padded.slice(i, i + n)}`);
  return names;
}

/**
 * The feature vector of one normalised text, in `2 ** bits` buckets, scaled to unit length so
 * short and long sentences score on one scale.
 */
export function featuresOf(normalised: string, bits: number): SparseVector {
  const mask = 2 ** bits - 1;
  const words = wordsOf(normalised);
  const sums = new Map<number, number>();
  const add = (names: readonly string[], weight: number) => {
    for (const name of new Set(names)) {
      const index = hashFeature(name) & mask;
      sums.set(index, (sums.get(index) ?? 0) + weight);
    }
  };
  add(wordFeatures(words), WORD_WEIGHT);
  add(familyFeatures(words), FAMILY_WEIGHT);
  add(charFeatures(words), 1);
  const indices = Int32Array.from([...sums.keys()].sort((a, b) => a - b));
  const values = new Float32Array(indices.length);
  let norm = 0;
  for (const value of sums.values()) norm += value * value;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  indices.forEach((index, i) => {
    values[i] = (sums.get(index) ?? 0) * scale;
  });
  return { indices, values };
}
