// Contractions typed without the apostrophe, as phones and quick typing leave them ("cant",
// "shes"), given it back before the mood is parsed, so "shes pulling away" is a person doing
// something, not a thing called "the shes". Only forms that are no other word: "its", "ill",
// "were", "well", "hell", "lets" and "id" stay as typed.

/** The stems of "n't" forms: "can" of "cant". */
const NOT_STEMS =
  'can,don,won,isn,aren,wasn,weren,doesn,didn,haven,hasn,hadn,couldn,wouldn,shouldn'.split(',');

const CONTRACTIONS: ReadonlyMap<string, string> = new Map([
  ...NOT_STEMS.map((stem) => [`${stem}t`, `${stem}'t`] as const),
  ...['she', 'he', 'that', 'what', 'there'].map((w) => [`${w}s`, `${w}'s`] as const),
  ['theyre', "they're"],
  ['youre', "you're"],
  ['theyve', "they've"],
  ['youve', "you've"],
  ['weve', "we've"],
  ['im', "i'm"],
  ['ive', "i've"],
]);

const BARE = new RegExp(`\\b(?:${[...CONTRACTIONS.keys()].join('|')})\\b`, 'gi');

export function restoreApostrophes(text: string): string {
  return text.replace(BARE, (word) => {
    const restored = CONTRACTIONS.get(word.toLowerCase()) as string;
    return /^[A-Z]/.test(word) ? restored.charAt(0).toUpperCase() + restored.slice(1) : restored;
  });
}
