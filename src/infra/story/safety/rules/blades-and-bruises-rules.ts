// Self-harm and abuse told in passing (fifty-seventh and fifty-ninth to sixty-fifth rounds, tuned
// on their tuning halves only): a blade kept close or reached for, cuts deeper than meant, skin
// scratched till it bleeds, scars deserved, pills taken to numb; a hand burned on the cooker, a
// head held under water, a child locked in or left hungry, a younger sibling hit, an adult online
// who wants pictures from a child, silence bought with threats, a pension taken, bruises placed
// where nobody looks.
// Guards keep the everyday versions out: blades for carpets and crafts, cooking and gardening
// cuts, pets' scratches, sport, burnt food, strict but safe rules, and money shared by choice.
import type { Rule } from '../crisis-rule';
import { BODY_PART, PERSON, PILLS } from './lexicon';

/** Tools, cooking, crafts, pets and sport: where blades, cuts and scratches are ordinary. */
const EVERYDAY_SHARP =
  '\\b(?:carpet|craft\\w*|box(?:es)?|cardboard|stanley|utility knife|shav\\w*|beard|legs? (?:hair|shav\\w*)|pencil sharpener for (?:art|drawing)|chopping|cooking|kitchen|onions?|knife skills|garden\\w*|roses?|brambles?|thorns?|cat|kitten|dog|puppy|hamster|rugby|football|hockey|skating|skate\\w*|bike|fell|tattoo\\w*|piercing|eczema|rash|mosquito|bites?|chicken ?pox|insect)\\b';

