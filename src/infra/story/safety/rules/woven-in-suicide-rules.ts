// Suicide risk woven into everyday accounts and reflection answers (twenty-first to thirtieth
// rounds, tuned on their tuning halves only): the story's way out taken as one's own ("I want to
// stop too", "ready to cross the water", "and not come back"), time said to be running out ("by
// Sunday it won't matter", "stopped making plans past this weekend", "not planning to be here"),
// a decision already made ("I know when and where"), faith asked to take one ("forgive me for what
// I'm about to do"), means checked and counted, a gun looked at, an edge visited "closer each
// time", a pet rehomed with "everything sorted", letters left "where they'll find them", and
// gaming and net slang ("no respawn", "checking out for good").
// Guards keep the everyday versions out: exams, moves, holidays and leaving dos, a road crossed,
// a relationship ended, a policy renewed, scheduled work emails, a heavy job or a tall building.
import type { Rule } from '../crisis-rule';
import { ACTIVE_DEATH, AWAY_FOR_A_WHILE, HIGH_PLACE, PILLS } from './lexicon';

const DAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend|this weekend|next week|christmas|my birthday|the end of the (?:week|month))';
/** Water, woods and edges a story's character goes into and does not come back from. */
const NO_RETURN_PLACE = `(?:${HIGH_PLACE}|river|sea|lake|water|ocean|waves|woods|forest|snow|dam|quarry|reservoir|motorway|tracks)`;
const EVENTS =
  '\\b(?:exams?|deadline|results|party|wedding|holiday|trip|flight|move|moving|interview|game|match|gig|concert|festival|shift|term|course|contract|lease|sale|project|season)\\b';

