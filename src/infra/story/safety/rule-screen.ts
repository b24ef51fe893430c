// The rules' half of the crisis detector: hand-written rules that read meaning, plus moderate
// warning signs that flag when several come together (see crisis-detector.ts for the whole). Each
// match has a tier (rule-tiers.ts); a text takes the highest tier among the rules it matches.
import { compile, readRule, type CompiledRule } from './crisis-rule';
import { localSignals, SIGNAL_THRESHOLD, signalScore, type SignalHit } from './risk-signals';
import {
  INTENT_REASON,
  liftedByIntent,
  saysIntent,
  tierOfMatch,
  tierOfRule,
  type RuleMatch,
} from './rule-tiers';
import type { FlagTier } from '../../../domain/story/safety/safety-tier';
import { ABUSE_KINDS_RULES } from './rules/abuse-kinds-rules';
import { ABUSE_RULES } from './rules/abuse-rules';
import { BLADES_SELF_HARM_RULES, BRUISES_ABUSE_RULES } from './rules/blades-and-bruises-rules';
import { FAREWELL_SUICIDE_RULES } from './rules/farewell-rules';
import {
  IN_PASSING_ABUSE_RULES,
  IN_PASSING_SELF_HARM_RULES,
  IN_PASSING_SUICIDE_RULES,
} from './rules/in-passing-rules';
import {
  SAID_LIGHTLY_ABUSE_RULES,
  SAID_LIGHTLY_SELF_HARM_RULES,
  SAID_LIGHTLY_SUICIDE_RULES,
} from './rules/said-lightly-rules';
import { AFTERCARE_SELF_HARM_RULES, HOME_HARM_ABUSE_RULES } from './rules/aftercare-and-home-rules';
import { ACT_UNDER_WAY_RULES } from './rules/act-under-way-rules';
import {
  BELONGING_SUICIDE_RULES,
  HAIR_PULLED_ABUSE_RULES,
  PRESSURE_SELF_HARM_RULES,
} from './rules/belonging-and-pressure-rules';
import {
  HEDGED_ABUSE_RULES,
  HEDGED_SELF_HARM_RULES,
  HEDGED_SUICIDE_RULES,
} from './rules/hedged-rules';
import { HIDDEN_ABUSE_RULES, HIDDEN_SELF_HARM_RULES } from './rules/hidden-harm-rules';
import { INDIRECT_SELF_HARM_RULES, INDIRECT_SUICIDE_RULES } from './rules/indirect-rules';
import { LIFE_STAGE_SELF_HARM_RULES, LIFE_STAGE_SUICIDE_RULES } from './rules/life-stage-rules';
import {
  MANY_VOICES_ABUSE_RULES,
  MANY_VOICES_SELF_HARM_RULES,
  MANY_VOICES_SUICIDE_RULES,
} from './rules/many-voices-rules';
import { LAST_WORDS_SUICIDE_RULES } from './rules/last-words-rules';
import { MIND_MADE_UP_SUICIDE_RULES } from './rules/mind-made-up-rules';
import {
  PLAINLY_SAID_ABUSE_RULES,
  PLAINLY_SAID_SELF_HARM_RULES,
  PLAINLY_SAID_SUICIDE_RULES,
} from './rules/plainly-said-rules';
import { FEAR_AT_HOME_ABUSE_RULES, RELAPSE_SELF_HARM_RULES } from './rules/relapse-and-fear-rules';
import { PUNISHED_SELF_HARM_RULES, WATCHED_ABUSE_RULES } from './rules/punished-and-watched-rules';
import { QUIET_SELF_HARM_RULES, QUIET_SUICIDE_RULES } from './rules/quiet-sign-rules';
import {
  SAID_OUTRIGHT_ABUSE_RULES,
  SAID_OUTRIGHT_SELF_HARM_RULES,
  SAID_OUTRIGHT_SUICIDE_RULES,
} from './rules/said-outright-rules';
import { SELF_HARM_RULES } from './rules/self-harm-rules';
import { SUICIDE_PLAN_RULES } from './rules/suicide-plan-rules';
import { SUICIDE_RULES } from './rules/suicide-rules';
import { THROUGH_THE_STORY_SUICIDE_RULES } from './rules/through-the-story-rules';
import {
  UNDERSTATED_ABUSE_RULES,
  UNDERSTATED_SELF_HARM_RULES,
  UNDERSTATED_SUICIDE_RULES,
} from './rules/understated-rules';
import { WARNING_SIGN_ABUSE_RULES, WARNING_SIGN_SUICIDE_RULES } from './rules/warning-sign-rules';
import { WOVEN_IN_ABUSE_RULES, WOVEN_IN_SELF_HARM_RULES } from './rules/woven-in-harm-rules';
import { WOVEN_IN_SUICIDE_RULES } from './rules/woven-in-suicide-rules';
import { sentencesOf, sentenceStretches } from './safety-text';
import type { CrisisAssessment } from '../../../domain/story/safety/crisis-assessment';

