// The meaning reader's second view: a multinomial logistic regression over the standardised
// embedding. The nearest phrasings see local likeness; the linear model sees the directions that
// separate crisis from ordinary language across all the phrasings at once. They miss different
// texts, so the reader weighs both (see meaning-score.ts).
import type { SparseVector } from '../model/features';
import { probabilities, type LinearModel } from '../model/softmax';

/** A dense vector in the sparse form the softmax arithmetic reads. */
export function denseVector(values: ArrayLike<number>): SparseVector {
  return {
    indices: Int32Array.from({ length: values.length }, (_, i) => i),
    values: Float32Array.from(values),
  };
}

/** Log-odds of any crisis class against the ordinary one (class 0). Log-odds rather than a
 *  probability, so confident texts stay apart instead of all sitting at 1. */
export function linearCrisisLogit(standardised: ArrayLike<number>, model: LinearModel): number {
  const p = probabilities(model, denseVector(standardised));
  const ordinary = Math.max(p[0]!, 1e-12);
  return Math.log(Math.max(1 - ordinary, 1e-12) / ordinary);
}
