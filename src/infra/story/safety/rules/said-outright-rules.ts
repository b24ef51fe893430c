// Risk said outright in words the earlier rules did not know (eighteenth to twentieth rounds,
// tuned on their tuning halves only): an attempt before and the next one planned, an act under
// way (pills kicking in, answering from the bridge, sitting with the razor), intent to end
// things, a spot picked and the drop checked, a gun within reach, pills gathered, a father who
// "did it in the shed"; self-harm again and deeper, knuckles split on a wall, a heated spoon, a
// sharpener taken apart, bruises "from me", food refused as punishment, batteries swallowed;
// sex forced, threats to kill on leaving, a belt and welts, burns from an iron, a child with
// burns, images held for money, a forced marriage, a person locked in a room or denied medicine.
// Guards keep the everyday versions out: exams and driving tests retaken, painkillers for a bad
// back, climbing ropes, shaving, a haircut or a power cut "again", a deep dive, garden scratches
// from the cat, a sunburn, a vase broken, a picnic spot, a surprise.
import type { Rule } from '../crisis-rule';
import { ACTIVE_DEATH, HIGH_PLACE, PILLS } from './lexicon';

const SELF_HARM_CONTEXT =
  /\b(?:deeper|plasters?|bandag\w*|blood|bleed\w*|arms?|thighs?|wrists?|hips?|marks|blade|razor|tonight|again)\b/;

