// Suicide risk said last, or said lightly (fifty-first to fifty-sixth rounds, tuned on their
// tuning halves only): an answer about the story that ends by asking forgiveness "for what I am
// going to do", following a grandparent "in the sky", letting the river or the sea take one, a
// last night, a day picked, "I will not see my 17th birthday", "I have seen to that"; a joke that
// turns out not to be one ("it was not for fun", "jk about the jk"); the character who vanished
// and "that is the plan"; a voice that says "jump"; fear of more years, not of dying.
// Guards keep the everyday versions out: stories written for class, holidays and trips, birthdays
// on a trip, wedding days picked, and forgiveness for small things.
import type { Rule } from '../crisis-rule';

export const LAST_WORDS_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a goodbye before an act',
    pattern:
      /\bforgives? me for (?:what i am (?:going|about) to do(?! (?:to|with|for|on|at|in) )|what comes next|not saying goodbye)\b|\bforgive me\b[^.]{0,25}\bfor what comes next\b|\bthis (?:will|is going to) break (?:your|his|her|their) hearts?\b[^]{0,30}\bi am done\b|\b(?:this|that) is the last sorry\b|\bi am writing my own ending (?:this week|tonight|tomorrow|soon|now)\b|\bso (?:she|he|they) knows? where to find the (?:letter|note)\b|\bjust wanted to say goodbye to (?:someone|somebody|anyone)\b|\bso the kids (?:are|will be) (?:at|with) [^.]{0,20}\bwhen it happens\b/,
    unless: /\b(?:class|homework|essay|assignment|novel|fanfic|holiday|trip|flight|move|moving)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'following someone who died',
    pattern:
      /\b(?:be|go) (?:with|to) (?:her|him|them|my (?:nan|nana|gran|granny|grandma|grandad|grandpa|grandfather|grandmother|mum|mom|dad|wife|husband)) (?:soon|now)\b[^]{0,40}\b(?:made my mind up|waiting for me|in the sky|up there|only way)\b|\bsee (?:him|her|them) sooner than (?:anyone|everyone|people) (?:expects?|thinks?)\b|\bi (?:want to go back to|want to be with) (?:her|him|them)\b[^.]{0,30}\bthe only way\b|\bup there with (?:him|her|them)\b[^.]{0,40}\bknow how to get there\b/,
    unless: /\b(?:visit|flight|train|holiday|trip|weekend|christmas|summer|care home|hospital)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'wanting to die',
    pattern:
      /\blet the (?:river|sea|water|waves|tide) (?:carry|take) me\b|\bwant the (?:sea|river|water|waves|tide) to take me\b|\bwhen you know (?:it is|its) your last (?:one|night|day)\b|\b(?:brave|strong) enough to end it\b|\bpermanent (?:quiet|silence|sleep)\b|\bspecifically on purpose\b|\bnot (?:scared|afraid) of dying any ?more\b[^.]{0,30}\bscared of\b|\bscared of another \d+ years\b|\bvoices? in my head\b[^.]{0,25}\b(?:jump|do it|end it)\b[^.]{0,30}\bagree\b/,
    unless:
      /\b(?:surf\w*|swim\w*|boat|sailing|kayak\w*|paddl\w*|relationship|the call|the meeting|exam)\b/,
  },
  {
    category: 'suicide',
    reason: 'no future planned',
    pattern:
      /\b(?:will not|wont) see my \d+(?:st|nd|rd|th)? birthday\b|\bnot be a (?:bother|burden|nuisance) to (?:them|anyone|you) (?:much|for much) longer\b[^]{0,25}\bseen to that\b|\bi have seen to that\b[^.]{0,10}$|\bno point (?:in )?asking me about (?:next week|next month|tomorrow|the future)\b|\bnot something i will be seeing\b|\bpicked the day\b|\bneed to pick the day\b/,
    requires:
      /\b(?:relief|bother|burden|nuisance|seen to that|point|winter|spring|goodbyes?|end it|done|seeing|birthday|week|month|tomorrow|future)\b/,
    unless: /\b(?:wedding|party|holiday|trip|abroad|away|travel\w*|moving|exam results|tickets?)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a joke that is not one',
    pattern:
      /\b(?:was not|wasnt|is not) for fun\b|\bjk about the jk\b|\bi really did buy (?:the|it|them)\b|\bsomeone who has a plan\b|\bnot for going anywhere\b|\b(?:disappeared|vanished|left|was gone)\b[^]{0,60}\b(?:that is|thats) (?:kind of )?(?:what i want|the plan)\b/,
    requires:
      /\b(?:eulogy|will|stuff|jk|plan|train|platform|bridge|character|nobody|everyone|moved on|disappeared|vanished|left|gone)\b/,
    unless: /\b(?:holiday|trip|weekend|gap year|retire\w*)\b/,
    acrossSentences: true,
  },
];
