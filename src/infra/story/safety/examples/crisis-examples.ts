// The committed meaning reader (`npm run train:crisis`, from the tuning half only) and its
// verdict on a text's embedding. Decoded once, on first use.
import type { CrisisAssessment } from '../../../../domain/story/safety/crisis-assessment';
import { loadModelFile } from '../../model-files';
import { decodeExamples, type ExamplesFile } from './examples-file';
import { meaningReaderAssessment, type MeaningReader } from './meaning-reader';

let reader: MeaningReader | null = null;

/** The verdict on one text, given its embedding (made from `encoderInput(text)`). */
export function meaningAssessment(text: string, embedding: ArrayLike<number>): CrisisAssessment {
  reader ??= decodeExamples(loadModelFile<ExamplesFile>('crisis-examples.json'));
  return meaningReaderAssessment(text, embedding, reader);
}
