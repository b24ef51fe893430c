// Risk said lightly or in few words (seventy-fourth to seventy-ninth rounds, tuned on their
// tuning halves only): a date being picked, uninstalling oneself, no tomorrow planned, a last
// week decided, the whole bottle, a bridge looked at all week, goodbyes being written, a winter
// coat not needed this year, tablets stockpiled; a razor cheaper than therapy, a sting that helps
// one sleep, cuts seen by a nurse; permission to eat, a fridge locked, a home that is not safe,
// someone who reads everything one writes.
// Guards keep the everyday versions out: weddings, moves and holidays, apps and phones, jobs and
// leaving cards, wine, toddlers, nettles and blogs.
import type { Rule } from '../crisis-rule';
import { PILLS } from './lexicon';

/** Plans people make every week: a date for these is picked without any risk. */
const EVERYDAY_PLANS =
  /\b(?:wedding|engagement|party|holiday|trip|move|moving|house|viewing|meeting|appointment|surgery|operation|exam|interview|launch|gig|concert|match|birthday|christening|funeral|reunion|date night|first date|app|phone|game|account|subscription|newsletter|emails?|notifications?)\b/;

export const SAID_LIGHTLY_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:(?:been |started |am )?(?:picking|picked|choosing|chose|chosen) (?:a|the|my) date\\b(?! (?:for|to|with|night))|uninstall\\w* myself|unsubscrib\\w* from (?:life|existence|living|being alive)|not planning on (?:a |there being a )?tomorrow|(?:do not|will not) plan on (?:being|still being) (?:here|around|alive)|decided\\b[^.]{0,30}\\b(?:this|next|it) (?:is|will be) my last (?:week|weekend|day|night|month)|(?:take|taking|took|swallow\\w*|down\\w*) the whole (?:bottle|box|packet|pack|lot|strip) (?:n|and) (?:be done|waited|sleep|go)|(?:take|taking|took|swallow\\w*) the whole (?:bottle|box|packet|pack|strip) of (?:${PILLS})|(?:been |keep |kept )?look\\w* at the (?:bridge|railway|tracks|river|cliffs?|edge|drop)\\b[^.]{0,25}\\b(?:all week|every (?:day|night)|for days|again and again|lately)|(?:been |am |started )?(?:stockpil\\w*|hoard\\w*|saving up|saved up|collecting) (?:my |the |all my )?(?:${PILLS}))\\b`,
    ),
    unless: EVERYDAY_PLANS,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'wanting to die',
    pattern:
      /\b(?:(?:do not|dont) want to wake (?:up )?(?:again|ever again|any ?more)|(?:will not|wont) (?:be )?need(?:ing)? (?:my|the|a) (?:winter )?coat (?:this|next) (?:year|winter)\b[^.]{0,60}\b(?:gave|give|giving) (?:it )?away)\b/,
    unless: /\b(?:moving|move|spain|abroad|australia|heatwave|warm|new one|upgrade\w*)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a goodbye before an act',
    pattern:
      /\b(?:writing (?:my|the|all my) goodbyes|(?:giving|gave|give) (?:the|my) (?:dog|cat|cats|dogs|rabbit|hamster|horse|fish|bird|pets?) to (?:my |the )?(?:neighbou?r|next door|\w+) before i (?:go|leave|do it)\b(?! (?:on|to|for) (?:holiday|a trip|hospital|work|uni|university)))\b/,
    unless: /\b(?:card|leaving do|colleague|retire\w*|farewell party|holiday|trip|hospital)\b/,
    acrossSentences: true,
  },
];

export const SAID_LIGHTLY_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:(?:a |the )?(?:razor|razors|blade|blades|lighter) (?:is|are) cheaper than therapy|the (?:sting|stinging|burn|burning) helps me (?:sleep|calm down|feel|focus|breathe)|(?:saw|seen|noticed|found|sees) (?:the|my) (?:cuts|scars|burns)\b[^.]{0,30}\b(?:said nothing|did not say anything|never said|looked away|ignored))\b/,
    unless:
      /\b(?:nettles?|gym|workout|muscles?|deep heat|tiger balm|sauna|stretch\w*|paper cuts?|shaving|cooking|oven|kitchen)\b/,
    acrossSentences: true,
  },
];

export const SAID_LIGHTLY_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'threats and control',
    pattern:
      /\b(?:(?:makes?|made|have to|has to|had to) (?:me |us )?ask (?:for )?permission to (?:eat|shower|leave the house|go out|use the (?:phone|bathroom|toilet)|see my (?:friends|family))|(?:he|she|they) locks? the (?:fridge|food|cupboards?)\b[^.]{0,20}\b(?:can not|cannot|not allowed to|so i) (?:eat|have)|home (?:is|=) not safe|(?:he|she|they) (?:reads|checks|goes through|sees) (?:everything|all) i (?:write|type|send))\b/,
    unless:
      /\b(?:toddler|baby|kids?|children|sweets|snacks?|diet|dog|puppy|blog|diary|essays?|homework|editor|proofread\w*|burglar\w*|break in|flood\w*)\b/,
    acrossSentences: true,
  },
];
