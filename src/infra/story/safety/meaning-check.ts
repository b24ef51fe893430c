// The crisis detector's third reader as a check of the safety check: a text's embedding compared
// with the labelled phrasings (domain/safety/examples). It reads each new text that the rules and
// the statistical reader left unflagged, so phrasings that share no words with any rule can
// still be recognised by their meaning. Reads the text in memory only.
import type { CrisisCategory } from './crisis-detector';
import { meaningAssessment } from './examples/crisis-examples';
import { encoderInput } from './examples/nearest-examples';
import type { MeaningCheck } from './safety-check';
import { embedSentences, type EmbedSentences } from './sentence-encoder';

export function createMeaningCheck(embed: EmbedSentences = embedSentences): MeaningCheck {
  return async (text): Promise<CrisisCategory | null> => {
    const [embedding] = await embed([encoderInput(text)]);
    if (!embedding) return null;
    const verdict = meaningAssessment(text, embedding);
    return verdict.flagged ? (verdict.category ?? 'suicide') : null;
  };
}
