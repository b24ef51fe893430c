// Reads a mood description for what the offline storyteller can honour: the feeling words the
// person used, the picture they drew, the part of life it is about, and a short phrase of theirs
// that a reflection question can quote back.
import {
  CONTEXT_CUES,
  FEELING_CUES,
  IMAGE_CUES,
  NEGATED_BRIGHT,
  SIMILE_CUES,
  THEMES,
  type ContextId,
  type ImageId,
  type ThemeId,
} from './lexicon.data';
import { cleanText, truncateWords } from './text';

/** Mood text beyond this length is not read (the API caps it too). */
export const MOOD_READ_LIMIT = 1000;

export interface Simile {
  /** "gerund": "walking through fog at work"; "noun": "a hamster on a wheel". */
  kind: 'gerund' | 'noun';
  /** First person still in place where the person used it ("at my job"). */
  phrase: string;
}

export interface MoodReading {
  /** The person's own feeling words, in the order they used them (at most three). */
  feelings: string[];
  /** Themes by first appearance; heavy themes before bright ones. Never empty. */
  themes: ThemeId[];
  primary: ThemeId;
  /** True when the mood is light or settled (hopeful, calm) and nothing heavy was named. */
  bright: boolean;
  /** The picture the person drew, if any. */
  image?: ImageId;
  context?: ContextId;
  simile?: Simile;
  /** A short phrase in the person's own words, to quote back (no quotation marks). */
  keyPhrase: string;
  /** Their own comparison, verbatim ("like I'm walking through fog at work"), if any. */
  imagePhrase?: string;
}

const IMAGE_TO_THEME: Readonly<Record<ImageId, ThemeId>> = {
  fog: 'lost',
  storm: 'anxious',
  rain: 'sad',
  tide: 'overwhelmed',
  stone: 'weary',
  knot: 'anxious',
  winter: 'sad',
  night: 'sad',
  maze: 'lost',
  walls: 'stuck',
  fire: 'angry',
  dawn: 'hopeful',
  garden: 'change',
};

interface Hit<T> {
  value: T;
  word: string;
  index: number;
  end: number;
}

