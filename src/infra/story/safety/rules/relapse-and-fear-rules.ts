// Self-harm and abuse said plainly but in words earlier rules did not know (thirty-first to
// thirty-fifth rounds, tuned on their tuning halves only): a relapse counted in days, cutting
// "a little" or "every night", the sting after, a head banged until it goes quiet, hair pulled out
// in patches, marks explained by a cat one does not have, arms nobody may see; a partner one must
// not be on the phone when he gets back, a coach who asks for secrets or pictures, a belt, a
// relative who "does things" and calls it a game, an elder kept in a room or robbed of a bank card,
// and the same said in world Englishes.
// Guards keep the everyday versions out: haircuts, cooking, diets and habits given up, sports
// injuries, games, accidents, lockdowns and grounded teenagers.
import type { Rule } from '../crisis-rule';

const NOT_SKIN =
  '\\b(?:hair|fringe|bangs|onions?|veg\\w*|fabric|paper|budget|costs|sugar|carbs|coffee|fat|wood|cake|bread|meat|nails|grass|hedge|sleeves?|scenes?|film|video|edit|clips?|class|classes|school|corners|back on|down on|ties|losses|queue|in line)\\b';
const A_HABIT =
  '\\b(?:smok\\w*|vap\\w*|drink\\w*|alcohol|sober|sugar|weed|nicotine|cigarettes?|gambl\\w*|porn|caffeine|coffee|social media|tiktok|nail biting|biting my nails|chocolate|diet|junk food|takeaways?)\\b';
const PLAY =
  '\\b(?:pillow|foam|nerf|toy|play\\w*|game|joke|snowball|ball|football|rugby|wrestl\\w*|karate|judo|boxing|sparring|by accident|accidentally|am i right|lol|haha)\\b';

export const RELAPSE_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:i )?(?:just |only )?cut (?:a little|a bit|a little bit|just a little|only a little)(?=\s*(?:,|$)| (?:tonight|today|again|last night|this morning|nothing|not like|before)\b)|\b(?:been|started|keep|kept) cutting (?:again|every (?:night|day)|most nights|each night)\b|\bcutting\b[^.]{0,20}\b(?:the only thing that (?:works|helps)|only thing that helps)\b|\bfrom cutting\b|\b\d+ (?:days|weeks|months) without cutting\b|\bthe (?:blade|razor)\b[^.]{0,10}\bmy (?:only )?(?:friend|comfort|best friend)\b/,
    unless: new RegExp(`${NOT_SKIN}|${A_HABIT}`),
    acrossSentences: true,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\brelapsed\b[^.]{0,30}\b(?:\d+|two|three|four|five|six) (?:days|weeks|months) clean\b|\b\d+ (?:days|weeks|months) clean\b[^.]{0,20}\b(?:relapsed|broke it|lost it|ruined)\b/,
    unless: new RegExp(A_HABIT),
  },
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern:
      /\b(?:helped|helps|calms me)\b[^.]{0,30}\bthe sting(?: after)?\b|\bbang(?:ed|ing)? my head (?:against|on|off) (?:the|a) (?:wall|door|floor|desk)\b[^.]{0,10}\b(?:til|till|until) (?:it|i|the)\b|\bbite my (?:hands?|arms?|wrists?)\b[^.]{0,20}\buntil (?:they|it) (?:bruise|bleed|bleeds|bruises)\b|\bpull(?:ing)? my hair out in (?:patches|clumps)\b|\b(?:smashed|broke) a (?:glass|mirror|bottle|mug)\b[^.]{0,20}\bused (?:a piece|a shard|a bit|the pieces?|a sharp bit) of it\b|\b(?:just|only) (?:scratches|a few scratches|some scratches|marks|a few cuts)\b[^.]{0,20}\bnot like i am trying to (?:die|kill myself)\b|\bi (?:just )?need to hurt\b(?! (?:less|someone|him|her|them|you|your|his|their|my (?:feelings|pride)))|\bbun (?:miself|mi self|myself)\b|\bpinapaso ko\b/,
    unless:
      /\b(?:nettle|bee|wasp|salt|antiseptic|tattoo|piercing|shot|injection|vaccine|wax\w*|aftershave|cold water|ice bath|sauna|plunge|code|project|spreadsheet|homework|paperwork)\b/,
  },
  {
    category: 'self_harm',
    reason: 'hiding self-harm',
    pattern:
      /\bwe do not (?:even )?have a cat\b|\b(?:wrists?|arms?|thighs?)\b[^.]{0,10}\b(?:got|has|have) (?:a lot of |lots of |so many )?lines\b|\bmy (?:thighs|hips|stomach|upper arms)\b[^.]{0,20}\b(?:covered|hidden)\b[^.]{0,20}\bnobody (?:checks|looks|sees|asks)\b|\bno ?one can (?:know|see|find out) about (?:my|the) (?:arms|wrists|thighs|legs|scars|cuts|marks|burns)\b|\b(?:would|will|might) see (?:the|my) (?:scars|cuts|burns)\b[^.]{0,20}\b(?:freak|panic|lose it|worry|ask)\b|\basking why i (?:wear|have|always have) (?:so many )?(?:plasters|bandaids|band aids|bandages|long sleeves)\b[^.]{0,30}\b(?:laugh|lie|make up|change the subject)\b/,
    unless:
      /\b(?:surgery|operation|c section|caesarean|tattoo|acne|chicken ?pox|stretch marks|dog bite|bike|crash|eczema|psoriasis|allerg\w*)\b/,
    acrossSentences: true,
  },
];

