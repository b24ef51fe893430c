// Detects crisis language in a mood or an answer: suicide, self-harm, and abuse or violence
// against the person. Rules read meaning, not single keywords (rule-screen.ts): indirect
// phrasings ("everyone would be better off without me", "I've been saving my pills") are caught,
// while figurative uses ("this commute is murder", "she beat me at chess") and plain negations
// ("I'm not suicidal") are not. Moderate warning signs that are ordinary alone (hopeless,
// trapped, "I'm done") flag when several come together. When in doubt the rules lean towards
// flagging: a caring reply to someone who is fine costs little; a story for someone in danger
// costs a great deal.
//
// A statistical second reader (model/, `npm run train:crisis`, trained on the tuning half only)
// reads what the rules leave unflagged: on the held-out half it adds 10.9 points of recall for
// 1.0 point of false alarms, which stay under the 5% bound (see model/README.md). A third reader,
// by meaning (examples/), needs a sentence encoder's vector, so the safety check in infra asks it
// about each new text after this detector.
//
// Pure, synchronous and offline; well under a millisecond per message. The result never quotes
// the text, so `reason` may be logged; the text itself must not be.
import type { CrisisAssessment } from '../../../domain/story/safety/crisis-assessment';
import type { SignalHit, SignalKind } from './risk-signals';
import { modelAssessment } from './model/crisis-model';
import { screenWithRules } from './rule-screen';
import { normaliseForSafety } from './safety-text';

export type { CrisisCategory } from './crisis-rule';
export type { CrisisAssessment } from '../../../domain/story/safety/crisis-assessment';
export { normaliseForSafety } from './safety-text';
export { SIGNALS_REASON } from './rule-screen';

/** A text's verdict plus the moderate signs in it, for adding up across a dialogue. */
export interface TextRisk {
  assessment: CrisisAssessment;
  signals: SignalHit[];
}

/** The verdict on one text and the moderate signs it carries: the rules, then the model. */
export function assessText(text: string): TextRisk {
  const normalised = normaliseForSafety(text);
  const { assessment, signals, readAsEveryday } = screenWithRules(normalised);
  if (assessment.flagged) return { assessment, signals };
  return { assessment: modelAssessment(normalised, readAsEveryday), signals };
}

/** Flags crisis language in one text. */
export function detectCrisis(text: string): CrisisAssessment {
  return assessText(text).assessment;
}

export type { SignalKind };