function findAll<T>(text: string, cues: ReadonlyArray<[RegExp, T]>): Hit<T>[] {
  const hits: Hit<T>[] = [];
  for (const [pattern, value] of cues) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const match of text.matchAll(global)) {
      const word = (match[1] ?? match[0]).toLowerCase();
      const index = (match.index ?? 0) + match[0].indexOf(match[1] ?? match[0]);
      hits.push({ value, word, index, end: index + word.length });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** Keeps the earliest, then longest, of overlapping hits ("not good enough" beats "good"). */
function withoutOverlaps<T>(hits: Hit<T>[]): Hit<T>[] {
  const sorted = [...hits].sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: Hit<T>[] = [];
  for (const hit of sorted) {
    const last = kept[kept.length - 1];
    if (last && hit.index < last.end) continue;
    kept.push(hit);
  }
  return kept;
}

function readSimile(text: string): { simile?: Simile; imagePhrase?: string } {
  for (const cue of SIMILE_CUES) {
    const match = cue.exec(text);
    const raw = match?.[1]?.trim();
    if (!match || !raw) continue;
    const words = raw.split(' ');
    if (words.length < 2 || words.length > 14) continue;
    const imagePhrase = truncateWords(
      match[0].replace(/^.*?\b(like|as if|as though)\b/i, '$1'),
      12,
    );
    const stripped = raw.replace(
      /^(?:i'm|im|i am|i was|i've been|i have been|we're|we are)\s+/i,
      '',
    );
    if (/^\w+ing\b/i.test(stripped) && !/\b(i|we)\b/i.test(stripped)) {
      return { simile: { kind: 'gerund', phrase: stripped }, imagePhrase };
    }
    if (/^(a|an|the|someone|something)\b/i.test(stripped) && !/\b(i|we)\b/i.test(stripped)) {
      return { simile: { kind: 'noun', phrase: stripped }, imagePhrase };
    }
    return { imagePhrase };
  }
  return {};
}

/** The clause that holds the first feeling word, shortened to a quotable phrase. */
function readKeyPhrase(text: string, feelingIndex: number | undefined): string {
  const clauses = [...text.matchAll(/[^.;:,!?\n]+/g)]
    .map((m) => ({ start: m.index ?? 0, text: m[0] }))
    .filter((c) => c.text.trim().split(/\s+/).length >= 1 && c.text.trim() !== '');
  const holding =
    feelingIndex === undefined
      ? undefined
      : clauses.find((c) => feelingIndex >= c.start && feelingIndex < c.start + c.text.length);
  const chosen = holding ?? clauses[0];
  if (!chosen) return '';
  const words = chosen.text.trim().split(/\s+/);
  if (words.length <= 9 || feelingIndex === undefined || !holding)
    return truncateWords(words.join(' '), 9);
  const lead = chosen.text.length - chosen.text.trimStart().length;
  const before = text
    .slice(chosen.start + lead, feelingIndex)
    .split(/\s+/)
    .filter(Boolean).length;
  const from = Math.max(0, Math.min(before - 3, words.length - 9));
  return truncateWords(words.slice(from).join(' '), 9);
}

export function readMood(mood: string): MoodReading {
  const text = cleanText(mood).slice(0, MOOD_READ_LIMIT);
  const negated = [...text.matchAll(new RegExp(NEGATED_BRIGHT.source, 'gi'))].map((m) => ({
    value: 'sad' as ThemeId,
    word: m[0].toLowerCase().replace(/^n't/, 'not'),
    index: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const feelingHits = withoutOverlaps([...negated, ...findAll(text, FEELING_CUES)]);
  const imageHits = findAll(text, IMAGE_CUES);
  const contextHits = findAll(text, CONTEXT_CUES);

  const feelings: string[] = [];
  for (const hit of feelingHits) {
    if (!feelings.includes(hit.word) && feelings.length < 3) feelings.push(hit.word);
  }
  const ordered: ThemeId[] = [];
  for (const hit of feelingHits) if (!ordered.includes(hit.value)) ordered.push(hit.value);
  const heavy = ordered.filter((id) => !THEMES[id].bright);
  const light = ordered.filter((id) => THEMES[id].bright);
  const image = imageHits[0]?.value;
  const themes: ThemeId[] = [...heavy, ...light];
  if (themes.length === 0) themes.push(image ? IMAGE_TO_THEME[image] : 'calm');
  const primary = themes[0] as ThemeId;
  const { simile, imagePhrase } = readSimile(text);

  return {
    feelings,
    themes,
    primary,
    bright: heavy.length === 0 && light.length > 0,
    ...(image ? { image } : {}),
    ...(contextHits[0] ? { context: contextHits[0].value } : {}),
    ...(simile ? { simile } : {}),
    ...(imagePhrase ? { imagePhrase } : {}),
    keyPhrase: readKeyPhrase(text, feelingHits[0]?.index ?? imageHits[0]?.index),
  };
}

/** "walking through fog at work" -> "walking through fog" (for animals, who have no office). */
export function withoutHumanPlaces(phrase: string): string {
  return phrase
    .replace(
      /\s+(?:at|in|from|during|after|before)\s+(?:work|my job|the job|the office|school|uni|university|college|class|home|meetings?)\b.*$/i,
      '',
    )
    .trim();
}

/** First-person words turned to a character's: "at my desk" -> "at her desk". */
export function toThirdPerson(
  phrase: string,
  p: { subject: string; object: string; possessive: string },
): string {
  return phrase
    .replace(/\bmyself\b/gi, `${p.object}self`)
    .replace(/\bmy\b/gi, p.possessive)
    .replace(/\bmine\b/gi, p.possessive === 'her' ? 'hers' : 'his')
    .replace(/\bme\b/gi, p.object);
}
