// Risk said inside low moods and in many voices (tenth round, tuned on the tuning half only):
// reasons to stay running out, "this is where it ends for me", one's funeral imagined with relief,
// belongings given away, wanting to be with a parent who has died, how easy it would be not to
// turn the wheel; British, Irish and second-language ways of saying it ("topping myself", "I will
// kill me tomorrow", "I shall do it myself"); bruises pressed to hurt again, a head banged until
// there is a bump, "doing cuts" on one's hand; in-laws who burn, lock in or starve, a forced
// marriage, a parent who beats "us", papers kept by the man who found the job, a partner who
// keeps the money and hands out a little, being locked out of one's home.
// Guards keep the everyday versions out: a job or a town one has no reason to stay in, a
// decluttered flat, "Lord, take me home" sung along to a song, banging one's head against a
// wall over a bug, locked out by accident, a joke about marrying a cousin.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE, BODY_PART, PERSON, AFTER_AN_EVENT } from './lexicon';

/** Family by marriage and other adults at home who may hurt a young person or a spouse. */
const FAMILY_BY_MARRIAGE =
  "(?:my )?(?:(?:mother|father|sister|brother) in law|in laws|husband'?s (?:family|mother|father)|step ?dad|step ?father|step ?mum|step ?mom|step ?mother|uncle|(?:mum|mom)'?s (?:boyfriend|husband|partner)|lodger)";

export const MANY_VOICES_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a wish to die',
    // "topping myself", "i will kill me": the act itself, in other words.
    tier: 'crisis',
    pattern:
      /\b(?:top(?:ping|ped)? (?:myself|meself|my self)|i (?:will|am going to|want to|going to|gonna) kill me\b(?! (?:if|when))|(?:finish|finishing) my (?:own )?life|this is where it ends for me|how easy it would be to (?:just )?(?:not (?:turn|brake|steer|stop)|swerve|step (?:off|out|in front)|jump|drive (?:off|into)))\b/,
    unless: /\b(?:story|book|chapter|season|series|game|contract|joke|lol|haha)\b/,
  },
  {
    category: 'suicide',
    reason: 'death as a relief',
    pattern:
      /\b(?:imagin\w*|picture|picturing|think\w* about|dream\w* about) (?:my (?:own )?funeral|everyone (?:in black|at my funeral|crying at my grave))\b/,
    unless: /\b(?:when i am (?:old|\d+)|someday|one day|plan\w* for|pre ?paid|insurance)\b/,
  },
  {
    category: 'suicide',
    reason: 'hopelessness',
    pattern:
      /\b(?:running out of|out of|no more|fewer|no) reasons? to (?:stick around|stay|live|keep going|be here|carry on|stay alive)\b/,
    notFollowedBy: new RegExp(
      `^ (?:(?:in|at|with|on) (?:this|the|my|that) (?:job|city|town|relationship|flat|team|course|school|company)|${AFTER_AN_EVENT})\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'hopelessness',
    pattern:
      /\b(?:used to|only) stay(?:ed)? (?:alive |here |around )?for (?:my|her|him|them)\b[^.!?]{0,80}\b(?:what is left|whats left|nothing left|why stay|no reason to stay)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern: /\bwant to (?:go )?(?:and )?be with (?:my|him|her)\b/,
    requires:
      /\b(?:nothing (?:here|left|keeping me)(?: for me)?|no reason to stay|died|passed (?:away|on|in (?:january|february|march|april|may|june|july|august|september|october|november|december|the (?:spring|summer|autumn|winter|night))|last (?:year|month|week|night))|in heaven|since (?:he|she) (?:died|passed)|grave)\b/,
    unless: /\b(?:hospital|visit\w*|holiday|abroad|moved|moving|weekend|christmas)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:(?:will not|will no longer) (?:be )?(?:troubl\w*|bother\w*|burden\w*) (?:anyone|anybody|you|them|people|my family)\b[^.!?]{0,20}\b(?:after|from) (?:tonight|today|tomorrow|this week)|(?:after|from) (?:tonight|today|tomorrow)\b[^.!?]{0,20}\b(?:will not|will no longer) (?:be )?(?:troubl\w*|bother\w*|burden\w*) (?:anyone|anybody|you|them|people|my family)|(?:i will|i shall|i am going to) do it myself (?:this evening|tonight|today|tomorrow))\b/,
    requires: /\b(?:troubl\w*|bother\w*|burden\w*|god|lord|take me|if (?:you|he|she) will not)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern: /\b(?:lord|god|jesus|allah)\b[^.!?]{0,5}\btake me (?:home|away|now|tonight)\b/,
    unless: /\b(?:country roads|song|singing|sing|karaoke|radio)\b/,
  },
  {
    category: 'suicide',
    reason: 'giving things away',
    pattern:
      /\b(?:started|starting|been|am|i am) giving away (?:all )?(?:of )?(?:my|the) (?:stuff|things|belongings|possessions|favourite things|favorite things)\b/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:declutter\\w*|freecycle|marketplace|charity|minimalis\\w*|kondo|clear\\w* out|moving|move|baby|outgrew|downsiz\\w*)\\b`,
    ),
  },
];

