// One crisis rule and how it is matched against normalised text (see safety-text.ts).

import type { CrisisCategory } from '../../../domain/story/safety/crisis-assessment';

export type { CrisisCategory };

export interface Rule {
  category: CrisisCategory;
  /** Which kind of language was found (a fixed phrase; never the person's words). */
  reason: string;
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
  /\b(?:stop|help|resist|control|keep from|wait|know why|sure|anything but|except|i)\b/;

/** "not"/"never" in the five words before the match, unless it is "can't stop" and the like. */
function negated(before: string, matched: string): boolean {
  const window = before.trim().split(' ').slice(-5).join(' ');
  const at = window.search(NEGATION);
  if (at < 0) return false;
  const firstWord = matched.trim().split(' ')[0] ?? '';
  return !NOT_A_NEGATION.test(`${window.slice(at)} ${firstWord}`);
}

/**
 * How a rule reads a clause: `match`; `everyday` when its words are there but every occurrence
 * is ruled out by a guard (a negation, an everyday continuation like "die of cringe", a context
 * like "view"), so the rule recognised an ordinary use; or `none`.
 */
export type RuleReading = 'match' | 'everyday' | 'none';

export function readRule(rule: CompiledRule, clause: string): RuleReading {
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
    if (rule.notPrecededBy?.test(before)) continue;
    if (rule.negatable && negated(before, match[0])) continue;
    return 'match';
  }
  return seen ? 'everyday' : 'none';
}

export function matchRule(rule: CompiledRule, clause: string): boolean {
  return readRule(rule, clause) === 'match';
}
