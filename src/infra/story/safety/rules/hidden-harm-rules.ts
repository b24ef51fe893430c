// Self-harm and abuse told by their signs (eighth round, tuned on the tuning half only).
// Self-harm: covering one's arms so nobody sees, running out of excuses for the marks, "cat
// scratches" with no cat, a "barcode" of cuts, the blade "again", digging or hitting until the
// skin breaks or bruises. Abuse: flinching at someone's car, walking on eggshells so he does not
// hit me, a hand on the throat, a phone checked and rage at what is deleted, pay or a pension
// taken, threats to a sister if I tell, fear of what he will do, fake accounts to watch me, being
// pushed around and kept from the phone, a carer who slaps a relative too scared to speak.
// Guards keep the everyday versions out: eczema and tattoos, a real cat, a barcode scanner,
// a parent's fair curfew, a boxing class, a partner who checks the weather.
import type { Rule } from '../crisis-rule';
import { BODY_PART, GAP, PERSON } from './lexicon';

/** Who may take an older person's money or hurt them (not in PERSON: "my son beat me at chess"). */
const RELATIVE =
  '(?:my (?:son|daughter|grandson|granddaughter|nephew|niece|son in law|daughter in law|carer|caregiver)|the carer)';

const OTHERS_BODY =
  /\b(?:she|he|they|friend|sister|brother|daughter|son|cat|dog|kitten|puppy) (?:\w+ )?$/;

export const HIDDEN_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'hiding self-harm',
    pattern: new RegExp(
      `\\b(?:so (?:that )?(?:nobody|no one|people|they|anyone|my (?:mum|mom|dad|parents|family)) (?:never )?(?:sees?|can see|notices?|will see|asks? about) (?:(?:the \\w+ on|what i (?:did|do|have done) to) )?my (?:${BODY_PART}|scars|marks|cuts)|excuses? for (?:the |my )?(?:marks|cuts|scars|burns)(?: on my ${BODY_PART})?|cat scratch(?:es)?\\b[^.!?]{0,40}\\b(?:do not|never) (?:even )?(?:have|own) a cat|(?:did|do|doing|done|more|fresh|new) cat scratches|(?:tell|tells|telling|told|say|says|saying|said) (?:people|everyone|everybody|them|my \\w+|her|him)\\b[^.!?]{0,15}\\b(?:theyre|they are|they were|its|it is|it was) (?:cat scratches|from (?:the|my) cat|the cat)|(?:look|looks|looking) like a barcode|barcod(?:e|ed|ing) (?:my )?${BODY_PART})\\b`,
    ),
    unless:
      /\b(?:tattoo|eczema|psoriasis|sunburn|rash|bites?|acne|hair|hairy|surgery|scanner|shop|label|sticker|shirt|flabby|fat|cellulite|stretch marks|pale|skinny|weight|tan|veins|birthmark|bruises from)\b/,
  },
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern: new RegExp(
      `\\b(?:(?:with|holding|got|have|picked up) (?:the |a |my )?(?:blade|razor)s? (?:again|in my hand|right now)|(?:i )?(?:dig|digging|dug|press|pressing|pressed|scratch|scratching|scratched|pinch|pinching|pinched|hit|hitting|punch|punching|punched|bite|biting|bit) (?:my (?:nails|fingers) into )?my (?:own )?${BODY_PART}\\b[^.!?]{0,40}\\b(?:till|til|until) (?:it |they |the skin |my skin )?(?:breaks|broke|bleeds?|bled|bruises?|bruised|(?:were|was|turned|went|are) (?:purple|black and blue)))\\b`,
    ),
    notPrecededBy: OTHERS_BODY,
    unless: /\b(?:shav\w*|kitchen|cooking|craft\w*|itch\w*|eczema|mosquito|bites)\b/,
    negatable: true,
  },
  // Ninth round (tuning half).
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: new RegExp(
      `\\b(?:how deep\\b[^.!?]{0,25}\\bcut|(?:when|if|where) i cut(?=,| so| and| it)|since i last (?:cut|burned|burnt|hurt myself|self harmed)\\b(?! (?:my|the|it|them|his|her|back|down))|(?:new|another|different|better) (?:place|spot) to (?:do it|cut|hurt myself)\\b[^.!?]{0,40}\\b(?:notice|see|find)|my skin is the only (?:place|way|thing)|(?:tonight|last night|today|this time) it was the (?:kitchen )?(?:knife|blade|razor|lighter|scissors)|(?:hid|hide|hiding|hidden) (?:the |my )?(?:plasters|bandages|antiseptic|gauze|steri ?strips)\\b[^.!?]{0,40}\\bso (?:mum|mom|dad|my \\w+|nobody|no one|they|she|he) (?:does not|do not|will not|never|can not) (?:find|see|notice)|(?:keep )?adding (?:new|more|fresh) (?:ones|cuts|lines)|(?:watch|bracelets?|sleeves?|bands?|plasters) to (?:cover|hide) (?:the |my )?(?:fresh|new) (?:ones|cuts|marks|scars))\\b`,
    ),
    unless:
      /\b(?:hair|fringe|grass|nails|hedge|lawn|wood|fabric|pattern|recipe|cake|bread|meat|onions?)\b/,
  },
];

