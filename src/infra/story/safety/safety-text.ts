// Puts a person's words into one plain form before the crisis rules read them: lower case,
// straight quotes, contractions and chat shorthand spelled out, common typos and leetspeak
// mended, stretched letters ("diiiie") shortened. The rules then only need to know one spelling.

/** Words whose double letter must survive when a stretched run is shortened ("killll" → kill). */
const DOUBLE_LETTER_WORDS = new Set([
  'all',
  'kill',
  'will',
  'still',
  'feel',
  'sleep',
  'need',
  'see',
  'free',
  'too',
  'good',
  'soon',
  'off',
  'stuff',
  'tell',
  'fall',
  'wall',
  'pills',
  'full',
  'goodbye',
  'bleed',
  'anymore',
  'sorry',
  'really',
  'pretty',
  'happy',
]);

function shortenStretched(word: string): string {
  if (!/([a-z])\1\1/.test(word)) return word;
  const toTwo = word.replace(/([a-z])\1{2,}/g, '$1$1');
  if (DOUBLE_LETTER_WORDS.has(toTwo)) return toTwo;
  const toOne = word.replace(/([a-z])\1{2,}/g, '$1');
  return toOne;
}

/** Digits and symbols used as letters inside a word ("d1e", "su1c1de", "k!ll"). */
const LEET: Readonly<Record<string, string>> = {
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
};

/** Only between letters, so "24/7", "5am", "die!" and "12th" stay as they are. */
function unLeet(word: string): string {
  return word.replace(/(?<=[a-z])[013457@$!|](?=[a-z])/g, (c) => LEET[c] ?? c);
}

