// Risk about belonging and pressure (eightieth to eighty-third rounds, tuned on their tuning
// halves only): not wanting to be alive for a day ahead, quitting life, wanting to go where
// someone who died has gone, a jump set for after the last exam, a last goodbye to anyone, the
// window named with its floor, a rest wanted for good, not having to exist, being "put down";
// cutting again after years, healed cuts to open again, laxatives taken by the handful, days
// without food as a punishment; hair pulled by someone at home.
// Guards keep the everyday versions out: pools and parachutes, a lesson's or holiday's jump, a
// hairbrush, a stomach bug, a prescription, a good mattress.
import type { Rule } from '../crisis-rule';

export const BELONGING_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'not wanting to be alive',
    pattern:
      /\b(?:(?:do not|never) (?:want|wish) to be alive (?:for|when|by|after|to see|on)|quit(?:ting)? (?:life|living|existing)\b(?! (?:insurance|coach\w*|admin|style|hacks?))|i (?:just )?want to go where (?:she|he|they|my \w+|grandma|grandpa|grandad|nan|mum|mom|dad) (?:is|are|went|has gone|have gone))\b/,
    // "I want to go where she is" is risk only after a death.
    unless: /\b(?:holiday|trip|moved|lives|living|visit\w*|flight|abroad|uni|university)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern:
      /\b(?:going to jump (?:after|before|once|when|tonight|tomorrow|this (?:week|weekend|friday|saturday|sunday))|the window\W{1,3}(?:\d{1,2}(?:st|nd|rd|th)|top|ninth|tenth|eighth|seventh) floor)\b/,
    unless:
      /\b(?:pool|swim\w*|lake|sea|trampoline|parachute|skydiv\w*|bungee|queue|rope|joy|plane|ship|train|bus|car|view|flat|apartment|office|hotel|room)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a last goodbye',
    pattern: /\b(?:my|the|a) last goodbye to (?:anyone|anybody|everyone|everybody|them all)\b/,
  },
  {
    category: 'suicide',
    reason: 'wanting to die',
    pattern:
      /\b(?:permanent (?:rest|sleep)|(?:rest|sleep)\W+(?:the )?(?:long|permanent|forever|final) kind|(?:then|so) i (?:do not|would not|will not|would never) have to (?:exist|be alive|be here (?:anymore|any more))|(?:i|me|my body) (?:need|needs|should|ought) to be put down\b(?! (?:for (?:a |my )?nap|to bed|for bed))|might as well actually not (?:be (?:here|there|alive|around)|exist))\b/,
    unless: /\b(?:mattress|bed|hotel|holiday|nap|duvet|pillow)\b/,
    acrossSentences: true,
  },
];

export const PRESSURE_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:i used to cut\b[^.]{0,60}\b(?:started|start|began|doing it|cutting) again|still cutting (?:when|if|after|because|every|most|again|myself)|(?:healed|scabs?|scars?|cuts?)\b[^.]{0,40}\b(?:open (?:them|it) (?:all )?(?:up )?again|reopen\w*)|(?:took|take|taking|abus\w*) (?:a bunch of|loads of|a load of|a handful of|handfuls of|a lot of|lots of|too many|all the|a whole box of|extra) laxatives|ate nothing for (?:two|three|four|five|six|a few|\d+) days\b[^.]{0,60}\b(?:because|punish\w*|deserve\w*|failure|fat|disgusting|laxatives))\b/,
    unless:
      /\b(?:constipat\w*|doctor|prescribed|colonoscopy|procedure|scan|sick|bug|virus|flu|norovirus|fasting|ramadan|lent|surgery|operation|dentist|hair|hedge|grass|wood|onions?|paper)\b/,
    acrossSentences: true,
  },
];

export const HAIR_PULLED_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'being hurt by someone at home',
    pattern:
      /\b(?:he|she|they|mum|mom|mother|dad|father|stepdad|step dad|stepmum|step mum|husband|wife|boyfriend|girlfriend|partner|brother|sister)\b[^.]{0,20}\b(?:pulls|pulled|pulling|drags|dragged|dragging|yanks|yanked|grabs|grabbed) (?:me by )?my hair\b/,
    unless:
      /\b(?:brush\w*|comb\w*|plait\w*|braid\w*|hairdresser|detangl\w*|ponytail|bobble|hair ?tie|knots?)\b/,
  },
];
