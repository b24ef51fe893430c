// The rules' half of the crisis detector: hand-written rules that read meaning, plus moderate
// warning signs that flag when several come together (see crisis-detector.ts for the whole).
import { compile, matchRule, readRule } from './crisis-rule';
import { riskSignals, SIGNAL_THRESHOLD, signalScore, type SignalHit } from './risk-signals';
import { ABUSE_RULES } from './rules/abuse-rules';
import { INDIRECT_SELF_HARM_RULES, INDIRECT_SUICIDE_RULES } from './rules/indirect-rules';
import { SELF_HARM_RULES } from './rules/self-harm-rules';
import { SUICIDE_PLAN_RULES } from './rules/suicide-plan-rules';
import { SUICIDE_RULES } from './rules/suicide-rules';
import { clausesOf } from './safety-text';
import type { CrisisAssessment } from './crisis-assessment';

export const SIGNALS_REASON =
  'several warning signs together (hopelessness, feeling trapped, finality)';

// Suicide first, then self-harm, then abuse: the first rule that matches names the category.
const RULES = compile([
  ...SUICIDE_RULES,
  ...SUICIDE_PLAN_RULES,
  ...INDIRECT_SUICIDE_RULES,
  ...SELF_HARM_RULES,
  ...INDIRECT_SELF_HARM_RULES,
  ...ABUSE_RULES,
]);

export interface RuleScreen {
  assessment: CrisisAssessment;
  signals: SignalHit[];
}

/** The rules' verdict on one normalised text and the moderate signs it carries. */
export function screenWithRules(normalised: string): RuleScreen {
  const clauses = clausesOf(normalised);
  const signals = riskSignals(clauses);
  for (const rule of RULES) {
    const hit =
      clauses.some((clause) => matchRule(rule, clause)) ||
      (rule.acrossSentences === true && matchRule(rule, normalised));
    if (hit)
      return {
        assessment: { flagged: true, category: rule.category, reason: rule.reason },
        signals,
      };
  }
  if (signalScore(signals) >= SIGNAL_THRESHOLD)
    return {
      assessment: { flagged: true, category: 'suicide', reason: SIGNALS_REASON },
      signals,
    };
  return { assessment: { flagged: false }, signals };
}

/**
 * True when a rule found its words but a guard read them as an everyday use ("I'd rather die
 * than sing karaoke", "I don't want to die"): a second reader should defer to the rules there.
 */
export function rulesReadAsEveryday(normalised: string): boolean {
  const clauses = clausesOf(normalised);
  return RULES.some((rule) => clauses.some((clause) => readRule(rule, clause) === 'everyday'));
}
