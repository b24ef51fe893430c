// Warning signs said in other words (seventh round, tuned on the tuning half only): praying not to
// wake up, envying the dead, being "in the ground", removing oneself as a gift to others, being a
// waste of oxygen, feeling lighter at the thought of being dead, a date picked, a plan rehearsed,
// the tallest building looked up, dangerous mixtures of medicine checked, letters "just in case",
// "remember that after", "after tonight I'll be at peace", no way out "except out altogether",
// threats if the person tells, someone coming into their room at night, being forced into sex.
// Guards keep the everyday versions out: a wedding date, a plan for a presentation, the tallest
// building in the world for a quiz, a relative's medicines, "the only way out is through".
import type { Rule } from '../crisis-rule';
import { PERSON } from './lexicon';

const TALL_PLACE =
  '(?:building|bridge|car park|multi ?storey|tower|cliffs?|parking garage|roof|block of flats|overpass)';

export const WARNING_SIGN_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:pray|prays|praying|prayed|ask|asking|asked|beg|begging|begged) (?:to )?god\b[^.!?]{0,30}\b(?:(?:to )?not (?:to )?(?:let me )?wake up|(?:to )?take me(?: away| home| now| tonight)?$|(?:to )?let me die|to end (?:it|my life))/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:trade|swap|switch) places with (?:anyone|anybody|someone|somebody|people|the people|everyone) (?:who (?:has )?(?:died|is dying|is dead|passed)|dying|dead)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:rather|better off) (?:be |being )?(?:in the ground|six feet under|in (?:a|my|the) (?:grave|coffin|box))\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:hope|hopes|hoping|pray|praying|wish|wishing)\b[^.!?]{0,30}\b(?:(?:the |my )?(?:plane|flight) (?:goes|go|went) down|(?:scan|test|tests|results|biopsy) (?:comes?|came) back (?:bad|positive|as cancer))\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern: /\bready for (?:it all|everything|my life|all of it) to (?:end|be over)\b/,
    unless:
      /\b(?:wedding|exams?|move|moving|renovation|project|season|term|semester|holiday|trip|party|build|treatment|chemo|tour)\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling a burden',
    pattern:
      /\b(?:(?:only|best|kindest|least) (?:gift|thing) i (?:can|could) (?:give|do)\b[^.!?]{0,40}\b(?:(?:to )?not be (?:their|his|her|your|anyones|anyone's|everyones|everyone's) (?:problem|burden)|remove myself(?: from (?:the picture|their lives|everyones lives|everyone's lives|the world|this world|existence))?$|to disappear|to be gone|to leave for good)|remove myself(?: (?:from (?:the picture|the equation|their lives|everyones lives|everyone's lives|the world|this world|existence)))?$|(?:weight|millstone|albatross) (?:around|round) (?:everyones|everyone's|everybodys|everybody's|their|my family's|people's|all their) necks?|(?:i am|im) (?:just |only )?(?:a |such a )?waste of (?:oxygen|air|a life|skin|breath))\b/,
  },
  {
    category: 'suicide',
    reason: 'death as a relief',
    pattern:
      /\b(?:imagine|imagining|picture|picturing|think about|thinking about) (?:being dead|dying|my (?:own )?death|not existing|not being here|being gone|not being alive)\b[^.!?]{0,40}\b(?:lighter|better|calm|calmer|relief|relieved|peace|peaceful|happy|happier|at ease|comfort\w*)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:i (?:have )?(?:picked|chosen|chose|set) (?:a|the) date(?! for| to| with| night)|(?:have|made|got) (?:a|my) plan(?! for| to (?!(?:kill|end|die)))\b[^.!?]{0,40}\b(?:rehears\w*|practi[sc]\w*|in my head|nobody knows|no one knows|go through with)|checking out early\b[^.!?]{0,30}\b(?:decided|for good|no going back))/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\bso (?:that )?i can (?:finally )?(?:do it|go through with it)$/,
    requires: /\b(?:empty|alone|nobody|no one|asleep|away|out of the house)\b/,
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern: new RegExp(
      `\\b(?:(?:looked up|looking up|googled|googling|searched|searching|checked|checking|researched|researching|found) (?:for )?(?:the )?(?:tallest|highest) ${TALL_PLACE}|(?:checking|checked|looking up|looked up|googling|googled|reading about|researching|searching)\\b[^.!?]{0,20}\\b(?:which|what) (?:medications?|meds|pills|tablets|drugs) (?:are )?(?:dangerous|deadly|lethal|fatal|(?:can|would) kill))\\b`,
    ),
    unless:
      /\b(?:quiz|world|trip|holiday|visit|tourist|view|photo|photos|gran|grandma|nan|mum|mom|dad|patients?|pharmacist|doctor|for (?:my|her|him|them))\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:(?:letters?|notes?) (?:to|for) (?:everyone|everybody|all the people|the people|all of them|my family)\b[^.!?]{0,25}\b(?:just in case|in case)|(?:said|say|saying) my goodbyes\b[^.!?]{0,30}\b(?:at peace|ready|it is time|for good|forever)|(?:passwords?|bank details|pin)\b[^.!?]{0,40}\b(?:will need (?:it|them) soon|when i am gone|after i am gone)|(?:should|to|will|please) remember (?:that|this|it|me) after(?:wards)?$|(?:do not|dont) worry about me after (?:tonight|today|tomorrow)\b[^.!?]{0,30}\b(?:peace|gone|free|rest|over|better place)|(?:after tonight|after today|by tomorrow),? i (?:will|ll) be (?:at peace|free|gone|at rest))\b/,
  },
  {
    category: 'suicide',
    reason: 'hopelessness',
    pattern:
      /\b(?:no (?:version of the )?future (?:where|in which) i am (?:ok|okay|alright|all right|fine|happy)\b[^.!?]{0,40}\b(?:point|why bother|waiting for|keep going|go on)|way out except (?:out altogether|altogether|for good|permanently|death|dying|the final one|the permanent one))\b/,
  },
];

export const WARNING_SIGN_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'threats of violence',
    pattern: new RegExp(
      `\\b${PERSON}\\b[^.!?]{0,20}\\b(?:said|says|told me|tells me|swore|swears|threatened|threatens)\\b[^.!?]{0,20}\\bif i (?:ever )?(?:tell|told|leave|left|go to the police|report|say anything)\\b[^.!?]{0,30}\\b(?:kill|hurt|beat|hit|take the kids|take my (?:kids|children))\\b`,
    ),
    unless: /\b(?:joking|kidding|lol|haha|surprise|spoil\w*|ending)\b/,
  },
  {
    category: 'abuse',
    reason: 'unwanted sexual contact',
    pattern: new RegExp(
      `\\b${PERSON}\\b[^.!?]{0,20}\\b(?:comes?|came|coming|gets?|got) (?:into|in) my (?:room|bed|bedroom) (?:at night|when)\\b`,
    ),
    requires:
      /\b(?:(?:can not|could not) (?:make (?:him|her|them) stop|stop (?:him|her|them))|touch\w*|scared|afraid|secret|do not want|did not want|pretend to be asleep)\b/,
  },
  {
    category: 'abuse',
    reason: 'abuse or assault',
    pattern:
      /\b(?:(?:being|been|was|am|got|get|gets) forced (?:to have sex|into sex|to do (?:sexual )?things|to sleep with)|(?:can not|could not) say no\b[^.!?]{0,30}\b(?:sex|sleep with|touch\w*|bed))\b/,
  },
];
