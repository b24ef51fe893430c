// Which tier each kind of crisis language gets (src/domain/story/safety/safety-tier.ts):
//   - crisis: explicit intent or words of ending one's life, a plan or a date, a method or means,
//     an edge, an attempt or an act under way, goodbyes and final arrangements, self-harm done,
//     and abuse done or threatened (violence, sexual abuse, threats, a child harmed, neglect).
//     Asked "are you having thoughts of ending your life?", these have already said yes.
//   - check-in: signs that something is heavy without saying so: a wish to be dead or asleep for
//     good, no reason to live, death as relief, feeling a burden, hopelessness, several moderate
//     signs together, control and fear at home, and what the statistical and meaning readers
//     find alone.
// A rule whose reason covers both (some of "a wish to die") says its own tier (Rule.tier). Three
// readings of the match move it (tierOfMatch, liftedByIntent):
//   - risk behind a joke ("lol", "jk", "joking") is asked about, unless it is an act or means, or
//     said to be meant ("not joking", "for real");
//   - an urge to self-harm not acted on ("the urge is back", "thinking about making new ones") is
//     asked about;
//   - a wish to be gone beside intent, a time, or an attempt ("i want to die tonight", "...and i'm
//     going to do something about it", "woke up in a&e") is crisis.
// A text takes the highest tier of every rule it matches, so a burden beside pills kept ready is
// crisis.
import type { FlagTier } from '../../../domain/story/safety/safety-tier';
import type { Rule } from './crisis-rule';

export const TIER_OF_REASON: Readonly<Record<string, FlagTier>> = {
  // Suicide: explicit words, plans, means, edges, acts and goodbyes.
  'direct mention of suicide or of ending their life': 'crisis',
  'wanting, thinking about or planning to end their life': 'crisis',
  'a plan or a date': 'crisis',
  'a plan': 'crisis',
  'a method': 'crisis',
  'means kept ready': 'crisis',
  'standing at an edge': 'crisis',
  'an attempt under way': 'crisis',
  'an overdose or act under way': 'crisis',
  'a recent attempt': 'crisis',
  'goodbyes or final arrangements': 'crisis',
  'a goodbye before an act': 'crisis',
  'a last goodbye': 'crisis',
  'giving things away': 'crisis',
  'giving away what matters': 'crisis',
  'no future planned': 'crisis',
  'a joke that is not one': 'crisis',
  'following someone who died': 'crisis',
  // Suicide: a wish to be gone, told without intent or a plan.
  'wanting or thinking about dying': 'check-in',
  'a wish to die': 'check-in',
  'wanting to die': 'check-in',
  'wanting to be dead': 'check-in',
  'not wanting to be alive': 'check-in',
  'wanting not to exist': 'check-in',
  'wishing never to have existed': 'check-in',
  'wishing not to wake up or to sleep forever': 'check-in',
  'tired of being alive': 'check-in',
  'finding being alive unbearable': 'check-in',
  'feeling unable to go on living': 'check-in',
  'fighting to stay alive': 'check-in',
  'no reason to live': 'check-in',
  hopelessness: 'check-in',
  'feeling a burden': 'check-in',
  'feeling like a burden': 'check-in',
  'feeling others would be better off without them': 'check-in',
  'death as a relief': 'check-in',
  'seeing death as a relief': 'check-in',
  'death seen as a relief': 'check-in',
  'hoping something will end their life': 'check-in',
  'imagining their own absence going unnoticed': 'check-in',
  'feeling trapped with death as the way out': 'check-in',
  'wanting the pain to end for good': 'check-in',
  // Self-harm done, kept ready or hidden.
  'self-harm': 'crisis',
  'hurting themselves on purpose': 'crisis',
  'hurting themselves to feel pain': 'crisis',
  'blades kept ready': 'crisis',
  'hiding self-harm': 'crisis',
  // Abuse done or threatened: crisis care (with its own lines first).
  'violence from another person': 'crisis',
  'physical abuse': 'crisis',
  'abuse or assault': 'crisis',
  'sexual abuse': 'crisis',
  'sexual abuse or grooming': 'crisis',
  'unwanted sexual contact': 'crisis',
  'sexual images used to threaten or shame': 'crisis',
  'threats to share images': 'crisis',
  'threats of violence': 'crisis',
  'threats to kill': 'crisis',
  'a threat to kill': 'crisis',
  threats: 'crisis',
  'threats and control': 'check-in',
  'threats to stop someone telling': 'crisis',
  'secrecy demanded by someone who may hurt': 'crisis',
  // Control and fear at home: signs of abuse the person is asked about ("is someone hurting you?").
  'being controlled': 'check-in',
  'controlling behaviour': 'check-in',
  'fear of someone at home': 'check-in',
  'fear at home': 'check-in',
  'being hurt by someone at home': 'crisis',
  'a child harmed or neglected': 'crisis',
  'signs of a child being abused': 'crisis',
  neglect: 'crisis',
  'neglect at home': 'crisis',
  'neglect of a person in care': 'crisis',
  'financial abuse of an older person': 'crisis',
  'injuries explained away': 'crisis',
};

