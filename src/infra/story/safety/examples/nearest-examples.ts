// The meaning reader's first view: a text's sentence embedding (a vector that places sentences of
// similar meaning close together, made in infra by a sentence encoder) compared with the
// embeddings of the labelled phrasings of the tuning half. The nearer its nearest crisis
// phrasings are than its nearest ordinary ones, the higher the score, so a phrasing no rule and
// no word of the statistical reader knows can still be recognised by its meaning.
// Pure: the vectors come in; nothing here loads a model.
import type { CrisisCategory } from '../crisis-rule';
import { standardise } from '../../linear-model/standardise';

export type ExampleLabel = CrisisCategory | 'ordinary';

export interface Example {
  label: ExampleLabel;
  /** Standardised embedding (any length-preserving scale: only its direction is compared). */
  vector: ArrayLike<number>;
}

export interface NearestExamples {
  /** How many nearest phrasings of each side are averaged. */
  k: number;
  /** Per-dimension mean and spread of the tuning half's embeddings, removed before comparing. */
  mean: ArrayLike<number>;
  spread: ArrayLike<number>;
  examples: readonly Example[];
}

/** The text the encoder reads, the same in training and at run time. */
export const encoderInput = (text: string) => text.trim().toLowerCase();

export { standardise };

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

interface Neighbour {
  label: ExampleLabel;
  similarity: number;
}

const meanOf = (neighbours: readonly Neighbour[]) =>
  neighbours.reduce((sum, n) => sum + n.similarity, 0) / Math.max(1, neighbours.length);

/** Sum of squares of each example's vector, computed once: the examples never change. */
const squaredNorms = new WeakMap<Example, number>();

function squaredNormOf(example: Example): number {
  let norm = squaredNorms.get(example);
  if (norm === undefined) {
    norm = 0;
    for (let i = 0; i < example.vector.length; i += 1)
      norm += example.vector[i]! * example.vector[i]!;
    squaredNorms.set(example, norm);
  }
  return norm;
}

/** Keeps the k most similar, most similar first; an equal one later in the list does not
 *  displace an earlier one (as a stable sort would). */
function keepNearest(nearest: Neighbour[], candidate: Neighbour, k: number): void {
  if (nearest.length === k && candidate.similarity <= nearest[k - 1]!.similarity) return;
  let at = nearest.length;
  while (at > 0 && nearest[at - 1]!.similarity < candidate.similarity) at -= 1;
  nearest.splice(at, 0, candidate);
  if (nearest.length > k) nearest.pop();
}

/** Mean similarity of the k nearest crisis phrasings minus that of the k nearest ordinary ones,
 *  and the most common category among those crisis phrasings. One pass over the examples, as
 *  every text of a journey is read this way. */
export function nearestScore(
  standardised: ArrayLike<number>,
  examples: readonly Example[],
  k: number,
): { score: number; category: CrisisCategory } {
  let queryNorm = 0;
  for (let i = 0; i < standardised.length; i += 1) queryNorm += standardised[i]! * standardised[i]!;
  const crisis: Neighbour[] = [];
  const ordinary: Neighbour[] = [];
  const length = standardised.length;
  if (k > 0)
    for (const example of examples) {
      const vector = example.vector;
      let dot = 0;
      for (let i = 0; i < length; i += 1) dot += standardised[i]! * vector[i]!;
      const norms = queryNorm * squaredNormOf(example);
      // The same arithmetic as cosine(), so scores match it exactly.
      const similarity = norms ? dot / Math.sqrt(norms) : 0;
      const side = example.label === 'ordinary' ? ordinary : crisis;
      // Most examples are farther than the k kept: skip them before making a neighbour.
      if (side.length === k && similarity <= side[k - 1]!.similarity) continue;
      keepNearest(side, { label: example.label, similarity }, k);
    }
  const votes = new Map<ExampleLabel, number>();
  for (const n of crisis) votes.set(n.label, (votes.get(n.label) ?? 0) + 1);
  const category = ([...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'suicide') as CrisisCategory;
  return { score: meanOf(crisis) - meanOf(ordinary), category };
}