export const BLADES_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: new RegExp(
      `\\b(?:the blade is (?:right )?(?:here|next to me|in my hand)|(?:a )?fresh blade|the (?:only thing that (?:calms|helps|works)|thing that calms) (?:me (?:down )?)?is the blade|keep (?:a|the|my) (?:razor|blade|blades)s? (?:taped|hidden|in my pencil (?:tin|case)|under)|(?:razor|blade) (?:is )?out on the (?:sink|desk|side|bed)|(?:got|have) the razor out|sharpener blade|cut (?:again|agen) (?:last (?:night|nite)|today|tonight)?[^.]{0,15}\\bdeeper (?:than|then) i (?:meant|ment|wanted)|(?:relapsed|cut)\\b[^]{0,10}\\bdeeper than (?:before|last time|ever)|scra?t?ch(?:ed|ing)? (?:my (?:${BODY_PART}|skin) )?(?:with (?:my )?\\w+ )?(?:until|untill|till) (?:it |they )?(?:bleeds?|bled|stopped)|i deserve (?:the|my) (?:scars|cuts|marks)|deserve the scars|i (?:just )?need to see (?:the )?blood|(?:my )?wrists are a mess|(?:arms|legs|wrists|thighs) (?:are )?covered in cuts|the cuts are the only thing|punch my own (?:legs|arms|face|head)|i do cut\\b|(?:take|took|taking) (?:a few )?(?:more|extra) of my (?:${PILLS})\\b[^.]{0,40}\\b(?:than i should|numb|disappear|stop feeling|not to die)|(?:do|doing) the thing i promised (?:i would|i'd) stop|the thing i said i stopped)\\b`,
    ),
    unless: new RegExp(EVERYDAY_SHARP),
    acrossSentences: true,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:not cutting but i (?:probably |might |will )|found the (?:marks|cuts|scars)\b[^]{0,40}\bhide them better|(?:it is|its|they are|theyre) (?:just|only) (?:a few )?scratches\b[^]{0,40}\b(?:freak out|worry|not trying to die|big deal|nothing)|(?:not|nothing) (?:a big deal|to worry about),? (?:just|only) scratches|not (?:like i am )?trying to die\b[^]{0,20}\b(?:need to feel|just scratches)|now i (?:just )?use my nails|long sleeves (?:at the beach|in (?:the )?summer)\b[^]{0,40}\b(?:think i am|always cold|that girl|hide|nobody)|broke my streak\b[^]{0,30}\b(?:ashamed|relapse|clean|again)|what helps is (?:bandages|plasters))\b/,
    unless: new RegExp(
      `${EVERYDAY_SHARP}|\\b(?:duolingo|gym|running|sober|smoking|vaping|snap ?streak|snapchat|sunburn\\w*|sun cream|modest\\w*)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    // "…the whole box of plasters this week and not from cooking": the everyday cause denied.
    pattern:
      /\b(?:plasters|bandages|band aids|bandaids)\b[^]{0,60}\bnot from (?:cooking|the kitchen|work|the garden)\b/,
    acrossSentences: true,
  },
];

export const BRUISES_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'physical abuse',
    pattern: new RegExp(
      `\\b(?:(?:${PERSON}|mama|papa) (?:\\w+ )?burn(?:s|ed|t)? my (?:hands?|arms?|fingers|skin|leg) on the (?:stove|cooker|hob|iron|oven|radiator)|(?:holds|held|holding|pushes|pushed) my head under (?:the )?(?:bath ?water|water)|pushed me into the (?:cupboard|wall|door|table)|(?:hits|hit|hitting|beats|belts) (?:my (?:little |baby |younger |big )?(?:brother|sister|siblings|mum|mom|kids)|us)\\b[^.]{0,30}\\b(?:when|drunk|at work|is out|he is only|she is only|days a week|again|in front of)|got drunk and hit (?:mum|mom|my mum|my mom|her)|(?:hits|belts?) (?:me |us )?with the belt when|the (?:lines|marks) on my (?:${BODY_PART}) are from (?:that|the belt|him|her)|(?:locks|locked) (?:me|us) in (?:the (?:shed|flat|house|room|cupboard)|when)|locked me out (?:again )?overnight|pinches me where|bruises (?:are )?(?:on my \\w+ )?where (?:nobody|no one) (?:sees|looks|can see)|(?:bruises|marks) (?:will not|wont|do not) show)\\b`,
    ),
    notPrecededBy: /\b(?:sister|brother|cousin|son|daughter|baby|toddler|kid|twin)\s*$/,
    unless:
      /\b(?:wrestl\w*|tickl\w*|play|playing|plays|toys?|play fight\w*|pillow fight|game|match|rugby|football|boxing|karate|judo|swimming lesson|by accident|accidentally|the toast|dinner|pizza)\b/,
  },
  {
    category: 'abuse',
    reason: 'neglect',
    pattern: new RegExp(
      `\\b(?:${PERSON}|the carers?|dad|mum|mom|father|mother) (?:does not|doesnt|do not|will not|never) feed (?:them|us|me|him|her|my \\w+)(?: properly)?\\b|\\b(?:not allowed to eat until|leave (?:her|him|them|mum|mom|dad|nan) without food|left (?:her|him|them|us|me) without food|leave mum in the same clothes)\\b`,
    ),
    unless: /\b(?:cat|dog|pets?|fish|ducks?|birds?|diet|fasting|ramadan|before dinner|snacks?)\b/,
  },
  {
    category: 'abuse',
    reason: 'sexual abuse or grooming',
    pattern:
      /\b(?:(?:keeps|kept|keep) asking (?:me )?for (?:pics|pictures|photos|nudes)\b[^]{0,60}\bi am 1[0-5]\b|(?:he|she) is (?:1[89]|[2-9]\d) and i am 1[0-5]\b[^.]{0,40}\b(?:can not|not allowed to|must not|do not) tell|(?:post|send|share) (?:the|my) (?:photos|pics|pictures|old ones)\b[^.]{0,40}\bif i (?:do not|stop|tell)|makes me do things i (?:do not|dont) want|touches my (?:leg|legs|thigh|chest|bum)\b[^.]{0,40}\b(?:do not want|scared|after class|stay behind)|(?:hurt|touched) me when i was (?:little|small|a kid|young)\b[^.]{0,40}\b(?:coming|christmas|sick|scared|see him|see her))\b/,
  },
  {
    category: 'abuse',
    reason: 'threats and control',
    pattern:
      /\b(?:if i (?:tell|say) anyone i will never see (?:my|the) \w+ again|if i call (?:the )?police (?:he|she) (?:will )?takes? the (?:children|kids)|takes? all the (?:pension|benefit) money|need permission to use my own money|(?:told|tells) me to say i (?:fell|walked into|tripped)|(?:calls|called) me (?:fat|stupid|worthless|useless|a mistake)(?:,? (?:fat|stupid|worthless|useless|and a mistake|and worthless|and stupid))* every (?:day|night|single day)|(?:he|she) reads everything on (?:this|my) phone)\b/,
    unless: /\b(?:joke|banter|teasing|in the game|my brother and i)\b/,
  },
  {
    category: 'abuse',
    reason: 'physical abuse',
    pattern:
      /\b(?:(?:kid|boy|girl|child|son|daughter) is always (?:covered in )?bruis(?:es|ed)\b[^]{0,40}\bscream|(?:help|helps) tonight is if (?:my )?(?:dad|mum|mom|he|she|stepdad|stepmum) (?:does not|doesnt|did not) come home|somewhere (?:he|she|they) (?:can not|cant) find me|(?:he|she) said it (?:would|d) be my fault\b|turned up at my (?:window|door|house|work)\b[^.]{0,20}\bwith a (?:knife|gun|weapon|bat)|(?:discipline|punishment)\W* left (?:a )?marks?\b|if i (?:leave|go|tell (?:anyone|someone))\b,? (?:he|she) will kill me|shoves (?:her|him|me) around|walk on eggshells\b[^]{0,40}\b(?:he|she) (?:explodes|loses it|hits|goes mad|snaps)|(?:scared|afraid|terrified) to go home (?:after school|tonight|today)?$)\b/,
    unless:
      /\b(?:game|match|play\w*|grades|report card|results|homework|exam|ghost|film|movie|horror|spider)\b/,
    acrossSentences: true,
  },
];
