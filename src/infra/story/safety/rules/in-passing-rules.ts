// Risk said in passing (sixty-seventh to seventy-first rounds, tuned on their tuning halves
// only): inside a joke that says it is not one, a long entry about work and the weather, or a
// short answer to the chat's questions. A date picked "very organised of me", bridges searched,
// a gun or a knot, the last rest, a permanent break, reasons run out, a lock wished for, a
// sister made to sleep in the cupboard, bruises shaped like fingers.
// Guards keep the everyday versions out: holidays, parties and plans for the weekend, films and
// games, shaving and crafts, and the sayings people use for small troubles.
import type { Rule } from '../crisis-rule';
import { BODY_PART, PILLS } from './lexicon';

export const IN_PASSING_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:(?:got|have) a date picked|mine (?:will not|wont)\\b[^]{0,10}\\balready decided|i (?:have )?already decided,? just waiting|waiting (?:un)?til after\\b[^.]{0,40}\\bso i (?:do not|dont) ruin it|which is why \\w+ is the day|search history is (?:just )?(?:bridges|ways|how to)|how tall they are|jokes? about dying so when it happens|(?:the|my dad's|dad's|the old|a) (?:gun|shotgun|rifle|pistol)\\b[^]{0,60}\\b(?:looking at me|thinking about|keep thinking|insurance|on my mind|tonight)|thinking about the (?:old )?(?:gun|shotgun|rifle|pistol)|practi[cs](?:ed|ing) the knot|(?:${PILLS})\\b[^.]{0,25}\\b(?:looks? like an answer|making good points|heart to heart)|counting the (?:${PILLS})\\b[^.]{0,30}\\b(?:countdown|enough|again|every night)|the kind that (?:does not|doesnt) stop|(?:nobody|no one) will believe the note|i will be meeting (?:him|god|my maker) soon|height of (?:my|the) (?:balcony|bridge|building|roof)\\b|thinking about how high it is|thought about going over\\b|the day and the note|i know exactly what would do it|i know how it ends now|how to end (?:things|it all|my life)\\b(?! with)|(?:did not|didnt) jump\\b[^]{0,15}\\bmaybe next time|(?:too )?fast on purpose and hope|(?:the )?rope in the (?:garage|shed|loft|attic|basement)\\b[^]{0,40}\\blooking at it|not saying no to it any ?more|(?:i have )?planned it for my birthday|then i can stop\\b[^]{0,12}\\bfor good|(?:will not|wont) need (?:help|it|anything) after (?:\\w+day|tonight|the weekend)|make it to (?:the )?\\d+(?:st|nd|rd|th)?\\b[^]{0,30}\\bdo not (?:really )?want to)\\b`,
    ),
    unless:
      /\b(?:holiday|trip|party|wedding|concert|gig|film|movie|game|match|episode|series|season|exam|results|interview|date night|hunting|range|clay|army|paintball|airsoft|sailing|scouts|climbing)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'wanting to die',
    pattern:
      /\b(?:(?:a )?good enough run\b|permanently gone|a permanent (?:one|break|sleep|rest|exit)(?! from (?:work|social|drinking|smoking))|a permanent solution$|disappear (?:properly|permanently)|the last rest\b|call my name already|jealous of (?:people who (?:have )?died|the dead)|stay there permanently|(?:run|ran|running) out of reasons\b(?! to (?:complain|be (?:angry|mad|upset)))|harder to come up with reasons to stay|nobody would have to deal with the mess|if i died in my sleep\b[^.]{0,40}\b(?:kind|best|relief|fine|mercy)|take myself out of the picture|(?:do not|dont) want wake up|(?:walked|walks) into the sea\b[^]{0,40}\bi get (?:her|him|it)|(?:do not|dont) care what happens to me|(?:just )?want permission to stop$|walk into the woods and lie down|waiting for it (?:all )?to be over|ok to go when you are ready\b[^]{0,10}\bi am ready|let go\b[^.]{0,10}\bso (?:that is|thats) what i am doing|sorry i could not stay$|(?:it is|its) time for me to go(?: too)?$|knowing (?:it is|its) nearly over|i want mine to come soon|(?:do not|dont) want to continue (?:with )?(?:life|living)|(?:do not|dont) want help\b[^.]{0,20}\bwant it (?:to be )?over|dying would help|(?:like to|want to) (?:just )?join (?:him|her|them)\b|(?:ask|asking|pray|praying) (?:god )?to (?:just )?take me in my sleep|god,? (?:just )?take me in my sleep|(?:do not|dont) (?:think i )?want to keep living|(?:i am|im) done,? like actually done|just in case i am not (?:there|here|around)|better off with (?:that|the money|the insurance|the payout) than (?:with )?me|not the \w+, me$|not because i got better|the last thing i (?:needed|had) to sort)\b/,
    unless:
      /\b(?:holiday|trip|vacation|wedding|exam|exams|flight|surgery|operation|film|movie|series|game|hair|tattoo|marker)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a goodbye before an act',
    pattern:
      /\b(?:last time (?:using|on) (?:this|the) app|(?:will not|wont) be (?:answering|doing|reading) (?:these|this|the)\b[^.]{0,30}\btomorrow|(?:will not|wont) be around to use it|(?:writing|wrote|send|sending|drafting) goodbye (?:texts|messages|notes)|saying goodbye to people in little ways|(?:wrote|written) the letters\b[^]{0,30}\b(?:drawer|already|nothing needs)|(?:she|he|they) (?:can|could) have my \w+\b[^]{0,20}\bthinks? i am joking|gave away my\b[^]{0,60}\b(?:light i feel|feels right|decluttering)|giving my (?:stuff|things) away\b[^]{0,40}\bcalling it decluttering|last day on earth\b(?! (?:movie|film|game|list))|my (?:therapist|counsel+or|psychiatrist) (?:is )?on (?:vacation|holiday|leave)\b[^]{0,30}\bmake it)\b/,
    unless:
      /\b(?:moving|move|charity shop|marie kondo|new one|upgrade\w*|outgrew|see you|back on)\b/,
    acrossSentences: true,
  },
];

/** Shaving, crafts, carpets and the kitchen: where razors and blades are ordinary. */
const EVERYDAY_BLADES =
  /\b(?:shav\w*|legs? hair|beard|craft\w*|carpet|cardboard|stanley|utility|scrapbook\w*|lino|wallpaper|kitchen|cooking|chopping|replacement|refills?)\b/;

export const IN_PASSING_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: new RegExp(
      `\\b(?:(?:keep|kept|have|has) (?:a|the|my) (?:box of |packet of )?(?:razor|blade|blades)s?\\b[^.]{0,25}\\b(?:just in case|for emergencies|in my (?:room|drawer|makeup bag|bag|pencil case|sock drawer|wallet))|(?:the )?razor in my drawer|biting my (?:arm|hand|wrist) (?:till|until|til)|on my own skin\\b|not my own fists|i (?:still|also) cut\\b(?! (?:my|the|his|her|their|our|it|a|back|down|out|off|corners))|i (?:do not|dont) cut,? i (?:just )?burn|(?:nails|fingernails) dig in (?:til|till|until) (?:they|it) bleeds?|punched the (?:mirror|wall|door)\\b[^]{0,40}\\bfeel better|i do it on my (?:${BODY_PART}) now|scars\\b[^.]{0,30}\\bnobody knows|(?:arms|legs|wrists|thighs) look like a (?:map|barcode)|(?:it is|its) only scratches\\b[^]{0,30}\\b(?:helps|calm|do not want to stop)|(?:more|extra) (?:of my )?(?:${PILLS})\\b[^]{0,40}\\b(?:than i am supposed to|not to die|numb|stop feeling)|long sleeves in (?:pe|gym|summer|the heat)\\b[^]{0,40}\\b(?:boiling|asking why|see)|hide it better than i did)\\b`,
    ),
    unless: EVERYDAY_BLADES,
    acrossSentences: true,
  },
];

export const IN_PASSING_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'physical abuse',
    pattern: new RegExp(
      `\\b(?:locked out (?:of the house )?(?:all night|overnight)|bruises (?:are )?shaped like (?:fingers|a hand|hands)|(?:grabbed|grabs|squeezed) my (?:arm|wrist|neck|face) (?:so )?hard enough to (?:leave marks|bruise)|flinch\\w* when (?:\\w+ )?(?:\\w+ )?(?:walks in|comes in|comes home|raises)|knows why i flinch|every time i flinch|threw my \\w+ at the wall\\b[^]{0,30}\\band then me|seen (?:him|her|them) (?:slap|hit|kick|push|punch)\\w*\\b|(?:got angry|got drunk|was drunk) and (?:started|starts) swinging|(?:slept|sleep|hid|hide)\\b[^.]{0,25}\\bin the bathroom with the door locked|(?:made|make|makes) (?:me|us|my \\w+(?: \\w+)?) sleep in the (?:car|garage|shed|cupboard|hall|garden)|earn the bed back|(?:he|she|hes|shes|he is|she is) the reason i have (?:the|these) bruises|if (?:dad|mum|mom|he|she) finds out it will be worse|quiet so (?:\\w+ )?(?:\\w+ )?(?:does not|doesnt) start again|i am the one with the (?:stitches|bruises|black eye)|scared of the sound of (?:his|her) (?:key|keys|car|footsteps)|grounded from food)\\b`,
    ),
    unless:
      /\b(?:film|movie|game|match|boxing|karate|judo|rugby|wrestl\w*|play fight\w*|video|tv|show|thunder|fireworks|dog|cat|puppy|horror|spider)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'sexual abuse or grooming',
    pattern:
      /\b(?:says things to me that make me lock the (?:bathroom|bedroom) door|(?:has been|keeps|kept|been) touching me\b|made me do things when i was (?:\d+|little|small|a kid)|tells me to delete them|share the ones i (?:already )?sent|(?:stepdad|step dad|dad|uncle|brother|he) comes in (?:at night|to my room at night)|(?:what happened|it) (?:at the party )?was rape|(?:tell|say) anyone about what (?:my )?(?:uncle|dad|stepdad|step dad|he|she|brother|cousin|coach|teacher|grandad|grandpa) (?:does|did|is doing)\b)/,
    unless:
      /\b(?:baby|toddler|cat|dog|kitten|puppy|sticky|tickl\w*|documentary|film|series|book)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'threats and control',
    pattern:
      /\b(?:controls all (?:our|my|the) money|have to ask (?:him|her|them )?for (?:bus fare|money)|(?:taken|took|takes) (?:her|his|my) (?:bank card|pension|benefits)\b[^]{0,60}\b(?:food|cries|scared)|no one else would (?:have|want) me|tells me i am worthless)\b/,
    unless: /\b(?:joint account|budget\w*|saving up|we agreed|teasing|banter)\b/,
    acrossSentences: true,
  },
];
