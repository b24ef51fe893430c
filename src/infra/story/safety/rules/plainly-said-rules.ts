// Risk said plainly in words the earlier rules did not know (thirteenth and fourteenth rounds,
// plain samples of what people type; tuned on their tuning halves only): a crash that "won't be
// an accident", no reason to stick around, a pet given away "and she doesn't know why", peace
// made, not being here by the weekend or alive for Christmas, not being around to read the next
// chapter, a character who "is me" and never wakes up, nobody having to worry "ever again", not
// being "the one to find me", being out of everyone's way soon, a voice heard one last time
// before going through with it, "if someone finds this", doing what the story's character did,
// peace as never waking up, ending one's own life decided; a head banged until one sees stars,
// food not allowed until it is earned; a black eye from him and a lie at work, a threat to kill
// with fear of going home, food withheld as punishment, a child wetting the bed again after time
// alone with someone, grabbing with a threat to report, turning up outside with threats, photos
// held for more, a carer who hurts "when no one is watching".
// Guards keep the everyday versions out: a cake that won't be an accident, peace made with being
// a night owl, a trip on Friday, Sleeping Beauty, a brick wall to bang one's head against, a
// licence, hide and seek, a coat being fetched, a grandad seen before he passed, a lost wallet, a
// charity skydive, sweets earned at the gym, football, a late mum "killing" one, a clingy
// toddler, a neighbour's cat, baby photos, a sister stealing biscuits.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE } from './lexicon';

const NOT_A_TRIP = new RegExp(
  `${AWAY_FOR_A_WHILE}|\\b(?:work|shift|moving|going to (?:my|the|a|see|visit)|visiting|in ?laws|leaving early|match|game|film|movie|show|concert)\\b`,
);

export const PLAINLY_SAID_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\bit (?:will not|would not|is not going to|will not have) be(?:en)? an accident\b/,
    requires:
      /\b(?:crash\w*|car|drive|driving|road|motorway|tree|bridge|train|lorry|truck|pills|tonight|myself)\b/,
    unless: /\b(?:cake|prank|plot\w*|lol|haha|pun|spill\w*)\b/,
  },
  {
    category: 'suicide',
    reason: 'giving things away',
    pattern:
      /\b(?:gave|given|giving|give) (?:away )?(?:my|all my|our) (?:dog|cat|pets?|puppy|kitten|rabbit|stuff|things|guitar|games|clothes|jewel\w*|books)\b[^!?]{0,60}\b(?:does not|did not|do not|will not) (?:know|understand|realise|realize) why\b/,
    unless:
      /\b(?:week|weekend|holiday|trip|while|moving|move|allerg\w*|landlord|travel\w*|charity|sell\w*|so often)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern: /\b(?:i have|i am|i) made (?:my )?peace\b(?! with)/,
    requires:
      /\b(?:soon|goodbye|bye|ready|none of (?:this|it)|gone|tonight|the end|matter\w*|sorry|go now)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:(?:i do not think|i doubt) i (?:will|am going to)|i (?:will not|am not going to|will never)) be (?:here|around|alive) (?:by|for|at|to see|to read|to hear|to finish|when) (?:the (?:weekend|end|next|results|new year|holidays)|christmas|easter|my (?:birthday|next)|new year|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|how (?:it|the \w+) ends)\b/,
    unless: NOT_A_TRIP,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\bi (?:will not|am not going to) be alive (?:for|by|at|on|next|this|in)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:goes|go|went|going) to sleep and (?:never|does not|do not|will not) (?:wakes?|waking) up\b/,
    requires:
      /\b(?:is me|was me|that is me|it is me|tonight|i am going to|i want|i will|like me|be me)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:nobody|no one|no-one|none of you|nobody else) (?:will )?(?:has|have|need|needs|will need) to worry about me (?:ever )?(?:again|anymore|any more)\b/,
    unless:
      /\b(?:money|financially|rent|bills|licen[cs]e|driving|lift|lifts|job|graduate|moving out|cook\w*)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:not|never) be the one (?:to|who|that) (?:finds?|found|discovers?) me\b|\bi (?:picked|chose|have chosen|chosen)\b[^.!?]{0,40}\b(?:so|because) (?:he|she|they|my \w+) (?:will not|does not|do not|would not) (?:have to )?(?:find|see) me\b/,
    unless: /\b(?:hide and seek|hiding|game|seek|lol|haha)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\bi will be out of (?:the|your|everyones|everyone's|their|everybody's|everybodys) way\b/,
    requires: /\b(?:sorry|let down|for good|forever|burden|everyone|goodbye|bye|soon)\b/,
    unless:
      /\b(?:coat|bag|minutes?|second|moment|kitchen|office|desk|room|house|flat|moving|move out|packing|bathroom|car|shower|bus)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:hear (?:his|her|their|your|my \w+s?) voice|see (?:him|her|them|my \w+)|hug (?:him|her|them|my \w+)|talk to (?:him|her|them|my \w+)) (?:one|for the|a) (?:last|final) time\b/,
    requires:
      /\b(?:before i (?:go|do it|go through|leave for good|end)|goodbye|(?:does|did|will) not know|tonight)\b/,
    unless:
      /\b(?:moving|move|flight|emigrat\w*|deploy\w*|abroad|before (?:he|she|they) (?:leaves|left|moves|goes|dies|died|passed)|hospice|dying|funeral|passed away|in hospital)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern: /\b(?:if|when|whoever) (?:someone|somebody|anyone|anybody|you) finds? this\b/,
    requires:
      /\b(?:tell|let) (?:my|them|her|him)\b|\b(?:at peace|i chose|goodbye|sorry|love (?:you|her|him|them)|i am gone)\b/,
    unless:
      /\b(?:wallet|phone|keys|bag|lost|reward|return|bottle|capsule|treasure|purse|ring|card|dog|cat)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    // Doing "what he did", "the same": intent.
    tier: 'crisis',
    pattern:
      /\b(?:leaving|dying|death|ending it|going) is the only way out\b|\b(?:i am going to|i will|i want to|going to|gonna) do what (?:he|she|they|the \w+) did\b|\b(?:planning|plan|going|want|wanting|thinking about|about|ready) to do the same\b/,
    requires:
      /\b(?:only way out|walked into the (?:sea|water|river|lake|ocean)|jumped|ended (?:it|his life|her life|their life|things)|took (?:his|her|their) (?:own )?life|killed (?:himself|herself|themselves)|drowned|never came back|gone for good|right to)\b/,
    notFollowedBy:
      /^ (?:of|from) (?:this |that |the |my )?(?:job|relationship|marriage|town|city|house|flat|school|course|company|team|contract|band|country)\b/,
    unless:
      /\b(?:plane|parachute|skydiv\w*|bungee|charity|marathon|puddle|queue|pool|swim\w*|surf\w*|paddl\w*|quit|job)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:peace|rest|relief|freedom)(?: for me)? (?:would be|is|means|would mean) (?:to )?(?:not|never) (?:waking|wake|being here|being alive|existing|exist)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\bending (?:your|one's|ones|my|their|his|her) (?:own )?life\b/,
    requires:
      /\b(?:i have decided|decided for myself|i am going to|for me|myself|no shame|right choice|the answer|i will)\b/,
    unless: /\b(?:documentary|switzerland|law|debate|assisted|essay|article|podcast)\b/,
  },
];

