// Quiet signs (fifth round, tuned on the tuning half only): not minding an accident, being fine
// with not waking up, a burden ending "permanently", drink beside all of one's pills, a method
// written down, a pet given away for when one is no longer around, a will changed to leave
// everything, "it is not her fault" after "I love her", looking down from a height where it looks
// easy, skin scratched until it bleeds. Guards keep the everyday versions out: a plane that lands,
// a trip abroad, a new baby's will, a speech written down, eczema.
import type { Rule } from '../crisis-rule';
import { BODY_PART, HIGH_PLACE, PILLS } from './lexicon';

const BODY = `(?:${BODY_PART}|face)`;
const DRINK = '(?:bottles? of (?:vodka|whiskey|whisky|wine|gin|rum|tequila|booze)|alcohol|booze)';

export const QUIET_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:would not|wouldnt|do not|dont|would|will not) (?:really |even )?(?:mind|care) if (?:my |the |a |an )?(?:plane|flight|car|bus|train|truck|lorry|something|someone|lightning|cancer|accident)\b[^.!?]{0,20}\b(?:went down|crashed|crash|hit me|hits me|ran me over|runs me over|killed me|kills me|took me|takes me|struck me|came back)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:fine|okay|ok|content|at peace|happy|alright|all right|good) (?:with|about) (?:not|never) (?:waking up|being alive|existing|making it to|seeing (?:tomorrow|another day|next year|the morning))\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling a burden',
    pattern:
      /\btime (?:for me )?(?:i|to) (?:stopped|stop) (?:existing|being (?:one|here|around|alive|a (?:burden|drain|weight|problem|nuisance|bother)))\b[^.!?]{0,30}\b(?:permanently|for good|forever|once and for all)\b/,
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern: new RegExp(
      `\\b${DRINK}\\b[^.!?]{0,40}\\ball (?:of )?(?:my|the) ${PILLS}|\\ball (?:of )?(?:my|the) ${PILLS}\\b[^.!?]{0,40}\\b${DRINK}\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a plan',
    pattern:
      /\b(?:written|wrote|writing|planned|planning|worked|figured|thought) (?:down |out )?(?:exactly )?how (?:i am|im|i will|i would|i could) (?:going to |gonna )?(?:do it|end it|go through with it|kill myself|go)\b[^.!?]{0,30}\b(?:mess it up|get it wrong|fail|survive|botch|screw it up)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:gave|given|giving|give) (?:away )?my (?:cat|dog|pets?|puppy|kitten|bird|rabbit|fish)\b[^.!?]{0,40}\bbecause i (?:will not|wont|am not going to|will no longer|will not still) be (?:around|here|alive)\b/,
    unless:
      /\b(?:trip|travel|travelling|traveling|abroad|holiday|vacation|deployment|deployed|moving|move|work|business|hospital|surgery|rehab|semester|study|allergic)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:changed|updated|rewrote|made|wrote|redid) my will\b[^.!?]{0,40}\b(?:left|leave|leaving|giving|give|gave) (?:everything|it all|all of it|all my (?:things|stuff|money|savings))\b/,
    unless: /\b(?:baby|born|married|wedding|marriage|divorce|mortgage|house|lawyer|solicitor)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\blove (?:her|him|them|you|you all)\b[^.!?]{0,30}\b(?:it is|its|it was) not (?:her|his|their|your|anyones|anyone s) fault(?: at all)?$/,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern: new RegExp(
      `\\b${HIGH_PLACE}\\b[^.!?]{0,40}\\b(?:looking|look|looked|staring|stare|stared|peering|peer) (?:down|over)\\b[^.!?]{0,30}\\b(?:looks|seems|would be|feels|it is) (?:so |really |very )?(?:easy|simple|tempting|inviting|peaceful|quick)\\b`,
    ),
    unless:
      /\b(?:view|sunset|sunrise|photo|photos|selfie|climb|climbing|hike|hiking|dive|diving)\b/,
  },
];

export const QUIET_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: new RegExp(
      `\\bi (?:\\w+ )?(?:scratch(?:ed|ing)?|pick(?:ed|ing)?|tore|tear(?:ing)?|dug|dig(?:ging)?) (?:at )?my (?:own )?${BODY} (?:until|till|til|so hard) (?:they|it|that it|that they) (?:bled|bleed|bleeds|were bleeding|was bleeding|were raw|was raw)\\b`,
    ),
    unless: /\b(?:eczema|itch|itchy|itching|rash|bites|allergy|allergic|hives|mosquito|sunburn)\b/,
  },
];
