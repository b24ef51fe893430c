// The committed examples (`npm run train:crisis`, from the tuning half only) and the third
// reader's verdict on a text's embedding. Decoded once, on first use.
import type { CrisisAssessment } from '../crisis-assessment';
import file from './crisis-examples.json';
import { decodeExamples, type ExamplesFile } from './examples-file';
import { examplesAssessment, type NearestExamples } from './nearest-examples';

let examples: NearestExamples | null = null;

/** The verdict on one text's embedding (made from `encoderInput(text)`). */
export function meaningAssessment(embedding: ArrayLike<number>): CrisisAssessment {
  examples ??= decodeExamples(file as ExamplesFile);
  return examplesAssessment(embedding, examples);
}