export const FEAR_AT_HOME_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:hits?|beats?|whips?|whipped|smacks?|smacked) (?:me|us|him|her|my \w+) with (?:the|a|his|her) (?:belt|stick|cane|slipper|wire|cord|hanger|wooden spoon|ruler|buckle)\b|\b(?:dad|father|mum|mom|mother|stepdad|step dad|he|she|husband|boyfriend|uncle)\b[^.]{0,5}\b(?:smacked|slapped|punched|whacked|belted|hit|kicked) me so hard\b|\bburn(?:s|ed)? me with (?:a |the )?(?:hot )?(?:spoon|iron|cigarette|lighter|pan|kettle)\b|\bbatter(?:s|ed)? (?:ma|my) (?:maw|mam|mum|ma|wife|missus)\b|\blick (?:mi|me) dung\b|\b(?:mine|he|my husband|my dad|my partner|my boyfriend) broke my (?:wrist|arm|nose|ribs?|jaw|finger|collarbone)\b|\bhurts (?:her|him|them) on (?:his|her|their) (?:weekends|visits|access days)\b|\bcomes back (?:scared|terrified|with bruises|bruised)\b|\b(?:kid|child|boy|girl|baby)\b[^.]{0,20}\balways has (?:bruises|marks|burns)\b|\bi (?:just )?say i (?:walked into|fell|bumped into) (?:things|a door|the door|doors)\b|\bblack eye\b[^.]{0,20}\b(?:she|he) said (?:it )?was (?:a|the) (?:cupboard|door|fall)\b|\b(?:parents|mum|mom|dad|husband|wife|partner|boyfriend|girlfriend|stepdad|carer|family) (?:is|are) the ones? (?:who (?:is|are) |that (?:is|are) )?hurting me\b/,
    unless: new RegExp(
      `${PLAY}|\\b(?:climb\\w*|tree|skat\\w*|clumsy|rough and tumble|fish|chicken|pancakes?|cricket|cooking|by mistake|fell off)\\b`,
    ),
  },
  {
    category: 'abuse',
    reason: 'fear of someone at home',
    pattern:
      /\bwalk(?:ing)? on eggshells\b[^.]{0,20}\bor (?:he|she|they) (?:loses it|explodes|hits|goes off|kicks off|gets violent)\b|\bif (?:he|she) (?:did not|never|would not) (?:come|came) home\b[^]{0,30}\b(?:sounds awful|sounds bad|terrible thing to say|awful thing)\b|\b(?:he|she) (?:will be|gets|is) (?:angry|mad|furious|so angry|really angry)\b[^.]{0,15}\bi am on my phone\b|\bwhenever i say no\b[^.]{0,10}\b(?:he|she) does it anyway\b|\bwe are married so (?:i guess )?it does not count\b|\b(?:says|said|tells me|told me) (?:she|he|they) wish(?:es|ed)? i (?:was|were|had) never (?:been )?born\b/,
    requires:
      /\b(?:he|she|they) (?:is back|will be back|is home|gets home|loses it|explodes|hits|goes off|kicks off|gets violent)\b|\btyping fast\b|\bhave to go\b|\bsounds awful\b|\bterrible thing\b|\bawful thing\b|\bdoes it anyway\b|\bdoes not count\b|\bnever (?:been )?born\b/,
    unless: /\b(?:lol|haha|joke|joking|kidding|boss|dog|cat)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'unwanted sexual contact',
    pattern:
      /\b(?:coach|teacher|tutor|uncle|cousin|priest|pastor|instructor|trainer|manager|boss|stepdad|step dad|babysitter)\b[^.]{0,15}\bmakes? (?:me|us|the (?:younger |little )?(?:girls|boys|kids)) (?:keep (?:secrets|it secret|quiet)|send (?:him|her) (?:pictures|pics|photos|nudes)|stay behind alone)\b|\b(?:uncle|cousin|stepdad|step dad|teacher|coach|grandad|grandpa|babysitter|neighbou?r)\b[^.]{0,10}\b(?:touches|touched|keeps touching|kept touching) me\b[^.]{0,30}\b(?:when|nobody|no one|do not tell|secret)\b|\b(?:does|did|doing) (?:things|stuff) to me\b[^.]{0,30}\b(?:game|secret|do not tell|i am \d+)\b|\b(?:lose my job|fire me|sack me|fail me)\b[^.]{0,10}\bif i (?:do not|will not|refuse to) (?:go to (?:his|her) (?:hotel room|room|flat|house|place)|sleep with)\b/,
    unless: /\b(?:extra laps|drills|homework|lines|presents? for (?:mum|mom|christmas))\b/,
  },
  {
    category: 'abuse',
    reason: 'threats to stop someone telling',
    pattern:
      /\b(?:says|said) (?:he|she|they) will (?:drop me|kick me off|fail me|fire me|hurt (?:me|my \w+(?: \w+)?))\b[^.]{0,20}\bif i (?:tell|stop|say anything)\b/,
    unless: /\b(?:lol|haha|joke|joking|kidding|surprise|party|present)\b/,
  },
  {
    category: 'abuse',
    reason: 'financial abuse of an older person',
    pattern:
      /\b(?:she|he|they|son|daughter|daughter in law|son in law|carer|nephew|niece)\b[^.]{0,5}\b(?:is |has |have )?taken my (?:bank card|pension|savings|benefits)\b|\b(?:will not|does not) let me see (?:anyone|anybody)\b[^]{0,60}\bprisoner in my own home\b|\b(?:being )?kept in (?:his|her|their) room\b[^.]{0,40}\b(?:will not|does not) let (?:us|me|anyone) (?:visit|see)\b/,
    unless:
      /\b(?:lol|haha|games|impulse|spending|shopping|so i stop|to stop me|covid|isolat\w*|quarantine|contagious|lockdown|snow|broken leg|cast|crutches|flu|grounded)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'a child harmed or neglected',
    pattern:
      /\b(?:starving|starves|starved) (?:me|him|her|us|them|my (?:little |baby |younger |older )?(?:brother|sister|son|daughter|kids?)) as (?:a )?punishment\b|\bno dey give me food\b/,
  },
];
