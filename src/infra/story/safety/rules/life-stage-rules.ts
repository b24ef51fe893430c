// Suicide and self-harm as people at different stages of life say them (twelfth round, tuned on
// the tuning half only): an old man who has "lived long enough" and has "a quicker plan", letters
// already written to his daughters, going to a late wife "on my own terms"; men's understatement
// ("the easy way out", "pack it in, not the job, life"); a veteran who wants to "follow" a buddy
// or to "eat my gun"; a new parent's note "explaining why I had to go"; a farmer's paraquat and
// loaded rifle; chronic pain and "everything in the cabinet". Self-harm: a hot spoon held to the
// skin, hurt "on purpose" because "I deserved it", "not enough to die", fresh ones beside the old
// scars, blades bought "not for shaving", blood wiped up before anyone sees, "it wasn't my cat".
// Guards keep the everyday versions out: hunting season, a retirement on one's own terms, a
// nosebleed, a cat that really did it, a friend to follow on Instagram.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE, BODY_PART, PILLS } from './lexicon';

export const LIFE_STAGE_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a wish to die',
    // A gun, a date, a plan or a late partner followed "on my own terms": intent.
    tier: 'crisis',
    pattern:
      /\b(?:(?:i have|i) lived long enough\b(?! to)|(?:do not|never) (?:plan|expect|intend|want) (?:on |to )?(?:seeing|see|make it to|reach) (?:\d+|my \w+ birthday|christmas|next year|the new year|spring)|eat(?:ing)? my (?:gun|pistol|rifle|service weapon|shotgun)|pack(?:ing)? (?:it|it all) in\b[^.!?]{0,15}\bnot (?:the|my) (?:job|work|course|team)\b[^.!?]{0,10}\b(?:life|living|everything)|say(?:ing)? goodbye to (?:my \w+|them|everyone|him|her) in my head)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    // A gun, a date, a plan or a late partner followed "on my own terms": intent.
    tier: 'crisis',
    pattern:
      /\b(?:on my own terms|(?:want|wanting|going|ready) to follow (?:him|her|them|my \w+))\b/,
    requires:
      /\b(?:died|passed (?:away|on|in (?:january|february|march|april|may|june|july|august|september|october|november|december|the (?:spring|summer|autumn|winter|night))|last (?:year|month|week|night))|lost (?:him|her|them|another|my (?:brother|sister|wife|husband|son|daughter|friend|best friend|buddy|mate|dad|mum|mom))|killed (?:himself|herself|themselves)|suicide|grave|late (?:wife|husband)|went to (?:her|him))\b/,
    unless:
      /\b(?:retire\w*|instagram|twitter|tiktok|insta|youtube|career|footsteps|lead|advice|path)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:(?:quicker|faster|easier) (?:plan|way out|exit|way to go|way)\\b[^.!?]{0,30}\\b(?:${PILLS}|rope|gun|rifle)|(?:take|taking|took) the (?:easy|coward'?s?) way out|(?:waiting for|working up|building up|finding|find) (?:the )?(?:nerve|courage|guts) to (?:stay on the tracks|jump|step off|step in front|go through with it|end it|drive off|pull the trigger)|(?:does not|do not|did not|will not) wake up\\b[^.!?]{0,20}\\bthat is the plan|take (?:everything|all of it|all the ${PILLS}) (?:in|from) the (?:cabinet|cupboard|medicine cabinet|drawer|box|bathroom)|(?:loaded|load|loading) (?:the|my) (?:rifle|gun|shotgun|pistol)\\b[^.!?]{0,40}\\b(?:by the door|by my bed|beside (?:me|the bed)|finished|done|tonight|ready))\\b`,
    ),
    unless:
      /\b(?:hunting|range|season|deer|rabbits|clay|foxes|pigeons|takeaway|ordered|exam|essay|homework|ask (?:her|him) out)\b/,
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern:
      /\b(?:(?:looking up|looked up|googl\w*|search\w*|check\w*|read\w* up on) how (?:many|much) (?:it takes|it would take|would do it|you need)\b|how high\b[^.!?]{0,30}\b(?:to be sure|to die|to kill|would kill|is fatal|is lethal)|(?:drink(?:ing)?|swallow(?:ing)?|down(?:ing)?) (?:the |some |a bottle of )?(?:paraquat|weedkiller|weed killer|bleach|antifreeze|poison|pesticide|rat poison)|(?:paraquat|weedkiller|bleach|antifreeze|poison|pesticide)\b[^.!?]{0,60}\b(?:drink(?:ing)?|swallow(?:ing)?) (?:it|some))\b/,
    unless:
      /\b(?:dog|cat|kid|toddler|accident\w*|spilled|nearly drank|by mistake|pool|paint|tiles|recipe|flour|cake)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:(?:already )?(?:written|wrote) (?:the )?letters? (?:to|for) my (?:daughters?|sons?|kids|children|wife|husband|family|parents|mum|mom|dad|brother|sister)\b(?! (?:teachers?|school|birthday|christmas|thank))|explaining why i (?:had to go|did it|left|could not stay|am gone|went)|(?:whoever|the person who) finds me|(?:will not|would not|am not going to) be (?:around|here|alive) to (?:do it|do that|see (?:it|them)|feed|look after|take care)|(?:made sure|arranged) (?:the |my )?(?:dog|cat|pets?) (?:will )?(?:go|goes|going) to (?:my|a|the) \w+)\b/,
    requires:
      /\b(?:already|goodbye|after i|when i am gone|just in case|explaining|finds me|sorry|instructions|written|wrote|sorted|arranged|everything else|letters?|notes?)\b/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:hide and seek|hide n seek|hiding game|work\\w*|shifts?|surprise)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\bi am (?:ending|going to end) it\b/,
    requires: /\b(?:no point|carrying on|go on|for good|anymore|tired of living|can not do this)\b/,
    unless:
      /\b(?:relationship|him|her|them|contract|subscription|lease|friendship|partnership|with (?:him|her|them)|dating|engagement|project|series|streak)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:(?:will not|would not|not going to|(?:do not|never) (?:reckon|think|expect) (?:i will|ill|i am going to)) be (?:around|here|alive) (?:by|for|at|to see) \w+\b[^.!?]{0,30}\b(?:fine|okay|ok|at peace|relieved|happy|good) with (?:that|it)|i want to be (?:one of them|a statistic|the next one))\b/,
    requires:
      /\b(?:fine|okay|ok|at peace|relieved|happy|good|22|twenty two|statistic|veterans?|suicides?)\b/,
    unless: new RegExp(AWAY_FOR_A_WHILE),
  },
];

