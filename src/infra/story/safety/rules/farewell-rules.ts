// Suicide risk in goodbyes and quiet preparations (fifty-seventh and fifty-ninth to sixty-fifth
// rounds, tuned on their tuning halves only): a last visit to the app, notes written, a bridge
// slowed down on, the dead envied, following someone who dies, the insurance that pays, who will
// find the body, a pet handed on, loose ends tied, means laid out, a night chosen.
// Guards keep the everyday versions out: holidays and breaks from social media, notes for class
// or the neighbours, bridges crossed for the view, insurance for houses and cars, pets going to
// the vet, cancelled memberships, and kinds of "last" that belong to a job, a course or a season.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE, HIGH_PLACE, PILLS } from './lexicon';

/** A break, a job, a course or a place left behind: the everyday kinds of "last one". */
const EVERYDAY_ENDINGS = `${AWAY_FOR_A_WHILE}|\\b(?:job|shift|course|term|semester|contract|subscription|free trial|account|twitter|instagram|tiktok|facebook|social media|socials|phone|detox|moving|move|flat|house|season|series|exam|exams|class|lesson|holidays|christmas|new year|january|see you|match|game|film|show|concert|leaving early|crash\\w*|bugs?|buggy|glitch\\w*|uninstall\\w*|ads|adverts)\\b`;

