// One crisis rule and how it is matched against normalised text (see safety-text.ts).

import type { CrisisCategory } from '../../../domain/story/safety/crisis-assessment';
import type { FlagTier } from '../../../domain/story/safety/safety-tier';

export type { CrisisCategory };

export interface Rule {
  category: CrisisCategory;
  /** Which kind of language was found (a fixed phrase; never the person's words). */
  reason: string;
  /**
   * How sure a match is, when its reason alone does not say (rule-tiers.ts gives each reason its
   * tier): `crisis` for explicit intent, a plan, means, an attempt, a goodbye or abuse; `check-in`
   * for an uncertain sign.
   */
  tier?: FlagTier;
  pattern: RegExp;
  /** Matched against the text right after the match: if it matches, this is not a crisis. */
  notFollowedBy?: RegExp;
  /** Matched against the clause before the match: if it matches, this is not a crisis. */
  notPrecededBy?: RegExp;
  /** The clause must also contain this for the rule to count. */
  requires?: RegExp;
  /** The clause must not contain this ("view", "sunset" beside "edge of the cliff"). */
  unless?: RegExp;
  /** True when "not"/"never" just before the match cancels it ("I would never hurt myself"). */
  negatable?: boolean;
  /** Also read across sentences ("If I died tomorrow. Nobody would notice."). */
  acrossSentences?: boolean;
}

export interface CompiledRule extends Rule {
  global: RegExp;
}

export function compile(rules: readonly Rule[]): CompiledRule[] {
  return rules.map((rule) => ({
    ...rule,
    global: new RegExp(
      rule.pattern.source,
      rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`,
    ),
  }));
}

const NEGATION = /\b(?:not|never|no longer|nor|used to)\b/;
/** After "not": "can't stop", "can't help", or a new clause ("…anymore I want out"). */
const NOT_A_NEGATION =
  /\b(?:stop\w*|help|resist|control|keep from|wait|know why|sure|anything but|except|i)\b/;
/** "never used to", "did not use to": a habit denied for the past, so the words are true now. */
const TRUE_ONLY_NOW = /^(?:never|not|no longer) used? to\b/;

/** "not"/"never" in the five words before the match, unless it is "can't stop" and the like. */
function negated(before: string, matched: string): boolean {
  const window = before.trim().split(' ').slice(-5).join(' ');
  const at = window.search(NEGATION);
  if (at < 0) return false;
  if (TRUE_ONLY_NOW.test(window.slice(at))) return false;
  const firstWord = matched.trim().split(' ')[0] ?? '';
  return !NOT_A_NEGATION.test(`${window.slice(at)} ${firstWord}`);
}

/** What may follow an affirmation and still end it: "now i do, again, every day". */
const TAIL = String.raw`(?:\s*,?\s*(?:them|it|those|so|again|back|too|still|all the time|every (?:single )?(?:day|night)|constantly|a lot|more than ever|more and more|daily|often|sometimes|really|honestly|actually|badly))*\s*$`;
/**
 * Words after a negated or past mention, or after someone's question, that say it is true now
 * ("I never used to have suicidal thoughts but now I do", "…and now they are back", "the doctor
 * asked if I was suicidal and I said yes"). An explicit risk phrase is then read as meant: the
 * sentence around it does not cancel it.
 */
const SAID_TO_BE_TRUE = [
  new RegExp(
    String.raw`^\W*(?:(?:but|and|yet|though)\s+)?(?:now|lately|these days|nowadays|recently|this (?:week|month|year))\s*,?\s*(?:i|they|it)\s+(?:do|does|am|is|are|have|has|want to|keep)\b${TAIL}`,
  ),
  /\b(?:they|it|those thoughts|the thoughts|the urges?|the feelings?)\s+(?:(?:are|is|have|has|keep|kept)\s+)?(?:(?:come|came|coming|been coming)\s+)?back\b/,
  /\b(?:started|starting|begun|began) (?:it )?again\b|\brelaps\w*/,
  /\bi (?:said|say|told (?:him|her|them)|answered|admitted) (?:yes|yeah|yep|that i (?:am|do|was|did|have|had))\b/,
  /^\W*(?:(?:and|but)\s+)?(?:honestly|truthfully|the answer is|to be honest)\s*,?\s*(?:yes|yeah|i (?:do|am|have))\b/,
];

/** True when the words after a mention say it is true now (see SAID_TO_BE_TRUE). */
export function saidToBeTrue(rest: string): boolean {
  return SAID_TO_BE_TRUE.some((pattern) => pattern.test(rest));
}

/**
 * How a rule reads a clause: `match`; `everyday` when its words are there but every occurrence
 * is ruled out by a guard (a negation, an everyday continuation like "die of cringe", a context
 * like "view"), so the rule recognised an ordinary use; or `none`.
 */
export type RuleReading = 'match' | 'everyday' | 'none';

/**
 * `following`: the rest of the clause's sentence after it ("but now i do" after "i never used to
 * have suicidal thoughts"), read only to see whether a negated or past mention is true now.
 */
export function readRule(rule: CompiledRule, clause: string, following = ''): RuleReading {
  if (rule.requires && !rule.requires.test(clause)) return 'none';
  rule.global.lastIndex = 0;
  let seen = false;
  for (const match of clause.matchAll(rule.global)) {
    seen = true;
    if (rule.unless?.test(clause)) break;
    const start = match.index ?? 0;
    const before = clause.slice(0, start);
    const after = clause.slice(start + match[0].length);
    if (rule.notFollowedBy?.test(after)) continue;
    const cancelled =
      rule.notPrecededBy?.test(before) === true ||
      (rule.negatable === true && negated(before, match[0]));
    if (cancelled && !saidToBeTrue(`${after}${following}`)) continue;
    return 'match';
  }
  return seen ? 'everyday' : 'none';
}

export function matchRule(rule: CompiledRule, clause: string, following = ''): boolean {
  return readRule(rule, clause, following) === 'match';
}
