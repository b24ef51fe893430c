// Small text helpers shared by the offline storyteller's composers.

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "owl" -> "an owl", "heron" -> "a heron". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** ["stuck"] -> "stuck"; ["stuck", "tired"] -> "stuck and tired"; three -> "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function wordCount(text: string): number {
  const words = text.match(/[A-Za-z0-9\u00C0-\u024F'’-]+/g);
  return words ? words.length : 0;
}

/** Collapses whitespace and strips characters that would break a quotation. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u201C\u201D"«»]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` words of a phrase, with an ellipsis when shortened; trailing punctuation off. */
export function truncateWords(phrase: string, max: number): string {
  const words = cleanText(phrase).split(' ').filter(Boolean);
  const cut = words.slice(0, max).join(' ');
  const trimmed = cut.replace(/[\s,;:.!?\-–—]+$/, '');
  return words.length > max ? `${trimmed}…` : trimmed;
}

const SECOND_PERSON: ReadonlyArray<[RegExp, string]> = [
  [/\bI am\b/gi, 'you are'],
  [/\bI'm\b/gi, "you're"],
  [/\bI was\b/gi, 'you were'],
  [/\bI've\b/gi, "you've"],
  [/\bI'd\b/gi, "you'd"],
  [/\bI'll\b/gi, "you'll"],
  [/\bI\b/g, 'you'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bmy\b/gi, 'your'],
  [/\bmine\b/gi, 'yours'],
  [/\bme\b/gi, 'you'],
  [/\bam\b/gi, 'are'],
];

/** "I'm walking through fog at my job" -> "you're walking through fog at your job". */
export function toSecondPerson(phrase: string): string {
  return SECOND_PERSON.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    phrase,
  );
}

/** Splits prose into sentences (keeps the closing punctuation). */
export function sentences(text: string): string[] {
  return (
    text
      .match(/[^.!?…]+[.!?…]+["”’']?|[^.!?…]+$/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}

/** Splits text into streaming pieces of about `wordsPerChunk` words, keeping all whitespace, so
 * that the pieces concatenate back to exactly the original text. */
export function chunkText(text: string, wordsPerChunk: number): string[] {
  const tokens = text.match(/\s*\S+/g) ?? [];
  const trailing = text.slice(tokens.join('').length);
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) {
    chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  }
  if (trailing) {
    if (chunks.length > 0) chunks[chunks.length - 1] += trailing;
    else chunks.push(trailing);
  }
  return chunks;
}

/** Fills {tokens} from `vars`; a missing token is a bug in a template, so it throws. */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`template token {${key}} has no value`);
    return value;
  });
}

/** Title Case for English titles: small words stay lower case unless first. */
export function titleCase(text: string): string {
  const small = new Set([
    'a',
    'an',
    'and',
    'as',
    'at',
    'but',
    'by',
    'for',
    'in',
    'of',
    'on',
    'or',
    'the',
    'to',
    'with',
  ]);
  return text
    .split(' ')
    .map((word, i) =>
      i > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalize(word),
    )
    .join(' ');
}
