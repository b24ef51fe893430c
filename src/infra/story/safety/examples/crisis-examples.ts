// The committed meaning reader (`npm run train:crisis`, from the tuning half only) and its
// verdict on a text's embedding. Decoded once, on first use.
import type {
  CrisisAssessment,
  CrisisCategory,
} from '../../../../domain/story/safety/crisis-assessment';
import { loadModelFile } from '../../model-files';
import { decodeExamples, type ExamplesFile } from './examples-file';
import { meaningReaderAssessment, meaningScores, type MeaningReader } from './meaning-reader';

let reader: MeaningReader | null = null;

const committed = () =>
  (reader ??= decodeExamples(loadModelFile<ExamplesFile>('crisis-examples.json')));

/** The category of crisis phrasings nearest to a text, given its embedding. */
export function meaningCategory(text: string, embedding: ArrayLike<number>): CrisisCategory {
  return meaningScores(text, embedding, committed()).category;
}

/** The verdict on one text, given its embedding (made from `encoderInput(text)`). */
export function meaningAssessment(text: string, embedding: ArrayLike<number>): CrisisAssessment {
  return meaningReaderAssessment(text, embedding, committed());
}
