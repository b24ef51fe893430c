// The storyteller's second reading of a feeling, for moods whose cues name none: a linear model
// over the mood's words and character n-grams (feeling-features.ts), trained on written moods
// that tell a feeling through the situation ("haven't had a day off in three weeks"). The cues
// come first (they are precise); this reads what they cannot list. Decoded once, on first use.
import { probabilities } from '../../linear-model/softmax';
import { feelingFeatures } from './feeling-features';
import { loadModelFile } from '../../model-files';
import { decodeFeelingModel, type FeelingModel, type FeelingModelFile } from './feeling-model-file';
import type { Feeling } from './types';

let model: FeelingModel | null = null;

/** The likeliest feeling of a mood, its probability, and whether that is sure enough to use. */
export function guessFeeling(text: string): {
  feeling: Feeling;
  probability: number;
  sure: boolean;
} {
  model ??= decodeFeelingModel(loadModelFile<FeelingModelFile>('feeling-model.json'));
  const p = probabilities(model.linear, feelingFeatures(text));
  let best = 0;
  for (let c = 1; c < p.length; c += 1) if ((p[c] ?? 0) > (p[best] ?? 0)) best = c;
  const probability = p[best] ?? 0;
  return {
    feeling: model.classes[best] ?? 'calm',
    probability,
    sure: probability >= model.threshold,
  };
}