export const WOVEN_IN_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bi (?:want to|am going to|will|am ready to|would like to|wish i could|think i am going to) (?:stop|let go|cross over|go under|give up|disappear|go with (?:him|her|them)|be washed away|fade out|slip away) (?:too|as well|like (?:he|she|they|it) did)\b/,
    unless: /\b(?:smok\w*|drink\w*|vap\w*|worry\w*|diet\w*|scroll\w*|caffeine|sugar|apologi\w*)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:ready to|want to|going to|wish i could|get on that boat and) cross (?:over|the water|the river|the lake|to the other side)\b(?! (?:to|on|at|for|by|and|with|into|in) )|\b(?:go|going|cross|crossing|pass|passing) (?:to|over to) the other side\b[^.]{0,30}\b(?:soon|tonight|ready|thinking|want)\b|\bget on that boat (?:tonight|for good|and (?:not|never))\b/,
    unless:
      /\b(?:road|street|town|city|border|channel|ferry|bridge to|country|atlantic|world|argument|debate|team|fence)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:go|walk|swim|wade|drive|head|step|take the long walk)\\w* (?:in|into|out into|out to|out past|to|off|past|over) (?:the |a )?${NO_RETURN_PLACE}\\b[^.]{0,40}\\b(?:and|then) (?:not|never) (?:come|coming) (?:out|back|up|home)\\b|\\b(?:did not|never|not) (?:come|coming|came) back\\b[^.]{0,30}\\bi (?:want that|get (?:him|her|them|it)|understand (?:him|her|them)|want to do the same)\\b|\\bnot coming back (?:up|down) from (?:it|them|there)\\b`,
    ),
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:signal|reception|wifi|lost|late|ferry|car broke)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\bthe (?:sleep|rest|quiet|dark) that (?:does not|never|would not|will not) end\b|\bthe forever version of that\b|\blie down and (?:not|never) get (?:back )?up\b(?! (?:till|until|for|before|on))|\bi want to be washed away\b|\blet (?:mine|my (?:light|candle|flame|lantern)) go out\b|\bi (?:am|think i am) choosing (?:it|too|that|to go|the same)\b|\bit felt like the story was giving me permission\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:tomorrow|by ${DAY}|after (?:tonight|this week|${DAY})) (?:it (?:will not|is not going to|would not)|nothing (?:will|is going to)) matter(?: anyway| anymore)?\\b|\\b(?:i will not|i am not going to|i do not think i will|i doubt i will) (?:be here|be around|make it) (?:by|to|until|till|for|on|past)? ?(?:then|${DAY}|march|spring|winter|summer|another winter|the new year)\\b[^.]{0,40}\\b(?:ok|okay|fine|at peace|not sure i want to|do not want to|good)\\b|\\bi (?:will not|am not going to|do not think i will) (?:be here|be around) (?:by then|sunday|by sunday|when (?:my|she|he|they)\\b[^.]{0,20}\\bgets? back)\\b`,
    ),
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|${EVENTS}|\\b(?:on time|in time|the shops?|store|bed|awake)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bnot (?:planning|going|expecting|plan on) (?:to be|on being|being) (?:here|around|alive)\b(?! (?:for|at|when|on|tomorrow|tonight|over|this|next|to see|by|in|during|after|much|a lot|as much|so much|till|until))|\b(?:stopped|stop) making plans (?:past|beyond|after)\b|\b(?:no point|no need|not worth) (?:booking|planning|buying) anything (?:past|beyond|after)\b|\bi (?:will not|am not going to) be (?:a problem|a burden|in (?:your|anyone's|the) way|bothering (?:you|anyone)) (?:for )?(?:much longer|long)\b|\bdo not plan on being here to\b/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:job|flat|house|city|town|company|uni|school|contract|lease)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bi (?:know|have decided|have worked out|worked out|decided|figured out) (?:when and where|where and when|how and when|when and how|the day)\b|\b(?:i have|i have got|got) a date in mind\b|\bjust have to pick the day\b|\b(?:decided|decide|decided that) (?:that is|it is|that will be) (?:my|the) last day\b|\bi have (?:already )?decided\b[^.]{0,20}\b(?:peaceful|calm|feels calm|nobody's fault|not anybody's fault|it was not anybody)\b|\bthat is kind of why i am (?:done|doing this)\b|\bi have (?:been writing|written|started writing) (?:out )?how i would do it\b/,
    unless:
      /\b(?:meet|meeting|dinner|date night|propos\w*|of (?:term|school|work|the sale)|party|wedding|holiday|trip|flight|interview|gig|concert|match|game)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:forgive me for|sorry for) what i am (?:about|going) to do\b|\bi know (?:it is|its) a sin\b[^.]{0,60}\b(?:understand|forgive|why i did it|what i am)\b|\bready to go to (?:him|god|allah|jesus|heaven)\b|\blet (?:this|tonight) be my last (?:night|day|breath)\b|\bif (?:you|he|god) will not(?: take me)?,? i will\b|\b(?:see to it|help it along|helping it along)\b/,
    requires:
      /\b(?:lord|god|jesus|allah|father|bhagwan|maker|sin|pray\w*|heaven|wake|die|death|take me|ready|last night|helping it along|help it along)\b/,
    unless:
      /\b(?:garden|homework|dishes|project|plants?|business|recovery|healing|pizza|cake|eat\w*|karaoke|dance|danc\w*|sing\w*|outfit|hair)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern: new RegExp(
      `\\bjust in case i (?:decide|do it|need (?:them|it)|go through with it)\\b|\\b(?:counting|counted|checked|check|checking) (?:the |my |all the )?(?:\\w+ )?${PILLS}\\b[^.]{0,40}\\b(?:there is|i have|got|that is) (?:enough|plenty)\\b|\\b(?:stopped|stop|stopping) taking (?:my )?(?:\\w+ )?${PILLS}\\b[^.]{0,50}\\b(?:saving|keeping|enough|on purpose|let it happen)\\b|\\bputting (?:my |the )?(?:\\w+ )?${PILLS} by\\b|\\b(?:take|took|swallow\\w*|taking) everything in the (?:medicine |bathroom )?(?:box|cabinet|cupboard|drawer)\\b|\\bthe ${PILLS} (?:are|is) right here\\b|\\b(?:know|found out) where (?:the|my|his|her|my \\w+s?) (?:drugs|meds|pills|cartridges|bullets|ammo|gun|key to the gun \\w+) (?:are|is) (?:kept|hidden)\\b`,
    ),
    notFollowedBy: /^ (?:for|at|on|when|while|during)\b/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:refill|pharmac\\w*|side effects|doctor said|gp said|repeat prescription|dosette|organiser|headaches?|migraines?|period|cramps)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern:
      /\b(?:gun|shotgun|rifle|revolver|pistol)\b[^.]{0,80}\b(?:i keep looking at it|keep looking at it|more than i should|just sat with it|might not put it back|with my name on it|in my room now)\b|\b(?:bought|got) a (?:gun|pistol|shotgun|revolver)\b[^.]{0,40}\btold (?:my )?\w+ it (?:was|is) for\b|\b(?:rope|beam|hook)\b[^.]{0,30}\bwith my name on it\b|\btested the (?:beam|hook|rafter|banister)\b/,
    unless:
      /\b(?:range|club|clay|shooting season|licen[cs]e|hunting trip|swing|hammock|punch ?bag|load|engineer|survey)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern: new RegExp(
      `\\b(?:closer|slower|nearer) (?:each|every) time\\b|\\b(?:closer to|too close to) the (?:platform )?edge than i should\\b|\\b(?:stood|standing|sat|sitting) (?:way )?(?:too close to|on|at) the (?:platform edge|bridge railing|railing|ledge|roof edge|edge of the roof)\\b|\\bthinking (?:about )?how easy (?:it would be|it would|that would be)?\\b|\\bhow easy it would be to (?:take one step|step|lean|let go|just go)\\b|\\b(?:stood|standing) on the ${HIGH_PLACE} again\\b|\\b(?:drive|drove|driving|walked|walking) past the (?:bridge|cliffs?|tracks|river|quarry)\\b[^.]{0,40}\\b(?:thought about it|thinking about it|slowed down|longer than usual)\\b|\\bnot sure i will (?:come (?:back )?down )?next time\\b|\\b(?:looked up|looking up|checked) when the ${HIGH_PLACE} is quietest\\b|\\blooked at the train times\\b[^.]{0,40}\\bnot for catching\\b`,
    ),
    requires: new RegExp(
      `\\b(?:${NO_RETURN_PLACE}|platform|train|bus|traffic|road|step|edge|it)\\b`,
    ),
    unless:
      /\b(?:view|sunset|photo|selfie|fishing|birds|ducks|wedding|proposal|fireworks|exam|gym|weights|recipe|run\w*|jog\w*|swim\w*|train(?:ing|er)|cycl\w*|practi[cs]\w*|goal)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern: new RegExp(
      `\\b(?:the )?(?:${HIGH_PLACE}|bridge by my \\w+)\\b[^.]{0,40}\\b(?:is|it is|would be) (?:high|tall) enough\\b|\\b(?:\\w+ )?(?:floors|storeys|stories) should be enough\\b|\\blooked up how high (?:the )?(?:\\w+ ){0,3}(?:is|was)\\b[^.]{0,20}\\b(?:enough|high enough)\\b|\\b(?:going|heading) to the (?:train )?tracks\\b[^.]{0,30}\\b(?:do not care|later|tonight)\\b`,
    ),
    unless:
      /\b(?:van|lorry|truck|clearance|headroom|height limit|ceiling|shelf|quiz|view|photo|trains? (?:are|were) (?:late|cancelled))\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:everything|it all|all|affairs) (?:is |are )?(?:all )?(?:squared away|sorted|in order|taken care of|tied up)(?: now)?\b|\bwho gets (?:the|my) (?:cat|dog|guitar|car|things|stuff|rings) after\b|\b(?:cat|dog|budgie|rabbit|pets?) (?:has|have) a (?:new )?home\b/,
    requires:
      /\b(?:gave|given|sold|will|letters?|notes?|ready|goodbye|cat|dog|guitar|rings|after|nothing left|light|last)\b/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:move|moving|flat|house|new job|wedding|baby|visa|mortgage|exams?|uni|renovation|builders|allerg\\w*|landlord)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:written|wrote|writing|started|left|sealed|finished) (?:a |the |my |out )?(?:letters?|notes?|will)\b[^.]{0,60}\b(?:where (?:they|she|he|someone|the kids) will find (?:them|it|me)|for (?:everyone|each of)|to each of|with the will|on the (?:kitchen )?(?:table|counter)|in the (?:top )?drawer)\b|\bwhere they will find (?:it|them)\b|\bso they find me\b|\b(?:pls|please) do not tell anyone but i (?:wrote|have written) a note\b|\bwrote my note\b|\b(?:letter|note|goodbye)\b.{0,80}\bi have (?:started|been writing|written) mine\b|\b(?:wrote|written) my will on\b|\bi am leaving mine unlocked\b|\bleft the (?:front )?door unlocked so\b/,
    unless:
      /\b(?:christmas|birthday|thank you (?:cards|notes)|wedding|card|pen ?pal|reference|cover letter|shopping list|keys|parcel|delivery|cleaner|dog walker|plumber|neighbou?r (?:can|could|to))\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:scheduled|set|timed) (?:the |some |my )?(?:emails?|messages?|texts?) to (?:send|go out)\b|\bdelet\w* (?:all )?my accounts\b[^.]{0,40}\b(?:tonight|this one too|gave my passwords|passwords)\b|\bpasswords\b[^.]{0,40}\bso (?:my \w+|she|he|they) (?:will not|would not|does not|do not) (?:be stuck|have to)\b|\b(?:does not|do not|has no idea|doesnt) know (?:this|that|it) (?:is|was) (?:the|my) last (?:week|night|day|time|weekend|christmas|birthday)\b/,
    requires:
      /\b(?:cancel\w*|goodbye|paid off|sorted|light|after|last|gone|tonight|this one too|no idea|passwords|therapist)\b/,
    unless:
      /\b(?:work|office|boss|colleague|client|newsletter|detox|break from|social media break|privacy|sale|term|shop|job|contract|holiday)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:this is )?(?:my )?last (?:mood )?entry\b|\bthe last (?:one|story) i will (?:ever )?need\b|\bi will not (?:need|be needing) (?:another|the next) (?:one|story)\b|\bi will not need reflection questions\b|\bi (?:have )?said (?:all )?my goodbyes\b|\bsaid goodbye to (?:my friends|everyone|my best friend|my family)\b[^.]{0,50}\b(?:already|last time|does not know|nobody knew)\b|\bgoodbye,? (?:app|world|lantern)\b|\bnobody knew it was goodbye\b|\bthis is the end of my (?:story|road)\b|\bcan u tell my \w+ i love (?:her|him) if something happens\b|\btell \w+ sorry\.? (?:she|he) will know\b|\bthanks? (?:you )?for the stories\b[^.]{0,40}\bgoodbye\b/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:year|term|school|uni|job|party|leaving do|airport|station|move|moving|of the (?:day|week|month)|before (?:the|my) (?:holiday|break|trip|exams?)|new phone|subscription|holidays|see you|christmas break|summer break|half term)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    // Among these, a life "to correct", "ready to stop living": intent.
    tier: 'crisis',
    pattern:
      /\bpretending (?:that )?i want to (?:be here|be alive|live|stay)\b|\bready to stop (?:trying|fighting|living|breathing)\b(?! (?:so|to|at|with|for|and|on|in) )|\bdone with (?:this|my) life\b(?! of)|\bmy life is a mistake (?:that |which )?i (?:can|will|am going to) (?:correct|fix|undo)\b|\b(?:go|die|end it|leave) (?:quietly )?on my own terms\b[^.]{0,30}\b(?:than|rot|waiting)\b|\bdisappear for real\b|\bbetter (?:if )?i (?:die|am dead|was dead|be dead)\b(?! (?:than|of|laughing))|\b(?:can not|cannot) (?:continue|go on with|carry on with) (?:this|my) life\b(?! of)|\bcan not wait to (?:not exist|be dead|die|stop existing)\b|\bwould (?:it|that) be (?:bad|wrong|selfish|so bad) if i (?:just )?(?:did not exist|was not here|were not here|was gone|disappeared)\b|\bif i die,? (?:do not|pls do not|please do not) let\b|\b(?:i do not think i|i can not|i cannot) (?:can )?stay (?:any ?longer|much longer)\b|\ba good innings\b[^.]{0,40}\b(?:dragging it out|point)\b|\bi would rather not wait\b|\bi (?:just )?want out\.? out of this (?:body|life)\b|\bgoing to let it win\b|\bharder to talk myself out of it\b|\bi do not (?:want|wanna) (?:to )?fight them anymore\b|\bhow much longer i can keep doing this\.? like living\b/,
    unless: new RegExp(
      `\\b(?:city life|student life|party life|single life|job|work|party|meeting|house|flat|company|marriage|school|uni|relationship|diet)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bi am ending it(?: all)?\b(?! (?:with|between|for))|\bnot sticking around\b[^.]{0,30}\b(?:decided|anymore|much longer)\b|\bif i lose (?:them|him|her|the kids)\b[^.]{0,30}\bnot sticking around\b/,
    unless:
      /\b(?:relationship|boyfriend|girlfriend|marriage|lease|contract|subscription|membership|friendship|situationship|party|after the|job|company|team|club)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\b(?:look|seem) like an accident\b/,
    requires: /\b(?:crash\w*|motorway|drive|driving|fall|off the|nobody would|guilt\w*|die|dead)\b/,
    unless: /\b(?:spill\w*|coffee|vase|plate|mug|prank|joke|lol)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\bwhen i (?:actually|finally|really) do it\b/,
    requires: /\b(?:dying|die|dead|suicide|kill\w*|joking about)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bsomeone to stop me\b(?! (?:from (?:eating|buying|spending|ordering|texting|calling)|eating|buying|spending))/,
    requires: /\b(?:tested|beam|rope|pills|tablets|tonight|bridge|edge|not to|do it|other part)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:checking|check) out (?:tonight |tomorrow )?for good\\b|\\bno respawn\\b|\\brage ?quit\\w* life\\b|\\blife ?exe\\b|\\bexit (?:is|s) sorted\\b|\\b(?:bought|have|got) (?:everything |what |all )?i need\\b[^.]{0,40}\\bto ${ACTIVE_DEATH}|\\bif a bus hits me,? fine\\b|\\bpray for my soul\\b[^.]{0,40}\\b(?:will not be here|gone|goodbye|tonight)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a recent attempt',
    pattern:
      /\b(?:walked|stepped|ran|jumped) (?:out )?(?:in front of|into) (?:a |the )?(?:bus|train|lorry|truck|car|traffic|van)\b[^.]{0,60}\b(?:swerved|braked|missed me|angry|on purpose|meant to|surer)\b|\b(?:it|this) was meant to be the end\b/,
    requires:
      /\b(?:swerved|braked|angry|on purpose|surer|planning|cut|pills|stitches|hospital|woke|tried|still want)\b/,
    unless:
      /\b(?:nearly|almost|accidentally|not looking|my phone|headphones|film|movie|book|game|season|series|relationship)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'feeling others would be better off without them',
    pattern:
      /\b(?:kids|children|family|wife|husband) would (?:get|have) the (?:life )?insurance\b|\b(?:life )?insurance would (?:give|pay|cover|look after)\b|\binsurance pays more than\b|\bthe math works out\b|\bbetter off,? like mathematically\b|\b(?:would|will) (?:be|feel) lighter\b/,
    requires:
      /\b(?:me|deserve|better|gone|dad|mum|mom|just saying|pays more|mathematically|miss me|lighter)\b/,
    unless:
      /\b(?:policy|broker|renew\w*|quote|premium|will writing|if anything happened|if anything happens|solicitor|backpack|suitcase|luggage|load|bags?)\b/,
    acrossSentences: true,
  },
];
