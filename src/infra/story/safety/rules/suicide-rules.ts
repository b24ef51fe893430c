// Suicide: direct words, wishes to die or not to exist, feeling a burden, death as a relief.
// Plans, means, goodbyes and edges are in suicide-plan-rules.ts.
import type { Rule } from '../crisis-rule';
import {
  ACTIVE_DEATH,
  AWAY_FOR_A_WHILE,
  GONE,
  INTENT,
  JOKING_ABOUT_A_TRIFLE,
  jokingOr,
  PASSIVE_DEATH,
  SOFTENER,
  SUBJECTS,
  THOUGHT,
  WISH,
  AFTER_AN_EVENT,
} from './lexicon';

/** Death read as rest, relief or a way out. */
const RELIEF =
  '(?:mercy|like (?:coming|going) home|give me peace|bring me peace|relief|relieving|peaceful|peace|nice|comfort\\w*|calm\\w*|escape|answer|way out|release|freedom|free|tempting|appealing|easier|better than (?:this|living|feeling)|only way|only option|solution|welcome|beautiful|inviting|rest|reasonable|sensible|logical)';
const DEATH_WORD =
  '(?:death(?! of| stare| metal| trap)|dying(?! to| of| for| laughing| in (?:this|the) heat)|being dead|to die|not existing|not being alive|never waking up|suicide|ending it all)';

