// Suicide signs told sideways (eighth round, tuned on the tuning half only): an attempt under way
// (the pills in hand, "took them all" and feeling sleepy, pockets full of stones, standing on the
// chair "to type this first"), a plan told as a timetable ("I won't be here for the results",
// "do it when my flatmate is away", "not brake on the bend"), testing what would hold one's
// weight, tidying up "so there's less for people to sort out after", a last cuddle, logging off
// from life, and wanting neither to die nor to live like this with no other way out.
// Guards keep the everyday versions out: a holiday, a move, a pull-up bar, a decluttered flat, a
// vitamin routine, a child's pockets full of stones from the beach.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE, PILLS } from './lexicon';

/** Missing something for an ordinary reason: "I won't be around for the party, I'm working". */
const BUSY_ELSEWHERE =
  '\\b(?:work\\w*|shifts?|plans|busy|party|moving|move|course|camp|wedding|appointment|leave)\\b';

export const ACT_UNDER_WAY_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'an attempt under way',
    pattern: new RegExp(
      `\\b(?:(?:the |my |all (?:the |my )?)?${PILLS} (?:are |is )?(?:in my hand|in my hands|in front of me|laid out|lined up|counted out)(?: right now| now)?|pockets? (?:full of|filled with|weighed down with) (?:stones|rocks))\\b`,
    ),
    unless:
      /\b(?:remember|forgot|forget|routine|every morning|with breakfast|with food|daily|vitamins|beach|kids?|son|daughter|toddler|collect\w*|park|walk|school|vet|doctor|prescribed|with water|antibiotics|nurse)\b/,
  },
  {
    category: 'suicide',
    reason: 'an attempt under way',
    pattern:
      /\b(?:already )?(?:took|taken|swallowed|downed) (?:them all|all of them|the lot)\b[^.!?]{0,40}\b(?:sleepy|drowsy|dizzy|woozy|numb|heavy|ago|minutes|mins|an hour)\b/,
    notFollowedBy: /^ (?:to|out|for|home|back|into|on|with|in|up|down|off|around)\b/,
    unless: /\b(?:vet|park|walk|school|dinner|lunch|shopping|kids|dogs|photos?|pictures?)\b/,
  },
  {
    category: 'suicide',
    reason: 'an attempt under way',
    pattern:
      /\b(?:standing on (?:the|a) (?:chair|stool)\b[^.!?]{0,40}\b(?:type|write|say|send) this|(?:just )?want(?:ed)? to (?:type|write|say|send|post) (?:this|something|goodbye) first$)\b/,
    unless: /\b(?:bulb|lightbulb|shelf|curtains?|paint\w*|decorat\w*|reach|spider|gym|class)\b/,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern:
      /\btry(?:ing)? to make myself (?:get out|jump|step|let go|walk (?:in|into|off)|go through with it)\b/,
    requires: /\b(?:cliffs?|bridge|edge|ledge|roof|tracks|river|sea|water|platform)\b/,
    unless:
      /\b(?:swim\w*|paddl\w*|cold|freezing|view|sunset|photos?|picnic|walk(?:ing)? the dog)\b/,
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern:
      /\b(?:(?:beam|rafter|banister|bannister|hook|door frame|doorframe|pipe|branch|loft hatch)\b[^.!?]{0,40}\b(?:hold|take|support|bear) my weight|how (?:much|many)\b[^.!?]{0,50}\b(?:before|until|to make) (?:you|i|someone|a person|one) (?:do not|does not|never|will not|would not) wake up)\b/,
    unless:
      /\b(?:pull ?ups?|chin ?ups?|hammock|swing|climb\w*|ladder|gym|workout|exercise|aerial|yoga|bar|shelf|treehouse)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:(?:will not|would not) be (?:here|around|alive) (?:for|to see|by) (?:it|them|the|my|results|christmas|next|friday|monday|tuesday|wednesday|thursday|saturday|sunday)\b|(?:not that it matters|it does not matter|do not worry|so do not worry|no point)\b[^.!?]{0,40}\b(?:will not|would not) be (?:here|around|alive)\b)/,
    requires:
      /\b(?:not that it matters|does not matter|do not worry|do not bother|no point|anyway|anymore|any more|for good|ever|so do not)\b/,
    unless: new RegExp(`${AWAY_FOR_A_WHILE}|${BUSY_ELSEWHERE}`),
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:(?:going to|gonna|will|plan to|planning to|i am going to) do it\b[^.!?]{0,30}\bwhen (?:my|the|everyone|everybody|nobody|no one|they|he|she)\b[^.!?]{0,30}\b(?:away|out|asleep|gone|at work|not home|empty)|planning (?:on )?not (?:to be|being) (?:here|around|alive) for it|(?:plan\w* to|going to|want to|tempted to|thinking (?:of|about)|might)\b[^.!?]{0,40}\b(?:not|never) (?:brake|braking|slow down|slowing down|turn|turning|steer|steering|stop|stopping)\b[^.!?]{0,30}\b(?:bend|wall|tree|cliff|quarry|bridge|barrier|lorry|truck|motorway|on purpose))\b/,
    unless:
      /\b(?:paint\w*|clean\w*|party|surprise|present|gift|redecorat\w*|renovat\w*|move|moving|tidy|practi[sc]e|rehears\w*|bake|baking|study|revise)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:(?:less|nothing|fewer things) for (?:people|anyone|anybody|them|my family|everyone|my (?:parents|mum|mom|dad|kids|partner)) to (?:sort out|deal with|clean up|clear out|go through|handle) after(?:wards)?$|(?:wrote|written|writing|left) (?:letters?|notes?) (?:for|to) my \w+(?: and my \w+)?\b[^.!?]{0,40}\b(?:in (?:my|the) (?:desk|drawer|bedside|wardrobe)|under my (?:pillow|bed|mattress)|where (?:they|she|he) will find)|(?:cuddle|hug|kiss|walk|cuddles|hugs)\b[^.!?]{0,30}\bbecause it is the last (?:one|time)\b|log(?:ging)? off (?:permanently|for good|forever)\b[^.!?]{0,20}\bfrom life|(?:turn|switch)(?:ing)? (?:the lights? )?off on (?:all of )?(?:this|it all|everything|my life)\b[^.!?]{0,20}\b(?:for good|forever|permanently))/,
    notFollowedBy: /^ (?:before|of the|for (?:the|this|a)|until|at|in)\b/,
    unless:
      /\b(?:old|someday|one day|eventually|moving|move|holiday|trip|uni|university|abroad|flight|leaves|leaving for|thank\w*|christmas|birthday|post|stamps?|teachers?|valentine\w*|time capsule|pen ?pal|before (?:she|he|they) (?:go|goes|leave|leaves|move|moves))\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:(?:do not|would not) (?:really )?want to die\b[^.!?]{0,15}\b(?:i )?(?:just )?do not want to (?:live|be alive|exist)|do not want to live like this\b[^.!?]{0,50}\b(?:can not see|there is no|no) (?:an)?other way out|(?:would|i would) rather not (?:be here|exist|be alive|be around) at all$)/,
    notFollowedBy: /^ (?:in|with|at|near|here|there|on|under)\b/,
    unless:
      /\b(?:party|meeting|office|work|school|class|wedding|event|concert|queue|traffic|dentist)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    // An act named or its consequence weighed: intent, not a wish alone.
    tier: 'crisis',
    pattern:
      /\bcatch(?:ing)? the bus\b[^.!?]{0,40}\b(?:do not|did not) (?:mean|literally mean) the\b/,
  },
  // Ninth round (tuning half).
  {
    category: 'suicide',
    reason: 'a wish to die',
    // An act named or its consequence weighed: intent, not a wish alone.
    tier: 'crisis',
    pattern:
      /\b(?:(?:would|will|does|do|can) god (?:forgive|understand|accept) me if i|what (?:would|will) happen if i|if i (?:ever )?(?:took|take|ended|end) my (?:own )?life\b(?! (?:in|into|back|over))|go (?:home )?to (?:be with )?my ancestors)\b[^.!?]{0,30}/,
    requires:
      /\b(?:(?:took|take|ended|end) my (?:own )?life|killed myself|kill myself|ancestors)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:(?:i have|i) decided (?:on )?(?:the|a) (?:day|date)$|(?:everything|it all|all of it) (?:is|has been) (?:arranged|sorted|ready|in order|planned) for after (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|this week|the weekend)\b)/,
    unless:
      /\b(?:movers|move|moving|wedding|holiday|party|trip|builders|renovation|funeral|surgery)\b/,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern:
      /\b(?:river|sea|water|ocean|lake|bridge|edge|tracks|void|dark)\b[^.!?]{0,15}\b(?:keeps? )?call(?:s|ing)? (?:me|to me|my name)\b/,
    requires: /\b(?:answer|this time|tonight|give in|go to it|let it)\b/,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern:
      /\benough (?:saved up |stashed |put by |hidden )?(?:in (?:the|my) (?:drawer|cupboard|bag|room|box|wardrobe) )?to (?:make (?:that|it|this) happen|do it|not wake up|never wake up|end it|finish it)\b/,
    requires: /\b(?:drawer|cupboard|stash\w*|hid\w*|wake|mornings|sleep|pills|tablets)\b/,
    unless: /\b(?:money|savings|bank|pounds|dollars|trip|holiday|house|car|deposit|ticket)\b/,
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern:
      /\bwhich (?:end|part|side) of the platform\b[^.!?]{0,20}\b(?:quiet\w*|empty|nobody|no one|no cameras|fastest)\b/,
    unless: /\b(?:pram|buggy|stroller|wheelchair|luggage|suitcase|bike|seat|sit down)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:(?:gave|give|giving|given) [^.!?]{0,120}\b(?:since|as|because|cause|cos) i (?:will not|am not going to|will never|will no longer) be (?:around|here|alive)|(?:do not|never) want (?:my )?(?:mum|mom|dad|parents|family|them|anyone|her|him|my \w+) to blame (?:herself|himself|themselves|themself))\b/,
    requires: /\b(?:note|letters?|gave|give|giving|given|after|gone|rewr\w*)\b/,
    unless: new RegExp(`${AWAY_FOR_A_WHILE}|${BUSY_ELSEWHERE}`),
  },
];