export const HIDDEN_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'fear of someone at home',
    pattern: new RegExp(
      `\\b(?:i flinch\\w*\\b[^.!?]{0,40}\\b(?:when|every time|whenever)\\b[^.!?]{0,25}\\b(?:he|she|his|her|they|their|${PERSON})\\b|(?:walking|walk) on eggshells\\b[^.!?]{0,40}\\bso (?:that )?(?:he|she|they|${PERSON}) (?:does not|do not|will not|would not) (?:hit|hurt|beat|kick|punch|slap|strangle|choke|explode|lose it)|(?:scared|afraid|terrified|frightened) of what (?:he|she|they|hell|${PERSON})(?: will| would|ll)? (?:do|does)\\b[^.!?]{0,30}\\b(?:home|go in|go back|house|tonight|if i)|(?:sleeping|sleep|slept) in (?:my|the) car because i am (?:scared|afraid|terrified) of)`,
    ),
    unless:
      /\b(?:boss|teacher|coach|exam|exams|grades?|report card|mistake|dentist|spider|thunder|loud noises?|fireworks|ball|catch|game|match|training|pitch|sneez\w*|music|horror|film|movie)\b/,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern: new RegExp(
      `\\b(?:${RELATIVE}(?:\\s+(?:at|in|from) [^.!?]{0,25}?)?${GAP}\\s+(?:slaps?|slapped|hits?|pushes|pushed|shoves|shoved|pinches|kicks|hurts) (?:me|her|him|my (?:nan|gran|grandma|grandad|grandpa|mum|mom|dad))|push(?:es|ed|ing)? me (?:around|about)\\b[^.!?]{0,40}\\b(?:will not let me|does not let me|not allowed|shouts|hits|scared|afraid|phone|money|pension))\\b`,
    ),
    notFollowedBy: /^ (?:at|in (?:a|the) (?:game|match))\b/,
    unless:
      /\b(?:toys?|accident\w*|playing|play|lego|ball|pillow|tantrum|toddler|baby|years? old|teething)\b/,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:grab(?:s|bed)?|squeez(?:e|es|ed)|(?:held|holds?|put|puts) (?:his|her|their) hands? (?:around|on)) my (?:throat|neck)\b/,
    notPrecededBy: /\bi (?:\w+ )?$/,
    unless: /\b(?:massage\w*|scarf|cough\w*|sore|cold|flu|choked on|food|lozenge|strep|doctor)\b/,
  },
  {
    category: 'abuse',
    reason: 'being controlled',
    pattern: new RegExp(
      `\\b(?:(?:${PERSON}|${RELATIVE})${GAP}\\s+(?:checks?|checked|goes through|went through|reads?|monitors?|tracks?) my (?:phone|messages|texts|location|emails|bank)\\b[^.!?]{0,60}\\b(?:mad|angry|furious|rage|screams?|shouts?|punish\\w*|not allowed|goes off|loses it|deleted|accuses?)|(?:${PERSON}|${RELATIVE})${GAP}\\s+(?:takes?|took|keeps?|kept) (?:all of |all )?my (?:whole |entire )?(?:pay ?check|paycheque|wages?|salary|pension|benefits|bank card)|(?:fake|secret) (?:accounts|profiles)\\b[^.!?]{0,30}\\b(?:watch|follow|track|stalk|spy)\\w*)\\b`,
    ),
    unless:
      /\b(?:invest\w*|savings?|budget|for safekeeping|pays? (?:it )?back|rent|bills|agreed|pocket money)\b/,
  },
  {
    category: 'abuse',
    reason: 'threats of violence',
    pattern: new RegExp(
      `\\bif i (?:ever )?(?:tell|told|say anything|speak up|leave|report)\\b[^.!?]{0,40}\\b(?:${PERSON}|he|she|they)\\b[^.!?]{0,20}\\b(?:will|would|is going to|gonna) (?:hurt|harm|beat|hit) (?:me|my (?:little |baby |younger |big )?(?:sister|brother|mum|mom|dad|kids|children|son|daughter|dog|cat))\\b`,
    ),
    unless: /\b(?:joking|kidding|lol|haha|surprise|spoil\w*|ending|game)\b/,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:slaps?|hits?|hurts?|pushes|shoves|beats|kicks|pinches|starves) (?:her|him|my (?:nan|gran|grandma|grandad|grandpa|mum|mom|dad|sister|brother|little \w+))\b[^.!?]{0,50}\b(?:too scared|afraid to|scared to (?:say|tell)|does not dare|will not tell|can not tell)\b/,
  },
  // Ninth round (tuning half).
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern: new RegExp(
      `\\b(?:${PERSON} (?:says|said|tells me|told me|keeps saying) (?:that )?i (?:make|made|force|forced) (?:him|her|them) (?:do it|hit me|hurt me|lose (?:it|his temper|her temper))|(?:cover\\w*|hid\\w*|conceal\\w*) (?:up )?(?:the |my )?(?:bruises|black eye|marks on my (?:neck|arms|face))\\b[^.!?]{0,20}\\b(?:makeup|make up|foundation|concealer)|(?:foundation|concealer|makeup|make up) (?:on|over) my (?:neck|arms|wrists)|(?:he|she|they|${PERSON}) (?:starts?|started|gets?|goes) (?:throwing|smashing|breaking|punching) (?:things|stuff|plates|the walls|walls|doors))\\b`,
    ),
    unless:
      /\b(?:homework|chores|laugh|dishes|gym|exercise|practice|diet|dance|toddler|baby|kids?|tantrum|years old|puppy|dog|costume|halloween|stage|theatre|play|film|wedding)\b/,
  },
  {
    category: 'abuse',
    reason: 'being controlled',
    pattern:
      /\b(?:(?:took|takes|taken|keeps|kept|hid|hides|hidden) my (?:passport|id|bank card|cards|keys|car keys|phone)(?: and my (?:\w+ )?\w+)?\b[^.!?]{0,40}\b(?:not going anywhere|can not leave|could not leave|will not let me|does not let me|so i can not (?:leave|go|escape|call))|begs? me not to (?:say|tell)\b[^.!?]{0,40}\b(?:worse|hurt|punish\w*|angry))\b/,
  },
  {
    category: 'abuse',
    reason: 'threats of violence',
    pattern:
      /\bif i (?:ever )?(?:tell|told|say anything)\b[^.!?]{0,40}\b(?:he will|she will|they will|hell|shell|he would|she would|he is going to|she is going to) (?:do|make it|be) worse\b/,
  },
];
