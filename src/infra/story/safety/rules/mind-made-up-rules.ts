// Suicide risk from a mind made up (thirty-first to thirty-fifth rounds, tuned on their tuning
// halves only): a decision announced with nothing after it ("nothing will help tonight. I've
// decided"), a night waited for, being done with being here, goodbyes said that nobody understood,
// letters already written, a last use of the app, the wish not to be rescued or found by someone
// one loves, sleep one stays in, the people left behind who "would get over it", and the same said
// in world Englishes (Nigerian and Jamaican patois, Scots, Hinglish).
// Guards keep the everyday versions out: plans for an event, a job or a move, a diet or a habit
// given up, an annoying app, a dentist's appointment one wants over with.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE } from './lexicon';

const EVENTS =
  '\\b(?:exams?|test|deadline|results|party|wedding|holiday|trip|flight|move|moving|interview|game|match|gig|concert|festival|shift|term|course|contract|lease|sale|project|season|job|work|meeting|dentist|appointment|surgery|operation|procedure|presentation|speech|tattoo|diet)\\b';
const LOVED_ONE =
  '(?:her|him|them|my (?:sister|brother|mum|mom|mam|dad|mother|father|son|daughter|wife|husband|partner|kids|children|parents|flatmate|roommate|friend|best friend|nan|gran)|the kids|mum|mom)';

