// Self-harm and abuse woven into everyday accounts and reflection answers (twenty-first to
// thirtieth rounds, tuned on their tuning halves only). Self-harm: an object put to the skin
// ("held the lighter to my arm"), harm done "on purpose" or "till it bleeds", marks explained
// away ("I said it was the cat"), hidden ("so nobody sees", "long sleeves in July again"), a
// relapse after days clean, the blade as the answer to "what would help?". Abuse: another person
// choked, beaten or shoved as someone tells it, a phone checked and friends forbidden, money and
// keys taken, a room locked from outside, food withheld, a coach or relative who "does stuff",
// threats if one tells, bruises covered with makeup.
// Guards keep the everyday versions out: shaving and waxing, cold showers for health, a cat's
// scratches in the garden, play fights and sport, a nosebleed that is one, strict but safe
// parents, a partner who helps with a budget by agreement.
import type { Rule } from '../crisis-rule';
import { BODY_PART, PERSON } from './lexicon';

const SKIN = `(?:my (?:own )?(?:\\w+ )?(?:${BODY_PART}|hands?|knuckles|back|neck|face|fingers|scalp)|myself)`;
/** Someone the writer tells about: a relative, a child, a neighbour, a friend. */
const OTHER =
  '(?:her|him|them|us|my (?:little |big |baby |older |younger )?(?:mum|mom|mother|dad|father|sister|brother|friend|best friend|nan|gran|grandma|grandad|grandpa|son|daughter|kids?|children|baby|nephew|niece|wife|husband|neighbou?r|cousin))';

