// The third reader of the crisis detector: one text and its embedding read by both views (the
// nearest labelled phrasings and the linear model), their scores put together, and the text
// flagged when the result passes the threshold chosen on the tuning half, unless it is an honest
// everyday answer the reader is known to misread (honest-answers.ts).
import type { CrisisAssessment } from '../../../../domain/story/safety/crisis-assessment';
import type { LinearModel } from '../../linear-model/softmax';
import { normaliseForSafety } from '../safety-text';
import { isHonestEverydayAnswer } from '../honest-answers';
import { linearCrisisLogit, linearInput } from './linear-meaning';
import { meaningScore, type MeaningCalibration } from './meaning-score';
import { nearestScore, standardise, type NearestExamples } from './nearest-examples';

export const EXAMPLES_REASON = 'meaning close to crisis phrasings';

export interface MeaningReader extends NearestExamples {
  /** Logistic regression over the words and the embedding (linearInput); class 0 is ordinary. */
  linear: LinearModel;
  calibration: MeaningCalibration;
  /** Flag when the combined score passes this. */
  threshold: number;
}

/** Both views' scores and the combined one, for a text and its (unstandardised) embedding. */
export function meaningScores(text: string, embedding: ArrayLike<number>, reader: MeaningReader) {
  const standardised = standardise(embedding, reader);
  const nearest = nearestScore(standardised, reader.examples, reader.k);
  const linear = linearCrisisLogit(
    linearInput(normaliseForSafety(text), standardised),
    reader.linear,
  );
  return {
    nearest: nearest.score,
    linear,
    combined: meaningScore({ nearest: nearest.score, linear }, reader.calibration),
    category: nearest.category,
  };
}

export function meaningReaderAssessment(
  text: string,
  embedding: ArrayLike<number>,
  reader: MeaningReader,
): CrisisAssessment {
  const { combined, category } = meaningScores(text, embedding, reader);
  return combined > reader.threshold && !isHonestEverydayAnswer(normaliseForSafety(text))
    ? { flagged: true, category, reason: EXAMPLES_REASON, tier: 'check-in' }
    : { flagged: false };
}