export const MANY_VOICES_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern: new RegExp(
      `\\b(?:(?:press|pressing|pressed|poke|poking|push|pushing) (?:on |into )?(?:the |my )?bruises so (?:they|it) hurts? again|(?:doing|do|did|make|making|made) cuts (?:on|in) my (?:${BODY_PART}|hands?)|bang(?:s|ing|ed)? my head (?:against|on|into) (?:the )?(?:wall|floor|door|desk)\\b[^.!?]{0,60}\\b(?:bump|bruis\\w*|bleed\\w*|lump|concussion|until|when i get (?:overwhelmed|angry|upset)|whenever i get))\\b`,
    ),
    negatable: true,
  },
];

export const MANY_VOICES_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern: new RegExp(
      `\\b(?:${FAMILY_BY_MARRIAGE}\\b[^.!?]{0,25}\\b(?:burns?|burned|burnt|beats?|hits?|slaps?|kicks?|starves?|locks?) me\\b|${FAMILY_BY_MARRIAGE}\\b[^.!?]{0,25}\\b(?:comes?|came|coming|gets?|got) (?:into|in) my (?:room|bed|bedroom) (?:at night|when)|${PERSON}\\b[^.!?]{0,10}\\b(?:beats?|hits?|whips?|punch(?:es)?|kicks?) us\\b|my (?:back|arms|legs|body) (?:is|are) (?:full of|covered in) (?:marks|bruises|welts|burns))`,
    ),
    unless: /\b(?:game|cards|chess|race|match|quiz|tickl\w*|pillow|snowball|joke|lol|haha)\b/,
  },
  {
    category: 'abuse',
    reason: 'being controlled',
    pattern:
      /\b(?:(?:controls?|takes?|took|keeps?|kept|has) (?:all )?(?:of )?(?:my|our) (?:money|pay ?check|paycheque|wages?|salary|pension|benefits|finances)\b[^.!?]{0,20}\b(?:gives?|gave|allows?|lets?) me (?:only |just )?(?:\d+|a little|pocket money|an allowance)|(?:locks?|locked|locking) me (?:out of|in) (?:the|my|our|a) (?:house|home|flat|room|bedroom|basement|cupboard|shed)|(?:do not|does not|will not|never) give me (?:any )?food|keeps? my (?:papers|passport|documents|id)\b[^.!?]{0,40}\b(?:owe|debt|no money|not paid|unpaid|can not leave)|(?:forc\w*|mak\w*|pressur\w*) me (?:to |into )?(?:marry|marriage|get married))\b/,
    unless:
      /\b(?:accident\w*|by mistake|joke|lol|haha|forgot|keys|locksmith|wind|jammed|sims|game|diet|fasting|doctor|surgery)\b/,
  },
];
