// Reflection questions that refer to the story (its title, its hero or picture) and quote the
// person's own words; follow-ups that acknowledge the last answer and ask something new.
import type { StoryFormat } from '../story-format';
import { ANIMAL_HOMES, PEOPLE } from './characters.data';
import { IMAGERY, type Imagery } from './imagery.data';
import { readMood } from './mood-analysis';
import { createRandom, hashText, type Random } from './random';
import { capitalize, cleanText, fill, truncateWords } from './text';
import {
  ACKNOWLEDGEMENTS,
  CLOSING_QUESTIONS,
  FOLLOW_UP_QUESTIONS,
  INITIAL_QUESTIONS,
  SHORT_ANSWER,
} from './reflection.data';

export interface ReflectionTurn {
  question: string;
  answer: string;
}

export interface StoryRef {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  storyContent?: string;
}

const ANIMALS_LONGEST_FIRST = Object.keys(ANIMAL_HOMES).sort((a, b) => b.length - a.length);

/** The story's picture: by its title first, then its own lines, then its name anywhere. */
function findImage(title: string, content: string): Imagery | undefined {
  const images = Object.values(IMAGERY);
  const t = title.toLowerCase();
  const c = content.toLowerCase();
  return (
    images.find((image) => image.titles.some((x) => t.includes(x.toLowerCase()))) ??
    images.find((image) =>
      [...image.lines, ...image.scenes].some((line) => c.includes(line.slice(0, 24).toLowerCase())),
    ) ??
    images.find((image) => t.includes(image.noun) || c.includes(image.noun))
  );
}

/** Who (or what) the story is about, as a phrase for a question: "the tortoise", "Maya", "the fog". */
export function findHero(ref: StoryRef): string {
  const text = `${ref.storyTitle}\n${ref.storyContent ?? ''}`;
  if (ref.storyFormat === 'story') {
    const person = PEOPLE.find((p) => new RegExp(`\\b${p.name}\\b`).test(text));
    return person?.name ?? 'the main character';
  }
  if (ref.storyFormat === 'fable') {
    const named =
      /\bnamed ([A-Z][a-z]+)/.exec(text) ?? /^([A-Z][a-z]+) (?:the|and) /.exec(ref.storyTitle);
    if (named?.[1]) return named[1];
    // The opening paragraph meets the hero first; a title names the helper first, if at all.
    const opening = (ref.storyContent ?? '').split('\n\n')[0]?.toLowerCase() ?? '';
    const title = ref.storyTitle.toLowerCase();
    const at = (text: string, k: string, last: boolean) => {
      const hits = [...text.matchAll(new RegExp(`\\b${k}\\b`, 'g'))].map((m) => m.index ?? 0);
      return hits.length === 0 ? -1 : last ? Math.max(...hits) : Math.min(...hits);
    };
    const earliest = ANIMALS_LONGEST_FIRST.map((k) => ({ k, i: at(opening, k, false) }))
      .filter((x) => x.i >= 0)
      .sort((x, y) => x.i - y.i)[0];
    const latest = ANIMALS_LONGEST_FIRST.map((k) => ({ k, i: at(title, k, true) }))
      .filter((x) => x.i >= 0)
      .sort((x, y) => y.i - x.i)[0];
    const kind = earliest?.k ?? latest?.k;
    return kind ? `the ${kind}` : 'the fable’s hero';
  }
  return findImage(ref.storyTitle, ref.storyContent ?? '')?.noun ?? 'the poem’s picture';
}

/** A short phrase of the person's mood, in their words, without quotation marks. */
function quotable(text: string): string {
  return readMood(text).keyPhrase || truncateWords(cleanText(text), 8);
}

/** An answer is quoted from its start: its first sentence, or first clause if that is long. */
function quotableAnswer(answer: string): string {
  const first = cleanText(answer).split(/(?<=[.!?])\s/)[0] ?? '';
  if (first.split(' ').length <= 16) return truncateWords(first, 16);
  return truncateWords(first.split(/[,;:]/)[0] ?? first, 10);
}

