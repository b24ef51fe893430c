// Suicide said sideways (fourth round, tuned on the tuning half only): asking to be taken, a
// last day welcomed, sparing people, not existing as peace, no fear of death, means counted or
// kept in mind, "all of them" taken, goodbyes before going, arrangements "for after", waiting at
// an edge, no future to exist in. Guards keep the everyday versions out: a last day at work, a
// will written for a new baby, "before I go to bed", a picnic on the cliffs.
import type { Rule } from '../crisis-rule';
import { BODY_PART, HIGH_PLACE, PILLS } from './lexicon';

export const INDIRECT_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:(?:god|lord|the universe|death) (?:would |will |to |please |could )?(?:just )?(?:take|takes|took) me(?! (?:to|back|home|out|through|in|with)\b)|(?:pray|praying|prayed|beg|begging|hope|hoping|wish|wishing)\b[^.!?]{0,25}\b(?:take|takes) me (?:away )?(?:in my sleep|tonight|now|already|soon)?$)/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:(?:fine|okay|ok|happy|glad|relieved|grateful|at peace) if (?:today|tonight|this|tomorrow) (?:was|is|were|would be|will be) my last (?:day|night)|(?:hope|wish) (?:today|tonight|this) (?:is|was|will be) my last (?:day|night)|(?:do not|dont) care if i (?:live|survive|make it)|(?:i am|im) (?:not|no longer) afraid (?:of|to) (?:die|dying|death) anymore|death (?:does not|doesnt|no longer|do not) (?:scare|frighten) me(?: anymore)?|(?:death|dying|being dead|not existing) (?:feels|would feel|sounds|seems|looks) like (?:rest|peace|relief|freedom|home|a relief|the answer))\b/,
  },
  {
    category: 'suicide',
    reason: 'death as a relief',
    pattern:
      /\b(?:how )?(?:peaceful|nice|easy|restful|quiet|freeing|good|calm|blissful) (?:it )?(?:would|will|must) be to (?:just )?(?:not exist|stop existing|be dead|be gone|not be here|not wake up|never wake up|fade away|disappear)\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling a burden',
    pattern:
      /\b(?:the least i (?:can|could) do is (?:disappear|go|leave|die|vanish|be gone|not be here)|(?:i should|i could|i want to|i need to|i ought to) spare (?:them|everyone|everybody|my family|my (?:parents|kids|children|partner|wife|husband|friends)|you)(?: all)?(?: the (?:trouble|pain|burden|cost|effort) of me| from me| of me)?$|(?:keep|keeps|kept|put up with|tolerate|tolerates) me (?:around )?(?:out of|because of) (?:pity|guilt|obligation))\b/,
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern: new RegExp(
      `\\b(?:how (?:many|much) (?:of )?(?:my |the |those )?${PILLS} (?:it )?(?:takes|would (?:it )?take|does it take|to take|is (?:enough|too much|fatal|lethal)|would be (?:enough|fatal|lethal))|(?:take|taking|swallow|swallowing|down|downing) (?:them all|all of them|the lot|every last one)(?! (?:to|with|out|home|back|for a walk|to the))|(?:gun|rifle|pistol|firearm|shotgun)\\b[^.!?]{0,30}\\b(?:in mind|for when i (?:can not|cant)|for when it gets too much|just in case|for later|loaded))`,
    ),
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:before i go(?: tonight| forever| for good| away for good)?$|(?:last|final) (?:message|text|thing|words?) (?:you will|youll|you will ever|anyone will) (?:get|hear|receive|read|see) (?:from me)?|(?:wrote|written|writing|left|leaving) (?:letters?|notes?|cards?) (?:for|to) (?:everyone|everybody|all of them|each of them|the people i love)$|(?:passwords?|accounts|will|affairs|paperwork|insurance|bank details?)\b[^.!?]{0,40}\b(?:for after|for when i am gone|for when im gone|for when i am not here|for afterwards)$|(?:want|wanted|needed|need) (?:someone|somebody|anyone) to know before i (?:go|leave|do it)\b)/,
    notFollowedBy: /^ (?:to|on|out|into|home|back|shopping|abroad|away on|travel)\b/,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern: new RegExp(
      `\\b(?:(?:sitting|standing|sat|stood|waiting|perched|kneeling) (?:on|at|over|by|near) (?:the )?edge of (?:the |a )?${HIGH_PLACE}|lean(?:ing|ed|s)? (?:further |right |far |all the way )?(?:over|off|out over) (?:the |a |my )?(?:balcony|railing|edge|ledge|bridge|rail|parapet)|walk(?:ed|ing)? (?:out )?into the (?:sea|ocean|river|lake|water) (?:up to|until|as far as)[^.!?]{0,20}\\b(?:chest|neck|chin|shoulders|head))`,
    ),
    unless:
      /\b(?:view|sunset|sunrise|picnic|photo|photos|selfie|drinks|friends|concert|holiday|swim|swimming|paddle|paddling|surfing|fishing|stunning|beautiful|gorgeous|unreal|amazing|breathtaking|hik\w*|coast\w*)\b/,
  },
  {
    category: 'suicide',
    reason: 'hopelessness',
    pattern:
      /\b(?:(?:can not|cant|could not|do not|dont) (?:see|imagine|picture) (?:a|any) future (?:where|in which|with) (?:i|me) (?:exist|am alive|am here|am still here|in it|alive)|(?:a|any) future (?:where|in which) i (?:still )?(?:exist|am alive|am here))\b/,
  },
];

export const INDIRECT_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: new RegExp(
      `\\b(?:carv(?:e|ed|ing)|etch(?:ed|ing)?|scratch(?:ed|ing)?|cut(?:ting)?|slic(?:e|ed|ing)) (?:\\w+ ){0,3}(?:into|in) my (?:own )?${BODY_PART}\\b`,
    ),
    // The person does it (not "the strap cut into my skin").
    requires: /\bi (?:\w+ )?(?:carv|etch|scratch|cut|slic)/,
    negatable: true,
  },
];
