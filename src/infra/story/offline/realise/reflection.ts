// Reflection questions that quote only what the story really says, vary in kind (deeper,
// reframing, people, the body, a gentle challenge, places), and follow-ups that answer the
// feeling and the content of the person's answer before asking something new.
import { NAMES, TONE_OF } from './reflection-cast.data';
import { createRandom, hashText } from '../random';
import type { StoryFormat } from '../../../../domain/story/story-format';
import { understand } from '../understand/understand';
import type { Understanding } from '../understand/types';
import {
  ACKNOWLEDGE,
  ACKNOWLEDGE_WORD,
  CLOSING,
  KINDS,
  QUESTIONS,
  type QuestionKind,
  WITH_QUOTE,
  WITH_TITLE,
} from './reflection-questions.data';
import { expand, fits } from './grammar';

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

const clean = (text: string) => text.replace(/[“”"]/g, '').replace(/\s+/g, ' ').trim();

/** The whole clauses (4 to 12 words) of a stretch of the story, word for word. */
const clausesOf = (text: string) =>
  clean(text)
    .replace(/^Moral: /gm, '')
    .split(/(?<=[.;:!?])\s+|[.;:!?]\s*$|\n+/)
    .flatMap((s) => s.split(/[;:,]\s+/))
    .map((s) => s.replace(/[.;:!?,]+$/, '').trim())
    .filter((s) => {
      const n = s.split(' ').length;
      return n >= 4 && n <= 12 && !s.includes(',');
    });

/** A whole clause of the story (4 to 12 words), word for word, preferring one that carries a
 * detail of the person's, else one past the opening paragraph (a name and a home say nothing of
 * the feeling). Never a cut phrase. */
export function quoteFrom(content: string, marks: readonly string[]): string | undefined {
  const clauses = clausesOf(content);
  const marked = clauses.filter((c) =>
    marks.some((m) => m !== '' && c.toLowerCase().includes(m.toLowerCase())),
  );
  const [, ...afterOpening] = content.split(/\n\s*\n|\n/);
  const later = clausesOf(afterOpening.join('\n'));
  // A clause that starts a sentence or a line reads whole; "like they knew as well" does not.
  return marked[0] ?? later.find((c) => /^[A-Z]/.test(c)) ?? later[0] ?? clauses[0];
}

/** Who the story is about: a person's name, "the fox", or "the voice of the poem". */
export function findHero(ref: StoryRef): string {
  const text = `${ref.storyTitle}\n${ref.storyContent ?? ''}`;
  const name = [...NAMES.f, ...NAMES.m].find((n) => new RegExp(`\\b${n}\\b`).test(text));
  if (ref.storyFormat === 'poem') return 'the poem’s voice';
  return name ?? (ref.storyFormat === 'fable' ? 'the fable’s hero' : 'the main character');
}

/** An answer as the cues read it: the feeling model is trained on moods, not on answers. */
const hear = (answer: string): Understanding => understand(clean(answer), { readSituation: false });

/** The person an answer names, as "your best friend" or "Sam" (pets are not asked about). */
function personNamedIn(heard: Understanding): string | undefined {
  const person = heard.people[0];
  return person ? (person.name ?? `your ${person.relation}`) : undefined;
}

/** A question that asks who could help: not worth asking once the person has named someone. */
const ASKS_WHO = /^(?:Who\b|Is there someone)/;

/** One of the person's own details, as "your sister" or "Pepper". */
function ownDetail(u: Understanding): string | undefined {
  const pet = u.pets[0];
  if (pet) return pet.name ?? `your ${pet.kind}`;
  const person = u.people[0];
  if (person) return person.name ?? `your ${person.relation}`;
  const event = u.events[0];
  if (event) return /^[A-Z]/.test(event.noun) ? event.noun : `your ${event.noun}`;
  const thing = u.things[0];
  return thing ? `the ${thing.noun}` : undefined;
}

/** Moods that are not hard: no question presumes a hard time ({ifHard} is left out). */
const NOT_HARD = new Set(['joy', 'calm']);

function vars(
  ref: StoryRef,
  extra: Record<string, string | undefined> = {},
  u: Understanding = understand(ref.mood),
) {
  return {
    title: clean(ref.storyTitle),
    hero: findHero(ref),
    format: ref.storyFormat,
    detail: ownDetail(u),
    ifHard: NOT_HARD.has(u.kind) ? undefined : '',
    ifGlad: u.kind === 'joy' ? '' : undefined,
    ...extra,
  };
}

export function composeInitialQuestion(ref: StoryRef): string {
  const random = createRandom(
    hashText(['initial', ref.mood, ref.storyFormat, ref.storyTitle].join('\n')),
  );
  const u = understand(ref.mood);
  const marks = [
    ...u.pets.flatMap((p) => [p.name ?? '', p.kind]),
    ...u.people.map((p) => p.relation),
    ...u.things.map((t) => t.noun),
    ...u.places,
    ...u.events.map((e) => e.noun),
  ];
  const quote = ref.storyContent ? quoteFrom(ref.storyContent, marks) : undefined;
  const v = vars(ref, { quote });
  const options = quote ? WITH_QUOTE : WITH_TITLE.filter((t) => fits(t, v));
  return expand(random.pick(options), v, random);
}

const UNSURE =
  /^(?:i (?:do not|don't|dont) know|not sure|no idea|unsure|maybe|dunno|idk|nothing)\b/i;

/** One of the replies, but not `before` (the reply to the previous answer) when there is another. */
function pickOtherThan(
  replies: readonly string[],
  before: string | undefined,
  random: ReturnType<typeof createRandom>,
): string {
  const others = replies.filter((reply) => reply !== before);
  return random.pick(others.length > 0 ? others : replies);
}

function acknowledge(
  answer: string,
  u: Understanding,
  random: ReturnType<typeof createRandom>,
  before: string | undefined,
): string {
  const text = clean(answer);
  if (text === '' || (text.split(' ').length <= 6 && UNSURE.test(text)))
    return pickOtherThan(ACKNOWLEDGE.unsure ?? [], before, random);
  const named = u.words.length > 0 || u.kind !== 'calm';
  const tone = named
    ? u.kind === 'mixed'
      ? TONE_OF[u.feelings[0] ?? 'calm']
      : TONE_OF[u.kind]
    : 'plain';
  // The person's own feeling word, when they used one ("hopeful", "not ready"), is named back.
  const word = u.words.find((w) => !/^not /.test(w));
  const withWord = word ? ACKNOWLEDGE_WORD[tone] : undefined;
  const bases = withWord
    ? withWord.map((reply) => reply.replace(/\{word\}/g, word as string))
    : (ACKNOWLEDGE[tone] ?? ACKNOWLEDGE.plain ?? []);
  // Someone the answer names (a person or a pet) is taken up; things are left to the person.
  const pet = u.pets[0];
  const person = u.people[0];
  const who = pet
    ? (pet.name ?? `your ${pet.kind}`)
    : person
      ? (person.name ?? `your ${person.relation}`)
      : undefined;
  const are = !pet && person?.plural ? 'are' : 'is';
  const replies = who
    ? bases.map((base) => `${base} It sounds like ${who} ${are} very much part of this.`)
    : bases;
  return pickOtherThan(replies, before, random);
}

/** A turn's random source, the same however often the turn is worked out. */
function randomForTurn(ref: StoryRef, previous: readonly ReflectionTurn[], turn: number) {
  return createRandom(
    hashText(
      ['follow-up', ref.mood, ref.storyTitle, String(turn), previous[turn - 1]?.answer ?? ''].join(
        '\n',
      ),
    ),
  );
}

/** The reply to the newest answer. The replies are not sent back, so the earlier ones are worked
 *  out again, oldest first, each kept from repeating the one before it. `heard`: each answer as
 *  read by `hear`, oldest first. */
function replyToNewest(
  ref: StoryRef,
  previous: readonly ReflectionTurn[],
  heard: readonly Understanding[],
  random: ReturnType<typeof createRandom>,
): string {
  let before: string | undefined;
  for (let turn = 1; turn < previous.length; turn++)
    before = acknowledge(
      previous[turn - 1]?.answer ?? '',
      heard[turn - 1] as Understanding,
      randomForTurn(ref, previous, turn),
      before,
    );
  const newest = previous.length - 1;
  return acknowledge(previous[newest]?.answer ?? '', heard[newest] ?? hear(''), random, before);
}

const SELF_BLAME =
  /\b(?:my fault|i'?m (?:so )?(?:stupid|useless|a failure|pathetic)|i should(?: not|n't)? have|i always|i never|i can't do anything)\b/i;

/** The kind of question that follows best from what the answer says. */
function kindFor(answer: string, u: Understanding): QuestionKind | undefined {
  const text = clean(answer);
  if (text === '') return undefined;
  if (SELF_BLAME.test(text)) return 'challenge';
  if (u.people.length > 0 || u.pets.length > 0) return 'people';
  if (u.places.length > 0) return 'place';
  if (['anxiety', 'weariness', 'anger'].includes(u.kind)) return 'body';
  if (['grief', 'sadness', 'loneliness'].includes(u.kind)) return 'deeper';
  if (u.kind === 'joy') return 'reframe';
  return undefined;
}

/** An answer that already says which part of the story stayed ("the bit about…", "the ending"). */
const NAMES_A_PART =
  /\b(?:the (?:part|bit|moment|line|lines|ending|end|scene|beginning|start) (?:where|when|about|with|of|that)|the (?:ending|end|beginning)\b|stayed with me)/i;
const WHICH_PART = /^What part of\b/;

export function composeFollowUp(
  ref: StoryRef & { previousReflections: readonly ReflectionTurn[] },
): { response: string; question: string } {
  const previous = ref.previousReflections;
  const random = randomForTurn(ref, previous, previous.length);
  const answer = previous[previous.length - 1]?.answer ?? '';
  // Each answer is read once, for the replies, the next question and the people it names.
  const heardAll = previous.map((turn) => hear(turn.answer));
  const heard = heardAll[heardAll.length - 1] ?? hear('');
  const response = replyToNewest(ref, previous, heardAll, random);
  const asked = new Set(previous.map((t) => clean(t.question)));
  const who = personNamedIn(heard);
  const mood = understand(ref.mood);
  const v = vars(ref, { who }, mood);
  // A hard mood's inner story is challenged only when an answer blames the person (kindFor): in
  // the round of kinds, only a glad mood's own challenge questions are asked.
  const glad = mood.kind === 'joy';
  const someoneNamed = heardAll.some((answerHeard) => personNamedIn(answerHeard) !== undefined);
  const start = hashText(ref.storyTitle) % KINDS.length;
  const candidates: string[] = [];
  // First a question that follows from the answer, then the round of kinds.
  const follows = kindFor(answer, heard);
  if (follows)
    for (const template of QUESTIONS[follows].filter((t) => fits(t, v)))
      candidates.push(expand(template, v, random));
  for (let round = 0; round < 3; round++) {
    for (let k = 0; k < KINDS.length; k++) {
      const kind = KINDS[
        (start + previous.length - 1 + k) % KINDS.length
      ] as (typeof KINDS)[number];
      if (kind === 'challenge' && !glad) continue;
      const template = QUESTIONS[kind].filter((t) => fits(t, v))[round];
      if (template) candidates.push(expand(template, v, random));
    }
    if (round === 0) candidates.push(CLOSING);
  }
  // After six kinds of question the spec's closing offer comes once, then the dialogue goes on.
  // Once an answer has named a part of the story, asking which part stayed would not listen.
  const partNamed = previous.some((turn) => NAMES_A_PART.test(turn.answer));
  const fresh = candidates.filter(
    (q) =>
      !asked.has(clean(q)) &&
      !(partNamed && WHICH_PART.test(q)) &&
      !(someoneNamed && ASKS_WHO.test(q)),
  );
  const question =
    previous.length >= KINDS.length && !asked.has(CLOSING) ? CLOSING : (fresh[0] ?? CLOSING);
  return { response, question };
}