export const LIFE_STAGE_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern: new RegExp(
      `\\b(?:(?:hold|held|holding|press\\w*|put|putting) (?:a |the )?(?:hot|boiling|burning) (?:spoon|iron|lighter|knife|metal|pan|coin|tap|water)\\b[^.!?]{0,20}\\b(?:on|against|to|over) my|carv(?:e|ed|ing) (?:\\w+ )?(?:words?|letters?|names?|lines?) into my ${BODY_PART}|(?:scratch\\w*|dig\\w*|pick\\w*|claw\\w*) (?:at )?my (?:${BODY_PART}|face) (?:raw|open)|not enough to (?:die|kill me|end it)|(?:fresh|new) ones (?:next to|beside|over|on top of|among|near) (?:the |my )?(?:old )?(?:scars|cuts|marks|ones)|(?:blades|razors?|razor blades)\\b[^.!?]{0,30}\\bnot for (?:shaving|my legs|my face|crafts?|work)|(?:wip\\w*|clean\\w*|mop\\w*) (?:up )?(?:the |my )?blood (?:before|so) (?:anyone|anybody|someone|mum|mom|my \\w+|they|nobody|no one)|what i (?:do|did|have done|keep doing) to my (?:${BODY_PART}|body|self)|lie (?:to \\w+(?: \\w+)? )?about (?:the |my )?(?:bandages|plasters|cuts|scars|marks|burns)|(?:it|they) (?:was|were) not (?:really )?(?:my|the) cat)\\b`,
    ),
    unless:
      /\b(?:accident\w*|oops|ouch|eczema|itch\w*|mosquito|nosebleed|nose|period|dog|meat|kitchen|gym|workout|tattoo|diet|hair|piercing|vase|knocked|broke|ate|mess)\b/,
  },
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern:
      /\b(?:slam\w*|burn\w*|hit\w*|cut\w*|ran|held|put|press\w*|bang\w*|punch\w*)\b[^.!?]{0,40}\bon purpose\b/,
    requires:
      /\b(?:deserved?|punish\w*|my (?:hand|hands|arm|arms|leg|legs|skin|wrist|wrists|thigh|fingers?|head)|told everyone it was an accident)\b/,
    unless: /\b(?:dog|cat|game|joke|lol|ball|pass|foul|kid|he|she|they|brother|sister)\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern:
      /\bbang(?:s|ing|ed)? my head (?:against|on|into)\b[^.!?]{0,20}\b(?:wall|floor|door|desk|window)\b[^.!?]{0,30}\bhard enough to (?:bruise|bleed|hurt|mark)\b/,
  },
];
