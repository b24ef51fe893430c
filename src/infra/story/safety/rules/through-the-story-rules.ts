// Suicide risk told through the story and in answers to its questions (thirty-sixth to
// forty-seventh rounds, tuned on their tuning halves only): a character's rest, sleep or going
// taken as one's own ("the bear got to sleep all winter", "I want my ending soon", "ready to put
// mine out too"), permission asked to go, the wish not to wake said as an answer to "What would
// help tonight?", last messages ("if I don't reply tomorrow"), tablets put aside, the life
// insurance checked, a platform, a balcony or a wheel that is "one step" or "one turn" away,
// following someone who died, and being one less mouth to feed.
// Guards keep the everyday versions out: rest days and holidays, stories one writes, ordinary
// medicine routines, games, jobs and moves.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE } from './lexicon';

const CHARACTER_GOES =
  '(?:lay down and (?:did not|never) get up|(?:walks?|walked|walking) into the (?:sea|river|water|snow)|(?:finally )?(?:got|gets|get) to rest|finally rests|not waking up|(?:did not|never) (?:wake|woke) up|(?:leaves?|left) for good|(?:did not|never) (?:came|come) back|not coming back|disappears|floated away|melts|(?:finally )?(?:falls|fell)|put out the light|sank|goes? off to the woods)';
const FAMILY =
  '(?:mum|mom|mam|dad|sister|brother|kids|children|wife|husband|son|daughter|parents|family)';