function vars(ref: StoryRef, extra: Record<string, string> = {}): Record<string, string> {
  const hero = findHero(ref);
  const title = cleanText(ref.storyTitle);
  const moodImage = readMood(ref.mood).image;
  const image =
    findImage(ref.storyTitle, ref.storyContent ?? '') ??
    (moodImage ? IMAGERY[moodImage] : undefined);
  return {
    title,
    hero,
    Hero: capitalize(hero),
    companionRef:
      ref.storyFormat === 'poem' ? `the voice of “${title}”` : `${hero} from “${title}”`,
    format: ref.storyFormat,
    quote: quotable(ref.mood),
    light: image?.light ?? 'a small light',
    ...(image ? { image: image.noun } : {}),
    ...extra,
  };
}

export function composeInitialQuestion(ref: StoryRef): string {
  const random = createRandom(
    hashText(['initial', ref.mood, ref.storyFormat, ref.storyTitle].join('\n')),
  );
  return fill(random.pick(INITIAL_QUESTIONS[ref.storyFormat]), vars(ref));
}

/** Answers that already hold a small insight or intention ("I think I need to rest"). */
const INSIGHT =
  /\b(?:i (?:need|want|could|can|will|should|might|would like) to|i(?:'m| am) going to|i think i|i reali[sz]e|maybe i)\b/i;

const opening = (question: string) => question.toLowerCase().split(/\s+/).slice(0, 6).join(' ');

function acknowledge(answer: string, random: Random): string {
  const words = cleanText(answer).split(' ').filter(Boolean);
  const unsure =
    words.length <= 6 &&
    /^(?:i (?:do not|don't|dont) know|not sure|no idea|unsure|maybe|dunno|idk)\b/i.test(
      cleanText(answer),
    );
  if (words.length === 0 || (words.length <= 3 && !readMood(answer).feelings.length) || unsure) {
    return random.pick(SHORT_ANSWER);
  }
  const reading = readMood(answer);
  const tone = INSIGHT.test(answer)
    ? 'insight'
    : reading.feelings.length === 0
      ? 'plain'
      : reading.bright
        ? 'bright'
        : 'heavy';
  return fill(random.pick(ACKNOWLEDGEMENTS[tone]), { answer: quotableAnswer(answer) });
}

export function composeFollowUp(
  ref: StoryRef & { previousReflections: readonly ReflectionTurn[] },
): {
  response: string;
  question: string;
} {
  const previous = ref.previousReflections;
  const last = previous[previous.length - 1];
  const random = createRandom(
    hashText(
      [
        'follow-up',
        ref.mood,
        ref.storyFormat,
        ref.storyTitle,
        String(previous.length),
        last?.answer ?? '',
      ].join('\n'),
    ),
  );
  const response = acknowledge(last?.answer ?? '', random);
  const answered = last && cleanText(last.answer).split(' ').length > 3;
  const v = vars(ref, answered ? { answer: quotableAnswer(last.answer) } : {});
  const bright = readMood(ref.mood).bright;
  const usable = FOLLOW_UP_QUESTIONS.filter(
    (t) =>
      [...t.matchAll(/\{(\w+)\}/g)].every((m) => v[m[1] as string] !== undefined) &&
      !(bright && t.includes('{image}')),
  );
  const asked = new Set(previous.map((turn) => opening(turn.question)));
  const order = createRandom(hashText(['order', ref.mood, ref.storyTitle].join('\n'))).sample(
    usable,
    usable.length,
  );
  const shift = previous.length % Math.max(1, order.length);
  const candidates = [...order.slice(shift), ...order.slice(0, shift), ...CLOSING_QUESTIONS].map(
    (t) => fill(t, v),
  );
  const question =
    candidates.find((q) => !asked.has(opening(q))) ?? (candidates[candidates.length - 1] as string);
  return { response, question };
}
