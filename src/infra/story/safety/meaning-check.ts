// The crisis detector's meaning readers as a check of the safety check. A text's embedding is read
// twice:
//   - the meaning reader (examples/): compared with the labelled phrasings, so phrasings that
//     share no words with any rule can still be recognised by their meaning; alone it asks
//     (check-in);
//   - the tier reader (tier-reader/): is there risk, and is it explicit (a plan, a day, means, a
//     method question, an attempt, a goodbye)? It can ask, and it can turn a text another reader
//     asks about into crisis care.
// Reads the text in memory only.
import type { SafetyTier } from '../../../domain/story/safety/safety-tier';
import { meaningAssessment, meaningCategory } from './examples/crisis-examples';
import { encoderInput } from './examples/nearest-examples';
import type { MeaningCheck, SecondOpinion } from '../../../app/story/safety.port';
import { embedSentences, type EmbedSentences } from './sentence-encoder';
import { committedTierReader } from './tier-reader/tier-model-file';
import { tierFromScores, tierScores, type TierReader } from './tier-reader/tier-reader';

export function createMeaningCheck(
  embed: EmbedSentences = embedSentences,
  /** The tier reader; `() => null` reads without it (training, to measure what it adds). */
  tierReader: () => TierReader | null = committedTierReader,
): MeaningCheck {
  return async (text, tierSoFar: SafetyTier = 'none'): Promise<SecondOpinion | null> => {
    const [embedding] = await embed([encoderInput(text)]);
    if (!embedding) return null;
    const meaning = meaningAssessment(text, embedding);
    const seen: SafetyTier = meaning.flagged && tierSoFar === 'none' ? 'check-in' : tierSoFar;
    const reader = tierReader();
    const tier = reader ? tierFromScores(tierScores(text, embedding, reader), reader, seen) : seen;
    if (tier === 'none' || tier === tierSoFar) return null;
    return { tier, category: meaning.category ?? meaningCategory(text, embedding) };
  };
}