export const SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'direct mention of suicide or of ending their life',
    pattern:
      /\b(?:kill(?:ing|ed)? myself|end(?:ing)? my (?:own )?life|tak(?:e|ing) my (?:own )?life|commit(?:ting)? suicide|suicid(?:e|al)|end(?:ing)? it all|suicidal (?:thoughts|ideation|feelings))\b/,
    notFollowedBy:
      /^ (?:squad|prevention|awareness (?:walk|month|day|week)|hotline volunteer)|^ for (?:forgetting|missing|not|saying|doing|eating|buying|being|that|this)\b|^ with (?:these |all these |all the |the |my )?(?:late nights|long hours|overtime|work|revision|studying|deadlines|shifts|training|workouts?|early mornings|extra shifts|double shifts)\b/,
    notPrecededBy:
      /\b(?:documentary|film|movie|book|novel|article|podcast|lecture|training|volunteer\w*|friend|brother|sister|cousin|son|daughter|he|she|they) (?:about|on|committed|who|died by|lost to)? ?$|\b(?:asked (?:me )?if i (?:ever )?(?:had|was|have|am|think|thought))[^.]*$/,
    unless: JOKING_ABOUT_A_TRIFLE,
    negatable: true,
  },
  // Ending one's life wanted, thought about or intended ("i want to kill myself"): crisis.
  {
    category: 'suicide',
    reason: 'wanting, thinking about or planning to end their life',
    pattern: new RegExp(`\\b(?:${WISH}|${THOUGHT}|${INTENT})${SOFTENER}\\s+${ACTIVE_DEATH}\\b`),
    notFollowedBy:
      /^ (?:of|from|laughing|than|with|before|by|until|till|on (?:holiday|vacation)|for (?!good\b|ever\b|real\b)|in (?:the|this|my) (?:meeting|class|lecture|queue)|(?:my|the|her|his|your) (?:hair|clothes|shirt|jeans|beard|eyebrows)|to (?:see|know|hear|try|meet|go|get)|on \w+days?|on (?:coffee|caffeine|sugar|chocolate|carbs|cake|pizza|netflix|tv|memes)|on (?:the )?weekends?|at the weekend|this weekend|after (?:this|the|work))\b/,
    notPrecededBy:
      /\b(?:she|he|they|grandma|grandmother|grandpa|grandfather|nan) (?:is|was|says|said|feels)?\s*$/,
    // "so embarrassed I want to die", "this joke is so bad I want to die": idioms.
    unless: jokingOr(
      /\b(?:embarrass\w*|cringe\w*|mortified|(?:joke|pun|meme) (?:is|was) so \w+)\b/,
    ),
    negatable: true,
  },
  // Being dead or gone wished for or thought about ("i want to die"): a check-in asks.
  {
    category: 'suicide',
    reason: 'wanting or thinking about dying',
    pattern: new RegExp(`\\b(?:${WISH}|${THOUGHT})${SOFTENER}\\s+${PASSIVE_DEATH}\\b`),
    notFollowedBy:
      /^ (?:of|from|laughing|than|with|before|by|until|till|on (?:holiday|vacation)|for (?!good\b|ever\b|real\b)|in (?:the|this|my) (?:meeting|class|lecture|queue)|(?:my|the|her|his|your) (?:hair|clothes|shirt|jeans|beard|eyebrows)|to (?:see|know|hear|try|meet|go|get)|on \w+days?|on (?:coffee|caffeine|sugar|chocolate|carbs|cake|pizza|netflix|tv|memes)|on (?:the )?weekends?|at the weekend|this weekend|after (?:this|the|work))\b/,
    notPrecededBy:
      /\b(?:she|he|they|grandma|grandmother|grandpa|grandfather|nan) (?:is|was|says|said|feels)?\s*$/,
    // "so embarrassed I want to die", "this joke is so bad I want to die": idioms.
    unless: jokingOr(
      /\b(?:embarrass\w*|cringe\w*|mortified|(?:joke|pun|meme) (?:is|was) so \w+)\b/,
    ),
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'wanting to be dead',
    pattern:
      /\b(?:want to be dead|just want to be dead|wish(?:ed)? (?:that )?i (?:was|were|could be) dead|(?:would|will) be better off dead|better off dead|i deserve to die|i should (?:just )?(?:die|be dead)|i should not be alive|want my (?:life|existence) to (?:be over|end|stop)|(?:would not|will not) (?:fight it|mind|care|resist|be sad) if i (?:was dying|were dying|died|did not wake up|never woke up|got sick and died)|(?:want|wish) (?:it|everything|it all) (?:all )?(?:to|would) (?:all )?(?:just )?(?:end|stop|be over)(?: for good| forever| permanently)?$|want (?:it|everything) (?:all )?to (?:end|stop|be over) (?:for good|forever|permanently)|(?:if|whether) i (?:live|lived) or (?:die|died)|(?:do not|no longer|would not) care (?:if|whether) i (?:die|died|live or die|wake up)|i would rather (?:be dead|die) than (?:feel|live|go on|keep|be|continue|spend|wake up|face|carry)\b[^.!?]*\b(?:like this|this way|this pain|pain|another (?:day|night|week|year)|living|alive|anymore|with (?:this|myself)|one more day)|(?:rather|better) (?:be )?dead than (?:alive|feel|live|this)|would rather not (?:be alive|exist|be here|live) than)\b/,
    // "Dead by the end of the year" is a date, not a time of day.
    notFollowedBy:
      /^ (?:so|and then|already|soon|by(?! (?:the end of|next|christmas|new year|my birthday|the time|summer|spring|autumn|winter)\b))\b/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'not wanting to be alive',
    pattern:
      /\b(?:(?:do not|not|never|no longer) (?:want|wish) to (?:wake up|be alive|live|exist|be here|go on|be around|keep living|keep existing)(?: anymore| tomorrow)?|(?:want|wish|need) to not (?:exist|be here|be alive|wake up|be around|live)|wish (?:that )?i (?:was not|were not|did not|had not|would not|would never|could never|never) (?:alive|here|around|exist|born|been born|wake up)|can not do life|do not (?:want|wish) to be (?:here|alive|around)|(?:do not|not) (?:think i )?(?:want|wish|plan|expect) to be (?:here|around|alive|on this earth|in this world) (?:for )?(?:much |any )?(?:longer|anymore)|(?:do not|not) (?:want|wish) to be (?:on this earth|in this world|on earth))\b/,
    notFollowedBy:
      /^ (?:in|with|near|like|at|there|here with|on|for (?!good\b|ever\b|a while or)|until|early|so early|this early|before|today at|at work|in this (?:job|town|city|house))\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling unable to go on living',
    pattern:
      /\b(?:(?:can not|could not|do not think i can|unable to|not able to) (?:keep living|go on living|live like this|live with myself|keep being alive|stay alive|keep existing)|(?:lost (?:the|my|all)|no|have no|zero) will to live|(?:no|can not see a|do not see a|there is no) future (?:where|in which) i am (?:still )?(?:alive|here|around)|(?:do not|can not) (?:see|picture|imagine) (?:myself|me) (?:being )?(?:alive|here|around|making it|living|still here|still alive) (?:next|in|by|to|at|past|this|much)|how much longer i can (?:keep living|go on living|stay alive|live like this|keep existing))\b/,
  },
  {
    category: 'suicide',
    reason: 'hoping something will end their life',
    pattern:
      /\b(?:hope|hoping|wish|wishing|pray|praying)\b[^.!?]{0,40}\b(?:(?:something|someone|somebody|a car|a bus|a truck|a lorry|a train|cancer|an illness|lightning|a plane|the plane) (?:would |will |could |might )?(?:just )?(?:hit|hits|kill|kills|run me over|runs me over|take me|crash)|i (?:get|got) (?:hit|run over|killed|cancer|sick and die)|i (?:just )?die|(?:it|this) kills me)\b/,
    notFollowedBy:
      /^ (?:of (?:laughter|embarrassment|boredom|cringe)|laughing|at|in the (?:game|match))\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling trapped with death as the way out',
    pattern:
      /\b(?:(?:way|ways) (?:forward|out|left) (?:except|but|other than) (?:ending it|death|dying|to die|die|suicide|killing myself)|no way out(?: for me| anymore| of (?:this|it) (?:life|pain|hell))?$|no way out for me|(?:way|ways) out (?:except|but|other than) (?:ending it|death|dying|to die|die|suicide|killing myself)|only (?:way out|option|answer|solution|choice|escape|thing)(?: left)?(?: for me)? is (?:death|dying|to die|die|ending it|to end it|end it|suicide|to kill myself|killing myself)|(?:can not|could not|unable to) (?:go on|keep going|carry on)(?: like this)?(?: (?:much|any) longer| anymore)?$)/,
  },
  {
    category: 'suicide',
    reason: 'wanting the pain to end for good',
    pattern:
      /\b(?:end(?:ing)? (?:my|all (?:my|of my|this)) suffering|end (?:the|my|this) pain (?:permanently|for good|forever)|want (?:the|this|my|all the|all this) pain to (?:stop|end) (?:forever|for good|permanently)|want out (?:for good|forever|of (?:this life|life|everything|existence))|(?:will not|not going to) be (?:a problem|a burden|around|here)(?: for anyone| to anyone| for you| for them)? (?:much |for )?(?:longer|long|anymore|tomorrow|next week)|disappear (?:forever|for good|permanently)|(?:knife|blade|razor|scissors) (?:to|against|on) my (?:wrists?|throat|neck))\b/,
    // "I won't be here next week, going camping" (ninth round, tuning half).
    unless: new RegExp(AWAY_FOR_A_WHILE),
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'wishing not to wake up or to sleep forever',
    pattern:
      /\b(?:(?:go to sleep|sleep|fall asleep|close my eyes) and (?:never|not) (?:wake up|open them|have to (?:wake|feel|face))|never wake up again|(?:hope|hopes|hoping|pray|praying|wish|wishing)\b[^.!?]{0,25}\b(?:that )?i (?:just )?(?:do not|never|will not|would not|did not) wake up|(?:if|when) i (?:never|did not|do not) (?:wake|woke) up)\b/,
    notFollowedBy:
      /^ (?:until|till|before|for|early|late|in time|on time|at|with|to (?:the|my) alarm)\b/,
  },
  {
    category: 'suicide',
    reason: 'tired of being alive',
    pattern:
      /\b(?:(?:tired|sick|done|fed up|exhausted|over) (?:of|with)|had enough of) (?:being alive|living|life|existing|surviving|being here|waking up|fighting to (?:stay alive|live|survive))\b/,
    notFollowedBy: /^ (?!anymore\b|at all\b|now\b|really\b|honestly\b|and\b|so\b|i\b|every\b)[a-z]/,
  },
  {
    category: 'suicide',
    reason: 'no reason to live',
    pattern:
      /\b(?:(?:no|any|what is the|whats the|see no|see the) (?:reason|point) (?:for me )?(?:in |of |to )?(?:me )?(?:living|being alive|live|keep(?:ing)? (?:going|living)|go on living|going on living|being here|exist(?:ing)?|staying alive|stay alive)|nothing (?:left )?to live for|(?:life|living) (?:is not|is no longer|does not feel|is hardly|is not even) worth (?:living|it anymore)|not worth living|(?:no|run out of|ran out of|out of|can not (?:find|think of)|lost (?:all )?(?:my )?)\s*reasons? (?:left )?(?:to|for) (?:stay(?:ing)? alive|live|living|keep(?:ing)? living|be alive|being alive|stay|staying|keep going|exist))\b/,
    // "no reason to stay around after the party" (fourteenth round, behaviour test).
    notFollowedBy: new RegExp(
      `^ (?:with (?:this|the|it)|on (?:this|the)|at (?:this|that)|in (?:this|that) (?:city|town|job|house|place)|${AFTER_AN_EVENT})\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'fighting to stay alive',
    pattern:
      /\b(?:(?:fighting|fight|struggling|struggle|trying) (?:so hard )?to (?:stay alive|keep living|survive|live)|(?:keep|kept) myself alive|stay alive for (?:my|them|her|him))\b/,
    notFollowedBy: /^ (?:in (?:this|the) (?:game|job|market|industry)|at work)\b/,
  },
  // Burden and "better off without me"
  {
    category: 'suicide',
    reason: 'feeling others would be better off without them',
    pattern: new RegExp(
      `\\b(?:${SUBJECTS} (?:would|will|could) (?:all )?be (?:so )?(?:better|happier|fine|free|okay|ok|relieved|lighter|safer)(?: off)?(?: [a-z ]{0,20})? without me|(?:better|happier|fine|free|okay|lighter|relieved) (?:off )?without me|(?:the )?world (?:would|will) be (?:a )?better(?: off| place)? without me|(?:better|happier|easier|relieved|glad|lighter|kinder|a relief|a favou?r|free|fine|okay)(?: off)?(?: for| to)?(?: (?:everyone|everybody|them|all of them|my family|the people around me|people))? (?:if|when) i (?:just |finally )?${GONE}|doing (?:everyone|everybody|them|the world|my family) a favou?r (?:by|if i) (?:disappearing|dying|being gone|leaving for good|not being here|disappeared|died|killing myself)|(?:sad|upset|cry)\\b[^.!?]{0,25}\\b(?:and )?then (?:they would be |they will be |be )?(?:better off|fine|relieved|free)|(?:they|everyone|my family) would (?:get|be) (?:the )?(?:life )?insurance|better off with (?:the|my) (?:life )?insurance)\\b`,
    ),
    // "They'd be better off doing the trip without me": left out of a plan (eightieth round).
    unless:
      /\bbetter off (?:doing|going on|having|playing|taking) (?:the |a |this )?(?:trip|holiday|hike|game|match|party|project|night out|tour|quiz|drive|walk|meal)\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling a burden',
    pattern:
      /\b(?:i am|i feel like|i feel|i have become|i have always been|feeling like|being) (?:such |just |only |nothing but |always |a huge |one big |so much of )?(?:a |an |the )?(?:huge |massive |total |constant |big )?burden\b/,
    notFollowedBy:
      /^ (?:when|asking|with|for|while|because i am (?:sick|ill)|if i ask|about|sometimes|machine|(?:to|on) (?:nobody|no one)|(?:bc|because|cause) i (?:keep )?ask\w*|on the (?:washing machine|dishwasher)|(?:to|on) (?:my |the )?(?:study group|group project|team|class|band|squad|project group))\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling a burden',
    pattern:
      /\b(?:burden (?:to|on) (?:everyone|everybody|all of them|the people i love|everyone i love|my family|my (?:mum|mom|dad|parents|partner|wife|husband|kids|children|friends))|(?:i|my existence|me being alive|me being here) (?:make|makes|ruin|ruins|drag|drags) (?:everyone|everybody|their|my family)\w*\b[^.!?]{0,25}\b(?:worse|down|miserable|harder)|(?:everyone|everybody|people) (?:around me )?suffers? because i (?:exist|am alive|am here)|(?:a |just a )?weight (?:dragging|pulling|holding) (?:everyone|everybody|them|my family) (?:down|back)|i do not deserve to (?:be here|be alive|live|exist))\b/,
    // "a bit of a burden on my friends when I moan": a passing, situational remark.
    notPrecededBy: /\b(?:a bit|a little|kind|sort) of an?\s*$/,
    notFollowedBy: /^ (?:when|while|if) i (?:moan|complain|vent|talk|go on)\b/,
  },
  {
    category: 'suicide',
    reason: 'imagining their own absence going unnoticed',
    pattern: new RegExp(
      `\\b(?:if i ${GONE}\\b[^.!?]{0,40}\\b(?:nobody|no one|would not (?:notice|care|miss)|better|happier|easier|relieved)|(?:nobody|no one|not one person) would (?:even )?(?:miss|notice|care)(?: about)?(?: me)?(?: if i (?:was|were|died|disappeared|left for good|was gone|were gone)| when i am gone)|if i (?:was|were) dead|what if i (?:just )?(?:stopped being (?:here|alive|around)|was not (?:here|alive|around)|were not (?:here|alive|around)|disappeared|ended it))\\b`,
    ),
    notFollowedBy: /^ (?:the party|the meeting|at the)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'wishing never to have existed',
    pattern:
      /\b(?:(?:wish|wishing|wished) (?:that )?i (?:had|would have|was|were) never (?:been born|born|existed)|should never have been born|think(?:ing)? about not existing|(?:stop|not) existing|wish i did not exist)\b/,
  },
  // Death as a relief
  {
    category: 'suicide',
    reason: 'seeing death as a relief',
    pattern: new RegExp(
      `\\b(?:${DEATH_WORD} (?:would|will|could|might|feels?|sounds?|seems?|looks?|is|would be|must be|(?:is )?(?:starting|beginning) to (?:look|feel|seem|sound))(?: (?:like|so|such|really|quite|almost|kind of|a))*\\s*(?:the )?${RELIEF}|${DEATH_WORD}\\b[^.!?,]{0,30}\\b(?:only|best|easiest) (?:way|option|escape|answer|solution|choice|thing|rest|peace|relief|exit)|${DEATH_WORD} (?:would|will|could|might) (?:finally|just|really)? ?(?:give|bring) me (?:peace|rest|relief)|(?:crave|craving|long for|longing for|yearn for|need|want) the (?:peace|rest|quiet|release|stillness) of (?:death|dying|being dead)|(?:welcome|long for|longing for|yearn for|yearning for|crave|craving|look forward to|looking forward to|envy|ready for) (?:death|dying|being dead|the end|not existing|an accident|a fatal \\w+)|(?:envy|jealous of|envious of) (?:the dead|dead people|people who (?:get to )?die|people who died|people who are dead)|(?:thought|idea) of (?:dying|death|being dead|not existing) (?:makes|gives|brings) me (?:feel )?(?:calm|peace|comfort|relief|happy)|(?:only|one) thing (?:that )?(?:gives|brings) me (?:comfort|peace|hope)\\b[^.!?]{0,30}\\b(?:die|dying|death|end it)|(?:think|thinking) about (?:dying|death|being dead)\\b[^.!?]{0,40}\\b(?:comfort|calm|peace|relief|nice|better))\\b`,
    ),
    notPrecededBy: /\b(?:afraid|scared|fear|terrified|frightened) (?:of )?$/,
  },
  {
    category: 'suicide',
    reason: 'seeing death as a relief',
    pattern:
      /\b(?:i am ready to (?:die|go now|be gone)|i am ready to go$|(?:want|need|looking for|there is) (?:peace|rest)\b[^.!?]{0,30}\b(?:only|is) (?:in )?death|peace (?:left )?is (?:in )?death|rest in peace forever|eternal (?:sleep|rest)|dying sounds (?:nice|good|peaceful|like a relief)|(?:idea|thought) of (?:death|dying) feels like (?:coming|going) home|it would be (?:so )?(?:much )?(?:easier|better|simpler) to (?:just )?(?:die|be dead|not exist|not be here))\b/,
  },
  // Third round (tuning half): more ways of wishing not to exist or finding life itself the pain.
  {
    category: 'suicide',
    reason: 'wanting not to exist',
    pattern:
      /\b(?:(?:wish|wishing|want|wanted|pray|praying)\b[^.!?]{0,20}\b(?:my heart (?:would |will |to )?(?:just )?stop|(?:could|would) (?:just )?not be (?:anymore|alive)|fade (?:away|out) (?:and never|forever|for good|permanently))|(?:go to sleep|sleep|go (?:in)?to the (?:woods|forest|sea|ocean|river|lake)|walk into the (?:woods|forest|sea|ocean|river|lake)) and (?:never|not) (?:come back|return))\b/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'hoping something will end their life',
    pattern:
      /\b(?:hope|hoping|wish|wishing|pray|praying)\b[^.!?]{0,30}\b(?:plane|car|bus|train|flight) (?:crashes|crash|goes down|hits me)\b/,
  },
  {
    category: 'suicide',
    reason: 'finding being alive unbearable',
    pattern:
      /\b(?:existing|being alive|staying alive|being me) (?:hurts|is (?:a |such a )?(?:punishment|torture|agony|unbearable)|feels like (?:a )?(?:punishment|torture|prison|sentence))\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling others would be better off without them',
    pattern: /\bif (?:mine|my life) (?:ended|was over|were over|stopped)\b/,
  },
  {
    category: 'suicide',
    reason: 'no reason to live',
    pattern:
      /\b(?:(?:do not|can not) (?:see|find|think of) (?:a|any|one) (?:single |good )?reason (?:to|for) (?:stay(?:ing)? alive|live|living|keep(?:ing)? (?:going|living)|be(?:ing)? (?:here|alive)|stick(?:ing)? around|stay)|(?:do not|can not) see (?:any |a )?future (?:at all )?for (?:me|myself)|only (?:exit|way out|escape|option)(?: i (?:can )?see| left| i have)? is (?:death|dying|to die|suicide|ending it))\b/,
    notFollowedBy: new RegExp(`^ (?:in|at (?!all\\b)|with|here|there|${AFTER_AN_EVENT})\\b`),
  },
];