export const THROUGH_THE_STORY_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:time i|ready to|going to|want to|intend to|decided to)\s+(?:follow|join|go to|be with) (?:her|him|them|my (?:wife|husband|mum|mom|dad|son|daughter))\b/,
    // Following someone who died, not visiting someone alive (tenth and twelfth rounds' tests).
    requires:
      /\b(?:died|is died|dead|passed (?:away|on|in)|gone|late|lost|buried|grave|funeral|widow\w*|heaven|miss (?:him|her|them|\w+) every day)\b/,
    unless:
      /\b(?:hospital|driving test|exam|holiday|trip|party|wedding|birthday|gone (?:out|shopping|to work|home))\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern: new RegExp(
      `\\b${CHARACTER_GOES}\\b[^]{0,80}\\b(?:i want that|i keep wishing (?:that|it) was me|i was jealous|i envied (?:him|her|them)|i get it\\. i want|i want to (?:rest|sleep|do the same|go the same way) like that|(?:i would|id|i'd) like to rest like that|i think i know too|i think i will do (?:the )?same|same with me|that is my plan|thats my plan|i am like that\\. i know what i am going to do|i keep thinking about doing that but for good|i would like to do the same|i have started doing that too)\\b`,
    ),
    unless:
      /\b(?:hope|hopeful|courage|brave enough to (?:ask|try|speak)|come back stronger)\b(?![^.]*\b(?:never|for good)\b)/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern: new RegExp(
      `\\b(?:ready|want|going) to put (?:mine|my (?:light|lantern|candle)) out\\b|\\bsome lights are just tired\\b|\\bi am done keeping(?: mine| my light)?(?: on)?\\b|\\b(?:want|wanting) (?:the sleep|to sleep like) the bear\\b|\\bif i was the bear\\b|\\bsleep like the bear forever\\b|\\bwithout the waking up part\\b|\\bi do not want a spring\\b|\\b(?:like|to) be the paper boat\\b|\\bfold myself into a paper boat\\b|\\b(?:want|planning|plan|make|going to make|choose|chose|decide)\\b[^.]{0,10}\\bmy (?:own )?ending\\b|\\bi want my ending\\b|\\bold trees know when (?:it is|its) time\\b|\\bready to fall\\b[^.]{0,30}\\b(?:been standing|nobody|too long)\\b|\\bshould just fall over and be done\\b|\\bi would want someone to cut me down\\b|\\bi (?:had|have had) \\d+(?: years)? and (?:that is|thats) (?:plenty|enough)\\b|\\b(?:pay|ask) (?:him|the ferryman)\\b[^.]{0,20}\\bto take me (?:tonight|now|too|across)\\b|\\bsomewhere you go and (?:do not|never) come back\\b|\\bkeep going until i am gone\\b|\\b(?:looked|looks|seemed) like a good way out\\b|\\bi want it to (?:stop|end) for (?:real|good)\\b|\\bplanning my (?:rest|sleep|goodbye)\\b(?! days?\\b)|\\bfloating away too\\b[^.]{0,30}\\bfor good\\b|\\bi want to (?:be with|go where) (?:allah|god|jesus|the lord|she went|he went|they went)\\b|\\bi will go myself\\b`,
    ),
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:story i am writing|writing|fan ?fic|script|novel|chapter|draft|game|gym|training|run|marathon|spa|nap|job|exit interview|door)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\bpermission to (?:die|not be here|not exist|go for good|end it)\b|\b(?:asking|ask) for permission\b[^.]{0,20}\b(?:to go|not asking for help)\b|\bnot asking for help\b[^.]{0,20}\basking for permission\b|\b(?:being )?allowed to go and not\b|\bthen i am allowed to stop\b|\bshe is allowed to go\b[^]{0,40}\btelling myself the same\b|\blet go\b[^]{0,40}\bof (?:being here|living|life)\b|\bstop carrying (?:it|this|everything)(?: all)? for good\b|\bclock out for good\b|\bgoing to rest\b[^]{0,40}\bbefore i do\b|\bi hope (?:that is|thats) it\b|\bsee to it myself\b|\bif it was quick and (?:did not|would not) hurt\b|\bfall asleep in the snow\b|\b(?:help|helps|like|want)\b[^.]{0,25}\bnot waking up\b(?! (?:early|on time|till|until|before|at|for|in time)\b)|^not waking up(?: tomorrow)?$|\bnot waking up (?:tomorrow )?would help\b|\b(?:wake up|woke up) disappointed (?:that )?i woke up\b|\bsleep and (?:not|never) wake\b(?! up (?:early|till|until|before))|\bcan not do another (?:winter|year|christmas)\b[^]{0,15}\bi will not\b|\blet (?:it|them|the voices?|my brain) win (?:tonight|this time)\b|\bgo to sleep\b[^.]{0,25}\b(?:that is|thats|that was) the end of it\b/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:party|school|match|game|shops|early|nap|alarm|exam|results|gym|guilt|guilty|grudge|job|work|a break|rest day)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern: new RegExp(
      `\\bif i (?:do not|dont) reply tomorrow\\b|\\b(?:do not|dont) reply tomorrow\\b[^]{0,10}\\bor ever\\b|\\bif i go quiet after tonight\\b|\\b(?:please )?tell my ${FAMILY}\\b[^.]{0,25}\\b(?:i love (?:her|him|them)|i am sorry|sorry)\\b[^]{0,40}\\b(?:if (?:she|he|they|anyone) (?:ever )?(?:uses|reads)|i am sorry|can not do this)\\b|\\bgoodbye\\b[^]{0,5}\\bi mean it this time\\b|\\bwriting goodbye to\\b|\\bthe last time i use (?:the|this) app\\b|\\bnot a cry for help\\b[^.]{0,10}\\ba heads up\\b|\\b(?:written|wrote|finished|left) my (?:note|letters)\\b|\\bi (?:have )?(?:already )?wr(?:o|i)te?(?:ten)? my letters(?: already)?\\b|\\bwrote (?:her|him|them) a note already\\b|\\bthat was the goodbye\\b|\\bone last good day with (?:their|my|his|her) (?:dad|mum|mom|father|mother)\\b|\\bwhoever has to (?:come in|find me|clean up|deal with it) after\\b|\\b(?:does not|doesnt|do not|did not) need to know why\\b|\\b(?:has|had) no idea why\\b|\\bthinks i am decluttering\\b|\\bgoing away\\b[^]{0,20}\\btrue in a way\\b|\\bgave my (?:cat|dog|pets?)\\b[^]{0,40}\\beverything(?:s| is) sorted\\b|\\bhurts less when i go\\b|\\bnot going to answer these (?:anymore )?after tonight\\b|\\bi have made my decision\\b`,
    ),
    requires:
      /\b(?:reply|quiet|sorry|love|goodbye|mean it|cry for help|note|letters|good day|after|why|declutter\w*|going away|sorted|when i go|tonight|decision|gave|given|giving|got my|guitar|switch)\b/,
    unless: new RegExp(
      `\\b(?:(?<!not in the |not like a )(?:holiday|vacation)(?! way)|trip|flight|flying|camping|festival|conference|abroad for (?:work|uni))\\b|\\b(?:sick note|doctor|cover|permission slip|school|teacher|love note|thank you note|moving|move|job|work|party|birthday|christmas|late|lol jk|emails?|texts? back)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern:
      /\b(?:put|putting|been putting|kept|keeping|saving|saved|hoarding|stockpiling|have)\b[^.]{0,40}\b(?:tablets|pills|morphine|prescription|meds|medication|painkillers|insulin)\b[^.]{0,20}\baside\b|\b(?:putting|put|been putting) (?:some|them|it|a few) aside\b|\b(?:pills|tablets)\b[^.]{0,10}\b(?:all )?lined up\b|\b(?:at|from) different (?:shops|pharmacies|chemists|stores)\b|\binsurance\b[^.]{0,30}\bpays? out\b[^.]{0,25}\b(?:if you do it yourself|either way|suicide|after two years)\b|\b(?:shotgun|gun|rifle|pistol)\b[^]{0,50}\bthinking about it\b|\bin the garage\b[^]{0,60}\b(?:keys in my hand|want it to be quiet|thinking about it|for a long time)\b|\bend of my rope\b[^]{0,30}\b(?:literally|bought one)\b|\blet (?:\w+ )?trains? go past\b[^]{0,30}\b(?:counting|myself|waiting)\b|\bplatform\b[^.]{0,30}\btoo close\b|\bthe (?:wall|railing|barrier|fence) is lower than\b|\btonight (?:feels|is) different\b|\bone turn of the wheel\b|\bjust one step\b|\bthink(?:ing)? about stopping the car\b|\bnext time i (?:will not|may not|might not) (?:drive|come|walk|go) (?:back|home)\b|\b(?:googling|searching|looking up) ways\b(?! to (?:save|cope|sleep|relax|help|make|get|earn|study|cook|improve|learn|feel|deal|manage))|\b(?:want|wanted|wanting|feel like|thinking about|think about) (?:to )?(?:walk|walking|step|stepping) (?:into|in front of) (?:the )?traffic\b|\blooked up how (?:high|tall|far down)\b|\bif i had the guts to do it\b|\bgetting to the edge and coming back\b|\bfinish\b[^.]{0,30}\bthe rest of the (?:sleeping )?(?:tablets|pills)\b|\btonight (?:seems|is) as good a night as any\b|\bif it stops,? it stops\b|\blooking at (?:the )?(?:high )?(?:balconies|bridges|roofs|train tracks) differently\b|\blet myself fall (?:from|off)\b|\bif i jump (?:from|off) [a-z ]{0,25}bridge\b/,
    requires:
      /\b(?:aside|lined up|different|insurance|gun|rifle|shotgun|pistol|garage|rope|trains?|platform|wall|railing|barrier|fence|bridge|edge|cliff|roof|river|balcony|floor|wheel|quarry|dam|car|ways|traffic|high|guts|tablets|pills|night|medication|balconies|bridges|roofs|tracks)\b/,
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:dosette|organi[sz]er|for the week|vitamins|repairs?|mechanic|service|mot|bungee|money|cash|savings|differences|pride|full|delayed|cancelled|view|sunset|photos?|hike|game|essay|recipe|homework|coding|code|save money|fence panels?)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bas i intend to with mine\b|\bsee my late (?:mother|father|mum|mom|dad|wife|husband|son|daughter) again\b|\bchoose my own time\b|\b(?:do not|don't) want to be talked out of it\b|\bi would rather die than\b[^]{0,30}\bliterally\b|\bi do not want to live like this\b[^.]{0,10}\band i will not\b|\bdecided to go before i am (?:more )?(?:trouble|a burden)\b|\b(?:it is|its) time i went\b(?! (?:to|home|back|out|and|for|shopping)\b)|\bif i am gone\b[^.]{0,25}\b(?:goes|go away|ends|stops)\b|\bdipped permanently\b|\bi have decided\b[^]{0,5}\b(?:it is|its) (?:this weekend|tonight|tomorrow)\b|\bi know when (?:it is|its) ending\b|\bnow that i know how (?:this|it) ends for me\b|\bnot in the (?:vacation|holiday) way\b|\bnot like a holiday\b|\bleave this world\b|\bfi stop fi good\b|\beverything is finished for me\b|\bpoint to continue\b|\bhow to finish (?:this|my) life\b|\bknowing (?:it is|its) the last night\b|\b(?:will not|do not think i will|do not think ill|dont think ill) be here (?:long enough|thursday|friday|monday|tuesday|wednesday|saturday|sunday)\b|\bwill not need (?:her|him|them) after (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this week)\b|\bi (?:already )?(?:make|made) up my mind\b|\bproperly done\b|\bdone (?:w|with) (?:life|living|everything)\b[^.]{0,40}\b(?:actually done|not the funny kind|not coming back)\b|\bnot the funny kind\b|\bnot being around\b[^.]{0,30}\b(?:does not|doesnt) scare me\b|\bthe noise in my head to stop (?:permanently|for good|forever)\b|\bgets better\b[^.]{0,20}\b(?:do not|dont) want to wait to find out\b|\bscared of myself\b[^]{0,30}\bi almost did it\b|\b(?:voices?|brain|head)\b[^.]{0,25}\b(?:telling me|tells me|say|says)\b[^.]{0,12}\b(?:to |i should )?(?:end it|kill myself|die)\b|\b(?:wont|will not|do not) have to (?:carry|look after|put up with|deal with|worry about) me (?:much |for much )?longer\b|\bwould (?:move|do|go) (?:faster|better) without me too\b|\b(?:do not|don't) expect to be around\b|\b(?:will not|do not think i will) bother (?:much|for much) longer\b|\bwould not mind if something happened to me\b|\bwould not be the worst thing if (?:a|the) (?:lorry|truck|car|bus|train)\b|\bhopes? the cancer comes back\b|\b(?:dying|death)\b[^.]{0,40}\bthe only thing to look forward to\b|\bdisappearing (?:permanently|for good|forever)\b|\b(?:would|will) be (?:alright|all right) without me\b/,
    unless: new RegExp(
      `\\b(?:(?<!not in the |not like a )(?:holiday|vacation)(?! way)|trip|flight|flying|camping|festival|conference|abroad for (?:work|uni))\\b|\\b(?:wedding|party|spain|in the (?:us|uk)|moving|move (?:out|house|to|abroad|away)|leave home|uni|university|college|job|company|team|flat|house ?share|socials|social media|instagram|tiktok|twitter|app|game|dinner|bed|shops|spoilers?|lol jk|haha jk)\\b`,
    ),
    acrossSentences: true,
  },
  // The same answers' wishes to be gone, told without a plan ("no one is going to miss me",
  // "tired of being alive"): a check-in asks.
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\bbetter (?:for [a-z ]{1,25} )?if i am not (?:alive|here|around)\b|\b(?:would|will) have one less (?:mouth to feed|problem|room to clean|thing to worry about|kid|child|person)\b|\bno ?ones? (?:is )?(?:going to|gonna) miss me\b|\b(?:every ?1|everyone|everybody) (?:wud|would|wld) (?:b|be) better off\b|\btired fi live\b|\btired of being alive\b/,
    unless: new RegExp(
      `\\b(?:(?<!not in the |not like a )(?:holiday|vacation)(?! way)|trip|flight|flying|camping|festival|conference|abroad for (?:work|uni))\\b|\\b(?:wedding|party|spain|in the (?:us|uk)|moving|move (?:out|house|to|abroad|away)|leave home|uni|university|college|job|company|team|flat|house ?share|socials|social media|instagram|tiktok|twitter|app|game|dinner|bed|shops|spoilers?|lol jk|haha jk)\\b`,
    ),
    acrossSentences: true,
  },
];