export const WOVEN_IN_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern: new RegExp(
      `\\b(?:lighter|needle|eraser|rubber|scissors?|razor|blade|compass|sharpener|hot (?:iron|spoon|knife|coin|pan)|iron|cigarettes?|lit match|nails|teeth)\\b[^.]{0,30}\\b(?:to|on|into|against|across|in) ${SKIN}\\b|\\b(?:scratch|carve|carving|carved|scratched|scratching|cut|cutting) (?:words?|letters?|names?|\\w+) into my (?:${BODY_PART}|skin)\\b`,
    ),
    requires:
      /\b(?:again|till|until|blister\w*|bled|bleed\w*|burn\w*|marks?|every night|hiding|hide|on purpose|only thing|shuts|punish\w*|skin|scarf|scratch\w*|carv\w*|words?)\b/,
    unless:
      /\b(?:shav\w*|wax\w*|haircut|hairdresser|fringe|cast|tattoo|henna|sunscreen|lotion|cream|moisturi\w*|spray|tan|splinter|manicure|nail polish|doctor|nurse|injection|vaccine|insulin|blood test|pricked|thimble|knitting|embroider\w*|pattern|mosquito|bite|itch\w*|eczema|piano|guitar)\b/,
  },
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern:
      /\b(?:burn\w*|scald\w*|cut\w*|scratch\w*|hit\w*|punch\w*|bit|bite|biting|bang\w*|starv\w*|freez\w*|hurt\w*|pick\w*|dug|dig\w*)\b[^.]{0,60}\bon purpose\b|\bon purpose\b[^.]{0,20}\b(?:burn\w*|scald\w*|cut\w*|punch\w*)\b|\b(?:till|until|til) (?:the skin came off|it blistered|it bled|it bleeds|i bled|my knuckles (?:bleed|bled|split))\b|\b(?:bruises|marks|burns|cuts) (?:that )?i (?:give|gave|do|did) (?:to )?myself\b|\b(?:bruises|marks|burns) on my \w+ are from me\b|\bmine\.? i did them\b|\bpunish\w* (?:this|my) body\b|\bi do that to myself\b|\b(?:the )?(?:blade|razor) is (?:who|what|the only thing) i (?:reach out to|turn to|have)\b|\bpain to feel something\b|\bself punishment\b[^.]{0,30}\bdeserve\b|\bpain on the outside is easier\b|\bpick at the old cuts\b|\bpicking the scabs on my \w+ open\b|\bi (?:bang|banged|hit) my head on the (?:wall|steering wheel|floor|door)\b/,
    requires:
      /\b(?:myself|my (?:\w+ )?(?:arms?|hands?|legs?|thighs?|skin|wrists?|knuckles|head|stomach|body|back|ankles?)|me|i did|i deserve|again|every|blade|razor|cuts?|scabs|bleed\w*|bled|blister\w*|angry|when (?:it|i)|at night|helps|mess up)\b/,
    unless:
      /\b(?:eczema|psoriasis|rash|hives|mosquito|bites|chicken ?pox|toast|dinner|cake|bit(?:e|ing)? my nails|cuticles?|hangnail|food|pan|oven|bbq|barbecue|sunburn|sun|wim hof|cold (?:water|exposure|plunge)|benefits|ice bath|training|recovery|healthy|gym|boxing|sparring|bag|drums|drumming|joke|prank|lol|jk|sister|brother|annoy|game|spreadsheet|code|bug|homework|explain\w*|paperwork|bureaucracy|figurative)\b/,
  },
  {
    category: 'self_harm',
    reason: 'hiding self-harm',
    pattern: new RegExp(
      `\\b(?:said|told (?:her|him|them|my \\w+)|say) (?:it was|they were|i) (?:the cat|a nosebleed|basketball|the garden|from the garden|fell off my bike|fell)\\b[^.]{0,60}\\b(?:did not do it|do not have a cat|do not play|second time|not)\\b|\\bthinks? (?:the |my )?(?:bandages?|marks|cuts|scars|bruises|burns|plasters) (?:are|were) (?:old|from)\\b|\\bthinks? i am (?:just )?clumsy\\b[^.]{0,20}\\bi am not\\b|\\b(?:cutting|cut|started again)\\b[^.]{0,30}\\b(?:so nobody sees|where nobody (?:looks|sees|can see))\\b|\\bnobody (?:knows about|notices|sees|has seen) (?:the (?:marks|cuts|scars) on )?my (?:scars|cuts|marks|thighs|wrists)\\b|\\bwithout them seeing my (?:wrists|arms|thighs|scars)\\b|\\blong sleeves in (?:july|august|june|summer|the heat)\\b|\\bhid(?:e|ing) my (?:arms|wrists|thighs) from\\b|\\bhow to hide them at the (?:beach|pool)\\b|\\b(?:explain|hide|see) the cuts\\b|\\bi clean them up after so no one\\b|\\bwhy i (?:will not|do not|won't) change in front of\\b|\\bwhy i always wear a (?:watch|bracelet|band) on that wrist\\b|\\btissues with blood\\b[^.]{0,40}\\bsaid it was\\b|\\bsleeves pulled down\\b[^.]{0,30}\\bnobody asked\\b|\\bmatching ones on my (?:thighs|arms|wrists)\\b|\\bthe marks fade eventually\\b[^.]{0,30}\\bmine\\b`,
    ),
    unless:
      /\b(?:eczema|psoriasis|tattoo|sunburn|stretch marks|cellulite|flabby|wobbly|jiggly|bingo wings|tan lines|sun allergy|modest\w*|hijab|cold|chilly|air con|cat scratched me in the garden|birthmark)\b/,
    acrossSentences: true,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\brelapsed\b[^.]{0,40}\b(?:cutting|razor|blade|self ?harm|burning)\b|\b(?:clean|days clean|weeks clean|months clean)\b[^.]{0,40}\brelapsed\b[^.]{0,30}\b(?:razor|blade|cut\w*)\b|\bclean streak broken\b|\b(?:just|only) a few (?:cuts|scratches|burns)\b[^.]{0,40}\b(?:not a big deal|nobody sees|not like i am trying)\b|\bi (?:only )?do it to my thighs\b|\bi (?:need to feel something|feel nothing) so i use the blade\b|\bthe blade in my pencil case\b|\bi scratch (?:till|until) it bleeds\b|\brunning out of (?:bandaids|plasters)\b|\bgoing through (?:the )?plasters fast\b|\b(?:what would help|what helps)(?: tonight)?\?? (?:is )?(?:the )?(?:blade|razor)\b|\bits ok to cut if\b/,
    requires:
      /\b(?:cut\w*|razor|blade|self ?harm|burning|scratch\w*|thighs|bandaids|plasters|bleeds)\b/,
    unless:
      /\b(?:smok\w*|drink\w*|alcohol|vap\w*|diet|sugar|gambl\w*|garden|cat|bramble|roses|kitten|shaving|paper|kitchen|climbing|bike|football|rugby|toddler|kids? (?:fall|fell))\b/,
    acrossSentences: true,
  },
];

