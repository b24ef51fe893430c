// Detects crisis language in a mood or an answer: suicide, self-harm, and abuse or violence
// against the person. Rules read meaning, not single keywords: indirect phrasings ("everyone
// would be better off without me", "I've been saving my pills", "I gave my cat to someone who
// will look after her") are caught, while figurative uses ("this commute is murder", "my phone
// died", "she beat me at chess") and plain negations ("I'm not suicidal") are not. Moderate
// warning signs that are ordinary alone (hopeless, trapped, "I'm done") flag when several come
// together. When in doubt the rules lean towards flagging: a caring reply to someone who is fine
// costs little; a story for someone in danger costs a great deal.
//
// Pure and synchronous; about a tenth of a millisecond per message. The result never quotes the
// text, so `reason` may be logged; the text itself must not be.
import { compile, matchRule, type CrisisCategory } from './crisis-rule';
import {
  riskSignals,
  SIGNAL_THRESHOLD,
  signalScore,
  type SignalHit,
  type SignalKind,
} from './risk-signals';
import { ABUSE_RULES } from './rules/abuse-rules';
import { SELF_HARM_RULES } from './rules/self-harm-rules';
import { SUICIDE_PLAN_RULES } from './rules/suicide-plan-rules';
import { SUICIDE_RULES } from './rules/suicide-rules';
import { clausesOf, normaliseForSafety } from './safety-text';

export type { CrisisCategory } from './crisis-rule';
export { normaliseForSafety } from './safety-text';

export interface CrisisAssessment {
  flagged: boolean;
  category?: CrisisCategory;
  /** Which kind of language was found (a fixed phrase; never the person's words). */
  reason?: string;
}

/** A text's verdict plus the moderate signs in it, for adding up across a dialogue. */
export interface TextRisk {
  assessment: CrisisAssessment;
  signals: SignalHit[];
}

export const SIGNALS_REASON =
  'several warning signs together (hopelessness, feeling trapped, finality)';

// Suicide first, then self-harm, then abuse: the first rule that matches names the category.
const RULES = compile([
  ...SUICIDE_RULES,
  ...SUICIDE_PLAN_RULES,
  ...SELF_HARM_RULES,
  ...ABUSE_RULES,
]);

/** The verdict on one text and the moderate signs it carries. */
export function assessText(text: string): TextRisk {
  const normalised = normaliseForSafety(text);
  const clauses = clausesOf(normalised);
  for (const rule of RULES) {
    const hit =
      clauses.some((clause) => matchRule(rule, clause)) ||
      (rule.acrossSentences === true && matchRule(rule, normalised));
    if (hit)
      return {
        assessment: { flagged: true, category: rule.category, reason: rule.reason },
        signals: riskSignals(clauses),
      };
  }
  const signals = riskSignals(clauses);
  if (signalScore(signals) >= SIGNAL_THRESHOLD)
    return { assessment: { flagged: true, category: 'suicide', reason: SIGNALS_REASON }, signals };
  return { assessment: { flagged: false }, signals };
}

/** Flags crisis language in one text. */
export function detectCrisis(text: string): CrisisAssessment {
  return assessText(text).assessment;
}

export type { SignalKind };
