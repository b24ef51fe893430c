// The feeling of a mood and its direction: cues weighed by intensity, turned by negation
// ("not happy" is not joy), tipped by contrast ("angry more than sad"), and mixed when joy and a
// heavy feeling are both strong ("proud but also sad").
import {
  FEELING_CUES,
  INTENSIFIERS,
  MIXED_CUES,
  SOFTENERS,
  type FeelingCue,
} from './feeling-cues.data';
import { ABSTRACT } from './details.data';
import { guessFeeling } from './feeling-by-words';
import type { Token } from './parse';
import type { Feeling, FeelingKind } from './types';

/** Chat shorthand that a tagger may take for a noun: "stressed af", "mad rn". */
const CHAT_SLANG = new Set(['af', 'asf', 'rn', 'tbh', 'lol', 'ngl', 'fr', 'atm', 'lmao', 'tho']);
const NEGATIONS = new Set(['not', "n't", 'never', 'no', 'nor', 'hardly', 'without']);
const BRIGHT: ReadonlySet<Feeling> = new Set(['joy', 'calm']);
/** The most words in a cue phrase ("nothing i do is ever good enough"). */
const LONGEST_CUE = Math.max(...[...FEELING_CUES.keys()].map((cue) => cue.split(' ').length));
/** Grief for someone close who is missed, even without a word for death. */
const CLOSE_FAMILY =
  /\bmiss(?:ing)? (?:my |our )?(?:grand\w+|gran|granny|nan|nana|mum|mom|mother|dad|father|husband|wife)\b/;
const MIXED_DEFAULT: Feeling[] = ['joy', 'sadness'];
/** Things that "die" or "pass" without anyone being lost: "my laptop just died". */
const MACHINES = new Set(
  'laptop,phone,computer,pc,car,battery,printer,tv,television,fridge,freezer,boiler,engine,tablet,charger,screen,kettle,router,console,drive,mower,washer,dryer,headphones,camera,bike,van,truck,watch'.split(
    ',',
  ),
);
/** Words that praise how something was ("the wedding was beautiful"): joy when set against a
 * heavier feeling across a "but". */
const PRAISE = /\b(?:beautiful|lovely|wonderful|amazing|perfect|great|gorgeous|magical|fun)\b/;

export interface FeelingReading {
  kind: FeelingKind;
  feelings: Feeling[];
  valence: number;
  intensity: 1 | 2 | 3;
  words: string[];
}

interface Hit {
  cue: FeelingCue;
  phrase: string;
  at: number;
  end: number;
}

const STEMS = [...FEELING_CUES].filter(([k]) => k.endsWith('*'));

function cueAt(words: readonly string[], i: number): Hit | undefined {
  for (let n = Math.min(LONGEST_CUE, words.length - i); n >= 1; n--) {
    const phrase = words.slice(i, i + n).join(' ');
    const cue =
      FEELING_CUES.get(phrase) ??
      (n === 1 ? STEMS.find(([k]) => phrase.startsWith(k.slice(0, -1)))?.[1] : undefined);
    if (cue) return { cue, phrase, at: i, end: i + n };
  }
  return undefined;
}

/** The mood's words by clause, lower-cased, contractions kept whole ("can't"; a "cant" typed
 *  without its apostrophe was given it back in understand.ts). */
