// The committed crisis model (trained by `npm run train:crisis` on the tuning half of the
// dataset) and its verdict on a normalised text, deferring to the rules where they read their
// words as an everyday use, and to honest everyday answers (../honest-answers.ts). Decoded once,
// on first use. The detector asks it about every text the rules leave unflagged (see README.md
// in this folder).
import type { CrisisAssessment } from '../../../../domain/story/safety/crisis-assessment';
import type { CrisisCategory } from '../crisis-rule';
import { isHonestEverydayAnswer } from '../honest-answers';
import { rulesReadAsEveryday } from '../rule-screen';
import { scoreText } from './crisis-score';
import { decodeModel, type ModelFile } from './model-file';
import type { LinearModel } from '../../linear-model/softmax';
import { loadModelFile } from '../../model-files';

export const MODEL_REASON = 'phrasing close to crisis language the model has learned';

let modelFile: ModelFile | null = null;
let model: LinearModel | null = null;

/**
 * Flags a text whose crisis probability reaches the threshold (asked when the rules do not flag).
 * `readAsEveryday`: the rules' own reading when the caller has it (screenWithRules), else read here.
 */
export function modelAssessment(
  normalised: string,
  readAsEveryday = rulesReadAsEveryday(normalised),
): CrisisAssessment {
  if (readAsEveryday || isHonestEverydayAnswer(normalised)) return { flagged: false };
  const file = (modelFile ??= loadModelFile<ModelFile>('crisis-model.json'));
  model ??= decodeModel(file);
  const score = scoreText(model, file.bits, normalised);
  if (score.probability < file.threshold) return { flagged: false };
  const category = file.classes[score.crisisClass] as CrisisCategory;
  // The statistical reader alone is never sure: it asks (a check-in).
  return { flagged: true, category, reason: MODEL_REASON, tier: 'check-in' };
}
