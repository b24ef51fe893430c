// Typos in a mood, so that none is ever written back to the person: a misspelt word is corrected
// when the spell checker is sure of the word meant, and is otherwise marked unsure (a detail with
// an unsure word is left out, and its slot keeps the piece's own fallback). The checker is nspell
// with the British and the American Hunspell dictionaries (dictionary-en-gb, dictionary-en): a
// word either spells is a word. Loaded on first use (about 0.9 s, about 60 MB).
import nspell from 'nspell';
import british from 'dictionary-en-gb';
import american from 'dictionary-en';
import { EVENTS, PETS, PLACES, RELATIONS } from './details.data';
import { FEELING_CUES } from './feeling-cues.data';
import { KEEPSAKES } from './keepsakes.data';

export interface Spelling {
  /** The mood with every sure correction made (case kept: "Skool" → "School"). */
  text: string;
  /** Misspelt words with no sure correction, lower case: never repeated back. */
  unsure: string[];
  corrections: { wrong: string; right: string }[];
}

/** A misspelt-word checker: `correct` for a word, `suggest` for its likely spellings. */
export interface SpellChecker {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

let checker: SpellChecker | undefined;

/** The British and American dictionaries together. */
export function defaultSpellChecker(): SpellChecker {
  if (checker) return checker;
  // The dictionaries come as bytes; nspell's types ask for a Buffer.
  const speller = (d: { aff: Uint8Array; dic: Uint8Array }) =>
    nspell(Buffer.from(d.aff), Buffer.from(d.dic));
  const spellers = [speller(british), speller(american)];
  checker = {
    correct: (word) => spellers.some((s) => s.correct(word)),
    suggest: (word) => [...new Set(spellers.flatMap((s) => s.suggest(word)))],
  };
  return checker;
}

const words = (list: Iterable<string>) => [...list].flatMap((w) => w.toLowerCase().split(/\s+/));

/** Words the storyteller knows that dictionaries may not ("grandad", "nan", "chemo", "uni"), and
 *  chat shorthand that is not a typo ("gonna", "rn"). */
const KNOWN = new Set([
  ...words(RELATIONS.keys()),
  ...words(PETS.keys()),
  ...words(EVENTS.keys()),
  ...words(PLACES),
  ...words(KEEPSAKES.keys()),
  ...words(FEELING_CUES.keys()).map((w) => w.replace(/\*$/, '')),
  ...'gonna,wanna,gotta,kinda,sorta,dunno,lemme,gimme,innit,yeah,yep,nope,nah,okay,ok,lol,lmao,omg,idk,tbh,ngl,imo,btw,rn,af,asf,atm,fr,tho,cuz,coz,bc,ya,ur,pls,plz,thx,xx,xxx,haha,hahaha,ugh,meh,hmm,mum,mam,nan,nana,grandad,granddad,telly,uni,selfie,vlog,wifi,online,lockdown,covid,chemo,radiotherapy,gcse,gcses,netflix,whatsapp,instagram,tiktok'.split(
    ',',
  ),
]);

/** The domain's own nouns: a suggestion among them is the likely one ("skool" → "school"). */
const DOMAIN = new Set(
  [...RELATIONS.keys(), ...PETS.keys(), ...EVENTS.keys(), ...PLACES, ...KEEPSAKES.keys()].flatMap(
    (w) => w.split(/\s+/),
  ),
);

/** "agian" → "again": two neighbouring letters swapped. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
}

/** The word meant, when it is clear: one suggestion, or one that swaps two letters, or one of
 *  the storyteller's own nouns. Otherwise undefined. */
export function sureSuggestion(word: string, suggestions: readonly string[]): string | undefined {
  // For a word typed in lower case, only lower-case words ("Asian" is not a spelling of "agian").
  const plain = suggestions.filter((s) => /^[a-z]+(?:-[a-z]+)?$/.test(s));
  if (plain.length === 1) return plain[0];
  for (const test of [(s: string) => swapped(word, s), (s: string) => DOMAIN.has(s)]) {
    const fit = plain.filter(test);
    if (fit.length === 1) return fit[0];
  }
  return undefined;
}

/** At most this many words are looked up for a correction in one mood (each takes 10-100 ms). */
const MAX_GUESSES = 6;

const cased = (like: string, word: string) =>
  /^[A-Z]/.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * Reads the mood's words for typos. Words with a capital are names ("Nico", "Biscuit") and are
 * left as typed (a detail only comes from them as a name); short words in capitals are acronyms ("GCSE", "NHS").
 * A word typed without its apostrophe ("dont") is no typo: the reader gives it back.
 */
export function checkSpelling(mood: string, spell: SpellChecker = defaultSpellChecker()): Spelling {
  const unsure = new Set<string>();
  const corrections: Spelling['corrections'] = [];
  const seen = new Map<string, string | null>();
  let guesses = 0;
  // Whole tokens: a word joined to digits or hyphens ("zebra-1a2b", "5k") is not checked.
  const text = mood.replace(/[\w'’-]+/g, (token) => {
    if (!/^[A-Za-z]+$/.test(token) || token.length < 3) return token;
    const lower = token.toLowerCase();
    const shout = token === token.toUpperCase();
    if (shout && token.length <= 5) return token;
    // A capital may be a name even at a sentence's start ("Nico came round"): never guessed at.
    if (/^[A-Z]/.test(token) && !shout) return token;
    if (KNOWN.has(lower) || spell.correct(lower) || spell.correct(token)) return token;
    if (!seen.has(lower)) {
      // The checker is slow on long words and on letters that are no word ("vbnmqwpl"): those
      // are marked unsure, not guessed, and so is every typo after the first few.
      const wordLike = /[aeiouy]/.test(lower) && !/[^aeiouy]{5}/.test(lower);
      const guess = wordLike && lower.length <= 12 && guesses < MAX_GUESSES;
      if (guess) guesses++;
      const suggestions = guess ? spell.suggest(lower) : [];
      const contraction = suggestions.some((s) => s.replace(/'/g, '') === lower);
      seen.set(lower, contraction ? lower : (sureSuggestion(lower, suggestions) ?? null));
    }
    const right = seen.get(lower);
    if (right === lower) return token;
    if (!right) {
      unsure.add(lower);
      return token;
    }
    corrections.push({ wrong: token, right });
    return shout ? right.toUpperCase() : cased(token, right);
  });
  return { text, unsure: [...unsure], corrections };
}