export const FAREWELL_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a goodbye before an act',
    pattern:
      /\b(?:(?:this|that) (?:is|will be|was) (?:probably |maybe )?(?:the |my )?last (?:time i (?:will )?(?:use|open|write in|talk to) (?:this|the) app|time (?:i will|ill) use (?:this|the) app|check ?in(?: ever)?|one of these i will do|entry|story i will read|one)|(?:will not|wont|never) be (?:logging|checking) (?:in|on) (?:again|anymore|after (?:tonight|today))|my last check ?in ever|this is my sign ?off|log(?:ging)? off (?:for good|permanently|forever)|ready to log off\b(?: for good| permanently)?|sorry for (?:wasting|taking up) every(?:one|body)s? time\b[^.]{0,20}\b(?:will not|wont) happen again|you will not have to deal with me (?:after|past|much)|(?:will not|wont) be around to (?:read|think about|see|deal with|answer)|the last thing i will ever do)\b/,
    unless: new RegExp(EVERYDAY_ENDINGS),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a goodbye before an act',
    pattern:
      /\b(?:(?:wrote|written|writing|write|started writing|drafted|drafting) (?:a|the|my) (?:note|notes|letters?) (?:already|and hid it|for (?:my|whoever|the) (?:family|mum|mom|dad|kids|wife|husband|finds?)|just drafts)|(?:should|need to) write (?:a|my) note\b(?! (?:to|for|on|about))|tell (?:\w+ ){0,2}(?:that )?(?:the|my) (?:dog|cat|dogs|cats) (?:goes|go|is going) to (?:him|her|them|\w+)\b(?! (?:for|on|at|while|tomorrow|next))|please tell my (?:dog|cat|mum|mom|dad|sister|brother|kids) (?:i am sorry|i loved|i love)|tell my (?:\w+ )?(?:i am sorry|i loved (?:her|him|them))\b[^.]{0,20}\b(?:if (?:i am|anyone)|after|when i am gone)|if i am gone by \w+|if i (?:die|do not (?:answer|log in|reply|wake up)) (?:tonight|tomorrow)\b[^.]{0,40}\b(?:my choice|fault|that is why|do not worry|sorry)|(?:been|keep|kept) saying (?:bye|goodbye|see you later) to (?:people|everyone)\b[^.]{0,30}\b(?:realising|realizing|knowing|noticing|will not)|said (?:my )?goodbyes?\b[^.]{0,30}\b(?:quietly|without them (?:realising|realizing|knowing)|in my head)|like it was the last time because it (?:probably )?is|because i (?:will not|wont) get another chance)\b/,
    unless:
      /\b(?:class|lecture|homework|revision|neighbou?rs?|bins|parking|fridge|birthday card|thank you note|sick note|note to self|vet|holiday|trip|moving|party|leaving do|retire\w*)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern: new RegExp(
      `\\b(?:(?:slow|slowing|slowed) down (?:on|at|over|every time i (?:cross|drive over|walk over))|keep (?:thinking about|looking at|going back to) the (?:${HIGH_PLACE})\\b[^.]{0,30}\\b(?:really|again|lately|on my way)|closer to the edge|only one step|(?:next time|tomorrow) i (?:will not|wont) just (?:sit|stand|look)|go back tomorrow and not just (?:stand|sit|look)|(?:tonight )?i am going to stop on it)\\b`,
    ),
    requires: new RegExp(`\\b(?:${HIGH_PLACE}|step|sit|stand|stop on it|edge)\\b`),
    unless:
      /\b(?:view|photo\w*|traffic|roadworks|speed camera|sunset|fireworks|hike|hiking|climb\w*|diet|dance|ballet|career|tightrope)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'death seen as a relief',
    pattern:
      /\b(?:the dead are the lucky ones|(?:i )?envy (?:the )?(?:dead|people (?:in|on) the (?:cancer|hospice|terminal) ward|people who are dying|the dying)|(?:died|passed|dies)\b[^.]{0,25}\bi was (?:not sad, i was )?jealous|i am (?:not (?:afraid|scared) of (?:death|dying) any ?more|jealous of (?:the )?dead)|(?:i have|i have had|had) my time\b[^.]{0,30}\bready to go|ready to go\b[^.]{0,20}\bhad my time|i would rather be where (?:he|she|they) (?:is|are) than here|when (?:she|he|mum|mom|dad) goes,? i will go (?:with|too)|think about joining (?:him|her|them)|i will be with (?:her|him|them) soon|made my peace with it$)\b/,
    notPrecededBy:
      /\b(?:grandad|grandpa|grandma|nan|he|she|they|my (?:mum|mom|dad)) (?:says?|said)\s*$/,
    unless: /\b(?:zombie|game|show|film|movie|series|book|heaven is|faith|church|hospice nurse)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:(?:life )?insurance (?:still )?pays? (?:out )?(?:to the kids |to my \\w+ )?(?:if|when) (?:it looks like an accident|the parent did it|you did it|i did it|it is suicide)|(?:knowing|know) my (?:husband|wife|kids|family|partner) (?:gets|get|would get) the (?:insurance|payout)|(?:the kids|my kids|they) would get more from the payout|how long (?:does it take|it takes) (?:for someone |before someone )?(?:to be|is) found|who usually finds you|i keep googling how long it takes|(?:researching|looked up|looking up) ways\\b(?! to (?:save|cook|earn|make|get|learn|study|relax))|(?:the|my|all (?:the|my)|his old) (?:${PILLS})\\b[^.]{0,25}\\b(?:lined up|laid out|counted out)\\b|everything i need\\b[^.]{0,25}\\b(?:in the boot|in the car|in my bag|in the garage|is ready)|my plan is ready|(?:picked|chose|chosen|know) (?:a|the) (?:date|day|weekend|night)\\b[^.]{0,30}\\b(?:calm|decided|where|flatmates are away|house is empty|everyone is away|feels)|tonight(?:'s| is) the night\\b(?! (?:of|for|out))|tonight feels like the night|counting down the days now|tonight i (?:finish|end) it|end it properly|waiting out my time|tying up loose ends|(?:will not|wont) be my problem much longer|(?:do not|no longer) make plans past \\w+)\\b`,
    ),
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:flood\\w*|burglar\\w*|storm|wedding|party|birthday|exam|results|move|moving|baby|due date|contest|match|game|recipe|bread|cake|ikea|flat pack|retire\\w*|christmas|graduation|concert|gig|prom|date night|premiere|proposal|propose|proposing|first date|opening night|launch)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'giving away what matters',
    pattern:
      /\bgave away (?:my|all my)\b[^.]{0,60}\b(?:confused|(?:does not|do not|dont) know why|no idea why)\b|\bgave my (?:cat|dog|dogs|cats|bird|rabbit) to [^.]{0,30}\bfor a while\b[^]{0,10}\b(?:it is not|isnt|it isnt)\b|\b(?:i have been|been|am) giving (?:my|all my) (?:things|stuff|belongings) away\b[^]{0,40}\b(?:feels right|will not need|wont need|no need)\b|\blabelled everything for (?:my )?\w+|\bfor whoever (?:has to )?(?:comes? in and finds?|finds?) me\b/,
    unless:
      /\b(?:moving|move|marie kondo|charity shop|spring clean\w*|upgrade\w*|new one|outgrew|too small|birthday|christmas|holiday|trip|house ?sit\w*)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a goodbye before an act',
    pattern:
      /\b(?:easy to find after\b|leave nothing hanging when i go|then (?:that is|thats) it$|(?:scheduled|wrote|drafted|set up) (?:my |the )?goodbye (?:emails|messages|letters|texts)|like a last word\b|thanks? (?:to )?(?:whoever made|you for|for) (?:this app|everything)\b[^]{0,60}\bgoodbye$|easier for everyone that way|left the door unlocked for whoever|(?:god|they|she|he) will understand why i (?:have to|had to|need to) go\b|(?:they|everyone|everybody) will (?:all )?be relieved soon|(?:nobody|no one) would have to (?:worry about|deal with|look after) me (?:anymore |any more )?if i (?:was|were) gone|waiting for my body to catch up|might as well make it official|this is (?:the )?last (?:week|day|night) for me)\b/,
    requires:
      /\b(?:will|papers|go|that is it|thats it|goodbye|last word|everyone|whoever|relieved|gone|body|official|last)\b/,
    unless:
      /\b(?:holiday|trip|vacation|job|course|term|moving|move|lease|tenancy|wedding|exam|parcel|delivery|landlord|plumber|cleaner|dog ?sitter|cat ?sitter)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:i am done living|not coming back from this(?: one)?|ready to let go of everything\b[^]{0,30}\bno coming back|i am going to stop it myself|(?:i will|maybe i will|ill) do it for (?:him|her|them)\b|(?:the )?guts to (?:just )?go through with it|(?:if|when) i (?:actually )?went through with it|took myself out of (?:it|the picture|their lives) (?:completely|for good)|(?:made|make) the decision myself\b[^]{0,40}\bdragging|i know how to make it stop|i am fixing that soon|mine is coming too|(?:i will|ill) stop talking about it and just do it|(?:dark )?humou?r is (?:getting )?(?:less dark humou?r and )?more (?:just )?a plan|(?:will not|wont|i will not) make it to (?:\d+|my \d+\w*)\b[^]{0,30}\b(?:making sure|do not want to|dont want to)|do not see myself existing after|tomorrow i will not be alive|(?:can not|cant) promise (?:i will|ill|to) (?:be|stay|keep) safe|not sure i will see (?:the )?morning|the only (?:thing|one|person|reason) (?:stopping|keeping) me (?:here )?is (?:my|the) (?:mum|mom|dad|kids|children|dog|cat|family|son|daughter|wife|husband)\b|planning to end anyway|(?:quietly )?planning for when i can not|(?:go|going) to sleep and stay there|i am just go sleep forever|(?:go|going) (?:to )?sleep forever\b[^]{0,40}\breally want|the kind you (?:do not|dont) wake up from|(?:would not|wouldnt) wake up and that (?:would|d) be fine|let (?:it|the (?:tide|sea|water)) come in over me|how peaceful it would be to (?:just )?go under)\b/,
    unless:
      /\b(?:diet|smoking|drinking|vaping|sugar|ex|relationship|subscription|contract|membership|game|match|level|nap|naps|till noon|until noon|weekend lie ?in|marathon|race)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern: new RegExp(
      `\\b(?:(?:keep|kept|keeps) (?:looking at|thinking about|going to) the rope|(?:thinking about|looking at) the rope in (?:the|my) (?:garage|shed|trunk|wardrobe|closet|car|attic|loft|cupboard|basement)|(?:a|the) bottle of (?:${PILLS}|sleeping pills)\\b[^.]{0,30}\\b(?:help|quiet|tonight|peace)|(?:buy|bought|buying|collect(?:ing|ed)?|saving|stockpil\\w*) (?:many|lots of|loads of|a lot of|so many) (?:sleeping )?(?:tablets?|pills)\\b[^]{0,40}\\b(?:keep them|just in case|hide them|for later))\\b`,
    ),
    unless:
      /\b(?:climbing|camping|swing|boat|sailing|tow\w*|tug of war|gym|skipping|crossfit|vitamins?|allergy|allergies|hay ?fever|holiday|trip|pharmacy job)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'feeling a burden',
    pattern:
      /\b(?:(?:will|would) be (?:more easy|easier) without me\b|i am only (?:a )?cost for (?:them|my family)|better (?:if )?i go away for good|(?:i|we) think to (?:jump|die|kill myself|end)|(?:maybe )?i should kill me\b|life is no more meaning for me|(?:wonder|wondering) if anyone would (?:really )?miss me if i (?:went|was gone|died|disappeared)|tired of being the problem everyone has to (?:manage|deal with|handle))\b/,
    unless: /\b(?:holiday|trip|move|moving|abroad)\b/,
  },
];
