// What the feeling model reads: hashed words, word pairs and character 3-5-grams of the mood,
// lower-cased with apostrophes dropped ("can't" and "cant" read alike). Character n-grams carry a
// word through typos ("anxiuos") and forms ("rejected", "rejection"); word pairs carry short
// phrases ("day off", "no one"). Scaled to unit length, so short and long moods score alike.
import { hashFeature, type SparseVector } from '../../linear-model/sparse-vector';

/** Feature buckets: 2 ** FEELING_BITS. 2 ** 16 read no better on the probe moods. */
export const FEELING_BITS = 14;
/** A word or a pair weighs more than each character n-gram: there are far fewer of them. */
const WORD_WEIGHT = 2;

export function feelingFeatures(text: string): SparseVector {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  const mask = 2 ** FEELING_BITS - 1;
  const sums = new Map<number, number>();
  const add = (names: ReadonlySet<string>, weight: number) => {
    for (const name of names) {
      const bucket = hashFeature(name) & mask;
      sums.set(bucket, (sums.get(bucket) ?? 0) + weight);
    }
  };
  const wordNames = new Set<string>();
  words.forEach((word, i) => {
    wordNames.add(`w:${word}`);
    if (i > 0) wordNames.add(`b:${words[i - 1]} ${word}`);
  });
  const padded = ` ${words.join(' ')} `;
  const charNames = new Set<string>();
  for (let n = 3; n <= 5; n += 1)
    for (let i = 0; i + n <= padded.length; i += 1) charNames.add(`c:${padded.slice(i, i + n)}`);
  add(wordNames, WORD_WEIGHT);
  add(charNames, 1);
  const indices = Int32Array.from([...sums.keys()].sort((a, b) => a - b));
  const values = Float32Array.from(indices, (bucket) => sums.get(bucket) ?? 0);
  const norm = Math.hypot(...values) || 1;
  values.forEach((value, i) => (values[i] = value / norm));
  return { indices, values };
}