export const WOVEN_IN_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern: new RegExp(
      `\\b${PERSON}(?:'s \\w+)?\\s+(?:always |still |often |sometimes |just |also )?(?:chokes?|choked|strangles?|strangled|hits?|beats?|batters?|punch(?:es|ed)|kicks?|kicked|slaps?|slapped|shoves?|shoved|pushe[sd]|burns|drags?|dragged|hurts|is hurting) ${OTHER}\\b`,
    ),
    notFollowedBy:
      /^ (?:at|in (?:a|the) (?:game|match|race)|in the arm (?:as a joke|for)|to it|to the|on the (?:swing|trampoline)|up|off)\b/,
    unless:
      /\b(?:chess|game|race|swing|cards|tennis|play\w*|tag|pillow fight|wrestl\w*|joke|prank|gently|hug|tickl\w*|trampoline|match|monopoly|scrabble|fifa|mario|lol|haha|pram|wheelchair|buggy|shopping trolley|record|deadline)\b/,
  },
  {
    category: 'abuse',
    reason: 'being controlled',
    pattern:
      /\b(?:he|she|my (?:husband|wife|partner|boyfriend|girlfriend|dad|mum|mom))\b[^.]{0,20}\b(?:checks|reads|goes through|tracks) my (?:phone|messages|location)\b[^.]{0,60}\b(?:if|leave|hit|can not|cant|so i|ten minutes|sleep on|not allowed|quiet)\b|\b(?:checks|check) my phone\b[^.]{0,30}\b(?:i (?:cant|can not) (?:really )?reach out|quiet writing this)\b|\bi have to be quiet writing this\b|\bi am not allowed (?:to have |to see |a key to |my own |out without )(?:friends|my friends|my own|him|bank card|house|without)?\b|\bmakes? me ask (?:permission|him) (?:to|before|for)\b|\bwill not let me have my (?:\w+ )?(?:meds|medication|pills|money|phone)\b|\bcontrols all the money\b|\bi have to ask (?:him|her) for (?:bus )?money\b|\bhe lets me in when he decides\b|\bhim not finding out i am using this\b/,
    unless:
      /\b(?:curfew|homework|screen time|make sure i got home|got home safe|to keep me safe|parental controls|exam|bedtime|16|15|grounded|teen|the kids'? phone|budget app|agreed|we both)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:locks?|locked|keeps?|kept) (?:me|her|him|my \w+(?: \w+)?) (?:in|locked in) (?:the|my|a|her|his) (?:box room|cupboard|back room|room|shed|wardrobe|cellar|basement)\b|\bdoor locked from (?:the )?outside\b|\blocks my room at night\b|\bwithout food\b[^.]{0,30}\b(?:days?|when|if|i am \d+)\b|\bwill not let me eat\b|\bkneel on rice\b|\bdodged a (?:plate|bottle|glass|mug|punch|chair)\b|\b(?:makeup|concealer) (?:that |to )?covers? (?:it|the bruises?|the marks)\b|\bthe bruise she covered with makeup\b[^.]{0,30}\bi am good at that\b|\bbruises? on (?:my|her|his) (?:neck|wrists|arms|legs)\b[^.]{0,40}\b(?:from (?:him|her)|shape of fingers|flinch\w*)\b|\b(?:bruises|marks) (?:every week|on her wrists)\b|\bflinch(?:es|ed)? (?:when|at) (?:he|she|my \w+|everyone)\b|\bscream\w* through the wall\b|\b(?:she|he) is the one who does it\b|\bdoes not stop when you cry\b|\b(?:swinging|throwing things) (?:again|at us)\b|\bended up in a ?e\b|\bpushed down the stairs\b|\bbatters? (?:me|us)\b|\bpins? me against\b|\bpinned me against\b|\bdrags? me (?:round|around|out of bed|by)\b|\bdragging me out of bed\b|\bgrabs me by the hair\b|\bwith a knife in his bag\b|\bhands round my neck\b|\bpillow over (?:her|his|my) face\b/,
    unless:
      /\b(?:film|movie|show|book|game|drama|soap|documentary|cat|dog|puppy|kitten|toddler tantrum|tv was loud)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'sexual abuse',
    pattern:
      /\b(?:does|did|do) (?:stuff|things) to me i (?:do not|did not) like\b|\bwhat he does (?:at night|feels wrong)\b|\bmakes me stay (?:late|behind|after (?:practice|training))\b[^.]{0,60}\b(?:touch\w*|does|wrong|not allowed to say|body|alone)\b|\bsends me (?:weird |naked |dirty )?pics\b[^.]{0,20}\bnot to tell\b|\bcomes into (?:the|my) room at night\b[^.]{0,40}\b(?:pretend\w*|touch\w*|secret)\b|\bwatches me in the shower\b|\bsore down there\b|\bmade me promise not to tell\b|\b(?:touched|touches) my (?:daughter|son|sister|brother|niece|nephew|little \w+)\b|\bforced me when i said no\b|\bforces me when i say no\b|\bmade me do stuff i did not want\b[^.]{0,20}\basleep\b|\bmakes (?:her|him) do things at night\b/,
    unless:
      /\b(?:chores|homework|dishes|laundry|revision|spinach|vegetables|exercise|laps|drills)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'threats to stop someone telling',
    pattern:
      /\bif i tell (?:anyone|anybody|someone)\b[^.]{0,60}\b(?:kill|hurt|beat|take|send me away|regret)\b|\b(?:he|she) will kill (?:mum|mom|me|her|him)\b|\b(?:he|she) says he will leave if i talk to\b|\bthats what mum told me to say\b|\bwhat (?:mum|mom|dad) told me to say\b/,
    unless: /\b(?:joking|kidding|lol|haha|surprise|party|spoiler|secret santa)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'financial abuse of an older person',
    pattern:
      /\btakes? (?:her|his|my) pension\b|\bkeeps? (?:her|him|mum|dad|my \w+) drugged\b|\btook my bank card to help me budget\b|\b(?:took|takes) my car keys and my phone\b/,
  },
];