export const MIND_MADE_UP_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bi have (?:already )?(?:decided|made up my mind|made my mind up)(?: now)?[.!]*\s*$|\bi came (?:on )?here to decide\b|\b(?:now that|since) i (?:know|have decided|have picked|picked) (?:when|the day|the date)\b/,
    requires:
      /\b(?:nothing (?:will|would|can|is going to) help|no point|what is the point|tonight|peaceful|calm|decide and i think i have|reach out)\b/,
    unless: new RegExp(EVENTS),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\btonight (?:might|could|may|will|is going to) be (?:it|the night)\\b|\\bwaiting for the right night\\b(?! to (?:see|watch|go out|ask|tell|try))|\\bgo through with it\\b[^.]{0,20}\\b(?:this weekend|tonight|when the house is empty|when (?:everyone|they) (?:is|are) (?:asleep|out|away))|\\bi have decided on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)\\b(?! (?:for|as|to|because|instead))|\\bmy plan is to (?:drive|walk|go|head) (?:out )?to the (?:quarry|cliffs?|bridge|river|tracks|reservoir|dam|woods|sea)\\b[^]{0,60}\\b(?:not scared|relieved|ready|for good|calm)\\b|\\bi have a plan now\\b[^]{0,20}\\b(?:calm\\w*|peace\\w*|relie\\w*)\\b|\\bthis week na the week\\b|\\bi don dey plan am\\b`,
    ),
    unless: new RegExp(
      `${EVENTS}|${AWAY_FOR_A_WHILE}|\\b(?:northern lights|stars|meteor|aurora|budget|revision)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:oughta|ought to|mi a go)(?: just)? end it\b|\bend it (?:one time|out back)\b|\bend it\b[^.]{0,20}\bwith (?:daddy's|dad's|grandad's|my|the|his) (?:old )?(?:gun|rifle|pistol|shotgun)\b|\bthinking (?:of|about) ways out\b(?! of)|\b(?:been |am |started )?planning my (?:exit|way out)\b(?! (?:from|of|strategy|interview|plan))|\bi have (?:it all|everything) planned(?: out)?(?: now)?\b/,
    requires:
      /\b(?:gun|rifle|pistol|shotgun|mi a go|one time|out back|ways out|exit|way out|notice|gone|point|grey|nobody|no one)\b/,
    unless: new RegExp(
      `${EVENTS}|\\b(?:company|role|career|uni|school|relationship|marriage|town|city|country)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    // A mind made up: a decision, not a wish.
    tier: 'crisis',
    pattern:
      /\bdone (?:trying to stay|with being here|being here|with being alive|being alive|with existing|existing)\b|\bdone\b[^]{0,40}\bwith being here\b|\bone more bad day and (?:that is it|i am (?:done|out|gone))\b|\bnot the normal (?:kind|way|sort) of done\b|\bactually done\b[^]{0,20}\bnot the normal (?:kind|way|sort)\b|\bpure done wi\b|\bcannae see masel here\b|\bdone waiting\b[^]{0,10}$/,
    requires:
      /\b(?:done|gets? better|gotten better|never|all of it|cry for help|not the normal|pure|christmas|one more bad day)\b/,
    unless:
      /\b(?:job|work|office|school|uni|town|city|party|queue|bus|train|call|reply|text|delivery|doctor|results|relationship|dating|app|game)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    // A mind made up: a decision, not a wish.
    tier: 'crisis',
    pattern:
      /\bborrowed time\b[^.]{0,40}\b(?:give it back|return it|hand it back)\b|\bfall asleep and (?:stay there|stay asleep|stay that way)\b(?! (?:until|till|for|all))|\bwhen i die\b[^.]{0,10}\bi hope (?:it is|its) soon\b|\bi hope (?:i die|death comes|it all ends) soon\b|\bthe (?:thought|idea|urge) of (?:just )?stopping everything\b(?! (?:and|to|for))|\bkill thoughts\b|\bi keep researching ways\s*$|\bwhat is the point of me\b(?! \w+ing\b| (?:to|at|in|on|there|here)\b)/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:game|character|plant|phone|battery|laptop|car)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    // A mind made up: a decision, not a wish.
    tier: 'crisis',
    pattern:
      /\b(?:like|want|need) it (?:all )?to be over (?:quickly|for good|forever|now)\b|\b(?:do not|not) want to be (?:rescued|saved|found|stopped) (?:this time|again|anymore)\b|\bplease do not (?:try to )?stop me\b(?! (?:now|from|dancing|having|singing))|\b(?:it ended|it all ended|end it all)\b[^]{0,30}\bme included\b|\b(?:where|when) (?:he|she|they|it) (?:just )?(?:stops|dies|fades|disappears)\b[^]{0,20}\bi want that\b|\b(?:like actually|i want to be|i would like to be|i want|i would like) (?:resting|sleeping|rest|sleep) forever\b|\bi think about (?:that|it) a lot\b[^.]{0,30}\b(?:resting|sleeping) forever\b/,
    unless: new RegExp(
      `${EVENTS}|\\b(?:labou?r|injection|lecture|class|week|day|winter|hangover|flu|cold)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:that|it) will be mine soon\b[^]{0,40}\bmade my peace\b|\bwho would come to mine\b[^]{0,30}\b(?:soon|find out)\b|\bby my own hand\b|\bi will not need to (?:reflect|worry|think|feel|bother) (?:much|for much) longer\b|\bi have had \d+ years\b[^.]{0,10}\b(?:that is|is|it is) (?:plenty|enough)\b|\b(?:do not|can not|fail to) see (?:much |any |the )?(?:reason|point) (?:to|in) (?:keep going|keeping going|go on|going on|carry on|carrying on|continue|continuing)\b(?! (?:with|the|this|that|my|it|to|at|in)\b)|\bit is the living (?:part|bit) (?:that )?scares me\b/,
    notPrecededBy:
      /\b(?:made|built|written|painted|crafted|grown|cooked|baked|drawn|sewn|knit\w*|carved|signed)\b[^.]{0,20}$/,
    unless:
      /\b(?:course|degree|diet|show|series|book|season|therapy sessions|lessons|project|relationship|subscription|membership)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bif a (?:bus|car|train|lorry|truck) (?:hit|hits|took|ran over) me\b[^.]{0,30}\b(?:grateful|relieved|thankful|would not mind)\b|\bcloser to the (?:kerb|curb|platform edge|edge of the platform)\b|\bimagine if i (?:just )?(?:did not|never|do not) (?:come|came) (?:back|home)\b|\bi (?:will|am going to|reckon i will)(?: just)? (?:drive|walk|go|head)\b[^.]{0,40}\band (?:not|never) come back\b(?! (?:till|until|for|before|to)\b)/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:park\\w*|tyres?|scooter|bike|cycl\\w*|lottery|won|beach|paris|country|job|town|city|move|london|this place|lol joke)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'feeling others would be better off without them',
    pattern: new RegExp(
      `\\bmy (?:life insurance|insurance|pension|payout)\\b[^.]{0,20}\\bwould do more (?:for them|for my \\w+|good)\\b|\\b(?:kids|children|family|they|everyone|my (?:wife|husband|mum|mom|parents|son|daughter))\\b[^.]{0,10}\\bwould get over it (?:faster|quicker|soon|quickly)\\b|\\b(?:no ?one|nobody) (?:will|would|is going to) miss me\\b[^.]{0,5}(?:$|[.]\\s*i have checked)|\\b(?:no ?one|nobody)(?:'d| would)(?: even)? (?:notice|care|miss me)\\b[^.]{0,20}\\bif i (?:was|were|am) gone\\b|\\bhow long (?:before|until|till|it takes for|it would take for) (?:anyone|someone|people|anybody) (?:notices|would notice|to notice|finds|would find|to find)\\b|\\bhow long it takes for (?:someone|a body|a person) to be found\\b|\\bi can (?:leave|go|disappear)\\b[^.]{0,10}\\band it (?:will not|would not|does not) matter\\b|\\b(?:do not want|would not want|hope it is not) ${LOVED_ONE} to (?:be the one (?:who|that) )?finds? me\\b|\\bi will not need to (?:reflect|worry|think|feel|bother) (?:much|for much) longer\\b`,
    ),
    unless: new RegExp(
      `${EVENTS}|\\b(?:if i skip|if i leave early|when i leave|gym|club|practice|lecture|class|desk|chat|group|left the|hide and seek|hiding|retire\\w*|cancel\\w*|divorce|dog|new)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:the )?letters (?:are|have been) (?:already )?written\b|\bwrote letters to (?:all of them|everyone|each of them|them all)\b|\b(?:they will|theyll|they'll) find them (?:tomorrow|in the morning|after)\b|\b(?:said|told \w+(?: \w+){0,2}) (?:my )?(?:goodbyes?|bye)\b[^]{0,40}\b(?:do not|did not|does not) know (?:it|that|what i meant)(?: yet)?\b|\btell (?:my|her|him) (?:mom|mum|mam|dad|mother|father|wife|husband|parents|family|kids|sister|brother) (?:it|this) (?:was|is) not (?:her|his|their|your) fault\b|\bif i am (?:gone|not here) (?:tomorrow|tonight|by morning|soon)\b|\bthe last time i (?:use|am using|open|will use|log into) this (?:app|site)\b|\blogging off for good\b|\bdeleted (?:all )?my (?:socials|accounts|social media)\b[^]{0,40}\blast thing (?:left|to do)\b|\b(?:this|that) (?:was|is) (?:my|the) last (?:try|attempt)\b(?! (?:at|for|on|with|of|to)\b)|\bgiving (?:my|all my) (?:stuff|things|belongings|possessions) away\b[^.]{0,30}\b(?:calm|peace\w*|relie\w*|lighter|ready)\b|\bcancelled (?:all )?my (?:appointments|therapy|sessions)\b[^]{0,20}\bno point\b|\bjeena nahi\b|\bmar jaana chaht[ai]\b/,
    unless: new RegExp(
      `${EVENTS}|${AWAY_FOR_A_WHILE}|\\b(?:cover|application|reference|thank you|christmas cards|invitations?|santa|recommendation|bug\\w*|crash\\w*|annoying|subscription|paywall|price|expensive|ads|broken|rubbish|useless|twitter|facebook|instagram|tiktok|reddit|server|keys|plants|feed|driving|recipe|cake|declutter\\w*|downsiz\\w*|charity shop|minimalis\\w*|emigrat\\w*)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:go to|going to|will) join (?:him|her|them|my (?:husband|wife|son|daughter|mum|mom|dad|brother|sister))\b[^.]{0,20}\b(?:soon|tonight|now|in heaven|up there)\b|\bi was a mistake\b[^]{0,30}\b(?:going to|will|gonna) fix (?:it|that)\b|\bi (?:think i am going to|am going to|want to) do it too\b[^]{0,30}\bsame age (?:he|she) was\b|\bswitch off the light for good\b|\b(?:my (?:sadness|depression|pain|demons|head|brain))\b[^.]{0,40}\b(?:time to go|time for me to go)\b|\bi no (?:wan|want|fit) (?:live|to live)\b|\bi no fit again\b|\b(?:jus|just) waan dead\b|\bi no want to live more\b/,
    unless: new RegExp(`${AWAY_FOR_A_WHILE}|\\b(?:spain|flat|in the|at the|team|club|company)\\b`),
    acrossSentences: true,
  },
];