export const SIGNALS_REASON =
  'several warning signs together (hopelessness, feeling trapped, finality)';

// Suicide first, then self-harm, then abuse: the first rule that matches names the category.
export const RULES = compile([
  ...SUICIDE_RULES,
  ...SUICIDE_PLAN_RULES,
  ...INDIRECT_SUICIDE_RULES,
  ...QUIET_SUICIDE_RULES,
  ...WARNING_SIGN_SUICIDE_RULES,
  ...ACT_UNDER_WAY_RULES,
  ...MANY_VOICES_SUICIDE_RULES,
  ...HEDGED_SUICIDE_RULES,
  ...LIFE_STAGE_SUICIDE_RULES,
  ...PLAINLY_SAID_SUICIDE_RULES,
  ...UNDERSTATED_SUICIDE_RULES,
  ...SAID_OUTRIGHT_SUICIDE_RULES,
  ...WOVEN_IN_SUICIDE_RULES,
  ...MIND_MADE_UP_SUICIDE_RULES,
  ...THROUGH_THE_STORY_SUICIDE_RULES,
  ...LAST_WORDS_SUICIDE_RULES,
  ...FAREWELL_SUICIDE_RULES,
  ...IN_PASSING_SUICIDE_RULES,
  ...SAID_LIGHTLY_SUICIDE_RULES,
  ...BELONGING_SUICIDE_RULES,
  ...SELF_HARM_RULES,
  ...INDIRECT_SELF_HARM_RULES,
  ...QUIET_SELF_HARM_RULES,
  ...HIDDEN_SELF_HARM_RULES,
  ...MANY_VOICES_SELF_HARM_RULES,
  ...HEDGED_SELF_HARM_RULES,
  ...LIFE_STAGE_SELF_HARM_RULES,
  ...PLAINLY_SAID_SELF_HARM_RULES,
  ...UNDERSTATED_SELF_HARM_RULES,
  ...SAID_OUTRIGHT_SELF_HARM_RULES,
  ...WOVEN_IN_SELF_HARM_RULES,
  ...RELAPSE_SELF_HARM_RULES,
  ...PUNISHED_SELF_HARM_RULES,
  ...AFTERCARE_SELF_HARM_RULES,
  ...BLADES_SELF_HARM_RULES,
  ...IN_PASSING_SELF_HARM_RULES,
  ...SAID_LIGHTLY_SELF_HARM_RULES,
  ...PRESSURE_SELF_HARM_RULES,
  ...ABUSE_RULES,
  ...WARNING_SIGN_ABUSE_RULES,
  ...HIDDEN_ABUSE_RULES,
  ...MANY_VOICES_ABUSE_RULES,
  ...HEDGED_ABUSE_RULES,
  ...ABUSE_KINDS_RULES,
  ...PLAINLY_SAID_ABUSE_RULES,
  ...UNDERSTATED_ABUSE_RULES,
  ...SAID_OUTRIGHT_ABUSE_RULES,
  ...WOVEN_IN_ABUSE_RULES,
  ...FEAR_AT_HOME_ABUSE_RULES,
  ...WATCHED_ABUSE_RULES,
  ...HOME_HARM_ABUSE_RULES,
  ...BRUISES_ABUSE_RULES,
  ...IN_PASSING_ABUSE_RULES,
  ...SAID_LIGHTLY_ABUSE_RULES,
  ...HAIR_PULLED_ABUSE_RULES,
]);

