// The tier reader: two logistic regressions over a text's words and its sentence embedding,
// trained on writing labelled by tier (scripts/train-tier-reader.ts):
//   - `risk`: is there risk at all (check-in or crisis)?
//   - `explicit`: among texts with risk, is it explicit (a plan, a day, means, a method question,
//     an attempt, a goodbye: crisis) rather than uncertain (check-in)?
// The whole text is read at once: reading each sentence window apart was tried, and on the tuning
// half it raised long sad entries' risk more than it found explicit sentences. The thresholds
// were chosen by cross-validation on the tuning halves
// only. Pure: the embeddings come in; nothing here loads a model.
import type { SafetyTier } from '../../../../domain/story/safety/safety-tier';
import { probabilities, type LinearModel } from '../../linear-model/softmax';
import { linearInput } from '../examples/linear-meaning';
import { standardise } from '../examples/nearest-examples';
import { normaliseForSafety } from '../safety-text';

export interface TierReader {
  /** Per-dimension mean and spread of the training embeddings, removed before reading. */
  mean: ArrayLike<number>;
  spread: ArrayLike<number>;
  risk: LinearModel;
  explicit: LinearModel;
  thresholds: {
    /** Risk above this asks (check-in). */
    risk: number;
    /** Explicitness above this, in a text with risk noticed by any reader, is crisis. */
    explicit: number;
  };
}

export interface TierScores {
  risk: number;
  explicit: number;
}

/** Risk and explicitness of a text, given its embedding (made from `encoderInput(text)`). */
export function tierScores(
  text: string,
  embedding: ArrayLike<number>,
  reader: TierReader,
): TierScores {
  const input = linearInput(normaliseForSafety(text), standardise(embedding, reader));
  const risk = probabilities(reader.risk, input)[1]!;
  // Explicit only as far as there is risk: "I've picked the day" about a wedding is no plan.
  const explicit = probabilities(reader.explicit, input)[1]! * Math.min(1, 2 * risk);
  return { risk, explicit };
}

/** The tier the reader gives, knowing the tier the other readers gave already. */
export function tierFromScores(
  scores: TierScores,
  reader: Pick<TierReader, 'thresholds'>,
  tierSoFar: SafetyTier,
): SafetyTier {
  const noticed = tierSoFar !== 'none' || scores.risk > reader.thresholds.risk;
  if (!noticed) return 'none';
  return scores.explicit > reader.thresholds.explicit ? 'crisis' : 'check-in';
}
