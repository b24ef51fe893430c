// Risk said while hedging, joking or playing it down, or through a story's images (eleventh
// round, tuned on the tuning half only): "if I don't write tomorrow it's because I went through
// with it", annoyed that an attempt "didn't work", another day "I didn't manage to", deciding
// whether to jump, "asking for a friend" whether pills would do it, a few extra pills "to see how
// it feels", "this is my last entry", a mind made up and goodbyes said, lying down in the snow and
// not getting up; "only small cuts", "I don't cut deep", new ones made, scars "from a razor";
// telling people "I fell", being shoved into walls, told what to wear by someone who "gets
// scary".
// Guards keep the everyday versions out: a lie-in "till Monday", a job offer to jump at, two
// paracetamol for a headache, a last entry before the holidays, paper cuts, a mosh pit.
import type { Rule } from '../crisis-rule';
import { PILLS } from './lexicon';

export const HEDGED_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:if i (?:do not|never) (?:write|post|reply|answer|text|log in|show up)\b[^.!?]{0,40}\b(?:went|gone|go|going) through with it|(?:deciding|decide|decided|wondering|debating) (?:whether|if) (?:or not )?to (?:jump|end it|step off|go through with it)|(?:(?:made|make) (?:up )?my mind(?: up)?|my mind is made up)\b[^.!?]{0,30}\b(?:said|say|saying) (?:my )?goodbyes?|this (?:is|will be) my (?:last|final) (?:entry|post|message|journal entry|note)\b(?! (?:before|for|of|until|in|this|on|about)))\b/,
    notFollowedBy: /^ (?:on|at|into|in|ship|the gun|for joy)\b/,
  },
  {
    category: 'suicide',
    reason: 'an attempt under way',
    pattern: new RegExp(
      `\\b(?:(?:annoyed|disappointed|angry|upset|sad|gutted|sorry) (?:that )?it (?:did not|didnt) work|(?:left|turned) the gas on\\b[^.!?]{0,20}\\bon purpose|(?:another day|still here|survived|woke up)\\b[^.!?]{0,30}\\b(?:did not|failed to|could not) (?:manage to )?(?:kill myself|end it|die)|(?:took|taken|take|taking) (?:a few |some )?extra (?:of )?(?:my )?${PILLS}\\b[^.!?]{0,40}\\b(?:to see how|on purpose|the rest (?:later|tonight|tomorrow)))\\b`,
    ),
    requires:
      /\b(?:purpose|gas|pills|tablets|tried|rope|jump\w*|overdose|attempt|kill myself|end it|die|extra|see how)\b/,
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern: new RegExp(
      `\\b(?:(?:would|does|will|could|is)\\b[^.!?]{0,60}\\b(?:${PILLS}|vodka)\\b[^.!?]{0,20}\\b(?:do it|kill (?:you|me|someone|a person))|how (?:many|much)\\b[^.!?]{0,30}\\b${PILLS}\\b[^.!?]{0,10}\\b(?:would|will|does it take to|to) (?:do it|kill))\\b(?! for)`,
    ),
    requires:
      /\b(?:asking for a friend|how many|how much|enough|full pack|whole|all of|bottle|lethal|kill)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:lie|lying|lay|laying) down\b[^.!?]{0,30}\b(?:and )?(?:not|never) (?:get|getting|got) (?:back )?up\b/,
    requires: /\b(?:snow|forever|ever again|for good|done trying|i am done|what i want)\b/,
    acrossSentences: true,
  },
];

export const HEDGED_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:(?:only|just) (?:a few )?(?:small|little|shallow|tiny|light) cuts|i (?:do not|never) cut (?:that |very |too )?deep|(?:mine|my (?:scars|cuts|marks)) (?:are|were) from (?:a |the |my )?(?:razor|blade|knife|lighter|cutting))\b/,
    unless: /\b(?:paper|kitchen|shaving|cooking|garden\w*|cat|roses|brambles|surgery|operation)\b/,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: /\b(?:made|make|making|did|added) (?:some )?(?:new|more|fresh) ones\b/,
    requires: /\b(?:cuts|scars|marks|burns)\b/,
    unless: /\b(?:paper|kitchen|shaving|cooking|cake|cookies|friends)\b/,
    acrossSentences: true,
  },
];

export const HEDGED_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern: /\bshov(?:e|es|ed|ing) me (?:into|against) (?:a |the )?walls?\b/,
    unless:
      /\b(?:crowd|concert|gig|mosh|rugby|football|game|tube|train|bus|queue|playing|joking|lol|haha)\b/,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:tell|told|say|said) (?:people|everyone|everybody|them|work|my \w+|the doctor|the nurse) (?:that )?i (?:fell|fall|walked into|bumped into|tripped)\b/,
    requires:
      /\b(?:bruis\w*|black eye|marks|ribs|boyfriend|girlfriend|husband|wife|partner|he|she|stairs|again)\b/,
    unless: /\b(?:drunk|embarrass\w*|lol|haha|ice|skating|ski\w*|bike|trampoline)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'being controlled',
    pattern:
      /\b(?:tells? me what (?:to wear|i can wear|i am allowed to wear)|(?:he|she|they) gets? (?:scary|violent|rough|nasty) (?:if|when) i)\b/,
    requires: /\b(?:scary|violent|angry|mad|hit\w*|punish\w*|shout\w*|scream\w*|allowed|normal)\b/,
    unless: /\b(?:lol|haha|joke|birthday|wedding|interview|uniform|dress code|cat|dog)\b/,
  },
];