export interface RuleScreen {
  assessment: CrisisAssessment;
  signals: SignalHit[];
  /** No rule matched, but one found its words and read them as an everyday use (see below). */
  readAsEveryday: boolean;
}

/** A clause with the rest of its sentence (read to see whether a negated mention is true now). */
interface ClauseInContext {
  clause: string;
  following: string;
  /** Its sentence and the sentences either side, read for the tier of a match. */
  around: string;
}

function inContext(sentences: readonly (readonly string[])[]): ClauseInContext[] {
  return sentences.flatMap((clauses, s) => {
    const around = sentences
      .slice(Math.max(0, s - 1), s + 2)
      .map((sentence) => sentence.join(' '))
      .join('.');
    return clauses.map((clause, i) => ({
      clause,
      following: clauses.slice(i + 1).join(' '),
      around,
    }));
  });
}

/** How one rule reads a text: per clause, and over neighbouring sentences when it says so. */
function ruleReading(
  rule: CompiledRule,
  clauses: readonly ClauseInContext[],
  stretches: () => readonly string[],
): { match: RuleMatch | null; everyday: boolean } {
  let everyday = false;
  for (const { clause, following, around } of clauses) {
    const reading = readRule(rule, clause, following);
    if (reading === 'everyday') everyday = true;
    if (reading === 'match') return { match: { clause, around }, everyday };
  }
  if (rule.acrossSentences === true)
    for (const stretch of stretches())
      if (readRule(rule, stretch) === 'match')
        return { match: { clause: stretch, around: stretch }, everyday };
  return { match: null, everyday };
}

/** The rules' verdict on one normalised text and the moderate signs it carries. */
export function screenWithRules(normalised: string): RuleScreen {
  const sentences = sentencesOf(normalised);
  const clauses = inContext(sentences);
  const signals = localSignals(sentences);
  let stretchList: string[] | null = null;
  const stretches = () => (stretchList ??= sentenceStretches(normalised));
  // One reading of every rule on every clause serves both the verdict and `readAsEveryday`. After
  // a match of the check-in tier, the rest are read for one of the crisis tier.
  let readAsEveryday = false;
  // The first rule that matches names the category; a later one of the crisis tier raises it.
  let first: { rule: CompiledRule; tier: FlagTier; match: RuleMatch } | null = null;
  let decisive: { rule: CompiledRule; tier: FlagTier } | null = null;
  for (const rule of RULES) {
    if (first && tierOfRule(rule) !== 'crisis') continue;
    const { match, everyday } = ruleReading(rule, clauses, stretches);
    if (everyday) readAsEveryday = true;
    if (!match) continue;
    const tier = tierOfMatch(rule, match, normalised);
    first ??= { rule, tier, match };
    if (!decisive || tier === 'crisis') decisive = { rule, tier };
    if (tier === 'crisis') break;
  }
  if (first && decisive) {
    // A wish to be gone said beside intent, a time or an attempt is not uncertain.
    const lifted = decisive.tier === 'check-in' && liftedByIntent(first.rule, first.match);
    const assessment: CrisisAssessment = {
      flagged: true,
      category: first.rule.category,
      reason: lifted ? INTENT_REASON : decisive.rule.reason,
      tier: lifted ? 'crisis' : decisive.tier,
    };
    return { assessment, signals, readAsEveryday: false };
  }
  if (signalScore(signals) >= SIGNAL_THRESHOLD) {
    const lifted = sentenceStretches(normalised).length === 1 && saysIntent(normalised);
    return {
      assessment: {
        flagged: true,
        category: 'suicide',
        reason: lifted ? INTENT_REASON : SIGNALS_REASON,
        tier: lifted ? 'crisis' : 'check-in',
      },
      signals,
      readAsEveryday: false,
    };
  }
  return { assessment: { flagged: false }, signals, readAsEveryday };
}

/**
 * True when a rule found its words but a guard read them as an everyday use ("I'd rather die
 * than sing karaoke", "I don't want to die"): a second reader should defer to the rules there.
 */
export function rulesReadAsEveryday(normalised: string): boolean {
  const clauses = inContext(sentencesOf(normalised));
  return RULES.some((rule) =>
    clauses.some(({ clause, following }) => readRule(rule, clause, following) === 'everyday'),
  );
}