export const SAID_OUTRIGHT_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a recent attempt',
    pattern:
      /\b(?:last time|the last time|first time|when) i tried\b|\bthis time i will make sure (?:it works|i do not wake up|it is enough|it is done)\b|\b(?:my|an|another|a|2nd|second|third|3rd|first) (?:suicide )?attempt\b|\b(?:going to|gonna|i will) try again\b/,
    requires:
      /\b(?:woke up|hospital|this time|make sure|pills|rope|overdose|psych|ward|found me|survived|discharged|sent me home|tried on|this year)\b/,
    unless:
      /\b(?:driving|exam|test|record|bake|recipe|pb|marathon|goal|penalty|rugby|cake|diet|quit\w*|smok\w*|interview|ielts|login|password|rehab|sober|ivf|pregnan\w*)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a recent attempt',
    pattern:
      /\b(?:the )?(?:rope|noose|belt|cord) (?:snapped|broke|did not hold)\b|\b(?:pulled|dragged) me out\b[^.]{0,40}\b(?:angry|hate|wish)\b|\bfound me (?:both|two|three) times\b|\b(?:a )?rope that holds this time\b/,
    unless: /\b(?:swing|climb\w*|tent|washing|tow\w*|boat|anchor|lead|guitar|string|tug)\b/,
  },
  {
    category: 'suicide',
    reason: 'an overdose or act under way',
    pattern: new RegExp(
      `\\b(?:the )?${PILLS} (?:are|is) (?:starting to |beginning to )?kick(?:ing)? in\\b|\\b(?:answering|writing|typing) (?:this|these)(?: \\w+)? (?:from|on|at) (?:the|a) ${HIGH_PLACE}\\b|\\b(?:sitting|sat|lying) (?:in the bath |on the floor |in the car |on the bed )?with (?:the|a|my) (?:razor|blade|knife|pills|tablets|rope|gun|shotgun|pistol)\\b[^.]{0,60}\\b(?:before|last|goodbye|go through)\\b|\\bbefore i go through with it\\b`,
    ),
    unless:
      /\b(?:library|office|hotel|flat|apartment|view|cafe|back|headache|migraine|tooth|period|cramps|hay ?fever|allerg\w*|flu|relief|caffeine|shav\w*|legs|cooking|chopping|recipe|wedding|surgery|operation|tattoo|piercing|interview|presentation|speech|bungee|skydive)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:intend|intends|intended|mean|am meaning) to ${ACTIVE_DEATH}|\\b(?:had|have had) (?:quite|more than|just about) enough of (?:living|life|being alive)\\b|\\bme ${ACTIVE_DEATH}\\b(?! (?:with|between))`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:be|would be) (?:grand|great|nice|better|easier|a relief|good|fine|lovely|best)(?: altogether)? if i (?:just )?(?:stopped existing|was not here|were not here|was gone|were gone|did not wake up|disappeared for good|was not around)\b/,
    notFollowedBy: /^ (?:on|for|at|by|this|next|tomorrow|today|tonight|when|while)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern: /\bi (?:still )?want out\b(?! of)/,
    requires: /\b(?:psych|attempt|ward|hospital|nothing has changed|discharged|life|living)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:tomorrow|tonight) i am not waking up\b|\bif i am still here (?:in the morning|tomorrow|by monday|next week)\b[^.]{0,40}\b(?:surprised|not planning|not going)\b|\bby the time (?:they|anyone|someone|you|she|he) notices? i will be gone\b|\bit will not matter after (?:tonight|tomorrow|this weekend|the weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
    unless:
      /\b(?:exams?|deadline|results|test|match|election|holiday|trip|flight|moving|party|interview)\b/,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern: new RegExp(
      `\\bonce i (?:empty|finish|take|down|swallow) this (?:bottle|packet|box|lot)\\b|\\bwhat the ${PILLS}(?: in my \\w+)? (?:are|is) for\\b|\\b(?:got|have|saved) enough (?:saved )?to make sure\\b|\\b(?:counting|working out) what would be enough\\b|\\b(?:took|got|taken|nicked|stole) (?:my )?(?:\\w+'?s )?${PILLS} (?:out of|from) the (?:cabinet|cupboard|drawer)\\b`,
    ),
    requires:
      /\b(?:rest|same as|sleep|not wake|enough|drawer|waiting|weekend|tonight|away|home|finally|make sure|for)\b/,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern:
      /\bthe rope(?:'s| is| has been) (?:already )?(?:in|up|ready|tied|hanging)\b|\b(?:got|have) the key to (?:my )?(?:dads?|fathers?|the|his|her) (?:gun safe|gun cabinet|shotgun|rifle|guns?)\b|\b(?:shotgun|gun|rifle|pistol) is in the (?:wardrobe|cupboard|drawer|safe|shed|car)\b/,
    requires:
      /\b(?:waiting|tonight|alone|shells|bullets|right night|know where|garage|rest|good)\b/,
    unless:
      /\b(?:tent|boat|climb\w*|swing|washing|tow|gym|skipping|hunting|range|clay|licen[cs]e|season|pigeons?|rabbits|deer|cleaning)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:picked|chosen|found|checked out|scoped out) (?:the|a|my) (?:${HIGH_PLACE}|spot|place|tree|drop|building|gorge|quarry)\\b|\\b(?:check|checking|checked) (?:the )?drop\\b|\\bworking up to it\\b|\\b(?:standing|stood|sat|sitting) (?:at|on) (?:that|the) (?:car ?park |bridge |roof )?(?:edge|ledge|railing)\\b[^.]{0,30}\\b(?:every|each|most) night\\b`,
    ),
    requires:
      /\b(?:friday|tonight|after|when|jump|do it|already|nobody|every night|gorge|bridge|cliff|quarry|edge|ledge)\b/,
    unless:
      /\b(?:picnic|wedding|holiday|view|photo\w*|camping|date night|restaurant|venue|party|climb\w*|abseil\w*|bungee|diving|zip ?line|drone|scaffold\w*|ladder)\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling like a burden',
    pattern:
      /\bmy (?:life )?insurance is worth more than (?:i am|me)\b|\b(?:they|the kids|my (?:kids|children)) would be fine (?:with \w+ )?without me\b|\bletting myself (?:fade|waste|slip) (?:out|away)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:dad|father|mum|mom|mother|brother|uncle|grandad|grandfather) did it in the (?:shed|garage|barn|woods|attic|loft|car)\b[^.]{0,40}\b(?:understand|why|same)\b|\b(?:wish|hope|hoping|pray\w*) (?:that )?(?:the|a|some) \w+ would (?:just )?(?:hit me|run me over|crash)\b|\b(?:would not|would never|genuinely would not|genuinly would not|honestly would not) mind (?:not waking up|never waking up|if i did not wake up|dying|if i died)\b/,
  },
  {
    category: 'suicide',
    reason: 'no reason to live',
    pattern:
      /\b(?:stopped seeing|lost) (?:any|a|the) reason to (?:be here|stay|live|go on|keep going)\b|\bknowing i can end it (?:whenever|any time|anytime)\b|\b(?:i am|i am about to|i will|i am going to) (?:stop|give up) too\b/,
    unless: /\b(?:job|course|diet|team|club|uni|college|smoking|drinking)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:tonight is|tonights|tonight's) the night\b|\b(?:wrote|written|writing) (?:the |my )?(?:letters|goodbye letters)\b|\bletters are written\b|\b(?:let|letting|allow|allowing) (?:myself|meself) (?:to )?(?:rest|sleep|go)(?: to sleep)? (?:for good|forever|and not wake)\b|\bpermission to not be (?:here|alive|around)\b|\b(?:nobody|no one) will (?:ever )?know it was not an accident\b/,
    requires:
      /\b(?:deleted|sorry|goodbye|note|pills|rope|picked|day|leaving|gone|after|kindest|stop|ready|forever|for good|not wake|birthday|by my|accident)\b/,
    unless: /\b(?:proposal|propos\w*|wedding|gig|concert|party|premiere|date|christmas cards)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:that is|thats|which is|it is) (?:exactly )?where i (?:am|have been) planning to be\b|\bwait for me\b/,
    requires: /\b(?:roof|bridge|edge|sea|river|tonight|soon|character|story)\b/,
    unless: /\b(?:pub|party|meeting|holiday|trip|call|gym|class)\b/,
  },
];

export const SAID_OUTRIGHT_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:cut|burned|burnt|scratched) (?:myself )?again\b|\b(?:went|cut|gone) (?:too )?deep(?:er)? (?:than usual|than before|this time)\b|\bwent too far tonight\b|\bthe cuts i made\b|\banother (?:line|cut|mark|scar) on my (?:hip|arm|thigh|leg|wrist|stomach)\b/,
    requires: SELF_HARM_CONTEXT,
    unless:
      /\b(?:hair|power|budget|hours|funding|wifi|internet|electric\w*|bangs|fringe|dive|diving|swim\w*|dig\w*|garden|hole|rabbit hole|cat|brambles|roses)\b/,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:punch\w*|hit\w*|bang\w*) (?:the|a) wall (?:till|until) my (?:knuckles|hands?|fists?) (?:bleed|bled|split|broke|bruised)\b|\b(?:heat|heated|heating) (?:a|the|up a) (?:spoon|lighter|knife|coin|key)\b[^.]{0,40}\b(?:on|against|into) my (?:skin|wrist|arm|leg|thigh|hand)\b|\bcarv\w* [a-z ]{1,25}into my (?:skin|arm|thigh|leg|wrist|stomach)\b|\bsharpener(?:'s| is)? (?:already )?(?:taken apart|apart|broken open)\b|\bthe thing with the (?:compass|blade|razor|lighter|sharpener|scissors)\b|\bswallowed (?:a couple of |some |two |a )?(?:batteries|battery|glass|pins|needles|bleach|razor blades)\b/,
  },
  {
    category: 'self_harm',
    reason: 'hiding self-harm',
    pattern:
      /\bi did (?:them|it|these|those) (?:to )?myself\b|\b(?:they are|they were) (?:from|by) me\b|\b(?:marks|cuts|scratches|bruises|burns|arms?)\b[^.]{0,40}\b(?:from|was|were) the cat\b/,
    requires:
      /\b(?:bruises|marks|cuts|burns|scratches)\b[^.]*\b(?:they are not|not really|lied|myself|from me|hairbrush)\b|\b(?:bandaged|thinks it was|told the)\b/,
    acrossSentences: true,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\bthe (?:blade|razor) (?:in|under|inside) my\b[^.]{0,30}\b(?:helps|every night|calm|tonight)\b|\bwhat helps (?:me )?(?:calm down )?is the (?:razor|blade|knife|lighter)\b|\bstart(?:ed)? cutting at \d+\b|\b(?:do not|did not) deserve (?:food|to eat)\b|\bnot eating (?:today )?as (?:a )?punishment\b/,
    unless: /\b(?:hair|grass|hedge|onions|wood|paper|coupons|shav\w*|lol)\b/,
  },
];

export const SAID_OUTRIGHT_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'sexual abuse',
    pattern:
      /\bforces? (?:sex|himself|herself) on me\b|\bforc\w* me (?:to have sex|into sex|to sleep with)\b|\b(?:the )?one who touches me\b|\btrying to come in when i (?:shower|bath|am changing|change|sleep)\b|\bsays (?:that )?(?:too|our (?:little )?secret)\b[^.]{0,30}\b(?:coach|uncle|teacher)\b|\b(?:coach|uncle|teacher|tutor) says (?:that|it) too\b/,
    requires: /\b(?:me|coach|uncle|teacher|tutor|secret)\b/,
  },
  {
    category: 'abuse',
    reason: 'a threat to kill',
    pattern:
      /\bif (?:i|she|he) (?:leave|leaves|go|goes|tell|tells|call|calls|report|go to the (?:cops|police))\b[^.]{0,20}\b(?:he|she|they|hell|shell) (?:will )?kill (?:me|her|him)\b|\b(?:will|would|is going to) kill (?:me|her|him) if (?:i|she|he) (?:leave|leaves|go|goes|tell|tells|call|calls|go to the (?:cops|police))\b|\bthreaten\w* to (?:hurt|kill|beat|harm) (?:him|her|me|them|us)\b/,
    unless: /\b(?:lol|haha|vase|late|homework|forgot|broke the|spoil\w*|game|joke)\b/,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:klaps|slaps|hits|beats|punches|kicks|chokes|strangles|smacks) me (?:every|when|whenever|if)\b|\b(?:not using|uses|used) the belt\b|\bwelts\b|\bburn(?:ing|ed|s)? me with (?:the|an?|her|his) (?:iron|cigarette|lighter|spoon|kettle)\b|\b(?:dad|father|stepdad|mum|mom|he|she|uncle|brother) hurts me (?:every|when|if|all)\b|\b(?:he|she|they|my \w+) broke my (?:arm|wrist|nose|ribs?|jaw|finger|hand|leg|collarbone)\b/,
    unless:
      /\b(?:accident\w*|football|rugby|game|match|trampoline|ski\w*|wrestl\w*|toddler|baby|lol|haha|sparring|boxing)\b/,
  },
  {
    category: 'abuse',
    reason: 'sexual images used to threaten or shame',
    pattern:
      /\b(?:wants|demanding|asks for|asking for) (?:money|more|bitcoin|gift cards)\b[^.]{0,20}\bor (?:he|she|they) (?:sends?|posts?|shares?|leaks?|will send|will post)\b|\b(?:makes|made|asks|asked|pressur\w*|forces|wants) (?:her|him|me) (?:to )?send (?:him |her |them )?(?:pics|photos|nudes|pictures|videos)\b/,
    requires: /\b(?:video|call|recorded|pics|photos|nudes|year old|older|adult|dating|\d+)\b/,
    unless: /\b(?:holiday|dog|cat|garden|baby|grandkids|progress|lol)\b/,
  },
  {
    category: 'abuse',
    reason: 'controlling behaviour',
    pattern:
      /\b(?:to|make me|making me|force me to|forcing me to) marry (?:a man|a woman|someone|a stranger|my cousin|an old)\b[^.]{0,40}\b(?:never met|do not know|do not want|refuse|against my will|without asking)\b|\b(?:took|taken|keeps?|has) my passport and i work\b|\b(?:tracks|is tracking|checks) my (?:phone|location)\b[^.]{0,60}\b(?:turns up|screaming|kill|hurt|broke|will know|every message)\b/,
  },
  {
    category: 'abuse',
    reason: 'neglect of a person in care',
    pattern:
      /\b(?:is|are|was|kept) locked in (?:the|a|her|his) (?:back )?(?:room|bedroom|cupboard|shed|cellar|basement)\b|\b(?:do not|does not|will not|never) give (?:him|her|me) (?:his|her|my) (?:medicines?|medication|meds|tablets|insulin|food)\b/,
    requires:
      /\b(?:all day|for hours|calling for help|days|crying|make|father|mother|elderly|\d+ year old|carer|home|floor)\b/,
  },
  {
    category: 'abuse',
    reason: 'a child harmed or neglected',
    pattern:
      /\b(?:always has|has|had|with) (?:burns|bruises|welts|black eyes?) on (?:her|his) (?:arms|legs|face|back)\b/,
    requires:
      /\b(?:she is \d|he is \d|\d+ ?(?:yo|year old)|stepdad|screams|kid|child|little|neighbou?r)\b/,
    unless: /\b(?:sunburn|cooking|kitchen|oven|football|rugby|trampoline|bike|climbing)\b/,
    acrossSentences: true,
  },
];