function clauses(text: string): string[][] {
  return text
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[.,;:!?()\n—–]+/)
    .map((c) => c.match(/[a-zà-ÿ']+/g) ?? [])
    .filter((c) => c.length > 0);
}

const isNegation = (w: string) => NEGATIONS.has(w) || /n't$/.test(w);

export function readFeeling(
  tokens: readonly Token[],
  text: string,
  readSituation = true,
): FeelingReading {
  const lower = text.toLowerCase().replace(/’/g, "'");
  const nouns = new Set(
    tokens
      .filter(
        (t) =>
          t.tags.has('Noun') &&
          !['Pronoun', 'Possessive', 'Adjective', 'Date'].some((tag) => t.tags.has(tag)),
      )
      .map((t) => t.lower)
      .filter((w) => !ABSTRACT.has(w)),
  );
  const scores = new Map<Feeling, number>();
  const named: string[] = [];
  let boost = 0;
  const add = (feeling: Feeling, score: number) =>
    scores.set(feeling, (scores.get(feeling) ?? 0) + score);

  for (const words of clauses(text)) {
    for (let i = 0; i < words.length;) {
      const hit = cueAt(words, i);
      if (!hit) {
        i++;
        continue;
      }
      i = hit.end;
      // "work was a lot" is weariness; "it was a lot of fun" is not.
      if (hit.phrase.endsWith('a lot') && words[hit.end] === 'of') continue;
      // "the empty rooms": a feeling word describing a thing is not the person's feeling.
      // ("stressed af" is chat slang, not a noun.)
      const following = words[hit.end];
      if (
        hit.cue.named &&
        hit.end - hit.at === 1 &&
        following &&
        nouns.has(following) &&
        !CHAT_SLANG.has(following)
      )
        continue;
      const before = words.slice(Math.max(0, hit.at - 3), hit.at);
      const negated = before.some(
        (w, k) => isNegation(w) && !(w === 'no' && before[k + 1] === 'one'),
      );
      let weight = hit.cue.weight;
      if (before.some((w) => INTENSIFIERS.has(w))) {
        weight += 1;
        boost++;
      }
      if (before.some((w) => SOFTENERS.has(w))) weight -= 1;
      // "angry more than sad": the first outweighs the second.
      if (words[hit.end] === 'more' && words[hit.end + 1] === 'than') weight *= 2;
      if (words[hit.at - 1] === 'than' && ['more', 'rather'].includes(words[hit.at - 2] ?? ''))
        weight *= 0.3;
      // "my laptop just died" is a broken machine, not a death.
      if (
        hit.cue.feeling === 'grief' &&
        words.slice(Math.max(0, hit.at - 3), hit.at).some((w) => MACHINES.has(w))
      )
        continue;
      let feeling: Feeling | undefined = hit.cue.feeling;
      if (negated) feeling = BRIGHT.has(feeling) ? 'sadness' : undefined;
      if (!feeling) continue;
      add(feeling, Math.max(0.5, weight));
      if (hit.cue.named && named.length < 3) {
        const word = negated ? `not ${hit.phrase}` : hit.phrase;
        if (!named.includes(word)) named.push(word);
      }
    }
  }
  if (CLOSE_FAMILY.test(lower)) add('grief', 3);
  if (
    /\bbeen a year\b|\banniversary of\b/.test(lower) &&
    (scores.get('grief') ?? 0) + (scores.get('sadness') ?? 0) > 0
  )
    add('grief', 1);

  const ranked = [...scores].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]);
  const exclaims = (text.match(/!/g) ?? []).length;
  const top = ranked[0];
  // Gladness beside a calm word ("a lovely quiet sunday") is gladness at its softest.
  const quietJoy = top?.[0] === 'joy' && (scores.get('calm') ?? 0) > 0;
  const intensity = (
    top && !quietJoy
      ? Math.min(3, Math.max(1, Math.round(top[1] + boost * 0.5 + Math.min(exclaims, 2) * 0.5) - 1))
      : 1
  ) as 1 | 2 | 3;
  if (!top && MIXED_CUES.test(lower))
    return { kind: 'mixed', feelings: MIXED_DEFAULT, valence: 0, intensity: 2, words: named };
  if (!top) {
    // No cue names a feeling: the feeling model reads the situation ("no day off in weeks").
    const guess = readSituation ? guessFeeling(text) : undefined;
    if (!guess?.sure || guess.feeling === 'calm')
      return { kind: 'calm', feelings: ['calm'], valence: 0, intensity: 1, words: named };
    const valence = guess.feeling === 'joy' ? 1 : -1;
    return { kind: guess.feeling, feelings: [guess.feeling], valence, intensity: 2, words: named };
  }

  const brightScore = ranked.filter(([f]) => f === 'joy').reduce((s, [, v]) => s + v, 0);
  const heavy = ranked.filter(([f]) => !BRIGHT.has(f));
  const heavyScore = heavy.reduce((s, [, v]) => s + v, 0);
  const valence = Math.max(
    -1,
    Math.min(1, (brightScore - heavyScore) / Math.max(1, brightScore + heavyScore)),
  );
  const mixedCue = MIXED_CUES.test(lower) || praiseAgainst(lower, heavy.length > 0);
  const [heavyTop] = heavy;
  const balanced =
    brightScore > 0 &&
    heavyTop !== undefined &&
    Math.min(brightScore, heavyTop[1]) >= 0.5 * Math.max(brightScore, heavyTop[1]);
  if ((mixedCue || balanced) && (brightScore > 0 || heavyTop)) {
    const feelings: Feeling[] =
      brightScore > 0 && heavyTop
        ? brightScore >= heavyTop[1]
          ? ['joy', heavyTop[0]]
          : [heavyTop[0], 'joy']
        : heavyTop
          ? [heavyTop[0], 'joy']
          : MIXED_DEFAULT;
    return { kind: 'mixed', feelings, valence, intensity, words: named };
  }
  // A bright word beside a heavier feeling ("fine", "okay") does not make the mood bright.
  const primary = heavyTop && (top[0] === 'calm' || heavyTop[1] > brightScore) ? heavyTop : top;
  const second = ranked.find(
    ([f]) => f !== primary[0] && !BRIGHT.has(f) && !BRIGHT.has(primary[0]),
  );
  return {
    kind: primary[0],
    feelings: second ? [primary[0], second[0]] : [primary[0]],
    valence,
    intensity,
    words: named,
  };
}

/** "It was beautiful, but I felt so alone": praise on one side of a "but" and a heavy feeling
 * on the other make a mixed mood. */
function praiseAgainst(lower: string, heavy: boolean): boolean {
  if (!heavy) return false;
  const [before, ...rest] = lower.split(/\bbut\b/);
  return rest.length > 0 && PRAISE.test(before ?? '');
}
