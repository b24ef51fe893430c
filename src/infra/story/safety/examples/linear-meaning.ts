// The meaning reader's second view: a multinomial logistic regression over the text's words and
// its meaning at once (the statistical reader's hashed word and character features, beside the
// standardised embedding scaled to a fixed length). The nearest phrasings see local likeness;
// this model sees what separates crisis from ordinary language across all the phrasings, in the
// words and in the meaning together. The two miss different texts, so the reader weighs both
// (see meaning-score.ts).
import { featuresOf, type SparseVector } from '../model/features';
import { probabilities, type LinearModel } from '../../linear-model/softmax';

/** Hashed word features take the first 2 ** WORD_BITS inputs; the embedding follows. */
export const WORD_BITS = 16;
/** Length of the embedding part (the word part has length 1): chosen by cross-validation. */
export const EMBEDDING_WEIGHT = 0.5;

/** The model's input: a normalised text's word features, then its standardised embedding. */
export function linearInput(normalised: string, standardised: ArrayLike<number>): SparseVector {
  const words = featuresOf(normalised, WORD_BITS);
  let norm = 0;
  for (let d = 0; d < standardised.length; d += 1) norm += standardised[d]! * standardised[d]!;
  const scale = norm > 0 ? EMBEDDING_WEIGHT / Math.sqrt(norm) : 0;
  const size = words.indices.length + standardised.length;
  const indices = new Int32Array(size);
  const values = new Float32Array(size);
  indices.set(words.indices);
  values.set(words.values);
  for (let d = 0; d < standardised.length; d += 1) {
    indices[words.indices.length + d] = 2 ** WORD_BITS + d;
    values[words.indices.length + d] = standardised[d]! * scale;
  }
  return { indices, values };
}

/** Log-odds of any crisis class against the ordinary one (class 0). Log-odds rather than a
 *  probability, so confident texts stay apart instead of all sitting at 1. */
export function linearCrisisLogit(input: SparseVector, model: LinearModel): number {
  const p = probabilities(model, input);
  const ordinary = Math.max(p[0]!, 1e-12);
  return Math.log(Math.max(1 - ordinary, 1e-12) / ordinary);
}