/** A rule's tier: its own, else its reason's; a reason nobody placed is crisis, to be safe. */
export function tierOfRule(rule: Pick<Rule, 'reason' | 'tier'>): FlagTier {
  return rule.tier ?? TIER_OF_REASON[rule.reason] ?? 'crisis';
}

/** Where a rule matched: the clause (or stretch of sentences) and the sentences around it. */
export interface RuleMatch {
  clause: string;
  around: string;
}

/** Acts and means: never softened by a laugh beside them. */
const ACTS: ReadonlySet<string> = new Set([
  'a method',
  'means kept ready',
  'an attempt under way',
  'an overdose or act under way',
  'a recent attempt',
]);

/** A laugh or "joking" in the text ("time to walk into the sea lmao"). */
const JOKE = /\b(?:lol|lmao|lmfao|rofl|haha\w*|jk|joke|jokes|joked|joking|kidding)\b/;
/** Said to be meant: the joke is not one. */
const MEANT =
  /\b(?:not (?:even |really )?(?:in a )?(?:joking|kidding|a joke)|no joke|for real|i (?:really |actually )?mean it|seriously|tonight)\b/;

/** An urge or thought of self-harm, and signs it was acted on. */
const URGE =
  /\b(?:urges?|want(?:s|ed|ing)? to|wanna|need(?:ing)? to|thinking (?:about|of)|think about|thought about|tempted|feel like|craving|itching|trying not to|stop me)\b/;
const ACTED =
  /\b(?:again|last night|yesterday|this morning|earlier|i did|did it|i have been|have done|i cut|i burned|i burnt|i scratched|bled|bleeding|stitches|fresh)\b/;
const SELF_HARM_ACTS: ReadonlySet<string> = new Set([
  'self-harm',
  'hurting themselves on purpose',
  'hurting themselves to feel pain',
]);

/** The tier of one match: the rule's, moved by a joke beside it or an urge not acted on. */
export function tierOfMatch(rule: Rule, match: RuleMatch, normalised: string): FlagTier {
  const tier = tierOfRule(rule);
  if (tier !== 'crisis') return tier;
  // The laugh must be beside the match (its sentence or the next), not somewhere in a long entry.
  if (
    rule.category === 'suicide' &&
    !ACTS.has(rule.reason) &&
    JOKE.test(match.around) &&
    !MEANT.test(normalised)
  )
    return 'check-in';
  if (
    rule.category === 'self_harm' &&
    SELF_HARM_ACTS.has(rule.reason) &&
    URGE.test(match.clause) &&
    !ACTED.test(match.clause)
  )
    return 'check-in';
  return tier;
}

export const INTENT_REASON = 'a wish to die beside intent, a time or an attempt';

/** Intent, a time, seriousness or an attempt, in normalised text (see liftedByIntent). */
const INTENT = [
  /\b(?:going to|gonna|will|about to|planning to|plan to) (?:do (?:it|something)|go through with it|act on it)\b/,
  /\bi (?:have )?(?:decided|made up my mind|made my mind up)\b|\bi have a plan\b/,
  /\b(?:die|be dead|do it|end it|be gone|not be here)\b(?: \w+){0,2} (?:tonight|today|tomorrow|this weekend|(?:on|by|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/,
  /\b(?:stopped|not|no longer) (?:being )?(?:scared|afraid) (?:of (?:it|dying|death)|to die|anymore)\b/,
  /\bnot (?:in a )?(?:joking|kidding)(?: way)?\b|\bi (?:really |actually )?mean it\b/,
  /\bwoke up in (?:hospital|a e|a and e|icu|the er)\b|\b(?:took|swallowed) (?:a|the|all|my|a whole|the whole) (?:bottle|box|packet|pack|strip|lot) of\b|\boverdosed\b|\b(?:goes|go) at it\b/,
];

export function saysIntent(text: string): boolean {
  return INTENT.some((pattern) => pattern.test(text));
}

/** A check-in match of a wish to be gone, with intent, a time or an attempt said around it. */
export function liftedByIntent(rule: Rule, match: RuleMatch): boolean {
  return rule.category === 'suicide' && saysIntent(match.around);
}
