// Detects crisis language in a mood or an answer: suicide, self-harm, and abuse or violence
// against the person. Rules read meaning, not single keywords: indirect phrasings ("everyone
// would be better off without me", "he hits me when he's drunk") are caught, while figurative
// uses ("this traffic is killing me", "my phone died", "she beat me at chess") and plain
// negations ("I'm not suicidal") are not. When in doubt the rules lean towards flagging: a caring
// reply to someone who is fine costs little; a story for someone in danger costs a great deal.
//
// The result never quotes the text, so `reason` may be logged; the text itself must not be.

export type CrisisCategory = 'suicide' | 'self_harm' | 'abuse';

export interface CrisisAssessment {
  flagged: boolean;
  category?: CrisisCategory;
  /** Which kind of language was found (a fixed phrase; never the person's words). */
  reason?: string;
}

interface Rule {
  category: CrisisCategory;
  reason: string;
  pattern: RegExp;
  /** Matched against the text right after the match: if it matches, this is not a crisis. */
  notFollowedBy?: RegExp;
  /** The clause must also contain this for the rule to count. */
  requires?: RegExp;
  /** True when "not"/"never" just before the match cancels it ("I would never hurt myself"). */
  negatable?: boolean;
}

/** Lower case, straight quotes, contractions and common shorthand spelled out. */
export function normaliseForSafety(text: string): string {
  return ` ${text} `
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\b(?:won't|wont)\b/g, 'will not')
    .replace(/\b(?:can't|cant|cannot)\b/g, 'can not')
    .replace(
      /\b(do|does|did|is|are|was|were|would|could|should|have|has|had|must|need)(?:n't|nt)\b/g,
      '$1 not',
    )
    .replace(/n't\b/g, ' not')
    .replace(/\b(?:i'm|im)\b/g, 'i am')
    .replace(/\b(?:i've|ive)\b/g, 'i have')
    .replace(/\b(?:i'd)\b/g, 'i would')
    .replace(/\b(he|she|they|you|we)'d\b/g, '$1 would')
    .replace(/\b(he|she|it|that|there|what|who|everything|life)'s\b/g, '$1 is')
    .replace(/'re\b/g, ' are')
    .replace(/'ll\b/g, ' will')
    .replace(/'ve\b/g, ' have')
    .replace(/\bwanna\b/g, 'want to')
    .replace(/\bgonna\b/g, 'going to')
    .replace(/\b(?:rn|atm)\b/g, ' ')
    .replace(/\bkms\b/g, 'kill myself')
    .replace(/\bunalive\b/g, 'kill')
    .replace(/\bself[\s-]*harm/g, 'self harm')
    .replace(/\bmy self\b/g, 'myself')
    .replace(/[^a-z0-9'\s.,!?;:]/g, ' ')
    .replace(/\s+/g, ' ');
}

const PERSON =
  '(?:he|she|they|someone|somebody|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|fianc[eé]e?|dad|father|step ?dad|step ?father|mum|mom|mother|step ?mum|step ?mom|step ?mother|parents?|brother|sister|uncle|aunt|grandfather|grandpa|cousin|carer|caregiver|flatmate|roommate|teacher|coach|boss))';
const GAP =
  '(?:\\s+(?:always|sometimes|often|still|just|also|again|really|keeps?|kept|has|have|had|is|was|would|will|used to|then|physically|sexually|emotionally|verbally|repeatedly|constantly|even))*';
/** "someone at school", "a boy in my class". */
const PLACE = '(?:\\s+(?:at|in|from) (?:school|work|home|college|class|church|my \\w+|the \\w+))?';
const SUBJECTS =
  '(?:everyone|everybody|people|they|my family|my (?:kids|children|friends|partner|wife|husband|parents|mum|mom|dad))';

// What a wish or plan to die is about. Passive: being dead or gone. Active: an act.
const PASSIVE_DEATH =
  '(?:die|dying|be dead|being dead|not (?:be |being )?(?:alive|here|around) any ?more|not exist(?:ing)?|stop existing|not wake up|not waking up|never wake up|never waking up|(?:go to )?sleep forever|disappear forever|be gone|(?:stop|stopped|stopping) being (?:here|alive|around))';
const ACTIVE_DEATH =
  '(?:end (?:it|it all|my life|my own life|everything)|ending (?:it|it all|my life|my own life|everything)|end things|ending things|kill(?:ing)? myself|take my (?:own )?life|taking my (?:own )?life|hang(?:ing)? myself|overdos(?:e|ing)|jump(?:ing)? (?:off|from|in front of) (?:a |the |my )?(?:bridge|building|roof|cliff|balcony|tower|train|bus|car|lorry|truck|window))';
const WISH =
  '(?:want(?:ed)? to|wish(?:ed)?(?: i (?:could|would|was able to)| that i could| to)?|would rather|ready to|ways to|long to|feel like|felt like|feeling like)';
const THOUGHT =
  '(?:(?:think|thinking|thought|thoughts|dream|dreaming|fantasi[sz](?:e|ing)) (?:about|of)|can not stop thinking about|keep thinking about|(?:researching|looking up|googling|searching(?: for)?|reading about) (?:ways|how) to)';
const INTENT =
  '(?:going to|plan(?:ning|ned)? to|decided to|about to|tempted to|urge to|will|might)';
const SOFTENER = '(?:\\s+(?:just|simply|finally|quietly|actually|really))?';

const RULES: readonly Rule[] = [
  // Suicide
  {
    category: 'suicide',
    reason: 'direct mention of suicide or of ending their life',
    pattern:
      /\b(?:kill(?:ing|ed)? myself|end(?:ing)? my (?:own )?life|tak(?:e|ing) my (?:own )?life|commit(?:ting)? suicide|suicid(?:e|al)|end(?:ing)? it all)\b/,
    notFollowedBy:
      /^ (?:squad|prevention training|awareness (?:walk|month|day|week))|^ for (?:forgetting|missing|not|saying|doing|eating|buying|being|that|this)\b/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'wanting, thinking about or planning to die',
    pattern: new RegExp(
      `\\b(?:(?:${WISH}|${THOUGHT})${SOFTENER}\\s+(?:${PASSIVE_DEATH}|${ACTIVE_DEATH})|${INTENT}${SOFTENER}\\s+${ACTIVE_DEATH})\\b`,
    ),
    notFollowedBy:
      /^ (?:of|from|laughing|than|with|before|by|until|till|on (?:holiday|vacation)|for (?!good\b|ever\b)|in (?:the|this|my) (?:meeting|class|lecture|queue)|(?:my|the|her|his|your) (?:hair|clothes|shirt|jeans|beard|eyebrows))\b/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'wanting to be dead',
    pattern:
      /\b(?:want to be dead|wish(?:ed)? (?:that )?i (?:was|were|could be) dead|(?:would|will) be better off dead|better off dead|i deserve to die|i should (?:just )?(?:die|be dead)|i should not be alive|want (?:it|everything) (?:all )?to (?:end|stop|be over)(?: for good| forever| permanently)?|(?:if|whether) i (?:live|lived) or (?:die|died))\b/,
    notFollowedBy: /^ (?:so|and then|already|soon|by)\b/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'not wanting to be alive',
    pattern:
      /\b(?:do not|not|never) (?:want|wish) to (?:wake up|be alive|live|exist|be here|go on|be around)(?: any ?more| tomorrow)?\b/,
    notFollowedBy: /^ (?:in|with|near|like|at|there|here with|on|for|until)\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling unable to go on',
    pattern:
      /\b(?:(?:can not|could not|do not think i can|unable to) (?:keep going|go on|carry on|keep living|go on living|live like this|live with myself)|(?:lost (?:the|my|all)|no|have no) will to live|(?:no|can not see a|do not see a|there is no) future (?:where|in which) i am (?:still )?(?:alive|here|around))\b/,
    notFollowedBy:
      /^ (?:with (?:this|the|my|that|work|school|the)|at (?:work|school)|doing|working|studying|like this at|in this (?:job|house|flat|city))\b/,
  },
  {
    category: 'suicide',
    reason: 'wishing not to wake up or to sleep forever',
    pattern:
      /\b(?:(?:go to sleep|sleep|fall asleep) and (?:never|not) wake up|never wake up again|(?:hope|hoping|pray|praying|wish|wishing) (?:that )?i (?:do not|never|will not|would not) wake up)\b/,
  },
  {
    category: 'suicide',
    reason: 'tired of being alive',
    pattern:
      /\b(?:(?:tired|sick|done|fed up) (?:of|with)|had enough of) (?:being alive|living|life|existing)\b/,
    notFollowedBy: /^ (?!any ?more\b|at all\b|now\b|honestly\b|really\b)[a-z]/,
  },
  {
    category: 'suicide',
    reason: 'no reason to live',
    pattern:
      /\b(?:(?:no|any|what is the|whats the) (?:reason|point) (?:for me )?(?:in |of |to )?(?:me )?(?:living|being alive|live|keep(?:ing)? going|go on|going on|carry(?:ing)? on|being here|exist(?:ing)?)|nothing (?:left )?to live for|(?:life|living) (?:is not|is no longer|does not feel|is hardly) worth (?:living|it any ?more)|not worth living)\b/,
    notFollowedBy: /^ (?:with (?:this|the|it)|on (?:this|the)|at (?:this|that))\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling others would be better off without them',
    pattern: new RegExp(
      `\\b(?:${SUBJECTS} (?:would|will) be (?:better|happier)(?: off)? without me|better off without me|(?:the )?world (?:would|will) be better(?: off)? without me|burden (?:to|on) (?:everyone|everybody|all of them|the people i love|my family)|(?:better|happier|easier|relieved|glad|lighter)(?: off)?(?: for (?:everyone|everybody|them|all of them|my family))? if i (?:just )?(?:was|were|died|disappeared|was gone|were gone|was not here|were not here|was dead|were dead|did not exist))\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'imagining their own absence going unnoticed',
    pattern:
      /\b(?:if i (?:was|were|died|disappeared|was gone|were gone|was not here|were not here)\b[^.!?]{0,40}\b(?:nobody|no one|no-one|would not (?:notice|care|miss)|better|happier|easier)|(?:nobody|no one) would (?:even )?(?:miss|notice|care)(?: about)?(?: me)? if i (?:was|were|died|disappeared|left)|if i (?:was|were) dead|what if i (?:just )?(?:stopped being (?:here|alive|around)|was not (?:here|alive|around)|were not (?:here|alive|around)|disappeared|ended it))\b/,
  },
  {
    category: 'suicide',
    reason: 'wishing never to have existed',
    pattern:
      /\b(?:(?:wish|wishing|wished) (?:that )?i (?:had|would have|was|were) never (?:been born|born|existed)|should never have been born|think(?:ing)? about not existing|(?:stop|not) existing)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:suicide note|goodbye (?:letter|note)s?|letters? to say goodbye|(?:saying|say|said) (?:my )?goodbyes? to (?:everyone|everybody|my family)|giv(?:e|ing) away (?:all )?my (?:things|stuff|belongings|possessions)|(?:this|tonight|today|this week) (?:is|will be) my last(?! (?:day|week|shift) (?:at|of|in|before)\b)|my last (?:day|night|week) (?:alive|on earth))\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or method',
    pattern:
      /\b(?:end(?:ing)? (?:things|it) (?:tonight|tomorrow|this week|this weekend|on \w+day|soon|for good)|way out (?:except|but|other than) (?:ending it|death|dying|to die)|only (?:way out|option|answer|solution|choice|thing)(?: left)?(?: for me)? is (?:death|dying|to die|die|ending it|to end it|suicide)|(?:imagin|picture|plan)\w* my (?:own )?funeral|end(?:ing)? (?:my|all (?:my|of my|this)) suffering|end (?:the|my) pain (?:permanently|for good|forever)|want (?:the|this|my|all the) pain to (?:stop|end) (?:forever|for good|permanently)|(?:stood|standing|stand|sat|sitting) on the edge of (?:a |the )?(?:roof|bridge|cliff|building|platform|balcony)|noose|(?:bought|got|have|tied|made) (?:a |some |the )?rope|(?:knife|blade|razor|scissors) (?:to|against|on) my (?:wrists?|throat|neck)|want out (?:for good|forever|of (?:this life|life|everything))|(?:hope|hoping|wish|wishing|pray|praying)\b[^.!?]{0,40}\b(?:hits me|would hit me|runs me over|ran me over|i (?:get|got) (?:hit|run over|killed)|i die|i do not wake up|something kills me|it kills me)|jump(?:ing)? (?:off|from|in front of) (?:a |the )?(?:bridge|building|roof|cliff|balcony|tower|train|bus|car|lorry|truck)|hang(?:ing)? myself|slit(?:ting)? my wrists?|overdos(?:e|ing)(?! on (?:coffee|caffeine|sugar|chocolate|tv))|how many (?:pills|tablets) (?:it )?would (?:it )?take|(?:saving|stockpil(?:e|ing)|hoarding) (?:up )?(?:my )?(?:pills|tablets|meds|medication)|(?:took|taken|take|taking|swallowed) (?:a (?:bunch|handful|load|lot) of|all (?:of )?(?:my|the)|too many|loads of|a whole (?:bottle|box|packet) of) (?:pills|tablets|meds|medication|paracetamol|painkillers|sleeping pills)|step(?:ping)? in front of (?:a |the )?(?:train|bus|car|lorry|truck)|driv(?:e|ing) (?:my car )?(?:off|into) (?:a |the )?(?:cliff|wall|tree|river|bridge|oncoming traffic))\b/,
  },
  {
    category: 'suicide',
    reason: 'saying they will not be around much longer',
    pattern:
      /\b(?:will not|not going to) be (?:a problem|a burden|around|here)(?: for anyone| to anyone)? (?:much |for )?(?:longer|long|any ?more|tomorrow|next week)\b|\bdisappear (?:forever|for good|permanently)\b/,
  },
  // Self-harm
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern:
      /\b(?:cut(?:ting)?|burn(?:ing|ed|t)?|hurt(?:ing)?|harm(?:ing|ed)?|hit(?:ting)?|scratch(?:ing|ed)?|starv(?:e|ing|ed)|carv(?:e|ing|ed)) myself\b/,
    notFollowedBy:
      /^ (?:while|when (?:i was |i )?(?:cooking|shaving|lifting|running|playing|fell|slipped)|on (?:a|an|the|some|my)|at (?:the )?(?:gym|work|practice|training)|playing|during|cooking|shaving|lifting|running|skiing|by accident|accidentally|with (?:a |the )?(?:kitchen|bread) knife|doing|chopping|opening|falling|slipping|in (?:a|the) (?:kitchen|fall|accident|garden)|by (?:going|staying|letting|thinking|overthinking|trusting|expecting|comparing))\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:self harm(?:ing|ed)?|(?:cutting|burning) (?:again|my (?:arms?|wrists?|legs?|thighs?|skin|stomach))|(?:started|start|stop|stopped) cutting|cut(?:ting)? (?:into )?my (?:arms?|wrists?|legs|thighs?|skin|stomach)(?! (?:while|when|on|shaving|by accident|accidentally))|urges? to (?:cut|burn|hurt myself|self harm)(?! (?:back|down|ties|costs|out|my hair|corners|in)\b)|(?:hid(?:e|ing)|cover(?:ing)?) (?:up )?(?:the |my )?(?:cuts|scars|burns)|(?:fresh|new) (?:cuts|scars)|cuts on my (?:wrists?|arms|thighs|legs)|relaps(?:e|ed|ing) (?:with|into) (?:self harm|cutting))\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    reason: 'hurting themselves to feel pain',
    pattern:
      /\b(?:scratch(?:ing)?|pick(?:ing)?) (?:at )?(?:my )?(?:skin|arms?) until (?:it |they |i )?bleeds?|(?:punch(?:ing)?|hit(?:ting)?|bang(?:ing)?) (?:the |my )?(?:wall|walls|head) until (?:my knuckles |my hands? |i |it )?(?:bleed|bled|bruise|break)|(?:deserve|need|want) to (?:feel|be in) pain|(?:razor|blade)s?\b[^.!?]{0,40}\b(?:arms?|wrists?|skin|thighs?|bad (?:nights|days)|for when)|(?:burn|burning|burned) my (?:arms?|wrists?|skin|legs?) with|not eating (?:as|to) (?:a )?punish|make myself (?:throw up|sick|vomit|bleed)|\bi (?:cut|burn) (?:again|tonight|when|whenever|every)\b|\bi (?:cut|burn)\s*$|(?:knife|blade|razor|scissors) (?:to|against|on|into) my (?:arms?|skin|legs?|thighs?)/,
    negatable: true,
  },
  // Abuse and violence against the person
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern: new RegExp(
      `\\b${PERSON}${PLACE}(?:${GAP}\\s+|\\s+[^.!?]{0,40}?\\b(?:and|then|when|if)\\s+(?:(?:he|she|they)\\s+)?)(?:(?:hit(?:s|ting)?|chok(?:e|es|ed|ing)) (?:my \\w+ and )?me\\b(?! up\\b)|(?:beat(?:s|ing)?|punch(?:es|ed|ing)?|kick(?:s|ed|ing)?|slap(?:s|ped|ping)?|strangl(?:e|es|ed|ing)|abus(?:e|es|ed|ing)|rap(?:e|es|ed)|molest(?:s|ed|ing)?|assault(?:s|ed|ing)?|attack(?:s|ed|ing)?|whip(?:s|ped)?|hurts|hurting) (?:my \\w+ and )?me\\b)`,
    ),
    notFollowedBy:
      /^ (?:at|in (?:a|the|every)|to it|to the|by \d|out|off|with (?:a )?(?:guilt|compliments|questions|news|deadlines|emails|work))\b/,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern: new RegExp(
      `\\b${PERSON}${PLACE}${GAP}\\s+(?:(?:push(?:es|ed)?|shov(?:e|es|ed)|thr(?:ew|ows?)) me (?:against|down|into (?:a|the) (?:wall|door|table)|onto|over|across|to the (?:floor|ground))|grab(?:s|bed)? me (?:by the|hard|and)|hurt me (?:again|physically|badly|with)|burn(?:s|ed|t)? me with|lock(?:s|ed)? me (?:in|inside) (?:the|my|a|his|her)|touch(?:es|ed)? me (?:inappropriately|where|when|at night|in my|without|and|even though|every|there)|forc(?:e|es|ed) me (?:to have sex|into (?:sex|bed)|to do (?:sexual )?things|down)|(?:makes?|made|forces?|forced) me (?:to )?(?:do|have) (?:sexual|sex))`,
    ),
  },
  {
    category: 'abuse',
    reason: 'unwanted sexual contact',
    pattern: new RegExp(`\\b${PERSON}\\b[^.!?]{0,60}\\btouch(?:es|ed|ing)? me\\b`),
    requires:
      /\b(?:night|room|bed|private|inappropriat\w*|do not want|did not want|said no|not to tell|secret|uncomfortable|scared|under my|my body)\b/,
  },
  {
    category: 'abuse',
    reason: 'threats of violence',
    pattern: new RegExp(
      `\\b(?:${PERSON}${GAP}\\s+(?:threaten(?:s|ed|ing)?|said|says|swore|swears|told me|tells me) (?:that |me )?(?:${PERSON} )?(?:would|will|is going to|was going to|to) (?:kill|hurt|beat|hit|take) (?:me|the kids|my (?:kids|children|son|daughter|baby))|threaten(?:s|ed|ing)? to (?:kill|hurt|beat|hit) (?:me|the kids|my (?:kids|children|son|daughter|baby)))\\b`,
    ),
    notFollowedBy:
      /^ (?:when (?:she|he|they) (?:find|finds|found|see|sees|hear|hears)|if i (?:am|was|get|forget|break|fail|lose|miss|do not|eat|spill|tell (?:her|him) about the))\b/,
  },
  {
    category: 'abuse',
    reason: 'abuse or assault',
    pattern:
      /\b(?:(?:i am|i was|i have been|i am being|being|i got|got) (?:physically |sexually |emotionally |verbally )?(?:abused|raped|molested|sexually assaulted|assaulted|battered|strangled|choked|groomed|trafficked)|raped|molested|sexual(?:ly)? (?:abuse|abuses|abused|abusing|assault|assaulted)|domestic (?:violence|abuse)|(?:abusive|violent) (?:relationship|partner|husband|wife|boyfriend|girlfriend|home|household|father|dad|mother|mum|mom|parents?|family|ex))\b/,
  },
  {
    category: 'abuse',
    reason: 'fear of someone at home',
    pattern: new RegExp(
      `\\b(?:(?:scared|afraid|terrified|frightened) (?:of|to go home because of|to be alone with|to go home to) ${PERSON.replace('(?:he|she|they|someone|somebody|', '(?:')}|(?:scared|afraid|terrified) to go home|not safe (?:at home|in my (?:own )?(?:home|house))|(?:do not|never) feel safe (?:at home|in my (?:own )?(?:home|house)|around (?:him|her|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|step ?dad|mum|mom|mother)))|will not let me leave|told me not to tell (?:anyone|anybody|my (?:mum|mom|dad|parents))|bruises? (?:all over |everywhere )?(?:from |where |because of )+(?:where )?(?:him|her|he|she|they|my)|(?:left|gave me) (?:a )?(?:bruises?|black eye|marks) (?:on me)?|thr(?:ew|ows?|owing) (?:things|stuff|plates|objects|a \\w+) at me)\\b`,
    ),
  },
];

const NEGATION = /\b(?:not|never|no longer|nor)\b/;
const NOT_A_NEGATION = /\b(?:stop|help|resist|control|keep from|wait|know why|sure)\b/;

function negated(before: string): boolean {
  const window = before.trim().split(' ').slice(-5).join(' ');
  const at = window.search(NEGATION);
  if (at < 0) return false;
  return !NOT_A_NEGATION.test(window.slice(at));
}

function matchRule(rule: Rule, clause: string): boolean {
  const global = new RegExp(rule.pattern.source, 'g');
  for (const match of clause.matchAll(global)) {
    const start = match.index ?? 0;
    const after = clause.slice(start + match[0].length);
    if (rule.notFollowedBy?.test(after)) continue;
    if (rule.negatable && negated(clause.slice(0, start))) continue;
    if (rule.requires && !rule.requires.test(clause)) continue;
    return true;
  }
  return false;
}

/** Flags crisis language; checks suicide, then self-harm, then abuse, clause by clause. */
export function detectCrisis(text: string): CrisisAssessment {
  const normalised = normaliseForSafety(text);
  const clauses = normalised
    .split(/[.!?;\n]+|,\s*but\b|\bbut\b/)
    .map((clause) => ` ${clause.trim()} `)
    .filter((clause) => clause.trim() !== '');
  for (const rule of RULES) {
    // Negations are judged within a clause; other rules may also span clauses ("if I died
    // tomorrow, nobody would notice").
    const hit =
      clauses.some((clause) => matchRule(rule, clause)) ||
      (!rule.negatable && matchRule(rule, normalised));
    if (hit) return { flagged: true, category: rule.category, reason: rule.reason };
  }
  return { flagged: false };
}
