// The committed crisis model (trained by `npm run train:crisis` on the tuning half of the
// dataset) and its verdict on a normalised text, deferring to the rules where they read their
// words as an everyday use, and to honest everyday answers (../honest-answers.ts). Decoded once,
// on first use. The detector asks it about every text the rules leave unflagged (see README.md
// in this folder).
import type { CrisisAssessment } from '../crisis-assessment';
import type { CrisisCategory } from '../crisis-rule';
import { isHonestEverydayAnswer } from '../honest-answers';
import { rulesReadAsEveryday } from '../rule-screen';
import { scoreText } from './crisis-score';
import file from './crisis-model.json';
import { decodeModel, type ModelFile } from './model-file';
import type { LinearModel } from '../../shared/linear-model/softmax';

export const MODEL_REASON = 'phrasing close to crisis language the model has learned';

const MODEL_FILE = file as ModelFile;
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
  model ??= decodeModel(MODEL_FILE);
  const score = scoreText(model, MODEL_FILE.bits, normalised);
  if (score.probability < MODEL_FILE.threshold) return { flagged: false };
  const category = MODEL_FILE.classes[score.crisisClass] as CrisisCategory;
  return { flagged: true, category, reason: MODEL_REASON };
}