export const PLAINLY_SAID_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:bang|banging|banged|smash|smashing|smashed|hit|hitting) my head (?:against|on|into) (?:the |a )?(?:wall|floor|door|desk)\b/,
    requires:
      /\b(?:hard enough|until|till|blood|bleed\w*|stars|hate myself|angry at myself|punish\w*|on purpose|bruis\w*|every night)\b/,
    unless:
      /\b(?:like|brick wall|code|project|trying to|explaining|talking to|spreadsheet|homework|bureaucracy|by accident|accidentally|cupboard|low ceiling)\b/,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: /\b(?:do not|never|will not) (?:let|allow) myself (?:to )?eat\b/,
    requires: /\b(?:earn\w*|deserve\w*|punish\w*|days|disgusting|fat)\b/,
    unless:
      /\b(?:after (?:8|eight|9|nine)|before (?:dinner|lunch|bed)|snacks?|sweets|chocolate|junk|takeaway|dessert|crisps|cake|sugar|diet|gym)\b/,
  },
];

export const PLAINLY_SAID_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:black eye|bruises?|split lip|broken (?:rib|nose|wrist|arm)) from (?:him|her|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|mum|mom|mother|step ?\w+|ex))\b|\b(?:lie|lied|lying|told \w+|tell \w+) (?:to \w+ )?(?:at work |at school )?(?:that )?i (?:fell|walked into a door|bumped into)\b/,
    requires:
      /\b(?:black eye|bruis\w*|split lip|broken|again|him|he|husband|wife|partner|boyfriend|girlfriend)\b/,
    unless:
      /\b(?:football|rugby|boxing|match|game|training|sparring|elbow|by accident|accidentally|ball|drunk|lol|haha|ice|skating|bike)\b/,
  },
  {
    category: 'abuse',
    reason: 'threats to kill',
    pattern:
      /\b(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|stepdad|step dad)) (?:said|says|told me|keeps saying|threatened|swore) (?:that )?(?:he|she|they)(?: is| are|s|re| was)? (?:going to|will|would|gonna) kill me\b/,
    requires:
      /\b(?:scared|afraid|terrified|frightened|tonight|go home|go back|means it|meant it|knife|gun)\b/,
    unless:
      /\b(?:lol|haha|joking|jokes|if i (?:am late|eat|take|use|borrow|break|forget|spoil|tell)|late|dent|scratch|spoiler|charger|birthday|surprise)\b/,
  },
  {
    category: 'abuse',
    reason: 'being controlled',
    pattern:
      /\b(?:he|she|my (?:husband|wife|partner|boyfriend|girlfriend)) (?:does not|will not|do not|did not|never) (?:let|lets|allow|allows) me (?:to )?(?:eat|sleep|leave the house|have (?:any )?money)\b/,
    requires: /\b(?:if i|when i|unless|punish\w*|as punishment|for days|checks?|allowed)\b/,
    unless: /\b(?:diet|doctor|surgery|fasting|ramadan|sweets|chocolate|dessert)\b/,
  },
  {
    category: 'abuse',
    reason: 'signs of a child being abused',
    pattern: /\b(?:wetting|wets|wet|wetted) the bed again\b/,
    requires:
      /\b(?:on (?:her|his|their) own|alone with|(?:will|would|does|did) not say why|scared of (?:him|her)|keeps getting|since (?:he|she|her \w+|his \w+) started)\b/,
  },
  {
    category: 'abuse',
    reason: 'unwanted sexual contact',
    pattern: /\b(?:keeps?|kept|always) (?:grabbing|groping|touching|feeling) me\b/,
    requires:
      /\b(?:if i (?:report|tell|say)|lose my job|fire me|do not like it|did not want|said no|asked (?:him|her) to stop|scared|uncomfortable)\b/,
    unless: /\b(?:baby|toddler|son|daughter|kids?|cat|dog|puppy|niece|nephew|attention|lol)\b/,
  },
  {
    category: 'abuse',
    reason: 'threats',
    pattern:
      /\b(?:keeps?|kept) (?:showing|turning) up (?:outside|at) my\b|\b(?:going to|gonna|will) make me pay\b(?! (?:for|the|back|rent|half|my share|\d))/,
    requires:
      /\b(?:make me pay|kill|hurt|threat\w*|scared|afraid|watching|following|leave me alone|restraining|ex)\b/,
    unless: /\b(?:cat|dog|fox|parcel|delivery|postman|lol|haha)\b/,
  },
  {
    category: 'abuse',
    reason: 'threats to share images',
    pattern:
      /\b(?:send|post|share|leak|show) (?:them|my (?:pics|photos|pictures|nudes|videos)|the (?:pics|photos|pictures|videos)) to (?:everyone|everybody|my (?:parents|dad|mum|mom|family|school|friends|boss))\b/,
    requires:
      /\b(?:my (?:pics|photos|pictures|nudes|videos)|nudes|naked|private|intimate)\b[^.!?]*\b(?:unless i|if i (?:do not|will not|stop)|send more|pay|money|video call)\b|\b(?:unless i|if i (?:do not|will not|stop))\b[^.!?]*\b(?:my (?:pics|photos|pictures|nudes|videos)|nudes)\b/,
    unless: /\b(?:baby|holiday|graduation|wedding|prom|school photos?|lol|haha)\b/,
  },
  {
    category: 'abuse',
    reason: 'unwanted sexual contact',
    pattern:
      /\b(?:asks?|asking|asked|wants?) (?:me )?(?:for (?:ones|some|pics|pictures|photos) back|for (?:pics|pictures|photos|nudes)|to send (?:pics|pictures|photos|nudes))\b/,
    requires:
      /\b(?:if i (?:say|tell)|liar|secret|do not tell|(?:no one|nobody) will believe|in trouble)\b/,
    unless: /\b(?:baby|holiday|wedding|graduation|garden|dog|cat|puppy|surprise|album|party)\b/,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern: /\bwhen (?:no one|nobody|no-one) is (?:watching|looking|around)\b/,
    requires:
      /\b(?:pinch\w*|slap\w*|hits?|hitting|push\w*|shov\w*|grab\w*|hurts? me|twists?|kicks?|shouts at me|rough)\b/,
    unless:
      /\b(?:cat|dog|puppy|kitten|toddler|baby|sweets|cookies|biscuits|snacks?|eat\w*|danc\w*|sing\w*|brother|sister)\b/,
  },
];