/** Whole-word replacements: shorthand, slang and frequent misspellings. */
const WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:won't|wont)\b/g, 'will not'],
  [/\b(?:can't|cant|cannot|carnt)\b/g, 'can not'],
  [/\b(?:dnt|dont|don't|do'nt)\b/g, 'do not'],
  [
    /\b(do|does|did|is|are|was|were|would|could|should|have|has|had|must|need|ai)(?:n't|nt)\b/g,
    '$1 not',
  ],
  [/n't\b/g, ' not'],
  [/\b(?:i'm|im|i m|ima|imma)\b/g, 'i am'],
  [/\b(?:i've|ive)\b/g, 'i have'],
  [
    /\b(?:i'd|id)\b(?= (?:be|rather|have|never|love|like|do|welcome|give|kill|die|just|sooner))/g,
    'i would',
  ],
  [/\b(?:i'll|ill)\b(?= (?:be|just|do|never|go|end|kill|die|make|finally|stop|not))/g, 'i will'],
  [/\b(he|she|they|you|we|it|everyone|everybody|people)'d\b/g, '$1 would'],
  [/\b(?:theyd)\b/g, 'they would'],
  [/\b(he|she|it|that|there|what|who|everything|life|nothing|this|death|dying)'s\b/g, '$1 is'],
  [
    /\b(that|what|there|it)s\b(?= (?:a|the|no|not|nothing|my|all|it|over|decided|time|just|so|only|what|why|how|going|too|hopeless|pointless|the point)\b)/g,
    '$1 is',
  ],
  [/'re\b/g, ' are'],
  [/'ll\b/g, ' will'],
  [/'ve\b/g, ' have'],
  [/\b(?:wanna|wna|wnna|wana)\b/g, 'want to'],
  [/\btoo (?=die\b|be dead\b|kill myself\b|end it\b)/g, 'to '],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'have to'],
  [/\btryna\b/g, 'trying to'],
  [/\bkinda\b/g, 'kind of'],
  [/\b(?:wnat|wnt|wan)\b/g, 'want'],
  [/\b(?:tmrw|tmr|tmrow|tomoz|tomorow|tommorow|tommorrow|2morrow|2moro)\b/g, 'tomorrow'],
  [/\b(?:tonite|2nite|2night)\b/g, 'tonight'],
  [/\b(?:4ever|4eva|forevr)\b/g, 'forever'],
  [/\bb4\b/g, 'before'],
  [/\b2day\b/g, 'today'],
  [/\bnite\b/g, 'night'],
  [/\bagin\b/g, 'again'],
  [/\b(?:wud|wld)\b/g, 'would'],
  [/\b(?:cud|cld)\b/g, 'could'],
  [/\b(?:shud|shld)\b/g, 'should'],
  [/\b(?:abt|bout)\b/g, 'about'],
  [/\b(?:bc|cuz|coz|cos|bcos|bcuz)\b/g, 'because'],
  [/\bppl\b/g, 'people'],
  [/\b(?:every1|evry1|evryone|everyon)\b/g, 'everyone'],
  [/\b(?:some1)\b/g, 'someone'],
  [/\b(?:no1|noone|no-one)\b/g, 'no one'],
  [/\bur\b/g, 'your'],
  [/\bu\b/g, 'you'],
  [/\br\b/g, 'are'],
  [/\bb\b/g, 'be'],
  [/\bw\b/g, 'with'],
  [/\b2\b(?= [a-z])/g, 'to'],
  [/\b(?:any more|anymoar|anymor|nemore|n e more)\b/g, 'anymore'],
  [/\b(?:ded)\b/g, 'dead'],
  [/\b(?:disapear|dissapear|dissappear)(\w*)/g, 'disappear$1'],
  [/\b(?:kil|kll|kiil)\b/g, 'kill'],
  [/\b(?:myslef|mysef|mysefl|meself|myselff)\b/g, 'myself'],
  [/\bmy self\b/g, 'myself'],
  [/\b(?:sucide|suicde|suiside|suacide|suicdie)\b/g, 'suicide'],
  [/\b(?:sucidal|suicdal|suisidal|suicidle|suicidel|sucidel|suicidial|suacidal)\b/g, 'suicidal'],
  [/\b(?:sewer ?slide|sewerslide|self ?delete|selfdelete)\b/g, 'suicide'],
  [/\bunalive(?= ?(?:$|[.!?,;]|(?:tbh|ngl|rn|fr|lol|honestly)\b))/g, 'kill myself'],
  [/\b(?:unaliv(?:e|ing)|unalive)\b/g, 'kill'],
  [/\bkms\b/g, 'kill myself'],
  [/\bctb\b(?! aka\b)/g, 'kill myself'],
  [/\boff(?:ing|ed)? myself\b/g, 'kill myself'],
  [/\byeet(?:ing)? myself\b/g, 'throw myself'],
  [/\bdye\b(?! (?:my|it|the|her|his|your|them|our|a|some|this|that)\b)/g, 'die'],
  [/\bdi\b(?= (?:tonight|today|now|already|soon)\b)/g, 'die'],
  [/\bself[\s-]*harm/g, 'self harm'],
  [/\bsh\b/g, 'self harm'],
  [/\b(?:thinkin|thinkn)\b/g, 'thinking'],
  [
    /\b(end|hurt|cutt|feel|go|do|try|liv|dy|kill|plann|sav|giv|jump|harm|start|burn|want|wish|hop|fight)in\b/g,
    '$1ing',
  ],
  [/\b(?:rn|atm|tbh|ngl|fr|smh|idk|imo|lowkey|highkey|no cap|literally|honestly|deadass)\b/g, ' '],
];

/** Lower case, straight quotes, contractions and shorthand spelled out, typos mended. */
export function normaliseForSafety(text: string): string {
  let out = ` ${text} `
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ');
  out = out
    .split(' ')
    .map((word) => shortenStretched(unLeet(word)))
    .join(' ');
  for (const [pattern, replacement] of WORDS) out = out.replace(pattern, replacement);
  return out
    .replace(/[^a-z0-9'\s.,!?;:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^/, ' ');
}

/** Sentences and "but" halves: negation and most rules are judged within one clause. */
export function clausesOf(normalised: string): string[] {
  return normalised
    .split(/[.!?;\n]+|,\s*but\b|\bbut\b/)
    .map((clause) => ` ${clause.trim()}`)
    .filter((clause) => clause.trim() !== '');
}

/** The clauses of clausesOf, grouped by sentence (in order; flattened, they are clausesOf). */
export function sentencesOf(normalised: string): string[][] {
  return normalised
    .split(/[.!?;\n]+/)
    .map((sentence) =>
      sentence
        .split(/,\s*but\b|\bbut\b/)
        .map((clause) => ` ${clause.trim()}`)
        .filter((clause) => clause.trim() !== ''),
    )
    .filter((clauses) => clauses.length > 0);
}

/**
 * How much of a text is read together: up to this many words of neighbouring sentences. A text
 * this short or shorter is read whole; a longer entry is read stretch by stretch, so it is not
 * flagged just for holding more words (a tired line at its start and a sad one at its end).
 */
export const READ_TOGETHER_WORDS = 60;

const wordCount = (text: string) => text.split(' ').filter((word) => /[a-z0-9]/.test(word)).length;

/**
 * The stretches of neighbouring items (sentences) read together: each as long as it can be within
 * `maxWords` (one item at least), none inside another; [start, end) indexes. Items of `maxWords`
 * or fewer in all are one stretch.
 */
export function stretchesOf(
  items: readonly string[],
  maxWords = READ_TOGETHER_WORDS,
): Array<[number, number]> {
  const words = items.map(wordCount);
  const spans: Array<[number, number]> = [];
  let end = 0;
  let total = 0;
  for (let start = 0; start < items.length; start += 1) {
    if (end < start + 1) {
      end = start + 1;
      total = words[start]!;
    }
    while (end < items.length && total + words[end]! <= maxWords) {
      total += words[end]!;
      end += 1;
    }
    const last = spans[spans.length - 1];
    if (!last || end > last[1]) spans.push([start, end]);
    total -= words[start]!;
  }
  return spans;
}

/** The sentences of a normalised text with their punctuation (for reading across sentences). */
function punctuatedSentences(normalised: string): string[] {
  return normalised.match(/[^.!?;\n]*[a-z0-9][^.!?;\n]*[.!?;\n]*/g) ?? [];
}

/**
 * The stretches of a normalised text read together, punctuation kept, for what is read across
 * sentences: the text itself when it is short (READ_TOGETHER_WORDS).
 */
export function sentenceStretches(normalised: string, maxWords = READ_TOGETHER_WORDS): string[] {
  const sentences = punctuatedSentences(normalised);
  const spans = stretchesOf(sentences, maxWords);
  if (spans.length <= 1) return [normalised];
  return spans.map(([start, end]) => ` ${sentences.slice(start, end).join('').trim()}`);
}
